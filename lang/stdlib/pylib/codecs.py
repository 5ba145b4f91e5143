"""codecs for cpjit: the codec registry and its helpers.

The text codecs the runtime knows (UTF-8, UTF-16, UTF-32, Latin-1, ASCII)
encode and decode through str.encode and bytes.decode; this module adds
their incremental and stream forms, the escape codecs (unicode_escape,
raw_unicode_escape), utf-8-sig, and the bytes-to-bytes and str-to-str
codecs (hex, base64, rot13). Search functions registered with register()
are asked for names this module does not know. Error handlers registered
with register_error() are known to lookup_error(); str.encode and
bytes.decode use only the built-in handlers.
"""

import builtins
import sys

__all__ = ['register', 'lookup', 'open', 'EncodedFile', 'BOM', 'BOM_BE',
           'BOM_LE', 'BOM32_BE', 'BOM32_LE', 'BOM64_BE', 'BOM64_LE',
           'BOM_UTF8', 'BOM_UTF16', 'BOM_UTF16_LE', 'BOM_UTF16_BE',
           'BOM_UTF32', 'BOM_UTF32_LE', 'BOM_UTF32_BE', 'CodecInfo',
           'Codec', 'IncrementalEncoder', 'IncrementalDecoder',
           'StreamReader', 'StreamWriter', 'StreamReaderWriter',
           'StreamRecoder', 'getencoder', 'getdecoder',
           'getincrementalencoder', 'getincrementaldecoder', 'getreader',
           'getwriter', 'encode', 'decode', 'iterencode', 'iterdecode',
           'strict_errors', 'ignore_errors', 'replace_errors',
           'xmlcharrefreplace_errors', 'backslashreplace_errors',
           'namereplace_errors', 'register_error', 'lookup_error']

BOM_UTF8 = b'\xef\xbb\xbf'
BOM_LE = BOM_UTF16_LE = b'\xff\xfe'
BOM_BE = BOM_UTF16_BE = b'\xfe\xff'
BOM_UTF32_LE = b'\xff\xfe\x00\x00'
BOM_UTF32_BE = b'\x00\x00\xfe\xff'
if sys.byteorder == 'little':
    BOM = BOM_UTF16 = BOM_UTF16_LE
    BOM_UTF32 = BOM_UTF32_LE
else:
    BOM = BOM_UTF16 = BOM_UTF16_BE
    BOM_UTF32 = BOM_UTF32_BE
BOM32_LE = BOM_UTF16_LE
BOM32_BE = BOM_UTF16_BE
BOM64_LE = BOM_UTF32_LE
BOM64_BE = BOM_UTF32_BE


class CodecInfo(tuple):
    """What lookup() returns: the codec's functions and classes."""

    _is_text_encoding = True

    def __new__(cls, encode, decode, streamreader=None, streamwriter=None,
                incrementalencoder=None, incrementaldecoder=None, name=None,
                *, _is_text_encoding=None):
        self = tuple.__new__(cls, (encode, decode, streamreader, streamwriter))
        self.name = name
        self.encode = encode
        self.decode = decode
        self.incrementalencoder = incrementalencoder
        self.incrementaldecoder = incrementaldecoder
        self.streamwriter = streamwriter
        self.streamreader = streamreader
        if _is_text_encoding is not None:
            self._is_text_encoding = _is_text_encoding
        return self

    def __repr__(self):
        return (f'<{self.__class__.__module__}.{self.__class__.__qualname__} '
                f'object for encoding {self.name} at {id(self):#x}>')

    def __getnewargs__(self):
        return tuple(self)


class Codec:
    """Stateless encoder and decoder: encode/decode return
    (output, length consumed)."""

    def encode(self, input, errors='strict'):
        raise NotImplementedError

    def decode(self, input, errors='strict'):
        raise NotImplementedError


class IncrementalEncoder:
    """Encodes input given in several pieces."""

    def __init__(self, errors='strict'):
        self.errors = errors
        self.buffer = ''

    def encode(self, input, final=False):
        raise NotImplementedError

    def reset(self):
        pass

    def getstate(self):
        return 0

    def setstate(self, state):
        pass


class BufferedIncrementalEncoder(IncrementalEncoder):
    """An IncrementalEncoder that keeps what it could not encode yet."""

    def __init__(self, errors='strict'):
        IncrementalEncoder.__init__(self, errors)
        self.buffer = ''

    def _buffer_encode(self, input, errors, final):
        raise NotImplementedError

    def encode(self, input, final=False):
        data = self.buffer + input
        result, consumed = self._buffer_encode(data, self.errors, final)
        self.buffer = data[consumed:]
        return result

    def reset(self):
        IncrementalEncoder.reset(self)
        self.buffer = ''

    def getstate(self):
        return self.buffer or 0

    def setstate(self, state):
        self.buffer = state or ''


class IncrementalDecoder:
    """Decodes input given in several pieces."""

    def __init__(self, errors='strict'):
        self.errors = errors

    def decode(self, input, final=False):
        raise NotImplementedError

    def reset(self):
        pass

    def getstate(self):
        return (b'', 0)

    def setstate(self, state):
        pass


class BufferedIncrementalDecoder(IncrementalDecoder):
    """An IncrementalDecoder that keeps an incomplete tail for later."""

    def __init__(self, errors='strict'):
        IncrementalDecoder.__init__(self, errors)
        self.buffer = b''

    def _buffer_decode(self, input, errors, final):
        raise NotImplementedError

    def decode(self, input, final=False):
        data = self.buffer + input
        result, consumed = self._buffer_decode(data, self.errors, final)
        self.buffer = data[consumed:]
        return result

    def reset(self):
        IncrementalDecoder.reset(self)
        self.buffer = b''

    def getstate(self):
        return (self.buffer, 0)

    def setstate(self, state):
        self.buffer = state[0]


