"""The typing module: support for type hints (PEP 484 and later).

cpjit's compact version: the runtime objects behave like CPython's for the
common uses (subscripted aliases and their reprs, get_origin/get_args,
Generic and Protocol classes, NamedTuple, TypedDict, NewType, TypeVar,
cast, overload, get_type_hints). Static-checker-only details are omitted.
"""

import collections
import collections.abc
import functools
import sys
import types

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


def _type_repr(obj):
    if isinstance(obj, type) and not isinstance(obj, _GenericAlias):
        if obj.__module__ == 'builtins':
            return obj.__qualname__
        return f'{obj.__module__}.{obj.__qualname__}'
    if obj is ...:
        return '...'
    if isinstance(obj, types.FunctionType):
        return obj.__name__
    if isinstance(obj, tuple):
        return '[' + ', '.join(_type_repr(t) for t in obj) + ']'
    return repr(obj)


def _type_check(arg, msg):
    if arg is None:
        return type(None)
    if isinstance(arg, str):
        return ForwardRef(arg)
    return arg


class _Final:
    """Mixin to prohibit subclassing."""

    __slots__ = ('__weakref__',)


class _SpecialForm:
    def __init__(self, getitem, name=None, doc=None):
        self._getitem = getitem
        self._name = name or getitem.__name__
        self.__doc__ = doc if doc is not None else getitem.__doc__

    def __repr__(self):
        return 'typing.' + self._name

    def __reduce__(self):
        return self._name

    def __call__(self, *args, **kwds):
        raise TypeError(f"Cannot instantiate {self!r}")

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]

    def __instancecheck__(self, obj):
        raise TypeError(f"{self} cannot be used with isinstance()")

    def __subclasscheck__(self, cls):
        raise TypeError(f"{self} cannot be used with issubclass()")

    def __getitem__(self, parameters):
        return self._getitem(self, parameters)

    def __mro_entries__(self, bases):
        raise TypeError(f"Cannot subclass {self!r}")


def _special(func):
    return _SpecialForm(func)


class _AnyMeta(type):
    def __instancecheck__(self, obj):
        if self is Any:
            raise TypeError("typing.Any cannot be used with isinstance()")
        return super().__instancecheck__(obj)

    def __repr__(self):
        if self is Any:
            return "typing.Any"
        return super().__repr__()


class Any(metaclass=_AnyMeta):
    """Special type indicating an unconstrained type."""

    def __new__(cls, *args, **kwargs):
        if cls is Any:
            raise TypeError("Any cannot be instantiated")
        return super().__new__(cls)


def _plain(name, doc=''):
    def getitem(self, parameters):
        raise TypeError(f"{self} is not subscriptable")
    getitem.__name__ = name
    return _SpecialForm(getitem, name, doc)


NoReturn = _plain('NoReturn')
Never = _plain('Never')
Self = _plain('Self')
LiteralString = _plain('LiteralString')
TypeAlias = _plain('TypeAlias')


def _wrapper(name):
    def getitem(self, parameters):
        if isinstance(parameters, tuple) and name not in ('Concatenate',):
            if len(parameters) != 1:
                raise TypeError(f"{self} accepts only single type.")
            parameters = parameters[0]
        return _GenericAlias(self, (_type_check(parameters, ''),), name=name)
    getitem.__name__ = name
    return _SpecialForm(getitem, name)


ClassVar = _wrapper('ClassVar')
Final = _wrapper('Final')
Required = _wrapper('Required')
NotRequired = _wrapper('NotRequired')
ReadOnly = _wrapper('ReadOnly')
TypeGuard = _wrapper('TypeGuard')
TypeIs = _wrapper('TypeIs')
Unpack = _wrapper('Unpack')


def _flatten_union(params):
    out = []
    for p in params:
        if isinstance(p, _UnionGenericAlias):
            out.extend(p.__args__)
        elif isinstance(p, types.UnionType) if hasattr(types, 'UnionType') and types.UnionType else False:
            out.extend(p.__args__)
        else:
            out.append(p)
    # Deduplicate, keeping the first occurrence.
    seen = []
    for p in out:
        if p not in seen:
            seen.append(p)
    return tuple(seen)


@_special
def Union(self, parameters):
    """Union type; Union[X, Y] means either X or Y."""
    if parameters == ():
        raise TypeError("Cannot take a Union of no types.")
    if not isinstance(parameters, tuple):
        parameters = (parameters,)
    parameters = tuple(_type_check(p, '') for p in parameters)
    parameters = _flatten_union(parameters)
    if len(parameters) == 1:
        return parameters[0]
    return _UnionGenericAlias(self, parameters)


@_special
def Optional(self, parameters):
    """Optional[X] is equivalent to Union[X, None]."""
    arg = _type_check(parameters, '')
    return Union[arg, type(None)]


@_special
def Literal(self, parameters):
    """Special typing form to define literal types (a.k.a. value types)."""
    if not isinstance(parameters, tuple):
        parameters = (parameters,)
    return _LiteralGenericAlias(self, parameters)


