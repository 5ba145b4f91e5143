"""Runtime objects for type hints (PEP 484 and successors), cpjit edition.

The objects here exist so that annotations evaluate, print and introspect
the way CPython 3.13 shows them: subscripted aliases ("typing.List[int]"),
get_origin/get_args, Generic and Protocol classes, NamedTuple, TypedDict,
NewType, TypeVar and friends.  Checks that only a static type checker would
perform are left out.
"""

import collections
import collections.abc as _abc
import sys
import types
from _typing import lazy_getter as _lazy_getter
from _cpjit_protocols import members_present as _members_present

__all__ = [
    'Annotated', 'Any', 'Callable', 'ClassVar', 'Concatenate', 'Final', 'ForwardRef',
    'Generic', 'Literal', 'Optional', 'ParamSpec', 'Protocol', 'Tuple', 'Type', 'TypeVar',
    'TypeVarTuple', 'Union', 'AbstractSet', 'ByteString', 'Container', 'ContextManager',
    'Hashable', 'ItemsView', 'Iterable', 'Iterator', 'KeysView', 'Mapping', 'MappingView',
    'MutableMapping', 'MutableSequence', 'MutableSet', 'Sequence', 'Sized', 'ValuesView',
    'Awaitable', 'AsyncIterator', 'AsyncIterable', 'Coroutine', 'Collection',
    'AsyncGenerator', 'AsyncContextManager', 'Reversible', 'SupportsAbs', 'SupportsBytes',
    'SupportsComplex', 'SupportsFloat', 'SupportsIndex', 'SupportsInt', 'SupportsRound',
    'ChainMap', 'Counter', 'Deque', 'Dict', 'DefaultDict', 'List', 'OrderedDict', 'Set',
    'FrozenSet', 'NamedTuple', 'TypedDict', 'Generator', 'BinaryIO', 'IO', 'Match',
    'Pattern', 'TextIO', 'AnyStr', 'assert_type', 'assert_never', 'cast', 'clear_overloads',
    'dataclass_transform', 'final', 'get_args', 'get_origin', 'get_overloads',
    'get_protocol_members', 'get_type_hints', 'is_protocol', 'is_typeddict', 'LiteralString',
    'Never', 'NewType', 'no_type_check', 'no_type_check_decorator', 'NoDefault', 'NoReturn',
    'NotRequired', 'overload', 'override', 'ParamSpecArgs', 'ParamSpecKwargs', 'ReadOnly',
    'Required', 'reveal_type', 'runtime_checkable', 'Self', 'Text', 'TYPE_CHECKING',
    'TypeAlias', 'TypeGuard', 'TypeIs', 'TypeAliasType', 'Unpack',
]

TYPE_CHECKING = False
_NoneType = type(None)


# ---------------------------------------------------------------------------
# Small helpers

def _show(x):
    """How a hint argument appears inside typing.X[...]."""
    if isinstance(x, type) and not isinstance(x, types.GenericAlias):
        mod = x.__module__
        return x.__qualname__ if mod == 'builtins' else mod + '.' + x.__qualname__
    if x is ...:
        return '...'
    if isinstance(x, types.FunctionType):
        return x.__name__
    if isinstance(x, (list, tuple)):
        return '[' + ', '.join(_show(a) for a in x) + ']'
    return repr(x)


def _hint(x):
    """Normalise one hint argument: None means NoneType, str a forward ref."""
    if x is None:
        return _NoneType
    if isinstance(x, str):
        return ForwardRef(x)
    return x


def _as_tuple(x):
    return x if isinstance(x, tuple) else (x,)


def _caller_module(depth=2):
    try:
        return sys._getframe(depth).f_globals.get('__name__', '__main__')
    except (AttributeError, ValueError):
        return '__main__'


def _free_vars(args):
    """The type variables appearing in args, first occurrence order."""
    found = []
    for a in args:
        if isinstance(a, (TypeVar, ParamSpec, TypeVarTuple)):
            cands = (a,)
        elif isinstance(a, (list, tuple)):
            cands = _free_vars(a)
        else:
            cands = getattr(a, '__parameters__', ())
            if not isinstance(cands, tuple):
                cands = ()
        for c in cands:
            if c not in found:
                found.append(c)
    return tuple(found)


def _substitute(arg, mapping):
    if isinstance(arg, (TypeVar, ParamSpec, TypeVarTuple)):
        return mapping.get(arg, arg)
    if isinstance(arg, list):
        return [_substitute(a, mapping) for a in arg]
    if isinstance(arg, tuple):
        return tuple(_substitute(a, mapping) for a in arg)
    params = getattr(arg, '__parameters__', None)
    if params and isinstance(params, tuple) and hasattr(arg, '__getitem__'):
        try:
            return arg[tuple(mapping.get(p, p) for p in params)]
        except TypeError:
            return arg
    return arg


def _no_isinstance(self, what):
    raise TypeError(f"{self!r} cannot be used with {what}()")


# ---------------------------------------------------------------------------
# Special forms: singletons such as Union, ClassVar, NoReturn

class _Form:
    """A named typing construct; subscription is delegated to a builder."""

    def __init__(self, name, build=None, doc=None):
        self._name = name
        self._build = build
        self.__doc__ = doc

    def __repr__(self):
        return 'typing.' + self._name

    def __reduce__(self):
        return self._name

    def __getitem__(self, item):
        if self._build is None:
            raise TypeError(f"{self!r} is not subscriptable")
        return self._build(self, item)

    def __call__(self, *args, **kwargs):
        raise TypeError(f"Cannot instantiate {self!r}")

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]

    def __instancecheck__(self, obj):
        _no_isinstance(self, 'isinstance')

    def __subclasscheck__(self, cls):
        _no_isinstance(self, 'issubclass')

    def __mro_entries__(self, bases):
        raise TypeError(f"Cannot subclass {self!r}")


def _form(build):
    """Decorator: turn a builder function into a _Form named after it."""
    return _Form(build.__name__, build, build.__doc__)


def _single(form, item):
    if isinstance(item, tuple):
        raise TypeError(f"{form!r} accepts only single type. Got {item}.")
    return _Alias(form, (_hint(item),), form=form)


NoReturn = _Form('NoReturn')
Never = _Form('Never')
Self = _Form('Self')
LiteralString = _Form('LiteralString')
TypeAlias = _Form('TypeAlias')

ClassVar = _Form('ClassVar', _single)
Final = _Form('Final', _single)
Required = _Form('Required', _single)
NotRequired = _Form('NotRequired', _single)
ReadOnly = _Form('ReadOnly', _single)
TypeGuard = _Form('TypeGuard', _single)
TypeIs = _Form('TypeIs', _single)
Unpack = _Form('Unpack', _single)


