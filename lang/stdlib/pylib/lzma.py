"""lzma: compression in the .xz and legacy .lzma formats.

compress() and decompress() work in one shot; LZMACompressor and
LZMADecompressor incrementally (a compressor returns its whole stream at
flush(); a decompressor decodes its input again from the stream's start
at each call), LZMAFile and open() read and write compressed files.
The coding is _lzma's, in Go over github.com/ulikunitz/xz: valid streams,
but not liblzma's bytes for the same preset. Raw streams (FORMAT_RAW)
and custom filter chains are not supported.
"""

__all__ = ['CHECK_NONE', 'CHECK_CRC32', 'CHECK_CRC64', 'CHECK_SHA256',
           'CHECK_ID_MAX', 'CHECK_UNKNOWN', 'FILTER_LZMA1', 'FILTER_LZMA2',
           'FILTER_DELTA', 'FILTER_X86', 'FILTER_IA64', 'FILTER_ARM',
           'FILTER_ARMTHUMB', 'FILTER_POWERPC', 'FILTER_SPARC',
           'FORMAT_AUTO', 'FORMAT_XZ', 'FORMAT_ALONE', 'FORMAT_RAW',
           'MF_HC3', 'MF_HC4', 'MF_BT2', 'MF_BT3', 'MF_BT4', 'MODE_FAST',
           'MODE_NORMAL', 'PRESET_DEFAULT', 'PRESET_EXTREME',
           'LZMACompressor', 'LZMADecompressor', 'LZMAFile', 'LZMAError',
           'open', 'compress', 'decompress', 'is_check_supported']

import builtins
import io
import os

import _lzma

CHECK_NONE = 0
CHECK_CRC32 = 1
CHECK_CRC64 = 4
CHECK_SHA256 = 10
CHECK_ID_MAX = 15
CHECK_UNKNOWN = 16
FILTER_LZMA1 = 0x4000000000000001
FILTER_LZMA2 = 0x21
FILTER_DELTA = 3
FILTER_X86 = 4
FILTER_POWERPC = 5
FILTER_IA64 = 6
FILTER_ARM = 7
FILTER_ARMTHUMB = 8
FILTER_SPARC = 9
FORMAT_AUTO = 0
FORMAT_XZ = 1
FORMAT_ALONE = 2
FORMAT_RAW = 3
MF_HC3 = 3
MF_HC4 = 4
MF_BT2 = 0x12
MF_BT3 = 0x13
MF_BT4 = 0x14
MODE_FAST = 1
MODE_NORMAL = 2
PRESET_DEFAULT = 6
PRESET_EXTREME = 0x80000000

_MODE_CLOSED = 0
_MODE_READ = 1
_MODE_WRITE = 3


class LZMAError(Exception):
    """Call to liblzma failed."""


LZMAError.__module__ = '_lzma'
_lzma.LZMAError = LZMAError


def is_check_supported(check_id, /):
    """Whether the integrity check check_id is supported."""
    return check_id in (CHECK_NONE, CHECK_CRC32, CHECK_CRC64, CHECK_SHA256)


def _no_filters(filters):
    if filters is not None:
        raise ValueError('custom filter chains are not supported by cpjit')


class LZMACompressor:
    """LZMACompressor(format=FORMAT_XZ, check=-1, preset=None, filters=None)

    Compresses data incrementally; the stream comes out at flush()."""

    def __init__(self, format=FORMAT_XZ, check=-1, preset=None, filters=None):
        if format not in (FORMAT_XZ, FORMAT_ALONE, FORMAT_RAW):
            raise ValueError('Invalid container format: %d' % format)
        if check != -1 and format != FORMAT_XZ:
            raise ValueError('Integrity checks are only supported by FORMAT_XZ')
        if preset is not None and filters is not None:
            raise ValueError('Cannot specify both preset and filter chain')
        if format == FORMAT_RAW and filters is None:
            raise ValueError('Must specify filters for FORMAT_RAW')
        _no_filters(filters)
        if preset is None:
            preset = PRESET_DEFAULT
        if check not in (-1, CHECK_NONE, CHECK_CRC32, CHECK_CRC64, CHECK_SHA256):
            raise LZMAError('Unsupported integrity check')
        if preset & 0x1f > 9 or preset & ~0x1f & ~PRESET_EXTREME:
            raise LZMAError('Invalid or unsupported options')
        self._args = (format, check, preset & 0x1f)
        self._chunks = []
        self._flushed = False

    def compress(self, data, /):
        if self._flushed:
            raise ValueError('Compressor has been flushed')
        self._chunks.append(bytes(memoryview(data)))
        return b''

    def flush(self):
        if self._flushed:
            raise ValueError('Repeated call to flush()')
        self._flushed = True
        data = b''.join(self._chunks)
        self._chunks = None
        return _lzma._compress(data, *self._args)

    def __reduce__(self):
        raise TypeError("cannot pickle '_lzma.LZMACompressor' object")


