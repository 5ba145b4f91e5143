// Package pickle implements _pickle, cpjit's accelerator behind
// pylib/pickle.py. It is not CPython's _pickle: it exports two private
// functions that pickle.dumps and pickle.loads try first, and pickle.py's
// own Pickler and Unpickler (written in Python) do everything else.
//
//   - _dumps_fast(obj, protocol[, helpers]) pickles obj with protocol 2
//     to 5: None, bools and exact int/float/str/bytes/bytearray/tuple/
//     list/dict/set/frozenset directly; with pickle.py's helpers, classes
//     and functions by name and other objects through __reduce_ex__ (see
//     reduce.go). The bytes are those of pickle.py's Pickler (which are
//     CPython's), memo and frames included. What it does not write, it
//     hands back: None, or the reductions it already made ({id: rv}),
//     which pickle.py's Pickler uses instead of asking again.
//   - _loads_fast(data[, helpers]) unpickles bytes or a bytearray made of
//     the opcodes that build those values, and with the helpers globals,
//     reductions and BUILD. A pickle with other opcodes, or malformed
//     before any Python code ran, answers NotImplemented so that
//     pickle.py's Unpickler runs from the start and raises what it raises.
//
// A program that blocks the module (sys.modules['_pickle'] = None, as
// pyperformance's pure-Python benchmarks do) gets the Python code alone.
package pickle

import rt "github.com/cpjit/cpjit/lang/runtime"

// Modules maps the names of the modules this package implements to their
// constructors; stdlib.Install adds them to each VM.
var Modules = map[string]rt.ModuleFunc{}

var funcs = rt.StaticFuncs("_pickle", rt.ModuleFuncs{
	"_dumps_fast": dumpsFast,
	"_loads_fast": loadsFast,
})

func init() {
	Modules["_pickle"] = func(vm *rt.VM) (*rt.Module, error) {
		m := vm.NewModule("_pickle")
		rt.FillModule(vm, m, funcs)
		return m, nil
	}
}
