# SyntaxWarnings of compile(), exec() and eval() go through the warnings
# machinery with the filename given: the filters, catch_warnings and
# showwarning apply, and a filter set to "error" turns a warning into a
# SyntaxError at compile time.
import ast
import warnings

SRC = '''x = 1
y = "\\d" if x is 1 else None()
assert (x, "message")
while x is 2:
    break
'''

# The default output goes to stderr (see .err), without source lines for
# files that do not exist; every compilation warns again.
code = compile(SRC, "module.py", "exec")
compile(SRC, "module.py", "exec")
exec(code, {})
exec("z = 1\nz is ()", {})
print(eval("1 is 1.0"))
print(eval(compile("[1, 2] [0, 1]", "<expr>", "eval")) if False else "not run")

# Recorded: category, message, filename and line of each.
with warnings.catch_warnings(record=True) as ws:
    warnings.simplefilter("always")
    compile(SRC, "rec.py", "exec")
    eval("'\\q'", {}, {})
for w in ws:
    print(w.category.__name__, type(w.message).__name__, w.message.args,
          w.filename, w.lineno)

# A filter set to "error": the first warning becomes a SyntaxError whose
# location is the literal's (the parser's warnings) or the node's.
cases = [
    SRC,
    "x = 1\n\nx is 2\n",
    "a = [1if 1 else 2]",
    "f'\\{1}'",
    "b'a\\q'",
    "f'{1:\\q}'",
    'x = """\n\\q"""',
    "assert (1,\n 2)",
    "def f():\n    return None()",
    "x = 1\nif x is 1: pass",
    "'a'[1.5]",
    "x = 1\nwhile x is not 1: pass",
]
with warnings.catch_warnings():
    warnings.simplefilter("error")
    for src in cases:
        try:
            compile(src, "err.py", "exec")
            print("no error")
        except SyntaxError as e:
            print(type(e).__name__, e.msg, e.filename, e.lineno, e.offset,
                  e.end_lineno, e.end_offset)
    try:
        exec("x = 1\nx is 'a'")
    except SyntaxError as e:
        print("exec", e.msg, e.filename, e.lineno)
    try:
        ast.parse("'\\d'\nx is 1")
    except SyntaxError as e:
        print("ast", e.msg, e.filename, e.lineno, e.offset)

# Only the escape warnings are errors here; the others print.
with warnings.catch_warnings():
    warnings.filterwarnings("error", "invalid escape", SyntaxWarning)
    try:
        compile("x = 1\nx is 1\n'\\d'", "partial.py", "exec")
    except SyntaxError as e:
        print("partial", e.msg, e.lineno)
    compile("x = 1\nx is 1\n", "partial.py", "exec")

# Ignored: nothing.
with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    compile(SRC, "ignored.py", "exec")

# ast.parse warns about escapes only (the compiler does not run).
ast.parse("'\\d'\nx is 1", "tree.py")


# A replaced showwarning sees each warning; an exception it raises comes
# out of compile().
def show(message, category, filename, lineno, file=None, line=None):
    print("show:", category.__name__, message, filename, lineno, line)


def fail(*args, **kwargs):
    raise ValueError("from showwarning")


saved = warnings.showwarning
warnings.showwarning = show
compile("x is 1\n'\\w'", "shown.py", "exec")
warnings.showwarning = fail
try:
    compile("x is 1", "failing.py", "exec")
except ValueError as e:
    print("ValueError", e)
warnings.showwarning = saved
print("done")
