package interp

import (
	"fmt"
	"strings"

	"github.com/cpjit/cpjit/lang/bytecode"
	rt "github.com/cpjit/cpjit/lang/runtime"
)

// bindArgs stores a call's arguments into a new frame's parameter registers
// with CPython's rules and error messages.
func (in *Interp) bindArgs(fn *rt.Function, regs []rt.Value, args []rt.Value, kw []rt.Kwarg) error {
	code := fn.Code
	nargs := code.ArgCount
	// Fast path: exact positional call.
	if len(kw) == 0 && len(args) == nargs && code.Flags&(bytecode.FlagVarArgs|bytecode.FlagVarKw) == 0 && code.KwOnlyCount == 0 {
		copy(regs, args)
		return nil
	}
	// A positional call that leaves the last parameters to their
	// defaults.
	if len(kw) == 0 && len(args) < nargs && code.Flags&(bytecode.FlagVarArgs|bytecode.FlagVarKw) == 0 && code.KwOnlyCount == 0 {
		if d := nargs - len(fn.Defaults); len(args) >= d {
			copy(regs, args)
			copy(regs[len(args):nargs], fn.Defaults[len(args)-d:])
			return nil
		}
	}
	vm := in.vm
	slot := nargs + code.KwOnlyCount
	varargsSlot, varkwSlot := -1, -1
	if code.Flags&bytecode.FlagVarArgs != 0 {
		varargsSlot = slot
		slot++
	}
	if code.Flags&bytecode.FlagVarKw != 0 {
		varkwSlot = slot
	}
	npos := min(len(args), nargs)
	copy(regs, args[:npos])
	if len(args) > nargs {
		if varargsSlot < 0 {
			return in.tooManyPositional(fn, len(args), kw)
		}
		regs[varargsSlot] = vm.NewTupleCopy(args[nargs:])
	} else if varargsSlot >= 0 {
		regs[varargsSlot] = rt.EmptyTuple
	}
	var kwdict *rt.Dict
	if varkwSlot >= 0 {
		// Sized for every keyword (most go to it when a function has
		// **kwargs): no growth while they go in.
		kwdict = vm.NewDictSized(len(kw))
		regs[varkwSlot] = kwdict.Self()
	}
	var posOnlyAsKw []string
	for _, k := range kw {
		idx := -1
		for i := code.PosOnlyCount; i < nargs+code.KwOnlyCount; i++ {
			if code.VarNames[i] == k.Name {
				idx = i
				break
			}
		}
		if idx < 0 {
			if kwdict == nil {
				for i := 0; i < code.PosOnlyCount; i++ {
					if code.VarNames[i] == k.Name {
						posOnlyAsKw = append(posOnlyAsKw, k.Name)
					}
				}
				if len(posOnlyAsKw) > 0 {
					continue
				}
				return vm.KeywordError(funcName(vm, fn)+"()", k.Name, code.VarNames[code.PosOnlyCount:nargs+code.KwOnlyCount])
			}
			// One hash of the name, and its str made only when it goes in.
			hash := rt.HashString(k.Name)
			if _, ok := kwdict.GetStrHashed(vm, k.Name, hash); ok {
				return vm.TypeError("%s() got multiple values for keyword argument '%s'", funcName(vm, fn), k.Name)
			}
			if err := kwdict.SetHashed(vm, vm.Intern(k.Name), hash, k.Value); err != nil {
				return err
			}
			continue
		}
		if regs[idx] != rt.Unbound {
			return vm.TypeError("%s() got multiple values for argument '%s'", funcName(vm, fn), k.Name)
		}
		regs[idx] = k.Value
	}
	if len(posOnlyAsKw) > 0 {
		return vm.TypeError("%s() got some positional-only arguments passed as keyword arguments: '%s'", funcName(vm, fn), strings.Join(posOnlyAsKw, ", "))
	}
	// Defaults and missing arguments.
	ndef := len(fn.Defaults)
	var missingNames []string
	for i := len(args); i < nargs; i++ {
		if regs[i] != rt.Unbound {
			continue
		}
		if d := i - (nargs - ndef); d >= 0 {
			regs[i] = fn.Defaults[d]
			continue
		}
		missingNames = append(missingNames, code.VarNames[i])
	}
	if len(missingNames) > 0 {
		return vm.TypeError("%s() missing %d required positional argument%s: %s", funcName(vm, fn), len(missingNames), plural(len(missingNames)), joinNames(missingNames))
	}
	missingNames = nil
	var kwHashes []int64
	for i := nargs; i < nargs+code.KwOnlyCount; i++ {
		if regs[i] != rt.Unbound {
			continue
		}
		if fn.KwDefaults != nil {
			if kwHashes == nil {
				kwHashes = in.kwOnlyHashes(code)
			}
			if v, ok := fn.KwDefaults.GetStrHashed(vm, code.VarNames[i], kwHashes[i-nargs]); ok {
				regs[i] = v
				continue
			}
		}
		missingNames = append(missingNames, code.VarNames[i])
	}
	if len(missingNames) > 0 {
		return vm.TypeError("%s() missing %d required keyword-only argument%s: %s", funcName(vm, fn), len(missingNames), plural(len(missingNames)), joinNames(missingNames))
	}
	return nil
}

func (in *Interp) tooManyPositional(fn *rt.Function, given int, kw []rt.Kwarg) error {
	code := fn.Code
	nargs := code.ArgCount
	ndef := len(fn.Defaults)
	var takes string
	if ndef > 0 {
		takes = fmt.Sprintf("from %d to %d positional arguments", nargs-ndef, nargs)
	} else {
		takes = fmt.Sprintf("%d positional argument%s", nargs, plural(nargs))
	}
	kwonlyGiven := 0
	for _, k := range kw {
		for i := nargs; i < nargs+code.KwOnlyCount; i++ {
			if code.VarNames[i] == k.Name {
				kwonlyGiven++
			}
		}
	}
	was := "was"
	if given != 1 {
		was = "were"
	}
	if kwonlyGiven > 0 {
		return in.vm.TypeError("%s() takes %s but %d positional argument%s (and %d keyword-only argument%s) were given",
			funcName(in.vm, fn), takes, given, plural(given), kwonlyGiven, plural(kwonlyGiven))
	}
	return in.vm.TypeError("%s() takes %s but %d %s given", funcName(in.vm, fn), takes, given, was)
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

func joinNames(names []string) string {
	q := make([]string, len(names))
	for i, n := range names {
		q[i] = "'" + n + "'"
	}
	switch len(q) {
	case 1:
		return q[0]
	case 2:
		return q[0] + " and " + q[1]
	}
	return strings.Join(q[:len(q)-1], ", ") + ", and " + q[len(q)-1]
}

// funcName is the name argument errors use: the function's __qualname__.
func funcName(vm *rt.VM, fn *rt.Function) string {
	if s, ok := vm.GoString(fn.Qualname); ok {
		return s
	}
	return fn.Code.Qualname
}

// kwOnlyHashes returns the hashes of code's keyword-only parameter names,
// computed once per code: a call that leaves keyword-only parameters to
// their defaults (asyncio's call_soon(..., context=None), for one) looks
// each up in __kwdefaults__ without hashing the name again.
func (in *Interp) kwOnlyHashes(code *bytecode.Code) []int64 {
	ci := in.info(code)
	if ci.kwOnlyHashes == nil {
		h := make([]int64, code.KwOnlyCount)
		for i := range h {
			h[i] = rt.HashString(code.VarNames[code.ArgCount+i])
		}
		ci.kwOnlyHashes = h
	}
	return ci.kwOnlyHashes
}