class StreamWriter(Codec):
    """Writes encoded text to a binary stream."""

    def __init__(self, stream, errors='strict'):
        self.stream = stream
        self.errors = errors

    def write(self, object):
        data, consumed = self.encode(object, self.errors)
        self.stream.write(data)

    def writelines(self, list):
        self.write(''.join(list))

    def reset(self):
        pass

    def seek(self, offset, whence=0):
        self.stream.seek(offset, whence)
        if whence == 0 and offset == 0:
            self.reset()

    def __getattr__(self, name, getattr=getattr):
        return getattr(self.stream, name)

    def __enter__(self):
        return self

    def __exit__(self, type, value, tb):
        self.stream.close()

    def __reduce_ex__(self, proto):
        raise TypeError(f"cannot serialize '{self.__class__.__name__}' object")


class StreamReader(Codec):
    """Reads and decodes text from a binary stream."""

    charbuffertype = str

    def __init__(self, stream, errors='strict'):
        self.stream = stream
        self.errors = errors
        self.bytebuffer = b''
        self._empty_charbuffer = self.charbuffertype()
        self.charbuffer = self._empty_charbuffer
        self.linebuffer = None

    def decode(self, input, errors='strict'):
        raise NotImplementedError

    def read(self, size=-1, chars=-1, firstline=False):
        if self.linebuffer:
            self.charbuffer = self._empty_charbuffer.join(self.linebuffer)
            self.linebuffer = None
        if chars < 0:
            chars = size
        while True:
            if chars >= 0 and len(self.charbuffer) >= chars:
                break
            if size < 0:
                newdata = self.stream.read()
            else:
                newdata = self.stream.read(size)
            data = self.bytebuffer + newdata
            if not data:
                break
            try:
                newchars, decodedbytes = self.decode(data, self.errors)
            except UnicodeDecodeError as exc:
                if firstline:
                    newchars, decodedbytes = self.decode(
                        data[:exc.start], self.errors)
                    lines = newchars.splitlines(keepends=True)
                    if len(lines) <= 1:
                        raise
                else:
                    raise
            self.bytebuffer = data[decodedbytes:]
            self.charbuffer += newchars
            if not newdata:
                break
        if chars < 0:
            result = self.charbuffer
            self.charbuffer = self._empty_charbuffer
        else:
            result = self.charbuffer[:chars]
            self.charbuffer = self.charbuffer[chars:]
        return result

    def readline(self, size=None, keepends=True):
        if self.linebuffer:
            line = self.linebuffer[0]
            del self.linebuffer[0]
            if len(self.linebuffer) == 1:
                self.charbuffer = self.linebuffer[0]
                self.linebuffer = None
            if not keepends:
                line = line.splitlines(keepends=False)[0]
            return line
        readsize = size or 72
        line = self._empty_charbuffer
        while True:
            data = self.read(readsize, firstline=True)
            if data:
                if (isinstance(data, str) and data.endswith('\r')) or \
                        (isinstance(data, bytes) and data.endswith(b'\r')):
                    data += self.read(size=1, chars=1)
            line += data
            lines = line.splitlines(keepends=True)
            if lines:
                if len(lines) > 1:
                    line = lines[0]
                    del lines[0]
                    if len(lines) > 1:
                        lines[-1] += self.charbuffer
                        self.linebuffer = lines
                        self.charbuffer = None
                    else:
                        self.charbuffer = lines[0] + self.charbuffer
                    if not keepends:
                        line = line.splitlines(keepends=False)[0]
                    break
                line0withend = lines[0]
                line0withoutend = lines[0].splitlines(keepends=False)[0]
                if line0withend != line0withoutend:
                    self.charbuffer = self._empty_charbuffer.join(lines[1:]) + \
                        self.charbuffer
                    line = line0withend if keepends else line0withoutend
                    break
            if not data or size is not None:
                if line and not keepends:
                    line = line.splitlines(keepends=False)[0]
                break
            if readsize < 8000:
                readsize *= 2
        return line

    def readlines(self, sizehint=None, keepends=True):
        return self.read().splitlines(keepends)

    def reset(self):
        self.bytebuffer = b''
        self.charbuffer = self._empty_charbuffer
        self.linebuffer = None

    def seek(self, offset, whence=0):
        self.stream.seek(offset, whence)
        self.reset()

    def __next__(self):
        line = self.readline()
        if line:
            return line
        raise StopIteration

    def __iter__(self):
        return self

    def __getattr__(self, name, getattr=getattr):
        return getattr(self.stream, name)

    def __enter__(self):
        return self

    def __exit__(self, type, value, tb):
        self.stream.close()

    def __reduce_ex__(self, proto):
        raise TypeError(f"cannot serialize '{self.__class__.__name__}' object")


class StreamReaderWriter:
    """A binary stream read through a StreamReader and written through a
    StreamWriter of one codec."""

    encoding = 'unknown'

    def __init__(self, stream, Reader, Writer, errors='strict'):
        self.stream = stream
        self.reader = Reader(stream, errors)
        self.writer = Writer(stream, errors)
        self.errors = errors

    def read(self, size=-1):
        return self.reader.read(size)

    def readline(self, size=None):
        return self.reader.readline(size)

    def readlines(self, sizehint=None):
        return self.reader.readlines(sizehint)

    def __next__(self):
        return next(self.reader)

    def __iter__(self):
        return self

    def write(self, data):
        return self.writer.write(data)

    def writelines(self, list):
        return self.writer.writelines(list)

    def reset(self):
        self.reader.reset()
        self.writer.reset()

    def seek(self, offset, whence=0):
        self.stream.seek(offset, whence)
        self.reader.reset()
        if whence == 0 and offset == 0:
            self.writer.reset()

    def __getattr__(self, name, getattr=getattr):
        return getattr(self.stream, name)

    def __enter__(self):
        return self

    def __exit__(self, type, value, tb):
        self.stream.close()

    def __reduce_ex__(self, proto):
        raise TypeError(f"cannot serialize '{self.__class__.__name__}' object")


