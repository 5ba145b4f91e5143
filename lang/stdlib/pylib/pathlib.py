"""pathlib for cpjit: object-oriented paths.

Pure paths split a path string into drive, root and parts once, by the
rules of their flavour (POSIX, or Windows' drives and backslashes), and
compare by those parts. Path (PosixPath here) adds the calls that touch
the file system, through os, so an embedded VM's file access applies.
"""

import fnmatch
import os
import posixpath
import re
from errno import ENOENT, ENOTDIR, EINVAL
from stat import S_ISDIR, S_ISREG, S_ISLNK, S_ISFIFO, S_ISSOCK, S_ISBLK, \
    S_ISCHR

__all__ = ['UnsupportedOperation', 'PurePath', 'PurePosixPath',
           'PureWindowsPath', 'Path', 'PosixPath', 'WindowsPath']


class _WindowsParser:
    """The parts of ntpath a pure Windows path needs."""

    sep = '\\'
    altsep = '/'

    @staticmethod
    def splitdrive(p):
        # 'C:' drives and '\\\\server\\share' UNC drives.
        norm = p.replace('/', '\\')
        if norm[:2] == '\\\\' and norm[2:3] != '\\':
            index = norm.find('\\', 2)
            if index == -1:
                return p, ''
            index2 = norm.find('\\', index + 1)
            if index2 == -1:
                index2 = len(p)
            return p[:index2], p[index2:]
        if norm[1:2] == ':':
            return p[:2], p[2:]
        return '', p

    @classmethod
    def join(cls, path, *paths):
        result_drive, result_path = cls.splitdrive(path)
        for p in paths:
            p_drive, p_path = cls.splitdrive(p)
            if p_path and p_path[0] in '\\/':
                if p_drive or not result_drive:
                    result_drive = p_drive
                result_path = p_path
                continue
            elif p_drive and p_drive != result_drive:
                if p_drive.lower() != result_drive.lower():
                    result_drive, result_path = p_drive, p_path
                    continue
                result_drive = p_drive
            if result_path and result_path[-1] not in '\\/':
                result_path = result_path + '\\'
            result_path = result_path + p_path
        return result_drive + result_path


ntpath = _WindowsParser


class UnsupportedOperation(NotImplementedError):
    """An operation that this kind of path does not support."""


