"""Python object serialization: Pickler and Unpickler for pickle
protocols 0 to 5, and the dump/dumps/load/loads functions.

cpjit's own implementation, written from the library documentation, the
protocol's opcode definitions and CPython's observable output: the bytes
it produces are CPython 3.13's, and its errors carry the messages of
CPython's accelerated pickler.
"""

import sys
import io
import copyreg
from copyreg import dispatch_table, _extension_registry, _inverted_registry, \
    _extension_cache
from itertools import islice
from functools import partial
from struct import pack, unpack

__all__ = ["PickleError", "PicklingError", "UnpicklingError", "Pickler",
           "Unpickler", "dump", "dumps", "load", "loads", "PickleBuffer",
           "ADDITEMS", "APPEND", "APPENDS", "BINBYTES", "BINBYTES8",
           "BINFLOAT", "BINGET", "BININT", "BININT1", "BININT2", "BINPERSID",
           "BINPUT", "BINSTRING", "BINUNICODE", "BINUNICODE8", "BUILD",
           "BYTEARRAY8", "DEFAULT_PROTOCOL", "DICT", "DUP", "EMPTY_DICT",
           "EMPTY_LIST", "EMPTY_SET", "EMPTY_TUPLE", "EXT1", "EXT2", "EXT4",
           "FALSE", "FLOAT", "FRAME", "FROZENSET", "GET", "GLOBAL",
           "HIGHEST_PROTOCOL", "INST", "INT", "LIST", "LONG", "LONG1",
           "LONG4", "LONG_BINGET", "LONG_BINPUT", "MARK", "MEMOIZE",
           "NEWFALSE", "NEWOBJ", "NEWOBJ_EX", "NEWTRUE", "NEXT_BUFFER",
           "NONE", "OBJ", "PERSID", "POP", "POP_MARK", "PROTO", "PUT",
           "READONLY_BUFFER", "REDUCE", "SETITEM", "SETITEMS",
           "SHORT_BINBYTES", "SHORT_BINSTRING", "SHORT_BINUNICODE",
           "STACK_GLOBAL", "STOP", "STRING", "TRUE", "TUPLE", "TUPLE1",
           "TUPLE2", "TUPLE3", "UNICODE"]

bytes_types = (bytes, bytearray)
format_version = "5.0"
compatible_formats = ["1.0", "1.1", "1.2", "1.3", "2.0", "3.0", "4.0", "5.0"]
HIGHEST_PROTOCOL = 5
DEFAULT_PROTOCOL = 4


class PickleError(Exception):
    """A common base class for the other pickling exceptions."""


class PicklingError(PickleError):
    """This exception is raised when an unpicklable object is passed to the
    dump() method.
    """


class UnpicklingError(PickleError):
    """This exception is raised when there is a problem unpickling an object,
    such as a security violation.
    """


# The accelerated pickler's exceptions are what programs see in CPython.
for _cls in (PickleError, PicklingError, UnpicklingError):
    _cls.__module__ = "_pickle"
del _cls


class _Stop(Exception):
    def __init__(self, value):
        self.value = value


class PickleBuffer:
    """Wrapper for potentially out-of-band buffers"""

    def __init__(self, buffer):
        self._view = memoryview(buffer)

    def raw(self):
        return self._view.cast("B") if self._view.format != "B" else self._view

    def release(self):
        self._view.release()

    def __buffer__(self, flags):
        return self._view


# Opcodes.
MARK = b'('
STOP = b'.'
POP = b'0'
POP_MARK = b'1'
DUP = b'2'
FLOAT = b'F'
INT = b'I'
BININT = b'J'
BININT1 = b'K'
LONG = b'L'
BININT2 = b'M'
NONE = b'N'
PERSID = b'P'
BINPERSID = b'Q'
REDUCE = b'R'
STRING = b'S'
BINSTRING = b'T'
SHORT_BINSTRING = b'U'
UNICODE = b'V'
BINUNICODE = b'X'
APPEND = b'a'
BUILD = b'b'
GLOBAL = b'c'
DICT = b'd'
EMPTY_DICT = b'}'
APPENDS = b'e'
GET = b'g'
BINGET = b'h'
INST = b'i'
LONG_BINGET = b'j'
LIST = b'l'
EMPTY_LIST = b']'
OBJ = b'o'
PUT = b'p'
BINPUT = b'q'
LONG_BINPUT = b'r'
SETITEM = b's'
TUPLE = b't'
EMPTY_TUPLE = b')'
SETITEMS = b'u'
BINFLOAT = b'G'
TRUE = b'I01\n'
FALSE = b'I00\n'
PROTO = b'\x80'
NEWOBJ = b'\x81'
EXT1 = b'\x82'
EXT2 = b'\x83'
EXT4 = b'\x84'
TUPLE1 = b'\x85'
TUPLE2 = b'\x86'
TUPLE3 = b'\x87'
NEWTRUE = b'\x88'
NEWFALSE = b'\x89'
LONG1 = b'\x8a'
LONG4 = b'\x8b'
_tuplesize2code = [EMPTY_TUPLE, TUPLE1, TUPLE2, TUPLE3]
BINBYTES = b'B'
SHORT_BINBYTES = b'C'
SHORT_BINUNICODE = b'\x8c'
BINUNICODE8 = b'\x8d'
BINBYTES8 = b'\x8e'
EMPTY_SET = b'\x8f'
ADDITEMS = b'\x90'
FROZENSET = b'\x91'
NEWOBJ_EX = b'\x92'
STACK_GLOBAL = b'\x93'
MEMOIZE = b'\x94'
FRAME = b'\x95'
BYTEARRAY8 = b'\x96'
NEXT_BUFFER = b'\x97'
READONLY_BUFFER = b'\x98'

NoneType = type(None)
_BYTE1 = [bytes((_i,)) for _i in range(256)]
_BININT1_CODES = [BININT1 + _b for _b in _BYTE1]
_BINPUT_CODES = [BINPUT + _b for _b in _BYTE1]
_BINGET_CODES = [BINGET + _b for _b in _BYTE1]
# The protocol-4 encodings of short strings pickled before: strings are
# immutable, so their SHORT_BINUNICODE bytes can be reused (bounded).
_short_str_codes = {}
_SHORT_STR_CACHE_MAX = 4096

_FRAME_SIZE_MIN = 4
_FRAME_SIZE_TARGET = 64 * 1024
_BATCHSIZE = 1000

