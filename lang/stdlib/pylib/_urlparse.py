"""Parse URLs into their parts and put them back together; quote and
unquote their pieces (cpjit's urllib.parse, our own code).

urlsplit()/urlparse() follow RFC 3986 with the same leniencies as
CPython 3.13 (WHATWG's stripping of leading controls and removal of tabs
and newlines); urljoin() resolves relative references; quote(),
unquote(), urlencode(), parse_qs() and parse_qsl() handle the
percent-encoding of paths and queries.
"""

__name__ = 'urllib.parse'

import functools
import re
from collections import namedtuple

__all__ = ["urlparse", "urlunparse", "urljoin", "urldefrag",
           "urlsplit", "urlunsplit", "urlencode", "parse_qs",
           "parse_qsl", "quote", "quote_plus", "quote_from_bytes",
           "unquote", "unquote_plus", "unquote_to_bytes",
           "DefragResult", "ParseResult", "SplitResult",
           "DefragResultBytes", "ParseResultBytes", "SplitResultBytes"]

# schemes by what their URLs may hold
uses_relative = ['', 'ftp', 'http', 'gopher', 'nntp', 'imap', 'wais', 'file',
                 'https', 'shttp', 'mms', 'prospero', 'rtsp', 'rtsps', 'rtspu',
                 'sftp', 'svn', 'svn+ssh', 'ws', 'wss']
uses_netloc = ['', 'ftp', 'http', 'gopher', 'nntp', 'telnet', 'imap', 'wais',
               'file', 'mms', 'https', 'shttp', 'snews', 'prospero', 'rtsp',
               'rtsps', 'rtspu', 'rsync', 'svn', 'svn+ssh', 'sftp', 'nfs', 'git',
               'git+ssh', 'ws', 'wss', 'itms-services']
uses_params = ['', 'ftp', 'hdl', 'prospero', 'http', 'imap', 'https', 'shttp',
               'rtsp', 'rtsps', 'rtspu', 'sip', 'sips', 'mms', 'sftp', 'tel']
non_hierarchical = ['gopher', 'hdl', 'mailto', 'news', 'telnet', 'wais',
                    'imap', 'snews', 'sip', 'sips']
uses_query = ['', 'http', 'wais', 'imap', 'https', 'shttp', 'mms', 'gopher',
              'rtsp', 'rtsps', 'rtspu', 'sip', 'sips']
uses_fragment = ['', 'ftp', 'hdl', 'http', 'gopher', 'news', 'nntp', 'wais',
                 'https', 'shttp', 'snews', 'file', 'prospero']

scheme_chars = ('abcdefghijklmnopqrstuvwxyz'
                'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
                '0123456789'
                '+-.')

# C0 controls and space, stripped from the start of a URL (WHATWG)
_C0_OR_SPACE = ''.join(chr(i) for i in range(0x21))
# removed wherever they appear
_TAB_AND_NEWLINES = ('\t', '\r', '\n')


def clear_cache():
    """Forget the cached results of urlsplit() and the quoters."""
    urlsplit.cache_clear()
    _quoter_for.cache_clear()


# --- str and bytes --------------------------------------------------------

def _noop(obj):
    return obj


def _encode_result(obj, encoding='ascii', errors='strict'):
    return obj.encode(encoding, errors)


def _coerce_args(*args):
    """Return the arguments as str, plus the function that turns a result
    back into the arguments' type."""
    is_str = isinstance(args[0], str)
    for arg in args[1:]:
        # '' stands for "not given" in either type
        if arg and isinstance(arg, str) != is_str:
            raise TypeError("Cannot mix str and non-str arguments")
    if is_str:
        return args + (_noop,)
    return tuple(x.decode('ascii', 'strict') if x else '' for x in args) + (_encode_result,)


# --- result types ---------------------------------------------------------

class _ResultMixinStr(object):
    __slots__ = ()

    def encode(self, encoding='ascii', errors='strict'):
        return self._encoded_counterpart(*(x.encode(encoding, errors) for x in self))


