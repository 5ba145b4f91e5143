# The pure-Python halves of json (what CPython runs without its C
# accelerator): the encoder generator with c_make_encoder patched out, and
# json.scanner.py_make_scanner / json.decoder.py_scanstring /
# json.encoder.py_encode_basestring(_ascii) called directly (CPython 3.13).
import json
import json.decoder
import json.encoder
import json.scanner


def show(label, fn):
    try:
        print(label, repr(fn()))
    except json.JSONDecodeError as e:
        print(label, 'JSONDecodeError', e)
    except StopIteration as e:
        print(label, 'StopIteration', e.value)
    except Exception as e:
        print(label, type(e).__name__, e)


data = {'b': [1, 2.5, 'x\u00e9\U0001f600"\n', None, [], {}, (True, False)], 'a': {'n': -3, 2: 1e100, None: 0}}
saved = json.encoder.c_make_encoder
json.encoder.c_make_encoder = None
try:
    show('py dumps', lambda: json.dumps(data))
    show('py indent', lambda: json.dumps(data, indent=2, ensure_ascii=False))
    show('py sorted', lambda: json.dumps({'b': 1, 'a': [{'d': 1, 'c': 2}]}, sort_keys=True, separators=(',', ':')))
    show('py nan', lambda: json.dumps([float('nan')], allow_nan=False))
    show('py key', lambda: json.dumps({(1,): 1}))
    show('py skip', lambda: json.dumps({(1,): 1, 'k': 2}, skipkeys=True))
    a = []
    a.append(a)
    show('py circ', lambda: json.dumps(a))
    show('py default', lambda: json.dumps([{1, 2}], default=sorted))
    show('py no default', lambda: json.dumps([object()]))
finally:
    json.encoder.c_make_encoder = saved
show('c again', lambda: json.dumps(data))

for s in ['abc', 'a"b\\c\n\x00\x7f', '\u00e9\u4e2d\U0001f600', '']:
    print(json.encoder.py_encode_basestring(s), json.encoder.py_encode_basestring_ascii(s),
          json.encoder.py_encode_basestring(s) == json.encoder.encode_basestring(s),
          json.encoder.py_encode_basestring_ascii(s) == json.encoder.encode_basestring_ascii(s))

dec = json.JSONDecoder()
scan = json.scanner.py_make_scanner(dec)
for doc in ['{"a": [1, -2.5e3, "\\u00e9\\ud83d\\ude00", true, null, NaN]}', '[]', '  1', '"x"', '[1,]',
            '{"a" 1}', '[1 2]', '"\\q"', '"abc', '-', '12.5e', '[-Infinity, Infinity]', '{}', '{"a":1,}']:
    show('py scan %r' % doc, lambda: scan(doc, 0))
for args in [('"abc"', 1), ('"a\\nb\\u00e9"', 1), ('"a\tb"', 1, False), ('"a\tb"', 1), ('"abc', 1)]:
    show('py scanstring %r' % (args,), lambda: json.decoder.py_scanstring(*args))
