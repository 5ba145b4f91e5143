"""Logging facility for cpjit: loggers, handlers, filters and formatters.

Written for cpjit from the Python documentation and CPython 3.13's
observable behaviour. cpjit has no threads, so the module-level lock and the
handler locks are no-op locks.
"""

import sys
import os
import time
import io
import traceback
import collections.abc
from string import Template
from string import Formatter as StrFormatter

__all__ = ['BASIC_FORMAT', 'BufferingFormatter', 'CRITICAL', 'DEBUG', 'ERROR',
           'FATAL', 'FileHandler', 'Filter', 'Formatter', 'Handler', 'INFO',
           'LogRecord', 'Logger', 'LoggerAdapter', 'NOTSET', 'NullHandler',
           'StreamHandler', 'WARN', 'WARNING', 'addLevelName', 'basicConfig',
           'captureWarnings', 'critical', 'debug', 'disable', 'error',
           'exception', 'fatal', 'getLevelName', 'getLogger', 'getLoggerClass',
           'info', 'log', 'makeLogRecord', 'setLoggerClass', 'shutdown',
           'warn', 'warning', 'getLogRecordFactory', 'setLogRecordFactory',
           'lastResort', 'raiseExceptions', 'getLevelNamesMapping',
           'getHandlerByName', 'getHandlerNames']

__author__ = "cpjit"
__status__ = "production"
__version__ = "0.5.1.2"
__date__ = "07 February 2010"

_startTime = time.time_ns()

raiseExceptions = True
logThreads = True
logMultiprocessing = True
logProcesses = True
logAsyncioTasks = True

CRITICAL = 50
FATAL = CRITICAL
ERROR = 40
WARNING = 30
WARN = WARNING
INFO = 20
DEBUG = 10
NOTSET = 0

_levelToName = {
    CRITICAL: 'CRITICAL',
    ERROR: 'ERROR',
    WARNING: 'WARNING',
    INFO: 'INFO',
    DEBUG: 'DEBUG',
    NOTSET: 'NOTSET',
}
_nameToLevel = {
    'CRITICAL': CRITICAL,
    'FATAL': FATAL,
    'ERROR': ERROR,
    'WARN': WARNING,
    'WARNING': WARNING,
    'INFO': INFO,
    'DEBUG': DEBUG,
    'NOTSET': NOTSET,
}


def getLevelNamesMapping():
    return _nameToLevel.copy()


def getLevelName(level):
    """Return the textual or numeric representation of a logging level."""
    result = _levelToName.get(level)
    if result is not None:
        return result
    result = _nameToLevel.get(level)
    if result is not None:
        return result
    return "Level %s" % level


def addLevelName(level, levelName):
    """Associate levelName with level."""
    with _lock:
        _levelToName[level] = levelName
        _nameToLevel[levelName] = level


def currentframe():
    return sys._getframe(1)


def _checkLevel(level):
    if isinstance(level, int):
        rv = level
    elif str(level) == level:
        if level not in _nameToLevel:
            raise ValueError("Unknown level: %r" % level)
        rv = _nameToLevel[level]
    else:
        raise TypeError("Level not an integer or a valid string: %r"
                        % (level,))
    return rv


class _NoLock:
    """A lock that does nothing: cpjit runs a single thread."""

    def acquire(self, blocking=True, timeout=-1):
        return True

    def release(self):
        pass

    def __enter__(self):
        return True

    def __exit__(self, *exc):
        return False

    def _at_fork_reinit(self):
        pass


_lock = _NoLock()


def _acquireLock():
    pass


def _releaseLock():
    pass


# The file holding this module's code: frames running it are logging's own
# and are skipped when looking for the caller.
_srcfile = os.path.normcase(addLevelName.__code__.co_filename)


if os.name == 'posix':
    def _is_internal_frame(frame):
        filename = frame.f_code.co_filename
        return filename == _srcfile or (
            "importlib" in filename and "_bootstrap" in filename)
else:
    def _is_internal_frame(frame):
        filename = os.path.normcase(frame.f_code.co_filename)
        return filename == _srcfile or (
            "importlib" in filename and "_bootstrap" in filename)


_source_cache = {}


def _source_line(filename, lineno):
    lines = _source_cache.get(filename)
    if lines is None:
        lines = []
        if not (filename.startswith('<') and filename.endswith('>')):
            try:
                with open(filename, encoding='utf-8') as fh:
                    lines = fh.read().splitlines()
            except Exception:
                lines = []
        _source_cache[filename] = lines
    if 1 <= lineno <= len(lines):
        return lines[lineno - 1].strip()
    return ''


def _print_stack(f, file):
    """Write the stack ending at frame f, outermost first, as
    traceback.print_stack(f) does."""
    frames = []
    while f is not None:
        frames.append(f)
        f = f.f_back
    out = []
    for fr in reversed(frames):
        co = fr.f_code
        out.append('  File "%s", line %s, in %s\n' % (
            co.co_filename, fr.f_lineno, co.co_name))
        line = _source_line(co.co_filename, fr.f_lineno)
        if line:
            out.append('    %s\n' % line)
    file.write(''.join(out))


def _thread_ident():
    try:
        import _thread
        return _thread.get_ident()
    except Exception:
        return 1


_THREAD_ID = _thread_ident()


