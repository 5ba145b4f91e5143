package decimal

import (
	"strings"

	"github.com/cockroachdb/apd/v3"
	rt "github.com/cpjit/cpjit/lang/runtime"
)

// Status bits: libmpdec's conditions, so that flags, traps and the
// order in which Context's repr lists them are libmpdec's.
const (
	stClamped            uint32 = 1 << 0
	stConversionSyntax   uint32 = 1 << 1
	stDivisionByZero     uint32 = 1 << 2
	stDivisionImpossible uint32 = 1 << 3
	stDivisionUndefined  uint32 = 1 << 4
	stFpuError           uint32 = 1 << 5
	stInexact            uint32 = 1 << 6
	stInvalidContext     uint32 = 1 << 7
	stInvalidOperation   uint32 = 1 << 8
	stMallocError        uint32 = 1 << 9
	stFloatOperation     uint32 = 1 << 10
	stOverflow           uint32 = 1 << 11
	stRounded            uint32 = 1 << 12
	stSubnormal          uint32 = 1 << 13
	stUnderflow          uint32 = 1 << 14

	// stIEEEInvalid is every condition the InvalidOperation signal covers.
	stIEEEInvalid = stConversionSyntax | stDivisionImpossible | stDivisionUndefined |
		stFpuError | stInvalidContext | stInvalidOperation | stMallocError
	stAll = 1<<15 - 1
)

// statusNames names each status bit as Context's repr shows it.
var statusNames = [15]string{
	"Clamped", "InvalidOperation", "DivisionByZero", "InvalidOperation",
	"InvalidOperation", "InvalidOperation", "Inexact", "InvalidOperation",
	"InvalidOperation", "InvalidOperation", "FloatOperation", "Overflow",
	"Rounded", "Subnormal", "Underflow",
}

func excClass(name string, bases ...*rt.Class) *rt.Class {
	c := rt.NewExcClass(name, bases[0])
	c.SetAttrStatic("__module__", rt.StaticStr("decimal"))
	if len(bases) > 1 {
		c.Bases = bases
		c.MRO = c3(c, bases)
	}
	return c
}

// c3 is the C3 linearisation of a class with the given bases.
func c3(c *rt.Class, bases []*rt.Class) []*rt.Class {
	var seqs [][]*rt.Class
	for _, b := range bases {
		seqs = append(seqs, append([]*rt.Class(nil), b.MRO...))
	}
	seqs = append(seqs, append([]*rt.Class(nil), bases...))
	out := []*rt.Class{c}
	for {
		n := 0
		for _, s := range seqs {
			if len(s) > 0 {
				seqs[n] = s
				n++
			}
		}
		seqs = seqs[:n]
		if n == 0 {
			return out
		}
		var cand *rt.Class
		for _, s := range seqs {
			cand = s[0]
			for _, s2 := range seqs {
				for _, x := range s2[1:] {
					if x == cand {
						cand = nil
						break
					}
				}
				if cand == nil {
					break
				}
			}
			if cand != nil {
				break
			}
		}
		if cand == nil {
			panic("decimal: inconsistent exception hierarchy")
		}
		out = append(out, cand)
		for i, s := range seqs {
			if s[0] == cand {
				seqs[i] = s[1:]
			}
		}
	}
}

// The exception classes.
var (
	DecimalException   = excClass("DecimalException", rt.ArithmeticErrorType)
	Clamped            = excClass("Clamped", DecimalException)
	InvalidOperation   = excClass("InvalidOperation", DecimalException)
	ConversionSyntax   = excClass("ConversionSyntax", InvalidOperation)
	DivisionByZero     = excClass("DivisionByZero", DecimalException, rt.ZeroDivisionErrorType)
	DivisionImpossible = excClass("DivisionImpossible", InvalidOperation)
	DivisionUndefined  = excClass("DivisionUndefined", InvalidOperation, rt.ZeroDivisionErrorType)
	Inexact            = excClass("Inexact", DecimalException)
	InvalidContext     = excClass("InvalidContext", InvalidOperation)
	Rounded            = excClass("Rounded", DecimalException)
	Subnormal          = excClass("Subnormal", DecimalException)
	Overflow           = excClass("Overflow", Inexact, Rounded)
	Underflow          = excClass("Underflow", Inexact, Rounded, Subnormal)
	FloatOperation     = excClass("FloatOperation", DecimalException, rt.TypeErrorType)
)

