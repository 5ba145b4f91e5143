"""Shallow and deep copying of Python objects.

copy(x) makes a new container holding the same items; deepcopy(x) copies
recursively, using a memo dict (id -> copy) so that shared and cyclic
references are reproduced instead of duplicated.  Classes can take over
with __copy__ / __deepcopy__(memo); otherwise the pickle protocol
(__reduce_ex__(4)) describes how to rebuild an instance.
"""

import types
from _cpjit_copy import deep as _deep


class Error(Exception):
    pass


error = Error

__all__ = ["Error", "copy", "deepcopy", "replace"]

# Extra reducers by type (the role copyreg.dispatch_table plays in CPython).
dispatch_table = {}

# Objects of these types are immutable and shared by both kinds of copy.
_SHARED = {type(None), type(Ellipsis), type(NotImplemented), int, float,
           bool, complex, str, bytes, range, type, property,
           types.BuiltinFunctionType, types.FunctionType}
if types.CodeType is not None:
    _SHARED.add(types.CodeType)

# Shallow copy may also share immutable containers.
_SHALLOW_SHARED = _SHARED | {tuple, frozenset, slice}

# Mutable builtins whose .copy() method is a shallow copy.
_HAS_COPY_METHOD = (list, dict, set, bytearray)


def _reduction(x, cls, what):
    """The (callable, args, state, listitems, dictitems) recipe for x."""
    reducer = dispatch_table.get(cls)
    if reducer is not None:
        return reducer(x)
    if issubclass(cls, type):
        return x
    method = getattr(x, '__reduce_ex__', None)
    if method is not None:
        return method(4)
    method = getattr(x, '__reduce__', None)
    if method is not None:
        return method()
    raise Error(f"un({what})copyable object of type {cls}")


def copy(x):
    """Return a shallow copy of x."""
    cls = type(x)
    if cls in _SHALLOW_SHARED:
        return x
    if cls in _HAS_COPY_METHOD:
        return cls.copy(x)
    if issubclass(cls, type):
        return x
    hook = getattr(cls, '__copy__', None)
    if hook is not None:
        return hook(x)
    recipe = _reduction(x, cls, 'shallow')
    if isinstance(recipe, str):
        return x
    return _rebuild(x, None, *recipe)


def deepcopy(x, memo=None, _nil=[]):
    """Return a deep copy of x; memo maps id(original) to its copy."""
    if memo is None:
        memo = {}
    elif type(memo) is not dict:
        return _deepcopy_py(x, memo)
    # Builtin containers and atoms are copied in Go; every other object
    # comes back to _deepcopy_py.
    return _deep(x, memo, _deepcopy_py)


def _deepcopy_py(x, memo, _nil=[]):
    key = id(x)
    found = memo.get(key, _nil)
    if found is not _nil:
        return found
    cls = type(x)
    handler = _DEEP_HANDLERS.get(cls)
    if handler is not None:
        result = handler(x, memo)
    elif cls in _SHARED or issubclass(cls, type):
        result = x
    else:
        hook = getattr(x, '__deepcopy__', None)
        if hook is not None:
            result = hook(memo)
        else:
            recipe = _reduction(x, cls, 'deep')
            if isinstance(recipe, str):
                result = x
            else:
                result = _rebuild(x, memo, *recipe)
    if result is not x:
        memo[key] = result
        _pin(x, memo)
    return result


def _pin(x, memo):
    """Keep x alive while memo is in use so its id is not reused by a
    temporary object during the same deepcopy."""
    try:
        memo[id(memo)].append(x)
    except KeyError:
        memo[id(memo)] = [x]


def _deep_list(x, memo):
    result = []
    memo[id(x)] = result
    for item in x:
        result.append(deepcopy(item, memo))
    return result


def _deep_tuple(x, memo):
    items = [deepcopy(item, memo) for item in x]
    # A cycle through the tuple may already have produced its copy.
    already = memo.get(id(x))
    if already is not None:
        return already
    for old, new in zip(x, items):
        if old is not new:
            return tuple(items)
    return x


def _deep_dict(x, memo):
    result = {}
    memo[id(x)] = result
    for k, v in x.items():
        result[deepcopy(k, memo)] = deepcopy(v, memo)
    return result


def _deep_bound_method(x, memo):
    return type(x)(x.__func__, deepcopy(x.__self__, memo))


_DEEP_HANDLERS = {list: _deep_list, tuple: _deep_tuple, dict: _deep_dict,
                  types.MethodType: _deep_bound_method}


def _rebuild(x, memo, func, args, state=None, listiter=None, dictiter=None):
    """Build the copy described by a __reduce_ex__ recipe.  memo is None
    for shallow copies."""
    deep = memo is not None
    if deep and args:
        args = deepcopy(args, memo)
    obj = func(*args)
    if deep:
        memo[id(x)] = obj
    if state is not None:
        if deep:
            state = deepcopy(state, memo)
        setstate = getattr(obj, '__setstate__', None)
        if setstate is not None:
            setstate(state)
        else:
            slots = None
            if isinstance(state, tuple) and len(state) == 2:
                state, slots = state
            if state:
                obj.__dict__.update(state)
            if slots:
                for name, value in slots.items():
                    setattr(obj, name, value)
    if listiter is not None:
        for item in listiter:
            obj.append(deepcopy(item, memo) if deep else item)
    if dictiter is not None:
        for k, v in dictiter:
            if deep:
                k = deepcopy(k, memo)
                v = deepcopy(v, memo)
            obj[k] = v
    return obj


def replace(obj, /, **changes):
    """Return a new object like obj with some fields changed (through the
    __replace__ protocol: namedtuples, dataclasses, ...)."""
    cls = type(obj)
    hook = getattr(cls, '__replace__', None)
    if hook is None:
        raise TypeError(f"replace() does not support {cls.__name__} objects")
    return hook(obj, **changes)
