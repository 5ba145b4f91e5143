package socketmod

import (
	"context"
	"encoding/binary"
	"errors"
	"math"
	"net"
	"net/netip"
	"os"
	"strconv"
	"strings"
	"time"

	"golang.org/x/sys/unix"

	rt "github.com/cpjit/cpjit/lang/runtime"
)

var socketInts = map[string]int64{
	"AF_UNSPEC": unix.AF_UNSPEC, "AF_INET": unix.AF_INET, "AF_INET6": unix.AF_INET6, "AF_UNIX": unix.AF_UNIX,
	"SOCK_STREAM": unix.SOCK_STREAM, "SOCK_DGRAM": unix.SOCK_DGRAM, "SOCK_RAW": unix.SOCK_RAW,
	"SOCK_SEQPACKET": unix.SOCK_SEQPACKET, "SOCK_NONBLOCK": unix.SOCK_NONBLOCK, "SOCK_CLOEXEC": unix.SOCK_CLOEXEC,
	"SOL_SOCKET": unix.SOL_SOCKET, "SO_REUSEADDR": unix.SO_REUSEADDR, "SO_REUSEPORT": unix.SO_REUSEPORT,
	"SO_KEEPALIVE": unix.SO_KEEPALIVE, "SO_BROADCAST": unix.SO_BROADCAST, "SO_LINGER": unix.SO_LINGER,
	"SO_RCVBUF": unix.SO_RCVBUF, "SO_SNDBUF": unix.SO_SNDBUF, "SO_ERROR": unix.SO_ERROR, "SO_TYPE": unix.SO_TYPE,
	"SO_RCVLOWAT": unix.SO_RCVLOWAT, "SO_SNDLOWAT": unix.SO_SNDLOWAT, "SO_RCVTIMEO": unix.SO_RCVTIMEO,
	"SO_SNDTIMEO": unix.SO_SNDTIMEO, "SO_ACCEPTCONN": unix.SO_ACCEPTCONN, "SO_OOBINLINE": unix.SO_OOBINLINE,
	"SO_DOMAIN": unix.SO_DOMAIN, "SO_PROTOCOL": unix.SO_PROTOCOL, "SO_PEERCRED": unix.SO_PEERCRED,
	"IPPROTO_IP": unix.IPPROTO_IP, "IPPROTO_TCP": unix.IPPROTO_TCP, "IPPROTO_UDP": unix.IPPROTO_UDP,
	"IPPROTO_IPV6": unix.IPPROTO_IPV6, "IPPROTO_ICMP": unix.IPPROTO_ICMP, "IPPROTO_RAW": unix.IPPROTO_RAW,
	"TCP_NODELAY": unix.TCP_NODELAY, "TCP_KEEPIDLE": unix.TCP_KEEPIDLE, "TCP_KEEPINTVL": unix.TCP_KEEPINTVL,
	"TCP_KEEPCNT": unix.TCP_KEEPCNT, "TCP_MAXSEG": unix.TCP_MAXSEG, "TCP_QUICKACK": unix.TCP_QUICKACK,
	"IPV6_V6ONLY": unix.IPV6_V6ONLY, "IP_TTL": unix.IP_TTL, "IP_TOS": unix.IP_TOS,
	"IP_MULTICAST_TTL": unix.IP_MULTICAST_TTL, "IP_MULTICAST_LOOP": unix.IP_MULTICAST_LOOP,
	"IP_ADD_MEMBERSHIP": unix.IP_ADD_MEMBERSHIP, "IP_DROP_MEMBERSHIP": unix.IP_DROP_MEMBERSHIP,
	"MSG_PEEK": unix.MSG_PEEK, "MSG_WAITALL": unix.MSG_WAITALL, "MSG_DONTWAIT": unix.MSG_DONTWAIT,
	"MSG_OOB": unix.MSG_OOB, "MSG_NOSIGNAL": unix.MSG_NOSIGNAL, "MSG_TRUNC": unix.MSG_TRUNC,
	"SHUT_RD": unix.SHUT_RD, "SHUT_WR": unix.SHUT_WR, "SHUT_RDWR": unix.SHUT_RDWR,
	"SOMAXCONN": 4096, "INADDR_ANY": 0, "INADDR_BROADCAST": 0xffffffff, "INADDR_LOOPBACK": 0x7f000001,
	"INADDR_NONE": 0xffffffff,
	"AI_PASSIVE":  1, "AI_CANONNAME": 2, "AI_NUMERICHOST": 4, "AI_V4MAPPED": 8, "AI_ALL": 16,
	"AI_ADDRCONFIG": 32, "AI_NUMERICSERV": 1024,
	"NI_NUMERICHOST": 1, "NI_NUMERICSERV": 2, "NI_NOFQDN": 4, "NI_NAMEREQD": 8, "NI_DGRAM": 16,
	"EAI_NONAME": -2, "EAI_AGAIN": -3, "EAI_FAIL": -4, "EAI_FAMILY": -6, "EAI_SOCKTYPE": -7,
	"EAI_SERVICE": -8, "EAI_MEMORY": -10, "EAI_SYSTEM": -11, "EAI_BADFLAGS": -1, "EAI_OVERFLOW": -12,
	"EAI_NODATA": -5, "EAI_ADDRFAMILY": -9,
}

