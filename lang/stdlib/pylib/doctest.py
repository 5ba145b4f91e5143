"""Run the interactive examples found in docstrings and text files.

cpjit's own implementation of CPython 3.13's doctest: the finder, parser,
runner and output checker, testmod/testfile/run_docstring_examples, with
the same reports byte for byte.  The unittest integration (DocTestSuite,
DocFileSuite) is not provided.
"""

import sys
import io
import os
import re
import traceback
import builtins
import collections
import types
import __future__

__all__ = [
    'register_optionflag', 'DONT_ACCEPT_TRUE_FOR_1', 'DONT_ACCEPT_BLANKLINE',
    'NORMALIZE_WHITESPACE', 'ELLIPSIS', 'SKIP', 'IGNORE_EXCEPTION_DETAIL',
    'COMPARISON_FLAGS', 'REPORT_UDIFF', 'REPORT_CDIFF', 'REPORT_NDIFF',
    'REPORT_ONLY_FIRST_FAILURE', 'REPORTING_FLAGS', 'FAIL_FAST',
    'Example', 'DocTest', 'DocTestParser', 'DocTestFinder', 'DocTestRunner',
    'OutputChecker', 'DocTestFailure', 'UnexpectedException', 'DebugRunner',
    'testmod', 'testfile', 'run_docstring_examples', 'TestResults',
    'script_from_examples', 'testsource',
]


class TestResults(collections.namedtuple('TestResults', 'failed attempted')):
    """(failed, attempted), with the number of skipped examples as .skipped."""

    def __new__(cls, failed, attempted, *, skipped=0):
        self = super().__new__(cls, failed, attempted)
        self.skipped = skipped
        return self

    def __repr__(self):
        if self.skipped:
            return ('TestResults(failed=%s, attempted=%s, skipped=%s)'
                    % (self.failed, self.attempted, self.skipped))
        return 'TestResults(failed=%s, attempted=%s)' % (self.failed, self.attempted)


OPTIONFLAGS_BY_NAME = {}


def register_optionflag(name):
    """Register a new option flag by name and return its bit."""
    if name in OPTIONFLAGS_BY_NAME:
        return OPTIONFLAGS_BY_NAME[name]
    flag = 1 << len(OPTIONFLAGS_BY_NAME)
    OPTIONFLAGS_BY_NAME[name] = flag
    return flag


DONT_ACCEPT_TRUE_FOR_1 = register_optionflag('DONT_ACCEPT_TRUE_FOR_1')
DONT_ACCEPT_BLANKLINE = register_optionflag('DONT_ACCEPT_BLANKLINE')
NORMALIZE_WHITESPACE = register_optionflag('NORMALIZE_WHITESPACE')
ELLIPSIS = register_optionflag('ELLIPSIS')
SKIP = register_optionflag('SKIP')
IGNORE_EXCEPTION_DETAIL = register_optionflag('IGNORE_EXCEPTION_DETAIL')

COMPARISON_FLAGS = (DONT_ACCEPT_TRUE_FOR_1 | DONT_ACCEPT_BLANKLINE |
                    NORMALIZE_WHITESPACE | ELLIPSIS | SKIP |
                    IGNORE_EXCEPTION_DETAIL)

REPORT_UDIFF = register_optionflag('REPORT_UDIFF')
REPORT_CDIFF = register_optionflag('REPORT_CDIFF')
REPORT_NDIFF = register_optionflag('REPORT_NDIFF')
REPORT_ONLY_FIRST_FAILURE = register_optionflag('REPORT_ONLY_FIRST_FAILURE')
FAIL_FAST = register_optionflag('FAIL_FAST')

REPORTING_FLAGS = (REPORT_UDIFF | REPORT_CDIFF | REPORT_NDIFF |
                   REPORT_ONLY_FIRST_FAILURE | FAIL_FAST)

BLANKLINE_MARKER = '<BLANKLINE>'
ELLIPSIS_MARKER = '...'


# ---------------------------------------------------------------- helpers

def _indent(s, indent=4):
    """Prefix every non-empty line of s with indent spaces."""
    pad = ' ' * indent
    return ''.join(pad + line if line and line != '\n' else line
                   for line in s.splitlines(True))


def _exception_traceback(exc_info):
    buf = io.StringIO()
    exc_type, exc_val, exc_tb = exc_info[:3]
    traceback.print_exception(exc_type, exc_val, exc_tb, file=buf)
    return buf.getvalue()


def _exception_only_lines(exc_type, exc_val):
    lines = []
    for part in traceback.format_exception_only(exc_type, exc_val):
        lines.extend(part.splitlines(True))
    return lines


def _extract_future_flags(globs):
    flags = 0
    for fname in __future__.all_feature_names:
        feature = globs.get(fname, None)
        if feature is getattr(__future__, fname):
            flags |= feature.compiler_flag
    return flags


def _strip_exception_details(msg):
    # "pkg.mod.Error: detail\n" -> "Error"
    start, end = 0, len(msg)
    i = msg.find("\n")
    if i >= 0:
        end = i
    i = msg.find(':', 0, end)
    if i >= 0:
        end = i
    i = msg.rfind('.', 0, end)
    if i >= 0:
        start = i + 1
    return msg[start:end]