class _AnyKind(type):
    def __repr__(cls):
        return 'typing.Any' if cls is Any else super().__repr__()

    def __instancecheck__(cls, obj):
        if cls is Any:
            raise TypeError("typing.Any cannot be used with isinstance()")
        return super().__instancecheck__(obj)

    def __subclasscheck__(cls, sub):
        if cls is Any:
            raise TypeError("typing.Any cannot be used with issubclass()")
        return super().__subclasscheck__(sub)


class Any(metaclass=_AnyKind):
    """Compatible with every type (the escape hatch of the type system)."""

    def __new__(cls, *args, **kwargs):
        if cls is Any:
            raise TypeError("Any cannot be instantiated")
        return super().__new__(cls)


@_form
def Union(form, item):
    """Union[X, Y] means X or Y."""
    if item == ():
        raise TypeError("Cannot take a Union of no types.")
    members = []
    for a in _as_tuple(item):
        a = _hint(a)
        if isinstance(a, types.UnionType):
            inner = a.__args__
        elif isinstance(a, _Alias) and a.__origin__ is Union:
            inner = a.__args__
        else:
            inner = (a,)
        for m in inner:
            if m not in members:
                members.append(m)
    if len(members) == 1:
        return members[0]
    return _Alias(Union, tuple(members), form=Union)


@_form
def Optional(form, item):
    """Optional[X] is Union[X, None]."""
    if isinstance(item, tuple):
        raise TypeError(f"typing.Optional requires a single type. Got {item}.")
    return Union[item, None]


@_form
def Literal(form, item):
    """Literal[v, ...]: exactly one of the given values."""
    values = []
    for v in _as_tuple(item):
        if isinstance(v, _Alias) and v.__origin__ is Literal:
            more = v.__args__
        else:
            more = (v,)
        for m in more:
            if not any(type(m) is type(o) and m == o for o in values):
                values.append(m)
    return _Alias(Literal, tuple(values), form=Literal)


@_form
def Concatenate(form, item):
    """Concatenate[X, P]: prepend parameters to a ParamSpec."""
    item = _as_tuple(item)
    if not item:
        raise TypeError("Cannot take a Concatenate of no types.")
    return _Alias(Concatenate, tuple(_hint(a) for a in item), form=Concatenate)


@_form
def Annotated(form, item):
    """Annotated[T, meta, ...]: T carrying extra metadata."""
    if not isinstance(item, tuple) or len(item) < 2:
        raise TypeError("Annotated[...] should be used with at least two "
                        "arguments (a type and an annotation).")
    base, meta = _hint(item[0]), item[1:]
    if isinstance(base, _Annotated):
        base, meta = base.__origin__, base.__metadata__ + meta
    return _Annotated(base, meta)


# ---------------------------------------------------------------------------
# Subscripted aliases

class _Alias:
    """X[args]: the result of subscripting a typing construct or a Generic
    class.  `form` is set for special forms (Union, ClassVar...), `name` for
    the capitalised collection aliases (List, Dict...)."""

    def __init__(self, origin, args, name=None, form=None):
        self.__origin__ = origin
        self.__args__ = args
        self.__parameters__ = _free_vars(args)
        self._name = name
        self._form = form

    # -- display
    def _head(self):
        if self._form is not None:
            return repr(self._form)
        if self._name is not None:
            return 'typing.' + self._name
        return _show(self.__origin__)

    def __repr__(self):
        args = self.__args__
        if self._form is Union:
            if len(args) == 2 and _NoneType in args:
                other = args[0] if args[1] is _NoneType else args[1]
                return f'typing.Optional[{_show(other)}]'
        elif self._form is Literal:
            return 'typing.Literal[' + ', '.join(repr(a) for a in args) + ']'
        if self._name in ('Tuple', 'tuple') and not args:
            return self._head() + '[()]'
        if self._name == 'Callable' and args:
            first = args[0] if len(args) == 2 and (args[0] is ... or
                     _is_param_like(args[0])) else list(args[:-1])
            return f'{self._head()}[{_show(first)}, {_show(args[-1])}]'
        return self._head() + '[' + ', '.join(_show(a) for a in args) + ']'

    # -- identity
    def __eq__(self, other):
        if self._form is Union and isinstance(other, types.UnionType):
            return set(self.__args__) == set(other.__args__)
        if not isinstance(other, _Alias):
            return NotImplemented
        if self._form is Union and other._form is Union:
            return set(self.__args__) == set(other.__args__)
        return (self.__origin__, self.__args__) == (other.__origin__, other.__args__)

    def __hash__(self):
        if self._form is Union:
            return hash(frozenset(self.__args__))
        return hash((self.__origin__, self.__args__))

    # -- use
    def __getitem__(self, item):
        params = self.__parameters__
        if not params:
            raise TypeError(f"{self!r} is not a generic class")
        item = _as_tuple(item)
        if len(item) != len(params):
            raise TypeError(f"Too {'many' if len(item) > len(params) else 'few'} "
                            f"arguments for {self!r}; actual {len(item)}, "
                            f"expected {len(params)}")
        mapping = dict(zip(params, (_hint(a) for a in item)))
        new_args = tuple(_substitute(a, mapping) for a in self.__args__)
        if self._form is Union:
            return Union[new_args]
        return self._rebuild(new_args)

    def _rebuild(self, args):
        return _Alias(self.__origin__, args, self._name, self._form)

    def __call__(self, *args, **kwargs):
        if self._form is not None:
            raise TypeError(f"Cannot instantiate {self._form!r}")
        if self._name is not None and not _ALIAS_INST.get(self._name, True):
            raise TypeError(f"Type {self._name} cannot be instantiated; use "
                            f"{self.__origin__.__name__}() instead")
        obj = self.__origin__(*args, **kwargs)
        try:
            obj.__orig_class__ = self
        except Exception:
            pass
        return obj

    def __mro_entries__(self, bases):
        origin = self.__origin__
        if self._form is not None:
            raise TypeError(f"Cannot subclass {self!r}")
        if origin is Generic or origin is Protocol:
            # Generic[T] contributes Generic only when nothing else does.
            for b in bases[bases.index(self) + 1:]:
                if isinstance(b, _Alias) and b.__origin__ not in (Generic, Protocol):
                    if isinstance(b.__origin__, type) and issubclass(b.__origin__, origin):
                        return ()
                elif isinstance(b, type) and issubclass(b, origin):
                    return ()
        return (origin,)

    def __instancecheck__(self, obj):
        if self._form is Union:
            # isinstance(x, Union[A, B]): issubclass(type(x), A) or ...
            return self.__subclasscheck__(type(obj))
        raise TypeError("Subscripted generics cannot be used with class and instance checks")

    def __subclasscheck__(self, cls):
        if self._form is Union:
            return any(issubclass(cls, a) for a in self.__args__)
        raise TypeError("Subscripted generics cannot be used with class and instance checks")

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]

    def __getattr__(self, attr):
        if attr.startswith('__') and attr.endswith('__') or attr == '_name':
            raise AttributeError(attr)
        return getattr(self.__origin__, attr)

    def __reduce__(self):
        return _subscript, (self._head_object(), self.__args__)

    def _head_object(self):
        if self._form is not None:
            return self._form
        if self._name is not None:
            return globals().get(self._name, self.__origin__)
        return self.__origin__


