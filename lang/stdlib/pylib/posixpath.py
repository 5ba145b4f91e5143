"""Pathname manipulation for POSIX systems (imported as os.path).

Every function accepts str, bytes or an os.PathLike object; results have
the type of the argument.
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

__all__ = ["normcase", "isabs", "join", "splitdrive", "splitroot", "split",
           "splitext", "basename", "dirname", "commonprefix", "getsize",
           "getmtime", "getatime", "getctime", "islink", "exists", "lexists",
           "isdir", "isfile", "ismount", "expanduser", "expandvars",
           "normpath", "abspath", "samefile", "sameopenfile", "samestat",
           "curdir", "pardir", "sep", "pathsep", "defpath", "altsep",
           "extsep", "devnull", "realpath", "supports_unicode_filenames",
           "relpath", "commonpath", "isjunction", "isdevdrive"]

supports_unicode_filenames = False

_S_IFMT = 0o170000
_S_IFDIR = 0o040000
_S_IFREG = 0o100000
_S_IFLNK = 0o120000


def _fspath(obj):
    """os.fspath(): the str/bytes behind obj."""
    if isinstance(obj, (str, bytes)):
        return obj
    hook = getattr(type(obj), '__fspath__', None)
    if hook is None:
        raise TypeError('expected str, bytes or os.PathLike object, not %s'
                        % type(obj).__name__)
    result = hook(obj)
    if not isinstance(result, (str, bytes)):
        raise TypeError('expected %s.__fspath__() to return str or bytes, '
                        'not %s' % (type(obj).__name__,
                                    type(result).__name__))
    return result


class _Str:
    """The path vocabulary for text paths."""
    sep = '/'
    dot = '.'
    cur = '.'
    par = '..'
    empty = ''
    tilde = '~'
    dollar = '$'


class _Bytes:
    """The same for bytes paths."""
    sep = b'/'
    dot = b'.'
    cur = b'.'
    par = b'..'
    empty = b''
    tilde = b'~'
    dollar = b'$'


def _kit(path):
    return _Bytes if isinstance(path, bytes) else _Str


def _same_kind(funcname, parts):
    """Check that parts are all str or all bytes (after fspath)."""
    seen_str = seen_bytes = False
    for part in parts:
        if isinstance(part, str):
            seen_str = True
        elif isinstance(part, bytes):
            seen_bytes = True
        else:
            raise TypeError('%s() argument must be str, bytes, or '
                            'os.PathLike object, not %r'
                            % (funcname, type(part).__name__)) from None
    if seen_str and seen_bytes:
        raise TypeError("Can't mix strings and bytes in path components") \
            from None


# ---------------------------------------------------------------------------
# Pure string operations


def normcase(s):
    """POSIX paths are case-sensitive: return s unchanged."""
    return _fspath(s)


def isabs(s):
    """True if s starts at the root."""
    s = _fspath(s)
    return s.startswith(_kit(s).sep)


def join(a, *p):
    """Join components; an absolute component discards what came before."""
    a = _fspath(a)
    k = _kit(a)
    parts = [_fspath(x) if isinstance(x, (str, bytes)) or
             hasattr(type(x), '__fspath__') else x for x in p]
    _same_kind('join', [a] + parts)
    out = a
    for part in parts:
        if part.startswith(k.sep):
            out = part
        elif not out or out.endswith(k.sep):
            out = out + part
        else:
            out = out + k.sep + part
    return out


def splitdrive(p):
    """POSIX has no drive letters: return (empty, p)."""
    p = _fspath(p)
    return p[:0], p


def splitroot(p):
    """Split into (drive, root, tail); root keeps exactly two leading
    slashes if there are exactly two, else at most one."""
    p = _fspath(p)
    k = _kit(p)
    if not p.startswith(k.sep):
        return k.empty, k.empty, p
    if p.startswith(k.sep * 2) and not p.startswith(k.sep * 3):
        return k.empty, k.sep * 2, p[2:]
    return k.empty, k.sep, p[1:]


def _cut_at_last_sep(p):
    k = _kit(p)
    i = p.rfind(k.sep) + 1
    return p[:i], p[i:]


def split(p):
    """Split into (head, tail): tail is the last component."""
    p = _fspath(p)
    head, tail = _cut_at_last_sep(p)
    if head.strip(_kit(p).sep):
        head = head.rstrip(_kit(p).sep)
    return head, tail


def basename(p):
    """The last component of p."""
    p = _fspath(p)
    return _cut_at_last_sep(p)[1]


def dirname(p):
    """Everything of p before the last component."""
    return split(p)[0]


def splitext(p):
    """Split off the extension: ('dir/name', '.ext').  Leading dots of
    the last component do not start an extension."""
    p = _fspath(p)
    k = _kit(p)
    last = p.rfind(k.sep)
    dot = p.rfind(k.dot)
    if dot > last:
        # The extension is real only if some non-dot precedes it within
        # the final component.
        start = last + 1
        if p[start:dot].strip(k.dot):
            return p[:dot], p[dot:]
    return p, p[:0]


def commonprefix(m):
    """Longest common leading string (character-wise) of the items."""
    if not m:
        return ''
    if not isinstance(m[0], (list, tuple)):
        m = tuple(_fspath(x) for x in m)
    lo = min(m)
    hi = max(m)
    n = 0
    while n < len(lo) and lo[n] == hi[n]:
        n += 1
    return lo[:n]


def normpath(path):
    """Collapse redundant separators and '.'/'..' components."""
    if not isinstance(path, (str, bytes)) and \
            not hasattr(type(path), '__fspath__'):
        raise TypeError('_path_normpath: path should be string, bytes or '
                        'os.PathLike, not %s' % type(path).__name__)
    path = _fspath(path)
    k = _kit(path)
    if not path:
        return k.cur
    _, root, rest = splitroot(path)
    kept = []
    for name in rest.split(k.sep):
        if not name or name == k.cur:
            continue
        if name == k.par:
            if kept and kept[-1] != k.par:
                kept.pop()
                continue
            if root:
                continue          # '..' at the root stays at the root
        kept.append(name)
    return (root + k.sep.join(kept)) or k.cur


def _getcwd_like(path):
    cwd = _posix.getcwd()
    if isinstance(path, bytes):
        return cwd.encode('utf-8', 'surrogateescape')
    return cwd


def abspath(path):
    """Absolute, normalized version of path."""
    path = _fspath(path)
    if not isabs(path):
        path = join(_getcwd_like(path), path)
    return normpath(path)


def relpath(path, start=None):
    """path expressed relative to start (default: the current
    directory)."""
    path = _fspath(path)
    if not path:
        raise ValueError('no path specified')
    k = _kit(path)
    start = k.cur if start is None else _fspath(start)
    _same_kind('relpath', [path, start])
    target = [c for c in abspath(path).split(k.sep) if c]
    origin = [c for c in abspath(start).split(k.sep) if c]
    shared = len(commonprefix([target, origin]))
    steps = [k.par] * (len(origin) - shared) + target[shared:]
    return join(*steps) if steps else k.cur


def commonpath(paths):
    """Longest common sub-path (component-wise) of the given paths."""
    paths = tuple(_fspath(x) for x in paths)
    if not paths:
        raise ValueError('commonpath() arg is an empty sequence')
    _same_kind('commonpath', paths)
    k = _kit(paths[0])
    rooted = {x.startswith(k.sep) for x in paths}
    if len(rooted) > 1:
        raise ValueError("Can't mix absolute and relative paths")
    split_up = [[c for c in x.split(k.sep) if c and c != k.cur]
                for x in paths]
    common = commonprefix([min(split_up), max(split_up)])
    lead = k.sep if rooted.pop() else k.empty
    return lead + k.sep.join(common)


# ---------------------------------------------------------------------------
# Home directory and environment variables


def _home_from_passwd(name):
    """Home directory of user `name` (or of the current user when name is
    empty), read from /etc/passwd; None if unknown."""
    try:
        with open('/etc/passwd') as db:
            rows = db.read().splitlines()
    except OSError:
        return None
    for row in rows:
        cols = row.split(':')
        if len(cols) < 7:
            continue
        if (cols[0] == name) if name else (cols[2] == str(_posix.getuid())):
            return cols[5]
    return None


def expanduser(path):
    """Replace a leading '~' or '~user' with that user's home directory."""
    path = _fspath(path)
    k = _kit(path)
    if not path.startswith(k.tilde):
        return path
    end = path.find(k.sep, 1)
    if end < 0:
        end = len(path)
    user = path[1:end]
    home = None
    if not user:
        home = _posix.environ.get('HOME')
    if home is None:
        name = user if isinstance(user, str) else user.decode()
        home = _home_from_passwd(name)
        if home is None:
            return path
    if isinstance(path, bytes) and isinstance(home, str):
        home = home.encode('utf-8', 'surrogateescape')
    home = home.rstrip(k.sep)
    return (home + path[end:]) or k.sep