// gaiMessages are the glibc gai_strerror texts.
var gaiMessages = map[int64]string{
	-1: "Bad value for ai_flags", -2: "Name or service not known", -3: "Temporary failure in name resolution",
	-4: "Non-recoverable failure in name resolution", -5: "No address associated with hostname",
	-6: "ai_family not supported", -7: "ai_socktype not supported", -8: "Servname not supported for ai_socktype",
	-9: "Address family for hostname not supported", -10: "Memory allocation failure", -11: "System error",
	-12: "Argument buffer overflow",
}

// gaiError is a resolution failure: Python raises socket.gaierror.
type gaiError struct{ code int64 }

func (e gaiError) Error() string { return gaiMessages[e.code] }

func intArg(vm *rt.VM, v rt.Value) (int64, error) { return vm.IndexInt(v) }

// timeoutArg reads a timeout in seconds: None (or a negative value from
// the socket class) blocks for ever.
func timeoutArg(vm *rt.VM, v rt.Value) (float64, error) {
	if v == rt.None || v == rt.Unbound {
		return -1, nil
	}
	return vm.ToFloat(v)
}

// wait polls fd for events until it is ready or the timeout passes,
// outside the GIL. It returns errTimeout when the time is up.
var errTimeout = errors.New("timed out")

func wait(vm *rt.VM, fd int, events int16, timeout float64) error {
	if timeout == 0 {
		return unix.EAGAIN
	}
	fds := []unix.PollFd{{Fd: int32(fd), Events: events}}
	n, err := pollWait(vm, fds, timeout)
	if err != nil {
		return err
	}
	if n == 0 {
		return errTimeout
	}
	return nil
}

// pollWait runs poll(2) on fds until one is ready or timeout seconds
// pass (negative: no limit), outside the GIL and in slices of at most
// 50 ms so that an interruption of the main thread (Ctrl-C, a limit) is
// served between them. It returns poll's count, 0 when the time is up.
func pollWait(vm *rt.VM, fds []unix.PollFd, timeout float64) (int, error) {
	var deadline time.Time
	if timeout > 0 {
		deadline = time.Now().Add(time.Duration(timeout * float64(time.Second)))
	}
	for {
		slice := 50 * time.Millisecond
		if timeout >= 0 {
			left := time.Until(deadline)
			if timeout == 0 || left <= 0 {
				slice = 0
			} else if left < slice {
				slice = left
			}
		}
		var n int
		var perr error
		ms := int((slice + time.Millisecond - 1) / time.Millisecond)
		if slice == 0 {
			// A zero timeout polls once without releasing the lock.
			n, perr = unix.Poll(fds, 0)
		} else {
			_, berr := vm.Block(-1, func(intr <-chan struct{}, _ <-chan time.Time) bool {
				n, perr = unix.Poll(fds, ms)
				select {
				case <-intr:
					return false
				default:
					return true
				}
			})
			if berr != nil {
				return 0, berr
			}
		}
		if perr != nil && perr != unix.EINTR {
			return 0, perr
		}
		if n > 0 {
			return n, nil
		}
		if slice == 0 {
			return 0, nil
		}
	}
}

// retry runs op (a non-blocking system call) until it succeeds, waiting
// for events between attempts as the timeout allows.
func retry(vm *rt.VM, fd int, events int16, timeout float64, op func() error) error {
	for {
		err := op()
		if err == unix.EINTR {
			continue
		}
		if err != unix.EAGAIN && err != unix.EWOULDBLOCK {
			return err
		}
		if werr := wait(vm, fd, events, timeout); werr != nil {
			return werr
		}
	}
}

func sockErr(vm *rt.VM, err error) error {
	if err == errTimeout {
		return vm.NewError(rt.TimeoutErrorType, "timed out")
	}
	var g gaiError
	if errors.As(err, &g) {
		return raiseGai(vm, g.code)
	}
	return vm.OSErrorFromGo(err, rt.Unbound)
}

// raiseGai raises OSError(code, message); socket.py turns an OSError
// with a negative errno into socket.gaierror.
func raiseGai(vm *rt.VM, code int64) error {
	return excOf(vm, rt.OSErrorType.Self(), []rt.Value{vm.NewInt(code), vm.NewStr(gaiMessages[code])})
}

func excOf(vm *rt.VM, cls rt.Value, args []rt.Value) error {
	e, err := vm.Call(cls, args, nil)
	if err != nil {
		return err
	}
	if ex, ok := vm.Get0(e).(*rt.Exception); ok {
		return ex
	}
	return vm.TypeError("exceptions must derive from BaseException")
}

// ---- addresses ----

func hostString(vm *rt.VM, fn string, v rt.Value) (string, error) {
	if s, ok := vm.GoString(v); ok {
		return s, nil
	}
	if b, ok := vm.BytesOf(v); ok {
		return string(b), nil
	}
	return "", vm.TypeError("str, bytes or bytearray expected, not %s", vm.TypeName(v))
}

