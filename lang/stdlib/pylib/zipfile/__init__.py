"""Reading and writing ZIP archives for cpjit.

The archive format (local headers, central directory, end record and the
ZIP64 extensions for reading) is implemented here over struct; deflate
comes from the zlib module. Stored and deflated members can be read and
written; bzip2 and lzma members and encrypted members are refused.
"""

import binascii
import io
import os
import stat
import struct
import sys
import threading
import time

try:
    import zlib
except ImportError:
    zlib = None

__all__ = ['BadZipFile', 'BadZipfile', 'error', 'ZIP_STORED', 'ZIP_DEFLATED',
           'ZIP_BZIP2', 'ZIP_LZMA', 'is_zipfile', 'ZipInfo', 'ZipFile',
           'PyZipFile', 'LargeZipFile', 'Path']


class BadZipFile(Exception):
    pass


class LargeZipFile(Exception):
    """Raised when writing a zipfile that needs ZIP64 extensions while they
    are disabled."""


error = BadZipfile = BadZipFile

ZIP64_LIMIT = (1 << 31) - 1
ZIP_FILECOUNT_LIMIT = (1 << 16) - 1
ZIP_MAX_COMMENT = (1 << 16) - 1

ZIP_STORED = 0
ZIP_DEFLATED = 8
ZIP_BZIP2 = 12
ZIP_LZMA = 14

DEFAULT_VERSION = 20
ZIP64_VERSION = 45
BZIP2_VERSION = 46
LZMA_VERSION = 63
MAX_EXTRACT_VERSION = 63

_COMPRESSOR_NAMES = {
    0: 'store', 1: 'shrink', 2: 'reduce', 3: 'reduce', 4: 'reduce',
    5: 'reduce', 6: 'implode', 7: 'tokenize', 8: 'deflate', 9: 'deflate64',
    10: 'implode', 12: 'bzip2', 14: 'lzma', 18: 'terse', 19: 'lz77',
    97: 'wavpack', 98: 'ppmd',
}

# Record layouts of the ZIP format (PKWARE's APPNOTE).
_END_FMT = '<4s4H2LH'
_END_SIG = b'PK\005\006'
_END_SIZE = struct.calcsize(_END_FMT)
_CD_FMT = '<4s4B4HL2L5H2L'
_CD_SIG = b'PK\001\002'
_CD_SIZE = struct.calcsize(_CD_FMT)
_LH_FMT = '<4s2B4HL2L2H'
_LH_SIG = b'PK\003\004'
_LH_SIZE = struct.calcsize(_LH_FMT)
_END64_LOC_FMT = '<4sLQL'
_END64_LOC_SIG = b'PK\x06\x07'
_END64_LOC_SIZE = struct.calcsize(_END64_LOC_FMT)
_END64_FMT = '<4sQ2H2L4Q'
_END64_SIG = b'PK\x06\x06'
_END64_SIZE = struct.calcsize(_END64_FMT)

_FLAG_ENCRYPTED = 0x01
_FLAG_DESCRIPTOR = 0x08
_FLAG_COMPRESSED_PATCH = 0x20
_FLAG_STRONG_ENCRYPTION = 0x40
_FLAG_UTF8 = 0x800

_DD_SIG = 0x08074b50


def _decode_name(raw, encoding):
    """A member name's text: UTF-8 when its flag says so (the caller
    passes that), else the archive's metadata encoding, else cp437."""
    if encoding is None:
        return raw.decode('cp437')
    return raw.decode(encoding)


def _check_zipfile(fp):
    try:
        return _end_record(fp) is not None
    except OSError:
        return False


def is_zipfile(filename):
    """Quickly see if a file is a ZIP file by checking the magic number.

    The filename argument may be a file or file-like object too.
    """
    try:
        if hasattr(filename, 'read'):
            return _check_zipfile(filename)
        with open(filename, 'rb') as fp:
            return _check_zipfile(fp)
    except OSError:
        return False


def _end_record(fp):
    """Finds the end-of-central-directory record; returns a list
    [disk, disk_cd, entries_disk, entries, cd_size, cd_offset, comment,
    record_offset] or None."""
    try:
        fp.seek(0, 2)
    except OSError:
        return None
    filesize = fp.tell()
    # Without a comment the record is the last 22 bytes.
    if filesize >= _END_SIZE:
        fp.seek(filesize - _END_SIZE)
        data = fp.read()
        if len(data) == _END_SIZE and data[:4] == _END_SIG and data[-2:] == b'\000\000':
            rec = list(struct.unpack(_END_FMT, data))[1:]
            rec[6] = b''
            rec.append(filesize - _END_SIZE)
            return _with_zip64(fp, rec)
    start = max(filesize - ZIP_MAX_COMMENT - _END_SIZE, 0)
    fp.seek(start)
    data = fp.read()
    pos = data.rfind(_END_SIG)
    if pos >= 0 and len(data) - pos >= _END_SIZE:
        rec = list(struct.unpack(_END_FMT, data[pos:pos + _END_SIZE]))[1:]
        comment_len = rec[6]
        rec[6] = data[pos + _END_SIZE:pos + _END_SIZE + comment_len]
        rec.append(start + pos)
        return _with_zip64(fp, rec)
    return None


def _with_zip64(fp, rec):
    offset = rec[7] - _END64_LOC_SIZE
    if offset < 0:
        return rec
    fp.seek(offset)
    data = fp.read(_END64_LOC_SIZE)
    if len(data) != _END64_LOC_SIZE:
        return rec
    sig, disk, end64_offset, disks = struct.unpack(_END64_LOC_FMT, data)
    if sig != _END64_LOC_SIG:
        return rec
    if disks > 1:
        raise BadZipFile('zipfiles that span multiple disks are not supported')
    fp.seek(offset - _END64_SIZE)
    data = fp.read(_END64_SIZE)
    if len(data) != _END64_SIZE:
        return rec
    (sig, size, cv, ev, disk_num, disk_dir, dircount, dircount2, dirsize,
     diroffset) = struct.unpack(_END64_FMT, data)
    if sig != _END64_SIG:
        return rec
    rec[0] = disk_num
    rec[1] = disk_dir
    rec[2] = dircount
    rec[3] = dircount2
    rec[4] = dirsize
    rec[5] = diroffset
    rec[7] = offset - _END64_SIZE
    return rec


