"""A lexical analyser for shell-like syntax (cpjit).

split() breaks a command line into words as a POSIX shell does; quote()
and join() go the other way. The shlex class is the tokenizer behind them.
"""

import os
import re
import sys
from collections import deque
from io import StringIO

__all__ = ['shlex', 'split', 'quote', 'join']

_ASCII_WORD = ('abcdfeghijklmnopqrstuvwxyz'
               'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_')
_LATIN1_WORD = ('ßàáâãäåæçèéêëìíîïðñòóôõöøùúûüýþÿ'
                'ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞ')


class shlex:
    """A tokenizer for shell-like text read from a string or a stream."""

    def __init__(self, instream=None, infile=None, posix=False,
                 punctuation_chars=False):
        if isinstance(instream, str):
            instream = StringIO(instream)
        if instream is not None:
            self.instream = instream
            self.infile = infile
        else:
            self.instream = sys.stdin
            self.infile = None
        self.posix = posix
        self.eof = None if posix else ''
        self.commenters = '#'
        self.wordchars = _ASCII_WORD + (_LATIN1_WORD if posix else '')
        self.whitespace = ' \t\r\n'
        self.whitespace_split = False
        self.quotes = '\'"'
        self.escape = '\\'
        self.escapedquotes = '"'
        self.state = ' '
        self.pushback = deque()
        self.lineno = 1
        self.debug = 0
        self.token = ''
        self.filestack = deque()
        self.source = None
        if not punctuation_chars:
            punctuation_chars = ''
        elif punctuation_chars is True:
            punctuation_chars = '();<>|&'
        self._punctuation_chars = punctuation_chars
        if punctuation_chars:
            self._pushback_chars = deque()
            self.wordchars += '~-./*?='
            self.wordchars = ''.join(c for c in self.wordchars
                                     if c not in punctuation_chars)

    @property
    def punctuation_chars(self):
        return self._punctuation_chars

    def push_token(self, tok):
        """Push a token back onto the stack."""
        self.pushback.appendleft(tok)

    def push_source(self, newstream, newfile=None):
        """Read from newstream until it ends, then go back to the current
        stream."""
        if isinstance(newstream, str):
            newstream = StringIO(newstream)
        self.filestack.appendleft((self.infile, self.instream, self.lineno))
        self.infile = newfile
        self.instream = newstream
        self.lineno = 1

    def pop_source(self):
        """Close the current input source and resume the previous one."""
        self.instream.close()
        self.infile, self.instream, self.lineno = self.filestack.popleft()
        self.state = ' '

    def get_token(self):
        """Return the next token, handling pushed-back tokens and source
        inclusion; self.eof at the end."""
        if self.pushback:
            return self.pushback.popleft()
        raw = self.read_token()
        if self.source is not None:
            while raw == self.source:
                spec = self.sourcehook(self.read_token())
                if spec:
                    newfile, newstream = spec
                    self.push_source(newstream, newfile)
                raw = self.get_token()
        while raw == self.eof:
            if not self.filestack:
                return self.eof
            self.pop_source()
            raw = self.get_token()
        return raw

    def _next_char(self):
        if self._punctuation_chars and self._pushback_chars:
            c = self._pushback_chars.pop()
        else:
            c = self.instream.read(1)
        if c == '\n':
            self.lineno += 1
        return c

    def _skip_comment(self):
        self.instream.readline()
        self.lineno += 1

    def read_token(self):
        """Read one raw token from the input."""
        quoted = False
        before_escape = ' '   # the state an escape returns to
        posix = self.posix
        while True:
            c = self._next_char()
            state = self.state
            if state is None:
                self.token = ''
                break
            if state == ' ':
                if not c:
                    self.state = None
                    break
                if c in self.whitespace:
                    if self.token or (posix and quoted):
                        break
                elif c in self.commenters:
                    self._skip_comment()
                elif posix and c in self.escape:
                    before_escape = 'a'
                    self.state = c
                elif c in self.wordchars:
                    self.token = c
                    self.state = 'a'
                elif c in self._punctuation_chars:
                    self.token = c
                    self.state = 'c'
                elif c in self.quotes:
                    if not posix:
                        self.token = c
                    self.state = c
                elif self.whitespace_split:
                    self.token = c
                    self.state = 'a'
                else:
                    self.token = c
                    if self.token or (posix and quoted):
                        break
            elif state in self.quotes:
                quoted = True
                if not c:
                    raise ValueError('No closing quotation')
                if c == state:
                    if not posix:
                        self.token += c
                        self.state = ' '
                        break
                    self.state = 'a'
                elif posix and c in self.escape and state in self.escapedquotes:
                    before_escape = state
                    self.state = c
                else:
                    self.token += c
            elif state in self.escape:
                if not c:
                    raise ValueError('No escaped character')
                # inside quotes only the quote and the escape itself can be
                # escaped: before anything else the backslash stays
                if before_escape in self.quotes and c != state and c != before_escape:
                    self.token += state
                self.token += c
                self.state = before_escape
            elif state in ('a', 'c'):
                if not c:
                    self.state = None
                    break
                if c in self.whitespace:
                    self.state = ' '
                    if self.token or (posix and quoted):
                        break
                elif c in self.commenters:
                    self._skip_comment()
                    if posix:
                        self.state = ' '
                        if self.token or (posix and quoted):
                            break
                elif state == 'c':
                    if c in self._punctuation_chars:
                        self.token += c
                    else:
                        if c not in self.whitespace:
                            self._pushback_chars.append(c)
                        self.state = ' '
                        break
                elif posix and c in self.quotes:
                    self.state = c
                elif posix and c in self.escape:
                    before_escape = 'a'
                    self.state = c
                elif (c in self.wordchars or c in self.quotes or
                      (self.whitespace_split and c not in self._punctuation_chars)):
                    self.token += c
                else:
                    if self._punctuation_chars:
                        self._pushback_chars.append(c)
                    else:
                        self.pushback.appendleft(c)
                    self.state = ' '
                    if self.token or (posix and quoted):
                        break
        result = self.token
        self.token = ''
        if posix and not quoted and result == '':
            result = None
        return result

    def sourcehook(self, newfile):
        """Open the file named by a source token."""
        if newfile[0] == '"':
            newfile = newfile[1:-1]
        if isinstance(self.infile, str) and not os.path.isabs(newfile):
            newfile = os.path.join(os.path.dirname(self.infile), newfile)
        return (newfile, open(newfile, 'r'))

    def error_leader(self, infile=None, lineno=None):
        """Return a compiler-style '"file", line N: ' prefix."""
        if infile is None:
            infile = self.infile
        if lineno is None:
            lineno = self.lineno
        return '"%s", line %d: ' % (infile, lineno)

    def __iter__(self):
        return self

    def __next__(self):
        token = self.get_token()
        if token == self.eof:
            raise StopIteration
        return token


def split(s, comments=False, posix=True):
    """Split the string s into words as a shell would."""
    if s is None:
        raise ValueError('s argument must not be None')
    lex = shlex(s, posix=posix)
    lex.whitespace_split = True
    if not comments:
        lex.commenters = ''
    return list(lex)


def join(split_command):
    """Quote each word and join them with spaces (the inverse of split)."""
    return ' '.join(quote(arg) for arg in split_command)


_find_unsafe = re.compile(r'[^\w@%+=:,./-]', re.ASCII).search


def quote(s):
    """Return a shell-escaped version of the string s."""
    if not s:
        return "''"
    if isinstance(s, (bytes, bytearray)):
        raise TypeError('cannot use a string pattern on a bytes-like object')
    if not isinstance(s, str):
        raise TypeError(f"expected string or bytes-like object, got {type(s).__name__!r}")
    if _find_unsafe(s) is None:
        return s
    return "'" + s.replace("'", "'\"'\"'") + "'"