@_special
def Concatenate(self, parameters):
    if not isinstance(parameters, tuple):
        parameters = (parameters,)
    return _GenericAlias(self, parameters, name='Concatenate')


class _GenericAlias:
    """A subscripted generic: List[int], Union[int, str], ..."""

    def __init__(self, origin, args, *, inst=True, name=None):
        self.__origin__ = origin
        if not isinstance(args, tuple):
            args = (args,)
        self.__args__ = tuple(... if a is _TypingEllipsis else a for a in args)
        self._inst = inst
        self._name = name
        self.__parameters__ = tuple(a for a in self.__args__ if isinstance(a, (TypeVar, ParamSpec)))

    def _origin_name(self):
        if self._name:
            return 'typing.' + self._name
        return _type_repr(self.__origin__)

    def __repr__(self):
        if not self.__args__:
            return self._origin_name()
        args = ", ".join(_type_repr(a) for a in self.__args__)
        return f'{self._origin_name()}[{args}]'

    def __eq__(self, other):
        if not isinstance(other, _GenericAlias):
            return NotImplemented
        return (self.__origin__ == other.__origin__
                and self.__args__ == other.__args__)

    def __hash__(self):
        return hash((self.__origin__, self.__args__))

    def __or__(self, right):
        return Union[self, right]

    def __ror__(self, left):
        return Union[left, self]

    def __call__(self, *args, **kwargs):
        if not self._inst:
            raise TypeError(f"Type {self._name} cannot be instantiated; "
                            f"use {self.__origin__.__name__}() instead")
        result = self.__origin__(*args, **kwargs)
        try:
            result.__orig_class__ = self
        except Exception:
            pass
        return result

    def __mro_entries__(self, bases):
        res = []
        if self.__origin__ not in bases:
            res.append(self.__origin__)
        i = bases.index(self)
        for b in bases[i + 1:]:
            if isinstance(b, _GenericAlias) or (isinstance(b, type) and issubclass(b, Generic)):
                break
        else:
            if Generic not in res and isinstance(self.__origin__, type) and issubclass(self.__origin__, Generic):
                pass
        return tuple(res)

    def __getattr__(self, attr):
        if attr in {'__origin__', '__args__', '_name', '_inst', '__parameters__'}:
            raise AttributeError(attr)
        if '__origin__' in self.__dict__ and not (attr.startswith('__') and attr.endswith('__')):
            return getattr(self.__origin__, attr)
        raise AttributeError(attr)

    def __getitem__(self, args):
        if not isinstance(args, tuple):
            args = (args,)
        params = self.__parameters__
        if len(args) != len(params):
            raise TypeError(f"Too {'many' if len(args) > len(params) else 'few'} arguments for {self};"
                            f" actual {len(args)}, expected {len(params)}")
        subst = dict(zip(params, args))
        new_args = tuple(subst.get(a, a) if isinstance(a, (TypeVar, ParamSpec)) else
                         (a._subst(subst) if isinstance(a, _GenericAlias) else a)
                         for a in self.__args__)
        return self.copy_with(new_args)

    def _subst(self, subst):
        new_args = tuple(subst.get(a, a) if isinstance(a, (TypeVar, ParamSpec)) else
                         (a._subst(subst) if isinstance(a, _GenericAlias) else a)
                         for a in self.__args__)
        return self.copy_with(new_args)

    def copy_with(self, args):
        return self.__class__(self.__origin__, args, name=self._name, inst=self._inst)

    def __instancecheck__(self, obj):
        raise TypeError("Subscripted generics cannot be used with"
                        " class and instance checks")

    def __subclasscheck__(self, cls):
        raise TypeError("Subscripted generics cannot be used with"
                        " class and instance checks")

    def __reduce__(self):
        return (_GenericAlias, (self.__origin__, self.__args__))


class _TypingEllipsis:
    """Internal placeholder for ... (ellipsis)."""


class _UnionGenericAlias(_GenericAlias):
    def __init__(self, origin, args, **kw):
        super().__init__(origin, args, name='Union')

    def copy_with(self, params):
        return Union[params]

    def __eq__(self, other):
        if not isinstance(other, (_UnionGenericAlias,)):
            return NotImplemented
        try:
            return set(self.__args__) == set(other.__args__)
        except TypeError:
            return self.__args__ == other.__args__

    def __hash__(self):
        try:
            return hash(frozenset(self.__args__))
        except TypeError:
            return hash(self.__args__)

    def __repr__(self):
        args = self.__args__
        if len(args) == 2:
            if args[0] is type(None):
                return f'typing.Optional[{_type_repr(args[1])}]'
            elif args[1] is type(None):
                return f'typing.Optional[{_type_repr(args[0])}]'
        return super().__repr__()

    def __instancecheck__(self, obj):
        return any(isinstance(obj, a) for a in self.__args__ if isinstance(a, type))

    def __subclasscheck__(self, cls):
        return any(issubclass(cls, a) for a in self.__args__ if isinstance(a, type))


