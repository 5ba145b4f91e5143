"""csv for cpjit: CSV readers and writers (CPython's csv and _csv).

A reader runs each input line through a state machine that follows the
rules of CPython's _csv parser (quotes, doubled quotes, escape
characters, newlines inside quoted fields, strict mode); lines without
quote or escape characters take a fast path through str.split. A writer
quotes and escapes each field as the dialect asks. Dialects are
validated with CPython's messages.
"""

import re
import types
from io import StringIO

__all__ = ['QUOTE_MINIMAL', 'QUOTE_ALL', 'QUOTE_NONNUMERIC', 'QUOTE_NONE',
           'QUOTE_STRINGS', 'QUOTE_NOTNULL', 'Error', 'Dialect', 'excel',
           'excel_tab', 'field_size_limit', 'reader', 'writer',
           'register_dialect', 'get_dialect', 'list_dialects', 'Sniffer',
           'unregister_dialect', 'DictReader', 'DictWriter', 'unix_dialect']

__version__ = '1.0'

QUOTE_MINIMAL, QUOTE_ALL, QUOTE_NONNUMERIC, QUOTE_NONE, QUOTE_STRINGS, \
    QUOTE_NOTNULL = range(6)


class Error(Exception):
    pass


Error.__module__ = '_csv'

_field_limit = 128 * 1024
_dialects = {}


def field_size_limit(*args):
    """Return the field size limit; with an argument, also set it."""
    global _field_limit
    if len(args) > 1:
        raise TypeError(
            f'field_size_limit expected at most 1 argument, got {len(args)}')
    old = _field_limit
    if args:
        if not isinstance(args[0], int):
            raise TypeError('limit must be an integer')
        _field_limit = args[0]
    return old


# --- dialects ---------------------------------------------------------------

_ATTRS = ('delimiter', 'doublequote', 'escapechar', 'lineterminator',
          'quotechar', 'quoting', 'skipinitialspace', 'strict')


def _char(name, v, default, allow_none):
    if v is _unset:
        return default
    if v is None and allow_none:
        return None
    if not isinstance(v, str):
        if allow_none:
            raise TypeError(f'"{name}" must be string or None, '
                            f'not {type(v).__name__}')
        raise TypeError(f'"{name}" must be string, not {type(v).__name__}')
    if len(v) != 1:
        raise TypeError(f'"{name}" must be a 1-character string')
    return v


_unset = object()


