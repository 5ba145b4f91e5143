# textwrap
import textwrap

text = ("The quick brown fox jumps over the lazy dog. Python is a programming language "
        "that lets you work quickly and integrate systems more effectively. "
        "Well-known multi-word-hyphenated terms like state-of-the-art should wrap nicely.")
for w in [10, 20, 35, 50]:
    print(textwrap.wrap(text, width=w))
print(textwrap.fill(text, width=40, initial_indent='* ', subsequent_indent='  '))
print(textwrap.shorten(text, width=50))
print(textwrap.shorten("Hello  world!", width=12), textwrap.shorten("Hello world", width=11))
print(repr(textwrap.dedent("""
    def f():
        return 1
      # comment

    x = 2
""")))
print(repr(textwrap.dedent("  a\n\tb\n")), repr(textwrap.dedent("   \n  x\n   y\n")))
print(repr(textwrap.indent("a\nb\n\nc", "> ")), repr(textwrap.indent("a\n  \nb", "+", lambda l: True)))
print(textwrap.wrap("supercalifragilisticexpialidocious word", width=10))
print(textwrap.wrap("supercalifragilisticexpialidocious word", width=10, break_long_words=False))
print(textwrap.wrap("a\tb\tc", width=6), textwrap.wrap("  leading and trailing  ", width=8))
print(textwrap.wrap("one. two. Three. four", width=80, fix_sentence_endings=True))
print(textwrap.wrap(text, width=30, max_lines=3))
print(textwrap.wrap(text, width=30, max_lines=2, placeholder='...'))
print(textwrap.wrap("", width=10), textwrap.wrap("   ", width=10))
try:
    textwrap.wrap("x", width=0)
except ValueError as e:
    print(e)
w = textwrap.TextWrapper(width=15, break_on_hyphens=False)
print(w.wrap("self-explanatory and well-behaved text"))