class PurePath:
    """A path that is only computed on: never touches the file system."""

    __slots__ = ('_raw', '_drv', '_root', '_tail', '_str', '_hash',
                 '_parts_normcase')
    parser = posixpath

    def __new__(cls, *args, **kwargs):
        if cls is PurePath:
            cls = PureWindowsPath if os.name == 'nt' else PurePosixPath
        return object.__new__(cls)

    def __init__(self, *args):
        paths = []
        for arg in args:
            if isinstance(arg, PurePath):
                if arg.parser is not self.parser and \
                        self.parser is posixpath:
                    paths.extend(arg.parts if arg._drv or arg._root
                                 else arg._tail)
                    continue
                paths.append(str(arg))
                continue
            try:
                path = os.fspath(arg)
            except TypeError:
                path = arg
            if not isinstance(path, str):
                raise TypeError(
                    f'argument should be a str or an os.PathLike object '
                    f'where __fspath__ returns a str, not '
                    f'{type(path).__name__!r}')
            paths.append(path)
        self._raw = paths
        self._parse()

    def with_segments(self, *pathsegments):
        """A new path of this type from the given segments."""
        return type(self)(*pathsegments)

    # --- parsing ---------------------------------------------------------

    def _join_raw(self):
        if not self._raw:
            return ''
        if len(self._raw) == 1:
            return self._raw[0]
        return self.parser.join(*self._raw)

    def _parse(self):
        path = self._join_raw()
        drv, root, rel = self._split_root(path)
        sep = self.parser.sep
        if self.parser is ntpath:
            rel = rel.replace('/', '\\')
        tail = [p for p in rel.split(sep) if p and p != '.']
        self._drv, self._root, self._tail = drv, root, tail
        self._str = None
        self._hash = None
        self._parts_normcase = None

    @classmethod
    def _split_root(cls, path):
        if cls.parser is posixpath:
            if not path.startswith('/'):
                return '', '', path
            if path.startswith('//') and not path.startswith('///'):
                return '', '//', path[2:]
            return '', '/', path.lstrip('/')
        path = path.replace('/', '\\')
        drv, rest = _WindowsParser.splitdrive(path)
        root = ''
        if rest.startswith('\\'):
            root = '\\'
            rest = rest.lstrip('\\')
        elif drv.startswith('\\\\'):
            root = '\\'
        return drv, root, rest

    @classmethod
    def _from_parsed(cls, drv, root, tail):
        self = object.__new__(cls)
        self._drv, self._root, self._tail = drv, root, list(tail)
        self._raw = [cls._format(drv, root, tail)]
        self._str = None
        self._hash = None
        self._parts_normcase = None
        return self

    @classmethod
    def _format(cls, drv, root, tail):
        if drv or root:
            return drv + root + cls.parser.sep.join(tail)
        if tail and cls.parser is ntpath and ntpath.splitdrive(tail[0])[0]:
            tail = ['.'] + list(tail)
        return cls.parser.sep.join(tail)

    def _derive(self, drv, root, tail):
        new = self.with_segments(self._format(drv, root, tail))
        return new

    # --- string forms ----------------------------------------------------

    def __str__(self):
        if self._str is None:
            self._str = self._format(self._drv, self._root, self._tail) or '.'
        return self._str

    def __fspath__(self):
        return str(self)

    def as_posix(self):
        """The path with forward slashes."""
        return str(self).replace(self.parser.sep, '/')

    def __bytes__(self):
        return os.fsencode(self)

    def __repr__(self):
        return f'{self.__class__.__name__}({self.as_posix()!r})'

    def as_uri(self):
        """The path as a file: URI (for absolute paths)."""
        if not self.is_absolute():
            raise ValueError("relative path can't be expressed as a file URI")
        if self.parser is ntpath:
            drive = self._drv
            if len(drive) == 2 and drive[1] == ':':
                prefix = 'file:///' + drive
                path = self.as_posix()[2:]
            elif drive:
                prefix = 'file:'
                path = self.as_posix()
            else:
                prefix = 'file://'
                path = str(self)
        else:
            prefix = 'file://'
            path = str(self)
        from urllib.parse import quote_from_bytes
        return prefix + quote_from_bytes(os.fsencode(path))

    # --- comparison ------------------------------------------------------

    @property
    def _key(self):
        if self._parts_normcase is None:
            s = str(self)
            if self.parser is ntpath:
                s = s.lower()
            self._parts_normcase = s.split(self.parser.sep)
        return self._parts_normcase

    def __hash__(self):
        if self._hash is None:
            self._hash = hash(tuple(self._key))
        return self._hash

    def __eq__(self, other):
        if not isinstance(other, PurePath):
            return NotImplemented
        return self._key == other._key and self.parser is other.parser

    def __lt__(self, other):
        if not isinstance(other, PurePath) or self.parser is not other.parser:
            return NotImplemented
        return self._key < other._key

    def __le__(self, other):
        if not isinstance(other, PurePath) or self.parser is not other.parser:
            return NotImplemented
        return self._key <= other._key

    def __gt__(self, other):
        if not isinstance(other, PurePath) or self.parser is not other.parser:
            return NotImplemented
        return self._key > other._key

    def __ge__(self, other):
        if not isinstance(other, PurePath) or self.parser is not other.parser:
            return NotImplemented
        return self._key >= other._key

    # --- components ------------------------------------------------------

    @property
    def drive(self):
        return self._drv

    @property
    def root(self):
        return self._root

    @property
    def anchor(self):
        return self._drv + self._root

    @property
    def parts(self):
        if self._drv or self._root:
            return (self._drv + self._root,) + tuple(self._tail)
        return tuple(self._tail)

    @property
    def name(self):
        return self._tail[-1] if self._tail else ''

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

    @property
    def parent(self):
        if not self._tail:
            return self
        return self._derive(self._drv, self._root, self._tail[:-1])

    @property
    def parents(self):
        return _Parents(self)

    def with_name(self, name):
        """This path with its last part replaced by name."""
        if not self.name:
            raise ValueError(f'{self!r} has an empty name')
        drv, root, tail = self._split_root(name)
        if drv or root or not name or name == '.' or \
                self.parser.sep in name or \
                (self.parser.altsep and self.parser.altsep in name):
            raise ValueError(f'Invalid name {name!r}')
        return self._derive(self._drv, self._root, self._tail[:-1] + [name])

    def with_stem(self, stem):
        """This path with the stem of its name replaced."""
        suffix = self.suffix
        if not suffix:
            return self.with_name(stem)
        if not stem:
            raise ValueError(f'{self!r} has a non-empty suffix')
        return self.with_name(stem + suffix)

    def with_suffix(self, suffix):
        """This path with the suffix of its name replaced (or removed)."""
        stem = self.stem
        if not stem:
            raise ValueError(f'{self!r} has an empty name')
        if suffix and (not suffix.startswith('.') or suffix == '.'):
            raise ValueError(f'Invalid suffix {suffix!r}')
        return self.with_name(stem + suffix)

    def relative_to(self, other, /, *_deprecated, walk_up=False):
        """This path relative to other (ValueError when it is not inside,
        unless walk_up allows '..' steps)."""
        if _deprecated:
            other = self.with_segments(other, *_deprecated)
        elif not isinstance(other, PurePath):
            other = self.with_segments(other)
        for step, path in enumerate([other] + list(other.parents)):
            if path == self or path in self.parents:
                break
            elif not walk_up:
                raise ValueError(f'{str(self)!r} is not in the subpath of '
                                 f'{str(other)!r}')
            elif path.name == '..':
                raise ValueError(f"'..' segment in {str(other)!r} cannot be "
                                 f"walked")
        else:
            raise ValueError(f'{str(self)!r} and {str(other)!r} have '
                             f'different anchors')
        parts = ['..'] * step + self._tail[len(path._tail):]
        return self._derive('', '', parts)

    def is_relative_to(self, other, /, *_deprecated):
        """Whether this path is other or inside it."""
        if _deprecated:
            other = self.with_segments(other, *_deprecated)
        elif not isinstance(other, PurePath):
            other = self.with_segments(other)
        return other == self or other in self.parents

    def is_absolute(self):
        if self.parser is posixpath:
            return bool(self._root)
        return bool(self._drv and self._root)

    def is_reserved(self):
        return False

    def joinpath(self, *pathsegments):
        """This path with the segments appended."""
        return self.with_segments(self, *pathsegments)

    def __truediv__(self, key):
        try:
            return self.with_segments(self, key)
        except TypeError:
            return NotImplemented

    def __rtruediv__(self, key):
        try:
            return self.with_segments(key, self)
        except TypeError:
            return NotImplemented

    def __reduce__(self):
        return self.__class__, self.parts

    def match(self, path_pattern, *, case_sensitive=None):
        """Whether the path matches the glob-style pattern, matched from
        the right (a relative pattern) or whole (an absolute one)."""
        if not isinstance(path_pattern, PurePath):
            path_pattern = self.with_segments(path_pattern)
        if case_sensitive is None:
            case_sensitive = self.parser is posixpath
        pat_parts = path_pattern.parts
        parts = self.parts
        if not pat_parts:
            raise ValueError('empty pattern')
        if len(parts) < len(pat_parts):
            return False
        if path_pattern.anchor and len(parts) != len(pat_parts):
            return False
        for part, pat in zip(reversed(parts), reversed(pat_parts)):
            if not _match_part(part, pat, case_sensitive):
                return False
        return True

    def full_match(self, pattern, *, case_sensitive=None):
        """Whether the whole path matches the glob-style pattern ('**'
        matches any number of parts)."""
        if not isinstance(pattern, PurePath):
            pattern = self.with_segments(pattern)
        if case_sensitive is None:
            case_sensitive = self.parser is posixpath
        # The pattern is matched as text against the path's text, the way
        # glob.translate reads it: '**' ends in any tail (so 'a/**' needs
        # something after 'a'), '*' is one non-empty segment, and an empty
        # path ('.') is the empty string.
        import glob
        rx = glob.translate(_match_text(pattern), recursive=True,
                            include_hidden=True, seps=pattern.parser.sep)
        flags = 0 if case_sensitive else re.IGNORECASE
        return re.match(rx, _match_text(self), flags) is not None


