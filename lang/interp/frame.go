// Package interp runs cpjit's register bytecode: it is the first execution
// tier and the one every other tier falls back to.
//
// Data path: lang/compiler produces a bytecode.Code; Interp.run executes it
// over a Frame whose registers are a window of the VM stack (a chunked
// []Value that is never moved, so machine code can later share the same
// layout through a base pointer). Python-to-Python calls recurse in Go with
// a depth check (RecursionError, never a Go stack overflow); generators own
// their registers and suspend by returning from run.
//
// Safepoints are function entry and backward jumps: there every live value
// is in a frame register or a heap object, so the VM's collector may run.
// lang/runtime knows nothing about this package; cmd/cpjit and the embedding
// API install an *Interp as vm.Interp.
package interp

import (
	"unsafe"

	"github.com/cpjit/cpjit/lang/bytecode"
	rt "github.com/cpjit/cpjit/lang/runtime"
)

// Frame is one activation of a code object.
type Frame struct {
	Code     *bytecode.Code
	info     *codeInfo
	Fn       *rt.Function // nil for module, exec and class-body code run directly
	Regs     []rt.Value
	PC       int
	Globals  *rt.Dict
	Builtins *rt.Dict
	// Locals is the namespace of module, class-body and exec frames (nil for
	// functions, whose locals are registers).
	Locals *rt.Dict
	Back   *Frame
	gen    *Generator
	// obj is the Python-visible frame object, created on demand.
	obj *FrameObj
	// handled is vm.Handled at entry, restored at exit.
	handled rt.Value
	// sendVal carries the value sent into a resumed generator.
	sendVal rt.Value
	// throwing carries an exception thrown into a resumed generator.
	throwing error
	// throwHere makes a resumed YIELD_FROM raise throwing in this frame
	// instead of forwarding it to the sub-iterator; yfDone/yfValue finish a
	// YIELD_FROM whose sub-iterator returned during a forwarded throw.
	throwHere bool
	yfDone    bool
	yfValue   rt.Value
	// yfRef and yfGen remember the generator delegateOf found in the
	// register of the YIELD_FROM the frame is suspended in (the handle
	// and its object), so that a value passing through a chain of
	// delegations needs no heap lookup per level. resume clears yfGen
	// whenever the frame runs its own code (which may end the
	// YIELD_FROM), so while it is set the register has held yfRef
	// throughout, the object is alive and the handle still names it.
	yfRef rt.Value
	yfGen *Generator
	// genTab, while the frame's plain generator is suspended at a YIELD
	// that machine code may resume itself (the JIT's for_gen), is the
	// address of its code's resume table: per instruction, where machine
	// code goes on after that YIELD (0: nowhere). 0 otherwise: resume
	// clears it whenever Go runs the frame, and the JIT's exit loop sets
	// it when the frame's machine code suspends (SuspendAt).
	genTab uintptr
	// genYields counts the YIELDs that machine code took in the frame
	// of a generator that for_gen resumed since Go last ran it
	// (ResumeMachine).
	genYields int64
	done      bool
	// byLoop: a for loop's FOR_ITER is resuming the frame's generator
	// (its YIELD's feedback is FbLooped).
	byLoop bool
	// markCur, markTop restore the VM stack when the frame's registers are released.
	markCur, markTop int
	// stop and raise are set by Step for the JIT's exit loop.
	stop  []bool
	raise error
	// curStop, reraise and raiseStmt are run's state (run.go).
	curStop            []bool
	reraise, raiseStmt bool
	// sys.settrace state (trace.go): the line of the instruction the frame
	// ran last and that instruction, whether the next line start makes a
	// line event even on the same line (entry, resume, backward jump), and
	// atEntry while the 'call' event runs (f_lineno is the first line),
	// noLine while an 'opcode' event runs for CPython's line-less
	// PUSH_EXC_INFO (f_lineno is None).
	traceLast, tracePrev        int32
	traceForce, atEntry, noLine bool
	// traced is run's note that the frame gets line events (retrace).
	traced bool
}

// Line returns the current source line.
func (f *Frame) Line() int {
	if f.atEntry || f.gen != nil && !f.gen.started {
		return f.Code.FirstLine // CPython: a frame that has not started is on its def line
	}
	pc := f.PC
	if pc >= len(f.Code.Lines) {
		pc = len(f.Code.Lines) - 1
	}
	if pc < 0 {
		return f.Code.FirstLine
	}
	return int(f.Code.Lines[pc].Line)
}

