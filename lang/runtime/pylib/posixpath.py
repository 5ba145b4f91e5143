"""Common operations on Posix pathnames.

cpjit's version of CPython's posixpath (also available as os.path).
"""

import posix as _posix

curdir = '.'
pardir = '..'
extsep = '.'
sep = '/'
pathsep = ':'
defpath = '/bin:/usr/bin'
altsep = None
devnull = '/dev/null'

__all__ = ["normcase", "isabs", "join", "splitdrive", "splitroot", "split", "splitext",
           "basename", "dirname", "commonprefix", "getsize", "getmtime",
           "getatime", "getctime", "islink", "exists", "lexists", "isdir", "isfile",
           "ismount", "expanduser", "expandvars", "normpath", "abspath",
           "samefile", "sameopenfile", "samestat",
           "curdir", "pardir", "sep", "pathsep", "defpath", "altsep", "extsep",
           "devnull", "realpath", "supports_unicode_filenames", "relpath",
           "commonpath", "isjunction", "isdevdrive"]

supports_unicode_filenames = False


def _fspath(path):
    if isinstance(path, (str, bytes)):
        return path
    path_type = type(path)
    try:
        path_repr = path_type.__fspath__(path)
    except AttributeError:
        if hasattr(path_type, '__fspath__'):
            raise
        raise TypeError("expected str, bytes or os.PathLike object, "
                        "not " + path_type.__name__)
    if isinstance(path_repr, (str, bytes)):
        return path_repr
    raise TypeError("expected {}.__fspath__() to return str or bytes, "
                    "not {}".format(path_type.__name__, type(path_repr).__name__))


def _get_sep(path):
    if isinstance(path, bytes):
        return b'/'
    return '/'


def normcase(s):
    """Normalize case of pathname.  Has no effect under Posix"""
    return _fspath(s)


def isabs(s):
    """Test whether a path is absolute"""
    s = _fspath(s)
    return s.startswith(_get_sep(s))


def join(a, *p):
    """Join two or more pathname components, inserting '/' as needed."""
    a = _fspath(a)
    sep = _get_sep(a)
    path = a
    if not p:
        path[:0] + sep  # raises TypeError for bytes/str mixes like CPython
    for b in map(_fspath, p):
        if b.startswith(sep):
            path = b
        elif not path or path.endswith(sep):
            path += b
        else:
            path += sep + b
    return path


def split(p):
    """Split a pathname.  Returns tuple "(head, tail)" where "tail" is
    everything after the final slash.  Either part may be empty."""
    p = _fspath(p)
    sep = _get_sep(p)
    i = p.rfind(sep) + 1
    head, tail = p[:i], p[i:]
    if head and head != sep * len(head):
        head = head.rstrip(sep)
    return head, tail


def splitext(p):
    """Split the extension from a pathname."""
    p = _fspath(p)
    if isinstance(p, bytes):
        sep, extsep_ = b'/', b'.'
    else:
        sep, extsep_ = '/', '.'
    sepIndex = p.rfind(sep)
    dotIndex = p.rfind(extsep_)
    if dotIndex > sepIndex:
        # skip all leading dots
        filenameIndex = sepIndex + 1
        while filenameIndex < dotIndex:
            if p[filenameIndex:filenameIndex + 1] != extsep_:
                return p[:dotIndex], p[dotIndex:]
            filenameIndex += 1
    return p, p[:0]


def splitdrive(p):
    """Split a pathname into drive and path. On Posix, drive is always empty."""
    p = _fspath(p)
    return p[:0], p


def splitroot(p):
    """Split a pathname into drive, root and tail."""
    p = _fspath(p)
    if isinstance(p, bytes):
        sep = b'/'
        empty = b''
    else:
        sep = '/'
        empty = ''
    if p[:1] != sep:
        return empty, empty, p
    elif p[1:2] != sep or p[2:3] == sep:
        return empty, sep, p[1:]
    else:
        return empty, p[:2], p[2:]


def basename(p):
    """Returns the final component of a pathname"""
    p = _fspath(p)
    sep = _get_sep(p)
    i = p.rfind(sep) + 1
    return p[i:]


def dirname(p):
    """Returns the directory component of a pathname"""
    p = _fspath(p)
    sep = _get_sep(p)
    i = p.rfind(sep) + 1
    head = p[:i]
    if head and head != sep * len(head):
        head = head.rstrip(sep)
    return head


