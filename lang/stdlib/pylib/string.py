"""Character-class constants, capwords(), $-substitution Templates and
the str.format engine exposed as the Formatter class."""

__all__ = ["ascii_letters", "ascii_lowercase", "ascii_uppercase", "capwords",
           "digits", "hexdigits", "octdigits", "printable", "punctuation",
           "whitespace", "Formatter", "Template"]

import _string

whitespace = ' \t\n\r\x0b\x0c'
ascii_lowercase = ''.join(chr(c) for c in range(ord('a'), ord('z') + 1))
ascii_uppercase = ascii_lowercase.upper()
ascii_letters = ascii_lowercase + ascii_uppercase
digits = '0123456789'
hexdigits = digits + 'abcdefABCDEF'
octdigits = digits[:8]
punctuation = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~'
printable = digits + ascii_letters + punctuation + whitespace


def capwords(s, sep=None):
    """Split s on sep (runs of whitespace by default), capitalize each
    piece and join the pieces with sep (a single space by default)."""
    joiner = ' ' if sep is None else sep
    return joiner.join(part.capitalize() for part in s.split(sep))


# ---------------------------------------------------------------------------
# Template: "$name" / "${name}" substitution

_NAME_HEAD = frozenset('_' + ascii_letters)
_NAME_TAIL = frozenset('_' + ascii_letters + digits)


def _name_end(text, pos):
    """End index of the identifier starting at pos (pos if there is none)."""
    if pos >= len(text) or text[pos] not in _NAME_HEAD:
        return pos
    pos += 1
    while pos < len(text) and text[pos] in _NAME_TAIL:
        pos += 1
    return pos


_NO_MAPPING = object()     # default for substitute()'s mapping

_PIECES = {}               # (delimiter, template) -> Template._parse()'s pieces
_PIECES_MAX = 512


class Template:
    """A string with $-placeholders: "$name", "${name}", "$$" for "$".

    Subclasses may change `delimiter`. Identifiers are ASCII: a letter or
    underscore followed by letters, digits and underscores.
    """

    delimiter = '$'
    idpattern = r'(?a:[_a-z][_a-z0-9]*)'
    braceidpattern = None
    flags = None

    def __init__(self, template):
        self.template = template

    def _pieces(self):
        """The template's pieces, parsed once per (delimiter, template)
        pair as CPython's re caches the pattern Template compiles."""
        key = (self.delimiter, self.template)
        try:
            return _PIECES[key]
        except (KeyError, TypeError):
            pass
        pieces = tuple(self._parse())
        try:
            if len(_PIECES) >= _PIECES_MAX:
                _PIECES.clear()
            _PIECES[key] = pieces
        except TypeError:
            pass
        return pieces

    def _parse(self):
        """Yield (kind, text, position) for the template.

        kind is 'text' (literal text), 'name' (a placeholder; text is the
        identifier) or 'bad' (a delimiter not starting a valid placeholder;
        text is the delimiter itself)."""
        src = self.template
        if not isinstance(src, str):
            if isinstance(src, (bytes, bytearray, memoryview)):
                raise TypeError('cannot use a string pattern on a '
                                'bytes-like object')
            raise TypeError('expected string or bytes-like object, got %r'
                            % type(src).__name__)
        mark = self.delimiter
        step = len(mark)
        done = 0
        while True:
            at = src.find(mark, done)
            if at < 0:
                break
            if at > done:
                yield 'text', src[done:at], done
            after = at + step
            if src.startswith(mark, after):
                yield 'text', mark, at
                done = after + step
                continue
            if src.startswith('{', after):
                stop = _name_end(src, after + 1)
                if stop > after + 1 and src.startswith('}', stop):
                    yield 'name', src[after + 1:stop], at
                    done = stop + 1
                    continue
            else:
                stop = _name_end(src, after)
                if stop > after:
                    yield 'name', src[after:stop], at
                    done = stop
                    continue
            yield 'bad', mark, at
            done = after
        if done < len(src):
            yield 'text', src[done:], done

    def _where(self, pos):
        rows = (self.template[:pos] + '.').splitlines()
        return len(rows), len(rows[-1])

    def _lookup_function(self, mapping, kws):
        if mapping is _NO_MAPPING:
            return kws.__getitem__
        if not kws:
            return mapping.__getitem__

        def lookup(key):
            if key in kws:
                return kws[key]
            return mapping[key]
        return lookup

    def substitute(self, mapping=_NO_MAPPING, /, **kws):
        """Fill in every placeholder; a missing name raises KeyError and a
        malformed placeholder raises ValueError."""
        get = self._lookup_function(mapping, kws)
        out = []
        for kind, text, pos in self._pieces():
            if kind == 'text':
                out.append(text)
            elif kind == 'name':
                out.append('%s' % (get(text),))
            else:
                line, col = self._where(pos)
                raise ValueError('Invalid placeholder in string: line %d, '
                                 'col %d' % (line, col))
        return ''.join(out)

    def safe_substitute(self, mapping=_NO_MAPPING, /, **kws):
        """Like substitute(), but leave unknown or malformed placeholders
        in the result unchanged."""
        get = self._lookup_function(mapping, kws)
        out = []
        src = self.template
        pieces = self._pieces()
        for idx, (kind, text, pos) in enumerate(pieces):
            if kind != 'name':
                out.append(text)
                continue
            try:
                out.append('%s' % (get(text),))
            except KeyError:
                end = pieces[idx + 1][2] if idx + 1 < len(pieces) \
                    else len(src)
                out.append(src[pos:end])
        return ''.join(out)

    def is_valid(self):
        """False if the template holds a malformed placeholder."""
        return all(kind != 'bad' for kind, _, _ in self._pieces())

    def get_identifiers(self):
        """Names of the valid placeholders, first appearance order."""
        seen = []
        for kind, text, _ in self._pieces():
            if kind == 'name' and text not in seen:
                seen.append(text)
        return seen


