"""Extract, format and print stack traces and exceptions (cpjit).

Exceptions are rendered by the interpreter's own formatter (module
_traceback), the one the command line uses, so tracebacks read the same
everywhere; the frame-level API (walk_tb, extract_tb, StackSummary,
FrameSummary, TracebackException) is built here on frame and traceback
objects and linecache.
"""

import collections.abc
import itertools
import linecache
import sys

import _traceback

__all__ = ['extract_stack', 'extract_tb', 'format_exception',
           'format_exception_only', 'format_list', 'format_stack',
           'format_tb', 'print_exc', 'format_exc', 'print_exception',
           'print_last', 'print_stack', 'print_tb', 'clear_frames',
           'FrameSummary', 'StackSummary', 'TracebackException',
           'walk_stack', 'walk_tb']

_RECURSIVE_CUTOFF = 3
_sentinel = object()


def _write(text, file):
    if file is None:
        file = sys.stderr
    file.write(text)


# --- lists of frames ------------------------------------------------------

def print_list(extracted_list, file=None):
    """Print the entries of extract_tb() or extract_stack()."""
    for item in StackSummary.from_list(extracted_list).format():
        _write(item, file)


def format_list(extracted_list):
    """Format the entries of extract_tb() or extract_stack() as strings."""
    return StackSummary.from_list(extracted_list).format()


def print_tb(tb, limit=None, file=None):
    """Print up to limit entries of the traceback tb."""
    print_list(extract_tb(tb, limit=limit), file=file)


def format_tb(tb, limit=None):
    """The entries of the traceback tb, formatted."""
    return extract_tb(tb, limit=limit).format()


def extract_tb(tb, limit=None):
    """Return a StackSummary of the traceback tb, outermost first."""
    return StackSummary._extract_from_extended_frame_gen(
        _walk_tb_with_full_positions(tb), limit=limit)


# --- exceptions -----------------------------------------------------------

def _parse_value_tb(exc, value, tb):
    if (value is _sentinel) != (tb is _sentinel):
        raise ValueError("Both or neither of value and tb must be given")
    if value is tb is _sentinel:
        if exc is not None:
            if isinstance(exc, BaseException):
                return exc, exc.__traceback__
            raise TypeError(f'Exception expected for value, '
                            f'{type(exc).__name__} found')
        return None, None
    return value, tb


def print_exception(exc, /, value=_sentinel, tb=_sentinel, limit=None,
                    file=None, chain=True):
    """Print an exception and its traceback as the interpreter does."""
    value, tb = _parse_value_tb(exc, value, tb)
    for line in _format(value, tb, limit, chain):
        _write(line, file)


def format_exception(exc, /, value=_sentinel, tb=_sentinel, limit=None,
                     chain=True):
    """Return the lines print_exception() would print."""
    value, tb = _parse_value_tb(exc, value, tb)
    return list(_format(value, tb, limit, chain))


def _format(value, tb, limit, chain):
    if value is None:
        return ['NoneType: None\n']
    if limit is None and tb is value.__traceback__ and \
            getattr(sys, 'tracebacklimit', None) is None:
        return _traceback.format_exception(value, chain=chain)
    te = TracebackException(type(value), value, tb, limit=limit, compact=True)
    return te.format(chain=chain)


def format_exception_only(exc, /, value=_sentinel, *, show_group=False):
    """The last lines of a report: the exception's type and message."""
    if value is _sentinel:
        value = exc
    if value is None:
        return ['NoneType: None\n']
    return _traceback.format_exception_only(value)


def print_exc(limit=None, file=None, chain=True):
    """Print the exception being handled (sys.exception())."""
    print_exception(sys.exception(), limit=limit, file=file, chain=chain)


def format_exc(limit=None, chain=True):
    """The exception being handled, formatted as print_exc() prints it."""
    return ''.join(format_exception(sys.exception(), limit=limit, chain=chain))


def print_last(limit=None, file=None, chain=True):
    """Print the last exception that reached the top level."""
    if not hasattr(sys, 'last_exc') and not hasattr(sys, 'last_type'):
        raise ValueError("no last exception")
    if hasattr(sys, 'last_exc'):
        print_exception(sys.last_exc, limit=limit, file=file, chain=chain)
    else:
        print_exception(sys.last_type, sys.last_value, sys.last_traceback,
                        limit=limit, file=file, chain=chain)


# --- stacks ---------------------------------------------------------------

def print_stack(f=None, limit=None, file=None):
    """Print the stack from frame f (the caller by default) outwards."""
    if f is None:
        f = sys._getframe().f_back
    print_list(extract_stack(f, limit=limit), file=file)