# ---------------------------------------------------------------------------
# LogRecord

class LogRecord(object):
    """One logged event."""

    def __init__(self, name, level, pathname, lineno,
                 msg, args, exc_info, func=None, sinfo=None, **kwargs):
        ct = time.time_ns()
        self.name = name
        self.msg = msg
        if args and len(args) == 1:
            a0 = args[0]
            if a0 and (type(a0) is dict or (
                    type(a0) not in _NOT_MAPPINGS and
                    isinstance(a0, collections.abc.Mapping))):
                args = a0
        self.args = args
        try:
            self.levelname = _levelToName[level]
        except (KeyError, TypeError):
            self.levelname = getLevelName(level)
        self.levelno = level
        self.pathname = pathname
        try:
            self.filename, self.module = _path_parts[pathname]
        except (KeyError, TypeError):
            try:
                self.filename = os.path.basename(pathname)
                self.module = os.path.splitext(self.filename)[0]
                if type(pathname) is str:
                    _path_parts[pathname] = (self.filename, self.module)
            except (TypeError, ValueError, AttributeError):
                self.filename = pathname
                self.module = "Unknown module"
        self.exc_info = exc_info
        self.exc_text = None
        self.stack_info = sinfo
        self.lineno = lineno
        self.funcName = func
        self.created = ct / 1e9
        self.msecs = (ct % 1_000_000_000) // 1_000_000 + 0.0
        self.relativeCreated = (ct - _startTime) / 1e6
        if logThreads:
            self.thread = _THREAD_ID
            self.threadName = "MainThread"
        else:
            self.thread = None
            self.threadName = None
        if not logMultiprocessing:
            self.processName = None
        else:
            self.processName = 'MainProcess'
            mp = sys.modules.get('multiprocessing')
            if mp is not None:
                try:
                    self.processName = mp.current_process().name
                except Exception:
                    pass
        if logProcesses and hasattr(os, 'getpid'):
            self.process = os.getpid()
        else:
            self.process = None
        self.taskName = None

    def __repr__(self):
        return '<LogRecord: %s, %s, %s, %s, "%s">' % (
            self.name, self.levelno, self.pathname, self.lineno, self.msg)

    def getMessage(self):
        msg = str(self.msg)
        if self.args:
            msg = msg % self.args
        return msg


_logRecordFactory = LogRecord

# Types that are never mappings, so a lone argument of one is kept as is
# without asking the (slower) Mapping ABC.
_NOT_MAPPINGS = (str, int, float, tuple, list, bytes, bool)

# pathname -> (filename, module), as basename/splitext give them.
_path_parts = {}


def setLogRecordFactory(factory):
    global _logRecordFactory
    _logRecordFactory = factory


def getLogRecordFactory():
    return _logRecordFactory


def makeLogRecord(dict):
    rv = _logRecordFactory(None, None, "", 0, "", (), None, None)
    rv.__dict__.update(dict)
    return rv


# ---------------------------------------------------------------------------
# Format styles

_str_formatter = StrFormatter()


class PercentStyle(object):
    default_format = '%(message)s'
    asctime_format = '%(asctime)s'
    asctime_search = '%(asctime)'

    def __init__(self, fmt, *, defaults=None):
        self._fmt = fmt or self.default_format
        self._defaults = defaults

    def usesTime(self):
        return self._fmt.find(self.asctime_search) >= 0

    def validate(self):
        if not _percent_field_found(self._fmt):
            raise ValueError("Invalid format '%s' for '%s' style"
                             % (self._fmt, self.default_format[0]))

    def _format(self, record):
        defaults = self._defaults
        if defaults:
            values = defaults | record.__dict__
        else:
            values = record.__dict__
        return self._fmt % values

    def format(self, record):
        try:
            return self._format(record)
        except KeyError as e:
            raise ValueError('Formatting field not found in record: %s' % e)


def _percent_field_found(fmt):
    # A '%(name)' followed by flags, width, precision and a conversion.
    i = fmt.find('%(')
    while i >= 0:
        j = fmt.find(')', i + 2)
        if j < 0:
            return False
        name = fmt[i + 2:j]
        if name and all(c.isalnum() or c == '_' for c in name):
            k = j + 1
            n = len(fmt)
            while k < n and fmt[k] in '#0+ -':
                k += 1
            if k < n and fmt[k] == '*':
                k += 1
            else:
                while k < n and fmt[k].isdigit():
                    k += 1
            if k < n and fmt[k] == '.':
                k += 1
                if k < n and fmt[k] == '*':
                    k += 1
                else:
                    while k < n and fmt[k].isdigit():
                        k += 1
            if k < n and fmt[k].lower() in 'diouxefgcrsa%':
                return True
        i = fmt.find('%(', i + 2)
    return False


def _valid_field_name(name):
    # (\d+|\w+)(\.\w+|\[[^]]+\])*
    n = len(name)
    k = 0
    while k < n and (name[k].isalnum() or name[k] == '_'):
        k += 1
    if k == 0:
        return False
    while k < n:
        c = name[k]
        if c == '.':
            k += 1
            s = k
            while k < n and (name[k].isalnum() or name[k] == '_'):
                k += 1
            if k == s:
                return False
        elif c == '[':
            e = name.find(']', k + 1)
            if e < 0 or e == k + 1:
                return False
            k = e + 1
        else:
            return False
    return True


