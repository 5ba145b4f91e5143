package socketmod

import (
	"golang.org/x/sys/unix"

	rt "github.com/cpjit/cpjit/lang/runtime"
)

// _select is the descriptor-level half of select (select.py in pylib
// holds select(), poll and epoll over it): poll(2) and epoll(7) calls
// that wait outside the global interpreter lock.

var selectInts = map[string]int64{
	"POLLIN": unix.POLLIN, "POLLPRI": unix.POLLPRI, "POLLOUT": unix.POLLOUT, "POLLERR": unix.POLLERR,
	"POLLHUP": unix.POLLHUP, "POLLNVAL": unix.POLLNVAL, "POLLRDNORM": 0x40,
	"POLLRDBAND": 0x80, "POLLWRNORM": 0x100, "POLLWRBAND": 0x200,
	"POLLMSG": 0x400, "POLLRDHUP": unix.POLLRDHUP,
	"EPOLLIN": unix.EPOLLIN, "EPOLLOUT": unix.EPOLLOUT, "EPOLLPRI": unix.EPOLLPRI, "EPOLLERR": unix.EPOLLERR,
	"EPOLLHUP": unix.EPOLLHUP, "EPOLLET": unix.EPOLLET & 0xffffffff, "EPOLLONESHOT": unix.EPOLLONESHOT,
	"EPOLLEXCLUSIVE": unix.EPOLLEXCLUSIVE, "EPOLLRDHUP": unix.EPOLLRDHUP, "EPOLLRDNORM": unix.EPOLLRDNORM,
	"EPOLLRDBAND": unix.EPOLLRDBAND, "EPOLLWRNORM": unix.EPOLLWRNORM, "EPOLLWRBAND": unix.EPOLLWRBAND,
	"EPOLLMSG": unix.EPOLLMSG, "EPOLL_CLOEXEC": unix.EPOLL_CLOEXEC, "PIPE_BUF": 4096,
}

func intList(vm *rt.VM, v rt.Value) ([]int64, error) {
	l, ok := vm.Get0(v).(*rt.List)
	if !ok {
		return nil, vm.TypeError("expected a list")
	}
	out := make([]int64, len(l.Items))
	for i, x := range l.Items {
		n, err := vm.IndexInt(x)
		if err != nil {
			return nil, err
		}
		out[i] = n
	}
	return out, nil
}

var selectFuncs = rt.ModuleFuncs{
	// _poll(fds, events, timeout) -> [(fd, revents)...]: timeout in
	// seconds, negative for none.
	"_poll": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("_poll", args, 3, 3); err != nil {
			return rt.Unbound, err
		}
		fds, err := intList(vm, args[0])
		if err != nil {
			return rt.Unbound, err
		}
		evs, err := intList(vm, args[1])
		if err != nil {
			return rt.Unbound, err
		}
		timeout, err := vm.ToFloat(args[2])
		if err != nil {
			return rt.Unbound, err
		}
		pfds := make([]unix.PollFd, len(fds))
		for i := range fds {
			pfds[i] = unix.PollFd{Fd: int32(fds[i]), Events: int16(evs[i])}
		}
		if len(pfds) == 0 {
			// poll(2) with no descriptors is a sleep.
			pfds = nil
		}
		n, err := pollWait(vm, pfds, timeout)
		if err != nil {
			return rt.Unbound, sockErr(vm, err)
		}
		out := make([]rt.Value, 0, n)
		for _, p := range pfds {
			if p.Revents != 0 {
				out = append(out, vm.NewTuple([]rt.Value{vm.NewInt(int64(p.Fd)), vm.NewInt(int64(uint16(p.Revents)))}))
			}
		}
		return vm.NewList(out), nil
	},
	"_epoll_create": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		fd, err := unix.EpollCreate1(unix.EPOLL_CLOEXEC)
		if err != nil {
			return rt.Unbound, sockErr(vm, err)
		}
		return vm.NewInt(int64(fd)), nil
	},
	// _epoll_ctl(epfd, op, fd, events); op 1 add, 2 delete, 3 modify.
	"_epoll_ctl": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("_epoll_ctl", args, 4, 4); err != nil {
			return rt.Unbound, err
		}
		var v [4]int64
		for i := range v {
			n, err := vm.IndexInt(args[i])
			if err != nil {
				return rt.Unbound, err
			}
			v[i] = n
		}
		ev := &unix.EpollEvent{Events: uint32(v[3]), Fd: int32(v[2])}
		if err := unix.EpollCtl(int(v[0]), int(v[1]), int(v[2]), ev); err != nil {
			return rt.Unbound, sockErr(vm, err)
		}
		return rt.None, nil
	},
	// _epoll_wait(epfd, timeout, maxevents) -> [(fd, events)...]
	"_epoll_wait": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("_epoll_wait", args, 3, 3); err != nil {
			return rt.Unbound, err
		}
		epfd, err := fdOf(vm, args[0])
		if err != nil {
			return rt.Unbound, err
		}
		timeout, err := vm.ToFloat(args[1])
		if err != nil {
			return rt.Unbound, err
		}
		maxev, err := vm.IndexInt(args[2])
		if err != nil {
			return rt.Unbound, err
		}
		// An epoll descriptor is readable when events are ready: wait for
		// that outside the lock, then collect them without blocking.
		pfds := []unix.PollFd{{Fd: int32(epfd), Events: unix.POLLIN}}
		if _, err := pollWait(vm, pfds, timeout); err != nil {
			return rt.Unbound, sockErr(vm, err)
		}
		if pfds[0].Revents&unix.POLLNVAL != 0 {
			return rt.Unbound, sockErr(vm, unix.EBADF)
		}
		evs := make([]unix.EpollEvent, maxev)
		var n int
		for {
			n, err = unix.EpollWait(epfd, evs, 0)
			if err != unix.EINTR {
				break
			}
		}
		if err != nil {
			return rt.Unbound, sockErr(vm, err)
		}
		out := make([]rt.Value, n)
		for i, e := range evs[:n] {
			out[i] = vm.NewTuple([]rt.Value{vm.NewInt(int64(e.Fd)), vm.NewInt(int64(e.Events))})
		}
		return vm.NewList(out), nil
	},
}

// selectGuarded lets a program wait on descriptors when it may use files
// or the network (the only ways to get descriptors worth waiting on).
func selectGuarded(fns rt.ModuleFuncs) rt.ModuleFuncs {
	for name, f := range fns {
		f, what := f, "select."+name+"()"
		fns[name] = func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			if !vm.Allowed(rt.AccessNetwork) && !vm.Allowed(rt.AccessFiles) {
				return rt.Unbound, vm.Denied(what)
			}
			return f(vm, args, kw)
		}
	}
	return fns
}

var selectStatic = rt.StaticFuncs("_select", selectGuarded(selectFuncs))

func init() {
	register("_select", func(vm *rt.VM) (*rt.Module, error) {
		m := vm.NewModule("_select")
		rt.FillModule(vm, m, selectStatic)
		d := m.InstanceDict()
		for name, v := range selectInts {
			d.SetStr(vm, name, vm.NewInt(v))
		}
		return m, nil
	})
}
