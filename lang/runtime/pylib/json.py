"""JSON (JavaScript Object Notation) <https://json.org> encoder and decoder.

cpjit's single-module version of CPython's json package (encoder, decoder
and scanner written without the re module); output and error messages are
CPython's.
"""

__all__ = [
    'dump', 'dumps', 'load', 'loads',
    'JSONDecoder', 'JSONDecodeError', 'JSONEncoder',
]

__version__ = '2.0.9'

INFINITY = float('inf')


# ---------------------------------------------------------------- errors

class JSONDecodeError(ValueError):
    """Subclass of ValueError with the following additional properties:

    msg: The unformatted error message
    doc: The JSON document being parsed
    pos: The start index of doc where parsing failed
    lineno: The line corresponding to pos
    colno: The column corresponding to pos

    """
    def __init__(self, msg, doc, pos):
        lineno = doc.count('\n', 0, pos) + 1
        colno = pos - doc.rfind('\n', 0, pos)
        errmsg = '%s: line %d column %d (char %d)' % (msg, lineno, colno, pos)
        ValueError.__init__(self, errmsg)
        self.msg = msg
        self.doc = doc
        self.pos = pos
        self.lineno = lineno
        self.colno = colno

    def __reduce__(self):
        return self.__class__, (self.msg, self.doc, self.pos)


JSONDecodeError.__module__ = 'json.decoder'

# ---------------------------------------------------------------- encoder

_ESCAPE_DCT = {
    '\\': '\\\\',
    '"': '\\"',
    '\b': '\\b',
    '\f': '\\f',
    '\n': '\\n',
    '\r': '\\r',
    '\t': '\\t',
}
for _i in range(0x20):
    _ESCAPE_DCT.setdefault(chr(_i), '\\u{0:04x}'.format(_i))
del _i


def py_encode_basestring(s):
    """Return a JSON representation of a Python string"""
    out = []
    for c in s:
        e = _ESCAPE_DCT.get(c)
        out.append(e if e is not None else c)
    return '"' + ''.join(out) + '"'


encode_basestring = py_encode_basestring


def py_encode_basestring_ascii(s):
    """Return an ASCII-only JSON representation of a Python string"""
    out = []
    for c in s:
        e = _ESCAPE_DCT.get(c)
        if e is not None:
            out.append(e)
        elif ' ' <= c <= '~':
            out.append(c)
        else:
            n = ord(c)
            if n < 0x10000:
                out.append('\\u{0:04x}'.format(n))
            else:
                # surrogate pair
                n -= 0x10000
                s1 = 0xd800 | ((n >> 10) & 0x3ff)
                s2 = 0xdc00 | (n & 0x3ff)
                out.append('\\u{0:04x}\\u{1:04x}'.format(s1, s2))
    return '"' + ''.join(out) + '"'


encode_basestring_ascii = py_encode_basestring_ascii


