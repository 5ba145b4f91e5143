package unicodetab

import "testing"

// TestCaseStrings compares the whole-string case mappings with CPython
// 3.13's results (generated once with it; special casing, final sigma,
// titlecase digraphs, ligatures, dotted capital I).
func TestCaseStrings(t *testing.T) {
	cases := []struct{ in, upper, lower, fold, swap, capitalize, title string }{
		{"straße", "STRASSE", "straße", "strasse", "STRASSE", "Straße", "Straße"},
		{"ΟΔΟΣ ΟΔΟΣ.", "ΟΔΟΣ ΟΔΟΣ.", "οδος οδος.", "οδοσ οδοσ.", "οδος οδος.", "Οδος οδος.", "Οδος Οδος."},
		{"ǆemal ǈ", "ǄEMAL Ǉ", "ǆemal ǉ", "ǆemal ǉ", "ǄEMAL ǈ", "ǅemal ǉ", "ǅemal ǈ"},
		{"ﬁre ŉ", "FIRE ʼN", "ﬁre ŉ", "fire ʼn", "FIRE ʼN", "Fire ŉ", "Fire ʼN"},
		{"hello WORLD ǅ", "HELLO WORLD Ǆ", "hello world ǆ", "hello world ǆ", "HELLO world ǅ", "Hello world ǆ", "Hello World ǅ"},
		{"İstanbul", "İSTANBUL", "i̇stanbul", "i̇stanbul", "i̇STANBUL", "İstanbul", "İstanbul"},
		{"Σ", "Σ", "σ", "σ", "σ", "Σ", "Σ"},
		{"aΣ b", "AΣ B", "aς b", "aσ b", "Aς B", "Aς b", "Aς B"},
		{"ΣΑΣ", "ΣΑΣ", "σας", "σασ", "σας", "Σας", "Σας"},
	}
	for _, c := range cases {
		check := func(what, got, want string) {
			if got != want {
				t.Errorf("%q.%s() = %q, want %q", c.in, what, got, want)
			}
		}
		check("upper", UpperString(c.in), c.upper)
		check("lower", LowerString(c.in, nil), c.lower)
		check("lower (runes given)", LowerString(c.in, []rune(c.in)), c.lower)
		check("casefold", FoldString(c.in), c.fold)
		check("swapcase", SwapCaseString(c.in, nil), c.swap)
		check("capitalize", CapitalizeString(c.in, nil), c.capitalize)
		check("title", TitleString(c.in, nil), c.title)
	}
}
