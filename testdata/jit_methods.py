# Method calls in compiled code: a method found on the class (not shadowed
# by the instance), instances that shadow it, classes changed later, bound
# methods stored in attributes, and calls that raise.

class A:
    def __init__(self, v):
        self.v = v

    def get(self):
        return self.v

    def add(self, k):
        self.v = self.v + k
        return self


class B(A):
    def get(self):
        return -self.v


def run(objs):
    t = 0
    for o in objs:
        t = t + o.add(1).get()
    return t


objs = [A(i) for i in range(20)]
for k in range(30):
    r = run(objs)
print(r)
print(run([B(1), A(2)]))

s = A(5)
s.get = lambda: 1000  # shadows the method in the instance __dict__
print(run([s, A(1)]))

many = A(0)
for i in range(40):
    setattr(many, "a%d" % i, i)  # a big instance dict, probed for "get"
print(run([many, many]))

A.get = lambda self: self.v * 10  # the class changes after compilation
print(run(objs[:3]))
del A.get
try:
    run(objs[:1])
except AttributeError as e:
    print("AttributeError:", e)


class C:
    def boom(self, x):
        return 10 // x


def call_boom(c, xs):
    out = []
    for x in xs:
        out.append(c.boom(x))
    return out


for k in range(30):
    call_boom(C(), [1, 2, 5])
try:
    call_boom(C(), [1, 0])
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
