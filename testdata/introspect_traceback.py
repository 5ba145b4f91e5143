# Traceback objects (tb_frame, tb_lineno, tb_next, the frames' locals after
# their functions returned) and the traceback module's formatting, for
# exceptions raised in hot code.
import os
import sys
import traceback

HERE = os.path.dirname(os.path.abspath(__file__))


def clean(text):
    return text.replace(HERE + os.sep, '')


class Sink:
    def __init__(self):
        self.parts = []

    def write(self, s):
        self.parts.append(s)

    def text(self):
        return clean(''.join(self.parts))


def inner(x):
    scale = 100
    return scale // (x - 400)       # ZeroDivisionError at x == 400


def outer():
    s = 0
    for i in range(1000):
        s += inner(i)
    return s


try:
    outer()
except ZeroDivisionError as e:
    tb = e.__traceback__
    while tb is not None:
        f = tb.tb_frame
        fl = f.f_locals
        print(f.f_code.co_name, tb.tb_lineno, f.f_lineno,
              {k: fl[k] for k in ('x', 'scale', 'i', 's') if k in fl},
              type(fl).__name__)
        tb = tb.tb_next
    print(clean(traceback.format_exc()))


def recurse(n):
    depth = n
    if n == 0:
        raise ValueError('bottom')
    return recurse(n - 1) + 1


def catch():
    for attempt in range(300):
        try:
            recurse(3)
        except ValueError as e:
            last = e
    return last


err = catch()
entries = []
tb = err.__traceback__
while tb:
    entries.append((tb.tb_frame.f_code.co_name, tb.tb_lineno, tb.tb_frame.f_locals.get('depth')))
    tb = tb.tb_next
print(entries)
print(err.__traceback__.tb_frame.f_back.f_code.co_name)


def reraiser():
    try:
        inner(400)
    except ZeroDivisionError:
        raise RuntimeError('wrapped')


try:
    reraiser()
except RuntimeError as e:
    out = Sink()
    traceback.print_exc(file=out)
    print(out.text())
    t, v, tb = sys.exc_info()
    print(t.__name__, v, tb.tb_frame is sys._getframe(), tb.tb_next.tb_frame.f_code.co_name)
    print(e.__context__.__traceback__.tb_next.tb_frame.f_code.co_name)

try:
    [1, 2][5]
except IndexError as e:
    print(clean(''.join(traceback.format_exception(e))))
    print(clean(''.join(traceback.format_tb(e.__traceback__))))
    print(traceback.format_exception_only(e))


def stack_here():
    return clean(''.join(traceback.format_stack()))


def deeper():
    return stack_here()


print(deeper())


def keeps_locals(n):
    values = [n, n * 2]
    if n > 250:
        raise KeyError(n)
    return values


caught = None
for n in range(300):
    try:
        keeps_locals(n)
    except KeyError as e:
        caught = e
        break
frame = caught.__traceback__.tb_next.tb_frame
print(n, sorted(frame.f_locals.items()), frame.f_lineno, frame.f_code.co_name)
frame.f_locals['values'] = 'rewritten'
print(frame.f_locals['values'])


def nested_handlers():
    try:
        try:
            1 / 0
        finally:
            cleanup = True
    except ZeroDivisionError as e:
        return e


e = nested_handlers()
tb = e.__traceback__
print([(t.tb_frame.f_code.co_name, t.tb_lineno) for t in [tb]], tb.tb_next)
print(tb.tb_frame.f_locals['cleanup'], tb.tb_frame.f_lineno)
