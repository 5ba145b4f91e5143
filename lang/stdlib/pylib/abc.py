"""Abstract base classes: the ABCMeta metaclass, the ABC helper base and
the abstractmethod family of decorators.

The runtime refuses to instantiate a class whose __abstractmethods__ is
non-empty (assigning that attribute flips the class's abstract flag), so
ABCMeta's job is only to compute that set and to implement virtual
subclassing through register() and __subclasshook__.
"""


def abstractmethod(funcobj):
    """Mark a method as abstract; ABCMeta subclasses that do not override
    it cannot be instantiated."""
    funcobj.__isabstractmethod__ = True
    return funcobj


class abstractclassmethod(classmethod):
    """Deprecated spelling of @classmethod over @abstractmethod."""
    __isabstractmethod__ = True

    def __init__(self, callable):
        callable.__isabstractmethod__ = True
        super().__init__(callable)


class abstractstaticmethod(staticmethod):
    """Deprecated spelling of @staticmethod over @abstractmethod."""
    __isabstractmethod__ = True

    def __init__(self, callable):
        callable.__isabstractmethod__ = True
        super().__init__(callable)


class abstractproperty(property):
    """Deprecated spelling of @property over @abstractmethod."""
    __isabstractmethod__ = True


# Bumped whenever any ABC's registry changes; negative subclass-check
# caches remember the value they were filled under.
_registry_generation = 0


def get_cache_token():
    """An opaque value that changes whenever an ABC registry changes."""
    return _registry_generation


def _marked_abstract(obj):
    return bool(getattr(obj, '__isabstractmethod__', False))


def _abstract_names(cls, own_namespace):
    """Names that are still abstract in cls: abstract values defined in
    the class body, plus inherited abstract names not overridden by a
    concrete value."""
    found = {name for name, value in own_namespace.items()
             if _marked_abstract(value)}
    for base in cls.__bases__:
        for name in getattr(base, '__abstractmethods__', ()):
            if name not in found and _marked_abstract(getattr(cls, name, None)):
                found.add(name)
    return frozenset(found)


def _derives(cls, subclass):
    """Real inheritance, a registered class, or a subclass of one of
    cls's own subclasses (which may themselves have registries)."""
    if cls in getattr(subclass, '__mro__', ()):
        return True
    for virtual in cls._abc_registry:
        if issubclass(subclass, virtual):
            return True
    for child in type.__subclasses__(cls):
        if issubclass(subclass, child):
            return True
    return False


# Pattern matching's collection kinds (CPython's Py_TPFLAGS_SEQUENCE and
# Py_TPFLAGS_MAPPING, which CPython keeps in tp_flags): a class whose body
# sets __abc_tpflags__ (collections.abc.Sequence and Mapping) and the
# classes registered with it. The interpreter's MATCH_SEQUENCE and
# MATCH_MAPPING look classes' MROs up here.
_collection_flags = {}
_COLLECTION_FLAGS = (1 << 5) | (1 << 6)


def _collection_flag(cls):
    for k in cls.__mro__:
        f = _collection_flags.get(k)
        if f:
            return f
    return 0


class ABCMeta(type):
    """Metaclass for abstract base classes.

    Classes built with it get __abstractmethods__ computed, a register()
    method for virtual subclasses, and isinstance/issubclass checks that
    consult __subclasshook__, the registry and the real subclasses."""

    def __new__(mcls, name, bases, namespace, /, **kwargs):
        flags = namespace.pop('__abc_tpflags__', 0) if '__abc_tpflags__' in namespace else 0
        cls = super().__new__(mcls, name, bases, namespace, **kwargs)
        if flags & _COLLECTION_FLAGS:
            _collection_flags[cls] = flags & _COLLECTION_FLAGS
        cls.__abstractmethods__ = _abstract_names(cls, namespace)
        cls._abc_registry = set()
        cls._abc_cache = set()
        cls._abc_negative_cache = set()
        cls._abc_negative_cache_version = _registry_generation
        return cls

    def register(cls, subclass):
        """Make subclass a virtual subclass of cls; returns subclass so
        this can be used as a class decorator."""
        global _registry_generation
        if not isinstance(subclass, type):
            raise TypeError("Can only register classes")
        if issubclass(subclass, cls):
            return subclass
        if issubclass(cls, subclass):
            raise RuntimeError("Refusing to create an inheritance cycle")
        cls._abc_registry.add(subclass)
        _registry_generation += 1
        flag = _collection_flag(cls)
        if flag:
            _collection_flags[subclass] = flag
        return subclass

    def __instancecheck__(cls, instance):
        claimed = instance.__class__
        if claimed in cls._abc_cache:
            return True
        actual = type(instance)
        if actual is claimed:
            if (cls._abc_negative_cache_version == _registry_generation
                    and claimed in cls._abc_negative_cache):
                return False
            return cls.__subclasscheck__(claimed)
        return cls.__subclasscheck__(claimed) or cls.__subclasscheck__(actual)

    def __subclasscheck__(cls, subclass):
        if not isinstance(subclass, type):
            raise TypeError('issubclass() arg 1 must be a class')
        if subclass in cls._abc_cache:
            return True
        if cls._abc_negative_cache_version != _registry_generation:
            cls._abc_negative_cache = set()
            cls._abc_negative_cache_version = _registry_generation
        elif subclass in cls._abc_negative_cache:
            return False
        verdict = cls.__subclasshook__(subclass)
        if verdict is NotImplemented:
            verdict = _derives(cls, subclass)
        elif not isinstance(verdict, bool):
            raise AssertionError("__subclasshook__ must return either "
                                 "False, True, or NotImplemented")
        (cls._abc_cache if verdict else cls._abc_negative_cache).add(subclass)
        return verdict

    def _dump_registry(cls, file=None):
        """Print the ABC's registry and caches (debugging aid)."""
        print(f"Class: {cls.__module__}.{cls.__qualname__}", file=file)
        print(f"Inv. counter: {get_cache_token()}", file=file)
        for attr in ('_abc_registry', '_abc_cache', '_abc_negative_cache',
                     '_abc_negative_cache_version'):
            print(f"{attr}: {getattr(cls, attr)!r}", file=file)

    def _abc_registry_clear(cls):
        """Forget every registered virtual subclass."""
        cls._abc_registry.clear()

    def _abc_caches_clear(cls):
        """Drop the positive and negative subclass-check caches."""
        cls._abc_cache.clear()
        cls._abc_negative_cache.clear()


def update_abstractmethods(cls):
    """Recompute cls.__abstractmethods__ after abstract methods were added
    or implemented post creation.  Non-ABC classes are returned as is."""
    if not hasattr(cls, '__abstractmethods__'):
        return cls
    cls.__abstractmethods__ = _abstract_names(cls, dict(vars(cls)))
    return cls


class ABC(metaclass=ABCMeta):
    """Base class that gives subclasses ABCMeta as their metaclass."""
    __slots__ = ()
