"""HTML escaping and unescaping (cpjit).

html.entities (a submodule made here from the generated tables in
_html_entities) maps the HTML 4 and HTML5 entity names.
"""

import re as _re
import sys as _sys
import types as _types

import _html_entities

__all__ = ['escape', 'unescape']


def _make_entities():
    m = _types.ModuleType('html.entities', 'HTML character entity references.')
    html5 = {}
    for line in _html_entities.HTML5.splitlines():
        name, cps = line.split(' ')
        html5[name] = ''.join(chr(int(c, 16)) for c in cps.split(','))
    name2codepoint = {}
    for line in _html_entities.HTML4.splitlines():
        name, cp = line.split(' ')
        name2codepoint[name] = int(cp, 16)
    codepoint2name = {cp: name for name, cp in name2codepoint.items()}
    entitydefs = {name: chr(cp) for name, cp in name2codepoint.items()}
    m.html5 = html5
    m.name2codepoint = name2codepoint
    m.codepoint2name = codepoint2name
    m.entitydefs = entitydefs
    m.__all__ = ['html5', 'name2codepoint', 'codepoint2name', 'entitydefs']
    return m


entities = _make_entities()
_sys.modules[__name__ + '.entities'] = entities
_html5 = entities.html5


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


_c1 = _html_entities.C1.split()
_invalid_charrefs = {int(_c1[i], 16): chr(int(_c1[i + 1], 16)) for i in range(0, len(_c1), 2)}
_invalid_charrefs[0x00] = '\ufffd'
_invalid_charrefs[0x0d] = '\r'

# code points HTML5 drops from numeric references: controls and
# noncharacters
_invalid_codepoints = set(range(0x1, 0x9)) | set(range(0xe, 0x20)) | \
    set(range(0x7f, 0xa0)) | set(range(0xfdd0, 0xfdf0)) | {0xb} | \
    {plane + low for plane in range(0, 0x110000, 0x10000) for low in (0xfffe, 0xffff)}


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
        if num in _invalid_codepoints:
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
