# locale: the C locale family (C, POSIX, C.UTF-8), formatting, errors
import locale as L


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


t(lambda: L.setlocale(L.LC_NUMERIC))
t(lambda: L.getlocale(L.LC_NUMERIC))
t(lambda: L.setlocale(L.LC_ALL, 'C'))
t(lambda: L.setlocale(L.LC_ALL))
t(lambda: L.getlocale())
t(lambda: L.setlocale(L.LC_ALL, 'POSIX'))
t(lambda: L.setlocale(L.LC_NUMERIC, 'C.UTF-8'))
t(lambda: L.setlocale(L.LC_ALL))
t(lambda: L.getlocale(L.LC_ALL))
t(lambda: L.getlocale(L.LC_NUMERIC))
t(lambda: L.setlocale(L.LC_ALL, 'xx_YY.UTF-8'))
t(lambda: L.setlocale(99, 'C'))
t(lambda: L.setlocale(L.LC_ALL, ('C', 'UTF-8')))
t(lambda: L.setlocale(L.LC_ALL, (None, None)))
t(lambda: L.setlocale(L.LC_ALL, 5))
t(lambda: L.localeconv())
t(lambda: L.currency(1.5))
t(lambda: L.format_string('%.2f and %d', (1234.5, 99999), grouping=True))
t(lambda: L.format_string('%(a)s-%(b)05.1f', {'a': 'x', 'b': 2.25}))
t(lambda: L.str(3.14159265358979))
t(lambda: L.atoi('42'))
t(lambda: L.atof('3,5'))
t(lambda: L.atof('2.5'))
t(lambda: L.delocalize('1,234.5'))
t(lambda: L.localize('1234.5', grouping=True))
t(lambda: (L.strcoll('a', 'b'), L.strcoll('b', 'a'), L.strcoll('a', 'a')))
t(lambda: sorted(['b', 'A', 'a', 'B'], key=L.strxfrm))
t(lambda: L.nl_langinfo(L.CODESET))
t(lambda: L.nl_langinfo(L.RADIXCHAR))
t(lambda: L.normalize('en_US'))
t(lambda: L.normalize('de_DE.utf8'))
t(lambda: L.normalize('C.UTF-8'))
t(lambda: L.normalize('xx_YY'))
t(lambda: L.getpreferredencoding(False))
t(lambda: L.getencoding())
t(lambda: (L.LC_ALL, L.LC_CTYPE, L.LC_NUMERIC, L.CHAR_MAX))
t(lambda: f'{1234567:n} {1234.5:n}')
t(lambda: issubclass(L.Error, Exception))

# normalize over the full alias tables: encodings replaced, @euro, modifiers
for n in ['en_US.UTF-8', 'de', 'C', 'fr_FR@euro', 'de_DE@euro', 'pl', 'pl_PL.utf8', 'ja_JP.eucjp', 'ja', 'zh_CN',
          'sr_RS@latin', 'sr@latin', 'ca_ES@valencia', 'be_BY@latin', 'en_US.ISO-8859-15', 'es_ES.UTF-8@euro',
          'posix', 'C.UTF-8', 'xx_YY', 'en_US:utf8', 'EN_us.Utf-8', 'de_AT.iso88591@euro', 'it_IT.latin1', 'no_NO',
          'ru_RU.KOI8-R', 'uz_UZ@cyrillic', 'tt_RU@iqtelif', 'aa', 'ku_TR.UTF-8', 'sd', 'ks_IN@devanagari',
          'en_GB.utf-8@euro', 'nl_BE@euro', 'el_GR.iso88597', 'tr', 'fi_FI.ISO8859-15@euro']:
    print(repr(n), L.normalize(n))
print(len(L.locale_alias) > 500, L.locale_encoding_alias["utf8"])
