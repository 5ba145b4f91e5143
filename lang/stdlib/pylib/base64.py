"""Base16, Base32, Base64, Base85 and Ascii85 data encodings (cpjit).

Base64 and hex go through the binascii module (Go); the other alphabets
are done here.  Results and error messages follow CPython 3.13.
"""

import binascii

__all__ = [
    'encode', 'decode', 'encodebytes', 'decodebytes',
    'b64encode', 'b64decode', 'b32encode', 'b32decode',
    'b32hexencode', 'b32hexdecode', 'b16encode', 'b16decode',
    'b85encode', 'b85decode', 'a85encode', 'a85decode', 'z85encode', 'z85decode',
    'standard_b64encode', 'standard_b64decode',
    'urlsafe_b64encode', 'urlsafe_b64decode',
]

bytes_types = (bytes, bytearray)


def _bytes_from_decode_data(s):
    if isinstance(s, str):
        try:
            return s.encode('ascii')
        except UnicodeEncodeError:
            raise ValueError('string argument should contain only ASCII characters')
    if isinstance(s, bytes_types):
        return s
    try:
        return memoryview(s).tobytes()
    except TypeError:
        raise TypeError("argument should be a bytes-like object or ASCII "
                        "string, not %r" % s.__class__.__name__) from None


# --- Base64 ---------------------------------------------------------------

def b64encode(s, altchars=None):
    """Encode the bytes-like object s with Base64 and return bytes."""
    out = binascii.b2a_base64(s, newline=False)
    if altchars is not None:
        assert len(altchars) == 2, repr(altchars)
        return out.translate(bytes.maketrans(b'+/', altchars))
    return out


def b64decode(s, altchars=None, validate=False):
    """Decode the Base64 encoded bytes-like object or ASCII string s."""
    s = _bytes_from_decode_data(s)
    if altchars is not None:
        altchars = _bytes_from_decode_data(altchars)
        assert len(altchars) == 2, repr(altchars)
        s = s.translate(bytes.maketrans(altchars, b'+/'))
    return binascii.a2b_base64(s, strict_mode=validate)


def standard_b64encode(s):
    """Encode bytes-like object s using the standard Base64 alphabet."""
    return b64encode(s)


def standard_b64decode(s):
    """Decode bytes encoded with the standard Base64 alphabet."""
    return b64decode(s)


_to_urlsafe = bytes.maketrans(b'+/', b'-_')
_from_urlsafe = bytes.maketrans(b'-_', b'+/')


def urlsafe_b64encode(s):
    """Encode with the URL- and filesystem-safe alphabet (- and _)."""
    return b64encode(s).translate(_to_urlsafe)


def urlsafe_b64decode(s):
    """Decode bytes using the URL- and filesystem-safe Base64 alphabet."""
    s = _bytes_from_decode_data(s)
    return b64decode(s.translate(_from_urlsafe))


# --- Base32 ---------------------------------------------------------------

_B32 = b'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
_B32HEX = b'0123456789ABCDEFGHIJKLMNOPQRSTUV'
# how many '=' end the last group, by the number of bytes left over
_B32_PADS = {0: 0, 1: 6, 2: 4, 3: 3, 4: 1}


def _b32enc(alphabet, s):
    if not isinstance(s, bytes_types):
        s = memoryview(s).tobytes()
    extra = len(s) % 5
    if extra:
        s = bytes(s) + bytes(5 - extra)
    out = bytearray()
    for i in range(0, len(s), 5):
        n = int.from_bytes(s[i:i + 5], 'big')
        for shift in range(35, -5, -5):
            out.append(alphabet[(n >> shift) & 31])
    pads = _B32_PADS[extra]
    if pads:
        out[-pads:] = b'=' * pads
    return bytes(out)


