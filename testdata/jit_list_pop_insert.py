# lst.pop(i), lst.pop() and lst.insert(i, x) in hot loops, called as
# methods or through bound methods that locals and globals keep (ins =
# lst.insert): machine code moves the items itself. Negative and clamped
# indices, empty lists, indices out of range or of other types, full lists
# that must grow, list subclasses and bound methods rebound while the
# loop runs must all behave as in the interpreter.


def rotate(n):
    perm = list(range(9))
    ins = perm.insert
    pop = perm.pop
    for i in range(n):
        ins(i % 11 - 1, pop(i % 9))
        perm.insert(-(i % 13), perm.pop(-(i % 9) - 1))
        perm.insert(100, perm.pop(0))
        perm.insert(-100, perm.pop())
    return perm


print(rotate(3000))


def stack(n):
    s = []
    push = s.append
    pop = s.pop
    t = 0
    for i in range(n):
        push(i)
        push(i * 2)
        if i % 3 == 0:
            t += pop() - pop()
    while s:
        t += s.pop()
    return t, s


print(stack(3000))


def errors(n):
    lst = [1, 2, 3]
    out = []
    for i in range(n):
        k = i % 6
        try:
            if k == 0:
                out.append(lst.pop(7))
            elif k == 1:
                out.append([].pop())
            elif k == 2:
                out.append(lst.pop(1.0))
            elif k == 3:
                out.append(lst.pop(True))
                lst.insert(1, 2)
            elif k == 4:
                lst.insert(2**70, 9)
                out.append(lst.pop())
            else:
                out.append(lst.pop(-4))
        except (IndexError, TypeError, OverflowError) as e:
            out.append(type(e).__name__ + ": " + str(e))
    return out[:6], len(out), lst


print(errors(600))


class MyList(list):
    def pop(self, i=-1):
        return ("mine", list.pop(self, i))


def subclass(n):
    a = MyList(range(5))
    b = list(range(5))
    out = []
    for i in range(n):
        lst = a if i % 2 else b
        v = lst.pop(0)
        lst.insert(len(lst), v[1] if isinstance(v, tuple) else v)
        out.append(v)
    return out[-4:], a, b


print(subclass(1000))

G = []
gpush = G.insert
gpop = G.pop


def rebound(n):
    global gpop
    other = [100, 200, 300]
    t = 0
    for i in range(n):
        gpush(0, i)
        if i == n // 2:
            gpop = other.pop
        t += gpop()
        if not other:
            other.extend([1, 2, 3])
    return t, G[:5], other


print(rebound(2000))


def growing(n):
    lst = []
    for i in range(n):
        lst.insert(i // 2, i)
    return lst[:10], lst[-10:], len(lst)


print(growing(5000))
