# The MRO error names the classes left at the heads of the sequences
# being merged when C3 linearisation gets stuck, not the bases as given.
class Base: pass
class Mid1(Base): pass
class Mid2(Base): pass
class Other: pass
class Leaf1(Mid1, Other): pass
class Leaf2(Other, Mid1): pass

cases = [(Mid1, Base, Mid2), (Base, Mid1), (Base, Mid1, Mid2), (object, Base),
         (Leaf1, Leaf2), (Other, Leaf1, Mid2), (Base, Other, Mid2)]
for bases in cases:
    try:
        cls = type('X', bases, {})
        print([c.__name__ for c in cls.__mro__])
    except TypeError as e:
        print(e)

try:
    class Bad(Mid1, Base, Mid2):
        pass
except TypeError as e:
    print('class statement:', e)

class A: pass
class B(A): pass
class C: pass
try:
    C.__bases__ = (object, A)
except TypeError as e:
    print('__bases__:', e)
