# An index whose __index__ gives an int beyond the machine's size: the
# error names the index object's type, as PyNumber_AsSsize_t does.
import array, collections

class I:
    def __init__(self, v): self.v = v
    def __index__(self): return self.v

class Big(int):
    pass

def show(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, type(e).__name__, e)

for k in [I(2**100), I(-2**100), Big(2**80), 2**64]:
    print('--', type(k).__name__)
    show('list', lambda: [1][k])
    show('tuple', lambda: (1,)[k])
    show('str', lambda: 'a'[k])
    show('bytes', lambda: b'a'[k])
    show('bytearray', lambda: bytearray(b'a')[k])
    show('memoryview', lambda: memoryview(b'a')[k])
    show('array', lambda: array.array('b', [1])[k])
    show('deque', lambda: collections.deque([1])[k])
    show('str*', lambda: 'ab' * k)
    show('list*', lambda: [1] * k)
    show('pop', lambda: [1].pop(k))

class Raiser:
    def __index__(self):
        raise OverflowError('my own')
show('str raiser', lambda: 'abc'[Raiser()])
show('bytes raiser', lambda: b'abc'[Raiser()])
print('abc'[I(1)], b'abc'[I(-1)], 'xy' * I(2), memoryview(b'xyz')[I(2)])

class GI:
    def __getitem__(self, i):
        return i
show('reversed no len', lambda: reversed(GI()))
class GL(GI):
    def __len__(self): return 3
print(list(reversed(GL())))
show('reversed int', lambda: reversed(5))
show('reversed dict subclass', lambda: list(reversed({1: 2, 3: 4})))
