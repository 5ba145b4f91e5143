# str.format markup: escapes, automatic and manual numbering, accessors, conversions, nested specs, and every malformed-markup error.
class O:
    a = [10, 20]
    def __getitem__(self, k): return ("item", k)
    def __format__(self, spec): return "O<" + spec + ">"
o = O()
cases = [("{}{}", (1, 2), {}), ("{0}{1}{0}", ("a", "b"), {}), ("{x}-{y!r:>6}", (), {"x": 1, "y": "s"}),
         ("{{}} {{{0}}}", (5,), {}), ("{0.a[1]}", (o,), {}), ("{0[key]} {0[12]} {0[١٢]}", (o,), {}),
         ("{0:{1}{2}}", (3.14159, ">", 10), {}), ("{0!s:^{1}}", ("ab", 7), {}), ("{0!a}", ("é",), {}),
         ("{:{}}", (o, "zz"), {}), ("{0:}", (o,), {}), ("}", (), {}), ("{", (), {}), ("x}y", (), {}),
         ("{0", (1,), {}), ("{0!", (1,), {}), ("{0!r", (1,), {}), ("{0!rx}", (1,), {}), ("{0!z}", (1,), {}),
         ("{0:{", (1,), {}), ("{a{b}", (), {}), ("{}{1}", (1, 2), {}), ("{1}{}", (1, 2), {}), ("{5}", (1,), {}),
         ("{0.}", (o,), {}), ("{0[]}", (o,), {}), ("{0[1}", (o,), {}), ("{0[1]x}", (o,), {}), ("{0.b[}", (o,), {}),
         ("{nokey}", (), {}), ("{99999999999999999999999}", (), {}), ("{0:{1:{2}}}", (1, 2, 3), {}),
         ("{0:{1:{2:{3}}}}", (1, 2, 3, 4), {}), ("héllo {0:é^7}", ("x",), {}), ("{!r}", (None,), {})]
for f, a, k in cases:
    try: print(repr(f), repr(f.format(*a, **k)))
    except Exception as e: print(repr(f), type(e).__name__, e)
print("{a}{b[0]}".format_map({"a": 1, "b": [9]}))
try: "{0}".format_map({})
except Exception as e: print(type(e).__name__, e)
