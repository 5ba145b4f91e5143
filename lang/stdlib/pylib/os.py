"""Operating-system interface for cpjit.

Everything the Go-implemented `posix` module provides is re-exported; this
file adds the Python-level helpers (environ, makedirs, walk, scandir, ...).
os.path is posixpath.
"""

import abc
import sys
import posix
from posix import *
from posix import _exit
import posixpath as path

sys.modules['os.path'] = path

name = 'posix'
linesep = '\n'
curdir, pardir, sep, pathsep = path.curdir, path.pardir, path.sep, \
    path.pathsep
defpath, extsep, altsep, devnull = path.defpath, path.extsep, path.altsep, \
    path.devnull

error = OSError
SEEK_SET, SEEK_CUR, SEEK_END = 0, 1, 2
supports_bytes_environ = True


# ---------------------------------------------------------------------------
# Paths as objects

def fspath(path):
    """Return the str or bytes representation of a path-like object."""
    if isinstance(path, (str, bytes)):
        return path
    kind = type(path)
    hook = getattr(kind, '__fspath__', None)
    if hook is None:
        raise TypeError('expected str, bytes or os.PathLike object, not '
                        + kind.__name__)
    value = hook(path)
    if isinstance(value, (str, bytes)):
        return value
    raise TypeError('expected %s.__fspath__() to return str or bytes, not %s'
                    % (kind.__name__, type(value).__name__))


class PathLike(abc.ABC):
    """Abstract base class for objects with a __fspath__ method."""

    @abc.abstractmethod
    def __fspath__(self):
        raise NotImplementedError

    @classmethod
    def __subclasshook__(cls, subclass):
        if cls is PathLike:
            for klass in subclass.__mro__:
                if '__fspath__' in klass.__dict__:
                    return klass.__dict__['__fspath__'] is not None
        return NotImplemented

    def __class_getitem__(cls, item):
        return cls


def fsencode(filename):
    """Path to bytes, using UTF-8 with surrogateescape."""
    filename = fspath(filename)
    if isinstance(filename, bytes):
        return filename
    return filename.encode('utf-8', 'surrogateescape')


def fsdecode(filename):
    """Path to str, using UTF-8 with surrogateescape."""
    filename = fspath(filename)
    if isinstance(filename, str):
        return filename
    return filename.decode('utf-8', 'surrogateescape')


# ---------------------------------------------------------------------------
# The environment

from _collections_abc import MutableMapping as _MutableMapping


class _Environ(_MutableMapping):
    """The environment as a mapping; changes go through to the process
    (and so to child processes). environ and environb share one store."""

    def __init__(self, data, encodekey, decodekey, encodevalue,
                 decodevalue):
        self._data = data
        self.encodekey = encodekey
        self.decodekey = decodekey
        self.encodevalue = encodevalue
        self.decodevalue = decodevalue

    def __getitem__(self, key):
        try:
            value = self._data[self.encodekey(key)]
        except KeyError:
            raise KeyError(key) from None
        return self.decodevalue(value)

    def __setitem__(self, key, value):
        key = self.encodekey(key)
        value = self.encodevalue(value)
        posix.putenv(key, value)
        self._data[key] = value

    def __delitem__(self, key):
        encoded = self.encodekey(key)
        posix.unsetenv(encoded)
        try:
            del self._data[encoded]
        except KeyError:
            raise KeyError(key) from None

    def __iter__(self):
        for key in list(self._data):
            yield self.decodekey(key)

    def __len__(self):
        return len(self._data)

    def __repr__(self):
        items = ', '.join('%r: %r' % (self.decodekey(k), self.decodevalue(v))
                          for k, v in self._data.items())
        return 'environ({%s})' % items

    def copy(self):
        return dict(self)

    def setdefault(self, key, value):
        if key not in self:
            self[key] = value
        return self[key]

    def __ior__(self, other):
        self.update(other)
        return self

    def __or__(self, other):
        if not isinstance(other, _Mapping):
            return NotImplemented
        new = dict(self)
        new.update(other)
        return new

    def __ror__(self, other):
        if not isinstance(other, _Mapping):
            return NotImplemented
        new = dict(other)
        new.update(self)
        return new


from _collections_abc import Mapping as _Mapping


def _check_str(value):
    if not isinstance(value, str):
        raise TypeError("str expected, not %s" % type(value).__name__)
    return value.encode('utf-8', 'surrogateescape')