# Module and name renames between Python 2 and 3, used with fix_imports.
_IMPORT_MAPPING = {
    "__builtin__": "builtins", "copy_reg": "copyreg", "Queue": "queue",
    "SocketServer": "socketserver", "ConfigParser": "configparser",
    "repr": "reprlib", "tkFileDialog": "tkinter.filedialog",
    "Tkinter": "tkinter", "markupbase": "_markupbase", "_winreg": "winreg",
    "thread": "_thread", "dummy_thread": "_dummy_thread",
    "cPickle": "pickle", "cStringIO": "io", "StringIO": "io",
    "UserDict": "collections", "UserList": "collections",
    "UserString": "collections", "whichdb": "dbm", "anydbm": "dbm",
    "htmlentitydefs": "html.entities", "HTMLParser": "html.parser",
    "httplib": "http.client", "Cookie": "http.cookies",
    "cookielib": "http.cookiejar", "urlparse": "urllib.parse",
    "robotparser": "urllib.robotparser", "xmlrpclib": "xmlrpc.client",
    "_abcoll": "collections.abc",
}
_NAME_MAPPING = {
    ("__builtin__", "xrange"): ("builtins", "range"),
    ("__builtin__", "reduce"): ("functools", "reduce"),
    ("__builtin__", "intern"): ("sys", "intern"),
    ("__builtin__", "unichr"): ("builtins", "chr"),
    ("__builtin__", "unicode"): ("builtins", "str"),
    ("__builtin__", "long"): ("builtins", "int"),
    ("itertools", "izip"): ("builtins", "zip"),
    ("itertools", "imap"): ("builtins", "map"),
    ("itertools", "ifilter"): ("builtins", "filter"),
    ("itertools", "ifilterfalse"): ("itertools", "filterfalse"),
    ("itertools", "izip_longest"): ("itertools", "zip_longest"),
    ("UserDict", "IterableUserDict"): ("collections", "UserDict"),
    ("UserList", "UserList"): ("collections", "UserList"),
    ("UserString", "UserString"): ("collections", "UserString"),
    ("whichdb", "whichdb"): ("dbm", "whichdb"),
    ("_socket", "fromfd"): ("socket", "fromfd"),
    ("_multiprocessing", "Connection"): ("multiprocessing.connection", "Connection"),
    ("multiprocessing.process", "Process"): ("multiprocessing.context", "Process"),
    ("multiprocessing.forking", "Popen"): ("multiprocessing.popen_fork", "Popen"),
    ("urllib", "ContentTooShortError"): ("urllib.error", "ContentTooShortError"),
    ("urllib", "getproxies"): ("urllib.request", "getproxies"),
    ("urllib", "pathname2url"): ("urllib.request", "pathname2url"),
    ("urllib", "quote_plus"): ("urllib.parse", "quote_plus"),
    ("urllib", "quote"): ("urllib.parse", "quote"),
    ("urllib", "unquote_plus"): ("urllib.parse", "unquote_plus"),
    ("urllib", "unquote"): ("urllib.parse", "unquote"),
    ("urllib", "url2pathname"): ("urllib.request", "url2pathname"),
    ("urllib", "urlcleanup"): ("urllib.request", "urlcleanup"),
    ("urllib", "urlencode"): ("urllib.parse", "urlencode"),
    ("urllib", "urlopen"): ("urllib.request", "urlopen"),
    ("urllib", "urlretrieve"): ("urllib.request", "urlretrieve"),
    ("urllib2", "HTTPError"): ("urllib.error", "HTTPError"),
    ("urllib2", "URLError"): ("urllib.error", "URLError"),
}
for _exc in ("ArithmeticError", "AssertionError", "AttributeError",
             "BaseException", "BufferError", "BytesWarning",
             "DeprecationWarning", "EOFError", "EnvironmentError",
             "Exception", "FloatingPointError", "FutureWarning",
             "GeneratorExit", "IOError", "ImportError", "ImportWarning",
             "IndentationError", "IndexError", "KeyError",
             "KeyboardInterrupt", "LookupError", "MemoryError", "NameError",
             "NotImplementedError", "OSError", "OverflowError",
             "PendingDeprecationWarning", "ReferenceError", "RuntimeError",
             "RuntimeWarning", "StopIteration", "SyntaxError",
             "SyntaxWarning", "SystemError", "SystemExit", "TabError",
             "TypeError", "UnboundLocalError", "UnicodeDecodeError",
             "UnicodeEncodeError", "UnicodeError", "UnicodeTranslateError",
             "UnicodeWarning", "UserWarning", "ValueError", "Warning",
             "ZeroDivisionError"):
    _NAME_MAPPING[("exceptions", _exc)] = ("builtins", _exc)
del _exc
_REVERSE_IMPORT_MAPPING = {v: k for k, v in _IMPORT_MAPPING.items()}
_REVERSE_IMPORT_MAPPING.update({
    "_bz2": "bz2", "_dbm": "dbm", "_functools": "functools", "_gdbm": "gdbm",
    "_pickle": "pickle",
})
_REVERSE_IMPORT_MAPPING["io"] = "cStringIO"
_REVERSE_IMPORT_MAPPING["collections"] = "UserDict"
_REVERSE_IMPORT_MAPPING["pickle"] = "cPickle"
for _k in ("cStringIO", "StringIO", "UserDict", "UserList", "UserString",
           "cPickle"):
    pass
_REVERSE_NAME_MAPPING = {}
for _k, _v in _NAME_MAPPING.items():
    if _k[0] != "exceptions":
        _REVERSE_NAME_MAPPING[_v] = _k
_REVERSE_NAME_MAPPING[("builtins", "range")] = ("__builtin__", "xrange")
_REVERSE_NAME_MAPPING[("functools", "reduce")] = ("__builtin__", "reduce")
_REVERSE_NAME_MAPPING[("builtins", "str")] = ("__builtin__", "unicode")
_REVERSE_NAME_MAPPING[("builtins", "int")] = ("__builtin__", "long")
_REVERSE_NAME_MAPPING[("collections", "UserDict")] = ("UserDict", "IterableUserDict")
for _exc in ("ArithmeticError", "AssertionError", "AttributeError",
             "BaseException", "BufferError", "BytesWarning",
             "DeprecationWarning", "EOFError", "Exception",
             "FloatingPointError", "FutureWarning", "GeneratorExit",
             "ImportError", "ImportWarning", "IndentationError",
             "IndexError", "KeyError", "KeyboardInterrupt", "LookupError",
             "MemoryError", "NameError", "NotImplementedError", "OSError",
             "OverflowError", "PendingDeprecationWarning", "ReferenceError",
             "RuntimeError", "RuntimeWarning", "StopIteration",
             "SyntaxError", "SyntaxWarning", "SystemError", "SystemExit",
             "TabError", "TypeError", "UnboundLocalError",
             "UnicodeDecodeError", "UnicodeEncodeError", "UnicodeError",
             "UnicodeTranslateError", "UnicodeWarning", "UserWarning",
             "ValueError", "Warning", "ZeroDivisionError"):
    _REVERSE_NAME_MAPPING[("builtins", _exc)] = ("exceptions", _exc)
del _exc, _k, _v
# Python 3 module names that Python 2 pickles spell differently, only those
# that exist here.
_REVERSE_IMPORT_MAPPING = {"builtins": "__builtin__", "copyreg": "copy_reg",
                           "queue": "Queue", "reprlib": "repr",
                           "_thread": "thread", "_functools": "functools",
                           "_pickle": "pickle", "io": "io",
                           "collections": "collections"}


def _raw_unicode_escape(s):
    out = []
    for ch in s:
        o = ord(ch)
        if o < 256:
            out.append(ch)
        elif o < 0x10000:
            out.append("\\u%04x" % o)
        else:
            out.append("\\U%08x" % o)
    return "".join(out).encode("latin-1")


def _raw_unicode_unescape(b):
    s = b.decode("latin-1")
    if "\\" not in s:
        return s
    out = []
    i = 0
    n = len(s)
    while i < n:
        ch = s[i]
        if ch == "\\":
            # Count the run of backslashes: only an odd final one escapes.
            j = i
            while j < n and s[j] == "\\":
                j += 1
            run = j - i
            if j < n and s[j] in "uU" and run % 2 == 1:
                out.append("\\" * (run - 1))
                width = 4 if s[j] == "u" else 8
                hexs = s[j + 1:j + 1 + width]
                if len(hexs) != width or any(c not in "0123456789abcdefABCDEF" for c in hexs):
                    raise UnicodeDecodeError("rawunicodeescape", b, i, j + 1,
                                             "truncated \\uXXXX escape" if width == 4
                                             else "truncated \\UXXXXXXXX escape")
                out.append(chr(int(hexs, 16)))
                i = j + 1 + width
            else:
                out.append("\\" * run)
                i = j
        else:
            out.append(ch)
            i += 1
    return "".join(out)


def _codecs_encode(obj, encoding="utf-8", errors="strict"):
    return obj.encode(encoding, errors)


def _getattribute(obj, name):
    top = obj
    for subpath in name.split("."):
        if subpath == "<locals>":
            raise AttributeError("Can't get local object %r" % (name,))
        try:
            parent = obj
            obj = getattr(obj, subpath)
        except AttributeError:
            raise AttributeError("Can't get attribute %r on %r" % (name, top)) from None
    return obj, parent


def whichmodule(obj, name):
    """Find the module an object belong to."""
    dotted_path = name.split(".")
    module_name = getattr(obj, "__module__", None)
    if module_name is None and "<locals>" not in dotted_path:
        for module_name, module in sys.modules.copy().items():
            if (module_name == "__main__" or module_name == "__mp_main__"
                    or module is None):
                continue
            try:
                if _getattribute(module, name)[0] is obj:
                    return module_name
            except AttributeError:
                pass
        module_name = "__main__"
    elif module_name is None:
        module_name = "__main__"
    return module_name