class StreamRecoder:
    """A stream that decodes what it reads with one codec and encodes it
    with another (and the reverse for writes)."""

    data_encoding = 'unknown'
    file_encoding = 'unknown'

    def __init__(self, stream, encode, decode, Reader, Writer, errors='strict'):
        self.stream = stream
        self.encode = encode
        self.decode = decode
        self.reader = Reader(stream, errors)
        self.writer = Writer(stream, errors)
        self.errors = errors

    def read(self, size=-1):
        data = self.reader.read(size)
        data, bytesencoded = self.encode(data, self.errors)
        return data

    def readline(self, size=None):
        data = self.reader.readline() if size is None else \
            self.reader.readline(size)
        data, bytesencoded = self.encode(data, self.errors)
        return data

    def readlines(self, sizehint=None):
        data = self.reader.read()
        data, bytesencoded = self.encode(data, self.errors)
        return data.splitlines(keepends=True)

    def __next__(self):
        data = next(self.reader)
        data, bytesencoded = self.encode(data, self.errors)
        return data

    def __iter__(self):
        return self

    def write(self, data):
        data, bytesdecoded = self.decode(data, self.errors)
        return self.writer.write(data)

    def writelines(self, list):
        data = b''.join(list)
        data, bytesdecoded = self.decode(data, self.errors)
        return self.writer.write(data)

    def reset(self):
        self.reader.reset()
        self.writer.reset()

    def seek(self, offset, whence=0):
        self.reader.seek(offset, whence)
        self.writer.seek(offset, whence)

    def __getattr__(self, name, getattr=getattr):
        return getattr(self.stream, name)

    def __enter__(self):
        return self

    def __exit__(self, type, value, tb):
        self.stream.close()


# --- the codecs this module provides -------------------------------------------

def _need_str(fname, obj):
    if not isinstance(obj, str):
        raise TypeError(f'{fname}() argument 1 must be str, not '
                        f'{type(obj).__name__}')


def _bytes_of(obj):
    if isinstance(obj, (bytes, bytearray)):
        return bytes(obj)
    try:
        return bytes(memoryview(obj))
    except TypeError:
        raise TypeError(f"a bytes-like object is required, not "
                        f"'{type(obj).__name__}'") from None


def _utf8_cut(data):
    # Where an incomplete UTF-8 sequence at the end of data starts, or
    # len(data): the lead byte and its valid continuation bytes so far.
    n = len(data)
    for back in range(1, min(4, n + 1)):
        b = data[n - back]
        if b & 0xC0 == 0x80:
            continue
        if 0xC2 <= b <= 0xDF:
            need = 2
        elif 0xE0 <= b <= 0xEF:
            need = 3
        elif 0xF0 <= b <= 0xF4:
            need = 4
        else:
            return n
        if back >= need:
            return n
        if back >= 2:
            c = data[n - back + 1]
            lo, hi = 0x80, 0xBF
            if b == 0xE0:
                lo = 0xA0
            elif b == 0xED:
                hi = 0x9F
            elif b == 0xF0:
                lo = 0x90
            elif b == 0xF4:
                hi = 0x8F
            if not lo <= c <= hi:
                return n
        return n - back
    return n


def _utf16_cut(data, little):
    n = len(data) & ~1
    if n >= 2:
        hi = data[n - 1] if little else data[n - 2]
        if 0xD8 <= hi <= 0xDB:
            n -= 2
    return n


def _make_text_codec(name, pyname, cut=None):
    """A codec over str.encode/bytes.decode for an encoding the runtime
    knows; cut(data) says how much of data may be decoded before the end
    of the input is known."""

    def enc(input, errors='strict'):
        _need_str(f'{pyname}_encode', input)
        return input.encode(name, errors), len(input)

    def dec(input, errors='strict', final=False):
        data = _bytes_of(input)
        end = len(data) if final or cut is None else cut(data)
        return data[:end].decode(name, errors), end

    return _escape_codec(enc, dec)


def _utf16_like(name, pyname, bom_le, bom_be, unit):
    # UTF-16 or UTF-32 with a byte order mark: the encoder writes one at
    # the start; the decoder reads one to learn the byte order.
    native = 'le' if sys.byteorder == 'little' else 'be'

    def cut_for(little):
        if unit == 2:
            return lambda d: _utf16_cut(d, little)
        return lambda d: len(d) & ~3

    def enc(input, errors='strict'):
        _need_str(f'{pyname}_encode', input)
        return input.encode(name, errors), len(input)

    def dec(input, errors='strict', final=False):
        data = _bytes_of(input)
        if data.startswith(bom_le):
            order = 'le'
        elif data.startswith(bom_be):
            order = 'be'
        elif not final and len(data) < unit and \
                (bom_le.startswith(data) or bom_be.startswith(data)):
            return '', 0
        else:
            order = 'le'
        skip = unit if data[:unit] in (bom_le, bom_be) else 0
        body = data[skip:]
        end = len(body) if final else cut_for(order == 'le')(body)
        return body[:end].decode(f'{name}-{order}', errors), skip + end

    class IncEnc(IncrementalEncoder):
        def __init__(self, errors='strict'):
            IncrementalEncoder.__init__(self, errors)
            self.started = False

        def encode(self, input, final=False):
            if not self.started:
                self.started = True
                return enc(input, self.errors)[0]
            return input.encode(f'{name}-{native}', self.errors)

        def reset(self):
            self.started = False

        def getstate(self):
            return 0 if self.started else 2

        def setstate(self, state):
            self.started = not state

    class IncDec(BufferedIncrementalDecoder):
        def __init__(self, errors='strict'):
            BufferedIncrementalDecoder.__init__(self, errors)
            self.order = None

        def _buffer_decode(self, input, errors, final):
            if self.order is None:
                text, used = dec(input, errors, final)
                if used:
                    self.order = 'be' if input.startswith(bom_be) else 'le'
                return text, used
            body = input
            end = len(body) if final else cut_for(self.order == 'le')(body)
            return body[:end].decode(f'{name}-{self.order}', errors), end

        def reset(self):
            BufferedIncrementalDecoder.reset(self)
            self.order = None

    class Writer(StreamWriter):
        def __init__(self, stream, errors='strict'):
            StreamWriter.__init__(self, stream, errors)
            self.started = False

        def encode(self, input, errors='strict'):
            if not self.started:
                self.started = True
                return enc(input, errors)
            return input.encode(f'{name}-{native}', errors), len(input)

        def reset(self):
            self.started = False

    class Reader(StreamReader):
        def decode(self, input, errors='strict'):
            return dec(input, errors, False)

    return enc, dec, IncEnc, IncDec, Writer, Reader


