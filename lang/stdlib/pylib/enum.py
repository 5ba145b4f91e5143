"""Enumerated constants for cpjit.

Classes whose metaclass is EnumType turn their plain class-body attributes
into singleton members.  Members are looked up by value (Color(1)) or by
name (Color['RED']) and iterate in definition order.  Flag and IntFlag add
bitwise combination of members.
"""

import sys as _sys

__all__ = [
    'EnumType', 'EnumMeta', 'EnumDict', 'Enum', 'IntEnum', 'StrEnum', 'Flag', 'IntFlag',
    'ReprEnum', 'auto', 'unique', 'property', 'verify', 'member', 'nonmember',
    'FlagBoundary', 'STRICT', 'CONFORM', 'EJECT', 'KEEP', 'global_flag_repr',
    'global_enum_repr', 'global_str', 'global_enum', 'EnumCheck', 'CONTINUOUS',
    'NAMED_FLAGS', 'UNIQUE', 'pickle_by_global_name', 'pickle_by_enum_name',
]

_py_property = property

# The library base classes; filled in as they get defined below.
Enum = Flag = ReprEnum = None
# Boundary markers used before FlagBoundary itself exists.
STRICT, CONFORM, EJECT, KEEP = 'strict', 'conform', 'eject', 'keep'


# ---------------------------------------------------------------- markers

class nonmember(object):
    """Wrap a class-body value so it stays a plain attribute."""

    def __init__(self, value):
        self.value = value


class member(object):
    """Wrap a class-body value so it becomes a member (even a function)."""

    def __init__(self, value):
        self.value = value


class _Pending:
    def __repr__(self):
        return '_auto_null'


_PENDING = _Pending()


class auto:
    """Placeholder replaced by the enum's _generate_next_value_ result."""

    def __init__(self, value=_PENDING):
        self.value = value

    def __repr__(self):
        return 'auto(%r)' % (self.value,)


class property(_py_property):
    """Attribute of members that may coexist with a member of the same name.

    Read on the class it yields the member (if one shares the name);
    read on a member it runs the getter."""

    member = None
    name = None

    def __set_name__(self, owner, name):
        self.name = name
        self.clsname = owner.__name__

    def __set__(self, obj, value):
        if self.fset is None:
            raise AttributeError('<enum %r> cannot set attribute %r'
                                 % (self.clsname, self.name))
        self.fset(obj, value)

    def __delete__(self, obj):
        if self.fdel is None:
            raise AttributeError('<enum %r> cannot delete attribute %r'
                                 % (self.clsname, self.name))
        self.fdel(obj)

    def __get__(self, obj, owner=None):
        if obj is None:
            if self.member is not None:
                return self.member
            raise AttributeError('%r has no attribute %r'
                                 % (getattr(owner, '__name__', owner), self.name))
        if self.fget is not None:
            return self.fget(obj)
        raise AttributeError('%r member has no attribute %r'
                             % (type(obj).__name__, self.name))


# ---------------------------------------------------------------- helpers

def _dunder(key):
    return len(key) > 4 and key[:2] == key[-2:] == '__' and key[2] != '_' and key[-3] != '_'


def _sunder(key):
    return len(key) > 2 and key[0] == key[-1] == '_' and key[1] != '_' and key[-2] != '_'


def _mangled(clsname, key):
    if clsname is None:
        return False
    prefix = '_' + clsname.lstrip('_') + '__'
    return key.startswith(prefix) and not key.endswith('__')


def _descriptor_like(obj):
    return any(hasattr(obj, a) for a in ('__get__', '__set__', '__delete__'))


def _single_bit(n):
    return n > 0 and n & (n - 1) == 0


def _bits(n):
    """Yield the powers of two that make up non-negative int n, low first."""
    while n:
        low = n & -n
        yield low
        n ^= low


def show_flag_values(value):
    return list(_bits(value))


_ALLOWED_SUNDERS = frozenset((
    '_order_', '_generate_next_value_', '_missing_', '_ignore_', '_numeric_repr_',
    '_iter_member_', '_iter_member_by_value_', '_iter_member_by_def_',
    '_add_alias_', '_add_value_alias_',
))