// resolve finds an address of family for host (” is the wildcard).
func resolve(host string, family int) (netip.Addr, error) {
	switch host {
	case "":
		if family == unix.AF_INET6 {
			return netip.IPv6Unspecified(), nil
		}
		return netip.IPv4Unspecified(), nil
	case "<broadcast>":
		return netip.AddrFrom4([4]byte{255, 255, 255, 255}), nil
	}
	if a, err := netip.ParseAddr(host); err == nil {
		if family == unix.AF_INET && !a.Unmap().Is4() {
			return netip.Addr{}, gaiError{-9}
		}
		return a, nil
	}
	network := "ip"
	switch family {
	case unix.AF_INET:
		network = "ip4"
	case unix.AF_INET6:
		network = "ip6"
	}
	ips, err := net.DefaultResolver.LookupNetIP(context.Background(), network, host)
	if err != nil || len(ips) == 0 {
		return netip.Addr{}, gaiError{-2}
	}
	return ips[0], nil
}

// hostsNames returns the names of the first line of /etc/hosts for ip,
// as the C library's gethostbyaddr does (Go's resolver merges every
// line), or nil.
func hostsNames(ip netip.Addr) []string {
	data, err := os.ReadFile("/etc/hosts")
	if err != nil {
		return nil
	}
	for _, line := range strings.Split(string(data), "\n") {
		if i := strings.IndexByte(line, '#'); i >= 0 {
			line = line[:i]
		}
		f := strings.Fields(line)
		if len(f) < 2 {
			continue
		}
		if a, err := netip.ParseAddr(f[0]); err == nil && a.Unmap() == ip {
			return f[1:]
		}
	}
	return nil
}

// sockaddr converts a Python address for family to a unix.Sockaddr.
func sockaddr(vm *rt.VM, fn string, family int, addr rt.Value) (unix.Sockaddr, error) {
	switch family {
	case unix.AF_UNIX:
		var path string
		if s, ok := vm.GoString(addr); ok {
			path = s
		} else if b, ok := vm.BytesOf(addr); ok {
			path = string(b)
		} else {
			return nil, vm.TypeError("a bytes-like object is required, not '%s'", vm.TypeName(addr))
		}
		if path != "" && path[0] == 0 {
			path = "@" + path[1:]
		}
		return &unix.SockaddrUnix{Name: path}, nil
	case unix.AF_INET, unix.AF_INET6:
		t, ok := vm.Get0(addr).(*rt.Tuple)
		if !ok || vm.ClassOf(addr) != rt.TupleType && !vm.ClassOf(addr).IsSubclass(rt.TupleType) {
			name := "AF_INET"
			if family == unix.AF_INET6 {
				name = "AF_INET6"
			}
			return nil, vm.TypeError("%s: %s address must be tuple, not %s", fn, name, vm.TypeName(addr))
		}
		items := t.Items
		if family == unix.AF_INET && len(items) != 2 {
			return nil, vm.TypeError("AF_INET address must be a pair (host, port)")
		}
		if family == unix.AF_INET6 && (len(items) < 2 || len(items) > 4) {
			return nil, vm.TypeError("AF_INET6 address must be a tuple (host, port[, flowinfo[, scopeid]])")
		}
		host, err := hostString(vm, fn, items[0])
		if err != nil {
			return nil, err
		}
		if _, ok := vm.BigOf(items[1]); !ok {
			return nil, vm.TypeError("'%s' object cannot be interpreted as an integer", vm.TypeName(items[1]))
		}
		port, err := vm.IndexInt(items[1])
		if err != nil {
			return nil, err
		}
		if port < 0 || port > 65535 {
			return nil, vm.Errorf(rt.OverflowErrorType, "%s: port must be 0-65535.", fn)
		}
		var ip netip.Addr
		vm.Block(-1, func(<-chan struct{}, <-chan time.Time) bool {
			ip, err = resolve(host, family)
			return true
		})
		if err != nil {
			return nil, err
		}
		if family == unix.AF_INET {
			return &unix.SockaddrInet4{Port: int(port), Addr: ip.Unmap().As4()}, nil
		}
		sa := &unix.SockaddrInet6{Port: int(port), Addr: ip.As16()}
		if len(items) == 4 {
			scope, err := vm.IndexInt(items[3])
			if err != nil {
				return nil, err
			}
			sa.ZoneId = uint32(scope)
		}
		return sa, nil
	}
	return nil, vm.ValueError("unsupported address family")
}

// addrValue converts a unix.Sockaddr to Python's form.
func addrValue(vm *rt.VM, sa unix.Sockaddr) rt.Value {
	switch a := sa.(type) {
	case *unix.SockaddrInet4:
		return vm.NewTuple([]rt.Value{vm.NewStr(netip.AddrFrom4(a.Addr).String()), vm.NewInt(int64(a.Port))})
	case *unix.SockaddrInet6:
		return vm.NewTuple([]rt.Value{vm.NewStr(netip.AddrFrom16(a.Addr).String()), vm.NewInt(int64(a.Port)),
			rt.SmallInt(0), vm.NewInt(int64(a.ZoneId))})
	case *unix.SockaddrUnix:
		name := a.Name
		if name == "@" {
			return vm.NewStr("") // unnamed
		}
		if name != "" && name[0] == '@' {
			return vm.NewBytes(append([]byte{0}, name[1:]...))
		}
		return vm.NewStr(name)
	}
	return rt.None
}

