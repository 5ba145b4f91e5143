package runtime

import "github.com/cpjit/cpjit/lang/bytecode"

// The types of async/await. Their objects and methods live in package
// interp (coro.go), which runs coroutine frames: the runtime only names the
// classes so that both packages (and the types module) share them.
var (
	// CoroutineType is the type of the objects an async def returns.
	CoroutineType = newBuiltinClass("coroutine", ObjectType)
	// AsyncGeneratorType is the type of an async def with yield's objects.
	AsyncGeneratorType = newBuiltinClass("async_generator", ObjectType)
	// CoroutineWrapperType is the iterator coroutine.__await__() returns.
	CoroutineWrapperType = newBuiltinClass("coroutine_wrapper", ObjectType)
	// AsyncGenASendType is the awaitable of async_generator.asend() and
	// __anext__(); AsyncGenAThrowType that of athrow() and aclose().
	AsyncGenASendType  = newBuiltinClass("async_generator_asend", ObjectType)
	AsyncGenAThrowType = newBuiltinClass("async_generator_athrow", ObjectType)
	// AnextAwaitableType is the awaitable of anext(it, default).
	AnextAwaitableType = newBuiltinClass("anext_awaitable", ObjectType)
)

// CPython's co_flags bits for coroutines.
const (
	coCoroutine         = 0x80
	coIterableCoroutine = 0x100
	coAsyncGenerator    = 0x200
)

func init() {
	for _, c := range []*Class{CoroutineType, AsyncGeneratorType, CoroutineWrapperType, AsyncGenASendType,
		AsyncGenAThrowType, AnextAwaitableType} {
		c.Final = true
	}
	// code.replace(**changes) for the fields that can change without
	// recompiling: co_name, co_qualname, and in co_flags the
	// CO_ITERABLE_COROUTINE bit (which types.coroutine sets). It is also
	// __replace__, for copy.replace.
	codeReplace := func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if len(args) != 1 {
			return Unbound, vm.TypeError("replace() takes no positional arguments")
		}
		o, err := objSelfOf[*CodeObj](vm, args[0], "replace", "code")
		if err != nil {
			return Unbound, err
		}
		nc := *o.Code
		nc.Feedback, nc.RunState = nil, nil
		for _, k := range kw {
			switch k.Name {
			case "co_name", "co_qualname":
				gs, ok := vm.StrOf(k.Value)
				if !ok {
					return Unbound, vm.TypeError("replace() argument '%s' must be str, not %s", k.Name, vm.TypeName(k.Value))
				}
				if k.Name == "co_name" {
					nc.Name = gs
				} else {
					nc.Qualname = gs
				}
			case "co_flags":
				if !k.Value.IsSmallInt() {
					return Unbound, vm.TypeError("replace() argument 'co_flags' must be int, not %s", vm.TypeName(k.Value))
				}
				f := k.Value.Int()
				if f&^coIterableCoroutine != objCoFlags(o.Code)&^coIterableCoroutine {
					return Unbound, vm.ValueError("code.replace(): only the CO_ITERABLE_COROUTINE flag can change in cpjit")
				}
				if f&coIterableCoroutine != 0 {
					nc.Flags |= bytecode.FlagIterableCoroutine
				} else {
					nc.Flags &^= bytecode.FlagIterableCoroutine
				}
			default:
				return Unbound, vm.TypeError("replace() got an unexpected keyword argument '%s'", k.Name)
			}
		}
		return vm.NewCodeObj(&nc), nil
	}
	CodeType.AddMethod("replace", codeReplace)
	CodeType.AddMethod("__replace__", codeReplace)
}
