"""JSON encoding and decoding for cpjit.

The standard json interface, organised like CPython's json package: the
heavy lifting is done by the _json module (lang/stdlib/json, in Go), used
where CPython uses its C accelerator -- JSONEncoder.encode and dumps render
through _json.make_encoder (with or without indent), JSONDecoder parses
through _json.make_scanner.  The Python code below is what CPython also runs
in Python: the generator behind JSONEncoder.iterencode() and dump(), and
fallbacks for a build without _json.  Results and error messages follow
CPython 3.13.
"""

import re
import sys

__all__ = [
    'dump', 'dumps', 'load', 'loads',
    'JSONDecoder', 'JSONDecodeError', 'JSONEncoder',
]

__version__ = '2.0.9'

_INF = INFINITY = float('inf')

try:
    import _json
except ImportError:
    _json = None


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


def _py_quote(text, ascii_only):
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


def py_encode_basestring(s):
    """Return a JSON representation of a Python string (non-ASCII kept)."""
    return _py_quote(s, False)


def py_encode_basestring_ascii(s):
    """Return an ASCII-only JSON representation of a Python string."""
    return _py_quote(s, True)


if _json is not None:
    c_encode_basestring = _json.encode_basestring
    c_encode_basestring_ascii = _json.encode_basestring_ascii
    c_make_encoder = _json.make_encoder
    c_make_scanner = _json.make_scanner
    c_scanstring = _json.scanstring
else:
    c_encode_basestring = c_encode_basestring_ascii = None
    c_make_encoder = c_make_scanner = c_scanstring = None

encode_basestring = c_encode_basestring or py_encode_basestring
encode_basestring_ascii = c_encode_basestring_ascii or py_encode_basestring_ascii


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
        raise TypeError(f'Object of type {o.__class__.__name__} '
                        f'is not JSON serializable')

    def encode(self, o):
        """Return the JSON text of o as one str."""
        if isinstance(o, str):
            if self.ensure_ascii:
                return encode_basestring_ascii(o)
            return encode_basestring(o)
        if _encode_one_shot is not None:
            # iterencode(o, _one_shot=True) joined, in one call when
            # iterencode is ours (else NotImplemented).
            text = _encode_one_shot(self, o)
            if text is not NotImplemented:
                return text
        # _one_shot: the whole text is wanted at once, so the _json encoder
        # may render it in one go.
        chunks = self.iterencode(o, _one_shot=True)
        if not isinstance(chunks, (list, tuple)):
            chunks = list(chunks)
        return ''.join(chunks)

    def iterencode(self, o, _one_shot=False):
        """Yield the JSON text of o in pieces."""
        markers = {} if self.check_circular else None
        quote = (encode_basestring_ascii if self.ensure_ascii
                 else encode_basestring)
        indent = self.indent
        if indent is not None and not isinstance(indent, str):
            indent = ' ' * indent
        if _one_shot and c_make_encoder is not None:
            render = c_make_encoder(
                markers, self.default, quote, indent, self.key_separator,
                self.item_separator, self.sort_keys, self.skipkeys,
                self.allow_nan)
        else:
            render = _make_iterencode(
                markers, self.default, quote, indent,
                _float_text(self.allow_nan), self.key_separator,
                self.item_separator, self.sort_keys, self.skipkeys, _one_shot)
        return render(o, 0)


if _json is not None:
    _encode_one_shot = _json._encode_one_shot
else:
    _encode_one_shot = None


def _float_text(allow_nan):
    """Return the function giving a float's JSON text."""
    def text(f, _repr=float.__repr__):
        if f != f:
            word = 'NaN'
        elif f == _INF:
            word = 'Infinity'
        elif f == -_INF:
            word = '-Infinity'
        else:
            return _repr(f)
        if not allow_nan:
            raise ValueError('Out of range float values are not JSON '
                             'compliant: ' + repr(f))
        return word
    return text


