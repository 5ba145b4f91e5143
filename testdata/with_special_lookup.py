# with and async with look __enter__/__exit__ (__aenter__/__aexit__) up on
# the manager's type, never on the instance, and bind them as attributes
# would (static and class methods included); errors name the type.
import asyncio
class C:
    def __enter__(self): return "class enter"
    def __exit__(self, *a): print("class exit", a)
c = C()
c.__exit__ = lambda *a: print("instance exit")
c.__enter__ = lambda *a: "instance enter"
with c as v:
    print(v)
class D:
    __enter__ = staticmethod(lambda: "static enter")
    __exit__ = classmethod(lambda cls, *a: print("classmethod exit", cls.__name__, a))
with D() as v:
    print(v)
class Suppress:
    def __enter__(self): return self
    def __exit__(self, t, e, tb):
        print("suppressing", t.__name__, e)
        return True
class Quiet:
    def __enter__(self): return self
    def __exit__(self, *a): return None
total = 0
for i in range(3000):
    with Suppress() if i % 1000 == 0 else Quiet() as m:
        if i % 1000 == 0:
            raise KeyError(i)
        total += 1
print(total)
class E:
    def __enter__(self): return self
class F:
    __exit__ = None
    def __enter__(self): return 1
for bad in (E(), F(), 5):
    try:
        with bad:
            pass
    except TypeError as e:
        print("TypeError:", e)
class A:
    async def __aenter__(self): return "class aenter"
    async def __aexit__(self, *a): print("class aexit", a)
async def main():
    a = A()
    a.__aexit__ = lambda *x: print("instance aexit")
    async with a as v:
        print(v)
    try:
        async with C():
            pass
    except TypeError as e:
        print("TypeError:", e)
asyncio.run(main())
