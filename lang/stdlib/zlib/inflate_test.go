package zlib

import (
	"bytes"
	"compress/flate"
	"math/rand"
	"testing"
)

// TestInflateMatchesFlate decodes streams made by compress/flate at every
// level, whole and fed in pieces with output limits, and checks that the
// inflater gives back the input.
func TestInflateMatchesFlate(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	words := [][]byte{[]byte("alpha "), []byte("beta "), []byte("gamma\n"), {0, 1, 2}}
	for n := 0; n < 40; n++ {
		var in []byte
		size := r.Intn(1 << uint(r.Intn(17)))
		for len(in) < size {
			if r.Intn(4) == 0 {
				in = append(in, byte(r.Intn(256)))
			} else {
				in = append(in, words[r.Intn(len(words))]...)
			}
		}
		level := r.Intn(11) - 1
		var buf bytes.Buffer
		w, _ := flate.NewWriter(&buf, level)
		w.Write(in)
		w.Close()
		comp := buf.Bytes()

		f := newInflater(fmtRaw, 15, nil)
		f.in = comp
		out, err := f.run(-1)
		if err != nil || f.stage != stDone || !bytes.Equal(out, in) {
			t.Fatalf("case %d (level %d, %d bytes): whole stream: err %v, equal %v", n, level, len(in), err, bytes.Equal(out, in))
		}

		// pieces of random size, output limited to random amounts
		f = newInflater(fmtRaw, 15, nil)
		var got, pending []byte
		for pos := 0; f.stage != stDone; {
			k := min(r.Intn(7), len(comp)-pos)
			f.in = append(pending, comp[pos:pos+k]...)
			pos += k
			f.pos = 0
			o, err := f.run(1 + r.Intn(300))
			if err != nil && err != errNeedInput {
				t.Fatalf("case %d: piecewise: %v", n, err)
			}
			got = append(got, o...)
			pending = append([]byte(nil), f.in[f.pos:]...)
			if pos == len(comp) && err == errNeedInput {
				t.Fatalf("case %d: stream did not end", n)
			}
		}
		if !bytes.Equal(got, in) {
			t.Fatalf("case %d: piecewise output differs", n)
		}
	}
}
