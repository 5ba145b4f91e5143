# io.IncrementalNewlineDecoder: decode, getstate/setstate, reset, newlines.
import codecs
import io

D = io.IncrementalNewlineDecoder
print(D, D.__module__, D.__name__)

def show(d, chunks, final_last=True):
    out = []
    for i, c in enumerate(chunks):
        out.append(d.decode(c, final=final_last and i == len(chunks) - 1))
    print(repr(out), repr(d.newlines), d.getstate())

for translate in (True, False):
    print('translate', translate)
    show(D(None, translate), ['a\nb', 'c\r', '\nd\r', 'e\r\n'])
    show(D(None, translate), ['abc\r'], final_last=False)
    show(D(None, translate), ['abc\r', ''])
    show(D(None, translate), ['\r', '\r', '\r\n', '\n'])
    show(D(None, translate), ['x\r\ny\rz\n'])
    show(D(None, translate), ['only text'])
    show(D(None, translate), ['\r\n\r\n'])
    show(D(None, translate), ['a\r', 'b'])
    u = codecs.getincrementaldecoder('utf-8')()
    show(D(u, translate), [b'\xc3', b'\xa9\r', b'\n\xe2\x82', b'\xac\r'])

d = D(None, True)
print(repr(d.decode('ab\r')), d.getstate())
st = d.getstate()
d.reset()
print(d.getstate(), d.newlines, repr(d.decode('\n')))
d.setstate(st)
print(repr(d.decode('\ncd')), d.getstate(), d.newlines)
d.setstate((b'', 0))
print(repr(d.decode('\n', True)))
u = codecs.getincrementaldecoder('utf-8')()
d = D(u, translate=False)
print(repr(d.decode(b'\xe2\x82')), d.getstate())
d.setstate((b'\xe2', 3))
print(d.getstate(), repr(d.decode(b'\x82\xac')))
print(repr(d.decode(b'', final=True)))
d.reset()
print(d.getstate())
for nl in (None,):
    dd = D(None, True)
    for s in ['a\n', 'b\r', '\n', 'c\r', 'd']:
        dd.decode(s)
        print(repr(dd.newlines), end=' ')
    print()
try:
    D(None, True).decode(b'bytes')
except TypeError as e:
    print('TypeError', e)
try:
    D(None, True).setstate(3)
except TypeError as e:
    print('TypeError', e)
try:
    D()
except TypeError as e:
    print('TypeError', e)
d = D(decoder=None, translate=1, errors='strict')
print(repr(d.decode(input='q\r', final=True)))
