package suggest

import "testing"

func TestBest(t *testing.T) {
	cases := []struct {
		cands        []string
		wrong        string
		best, keywrd string
	}{
		{[]string{"key", "value"}, "valeu", "value", "value"},
		{[]string{"key", "value"}, "kye", "", ""},
		{[]string{"a", "b", "c"}, "cc", "", "c"},
		{[]string{"Value"}, "value", "Value", "Value"},
		{[]string{"x"}, "x", "", ""},
		{[]string{"reverse", "key"}, "revrse", "reverse", "reverse"},
	}
	for _, c := range cases {
		if got := Best(c.cands, c.wrong); got != c.best {
			t.Errorf("Best(%q, %q) = %q, want %q", c.cands, c.wrong, got, c.best)
		}
		if got := BestKeyword(c.cands, c.wrong); got != c.keywrd {
			t.Errorf("BestKeyword(%q, %q) = %q, want %q", c.cands, c.wrong, got, c.keywrd)
		}
	}
}
