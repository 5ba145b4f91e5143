# A method call whose receivers come from several classes (obj.step(x)
# with one step per class): machine code calls each class's method itself,
# trying the candidates in turn. Receivers of a class it was not compiled
# for, a method replaced while the loop runs, a method that cannot be
# called natively (*args), one that raises and one that recurses must all
# behave as in the interpreter.


class A:
    def step(self, x):
        return x + 1


class B:
    def step(self, x):
        return x * 2


class C:
    def step(self, x):
        return x - 3


class D:
    def step(self, *args):
        return sum(args) + 100


class E:
    def step(self, x):
        if x % 7 == 0:
            raise ValueError("seven %d" % x)
        return x


class F:
    def step(self, x):
        return x if x < 2 else self.step(x - 1) + self.step(x - 2)


def run(objs, n):
    t = 0
    for i in range(n):
        try:
            t += objs[i % len(objs)].step(i % 20)
        except ValueError as e:
            t += len(str(e))
    return t


abc = [A(), B(), C()]
print(run(abc, 3000))
print(run(abc + [D()], 3000))
print(run([A(), B(), C(), D(), E()], 3000))
print(run([F(), A()], 400))


def replaced(self, x):
    return -x


for k in range(3):
    print(run(abc, 2000))
    if k == 0:
        B.step = lambda self, x: x * 3
    if k == 1:
        C.step = replaced


# Two methods of the same function object under different classes.
class G:
    step = A.step


print(run([A(), G(), B()], 3000))