def _valid_spec(spec):
    # (.?[<>=^])?[+ -]?#?0?(\d+|{\w+})?[,_]?(\.(\d+|{\w+}))?[bcdefgnosx%]?
    n = len(spec)
    k = 0
    if n >= 2 and spec[1] in '<>=^':
        k = 2
    elif n >= 1 and spec[0] in '<>=^':
        k = 1

    def width(k):
        if k < n and spec[k] == '{':
            e = spec.find('}', k + 1)
            if e < 0:
                return -1
            w = spec[k + 1:e]
            if not w or not all(c.isalnum() or c == '_' for c in w):
                return -1
            return e + 1
        while k < n and spec[k].isdigit():
            k += 1
        return k

    if k < n and spec[k] in '+ -':
        k += 1
    if k < n and spec[k] == '#':
        k += 1
    if k < n and spec[k] == '0':
        k += 1
    k = width(k)
    if k < 0:
        return False
    if k < n and spec[k] in ',_':
        k += 1
    if k < n and spec[k] == '.':
        s = k + 1
        k = width(s)
        if k < 0 or k == s:
            return False
    if k < n and spec[k] in 'bcdefgnosx%':
        k += 1
    return k == n


class StrFormatStyle(PercentStyle):
    default_format = '{message}'
    asctime_format = '{asctime}'
    asctime_search = '{asctime'

    def _format(self, record):
        defaults = self._defaults
        if defaults:
            return self._fmt.format(**(defaults | record.__dict__))
        return self._fmt.format(**record.__dict__)

    def validate(self):
        fields = set()
        try:
            for _, fieldname, spec, conversion in _str_formatter.parse(self._fmt):
                if fieldname:
                    if not _valid_field_name(fieldname):
                        raise ValueError('invalid field name/expression: %r'
                                         % fieldname)
                    fields.add(fieldname)
                if conversion and conversion not in 'rsa':
                    raise ValueError('invalid conversion: %r' % conversion)
                if spec and not _valid_spec(spec):
                    raise ValueError('bad specifier: %r' % spec)
        except ValueError as e:
            raise ValueError('invalid format: %s' % e)
        if not fields:
            raise ValueError('invalid format: no fields')


class StringTemplateStyle(PercentStyle):
    default_format = '${message}'
    asctime_format = '${asctime}'
    asctime_search = '${asctime}'

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._tpl = Template(self._fmt)

    def usesTime(self):
        fmt = self._fmt
        return fmt.find('$asctime') >= 0 or fmt.find(self.asctime_search) >= 0

    def validate(self):
        fields = set()
        fmt = self._fmt
        n = len(fmt)
        i = fmt.find('$')
        while i >= 0:
            k = i + 1
            if k < n and fmt[k] == '$':
                i = fmt.find('$', k + 1)
                continue
            if k < n and fmt[k] == '{':
                e = fmt.find('}', k + 1)
                name = fmt[k + 1:e] if e >= 0 else ''
                if e >= 0 and _is_identifier(name):
                    fields.add(name)
                    i = fmt.find('$', e + 1)
                    continue
                raise ValueError("invalid format: bare '$' not allowed")
            s = k
            while k < n and (fmt[k].isalnum() or fmt[k] == '_') and fmt[k].isascii():
                k += 1
            if k > s and _is_identifier(fmt[s:k]):
                fields.add(fmt[s:k])
            else:
                raise ValueError("invalid format: bare '$' not allowed")
            i = fmt.find('$', k)
        if not fields:
            raise ValueError('invalid format: no fields')

    def _format(self, record):
        defaults = self._defaults
        if defaults:
            return self._tpl.substitute(**(defaults | record.__dict__))
        return self._tpl.substitute(**record.__dict__)


def _is_identifier(s):
    return bool(s) and s.isascii() and (s[0].isalpha() or s[0] == '_') and \
        all(c.isalnum() or c == '_' for c in s)


BASIC_FORMAT = "%(levelname)s:%(name)s:%(message)s"

_STYLES = {
    '%': (PercentStyle, BASIC_FORMAT),
    '{': (StrFormatStyle, '{levelname}:{name}:{message}'),
    '$': (StringTemplateStyle, '${levelname}:${name}:${message}'),
}


# ---------------------------------------------------------------------------
# Formatter

