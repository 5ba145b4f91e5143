// Package decimal implements the decimal module as CPython 3.13's C
// implementation (_decimal over libmpdec) behaves: Decimal, Context, the
// signals and their exception classes, getcontext/setcontext/
// localcontext and the module's constants. Arithmetic runs on
// github.com/cockroachdb/apd/v3, with the places where apd departs from
// the General Decimal Arithmetic specification (or from libmpdec's
// choices) fixed up around it (arith.go), and a fast path for operands
// whose coefficients fit a machine word (fast.go).
package decimal

import rt "github.com/cpjit/cpjit/lang/runtime"

// Modules maps the names of the modules this package implements to their
// constructors; stdlib.Install adds them to each VM.
var Modules = map[string]rt.ModuleFunc{}

func register(name string, create rt.ModuleFunc) { Modules[name] = create }

func init() {
	register("decimal", func(vm *rt.VM) (*rt.Module, error) {
		m := vm.NewModule("decimal")
		d := m.Dict()
		rt.FillModule(vm, m, moduleFuncs)
		d.SetStr(vm, "Decimal", DecimalType.Self())
		d.SetStr(vm, "Context", ContextType.Self())
		for _, s := range signalMap {
			d.SetStr(vm, s.name, s.cls.Self())
		}
		for _, s := range condMap[1:] {
			d.SetStr(vm, s.name, s.cls.Self())
		}
		d.SetStr(vm, "DecimalException", DecimalException.Self())
		for _, r := range roundNames {
			d.SetStr(vm, r, rt.StaticStr(r))
		}
		d.SetStr(vm, "MAX_PREC", vm.NewInt(maxPrec))
		d.SetStr(vm, "MAX_EMAX", vm.NewInt(maxEmax))
		d.SetStr(vm, "MIN_EMIN", vm.NewInt(minEmin))
		d.SetStr(vm, "MIN_ETINY", vm.NewInt(minEtiny))
		d.SetStr(vm, "HAVE_THREADS", rt.True)
		d.SetStr(vm, "HAVE_CONTEXTVAR", rt.True)
		d.SetStr(vm, "__version__", vm.NewStr("1.70"))
		d.SetStr(vm, "__libmpdec_version__", vm.NewStr("2.5.1"))
		s := getState(vm)
		if s.dflt == rt.Unbound {
			_, s.dflt = defaultTemplate(vm)
		}
		s.basic = basicTemplate(vm)
		s.ext = extendedTemplate(vm)
		d.SetStr(vm, "DefaultContext", s.dflt)
		d.SetStr(vm, "BasicContext", s.basic)
		d.SetStr(vm, "ExtendedContext", s.ext)
		// DecimalTuple is a named tuple, as in CPython.
		if col, err := vm.Interp.Import(vm, "collections", nil, rt.None, 0); err == nil {
			if nt, err := vm.GetAttr(col, "namedtuple"); err == nil {
				t, err := vm.Call(nt, []rt.Value{vm.NewStr("DecimalTuple"), vm.NewStr("sign digits exponent")},
					[]rt.Kwarg{{Name: "module", Value: vm.NewStr("decimal")}})
				if err != nil {
					return nil, err
				}
				s.tupleClass = t
				d.SetStr(vm, "DecimalTuple", t)
			}
		}
		// Decimal is registered as a numbers.Number, as in CPython.
		if num, err := vm.Interp.Import(vm, "numbers", nil, rt.None, 0); err == nil {
			if n, err := vm.GetAttr(num, "Number"); err == nil {
				if _, err := vm.CallMethod(n, "register", DecimalType.Self()); err != nil {
					return nil, err
				}
			}
		}
		return m, nil
	})
}