class _LiteralGenericAlias(_GenericAlias):
    def __init__(self, origin, args, **kw):
        super().__init__(origin, args, name='Literal')

    def __eq__(self, other):
        if not isinstance(other, _LiteralGenericAlias):
            return NotImplemented
        return set(self.__args__) == set(other.__args__)

    def __hash__(self):
        return hash(frozenset(self.__args__))


class _SpecialGenericAlias:
    """Unsubscripted aliases such as List, Dict."""

    def __init__(self, origin, nparams, *, inst=True, name=None, defaults=()):
        self.__origin__ = origin
        self._nparams = nparams
        self._inst = inst
        self._name = name or origin.__name__
        self._defaults = defaults

    def __repr__(self):
        return 'typing.' + self._name

    def __getitem__(self, params):
        if not isinstance(params, tuple):
            params = (params,)
        params = tuple(_type_check(p, '') for p in params)
        if self._nparams >= 0 and len(params) != self._nparams:
            if not (self._defaults and len(params) < self._nparams):
                raise TypeError(f"Too {'many' if len(params) > self._nparams else 'few'} arguments for {self};"
                                f" actual {len(params)}, expected {self._nparams}")
        return _GenericAlias(self.__origin__, params, name=self._name, inst=self._inst)

    def __call__(self, *args, **kwargs):
        if not self._inst:
            raise TypeError(f"Type {self._name} cannot be instantiated; "
                            f"use {self.__origin__.__name__}() instead")
        return self.__origin__(*args, **kwargs)

    def __mro_entries__(self, bases):
        return (self.__origin__,)

    def __instancecheck__(self, obj):
        return isinstance(obj, self.__origin__)

    def __subclasscheck__(self, cls):
        if isinstance(cls, _SpecialGenericAlias):
            return issubclass(cls.__origin__, self.__origin__)
        return issubclass(cls, self.__origin__)

    def __or__(self, right):
        return Union[self, right]

    def __ror__(self, left):
        return Union[left, self]

    def __eq__(self, other):
        if not isinstance(other, _SpecialGenericAlias):
            return NotImplemented
        return self.__origin__ == other.__origin__ and self._name == other._name

    def __hash__(self):
        return hash((self.__origin__, self._name))

    def __reduce__(self):
        return self._name

    def __getattr__(self, attr):
        if attr in {'__origin__', '_name', '_nparams', '_inst', '_defaults'}:
            raise AttributeError(attr)
        if not (attr.startswith('__') and attr.endswith('__')):
            return getattr(self.__origin__, attr)
        raise AttributeError(attr)


class _CallableType(_SpecialGenericAlias):
    def __getitem__(self, params):
        if not isinstance(params, tuple) or len(params) != 2:
            raise TypeError("Callable must be used as "
                            "Callable[[arg, ...], result].")
        args, result = params
        if isinstance(args, list):
            params = (tuple(args), result)
        return _CallableGenericAlias(self.__origin__, (args, result), name='Callable')


class _CallableGenericAlias(_GenericAlias):
    def __init__(self, origin, args, **kw):
        a, result = args
        if a is ...:
            flat = (_TypingEllipsis, result)
        else:
            flat = tuple(a) + (result,)
        super().__init__(origin, flat, name='Callable')

    def __repr__(self):
        if len(self.__args__) == 2 and self.__args__[0] is ...:
            return f'typing.Callable[..., {_type_repr(self.__args__[-1])}]'
        args = ", ".join(_type_repr(a) for a in self.__args__[:-1])
        return f'typing.Callable[[{args}], {_type_repr(self.__args__[-1])}]'

    def copy_with(self, params):
        return _CallableGenericAlias(self.__origin__, (list(params[:-1]), params[-1]))


class _TupleType(_SpecialGenericAlias):
    def __getitem__(self, params):
        if not isinstance(params, tuple):
            params = (params,)
        if len(params) >= 2 and params[-1] is ...:
            params = tuple(_type_check(p, '') for p in params[:-1])
            return _GenericAlias(tuple, (*params, _TypingEllipsis), name='Tuple')
        if params == ():
            return _TupleEmpty()
        params = tuple(_type_check(p, '') for p in params)
        return _GenericAlias(tuple, params, name='Tuple')


class _TupleEmpty(_GenericAlias):
    def __init__(self):
        super().__init__(tuple, (), name='Tuple')

    def __repr__(self):
        return 'typing.Tuple[()]'


def _alias(origin, nparams, *, inst=True, name=None, defaults=()):
    return _SpecialGenericAlias(origin, nparams, inst=inst, name=name, defaults=defaults)