def _subscript(head, args):
    return head[args]


def _is_param_like(x):
    return isinstance(x, ParamSpec) or (isinstance(x, _Alias) and x._form is Concatenate)


class _Annotated(_Alias):
    def __init__(self, base, metadata):
        super().__init__(base, (base,))
        self.__metadata__ = metadata

    def __repr__(self):
        return ('typing.Annotated[' + _show(self.__origin__) + ', ' +
                ', '.join(repr(m) for m in self.__metadata__) + ']')

    def __eq__(self, other):
        if not isinstance(other, _Annotated):
            return NotImplemented
        return (self.__origin__, self.__metadata__) == (other.__origin__, other.__metadata__)

    def __hash__(self):
        return hash((self.__origin__, self.__metadata__))

    def _rebuild(self, args):
        return _Annotated(args[0], self.__metadata__)

    def __mro_entries__(self, bases):
        return (self.__origin__,)

    def __call__(self, *args, **kwargs):
        return self.__origin__(*args, **kwargs)

    def __reduce__(self):
        return _subscript, (Annotated, (self.__origin__,) + self.__metadata__)


# ---------------------------------------------------------------------------
# Bare collection aliases: List, Dict, Callable, Tuple...

_ALIAS_INST = {}


class _Bare:
    """An unsubscripted alias for a runtime class, e.g. typing.List."""

    def __init__(self, origin, arity, name=None, inst=True, defaults=()):
        self.__origin__ = origin
        self._name = name or origin.__name__
        self._arity = arity
        self._defaults = defaults
        _ALIAS_INST[self._name] = inst
        self.__doc__ = f"A generic version of {origin.__module__}.{origin.__qualname__}."

    def __repr__(self):
        return 'typing.' + self._name

    def __reduce__(self):
        return self._name

    def __getitem__(self, item):
        if self._arity == 0:
            raise TypeError(f"{self!r} is not a generic class")
        args = tuple(_hint(a) for a in _as_tuple(item))
        want = self._arity
        if len(args) < want and len(args) + len(self._defaults) >= want:
            args = args + self._defaults[len(self._defaults) - (want - len(args)):]
        if len(args) != want:
            raise TypeError(f"Too {'many' if len(args) > want else 'few'} arguments "
                            f"for {self!r}; actual {len(args)}, expected {want}")
        return _Alias(self.__origin__, args, self._name)

    def __call__(self, *args, **kwargs):
        if not _ALIAS_INST[self._name]:
            raise TypeError(f"Type {self._name} cannot be instantiated; use "
                            f"{self.__origin__.__name__}() instead")
        return self.__origin__(*args, **kwargs)

    def __mro_entries__(self, bases):
        return (self.__origin__,)

    def __instancecheck__(self, obj):
        return isinstance(obj, self.__origin__)

    def __subclasscheck__(self, cls):
        if isinstance(cls, _Bare):
            return issubclass(cls.__origin__, self.__origin__)
        return issubclass(cls, self.__origin__)

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]

    def __getattr__(self, attr):
        if attr.startswith('__') and attr.endswith('__') or attr == '_name':
            raise AttributeError(attr)
        return getattr(self.__origin__, attr)


class _BareCallable(_Bare):
    def __getitem__(self, item):
        if not isinstance(item, tuple) or len(item) != 2:
            raise TypeError("Callable must be used as Callable[[arg, ...], result].")
        params, result = item
        if isinstance(params, list):
            args = tuple(_hint(p) for p in params) + (_hint(result),)
        elif params is ... or _is_param_like(params):
            args = (params, _hint(result))
        else:
            args = (_hint(params), _hint(result))
        return _Alias(self.__origin__, args, self._name)


class _BareTuple(_Bare):
    def __getitem__(self, item):
        if item == ():
            return _Alias(tuple, (), 'Tuple')
        args = tuple(_hint(a) if a is not ... else a for a in _as_tuple(item))
        return _Alias(tuple, args, 'Tuple')


Hashable = _Bare(_abc.Hashable, 0)
Awaitable = _Bare(_abc.Awaitable, 1)
Coroutine = _Bare(_abc.Coroutine, 3)
AsyncIterable = _Bare(_abc.AsyncIterable, 1)
AsyncIterator = _Bare(_abc.AsyncIterator, 1)
Iterable = _Bare(_abc.Iterable, 1)
Iterator = _Bare(_abc.Iterator, 1)
Reversible = _Bare(_abc.Reversible, 1)
Sized = _Bare(_abc.Sized, 0)
Container = _Bare(_abc.Container, 1)
Collection = _Bare(_abc.Collection, 1)
Callable = _BareCallable(_abc.Callable, 2)
AbstractSet = _Bare(_abc.Set, 1, 'AbstractSet')
MutableSet = _Bare(_abc.MutableSet, 1)
Mapping = _Bare(_abc.Mapping, 2)
MutableMapping = _Bare(_abc.MutableMapping, 2)
Sequence = _Bare(_abc.Sequence, 1)
MutableSequence = _Bare(_abc.MutableSequence, 1)
ByteString = _Bare(getattr(_abc, 'ByteString', bytes), 0, 'ByteString')
MappingView = _Bare(_abc.MappingView, 1)
KeysView = _Bare(_abc.KeysView, 1)
ItemsView = _Bare(_abc.ItemsView, 2)
ValuesView = _Bare(_abc.ValuesView, 1)
Generator = _Bare(_abc.Generator, 3, defaults=(_NoneType, _NoneType))
AsyncGenerator = _Bare(_abc.AsyncGenerator, 2, defaults=(_NoneType,))
Tuple = _BareTuple(tuple, -1, 'Tuple', inst=False)
List = _Bare(list, 1, 'List', inst=False)
Set = _Bare(set, 1, 'Set', inst=False)
FrozenSet = _Bare(frozenset, 1, 'FrozenSet', inst=False)
Dict = _Bare(dict, 2, 'Dict', inst=False)
Type = _Bare(type, 1, 'Type', inst=False)
Deque = _Bare(collections.deque, 1, 'Deque')
DefaultDict = _Bare(collections.defaultdict, 2, 'DefaultDict')
OrderedDict = _Bare(collections.OrderedDict, 2, 'OrderedDict')
Counter = _Bare(collections.Counter, 1, 'Counter')
ChainMap = _Bare(collections.ChainMap, 2, 'ChainMap')
Text = str

