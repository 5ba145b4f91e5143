"""Container datatypes for cpjit.

deque, defaultdict and OrderedDict come from the Go module _collections;
this file adds namedtuple, Counter, ChainMap and the User* wrappers, and
exposes _collections_abc as the ``collections.abc`` submodule.
"""

__all__ = [
    'ChainMap',
    'Counter',
    'OrderedDict',
    'UserDict',
    'UserList',
    'UserString',
    'defaultdict',
    'deque',
    'namedtuple',
]

import sys as _sys
import _collections_abc
from itertools import chain as _chain, repeat as _repeat
from keyword import iskeyword as _iskeyword
from operator import itemgetter as _itemgetter
from _collections import deque, defaultdict, OrderedDict, _count_elements
from _collections import _tuplegetter

# `import collections.abc` finds the entry in sys.modules; the attribute
# makes `collections.abc.X` work after a plain `import collections`.
abc = _collections_abc
_sys.modules[__name__ + '.abc'] = _collections_abc

_Mapping = _collections_abc.Mapping
_Mapping_mutable = _collections_abc.MutableMapping
_collections_abc.MutableSequence.register(deque)

# list[int] is a types.GenericAlias; borrow its type for __class_getitem__.
_alias = classmethod(type(list[int]))


def _once_per_object(text_for_cycle):
    """Decorate a __repr__ so that a recursive call on the same object
    yields text_for_cycle instead of recursing forever."""
    def decorate(method):
        busy = set()

        def wrapper(self):
            key = id(self)
            if key in busy:
                return text_for_cycle
            busy.add(key)
            try:
                return method(self)
            finally:
                busy.discard(key)

        wrapper.__name__ = method.__name__
        wrapper.__qualname__ = getattr(method, '__qualname__', method.__name__)
        wrapper.__doc__ = method.__doc__
        return wrapper
    return decorate


################################################################################
### namedtuple
################################################################################

def _check_names(typename, fields, rename):
    """Validate (and with rename=True repair) the names; return the fields."""
    if rename:
        taken = set()
        for pos, name in enumerate(fields):
            bad = (not name.isidentifier() or _iskeyword(name)
                   or name.startswith('_') or name in taken)
            if bad:
                name = fields[pos] = f'_{pos}'
            taken.add(name)
    for name in [typename] + fields:
        if type(name) is not str:
            raise TypeError('Type names and field names must be strings')
        if not name.isidentifier():
            raise ValueError('Type names and field names must be valid '
                             f'identifiers: {name!r}')
        if _iskeyword(name):
            raise ValueError('Type names and field names cannot be a '
                             f'keyword: {name!r}')
    taken = set()
    for name in fields:
        if name.startswith('_') and not rename:
            raise ValueError('Field names cannot start with an underscore: '
                             f'{name!r}')
        if name in taken:
            raise ValueError(f'Encountered duplicate field name: {name!r}')
        taken.add(name)
    return fields


