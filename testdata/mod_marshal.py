# marshal: CPython's bytes for the core types in every version, round
# trips, back-references, dump/load on files, and the errors.
import io
import marshal

x = 'hello world'
t = ('shared', 1)
values = [None, True, False, StopIteration, ..., 0, 1, -5, 255, 1000, -1000,
          2**31 - 1, -2**31, 2**31, 2**40, -2**70, 10**30, 1.5, -0.0, 1e100,
          float('inf'), 2 + 1j, b'', b'a', b'ab', '', 'a', 'abc', 'a b',
          'héllo', '\u20ac' * 3, 'a' * 300, 'a b' * 100, (), (1, 2), [], [1, 2],
          {}, {1: 2, 'k': [3]}, {1, 2}, frozenset({3}), [[]], (x, x), [t, t],
          {'a': (float('1.5'), None)}, tuple(range(300))]
for v in values:
    for ver in (0, 1, 2, 3, 4):
        data = marshal.dumps(v, ver)
        back = marshal.loads(data)
        ok = back == v or (v != v and back != back)
        print(ver, repr(v)[:40], data[:60], ok, type(back).__name__)
print(marshal.version, marshal.dumps(1) == marshal.dumps(1, marshal.version))

# Shared objects come back shared.
lst = [1]
outer = marshal.loads(marshal.dumps([lst, lst]))
print(outer, outer[0] is outer[1])
outer = marshal.loads(marshal.dumps([lst, lst], 2))
print(outer, outer[0] is outer[1])

# Data written by CPython with reference flags loads.
print(marshal.loads(b'\xdb\x02\x00\x00\x00\xfa\x0bhello worldr\x01\x00\x00\x00'))
print(marshal.loads(b'\xa9\x02\xe9\x01\x00\x00\x00r\x01\x00\x00\x00'))
print(marshal.loads(bytearray(b'N')), marshal.loads(memoryview(b'T')))
print(marshal.loads(b'i\x01\x00\x00\x00junk'))
print(marshal.dumps(bytearray(b'ab')), marshal.dumps(memoryview(b'ab')))
print(marshal.dumps('\udc80'), marshal.loads(marshal.dumps('\udc80')) == '\udc80')
print(marshal.dumps(True, allow_code=False), marshal.loads(b'F', allow_code=False))

# Several values in one file.
f = io.BytesIO()
for v in ([1, 'two'], {3: 4.0}, 'end'):
    marshal.dump(v, f)
marshal.dump(7, f, 2)
f.seek(0)
print(marshal.load(f), marshal.load(f), marshal.load(f), marshal.load(f))
try:
    marshal.load(f)
except EOFError as e:
    print('EOFError', e)

# Errors.
for bad in [b'', b'i\x01', b'\x01', b'l\x01\x00\x00\x00\x00\x80',
            b'r\x00\x00\x00\x00', b'(\x02\x00\x00\x00N', b'{N', b'0',
            b'[\x01\x00\x00\x000', b'<\x01\x00\x00\x000', b'{N0', b'{0']:
    try:
        print(marshal.loads(bad))
    except (EOFError, ValueError, TypeError) as e:
        print(type(e).__name__, e)


class I(int):
    pass


class L(list):
    pass


for bad in [object(), [object()], print, type, I(3), L([1]), {1: object}]:
    try:
        print(marshal.dumps(bad))
    except ValueError as e:
        print('ValueError', e)
for call in (lambda: marshal.dumps(1, 'x'), lambda: marshal.loads('abc'),
             lambda: marshal.dump(1, io.StringIO())):
    try:
        call()
    except TypeError as e:
        print('TypeError', e)
