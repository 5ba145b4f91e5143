# json.loads / JSONDecoder: values, hooks, options and error positions
# (CPython 3.13).
import json
from collections import OrderedDict


def show(label, fn):
    try:
        print(label, repr(fn()))
    except json.JSONDecodeError as e:
        print(label, 'JSONDecodeError', e, '|', repr(e.msg), e.pos, e.lineno, e.colno)
    except Exception as e:
        print(label, type(e).__name__, e)


doc = '''
{
  "name": "x\\u00e9\\u4e2d\\ud83d\\ude00 \u00e9",
  "nums": [0, -0, 1, -12, 3.5, -0.25, 1e3, 1E-3, 2.5e+2, 12345678901234567890123, 0.1],
  "lit": [true, false, null],
  "esc": "\\"\\\\\\/\\b\\f\\n\\r\\t\\u0000\\u001f",
  "nested": {"a": [], "b": {}, "c": [{}, [[]]]},
  "dup": 1, "dup": 2
}
'''
show('doc', lambda: json.loads(doc))
show('scalars', lambda: [json.loads(s) for s in ['1', '-1.5', '"s"', 'true', 'null', ' [ ] ', '\t{}\n']])
show('specials', lambda: json.loads('[NaN, Infinity, -Infinity]'))
show('big float', lambda: json.loads('[1e400, -1e400, 1e-400, 1.7976931348623157e308]'))
show('int max str', lambda: len(str(json.loads('9' * 4000))))
show('int too long', lambda: json.loads('9' * 5000))
show('keys shared', lambda: (lambda r: r[0] is not None and list(r[0])[0] is list(r[1])[0])(json.loads('[{"kk": 1}, {"kk": 2}]')))
show('surrogates', lambda: [ascii(x) for x in json.loads('["\\ud83d", "\\ude00", "\\ud83dx", "\\ud83d\\u0041", "\\ud83d\\ud83d"]')])
show('nonascii doc', lambda: json.loads('{"\u00e9\u4e2d": ["\u00e9", 1]}'))

# hooks
show('object_hook', lambda: json.loads('{"a": {"b": 1}, "c": [{}]}', object_hook=lambda d: sorted(d.items())))
show('pairs_hook', lambda: json.loads('{"b": 1, "a": {"x": 2}, "b": 3}', object_pairs_hook=lambda p: p))
show('pairs OrderedDict', lambda: json.loads('{"b": 1, "a": 2}', object_pairs_hook=OrderedDict))
show('both hooks', lambda: json.loads('{"b": 1}', object_hook=lambda d: 'OH', object_pairs_hook=lambda p: 'PH'))
show('parse_float', lambda: json.loads('[1.10, 2, 1e2]', parse_float=lambda s: ('F', s)))
show('parse_int', lambda: json.loads('[1.5, 2, -30]', parse_int=lambda s: 'i' + s))
show('parse_int float', lambda: json.loads('[1, 22]', parse_int=float))
show('parse_constant', lambda: json.loads('[NaN, -Infinity]', parse_constant=lambda s: s.lower()))
show('hook raises', lambda: json.loads('{"a": 1}', object_hook=lambda d: 1 / 0))
show('strict off', lambda: json.loads('["a\tb\nc\x01"]', strict=False))
show('strict on', lambda: json.loads('["a\tb"]'))


class Dec(json.JSONDecoder):
    def __init__(self, **kw):
        kw.setdefault('object_hook', lambda d: {k.upper(): v for k, v in d.items()})
        super().__init__(**kw)


show('cls', lambda: json.loads('{"a": {"b": 1}}', cls=Dec))
show('cls kw', lambda: json.loads('{"a": 1.5}', cls=Dec, parse_float=str))
show('bad kw', lambda: json.loads('1', foo=1))

dec = json.JSONDecoder()
show('raw_decode', lambda: dec.raw_decode('{"a": 1} tail'))
show('raw_decode idx', lambda: dec.raw_decode('xx [1, 2]  ', 3))
show('raw_decode ws', lambda: dec.raw_decode(' 1'))
show('raw_decode nonascii', lambda: dec.raw_decode('\u00e9\u00e9 "\u4e2d" x', 3))
show('decode', lambda: dec.decode('  [1]  '))
show('scan_once', lambda: dec.scan_once('[1, "\u00e9"] ', 0))
show('scan_once stop', lambda: dec.scan_once('  ', 0))
show('scan_once neg', lambda: dec.scan_once('1', -1))
show('parse_string', lambda: dec.parse_string('"a\\nb" x', 1))
show('scanstring', lambda: json.decoder.scanstring('"\u00e9\\u00e9"', 1) if hasattr(json, 'decoder') else None)

# bytes input
show('bytes', lambda: json.loads(b'{"a": [1, "\xc3\xa9"]}'))
show('bytearray', lambda: json.loads(bytearray(b'[1]')))
show('utf-8-sig', lambda: json.loads(b'\xef\xbb\xbf[1]'))
show('utf-16', lambda: json.loads('["\u00e9"]'.encode('utf-16')))
show('utf-16-le', lambda: json.loads('["x"]'.encode('utf-16-le')))
show('utf-16-be', lambda: json.loads('["x"]'.encode('utf-16-be')))
show('utf-32', lambda: json.loads('[1]'.encode('utf-32')))
show('not str', lambda: json.loads(12))
show('bom str', lambda: json.loads('\ufeff[1]'))

# errors
bad = ['', ' ', '[', ']', '{', '}', '[1', '[1,', '[1,]', '[,1]', '[1 2]', '{"a"', '{"a":', '{"a" 1}',
       '{"a":1,}', '{"a":1 "b":2}', '{1: 2}', "{'a': 1}", '"abc', '"\\', '"\\x"', '"\\u12"', '"\\u12x4"',
       '"\\u1234', '"\\ud83d\\u12x4"', '"a\x00"', '1 2', '[1] x', 'nul', 'tru', 'fals', 'NaNx', '-', '--1',
       '-x', '+1', '01', '1.', '.5', '1e', '1e+', '1.5e-', '0x1', '[1,\n 2,\n x]', '{\n"a": 1,\n\n "b" }',
       '"\u00e9\u00e9\\q"', '[\u00e9]', '["\u00e9", x]', 'Infinit', '-Infinit', '[-]']
for s in bad:
    show('bad %r' % s, lambda: json.loads(s))

deep = '[' * 100 + ']' * 100
show('deep ok', lambda: len(repr(json.loads(deep))))
deepo = '{"a":' * 100 + '1' + '}' * 100
show('deep obj ok', lambda: len(repr(json.loads(deepo))))
e = json.JSONDecodeError('m', 'ab\ncd', 4)
print(e, e.lineno, e.colno, e.args)
print(json.JSONDecodeError.__mro__[1].__name__, json.JSONDecodeError.__module__)
