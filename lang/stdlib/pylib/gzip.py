"""Reading and writing gzip files and data (RFC 1952) for cpjit.

Built on the zlib module: raw deflate streams wrapped in gzip's header and
trailer, written and checked here.
"""

import builtins
import io
import os
import struct
import time
import zlib

__all__ = ['BadGzipFile', 'GzipFile', 'open', 'compress', 'decompress']

FTEXT, FHCRC, FEXTRA, FNAME, FCOMMENT = 1, 2, 4, 8, 16

READ = 'rb'
WRITE = 'wb'

_COMPRESS_LEVEL_FAST = 1
_COMPRESS_LEVEL_TRADEOFF = 6
_COMPRESS_LEVEL_BEST = 9

READ_BUFFER_SIZE = 128 * 1024

_EOF_MESSAGE = 'Compressed file ended before the end-of-stream marker was reached'


class BadGzipFile(OSError):
    """Exception raised in some cases for invalid gzip files."""


def write32u(output, value):
    output.write(struct.pack('<L', value))


def _xfl(level):
    if level == _COMPRESS_LEVEL_BEST:
        return 2
    if level == _COMPRESS_LEVEL_FAST:
        return 4
    return 0


class _Source:
    """Reads exact amounts from a file object, with a push-back buffer."""

    def __init__(self, fileobj):
        self.fileobj = fileobj
        self.buf = b''

    def read(self, n):
        if not self.buf:
            return self.fileobj.read(n)
        data, self.buf = self.buf[:n], self.buf[n:]
        return data

    def exact(self, n):
        data = self.read(n)
        while len(data) < n:
            more = self.fileobj.read(n - len(data))
            if not more:
                raise EOFError(_EOF_MESSAGE)
            data += more
        return data

    def unread(self, data):
        self.buf = data + self.buf


def _read_header(src):
    """Read a member's header; return its mtime, or None at the end."""
    magic = src.read(2)
    if magic == b'':
        return None
    if magic != b'\037\213':
        raise BadGzipFile('Not a gzipped file (%r)' % magic)
    method, flags, mtime = struct.unpack('<BBIxx', src.exact(8))
    if method != 8:
        raise BadGzipFile('Unknown compression method')
    if flags & FEXTRA:
        n, = struct.unpack('<H', src.exact(2))
        src.exact(n)
    for bit in (FNAME, FCOMMENT):
        if flags & bit:
            while True:
                c = src.read(1)
                if not c or c == b'\000':
                    break
    if flags & FHCRC:
        src.exact(2)
    return mtime


