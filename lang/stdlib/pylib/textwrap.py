"""Fill and wrap paragraphs of plain text; strip or add line indentation.

The wrapper cuts the text into chunks (runs of whitespace, words, pieces of
hyphenated words, dashes) and then packs the chunks greedily into lines.
"""

__all__ = ['TextWrapper', 'wrap', 'fill', 'dedent', 'indent', 'shorten']

from _cpjit import textwrap_chunks as _textwrap_chunks

_SPACES = '\t\n\x0b\x0c\r '
_TO_SPACE = {ord(c): ' ' for c in _SPACES}


def _letter(c):
    # A word character that is not a digit (underscore counts).
    return (c.isalnum() or c == '_') and not c.isdecimal()


def _wordchar(c):
    return c.isalnum() or c == '_'


def _dash_may_follow(c):
    # Characters after which a run of two or more hyphens acts as a dash.
    return _wordchar(c) or c in '!"\'&.,?'


def _hyphen_breaks(word, i, start):
    """May the line break after the single hyphen word[i]?

    The hyphen must close a hyphenated word part ("well-", or the "e-" of
    "a-e-b") and be followed by a letter, then a letter or "-letter"."""
    if i - start < 1:
        return False

    def is_letter(k):
        return 0 <= k < len(word) and _letter(word[k])
    before = (is_letter(i - 1) and
              (is_letter(i - 2) or (word[i - 2:i - 1] == '-'
                                    and is_letter(i - 3))))
    after = is_letter(i + 1) and (
        is_letter(i + 2) or (word[i + 2:i + 3] == '-' and is_letter(i + 3)))
    return before and after


def _cut_word(word):
    """Split one whitespace-free word at hyphens and dashes."""
    pieces = []
    start = 0
    i = 0
    n = len(word)
    while i < n:
        if word[i] != '-':
            i += 1
            continue
        j = i
        while j < n and word[j] == '-':
            j += 1
        if j - i >= 2:
            # A dash between words becomes a chunk of its own.
            if i > start and _dash_may_follow(word[i - 1]) and j < n \
                    and _wordchar(word[j]):
                pieces.append(word[start:i])
                pieces.append(word[i:j])
                start = j
        elif _hyphen_breaks(word, i, start):
            pieces.append(word[start:j])
            start = j
        i = j
    if start < n:
        pieces.append(word[start:])
    return pieces


def _chunks(text, hyphens):
    """Cut text into whitespace runs and (pieces of) words."""
    if type(text) is str:
        return _textwrap_chunks(text, True if hyphens else False)
    out = []
    i = 0
    n = len(text)
    while i < n:
        j = i
        if text[i] in _SPACES:
            while j < n and text[j] in _SPACES:
                j += 1
            out.append(text[i:j])
        else:
            while j < n and text[j] not in _SPACES:
                j += 1
            word = text[i:j]
            if hyphens:
                out.extend(_cut_word(word))
            else:
                out.append(word)
        i = j
    return out


def _ends_sentence(chunk):
    """True if chunk looks like the end of a sentence: a lowercase letter,
    then '.', '!' or '?', then maybe a closing quote."""
    if chunk[-1:] in ('"', "'"):
        chunk = chunk[:-1]
    return (len(chunk) >= 2 and chunk[-1] in '.!?'
            and 'a' <= chunk[-2] <= 'z')