class EnumDict(dict):
    """Class-body namespace that records member candidates in order (the
    namespace EnumType.__prepare__ gives enum class bodies)."""

    def __init__(self, clsname=None, generator=None):
        super().__init__()
        self._clsname = clsname
        self._generator = generator or _default_next_value
        self._names = []        # member names in definition order
        self._values = []       # their (resolved) values
        self._skip = set()      # names listed in _ignore_

    def _next_value(self, key):
        return self._generator(key, 1, len(self._names), list(self._values))

    def __setitem__(self, key, value):
        if _mangled(self._clsname, key) or _dunder(key):
            if key == '__order__':
                key = '_order_'
            dict.__setitem__(self, key, value)
            return
        if _sunder(key):
            if key not in _ALLOWED_SUNDERS:
                raise ValueError('_sunder_ names, such as %r, are reserved for '
                                 'future Enum use' % (key,))
            if key == '_ignore_':
                names = value.replace(',', ' ').split() if isinstance(value, str) else list(value)
                self._skip.update(names)
                for n in names:
                    if n in self:
                        dict.__delitem__(self, n)
            elif key == '_generate_next_value_':
                self._generator = getattr(value, '__func__', value)
            dict.__setitem__(self, key, value)
            return
        if key in self._skip:
            return
        if key in self:
            raise TypeError('%r already defined as %r' % (key, self[key]))
        if isinstance(value, nonmember):
            dict.__setitem__(self, key, value.value)
            return
        if isinstance(value, member):
            value = value.value
        elif _descriptor_like(value):
            dict.__setitem__(self, key, value)
            return
        if isinstance(value, auto):
            if value.value is _PENDING:
                value.value = self._next_value(key)
            value = value.value
        elif isinstance(value, tuple) and any(isinstance(v, auto) for v in value):
            parts = []
            for v in value:
                if isinstance(v, auto):
                    if v.value is _PENDING:
                        v.value = self._next_value(key)
                    v = v.value
                parts.append(v)
            value = type(value)(parts)
        self._names.append(key)
        self._values.append(value)
        dict.__setitem__(self, key, value)


def _enum_ancestors(bases):
    for b in bases:
        for k in b.__mro__:
            if isinstance(k, EnumType):
                yield k


def _data_type(bases):
    """The non-enum type whose instances members also are (object if none):
    along a base's MRO, the first class that defines __new__ or is a
    dataclass, or the first plain mixin seen before it."""
    for b in bases:
        mixin = None
        for k in b.__mro__:
            if k is object:
                continue
            if isinstance(k, EnumType):
                t = k.__dict__.get('_member_type_', object)
                if t is not object:
                    return t
            elif ('__new__' in k.__dict__ or k.__module__ == 'builtins'
                  or '__dataclass_fields__' in k.__dict__):
                return mixin or k
            elif mixin is None:
                mixin = k
    return object


def _dataclass_fields_repr(value):
    return ', '.join('%s=%r' % (name, getattr(value, name))
                     for name, f in value.__dataclass_fields__.items() if f.repr)


def _value_repr(bases):
    """How members' reprs show their values: the repr of the data type
    found along the bases' MROs (fields only for a dataclass with its
    generated repr), an enum base's choice, or None for plain repr()."""
    for b in bases:
        for k in b.__mro__:
            if k is object:
                continue
            if isinstance(k, EnumType):
                return k.__dict__.get('_value_repr_')
            if '__repr__' in k.__dict__:
                params = k.__dict__.get('__dataclass_params__')
                if '__dataclass_fields__' in k.__dict__ and params is not None and params.repr:
                    return _dataclass_fields_repr
                return k.__dict__['__repr__']
    return None


def _lookup(cls, value):
    """Find (or, via _missing_, produce) the member of cls for value."""
    if type(value) is cls:
        return value
    table = cls._value2member_map_
    try:
        return table[value]
    except (KeyError, TypeError):
        pass
    for m in cls._member_map_.values():
        if m._value_ == value:
            return m
    found = cls._missing_(value)
    if isinstance(found, cls):
        return found
    if (Flag is not None and issubclass(cls, Flag) and cls._boundary_ == EJECT
            and isinstance(found, int)):
        return found
    if found is None:
        raise ValueError('%r is not a valid %s' % (value, cls.__qualname__))
    raise TypeError('error in %s._missing_: returned %r instead of None or a '
                    'valid member' % (cls.__name__, found))


