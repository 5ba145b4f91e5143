"""Reading and writing tar archives for cpjit.

The ustar, GNU and pax header formats are written and read here; gzip
compression comes from the gzip module, bzip2 and xz from bz2 and lzma
when those modules exist (otherwise CompressionError). Stream modes
('r|gz', 'w|gz'...) read or write sequentially.
"""

import copy
import io
import os
import shutil
import stat
import struct
import sys
import time

try:
    import pwd
except ImportError:
    pwd = None
try:
    import grp
except ImportError:
    grp = None

symlink_exception = (AttributeError, NotImplementedError, OSError)

__all__ = ['TarFile', 'TarInfo', 'is_tarfile', 'TarError', 'ReadError',
           'CompressionError', 'StreamError', 'ExtractError', 'HeaderError',
           'ENCODING', 'USTAR_FORMAT', 'GNU_FORMAT', 'PAX_FORMAT',
           'DEFAULT_FORMAT', 'open', 'fully_trusted_filter', 'data_filter',
           'tar_filter', 'FilterError', 'AbsoluteLinkError',
           'OutsideDestinationError', 'SpecialFileError', 'AbsolutePathError',
           'LinkOutsideDestinationError']

NUL = b'\0'
BLOCKSIZE = 512
RECORDSIZE = BLOCKSIZE * 20
GNU_MAGIC = b'ustar  \0'
POSIX_MAGIC = b'ustar\x0000'

LENGTH_NAME = 100
LENGTH_LINK = 100
LENGTH_PREFIX = 155

REGTYPE = b'0'
AREGTYPE = b'\0'
LNKTYPE = b'1'
SYMTYPE = b'2'
CHRTYPE = b'3'
BLKTYPE = b'4'
DIRTYPE = b'5'
FIFOTYPE = b'6'
CONTTYPE = b'7'

GNUTYPE_LONGNAME = b'L'
GNUTYPE_LONGLINK = b'K'
GNUTYPE_SPARSE = b'S'

XHDTYPE = b'x'
XGLTYPE = b'g'
SOLARIS_XHDTYPE = b'X'

USTAR_FORMAT = 0
GNU_FORMAT = 1
PAX_FORMAT = 2
DEFAULT_FORMAT = PAX_FORMAT

SUPPORTED_TYPES = (REGTYPE, AREGTYPE, LNKTYPE, SYMTYPE, DIRTYPE, FIFOTYPE,
                   CONTTYPE, CHRTYPE, BLKTYPE, GNUTYPE_LONGNAME,
                   GNUTYPE_LONGLINK, GNUTYPE_SPARSE)
REGULAR_TYPES = (REGTYPE, AREGTYPE, CONTTYPE, GNUTYPE_SPARSE)
GNU_TYPES = (GNUTYPE_LONGNAME, GNUTYPE_LONGLINK, GNUTYPE_SPARSE)
PAX_FIELDS = ('path', 'linkpath', 'size', 'mtime', 'uid', 'gid', 'uname',
              'gname')
PAX_NAME_FIELDS = {'path', 'linkpath', 'uname', 'gname'}
PAX_NUMBER_FIELDS = {'atime': float, 'ctime': float, 'mtime': float,
                     'uid': int, 'gid': int, 'size': int}

ENCODING = sys.getfilesystemencoding()

bltn_open = open


# Field conversions.

def stn(s, length, encoding, errors):
    """Convert a string to a null-terminated bytes field."""
    if s is None:
        raise ValueError('metadata cannot contain None')
    s = s.encode(encoding, errors)
    return s[:length] + (length - len(s)) * NUL


def nts(s, encoding, errors):
    """Convert a null-terminated bytes field to a string."""
    p = s.find(b'\0')
    if p != -1:
        s = s[:p]
    return s.decode(encoding, errors)


def nti(s):
    """Convert a number field to an int."""
    if s[0] in (0o200, 0o377):
        n = 0
        for b in s[1:]:
            n = (n << 8) + b
        if s[0] == 0o377:
            n = -(256 ** (len(s) - 1) - n)
        return n
    try:
        text = nts(s, 'ascii', 'strict')
        return int(text.strip() or '0', 8)
    except ValueError:
        raise InvalidHeaderError('invalid header')


def itn(n, digits=8, format=DEFAULT_FORMAT):
    """Convert an int to a number field: octal digits, or base-256 in the
    GNU format when they do not fit."""
    n = int(n)
    if 0 <= n < 8 ** (digits - 1):
        return bytes('%0*o' % (digits - 1, n), 'ascii') + NUL
    if format == GNU_FORMAT and -256 ** (digits - 1) <= n < 256 ** (digits - 1):
        lead = 0o200 if n >= 0 else 0o377
        if n < 0:
            n = 256 ** digits + n
        body = bytearray()
        for _ in range(digits - 1):
            body.insert(0, n & 0o377)
            n >>= 8
        return bytes([lead]) + bytes(body)
    raise ValueError('overflow in number field')


def calc_chksums(buf):
    """Header checksums with the checksum field read as spaces: unsigned
    and signed byte sums."""
    head = buf[:148] + buf[156:512]
    unsigned = 256 + sum(head)
    signed = 256 + sum(b - 256 if b > 127 else b for b in head)
    return unsigned, signed


def copyfileobj(src, dst, length=None, exception=OSError, bufsize=None):
    """Copy length bytes from src to dst (all when length is None)."""
    bufsize = bufsize or 16 * 1024
    if length == 0:
        return
    if length is None:
        shutil.copyfileobj(src, dst, bufsize)
        return
    while length > 0:
        buf = src.read(min(bufsize, length))
        if len(buf) < min(bufsize, length):
            raise exception('unexpected end of data')
        dst.write(buf)
        length -= len(buf)


def filemode(mode):
    return stat.filemode(mode)


# Exceptions.

class TarError(Exception):
    """Base exception."""


class ExtractError(TarError):
    """General exception for extract errors."""


class ReadError(TarError):
    """Exception for unreadable tar archives."""


class CompressionError(TarError):
    """Exception for unavailable compression methods."""


class StreamError(TarError):
    """Exception for unsupported operations on stream-like TarFiles."""


class HeaderError(TarError):
    """Base exception for header errors."""


class EmptyHeaderError(HeaderError):
    """Exception for empty headers."""


class TruncatedHeaderError(HeaderError):
    """Exception for truncated headers."""


class EOFHeaderError(HeaderError):
    """Exception for end of file headers."""


class InvalidHeaderError(HeaderError):
    """Exception for invalid headers."""


class SubsequentHeaderError(HeaderError):
    """Exception for missing and invalid extended headers."""


class FilterError(TarError):
    pass


class AbsolutePathError(FilterError):
    def __init__(self, tarinfo):
        self.tarinfo = tarinfo
        super().__init__(f'member {tarinfo.name!r} has an absolute path')


class OutsideDestinationError(FilterError):
    def __init__(self, tarinfo, path):
        self.tarinfo = tarinfo
        self._path = path
        super().__init__(f'{tarinfo.name!r} would be extracted to {path!r}, '
                         'which is outside the destination')


class SpecialFileError(FilterError):
    def __init__(self, tarinfo):
        self.tarinfo = tarinfo
        super().__init__(f'{tarinfo.name!r} is a special file')


class AbsoluteLinkError(FilterError):
    def __init__(self, tarinfo):
        self.tarinfo = tarinfo
        super().__init__(f'{tarinfo.name!r} is a link to an absolute path')


class LinkOutsideDestinationError(FilterError):
    def __init__(self, tarinfo, path):
        self.tarinfo = tarinfo
        self._path = path
        super().__init__(f'{tarinfo.name!r} would link to {path!r}, '
                         'which is outside the destination')


class LinkFallbackError(FilterError):
    def __init__(self, tarinfo, path):
        self.tarinfo = tarinfo
        self._path = path
        super().__init__(f'link {tarinfo.name!r} would be extracted as a '
                         f'copy of {path!r}, which was rejected')