# ---------------------------------------------------------------------------
# Formatter: a Python-level version of str.format


class Formatter:
    """str.format() written in Python, with hooks to override."""

    def format(self, format_string, /, *args, **kwargs):
        return self.vformat(format_string, args, kwargs)

    def vformat(self, format_string, args, kwargs):
        used = set()
        result, _ = self._expand(format_string, args, kwargs, used, 2, 0)
        self.check_unused_args(used, args, kwargs)
        return result

    def _expand(self, format_string, args, kwargs, used, depth, auto):
        """Substitute all fields; `auto` is the next automatic argument
        number, or False once a field was numbered explicitly."""
        if depth < 0:
            raise ValueError('Max string recursion exceeded')
        out = []
        for literal, name, spec, conversion in self.parse(format_string):
            if literal:
                out.append(literal)
            if name is None:
                continue
            if name == '':
                if auto is False:
                    raise ValueError('cannot switch from manual field '
                                     'specification to automatic field '
                                     'numbering')
                name = str(auto)
                auto += 1
            elif name.isdigit():
                if auto:
                    raise ValueError('cannot switch from manual field '
                                     'specification to automatic field '
                                     'numbering')
                auto = False
            value, key = self.get_field(name, args, kwargs)
            used.add(key)
            value = self.convert_field(value, conversion)
            spec, auto = self._expand(spec, args, kwargs, used, depth - 1,
                                      auto)
            out.append(self.format_field(value, spec))
        return ''.join(out), auto

    def parse(self, format_string):
        """Yield (literal_text, field_name, format_spec, conversion)."""
        return _string.formatter_parser(format_string)

    def get_field(self, field_name, args, kwargs):
        """Resolve a field name like 'x.attr[key]'; return (value, key of
        the argument it came from)."""
        first, rest = _string.formatter_field_name_split(field_name)
        value = self.get_value(first, args, kwargs)
        for is_attr, part in rest:
            value = getattr(value, part) if is_attr else value[part]
        return value, first

    def get_value(self, key, args, kwargs):
        if isinstance(key, int):
            return args[key]
        return kwargs[key]

    def check_unused_args(self, used_args, args, kwargs):
        """Hook: may complain about arguments nothing referred to."""

    def format_field(self, value, format_spec):
        return format(value, format_spec)

    def convert_field(self, value, conversion):
        if conversion is None:
            return value
        if conversion == 's':
            return str(value)
        if conversion == 'r':
            return repr(value)
        if conversion == 'a':
            return ascii(value)
        raise ValueError('Unknown conversion specifier %s' % (conversion,))
