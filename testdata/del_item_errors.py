# del x[k] on types that cannot delete items: CPython's two wordings
# ("doesn't" for an index on a sequence-like type, "does not" otherwise).
class C: pass
class I:
    def __index__(self): return 0
for make in (lambda: (1,), lambda: 'ab', lambda: range(3), lambda: {1}, lambda: frozenset(), lambda: b'a', lambda: C(), lambda: 5, lambda: None, lambda: object(), lambda: {}.keys()):
    for key in (0, True, 2 ** 70, I(), slice(0, 1), 'a', 1.5):
        try:
            o = make()
            del o[key]
        except (TypeError, IndexError) as e:
            print(type(o).__name__, type(key).__name__, e)
