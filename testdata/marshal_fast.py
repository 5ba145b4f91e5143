# marshal dumps/loads of nested containers, byte for byte as CPython 3.13
# writes them, and the cases handed back to the Python code. CPython flags
# objects for back-references by their reference counts (a literal held by
# the code object counts), so values made of literals print their bytes
# only where those do not matter (hexok=False: round trip only).
import marshal


def show(label, v, versions=(2, 3, 4), hexok=True):
    for ver in versions:
        b = marshal.dumps(v, ver)
        back = marshal.loads(b)
        shown = b.hex() if hexok or ver == 2 else len(b) > 0
        print(label, ver, shown, back == v or (back != back), type(back).__name__)


show('none', None)
show('bools', [True, False, None, Ellipsis, StopIteration])
show('ints', [0, 1, -1, -5, -6, 256, 257, 2**31 - 1, -2**31, 2**31, -2**31 - 1,
              2**47, -2**47, 2**62, 2**64 + 5, -(2**100) - 7, 10**40], hexok=False)
show('floats', [0.0, -0.0, 1.5, 1e300, float('inf'), -float('inf')], hexok=False)
show('complex', [1j, complex(2.5, -3.25)], hexok=False)
show('strs', ['', 'a', 'abc', 'hello world', 'snake_case_1', 'é', 'naïve café',
              '日本語', 'x' * 300, 'y z' * 100, '\x7f', 'a-b'], hexok=False)
show('bytes', [b'', b'x', b'xy', bytes(range(256)), bytearray(b'ba')], hexok=False)
show('tuple', (1, (2, 3), (), ('a',), tuple(range(300))), hexok=False)
show('list', [[], [1, [2, [3, [4]]]], list(range(10))])
show('dict', {'a': 1, 'b': [1, 2], 3: {'x': (1.5, 'y')}, (1, 2): None}, hexok=False)
show('sets', [set(), {1, 2, 3}, frozenset(), frozenset({'a'})])

shared = [1, 2, 3]
s = 'not interned string'
show('shared', [shared, shared, {'k': shared}, s, s, (s,)])
t = (1, 2)
show('shared tuple', {'a': t, 'b': t, 'c': [t, t]})
k = 'key_name'
show('interned keys', [{k: 1, 'other': 2}, {k: 3, 'other': 4}])
big = 2**80
show('top big int', big)
show('top float', 3.5)

config = {
    'name': 'service', 'version': (1, 4, 2), 'debug': False,
    'servers': [{'host': 'h%d' % i, 'port': 8000 + i, 'weight': i / 4,
                 'tags': ['web', 'tier%d' % (i % 3)]} for i in range(12)],
    'limits': {'cpu': 1.5, 'mem': 2**33, 'ids': frozenset(range(5))},
}
b = marshal.dumps(config)
print(marshal.loads(b) == config)
print(marshal.loads(bytearray(b)) == config)
print(marshal.loads(memoryview(b)) == config)
print(marshal.loads(b + b'trailing') == config)

# bytes CPython wrote for some of the values above, with its flags
for h in ['fbda0161e901000000da01625b020000007202000000e902000000e9030000007bda0178a902e7000000000000f83fda017930a902720200000072040000004e30',
          'db02000000fa036162637201000000',
          'a902f3020000006869720100000072000000004e']:
    print(repr(marshal.loads(bytes.fromhex(h))))

# versions 0 and 1 and other buffers go to the Python code
show('old', [1.5, 2j, 'abc', (1,)], versions=(0, 1))
print(marshal.dumps(memoryview(b'mv')).hex())
print(marshal.dumps('\ud800', 4).hex(), repr(marshal.loads(marshal.dumps('\ud800'))))
print(repr(marshal.loads(b'\xfa\x02\xe9\xe8')))


class MyInt(int):
    pass


for bad in [MyInt(3), [object()], {1: {2: len}}]:
    try:
        marshal.dumps(bad)
    except ValueError as e:
        print('ValueError', e)

nested = []
for _ in range(2100):
    nested = [nested]
try:
    marshal.dumps(nested)
except ValueError as e:
    print('ValueError', e)
ok = []
for _ in range(1900):
    ok = [ok]
print(len(marshal.dumps(ok)))
deep = b'[\x01\x00\x00\x00' * 2100 + b'N'
try:
    marshal.loads(deep)
except ValueError as e:
    print('ValueError', e)

for data in [b'', b'i\x01', b'[\x02\x00\x00\x00N', b'r\x00\x00\x00\x00', b'?',
             b'{[\x00\x00\x00\x00N0', b'(\x01\x00\x00\x000', b'0',
             b'l\x01\x00\x00\x00\x00\x00', b'\xdb\x01\x00\x00\x00r\x00\x00\x00\x00']:
    try:
        print(repr(marshal.loads(data)))
    except Exception as e:
        print(type(e).__name__, e)
try:
    marshal.loads('text')
except TypeError as e:
    print('TypeError', e)
