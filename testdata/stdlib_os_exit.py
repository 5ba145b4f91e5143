# os._exit(n) ends the process at once with status n: no atexit functions,
# no finally blocks. (What it does to unflushed output depends on whether
# stdout is buffered, PYTHONUNBUFFERED for CPython: not tested here.)
import atexit
import os
import sys

for bad in ("3", 3.0, None, 2**31, -2**31 - 1, 10**30):
    try:
        os._exit(bad)
    except (TypeError, OverflowError) as e:
        print(type(e).__name__, e)
try:
    os._exit()
except TypeError as e:
    print("TypeError", e)
try:
    os._exit(1, 2)
except TypeError as e:
    print("TypeError", e)

atexit.register(print, "atexit must not run")


def leave():
    try:
        os._exit(status=7)
    finally:
        print("finally must not run")


print("flushed before _exit")
sys.stdout.flush()
try:
    leave()
finally:
    print("outer finally must not run")
print("never")
