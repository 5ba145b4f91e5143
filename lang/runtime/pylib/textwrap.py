"""Text wrapping and filling.

cpjit's version of CPython's textwrap, written without the re module:
words are split at whitespace and, with break_on_hyphens, after hyphens
inside words (as CPython's wordsep_re does for ordinary text).
"""

__all__ = ['TextWrapper', 'wrap', 'fill', 'dedent', 'indent', 'shorten']

_whitespace = '\t\n\x0b\x0c\r '


def _is_ws(c):
    return c in _whitespace


def _split_hyphens(word):
    """Split a word after hyphens that join letters ("spam-eggs")."""
    parts = []
    start = 0
    n = len(word)
    i = 0
    while i < n:
        if word[i] == '-':
            j = i
            while j < n and word[j] == '-':
                j += 1
            # a hyphen run preceded by a letter/digit and followed by a letter
            if i > start and (word[i - 1].isalnum()) and j < n and word[j].isalpha() \
                    and any(c.isalpha() for c in word[start:i]):
                parts.append(word[start:j])
                start = j
            i = j
        else:
            i += 1
    parts.append(word[start:])
    return [p for p in parts if p]


class TextWrapper:
    """Object for wrapping/filling text."""

    unicode_whitespace_trans = dict.fromkeys(map(ord, _whitespace), ord(' '))

    def __init__(self,
                 width=70,
                 initial_indent="",
                 subsequent_indent="",
                 expand_tabs=True,
                 replace_whitespace=True,
                 fix_sentence_endings=False,
                 break_long_words=True,
                 drop_whitespace=True,
                 break_on_hyphens=True,
                 tabsize=8,
                 *,
                 max_lines=None,
                 placeholder=' [...]'):
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

    def _munge_whitespace(self, text):
        if self.expand_tabs:
            text = text.expandtabs(self.tabsize)
        if self.replace_whitespace:
            text = text.translate(self.unicode_whitespace_trans)
        return text

    def _split(self, text):
        chunks = []
        i = 0
        n = len(text)
        while i < n:
            j = i
            if _is_ws(text[i]):
                while j < n and _is_ws(text[j]):
                    j += 1
                chunks.append(text[i:j])
            else:
                while j < n and not _is_ws(text[j]):
                    j += 1
                word = text[i:j]
                if self.break_on_hyphens:
                    chunks.extend(_split_hyphens(word))
                else:
                    chunks.append(word)
            i = j
        return chunks

    def _fix_sentence_endings(self, chunks):
        i = 0
        while i < len(chunks) - 1:
            c = chunks[i]
            if chunks[i + 1] == " " and _sentence_end(c):
                chunks[i + 1] = "  "
                i += 2
            else:
                i += 1

    def _handle_long_word(self, reversed_chunks, cur_line, cur_len, width):
        if width < 1:
            space_left = 1
        else:
            space_left = width - cur_len

        if self.break_long_words:
            end = space_left
            chunk = reversed_chunks[-1]
            if self.break_on_hyphens and len(chunk) > space_left:
                hyphen = chunk.rfind('-', 0, space_left)
                if hyphen > 0 and any(c != '-' for c in chunk[:hyphen]):
                    end = hyphen + 1
            cur_line.append(chunk[:end])
            reversed_chunks[-1] = chunk[end:]

        elif not cur_line:
            cur_line.append(reversed_chunks.pop())

    def _wrap_chunks(self, chunks):
        lines = []
        if self.width <= 0:
            raise ValueError("invalid width %r (must be > 0)" % self.width)
        if self.max_lines is not None:
            if self.max_lines > 1:
                indent = self.subsequent_indent
            else:
                indent = self.initial_indent
            if len(indent) + len(self.placeholder.lstrip()) > self.width:
                raise ValueError("placeholder too large for max width")

        chunks.reverse()

        while chunks:
            cur_line = []
            cur_len = 0

            if lines:
                indent = self.subsequent_indent
            else:
                indent = self.initial_indent

            width = self.width - len(indent)

            if self.drop_whitespace and chunks[-1].strip() == '' and lines:
                del chunks[-1]

            while chunks:
                l = len(chunks[-1])
                if cur_len + l <= width:
                    cur_line.append(chunks.pop())
                    cur_len += l
                else:
                    break

            if chunks and len(chunks[-1]) > width:
                self._handle_long_word(chunks, cur_line, cur_len, width)
                cur_len = sum(map(len, cur_line))

            if self.drop_whitespace and cur_line and cur_line[-1].strip() == '':
                cur_len -= len(cur_line[-1])
                del cur_line[-1]

            if cur_line:
                if (self.max_lines is None or
                    len(lines) + 1 < self.max_lines or
                    (not chunks or
                     self.drop_whitespace and
                     len(chunks) == 1 and
                     not chunks[0].strip()) and cur_len <= width):
                    lines.append(indent + ''.join(cur_line))
                else:
                    while cur_line:
                        if (cur_line[-1].strip() and
                                cur_len + len(self.placeholder) <= width):
                            cur_line.append(self.placeholder)
                            lines.append(indent + ''.join(cur_line))
                            break
                        cur_len -= len(cur_line[-1])
                        del cur_line[-1]
                    else:
                        if lines:
                            prev_line = lines[-1].rstrip()
                            if (len(prev_line) + len(self.placeholder) <=
                                    self.width):
                                lines[-1] = prev_line + self.placeholder
                                break
                        lines.append(indent + self.placeholder.lstrip())
                    break

        return lines

    def _split_chunks(self, text):
        text = self._munge_whitespace(text)
        return self._split(text)

    def wrap(self, text):
        """Reformat the single paragraph in 'text' so it fits in lines of
        no more than 'self.width' columns, and return a list of wrapped
        lines."""
        chunks = self._split_chunks(text)
        if self.fix_sentence_endings:
            self._fix_sentence_endings(chunks)
        return self._wrap_chunks(chunks)

    def fill(self, text):
        """Reformat the single paragraph in 'text' to fit in lines of no
        more than 'self.width' columns, and return a new string
        containing the entire wrapped paragraph."""
        return "\n".join(self.wrap(text))


