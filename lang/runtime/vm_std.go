package runtime

import (
	"bufio"
	"io"
	"sort"
	"sync"
	"time"

	"github.com/cpjit/cpjit/lang/internal/wtf8"
)

// The VM's side of the standard streams and of sys's hooks: the sys
// module itself (lang/stdlib/sys) creates sys.stdout and its kin, and
// print(), input() and the error printers reach them through these.

// StdStream is implemented by the objects the sys module installs as
// sys.stdin, sys.stdout and sys.stderr at start-up: StdFD returns 0, 1 or
// 2 for them (-1 for anything else), so that print() can write to
// vm.Stdout or vm.Stderr directly while sys.stdout is still the original
// object, and input() can read vm.Stdin.
type StdStream interface{ StdFD() int }

// StdStreamWriter returns the Go writer behind v when v is the original
// sys.stdout or sys.stderr object (print() writes there directly).
func (vm *VM) StdStreamWriter(v Value) (io.Writer, bool) {
	if !v.IsHandle() {
		return nil, false
	}
	if s, ok := vm.heap.Get(v).(StdStream); ok {
		switch s.StdFD() {
		case 1:
			return vm.Stdout, true
		case 2:
			return vm.Stderr, true
		}
	}
	return nil, false
}

// modStdin holds the buffered reader over vm.Stdin shared by sys.stdin and
// input(), and the lock that lets one thread at a time read it.
type modStdin struct {
	src io.Reader
	r   *bufio.Reader
	mu  sync.Mutex
}

// ReadStdin runs read over the VM's buffered reader of vm.Stdin (sys.stdin
// and input() share it so that neither loses the other's buffered
// input). The global lock is released meanwhile, as CPython releases it
// around a blocking read, so other threads run while this one waits for
// a line; read must not touch the VM. Readers take turns.
func (vm *VM) ReadStdin(read func(r *bufio.Reader)) {
	st, _ := vm.Ext["sys.stdin"].(*modStdin)
	if st == nil || st.src != vm.Stdin {
		st = &modStdin{src: vm.Stdin, r: bufio.NewReader(vm.Stdin)}
		vm.Ext["sys.stdin"] = st
	}
	if st.r.Buffered() > 0 && st.mu.TryLock() {
		// what is buffered may be enough: no need to let the lock go
		// for a read that will not wait (read may still refill)
		read(st.r)
		st.mu.Unlock()
		return
	}
	vm.Block(-1, func(<-chan struct{}, <-chan time.Time) bool {
		st.mu.Lock()
		read(st.r)
		st.mu.Unlock()
		return true
	})
}

// Flusher is a writer that buffers (an embedder's vm.Stdout may be one).
type Flusher interface{ Flush() error }

// ValueBox keeps a Value stored in vm.Ext alive across collections.
type ValueBox struct{ V Value }

// SetTrace installs fn as the trace function (sys.settrace; None removes
// it) and tells the interpreter (VM.TraceHook).
func (vm *VM) SetTrace(fn Value) {
	vm.Ext["sys.trace"] = ValueBox{fn}
	if vm.TraceHook != nil {
		vm.TraceHook(fn)
	}
}

// SetProfile installs fn as the profile function (sys.setprofile; None
// removes it) and tells the interpreter (VM.ProfileHook).
func (vm *VM) SetProfile(fn Value) {
	vm.Ext["sys.profile"] = ValueBox{fn}
	if vm.ProfileHook != nil {
		vm.ProfileHook(fn)
	}
}

// TraceFunc returns the trace function sys.settrace installed, or None.
func (vm *VM) TraceFunc() Value {
	if b, ok := vm.Ext["sys.trace"].(ValueBox); ok {
		return b.V
	}
	return None
}

// Trace marks the boxed value.
func (b ValueBox) Trace(t *Tracer) { t.Mark(b.V) }

