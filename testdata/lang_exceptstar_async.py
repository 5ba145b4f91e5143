# except* in coroutines, loops with else/finally, and plain except inside a clause.
import types
@types.coroutine
def sleep0():
    yield
async def work():
    out = []
    for i in range(3):
        try:
            if i == 1:
                continue
            raise ExceptionGroup("g", [ValueError(i), KeyError(i)])
        except* ValueError as e:
            await sleep0()
            out.append(("v", e.exceptions[0].args[0]))
        except* KeyError:
            out.append("k")
        else:
            return "else"
        finally:
            out.append("f")
    return out
c = work()
try:
    while True:
        c.send(None)
except StopIteration as s:
    print(s.value)
def f():
    for i in range(2):
        try:
            pass
        except* ValueError:
            pass
        else:
            continue
    try:
        return 5
    except* TypeError:
        pass
    finally:
        print("fin")
print(f())
try:
    raise ExceptionGroup("x", [ValueError(1)])
except* ValueError:
    try:
        raise TypeError(2)
    except TypeError as t:
        print("inner plain except inside except*", repr(t), repr(t.__context__))
