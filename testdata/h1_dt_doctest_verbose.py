"""Run-length helpers checked by a verbose doctest run.

>>> encode("aaabcc")
[('a', 3), ('b', 1), ('c', 2)]
"""
from itertools import groupby


def encode(s):
    """
    >>> encode("")
    []
    >>> encode("xxxx")
    [('x', 4)]
    """
    return [(k, len(list(g))) for k, g in groupby(s)]


def decode(pairs):
    """
    >>> decode([('a', 2), ('b', 3)])
    'aabbb'
    >>> decode(encode("mississippi")) == "mississippi"
    True
    >>> for k, n in encode("aab"):
    ...     print(k, n)
    a 2
    b 1
    """
    return "".join(k * n for k, n in pairs)


def _private():
    """
    >>> 1 + 1
    2
    """


class Codec:
    """
    >>> Codec().roundtrip("zzz")
    'zzz'
    """

    def roundtrip(self, s):
        """
        >>> Codec().roundtrip("")
        ''
        """
        return decode(encode(s))


if __name__ == "__main__":
    import doctest
    print(doctest.testmod(verbose=True))
    print(doctest.run_docstring_examples(encode, globals(), verbose=False, name="encode"))
    t = doctest.DocTestParser().get_doctest(">>> 2 ** 10\n1024\n>>> 'a' * 3\n'aaa'\n", {}, "adhoc", "adhoc.py", 0)
    print(t, len(t.examples), [e.source for e in t.examples], [e.want for e in t.examples])
    r = doctest.DocTestRunner(verbose=False)
    print(r.run(t), r.summarize(verbose=False))
