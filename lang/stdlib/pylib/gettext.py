"""Message catalogs for internationalisation (cpjit's gettext).

A translation maps messages to their translations, read from GNU .mo
files found under localedir/LANG/LC_MESSAGES/DOMAIN.mo for the languages
the environment asks for (LANGUAGE, LC_ALL, LC_MESSAGES, LANG). With no
catalog, messages are their own translations.
"""

import operator
import os
import re
import sys

__all__ = ['NullTranslations', 'GNUTranslations', 'Catalog',
           'bindtextdomain', 'find', 'translation', 'install',
           'textdomain', 'dgettext', 'dngettext', 'gettext',
           'ngettext', 'pgettext', 'dpgettext', 'npgettext',
           'dnpgettext']

_default_localedir = os.path.join(sys.base_prefix, 'share', 'locale')


# Plural forms: the C expression of a catalog's Plural-Forms header
# ("n != 1", "n%10==1 && n%100!=11 ? 0 : 1"...) becomes a Python
# expression, evaluated as CPython evaluates its translation (so Python's
# precedence of "not" and its and/or values apply, as in CPython).

_PLURAL_TOKEN = re.compile(r"""
    (?P<space>[ \t]+)
    | (?P<number>[0-9]+\b)
    | (?P<name>n\b)
    | (?P<paren>[()])
    | (?P<op>[-*/%+?:]|[><!]=?|==|&&|\|\|)
    | (?P<bad>\w+|.)
""", re.VERBOSE | re.DOTALL)

# binding strength of the binary operators, loosest first
_STRENGTH = {'||': 1, '&&': 2, '==': 3, '!=': 3, '<': 4, '>': 4, '<=': 4,
             '>=': 4, '+': 5, '-': 5, '*': 6, '/': 6, '%': 6}
_PY_OP = {'||': 'or', '&&': 'and', '/': '//'}


def _plural_tokens(expr):
    for m in _PLURAL_TOKEN.finditer(expr):
        kind = m.lastgroup
        if kind == 'space':
            continue
        if kind == 'bad':
            raise ValueError('invalid token in plural form: %s' % m.group())
        yield m.group()
    yield ''


def _unexpected(token):
    if token:
        return ValueError('unexpected token in plural form: %s' % token)
    return ValueError('unexpected end of plural form')


def _translate(tokens, floor=-1):
    """Translate one (sub)expression whose operators bind at least as
    strongly as floor; returns (python text, the token after it)."""
    text = ''
    tok = next(tokens)
    while tok == '!':
        text += 'not '
        tok = next(tokens)
    if tok == '(':
        inner, tok = _translate(tokens)
        if tok != ')':
            raise ValueError('unbalanced parenthesis in plural form')
        text += '(%s)' % inner
    elif tok == 'n':
        text += tok
    else:
        try:
            text += '%d' % int(tok, 10)
        except ValueError:
            raise _unexpected(tok) from None
    tok = next(tokens)
    last = 100  # strength of the last operator taken
    while tok in _STRENGTH:
        strength = _STRENGTH[tok]
        if strength < floor:
            break
        # C comparisons do not chain as Python's do
        if strength in (3, 4) and last in (3, 4):
            text = '(%s)' % text
        right, nexttok = _translate(tokens, strength + 1)
        text = '%s %s %s' % (text, _PY_OP.get(tok, tok), right)
        tok, last = nexttok, strength
    if last == floor == 4:
        text = '(%s)' % text
    if tok == '?' and floor <= 0:
        yes, tok = _translate(tokens, 0)
        if tok != ':':
            raise _unexpected(tok)
        no, tok = _translate(tokens)
        text = '%s if %s else %s' % (yes, text, no)
        if floor == 0:
            text = '(%s)' % text
    return text, tok


def _as_int(n):
    try:
        round(n)
    except TypeError:
        raise TypeError('Plural value must be an integer, got %s'
                        % (n.__class__.__name__,)) from None
    return _as_int2(n)


def _as_int2(n):
    try:
        return operator.index(n)
    except TypeError:
        pass
    import warnings
    # warn at the first frame outside this module
    frame, level = sys._getframe(1), 2
    while frame.f_back is not None and frame.f_globals.get('__name__') == __name__:
        level += 1
        frame = frame.f_back
    warnings.warn('Plural value must be an integer, got %s' % (n.__class__.__name__,),
                  DeprecationWarning, level)
    return n


def c2py(plural):
    """A function of n computing the plural form index that the C
    expression plural computes."""
    if len(plural) > 1000:
        raise ValueError('plural form expression is too long')
    try:
        text, tok = _translate(_plural_tokens(plural))
        if tok:
            raise _unexpected(tok)
        depth = 0
        for c in text:
            if c == '(':
                depth += 1
                if depth > 20:
                    raise ValueError('plural form expression is too complex')
            elif c == ')':
                depth -= 1
        code = compile('lambda n: int(%s)' % text, '<plural>', 'eval')
        compute = eval(code, {'__builtins__': {'int': int}})
    except RecursionError:
        raise ValueError('plural form expression is too complex')

    def func(n):
        if not isinstance(n, int):
            n = _as_int(n)
        return compute(n)
    return func


