"""Serialisation of core Python values in CPython's marshal format
(versions 0 to 4): None, bools, StopIteration, Ellipsis, ints, floats,
complex numbers, bytes-like objects, strings, tuples, lists, dicts, sets
and frozensets. cpjit's code objects are not CPython's, so code objects
can be neither written nor read.

CPython marks an object for back-references when something else also
holds it, which depends on reference counts; this implementation marks
the top-level object, objects met more than once, and the objects CPython
keeps immortal (small ints, interned-looking strings, empty tuple and
bytes), which gives CPython's bytes for ordinary data. Either way the
output loads in both.

dumps and loads try _cpjit_marshal (lang/stdlib/marshalmod) first: it
writes the same bytes as _Writer for versions 2 to 4, and reads bytes and
bytearrays, in Go; what it does not handle comes back here.
"""

import struct as _struct
from _cpjit_marshal import dumps as _dumps_fast, loads as _loads_fast

version = 4

_FLAG_REF = 0x80
_SMALL = frozenset('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_')
_pack_i = _struct.Struct('<i').pack
_pack_d = _struct.Struct('<d').pack
_unpack_i = _struct.Struct('<i').unpack
_unpack_d = _struct.Struct('<d').unpack


def _interned(s):
    return s.isascii() and (len(s) <= 1 or all(c in _SMALL for c in s))


def _immortal(v):
    t = type(v)
    if t is int:
        return -5 <= v <= 256
    if t is str:
        return _interned(v)
    if t is tuple or t is bytes:
        return len(v) == 0 or (t is bytes and len(v) == 1)
    return False


def _float_text(v):
    s = repr(v)
    if s.endswith('.0'):
        s = s[:-2]
    b = s.encode('ascii')
    return bytes([len(b)]) + b


class _Writer:
    def __init__(self, version):
        self.version = version
        self.out = []
        self.refs = {}
        self.counts = {}
        self.depth = 0

    def count(self, v):
        # How often each container or string is met, by identity: one met
        # twice is written once and referred to after.
        t = type(v)
        if t in (tuple, list, dict, set, frozenset, str, bytes):
            k = id(v)
            n = self.counts.get(k, 0)
            self.counts[k] = n + 1
            if n:
                return
            if t is dict:
                for key, val in v.items():
                    self.count(key)
                    self.count(val)
            elif t is not str and t is not bytes:
                for x in v:
                    self.count(x)

    def ref(self, v, code, top):
        """Writes a back-reference and returns None, or returns the type
        code to write (with the reference flag when v gets an index)."""
        if self.version < 3:
            return bytes([code])
        key = ('s', v) if type(v) is str and _interned(v) else \
            ('i', v) if type(v) is int and -5 <= v <= 256 else id(v)
        idx = self.refs.get(key)
        if idx is not None:
            self.out.append(b'r' + _pack_i(idx))
            return None
        if top or _immortal(v) or self.counts.get(id(v), 0) > 1:
            self.refs[key] = len(self.refs)
            return bytes([code | _FLAG_REF])
        return bytes([code])

    def write(self, v, top=False):
        out = self.out
        if v is None:
            out.append(b'N')
            return
        if v is False:
            out.append(b'F')
            return
        if v is True:
            out.append(b'T')
            return
        if v is StopIteration:
            out.append(b'S')
            return
        if v is Ellipsis:
            out.append(b'.')
            return
        self.depth += 1
        if self.depth > 2000:
            raise ValueError('object too deeply nested to marshal')
        try:
            self.write_object(v, top)
        finally:
            self.depth -= 1

    def write_object(self, v, top):
        out = self.out
        t = type(v)
        if t is int:
            if -2**31 <= v < 2**31:
                c = self.ref(v, ord('i'), top)
                if c is not None:
                    out.append(c + _pack_i(v))
                return
            c = self.ref(v, ord('l'), top)
            if c is None:
                return
            n = -v if v < 0 else v
            digits = []
            while n:
                digits.append(n & 0x7fff)
                n >>= 15
            size = len(digits) if v > 0 else -len(digits)
            out.append(c + _pack_i(size) + b''.join(d.to_bytes(2, 'little') for d in digits))
        elif t is float:
            if self.version > 1:
                c = self.ref(v, ord('g'), top)
                if c is not None:
                    out.append(c + _pack_d(v))
            else:
                out.append(b'f' + _float_text(v))
        elif t is complex:
            if self.version > 1:
                c = self.ref(v, ord('y'), top)
                if c is not None:
                    out.append(c + _pack_d(v.real) + _pack_d(v.imag))
            else:
                out.append(b'x' + _float_text(v.real) + _float_text(v.imag))
        elif t is str:
            if self.version >= 4 and v.isascii():
                interned = _interned(v)
                if len(v) < 256:
                    c = self.ref(v, ord('Z' if interned else 'z'), top)
                    if c is not None:
                        out.append(c + bytes([len(v)]) + v.encode('ascii'))
                else:
                    c = self.ref(v, ord('A' if interned else 'a'), top)
                    if c is not None:
                        out.append(c + _pack_i(len(v)) + v.encode('ascii'))
                return
            code = 't' if self.version >= 3 and _interned(v) else 'u'
            c = self.ref(v, ord(code), top)
            if c is not None:
                b = v.encode('utf-8', 'surrogatepass')
                out.append(c + _pack_i(len(b)) + b)
        elif t is tuple:
            c = self.ref(v, ord('(' if self.version < 4 or len(v) >= 256 else ')'), top)
            if c is None:
                return
            if c[0] & 0x7f == ord(')'):
                out.append(c + bytes([len(v)]))
            else:
                out.append(c + _pack_i(len(v)))
            for x in v:
                self.write(x)
        elif t is list or t is set or t is frozenset:
            code = '[' if t is list else '<' if t is set else '>'
            c = self.ref(v, ord(code), top)
            if c is None:
                return
            out.append(c + _pack_i(len(v)))
            for x in v:
                self.write(x)
        elif t is dict:
            c = self.ref(v, ord('{'), top)
            if c is None:
                return
            out.append(c)
            for key, val in v.items():
                self.write(key)
                self.write(val)
            out.append(b'0')
        elif t is bytes:
            c = self.ref(v, ord('s'), top)
            if c is not None:
                out.append(c + _pack_i(len(v)) + v)
        else:
            try:
                b = memoryview(v).tobytes()
            except TypeError:
                raise ValueError('unmarshallable object') from None
            out.append(b's' + _pack_i(len(b)) + b)