class TextWrapper:
    """Wrap paragraphs; the public attributes hold the options:

    width, initial_indent, subsequent_indent, expand_tabs,
    replace_whitespace, fix_sentence_endings, break_long_words,
    drop_whitespace, break_on_hyphens, tabsize, max_lines, placeholder.
    """

    def __init__(self, width=70, initial_indent='', subsequent_indent='',
                 expand_tabs=True, replace_whitespace=True,
                 fix_sentence_endings=False, break_long_words=True,
                 drop_whitespace=True, break_on_hyphens=True, tabsize=8, *,
                 max_lines=None, placeholder=' [...]'):
        self.width = width
        self.initial_indent = initial_indent
        self.subsequent_indent = subsequent_indent
        self.expand_tabs = expand_tabs
        self.replace_whitespace = replace_whitespace
        self.fix_sentence_endings = fix_sentence_endings
        self.break_long_words = break_long_words
        self.drop_whitespace = drop_whitespace
        self.break_on_hyphens = break_on_hyphens
        self.tabsize = tabsize
        self.max_lines = max_lines
        self.placeholder = placeholder

    # -- preparing the chunks ------------------------------------------

    def _munge_whitespace(self, text):
        if self.expand_tabs:
            text = text.expandtabs(self.tabsize)
        if self.replace_whitespace:
            text = text.translate(_TO_SPACE)
        return text

    def _split(self, text):
        return _chunks(text, self.break_on_hyphens)

    def _fix_sentence_endings(self, chunks):
        for k in range(len(chunks) - 1):
            if chunks[k + 1] == ' ' and _ends_sentence(chunks[k]):
                chunks[k + 1] = '  '

    def _split_chunks(self, text):
        return self._split(self._munge_whitespace(text))

    # -- packing chunks into lines -------------------------------------

    def _handle_long_word(self, pending, line, used, room):
        """pending[-1] cannot fit on an empty line: cut it (or not)."""
        space = room - used if room >= 1 else 1
        word = pending[-1]
        if self.break_long_words:
            cut = space
            if self.break_on_hyphens and len(word) > space:
                at = word.rfind('-', 0, space)
                if at > 0 and word[:at].strip('-'):
                    cut = at + 1
            line.append(word[:cut])
            pending[-1] = word[cut:]
        elif not line:
            line.append(pending.pop())

    def _is_blank(self, chunk):
        return chunk.strip() == ''

    def _wrap_chunks(self, chunks):
        if self.width <= 0:
            raise ValueError('invalid width %r (must be > 0)' % self.width)
        limit = self.max_lines
        if limit is not None:
            first = self.subsequent_indent if limit > 1 else \
                self.initial_indent
            if len(first) + len(self.placeholder.lstrip()) > self.width:
                raise ValueError('placeholder too large for max width')

        pending = chunks[::-1]      # next chunk is at the end
        lines = []
        while pending:
            prefix = self.subsequent_indent if lines else self.initial_indent
            room = self.width - len(prefix)
            if self.drop_whitespace and lines and self._is_blank(pending[-1]):
                pending.pop()       # no whitespace at the start of a line

            line = []
            used = 0
            while pending and used + len(pending[-1]) <= room:
                used += len(pending[-1])
                line.append(pending.pop())
            if pending and len(pending[-1]) > room:
                self._handle_long_word(pending, line, used, room)
                used = sum(len(c) for c in line)

            if self.drop_whitespace and line and self._is_blank(line[-1]):
                used -= len(line[-1])
                line.pop()
            if not line:
                continue

            rest_is_empty = not pending or (
                self.drop_whitespace and len(pending) == 1
                and self._is_blank(pending[0]))
            if limit is None or len(lines) + 1 < limit or \
                    (rest_is_empty and used <= room):
                lines.append(prefix + ''.join(line))
                continue
            self._finish_with_placeholder(lines, line, used, room, prefix)
            break
        return lines

    def _finish_with_placeholder(self, lines, line, used, room, prefix):
        """Close the last allowed line, marking that text was cut off."""
        mark = self.placeholder
        while line:
            if not self._is_blank(line[-1]) and used + len(mark) <= room:
                lines.append(prefix + ''.join(line) + mark)
                return
            used -= len(line[-1])
            line.pop()
        if lines:
            previous = lines[-1].rstrip()
            if len(previous) + len(mark) <= self.width:
                lines[-1] = previous + mark
                return
        lines.append(prefix + mark.lstrip())

    # -- public interface ----------------------------------------------

    def wrap(self, text):
        """Return text wrapped into a list of lines (no newlines)."""
        chunks = self._split_chunks(text)
        if self.fix_sentence_endings:
            self._fix_sentence_endings(chunks)
        return self._wrap_chunks(chunks)

    def fill(self, text):
        """Return text wrapped into one newline-separated string."""
        return '\n'.join(self.wrap(text))


def wrap(text, width=70, **kwargs):
    """Wrap text to lines of at most width characters; return the list."""
    return TextWrapper(width=width, **kwargs).wrap(text)


def fill(text, width=70, **kwargs):
    """Wrap text and join the lines with newlines."""
    return TextWrapper(width=width, **kwargs).fill(text)


def shorten(text, width, **kwargs):
    """Squeeze whitespace, then cut text to fit on one line of width
    characters, ending with the placeholder if anything was dropped."""
    squeezed = ' '.join(text.split())
    return TextWrapper(width=width, max_lines=1, **kwargs).fill(squeezed)


def _leading_blanks(line):
    k = 0
    while k < len(line) and line[k] in ' \t':
        k += 1
    return line[:k]


def dedent(text):
    """Remove the leading spaces/tabs shared by every non-blank line.

    Lines holding only spaces and tabs are emptied and do not count.
    """
    lines = text.split('\n')
    margin = None
    for idx, line in enumerate(lines):
        lead = _leading_blanks(line)
        if len(lead) == len(line):
            lines[idx] = ''
            continue
        if margin is None:
            margin = lead
        else:
            k = 0
            top = min(len(margin), len(lead))
            while k < top and margin[k] == lead[k]:
                k += 1
            margin = margin[:k]
    if margin:
        cut = len(margin)
        lines = [ln[cut:] for ln in lines]
    return '\n'.join(lines)


def indent(text, prefix, predicate=None):
    """Put prefix in front of the lines of text selected by predicate
    (by default: lines that are not just whitespace)."""
    if predicate is None:
        def predicate(line):
            return line.strip() != ''
    return ''.join(prefix + line if predicate(line) else line
                   for line in text.splitlines(True))
