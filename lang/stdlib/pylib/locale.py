"""locale for cpjit: the C locale family.

cpjit knows the locales every C library has -- C, POSIX and C.UTF-8 --
and behaves as CPython does on a system where only those are installed:
setlocale() accepts them (or '' for the environment's choice) and refuses
other names with locale.Error; formatting uses '.' and no grouping;
currency() is refused as in the C locale. At start-up LC_CTYPE follows
the environment, the other categories are 'C'.
"""

import os as _os
import sys as _sys

__all__ = ['getlocale', 'getdefaultlocale', 'getpreferredencoding', 'Error',
           'setlocale', 'localeconv', 'strcoll', 'strxfrm', 'str', 'atof',
           'atoi', 'format_string', 'currency', 'normalize', 'LC_CTYPE',
           'LC_COLLATE', 'LC_TIME', 'LC_MONETARY', 'LC_NUMERIC', 'LC_ALL',
           'CHAR_MAX', 'getencoding', 'LC_MESSAGES', 'delocalize', 'localize',
           'nl_langinfo', 'CODESET']

_builtin_str = str

LC_CTYPE = 0
LC_NUMERIC = 1
LC_TIME = 2
LC_COLLATE = 3
LC_MONETARY = 4
LC_MESSAGES = 5
LC_ALL = 6
CHAR_MAX = 127
CODESET = 14
D_T_FMT = 0x20028
D_FMT = 0x20029
T_FMT = 0x2002A
RADIXCHAR = 0x10000
THOUSEP = 0x10001
YESEXPR = 0x50000
NOEXPR = 0x50001


class Error(Exception):
    pass


Error.__module__ = 'locale'

# The C library's categories, in the order its composite names list them
# (Python names the first six).
_GLIBC_CATEGORIES = ('LC_CTYPE', 'LC_NUMERIC', 'LC_TIME', 'LC_COLLATE',
                     'LC_MONETARY', 'LC_MESSAGES', 'LC_PAPER', 'LC_NAME',
                     'LC_ADDRESS', 'LC_TELEPHONE', 'LC_MEASUREMENT',
                     'LC_IDENTIFICATION')
_PY_CATEGORIES = {LC_CTYPE: 'LC_CTYPE', LC_NUMERIC: 'LC_NUMERIC',
                  LC_TIME: 'LC_TIME', LC_COLLATE: 'LC_COLLATE',
                  LC_MONETARY: 'LC_MONETARY', LC_MESSAGES: 'LC_MESSAGES'}

_KNOWN = {'C', 'POSIX', 'C.UTF-8', 'C.utf8'}


def _from_env(category_name):
    for var in ('LC_ALL', category_name, 'LANG'):
        value = _os.environ.get(var)
        if value:
            return value
    return 'C'


def _initial_ctype():
    name = _from_env('LC_CTYPE')
    if name not in _KNOWN or name in ('C', 'POSIX'):
        # CPython coerces the C locale's LC_CTYPE to UTF-8 (PEP 538).
        return 'C.UTF-8'
    return name


_current = {c: 'C' for c in _GLIBC_CATEGORIES}
_current['LC_CTYPE'] = _initial_ctype()


def _check(name):
    if name not in _KNOWN:
        raise Error('unsupported locale setting')
    return 'C' if name == 'POSIX' else name


def _codeset():
    ctype = _current['LC_CTYPE']
    return 'UTF-8' if ctype in ('C.UTF-8', 'C.utf8') else 'ANSI_X3.4-1968'


def setlocale(category, locale=None):
    """Set the locale of category (a name, '' for the environment's, or a
    (language, encoding) pair); return the locale in effect."""
    if category != LC_ALL and category not in _PY_CATEGORIES:
        raise Error('unsupported locale setting')
    if locale is not None and not isinstance(locale, _builtin_str):
        locale = _build_localename(locale)
    if category == LC_ALL:
        if locale is not None:
            if locale == '':
                chosen = {c: _check(_from_env(c)) for c in _GLIBC_CATEGORIES}
            else:
                chosen = dict.fromkeys(_GLIBC_CATEGORIES, _check(locale))
            _current.update(chosen)
        names = set(_current.values())
        if len(names) == 1:
            return names.pop()
        return ';'.join(f'{c}={_current[c]}' for c in _GLIBC_CATEGORIES)
    key = _PY_CATEGORIES[category]
    if locale is not None:
        _current[key] = _check(_from_env(key) if locale == '' else locale)
    return _current[key]