class _ResultMixinBytes(object):
    __slots__ = ()

    def decode(self, encoding='ascii', errors='strict'):
        return self._decoded_counterpart(*(x.decode(encoding, errors) for x in self))


class _NetlocResultMixinBase(object):
    """username, password, hostname and port, read from netloc."""
    __slots__ = ()

    @property
    def username(self):
        return self._userinfo[0]

    @property
    def password(self):
        return self._userinfo[1]

    @property
    def hostname(self):
        host = self._hostinfo[0]
        if not host:
            return None
        # the zone of a scoped IPv6 address keeps its case
        sep = '%' if isinstance(host, str) else b'%'
        host, pct, zone = host.partition(sep)
        return host.lower() + pct + zone

    @property
    def port(self):
        port = self._hostinfo[1]
        if port is not None:
            if port.isdigit() and port.isascii():
                port = int(port)
            else:
                raise ValueError(f"Port could not be cast to integer value as {port!r}")
            if not 0 <= port <= 65535:
                raise ValueError("Port out of range 0-65535")
        return port

    @classmethod
    def __class_getitem__(cls, item):
        import types
        return types.GenericAlias(cls, item)


def _split_userinfo(netloc, at, colon):
    userinfo, has_at, _ = netloc.rpartition(at)
    if not has_at:
        return None, None
    user, has_colon, password = userinfo.partition(colon)
    return user, (password if has_colon else None)


def _split_hostinfo(netloc, at, colon, lbr, rbr):
    hostinfo = netloc.rpartition(at)[2]
    _, has_bracket, rest = hostinfo.partition(lbr)
    if has_bracket:
        host, _, after = rest.partition(rbr)
        port = after.partition(colon)[2]
    else:
        host, _, port = hostinfo.partition(colon)
    return host, (port or None)


class _NetlocResultMixinStr(_NetlocResultMixinBase, _ResultMixinStr):
    __slots__ = ()

    @property
    def _userinfo(self):
        return _split_userinfo(self.netloc, '@', ':')

    @property
    def _hostinfo(self):
        return _split_hostinfo(self.netloc, '@', ':', '[', ']')


class _NetlocResultMixinBytes(_NetlocResultMixinBase, _ResultMixinBytes):
    __slots__ = ()

    @property
    def _userinfo(self):
        return _split_userinfo(self.netloc, b'@', b':')

    @property
    def _hostinfo(self):
        return _split_hostinfo(self.netloc, b'@', b':', b'[', b']')


_DefragResultBase = namedtuple('DefragResult', 'url fragment')
_SplitResultBase = namedtuple('SplitResult', 'scheme netloc path query fragment')
_ParseResultBase = namedtuple('ParseResult', 'scheme netloc path params query fragment')

ResultBase = _NetlocResultMixinStr


class DefragResult(_DefragResultBase, _ResultMixinStr):
    __slots__ = ()

    def geturl(self):
        return self.url + '#' + self.fragment if self.fragment else self.url


class SplitResult(_SplitResultBase, _NetlocResultMixinStr):
    __slots__ = ()

    def geturl(self):
        return urlunsplit(self)


class ParseResult(_ParseResultBase, _NetlocResultMixinStr):
    __slots__ = ()

    def geturl(self):
        return urlunparse(self)


class DefragResultBytes(_DefragResultBase, _ResultMixinBytes):
    __slots__ = ()

    def geturl(self):
        return self.url + b'#' + self.fragment if self.fragment else self.url


class SplitResultBytes(_SplitResultBase, _NetlocResultMixinBytes):
    __slots__ = ()

    def geturl(self):
        return urlunsplit(self)


class ParseResultBytes(_ParseResultBase, _NetlocResultMixinBytes):
    __slots__ = ()

    def geturl(self):
        return urlunparse(self)