def format_stack(f=None, limit=None):
    """The stack from frame f (the caller by default), formatted."""
    if f is None:
        f = sys._getframe().f_back
    return format_list(extract_stack(f, limit=limit))


def extract_stack(f=None, limit=None):
    """Return a StackSummary of the stack from frame f (the caller by
    default), outermost first."""
    if f is None:
        f = sys._getframe().f_back
    stack = StackSummary.extract(walk_stack(f), limit=limit)
    stack.reverse()
    return stack


def clear_frames(tb):
    """Clear the local variables of every frame of the traceback tb."""
    while tb is not None:
        try:
            tb.tb_frame.clear()
        except (RuntimeError, AttributeError):
            pass
        tb = tb.tb_next


class FrameSummary:
    """One frame of a stack or traceback: filename, lineno, name, its
    source line, the positions of the running expression and, when
    captured, the reprs of its locals."""

    __slots__ = ('filename', 'lineno', 'end_lineno', 'colno', 'end_colno',
                 'name', '_lines', '_lines_dedented', 'locals', '_code')

    def __init__(self, filename, lineno, name, *, lookup_line=True,
                 locals=None, line=None,
                 end_lineno=None, colno=None, end_colno=None, **kwargs):
        self.filename = filename
        self.lineno = lineno
        self.end_lineno = lineno if end_lineno is None else end_lineno
        self.colno = colno
        self.end_colno = end_colno
        self.name = name
        self._code = kwargs.get('_code')
        self._lines = line
        self._lines_dedented = None
        if lookup_line:
            self.line
        self.locals = {k: _safe_repr(v) for k, v in locals.items()} if locals else None

    def __eq__(self, other):
        if isinstance(other, FrameSummary):
            return (self.filename == other.filename and
                    self.lineno == other.lineno and
                    self.name == other.name and
                    self.locals == other.locals)
        if isinstance(other, tuple):
            return (self.filename, self.lineno, self.name, self.line) == other
        return NotImplemented

    def __getitem__(self, pos):
        return (self.filename, self.lineno, self.name, self.line)[pos]

    def __iter__(self):
        return iter([self.filename, self.lineno, self.name, self.line])

    def __repr__(self):
        return "<FrameSummary file {filename}, line {lineno} in {name}>".format(
            filename=self.filename, lineno=self.lineno, name=self.name)

    def __len__(self):
        return 4

    def _set_lines(self):
        # The source lines of the frame's expression, first to last, each
        # without trailing whitespace; an unreadable line reads as empty.
        if not self._lines and self.lineno is not None and self.end_lineno is not None:
            self._lines = '\n'.join(
                linecache.getline(self.filename, n).rstrip()
                for n in range(self.lineno, self.end_lineno + 1)) + '\n'

    @property
    def _original_lines(self):
        self._set_lines()
        return self._lines

    @property
    def _dedented_lines(self):
        self._set_lines()
        if self._lines_dedented is None and self._lines is not None:
            import textwrap
            self._lines_dedented = textwrap.dedent(self._lines)
        return self._lines_dedented

    @property
    def line(self):
        self._set_lines()
        if self._lines is None:
            return None
        return self._lines.partition('\n')[0].strip()


def _safe_repr(value):
    try:
        return repr(value)
    except Exception:
        return '<local repr() failed>'


def walk_stack(f):
    """Yield (frame, lineno) from frame f outwards (from the caller's
    caller when f is None)."""
    if f is None:
        f = sys._getframe().f_back.f_back.f_back
    while f is not None:
        yield f, f.f_lineno
        f = f.f_back


def walk_tb(tb):
    """Yield (frame, lineno) for each entry of the traceback tb."""
    while tb is not None:
        yield tb.tb_frame, tb.tb_lineno
        tb = tb.tb_next


