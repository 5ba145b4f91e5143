"""UUID objects (universally unique identifiers, RFC 4122) for cpjit.

uuid1() (time and node), uuid3() (MD5 of a name), uuid4() (random) and
uuid5() (SHA-1 of a name) make UUIDs; the UUID class reads and renders
them in every form.
"""

import os
from enum import Enum

__author__ = 'cpjit'

__all__ = ['UUID', 'SafeUUID', 'getnode', 'uuid1', 'uuid3', 'uuid4', 'uuid5',
           'NAMESPACE_DNS', 'NAMESPACE_URL', 'NAMESPACE_OID', 'NAMESPACE_X500',
           'RESERVED_NCS', 'RFC_4122', 'RESERVED_MICROSOFT', 'RESERVED_FUTURE']

RESERVED_NCS = 'reserved for NCS compatibility'
RFC_4122 = 'specified in RFC 4122'
RESERVED_MICROSOFT = 'reserved for Microsoft compatibility'
RESERVED_FUTURE = 'reserved for future definition'

_int = int
_bytes = bytes


class SafeUUID(Enum):
    safe = 0
    unsafe = -1
    unknown = None


_FIELD_BITS = (32, 16, 16, 8, 8, 48)


class UUID:
    """An immutable UUID. Make one from exactly one of: hex (a string of
    32 hex digits, braces, hyphens and a 'urn:uuid:' prefix allowed), bytes
    (16 big-endian bytes), bytes_le (16 bytes with the first three fields
    little-endian), fields (a 6-tuple of ints) or int (128 bits); version
    sets the version and the RFC 4122 variant."""

    __slots__ = ('int', 'is_safe', '__weakref__')

    def __init__(self, hex=None, bytes=None, bytes_le=None, fields=None,
                 int=None, version=None, *, is_safe=SafeUUID.unknown):
        if [hex, bytes, bytes_le, fields, int].count(None) != 4:
            raise TypeError('one of the hex, bytes, bytes_le, fields, '
                            'or int arguments must be given')
        if hex is not None:
            hex = hex.replace('urn:', '').replace('uuid:', '')
            hex = hex.strip('{}').replace('-', '')
            if len(hex) != 32:
                raise ValueError('badly formed hexadecimal UUID string')
            int = _int(hex, 16)
        if bytes_le is not None:
            if len(bytes_le) != 16:
                raise ValueError('bytes_le is not a 16-char string')
            bytes = (bytes_le[3::-1] + bytes_le[5:3:-1] + bytes_le[7:5:-1] +
                     bytes_le[8:])
        if bytes is not None:
            if len(bytes) != 16:
                raise ValueError('bytes is not a 16-char string')
            assert isinstance(bytes, _bytes), repr(bytes)
            int = _int.from_bytes(bytes, 'big')
        if fields is not None:
            if len(fields) != 6:
                raise ValueError('fields is not a 6-tuple')
            int = 0
            for i, (value, bits) in enumerate(zip(fields, _FIELD_BITS)):
                if not 0 <= value < 1 << bits:
                    raise ValueError('field %d out of range (need %s %d-bit value)'
                                     % (i + 1, 'an' if bits == 8 else 'a', bits))
                int = (int << bits) | value
        if not 0 <= int < 1 << 128:
            raise ValueError('int is out of range (need a 128-bit value)')
        if version is not None:
            if not 1 <= version <= 5:
                raise ValueError('illegal version number')
            int &= ~(0xc000 << 48)
            int |= 0x8000 << 48
            int &= ~(0xf000 << 64)
            int |= version << 76
        object.__setattr__(self, 'int', int)
        object.__setattr__(self, 'is_safe', is_safe)

    def __getstate__(self):
        d = {'int': self.int}
        if self.is_safe != SafeUUID.unknown:
            d['is_safe'] = self.is_safe.value
        return d

    def __setstate__(self, state):
        object.__setattr__(self, 'int', state['int'])
        object.__setattr__(self, 'is_safe',
                           SafeUUID(state['is_safe']) if 'is_safe' in state
                           else SafeUUID.unknown)

    def __eq__(self, other):
        if isinstance(other, UUID):
            return self.int == other.int
        return NotImplemented

    def __lt__(self, other):
        if isinstance(other, UUID):
            return self.int < other.int
        return NotImplemented

    def __gt__(self, other):
        if isinstance(other, UUID):
            return self.int > other.int
        return NotImplemented

    def __le__(self, other):
        if isinstance(other, UUID):
            return self.int <= other.int
        return NotImplemented

    def __ge__(self, other):
        if isinstance(other, UUID):
            return self.int >= other.int
        return NotImplemented

    def __hash__(self):
        return hash(self.int)

    def __int__(self):
        return self.int

    def __repr__(self):
        return '%s(%r)' % (self.__class__.__name__, str(self))

    def __setattr__(self, name, value):
        raise TypeError('UUID objects are immutable')

    def __str__(self):
        h = '%032x' % self.int
        return '%s-%s-%s-%s-%s' % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])

    @property
    def bytes(self):
        return self.int.to_bytes(16, 'big')

    @property
    def bytes_le(self):
        b = self.bytes
        return b[3::-1] + b[5:3:-1] + b[7:5:-1] + b[8:]

    @property
    def fields(self):
        return (self.time_low, self.time_mid, self.time_hi_version,
                self.clock_seq_hi_variant, self.clock_seq_low, self.node)

    @property
    def time_low(self):
        return self.int >> 96

    @property
    def time_mid(self):
        return (self.int >> 80) & 0xffff

    @property
    def time_hi_version(self):
        return (self.int >> 64) & 0xffff

    @property
    def clock_seq_hi_variant(self):
        return (self.int >> 56) & 0xff

    @property
    def clock_seq_low(self):
        return (self.int >> 48) & 0xff

    @property
    def time(self):
        return (((self.time_hi_version & 0x0fff) << 48) |
                (self.time_mid << 32) | self.time_low)

    @property
    def clock_seq(self):
        return (((self.clock_seq_hi_variant & 0x3f) << 8) |
                self.clock_seq_low)

    @property
    def node(self):
        return self.int & 0xffffffffffff

    @property
    def hex(self):
        return '%032x' % self.int

    @property
    def urn(self):
        return 'urn:uuid:' + str(self)

    @property
    def variant(self):
        if not self.int & (0x8000 << 48):
            return RESERVED_NCS
        if not self.int & (0x4000 << 48):
            return RFC_4122
        if not self.int & (0x2000 << 48):
            return RESERVED_MICROSOFT
        return RESERVED_FUTURE

    @property
    def version(self):
        if self.variant == RFC_4122:
            return int((self.int >> 76) & 0xf)


