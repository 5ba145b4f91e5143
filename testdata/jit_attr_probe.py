# Instance attributes that instances of one class keep at different
# positions of their __dict__ (added in other orders, deleted and added
# again, set through setattr with a built name): load_attr_inst_p probes
# the dict when the position the interpreter saw does not hold the name.


class S:
    k = 'class-k'

    def __init__(self, i):
        if i % 3 == 0:
            self.a = i
            self.ref = self
        elif i % 3 == 1:
            self.ref = self
            self.pad = 0
            self.a = i
        else:
            for n in range(i % 7):
                setattr(self, 'x%d' % n, n)
            setattr(self, 'r' + 'ef', self)
            self.a = i


def total(objs):
    t = 0
    for o in objs:
        t += o.ref.a
    return t


def kval(objs):
    out = []
    for o in objs:
        out.append(o.k)
    return out


objs = [S(i) for i in range(30)]
for rnd in range(400):
    r = total(objs)
print(r)

# Deleted and re-added: the dict holds a dummy before the name.
for o in objs[::4]:
    del o.a
    o.a = -1
for rnd in range(300):
    r = total(objs)
print(r)

# An instance without the name: the class attribute, or AttributeError.
objs[5].k = 'inst-k'
for rnd in range(300):
    r = kval(objs)
print(r[:7])
del objs[7].ref
try:
    total(objs)
except AttributeError as e:
    print('AttributeError', e)
objs[7].ref = objs[8]

# Many attributes: the dict grows (its index is rebuilt) under hot code.
big = S(0)
for n in range(40):
    setattr(big, 'y%d' % n, n)
objs.append(big)
for rnd in range(300):
    r = total(objs)
print(r)

# A __dict__ replaced wholesale, and a key equal to the name but not the
# same str object.
objs[1].__dict__ = {'a': 1000, 'ref': objs[1]}
d = objs[2].__dict__
d[''.join(['r', 'e', 'f'])] = objs[3]
for rnd in range(300):
    r = total(objs)
print(r)


class T(S):
    pass


objs.append(T(4))
for rnd in range(300):
    r = total(objs)
print(r, total([T(1), S(2), T(3)]))