class JSONEncoder(object):
    """Extensible JSON <https://json.org> encoder for Python data structures."""
    item_separator = ', '
    key_separator = ': '

    def __init__(self, *, skipkeys=False, ensure_ascii=True,
                 check_circular=True, allow_nan=True, sort_keys=False,
                 indent=None, separators=None, default=None):
        self.skipkeys = skipkeys
        self.ensure_ascii = ensure_ascii
        self.check_circular = check_circular
        self.allow_nan = allow_nan
        self.sort_keys = sort_keys
        self.indent = indent
        if separators is not None:
            self.item_separator, self.key_separator = separators
        elif indent is not None:
            self.item_separator = ','
        if default is not None:
            self.default = default

    def default(self, o):
        """Implement this method in a subclass such that it returns
        a serializable object for ``o``, or calls the base implementation
        (to raise a ``TypeError``).
        """
        raise TypeError(f'Object of type {o.__class__.__name__} '
                        f'is not JSON serializable')

    def encode(self, o):
        """Return a JSON string representation of a Python data structure."""
        if isinstance(o, str):
            if self.ensure_ascii:
                return encode_basestring_ascii(o)
            else:
                return encode_basestring(o)
        chunks = self.iterencode(o, _one_shot=True)
        if not isinstance(chunks, (list, tuple)):
            chunks = list(chunks)
        return ''.join(chunks)

    def iterencode(self, o, _one_shot=False):
        """Encode the given object and yield each string
        representation as available.
        """
        if self.check_circular:
            markers = {}
        else:
            markers = None
        if self.ensure_ascii:
            _encoder = encode_basestring_ascii
        else:
            _encoder = encode_basestring

        def floatstr(o, allow_nan=self.allow_nan,
                     _repr=float.__repr__, _inf=INFINITY, _neginf=-INFINITY):
            if o != o:
                text = 'NaN'
            elif o == _inf:
                text = 'Infinity'
            elif o == _neginf:
                text = '-Infinity'
            else:
                return _repr(o)

            if not allow_nan:
                raise ValueError(
                    "Out of range float values are not JSON compliant: " +
                    repr(o))

            return text

        _iterencode = _make_iterencode(
            markers, self.default, _encoder, self.indent, floatstr,
            self.key_separator, self.item_separator, self.sort_keys,
            self.skipkeys, _one_shot)
        return _iterencode(o, 0)


def _make_iterencode(markers, _default, _encoder, _indent, _floatstr,
                     _key_separator, _item_separator, _sort_keys, _skipkeys, _one_shot,
                     ValueError=ValueError,
                     dict=dict,
                     float=float,
                     id=id,
                     int=int,
                     isinstance=isinstance,
                     list=list,
                     str=str,
                     tuple=tuple,
                     _intstr=int.__repr__,
                     ):

    if _indent is not None and not isinstance(_indent, str):
        _indent = ' ' * _indent

    def _iterencode_list(lst, _current_indent_level):
        if not lst:
            yield '[]'
            return
        if markers is not None:
            markerid = id(lst)
            if markerid in markers:
                raise ValueError("Circular reference detected")
            markers[markerid] = lst
        buf = '['
        if _indent is not None:
            _current_indent_level += 1
            newline_indent = '\n' + _indent * _current_indent_level
            separator = _item_separator + newline_indent
            buf += newline_indent
        else:
            newline_indent = None
            separator = _item_separator
        first = True
        for value in lst:
            if first:
                first = False
            else:
                buf = separator
            if isinstance(value, str):
                yield buf + _encoder(value)
            elif value is None:
                yield buf + 'null'
            elif value is True:
                yield buf + 'true'
            elif value is False:
                yield buf + 'false'
            elif isinstance(value, int):
                yield buf + _intstr(value)
            elif isinstance(value, float):
                yield buf + _floatstr(value)
            else:
                yield buf
                if isinstance(value, (list, tuple)):
                    chunks = _iterencode_list(value, _current_indent_level)
                elif isinstance(value, dict):
                    chunks = _iterencode_dict(value, _current_indent_level)
                else:
                    chunks = _iterencode(value, _current_indent_level)
                yield from chunks
        if newline_indent is not None:
            _current_indent_level -= 1
            yield '\n' + _indent * _current_indent_level
        yield ']'
        if markers is not None:
            del markers[markerid]

    def _iterencode_dict(dct, _current_indent_level):
        if not dct:
            yield '{}'
            return
        if markers is not None:
            markerid = id(dct)
            if markerid in markers:
                raise ValueError("Circular reference detected")
            markers[markerid] = dct
        yield '{'
        if _indent is not None:
            _current_indent_level += 1
            newline_indent = '\n' + _indent * _current_indent_level
            item_separator = _item_separator + newline_indent
            yield newline_indent
        else:
            newline_indent = None
            item_separator = _item_separator
        first = True
        if _sort_keys:
            items = sorted(dct.items())
        else:
            items = dct.items()
        for key, value in items:
            if isinstance(key, str):
                pass
            elif isinstance(key, float):
                key = _floatstr(key)
            elif key is True:
                key = 'true'
            elif key is False:
                key = 'false'
            elif key is None:
                key = 'null'
            elif isinstance(key, int):
                key = _intstr(key)
            elif _skipkeys:
                continue
            else:
                raise TypeError(f'keys must be str, int, float, bool or None, '
                                f'not {key.__class__.__name__}')
            if first:
                first = False
            else:
                yield item_separator
            yield _encoder(key)
            yield _key_separator
            if isinstance(value, str):
                yield _encoder(value)
            elif value is None:
                yield 'null'
            elif value is True:
                yield 'true'
            elif value is False:
                yield 'false'
            elif isinstance(value, int):
                yield _intstr(value)
            elif isinstance(value, float):
                yield _floatstr(value)
            else:
                if isinstance(value, (list, tuple)):
                    chunks = _iterencode_list(value, _current_indent_level)
                elif isinstance(value, dict):
                    chunks = _iterencode_dict(value, _current_indent_level)
                else:
                    chunks = _iterencode(value, _current_indent_level)
                yield from chunks
        if newline_indent is not None:
            _current_indent_level -= 1
            yield '\n' + _indent * _current_indent_level
        yield '}'
        if markers is not None:
            del markers[markerid]

    def _iterencode(o, _current_indent_level):
        if isinstance(o, str):
            yield _encoder(o)
        elif o is None:
            yield 'null'
        elif o is True:
            yield 'true'
        elif o is False:
            yield 'false'
        elif isinstance(o, int):
            yield _intstr(o)
        elif isinstance(o, float):
            yield _floatstr(o)
        elif isinstance(o, (list, tuple)):
            yield from _iterencode_list(o, _current_indent_level)
        elif isinstance(o, dict):
            yield from _iterencode_dict(o, _current_indent_level)
        else:
            if markers is not None:
                markerid = id(o)
                if markerid in markers:
                    raise ValueError("Circular reference detected")
                markers[markerid] = o
            o = _default(o)
            yield from _iterencode(o, _current_indent_level)
            if markers is not None:
                del markers[markerid]
    return _iterencode


