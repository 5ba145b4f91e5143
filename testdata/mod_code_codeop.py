# codeop.compile_command (complete, incomplete, invalid) and code's
# InteractiveInterpreter / InteractiveConsole / interact with scripted
# input and errors captured through write().
import code
import codeop
import sys

cases = ["if x:", "if x:\n  pass", "if x:\n  pass\n", "def f(:", "(1,", "x = '''abc",
         "1 +", "print(1)", "for i in range(3):\n", "a b", "x = [1,\n2", "x = 1 + \\",
         "", "# c", "@dec", "@dec\ndef f(): pass", "@dec\ndef f(): pass\n\n",
         "def f(): pass", "def f(): pass\n", "class A:\n  x=1\n", "x = 1\ny = 2",
         "if x:\n  pass\nelse:", "try:\n  pass\nexcept:\n  pass\n\n", "1 + )", "'abc",
         "x = (1 +\n", "if 1: pass", "if 1: pass\n", "lambda x:", "return 1", "  x = 1",
         "if x:\nprint(1)\n", "with open(f) as g:", "match x:", "match(1)"]
for c in cases:
    try:
        r = codeop.compile_command(c)
        print(repr(c), "None" if r is None else "code")
    except SyntaxError as e:
        print(repr(c), "SyntaxError", e.msg)
for c in ["1 +", "(1,", "1 + 2", ""]:
    try:
        r = codeop.compile_command(c, symbol="eval")
        print(repr(c), "eval", "None" if r is None else eval(r, {"x": 3}))
    except SyntaxError as e:
        print(repr(c), "SyntaxError", e.msg)
r = codeop.compile_command("x = 5", "<my>", "exec")
ns = {}
exec(r, ns)
print(ns["x"], r.co_filename)
cc = codeop.CommandCompiler()
print(cc("y = 1") is not None, cc("if y:") is None)


class Capture(code.InteractiveConsole):
    def __init__(self, lines, **kw):
        super().__init__(**kw)
        self.lines = list(lines)
        self.out = []

    def raw_input(self, prompt=""):
        self.out.append("PROMPT " + repr(prompt))
        if not self.lines:
            raise EOFError
        line = self.lines.pop(0)
        if line == "^C":
            raise KeyboardInterrupt
        return line

    def write(self, data):
        self.out.append("WRITE " + repr(data))


interp = code.InteractiveInterpreter()
print(sorted(interp.locals))
print(interp.runsource("a = 6 * 7"), interp.locals["a"])
print(interp.runsource("for i in range(2):"))
print(interp.runsource("for i in range(2):\n  print('loop', i)\n"))
errs = []
interp.write = errs.append
print(interp.runsource("1/0"), interp.runsource("a b"), interp.runsource("undefined_name"))
for e in errs:
    print(e, end="")
print(type(sys.last_exc).__name__)

con = Capture(["x = 1", "if x:", "  print('yes', x)", "", "def f(n):",
               "  return n * 2", "", "print(f(21))", "1/0", "(", "^C",
               "print('after interrupt')", "raise ValueError('bad')",
               "x +* 2", "x"], locals={"__name__": "__console__"})
con.interact(banner="Test banner", exitmsg="bye now")
for item in con.out:
    print(item)
con = Capture(["2 + 2"])
con.interact(banner="", exitmsg="")
print(con.out)
con = Capture([])
con.interact(banner="b")
print(con.out)
print(con.push("z = 3"), con.push("if z:"), con.push("  z = 4"), con.buffer, con.push(""), con.locals["z"])
try:
    Capture(["raise SystemExit(3)"]).interact(banner="", exitmsg="x")
except SystemExit as e:
    print("SystemExit", e.code)
feed = iter(["q = 10", "print(q * 2)"])
def readfunc(prompt):
    print("read", repr(prompt))
    return next(feed)
try:
    code.interact(banner="", readfunc=readfunc, local={}, exitmsg="")
except StopIteration:
    print("StopIteration")