def _ellipsis_match(want, got):
    if ELLIPSIS_MARKER not in want:
        return want == got
    pieces = want.split(ELLIPSIS_MARKER)
    startpos, endpos = 0, len(got)
    first = pieces[0]
    if first:
        if not got.startswith(first):
            return False
        startpos = len(first)
        del pieces[0]
    last = pieces[-1]
    if last:
        if not got.endswith(last):
            return False
        endpos -= len(last)
        del pieces[-1]
    if startpos > endpos:
        return False
    for piece in pieces:
        startpos = got.find(piece, startpos, endpos)
        if startpos < 0:
            return False
        startpos += len(piece)
    return True


def _comment_line(line):
    line = line.rstrip()
    return '# ' + line if line else '#'


def _n_items(items):
    n = len(items)
    return f"{n} item{'' if n == 1 else 's'}"


def _leading_spaces(line):
    return len(line) - len(line.lstrip(' '))


def _is_ps1(line):
    return line.lstrip(' ').startswith('>>>')


def _is_ps2(line):
    return line.lstrip(' ').startswith('...')


def _is_blank(line):
    return line.strip(' ') == ''


def _is_blank_or_comment(source):
    # The whole source is spaces, optionally followed by a one-line comment.
    if source.endswith('\n'):
        source = source[:-1]
    if '\n' in source:
        return False
    s = source.lstrip(' ')
    return s == '' or s.startswith('#')


_WORD_START = re.compile(r'\w')


class _SpoofOut(io.StringIO):
    """Captures an example's output; what it returns ends in a newline."""

    def getvalue(self):
        result = io.StringIO.getvalue(self)
        if result and not result.endswith('\n'):
            result += '\n'
        return result

    def truncate(self, size=None):
        self.seek(size)
        io.StringIO.truncate(self)


def _split_semicolons(source):
    """The statements of one logical line split at its top-level ';', or
    None when source is more than one logical line."""
    pieces = []
    depth = 0
    start = 0
    i = 0
    n = len(source)
    while i < n:
        c = source[i]
        if c in '\'"':
            q = source[i:i + 3] if source[i:i + 3] in ('"""', "'''") else c
            j = i + len(q)
            while j < n and not source.startswith(q, j):
                if source[j] == '\\':
                    j += 1
                elif source[j] == '\n' and len(q) == 1:
                    return None
                j += 1
            i = j + len(q)
            continue
        if c == '#':
            nl = source.find('\n', i)
            i = n if nl < 0 else nl
            continue
        if c in '([{':
            depth += 1
        elif c in ')]}':
            depth -= 1
        elif c == '\\':
            i += 2
            continue
        elif c == ';' and depth == 0:
            pieces.append(source[start:i])
            start = i + 1
        elif c == '\n' and depth == 0 and source[i + 1:].strip():
            return None
        i += 1
    pieces.append(source[start:])
    return [p for p in pieces if p.strip()]


def _compile_statements(error, source, filename, flags):
    """The code of each statement of a line of simple statements joined by
    ';', which cpjit's compiler refuses in 'single' mode, or None when
    error is another SyntaxError."""
    if error.msg != 'multiple statements found while compiling a single statement':
        return None
    pieces = _split_semicolons(source)
    if not pieces or len(pieces) < 2:
        return None
    try:
        return [compile(p.strip(' ') + '\n', filename, "single", flags, True)
                for p in pieces]
    except SyntaxError:
        return None


# ---------------------------------------------------------------- inspect-like tests

def _ismodule(obj):
    return isinstance(obj, types.ModuleType)


def _isclass(obj):
    return isinstance(obj, type)


def _isfunction(obj):
    return isinstance(obj, types.FunctionType)


def _ismethoddescriptor(obj):
    if _isclass(obj) or _isfunction(obj) or isinstance(obj, types.MethodType):
        return False
    tp = type(obj)
    return hasattr(tp, '__get__') and not hasattr(tp, '__set__')


def _isroutine(obj):
    return (isinstance(obj, (types.FunctionType, types.BuiltinFunctionType,
                             types.MethodType))
            or _ismethoddescriptor(obj))


def _unwrap(obj):
    seen = set()
    while hasattr(obj, '__wrapped__') and not _isclass(obj):
        if id(obj) in seen:
            return obj
        seen.add(id(obj))
        obj = obj.__wrapped__
    return obj


def _is_field_getter(cls, name, val):
    # A namedtuple's field accessor (a property here, a C getter in
    # CPython, where the finder skips it).
    return (isinstance(val, property) and issubclass(cls, tuple) and
            name in getattr(cls, '_fields', ()))


def _is_dataclass_method(cls, val, module):
    # The methods dataclasses generates: CPython compiles them in the
    # class's module, so the finder counts them as the module's.
    dataclasses = sys.modules.get('dataclasses')
    if dataclasses is None or module is None or not _isfunction(val):
        return False
    return (val.__globals__ is vars(dataclasses) and
            '__dataclass_fields__' in cls.__dict__ and
            cls.__module__ == module.__name__)


def _getmodule(obj):
    if _ismodule(obj):
        return obj
    name = getattr(obj, '__module__', None)
    if isinstance(name, str):
        return sys.modules.get(name)
    return None


def _source_file(obj):
    """The file an object's source is in, or None."""
    if _ismodule(obj):
        return getattr(obj, '__file__', None)
    if _isclass(obj):
        mod = sys.modules.get(getattr(obj, '__module__', None))
        return getattr(mod, '__file__', None) if mod is not None else None
    if isinstance(obj, types.MethodType):
        obj = obj.__func__
    if _isfunction(obj):
        return obj.__code__.co_filename
    return None


