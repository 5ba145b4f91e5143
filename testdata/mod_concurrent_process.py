# concurrent.futures.ProcessPoolExecutor: submit, map, exceptions,
# as_completed, shutdown.
import concurrent.futures as cf


def cube(x):
    return x ** 3


def fail(x):
    raise ValueError("bad %r" % (x,))


if __name__ == "__main__":
    with cf.ProcessPoolExecutor(max_workers=2) as ex:
        futs = [ex.submit(cube, i) for i in range(6)]
        print([f.result(timeout=60) for f in futs])
        print(list(ex.map(cube, range(4))))
        f = ex.submit(fail, "x")
        try:
            f.result(timeout=60)
        except ValueError as e:
            print("ValueError", e, type(e.__cause__).__name__)
        print(type(f.exception()).__name__, f.done())
        done = sorted(f.result() for f in cf.as_completed([ex.submit(cube, n) for n in (2, 3)], timeout=60))
        print(done)
    try:
        ex.submit(cube, 1)
    except RuntimeError as e:
        print("RuntimeError", e)
    for bad in (0, -1):
        try:
            cf.ProcessPoolExecutor(max_workers=bad)
        except ValueError as e:
            print("ValueError", e)
    try:
        cf.ProcessPoolExecutor(max_tasks_per_child=0)
    except ValueError as e:
        print("ValueError", e)