class LZMADecompressor:
    """LZMADecompressor(format=FORMAT_AUTO, memlimit=None, filters=None)

    Decompresses one stream incrementally: eof, unused_data, needs_input
    and check say where it stands."""

    def __init__(self, format=FORMAT_AUTO, memlimit=None, filters=None):
        if format not in (FORMAT_AUTO, FORMAT_XZ, FORMAT_ALONE, FORMAT_RAW):
            raise ValueError('Invalid container format: %d' % format)
        if memlimit is not None and format == FORMAT_RAW:
            raise ValueError('Cannot specify memory limit with FORMAT_RAW')
        if format == FORMAT_RAW and filters is None:
            raise ValueError('Must specify filters for FORMAT_RAW')
        if format != FORMAT_RAW and filters is not None:
            raise ValueError('Cannot specify filters except with FORMAT_RAW')
        _no_filters(filters)
        self._format = format
        self._input = b''
        self._produced = 0
        self._pending = b''
        self.eof = False
        self.unused_data = b''
        self.needs_input = True
        self.check = CHECK_UNKNOWN

    def decompress(self, data, max_length=-1):
        if self.eof:
            raise EOFError('Already at end of stream')
        data = bytes(memoryview(data))
        if data:
            self._input += data
            out, status, consumed, check = _lzma._decode(self._input, self._format)
            if status == -1:
                raise LZMAError('Input format not supported by decoder')
            if status == -2:
                raise LZMAError('Corrupt input data')
            self.check = check
            self._pending += out[self._produced:]
            self._produced = len(out)
            if status == 1:
                self.eof = True
                self.unused_data = self._input[consumed:]
                self._input = b''
        if max_length is None or max_length < 0:
            out, self._pending = self._pending, b''
        else:
            out, self._pending = self._pending[:max_length], self._pending[max_length:]
        self.needs_input = not self.eof and not self._pending
        return out

    def __reduce__(self):
        raise TypeError("cannot pickle '_lzma.LZMADecompressor' object")


LZMACompressor.__module__ = LZMADecompressor.__module__ = '_lzma'


