# str methods: results and error messages.

def t(f):
    try:
        r = f()
    except Exception as e:
        print(type(e).__name__ + ":", e)
    else:
        print(repr(r))

s = "Hello, World"
u = "héllo wörld λ 日本"

# indexing and slicing
t(lambda: s[0])
t(lambda: s[-1])
t(lambda: s[100])
t(lambda: s["x"])
t(lambda: s[1.0])
t(lambda: s[2:5])
t(lambda: s[::2])
t(lambda: s[::-1])
t(lambda: s[-3::-2])
t(lambda: s[::0])
t(lambda: u[1])
t(lambda: u[-2])
t(lambda: u[::-1])
t(lambda: u[1:12:3])
t(lambda: u[-1:-8:-2])
t(lambda: u[100:])
t(lambda: s[True])
t(lambda: s[2**100])
t(lambda: s[-2**100:2**100])
t(lambda: len(u))

# operators
t(lambda: "ab" + "cd")
t(lambda: "ab" + 1)
t(lambda: 1 + "ab")
t(lambda: "ab" * 3)
t(lambda: 3 * "ab")
t(lambda: "ab" * -1)
t(lambda: "ab" * "x")
t(lambda: "ab" * 1.5)
t(lambda: "a" in "cat")
t(lambda: 1 in "cat")
t(lambda: "" in "cat")
t(lambda: "a" < "b")
t(lambda: "a" < 1)
t(lambda: "é" > "z")
t(lambda: "abc" == "abc")
t(lambda: "abc" != "abd")

# find family
for sub in ["o", "l", "World", "x", ""]:
    t(lambda: (s.find(sub), s.rfind(sub), s.count(sub)))
t(lambda: s.find("o", 5))
t(lambda: s.find("o", 5, 8))
t(lambda: s.find("o", -4))
t(lambda: s.find("", 12))
t(lambda: s.find("", 13))
t(lambda: s.index("x"))
t(lambda: s.rindex("x"))
t(lambda: s.index("o"))
t(lambda: s.find(1))
t(lambda: s.find())
t(lambda: s.find("a", "b"))
t(lambda: s.find("a", None, None))
t(lambda: u.find("ö"))
t(lambda: u.rfind("l"))
t(lambda: u.find("日", 3))
t(lambda: u.count("l"))
t(lambda: "aaaa".count("aa"))
t(lambda: "abc".count("", 1))
t(lambda: "abc".count("", 5))

# startswith / endswith
t(lambda: s.startswith("Hell"))
t(lambda: s.startswith(("x", "H")))
t(lambda: s.startswith("World", 7))
t(lambda: s.endswith("World", 0, 12))
t(lambda: s.endswith(("x", "y")))
t(lambda: s.startswith(1))
t(lambda: s.startswith((1,)))
t(lambda: "abc".endswith("", 5))
t(lambda: u.endswith("日本"))

# split family
t(lambda: "a b  c\td\ne".split())
t(lambda: "  a b  ".split())
t(lambda: "a,b,,c".split(","))
t(lambda: "a,b,,c".split(",", 1))
t(lambda: "a,b,,c".rsplit(",", 1))
t(lambda: "a b c".split(maxsplit=1))
t(lambda: "a b c".rsplit(maxsplit=1))
t(lambda: " a b ".split(None, 0))
t(lambda: " a b ".rsplit(None, 0))
t(lambda: "".split())
t(lambda: "".split(","))
t(lambda: "abc".split(""))
t(lambda: "abc".split(1))
t(lambda: "a\x1cb\x1dc\x85d\u2028e".split())
t(lambda: "l1\nl2\r\nl3\rl4\x0bl5\x0cl6\x1cl7\u2029".splitlines())
t(lambda: "l1\nl2\r\nl3\n".splitlines(True))
t(lambda: "".splitlines())
t(lambda: "abc".partition("b"))
t(lambda: "abc".partition("x"))
t(lambda: "abcb".rpartition("b"))
t(lambda: "abc".rpartition("x"))
t(lambda: "abc".partition(""))
t(lambda: u.split("l"))

# join
t(lambda: ", ".join(["a", "b", "c"]))
t(lambda: "".join(x for x in "abc"))
t(lambda: "-".join("xyz"))
t(lambda: "-".join([]))
t(lambda: "-".join(["a", 1]))
t(lambda: "-".join(5))
t(lambda: "λ".join(["α", "β"]))

# strip
t(lambda: "  abc  ".strip())
t(lambda: "  abc  ".lstrip())
t(lambda: "  abc  ".rstrip())
t(lambda: "xxabcxx".strip("x"))
t(lambda: "xyabcyx".strip("xy"))
t(lambda: "\u3000abc\xa0".strip())
t(lambda: "λλaλ".strip("λ"))
t(lambda: "abc".strip(1))
t(lambda: "abc".strip(None))

