# pickletools.dis, genops and optimize over the pickles of common objects
# in every protocol (the pickles themselves are CPython's bytes).
import collections
import io
import pickle
import pickletools


class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y

    def __repr__(self):
        return f'Point({self.x!r}, {self.y!r})'


shared = [1, 2]
objects = [
    None, True, False, 0, 1, -1, 255, 256, 65535, 65536, -300, 2**31 - 1, 2**31, 2**40,
    2**100, -2**70, 1.5, -0.0, float('inf'), 'héllo', 'a\nb\\c', '', b'', b'ab\x00',
    bytearray(b'xyz'), (), (1,), (1, 2), (1, 2, 3), (1, 2, 3, 4), [], [1, 'a'],
    {'k': [1, 2], 'z': None}, {1, 2}, frozenset([3]), set(), [shared, shared],
    complex(1, 2), Point(1, 'p'), collections.OrderedDict(a=1), range(1, 9, 2),
    'x' * 300, b'y' * 300, list(range(1005)),
]
for proto in range(6):
    print('=== protocol', proto)
    for obj in objects:
        data = pickle.dumps(obj, protocol=proto)
        print(repr(obj)[:40], data[:60])
        out = io.StringIO()
        pickletools.dis(data, out)
        text = out.getvalue()
        if len(text) > 3000:
            lines = text.splitlines()
            text = '\n'.join(lines[:12] + ['...'] + lines[-6:]) + '\n'
        print(text, end='')
        opt = pickletools.optimize(data)
        print('optimized', len(data), len(opt), pickle.loads(opt) == pickle.loads(data) if not isinstance(obj, Point) else True)
        if len(opt) < 200:
            print(opt)

data = pickle.dumps([shared, shared, 'x', ('x',)], protocol=2)
for op, arg, pos in pickletools.genops(data):
    print(pos, op.name, op.code, repr(arg), op.proto, op.arg.name if op.arg else None,
          [s.name for s in op.stack_before], [s.name for s in op.stack_after])
print(list(pickletools.genops(io.BytesIO(pickle.dumps(7, 0))))[0][1:])
pickletools.dis(pickletools.optimize(data))
pickletools.dis(data, indentlevel=2)
pickletools.dis(io.BytesIO(pickle.dumps({'a': (1, 2)}, 4)), indentlevel=0)
memo = {}
pickletools.dis(pickle.dumps('first', 2), memo=memo)
print(memo)
print(len(pickletools.opcodes), pickletools.opcodes[0].name)

for bad in [b'', b'K', b'K\x01', b'\xff', b'N', b'a.', b'(.', b'K\x01q\x00q\x00.', b'h\x05.',
            b'l.', b'\x80\x02N\x94.']:
    try:
        pickletools.dis(bad)
    except ValueError as e:
        print('ValueError', e)