def _make_iterencode(markers, _default, _encoder, _indent, _floatstr,
                     _key_separator, _item_separator, _sort_keys, _skipkeys,
                     _one_shot, _int_text=int.__repr__):
    """Return a generator function rendering a value in pieces: the pure
    Python encoder, behind iterencode() (so dump() writes as it goes)."""

    def enter(o):
        if markers is not None:
            key = id(o)
            if key in markers:
                raise ValueError('Circular reference detected')
            markers[key] = o

    def leave(o):
        if markers is not None:
            del markers[id(o)]

    def scalar(o):
        """The text of a scalar value, or None for containers/others."""
        if isinstance(o, str):
            return _encoder(o)
        if o is None:
            return 'null'
        if o is True:
            return 'true'
        if o is False:
            return 'false'
        if isinstance(o, int):
            return _int_text(o)
        if isinstance(o, float):
            return _floatstr(o)
        return None

    # The pieces come out as CPython's Python encoder yields them (dump()
    # writes each one): a scalar array item joined to the text before it,
    # an object's brackets, separators, keys and values one by one.

    def array(seq, level):
        if not seq:
            yield '[]'
            return
        enter(seq)
        lead = '['
        sep = _item_separator
        if _indent is not None:
            level += 1
            pad = '\n' + _indent * level
            lead += pad
            sep += pad
        for item in seq:
            text = scalar(item)
            if text is not None:
                yield lead + text
            else:
                yield lead
                yield from value(item, level)
            lead = sep
        if _indent is not None:
            yield '\n' + _indent * (level - 1)
        yield ']'
        leave(seq)

    def key_text(key):
        if isinstance(key, str):
            return key
        if isinstance(key, float):
            return _floatstr(key)
        if key is True:
            return 'true'
        if key is False:
            return 'false'
        if key is None:
            return 'null'
        if isinstance(key, int):
            return _int_text(key)
        if _skipkeys:
            return None
        raise TypeError('keys must be str, int, float, bool or None, '
                        f'not {key.__class__.__name__}')

    def obj(mapping, level):
        if not mapping:
            yield '{}'
            return
        enter(mapping)
        yield '{'
        sep = _item_separator
        if _indent is not None:
            level += 1
            pad = '\n' + _indent * level
            sep += pad
            yield pad
        pairs = sorted(mapping.items()) if _sort_keys else mapping.items()
        first = True
        for key, item in pairs:
            name = key_text(key)
            if name is None:
                continue
            if first:
                first = False
            else:
                yield sep
            yield _encoder(name)
            yield _key_separator
            text = scalar(item)
            if text is not None:
                yield text
            else:
                yield from value(item, level)
        if _indent is not None:
            yield '\n' + _indent * (level - 1)
        yield '}'
        leave(mapping)

    def value(o, level):
        text = scalar(o)
        if text is not None:
            yield text
        elif isinstance(o, (list, tuple)):
            yield from array(o, level)
        elif isinstance(o, dict):
            yield from obj(o, level)
        else:
            enter(o)
            yield from value(_default(o), level)
            leave(o)

    return value


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
    """The pure Python scanner (used only without _json): a
    recursive-descent reader over one document; dec is the JSONDecoder."""

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
            raise StopIteration(i)
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
        raise StopIteration(i)

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
                # CPython's Python scanner says which and points past it.
                self.fail('Invalid control character {0!r} at'.format(ch),
                          i + 1)
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



def py_make_scanner(context):
    """Return scan_once(string, idx) -> (value, end) for a JSONDecoder."""
    def scan_once(string, idx):
        if idx < 0:
            raise ValueError('idx cannot be negative')
        return _Parser(context, string).value(idx)
    return scan_once


def py_scanstring(s, end, strict=True):
    """Parse the JSON string whose opening quote is at end - 1."""
    if end < 0 or end > len(s):
        raise ValueError('end is out of bounds')
    ctx = _Parser.__new__(_Parser)
    ctx.dec = JSONDecoder(strict=strict)
    ctx.text, ctx.n, ctx.keys = s, len(s), {}
    return ctx.string(end)


make_scanner = c_make_scanner or py_make_scanner
scanstring = c_scanstring or py_scanstring

WHITESPACE = re.compile(r'[ \t\n\r]*', re.VERBOSE | re.MULTILINE | re.DOTALL)
_ws_match = WHITESPACE.match
_decode_one_shot = _json._decode_one_shot if _json is not None else None


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
        self.parse_string = scanstring
        self.memo = {}
        self.scan_once = make_scanner(self)

    def decode(self, s, _w=_ws_match):
        """Return the value of the JSON document s (a str)."""
        if _w is _ws_match and _decode_one_shot is not None:
            # The lines below in one call, when raw_decode and scan_once
            # are the standard ones (else None).
            done = _decode_one_shot(self, s)
            if done is not None:
                return done[0]
        obj, end = self.raw_decode(s, idx=_w(s, 0).end())
        end = _w(s, end).end()
        if end != len(s):
            raise JSONDecodeError('Extra data', s, end)
        return obj

    def raw_decode(self, s, idx=0):
        """Parse one value at s[idx:]; return (value, index after it)."""
        try:
            obj, end = self.scan_once(s, idx)
        except StopIteration as err:
            raise JSONDecodeError('Expecting value', s, err.value) from None
        return obj, end