Hashable = _alias(collections.abc.Hashable, 0)
Awaitable = _alias(collections.abc.Awaitable, 1)
Coroutine = _alias(collections.abc.Coroutine, 3)
AsyncIterable = _alias(collections.abc.AsyncIterable, 1)
AsyncIterator = _alias(collections.abc.AsyncIterator, 1)
Iterable = _alias(collections.abc.Iterable, 1)
Iterator = _alias(collections.abc.Iterator, 1)
Reversible = _alias(collections.abc.Reversible, 1)
Sized = _alias(collections.abc.Sized, 0)
Container = _alias(collections.abc.Container, 1)
Collection = _alias(collections.abc.Collection, 1)
Callable = _CallableType(collections.abc.Callable, 2)
AbstractSet = _alias(collections.abc.Set, 1, name='AbstractSet')
MutableSet = _alias(collections.abc.MutableSet, 1)
Mapping = _alias(collections.abc.Mapping, 2)
MutableMapping = _alias(collections.abc.MutableMapping, 2)
Sequence = _alias(collections.abc.Sequence, 1)
MutableSequence = _alias(collections.abc.MutableSequence, 1)
ByteString = _alias(collections.abc.ByteString, 0)
Tuple = _TupleType(tuple, -1, inst=False, name='Tuple')
List = _alias(list, 1, inst=False, name='List')
Deque = _alias(collections.deque, 1, name='Deque')
Set = _alias(set, 1, inst=False, name='Set')
FrozenSet = _alias(frozenset, 1, inst=False, name='FrozenSet')
MappingView = _alias(collections.abc.MappingView, 1)
KeysView = _alias(collections.abc.KeysView, 1)
ItemsView = _alias(collections.abc.ItemsView, 2)
ValuesView = _alias(collections.abc.ValuesView, 1)
Dict = _alias(dict, 2, inst=False, name='Dict')
DefaultDict = _alias(collections.defaultdict, 2, name='DefaultDict')
OrderedDict = _alias(collections.OrderedDict, 2)
Counter = _alias(collections.Counter, 1)
ChainMap = _alias(collections.ChainMap, 2)
Generator = _alias(collections.abc.Generator, 3, defaults=(type(None), type(None)))
AsyncGenerator = _alias(collections.abc.AsyncGenerator, 2)
Type = _alias(type, 1, inst=False, name='Type')
Text = str


class ForwardRef:
    """Internal wrapper to hold a forward reference."""

    def __init__(self, arg, is_argument=True, module=None, *, is_class=False):
        if not isinstance(arg, str):
            raise TypeError(f"Forward reference must be a string -- got {arg!r}")
        self.__forward_arg__ = arg
        self.__forward_evaluated__ = False
        self.__forward_value__ = None
        self.__forward_module__ = module

    def _evaluate(self, globalns, localns):
        return eval(self.__forward_arg__, globalns, localns)

    def __eq__(self, other):
        if not isinstance(other, ForwardRef):
            return NotImplemented
        return self.__forward_arg__ == other.__forward_arg__

    def __hash__(self):
        return hash(self.__forward_arg__)

    def __repr__(self):
        return f'ForwardRef({self.__forward_arg__!r})'


class TypeVar:
    """Type variable."""

    def __init__(self, name, *constraints, bound=None, covariant=False,
                 contravariant=False, infer_variance=False, default=None):
        self.__name__ = name
        self.__constraints__ = tuple(constraints)
        self.__bound__ = bound
        self.__covariant__ = covariant
        self.__contravariant__ = contravariant
        self.__infer_variance__ = infer_variance
        if constraints and bound is not None:
            raise TypeError("Constraints cannot be combined with bound=...")
        if len(constraints) == 1:
            raise TypeError("A single constraint is not allowed")
        try:
            self.__module__ = sys._getframe(1).f_globals.get('__name__', '__main__')
        except (AttributeError, ValueError):
            pass

    def __repr__(self):
        if self.__infer_variance__:
            prefix = ''
        elif self.__covariant__:
            prefix = '+'
        elif self.__contravariant__:
            prefix = '-'
        else:
            prefix = '~'
        return prefix + self.__name__

    def __or__(self, right):
        return Union[self, right]

    def __ror__(self, left):
        return Union[left, self]

    def __mro_entries__(self, bases):
        raise TypeError("Cannot subclass an instance of TypeVar")


class ParamSpecArgs:
    def __init__(self, origin):
        self.__origin__ = origin

    def __repr__(self):
        return f"{self.__origin__.__name__}.args"


class ParamSpecKwargs:
    def __init__(self, origin):
        self.__origin__ = origin

    def __repr__(self):
        return f"{self.__origin__.__name__}.kwargs"


class ParamSpec:
    """Parameter specification variable."""

    def __init__(self, name, *, bound=None, covariant=False, contravariant=False,
                 infer_variance=False, default=None):
        self.__name__ = name
        self.__bound__ = bound
        self.__covariant__ = covariant
        self.__contravariant__ = contravariant

    @property
    def args(self):
        return ParamSpecArgs(self)

    @property
    def kwargs(self):
        return ParamSpecKwargs(self)

    def __repr__(self):
        return '~' + self.__name__


class TypeVarTuple:
    """Type variable tuple."""

    def __init__(self, name, *, default=None):
        self.__name__ = name

    def __repr__(self):
        return self.__name__

    def __iter__(self):
        yield Unpack[self]


AnyStr = TypeVar('AnyStr', bytes, str)
AnyStr.__module__ = 'typing'

_generic_params_key = '__parameters__'


