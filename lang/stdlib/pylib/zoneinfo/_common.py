"""zoneinfo's shared pieces: the not-found error and the TZif reader."""

import struct


class ZoneInfoNotFoundError(KeyError):
    """Exception raised when a ZoneInfo key is not found."""


def load_tzif(fobj):
    """Reads a TZif file (RFC 8536) and returns (transitions in UTC
    seconds, the type index of each, the types as (utoff, isdst, abbr)
    tuples, the POSIX TZ string of the footer or None)."""
    header = fobj.read(44)
    if len(header) < 44 or header[:4] != b'TZif':
        raise ValueError('Invalid TZif file: magic not found')
    version = header[4]
    counts = struct.unpack('>6l', header[20:44])
    tsize = 4
    if version >= ord('2'):
        # Skip the version 1 block; the 64-bit one follows.
        isut, isstd, leap, timecnt, typecnt, charcnt = counts
        fobj.read(timecnt * 5 + typecnt * 6 + charcnt + leap * 8 + isstd + isut)
        header = fobj.read(44)
        if len(header) < 44 or header[:4] != b'TZif':
            raise ValueError('Invalid TZif file: magic not found')
        counts = struct.unpack('>6l', header[20:44])
        tsize = 8
    isut, isstd, leap, timecnt, typecnt, charcnt = counts
    fmt = '>%d%s' % (timecnt, 'q' if tsize == 8 else 'l')
    trans = list(struct.unpack(fmt, fobj.read(timecnt * tsize)))
    idx = list(fobj.read(timecnt))
    raw = fobj.read(typecnt * 6)
    chars = fobj.read(charcnt)
    fobj.read(leap * (tsize + 4) + isstd + isut)
    types = []
    for i in range(typecnt):
        utoff, isdst, abbrind = struct.unpack('>lBB', raw[6 * i:6 * i + 6])
        end = chars.find(b'\x00', abbrind)
        abbr = chars[abbrind:end if end >= 0 else len(chars)].decode('ascii')
        types.append((utoff, isdst, abbr))
    tz = None
    if tsize == 8:
        rest = fobj.read()
        if rest.startswith(b'\n'):
            end = rest.find(b'\n', 1)
            if end > 0:
                tz = rest[1:end].decode('ascii') or None
    return trans, idx, types, tz
