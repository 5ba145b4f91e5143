import pickle, copyreg, io, datetime, collections, re

from pickle_fixtures import *

# shared and recursive references
shared = [1, 2]
d = pickle.loads(pickle.dumps({'a': shared, 'b': shared}))
print(d, d['a'] is d['b'])
rec = [1]
rec.append(rec)
for proto in range(6):
    data = pickle.dumps(rec, proto)
    r = pickle.loads(data)
    print(proto, data, r[1] is r)
t = ([],)
t[0].append(t)
for proto in (0, 2, 4):
    data = pickle.dumps(t, proto)
    r = pickle.loads(data)
    print(proto, data, r[0][0] is r)
pnt = Point(0, 0)
pnt.self = pnt
r = pickle.loads(pickle.dumps(pnt))
print(r.self is r)

# file API, several pickles in one stream
buf = io.BytesIO()
pickle.dump([1, 2], buf)
pickle.dump('second', buf, protocol=0)
pickle.dump({'third': 3}, buf, 2)
buf.seek(0)
print(pickle.load(buf), pickle.load(buf), pickle.load(buf))
show('exhausted', lambda: pickle.load(buf))
p = pickle.Pickler(buf2 := io.BytesIO(), 2)
p.dump('x')
p.dump('x')
print(buf2.getvalue())
p.clear_memo()
p.dump('x')
print(buf2.getvalue())

# copyreg
class Temp:
    def __init__(self, c):
        self.c = c
def reduce_temp(t):
    return (Temp, (t.c * 2,))
copyreg.pickle(Temp, reduce_temp)
print(pickle.loads(pickle.dumps(Temp(21))).c, Temp in copyreg.dispatch_table)
del copyreg.dispatch_table[Temp]
show('copyreg.pickle bad', lambda: copyreg.pickle(Temp, 5))
show('copyreg.constructor bad', lambda: copyreg.constructor(5))
print(copyreg.__newobj__(Point, 1, 2).__class__.__name__, copyreg._reconstructor(Point, object, None).__class__.__name__)

# Pickler hooks
class PidPickler(pickle.Pickler):
    def persistent_id(self, obj):
        if isinstance(obj, Point):
            return 'point:%s' % obj.x
        return None
class PidUnpickler(pickle.Unpickler):
    def persistent_load(self, pid):
        return ('loaded', pid)
for proto in (0, 2, 5):
    f = io.BytesIO()
    PidPickler(f, proto).dump([Point(9, 9), 1])
    print(f.getvalue())
    f.seek(0)
    print(PidUnpickler(f).load())
show('no persistent_load', lambda: pickle.loads(b'\x80\x02X\x01\x00\x00\x00aQ.'))

class TablePickler(pickle.Pickler):
    dispatch_table = {Point: lambda p: (complex, (p.x, p.y))}
f = io.BytesIO()
TablePickler(f, 3).dump(Point(1, 2))
print(f.getvalue(), pickle.loads(f.getvalue()))

class OverridePickler(pickle.Pickler):
    def reducer_override(self, obj):
        if obj is module_func:
            return (str, ('replaced',))
        return NotImplemented
f = io.BytesIO()
OverridePickler(f, 4).dump([module_func, 1])
print(pickle.loads(f.getvalue()))

class Restricted(pickle.Unpickler):
    def find_class(self, module, name):
        if module == 'builtins' and name in ('set', 'frozenset'):
            return getattr(__import__(module), name)
        raise pickle.UnpicklingError("global '%s.%s' is forbidden" % (module, name))
show('restricted ok', lambda: Restricted(io.BytesIO(pickle.dumps({1, 2}, 2))).load())
show('restricted', lambda: Restricted(io.BytesIO(pickle.dumps(Point(1, 2)))).load())

# errors
def local_class():
    class Local:
        pass
    return Local
show('lambda', lambda: pickle.dumps(lambda: 0))
show('local class', lambda: pickle.dumps(local_class()))
show('generator', lambda: pickle.dumps(x for x in ()))
show('module', lambda: pickle.dumps(pickle))
show('protocol', lambda: pickle.dumps(1, 6))
show('file', lambda: pickle.dump(1, 5))
show('empty', lambda: pickle.loads(b''))
show('badkey', lambda: pickle.loads(b'\xff'))
show('truncated', lambda: pickle.loads(b'X\x05\x00\x00\x00ab'))
show('truncated frame', lambda: pickle.loads(b'\x80\x04\x95\x05\x00\x00'))
show('unsupported', lambda: pickle.loads(b'\x80\x06N.'))
show('no mark', lambda: pickle.loads(b't.'))
show('underflow', lambda: pickle.loads(b'0.'))
show('memo', lambda: pickle.loads(b'h\x05.'))
show('no attr', lambda: pickle.loads(b'cbuiltins\nnope\n.'))
show('no module', lambda: pickle.loads(b'cnomod_xyz\nnope\n.'))
show('no stop', lambda: pickle.loads(b'N'))
show('str input', lambda: pickle.loads('N.'))
show('extra data', lambda: pickle.loads(b'N.xyz'))
class R5:
    def __reduce__(self):
        return 5
class R1:
    def __reduce__(self):
        return (len,)
class RArgs:
    def __reduce__(self):
        return (len, 5)
class RFunc:
    def __reduce__(self):
        return (5, ())
for cls in (R5, R1, RArgs, RFunc):
    show(cls.__name__, lambda: pickle.dumps(cls()))
print(issubclass(pickle.PicklingError, pickle.PickleError), issubclass(pickle.UnpicklingError, pickle.PickleError), pickle.HIGHEST_PROTOCOL, pickle.DEFAULT_PROTOCOL)
print(pickle.encode_long(255), pickle.encode_long(-256), pickle.decode_long(b'\xff\x00'), pickle.decode_long(b'\x00\xff'))

# bytearray subclasses reduce through bytearray's own reduction
import copy
class BA(bytearray):
    pass
ba = BA(b'ab')
ba.tag = 1
for proto in (0, 2, 5):
    data = pickle.dumps(ba, proto)
    back = pickle.loads(data)
    print(proto, data, type(back).__name__, back, back.tag)
print(bytearray(b'ab').__reduce_ex__(2), bytearray(b'ab').__reduce_ex__(3), bytearray().__reduce_ex__(4))
c = copy.copy(ba)
print(type(c).__name__, c, c.tag)