# ---------------------------------------------------------------- decoder

NaN = float('nan')
PosInf = float('inf')
NegInf = float('-inf')

_CONSTANTS = {
    '-Infinity': NegInf,
    'Infinity': PosInf,
    'NaN': NaN,
}

_BACKSLASH = {
    '"': '"', '\\': '\\', '/': '/',
    'b': '\b', 'f': '\f', 'n': '\n', 'r': '\r', 't': '\t',
}

_WS = ' \t\n\r'
_HEX = '0123456789abcdefABCDEF'


def _skip_ws(s, end):
    n = len(s)
    while end < n and s[end] in _WS:
        end += 1
    return end


def _decode_uXXXX(s, pos):
    esc = s[pos + 1:pos + 5]
    if len(esc) == 4 and esc[1] not in 'xX' and all(c in _HEX for c in esc):
        return int(esc, 16)
    msg = "Invalid \\uXXXX escape"
    raise JSONDecodeError(msg, s, pos)


def py_scanstring(s, end, strict=True):
    """Scan the string s for a JSON string. End is the index of the
    character in s after the quote that started the JSON string."""
    chunks = []
    _append = chunks.append
    begin = end - 1
    n = len(s)
    while 1:
        # find the next terminator: ", \ or a control character
        i = end
        while i < n:
            c = s[i]
            if c == '"' or c == '\\' or c < ' ':
                break
            i += 1
        if i >= n:
            raise JSONDecodeError("Unterminated string starting at", s, begin)
        content = s[end:i]
        terminator = s[i]
        end = i + 1
        if content:
            _append(content)
        if terminator == '"':
            break
        elif terminator != '\\':
            if strict:
                raise JSONDecodeError("Invalid control character at", s, end - 1)
            else:
                _append(terminator)
                continue
        try:
            esc = s[end]
        except IndexError:
            raise JSONDecodeError("Unterminated string starting at",
                                  s, begin) from None
        if esc != 'u':
            try:
                char = _BACKSLASH[esc]
            except KeyError:
                raise JSONDecodeError("Invalid \\escape", s, end - 1)
            end += 1
        else:
            uni = _decode_uXXXX(s, end)
            end += 5
            if 0xd800 <= uni <= 0xdbff and s[end:end + 2] == '\\u':
                uni2 = _decode_uXXXX(s, end + 1)
                if 0xdc00 <= uni2 <= 0xdfff:
                    uni = 0x10000 + (((uni - 0xd800) << 10) | (uni2 - 0xdc00))
                    end += 6
            char = chr(uni)
        _append(char)
    return ''.join(chunks), end