def _read_lines(filename):
    try:
        with open(filename, encoding='utf-8') as f:
            return f.read().splitlines(True)
    except (OSError, UnicodeDecodeError, ValueError, TypeError):
        return []


def _normalize_module(module, depth=2):
    if _ismodule(module):
        return module
    if isinstance(module, str):
        return __import__(module, globals(), locals(), ["*"])
    if module is None:
        try:
            name = sys._getframe(depth).f_globals['__name__']
        except (AttributeError, KeyError, ValueError):
            name = '__main__'
        return sys.modules[name]
    raise TypeError("Expected a module, string, or None")


def _module_relative_path(module, test_path):
    if not _ismodule(module):
        raise TypeError('Expected a module: %r' % module)
    if test_path.startswith('/'):
        raise ValueError('Module-relative files may not have absolute paths')
    test_path = os.path.join(*(test_path.split('/')))
    if hasattr(module, '__file__'):
        basedir = os.path.split(module.__file__)[0]
    elif module.__name__ == '__main__':
        if len(sys.argv) > 0 and sys.argv[0] != '':
            basedir = os.path.split(sys.argv[0])[0]
        else:
            basedir = os.curdir
    else:
        if hasattr(module, '__path__'):
            for directory in module.__path__:
                fullpath = os.path.join(directory, test_path)
                if os.path.exists(fullpath):
                    return fullpath
        raise ValueError("Can't resolve paths relative to the module "
                         "%r (it has no __file__)" % module.__name__)
    return os.path.join(basedir, test_path)


# ---------------------------------------------------------------- Example and DocTest

class Example:
    """One interactive example: source, expected output and options."""

    def __init__(self, source, want, exc_msg=None, lineno=0, indent=0,
                 options=None):
        if not source.endswith('\n'):
            source += '\n'
        if want and not want.endswith('\n'):
            want += '\n'
        if exc_msg is not None and not exc_msg.endswith('\n'):
            exc_msg += '\n'
        self.source = source
        self.want = want
        self.lineno = lineno
        self.indent = indent
        if options is None:
            options = {}
        self.options = options
        self.exc_msg = exc_msg

    def __eq__(self, other):
        if type(self) is not type(other):
            return NotImplemented
        return (self.source == other.source and self.want == other.want and
                self.lineno == other.lineno and self.indent == other.indent and
                self.options == other.options and self.exc_msg == other.exc_msg)

    def __hash__(self):
        return hash((self.source, self.want, self.lineno, self.indent,
                     self.exc_msg))


class DocTest:
    """The examples of one docstring, with the globals they run in."""

    def __init__(self, examples, globs, name, filename, lineno, docstring):
        assert not isinstance(examples, str), \
            "DocTest no longer accepts str; use DocTestParser instead"
        self.examples = examples
        self.docstring = docstring
        self.globs = globs.copy()
        self.name = name
        self.filename = filename
        self.lineno = lineno

    def __repr__(self):
        n = len(self.examples)
        if n == 0:
            examples = 'no examples'
        elif n == 1:
            examples = '1 example'
        else:
            examples = '%d examples' % n
        return ('<%s %s from %s:%s (%s)>' %
                (self.__class__.__name__, self.name, self.filename,
                 self.lineno, examples))

    def __eq__(self, other):
        if type(self) is not type(other):
            return NotImplemented
        return (self.examples == other.examples and
                self.docstring == other.docstring and
                self.globs == other.globs and self.name == other.name and
                self.filename == other.filename and self.lineno == other.lineno)

    def __hash__(self):
        return hash((self.docstring, self.name, self.filename, self.lineno))

    def _key(self):
        lineno = self.lineno if self.lineno is not None else -1
        return (self.name, self.filename, lineno, id(self))

    def __lt__(self, other):
        if not isinstance(other, DocTest):
            return NotImplemented
        return self._key() < other._key()


# ---------------------------------------------------------------- DocTestParser

