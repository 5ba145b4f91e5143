# codecs: lookup and names, encode/decode, incremental and stream codecs,
# escape codecs, utf-8-sig, hex/base64/rot13, error handlers, codecs.open
import codecs
import io
import os


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


for n in ['utf8', 'UTF-8', 'latin1', 'Latin-1', 'iso-8859-1', 'L1', 'ascii',
          'US-ASCII', 'utf_16', 'utf-16le', 'UTF-32-BE', 'unicode_escape',
          'raw-unicode-escape', 'utf-8-sig', 'utf8_sig', 'rot13', 'rot_13',
          'hex', 'base64', 'base_64', 'u8', 'utf', 'cp65001', 'utf 8', 'nope']:
    t(lambda: codecs.lookup(n).name)
info = codecs.lookup('utf-8')
print(repr(info).startswith('<codecs.CodecInfo object for encoding utf-8 at 0x'),
      len(info), info[0] is info.encode, info._is_text_encoding,
      codecs.lookup('hex')._is_text_encoding)
t(lambda: codecs.encode('héllo €'))
t(lambda: codecs.encode('héllo', 'latin-1'))
t(lambda: codecs.decode(b'h\xc3\xa9', 'utf-8'))
t(lambda: codecs.decode(b'\xff', 'utf-8'))
t(lambda: codecs.decode(b'a\xe2\x82', 'utf-8'))
t(lambda: codecs.decode(b'\xff', 'utf-8', 'replace'))
t(lambda: codecs.encode('é', 'ascii'))
t(lambda: codecs.encode('é', 'ascii', 'xmlcharrefreplace'))
t(lambda: codecs.encode(b'x', 'utf-8'))
t(lambda: codecs.decode('x', 'utf-8'))
t(lambda: codecs.lookup(1))
t(lambda: codecs.encode('Hello, World', 'rot13'))
t(lambda: codecs.decode('Uryyb', 'rot_13'))
t(lambda: codecs.encode(b'\x00\xffabc', 'hex'))
t(lambda: codecs.decode(b'616263', 'hex'))
t(lambda: codecs.decode(b'6g', 'hex'))
t(lambda: codecs.decode(b'abc', 'hex'))
t(lambda: codecs.encode(b'hello world', 'base64'))
t(lambda: codecs.decode(b'aGVsbG8gd29ybGQ=\n', 'base64'))
t(lambda: codecs.encode('a\tb\\c\né\u20ac\U0001F600', 'unicode_escape'))
t(lambda: codecs.decode(b'a\\tb\\\\c\\n\\xe9\\u20ac\\U0001f600\\101', 'unicode_escape'))
t(lambda: codecs.decode(b'\\N{GREEK SMALL LETTER ALPHA}x', 'unicode_escape'))
t(lambda: codecs.decode(b'\\x4', 'unicode_escape'))
t(lambda: codecs.decode(b'\\N{nope}', 'unicode_escape'))
t(lambda: codecs.decode(b'ab\\', 'unicode_escape'))
t(lambda: codecs.decode(b'\\U00110000', 'unicode_escape'))
t(lambda: codecs.decode(b'\\x4', 'unicode_escape', 'replace'))
t(lambda: codecs.encode('aé\u20ac\U0001F600\\', 'raw_unicode_escape'))
t(lambda: codecs.decode(b'a\\u20ac\\\\u20ac\\U0001f600\\x41\xe9', 'raw_unicode_escape'))
t(lambda: codecs.decode(b'\\u12', 'raw_unicode_escape'))
t(lambda: codecs.encode('abc', 'utf-8-sig'))
t(lambda: codecs.decode(codecs.BOM_UTF8 + b'abc', 'utf-8-sig'))
t(lambda: codecs.decode(b'abc', 'utf-8-sig'))
t(lambda: codecs.encode('ab', 'utf-16'))
t(lambda: codecs.decode(b'\xfe\xff\x00a\x00b', 'utf-16'))
t(lambda: codecs.decode(b'a\x00b\x00', 'utf-16'))
t(lambda: codecs.encode('ab', 'utf-32'))
print(codecs.BOM_UTF8, codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE, codecs.BOM_UTF32_LE,
      codecs.BOM_UTF32_BE, codecs.BOM == codecs.BOM_UTF16, codecs.BOM_LE, codecs.BOM_BE)
