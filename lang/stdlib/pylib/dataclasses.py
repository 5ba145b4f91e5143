"""Generate the boilerplate methods of classes that mostly hold data.

The @dataclass decorator reads a class's annotations, turns each annotated
name into a Field, and then adds __init__, __repr__, __eq__ (and, on request,
ordering, hashing, frozenness, __slots__ and __match_args__) built from that
list of fields.

Only __init__ is produced from source text (so that its argument errors read
exactly like those of a hand-written function); every other method is a
closure over the field names.
"""

import sys
import types

__all__ = ['dataclass', 'field', 'Field', 'FrozenInstanceError', 'InitVar',
           'KW_ONLY', 'MISSING', 'fields', 'asdict', 'astuple',
           'make_dataclass', 'replace', 'is_dataclass']


class FrozenInstanceError(AttributeError):
    """Raised on an attempt to change a field of a frozen dataclass."""


class _MISSING_TYPE:
    """Type of MISSING, the marker for "no value given"."""


MISSING = _MISSING_TYPE()


class _KW_ONLY_TYPE:
    """Type of KW_ONLY; annotating a pseudo-field with it makes the
    following fields keyword-only."""


KW_ONLY = _KW_ONLY_TYPE()


class _Kind:
    """Which sort of entry a Field is: a real field, a ClassVar or an
    InitVar."""

    __slots__ = ('label',)

    def __init__(self, label):
        self.label = label

    def __repr__(self):
        return self.label


_FIELD = _Kind('_FIELD')
_FIELD_CLASSVAR = _Kind('_FIELD_CLASSVAR')
_FIELD_INITVAR = _Kind('_FIELD_INITVAR')

_NO_METADATA = types.MappingProxyType({})


class InitVar:
    """Annotation for an __init__-only pseudo-field: InitVar[int]."""

    __slots__ = ('type',)

    def __init__(self, type):
        self.type = type

    def __repr__(self):
        inner = self.type
        text = inner.__name__ if isinstance(inner, type) else repr(inner)
        return 'dataclasses.InitVar[%s]' % text

    def __class_getitem__(cls, item):
        return cls(item)


class Field:
    """Description of one dataclass field; build it with field()."""

    __slots__ = ('name', 'type', 'default', 'default_factory', 'init',
                 'repr', 'hash', 'compare', 'metadata', 'kw_only',
                 '_field_type')

    def __init__(self, default, default_factory, init, repr, hash, compare,
                 metadata, kw_only):
        self.name = None
        self.type = None
        self.default = default
        self.default_factory = default_factory
        self.init = init
        self.repr = repr
        self.hash = hash
        self.compare = compare
        if metadata is None or len(metadata) == 0:
            self.metadata = _NO_METADATA
        else:
            self.metadata = types.MappingProxyType(metadata)
        self.kw_only = kw_only
        self._field_type = None

    def __repr__(self):
        parts = ['%s=%r' % (attr, getattr(self, attr))
                 for attr in Field.__slots__]
        return 'Field(' + ','.join(parts) + ')'

    def __set_name__(self, owner, name):
        # Give a descriptor used as a default the chance to learn its name.
        hook = getattr(type(self.default), '__set_name__', None)
        if hook is not None:
            hook(self.default, owner, name)

    __class_getitem__ = classmethod(types.GenericAlias)


class _DataclassParams:
    """The arguments @dataclass was called with (__dataclass_params__)."""

    _names = ('init', 'repr', 'eq', 'order', 'unsafe_hash', 'frozen',
              'match_args', 'kw_only', 'slots', 'weakref_slot')
    __slots__ = _names

    def __init__(self, **opts):
        for key in self._names:
            setattr(self, key, opts[key])

    def __repr__(self):
        inner = ','.join('%s=%r' % (k, getattr(self, k)) for k in self._names)
        return '_DataclassParams(' + inner + ')'


def field(*, default=MISSING, default_factory=MISSING, init=True, repr=True,
          hash=None, compare=True, metadata=None, kw_only=MISSING):
    """Describe a field beyond what a bare default value can say."""
    if default is not MISSING and default_factory is not MISSING:
        raise ValueError('cannot specify both default and default_factory')
    return Field(default, default_factory, init, repr, hash, compare,
                 metadata, kw_only)