def _expand_lang(loc):
    """The names to look for a locale's catalogs under, most specific
    first: language_TERRITORY.CODESET@modifier down to language."""
    import locale
    loc = locale.normalize(loc)
    loc, at, modifier = loc.partition('@')
    loc, dot, codeset = loc.partition('.')
    language, under, territory = loc.partition('_')
    # components by bit: 1 codeset, 2 territory, 4 modifier
    mask = (1 if dot else 0) | (2 if under else 0) | (4 if at else 0)
    names = []
    for combo in range(mask, -1, -1):
        if combo & ~mask:
            continue
        names.append(language + ('_' + territory if combo & 2 else '')
                     + ('.' + codeset if combo & 1 else '')
                     + ('@' + modifier if combo & 4 else ''))
    return names


class NullTranslations:
    """Translations that translate nothing (or ask their fallback)."""

    def __init__(self, fp=None):
        self._info = {}
        self._charset = None
        self._fallback = None
        if fp is not None:
            self._parse(fp)

    def _parse(self, fp):
        pass

    def add_fallback(self, fallback):
        if self._fallback:
            self._fallback.add_fallback(fallback)
        else:
            self._fallback = fallback

    def gettext(self, message):
        if self._fallback:
            return self._fallback.gettext(message)
        return message

    def ngettext(self, msgid1, msgid2, n):
        if self._fallback:
            return self._fallback.ngettext(msgid1, msgid2, n)
        return msgid1 if _as_int2(n) == 1 else msgid2

    def pgettext(self, context, message):
        if self._fallback:
            return self._fallback.pgettext(context, message)
        return message

    def npgettext(self, context, msgid1, msgid2, n):
        if self._fallback:
            return self._fallback.npgettext(context, msgid1, msgid2, n)
        return msgid1 if _as_int2(n) == 1 else msgid2

    def info(self):
        return self._info

    def charset(self):
        return self._charset

    def install(self, names=None):
        """Make _ (and the names listed, of gettext, ngettext, pgettext,
        npgettext) builtins bound to this translation."""
        import builtins
        builtins.__dict__['_'] = self.gettext
        if names is not None:
            for name in {'gettext', 'ngettext', 'npgettext', 'pgettext'} & set(names):
                builtins.__dict__[name] = getattr(self, name)


class GNUTranslations(NullTranslations):
    """Translations read from a GNU .mo file."""

    LE_MAGIC = 0x950412de
    BE_MAGIC = 0xde120495
    CONTEXT = "%s\x04%s"
    VERSIONS = (0, 1)

    def _get_versions(self, version):
        return version >> 16, version & 0xffff

    def _parse(self, fp):
        from struct import unpack
        filename = getattr(fp, 'name', '')
        self._catalog = catalog = {}
        self.plural = lambda n: int(n != 1)  # the Germanic default
        buf = fp.read()
        buflen = len(buf)
        magic = unpack('<I', buf[:4])[0]
        if magic == self.LE_MAGIC:
            order = '<'
        elif magic == self.BE_MAGIC:
            order = '>'
        else:
            raise OSError(0, 'Bad magic number', filename)
        version, count, origs, trans = unpack(order + '4I', buf[4:20])
        major, minor = self._get_versions(version)
        if major not in self.VERSIONS:
            raise OSError(0, 'Bad version number ' + str(major), filename)
        for i in range(count):
            olen, ooff = unpack(order + 'II', buf[origs + 8 * i:origs + 8 * i + 8])
            tlen, toff = unpack(order + 'II', buf[trans + 8 * i:trans + 8 * i + 8])
            if ooff + olen < buflen and toff + tlen < buflen:
                msg, tmsg = buf[ooff:ooff + olen], buf[toff:toff + tlen]
            else:
                raise OSError(0, 'File is corrupt', filename)
            if olen == 0:
                self._parse_header(tmsg)
            charset = self._charset or 'ascii'
            if b'\x00' in msg:
                msgid1, msgid2 = msg.split(b'\x00')
                msgid1 = str(msgid1, charset)
                for k, form in enumerate(tmsg.split(b'\x00')):
                    catalog[(msgid1, k)] = str(form, charset)
            else:
                catalog[str(msg, charset)] = str(tmsg, charset)

    def _parse_header(self, tmsg):
        # "Key: value" lines; a line without a colon continues the last
        lastk = None
        for raw in tmsg.split(b'\n'):
            item = raw.decode().strip()
            if not item or item.startswith('#-#-#-#-#') and item.endswith('#-#-#-#-#'):
                continue
            k = v = None
            if ':' in item:
                k, v = item.split(':', 1)
                k, v = k.strip().lower(), v.strip()
                self._info[k] = v
                lastk = k
            elif lastk:
                self._info[lastk] += '\n' + item
            if k == 'content-type':
                self._charset = v.split('charset=')[1]
            elif k == 'plural-forms':
                self.plural = c2py(v.split(';')[1].split('plural=')[1])

    def _lookup(self, key):
        """The translation of key (or of its singular form), or None."""
        if key in self._catalog:
            return self._catalog[key]
        return self._catalog.get((key, self.plural(1)))

    def gettext(self, message):
        tmsg = self._lookup(message)
        if tmsg is not None:
            return tmsg
        if self._fallback:
            return self._fallback.gettext(message)
        return message

    def ngettext(self, msgid1, msgid2, n):
        try:
            return self._catalog[(msgid1, self.plural(n))]
        except KeyError:
            if self._fallback:
                return self._fallback.ngettext(msgid1, msgid2, n)
            return msgid1 if n == 1 else msgid2

    def pgettext(self, context, message):
        tmsg = self._lookup(self.CONTEXT % (context, message))
        if tmsg is not None:
            return tmsg
        if self._fallback:
            return self._fallback.pgettext(context, message)
        return message

    def npgettext(self, context, msgid1, msgid2, n):
        try:
            return self._catalog[(self.CONTEXT % (context, msgid1), self.plural(n))]
        except KeyError:
            if self._fallback:
                return self._fallback.npgettext(context, msgid1, msgid2, n)
            return msgid1 if n == 1 else msgid2


