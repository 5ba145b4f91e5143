# printf-style formatting: flags, widths, precisions, star arguments, mapping keys, bytes, and the errors of malformed specifiers.
vals = [0, 7, -42, 255, 10**20, -3.14159, 2.5e-7, 1e300, float('inf'), "héllo", "x", True]
fmts = ["%d", "%5d", "%-5d|", "%05d", "%+d", "% d", "%x", "%#x", "%#X", "%#o", "%.3d", "%08.3f", "%+.2e", "%10.4g", "%-10s|", "%.2s", "%5.1s|", "%r", "%a", "%c", "%#08x", "%+#o", "% 010d", "%ld", "%*d", "%-*d|", "%.*f", "%*.*f"]
for f in fmts:
    for v in vals:
        args = (v,)
        if f.count('*') == 1: args = (7, v)
        if f.count('*') == 2: args = (9, 2, v)
        try: print(repr(f), repr(v), repr(f % args))
        except Exception as e: print(repr(f), repr(v), type(e).__name__, e)
for f, a in [("%", ()), ("%(a)s %(b)05d", {"a": 1, "b": 2}), ("%(a", {"a": 1}), ("%s %s", (1,)), ("%s", (1, 2)), ("%z", (1,)), ("%é", (1,)), ("%99999999999999999999d", (1,)), ("%.99999999999d", (1,)), ("%*d", ("x", 1)), ("%.", (1,)), ("%5", (1,)), ("%%%d", (3,)), ("%(x)s", (1,))]:
    try: print(repr(f), repr(f % a))
    except Exception as e: print(repr(f), type(e).__name__, e)
for f, a in [(b"%5s|%-4b|%x", (b"ab", b"c", 255)), (b"%c%c", (65, b"z")), (b"%r %a", ("é", 1)), (b"%05.1f", (2.25,)), (b"%.1s", (b"xyz",))]:
    try: print(repr(f), repr(f % a))
    except Exception as e: print(repr(f), type(e).__name__, e)