# ---------------------------------------------------------------------------
# Reading the class body


def _is_classvar_annotation(tp):
    if isinstance(tp, str):
        head = tp.split('[', 1)[0].strip()
        return head in ('ClassVar', 'typing.ClassVar')
    typing = sys.modules.get('typing')
    if typing is None:
        return False
    cv = getattr(typing, 'ClassVar', None)
    return tp is cv or getattr(tp, '__origin__', None) is cv


def _is_initvar_annotation(tp):
    if isinstance(tp, str):
        head = tp.split('[', 1)[0].strip()
        return head in ('InitVar', 'dataclasses.InitVar')
    return tp is InitVar or isinstance(tp, InitVar)


def _is_kw_only_marker(tp):
    if isinstance(tp, str):
        return tp.strip() in ('KW_ONLY', 'dataclasses.KW_ONLY')
    return tp is KW_ONLY


def _make_field(cls, name, tp, kw_only_default):
    """Build the Field for annotation `name: tp` found in cls's body."""
    value = cls.__dict__.get(name, MISSING)
    if isinstance(value, Field):
        f = value
    else:
        if isinstance(value, types.MemberDescriptorType):
            value = MISSING      # a slot, not a default
        f = field(default=value)
    f.name = name
    f.type = tp

    if _is_classvar_annotation(tp):
        f._field_type = _FIELD_CLASSVAR
    elif _is_initvar_annotation(tp):
        f._field_type = _FIELD_INITVAR
    else:
        f._field_type = _FIELD

    if f._field_type is not _FIELD and f.default_factory is not MISSING:
        raise TypeError('field %s cannot have a default factory' % name)
    # A ClassVar is never an __init__ parameter, so kw_only means nothing.
    if f._field_type is not _FIELD_CLASSVAR and f.kw_only is MISSING:
        f.kw_only = kw_only_default

    if f._field_type is _FIELD and f.default is not MISSING:
        if type(f.default).__hash__ is None:
            raise ValueError('mutable default %s for field %s is not allowed:'
                             ' use default_factory' % (type(f.default), name))
    return f


def _own_annotations(cls):
    return cls.__dict__.get('__annotations__', {})


# ---------------------------------------------------------------------------
# Building the methods


def _annotation_text(tp):
    if isinstance(tp, str):
        return repr(tp)
    if isinstance(tp, type) and not isinstance(tp, types.GenericAlias):
        if tp.__module__ == 'builtins':
            return tp.__qualname__
        return '%s.%s' % (tp.__module__, tp.__qualname__)
    return repr(tp).replace('typing.', '')


def _signature_text(positional, keyword):
    def one(f):
        text = '%s: %s' % (f.name, _annotation_text(f.type))
        if f.default_factory is not MISSING:
            text += ' = <factory>'
        elif f.default is not MISSING:
            text += ' = %r' % (f.default,)
        return text
    pieces = [one(f) for f in positional]
    if keyword:
        pieces.append('*')
        pieces.extend(one(f) for f in keyword)
    return '(' + ', '.join(pieces) + ')'


class _FactoryMarker:
    def __repr__(self):
        return '<factory>'


_USE_FACTORY = _FactoryMarker()