class Generic:
    """Abstract base class for generic types."""

    __slots__ = ()
    _is_protocol = False

    def __class_getitem__(cls, params):
        if not isinstance(params, tuple):
            params = (params,)
        if cls is Generic or cls is Protocol:
            for p in params:
                if not isinstance(p, (TypeVar, ParamSpec, TypeVarTuple)):
                    raise TypeError(
                        f"Parameters to {cls.__name__}[...] must all be type variables "
                        f"or parameter specification variables.")
            if len(set(params)) != len(params):
                raise TypeError(f"Parameters to {cls.__name__}[...] must all be unique")
            return _GenericBaseAlias(cls, params)
        return _GenericAlias(cls, params)

    def __init_subclass__(cls, *args, **kwargs):
        super().__init_subclass__(*args, **kwargs)
        tvars = []
        for base in cls.__dict__.get('__orig_bases__', ()):
            if isinstance(base, _GenericAlias):
                for a in base.__parameters__:
                    if a not in tvars:
                        tvars.append(a)
        if not tvars:
            for base in cls.__mro__[1:]:
                ps = base.__dict__.get('__parameters__', ())
                if ps:
                    tvars = list(ps)
                    break
        cls.__parameters__ = tuple(tvars)


class _GenericBaseAlias(_GenericAlias):
    def __mro_entries__(self, bases):
        return (self.__origin__,)

    def __repr__(self):
        args = ", ".join(_type_repr(a) for a in self.__args__)
        return f'typing.{self.__origin__.__name__}[{args}]'


_PROTO_ALLOWLIST = {
    'collections.abc': [
        'Callable', 'Awaitable', 'Iterable', 'Iterator', 'AsyncIterable',
        'Hashable', 'Sized', 'Container', 'Collection', 'Reversible', 'Buffer',
    ],
    'contextlib': ['AbstractContextManager', 'AbstractAsyncContextManager'],
}

_SPECIAL_NAMES = frozenset({
    '__abstractmethods__', '__annotations__', '__dict__', '__doc__',
    '__init__', '__module__', '__new__', '__slots__',
    '__subclasshook__', '__weakref__', '__class_getitem__',
    '__match_args__', '__static_attributes__', '__firstlineno__',
    '__parameters__', '__orig_bases__', '__qualname__', '__protocol_attrs__',
    '_is_protocol', '_is_runtime_protocol', '__non_callable_proto_members__',
    '__type_params__', '__init_subclass__',
})


def _get_protocol_attrs(cls):
    attrs = set()
    for base in cls.__mro__[:-1]:  # without object
        if base.__name__ in {'Protocol', 'Generic'}:
            continue
        annotations = getattr(base, '__annotations__', {})
        for attr in (*base.__dict__, *annotations):
            if not attr.startswith('_abc_') and attr not in _SPECIAL_NAMES:
                attrs.add(attr)
    return attrs


class _ProtocolMeta(type(collections.abc.Iterable)):
    def __instancecheck__(cls, instance):
        if cls is Protocol:
            return type.__instancecheck__(cls, instance)
        if not getattr(cls, "_is_protocol", False):
            return super().__instancecheck__(instance)
        if not getattr(cls, '_is_runtime_protocol', False):
            raise TypeError("Instance and class checks can only be used with"
                            " @runtime_checkable protocols")
        if super().__instancecheck__(instance):
            return True
        for attr in cls.__protocol_attrs__:
            try:
                val = getattr(instance, attr)
            except AttributeError:
                break
            if val is None and attr not in cls.__non_callable_proto_members__:
                break
        else:
            return True
        return False

    def __subclasscheck__(cls, other):
        if cls is Protocol:
            return type.__subclasscheck__(cls, other)
        if getattr(cls, '_is_protocol', False) and not getattr(cls, '_is_runtime_protocol', False):
            raise TypeError("Instance and class checks can only be used with"
                            " @runtime_checkable protocols")
        return super().__subclasscheck__(other)


class Protocol(Generic, metaclass=_ProtocolMeta):
    """Base class for protocol classes."""

    __slots__ = ()
    _is_protocol = True
    _is_runtime_protocol = False

    def __init_subclass__(cls, *args, **kwargs):
        super().__init_subclass__(*args, **kwargs)
        if not cls.__dict__.get('_is_protocol', False):
            cls._is_protocol = any(b is Protocol for b in cls.__bases__)
        cls.__protocol_attrs__ = _get_protocol_attrs(cls)
        if '__subclasshook__' not in cls.__dict__:
            cls.__subclasshook__ = _proto_hook

    def __new__(cls, *args, **kwargs):
        if cls._is_protocol:
            raise TypeError('Protocols cannot be instantiated')
        return super().__new__(cls)


def _proto_hook(cls, other):
    if not cls.__dict__.get('_is_protocol', False):
        return NotImplemented
    for attr in cls.__protocol_attrs__:
        for base in other.__mro__:
            if attr in base.__dict__:
                if base.__dict__[attr] is None:
                    return NotImplemented
                break
        else:
            return NotImplemented
    return True


_proto_hook = classmethod(_proto_hook)


