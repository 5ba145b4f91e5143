"""importlib.util: finding specs and making modules from them (cpjit's own)."""

import os
import sys

from importlib import _resolve_name
from importlib.machinery import ModuleSpec, SourceFileLoader

MAGIC_NUMBER = (3571).to_bytes(2, 'little') + b'\r\n'


def resolve_name(name, package):
    """Turn a relative module name into an absolute one."""
    if not name.startswith('.'):
        return name
    elif not package:
        raise ImportError(f'no package specified for {repr(name)} '
                          '(required for relative module names)')
    level = 0
    for character in name:
        if character != '.':
            break
        level += 1
    return _resolve_name(name[level:], package, level)


def spec_from_loader(name, loader, *, origin=None, is_package=None):
    if origin is None:
        origin = getattr(loader, 'path', None)
    if is_package is None and hasattr(loader, 'is_package'):
        try:
            is_package = loader.is_package(name)
        except ImportError:
            is_package = None
    spec = ModuleSpec(name, loader, origin=origin, is_package=is_package)
    return spec


def spec_from_file_location(name, location=None, *, loader=None,
                            submodule_search_locations=None):
    """A spec for a module loaded from the file at location."""
    if location is None:
        location = '<unknown>'
        if loader is not None and hasattr(loader, 'get_filename'):
            location = loader.get_filename(name)
    else:
        location = os.fspath(location)
    if loader is None:
        if not str(location).endswith('.py'):
            return None
        loader = SourceFileLoader(name, location)
    spec = ModuleSpec(name, loader, origin=location)
    spec._set_fileattr = True
    if submodule_search_locations is not None:
        spec.submodule_search_locations = list(submodule_search_locations)
    elif os.path.basename(location) == '__init__.py':
        spec.submodule_search_locations = [os.path.dirname(location)]
    return spec


def module_from_spec(spec):
    """A new module initialised from spec (its code not yet run)."""
    module = None
    if hasattr(spec.loader, 'create_module'):
        module = spec.loader.create_module(spec)
    elif hasattr(spec.loader, 'exec_module'):
        raise ImportError('loaders that define exec_module() must also '
                          'define create_module()')
    if module is None:
        module = type(sys)(spec.name)
    module.__spec__ = spec
    module.__loader__ = spec.loader
    module.__package__ = spec.parent
    if spec.submodule_search_locations is not None:
        module.__path__ = spec.submodule_search_locations
    if spec.has_location:
        module.__file__ = spec.origin
        if spec.cached is not None:
            module.__cached__ = spec.cached
    return module


def _find_on_path(fullname, path):
    leaf = fullname.rpartition('.')[2]
    for entry in (sys.path if path is None else path):
        d = entry or '.'
        pkg = os.path.join(d, leaf)
        init = os.path.join(pkg, '__init__.py')
        if os.path.isfile(init):
            return spec_from_file_location(fullname, os.path.abspath(init))
        f = pkg + '.py'
        if os.path.isfile(f):
            return spec_from_file_location(fullname, os.path.abspath(f))
        if os.path.isdir(pkg) and path is None:
            pass
    return None


def _spec_of_module(fullname, module):
    path = getattr(module, '__file__', None)
    if isinstance(path, str) and not path.startswith('<'):
        return spec_from_file_location(fullname, path)
    return ModuleSpec(fullname, None, origin='built-in',
                      is_package=hasattr(module, '__path__'))


def _find_builtin(fullname):
    # The modules built into cpjit have no files to look at: importing
    # one is the only way to learn whether it exists.
    try:
        __import__(fullname)
    except ModuleNotFoundError as e:
        if e.name == fullname:
            return None
        raise
    module = sys.modules[fullname]
    spec = getattr(module, '__spec__', None)
    if spec is not None:
        return spec
    return _spec_of_module(fullname, module)


def find_spec(name, package=None):
    """The spec of the module name, or None if it cannot be found.

    A submodule's parent packages are imported first."""
    fullname = resolve_name(name, package) if name.startswith('.') else name
    if fullname in sys.modules:
        module = sys.modules[fullname]
        if module is None:
            return None
        # cpjit's importer sets no __spec__: a module from a file gets
        # one made from its file, a built-in one a 'built-in' spec.
        spec = getattr(module, '__spec__', None)
        if spec is None:
            spec = _spec_of_module(fullname, module)
        return spec
    parent = fullname.rpartition('.')[0]
    path = None
    if parent:
        pmod = __import__(parent, fromlist=['__name__'])
        try:
            path = pmod.__path__
        except AttributeError as e:
            raise ModuleNotFoundError(
                f'__path__ attribute not found on {parent!r} while trying '
                f'to find {fullname!r}', name=fullname) from e
    for finder in sys.meta_path:
        if hasattr(finder, 'find_spec'):
            spec = finder.find_spec(fullname, path)
            if spec is not None:
                return spec
    spec = _find_on_path(fullname, path)
    if spec is not None:
        return spec
    return _find_builtin(fullname)


def source_hash(source_bytes):
    raise NotImplementedError('source_hash is not supported by cpjit')


class LazyLoader:
    """Defers running a module until an attribute is first used (cpjit
    runs it at once)."""

    def __init__(self, loader):
        self.loader = loader

    @classmethod
    def factory(cls, loader):
        return lambda *args, **kwargs: cls(loader(*args, **kwargs))

    def create_module(self, spec):
        return self.loader.create_module(spec)

    def exec_module(self, module):
        self.loader.exec_module(module)