if _json is not None:
    _json._setup_one_shot(JSONEncoder, globals(), JSONDecoder)


# --------------------------------------------------------- module functions

_default_encoder = JSONEncoder()
_default_decoder = JSONDecoder()


def dumps(obj, *, skipkeys=False, ensure_ascii=True, check_circular=True,
          allow_nan=True, cls=None, indent=None, separators=None,
          default=None, sort_keys=False, **kw):
    """Return obj serialized as a JSON string."""
    if (not skipkeys and ensure_ascii and check_circular and allow_nan
            and cls is None and indent is None and separators is None
            and default is None and not sort_keys and not kw):
        if _encode_one_shot is not None:
            # _default_encoder.encode(obj) in one call, when encode is
            # JSONEncoder's (else NotImplemented).
            text = _encode_one_shot(_default_encoder, obj, True)
            if text is not NotImplemented:
                return text
        return _default_encoder.encode(obj)
    if cls is None:
        cls = JSONEncoder
    return cls(skipkeys=skipkeys, ensure_ascii=ensure_ascii,
               check_circular=check_circular, allow_nan=allow_nan,
               indent=indent, separators=separators, default=default,
               sort_keys=sort_keys, **kw).encode(obj)


def dump(obj, fp, *, skipkeys=False, ensure_ascii=True, check_circular=True,
         allow_nan=True, cls=None, indent=None, separators=None,
         default=None, sort_keys=False, **kw):
    """Serialize obj as JSON and write it to the file-like fp, piece by
    piece (through the Python encoder, as CPython does)."""
    if (not skipkeys and ensure_ascii and check_circular and allow_nan
            and cls is None and indent is None and separators is None
            and default is None and not sort_keys and not kw):
        pieces = _default_encoder.iterencode(obj)
    else:
        if cls is None:
            cls = JSONEncoder
        pieces = cls(skipkeys=skipkeys, ensure_ascii=ensure_ascii,
                     check_circular=check_circular, allow_nan=allow_nan,
                     indent=indent, separators=separators,
                     default=default, sort_keys=sort_keys,
                     **kw).iterencode(obj)
    for piece in pieces:
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
    else:
        if not isinstance(s, (bytes, bytearray)):
            raise TypeError('the JSON object must be str, bytes or '
                            f'bytearray, not {s.__class__.__name__}')
        codec = detect_encoding(s)
        if codec == 'utf-8-sig':
            # Drop the BOM ourselves; not every runtime has a utf-8-sig codec.
            s, codec = s[3:], 'utf-8'
        s = s.decode(codec, 'surrogatepass')
    if (cls is None and object_hook is None and parse_int is None
            and parse_float is None and parse_constant is None
            and object_pairs_hook is None and not kw):
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


def load(fp, *, cls=None, object_hook=None, parse_float=None,
         parse_int=None, parse_constant=None, object_pairs_hook=None, **kw):
    """Read fp to the end and parse it with loads()."""
    return loads(fp.read(), cls=cls, object_hook=object_hook,
                 parse_float=parse_float, parse_int=parse_int,
                 parse_constant=parse_constant,
                 object_pairs_hook=object_pairs_hook, **kw)


# CPython's json is a package whose submodules json.decoder, json.encoder
# and json.scanner hold the classes and helpers above; here one module holds
# them all and stands for each submodule, so that `from json.decoder import
# JSONDecodeError` works and patching json.encoder.c_make_encoder (or
# encode_basestring_ascii) affects the encoder as in CPython.
for _sub in ('decoder', 'encoder', 'scanner'):
    sys.modules[__name__ + '.' + _sub] = sys.modules[__name__]
    globals()[_sub] = sys.modules[__name__]
del _sub
JSONEncoder.__module__ = 'json.encoder'
JSONDecoder.__module__ = 'json.decoder'