def encode_long(x):
    if x == 0:
        return b""
    nbytes = (x.bit_length() >> 3) + 1
    if x > 0:
        # The top bit of the last byte is clear: unsigned is the same.
        return x.to_bytes(nbytes, "little")
    result = x.to_bytes(nbytes, "little", signed=True)
    if x < 0 and nbytes > 1:
        if result[-1] == 0xff and (result[-2] & 0x80) != 0:
            result = result[:-1]
    return result


def decode_long(data):
    return int.from_bytes(data, byteorder="little", signed=True)


class _Framer:
    # Collects a protocol-4+ pickle's output in frames of about 64 KiB,
    # each preceded by a FRAME opcode and its length.

    def __init__(self, file_write):
        self.file_write = file_write
        self.current_frame = None

    def start_framing(self):
        self.current_frame = bytearray()
        return self.current_frame.extend

    def end_framing(self):
        if self.current_frame is not None and len(self.current_frame) > 0:
            self.commit_frame(force=True)
        self.current_frame = None

    def commit_frame(self, force=False):
        f = self.current_frame
        if f is not None and (len(f) >= _FRAME_SIZE_TARGET or force):
            write = self.file_write
            if len(f) >= _FRAME_SIZE_MIN:
                write(FRAME + pack("<Q", len(f)))
            write(bytes(f))
            del f[:]

    def write(self, data):
        f = self.current_frame
        if f is not None:
            f += data
        else:
            self.file_write(data)

    def write_large_bytes(self, header, payload):
        write = self.file_write
        if self.current_frame is not None:
            self.commit_frame(force=True)
        write(header)
        write(payload)


_HOOK_NAMES = frozenset(("reducer_override", "persistent_id", "dispatch"))