_node = None


def _read_hardware_node():
    """The MAC address of the first network interface that has one, from
    Linux's /sys (None when there is none or files are out of reach)."""
    base = '/sys/class/net'
    try:
        names = sorted(os.listdir(base))
    except OSError:
        return None
    for name in names:
        try:
            with open(os.path.join(base, name, 'address')) as f:
                text = f.read().strip()
        except OSError:
            continue
        digits = text.replace(':', '')
        if len(digits) != 12:
            continue
        try:
            mac = int(digits, 16)
        except ValueError:
            continue
        # skip the all-zero loopback address and locally administered
        # multicast ones
        if mac and not mac & (1 << 40):
            return mac
    return None


def _random_getnode():
    # a random 48-bit number with the multicast bit set (RFC 4122 4.5)
    return int.from_bytes(os.urandom(6), 'big') | (1 << 40)


def getnode():
    """Return the hardware address as a 48-bit int, or a random number with
    the multicast bit set when none can be read."""
    global _node
    if _node is None:
        _node = _read_hardware_node()
        if _node is None:
            _node = _random_getnode()
    return _node


_last_timestamp = None


def uuid1(node=None, clock_seq=None):
    """Make a UUID from a host ID, a sequence number and the time."""
    global _last_timestamp
    import time
    nanoseconds = time.time_ns()
    # 100-ns intervals since the Gregorian epoch (1582-10-15)
    timestamp = nanoseconds // 100 + 0x01b21dd213814000
    if _last_timestamp is not None and timestamp <= _last_timestamp:
        timestamp = _last_timestamp + 1
    _last_timestamp = timestamp
    if clock_seq is None:
        import random
        clock_seq = random.getrandbits(14)
    time_low = timestamp & 0xffffffff
    time_mid = (timestamp >> 32) & 0xffff
    time_hi_version = (timestamp >> 48) & 0x0fff
    clock_seq_low = clock_seq & 0xff
    clock_seq_hi_variant = (clock_seq >> 8) & 0x3f
    if node is None:
        node = getnode()
    return UUID(fields=(time_low, time_mid, time_hi_version,
                        clock_seq_hi_variant, clock_seq_low, node), version=1)


def _name_bytes(name):
    if isinstance(name, str):
        return _bytes(name, 'utf-8')
    return name


def uuid3(namespace, name):
    """Make a UUID from the MD5 hash of a namespace UUID and a name."""
    import hashlib
    h = hashlib.md5(namespace.bytes + _name_bytes(name), usedforsecurity=False)
    return UUID(bytes=h.digest()[:16], version=3)


def uuid4():
    """Make a random UUID."""
    return UUID(bytes=os.urandom(16), version=4)


def uuid5(namespace, name):
    """Make a UUID from the SHA-1 hash of a namespace UUID and a name."""
    import hashlib
    h = hashlib.sha1(namespace.bytes + _name_bytes(name), usedforsecurity=False)
    return UUID(bytes=h.digest()[:16], version=5)


NAMESPACE_DNS = UUID('6ba7b810-9dad-11d1-80b4-00c04fd430c8')
NAMESPACE_URL = UUID('6ba7b811-9dad-11d1-80b4-00c04fd430c8')
NAMESPACE_OID = UUID('6ba7b812-9dad-11d1-80b4-00c04fd430c8')
NAMESPACE_X500 = UUID('6ba7b814-9dad-11d1-80b4-00c04fd430c8')