def _lookup_new(cls, value):
    return _lookup(cls, value)


# ---------------------------------------------------------------- metaclass

class EnumType(type):
    """Metaclass that turns class-body values into members."""

    @classmethod
    def __prepare__(mcls, clsname, bases, **kwds):
        # As CPython, before the body runs: no extending an enum that has
        # members, and the enum base comes last.
        for k in _enum_ancestors(bases):
            if k.__dict__.get('_member_names_'):
                raise TypeError('<enum %r> cannot extend %r' % (clsname, k))
        if bases and not isinstance(bases[-1], EnumType):
            raise TypeError("new enumerations should be created as "
                            "`EnumName([mixin_type, ...] [data_type,] enum_type)`")
        gen = None
        for k in _enum_ancestors(bases):
            if '_generate_next_value_' in k.__dict__:
                gen = getattr(k, '_generate_next_value_')
                break
        if gen is None:
            gen = _default_next_value
        return EnumDict(clsname, getattr(gen, '__func__', gen))

    def __new__(mcls, clsname, bases, ns, *, boundary=None, _simple=False, **kwds):
        names = list(getattr(ns, '_names', ()))
        for k in _enum_ancestors(bases):
            if k.__dict__.get('_member_names_'):
                raise TypeError('<enum %r> cannot extend %r' % (clsname, k))
        data_type = _data_type(bases)
        values = {n: ns[n] for n in names}
        body = {k: v for k, v in dict.items(ns) if k not in values}
        body.pop('_ignore_', None)
        order = body.pop('_order_', None)
        if '__new__' in body:
            made = body.pop('__new__')
            body['_new_member_'] = getattr(made, '__func__', made)
        # Every enum class carries its own value-lookup __new__; member
        # construction goes through _new_member_ or the data type instead.
        body['__new__'] = staticmethod(_lookup_new)
        body['_member_names_'] = []
        body['_member_map_'] = {}
        body['_value2member_map_'] = {}
        body['_unhashable_values_'] = []
        body['_member_type_'] = data_type
        body['_value_repr_'] = _value_repr(bases)
        if boundary is not None:
            body['_boundary_'] = boundary
        cls = super().__new__(mcls, clsname, bases, body, **kwds)

        mcls._fix_methods(cls, body, data_type)
        for n in names:
            cls._add_member(n, values[n])
        if Flag is not None and issubclass(cls, Flag):
            cls._compute_masks()
        if order is not None:
            if isinstance(order, str):
                order = order.replace(',', ' ').split()
            if order != cls._member_names_:
                raise TypeError('member order does not match _order_:\n  %r\n  %r'
                                % (cls._member_names_, order))
        return cls

    @staticmethod
    def _fix_methods(cls, body, data_type):
        # A data type earlier in the MRO (int in IntEnum) must not hide the
        # enum's own repr/str/format/reduce.
        for name in ('__repr__', '__str__', '__format__', '__reduce_ex__'):
            if name in body:
                continue
            owner = next((k for k in cls.__mro__ if name in k.__dict__), object)
            enum_owner = next((k for k in cls.__mro__
                               if isinstance(k, EnumType) and name in k.__dict__), None)
            if enum_owner is None:
                continue
            chosen = enum_owner.__dict__[name]
            if (ReprEnum is not None and issubclass(cls, ReprEnum) and data_type is not object
                    and name in ('__str__', '__format__')
                    and enum_owner in (Enum, Flag, ReprEnum)):
                if name == '__format__':
                    chosen = data_type.__format__
                elif data_type.__str__ is object.__str__ or data_type in (int, float, complex):
                    chosen = data_type.__repr__
                else:
                    chosen = data_type.__str__
            elif owner is enum_owner:
                continue
            type.__setattr__(cls, name, chosen)
        if Flag is not None and issubclass(cls, Flag):
            # Nor may a data type's operators hide the flag's.
            for name in ('__or__', '__and__', '__xor__', '__ror__', '__rand__',
                         '__rxor__', '__invert__'):
                owner = next(k for k in cls.__mro__ if name in k.__dict__)
                if not isinstance(owner, EnumType):
                    type.__setattr__(cls, name, Flag.__dict__[name])

    def _add_member(cls, name, value):
        data_type = cls._member_type_
        args = value if isinstance(value, tuple) and data_type is not tuple else (value,)
        maker = None
        for k in cls.__mro__:
            if '_new_member_' in k.__dict__:
                maker = k.__dict__['_new_member_']
                break
        if maker is None:
            if data_type.__new__ is object.__new__:
                obj = object.__new__(cls)
            else:
                obj = data_type.__new__(cls, *args)
        else:
            obj = maker(cls, *args)
        if '_value_' not in getattr(obj, '__dict__', {}):
            if maker is None and data_type is not object:
                obj._value_ = data_type(*args)
            else:
                obj._value_ = value
        obj._name_ = name
        obj.__objclass__ = cls
        obj._sort_order_ = len(cls._member_map_)
        init = cls.__init__
        if init is not object.__init__:
            init(obj, *args)
        val = obj._value_

        existing = None
        try:
            existing = cls._value2member_map_.get(val)
        except TypeError:
            for m in cls._member_map_.values():
                if m._value_ == val:
                    existing = m
                    break
        if existing is not None:
            obj = existing
        else:
            counts = True
            if Flag is not None and issubclass(cls, Flag) and isinstance(val, int):
                counts = _single_bit(val)
            if counts:
                cls._member_names_.append(name)
            try:
                cls._value2member_map_.setdefault(val, obj)
            except TypeError:
                cls._unhashable_values_.append(val)
        cls._member_map_[name] = obj

        inherited = None
        for k in cls.__mro__[1:]:
            if name in k.__dict__:
                inherited = k.__dict__[name]
                break
        if isinstance(inherited, property):
            redirect = property(inherited.fget, inherited.fset, inherited.fdel)
            redirect.member = obj
            redirect.name = name
            type.__setattr__(cls, name, redirect)
        else:
            type.__setattr__(cls, name, obj)

    def _compute_masks(cls):
        single = every = 0
        for m in cls._member_map_.values():
            v = m._value_
            if isinstance(v, int):
                every |= v
                if _single_bit(v):
                    single |= v
        cls._singles_mask_ = single
        cls._flag_mask_ = every
        cls._all_bits_ = (1 << every.bit_length()) - 1

    # -- class-level behaviour

    def __call__(cls, value, names=None, *, module=None, qualname=None,
                 type=None, start=1, boundary=None):
        if names is None:
            return _lookup(cls, value)
        return cls._functional(value, names, module, qualname, type, start, boundary)

    def _functional(cls, clsname, names, module, qualname, mixin, start, boundary):
        meta = cls.__class__
        bases = (cls,) if mixin is None else (mixin, cls)
        ns = meta.__prepare__(clsname, bases)
        if isinstance(names, str):
            names = names.replace(',', ' ').split()
        if isinstance(names, (list, tuple)) and names and isinstance(names[0], str):
            done = []
            pairs = []
            for i, n in enumerate(names):
                v = ns._generator(n, start, i, list(done))
                done.append(v)
                pairs.append((n, v))
            names = pairs
        elif hasattr(names, 'items'):
            names = list(names.items())
        for n, v in names:
            ns[n] = v
        if module is None:
            try:
                module = _sys._getframe(2).f_globals.get('__name__')
            except (AttributeError, ValueError):
                module = None
        if module is not None:
            ns['__module__'] = module
        if qualname is not None:
            ns['__qualname__'] = qualname
        return meta.__new__(meta, clsname, bases, ns, boundary=boundary)

    def __iter__(cls):
        return (cls._member_map_[n] for n in cls._member_names_)

    def __reversed__(cls):
        return (cls._member_map_[n] for n in reversed(cls._member_names_))

    def __len__(cls):
        return len(cls._member_names_)

    def __bool__(cls):
        return True

    def __contains__(cls, value):
        if isinstance(value, cls):
            return True
        try:
            return value in cls._value2member_map_
        except TypeError:
            return value in cls._unhashable_values_

    def __getitem__(cls, name):
        return cls._member_map_[name]

    def __dir__(cls):
        # The class's protocol, its members, and the member type's
        # attributes when it has one (as CPython 3.13 lists them).
        names = {'__class__', '__contains__', '__doc__', '__getitem__',
                 '__init_subclass__', '__iter__', '__len__', '__members__',
                 '__module__', '__name__', '__qualname__'}
        names.update(cls._member_names_)
        if any('_new_member_' in k.__dict__ for k in cls.__mro__):
            names.add('__new__')
        if cls._member_type_ is not object:
            names.update(dir(cls._member_type_))
        return sorted(names)

    @_py_property
    def __members__(cls):
        import types
        return types.MappingProxyType(cls._member_map_)

    def __repr__(cls):
        kind = 'flag' if Flag is not None and issubclass(cls, Flag) else 'enum'
        return '<%s %r>' % (kind, cls.__name__)

    def __setattr__(cls, name, value):
        if name in cls.__dict__.get('_member_map_', ()):
            raise AttributeError('cannot reassign member %r' % (name,))
        super().__setattr__(name, value)

    def __delattr__(cls, name):
        if name in cls.__dict__.get('_member_map_', ()):
            raise AttributeError('%r cannot delete member %r.' % (cls.__name__, name))
        super().__delattr__(name)


