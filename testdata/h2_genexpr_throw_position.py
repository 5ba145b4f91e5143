# An exception thrown into a suspended generator expression points at the
# element expression (where the genexpr yields), as in CPython.
import os, traceback

def show(f):
    try:
        f()
    except BaseException as e:
        text = ''.join(traceback.format_exception(e))
        print(text.replace(os.path.dirname(os.path.abspath(__file__)) + os.sep, ''))

it = (x for x in [1, 2])
next(it)
show(lambda: it.throw(ValueError('started')))

it = (x * 10 +
      x
      for x in range(3) if x)
next(it)
show(lambda: it.throw(KeyError('multi-line element')))
print(it.gi_frame is None)

it = ({'k': y}
      for y in 'ab')
print(next(it))
print(it.gi_frame.f_lineno)
show(lambda: it.throw(TypeError('dict element')))

pairs = ((a, b) for a in range(2) for b in range(2))
next(pairs)
next(pairs)
show(lambda: pairs.throw(IndexError('nested loops')))
