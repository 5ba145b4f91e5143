"""Tell whether a string is one of Python's reserved words.

kwlist holds the hard keywords (never usable as identifiers); softkwlist
holds the words that are keywords only in certain grammatical positions.
"""

__all__ = ["iskeyword", "issoftkeyword", "kwlist", "softkwlist"]

# Hard keywords of Python 3.13, kept in sorted order.
kwlist = sorted("""
    False None True and as assert async await break class continue def del
    elif else except finally for from global if import in is lambda nonlocal
    not or pass raise return try while with yield
""".split())

# Soft keywords: `match`/`case` statements, the `type` alias statement,
# and the `_` wildcard pattern.
softkwlist = sorted("_ case match type".split())

_HARD = frozenset(kwlist)
_SOFT = frozenset(softkwlist)


def iskeyword(word):
    """Return True if word is a hard keyword."""
    return word in _HARD


def issoftkeyword(word):
    """Return True if word is a soft keyword."""
    return word in _SOFT
