# An unexpected keyword argument: CPython 3.13 suggests the closest
# parameter name ("... Did you mean 'value'?"), for Python functions and
# for builtins alike, when one is close enough.
import math, itertools, random, re, decimal

def f(key, value=1, *, flag=False):
    pass

def pos(a, b, /, c):
    pass

class C:
    def method(self, alpha, beta=2):
        pass
    def __init__(self, size=0):
        pass

cases = [
    lambda: f(1, valeu=2), lambda: f(kye=1), lambda: f(1, zzz=2), lambda: f(1, flga=True),
    lambda: f(1, Value=2), lambda: pos(1, 2, c=3, a=4), lambda: pos(1, 2, cc=3),
    lambda: C().method(1, beat=3), lambda: C(sise=1), lambda: (lambda x, y: 0)(1, yy=2),
    lambda: zip([], stict=True), lambda: sum([], strt=0), lambda: print(ende=''),
    lambda: math.prod([], strt=1), lambda: itertools.product([], repaet=1),
    lambda: itertools.zip_longest([], fillvaleu=1), lambda: random.sample([], 0, countz=1),
    lambda: re.compile('a', flagz=0), lambda: re.sub('a', 'b', 'c', cont=1),
    lambda: decimal.Decimal(1).quantize(1, roundin=None), lambda: decimal.getcontext().power(1, 2, modul=3),
    lambda: decimal.localcontext(pec=5),
    lambda: sorted([], kye=None), lambda: [].sort(revrse=True), lambda: max([1], defalt=0),
    lambda: min([1], kez=None), lambda: 'a'.encode(encodng='x'), lambda: bytes(sourc=b''),
    lambda: str(objekt=1), lambda: open('/dev/null', mod='r'), lambda: compile('1', 's', 'eval', flag=0),
    lambda: 'a'.replace('a', 'b', cont=1), lambda: ImportError('x', nme='m'),
    lambda: sorted([], extra=1), lambda: sorted([], key=None, extra=1),
    lambda: [].sort(key=None, reverse=False, extra=1), lambda: [].sort(key=None, key2=1),
]
for g in cases:
    try:
        g()
        print('ok')
    except TypeError as e:
        print(e)
