package cpjitmod

import rt "github.com/cpjit/cpjit/lang/runtime"

// datetime_iso_fields(s): the seven fields of an ISO datetime string in
// the form datetime.isoformat() writes, "YYYY-MM-DD?HH:MM:SS" or
// "YYYY-MM-DD?HH:MM:SS.ffffff" (? any one character, digits ASCII), as a
// tuple of ints; None for any other string, which datetime.fromisoformat
// then reads with its general parser. The fields are not range-checked:
// the datetime constructor does that.
func modDatetimeISOFields(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if len(args) != 1 || len(kw) != 0 {
		return rt.Unbound, vm.TypeError("datetime_iso_fields() takes exactly one argument (%d given)", len(args)+len(kw))
	}
	s, ok := vm.StrOf(args[0])
	if !ok {
		return rt.None, nil
	}
	var f [7]int64
	if !isoFields(s, &f) {
		return rt.None, nil
	}
	var items [7]rt.Value
	for i, v := range f {
		items[i] = vm.NewInt(v)
	}
	return vm.NewTuple(items[:]), nil
}

// isoFields parses s's fields into f, reporting whether s has the form.
// The separator at byte 10 must be one ASCII character, so that byte
// offsets are character offsets.
func isoFields(s string, f *[7]int64) bool {
	n := len(s)
	if n != 19 && n != 26 {
		return false
	}
	if s[4] != '-' || s[7] != '-' || s[10] >= 0x80 || s[13] != ':' || s[16] != ':' || (n == 26 && s[19] != '.') {
		return false
	}
	num := func(from, to int) (int64, bool) {
		var v int64
		for i := from; i < to; i++ {
			c := s[i]
			if c < '0' || c > '9' {
				return 0, false
			}
			v = v*10 + int64(c-'0')
		}
		return v, true
	}
	spans := [7][2]int{{0, 4}, {5, 7}, {8, 10}, {11, 13}, {14, 16}, {17, 19}, {20, 26}}
	for i, sp := range spans {
		if i == 6 && n == 19 {
			f[6] = 0
			break
		}
		v, ok := num(sp[0], sp[1])
		if !ok {
			return false
		}
		f[i] = v
	}
	return true
}