def _build_init(cls, all_fields, frozen, has_post_init):
    """Return (__init__ function, positional init fields, kw-only ones)."""
    takes_arg = [f for f in all_fields
                 if f._field_type in (_FIELD, _FIELD_INITVAR) and f.init]
    positional = [f for f in takes_arg if not f.kw_only]
    keyword = [f for f in takes_arg if f.kw_only]

    seen_default = None
    for f in positional:
        has_default = not (f.default is MISSING and
                           f.default_factory is MISSING)
        if has_default:
            seen_default = f
        elif seen_default is not None:
            raise TypeError('non-default argument %r follows default '
                            'argument %r' % (f.name, seen_default.name))

    names = {f.name for f in all_fields}
    me = '__dataclass_self__' if 'self' in names else 'self'
    env = {'__dc_factory_marker': _USE_FACTORY,
           '__dc_setattr': object.__setattr__}

    def param(f):
        if f.default_factory is not MISSING:
            return f.name + '=__dc_factory_marker'
        if f.default is not MISSING:
            env['__dc_dflt_' + f.name] = f.default
            return '%s=__dc_dflt_%s' % (f.name, f.name)
        return f.name

    params = [me] + [param(f) for f in positional]
    if keyword:
        params.append('*')
        params.extend(param(f) for f in keyword)

    body = []
    for f in all_fields:
        if f._field_type is not _FIELD:
            continue
        if f.default_factory is not MISSING:
            env['__dc_factory_' + f.name] = f.default_factory
            if f.init:
                value = ('__dc_factory_%s() if %s is __dc_factory_marker '
                         'else %s' % (f.name, f.name, f.name))
            else:
                value = '__dc_factory_%s()' % f.name
        elif f.init:
            value = f.name
        else:
            continue          # init=False with a plain default: class attr
        if frozen:
            body.append('__dc_setattr(%s, %r, %s)' % (me, f.name, value))
        else:
            body.append('%s.%s = %s' % (me, f.name, value))
    if has_post_init:
        extra = ', '.join(f.name for f in all_fields
                          if f._field_type is _FIELD_INITVAR)
        body.append('%s.__post_init__(%s)' % (me, extra))
    if not body:
        body.append('pass')

    outer = ', '.join(sorted(env))
    src = 'def __dc_make(%s):\n' % outer
    src += ' def __init__(%s):\n' % ', '.join(params)
    src += ''.join('  %s\n' % line for line in body)
    src += ' return __init__\n'
    scope = {}
    exec(src, {'__builtins__': __builtins__}, scope)
    fn = scope['__dc_make'](**env)
    fn.__qualname__ = cls.__qualname__ + '.__init__'
    fn.__module__ = cls.__module__
    # Parameters are annotated with their fields' types, as CPython's are.
    fn.__annotations__ = {f.name: f.type for f in positional + keyword}
    fn.__annotations__['return'] = None
    return fn, positional, keyword


def _build_repr(shown):
    # Generated code (as CPython's): the fields read by attribute in an
    # f-string, behind a guard that gives '...' for a recursive repr. Made
    # by a factory compiled in this module's namespace, as CPython's
    # __create_fn__ is, so that pprint knows it for the generated one.
    fields = ', '.join('%s={self.%s!r}' % (f.name, f.name) for f in shown)
    scope = {}
    exec('def __create_fn__(__dc_active):\n'
         '    def __repr__(self):\n'
         '        key = id(self)\n'
         '        if key in __dc_active:\n'
         "            return '...'\n"
         '        __dc_active.add(key)\n'
         '        try:\n'
         '            return f"{self.__class__.__qualname__}(%s)"\n'
         '        finally:\n'
         '            __dc_active.discard(key)\n'
         '    return __repr__\n' % fields, globals(), scope)
    return scope['__create_fn__'](set())


def _fields_tuple(obj, names):
    """Source of a tuple of obj's fields: "(obj.a,obj.b,)", or "()"."""
    if not names:
        return '()'
    return '(%s,)' % ','.join('%s.%s' % (obj, n) for n in names)


def _make_method(src, name):
    """Compile a generated method, as _build_init does: the fields are
    read by attribute in its code, so it runs as fast as one written by
    hand."""
    scope = {}
    exec(src, {'__builtins__': __builtins__}, scope)
    return scope[name]


def _build_eq(names):
    # As CPython 3.13's: identity first, then field by field (a NaN field
    # makes two instances unequal, as its == does).
    terms = ' and '.join('self.%s==other.%s' % (n, n) for n in names) or 'True'
    return _make_method(
        'def __eq__(self, other):\n'
        '    if self is other:\n'
        '        return True\n'
        '    if other.__class__ is self.__class__:\n'
        '        return %s\n'
        '    return NotImplemented\n' % terms, '__eq__')


def _build_order(names):
    mine, theirs = _fields_tuple('self', names), _fields_tuple('other', names)
    methods = {}
    for name, op in (('__lt__', '<'), ('__le__', '<='), ('__gt__', '>'),
                     ('__ge__', '>=')):
        methods[name] = _make_method(
            'def %s(self, other):\n'
            '    if other.__class__ is self.__class__:\n'
            '        return %s%s%s\n'
            '    return NotImplemented\n' % (name, mine, op, theirs), name)
    return methods


