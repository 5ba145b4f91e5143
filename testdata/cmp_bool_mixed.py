# Comparisons of bools with bools, ints and floats (fastCompare's bool
# path), in sorts of tuples of flags, and where they must raise or defer to
# a subclass's method.
print(True < 2, False == 0, True == 1.0, True >= 1.5, False <= False, True > False, True != 1, 0.5 < True)
print(sorted([(True, 3), (False, 5), (True, 1), (1, 0), (0.0, 2)]))
print(max([False, True, 0.5]), min([True, 1, 1.0]))
l = [(i % 3 == 0, i % 2 == 0, i) for i in range(20)]
l.sort()
print(l[:6])
try:
    True < None
except TypeError as e:
    print(e)
try:
    None < False
except TypeError as e:
    print(e)
class B(int):
    def __eq__(self, o): return 'eq'
print(B(1) == True, True == B(1), float('nan') == True, True < float('inf'))
