"""Cache lines from Python source files (cpjit's own linecache).

``cache`` maps a file name to ``(size, mtime, lines, fullname)``, or to a
1-tuple holding a function that returns the source (a lazy entry made by
``lazycache`` from a module's loader). Names such as ``<stdin>`` or
``<frozen os>`` have no file and give no lines.
"""

import functools
import os
import re
import sys

__all__ = ["getline", "clearcache", "checkcache", "lazycache"]

cache = {}


def clearcache():
    """Clear the cache entirely."""
    cache.clear()


def getline(filename, lineno, module_globals=None):
    """Get line lineno (1-based) from filename; '' when there is none."""
    lines = getlines(filename, module_globals)
    if 1 <= lineno <= len(lines):
        return lines[lineno - 1]
    return ''


def getlines(filename, module_globals=None):
    """Get the lines of filename, from the cache or read afresh."""
    entry = cache.get(filename)
    if entry is not None and len(entry) != 1:
        return entry[2]
    try:
        return updatecache(filename, module_globals)
    except MemoryError:
        clearcache()
        return []


def _pseudo(filename):
    return not filename or (filename.startswith('<') and filename.endswith('>'))


def checkcache(filename=None):
    """Discard cache entries whose file changed on disk (size or mtime) or
    vanished; with no argument, check every entry."""
    if filename is None:
        names = list(cache)
    elif filename in cache:
        names = [filename]
    else:
        return
    for name in names:
        entry = cache.get(name)
        if entry is None or len(entry) == 1:
            continue
        size, mtime, _lines, fullname = entry
        if mtime is None:
            continue
        try:
            st = os.stat(fullname)
        except (OSError, ValueError):
            cache.pop(name, None)
            continue
        if size != st.st_size or mtime != st.st_mtime:
            cache.pop(name, None)


_COOKIE = re.compile(r'^[ \t\f]*#.*?coding[:=][ \t]*([-\w.]+)')


def _encoding(head):
    """The source encoding named by a BOM or coding cookie in head."""
    if head.startswith(b'\xef\xbb\xbf'):
        return 'utf-8'
    for raw in head.splitlines()[:2]:
        try:
            text = raw.decode('latin-1')
        except UnicodeDecodeError:
            break
        m = _COOKIE.match(text)
        if m:
            enc = m.group(1).lower().replace('_', '-')
            if enc == 'utf-8' or enc.startswith('utf-8-'):
                return 'utf-8'
            if enc in ('latin-1', 'iso-8859-1', 'iso-latin-1') or \
                    enc.startswith(('latin-1-', 'iso-8859-1-', 'iso-latin-1-')):
                return 'iso-8859-1'
            return enc
        if text.strip() and not text.lstrip().startswith('#'):
            break
    return 'utf-8'


def _read_lines(fullname):
    with open(fullname, 'rb') as f:
        head = f.read(1024)
    enc = _encoding(head)
    with open(fullname, encoding=enc) as f:
        lines = f.readlines()
    # A UTF-8 BOM is not part of the source (decoded here as plain UTF-8).
    if lines and head.startswith(b'\xef\xbb\xbf') and lines[0].startswith('\ufeff'):
        lines[0] = lines[0][1:]
    return lines


def updatecache(filename, module_globals=None):
    """(Re)read filename into the cache and return its lines; [] when it
    cannot be found or read."""
    entry = cache.get(filename)
    if entry is not None and len(entry) != 1:
        cache.pop(filename, None)
    if _pseudo(filename):
        return []
    fullname = filename
    try:
        st = os.stat(fullname)
    except (OSError, ValueError, TypeError):
        if lazycache(filename, module_globals):
            try:
                data = cache[filename][0]()
            except (ImportError, OSError):
                pass
            else:
                if data is None:
                    return []
                cache[filename] = (len(data), None,
                                   [line + '\n' for line in data.splitlines()],
                                   fullname)
                return cache[filename][2]
        if not isinstance(filename, str) or os.path.isabs(filename):
            return []
        for dirname in sys.path:
            try:
                fullname = os.path.join(dirname, filename)
            except (TypeError, AttributeError):
                continue
            try:
                st = os.stat(fullname)
                break
            except (OSError, ValueError):
                pass
        else:
            return []
    try:
        lines = _read_lines(fullname)
    except (OSError, UnicodeDecodeError, SyntaxError, LookupError):
        return []
    if not lines:
        lines = ['\n']
    elif not lines[-1].endswith('\n'):
        lines[-1] += '\n'
    cache[filename] = st.st_size, st.st_mtime, lines, fullname
    return lines


def lazycache(filename, module_globals):
    """Seed the cache with a lazy entry for filename when module_globals
    has a loader with get_source; return True when an entry (lazy) is
    there. The source is only fetched by a later getline/getlines."""
    if filename in cache:
        return len(cache[filename]) == 1
    if _pseudo(filename):
        return False
    if module_globals and '__name__' in module_globals:
        spec = module_globals.get('__spec__')
        name = getattr(spec, 'name', None) or module_globals['__name__']
        loader = getattr(spec, 'loader', None)
        if loader is None:
            loader = module_globals.get('__loader__')
        get_source = getattr(loader, 'get_source', None)
        if name and get_source:
            cache[filename] = (functools.partial(get_source, name),)
            return True
    return False