try:
    import re as _re
    Pattern = _Bare(type(_re.compile('')), 1, 'Pattern')
    Match = _Bare(type(_re.match('', '')), 1, 'Match')
except Exception:
    # No regular-expression engine: keep the names usable in annotations.
    def _opaque(form, item):
        return _Alias(form, tuple(_hint(a) for a in _as_tuple(item)), form=form)
    Pattern = _Form('Pattern', _opaque)
    Match = _Form('Match', _opaque)

try:
    import contextlib as _contextlib
    _bool_or_none = bool | None
    ContextManager = _Bare(_contextlib.AbstractContextManager, 2, 'ContextManager',
                           defaults=(_bool_or_none,))
except Exception:
    ContextManager = _Form('ContextManager')
try:
    AsyncContextManager = _Bare(_contextlib.AbstractAsyncContextManager, 2,
                                'AsyncContextManager', defaults=(_bool_or_none,))
except Exception:
    AsyncContextManager = _Form('AsyncContextManager')


# ---------------------------------------------------------------------------
# Forward references and type variables

class ForwardRef:
    """A hint written as a string, to be evaluated later."""

    def __init__(self, arg, is_argument=True, module=None, *, is_class=False):
        if not isinstance(arg, str):
            raise TypeError(f"Forward reference must be a string -- got {arg!r}")
        self.__forward_arg__ = arg
        self.__forward_module__ = module
        self.__forward_evaluated__ = False
        self.__forward_value__ = None

    def _evaluate(self, globalns, localns, *args, **kwargs):
        if self.__forward_module__ is not None:
            mod = sys.modules.get(self.__forward_module__)
            if mod is not None:
                globalns = mod.__dict__
        value = eval(self.__forward_arg__, globalns or {}, localns)
        self.__forward_value__ = _hint(value)
        self.__forward_evaluated__ = True
        return self.__forward_value__

    def __eq__(self, other):
        if not isinstance(other, ForwardRef):
            return NotImplemented
        return self.__forward_arg__ == other.__forward_arg__ and \
            self.__forward_module__ == other.__forward_module__

    def __hash__(self):
        return hash((self.__forward_arg__, self.__forward_module__))

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]

    def __repr__(self):
        mod = '' if self.__forward_module__ is None else f', module={self.__forward_module__!r}'
        return f'ForwardRef({self.__forward_arg__!r}{mod})'


class _NoDefaultType:
    __slots__ = ()
    _it = None

    def __new__(cls):
        if cls._it is None:
            cls._it = object.__new__(cls)
        return cls._it

    def __repr__(self):
        return 'typing.NoDefault'

    def __reduce__(self):
        return 'NoDefault'


NoDefault = _NoDefaultType()


class _VarBase:
    """Shared behaviour of TypeVar, ParamSpec and TypeVarTuple.

    The bound, constraints and default of a variable that the PEP 695
    syntax created are functions evaluated at first use (_lazy)."""

    _lazy = None

    def _setup(self, name, default):
        self.__name__ = name
        self._default = default
        self.__module__ = _caller_module(3)

    __default__ = property(_lazy_getter('default'))

    def has_default(self):
        lazy = self._lazy
        if lazy is not None and 'default' in lazy:
            return True
        return self._default is not NoDefault

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]

    def __reduce__(self):
        return self.__name__

    def __mro_entries__(self, bases):
        raise TypeError(f"Cannot subclass an instance of {type(self).__name__}")


class TypeVar(_VarBase):
    """A type variable: T = TypeVar('T'), optionally bounded or constrained."""

    def __init__(self, name, *constraints, bound=None, covariant=False,
                 contravariant=False, infer_variance=False, default=NoDefault):
        if covariant and contravariant:
            raise ValueError("Bivariant type variables are not supported.")
        if constraints and bound is not None:
            raise TypeError("Constraints cannot be combined with bound=...")
        if len(constraints) == 1:
            raise TypeError("A single constraint is not allowed")
        self._setup(name, default)
        self._constraints = tuple(_hint(c) for c in constraints)
        self._bound = _hint(bound) if bound is not None else None
        self.__covariant__ = bool(covariant)
        self.__contravariant__ = bool(contravariant)
        self.__infer_variance__ = bool(infer_variance)

    def __repr__(self):
        if self.__infer_variance__:
            sign = ''
        elif self.__covariant__:
            sign = '+'
        elif self.__contravariant__:
            sign = '-'
        else:
            sign = '~'
        return sign + self.__name__

    __bound__ = property(_lazy_getter('bound'))
    __constraints__ = property(_lazy_getter('constraints'))

    def __typing_subst__(self, arg):
        return _hint(arg)


class ParamSpecArgs:
    """P.args: the positional part of a ParamSpec."""

    def __init__(self, origin):
        self.__origin__ = origin

    def __repr__(self):
        return f'{self.__origin__.__name__}.args'

    def __eq__(self, other):
        return isinstance(other, ParamSpecArgs) and self.__origin__ == other.__origin__

    def __hash__(self):
        return hash((ParamSpecArgs, id(self.__origin__)))


class ParamSpecKwargs:
    """P.kwargs: the keyword part of a ParamSpec."""

    def __init__(self, origin):
        self.__origin__ = origin

    def __repr__(self):
        return f'{self.__origin__.__name__}.kwargs'

    def __eq__(self, other):
        return isinstance(other, ParamSpecKwargs) and self.__origin__ == other.__origin__

    def __hash__(self):
        return hash((ParamSpecKwargs, id(self.__origin__)))


class ParamSpec(_VarBase):
    """A parameter specification variable: P = ParamSpec('P')."""

    def __init__(self, name, *, bound=None, covariant=False, contravariant=False,
                 infer_variance=False, default=NoDefault):
        self._setup(name, default)
        self._bound = bound
        self.__covariant__ = bool(covariant)
        self.__contravariant__ = bool(contravariant)
        self.__infer_variance__ = bool(infer_variance)

    @property
    def __bound__(self):
        return self._bound

    @property
    def args(self):
        return ParamSpecArgs(self)

    @property
    def kwargs(self):
        return ParamSpecKwargs(self)

    def __repr__(self):
        if self.__infer_variance__:
            return self.__name__
        if self.__covariant__:
            return '+' + self.__name__
        if self.__contravariant__:
            return '-' + self.__name__
        return '~' + self.__name__


