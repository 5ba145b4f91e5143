# compile() in 'eval' and 'single' modes: an indented expression is an
# IndentationError (only the eval builtin strips leading spaces and tabs),
# a source with no statement is a SyntaxError (an empty one at line 0).
def show(label, f):
    try:
        r = f()
        print(label, 'ok', r if not hasattr(r, 'co_code') else 'code')
    except SyntaxError as e:
        print(label, type(e).__name__, e.msg, e.lineno, e.offset, e.end_lineno, e.end_offset)

for src in [' 1', '\t1', ' 1\n', '1 ', '  (1 +\n 2)', '1\n\n', '\n1']:
    show(repr(src) + ' compile eval', lambda: compile(src, '<s>', 'eval'))
    show(repr(src) + ' eval()', lambda: eval(src))
    show(repr(src) + ' single', lambda: compile(src, '<s>', 'single'))
    show(repr(src) + ' exec', lambda: compile(src, '<s>', 'exec'))

for src in ['', '\n', '  # c', '\n\n', '#x\n']:
    show(repr(src) + ' compile eval', lambda: compile(src, '<s>', 'eval'))
    show(repr(src) + ' eval()', lambda: eval(src))
    show(repr(src) + ' single', lambda: compile(src, '<s>', 'single'))
    show(repr(src) + ' exec', lambda: compile(src, '<s>', 'exec'))

try:
    eval('')
except SyntaxError as e:
    print(repr(e.text), str(e))
import ast
show('ast eval indent', lambda: ast.dump(ast.parse(' 1', mode='eval')))
show('ast eval', lambda: ast.dump(ast.parse('1', mode='eval')))
for src in ['a = 1; b = 2', 'a = 1\nb = 2', 'a = 1\n\nb = 2', 'if 1:\n  pass\nx = 1', 'a = 1  # c\nb',
            'a = 1;\nb', 'x = (1,\n2)\ny', 'a = 1 \nb', 'for i in []: pass\nfoo()', 'if 1:\n  pass\n\n']:
    show(repr(src) + ' single', lambda: compile(src, '<s>', 'single'))