def _var_char(c):
    return c.isascii() and (c.isalnum() or c == '_')


def expandvars(path):
    """Replace $name and ${name} with environment values; unknown names
    are left as they are."""
    path = _fspath(path)
    k = _kit(path)
    if k.dollar not in path:
        return path
    as_bytes = isinstance(path, bytes)
    text = path.decode('utf-8', 'surrogateescape') if as_bytes else path
    env = _posix.environ
    out = []
    i = 0
    n = len(text)
    while i < n:
        at = text.find('$', i)
        if at < 0:
            out.append(text[i:])
            break
        out.append(text[i:at])
        if text.startswith('{', at + 1):
            close = text.find('}', at + 2)
            if close < 0:
                out.append('$')
                i = at + 1
                continue
            name, stop = text[at + 2:close], close + 1
        else:
            stop = at + 1
            while stop < n and _var_char(text[stop]):
                stop += 1
            name = text[at + 1:stop]
            if not name:
                out.append('$')
                i = at + 1
                continue
        value = env.get(name)
        out.append(text[at:stop] if value is None else value)
        i = stop
    result = ''.join(out)
    return result.encode('utf-8', 'surrogateescape') if as_bytes else result


# ---------------------------------------------------------------------------
# Queries on the file system


def _mode_or_none(path, follow=True):
    try:
        st = _posix.stat(path) if follow else _posix.lstat(path)
    except (OSError, ValueError):
        return None
    return st.st_mode