def _build_hash(cls, names):
    __hash__ = _make_method(
        'def __hash__(self):\n'
        '    return hash(%s)\n' % _fields_tuple('self', names), '__hash__')
    __hash__.__qualname__ = '%s.__hash__' % cls.__qualname__
    __hash__.__module__ = cls.__module__
    return __hash__


def _build_frozen(cls_box, names):
    field_names = frozenset(names)

    def __setattr__(self, name, value):
        if type(self) is cls_box[0] or name in field_names:
            raise FrozenInstanceError('cannot assign to field %r' % name)
        super(cls_box[0], self).__setattr__(name, value)

    def __delattr__(self, name):
        if type(self) is cls_box[0] or name in field_names:
            raise FrozenInstanceError('cannot delete field %r' % name)
        super(cls_box[0], self).__delattr__(name)
    return __setattr__, __delattr__


def _install(cls, name, value):
    """Set cls.name unless the class body defined it; report if it did."""
    if name in cls.__dict__:
        return True
    value.__qualname__ = '%s.%s' % (cls.__qualname__, name)
    value.__module__ = cls.__module__  # generated in the class's module, as CPython's
    setattr(cls, name, value)
    return False


def _with_slots(cls, field_names, weakref_slot):
    """Recreate cls with __slots__ holding the fields."""
    inherited = set()
    for base in cls.__mro__[1:-1]:
        slots = base.__dict__.get('__slots__', ())
        if isinstance(slots, str):
            slots = (slots,)
        inherited.update(slots)
    wanted = [n for n in field_names if n not in inherited]
    if weakref_slot and '__weakref__' not in inherited:
        wanted.append('__weakref__')
    ns = dict(cls.__dict__)
    for n in field_names:
        ns.pop(n, None)
    ns.pop('__dict__', None)
    ns.pop('__weakref__', None)
    ns['__slots__'] = tuple(wanted)
    new_cls = type(cls)(cls.__name__, cls.__bases__, ns)
    new_cls.__qualname__ = cls.__qualname__
    return new_cls