class _Pickler:
    """Pickler(file, protocol=None, fix_imports=True, buffer_callback=None)

    Write a pickled representation of objects to the binary file."""

    def __init__(self, file, protocol=None, *, fix_imports=True,
                 buffer_callback=None):
        if protocol is None:
            protocol = DEFAULT_PROTOCOL
        if protocol < 0:
            protocol = HIGHEST_PROTOCOL
        elif not 0 <= protocol <= HIGHEST_PROTOCOL:
            raise ValueError("pickle protocol must be <= %d" % HIGHEST_PROTOCOL)
        if buffer_callback is not None and protocol < 5:
            raise ValueError("buffer_callback needs protocol >= 5")
        self._buffer_callback = buffer_callback
        try:
            self._file_write = file.write
        except AttributeError:
            raise TypeError("file must have a 'write' attribute") from None
        self.framer = _Framer(self._file_write)
        self.write = self.framer.write
        self._write_large_bytes = self.framer.write_large_bytes
        self.memo = {}
        self._pre_reduced = None
        self._frame = None
        self.proto = int(protocol)
        self.bin = protocol >= 1
        self.fast = 0
        self.fix_imports = fix_imports and protocol < 3

    def clear_memo(self):
        """Clears the pickler's "memo"."""
        self.memo.clear()

    def dump(self, obj):
        """Write a pickled representation of obj to the open file."""
        if "_file_write" not in self.__dict__:
            raise PicklingError("Pickler.__init__() was not called by %s.__init__()"
                                % (self.__class__.__name__,))
        if self.proto >= 2:
            self.write(PROTO + pack("<B", self.proto))
        if self.proto >= 4:
            self.write = self.framer.start_framing()
            self._frame = self.framer.current_frame
        cls = type(self)
        if cls is _Pickler and not self.__dict__.keys() & _HOOK_NAMES:
            self._reducer_override = None
            self._has_pid = False
            self._plain = True
        else:
            self._reducer_override = getattr(self, "reducer_override", None)
            pid = self.persistent_id
            self._has_pid = getattr(pid, "__func__", None) is not _Pickler.persistent_id
            self._plain = (self._reducer_override is None and not self._has_pid
                           and self.dispatch is _Pickler.dispatch)
        try:
            self.save(obj)
            self.write(STOP)
            self.framer.end_framing()
        finally:
            self.write = self.framer.write
            self._frame = None

    def memoize(self, obj):
        if self.fast:
            return
        memo = self.memo
        idx = len(memo)
        if self.proto >= 4:
            self.write(MEMOIZE)
        else:
            self.write(self.put(idx))
        memo[id(obj)] = idx, obj

    def put(self, idx):
        if self.proto >= 4:
            return MEMOIZE
        elif self.bin:
            if idx < 256:
                return _BINPUT_CODES[idx]
            return LONG_BINPUT + pack("<I", idx)
        return PUT + repr(idx).encode("ascii") + b"\n"

    def get(self, i):
        if self.bin:
            if i < 256:
                return _BINGET_CODES[i]
            return LONG_BINGET + pack("<I", i)
        return GET + repr(i).encode("ascii") + b"\n"

    def save(self, obj, save_persistent_id=True):
        f = self._frame
        if f is not None and len(f) >= _FRAME_SIZE_TARGET:
            self.framer.commit_frame()

        if self._plain:
            t = type(obj)
            if t is str:
                x = self.memo.get(id(obj))
                if x is not None:
                    self.write(self.get(x[0]))
                else:
                    self.save_str(obj)
                return
            if t is int:
                if self.bin and 0 <= obj <= 0xff:
                    self.write(_BININT1_CODES[obj])
                else:
                    self.save_long(obj)
                return
            if t is NoneType:
                self.write(NONE)
                return
        elif self._has_pid:
            pid = self.persistent_id(obj)
            if pid is not None and save_persistent_id:
                self.save_pers(pid)
                return

        x = self.memo.get(id(obj))
        if x is not None:
            self.write(self.get(x[0]))
            return

        rv = NotImplemented
        reduce = self._reducer_override
        if reduce is not None:
            rv = reduce(obj)

        if rv is NotImplemented:
            t = type(obj)
            f = self.dispatch.get(t)
            if f is not None:
                f(self, obj)
                return

            reduce = getattr(self, "dispatch_table", dispatch_table).get(t)
            if reduce is not None:
                rv = reduce(obj)
                rname = "reducer"
            else:
                if issubclass(t, type):
                    self.save_global(obj)
                    return
                rname = "__reduce__"
                pre = self._pre_reduced
                if pre is not None and id(obj) in pre:
                    # Already asked by _pickle._dumps_fast (see dumps).
                    rv = pre.pop(id(obj))
                else:
                    reduce = getattr(obj, "__reduce_ex__", None)
                    if reduce is not None:
                        rv = reduce(self.proto)
                    else:
                        reduce = getattr(obj, "__reduce__", None)
                        if reduce is not None:
                            rv = reduce()
                        else:
                            raise PicklingError("Can't pickle %r object: %r" % (t.__name__, obj))
        else:
            rname = "reducer_override"

        if isinstance(rv, str):
            self.save_global(obj, rv)
            return

        if not isinstance(rv, tuple):
            raise PicklingError("%s must return a string or tuple" % rname)

        l = len(rv)
        if not (2 <= l <= 6):
            raise PicklingError("tuple returned by %s must contain 2 through 6 elements" % rname)

        self._save_reduce(rv, obj, rname)

    def persistent_id(self, obj):
        return None

    def save_pers(self, pid):
        if self.bin:
            self.save(pid, save_persistent_id=False)
            self.write(BINPERSID)
        else:
            try:
                self.write(PERSID + str(pid).encode("ascii") + b"\n")
            except UnicodeEncodeError:
                raise PicklingError(
                    "persistent IDs in protocol 0 must be ASCII strings")

    def _save_reduce(self, rv, obj, rname):
        func = rv[0]
        args = rv[1]
        if not callable(func):
            raise PicklingError("first item of the tuple returned by %s must be callable" % rname)
        if not isinstance(args, tuple):
            raise PicklingError("second item of the tuple returned by %s must be a tuple" % rname)
        self.save_reduce(*rv, obj=obj)

    def save_reduce(self, func, args, state=None, listitems=None,
                    dictitems=None, state_setter=None, *, obj=None):
        if not isinstance(args, tuple):
            raise PicklingError("args from save_reduce() must be a tuple")
        if not callable(func):
            raise PicklingError("func from save_reduce() must be callable")

        save = self.save
        write = self.write

        func_name = getattr(func, "__name__", "")
        if self.proto >= 2 and func_name == "__newobj_ex__":
            cls, args, kwargs = args
            if not hasattr(cls, "__new__"):
                raise PicklingError("args[0] from __newobj_ex__ args has no __new__")
            if obj is not None and cls is not obj.__class__:
                raise PicklingError("args[0] from __newobj_ex__ args has the wrong class")
            if self.proto >= 4:
                save(cls)
                save(args)
                save(kwargs)
                write(NEWOBJ_EX)
            else:
                func = partial(cls.__new__, cls, *args, **kwargs)
                save(func)
                save(())
                write(REDUCE)
        elif self.proto >= 2 and func_name == "__newobj__":
            if not args:
                raise PicklingError("__newobj__ arglist is empty")
            cls = args[0]
            if not hasattr(cls, "__new__"):
                raise PicklingError("args[0] from __newobj__ args has no __new__")
            if obj is not None and cls is not obj.__class__:
                raise PicklingError("args[0] from __newobj__ args has the wrong class")
            args = args[1:]
            save(cls)
            save(args)
            write(NEWOBJ)
        else:
            save(func)
            save(args)
            write(REDUCE)

        if obj is not None:
            if id(obj) in self.memo:
                write(POP + self.get(self.memo[id(obj)][0]))
            else:
                self.memoize(obj)

        if listitems is not None:
            self._batch_appends(listitems)

        if dictitems is not None:
            self._batch_setitems(dictitems)

        if state is not None:
            if state_setter is None:
                save(state)
                write(BUILD)
            else:
                save(state_setter)
                save(obj)
                save(state)
                write(TUPLE2)
                write(REDUCE)
                write(POP)

    dispatch = {}

    def save_none(self, obj):
        self.write(NONE)
    dispatch[type(None)] = save_none

    def save_bool(self, obj):
        if self.proto >= 2:
            self.write(NEWTRUE if obj else NEWFALSE)
        else:
            self.write(TRUE if obj else FALSE)
    dispatch[bool] = save_bool

    def save_long(self, obj):
        if self.bin:
            if obj >= 0:
                if obj <= 0xff:
                    self.write(_BININT1_CODES[obj])
                    return
                if obj <= 0xffff:
                    self.write(BININT2 + _BYTE1[obj & 0xff] + _BYTE1[obj >> 8])
                    return
            if -0x80000000 <= obj <= 0x7fffffff:
                self.write(BININT + pack("<i", obj))
                return
        if self.proto >= 2:
            encoded = encode_long(obj)
            n = len(encoded)
            if n < 256:
                self.write(LONG1 + _BYTE1[n] + encoded)
            else:
                self.write(LONG4 + pack("<i", n) + encoded)
            return
        if -0x80000000 <= obj <= 0x7fffffff:
            self.write(INT + repr(obj).encode("ascii") + b"\n")
        else:
            self.write(LONG + repr(obj).encode("ascii") + b"L\n")
    dispatch[int] = save_long

    def save_float(self, obj):
        if self.bin:
            self.write(BINFLOAT + pack(">d", obj))
        else:
            self.write(FLOAT + repr(obj).encode("ascii") + b"\n")
    dispatch[float] = save_float

    def _save_bytes_no_memo(self, obj):
        n = len(obj)
        if n <= 0xff:
            self.write(SHORT_BINBYTES + _BYTE1[n] + obj)
        elif n > 0xffffffff and self.proto >= 4:
            self._write_large_bytes(BINBYTES8 + pack("<Q", n), obj)
        elif n >= _FRAME_SIZE_TARGET:
            self._write_large_bytes(BINBYTES + pack("<I", n), obj)
        else:
            self.write(BINBYTES + pack("<I", n) + obj)

    def save_bytes(self, obj):
        if self.proto < 3:
            if not obj:
                self.save_reduce(bytes, (), obj=obj)
            else:
                self._save_codecs_encode(str(obj, "latin1"), obj)
            return
        self._save_bytes_no_memo(obj)
        self.memoize(obj)
    dispatch[bytes] = save_bytes

    def _save_codecs_encode(self, text, obj):
        # _codecs.encode(text, 'latin1'), as the reduction of bytes for
        # protocols 0 to 2.
        self._save_global_name("_codecs", "encode", _codecs_encode)
        self.save((text, "latin1"))
        self.write(REDUCE)
        if obj is not None:
            if id(obj) in self.memo:
                self.write(POP + self.get(self.memo[id(obj)][0]))
            else:
                self.memoize(obj)

    def save_bytearray(self, obj):
        if self.proto < 5:
            if not obj:
                self.save_reduce(bytearray, (), obj=obj)
            else:
                self.save_reduce(bytearray, (bytes(obj),), obj=obj)
            return
        n = len(obj)
        if n >= _FRAME_SIZE_TARGET:
            self._write_large_bytes(BYTEARRAY8 + pack("<Q", n), obj)
        else:
            self.write(BYTEARRAY8 + pack("<Q", n) + obj)
        self.memoize(obj)
    dispatch[bytearray] = save_bytearray

    def save_str(self, obj):
        if self.bin:
            if self.proto >= 4:
                code = _short_str_codes.get(obj)
                if code is not None:
                    self.write(code)
                    self.memoize(obj)
                    return
            try:
                encoded = obj.encode()
            except UnicodeEncodeError:
                encoded = obj.encode("utf-8", "surrogatepass")
            n = len(encoded)
            if n <= 0xff and self.proto >= 4:
                code = SHORT_BINUNICODE + _BYTE1[n] + encoded
                if len(_short_str_codes) < _SHORT_STR_CACHE_MAX:
                    _short_str_codes[obj] = code
                self.write(code)
            elif n > 0xffffffff and self.proto >= 4:
                self._write_large_bytes(BINUNICODE8 + pack("<Q", n), encoded)
            elif n >= _FRAME_SIZE_TARGET:
                self._write_large_bytes(BINUNICODE + pack("<I", n), encoded)
            else:
                self.write(BINUNICODE + pack("<I", n) + encoded)
        else:
            tmp = (obj.replace("\\", "\\u005c").replace("\0", "\\u0000")
                   .replace("\n", "\\u000a").replace("\r", "\\u000d")
                   .replace("\x1a", "\\u001a"))
            self.write(UNICODE + _raw_unicode_escape(tmp) + b"\n")
        self.memoize(obj)
    dispatch[str] = save_str

    def save_tuple(self, obj):
        if not obj:
            if self.bin:
                self.write(EMPTY_TUPLE)
            else:
                self.write(MARK + TUPLE)
            return

        n = len(obj)
        save = self.save
        memo = self.memo
        if n <= 3 and self.proto >= 2:
            for element in obj:
                save(element)
            if id(obj) in memo:
                get = self.get(memo[id(obj)][0])
                self.write(POP * n + get)
            else:
                self.write(_tuplesize2code[n])
                self.memoize(obj)
            return

        write = self.write
        write(MARK)
        for element in obj:
            save(element)

        if id(obj) in memo:
            get = self.get(memo[id(obj)][0])
            if self.bin:
                write(POP_MARK + get)
            else:
                write(POP * (n + 1) + get)
            return

        write(TUPLE)
        self.memoize(obj)
    dispatch[tuple] = save_tuple

    def save_list(self, obj):
        if self.bin:
            self.write(EMPTY_LIST)
        else:
            self.write(MARK + LIST)
        self.memoize(obj)
        if self.bin and type(obj) is list:
            self._batch_list_exact(obj)
        else:
            self._batch_appends(obj)
    dispatch[list] = save_list

    def _batch_list_exact(self, obj):
        # As CPython's accelerated pickler: one item is an APPEND, more
        # go in MARK ... APPENDS batches of up to 1000 (a last batch of
        # one item included).
        n = len(obj)
        if n == 0:
            return
        save = self.save
        write = self.write
        if n == 1:
            save(obj[0])
            write(APPEND)
            return
        total = 0
        while total < len(obj):
            write(MARK)
            for x in obj[total:total + _BATCHSIZE]:
                save(x)
            total += _BATCHSIZE
            write(APPENDS)

    def _batch_appends(self, items):
        save = self.save
        write = self.write

        if not self.bin:
            for x in items:
                save(x)
                write(APPEND)
            return

        it = iter(items)
        while True:
            tmp = list(islice(it, _BATCHSIZE))
            n = len(tmp)
            if n > 1:
                write(MARK)
                for x in tmp:
                    save(x)
                write(APPENDS)
            elif n:
                save(tmp[0])
                write(APPEND)
            if n < _BATCHSIZE:
                return

    def save_dict(self, obj):
        if self.bin:
            self.write(EMPTY_DICT)
        else:
            self.write(MARK + DICT)
        self.memoize(obj)
        if self.bin and type(obj) is dict:
            self._batch_dict_exact(obj)
        else:
            self._batch_setitems(obj.items())
    dispatch[dict] = save_dict

    def _batch_dict_exact(self, obj):
        # As CPython's accelerated pickler: one item is a SETITEM, more go
        # in MARK ... SETITEMS batches of 1000, and a full last batch is
        # followed by an empty one.
        size = len(obj)
        if size == 0:
            return
        save = self.save
        write = self.write
        if size == 1:
            for k, v in obj.items():
                save(k)
                save(v)
            write(SETITEM)
            return
        it = iter(obj.items())
        while True:
            i = 0
            write(MARK)
            for k, v in it:
                save(k)
                save(v)
                i += 1
                if i == _BATCHSIZE:
                    break
            write(SETITEMS)
            if len(obj) != size:
                raise RuntimeError("dictionary changed size during iteration")
            if i != _BATCHSIZE:
                return

    def _batch_setitems(self, items):
        save = self.save
        write = self.write

        if not self.bin:
            for k, v in items:
                save(k)
                save(v)
                write(SETITEM)
            return

        it = iter(items)
        while True:
            tmp = list(islice(it, _BATCHSIZE))
            n = len(tmp)
            if n > 1:
                write(MARK)
                for k, v in tmp:
                    save(k)
                    save(v)
                write(SETITEMS)
            elif n:
                k, v = tmp[0]
                save(k)
                save(v)
                write(SETITEM)
            if n < _BATCHSIZE:
                return

    def save_set(self, obj):
        save = self.save
        write = self.write

        if self.proto < 4:
            self.save_reduce(set, (list(obj),), obj=obj)
            return

        write(EMPTY_SET)
        self.memoize(obj)
        size = len(obj)
        if size == 0:
            return
        it = iter(obj)
        while True:
            i = 0
            write(MARK)
            for item in it:
                save(item)
                i += 1
                if i == _BATCHSIZE:
                    break
            write(ADDITEMS)
            if len(obj) != size:
                raise RuntimeError("set changed size during iteration")
            if i != _BATCHSIZE:
                return
    dispatch[set] = save_set

    def save_frozenset(self, obj):
        save = self.save
        write = self.write

        if self.proto < 4:
            self.save_reduce(frozenset, (list(obj),), obj=obj)
            return

        write(MARK)
        for item in obj:
            save(item)

        if id(obj) in self.memo:
            write(POP_MARK + self.get(self.memo[id(obj)][0]))
            return

        write(FROZENSET)
        self.memoize(obj)
    dispatch[frozenset] = save_frozenset

    def save_global(self, obj, name=None):
        write = self.write
        memo = self.memo

        if name is None:
            name = getattr(obj, "__qualname__", None)
        if name is None:
            name = obj.__name__

        # Names are interned, as CPython's identifiers are: the same
        # module or name pickled twice is memoized once.
        # (A C type's qualified name is not interned in CPython: a class
        # named as its module, such as datetime.datetime, is not either.)
        module_name = sys.intern(whichmodule(obj, name))
        if name != module_name:
            name = sys.intern(name)
        if "<locals>" in name.split("."):
            raise AttributeError("Can't get local object %r" % (name,))
        try:
            __import__(module_name, level=0)
            module = sys.modules[module_name]
            obj2, parent = _getattribute(module, name)
        except (ImportError, KeyError, AttributeError):
            raise PicklingError(
                "Can't pickle %r: attribute lookup %s on %s failed" %
                (obj, name, module_name)) from None
        else:
            if obj2 is not obj:
                raise PicklingError(
                    "Can't pickle %r: it's not the same object as %s.%s" %
                    (obj, module_name, name))

        if self.proto >= 2:
            code = _extension_registry.get((module_name, name))
            if code:
                assert code > 0
                if code <= 0xff:
                    write(EXT1 + pack("<B", code))
                elif code <= 0xffff:
                    write(EXT2 + pack("<H", code))
                else:
                    write(EXT4 + pack("<i", code))
                return
        lastname = name.rpartition(".")[2]
        if parent is module:
            name = lastname
        if self.proto >= 4:
            self.save(module_name)
            self.save(name)
            write(STACK_GLOBAL)
        elif "." in name:
            # getattr(getattr(top, a), b)... with the top-level object
            # written by name (not memoized), for protocols without
            # STACK_GLOBAL.
            top, *attrs = name.split(".")
            for _ in attrs:
                self.save(getattr)
                if self.proto < 2:
                    write(MARK)
            self._write_global(module_name, top)
            for attr in attrs:
                self.save(attr)
                write(TUPLE if self.proto < 2 else TUPLE2)
                write(REDUCE)
        else:
            self._write_global(module_name, name)

        self.memoize(obj)

    def _write_global(self, module_name, name):
        if self.proto >= 3:
            self.write(GLOBAL + bytes(module_name, "utf-8") + b"\n" +
                       bytes(name, "utf-8") + b"\n")
            return
        if self.fix_imports:
            if (module_name, name) in _REVERSE_NAME_MAPPING:
                module_name, name = _REVERSE_NAME_MAPPING[(module_name, name)]
            elif module_name in _REVERSE_IMPORT_MAPPING:
                module_name = _REVERSE_IMPORT_MAPPING[module_name]
        try:
            self.write(GLOBAL + bytes(module_name, "ascii") + b"\n" +
                       bytes(name, "ascii") + b"\n")
        except UnicodeEncodeError:
            raise PicklingError(
                "can't pickle global identifier '%s.%s' using "
                "pickle protocol %i" % (module_name, name, self.proto)) from None

    def _save_global_name(self, module_name, name, obj):
        # A global known by name only (no import check), memoized by obj.
        x = self.memo.get(id(obj))
        if x is not None:
            self.write(self.get(x[0]))
            return
        if self.proto >= 4:
            self.save(module_name)
            self.save(name)
            self.write(STACK_GLOBAL)
        else:
            self.write(GLOBAL + module_name.encode("ascii") + b"\n" +
                       name.encode("ascii") + b"\n")
        self.memoize(obj)

    def save_type(self, obj):
        if obj is type(None):
            return self.save_reduce(type, (None,), obj=obj)
        elif obj is type(NotImplemented):
            return self.save_reduce(type, (NotImplemented,), obj=obj)
        elif obj is type(...):
            return self.save_reduce(type, (...,), obj=obj)
        return self.save_global(obj)

    dispatch[type] = save_type

    def _save_function(self, obj):
        self.save_global(obj)

    dispatch[type(len)] = _save_function
    dispatch[type(encode_long)] = _save_function


