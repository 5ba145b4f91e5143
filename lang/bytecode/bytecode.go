// Package bytecode defines cpjit's register bytecode: the Code object the
// compiler produces, the interpreter runs and the JIT translates stencil by
// stencil (docs/architecture.md, "Bytecode and the compiler").
//
// Every operand is a frame-slot index (a register), a constant index, a name
// index or a jump target, so each instruction maps onto a stencil whose holes
// are slot displacements. A frame's registers are laid out as
//
//	[0, NLocals)                 fast locals; parameters first, in order
//	[NLocals, NLocals+len(Cells)) cell objects: CellVars then FreeVars
//	[.., NRegs)                  temporaries
//
// Each instruction has a source position (Lines) for tracebacks and f_lineno
// and a type-feedback / inline-cache slot (Code.Feedback) that the
// interpreter fills and the JIT reads.
//
// In the opcode docs r[X] is register X, k[X] constant X, n[X] name X.
package bytecode

import (
	"fmt"
	"math/big"
)

// Opcode is an instruction's operation.
type Opcode uint8

// Instr is one instruction. Unused operands are zero.
type Instr struct {
	Op      Opcode
	A, B, C int32
}

// Opcodes. The comment is the instruction's effect.
const (
	NOP Opcode = iota

	// Moves and constants.
	MOVE        // r[A] = r[B]
	LOAD_CONST  // r[A] = k[B]
	CHECK_BOUND // if r[A] is unbound: UnboundLocalError for local VarNames[A]
	DELETE_FAST // check r[A] bound as CHECK_BOUND, then unbind it

	// Names through dicts.
	LOAD_GLOBAL   // r[A] = globals[n[B]] or builtins[n[B]] (NameError)
	STORE_GLOBAL  // globals[n[B]] = r[A]
	DELETE_GLOBAL // del globals[n[B]]
	LOAD_NAME     // r[A] = locals[n[B]] or globals or builtins (module and class bodies)
	STORE_NAME    // locals[n[B]] = r[A]
	DELETE_NAME   // del locals[n[B]]
	// LOAD_CLASSDEREF: in a class body, r[A] = locals[n[B]] if present, else
	// the value of the cell in r[C] (a free variable of the class body).
	LOAD_CLASSDEREF
	LOAD_LOCALS // r[A] = the frame's locals dict (class bodies, module)

	// Cells (closures). r[B] holds a cell object.
	LOAD_DEREF   // r[A] = r[B].cell_contents (NameError if empty)
	STORE_DEREF  // r[B].cell_contents = r[A]
	DELETE_DEREF // r[B].cell_contents = <empty> (NameError if already empty)

	// Attributes and subscripts.
	LOAD_ATTR     // r[A] = r[B].n[C]
	STORE_ATTR    // r[A].n[C] = r[B]
	DELETE_ATTR   // del r[A].n[C]
	LOAD_METHOD   // r[A], r[A+1] = method lookup r[B].n[C]: (function, self) or (bound value, Unbound)
	BINARY_SUBSCR // r[A] = r[B][r[C]]
	STORE_SUBSCR  // r[A][r[B]] = r[C]
	DELETE_SUBSCR // del r[A][r[B]]
	BUILD_SLICE   // r[A] = slice(r[B], r[B+1]) if C == 2, slice(r[B], r[B+1], r[B+2]) if C == 3

	// Arithmetic: r[A] = r[B] op r[C]. The INPLACE_ forms try __iop__ first.
	ADD
	SUB
	MUL
	MATMUL
	TRUEDIV
	FLOORDIV
	MOD
	POW
	LSHIFT
	RSHIFT
	AND
	OR
	XOR
	INPLACE_ADD
	INPLACE_SUB
	INPLACE_MUL
	INPLACE_MATMUL
	INPLACE_TRUEDIV
	INPLACE_FLOORDIV
	INPLACE_MOD
	INPLACE_POW
	INPLACE_LSHIFT
	INPLACE_RSHIFT
	INPLACE_AND
	INPLACE_OR
	INPLACE_XOR

	// Unary: r[A] = op r[B].
	NEG
	POS
	INVERT
	NOT   // r[A] = not r[B] (a bool)
	TRUTH // r[A] = bool(r[B])

	// Comparisons: r[A] = r[B] op r[C] (rich comparisons return any value;
	// IS, IS_NOT, IN, NOT_IN return bools).
	LT
	LE
	EQ
	NE
	GT
	GE
	IS
	IS_NOT
	IN
	NOT_IN

	// Control flow. Targets are instruction indexes.
	JUMP          // goto A
	JUMP_IF_TRUE  // if r[A] is truthy: goto B
	JUMP_IF_FALSE // if r[A] is falsy: goto B
	JUMP_IF_NONE  // if r[A] is None: goto B
	GET_ITER      // r[A] = iter(r[B])
	FOR_ITER      // r[A] = next(r[B]); when exhausted: goto C
	RETURN        // return r[A]

	// Containers. Element runs are consecutive registers r[B], r[B+1], ...
	BUILD_LIST   // r[A] = [r[B] ... r[B+C-1]]
	BUILD_TUPLE  // r[A] = (r[B] ... r[B+C-1])
	BUILD_SET    // r[A] = {r[B] ... r[B+C-1]}
	BUILD_DICT   // r[A] = {r[B]: r[B+1], ..., r[B+2C-2]: r[B+2C-1]}
	BUILD_STRING // r[A] = r[B] + ... + r[B+C-1] (all str)
	LIST_APPEND  // r[A].append(r[B])
	LIST_EXTEND  // r[A].extend(r[B])
	LIST_TUPLE   // r[A] = tuple(r[B]) where r[B] is a list
	SET_ADD      // r[A].add(r[B])
	SET_UPDATE   // r[A].update(r[B])
	DICT_SET     // r[A][r[B]] = r[C] (dict display / comprehension)
	DICT_UPDATE  // r[A].update(r[B]) (dict display **: TypeError "'X' object is not a mapping")
	// DICT_MERGE: r[A].update(r[B]) for f(**r[B]): TypeError on a duplicate key
	// ("f() got multiple values for keyword argument 'k'", f the callee in r[C]).
	DICT_MERGE
	// UNPACK_SEQUENCE: r[A] ... r[A+C-1] = r[B] (exactly C items).
	UNPACK_SEQUENCE
	// UNPACK_EX: a, *b, c = r[B]: r[A] ... r[A+before+after] get the items,
	// the starred list at r[A+before]; C = before | after<<16.
	UNPACK_EX

	// Calls. The callee is in r[B] and its arguments follow it.
	CALL // r[A] = r[B](r[B+1] ... r[B+C])
	// CALL_KW: r[A] = r[B](r[B+1] ... r[B+C]) where the last len(k[next.A])
	// arguments are keyword arguments named by the tuple constant k[next.A];
	// the next instruction is an EXTRA carrying that constant index.
	CALL_KW
	// CALL_METHOD: after LOAD_METHOD into r[B], r[B+1]: r[A] = r[B](r[B+1],
	// r[B+2] ... r[B+C+1]) when r[B+1] is bound, else r[B](r[B+2] ... r[B+C+1]).
	CALL_METHOD
	// CALL_EX: r[A] = r[B](*r[B+1], **r[B+2]); C&1 says r[B+2] is present.
	// The compiler always passes a tuple in r[B+1] and a dict in r[B+2].
	CALL_EX
	EXTRA // operand word of the previous instruction; never executed

	// Functions and classes.
	// MAKE_FUNCTION: r[A] = a function of code k[B]. C is a bit set of inputs
	// read before r[A] is written: 1 defaults tuple in r[A], 2 kw-defaults
	// dict in r[A+1], 4 closure tuple of cells in r[A+2], 8 annotations dict
	// in r[A+3].
	MAKE_FUNCTION
	LOAD_BUILD_CLASS  // r[A] = builtins.__build_class__
	MAKE_CELL         // r[A] = a new cell holding r[B] (or empty if r[B] is unbound)
	SETUP_ANNOTATIONS // locals["__annotations__"] = {} unless present (no operands)

	// Exceptions. Handlers are found through Code.ExcTable.
	// RAISE: C == 0 re-raises the exception being handled; C == 1 raises
	// r[A]; C == 2 raises r[A] from r[B].
	RAISE
	RERAISE   // raise r[A] again, keeping its traceback (B == 1: the frame is back where r[A] was raised in it, as after CPython's RERAISE 1)
	PUSH_EXC  // r[B] = the exception being handled; the handled one becomes r[A]
	POP_EXC   // the exception being handled becomes r[A] (saved by PUSH_EXC)
	EXC_MATCH // r[A] = isinstance(r[B], r[C]) for except clauses (TypeError if r[C] is not an exception class or tuple of them)
	// CHECK_EG_MATCH: an except* clause of type r[C] against r[B] (an
	// exception or None): r[A] = the part that matches (a naked exception
	// wrapped in ExceptionGroup('', ...)) or None, r[B] = the rest or None.
	// A match becomes the exception being handled. TypeError for a type
	// that is not an exception class, or that is an exception group class.
	CHECK_EG_MATCH
	// PREP_RERAISE_STAR: r[A] = the exception a try/except* raises when its
	// clauses are done: r[B] is the exception caught, r[C] the list of what
	// the clauses raised and the unhandled rest (None entries ignored); None
	// when there is nothing to raise.
	PREP_RERAISE_STAR
	// WITH_ENTER: r[B] is a context manager: r[B+1] = bound __exit__,
	// r[A] = r[B].__enter__().
	WITH_ENTER
	// WITH_EXIT: r[A] = r[B+1](None, None, None) (normal exit of a with
	// block; exits with an exception use WITH_EXIT_EXC).
	WITH_EXIT
	// WITH_EXIT_EXC: r[A] = r[B+1](type(e), e, e.__traceback__) with e = r[C].
	WITH_EXIT_EXC
	ASSERT_FAIL // raise AssertionError(r[A]) if B == 1, else AssertionError()

	// Generators.
	YIELD      // yield r[B]; r[A] = the value sent in
	YIELD_FROM // r[A] = yield from r[B] (r[B] is already an iterator, see GET_YIELD_FROM_ITER)
	// GET_YIELD_FROM_ITER: r[A] = iter(r[B]), but a generator stays itself.
	GET_YIELD_FROM_ITER

	// Imports.
	// IMPORT_NAME: r[A] = __import__(n[B], fromlist=k[C], level=next.A); the
	// next instruction is an EXTRA carrying the level.
	IMPORT_NAME
	IMPORT_FROM // r[A] = from module r[B] import n[C] (ImportError if missing)
	IMPORT_STAR // from module r[A] import * into the locals

	// Formatting (f-strings).
	// FORMAT_VALUE: r[A] = format(conv(r[B]), spec) where C&3 is the
	// conversion (0 none, 1 str, 2 repr, 3 ascii) and C&4 says the spec is in r[B+1].
	FORMAT_VALUE

	// Coroutines (async/await). They appear only in code that runs as a
	// generator frame (FlagGenerator), which the JIT never compiles.
	//
	// GET_AWAITABLE: r[A] = the iterator that `await r[B]` drives with
	// YIELD_FROM: a coroutine itself, a generator whose code has
	// FlagIterableCoroutine, or what r[B].__await__() returns. C says what
	// is awaited, for the error messages: 0 an await expression, 1 the
	// result of __aenter__, 2 the result of __aexit__.
	GET_AWAITABLE
	GET_AITER // r[A] = r[B].__aiter__() for `async for` (TypeError unless it has __anext__)
	GET_ANEXT // r[A] = the awaitable iterator of r[B].__anext__()
	// END_ASYNC_FOR: handler ending an `async for`: r[A] is the exception
	// the awaited __anext__() raised. StopAsyncIteration ends the loop
	// (execution goes on at the next instruction); anything else is
	// re-raised with its traceback.
	END_ASYNC_FOR
	// ASYNC_WITH_ENTER: r[B] is an asynchronous context manager: r[B+1] =
	// bound __aexit__, r[A] = r[B].__aenter__() (to be awaited).
	ASYNC_WITH_ENTER

	// Pattern matching (the match statement). The JIT leaves them to the
	// interpreter.
	//
	// MATCH_SEQUENCE: r[A] = whether r[B] is a sequence for pattern
	// matching (CPython's Py_TPFLAGS_SEQUENCE: list, tuple, range,
	// memoryview, deque, array and classes deriving from or registered with
	// collections.abc.Sequence; never str, bytes or bytearray).
	MATCH_SEQUENCE
	// MATCH_MAPPING: r[A] = whether r[B] is a mapping for pattern matching
	// (Py_TPFLAGS_MAPPING: dict, mappingproxy, collections.abc.Mapping).
	MATCH_MAPPING
	GET_LEN // r[A] = len(r[B])
	// MATCH_KEYS: r[A] = the tuple of r[B].get(k, <missing>) for each key k
	// of the tuple r[C], or None when one is missing (ValueError on a
	// duplicate key).
	MATCH_KEYS
	// MATCH_CLASS: r[A] = the tuple of attributes of the subject r[B] for
	// a class pattern of class r[B+1] with C positional sub-patterns and
	// the keyword attribute names in the tuple r[B+2], or None when r[B] is
	// not an instance or lacks an attribute (TypeErrors as CPython's).
	MATCH_CLASS

	// PEP 695 (type parameters and type aliases). The JIT leaves them to
	// the interpreter.
	//
	// CALL_INTRINSIC: r[A] = intrinsic C of the arguments r[B], r[B+1]...
	// (Intrinsic* below say how many).
	CALL_INTRINSIC
	// LOAD_FROM_DICT_OR_GLOBALS: r[A] holds a class namespace; r[A] =
	// r[A][n[B]] if present, else the global (or builtin) n[B]. Names an
	// annotation scope inside a class would read as globals.
	LOAD_FROM_DICT_OR_GLOBALS
	// LOAD_FROM_DICT_OR_DEREF: r[A] holds a class namespace; r[A] =
	// r[A][n[B]] if present, else the contents of the cell r[C].
	LOAD_FROM_DICT_OR_DEREF

	numOpcodes
)