def _process(cls, init, repr, eq, order, unsafe_hash, frozen, match_args,
             kw_only, slots, weakref_slot):
    if order and not eq:
        raise ValueError('eq must be true if order is true')
    if weakref_slot and not slots:
        raise TypeError('weakref_slot is True but slots is False')

    # Fields inherited from dataclass bases, most distant base first.
    collected = {}
    dc_bases = []
    for base in reversed(cls.__mro__[1:]):
        base_fields = base.__dict__.get('__dataclass_fields__')
        if base_fields is not None:
            dc_bases.append(base)
            for f in base_fields.values():
                collected[f.name] = f

    if dc_bases:
        frozen_flags = [b.__dataclass_params__.frozen for b in dc_bases]
        if any(frozen_flags) and not frozen:
            raise TypeError('cannot inherit non-frozen dataclass from a '
                            'frozen one')
        if not all(frozen_flags) and frozen:
            raise TypeError('cannot inherit frozen dataclass from a '
                            'non-frozen one')

    # Fields from this class's own annotations.
    annotations = _own_annotations(cls)
    kw_flag = kw_only
    marker_seen = False
    for name, tp in annotations.items():
        if _is_kw_only_marker(tp):
            if marker_seen:
                raise TypeError('%r is KW_ONLY, but KW_ONLY has already '
                                'been specified' % name)
            marker_seen = True
            kw_flag = True
            continue
        f = _make_field(cls, name, tp, kw_flag)
        collected[name] = f
        if isinstance(cls.__dict__.get(name), Field):
            if f.default is MISSING:
                delattr(cls, name)
            else:
                setattr(cls, name, f.default)

    for name, value in cls.__dict__.items():
        if isinstance(value, Field) and name not in annotations:
            raise TypeError('%r is a field but has no type annotation' % name)

    # The class dict gets its new entries in CPython's order: the params,
    # the fields, __replace__, __hash__, then the generated methods.
    cls.__dataclass_params__ = _DataclassParams(
        init=init, repr=repr, eq=eq, order=order, unsafe_hash=unsafe_hash,
        frozen=frozen, match_args=match_args, kw_only=kw_only, slots=slots,
        weakref_slot=weakref_slot)
    cls.__dataclass_fields__ = collected

    all_fields = list(collected.values())
    real = [f for f in all_fields if f._field_type is _FIELD]
    cls_box = [cls]

    own_hash = cls.__dict__.get('__hash__', MISSING)
    explicit_hash = not (own_hash is MISSING or
                         (own_hash is None and '__eq__' in cls.__dict__))

    # copy.replace's protocol; one shared function, like replace() itself.
    if '__replace__' not in cls.__dict__:
        cls.__replace__ = _replace

    hashed = [f.name for f in real
              if (f.compare if f.hash is None else f.hash)]
    if unsafe_hash:
        if explicit_hash:
            raise TypeError('Cannot overwrite attribute __hash__ in class %s'
                            % cls.__name__)
        cls.__hash__ = _build_hash(cls, hashed)
    elif eq and not explicit_hash:
        cls.__hash__ = _build_hash(cls, hashed) if frozen else None

    positional = keyword = None
    if init:
        has_post_init = hasattr(cls, '__post_init__')
        init_fn, positional, keyword = _build_init(cls, all_fields, frozen,
                                                   has_post_init)
        _install(cls, '__init__', init_fn)

    if repr:
        _install(cls, '__repr__', _build_repr([f for f in real if f.repr]))

    compared = [f.name for f in real if f.compare]
    if eq:
        _install(cls, '__eq__', _build_eq(compared))

    if order:
        for name, method in _build_order(compared).items():
            if _install(cls, name, method):
                raise TypeError('Cannot overwrite attribute %s in class %s '
                                'Consider using functools.total_ordering'
                                % (name, cls.__name__))

    if frozen:
        for method in _build_frozen(cls_box, [f.name for f in real]):
            if _install(cls, method.__name__, method):
                raise TypeError('Cannot overwrite attribute %s in class %s'
                                % (method.__name__, cls.__name__))


    if not cls.__doc__:
        if positional is None:
            takes = [f for f in all_fields
                     if f._field_type in (_FIELD, _FIELD_INITVAR) and f.init]
            positional = [f for f in takes if not f.kw_only]
            keyword = [f for f in takes if f.kw_only]
        try:
            cls.__doc__ = cls.__name__ + _signature_text(positional, keyword)
        except (TypeError, ValueError):
            cls.__doc__ = ''

    if match_args and '__match_args__' not in cls.__dict__:
        cls.__match_args__ = tuple(
            f.name for f in all_fields
            if f._field_type in (_FIELD, _FIELD_INITVAR) and f.init
            and not f.kw_only)

    if slots:
        cls = _with_slots(cls, [f.name for f in real], weakref_slot)
        cls_box[0] = cls

    # Let abc recompute the abstract methods now that methods were added.
    update = getattr(sys.modules.get('abc'), 'update_abstractmethods', None)
    if update is not None and hasattr(cls, '__abstractmethods__'):
        update(cls)
    return cls


def dataclass(cls=None, /, *, init=True, repr=True, eq=True, order=False,
              unsafe_hash=False, frozen=False, match_args=True,
              kw_only=False, slots=False, weakref_slot=False):
    """Add generated special methods to a class based on its fields.

    Usable bare (@dataclass) or with options (@dataclass(frozen=True)).
    """
    def decorate(target):
        return _process(target, init, repr, eq, order, unsafe_hash, frozen,
                        match_args, kw_only, slots, weakref_slot)
    if cls is None:
        return decorate
    return decorate(cls)


# ---------------------------------------------------------------------------
# Inspection helpers


def fields(class_or_instance):
    """Tuple of the real fields (no ClassVar/InitVar) of a dataclass."""
    try:
        table = class_or_instance.__dataclass_fields__
    except AttributeError:
        raise TypeError('must be called with a dataclass type or instance') \
            from None
    return tuple(f for f in table.values() if f._field_type is _FIELD)


def is_dataclass(obj):
    """True for a dataclass or an instance of one."""
    cls = obj if isinstance(obj, type) else type(obj)
    return hasattr(cls, '__dataclass_fields__')


def _is_instance(obj):
    return hasattr(type(obj), '__dataclass_fields__')


