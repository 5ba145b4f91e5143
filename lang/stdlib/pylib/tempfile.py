"""tempfile for cpjit: temporary files and directories.

Names are the prefix, eight random characters and the suffix, created
with O_EXCL so that no two callers get the same file; files are mode 0600
and directories 0700. Every call goes through the os module, so an
embedded VM without file access gets PermissionError.
"""

import errno as _errno
import io as _io
import os as _os
import sys as _sys
import types as _types
from random import Random as _Random

__all__ = ['NamedTemporaryFile', 'TemporaryFile', 'SpooledTemporaryFile',
           'TemporaryDirectory', 'mkstemp', 'mkdtemp', 'mktemp', 'TMP_MAX',
           'gettempprefix', 'tempdir', 'gettempdir', 'gettempprefixb',
           'gettempdirb']

TMP_MAX = 238328  # os.TMP_MAX on Linux
template = 'tmp'
tempdir = None

_text_openflags = _os.O_RDWR | _os.O_CREAT | _os.O_EXCL
if hasattr(_os, 'O_NOFOLLOW'):
    _text_openflags |= _os.O_NOFOLLOW
_bin_openflags = _text_openflags


class _RandomNameSequence:
    """An endless supply of eight-character random names."""

    characters = 'abcdefghijklmnopqrstuvwxyz0123456789_'

    @property
    def rng(self):
        pid = _os.getpid()
        if pid != getattr(self, '_rng_pid', None):
            self._rng = _Random()
            self._rng_pid = pid
        return self._rng

    def __iter__(self):
        return self

    def __next__(self):
        return ''.join(self.rng.choices(self.characters, k=8))


_name_sequence = None


def _get_candidate_names():
    global _name_sequence
    if _name_sequence is None:
        _name_sequence = _RandomNameSequence()
    return _name_sequence


def _candidate_tempdir_list():
    dirlist = []
    for envname in 'TMPDIR', 'TEMP', 'TMP':
        dirname = _os.getenv(envname)
        if dirname:
            dirlist.append(dirname)
    dirlist.extend(['/tmp', '/var/tmp', '/usr/tmp'])
    try:
        dirlist.append(_os.getcwd())
    except (AttributeError, OSError):
        dirlist.append(_os.curdir)
    return dirlist


def _get_default_tempdir():
    # The first candidate in which a file can be created and written.
    namer = _get_candidate_names()
    for dir in _candidate_tempdir_list():
        if dir != _os.curdir:
            dir = _os.path.abspath(dir)
        for _ in range(100):
            name = next(namer)
            filename = _os.path.join(dir, name)
            try:
                fd = _os.open(filename, _bin_openflags, 0o600)
                try:
                    _os.write(fd, b'blat')
                finally:
                    _os.close(fd)
                _os.unlink(filename)
                return dir
            except FileExistsError:
                pass
            except PermissionError:
                if _os.path.isdir(dir) and not _os.access(dir, _os.W_OK):
                    break
                raise
            except OSError:
                break
    raise FileNotFoundError(_errno.ENOENT,
                            'No usable temporary directory found in %s' %
                            _candidate_tempdir_list())


def gettempprefix():
    """The default prefix of temporary names ('tmp')."""
    return template


def gettempprefixb():
    return template.encode()


def gettempdir():
    """The directory temporary files go to by default."""
    global tempdir
    if tempdir is None:
        tempdir = _get_default_tempdir()
    return _os.fspath(tempdir)


def gettempdirb():
    return gettempdir().encode()


def _sanitize_params(prefix, suffix, dir):
    output_type = str
    if isinstance(prefix, bytes) or isinstance(suffix, bytes) or \
            isinstance(dir, bytes):
        output_type = bytes
    if suffix is None:
        suffix = output_type()
    if prefix is None:
        prefix = template if output_type is str else template.encode()
    if dir is None:
        dir = gettempdir() if output_type is str else gettempdirb()
    return prefix, suffix, dir, output_type


def _mkstemp_inner(dir, pre, suf, flags, output_type):
    dir = _os.path.abspath(dir)
    names = _get_candidate_names()
    if output_type is bytes:
        names = map(str.encode, names)
    for _ in range(TMP_MAX):
        name = next(names)
        file = _os.path.join(dir, pre + name + suf)
        try:
            fd = _os.open(file, flags, 0o600)
        except FileExistsError:
            continue
        except PermissionError:
            if _os.path.isdir(dir) and _os.access(dir, _os.W_OK):
                continue
            raise
        return fd, file
    raise FileExistsError(_errno.EEXIST, 'No usable temporary file name found')


