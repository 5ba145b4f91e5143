package runtime

import (
	"github.com/cpjit/cpjit/lang/internal/strtext"
	"github.com/cpjit/cpjit/lang/internal/wtf8"
)

// strReprValue is repr() of a *Str as a new str value.
func (vm *VM) strReprValue(s *Str) Value {
	q := strtext.ReprQuote(s.S)
	if s.ascii && strtext.IsPlainASCII(s.S, q) {
		return vm.StrNewKnown(wtf8.ASCIIChars[q]+s.S+wtf8.ASCIIChars[q], true, s.Len()+2)
	}
	return vm.NewStr(StrRepr(s.S))
}

// ASCIIRepr is ascii(v): repr(v) with non-ASCII code points escaped.
func (vm *VM) ASCIIRepr(v Value) (string, error) {
	r, err := vm.Repr(v)
	if err != nil {
		return "", err
	}
	if wtf8.IsASCII(r) {
		return r, nil
	}
	return strtext.ASCIIEscape(r), nil
}

// StrRepr returns repr() of a str's text.
func StrRepr(s string) string { return strtext.Repr(s) }
