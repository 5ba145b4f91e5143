# Bugs the differential fuzzer (tools/pygen, jit/difffuzz_test.go) found,
# minimised. Each line once printed something else in cpjit than in CPython.

def attempt(expr):
    try:
        print(expr, '->', repr(eval(expr)))
    except Exception as e:
        print(expr, '->', type(e).__name__, e)

# Repetition by a count beyond Py_ssize_t overflows whatever its sign.
for expr in ("'ab' * (-2**63 - 1)", "b'a' * (-2**64)", "bytearray(b'a') * -2**70",
             "(1,) * -2**70", "[1] * (-2**63 - 1)", "'ab' * 2**63", "'ab' * -2**63"):
    attempt(expr)

# pow() with a modulus: float and complex refuse it before looking at the
# other operands, from any position.
for expr in ("pow([1], 2.0, 7)", "pow(2, 3, 7.0)", "pow(None, 2.0, 5)", "pow(2, 3, 1j)",
             "pow(2.0, [1], 5)", "pow(1j, 2, 3)", "pow(2, 3, 5)", "pow('a', 2, 7)",
             "float.__pow__(2.0, 'x', 3)", "pow(2, -1, 7)"):
    attempt(expr)

# A generator's frame taken from the frame pool kept the exception the
# previous frame was handling; under -X gc-stress the collector then met
# that exception after freeing it (a Go panic).
def report(e):
    pass

def failing_gen(n):
    yield (missing_name, n)

def pool_reuse():
    caught = 0
    for _ in range(200):
        try:
            all(v for v in failing_gen(5))
        except NameError as e:
            report(e)
            caught += 1
    print('caught', caught)

pool_reuse()

# x *= sequence: when x's type has sequence slots of its own (dicts, sets,
# ranges, dict views, every class defined in Python), CPython never tries
# the sequence's repeat, so the error is "unsupported operand".
class Plain:
    pass

class Num(int):
    pass

class WithMul:
    def __mul__(self, other):
        return 'WithMul.__mul__'

for make in (dict, set, frozenset, lambda: range(3), lambda: {}.keys(), Plain, lambda: Num(2),
             WithMul, object, lambda: None, lambda: 2, lambda: True, lambda: 1.5):
    for seq in ('ab', [1], (2,)):
        x = make()
        try:
            x *= seq
            print(type(x).__name__, repr(x))
        except TypeError as e:
            print('TypeError', e)
    try:
        print(repr(make() * 'ab'))
    except TypeError as e:
        print('TypeError', e)

# bytes repetition past Py_ssize_t is an OverflowError; below it, or for a
# bytearray, a MemoryError.
for expr in ("b'xy' * 2**62", "b'xy' * 2**41", "bytearray(b'xy') * 2**62", "b'x' * (2**63 - 1)", "'xy' * 2**62"):
    attempt(expr)

# A fused compare-and-branch whose bool is read later (here by an
# exception handler's unmodelled instruction) stores the bool to its slot
# itself; the register must not then be kept resident, or an exit in the
# branch restores a stale value over the bool (seen by
# -X jit-verify-stackmaps).
def fused_bool_kept():
    a = 7
    try:
        hf = 3
        j = 0
        while j < 300:
            j += 1
            a = a + -2
            hf = hf * 0.5 + j * 1e-300
            if j == 299:
                print(j, a, hf)
        print(a, hf)
    except Exception as e:
        print(e)

fused_bool_kept()