class Formatter(object):
    """Turns a LogRecord into text."""

    converter = time.localtime
    default_time_format = '%Y-%m-%d %H:%M:%S'
    default_msec_format = '%s,%03d'

    def __init__(self, fmt=None, datefmt=None, style='%', validate=True, *,
                 defaults=None):
        if style not in _STYLES:
            raise ValueError('Style must be one of: %s' % ','.join(
                _STYLES.keys()))
        self._style = _STYLES[style][0](fmt, defaults=defaults)
        if validate:
            self._style.validate()
        self._fmt = self._style._fmt
        self.datefmt = datefmt

    def formatTime(self, record, datefmt=None):
        ct = self.converter(record.created)
        if datefmt:
            s = time.strftime(datefmt, ct)
        else:
            s = time.strftime(self.default_time_format, ct)
            if self.default_msec_format:
                s = self.default_msec_format % (s, record.msecs)
        return s

    def formatException(self, ei):
        sio = io.StringIO()
        tb = ei[2]
        traceback.print_exception(ei[0], ei[1], tb, limit=None, file=sio)
        s = sio.getvalue()
        sio.close()
        if s[-1:] == "\n":
            s = s[:-1]
        return s

    def usesTime(self):
        return self._style.usesTime()

    def formatMessage(self, record):
        return self._style.format(record)

    def formatStack(self, stack_info):
        return stack_info

    def format(self, record):
        record.message = record.getMessage()
        style = self._style
        if (self.__class__ is Formatter and style.__class__ is PercentStyle
                and not style._defaults and 'format' not in style.__dict__):
            # The plain case, with the calls below inlined: same result.
            fmt = style._fmt
            if '%(asctime)' in fmt:
                record.asctime = self.formatTime(record, self.datefmt)
            try:
                s = fmt % record.__dict__
            except KeyError as e:
                raise ValueError('Formatting field not found in record: %s'
                                 % e)
        else:
            if self.usesTime():
                record.asctime = self.formatTime(record, self.datefmt)
            s = self.formatMessage(record)
        if record.exc_info:
            if not record.exc_text:
                record.exc_text = self.formatException(record.exc_info)
        if record.exc_text:
            if s[-1:] != "\n":
                s = s + "\n"
            s = s + record.exc_text
        if record.stack_info:
            if s[-1:] != "\n":
                s = s + "\n"
            s = s + self.formatStack(record.stack_info)
        return s


_defaultFormatter = Formatter()


class BufferingFormatter(object):
    """Formats a batch of records."""

    def __init__(self, linefmt=None):
        if linefmt:
            self.linefmt = linefmt
        else:
            self.linefmt = _defaultFormatter

    def formatHeader(self, records):
        return ""

    def formatFooter(self, records):
        return ""

    def format(self, records):
        rv = ""
        if len(records) > 0:
            rv = rv + self.formatHeader(records)
            for record in records:
                rv = rv + self.linefmt.format(record)
            rv = rv + self.formatFooter(records)
        return rv


# ---------------------------------------------------------------------------
# Filters

class Filter(object):
    """Passes records from the logger named name and its descendants."""

    def __init__(self, name=''):
        self.name = name
        self.nlen = len(name)

    def filter(self, record):
        if self.nlen == 0:
            return True
        elif self.name == record.name:
            return True
        elif record.name.find(self.name, 0, self.nlen) != 0:
            return False
        return (record.name[self.nlen] == ".")


class Filterer(object):
    """Base of loggers and handlers: holds a list of filters."""

    def __init__(self):
        self.filters = []

    def addFilter(self, filter):
        if not (filter in self.filters):
            self.filters.append(filter)

    def removeFilter(self, filter):
        if filter in self.filters:
            self.filters.remove(filter)

    def filter(self, record):
        for f in self.filters:
            if hasattr(f, 'filter'):
                result = f.filter(record)
            else:
                result = f(record)
            if not result:
                return False
            if isinstance(result, LogRecord):
                record = result
        return record


# ---------------------------------------------------------------------------
# Handlers

_handlers = {}
_handlerList = []


def _removeHandlerRef(wr):
    try:
        _handlerList.remove(wr)
    except ValueError:
        pass


def _addHandlerRef(handler):
    try:
        import weakref
        _handlerList.append(weakref.ref(handler, _removeHandlerRef))
    except Exception:
        _handlerList.append(lambda h=handler: h)


def getHandlerByName(name):
    return _handlers.get(name)


def getHandlerNames():
    return frozenset(_handlers)


class Handler(Filterer):
    """Base of handlers: dispatches records to a destination."""

    def __init__(self, level=NOTSET):
        Filterer.__init__(self)
        self._name = None
        self.level = _checkLevel(level)
        self.formatter = None
        self._closed = False
        _addHandlerRef(self)
        self.createLock()

    def get_name(self):
        return self._name

    def set_name(self, name):
        if self._name in _handlers:
            del _handlers[self._name]
        self._name = name
        if name:
            _handlers[name] = self

    name = property(get_name, set_name)

    def createLock(self):
        self.lock = _NoLock()

    def _at_fork_reinit(self):
        pass

    def acquire(self):
        if self.lock:
            self.lock.acquire()

    def release(self):
        if self.lock:
            self.lock.release()

    def setLevel(self, level):
        self.level = _checkLevel(level)

    def format(self, record):
        if self.formatter:
            fmt = self.formatter
        else:
            fmt = _defaultFormatter
        return fmt.format(record)

    def emit(self, record):
        raise NotImplementedError('emit must be implemented '
                                  'by Handler subclasses')

    def handle(self, record):
        rv = self.filter(record)
        if isinstance(rv, LogRecord):
            record = rv
        if rv:
            self.emit(record)
        return rv

    def setFormatter(self, fmt):
        self.formatter = fmt

    def flush(self):
        pass

    def close(self):
        self._closed = True
        if self._name and self._name in _handlers:
            del _handlers[self._name]

    def handleError(self, record):
        if raiseExceptions and sys.stderr:
            t, v, tb = sys.exc_info()
            err = sys.stderr
            try:
                err.write('--- Logging error ---\n')
                traceback.print_exception(t, v, tb, limit=None, file=err)
                err.write('Call stack:\n')
                frame = tb.tb_frame if tb is not None else None
                while frame and _is_internal_frame(frame):
                    frame = frame.f_back
                if frame:
                    _print_stack(frame, err)
                else:
                    err.write('Logged from file %s, line %s\n' % (
                        record.filename, record.lineno))
                try:
                    err.write('Message: %r\n'
                              'Arguments: %s\n' % (record.msg, record.args))
                except RecursionError:
                    raise
                except Exception:
                    err.write('Unable to print the message and arguments'
                              ' - possible formatting error.\nUse the'
                              ' traceback above to help find the error.\n')
            except OSError:
                pass
            finally:
                del t, v, tb

    def __repr__(self):
        level = getLevelName(self.level)
        return '<%s (%s)>' % (self.__class__.__name__, level)