// ---- the functions ----

func fdOf(vm *rt.VM, v rt.Value) (int, error) {
	n, err := vm.IndexInt(v)
	return int(n), err
}

func bytesArg(vm *rt.VM, v rt.Value) ([]byte, error) {
	if b, ok := vm.BytesOf(v); ok {
		return b, nil
	}
	if mv, err := vm.CallMethod(v, "tobytes"); err == nil {
		if b, ok := vm.BytesOf(mv); ok {
			return b, nil
		}
	}
	return nil, vm.TypeError("a bytes-like object is required, not '%s'", vm.TypeName(v))
}

var socketFuncs = rt.ModuleFuncs{
	// _open(family, type, proto) -> fd, non-blocking and close-on-exec.
	"_open": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("_open", args, 3, 3); err != nil {
			return rt.Unbound, err
		}
		f, _ := intArg(vm, args[0])
		t, _ := intArg(vm, args[1])
		p, _ := intArg(vm, args[2])
		fd, err := unix.Socket(int(f), int(t)|unix.SOCK_CLOEXEC|unix.SOCK_NONBLOCK, int(p))
		if err != nil {
			return rt.Unbound, sockErr(vm, err)
		}
		return vm.NewInt(int64(fd)), nil
	},
	// _info(fd) -> (family, type, proto) of an existing socket.
	"_info": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		fd, err := fdOf(vm, args[0])
		if err != nil {
			return rt.Unbound, err
		}
		f, err := unix.GetsockoptInt(fd, unix.SOL_SOCKET, unix.SO_DOMAIN)
		if err != nil {
			return rt.Unbound, sockErr(vm, err)
		}
		t, _ := unix.GetsockoptInt(fd, unix.SOL_SOCKET, unix.SO_TYPE)
		p, _ := unix.GetsockoptInt(fd, unix.SOL_SOCKET, unix.SO_PROTOCOL)
		unix.SetNonblock(fd, true)
		return vm.NewTuple([]rt.Value{vm.NewInt(int64(f)), vm.NewInt(int64(t)), vm.NewInt(int64(p))}), nil
	},
	"_socketpair": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		f, _ := intArg(vm, args[0])
		t, _ := intArg(vm, args[1])
		p, _ := intArg(vm, args[2])
		fds, err := unix.Socketpair(int(f), int(t)|unix.SOCK_CLOEXEC|unix.SOCK_NONBLOCK, int(p))
		if err != nil {
			return rt.Unbound, sockErr(vm, err)
		}
		return vm.NewTuple([]rt.Value{vm.NewInt(int64(fds[0])), vm.NewInt(int64(fds[1]))}), nil
	},
	"_close": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		fd, err := fdOf(vm, args[0])
		if err != nil {
			return rt.Unbound, err
		}
		if err := unix.Close(fd); err != nil && err != unix.ECONNRESET {
			return rt.Unbound, sockErr(vm, err)
		}
		return rt.None, nil
	},
	// _bind(fd, family, addr)
	"_bind": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		fd, _ := fdOf(vm, args[0])
		fam, _ := intArg(vm, args[1])
		sa, err := sockaddr(vm, "bind()", int(fam), args[2])
		if err != nil {
			return rt.Unbound, sockErr(vm, err)
		}
		if err := unix.Bind(fd, sa); err != nil {
			return rt.Unbound, sockErr(vm, err)
		}
		return rt.None, nil
	},
	"_listen": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		fd, _ := fdOf(vm, args[0])
		n, err := intArg(vm, args[1])
		if err != nil {
			return rt.Unbound, err
		}
		if n < 0 {
			n = 0
		}
		if err := unix.Listen(fd, int(n)); err != nil {
			return rt.Unbound, sockErr(vm, err)
		}
		return rt.None, nil
	},
	// _accept(fd, timeout) -> (newfd, address)
	"_accept": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		fd, _ := fdOf(vm, args[0])
		timeout, err := timeoutArg(vm, args[1])
		if err != nil {
			return rt.Unbound, err
		}
		var nfd int
		var sa unix.Sockaddr
		err = retry(vm, fd, unix.POLLIN, timeout, func() (e error) {
			nfd, sa, e = unix.Accept4(fd, unix.SOCK_CLOEXEC|unix.SOCK_NONBLOCK)
			return e
		})
		if err != nil {
			return rt.Unbound, sockErr(vm, err)
		}
		return vm.NewTuple([]rt.Value{vm.NewInt(int64(nfd)), addrValue(vm, sa)}), nil
	},
	// _connect(fd, family, addr, timeout, raise) -> errno (0 on success)
	"_connect": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		fd, _ := fdOf(vm, args[0])
		fam, _ := intArg(vm, args[1])
		timeout, err := timeoutArg(vm, args[3])
		if err != nil {
			return rt.Unbound, err
		}
		raise := truth(vm, args[4])
		sa, err := sockaddr(vm, "connect()", int(fam), args[2])
		if err != nil {
			return rt.Unbound, sockErr(vm, err)
		}
		err = unix.Connect(fd, sa)
		for err == unix.EINTR {
			err = unix.Connect(fd, sa)
		}
		if err == unix.EINPROGRESS && timeout != 0 {
			if err = wait(vm, fd, unix.POLLOUT, timeout); err == nil {
				var soerr int
				soerr, err = unix.GetsockoptInt(fd, unix.SOL_SOCKET, unix.SO_ERROR)
				if err == nil && soerr != 0 {
					err = unix.Errno(soerr)
				}
			}
		}
		if err != nil {
			if en, ok := err.(unix.Errno); ok && !raise {
				return vm.NewInt(int64(en)), nil
			}
			return rt.Unbound, sockErr(vm, err)
		}
		return rt.SmallInt(0), nil
	},
	// _send(fd, data, flags, timeout) -> count
	"_send": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		fd, _ := fdOf(vm, args[0])
		data, err := bytesArg(vm, args[1])
		if err != nil {
			return rt.Unbound, err
		}
		flags, _ := intArg(vm, args[2])
		timeout, err := timeoutArg(vm, args[3])
		if err != nil {
			return rt.Unbound, err
		}
		var n int
		err = retry(vm, fd, unix.POLLOUT, timeout, func() (e error) {
			n, e = unix.SendmsgN(fd, data, nil, nil, int(flags)|unix.MSG_NOSIGNAL)
			return e
		})
		if err != nil {
			return rt.Unbound, sockErr(vm, err)
		}
		return vm.NewInt(int64(n)), nil
	},
	// _sendto(fd, data, flags, family, addr, timeout) -> count
	"_sendto": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		fd, _ := fdOf(vm, args[0])
		data, err := bytesArg(vm, args[1])
		if err != nil {
			return rt.Unbound, err
		}
		flags, _ := intArg(vm, args[2])
		fam, _ := intArg(vm, args[3])
		sa, err := sockaddr(vm, "sendto()", int(fam), args[4])
		if err != nil {
			return rt.Unbound, sockErr(vm, err)
		}
		timeout, err := timeoutArg(vm, args[5])
		if err != nil {
			return rt.Unbound, err
		}
		err = retry(vm, fd, unix.POLLOUT, timeout, func() error {
			return unix.Sendto(fd, data, int(flags)|unix.MSG_NOSIGNAL, sa)
		})
		if err != nil {
			return rt.Unbound, sockErr(vm, err)
		}
		return vm.NewInt(int64(len(data))), nil
	},
	// _recv(fd, size, flags, timeout, withaddr) -> bytes or (bytes, addr)
	"_recv": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		fd, _ := fdOf(vm, args[0])
		size, err := intArg(vm, args[1])
		if err != nil {
			return rt.Unbound, err
		}
		if size < 0 {
			return rt.Unbound, vm.ValueError("negative buffersize in recv")
		}
		flags, _ := intArg(vm, args[2])
		timeout, err := timeoutArg(vm, args[3])
		if err != nil {
			return rt.Unbound, err
		}
		withAddr := truth(vm, args[4])
		buf := make([]byte, size)
		var n int
		var from unix.Sockaddr
		err = retry(vm, fd, unix.POLLIN, timeout, func() (e error) {
			n, _, _, from, e = unix.Recvmsg(fd, buf, nil, int(flags))
			return e
		})
		if err != nil {
			return rt.Unbound, sockErr(vm, err)
		}
		if n > len(buf) {
			n = len(buf)
		}
		data := vm.NewBytes(buf[:n])
		if withAddr {
			return vm.NewTuple([]rt.Value{data, addrValue(vm, from)}), nil
		}
		return data, nil
	},
	"_shutdown": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		fd, _ := fdOf(vm, args[0])
		how, err := intArg(vm, args[1])
		if err != nil {
			return rt.Unbound, err
		}
		if err := unix.Shutdown(fd, int(how)); err != nil {
			return rt.Unbound, sockErr(vm, err)
		}
		return rt.None, nil
	},
	"_getsockname": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		fd, _ := fdOf(vm, args[0])
		sa, err := unix.Getsockname(fd)
		if err != nil {
			return rt.Unbound, sockErr(vm, err)
		}
		return addrValue(vm, sa), nil
	},
	"_getpeername": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		fd, _ := fdOf(vm, args[0])
		sa, err := unix.Getpeername(fd)
		if err != nil {
			return rt.Unbound, sockErr(vm, err)
		}
		return addrValue(vm, sa), nil
	},
	// _setsockopt(fd, level, opt, value): an int or a bytes value.
	"_setsockopt": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		fd, _ := fdOf(vm, args[0])
		level, _ := intArg(vm, args[1])
		opt, _ := intArg(vm, args[2])
		var err error
		if _, isInt := vm.BigOf(args[3]); isInt {
			var v int64
			if v, err = vm.IndexInt(args[3]); err != nil {
				return rt.Unbound, err
			}
			err = unix.SetsockoptInt(fd, int(level), int(opt), int(v))
		} else if b, ok := vm.BytesOf(args[3]); ok {
			err = unix.SetsockoptString(fd, int(level), int(opt), string(b))
		} else {
			return rt.Unbound, vm.TypeError("a bytes-like object is required, not '%s'", vm.TypeName(args[3]))
		}
		if err != nil {
			return rt.Unbound, sockErr(vm, err)
		}
		return rt.None, nil
	},
	// _getsockopt(fd, level, opt, buflen): an int, or bytes when buflen > 0.
	"_getsockopt": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		fd, _ := fdOf(vm, args[0])
		level, _ := intArg(vm, args[1])
		opt, _ := intArg(vm, args[2])
		buflen, _ := intArg(vm, args[3])
		if buflen > 0 {
			s, err := unix.GetsockoptString(fd, int(level), int(opt))
			if err != nil {
				return rt.Unbound, sockErr(vm, err)
			}
			b := []byte(s)
			if int64(len(b)) > buflen {
				b = b[:buflen]
			}
			return vm.NewBytes(b), nil
		}
		v, err := unix.GetsockoptInt(fd, int(level), int(opt))
		if err != nil {
			return rt.Unbound, sockErr(vm, err)
		}
		return vm.NewInt(int64(v)), nil
	},
	"_dup": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		fd, _ := fdOf(vm, args[0])
		nfd, err := unix.FcntlInt(uintptr(fd), unix.F_DUPFD_CLOEXEC, 0)
		if err != nil {
			return rt.Unbound, sockErr(vm, err)
		}
		return vm.NewInt(int64(nfd)), nil
	},
	"gethostname": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("gethostname", args, 0, 0); err != nil {
			return rt.Unbound, err
		}
		h, err := os.Hostname()
		if err != nil {
			return rt.Unbound, sockErr(vm, err)
		}
		return vm.NewStr(h), nil
	},
	// _getaddrinfo(host, port, family, type, proto, flags) -> list, or the
	// gaierror code as an int.
	"_getaddrinfo": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		var host string
		hostNone := args[0] == rt.None
		if !hostNone {
			h, err := hostString(vm, "getaddrinfo", args[0])
			if err != nil {
				return rt.Unbound, err
			}
			host = h
		}
		var port int64
		switch {
		case args[1] == rt.None:
		default:
			if s, ok := vm.GoString(args[1]); ok {
				p, err := strconv.Atoi(s)
				if err != nil {
					pp, lerr := net.LookupPort("tcp", s)
					if lerr != nil {
						return rt.SmallInt(-8), nil
					}
					p = pp
				}
				port = int64(p)
			} else if b, ok := vm.BytesOf(args[1]); ok {
				p, err := strconv.Atoi(string(b))
				if err != nil {
					return rt.SmallInt(-8), nil
				}
				port = int64(p)
			} else if _, ok := vm.BigOf(args[1]); ok {
				port, _ = vm.IndexInt(args[1])
			} else {
				return rt.Unbound, vm.NewError(rt.OSErrorType, "Int or String expected")
			}
		}
		family, _ := intArg(vm, args[2])
		stype, _ := intArg(vm, args[3])
		proto, _ := intArg(vm, args[4])
		flags, _ := intArg(vm, args[5])
		var addrs []netip.Addr
		var code int64
		vm.Block(-1, func(<-chan struct{}, <-chan time.Time) bool {
			switch {
			case hostNone:
				if flags&1 != 0 {
					addrs = []netip.Addr{netip.IPv4Unspecified(), netip.IPv6Unspecified()}
				} else {
					addrs = []netip.Addr{netip.MustParseAddr("127.0.0.1"), netip.IPv6Loopback()}
				}
			default:
				if a, err := netip.ParseAddr(host); err == nil {
					addrs = []netip.Addr{a}
				} else if flags&4 != 0 {
					code = -2
				} else {
					ips, err := net.DefaultResolver.LookupNetIP(context.Background(), "ip", host)
					if err != nil || len(ips) == 0 {
						code = -2
					}
					addrs = ips
				}
			}
			return true
		})
		if code != 0 {
			return rt.SmallInt(code), nil
		}
		var out []rt.Value
		kinds := []int64{unix.SOCK_STREAM, unix.SOCK_DGRAM, unix.SOCK_RAW}
		if stype != 0 {
			kinds = []int64{stype}
		}
		seen := map[netip.Addr]bool{}
		// glibc lists IPv6 addresses of a name first when it has both
		// (localhost: ::1 then 127.0.0.1); numeric hosts give one.
		var ordered []netip.Addr
		for _, pass := range []bool{true, false} {
			for _, a := range addrs {
				isV6 := a.Is6() && !a.Is4In6()
				if isV6 == pass && !seen[a] {
					seen[a] = true
					ordered = append(ordered, a)
				}
			}
		}
		for _, a := range ordered {
			fam := int64(unix.AF_INET6)
			if a.Is4() || a.Is4In6() {
				fam = unix.AF_INET
				a = a.Unmap()
			}
			if family != 0 && family != fam {
				continue
			}
			for _, k := range kinds {
				p := proto
				if p == 0 {
					switch k {
					case unix.SOCK_STREAM:
						p = unix.IPPROTO_TCP
					case unix.SOCK_DGRAM:
						p = unix.IPPROTO_UDP
					}
				}
				var sa rt.Value
				if fam == unix.AF_INET {
					sa = vm.NewTuple([]rt.Value{vm.NewStr(a.String()), vm.NewInt(port)})
				} else {
					sa = vm.NewTuple([]rt.Value{vm.NewStr(a.WithZone("").String()), vm.NewInt(port), rt.SmallInt(0), rt.SmallInt(0)})
				}
				out = append(out, vm.NewTuple([]rt.Value{vm.NewInt(fam), vm.NewInt(k), vm.NewInt(p), vm.NewStr(""), sa}))
			}
		}
		if len(out) == 0 {
			if family != 0 {
				return rt.SmallInt(-9), nil
			}
			return rt.SmallInt(-2), nil
		}
		return vm.NewList(out), nil
	},
	// _gethostbyaddr(host) -> (name, aliases, [address]), or an error
	// code: negative for a name that does not resolve, 1 for an address
	// with no name.
	"_gethostbyaddr": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("gethostbyaddr", args, 1, 1); err != nil {
			return rt.Unbound, err
		}
		host, err := hostString(vm, "gethostbyaddr", args[0])
		if err != nil {
			return rt.Unbound, err
		}
		var ip netip.Addr
		var names []string
		var code int64
		vm.Block(-1, func(<-chan struct{}, <-chan time.Time) bool {
			a, rerr := resolve(host, unix.AF_UNSPEC)
			if rerr != nil {
				code = -2
				return true
			}
			ip = a.Unmap()
			if names = hostsNames(ip); names != nil {
				return true
			}
			found, lerr := net.DefaultResolver.LookupAddr(context.Background(), ip.String())
			if lerr != nil || len(found) == 0 {
				code = 1
				return true
			}
			for _, n := range found {
				names = append(names, strings.TrimSuffix(n, "."))
			}
			return true
		})
		if code != 0 {
			return rt.SmallInt(code), nil
		}
		aliases := make([]rt.Value, 0, len(names)-1)
		for _, n := range names[1:] {
			aliases = append(aliases, vm.NewStr(n))
		}
		return vm.NewTuple([]rt.Value{vm.NewStr(names[0]), vm.NewList(aliases),
			vm.NewList([]rt.Value{vm.NewStr(ip.String())})}), nil
	},
	"_gaimessage": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		c, _ := intArg(vm, args[0])
		return vm.NewStr(gaiMessages[c]), nil
	},
	"_wait": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		// _wait(fd, write, timeout): waits until fd is ready.
		fd, _ := fdOf(vm, args[0])
		ev := int16(unix.POLLIN)
		if truth(vm, args[1]) {
			ev = unix.POLLOUT
		}
		timeout, err := timeoutArg(vm, args[2])
		if err != nil {
			return rt.Unbound, err
		}
		if err := wait(vm, fd, ev, timeout); err != nil {
			return rt.Unbound, sockErr(vm, err)
		}
		return rt.None, nil
	},
}

