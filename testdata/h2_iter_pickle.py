# The list, tuple, range and str iterators support __reduce__ and
# __setstate__, so copy.copy and pickle keep their position.
import copy, pickle

def show(label, it):
    r = it.__reduce__()
    print(label, r[0] is iter, r[1:])

for make in [lambda: iter([1, 2, 3]), lambda: iter((1, 2, 3)), lambda: iter(range(0, 10, 3)),
             lambda: iter('abc'), lambda: iter('é€x')]:
    it = make()
    name = type(it).__name__
    show(name + ' fresh', it)
    next(it)
    show(name + ' after next', it)
    c = copy.copy(it)
    p = pickle.loads(pickle.dumps(it))
    print(name, 'copy', list(c), 'pickle', list(p), 'original', list(it))
    show(name + ' exhausted', it) if name != 'range_iterator' else print(name, 'exhausted', list(it))

for make, n in [(lambda: iter([10, 20, 30, 40]), 2), (lambda: iter((1, 2)), 5), (lambda: iter(range(5)), 3),
                (lambda: iter('héllo'), 2), (lambda: iter([1, 2]), -3), (lambda: iter(range(3)), -1)]:
    it = make()
    it.__setstate__(n)
    print(type(it).__name__, n, list(it))

it = iter([1, 2])
for bad in ['x', 1.5, None]:
    try:
        it.__setstate__(bad)
    except TypeError as e:
        print('TypeError', e)
print(list(it))
print(copy.deepcopy(iter([[1], [2]])).__next__())
print(list(pickle.loads(pickle.dumps(iter(range(2**62, 2**62 + 3))))))
