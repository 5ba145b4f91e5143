# pprint's safe repr over builtin containers (formatted in Go) mixed with
# objects that take pprint.py's Python path: sorting, depth, recursion,
# readability, subclasses and printers that override format.
import pprint


class Empty:
    def __repr__(self):
        return ''


class Angle:
    def __repr__(self):
        return '<angle>'


class D(dict):
    pass


class L(list):
    def __repr__(self):
        return 'L!' + list.__repr__(self)


class I(int):
    pass


data = {
    'b': [1, 2.5, 'x', None, True, b'by', bytearray(b'ba'), 3j, -7, 2 ** 80],
    'a': (1,),
    'c': (),
    'd': {3: 'three', 1: 'one', 2: {}},
    'e': {'z': [], 'y': ((1, 2), [3, (4,)])},
    'f': D(q=1, p=[2]),
    'g': L([3, 2]),
    'h': I(5),
    'i': {2.5: 'f', 1: 'i', True: 'b'},
    'j': {'s': 1, 2: 'mixed', (1,): 't'},
    'k': {None: 1, 'x': 2},
}
print(pprint.saferepr(data))
print(pprint.pformat(data, width=40))
print(pprint.pformat(data, width=40, sort_dicts=False))
for depth in (1, 2, 3):
    print(depth, pprint.pformat(data, depth=depth, width=200))
print(pprint.pformat(data, underscore_numbers=True, width=200))
print(pprint.pformat(data, compact=True, width=30))

r = [1, 2]
r.append(r)
rd = {'self': None}
rd['self'] = rd
rd['list'] = [rd, (rd,)]
for v in (r, rd, (r, r), [[[[1]]]], {'t': (r,)}):
    print(pprint.isrecursive(v), pprint.isreadable(v),
          pprint.saferepr(v).replace(str(id(r)), 'ID').replace(str(id(rd)), 'ID'))

for v in (Empty(), [Empty()], {'k': Empty()}, {Empty(): 1}, (Angle(),),
          {'a': Angle(), 'b': 1}, [1, 'x'], {'x': (1, 2.0)}):
    print(repr(pprint.isreadable(v)), repr(pprint.PrettyPrinter().format(v, {}, 0, 0)))

pp = pprint.PrettyPrinter(depth=2)
print(pp.format({'a': [1, [2, [3]]]}, {}, 2, 0))
print(pp.format([[1], {'k': [2]}], {}, 1, 1))
print(pp.format([1, 2], {id([1, 2]): 1}, None, 0))


class Upper(pprint.PrettyPrinter):
    def format(self, object, context, maxlevels, level):
        if isinstance(object, str):
            return repr(object.upper()), True, False
        return super().format(object, context, maxlevels, level)


print(Upper().pformat({'k': ['v', ('w', {'x': 'y'})]}))


class Counting(pprint.PrettyPrinter):
    calls = 0

    def _safe_repr(self, object, context, maxlevels, level):
        Counting.calls += 1
        return super()._safe_repr(object, context, maxlevels, level)


print(Counting().pformat([1, [2, 3], {'a': 4}]), Counting.calls)

p = pprint.PrettyPrinter(width=20)
p.format = lambda o, c, m, l: ('X', True, False)
print(p.pformat([1, 2]))

big = [{'name': 'n%d' % i, 'vals': list(range(i % 4)), 'pair': (i, str(i))}
       for i in range(12)]
print(pprint.pformat(big))
pprint.pprint({'unsortable': {1: 'a', 'b': 2, None: 3, 2.5: 4}})
pprint.pprint([{}, [], (), {'x': {}}, set(), frozenset({1})])
