package syntax

import (
	"errors"
	"testing"
)

var fuzzSeeds = []string{
	"x = 1\n",
	"def f(a, b=1, *c, d, e=2, **g) -> int:\n    return a + b\n",
	"class C(B, metaclass=M):\n    x: int = 1\n    def m(self): pass\n",
	"if a:\n    pass\nelif b:\n    pass\nelse:\n    pass\n",
	"for x, *y in z:\n    break\nelse:\n    continue\n",
	"while x:\n    x -= 1\n",
	"try:\n    a\nexcept (E, F) as e:\n    b\nelse:\n    c\nfinally:\n    d\n",
	"with a as b, (c) as d:\n    pass\n",
	"with (a as b, c as d,):\n    pass\n",
	"@dec\n@dec2(1)\ndef f(): pass\n",
	"lambda x, /, y=1, *, z: x if y else z\n",
	"[x for x in y if x for z in w]\n{k: v for k, v in d}\n{x for x in y}\n(x for x in y)\n",
	"f(*a, **k, b=1)\nf(x for x in y)\n",
	"a[1:2, ::3, *b]\n",
	"x = y = *z, w\n",
	"del a, b[0], c.d\n",
	"import a.b as c\nfrom ..x import (y as z, w,)\nfrom . import *\n",
	"global a\nnonlocal b\n",
	"raise E from F\nassert x, 'm'\n",
	"f'{x!r:>{w}.{p}} {y=} {{}} {z:{a}}'\n",
	"f'''\n{x\n}\n'''\n",
	"rb'\\x00' b'a' Rb'b'\n",
	"'\\N{BULLET} \\u00e9 \\U0001F600 \\x41 \\101'\n",
	"0x_ff + 0o17 + 0b1 + 1_000.5e-3j + .5 + 5.\n",
	"x = (1 +\n     2)\n",
	"if x:\n\tif y:\n\t\tpass\n",
	"x = 1 \\\n  + 2\n",
	"-2**2 == -4 and not a in b or c is not d\n",
	"(x := 1) and [y := 2]\n",
	"print(*a, sep='')\n",
	"x = 1 if y else lambda: 2\n",
	"def f(a, a): pass\n",
	"x = (\n",
	"f(a b)\n",
	"x = 'abc\n",
	"if x:\npass\n",
	"f'{x'\n",
	"x = 0777\n",
	"(a, b) += 1\n",
	"\ufeffx = 1\n",
	"x = 1\r\ny = 2\r",
	"é = 'ü'\n",
	"x = €\n",
	"match x:\n    case 1: pass\n",
	"match x, *y:\n    case [a, *b] | (a, b) if a: pass\n    case {1: c, **d}: pass\n    case C(1, k=e) as f: pass\n",
	"match x:\n    case -1+2j | 'a' b'b' | None | a.b: pass\n    case _: pass\n",
	"match x:\n    case C(a=1, b\n",
	"async def f(): await x\n",
	"f'{f'{f'{x}'}'}'\n",
	"f'{x:{y:{z}}}'\n",
	"a = [\n  1,\n  2\n",
}

// FuzzParse checks that the parser never panics: any input gives a module
// or an *Error.
func FuzzParse(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		m, err := Parse("fuzz.py", src)
		if err != nil {
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("error %T is not *Error: %v", err, err)
			}
			if m != nil {
				t.Fatalf("module and error both returned")
			}
			if e.Line < 0 || e.Col < 0 {
				t.Fatalf("bad position %d:%d in %v", e.Line, e.Col, e)
			}
			return
		}
		if m == nil {
			t.Fatalf("nil module without error")
		}
		_ = Dump(m)
		_, _ = ParseExpr("fuzz.py", src)
	})
}