def _sentence_end(chunk):
    # CPython: [a-z][\.\!\?][\"\']?\Z
    if chunk and chunk[-1] in '"\'':
        chunk = chunk[:-1]
    return len(chunk) >= 2 and chunk[-1] in '.!?' and 'a' <= chunk[-2] <= 'z'


def wrap(text, width=70, **kwargs):
    """Wrap a single paragraph of text, returning a list of wrapped lines."""
    w = TextWrapper(width=width, **kwargs)
    return w.wrap(text)


def fill(text, width=70, **kwargs):
    """Fill a single paragraph of text, returning a new string."""
    w = TextWrapper(width=width, **kwargs)
    return w.fill(text)


def shorten(text, width, **kwargs):
    """Collapse and truncate the given text to fit in the given width."""
    w = TextWrapper(width=width, max_lines=1, **kwargs)
    return w.fill(' '.join(text.strip().split()))


def dedent(text):
    """Remove any common leading whitespace from every line in `text`."""
    lines = text.split('\n')
    # Lines made only of blanks and tabs become empty.
    for i, line in enumerate(lines):
        if line and not line.strip(' \t'):
            lines[i] = ''
    margin = None
    for line in lines:
        stripped = line.lstrip(' \t')
        if not stripped:
            continue
        indent = line[:len(line) - len(stripped)]
        if margin is None:
            margin = indent
        elif indent.startswith(margin):
            pass
        elif margin.startswith(indent):
            margin = indent
        else:
            for i, (x, y) in enumerate(zip(margin, indent)):
                if x != y:
                    margin = margin[:i]
                    break
    if margin:
        lines = [line[len(margin):] if line.startswith(margin) else line for line in lines]
    return '\n'.join(lines)


def indent(text, prefix, predicate=None):
    """Adds 'prefix' to the beginning of selected lines in 'text'."""
    prefixed_lines = []
    if predicate is None:
        for line in text.splitlines(True):
            if not line.isspace():
                prefixed_lines.append(prefix)
            prefixed_lines.append(line)
    else:
        for line in text.splitlines(True):
            if predicate(line):
                prefixed_lines.append(prefix)
            prefixed_lines.append(line)
    return ''.join(prefixed_lines)
