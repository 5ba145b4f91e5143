"""JSON encoding and decoding for cpjit.

A compact, self-contained implementation of the standard json interface:
the encoder is a recursive writer that appends text pieces to a list, and
the decoder is a small recursive-descent parser that walks the input with
an index.  Results and error messages follow CPython 3.13.
"""

__all__ = [
    'dump', 'dumps', 'load', 'loads',
    'JSONDecoder', 'JSONDecodeError', 'JSONEncoder',
]

__version__ = '2.0.9'

_INF = float('inf')


class JSONDecodeError(ValueError):
    """Raised when a document cannot be parsed.

    msg is the bare message, doc the text being parsed, pos the index of the
    failure; lineno and colno are 1-based and derived from pos.
    """

    def __init__(self, msg, doc, pos):
        line = doc.count('\n', 0, pos) + 1
        col = pos - doc.rfind('\n', 0, pos)
        ValueError.__init__(
            self, '%s: line %d column %d (char %d)' % (msg, line, col, pos))
        self.msg = msg
        self.doc = doc
        self.pos = pos
        self.lineno = line
        self.colno = col

    def __reduce__(self):
        return type(self), (self.msg, self.doc, self.pos)


# CPython defines it in json.decoder, and tracebacks name it so.
JSONDecodeError.__module__ = 'json.decoder'


# ------------------------------------------------------------ string quoting

_SHORT_ESCAPES = {
    '"': '\\"', '\\': '\\\\', '\n': '\\n', '\r': '\\r',
    '\t': '\\t', '\b': '\\b', '\f': '\\f',
}


def _quote(text, ascii_only):
    """Return text as a JSON string literal (with the surrounding quotes)."""
    out = ['"']
    add = out.append
    start = 0
    for i, ch in enumerate(text):
        code = ord(ch)
        if ch in _SHORT_ESCAPES:
            rep = _SHORT_ESCAPES[ch]
        elif code < 0x20:
            rep = '\\u%04x' % code
        elif ascii_only and code >= 0x7f:
            if code > 0xffff:
                code -= 0x10000
                rep = '\\u%04x\\u%04x' % (0xd800 | (code >> 10),
                                          0xdc00 | (code & 0x3ff))
            else:
                rep = '\\u%04x' % code
        else:
            continue
        if start < i:
            add(text[start:i])
        add(rep)
        start = i + 1
    if start == 0:
        return '"' + text + '"'
    add(text[start:])
    add('"')
    return ''.join(out)


# ------------------------------------------------------------------ encoding

class JSONEncoder(object):
    """Turns Python values into JSON text.

    dict -> object, list/tuple -> array, str -> string, int/float -> number,
    True/False -> true/false, None -> null.  Anything else goes through
    default(), which subclasses (or the default= argument) may override.
    """

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
        raise TypeError(
            f'Object of type {type(o).__name__} is not JSON serializable')

    def encode(self, o):
        if isinstance(o, str):
            return _quote(o, self.ensure_ascii)
        return ''.join(self._render(o))

    def iterencode(self, o, _one_shot=False):
        return iter(self._render(o))

    # The writer: every value is appended to `out` as one or more strings.

    def _render(self, value):
        out = []
        indent = self.indent
        if indent is not None and not isinstance(indent, str):
            indent = ' ' * indent
        _Writer(self, indent, out).write(value, 0)
        return out


