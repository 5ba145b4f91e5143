"""bz2: bzip2 compression and decompression.

compress() and decompress() work in one shot, BZ2Compressor and
BZ2Decompressor (from _bz2, in Go) incrementally, BZ2File and open()
read and write .bz2 files (several concatenated streams read as one).
"""

__all__ = ['BZ2File', 'BZ2Compressor', 'BZ2Decompressor', 'open',
           'compress', 'decompress']

import builtins
import io
import os

from _bz2 import BZ2Compressor, BZ2Decompressor

_MODE_CLOSED = 0
_MODE_READ = 1
_MODE_WRITE = 3


class BZ2File(io.BufferedIOBase):
    """A file object giving access to a bzip2-compressed file.

    mode is 'r' (read, the default), 'w' (write, truncating), 'x'
    (create) or 'a' (append a new stream); filename is a path or a file
    object to read or write the compressed bytes from or to."""

    def __init__(self, filename, mode="r", *, compresslevel=9):
        self._fp = None
        self._closefp = False
        self._mode = _MODE_CLOSED
        if not (1 <= compresslevel <= 9):
            raise ValueError("compresslevel must be between 1 and 9")
        if mode in ("", "r", "rb"):
            mode = "rb"
            mode_code = _MODE_READ
        elif mode in ("w", "wb"):
            mode = "wb"
            mode_code = _MODE_WRITE
            self._compressor = BZ2Compressor(compresslevel)
        elif mode in ("x", "xb"):
            mode = "xb"
            mode_code = _MODE_WRITE
            self._compressor = BZ2Compressor(compresslevel)
        elif mode in ("a", "ab"):
            mode = "ab"
            mode_code = _MODE_WRITE
            self._compressor = BZ2Compressor(compresslevel)
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
            try:
                if not raw:
                    raise ValueError("empty")
                self._buffer = decompress(raw)
            except ValueError:
                # A truncated stream: a file says so with EOFError.
                raise EOFError("Compressed file ended before the "
                               "end-of-stream marker was reached") from None
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


def open(filename, mode="rb", compresslevel=9,
         encoding=None, errors=None, newline=None):
    """Open a bzip2-compressed file in binary or text mode."""
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
    bz_mode = mode.replace("t", "")
    binary_file = BZ2File(filename, bz_mode, compresslevel=compresslevel)
    if "t" in mode:
        encoding = io.text_encoding(encoding)
        return io.TextIOWrapper(binary_file, encoding, errors, newline)
    return binary_file


def compress(data, compresslevel=9):
    """Compress data in one shot."""
    comp = BZ2Compressor(compresslevel)
    return comp.compress(data) + comp.flush()


def decompress(data):
    """Decompress data in one shot; concatenated streams decompress to the
    concatenation of their data."""
    results = []
    while data:
        decomp = BZ2Decompressor()
        try:
            res = decomp.decompress(data)
        except OSError:
            if results:
                break  # what follows is not a bzip2 stream: ignored
            raise
        results.append(res)
        if not decomp.eof:
            raise ValueError("Compressed data ended before the "
                             "end-of-stream marker was reached")
        data = decomp.unused_data
    return b"".join(results)