def _positions(code, lasti):
    if lasti is None or lasti < 0:
        return None, None, None
    try:
        pos = list(itertools.islice(code.co_positions(), lasti // 2, None))
    except (AttributeError, ValueError):
        return None, None, None
    if not pos:
        return None, None, None
    return pos[0][1:]


def _walk_tb_with_full_positions(tb):
    while tb is not None:
        end_lineno, colno, end_colno = _positions(tb.tb_frame.f_code, tb.tb_lasti)
        yield tb.tb_frame, (tb.tb_lineno, end_lineno, colno, end_colno)
        tb = tb.tb_next


def _walk_stack_with_positions(frame_gen):
    for f, lineno in frame_gen:
        end_lineno, colno, end_colno = _positions(f.f_code, getattr(f, 'f_lasti', None))
        yield f, (lineno, end_lineno, colno, end_colno)


class StackSummary(list):
    """A list of FrameSummary objects, ready for formatting."""

    @classmethod
    def extract(klass, frame_gen, *, limit=None, lookup_lines=True,
                capture_locals=False):
        """Summarise the (frame, lineno) pairs of frame_gen (as walk_stack()
        or walk_tb() yield them)."""
        def extended(gen):
            for f, lineno in gen:
                yield f, (lineno, None, None, None)
        return klass._extract_from_extended_frame_gen(
            extended(frame_gen), limit=limit, lookup_lines=lookup_lines,
            capture_locals=capture_locals)

    @classmethod
    def _extract_from_extended_frame_gen(klass, frame_gen, *, limit=None,
                                         lookup_lines=True, capture_locals=False):
        if limit is None:
            limit = getattr(sys, 'tracebacklimit', None)
            if limit is not None and limit < 0:
                limit = 0
        if limit is not None:
            if limit >= 0:
                frame_gen = itertools.islice(frame_gen, limit)
            else:
                frame_gen = collections.deque(frame_gen, maxlen=-limit)
        result = klass()
        filenames = set()
        for f, (lineno, end_lineno, colno, end_colno) in frame_gen:
            co = f.f_code
            filename = co.co_filename
            name = co.co_name
            filenames.add(filename)
            linecache.lazycache(filename, f.f_globals) if hasattr(linecache, 'lazycache') else None
            f_locals = f.f_locals if capture_locals else None
            result.append(FrameSummary(filename, lineno, name, lookup_line=False,
                                       locals=f_locals, end_lineno=end_lineno,
                                       colno=colno, end_colno=end_colno, _code=co))
        for filename in filenames:
            linecache.checkcache(filename)
        if lookup_lines:
            for fs in result:
                fs.line
        return result

    @classmethod
    def from_list(klass, a_list):
        """Make a StackSummary from FrameSummary objects or old-style
        (filename, lineno, name, line) tuples."""
        result = StackSummary()
        for frame in a_list:
            if isinstance(frame, FrameSummary):
                result.append(frame)
            else:
                filename, lineno, name, line = frame
                result.append(FrameSummary(filename, lineno, name, line=line))
        return result

    def format_frame_summary(self, frame_summary):
        """Format one FrameSummary: its File line, its source line and the
        markers under the failing expression, and its locals."""
        filename = frame_summary.filename
        if filename.startswith('<stdin>-'):
            filename = '<stdin>'
        row = ['  File "{}", line {}, in {}\n'.format(
            filename, frame_summary.lineno, frame_summary.name)]
        fs = frame_summary
        lines = fs._original_lines
        if lines and lines.strip():
            colno, end_colno = fs.colno, fs.end_colno
            if fs.end_lineno is None or fs.lineno is None:
                colno = None
            else:
                lines = '\n'.join(lines.split('\n')[:fs.end_lineno - fs.lineno + 1])
            row.append(_traceback._source(lines, colno, end_colno))
        if frame_summary.locals:
            for name, value in sorted(frame_summary.locals.items()):
                row.append('    {name} = {value}\n'.format(name=name, value=value))
        return ''.join(row)

    def format(self):
        """Format the frames, folding runs of one repeated line after
        three like the interpreter does."""
        result = []
        last = None
        count = 0
        for fs in self:
            text = self.format_frame_summary(fs)
            if text is None:
                continue
            key = (fs.filename, fs.lineno, fs.name)
            if last is None or key != last:
                if count > _RECURSIVE_CUTOFF:
                    n = count - _RECURSIVE_CUTOFF
                    result.append(f'  [Previous line repeated {n} more '
                                  f'time{"s" if n > 1 else ""}]\n')
                last = key
                count = 0
            count += 1
            if count > _RECURSIVE_CUTOFF:
                continue
            result.append(text)
        if count > _RECURSIVE_CUTOFF:
            n = count - _RECURSIVE_CUTOFF
            result.append(f'  [Previous line repeated {n} more '
                          f'time{"s" if n > 1 else ""}]\n')
        return result


class TracebackException:
    """An exception captured for later rendering: its type, the summary of
    its traceback, its chained causes and contexts, and its message."""

    def __init__(self, exc_type, exc_value, exc_traceback, *, limit=None,
                 lookup_lines=True, capture_locals=False, compact=False,
                 max_group_width=15, max_group_depth=10, _seen=None):
        is_recursive_call = _seen is not None
        if _seen is None:
            _seen = set()
        _seen.add(id(exc_value))
        self._exc = exc_value
        self._limit = limit
        self._capture_locals = capture_locals
        self._tb = exc_traceback
        self.max_group_width = max_group_width
        self.max_group_depth = max_group_depth
        self.stack = StackSummary._extract_from_extended_frame_gen(
            _walk_tb_with_full_positions(exc_traceback), limit=limit,
            lookup_lines=lookup_lines, capture_locals=capture_locals)
        self.exc_type_str = (exc_type.__qualname__ if exc_type.__module__ in ('builtins', '__main__')
                             else exc_type.__module__ + '.' + exc_type.__qualname__) if exc_type else None
        self._exc_type = exc_type
        self._str = _safe_str(exc_value)
        try:
            self.__notes__ = getattr(exc_value, '__notes__', None)
        except Exception as e:
            self.__notes__ = ['Ignored error getting __notes__: ' + _safe_repr(e)]
        if exc_type and issubclass(exc_type, SyntaxError):
            self.filename = exc_value.filename
            lno = exc_value.lineno
            self.lineno = str(lno) if lno is not None else None
            end_lno = exc_value.end_lineno
            self.end_lineno = str(end_lno) if end_lno is not None else None
            self.text = exc_value.text
            self.offset = exc_value.offset
            self.end_offset = exc_value.end_offset
            self.msg = exc_value.msg
        self.__suppress_context__ = exc_value.__suppress_context__ if exc_value is not None else False
        self.__cause__ = None
        self.__context__ = None
        self.exceptions = None
        kw = dict(limit=limit, lookup_lines=lookup_lines, capture_locals=capture_locals,
                  max_group_width=max_group_width, max_group_depth=max_group_depth)
        if exc_value is not None:
            cause = exc_value.__cause__
            if cause is not None and id(cause) not in _seen:
                self.__cause__ = TracebackException(type(cause), cause, cause.__traceback__,
                                                    _seen=_seen, **kw)
            context = exc_value.__context__
            if context is not None and id(context) not in _seen and \
                    not (compact and (self.__cause__ is not None or self.__suppress_context__)):
                self.__context__ = TracebackException(type(context), context,
                                                      context.__traceback__, _seen=_seen, **kw)
            if isinstance(exc_value, BaseExceptionGroup):
                self.exceptions = [TracebackException(type(e), e, e.__traceback__, _seen=_seen, **kw)
                                   for e in exc_value.exceptions]

    @classmethod
    def from_exception(cls, exc, *args, **kwargs):
        """Capture exc (with its own traceback)."""
        return cls(type(exc), exc, exc.__traceback__, *args, **kwargs)

    @property
    def exc_type(self):
        import warnings
        warnings.warn('Deprecated in 3.13. Use exc_type_str instead.',
                      DeprecationWarning, stacklevel=2)
        return self._exc_type

    def __eq__(self, other):
        if isinstance(other, TracebackException):
            return (self.exc_type_str == other.exc_type_str and self._str == other._str and
                    self.stack == other.stack and self.__cause__ == other.__cause__ and
                    self.__context__ == other.__context__)
        return NotImplemented

    def __str__(self):
        return self._str

    def format_exception_only(self, *, show_group=False, _depth=0):
        """The exception's type and message lines (notes included)."""
        if self._exc is None:
            yield 'NoneType: None\n'
            return
        yield from _traceback.format_exception_only(self._exc)

    def _simple(self):
        # the interpreter's formatter renders exactly this exception's
        # report when nothing was cut or added
        return self._limit is None and not self._capture_locals and \
            self._exc is not None and self._tb is self._exc.__traceback__ and \
            getattr(sys, 'tracebacklimit', None) is None

    def format(self, *, chain=True, _ctx=None):
        """Yield the lines of the report, chained exceptions first."""
        if self._simple() and self._chain_simple(chain):
            yield from _traceback.format_exception(self._exc, chain=chain)
            return
        reports = []
        te = self
        while te is not None:
            if not chain:
                reports.append((None, te))
                break
            if te.__cause__ is not None:
                reports.append((_cause_message, te))
                nxt = te.__cause__
            elif te.__context__ is not None and not te.__suppress_context__:
                reports.append((_context_message, te))
                nxt = te.__context__
            else:
                reports.append((None, te))
                nxt = None
            te = nxt
        for msg, te in reversed(reports):
            if msg is not None:
                yield msg
            if te.stack:
                yield 'Traceback (most recent call last):\n'
                yield from te.stack.format()
            yield from te.format_exception_only()

    def _chain_simple(self, chain):
        te = self
        while chain and te is not None:
            if not te._simple():
                return False
            te = te.__cause__ or (None if te.__suppress_context__ else te.__context__)
        return True

    def print(self, *, file=None, chain=True):
        """Print the report to file (sys.stderr by default)."""
        for line in self.format(chain=chain):
            _write(line, file)


_cause_message = ('\nThe above exception was the direct cause '
                  'of the following exception:\n\n')
_context_message = ('\nDuring handling of the above exception, '
                    'another exception occurred:\n\n')


def _safe_str(value):
    try:
        return str(value)
    except Exception:
        return '<exception str() failed>'
