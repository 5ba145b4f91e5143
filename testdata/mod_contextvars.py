# contextvars: variables, tokens, contexts, copy_context, errors
import contextvars
from contextvars import ContextVar, Context, copy_context, Token

a = ContextVar('a')
b = ContextVar('b', default=5)
print(a.name, b.name, b.get(), a.get('fallback'), b.get(7))
try:
    a.get()
except LookupError as e:
    print('LookupError', type(e.args[0]).__name__, e.args[0] is a)
t = a.set(1)
print(a.get(), t.var is a, t.old_value is Token.MISSING, repr(Token.MISSING))
t2 = a.set(2)
print(a.get(), t2.old_value)
a.reset(t2)
print('after reset', a.get())
try:
    a.reset(t2)
except RuntimeError as e:
    print('RuntimeError', str(e).startswith('<Token used var='))
try:
    b.reset(t)
except ValueError as e:
    print('ValueError', str(e).endswith('was created by a different ContextVar'))
a.reset(t)
print('reset to missing', a.get(None))

ctx = copy_context()
print(type(ctx).__name__, len(ctx), a in ctx, b in ctx)
a.set('x')
print('copy is a snapshot', a in ctx, ctx.get(a, 'absent'))


def inside(v):
    a.set(v)
    b.set(v * 2)
    return a.get(), b.get(), len(copy_context())

print('run', ctx.run(inside, 10))
print('ctx after run', ctx[a], ctx[b], sorted(v for v in ctx.values()), len(list(ctx.items())))
print('outside unchanged', a.get(), b.get())
try:
    ctx[ContextVar('zz')]
except KeyError:
    print('KeyError for a missing var')
try:
    ctx['a']
except TypeError as e:
    print('TypeError', e)


def reenter():
    ctx.run(lambda: None)
try:
    ctx.run(reenter)
except RuntimeError as e:
    print('RuntimeError', str(e).startswith('cannot enter context:'))

t3 = ctx.run(a.set, 'in ctx')
try:
    a.reset(t3)
except ValueError as e:
    print('ValueError', str(e).endswith('was created in a different Context'))

empty = Context()
print('empty', len(empty), list(empty), empty.run(b.get))
try:
    class Sub(ContextVar):
        pass
except TypeError as e:
    print('TypeError', e)
try:
    ContextVar(1)
except TypeError as e:
    print('TypeError', e)
try:
    Token()
except RuntimeError as e:
    print('RuntimeError', e)
print(ContextVar[int], Token[str])
print(repr(b).startswith("<ContextVar name='b' default=5 at 0x"), repr(a).startswith("<ContextVar name='a' at 0x"))
print(type(a).__module__, type(ctx).__module__, contextvars.__all__ if hasattr(contextvars, '__all__') else None)