class StreamHandler(Handler):
    """Writes formatted records to a stream (sys.stderr by default)."""

    terminator = '\n'

    def __init__(self, stream=None):
        Handler.__init__(self)
        if stream is None:
            stream = sys.stderr
        self.stream = stream

    def flush(self):
        stream = self.stream
        if stream and hasattr(stream, "flush"):
            stream.flush()

    def emit(self, record):
        try:
            msg = self.format(record)
            stream = self.stream
            stream.write(msg + self.terminator)
            self.flush()
        except RecursionError:
            raise
        except Exception:
            self.handleError(record)

    def setStream(self, stream):
        if stream is self.stream:
            result = None
        else:
            result = self.stream
            self.flush()
            self.stream = stream
        return result

    def __repr__(self):
        level = getLevelName(self.level)
        name = getattr(self.stream, 'name', '')
        name = str(name)
        if name:
            name += ' '
        return '<%s %s(%s)>' % (self.__class__.__name__, name, level)

    __class_getitem__ = classmethod(lambda cls, item: cls)


class FileHandler(StreamHandler):
    """Writes formatted records to a file."""

    def __init__(self, filename, mode='a', encoding=None, delay=False,
                 errors=None):
        filename = os.fspath(filename)
        self.baseFilename = os.path.abspath(filename)
        self.mode = mode
        self.encoding = encoding
        if "b" not in mode and hasattr(io, 'text_encoding'):
            self.encoding = io.text_encoding(encoding)
        self.errors = errors
        self.delay = delay
        self._builtin_open = open
        if delay:
            Handler.__init__(self)
            self.stream = None
        else:
            StreamHandler.__init__(self, self._open())

    def close(self):
        try:
            try:
                if self.stream:
                    try:
                        self.flush()
                    finally:
                        stream = self.stream
                        self.stream = None
                        if hasattr(stream, "close"):
                            stream.close()
            finally:
                StreamHandler.close(self)
        finally:
            pass

    def _open(self):
        open_func = self._builtin_open
        if "b" in self.mode:
            return open_func(self.baseFilename, self.mode)
        return open_func(self.baseFilename, self.mode,
                         encoding=self.encoding, errors=self.errors)

    def emit(self, record):
        if self.stream is None:
            if self.mode != 'w' or not self._closed:
                self.stream = self._open()
        if self.stream:
            StreamHandler.emit(self, record)

    def __repr__(self):
        level = getLevelName(self.level)
        return '<%s %s (%s)>' % (self.__class__.__name__, self.baseFilename,
                                 level)


class _StderrHandler(StreamHandler):
    """Writes to whatever sys.stderr is when the record is emitted."""

    def __init__(self, level=NOTSET):
        Handler.__init__(self, level)

    @property
    def stream(self):
        return sys.stderr


_defaultLastResort = _StderrHandler(WARNING)
lastResort = _defaultLastResort


class NullHandler(Handler):
    """A handler that does nothing."""

    def handle(self, record):
        pass

    def emit(self, record):
        pass

    def createLock(self):
        self.lock = None

    def _at_fork_reinit(self):
        pass


# ---------------------------------------------------------------------------
# Loggers and the manager

class PlaceHolder(object):
    """Stands in the logger dict for a parent nobody asked for yet."""

    def __init__(self, alogger):
        self.loggerMap = {alogger: None}

    def append(self, alogger):
        if alogger not in self.loggerMap:
            self.loggerMap[alogger] = None


def setLoggerClass(klass):
    if klass != Logger:
        if not issubclass(klass, Logger):
            raise TypeError("logger not derived from logging.Logger: "
                            + klass.__name__)
    global _loggerClass
    _loggerClass = klass


def getLoggerClass():
    return _loggerClass


