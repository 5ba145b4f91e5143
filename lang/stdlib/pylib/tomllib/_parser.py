"""cpjit's TOML 1.0 parser: a recursive-descent reader over the source
string that reports errors as CPython's tomllib does (same messages, same
line and column)."""

import re
from datetime import date, datetime, time, timedelta, timezone
from functools import lru_cache

_CTRL = frozenset(chr(i) for i in range(32)) | frozenset(chr(127))
_BAD_IN_STRING = _CTRL - frozenset("\t")
_BAD_IN_MULTILINE = _CTRL - frozenset("\t\n")
_BAD_IN_COMMENT = _BAD_IN_STRING
_WS = frozenset(" \t")
_WS_NL = frozenset(" \t\n")
_BARE = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                  "0123456789-_")
_KEY_START = _BARE | frozenset("\"'")
_BARE_RE = re.compile(r"[A-Za-z0-9_-]+")
_HEX = frozenset("0123456789abcdefABCDEF")
# Runs of characters a basic string keeps as they are.
_PLAIN_RE = re.compile(r'[^"\\\x00-\x08\x0a-\x1f\x7f]*')
_PLAIN_MULTILINE_RE = re.compile(r'[^"\\\x00-\x08\x0b-\x1f\x7f]*')
_ESCAPES = {"\\b": "\b", "\\t": "\t", "\\n": "\n", "\\f": "\f",
            "\\r": "\r", '\\"': '"', "\\\\": "\\"}

_TIME = (r"([01][0-9]|2[0-3]):([0-5][0-9]):([0-5][0-9])"
         r"(?:\.([0-9]{1,6})[0-9]*)?")
_NUMBER_RE = re.compile(
    r"0(?:x[0-9A-Fa-f](?:_?[0-9A-Fa-f])*|b[01](?:_?[01])*|o[0-7](?:_?[0-7])*)"
    r"|[+-]?(?:0|[1-9](?:_?[0-9])*)"
    r"(?P<frac>(?:\.[0-9](?:_?[0-9])*)?(?:[eE][+-]?[0-9](?:_?[0-9])*)?)")
_LOCALTIME_RE = re.compile(_TIME)
_DATETIME_RE = re.compile(
    r"([0-9]{4})-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])"
    r"(?:[Tt ]" + _TIME +
    r"(?:([Zz])|([+-])([01][0-9]|2[0-3]):([0-5][0-9]))?)?")


class TOMLDecodeError(ValueError):
    """An error raised if a document is not valid TOML."""


def load(fp, /, *, parse_float=float):
    """Parse TOML from a binary file object."""
    data = fp.read()
    try:
        text = data.decode()
    except AttributeError:
        raise TypeError("File must be opened in binary mode, e.g. use "
                        "`open('foo.toml', 'rb')`") from None
    return loads(text, parse_float=parse_float)


def loads(s, /, *, parse_float=float):
    """Parse TOML from a string."""
    src = s.replace("\r\n", "\n")
    if parse_float is not float:
        parse_float = _checked_float(parse_float)
    return _Parser(src, parse_float).document()


def _checked_float(parse_float):
    def parse(text):
        value = parse_float(text)
        if isinstance(value, (dict, list)):
            raise ValueError("parse_float must not return dicts or lists")
        return value
    return parse


@lru_cache(maxsize=None)
def _offset(hours, minutes, sign):
    k = 1 if sign == "+" else -1
    return timezone(timedelta(hours=k * int(hours), minutes=k * int(minutes)))


def _micros(text):
    return int(text.ljust(6, "0")) if text else 0


# Key states: a table declared by a header (or by a dotted key in an
# earlier table) may not be declared again; inline tables and arrays
# are frozen, with everything below them.
_DECLARED = 1
_FROZEN = 0


class _Marks:
    """Flags on key paths: each node holds its own flags, the flags that
    cover its whole subtree, and its children."""

    def __init__(self):
        self.root = {}
        self.pending = set()

    @staticmethod
    def _node():
        return [set(), set(), {}]

    def mark(self, key, flag, subtree=False):
        level = self.root
        for part in key[:-1]:
            level = level.setdefault(part, self._node())[2]
        node = level.setdefault(key[-1], self._node())
        node[1 if subtree else 0].add(flag)

    def has(self, key, flag):
        if not key:
            return False
        level = self.root
        for part in key[:-1]:
            node = level.get(part)
            if node is None:
                return False
            if flag in node[1]:
                return True
            level = node[2]
        node = level.get(key[-1])
        return node is not None and (flag in node[0] or flag in node[1])

    def forget(self, key):
        level = self.root
        for part in key[:-1]:
            node = level.get(part)
            if node is None:
                return
            level = node[2]
        level.pop(key[-1], None)

    def defer(self, key, flag):
        self.pending.add((key, flag))

    def commit(self):
        for key, flag in self.pending:
            self.mark(key, flag)
        self.pending.clear()