class DocTestParser:
    """Splits a docstring into text and Examples."""

    def parse(self, string, name='<string>'):
        string = string.expandtabs()
        lines = string.split('\n')
        min_indent = self._min_indent(lines)
        if min_indent > 0:
            lines = [l[min_indent:] for l in lines]
            string = '\n'.join(lines)
        starts = []
        pos = 0
        for l in lines:
            starts.append(pos)
            pos += len(l) + 1
        output = []
        charno = 0
        n = len(lines)
        i = 0
        while i < n:
            line = lines[i]
            if not _is_ps1(line):
                i += 1
                continue
            first = i
            indent = _leading_spaces(line)
            j = i + 1
            while j < n and _is_ps2(lines[j]):
                j += 1
            source_lines = lines[first:j]
            k = j
            while k < n and lines[k] and not _is_blank(lines[k]) and not _is_ps1(lines[k]):
                k += 1
            want_lines = lines[j:k]
            last = k - 1
            end = starts[last + 1] if last + 1 < n else len(string)
            want = '\n'.join(want_lines)
            if want_lines and last + 1 < n:
                want += '\n'
            output.append(string[charno:starts[first]])
            source, options, want, exc_msg = self._parse_example(
                indent, source_lines, want, name, first)
            if not _is_blank_or_comment(source):
                output.append(Example(source, want, exc_msg, lineno=first,
                                      indent=min_indent + indent,
                                      options=options))
            charno = end
            i = k
        output.append(string[charno:])
        return output

    def get_doctest(self, string, globs, name, filename, lineno):
        return DocTest(self.get_examples(string, name), globs,
                       name, filename, lineno, string)

    def get_examples(self, string, name='<string>'):
        return [x for x in self.parse(string, name) if isinstance(x, Example)]

    def _parse_example(self, indent, source_lines, want, name, lineno):
        self._check_prompt_blank(source_lines, indent, name, lineno)
        self._check_prefix(source_lines[1:], ' ' * indent + '.', name, lineno)
        source = '\n'.join(sl[indent + 4:] for sl in source_lines)
        want_lines = want.split('\n')
        if len(want_lines) > 1 and want_lines[-1].strip(' ') == '':
            del want_lines[-1]
        self._check_prefix(want_lines, ' ' * indent, name,
                           lineno + len(source_lines))
        want = '\n'.join(wl[indent:] for wl in want_lines)
        exc_msg = self._exception_message(want)
        options = self._find_options(source, name, lineno)
        return source, options, want, exc_msg

    @staticmethod
    def _exception_message(want):
        # A want that starts with a traceback header: the message is
        # everything from the first later line starting with a word
        # character.
        for header in ('Traceback (most recent call last):',
                       'Traceback (innermost last):'):
            if want.startswith(header):
                break
        else:
            return None
        rest = want[len(header):]
        nl = rest.find('\n')
        first = rest if nl < 0 else rest[:nl]
        if first.strip() != '':
            return None
        if nl < 0:
            return None
        pos = nl + 1
        while pos < len(rest):
            nxt = rest.find('\n', pos)
            line = rest[pos:] if nxt < 0 else rest[pos:nxt]
            if line and _WORD_START.match(line[0]):
                return rest[pos:]
            if nxt < 0:
                break
            pos = nxt + 1
        return None

    def _find_options(self, source, name, lineno):
        options = {}
        for line in source.split('\n'):
            directive = self._directive(line)
            if directive is None:
                continue
            for option in directive.replace(',', ' ').split():
                if option[0] not in '+-' or option[1:] not in OPTIONFLAGS_BY_NAME:
                    raise ValueError('line %r of the doctest for %s '
                                     'has an invalid option: %r' %
                                     (lineno + 1, name, option))
                options[OPTIONFLAGS_BY_NAME[option[1:]]] = option[0] == '+'
        if options and _is_blank_or_comment(source):
            raise ValueError('line %r of the doctest for %s has an option '
                             'directive on a line with no example: %r' %
                             (lineno, name, source))
        return options

    @staticmethod
    def _directive(line):
        # '#', spaces, 'doctest:', spaces, then the rest of the line when it
        # holds no quote; the first '#' that starts such a tail wins.
        pos = 0
        while True:
            h = line.find('#', pos)
            if h < 0:
                return None
            rest = line[h + 1:].lstrip()
            if rest.startswith('doctest:'):
                tail = rest[len('doctest:'):].lstrip()
                if "'" not in tail and '"' not in tail:
                    return tail
            pos = h + 1

    @staticmethod
    def _min_indent(lines):
        indents = []
        for l in lines:
            s = l.lstrip(' ')
            if s and not s[0].isspace():
                indents.append(len(l) - len(s))
        return min(indents) if indents else 0

    @staticmethod
    def _check_prompt_blank(lines, indent, name, lineno):
        for i, line in enumerate(lines):
            if len(line) >= indent + 4 and line[indent + 3] != ' ':
                raise ValueError('line %r of the docstring for %s '
                                 'lacks blank after %s: %r' %
                                 (lineno + i + 1, name,
                                  line[indent:indent + 3], line))

    @staticmethod
    def _check_prefix(lines, prefix, name, lineno):
        for i, line in enumerate(lines):
            if line and not line.startswith(prefix):
                raise ValueError('line %r of the docstring for %s has '
                                 'inconsistent leading whitespace: %r' %
                                 (lineno + i + 1, name, line))


# ---------------------------------------------------------------- DocTestFinder

