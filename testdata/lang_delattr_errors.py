# del obj.name on objects without the attribute: CPython's wording names
# the missing __dict__, read-only methods and immutable types (worded as
# setting), and data descriptors without a setter.
class Slotted:
    __slots__ = ('a',)

class Plain:
    pass

def func():
    pass

cases = [
    (1, 'x'), (1, 'real'), ('s', 'upper'), (object(), 'x'), ([], 'append'),
    ({}, 'nope'), (len, 'x'), (len, '__name__'), (Ellipsis, 'x'), (None, 'x'),
    (2.5, 'x'), (True, 'x'), ((1, 2), 'count'), (int, 'real'), (int, 'zz'),
    (str, 'join'), (Slotted(), 'a'), (Slotted(), 'b'), (Plain(), 'q'),
    (func, 'q'), (Slotted, 'zz'), (Plain, 'zz'), (b'x', 'hex'), (range(3), 'index'),
]
for obj, name in cases:
    try:
        delattr(obj, name)
        print('deleted', name)
    except (AttributeError, TypeError) as e:
        print(f'{type(e).__name__}: {e}')

p = Plain()
p.q = 1
del p.q
print(hasattr(p, 'q'))
s = Slotted()
s.a = 1
del s.a
try:
    del s.a
except AttributeError as e:
    print(f'AttributeError: {e}')
try:
    del (1).bit_length
except AttributeError as e:
    print(f'AttributeError: {e}')
