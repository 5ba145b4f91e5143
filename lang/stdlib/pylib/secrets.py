"""Random numbers for secrets (tokens, passwords) from the system's
cryptographic source, for cpjit."""

import base64
import binascii
import os
from hmac import compare_digest
from random import SystemRandom

__all__ = ['choice', 'randbelow', 'randbits', 'SystemRandom',
           'token_bytes', 'token_hex', 'token_urlsafe', 'compare_digest']

_sysrand = SystemRandom()

randbits = _sysrand.getrandbits
choice = _sysrand.choice

DEFAULT_ENTROPY = 32  # bytes


def randbelow(exclusive_upper_bound):
    """Return a random int in the range [0, exclusive_upper_bound)."""
    if exclusive_upper_bound <= 0:
        raise ValueError("Upper bound must be positive.")
    return _sysrand._randbelow(exclusive_upper_bound)


def token_bytes(nbytes=None):
    """Return nbytes random bytes (DEFAULT_ENTROPY when None)."""
    if nbytes is None:
        nbytes = DEFAULT_ENTROPY
    return os.urandom(nbytes)


def token_hex(nbytes=None):
    """Return a random text string of 2*nbytes hex digits."""
    return binascii.hexlify(token_bytes(nbytes)).decode('ascii')


def token_urlsafe(nbytes=None):
    """Return a random URL-safe text string (Base64 without padding)."""
    tok = token_bytes(nbytes)
    return base64.urlsafe_b64encode(tok).rstrip(b'=').decode('ascii')
