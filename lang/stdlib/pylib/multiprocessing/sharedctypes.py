"""Values and arrays in memory shared between processes (Value, Array,
RawValue, RawArray). cpjit has no ctypes: types are given by their
array-module typecode ('i', 'd', 'c'...). The memory is a memfd of
_cpjit_mp read and written with pread/pwrite, so every process sees the
other processes' writes."""

import os
import struct

import _cpjit_mp as _mp

from . import context

__all__ = ['RawValue', 'RawArray', 'Value', 'Array', 'copy', 'synchronized']

# typecode -> (struct format, the ctypes name CPython's reprs show)
typecode_to_type = {
    'c': ('c', 'c_char'), 'u': ('I', 'c_wchar'),
    'b': ('b', 'c_byte'), 'B': ('B', 'c_ubyte'),
    'h': ('h', 'c_short'), 'H': ('H', 'c_ushort'),
    'i': ('i', 'c_int'), 'I': ('I', 'c_uint'),
    'l': ('l', 'c_long'), 'L': ('L', 'c_ulong'),
    'q': ('q', 'c_long'), 'Q': ('Q', 'c_ulong'),
    'f': ('f', 'c_float'), 'd': ('d', 'c_double'),
}


def _codec(typecode):
    try:
        fmt, cname = typecode_to_type[typecode]
    except (KeyError, TypeError):
        raise TypeError("cpjit's multiprocessing.sharedctypes takes an array "
                        "typecode such as 'i' or 'd' (there is no ctypes), "
                        "not %r" % (typecode,)) from None
    return struct.Struct('=' + fmt), cname


def _to_c(typecode, st, v):
    """Converts v as ctypes would for the type: ints wrap around."""
    if typecode == 'c':
        if not isinstance(v, (bytes, bytearray)) or len(v) != 1:
            if isinstance(v, int) and 0 <= v < 256:
                return bytes([v])
            raise TypeError("one character bytes, bytearray or integer expected")
        return bytes(v)
    if typecode == 'u':
        if not isinstance(v, str) or len(v) != 1:
            raise TypeError("unicode string expected instead of %s instance"
                            % type(v).__name__)
        return ord(v)
    if typecode in 'fd':
        if not isinstance(v, (int, float)):
            raise TypeError("must be real number, not %s" % type(v).__name__)
        return float(v)
    if not hasattr(type(v), '__index__'):
        raise TypeError("'%s' object cannot be interpreted as an integer"
                        % type(v).__name__)
    v = v.__index__()
    bits = st.size * 8
    v &= (1 << bits) - 1
    if typecode in 'bhilq' and v >= 1 << (bits - 1):
        v -= 1 << bits
    return v


def _from_c(typecode, v):
    if typecode == 'u':
        return chr(v)
    return v


class _Memory:
    """A shared block of size bytes; pickled only for a starting child."""

    def __init__(self, size, fd=None):
        self.size = size
        self.fd = _mp.shm_new(max(size, 1)) if fd is None else fd

    def read(self, n, off):
        return _mp.pread(self.fd, n, off)

    def write(self, data, off):
        _mp.pwrite(self.fd, data, off)

    def __reduce__(self):
        context.assert_spawning(self)
        context.share_fds(self.fd)
        return (_rebuild_memory, (self.size, self.fd))

    def __del__(self):
        fd = self.__dict__.pop('fd', None)
        if fd is not None:
            try:
                os.close(fd)
            except OSError:
                pass


def _rebuild_memory(size, fd):
    os.set_inheritable(fd, False)
    return _Memory(size, fd)


class _RawValue:
    def __init__(self, typecode, mem):
        self._typecode = typecode
        self._struct, self._cname = _codec(typecode)
        self._mem = mem

    @property
    def value(self):
        v, = self._struct.unpack(self._mem.read(self._struct.size, 0))
        return _from_c(self._typecode, v)

    @value.setter
    def value(self, v):
        self._mem.write(self._struct.pack(_to_c(self._typecode, self._struct, v)), 0)

    def __repr__(self):
        return '%s(%r)' % (self._cname, self.value)

    def __reduce__(self):
        context.assert_spawning(self)
        return (_RawValue, (self._typecode, self._mem))


