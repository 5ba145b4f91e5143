# min() and max() take at most the two keyword arguments key and default;
# a missing positional argument is reported before any keyword problem.
calls = [
    lambda: min(x=1),
    lambda: max(a=1, b=2, c=3),
    lambda: min([1], a=1, b=2, c=3),
    lambda: max([1], default=1, key=None, x=1),
    lambda: min([1], 2, x=1),
    lambda: min([1], key=None, x=1),
    lambda: max([1], 2, default=1),
    lambda: min([], default='empty', key=len),
    lambda: max([3, 1, 2], key=lambda v: -v, default=None),
    lambda: min(3, 1, 2, key=None),
    lambda: max([], key=None),
]
for f in calls:
    try:
        print(f())
    except (TypeError, ValueError) as e:
        print(f'{type(e).__name__}: {e}')
