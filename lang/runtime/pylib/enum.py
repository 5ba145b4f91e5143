"""Support for enumerations (PEP 435).

cpjit's compact implementation of Enum, IntEnum, StrEnum, Flag, IntFlag,
auto, unique, member and nonmember with CPython 3.13's reprs, strs,
lookups and error messages.
"""

import sys
import types

__all__ = [
    'EnumType', 'EnumMeta', 'Enum', 'IntEnum', 'StrEnum', 'Flag', 'IntFlag',
    'ReprEnum', 'auto', 'unique', 'property', 'verify', 'member', 'nonmember',
    'FlagBoundary', 'STRICT', 'CONFORM', 'EJECT', 'KEEP', 'global_flag_repr',
    'global_enum_repr', 'global_str', 'global_enum', 'EnumCheck', 'CONTINUOUS',
    'NAMED_FLAGS', 'UNIQUE', 'pickle_by_global_name', 'pickle_by_enum_name',
    'show_flag_values',
]

_builtin_property = property


class nonmember(object):
    """Protect item from becoming an Enum member during class creation."""

    def __init__(self, value):
        self.value = value


class member(object):
    """Forces item to become an Enum member during class creation."""

    def __init__(self, value):
        self.value = value


class _auto_null:
    def __repr__(self):
        return '_auto_null'


_auto_null = _auto_null()


class auto:
    """Instances are replaced with an appropriate value in Enum class suites."""

    def __init__(self, value=_auto_null):
        self.value = value

    def __repr__(self):
        return "auto(%r)" % self.value


class property(_builtin_property):
    """Enum-aware property (used for name and value)."""

    def __get__(self, instance, ownerclass=None):
        if instance is None:
            if self.fget is not None and hasattr(ownerclass, '_member_map_'):
                name = self.fget.__name__
                if name in ownerclass._member_map_:
                    return ownerclass._member_map_[name]
            raise AttributeError(
                f'{ownerclass.__name__!r} has no attribute {self.fget.__name__!r}')
        return super().__get__(instance, ownerclass)


def _is_descriptor(obj):
    return (hasattr(obj, '__get__') or hasattr(obj, '__set__') or
            hasattr(obj, '__delete__'))


def _is_dunder(name):
    return (len(name) > 4 and name[:2] == name[-2:] == '__' and
            name[2] != '_' and name[-3] != '_')


def _is_sunder(name):
    return (len(name) > 2 and name[0] == name[-1] == '_' and
            name[1] != '_' and name[-2] != '_')


def _is_private(cls_name, name):
    pattern = '_%s__' % (cls_name.lstrip('_'), )
    pat_len = len(pattern)
    if (len(name) > pat_len and name.startswith(pattern)
            and (name[-1] != '_' or name[-2] != '_')):
        return True
    return False


class _EnumDict(dict):
    """Track enum member order and ensure member names are not reused."""

    def __init__(self, cls_name=None):
        super().__init__()
        self._member_names = {}   # name -> None, ordered
        self._last_values = []
        self._ignore = []
        self._auto_called = False
        self._cls_name = cls_name
        self._generate_next_value = None

    def __setitem__(self, key, value):
        if self._cls_name is not None and _is_private(self._cls_name, key):
            pass
        elif _is_sunder(key):
            if key == '_ignore_':
                if isinstance(value, str):
                    value = value.replace(',', ' ').split()
                else:
                    value = list(value)
                self._ignore = value
            elif key == '_generate_next_value_':
                self._generate_next_value = getattr(value, '__func__', value)
        elif _is_dunder(key):
            if key == '__order__':
                key = '_order_'
        elif key in self._member_names:
            raise TypeError('%r already defined as %r' % (key, self[key]))
        elif key in self._ignore:
            pass
        elif isinstance(value, nonmember):
            value = value.value
        elif _is_descriptor(value) and not isinstance(value, member):
            pass
        else:
            if key in self:
                raise TypeError('%r already defined as %r' % (key, self[key]))
            if isinstance(value, member):
                value = value.value
            if isinstance(value, auto):
                value = self._auto_value(key, value)
            elif isinstance(value, tuple) and any(isinstance(v, auto) for v in value):
                value = tuple(self._auto_value(key, v) if isinstance(v, auto) else v
                              for v in value)
            self._member_names[key] = None
            self._last_values.append(value)
        super().__setitem__(key, value)

    def _auto_value(self, key, a):
        if a.value is _auto_null:
            gen = self._generate_next_value or _default_generate
            a.value = gen(key, 1, len(self._member_names), self._last_values[:])
            self._auto_called = True
        return a.value