class DocTestFinder:
    """Collects the DocTests of an object and what it defines."""

    def __init__(self, verbose=False, parser=DocTestParser(),
                 recurse=True, exclude_empty=True):
        self._parser = parser
        self._verbose = verbose
        self._recurse = recurse
        self._exclude_empty = exclude_empty

    def find(self, obj, name=None, module=None, globs=None, extraglobs=None):
        if name is None:
            name = getattr(obj, '__name__', None)
            if name is None:
                raise ValueError("DocTestFinder.find: name must be given "
                                 "when obj.__name__ doesn't exist: %r" %
                                 (type(obj),))
        if module is False:
            module = None
        elif module is None:
            module = _getmodule(obj)
        source_lines = None
        file = _source_file(obj)
        if file:
            source_lines = _read_lines(file) or None
        if globs is None:
            globs = {} if module is None else module.__dict__.copy()
        else:
            globs = globs.copy()
        if extraglobs is not None:
            globs.update(extraglobs)
        if '__name__' not in globs:
            globs['__name__'] = '__main__'
        tests = []
        self._find(tests, obj, name, module, source_lines, globs, {})
        tests.sort()
        return tests

    def _from_module(self, module, obj):
        if module is None:
            return True
        owner = _getmodule(obj)
        if owner is not None:
            return module is owner
        if _isfunction(obj):
            return module.__dict__ is obj.__globals__
        if _ismethoddescriptor(obj):
            if hasattr(obj, '__objclass__'):
                obj_mod = obj.__objclass__.__module__
            elif hasattr(obj, '__module__'):
                obj_mod = obj.__module__
            else:
                return True
            return module.__name__ == obj_mod
        if _isclass(obj):
            return module.__name__ == obj.__module__
        if hasattr(obj, '__module__'):
            return module.__name__ == obj.__module__
        if isinstance(obj, property):
            return True
        raise ValueError("object must be a class or function")

    def _find(self, tests, obj, name, module, source_lines, globs, seen):
        if self._verbose:
            print('Finding tests in %s' % name)
        if id(obj) in seen:
            return
        seen[id(obj)] = 1
        test = self._get_test(obj, name, module, globs, source_lines)
        if test is not None:
            tests.append(test)
        if not self._recurse:
            return
        if _ismodule(obj):
            for valname, val in list(getattr(obj, '__dict__', {}).items()):
                valname = '%s.%s' % (name, valname)
                if ((_isroutine(_unwrap(val)) or _isclass(val)) and
                        self._from_module(module, val)):
                    self._find(tests, val, valname, module, source_lines,
                               globs, seen)
            for valname, val in list(getattr(obj, '__test__', {}).items()):
                if not isinstance(valname, str):
                    raise ValueError("DocTestFinder.find: __test__ keys "
                                     "must be strings: %r" % (type(valname),))
                if not (_isroutine(val) or _isclass(val) or
                        _ismodule(val) or isinstance(val, str)):
                    raise ValueError("DocTestFinder.find: __test__ values "
                                     "must be strings, functions, methods, "
                                     "classes, or modules: %r" % (type(val),))
                valname = '%s.__test__.%s' % (name, valname)
                self._find(tests, val, valname, module, source_lines,
                           globs, seen)
        if _isclass(obj):
            for valname, val in list(obj.__dict__.items()):
                if isinstance(val, (staticmethod, classmethod)):
                    val = val.__func__
                if _is_field_getter(obj, valname, val):
                    continue
                if ((_isroutine(val) or _isclass(val) or
                        isinstance(val, property)) and
                        (self._from_module(module, val) or
                         _is_dataclass_method(obj, val, module))):
                    valname = '%s.%s' % (name, valname)
                    self._find(tests, val, valname, module, source_lines,
                               globs, seen)

    def _get_test(self, obj, name, module, globs, source_lines):
        if isinstance(obj, str):
            docstring = obj
        else:
            try:
                doc = obj.__doc__
                if doc is None:
                    docstring = ''
                else:
                    docstring = doc if isinstance(doc, str) else str(doc)
            except (TypeError, AttributeError):
                docstring = ''
        lineno = self._find_lineno(obj, source_lines)
        if self._exclude_empty and not docstring:
            return None
        if module is None:
            filename = None
        else:
            filename = getattr(module, '__file__', None) or module.__name__
            if filename[-4:] == '.pyc':
                filename = filename[:-1]
        return self._parser.get_doctest(docstring, globs, name, filename,
                                        lineno)

    def _find_lineno(self, obj, source_lines):
        lineno = None
        docstring = getattr(obj, '__doc__', None)
        if _ismodule(obj) and docstring is not None:
            lineno = 0
        if _isclass(obj) and docstring is not None:
            if source_lines is None:
                return None
            pat = re.compile(r'^\s*class\s*%s\b' %
                             re.escape(getattr(obj, '__name__', '-')))
            for i, line in enumerate(source_lines):
                if pat.match(line):
                    lineno = i
                    break
        if isinstance(obj, types.MethodType):
            obj = obj.__func__
        if isinstance(obj, property):
            obj = obj.fget
        if _isfunction(obj) and getattr(obj, '__doc__', None):
            lineno = obj.__code__.co_firstlineno - 1
        if lineno is not None:
            if source_lines is None:
                return lineno + 1
            pat = re.compile(r'(^|.*:)\s*\w*("|\')')
            for i in range(lineno, len(source_lines)):
                if pat.match(source_lines[i]):
                    return i
        return None


# ---------------------------------------------------------------- OutputChecker

def _blank_got_lines(got):
    # Lines of got that hold only spaces read as <BLANKLINE> in reports.
    parts = got.split('\n')
    for i in range(len(parts) - 1):
        if parts[i].strip(' ') == '':
            parts[i] = BLANKLINE_MARKER
    return '\n'.join(parts)


def _drop_blankline_markers(want):
    parts = want.split('\n')
    for i, p in enumerate(parts):
        if p.startswith(BLANKLINE_MARKER) and p[len(BLANKLINE_MARKER):].strip() == '':
            parts[i] = ''
    return '\n'.join(parts)


def _empty_whitespace_lines(got):
    parts = got.split('\n')
    for i, p in enumerate(parts):
        if p and p.strip() == '':
            parts[i] = ''
    return '\n'.join(parts)