class Manager(object):
    """Holds the hierarchy of loggers."""

    def __init__(self, rootnode):
        self.root = rootnode
        self._disable = 0
        self.emittedNoHandlerWarning = False
        self.loggerDict = {}
        self.loggerClass = None
        self.logRecordFactory = None

    @property
    def disable(self):
        return self._disable

    @disable.setter
    def disable(self, value):
        self._disable = _checkLevel(value)

    def getLogger(self, name):
        rv = None
        if not isinstance(name, str):
            raise TypeError('A logger name must be a string')
        if name in self.loggerDict:
            rv = self.loggerDict[name]
            if isinstance(rv, PlaceHolder):
                ph = rv
                rv = (self.loggerClass or _loggerClass)(name)
                rv.manager = self
                self.loggerDict[name] = rv
                self._fixupChildren(ph, rv)
                self._fixupParents(rv)
        else:
            rv = (self.loggerClass or _loggerClass)(name)
            rv.manager = self
            self.loggerDict[name] = rv
            self._fixupParents(rv)
        return rv

    def setLoggerClass(self, klass):
        if klass != Logger:
            if not issubclass(klass, Logger):
                raise TypeError("logger not derived from logging.Logger: "
                                + klass.__name__)
        self.loggerClass = klass

    def setLogRecordFactory(self, factory):
        self.logRecordFactory = factory

    def _fixupParents(self, alogger):
        name = alogger.name
        i = name.rfind(".")
        rv = None
        while (i > 0) and not rv:
            substr = name[:i]
            if substr not in self.loggerDict:
                self.loggerDict[substr] = PlaceHolder(alogger)
            else:
                obj = self.loggerDict[substr]
                if isinstance(obj, Logger):
                    rv = obj
                else:
                    obj.append(alogger)
            i = name.rfind(".", 0, i - 1)
        if not rv:
            rv = self.root
        alogger.parent = rv

    def _fixupChildren(self, ph, alogger):
        name = alogger.name
        namelen = len(name)
        for c in ph.loggerMap.keys():
            if c.parent.name[:namelen] != name:
                alogger.parent = c.parent
                c.parent = alogger

    def _clear_cache(self):
        for logger in self.loggerDict.values():
            if isinstance(logger, Logger):
                logger._cache.clear()
        self.root._cache.clear()


class Logger(Filterer):
    """A named channel for logging messages."""

    def __init__(self, name, level=NOTSET):
        Filterer.__init__(self)
        self.name = name
        self.level = _checkLevel(level)
        self.parent = None
        self.propagate = True
        self.handlers = []
        self.disabled = False
        self._cache = {}

    def setLevel(self, level):
        self.level = _checkLevel(level)
        self.manager._clear_cache()

    def debug(self, msg, *args, **kwargs):
        if self.isEnabledFor(DEBUG):
            self._log(DEBUG, msg, args, **kwargs)

    def info(self, msg, *args, **kwargs):
        if self.isEnabledFor(INFO):
            self._log(INFO, msg, args, **kwargs)

    def warning(self, msg, *args, **kwargs):
        if self.isEnabledFor(WARNING):
            self._log(WARNING, msg, args, **kwargs)

    def warn(self, msg, *args, **kwargs):
        import warnings
        warnings.warn("The 'warn' method is deprecated, "
                      "use 'warning' instead", DeprecationWarning, 2)
        self.warning(msg, *args, **kwargs)

    def error(self, msg, *args, **kwargs):
        if self.isEnabledFor(ERROR):
            self._log(ERROR, msg, args, **kwargs)

    def exception(self, msg, *args, exc_info=True, **kwargs):
        self.error(msg, *args, exc_info=exc_info, **kwargs)

    def critical(self, msg, *args, **kwargs):
        if self.isEnabledFor(CRITICAL):
            self._log(CRITICAL, msg, args, **kwargs)

    def fatal(self, msg, *args, **kwargs):
        self.critical(msg, *args, **kwargs)

    def log(self, level, msg, *args, **kwargs):
        if not isinstance(level, int):
            if raiseExceptions:
                raise TypeError("level must be an integer")
            else:
                return
        if self.isEnabledFor(level):
            self._log(level, msg, args, **kwargs)

    def findCaller(self, stack_info=False, stacklevel=1):
        f = sys._getframe(0)
        if f is None:
            return "(unknown file)", 0, "(unknown function)", None
        srcfile = _srcfile
        while stacklevel > 0:
            next_f = f.f_back
            if next_f is None:
                break
            f = next_f
            if f.f_code.co_filename != srcfile and not _is_internal_frame(f):
                stacklevel -= 1
        co = f.f_code
        sinfo = None
        if stack_info:
            sio = io.StringIO()
            sio.write("Stack (most recent call last):\n")
            _print_stack(f, sio)
            sinfo = sio.getvalue()
            if sinfo[-1] == '\n':
                sinfo = sinfo[:-1]
            sio.close()
        return co.co_filename, f.f_lineno, co.co_name, sinfo

    def makeRecord(self, name, level, fn, lno, msg, args, exc_info,
                   func=None, extra=None, sinfo=None):
        rv = _logRecordFactory(name, level, fn, lno, msg, args, exc_info,
                               func, sinfo)
        if extra is not None:
            for key in extra:
                if (key in ["message", "asctime"]) or (key in rv.__dict__):
                    raise KeyError("Attempt to overwrite %r in LogRecord"
                                   % key)
                rv.__dict__[key] = extra[key]
        return rv

    def _log(self, level, msg, args, exc_info=None, extra=None,
             stack_info=False, stacklevel=1):
        sinfo = None
        if _srcfile:
            try:
                fn, lno, func, sinfo = self.findCaller(stack_info, stacklevel)
            except ValueError:
                fn, lno, func = "(unknown file)", 0, "(unknown function)"
        else:
            fn, lno, func = "(unknown file)", 0, "(unknown function)"
        if exc_info:
            if isinstance(exc_info, BaseException):
                exc_info = (type(exc_info), exc_info, exc_info.__traceback__)
            elif not isinstance(exc_info, tuple):
                exc_info = sys.exc_info()
        record = self.makeRecord(self.name, level, fn, lno, msg, args,
                                 exc_info, func, extra, sinfo)
        self.handle(record)

    def handle(self, record):
        if self.disabled:
            return
        maybe_record = self.filter(record)
        if not maybe_record:
            return
        if isinstance(maybe_record, LogRecord):
            record = maybe_record
        self.callHandlers(record)

    def addHandler(self, hdlr):
        if not (hdlr in self.handlers):
            self.handlers.append(hdlr)

    def removeHandler(self, hdlr):
        if hdlr in self.handlers:
            self.handlers.remove(hdlr)

    def hasHandlers(self):
        c = self
        rv = False
        while c:
            if c.handlers:
                rv = True
                break
            if not c.propagate:
                break
            else:
                c = c.parent
        return rv

    def callHandlers(self, record):
        c = self
        found = 0
        levelno = record.levelno
        while c:
            for hdlr in c.handlers:
                found = found + 1
                if levelno >= hdlr.level:
                    hdlr.handle(record)
            if not c.propagate:
                c = None
            else:
                c = c.parent
        if found == 0:
            if lastResort:
                if levelno >= lastResort.level:
                    lastResort.handle(record)
            elif raiseExceptions and not self.manager.emittedNoHandlerWarning:
                sys.stderr.write("No handlers could be found for logger"
                                 " \"%s\"\n" % self.name)
                self.manager.emittedNoHandlerWarning = True

    def getEffectiveLevel(self):
        logger = self
        while logger:
            if logger.level:
                return logger.level
            logger = logger.parent
        return NOTSET

    def isEnabledFor(self, level):
        if self.disabled:
            return False
        try:
            return self._cache[level]
        except KeyError:
            if self.manager.disable >= level:
                is_enabled = self._cache[level] = False
            else:
                is_enabled = self._cache[level] = (
                    level >= self.getEffectiveLevel())
            return is_enabled

    def getChild(self, suffix):
        if self.root is not self:
            suffix = '.'.join((self.name, suffix))
        return self.manager.getLogger(suffix)

    def getChildren(self):
        def _hierlevel(logger):
            if logger is logger.manager.root:
                return 0
            return 1 + logger.name.count('.')

        d = self.manager.loggerDict
        return set(item for item in d.values()
                   if isinstance(item, Logger) and item.parent is self and
                   _hierlevel(item) == 1 + _hierlevel(item.parent))

    def __repr__(self):
        level = getLevelName(self.getEffectiveLevel())
        return '<%s %s (%s)>' % (self.__class__.__name__, self.name, level)

    def __reduce__(self):
        if getLogger(self.name) is not self:
            import pickle
            raise pickle.PicklingError('logger cannot be pickled')
        return getLogger, (self.name,)