class TypeVarTuple(_VarBase):
    """A variadic type variable: Ts = TypeVarTuple('Ts')."""

    def __init__(self, name, *, default=NoDefault):
        self._setup(name, default)

    def __repr__(self):
        return self.__name__

    def __iter__(self):
        yield Unpack[self]


def _syntax_var(cls, name, lazy):
    # A variable of a PEP 695 type parameter list: no __module__ of its
    # own (it reads typing's), variance inferred, the rest lazy.
    v = object.__new__(cls)
    v.__name__ = name
    v._default = NoDefault
    v._bound = None
    v._constraints = ()
    v.__covariant__ = False
    v.__contravariant__ = False
    v.__infer_variance__ = True
    v._lazy = {k: f for k, f in lazy.items() if f is not None}
    return v


# The interpreter calls these for the PEP 695 syntax.
def _make_typevar(name, bound, constraints, default):
    return _syntax_var(TypeVar, name, {'bound': bound, 'constraints': constraints, 'default': default})


def _make_paramspec(name, default):
    return _syntax_var(ParamSpec, name, {'default': default})


def _make_typevartuple(name, default):
    return _syntax_var(TypeVarTuple, name, {'default': default})


def _make_generic_base(params):
    return _Alias(Generic, params)


def _make_typealias(name, type_params, value):
    a = object.__new__(TypeAliasType)
    a.__name__ = name
    a._lazy = {'value': value}
    a.__type_params__ = type_params if type_params is not None else ()
    a.__module__ = _caller_module()
    return a


AnyStr = TypeVar('AnyStr', bytes, str)
AnyStr.__module__ = 'typing'


# ---------------------------------------------------------------------------
# Generic and Protocol

def _check_generic_params(params):
    if not params:
        raise TypeError("Parameter list to Generic[...] cannot be empty")
    for p in params:
        if not isinstance(p, (TypeVar, ParamSpec, TypeVarTuple)) and \
                not (isinstance(p, _Alias) and p._form is Unpack):
            raise TypeError("Parameters to Generic[...] must all be type variables "
                            "or parameter specification variables.")
    if len(set(params)) != len(params):
        raise TypeError("Parameters to Generic[...] must all be unique")


class Generic:
    """Base class for user-defined generic classes: class Box(Generic[T])."""

    __slots__ = ()
    _is_protocol = False

    def __class_getitem__(cls, item):
        params = tuple(_hint(p) for p in _as_tuple(item))
        if cls is Generic or cls is Protocol:
            _check_generic_params(params)
            return _Alias(cls, params)
        own = cls.__dict__.get('__parameters__', ())
        if not own:
            raise TypeError(f"{cls} is not a generic class")
        if len(params) != len(own) and not any(isinstance(p, TypeVarTuple) for p in own):
            raise TypeError(f"Too {'many' if len(params) > len(own) else 'few'} "
                            f"arguments for {cls}; actual {len(params)}, "
                            f"expected {len(own)}")
        return _Alias(cls, params)

    def __init_subclass__(cls, *args, **kwargs):
        super().__init_subclass__(*args, **kwargs)
        orig = cls.__dict__.get('__orig_bases__', ())
        declared = None
        for b in orig:
            if isinstance(b, _Alias) and b.__origin__ in (Generic, Protocol):
                if declared is not None and b.__origin__ is Generic:
                    raise TypeError("Cannot inherit from Generic[...] multiple times.")
                declared = b.__args__
        found = _free_vars(orig)
        if declared is not None:
            missing = [v for v in found if v not in declared]
            if missing:
                raise TypeError("Some type variables (" + ', '.join(map(str, missing)) +
                                ") are not listed in Generic[" +
                                ', '.join(map(str, declared)) + "]")
            found = declared
        cls.__parameters__ = tuple(found)


def _protocol_attrs(cls):
    names = set()
    for base in cls.__mro__[:-1]:
        if base.__name__ in ('Protocol', 'Generic'):
            continue
        ann = base.__dict__.get('__annotations__', {})
        for name in list(base.__dict__) + list(ann):
            if not name.startswith('_abc_') and name not in _NOT_MEMBERS:
                names.add(name)
    return names


_NOT_MEMBERS = frozenset({
    '__abstractmethods__', '__annotations__', '__dict__', '__doc__', '__init__',
    '__module__', '__new__', '__slots__', '__subclasshook__', '__weakref__',
    '__class_getitem__', '__parameters__', '__orig_bases__', '__orig_class__',
    '_is_protocol', '_is_runtime_protocol', '__protocol_attrs__',
    '__non_callable_proto_members__', '__type_params__', '__qualname__',
    '__init_subclass__', '__firstlineno__', '__static_attributes__',
    '__match_args__', '__final__', '__annotate__',
})


import abc as _abcmod


# Non-empty while an isinstance() check of a protocol consults the ABC
# machinery (see _ProtocolMeta.__instancecheck__).
_reckless = []


class _ProtocolMeta(_abcmod.ABCMeta):
    def __call__(cls, *args, **kwargs):
        if cls.__dict__.get('_is_protocol', False):
            raise TypeError("Protocols cannot be instantiated")
        return super().__call__(*args, **kwargs)

    def _check_runtime(cls):
        if not cls.__dict__.get('_is_runtime_protocol', False):
            raise TypeError("Instance and class checks can only be used with "
                            "@runtime_checkable protocols")

    def __instancecheck__(cls, obj):
        if cls is Protocol or not cls.__dict__.get('_is_protocol', False):
            return super().__instancecheck__(obj)
        cls._check_runtime()
        # The ABC machinery asks __subclasscheck__ about type(obj); like
        # CPython's, that inner question is allowed even for protocols
        # with non-method members, which issubclass() itself refuses.
        _reckless.append(True)
        try:
            if super().__instancecheck__(obj):
                return True
        finally:
            _reckless.pop()
        # Each member must be found without running any code (as
        # inspect.getattr_static finds it), and not be None unless it is
        # a data member.
        present = _members_present(obj, cls.__protocol_attrs__,
                                   cls.__non_callable_proto_members__)
        if present is NotImplemented:
            from inspect import getattr_static
            for name in cls.__protocol_attrs__:
                try:
                    value = getattr_static(obj, name)
                except AttributeError:
                    return False
                if value is None and name not in cls.__non_callable_proto_members__:
                    return False
            return True
        return present

    def __subclasscheck__(cls, other):
        if cls is Protocol or not cls.__dict__.get('_is_protocol', False):
            return super().__subclasscheck__(other)
        cls._check_runtime()
        if not isinstance(other, type):
            raise TypeError("issubclass() arg 1 must be a class")
        if cls.__non_callable_proto_members__ and not _reckless:
            raise TypeError("Protocols with non-method members don't support issubclass()."
                            f" Non-method members: {str(set(cls.__non_callable_proto_members__))[1:-1]}.")
        # ABCMeta caches the verdict of _proto_hook (and of the registry
        # and real subclasses) per class.
        return super().__subclasscheck__(other)