t(lambda: codecs.utf_8_decode(b'a\xe2\x82'))
t(lambda: codecs.utf_8_decode(b'a\xe2\x82', 'strict', True))
t(lambda: codecs.utf_8_encode('é'))
t(lambda: codecs.latin_1_decode(b'\xe9'))
t(lambda: codecs.escape_decode(b'a\\nb\\x41\\101\\q'))
t(lambda: codecs.escape_decode(b'\\x4'))
t(lambda: codecs.escape_decode(b'ab\\'))
t(lambda: codecs.escape_encode(b"a\nb'\\\xff\x00"))

# incremental decoding splits multi-byte sequences anywhere
data = 'aé€😀z'.encode('utf-8')
for enc in ('utf-8', 'utf-16', 'utf-16-le', 'utf-16-be', 'utf-32', 'utf-8-sig', 'latin-1'):
    text = 'aé€😀z' if enc != 'latin-1' else 'aéz'
    raw = codecs.encode(text, enc)
    for step in (1, 2, 3):
        dec = codecs.getincrementaldecoder(enc)()
        parts = [dec.decode(raw[i:i + step]) for i in range(0, len(raw), step)]
        parts.append(dec.decode(b'', final=True))
        print(enc, step, parts)
    ienc = codecs.getincrementalencoder(enc)()
    print(enc, [ienc.encode(c) for c in text], ienc.encode('', True))
d = codecs.getincrementaldecoder('utf-8')()
t(lambda: d.decode(b'\xe2\x82'))
t(lambda: d.decode(b'', final=True))
print(list(codecs.iterdecode([b'\xc3', b'\xa9', b'x'], 'utf-8')),
      list(codecs.iterencode(['a', 'é'], 'utf-16')))

# streams
buf = io.BytesIO()
w = codecs.getwriter('utf-8')(buf)
w.write('héllo\n')
w.writelines(['wörld\n', 'x'])
print(buf.getvalue())
r = codecs.getreader('utf-8')(io.BytesIO('line1\nliné2\r\nline3'.encode('utf-8')))
print(r.readline(), r.readline(keepends=False), r.read())
r = codecs.getreader('utf-16')(io.BytesIO('one\ntwo\n'.encode('utf-16')))
print(list(r))
r = codecs.getreader('utf-8')(io.BytesIO(b'abc\xffdef'), errors='replace')
print(r.read())

tmpdir = os.path.join(os.environ.get('TMPDIR', '/tmp'), 'mod_codecs.%d' % os.getpid())
os.makedirs(tmpdir, exist_ok=True)
path = os.path.join(tmpdir, 'codecs_test.txt')
with codecs.open(path, 'w', encoding='utf-16') as f:
    f.write('first\nsecond é\n')
with open(path, 'rb') as f:
    print(f.read())
with codecs.open(path, 'r', encoding='utf-16') as f:
    print(f.readlines())
with codecs.open(path, 'r', 'utf-16') as f:
    print([line for line in f])
f = codecs.open(path, 'rb')
print(type(f).__name__, f.read(4))
f.close()
os.remove(path)
os.rmdir(tmpdir)

# error handlers
for name in ('strict', 'ignore', 'replace', 'xmlcharrefreplace', 'backslashreplace',
             'namereplace', 'surrogateescape', 'surrogatepass'):
    print(name, codecs.lookup_error(name).__name__)
t(lambda: codecs.lookup_error('nope'))
ee = UnicodeEncodeError('ascii', 'aéb€', 1, 2, 'bad')
de = UnicodeDecodeError('utf-8', b'a\xffb', 1, 2, 'bad')
for h in (codecs.ignore_errors, codecs.replace_errors, codecs.backslashreplace_errors):
    print(h(ee), h(de))
print(codecs.xmlcharrefreplace_errors(ee))
t(lambda: codecs.xmlcharrefreplace_errors(de))
t(lambda: codecs.strict_errors(ee))
codecs.register_error('mine', lambda e: ('<%d>' % e.start, e.end))
print(codecs.lookup_error('mine')(ee))
t(lambda: codecs.register_error('x', 1))


def search(name):
    if name == 'shout':
        return codecs.CodecInfo(lambda s, e='strict': (s.upper().encode(), len(s)),
                                lambda b, e='strict': (bytes(b).decode().lower(), len(b)),
                                name='shout')
    return None
codecs.register(search)
print(codecs.encode('hi', 'shout'), codecs.decode(b'HI', 'shout'), codecs.lookup('shout').name)
codecs.unregister(search)
t(lambda: codecs.lookup('shout'))