def _default_generate(name, start, count, last_values):
    for v in reversed(last_values):
        try:
            return v + 1
        except TypeError:
            pass
    return start


class EnumType(type):
    """Metaclass for Enum"""

    @classmethod
    def __prepare__(metacls, cls, bases, **kwds):
        enum_dict = _EnumDict(cls)
        member_type, first_enum = metacls._get_mixins_(cls, bases)
        if first_enum is not None:
            gen = getattr(first_enum, '_generate_next_value_', None)
            if gen is not None:
                enum_dict._generate_next_value = getattr(gen, '__func__', gen)
        return enum_dict

    def __new__(metacls, cls, bases, classdict, *, boundary=None, _simple=False, **kwds):
        if not isinstance(classdict, _EnumDict):
            ed = metacls.__prepare__(cls, bases)
            for k, v in classdict.items():
                ed[k] = v
            classdict = ed
        ignore = classdict._ignore
        member_names = list(classdict._member_names)
        members = {k: classdict[k] for k in member_names}
        member_type, first_enum = metacls._get_mixins_(cls, bases)

        ns = {k: v for k, v in classdict.items() if k not in classdict._member_names and k not in ignore}
        ns['_new_member_'] = None
        ns['_member_names_'] = []
        ns['_member_map_'] = {}
        ns['_value2member_map_'] = {}
        ns['_unhashable_values_'] = []
        ns['_member_type_'] = member_type
        ns['_value_repr_'] = None
        if '_generate_next_value_' not in ns and classdict._generate_next_value is not None:
            pass
        enum_class = type.__new__(metacls, cls, bases, ns, **kwds)
        if Flag is not None and issubclass(enum_class, Flag):
            enum_class._boundary_ = boundary or getattr(first_enum, '_boundary_', None)
            enum_class._flag_mask_ = 0
            enum_class._all_bits_ = 0
            enum_class._singles_mask_ = 0
            enum_class._inverted_ = None

        if Enum is not None and first_enum is not None:
            # The mixed-in type's repr and friends must not hide Enum's.
            for mname in ('__repr__', '__str__', '__format__', '__reduce_ex__'):
                if mname not in classdict:
                    enum_method = getattr(first_enum, mname)
                    found_method = getattr(enum_class, mname)
                    object_method = getattr(object, mname)
                    data_type_method = getattr(member_type, mname)
                    if found_method in (data_type_method, object_method):
                        type.__setattr__(enum_class, mname, enum_method)
        if Flag is not None and issubclass(enum_class, Flag):
            # Flag's operators win over the mixed-in int's.
            for op in ('__or__', '__and__', '__xor__', '__ror__', '__rand__', '__rxor__', '__invert__'):
                if op not in classdict:
                    for k in enum_class.__mro__[1:]:
                        if isinstance(k, EnumType) and issubclass(k, Flag) and op in k.__dict__:
                            type.__setattr__(enum_class, op, k.__dict__[op])
                            break
        if Enum is not None and '__new__' not in classdict:
            # Calling the class looks members up instead of making new values.
            type.__setattr__(enum_class, '__new__', Enum.__dict__['__new__'])
        # Creating the members.
        for name in member_names:
            value = members[name]
            if isinstance(value, tuple):
                args = value
            else:
                args = (value,)
            if member_type is object:
                enum_member = object.__new__(enum_class)
                if not hasattr(enum_member, '_value_'):
                    enum_member._value_ = value
            else:
                custom_new = metacls._find_new_(classdict, member_type, first_enum)
                if custom_new is not None:
                    enum_member = custom_new(enum_class, *args)
                else:
                    enum_member = member_type.__new__(enum_class, *args)
                if not hasattr(enum_member, '_value_'):
                    if member_type is object:
                        enum_member._value_ = value
                    else:
                        enum_member._value_ = member_type(*args)
            value = enum_member._value_
            enum_member._name_ = name
            enum_member.__objclass__ = enum_class
            init = getattr(enum_class, '__init__', None)
            if init is not None and init is not object.__init__ and init is not getattr(member_type, '__init__', None):
                init(enum_member, *args)
            enum_member._sort_order_ = len(enum_class._member_names_)
            # alias?
            canonical = None
            try:
                canonical = enum_class._value2member_map_.get(value)
            except TypeError:
                for m in enum_class._member_map_.values():
                    if m._value_ == value:
                        canonical = m
                        break
            if canonical is None:
                for m in enum_class._member_map_.values():
                    if m._value_ == value:
                        canonical = m
                        break
            is_flag_alias = False
            if Flag is not None and issubclass(enum_class, Flag) and canonical is None:
                if isinstance(value, int) and (value == 0 or value & (value - 1)):
                    is_flag_alias = True
            if canonical is not None:
                enum_member = canonical
            else:
                if not is_flag_alias:
                    enum_class._member_names_.append(name)
                if Flag is not None and issubclass(enum_class, Flag) and isinstance(value, int):
                    enum_class._flag_mask_ |= value
                    if value and not (value & (value - 1)):
                        enum_class._singles_mask_ |= value
            enum_class._member_map_[name] = enum_member
            try:
                enum_class._value2member_map_.setdefault(value, enum_member)
            except TypeError:
                enum_class._unhashable_values_.append(value)
            type.__setattr__(enum_class, name, enum_member)
        if Flag is not None and issubclass(enum_class, Flag):
            enum_class._all_bits_ = 2 ** (enum_class._flag_mask_.bit_length()) - 1

        # the _order_ check
        order = classdict.get('_order_')
        if order is not None:
            if isinstance(order, str):
                order = order.replace(',', ' ').split()
            if order != enum_class._member_names_:
                raise TypeError('member order does not match _order_:\n  %r\n  %r'
                                % (enum_class._member_names_, order))
        return enum_class

    def __bool__(cls):
        return True

    def __call__(cls, value, names=None, *values, module=None, qualname=None,
                 type=None, start=1, boundary=None):
        if names is None:
            if cls._member_map_ or not hasattr(cls, '_member_map_'):
                return cls.__new__(cls, value)
            if type is None and not values:
                return cls.__new__(cls, value)
        return cls._create_(value, names, module=module, qualname=qualname,
                            type=type, start=start, boundary=boundary)

    def __contains__(cls, value):
        if isinstance(value, cls):
            return True
        try:
            return value in cls._value2member_map_
        except TypeError:
            return value in cls._unhashable_values_

    def __delattr__(cls, attr):
        if attr in cls._member_map_:
            raise AttributeError("%r cannot delete member %r." % (cls.__name__, attr))
        super().__delattr__(attr)

    def __getitem__(cls, name):
        return cls._member_map_[name]

    def __iter__(cls):
        return (cls._member_map_[name] for name in cls._member_names_)

    def __len__(cls):
        return len(cls._member_names_)

    @_builtin_property
    def __members__(cls):
        return types.MappingProxyType(cls._member_map_)

    def __repr__(cls):
        if Flag is not None and issubclass(cls, Flag):
            return "<flag %r>" % cls.__name__
        return "<enum %r>" % cls.__name__

    def __reversed__(cls):
        return (cls._member_map_[name] for name in reversed(cls._member_names_))

    def __setattr__(cls, name, value):
        member_map = cls.__dict__.get('_member_map_', {})
        if name in member_map:
            raise AttributeError('cannot reassign member %r' % (name, ))
        super().__setattr__(name, value)

    def _create_(cls, class_name, names, *, module=None, qualname=None, type=None,
                 start=1, boundary=None):
        metacls = cls.__class__
        bases = (cls, ) if type is None else (type, cls)
        _, first_enum = cls._get_mixins_(class_name, bases)
        classdict = metacls.__prepare__(class_name, bases)

        if isinstance(names, str):
            names = names.replace(',', ' ').split()
        if isinstance(names, (tuple, list)) and names and isinstance(names[0], str):
            original_names, names = names, []
            last_values = []
            for count, name in enumerate(original_names):
                gen = classdict._generate_next_value or _default_generate
                value = gen(name, start, count, last_values[:])
                last_values.append(value)
                names.append((name, value))
        if names is None:
            names = ()
        for item in names:
            if isinstance(item, str):
                member_name, member_value = item, names[item]
            else:
                member_name, member_value = item
            classdict[member_name] = member_value

        if module is None:
            try:
                module = sys._getframe(2).f_globals['__name__']
            except (AttributeError, ValueError, KeyError):
                pass
        if module is not None:
            classdict['__module__'] = module
        if qualname is not None:
            classdict['__qualname__'] = qualname

        return metacls.__new__(metacls, class_name, bases, classdict, boundary=boundary)

    @classmethod
    def _get_mixins_(mcls, class_name, bases):
        if not bases:
            return object, Enum
        member_type = object
        first_enum = None
        for base in bases:
            for b in base.__mro__:
                if b is object:
                    continue
                if isinstance(b, EnumType):
                    if first_enum is None:
                        first_enum = b
                    mt = b.__dict__.get('_member_type_')
                    if mt is not None and mt is not object and member_type is object:
                        member_type = mt
                    continue
                if member_type is object and b.__new__ is not object.__new__ or (
                        member_type is object and b in (int, str, float, bytes, tuple)):
                    if '__new__' in b.__dict__ or b in (int, str, float, bytes, tuple, complex):
                        member_type = b
                        break
        if first_enum is not None and not isinstance(first_enum, EnumType):
            raise TypeError("new enumerations should be created as "
                            "`EnumName([mixin_type, ...] [data_type,] enum_type)`")
        return member_type, first_enum

    @classmethod
    def _find_new_(mcls, classdict, member_type, first_enum):
        new = classdict.get('__new__', None)
        if new is not None:
            return getattr(new, '__func__', new)
        return None


