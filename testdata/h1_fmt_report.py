"""Formatting a report: f-strings with nested specs, % formatting, str.format, float formats, reprs."""
rows = [("Widget", 4, 3.5), ("Gadget, deluxe", 12, 129.999), ("Nut", 1000, 0.015), ("Ünïcode", 7, -2.25)]
width, prec = 16, 2
print(f"{'Item':<{width}}|{'Qty':>6}|{'Price':>{width - 6}}")
print(f"{'':-^{width + 18}}")
for name, qty, price in rows:
    print(f"{name:<{width}.{width - 2}}|{qty:>6,}|{price:>{width - 6}.{prec}f}")
total = sum(q * p for _, q, p in rows)
print(f"{'TOTAL':>{width}}|{'':>6}|{total:>{width - 6},.{prec}f}")
print("%-10s|%5d|%8.3f|%x|%o|%e|%g|%%|%c|%r" % ("left", 42, 3.14159, 255, 8, 12345.678, 0.00001234, 65, "q"))
print("%(name)s is %(age)03d years, %(h).1f m" % {"name": "Ann", "age": 7, "h": 1.234})
print("%+d %+d % d %5.1s|%-5s|%*d|%.*f" % (5, -5, 3, "abc", "ab", 6, 42, 3, 2.71828))
print("{0}{1}{0}".format("ab", "cd"), "{name!r:>10}".format(name="x"), "{:{fill}{align}{w}}".format(7, fill="*", align="^", w=9))
print("{0[1]} {1[key]} {2.real} {2.imag}".format([10, 20], {"key": "v"}, 3 + 4j))
print("{!a} {!s} {!r}".format("héllo", "plain", 'it\'s "q"'))
for x in [0.1, 1 / 3, 1e16, 1e-5, 123456789.0, 2.5e-308, float("inf"), -0.0, 1e22, 1.0, 100.0, 0.000123456]:
    print(repr(x), str(x), f"{x:e}", f"{x:.3g}", f"{x:g}", f"{x:%}" if x == x and abs(x) < 1e10 else "", f"{x:.2f}", f"{x:10.4}")
print(f"{1234567.891:,.2f}", f"{1234567.891:_.3f}", f"{0.5:.0%}", f"{-1.5:+08.2f}", f"{3.0:#.0f}", f"{12.0:#g}", f"{1e100:.3}")
print(f"{'x'!r:^7}", f"{3.14159:{'>'}{10}.{3}}", f"{42:#x}", f"{42:#_b}", f"{-0.0:.1f}", f"{-0.001:.1f}", f"{0.125:.2f}", f"{0.375:.2f}")
print(round(2.675, 2), round(0.5), round(1.5), round(-0.5), round(2.5), round(1e20, -5), round(123.456, -1))
nested = {"a": [1, (2, 3), {4, 5}], "b": {"c": None, "d": [True, 1.0, "s"]}, "e": frozenset(), "f": ()}
print(nested, repr(nested["a"]), str([1.0, "1", b"1", 1j, (1,)]))
print(repr("tab\there"), repr("nl\n"), repr("quote'"), repr('both\'"'), repr("\x00\x7f\u00e9\u2028\U0001f600"), ascii("é😀"))
print(repr(b"\x00ab\xff'"), repr(bytearray(b"x\"y")), f"{b'abc'!r}", str(b"z"))
print(f"{3:>{5}}{'|'}", f"{{literal}}", f"{'nested {}'.format(1)}", f"{(lambda v: v * 2)(21)}", f"{[i**2 for i in range(4)]}")
x, y = 10, 3
print(f"{x=}, {y = }, {x / y = :.3f}, {x!r:>4}, {str(x)=}")
print(format(1234.5, "n"), format(1234, "n"), format(0.1, ".17f"), format(1/3, ".20g"), format(2**0.5, "r") if False else "")
print("{:,}".format(10**12), "{:>+12,.1f}".format(-98765.4321), "{:=^20}".format(" mid "), "{:08.3e}".format(0.000314))
for bad in ["{:d}".format, "{:,s}".format, "{:.2x}".format]:
    try:
        bad(1.5)
    except ValueError as e:
        print("ValueError:", e)
try:
    "%d" % "x"
except TypeError as e:
    print("TypeError:", e)
try:
    "%s %s" % ("a",)
except TypeError as e:
    print("TypeError:", e)
