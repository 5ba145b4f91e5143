"""
The usual ending of a program with doctests: testmod() prints nothing when
every example passes.
"""


def binary_search(items: list[int], target: int) -> int:
    """
    Return the index of target in sorted items, or -1.

    >>> binary_search([1, 3, 5, 7, 9], 7)
    3
    >>> binary_search([1, 3, 5, 7, 9], 4)
    -1
    >>> binary_search([], 1)
    -1
    >>> binary_search("abc", 1)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
        ...
    TypeError: '<' not supported between instances of 'str' and 'int'
    """
    lo, hi = 0, len(items) - 1
    while lo <= hi:
        mid = (lo + hi) // 2
        if items[mid] == target:
            return mid
        if items[mid] < target:
            lo = mid + 1
        else:
            hi = mid - 1
    return -1


class Matrix:
    """
    >>> m = Matrix([[1, 2], [3, 4]])
    >>> m.transpose().rows
    [[1, 3], [2, 4]]
    >>> print(m)
    1 2
    3 4
    >>> m * 2
    Traceback (most recent call last):
    TypeError: unsupported operand type(s) for *: 'Matrix' and 'int'
    """

    def __init__(self, rows):
        self.rows = rows

    def transpose(self):
        """
        >>> Matrix([[1], [2]]).transpose().rows
        [[1, 2]]
        """
        return Matrix([list(r) for r in zip(*self.rows)])

    def __str__(self):
        return '\n'.join(' '.join(map(str, r)) for r in self.rows)


def fib(n: int) -> list[int]:
    """
    >>> fib(10)
    [0, 1, 1, 2, 3, 5, 8, 13, 21, 34]
    >>> fib(0)
    []
    >>> {i: fib(i)[-1] for i in range(1, 5)}
    {1: 0, 2: 1, 3: 1, 4: 2}
    >>> fib(-1)
    Traceback (most recent call last):
      ...
    ValueError: n must be >= 0
    """
    if n < 0:
        raise ValueError("n must be >= 0")
    out, a, b = [], 0, 1
    for _ in range(n):
        out.append(a)
        a, b = b, a + b
    return out


if __name__ == "__main__":
    import doctest

    doctest.testmod()
    print(doctest.testmod())
    print(binary_search(list(range(0, 100, 3)), 42))
    print(fib(15))
