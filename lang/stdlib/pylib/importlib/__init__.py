"""importlib: importing modules by name, and reloading them (cpjit's own).

cpjit's import system lives in the interpreter; this package drives it
through __import__ and sys.modules.
"""

import sys

__all__ = ['__import__', 'import_module', 'invalidate_caches', 'reload']

__import__ = __import__


def _resolve_name(name, package, level):
    bits = package.rsplit('.', level - 1)
    if len(bits) < level:
        raise ImportError('attempted relative import beyond top-level package')
    base = bits[0]
    return f'{base}.{name}' if name else base


def import_module(name, package=None):
    """Import a module by name; a relative name needs the package."""
    level = 0
    if name.startswith('.'):
        if not package:
            raise TypeError("the 'package' argument is required to perform a "
                            f"relative import for {name!r}")
        for character in name:
            if character != '.':
                break
            level += 1
        name = _resolve_name(name[level:], package, level)
    if not isinstance(name, str):
        raise TypeError(f'module name must be str, not {type(name).__name__}')
    if not name:
        raise ValueError('Empty module name')
    module = sys.modules.get(name)
    if module is None:
        __import__(name)
        module = sys.modules[name]
    return module


def invalidate_caches():
    """Forget cached directory listings (cpjit's importer keeps none)."""
    for finder in sys.meta_path:
        if hasattr(finder, 'invalidate_caches'):
            finder.invalidate_caches()


def reload(module):
    """Run a module's code again in its own namespace and return it."""
    try:
        name = module.__spec__.name
    except AttributeError:
        try:
            name = module.__name__
        except AttributeError:
            raise TypeError('reload() argument must be a module')
    if not isinstance(module, type(sys)):
        raise TypeError('reload() argument must be a module')
    if sys.modules.get(name) is not module:
        raise ImportError(f'module {name} not in sys.modules', name=name)
    spec = getattr(module, '__spec__', None)
    loader = getattr(spec, 'loader', None)
    if loader is not None and hasattr(loader, 'exec_module'):
        loader.exec_module(module)
        return sys.modules[name]
    path = getattr(module, '__file__', None)
    source = None
    if isinstance(path, str) and not path.startswith('<'):
        try:
            with open(path, encoding='utf-8') as f:
                source = f.read()
        except OSError:
            source = None
    if source is not None:
        exec(compile(source, path, 'exec'), module.__dict__)
        return sys.modules[name]
    # A module embedded in cpjit: import a fresh copy and move its
    # namespace into the old module object.
    del sys.modules[name]
    try:
        __import__(name)
        fresh = sys.modules[name]
    except BaseException:
        sys.modules[name] = module
        raise
    module.__dict__.update(fresh.__dict__)
    sys.modules[name] = module
    return module
