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
