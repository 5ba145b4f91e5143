import sys, traceback, io

def inner(x):
    return 10 / x

def middle(x):
    y = x - 1
    return inner(y) + 1

def outer():
    return middle(1)

try:
    outer()
except ZeroDivisionError as e:
    exc = e
tb = exc.__traceback__
for fs in traceback.extract_tb(tb):
    print(str(fs).replace(__file__, 'FILE'), fs.filename.endswith('mod_traceback_api.py'), fs.lineno, fs.name, repr(fs.line), len(fs), list(fs)[1:])
print([ (f.f_code.co_name, n) for f, n in traceback.walk_tb(tb)])
print(traceback.extract_tb(tb, limit=2)[-1].name, traceback.extract_tb(tb, limit=-1)[0].name, len(traceback.extract_tb(tb, limit=0)))
print(''.join(traceback.format_tb(tb)).replace(__file__, 'FILE'))
print(''.join(traceback.format_tb(tb, limit=1)).replace(__file__, 'FILE'))
print(''.join(traceback.format_exception(exc)).replace(__file__, 'FILE'))
print(''.join(traceback.format_exception(exc, limit=2)).replace(__file__, 'FILE'))
print(''.join(traceback.format_exception(exc, limit=-1)).replace(__file__, 'FILE'))
print(traceback.format_exception_only(exc), traceback.format_exception_only(type(exc), exc), traceback.format_exception_only(None))
print(traceback.format_exception(None))
buf = io.StringIO(); traceback.print_exception(exc, file=buf); print(buf.getvalue().replace(__file__, 'FILE'))
buf = io.StringIO(); traceback.print_exception(type(exc), exc, exc.__traceback__, limit=1, file=buf); print(buf.getvalue().replace(__file__, 'FILE'))
buf = io.StringIO(); traceback.print_tb(tb, file=buf); print(buf.getvalue().count('File'))
# chained exceptions
def chained():
    try:
        {}['k']
    except KeyError as k:
        raise ValueError('bad value') from k
try:
    chained()
except ValueError as e:
    ch = e
print(''.join(traceback.format_exception(ch)).replace(__file__, 'FILE'))
print(''.join(traceback.format_exception(ch, chain=False)).replace(__file__, 'FILE'))
print(''.join(traceback.format_exception(ch, limit=1)).replace(__file__, 'FILE'))
try:
    try:
        1 / 0
    except ZeroDivisionError:
        [][1]
except IndexError as e:
    ctx = e
print(''.join(traceback.format_exception(ctx, limit=5)).replace(__file__, 'FILE'))
# TracebackException
te = traceback.TracebackException.from_exception(ch)
print(te.exc_type_str, str(te), type(te.__cause__).__name__, te.__cause__.exc_type_str, te.__context__ is not None, te.__suppress_context__)
print(len(te.stack), te.stack[0].name, ''.join(te.format_exception_only()))
print(''.join(te.format()).replace(__file__, 'FILE'))
te2 = traceback.TracebackException(type(exc), exc, exc.__traceback__, limit=2)
print(''.join(te2.format()).replace(__file__, 'FILE'))
te3 = traceback.TracebackException(type(exc), exc, exc.__traceback__.tb_next, capture_locals=True)
print(''.join(te3.format()).replace(__file__, 'FILE'))
buf = io.StringIO(); te.print(file=buf, chain=False); print(buf.getvalue().replace(__file__, 'FILE'))
print(te == traceback.TracebackException.from_exception(ch))
class MyErr(Exception): pass
print(traceback.TracebackException(MyErr, MyErr('m'), None).exc_type_str, list(traceback.TracebackException(MyErr, MyErr('m'), None).format()))
try:
    compile('x = (1,', 'src.py', 'exec')
except SyntaxError as se:
    s = traceback.TracebackException.from_exception(se)
    print(s.filename, s.lineno, s.msg, repr(s.text.strip()), s.offset)
# stacks
def show_stack():
    st = traceback.extract_stack()
    print([f.name for f in st][-3:], st[-1].line)
    print(''.join(traceback.format_stack(limit=2)).replace(__file__, 'FILE'))
    print(len(traceback.extract_stack(limit=1)), traceback.extract_stack(sys._getframe().f_back)[-1].name)
def caller():
    show_stack()
caller()
buf = io.StringIO(); traceback.print_stack(limit=1, file=buf); print(buf.getvalue().replace(__file__, 'FILE'))
# FrameSummary and StackSummary
f = traceback.FrameSummary('file.py', 3, 'func', line='  x = 1  ', locals={'a': [1], 'b': 'x'})
print(f, f.line, f.locals, f == ('file.py', 3, 'func', 'x = 1'), f[0], f[-1])
ss = traceback.StackSummary.from_list([('a.py', 1, 'f', 'pass'), f])
print(ss.format())
print(traceback.format_list([('a.py', 1, 'f', 'pass'), ('b.py', 2, 'g', None)]))
print(traceback.StackSummary.from_list([('r.py', 5, 'rec', 'rec()')] * 6).format())
print(traceback.StackSummary.from_list([('r.py', 5, 'rec', 'rec()')] * 4).format())
print(type(traceback.StackSummary.extract(traceback.walk_tb(tb))).__name__, [x.name for x in traceback.StackSummary.extract(traceback.walk_tb(tb), limit=2)])
print(traceback.StackSummary.extract(traceback.walk_tb(tb), capture_locals=True)[-1].locals)
# format_exc / print_exc inside a handler
try:
    int('zz')
except ValueError:
    print(traceback.format_exc().replace(__file__, 'FILE'))
    print(traceback.format_exc(limit=0).replace(__file__, 'FILE'))
    buf = io.StringIO(); traceback.print_exc(file=buf); print(buf.getvalue().replace(__file__, 'FILE'))
print(repr(traceback.format_exc()))
traceback.clear_frames(tb)
def t(f):
    try: print(f())
    except Exception as e: print(type(e).__name__, e)
t(lambda: traceback.format_exception(5))
t(lambda: traceback.format_exception(ValueError, ValueError('x')))
t(lambda: traceback.print_last())