class GzipFile(io.BufferedIOBase):
    """A file object that compresses what is written to it and decompresses
    what is read from it, in gzip format."""

    myfileobj = None

    def __init__(self, filename=None, mode=None, compresslevel=_COMPRESS_LEVEL_BEST,
                 fileobj=None, mtime=None):
        if mode and ('t' in mode or 'U' in mode):
            raise ValueError("Invalid mode: {!r}".format(mode))
        if mode and 'b' not in mode:
            mode += 'b'
        if fileobj is None:
            fileobj = self.myfileobj = builtins.open(filename, mode or 'rb')
        if filename is None:
            filename = getattr(fileobj, 'name', '')
            if not isinstance(filename, (str, bytes)):
                filename = ''
        else:
            filename = os.fspath(filename)
        if mode is None:
            mode = getattr(fileobj, 'mode', 'rb')
        if mode.startswith('r'):
            self.mode = READ
            self._src = _Source(fileobj)
            self._decomp = None
            self._out = b''
            self._eof = False
            self._pos = 0
            self._crc = 0
            self._size = 0
            self._last_mtime = None
            self.name = filename
        elif mode.startswith(('w', 'a', 'x')):
            self.mode = WRITE
            self.name = filename
            self._crc = zlib.crc32(b'')
            self._size = 0
            self._offset = 0
            self._comp = zlib.compressobj(compresslevel, zlib.DEFLATED,
                                          -zlib.MAX_WBITS, zlib.DEF_MEM_LEVEL, 0)
            self._write_mtime = mtime
            self._level = compresslevel
        else:
            raise ValueError('Invalid mode: {!r}'.format(mode))
        self.fileobj = fileobj
        if self.mode == WRITE:
            self._write_header(compresslevel)

    @property
    def mtime(self):
        """Last modification time read from the stream, or None."""
        return self._last_mtime

    def __repr__(self):
        s = repr(self.fileobj)
        return '<gzip ' + s[1:-1] + ' ' + hex(id(self)) + '>'

    def _write_header(self, level):
        self.fileobj.write(b'\037\213\010')
        fname = os.path.basename(self.name)
        if not isinstance(fname, bytes):
            fname = fname.encode('latin-1')
        if fname.endswith(b'.gz'):
            fname = fname[:-3]
        self.fileobj.write(b'\010' if fname else b'\000')
        mtime = self._write_mtime
        if mtime is None:
            mtime = time.time()
        write32u(self.fileobj, int(mtime))
        self.fileobj.write(bytes([_xfl(level)]) + b'\377')
        if fname:
            self.fileobj.write(fname + b'\000')

    def _check_not_closed(self):
        if self.closed:
            raise ValueError('I/O operation on closed file')

    def write(self, data):
        self._check_not_closed()
        if self.mode != WRITE:
            import errno
            raise OSError(errno.EBADF, 'write() on read-only GzipFile object')
        if isinstance(data, (bytes, bytearray)):
            length = len(data)
        else:
            data = memoryview(data)
            length = data.nbytes
        if length > 0:
            self.fileobj.write(self._comp.compress(data))
            self._size += length
            self._crc = zlib.crc32(data, self._crc)
            self._offset += length
        return length

    # --- reading -------------------------------------------------------

    def _fill(self):
        """Decode more output into self._out; False at the end of the file."""
        while True:
            if self._decomp is None:
                mtime = _read_header(self._src)
                if mtime is None:
                    return False
                self._last_mtime = mtime
                self._decomp = zlib.decompressobj(-zlib.MAX_WBITS)
                self._crc = 0
                self._size = 0
            chunk = self._src.read(READ_BUFFER_SIZE)
            if self._decomp.eof:
                chunk = b''
            elif not chunk:
                raise EOFError(_EOF_MESSAGE)
            data = self._decomp.decompress(chunk)
            self._crc = zlib.crc32(data, self._crc)
            self._size += len(data)
            if self._decomp.eof:
                self._src.unread(self._decomp.unused_data)
                crc, size = struct.unpack('<II', self._src.exact(8))
                if crc != self._crc:
                    raise BadGzipFile('CRC check failed %s != %s' % (hex(crc), hex(self._crc)))
                if size != (self._size & 0xffffffff):
                    raise BadGzipFile('Incorrect length of data produced')
                # skip the zero padding between members
                while True:
                    c = self._src.read(1)
                    if c != b'\000':
                        if c:
                            self._src.unread(c)
                        break
                self._decomp = None
            if data:
                self._out += data
                return True

    def _check_read(self):
        self._check_not_closed()
        if self.mode != READ:
            import errno
            raise OSError(errno.EBADF, 'read() on write-only GzipFile object')

    def read(self, size=-1):
        self._check_read()
        if size is None or size < 0:
            while self._fill():
                pass
            data, self._out = self._out, b''
        else:
            while len(self._out) < size and self._fill():
                pass
            data, self._out = self._out[:size], self._out[size:]
        self._pos += len(data)
        return data

    def read1(self, size=-1):
        self._check_read()
        if not self._out:
            self._fill()
        if size is None or size < 0:
            size = len(self._out)
        data, self._out = self._out[:size], self._out[size:]
        self._pos += len(data)
        return data

    def readinto(self, b):
        data = self.read(len(b))
        b[:len(data)] = data
        return len(data)

    def peek(self, n):
        self._check_read()
        if not self._out:
            self._fill()
        return self._out

    def readline(self, size=-1):
        self._check_read()
        if size is None:
            size = -1
        while True:
            i = self._out.find(b'\n')
            if i >= 0 or (0 <= size <= len(self._out)) or not self._fill():
                break
        end = len(self._out) if i < 0 else i + 1
        if size >= 0:
            end = min(end, size)
        data, self._out = self._out[:end], self._out[end:]
        self._pos += len(data)
        return data

    def readlines(self, hint=-1):
        lines = []
        total = 0
        while True:
            line = self.readline()
            if not line:
                break
            lines.append(line)
            total += len(line)
            if hint is not None and 0 < hint <= total:
                break
        return lines

    def __iter__(self):
        self._check_not_closed()
        return self

    def __next__(self):
        line = self.readline()
        if not line:
            raise StopIteration
        return line

    # --- the rest of the file interface ---------------------------------

    @property
    def closed(self):
        return self.fileobj is None

    def close(self):
        fileobj = self.fileobj
        if fileobj is None:
            return
        self.fileobj = None
        try:
            if self.mode == WRITE:
                fileobj.write(self._comp.flush())
                write32u(fileobj, self._crc)
                write32u(fileobj, self._size & 0xffffffff)
        finally:
            myfileobj = self.myfileobj
            if myfileobj:
                self.myfileobj = None
                myfileobj.close()

    def flush(self, zlib_mode=zlib.Z_SYNC_FLUSH):
        self._check_not_closed()
        if self.mode == WRITE:
            self.fileobj.write(self._comp.flush(zlib_mode))
            self.fileobj.flush()

    def fileno(self):
        return self.fileobj.fileno()

    def readable(self):
        self._check_not_closed()
        return self.mode == READ

    def writable(self):
        self._check_not_closed()
        return self.mode == WRITE

    def seekable(self):
        return True

    def tell(self):
        self._check_not_closed()
        return self._offset if self.mode == WRITE else self._pos

    def rewind(self):
        """Return to the start of the uncompressed data (read mode)."""
        if self.mode != READ:
            raise OSError("Can't rewind in write mode")
        self.fileobj.seek(0)
        self._src = _Source(self.fileobj)
        self._decomp = None
        self._out = b''
        self._pos = 0

    def seek(self, offset, whence=io.SEEK_SET):
        if self.mode == WRITE:
            if whence != io.SEEK_SET:
                if whence == io.SEEK_CUR:
                    offset = self._offset + offset
                else:
                    raise ValueError('Seek from end not supported')
            if offset < self._offset:
                raise OSError('Negative seek in write mode')
            self.write(b'\0' * (offset - self._offset))
            return self._offset
        self._check_read()
        if whence == io.SEEK_CUR:
            offset = self._pos + offset
        elif whence == io.SEEK_END:
            raise ValueError('Seek from end not supported')
        if offset < self._pos:
            self.rewind()
        self.read(offset - self._pos)
        return self._pos

    def __enter__(self):
        self._check_not_closed()
        return self

    def __exit__(self, *exc):
        self.close()


