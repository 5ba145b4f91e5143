# Patching the json module, JSONEncoder or the default encoder takes effect
# at once, as in CPython 3.13 (dumps' one-call path must notice).
import json
print(json.dumps({'a': 1}))
orig = json.JSONEncoder.encode
json.JSONEncoder.encode = lambda self, o: 'PATCHED'
print(json.dumps({'a': 1}))
json.JSONEncoder.encode = orig
print(json.dumps({'a': 1}))
json._default_encoder.encode = lambda o: 'INSTANCE'
print(json.dumps({'a': 1}))
del json._default_encoder.encode
print(json.dumps({'a': 1}), json.dumps('s\u00e9'))
json._default_encoder.item_separator = ';'
print(json.dumps([1, 2]))
json._default_encoder.item_separator = ', '
json.encoder.encode_basestring_ascii = lambda s: '<' + s + '>'
print(json.dumps(['x', {'k': 1}]))

# The decoder side: the default decoder's scan_once and JSONDecoder.raw_decode.
d = json._default_decoder
print(json.loads('[1, 2.5]'))
d.scan_once = lambda s, i: ('SCAN', len(s))
print(json.loads('[1, 2.5]'))
del d.scan_once
try:
    print(json.loads('[1, 2.5]'))
except AttributeError as e:
    print('AttributeError', e)
d.scan_once = json.scanner.make_scanner(d)
print(json.loads('[1, 2.5]'))
orig = json.JSONDecoder.raw_decode
json.JSONDecoder.raw_decode = lambda self, s, idx=0: ('RAW', len(s))
print(json.loads('[1]'))
json.JSONDecoder.raw_decode = orig
print(json.loads('[1]'))
d.parse_float = str
print(json.loads('[1.5]'))
d.scan_once = json.scanner.make_scanner(d)
print(json.loads('[1.5]'))
