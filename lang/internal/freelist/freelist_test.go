package freelist

import "testing"

// A list gives back what was put on it, last first, and keeps after Trim
// only as many blocks as were taken since the previous Trim.
func TestListTakeTrim(t *testing.T) {
	var l List[int]
	if l.Take() != nil {
		t.Fatal("Take from an empty list")
	}
	if p := l.New(); p == nil || *p != 0 {
		t.Fatal("New from an empty list is a zero block")
	}
	a, b, c := new(int), new(int), new(int)
	l.Put(a)
	l.Put(b)
	if l.Take() != b || l.Len() != 1 {
		t.Fatal("Take returns the last block put")
	}
	l.Put(b)
	l.Put(c)
	l.Trim() // one taken since the list began
	if l.Len() != 1 || l.Take() != a {
		t.Fatalf("Trim kept %d blocks, want the first one", l.Len())
	}
	l.Put(a)
	l.Trim()
	l.Trim()
	if l.Len() != 0 {
		t.Fatalf("a list nobody takes from keeps %d blocks", l.Len())
	}
}