class _TextWrapper:
    """Text mode over a GzipFile: encodes what is written, decodes what is
    read, translating newlines as text files do."""

    def __init__(self, raw, encoding, errors, newline):
        self._raw = raw
        self.encoding = encoding or 'utf-8'
        self.errors = errors or 'strict'
        self._newline = newline
        self._text = None

    def _all(self):
        if self._text is None:
            text = self._raw.read().decode(self.encoding, self.errors)
            if self._newline is None:
                text = text.replace('\r\n', '\n').replace('\r', '\n')
            self._text = text
        return self._text

    def read(self, size=-1):
        text = self._all()
        if size is None or size < 0:
            size = len(text)
        out, self._text = text[:size], text[size:]
        return out

    def readline(self, size=-1):
        text = self._all()
        i = text.find('\n')
        end = len(text) if i < 0 else i + 1
        if size is not None and size >= 0:
            end = min(end, size)
        out, self._text = text[:end], text[end:]
        return out

    def readlines(self):
        return list(self)

    def __iter__(self):
        return self

    def __next__(self):
        line = self.readline()
        if not line:
            raise StopIteration
        return line

    def write(self, s):
        if not isinstance(s, str):
            raise TypeError('write() argument must be str, not ' + type(s).__name__)
        data = s
        if self._newline not in (None, '', '\n'):
            data = data.replace('\n', self._newline)
        self._raw.write(data.encode(self.encoding, self.errors))
        return len(s)

    def writelines(self, lines):
        for line in lines:
            self.write(line)

    @property
    def closed(self):
        return self._raw.closed

    def close(self):
        self._raw.close()

    def flush(self):
        self._raw.flush()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


def open(filename, mode='rb', compresslevel=_COMPRESS_LEVEL_BEST,
         encoding=None, errors=None, newline=None):
    """Open a gzip-compressed file in binary or text mode."""
    if 't' in mode:
        if 'b' in mode:
            raise ValueError('Invalid mode: %r' % (mode,))
    else:
        if encoding is not None:
            raise ValueError("Argument 'encoding' not supported in binary mode")
        if errors is not None:
            raise ValueError("Argument 'errors' not supported in binary mode")
        if newline is not None:
            raise ValueError("Argument 'newline' not supported in binary mode")
    gz_mode = mode.replace('t', '')
    if isinstance(filename, (str, bytes, os.PathLike)):
        binary_file = GzipFile(filename, gz_mode, compresslevel)
    elif hasattr(filename, 'read') or hasattr(filename, 'write'):
        binary_file = GzipFile(None, gz_mode, compresslevel, filename)
    else:
        raise TypeError('filename must be a str or bytes object, or a file')
    if 't' in mode:
        return _TextWrapper(binary_file, encoding, errors, newline)
    return binary_file


def compress(data, compresslevel=_COMPRESS_LEVEL_BEST, *, mtime=None):
    """Compress data in one shot and return the gzip-format bytes."""
    if mtime is None:
        mtime = time.time()
    body = zlib.compress(data, compresslevel, -zlib.MAX_WBITS)
    # The extra flags are the ones zlib writes, which (unlike GzipFile's)
    # mark level 0 as fast too.
    xfl = 2 if compresslevel == 9 else 4 if 0 <= compresslevel < 2 else 0
    header = b'\037\213\010\000' + struct.pack('<L', int(mtime)) + bytes([xfl]) + b'\377'
    return header + body + struct.pack('<LL', zlib.crc32(data), len(data) & 0xffffffff)


def decompress(data):
    """Decompress gzip data, every member of it, and return the bytes."""
    out = []
    while True:
        src = _Source(io.BytesIO(data))
        if _read_header(src) is None:
            return b''.join(out)
        start = len(data) - len(src.fileobj.read())
        d = zlib.decompressobj(-zlib.MAX_WBITS)
        member = d.decompress(data[start:])
        if not d.eof or len(d.unused_data) < 8:
            raise EOFError(_EOF_MESSAGE)
        crc, size = struct.unpack('<II', d.unused_data[:8])
        if crc != zlib.crc32(member):
            raise BadGzipFile('CRC check failed')
        if size != (len(member) & 0xffffffff):
            raise BadGzipFile('Incorrect length of data produced')
        out.append(member)
        data = d.unused_data[8:].lstrip(b'\x00')