_PLAIN = (type(None), bool, int, float, complex, str, bytes,
          type, range, property, types.FunctionType)


def _convert(obj, on_dataclass):
    """Walk obj, rebuilding containers and converting dataclasses with
    on_dataclass; anything else is deep-copied."""
    if type(obj) in _PLAIN:
        return obj
    if _is_instance(obj):
        return on_dataclass(obj)
    if isinstance(obj, tuple) and hasattr(obj, '_fields'):
        return type(obj)(*[_convert(v, on_dataclass) for v in obj])
    if isinstance(obj, (list, tuple)):
        return type(obj)(_convert(v, on_dataclass) for v in obj)
    if isinstance(obj, dict):
        items = [(_convert(k, on_dataclass), _convert(v, on_dataclass))
                 for k, v in obj.items()]
        if hasattr(type(obj), 'default_factory'):
            result = type(obj)(obj.default_factory)
            result.update(items)
            return result
        return type(obj)(items)
    import copy
    return copy.deepcopy(obj)


def asdict(obj, *, dict_factory=dict):
    """Convert a dataclass instance (recursively) to a dict."""
    if not _is_instance(obj):
        raise TypeError('asdict() should be called on dataclass instances')

    def one(inst):
        return dict_factory([(f.name, _convert(getattr(inst, f.name), one))
                             for f in fields(inst)])
    return one(obj)


def astuple(obj, *, tuple_factory=tuple):
    """Convert a dataclass instance (recursively) to a tuple."""
    if not _is_instance(obj):
        raise TypeError('astuple() should be called on dataclass instances')

    def one(inst):
        return tuple_factory([_convert(getattr(inst, f.name), one)
                              for f in fields(inst)])
    return one(obj)


def replace(obj, /, **changes):
    """Return a copy of obj with the given fields changed."""
    if not _is_instance(obj):
        raise TypeError('replace() should be called on dataclass instances')
    return _replace(obj, **changes)


def _replace(self, /, **changes):
    # The new object gets every init field's value: from changes when
    # given, from self otherwise; a field left out of __init__ cannot be
    # changed.
    for f in self.__dataclass_fields__.values():
        if f._field_type is _FIELD_CLASSVAR:
            continue
        if not f.init:
            if f.name in changes:
                raise TypeError('field %s is declared with init=False, it '
                                'cannot be specified with replace()'
                                % f.name)
            continue
        if f.name not in changes:
            if f._field_type is _FIELD_INITVAR and f.default is MISSING:
                raise TypeError('InitVar %r must be specified with '
                                'replace()' % f.name)
            changes[f.name] = getattr(self, f.name)
    return self.__class__(**changes)


def make_dataclass(cls_name, fields, *, bases=(), namespace=None, init=True,
                   repr=True, eq=True, order=False, unsafe_hash=False,
                   frozen=False, match_args=True, kw_only=False, slots=False,
                   weakref_slot=False, module=None):
    """Create a dataclass named cls_name from a list of field specs:
    'name', ('name', type) or ('name', type, Field)."""
    ns = dict(namespace or {})
    annotations = {}
    for spec in fields:
        if isinstance(spec, str):
            name, tp = spec, 'typing.Any'
        elif len(spec) == 2:
            name, tp = spec
        elif len(spec) == 3:
            name, tp, ns[spec[0]] = spec
        else:
            raise TypeError('Invalid field: %r' % (spec,))
        if not isinstance(name, str) or not name.isidentifier():
            raise TypeError('Field names must be valid identifiers: %r'
                            % (name,))
        if name in annotations:
            raise TypeError('Field name duplicated: %r' % (name,))
        annotations[name] = tp
    ns['__annotations__'] = annotations
    if module is None:
        try:
            module = sys._getframe(1).f_globals.get('__name__', '__main__')
        except (AttributeError, ValueError):
            module = '__main__'
    ns['__module__'] = module
    cls = types.new_class(cls_name, bases, {}, lambda body: body.update(ns))
    return dataclass(cls, init=init, repr=repr, eq=eq, order=order,
                     unsafe_hash=unsafe_hash, frozen=frozen,
                     match_args=match_args, kw_only=kw_only, slots=slots,
                     weakref_slot=weakref_slot)
