"""The binary file object that bz2.BZ2File and lzma.LZMAFile share.

A subclass opens itself with _open (a path or a file object, a mode and
the compressor to write with) and decodes a whole compressed file in
_decode; reading decodes the file at the first read, writing compresses
as it goes and finishes the stream at close().
"""

import builtins
import io
import os

_MODE_CLOSED = 0
_MODE_READ = 1
_MODE_WRITE = 3


class CompressedFile(io.BufferedIOBase):

    def _open(self, filename, mode, compressor):
        """Open filename in mode ('r', 'w', 'x' or 'a', with or without
        'b'); compressor() makes the compressor of a file for writing."""
        self._fp = None
        self._closefp = False
        self._mode = _MODE_CLOSED
        if mode in ("", "r", "rb"):
            mode = "rb"
            mode_code = _MODE_READ
        elif mode in ("w", "wb", "x", "xb", "a", "ab"):
            mode = mode[0] + "b"
            mode_code = _MODE_WRITE
            self._compressor = compressor()
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

    def _decode(self, raw):
        """The bytes of the whole compressed data raw, or None when it is
        truncated."""
        raise NotImplementedError

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
        # The whole file, decoded at the first read (_decode: None for a
        # truncated stream, which a file reports as EOFError).
        if self._buffer is None:
            raw = self._fp.read()
            out = self._decode(raw) if raw else None
            if out is None:
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