def _match_text(path):
    text = str(path)
    return '' if text == '.' else text


def _match_part(part, pat, case_sensitive):
    if not case_sensitive:
        part, pat = part.lower(), pat.lower()
    return re.fullmatch(fnmatch.translate(pat), part, re.DOTALL) is not None


class _Parents:
    """The ancestors of a path, nearest first (a sequence)."""

    __slots__ = ('_path', '_drv', '_root', '_tail')

    def __init__(self, path):
        self._path = path
        self._drv = path._drv
        self._root = path._root
        self._tail = path._tail

    def __len__(self):
        return len(self._tail)

    def __getitem__(self, idx):
        if isinstance(idx, slice):
            return tuple(self[i] for i in range(*idx.indices(len(self))))
        if idx >= len(self) or idx < -len(self):
            raise IndexError(idx)
        if idx < 0:
            idx += len(self)
        return self._path._derive(self._drv, self._root,
                                  self._tail[:-idx - 1])

    def __repr__(self):
        return f'<{type(self._path).__name__}.parents>'


class PurePosixPath(PurePath):
    """A pure path with POSIX rules."""
    parser = posixpath
    __slots__ = ()


class PureWindowsPath(PurePath):
    """A pure path with Windows rules: drives, UNC shares, backslashes,
    case-insensitive comparison."""
    parser = ntpath
    __slots__ = ()