class _RawArray:
    def __init__(self, typecode, length, mem):
        self._typecode = typecode
        self._struct, self._cname = _codec(typecode)
        self._length = length
        self._mem = mem

    def __len__(self):
        return self._length

    def _all(self):
        n = self._length
        raw = self._mem.read(self._struct.size * n, 0)
        if self._typecode == 'c':
            return raw
        return [_from_c(self._typecode, v) for v in
                struct.unpack('=%d%s' % (n, self._struct.format[-1]), raw)]

    def __getitem__(self, index):
        if isinstance(index, slice):
            items = self._all()[index]
            return items
        i = self._index(index)
        v, = self._struct.unpack(self._mem.read(self._struct.size, i * self._struct.size))
        return _from_c(self._typecode, v)

    def __setitem__(self, index, value):
        size = self._struct.size
        if isinstance(index, slice):
            start, stop, step = index.indices(self._length)
            positions = range(start, stop, step)
            if self._typecode == 'c' and isinstance(value, (bytes, bytearray)):
                values = [bytes([b]) for b in value]
            else:
                values = list(value)
            if len(values) != len(positions):
                raise ValueError("Can only assign sequence of same size")
            for pos, v in zip(positions, values):
                self._mem.write(self._struct.pack(_to_c(self._typecode, self._struct, v)), pos * size)
            return
        i = self._index(index)
        self._mem.write(self._struct.pack(_to_c(self._typecode, self._struct, value)), i * size)

    def _index(self, index):
        if not hasattr(type(index), '__index__'):
            raise TypeError("indices must be integers")
        i = index.__index__()
        if i < 0:
            i += self._length
        if not 0 <= i < self._length:
            raise IndexError("invalid index")
        return i

    def __iter__(self):
        return iter(self._all())

    @property
    def value(self):
        if self._typecode != 'c':
            raise AttributeError("'%s' object has no attribute 'value'" % self._ctype_name())
        raw = self._all()
        end = raw.find(b'\0')
        return raw if end < 0 else raw[:end]

    @value.setter
    def value(self, v):
        if self._typecode != 'c':
            raise AttributeError("'%s' object has no attribute 'value'" % self._ctype_name())
        if len(v) > self._length:
            raise ValueError("byte string too long")
        data = bytes(v)
        if len(data) < self._length:
            data += b'\0'
        self._mem.write(data, 0)

    @property
    def raw(self):
        if self._typecode != 'c':
            raise AttributeError("'%s' object has no attribute 'raw'" % self._ctype_name())
        return self._all()

    @raw.setter
    def raw(self, v):
        if self._typecode != 'c':
            raise AttributeError("'%s' object has no attribute 'raw'" % self._ctype_name())
        if len(v) > self._length:
            raise ValueError("byte string too long")
        self._mem.write(bytes(v), 0)

    def _ctype_name(self):
        return '%s_Array_%d' % (self._cname, self._length)

    def __repr__(self):
        return '<multiprocessing.sharedctypes.%s object at %#x>' % (
            self._ctype_name(), id(self))

    def __reduce__(self):
        context.assert_spawning(self)
        return (_RawArray, (self._typecode, self._length, self._mem))


def RawValue(typecode_or_type, *args):
    """A value in shared memory, without a lock."""
    st, _ = _codec(typecode_or_type)
    v = _RawValue(typecode_or_type, _Memory(st.size))
    if args:
        if len(args) > 1:
            raise TypeError("too many initializers")
        v.value = args[0]
    return v


def RawArray(typecode_or_type, size_or_initializer):
    """An array in shared memory, without a lock."""
    st, _ = _codec(typecode_or_type)
    if isinstance(size_or_initializer, int):
        n = size_or_initializer
        if n < 0:
            raise ValueError("Array length must be >= 0")
        return _RawArray(typecode_or_type, n, _Memory(st.size * n))
    items = size_or_initializer
    if not isinstance(items, (bytes, bytearray)):
        items = list(items)
    a = _RawArray(typecode_or_type, len(items), _Memory(st.size * len(items)))
    if items:
        a[:] = items
    return a


def _lock_for(lock, ctx):
    if lock in (True, None):
        ctx = ctx or context._default_context.get_context()
        return ctx.RLock()
    if not hasattr(lock, 'acquire'):
        raise AttributeError("%r has no method 'acquire'" % lock)
    return lock


def Value(typecode_or_type, *args, lock=True, ctx=None):
    """A shared value with a lock (get_lock()); lock=False gives the
    RawValue itself."""
    obj = RawValue(typecode_or_type, *args)
    if lock is False:
        return obj
    lock = _lock_for(lock, ctx)
    return Synchronized(obj, lock)


def Array(typecode_or_type, size_or_initializer, *, lock=True, ctx=None):
    """A shared array with a lock; lock=False gives the RawArray itself."""
    obj = RawArray(typecode_or_type, size_or_initializer)
    if lock is False:
        return obj
    lock = _lock_for(lock, ctx)
    if typecode_or_type == 'c':
        return SynchronizedString(obj, lock)
    return SynchronizedArray(obj, lock)


def copy(obj):
    if isinstance(obj, _RawValue):
        return RawValue(obj._typecode, obj.value)
    return RawArray(obj._typecode, obj[:])


def synchronized(obj, lock=None, ctx=None):
    ctx = ctx or context._default_context.get_context()
    lock = lock or ctx.RLock()
    if isinstance(obj, _RawValue):
        return Synchronized(obj, lock)
    if obj._typecode == 'c':
        return SynchronizedString(obj, lock)
    return SynchronizedArray(obj, lock)


class SynchronizedBase:
    def __init__(self, obj, lock=None, ctx=None):
        self._obj = obj
        if lock:
            self._lock = lock
        else:
            ctx = ctx or context._default_context.get_context()
            self._lock = ctx.RLock()
        self.acquire = self._lock.acquire
        self.release = self._lock.release

    def __enter__(self):
        return self._lock.__enter__()

    def __exit__(self, *args):
        return self._lock.__exit__(*args)

    def __reduce__(self):
        context.assert_spawning(self)
        return type(self), (self._obj, self._lock)

    def get_obj(self):
        return self._obj

    def get_lock(self):
        return self._lock

    def __repr__(self):
        return '<%s wrapper for %s>' % (type(self).__name__, self._obj)


def _locked(name):
    """A property reading and writing the wrapped object's attribute
    under the wrapper's lock."""

    def get(self):
        with self._lock:
            return getattr(self._obj, name)

    def set(self, v):
        with self._lock:
            setattr(self._obj, name, v)

    return property(get, set)


class Synchronized(SynchronizedBase):
    value = _locked('value')


class SynchronizedArray(SynchronizedBase):
    def __len__(self):
        return len(self._obj)

    def __getitem__(self, i):
        with self._lock:
            return self._obj[i]

    def __setitem__(self, i, value):
        with self._lock:
            self._obj[i] = value

    def __getslice__(self, start, stop):
        with self._lock:
            return self._obj[start:stop]

    def __iter__(self):
        with self._lock:
            return iter(self._obj[:])


class SynchronizedString(SynchronizedArray):
    value = _locked('value')
    raw = _locked('raw')