EnumMeta = EnumType

Enum = None
Flag = None


class Enum(metaclass=EnumType):
    """Create a collection of name/value pairs."""

    def __new__(cls, value):
        if type(value) is cls:
            return value
        try:
            return cls._value2member_map_[value]
        except KeyError:
            pass
        except TypeError:
            for m in cls._member_map_.values():
                if m._value_ == value:
                    return m
        for m in cls._member_map_.values():
            if m._value_ == value:
                return m
        try:
            exc = None
            result = cls._missing_(value)
        except Exception as e:
            exc = e
            result = None
        if isinstance(result, cls):
            return result
        if Flag is not None and issubclass(cls, Flag) and isinstance(result, int):
            return result
        ve_exc = ValueError("%r is not a valid %s" % (value, cls.__qualname__))
        if result is None and exc is None:
            raise ve_exc
        elif exc is None:
            exc = TypeError(
                'error in %s._missing_: returned %r instead of None or a valid member'
                % (cls.__name__, result))
        if not isinstance(exc, ValueError):
            exc.__context__ = ve_exc
        raise exc

    def __init__(self, *args, **kwds):
        pass

    @staticmethod
    def _generate_next_value_(name, start, count, last_values):
        return _default_generate(name, start, count, last_values)

    @classmethod
    def _missing_(cls, value):
        return None

    def __repr__(self):
        v_repr = self.__class__._value_repr_ or repr
        return "<%s.%s: %s>" % (self.__class__.__name__, self._name_, v_repr(self._value_))

    def __str__(self):
        return "%s.%s" % (self.__class__.__name__, self._name_, )

    def __dir__(self):
        names = ['__class__', '__doc__', '__eq__', '__hash__', '__module__', 'name', 'value']
        for cls in self.__class__.mro():
            for name, obj in cls.__dict__.items():
                if name[0] == '_':
                    continue
                if isinstance(obj, _builtin_property):
                    names.append(name)
        return sorted(set(names))

    def __format__(self, format_spec):
        return str.__format__(str(self), format_spec)

    def __hash__(self):
        return hash(self._name_)

    def __reduce_ex__(self, proto):
        return self.__class__, (self._value_, )

    def __deepcopy__(self, memo):
        return self

    def __copy__(self):
        return self

    @property
    def name(self):
        """The name of the Enum member."""
        return self._name_

    @property
    def value(self):
        """The value of the Enum member."""
        return self._value_