def _decode_str(value):
    return value.decode('utf-8', 'surrogateescape')


def _check_bytes(value):
    if not isinstance(value, bytes):
        raise TypeError("bytes expected, not %s" % type(value).__name__)
    return value


def _identity(value):
    return value


_environ_data = {_check_str(k): _check_str(v)
                 for k, v in posix.environ.items()}
environ = _Environ(_environ_data, _check_str, _decode_str, _check_str,
                   _decode_str)
environb = _Environ(_environ_data, _check_bytes, _identity, _check_bytes,
                    _identity)
del _environ_data


def getenvb(key, default=None):
    """Value of environment variable key (bytes), or default."""
    return environb.get(key, default)


def getenv(key, default=None):
    """Value of environment variable key, or default."""
    return environ.get(key, default)


def get_exec_path(env=None):
    """Directories searched for executables (from PATH)."""
    source = environ if env is None else env
    return source.get('PATH', defpath).split(pathsep)


# ---------------------------------------------------------------------------
# Directory trees

def makedirs(name, mode=0o777, exist_ok=False):
    """Create directory `name` and any missing parents."""
    parent, leaf = path.split(name)
    if not leaf:
        parent, leaf = path.split(parent)
    if parent and leaf and not path.exists(parent):
        try:
            makedirs(parent, exist_ok=exist_ok)
        except FileExistsError:
            pass                  # made concurrently
        if leaf == curdir:
            return
    try:
        mkdir(name, mode)
    except OSError:
        if not exist_ok or not path.isdir(name):
            raise


def removedirs(name):
    """Remove a leaf directory and then every parent that becomes empty."""
    rmdir(name)
    parent, leaf = path.split(name)
    if not leaf:
        parent, leaf = path.split(parent)
    while parent and leaf:
        try:
            rmdir(parent)
        except OSError:
            break
        parent, leaf = path.split(parent)


def renames(old, new):
    """rename(), creating parents of new and pruning empty parents of
    old."""
    target_dir = path.dirname(new)
    if target_dir and not path.exists(target_dir):
        makedirs(target_dir)
    rename(old, new)
    source_dir = path.dirname(old)
    if source_dir:
        try:
            removedirs(source_dir)
        except OSError:
            pass


def replace(src, dst):
    """Rename src to dst, overwriting dst."""
    rename(src, dst)


class DirEntry:
    """One entry produced by scandir()."""

    __slots__ = ('name', 'path', '_kind', '_stat', '_lstat')

    def __init__(self, prefix, name, kind=0):
        self.name = name
        self.path = prefix + name          # the directory's path and a /
        self._kind = kind          # posix._scandir's: 1 dir, 2 file, 3 link
        self._stat = self._lstat = None

    def __fspath__(self):
        return self.path

    def __repr__(self):
        return '<DirEntry %r>' % (self.name,)

    def __class_getitem__(cls, item):
        import types
        return types.GenericAlias(cls, item)

    def stat(self, *, follow_symlinks=True):
        if follow_symlinks and self.is_symlink():
            if self._stat is None:
                self._stat = posix.stat(self.path)
            return self._stat
        if self._lstat is None:
            self._lstat = posix.lstat(self.path)
        return self._lstat

    def inode(self):
        return self.stat(follow_symlinks=False).st_ino

    def _mode(self, follow):
        try:
            return self.stat(follow_symlinks=follow).st_mode & 0o170000
        except OSError:
            return None

    def is_dir(self, *, follow_symlinks=True):
        if self._kind == 0 or self._kind == 3 and follow_symlinks:
            return self._mode(follow_symlinks) == 0o040000
        return self._kind == 1

    def is_file(self, *, follow_symlinks=True):
        if self._kind == 0 or self._kind == 3 and follow_symlinks:
            return self._mode(follow_symlinks) == 0o100000
        return self._kind == 2

    def is_symlink(self):
        if self._kind == 0:
            return self._mode(False) == 0o120000
        return self._kind == 3

    def is_junction(self):
        return False


class ScandirIterator:
    """Iterator over DirEntry objects; also a context manager."""

    def __init__(self, dirpath):
        self._entries = iter(posix._scandir(dirpath))
        slash = '/' if isinstance(dirpath, str) else b'/'
        self._prefix = dirpath if dirpath.endswith(slash) else dirpath + slash

    def __iter__(self):
        return self

    def __next__(self):
        name, kind = next(self._entries)
        return DirEntry(self._prefix, name, kind)

    def close(self):
        self._entries = iter(())

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def __repr__(self):
        return '<posix.ScandirIterator object at %#x>' % id(self)


