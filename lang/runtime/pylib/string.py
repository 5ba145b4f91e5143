"""A collection of string constants.

Public module variables:

whitespace -- a string containing all ASCII whitespace
ascii_lowercase -- a string containing all ASCII lowercase letters
ascii_uppercase -- a string containing all ASCII uppercase letters
ascii_letters -- a string containing all ASCII letters
digits -- a string containing all ASCII decimal digits
hexdigits -- a string containing all ASCII hexadecimal digits
octdigits -- a string containing all ASCII octal digits
punctuation -- a string containing all ASCII punctuation characters
printable -- a string containing all ASCII characters considered printable

cpjit: Template is implemented without the re module (custom delimiters
are supported; custom idpattern/pattern are not).
"""

__all__ = ["ascii_letters", "ascii_lowercase", "ascii_uppercase", "capwords",
           "digits", "hexdigits", "octdigits", "printable", "punctuation",
           "whitespace", "Formatter", "Template"]

# Some strings for ctype-style character classification
whitespace = ' \t\n\r\v\f'
ascii_lowercase = 'abcdefghijklmnopqrstuvwxyz'
ascii_uppercase = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
ascii_letters = ascii_lowercase + ascii_uppercase
digits = '0123456789'
hexdigits = digits + 'abcdef' + 'ABCDEF'
octdigits = '01234567'
punctuation = r"""!"#$%&'()*+,-./:;<=>?@[\]^_`{|}~"""
printable = digits + ascii_letters + punctuation + whitespace


def capwords(s, sep=None):
    """capwords(s [,sep]) -> string

    Split the argument into words using split, capitalize each
    word using capitalize, and join the capitalized words using
    join.  If the optional second argument sep is absent or None,
    runs of whitespace characters are replaced by a single space
    and leading and trailing whitespace are removed, otherwise
    sep is used to split and join the words.
    """
    return (sep or ' ').join(map(str.capitalize, s.split(sep)))


_ID_START = frozenset('_' + ascii_letters)
_ID_CONT = frozenset('_' + ascii_letters + digits)

_sentinel_dict = {}


class _Match:
    __slots__ = ('kind', 'name', 'start', 'end', 'text')

    def __init__(self, kind, name, start, end, text):
        self.kind = kind      # 'escaped', 'named', 'braced' or 'invalid'
        self.name = name
        self.start = start    # index of the delimiter
        self.end = end
        self.text = text


class Template:
    """A string class for supporting $-substitutions."""

    delimiter = '$'
    idpattern = r'(?a:[_a-z][_a-z0-9]*)'
    braceidpattern = None
    flags = None

    def __init__(self, template):
        self.template = template

    def _scan(self):
        s = self.template
        delim = self.delimiter
        dl = len(delim)
        n = len(s)
        i = 0
        while True:
            j = s.find(delim, i)
            if j < 0:
                return
            k = j + dl
            if s.startswith(delim, k):
                yield _Match('escaped', None, j, k + dl, s[j:k + dl])
                i = k + dl
                continue
            if k < n and s[k] in _ID_START:
                e = k + 1
                while e < n and s[e] in _ID_CONT:
                    e += 1
                yield _Match('named', s[k:e], j, e, s[j:e])
                i = e
                continue
            if k < n and s[k] == '{':
                e = k + 1
                if e < n and s[e] in _ID_START:
                    e += 1
                    while e < n and s[e] in _ID_CONT:
                        e += 1
                    if e < n and s[e] == '}':
                        yield _Match('braced', s[k + 1:e], j, e + 1, s[j:e + 1])
                        i = e + 1
                        continue
            yield _Match('invalid', None, j, k, s[j:k])
            i = k

    def _invalid(self, m):
        i = m.start + len(self.delimiter)
        lines = self.template[:i].splitlines(keepends=True)
        if not lines:
            colno = 1
            lineno = 1
        else:
            colno = i - len(''.join(lines[:-1]))
            lineno = len(lines)
        raise ValueError('Invalid placeholder in string: line %d, col %d' %
                         (lineno, colno))

    def _render(self, convert):
        out = []
        pos = 0
        s = self.template
        for m in self._scan():
            out.append(s[pos:m.start])
            out.append(convert(m))
            pos = m.end
        out.append(s[pos:])
        return ''.join(out)

    def substitute(self, mapping=_sentinel_dict, /, **kws):
        if mapping is _sentinel_dict:
            mapping = kws
        elif kws:
            from collections import ChainMap
            mapping = ChainMap(kws, mapping)

        def convert(m):
            if m.kind == 'named' or m.kind == 'braced':
                return str(mapping[m.name])
            if m.kind == 'escaped':
                return self.delimiter
            self._invalid(m)
        return self._render(convert)

    def safe_substitute(self, mapping=_sentinel_dict, /, **kws):
        if mapping is _sentinel_dict:
            mapping = kws
        elif kws:
            from collections import ChainMap
            mapping = ChainMap(kws, mapping)

        def convert(m):
            if m.kind == 'named' or m.kind == 'braced':
                try:
                    return str(mapping[m.name])
                except KeyError:
                    return m.text
            if m.kind == 'escaped':
                return self.delimiter
            return m.text
        return self._render(convert)

    def is_valid(self):
        for m in self._scan():
            if m.kind == 'invalid':
                return False
        return True

    def get_identifiers(self):
        ids = []
        for m in self._scan():
            if m.kind in ('named', 'braced') and m.name not in ids:
                ids.append(m.name)
        return ids


class Formatter:
    """A str.format-compatible formatter that subclasses can customise
    through format_field and convert_field."""

    def format(self, format_string, /, *args, **kwargs):
        return self.vformat(format_string, args, kwargs)

    def vformat(self, format_string, args, kwargs):
        return format_string.format(*args, **kwargs)

    def get_value(self, key, args, kwargs):
        if isinstance(key, int):
            return args[key]
        else:
            return kwargs[key]

    def check_unused_args(self, used_args, args, kwargs):
        pass

    def format_field(self, value, format_spec):
        return format(value, format_spec)

    def convert_field(self, value, conversion):
        if conversion is None:
            return value
        elif conversion == 's':
            return str(value)
        elif conversion == 'r':
            return repr(value)
        elif conversion == 'a':
            return ascii(value)
        raise ValueError("Unknown conversion specifier {0!s}".format(conversion))