_SIMPLE_ESCAPES = {'\\': '\\', "'": "'", '"': '"', 'a': '\a', 'b': '\b',
                   'f': '\f', 'n': '\n', 'r': '\r', 't': '\t', 'v': '\v'}


def _escape_error(codec, data, start, end, reason, errors):
    if errors == 'strict':
        raise UnicodeDecodeError(codec, data, start, end, reason)
    if errors == 'replace':
        return '\ufffd'
    if errors == 'ignore':
        return ''
    if errors == 'backslashreplace':
        return ''.join(f'\\x{b:02x}' for b in data[start:end])
    handler = lookup_error(errors)
    repl, _ = handler(UnicodeDecodeError(codec, data, start, end, reason))
    return repl


def _warn_invalid(seq):
    # The first invalid escape of a decode is reported, against the first
    # caller outside this module (CPython's codecs run in C, without frames).
    if seq is None:
        return
    import warnings
    if len(seq) == 2:
        msg = f"invalid escape sequence '{seq}'"
    else:
        msg = f"invalid octal escape sequence '{seq}'"
    level = 1
    here = _warn_invalid.__code__.co_filename
    f = sys._getframe(1)
    while f is not None and f.f_code.co_filename == here:
        level += 1
        f = f.f_back
    warnings.warn(msg, DeprecationWarning, stacklevel=level + 1)


def _unicode_escape_decode(input, errors='strict', final=True):
    data = _bytes_of(input)
    out = []
    i, n = 0, len(data)
    first_invalid = None
    while i < n:
        j = data.find(b'\\', i)
        if j < 0:
            out.append(data[i:].decode('latin-1'))
            break
        out.append(data[i:j].decode('latin-1'))
        if j + 1 >= n:
            if not final:
                return ''.join(out), j
            out.append(_escape_error('unicodeescape', data, j, n,
                                     '\\ at end of string', errors))
            i = n
            break
        c = chr(data[j + 1])
        if c in _SIMPLE_ESCAPES:
            out.append(_SIMPLE_ESCAPES[c])
            i = j + 2
        elif c == '\n':
            i = j + 2
        elif c in '01234567':
            k = j + 1
            v = 0
            while k < n and k < j + 4 and chr(data[k]) in '01234567':
                v = v * 8 + data[k] - 48
                k += 1
            if v > 0o377 and first_invalid is None:
                first_invalid = data[j:k].decode('latin-1')
            out.append(chr(v))
            i = k
        elif c in 'xuU':
            width = {'x': 2, 'u': 4, 'U': 8}[c]
            k = j + 2
            digits = data[k:k + width]
            ok = len(digits) == width and all(
                chr(d) in '0123456789abcdefABCDEF' for d in digits)
            if not ok:
                if not final and len(digits) < width and all(
                        chr(d) in '0123456789abcdefABCDEF' for d in digits):
                    return ''.join(out), j
                m = k
                while m < n and m < k + width and \
                        chr(data[m]) in '0123456789abcdefABCDEF':
                    m += 1
                out.append(_escape_error(
                    'unicodeescape', data, j, m,
                    f'truncated \\{"xXX" if c == "x" else "uXXXX" if c == "u" else "UXXXXXXXX"} escape',
                    errors))
                i = m
                continue
            v = int(digits, 16)
            if v > 0x10FFFF:
                out.append(_escape_error('unicodeescape', data, j, k + width,
                                         'illegal Unicode character', errors))
            else:
                out.append(chr(v))
            i = k + width
        elif c == 'N':
            k = j + 2
            end = data.find(b'}', k)
            if k < n and data[k] == ord('{') and end > k + 1:
                name = data[k + 1:end].decode('latin-1')
                try:
                    ch = eval('"\\N{' + name + '}"') if name.replace(
                        ' ', '').replace('-', '').isalnum() else None
                except SyntaxError:
                    ch = None
                if ch is None:
                    out.append(_escape_error('unicodeescape', data, j,
                                             end + 1,
                                             'unknown Unicode character name',
                                             errors))
                else:
                    out.append(ch)
                i = end + 1
            else:
                if not final and end < 0:
                    return ''.join(out), j
                stop = end + 1 if end > 0 else n
                out.append(_escape_error('unicodeescape', data, j, stop,
                                         'malformed \\N character escape',
                                         errors))
                i = stop
        else:
            if first_invalid is None:
                first_invalid = '\\' + c
            out.append('\\' + c)
            i = j + 2
    _warn_invalid(first_invalid)
    return ''.join(out), n