def mkstemp(suffix=None, prefix=None, dir=None, text=False):
    """Create a temporary file and return (descriptor, absolute path)."""
    prefix, suffix, dir, output_type = _sanitize_params(prefix, suffix, dir)
    flags = _text_openflags if text else _bin_openflags
    return _mkstemp_inner(dir, prefix, suffix, flags, output_type)


def mkdtemp(suffix=None, prefix=None, dir=None):
    """Create a temporary directory and return its absolute path."""
    prefix, suffix, dir, output_type = _sanitize_params(prefix, suffix, dir)
    names = _get_candidate_names()
    if output_type is bytes:
        names = map(str.encode, names)
    for _ in range(TMP_MAX):
        name = next(names)
        file = _os.path.join(dir, prefix + name + suffix)
        try:
            _os.mkdir(file, 0o700)
        except FileExistsError:
            continue
        except PermissionError:
            if _os.path.isdir(dir) and _os.access(dir, _os.W_OK):
                continue
            raise
        return _os.path.abspath(file)
    raise FileExistsError(_errno.EEXIST,
                          'No usable temporary directory name found')


def mktemp(suffix='', prefix=template, dir=None):
    """A name that did not exist when asked (unsafe: use mkstemp)."""
    if dir is None:
        dir = gettempdir()
    names = _get_candidate_names()
    for _ in range(TMP_MAX):
        name = next(names)
        file = _os.path.join(dir, prefix + name + suffix)
        if not _os.path.lexists(file):
            return file
    raise FileExistsError(_errno.EEXIST, 'No usable temporary filename found')


class _TemporaryFileWrapper:
    """A file object whose file is removed when it is closed (or when the
    context ends, with delete_on_close=False)."""

    def __init__(self, file, name, delete=True, delete_on_close=True):
        self.file = file
        self.name = name
        self._delete = delete
        self._delete_on_close = delete_on_close
        self._removed = False

    def __getattr__(self, name):
        a = getattr(self.__dict__['file'], name)
        if hasattr(a, '__call__') and not isinstance(a, type):
            func = a

            def wrapper(*args, **kwargs):
                return func(*args, **kwargs)
            wrapper.__name__ = getattr(func, '__name__', name)
            a = wrapper
        if not isinstance(a, int):
            setattr(self, name, a)
        return a

    def _remove(self):
        if self._delete and not self._removed:
            self._removed = True
            try:
                _os.unlink(self.name)
            except FileNotFoundError:
                pass

    def __enter__(self):
        self.file.__enter__()
        return self

    def __exit__(self, exc, value, tb):
        result = self.file.__exit__(exc, value, tb)
        self._remove()
        return result

    def close(self):
        try:
            self.file.close()
        finally:
            if self._delete_on_close:
                self._remove()

    def __iter__(self):
        for line in self.file:
            yield line

    def __del__(self):
        pass


def NamedTemporaryFile(mode='w+b', buffering=-1, encoding=None, newline=None,
                       suffix=None, prefix=None, dir=None, delete=True, *,
                       errors=None, delete_on_close=True):
    """A temporary file with a name in the file system, removed when it
    is closed (see delete and delete_on_close)."""
    prefix, suffix, dir, output_type = _sanitize_params(prefix, suffix, dir)
    flags = _bin_openflags
    fd, name = _mkstemp_inner(dir, prefix, suffix, flags, output_type)
    try:
        file = open(fd, mode, buffering=buffering, newline=newline,
                    encoding=encoding, errors=errors)
        return _TemporaryFileWrapper(file, name, delete, delete_on_close)
    except BaseException:
        _os.unlink(name)
        _os.close(fd)
        raise


def TemporaryFile(mode='w+b', buffering=-1, encoding=None, newline=None,
                  suffix=None, prefix=None, dir=None, *, errors=None):
    """A temporary file with no name in the file system."""
    prefix, suffix, dir, output_type = _sanitize_params(prefix, suffix, dir)
    fd, name = _mkstemp_inner(dir, prefix, suffix, _bin_openflags,
                              output_type)
    try:
        _os.unlink(name)
        return open(fd, mode, buffering=buffering, newline=newline,
                    encoding=encoding, errors=errors)
    except BaseException:
        _os.close(fd)
        raise