class ReprEnum(Enum):
    """Only changes the repr(), leaving str() and format() to the mixed-in type."""


class IntEnum(int, ReprEnum):
    """Enum where members are also (and must be) ints"""

    def __str__(self):
        return int.__repr__(self)

    def __format__(self, format_spec):
        return int.__format__(self._value_, format_spec)


class StrEnum(str, ReprEnum):
    """Enum where members are also (and must be) strings"""

    def __new__(cls, *values):
        "values must already be of type `str`"
        if len(values) > 3:
            raise TypeError('too many arguments for str(): %r' % (values, ))
        if len(values) == 1:
            # it must be a string
            if not isinstance(values[0], str):
                raise TypeError('%r is not a string' % (values[0], ))
        value = str(*values)
        member = str.__new__(cls, value)
        member._value_ = value
        return member

    def __str__(self):
        return str.__str__(self)

    def __format__(self, format_spec):
        return str.__format__(str(self), format_spec)

    @staticmethod
    def _generate_next_value_(name, start, count, last_values):
        """Return the lower-cased version of the member name."""
        return name.lower()


def _flag_generate(name, start, count, last_values):
    if not count:
        return start if start is not None else 1
    last_value = max(last_values)
    try:
        high_bit = last_value.bit_length() - 1
    except Exception:
        raise TypeError('invalid flag value %r' % last_value) from None
    return 2 ** (high_bit + 1)


