# io.StringIO: objects made by __new__ alone, __init__ misuse, the type's module.
import io
s = io.StringIO.__new__(io.StringIO)
for name, call in [('read', lambda: s.read()), ('write', lambda: s.write('x')), ('getvalue', lambda: s.getvalue()),
                   ('tell', lambda: s.tell()), ('seek', lambda: s.seek(0)), ('readline', lambda: s.readline()),
                   ('closed', lambda: s.closed), ('line_buffering', lambda: s.line_buffering), ('newlines', lambda: s.newlines),
                   ('readable', lambda: s.readable()), ('iter', lambda: next(s)), ('truncate', lambda: s.truncate()),
                   ('repr', lambda: repr(s)[:12]), ('close', lambda: s.close())]:
    try:
        print(name, call())
    except Exception as e:
        print(name, type(e).__name__, e)
for args, kw in [((1,), {}), (('a', 'b'), {}), (('a',), {'newline': 'x'}), (('a',), {'newline': 5}), ((), {'bogus': 1}), ((b'x',), {}), (('a', None, 'z'), {})]:
    try:
        t = io.StringIO(*args, **kw)
        print('ok', repr(t.getvalue()))
    except Exception as e:
        print(type(e).__name__, e)
t = io.StringIO('abc')
try:
    t.__init__(5)
except Exception as e:
    print(type(e).__name__, e)
print(repr(t.getvalue()))
t.__init__('new')
print(repr(t.getvalue()), t.tell())
t.close()
for f in (t.getvalue, t.read, lambda: t.write('x'), t.tell, lambda: t.__init__('x')):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
print(t.closed)
class Sub(io.StringIO):
    def __init__(self):
        pass
for call in (lambda: Sub().write('x'), lambda: Sub().closed, lambda: Sub().isatty(),
             lambda: Sub().readlines(), lambda: Sub().writable()):
    try:
        print(call())
    except ValueError as e:
        print(type(e).__name__, e)
c = io.StringIO('x')
c.close()
for name in ('line_buffering', 'newlines', 'closed', 'encoding', 'errors'):
    try:
        print(name, getattr(c, name))
    except ValueError as e:
        print(name, e)
print(io.StringIO, io.BytesIO, io.StringIO.__module__, io.BytesIO.__module__)
print(repr(io.StringIO())[:22], repr(io.BytesIO())[:21])
w = io.StringIO('a\r\nb', newline=None)
try:
    w.__init__('zz', newline='bad')
except ValueError as e:
    print(e)
print(repr(w.getvalue()), w.tell())
for call in (lambda: c.isatty(), lambda: io.StringIO().isatty()):
    try:
        print(call())
    except ValueError as e:
        print(e)