def namedtuple(typename, field_names, *, rename=False, defaults=None, module=None):
    """Return a new tuple subclass named typename whose items can also be
    read as attributes.

    >>> Point = namedtuple('Point', ['x', 'y'])
    >>> Point(1, y=2)
    Point(x=1, y=2)
    """
    if isinstance(field_names, str):
        field_names = field_names.replace(',', ' ').split()
    fields = _check_names(str(typename), [str(f) for f in field_names], rename)
    typename = _sys.intern(str(typename))
    fields = tuple(_sys.intern(f) for f in fields)
    count = len(fields)

    defaults_by_name = {}
    if defaults is not None:
        defaults = tuple(defaults)
        if len(defaults) > count:
            raise TypeError('Got more default values than field names')
        defaults_by_name = dict(zip(fields[count - len(defaults):], defaults))

    arglist = ', '.join(fields)
    if count == 1:
        arglist += ','
    signature = f'({", ".join(fields)})'
    make_tuple = tuple.__new__

    # __new__ is compiled from source so that argument errors read exactly
    # like CPython's ("Point.__new__() missing 1 required positional ...").
    scope = {'_make_tuple': make_tuple, '__builtins__': {},
             '__name__': f'namedtuple_{typename}'}
    exec(f'def __new__(_cls, {", ".join(fields)}):\n'
         f'    return _make_tuple(_cls, ({arglist}))\n', scope)
    new = scope['__new__']
    new.__qualname__ = f'{typename}.__new__'
    new.__doc__ = f'Create new instance of {typename}{signature}'
    if defaults:
        new.__defaults__ = defaults

    @classmethod
    def _make(cls, iterable):
        result = make_tuple(cls, iterable)
        if len(result) != count:
            raise TypeError(f'Expected {count} arguments, got {len(result)}')
        return result

    _make.__func__.__doc__ = (f'Make a new {typename} object from a sequence '
                              'or iterable')

    def _replace(self, /, **kwds):
        values = [kwds.pop(name, old) for name, old in zip(fields, self)]
        if kwds:
            raise TypeError(f'Got unexpected field names: {list(kwds)!r}')
        return self._make(values)

    _replace.__doc__ = (f'Return a new {typename} object replacing specified '
                        'fields with new values')

    def __repr__(self):
        'Return a nicely formatted representation string'
        inner = ', '.join(f'{name}={value!r}' for name, value in zip(fields, self))
        return f'{self.__class__.__name__}({inner})'

    def _asdict(self):
        'Return a new dict which maps field names to their values.'
        return dict(zip(fields, self))

    def __getnewargs__(self):
        'Return self as a plain tuple.  Used by copy and pickle.'
        return tuple(self)

    methods = {
        '__new__': new,
        '_make': _make,
        '_replace': _replace,
        '__replace__': _replace,
        '__repr__': __repr__,
        '_asdict': _asdict,
        '__getnewargs__': __getnewargs__,
    }
    for name, fn in methods.items():
        target = fn.__func__ if isinstance(fn, classmethod) else fn
        if name not in ('__new__', '__replace__'):
            target.__qualname__ = f'{typename}.{name}'

    body = {
        '__doc__': f'{typename}{signature}',
        '__slots__': (),
        '_fields': fields,
        '_field_defaults': defaults_by_name,
        '__match_args__': fields,
    }
    body.update(methods)
    for pos, name in enumerate(fields):
        body[name] = _tuplegetter(pos, f'Alias for field number {pos}')

    cls = type(typename, (tuple,), body)

    # Make the class look as if it had been defined in the caller's module
    # (this is what lets pickle find it again).
    if module is None:
        try:
            module = _sys._getframe(1).f_globals.get('__name__', '__main__')
        except (AttributeError, ValueError):
            pass
    if module is not None:
        cls.__module__ = module
    return cls


################################################################################
### Counter
################################################################################

