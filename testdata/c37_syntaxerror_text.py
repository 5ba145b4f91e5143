# SyntaxError attributes as CPython 3.13 sets them: the parser's text keeps
# the newline of the line its tokenizer is on, the tokenizer's own errors
# do not, the compiler's and symtable's text is read from the file (None
# for "<s>"), and the symtable's errors carry only the message in args.
import traceback


def show(src, mode="exec"):
    try:
        compile(src, "<s>", mode)
        print("compiled", repr(src))
    except SyntaxError as e:
        print(mode, type(e).__name__, len(e.args), repr(e.msg), e.lineno, e.offset,
              repr(e.text), e.end_lineno, e.end_offset)


# parser errors
for src in ["def f(:\n    pass\n", "a b", "a b\n", "x = (a b\n, c)\n", "print(1 2,\n 3)\n",
            "f(**k,\n *a)\n", "if x = 1:\n  pass\n", "x = [1,\n 2\n 3]\n", "del f()",
            "(a, b) += 1", "for x in range(10)\n  pass\n", "  x = 1", "if x:\npass",
            "[*a for a in b]"]:
    show(src)
for src in ["a b", "def f(:", "a b\n", "  x = 1"]:
    show(src, "eval")
    show(src, "single")
# tokenizer errors
for src in ["'abc", "x = )", "x = 0b12\n", "x = €\n", "if 1:\n        x\n    y\n",
            "if 1:\n\tx\n        y\n", "x = 1 \\ y\n", "x = 1 \\\n", "x = (1,", "x = (1,\n\n",
            "x = [1,\n  (2,\n"]:
    show(src)
# compiler and symtable errors
for src in ["return 5", "x = 1\nbreak\n", "def f(a, a): pass", "def f(\n  a,\n  a): pass\n",
            "nonlocal x", "def f():\n  x = 1\n  global x\n", "a, *b, *c = d", "await x",
            "[x for x in range(3) if (y := x) for y in z]", "def f():\n from m import *\n",
            "from __future__ import braces", "from __future__ import nope",
            "x = 1\nfrom __future__ import annotations", "f(a=1, a=2)", "__debug__ = 1",
            "def f():\n  [x async for x in y]\n", "type T = (yield)", "class C:\n [(y := 1) for x in z]\n"]:
    show(src)

for src in ["def f():\n  nonlocal q\n", "x = (1 +\n", "return 1"]:
    try:
        exec(src)
    except SyntaxError as e:
        print(traceback.format_exception_only(e))
        print(e.args)

for args in [("m",), ("m", ("f.py", 3, 2, "  abc def\n", 3, 5)), ("m", (None, None, None, None, None, None)),
             ("", ("f", "x", None, "txt", None, None)), ("m", ("", 1, 100, "short", 1, 200))]:
    print(traceback.format_exception_only(SyntaxError(*args)))