// Conversions that need no access.
var socketPure = rt.ModuleFuncs{
	"htons": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		return swap(vm, "htons", args, 16)
	},
	"ntohs": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		return swap(vm, "ntohs", args, 16)
	},
	"htonl": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		return swap(vm, "htonl", args, 32)
	},
	"ntohl": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		return swap(vm, "ntohl", args, 32)
	},
	"inet_aton": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("inet_aton", args, 1, 1); err != nil {
			return rt.Unbound, err
		}
		s, ok := vm.GoString(args[0])
		if !ok {
			return rt.Unbound, vm.TypeError("inet_aton() argument 1 must be str, not %s", vm.TypeName(args[0]))
		}
		b, ok := parseAton(s)
		if !ok {
			return rt.Unbound, vm.NewError(rt.OSErrorType, "illegal IP address string passed to inet_aton")
		}
		return vm.NewBytes(b), nil
	},
	"inet_ntoa": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("inet_ntoa", args, 1, 1); err != nil {
			return rt.Unbound, err
		}
		b, ok := vm.BytesOf(args[0])
		if !ok {
			return rt.Unbound, vm.TypeError("a bytes-like object is required, not '%s'", vm.TypeName(args[0]))
		}
		if len(b) != 4 {
			return rt.Unbound, vm.NewError(rt.OSErrorType, "packed IP wrong length for inet_ntoa")
		}
		return vm.NewStr(netip.AddrFrom4([4]byte(b)).String()), nil
	},
	"inet_pton": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("inet_pton", args, 2, 2); err != nil {
			return rt.Unbound, err
		}
		fam, err := intArg(vm, args[0])
		if err != nil {
			return rt.Unbound, err
		}
		s, ok := vm.GoString(args[1])
		if !ok {
			return rt.Unbound, vm.TypeError("inet_pton() argument 2 must be str, not %s", vm.TypeName(args[1]))
		}
		a, perr := netip.ParseAddr(s)
		switch {
		case fam == unix.AF_INET && perr == nil && a.Is4():
			b := a.As4()
			return vm.NewBytes(b[:]), nil
		case fam == unix.AF_INET6 && perr == nil && a.Zone() == "":
			b := a.As16()
			return vm.NewBytes(b[:]), nil
		case fam != unix.AF_INET && fam != unix.AF_INET6:
			return rt.Unbound, vm.OSErrorFromGo(unix.EAFNOSUPPORT, rt.Unbound)
		}
		return rt.Unbound, vm.NewError(rt.OSErrorType, "illegal IP address string passed to inet_pton")
	},
	"inet_ntop": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("inet_ntop", args, 2, 2); err != nil {
			return rt.Unbound, err
		}
		fam, err := intArg(vm, args[0])
		if err != nil {
			return rt.Unbound, err
		}
		b, ok := vm.BytesOf(args[1])
		if !ok {
			return rt.Unbound, vm.TypeError("a bytes-like object is required, not '%s'", vm.TypeName(args[1]))
		}
		switch fam {
		case unix.AF_INET:
			if len(b) != 4 {
				return rt.Unbound, vm.ValueError("invalid length of packed IP address string")
			}
			return vm.NewStr(netip.AddrFrom4([4]byte(b)).String()), nil
		case unix.AF_INET6:
			if len(b) != 16 {
				return rt.Unbound, vm.ValueError("invalid length of packed IP address string")
			}
			return vm.NewStr(netip.AddrFrom16([16]byte(b)).String()), nil
		}
		return rt.Unbound, vm.ValueError("unknown address family %d", fam)
	},
}