class _Dialect:
    """A validated dialect (CPython's _csv.Dialect): read-only attributes."""

    __slots__ = ('_delimiter', '_doublequote', '_escapechar',
                 '_lineterminator', '_quotechar', '_quoting',
                 '_skipinitialspace', '_strict')

    def __new__(cls, dialect=None, **kwargs):
        for k in kwargs:
            if k not in _ATTRS:
                raise TypeError(
                    f"this function got an unexpected keyword argument '{k}'")
        if dialect is not None:
            if isinstance(dialect, str):
                dialect = get_dialect(dialect)
            if isinstance(dialect, _Dialect) and not kwargs:
                return dialect
        vals = {}
        for a in _ATTRS:
            v = kwargs.get(a, _unset)
            if v is _unset and dialect is not None:
                v = getattr(dialect, a, _unset)
            vals[a] = v
        self = object.__new__(cls)
        # The order of the checks, and so which error a dialect with
        # several faults gets, is CPython's.
        delimiter = _char('delimiter', vals['delimiter'], ',', False)
        escapechar = _char('escapechar', vals['escapechar'], None, True)
        lt = vals['lineterminator']
        if lt is _unset:
            lt = '\r\n'
        elif lt is not None and not isinstance(lt, str):
            raise TypeError('"lineterminator" must be a string')
        quotechar = _char('quotechar', vals['quotechar'], '"', True)
        quoting = vals['quoting']
        if quoting is _unset:
            quoting = QUOTE_NONE if quotechar is None else QUOTE_MINIMAL
        elif not isinstance(quoting, int):
            raise TypeError('"quoting" must be an integer')
        dq = vals['doublequote']
        sis = vals['skipinitialspace']
        strict = vals['strict']
        sis = False if sis is _unset else bool(sis)
        if quoting not in range(6):
            raise TypeError('bad "quoting" value')
        if quotechar is None and quoting != QUOTE_NONE:
            raise TypeError('quotechar must be set if quoting enabled')
        if lt is None:
            raise TypeError('lineterminator must be set')
        for name, c, space_ok in (('delimiter', delimiter, True),
                                  ('escapechar', escapechar, not sis),
                                  ('quotechar', quotechar, not sis)):
            if c is None:
                continue
            if c in '\r\n' or (c == ' ' and not space_ok):
                raise ValueError(f'bad {name} value')
            if c in lt:
                raise ValueError(f'bad {name} or lineterminator value')
        for (n1, c1), (n2, c2) in ((('delimiter', delimiter), ('escapechar', escapechar)),
                                   (('delimiter', delimiter), ('quotechar', quotechar)),
                                   (('escapechar', escapechar), ('quotechar', quotechar))):
            if c1 is not None and c1 == c2:
                raise ValueError(f'bad {n1} or {n2} value')
        object.__setattr__(self, '_delimiter', delimiter)
        object.__setattr__(self, '_quotechar', quotechar)
        object.__setattr__(self, '_escapechar', escapechar)
        object.__setattr__(self, '_lineterminator', lt)
        object.__setattr__(self, '_quoting', quoting)
        object.__setattr__(self, '_doublequote',
                           True if dq is _unset else bool(dq))
        object.__setattr__(self, '_skipinitialspace', sis)
        object.__setattr__(self, '_strict',
                           False if strict is _unset else bool(strict))
        return self

    def __setattr__(self, name, value):
        if name in _ATTRS:
            raise AttributeError(f"attribute '{name}' of '_csv.Dialect' "
                                 f"objects is not writable")
        raise AttributeError(f"'_csv.Dialect' object has no attribute '{name}'")

    delimiter = property(lambda self: self._delimiter)
    doublequote = property(lambda self: self._doublequote)
    escapechar = property(lambda self: self._escapechar)
    lineterminator = property(lambda self: self._lineterminator)
    quotechar = property(lambda self: self._quotechar)
    quoting = property(lambda self: self._quoting)
    skipinitialspace = property(lambda self: self._skipinitialspace)
    strict = property(lambda self: self._strict)


_Dialect.__name__ = _Dialect.__qualname__ = 'Dialect'
_Dialect.__module__ = '_csv'


def register_dialect(name, dialect=None, **fmtparams):
    """Give a dialect (an object or format parameters) a name."""
    if not isinstance(name, str):
        raise TypeError('dialect name must be a string')
    _dialects[name] = _Dialect(dialect, **fmtparams)


def unregister_dialect(name):
    if name not in _dialects:
        raise Error('unknown dialect')
    del _dialects[name]


def get_dialect(name):
    try:
        return _dialects[name]
    except (KeyError, TypeError):
        raise Error('unknown dialect') from None


def list_dialects():
    return list(_dialects)


class Dialect:
    """Describe a CSV dialect: subclass it and set the attributes."""
    _name = ''
    _valid = False
    delimiter = None
    quotechar = None
    escapechar = None
    doublequote = None
    skipinitialspace = None
    lineterminator = None
    quoting = None

    def __init__(self):
        if self.__class__ != Dialect:
            self._valid = True
        self._validate()

    def _validate(self):
        try:
            _Dialect(self)
        except TypeError as e:
            raise Error(str(e)) from None


class excel(Dialect):
    """Microsoft Excel's CSV: comma-separated, CRLF line endings."""
    delimiter = ','
    quotechar = '"'
    doublequote = True
    skipinitialspace = False
    lineterminator = '\r\n'
    quoting = QUOTE_MINIMAL


register_dialect('excel', excel)


class excel_tab(excel):
    """Microsoft Excel's tab-delimited files."""
    delimiter = '\t'


register_dialect('excel-tab', excel_tab)