class _Unframer:

    def __init__(self, file_read, file_readline, file_tell=None):
        self.file_read = file_read
        self.file_readline = file_readline
        self.current_frame = None

    def readinto(self, buf):
        data = self.read(len(buf))
        buf[:len(data)] = data
        return len(data)

    def read(self, n):
        if self.current_frame:
            data = self.current_frame.read(n)
            if not data and n != 0:
                self.current_frame = None
                return self.file_read(n)
            if len(data) < n:
                raise UnpicklingError("pickle exhausted before end of frame")
            return data
        return self.file_read(n)

    def readline(self):
        if self.current_frame:
            data = self.current_frame.readline()
            if not data:
                self.current_frame = None
                return self.file_readline()
            if data[-1] != b"\n"[0]:
                raise UnpicklingError("pickle exhausted before end of frame")
            return data
        return self.file_readline()

    def load_frame(self, frame_size):
        if self.current_frame and self.current_frame.read() != b"":
            raise UnpicklingError("beginning of a new frame before end of current frame")
        self.current_frame = io.BytesIO(self.file_read(frame_size))


class _Unpickler:
    """Unpickler(file, *, fix_imports=True, encoding='ASCII', errors='strict', buffers=())

    Read a pickled object representation from the binary file."""

    def __init__(self, file, *, fix_imports=True,
                 encoding="ASCII", errors="strict", buffers=()):
        self._buffers = iter(buffers) if buffers is not None else None
        try:
            self._file_readline = file.readline
            self._file_read = file.read
        except AttributeError:
            raise TypeError("file must have 'read' and 'readline' attributes") from None
        self.memo = {}
        self.encoding = encoding
        self.errors = errors
        self.proto = 0
        self.fix_imports = fix_imports

    def load(self):
        """Read a pickled object representation from the open file."""
        if not hasattr(self, "_file_read"):
            raise UnpicklingError("Unpickler.__init__() was not called by "
                                  "%s.__init__()" % (self.__class__.__name__,))
        self._unframer = _Unframer(self._file_read, self._file_readline)
        self.read = self._unframer.read
        self.readinto = self._unframer.readinto
        self.readline = self._unframer.readline
        self.metastack = []
        self.stack = []
        self.append = self.stack.append
        self.proto = 0
        read = self.read
        dispatch = self.dispatch
        try:
            while True:
                key = read(1)
                if not key:
                    raise EOFError("Ran out of input")
                f = dispatch.get(key[0])
                if f is None:
                    k = key[0]
                    if 0x20 <= k <= 0x7e:
                        raise UnpicklingError("invalid load key, '%c'." % k)
                    raise UnpicklingError("invalid load key, '\\x%02x'." % k)
                f(self)
        except _Stop as stopinst:
            return stopinst.value

    def _read_exact(self, n):
        data = self.read(n)
        if len(data) < n:
            raise UnpicklingError("pickle data was truncated")
        return data

    def _readline(self):
        data = self.readline()
        if not data.endswith(b"\n"):
            raise UnpicklingError("pickle data was truncated")
        return data

    def pop_mark(self):
        if not self.metastack:
            raise UnpicklingError("could not find MARK")
        items = self.stack
        self.stack = self.metastack.pop()
        self.append = self.stack.append
        return items

    def _pop(self):
        if not self.stack:
            if self.metastack:
                raise UnpicklingError("unexpected MARK found")
            raise UnpicklingError("unpickling stack underflow")
        return self.stack.pop()

    def _top(self):
        if not self.stack:
            if self.metastack:
                raise UnpicklingError("unexpected MARK found")
            raise UnpicklingError("unpickling stack underflow")
        return self.stack[-1]

    def persistent_load(self, pid):
        raise UnpicklingError("A load persistent id instruction was encountered, "
                              "but no persistent_load function was specified.")

    dispatch = {}

    def load_proto(self):
        proto = self._read_exact(1)[0]
        if not 0 <= proto <= HIGHEST_PROTOCOL:
            raise ValueError("unsupported pickle protocol: %d" % proto)
        self.proto = proto
    dispatch[PROTO[0]] = load_proto

    def load_frame(self):
        frame_size, = unpack("<Q", self._read_exact(8))
        if frame_size > sys.maxsize:
            raise ValueError("frame size > sys.maxsize: %d" % frame_size)
        self._unframer.load_frame(frame_size)
    dispatch[FRAME[0]] = load_frame

    def load_persid(self):
        try:
            pid = self._readline()[:-1].decode("ascii")
        except UnicodeDecodeError:
            raise UnpicklingError("persistent IDs in protocol 0 must be ASCII strings")
        self.append(self.persistent_load(pid))
    dispatch[PERSID[0]] = load_persid

    def load_binpersid(self):
        pid = self._pop()
        self.append(self.persistent_load(pid))
    dispatch[BINPERSID[0]] = load_binpersid

    def load_none(self):
        self.append(None)
    dispatch[NONE[0]] = load_none

    def load_false(self):
        self.append(False)
    dispatch[NEWFALSE[0]] = load_false

    def load_true(self):
        self.append(True)
    dispatch[NEWTRUE[0]] = load_true

    def load_int(self):
        data = self._readline()
        if data == b"00\n":
            val = False
        elif data == b"01\n":
            val = True
        else:
            try:
                val = int(data, 0)
            except ValueError:
                raise ValueError("invalid literal for int() with base 10: %r" % data[:-1]) from None
        self.append(val)
    dispatch[INT[0]] = load_int

    def load_binint(self):
        self.append(unpack("<i", self._read_exact(4))[0])
    dispatch[BININT[0]] = load_binint

    def load_binint1(self):
        self.append(self._read_exact(1)[0])
    dispatch[BININT1[0]] = load_binint1

    def load_binint2(self):
        self.append(unpack("<H", self._read_exact(2))[0])
    dispatch[BININT2[0]] = load_binint2

    def load_long(self):
        val = self._readline()[:-1]
        if val and val[-1] == b"L"[0]:
            val = val[:-1]
        self.append(int(val, 0))
    dispatch[LONG[0]] = load_long

    def load_long1(self):
        n = self._read_exact(1)[0]
        self.append(decode_long(self._read_exact(n)))
    dispatch[LONG1[0]] = load_long1

    def load_long4(self):
        n, = unpack("<i", self._read_exact(4))
        if n < 0:
            raise UnpicklingError("LONG pickle has negative byte count")
        self.append(decode_long(self._read_exact(n)))
    dispatch[LONG4[0]] = load_long4

    def load_float(self):
        self.append(float(self._readline()[:-1]))
    dispatch[FLOAT[0]] = load_float

    def load_binfloat(self):
        self.append(unpack(">d", self._read_exact(8))[0])
    dispatch[BINFLOAT[0]] = load_binfloat

    def _decode_string(self, value):
        if self.encoding == "bytes":
            return value
        return value.decode(self.encoding, self.errors)

    def load_string(self):
        data = self._readline()[:-1]
        if len(data) >= 2 and data[0] == data[-1] and data[0] in b"\"'":
            data = data[1:-1]
        else:
            raise UnpicklingError("the STRING opcode argument must be quoted")
        self.append(self._decode_string(_escape_decode(data)))
    dispatch[STRING[0]] = load_string

    def load_binstring(self):
        n, = unpack("<i", self._read_exact(4))
        if n < 0:
            raise UnpicklingError("BINSTRING pickle has negative byte count")
        self.append(self._decode_string(self._read_exact(n)))
    dispatch[BINSTRING[0]] = load_binstring

    def load_binbytes(self):
        n, = unpack("<I", self._read_exact(4))
        if n > sys.maxsize:
            raise UnpicklingError("BINBYTES exceeds system's maximum size of %d bytes" % sys.maxsize)
        self.append(self._read_exact(n))
    dispatch[BINBYTES[0]] = load_binbytes

    def load_unicode(self):
        self.append(_raw_unicode_unescape(self._readline()[:-1]))
    dispatch[UNICODE[0]] = load_unicode

    def load_binunicode(self):
        n, = unpack("<I", self._read_exact(4))
        self.append(str(self._read_exact(n), "utf-8", "surrogatepass"))
    dispatch[BINUNICODE[0]] = load_binunicode

    def load_binunicode8(self):
        n, = unpack("<Q", self._read_exact(8))
        self.append(str(self._read_exact(n), "utf-8", "surrogatepass"))
    dispatch[BINUNICODE8[0]] = load_binunicode8

    def load_binbytes8(self):
        n, = unpack("<Q", self._read_exact(8))
        self.append(self._read_exact(n))
    dispatch[BINBYTES8[0]] = load_binbytes8

    def load_bytearray8(self):
        n, = unpack("<Q", self._read_exact(8))
        self.append(bytearray(self._read_exact(n)))
    dispatch[BYTEARRAY8[0]] = load_bytearray8

    def load_next_buffer(self):
        if self._buffers is None:
            raise UnpicklingError("pickle stream refers to out-of-band data "
                                  "but no *buffers* argument was given")
        try:
            buf = next(self._buffers)
        except StopIteration:
            raise UnpicklingError("not enough out-of-band buffers") from None
        self.append(buf)
    dispatch[NEXT_BUFFER[0]] = load_next_buffer

    def load_readonly_buffer(self):
        buf = self._top()
        with memoryview(buf) as m:
            if not m.readonly:
                self.stack[-1] = m.toreadonly()
    dispatch[READONLY_BUFFER[0]] = load_readonly_buffer

    def load_short_binstring(self):
        n = self._read_exact(1)[0]
        self.append(self._decode_string(self._read_exact(n)))
    dispatch[SHORT_BINSTRING[0]] = load_short_binstring

    def load_short_binbytes(self):
        n = self._read_exact(1)[0]
        self.append(self._read_exact(n))
    dispatch[SHORT_BINBYTES[0]] = load_short_binbytes

    def load_short_binunicode(self):
        n = self._read_exact(1)[0]
        self.append(str(self._read_exact(n), "utf-8", "surrogatepass"))
    dispatch[SHORT_BINUNICODE[0]] = load_short_binunicode

    def load_tuple(self):
        items = self.pop_mark()
        self.append(tuple(items))
    dispatch[TUPLE[0]] = load_tuple

    def load_empty_tuple(self):
        self.append(())
    dispatch[EMPTY_TUPLE[0]] = load_empty_tuple

    def load_tuple1(self):
        self.stack[-1] = (self._top(),)
    dispatch[TUPLE1[0]] = load_tuple1

    def load_tuple2(self):
        if len(self.stack) < 2:
            raise UnpicklingError("unpickling stack underflow")
        self.stack[-2:] = [(self.stack[-2], self.stack[-1])]
    dispatch[TUPLE2[0]] = load_tuple2

    def load_tuple3(self):
        if len(self.stack) < 3:
            raise UnpicklingError("unpickling stack underflow")
        self.stack[-3:] = [(self.stack[-3], self.stack[-2], self.stack[-1])]
    dispatch[TUPLE3[0]] = load_tuple3

    def load_empty_list(self):
        self.append([])
    dispatch[EMPTY_LIST[0]] = load_empty_list

    def load_empty_dictionary(self):
        self.append({})
    dispatch[EMPTY_DICT[0]] = load_empty_dictionary

    def load_empty_set(self):
        self.append(set())
    dispatch[EMPTY_SET[0]] = load_empty_set

    def load_frozenset(self):
        items = self.pop_mark()
        self.append(frozenset(items))
    dispatch[FROZENSET[0]] = load_frozenset

    def load_list(self):
        items = self.pop_mark()
        self.append(items)
    dispatch[LIST[0]] = load_list

    def load_dict(self):
        items = self.pop_mark()
        d = {items[i]: items[i + 1] for i in range(0, len(items), 2)}
        self.append(d)
    dispatch[DICT[0]] = load_dict

    def _instantiate(self, klass, args):
        if (args or not isinstance(klass, type) or
                hasattr(klass, "__getinitargs__")):
            value = klass(*args)
        else:
            value = klass.__new__(klass)
        self.append(value)

    def load_inst(self):
        module = self._readline()[:-1].decode("ascii")
        name = self._readline()[:-1].decode("ascii")
        klass = self.find_class(module, name)
        self._instantiate(klass, self.pop_mark())
    dispatch[INST[0]] = load_inst

    def load_obj(self):
        args = self.pop_mark()
        if not args:
            raise UnpicklingError("unpickling stack underflow")
        cls = args.pop(0)
        self._instantiate(cls, args)
    dispatch[OBJ[0]] = load_obj

    def load_newobj(self):
        args = self._pop()
        cls = self._pop()
        if not isinstance(cls, type):
            raise UnpicklingError("NEWOBJ class argument isn't a type object")
        if not isinstance(args, tuple):
            raise UnpicklingError("NEWOBJ args argument isn't a tuple")
        obj = cls.__new__(cls, *args)
        self.append(obj)
    dispatch[NEWOBJ[0]] = load_newobj

    def load_newobj_ex(self):
        kwargs = self._pop()
        args = self._pop()
        cls = self._pop()
        if not isinstance(cls, type):
            raise UnpicklingError("NEWOBJ_EX class argument must be a type, not %s"
                                  % type(cls).__name__)
        obj = cls.__new__(cls, *args, **kwargs)
        self.append(obj)
    dispatch[NEWOBJ_EX[0]] = load_newobj_ex

    def load_global(self):
        module = self._readline()[:-1].decode("utf-8")
        name = self._readline()[:-1].decode("utf-8")
        klass = self.find_class(module, name)
        self.append(klass)
    dispatch[GLOBAL[0]] = load_global

    def load_stack_global(self):
        name = self._pop()
        module = self._pop()
        if type(name) is not str or type(module) is not str:
            raise UnpicklingError("STACK_GLOBAL requires str")
        self.append(self.find_class(module, name))
    dispatch[STACK_GLOBAL[0]] = load_stack_global

    def load_ext1(self):
        code = self._read_exact(1)[0]
        self.get_extension(code)
    dispatch[EXT1[0]] = load_ext1

    def load_ext2(self):
        code, = unpack("<H", self._read_exact(2))
        self.get_extension(code)
    dispatch[EXT2[0]] = load_ext2

    def load_ext4(self):
        code, = unpack("<i", self._read_exact(4))
        self.get_extension(code)
    dispatch[EXT4[0]] = load_ext4

    def get_extension(self, code):
        obj = _extension_cache.get(code, _extension_cache)
        if obj is not _extension_cache:
            self.append(obj)
            return
        key = _inverted_registry.get(code)
        if not key:
            if code <= 0:
                raise UnpicklingError("EXT specifies code <= 0")
            raise ValueError("unregistered extension code %d" % code)
        obj = self.find_class(*key)
        _extension_cache[code] = obj
        self.append(obj)

    def find_class(self, module, name):
        """Return an object from a specified module."""
        sys.audit("pickle.find_class", module, name) if hasattr(sys, "audit") else None
        if self.proto < 3 and self.fix_imports:
            if (module, name) in _NAME_MAPPING:
                module, name = _NAME_MAPPING[(module, name)]
            elif module in _IMPORT_MAPPING:
                module = _IMPORT_MAPPING[module]
        if module == "_codecs" and name == "encode":
            try:
                __import__(module)
            except ImportError:
                return _codecs_encode
        __import__(module, level=0)
        mod = sys.modules[module]
        if self.proto >= 4 and "." in name:
            return _getattribute(mod, name)[0]
        try:
            return getattr(mod, name)
        except AttributeError:
            raise AttributeError("Can't get attribute %r on %r" % (name, mod)) from None

    def load_reduce(self):
        args = self._pop()
        func = self._top()
        if not isinstance(args, tuple):
            raise TypeError("%s() argument after * must be an iterable, not %s"
                          % (getattr(func, "__name__", func), type(args).__name__))
        self.stack[-1] = func(*args)
    dispatch[REDUCE[0]] = load_reduce

    def load_pop(self):
        if self.stack:
            del self.stack[-1]
        elif self.metastack:
            self.pop_mark()
        else:
            raise UnpicklingError("unpickling stack underflow")
    dispatch[POP[0]] = load_pop

    def load_pop_mark(self):
        self.pop_mark()
    dispatch[POP_MARK[0]] = load_pop_mark

    def load_dup(self):
        self.append(self._top())
    dispatch[DUP[0]] = load_dup

    def _memo_get(self, i):
        try:
            return self.memo[i]
        except KeyError:
            raise UnpicklingError("Memo value not found at index %d" % i) from None

    def load_get(self):
        i = int(self._readline()[:-1])
        self.append(self._memo_get(i))
    dispatch[GET[0]] = load_get

    def load_binget(self):
        i = self._read_exact(1)[0]
        self.append(self._memo_get(i))
    dispatch[BINGET[0]] = load_binget

    def load_long_binget(self):
        i, = unpack("<I", self._read_exact(4))
        self.append(self._memo_get(i))
    dispatch[LONG_BINGET[0]] = load_long_binget

    def load_put(self):
        i = int(self._readline()[:-1])
        if i < 0:
            raise ValueError("negative PUT argument")
        self.memo[i] = self._top()
    dispatch[PUT[0]] = load_put

    def load_binput(self):
        i = self._read_exact(1)[0]
        self.memo[i] = self._top()
    dispatch[BINPUT[0]] = load_binput

    def load_long_binput(self):
        i, = unpack("<I", self._read_exact(4))
        if i > sys.maxsize:
            raise ValueError("negative LONG_BINPUT argument")
        self.memo[i] = self._top()
    dispatch[LONG_BINPUT[0]] = load_long_binput

    def load_memoize(self):
        memo = self.memo
        memo[len(memo)] = self._top()
    dispatch[MEMOIZE[0]] = load_memoize

    def load_append(self):
        value = self._pop()
        lst = self._top()
        lst.append(value)
    dispatch[APPEND[0]] = load_append

    def load_appends(self):
        items = self.pop_mark()
        list_obj = self._top()
        try:
            extend = list_obj.extend
        except AttributeError:
            pass
        else:
            extend(items)
            return
        append = list_obj.append
        for item in items:
            append(item)
    dispatch[APPENDS[0]] = load_appends

    def load_setitem(self):
        value = self._pop()
        key = self._pop()
        d = self._top()
        d[key] = value
    dispatch[SETITEM[0]] = load_setitem

    def load_setitems(self):
        items = self.pop_mark()
        d = self._top()
        for i in range(0, len(items), 2):
            d[items[i]] = items[i + 1]
    dispatch[SETITEMS[0]] = load_setitems

    def load_additems(self):
        items = self.pop_mark()
        set_obj = self._top()
        if isinstance(set_obj, set):
            set_obj.update(items)
        else:
            add = set_obj.add
            for item in items:
                add(item)
    dispatch[ADDITEMS[0]] = load_additems

    def load_build(self):
        state = self._pop()
        inst = self._top()
        _build(inst, state)
    dispatch[BUILD[0]] = load_build


    def load_mark(self):
        self.metastack.append(self.stack)
        self.stack = []
        self.append = self.stack.append
    dispatch[MARK[0]] = load_mark

    def load_stop(self):
        value = self._pop()
        raise _Stop(value)
    dispatch[STOP[0]] = load_stop


