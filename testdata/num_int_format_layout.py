# format(int, spec): every int presentation type with fills, alignments, signs, the alternate form, grouping, zero padding, 'c' and its range errors.
vals = [0, 5, -5, 255, -255, 10**25, -(10**25), True, 1114111, 65, -1, 1114112]
specs = ["", "d", "5d", "<6", "^7d", "=+8d", " d", "+x", "#x", "#X", "#10b", "#o", "08,d", "_x", "_b", ",", "010_d", "n", "c", "^5c", "*>4c", "#_X", "z<3", "-d", "e", ".2f", "%", "x<#10x"]
for v in vals:
    for s in specs:
        try: print(v, repr(s), repr(format(v, s)))
        except Exception as e: print(v, repr(s), type(e).__name__, e)
