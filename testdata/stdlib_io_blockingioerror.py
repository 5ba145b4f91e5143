# io.BlockingIOError is the builtin BlockingIOError (an OSError with
# characters_written).
import errno
import io

print(io.BlockingIOError is BlockingIOError, issubclass(io.BlockingIOError, OSError))
e = io.BlockingIOError(errno.EAGAIN, "would block", 5)
print(e.errno == errno.EAGAIN, e.strerror, e.characters_written, repr(e))
try:
    raise io.BlockingIOError(errno.EWOULDBLOCK, "again")
except BlockingIOError as err:
    print("caught", err.args[1], type(err).__name__)
try:
    print(io.BlockingIOError(1, "x").characters_written)
except AttributeError as err:
    print("AttributeError", err)
print(type(OSError(errno.EAGAIN, "x")).__name__)
print("BlockingIOError" in dir(io), io.UnsupportedOperation.__mro__[1:3])


# The third argument: characters_written for BlockingIOError itself (kept
# in args), a filename otherwise (left out of args); None is neither.
class Sub(BlockingIOError):
    pass


for e in (OSError(1, "x", None), OSError(1, "x", "f"), OSError(1, "x", "f", None, "g"),
          BlockingIOError(11, "x", True), BlockingIOError(11, "x", "f"), Sub(11, "x", 5),
          OSError.__new__(BlockingIOError, 11, "x", 3), OSError(1, "x", None, None, "g")):
    print(type(e).__name__, e.args, e, e.filename, e.filename2,
          getattr(e, "characters_written", "-"))
for arg in (5.5, 2**70):
    try:
        BlockingIOError(11, "x", arg)
    except (TypeError, ValueError) as err:
        print(type(err).__name__, err)
