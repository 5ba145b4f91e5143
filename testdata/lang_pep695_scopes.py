# Annotation scopes (PEP 695) inside class bodies see the class namespace;
# other names resolve as in functions.
X = "global X"
Y = "global Y"


class A:
    X = "class X"

    def f[T: X](self, a: X, b: Y) -> X:
        return T

    type Alias = (X, Y)
    type Generic[T] = (X, T)

    class Inner[T: X]:
        pass

    def g[T](self, a: X = X):
        return a


T = A.f.__type_params__[0]
print(T.__bound__)
print(A.f.__annotations__)
print(A.Alias.__value__)
print(A.Generic.__value__)
print(A.Inner.__type_params__[0].__bound__)
print(A.g.__annotations__, A().g())


# Names the class defines later are seen too (lazy evaluation).
class B:
    type Later = Z
    Z = "class Z, defined after the alias"


print(B.Later.__value__)


# The body of a method does not see the class namespace.
class C:
    X = "class X"

    def m[T](self):
        return X


print(C().m())


# Functions: enclosing function locals, also through the class.
def outer():
    v = "outer v"

    class D:
        v = "class v"
        type A1 = v

        def k[T: v](self):
            pass

    return D


D = outer()
print(D.A1.__value__, D.k.__type_params__[0].__bound__)


def outer2():
    w = "outer w"

    class E:
        type A2 = w

    return E


print(outer2().A2.__value__)


# Names a type parameter list binds shadow the class's.
class F:
    T = "class T"
    type A3[T] = T
    U = "class U"

    def h[U](self) -> U:
        pass


print(F.A3.__value__, F.A3.__type_params__, F.h.__annotations__)


# Comprehensions in annotation scopes.
class G:
    items = (1, 2)
    type A4 = [i for i in items]


print(G.A4.__value__)


# super() and __class__ in generic methods.
class Base:
    def who(self):
        return "Base.who"


class Child(Base):
    def who[T](self):
        return "Child.who -> " + super().who() + " " + __class__.__name__


print(Child().who())


# Generic classes nested in generic classes, and recursion.
class Outer[T]:
    class In[U]:
        def pair(self) -> tuple[T, U]:
            pass

    def method[V](self, x: T, y: V) -> "Outer[T]":
        return self


print(Outer.In.__type_params__, Outer.In.pair.__annotations__)
print(Outer.method.__annotations__, Outer.method.__type_params__)
print(Outer.In.__qualname__, Outer.method.__qualname__)


# Class-level names used as bounds with private mangling.
class H:
    __private = int

    def p[T: __private](self):
        pass


print(H.p.__type_params__[0].__bound__)

# The generic parameters of a function are its own locals.
import sys


def spy[T]():
    return sys._getframe(1).f_code.co_name


print(spy())


def locals_of[A, B: int]():
    pass


print([p.__name__ for p in locals_of.__type_params__])
class B:
    type L = W
B.W = "set after"
print(B.L.__value__)
print("__classdictcell__" in B.__dict__, "__classdict__" in B.__dict__)