_C_CONV = {
    'int_curr_symbol': '', 'currency_symbol': '', 'mon_decimal_point': '',
    'mon_thousands_sep': '', 'mon_grouping': [], 'positive_sign': '',
    'negative_sign': '', 'int_frac_digits': CHAR_MAX,
    'frac_digits': CHAR_MAX, 'p_cs_precedes': CHAR_MAX,
    'p_sep_by_space': CHAR_MAX, 'n_cs_precedes': CHAR_MAX,
    'n_sep_by_space': CHAR_MAX, 'p_sign_posn': CHAR_MAX,
    'n_sign_posn': CHAR_MAX, 'decimal_point': '.', 'thousands_sep': '',
    'grouping': [],
}


def localeconv():
    """The numeric and monetary conventions (the C locale's)."""
    conv = dict(_C_CONV)
    conv['mon_grouping'] = []
    conv['grouping'] = []
    return conv


def nl_langinfo(key):
    """Locale information: the codeset, date formats, radix..."""
    values = {CODESET: _codeset(),
              D_T_FMT: '%a %b %e %H:%M:%S %Y', D_FMT: '%m/%d/%y',
              T_FMT: '%H:%M:%S', RADIXCHAR: '.', THOUSEP: '',
              YESEXPR: '^[yY]', NOEXPR: '^[nN]'}
    if key not in values:
        raise ValueError('unsupported langinfo constant')
    return values[key]


def strcoll(a, b):
    """Compare two strings by the collation of LC_COLLATE (code points)."""
    if not isinstance(a, _builtin_str) or not isinstance(b, _builtin_str):
        raise TypeError('strcoll() argument must be str')
    return (a > b) - (a < b)


def strxfrm(s):
    """The key for comparing s under LC_COLLATE (s itself in C)."""
    if not isinstance(s, _builtin_str):
        raise TypeError(f'strxfrm() argument must be str, not '
                        f'{type(s).__name__}')
    return s


def format_string(f, val, grouping=False, monetary=False):
    """Format val with the %-format f, localized (no change in C)."""
    return f % val


def currency(val, symbol=True, grouping=False, international=False):
    """Format val as money in the current locale."""
    conv = localeconv()
    digits = conv[international and 'int_frac_digits' or 'frac_digits']
    if digits == CHAR_MAX:
        raise ValueError("Currency formatting is not possible using "
                         "the 'C' locale.")
    return format_string(f'%.{digits}f', abs(val), grouping, monetary=True)


def str(val):
    """Convert a float to a string as str() but localized ('%.12g')."""
    return format_string('%.12g', val)


def delocalize(string):
    """Parse a localized number string into a normalized one."""
    conv = localeconv()
    ts = conv['thousands_sep']
    if ts:
        string = string.replace(ts, '')
    dd = conv['decimal_point']
    if dd:
        string = string.replace(dd, '.')
    return string


def localize(string, grouping=False, monetary=False):
    """Write a normalized number string in the locale's conventions."""
    return string


def atof(string, func=float):
    """Parse a localized number string as a float."""
    return func(delocalize(string))


def atoi(string):
    """Parse a localized number string as an int."""
    return int(delocalize(string))


# The alias tables (generated from CPython 3.13's): locale names to their
# canonical form, and encoding names to the spelling C libraries use.
from _locale_data import locale_alias, locale_encoding_alias


def _replace_encoding(code, encoding):
    """code (a canonical locale name) with its encoding replaced."""
    import encodings
    import encodings.aliases
    langname = code.partition('.')[0]
    enc = encodings.normalize_encoding(encoding)
    enc = encodings.aliases.aliases.get(enc.lower(), enc)
    key = enc.lower()
    if key not in locale_encoding_alias:
        key = key.replace('_', '').replace('-', '')
    return langname + '.' + locale_encoding_alias.get(key, enc)