class LZMAFile(io.BufferedIOBase):
    """A file object giving access to an xz- or lzma-compressed file.

    mode is 'r' (read, the default), 'w' (write, truncating), 'x'
    (create) or 'a' (append a new stream); filename is a path or a file
    object to read or write the compressed bytes from or to. The whole
    file is decompressed at the first read."""

    def __init__(self, filename=None, mode="r", *, format=None, check=-1,
                 preset=None, filters=None):
        self._fp = None
        self._closefp = False
        self._mode = _MODE_CLOSED
        self._format = FORMAT_AUTO if format is None else format
        self._filters = filters
        if mode in ("r", "rb"):
            if check != -1:
                raise ValueError("Cannot specify an integrity check "
                                 "when opening a file for reading")
            if preset is not None:
                raise ValueError("Cannot specify a preset compression "
                                 "level when opening a file for reading")
        elif format is None:
            format = FORMAT_XZ
        if mode in ("r", "rb"):
            mode = "rb"
            mode_code = _MODE_READ
        elif mode in ("w", "wb"):
            mode = "wb"
            mode_code = _MODE_WRITE
            self._compressor = LZMACompressor(format, check, preset, filters)
        elif mode in ("x", "xb"):
            mode = "xb"
            mode_code = _MODE_WRITE
            self._compressor = LZMACompressor(format, check, preset, filters)
        elif mode in ("a", "ab"):
            mode = "ab"
            mode_code = _MODE_WRITE
            self._compressor = LZMACompressor(format, check, preset, filters)
        else:
            raise ValueError("Invalid mode: %r" % (mode,))
        if isinstance(filename, (str, bytes, os.PathLike)):
            self._fp = builtins.open(filename, mode)
            self._closefp = True
            self._mode = mode_code
        elif hasattr(filename, "read") or hasattr(filename, "write"):
            self._fp = filename
            self._mode = mode_code
        else:
            raise TypeError("filename must be a str, bytes, file or PathLike object")
        self._buffer = None
        self._pos = 0

    def close(self):
        if self._mode == _MODE_CLOSED:
            return
        try:
            if self._mode == _MODE_WRITE:
                self._fp.write(self._compressor.flush())
                self._compressor = None
        finally:
            try:
                if self._closefp:
                    self._fp.close()
            finally:
                self._fp = None
                self._closefp = False
                self._mode = _MODE_CLOSED
                self._buffer = None

    @property
    def closed(self):
        return self._mode == _MODE_CLOSED

    @property
    def name(self):
        self._check_not_closed()
        return self._fp.name

    @property
    def mode(self):
        return 'wb' if self._mode == _MODE_WRITE else 'rb'

    def fileno(self):
        self._check_not_closed()
        return self._fp.fileno()

    def seekable(self):
        return self.readable() and self._fp.seekable()

    def readable(self):
        self._check_not_closed()
        return self._mode == _MODE_READ

    def writable(self):
        self._check_not_closed()
        return self._mode == _MODE_WRITE

    def _check_not_closed(self):
        if self.closed:
            raise ValueError("I/O operation on closed file")

    def _check_can_read(self):
        self._check_not_closed()
        if self._mode != _MODE_READ:
            raise io.UnsupportedOperation("File not open for reading")

    def _check_can_write(self):
        self._check_not_closed()
        if self._mode != _MODE_WRITE:
            raise io.UnsupportedOperation("File not open for writing")

    def _data(self):
        if self._buffer is None:
            raw = self._fp.read()
            out, complete = (b"", False) if not raw else _decode_streams(raw, self._format, None, self._filters)
            if not complete:
                # A truncated stream: a file says so with EOFError.
                raise EOFError("Compressed file ended before the "
                               "end-of-stream marker was reached")
            self._buffer = out
        return self._buffer

    def peek(self, n=0):
        self._check_can_read()
        return self._data()[self._pos:]

    def read(self, size=-1):
        self._check_can_read()
        data = self._data()
        if size is None or size < 0:
            end = len(data)
        else:
            end = min(len(data), self._pos + size)
        out = data[self._pos:end]
        self._pos = end
        return out

    def read1(self, size=-1):
        return self.read(size)

    def readinto(self, b):
        data = self.read(len(memoryview(b)))
        memoryview(b)[:len(data)] = data
        return len(data)

    def readline(self, size=-1):
        self._check_can_read()
        data = self._data()
        i = data.find(b"\n", self._pos)
        end = len(data) if i < 0 else i + 1
        if size is not None and size >= 0:
            end = min(end, self._pos + size)
        out = data[self._pos:end]
        self._pos = end
        return out

    def readlines(self, size=-1):
        lines = []
        total = 0
        while True:
            line = self.readline()
            if not line:
                return lines
            lines.append(line)
            total += len(line)
            if size is not None and 0 < size <= total:
                return lines

    def __iter__(self):
        self._check_can_read()
        return self

    def __next__(self):
        line = self.readline()
        if not line:
            raise StopIteration
        return line

    def write(self, data):
        self._check_can_write()
        if isinstance(data, (bytes, bytearray)):
            length = len(data)
        else:
            data = memoryview(data)
            length = data.nbytes
        self._fp.write(self._compressor.compress(data))
        self._pos += length
        return length

    def writelines(self, seq):
        for line in seq:
            self.write(line)

    def seek(self, offset, whence=io.SEEK_SET):
        self._check_can_read()
        data = self._data()
        if whence == io.SEEK_SET:
            pos = offset
        elif whence == io.SEEK_CUR:
            pos = self._pos + offset
        elif whence == io.SEEK_END:
            pos = len(data) + offset
        else:
            raise ValueError("Invalid value for whence: {}".format(whence))
        self._pos = min(max(pos, 0), len(data))
        return self._pos

    def tell(self):
        self._check_not_closed()
        return self._pos

    def __enter__(self):
        self._check_not_closed()
        return self

    def __exit__(self, *exc):
        self.close()


def open(filename, mode="rb", *, format=None, check=-1, preset=None,
         filters=None, encoding=None, errors=None, newline=None):
    """Open an xz- or lzma-compressed file in binary or text mode."""
    if "t" in mode:
        if "b" in mode:
            raise ValueError("Invalid mode: %r" % (mode,))
    else:
        if encoding is not None:
            raise ValueError("Argument 'encoding' not supported in binary mode")
        if errors is not None:
            raise ValueError("Argument 'errors' not supported in binary mode")
        if newline is not None:
            raise ValueError("Argument 'newline' not supported in binary mode")
    lz_mode = mode.replace("t", "")
    binary_file = LZMAFile(filename, lz_mode, format=format, check=check,
                           preset=preset, filters=filters)
    if "t" in mode:
        encoding = io.text_encoding(encoding)
        return io.TextIOWrapper(binary_file, encoding, errors, newline)
    return binary_file


def compress(data, format=FORMAT_XZ, check=-1, preset=None, filters=None):
    """Compress data in one shot."""
    comp = LZMACompressor(format, check, preset, filters)
    return comp.compress(data) + comp.flush()


def decompress(data, format=FORMAT_AUTO, memlimit=None, filters=None):
    """Decompress data in one shot; concatenated streams decompress to the
    concatenation of their data."""
    out, complete = _decode_streams(data, format, memlimit, filters)
    if not complete:
        raise LZMAError("Compressed data ended before the "
                        "end-of-stream marker was reached")
    return out


def _decode_streams(data, format, memlimit, filters):
    # The data of the streams in data, and whether the last one ended.
    results = []
    while True:
        decomp = LZMADecompressor(format, memlimit, filters)
        try:
            res = decomp.decompress(data)
        except LZMAError:
            if results:
                break  # what follows is not a stream: ignored
            raise
        results.append(res)
        if not decomp.eof:
            return b"".join(results), False
        data = decomp.unused_data
        if not data:
            break
    return b"".join(results), True
