"""codeop: compile source that may be an incomplete statement, as an
interactive prompt needs (cpjit's own).

compile_command returns a code object when the source is a complete
statement, None when more lines may complete it, and raises SyntaxError
when no continuation can make it valid."""

import __future__

__all__ = ["compile_command", "Compile", "CommandCompiler"]

_COMPOUND = ('if', 'for', 'while', 'def', 'class', 'try', 'with', 'async')

_features = [getattr(__future__, fname)
             for fname in __future__.all_feature_names]


def _first_line(source):
    for line in source.split('\n'):
        s = line.strip()
        if s and not s.startswith('#'):
            return s
    return ''


def _opens_block(source):
    first = _first_line(source)
    if first.startswith('@'):
        return True
    word = ''
    for ch in first:
        if ch.isalnum() or ch == '_':
            word += ch
        else:
            break
    if word in _COMPOUND:
        return True
    return word in ('match', 'case') and first.rstrip().endswith(':')


def _last_line(source):
    last = ''
    for line in source.split('\n'):
        s = line.strip()
        if s and not s.startswith('#'):
            last = s
    return last


def _incomplete(source, err):
    msg = err.msg or ''
    if ' was never closed' in msg or msg.startswith(
            'unterminated triple-quoted string'):
        return True
    if source.rstrip('\n').endswith('\\') and not source.endswith('\n\n'):
        return True
    if msg.startswith('expected an indented block'):
        # Incomplete only while the block's header is the last line.
        return _last_line(source).endswith(':')
    if msg == 'unexpected EOF while parsing':
        return True
    if _last_line(source).startswith('@') and not source.endswith('\n\n'):
        return True
    return False


def _maybe_compile(compiler, source, filename, symbol):
    if not _first_line(source):
        if symbol == 'eval':
            return None
        source = 'pass'
    try:
        code = compiler(source, filename, symbol)
    except SyntaxError as err:
        if _incomplete(source, err):
            return None
        raise
    if symbol == 'single' and not source.endswith('\n') and \
            _opens_block(source):
        return None
    return code


def compile_command(source, filename="<input>", symbol="single"):
    """Compile a command: a code object, None if it is incomplete, or a
    SyntaxError."""
    return _maybe_compile(compile, source, filename, symbol)


class Compile:
    """Like compile(), but remembers the __future__ statements it has
    compiled and applies them to later sources."""

    def __init__(self):
        self.flags = 0

    def __call__(self, source, filename, symbol, flags=0, **kwargs):
        flags |= self.flags
        codeob = compile(source, filename, symbol, flags, True)
        for feature in _features:
            if codeob.co_flags & feature.compiler_flag:
                self.flags |= feature.compiler_flag
        return codeob


class CommandCompiler:
    """compile_command that remembers the __future__ statements seen."""

    def __init__(self):
        self.compiler = Compile()

    def __call__(self, source, filename="<input>", symbol="single"):
        return _maybe_compile(self.compiler, source, filename, symbol)