class _Writer:
    """Per-call state for JSONEncoder: options, seen containers, output."""

    def __init__(self, enc, indent, out):
        self.enc = enc
        self.indent = indent
        self.out = out
        self.ascii = enc.ensure_ascii
        self.item_sep = enc.item_separator
        self.key_sep = enc.key_separator
        self.seen = {} if enc.check_circular else None

    def number(self, f):
        if f != f:
            text = 'NaN'
        elif f == _INF:
            text = 'Infinity'
        elif f == -_INF:
            text = '-Infinity'
        else:
            return float.__repr__(f)
        if not self.enc.allow_nan:
            raise ValueError('Out of range float values are not JSON '
                             'compliant: ' + float.__repr__(f))
        return text

    def enter(self, obj):
        if self.seen is not None:
            key = id(obj)
            if key in self.seen:
                raise ValueError('Circular reference detected')
            self.seen[key] = obj

    def leave(self, obj):
        if self.seen is not None:
            del self.seen[id(obj)]

    def write(self, o, depth):
        out = self.out
        if isinstance(o, str):
            out.append(_quote(o, self.ascii))
        elif o is None:
            out.append('null')
        elif o is True:
            out.append('true')
        elif o is False:
            out.append('false')
        elif isinstance(o, int):
            out.append(int.__repr__(o))
        elif isinstance(o, float):
            out.append(self.number(o))
        elif isinstance(o, (list, tuple)):
            self.write_array(o, depth)
        elif isinstance(o, dict):
            self.write_object(o, depth)
        else:
            self.enter(o)
            self.write(self.enc.default(o), depth)
            self.leave(o)

    def _open(self, bracket, depth):
        """Emit an opening bracket; return the separator between members
        and the text that goes before the closing bracket."""
        if self.indent is None:
            self.out.append(bracket)
            return self.item_sep, ''
        pad = '\n' + self.indent * (depth + 1)
        self.out.append(bracket + pad)
        return self.item_sep + pad, '\n' + self.indent * depth

    def write_array(self, seq, depth):
        if not seq:
            self.out.append('[]')
            return
        self.enter(seq)
        sep, tail = self._open('[', depth)
        first = True
        for item in seq:
            if not first:
                self.out.append(sep)
            first = False
            self.write(item, depth + 1)
        self.out.append(tail + ']')
        self.leave(seq)

    def _key_text(self, key):
        if isinstance(key, str):
            return key
        if key is True:
            return 'true'
        if key is False:
            return 'false'
        if key is None:
            return 'null'
        if isinstance(key, int):
            return int.__repr__(key)
        if isinstance(key, float):
            return self.number(key)
        return None

    def write_object(self, mapping, depth):
        if not mapping:
            self.out.append('{}')
            return
        self.enter(mapping)
        pairs = mapping.items()
        if self.enc.sort_keys:
            pairs = sorted(pairs, key=lambda kv: kv[0])
        sep, tail = self._open('{', depth)
        out = self.out
        first = True
        for key, value in pairs:
            name = self._key_text(key)
            if name is None:
                if self.enc.skipkeys:
                    continue
                raise TypeError('keys must be str, int, float, bool or None, '
                                f'not {type(key).__name__}')
            if not first:
                out.append(sep)
            first = False
            out.append(_quote(name, self.ascii))
            out.append(self.key_sep)
            self.write(value, depth + 1)
        out.append(tail + '}')
        self.leave(mapping)


# ------------------------------------------------------------------ decoding

_SPACE = ' \t\n\r'
_DIGITS = '0123456789'
_NAMED = {'NaN': float('nan'), 'Infinity': _INF, '-Infinity': -_INF}
_UNESCAPE = {
    '"': '"', '\\': '\\', '/': '/', 'b': '\b',
    'f': '\f', 'n': '\n', 'r': '\r', 't': '\t',
}
_HEX = frozenset('0123456789abcdefABCDEF')