// Intrinsics of CALL_INTRINSIC.
const (
	IntrinsicTypeVar          = iota // (name, bound fn, constraints fn, default fn; None when absent): a TypeVar
	IntrinsicParamSpec               // (name, default fn): a ParamSpec
	IntrinsicTypeVarTuple            // (name, default fn): a TypeVarTuple
	IntrinsicSubscriptGeneric        // (type params tuple): Generic[*params]
	IntrinsicTypeAlias               // (name, type params tuple or None, value fn): a TypeAliasType
	IntrinsicSetTypeParams           // (function, type params tuple): sets __type_params__, gives the function
)

// IntrinsicArgs is the number of arguments of each intrinsic.
var IntrinsicArgs = [...]int{4, 2, 2, 1, 3, 2}

// NumOpcodes is the number of opcodes.
const NumOpcodes = int(numOpcodes)

var opNames = [...]string{
	NOP: "NOP", MOVE: "MOVE", LOAD_CONST: "LOAD_CONST", CHECK_BOUND: "CHECK_BOUND", DELETE_FAST: "DELETE_FAST",
	LOAD_GLOBAL: "LOAD_GLOBAL", STORE_GLOBAL: "STORE_GLOBAL", DELETE_GLOBAL: "DELETE_GLOBAL",
	LOAD_NAME: "LOAD_NAME", STORE_NAME: "STORE_NAME", DELETE_NAME: "DELETE_NAME",
	LOAD_CLASSDEREF: "LOAD_CLASSDEREF", LOAD_LOCALS: "LOAD_LOCALS",
	LOAD_DEREF: "LOAD_DEREF", STORE_DEREF: "STORE_DEREF", DELETE_DEREF: "DELETE_DEREF",
	LOAD_ATTR: "LOAD_ATTR", STORE_ATTR: "STORE_ATTR", DELETE_ATTR: "DELETE_ATTR", LOAD_METHOD: "LOAD_METHOD",
	BINARY_SUBSCR: "BINARY_SUBSCR", STORE_SUBSCR: "STORE_SUBSCR", DELETE_SUBSCR: "DELETE_SUBSCR", BUILD_SLICE: "BUILD_SLICE",
	ADD: "ADD", SUB: "SUB", MUL: "MUL", MATMUL: "MATMUL", TRUEDIV: "TRUEDIV", FLOORDIV: "FLOORDIV", MOD: "MOD", POW: "POW",
	LSHIFT: "LSHIFT", RSHIFT: "RSHIFT", AND: "AND", OR: "OR", XOR: "XOR",
	INPLACE_ADD: "INPLACE_ADD", INPLACE_SUB: "INPLACE_SUB", INPLACE_MUL: "INPLACE_MUL", INPLACE_MATMUL: "INPLACE_MATMUL",
	INPLACE_TRUEDIV: "INPLACE_TRUEDIV", INPLACE_FLOORDIV: "INPLACE_FLOORDIV", INPLACE_MOD: "INPLACE_MOD", INPLACE_POW: "INPLACE_POW",
	INPLACE_LSHIFT: "INPLACE_LSHIFT", INPLACE_RSHIFT: "INPLACE_RSHIFT", INPLACE_AND: "INPLACE_AND", INPLACE_OR: "INPLACE_OR", INPLACE_XOR: "INPLACE_XOR",
	NEG: "NEG", POS: "POS", INVERT: "INVERT", NOT: "NOT", TRUTH: "TRUTH",
	LT: "LT", LE: "LE", EQ: "EQ", NE: "NE", GT: "GT", GE: "GE", IS: "IS", IS_NOT: "IS_NOT", IN: "IN", NOT_IN: "NOT_IN",
	JUMP: "JUMP", JUMP_IF_TRUE: "JUMP_IF_TRUE", JUMP_IF_FALSE: "JUMP_IF_FALSE", JUMP_IF_NONE: "JUMP_IF_NONE",
	GET_ITER: "GET_ITER", FOR_ITER: "FOR_ITER", RETURN: "RETURN",
	BUILD_LIST: "BUILD_LIST", BUILD_TUPLE: "BUILD_TUPLE", BUILD_SET: "BUILD_SET", BUILD_DICT: "BUILD_DICT", BUILD_STRING: "BUILD_STRING",
	LIST_APPEND: "LIST_APPEND", LIST_EXTEND: "LIST_EXTEND", LIST_TUPLE: "LIST_TUPLE", SET_ADD: "SET_ADD", SET_UPDATE: "SET_UPDATE",
	DICT_SET: "DICT_SET", DICT_UPDATE: "DICT_UPDATE", DICT_MERGE: "DICT_MERGE", UNPACK_SEQUENCE: "UNPACK_SEQUENCE", UNPACK_EX: "UNPACK_EX",
	CALL: "CALL", CALL_KW: "CALL_KW", CALL_METHOD: "CALL_METHOD", CALL_EX: "CALL_EX", EXTRA: "EXTRA",
	MAKE_FUNCTION: "MAKE_FUNCTION", LOAD_BUILD_CLASS: "LOAD_BUILD_CLASS", MAKE_CELL: "MAKE_CELL", SETUP_ANNOTATIONS: "SETUP_ANNOTATIONS",
	RAISE: "RAISE", RERAISE: "RERAISE", PUSH_EXC: "PUSH_EXC", POP_EXC: "POP_EXC", EXC_MATCH: "EXC_MATCH",
	CHECK_EG_MATCH: "CHECK_EG_MATCH", PREP_RERAISE_STAR: "PREP_RERAISE_STAR",
	WITH_ENTER: "WITH_ENTER", WITH_EXIT: "WITH_EXIT", WITH_EXIT_EXC: "WITH_EXIT_EXC", ASSERT_FAIL: "ASSERT_FAIL",
	YIELD: "YIELD", YIELD_FROM: "YIELD_FROM", GET_YIELD_FROM_ITER: "GET_YIELD_FROM_ITER",
	IMPORT_NAME: "IMPORT_NAME", IMPORT_FROM: "IMPORT_FROM", IMPORT_STAR: "IMPORT_STAR",
	FORMAT_VALUE:  "FORMAT_VALUE",
	GET_AWAITABLE: "GET_AWAITABLE", GET_AITER: "GET_AITER", GET_ANEXT: "GET_ANEXT", END_ASYNC_FOR: "END_ASYNC_FOR",
	ASYNC_WITH_ENTER: "ASYNC_WITH_ENTER",
	MATCH_SEQUENCE:   "MATCH_SEQUENCE", MATCH_MAPPING: "MATCH_MAPPING", GET_LEN: "GET_LEN", MATCH_KEYS: "MATCH_KEYS",
	MATCH_CLASS: "MATCH_CLASS", CALL_INTRINSIC: "CALL_INTRINSIC", LOAD_FROM_DICT_OR_GLOBALS: "LOAD_FROM_DICT_OR_GLOBALS",
	LOAD_FROM_DICT_OR_DEREF: "LOAD_FROM_DICT_OR_DEREF",
}