class Counter(dict):
    """A dict that counts hashable things: missing keys read as zero.

    >>> Counter('abracadabra').most_common(2)
    [('a', 5), ('b', 2)]
    """

    __class_getitem__ = _alias

    def __init__(self, iterable=None, /, **kwds):
        super().__init__()
        self.update(iterable, **kwds)

    def __missing__(self, key):
        'An absent element has a count of zero.'
        return 0

    def total(self):
        'Sum of all the counts.'
        return sum(self.values())

    def most_common(self, n=None):
        """List the (element, count) pairs from the highest count down.
        Equal counts keep the order in which elements were first seen."""
        ranked = sorted(self.items(), key=_itemgetter(1), reverse=True)
        if n is None:
            return ranked
        return ranked[:n] if n > 0 else []

    def elements(self):
        """Iterate over each element, repeated as many times as its count
        (elements with a count below one are skipped)."""
        return _chain.from_iterable(_repeat(elem, times)
                                    for elem, times in self.items())

    @classmethod
    def fromkeys(cls, iterable, v=None):
        raise NotImplementedError(
            'Counter.fromkeys() is undefined.  Use Counter(iterable) instead.')

    def update(self, iterable=None, /, **kwds):
        """Add counts from an iterable of elements or from a mapping of
        element -> count (counts are added, not replaced)."""
        if iterable is not None:
            if isinstance(iterable, _Mapping):
                if self:
                    for elem, n in iterable.items():
                        self[elem] = n + self.get(elem, 0)
                else:
                    dict.update(self, iterable)
            else:
                _count_elements(self, iterable)
        if kwds:
            self.update(kwds)

    def subtract(self, iterable=None, /, **kwds):
        """Like update() but subtracts; counts may drop to zero or below."""
        if iterable is not None:
            if isinstance(iterable, _Mapping):
                for elem, n in iterable.items():
                    self[elem] = self.get(elem, 0) - n
            else:
                for elem in iterable:
                    self[elem] = self.get(elem, 0) - 1
        if kwds:
            self.subtract(kwds)

    def copy(self):
        'Shallow copy of the same class.'
        return self.__class__(self)

    def __reduce__(self):
        return self.__class__, (dict(self),)

    def __delitem__(self, elem):
        'Deleting an absent element is not an error.'
        if elem in self:
            super().__delitem__(elem)

    @_once_per_object('...')
    def __repr__(self):
        name = self.__class__.__name__
        if not self:
            return f'{name}()'
        try:
            shown = dict(self.most_common())
        except TypeError:
            # counts that cannot be ordered: show insertion order
            shown = dict(self)
        return f'{name}({shown!r})'

    # Comparisons treat missing elements as zero counts.

    def _all_pairs(self, other, test):
        for side in (self, other):
            for elem in side:
                if not test(self[elem], other[elem]):
                    return False
        return True

    def __eq__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return self._all_pairs(other, lambda a, b: a == b)

    def __ne__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return not self == other

    def __le__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return self._all_pairs(other, lambda a, b: a <= b)

    def __lt__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return self <= other and self != other

    def __ge__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return self._all_pairs(other, lambda a, b: a >= b)

    def __gt__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return self >= other and self != other

    # Binary operators build a fresh Counter holding only positive counts.

    def _combine(self, other, pick):
        result = Counter()
        for elem, n in self.items():
            value = pick(n, other[elem])
            if value > 0:
                result[elem] = value
        for elem, n in other.items():
            if elem not in self:
                value = pick(0, n)
                if value > 0:
                    result[elem] = value
        return result

    def __add__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return self._combine(other, lambda a, b: a + b)

    def __sub__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return self._combine(other, lambda a, b: a - b)

    def __or__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return self._combine(other, lambda a, b: b if a < b else a)

    def __and__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return self._combine(other, lambda a, b: a if a < b else b)

    def __pos__(self):
        'Drop zero and negative counts.'
        result = Counter()
        for elem, n in self.items():
            if n > 0:
                result[elem] = n
        return result

    def __neg__(self):
        'Keep the negative counts, flipped to positive.'
        result = Counter()
        for elem, n in self.items():
            if n < 0:
                result[elem] = 0 - n
        return result

    # In-place operators modify self, then drop non-positive counts.

    def _drop_non_positive(self):
        for elem in [e for e, n in self.items() if not n > 0]:
            del self[elem]
        return self

    def __iadd__(self, other):
        for elem, n in other.items():
            self[elem] += n
        return self._drop_non_positive()

    def __isub__(self, other):
        for elem, n in other.items():
            self[elem] -= n
        return self._drop_non_positive()

    def __ior__(self, other):
        for elem, n in other.items():
            if n > self[elem]:
                self[elem] = n
        return self._drop_non_positive()

    def __iand__(self, other):
        for elem, n in self.items():
            theirs = other[elem]
            if theirs < n:
                self[elem] = theirs
        return self._drop_non_positive()


################################################################################
### ChainMap
################################################################################

class ChainMap(_Mapping_mutable):
    """A view over several mappings searched in order; writes and deletes
    only touch the first one."""

    __class_getitem__ = _alias

    def __init__(self, *maps):
        self.maps = list(maps) or [{}]

    def __missing__(self, key):
        raise KeyError(key)

    def __getitem__(self, key):
        for layer in self.maps:
            try:
                return layer[key]   # honours a layer's own __missing__
            except KeyError:
                pass
        return self.__missing__(key)

    def get(self, key, default=None):
        return self[key] if key in self else default

    def __len__(self):
        return len(set().union(*self.maps))

    def __iter__(self):
        # keys in the order they first appear, reading from the last layer
        seen = {}
        for layer in reversed(self.maps):
            for key in layer:
                seen[key] = None
        return iter(seen)

    def __contains__(self, key):
        for layer in self.maps:
            if key in layer:
                return True
        return False

    def __bool__(self):
        return any(self.maps)

    @_once_per_object('...')
    def __repr__(self):
        layers = ', '.join(repr(layer) for layer in self.maps)
        return f'{self.__class__.__name__}({layers})'

    @classmethod
    def fromkeys(cls, iterable, value=None, /):
        return cls(dict.fromkeys(iterable, value))

    def copy(self):
        'New ChainMap with a copy of the first layer; the rest are shared.'
        return self.__class__(self.maps[0].copy(), *self.maps[1:])

    __copy__ = copy

    def new_child(self, m=None, **kwargs):
        'New ChainMap with m (or a new dict) in front of the current layers.'
        if m is None:
            m = kwargs
        elif kwargs:
            m.update(kwargs)
        return self.__class__(m, *self.maps)

    @property
    def parents(self):
        'New ChainMap without the first layer.'
        return self.__class__(*self.maps[1:])

    def __setitem__(self, key, value):
        self.maps[0][key] = value

    def __delitem__(self, key):
        try:
            del self.maps[0][key]
        except KeyError:
            raise KeyError(f'Key not found in the first mapping: {key!r}')

    def popitem(self):
        try:
            return self.maps[0].popitem()
        except KeyError:
            raise KeyError('No keys found in the first mapping.')

    def pop(self, key, *args):
        try:
            return self.maps[0].pop(key, *args)
        except KeyError:
            raise KeyError(f'Key not found in the first mapping: {key!r}')

    def clear(self):
        self.maps[0].clear()

    def __ior__(self, other):
        self.maps[0].update(other)
        return self

    def __or__(self, other):
        if not isinstance(other, _Mapping):
            return NotImplemented
        result = self.copy()
        result.maps[0].update(other)
        return result

    def __ror__(self, other):
        if not isinstance(other, _Mapping):
            return NotImplemented
        merged = dict(other)
        for layer in reversed(self.maps):
            merged.update(layer)
        return self.__class__(merged)


