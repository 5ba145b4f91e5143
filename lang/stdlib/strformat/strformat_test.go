package strformat

import (
	"fmt"
	"testing"

	rt "github.com/cpjit/cpjit/lang/runtime"
	"github.com/stretchr/testify/require"
)

// Expected values in this file were produced by CPython 3.13.

// errText is "Type: message" for an exception error.
func errText(vm *rt.VM, err error) string {
	e := rt.AsException(err)
	if e == nil {
		return err.Error()
	}
	msg, err2 := vm.Str(e.Self())
	if err2 != nil {
		msg = "?"
	}
	return vm.ClassOf(e.Self()).Name + ": " + msg
}

func TestStrPercent(t *testing.T) {
	vm := rt.NewVM()
	tup := func(vs ...rt.Value) rt.Value { return vm.NewTuple(vs) }
	str := vm.NewStr
	cases := []struct {
		format string
		args   rt.Value
		want   string
	}{
		{"%s-%s", tup(rt.SmallInt(1), str("a")), "1-a"},
		{"%r", str("x"), "'x'"},
		{"%5s|%-5s|", tup(str("ab"), str("cd")), "   ab|cd   |"},
		{"%.2s", str("abcdef"), "ab"},
		{"%d", rt.FloatValue(3.7), "3"},
		{"%05d", rt.SmallInt(-42), "-0042"},
		{"%-05d|", rt.SmallInt(42), "42   |"},
		{"%.3d", rt.SmallInt(7), "007"},
		{"%10.4d|", rt.SmallInt(-7), "     -0007|"},
		{"%+d % d", tup(rt.SmallInt(5), rt.SmallInt(5)), "+5  5"},
		{"%x %X %o", tup(rt.SmallInt(255), rt.SmallInt(255), rt.SmallInt(8)), "ff FF 10"},
		{"%#x %#X %#o", tup(rt.SmallInt(255), rt.SmallInt(255), rt.SmallInt(8)), "0xff 0XFF 0o10"},
		{"%#5x|%#05x|", tup(rt.SmallInt(10), rt.SmallInt(10)), "  0xa|0x00a|"},
		{"%x", rt.SmallInt(-255), "-ff"},
		{"%c%c", tup(rt.SmallInt(65), str("é")), "Aé"},
		{"%5c|", str("x"), "    x|"},
		{"%*d|%-*d|", tup(rt.SmallInt(5), rt.SmallInt(3), rt.SmallInt(5), rt.SmallInt(3)), "    3|3    |"},
		{"%*d|", tup(rt.SmallInt(-5), rt.SmallInt(3)), "3    |"},
		{"%%", rt.EmptyTuple, "%"},
		{"%-+5d|", rt.SmallInt(3), "+3   |"},
		{"%+5s|", str("a"), "    a|"},
		{"%a", str("é"), "'\\xe9'"},
		{"%s", rt.None, "None"},
		{"abc", rt.EmptyTuple, "abc"},
		{"%ld %hd", tup(rt.SmallInt(1), rt.SmallInt(2)), "1 2"},
		{"é%sü", str("ß"), "éßü"},
	}
	for _, c := range cases {
		r, err := percent(vm, c.format, c.args, false)
		if err != nil {
			t.Fatalf("%q: %s", c.format, errText(vm, err))
		}
		require.Equal(t, c.want, r, c.format)
	}
	d := vm.NewDictObj()
	d.SetStr(vm, "a", rt.SmallInt(1))
	d.SetStr(vm, "b", str("x"))
	r, err := percent(vm, "%(a)s %(b)r %(a)03d", d.Self(), false)
	require.NoError(t, err)
	require.Equal(t, "1 'x' 001", r)

	errs := []struct {
		format string
		args   rt.Value
		want   string
	}{
		{"%d", str("x"), "TypeError: %d format: a real number is required, not str"},
		{"%x", rt.FloatValue(1.5), "TypeError: %x format: an integer is required, not float"},
		{"%s %s", tup(rt.SmallInt(1)), "TypeError: not enough arguments for format string"},
		{"%s", tup(rt.SmallInt(1), rt.SmallInt(2)), "TypeError: not all arguments converted during string formatting"},
		{"abc", rt.SmallInt(5), "TypeError: not all arguments converted during string formatting"},
		{"%(a)s", rt.SmallInt(1), "TypeError: format requires a mapping"},
		{"%z", rt.SmallInt(1), "ValueError: unsupported format character 'z' (0x7a) at index 1"},
		{"é%é", rt.SmallInt(1), "ValueError: unsupported format character '?' (0xe9) at index 2"},
		{"%", rt.SmallInt(1), "ValueError: incomplete format"},
		{"%(a", d.Self(), "ValueError: incomplete format key"},
		{"%(a)", d.Self(), "ValueError: incomplete format"},
		{"%c", str("ab"), "TypeError: %c requires int or char"},
		{"%c", rt.SmallInt(0x110000), "OverflowError: %c arg not in range(0x110000)"},
		{"%*d", tup(str("a"), rt.SmallInt(1)), "TypeError: * wants int"},
		{"%5%", rt.EmptyTuple, "TypeError: not enough arguments for format string"},
		{"%(c)s", d.Self(), "KeyError: 'c'"},
	}
	for _, c := range errs {
		_, err := percent(vm, c.format, c.args, false)
		require.Error(t, err, c.format)
		require.Equal(t, c.want, errText(vm, err), c.format)
	}
	b, err := percent(vm, "%s|%5d|%c|%r", tup(vm.NewBytes([]byte("x\xff")), rt.SmallInt(3), rt.SmallInt(65), vm.NewBytes([]byte("q"))), true)
	require.NoError(t, err)
	require.Equal(t, "x\xff|    3|A|b'q'", b)
	_, err = percent(vm, "%s", str("x"), true)
	require.Equal(t, "TypeError: %b requires a bytes-like object, or an object that implements __bytes__, not 'str'", errText(vm, err))
}

