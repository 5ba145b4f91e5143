# str() of an object whose __repr__ (object.__str__) returns a non-str.
class A:
    def __repr__(self): return 5
for f in (str, repr, print, lambda o: f"{o}", lambda o: "%s" % (o,), lambda o: "{}".format(o), lambda o: f"{o!r}", lambda o: format(o), lambda o: [o].__str__()):
    try:
        f(A())
    except TypeError as e:
        print(e)
print(A().__str__(), object.__str__(A()))
class B:
    def __repr__(self): return "B!"
print(B(), str(B()), f"{B()}", [B()], B().__str__())
class S(str):
    def __repr__(self): return "S-repr"
print(str(S("x")), repr(S("x")), S("x").__str__(), f"{S('y')}", object.__str__(S("z")))
class R:
    def __repr__(self): raise ValueError("repr failed")
try:
    str(R())
except ValueError as e:
    print(e)
