"""importlib.machinery: module specs and the source-file loader (cpjit's own)."""

import sys

SOURCE_SUFFIXES = ['.py']
BYTECODE_SUFFIXES = ['.pyc']
DEBUG_BYTECODE_SUFFIXES = ['.pyc']
OPTIMIZED_BYTECODE_SUFFIXES = ['.pyc']
EXTENSION_SUFFIXES = []


def all_suffixes():
    return SOURCE_SUFFIXES + BYTECODE_SUFFIXES + EXTENSION_SUFFIXES


class ModuleSpec:
    """What the import system knows about a module before loading it."""

    def __init__(self, name, loader, *, origin=None, loader_state=None,
                 is_package=None):
        self.name = name
        self.loader = loader
        self.origin = origin
        self.loader_state = loader_state
        self.submodule_search_locations = [] if is_package else None
        self.cached = None
        self._set_fileattr = False

    @property
    def parent(self):
        if self.submodule_search_locations is None:
            return self.name.rpartition('.')[0]
        return self.name

    @property
    def has_location(self):
        return self._set_fileattr

    @has_location.setter
    def has_location(self, value):
        self._set_fileattr = bool(value)

    def __repr__(self):
        args = [f'name={self.name!r}', f'loader={self.loader!r}']
        if self.origin is not None:
            args.append(f'origin={self.origin!r}')
        if self.submodule_search_locations is not None:
            args.append('submodule_search_locations='
                        f'{self.submodule_search_locations}')
        return f'{type(self).__name__}({", ".join(args)})'

    def __eq__(self, other):
        if not isinstance(other, ModuleSpec):
            return NotImplemented
        return (self.name == other.name and self.loader == other.loader
                and self.origin == other.origin
                and self.submodule_search_locations
                == other.submodule_search_locations
                and self.cached == other.cached
                and self.has_location == other.has_location)


class SourceFileLoader:
    """Loads a module from a .py file."""

    def __init__(self, fullname, path):
        self.name = fullname
        self.path = path

    def __eq__(self, other):
        return (type(self) is type(other) and self.name == other.name
                and self.path == other.path)

    def __hash__(self):
        return hash(self.name) ^ hash(self.path)

    def get_filename(self, name=None):
        return self.path

    def get_data(self, path):
        with open(path, 'rb') as f:
            return f.read()

    def get_source(self, name=None):
        return self.get_data(self.path).decode('utf-8')

    def is_package(self, name=None):
        import os
        base = os.path.basename(self.path).rpartition('.')[0]
        return base == '__init__'

    def create_module(self, spec):
        return None

    def get_code(self, name=None):
        return compile(self.get_data(self.path), self.path, 'exec',
                       dont_inherit=True)

    def exec_module(self, module):
        code = self.get_code(module.__name__)
        exec(code, module.__dict__)

    def load_module(self, fullname=None):
        from importlib.util import spec_from_file_location, module_from_spec
        name = fullname or self.name
        spec = spec_from_file_location(name, self.path, loader=self)
        module = module_from_spec(spec)
        sys.modules[name] = module
        try:
            self.exec_module(module)
        except BaseException:
            sys.modules.pop(name, None)
            raise
        return sys.modules[name]


SourcelessFileLoader = SourceFileLoader


class BuiltinImporter:
    """Finds the modules built into cpjit (in Go or embedded Python)."""

    @classmethod
    def find_spec(cls, fullname, path=None, target=None):
        from importlib.util import _find_builtin
        return _find_builtin(fullname)


FrozenImporter = BuiltinImporter


class PathFinder:
    """Finds modules on sys.path (or a package's __path__)."""

    @classmethod
    def find_spec(cls, fullname, path=None, target=None):
        from importlib.util import _find_on_path
        return _find_on_path(fullname, path)

    @classmethod
    def invalidate_caches(cls):
        pass


class FileFinder:
    """Finds modules in one directory."""

    def __init__(self, path, *loader_details):
        self.path = path or '.'

    def find_spec(self, fullname, target=None):
        from importlib.util import _find_on_path
        return _find_on_path(fullname, [self.path])

    def invalidate_caches(self):
        pass