class Path(PurePath):
    """A path on the file system this program runs on."""

    __slots__ = ()

    def __new__(cls, *args, **kwargs):
        if cls is Path:
            cls = WindowsPath if os.name == 'nt' else PosixPath
        return object.__new__(cls)

    # --- information -----------------------------------------------------

    def stat(self, *, follow_symlinks=True):
        return os.stat(self) if follow_symlinks else os.lstat(self)

    def lstat(self):
        return os.lstat(self)

    def _mode(self, follow=True):
        try:
            return self.stat(follow_symlinks=follow).st_mode
        except (OSError, ValueError):
            return None

    def exists(self, *, follow_symlinks=True):
        return self._mode(follow_symlinks) is not None

    def is_dir(self, *, follow_symlinks=True):
        m = self._mode(follow_symlinks)
        return m is not None and S_ISDIR(m)

    def is_file(self, *, follow_symlinks=True):
        m = self._mode(follow_symlinks)
        return m is not None and S_ISREG(m)

    def is_symlink(self):
        m = self._mode(False)
        return m is not None and S_ISLNK(m)

    def is_fifo(self):
        m = self._mode()
        return m is not None and S_ISFIFO(m)

    def is_socket(self):
        m = self._mode()
        return m is not None and S_ISSOCK(m)

    def is_block_device(self):
        m = self._mode()
        return m is not None and S_ISBLK(m)

    def is_char_device(self):
        m = self._mode()
        return m is not None and S_ISCHR(m)

    def is_mount(self):
        return os.path.ismount(self)

    def is_junction(self):
        return False

    def samefile(self, other_path):
        st = self.stat()
        try:
            other_st = other_path.stat()
        except AttributeError:
            other_st = self.with_segments(other_path).stat()
        return st.st_ino == other_st.st_ino and st.st_dev == other_st.st_dev

    # --- reading and writing -----------------------------------------------

    def open(self, mode='r', buffering=-1, encoding=None, errors=None,
             newline=None):
        return open(self, mode, buffering, encoding, errors, newline)

    def read_bytes(self):
        with self.open(mode='rb') as f:
            return f.read()

    def read_text(self, encoding=None, errors=None, newline=None):
        with self.open(mode='r', encoding=encoding, errors=errors,
                       newline=newline) as f:
            return f.read()

    def write_bytes(self, data):
        view = memoryview(data)
        with self.open(mode='wb') as f:
            return f.write(view)

    def write_text(self, data, encoding=None, errors=None, newline=None):
        if not isinstance(data, str):
            raise TypeError(f'data must be str, not {data.__class__.__name__}')
        with self.open(mode='w', encoding=encoding, errors=errors,
                       newline=newline) as f:
            return f.write(data)

    # --- directories -------------------------------------------------------

    def iterdir(self):
        """The paths of the directory's entries (no '.' or '..')."""
        root = '' if str(self) == '.' else str(self)
        for name in os.listdir(self):
            yield self._derive(self._drv, self._root, self._tail + [name]) \
                if root else self.with_segments(name)

    def glob(self, pattern, *, case_sensitive=None, recurse_symlinks=False):
        """The paths under this one that match the glob-style pattern."""
        if not pattern:
            raise ValueError(f'Unacceptable pattern: {pattern!r}')
        pat = self.with_segments(pattern)
        if pat.anchor:
            raise NotImplementedError('Non-relative patterns are unsupported')
        if case_sensitive is None:
            case_sensitive = self.parser is posixpath
        parts = list(pat._tail)
        if pattern.endswith(self.parser.sep) or \
                (self.parser.altsep and pattern.endswith(self.parser.altsep)):
            parts.append('')
        yield from self._glob(self, parts, case_sensitive, recurse_symlinks)

    def _glob(self, base, parts, case_sensitive, recurse_symlinks):
        if not parts:
            yield base
            return
        head, rest = parts[0], parts[1:]
        if head == '':
            if base.is_dir():
                yield base
            return
        if head == '**':
            seen = set()
            for d in self._walk_dirs(base, recurse_symlinks):
                for p in self._glob(d, rest, case_sensitive,
                                    recurse_symlinks):
                    if p not in seen:
                        seen.add(p)
                        yield p
            return
        if head in ('.', '..') or not any(c in head for c in '*?['):
            candidate = base / head
            if rest:
                if candidate.is_dir():
                    yield from self._glob(candidate, rest, case_sensitive,
                                          recurse_symlinks)
            elif candidate.exists(follow_symlinks=False):
                yield candidate
            return
        try:
            names = os.listdir(base)
        except OSError:
            return
        for name in names:
            # Unlike the glob module, pathlib matches hidden names too.
            if not _match_part(name, head, case_sensitive):
                continue
            child = base / name
            if rest:
                if child.is_dir():
                    yield from self._glob(child, rest, case_sensitive,
                                          recurse_symlinks)
            else:
                yield child

    def _walk_dirs(self, base, follow):
        yield base
        try:
            names = os.listdir(base)
        except OSError:
            return
        for name in names:
            child = base / name
            if child.is_dir(follow_symlinks=follow) and \
                    (follow or not child.is_symlink()):
                yield from self._walk_dirs(child, follow)

    def rglob(self, pattern, *, case_sensitive=None, recurse_symlinks=False):
        """glob('**/' + pattern)."""
        return self.glob('**/' + pattern, case_sensitive=case_sensitive,
                         recurse_symlinks=recurse_symlinks)

    def walk(self, top_down=True, on_error=None, follow_symlinks=False):
        """Yield (dirpath, dirnames, filenames) for this tree, as os.walk."""
        paths = [self]
        while paths:
            path = paths.pop()
            if isinstance(path, tuple):
                yield path
                continue
            try:
                names = os.listdir(path)
            except OSError as error:
                if on_error is not None:
                    on_error(error)
                continue
            dirnames, filenames = [], []
            for name in names:
                child = path / name
                if child.is_dir(follow_symlinks=follow_symlinks):
                    dirnames.append(name)
                else:
                    filenames.append(name)
            if top_down:
                yield path, dirnames, filenames
            else:
                paths.append((path, dirnames, filenames))
            paths += [path / d for d in reversed(dirnames)]

    def mkdir(self, mode=0o777, parents=False, exist_ok=False):
        """Create the directory (and its parents, with parents=True)."""
        try:
            os.mkdir(self, mode)
        except FileNotFoundError:
            if not parents or self.parent == self:
                raise
            self.parent.mkdir(parents=True, exist_ok=True)
            self.mkdir(mode, parents=False, exist_ok=exist_ok)
        except OSError:
            if not exist_ok or not self.is_dir():
                raise

    def rmdir(self):
        os.rmdir(self)

    def unlink(self, missing_ok=False):
        try:
            os.unlink(self)
        except FileNotFoundError:
            if not missing_ok:
                raise

    def rename(self, target):
        os.rename(self, target)
        return self.with_segments(target)

    def replace(self, target):
        os.replace(self, target)
        return self.with_segments(target)

    def touch(self, mode=0o666, exist_ok=True):
        """Create the file, or update its times if it exists."""
        if exist_ok:
            try:
                os.utime(self, None)
            except OSError:
                pass
            else:
                return
        flags = os.O_CREAT | os.O_WRONLY
        if not exist_ok:
            flags |= os.O_EXCL
        fd = os.open(self, flags, mode)
        os.close(fd)

    def chmod(self, mode, *, follow_symlinks=True):
        os.chmod(self, mode)

    def symlink_to(self, target, target_is_directory=False):
        os.symlink(target, self)

    def hardlink_to(self, target):
        os.link(target, self)

    def readlink(self):
        return self.with_segments(os.readlink(self))

    # --- forms of the path -------------------------------------------------

    @classmethod
    def cwd(cls):
        return cls(os.getcwd())

    @classmethod
    def home(cls):
        return cls('~').expanduser()

    def absolute(self):
        if self.is_absolute():
            return self
        cwd = os.getcwd()
        if not self._tail:
            return self.with_segments(cwd)
        return self.with_segments(cwd, *self._tail)

    def resolve(self, strict=False):
        """The absolute path with symbolic links and '..' resolved."""
        return self.with_segments(os.path.realpath(self, strict=strict))

    def expanduser(self):
        if not (self._drv or self._root) and self._tail and \
                self._tail[0][:1] == '~':
            homedir = os.path.expanduser(self._tail[0])
            if homedir[:1] == '~':
                raise RuntimeError('Could not determine home directory.')
            return self.with_segments(homedir, *self._tail[1:])
        return self

    def owner(self, *, follow_symlinks=True):
        import pwd
        return pwd.getpwuid(self.stat(follow_symlinks=follow_symlinks).st_uid).pw_name

    def group(self, *, follow_symlinks=True):
        import grp
        return grp.getgrgid(self.stat(follow_symlinks=follow_symlinks).st_gid).gr_name

    @classmethod
    def from_uri(cls, uri):
        if not uri.startswith('file:'):
            raise ValueError(f"URI does not start with 'file:': {uri!r}")
        path = uri[5:]
        if path[:3] == '///':
            path = path[2:]
        elif path[:12] == '//localhost/':
            path = path[11:]
        from urllib.parse import unquote_to_bytes
        path = os.fsdecode(unquote_to_bytes(path))
        path = cls(path)
        if not path.is_absolute():
            raise ValueError(f'URI is not absolute: {uri!r}')
        return path


class PosixPath(Path, PurePosixPath):
    """A Path with POSIX rules."""
    __slots__ = ()


class WindowsPath(Path, PureWindowsPath):
    """A Path with Windows rules (usable on Windows only)."""
    __slots__ = ()

    def __new__(cls, *args, **kwargs):
        raise UnsupportedOperation(
            f'cannot instantiate {cls.__name__!r} on your system')