class RootLogger(Logger):
    """The logger at the top of the hierarchy."""

    def __init__(self, level):
        Logger.__init__(self, "root", level)

    def __reduce__(self):
        return getLogger, ()


_loggerClass = Logger


class LoggerAdapter(object):
    """Wraps a logger, adding contextual information to each record."""

    def __init__(self, logger, extra=None, merge_extra=False):
        self.logger = logger
        self.extra = extra
        self.merge_extra = merge_extra

    def process(self, msg, kwargs):
        if self.merge_extra and "extra" in kwargs:
            kwargs["extra"] = {**self.extra, **kwargs["extra"]}
        else:
            kwargs["extra"] = self.extra
        return msg, kwargs

    def debug(self, msg, *args, **kwargs):
        self.log(DEBUG, msg, *args, **kwargs)

    def info(self, msg, *args, **kwargs):
        self.log(INFO, msg, *args, **kwargs)

    def warning(self, msg, *args, **kwargs):
        self.log(WARNING, msg, *args, **kwargs)

    def warn(self, msg, *args, **kwargs):
        import warnings
        warnings.warn("The 'warn' method is deprecated, "
                      "use 'warning' instead", DeprecationWarning, 2)
        self.warning(msg, *args, **kwargs)

    def error(self, msg, *args, **kwargs):
        self.log(ERROR, msg, *args, **kwargs)

    def exception(self, msg, *args, exc_info=True, **kwargs):
        self.log(ERROR, msg, *args, exc_info=exc_info, **kwargs)

    def critical(self, msg, *args, **kwargs):
        self.log(CRITICAL, msg, *args, **kwargs)

    def log(self, level, msg, *args, **kwargs):
        if self.isEnabledFor(level):
            msg, kwargs = self.process(msg, kwargs)
            self.logger.log(level, msg, *args, **kwargs)

    def isEnabledFor(self, level):
        return self.logger.isEnabledFor(level)

    def setLevel(self, level):
        self.logger.setLevel(level)

    def getEffectiveLevel(self):
        return self.logger.getEffectiveLevel()

    def hasHandlers(self):
        return self.logger.hasHandlers()

    def _log(self, level, msg, args, **kwargs):
        return self.logger._log(level, msg, args, **kwargs)

    @property
    def manager(self):
        return self.logger.manager

    @manager.setter
    def manager(self, value):
        self.logger.manager = value

    @property
    def name(self):
        return self.logger.name

    def __repr__(self):
        logger = self.logger
        level = getLevelName(logger.getEffectiveLevel())
        return '<%s %s (%s)>' % (self.__class__.__name__, logger.name, level)

    __class_getitem__ = classmethod(lambda cls, item: cls)