class unix_dialect(Dialect):
    """CSV as Unix tools write it: LF line endings, every field quoted."""
    delimiter = ','
    quotechar = '"'
    doublequote = True
    skipinitialspace = False
    lineterminator = '\n'
    quoting = QUOTE_ALL


register_dialect('unix', unix_dialect)


# --- reading ----------------------------------------------------------------

(_START_RECORD, _START_FIELD, _ESCAPED_CHAR, _IN_FIELD, _IN_QUOTED_FIELD,
 _ESCAPE_IN_QUOTED_FIELD, _QUOTE_IN_QUOTED_FIELD, _EAT_CRNL,
 _AFTER_ESCAPED_CRNL) = range(9)

_EOL = None   # the end of each input line


class _Reader:
    """An iterator over the records of an iterable of lines."""

    def __init__(self, lines, dialect):
        self._lines = iter(lines)
        self.dialect = dialect
        self.line_num = 0
        d = dialect
        self._delim = d.delimiter
        self._quote = d.quotechar if d.quoting != QUOTE_NONE else None
        self._esc = d.escapechar
        self._sis = d.skipinitialspace
        self._quoting = d.quoting
        self._strict = d.strict
        self._dq = d.doublequote
        # The fast path takes lines without these characters.
        special = ['\r']
        if self._quote is not None:
            special.append(self._quote)
        if self._esc is not None:
            special.append(self._esc)
        self._special = special
        self._plain = (d.quoting in (QUOTE_MINIMAL, QUOTE_ALL, QUOTE_NONE)
                       and not d.skipinitialspace)

    def __iter__(self):
        return self

    def _fast(self, line):
        if line.endswith('\n'):
            body = line[:-1]
        else:
            body = line
        if '\n' in body:
            return None
        for c in self._special:
            if c in body:
                return None
        if not body:
            return []
        fields = body.split(self._delim)
        limit = _field_limit
        if len(body) > limit:
            for f in fields:
                if len(f) > limit:
                    return None
        return fields

    def __next__(self):
        self._fields = fields = []
        self._field = []
        self._state = _START_RECORD
        self._unquoted = True
        while True:
            try:
                line = next(self._lines)
            except StopIteration:
                if self._field or self._state == _IN_QUOTED_FIELD:
                    if self._strict:
                        raise Error('unexpected end of data')
                    self._save()
                    break
                raise
            if not isinstance(line, str):
                raise Error(f'iterator should return strings, not '
                            f'{type(line).__name__} (the file should be '
                            f'opened in text mode)')
            self.line_num += 1
            if self._plain and self._state == _START_RECORD:
                quick = self._fast(line)
                if quick is not None:
                    return quick
            step = self._step
            for c in line:
                step(c)
            step(_EOL)
            if self._state == _START_RECORD:
                break
        return fields

    def _add(self, c):
        if len(self._field) >= _field_limit:
            raise Error(f'field larger than field limit ({_field_limit})')
        self._field.append(c)

    def _save(self):
        s = ''.join(self._field)
        self._field = []
        q = self._quoting
        if self._unquoted:
            if not s and q in (QUOTE_NOTNULL, QUOTE_STRINGS):
                s = None
            elif s and q in (QUOTE_NONNUMERIC, QUOTE_STRINGS):
                s = float(s)
        self._unquoted = True
        self._fields.append(s)

    def _step(self, c):
        state = self._state
        if state == _START_RECORD:
            if c is _EOL:
                return
            if c == '\n' or c == '\r':
                self._state = _EAT_CRNL
                return
            state = self._state = _START_FIELD
        if state == _START_FIELD:
            if c is _EOL or c == '\n' or c == '\r':
                self._save()
                self._state = _START_RECORD if c is _EOL else _EAT_CRNL
            elif c == self._quote:
                self._unquoted = False
                self._state = _IN_QUOTED_FIELD
            elif c == self._esc:
                self._state = _ESCAPED_CHAR
            elif c == ' ' and self._sis:
                pass
            elif c == self._delim:
                self._save()
            else:
                self._add(c)
                self._state = _IN_FIELD
        elif state == _ESCAPED_CHAR:
            if c == '\n' or c == '\r':
                self._add(c)
                self._state = _AFTER_ESCAPED_CRNL
                return
            self._add('\n' if c is _EOL else c)
            self._state = _IN_FIELD
        elif state == _IN_FIELD or state == _AFTER_ESCAPED_CRNL:
            if state == _AFTER_ESCAPED_CRNL:
                if c is _EOL:
                    return
                self._state = _IN_FIELD
            if c is _EOL or c == '\n' or c == '\r':
                self._save()
                self._state = _START_RECORD if c is _EOL else _EAT_CRNL
            elif c == self._esc:
                self._state = _ESCAPED_CHAR
            elif c == self._delim:
                self._save()
                self._state = _START_FIELD
            else:
                self._add(c)
        elif state == _IN_QUOTED_FIELD:
            if c is _EOL:
                pass
            elif c == self._esc:
                self._state = _ESCAPE_IN_QUOTED_FIELD
            elif c == self._quote:
                self._state = (_QUOTE_IN_QUOTED_FIELD if self._dq
                               else _IN_FIELD)
            else:
                self._add(c)
        elif state == _ESCAPE_IN_QUOTED_FIELD:
            self._add('\n' if c is _EOL else c)
            self._state = _IN_QUOTED_FIELD
        elif state == _QUOTE_IN_QUOTED_FIELD:
            if c is not _EOL and c == self._quote:
                self._add(c)
                self._state = _IN_QUOTED_FIELD
            elif c == self._delim:
                self._save()
                self._state = _START_FIELD
            elif c is _EOL or c == '\n' or c == '\r':
                self._save()
                self._state = _START_RECORD if c is _EOL else _EAT_CRNL
            elif not self._strict:
                self._add(c)
                self._state = _IN_FIELD
            else:
                raise Error(f"'{self._delim}' expected after '{self._quote}'")
        elif state == _EAT_CRNL:
            if c == '\n' or c == '\r':
                pass
            elif c is _EOL:
                self._state = _START_RECORD
            else:
                raise Error('new-line character seen in unquoted field - do '
                            "you need to open the file with newline=''?")