// String returns the opcode's name.
func (op Opcode) String() string {
	if int(op) < len(opNames) && opNames[op] != "" {
		return opNames[op]
	}
	return fmt.Sprintf("Opcode(%d)", op)
}

// Code flags.
const (
	FlagVarArgs   = 1 << iota // has *args (its slot follows the positional and kw-only parameters)
	FlagVarKw                 // has **kwargs (its slot follows *args)
	FlagGenerator             // calling it returns a generator
	FlagModule                // module body
	FlagClass                 // class body
	FlagNested                // defined inside a function (for qualname)
	FlagFutureAnnotations
	// FlagCoroutine (async def without yield, or a comprehension that
	// awaits) and FlagAsyncGenerator (async def with yield, or an
	// asynchronous generator expression) come with FlagGenerator, whose
	// frame machinery they share: calling the code returns a coroutine or
	// an async generator instead of a generator.
	FlagCoroutine
	FlagAsyncGenerator
	// FlagIterableCoroutine marks a generator function's code that
	// types.coroutine made awaitable (CPython's CO_ITERABLE_COROUTINE).
	FlagIterableCoroutine
)

// Pos is an instruction's source range (lines 1-based, columns 0-based byte
// offsets as CPython's co_positions). Line 0 means "no line" (synthetic).
type Pos struct {
	Line, Col, EndLine, EndCol int32
	// NoLine marks an instruction without a location of its own (CPython's
	// NO_LOCATION: the jumps and exception bookkeeping that end a block);
	// it has the position of the instruction before it, and starts no
	// line for sys.settrace.
	NoLine bool
}

