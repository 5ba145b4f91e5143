"""A tolerant HTML tokenizer (cpjit's html.parser).

HTMLParser reads HTML fed to it in pieces of any size and calls one
handler method per construct it recognises: start and end tags, text,
comments, declarations, processing instructions and, when character
references are not converted, the references themselves. Text that may
continue in the next piece (a tag cut in half, a reference at the end)
is kept until more data or close() arrives.

The scanner's decisions follow CPython 3.13's parser, so that a
subclass sees the same calls with the same arguments in the same order:
which malformed tags become text, where text is split, how attribute
values are unquoted and unescaped, and what stays buffered between
feeds.
"""

import re

from html import unescape

__all__ = ['HTMLParser']

# Elements whose content is raw text up to their own end tag.
_RAW_TEXT_ELEMENTS = ('script', 'style')

_NEXT_MARKUP = re.compile('[&<]')
_TAG_START = re.compile('<[a-zA-Z]')
_LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'

# A tag name, then the blanks and stray slashes after it.
_NAME = r'[a-zA-Z][^\t\n\r\f />\x00]*'
_GAP = r'(?:\s|/(?!>))*'
_TAG_NAME = re.compile('(' + _NAME + ')' + _GAP)

# One attribute: a name that follows a blank, a quote or a slash, and an
# optional value (quoted either way, or bare up to a blank or '>').
_VALUE = r"""'[^']*'|"[^"]*"|(?!['"])[^>\s]*"""
_ATTR = re.compile(r"""((?<=['"\s/])[^\s/>][^\s/=>]*)(\s*=+\s*(""" + _VALUE
                   + '))?' + _GAP)

# How far a start tag reaches: the name and any run of attributes.
_START_TAG_SPAN = re.compile(
    '<' + _NAME + r"""(?:[\s/]*(?:(?<=['"\s/])[^\s/>][^\s/=>]*"""
    + r'(?:\s*=+\s*(?:' + _VALUE + r')\s*)?' + _GAP + r')*)?\s*')

_END_TAG = re.compile(r'</\s*([a-zA-Z][-.a-zA-Z0-9:_]*)\s*>')
_CHARREF = re.compile('&#(?:[0-9]+|[xX][0-9a-fA-F]+)[^0-9a-fA-F]')
_ENTITYREF = re.compile('&([a-zA-Z][-.a-zA-Z0-9]*)[^a-zA-Z0-9]')
_PARTIAL_REF = re.compile('&[a-zA-Z#]')
_REF_END = re.compile(r'[\s;]')
_COMMENT_END = re.compile(r'--\s*>')
_DECL_NAME = re.compile(r'[a-zA-Z][-_.a-zA-Z0-9]*\s*')
_SECTION_END = re.compile(r']\s*]\s*>')
_MS_SECTION_END = re.compile(r']\s*>')


