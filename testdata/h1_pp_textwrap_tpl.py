"""Pretty printing and text layout: pprint, textwrap, string.Template, justification."""
import pprint
import string
import textwrap

data = {
    "users": [{"id": i, "name": n, "roles": sorted(r), "meta": {"score": s, "tags": ("a", "b") * i}}
              for i, (n, r, s) in enumerate([("ann", {"admin", "dev"}, 9.5), ("bob", {"ops"}, 7.25), ("cy", set(), 0.0)])],
    "settings": {"theme": "dark", "langs": ["en", "fr", "de", "ja", "zh", "es", "pt", "it", "nl", "sv", "fi"], "limits": {"cpu": 4, "mem": 2**34}},
    "empty": [[], {}, (), set(), frozenset({3, 1, 2})],
}
pprint.pprint(data)
pprint.pprint(data, width=60, depth=2)
pprint.pprint(data["settings"], sort_dicts=False, compact=True, width=50)
print(pprint.pformat(list(range(40)), width=40, compact=True))
print(pprint.pformat({"x" * 30: "y" * 50, "long": "word " * 20}, width=60))
print(pprint.saferepr([1, [2, [3, [4]]]]), pprint.isreadable({"a": 1}), pprint.isrecursive([1]))
rec = [1, 2]
rec.append(rec)
print(pprint.pformat(rec).split(' with id=')[0])
pprint.pprint({"b": 1, "a": 2, "c": {"z": 0, "y": 1}}, underscore_numbers=True)
pprint.pprint(12345678, underscore_numbers=True)
pp = pprint.PrettyPrinter(indent=4, width=30)
pp.pprint({"alpha": [1, 2, 3], "beta": ("x", "y"), "gamma": "a fairly long string value here"})

lorem = ("Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore "
         "et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris.")
print(textwrap.fill(lorem, 40))
print(textwrap.wrap(lorem, 25, max_lines=3, placeholder=" [more]"))
print(textwrap.shorten(lorem, 50), "|", textwrap.shorten("  short   text ", 20))
print(textwrap.indent("a\n\nb\n", "> "), textwrap.indent("a\n\nb", "+ ", lambda l: True))
print(textwrap.dedent("""\
    def f():
        return 1
      # odd
    """))
w = textwrap.TextWrapper(width=30, initial_indent="* ", subsequent_indent="  ", break_long_words=True)
print(w.fill("Supercalifragilisticexpialidocious-is-a-very-long-hyphenated-word and more words follow it"))
print(textwrap.wrap("tabs\there\tand there", 12, expand_tabs=True, tabsize=4), textwrap.wrap("", 10), textwrap.wrap("a-b-c-d-e-f", 3))


def justify(words, width):
    lines, cur = [], []
    for wd in words:
        if sum(map(len, cur)) + len(cur) + len(wd) > width:
            lines.append(cur)
            cur = []
        cur.append(wd)
    out = []
    for line in lines:
        gaps = len(line) - 1
        if gaps == 0:
            out.append(line[0].ljust(width))
            continue
        spaces = width - sum(map(len, line))
        q, r = divmod(spaces, gaps)
        out.append("".join(wd + " " * (q + (i < r)) for i, wd in enumerate(line[:-1])) + line[-1])
    out.append(" ".join(cur).ljust(width))
    return out


for line in justify("This is an example of text justification done by hand.".split(), 16):
    print(f"|{line}|")
t = string.Template("$who likes ${what}s; cost $$${cost}")
print(t.substitute(who="tim", what="kiwi", cost=3), t.safe_substitute(who="ann"), t.get_identifiers(), t.is_valid())
try:
    t.substitute(who="x")
except KeyError as e:
    print("KeyError:", e)
try:
    string.Template("bad $ sign").substitute()
except ValueError as e:
    print("ValueError:", e)


class Pct(string.Template):
    delimiter = "%"
    idpattern = r"[a-z]+"


print(Pct("%name is %{age}yo 100%%").substitute(name="z", age=3))
print(string.Formatter().format("{0:>5}|{x!r}", 42, x="y"), list(string.Formatter().parse("a{0:>3}b{x!s}c")))
print(string.ascii_letters[:30], string.digits, string.hexdigits, string.punctuation, repr(string.whitespace))