def commonprefix(m):
    "Given a list of pathnames, returns the longest common leading component"
    if not m:
        return ''
    if not isinstance(m[0], (list, tuple)):
        m = tuple(map(_fspath, m))
    s1 = min(m)
    s2 = max(m)
    for i, c in enumerate(s1):
        if c != s2[i]:
            return s1[:i]
    return s1


def exists(path):
    """Test whether a path exists.  Returns False for broken symbolic links"""
    try:
        _posix.stat(path)
    except (OSError, ValueError):
        return False
    return True


def lexists(path):
    """Test whether a path exists.  Returns True for broken symbolic links"""
    try:
        _posix.lstat(path)
    except (OSError, ValueError):
        return False
    return True


def isdir(s):
    """Return true if the pathname refers to an existing directory."""
    try:
        st = _posix.stat(s)
    except (OSError, ValueError):
        return False
    return st.st_mode & 0o170000 == 0o040000


def isfile(path):
    """Test whether a path is a regular file"""
    try:
        st = _posix.stat(path)
    except (OSError, ValueError):
        return False
    return st.st_mode & 0o170000 == 0o100000


def islink(path):
    """Test whether a path is a symbolic link"""
    try:
        st = _posix.lstat(path)
    except (OSError, ValueError, AttributeError):
        return False
    return st.st_mode & 0o170000 == 0o120000


def isjunction(path):
    """Test whether a path is a junction (always False on Posix)."""
    _fspath(path)
    return False


def isdevdrive(path):
    _fspath(path)
    return False


def ismount(path):
    """Test whether a path is a mount point"""
    try:
        s1 = _posix.lstat(path)
    except (OSError, ValueError):
        return False
    else:
        if s1.st_mode & 0o170000 == 0o120000:
            return False
    path = _fspath(path)
    parent = join(path, '..')
    try:
        s2 = _posix.lstat(parent)
    except (OSError, ValueError):
        return False
    return s1.st_dev != s2.st_dev or s1.st_ino == s2.st_ino


def getsize(filename):
    """Return the size of a file, reported by os.stat()."""
    return _posix.stat(filename).st_size


def getmtime(filename):
    """Return the last modification time of a file, reported by os.stat()."""
    return _posix.stat(filename).st_mtime


def getatime(filename):
    """Return the last access time of a file, reported by os.stat()."""
    return _posix.stat(filename).st_atime


def getctime(filename):
    """Return the metadata change time of a file, reported by os.stat()."""
    return _posix.stat(filename).st_ctime


def samestat(s1, s2):
    """Test whether two stat buffers reference the same file"""
    return (s1.st_ino == s2.st_ino and
            s1.st_dev == s2.st_dev)


def samefile(f1, f2):
    """Test whether two pathnames reference the same actual file or directory"""
    return samestat(_posix.stat(f1), _posix.stat(f2))


def sameopenfile(fp1, fp2):
    raise NotImplementedError("sameopenfile")


def expanduser(path):
    """Expand ~ and ~user constructions."""
    path = _fspath(path)
    if isinstance(path, bytes):
        tilde = b'~'
    else:
        tilde = '~'
    if not path.startswith(tilde):
        return path
    sep = _get_sep(path)
    i = path.find(sep, 1)
    if i < 0:
        i = len(path)
    if i == 1:
        userhome = _posix.environ.get('HOME')
        if userhome is None:
            return path
    else:
        return path
    if isinstance(path, bytes):
        userhome = userhome.encode()
    userhome = userhome.rstrip(sep)
    return (userhome + path[i:]) or sep


def expandvars(path):
    """Expand shell variables of form $var and ${var}.  Unknown variables
    are left unchanged."""
    path = _fspath(path)
    if isinstance(path, bytes):
        return path
    if '$' not in path:
        return path
    env = _posix.environ
    out = []
    i = 0
    n = len(path)
    while i < n:
        c = path[i]
        if c != '$':
            out.append(c)
            i += 1
            continue
        j = i + 1
        if j < n and path[j] == '{':
            k = path.find('}', j + 1)
            name = path[j + 1:k] if k >= 0 else None
            if name and all(ch.isalnum() or ch == '_' for ch in name) and name in env:
                out.append(env[name])
                i = k + 1
                continue
            out.append(c)
            i += 1
            continue
        k = j
        while k < n and (path[k].isalnum() or path[k] == '_'):
            k += 1
        name = path[j:k]
        if name and name in env:
            out.append(env[name])
            i = k
        else:
            out.append(path[i:k] if name else c)
            i = k if name else i + 1
    return ''.join(out)