// codeInfo is per-VM data derived from a Code object.
type codeInfo struct {
	// noForGen: the JIT's for_gen no longer resumes generators of this
	// code (NoForGen): FOR_ITER over them records FbOther.
	noForGen bool
	// plainArgs is the number of arguments a call of the code's function
	// binds by position alone (no *args, **kwargs, keyword-only
	// parameters, cells or free variables, not a generator), or -1.
	plainArgs int
	consts    []rt.Value
	names     []rt.Value // interned name strs
	hashes    []int64    // their hashes
	// heldFns is set once an attribute cache has held a value (the
	// code is then on Interp.fnCodes).
	heldFns bool
	// Inline caches, one set per site: an instruction that has them
	// (LOAD_GLOBAL, STORE_GLOBAL, LOAD_ATTR, LOAD_METHOD, STORE_ATTR)
	// has its site's index in site, every other instruction -1. Sites
	// are a fifth of the instructions or fewer, and caches per
	// instruction cost ~190 bytes of memory each (and marking time at
	// every collection).
	site []int32
	glob []globalCache
	attr []attrCaches
	// obj holds the caches of attribute instructions whose receiver is
	// not a plain instance (cache.go); made at the first such miss.
	obj []objCache
	// owner is the interpreter these values belong to.
	owner *Interp
	// jit is the JIT's compiled unit (nil until compiled, jitNever when
	// the JIT declined); hot counts down to compilation.
	jit any
	hot int32
	// nativeCell is the JIT's per-code call cell (SetNativeCell), which
	// call sites that accept any function read through the code's
	// RunState; nil until the JIT sets one.
	nativeCell unsafe.Pointer
	// genHandlers: a generator of this code can suspend where closing it
	// runs code (2), or not (1); 0 until its first generator.
	genHandlers int8
	// fnName and fnQualname are the interned names of functions made from
	// this code (0 until the first MAKE_FUNCTION).
	fnName, fnQualname rt.Value
	// vars lists the code's variables for locals() and f_locals (built on
	// first use); lineStart marks the instructions that start a line for
	// sys.settrace's line events (trace.go).
	vars      []frameVar
	lineStart []bool
	lineEff   []int32
	// kwOnlyHashes are the hashes of the keyword-only parameters' names,
	// for filling their defaults from the function's __kwdefaults__
	// (bindArgs), made at the first call that needs them.
	kwOnlyHashes []int64
}

// attrCaches is a small polymorphic inline cache: one entry per class seen
// at an attribute instruction, most recent first.
type attrCaches [4]attrCache

// globalCache remembers where LOAD_GLOBAL found its name.
type globalCache struct {
	globals *rt.Dict
	gkeys   uint64 // globals' KeysVersion
	bkeys   uint64 // builtins' KeysVersion (when pos < 0)
	pos     int32  // entry in globals, or -1 when found in builtins at bpos
	bpos    int32
}

// attrCache remembers what an attribute name means for one class version.
type attrCache struct {
	cls  *rt.Class
	ver  uint64
	kind uint8
	slot int32 // attrSlot: index into the instance's __slots__ values
	pos  int32 // attrInstance: where the name was last found in an instance __dict__
	// attrMethod: the function found on the class; attrClassVal: the
	// value; attrProperty, attrGetSet, attrStatic, attrClassMethod: the
	// descriptor
	fn rt.Value
}

const (
	attrNone     = iota
	attrInstance // not on the class: read or write the instance __dict__
	attrMethod   // a plain function on the class, not shadowed by the instance
	attrSlot     // a __slots__ member
	// attrClassVal: a value on the class that is no descriptor (a class
	// constant read through an instance), unless the instance's __dict__
	// has the name
	attrClassVal
	// The kinds below only the interpreter uses (AttrSites leaves them out).
	attrProperty    // an exact property on the class: its getter (a load) or setter (a store) is called
	attrGetSet      // a builtin data descriptor on the class (__class__, __dict__): its Go getter is called
	attrStatic      // a staticmethod on the class, not shadowed by the instance: its function
	attrClassMethod // a classmethod on the class, not shadowed by the instance: its function, bound to the class
)

// stack hands out register windows from chunks that never move.
type stack struct {
	chunks [][]rt.Value
	cur    int // index of current chunk
	top    int // next free slot in current chunk
	// size is the chunks' size (chunkSize when 0): threads other than
	// the main one start smaller.
	size int
}

const chunkSize = 1 << 16

// threadChunkSize is the chunk size of other threads' stacks.
const threadChunkSize = 1 << 13

func (s *stack) alloc(n int) []rt.Value {
	size := s.size
	if size == 0 {
		size = chunkSize
	}
	if len(s.chunks) == 0 {
		s.chunks = append(s.chunks, make([]rt.Value, max(size, n)))
	}
	if s.top+n > len(s.chunks[s.cur]) {
		s.cur++
		if s.cur == len(s.chunks) {
			s.chunks = append(s.chunks, make([]rt.Value, max(size, n)))
		} else if len(s.chunks[s.cur]) < n {
			s.chunks[s.cur] = make([]rt.Value, n)
		}
		s.top = 0
	}
	r := s.chunks[s.cur][s.top : s.top+n : s.top+n]
	s.top += n
	for i := range r {
		r[i] = rt.Unbound
	}
	return r
}

// mark returns the allocation point, to be passed to release.
func (s *stack) mark() (int, int) { return s.cur, s.top }

func (s *stack) release(cur, top int) { s.cur, s.top = cur, top }