class _Parser:
    """Recursive-descent reader over one document for JSONDecoder."""

    def __init__(self, dec, text):
        self.dec = dec
        self.text = text
        self.n = len(text)
        self.keys = {}      # shares equal key strings between objects

    def fail(self, msg, pos):
        raise JSONDecodeError(msg, self.text, pos)

    def skip(self, i):
        text, n = self.text, self.n
        while i < n and text[i] in _SPACE:
            i += 1
        return i

    def value(self, i):
        """Parse a value starting exactly at i; return (value, next index)."""
        text = self.text
        if i >= self.n:
            self.fail('Expecting value', i)
        ch = text[i]
        if ch == '"':
            return self.string(i + 1)
        if ch == '{':
            return self.obj(i + 1)
        if ch == '[':
            return self.array(i + 1)
        if ch == '-' or ch in _DIGITS:
            got = self.number(i)
            if got is not None:
                return got
        if text.startswith('null', i):
            return None, i + 4
        if text.startswith('true', i):
            return True, i + 4
        if text.startswith('false', i):
            return False, i + 5
        for word in ('NaN', 'Infinity', '-Infinity'):
            if text.startswith(word, i):
                return self.dec.parse_constant(word), i + len(word)
        self.fail('Expecting value', i)

    def number(self, start):
        text, n = self.text, self.n
        i = start
        if text[i] == '-':
            i += 1
        if i >= n or text[i] not in _DIGITS:
            return None
        if text[i] == '0':
            i += 1
        else:
            while i < n and text[i] in _DIGITS:
                i += 1
        is_float = False
        if i + 1 < n and text[i] == '.' and text[i + 1] in _DIGITS:
            i += 2
            while i < n and text[i] in _DIGITS:
                i += 1
            is_float = True
        if i < n and text[i] in 'eE':
            j = i + 1
            if j < n and text[j] in '+-':
                j += 1
            if j < n and text[j] in _DIGITS:
                while j < n and text[j] in _DIGITS:
                    j += 1
                i = j
                is_float = True
        literal = text[start:i]
        if is_float:
            return self.dec.parse_float(literal), i
        return self.dec.parse_int(literal), i

    def hex4(self, i):
        """Read the 4 hex digits after a \\u whose backslash is at i-2."""
        digits = self.text[i:i + 4]
        if len(digits) != 4 or not _HEX.issuperset(digits):
            self.fail('Invalid \\uXXXX escape', i - 1)
        return int(digits, 16)

    def string(self, i):
        """Parse string content starting after the opening quote at i-1."""
        text, n = self.text, self.n
        strict = self.dec.strict
        opened = i - 1
        parts = []
        run = i
        while True:
            if i >= n:
                self.fail('Unterminated string starting at', opened)
            ch = text[i]
            if ch == '"':
                parts.append(text[run:i])
                return ''.join(parts), i + 1
            if ch == '\\':
                parts.append(text[run:i])
                if i + 1 >= n:
                    self.fail('Unterminated string starting at', opened)
                esc = text[i + 1]
                if esc == 'u':
                    code = self.hex4(i + 2)
                    i += 6
                    if (0xd800 <= code <= 0xdbff and text[i:i + 2] == '\\u'):
                        low = self.hex4(i + 2)
                        if 0xdc00 <= low <= 0xdfff:
                            code = 0x10000 + ((code - 0xd800) << 10) + (low - 0xdc00)
                            i += 6
                    parts.append(chr(code))
                else:
                    rep = _UNESCAPE.get(esc)
                    if rep is None:
                        self.fail('Invalid \\escape', i)
                    parts.append(rep)
                    i += 2
                run = i
                continue
            if strict and ch < ' ':
                self.fail('Invalid control character at', i)
            i += 1

    def array(self, i):
        items = []
        i = self.skip(i)
        if i < self.n and self.text[i] == ']':
            return items, i + 1
        while True:
            item, i = self.value(i)
            items.append(item)
            i = self.skip(i)
            ch = self.text[i:i + 1]
            if ch == ']':
                return items, i + 1
            if ch != ',':
                self.fail("Expecting ',' delimiter", i)
            comma = i
            i = self.skip(i + 1)
            if self.text[i:i + 1] == ']':
                self.fail('Illegal trailing comma before end of array', comma)

    def obj(self, i):
        text = self.text
        pairs = []
        i = self.skip(i)
        if text[i:i + 1] != '}':
            while True:
                if text[i:i + 1] != '"':
                    self.fail('Expecting property name enclosed in double '
                              'quotes', i)
                key, i = self.string(i + 1)
                key = self.keys.setdefault(key, key)
                i = self.skip(i)
                if text[i:i + 1] != ':':
                    self.fail("Expecting ':' delimiter", i)
                i = self.skip(i + 1)
                val, i = self.value(i)
                pairs.append((key, val))
                i = self.skip(i)
                ch = text[i:i + 1]
                if ch == '}':
                    break
                if ch != ',':
                    self.fail("Expecting ',' delimiter", i)
                comma = i
                i = self.skip(i + 1)
                if text[i:i + 1] == '}':
                    self.fail('Illegal trailing comma before end of object',
                              comma)
        i += 1
        dec = self.dec
        if dec.object_pairs_hook is not None:
            return dec.object_pairs_hook(pairs), i
        result = dict(pairs)
        if dec.object_hook is not None:
            result = dec.object_hook(result)
        return result, i


class JSONDecoder(object):
    """Turns JSON text into Python values.

    object -> dict, array -> list, string -> str, number -> int or float,
    true/false/null -> True/False/None; NaN, Infinity and -Infinity are
    accepted as well.  Hooks let callers customise objects and numbers.
    """

    def __init__(self, *, object_hook=None, parse_float=None,
                 parse_int=None, parse_constant=None, strict=True,
                 object_pairs_hook=None):
        self.object_hook = object_hook
        self.parse_float = parse_float or float
        self.parse_int = parse_int or int
        self.parse_constant = parse_constant or _NAMED.__getitem__
        self.strict = strict
        self.object_pairs_hook = object_pairs_hook

    def decode(self, s, _w=None):
        parser = _Parser(self, s)
        value, end = parser.value(parser.skip(0))
        end = parser.skip(end)
        if end != len(s):
            raise JSONDecodeError('Extra data', s, end)
        return value

    def raw_decode(self, s, idx=0):
        """Parse one value at s[idx:]; return (value, index after it)."""
        return _Parser(self, s).value(idx)