################################################################################
### UserDict, UserList, UserString
################################################################################

class UserDict(_Mapping_mutable):
    """A dict-like wrapper around a real dict kept in self.data."""

    __class_getitem__ = _alias

    def __init__(self, dict=None, /, **kwargs):
        self.data = {}
        if dict is not None:
            self.update(dict)
        if kwargs:
            self.update(kwargs)

    def __len__(self):
        return len(self.data)

    def __getitem__(self, key):
        if key in self.data:
            return self.data[key]
        missing = getattr(self.__class__, '__missing__', None)
        if missing is not None:
            return missing(self, key)
        raise KeyError(key)

    def __setitem__(self, key, item):
        self.data[key] = item

    def __delitem__(self, key):
        del self.data[key]

    def __iter__(self):
        return iter(self.data)

    def __contains__(self, key):
        return key in self.data

    def get(self, key, default=None):
        if key in self:
            return self[key]
        return default

    def __repr__(self):
        return repr(self.data)

    def __or__(self, other):
        if isinstance(other, UserDict):
            return self.__class__(self.data | other.data)
        if isinstance(other, dict):
            return self.__class__(self.data | other)
        return NotImplemented

    def __ror__(self, other):
        if isinstance(other, UserDict):
            return self.__class__(other.data | self.data)
        if isinstance(other, dict):
            return self.__class__(other | self.data)
        return NotImplemented

    def __ior__(self, other):
        self.data |= other.data if isinstance(other, UserDict) else other
        return self

    def __copy__(self):
        clone = self.__class__.__new__(self.__class__)
        clone.__dict__.update(self.__dict__)
        clone.__dict__['data'] = self.__dict__['data'].copy()
        return clone

    def copy(self):
        if self.__class__ is UserDict:
            return UserDict(self.data.copy())
        # A subclass may carry extra state: copy the instance with an empty
        # data dict, then refill it through the normal mapping protocol.
        import copy as _copy
        saved = self.data
        try:
            self.data = {}
            clone = _copy.copy(self)
        finally:
            self.data = saved
        clone.update(self)
        return clone

    @classmethod
    def fromkeys(cls, iterable, value=None):
        made = cls()
        for key in iterable:
            made[key] = value
        return made


class UserList(_collections_abc.MutableSequence):
    """A list-like wrapper around a real list kept in self.data."""

    __class_getitem__ = _alias

    def __init__(self, initlist=None):
        self.data = []
        if initlist is not None:
            if type(initlist) is list:
                self.data[:] = initlist
            elif isinstance(initlist, UserList):
                self.data[:] = initlist.data[:]
            else:
                self.data = list(initlist)

    def __repr__(self):
        return repr(self.data)

    @staticmethod
    def _raw(other):
        return other.data if isinstance(other, UserList) else other

    def __lt__(self, other):
        return self.data < self._raw(other)

    def __le__(self, other):
        return self.data <= self._raw(other)

    def __eq__(self, other):
        return self.data == self._raw(other)

    def __gt__(self, other):
        return self.data > self._raw(other)

    def __ge__(self, other):
        return self.data >= self._raw(other)

    def __contains__(self, item):
        return item in self.data

    def __len__(self):
        return len(self.data)

    def __getitem__(self, i):
        if isinstance(i, slice):
            return self.__class__(self.data[i])
        return self.data[i]

    def __setitem__(self, i, item):
        self.data[i] = item

    def __delitem__(self, i):
        del self.data[i]

    def __add__(self, other):
        if isinstance(other, UserList):
            return self.__class__(self.data + other.data)
        if isinstance(other, list):
            return self.__class__(self.data + other)
        return self.__class__(self.data + list(other))

    def __radd__(self, other):
        if isinstance(other, UserList):
            return self.__class__(other.data + self.data)
        if isinstance(other, list):
            return self.__class__(other + self.data)
        return self.__class__(list(other) + self.data)

    def __iadd__(self, other):
        self.extend(other)
        return self

    def __mul__(self, n):
        return self.__class__(self.data * n)

    __rmul__ = __mul__

    def __imul__(self, n):
        self.data *= n
        return self

    def __copy__(self):
        clone = self.__class__.__new__(self.__class__)
        clone.__dict__.update(self.__dict__)
        clone.__dict__['data'] = self.__dict__['data'][:]
        return clone

    def append(self, item):
        self.data.append(item)

    def insert(self, i, item):
        self.data.insert(i, item)

    def pop(self, i=-1):
        return self.data.pop(i)

    def remove(self, item):
        self.data.remove(item)

    def clear(self):
        self.data.clear()

    def copy(self):
        return self.__class__(self)

    def count(self, item):
        return self.data.count(item)

    def index(self, item, *args):
        return self.data.index(item, *args)

    def reverse(self):
        self.data.reverse()

    def sort(self, /, *args, **kwds):
        self.data.sort(*args, **kwds)

    def extend(self, other):
        self.data.extend(other.data if isinstance(other, UserList) else other)


