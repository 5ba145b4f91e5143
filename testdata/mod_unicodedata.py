# unicodedata: properties and names over a sample of every plane,
# lookup, normalization, errors
import unicodedata as u

print(u.unidata_version)
total = 0
lines = []
for cp in list(range(0, 0x3000, 7)) + list(range(0x3000, 0x110000, 997)) + [
        0xAC00, 0xD7A3, 0x4E00, 0x9FFF, 0x20000, 0x2A6DF, 0xF900, 0x17000,
        0x1F600, 0xFFFD, 0xD800, 0xDFFF, 0xE000, 0x10FFFF, 0x2EBF0, 0x31350]:
    c = chr(cp)
    row = (u.category(c), u.bidirectional(c), u.combining(c), u.east_asian_width(c),
           u.mirrored(c), u.decomposition(c), u.decimal(c, None), u.digit(c, None),
           u.numeric(c, None), u.name(c, None))
    total += hash(row) & 0xFFFF if False else len(repr(row))
    if cp % 5 == 0 or cp > 0xFFFF:
        lines.append(f'{cp:X} {row}')
print(len(lines), total)
print('\n'.join(lines[::3]))
for name in ['LATIN SMALL LETTER A', 'latin small letter a', 'SNOWMAN', 'HANGUL SYLLABLE GAG',
             'CJK UNIFIED IDEOGRAPH-4E01', 'CJK UNIFIED IDEOGRAPH-4e01', 'TANGUT IDEOGRAPH-17001',
             'CJK COMPATIBILITY IDEOGRAPH-F900', 'GRINNING FACE', b'DIGIT ONE', 'nope',
             'CJK UNIFIED IDEOGRAPH-0041', 'x' * 300]:
    try:
        print(repr(name)[:30], repr(u.lookup(name)))
    except KeyError as e:
        print(repr(name)[:30], 'KeyError', e)
s = 'Ça, ﬁancée ½ Å Å ㎏ ḕ'
for form in ('NFC', 'NFD', 'NFKC', 'NFKD'):
    n = u.normalize(form, s)
    print(form, ascii(n), len(n), u.is_normalized(form, s), u.is_normalized(form, n))
print(ascii(''.join(c for c in u.normalize('NFKD', 'Crème brûlée, naïve façade') if not u.combining(c))))


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
t(lambda: u.category(1))
t(lambda: u.category('ab'))
t(lambda: u.category(''))
t(lambda: u.name('\x00'))
t(lambda: u.name('\x00', 'dflt'))
t(lambda: u.name(1))
t(lambda: u.decimal('a'))
t(lambda: u.digit('a'))
t(lambda: u.numeric('a'))
t(lambda: u.numeric('\u00bd'))
t(lambda: u.numeric('\u4e07'))
t(lambda: u.decimal('\u0663', 9))
t(lambda: u.digit('\u00b2'))
t(lambda: u.normalize('X', 'a'))
t(lambda: u.normalize(1, 'a'))
t(lambda: u.is_normalized('NFC', 1))
t(lambda: u.lookup(1))
print(sorted(n for n in ['bidirectional', 'category', 'combining', 'decimal', 'decomposition',
                         'digit', 'east_asian_width', 'is_normalized', 'lookup', 'mirrored',
                         'name', 'normalize', 'numeric', 'unidata_version'] if hasattr(u, n)))
