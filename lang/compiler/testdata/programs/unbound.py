# UnboundLocalError / NameError detection.
def check(f, *a):
    try:
        return f(*a)
    except (UnboundLocalError, NameError) as e:
        return "%s: %s" % (type(e).__name__, e)

def branch(c):
    if c:
        x = 1
    return x
print(check(branch, True), check(branch, False))

def loop_var(n):
    for i in range(n):
        pass
    return i
print(check(loop_var, 2), check(loop_var, 0))

def try_assign(fail):
    try:
        if fail:
            raise ValueError
        y = 1
    except ValueError:
        pass
    return y
print(check(try_assign, False), check(try_assign, True))

def deleted_in_loop(n):
    z = 0
    for i in range(n):
        print_it = z
        del z
    return z
print(check(deleted_in_loop, 0), check(deleted_in_loop, 1))

def with_suppress():
    class S:
        def __enter__(self): return self
        def __exit__(self, *a): return True
    with S():
        raise KeyError
        w = 1
    return w
print(check(with_suppress))

def while_break(n):
    while n:
        r = n
        break
    return r
print(check(while_break, 3), check(while_break, 0))

def except_name():
    try:
        raise KeyError
    except KeyError as err:
        pass
    return err
print(check(except_name))

def global_missing():
    return undefined_global_name
print(check(global_missing))

def local_before_assign():
    print(q)
    q = 1
print(check(local_before_assign))

def closure_before_assign():
    def inner():
        return late
    r = check(inner)
    late = 1
    return r, inner()
print(closure_before_assign())

def del_twice():
    a = 1
    del a
    del a
print(check(del_twice))

def aug_unbound():
    b += 1
print(check(aug_unbound))

def comp_unbound():
    return [x for a in [1] for x in x]
print(check(comp_unbound))

def param_deleted(p):
    del p
    return p
print(check(param_deleted, 1))

def after_walrus(c):
    if c and (m := c):
        pass
    return m
print(check(after_walrus, 5), check(after_walrus, 0))
