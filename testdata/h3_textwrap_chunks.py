# textwrap's chunking (whitespace runs, words cut at hyphens and dashes),
# on hand-picked and on seeded random texts, through _split, wrap and fill.
import random
import textwrap

cases = [
    "", " ", "word", "  two  words  ", "well-known fact", "a-b-c-d",
    "e-mail re-enter x-ray", "state-of-the-art well--known", "Hello--world",
    "end-- start", "--lead trail--", "1-2 a1-b2 ab-12 12-ab", "_a-_b",
    "what?--yes!--no,--maybe.--ok&--x\"--y'--z", "co-op-erate", "a-e-b",
    "ab-c-de", "abc-d", "x---y", "----", "-", "-a", "a-", "é-à élan-vital",
    "naïve-café ٣-٤ ab-٣٤", "x²-y² ab-²c", "tab\there\nnewline\x0bvt\x0cff\rcr",
    "über-ö-Ä", "日本-語 中文-字符", "ab-\ud800cd ab\ud800-cd \ud800", "_-_ a_-_b",
]
for hyph in (True, False):
    w = textwrap.TextWrapper(width=12, break_on_hyphens=hyph)
    for text in cases:
        print(hyph, repr(text), w._split(text))
        print("  ", w.wrap(text))

alphabet = ["a", "b", "Z", "1", "_", "-", "--", "---", " ", "  ", "\t", ".",
            "!", "?", ",", "&", '"', "'", "é", "٣", "²", "ß", "-x", "x-"]
rng = random.Random(20240613)
for n in range(400):
    text = "".join(rng.choice(alphabet) for _ in range(rng.randrange(1, 30)))
    w = textwrap.TextWrapper(width=rng.randrange(3, 15),
                             break_on_hyphens=rng.random() < 0.8,
                             break_long_words=rng.random() < 0.7)
    print(n, w._split(text), w.wrap(text))

big = " ".join("well-known state--of--art x%d-y%d" % (i, i) for i in range(50))
print(textwrap.fill(big, 33))
print(textwrap.wrap(big, 20, break_on_hyphens=False)[:8])


class S(str):
    pass


print(textwrap.TextWrapper(expand_tabs=False, replace_whitespace=False)._split(S("a-b-c well-done  x")))
print(textwrap.fill(S("first-class pre-war well-being " * 3), 15))
print(textwrap.shorten("a very-long hyphenated-sentence to shorten", 20))
print(textwrap.wrap("x" * 30 + "-yy-zz " + "ab-" * 10, 8))