// WriteStd writes s to sys.stdout or sys.stderr (whatever object is
// installed there now).
func (vm *VM) WriteStd(name, s string) error {
	var f Value = Unbound
	if vm.Sys != nil {
		f, _ = vm.Sys.dict.GetStr(vm, name)
	}
	if f == Unbound {
		w := vm.Stdout
		if name == "stderr" {
			w = vm.Stderr
		}
		_, err := io.WriteString(w, s)
		if err != nil {
			return vm.Errorf(OSErrorType, "%s", err.Error())
		}
		return nil
	}
	if w, ok := vm.StdStreamWriter(f); ok && !wtf8.HasSurrogates(s) {
		io.WriteString(w, s)
		return nil
	}
	_, err := vm.CallMethod(f, "write", vm.NewStr(s))
	return err
}

// SizeOf approximates sys.getsizeof for builtin objects (CPython 3.13's
// sizes on 64-bit Linux for the common types).
func (vm *VM) SizeOf(v Value) int64 {
	switch {
	case v.IsSmallInt():
		x := v.Int()
		if x < 0 {
			x = -x
		}
		n := int64(1)
		for x >= 1<<30 {
			x >>= 30
			n++
		}
		return 24 + 4*n
	case v.IsFloat():
		return 24
	case v == None:
		return 16
	case v.IsBool():
		return 28
	case !v.IsHandle():
		return 16
	}
	switch o := vm.heap.Get(v).(type) {
	case *Int:
		n := (int64(o.V.BitLen()) + 29) / 30
		if n == 0 {
			n = 1
		}
		return 24 + 4*n
	case *Str:
		if o.ascii {
			return 41 + int64(len(o.S))
		}
		maxr := rune(0)
		for _, r := range o.Runes() {
			maxr = max(maxr, r)
		}
		n := int64(o.Len())
		switch {
		case maxr < 0x100:
			return 57 + n
		case maxr < 0x10000:
			return 58 + 2*n
		default:
			return 60 + 4*n
		}
	case *Bytes:
		return 33 + int64(len(o.B))
	case *ByteArray:
		if len(o.B) == 0 {
			return 56
		}
		return 57 + int64(cap(o.B))
	case *List:
		return 56 + 8*int64(cap(o.Items))
	case *Tuple:
		return 40 + 8*int64(len(o.Items))
	case *Dict:
		if o.used == 0 {
			return 64
		}
		n := int64(8)
		for n*2 < int64(o.used)*3 {
			n *= 2
		}
		return 64 + 16 + n + (n*2/3)*24
	case *Complex:
		return 32
	case *Range:
		return 48
	case *Class:
		return 1712
	case *Function:
		return 160
	case *Module:
		return 72
	}
	return 56
}

// InternValue returns the VM's interned str equal to s, an exact str whose
// handle is v, and makes v the interned one if there is none (sys.intern).
func (vm *VM) InternValue(v Value, s string) Value {
	if iv, ok := vm.interned[s]; ok {
		return iv
	}
	if iv, ok := staticStrs[s]; ok {
		return iv
	}
	vm.interned[s] = v
	return v
}

// BuiltinModuleNames returns the names of the modules implemented in Go
// that this VM can import, with "builtins", sorted
// (sys.builtin_module_names).
func (vm *VM) BuiltinModuleNames() []string {
	names := make([]string, 0, len(vm.builtinModules)+1)
	for n := range vm.builtinModules {
		names = append(names, n)
	}
	names = append(names, "builtins")
	sort.Strings(names)
	return names
}

// Warn issues warnings.warn(msg, category, stacklevel=stacklevel) through
// the warnings module (so filters and catch_warnings apply); a VM without
// an importer writes "Category: msg" to stderr instead.
func (vm *VM) Warn(category *Class, msg string, stacklevel int) error {
	if vm.Interp != nil {
		if w, err := vm.Interp.Import(vm, "warnings", nil, None, 0); err == nil {
			if f, err := vm.GetAttr(w, "warn"); err == nil {
				_, err := vm.Call(f, []Value{vm.NewStr(msg), category.self}, []Kwarg{{Name: "stacklevel", Value: SmallInt(int64(stacklevel))}})
				return err
			}
		}
	}
	return vm.WriteStd("stderr", category.Name+": "+msg+"\n")
}