def find(domain, localedir=None, languages=None, all=False):
    """The .mo file of domain for the first language that has one (all:
    the list of them), or None."""
    if localedir is None:
        localedir = _default_localedir
    if languages is None:
        languages = []
        for var in ('LANGUAGE', 'LC_ALL', 'LC_MESSAGES', 'LANG'):
            value = os.environ.get(var)
            if value:
                languages = value.split(':')
                break
        if 'C' not in languages:
            languages.append('C')
    expanded = []
    for lang in languages:
        for name in _expand_lang(lang):
            if name not in expanded:
                expanded.append(name)
    found = []
    for lang in expanded:
        if lang == 'C':
            break
        mofile = os.path.join(localedir, lang, 'LC_MESSAGES', '%s.mo' % domain)
        if os.path.exists(mofile):
            if not all:
                return mofile
            found.append(mofile)
    return found if all else None


_translations = {}


def translation(domain, localedir=None, languages=None, class_=None, fallback=False):
    """The translations of domain: the catalogs found for the languages,
    each the fallback of the one before."""
    if class_ is None:
        class_ = GNUTranslations
    mofiles = find(domain, localedir, languages, all=True)
    if not mofiles:
        if fallback:
            return NullTranslations()
        from errno import ENOENT
        raise FileNotFoundError(ENOENT, 'No translation file found for domain', domain)
    import copy
    result = None
    for mofile in mofiles:
        key = (class_, os.path.abspath(mofile))
        t = _translations.get(key)
        if t is None:
            with open(mofile, 'rb') as fp:
                t = _translations.setdefault(key, class_(fp))
        t = copy.copy(t)
        if result is None:
            result = t
        else:
            result.add_fallback(t)
    return result


def install(domain, localedir=None, *, names=None):
    translation(domain, localedir, fallback=True).install(names)


_localedirs = {}
_current_domain = 'messages'


def textdomain(domain=None):
    global _current_domain
    if domain is not None:
        _current_domain = domain
    return _current_domain


def bindtextdomain(domain, localedir=None):
    if localedir is not None:
        _localedirs[domain] = localedir
    return _localedirs.get(domain, _default_localedir)


def dgettext(domain, message):
    try:
        t = translation(domain, _localedirs.get(domain, None))
    except OSError:
        return message
    return t.gettext(message)


def dngettext(domain, msgid1, msgid2, n):
    try:
        t = translation(domain, _localedirs.get(domain, None))
    except OSError:
        return msgid1 if _as_int2(n) == 1 else msgid2
    return t.ngettext(msgid1, msgid2, n)


def dpgettext(domain, context, message):
    try:
        t = translation(domain, _localedirs.get(domain, None))
    except OSError:
        return message
    return t.pgettext(context, message)


def dnpgettext(domain, context, msgid1, msgid2, n):
    try:
        t = translation(domain, _localedirs.get(domain, None))
    except OSError:
        return msgid1 if _as_int2(n) == 1 else msgid2
    return t.npgettext(context, msgid1, msgid2, n)


def gettext(message):
    return dgettext(_current_domain, message)


def ngettext(msgid1, msgid2, n):
    return dngettext(_current_domain, msgid1, msgid2, n)


def pgettext(context, message):
    return dpgettext(_current_domain, context, message)


def npgettext(context, msgid1, msgid2, n):
    return dnpgettext(_current_domain, context, msgid1, msgid2, n)


Catalog = translation