def _escape_decode(data):
    # Python-2 string escapes of the STRING opcode.
    out = bytearray()
    i = 0
    n = len(data)
    simple = {ord("n"): 10, ord("t"): 9, ord("r"): 13, ord("\\"): 92,
              ord("'"): 39, ord('"'): 34, ord("a"): 7, ord("b"): 8,
              ord("f"): 12, ord("v"): 11, ord("0"): 0}
    while i < n:
        c = data[i]
        if c == 92 and i + 1 < n:
            e = data[i + 1]
            if e == ord("x") and i + 3 < n + 1:
                out.append(int(data[i + 2:i + 4], 16))
                i += 4
                continue
            if 48 <= e <= 55:
                j = i + 1
                while j < n and j < i + 4 and 48 <= data[j] <= 55:
                    j += 1
                out.append(int(data[i + 1:j], 8) & 0xff)
                i = j
                continue
            if e in simple:
                out.append(simple[e])
                i += 2
                continue
            if e == 10:
                i += 2
                continue
            out.append(c)
            i += 1
            continue
        out.append(c)
        i += 1
    return bytes(out)


def _build(inst, state, c_rules=False):
    # BUILD: inst.__setstate__(state), or state (and slot state) set
    # into the instance as CPython's Unpickler does. With c_rules, as
    # CPython's C unpickler (behind pickle.loads) does it: a None state
    # sets nothing, and a 2-tuple's slot state must be a dict; pickle.py's
    # own rules accept any false value for both.
    setstate = getattr(inst, "__setstate__", None)
    if setstate is not None:
        setstate(state)
        return
    slotstate = None
    has_slots = isinstance(state, tuple) and len(state) == 2
    if has_slots:
        state, slotstate = state
    if (state is not None) if c_rules else state:
        if not isinstance(state, dict):
            raise UnpicklingError("state is not a dictionary")
        inst_dict = inst.__dict__
        for k, v in state.items():
            if type(k) is str:
                k = sys.intern(k)
            inst_dict[k] = v
    if has_slots if c_rules else slotstate:
        if not isinstance(slotstate, dict):
            raise UnpicklingError("slot state is not a dictionary")
        for k, v in slotstate.items():
            setattr(inst, k, v)


