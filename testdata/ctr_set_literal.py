# Set displays of more than two constants: CPython 3.13 compiles them to
# BUILD_SET 0 + SET_UPDATE of a frozenset constant (built item by item from
# the constants in source order), and merging that frozenset into the empty
# set can change the table size and so the iteration order.

print({5, 3, 9, 1, 7})
print({-1, -2, 5, 100, 7})
print({0, 8, 16, 24, 32, 40})
print({1, 2.5, -3, 4.0, 1e100, -0.5})
print({"apple", "banana", "cherry", "date", "elderberry"})
print({(1, 2), (3, 4), (0, 0), (-1, 5)})
print({True, False, 0, 1, 2})
print({None, 1, "a"})
print({8, 0})
print(list({-1, -2, 5, 100, 7}))
for x in {-1, -2, 5, 100, 7}:
    print(x, end=" ")
print()
print(-2 in {-1, -2, 5, 100, 7}, [x for x in {48, 40, 32, 24, 16, 8}])
print(frozenset({-1, -2, 5, 100, 7}))