scanstring = py_scanstring


def _match_number(s, idx):
    """Match -?(0|[1-9]\\d*)(\\.\\d+)?([eE][-+]?\\d+)? at idx; return
    (integer, frac, exp, end) or None."""
    n = len(s)
    i = idx
    if i < n and s[i] == '-':
        i += 1
    if i < n and s[i] == '0':
        i += 1
    elif i < n and '1' <= s[i] <= '9':
        i += 1
        while i < n and '0' <= s[i] <= '9':
            i += 1
    else:
        return None
    integer = s[idx:i]
    frac = exp = ''
    if i + 1 < n and s[i] == '.' and '0' <= s[i + 1] <= '9':
        j = i + 1
        while j < n and '0' <= s[j] <= '9':
            j += 1
        frac = s[i:j]
        i = j
    if i < n and s[i] in 'eE':
        j = i + 1
        if j < n and s[j] in '+-':
            j += 1
        if j < n and '0' <= s[j] <= '9':
            while j < n and '0' <= s[j] <= '9':
                j += 1
            exp = s[i:j]
            i = j
    return integer, frac, exp, i


class JSONDecoder(object):
    """Simple JSON <https://json.org> decoder"""

    def __init__(self, *, object_hook=None, parse_float=None,
                 parse_int=None, parse_constant=None, strict=True,
                 object_pairs_hook=None):
        self.object_hook = object_hook
        self.parse_float = parse_float or float
        self.parse_int = parse_int or int
        self.parse_constant = parse_constant or _CONSTANTS.__getitem__
        self.strict = strict
        self.object_pairs_hook = object_pairs_hook
        self.memo = {}

    def decode(self, s, _w=None):
        """Return the Python representation of ``s`` (a ``str`` instance
        containing a JSON document).
        """
        obj, end = self.raw_decode(s, idx=_skip_ws(s, 0))
        end = _skip_ws(s, end)
        if end != len(s):
            raise JSONDecodeError("Extra data", s, end)
        return obj

    def raw_decode(self, s, idx=0):
        """Decode a JSON document from ``s`` (a ``str`` beginning with
        a JSON document) and return a 2-tuple of the Python
        representation and the index in ``s`` where the document ended.
        """
        try:
            obj, end = self._scan_once(s, idx)
        except StopIteration as err:
            raise JSONDecodeError("Expecting value", s, err.value) from None
        finally:
            self.memo.clear()
        return obj, end

    def _scan_once(self, string, idx):
        try:
            nextchar = string[idx]
        except IndexError:
            raise StopIteration(idx) from None

        if nextchar == '"':
            return scanstring(string, idx + 1, self.strict)
        elif nextchar == '{':
            return self._parse_object(string, idx + 1)
        elif nextchar == '[':
            return self._parse_array(string, idx + 1)
        elif nextchar == 'n' and string[idx:idx + 4] == 'null':
            return None, idx + 4
        elif nextchar == 't' and string[idx:idx + 4] == 'true':
            return True, idx + 4
        elif nextchar == 'f' and string[idx:idx + 5] == 'false':
            return False, idx + 5

        m = _match_number(string, idx)
        if m is not None:
            integer, frac, exp, end = m
            if frac or exp:
                res = self.parse_float(integer + (frac or '') + (exp or ''))
            else:
                res = self.parse_int(integer)
            return res, end
        elif nextchar == 'N' and string[idx:idx + 3] == 'NaN':
            return self.parse_constant('NaN'), idx + 3
        elif nextchar == 'I' and string[idx:idx + 8] == 'Infinity':
            return self.parse_constant('Infinity'), idx + 8
        elif nextchar == '-' and string[idx:idx + 9] == '-Infinity':
            return self.parse_constant('-Infinity'), idx + 9
        else:
            raise StopIteration(idx)

    def _parse_object(self, s, end):
        pairs = []
        pairs_append = pairs.append
        memo = self.memo
        memo_get = memo.setdefault
        nextchar = s[end:end + 1]
        # Normally we expect nextchar == '"'
        if nextchar != '"':
            if nextchar in _WS:
                end = _skip_ws(s, end)
                nextchar = s[end:end + 1]
            # Trivial empty object
            if nextchar == '}':
                if self.object_pairs_hook is not None:
                    result = self.object_pairs_hook(pairs)
                    return result, end + 1
                pairs = {}
                if self.object_hook is not None:
                    pairs = self.object_hook(pairs)
                return pairs, end + 1
            elif nextchar != '"':
                raise JSONDecodeError(
                    "Expecting property name enclosed in double quotes", s, end)
        end += 1
        while True:
            key, end = scanstring(s, end, self.strict)
            key = memo_get(key, key)
            # To skip some function call overhead we optimize the fast paths where
            # the JSON key separator is ": " or just ":".
            if s[end:end + 1] != ':':
                end = _skip_ws(s, end)
                if s[end:end + 1] != ':':
                    raise JSONDecodeError("Expecting ':' delimiter", s, end)
            end += 1

            end = _skip_ws(s, end)

            try:
                value, end = self._scan_once(s, end)
            except StopIteration as err:
                raise JSONDecodeError("Expecting value", s, err.value) from None
            pairs_append((key, value))
            end = _skip_ws(s, end)
            nextchar = s[end:end + 1]
            end += 1
            if nextchar == '}':
                break
            elif nextchar != ',':
                raise JSONDecodeError("Expecting ',' delimiter", s, end - 1)
            comma_idx = end - 1
            end = _skip_ws(s, end)
            nextchar = s[end:end + 1]
            end += 1
            if nextchar != '"':
                if nextchar == '}':
                    raise JSONDecodeError("Illegal trailing comma before end of object", s, comma_idx)
                raise JSONDecodeError(
                    "Expecting property name enclosed in double quotes", s, end - 1)
        if self.object_pairs_hook is not None:
            result = self.object_pairs_hook(pairs)
            return result, end
        pairs = dict(pairs)
        if self.object_hook is not None:
            pairs = self.object_hook(pairs)
        return pairs, end

    def _parse_array(self, s, end):
        values = []
        nextchar = s[end:end + 1]
        if nextchar in _WS and nextchar:
            end = _skip_ws(s, end + 1)
            nextchar = s[end:end + 1]
        # Look-ahead for trivial empty array
        if nextchar == ']':
            return values, end + 1
        _append = values.append
        while True:
            try:
                value, end = self._scan_once(s, end)
            except StopIteration as err:
                raise JSONDecodeError("Expecting value", s, err.value) from None
            _append(value)
            nextchar = s[end:end + 1]
            if nextchar in _WS and nextchar:
                end = _skip_ws(s, end + 1)
                nextchar = s[end:end + 1]
            end += 1
            if nextchar == ']':
                break
            elif nextchar != ',':
                raise JSONDecodeError("Expecting ',' delimiter", s, end - 1)
            comma_idx = end - 1
            if s[end:end + 1] in _WS and s[end:end + 1]:
                end = _skip_ws(s, end + 1)
            if s[end:end + 1] == ']':
                raise JSONDecodeError("Illegal trailing comma before end of array", s, comma_idx)
        return values, end