def _unicode_escape_encode(input, errors='strict'):
    _need_str('unicode_escape_encode', input)
    out = []
    for ch in input:
        o = ord(ch)
        if ch == '\\':
            out.append('\\\\')
        elif ch == '\t':
            out.append('\\t')
        elif ch == '\n':
            out.append('\\n')
        elif ch == '\r':
            out.append('\\r')
        elif 32 <= o < 127:
            out.append(ch)
        elif o < 0x100:
            out.append(f'\\x{o:02x}')
        elif o < 0x10000:
            out.append(f'\\u{o:04x}')
        else:
            out.append(f'\\U{o:08x}')
    return ''.join(out).encode('ascii'), len(input)


def _raw_unicode_escape_encode(input, errors='strict'):
    _need_str('raw_unicode_escape_encode', input)
    out = []
    for ch in input:
        o = ord(ch)
        if o < 0x100:
            out.append(bytes((o,)))
        elif o < 0x10000:
            out.append(f'\\u{o:04x}'.encode('ascii'))
        else:
            out.append(f'\\U{o:08x}'.encode('ascii'))
    return b''.join(out), len(input)


def _raw_unicode_escape_decode(input, errors='strict', final=True):
    data = _bytes_of(input)
    out = []
    i, n = 0, len(data)
    while i < n:
        j = data.find(b'\\', i)
        if j < 0:
            out.append(data[i:].decode('latin-1'))
            break
        # A run of backslashes: only an odd count escapes what follows.
        k = j
        while k < n and data[k] == 0x5C:
            k += 1
        run = k - j
        if run % 2 == 0 or k >= n or data[k] not in b'uU':
            if not final and k >= n and run % 2 == 1:
                out.append(data[i:k - 1].decode('latin-1'))
                return ''.join(out), k - 1
            out.append(data[i:k].decode('latin-1'))
            i = k
            continue
        out.append(data[i:k - 1].decode('latin-1'))
        width = 4 if data[k] == ord('u') else 8
        digits = data[k + 1:k + 1 + width]
        if len(digits) == width and all(
                chr(d) in '0123456789abcdefABCDEF' for d in digits):
            v = int(digits, 16)
            if v > 0x10FFFF:
                out.append(_escape_error('rawunicodeescape', data, k - 1,
                                         k + 1 + width,
                                         '\\Uxxxxxxxx out of range', errors))
            else:
                out.append(chr(v))
            i = k + 1 + width
        else:
            if not final and k + 1 + len(digits) >= n:
                return ''.join(out), k - 1
            m = k + 1
            while m < n and m < k + 1 + width and \
                    chr(data[m]) in '0123456789abcdefABCDEF':
                m += 1
            out.append(_escape_error(
                'rawunicodeescape', data, k - 1, m,
                'truncated \\uXXXX escape' if width == 4
                else 'truncated \\UXXXXXXXX escape', errors))
            i = m
    return ''.join(out), n


def _escape_codec(enc, dec):
    # The codec parts for enc(input, errors) and dec(input, errors, final):
    # the stateless decode sees the whole input (final).
    class IncEnc(IncrementalEncoder):
        def encode(self, input, final=False):
            return enc(input, self.errors)[0]

    class IncDec(BufferedIncrementalDecoder):
        def _buffer_decode(self, input, errors, final):
            return dec(input, errors, final)

    class Writer(StreamWriter):
        def encode(self, input, errors='strict'):
            return enc(input, errors)

    class Reader(StreamReader):
        def decode(self, input, errors='strict'):
            return dec(input, errors, False)

    return enc, lambda input, errors='strict': dec(input, errors, True), \
        IncEnc, IncDec, Writer, Reader


def _utf8_sig_codec():
    def enc(input, errors='strict'):
        _need_str('utf_8_encode', input)
        return BOM_UTF8 + input.encode('utf-8', errors), len(input)

    def dec(input, errors='strict', final=True):
        data = _bytes_of(input)
        skip = 3 if data.startswith(BOM_UTF8) else 0
        body = data[skip:]
        end = len(body) if final else _utf8_cut(body)
        return body[:end].decode('utf-8', errors), skip + end

    class IncEnc(IncrementalEncoder):
        def __init__(self, errors='strict'):
            IncrementalEncoder.__init__(self, errors)
            self.first = True

        def encode(self, input, final=False):
            if self.first:
                self.first = False
                return enc(input, self.errors)[0]
            return input.encode('utf-8', self.errors)

        def reset(self):
            self.first = True

        def getstate(self):
            return 1 if self.first else 0

        def setstate(self, state):
            self.first = bool(state)

    class IncDec(BufferedIncrementalDecoder):
        def __init__(self, errors='strict'):
            BufferedIncrementalDecoder.__init__(self, errors)
            self.first = True

        def _buffer_decode(self, input, errors, final):
            if self.first:
                if len(input) < 3 and BOM_UTF8.startswith(input) and not final:
                    return '', 0
                self.first = False
                return dec(input, errors, final)
            end = len(input) if final else _utf8_cut(input)
            return input[:end].decode('utf-8', errors), end

        def reset(self):
            BufferedIncrementalDecoder.reset(self)
            self.first = True

    class Writer(StreamWriter):
        def __init__(self, stream, errors='strict'):
            StreamWriter.__init__(self, stream, errors)
            self.first = True

        def encode(self, input, errors='strict'):
            if self.first:
                self.first = False
                return enc(input, errors)
            return input.encode('utf-8', errors), len(input)

        def reset(self):
            self.first = True

    class Reader(StreamReader):
        def decode(self, input, errors='strict'):
            if len(input) < 3 and BOM_UTF8.startswith(input):
                return '', 0
            text, used = dec(input, errors, False)
            self.decode = lambda i, e='strict': (
                i[:_utf8_cut(i)].decode('utf-8', e), _utf8_cut(i))
            return text, used

    return enc, lambda input, errors='strict': dec(input, errors, True), \
        IncEnc, IncDec, Writer, Reader