class OutputChecker:
    """Decides whether an example's output matches what it expects."""

    def _toAscii(self, s):
        return str(s.encode('ASCII', 'backslashreplace'), 'ASCII')

    def check_output(self, want, got, optionflags):
        if got == want:
            return True
        if not (optionflags & DONT_ACCEPT_TRUE_FOR_1):
            if (got, want) == ("True\n", "1\n"):
                return True
            if (got, want) == ("False\n", "0\n"):
                return True
        if not (optionflags & DONT_ACCEPT_BLANKLINE):
            want = _drop_blankline_markers(want)
            got = _empty_whitespace_lines(got)
            if got == want:
                return True
        if optionflags & NORMALIZE_WHITESPACE:
            got = ' '.join(got.split())
            want = ' '.join(want.split())
            if got == want:
                return True
        if optionflags & ELLIPSIS:
            if _ellipsis_match(want, got):
                return True
        return False

    def _do_a_fancy_diff(self, want, got, optionflags):
        if not optionflags & (REPORT_UDIFF | REPORT_CDIFF | REPORT_NDIFF):
            return False
        if optionflags & REPORT_NDIFF:
            return True
        # The line diffs need a few lines to say anything useful.
        return want.count('\n') > 2 and got.count('\n') > 2

    def output_difference(self, example, got, optionflags):
        want = example.want
        if not (optionflags & DONT_ACCEPT_BLANKLINE):
            got = _blank_got_lines(got)
        if self._do_a_fancy_diff(want, got, optionflags):
            import difflib
            want_lines = want.splitlines(keepends=True)
            got_lines = got.splitlines(keepends=True)
            if optionflags & REPORT_UDIFF:
                diff = list(difflib.unified_diff(want_lines, got_lines, n=2))[2:]
                kind = 'unified diff with -expected +actual'
            elif optionflags & REPORT_CDIFF:
                diff = list(difflib.context_diff(want_lines, got_lines, n=2))[2:]
                kind = 'context diff with expected followed by actual'
            else:
                engine = difflib.Differ(charjunk=difflib.IS_CHARACTER_JUNK)
                diff = list(engine.compare(want_lines, got_lines))
                kind = 'ndiff with -expected +actual'
            return 'Differences (%s):\n' % kind + _indent(''.join(diff))
        if want and got:
            return 'Expected:\n%sGot:\n%s' % (_indent(want), _indent(got))
        elif want:
            return 'Expected:\n%sGot nothing\n' % _indent(want)
        elif got:
            return 'Expected nothing\nGot:\n%s' % _indent(got)
        else:
            return 'Expected nothing\nGot nothing\n'


# ---------------------------------------------------------------- DocTestRunner

