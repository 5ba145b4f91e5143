r"""OS routines for NT or Posix depending on what system we're on.

cpjit's version: built on the posix module (Go); os.path is posixpath.
"""

import abc
import sys

import posix
from posix import *
import posixpath as path

sys.modules['os.path'] = path

name = 'posix'
linesep = '\n'
curdir = path.curdir
pardir = path.pardir
sep = path.sep
pathsep = path.pathsep
defpath = path.defpath
extsep = path.extsep
altsep = path.altsep
devnull = path.devnull

error = OSError

SEEK_SET = 0
SEEK_CUR = 1
SEEK_END = 2

supports_bytes_environ = True


def _exists(name):
    return name in globals()


def fspath(path):
    """Return the file system path representation of the object."""
    if isinstance(path, (str, bytes)):
        return path

    # Work from the object's type to match method resolution of other magic
    # methods.
    path_type = type(path)
    try:
        path_repr = path_type.__fspath__(path)
    except AttributeError:
        if hasattr(path_type, '__fspath__'):
            raise
        else:
            raise TypeError("expected str, bytes or os.PathLike object, "
                            "not " + path_type.__name__)
    if isinstance(path_repr, (str, bytes)):
        return path_repr
    else:
        raise TypeError("expected {}.__fspath__() to return str or bytes, "
                        "not {}".format(path_type.__name__,
                                        type(path_repr).__name__))


class PathLike(abc.ABC):
    """Abstract base class for implementing the file system path protocol."""

    __slots__ = ()

    @abc.abstractmethod
    def __fspath__(self):
        """Return the file system path representation of the object."""
        raise NotImplementedError

    @classmethod
    def __subclasshook__(cls, subclass):
        if cls is PathLike:
            return hasattr(subclass, '__fspath__')
        return NotImplemented


def fsencode(filename):
    filename = fspath(filename)
    if isinstance(filename, str):
        return filename.encode('utf-8', 'surrogateescape')
    return filename


def fsdecode(filename):
    filename = fspath(filename)
    if isinstance(filename, bytes):
        return filename.decode('utf-8', 'surrogateescape')
    return filename


class _Environ(dict):
    """os.environ: a dict whose changes reach the process environment."""

    def __setitem__(self, key, value):
        if not isinstance(key, str):
            raise TypeError("str expected, not %s" % type(key).__name__)
        if not isinstance(value, str):
            raise TypeError("str expected, not %s" % type(value).__name__)
        putenv(key, value)
        super().__setitem__(key, value)

    def __delitem__(self, key):
        unsetenv(key)
        super().__delitem__(key)

    def pop(self, key, *default):
        if key in self:
            unsetenv(key)
        return super().pop(key, *default)

    def setdefault(self, key, value):
        if key not in self:
            self[key] = value
        return self[key]

    def update(self, *args, **kw):
        for k, v in dict(*args, **kw).items():
            self[k] = v

    def clear(self):
        for k in list(self):
            del self[k]

    def copy(self):
        return dict(self)

    def __repr__(self):
        formatted_items = ", ".join(
            f"{key!r}: {value!r}"
            for key, value in self.items()
        )
        return f"environ({{{formatted_items}}})"


environ = _Environ(posix.environ)


def getenv(key, default=None):
    """Get an environment variable, return None if it doesn't exist."""
    return environ.get(key, default)


def get_exec_path(env=None):
    if env is None:
        env = environ
    path_list = env.get('PATH', defpath)
    return path_list.split(pathsep)


def makedirs(name, mode=0o777, exist_ok=False):
    """makedirs(name [, mode=0o777][, exist_ok=False])

    Super-mkdir; create a leaf directory and all intermediate ones.
    """
    head, tail = path.split(name)
    if not tail:
        head, tail = path.split(head)
    if head and tail and not path.exists(head):
        try:
            makedirs(head, exist_ok=exist_ok)
        except FileExistsError:
            # Defeats race condition when another thread created the path
            pass
        cdir = curdir
        if isinstance(tail, bytes):
            cdir = bytes(curdir, 'ASCII')
        if tail == cdir:           # xxx/newdir/. exists if xxx/newdir exists
            return
    try:
        mkdir(name, mode)
    except OSError:
        # Cannot rely on checking for EEXIST, since the operating system
        # could give priority to other errors like EACCES or EROFS
        if not exist_ok or not path.isdir(name):
            raise


