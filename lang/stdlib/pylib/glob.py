"""Filename globbing with shell patterns (cpjit).

Directory listings go through os (and so through the interpreter's
sandbox: an embedded VM without file access gets PermissionError rather
than an empty list).
"""

import fnmatch
import itertools
import os
import re
import sys

__all__ = ['glob', 'iglob', 'escape', 'translate']


def glob(pathname, *, root_dir=None, dir_fd=None, recursive=False,
         include_hidden=False):
    """Return the paths matching pathname, a shell pattern; '**' matches
    any files and directories below when recursive is true."""
    return list(iglob(pathname, root_dir=root_dir, dir_fd=dir_fd,
                      recursive=recursive, include_hidden=include_hidden))


def iglob(pathname, *, root_dir=None, dir_fd=None, recursive=False,
          include_hidden=False):
    """Return an iterator over the paths matching pathname."""
    sys.audit('glob.glob', pathname, recursive)
    sys.audit('glob.glob/2', pathname, recursive, root_dir, dir_fd)
    if dir_fd is not None:
        raise NotImplementedError('glob: dir_fd is not supported by cpjit')
    if root_dir is not None:
        root_dir = os.fspath(root_dir)
    else:
        root_dir = pathname[:0]
    it = _iglob(pathname, root_dir, recursive, False, include_hidden)
    if not pathname or recursive and _isrecursive(pathname[:2]):
        # '**' yields the empty name first for the directory itself: drop it
        try:
            first = next(it)
        except StopIteration:
            return iter(())
        if first:
            it = itertools.chain((first,), it)
    return it


def _iglob(pathname, root_dir, recursive, dironly, include_hidden):
    dirname, basename = os.path.split(pathname)
    if not has_magic(pathname):
        if basename:
            if _lexists(_join(root_dir, pathname)):
                yield pathname
        elif _isdir(_join(root_dir, dirname)):
            # a pattern ending in a separator names only directories
            yield pathname
        return
    if not dirname:
        if recursive and _isrecursive(basename):
            yield from _glob2(root_dir, basename, dironly, include_hidden)
        else:
            yield from _glob1(root_dir, basename, dironly, include_hidden)
        return
    if dirname != pathname and has_magic(dirname):
        dirs = _iglob(dirname, root_dir, recursive, True, include_hidden)
    else:
        dirs = [dirname]
    if not has_magic(basename):
        in_dir = _glob0
    elif recursive and _isrecursive(basename):
        in_dir = _glob2
    else:
        in_dir = _glob1
    for d in dirs:
        for name in in_dir(_join(root_dir, d), basename, dironly, include_hidden):
            yield os.path.join(d, name)


def _glob1(dirname, pattern, dironly, include_hidden=False):
    names = _listdir(dirname, dironly)
    if not (include_hidden or _ishidden(pattern)):
        names = [n for n in names if not _ishidden(n)]
    return fnmatch.filter(names, pattern)


def _glob0(dirname, basename, dironly, include_hidden=False):
    if basename:
        if _lexists(_join(dirname, basename)):
            return [basename]
    elif _isdir(dirname):
        return [basename]
    return []


def glob0(dirname, pattern):
    return _glob0(dirname, pattern, False)


def glob1(dirname, pattern):
    return _glob1(dirname, pattern, False)


def _glob2(dirname, pattern, dironly, include_hidden=False):
    if not dirname or _isdir(dirname):
        yield pattern[:0]
    yield from _rlistdir(dirname, dironly, include_hidden)


def _sandboxed(e):
    # the interpreter's own refusal carries no errno: let it through
    return isinstance(e, PermissionError) and e.errno is None


def _listdir(dirname, dironly):
    out = []
    try:
        with os.scandir(dirname or (os.curdir if isinstance(dirname, str) else os.curdir.encode())) as it:
            for entry in it:
                try:
                    if not dironly or entry.is_dir():
                        out.append(entry.name)
                except OSError as e:
                    if _sandboxed(e):
                        raise
    except OSError as e:
        if _sandboxed(e):
            raise
    return out


def _rlistdir(dirname, dironly, include_hidden=False):
    for name in _listdir(dirname, dironly):
        if include_hidden or not _ishidden(name):
            yield name
            path = _join(dirname, name) if dirname else name
            for sub in _rlistdir(path, dironly, include_hidden):
                yield _join(name, sub)


def _lexists(pathname):
    try:
        os.lstat(pathname)
    except OSError as e:
        if _sandboxed(e):
            raise
        return False
    except ValueError:
        return False
    return True


def _isdir(pathname):
    try:
        st = os.stat(pathname)
    except OSError as e:
        if _sandboxed(e):
            raise
        return False
    except ValueError:
        return False
    return (st.st_mode & 0o170000) == 0o040000


def _join(dirname, basename):
    if not dirname or not basename:
        return dirname or basename
    return os.path.join(dirname, basename)


magic_check = re.compile('([*?[])')
magic_check_bytes = re.compile(b'([*?[])')


def has_magic(s):
    if isinstance(s, bytes):
        return magic_check_bytes.search(s) is not None
    return magic_check.search(s) is not None


def _ishidden(path):
    return path[0] in ('.', b'.'[0])


def _isrecursive(pattern):
    return pattern == (b'**' if isinstance(pattern, bytes) else '**')


def escape(pathname):
    """Escape the special characters '*', '?' and '[' of pathname."""
    drive, pathname = os.path.splitdrive(pathname)
    if isinstance(pathname, bytes):
        pathname = magic_check_bytes.sub(br'[\1]', pathname)
    else:
        pathname = magic_check.sub(r'[\1]', pathname)
    return drive + pathname


_dir_open_flags = os.O_RDONLY


def translate(pat, *, recursive=False, include_hidden=False, seps=None):
    """Translate a pathname with shell wildcards into a regular expression
    string; '*' and '?' stay within one path segment."""
    if not seps:
        seps = (os.path.sep, os.path.altsep) if os.path.altsep else os.path.sep
    esc = ''.join(re.escape(s) for s in seps)
    any_sep = '[' + esc + ']' if len(seps) > 1 else esc
    not_sep = '[^' + esc + ']'
    if include_hidden:
        last_segment = not_sep + '+'
        segment = last_segment + any_sep
        any_segments = '(?:.+' + any_sep + ')?'
        any_last_segments = '.*'
    else:
        last_segment = '[^' + esc + '.]' + not_sep + '*'
        segment = last_segment + any_sep
        any_segments = '(?:' + segment + ')*'
        any_last_segments = any_segments + '(?:' + last_segment + ')?'
    out = []
    parts = re.split(any_sep, pat)
    last = len(parts) - 1
    for i, part in enumerate(parts):
        if part == '*':
            out.append(segment if i < last else last_segment)
        elif recursive and part == '**':
            if i < last:
                if parts[i + 1] != '**':
                    out.append(any_segments)
            else:
                out.append(any_last_segments)
        else:
            if part:
                if not include_hidden and part[0] in '*?':
                    out.append(r'(?!\.)')
                out.extend(fnmatch._translate(part, not_sep + '*', not_sep))
            if i < last:
                out.append(any_sep)
    return '(?s:' + ''.join(out) + ')\\Z'
