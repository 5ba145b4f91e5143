# TypeError messages of f(*x) and f(**x) calls as CPython 3.13 words them:
# a lone *x is checked by the call and names the callee; *x among other
# positional arguments is "Value after *"; a ** that is not a mapping names
# the callee; a repeated keyword names it; a key that is not a string is
# "keywords must be strings" from the call itself. Also the order: *x is
# consumed after the keyword arguments are evaluated.
import math


def f(*a, **k):
    return a, k


def g(a, b=1, **k):
    pass


class C:
    def m(self, *a, **k):
        pass

    @classmethod
    def cm(cls, *a):
        pass

    @staticmethod
    def sm(*a):
        pass


class Meta(type):
    pass


class D(metaclass=Meta):
    pass


tests = [
    "f(*5)", "f(*None)", "print(*5)", "print(*None)", "len(*5)", "sorted(*1)",
    "max(*5)", "math.sqrt(*5)", "[].append(*5)", "str.join(*5)",
    "int.from_bytes(*5)", "(1).__add__(*5)", "object.__new__(*5)",
    "type.__call__(*5)", "C(*5)", "D(*5)", "int(*5)", "C().m(*5)",
    "C.cm(*5)", "(lambda *a: 0)(*1)", "f(*5, x=1)",
    "f(1, *5)", "print(1, *5)", "f(*1, *2)", "[*5]", "(*5,)", "{*5}",
    "f(**5)", "f(**None)", "f(**[1])", "print(**5)", "len(**5)", "dict(**5)",
    "C().m(**5)", "C.sm(**5)", "(lambda **a: 0)(**1)", "f(*5, **5)",
    "f(**{}, **5)", "{**5}", "{**[1]}",
    "f(**{1: 2})", "print(**{1: 2})", "C().m(**{1: 2})", "len(**{1: 2})",
    "dict(**{1: 2})", "g(**{1: 2})", "f(x=1, **{1: 3})", "f(*[1], **{1: 2})",
    "len(**{'a': 1, 1: 2})", "f(**{'b': 1}, **{3: 4})",
    "f(**{'a': 1}, **{'a': 2})", "f(a=1, **{'a': 2})", "g(1, **{'b': 2}, b=3)",
    "f(**{1: 2}, **{1: 3})", "f(**{'a': 1}, b=2, **{'b': 3})",
    "f(**{'a': 1}, **{'a': 2, 3: 4})",
    "x = (1,); x[0] = 2", "del (1,)[0:1]", "del 'ab'[0:1]", "del {}[[]]",
]
for t in tests:
    try:
        exec(t)
        print(t, "-> ok")
    except TypeError as e:
        print(t, "->", e)


def bad():
    raise TypeError("raised while iterating")
    yield


try:
    f(*bad())
except TypeError as e:
    print(e)

log = []


def gen():
    log.append("iterated")
    yield 1


def kw():
    log.append("keywords")
    return {"x": 1}


print(f(*gen(), **kw()), log)


class T(tuple):
    def __iter__(self):
        return iter((9, 9))


class G:
    def __getitem__(self, i):
        if i < 2:
            return i
        raise IndexError


print(f(*T((1, 2))), f(*G()), f(*{"a": 1, "b": 2}), f(*"ab"), f(*range(3)))
t = (1, 2)
print((lambda *a: a is t)(*t), f(*t) == (t, {}))