def removedirs(name):
    """Super-rmdir; remove a leaf directory and all empty intermediate ones."""
    rmdir(name)
    head, tail = path.split(name)
    if not tail:
        head, tail = path.split(head)
    while head and tail:
        try:
            rmdir(head)
        except OSError:
            break
        head, tail = path.split(head)


def renames(old, new):
    """Super-rename; create directories as necessary and delete any left empty."""
    head, tail = path.split(new)
    if head and tail and not path.exists(head):
        makedirs(head)
    rename(old, new)
    head, tail = path.split(old)
    if head and tail:
        try:
            removedirs(head)
        except OSError:
            pass


def replace(src, dst):
    """Rename a file or directory, overwriting the destination."""
    rename(src, dst)


class DirEntry:
    """A directory entry as yielded by os.scandir()."""

    def __init__(self, dirpath, name):
        self.name = name
        self.path = path.join(dirpath, name)
        self._stat = None
        self._lstat = None

    def __fspath__(self):
        return self.path

    def __repr__(self):
        return '<DirEntry %r>' % (self.name,)

    def inode(self):
        return self.stat(follow_symlinks=False).st_ino

    def stat(self, *, follow_symlinks=True):
        if follow_symlinks:
            if self._stat is None:
                self._stat = stat(self.path)
            return self._stat
        if self._lstat is None:
            self._lstat = lstat(self.path)
        return self._lstat

    def is_dir(self, *, follow_symlinks=True):
        try:
            return self.stat(follow_symlinks=follow_symlinks).st_mode & 0o170000 == 0o040000
        except OSError:
            return False

    def is_file(self, *, follow_symlinks=True):
        try:
            return self.stat(follow_symlinks=follow_symlinks).st_mode & 0o170000 == 0o100000
        except OSError:
            return False

    def is_symlink(self):
        try:
            return self.stat(follow_symlinks=False).st_mode & 0o170000 == 0o120000
        except OSError:
            return False

    def is_junction(self):
        return False


class _ScandirIterator:
    def __init__(self, dirpath):
        self._dirpath = dirpath
        self._names = iter(listdir(dirpath))

    def __iter__(self):
        return self

    def __next__(self):
        return DirEntry(self._dirpath, next(self._names))

    def __enter__(self):
        return self

    def __exit__(self, *args):
        self.close()

    def close(self):
        self._names = iter(())


def scandir(path='.'):
    """Return an iterator of DirEntry objects for the entries of path."""
    return _ScandirIterator(fspath(path))


def walk(top, topdown=True, onerror=None, followlinks=False):
    """Directory tree generator."""
    stack = [fspath(top)]
    islink, join = path.islink, path.join
    while stack:
        top = stack.pop()
        if isinstance(top, tuple):
            yield top
            continue
        dirs = []
        nondirs = []
        walk_dirs = []
        try:
            entries = listdir(top)
        except OSError as error:
            if onerror is not None:
                onerror(error)
            continue
        for name in entries:
            full = join(top, name)
            is_dir = path.isdir(full)
            if is_dir:
                dirs.append(name)
            else:
                nondirs.append(name)
            if not topdown and is_dir:
                if followlinks or not islink(full):
                    walk_dirs.append(full)
        if topdown:
            yield top, dirs, nondirs
            for dirname in reversed(dirs):
                new_path = join(top, dirname)
                if followlinks or not islink(new_path):
                    stack.append(new_path)
        else:
            stack.append((top, dirs, nondirs))
            for new_path in reversed(walk_dirs):
                stack.append(new_path)


def get_terminal_size(fd=1):
    try:
        columns = int(environ['COLUMNS'])
    except (KeyError, ValueError):
        columns = 80
    try:
        lines = int(environ['LINES'])
    except (KeyError, ValueError):
        lines = 24
    return terminal_size((columns, lines))


class terminal_size(tuple):
    """A tuple of (columns, lines) for holding terminal window size"""

    @property
    def columns(self):
        return self[0]

    @property
    def lines(self):
        return self[1]

    def __repr__(self):
        return 'os.terminal_size(columns=%d, lines=%d)' % (self[0], self[1])
