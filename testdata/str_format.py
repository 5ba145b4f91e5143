# format(), str.format, format_map, f-strings and %-formatting.

def t(f):
    try:
        r = f()
    except Exception as e:
        print(type(e).__name__ + ":", e)
    else:
        print(repr(r))

# format() of str
for spec in ["", "10", "<10", ">10", "^10", "*^9", "0>5", "05", ".2", "10.3", "λ^7", "s", ">2"]:
    t(lambda: format("abc", spec))
for spec in ["d", "=10", "+", " ", "#", "z", ",", "_", "10,", "x<", "abc", ".", "5 ", "\x00", "ä"]:
    t(lambda: format("abc", spec))
t(lambda: format("abc", 1))
t(lambda: format(1, "abc"))
t(lambda: format(1.5, "10.2fx"))
t(lambda: format(object(), "x"))
t(lambda: format(None))
t(lambda: format([1, 2], "")) 
t(lambda: format(1, "99999999999999999999"))
t(lambda: format(1, ".99999999999999999999"))
t(lambda: format(1, ",_"))
t(lambda: format(1, "__"))
t(lambda: format(1, ",,"))

class F:
    def __format__(self, spec):
        return "F[" + spec + "]"

class Bad:
    def __format__(self, spec):
        return 42

t(lambda: format(F(), "xyz"))
t(lambda: format(Bad(), ""))
t(lambda: "{:abc}".format(F()))
t(lambda: f"{F():q}")

# str.format
t(lambda: "{} {}".format(1, 2))
t(lambda: "{1} {0} {1}".format("a", "b"))
t(lambda: "{x} {y}".format(x=1, y="z"))
t(lambda: "{0[0]} {0[1]}".format(["p", "q"]))
t(lambda: "{d[key]} {d[1]}".format(d={"key": "v", 1: "one"}))
t(lambda: "{0.real} {0.imag}".format(3 + 4j))
t(lambda: "{!r} {!s} {!a}".format("é", "é", "é"))
t(lambda: "{:>{w}}|".format("ab", w=6))
t(lambda: "{:{fill}{align}{width}}|".format("ab", fill="*", align="^", width=8))
t(lambda: "{0:{1}}|".format(3.14159, ".3f"))
t(lambda: "{{}} {{{0}}}".format(5))
t(lambda: "{:,}".format(1234567))
t(lambda: "{:08.3f}".format(-3.14159))
t(lambda: "{:x} {:#o} {:b}".format(255, 8, 5))
t(lambda: "{:%}".format(0.25))
t(lambda: "{:e}".format(12345.678))
t(lambda: "{0}".format())
t(lambda: "{a}".format())
t(lambda: "{".format())
t(lambda: "}".format())
t(lambda: "{}{0}".format(1))
t(lambda: "{0}{}".format(1))
t(lambda: "{!x}".format(1))
t(lambda: "{0.}".format(1))
t(lambda: "{0[}".format(1))
t(lambda: "{0[]}".format([1]))
t(lambda: "{:{:{}}}".format(1, 2, 3))
t(lambda: "{0.nope}".format(1))
t(lambda: "{0[5]}".format([1]))
t(lambda: "{0[a]}".format([1]))
t(lambda: "{!}".format(1))
t(lambda: "{0!r".format(1))
t(lambda: "{0!rx}".format(1))
t(lambda: "{0[0]x}".format([1]))
t(lambda: "{:d}".format("a"))
t(lambda: "{a{b}".format(a=1))
t(lambda: "{٣}".format(0, 1, 2, "three"))
t(lambda: "{}".format_map({}))
t(lambda: "{x}-{y}".format_map({"x": 1, "y": 2}))
t(lambda: "{x}".format_map({}))

class Default(dict):
    def __missing__(self, key):
        return "<" + key + ">"

t(lambda: "{a} {b}".format_map(Default(a=1)))

# f-strings
x, y = 42, "λ"
t(lambda: f"{x} {y!r} {x:>6} {x:#x} {y:*^5}")
t(lambda: f"{x=} {y=!s}")
t(lambda: f"{3.14159:.2f}|{-0.0:z.1f}|{1e100:g}")
w = 7
t(lambda: f"{'ab':>{w}}|")
t(lambda: f"{x:{w}d}|")
t(lambda: f"{[1, 2]!a}")

# % formatting
t(lambda: "%s and %r" % ("a", "b"))
t(lambda: "%d items" % 3)
t(lambda: "%5d|%-5d|%05d" % (42, 42, 42))
t(lambda: "%+d % d %+d" % (5, 5, -5))
t(lambda: "%.3f %10.2f %-10.1f|" % (3.14159, 2.5, 1.25))
t(lambda: "%e %E %g %G" % (12345.678, 0.000123, 1e-10, 1e20))
t(lambda: "%x %X %o %#x %#X %#o" % (255, 255, 8, 255, 255, 8))
t(lambda: "%c%c%c" % (72, "i", 0x1F600))
t(lambda: "%%d %d%%" % 5)
t(lambda: "%(name)s is %(age)d" % {"name": "Bob", "age": 30})
t(lambda: "%*d|%-*d|" % (5, 1, 5, 2))
t(lambda: "%.*f" % (2, 3.14159))
t(lambda: "%s" % [1, 2])
t(lambda: "%s" % ((1, 2),))
t(lambda: "%s %s" % [1, 2])
t(lambda: "%d" % 2**70)
t(lambda: "%x" % -2**70)
t(lambda: "%f" % 2**70)
t(lambda: "%.10d" % -5)
t(lambda: "%#5x|%#05x|%-#5x|" % (10, 10, 10))
t(lambda: "%10.3s|" % "abcdef")
t(lambda: "%a %r" % ("é", "é"))
t(lambda: "%d" % True)
t(lambda: "%d" % 3.99)
t(lambda: "%i %u" % (-3, 7))
t(lambda: "%d" % "x")
t(lambda: "%x" % 1.5)
t(lambda: "%f" % "x")
t(lambda: "%s %s" % (1,))
t(lambda: "%s" % (1, 2))
t(lambda: "abc" % 5)
t(lambda: "abc" % ())
t(lambda: "abc" % {"a": 1})
t(lambda: "%(a)s" % 1)
t(lambda: "%(a" % {"a": 1})
t(lambda: "%(a)" % {"a": 1})
t(lambda: "%z" % 1)
t(lambda: "%" % 1)
t(lambda: "%c" % "ab")
t(lambda: "%c" % 0x110000)
t(lambda: "%c" % -1)
t(lambda: "%*d" % ("a", 1))
t(lambda: "%5%" % ())
t(lambda: "%(k)s" % {})
t(lambda: "é%é" % 1)
t(lambda: "%F %f" % (float("inf"), float("nan")))
t(lambda: "%.0f %.0f %.1f" % (0.5, 1.5, 0.05))
t(lambda: "%#g %#.0f %#x" % (1.0, 2.0, 0))
t(lambda: "%s" % None)

class Idx:
    def __index__(self):
        return 11

class Num:
    def __int__(self):
        return 9

class Flt:
    def __float__(self):
        return 2.5

t(lambda: "%x %d" % (Idx(), Idx()))
t(lambda: "%d" % Num())
t(lambda: "%x" % Num())
t(lambda: "%d" % Flt())
t(lambda: "%f" % Flt())
t(lambda: "%c" % Idx())
