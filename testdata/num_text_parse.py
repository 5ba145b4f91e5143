# int(), float.fromhex() and complex() of text: prefixes, underscores, signs, spaces, huge values, Unicode digits, and the errors.
tests_int = ["0", "  -12_3 ", "0x_ff", "0b101", "0o17", "00", "007", "1__2", "_1", "1_", "0x", "  +0X1F ", "9"*40, "-"+"7"*25, "١٢٣", "12a"]
for s in tests_int:
    for base in (0, 10, 16):
        try: print(repr(s), base, int(s, base))
        except ValueError as e: print(repr(s), base, "ValueError", e)
for s in ["0x1.8p3", "-0X.8", "inf", "-Infinity", "nan", "1p", "0x1p99999", "0x0p99999999", " 0x10 ", "x", "0x1.p-2", ".p1", "1.fffffffffffffp1023", "0x1p1024"]:
    try: print(repr(s), float.fromhex(s))
    except (ValueError, OverflowError) as e: print(repr(s), type(e).__name__, e)
for s in ["1+2j", " ( -1.5e3-2_0j ) ", "j", "-j", "+J", "1_j", "1__0j", "3", "(1+2j", "1+", "_1j", "1e_3j", "1.0e+3J", "nanj", "-inf+infj", "١+٢j"]:
    try: print(repr(s), complex(s))
    except ValueError as e: print(repr(s), "ValueError", e)
