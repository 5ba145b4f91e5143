package runtime

import "unsafe"

// Numeric vectors: Go-written sequence types whose items are machine
// numbers stored back to back in one []byte (array.array). They embed a
// NumVec right after their Head, so that the interpreter's type feedback
// can name the item kind and machine code can index the items directly
// (read or written in place: the bytes hold no Go pointers), behind a
// guard on the object's Go type, its exact class and the kind byte.

// VecKind is the kind of a numeric vector's items, as far as machine code
// reads and writes them (VecNone: items it leaves to Go).
type VecKind uint8

// Item kinds of a NumVec (the values are shared with stencils_amd64.s,
// VEC_*).
const (
	VecNone VecKind = iota
	VecF64          // float64 ('d')
	VecI32          // int32 ('i')
	VecI64          // int64 ('l', 'q')
)

// NumVec is the storage of a numeric vector: the kind of its items (fixed
// for the object's life) and their little-endian bytes.
type NumVec struct {
	Kind VecKind
	Data []byte
}

// NumVecObject is an object that embeds a NumVec right after its Head
// (RegisterNumVec checks it).
type NumVecObject interface {
	Object
	NumVecData() *NumVec
}

// Layout of a numeric vector for machine code.
var (
	NumVecKind = unsafe.Sizeof(Head{}) + unsafe.Offsetof(NumVec{}.Kind)
	NumVecData = unsafe.Sizeof(Head{}) + unsafe.Offsetof(NumVec{}.Data)
)

// NumVecType is a registered numeric vector type: the Go type's itab
// (ItabOf) and the exact class whose instances use its own item access
// (subclasses may override __getitem__ and __setitem__).
type NumVecType struct {
	Itab  uintptr
	Class *Class
}

// numVecTypes is written only by package initialisation (before any VM
// runs), so readers need no lock.
var numVecTypes []NumVecType

// RegisterNumVec records sample's Go type, with exact class cls, as a
// numeric vector type (at package initialisation). It panics when the
// NumVec is not right after the Head.
func RegisterNumVec(cls *Class, sample NumVecObject) {
	base := uintptr(unsafe.Pointer(sample.head()))
	if uintptr(unsafe.Pointer(sample.NumVecData()))-base != unsafe.Sizeof(Head{}) {
		panic("BUG: RegisterNumVec: the NumVec must follow the Head")
	}
	numVecTypes = append(numVecTypes, NumVecType{ItabOf(sample), cls})
}

// NumVecTypes returns the registered numeric vector types.
func NumVecTypes() []NumVecType {
	return append([]NumVecType(nil), numVecTypes...)
}

// NumVecKindOf returns the item kind of o when it is a numeric vector of
// exactly a registered class, VecNone otherwise.
func NumVecKindOf(o Object) VecKind {
	v, ok := o.(NumVecObject)
	if !ok {
		return VecNone
	}
	for _, t := range numVecTypes {
		if t.Class == v.head().cls {
			return v.NumVecData().Kind
		}
	}
	return VecNone
}
