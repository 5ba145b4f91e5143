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


# A small part of CPython's alias tables: the names of common locales
# and encodings (normalize() leaves other names as they are).
_ENCODING_ALIASES = {
    'utf8': 'UTF-8', 'utf_8': 'UTF-8', 'utf-8': 'UTF-8',
    'latin1': 'ISO8859-1', 'iso88591': 'ISO8859-1', 'iso8859_1': 'ISO8859-1',
    'iso_8859_1': 'ISO8859-1', 'latin_1': 'ISO8859-1',
    'iso885915': 'ISO8859-15', 'iso8859_15': 'ISO8859-15',
    'ascii': 'ISO8859-1', 'eucjp': 'eucJP', 'euc_jp': 'eucJP',
}
_LOCALE_ALIASES = {
    'c': 'C', 'posix': 'C', 'c.ascii': 'C', 'c.en': 'C.ISO8859-1',
    'c.utf8': 'C.UTF-8', 'en': 'en_US.ISO8859-1', 'en_us': 'en_US.ISO8859-1',
    'en_gb': 'en_GB.ISO8859-1', 'en_ca': 'en_CA.ISO8859-1',
    'en_au': 'en_AU.ISO8859-1', 'de': 'de_DE.ISO8859-1',
    'de_de': 'de_DE.ISO8859-1', 'fr': 'fr_FR.ISO8859-1',
    'fr_fr': 'fr_FR.ISO8859-1', 'es': 'es_ES.ISO8859-1',
    'es_es': 'es_ES.ISO8859-1', 'it': 'it_IT.ISO8859-1',
    'it_it': 'it_IT.ISO8859-1', 'nl': 'nl_NL.ISO8859-1',
    'nl_nl': 'nl_NL.ISO8859-1', 'pt': 'pt_PT.ISO8859-1',
    'pt_br': 'pt_BR.ISO8859-1', 'ru': 'ru_RU.UTF-8', 'ru_ru': 'ru_RU.UTF-8',
    'ja': 'ja_JP.eucJP', 'ja_jp': 'ja_JP.eucJP', 'zh_cn': 'zh_CN.gb2312',
    'zh_tw': 'zh_TW.big5', 'ko_kr': 'ko_KR.eucKR', 'sv_se': 'sv_SE.ISO8859-1',
    'pl_pl': 'pl_PL.ISO8859-2', 'tr_tr': 'tr_TR.ISO8859-9',
}


def normalize(localename):
    """The canonical form of a locale name (language_TERRITORY.encoding)."""
    code = localename.lower()
    if ':' in code:
        code = code.replace(':', '.')
    if '@' in code:
        code, modifier = code.split('@', 1)
    else:
        modifier = ''
    if '.' in code:
        langname, encoding = code.split('.')[:2]
    else:
        langname, encoding = code, ''
    full = langname + ('.' + encoding if encoding else '')
    if full in _LOCALE_ALIASES and not modifier:
        return _LOCALE_ALIASES[full]
    if langname in _LOCALE_ALIASES:
        base = _LOCALE_ALIASES[langname]
        if encoding:
            enc = _ENCODING_ALIASES.get(encoding.replace('-', ''),
                                        _ENCODING_ALIASES.get(encoding,
                                                              encoding))
            base = base.split('.')[0] + '.' + enc
        return base + ('@' + modifier if modifier else '')
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