def scandir(path='.'):
    """Iterate over the entries of directory `path`."""
    return ScandirIterator(fspath(path))


def walk(top, topdown=True, onerror=None, followlinks=False):
    """Yield (dirpath, dirnames, filenames) for every directory under top.

    With topdown, a caller may prune dirnames in place to skip subtrees."""
    top = fspath(top)
    work = [top]
    while work:
        item = work.pop()
        if isinstance(item, tuple):
            yield item            # a deferred bottom-up result
            continue
        try:
            entries = list(scandir(item))
        except OSError as err:
            if onerror is not None:
                onerror(err)
            continue
        subdirs, files, descend = [], [], []
        for entry in entries:
            if entry.is_dir():
                subdirs.append(entry.name)
                if followlinks or not entry.is_symlink():
                    descend.append(entry.path)
            else:
                files.append(entry.name)
        if topdown:
            yield item, subdirs, files
            children = [path.join(item, d) for d in subdirs]
            if not followlinks:
                children = [c for c in children if not path.islink(c)]
            work.extend(reversed(children))
        else:
            work.append((item, subdirs, files))
            work.extend(reversed(descend))


def process_cpu_count():
    """The number of CPUs this process may use (None if unknown)."""
    return cpu_count()


EX_OK = 0
EX_USAGE, EX_DATAERR, EX_NOINPUT, EX_NOUSER, EX_NOHOST = 64, 65, 66, 67, 68
EX_UNAVAILABLE, EX_SOFTWARE, EX_OSERR, EX_OSFILE = 69, 70, 71, 72
EX_CANTCREAT, EX_IOERR, EX_TEMPFAIL, EX_PROTOCOL = 73, 74, 75, 76
EX_NOPERM, EX_CONFIG = 77, 78


def fwalk(top=".", topdown=True, onerror=None, *, follow_symlinks=False,
          dir_fd=None):
    """walk(), also yielding a descriptor of each directory (open only
    until the next step)."""
    if dir_fd is not None:
        raise NotImplementedError("fwalk: dir_fd is not supported")
    for dirpath, dirnames, filenames in walk(top, topdown, onerror,
                                             follow_symlinks):
        try:
            fd = open(dirpath, O_RDONLY | O_DIRECTORY)
        except OSError as err:
            if onerror is not None:
                onerror(err)
            continue
        try:
            yield dirpath, dirnames, filenames, fd
        finally:
            close(fd)


def popen(cmd, mode="r", buffering=-1):
    """Run cmd in a shell; return a text stream reading its output (mode
    'r') or writing its input (mode 'w'). close() returns None when the
    command exits with 0, else its wait status."""
    if not isinstance(cmd, str):
        raise TypeError("invalid cmd type (%s, expected string)" % type(cmd))
    if mode not in ("r", "w"):
        raise ValueError("invalid mode %r" % mode)
    if buffering == 0 or buffering is None:
        raise ValueError("popen() does not support unbuffered streams")
    import subprocess
    if mode == "r":
        proc = subprocess.Popen(cmd, shell=True, text=True,
                                stdout=subprocess.PIPE, bufsize=buffering)
        return _wrap_close(proc.stdout, proc)
    proc = subprocess.Popen(cmd, shell=True, text=True,
                            stdin=subprocess.PIPE, bufsize=buffering)
    return _wrap_close(proc.stdin, proc)


class _wrap_close:
    """A stream from popen() whose close() waits for the command."""

    def __init__(self, stream, proc):
        self._stream = stream
        self._proc = proc

    def close(self):
        self._stream.close()
        returncode = self._proc.wait()
        if returncode == 0:
            return None
        return returncode << 8

    def __enter__(self):
        return self

    def __exit__(self, *args):
        self.close()

    def __getattr__(self, name):
        return getattr(self._stream, name)

    def __iter__(self):
        return iter(self._stream)


def fdopen(fd, mode="r", buffering=-1, encoding=None, *args, **kwargs):
    """Return a file object for the open descriptor fd (builtin open)."""
    if not isinstance(fd, int):
        raise TypeError("invalid fd type (%s, expected integer)" % type(fd))
    import builtins
    return builtins.open(fd, mode, buffering, encoding, *args, **kwargs)