# --------------------------------------------------------- module functions

_plain_encoder = JSONEncoder()
_plain_decoder = JSONDecoder()


def _make_encoder(cls, skipkeys, ensure_ascii, check_circular, allow_nan,
                  indent, separators, default, sort_keys, kw):
    if (cls is None and not kw and not skipkeys and ensure_ascii
            and check_circular and allow_nan and indent is None
            and separators is None and default is None and not sort_keys):
        return _plain_encoder
    return (cls or JSONEncoder)(
        skipkeys=skipkeys, ensure_ascii=ensure_ascii,
        check_circular=check_circular, allow_nan=allow_nan, indent=indent,
        separators=separators, default=default, sort_keys=sort_keys, **kw)


def dumps(obj, *, skipkeys=False, ensure_ascii=True, check_circular=True,
          allow_nan=True, cls=None, indent=None, separators=None,
          default=None, sort_keys=False, **kw):
    """Return obj serialized as a JSON string."""
    return _make_encoder(cls, skipkeys, ensure_ascii, check_circular,
                         allow_nan, indent, separators, default, sort_keys,
                         kw).encode(obj)


def dump(obj, fp, *, skipkeys=False, ensure_ascii=True, check_circular=True,
         allow_nan=True, cls=None, indent=None, separators=None,
         default=None, sort_keys=False, **kw):
    """Serialize obj as JSON and write it to the file-like fp."""
    enc = _make_encoder(cls, skipkeys, ensure_ascii, check_circular,
                        allow_nan, indent, separators, default, sort_keys, kw)
    for piece in enc.iterencode(obj):
        fp.write(piece)


def detect_encoding(b):
    """Guess the Unicode encoding of JSON bytes from a BOM or NUL layout."""
    b = bytes(b[:4])
    if b.startswith((b'\xff\xfe\x00\x00', b'\x00\x00\xfe\xff')):
        return 'utf-32'
    if b.startswith((b'\xff\xfe', b'\xfe\xff')):
        return 'utf-16'
    if b.startswith(b'\xef\xbb\xbf'):
        return 'utf-8-sig'
    # A JSON text starts with ASCII, so NUL bytes reveal the code unit size.
    if len(b) == 4:
        if b[0] == 0:
            return 'utf-16-be' if b[1] else 'utf-32-be'
        if b[1] == 0:
            return 'utf-16-le' if b[2] or b[3] else 'utf-32-le'
    elif len(b) == 2:
        if b[0] == 0:
            return 'utf-16-be'
        if b[1] == 0:
            return 'utf-16-le'
    return 'utf-8'


def loads(s, *, cls=None, object_hook=None, parse_float=None,
          parse_int=None, parse_constant=None, object_pairs_hook=None, **kw):
    """Parse a JSON document given as str, bytes or bytearray."""
    if isinstance(s, str):
        if s.startswith('\ufeff'):
            raise JSONDecodeError(
                'Unexpected UTF-8 BOM (decode using utf-8-sig)', s, 0)
    elif isinstance(s, (bytes, bytearray)):
        codec = detect_encoding(s)
        if codec == 'utf-8-sig':
            # Drop the BOM ourselves; not every runtime has a utf-8-sig codec.
            s, codec = s[3:], 'utf-8'
        s = s.decode(codec, 'surrogatepass')
    else:
        raise TypeError('the JSON object must be str, bytes or bytearray, '
                        f'not {type(s).__name__}')
    if (cls is None and object_hook is None and parse_float is None
            and parse_int is None and parse_constant is None
            and object_pairs_hook is None and not kw):
        return _plain_decoder.decode(s)
    options = dict(kw)
    for name, val in (('object_hook', object_hook),
                      ('object_pairs_hook', object_pairs_hook),
                      ('parse_float', parse_float),
                      ('parse_int', parse_int),
                      ('parse_constant', parse_constant)):
        if val is not None:
            options[name] = val
    return (cls or JSONDecoder)(**options).decode(s)


def load(fp, *, cls=None, object_hook=None, parse_float=None,
         parse_int=None, parse_constant=None, object_pairs_hook=None, **kw):
    """Read fp to the end and parse it with loads()."""
    return loads(fp.read(), cls=cls, object_hook=object_hook,
                 parse_float=parse_float, parse_int=parse_int,
                 parse_constant=parse_constant,
                 object_pairs_hook=object_pairs_hook, **kw)