for _s, _b in ((DefragResult, DefragResultBytes), (SplitResult, SplitResultBytes),
               (ParseResult, ParseResultBytes)):
    _s._encoded_counterpart = _b
    _b._decoded_counterpart = _s
del _s, _b


# --- splitting ------------------------------------------------------------

def urlparse(url, scheme='', allow_fragments=True):
    """Split url into (scheme, netloc, path, params, query, fragment), as
    a ParseResult (ParseResultBytes for bytes); scheme is the default
    scheme. Percent-escapes stay as they are."""
    url, scheme, coerce = _coerce_args(url, scheme)
    scheme, netloc, url, params, query, fragment = _urlparse(url, scheme, allow_fragments)
    return coerce(ParseResult(scheme or '', netloc or '', url, params or '',
                              query or '', fragment or ''))


def _urlparse(url, scheme=None, allow_fragments=True):
    scheme, netloc, url, query, fragment = _urlsplit(url, scheme, allow_fragments)
    params = None
    if (scheme or '') in uses_params and ';' in url:
        url, params = _splitparams(url, allow_none=True)
    return scheme, netloc, url, params, query, fragment


def _splitparams(url, allow_none=False):
    # parameters belong to the last path segment
    start = url.rfind('/') if '/' in url else 0
    i = url.find(';', start)
    if i < 0:
        return url, (None if allow_none else '')
    return url[:i], url[i + 1:]


def _splitnetloc(url, start=0):
    end = len(url)
    for c in '/?#':
        k = url.find(c, start)
        if 0 <= k < end:
            end = k
    return url[start:end], url[end:]


def _checknetloc(netloc):
    if not netloc or netloc.isascii():
        return
    try:
        import unicodedata
    except ImportError:
        return
    n = netloc
    for c in '@:#?':
        n = n.replace(c, '')
    normalized = unicodedata.normalize('NFKC', n)
    if n == normalized:
        return
    for c in '/?#@:':
        if c in normalized:
            raise ValueError("netloc '" + netloc + "' contains invalid "
                             "characters under NFKC normalization")


def _is_ipv4(s):
    parts = s.split('.')
    if len(parts) != 4:
        return False
    for p in parts:
        if not (p.isascii() and p.isdigit()) or len(p) > 3:
            return False
        if len(p) > 1 and p[0] == '0':
            return False
        if int(p) > 255:
            return False
    return True


def _is_ipv6(s):
    addr, pct, zone = s.partition('%')
    if pct and (not zone or '%' in zone):
        return False
    groups_max = 8
    if '.' in addr:
        head, _, v4 = addr.rpartition(':')
        if not _is_ipv4(v4):
            return False
        addr = head + ':0:0'
    if addr.count('::') > 1:
        return False
    hexdigits = '0123456789abcdefABCDEF'

    def ok(groups):
        return all(1 <= len(g) <= 4 and all(c in hexdigits for c in g) for g in groups)
    if '::' in addr:
        left, _, right = addr.partition('::')
        lg = left.split(':') if left else []
        rg = right.split(':') if right else []
        return ok(lg) and ok(rg) and len(lg) + len(rg) <= groups_max - 1
    groups = addr.split(':')
    return len(groups) == groups_max and ok(groups)


def _check_bracketed_host(host):
    if host.startswith('v'):
        if not re.match(r'\Av[a-fA-F0-9]+\..+\Z', host):
            raise ValueError("IPvFuture address is invalid")
        return
    if _is_ipv4(host):
        raise ValueError("An IPv4 address cannot be in brackets")
    if not _is_ipv6(host):
        raise ValueError(f"{host!r} does not appear to be an IPv4 or IPv6 address")


@functools.lru_cache(typed=True)
def urlsplit(url, scheme='', allow_fragments=True):
    """Split url into (scheme, netloc, path, query, fragment), as a
    SplitResult (SplitResultBytes for bytes)."""
    url, scheme, coerce = _coerce_args(url, scheme)
    scheme, netloc, url, query, fragment = _urlsplit(url, scheme, allow_fragments)
    return coerce(SplitResult(scheme or '', netloc or '', url, query or '', fragment or ''))


