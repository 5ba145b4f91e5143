# object.__init__ and object.__init_subclass__ refusing arguments, with
# CPython 3.13's messages for explicit calls, super() chains and class
# calls.
class A:
    pass

class WithInit:
    def __init__(self, *a):
        super().__init__(*a)

class WithNew:
    def __new__(cls, *a):
        return super().__new__(cls)

class Both(WithInit, WithNew):
    pass

def outer():
    class Local:
        pass
    return Local

Local = outer()
cases = [
    lambda: object.__init__(object(), 1), lambda: object.__init__(A(), 1), lambda: A.__init__(A(), 1),
    lambda: A.__init__(A(), x=1), lambda: A(1), lambda: object(1), lambda: WithInit(1), lambda: WithNew(1),
    lambda: WithNew.__init__(WithNew(), 1), lambda: object.__init__(WithNew(), 1), lambda: object.__new__(A, 1),
    lambda: object.__new__(WithInit, 1), lambda: Both(1), lambda: Local.__init__(Local(), 1),
    lambda: object.__init__(A()), lambda: A.__init__(A()),
]
for f in cases:
    try:
        f()
        print('ok')
    except TypeError as e:
        print('TypeError', e)

def make(meta_kw):
    class Sub(**meta_kw):
        pass
    return Sub
for kw in [{'metaclass': type, 'extra': 1}, {'flag': True}]:
    try:
        make(kw)
    except TypeError as e:
        print('TypeError', e)
class Plain:
    pass
for args in [(), (1,)]:
    try:
        Plain.__init_subclass__(*args)
        print('ok')
    except TypeError as e:
        print('TypeError', e)