func TestStrFormatMethod(t *testing.T) {
	vm := rt.NewVM()
	str := vm.NewStr
	l := vm.NewList([]rt.Value{rt.SmallInt(10), str("y")})
	cases := []struct {
		format string
		args   []rt.Value
		kw     []rt.Kwarg
		want   string
	}{
		{"{} {}", []rt.Value{rt.SmallInt(1), str("a")}, nil, "1 a"},
		{"{1}{0}{1}", []rt.Value{str("a"), str("b")}, nil, "bab"},
		{"{x}-{y!r}", nil, []rt.Kwarg{{Name: "x", Value: rt.SmallInt(1)}, {Name: "y", Value: str("q")}}, "1-'q'"},
		{"{0[1]}{0[0]}", []rt.Value{l}, nil, "y10"},
		{"{:>{}}|", []rt.Value{str("ab"), rt.SmallInt(5)}, nil, "   ab|"},
		{"{0:{1}{2}}|", []rt.Value{str("ab"), str("^"), rt.SmallInt(6)}, nil, "  ab  |"},
		{"{{}} {{{}}}", []rt.Value{rt.SmallInt(7)}, nil, "{} {7}"},
		{"{!a}", []rt.Value{str("é")}, nil, "'\\xe9'"},
		{"{0!s:*<4}", []rt.Value{rt.SmallInt(1)}, nil, "1***"},
		{"no fields", nil, nil, "no fields"},
		{"{٠}", []rt.Value{str("arabic zero")}, nil, "arabic zero"},
	}
	for _, c := range cases {
		r, err := Format(vm, c.format, c.args, c.kw)
		if err != nil {
			t.Fatalf("%q: %s", c.format, errText(vm, err))
		}
		require.Equal(t, c.want, r, c.format)
	}
	errs := []struct {
		format string
		args   []rt.Value
		want   string
	}{
		{"{", nil, "ValueError: Single '{' encountered in format string"},
		{"}", nil, "ValueError: Single '}' encountered in format string"},
		{"{0}", nil, "IndexError: Replacement index 0 out of range for positional args tuple"},
		{"{a}", nil, "KeyError: 'a'"},
		{"{}{0}", []rt.Value{rt.SmallInt(1)}, "ValueError: cannot switch from automatic field numbering to manual field specification"},
		{"{0}{}", []rt.Value{rt.SmallInt(1)}, "ValueError: cannot switch from manual field specification to automatic field numbering"},
		{"{!x}", []rt.Value{rt.SmallInt(1)}, "ValueError: Unknown conversion specifier x"},
		{"{0.}", []rt.Value{rt.SmallInt(1)}, "ValueError: Empty attribute in format string"},
		{"{0[}", []rt.Value{rt.SmallInt(1)}, "ValueError: expected '}' before end of string"},
		{"{:{:{}}}", []rt.Value{rt.SmallInt(1), rt.SmallInt(2), rt.SmallInt(3)}, "ValueError: Max string recursion exceeded"},
		{"{!}", []rt.Value{rt.SmallInt(1)}, "ValueError: unmatched '{' in format spec"},
		{"{0!r", []rt.Value{rt.SmallInt(1)}, "ValueError: unmatched '{' in format spec"},
		{"{0!rx}", []rt.Value{rt.SmallInt(1)}, "ValueError: expected ':' after conversion specifier"},
		{"{:x}", []rt.Value{str("a")}, "ValueError: Unknown format code 'x' for object of type 'str'"},
		{"{0[0]x}", []rt.Value{l}, "ValueError: Only '.' or '[' may follow ']' in format field specifier"},
		{"{0[5]}", []rt.Value{l}, "IndexError: list index out of range"},
	}
	for _, c := range errs {
		_, err := Format(vm, c.format, c.args, nil)
		require.Error(t, err, c.format)
		require.Equal(t, c.want, errText(vm, err), c.format)
	}
}