func swap(vm *rt.VM, name string, args []rt.Value, bits int) (rt.Value, error) {
	if err := vm.Arity(name, args, 1, 1); err != nil {
		return rt.Unbound, err
	}
	if _, ok := vm.BigOf(args[0]); !ok {
		return rt.Unbound, vm.TypeError("'%s' object cannot be interpreted as an integer", vm.TypeName(args[0]))
	}
	n, err := vm.IndexInt(args[0])
	if err != nil {
		return rt.Unbound, err
	}
	if n < 0 {
		return rt.Unbound, vm.Errorf(rt.OverflowErrorType, "%s: can't convert negative Python int to C %s", name, map[int]string{16: "16-bit unsigned integer", 32: "32-bit unsigned integer"}[bits])
	}
	if bits == 16 {
		if n > math.MaxUint16 {
			return rt.Unbound, vm.Errorf(rt.OverflowErrorType, "%s: Python int too large to convert to C 16-bit unsigned integer", name)
		}
		var b [2]byte
		binary.BigEndian.PutUint16(b[:], uint16(n))
		return vm.NewInt(int64(binary.LittleEndian.Uint16(b[:]))), nil
	}
	if n > math.MaxUint32 {
		return rt.Unbound, vm.Errorf(rt.OverflowErrorType, "int larger than 32 bits")
	}
	var b [4]byte
	binary.BigEndian.PutUint32(b[:], uint32(n))
	return vm.NewInt(int64(binary.LittleEndian.Uint32(b[:]))), nil
}

