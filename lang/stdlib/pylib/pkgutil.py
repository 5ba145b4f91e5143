"""pkgutil: listing the modules on a path (cpjit's own)."""

import os
import sys
from collections import namedtuple

__all__ = ['iter_modules', 'walk_packages', 'ModuleInfo', 'get_data',
           'extend_path', 'resolve_name']

ModuleInfo = namedtuple('ModuleInfo', 'module_finder name ispkg')
ModuleInfo.__doc__ = 'A namedtuple with minimal info about a module.'


class _DirFinder:
    def __init__(self, path):
        self.path = path

    def __repr__(self):
        return f'FileFinder({self.path!r})'

    def find_spec(self, fullname, target=None):
        from importlib.util import _find_on_path
        return _find_on_path(fullname, [self.path])


def _iter_dir(path, prefix):
    try:
        names = os.listdir(path or '.')
    except OSError:
        return
    names.sort()
    seen = set()
    for fn in names:
        full = os.path.join(path or '.', fn)
        ispkg = False
        if fn.endswith('.py') and os.path.isfile(full):
            modname = fn[:-3]
        elif (os.path.isdir(full) and '.' not in fn
              and os.path.isfile(os.path.join(full, '__init__.py'))):
            modname = fn
            ispkg = True
        else:
            continue
        if modname == '__init__' or not modname.isidentifier():
            continue
        if modname in seen:
            continue
        seen.add(modname)
        yield prefix + modname, ispkg


def iter_modules(path=None, prefix=''):
    """Yield a ModuleInfo for each module and package in the folders of
    path (sys.path when None)."""
    if path is None:
        path = sys.path
    elif isinstance(path, str):
        raise ValueError('path must be None or list of paths to look for '
                         'modules in')
    yielded = set()
    for entry in path:
        finder = _DirFinder(entry)
        for name, ispkg in _iter_dir(entry, prefix):
            if name not in yielded:
                yielded.add(name)
                yield ModuleInfo(finder, name, ispkg)


def walk_packages(path=None, prefix='', onerror=None):
    """Yield ModuleInfo for every module below path, importing each
    package to look inside it."""
    def seen(p, m={}):
        if p in m:
            return True
        m[p] = True

    for info in iter_modules(path, prefix):
        yield info
        if info.ispkg:
            try:
                __import__(info.name)
            except ImportError:
                if onerror is not None:
                    onerror(info.name)
            except Exception:
                if onerror is not None:
                    onerror(info.name)
                else:
                    raise
            else:
                sub = getattr(sys.modules[info.name], '__path__', None) or []
                sub = [p for p in sub if not seen(p)]
                yield from walk_packages(sub, info.name + '.', onerror)


def get_data(package, resource):
    """The bytes of a file beside a package's __init__.py (None if the
    package has no file)."""
    import importlib.util
    spec = importlib.util.find_spec(package)
    if spec is None:
        return None
    mod = sys.modules.get(package)
    if mod is None:
        mod = __import__(package, fromlist=['__name__'])
    path = getattr(mod, '__file__', None)
    if not path or path.startswith('<'):
        return None
    parts = resource.split('/')
    parts.insert(0, os.path.dirname(path))
    with open(os.path.join(*parts), 'rb') as f:
        return f.read()


def extend_path(path, name):
    """Add the other folders that hold a part of package name."""
    if not isinstance(path, list):
        return path
    sname_pkg = name.rpartition('.')[2]
    path = path[:]
    for d in sys.path:
        if not isinstance(d, str):
            continue
        sub = os.path.join(d or '.', sname_pkg)
        if os.path.isdir(sub) and sub not in path:
            path.append(sub)
    return path


def resolve_name(name):
    """The object named 'pkg.mod:attr.attr' or 'pkg.mod.attr'."""
    import importlib
    if ':' in name:
        modname, _, attrs = name.partition(':')
        obj = importlib.import_module(modname)
        if attrs:
            for p in attrs.split('.'):
                obj = getattr(obj, p)
        return obj
    parts = name.split('.')
    modname = parts.pop(0)
    obj = importlib.import_module(modname)
    while parts:
        p = parts[0]
        s = f'{modname}.{p}'
        try:
            obj = importlib.import_module(s)
            parts.pop(0)
            modname = s
        except ImportError:
            break
    for p in parts:
        obj = getattr(obj, p)
    return obj
