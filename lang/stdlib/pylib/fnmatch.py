"""Unix shell-style wildcards for file names (cpjit).

'*' matches everything, '?' one character, '[seq]' one character of seq
and '[!seq]' one character not in seq. fnmatch() folds case as the
system's os.path.normcase does; fnmatchcase() never does.
"""

import functools
import os
import posixpath
import re

__all__ = ['filter', 'fnmatch', 'fnmatchcase', 'translate']


def fnmatch(name, pat):
    """Test whether name matches the shell pattern pat."""
    name = os.path.normcase(name)
    pat = os.path.normcase(pat)
    return fnmatchcase(name, pat)


@functools.lru_cache(maxsize=32768, typed=True)
def _compile_pattern(pat):
    if isinstance(pat, bytes):
        res = translate(str(pat, 'ISO-8859-1')).encode('ISO-8859-1')
        lazy = res.replace(b'(?>', b'(?:')
    else:
        res = translate(pat)
        lazy = res.replace('(?>', '(?:')
    try:
        return re.compile(res).match
    except re.error:
        # an engine without atomic groups: a lazy group matches the same
        # names, as what follows a starred piece can always take the rest
        return re.compile(lazy).match


def filter(names, pat):
    """Return the elements of names that match pat."""
    pat = os.path.normcase(pat)
    match = _compile_pattern(pat)
    if os.path is posixpath:
        return [name for name in names if match(name)]
    return [name for name in names if match(os.path.normcase(name))]


def fnmatchcase(name, pat):
    """Test whether name matches pat, with case always significant."""
    return _compile_pattern(pat)(name) is not None


# a marker for '*' among the translated pieces
_STAR = object()


def _set_body(body):
    """Translate the inside of a [...] set (without its brackets) into the
    inside of a regular-expression set."""
    if '-' not in body:
        body = body.replace('\\', '\\\\')
    else:
        # split into the pieces between range hyphens; a hyphen first
        # (after a '!') or last is literal
        start = 2 if body[0] == '!' else 1
        pieces = []
        pos = 0
        k = start
        while True:
            k = body.find('-', k)
            if k < 0:
                break
            pieces.append(body[pos:k])
            pos = k + 1
            k += 3
        tail = body[pos:]
        if tail:
            pieces.append(tail)
        else:
            pieces[-1] += '-'
        # a range whose ends are reversed (z-a) matches nothing: drop it,
        # gluing its neighbours together
        k = len(pieces) - 1
        while k > 0:
            if pieces[k - 1][-1] > pieces[k][0]:
                pieces[k - 1] = pieces[k - 1][:-1] + pieces[k][1:]
                del pieces[k]
            k -= 1
        body = '-'.join(p.replace('\\', '\\\\').replace('-', '\\-')
                        for p in pieces)
    # characters that start set operations in a future re stay literal
    return ''.join('\\' + c if c in '&~|' else c for c in body)


def _translate(pat, star, question):
    """Translate pat into a list of regex pieces, with star standing for
    each run of '*' and question for each '?'."""
    return _pieces(pat, star, question)


def _pieces(pat, star=_STAR, question='.'):
    out = []
    i, n = 0, len(pat)
    while i < n:
        c = pat[i]
        i += 1
        if c == '*':
            if not out or out[-1] is not star:
                out.append(star)
        elif c == '?':
            out.append(question)
        elif c == '[':
            j = i
            if j < n and pat[j] == '!':
                j += 1
            if j < n and pat[j] == ']':
                j += 1
            j = pat.find(']', j)
            if j < 0:
                out.append('\\[')
                continue
            body = _set_body(pat[i:j])
            i = j + 1
            if not body:
                out.append('(?!)')
            elif body == '!':
                out.append('.')
            else:
                if body[0] == '!':
                    body = '^' + body[1:]
                elif body[0] in '^[':
                    body = '\\' + body
                out.append('[' + body + ']')
        else:
            out.append(re.escape(c))
    return out


def translate(pat):
    """Translate a shell pattern into a regular expression string."""
    pieces = _pieces(pat)
    out = []
    i, n = 0, len(pieces)
    while i < n and pieces[i] is not _STAR:
        out.append(pieces[i])
        i += 1
    while i < n:
        # pieces[i] is a star; gather the fixed text after it
        i += 1
        fixed = []
        while i < n and pieces[i] is not _STAR:
            fixed.append(pieces[i])
            i += 1
        fixed = ''.join(fixed)
        if i == n:
            out.append('.*' + fixed)
        else:
            out.append('(?>.*?' + fixed + ')')
    return '(?s:' + ''.join(out) + ')\\Z'
