from __future__ import annotations
import impmod
import impmod as again
from impmod import bump
print(impmod is again, bump(), bump(), impmod.counter)
import imppkg
from imppkg.sub import greet
print(imppkg.VERSION, greet("pkg"), imppkg.sub.__name__)
import imppkg.helpers as h
print(h.decorate("x"), h.__name__)
def annotated(x: SomeUndefinedName) -> AlsoUndefined:
    return x
print(annotated.__annotations__)
try:
    import no_such_module_here
except ImportError as e:
    print(type(e).__name__, e)
try:
    from impmod import missing_name
except ImportError as e:
    print(type(e).__name__, str(e).split(" (")[0])
import sys
print("impmod" in sys.modules, __name__)
if __name__ == "__main__":
    print("main block runs")