class FlagBoundary:
    STRICT = 'strict'
    CONFORM = 'conform'
    EJECT = 'eject'
    KEEP = 'keep'


STRICT, CONFORM, EJECT, KEEP = 'strict', 'conform', 'eject', 'keep'


class Flag(Enum, boundary=None):
    """Support for flags"""

    _numeric_repr_ = repr

    @staticmethod
    def _generate_next_value_(name, start, count, last_values):
        return _flag_generate(name, start, count, last_values)

    @classmethod
    def _iter_member_by_value_(cls, value):
        for name in cls._member_names_:
            m = cls._member_map_[name]
            v = m._value_
            if v and v & value == v and not (v & (v - 1)):
                yield m

    @classmethod
    def _missing_(cls, value):
        if not isinstance(value, int):
            raise ValueError("%r is not a valid %s" % (value, cls.__qualname__))
        flag_mask = cls._flag_mask_
        neg_value = None
        if value < 0:
            neg_value = value
            value = cls._all_bits_ + 1 + value
        unknown = value & ~flag_mask
        if unknown and not issubclass(cls, int) and cls._boundary_ in (None, STRICT, CONFORM):
            if cls._boundary_ == STRICT:
                raise ValueError("%r invalid value %r" % (cls, value))
            value &= flag_mask
            unknown = 0
        if cls._member_type_ is object:
            pseudo_member = object.__new__(cls)
        else:
            pseudo_member = cls._member_type_.__new__(cls, value)
        if not hasattr(pseudo_member, '_value_'):
            pseudo_member._value_ = value
        if value & flag_mask:
            members = list(cls._iter_member_by_value_(value & flag_mask))
            names = [m._name_ for m in members]
            if unknown:
                names.append(cls._numeric_repr_(unknown))
            pseudo_member._name_ = '|'.join(names)
        elif unknown:
            pseudo_member._name_ = cls._numeric_repr_(unknown) if issubclass(cls, int) else None
            if issubclass(cls, int):
                pseudo_member._name_ = None
        else:
            pseudo_member._name_ = None
        if value in cls._value2member_map_:
            return cls._value2member_map_[value]
        cls._value2member_map_.setdefault(value, pseudo_member)
        if neg_value is not None:
            cls._value2member_map_[neg_value] = pseudo_member
        return pseudo_member

    def __contains__(self, other):
        if not isinstance(other, self.__class__):
            raise TypeError(
                "unsupported operand type(s) for 'in': %r and %r" % (
                    type(other).__qualname__, self.__class__.__qualname__))
        return other._value_ & self._value_ == other._value_

    def __iter__(self):
        return iter(list(self.__class__._iter_member_by_value_(self._value_)))

    def __len__(self):
        return bin(self._value_).count('1')

    def __repr__(self):
        cls_name = self.__class__.__name__
        v_repr = self.__class__._value_repr_ or repr
        if self._name_ is None:
            return "<%s: %s>" % (cls_name, v_repr(self._value_))
        else:
            return "<%s.%s: %s>" % (cls_name, self._name_, v_repr(self._value_))

    def __str__(self):
        cls_name = self.__class__.__name__
        if self._name_ is None:
            return '%s(%r)' % (cls_name, self._value_)
        else:
            return "%s.%s" % (cls_name, self._name_)

    def __bool__(self):
        return bool(self._value_)

    def _get_value(self, flag):
        if isinstance(flag, self.__class__):
            return flag._value_
        elif self._member_type_ is not object and isinstance(flag, self._member_type_):
            return flag
        return NotImplemented

    def __or__(self, other):
        other_value = self._get_value(other)
        if other_value is NotImplemented:
            return NotImplemented
        return self.__class__(self._value_ | other_value)

    def __and__(self, other):
        other_value = self._get_value(other)
        if other_value is NotImplemented:
            return NotImplemented
        return self.__class__(self._value_ & other_value)

    def __xor__(self, other):
        other_value = self._get_value(other)
        if other_value is NotImplemented:
            return NotImplemented
        return self.__class__(self._value_ ^ other_value)

    def __invert__(self):
        return self.__class__(self._flag_mask_ ^ (self._value_ & self._flag_mask_))

    __rand__ = __and__
    __ror__ = __or__
    __rxor__ = __xor__