// ExcEntry routes an exception raised by an instruction in [Start, End) to
// Target, storing the exception in r[Reg]. The innermost entry is first.
type ExcEntry struct {
	Start, End, Target, Reg int32
}

// CompVar is an iteration variable of a comprehension inlined into the
// code (PEP 709): from instruction Start to End (excluded) register Reg
// holds variable Name, which locals() then shows.
type CompVar struct {
	Start, End, Reg int32
	Name            string
}

// Code is a compiled function, class body or module.
type Code struct {
	Name, Qualname, Filename string
	FirstLine                int
	Flags                    int

	Instrs []Instr
	Lines  []Pos // one per instruction
	// Consts: nil (None), bool, int64, *big.Int, float64, complex128, string,
	// Bytes, Ellipsis, *Code, Tuple (a tuple of constants), FrozenSet.
	Consts   []any
	Names    []string
	ExcTable []ExcEntry
	CompVars []CompVar // in the order their clauses bind them

	// ArgCount counts positional parameters (including positional-only),
	// PosOnlyCount the positional-only ones, KwOnlyCount keyword-only ones.
	ArgCount, PosOnlyCount, KwOnlyCount int
	VarNames                            []string // names of registers [0, NLocals)
	NLocals                             int
	CellVars                            []string // locals captured by inner functions
	// CellArgs[i] is the parameter register whose value initialises cell i,
	// or -1. A captured parameter lives only in its cell.
	CellArgs []int
	FreeVars []string // cells received from the enclosing function
	NRegs    int      // total frame size in value words

	// Doc is the docstring constant index, or -1.
	Doc int

	// TracebackHidden: frames running this code add no entries to
	// tracebacks. Set on library functions written in Python that stand
	// for CPython's C (asyncio's Future and Task), whose frames CPython's
	// tracebacks never show.
	TracebackHidden bool

	// Feedback is the per-instruction type-feedback / inline-cache slot,
	// owned by the interpreter and read by the JIT. Nil until first run.
	Feedback []Feedback

	// RunState is the running interpreter's per-code data (constants as
	// values, inline caches); the interpreter checks that it is its own.
	RunState any
}

