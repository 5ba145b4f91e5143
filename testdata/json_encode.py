# json.dumps / JSONEncoder: options, value kinds and errors (CPython 3.13).
import json
from collections import OrderedDict
from enum import IntEnum


def show(label, fn):
    try:
        print(label, repr(fn()))
    except Exception as e:
        print(label, type(e).__name__, e)


data = {'name': 'x\u00e9\u4e2d\U0001f600', 'list': [1, 2.5, None, True, False],
        'nested': {'a': [], 'b': {}, 'c': [{}], 'd': [[1], [2, [3]]]},
        'tuple': (1, 'two'), 'esc': '"\\/\b\f\n\r\t\x00\x1f\x7f\u2028'}
show('plain', lambda: json.dumps(data))
show('unicode', lambda: json.dumps(data, ensure_ascii=False))
show('compact', lambda: json.dumps(data, separators=(',', ':')))
show('sorted', lambda: json.dumps(data, sort_keys=True))
for ind in (0, 2, '\t', '--', -1, True):
    show('indent %r' % (ind,), lambda: json.dumps(data, indent=ind, sort_keys=True))
show('indent+seps', lambda: json.dumps([1, {'a': 2}], indent=1, separators=(' ,', ' = ')))

# floats: repr, specials, allow_nan
floats = [0.0, -0.0, 1.0, 0.1, 1e16, 1e-7, 123456789.125, 1.7976931348623157e308,
          5e-324, 2.5e-5, 1e22, 1/3, float('nan'), float('inf'), float('-inf')]
show('floats', lambda: json.dumps(floats))
for f in floats[-3:]:
    show('no nan %r' % f, lambda: json.dumps([f], allow_nan=False))
    show('no nan key %r' % f, lambda: json.dumps({f: 1}, allow_nan=False))


class F(float):
    def __repr__(self):
        return 'F!'


class I(int):
    def __repr__(self):
        return 'I!'

    def __str__(self):
        return 'I?'


class Color(IntEnum):
    RED = 1
    BLUE = 22


class S(str):
    def __str__(self):
        return 'S?'


show('subclasses', lambda: json.dumps([F(1.5), I(7), Color.BLUE, S('s'), True, False]))
show('subclass keys', lambda: json.dumps({F(2.5): 1, I(3): 2, Color.RED: 3, S('k'): 4}))
show('bigints', lambda: json.dumps([2**64, -2**100, 10**40, {2**70: 1}]))
show('keys', lambda: json.dumps({1: 'a', 2.5: 'b', True: 'c', None: 'd', -3: 'e', 1e300: 'f'}))
show('bad key', lambda: json.dumps({(1, 2): 3}))
show('bad key obj', lambda: json.dumps({'ok': 1, object: 2}))
show('skipkeys', lambda: json.dumps({(1, 2): 3, 'a': 4, frozenset(): 5, 'b': 6}, skipkeys=True))
show('skipkeys first', lambda: json.dumps({(1, 2): 3, 'a': 4}, skipkeys=True, indent=2))
show('sort mixed', lambda: json.dumps({2: 1, 'a': 3}, sort_keys=True))
show('sort ints', lambda: json.dumps({3: 1, 1: 2, 2: 3}, sort_keys=True))

# containers
class L(list):
    def __iter__(self):
        return iter([99])


class T(tuple):
    pass


class D(dict):
    def items(self):
        return [('z', 1), ('a', 2)]


class D2(dict):
    pass


show('list sub', lambda: json.dumps(L([1, 2])))
show('tuple sub', lambda: json.dumps(T((1, (2, 3)))))
show('dict sub items()', lambda: json.dumps(D(x=1)))
show('dict sub sorted', lambda: json.dumps(D(x=1), sort_keys=True))
show('dict sub plain', lambda: json.dumps(D2(b=1, a=[D2()])))
show('ordered', lambda: json.dumps(OrderedDict([('b', 1), ('a', 2)])))
show('empty', lambda: json.dumps([[], {}, (), '', D2()], indent=2))

# unserializable values and default
class P:
    def __init__(self, v):
        self.v = v


show('no default', lambda: json.dumps([1, P(1)]))
show('no default set', lambda: json.dumps({1, 2}))
show('no default bytes', lambda: json.dumps(b'x'))
show('default', lambda: json.dumps([P(1), {'p': P([P(2)])}], default=lambda o: {'P': o.v}))
show('default None', lambda: json.dumps(P(3), default=lambda o: None))
show('default raises', lambda: json.dumps([P(3)], default=lambda o: 1 / 0))

# circular references
a = []
a.append(a)
show('circ list', lambda: json.dumps(a))
d = {}
d['self'] = d
show('circ dict', lambda: json.dumps(d))
show('circ default', lambda: json.dumps(P(0), default=lambda o: o))
show('circ default2', lambda: json.dumps([P(0)], default=lambda o: [o]))
shared = [1]
show('shared ok', lambda: json.dumps([shared, shared, {'s': shared}]))
show('no check', lambda: json.dumps([shared, shared], check_circular=False))
try:
    json.dumps(a, check_circular=False)
except RecursionError as e:
    print('no check circ RecursionError')

# deep nesting
deep = []
for _ in range(500):
    deep = [deep]
print('deep', len(json.dumps(deep)))
deepd = {}
for _ in range(500):
    deepd = {'k': deepd}
print('deepd', len(json.dumps(deepd, indent=1)))

# JSONEncoder subclasses
class Enc(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, set):
            return sorted(o)
        if isinstance(o, complex):
            return [o.real, o.imag]
        return super().default(o)


show('cls default', lambda: json.dumps({'s': {3, 1, 2}, 'c': 1j}, cls=Enc))
show('cls default fail', lambda: json.dumps({'o': P(1)}, cls=Enc))
show('cls indent', lambda: json.dumps({'s': {3, 1}}, cls=Enc, indent=3))


class UpperEnc(json.JSONEncoder):
    def encode(self, o):
        return super().encode(o).upper()


show('cls encode', lambda: json.dumps({'a': 'b'}, cls=UpperEnc))


class ChunkEnc(json.JSONEncoder):
    def iterencode(self, o, _one_shot=False):
        for chunk in super().iterencode(o, _one_shot):
            yield chunk.replace('1', 'one')


show('cls iterencode', lambda: json.dumps([1, {'a': 11}], cls=ChunkEnc))


class KwEnc(json.JSONEncoder):
    def __init__(self, *, tag='?', **kw):
        super().__init__(**kw)
        self.tag = tag

    def default(self, o):
        return self.tag


show('cls kw', lambda: json.dumps([P(1)], cls=KwEnc, tag='TAG'))
show('bad kw', lambda: json.dumps([1], foo=1))

enc = json.JSONEncoder(sort_keys=True)
print(enc.encode({'b': 1, 'a': 2}))
enc.sort_keys = False
enc.item_separator = ';'
print(enc.encode({'b': 1, 'a': 2}))
enc.indent = 2
print(enc.encode({'b': [1], 'a': 2}))
enc.default = lambda o: 'D'
print(enc.encode([P(1)]))
print(json.JSONEncoder().encode('str\u00e9'), json.JSONEncoder(ensure_ascii=False).encode('str\u00e9'))
print(json.dumps('\ud800'), json.dumps('\ud800x', ensure_ascii=False) == '"\ud800x"')
print(json.dumps(None), json.dumps(True), json.dumps(12), json.dumps(-0.5), json.dumps('s'))

# module-level state stays intact after errors
show('after errors', lambda: json.dumps({'a': [1, 2, {'b': None}]}))