class HTMLParser:
    """Find tags and other markup in HTML and call a handler for each.

    Feed text with feed(), finish with close(). Subclasses override the
    handle_* methods. With convert_charrefs true (the default) character
    references in text and attribute values are replaced by the
    characters they name and handle_charref/handle_entityref are never
    called; text is then reported in as few calls as the buffering
    allows.
    """

    CDATA_CONTENT_ELEMENTS = _RAW_TEXT_ELEMENTS

    def __init__(self, *, convert_charrefs=True):
        self.convert_charrefs = convert_charrefs
        self.reset()

    def reset(self):
        """Forget everything buffered, as after construction."""
        self.rawdata = ''
        self.lasttag = '???'
        self.interesting = _NEXT_MARKUP
        self.cdata_elem = None
        self.lineno = 1
        self.offset = 0
        self._starttag_text = None

    def feed(self, data):
        """Add text; handle whatever of the buffer is complete."""
        self.rawdata = self.rawdata + data
        self._scan(False)

    def close(self):
        """Handle everything still buffered, as if the input ended."""
        self._scan(True)

    def getpos(self):
        """The (line, column) where the construct being handled starts."""
        return self.lineno, self.offset

    def get_starttag_text(self):
        """The source text of the last start tag handled."""
        return self._starttag_text

    def set_cdata_mode(self, elem):
        self.cdata_elem = elem.lower()
        self.interesting = re.compile(r'</\s*%s\s*>' % self.cdata_elem, re.I)

    def clear_cdata_mode(self):
        self.interesting = _NEXT_MARKUP
        self.cdata_elem = None

    # The handlers a subclass overrides.

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)
        self.handle_endtag(tag)

    def handle_starttag(self, tag, attrs):
        pass

    def handle_endtag(self, tag):
        pass

    def handle_charref(self, name):
        pass

    def handle_entityref(self, name):
        pass

    def handle_data(self, data):
        pass

    def handle_comment(self, data):
        pass

    def handle_decl(self, decl):
        pass

    def handle_pi(self, data):
        pass

    def unknown_decl(self, data):
        pass

    # Position bookkeeping.

    def updatepos(self, i, j):
        if i >= j:
            return j
        text = self.rawdata
        lines = text.count('\n', i, j)
        if lines:
            self.lineno += lines
            self.offset = j - (text.rindex('\n', i, j) + 1)
        else:
            self.offset += j - i
        return j

    def _text(self, s):
        if self.convert_charrefs and not self.cdata_elem:
            s = unescape(s)
        self.handle_data(s)

    # The scanner.

    def _text_end(self, i, n):
        """Where the run of text starting at i ends, or -1 to wait."""
        raw = self.rawdata
        if self.convert_charrefs and not self.cdata_elem:
            j = raw.find('<', i)
            if j >= 0:
                return j
            # All the rest is text, unless it ends in a reference that the
            # next piece may complete.
            amp = raw.rfind('&', max(i, n - 34))
            if amp >= 0 and not _REF_END.search(raw, amp):
                return -1
            return n
        m = self.interesting.search(raw, i)
        if m:
            return m.start()
        return -1 if self.cdata_elem else n

    def _scan(self, final):
        raw = self.rawdata
        i, n = 0, len(raw)
        while i < n:
            j = self._text_end(i, n)
            if j < 0:
                break
            if i < j:
                self._text(raw[i:j])
            i = self.updatepos(i, j)
            if i == n:
                break
            if raw.startswith('<', i):
                k, more = self._markup(i, final), True
            elif raw.startswith('&#', i):
                k, more = self._numeric_ref(i)
            else:
                k, more = self._named_ref(i, n, final)
            if k is None:
                break
            i = self.updatepos(i, k)
            if not more:
                break
        if final and i < n and not self.cdata_elem:
            self._text(raw[i:n])
            i = self.updatepos(i, n)
        self.rawdata = raw[i:]

    def _markup(self, i, final):
        """Handle the construct at '<'; return where it ends, or None to
        wait for more input."""
        raw = self.rawdata
        if _TAG_START.match(raw, i):
            k = self.parse_starttag(i)
        elif raw.startswith('</', i):
            k = self.parse_endtag(i)
        elif raw.startswith('<!--', i):
            k = self.parse_comment(i)
        elif raw.startswith('<?', i):
            k = self.parse_pi(i)
        elif raw.startswith('<!', i):
            k = self.parse_html_declaration(i)
        elif i + 1 < len(raw):
            self.handle_data('<')
            k = i + 1
        else:
            return None
        if k >= 0:
            return k
        if not final:
            return None
        # At the end of the input an unfinished construct is text, up to
        # the next '>' (included) or the next '<'.
        k = raw.find('>', i + 1)
        if k >= 0:
            k += 1
        else:
            k = raw.find('<', i + 1)
            if k < 0:
                k = i + 1
        self._text(raw[i:k])
        return k

    # The reference handlers return (end, go on scanning); end None waits
    # for more input.

    def _numeric_ref(self, i):
        raw = self.rawdata
        m = _CHARREF.match(raw, i)
        if m:
            self.handle_charref(m.group()[2:-1])
            k = m.end()
            return (k if raw.startswith(';', k - 1) else k - 1), True
        if ';' in raw[i:]:
            # A malformed reference: '&#' is text.
            self.handle_data(raw[i:i + 2])
            return i + 2, False
        return None, False

    def _named_ref(self, i, n, final):
        raw = self.rawdata
        m = _ENTITYREF.match(raw, i)
        if m:
            self.handle_entityref(m.group(1))
            k = m.end()
            return (k if raw.startswith(';', k - 1) else k - 1), True
        m = _PARTIAL_REF.match(raw, i)
        if m:
            if final and m.group() == raw[i:]:
                return i + 1, False
            return None, False
        if i + 1 == n:
            return None, False
        self.handle_data('&')
        return i + 1, True

    # Constructs.

    def parse_starttag(self, i):
        self._starttag_text = None
        end = self.check_for_whole_start_tag(i)
        if end < 0:
            return end
        raw = self.rawdata
        self._starttag_text = raw[i:end]
        m = _TAG_NAME.match(raw, i + 1)
        k = m.end()
        tag = self.lasttag = m.group(1).lower()
        attrs = []
        while k < end:
            a = _ATTR.match(raw, k)
            if not a:
                break
            name, has_value, value = a.group(1, 2, 3)
            if not has_value:
                value = None
            elif value[:1] == value[-1:] and value[:1] in ('"', "'"):
                value = value[1:-1]
            if value:
                value = unescape(value)
            attrs.append((name.lower(), value))
            k = a.end()
        rest = raw[k:end].strip()
        if rest not in ('>', '/>'):
            self.handle_data(raw[i:end])
            return end
        if rest.endswith('/>'):
            self.handle_startendtag(tag, attrs)
        else:
            self.handle_starttag(tag, attrs)
            if tag in self.CDATA_CONTENT_ELEMENTS:
                self.set_cdata_mode(tag)
        return end

    def check_for_whole_start_tag(self, i):
        raw = self.rawdata
        m = _START_TAG_SPAN.match(raw, i)
        if not m:
            raise AssertionError('we should not get here!')
        j = m.end()
        c = raw[j:j + 1]
        if c == '>':
            return j + 1
        if c == '/':
            if raw.startswith('/>', j):
                return j + 2
            return -1
        if c == '' or c in _LETTERS or c in '=/':
            return -1
        return j if j > i else i + 1

    def parse_endtag(self, i):
        raw = self.rawdata
        gt = raw.find('>', i + 1)
        if gt < 0:
            return -1
        gt += 1
        m = _END_TAG.match(raw, i)
        if not m:
            if self.cdata_elem is not None:
                self.handle_data(raw[i:gt])
                return gt
            name = _TAG_NAME.match(raw, i + 2)
            if not name:
                if raw[i:i + 3] == '</>':
                    return i + 3
                return self.parse_bogus_comment(i)
            self.handle_endtag(name.group(1).lower())
            return raw.find('>', name.end()) + 1
        tag = m.group(1).lower()
        if self.cdata_elem is not None and tag != self.cdata_elem:
            self.handle_data(raw[i:gt])
            return gt
        self.handle_endtag(tag)
        self.clear_cdata_mode()
        return gt

    def parse_comment(self, i, report=1):
        raw = self.rawdata
        if raw[i:i + 4] != '<!--':
            raise AssertionError('unexpected call to parse_comment()')
        m = _COMMENT_END.search(raw, i + 4)
        if not m:
            return -1
        if report:
            self.handle_comment(raw[i + 4:m.start()])
        return m.end()

    def parse_bogus_comment(self, i, report=1):
        raw = self.rawdata
        if raw[i:i + 2] not in ('<!', '</'):
            raise AssertionError('unexpected call to parse_comment()')
        gt = raw.find('>', i + 2)
        if gt < 0:
            return -1
        if report:
            self.handle_comment(raw[i + 2:gt])
        return gt + 1

    def parse_html_declaration(self, i):
        raw = self.rawdata
        if raw[i:i + 4] == '<!--':
            return self.parse_comment(i)
        if raw[i:i + 3] == '<![':
            return self.parse_marked_section(i)
        if raw[i:i + 9].lower() == '<!doctype':
            gt = raw.find('>', i + 9)
            if gt < 0:
                return -1
            self.handle_decl(raw[i + 2:gt])
            return gt + 1
        return self.parse_bogus_comment(i)

    def parse_marked_section(self, i, report=1):
        raw = self.rawdata
        name, j = self._scan_name(i + 3, i)
        if j < 0:
            return j
        if name in ('temp', 'cdata', 'ignore', 'include', 'rcdata'):
            m = _SECTION_END.search(raw, i + 3)
        elif name in ('if', 'else', 'endif'):
            m = _MS_SECTION_END.search(raw, i + 3)
        else:
            raise AssertionError('unknown status keyword %r in marked section'
                                 % raw[i + 3:j])
        if not m:
            return -1
        if report:
            self.unknown_decl(raw[i + 3:m.start()])
        return m.end()

    def _scan_name(self, i, start):
        raw = self.rawdata
        if i == len(raw):
            return None, -1
        m = _DECL_NAME.match(raw, i)
        if not m:
            self.updatepos(start, i)
            raise AssertionError('expected name token at %r'
                                 % raw[start:start + 20])
        if m.end() == len(raw):
            return None, -1
        return m.group().strip().lower(), m.end()

    def parse_pi(self, i):
        raw = self.rawdata
        gt = raw.find('>', i + 2)
        if gt < 0:
            return -1
        self.handle_pi(raw[i + 2:gt])
        return gt + 1