// Feedback records what one instruction has seen.
type Feedback struct {
	// Types is a bit set of observed operand kinds (interpreter-defined).
	Types uint32
	Count uint32
	// Cache is an inline-cache word (e.g. a dict version or shape id) and
	// Aux its payload (e.g. an entry index).
	Cache uint64
	Aux   uint64
}

// Feedback.Types bits the interpreter records and the JIT reads.
const (
	FbInt       = 1 << iota // operands were small ints
	FbFloat                 // operands were floats
	FbMixed                 // a small int with a float
	FbOther                 // anything else (objects, big ints, bools, ...)
	FbList                  // a list indexed by a small int
	FbTuple                 // a tuple indexed by a small int (IN/NOT_IN: a key whose equality needs no __eq__ in an exact list or tuple)
	FbRange                 // FOR_ITER over a range iterator
	FbBytes                 // a bytes object indexed by a small int
	FbByteArray             // a bytearray indexed by a small int
	FbStr                   // a comparison of two exact strs (IN/NOT_IN: a str in an exact str)
	FbStrIter               // FOR_ITER over a str iterator
	// FbComplex: arithmetic on an exact complex with an exact complex, a
	// float or a small int (not counted as FbOther).
	FbComplex
	// FbVecF64, FbVecI32, FbVecI64: a numeric vector (runtime.NumVec,
	// array.array) of float64, int32 or int64 items indexed by a small
	// int.
	FbVecF64
	FbVecI32
	FbVecI64
	// FbHashed: IN/NOT_IN on an exact dict, set or frozenset, or a
	// subscript or store of an exact dict, with a key whose hash machine
	// code computes (a small int, an exact str, a class whose metaclass
	// is exactly type). FOR_ITER: over a set's or frozenset's iterator.
	FbHashed
	// FbInt64: arithmetic or a comparison on two ints in int64's range,
	// small ints or exact int objects, at least one an object (not
	// counted as FbOther).
	FbInt64
	// FbBool: arithmetic on small ints and bools, at least one a bool
	// (acc += cond; not counted as FbOther).
	FbBool
	// FbDictIter, FbDictItems: FOR_ITER over a dict's forward iterator of
	// keys or values, or of items.
	FbDictIter
	FbDictItems
	// FbEnumSeq: FOR_ITER over an enumerate of a list's or a tuple's
	// iterator, its count a small int.
	FbEnumSeq
	// FbZipSeq2: FOR_ITER over a zip (not strict) of two lists'
	// iterators or two tuples'.
	FbZipSeq2
	// FbGenIter: FOR_ITER over a plain generator.
	FbGenIter
)