def _build_c(inst, state):
    _build(inst, state, c_rules=True)


def _dump(obj, file, protocol=None, *, fix_imports=True, buffer_callback=None):
    _Pickler(file, protocol, fix_imports=fix_imports,
             buffer_callback=buffer_callback).dump(obj)


class _BytesSink:
    __slots__ = ("parts",)

    def __init__(self):
        self.parts = []

    def write(self, data):
        self.parts.append(data)


def _dumps(obj, protocol=None, *, fix_imports=True, buffer_callback=None,
           _pre_reduced=None):
    f = _BytesSink()
    p = _Pickler(f, protocol, fix_imports=fix_imports,
                 buffer_callback=buffer_callback)
    p._pre_reduced = _pre_reduced
    p.dump(obj)
    return b"".join(f.parts)


def _load(file, *, fix_imports=True, encoding="ASCII", errors="strict",
          buffers=()):
    return _Unpickler(file, fix_imports=fix_imports, buffers=buffers,
                      encoding=encoding, errors=errors).load()


def _loads(s, /, *, fix_imports=True, encoding="ASCII", errors="strict",
           buffers=()):
    if isinstance(s, str):
        raise TypeError("a bytes-like object is required, not 'str'")
    file = io.BytesIO(s)
    return _Unpickler(file, fix_imports=fix_imports, buffers=buffers,
                      encoding=encoding, errors=errors).load()


