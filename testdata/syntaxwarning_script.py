# SyntaxWarnings that compiling this program emits (see .err): CPython
# 3.13 prints each with its source line when the program is compiled,
# before anything runs, the parser's first and then the compiler's.
import sys

# Invalid escape sequences: the first one of each literal, or of each
# literal part of an f-string (reported at the f-string's closing quote).
pattern = "\d+\.\d+"
octal = "\777"
raw = r"\d"
data = b"\q" + b"\400"
ok = "\\d \n \x41 \N{BULLET} \é"
fmt = f"a\d{'x':\>5}b\s"
brace = f"\{6}"
long = """first line
\p second"""
span = f"""{1}
\z"""
print(len(pattern), len(octal), ord(octal), raw, data, ok, fmt, brace, len(long), span)

# A number followed by a keyword.
n = [0x1for _ in ()]
m = 1if sys else 2
print(n, m)

x = 5
# "is" with a literal.
print(x is 1, x is not "a", x is (1, 2), x is -1, x is 2.5, x is b"x")
print(x is None, x is True, x is ..., x is [1], x is (x, 1))
print(not x is 3)

# A parenthesized assertion.
try:
    assert (x > 10, "x is small")
    assert (), "empty"
except AssertionError as e:
    print("AssertionError", e)


# Calling or subscripting a literal: perhaps a missing comma.
def calls(flag):
    if flag:
        return [
            (1, 2)
            (3, 4),
            "abc" [1, 2],
            {1, 2}[0],
            [1][1.5],
            None(),
        ]
    return "no call"


print(calls(False))

# The test of a while loop is compiled twice, a finally body once per way
# out of its try: each copy warns again.
i = 0
while i is 0:
    i += 1


def f(items):
    for it in items:
        try:
            if it:
                break
            return 1
        finally:
            print("finally", it is "")


print(i, f([0]), f([1]))