EnumMeta = EnumType


def _default_next_value(name, start, count, last_values):
    if not last_values:
        return start
    try:
        return max(last_values) + 1
    except TypeError:
        pass
    try:
        return last_values[-1] + 1
    except TypeError:
        raise TypeError('unable to increment %r' % (last_values[-1],)) from None


# ---------------------------------------------------------------- Enum

class Enum(metaclass=EnumType):
    """Base class for enumerations; subclass it and list the members."""

    _generate_next_value_ = staticmethod(_default_next_value)

    def __init__(self, *args, **kwds):
        pass

    @classmethod
    def _missing_(cls, value):
        return None

    def __repr__(self):
        show = type(self)._value_repr_ or repr
        return '<%s.%s: %s>' % (type(self).__name__, self._name_, show(self._value_))

    def __str__(self):
        return '%s.%s' % (type(self).__name__, self._name_)

    def __format__(self, spec):
        return format(str(self), spec)

    def __hash__(self):
        return hash(self._name_)

    def __reduce_ex__(self, proto):
        return type(self), (self._value_,)

    def __dir__(self):
        # A member shows its public attributes (the methods and properties
        # of its classes, what was set on it) but not the other members;
        # one with a data type shows that type's attributes too.
        members = type(self)._member_map_
        if self._member_type_ is object:
            names = {'name', 'value'}
        else:
            names = set(object.__dir__(self))
        for name in getattr(self, '__dict__', ()):
            if not name.startswith('_') and name not in members:
                names.add(name)
        for k in type(self).__mro__:
            for name, obj in k.__dict__.items():
                if name.startswith('_'):
                    continue
                if isinstance(obj, _py_property):
                    if obj.fget is not None or name not in members:
                        names.add(name)
                    else:
                        names.discard(name)
                elif name not in members:
                    names.add(name)
        names.update(('__class__', '__doc__', '__eq__', '__hash__', '__module__'))
        return sorted(names)

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    @property
    def name(self):
        """The member's name."""
        return self._name_

    @property
    def value(self):
        """The member's value."""
        return self._value_


