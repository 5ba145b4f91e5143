# Slices of lists and tuples through the interpreter's fused slice
# (BUILD_SLICE + subscript) and through slice objects: a whole exact tuple
# is the tuple itself, lists are always new, tuple subclasses get a new
# tuple, small and large results, steps, negative bounds.
t = (1, 2, 3)
u = tuple(range(10))
print(t[:] is t, t[0:3] is t, t[::1] is t, t[slice(None)] is t, u[:] is u, u[0:100] is u)
print(t[::-1] is t, t[:2], t[1:], u[::3], u[-3:], u[8:2:-2], t[5:], ())


class T(tuple):
    pass


v = T((1, 2))
print(v[:] is v, type(v[:]).__name__, v[:])
l = [1, 2, 3]
print(l[:] is l, l[:] == l, l[::2], l[slice(1, None)], list(range(20))[3:19:2])
for i in range(300):
    a = u[i % 4:i % 4 + 3]
    b = u[:]
    c = list(u)[i % 5:]
print(a, b is u, len(c))