# Extraction filters.

def _filtered_attrs(member, dest_path, for_data):
    new_attrs = {}
    name = member.name
    dest_path = os.path.realpath(dest_path)
    if name.startswith(('/', os.sep)):
        name = new_attrs['name'] = member.path.lstrip('/' + os.sep)
    if os.path.isabs(name):
        raise AbsolutePathError(member)
    target_path = os.path.realpath(os.path.join(dest_path, name))
    if os.path.commonpath([target_path, dest_path]) != dest_path:
        raise OutsideDestinationError(member, target_path)
    mode = member.mode
    if mode is not None:
        # No set-id or sticky bits, no write permission for group and others.
        mode = mode & 0o755
        if for_data:
            if member.isreg() or member.islnk():
                if not mode & 0o100:
                    mode &= ~0o111
                mode |= 0o600
            elif member.isdir() or member.issym():
                mode = None
            else:
                raise SpecialFileError(member)
        if mode != member.mode:
            new_attrs['mode'] = mode
    if for_data:
        if member.uid is not None:
            new_attrs['uid'] = None
        if member.gid is not None:
            new_attrs['gid'] = None
        if member.uname is not None:
            new_attrs['uname'] = None
        if member.gname is not None:
            new_attrs['gname'] = None
        if member.islnk() or member.issym():
            if os.path.isabs(member.linkname):
                raise AbsoluteLinkError(member)
            if member.issym():
                target_path = os.path.join(dest_path, os.path.dirname(name),
                                           member.linkname)
            else:
                target_path = os.path.join(dest_path, member.linkname)
            target_path = os.path.realpath(target_path)
            if os.path.commonpath([target_path, dest_path]) != dest_path:
                raise LinkOutsideDestinationError(member, target_path)
    return new_attrs


def fully_trusted_filter(member, dest_path):
    return member


def tar_filter(member, dest_path):
    new_attrs = _filtered_attrs(member, dest_path, False)
    if new_attrs:
        return member.replace(**new_attrs, deep=False)
    return member


def data_filter(member, dest_path):
    new_attrs = _filtered_attrs(member, dest_path, True)
    if new_attrs:
        return member.replace(**new_attrs, deep=False)
    return member


_NAMED_FILTERS = {
    'fully_trusted': fully_trusted_filter,
    'tar': tar_filter,
    'data': data_filter,
}


class _FileInFile:
    """A read-only view of a member's data inside the archive file."""

    def __init__(self, fileobj, offset, size, name):
        self.fileobj = fileobj
        self.offset = offset
        self.size = size
        self.position = 0
        self.name = name
        self.closed = False

    def read(self, size=-1):
        if size is None or size < 0:
            size = self.size - self.position
        else:
            size = min(size, self.size - self.position)
        if size <= 0:
            return b''
        self.fileobj.seek(self.offset + self.position)
        data = self.fileobj.read(size)
        if len(data) != size:
            raise ReadError('unexpected end of data')
        self.position += len(data)
        return data


class ExFileObject(io.BufferedIOBase):
    """The file object extractfile() returns: a buffered reader of one
    member's data."""

    def __init__(self, tarfile, tarinfo):
        self.raw = _FileInFile(tarfile.fileobj, tarinfo.offset_data,
                               tarinfo.size, tarinfo.name)
        self.name = tarinfo.name
        self.mode = 'rb'
        self._pos = 0
        self._size = tarinfo.size

    def _checkopen(self):
        if self.closed:
            raise ValueError('I/O operation on closed file.')

    def readable(self):
        self._checkopen()
        return True

    def seekable(self):
        self._checkopen()
        return True

    def writable(self):
        return False

    def read(self, size=-1):
        self._checkopen()
        self.raw.position = self._pos
        data = self.raw.read(size)
        self._pos = self.raw.position
        return data

    def read1(self, size=-1):
        return self.read(size)

    def readinto(self, b):
        data = self.read(len(b))
        b[:len(data)] = data
        return len(data)

    def peek(self, size=0):
        self._checkopen()
        pos = self._pos
        data = self.read(max(size, 1))
        self._pos = pos
        return data

    def readline(self, size=-1):
        self._checkopen()
        if size is None:
            size = -1
        line = b''
        while size < 0 or len(line) < size:
            want = 256 if size < 0 else min(256, size - len(line))
            chunk = self.read(want)
            if not chunk:
                break
            i = chunk.find(b'\n')
            if i >= 0:
                line += chunk[:i + 1]
                self._pos -= len(chunk) - i - 1
                break
            line += chunk
        return line

    def tell(self):
        self._checkopen()
        return self._pos

    def seek(self, position, whence=io.SEEK_SET):
        self._checkopen()
        if whence == io.SEEK_SET:
            self._pos = min(max(position, 0), self._size)
        elif whence == io.SEEK_CUR:
            if position < 0:
                self._pos = max(self._pos + position, 0)
            else:
                self._pos = min(self._pos + position, self._size)
        elif whence == io.SEEK_END:
            self._pos = max(min(self._size + position, self._size), 0)
        else:
            raise ValueError('Invalid argument')
        return self._pos

    def __repr__(self):
        return '<ExFileObject name=%r>' % self.name


_KEEP = object()