class ReprEnum(Enum):
    """Enum whose str() and format() are those of its data type."""


class IntEnum(int, ReprEnum):
    """Enum whose members are ints."""


class StrEnum(str, ReprEnum):
    """Enum whose members are strs."""

    def __new__(cls, *args):
        if len(args) > 3:
            raise TypeError('too many arguments for str(): %r' % (args,))
        if len(args) == 1 and not isinstance(args[0], str):
            raise TypeError('%r is not a string' % (args[0],))
        if len(args) >= 2 and not isinstance(args[1], str):
            raise TypeError('encoding must be a string, not %r' % (args[1],))
        if len(args) == 3 and not isinstance(args[2], str):
            raise TypeError('errors must be a string, not %r' % (args[2],))
        text = str(*args)
        obj = str.__new__(cls, text)
        obj._value_ = text
        return obj

    @staticmethod
    def _generate_next_value_(name, start, count, last_values):
        return name.lower()


class FlagBoundary(StrEnum):
    """What Flag does with values that have bits no member covers."""
    STRICT = auto()
    CONFORM = auto()
    EJECT = auto()
    KEEP = auto()


STRICT, CONFORM, EJECT, KEEP = FlagBoundary


def _flag_next_value(name, start, count, last_values):
    if not last_values:
        return start
    top = 0
    for v in last_values:
        if not isinstance(v, int):
            raise TypeError('invalid flag value %r' % (v,)) from None
        top = max(top, v)
    return 1 << top.bit_length()


