"""quopri: quoted-printable encoding and decoding (RFC 1521), over
binascii's b2a_qp and a2b_qp."""

from binascii import a2b_qp, b2a_qp

__all__ = ["encode", "decode", "encodestring", "decodestring"]

ESCAPE = b'='
MAXLINESIZE = 76
HEX = b'0123456789ABCDEF'
EMPTYSTRING = b''


def needsquoting(c, quotetabs, header):
    """Whether the byte c (a bytes of length 1) must be quoted."""
    assert isinstance(c, bytes)
    if c in b' \t':
        return quotetabs
    if c == b'_':
        return header
    return c == ESCAPE or not (b' ' <= c <= b'~')


def quote(c):
    """The =XX form of the byte c (a bytes of length 1)."""
    assert isinstance(c, bytes) and len(c) == 1
    c = ord(c)
    return ESCAPE + bytes((HEX[c // 16], HEX[c % 16]))


def encode(input, output, quotetabs, header=False):
    """Read binary file input, write its quoted-printable form to binary
    file output; quotetabs quotes spaces and tabs, header encodes spaces
    as underscores (RFC 1522)."""
    output.write(b2a_qp(input.read(), quotetabs=quotetabs, header=header))


def encodestring(s, quotetabs=False, header=False):
    return b2a_qp(s, quotetabs=quotetabs, header=header)


def decode(input, output, header=False):
    """Read quoted-printable binary file input, write the decoded bytes to
    binary file output."""
    output.write(a2b_qp(input.read(), header=header))


def decodestring(s, header=False):
    return a2b_qp(s, header=header)


def ishex(c):
    """Whether the byte c (a bytes of length 1) is a hex digit."""
    assert isinstance(c, bytes)
    return b'0' <= c <= b'9' or b'a' <= c <= b'f' or b'A' <= c <= b'F'


def unhex(s):
    """The value of the hex digits s (bytes)."""
    bits = 0
    for x in s:
        x = bytes((x,))
        if b'0' <= x <= b'9':
            i = ord('0')
        elif b'a' <= x <= b'f':
            i = ord('a') - 10
        elif b'A' <= x <= b'F':
            i = ord(b'A') - 10
        else:
            assert False, "non-hex digit " + repr(x)
        bits = bits * 16 + (ord(x) - i)
    return bits