def _bytes_codec(name, enc_fn, dec_fn):
    # hex, base64: bytes to bytes.
    def enc(input, errors='strict'):
        assert errors == 'strict'
        return enc_fn(_bytes_of(input)), len(input)

    def dec(input, errors='strict'):
        assert errors == 'strict'
        return dec_fn(_bytes_of(input)), len(input)

    class IncEnc(IncrementalEncoder):
        def encode(self, input, final=False):
            return enc(input, self.errors)[0]

    class IncDec(IncrementalDecoder):
        def decode(self, input, final=False):
            return dec(input, self.errors)[0]

    class Writer(StreamWriter):
        charbuffertype = bytes

        def encode(self, input, errors='strict'):
            return enc(input, errors)

    class Reader(StreamReader):
        charbuffertype = bytes

        def decode(self, input, errors='strict'):
            return dec(input, errors)

    return enc, dec, IncEnc, IncDec, Writer, Reader


def _hex_encode(data):
    import binascii
    return binascii.b2a_hex(data)


def _hex_decode(data):
    import binascii
    return binascii.a2b_hex(data)


def _b64_encode(data):
    import binascii
    return binascii.b2a_base64(data)


def _b64_decode(data):
    import binascii
    return binascii.a2b_base64(data)


_ROT13 = str.maketrans(
    'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz',
    'NOPQRSTUVWXYZABCDEFGHIJKLMnopqrstuvwxyzabcdefghijklm')


def _rot13_codec():
    def enc(input, errors='strict'):
        return str.translate(input, _ROT13), len(input)

    class IncEnc(IncrementalEncoder):
        def encode(self, input, final=False):
            return str.translate(input, _ROT13)

    class IncDec(IncrementalDecoder):
        def decode(self, input, final=False):
            return str.translate(input, _ROT13)

    class Writer(StreamWriter):
        def encode(self, input, errors='strict'):
            return enc(input, errors)

    class Reader(StreamReader):
        def decode(self, input, errors='strict'):
            return enc(input, errors)

    return enc, enc, IncEnc, IncDec, Writer, Reader


# Module names of the codecs (as in CPython's encodings package), their
# aliases, and the names lookup() reports.
_ALIASES = {
    '646': 'ascii', 'ansi_x3.4_1968': 'ascii', 'ansi_x3_4_1968': 'ascii',
    'ansi_x3.4_1986': 'ascii', 'cp367': 'ascii', 'csascii': 'ascii',
    'ibm367': 'ascii', 'iso646_us': 'ascii', 'iso_646.irv_1991': 'ascii',
    'iso_ir_6': 'ascii', 'us': 'ascii', 'us_ascii': 'ascii',
    'base64': 'base64_codec', 'base_64': 'base64_codec',
    'hex': 'hex_codec',
    '8859': 'latin_1', 'cp819': 'latin_1', 'csisolatin1': 'latin_1',
    'ibm819': 'latin_1', 'iso8859': 'latin_1', 'iso8859_1': 'latin_1',
    'iso_8859_1': 'latin_1', 'iso_8859_1_1987': 'latin_1',
    'iso_ir_100': 'latin_1', 'l1': 'latin_1', 'latin': 'latin_1',
    'latin1': 'latin_1',
    'rot13': 'rot_13',
    'u16': 'utf_16', 'utf16': 'utf_16',
    'unicodebigunmarked': 'utf_16_be', 'utf_16be': 'utf_16_be',
    'unicodelittleunmarked': 'utf_16_le', 'utf_16le': 'utf_16_le',
    'u32': 'utf_32', 'utf32': 'utf_32', 'utf_32be': 'utf_32_be',
    'utf_32le': 'utf_32_le',
    'u8': 'utf_8', 'utf': 'utf_8', 'utf8': 'utf_8', 'utf8_ucs2': 'utf_8',
    'utf8_ucs4': 'utf_8', 'cp65001': 'utf_8',
}


def _build(module):
    if module == 'utf_8':
        parts = _make_text_codec('utf-8', 'utf_8', _utf8_cut)
        return 'utf-8', parts
    if module == 'latin_1':
        return 'iso8859-1', _make_text_codec('latin-1', 'latin_1')
    if module == 'ascii':
        return 'ascii', _make_text_codec('ascii', 'ascii')
    if module == 'utf_16':
        return 'utf-16', _utf16_like('utf-16', 'utf_16', BOM_UTF16_LE,
                                     BOM_UTF16_BE, 2)
    if module == 'utf_32':
        return 'utf-32', _utf16_like('utf-32', 'utf_32', BOM_UTF32_LE,
                                     BOM_UTF32_BE, 4)
    if module in ('utf_16_le', 'utf_16_be'):
        little = module.endswith('le')
        return module.replace('_', '-'), _make_text_codec(
            module.replace('_', '-'), module,
            lambda d, little=little: _utf16_cut(d, little))
    if module in ('utf_32_le', 'utf_32_be'):
        return module.replace('_', '-'), _make_text_codec(
            module.replace('_', '-'), module, lambda d: len(d) & ~3)
    if module == 'unicode_escape':
        return 'unicode-escape', _escape_codec(_unicode_escape_encode,
                                               _unicode_escape_decode)
    if module == 'raw_unicode_escape':
        return 'raw-unicode-escape', _escape_codec(
            _raw_unicode_escape_encode, _raw_unicode_escape_decode)
    if module == 'utf_8_sig':
        return 'utf-8-sig', _utf8_sig_codec()
    if module == 'rot_13':
        return 'rot-13', _rot13_codec()
    if module == 'hex_codec':
        return 'hex', _bytes_codec('hex', _hex_encode, _hex_decode)
    if module == 'base64_codec':
        return 'base64', _bytes_codec('base64', _b64_encode, _b64_decode)
    return None


_TEXT = {'utf_8', 'latin_1', 'ascii', 'utf_16', 'utf_32', 'utf_16_le',
         'utf_16_be', 'utf_32_le', 'utf_32_be', 'unicode_escape',
         'raw_unicode_escape', 'utf_8_sig'}