// signal is one of the nine signals: its class and status bits.
type signal struct {
	name string
	cls  *rt.Class
	bits uint32
}

// signalMap lists the signals in CPython's order.
var signalMap = []signal{
	{"InvalidOperation", InvalidOperation, stIEEEInvalid},
	{"FloatOperation", FloatOperation, stFloatOperation},
	{"DivisionByZero", DivisionByZero, stDivisionByZero},
	{"Overflow", Overflow, stOverflow},
	{"Underflow", Underflow, stUnderflow},
	{"Subnormal", Subnormal, stSubnormal},
	{"Inexact", Inexact, stInexact},
	{"Rounded", Rounded, stRounded},
	{"Clamped", Clamped, stClamped},
}

// condMap lists the conditions that raise a subclass of InvalidOperation.
var condMap = []signal{
	{"InvalidOperation", InvalidOperation, stInvalidOperation},
	{"ConversionSyntax", ConversionSyntax, stConversionSyntax},
	{"DivisionImpossible", DivisionImpossible, stDivisionImpossible},
	{"DivisionUndefined", DivisionUndefined, stDivisionUndefined},
	{"InvalidContext", InvalidContext, stInvalidContext},
}

const invalidSignalsErr = "valid values for signals are:\n" +
	"  [InvalidOperation, FloatOperation, DivisionByZero,\n" +
	"   Overflow, Underflow, Subnormal, Inexact, Rounded,\n" +
	"   Clamped]"

// signalBits returns the status bits of a signal class.
func signalBits(vm *rt.VM, v rt.Value) (uint32, error) {
	for _, s := range signalMap {
		if v == s.cls.Self() {
			return s.bits, nil
		}
	}
	return 0, vm.NewExceptionObj(rt.KeyErrorType, []rt.Value{vm.NewStr(invalidSignalsErr)})
}

// statusString renders flags as Context's repr lists them.
func statusString(flags uint32) string {
	var sb strings.Builder
	sb.WriteByte('[')
	seen := map[string]bool{}
	for i := 0; i < 15; i++ {
		if flags&(1<<i) == 0 || seen[statusNames[i]] {
			continue
		}
		seen[statusNames[i]] = true
		if sb.Len() > 1 {
			sb.WriteString(", ")
		}
		sb.WriteString(statusNames[i])
	}
	sb.WriteByte(']')
	return sb.String()
}

// trapError is the exception a trapped status raises: the first signal
// class that matches, with the list of every matching class.
func trapError(vm *rt.VM, status uint32) error {
	var ex *rt.Class
	for _, s := range signalMap {
		if status&s.bits != 0 {
			ex = s.cls
			break
		}
	}
	var list []rt.Value
	for _, s := range condMap {
		if status&s.bits != 0 {
			list = append(list, s.cls.Self())
		}
	}
	for _, s := range signalMap[1:] {
		if status&s.bits != 0 {
			list = append(list, s.cls.Self())
		}
	}
	return vm.NewExceptionObj(ex, []rt.Value{vm.NewList(list)})
}

// apdStatus converts apd's conditions to libmpdec status bits.
func apdStatus(c apd.Condition) uint32 {
	if c == 0 {
		return 0
	}
	var s uint32
	if c&apd.Clamped != 0 {
		s |= stClamped
	}
	if c&apd.DivisionByZero != 0 {
		s |= stDivisionByZero
	}
	if c&apd.DivisionImpossible != 0 {
		s |= stDivisionImpossible
	}
	if c&apd.DivisionUndefined != 0 {
		s |= stDivisionUndefined
	}
	if c&apd.InvalidOperation != 0 {
		s |= stInvalidOperation
	}
	if c&(apd.Inexact) != 0 {
		s |= stInexact
	}
	if c&(apd.Rounded) != 0 {
		s |= stRounded
	}
	if c&(apd.Subnormal) != 0 {
		s |= stSubnormal
	}
	if c&(apd.Underflow|apd.SystemUnderflow) != 0 {
		s |= stUnderflow | stInexact | stRounded | stSubnormal
	}
	if c&(apd.Overflow|apd.SystemOverflow) != 0 {
		s |= stOverflow | stInexact | stRounded
	}
	return s
}