def _b32dec(alphabet, s, casefold=False, map01=None):
    s = _bytes_from_decode_data(s)
    if len(s) % 8:
        raise binascii.Error('Incorrect padding')
    if map01 is not None:
        map01 = _bytes_from_decode_data(map01)
        assert len(map01) == 1, repr(map01)
        s = s.translate(bytes.maketrans(b'01', b'O' + map01))
    if casefold:
        s = s.upper()
    total = len(s)
    s = s.rstrip(b'=')
    pads = total - len(s)
    rev = {c: i for i, c in enumerate(alphabet)}
    out = bytearray()
    for i in range(0, len(s), 8):
        n = 0
        for c in s[i:i + 8]:
            v = rev.get(c)
            if v is None:
                raise binascii.Error('Non-base32 digit found')
            n = (n << 5) | v
        chunk = len(s[i:i + 8])
        n <<= 5 * (8 - chunk)
        out += n.to_bytes(5, 'big')
    if pads not in (0, 1, 3, 4, 6):
        raise binascii.Error('Incorrect padding')
    if pads and out:
        keep = (43 - 5 * pads) // 8
        del out[len(out) - 5 + keep:]
    return bytes(out)


def b32encode(s):
    """Encode the bytes-like object s with Base32 and return bytes."""
    return _b32enc(_B32, s)


def b32decode(s, casefold=False, map01=None):
    """Decode the Base32 encoded bytes-like object or ASCII string s."""
    return _b32dec(_B32, s, casefold, map01)


def b32hexencode(s):
    """Encode with the extended hex Base32 alphabet (RFC 4648)."""
    return _b32enc(_B32HEX, s)


def b32hexdecode(s, casefold=False):
    """Decode with the extended hex Base32 alphabet (RFC 4648)."""
    return _b32dec(_B32HEX, s, casefold)


# --- Base16 ---------------------------------------------------------------

def b16encode(s):
    """Encode the bytes-like object s with Base16 and return bytes."""
    return binascii.hexlify(s).upper()


def b16decode(s, casefold=False):
    """Decode the Base16 encoded bytes-like object or ASCII string s."""
    s = _bytes_from_decode_data(s)
    if casefold:
        s = s.upper()
    for c in s:
        if not (48 <= c <= 57 or 65 <= c <= 70):
            raise binascii.Error('Non-base16 digit found')
    return binascii.unhexlify(s)


# --- Base85 and Ascii85 ---------------------------------------------------

_B85 = (b'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'
        b'abcdefghijklmnopqrstuvwxyz!#$%&()*+-;<=>?@^_`{|}~')
_Z85 = (b'0123456789abcdefghijklmnopqrstuvwxyz'
        b'ABCDEFGHIJKLMNOPQRSTUVWXYZ.-:+=^!/*?&<>()[]{}@%$#')
_A85 = bytes(range(33, 118))
_B85_REV = None


def _enc85(b, alphabet, pad=False, zeros=False, spaces=False):
    if not isinstance(b, bytes_types):
        b = memoryview(b).tobytes()
    padding = (-len(b)) % 4
    if padding:
        b = bytes(b) + bytes(padding)
    out = []
    for i in range(0, len(b), 4):
        n = int.from_bytes(b[i:i + 4], 'big')
        if zeros and n == 0:
            out.append(b'z')
        elif spaces and n == 0x20202020:
            out.append(b'y')
        else:
            digits = bytearray(5)
            for k in range(4, -1, -1):
                n, r = divmod(n, 85)
                digits[k] = alphabet[r]
            out.append(bytes(digits))
    if padding and not pad:
        if out[-1] == b'z':
            out[-1] = alphabet[0:1] * 5
        out[-1] = out[-1][:-padding]
    return b''.join(out)


def b85encode(b, pad=False):
    """Encode the bytes-like object b in base85 (as git uses)."""
    return _enc85(b, _B85, pad)


def b85decode(b):
    """Decode the base85-encoded bytes-like object or ASCII string b."""
    global _B85_REV
    if _B85_REV is None:
        _B85_REV = {c: i for i, c in enumerate(_B85)}
    b = _bytes_from_decode_data(b)
    padding = (-len(b)) % 5
    b = b + b'~' * padding
    out = []
    for i in range(0, len(b), 5):
        n = 0
        for j, c in enumerate(b[i:i + 5]):
            v = _B85_REV.get(c)
            if v is None:
                raise ValueError('bad base85 character at position %d' % (i + j))
            n = n * 85 + v
        if n > 0xFFFFFFFF:
            raise ValueError('base85 overflow in hunk starting at byte %d' % i)
        out.append(n.to_bytes(4, 'big'))
    result = b''.join(out)
    if padding:
        result = result[:-padding]
    return result