Pickler, Unpickler = _Pickler, _Unpickler
dump, load = _dump, _load

# cpjit's _pickle is not CPython's: it pickles and unpickles values made of
# the builtin containers and scalars in Go (its _dumps_fast answers None,
# its _loads_fast NotImplemented, for anything else), and the classes
# above do the rest. Blocking it (sys.modules['_pickle'] = None) leaves
# the Python code alone, as CPython's pure-Python mode does.
try:
    from _pickle import _dumps_fast, _loads_fast
except ImportError:
    dumps, loads = _dumps, _loads
else:
    def _global_parts(obj, name, proto):
        # How _Pickler.save_global writes obj: (module, name) for
        # STACK_GLOBAL, the GLOBAL opcode's bytes below protocol 4, None
        # when it writes something else (an extension code, a dotted name
        # below protocol 4); raises what save_global raises.
        p = _Pickler(_BytesSink(), proto)
        if name is None:
            name = getattr(obj, "__qualname__", None)
        if name is None:
            name = obj.__name__
        module_name = sys.intern(whichmodule(obj, name))
        if name != module_name:
            name = sys.intern(name)
        if "<locals>" in name.split(".") or (
                _extension_registry and (module_name, name) in _extension_registry):
            return None
        try:
            __import__(module_name, level=0)
            module = sys.modules[module_name]
            obj2, parent = _getattribute(module, name)
        except (ImportError, KeyError, AttributeError):
            return None
        if obj2 is not obj:
            return None
        if parent is module:
            name = name.rpartition(".")[2]
        if proto >= 4:
            return module_name, name
        if "." in name:
            return None
        f = _BytesSink()
        p._file_write = f.write
        p.write = f.write
        p._write_global(module_name, name)
        return b"".join(f.parts)

    _DUMP_HELPERS = (_global_parts, dispatch_table, _codecs_encode)

    def dumps(obj, protocol=None, *, fix_imports=True, buffer_callback=None):
        pre = None
        if buffer_callback is None and fix_imports:
            data = _dumps_fast(obj, protocol, _DUMP_HELPERS)
            if type(data) is bytes:
                return data
            pre = data
        return _dumps(obj, protocol, fix_imports=fix_imports,
                      buffer_callback=buffer_callback, _pre_reduced=pre)

    class _ClassFinder:
        # What Unpickler.find_class reads of its Unpickler.
        __slots__ = ("proto", "fix_imports")

        def __init__(self, proto):
            self.proto = proto
            self.fix_imports = True

    def _find_global(module, name, proto):
        return _Unpickler.find_class(_ClassFinder(proto), module, name)

    _LOAD_HELPERS = (_find_global, _build_c, UnpicklingError)

    def loads(data, /, *, fix_imports=True, encoding="ASCII", errors="strict",
              buffers=()):
        if fix_imports:
            obj = _loads_fast(data, _LOAD_HELPERS)
        else:
            obj = _loads_fast(data)
        if obj is not NotImplemented:
            return obj
        return _loads(data, fix_imports=fix_imports, encoding=encoding,
                      errors=errors, buffers=buffers)