def _version(v):
    if not isinstance(v, int):
        v = v.__index__() if hasattr(type(v), '__index__') else _not_int(v)
    return v


def _not_int(v):
    raise TypeError("'%s' object cannot be interpreted as an integer" % type(v).__name__)


def dumps(value, version=version, /, *, allow_code=True):
    """Return the bytes that dump(value, file) would write."""
    if type(version) is int:
        b = _dumps_fast(value, version)
        if b is not None:
            return b
    w = _Writer(_version(version))
    if w.version >= 3:
        w.count(value)
    w.write(value, True)
    return b''.join(w.out)


def dump(value, file, version=version, /, *, allow_code=True):
    """Write value to the open binary file."""
    file.write(dumps(value, version, allow_code=allow_code))


class _Reader:
    def __init__(self, data=None, file=None):
        self.data = data
        self.pos = 0
        self.file = file
        self.refs = []
        self.depth = 0

    def read(self, n):
        if self.file is not None:
            b = self.file.read(n)
            if b is None:
                b = b''
            if not isinstance(b, (bytes, bytearray)):
                raise TypeError('file.read() returned not bytes but %s' % type(b).__name__)
            if len(b) != n:
                raise EOFError('EOF read where not expected')
            return bytes(b)
        p = self.pos
        if p + n > len(self.data):
            raise EOFError('marshal data too short')
        self.pos = p + n
        return self.data[p:p + n]

    def byte(self):
        if self.file is not None:
            b = self.file.read(1)
            if not b:
                raise EOFError('EOF read where object expected')
            return b[0]
        if self.pos >= len(self.data):
            raise EOFError('EOF read where object expected')
        c = self.data[self.pos]
        self.pos += 1
        return c

    def int32(self):
        return _unpack_i(self.read(4))[0]

    def size(self):
        n = self.int32()
        if n < 0:
            raise ValueError('bad marshal data (size out of range)')
        return n

    def float_text(self):
        n = self.read(1)[0]
        return float(self.read(n).decode('ascii'))

    def load(self):
        self.depth += 1
        if self.depth > 2000:
            raise ValueError('recursion limit exceeded')
        try:
            return self.load_object()
        finally:
            self.depth -= 1

    def load_object(self):
        code = self.byte()
        flag = code & _FLAG_REF
        c = chr(code & 0x7f)
        if c == 'N':
            return None
        if c == 'F':
            return False
        if c == 'T':
            return True
        if c == 'S':
            return StopIteration
        if c == '.':
            return Ellipsis
        if c == '0':
            return _NULL
        if c == 'r':
            i = self.int32()
            if not 0 <= i < len(self.refs) or self.refs[i] is _RESERVED:
                raise ValueError('bad marshal data (invalid reference)')
            return self.refs[i]
        if c in '([{<>)':
            idx = None
            if flag:
                idx = len(self.refs)
                self.refs.append(_RESERVED)
            if c == ')':
                n = self.read(1)[0]
            elif c != '{':
                n = self.size()
            if c in '()':
                v = tuple([self.item('tuple') for _ in range(n)])
            elif c == '[':
                v = []
                if idx is not None:
                    self.refs[idx] = v
                for _ in range(n):
                    v.append(self.item('list'))
            elif c == '{':
                v = {}
                if idx is not None:
                    self.refs[idx] = v
                while True:
                    k = self.load()
                    if k is _NULL:
                        break
                    val = self.load()
                    if val is _NULL:
                        break
                    v[k] = val
            elif c == '<':
                v = set()
                if idx is not None:
                    self.refs[idx] = v
                for _ in range(n):
                    v.add(self.item('set'))
            else:
                v = frozenset([self.item('frozenset') for _ in range(n)])
            if idx is not None:
                self.refs[idx] = v
            return v
        v = self.load_scalar(c)
        if flag:
            self.refs.append(v)
        return v

    def item(self, kind='object'):
        v = self.load()
        if v is _NULL:
            raise TypeError('NULL object in marshal data for ' + kind)
        return v

    def load_scalar(self, c):
        if c == 'i':
            return self.int32()
        if c == 'l':
            n = self.int32()
            size = -n if n < 0 else n
            v = 0
            digits = self.read(2 * size)
            for i in range(size - 1, -1, -1):
                d = digits[2 * i] | digits[2 * i + 1] << 8
                if d > 0x7fff:
                    raise ValueError('bad marshal data (digit out of range in long)')
                if i == size - 1 and d == 0:
                    raise ValueError('bad marshal data (unnormalized long data)')
                v = v << 15 | d
            return -v if n < 0 else v
        if c == 'g':
            return _unpack_d(self.read(8))[0]
        if c == 'f':
            return self.float_text()
        if c == 'y':
            re = _unpack_d(self.read(8))[0]
            return complex(re, _unpack_d(self.read(8))[0])
        if c == 'x':
            re = self.float_text()
            return complex(re, self.float_text())
        if c == 's':
            return bytes(self.read(self.size()))
        if c in 'ut':
            return bytes(self.read(self.size())).decode('utf-8', 'surrogatepass')
        if c in 'aA':
            return bytes(self.read(self.size())).decode('latin-1')
        if c in 'zZ':
            n = self.read(1)[0]
            return bytes(self.read(n)).decode('latin-1')
        if c == 'c':
            raise ValueError('bad marshal data (code objects are not supported)')
        raise ValueError('bad marshal data (unknown type code)')


_RESERVED = object()
_NULL = object()


def loads(bytes, /, *, allow_code=True):
    """Read one value from the bytes-like object; extra bytes are
    ignored."""
    v = _loads_fast(bytes)
    if v is not NotImplemented:
        return v
    try:
        data = memoryview(bytes).tobytes()
    except TypeError:
        raise TypeError("a bytes-like object is required, not '%s'"
                        % type(bytes).__name__) from None
    return _Reader(data).item()


def load(file, /, *, allow_code=True):
    """Read one value from the open binary file, leaving the file just
    after it."""
    return _Reader(file=file).item()