def _urlsplit(url, scheme=None, allow_fragments=True):
    # trailing spaces are kept: some applications rely on them
    url = url.lstrip(_C0_OR_SPACE)
    for c in _TAB_AND_NEWLINES:
        url = url.replace(c, '')
    if scheme is not None:
        scheme = scheme.strip(_C0_OR_SPACE)
        for c in _TAB_AND_NEWLINES:
            scheme = scheme.replace(c, '')
    netloc = query = fragment = None
    colon = url.find(':')
    if colon > 0 and url[0].isascii() and url[0].isalpha() and \
            all(c in scheme_chars for c in url[:colon]):
        scheme, url = url[:colon].lower(), url[colon + 1:]
    if url[:2] == '//':
        netloc, url = _splitnetloc(url, 2)
        if ('[' in netloc) != (']' in netloc):
            raise ValueError("Invalid IPv6 URL")
        if '[' in netloc:
            _check_bracketed_host(netloc.partition('[')[2].partition(']')[0])
    if allow_fragments and '#' in url:
        url, fragment = url.split('#', 1)
    if '?' in url:
        url, query = url.split('?', 1)
    _checknetloc(netloc)
    return scheme, netloc, url, query, fragment


def urlunparse(components):
    """Join the six parts urlparse() returns back into a URL."""
    scheme, netloc, url, params, query, fragment, coerce = _coerce_args(*components)
    if params:
        url = '%s;%s' % (url, params)
    return coerce(_join_parts(scheme, netloc, url, query, fragment))


def urlunsplit(components):
    """Join the five parts urlsplit() returns back into a URL."""
    scheme, netloc, url, query, fragment, coerce = _coerce_args(*components)
    return coerce(_join_parts(scheme, netloc, url, query, fragment))


def _join_parts(scheme, netloc, url, query, fragment):
    if netloc:
        if url and url[:1] != '/':
            url = '/' + url
        url = '//' + netloc + url
    elif url[:2] == '//':
        url = '//' + url
    elif scheme and scheme in uses_netloc and (not url or url[:1] == '/'):
        url = '//' + url
    if scheme:
        url = scheme + ':' + url
    if query:
        url = url + '?' + query
    if fragment:
        url = url + '#' + fragment
    return url


def urljoin(base, url, allow_fragments=True):
    """Resolve url against the base URL (RFC 3986, section 5)."""
    if not base:
        return url
    if not url:
        return base
    base, url, coerce = _coerce_args(base, url)

    def parse(u, default):
        s, n, p, a, q, f = _urlparse(u, default, allow_fragments)
        return s or '', n or '', p, a or '', q or '', f or ''
    bscheme, bnetloc, bpath, bparams, bquery, bfragment = parse(base, '')
    scheme, netloc, path, params, query, fragment = parse(url, bscheme)
    if scheme != bscheme or scheme not in uses_relative:
        return coerce(url)
    if scheme in uses_netloc:
        if netloc:
            return coerce(urlunparse((scheme, netloc, path, params, query, fragment)))
        netloc = bnetloc
    if not path and not params:
        path, params = bpath, bparams
        if not query:
            query = bquery
        return coerce(urlunparse((scheme, netloc, path, params, query, fragment)))

    base_dirs = bpath.split('/')
    if base_dirs[-1] != '':
        # the base's last segment is a file, not a directory
        del base_dirs[-1]
    if path[:1] == '/':
        segments = path.split('/')
    else:
        segments = base_dirs + path.split('/')
        # empty inner segments would double the slashes
        segments[1:-1] = [s for s in segments[1:-1] if s]
    resolved = []
    for seg in segments:
        if seg == '..':
            if resolved:
                resolved.pop()
        elif seg != '.':
            resolved.append(seg)
    if segments[-1] in ('.', '..'):
        resolved.append('')
    return coerce(urlunparse((scheme, netloc, '/'.join(resolved) or '/',
                              params, query, fragment)))