@classmethod
def _proto_hook(cls, other):
    """A protocol's __subclasshook__: True when other's MRO has every
    member (not set to None), else NotImplemented."""
    if not cls.__dict__.get('_is_protocol', False):
        return NotImplemented
    for name in cls.__protocol_attrs__:
        for klass in other.__mro__:
            if name in klass.__dict__:
                if klass.__dict__[name] is None:
                    return NotImplemented
                break
            ann = getattr(klass, '__annotations__', {})
            if (isinstance(ann, dict) and name in ann and
                    issubclass(other, Generic) and
                    getattr(other, '_is_protocol', False)):
                break
        else:
            return NotImplemented
    return True


class Protocol(Generic, metaclass=_ProtocolMeta):
    """Base class for structural (duck-typed) interfaces."""

    __slots__ = ()
    _is_protocol = True
    _is_runtime_protocol = False

    def __init_subclass__(cls, *args, **kwargs):
        super().__init_subclass__(*args, **kwargs)
        # Only a class naming Protocol (or Protocol[...]) among its bases is
        # itself a protocol; subclasses of a protocol are concrete classes.
        declared = list(cls.__bases__) + list(cls.__dict__.get('__orig_bases__', ()))
        is_proto = any(b is Protocol or (isinstance(b, _Alias) and b.__origin__ is Protocol)
                       for b in declared)
        cls._is_protocol = is_proto
        if '_is_runtime_protocol' not in cls.__dict__:
            cls._is_runtime_protocol = False
        if is_proto:
            cls.__protocol_attrs__ = _protocol_attrs(cls)
        if '__subclasshook__' not in cls.__dict__:
            cls.__subclasshook__ = _proto_hook


def runtime_checkable(cls):
    """Allow isinstance()/issubclass() against a Protocol class."""
    if not (isinstance(cls, type) and issubclass(cls, Generic) and
            cls.__dict__.get('_is_protocol', False)):
        raise TypeError("@runtime_checkable can be only applied to protocol classes,"
                        f" got {cls!r}")
    cls._is_runtime_protocol = True
    cls.__non_callable_proto_members__ = frozenset(
        name for name in cls.__protocol_attrs__
        if not callable(getattr(cls, name, None)))
    return cls


def is_protocol(tp, /):
    return isinstance(tp, type) and tp is not Protocol and \
        bool(tp.__dict__.get('_is_protocol', False))


def get_protocol_members(tp, /):
    if not is_protocol(tp):
        raise TypeError(f"{tp!r} is not a Protocol")
    return frozenset(tp.__protocol_attrs__)


T_co = TypeVar('T_co', covariant=True)


@runtime_checkable
class SupportsInt(Protocol):
    """Has __int__."""
    __slots__ = ()

    def __int__(self) -> int: ...


@runtime_checkable
class SupportsFloat(Protocol):
    """Has __float__."""
    __slots__ = ()

    def __float__(self) -> float: ...


@runtime_checkable
class SupportsComplex(Protocol):
    """Has __complex__."""
    __slots__ = ()

    def __complex__(self) -> complex: ...


@runtime_checkable
class SupportsBytes(Protocol):
    """Has __bytes__."""
    __slots__ = ()

    def __bytes__(self) -> bytes: ...


@runtime_checkable
class SupportsIndex(Protocol):
    """Has __index__."""
    __slots__ = ()

    def __index__(self) -> int: ...


@runtime_checkable
class SupportsAbs(Protocol[T_co]):
    """Has __abs__."""
    __slots__ = ()

    def __abs__(self) -> T_co: ...


@runtime_checkable
class SupportsRound(Protocol[T_co]):
    """Has __round__."""
    __slots__ = ()

    def __round__(self, ndigits: int = 0) -> T_co: ...


# ---------------------------------------------------------------------------
# Functions and decorators

def cast(typ, val):
    """Tell the type checker val has type typ; returns val unchanged."""
    return val


def assert_type(val, typ, /):
    """Static assertion; at run time just returns val."""
    return val


def assert_never(arg, /):
    """Mark code the type checker should prove unreachable."""
    text = repr(arg)
    if len(text) > 100:
        text = text[:100] + '...'
    raise AssertionError(f"Expected code to be unreachable, but got: {text}")


def reveal_type(obj, /):
    """Print the runtime type of obj to stderr and return obj."""
    print(f"Runtime type is {type(obj).__name__!r}", file=sys.stderr)
    return obj


_overloads = {}


def _overload_key(func):
    func = getattr(func, '__func__', func)
    return (getattr(func, '__module__', None), getattr(func, '__qualname__', None))


def overload(func):
    """Declare one signature of an overloaded function."""
    _overloads.setdefault(_overload_key(func), []).append(func)

    def _stub(*args, **kwargs):
        raise NotImplementedError(
            "You should not call an overloaded function. A series of @overload-decorated "
            "functions outside a stub module should always be followed by an "
            "implementation that is not @overload-ed.")
    return _stub


def get_overloads(func):
    return list(_overloads.get(_overload_key(func), ()))


def clear_overloads():
    _overloads.clear()


def final(f):
    """Mark a class or method as not to be overridden."""
    try:
        f.__final__ = True
    except (AttributeError, TypeError):
        pass
    return f


def override(method, /):
    """Mark a method as overriding one in a base class."""
    try:
        method.__override__ = True
    except (AttributeError, TypeError):
        pass
    return method


def no_type_check(arg):
    """Tell type checkers to ignore the annotations of arg."""
    if isinstance(arg, type):
        for value in vars(arg).values():
            if isinstance(value, types.FunctionType):
                try:
                    value.__no_type_check__ = True
                except (AttributeError, TypeError):
                    pass
    try:
        arg.__no_type_check__ = True
    except (AttributeError, TypeError):
        pass
    return arg


def no_type_check_decorator(decorator):
    """Make decorator's results behave as if wrapped in no_type_check."""
    def make(*args, **kwargs):
        return no_type_check(decorator(*args, **kwargs))
    return make


def dataclass_transform(*, eq_default=True, order_default=False, kw_only_default=False,
                        frozen_default=False, field_specifiers=(), **kwargs):
    """Mark a decorator/base/metaclass as producing dataclass-like classes."""
    info = {'eq_default': eq_default, 'order_default': order_default,
            'kw_only_default': kw_only_default, 'frozen_default': frozen_default,
            'field_specifiers': field_specifiers, 'kwargs': kwargs}

    def mark(obj):
        obj.__dataclass_transform__ = info
        return obj
    return mark


