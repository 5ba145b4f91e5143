"""bz2: bzip2 compression and decompression.

compress() and decompress() work in one shot, BZ2Compressor and
BZ2Decompressor (from _bz2, in Go) incrementally, BZ2File and open()
read and write .bz2 files (several concatenated streams read as one).
"""

__all__ = ['BZ2File', 'BZ2Compressor', 'BZ2Decompressor', 'open',
           'compress', 'decompress']

import io

import _cpjit_compressedfile

from _bz2 import BZ2Compressor, BZ2Decompressor

_MODE_CLOSED = _cpjit_compressedfile._MODE_CLOSED


class BZ2File(_cpjit_compressedfile.CompressedFile):
    """A file object giving access to a bzip2-compressed file.

    mode is 'r' (read, the default), 'w' (write, truncating), 'x'
    (create) or 'a' (append a new stream); filename is a path or a file
    object to read or write the compressed bytes from or to."""

    def __init__(self, filename, mode="r", *, compresslevel=9):
        self._mode = _MODE_CLOSED
        self._fp = None
        if not (1 <= compresslevel <= 9):
            raise ValueError("compresslevel must be between 1 and 9")
        self._open(filename, mode, lambda: BZ2Compressor(compresslevel))

    def _decode(self, raw):
        try:
            return decompress(raw)
        except ValueError:
            return None


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
