# len() of lists and tuples in compiled code, and every case that must
# still call: other types, subclasses overriding __len__, a rebound len.

def total(seqs):
    t = 0
    for s in seqs:
        t = t + len(s)
    return t


data = [[1, 2, 3], (4, 5), [], (), list(range(100))]
for k in range(30):
    r = total(data)
print(r)
print(total(["abc", {1: 2}, b"xy", range(7), {1, 2}]))


class L(list):
    def __len__(self):
        return 1000


class T(tuple):
    pass


print(total([L([1]), T((1, 2, 3))]))
try:
    total([5])
except TypeError as e:
    print("TypeError:", e)

len = lambda s: -1  # a global that shadows the builtin
print(total(data))
del len
print(total(data))