class TarInfo:
    """Informational class which holds the details about an archive
    member given by a tar header block."""

    def __init__(self, name=''):
        self.name = name
        self.mode = 0o644
        self.uid = 0
        self.gid = 0
        self.size = 0
        self.mtime = 0
        self.chksum = 0
        self.type = REGTYPE
        self.linkname = ''
        self.uname = ''
        self.gname = ''
        self.devmajor = 0
        self.devminor = 0
        self.offset = 0
        self.offset_data = 0
        self.sparse = None
        self.pax_headers = {}

    @property
    def tarfile(self):
        return None

    @property
    def path(self):
        'In pax headers, "name" is called "path".'
        return self.name

    @path.setter
    def path(self, name):
        self.name = name

    @property
    def linkpath(self):
        'In pax headers, "linkname" is called "linkpath".'
        return self.linkname

    @linkpath.setter
    def linkpath(self, linkname):
        self.linkname = linkname

    def __repr__(self):
        return '<%s %r at %#x>' % (self.__class__.__name__, self.name, id(self))

    def replace(self, *, name=_KEEP, mtime=_KEEP, mode=_KEEP, linkname=_KEEP,
                uid=_KEEP, gid=_KEEP, uname=_KEEP, gname=_KEEP, deep=True):
        """Return a deep copy of self with the given attributes replaced."""
        if deep:
            result = copy.deepcopy(self)
        else:
            result = copy.copy(self)
        for attr, value in (('name', name), ('mtime', mtime), ('mode', mode),
                            ('linkname', linkname), ('uid', uid), ('gid', gid),
                            ('uname', uname), ('gname', gname)):
            if value is not _KEEP:
                setattr(result, attr, value)
        return result

    def get_info(self):
        """Return the TarInfo's attributes as a dictionary."""
        if self.mode is None:
            mode = None
        else:
            mode = self.mode & 0o7777
        info = {
            'name': self.name,
            'mode': mode,
            'uid': self.uid,
            'gid': self.gid,
            'size': self.size,
            'mtime': self.mtime,
            'chksum': self.chksum,
            'type': self.type,
            'linkname': self.linkname,
            'uname': self.uname,
            'gname': self.gname,
            'devmajor': self.devmajor,
            'devminor': self.devminor,
        }
        if info['type'] == DIRTYPE and not info['name'].endswith('/'):
            info['name'] += '/'
        return info

    def tobuf(self, format=DEFAULT_FORMAT, encoding=ENCODING,
              errors='surrogateescape'):
        """Return a tar header as a string of 512 byte blocks."""
        info = self.get_info()
        for name, value in info.items():
            if value is None:
                raise ValueError('%s may not be None' % name)
        if format == USTAR_FORMAT:
            return self.create_ustar_header(info, encoding, errors)
        if format == GNU_FORMAT:
            return self.create_gnu_header(info, encoding, errors)
        if format == PAX_FORMAT:
            return self.create_pax_header(info, encoding)
        raise ValueError('invalid format')

    def create_ustar_header(self, info, encoding, errors):
        """Return the object as a ustar header block."""
        info['magic'] = POSIX_MAGIC
        if len(info['linkname'].encode(encoding, errors)) > LENGTH_LINK:
            raise ValueError('linkname is too long')
        if len(info['name'].encode(encoding, errors)) > LENGTH_NAME:
            info['prefix'], info['name'] = self._posix_split_name(
                info['name'], encoding, errors)
        return self._create_header(info, USTAR_FORMAT, encoding, errors)

    def create_gnu_header(self, info, encoding, errors):
        """Return the object as a GNU header block sequence."""
        info['magic'] = GNU_MAGIC
        buf = b''
        if len(info['linkname'].encode(encoding, errors)) > LENGTH_LINK:
            buf += self._create_gnu_long_header(info['linkname'],
                                                GNUTYPE_LONGLINK, encoding, errors)
        if len(info['name'].encode(encoding, errors)) > LENGTH_NAME:
            buf += self._create_gnu_long_header(info['name'], GNUTYPE_LONGNAME,
                                                encoding, errors)
        return buf + self._create_header(info, GNU_FORMAT, encoding, errors)

    def create_pax_header(self, info, encoding):
        """Return the object as a ustar header block, preceded by a pax
        extended header for what ustar cannot hold."""
        info['magic'] = POSIX_MAGIC
        pax_headers = self.pax_headers.copy()
        for name, hname, length in (('name', 'path', LENGTH_NAME),
                                    ('linkname', 'linkpath', LENGTH_LINK),
                                    ('uname', 'uname', 32),
                                    ('gname', 'gname', 32)):
            if hname in pax_headers:
                continue
            try:
                info[name].encode('ascii', 'strict')
            except UnicodeEncodeError:
                pax_headers[hname] = info[name]
                continue
            if len(info[name]) > length:
                pax_headers[hname] = info[name]
        for name, digits in (('uid', 8), ('gid', 8), ('size', 12), ('mtime', 12)):
            needs_pax = False
            val = info[name]
            is_float = isinstance(val, float)
            ival = round(val) if is_float else val
            if not 0 <= ival < 8 ** (digits - 1):
                info[name] = 0
                needs_pax = True
            elif is_float:
                info[name] = ival
                needs_pax = True
            if needs_pax and name not in pax_headers:
                pax_headers[name] = str(val)
        if pax_headers:
            buf = self._create_pax_generic_header(pax_headers, XHDTYPE, encoding)
        else:
            buf = b''
        return buf + self._create_header(info, USTAR_FORMAT, 'ascii', 'replace')

    @classmethod
    def create_pax_global_header(cls, pax_headers):
        """Return the object as a pax global header block sequence."""
        return cls._create_pax_generic_header(pax_headers, XGLTYPE, 'utf-8')

    def _posix_split_name(self, name, encoding, errors):
        components = name.split('/')
        for i in range(1, len(components)):
            prefix = '/'.join(components[:i])
            rest = '/'.join(components[i:])
            if (len(prefix.encode(encoding, errors)) <= LENGTH_PREFIX and
                    len(rest.encode(encoding, errors)) <= LENGTH_NAME):
                return prefix, rest
        raise ValueError('name is too long')

    @staticmethod
    def _create_header(info, format, encoding, errors):
        """Return a header block for the fields of info."""
        if info.get('type') in (CHRTYPE, BLKTYPE):
            devmajor = itn(info.get('devmajor', 0), 8, format)
            devminor = itn(info.get('devminor', 0), 8, format)
        else:
            devmajor = stn('', 8, encoding, errors)
            devminor = stn('', 8, encoding, errors)
        filetype = info.get('type', REGTYPE)
        if filetype is None:
            raise ValueError('TarInfo.type must not be None')
        parts = [
            stn(info.get('name', ''), 100, encoding, errors),
            itn(info.get('mode', 0) & 0o7777, 8, format),
            itn(info.get('uid', 0), 8, format),
            itn(info.get('gid', 0), 8, format),
            itn(info.get('size', 0), 12, format),
            itn(info.get('mtime', 0), 12, format),
            b'        ',
            filetype,
            stn(info.get('linkname', ''), 100, encoding, errors),
            info.get('magic', POSIX_MAGIC),
            stn(info.get('uname', ''), 32, encoding, errors),
            stn(info.get('gname', ''), 32, encoding, errors),
            devmajor,
            devminor,
            stn(info.get('prefix', ''), 155, encoding, errors),
        ]
        buf = b''.join(parts)
        buf = buf + NUL * (BLOCKSIZE - len(buf))
        chksum = calc_chksums(buf)[0]
        return buf[:148] + bytes('%06o\0' % chksum, 'ascii') + buf[155:]

    @staticmethod
    def _create_payload(payload):
        blocks, remainder = divmod(len(payload), BLOCKSIZE)
        if remainder > 0:
            payload += (BLOCKSIZE - remainder) * NUL
        return payload

    @classmethod
    def _create_gnu_long_header(cls, name, type, encoding, errors):
        name = name.encode(encoding, errors) + NUL
        info = {'name': '././@LongLink', 'type': type, 'size': len(name),
                'magic': GNU_MAGIC}
        return (cls._create_header(info, USTAR_FORMAT, encoding, errors) +
                cls._create_payload(name))

    @classmethod
    def _create_pax_generic_header(cls, pax_headers, type, encoding):
        binary = False
        for keyword, value in pax_headers.items():
            try:
                value.encode('utf-8', 'strict')
            except UnicodeEncodeError:
                binary = True
                break
        records = b''
        if binary:
            records += b'21 hdrcharset=BINARY\n'
        for keyword, value in pax_headers.items():
            keyword = keyword.encode('utf-8')
            if binary:
                value = value.encode(encoding, 'surrogateescape')
            else:
                value = value.encode('utf-8')
            # The record's length counts its own digits.
            body = len(keyword) + len(value) + 3
            total = body + 1
            while len(str(total)) + body != total:
                total = len(str(total)) + body
            records += (bytes(str(total), 'ascii') + b' ' + keyword + b'=' +
                        value + b'\n')
        info = {'name': '././@PaxHeader', 'type': type, 'size': len(records),
                'magic': POSIX_MAGIC}
        return (cls._create_header(info, USTAR_FORMAT, 'ascii', 'replace') +
                cls._create_payload(records))

    @classmethod
    def frombuf(cls, buf, encoding, errors):
        """Construct a TarInfo object from a 512 byte bytes object."""
        if len(buf) == 0:
            raise EmptyHeaderError('empty header')
        if len(buf) != BLOCKSIZE:
            raise TruncatedHeaderError('truncated header')
        if buf.count(NUL) == BLOCKSIZE:
            raise EOFHeaderError('end of file header')
        chksum = nti(buf[148:156])
        if chksum not in calc_chksums(buf):
            raise InvalidHeaderError('bad checksum')
        obj = cls()
        obj.name = nts(buf[0:100], encoding, errors)
        obj.mode = nti(buf[100:108])
        obj.uid = nti(buf[108:116])
        obj.gid = nti(buf[116:124])
        obj.size = nti(buf[124:136])
        obj.mtime = nti(buf[136:148])
        obj.chksum = chksum
        obj.type = buf[156:157]
        obj.linkname = nts(buf[157:257], encoding, errors)
        obj.uname = nts(buf[265:297], encoding, errors)
        obj.gname = nts(buf[297:329], encoding, errors)
        obj.devmajor = nti(buf[329:337])
        obj.devminor = nti(buf[337:345])
        prefix = nts(buf[345:500], encoding, errors)
        if obj.type == AREGTYPE and obj.name.endswith('/'):
            obj.type = DIRTYPE
        if obj.isdir():
            obj.name = obj.name.rstrip('/')
        if prefix and obj.type not in GNU_TYPES:
            obj.name = prefix + '/' + obj.name
        return obj

    @classmethod
    def fromtarfile(cls, tarfile):
        """Return the next TarInfo object from TarFile object tarfile."""
        buf = tarfile.fileobj.read(BLOCKSIZE)
        obj = cls.frombuf(buf, tarfile.encoding, tarfile.errors)
        obj.offset = tarfile.fileobj.tell() - BLOCKSIZE
        return obj._proc_member(tarfile)

    def _proc_member(self, tarfile):
        if self.type in (GNUTYPE_LONGNAME, GNUTYPE_LONGLINK):
            return self._proc_gnulong(tarfile)
        if self.type in (XHDTYPE, XGLTYPE, SOLARIS_XHDTYPE):
            return self._proc_pax(tarfile)
        return self._proc_builtin(tarfile)

    def _proc_builtin(self, tarfile):
        self.offset_data = tarfile.fileobj.tell()
        offset = self.offset_data
        if self.isreg() or self.type not in SUPPORTED_TYPES:
            offset += self._block(self.size)
        tarfile.offset = offset
        self._apply_pax_info(tarfile.pax_headers, tarfile.encoding, tarfile.errors)
        if self.isdir():
            self.name = self.name.rstrip('/')
        return self

    def _next_header(self, tarfile):
        try:
            return self.fromtarfile(tarfile)
        except HeaderError as e:
            raise SubsequentHeaderError(str(e)) from None

    def _proc_gnulong(self, tarfile):
        buf = tarfile.fileobj.read(self._block(self.size))
        nxt = self._next_header(tarfile)
        nxt.offset = self.offset
        if self.type == GNUTYPE_LONGNAME:
            nxt.name = nts(buf, tarfile.encoding, tarfile.errors)
            if nxt.isdir():
                nxt.name = nxt.name.rstrip('/')
        elif self.type == GNUTYPE_LONGLINK:
            nxt.linkname = nts(buf, tarfile.encoding, tarfile.errors)
        return nxt

    def _proc_pax(self, tarfile):
        buf = tarfile.fileobj.read(self._block(self.size))
        if self.type == XGLTYPE:
            pax_headers = tarfile.pax_headers
        else:
            pax_headers = tarfile.pax_headers.copy()
        raw = self._parse_pax_records(buf[:self.size])
        encoding = None
        for keyword, value in raw:
            if keyword == b'hdrcharset' and value == b'BINARY':
                encoding = tarfile.encoding
        for keyword, value in raw:
            key = keyword.decode('utf-8', 'surrogateescape')
            if key in PAX_NAME_FIELDS and encoding is not None:
                val = value.decode(encoding, tarfile.errors)
            else:
                try:
                    val = value.decode('utf-8', 'strict')
                except UnicodeDecodeError:
                    val = value.decode(tarfile.encoding, tarfile.errors)
            pax_headers[key] = val
        nxt = self._next_header(tarfile)
        if self.type in (XHDTYPE, SOLARIS_XHDTYPE):
            nxt._apply_pax_info(pax_headers, tarfile.encoding, tarfile.errors)
            nxt.offset = self.offset
            if 'size' in pax_headers:
                offset = nxt.offset_data
                if nxt.isreg() or nxt.type not in SUPPORTED_TYPES:
                    offset += nxt._block(nxt.size)
                tarfile.offset = offset
        return nxt

    @staticmethod
    def _parse_pax_records(buf):
        records = []
        pos = 0
        while pos < len(buf) and buf[pos] != 0:
            space = buf.find(b' ', pos)
            if space < 0:
                raise InvalidHeaderError('invalid header')
            try:
                length = int(buf[pos:space])
            except ValueError:
                raise InvalidHeaderError('invalid header') from None
            if length < 5 or pos + length > len(buf):
                raise InvalidHeaderError('invalid header')
            record = buf[space + 1:pos + length]
            if not record.endswith(b'\n') or b'=' not in record:
                raise InvalidHeaderError('invalid header')
            keyword, _, value = record[:-1].partition(b'=')
            records.append((keyword, value))
            pos += length
        return records

    def _apply_pax_info(self, pax_headers, encoding, errors):
        for keyword, value in pax_headers.items():
            if keyword == 'GNU.sparse.name':
                self.path = value
            elif keyword == 'GNU.sparse.size':
                self.size = int(value)
            elif keyword == 'GNU.sparse.realsize':
                self.size = int(value)
            elif keyword in PAX_FIELDS:
                if keyword in PAX_NUMBER_FIELDS:
                    try:
                        value = PAX_NUMBER_FIELDS[keyword](value)
                    except ValueError:
                        value = 0
                if keyword == 'path':
                    value = value.rstrip('/')
                setattr(self, keyword, value)
        self.pax_headers = pax_headers.copy()

    def _block(self, count):
        blocks, remainder = divmod(count, BLOCKSIZE)
        if remainder:
            blocks += 1
        return blocks * BLOCKSIZE

    def isreg(self):
        'Return True if the Tarinfo object is a regular file.'
        return self.type in REGULAR_TYPES

    def isfile(self):
        'Return True if the Tarinfo object is a regular file.'
        return self.isreg()

    def isdir(self):
        'Return True if it is a directory.'
        return self.type == DIRTYPE

    def issym(self):
        'Return True if it is a symbolic link.'
        return self.type == SYMTYPE

    def islnk(self):
        'Return True if it is a hard link.'
        return self.type == LNKTYPE

    def ischr(self):
        'Return True if it is a character device.'
        return self.type == CHRTYPE

    def isblk(self):
        'Return True if it is a block device.'
        return self.type == BLKTYPE

    def isfifo(self):
        'Return True if it is a FIFO.'
        return self.type == FIFOTYPE

    def issparse(self):
        return self.sparse is not None

    def isdev(self):
        'Return True if it is one of character device, block device or FIFO.'
        return self.type in (CHRTYPE, BLKTYPE, FIFOTYPE)


