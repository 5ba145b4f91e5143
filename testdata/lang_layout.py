class E(ArithmeticError, TypeError): pass
print(E.__mro__)
try:
    raise E("x")
except TypeError as e:
    print("caught", type(e).__name__, e)
class F(ValueError, OSError): pass
f = F(2, "no")
print(isinstance(f, OSError), isinstance(f, ValueError))
class G(OSError, ValueError): pass
print(G.__mro__)
for bases in [(OSError, ImportError), (StopIteration, SystemExit), (KeyError, AttributeError), (LookupError, NameError), (int, Exception), (UnicodeError, OSError)]:
    try:
        type("H", bases, {})
        print("ok", [b.__name__ for b in bases])
    except TypeError as e:
        print("TypeError", [b.__name__ for b in bases], e)