class ZipInfo:
    """Class with attributes describing each file in the ZIP archive."""

    __slots__ = ('orig_filename', 'filename', 'date_time', 'compress_type',
                 'compress_level', 'comment', 'extra',
                 'create_system', 'create_version', 'extract_version',
                 'reserved', 'flag_bits', 'volume', 'internal_attr',
                 'external_attr', 'header_offset', 'CRC', 'compress_size',
                 'file_size', '_raw_time', '_end_offset')

    def __init__(self, filename='NoName', date_time=(1980, 1, 1, 0, 0, 0)):
        self.orig_filename = filename
        null = filename.find(chr(0))
        if null >= 0:
            filename = filename[:null]
        if os.sep != '/' and os.sep in filename:
            filename = filename.replace(os.sep, '/')
        self.filename = filename
        self.date_time = date_time
        if date_time[0] < 1980:
            raise ValueError('ZIP does not support timestamps before 1980')
        self.compress_type = ZIP_STORED
        self.compress_level = None
        self.comment = b''
        self.extra = b''
        self.create_system = 0 if sys.platform == 'win32' else 3
        self.create_version = DEFAULT_VERSION
        self.extract_version = DEFAULT_VERSION
        self.reserved = 0
        self.flag_bits = 0
        self.volume = 0
        self.internal_attr = 0
        self.external_attr = 0
        self.compress_size = 0
        self.file_size = 0
        self.header_offset = 0
        self.CRC = 0
        self._end_offset = None

    @property
    def _compresslevel(self):
        return self.compress_level

    @_compresslevel.setter
    def _compresslevel(self, value):
        self.compress_level = value

    def __repr__(self):
        parts = ['<%s filename=%r' % (self.__class__.__name__, self.filename)]
        if self.compress_type != ZIP_STORED:
            parts.append(' compress_type=%s' % _COMPRESSOR_NAMES.get(
                self.compress_type, self.compress_type))
        hi = self.external_attr >> 16
        lo = self.external_attr & 0xFFFF
        if hi:
            parts.append(' filemode=%r' % stat.filemode(hi))
        if lo:
            parts.append(' external_attr=%#x' % lo)
        isdir = self.is_dir()
        if not isdir or self.file_size:
            parts.append(' file_size=%r' % self.file_size)
        if ((not isdir or self.compress_size) and
                (self.compress_type != ZIP_STORED or
                 self.file_size != self.compress_size)):
            parts.append(' compress_size=%r' % self.compress_size)
        parts.append('>')
        return ''.join(parts)

    def _dos_time(self):
        dt = self.date_time
        dosdate = (dt[0] - 1980) << 9 | dt[1] << 5 | dt[2]
        dostime = dt[3] << 11 | dt[4] << 5 | (dt[5] // 2)
        return dostime, dosdate

    def _encoded_name(self):
        try:
            return self.filename.encode('ascii'), self.flag_bits
        except UnicodeEncodeError:
            return self.filename.encode('utf-8'), self.flag_bits | _FLAG_UTF8

    def FileHeader(self, zip64=None):
        """Return the per-file header as a bytes object."""
        dostime, dosdate = self._dos_time()
        if self.flag_bits & _FLAG_DESCRIPTOR:
            CRC = compress_size = file_size = 0
        else:
            CRC = self.CRC
            compress_size = self.compress_size
            file_size = self.file_size
        extra = self.extra
        min_version = 0
        if zip64 is None:
            zip64 = file_size > ZIP64_LIMIT or compress_size > ZIP64_LIMIT
        if zip64:
            extra = extra + struct.pack('<HHQQ', 1, 16, file_size, compress_size)
            file_size = compress_size = 0xffffffff
            min_version = ZIP64_VERSION
        if self.compress_type == ZIP_BZIP2:
            min_version = max(BZIP2_VERSION, min_version)
        elif self.compress_type == ZIP_LZMA:
            min_version = max(LZMA_VERSION, min_version)
        self.extract_version = max(min_version, self.extract_version)
        self.create_version = max(min_version, self.create_version)
        filename, flag_bits = self._encoded_name()
        header = struct.pack(_LH_FMT, _LH_SIG, self.extract_version,
                             self.reserved, flag_bits, self.compress_type,
                             dostime, dosdate, CRC, compress_size, file_size,
                             len(filename), len(extra))
        return header + filename + extra

    def _decode_extra(self, filename_crc=None):
        extra = self.extra
        while len(extra) >= 4:
            tp, ln = struct.unpack('<HH', extra[:4])
            if ln + 4 > len(extra):
                raise BadZipFile('Corrupt extra field %04x (size=%d)' % (tp, ln))
            if tp == 0x0001:
                data = extra[4:ln + 4]
                try:
                    if self.file_size in (0xFFFFFFFFFFFFFFFF, 0xFFFFFFFF):
                        self.file_size, = struct.unpack('<Q', data[:8])
                        data = data[8:]
                    if self.compress_size == 0xFFFFFFFF:
                        self.compress_size, = struct.unpack('<Q', data[:8])
                        data = data[8:]
                    if self.header_offset == 0xFFFFFFFF:
                        self.header_offset, = struct.unpack('<Q', data[:8])
                except struct.error:
                    raise BadZipFile('Corrupt zip64 extra field. %s not found.'
                                     % 'File size') from None
            extra = extra[ln + 4:]

    @classmethod
    def from_file(cls, filename, arcname=None, *, strict_timestamps=True):
        """Construct an appropriate ZipInfo for a file on the filesystem."""
        if isinstance(filename, os.PathLike):
            filename = os.fspath(filename)
        st = os.stat(filename)
        isdir = stat.S_ISDIR(st.st_mode)
        mtime = time.localtime(st.st_mtime)
        date_time = mtime[0:6]
        if not strict_timestamps and date_time[0] < 1980:
            date_time = (1980, 1, 1, 0, 0, 0)
        elif not strict_timestamps and date_time[0] > 2107:
            date_time = (2107, 12, 31, 23, 59, 59)
        if arcname is None:
            arcname = filename
        arcname = os.path.normpath(os.path.splitdrive(arcname)[1])
        while arcname[0] in (os.sep, os.altsep):
            arcname = arcname[1:]
        if isdir:
            arcname += '/'
        zinfo = cls(arcname, date_time)
        zinfo.external_attr = (st.st_mode & 0xFFFF) << 16
        if isdir:
            zinfo.file_size = 0
            zinfo.external_attr |= 0x10
        else:
            zinfo.file_size = st.st_size
        return zinfo

    def is_dir(self):
        """Return True if this archive member is a directory."""
        if self.filename.endswith('/'):
            return True
        if os.path.altsep:
            return self.filename.endswith((os.path.sep, os.path.altsep))
        return False


class _SharedFile:
    """A view of the archive's file with its own position, so that several
    members can be read at once."""

    def __init__(self, file, pos, close, lock, writing):
        self._file = file
        self._pos = pos
        self._close = close
        self._lock = lock
        self._writing = writing
        self.seekable = file.seekable

    def tell(self):
        return self._pos

    def seek(self, offset, whence=0):
        with self._lock:
            if self._writing():
                raise ValueError("Can't reposition in the ZIP file while "
                                 "there is an open writing handle on it. "
                                 "Close the writing handle before trying to read.")
            if whence == 1:
                offset += self._pos
                whence = 0
            self._file.seek(offset, whence)
            self._pos = self._file.tell()
            return self._pos

    def read(self, n=-1):
        with self._lock:
            if self._writing():
                raise ValueError("Can't read from the ZIP file while there "
                                 "is an open writing handle on it. "
                                 "Close the writing handle before trying to read.")
            self._file.seek(self._pos)
            data = self._file.read(n)
            self._pos = self._file.tell()
            return data

    def close(self):
        if self._file is not None:
            fileobj = self._file
            self._file = None
            self._close(fileobj)


class _Tellable:
    """Counts the bytes written to a stream that cannot tell its position."""

    def __init__(self, fp):
        self.fp = fp
        self.offset = 0

    def write(self, data):
        n = self.fp.write(data)
        self.offset += len(data)
        return n

    def tell(self):
        return self.offset

    def flush(self):
        self.fp.flush()

    def close(self):
        self.fp.close()


def _decompressor(compress_type):
    if compress_type == ZIP_STORED:
        return None
    if compress_type == ZIP_DEFLATED:
        return zlib.decompressobj(-15)
    _check_compression(compress_type)


def _compressor(compress_type, level):
    if compress_type == ZIP_DEFLATED:
        if level is None:
            level = zlib.Z_DEFAULT_COMPRESSION
        return zlib.compressobj(level, zlib.DEFLATED, -15)
    return None


def _check_compression(compression):
    if compression == ZIP_STORED:
        return
    if compression == ZIP_DEFLATED:
        if not zlib:
            raise RuntimeError('Compression requires the (missing) zlib module')
        return
    if compression in (ZIP_BZIP2, ZIP_LZMA):
        name = 'bz2' if compression == ZIP_BZIP2 else 'lzma'
        raise RuntimeError('Compression requires the (missing) %s module' % name)
    raise NotImplementedError('That compression method is not supported')


class ZipExtFile(io.BufferedIOBase):
    """File-like object for reading an archive member."""

    MAX_N = 1 << 31 - 1
    MIN_READ_SIZE = 4096
    MAX_SEEK_READ = 1 << 24

    def __init__(self, fileobj, mode, zipinfo, pwd=None, close_fileobj=False):
        self._fileobj = fileobj
        self._pwd = pwd
        self._close_fileobj = close_fileobj
        self._compress_type = zipinfo.compress_type
        self._compress_left = zipinfo.compress_size
        self._left = zipinfo.file_size
        self._decompressor = _decompressor(self._compress_type)
        self._eof = False
        self._readbuffer = b''
        self._offset = 0
        self.newlines = None
        self.mode = mode
        self.name = zipinfo.filename
        if hasattr(zipinfo, 'CRC'):
            self._expected_crc = zipinfo.CRC
        else:
            self._expected_crc = None
        self._running_crc = 0
        self._seekable = False
        try:
            if fileobj.seekable():
                self._orig_compress_start = fileobj.tell()
                self._orig_compress_size = zipinfo.compress_size
                self._orig_file_size = zipinfo.file_size
                self._orig_start_crc = self._running_crc
                self._seekable = True
        except AttributeError:
            pass

    def __repr__(self):
        result = ['<%s.%s' % (self.__class__.__module__, self.__class__.__qualname__)]
        if not self.closed:
            result.append(' name=%r' % (self.name,))
            if self._compress_type != ZIP_STORED:
                result.append(' compress_type=%s' % _COMPRESSOR_NAMES.get(
                    self._compress_type, self._compress_type))
        else:
            result.append(' [closed]')
        result.append('>')
        return ''.join(result)

    def readline(self, limit=-1):
        if self.closed:
            raise ValueError('I/O operation on closed file.')
        if limit is None:
            limit = -1
        line = b''
        while limit < 0 or len(line) < limit:
            if self._offset >= len(self._readbuffer):
                chunk = self._read1(self.MIN_READ_SIZE)
                if not chunk:
                    if self._eof:
                        break
                    continue
                self._readbuffer = chunk
                self._offset = 0
            buf = self._readbuffer
            end = len(buf)
            if limit >= 0:
                end = min(end, self._offset + limit - len(line))
            i = buf.find(b'\n', self._offset, end)
            if i >= 0:
                line += buf[self._offset:i + 1]
                self._offset = i + 1
                break
            line += buf[self._offset:end]
            self._offset = end
        return line

    def peek(self, n=1):
        if n > len(self._readbuffer) - self._offset:
            chunk = self.read(n)
            if len(chunk) > self._offset:
                self._readbuffer = chunk + self._readbuffer[self._offset:]
                self._offset = 0
            else:
                self._offset -= len(chunk)
        return self._readbuffer[self._offset:self._offset + 512]

    def readable(self):
        if self.closed:
            raise ValueError('I/O operation on closed file.')
        return True

    def read(self, n=-1):
        if self.closed:
            raise ValueError('read from closed file.')
        if n is None or n < 0:
            buf = self._readbuffer[self._offset:]
            self._readbuffer = b''
            self._offset = 0
            while not self._eof:
                buf += self._read1(self.MAX_N)
            return buf
        end = n + self._offset
        if end < len(self._readbuffer):
            buf = self._readbuffer[self._offset:end]
            self._offset = end
            return buf
        n = end - len(self._readbuffer)
        buf = self._readbuffer[self._offset:]
        self._readbuffer = b''
        self._offset = 0
        while n > 0 and not self._eof:
            data = self._read1(n)
            if n < len(data):
                self._readbuffer = data
                self._offset = n
                buf += data[:n]
                break
            buf += data
            n -= len(data)
        return buf

    def _update_crc(self, newdata):
        if self._expected_crc is None:
            return
        self._running_crc = binascii.crc32(newdata, self._running_crc)
        if self._eof and self._running_crc != self._expected_crc:
            raise BadZipFile('Bad CRC-32 for file %r' % self.name)

    def read1(self, n):
        if n is None or n < 0:
            buf = self._readbuffer[self._offset:]
            self._readbuffer = b''
            self._offset = 0
            while not self._eof:
                data = self._read1(self.MAX_N)
                if data:
                    buf += data
                    break
            return buf
        end = n + self._offset
        if end < len(self._readbuffer):
            buf = self._readbuffer[self._offset:end]
            self._offset = end
            return buf
        n = end - len(self._readbuffer)
        buf = self._readbuffer[self._offset:]
        self._readbuffer = b''
        self._offset = 0
        if n > 0:
            while not self._eof:
                data = self._read1(n)
                if n < len(data):
                    self._readbuffer = data
                    self._offset = n
                    buf += data[:n]
                    break
                if data:
                    buf += data
                    break
        return buf

    def _read1(self, n):
        if self._eof or n <= 0:
            return b''
        if self._compress_type == ZIP_DEFLATED:
            data = self._decompressor.unconsumed_tail
            if n > len(data):
                data += self._read2(n - len(data))
        else:
            data = self._read2(n)
        if self._compress_type == ZIP_STORED:
            self._eof = self._compress_left <= 0
        elif self._compress_type == ZIP_DEFLATED:
            n = max(n, self.MIN_READ_SIZE)
            data = self._decompressor.decompress(data, n)
            self._eof = (self._decompressor.eof or
                         self._compress_left <= 0 and
                         not self._decompressor.unconsumed_tail)
            if self._eof:
                data += self._decompressor.flush()
        data = data[:self._left]
        self._left -= len(data)
        if self._left <= 0:
            self._eof = True
        self._update_crc(data)
        return data

    def _read2(self, n):
        if self._compress_left <= 0:
            return b''
        n = max(n, self.MIN_READ_SIZE)
        n = min(n, self._compress_left)
        data = self._fileobj.read(n)
        self._compress_left -= len(data)
        if not data:
            raise EOFError
        return data

    def close(self):
        try:
            if self._close_fileobj:
                self._fileobj.close()
        finally:
            super().close()

    def seekable(self):
        if self.closed:
            raise ValueError('I/O operation on closed file.')
        return self._seekable

    def seek(self, offset, whence=os.SEEK_SET):
        if self.closed:
            raise ValueError('seek on closed file.')
        if not self._seekable:
            raise io.UnsupportedOperation('underlying stream is not seekable')
        curr_pos = self.tell()
        if whence == os.SEEK_SET:
            new_pos = offset
        elif whence == os.SEEK_CUR:
            new_pos = curr_pos + offset
        elif whence == os.SEEK_END:
            new_pos = self._orig_file_size + offset
        else:
            raise ValueError('whence must be os.SEEK_SET (0), '
                             'os.SEEK_CUR (1), or os.SEEK_END (2)')
        if new_pos > self._orig_file_size:
            new_pos = self._orig_file_size
        if new_pos < 0:
            new_pos = 0
        read_offset = new_pos - curr_pos
        buff_offset = read_offset + self._offset
        if 0 <= buff_offset < len(self._readbuffer):
            self._offset = buff_offset
            read_offset = 0
        elif read_offset < 0:
            self._fileobj.seek(self._orig_compress_start)
            self._running_crc = self._orig_start_crc
            self._expected_crc = self._expected_crc
            self._compress_left = self._orig_compress_size
            self._left = self._orig_file_size
            self._readbuffer = b''
            self._offset = 0
            self._decompressor = _decompressor(self._compress_type)
            self._eof = False
            read_offset = new_pos
        while read_offset > 0:
            read_len = min(self.MAX_SEEK_READ, read_offset)
            self.read(read_len)
            read_offset -= read_len
        return self.tell()

    def tell(self):
        if self.closed:
            raise ValueError('tell on closed file.')
        if not self._seekable:
            raise io.UnsupportedOperation('underlying stream is not seekable')
        filepos = (self._orig_file_size - self._left -
                   len(self._readbuffer) + self._offset)
        return filepos


class _ZipWriteFile(io.BufferedIOBase):
    """File-like object for writing an archive member."""

    def __init__(self, zf, zinfo, zip64):
        self._zinfo = zinfo
        self._zip64 = zip64
        self._zipfile = zf
        self._compressor = _compressor(zinfo.compress_type, zinfo.compress_level)
        self._file_size = 0
        self._compress_size = 0
        self._crc = 0

    @property
    def _fileobj(self):
        return self._zipfile.fp

    def writable(self):
        return True

    def write(self, data):
        if self.closed:
            raise ValueError('I/O operation on closed file.')
        if isinstance(data, (bytes, bytearray)):
            nbytes = len(data)
        else:
            data = memoryview(data)
            nbytes = data.nbytes
        self._file_size += nbytes
        self._crc = binascii.crc32(data, self._crc)
        if self._compressor:
            data = self._compressor.compress(data)
            self._compress_size += len(data)
        self._fileobj.write(data)
        return nbytes

    def close(self):
        if self.closed:
            return
        try:
            super().close()
            if self._compressor:
                buf = self._compressor.flush()
                self._compress_size += len(buf)
                self._fileobj.write(buf)
                self._zinfo.compress_size = self._compress_size
            else:
                self._zinfo.compress_size = self._file_size
            self._zinfo.CRC = self._crc
            self._zinfo.file_size = self._file_size
            if not self._zip64:
                if self._file_size > ZIP64_LIMIT:
                    raise RuntimeError('File size too large, try using force_zip64')
                if self._compress_size > ZIP64_LIMIT:
                    raise RuntimeError('Compressed size too large, try using force_zip64')
            if self._zinfo.flag_bits & _FLAG_DESCRIPTOR:
                fmt = '<LLQQ' if self._zip64 else '<LLLL'
                self._fileobj.write(struct.pack(fmt, _DD_SIG, self._zinfo.CRC,
                                                self._zinfo.compress_size,
                                                self._zinfo.file_size))
                self._zipfile.start_dir = self._fileobj.tell()
            else:
                self._zipfile.start_dir = self._fileobj.tell()
                self._fileobj.seek(self._zinfo.header_offset)
                self._fileobj.write(self._zinfo.FileHeader(self._zip64))
                self._fileobj.seek(self._zipfile.start_dir)
            self._zipfile.filelist.append(self._zinfo)
            self._zipfile.NameToInfo[self._zinfo.filename] = self._zinfo
        finally:
            self._zipfile._writing = False


class ZipFile:
    """Class with methods to open, read, write, close, list zip files.

    z = ZipFile(file, mode="r", compression=ZIP_STORED, allowZip64=True,
                compresslevel=None)
    """

    fp = None
    _windows_illegal_name_trans_table = None

    def __init__(self, file, mode='r', compression=ZIP_STORED, allowZip64=True,
                 compresslevel=None, *, strict_timestamps=True,
                 metadata_encoding=None):
        if mode not in ('r', 'w', 'x', 'a'):
            raise ValueError("ZipFile requires mode 'r', 'w', 'x', or 'a'")
        _check_compression(compression)
        self._allowZip64 = allowZip64
        self._didModify = False
        self.debug = 0
        self.NameToInfo = {}
        self.filelist = []
        self.compression = compression
        self.compresslevel = compresslevel
        self.mode = mode
        self.pwd = None
        self._comment = b''
        self._strict_timestamps = strict_timestamps
        self.metadata_encoding = metadata_encoding
        if self.metadata_encoding and mode != 'r':
            raise ValueError('metadata_encoding is only supported for reading files')

        if isinstance(file, os.PathLike):
            file = os.fspath(file)
        if isinstance(file, str):
            self._filePassed = 0
            self.filename = file
            modes = {'r': 'rb', 'w': 'w+b', 'x': 'x+b', 'a': 'r+b',
                     'r+b': 'w+b', 'w+b': 'wb', 'x+b': 'xb'}
            filemode = modes[mode]
            while True:
                try:
                    self.fp = io.open(file, filemode)
                except OSError:
                    if filemode in modes:
                        filemode = modes[filemode]
                        continue
                    raise
                break
        else:
            self._filePassed = 1
            self.fp = file
            self.filename = getattr(file, 'name', None)
        self._fileRefCnt = 1
        self._lock = threading.RLock()
        self._seekable = True
        self._writing = False

        try:
            if mode == 'r':
                self._RealGetContents()
            elif mode in ('w', 'x'):
                self._didModify = True
                try:
                    self.start_dir = self.fp.tell()
                except (AttributeError, OSError):
                    self.fp = _Tellable(self.fp)
                    self.start_dir = 0
                    self._seekable = False
                else:
                    try:
                        self.fp.seek(self.start_dir)
                    except (AttributeError, OSError):
                        self._seekable = False
            elif mode == 'a':
                try:
                    self._RealGetContents()
                    self.fp.seek(self.start_dir)
                except BadZipFile:
                    self.fp.seek(0, 2)
                    self._didModify = True
                    self.start_dir = self.fp.tell()
        except:
            fp = self.fp
            self.fp = None
            self._fpclose(fp)
            raise

    def __enter__(self):
        return self

    def __exit__(self, type, value, traceback):
        self.close()

    def __repr__(self):
        result = ['<%s.%s' % (self.__class__.__module__, self.__class__.__qualname__)]
        if self.fp is not None:
            if self._filePassed:
                result.append(' file=%r' % self.fp)
            elif self.filename is not None:
                result.append(' filename=%r' % self.filename)
            result.append(' mode=%r' % self.mode)
        else:
            result.append(' [closed]')
        result.append('>')
        return ''.join(result)

    def _RealGetContents(self):
        fp = self.fp
        try:
            endrec = _end_record(fp)
        except OSError:
            raise BadZipFile('File is not a zip file')
        if not endrec:
            raise BadZipFile('File is not a zip file')
        size_cd = endrec[4]
        offset_cd = endrec[5]
        self._comment = endrec[6]
        # Data may precede the archive (a self-extracting stub).
        concat = endrec[7] - size_cd - offset_cd
        if endrec[7] != 0 and concat > 0:
            # A ZIP64 end record sits between the directory and the end record.
            pass
        self.start_dir = offset_cd + concat
        if self.start_dir < 0:
            raise BadZipFile('Bad offset for central directory')
        fp.seek(self.start_dir, 0)
        data = fp.read(size_cd)
        fp = io.BytesIO(data)
        total = 0
        while total < size_cd:
            centdir = fp.read(_CD_SIZE)
            if len(centdir) != _CD_SIZE:
                raise BadZipFile('Truncated central directory')
            centdir = struct.unpack(_CD_FMT, centdir)
            if centdir[0] != _CD_SIG:
                raise BadZipFile('Bad magic number for central directory')
            (sig, create_version, create_system, extract_version, reserved,
             flags, compress, t, d, crc, csize, usize, namelen, extralen,
             commentlen, disk, iattr, eattr, offset) = centdir
            filename = fp.read(namelen)
            if flags & _FLAG_UTF8:
                filename = filename.decode('utf-8')
            else:
                filename = _decode_name(filename, self.metadata_encoding)
            x = ZipInfo(filename)
            x.extra = fp.read(extralen)
            x.comment = fp.read(commentlen)
            x.header_offset = offset
            x.create_version = create_version
            x.create_system = create_system
            x.extract_version = extract_version
            x.reserved = reserved
            x.flag_bits = flags
            x.compress_type = compress
            x.CRC = crc
            x.compress_size = csize
            x.file_size = usize
            x.volume = disk
            x.internal_attr = iattr
            x.external_attr = eattr
            if x.extract_version > MAX_EXTRACT_VERSION:
                raise NotImplementedError('zip file version %.1f' %
                                          (x.extract_version / 10))
            x._raw_time = t
            x.date_time = ((d >> 9) + 1980, (d >> 5) & 0xF, d & 0x1F,
                           t >> 11, (t >> 5) & 0x3F, (t & 0x1F) * 2)
            x._decode_extra()
            x.header_offset = x.header_offset + concat
            self.filelist.append(x)
            self.NameToInfo[x.filename] = x
            total = (total + _CD_SIZE + namelen + extralen + commentlen)
        end_offset = self.start_dir
        for zinfo in sorted(self.filelist, key=lambda z: z.header_offset,
                            reverse=True):
            zinfo._end_offset = end_offset
            end_offset = zinfo.header_offset

    def namelist(self):
        """Return a list of file names in the archive."""
        return [data.filename for data in self.filelist]

    def infolist(self):
        """Return a list of class ZipInfo instances for files in the
        archive."""
        return self.filelist

    def printdir(self, file=None):
        """Print a table of contents for the zip file."""
        print('%-46s %19s %12s' % ('File Name', 'Modified    ', 'Size'),
              file=file)
        for zinfo in self.filelist:
            date = '%d-%02d-%02d %02d:%02d:%02d' % zinfo.date_time[:6]
            print('%-46s %s %12d' % (zinfo.filename, date, zinfo.file_size),
                  file=file)

    def testzip(self):
        """Read all the files and check the CRC.

        Return None if all files could be read successfully, or the name
        of the offending file otherwise."""
        chunk_size = 2 ** 20
        for zinfo in self.filelist:
            try:
                with self.open(zinfo.filename, 'r') as f:
                    while f.read(chunk_size):
                        pass
            except BadZipFile:
                return zinfo.filename

    def getinfo(self, name):
        """Return the instance of ZipInfo given 'name'."""
        info = self.NameToInfo.get(name)
        if info is None:
            raise KeyError('There is no item named %r in the archive' % name)
        return info

    def setpassword(self, pwd):
        """Set default password for encrypted files."""
        if pwd and not isinstance(pwd, bytes):
            raise TypeError('pwd: expected bytes, got %s' % type(pwd).__name__)
        if pwd:
            self.pwd = pwd
        else:
            self.pwd = None

    @property
    def comment(self):
        """The comment text associated with the ZIP file."""
        return self._comment

    @comment.setter
    def comment(self, comment):
        if not isinstance(comment, bytes):
            raise TypeError('comment: expected bytes, got %s' % type(comment).__name__)
        if len(comment) > ZIP_MAX_COMMENT:
            import warnings
            warnings.warn('Archive comment is too long; truncating to %d bytes'
                          % ZIP_MAX_COMMENT, stacklevel=2)
            comment = comment[:ZIP_MAX_COMMENT]
        self._comment = comment
        self._didModify = True

    def read(self, name, pwd=None):
        """Return file bytes for name. 'pwd' is the password to decrypt
        encrypted files."""
        with self.open(name, 'r', pwd) as fp:
            return fp.read()

    def open(self, name, mode='r', pwd=None, *, force_zip64=False):
        """Return file-like object for 'name'."""
        if mode not in {'r', 'w'}:
            raise ValueError('open() requires mode "r" or "w"')
        if pwd and mode == 'w':
            raise ValueError('pwd is only supported for reading files')
        if pwd and not isinstance(pwd, bytes):
            raise TypeError('pwd: expected bytes, got %s' % type(pwd).__name__)
        if not self.fp:
            raise ValueError('Attempt to use ZIP archive that was already closed')

        if isinstance(name, ZipInfo):
            zinfo = name
        elif mode == 'w':
            zinfo = ZipInfo(name)
            zinfo.compress_type = self.compression
            zinfo.compress_level = self.compresslevel
        else:
            zinfo = self.getinfo(name)

        if mode == 'w':
            return self._open_to_write(zinfo, force_zip64=force_zip64)

        if self._writing:
            raise ValueError("Can't read from the ZIP file while there "
                             "is an open writing handle on it. "
                             "Close the writing handle before trying to read.")

        self._fileRefCnt += 1
        zef_file = _SharedFile(self.fp, zinfo.header_offset, self._fpclose,
                               self._lock, lambda: self._writing)
        try:
            fheader = zef_file.read(_LH_SIZE)
            if len(fheader) != _LH_SIZE:
                raise BadZipFile('Truncated file header')
            fheader = struct.unpack(_LH_FMT, fheader)
            if fheader[0] != _LH_SIG:
                raise BadZipFile('Bad magic number for file header')
            fname = zef_file.read(fheader[10])
            if fheader[11]:
                zef_file.seek(fheader[11], 1)
            if zinfo.flag_bits & _FLAG_COMPRESSED_PATCH:
                raise NotImplementedError('compressed patched data (flag bit 5)')
            if zinfo.flag_bits & _FLAG_STRONG_ENCRYPTION:
                raise NotImplementedError('strong encryption (flag bit 6)')
            if fheader[3] & _FLAG_UTF8:
                fname_str = fname.decode('utf-8')
            else:
                fname_str = _decode_name(fname, self.metadata_encoding)
            if fname_str != zinfo.orig_filename:
                raise BadZipFile(
                    'File name in directory %r and header %r differ.'
                    % (zinfo.orig_filename, fname))
            if (zinfo._end_offset is not None and
                    zef_file.tell() + zinfo.compress_size > zinfo._end_offset):
                raise BadZipFile('Overlapped entries: %r (possible zip bomb)'
                                 % zinfo.orig_filename)
            if zinfo.flag_bits & _FLAG_ENCRYPTED:
                raise NotImplementedError('encrypted members are not supported')
            _check_compression(zinfo.compress_type)
            return ZipExtFile(zef_file, mode + 'b', zinfo, pwd, True)
        except:
            zef_file.close()
            raise

    def _open_to_write(self, zinfo, force_zip64=False):
        if force_zip64 and not self._allowZip64:
            raise ValueError('force_zip64 is True, but allowZip64 was False '
                             'when opening the ZIP file.')
        if self._writing:
            raise ValueError("Can't write to the ZIP file while there is "
                             "another write handle open on it. "
                             "Close the first handle before opening another.")
        zinfo.compress_size = 0
        zinfo.CRC = 0
        zinfo.flag_bits = 0x00
        if zinfo.compress_type == ZIP_LZMA:
            zinfo.flag_bits |= 0x02
        if not self._seekable:
            zinfo.flag_bits |= _FLAG_DESCRIPTOR
        if not zinfo.external_attr:
            zinfo.external_attr = 0o600 << 16
        zip64 = force_zip64 or (zinfo.file_size * 1.05 > ZIP64_LIMIT)
        if not self._allowZip64 and zip64:
            raise LargeZipFile('Filesize would require ZIP64 extensions')
        if self._seekable:
            self.fp.seek(self.start_dir)
        zinfo.header_offset = self.fp.tell()
        self._writecheck(zinfo)
        self._didModify = True
        self.fp.write(zinfo.FileHeader(zip64))
        self._writing = True
        return _ZipWriteFile(self, zinfo, zip64)

    def extract(self, member, path=None, pwd=None):
        """Extract a member from the archive to the current working
        directory, using its full name."""
        if path is None:
            path = os.getcwd()
        else:
            path = os.fspath(path)
        return self._extract_member(member, path, pwd)

    def extractall(self, path=None, members=None, pwd=None):
        """Extract all members from the archive to the current working
        directory."""
        if members is None:
            members = self.namelist()
        if path is None:
            path = os.getcwd()
        else:
            path = os.fspath(path)
        for zipinfo in members:
            self._extract_member(zipinfo, path, pwd)

    def _extract_member(self, member, targetpath, pwd):
        if not isinstance(member, ZipInfo):
            member = self.getinfo(member)
        arcname = member.filename.replace('/', os.path.sep)
        if os.path.altsep:
            arcname = arcname.replace(os.path.altsep, os.path.sep)
        arcname = os.path.splitdrive(arcname)[1]
        invalid = ('', os.path.curdir, os.path.pardir)
        arcname = os.path.sep.join(x for x in arcname.split(os.path.sep)
                                   if x not in invalid)
        targetpath = os.path.join(targetpath, arcname)
        targetpath = os.path.normpath(targetpath)
        upperdirs = os.path.dirname(targetpath)
        if upperdirs and not os.path.exists(upperdirs):
            os.makedirs(upperdirs)
        if member.is_dir():
            if not os.path.isdir(targetpath):
                os.mkdir(targetpath)
            return targetpath
        with self.open(member, pwd=pwd) as source, open(targetpath, 'wb') as target:
            while True:
                chunk = source.read(1 << 16)
                if not chunk:
                    break
                target.write(chunk)
        return targetpath

    def _writecheck(self, zinfo):
        if zinfo.filename in self.NameToInfo:
            import warnings
            warnings.warn('Duplicate name: %r' % zinfo.filename, stacklevel=3)
        if self.mode not in ('w', 'x', 'a'):
            raise ValueError("write() requires mode 'w', 'x', or 'a'")
        if not self.fp:
            raise ValueError('Attempt to write ZIP archive that was already closed')
        _check_compression(zinfo.compress_type)
        if not self._allowZip64:
            requires_zip64 = None
            if len(self.filelist) >= ZIP_FILECOUNT_LIMIT:
                requires_zip64 = 'Files count'
            elif zinfo.file_size > ZIP64_LIMIT:
                requires_zip64 = 'Filesize'
            elif zinfo.header_offset > ZIP64_LIMIT:
                requires_zip64 = 'Zipfile size'
            if requires_zip64:
                raise LargeZipFile(requires_zip64 + ' would require ZIP64 extensions')

    def write(self, filename, arcname=None, compress_type=None,
              compresslevel=None):
        """Put the bytes from filename into the archive under the name
        arcname."""
        if not self.fp:
            raise ValueError('Attempt to write to ZIP archive that was already closed')
        if self._writing:
            raise ValueError("Can't write to ZIP archive while an open writing handle exists")
        zinfo = ZipInfo.from_file(filename, arcname,
                                  strict_timestamps=self._strict_timestamps)
        if zinfo.is_dir():
            zinfo.compress_size = 0
            zinfo.CRC = 0
            self.mkdir(zinfo)
        else:
            if compress_type is not None:
                zinfo.compress_type = compress_type
            else:
                zinfo.compress_type = self.compression
            if compresslevel is not None:
                zinfo.compress_level = compresslevel
            else:
                zinfo.compress_level = self.compresslevel
            with open(filename, 'rb') as src, self.open(zinfo, 'w') as dest:
                while True:
                    chunk = src.read(1024 * 8)
                    if not chunk:
                        break
                    dest.write(chunk)

    def writestr(self, zinfo_or_arcname, data, compress_type=None,
                 compresslevel=None):
        """Write a file into the archive. The contents is 'data', which
        may be either a 'str' or a 'bytes' instance."""
        if isinstance(data, str):
            data = data.encode('utf-8')
        if not isinstance(zinfo_or_arcname, ZipInfo):
            zinfo = ZipInfo(filename=zinfo_or_arcname,
                            date_time=time.localtime(time.time())[:6])
            zinfo.compress_type = self.compression
            zinfo.compress_level = self.compresslevel
            if zinfo.filename.endswith('/'):
                zinfo.external_attr = 0o40775 << 16
                zinfo.external_attr |= 0x10
            else:
                zinfo.external_attr = 0o600 << 16
        else:
            zinfo = zinfo_or_arcname
        if not self.fp:
            raise ValueError('Attempt to write to ZIP archive that was already closed')
        if self._writing:
            raise ValueError("Can't write to ZIP archive while an open writing handle exists.")
        if compress_type is not None:
            zinfo.compress_type = compress_type
        if compresslevel is not None:
            zinfo.compress_level = compresslevel
        zinfo.file_size = len(data)
        with self._lock:
            with self.open(zinfo, mode='w') as dest:
                dest.write(data)

    def mkdir(self, zinfo_or_directory_name, mode=511):
        """Creates a directory inside the zip archive."""
        if isinstance(zinfo_or_directory_name, ZipInfo):
            zinfo = zinfo_or_directory_name
            if not zinfo.is_dir():
                raise ValueError('The given ZipInfo does not describe a directory')
        elif isinstance(zinfo_or_directory_name, str):
            directory_name = zinfo_or_directory_name
            if not directory_name.endswith('/'):
                directory_name += '/'
            zinfo = ZipInfo(directory_name, time.localtime(time.time())[:6])
            zinfo.compress_size = 0
            zinfo.CRC = 0
            zinfo.external_attr = ((0o40000 | mode) & 0xFFFF) << 16
            zinfo.file_size = 0
            zinfo.external_attr |= 0x10
        else:
            raise TypeError('Expected type str or ZipInfo')
        with self._lock:
            if self._seekable:
                self.fp.seek(self.start_dir)
            zinfo.header_offset = self.fp.tell()
            if zinfo.compress_type == ZIP_LZMA:
                zinfo.flag_bits |= 0x02
            self._writecheck(zinfo)
            self._didModify = True
            self.filelist.append(zinfo)
            self.NameToInfo[zinfo.filename] = zinfo
            self.fp.write(zinfo.FileHeader(False))
            self.start_dir = self.fp.tell()

    def __del__(self):
        self.close()

    def close(self):
        """Close the file, and for mode 'w', 'x' and 'a' write the ending
        records."""
        if self.fp is None:
            return
        if self._writing:
            raise ValueError("Can't close the ZIP file while there is "
                             "an open writing handle on it. "
                             "Close the writing handle before closing the zip.")
        try:
            if self.mode in ('w', 'x', 'a') and self._didModify:
                with self._lock:
                    if self._seekable:
                        self.fp.seek(self.start_dir)
                    self._write_end_record()
        finally:
            fp = self.fp
            self.fp = None
            self._fpclose(fp)

    def _write_end_record(self):
        for zinfo in self.filelist:
            dostime, dosdate = zinfo._dos_time()
            extra = []
            if zinfo.file_size > ZIP64_LIMIT or zinfo.compress_size > ZIP64_LIMIT:
                extra.append(zinfo.file_size)
                extra.append(zinfo.compress_size)
                file_size = 0xffffffff
                compress_size = 0xffffffff
            else:
                file_size = zinfo.file_size
                compress_size = zinfo.compress_size
            if zinfo.header_offset > ZIP64_LIMIT:
                extra.append(zinfo.header_offset)
                header_offset = 0xffffffff
            else:
                header_offset = zinfo.header_offset
            extra_data = zinfo.extra
            min_version = 0
            if extra:
                extra_data = _strip_zip64(extra_data)
                extra_data = struct.pack('<HH' + 'Q' * len(extra), 1,
                                         8 * len(extra), *extra) + extra_data
                min_version = ZIP64_VERSION
            if zinfo.compress_type == ZIP_BZIP2:
                min_version = max(BZIP2_VERSION, min_version)
            elif zinfo.compress_type == ZIP_LZMA:
                min_version = max(LZMA_VERSION, min_version)
            extract_version = max(min_version, zinfo.extract_version)
            create_version = max(min_version, zinfo.create_version)
            filename, flag_bits = zinfo._encoded_name()
            centdir = struct.pack(_CD_FMT, _CD_SIG, create_version,
                                  zinfo.create_system, extract_version,
                                  zinfo.reserved, flag_bits,
                                  zinfo.compress_type, dostime, dosdate,
                                  zinfo.CRC, compress_size, file_size,
                                  len(filename), len(extra_data),
                                  len(zinfo.comment), 0, zinfo.internal_attr,
                                  zinfo.external_attr, header_offset)
            self.fp.write(centdir)
            self.fp.write(filename)
            self.fp.write(extra_data)
            self.fp.write(zinfo.comment)

        pos2 = self.fp.tell()
        count = len(self.filelist)
        size = pos2 - self.start_dir
        offset = self.start_dir
        if count > ZIP_FILECOUNT_LIMIT or size > ZIP64_LIMIT or offset > ZIP64_LIMIT:
            if count > ZIP_FILECOUNT_LIMIT:
                what = 'Files count'
            elif offset > ZIP64_LIMIT:
                what = 'Central directory offset'
            else:
                what = 'Central directory size'
            if not self._allowZip64:
                raise LargeZipFile(what + ' would require ZIP64 extensions')
            self.fp.write(struct.pack(_END64_FMT, _END64_SIG, 44, 45, 45, 0, 0,
                                      count, count, size, offset))
            self.fp.write(struct.pack(_END64_LOC_FMT, _END64_LOC_SIG, 0, pos2, 1))
            count = min(count, 0xFFFF)
            size = min(size, 0xFFFFFFFF)
            offset = min(offset, 0xFFFFFFFF)
        self.fp.write(struct.pack(_END_FMT, _END_SIG, 0, 0, count, count,
                                  size, offset, len(self._comment)))
        self.fp.write(self._comment)
        if self.mode == 'a':
            self.fp.truncate()
        self.fp.flush()

    def _fpclose(self, fp):
        assert self._fileRefCnt > 0
        self._fileRefCnt -= 1
        if not self._fileRefCnt and not self._filePassed:
            fp.close()


def _strip_zip64(extra):
    out = b''
    while len(extra) >= 4:
        tp, ln = struct.unpack('<HH', extra[:4])
        if tp != 1:
            out += extra[:ln + 4]
        extra = extra[ln + 4:]
    return out + extra


class PyZipFile(ZipFile):
    """A ZipFile that can also add Python source files (without compiling
    them: cpjit has no bytecode files)."""

    def __init__(self, file, mode='r', compression=ZIP_STORED,
                 allowZip64=True, optimize=-1):
        ZipFile.__init__(self, file, mode=mode, compression=compression,
                         allowZip64=allowZip64)
        self._optimize = optimize

    def writepy(self, pathname, basename='', filterfunc=None):
        pathname = os.fspath(pathname)
        if filterfunc and not filterfunc(pathname):
            return
        if os.path.isdir(pathname):
            for name in sorted(os.listdir(pathname)):
                path = os.path.join(pathname, name)
                sub = os.path.join(basename, os.path.basename(pathname)) \
                    if os.path.isfile(os.path.join(pathname, '__init__.py')) else basename
                if os.path.isdir(path) or name.endswith('.py'):
                    self.writepy(path, sub, filterfunc)
        else:
            if not pathname.endswith('.py'):
                raise RuntimeError('Files added with writepy() must end with ".py"')
            arcname = os.path.basename(pathname)
            if basename:
                arcname = '%s/%s' % (basename, arcname)
            self.write(pathname, arcname)


from ._path import Path, CompleteDirs  # noqa: E402
