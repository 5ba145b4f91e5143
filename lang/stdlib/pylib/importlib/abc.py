"""importlib.abc: the loader and finder base classes (cpjit's own)."""

from abc import ABC, abstractmethod


class MetaPathFinder(ABC):
    def invalidate_caches(self):
        pass


class PathEntryFinder(ABC):
    def invalidate_caches(self):
        pass


class Loader(ABC):
    def create_module(self, spec):
        return None

    def load_module(self, fullname):
        raise ImportError


class ResourceLoader(Loader):
    @abstractmethod
    def get_data(self, path):
        raise OSError


class InspectLoader(Loader):
    def is_package(self, fullname):
        raise ImportError

    def get_source(self, fullname):
        raise ImportError

    def get_code(self, fullname):
        source = self.get_source(fullname)
        if source is None:
            return None
        return compile(source, '<string>', 'exec', dont_inherit=True)

    def exec_module(self, module):
        code = self.get_code(module.__name__)
        if code is None:
            raise ImportError(f'cannot load module {module.__name__!r} '
                              'when get_code() returns None')
        exec(code, module.__dict__)


class ExecutionLoader(InspectLoader):
    @abstractmethod
    def get_filename(self, fullname):
        raise ImportError


class FileLoader(ResourceLoader, ExecutionLoader):
    def __init__(self, fullname, path):
        self.name = fullname
        self.path = path

    def get_filename(self, fullname=None):
        return self.path

    def get_data(self, path):
        with open(path, 'rb') as f:
            return f.read()


class SourceLoader(ResourceLoader, ExecutionLoader):
    def get_source(self, fullname):
        return self.get_data(self.get_filename(fullname)).decode('utf-8')

    def get_code(self, fullname):
        path = self.get_filename(fullname)
        return compile(self.get_data(path), path, 'exec', dont_inherit=True)
