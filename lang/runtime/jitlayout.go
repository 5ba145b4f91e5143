package runtime

import "unsafe"

// What machine code needs to know about this package's memory. Machine
// code loads Go pointers and stores only value words (docs/architecture.md, "Values and the heap"); the
// addresses below stay valid for the VM's life because Go does not move
// heap objects. Package jit checks every offset against the constants in
// stencils_amd64.s.

// ObjTableAddr returns the address of the heap's object table (a slice
// header: data pointer, then length). The table itself may move when it
// grows, so machine code reloads the data pointer on every use.
func (vm *VM) ObjTableAddr() uintptr { return uintptr(unsafe.Pointer(&vm.heap.objs)) }

// ItabOf returns the type word of o as an Object interface value: equal
// words mean equal dynamic types, which is how machine code checks the Go
// type of a heap object it reads.
func ItabOf(o Object) uintptr { return (*[2]uintptr)(unsafe.Pointer(&o))[0] }

// Layout offsets of the objects machine code reads directly.
var (
	HeadSelf       = unsafe.Offsetof(Head{}.self)
	HeadCls        = unsafe.Offsetof(Head{}.cls)
	RangeIterNext  = unsafe.Offsetof(RangeIter{}.next)
	RangeIterStep  = unsafe.Offsetof(RangeIter{}.step)
	RangeIterLeft  = unsafe.Offsetof(RangeIter{}.left)
	RangeStart     = unsafe.Offsetof(Range{}.Start)
	RangeStop      = unsafe.Offsetof(Range{}.Stop)
	RangeStep      = unsafe.Offsetof(Range{}.Step)
	RangeBig       = unsafe.Offsetof(Range{}.big)
	ListItems      = unsafe.Offsetof(List{}.Items)
	TupleItems     = unsafe.Offsetof(Tuple{}.Items)
	BytesB         = unsafe.Offsetof(Bytes{}.B)
	ByteArrayB     = unsafe.Offsetof(ByteArray{}.B)
	DictEntrySize  = unsafe.Sizeof(dictEntry{})
	DictEntryValue = unsafe.Offsetof(dictEntry{}.value)
)

// EntriesAddr returns the address of d's entries slice header; entry i's
// value word is at data + i*DictEntrySize + DictEntryValue. The entries
// move only when the key layout changes, which KeysVersion reports.
func (d *Dict) EntriesAddr() uintptr { return uintptr(unsafe.Pointer(&d.entries)) }