def _normalize(encoding):
    chars = []
    punct = False
    for c in encoding:
        if c.isalnum() or c == '.':
            if punct and chars:
                chars.append('_')
            if c.isascii():
                chars.append(c)
            punct = False
        else:
            punct = True
    return ''.join(chars)


def _search_builtin(encoding):
    norm = _normalize(encoding)
    module = _ALIASES.get(norm) or _ALIASES.get(norm.replace('.', '_')) or norm
    built = _build(module)
    if built is None:
        return None
    name, (enc, dec, ie, idc, w, r) = built
    return CodecInfo(enc, dec, r, w, ie, idc, name=name,
                     _is_text_encoding=module in _TEXT)


def _search(encoding):
    info = _search_builtin(encoding)
    if info is None:
        # The other codecs (the single-byte ones) and all their aliases
        # are the encodings package's.
        import encodings
        info = encodings.search_function(encoding)
    return info


_search_functions = [_search]
_cache = {}


def register(search_function):
    """Add a function that maps an encoding name to a CodecInfo or None."""
    if not callable(search_function):
        raise TypeError('argument must be callable')
    _search_functions.append(search_function)


def unregister(search_function):
    try:
        _search_functions.remove(search_function)
    except ValueError:
        pass
    _cache.clear()


def lookup(encoding):
    """Return the CodecInfo of encoding (LookupError if unknown)."""
    if not isinstance(encoding, str):
        raise TypeError(f'lookup() argument must be str, not '
                        f'{type(encoding).__name__}')
    key = encoding.lower().replace(' ', '_').replace('-', '_')
    info = _cache.get(key)
    if info is not None:
        return info
    for search in _search_functions:
        info = search(key)
        if info is not None:
            if not isinstance(info, tuple) or len(info) != 4:
                raise TypeError('codec search functions must return 4-tuples')
            _cache[key] = info
            return info
    raise LookupError(f'unknown encoding: {encoding}')


def encode(obj, encoding='utf-8', errors='strict'):
    """Encode obj with the codec of encoding."""
    return lookup(encoding).encode(obj, errors)[0]


def decode(obj, encoding='utf-8', errors='strict'):
    """Decode obj with the codec of encoding."""
    return lookup(encoding).decode(obj, errors)[0]


def getencoder(encoding):
    return lookup(encoding).encode


def getdecoder(encoding):
    return lookup(encoding).decode


def getincrementalencoder(encoding):
    encoder = lookup(encoding).incrementalencoder
    if encoder is None:
        raise LookupError(encoding)
    return encoder


def getincrementaldecoder(encoding):
    decoder = lookup(encoding).incrementaldecoder
    if decoder is None:
        raise LookupError(encoding)
    return decoder


def getreader(encoding):
    return lookup(encoding).streamreader


def getwriter(encoding):
    return lookup(encoding).streamwriter


def iterencode(iterator, encoding, errors='strict', **kwargs):
    encoder = getincrementalencoder(encoding)(errors, **kwargs)
    for input in iterator:
        output = encoder.encode(input)
        if output:
            yield output
    output = encoder.encode('', True)
    if output:
        yield output


def iterdecode(iterator, encoding, errors='strict', **kwargs):
    decoder = getincrementaldecoder(encoding)(errors, **kwargs)
    for input in iterator:
        output = decoder.decode(input)
        if output:
            yield output
    output = decoder.decode(b'', True)
    if output:
        yield output


def open(filename, mode='r', encoding=None, errors='strict', buffering=-1):
    """Open a file whose text is read and written through a codec."""
    if encoding is not None and 'b' not in mode:
        mode = mode + 'b'
    file = builtins.open(filename, mode, buffering)
    if encoding is None:
        return file
    try:
        info = lookup(encoding)
        srw = StreamReaderWriter(file, info.streamreader, info.streamwriter,
                                 errors)
        srw.encoding = encoding
        return srw
    except:
        file.close()
        raise


def EncodedFile(file, data_encoding, file_encoding=None, errors='strict'):
    """A StreamRecoder: data written is decoded with data_encoding and
    written encoded with file_encoding; reads go the other way."""
    if file_encoding is None:
        file_encoding = data_encoding
    data_info = lookup(data_encoding)
    file_info = lookup(file_encoding)
    sr = StreamRecoder(file, data_info.encode, data_info.decode,
                       file_info.streamreader, file_info.streamwriter, errors)
    sr.data_encoding = data_encoding
    sr.file_encoding = file_encoding
    return sr


# --- error handlers -------------------------------------------------------------

def _check_exc(exc, kinds):
    if not isinstance(exc, kinds):
        raise TypeError(f"don't know how to handle {type(exc).__name__} "
                        f"in error callback")


def strict_errors(exc):
    if isinstance(exc, BaseException):
        raise exc
    raise TypeError('codec must pass exception instance')


def ignore_errors(exc):
    _check_exc(exc, (UnicodeEncodeError, UnicodeDecodeError,
                     UnicodeTranslateError))
    return ('', exc.end)


def replace_errors(exc):
    _check_exc(exc, (UnicodeEncodeError, UnicodeDecodeError,
                     UnicodeTranslateError))
    if isinstance(exc, UnicodeEncodeError):
        return ('?' * (exc.end - exc.start), exc.end)
    if isinstance(exc, UnicodeDecodeError):
        return ('\ufffd', exc.end)
    return ('\ufffd' * (exc.end - exc.start), exc.end)


def xmlcharrefreplace_errors(exc):
    _check_exc(exc, UnicodeEncodeError)
    return (''.join(f'&#{ord(c)};' for c in exc.object[exc.start:exc.end]),
            exc.end)


def _backslash(o):
    if o < 0x100:
        return f'\\x{o:02x}'
    if o < 0x10000:
        return f'\\u{o:04x}'
    return f'\\U{o:08x}'


