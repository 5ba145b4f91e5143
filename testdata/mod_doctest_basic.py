"""doctest: failure reports, option flags, what the finder collects.

The reports name this file by its absolute path, so the program captures
them and replaces its folder with {DIR}; traceback frame lines (indented
six spaces and more) are dropped, as they name doctest's own source.

>>> 1 + 1
2
>>> [1, 2,
...  3]
[1, 2, 3]
"""
import contextlib
import doctest
import io
import os


def clean(text):
    text = text.replace(os.path.dirname(os.path.abspath(__file__)), '{DIR}')
    return ''.join(l for l in text.splitlines(True) if not l.startswith('      '))


def run(*args, **kwargs):
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        result = doctest.testmod(*args, **kwargs)
    print(clean(buf.getvalue()), end='')
    print(result)


def passes(x):
    """Doubles x.

    >>> passes(2)
    4
    >>> passes('ab')
    'abab'
    >>> for i in range(3):
    ...     print(passes(i))
    0
    2
    4
    >>> print('a\\n\\nb')
    a
    <BLANKLINE>
    b
    >>> x = 5
    >>> x
    5
    >>> True
    1
    """
    return x * 2


def fails(n):
    """Some examples that do not hold.

    >>> fails(3)
    4
    >>> fails(0)
    >>> print('nothing')
    >>> None
    None
    >>> fails(-1)
    Traceback (most recent call last):
      ...
    KeyError: 'negative'
    >>> fails('x')
    'x!'
    """
    if n == 'x':
        raise TypeError('not a number')
    if n < 0:
        raise ValueError('negative')
    return n


def flags():
    """
    >>> list(range(20))  # doctest: +ELLIPSIS
    [0, 1, ..., 19]
    >>> list(range(20))   # doctest: +NORMALIZE_WHITESPACE
    [0,   1, 2, 3, 4, 5, 6, 7, 8, 9,
     10, 11, 12, 13, 14, 15, 16, 17, 18, 19]
    >>> print(list(range(5)))  # doctest: +ELLIPSIS, +NORMALIZE_WHITESPACE
    [0, ...,
       4]
    >>> raise ValueError('one thing')  # doctest: +IGNORE_EXCEPTION_DETAIL
    Traceback (most recent call last):
    builtins.ValueError: another thing
    >>> this_is_not_run()  # doctest: +SKIP
    >>> True  # doctest: +DONT_ACCEPT_TRUE_FOR_1
    1
    >>> print('')  # doctest: +DONT_ACCEPT_BLANKLINE
    <BLANKLINE>
    >>> 'abc'  # doctest: -ELLIPSIS
    'a...'
    >>> print('x\\n\\ny')
    x
    y
    """


def expected_exceptions():
    """
    >>> int('z')
    Traceback (most recent call last):
        ...
    ValueError: invalid literal for int() with base 10: 'z'
    >>> {}['k']
    Traceback (innermost last):
    KeyError: 'k'
    >>> print('before'); 1/0
    Traceback (most recent call last):
    ZeroDivisionError: division by zero
    >>> raise SystemExit(3)
    Traceback (most recent call last):
    SystemExit: 3
    >>> def f(:
    Traceback (most recent call last):
    SyntaxError: invalid syntax
    """


class Shape:
    """A class with documented members.

    >>> Shape(3).area()
    9
    """

    def __init__(self, side):
        self.side = side

    def area(self):
        """
        >>> Shape(2).area()
        5
        """
        return self.side ** 2

    @staticmethod
    def unit():
        """
        >>> Shape.unit().side
        1
        """
        return Shape(1)

    @classmethod
    def make(cls, n):
        """
        >>> Shape.make(4).side
        4
        """
        return cls(n)

    @property
    def perimeter(self):
        """
        >>> Shape(2).perimeter
        8
        """
        return 4 * self.side

    class Inner:
        """
        >>> Shape.Inner.__name__
        'Inner'
        """

    def undocumented(self):
        pass


square = lambda v: v * v


def globals_are_copied():
    """
    >>> counter
    0
    >>> counter = 10
    >>> counter
    10
    """


def globals_are_fresh():
    """
    >>> counter
    0
    """


counter = 0

__test__ = {
    'extra': """
    >>> passes(10)
    20
    >>> passes(1)
    3
    """,
    'func': globals_are_fresh,
}

from os.path import join  # not collected: defined elsewhere

if __name__ == '__main__':
    run()
    print('--- FAIL_FAST, exclude_empty, extraglobs')
    run(optionflags=doctest.FAIL_FAST, exclude_empty=True,
        extraglobs={'counter': 0, 'passes': lambda x: x + 1})
    print('--- REPORT_ONLY_FIRST_FAILURE, name, report=False')
    run(optionflags=doctest.REPORT_ONLY_FIRST_FAILURE, name='renamed', report=False)
    print(counter)