def exists(path):
    """True if path names an existing file (symlinks followed)."""
    return _mode_or_none(path) is not None


def lexists(path):
    """True if path exists, counting broken symlinks."""
    return _mode_or_none(path, follow=False) is not None


def isdir(s):
    mode = _mode_or_none(s)
    return mode is not None and mode & _S_IFMT == _S_IFDIR


def isfile(path):
    mode = _mode_or_none(path)
    return mode is not None and mode & _S_IFMT == _S_IFREG


def islink(path):
    mode = _mode_or_none(path, follow=False)
    return mode is not None and mode & _S_IFMT == _S_IFLNK


def isjunction(path):
    """Junctions are a Windows thing."""
    _fspath(path)
    return False


def isdevdrive(path):
    """Dev Drives are a Windows thing."""
    _fspath(path)
    return False


def ismount(path):
    """True if path is a mount point (its parent is on another device,
    or it is the same directory as its parent)."""
    path = _fspath(path)
    try:
        here = _posix.lstat(path)
    except (OSError, ValueError):
        return False
    if here.st_mode & _S_IFMT == _S_IFLNK:
        return False
    try:
        up = _posix.lstat(join(path, _kit(path).par))
    except (OSError, ValueError):
        return False
    return here.st_dev != up.st_dev or here.st_ino == up.st_ino


def getsize(filename):
    return _posix.stat(filename).st_size


def getmtime(filename):
    return _posix.stat(filename).st_mtime


def getatime(filename):
    return _posix.stat(filename).st_atime


def getctime(filename):
    return _posix.stat(filename).st_ctime


def samestat(s1, s2):
    """True if two stat results describe the same file."""
    return s1.st_ino == s2.st_ino and s1.st_dev == s2.st_dev


def samefile(f1, f2):
    return samestat(_posix.stat(f1), _posix.stat(f2))


def sameopenfile(fp1, fp2):
    return samestat(_posix.fstat(fp1), _posix.fstat(fp2))


def realpath(filename, *, strict=False):
    """Canonical path: absolute, with every symbolic link resolved."""
    filename = _fspath(filename)
    k = _kit(filename)
    todo = [c for c in abspath(filename).split(k.sep) if c][::-1]
    done = k.sep
    hops = 0
    while todo:
        name = todo.pop()
        if name == k.cur:
            continue
        if name == k.par:
            done = split(done)[0] or k.sep
            continue
        candidate = join(done, name)
        try:
            st = _posix.lstat(candidate)
        except OSError:
            if strict:
                raise
            done = candidate
            continue
        if st.st_mode & _S_IFMT != _S_IFLNK:
            done = candidate
            continue
        hops += 1
        if hops > 40:
            if strict:
                raise OSError(40, 'Too many levels of symbolic links',
                              candidate)
            # Give up on resolving: keep the rest unresolved.
            done = join(candidate, *todo[::-1]) if todo else candidate
            break
        target = _posix.readlink(candidate)
        if isinstance(filename, bytes) and isinstance(target, str):
            target = target.encode('utf-8', 'surrogateescape')
        if target.startswith(k.sep):
            done = k.sep
        todo.extend([c for c in target.split(k.sep) if c][::-1])
    return done
