# Numbers formatted by f-strings, str.format and % with specs (the text
# is now made without an intermediate str), and the errors of bad specs.
specs = ["", "d", ">8", "<6", "^9", "08", "+", " ", "x", "X", "#x", "#o", "b", "#b", "c", "n", ",", "_", "_x",
         ".2f", ".3e", "g", ".0%", "10.4", "=+10", "*^12,", "e", "E", "G", "%", "z.1f", "s", ".3", "#", "q", "010,.2f"]
for v in (0, 7, -42, 255, 1234567, -98765432101, 3.5, -0.0, 1e100, 2.675, float("nan"), float("-inf"), 12345.678):
    row = []
    for sp in specs:
        try:
            row.append(format(v, sp))
        except Exception as e:
            row.append("%s:%s" % (type(e).__name__, e))
    print(repr(v), row)
    try:
        print(f"{v:>10}|{v:^7}|{v!r:>12}|" + "{0:<9}|{0!s:>5}".format(v))
    except Exception as e:
        print(type(e).__name__, e)
for fmt in ("%d", "%i", "%u", "%5d", "%-5d|", "%05d", "%+d", "% d", "%.3d", "%x", "%#X", "%o", "%c", "%r", "%s"):
    out = []
    for v in (0, 5, -17, 65, 2**70, True, 3.9):
        try:
            out.append(fmt % v)
        except Exception as e:
            out.append("%s:%s" % (type(e).__name__, e))
    print(fmt, out)
class I(int):
    def __format__(self, spec):
        return "I<%s>" % spec
print(f"{I(5):>4}", "{:x}".format(I(6)), format(I(7), "d"), "%d" % I(8))