def _magic_check(fileobj, magic, message):
    pos = fileobj.tell()
    head = fileobj.read(len(magic))
    fileobj.seek(pos)
    if head != magic:
        raise ReadError(message)


class TarFile:
    """The TarFile Class provides an interface to tar archives."""

    debug = 0
    dereference = False
    ignore_zeros = False
    errorlevel = 1
    format = DEFAULT_FORMAT
    encoding = ENCODING
    errors = None
    tarinfo = TarInfo
    fileobject = ExFileObject
    extraction_filter = None

    def __init__(self, name=None, mode='r', fileobj=None, format=None,
                 tarinfo=None, dereference=None, ignore_zeros=None,
                 encoding=None, errors='surrogateescape', pax_headers=None,
                 debug=None, errorlevel=None, copybufsize=None, stream=False):
        modes = {'r': 'rb', 'a': 'r+b', 'w': 'wb', 'x': 'xb'}
        if mode not in modes:
            raise ValueError("mode must be 'r', 'a', 'w' or 'x'")
        self.mode = mode
        self._mode = modes[mode]
        if not fileobj:
            if self.mode == 'a' and not os.path.exists(name):
                self.mode = 'w'
                self._mode = 'wb'
            fileobj = bltn_open(name, self._mode)
            self._extfileobj = False
        else:
            if (name is None and hasattr(fileobj, 'name') and
                    isinstance(fileobj.name, (str, bytes))):
                name = fileobj.name
            if hasattr(fileobj, 'mode'):
                self._mode = fileobj.mode
            self._extfileobj = True
        self.name = os.path.abspath(name) if name else None
        self.fileobj = fileobj
        self.stream = stream

        if format is not None:
            self.format = format
        if tarinfo is not None:
            self.tarinfo = tarinfo
        if dereference is not None:
            self.dereference = dereference
        if ignore_zeros is not None:
            self.ignore_zeros = ignore_zeros
        if encoding is not None:
            self.encoding = encoding
        self.errors = errors
        if pax_headers is not None and self.format == PAX_FORMAT:
            self.pax_headers = pax_headers
        else:
            self.pax_headers = {}
        if debug is not None:
            self.debug = debug
        if errorlevel is not None:
            self.errorlevel = errorlevel

        self.copybufsize = copybufsize
        self.closed = False
        self.members = []
        self._loaded = False
        self.offset = self.fileobj.tell()
        self.inodes = {}

        try:
            if self.mode == 'r':
                self.firstmember = None
                self.firstmember = self.next()
            if self.mode == 'a':
                while True:
                    self.fileobj.seek(self.offset)
                    try:
                        tarinfo = self.tarinfo.fromtarfile(self)
                        self.members.append(tarinfo)
                    except EOFHeaderError:
                        self.fileobj.seek(self.offset)
                        break
                    except HeaderError as e:
                        raise ReadError(str(e)) from None
            if self.mode in ('a', 'w', 'x'):
                self._loaded = True
                if self.pax_headers:
                    buf = self.tarinfo.create_pax_global_header(self.pax_headers.copy())
                    self.fileobj.write(buf)
                    self.offset += len(buf)
        except:
            if not self._extfileobj:
                self.fileobj.close()
            self.closed = True
            raise

    # Constructors.

    OPEN_METH = {
        'tar': 'taropen',
        'gz': 'gzopen',
        'bz2': 'bz2open',
        'xz': 'xzopen',
    }

    @classmethod
    def open(cls, name=None, mode='r', fileobj=None, bufsize=RECORDSIZE,
             **kwargs):
        """Open a tar archive for reading, writing or appending. Return
        an appropriate TarFile class."""
        if not name and not fileobj:
            raise ValueError('nothing to open')

        if mode in ('r', 'r:*'):
            def not_compressed(comptype):
                return cls.OPEN_METH[comptype] == 'taropen'
            error_msgs = []
            for comptype in sorted(cls.OPEN_METH, key=not_compressed):
                func = getattr(cls, cls.OPEN_METH[comptype])
                if fileobj is not None:
                    saved_pos = fileobj.tell()
                try:
                    return func(name, 'r', fileobj, **kwargs)
                except (ReadError, CompressionError) as e:
                    error_msgs.append(f'- method {comptype}: {e!r}')
                    if fileobj is not None:
                        fileobj.seek(saved_pos)
                    continue
            error_msgs_summary = '\n'.join(error_msgs)
            raise ReadError(f'file could not be opened successfully:\n{error_msgs_summary}')

        if ':' in mode:
            filemode, comptype = mode.split(':', 1)
            filemode = filemode or 'r'
            comptype = comptype or 'tar'
            if comptype in cls.OPEN_METH:
                func = getattr(cls, cls.OPEN_METH[comptype])
            else:
                raise CompressionError('unknown compression type %r' % comptype)
            return func(name, filemode, fileobj, **kwargs)

        if '|' in mode:
            filemode, comptype = mode.split('|', 1)
            filemode = filemode or 'r'
            comptype = comptype or 'tar'
            if filemode not in ('r', 'w'):
                raise ValueError("mode must be 'r' or 'w'")
            if comptype not in ('tar', 'gz', 'bz2', 'xz', '*'):
                raise CompressionError('unknown compression type %r' % comptype)
            return cls._open_stream(name, filemode, comptype, fileobj,
                                    kwargs.pop('compresslevel', 9), kwargs)

        if mode in ('a', 'w', 'x'):
            return cls.taropen(name, mode, fileobj, **kwargs)

        raise ValueError('undiscernible mode')

    @classmethod
    def _open_stream(cls, name, filemode, comptype, fileobj, compresslevel,
                     kwargs):
        own = fileobj is None
        if own:
            fileobj = bltn_open(name, filemode + 'b')
        try:
            if filemode == 'r':
                data = fileobj.read()
                if comptype == '*':
                    if data[:2] == b'\037\213':
                        comptype = 'gz'
                    elif data[:3] == b'BZh':
                        comptype = 'bz2'
                    elif data[:6] == b'\xfd7zXZ\x00':
                        comptype = 'xz'
                    else:
                        comptype = 'tar'
                if comptype == 'gz':
                    import gzip
                    try:
                        data = gzip.decompress(data)
                    except (OSError, EOFError):
                        raise ReadError('invalid compressed data') from None
                elif comptype == 'bz2':
                    data = _module('bz2').decompress(data)
                elif comptype == 'xz':
                    data = _module('lzma').decompress(data)
                inner = io.BytesIO(data)
                if name is None:
                    name = getattr(fileobj, 'name', None)
                    if not isinstance(name, (str, bytes)):
                        name = None
                t = cls(name, 'r', inner, stream=True, **kwargs)
            else:
                target = fileobj
                if comptype == 'gz':
                    import gzip
                    target = gzip.GzipFile(
                        name if isinstance(name, str) else '', 'wb',
                        compresslevel, fileobj)
                elif comptype == 'bz2':
                    target = _module('bz2').BZ2File(fileobj, 'wb',
                                                   compresslevel=compresslevel)
                elif comptype == 'xz':
                    target = _module('lzma').LZMAFile(fileobj, 'wb')
                t = cls(name, 'w', _Sequential(target), stream=True, **kwargs)
                t._closers = [target] if target is not fileobj else []
        except:
            if own:
                fileobj.close()
            raise
        if own:
            t._closers = getattr(t, '_closers', []) + [fileobj]
        t._extfileobj = False
        return t

    @classmethod
    def taropen(cls, name, mode='r', fileobj=None, **kwargs):
        """Open uncompressed tar archive name for reading or writing."""
        if mode not in ('r', 'a', 'w', 'x'):
            raise ValueError("mode must be 'r', 'a', 'w' or 'x'")
        return cls(name, mode, fileobj, **kwargs)

    @classmethod
    def gzopen(cls, name, mode='r', fileobj=None, compresslevel=9, **kwargs):
        """Open gzip compressed tar archive name for reading or writing."""
        if mode not in ('r', 'w', 'x'):
            raise ValueError("mode must be 'r', 'w' or 'x'")
        try:
            from gzip import GzipFile
        except ImportError:
            raise CompressionError('gzip module is not available') from None
        try:
            fileobj = GzipFile(name, mode + 'b', compresslevel, fileobj)
        except OSError as e:
            if fileobj is not None and mode == 'r':
                raise ReadError('not a gzip file') from e
            raise
        try:
            t = cls.taropen(name, mode, fileobj, **kwargs)
        except (OSError, EOFError) as e:
            fileobj.close()
            if mode == 'r':
                raise ReadError('not a gzip file') from e
            raise
        except:
            fileobj.close()
            raise
        t._extfileobj = False
        return t

    @classmethod
    def bz2open(cls, name, mode='r', fileobj=None, compresslevel=9, **kwargs):
        """Open bzip2 compressed tar archive name for reading or writing."""
        if mode not in ('r', 'w', 'x'):
            raise ValueError("mode must be 'r', 'w' or 'x'")
        try:
            from bz2 import BZ2File
        except ImportError:
            if mode == 'r':
                _check_magic(name, fileobj, b'BZh', 'not a bzip2 file')
            raise CompressionError('bz2 module is not available') from None
        fileobj = BZ2File(fileobj or name, mode, compresslevel=compresslevel)
        return cls._wrapped_open(name, mode, fileobj, (OSError, EOFError),
                                 'not a bzip2 file', kwargs)

    @classmethod
    def xzopen(cls, name, mode='r', fileobj=None, preset=None, **kwargs):
        """Open lzma compressed tar archive name for reading or writing."""
        if mode not in ('r', 'w', 'x'):
            raise ValueError("mode must be 'r', 'w' or 'x'")
        try:
            from lzma import LZMAFile, LZMAError
        except ImportError:
            if mode == 'r':
                _check_magic(name, fileobj, b'\xfd7zXZ\x00', 'not an lzma file')
            raise CompressionError('lzma module is not available') from None
        fileobj = LZMAFile(fileobj or name, mode, preset=preset)
        return cls._wrapped_open(name, mode, fileobj, (LZMAError, EOFError),
                                 'not an lzma file', kwargs)

    @classmethod
    def _wrapped_open(cls, name, mode, fileobj, errors, message, kwargs):
        """taropen over a decompressing file object that the archive owns:
        errors while reading the first header mean the data is not of
        that compression (ReadError message)."""
        try:
            t = cls.taropen(name, mode, fileobj, **kwargs)
        except errors as e:
            fileobj.close()
            if mode == 'r':
                raise ReadError(message) from e
            raise
        except:
            fileobj.close()
            raise
        t._extfileobj = False
        return t

    # The archive as a whole.

    def close(self):
        """Close the TarFile. In write-mode, two finishing zero blocks are
        appended to the archive."""
        if self.closed:
            return
        self.closed = True
        try:
            if self.mode in ('a', 'w', 'x'):
                self.fileobj.write(NUL * (BLOCKSIZE * 2))
                self.offset += BLOCKSIZE * 2
                blocks, remainder = divmod(self.offset, RECORDSIZE)
                if remainder > 0:
                    self.fileobj.write(NUL * (RECORDSIZE - remainder))
        finally:
            if not self._extfileobj:
                closers = getattr(self, '_closers', None)
                if closers is None:
                    self.fileobj.close()
                else:
                    for f in closers:
                        f.close()

    def getmember(self, name):
        """Return a TarInfo object for member 'name'."""
        tarinfo = self._getmember(name.rstrip('/'))
        if tarinfo is None:
            raise KeyError('filename %r not found' % name)
        return tarinfo

    def getmembers(self):
        """Return the members of the archive as a list of TarInfo objects."""
        self._check()
        if not self._loaded:
            self._load()
        return self.members

    def getnames(self):
        """Return the members of the archive as a list of their names."""
        return [tarinfo.name for tarinfo in self.getmembers()]

    def gettarinfo(self, name=None, arcname=None, fileobj=None):
        """Create a TarInfo object from the result of os.stat or equivalent
        on an existing file."""
        self._check('awx')
        if fileobj is not None:
            name = fileobj.name
        if arcname is None:
            arcname = name
        drv, arcname = os.path.splitdrive(arcname)
        arcname = arcname.replace(os.sep, '/')
        arcname = arcname.lstrip('/')
        tarinfo = self.tarinfo()
        if fileobj is None:
            if not self.dereference:
                statres = os.lstat(name)
            else:
                statres = os.stat(name)
        else:
            statres = os.fstat(fileobj.fileno())
        linkname = ''
        stmd = statres.st_mode
        if stat.S_ISREG(stmd):
            inode = (statres.st_ino, statres.st_dev)
            if not self.dereference and statres.st_nlink > 1 and \
                    inode in self.inodes and arcname != self.inodes[inode]:
                type = LNKTYPE
                linkname = self.inodes[inode]
            else:
                type = REGTYPE
                if inode[0]:
                    self.inodes[inode] = arcname
        elif stat.S_ISDIR(stmd):
            type = DIRTYPE
        elif stat.S_ISFIFO(stmd):
            type = FIFOTYPE
        elif stat.S_ISLNK(stmd):
            type = SYMTYPE
            linkname = os.readlink(name)
        elif stat.S_ISCHR(stmd):
            type = CHRTYPE
        elif stat.S_ISBLK(stmd):
            type = BLKTYPE
        else:
            return None
        tarinfo.name = arcname
        tarinfo.mode = stat.S_IMODE(stmd)
        tarinfo.uid = statres.st_uid
        tarinfo.gid = statres.st_gid
        if type == REGTYPE:
            tarinfo.size = statres.st_size
        else:
            tarinfo.size = 0
        tarinfo.mtime = statres.st_mtime
        tarinfo.type = type
        tarinfo.linkname = linkname
        if pwd:
            try:
                tarinfo.uname = pwd.getpwuid(tarinfo.uid)[0]
            except KeyError:
                pass
        if grp:
            try:
                tarinfo.gname = grp.getgrgid(tarinfo.gid)[0]
            except KeyError:
                pass
        if type in (CHRTYPE, BLKTYPE):
            if hasattr(os, 'major') and hasattr(os, 'minor'):
                tarinfo.devmajor = os.major(statres.st_rdev)
                tarinfo.devminor = os.minor(statres.st_rdev)
        return tarinfo

    def list(self, verbose=True, *, members=None):
        """Print a table of contents to sys.stdout."""
        self._check()
        if members is None:
            members = self
        for tarinfo in members:
            if verbose:
                if tarinfo.mode is None:
                    _safe_print('??????????')
                else:
                    kind = _TYPE_MODES.get(tarinfo.type, 0)
                    _safe_print(stat.filemode(kind | tarinfo.mode))
                _safe_print('%s/%s' % (tarinfo.uname or tarinfo.uid,
                                       tarinfo.gname or tarinfo.gid))
                if tarinfo.ischr() or tarinfo.isblk():
                    _safe_print('%10s' % ('%d,%d' % (tarinfo.devmajor,
                                                     tarinfo.devminor)))
                else:
                    _safe_print('%10d' % tarinfo.size)
                if tarinfo.mtime is None:
                    _safe_print('????-??-?? ??:??:??')
                else:
                    _safe_print('%d-%02d-%02d %02d:%02d:%02d'
                                % time.localtime(tarinfo.mtime)[:6])
            _safe_print(tarinfo.name + ('/' if tarinfo.isdir() else ''))
            if verbose:
                if tarinfo.issym():
                    _safe_print('-> ' + tarinfo.linkname)
                if tarinfo.islnk():
                    _safe_print('link to ' + tarinfo.linkname)
            print()

    def add(self, name, arcname=None, recursive=True, *, filter=None):
        """Add the file 'name' to the archive, directories recursively."""
        self._check('awx')
        if arcname is None:
            arcname = name
        if self.name is not None and os.path.abspath(name) == self.name:
            return
        tarinfo = self.gettarinfo(name, arcname)
        if tarinfo is None:
            return
        if filter is not None:
            tarinfo = filter(tarinfo)
            if tarinfo is None:
                return
        if tarinfo.isreg():
            with bltn_open(name, 'rb') as f:
                self.addfile(tarinfo, f)
        elif tarinfo.isdir():
            self.addfile(tarinfo)
            if recursive:
                for f in sorted(os.listdir(name)):
                    self.add(os.path.join(name, f), os.path.join(arcname, f),
                             recursive, filter=filter)
        else:
            self.addfile(tarinfo)

    def addfile(self, tarinfo, fileobj=None):
        """Add the TarInfo object 'tarinfo' to the archive, with size bytes
        of data from fileobj for a regular file."""
        self._check('awx')
        if fileobj is None and tarinfo.isreg() and tarinfo.size != 0:
            raise ValueError('fileobj not provided for non zero-size regular file')
        tarinfo = copy.copy(tarinfo)
        buf = tarinfo.tobuf(self.format, self.encoding, self.errors)
        self.fileobj.write(buf)
        self.offset += len(buf)
        bufsize = self.copybufsize
        if fileobj is not None:
            copyfileobj(fileobj, self.fileobj, tarinfo.size, bufsize=bufsize)
            blocks, remainder = divmod(tarinfo.size, BLOCKSIZE)
            if remainder > 0:
                self.fileobj.write(NUL * (BLOCKSIZE - remainder))
                blocks += 1
            self.offset += blocks * BLOCKSIZE
        self.members.append(tarinfo)

    def _get_filter_function(self, filter):
        if filter is None:
            filter = self.extraction_filter
            if filter is None:
                import warnings
                warnings.warn(
                    'Python 3.14 will, by default, filter extracted tar '
                    'archives and reject files or modify their metadata. '
                    'Use the filter argument to control this behavior.',
                    DeprecationWarning, stacklevel=3)
                return fully_trusted_filter
            if isinstance(filter, str):
                raise TypeError(
                    'String names are not supported for '
                    'TarFile.extraction_filter. Use a function such as '
                    'tarfile.data_filter directly.')
            return filter
        if callable(filter):
            return filter
        try:
            return _NAMED_FILTERS[filter]
        except KeyError:
            raise ValueError(f'filter {filter!r} not found') from None

    def extractall(self, path='.', members=None, *, numeric_owner=False,
                   filter=None):
        """Extract all members from the archive to the current working
        directory (or path)."""
        directories = []
        filter_function = self._get_filter_function(filter)
        if members is None:
            members = self
        for member in members:
            tarinfo = self._get_extract_tarinfo(member, filter_function, path)
            if tarinfo is None:
                continue
            if tarinfo.isdir():
                directories.append(tarinfo)
            self._extract_one(tarinfo, path, set_attrs=not tarinfo.isdir(),
                              numeric_owner=numeric_owner)
        directories.sort(key=lambda a: a.name, reverse=True)
        for tarinfo in directories:
            dirpath = os.path.join(path, tarinfo.name)
            try:
                self.chown(tarinfo, dirpath, numeric_owner=numeric_owner)
                self.utime(tarinfo, dirpath)
                self.chmod(tarinfo, dirpath)
            except ExtractError as e:
                self._handle_nonfatal_error(e)

    def extract(self, member, path='', set_attrs=True, *, numeric_owner=False,
                filter=None):
        """Extract a member from the archive to the current working
        directory (or path), using its full name."""
        filter_function = self._get_filter_function(filter)
        tarinfo = self._get_extract_tarinfo(member, filter_function, path)
        if tarinfo is not None:
            self._extract_one(tarinfo, path, set_attrs, numeric_owner)

    def _get_extract_tarinfo(self, member, filter_function, path):
        if isinstance(member, str):
            unfiltered = self.getmember(member)
        else:
            unfiltered = member
        # As in CPython 3.13.0: when the filter raises and errorlevel lets
        # the error pass, the member is extracted unfiltered.
        filtered = unfiltered
        try:
            filtered = filter_function(unfiltered, path)
        except (OSError, FilterError) as e:
            self._handle_fatal_error(e)
        except ExtractError as e:
            self._handle_nonfatal_error(e)
        if filtered is None:
            return None
        if filtered.islnk():
            filtered = copy.copy(filtered)
            filtered._link_target = os.path.join(path, filtered.linkname)
        return filtered

    def _extract_one(self, tarinfo, path, set_attrs, numeric_owner):
        self._check('r')
        try:
            self._extract_member(tarinfo, os.path.join(path, tarinfo.name),
                                 set_attrs=set_attrs, numeric_owner=numeric_owner)
        except OSError as e:
            self._handle_fatal_error(e)
        except ExtractError as e:
            self._handle_nonfatal_error(e)

    def _handle_nonfatal_error(self, e):
        if self.errorlevel > 1:
            raise
        self._dbg(1, 'tarfile: %s' % e)

    def _handle_fatal_error(self, e):
        if self.errorlevel > 0:
            raise
        if isinstance(e, OSError):
            if e.filename is None:
                self._dbg(1, 'tarfile: %s' % e.strerror)
            else:
                self._dbg(1, 'tarfile: %s %r' % (e.strerror, e.filename))
        else:
            self._dbg(1, 'tarfile: %s %s' % (type(e).__name__, e))

    def extractfile(self, member):
        """Extract a member from the archive as a file object: a regular
        file or a link's target gives a file object, other members None."""
        self._check('r')
        if isinstance(member, str):
            tarinfo = self.getmember(member)
        else:
            tarinfo = member
        if tarinfo.isreg() or tarinfo.type not in SUPPORTED_TYPES:
            return self.fileobject(self, tarinfo)
        if tarinfo.islnk() or tarinfo.issym():
            return self.extractfile(self._find_link_target(tarinfo))
        return None

    def _extract_member(self, tarinfo, targetpath, set_attrs=True,
                        numeric_owner=False):
        targetpath = targetpath.rstrip('/')
        targetpath = targetpath.replace('/', os.sep)
        upperdirs = os.path.dirname(targetpath)
        if upperdirs and not os.path.exists(upperdirs):
            os.makedirs(upperdirs)
        if tarinfo.islnk() or tarinfo.issym():
            self._dbg(1, '%s -> %s' % (tarinfo.name, tarinfo.linkname))
        else:
            self._dbg(1, tarinfo.name)
        if tarinfo.isreg():
            self.makefile(tarinfo, targetpath)
        elif tarinfo.isdir():
            self.makedir(tarinfo, targetpath)
        elif tarinfo.isfifo():
            self.makefifo(tarinfo, targetpath)
        elif tarinfo.ischr() or tarinfo.isblk():
            self.makedev(tarinfo, targetpath)
        elif tarinfo.islnk() or tarinfo.issym():
            self.makelink(tarinfo, targetpath)
        elif tarinfo.type not in SUPPORTED_TYPES:
            self.makeunknown(tarinfo, targetpath)
        else:
            self.makefile(tarinfo, targetpath)
        if set_attrs:
            self.chown(tarinfo, targetpath, numeric_owner)
            if not tarinfo.issym():
                self.chmod(tarinfo, targetpath)
                self.utime(tarinfo, targetpath)

    def makedir(self, tarinfo, targetpath):
        """Make a directory called targetpath."""
        try:
            if tarinfo.mode is None:
                os.mkdir(targetpath)
            else:
                os.mkdir(targetpath, 0o700)
        except FileExistsError:
            if not os.path.isdir(targetpath):
                raise

    def makefile(self, tarinfo, targetpath):
        """Make a file called targetpath."""
        source = self.fileobj
        source.seek(tarinfo.offset_data)
        bufsize = self.copybufsize
        with bltn_open(targetpath, 'wb') as target:
            copyfileobj(source, target, tarinfo.size, ReadError, bufsize)

    def makeunknown(self, tarinfo, targetpath):
        """Make a file from a TarInfo object with an unknown type."""
        self.makefile(tarinfo, targetpath)
        self._dbg(1, 'tarfile: Unknown file type %r, extracted as regular file.'
                  % tarinfo.type)

    def makefifo(self, tarinfo, targetpath):
        """Make a fifo called targetpath."""
        if hasattr(os, 'mkfifo'):
            os.mkfifo(targetpath)
        else:
            raise ExtractError('fifo not supported by system')

    def makedev(self, tarinfo, targetpath):
        """Make a character or block device called targetpath."""
        if not hasattr(os, 'mknod') or not hasattr(os, 'makedev'):
            raise ExtractError('special devices not supported by system')
        mode = tarinfo.mode
        if mode is None:
            mode = 0o600
        if tarinfo.isblk():
            mode |= stat.S_IFBLK
        else:
            mode |= stat.S_IFCHR
        os.mknod(targetpath, mode, os.makedev(tarinfo.devmajor, tarinfo.devminor))

    def makelink(self, tarinfo, targetpath):
        """Make a (symbolic) link called targetpath; where links are not
        possible, copy the target."""
        try:
            if tarinfo.issym():
                if os.path.lexists(targetpath):
                    os.unlink(targetpath)
                os.symlink(tarinfo.linkname, targetpath)
                return
            if os.path.exists(tarinfo._link_target):
                if os.path.lexists(targetpath):
                    os.unlink(targetpath)
                os.link(tarinfo._link_target, targetpath)
                return
            self._extract_member(self._find_link_target(tarinfo), targetpath)
        except symlink_exception:
            try:
                self._extract_member(self._find_link_target(tarinfo), targetpath)
            except KeyError:
                raise ExtractError('unable to resolve link inside archive') from None

    def chown(self, tarinfo, targetpath, numeric_owner):
        """Set owner of targetpath according to tarinfo; only as root."""
        if (hasattr(os, 'geteuid') and os.geteuid() == 0 and
                hasattr(os, 'chown')):
            g = tarinfo.gid
            u = tarinfo.uid
            if not numeric_owner:
                try:
                    if grp and tarinfo.gname:
                        g = grp.getgrnam(tarinfo.gname)[2]
                except KeyError:
                    pass
                try:
                    if pwd and tarinfo.uname:
                        u = pwd.getpwnam(tarinfo.uname)[2]
                except KeyError:
                    pass
            if g is None:
                g = -1
            if u is None:
                u = -1
            try:
                if tarinfo.issym() and hasattr(os, 'lchown'):
                    os.lchown(targetpath, u, g)
                else:
                    os.chown(targetpath, u, g)
            except (OSError, OverflowError) as e:
                raise ExtractError('could not change owner') from e

    def chmod(self, tarinfo, targetpath):
        """Set file permissions of targetpath according to tarinfo."""
        if tarinfo.mode is None:
            return
        try:
            os.chmod(targetpath, tarinfo.mode)
        except OSError as e:
            raise ExtractError('could not change mode') from e

    def utime(self, tarinfo, targetpath):
        """Set modification time of targetpath according to tarinfo."""
        mtime = tarinfo.mtime
        if mtime is None:
            return
        if not hasattr(os, 'utime'):
            return
        try:
            os.utime(targetpath, (mtime, mtime))
        except OSError as e:
            raise ExtractError('could not change modification time') from e

    def next(self):
        """Return the next member of the archive as a TarInfo object, or
        None when there are no more."""
        self._check('ra')
        if self.firstmember is not None:
            m = self.firstmember
            self.firstmember = None
            return m
        if self.offset != self.fileobj.tell():
            if self.offset == 0:
                return None
            self.fileobj.seek(self.offset - 1)
            if not self.fileobj.read(1):
                raise ReadError('unexpected end of data')
        tarinfo = None
        while True:
            try:
                tarinfo = self.tarinfo.fromtarfile(self)
            except EOFHeaderError as e:
                if self.ignore_zeros:
                    self._dbg(2, '0x%X: %s' % (self.offset, e))
                    self.offset += BLOCKSIZE
                    continue
            except InvalidHeaderError as e:
                if self.ignore_zeros:
                    self._dbg(2, '0x%X: %s' % (self.offset, e))
                    self.offset += BLOCKSIZE
                    continue
                if self.offset == 0:
                    raise ReadError(str(e)) from None
            except EmptyHeaderError:
                if self.offset == 0:
                    raise ReadError('empty file') from None
            except TruncatedHeaderError as e:
                if self.offset == 0:
                    raise ReadError(str(e)) from None
            except SubsequentHeaderError as e:
                raise ReadError(str(e)) from None
            except Exception as e:
                try:
                    import zlib
                    if isinstance(e, zlib.error):
                        raise ReadError(f'zlib error: {e}') from None
                except ImportError:
                    pass
                raise
            break
        if tarinfo is not None:
            self.members.append(tarinfo)
        else:
            self._loaded = True
        return tarinfo

    def _getmember(self, name, tarinfo=None, normalize=False):
        members = self.getmembers()
        skipping = False
        if tarinfo is not None:
            try:
                index = members.index(tarinfo)
            except ValueError:
                skipping = True
            else:
                members = members[:index]
        if normalize:
            name = os.path.normpath(name)
        for member in reversed(members):
            if skipping:
                if tarinfo.offset == member.offset:
                    skipping = False
                continue
            if normalize:
                member_name = os.path.normpath(member.name)
            else:
                member_name = member.name
            if name == member_name:
                return member
        if skipping:
            raise ValueError(tarinfo)

    def _load(self):
        while self.next() is not None:
            pass
        self._loaded = True

    def _check(self, mode=None):
        if self.closed:
            raise OSError('%s is closed' % self.__class__.__name__)
        if mode is not None and self.mode not in mode:
            raise OSError('bad operation for mode %r' % self.mode)

    def _find_link_target(self, tarinfo):
        if tarinfo.issym():
            linkname = '/'.join(filter(None, (os.path.dirname(tarinfo.name),
                                              tarinfo.linkname)))
            limit = None
        else:
            linkname = tarinfo.linkname
            limit = tarinfo
        member = self._getmember(linkname, tarinfo=limit, normalize=True)
        if member is None:
            raise KeyError('linkname %r not found' % linkname)
        return member

    def __iter__(self):
        if self._loaded:
            yield from self.members
            return
        index = 0
        if self.firstmember is not None:
            tarinfo = self.next()
            index += 1
            yield tarinfo
        while True:
            if index < len(self.members):
                tarinfo = self.members[index]
            elif not self._loaded:
                tarinfo = self.next()
                if not tarinfo:
                    self._loaded = True
                    return
            else:
                return
            index += 1
            yield tarinfo

    def _dbg(self, level, msg):
        if level <= self.debug:
            print(msg, file=sys.stderr)

    def __enter__(self):
        self._check()
        return self

    def __exit__(self, type, value, traceback):
        if type is None:
            self.close()
        else:
            if not self._extfileobj:
                closers = getattr(self, '_closers', None)
                for f in closers if closers is not None else [self.fileobj]:
                    f.close()
            self.closed = True


