import inspect, functools, sys, types

def plain(a, b=2, *args, c, d=4, **kw):
    """Docstring of plain.

        Indented line.
    """
    return a

def annotated(x: int, /, y: 'str' = 'hi', *, z: list[int] = None) -> bool:
    pass

async def coro(): pass
def gen(): yield 1
async def agen(): yield 1
lam = lambda q, r=1: q + r

class Base:
    """Base docstring."""
    attr = 1
    def method(self, p, q=3):
        """Method doc."""
        return p
    @classmethod
    def cm(cls, v): pass
    @staticmethod
    def sm(w, *, k=0): pass
    @property
    def prop(self):
        """Property doc."""
        return 5

class Child(Base):
    def method(self, p, q=3):
        return q
    def __init__(self, size, *, color='red'):
        self.size = size

class WithNew:
    def __new__(cls, a, b=1):
        return super().__new__(cls)

class Callable:
    def __call__(self, n, m=0): pass

def decorator(f):
    @functools.wraps(f)
    def wrapper(*args, **kwargs):
        return f(*args, **kwargs)
    return wrapper

@decorator
def decorated(alpha, beta=None):
    return alpha

for obj in [plain, annotated, coro, gen, lam, Base.method, Base().method, Base.cm, Base.sm, Child, WithNew, Callable(),
            decorated, functools.partial(plain, 1), functools.partial(plain, b=5), functools.partial(annotated, 1), Base]:
    sig = inspect.signature(obj)
    print(getattr(obj, '__name__', type(obj).__name__), sig, repr(sig), list(sig.parameters))
sig = inspect.signature(plain)
for p in sig.parameters.values():
    print(repr(p), p.name, p.kind, p.kind.description, p.default is p.empty, p.annotation is inspect.Parameter.empty, int(p.kind))
print(inspect.signature(annotated).return_annotation, inspect.signature(annotated).parameters['z'].annotation)
print(inspect.signature(decorated, follow_wrapped=False))
ba = sig.bind(1, 2, 3, 4, c=5, e=6)
print(ba, ba.args, ba.kwargs, ba.arguments)
ba = sig.bind(1, c=0)
ba.apply_defaults()
print(ba)
print(sig.bind_partial(c=1), inspect.signature(annotated).bind(1, z=[1]))
for args, kw in [((), {}), ((1,), {}), ((1, 2), {'b': 3, 'c': 1}), ((1,), {'c': 1, 'zz': 2})]:
    try: print(inspect.signature(plain).bind(*args, **kw))
    except TypeError as e: print('TypeError', e)
def posonly(a, b, /, c): pass
for args, kw in [((1,), {'b': 2, 'c': 3}), ((1, 2, 3, 4), {}), ((), {'a': 1})]:
    try: print(inspect.signature(posonly).bind(*args, **kw))
    except TypeError as e: print('TypeError', e)
def kwonly(*, k): pass
try: inspect.signature(kwonly).bind()
except TypeError as e: print('TypeError', e)
try: inspect.signature(kwonly).bind(1)
except TypeError as e: print('TypeError', e)
P = inspect.Parameter
s2 = inspect.Signature([P('a', P.POSITIONAL_ONLY), P('b', P.POSITIONAL_OR_KEYWORD, default=1), P('args', P.VAR_POSITIONAL),
                        P('k', P.KEYWORD_ONLY, annotation=int), P('kw', P.VAR_KEYWORD)], return_annotation=str)
print(s2, s2 == inspect.Signature(list(s2.parameters.values()), return_annotation=str), s2.replace(return_annotation=inspect.Signature.empty))
print(P('x', P.KEYWORD_ONLY, default=None).replace(name='y', default=3))
for bad in [lambda: P('1x', P.POSITIONAL_ONLY), lambda: P('x', P.VAR_POSITIONAL, default=1), lambda: P(5, P.KEYWORD_ONLY),
            lambda: inspect.Signature([P('a', P.KEYWORD_ONLY), P('b', P.POSITIONAL_ONLY)]),
            lambda: inspect.Signature([P('a', P.POSITIONAL_ONLY, default=1), P('b', P.POSITIONAL_ONLY)]),
            lambda: inspect.Signature([P('a', P.POSITIONAL_ONLY), P('a', P.KEYWORD_ONLY)]),
            lambda: inspect.signature(5)]:
    try: bad()
    except (ValueError, TypeError) as e: print(type(e).__name__, e)