root = RootLogger(WARNING)
Logger.root = root
Logger.manager = Manager(Logger.root)


# ---------------------------------------------------------------------------
# Module-level configuration and convenience functions

def basicConfig(**kwargs):
    """Give the root logger a handler and a formatter, once."""
    force = kwargs.pop('force', False)
    encoding = kwargs.pop('encoding', None)
    errors = kwargs.pop('errors', 'backslashreplace')
    if force:
        for h in root.handlers[:]:
            root.removeHandler(h)
            h.close()
    if len(root.handlers) == 0:
        handlers = kwargs.pop("handlers", None)
        if handlers is None:
            if "stream" in kwargs and "filename" in kwargs:
                raise ValueError("'stream' and 'filename' should not be "
                                 "specified together")
        else:
            if "stream" in kwargs or "filename" in kwargs:
                raise ValueError("'stream' or 'filename' should not be "
                                 "specified together with 'handlers'")
        if handlers is None:
            filename = kwargs.pop("filename", None)
            mode = kwargs.pop("filemode", 'a')
            if filename:
                if 'b' in mode:
                    errors = None
                elif hasattr(io, 'text_encoding'):
                    encoding = io.text_encoding(encoding)
                h = FileHandler(filename, mode,
                                encoding=encoding, errors=errors)
            else:
                stream = kwargs.pop("stream", None)
                h = StreamHandler(stream)
            handlers = [h]
        dfs = kwargs.pop("datefmt", None)
        style = kwargs.pop("style", '%')
        if style not in _STYLES:
            raise ValueError('Style must be one of: %s' % ','.join(
                _STYLES.keys()))
        fs = kwargs.pop("format", _STYLES[style][1])
        fmt = Formatter(fs, dfs, style)
        for h in handlers:
            if h.formatter is None:
                h.setFormatter(fmt)
            root.addHandler(h)
        level = kwargs.pop("level", None)
        if level is not None:
            root.setLevel(level)
        if kwargs:
            keys = ', '.join(kwargs.keys())
            raise ValueError('Unrecognised argument(s): %s' % keys)


def getLogger(name=None):
    """Return the logger called name, or the root logger."""
    if not name or isinstance(name, str) and name == root.name:
        return root
    return Logger.manager.getLogger(name)


def critical(msg, *args, **kwargs):
    if len(root.handlers) == 0:
        basicConfig()
    root.critical(msg, *args, **kwargs)


def fatal(msg, *args, **kwargs):
    critical(msg, *args, **kwargs)


def error(msg, *args, **kwargs):
    if len(root.handlers) == 0:
        basicConfig()
    root.error(msg, *args, **kwargs)


def exception(msg, *args, exc_info=True, **kwargs):
    error(msg, *args, exc_info=exc_info, **kwargs)


def warning(msg, *args, **kwargs):
    if len(root.handlers) == 0:
        basicConfig()
    root.warning(msg, *args, **kwargs)


def warn(msg, *args, **kwargs):
    import warnings
    warnings.warn("The 'warn' function is deprecated, "
                  "use 'warning' instead", DeprecationWarning, 2)
    warning(msg, *args, **kwargs)


def info(msg, *args, **kwargs):
    if len(root.handlers) == 0:
        basicConfig()
    root.info(msg, *args, **kwargs)


def debug(msg, *args, **kwargs):
    if len(root.handlers) == 0:
        basicConfig()
    root.debug(msg, *args, **kwargs)


def log(level, msg, *args, **kwargs):
    if len(root.handlers) == 0:
        basicConfig()
    root.log(level, msg, *args, **kwargs)


def disable(level=CRITICAL):
    """Ignore every record at level or below, whatever the logger."""
    root.manager.disable = level
    root.manager._clear_cache()


def shutdown(handlerList=_handlerList):
    """Flush and close every handler still alive."""
    for wr in reversed(handlerList[:]):
        try:
            h = wr()
            if h:
                try:
                    h.acquire()
                    if getattr(h, 'flushOnClose', True):
                        h.flush()
                    h.close()
                except (OSError, ValueError):
                    pass
                finally:
                    h.release()
        except:
            if raiseExceptions:
                raise


try:
    import atexit
    atexit.register(shutdown)
except ImportError:
    pass


# ---------------------------------------------------------------------------
# Warnings integration

_warnings_showwarning = None


def _showwarning(message, category, filename, lineno, file=None, line=None):
    if file is not None:
        if _warnings_showwarning is not None:
            _warnings_showwarning(message, category, filename, lineno,
                                  file, line)
    else:
        import warnings
        s = warnings.formatwarning(message, category, filename, lineno, line)
        logger = getLogger("py.warnings")
        if not logger.handlers:
            logger.addHandler(NullHandler())
        logger.warning("%s", s)


def captureWarnings(capture):
    """Route warnings to the 'py.warnings' logger, or stop doing so."""
    import warnings
    global _warnings_showwarning
    if capture:
        if _warnings_showwarning is None:
            _warnings_showwarning = warnings.showwarning
            warnings.showwarning = _showwarning
    else:
        if _warnings_showwarning is not None:
            warnings.showwarning = _warnings_showwarning
            _warnings_showwarning = None