class DocTestRunner:
    """Runs DocTests, reports on each example and keeps the totals."""

    DIVIDER = "*" * 70

    def __init__(self, checker=None, verbose=None, optionflags=0):
        self._checker = checker or OutputChecker()
        if verbose is None:
            verbose = '-v' in sys.argv
        self._verbose = verbose
        self.optionflags = optionflags
        self.original_optionflags = optionflags
        self.tries = 0
        self.failures = 0
        self.skips = 0
        self._stats = {}
        self._fakeout = _SpoofOut()

    def report_start(self, out, test, example):
        if self._verbose:
            if example.want:
                out('Trying:\n' + _indent(example.source) +
                    'Expecting:\n' + _indent(example.want))
            else:
                out('Trying:\n' + _indent(example.source) +
                    'Expecting nothing\n')

    def report_success(self, out, test, example, got):
        if self._verbose:
            out("ok\n")

    def report_failure(self, out, test, example, got):
        out(self._failure_header(test, example) +
            self._checker.output_difference(example, got, self.optionflags))

    def report_unexpected_exception(self, out, test, example, exc_info):
        out(self._failure_header(test, example) +
            'Exception raised:\n' + _indent(_exception_traceback(exc_info)))

    def _failure_header(self, test, example):
        out = [self.DIVIDER]
        if test.filename:
            if test.lineno is not None and example.lineno is not None:
                lineno = test.lineno + example.lineno + 1
            else:
                lineno = '?'
            out.append('File "%s", line %s, in %s' %
                       (test.filename, lineno, test.name))
        else:
            out.append('Line %s, in %s' % (example.lineno + 1, test.name))
        out.append('Failed example:')
        out.append(_indent(example.source))
        return '\n'.join(out)

    def __run(self, test, compileflags, out):
        failures = attempted = skips = 0
        original_optionflags = self.optionflags
        check = self._checker.check_output
        for examplenum, example in enumerate(test.examples):
            quiet = (self.optionflags & REPORT_ONLY_FIRST_FAILURE and
                     failures > 0)
            self.optionflags = original_optionflags
            if example.options:
                for optionflag, val in example.options.items():
                    if val:
                        self.optionflags |= optionflag
                    else:
                        self.optionflags &= ~optionflag
            attempted += 1
            if self.optionflags & SKIP:
                skips += 1
                continue
            if not quiet:
                self.report_start(out, test, example)
            filename = '<doctest %s[%d]>' % (test.name, examplenum)
            try:
                try:
                    codes = [compile(example.source, filename, "single",
                                     compileflags, True)]
                except SyntaxError as e:
                    codes = _compile_statements(e, example.source, filename,
                                                compileflags)
                    if codes is None:
                        raise
                for code in codes:
                    exec(code, test.globs)
                exception = None
            except KeyboardInterrupt:
                raise
            except BaseException:
                exception = sys.exc_info()
            got = self._fakeout.getvalue()
            self._fakeout.truncate(0)
            outcome = 'failure'
            if exception is None:
                if check(example.want, got, self.optionflags):
                    outcome = 'success'
            else:
                formatted = _exception_only_lines(exception[0], exception[1])
                if issubclass(exception[0], SyntaxError):
                    prefixes = (f"{exception[0].__qualname__}:",
                                f"{exception[0].__module__}.{exception[0].__qualname__}:")
                    for idx, line in enumerate(formatted):
                        if line.startswith(prefixes):
                            formatted = formatted[idx:]
                            break
                exc_msg = ''.join(formatted)
                if not quiet:
                    got += _exception_traceback(exception)
                if example.exc_msg is None:
                    outcome = 'boom'
                elif check(example.exc_msg, exc_msg, self.optionflags):
                    outcome = 'success'
                elif self.optionflags & IGNORE_EXCEPTION_DETAIL:
                    if check(_strip_exception_details(example.exc_msg),
                             _strip_exception_details(exc_msg),
                             self.optionflags):
                        outcome = 'success'
            if outcome == 'success':
                if not quiet:
                    self.report_success(out, test, example, got)
            elif outcome == 'failure':
                if not quiet:
                    self.report_failure(out, test, example, got)
                failures += 1
            else:
                if not quiet:
                    self.report_unexpected_exception(out, test, example,
                                                     exception)
                failures += 1
            if failures and self.optionflags & FAIL_FAST:
                break
        self.optionflags = original_optionflags
        self.__record_outcome(test, failures, attempted, skips)
        return TestResults(failures, attempted, skipped=skips)

    def __record_outcome(self, test, failures, tries, skips):
        f, t, s = self._stats.get(test.name, (0, 0, 0))
        self._stats[test.name] = (f + failures, t + tries, s + skips)
        self.failures += failures
        self.tries += tries
        self.skips += skips

    # The file name each example is compiled under (see __run).
    _example_file = re.compile(r'<doctest (?P<name>.+)\[(?P<examplenum>\d+)\]>$')

    def _source_lines(self, filename, module_globals=None):
        # linecache.getlines while a test runs: an example's own file name
        # gives the example's source, so that tracebacks through it show
        # its lines as they show any file's.
        m = self._example_file.match(filename)
        if m and m.group('name') == self.test.name:
            n = int(m.group('examplenum'))
            if n < len(self.test.examples):
                return self.test.examples[n].source.splitlines(keepends=True)
        return self._saved_getlines(filename, module_globals)

    def run(self, test, compileflags=None, out=None, clear_globs=True):
        self.test = test
        if compileflags is None:
            compileflags = _extract_future_flags(test.globs)
        save_stdout = sys.stdout
        if out is None:
            out = save_stdout.write
        sys.stdout = self._fakeout
        save_displayhook = sys.displayhook
        sys.displayhook = sys.__displayhook__
        import linecache
        self._saved_getlines = linecache.getlines
        linecache.getlines = self._source_lines
        try:
            return self.__run(test, compileflags, out)
        finally:
            sys.stdout = save_stdout
            sys.displayhook = save_displayhook
            linecache.getlines = self._saved_getlines
            if clear_globs:
                test.globs.clear()
                builtins._ = None

    def summarize(self, verbose=None):
        if verbose is None:
            verbose = self._verbose
        notests, passed, failed = [], [], []
        total_tries = total_failures = total_skips = 0
        for name, (failures, tries, skips) in self._stats.items():
            assert failures <= tries
            total_tries += tries
            total_failures += failures
            total_skips += skips
            if tries == 0:
                notests.append(name)
            elif failures == 0:
                passed.append((name, tries))
            else:
                failed.append((name, (failures, tries, skips)))
        if verbose:
            if notests:
                print(f"{_n_items(notests)} had no tests:")
                notests.sort()
                for name in notests:
                    print(f"    {name}")
            if passed:
                print(f"{_n_items(passed)} passed all tests:")
                for name, count in sorted(passed):
                    s = "" if count == 1 else "s"
                    print(f" {count:3d} test{s} in {name}")
        if failed:
            print(self.DIVIDER)
            print(f"{_n_items(failed)} had failures:")
            for name, (failures, tries, skips) in sorted(failed):
                print(f" {failures:3d} of {tries:3d} in {name}")
        if verbose:
            s = "" if total_tries == 1 else "s"
            print(f"{total_tries} test{s} in {_n_items(self._stats)}.")
            and_f = f" and {total_failures} failed" if total_failures else ""
            print(f"{total_tries - total_failures} passed{and_f}.")
        if total_failures:
            s = "" if total_failures == 1 else "s"
            msg = f"***Test Failed*** {total_failures} failure{s}"
            if total_skips:
                s = "" if total_skips == 1 else "s"
                msg = f"{msg} and {total_skips} skipped test{s}"
            print(f"{msg}.")
        elif verbose:
            print("Test passed.")
        return TestResults(total_failures, total_tries, skipped=total_skips)

    def merge(self, other):
        d = self._stats
        for name, (failures, tries, skips) in other._stats.items():
            if name in d:
                f, t, s = d[name]
                failures += f
                tries += t
                skips += s
            d[name] = (failures, tries, skips)


class DocTestFailure(Exception):
    """An example's output did not match (raised by DebugRunner)."""

    def __init__(self, test, example, got):
        self.test = test
        self.example = example
        self.got = got

    def __str__(self):
        return str(self.test)


class UnexpectedException(Exception):
    """An example raised an exception it did not expect (DebugRunner)."""

    def __init__(self, test, example, exc_info):
        self.test = test
        self.example = example
        self.exc_info = exc_info

    def __str__(self):
        return str(self.test)


class DebugRunner(DocTestRunner):
    """A runner that raises at the first failure instead of reporting it."""

    def run(self, test, compileflags=None, out=None, clear_globs=True):
        r = DocTestRunner.run(self, test, compileflags, out, False)
        if clear_globs:
            test.globs.clear()
        return r

    def report_unexpected_exception(self, out, test, example, exc_info):
        raise UnexpectedException(test, example, exc_info)

    def report_failure(self, out, test, example, got):
        raise DocTestFailure(test, example, got)


# ---------------------------------------------------------------- entry points

master = None


