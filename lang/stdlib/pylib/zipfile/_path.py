"""zipfile.Path: a pathlib-like view of the members of a ZIP archive."""

import io
import posixpath

import zipfile as _zf

__all__ = ['Path', 'CompleteDirs']


def _parents(path):
    path = path.rstrip('/')
    while True:
        path, sep, tail = path.rpartition('/')
        if not sep:
            return
        yield path


class CompleteDirs(_zf.ZipFile):
    """A ZipFile whose name list includes the directories that its members
    imply."""

    @staticmethod
    def _implied_dirs(names):
        seen = set(names)
        out = []
        for name in names:
            for parent in _parents(name):
                d = parent + '/'
                if d not in seen:
                    seen.add(d)
                    out.append(d)
        return out

    def namelist(self):
        names = super().namelist()
        return names + self._implied_dirs(names)

    def _name_set(self):
        return set(self.namelist())

    def resolve_dir(self, name):
        names = self._name_set()
        dirname = name + '/'
        dir_match = name not in names and dirname in names
        return dirname if dir_match else name

    def getinfo(self, name):
        try:
            return super().getinfo(name)
        except KeyError:
            if not name.endswith('/') or name not in self._name_set():
                raise
            return _zf.ZipInfo(filename=name)

    @classmethod
    def make(cls, source):
        if isinstance(source, CompleteDirs):
            return source
        if not isinstance(source, _zf.ZipFile):
            return cls(source)
        if 'r' not in source.mode:
            cls = CompleteDirs
        res = cls.__new__(cls)
        res.__dict__.update(source.__dict__)
        return res


class Path:
    """A pathlib-compatible interface for zip files."""

    __repr = '{self.__class__.__name__}({self.root.filename!r}, {self.at!r})'

    def __init__(self, root, at=''):
        self.root = CompleteDirs.make(root)
        self.at = at

    def __eq__(self, other):
        if self.__class__ is not other.__class__:
            return NotImplemented
        return (self.root, self.at) == (other.root, other.at)

    def __hash__(self):
        return hash((self.root, self.at))

    def open(self, mode='r', *args, pwd=None, **kwargs):
        if self.is_dir():
            raise IsADirectoryError(self)
        zip_mode = mode[0]
        if not self.exists() and zip_mode == 'r':
            raise FileNotFoundError(self)
        stream = self.root.open(self.at, zip_mode, pwd=pwd)
        if 'b' in mode:
            if args or kwargs:
                raise ValueError('encoding args invalid for binary operation')
            return stream
        return io.TextIOWrapper(stream, *args, **kwargs)

    @property
    def name(self):
        return posixpath.basename(self.at.rstrip('/')) or \
            posixpath.basename(self.root.filename or '')

    @property
    def filename(self):
        import pathlib
        return pathlib.Path(self.root.filename).joinpath(self.at)

    @property
    def suffix(self):
        name = self.name
        i = name.rfind('.')
        if 0 < i < len(name) - 1:
            return name[i:]
        return ''

    @property
    def suffixes(self):
        name = self.name
        if name.endswith('.'):
            return []
        name = name.lstrip('.')
        return ['.' + s for s in name.split('.')[1:]]

    @property
    def stem(self):
        name = self.name
        i = name.rfind('.')
        if 0 < i < len(name) - 1:
            return name[:i]
        return name

    def read_text(self, *args, **kwargs):
        with self.open('r', *args, **kwargs) as strm:
            return strm.read()

    def read_bytes(self):
        with self.open('rb') as strm:
            return strm.read()

    def _is_child(self, path):
        return posixpath.dirname(path.at.rstrip('/')) == self.at.rstrip('/')

    def _next(self, at):
        return self.__class__(self.root, at)

    def is_dir(self):
        return not self.at or self.at.endswith('/')

    def is_file(self):
        return self.exists() and not self.is_dir()

    def exists(self):
        return self.at in self.root._name_set()

    def iterdir(self):
        if not self.is_dir():
            raise ValueError("Can't listdir a file")
        subs = map(self._next, self.root.namelist())
        return filter(self._is_child, subs)

    def match(self, path_pattern):
        import fnmatch
        return fnmatch.fnmatch(self.at.rstrip('/'), path_pattern)

    def is_symlink(self):
        return False

    def __str__(self):
        return posixpath.join(self.root.filename, self.at)

    def __repr__(self):
        return self.__repr.format(self=self)

    def joinpath(self, *other):
        next = posixpath.join(self.at, *other)
        return self._next(self.root.resolve_dir(next))

    __truediv__ = joinpath

    @property
    def parent(self):
        if not self.at:
            return self.filename.parent
        parent_at = posixpath.dirname(self.at.rstrip('/'))
        if parent_at:
            parent_at += '/'
        return self._next(parent_at)
