// Package pickle implements _pickle, cpjit's accelerator behind
// pylib/pickle.py. It is not CPython's _pickle: it exports two private
// functions that pickle.dumps and pickle.loads try first, and pickle.py's
// own Pickler and Unpickler (written in Python) do everything else.
//
//   - _dumps_fast(obj, protocol) pickles obj with protocol 2 to 5 when
//     everything reachable from it is None, a bool, or an exact int,
//     float, str, bytes, bytearray, tuple, list, dict, set or frozenset
//     that the protocol writes without a reduction; the bytes are those
//     of pickle.py's Pickler (which are CPython's), memo and frames
//     included. Otherwise it returns None, having called no Python code.
//   - _loads_fast(data) unpickles bytes or a bytearray made only of the
//     opcodes that build those types (and the memo, frame and stack
//     opcodes); otherwise, or for malformed data, it returns
//     NotImplemented, so that pickle.py's Unpickler runs from the start
//     and raises what it raises.
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