def get_origin(tp):
    """The unsubscripted form of tp: List[int] -> list, Union[...] -> Union."""
    if isinstance(tp, _Annotated):
        return Annotated
    if isinstance(tp, (_Alias, _Bare, types.GenericAlias, ParamSpecArgs, ParamSpecKwargs)):
        return tp.__origin__
    if tp is Generic:
        return Generic
    if isinstance(tp, types.UnionType):
        return types.UnionType
    return None


def get_args(tp):
    """The arguments of a subscripted hint, as written (Callable's list kept)."""
    if isinstance(tp, _Annotated):
        return (tp.__origin__,) + tp.__metadata__
    if isinstance(tp, _Alias):
        args = tp.__args__
        if tp._name == 'Callable' and args and not (
                len(args) == 2 and (args[0] is ... or _is_param_like(args[0]))):
            return (list(args[:-1]), args[-1])
        return args
    if isinstance(tp, (types.GenericAlias, types.UnionType)):
        args = tp.__args__
        if getattr(tp, '__origin__', None) is _abc.Callable and args and \
                args[0] is not ... and not _is_param_like(args[0]):
            return (list(args[:-1]), args[-1])
        return args
    return ()


def _with_type_params(params, globalns, localns, is_class):
    # PEP 695 parameters live in a scope of their own that eval() lacks:
    # they go among the globals, over the locals, except that a class's
    # own names (its "globals" here) keep precedence.
    globalns, localns = dict(globalns), dict(localns)
    for p in params:
        if not is_class or p.__name__ not in globalns:
            globalns[p.__name__] = p
            localns.pop(p.__name__, None)
    return globalns, localns


def _resolve(hint, globalns, localns):
    if hint is None:
        return _NoneType
    if isinstance(hint, str):
        hint = ForwardRef(hint)
    if isinstance(hint, ForwardRef):
        return _resolve(hint._evaluate(globalns, localns), globalns, localns)
    if isinstance(hint, _Annotated):
        return _Annotated(_resolve(hint.__origin__, globalns, localns), hint.__metadata__)
    if isinstance(hint, _Alias) and hint._form is not Literal:
        args = tuple(_resolve(a, globalns, localns) for a in hint.__args__)
        if args == hint.__args__:
            return hint
        if hint._form is Union:
            return Union[args]
        return hint._rebuild(args)
    if isinstance(hint, (types.GenericAlias, types.UnionType)):
        # list["int"], dict[str, "Foo"]: the strings are forward references
        return _rebuild_builtin_alias(
            hint, [a if a is None else _resolve(a, globalns, localns) for a in hint.__args__])
    return hint


def _rebuild_builtin_alias(hint, args):
    # hint (a types.GenericAlias or X | Y) with args in place of its own
    args = tuple(args)
    if args == hint.__args__:
        return hint
    if isinstance(hint, types.UnionType):
        out = args[0]
        for a in args[1:]:
            out = out | a
        return out
    return types.GenericAlias(hint.__origin__, args)


def _strip_extras(hint):
    if isinstance(hint, _Annotated):
        return _strip_extras(hint.__origin__)
    if isinstance(hint, _Alias):
        if hint._form in (Required, NotRequired, ReadOnly):
            return _strip_extras(hint.__args__[0])
        args = tuple(_strip_extras(a) for a in hint.__args__)
        if args != hint.__args__:
            return Union[args] if hint._form is Union else hint._rebuild(args)
    if isinstance(hint, (types.GenericAlias, types.UnionType)):
        return _rebuild_builtin_alias(hint, map(_strip_extras, hint.__args__))
    return hint


def get_type_hints(obj, globalns=None, localns=None, include_extras=False):
    """The evaluated annotations of a class, module, function or method."""
    if getattr(obj, '__no_type_check__', None):
        return {}
    hints = {}
    if isinstance(obj, type):
        for base in reversed(obj.__mro__):
            ann = base.__dict__.get('__annotations__', {})
            if not isinstance(ann, dict):
                continue
            mod = sys.modules.get(base.__module__)
            g = globalns if globalns is not None else getattr(mod, '__dict__', {})
            l = localns if localns is not None else dict(vars(base))
            if localns is None and globalns is None:
                g, l = l, g
            params = base.__dict__.get('__type_params__', ())
            if params:
                g, l = _with_type_params(params, g, l, True)
            for name, value in ann.items():
                hints[name] = _resolve(value, g, l)
    else:
        if isinstance(obj, types.ModuleType):
            g = obj.__dict__
        else:
            target = obj
            while hasattr(target, '__wrapped__'):
                target = target.__wrapped__
            g = getattr(target, '__globals__', {})
        if globalns is not None:
            g = globalns
        l = g if localns is None else localns
        if not isinstance(obj, types.ModuleType):
            params = getattr(obj, '__type_params__', ())
            if params:
                g, l = _with_type_params(params, g, l, False)
        ann = getattr(obj, '__annotations__', None) or {}
        for name, value in ann.items():
            hints[name] = _resolve(value, g, l)
    if not include_extras:
        hints = {k: _strip_extras(v) for k, v in hints.items()}
    return hints


# ---------------------------------------------------------------------------
# NewType and TypeAliasType

class NewType:
    """A distinct name for an existing type; calling it returns its argument."""

    def __init__(self, name, tp):
        self.__qualname__ = name
        if '.' in name:
            name = name.rpartition('.')[2]
        self.__name__ = name
        self.__supertype__ = tp
        mod = _caller_module()
        if mod != 'typing':
            self.__module__ = mod

    def __call__(self, x):
        return x

    def __repr__(self):
        return f'{self.__module__}.{self.__qualname__}'

    def __reduce__(self):
        return self.__qualname__

    def __mro_entries__(self, bases):
        raise TypeError(f"Cannot subclass an instance of NewType. Perhaps you were "
                        f"looking for: `{self.__name__} = NewType({self.__name__!r}, "
                        f"{self.__name__})`")

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]


class TypeAliasType:
    """A named alias as created by the `type X = ...` statement."""

    def __init__(self, name, value, *, type_params=()):
        if not isinstance(name, str):
            raise TypeError("TypeAliasType name must be a string")
        self.__name__ = name
        self._value = value
        self.__type_params__ = tuple(type_params)
        self.__module__ = _caller_module()

    _lazy = None

    def _readonly_value(self, value):
        raise AttributeError("attribute '__value__' of 'typing.TypeAliasType' objects is not writable")

    __value__ = property(_lazy_getter('value'), _readonly_value)

    @property
    def __parameters__(self):
        return self.__type_params__

    def __repr__(self):
        return self.__name__

    def __getitem__(self, item):
        if not self.__type_params__:
            raise TypeError("Only generic type aliases are subscriptable")
        return types.GenericAlias(self, _as_tuple(item))

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]

    def __reduce__(self):
        return self.__name__


