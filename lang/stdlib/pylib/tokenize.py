"""Tokenization of Python source, as CPython 3.13's tokenize module gives
it: generate_tokens() over a readline of strs, tokenize() over a readline
of bytes (with the encoding detected from a BOM or a coding cookie),
untokenize(), detect_encoding() and open().

Written for cpjit from the documentation and the tokens CPython yields
(f-strings as FSTRING_START, FSTRING_MIDDLE and FSTRING_END, operators as
OP with their exact_type, COMMENT and NL tokens).
"""

import collections
import itertools
import re
import sys
from builtins import open as _builtin_open
from codecs import lookup, BOM_UTF8

import token
from token import *
from token import EXACT_TOKEN_TYPES

__all__ = token.__all__ + ["tokenize", "generate_tokens", "detect_encoding",
                           "untokenize", "TokenInfo", "open", "TokenError"]
del token

cookie_re = re.compile(r"^[ \t\f]*#.*?coding[:=][ \t]*([-\w.]+)", re.ASCII)
blank_re = re.compile(br"^[ \t\f]*(?:[#\r\n]|$)", re.ASCII)
tabsize = 8


class TokenInfo(collections.namedtuple("TokenInfo", "type string start end line")):
    def __repr__(self):
        annotated_type = "%d (%s)" % (self.type, tok_name[self.type])
        return ("TokenInfo(type=%s, string=%r, start=%r, end=%r, line=%r)"
                % self._replace(type=annotated_type))

    @property
    def exact_type(self):
        if self.type == OP and self.string in EXACT_TOKEN_TYPES:
            return EXACT_TOKEN_TYPES[self.string]
        return self.type


class TokenError(Exception):
    pass


# The scanner ----------------------------------------------------------------

_PREFIXES = {"", "r", "u", "b", "br", "rb", "f", "fr", "rf"}

_number_re = re.compile(r"""
    (?:
      0[xX](?:_?[0-9a-fA-F])+
    | 0[bB](?:_?[01])+
    | 0[oO](?:_?[0-7])+
    | (?:
        (?:[0-9](?:_?[0-9])*\.(?:[0-9](?:_?[0-9])*)?|\.[0-9](?:_?[0-9])*)
        (?:[eE][-+]?[0-9](?:_?[0-9])*)?
      | [0-9](?:_?[0-9])*[eE][-+]?[0-9](?:_?[0-9])*
      | [0-9](?:_?[0-9])*
      )[jJ]?
    )""", re.VERBOSE)

_MAXLEVEL = 200  # CPython's limit on nested brackets
_OPERATORS3 = {op for op in EXACT_TOKEN_TYPES if len(op) == 3}
_OPERATORS2 = {op for op in EXACT_TOKEN_TYPES if len(op) == 2}


def _is_name_start(c):
    return c == "_" or c.isalpha() or c >= "\x80"


def _is_name_char(c):
    return c == "_" or c.isalnum() or c >= "\x80"


class _FString:
    """One f-string being scanned: its closing quote, whether it is raw,
    and the stack of its open replacement fields (each [mode, depth] with
    mode "expr" or "spec")."""

    def __init__(self, quote, raw, start):
        self.quote = quote
        self.raw = raw
        self.start = start
        self.fields = []


class _Scanner:
    def __init__(self, text):
        self.text = text
        # Lines end at \n, \r\n or \r only (not at str.splitlines' other
        # breaks, such as form feeds).
        self.lines = re.findall(r"[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+$", text)
        self.starts = []
        off = 0
        for line in self.lines:
            self.starts.append(off)
            off += len(line)
        if not self.lines:
            self.starts.append(0)

    def rowcol(self, off):
        starts = self.starts
        lo, hi = 0, len(starts) - 1
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if starts[mid] <= off:
                lo = mid
            else:
                hi = mid - 1
        return lo + 1, off - starts[lo]

    def line_of(self, row, end_row=None):
        if end_row is None:
            end_row = row
        if row > len(self.lines):
            return ""
        return "".join(self.lines[row - 1:end_row])

    def make(self, type, start_off, end_off, string=None):
        text = self.text
        if string is None:
            string = text[start_off:end_off]
        start = self.rowcol(start_off)
        if end_off > start_off:
            # Just after the last character, on that character's line.
            r, c = self.rowcol(end_off - 1)
            end = (r, c + 1)
        else:
            end = start
        return TokenInfo(type, string, start, end, self.line_of(start[0], end[0]))


