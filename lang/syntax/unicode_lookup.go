package syntax

import (
	"strconv"
	"strings"
	"sync"
)

// \N{NAME} escapes know a subset of the Unicode names (see
// testdata/gen_unicode_names.py): Latin, Greek, Cyrillic, punctuation,
// symbols, arrows, math, box drawing, dingbats, common emoji, plus the
// algorithmic "CJK UNIFIED IDEOGRAPH-XXXX" names. Lookup ignores case.

var (
	unicodeNamesOnce sync.Once
	unicodeNames     map[string]rune
)

func lookupUnicodeName(name string) (rune, bool) {
	name = strings.ToUpper(name)
	if hex, ok := strings.CutPrefix(name, "CJK UNIFIED IDEOGRAPH-"); ok && (len(hex) == 4 || len(hex) == 5) {
		v, err := strconv.ParseUint(hex, 16, 32)
		if err == nil && isCJKUnified(rune(v)) {
			return rune(v), true
		}
		return 0, false
	}
	unicodeNamesOnce.Do(func() {
		unicodeNames = make(map[string]rune, 6000)
		data := unicodeNameData
		for len(data) > 0 {
			line, rest, _ := strings.Cut(data, "\n")
			data = rest
			n, h, _ := strings.Cut(line, ";")
			v, _ := strconv.ParseUint(h, 16, 32)
			unicodeNames[n] = rune(v)
		}
	})
	r, ok := unicodeNames[name]
	return r, ok
}

func isCJKUnified(r rune) bool {
	return r >= 0x3400 && r <= 0x4DBF || r >= 0x4E00 && r <= 0x9FFF ||
		r >= 0x20000 && r <= 0x2A6DF || r >= 0x2A700 && r <= 0x2EBE0 ||
		r >= 0x30000 && r <= 0x3134A
}