class _Sequential:
    """The output of a stream-mode archive: writes in order and counts
    them, as the archive needs no seeking."""

    def __init__(self, fileobj):
        self.fileobj = fileobj
        self.pos = 0
        self.name = getattr(fileobj, 'name', None)

    def write(self, data):
        self.fileobj.write(data)
        self.pos += len(data)

    def tell(self):
        return self.pos

    def seek(self, pos, whence=0):
        raise StreamError('seeking backwards is not allowed')

    def close(self):
        self.fileobj.close()


def _module(name):
    try:
        return __import__(name)
    except ImportError:
        raise CompressionError('%s module is not available' % name) from None


def _check_magic(name, fileobj, magic, message):
    """Without the codec's module, tell a file of another kind (ReadError,
    as the codec would) from one that needs the module."""
    if fileobj is not None:
        pos = fileobj.tell()
        head = fileobj.read(len(magic))
        fileobj.seek(pos)
    else:
        try:
            with bltn_open(name, 'rb') as f:
                head = f.read(len(magic))
        except OSError:
            return
    if head != magic:
        raise ReadError(message)


# The file type bits list() shows for each member type (none for hard
# links, which print as '?').
_TYPE_MODES = {REGTYPE: stat.S_IFREG, DIRTYPE: stat.S_IFDIR,
               SYMTYPE: stat.S_IFLNK, FIFOTYPE: stat.S_IFIFO,
               CHRTYPE: stat.S_IFCHR, BLKTYPE: stat.S_IFBLK}


def _safe_print(s):
    encoding = getattr(sys.stdout, 'encoding', None)
    if encoding is not None:
        s = s.encode(encoding, 'backslashreplace').decode(encoding)
    print(s, end=' ')


def is_tarfile(name):
    """Return True if name points to a tar archive that we are able to
    handle, else return False."""
    try:
        if hasattr(name, 'read'):
            pos = name.tell()
            t = open(fileobj=name)
            name.seek(pos)
        else:
            t = open(name)
        t.close()
        return True
    except TarError:
        return False


open = TarFile.open
