"""Secure hashes and message digests (cpjit).

The hash objects come from the _hashlib and _blake2 modules (Go).  Every
constructor takes the data to hash as its first argument; the objects
have update(), digest(), hexdigest(), copy() and the attributes name,
digest_size and block_size.
"""

import _hashlib
import _blake2

_guaranteed = ('md5', 'sha1', 'sha224', 'sha256', 'sha384', 'sha512',
               'blake2b', 'blake2s',
               'sha3_224', 'sha3_256', 'sha3_384', 'sha3_512',
               'shake_128', 'shake_256')

algorithms_guaranteed = set(_guaranteed)
algorithms_available = set(_guaranteed) | {'sha512_224', 'sha512_256'}

__all__ = _guaranteed + ('new', 'algorithms_guaranteed',
                         'algorithms_available', 'file_digest', 'pbkdf2_hmac')

md5 = _hashlib.openssl_md5
sha1 = _hashlib.openssl_sha1
sha224 = _hashlib.openssl_sha224
sha256 = _hashlib.openssl_sha256
sha384 = _hashlib.openssl_sha384
sha512 = _hashlib.openssl_sha512
sha3_224 = _hashlib.openssl_sha3_224
sha3_256 = _hashlib.openssl_sha3_256
sha3_384 = _hashlib.openssl_sha3_384
sha3_512 = _hashlib.openssl_sha3_512
shake_128 = _hashlib.openssl_shake_128
shake_256 = _hashlib.openssl_shake_256
blake2b = _blake2.blake2b
blake2s = _blake2.blake2s
pbkdf2_hmac = _hashlib.pbkdf2_hmac


def new(name, data=b'', **kwargs):
    """Return a new hash object of the algorithm called name."""
    if name == 'blake2b':
        return blake2b(data, **kwargs)
    if name == 'blake2s':
        return blake2s(data, **kwargs)
    try:
        return _hashlib.new(name, data, **kwargs)
    except _hashlib.UnsupportedDigestmodError:
        raise ValueError('unsupported hash type ' + name) from None


def file_digest(fileobj, digest, /, *, _bufsize=2**18):
    """Hash the contents of a binary file object with digest (a name or a
    constructor) and return the hash object."""
    h = new(digest) if isinstance(digest, str) else digest()
    if hasattr(fileobj, 'getbuffer'):
        h.update(fileobj.getbuffer())
        return h
    if not (hasattr(fileobj, 'readinto') and hasattr(fileobj, 'readable')
            and fileobj.readable()):
        raise ValueError(
            f"'{fileobj!r}' is not a file-like object in binary reading mode.")
    buf = bytearray(_bufsize)
    view = memoryview(buf)
    while True:
        n = fileobj.readinto(buf)
        if n is None:
            raise BlockingIOError('I/O operation would block.')
        if not n:
            break
        h.update(view[:n])
    return h