print(inspect.getfullargspec(plain))
print(inspect.getfullargspec(annotated))
print(inspect.getcallargs(plain, 1, c=2))
# predicates
objs = [plain, coro, gen, agen, lam, Base, Base.method, Base().method, len, inspect, gen(), [].append, Base.__dict__['prop'], sys._getframe(),
        plain.__code__, 5]
for name in ['isfunction', 'ismethod', 'isclass', 'ismodule', 'isgeneratorfunction', 'iscoroutinefunction', 'isasyncgenfunction',
             'isgenerator', 'isbuiltin', 'isroutine', 'isframe', 'iscode', 'isdatadescriptor', 'isabstract']:
    print(name, [getattr(inspect, name)(o) for o in objs])
import abc
class Abstract(abc.ABC):
    @abc.abstractmethod
    def f(self): pass
print(inspect.isabstract(Abstract), inspect.isabstract(Base))
# docs
print(repr(inspect.getdoc(plain)), repr(inspect.getdoc(Child.method)), repr(inspect.getdoc(Child(1).method)), repr(inspect.getdoc(Base.prop)))
print(repr(inspect.cleandoc('  first\n    second\n      third\n\n')), repr(inspect.getdoc(lam)), inspect.getdoc(Child))
# members
print([n for n, v in inspect.getmembers(Base) if not n.startswith('__')])
print([n for n, v in inspect.getmembers(Child(1), inspect.ismethod)])
print([n for n, v in inspect.getmembers(Base, inspect.isfunction)], inspect.getmro(Child))
print([(a.name, a.kind, a.defining_class.__name__) for a in inspect.classify_class_attrs(Child) if not a.name.startswith('__')])
# source
print(inspect.getsource(plain))
print(inspect.getsourcelines(Base.method)[1], inspect.getsource(Base.method))
print(inspect.getsource(lam))
print(inspect.getsource(decorated))
print(inspect.getsource(Callable))
print(inspect.getsource(Base.prop.fget))
print(inspect.getsourcefile(plain) == __file__, inspect.getfile(Base) == __file__, inspect.getmodule(plain) is sys.modules[__name__], inspect.getmodule(len))
print(inspect.getmodulename('/a/b/mod.py'), inspect.getmodulename('x.txt'), inspect.getcomments(Base))
for bad in [lambda: inspect.getsource(len), lambda: inspect.getfile(len), lambda: inspect.getsource(5)]:
    try: bad()
    except (TypeError, OSError) as e: print(type(e).__name__, e)
# frames
def where():
    f = inspect.currentframe()
    info = inspect.getframeinfo(f)
    st = inspect.stack()
    print(info.positions == (info.lineno, info.lineno, 11, 34), type(info.positions).__name__)
    return f.f_code.co_name, info.function, info.lineno, info.code_context, info.index, st[0].function, st[1].function, st[0].code_context
print(where())
def outer_fn():
    return [fi.function for fi in inspect.stack()][:3]
print(outer_fn(), inspect.getouterframes(inspect.currentframe())[0].function)
try:
    plain(1, c=0) / 0
except Exception:
    tr = inspect.trace()
    print([(fi.function, fi.lineno == sys.exc_info()[2].tb_lineno) for fi in tr])
g = gen()
print(inspect.getgeneratorstate(g)); next(g); print(inspect.getgeneratorstate(g)); g.close(); print(inspect.getgeneratorstate(g))
def fargs(a, b=2, *rest, **kws):
    return inspect.getargvalues(inspect.currentframe())
av = fargs(1, 3, 4, k=5)
print(av.args, av.varargs, av.keywords, inspect.formatargvalues(*av))
x_global = 5
def uses(a):
    return a + x_global + len([])
print(inspect.getclosurevars(uses))
print(inspect.unwrap(decorated) is decorated.__wrapped__, inspect.formatannotation(list[int]), inspect.formatannotation(int), inspect.formatannotation(types.ModuleType))
print(inspect.get_annotations(annotated), inspect.get_annotations(annotated, eval_str=True))
for args, kw in [((), {}), ((1, 2, 3), {}), ((1,), {'zz': 1}), ((1,), {'a': 2})]:
    try: print(inspect.getcallargs(lambda a, b=1, *, k: 0, *args, **kw))
    except TypeError as e: print('TypeError', e)
try: inspect.getcallargs(lambda a, b: 0, 1, 2, 3)
except TypeError as e: print('TypeError', e)
try: inspect.getcallargs(lambda a, b, c: 0)
except TypeError as e: print('TypeError', e)
print(inspect.signature(functools.partial(lambda a, /, b, *c, d: 0, 1, 2)), inspect.signature(functools.partial(lambda a, b, c=1: 0, c=3)))