def _descend(root, key, into_lists=True):
    # The table at key below root, created as needed; KeyError when a
    # value other than a table is in the way.
    table = root
    for part in key:
        if part not in table:
            table[part] = {}
        table = table[part]
        if into_lists and isinstance(table, list):
            table = table[-1]
        if not isinstance(table, dict):
            raise KeyError("There is no nest behind this key")
    return table


class _Parser:
    def __init__(self, src, parse_float):
        self.src = src
        self.n = len(src)
        self.parse_float = parse_float

    def error(self, pos, msg):
        src = self.src
        if pos >= len(src):
            where = "end of document"
        else:
            line = src.count("\n", 0, pos) + 1
            if line == 1:
                col = pos + 1
            else:
                col = pos - src.rindex("\n", 0, pos)
            where = f"line {line}, column {col}"
        return TOMLDecodeError(f"{msg} (at {where})")

    def char(self, pos):
        return self.src[pos] if pos < self.n else None

    def skip(self, pos, chars):
        src = self.src
        n = self.n
        while pos < n and src[pos] in chars:
            pos += 1
        return pos

    def skip_to(self, pos, end, forbidden, eof_is_error):
        src = self.src
        stop = src.find(end, pos)
        if stop < 0:
            stop = len(src)
            if eof_is_error:
                raise self.error(stop, f"Expected {end!r}")
        if not forbidden.isdisjoint(src[pos:stop]):
            while src[pos] not in forbidden:
                pos += 1
            raise self.error(pos, f"Found invalid character {src[pos]!r}")
        return stop

    def skip_comment(self, pos):
        if self.char(pos) == "#":
            return self.skip_to(pos + 1, "\n", _BAD_IN_COMMENT, False)
        return pos

    def skip_array_space(self, pos):
        src = self.src
        n = self.n
        while True:
            while pos < n and src[pos] in _WS_NL:
                pos += 1
            if pos >= n or src[pos] != "#":
                return pos
            pos = self.skip_comment(pos)

    # -- statements --

    def document(self):
        self.data = {}
        self.marks = _Marks()
        table = ()
        src = self.src
        n = self.n
        pos = 0
        while True:
            while pos < n and src[pos] in _WS:
                pos += 1
            if pos >= n:
                break
            c = src[pos]
            if c == "\n":
                pos += 1
                continue
            if c in _KEY_START:
                pos = self.key_value_statement(pos, table)
            elif c == "[":
                self.marks.commit()
                if src.startswith("[[", pos):
                    pos, table = self.array_table_header(pos)
                else:
                    pos, table = self.table_header(pos)
            elif c != "#":
                raise self.error(pos, "Invalid statement")
            while pos < n and src[pos] in _WS:
                pos += 1
            if pos < n and src[pos] == "#":
                pos = self.skip_comment(pos)
            if pos >= n:
                break
            if src[pos] != "\n":
                raise self.error(
                    pos, "Expected newline or end of document after a statement")
            pos += 1
        return self.data

    def table_header(self, pos):
        pos = self.skip(pos + 1, _WS)
        pos, key = self.key(pos)
        marks = self.marks
        if marks.has(key, _DECLARED) or marks.has(key, _FROZEN):
            raise self.error(pos, f"Cannot declare {key} twice")
        marks.mark(key, _DECLARED)
        try:
            _descend(self.data, key)
        except KeyError:
            raise self.error(pos, "Cannot overwrite a value") from None
        if not self.src.startswith("]", pos):
            raise self.error(pos, "Expected ']' at the end of a table declaration")
        return pos + 1, key

    def array_table_header(self, pos):
        pos = self.skip(pos + 2, _WS)
        pos, key = self.key(pos)
        marks = self.marks
        if marks.has(key, _FROZEN):
            raise self.error(pos, f"Cannot mutate immutable namespace {key}")
        # A new element: what was declared under the previous one is free
        # again, but the array itself still cannot be a [table].
        marks.forget(key)
        marks.mark(key, _DECLARED)
        try:
            parent = _descend(self.data, key[:-1])
            last = key[-1]
            if last in parent:
                items = parent[last]
                if not isinstance(items, list):
                    raise KeyError("An object other than list found behind this key")
                items.append({})
            else:
                parent[last] = [{}]
        except KeyError:
            raise self.error(pos, "Cannot overwrite a value") from None
        if not self.src.startswith("]]", pos):
            raise self.error(pos, "Expected ']]' at the end of an array declaration")
        return pos + 2, key

    def key_value_statement(self, pos, table):
        pos, key, value = self.key_value(pos)
        marks = self.marks
        for i in range(1, len(key)):
            prefix = table + key[:i]
            if marks.has(prefix, _DECLARED):
                raise self.error(pos, f"Cannot redefine namespace {prefix}")
            marks.defer(prefix, _DECLARED)
        parent = table + key[:-1]
        if marks.has(parent, _FROZEN):
            raise self.error(pos, f"Cannot mutate immutable namespace {parent}")
        try:
            target = _descend(self.data, parent)
        except KeyError:
            raise self.error(pos, "Cannot overwrite a value") from None
        if key[-1] in target:
            raise self.error(pos, "Cannot overwrite a value")
        if isinstance(value, (dict, list)):
            marks.mark(table + key, _FROZEN, subtree=True)
        target[key[-1]] = value
        return pos

    def key_value(self, pos):
        pos, key = self.key(pos)
        src = self.src
        n = self.n
        if pos >= n or src[pos] != "=":
            raise self.error(pos, "Expected '=' after a key in a key/value pair")
        pos += 1
        while pos < n and src[pos] in _WS:
            pos += 1
        pos, value = self.value(pos)
        return pos, key, value

    def key(self, pos):
        src = self.src
        n = self.n
        parts = []
        while True:
            m = _BARE_RE.match(src, pos)
            if m is not None:
                pos = m.end()
                parts.append(m.group())
            else:
                pos, part = self.key_part(pos)
                parts.append(part)
            while pos < n and src[pos] in _WS:
                pos += 1
            if pos >= n or src[pos] != ".":
                return pos, tuple(parts)
            pos += 1
            while pos < n and src[pos] in _WS:
                pos += 1

    def key_part(self, pos):
        # A quoted key part (key() reads bare ones).
        c = self.char(pos)
        if c == "'":
            return self.literal_string(pos)
        if c == '"':
            return self.basic_string(pos + 1, False)
        raise self.error(pos, "Invalid initial character for a key part")

    # -- values --

    def value(self, pos):
        src = self.src
        c = self.char(pos)
        if c == '"':
            if src.startswith('"""', pos):
                return self.multiline_string(pos, False)
            return self.basic_string(pos + 1, False)
        if c == "'":
            if src.startswith("'''", pos):
                return self.multiline_string(pos, True)
            return self.literal_string(pos)
        if c == "t" and src.startswith("true", pos):
            return pos + 4, True
        if c == "f" and src.startswith("false", pos):
            return pos + 5, False
        if c == "[":
            return self.array(pos)
        if c == "{":
            return self.inline_table(pos)
        # A date has '-' after four digits, a time ':' after two: other
        # values need not try those patterns.
        n = self.n
        m = (_DATETIME_RE.match(src, pos)
             if pos + 4 < n and src[pos + 4] == "-" else None)
        if m:
            try:
                value = self.datetime_value(m)
            except ValueError as e:
                raise self.error(pos, "Invalid date or datetime") from e
            return m.end(), value
        m = (_LOCALTIME_RE.match(src, pos)
             if pos + 2 < n and src[pos + 2] == ":" else None)
        if m:
            h, mi, s, us = m.groups()
            return m.end(), time(int(h), int(mi), int(s), _micros(us))
        m = _NUMBER_RE.match(src, pos)
        if m:
            if m.group("frac"):
                return m.end(), self.parse_float(m.group())
            return m.end(), int(m.group(), 0)
        word = src[pos:pos + 3]
        if word in ("inf", "nan"):
            return pos + 3, self.parse_float(word)
        word = src[pos:pos + 4]
        if word in ("-inf", "+inf", "-nan", "+nan"):
            return pos + 4, self.parse_float(word)
        raise self.error(pos, "Invalid value")

    @staticmethod
    def datetime_value(m):
        (y, mo, d, h, mi, s, us, zulu, sign, oh, om) = m.groups()
        if h is None:
            return date(int(y), int(mo), int(d))
        if sign:
            tz = _offset(oh, om, sign)
        elif zulu:
            tz = timezone.utc
        else:
            tz = None
        return datetime(int(y), int(mo), int(d), int(h), int(mi), int(s),
                        _micros(us), tzinfo=tz)

    def array(self, pos):
        items = []
        pos = self.skip_array_space(pos + 1)
        if self.src.startswith("]", pos):
            return pos + 1, items
        while True:
            pos, v = self.value(pos)
            items.append(v)
            pos = self.skip_array_space(pos)
            c = self.src[pos] if pos < self.n else ""
            if c == "]":
                return pos + 1, items
            if c != ",":
                raise self.error(pos, "Unclosed array")
            pos = self.skip_array_space(pos + 1)
            if self.src.startswith("]", pos):
                return pos + 1, items

    def inline_table(self, pos):
        table = {}
        marks = _Marks()
        pos = self.skip(pos + 1, _WS)
        if self.src.startswith("}", pos):
            return pos + 1, table
        while True:
            pos, key, value = self.key_value(pos)
            if marks.has(key, _FROZEN):
                raise self.error(pos, f"Cannot mutate immutable namespace {key}")
            try:
                target = _descend(table, key[:-1], into_lists=False)
            except KeyError:
                raise self.error(pos, "Cannot overwrite a value") from None
            if key[-1] in target:
                raise self.error(pos, f"Duplicate inline table key {key[-1]!r}")
            target[key[-1]] = value
            pos = self.skip(pos, _WS)
            c = self.src[pos] if pos < self.n else ""
            if c == "}":
                return pos + 1, table
            if c != ",":
                raise self.error(pos, "Unclosed inline table")
            if isinstance(value, (dict, list)):
                marks.mark(key, _FROZEN, subtree=True)
            pos = self.skip(pos + 1, _WS)

    # -- strings --

    def literal_string(self, pos):
        start = pos + 1
        end = self.skip_to(start, "'", _BAD_IN_STRING, True)
        return end + 1, self.src[start:end]

    def multiline_string(self, pos, literal):
        src = self.src
        pos += 3
        if src.startswith("\n", pos):
            pos += 1
        if literal:
            quote = "'"
            end = self.skip_to(pos, "'''", _BAD_IN_MULTILINE, True)
            text = src[pos:end]
            pos = end + 3
        else:
            quote = '"'
            pos, text = self.basic_string(pos, True)
        # Up to two quotes just before the closing three belong to the
        # string.
        for _ in range(2):
            if not src.startswith(quote, pos):
                break
            text += quote
            pos += 1
        return pos, text

    def basic_string(self, pos, multiline):
        src = self.src
        bad = _BAD_IN_MULTILINE if multiline else _BAD_IN_STRING
        plain = _PLAIN_MULTILINE_RE if multiline else _PLAIN_RE
        pieces = []
        start = pos
        n = self.n
        while True:
            pos = plain.match(src, pos).end()
            if pos >= n:
                raise self.error(pos, "Unterminated string")
            c = src[pos]
            if c == '"':
                if not multiline:
                    pieces.append(src[start:pos])
                    return pos + 1, "".join(pieces)
                if src.startswith('"""', pos):
                    pieces.append(src[start:pos])
                    return pos + 3, "".join(pieces)
                pos += 1
                continue
            if c == "\\":
                pieces.append(src[start:pos])
                pos, text = self.escape(pos, multiline)
                pieces.append(text)
                start = pos
                continue
            if c in bad:
                raise self.error(pos, f"Illegal character {c!r}")
            pos += 1

    def escape(self, pos, multiline):
        src = self.src
        seq = src[pos:pos + 2]
        pos += 2
        if multiline and seq in ("\\ ", "\\\t", "\\\n"):
            # A line-ending backslash: drop the white space and newlines
            # that follow.
            if seq != "\\\n":
                pos = self.skip(pos, _WS)
                c = self.char(pos)
                if c is None:
                    return pos, ""
                if c != "\n":
                    raise self.error(pos, "Unescaped '\\' in a string")
                pos += 1
            return self.skip(pos, _WS_NL), ""
        if seq == "\\u":
            return self.hex_char(pos, 4)
        if seq == "\\U":
            return self.hex_char(pos, 8)
        try:
            return pos, _ESCAPES[seq]
        except KeyError:
            raise self.error(pos, "Unescaped '\\' in a string") from None

    def hex_char(self, pos, width):
        digits = self.src[pos:pos + width]
        if len(digits) != width or not _HEX.issuperset(digits):
            raise self.error(pos, "Invalid hex value")
        pos += width
        code = int(digits, 16)
        if not (0 <= code <= 0xD7FF or 0xE000 <= code <= 0x10FFFF):
            raise self.error(pos, "Escaped character is not a Unicode scalar value")
        return pos, chr(code)
