"""HTML escaping and unescaping (cpjit).

Submodules: html.entities (the HTML 4 and HTML5 entity names, from the
generated tables in _html_entities) and html.parser (HTMLParser).
"""

import re as _re

import _html_entities

__all__ = ['escape', 'unescape']

_html5 = _html_entities.html5


def escape(s, quote=True):
    """Replace &, < and > (and, when quote is true, " and ') with HTML-safe
    character references."""
    s = s.replace('&', '&amp;')
    s = s.replace('<', '&lt;')
    s = s.replace('>', '&gt;')
    if quote:
        s = s.replace('"', '&quot;')
        s = s.replace('\'', '&#x27;')
    return s


_invalid_charrefs = dict(_html_entities.c1_replacements)
_invalid_charrefs[0x00] = '\ufffd'
_invalid_charrefs[0x0d] = '\r'

# code points HTML5 drops from numeric references: controls and
# noncharacters
def _is_invalid_codepoint(n):
    return (0x1 <= n <= 0x8 or n == 0xb or 0xe <= n <= 0x1f or
            0x7f <= n <= 0x9f or 0xfdd0 <= n <= 0xfdef or (n & 0xfffe) == 0xfffe)


def _replace_charref(m):
    s = m.group(1)
    if s[0] == '#':
        digits = s[1:].rstrip(';')
        if digits[0] in 'xX':
            num = int(digits[1:], 16)
        else:
            num = int(digits)
        if num in _invalid_charrefs:
            return _invalid_charrefs[num]
        if 0xD800 <= num <= 0xDFFF or num > 0x10FFFF:
            return '\uFFFD'
        if _is_invalid_codepoint(num):
            return ''
        return chr(num)
    if s in _html5:
        return _html5[s]
    # the longest known name that starts the text wins
    for end in range(len(s) - 1, 1, -1):
        if s[:end] in _html5:
            return _html5[s[:end]] + s[end:]
    return '&' + s


_charref = _re.compile(r'&(#[0-9]+;?'
                       r'|#[xX][0-9a-fA-F]+;?'
                       r'|[^\t\n\f <&#;]{1,32};?)')


def unescape(s):
    """Replace every named and numeric character reference in s (&gt;,
    &#62;, &#x3e;) by its character, as HTML5 does."""
    if '&' not in s:
        return s
    return _charref.sub(_replace_charref, s)
