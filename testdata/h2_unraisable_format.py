# "Exception ignored in ..." reports (atexit callbacks, weakref callbacks)
# print the traceback as CPython's C code does: source lines without
# position markers, no suggestions, notes or chained exceptions, and the
# exception type qualified by its module unless builtins or __main__.
import atexit, gc, weakref

class Named:
    def __init__(self, name, fn):
        self.name, self.fn = name, fn
    def __repr__(self):
        return self.name
    def __call__(self, *args):
        self.fn()

class Custom(Exception):
    pass

class Elsewhere(Exception):
    pass
Elsewhere.__module__ = 'pkg.mod'

class Outer:
    class Inner(Exception):
        pass

def index_error():
    x = [1][5] + 2

def name_error():
    y = undefined_nme + 1

def with_note():
    e = Custom('noted')
    e.add_note('a note CPython does not print here')
    raise e

def chained():
    try:
        {}['k']
    except KeyError:
        raise Elsewhere('chained')

def nested():
    raise Outer.Inner()

def bad_str():
    class BadStr(Exception):
        def __str__(self):
            raise RuntimeError
    raise BadStr()

for name, fn in [('index_error', index_error), ('name_error', name_error), ('with_note', with_note),
                 ('chained', chained), ('nested', nested), ('bad_str', bad_str)]:
    atexit.register(Named('atexit-' + name, fn))

class Target:
    pass
t = Target()
r = weakref.ref(t, Named('weakref-callback', index_error))
del t
gc.collect()
print('main done')