// parseAton accepts inet_aton's forms: a.b.c.d, a.b.c, a.b and a, each
// part decimal, octal (leading 0) or hex (0x).
func parseAton(s string) ([]byte, bool) {
	if s == "" {
		return nil, false
	}
	var parts []uint64
	start := 0
	for i := 0; i <= len(s); i++ {
		if i == len(s) || s[i] == '.' {
			p := s[start:i]
			if p == "" {
				return nil, false
			}
			v, err := strconv.ParseUint(p, 0, 32)
			if err != nil {
				return nil, false
			}
			parts = append(parts, v)
			start = i + 1
		}
	}
	if len(parts) > 4 {
		return nil, false
	}
	var v uint64
	for i, p := range parts[:len(parts)-1] {
		if p > 255 {
			return nil, false
		}
		v |= p << (24 - 8*i)
	}
	last := parts[len(parts)-1]
	if last >= 1<<(32-8*(len(parts)-1)) {
		return nil, false
	}
	v |= last
	b := make([]byte, 4)
	binary.BigEndian.PutUint32(b, uint32(v))
	return b, true
}

func truth(vm *rt.VM, v rt.Value) bool {
	b, _ := vm.Truth(v)
	return b
}

func guarded(fns rt.ModuleFuncs) rt.ModuleFuncs {
	for name, f := range fns {
		f, what := f, "socket."+name+"()"
		fns[name] = func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			if !vm.Allowed(rt.AccessNetwork) {
				return rt.Unbound, vm.Denied(what)
			}
			return f(vm, args, kw)
		}
	}
	return fns
}

var (
	socketStatic = rt.StaticFuncs("_socket", guarded(socketFuncs))
	socketPureF  = rt.StaticFuncs("_socket", socketPure)
)

func init() {
	register("_socket", func(vm *rt.VM) (*rt.Module, error) {
		m := vm.NewModule("_socket")
		rt.FillModule(vm, m, socketStatic)
		rt.FillModule(vm, m, socketPureF)
		d := m.InstanceDict()
		for name, v := range socketInts {
			d.SetStr(vm, name, vm.NewInt(v))
		}
		return m, nil
	})
}
