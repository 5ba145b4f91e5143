# print() and writes to a closed sys.stdout raise ValueError, and the
# uncaught one ends the program with CPython's traceback and status.
import sys

print("before")
sys.stdout.close()
print(sys.stdout.closed, file=sys.stderr)
attempts = [lambda: print("x"), lambda: sys.stdout.write("y"),
            lambda: sys.stdout.flush(), lambda: print("z", flush=True),
            lambda: print("w", file=sys.stdout)]
for f in attempts:
    try:
        f()
    except ValueError as e:
        print(type(e).__name__, e, file=sys.stderr)
print("stderr still works", file=sys.stderr)
print("after")
