# reprlib: size-limited reprs and recursive_repr
import reprlib
from collections import deque
from array import array

r = reprlib.repr
print(r(list(range(20))))
print(r(tuple(range(3))), r((1,)), r(tuple(range(10))))
print(r(set(range(20))), r(frozenset(range(3))), r(set()), r(frozenset()))
print(r({i: str(i) for i in range(10)}), r({}))
print(r('x' * 100), r('short'), r(2 ** 200), r(12345))
print(r(deque(range(10))), r(array('i', range(10))), r(array('d')))
print(r([[[[[[[[1]]]]]]]]), r({'a': {'b': {'c': {'d': {'e': {'f': {'g': 1}}}}}}}))
print(r(object).startswith("<class 'object'>"[:20]))


class Long:
    def __repr__(self):
        return 'L' * 50
print(r(Long()))


class Broken:
    def __repr__(self):
        raise ValueError
print(r(Broken()).startswith('<Broken instance at 0x'))

aRepr = reprlib.Repr(maxlist=2, maxstring=10, fillvalue='+++')
print(aRepr.repr([1, 2, 3, 4]), aRepr.repr('abcdefghijklmnop'))
ind = reprlib.Repr(indent=2)
print(ind.repr([1, [2, 3], {'k': (4, 5)}]))
print(reprlib.Repr(indent='--').repr([1, 2]))
try:
    reprlib.Repr(indent=-1).repr([1])
except ValueError as e:
    print('ValueError', e)
try:
    reprlib.Repr(indent=1.5).repr([1])
except TypeError as e:
    print('TypeError', e)


class MyRepr(reprlib.Repr):
    def repr_Point(self, obj, level):
        return f'Pt({obj.x})'


class Point:
    def __init__(self, x):
        self.x = x
print(MyRepr().repr([Point(1), Point(2)]))


class deque(list):
    pass
print('a user class named deque', r(deque(range(10))))


class Node:
    def __init__(self):
        self.children = []

    @reprlib.recursive_repr()
    def __repr__(self):
        return f'Node({self.children!r})'
n = Node()
n.children.append(n)
print(repr(n), Node.__repr__.__name__, Node.__repr__.__wrapped__.__name__)


class Custom:
    @reprlib.recursive_repr(fillvalue='<loop>')
    def __repr__(self):
        return f'C[{self.me!r}]'
c = Custom()
c.me = c
print(repr(c))