_Reader.__name__ = _Reader.__qualname__ = 'reader'
_Reader.__module__ = '_csv'


def reader(*args, **kwargs):
    """csv_reader = reader(iterable [, dialect='excel'] [optional keyword args])"""
    if not args:
        raise TypeError(' expected at least 1 argument, got 0')
    if len(args) > 2:
        raise TypeError(f'expected at most 2 arguments, got {len(args)}')
    lines = iter(args[0])
    dialect = args[1] if len(args) > 1 else kwargs.pop('dialect', None)
    return _Reader(lines, _Dialect(dialect, **kwargs))


# --- writing ----------------------------------------------------------------

def _is_number(v):
    if isinstance(v, (int, float, complex)):
        return True
    t = type(v)
    return (hasattr(t, '__index__') or hasattr(t, '__int__') or
            hasattr(t, '__float__'))


class _Writer:
    """Writes records to an object with a write method."""

    def __init__(self, f, dialect):
        self._write = f.write
        self.dialect = dialect
        d = dialect
        self._delim = d.delimiter
        self._quote = d.quotechar
        self._esc = d.escapechar
        self._lt = d.lineterminator
        self._quoting = d.quoting
        self._dq = d.doublequote
        self._space_delim = d.delimiter == ' ' and d.skipinitialspace
        specials = {d.delimiter, '\n', '\r'}
        specials.update(d.lineterminator)
        if d.quotechar is not None:
            specials.add(d.quotechar)
        if d.escapechar is not None:
            specials.add(d.escapechar)
        self._specials = specials
        self._pattern = re.compile(
            '[' + ''.join(re.escape(c) for c in sorted(specials)) + ']')

    def _field(self, v):
        q = self._quoting
        if q == QUOTE_ALL:
            quoted = True
        elif q == QUOTE_NONNUMERIC:
            quoted = not _is_number(v)
        elif q == QUOTE_STRINGS:
            quoted = isinstance(v, str)
        elif q == QUOTE_NOTNULL:
            quoted = v is not None
        else:
            quoted = False
        if v is None:
            s = ''
        elif isinstance(v, str):
            s = v
        elif isinstance(v, float):
            s = repr(v)
        else:
            s = str(v)
        if not s and self._space_delim:
            if q == QUOTE_NONE or (v is None and q in (QUOTE_STRINGS,
                                                       QUOTE_NOTNULL)):
                raise Error('empty field must be quoted if delimiter is a '
                            'space and skipinitialspace is true')
            quoted = True
        if self._pattern.search(s) is None:
            return f'{self._quote}{s}{self._quote}' if quoted else s
        out = []
        esc = self._esc
        for c in s:
            if c in self._specials:
                want_escape = False
                if q == QUOTE_NONE:
                    want_escape = True
                else:
                    if c == self._quote:
                        if self._dq:
                            out.append(c)
                        else:
                            want_escape = True
                    elif c == esc:
                        want_escape = True
                    if not want_escape:
                        quoted = True
                if want_escape:
                    if esc is None:
                        raise Error('need to escape, but no escapechar set')
                    out.append(esc)
            out.append(c)
        s = ''.join(out)
        return f'{self._quote}{s}{self._quote}' if quoted else s

    def writerow(self, row):
        try:
            it = iter(row)
        except TypeError:
            raise Error(f'iterable expected, not {type(row).__name__}') from None
        values = list(it)
        parts = [self._field(v) for v in values]
        if len(parts) == 1 and parts[0] == '':
            q = self._quoting
            if q == QUOTE_NONE or (values[0] is None and
                                   q in (QUOTE_STRINGS, QUOTE_NOTNULL)):
                raise Error('single empty field record must be quoted')
            parts[0] = self._quote * 2
        return self._write(self._delim.join(parts) + self._lt)

    def writerows(self, rows):
        for row in rows:
            self.writerow(row)