def _plain(value):
    'Unwrap a UserString argument to its str.'
    return value.data if isinstance(value, UserString) else value


class UserString(_collections_abc.Sequence):
    """A str-like wrapper around a real str kept in self.data."""

    __class_getitem__ = _alias

    def __init__(self, seq):
        if isinstance(seq, str):
            self.data = seq
        elif isinstance(seq, UserString):
            self.data = seq.data[:]
        else:
            self.data = str(seq)

    def __str__(self):
        return str(self.data)

    def __repr__(self):
        return repr(self.data)

    def __int__(self):
        return int(self.data)

    def __float__(self):
        return float(self.data)

    def __complex__(self):
        return complex(self.data)

    def __hash__(self):
        return hash(self.data)

    def __getnewargs__(self):
        return (self.data[:],)

    def __eq__(self, other):
        return self.data == _plain(other)

    def __lt__(self, other):
        return self.data < _plain(other)

    def __le__(self, other):
        return self.data <= _plain(other)

    def __gt__(self, other):
        return self.data > _plain(other)

    def __ge__(self, other):
        return self.data >= _plain(other)

    def __contains__(self, char):
        return _plain(char) in self.data

    def __len__(self):
        return len(self.data)

    def __getitem__(self, index):
        return self.__class__(self.data[index])

    def __add__(self, other):
        if isinstance(other, (UserString, str)):
            return self.__class__(self.data + _plain(other))
        return self.__class__(self.data + str(other))

    def __radd__(self, other):
        if isinstance(other, str):
            return self.__class__(other + self.data)
        return self.__class__(str(other) + self.data)

    def __mul__(self, n):
        return self.__class__(self.data * n)

    __rmul__ = __mul__

    def __mod__(self, args):
        return self.__class__(self.data % args)

    def __rmod__(self, template):
        return self.__class__(str(template) % self)

    def encode(self, encoding='utf-8', errors='strict'):
        return self.data.encode('utf-8' if encoding is None else encoding,
                                'strict' if errors is None else errors)

    def format(self, /, *args, **kwds):
        return self.data.format(*args, **kwds)

    def format_map(self, mapping):
        return self.data.format_map(mapping)

    maketrans = staticmethod(str.maketrans)


# Most str methods are forwarded mechanically: UserString arguments are
# unwrapped, and results that are strings are wrapped again in the class
# of self (for the names in _REWRAP) or returned as they are.
_REWRAP = ('capitalize casefold center expandtabs ljust lower lstrip '
           'removeprefix removesuffix replace rjust rstrip strip swapcase '
           'title translate upper zfill').split()
_AS_IS = ('count endswith find index isalpha isalnum isascii isdecimal '
          'isdigit isidentifier islower isnumeric isprintable isspace '
          'istitle isupper join partition rfind rindex rpartition split '
          'rsplit splitlines startswith').split()


def _forward(name, rewrap):
    str_method = getattr(str, name)

    def method(self, *args, **kwds):
        result = str_method(self.data, *[_plain(a) for a in args], **kwds)
        return self.__class__(result) if rewrap else result

    method.__name__ = name
    method.__qualname__ = f'UserString.{name}'
    method.__doc__ = str_method.__doc__
    return method


for _name in _REWRAP:
    setattr(UserString, _name, _forward(_name, True))
for _name in _AS_IS:
    setattr(UserString, _name, _forward(_name, False))
del _name