# ---------------------------------------------------------------------------
# NamedTuple

_NT_FORBIDDEN = frozenset({'__new__', '__init__', '__slots__', '__getnewargs__',
                           '_fields', '_field_defaults', '_make', '_replace',
                           '_asdict', '_source'})
_NT_SKIP = frozenset({'__module__', '__name__', '__annotations__', '__qualname__',
                      '__orig_bases__', '__firstlineno__', '__static_attributes__',
                      '__classcell__', '__annotate__'})


def _build_namedtuple(name, fields, module, defaults=()):
    names = [n for n, _ in fields]
    cls = collections.namedtuple(name, names, defaults=defaults, module=module)
    cls.__annotations__ = {n: _hint(t) for n, t in fields}
    return cls


class _NamedTupleMaker(type):
    def __new__(mcls, name, bases, ns):
        extra = []
        for b in bases:
            if b is _NamedTupleRoot:
                continue
            if b is Generic:
                extra.append(Generic)
                continue
            raise TypeError("can only inherit from a NamedTuple type and Generic")
        ann = ns.get('__annotations__', {})
        fields, defaults, with_default = [], [], []
        for field, tp in ann.items():
            fields.append((field, tp))
            if field in ns:
                defaults.append(ns[field])
                with_default.append(field)
            elif with_default:
                raise TypeError(f"Non-default namedtuple field {field} cannot follow "
                                f"default field{'s' if len(with_default) > 1 else ''} "
                                f"{', '.join(with_default)}")
        cls = _build_namedtuple(name, fields, ns['__module__'], defaults)
        if extra:
            cls = type(name, (cls,) + tuple(extra), {'__slots__': (),
                                                     '__module__': ns['__module__']})
        for key, value in ns.items():
            if key in _NT_FORBIDDEN:
                raise AttributeError("Cannot overwrite NamedTuple attribute " + key)
            if key in _NT_SKIP or key in cls._fields:
                continue
            setattr(cls, key, value)
            hook = getattr(type(value), '__set_name__', None)
            if hook is not None:
                hook(value, cls, key)
        if '__orig_bases__' in ns:
            cls.__orig_bases__ = ns['__orig_bases__']
        if extra:
            cls.__parameters__ = _free_vars(ns.get('__orig_bases__', ()))
        return cls


_NamedTupleRoot = type.__new__(_NamedTupleMaker, 'NamedTuple', (), {})


def NamedTuple(typename, fields=None, /, **kwargs):
    """Typed version of collections.namedtuple, also usable as a base class."""
    if fields is None:
        fields = list(kwargs.items())
    elif kwargs:
        raise TypeError("Either list of fields or keywords can be provided to "
                        "NamedTuple, not both")
    cls = _build_namedtuple(typename, list(fields), _caller_module())
    cls.__orig_bases__ = (NamedTuple,)
    return cls


def _namedtuple_bases(bases):
    return (_NamedTupleRoot,)


NamedTuple.__mro_entries__ = _namedtuple_bases


# ---------------------------------------------------------------------------
# TypedDict

def _unwrap_qualifiers(tp):
    """The set of Required/NotRequired/ReadOnly wrappers around tp."""
    quals = set()
    while True:
        if isinstance(tp, _Annotated):
            tp = tp.__origin__
        elif isinstance(tp, _Alias) and tp._form in (Required, NotRequired, ReadOnly):
            quals.add(tp._form)
            tp = tp.__args__[0]
        else:
            return quals


class _TypedDictMaker(type):
    def __new__(mcls, name, bases, ns, total=True):
        for b in bases:
            if type(b) is not _TypedDictMaker and b is not Generic:
                raise TypeError("cannot inherit from both a TypedDict type "
                                "and a non-TypedDict base class")
        real_bases = (Generic, dict) if Generic in bases else (dict,)
        cls = type.__new__(mcls, name, real_bases, ns)
        annotations, required, optional, readonly, mutable = {}, set(), set(), set(), set()
        for b in bases:
            if b is Generic:
                continue
            annotations.update(b.__dict__.get('__annotations__', {}))
            required |= b.__dict__.get('__required_keys__', set())
            optional |= b.__dict__.get('__optional_keys__', set())
            readonly |= b.__dict__.get('__readonly_keys__', set())
            mutable |= b.__dict__.get('__mutable_keys__', set())
        own = {k: _hint(v) for k, v in ns.get('__annotations__', {}).items()}
        for key, tp in own.items():
            quals = _unwrap_qualifiers(tp)
            is_required = Required in quals or (total and NotRequired not in quals)
            (required if is_required else optional).add(key)
            (optional if is_required else required).discard(key)
            (readonly if ReadOnly in quals else mutable).add(key)
            (mutable if ReadOnly in quals else readonly).discard(key)
        annotations.update(own)
        cls.__annotations__ = annotations
        cls.__required_keys__ = frozenset(required)
        cls.__optional_keys__ = frozenset(optional)
        cls.__readonly_keys__ = frozenset(readonly)
        cls.__mutable_keys__ = frozenset(mutable)
        cls.__total__ = total
        return cls

    def __call__(cls, *args, **kwargs):
        return dict(*args, **kwargs)

    def __instancecheck__(cls, obj):
        raise TypeError("TypedDict does not support instance and class checks")

    __subclasscheck__ = __instancecheck__


_TypedDictRoot = type.__new__(_TypedDictMaker, 'TypedDict', (), {})


def TypedDict(typename, fields=None, /, *, total=True, **kwargs):
    """A dict type with a fixed set of typed keys."""
    if fields is None:
        fields = kwargs
    ns = {'__annotations__': dict(fields), '__module__': _caller_module()}
    cls = _TypedDictMaker(typename, (), ns, total=total)
    cls.__orig_bases__ = (TypedDict,)
    return cls


def _typeddict_bases(bases):
    return (_TypedDictRoot,)


TypedDict.__mro_entries__ = _typeddict_bases


def is_typeddict(tp):
    return isinstance(tp, _TypedDictMaker)


# ---------------------------------------------------------------------------
# I/O stubs

class IO(Generic[AnyStr]):
    """Generic base of text and binary streams (for annotations)."""
    __slots__ = ()


class BinaryIO(IO[bytes]):
    """Binary streams."""
    __slots__ = ()


class TextIO(IO[str]):
    """Text streams."""
    __slots__ = ()