def testmod(m=None, name=None, globs=None, verbose=None,
            report=True, optionflags=0, extraglobs=None,
            raise_on_error=False, exclude_empty=False):
    """Test the examples in the docstrings of module m (default __main__)."""
    global master
    if m is None:
        m = sys.modules.get('__main__')
    if not _ismodule(m):
        raise TypeError("testmod: module required; %r" % (m,))
    if name is None:
        name = m.__name__
    finder = DocTestFinder(exclude_empty=exclude_empty)
    if raise_on_error:
        runner = DebugRunner(verbose=verbose, optionflags=optionflags)
    else:
        runner = DocTestRunner(verbose=verbose, optionflags=optionflags)
    for test in finder.find(m, name, globs=globs, extraglobs=extraglobs):
        runner.run(test)
    if report:
        runner.summarize()
    if master is None:
        master = runner
    else:
        master.merge(runner)
    return TestResults(runner.failures, runner.tries, skipped=runner.skips)


def _load_testfile(filename, package, module_relative, encoding):
    if module_relative:
        package = _normalize_module(package, 3)
        filename = _module_relative_path(package, filename)
    with open(filename, encoding=encoding) as f:
        return f.read(), filename


def testfile(filename, module_relative=True, name=None, package=None,
             globs=None, verbose=None, report=True, optionflags=0,
             extraglobs=None, raise_on_error=False, parser=DocTestParser(),
             encoding=None):
    """Test the examples in a text file."""
    global master
    if package and not module_relative:
        raise ValueError("Package may only be specified for module-"
                         "relative paths.")
    text, filename = _load_testfile(filename, package, module_relative,
                                    encoding or "utf-8")
    if name is None:
        name = os.path.basename(filename)
    globs = {} if globs is None else globs.copy()
    if extraglobs is not None:
        globs.update(extraglobs)
    if '__name__' not in globs:
        globs['__name__'] = '__main__'
    if raise_on_error:
        runner = DebugRunner(verbose=verbose, optionflags=optionflags)
    else:
        runner = DocTestRunner(verbose=verbose, optionflags=optionflags)
    test = parser.get_doctest(text, globs, name, filename, 0)
    runner.run(test)
    if report:
        runner.summarize()
    if master is None:
        master = runner
    else:
        master.merge(runner)
    return TestResults(runner.failures, runner.tries, skipped=runner.skips)


def run_docstring_examples(f, globs, verbose=False, name="NoName",
                           compileflags=None, optionflags=0):
    """Test the examples in f's docstring (not those of what f holds)."""
    finder = DocTestFinder(verbose=verbose, recurse=False)
    runner = DocTestRunner(verbose=verbose, optionflags=optionflags)
    for test in finder.find(f, name, globs=globs):
        runner.run(test, compileflags=compileflags)


def script_from_examples(s):
    """The examples of s as a script: text and expected output as comments."""
    output = []
    for piece in DocTestParser().parse(s):
        if isinstance(piece, Example):
            output.append(piece.source[:-1])
            want = piece.want
            if want:
                output.append('# Expected:')
                output += ['## ' + l for l in want.split('\n')[:-1]]
        else:
            output += [_comment_line(l) for l in piece.split('\n')[:-1]]
    while output and output[-1] == '#':
        output.pop()
    while output and output[0] == '#':
        output.pop(0)
    return '\n'.join(output) + '\n'


def testsource(module, name):
    """The script of the examples in the docstring of module's object name."""
    module = _normalize_module(module)
    tests = DocTestFinder().find(module)
    test = [t for t in tests if t.name == name]
    if not test:
        raise ValueError(name, "not found in tests")
    return script_from_examples(test[0].docstring)


def _test():
    """The command line: python -m doctest [-v] [-o OPTION] [-f] file...

    A file ending in .py is imported as a module (its folder first on
    sys.path) and its docstrings tested; any other file is a text file of
    examples. The status is 1 when an example failed.
    """
    import argparse
    # CPython names the program after its doctest.py file; this module
    # is frozen into cpjit and has no file.
    prog = None
    if sys.argv and sys.argv[0].startswith('<frozen'):
        prog = 'doctest.py'
    parser = argparse.ArgumentParser(prog=prog, description="doctest runner")
    parser.add_argument('-v', '--verbose', action='store_true', default=False,
                        help='print very verbose output for all tests')
    parser.add_argument('-o', '--option', action='append',
                        choices=OPTIONFLAGS_BY_NAME.keys(), default=[],
                        help=('specify a doctest option flag to apply'
                              ' to the test run; may be specified more'
                              ' than once to apply multiple options'))
    parser.add_argument('-f', '--fail-fast', action='store_true',
                        help=('stop running tests after first failure (this'
                              ' is a shorthand for -o FAIL_FAST, and is'
                              ' in addition to any other -o options)'))
    parser.add_argument('file', nargs='+',
                        help='file containing the tests to run')
    args = parser.parse_args()
    flags = 0
    for name in args.option:
        flags |= OPTIONFLAGS_BY_NAME[name]
    if args.fail_fast:
        flags |= FAIL_FAST
    for filename in args.file:
        if filename.endswith(".py"):
            folder, base = os.path.split(filename)
            sys.path.insert(0, folder)
            m = __import__(base[:-3])
            del sys.path[0]
            failures, _ = testmod(m, verbose=args.verbose, optionflags=flags)
        else:
            failures, _ = testfile(filename, module_relative=False,
                                   verbose=args.verbose, optionflags=flags)
        if failures:
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(_test())
