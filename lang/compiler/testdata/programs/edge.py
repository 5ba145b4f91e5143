# Control-flow edge cases.
def ret_in_finally_in_loop():
    out = []
    for i in range(5):
        try:
            if i == 3:
                return out
            out.append(i)
        finally:
            out.append("f")
print(ret_in_finally_in_loop())

def exc_in_exit_replaces():
    class Bad:
        def __enter__(self): return self
        def __exit__(self, *a):
            raise RuntimeError("from exit")
    try:
        with Bad():
            raise ValueError("body")
    except RuntimeError as e:
        return repr(e), repr(e.__context__)
print(exc_in_exit_replaces())

def exc_in_except_type():
    try:
        try:
            raise KeyError
        except undefined_name:
            pass
    except NameError as e:
        return "NameError", type(e.__context__).__name__
print(exc_in_except_type())

def generator_with():
    class CM:
        def __enter__(self):
            print("enter")
        def __exit__(self, *a):
            print("exit", a[0])
    def gen():
        with CM():
            yield 1
            yield 2
    g = gen()
    print(next(g))
    g.close()
    print(list(gen()))
generator_with()

def loop_else_break_in_try():
    for i in range(3):
        try:
            if i == 1:
                break
        except Exception:
            pass
    else:
        return "no break"
    return "broke at %d" % i
print(loop_else_break_in_try())

def while_with_continue_finally():
    i = 0
    log = []
    while i < 4:
        i += 1
        try:
            if i % 2:
                continue
            log.append(i)
        finally:
            log.append("f")
    return log
print(while_with_continue_finally())

def nested_handlers():
    import sys
    try:
        raise KeyError("a")
    except KeyError:
        try:
            raise ValueError("b")
        except ValueError:
            inner = repr(sys.exception())
        outer = repr(sys.exception())
    after = sys.exception()
    return inner, outer, after
print(nested_handlers())

def deep_finally():
    log = []
    def f():
        try:
            try:
                try:
                    return "value"
                finally:
                    log.append(1)
            finally:
                log.append(2)
        finally:
            log.append(3)
    return f(), log
print(deep_finally())

def finally_exception_chain():
    try:
        try:
            raise KeyError("k")
        finally:
            raise ValueError("v")
    except ValueError as e:
        return repr(e.__context__)
print(finally_exception_chain())

def try_else_exception():
    try:
        try:
            pass
        except ValueError:
            return "wrong handler"
        else:
            raise ValueError("from else")
    except ValueError as e:
        return str(e)
print(try_else_exception())

def star_handler_bare():
    try:
        raise OSError("x")
    except:
        return "bare"
print(star_handler_bare())

def conditional_expr_chain(x):
    return "neg" if x < 0 else "zero" if x == 0 else "pos"
print([conditional_expr_chain(v) for v in (-1, 0, 1)])

def del_in_loop():
    out = []
    for i in range(3):
        v = i
        out.append(v)
        del v
    try:
        v
    except UnboundLocalError:
        out.append("unbound")
    return out
print(del_in_loop())

def walrus_in_while():
    data = [1, 2, 3, 0, 4]
    it = iter(data)
    out = []
    while (n := next(it)) != 0:
        out.append(n)
    return out, n
print(walrus_in_while())

def many_args(*a, **k):
    return len(a), sorted(k)
print(many_args(*range(300), **{"k%d" % i: i for i in range(40)}))
print(many_args(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40))
big_list = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, *range(3)]
big_tuple = (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, big_list[0])
big_dict = {0: 0, 1: 1, 2: 2, 3: 3, 4: 4, 5: 5, 6: 6, 7: 7, 8: 8, 9: 9, 10: 10, 11: 11, 12: 12, 13: 13, 14: 14, 15: 15, 16: 16, 17: 17, 18: 18, 19: 19, 20: 20, 21: 21, 22: 22, 23: 23, 24: 24, 25: 25, 26: 26, 27: 27, 28: 28, 29: 29, 30: 30, 31: 31, 32: 32, 33: 33, 34: 34}
big_set = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35}
print(len(big_list), big_list[-1], len(big_tuple), len(big_dict), big_dict[34], len(big_set))
v = 7
big_f = f"{v}{v}{v}{v}{v}{v}{v}{v}{v}{v}{v}{v}{v}{v}{v}{v}{v}{v}{v}{v}{v}{v}{v}{v}{v}{v}{v}{v}{v}{v}{v}{v}{v}{v}{v}{v}{v}{v}{v}{v}-"
print(big_f, len(big_f))