def urldefrag(url):
    """Split url into (url without fragment, fragment)."""
    url, coerce = _coerce_args(url)
    if '#' in url:
        s, n, p, a, q, frag = _urlparse(url)
        defrag = urlunparse((s or '', n or '', p, a or '', q or '', ''))
    else:
        frag = ''
        defrag = url
    return coerce(DefragResult(defrag, frag or ''))


# --- unquoting ------------------------------------------------------------

_HEX = '0123456789ABCDEFabcdef'
_hex_bytes = None


def unquote_to_bytes(string):
    """Decode %xx escapes into bytes: unquote_to_bytes('a%20b') == b'a b'."""
    return bytes(_unquote_bytes(string))


def _unquote_bytes(string):
    if not string:
        string.split  # anything else than a string fails here
        return b''
    if isinstance(string, str):
        string = string.encode('utf-8')
    pieces = string.split(b'%')
    if len(pieces) == 1:
        return string
    global _hex_bytes
    if _hex_bytes is None:
        _hex_bytes = {(a + b).encode(): bytes([int(a + b, 16)]) for a in _HEX for b in _HEX}
    out = bytearray(pieces[0])
    for piece in pieces[1:]:
        b = _hex_bytes.get(piece[:2])
        if b is None:
            out += b'%'
            out += piece
        else:
            out += b
            out += piece[2:]
    return out


_ascii_run = re.compile('([\x00-\x7f]+)')


def unquote(string, encoding='utf-8', errors='replace'):
    """Replace %xx escapes by the characters they encode (as encoding,
    with errors handled as errors says)."""
    if isinstance(string, bytes):
        return _unquote_bytes(string).decode(encoding, errors)
    if '%' not in string:
        string.split
        return string
    if encoding is None:
        encoding = 'utf-8'
    if errors is None:
        errors = 'replace'
    out = []
    last = 0
    for m in _ascii_run.finditer(string):
        start, end = m.span()
        out.append(string[last:start])
        out.append(_unquote_bytes(m.group(1)).decode(encoding, errors))
        last = end
    out.append(string[last:])
    return ''.join(out)


def unquote_plus(string, encoding='utf-8', errors='replace'):
    """Like unquote(), and '+' means a space (HTML form values)."""
    return unquote(string.replace('+', ' '), encoding, errors)


def parse_qs(qs, keep_blank_values=False, strict_parsing=False,
             encoding='utf-8', errors='replace', max_num_fields=None, separator='&'):
    """Parse a query string into a dict mapping each name to the list of
    its values."""
    result = {}
    for name, value in parse_qsl(qs, keep_blank_values, strict_parsing,
                                 encoding=encoding, errors=errors,
                                 max_num_fields=max_num_fields, separator=separator):
        result.setdefault(name, []).append(value)
    return result


def parse_qsl(qs, keep_blank_values=False, strict_parsing=False,
              encoding='utf-8', errors='replace', max_num_fields=None, separator='&'):
    """Parse a query string into a list of (name, value) pairs."""
    if not separator or not isinstance(separator, (str, bytes)):
        raise ValueError("Separator must be of type string or bytes.")
    if isinstance(qs, str):
        if not isinstance(separator, str):
            separator = str(separator, 'ascii')
        eq = '='

        def decode(s):
            return unquote_plus(s, encoding=encoding, errors=errors)
    else:
        if not qs:
            return []
        # memoryview() refuses ints and other iterables bytes() would take
        qs = bytes(memoryview(qs))
        if isinstance(separator, str):
            separator = bytes(separator, 'ascii')
        eq = b'='

        def decode(s):
            return unquote_to_bytes(s.replace(b'+', b' '))
    if not qs:
        return []
    if max_num_fields is not None and max_num_fields < 1 + qs.count(separator):
        raise ValueError('Max number of fields exceeded')
    pairs = []
    for field in qs.split(separator):
        if not field and not strict_parsing:
            continue
        name, has_eq, value = field.partition(eq)
        if not has_eq and strict_parsing:
            raise ValueError("bad query field: %r" % (field,))
        if value or keep_blank_values:
            pairs.append((decode(name), decode(value)))
    return pairs