# ---------------------------------------------------------------- API

_default_encoder = JSONEncoder(
    skipkeys=False,
    ensure_ascii=True,
    check_circular=True,
    allow_nan=True,
    indent=None,
    separators=None,
    default=None,
)


def dump(obj, fp, *, skipkeys=False, ensure_ascii=True, check_circular=True,
         allow_nan=True, cls=None, indent=None, separators=None,
         default=None, sort_keys=False, **kw):
    """Serialize ``obj`` as a JSON formatted stream to ``fp`` (a
    ``.write()``-supporting file-like object)."""
    if (not skipkeys and ensure_ascii and
            check_circular and allow_nan and
            cls is None and indent is None and separators is None and
            default is None and not sort_keys and not kw):
        iterable = _default_encoder.iterencode(obj)
    else:
        if cls is None:
            cls = JSONEncoder
        iterable = cls(skipkeys=skipkeys, ensure_ascii=ensure_ascii,
                       check_circular=check_circular, allow_nan=allow_nan, indent=indent,
                       separators=separators,
                       default=default, sort_keys=sort_keys, **kw).iterencode(obj)
    for chunk in iterable:
        fp.write(chunk)


def dumps(obj, *, skipkeys=False, ensure_ascii=True, check_circular=True,
          allow_nan=True, cls=None, indent=None, separators=None,
          default=None, sort_keys=False, **kw):
    """Serialize ``obj`` to a JSON formatted ``str``."""
    if (not skipkeys and ensure_ascii and
            check_circular and allow_nan and
            cls is None and indent is None and separators is None and
            default is None and not sort_keys and not kw):
        return _default_encoder.encode(obj)
    if cls is None:
        cls = JSONEncoder
    return cls(
        skipkeys=skipkeys, ensure_ascii=ensure_ascii,
        check_circular=check_circular, allow_nan=allow_nan, indent=indent,
        separators=separators, default=default, sort_keys=sort_keys,
        **kw).encode(obj)


