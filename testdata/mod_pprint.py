"""pprint: line breaking of containers, strings and bytes, options,
recursion and the helper functions, against CPython 3.13."""
import collections
import dataclasses
import io
import pprint
import types

data = {
    'name': 'cpjit',
    'numbers': list(range(30)),
    'nested': {'a': [1, 2, {'deep': (3, 4, 5)}], 'b': {'x': 1, 'y': [10] * 12}},
    'tuple': tuple(range(12)),
    'single': (1,),
    'empty': [[], {}, (), set(), frozenset(), '', b''],
    'set': set(range(25)),
    'frozen': frozenset('abcdefghijklmnopqrstuvwxyz'),
    'text': 'The quick brown fox jumps over the lazy dog. ' * 4,
    'lines': 'first line\nsecond line that is rather long and goes on and on and on and on\nthird',
    'bytes': bytes(range(40)),
    'ba': bytearray(b'hello world, this is a bytearray that is long enough to wrap'),
    3: 'int key',
    'big': 12345678901234567890,
    'floats': [0.1, 1e100, -2.5, float('inf')],
}

pprint.pprint(data)
for width in (20, 40, 60, 120):
    print('--- width', width)
    pprint.pprint(data['nested'], width=width)
    pprint.pprint(data['numbers'], width=width, compact=True)
    pprint.pprint(data['text'], width=width)
print('--- indent/depth')
pprint.pprint(data['nested'], indent=4, width=30)
pprint.pprint(data['nested'], depth=1)
pprint.pprint(data['nested'], depth=2)
pprint.pprint([1, [2, [3, [4, [5]]]]], depth=3)
pprint.pprint(data['numbers'], indent=3, width=40)
pprint.pprint(data['numbers'], indent=3, width=40, compact=True)
print('--- sort_dicts / pp / underscore_numbers')
d = {'zeta': 1, 'alpha': [1, 2, 3], 'mid': {'q': 1, 'b': 2}}
pprint.pprint(d, width=20)
pprint.pprint(d, width=20, sort_dicts=False)
pprint.pp(d, width=20)
pprint.pp(d, width=20, sort_dicts=True)
pprint.pprint([10**6, 12345678901234, -5000, 3.5], underscore_numbers=True)
pprint.pprint({1: 10**10, 2: [10**12] * 8}, underscore_numbers=True, width=40)
print('--- mixed keys and set elements')
pprint.pprint({1: 'a', 'b': 2, (1, 2): 3, None: 4, 2.5: 5}, width=30)
pprint.pprint({3, 'a', (1,), 2.5, None, 'b', 1}, width=20)
print('--- strings and bytes')
pprint.pprint('short')
pprint.pprint('x' * 100)
pprint.pprint('word ' * 30, width=30)
pprint.pprint(['word ' * 30], width=30)
pprint.pprint({'key': 'a fairly long string value that will have to be split somewhere'}, width=40)
pprint.pprint('line one\nline two\n\nline four\n', width=15)
pprint.pprint('   leading spaces and   several   gaps   ' * 3, width=25)
pprint.pprint(b'\x00\x01abc' * 20, width=30)
pprint.pprint([b'abcdefgh' * 8], width=40)
pprint.pprint(bytearray(b'xyz' * 30), width=40)
pprint.pprint(b'abcd')
print('--- collections')
od = collections.OrderedDict((str(i), i * i) for i in range(12))
pprint.pprint(od, width=40)
pprint.pprint(collections.OrderedDict())
dd = collections.defaultdict(list, {'a': [1, 2, 3] * 5, 'b': [4] * 10})
pprint.pprint(dd, width=40)
pprint.pprint(collections.defaultdict(int))
c = collections.Counter('the quick brown fox jumps over the lazy dog')
pprint.pprint(c, width=40)
pprint.pprint(collections.Counter())
dq = collections.deque(range(30))
pprint.pprint(dq, width=40)
pprint.pprint(collections.deque(range(30), maxlen=40), width=40)
pprint.pprint(collections.deque())
cm = collections.ChainMap({'a': 1, 'b': list(range(20))}, {'c': 3})
pprint.pprint(cm, width=40)
pprint.pprint(collections.ChainMap())
pprint.pprint(types.MappingProxyType({'k%d' % i: i for i in range(10)}), width=40)
pprint.pprint(types.SimpleNamespace(alpha=list(range(20)), beta='b' * 30, gamma={'x': 1}), width=40)
ud = collections.UserDict({'k%d' % i: i for i in range(10)})
pprint.pprint(ud, width=40)
pprint.pprint(collections.UserList(range(30)), width=40)
Point = collections.namedtuple('Point', 'x y')
pprint.pprint([Point(1, 2)] * 6, width=40)
class MyList(list):
    pass
class MyDict(dict):
    pass
class ReprList(list):
    def __repr__(self):
        return 'ReprList(...)'
pprint.pprint(MyList(range(30)), width=40)
pprint.pprint(MyDict(a=list(range(20))), width=40)
pprint.pprint(ReprList(range(30)), width=40)
print('--- dataclasses')
@dataclasses.dataclass
class Item:
    name: str
    tags: list
    price: float = 0.0
    hidden: int = dataclasses.field(default=0, repr=False)
items = [Item('widget', ['a', 'b', 'c'] * 4, 9.99), Item('gadget', [], 1.5)]
pprint.pprint(items, width=40)
pprint.pprint(Item('x', []), width=40)
@dataclasses.dataclass(repr=False)
class NoRepr:
    values: list
r = NoRepr(list(range(40)))
print(pprint.pformat(r).startswith('<'))
print('--- recursion')
rec = [1, 2]
rec.append(rec)
recd = {'self': None, 'other': list(range(30))}
recd['self'] = recd
out = pprint.pformat(rec)
print(out.replace(str(id(rec)), 'ID'))
out = pprint.pformat(recd)
print(out.replace(str(id(recd)), 'ID'))
print(pprint.saferepr(rec).replace(str(id(rec)), 'ID'))
print(pprint.isrecursive(rec), pprint.isrecursive([1, [2]]), pprint.isreadable(rec))
print(pprint.isreadable([1, 'a', (2.5, None)]), pprint.isreadable([object]), pprint.isreadable({1: len}))
print(pprint.saferepr({'b': 1, 'a': [3, 2]}), pprint.saferepr('x' * 5))
p = pprint.PrettyPrinter(width=30, indent=2)
print(p.pformat(data['nested']))
print(p.isrecursive(rec), p.isreadable(rec), p.isreadable([1, 2]))
print(p.format([1, {'a': 2}], {}, 0, 0))
print(pprint.PrettyPrinter(depth=1).format([1, [2]], {}, 1, 0))
print('--- streams and errors')
buf = io.StringIO()
pprint.pprint({'to': 'stream'}, stream=buf)
pprint.PrettyPrinter(stream=buf, width=10).pprint(['a', 'b', 'c'])
print(repr(buf.getvalue()))
for kwargs in [{'indent': -1}, {'depth': 0}, {'width': 0}, {'depth': -3}]:
    try:
        pprint.PrettyPrinter(**kwargs)
    except ValueError as e:
        print('ValueError:', e)
print(pprint.pformat((1,), width=1), pprint.pformat((), width=1))
print(pprint.pformat([[1, 2], [3, 4]], width=1))
print(pprint.pformat({'a': {'b': {'c': {}}}}, width=5))
