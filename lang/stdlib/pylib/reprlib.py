"""reprlib for cpjit: repr() with size limits, and recursive_repr.

Repr.repr(x) walks containers down to maxlevel levels and shows at most
max<kind> items of each (the rest become fillvalue); long strings, ints
and other reprs are cut in the middle. Methods named repr_<typename>
handle the builtin types; a subclass may add its own.
"""

import builtins
from itertools import islice

__all__ = ['Repr', 'repr', 'recursive_repr']


def recursive_repr(fillvalue='...'):
    """Decorate a __repr__ so that a recursive call returns fillvalue."""

    def decorating_function(user_function):
        running = set()

        def wrapper(self):
            key = id(self)
            if key in running:
                return fillvalue
            running.add(key)
            try:
                result = user_function(self)
            finally:
                running.discard(key)
            return result

        for attr in ('__module__', '__doc__', '__name__', '__qualname__',
                     '__annotations__', '__type_params__'):
            try:
                setattr(wrapper, attr, getattr(user_function, attr))
            except AttributeError:
                pass
        wrapper.__wrapped__ = user_function
        return wrapper

    return decorating_function


class Repr:
    """Size-limited repr: the max* attributes bound what is shown."""

    def __init__(self, *, maxlevel=6, maxtuple=6, maxlist=6, maxarray=5,
                 maxdict=4, maxset=6, maxfrozenset=6, maxdeque=6,
                 maxstring=30, maxlong=40, maxother=30, fillvalue='...',
                 indent=None):
        self.maxlevel = maxlevel
        self.maxtuple = maxtuple
        self.maxlist = maxlist
        self.maxarray = maxarray
        self.maxdict = maxdict
        self.maxset = maxset
        self.maxfrozenset = maxfrozenset
        self.maxdeque = maxdeque
        self.maxstring = maxstring
        self.maxlong = maxlong
        self.maxother = maxother
        self.fillvalue = fillvalue
        self.indent = indent

    def repr(self, x):
        return self.repr1(x, self.maxlevel)

    def repr1(self, x, level):
        name = type(x).__name__
        if ' ' in name:
            name = '_'.join(name.split())
        method = getattr(self, 'repr_' + name, None)
        if method is not None:
            # As CPython 3.13: any type of that name, also a user class
            # called "deque", goes to the repr_<name> method.
            return method(x, level)
        return self.repr_instance(x, level)

    def _join(self, pieces, level):
        if self.indent is None:
            return ', '.join(pieces)
        if not pieces:
            return ''
        indent = self.indent
        if isinstance(indent, int):
            if indent < 0:
                raise ValueError(
                    f'Repr.indent cannot be negative int (was {indent!r})')
            indent *= ' '
        try:
            sep = ',\n' + (self.maxlevel - level + 1) * indent
        except TypeError as error:
            raise TypeError(
                f'Repr.indent must be a str, int or None, not {type(indent)}'
            ) from error
        joined = sep.join(('', *pieces, ''))
        return joined[1:-len(indent) or None]

    def _repr_iterable(self, x, level, left, right, maxiter, trail=''):
        n = len(x)
        if level <= 0 and n:
            s = self.fillvalue
        else:
            pieces = [self.repr1(e, level - 1) for e in islice(x, maxiter)]
            if n > maxiter:
                pieces.append(self.fillvalue)
            s = self._join(pieces, level)
            if n == 1 and trail and self.indent is None:
                right = trail + right
        return f'{left}{s}{right}'

    def repr_tuple(self, x, level):
        return self._repr_iterable(x, level, '(', ')', self.maxtuple, ',')

    def repr_list(self, x, level):
        return self._repr_iterable(x, level, '[', ']', self.maxlist)

    def repr_array(self, x, level):
        if not x:
            return f'array({x.typecode!r})'
        return self._repr_iterable(x, level, f'array({x.typecode!r}, [',
                                   '])', self.maxarray)

    def repr_set(self, x, level):
        if not x:
            return 'set()'
        return self._repr_iterable(_possibly_sorted(x), level, '{', '}',
                                   self.maxset)

    def repr_frozenset(self, x, level):
        if not x:
            return 'frozenset()'
        return self._repr_iterable(_possibly_sorted(x), level, 'frozenset({',
                                   '})', self.maxfrozenset)

    def repr_deque(self, x, level):
        return self._repr_iterable(x, level, 'deque([', '])', self.maxdeque)

    def repr_dict(self, x, level):
        n = len(x)
        if n == 0:
            return '{}'
        if level <= 0:
            return '{' + self.fillvalue + '}'
        pieces = []
        for key in islice(_possibly_sorted(x), self.maxdict):
            k = self.repr1(key, level - 1)
            v = self.repr1(x[key], level - 1)
            pieces.append(f'{k}: {v}')
        if n > self.maxdict:
            pieces.append(self.fillvalue)
        return '{' + self._join(pieces, level) + '}'

    def repr_str(self, x, level):
        s = builtins.repr(x[:self.maxstring])
        if len(s) > self.maxstring:
            i = max(0, (self.maxstring - 3) // 2)
            j = max(0, self.maxstring - 3 - i)
            s = builtins.repr(x[:i] + x[len(x) - j:])
            s = s[:i] + self.fillvalue + s[len(s) - j:]
        return s

    def repr_int(self, x, level):
        try:
            s = builtins.repr(x)
        except ValueError as exc:
            # Too many digits for str(): show the size instead.
            return (f'<{type(x).__name__} instance with roughly '
                    f'{int(x.bit_length() * 0.30102999566398114)} digits>')
        if len(s) > self.maxlong:
            i = max(0, (self.maxlong - 3) // 2)
            j = max(0, self.maxlong - 3 - i)
            s = s[:i] + self.fillvalue + s[len(s) - j:]
        return s

    def repr_instance(self, x, level):
        try:
            s = builtins.repr(x)
        except Exception:
            return f'<{x.__class__.__name__} instance at {id(x):#x}>'
        if len(s) > self.maxother:
            i = max(0, (self.maxother - 3) // 2)
            j = max(0, self.maxother - 3 - i)
            s = s[:i] + self.fillvalue + s[len(s) - j:]
        return s


def _possibly_sorted(x):
    try:
        return sorted(x)
    except Exception:
        return list(x)


aRepr = Repr()
repr = aRepr.repr