def _binary(n, width):
    return '0b0 ' + format(n, '0%db' % width)


class Flag(Enum, boundary=STRICT):
    """Enum whose members combine with the bitwise operators."""

    _generate_next_value_ = staticmethod(_flag_next_value)

    @classmethod
    def _missing_(cls, value):
        if not isinstance(value, int):
            raise ValueError('%r is not a valid %s' % (value, cls.__qualname__))
        mask = cls._flag_mask_
        if value < 0:
            value = max(cls._all_bits_, (1 << value.bit_length()) - 1) + 1 + value
        extra = value & ~mask
        rule = cls._boundary_
        if extra:
            if rule == STRICT:
                width = max(value.bit_length(), mask.bit_length())
                raise ValueError('%r invalid value %r\n    given %s\n  allowed %s'
                                 % (cls, value, _binary(value, width), _binary(mask, width)))
            if rule == CONFORM:
                value &= mask
            elif rule == EJECT:
                return value
        known = cls._value2member_map_.get(value)
        if known is not None:
            return known
        parts = []
        covered = 0
        for n in cls._member_names_:
            v = cls._member_map_[n]._value_
            if v & value == v:
                parts.append(n)
                covered |= v
        left = value & ~covered
        if left and parts:
            parts.append(str(left))
        data_type = cls._member_type_
        if data_type is object:
            pseudo = object.__new__(cls)
        else:
            pseudo = data_type.__new__(cls, value)
        pseudo._value_ = value
        pseudo._name_ = '|'.join(parts) if parts else None
        return cls._value2member_map_.setdefault(value, pseudo)

    def __repr__(self):
        cls = type(self).__name__
        value = (type(self)._value_repr_ or repr)(self._value_)
        if self._name_ is None:
            return '<%s: %s>' % (cls, value)
        return '<%s.%s: %s>' % (cls, self._name_, value)

    def __str__(self):
        cls = type(self).__name__
        if self._name_ is None:
            return '%s(%r)' % (cls, self._value_)
        return '%s.%s' % (cls, self._name_)

    def _members_in(self):
        val = self._value_
        for n in type(self)._member_names_:
            m = type(self)._member_map_[n]
            if m._value_ & val == m._value_:
                yield m

    def __iter__(self):
        return self._members_in()

    def __len__(self):
        return bin(self._value_ & type(self)._singles_mask_).count('1')

    def __contains__(self, other):
        if not isinstance(other, type(self)):
            raise TypeError("unsupported operand type(s) for 'in': %r and %r"
                            % (type(other).__qualname__, type(self).__qualname__))
        return other._value_ & self._value_ == other._value_

    def __bool__(self):
        return bool(self._value_)

    def _operand(self, other):
        if isinstance(other, type(self)):
            return other._value_
        if self._member_type_ is not object and isinstance(other, self._member_type_):
            return other
        return NotImplemented

    def __or__(self, other):
        v = self._operand(other)
        if v is NotImplemented:
            return v
        return type(self)(self._value_ | v)

    def __and__(self, other):
        v = self._operand(other)
        if v is NotImplemented:
            return v
        return type(self)(self._value_ & v)

    def __xor__(self, other):
        v = self._operand(other)
        if v is NotImplemented:
            return v
        return type(self)(self._value_ ^ v)

    __ror__ = __or__
    __rand__ = __and__
    __rxor__ = __xor__

    def __invert__(self):
        cls = type(self)
        val = self._value_
        if cls._boundary_ in (EJECT, KEEP):
            span = max(cls._all_bits_, (1 << val.bit_length()) - 1)
            return cls(span ^ val)
        return cls(cls._flag_mask_ & ~val)


class IntFlag(int, ReprEnum, Flag, boundary=KEEP):
    """Flag whose members are ints and accept plain ints as operands."""

    __or__ = Flag.__or__
    __and__ = Flag.__and__
    __xor__ = Flag.__xor__
    __ror__ = Flag.__ror__
    __rand__ = Flag.__rand__
    __rxor__ = Flag.__rxor__
    __invert__ = Flag.__invert__