// More layout for attribute access on plain instances.
var (
	HeadDict        = unsafe.Offsetof(Head{}.dict)
	ClassVersion    = unsafe.Offsetof(Class{}.Version)
	ClassDictSubVer = unsafe.Offsetof(Class{}.dictSubVer)
	ClassMRO        = unsafe.Offsetof(Class{}.MRO)
	ClassPlain      = unsafe.Offsetof(Class{}.plain)
	ClassPlainVer   = unsafe.Offsetof(Class{}.plainVer)
	DictEntries     = unsafe.Offsetof(Dict{}.entries)
	DictVersion     = unsafe.Offsetof(Dict{}.Version)
	DictIndex       = unsafe.Offsetof(Dict{}.index)
	DictKeysVersion = unsafe.Offsetof(Dict{}.keysVersion)
	DictUsed        = unsafe.Offsetof(Dict{}.used)
	DictEntryHash   = unsafe.Offsetof(dictEntry{}.hash)
	DictEntryKey    = unsafe.Offsetof(dictEntry{}.key)
	InstanceSlots   = unsafe.Offsetof(Instance{}.SlotVals)
	BoundFunc       = unsafe.Offsetof(BoundMethod{}.Func)
	FuncCode        = unsafe.Offsetof(Function{}.Code)
	FuncGlobals     = unsafe.Offsetof(Function{}.Globals)
	BoundSelf       = unsafe.Offsetof(BoundMethod{}.Self)
	CellV           = unsafe.Offsetof(Cell{}.V)
	// ComplexV is where a complex's real part lies; its imaginary part
	// follows (Go lays out a complex128 as two float64s).
	ComplexV     = unsafe.Offsetof(Complex{}.V)
	StrS         = unsafe.Offsetof(Str{}.S)
	StrASCIIFlag = unsafe.Offsetof(Str{}.ascii)
	// StrHashOff and StrHashed: a str's cached hash and whether it is set
	// (the JIT's hashed lookups read them, never write them).
	StrHashOff = unsafe.Offsetof(Str{}.hash)
	StrHashed  = unsafe.Offsetof(Str{}.hashed)
	// SetTable is a set's (or frozenset's) table of SetEntrySize-byte
	// entries: the key word XOR Unbound (0 when the entry is empty or a
	// dummy) at offset 0, the hash at SetEntryHash; an empty entry's hash
	// is 0, a dummy's -1.
	SetTable     = unsafe.Offsetof(Set{}.table)
	SetEntrySize = unsafe.Sizeof(ctrSetEntry{})
	SetEntryHash = unsafe.Offsetof(ctrSetEntry{}.hash)
	// SetLinearProbes and SetPerturbShift are the set probe's constants.
	SetLinearProbes = ctrSetLinearProbes
	SetPerturbShift = ctrSetPerturbShift
	StrIterS        = unsafe.Offsetof(strIter{}.s)
	StrIterPos      = unsafe.Offsetof(strIter{}.pos)
	StrIterIdx      = unsafe.Offsetof(strIter{}.idx)
	// List and tuple iterators share one layout (checked by jit's tests).
	ListIterSeq    = unsafe.Offsetof(ListIter{}.list)
	ListIterIndex  = unsafe.Offsetof(ListIter{}.i)
	TupleIterSeq   = unsafe.Offsetof(TupleIter{}.tuple)
	TupleIterIndex = unsafe.Offsetof(TupleIter{}.i)
	// An int object in int64's range: big.Int's sign (its first field)
	// and digits slice, and the digit kept in the object (newInt64).
	IntNeg          = unsafe.Offsetof(Int{}.V)
	IntAbs          = IntNeg + 8
	IntAbsLen       = IntNeg + 16
	IntWord         = unsafe.Offsetof(Int{}.word)
	SetUsed         = unsafe.Offsetof(Set{}.used)
	SetIterSet      = unsafe.Offsetof(SetIter{}.set)
	SetIterUsed     = unsafe.Offsetof(SetIter{}.used)
	SetIterPos      = unsafe.Offsetof(SetIter{}.pos)
	SetIterLeft     = unsafe.Offsetof(SetIter{}.left)
	SetIterHandle   = unsafe.Offsetof(SetIter{}.h)
	ListIterHandle  = unsafe.Offsetof(ListIter{}.h)
	TupleIterHandle = unsafe.Offsetof(TupleIter{}.h)
	// A dict's forward iterator (for_dict, for_dict_items): its dict,
	// kind (DictIterKeys...), direction, the dict's size when it was made,
	// its position in the entries and the items it has left.
	DictIterDict    = unsafe.Offsetof(DictIter{}.dict)
	DictIterKind    = unsafe.Offsetof(DictIter{}.kind)
	DictIterReverse = unsafe.Offsetof(DictIter{}.reverse)
	DictIterUsed    = unsafe.Offsetof(DictIter{}.used)
	DictIterPos     = unsafe.Offsetof(DictIter{}.pos)
	DictIterLeft    = unsafe.Offsetof(DictIter{}.left)
	// An enumerate (for_enum_items): the iterator it wraps, its count
	// and the count as an int object once beyond small ints.
	EnumIt    = unsafe.Offsetof(ctrEnumerate{}.it)
	EnumCount = unsafe.Offsetof(ctrEnumerate{}.count)
	EnumBig   = unsafe.Offsetof(ctrEnumerate{}.big)
	// A zip (for_zip2): its iterators (a slice), strict and done flags.
	ZipIters  = unsafe.Offsetof(ctrZip{}.iters)
	ZipStrict = unsafe.Offsetof(ctrZip{}.strict)
	ZipDone   = unsafe.Offsetof(ctrZip{}.done)
)