def _error(msg, pos):
    return TokenError(msg, pos)


def _generate(text):
    """Yield the tokens of text (a whole source as a str)."""
    sc = _Scanner(text)
    n = len(text)
    pos = 0
    indents = [0]
    altindents = [0]
    parens = []
    fstrings = []
    at_line_start = True
    last_line_start = 0
    cont = False   # the line ends in a backslash continuation

    def newline_len(p):
        if text.startswith("\r\n", p):
            return 2
        if p < n and text[p] in "\r\n":
            return 1
        return 0

    while True:
        # Inside an f-string's literal text or format spec.
        if fstrings and (not fstrings[-1].fields or fstrings[-1].fields[-1][0] == "spec"):
            fs = fstrings[-1]
            in_spec = bool(fs.fields)
            piece = pos
            buf = []
            while True:
                if pos >= n:
                    r, c = sc.rowcol(fs.start)
                    if len(fs.quote) == 3:
                        raise _error("EOF in multi-line string", (r, c + 1))
                    raise _error("unterminated f-string literal (detected at line %d)" % sc.rowcol(n)[0], (r, c + 1))
                if text.startswith(fs.quote, pos):
                    if in_spec:
                        r, c = sc.rowcol(pos)
                        raise _error("f-string: expecting '}'", (r, c + 1))
                    if buf:
                        yield sc.make(FSTRING_MIDDLE, piece, pos, "".join(buf))
                    yield sc.make(FSTRING_END, pos, pos + len(fs.quote))
                    pos += len(fs.quote)
                    fstrings.pop()
                    break
                ch = text[pos]
                if ch in "\r\n" and len(fs.quote) == 1:
                    r, c = sc.rowcol(fs.start)
                    raise _error("unterminated f-string literal (detected at line %d)" % r, (r, c + 1))
                if ch == "{":
                    if not in_spec and text.startswith("{", pos + 1):
                        buf.append("{")
                        yield sc.make(FSTRING_MIDDLE, piece, pos + 1, "".join(buf))
                        buf = []
                        pos += 2
                        piece = pos
                        continue
                    if buf:
                        yield sc.make(FSTRING_MIDDLE, piece, pos, "".join(buf))
                    yield sc.make(OP, pos, pos + 1)
                    pos += 1
                    fs.fields.append(["expr", 0])
                    break
                if ch == "}":
                    if in_spec:
                        yield sc.make(FSTRING_MIDDLE, piece, pos, "".join(buf))
                        yield sc.make(OP, pos, pos + 1)
                        pos += 1
                        fs.fields.pop()
                        break
                    if text.startswith("}", pos + 1):
                        buf.append("}")
                        yield sc.make(FSTRING_MIDDLE, piece, pos + 1, "".join(buf))
                        buf = []
                        pos += 2
                        piece = pos
                        continue
                    yield sc.make(FSTRING_MIDDLE, piece, pos, "".join(buf))
                    r, c = sc.rowcol(pos)
                    raise _error("f-string: single '}' is not allowed", (r, c + 1))
                if ch == "\\" and not fs.raw:
                    if text.startswith("N{", pos + 1):
                        close = text.find("}", pos + 3)
                        if close >= 0:
                            # A named escape ends a piece of the middle.
                            buf.append(text[pos:close + 1])
                            pos = close + 1
                            yield sc.make(FSTRING_MIDDLE, piece, pos, "".join(buf))
                            buf = []
                            piece = pos
                            continue
                    buf.append(text[pos:pos + 2])
                    pos += 2
                    continue
                buf.append(ch)
                pos += 1
            continue

        in_fexpr = bool(fstrings)

        # The start of a logical line: indentation.
        if at_line_start and not parens and not in_fexpr:
            at_line_start = False
            last_line_start = pos
            col = altcol = 0
            p = pos
            while p < n:
                ch = text[p]
                if ch == " ":
                    col += 1
                    altcol += 1
                elif ch == "\t":
                    col = (col // tabsize + 1) * tabsize
                    altcol += 1
                elif ch == "\f":
                    col = altcol = 0
                else:
                    break
                p += 1
            if p >= n:
                # Whitespace at the end of the file.
                if p > pos:
                    yield sc.make(NL, p, p + 1, "")
                pos = p
                at_line_start = True
                break
            ch = text[p]
            if ch == "#" or ch in "\r\n" or (ch == "\\" and newline_len(p + 1)):
                # A blank or comment line: no indentation change.
                pos = p
                if ch == "\\":
                    pos = p + 1 + newline_len(p + 1)
                    at_line_start = True
                    if pos >= n:
                        r, _ = sc.rowcol(p)
                        raise _error("unexpected EOF in multi-line statement", (r, 0))
                    continue
                if ch == "#":
                    e = p
                    while e < n and text[e] not in "\r\n":
                        e += 1
                    yield sc.make(COMMENT, p, e)
                    p = e
                nl = newline_len(p)
                if nl:
                    yield sc.make(NL, p, p + nl)
                else:
                    yield sc.make(NL, p, p + 1, "")
                pos = p + nl
                at_line_start = True
                if pos >= n:
                    break
                continue
            if col > indents[-1]:
                if altcol <= altindents[-1]:
                    r, _ = sc.rowcol(p)
                    raise _tab_error(sc, r)
                indents.append(col)
                altindents.append(altcol)
                yield sc.make(INDENT, pos, p)
            elif col < indents[-1]:
                if col not in indents:
                    r, c = sc.rowcol(p)
                    line = sc.lines[r - 1].rstrip("\r\n")
                    raise IndentationError(
                        "unindent does not match any outer indentation level",
                        ("<string>", r, len(line) + 1, line, None, None))
                while col < indents[-1]:
                    indents.pop()
                    altindents.pop()
                    yield sc.make(DEDENT, p, p, "")
                if altcol != altindents[-1]:
                    r, _ = sc.rowcol(p)
                    raise _tab_error(sc, r)
            elif altcol != altindents[-1]:
                r, _ = sc.rowcol(p)
                raise _tab_error(sc, r)
            pos = p

        # Whitespace between tokens.
        while pos < n and text[pos] in " \t\f":
            pos += 1
        if pos >= n:
            break
        ch = text[pos]

        if ch == "#":
            e = pos
            while e < n and text[e] not in "\r\n":
                e += 1
            yield sc.make(COMMENT, pos, e)
            pos = e
            if pos >= n:
                break
            continue

        nl = newline_len(pos)
        if nl:
            if parens or in_fexpr:
                yield sc.make(NL, pos, pos + nl)
            else:
                yield sc.make(NEWLINE, pos, pos + nl)
                at_line_start = True
            pos += nl
            continue

        if ch == "\\":
            nl = newline_len(pos + 1)
            if nl:
                pos += 1 + nl
                if pos >= n:
                    r, c = sc.rowcol(pos - 1)
                    raise _error("unexpected EOF in multi-line statement", (r, 0))
                continue
            if pos + 1 >= n:
                r, c = sc.rowcol(pos)
                raise _error("unexpected EOF in multi-line statement", (r, c + 2))
            yield sc.make(ERRORTOKEN, pos, pos + 1)
            pos += 1
            continue

        # Inside an f-string's replacement field: the characters that end
        # the expression part.
        if in_fexpr:
            fs = fstrings[-1]
            field = fs.fields[-1]
            if field[1] == 0:
                if ch == "}":
                    yield sc.make(OP, pos, pos + 1)
                    pos += 1
                    fs.fields.pop()
                    continue
                if ch == ":":
                    yield sc.make(OP, pos, pos + 1)
                    pos += 1
                    field[0] = "spec"
                    continue
                if ch == "!" and not text.startswith("=", pos + 1):
                    yield sc.make(OP, pos, pos + 1)
                    pos += 1
                    continue
            if ch in "'\"" and text.startswith(fs.quote, pos) and _string_end(text, pos) is None:
                # The f-string's own quote, where a string cannot start.
                r, c = sc.rowcol(pos)
                raise _error("f-string: expecting '}'", (r, c + 1))

        # Names, and string prefixes.
        if _is_name_start(ch):
            e = pos + 1
            while e < n and _is_name_char(text[e]):
                e += 1
            word = text[pos:e]
            if e < n and text[e] in "'\"" and word.lower() in _PREFIXES:
                pos = yield from _string(sc, text, pos, e, word.lower(), fstrings)
                continue
            yield sc.make(NAME, pos, e)
            pos = e
            continue

        if ch.isdigit() or (ch == "." and pos + 1 < n and text[pos + 1].isdigit()):
            m = _number_re.match(text, pos)
            e = m.end()
            if e < n and (text[e].isdigit() or text[e] == "_"):
                r, c = sc.rowcol(e)
                raise _error("invalid decimal literal", (r, c + 1))
            yield sc.make(NUMBER, pos, e)
            pos = e
            continue

        if ch in "'\"":
            pos = yield from _string(sc, text, pos, pos, "", fstrings)
            continue

        # Operators.
        op = text[pos:pos + 3]
        if op not in _OPERATORS3:
            op = text[pos:pos + 2]
            if op not in _OPERATORS2:
                op = ch
        if op in "([{":
            if len(parens) >= _MAXLEVEL:
                r, c = sc.rowcol(pos)
                raise _error("too many nested parentheses", (r, c + 1))
            parens.append(op)
            if in_fexpr:
                fstrings[-1].fields[-1][1] += 1
        elif op in ")]}":
            if parens:
                parens.pop()
            if in_fexpr and fstrings[-1].fields[-1][1] > 0:
                fstrings[-1].fields[-1][1] -= 1
        yield sc.make(OP, pos, pos + len(op))
        pos += len(op)

    # The end of the input.
    if fstrings:
        fs = fstrings[-1]
        r, c = sc.rowcol(fs.start)
        raise _error("unexpected EOF in multi-line statement", (r, 0))
    if parens:
        r, _ = sc.rowcol(max(n - 1, 0))
        raise _error("unexpected EOF in multi-line statement", (r, 0))
    last_row = len(sc.lines)
    if text and not text.endswith(("\n", "\r")) and not at_line_start:
        # A last line without its newline ends with an empty NEWLINE.
        r, c = sc.rowcol(n)
        yield TokenInfo(NEWLINE, "", (r, c), (r, c + 1), sc.line_of(r))
    for _ in indents[1:]:
        yield TokenInfo(DEDENT, "", (last_row + 1, 0), (last_row + 1, 0), "")
    yield TokenInfo(ENDMARKER, "", (last_row + 1, 0), (last_row + 1, 0), "")


def _string_end(text, qpos):
    """The end of the (non-f) string literal whose quote is at qpos, or
    None when it is not terminated."""
    n = len(text)
    q = text[qpos]
    quote = q * 3 if text.startswith(q * 3, qpos) else q
    p = qpos + len(quote)
    while p < n:
        if text.startswith(quote, p):
            return p + len(quote)
        ch = text[p]
        if ch == "\\":
            p += 2
            continue
        if ch in "\r\n" and len(quote) == 1:
            return None
        p += 1
    return None


def _tab_error(sc, row):
    line = sc.lines[row - 1].rstrip("\r\n")
    return TabError("inconsistent use of tabs and spaces in indentation",
                    ("<string>", row, len(line) + 1, line, None, None))


def _string(sc, text, start, qpos, prefix, fstrings):
    """Scan the string literal starting at start (its quote at qpos); a
    generator returning the position after it."""
    n = len(text)
    q = text[qpos]
    quote = q * 3 if text.startswith(q * 3, qpos) else q
    body = qpos + len(quote)
    if "f" in prefix:
        yield sc.make(FSTRING_START, start, body)
        fstrings.append(_FString(quote, "r" in prefix, start))
        return body
    p = body
    while True:
        if p >= n:
            r, c = sc.rowcol(start)
            if len(quote) == 3:
                raise _error("EOF in multi-line string", (r, c + 1))
            raise _error("unterminated string literal (detected at line %d)" % r, (r, c + 1))
        ch = text[p]
        if text.startswith(quote, p):
            p += len(quote)
            break
        if ch == "\\":
            p += 2
            if text.startswith("\r\n", p - 1):
                p += 1
            continue
        if ch in "\r\n" and len(quote) == 1:
            r, c = sc.rowcol(start)
            raise _error("unterminated string literal (detected at line %d)" % r, (r, c + 1))
        p += 1
    yield sc.make(STRING, start, p)
    return p


def _read_all(readline):
    parts = []
    while True:
        try:
            line = readline()
        except StopIteration:
            break
        if not line:
            break
        parts.append(line)
    return parts


def generate_tokens(readline):
    """Tokenize a source read by readline(), which returns strs (lines),
    and '' or StopIteration at the end."""
    parts = _read_all(readline)
    for part in parts:
        if not isinstance(part, str):
            raise TypeError("readline() returned a non-string object")
    yield from _generate("".join(parts))


def tokenize(readline):
    """Tokenize a source read by readline(), which returns bytes: the
    first token is ENCODING, the encoding detected by detect_encoding()."""
    encoding, consumed = detect_encoding(readline)
    rest = _read_all(readline)
    data = b"".join(list(consumed) + rest)
    if encoding == "utf-8-sig":
        if data.startswith(BOM_UTF8):
            data = data[3:]
        text = data.decode("utf-8")
        encoding_name = "utf-8"
    else:
        text = data.decode(encoding)
        encoding_name = encoding
    yield TokenInfo(ENCODING, encoding_name, (0, 0), (0, 0), "")
    yield from _generate(text)


def _get_normal_name(orig_enc):
    enc = orig_enc[:12].lower().replace("_", "-")
    if enc == "utf-8" or enc.startswith("utf-8-"):
        return "utf-8"
    if enc in ("latin-1", "iso-8859-1", "iso-latin-1") or \
            enc.startswith(("latin-1-", "iso-8859-1-", "iso-latin-1-")):
        return "iso-8859-1"
    return orig_enc


def detect_encoding(readline):
    """Find the encoding of a source read by readline() (bytes lines): a
    UTF-8 BOM, or a coding cookie in the first two lines, or utf-8.
    Returns the encoding and the lines read so far."""
    try:
        filename = readline.__self__.name
    except AttributeError:
        filename = None
    bom_found = False
    encoding = None
    default = "utf-8"

    def read_or_stop():
        try:
            return readline()
        except StopIteration:
            return b""

    def find_cookie(line):
        try:
            line_string = line.decode("utf-8")
        except UnicodeDecodeError:
            msg = "invalid or missing encoding declaration"
            if filename is not None:
                msg = "{} for {!r}".format(msg, filename)
            raise SyntaxError(msg)
        match = cookie_re.match(line_string)
        if not match:
            return None
        encoding = _get_normal_name(match.group(1))
        try:
            codec = lookup(encoding)
        except LookupError:
            if filename is None:
                msg = "unknown encoding: " + encoding
            else:
                msg = "unknown encoding for {!r}: {}".format(filename, encoding)
            raise SyntaxError(msg)
        if bom_found:
            if encoding != "utf-8":
                if filename is None:
                    msg = "encoding problem: utf-8"
                else:
                    msg = "encoding problem for {!r}: utf-8".format(filename)
                raise SyntaxError(msg)
            encoding += "-sig"
        return encoding

    first = read_or_stop()
    if first.startswith(BOM_UTF8):
        bom_found = True
        first = first[3:]
        default = "utf-8-sig"
    if not first:
        return default, []
    encoding = find_cookie(first)
    if encoding:
        return encoding, [first]
    if not blank_re.match(first):
        return default, [first]
    second = read_or_stop()
    if not second:
        return default, [first]
    encoding = find_cookie(second)
    if encoding:
        return encoding, [first, second]
    return default, [first, second]


def open(filename):
    """Open a Python source file in text mode with the encoding that
    detect_encoding() finds."""
    with _builtin_open(filename, "rb") as buffer:
        encoding, lines = detect_encoding(buffer.readline)
    # (cpjit's io makes text files through open() only.)
    return _builtin_open(filename, "r", encoding=encoding)


# untokenize ------------------------------------------------------------------

class Untokenizer:
    def __init__(self):
        self.tokens = []
        self.prev_row = 1
        self.prev_col = 0
        self.prev_type = None
        self.prev_line = ""
        self.encoding = None

    def add_whitespace(self, start):
        row, col = start
        if row < self.prev_row or row == self.prev_row and col < self.prev_col:
            raise ValueError("start ({},{}) precedes previous end ({},{})"
                             .format(row, col, self.prev_row, self.prev_col))
        self.add_backslash_continuation(start)
        col_offset = col - self.prev_col
        if col_offset:
            self.tokens.append(" " * col_offset)

    def add_backslash_continuation(self, start):
        row, col = start
        row_offset = row - self.prev_row
        if row_offset:
            self.tokens.append("\\\n" * row_offset)
            self.prev_col = 0

    def escape_brackets(self, token):
        # The text of an FSTRING_MIDDLE back in source form: braces doubled,
        # except those of \\N{...} escapes.
        out = []
        i = 0
        n = len(token)
        while i < n:
            ch = token[i]
            if ch == "\\" and token.startswith("N{", i + 1):
                close = token.find("}", i + 3)
                if close >= 0:
                    out.append(token[i:close + 1])
                    i = close + 1
                    continue
            if ch == "\\":
                out.append(token[i:i + 2])
                i += 2
                continue
            out.append(ch * 2 if ch in "{}" else ch)
            i += 1
        return "".join(out)

    def untokenize(self, iterable):
        it = iter(iterable)
        indents = []
        startline = False
        for t in it:
            if len(t) == 2:
                self.compat(t, it)
                break
            tok_type, token, start, end, line = t
            if tok_type == ENCODING:
                self.encoding = token
                continue
            if tok_type == ENDMARKER:
                break
            if tok_type == INDENT:
                indents.append(token)
                continue
            elif tok_type == DEDENT:
                indents.pop()
                self.prev_row, self.prev_col = end
                continue
            elif tok_type in (NEWLINE, NL):
                startline = True
            elif startline and indents:
                indent = indents[-1]
                if start[1] >= len(indent):
                    self.tokens.append(indent)
                    self.prev_col = len(indent)
                startline = False
            elif tok_type == FSTRING_MIDDLE:
                if "{" in token or "}" in token:
                    token = self.escape_brackets(token)
                    last_line = token.splitlines()[-1]
                    end_line, end_col = end
                    extra_chars = last_line.count("{{") + last_line.count("}}")
                    end = (end_line, end_col + extra_chars)
            if tok_type in (STRING, FSTRING_START) and self.prev_type in (STRING, FSTRING_END):
                # Adjacent string literals get a space more.
                self.tokens.append(" ")
            self.add_whitespace(start)
            self.tokens.append(token)
            self.prev_row, self.prev_col = end
            if tok_type in (NEWLINE, NL):
                self.prev_row += 1
                self.prev_col = 0
            self.prev_type = tok_type
            self.prev_line = line
        return "".join(self.tokens)

    def compat(self, token, iterable):
        indents = []
        toks_append = self.tokens.append
        startline = token[0] in (NEWLINE, NL)
        prevstring = False
        in_fstring = 0
        for tok in itertools.chain([token], iterable):
            toknum, tokval = tok[:2]
            if toknum == ENCODING:
                self.encoding = tokval
                continue
            if toknum in (NAME, NUMBER):
                tokval += " "
            if toknum == STRING:
                if prevstring:
                    tokval = " " + tokval
                prevstring = True
            else:
                prevstring = False
            if toknum == FSTRING_START:
                in_fstring += 1
            elif toknum == FSTRING_END:
                in_fstring -= 1
            if toknum == INDENT:
                indents.append(tokval)
                continue
            elif toknum == DEDENT:
                indents.pop()
                continue
            elif toknum in (NEWLINE, NL):
                startline = True
            elif startline and indents:
                toks_append(indents[-1])
                startline = False
            elif toknum == FSTRING_MIDDLE:
                tokval = self.escape_brackets(tokval)
            if tokval in ("{", "}") and self.tokens and self.tokens[-1] == tokval and in_fstring:
                tokval = " " + tokval
            if toknum in (STRING, FSTRING_START) and self.prev_type in (STRING, FSTRING_END):
                self.tokens.append(" ")
            toks_append(tokval)
            self.prev_type = toknum


def untokenize(iterable):
    """Turn tokens back into source: with full 5-tuples, the positions are
    respected and the source round-trips; with (type, string) pairs, the
    spacing may differ. Returns bytes when an ENCODING token came first."""
    ut = Untokenizer()
    out = ut.untokenize(iterable)
    if ut.encoding is not None:
        out = out.encode(ut.encoding)
    return out


def _main(args=None):
    import argparse

    def perror(message):
        sys.stderr.write(message)
        sys.stderr.write("\n")

    def error(message, filename=None, location=None):
        if location:
            args = (filename,) + location + (message,)
            perror("%s:%d:%d: error: %s" % args)
        elif filename:
            perror("%s: error: %s" % (filename, message))
        else:
            perror("error: %s" % message)
        sys.exit(1)

    parser = argparse.ArgumentParser(prog="python -m tokenize")
    parser.add_argument(dest="filename", nargs="?", metavar="filename.py",
                        help="the file to tokenize; defaults to stdin")
    parser.add_argument("-e", "--exact", dest="exact", action="store_true",
                        help="display token names using the exact type")
    args = parser.parse_args(args)
    try:
        if args.filename:
            filename = args.filename
            with _builtin_open(filename, "rb") as f:
                tokens = list(tokenize(f.readline))
        else:
            filename = "<stdin>"
            tokens = list(generate_tokens(sys.stdin.readline))
        for tok in tokens:
            token_type = tok.type
            if args.exact:
                token_type = tok.exact_type
            token_range = "%d,%d-%d,%d:" % (tok.start + tok.end)
            print("%-20s%-15s%-15r" % (token_range, tok_name[token_type], tok.string))
    except IndentationError as err:
        line, column = err.args[1][1:3]
        error(err.args[0], filename, (line, column))
    except TokenError as err:
        line, column = err.args[1]
        error(err.args[0], filename, (line, column))
    except SyntaxError as err:
        error(err, filename)
    except OSError as err:
        error(err)
    except KeyboardInterrupt:
        print("interrupted\n")


if __name__ == "__main__":
    _main()