class IntFlag(int, ReprEnum, Flag, boundary=KEEP):
    """Support for integer-based Flags"""

    def __str__(self):
        return int.__repr__(self)

    def __format__(self, format_spec):
        return int.__format__(self._value_, format_spec)

    def __repr__(self):
        cls_name = self.__class__.__name__
        if self._name_ is None:
            return "<%s: %r>" % (cls_name, self._value_)
        return "<%s.%s: %r>" % (cls_name, self._name_, self._value_)

    @classmethod
    def _missing_(cls, value):
        if not isinstance(value, int):
            raise ValueError("%r is not a valid %s" % (value, cls.__qualname__))
        flag_mask = cls._flag_mask_
        unknown = value & ~flag_mask if value >= 0 else 0
        pseudo_member = int.__new__(cls, value)
        pseudo_member._value_ = value
        names = [m._name_ for m in cls._iter_member_by_value_(value & flag_mask)] if value >= 0 else []
        if unknown:
            names.append(repr(unknown))
        pseudo_member._name_ = '|'.join(names) if names else None
        cls._value2member_map_.setdefault(value, pseudo_member)
        return cls._value2member_map_[value]

    def __invert__(self):
        return self.__class__(self._flag_mask_ ^ self._value_ if self._value_ >= 0 else ~self._value_)


def unique(enumeration):
    """Class decorator for enumerations ensuring unique member values."""
    duplicates = []
    for name, member in enumeration.__members__.items():
        if name != member.name:
            duplicates.append((name, member.name))
    if duplicates:
        alias_details = ', '.join(
            ["%s -> %s" % (alias, name) for (alias, name) in duplicates])
        raise ValueError('duplicate values found in %r: %s' %
                         (enumeration, alias_details))
    return enumeration


class EnumCheck:
    CONTINUOUS = "no skipped integer values"
    NAMED_FLAGS = "multi-flag aliases may not contain unnamed flags"
    UNIQUE = "one name per value"


CONTINUOUS = EnumCheck.CONTINUOUS
NAMED_FLAGS = EnumCheck.NAMED_FLAGS
UNIQUE = EnumCheck.UNIQUE


class verify:
    """Check an enumeration for various constraints. (see EnumCheck)"""

    def __init__(self, *checks):
        self.checks = checks

    def __call__(self, enumeration):
        if UNIQUE in self.checks:
            unique(enumeration)
        return enumeration


def global_enum_repr(self):
    module = self.__class__.__module__.split('.')[-1]
    return '%s.%s' % (module, self._name_)


def global_flag_repr(self):
    module = self.__class__.__module__.split('.')[-1]
    return '%s.%s' % (module, self._name_)


def global_str(self):
    return self._name_


def global_enum(cls, update_str=False):
    sys.modules[cls.__module__].__dict__.update(cls.__members__)
    return cls


def pickle_by_global_name(self, proto):
    return self.name


def pickle_by_enum_name(self, proto):
    return getattr, (self.__class__, self._name_)


def show_flag_values(value):
    return [1 << i for i in range(value.bit_length()) if value & (1 << i)]