// ZipItab is the itab word of a zip object.
func ZipItab() uintptr { return ItabOf(&ctrZip{}) }

// ZipOverSeqs reports whether o is a zip, not strict and not done, of two
// lists' iterators or two tuples': the FOR_ITER feedback (FbZipSeq2) of
// the loops for_zip2 runs.
func (vm *VM) ZipOverSeqs(o Object) bool {
	z, ok := o.(*ctrZip)
	if !ok || z.strict || z.done || len(z.iters) != 2 || !z.iters[0].IsHandle() || !z.iters[1].IsHandle() {
		return false
	}
	switch a, b := vm.Get0(z.iters[0]), vm.Get0(z.iters[1]); a.(type) {
	case *ListIter:
		_, ok = b.(*ListIter)
	case *TupleIter:
		_, ok = b.(*TupleIter)
	default:
		ok = false
	}
	return ok
}

// EnumerateItab is the itab word of an enumerate object.
func EnumerateItab() uintptr { return ItabOf(&ctrEnumerate{}) }

// EnumerateOverSeq reports whether o is an enumerate whose count is still
// a small int and whose iterator is a list's or a tuple's: the FOR_ITER
// feedback (FbEnumSeq) of the loops for_enum_items runs.
func (vm *VM) EnumerateOverSeq(o Object) bool {
	e, ok := o.(*ctrEnumerate)
	if !ok || e.big != Unbound || e.count < 0 || !e.it.IsHandle() {
		return false
	}
	switch vm.Get0(e.it).(type) {
	case *ListIter, *TupleIter:
		return true
	}
	return false
}

// The kinds of dict iterators (DictIter's kind word).
const (
	DictIterKeys   = ctrDictKeys
	DictIterValues = ctrDictValues
	DictIterItems  = ctrDictItems
)

// DictIterForward reports whether o is a dict's forward iterator and, if
// so, whether it iterates items (pairs) rather than keys or values: the
// FOR_ITER feedback of the interpreter and the JIT's helpers.
func DictIterForward(o Object) (forward, items bool) {
	it, ok := o.(*DictIter)
	if !ok || it.reverse {
		return false, false
	}
	return true, it.kind == ctrDictItems
}

// NewIntShell makes an int object outside int48's range whose one digit
// (IntWord) and sign (IntNeg) the JIT's machine code writes before
// anything sees it: the objects of its pools of int64 results.
func (vm *VM) NewIntShell() Value { return vm.heap.allocKind(vm.newInt64(1<<62), kindInt) }

// InsertGrows reports whether inserting a new key into d makes it grow
// (the JIT's store_subscr_dict inserts only into room the dict has).
func (d *Dict) InsertGrows() bool {
	return len(d.index) == 0 || len(d.entries) == cap(d.entries) || len(d.entries)+1 > len(d.index)*2/3
}

// StaticTableAddr returns the address of the immortal objects' table
// (entries as in the heap's table; handles with the static bit index it
// without that bit). It never moves once a VM exists: static objects are
// made only before the first VM. Strs interned later (the late bit) are
// elsewhere.
func StaticTableAddr() uintptr {
	staticMu.Lock()
	defer staticMu.Unlock()
	if !staticDone {
		panic("BUG: StaticTableAddr before the first VM")
	}
	return uintptr(unsafe.Pointer(unsafe.SliceData(staticObjs)))
}

// StrASCIIAddr returns the address of the 128 value words of the immortal
// one-character ASCII strs, indexed by the character's code.
func StrASCIIAddr() uintptr { return uintptr(unsafe.Pointer(&strASCIIValues[0])) }

// StrIterItab is ItabOf a str iterator (its type is not exported).
func StrIterItab() uintptr { return ItabOf(&strIter{}) }

// IsStrIter reports whether o is a str iterator (for FOR_ITER's type
// feedback).
func IsStrIter(o Object) bool {
	_, ok := o.(*strIter)
	return ok
}