def runtime_checkable(cls):
    """Mark a protocol class as a runtime protocol."""
    if not issubclass(cls, Generic) or not getattr(cls, '_is_protocol', False):
        raise TypeError('@runtime_checkable can be only applied to protocol classes,'
                        ' got %r' % cls)
    cls._is_runtime_protocol = True
    cls.__non_callable_proto_members__ = set()
    for attr in cls.__protocol_attrs__:
        try:
            is_callable = callable(getattr(cls, attr, None))
        except Exception:
            is_callable = False
        if not is_callable:
            cls.__non_callable_proto_members__.add(attr)
    return cls


def is_protocol(tp, /):
    return (isinstance(tp, type) and getattr(tp, '_is_protocol', False)
            and tp != Protocol)


def get_protocol_members(tp, /):
    if not is_protocol(tp):
        raise TypeError(f'{tp!r} is not a Protocol')
    return frozenset(tp.__protocol_attrs__)


class SupportsInt(Protocol):
    __slots__ = ()

    def __int__(self) -> int:
        pass


class SupportsFloat(Protocol):
    __slots__ = ()

    def __float__(self) -> float:
        pass


class SupportsComplex(Protocol):
    __slots__ = ()

    def __complex__(self) -> complex:
        pass


class SupportsBytes(Protocol):
    __slots__ = ()

    def __bytes__(self) -> bytes:
        pass


class SupportsIndex(Protocol):
    __slots__ = ()

    def __index__(self) -> int:
        pass


class SupportsAbs(Protocol):
    __slots__ = ()

    def __abs__(self):
        pass


class SupportsRound(Protocol):
    __slots__ = ()

    def __round__(self, ndigits: int = 0):
        pass


for _p in (SupportsInt, SupportsFloat, SupportsComplex, SupportsBytes,
           SupportsIndex, SupportsAbs, SupportsRound):
    runtime_checkable(_p)
del _p


@_special
def Annotated(self, params):
    """Add context-specific metadata to a type."""
    if not isinstance(params, tuple) or len(params) < 2:
        raise TypeError("Annotated[...] should be used "
                        "with at least two arguments (a type and an "
                        "annotation).")
    origin = _type_check(params[0], '')
    return _AnnotatedAlias(origin, tuple(params[1:]))


class _AnnotatedAlias(_GenericAlias):
    def __init__(self, origin, metadata):
        super().__init__(origin, (origin,), name='Annotated')
        self.__metadata__ = metadata

    def __repr__(self):
        return "typing.Annotated[{}, {}]".format(
            _type_repr(self.__origin__),
            ", ".join(repr(a) for a in self.__metadata__))

    def __eq__(self, other):
        if not isinstance(other, _AnnotatedAlias):
            return NotImplemented
        return (self.__origin__ == other.__origin__
                and self.__metadata__ == other.__metadata__)

    def __hash__(self):
        return hash((self.__origin__, self.__metadata__))


def cast(typ, val):
    """Cast a value to a type (returns the value unchanged)."""
    return val


def assert_type(val, typ, /):
    """Ask a static type checker to confirm that the value is of the given type."""
    return val


def assert_never(arg, /):
    """Statically assert that a line of code is unreachable."""
    value = repr(arg)
    if len(value) > 100:
        value = value[:100] + '...'
    raise AssertionError(f"Expected code to be unreachable, but got: {value}")


def reveal_type(obj, /):
    """Ask a static type checker to reveal the inferred type of an expression."""
    print(f"Runtime type is {type(obj).__name__!r}", file=sys.stderr)
    return obj


_overload_registry = {}


def _overload_dummy(*args, **kwds):
    """Helper for @overload to raise when called."""
    raise NotImplementedError(
        "You should not call an overloaded function. "
        "A series of @overload-decorated functions "
        "outside a stub module should always be followed "
        "by an implementation that is not @overload-ed.")


def overload(func):
    """Decorator for overloaded functions/methods."""
    f = getattr(func, "__func__", func)
    try:
        _overload_registry.setdefault(f.__module__, {}).setdefault(
            f.__qualname__, []).append(func)
    except AttributeError:
        pass
    return _overload_dummy


def get_overloads(func):
    """Return all defined overloads for *func* as a sequence."""
    f = getattr(func, "__func__", func)
    if f.__module__ not in _overload_registry:
        return []
    return list(_overload_registry[f.__module__].get(f.__qualname__, []))


def clear_overloads():
    """Clear all overloads in the registry."""
    _overload_registry.clear()


def final(f):
    """Decorator to indicate final methods and final classes."""
    try:
        f.__final__ = True
    except (AttributeError, TypeError):
        pass
    return f


def override(method, /):
    """Indicate that a method is intended to override a method in a base class."""
    try:
        method.__override__ = True
    except (AttributeError, TypeError):
        pass
    return method


def no_type_check(arg):
    """Decorator to indicate that annotations are not type hints."""
    try:
        arg.__no_type_check__ = True
    except TypeError:
        pass
    return arg


def no_type_check_decorator(decorator):
    return decorator


def dataclass_transform(*, eq_default=True, order_default=False, kw_only_default=False,
                        frozen_default=False, field_specifiers=(), **kwargs):
    def decorator(cls_or_fn):
        cls_or_fn.__dataclass_transform__ = {
            "eq_default": eq_default,
            "order_default": order_default,
            "kw_only_default": kw_only_default,
            "frozen_default": frozen_default,
            "field_specifiers": field_specifiers,
            "kwargs": kwargs,
        }
        return cls_or_fn
    return decorator