# ---------------------------------------------------------------- checks

def _duplicates(enumeration):
    return ['%s -> %s' % (n, m._name_)
            for n, m in enumeration.__members__.items() if n != m._name_]


def unique(enumeration):
    """Class decorator: reject enumerations that have aliases."""
    pairs = _duplicates(enumeration)
    if pairs:
        raise ValueError('duplicate values found in %r: %s'
                         % (enumeration, ', '.join(pairs)))
    return enumeration


class EnumCheck(StrEnum):
    """Constraints that verify() can enforce."""
    CONTINUOUS = 'no skipped integer values'
    NAMED_FLAGS = 'multi-flag aliases not allowed'
    UNIQUE = 'one name per value'


CONTINUOUS, NAMED_FLAGS, UNIQUE = EnumCheck


class verify:
    """Class decorator checking the given EnumCheck constraints."""

    def __init__(self, *checks):
        self.checks = checks

    def __call__(self, enumeration):
        label = enumeration.__name__
        for check in self.checks:
            if check == UNIQUE:
                pairs = _duplicates(enumeration)
                if pairs:
                    raise ValueError('aliases found in %r: %s'
                                     % (enumeration, ', '.join(pairs)))
            elif check == CONTINUOUS:
                vals = sorted({m._value_ for m in enumeration.__members__.values()})
                if len(vals) < 2:
                    continue
                is_flag = issubclass(enumeration, Flag)
                if is_flag:
                    want = [1 << i for i in range(vals[0].bit_length() - 1,
                                                 vals[-1].bit_length())]
                else:
                    want = range(vals[0], vals[-1] + 1)
                gone = [v for v in want if v not in vals]
                if gone:
                    kind = 'flag' if is_flag else 'enum'
                    raise ValueError('invalid %s %r: missing values %s'
                                     % (kind, label, ', '.join(map(str, gone))))
            elif check == NAMED_FLAGS:
                singles = enumeration._singles_mask_ if issubclass(enumeration, Flag) else 0
                bad = []
                lost = 0
                for n, m in enumeration.__members__.items():
                    v = m._value_
                    if n in enumeration._member_names_ or not isinstance(v, int) or v <= 0:
                        continue
                    miss = v & ~singles
                    if miss:
                        bad.append(n)
                        lost |= miss
                if bad:
                    if len(bad) == 1:
                        what = 'alias %s is missing' % bad[0]
                    else:
                        what = 'aliases %s and %s are missing' % (', '.join(bad[:-1]), bad[-1])
                    if _single_bit(lost):
                        tail = 'value 0x%x' % lost
                    else:
                        tail = 'combined values of 0x%x' % lost
                    raise ValueError('invalid Flag %r: %s %s [use enum.show_flag_values'
                                     '(value) for details]' % (label, what, tail))
        return enumeration


# ---------------------------------------------------------------- global enums

def _module_label(member):
    return type(member).__module__.rpartition('.')[2]


def global_enum_repr(self):
    return '%s.%s' % (_module_label(self), self._name_)


def global_flag_repr(self):
    mod = _module_label(self)
    if self._name_ is None:
        return '%s.%s(%r)' % (mod, type(self).__name__, self._value_)
    return '|'.join('%s.%s' % (mod, part) for part in self._name_.split('|'))


def global_str(self):
    if self._name_ is None:
        return '%s(%r)' % (type(self).__name__, self._value_)
    return self._name_


def global_enum(cls, update_str=False):
    """Decorator: export members to their module and show them as module
    attributes (re.IGNORECASE rather than <RegexFlag.IGNORECASE: 2>)."""
    is_flag = issubclass(cls, Flag)
    type.__setattr__(cls, '__repr__', global_flag_repr if is_flag else global_enum_repr)
    if update_str or is_flag:
        type.__setattr__(cls, '__str__', global_str)
    module = _sys.modules.get(cls.__module__)
    if module is not None:
        module.__dict__.update(cls.__members__)
    return cls


def pickle_by_global_name(self, proto):
    return self._name_


def pickle_by_enum_name(self, proto):
    return getattr, (type(self), self._name_)
