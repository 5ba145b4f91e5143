# Calls with keyword arguments that name, in order, the parameters after the
# positional ones: machine code makes them as positional calls (call_native,
# call_native_b for bound methods); other keyword calls exit.
class N:
    def __init__(self, v):
        self.v = v
        self.nxt = None
    def find(self, update=False):
        x = self.v
        if update:
            x += 1
        return x
    def both(self, a, b=2):
        return a * 10 + b
def plain(a, b, c=5):
    return a + b * c
def f(n):
    s = 0
    nodes = [N(i) for i in range(4)]
    for i in range(n):
        nd = nodes[i % 4]
        s += nd.find(update=True) + nd.find(update=False)
        s += plain(i, b=2, c=3) + plain(1, c=1, b=1)
        s += nd.both(1, b=i % 3)
        s += nd.both(a=2)
    return s
print(f(30000))