# --- quoting --------------------------------------------------------------

_ALWAYS_SAFE = frozenset(b'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
                         b'abcdefghijklmnopqrstuvwxyz'
                         b'0123456789'
                         b'_.-~')
_ALWAYS_SAFE_BYTES = bytes(_ALWAYS_SAFE)


@functools.lru_cache
def _quoter_for(safe):
    """The table from byte value to its quoted text, for a safe set."""
    ok = _ALWAYS_SAFE.union(safe)
    return tuple(chr(b) if b in ok else '%{:02X}'.format(b) for b in range(256))


def quote(string, safe='/', encoding=None, errors=None):
    """Percent-encode string (str, encoded first with encoding, or bytes)
    except for letters, digits, '_.-~' and the characters of safe."""
    if isinstance(string, str):
        if not string:
            return string
        if encoding is None:
            encoding = 'utf-8'
        if errors is None:
            errors = 'strict'
        string = string.encode(encoding, errors)
    else:
        if encoding is not None:
            raise TypeError("quote() doesn't support 'encoding' for bytes")
        if errors is not None:
            raise TypeError("quote() doesn't support 'errors' for bytes")
    return quote_from_bytes(string, safe)


def quote_plus(string, safe='', encoding=None, errors=None):
    """Like quote(), but spaces become '+' (HTML form values), and '/' is
    not safe by default."""
    if (isinstance(string, str) and ' ' not in string) or \
            (isinstance(string, bytes) and b' ' not in string):
        return quote(string, safe, encoding, errors)
    space = ' ' if isinstance(safe, str) else b' '
    return quote(string, safe + space, encoding, errors).replace(' ', '+')


def quote_from_bytes(bs, safe='/'):
    """Like quote(), for bytes, always returning an ASCII str."""
    if not isinstance(bs, (bytes, bytearray)):
        raise TypeError("quote_from_bytes() expected bytes")
    if not bs:
        return ''
    if isinstance(safe, str):
        safe = safe.encode('ascii', 'ignore')
    else:
        safe = bytes(c for c in safe if c < 128)
    if not bs.rstrip(_ALWAYS_SAFE_BYTES + safe):
        return bs.decode()
    table = _quoter_for(safe)
    return ''.join([table[b] for b in bs])


def urlencode(query, doseq=False, safe='', encoding=None, errors=None,
              quote_via=quote_plus):
    """Encode a mapping or a sequence of pairs as a query string; with
    doseq, sequence values give one name=value per element."""
    if hasattr(query, 'items'):
        query = query.items()
    else:
        try:
            if len(query) and not isinstance(query[0], tuple):
                raise TypeError
        except TypeError as err:
            raise TypeError("not a valid non-string sequence "
                            "or mapping object") from err

    def enc(x):
        if isinstance(x, bytes):
            return quote_via(x, safe)
        return quote_via(str(x), safe, encoding, errors)
    out = []
    for k, v in query:
        k = enc(k)
        if not doseq or isinstance(v, (str, bytes)):
            out.append(k + '=' + enc(v))
            continue
        try:
            len(v)
        except TypeError:
            out.append(k + '=' + enc(v))
        else:
            for elt in v:
                out.append(k + '=' + enc(elt))
    return '&'.join(out)


def unwrap(url):
    """Turn '<URL:scheme://host/path>' into 'scheme://host/path'."""
    url = str(url).strip()
    if url[:1] == '<' and url[-1:] == '>':
        url = url[1:-1].strip()
    if url[:4] == 'URL:':
        url = url[4:].strip()
    return url
