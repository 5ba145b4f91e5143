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
		// CPython allocates a new bytearray's length plus its NUL.
		if len(o.B) == 0 {
			return 56
		}
		return 57 + int64(len(o.B))
	case *List:
		return 16 + listSizeOf(o)
	case *Tuple:
		return 40 + 8*int64(len(o.Items))
	case *Dict:
		if o.cls.Name == "collections.defaultdict" {
			return 24 + dictSizeOf(vm, o) // and its default_factory
		}
		return 16 + dictSizeOf(vm, o)
	case *Exception:
		return 88
	case *Set:
		return 16 + setSizeOf(o)
	case *Complex:
		return 32
	case *Range:
		return 48
	case *Class:
		if o.Builtin {
			return 416 // a static type
		}
		return 1712
	case *Function:
		return 160
	case *Module:
		return 72
	}
	if n, ok := builtinSizes[vm.ClassOf(v).Name]; ok {
		return n
	}
	return 56
}

// builtinSizes holds sys.getsizeof of the fixed-size builtin objects
// (CPython 3.13 on 64-bit Linux, the collector's header included).
var builtinSizes = map[string]int64{
	"object": 16, "builtin_function_or_method": 72, "method": 64,
	"memoryview": 184, "property": 80, "staticmethod": 48, "classmethod": 48,
	"list_iterator": 48, "tuple_iterator": 48, "str_ascii_iterator": 48,
	"str_iterator": 48, "bytes_iterator": 48, "bytearray_iterator": 48,
	"list_reverseiterator": 48, "reversed": 48, "map": 48, "filter": 48,
	"range_iterator": 40, "set_iterator": 64, "dict_keyiterator": 72,
	"dict_valueiterator": 72, "dict_itemiterator": 72, "enumerate": 72,
	"zip": 64, "dict_keys": 40, "dict_values": 40, "dict_items": 40,
	"wrapper_descriptor": 72, "method-wrapper": 48,
}

// listSizeOf is list.__sizeof__ as CPython 3.13 computes it: the object
// and its item slots. An empty list has none; a list with the room that
// appends grow to has the room CPython's appends grow to (the two differ
// past 256 items, where cpjit grows faster).
func listSizeOf(l *List) int64 {
	n, c := len(l.Items), cap(l.Items)
	switch {
	case n == 0:
		c = 0
	case c == appendedCap(n, true):
		c = appendedCap(n, false)
	}
	return 40 + 8*int64(c)
}

// appendedCap is the room of a list of n items that appends made, in cpjit
// (ctrAppend) or in CPython.
func appendedCap(n int, ours bool) int {
	c := 0
	for c < n {
		if ours && c >= 256 {
			c += c / 2
		} else {
			c = (c + 1 + (c+1)>>3 + 6) &^ 3
		}
	}
	return c
}

// dictSizeOf is dict.__sizeof__ as CPython 3.13 computes it: the object,
// then (once anything was inserted) the keys table of the size insertion
// grew it to: a header, one index per slot (1, 2, 4 or 8 bytes by the
// table's size) and two thirds of the slots as entries, 16 bytes when every
// key is an exact str and 24 otherwise.
func dictSizeOf(vm *VM, d *Dict) int64 {
	n := max(d.used, len(d.entries)) // entries deleted since still count
	if n == 0 {
		return 48
	}
	size := int64(8)
	for size*2/3 < int64(n) {
		size *= 2
	}
	ix := int64(1)
	switch {
	case size > 1<<31:
		ix = 8
	case size > 1<<15:
		ix = 4
	case size > 1<<7:
		ix = 2
	}
	entry := int64(16)
	for i := range d.entries {
		k := d.entries[i].key
		if k == Unbound {
			continue
		}
		if !k.IsHandle() || vm.ClassOf(k) != StrType {
			entry = 24
			break
		}
	}
	return 48 + 32 + ix*size + entry*(size*2/3)
}

// setSizeOf is set.__sizeof__: the object with its inline table of eight
// slots, plus a separate table once it grew.
func setSizeOf(s *Set) int64 {
	n := int64(200)
	if len(s.table) > ctrSetMinSize {
		n += 16 * int64(len(s.table))
	}
	return n
}

// BuiltinsOf returns the builtins that code run with globals sees, as
// CPython finds them: globals['__builtins__'], a module (its dict) or a
// dict; the builtins module, stored there first, when it is missing.
func (vm *VM) BuiltinsOf(globals *Dict) *Dict {
	b, ok := globals.GetStr(vm, "__builtins__")
	if !ok {
		globals.SetStr(vm, "__builtins__", vm.Builtins.self)
		return vm.Builtins.dict
	}
	if b.IsHandle() {
		switch o := vm.heap.Get(b).(type) {
		case *Dict:
			return o
		case *Module:
			return o.Dict()
		}
	}
	return vm.Builtins.dict
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