_to_z85 = bytes.maketrans(_B85, _Z85)
# characters of the base85 alphabet that Z85 lacks must stay invalid
_B85_ONLY = bytes(c for c in _B85 if c not in _Z85)
_from_z85 = bytes.maketrans(_Z85 + _B85_ONLY, _B85 + bytes(len(_B85_ONLY)))


def z85encode(s):
    """Encode the bytes-like object s in Z85 (ZeroMQ's base85)."""
    return b85encode(s).translate(_to_z85)


def z85decode(s):
    """Decode the Z85-encoded bytes-like object or ASCII string s."""
    s = _bytes_from_decode_data(s).translate(_from_z85)
    try:
        return b85decode(s)
    except ValueError as e:
        raise ValueError(e.args[0].replace('base85', 'z85')) from None


def a85encode(b, *, foldspaces=False, wrapcol=0, pad=False, adobe=False):
    """Encode the bytes-like object b using Ascii85 and return bytes."""
    result = _enc85(b, _A85, pad, True, foldspaces)
    if adobe:
        result = b'<~' + result
    if wrapcol:
        wrapcol = max(2 if adobe else 1, wrapcol)
        lines = [result[i:i + wrapcol] for i in range(0, len(result), wrapcol)]
        if adobe and len(lines[-1]) + 2 > wrapcol:
            lines.append(b'')
        result = b'\n'.join(lines)
    if adobe:
        result += b'~>'
    return result


def a85decode(b, *, foldspaces=False, adobe=False, ignorechars=b' \t\n\r\v'):
    """Decode the Ascii85 encoded bytes-like object or ASCII string b."""
    b = _bytes_from_decode_data(b)
    if adobe:
        if not b.endswith(b'~>'):
            raise ValueError("Ascii85 encoded byte sequences must end with b'~>'")
        b = b[2:-2] if b.startswith(b'<~') else b[:-2]
    out = []
    group = []
    for c in b + b'uuuu':
        if 33 <= c <= 117:
            group.append(c)
            if len(group) == 5:
                n = 0
                for d in group:
                    n = n * 85 + (d - 33)
                if n > 0xFFFFFFFF:
                    raise ValueError('Ascii85 overflow')
                out.append(n.to_bytes(4, 'big'))
                group.clear()
        elif c == 122:  # z
            if group:
                raise ValueError('z inside Ascii85 5-tuple')
            out.append(b'\0\0\0\0')
        elif foldspaces and c == 121:  # y
            if group:
                raise ValueError('y inside Ascii85 5-tuple')
            out.append(b'    ')
        elif c in ignorechars:
            continue
        else:
            raise ValueError('Non-Ascii85 digit found: %c' % c)
    result = b''.join(out)
    padding = 4 - len(group)
    if padding:
        result = result[:-padding]
    return result


# --- the legacy interface -------------------------------------------------

MAXLINESIZE = 76
MAXBINSIZE = (MAXLINESIZE // 4) * 3


def _input_type_check(s):
    try:
        m = memoryview(s)
    except TypeError as err:
        raise TypeError("expected bytes-like object, not %s" % s.__class__.__name__) from err
    if m.format not in ('c', 'b', 'B'):
        raise TypeError("expected single byte elements, not %r from %s" %
                        (m.format, s.__class__.__name__))
    if m.ndim != 1:
        raise TypeError("expected 1-D data, not %d-D data from %s" %
                        (m.ndim, s.__class__.__name__))


def encodebytes(s):
    """Encode bytes into base64 lines of at most 76 characters."""
    _input_type_check(s)
    return b''.join(binascii.b2a_base64(s[i:i + MAXBINSIZE])
                    for i in range(0, len(s), MAXBINSIZE))


def decodebytes(s):
    """Decode a bytestring of base64 lines."""
    _input_type_check(s)
    return binascii.a2b_base64(s)


def encode(input, output):
    """Encode the binary file input into base64 lines written to output."""
    while True:
        s = input.read(MAXBINSIZE)
        if not s:
            break
        while len(s) < MAXBINSIZE:
            more = input.read(MAXBINSIZE - len(s))
            if not more:
                break
            s += more
        output.write(binascii.b2a_base64(s))


def decode(input, output):
    """Decode the base64 lines of the binary file input into output."""
    while True:
        line = input.readline()
        if not line:
            break
        output.write(binascii.a2b_base64(line))