_Writer.__name__ = _Writer.__qualname__ = 'writer'
_Writer.__module__ = '_csv'


def writer(*args, **kwargs):
    """csv_writer = csv.writer(fileobj [, dialect='excel'] [optional keyword args])"""
    if not args:
        raise TypeError(' expected at least 1 argument, got 0')
    if len(args) > 2:
        raise TypeError(f'expected at most 2 arguments, got {len(args)}')
    f = args[0]
    if not hasattr(f, 'write'):
        raise TypeError('argument 1 must have a "write" method')
    dialect = args[1] if len(args) > 1 else kwargs.pop('dialect', None)
    return _Writer(f, _Dialect(dialect, **kwargs))


# --- dict readers and writers -------------------------------------------------

class DictReader:
    """Read records as dicts keyed by the field names (the first row by
    default); extra values go to restkey, missing ones get restval."""

    def __init__(self, f, fieldnames=None, restkey=None, restval=None,
                 dialect='excel', *args, **kwds):
        if fieldnames is not None and iter(fieldnames) is fieldnames:
            fieldnames = list(fieldnames)
        self._fieldnames = fieldnames
        self.restkey = restkey
        self.restval = restval
        self.reader = reader(f, dialect, *args, **kwds)
        self.dialect = dialect
        self.line_num = 0

    def __iter__(self):
        return self

    @property
    def fieldnames(self):
        if self._fieldnames is None:
            try:
                self._fieldnames = next(self.reader)
            except StopIteration:
                pass
        self.line_num = self.reader.line_num
        return self._fieldnames

    @fieldnames.setter
    def fieldnames(self, value):
        self._fieldnames = value

    def __next__(self):
        if self.line_num == 0:
            self.fieldnames
        row = next(self.reader)
        self.line_num = self.reader.line_num
        while row == []:
            row = next(self.reader)
        d = dict(zip(self.fieldnames, row))
        lf = len(self.fieldnames)
        lr = len(row)
        if lf < lr:
            d[self.restkey] = row[lf:]
        elif lf > lr:
            for key in self.fieldnames[lr:]:
                d[key] = self.restval
        return d

    __class_getitem__ = classmethod(types.GenericAlias)