# replace
t(lambda: "aaa".replace("a", "b"))
t(lambda: "aaa".replace("a", "b", 2))
t(lambda: "aaa".replace("a", "b", count=1))
t(lambda: "abc".replace("", "-"))
t(lambda: "abc".replace("", "-", 2))
t(lambda: "abc".replace("x", "y"))
t(lambda: "héllo".replace("l", "L"))
t(lambda: "abc".replace(1, "x"))
t(lambda: "abc".replace("a"))

# case
for w in ["hello world", "HELLO", "hELLO wORLD", "ß straße", "ǆemal", "İstanbul", "ΣΑΣ ΑΣ. Σ", "ﬁnal", "o'neil mc2x", "123abc"]:
    t(lambda: (w.upper(), w.lower(), w.casefold(), w.title(), w.capitalize(), w.swapcase()))

# predicates
for w in ["", "abc", "ABC", "Abc Def", "abc1", "123", "²³", "½", "一二", "١٢٣", " \t\n", "\x1c", "a b", "_id", "1id", "λx", "\x00", "é", "Ǉ", "ǅ"]:
    t(lambda: (w.isalpha(), w.isalnum(), w.isdigit(), w.isdecimal(), w.isnumeric(), w.isspace(),
               w.isupper(), w.islower(), w.istitle(), w.isidentifier(), w.isprintable(), w.isascii()))

# padding
t(lambda: "abc".center(9))
t(lambda: "abc".center(8, "*"))
t(lambda: "ab".center(5, "*"))
t(lambda: "abc".ljust(6, "-"))
t(lambda: "abc".rjust(6, "λ"))
t(lambda: "abc".center(2))
t(lambda: "abc".center(5, "ab"))
t(lambda: "abc".center(5, 1))
t(lambda: "abc".center("5"))
t(lambda: "42".zfill(5))
t(lambda: "-42".zfill(5))
t(lambda: "+42".zfill(2))
t(lambda: "".zfill(3))
t(lambda: "a\tbc\tdef\n\tg".expandtabs())
t(lambda: "a\tbc\tdef".expandtabs(4))
t(lambda: "a\tb".expandtabs(0))

# prefix/suffix
t(lambda: "prefix_body".removeprefix("prefix_"))
t(lambda: "body.txt".removesuffix(".txt"))
t(lambda: "body".removesuffix(""))
t(lambda: "body".removeprefix(1))

# translate
t(lambda: str.maketrans("abc", "xyz"))
t(lambda: str.maketrans("ab", "xy", "c"))
t(lambda: str.maketrans({"a": "1", 98: None}))
t(lambda: str.maketrans("ab", "x"))
t(lambda: str.maketrans(1))
t(lambda: str.maketrans({"ab": 1}))
t(lambda: "abcabc".translate(str.maketrans("ab", "xy", "c")))
t(lambda: "abc".translate({97: "AA", 98: None}))
t(lambda: "abc".translate({97: 1.5}))
t(lambda: "abc".translate({97: 0x110000}))
t(lambda: "abc".translate([]))

# str() and conversions
t(lambda: str())
t(lambda: str(123))
t(lambda: str(1.5))
t(lambda: str([1, "a"]))
t(lambda: str(b"abc"))
t(lambda: str(b"abc", "ascii"))
t(lambda: str(b"h\xc3\xa9", encoding="utf-8"))
t(lambda: str(b"\xff", "utf-8", "replace"))
t(lambda: str("abc", "utf-8"))
t(lambda: str(1, "utf-8"))
t(lambda: str(x=1))
t(lambda: ord("a"))
t(lambda: ord("λ"))
t(lambda: ord("ab"))
t(lambda: ord(""))
t(lambda: ord(1))
t(lambda: ord(b"a"))
t(lambda: chr(97))
t(lambda: chr(0x1F600))
t(lambda: chr(-1))
t(lambda: chr(0x110000))
t(lambda: chr("a"))
t(lambda: ascii("héllo\n"))
t(lambda: ascii([1, "λ"]))
t(lambda: repr("it's"))

class S(str):
    def shout(self):
        return self.upper() + "!"

x = S("hey")
t(lambda: x)
t(lambda: x.shout())
t(lambda: type(x).__name__)
t(lambda: type(x + "a").__name__)
t(lambda: type(str(x)).__name__)
t(lambda: x == "hey")
t(lambda: len(x))
t(lambda: x[1])
t(lambda: {x: 1}["hey"])
t(lambda: "%s" % x)
t(lambda: "hey".__getnewargs__())

# iteration
t(lambda: list("abc"))
t(lambda: list("aλ😀"))
t(lambda: [c for c in ""])
it = iter("ab")
t(lambda: next(it))
t(lambda: next(it))
t(lambda: next(it))

# concatenation in a loop
acc = ""
for i in range(1000):
    acc += str(i % 10)
t(lambda: (len(acc), acc[:12], acc[-5:]))
acc2 = acc
acc += "X"
acc2 += "Y"
t(lambda: (acc[-3:], acc2[-3:], len(acc), len(acc2)))