_default_decoder = JSONDecoder(object_hook=None, object_pairs_hook=None)


def detect_encoding(b):
    bstartswith = b.startswith
    if bstartswith((b'\xef\xbb\xbf',)):
        return 'utf-8-sig'
    if bstartswith((b'\xff\xfe', b'\xfe\xff')):
        return 'utf-16'
    return 'utf-8'


def load(fp, *, cls=None, object_hook=None, parse_float=None,
         parse_int=None, parse_constant=None, object_pairs_hook=None, **kw):
    """Deserialize ``fp`` (a ``.read()``-supporting file-like object containing
    a JSON document) to a Python object."""
    return loads(fp.read(),
                 cls=cls, object_hook=object_hook,
                 parse_float=parse_float, parse_int=parse_int,
                 parse_constant=parse_constant, object_pairs_hook=object_pairs_hook, **kw)


def loads(s, *, cls=None, object_hook=None, parse_float=None,
          parse_int=None, parse_constant=None, object_pairs_hook=None, **kw):
    """Deserialize ``s`` (a ``str``, ``bytes`` or ``bytearray`` instance
    containing a JSON document) to a Python object."""
    if isinstance(s, str):
        if s.startswith('\ufeff'):
            raise JSONDecodeError("Unexpected UTF-8 BOM (decode using utf-8-sig)",
                                  s, 0)
    else:
        if not isinstance(s, (bytes, bytearray)):
            raise TypeError(f'the JSON object must be str, bytes or bytearray, '
                            f'not {s.__class__.__name__}')
        s = s.decode(detect_encoding(s), 'surrogatepass')

    if (cls is None and object_hook is None and
            parse_int is None and parse_float is None and
            parse_constant is None and object_pairs_hook is None and not kw):
        return _default_decoder.decode(s)
    if cls is None:
        cls = JSONDecoder
    if object_hook is not None:
        kw['object_hook'] = object_hook
    if object_pairs_hook is not None:
        kw['object_pairs_hook'] = object_pairs_hook
    if parse_float is not None:
        kw['parse_float'] = parse_float
    if parse_int is not None:
        kw['parse_int'] = parse_int
    if parse_constant is not None:
        kw['parse_constant'] = parse_constant
    return cls(**kw).decode(s)
