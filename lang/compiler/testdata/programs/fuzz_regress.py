# Regressions found by differential fuzzing against CPython.
log = []
class CM:
    def __init__(self, k, suppress):
        self.k, self.suppress = k, suppress
    def __enter__(self):
        log.append(("enter", self.k))
    def __exit__(self, t, v, tb):
        log.append(("exit", self.k, t.__name__ if t else None))
        return self.suppress

# A return unwinding through a finally whose body has a loop with a
# break inside an except handler (the fblock stack was corrupted).
def f(n):
    try:
        if n % 3 == 1: raise KeyError(3)
    except KeyError:
        try:
            try:
                log.append(('x', n))
            except:
                if n % 3 == 2: raise KeyError(13)
            try:
                if n % 2 == 0: return 18
            except ValueError as e15:
                log.append(20)
        except KeyError:
            pass
        for i34 in range(2):
            with CM(35, n % 2 == 0) as c35:
                if n % 2 == 1: return 36
    finally:
        w45 = 0
        while w45 < 2:
            w45 += 1
            try:
                log.append(49)
                if n == 1: raise KeyError
            except KeyError:
                if n % 2 == 1: break
    try:
        log.append(73)
    finally:
        pass
for n in range(4):
    log.clear()
    print(n, f(n), log)