def get_origin(tp):
    """Get the unsubscripted version of a type."""
    if isinstance(tp, _AnnotatedAlias):
        return Annotated
    if isinstance(tp, _UnionGenericAlias):
        return Union
    if isinstance(tp, _GenericAlias):
        if isinstance(tp.__origin__, _SpecialForm):
            return tp.__origin__
        return tp.__origin__
    if isinstance(tp, _SpecialGenericAlias):
        return tp.__origin__
    if tp is Generic:
        return Generic
    if hasattr(types, 'GenericAlias') and types.GenericAlias and isinstance(tp, types.GenericAlias):
        return tp.__origin__
    if hasattr(types, 'UnionType') and types.UnionType and isinstance(tp, types.UnionType):
        return types.UnionType
    return None


def get_args(tp):
    """Get type arguments with all substitutions performed."""
    if isinstance(tp, _AnnotatedAlias):
        return (tp.__origin__,) + tp.__metadata__
    if isinstance(tp, _CallableGenericAlias):
        res = tp.__args__
        if len(res) == 2 and res[0] is ...:
            return res
        return (list(res[:-1]), res[-1])
    if isinstance(tp, _GenericAlias):
        return tp.__args__
    if hasattr(types, 'GenericAlias') and types.GenericAlias and isinstance(tp, types.GenericAlias):
        return tp.__args__
    if hasattr(types, 'UnionType') and types.UnionType and isinstance(tp, types.UnionType):
        return tp.__args__
    return ()


def _eval_hint(hint, globalns, localns):
    if hint is None:
        return type(None)
    if isinstance(hint, str):
        hint = ForwardRef(hint)
    if isinstance(hint, ForwardRef):
        return eval(hint.__forward_arg__, globalns, localns)
    return hint


def get_type_hints(obj, globalns=None, localns=None, include_extras=False):
    """Return type hints for an object."""
    if isinstance(obj, type):
        hints = {}
        for base in reversed(obj.__mro__):
            if globalns is None:
                base_globals = getattr(sys.modules.get(base.__module__, None), '__dict__', {})
            else:
                base_globals = globalns
            ann = base.__dict__.get('__annotations__', {})
            base_locals = dict(vars(base)) if localns is None else localns
            for name, value in ann.items():
                hints[name] = _eval_hint(value, base_globals, base_locals)
        return hints
    if globalns is None:
        globalns = getattr(obj, '__globals__', {})
    hints = dict(getattr(obj, '__annotations__', None) or {})
    for name, value in hints.items():
        hints[name] = _eval_hint(value, globalns, localns)
    return hints


class NewType:
    """NewType creates simple unique types with almost zero runtime overhead."""

    def __init__(self, name, tp):
        self.__qualname__ = name
        if '.' in name:
            name = name.rpartition('.')[-1]
        self.__name__ = name
        self.__supertype__ = tp
        try:
            self.__module__ = sys._getframe(1).f_globals.get('__name__', '__main__')
        except (AttributeError, ValueError):
            pass

    def __mro_entries__(self, bases):
        superclass_name = self.__name__

        class Dummy:
            def __init_subclass__(cls):
                subclass_name = cls.__name__
                raise TypeError(
                    f"Cannot subclass an instance of NewType. Perhaps you were looking for: "
                    f"`{subclass_name} = NewType({subclass_name!r}, {superclass_name})`"
                )

        return (Dummy,)

    def __repr__(self):
        return f'{self.__module__}.{self.__qualname__}'

    def __call__(self, x):
        return x

    def __reduce__(self):
        return self.__qualname__

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]


# NamedTuple

def _make_nmtuple(name, types_, module, defaults=()):
    fields = [n for n, t in types_]
    annotations = {n: _type_check(t, '') for n, t in types_}
    nm_tpl = collections.namedtuple(name, fields, defaults=defaults, module=module)
    nm_tpl.__annotations__ = annotations
    return nm_tpl


_prohibited = frozenset({'__new__', '__init__', '__slots__', '__getnewargs__',
                         '_fields', '_field_defaults',
                         '_make', '_replace', '_asdict', '_source'})

_special_nt = frozenset({'__module__', '__name__', '__annotations__', '__qualname__',
                         '__doc__', '__firstlineno__', '__static_attributes__'})