// str.format(**kw) finds its named fields among the keyword arguments
// without building a dict of them: with a few dozen keywords it allocates
// only the result.
func TestStrFormatKwargsNoDict(t *testing.T) {
	vm := rt.NewVM()
	kw := make([]rt.Kwarg, 20)
	for i := range kw {
		kw[i] = rt.Kwarg{Name: fmt.Sprintf("name%d", i), Value: vm.NewStr(fmt.Sprintf("v%d", i))}
	}
	args := []rt.Value{vm.NewStr("{name3}:{name19} {name0}")}
	r, err := formatMethod(vm, args, kw)
	require.NoError(t, err)
	s, _ := vm.GoString(r)
	require.Equal(t, "v3:v19 v0", s)
	allocs := testing.AllocsPerRun(100, func() {
		if _, err := formatMethod(vm, args, kw); err != nil {
			t.Fatal(err)
		}
		vm.Heap().DropPins()
	})
	require.Less(t, allocs, 12.0)
	_, err = formatMethod(vm, []rt.Value{vm.NewStr("{nope}")}, kw)
	require.True(t, rt.ExceptionMatches(err, rt.KeyErrorType))
}

func BenchmarkStrFormatKwargs(b *testing.B) {
	vm := rt.NewVM()
	kw := make([]rt.Kwarg, 20)
	for i := range kw {
		kw[i] = rt.Kwarg{Name: fmt.Sprintf("name%d", i), Value: vm.NewStr(fmt.Sprintf("v%d", i))}
	}
	args := []rt.Value{vm.NewStr("{name3}:{name19} {name0}")}
	for b.Loop() {
		if _, err := formatMethod(vm, args, kw); err != nil {
			b.Fatal(err)
		}
		vm.Heap().DropPins()
	}
}