def _append_modifier(code, modifier):
    """code with the modifier added; @euro becomes the ISO8859-15 encoding
    where the locale's encoding has no euro sign."""
    if modifier == 'euro':
        if '.' not in code:
            return code + '.ISO8859-15'
        encoding = code.partition('.')[2]
        if encoding in ('ISO8859-15', 'UTF-8'):
            return code
        if encoding == 'ISO8859-1':
            return _replace_encoding(code, 'ISO8859-15')
    return code + '@' + modifier


def normalize(localename):
    """The canonical form of a locale name (language_TERRITORY.encoding),
    or the name itself when the tables do not know it."""
    code = localename.lower()
    if ':' in code:
        code = code.replace(':', '.')
    code, _, modifier = code.partition('@')
    langname, _, encoding = code.partition('.')
    encoding = encoding.partition('.')[0]
    lang_enc = langname
    if encoding:
        lang_enc += '.' + encoding.replace('-', '').replace('_', '')
    # the most specific name the tables know wins
    found = locale_alias.get(lang_enc + ('@' + modifier if modifier else ''))
    if found is not None:
        return found
    if modifier:
        found = locale_alias.get(lang_enc)
        if found is not None:
            if '@' not in found:
                return _append_modifier(found, modifier)
            if found.split('@', 1)[1].lower() == modifier:
                return found
    if encoding:
        found = locale_alias.get(langname + ('@' + modifier if modifier else ''))
        if found is not None:
            if '@' not in found:
                return _replace_encoding(found, encoding)
            found, mod = found.split('@', 1)
            return _replace_encoding(found, encoding) + '@' + mod
        if modifier:
            found = locale_alias.get(langname)
            if found is not None:
                if '@' not in found:
                    return _append_modifier(_replace_encoding(found, encoding), modifier)
                found, mod = found.split('@', 1)
                if mod.lower() == modifier:
                    return _replace_encoding(found, encoding) + '@' + mod
    return localename


def _parse_localename(localename):
    code = normalize(localename)
    if '@' in code:
        code, modifier = code.split('@', 1)
        if modifier == 'euro' and '.' not in code:
            return code, 'iso-8859-15'
    if '.' in code:
        return tuple(code.split('.')[:2])
    if code == 'C':
        return None, None
    if code == 'UTF-8':
        return None, 'UTF-8'
    raise ValueError(f'unknown locale: {localename}')


def _build_localename(localetuple):
    try:
        language, encoding = localetuple
        if language is None:
            language = 'C'
        if encoding is None:
            return language
        return language + '.' + encoding
    except (TypeError, ValueError):
        raise TypeError('Locale must be None, a string, or an iterable of '
                        'two strings -- language code, encoding.') from None


def getlocale(category=LC_CTYPE):
    """(language code, encoding) of category's locale, or (None, None)."""
    name = setlocale(category)
    if category == LC_ALL and ';' in name:
        raise TypeError('category LC_ALL is not supported')
    return _parse_localename(name)


def getdefaultlocale(envvars=('LC_ALL', 'LC_CTYPE', 'LANG', 'LANGUAGE')):
    """The environment's locale as (language code, encoding)."""
    import warnings
    warnings.warn("'locale.getdefaultlocale' is deprecated and slated for "
                  "removal in Python 3.15. Use setlocale(), getencoding() "
                  "and getlocale() instead.", DeprecationWarning,
                  stacklevel=2)
    for variable in envvars:
        localename = _os.environ.get(variable)
        if localename:
            if variable == 'LANGUAGE':
                localename = localename.split(':')[0]
            break
    else:
        localename = 'C'
    return _parse_localename(localename)


def getencoding():
    """The encoding of LC_CTYPE's locale."""
    return _codeset()


def getpreferredencoding(do_setlocale=True):
    """The encoding of LC_CTYPE's locale (what CPython would open text
    files with; cpjit's own I/O is UTF-8 whatever the locale)."""
    return _codeset()
