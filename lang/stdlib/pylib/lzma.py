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

import io

import _cpjit_compressedfile

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

_MODE_CLOSED = _cpjit_compressedfile._MODE_CLOSED


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


class LZMAFile(_cpjit_compressedfile.CompressedFile):
    """A file object giving access to an xz- or lzma-compressed file.

    mode is 'r' (read, the default), 'w' (write, truncating), 'x'
    (create) or 'a' (append a new stream); filename is a path or a file
    object to read or write the compressed bytes from or to. The whole
    file is decompressed at the first read."""

    def __init__(self, filename=None, mode="r", *, format=None, check=-1,
                 preset=None, filters=None):
        self._mode = _MODE_CLOSED
        self._fp = None
        self._format = FORMAT_AUTO if format is None else format
        self._filters = filters
        if mode in ("r", "rb"):
            if check != -1:
                raise ValueError("Cannot specify an integrity check "
                                 "when opening a file for reading")
            if preset is not None:
                raise ValueError("Cannot specify a preset compression "
                                 "level when opening a file for reading")
        elif mode == "":
            raise ValueError("Invalid mode: %r" % (mode,))
        elif format is None:
            format = FORMAT_XZ
        self._open(filename, mode,
                   lambda: LZMACompressor(format, check, preset, filters))

    def _decode(self, raw):
        out, complete = _decode_streams(raw, self._format, None, self._filters)
        return out if complete else None


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
