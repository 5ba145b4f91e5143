# string.Formatter and the _string module: parse(), formatter_parser and formatter_field_name_split iterators, lazy markup errors, argument errors.
import string, _string
f = string.Formatter()
class O:
    a = [10, 20]
    def __format__(self, spec):
        print("format called", spec)
        return "O"
for s in ["a{{b}}c", "{}", "{0!r:>{1}}", "x{a.b[0][k]}y", "{:{}}", "{!s}", "", "}}", "{0[1}"]:
    try: print(repr(s), list(f.parse(s)))
    except ValueError as e: print(repr(s), "ValueError", e)
print(f.format("{0} and {1!r:^9} {x.a[1]}", 1, "two", x=O()))
try: print(f.format("{0} then {", O()))
except ValueError as e: print("ValueError", e)
first, rest = _string.formatter_field_name_split("0.a[1][k]")
print(first, type(rest).__name__, list(rest))
first, rest = _string.formatter_field_name_split("name")
print(repr(first), list(rest))
first, rest = _string.formatter_field_name_split("x.a[")
print(first)
try: print(list(rest))
except ValueError as e: print("ValueError", e)
it = _string.formatter_parser("ab{0}c{")
print(type(it).__name__, next(it))
try: next(it)
except ValueError as e: print("ValueError", e)
print(string.Formatter().vformat("{0:{1}} {k}", (3.14159, ".2f"), {"k": "v"}))
for bad in [1, None]:
    try: _string.formatter_parser(bad)
    except TypeError as e: print("TypeError", e)
for f in (_string.formatter_parser, _string.formatter_field_name_split):
    for a in [(), (1, 2)]:
        try: f(*a)
        except TypeError as e: print(e)
    try: f(s="x")
    except TypeError as e: print(e)