class SpooledTemporaryFile(_io.IOBase if hasattr(_io, 'IOBase') else object):
    """A temporary file kept in memory until it grows past max_size (or
    fileno() is asked for); then it moves to a real TemporaryFile."""

    _rolled = False

    def __init__(self, max_size=0, mode='w+b', buffering=-1, encoding=None,
                 newline=None, suffix=None, prefix=None, dir=None, *,
                 errors=None):
        if 'b' in mode:
            self._file = _io.BytesIO()
        else:
            encoding = encoding or 'locale'
            self._file = _io.StringIO(newline='\n')
            errors = errors or 'strict'
        self._max_size = max_size
        self._rolled = False
        self._TemporaryFileArgs = {
            'mode': mode, 'buffering': buffering, 'suffix': suffix,
            'prefix': prefix, 'encoding': encoding, 'newline': newline,
            'dir': dir, 'errors': errors}

    __class_getitem__ = classmethod(_types.GenericAlias)

    def _check(self, file):
        if self._rolled:
            return
        max_size = self._max_size
        if max_size and file.tell() > max_size:
            self.rollover()

    def rollover(self):
        if self._rolled:
            return
        file = self._file
        args = dict(self._TemporaryFileArgs)
        if args['encoding'] == 'locale':
            args['encoding'] = None
        newfile = self._file = TemporaryFile(**args)
        del self._TemporaryFileArgs
        pos = file.tell()
        newfile.write(file.getvalue())
        newfile.seek(pos, 0)
        self._rolled = True

    def __enter__(self):
        if self._file.closed:
            raise ValueError('Cannot enter context with closed file')
        return self

    def __exit__(self, exc, value, tb):
        self._file.close()

    def __iter__(self):
        return self._file.__iter__()

    def __del__(self):
        pass

    def close(self):
        self._file.close()

    @property
    def closed(self):
        return self._file.closed

    @property
    def encoding(self):
        if self._rolled:
            return self._file.encoding
        return self._TemporaryFileArgs['encoding'] if 'b' not in \
            self._TemporaryFileArgs['mode'] else None

    @property
    def errors(self):
        return None if 'b' in self.mode else 'strict'

    def fileno(self):
        self.rollover()
        return self._file.fileno()

    def flush(self):
        self._file.flush()

    def isatty(self):
        return self._file.isatty()

    @property
    def mode(self):
        try:
            return self._file.mode
        except AttributeError:
            return self._TemporaryFileArgs['mode']

    @property
    def name(self):
        try:
            return self._file.name
        except AttributeError:
            return None

    @property
    def newlines(self):
        return getattr(self._file, 'newlines', None)

    def readable(self):
        return self._file.readable()

    def read(self, *args):
        return self._file.read(*args)

    def read1(self, *args):
        return self._file.read1(*args)

    def readinto(self, b):
        return self._file.readinto(b)

    def readline(self, *args):
        return self._file.readline(*args)

    def readlines(self, *args):
        return self._file.readlines(*args)

    def seekable(self):
        return self._file.seekable()

    def seek(self, *args):
        return self._file.seek(*args)

    def tell(self):
        return self._file.tell()

    def truncate(self, size=None):
        if size is None:
            return self._file.truncate()
        if size > self._max_size:
            self.rollover()
        return self._file.truncate(size)

    def writable(self):
        return self._file.writable()

    def write(self, s):
        file = self._file
        rv = file.write(s)
        self._check(file)
        return rv

    def writelines(self, iterable):
        file = self._file
        rv = file.writelines(iterable)
        self._check(file)
        return rv

    def detach(self):
        return self._file.detach()


class TemporaryDirectory:
    """A temporary directory removed with its contents by cleanup() or at
    the end of a with block (whose target is the directory's name)."""

    def __init__(self, suffix=None, prefix=None, dir=None,
                 ignore_cleanup_errors=False, *, delete=True):
        self.name = mkdtemp(suffix, prefix, dir)
        self._ignore_cleanup_errors = ignore_cleanup_errors
        self._delete = delete
        self._cleaned = False

    def __repr__(self):
        return f'<{self.__class__.__name__} {self.name!r}>'

    def __enter__(self):
        return self.name

    def __exit__(self, exc, value, tb):
        if self._delete:
            self.cleanup()

    def cleanup(self):
        if self._cleaned:
            return
        self._cleaned = True
        if _os.path.exists(self.name):
            import shutil
            shutil.rmtree(self.name, ignore_errors=self._ignore_cleanup_errors)

    __class_getitem__ = classmethod(_types.GenericAlias)