def backslashreplace_errors(exc):
    _check_exc(exc, (UnicodeEncodeError, UnicodeDecodeError,
                     UnicodeTranslateError))
    if isinstance(exc, UnicodeDecodeError):
        return (''.join(f'\\x{b:02x}' for b in exc.object[exc.start:exc.end]),
                exc.end)
    return (''.join(_backslash(ord(c)) for c in exc.object[exc.start:exc.end]),
            exc.end)


def namereplace_errors(exc):
    _check_exc(exc, UnicodeEncodeError)
    out = []
    for c in exc.object[exc.start:exc.end]:
        try:
            import unicodedata
            out.append('\\N{' + unicodedata.name(c) + '}')
        except (ImportError, ValueError):
            out.append(_backslash(ord(c)))
    return (''.join(out), exc.end)


def surrogateescape(exc):
    if isinstance(exc, UnicodeDecodeError):
        part = exc.object[exc.start:exc.end]
        if all(b >= 128 for b in part[:4]):
            return (''.join(chr(0xDC00 + b) for b in part[:4]),
                    exc.start + min(4, len(part)))
    elif isinstance(exc, UnicodeEncodeError):
        part = exc.object[exc.start:exc.end]
        if all(0xDC80 <= ord(c) <= 0xDCFF for c in part):
            return (bytes(ord(c) - 0xDC00 for c in part), exc.end)
    raise exc


def surrogatepass(exc):
    if isinstance(exc, UnicodeEncodeError):
        part = exc.object[exc.start:exc.end]
        if all(0xD800 <= ord(c) <= 0xDFFF for c in part):
            return (part.encode('utf-8', 'surrogatepass'), exc.end)
    raise exc


_error_handlers = {
    'strict': strict_errors,
    'ignore': ignore_errors,
    'replace': replace_errors,
    'xmlcharrefreplace': xmlcharrefreplace_errors,
    'backslashreplace': backslashreplace_errors,
    'namereplace': namereplace_errors,
    'surrogateescape': surrogateescape,
    'surrogatepass': surrogatepass,
}


def register_error(name, error_handler):
    """Register an error handler under name (for lookup_error)."""
    if not isinstance(name, str):
        raise TypeError(f'register_error() argument 1 must be str, not '
                        f'{type(name).__name__}')
    if not callable(error_handler):
        raise TypeError('handler must be callable')
    _error_handlers[name] = error_handler


def lookup_error(name):
    """Return the error handler registered under name."""
    if not isinstance(name, str):
        raise TypeError(f'lookup_error() argument must be str, not '
                        f'{type(name).__name__}')
    try:
        return _error_handlers[name]
    except KeyError:
        raise LookupError(f"unknown error handler name '{name}'") from None


# The _codecs functions that programs call directly.

from _cpjit_charmap import charmap_build, charmap_decode, charmap_encode

def _codec_functions(module):
    info = _search(module)
    return info.encode, info.decode


utf_8_encode = _codec_functions('utf_8')[0]


def utf_8_decode(data, errors='strict', final=False):
    data = _bytes_of(data)
    end = len(data) if final else _utf8_cut(data)
    return data[:end].decode('utf-8', errors), end


latin_1_encode, latin_1_decode = _codec_functions('latin_1')
ascii_encode, ascii_decode = _codec_functions('ascii')
unicode_escape_encode = _unicode_escape_encode


def unicode_escape_decode(data, errors='strict', final=True):
    return _unicode_escape_decode(data, errors, final)


raw_unicode_escape_encode = _raw_unicode_escape_encode


def raw_unicode_escape_decode(data, errors='strict', final=True):
    return _raw_unicode_escape_decode(data, errors, final)


def escape_decode(data, errors=None):
    """Decode the backslash escapes of a bytes literal's body."""
    if isinstance(data, str):
        data = data.encode('utf-8')
    data = _bytes_of(data)
    out = bytearray()
    i, n = 0, len(data)
    first_invalid = None
    while i < n:
        b = data[i]
        if b != 0x5C:
            out.append(b)
            i += 1
            continue
        if i + 1 >= n:
            raise ValueError('Trailing \\ in string')
        c = chr(data[i + 1])
        if c in _SIMPLE_ESCAPES:
            out.append(ord(_SIMPLE_ESCAPES[c]))
            i += 2
        elif c == '\n':
            i += 2
        elif c in '01234567':
            k = i + 1
            v = 0
            while k < n and k < i + 4 and chr(data[k]) in '01234567':
                v = v * 8 + data[k] - 48
                k += 1
            if v > 0o377 and first_invalid is None:
                first_invalid = data[i:k].decode('latin-1')
            out.append(v & 0xFF)
            i = k
        elif c == 'x':
            digits = data[i + 2:i + 4]
            if len(digits) == 2 and all(chr(d) in '0123456789abcdefABCDEF'
                                        for d in digits):
                out.append(int(digits, 16))
                i += 4
            else:
                raise ValueError(f'invalid \\x escape at position {i}')
        else:
            if first_invalid is None:
                first_invalid = '\\' + c
            out.append(0x5C)
            out.append(data[i + 1])
            i += 2
    _warn_invalid(first_invalid)
    return bytes(out), n


def escape_encode(data, errors=None):
    """Escape bytes as the body of a bytes literal."""
    if not isinstance(data, bytes):
        raise TypeError(f'argument 1 must be bytes, not {type(data).__name__}')
    out = []
    for b in data:
        if b == 0x5C:
            out.append('\\\\')
        elif b == 0x27:
            out.append("\\'")
        elif b == 9:
            out.append('\\t')
        elif b == 10:
            out.append('\\n')
        elif b == 13:
            out.append('\\r')
        elif 32 <= b < 127:
            out.append(chr(b))
        else:
            out.append(f'\\x{b:02x}')
    return ''.join(out).encode('ascii'), len(data)