def normpath(path):
    """Normalize path, eliminating double slashes, etc."""
    path = _fspath(path)
    if isinstance(path, bytes):
        sep = b'/'
        empty = b''
        dot = b'.'
        dotdot = b'..'
    else:
        sep = '/'
        empty = ''
        dot = '.'
        dotdot = '..'
    if path == empty:
        return dot
    _, initial_slashes, path = splitroot(path)
    comps = path.split(sep)
    new_comps = []
    for comp in comps:
        if comp in (empty, dot):
            continue
        if (comp != dotdot or (not initial_slashes and not new_comps) or
             (new_comps and new_comps[-1] == dotdot)):
            new_comps.append(comp)
        elif new_comps:
            new_comps.pop()
    comps = new_comps
    path = initial_slashes + sep.join(comps)
    return path or dot


def abspath(path):
    """Return an absolute path."""
    path = _fspath(path)
    if not isabs(path):
        if isinstance(path, bytes):
            cwd = _posix.getcwd().encode()
        else:
            cwd = _posix.getcwd()
        path = join(cwd, path)
    return normpath(path)


def realpath(filename, *, strict=False):
    """Return the canonical path of the specified filename, eliminating any
    symbolic links encountered in the path."""
    path = abspath(filename)
    if isinstance(path, bytes):
        return path
    seen = set()
    rest = [p for p in path.split('/') if p]
    resolved = '/'
    while rest:
        part = rest.pop(0)
        if part == '.':
            continue
        if part == '..':
            resolved = dirname(resolved) or '/'
            continue
        newpath = join(resolved, part)
        try:
            st = _posix.lstat(newpath)
        except OSError:
            if strict:
                raise
            resolved = newpath
            continue
        if st.st_mode & 0o170000 != 0o120000:
            resolved = newpath
            continue
        if newpath in seen:
            if strict:
                raise OSError(40, 'Too many levels of symbolic links', newpath)
            resolved = newpath
            continue
        seen.add(newpath)
        target = _posix.readlink(newpath)
        if target.startswith('/'):
            resolved = '/'
        rest = [p for p in target.split('/') if p] + rest
    return resolved


def relpath(path, start=None):
    """Return a relative version of a path"""
    path = _fspath(path)
    if not path:
        raise ValueError("no path specified")
    if isinstance(path, bytes):
        curdir_, sep_, pardir_ = b'.', b'/', b'..'
    else:
        curdir_, sep_, pardir_ = '.', '/', '..'
    if start is None:
        start = curdir_
    else:
        start = _fspath(start)
    start_tail = abspath(start).lstrip(sep_)
    path_tail = abspath(path).lstrip(sep_)
    start_list = start_tail.split(sep_) if start_tail else []
    path_list = path_tail.split(sep_) if path_tail else []
    i = len(commonprefix([start_list, path_list]))
    rel_list = [pardir_] * (len(start_list) - i) + path_list[i:]
    if not rel_list:
        return curdir_
    return sep_.join(rel_list)


def commonpath(paths):
    """Given a sequence of path names, returns the longest common sub-path."""
    paths = tuple(map(_fspath, paths))
    if not paths:
        raise ValueError('commonpath() arg is an empty sequence')
    if isinstance(paths[0], bytes):
        sep_ = b'/'
        curdir_ = b'.'
    else:
        sep_ = '/'
        curdir_ = '.'
    split_paths = [path.split(sep_) for path in paths]
    try:
        isabs_, = {p.startswith(sep_) for p in paths}
    except ValueError:
        raise ValueError("Can't mix absolute and relative paths") from None
    split_paths = [[c for c in s if c and c != curdir_] for s in split_paths]
    s1 = min(split_paths)
    s2 = max(split_paths)
    common = s1
    for i, c in enumerate(s1):
        if c != s2[i]:
            common = s1[:i]
            break
    prefix = sep_ if isabs_ else sep_[:0]
    return prefix + sep_.join(common)
