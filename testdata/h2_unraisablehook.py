# sys.unraisablehook receives the exceptions that cannot be raised
# (finalizers, weak reference callbacks, atexit functions) as
# UnraisableHookArgs; a hook that raises is reported by the default one.
import atexit, gc, sys, weakref

print(sys.unraisablehook is sys.__unraisablehook__, type(sys.unraisablehook).__name__)
seen = []
def hook(u):
    seen.append((u.exc_type.__name__, str(u.exc_value), u.err_msg,
                 type(u.object).__name__, u.exc_traceback is not None,
                 u.exc_value.__traceback__ is u.exc_traceback))
sys.unraisablehook = hook

class D:
    def __del__(self):
        raise ValueError('in del')
d = D()
del d
gc.collect()

class T:
    pass
t = T()
r = weakref.ref(t, lambda ref: 1 / 0)
del t
gc.collect()
for s in seen:
    print(s)

class Named:
    def __repr__(self):
        return 'Named()'
    def __call__(self):
        raise KeyError('at exit')

def at_exit_hook(u):
    print('atexit hook:', u.exc_type.__name__, u.err_msg, u.object)

def install():
    sys.unraisablehook = at_exit_hook
atexit.register(Named())
atexit.register(install)

class BadHook:
    def __repr__(self):
        return 'BadHook()'
    def __call__(self, u):
        raise RuntimeError('hook failed')
sys.unraisablehook = BadHook()
class E:
    def __del__(self):
        raise TypeError('lost')
e = E()
del e
gc.collect()
sys.unraisablehook = sys.__unraisablehook__
print('done')