class DictWriter:
    """Write dicts as records, in the order of fieldnames."""

    def __init__(self, f, fieldnames, restval='', extrasaction='raise',
                 dialect='excel', *args, **kwds):
        if fieldnames is not None and iter(fieldnames) is fieldnames:
            fieldnames = list(fieldnames)
        self.fieldnames = fieldnames
        self.restval = restval
        extrasaction = extrasaction.lower()
        if extrasaction not in ('raise', 'ignore'):
            raise ValueError(f"extrasaction ({extrasaction}) must be 'raise' "
                             f"or 'ignore'")
        self.extrasaction = extrasaction
        self.writer = writer(f, dialect, *args, **kwds)

    def writeheader(self):
        header = dict(zip(self.fieldnames, self.fieldnames))
        return self.writerow(header)

    def _dict_to_list(self, rowdict):
        if self.extrasaction == 'raise':
            wrong = rowdict.keys() - self.fieldnames
            if wrong:
                raise ValueError('dict contains fields not in fieldnames: '
                                 + ', '.join([repr(x) for x in wrong]))
        return (rowdict.get(key, self.restval) for key in self.fieldnames)

    def writerow(self, rowdict):
        return self.writer.writerow(self._dict_to_list(rowdict))

    def writerows(self, rowdicts):
        return self.writer.writerows(map(self._dict_to_list, rowdicts))

    __class_getitem__ = classmethod(types.GenericAlias)


# --- the sniffer --------------------------------------------------------------

# Layouts of a quoted field, most telling first: the delimiter before and
# after it, the delimiter before it and a line end after, a line start
# before and the delimiter after, and a whole quoted line.
_QUOTED_LAYOUTS = (
    r'(?P<delim>[^\w\n"\'])(?P<space> ?)(?P<quote>["\']).*?(?P=quote)(?P=delim)',
    r'(?:^|\n)(?P<quote>["\']).*?(?P=quote)(?P<delim>[^\w\n"\'])(?P<space> ?)',
    r'(?P<delim>[^\w\n"\'])(?P<space> ?)(?P<quote>["\']).*?(?P=quote)(?:$|\n)',
    r'(?:^|\n)(?P<quote>["\']).*?(?P=quote)(?:$|\n)',
)


def _most_common(counts):
    # The first-seen of the most frequent keys.
    return max(counts, key=counts.get)


def _skips_space(line, delim):
    return line.count(delim) == line.count(delim + ' ')