class NamedTupleMeta(type):
    def __new__(cls, typename, bases, ns):
        assert _NamedTuple in bases
        for base in bases:
            if base is not _NamedTuple and base is not Generic:
                raise TypeError(
                    'can only inherit from a NamedTuple type and Generic')
        bases = tuple(tuple if base is _NamedTuple else base for base in bases)
        types_ = ns.get('__annotations__', {})
        default_names = []
        for field_name in types_:
            if field_name in ns:
                default_names.append(field_name)
            elif default_names:
                raise TypeError(f"Non-default namedtuple field {field_name} "
                                f"cannot follow default field"
                                f"{'s' if len(default_names) > 1 else ''} "
                                f"{', '.join(default_names)}")
        nm_tpl = _make_nmtuple(typename, types_.items(),
                               defaults=[ns[n] for n in default_names],
                               module=ns['__module__'])
        # update from user namespace without overriding special namedtuple attributes
        for key, val in ns.items():
            if key in _prohibited:
                raise AttributeError("Cannot overwrite NamedTuple attribute " + key)
            elif key not in _special_nt:
                if key not in nm_tpl._fields:
                    setattr(nm_tpl, key, val)
        if '__doc__' in ns and ns['__doc__'] is not None:
            nm_tpl.__doc__ = ns['__doc__']
        return nm_tpl


def NamedTuple(typename, fields=None, /, **kwargs):
    """Typed version of namedtuple."""
    if fields is None:
        fields = kwargs.items()
    try:
        module = sys._getframe(1).f_globals.get('__name__', '__main__')
    except (AttributeError, ValueError):
        module = None
    return _make_nmtuple(typename, fields, module=module)


_NamedTuple = type.__new__(NamedTupleMeta, 'NamedTuple', (), {})


def _namedtuple_mro_entries(bases):
    assert NamedTuple in bases
    return (_NamedTuple,)


NamedTuple.__mro_entries__ = _namedtuple_mro_entries


# TypedDict

class _TypedDictMeta(type):
    def __new__(cls, name, bases, ns, total=True):
        for base in bases:
            if type(base) is not _TypedDictMeta and base is not Generic:
                raise TypeError('cannot inherit from both a TypedDict type '
                                'and a non-TypedDict base class')
        tp_dict = type.__new__(_TypedDictMeta, name, (dict,), ns)
        annotations = {}
        own_annotations = ns.get('__annotations__', {})
        required_keys = set()
        optional_keys = set()
        for base in bases:
            annotations.update(base.__dict__.get('__annotations__', {}))
            required_keys.update(base.__dict__.get('__required_keys__', ()))
            optional_keys.update(base.__dict__.get('__optional_keys__', ()))
        annotations.update(own_annotations)
        for annotation_key, annotation_type in own_annotations.items():
            origin = get_origin(annotation_type)
            if origin is Required:
                is_required = True
            elif origin is NotRequired:
                is_required = False
            else:
                is_required = total
            if is_required:
                required_keys.add(annotation_key)
                optional_keys.discard(annotation_key)
            else:
                optional_keys.add(annotation_key)
                required_keys.discard(annotation_key)
        tp_dict.__annotations__ = annotations
        tp_dict.__required_keys__ = frozenset(required_keys)
        tp_dict.__optional_keys__ = frozenset(optional_keys)
        tp_dict.__total__ = total
        return tp_dict

    def __call__(cls, *args, **kwargs):
        return dict(*args, **kwargs)

    def __subclasscheck__(cls, other):
        # Typed dicts are only for static structural subtyping.
        raise TypeError('TypedDict does not support instance and class checks')

    __instancecheck__ = __subclasscheck__


def TypedDict(typename, fields=None, /, *, total=True, **kwargs):
    """A simple typed namespace. At runtime it is equivalent to a plain dict."""
    if fields is None:
        fields = kwargs
    ns = {'__annotations__': dict(fields)}
    try:
        ns['__module__'] = sys._getframe(1).f_globals.get('__name__', '__main__')
    except (AttributeError, ValueError):
        pass
    td = _TypedDictMeta(typename, (), ns, total=total)
    td.__orig_bases__ = (TypedDict,)
    return td


_TypedDict = type.__new__(_TypedDictMeta, 'TypedDict', (), {})
TypedDict.__mro_entries__ = lambda bases: (_TypedDict,)


def is_typeddict(tp):
    """Check if an annotation is a TypedDict class."""
    return isinstance(tp, type) and type(tp) is _TypedDictMeta


class _NoDefaultType:
    def __repr__(self):
        return 'typing.NoDefault'


NoDefault = _NoDefaultType()


class TypeAliasType:
    def __init__(self, name, value, *, type_params=()):
        self.__name__ = name
        self.__value__ = value
        self.__type_params__ = type_params

    def __repr__(self):
        return self.__name__


class IO(Generic[AnyStr]):
    """Generic base class for TextIO and BinaryIO."""
    __slots__ = ()


class BinaryIO(IO[bytes]):
    """Typed version of the return of open() in binary mode."""
    __slots__ = ()


class TextIO(IO[str]):
    """Typed version of the return of open() in text mode."""
    __slots__ = ()


try:
    import re as _re
    Pattern = _alias(type(_re.compile('')), 1, name='Pattern')
    Match = _alias(type(_re.match('', '')), 1, name='Match')
except Exception:
    Pattern = _plain('Pattern')
    Match = _plain('Match')

try:
    import contextlib as _contextlib
    ContextManager = _alias(_contextlib.AbstractContextManager, 2, name='ContextManager',
                            defaults=(bool | None,))
except Exception:
    ContextManager = _plain('ContextManager')
AsyncContextManager = _plain('AsyncContextManager')
