# Calls that leave parameters to their defaults, made by machine code: the
# defaults are copied at each call, so rebinding __defaults__ is seen, and
# a function with another number of defaults goes to the interpreter.


class Node:
    def __init__(self, v):
        self.v = v

    def find(self, update=False, step=1):
        x = self.v
        if update:
            x += step
        return x


def scale(a, b=2, c=3):
    y = a * b
    return y + c


def run(n):
    nd = Node(5)
    s = 0
    for i in range(n):
        s += scale(i) + scale(i, 5) + nd.find() + nd.find(True)
        if i == n // 2:
            scale.__defaults__ = (10, 20)
        if i == 3 * n // 4:
            scale.__defaults__ = (7,)   # one default: scale(i) now fails
            try:
                scale(i)
            except TypeError as e:
                print("TypeError", e)
            scale.__defaults__ = (1, 1)
            Node.find.__defaults__ = (True, 100)
    return s


print(run(4000))
