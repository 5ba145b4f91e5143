// Package stdlib is the list of cpjit's standard library: every module
// implemented in Go (one package each, beside this file) and the modules
// written in Python (package pylib). The runtime itself keeps only the
// builtins module and the hooks modules need (weak references, the standard streams...);
// Install adds the rest to a VM, and interp.New calls it.
package stdlib

import (
	rt "github.com/cpjit/cpjit/lang/runtime"
	"github.com/cpjit/cpjit/lang/stdlib/array"
	"github.com/cpjit/cpjit/lang/stdlib/binascii"
	_ "github.com/cpjit/cpjit/lang/stdlib/bytesmethods" // bytes' and bytearray's shared methods (builtin types, no module)
	"github.com/cpjit/cpjit/lang/stdlib/bz2"
	"github.com/cpjit/cpjit/lang/stdlib/charmap"
	"github.com/cpjit/cpjit/lang/stdlib/cmath"
	"github.com/cpjit/cpjit/lang/stdlib/collections"
	"github.com/cpjit/cpjit/lang/stdlib/copymod"
	"github.com/cpjit/cpjit/lang/stdlib/cpjitmod"
	"github.com/cpjit/cpjit/lang/stdlib/decimal"
	_ "github.com/cpjit/cpjit/lang/stdlib/descr" // builtin types' member descriptors (no module)
	"github.com/cpjit/cpjit/lang/stdlib/errno"
	"github.com/cpjit/cpjit/lang/stdlib/etree"
	"github.com/cpjit/cpjit/lang/stdlib/functools"
	"github.com/cpjit/cpjit/lang/stdlib/gc"
	_ "github.com/cpjit/cpjit/lang/stdlib/genericalias" // types.GenericAlias's methods (a builtin type)
	"github.com/cpjit/cpjit/lang/stdlib/hashlib"
	"github.com/cpjit/cpjit/lang/stdlib/heapq"
	"github.com/cpjit/cpjit/lang/stdlib/io"
	"github.com/cpjit/cpjit/lang/stdlib/itertools"
	"github.com/cpjit/cpjit/lang/stdlib/json"
	"github.com/cpjit/cpjit/lang/stdlib/lzmamod"
	"github.com/cpjit/cpjit/lang/stdlib/marshalmod"
	"github.com/cpjit/cpjit/lang/stdlib/mathmod"
	_ "github.com/cpjit/cpjit/lang/stdlib/memview" // memoryview's methods (a builtin type, no module)
	"github.com/cpjit/cpjit/lang/stdlib/mpmod"
	"github.com/cpjit/cpjit/lang/stdlib/operator"
	"github.com/cpjit/cpjit/lang/stdlib/pickle"
	"github.com/cpjit/cpjit/lang/stdlib/posix"
	"github.com/cpjit/cpjit/lang/stdlib/pprintmod"
	"github.com/cpjit/cpjit/lang/stdlib/protocols"
	"github.com/cpjit/cpjit/lang/stdlib/pylib"
	"github.com/cpjit/cpjit/lang/stdlib/random"
	"github.com/cpjit/cpjit/lang/stdlib/re"
	"github.com/cpjit/cpjit/lang/stdlib/signalmod"
	"github.com/cpjit/cpjit/lang/stdlib/socketmod"
	"github.com/cpjit/cpjit/lang/stdlib/sqlite3"
	_ "github.com/cpjit/cpjit/lang/stdlib/strformat" // str % args, str.format (builtin types, no module)
	"github.com/cpjit/cpjit/lang/stdlib/stringmod"
	_ "github.com/cpjit/cpjit/lang/stdlib/strmethods" // str's case, predicate, padding and translation methods (no module)
	"github.com/cpjit/cpjit/lang/stdlib/structmod"
	"github.com/cpjit/cpjit/lang/stdlib/sys"
	"github.com/cpjit/cpjit/lang/stdlib/thread"
	"github.com/cpjit/cpjit/lang/stdlib/time"
	"github.com/cpjit/cpjit/lang/stdlib/unicodedata"
	"github.com/cpjit/cpjit/lang/stdlib/unixmod"
	"github.com/cpjit/cpjit/lang/stdlib/weakref"
	"github.com/cpjit/cpjit/lang/stdlib/zlib"
)

// packages lists the Go module packages; each maps module names to their
// constructors.
var packages = []map[string]rt.ModuleFunc{
	sys.Modules,
	gc.Modules,
	weakref.Modules,
	io.Modules,
	binascii.Modules,
	charmap.Modules,
	bz2.Modules,
	hashlib.Modules,
	cmath.Modules,
	mathmod.Modules,
	posix.Modules,
	time.Modules,
	functools.Modules,
	collections.Modules,
	array.Modules,
	structmod.Modules,
	re.Modules,
	stringmod.Modules,
	random.Modules,
	itertools.Modules,
	operator.Modules,
	errno.Modules,
	heapq.Modules,
	json.Modules,
	pickle.Modules,
	decimal.Modules,
	zlib.Modules,
	unicodedata.Modules,
	cpjitmod.Modules,
	copymod.Modules,
	marshalmod.Modules,
	pprintmod.Modules,
	protocols.Modules,
	thread.Modules,
	signalmod.Modules,
	sqlite3.Modules,
	etree.Modules,
	unixmod.Modules,
	mpmod.Modules,
	socketmod.Modules,
	lzmamod.Modules,
}

// Install makes every standard-library module importable in vm.
func Install(vm *rt.VM) {
	for _, mods := range packages {
		for name, create := range mods {
			vm.AddModule(name, create)
		}
	}
	vm.PyLib = pylib.FS
	// open() is io's; the runtime's builtins know nothing of files.
	vm.Builtins.Dict().SetStr(vm, "open", io.Open)
}