// The feedback bits of a YIELD: its value went to a consumer that
// resumes the generator with next() or send(), which suspended it
// (FbSuspended), to a for loop (FbLooped: suspended too, but a compiled
// loop resumes the generator's machine code itself), or to a builtin
// draining it (list(), sum()...: FbDrained), which took it without
// suspending the generator.
const (
	FbSuspended = FbOther
	FbDrained   = FbList
	FbLooped    = FbTuple
)

// CellBase returns the register of cell 0.
func (c *Code) CellBase() int { return c.NLocals }

// Bytes is the Go form of a bytes constant.
type Bytes []byte

// EllipsisConst is the Go form of the `...` constant.
type EllipsisConst struct{}

// Tuple is the Go form of a tuple constant.
type Tuple []any

// FrozenSet is the Go form of a frozenset constant, its items in source
// order (set displays of three or more constants load one, as CPython does).
type FrozenSet []any

// Disassemble renders c (and nested code objects) for debugging and tests.
func (c *Code) Disassemble() string {
	s := fmt.Sprintf("code %s (%s:%d) regs=%d locals=%v cells=%v frees=%v\n",
		c.Qualname, c.Filename, c.FirstLine, c.NRegs, c.VarNames, c.CellVars, c.FreeVars)
	for i, in := range c.Instrs {
		line := int32(0)
		if i < len(c.Lines) {
			line = c.Lines[i].Line
		}
		s += fmt.Sprintf("%4d %4d  %-18s %d %d %d", i, line, in.Op, in.A, in.B, in.C)
		switch in.Op {
		case LOAD_CONST:
			s += fmt.Sprintf("   (%s)", ConstString(c.Consts[in.B]))
		case LOAD_GLOBAL, STORE_GLOBAL, LOAD_NAME, STORE_NAME, DELETE_NAME, DELETE_GLOBAL, IMPORT_NAME:
			s += fmt.Sprintf("   (%s)", c.Names[in.B])
		case LOAD_ATTR, STORE_ATTR, DELETE_ATTR, LOAD_METHOD, IMPORT_FROM:
			s += fmt.Sprintf("   (.%s)", c.Names[in.C])
		}
		s += "\n"
	}
	for _, e := range c.ExcTable {
		s += fmt.Sprintf("  except [%d, %d) -> %d r%d\n", e.Start, e.End, e.Target, e.Reg)
	}
	for _, k := range c.Consts {
		if sub, ok := k.(*Code); ok {
			s += sub.Disassemble()
		}
	}
	return s
}

// ConstString renders a constant for disassembly.
func ConstString(k any) string {
	switch k := k.(type) {
	case nil:
		return "None"
	case string:
		return fmt.Sprintf("%q", k)
	case *big.Int:
		return k.String()
	case *Code:
		return "<code " + k.Name + ">"
	default:
		return fmt.Sprint(k)
	}
}
