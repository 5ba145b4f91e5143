# Three-argument pow() calls only the first operand's __pow__ (never
# __rpow__), and NotImplemented in a boolean context warns.
import warnings


class Foo:
    def __pow__(self, other, mod=None):
        return ("pow", other, mod)

    def __rpow__(self, other, mod=None):
        return ("rpow", other, mod)


print(pow(Foo(), 2, 5), 2 ** Foo(), pow(2, Foo()), pow(Foo(), Foo(), 3)[0])
class F(float):
    pass


class G(float):
    def __rpow__(self, other, mod=None):
        return "G.__rpow__"


for args in [(2, Foo(), 5), (2, 3, Foo()), (2.0, 3, 5), (2, 3, 5.0), (2, 3, 1j), (2, 3.0, 5), (2, F(3.0), 5),
             (2, G(3.0), 5), (2, 3j, 5), (True, 3, 5), (2, False, 5)]:
    try:
        print(pow(*args))
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    print(bool(NotImplemented), not NotImplemented)
    if NotImplemented:
        print("truthy")
    print([v for v in [NotImplemented, None] if v], NotImplemented and 1, NotImplemented or 2)

    def pick(x):
        return "yes" if x else "no"

    for _ in range(3):
        print(pick(NotImplemented))
for w in caught:
    print(w.category.__name__, w.message, w.lineno)
