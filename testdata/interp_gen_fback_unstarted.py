# A generator (or coroutine) that has not started has no f_back, however
# its frame was made, and gets the resumer's frame while it runs.
import sys


def gen():
    yield sys._getframe(1).f_code.co_name


async def coro():
    return 1


def caller():
    return helper()


def helper():
    return 1


def check(n):
    seen = set()
    for i in range(n):
        caller()  # leaves a frame for the pool
        g = gen()
        seen.add(repr(g.gi_frame.f_back))
        c = coro()
        seen.add(repr(c.cr_frame.f_back))
        c.close()
        seen.add(next(g))
        seen.add(repr(g.gi_frame.f_back))
    return sorted(seen)


print(check(5))
print(check(500))