class Sniffer:
    """Guess the dialect of a CSV sample, and whether it has a header."""

    def __init__(self):
        self.preferred = [',', '\t', ';', ' ', ':']

    def sniff(self, sample, delimiters=None):
        """Return a Dialect subclass describing sample."""
        quote, doubled, delim, skip = self._from_quotes(sample, delimiters)
        if not delim:
            delim, skip = self._from_counts(sample, delimiters)
        if not delim:
            raise Error('Could not determine delimiter')

        class dialect(Dialect):
            _name = 'sniffed'
            lineterminator = '\r\n'
            quoting = QUOTE_MINIMAL

        dialect.doublequote = doubled
        dialect.delimiter = delim
        dialect.quotechar = quote or '"'
        dialect.skipinitialspace = skip
        return dialect

    def _from_quotes(self, data, allowed):
        """Find quoted fields; the characters around them tell the quote
        character, the delimiter and whether a space follows it."""
        found = []
        for layout in _QUOTED_LAYOUTS:
            rx = re.compile(layout, re.DOTALL | re.MULTILINE)
            found = rx.findall(data)
            if found:
                break
        if not found:
            return ('', False, None, 0)
        slot = {name: i - 1 for name, i in rx.groupindex.items()}
        quote_counts, delim_counts, spaced = {}, {}, 0
        for groups in found:
            q = groups[slot['quote']]
            if q:
                quote_counts[q] = quote_counts.get(q, 0) + 1
            if 'delim' not in slot:
                continue
            d = groups[slot['delim']]
            if d and (allowed is None or d in allowed):
                delim_counts[d] = delim_counts.get(d, 0) + 1
            if 'space' in slot and groups[slot['space']]:
                spaced += 1
        quote = _most_common(quote_counts)
        if delim_counts:
            delim = _most_common(delim_counts)
            skip = delim_counts[delim] == spaced
            if delim == '\n':
                delim = ''
        else:
            delim, skip = '', 0
        # A doubled quote inside a quoted field means doublequote.
        esc_delim = re.escape(delim)
        doubled_rx = re.compile(
            rf'(({esc_delim})|^)\W*{quote}[^{esc_delim}\n]*{quote}'
            rf'[^{esc_delim}\n]*{quote}\W*(({esc_delim})|$)', re.MULTILINE)
        return quote, bool(doubled_rx.search(data)), delim, skip

    def _from_counts(self, data, allowed):
        """Without quotes: a delimiter appears the same number of times on
        (nearly) every line. Lines are read ten at a time; for each ASCII
        character, its commonest per-line count and how far that count
        outweighs the others decide whether it is a candidate."""
        lines = [ln for ln in data.split('\n') if ln]
        chars = [chr(i) for i in range(127)]
        step = min(10, len(lines))
        histograms = {}   # char -> {count on a line: lines with it}
        modes = {}        # char -> (count, weight)
        candidates = {}
        rounds = 0
        lo, hi = 0, step
        while lo < len(lines):
            rounds += 1
            for ln in lines[lo:hi]:
                for ch in chars:
                    hist = histograms.setdefault(ch, {})
                    n = ln.count(ch)
                    hist[n] = hist.get(n, 0) + 1
            for ch, hist in histograms.items():
                pairs = list(hist.items())
                if len(pairs) == 1 and pairs[0][0] == 0:
                    continue
                if len(pairs) > 1:
                    best = max(pairs, key=lambda p: p[1])
                    pairs.remove(best)
                    modes[ch] = (best[0], best[1] - sum(p[1] for p in pairs))
                else:
                    modes[ch] = pairs[0]
            seen = float(min(step * rounds, len(lines)))
            bar = 1.0
            while not candidates and bar >= 0.9:
                for ch, (count, weight) in modes.items():
                    if count > 0 and weight > 0 and weight / seen >= bar and \
                            (allowed is None or ch in allowed):
                        candidates[ch] = (count, weight)
                bar -= 0.01
            if len(candidates) == 1:
                (delim,) = candidates
                return delim, _skips_space(lines[0], delim)
            lo = hi
            hi += step
        if not candidates:
            return '', 0
        if len(candidates) > 1:
            for d in self.preferred:
                if d in candidates:
                    return d, _skips_space(lines[0], d)
        delim = max((mode, ch) for ch, mode in candidates.items())[1]
        return delim, _skips_space(lines[0], delim)

    def has_header(self, sample):
        """Guess whether the first row of sample is a header. Each column
        whose later values all parse as numbers, or all have one length,
        votes: for a header if the first row's value breaks that pattern,
        against it otherwise."""
        rows = reader(StringIO(sample), self.sniff(sample))
        header = next(rows)
        width = len(header)
        kinds = dict.fromkeys(range(width))   # column -> complex or a length
        for n, row in enumerate(rows):
            if n > 20:
                break
            if len(row) != width:
                continue
            for col in list(kinds):
                try:
                    complex(row[col])
                    kind = complex
                except (ValueError, OverflowError):
                    kind = len(row[col])
                if kind != kinds[col]:
                    if kinds[col] is None:
                        kinds[col] = kind
                    else:
                        del kinds[col]
        votes = 0
        for col, kind in kinds.items():
            if type(kind) is int:
                votes += 1 if len(header[col]) != kind else -1
            else:
                try:
                    kind(header[col])
                except (ValueError, TypeError):
                    votes += 1
                else:
                    votes -= 1
        return votes > 0
