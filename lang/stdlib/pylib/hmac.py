"""HMAC (keyed-hashing for message authentication, RFC 2104) for cpjit."""

import _hashlib
from _hashlib import compare_digest

__all__ = ['new', 'compare_digest', 'digest', 'HMAC']

trans_5C = bytes((x ^ 0x5C) for x in range(256))
trans_36 = bytes((x ^ 0x36) for x in range(256))

digest_size = None


def _constructor(digestmod):
    """Return a function making a fresh hash object for digestmod (a name,
    a constructor or a module with new())."""
    if isinstance(digestmod, str):
        import hashlib
        return lambda d=b'': hashlib.new(digestmod, d)
    if callable(digestmod):
        return digestmod
    return lambda d=b'': digestmod.new(d)


class HMAC:
    """An HMAC object: update() it with data, then digest() or hexdigest()."""
    blocksize = 64

    __slots__ = ('_inner', '_outer', 'block_size', 'digest_size')

    def __init__(self, key, msg=None, digestmod=''):
        if not isinstance(key, (bytes, bytearray)):
            raise TypeError("key: expected bytes or bytearray, but got %r"
                            % type(key).__name__)
        if not digestmod:
            raise TypeError("Missing required argument 'digestmod'.")
        make = _constructor(digestmod)
        self._inner = make()
        self._outer = make()
        self.digest_size = self._inner.digest_size
        block = getattr(self._inner, 'block_size', None)
        if block is None or block < 16:
            block = self.blocksize
        if len(key) > block:
            key = make(key).digest()
        self.block_size = block
        key = bytes(key).ljust(block, b'\0')
        self._outer.update(key.translate(trans_5C))
        self._inner.update(key.translate(trans_36))
        if msg is not None:
            self.update(msg)

    @property
    def name(self):
        return 'hmac-' + self._inner.name

    def update(self, msg):
        """Feed msg into the HMAC."""
        self._inner.update(msg)

    def copy(self):
        """Return an independent copy of this HMAC."""
        other = self.__class__.__new__(self.__class__)
        other.digest_size = self.digest_size
        other.block_size = self.block_size
        other._inner = self._inner.copy()
        other._outer = self._outer.copy()
        return other

    def _current(self):
        h = self._outer.copy()
        h.update(self._inner.digest())
        return h

    def digest(self):
        """Return the HMAC of the data fed so far as bytes."""
        return self._current().digest()

    def hexdigest(self):
        """Return the HMAC of the data fed so far as hex digits."""
        return self._current().hexdigest()


def new(key, msg=None, digestmod=''):
    """Return a new HMAC object keyed with key, hashing with digestmod."""
    return HMAC(key, msg, digestmod)


def digest(key, msg, digest):
    """Return the HMAC of msg under key with the hash digest, in one go."""
    return HMAC(key, msg, digest).digest()
