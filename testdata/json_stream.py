# json.dump / iterencode pieces, json.load, json.tool-style use and the
# _json accelerator called directly (CPython 3.13).
import io
import json
import _json
import sys


class Recorder:
    def __init__(self):
        self.chunks = []

    def write(self, s):
        self.chunks.append(s)


data = {'b': [1, 2.5, 'x', None, [], {}, [True, {'k': (False,)}]], 'a': {'n': -3, 'e': ''}}
for kw in ({}, {'indent': 2}, {'indent': '\t', 'sort_keys': True}, {'separators': (',', ':')},
           {'ensure_ascii': False}, {'skipkeys': True}):
    r = Recorder()
    json.dump(dict(data, u='\u00e9', **{'(1,)': 0}), r, **kw)
    print(kw, r.chunks)
    print(''.join(r.chunks) == json.dumps(dict(data, u='\u00e9', **{'(1,)': 0}), **kw))

enc = json.JSONEncoder(indent=1)
print(list(enc.iterencode([1, [2, {'a': [3]}], 'z'])))
print(enc.iterencode({'a': 1}, _one_shot=True))
print(list(json.JSONEncoder(default=repr).iterencode([object, 1j])))


class P:
    pass


r = Recorder()
try:
    json.dump([1, 2, [3, P()], 4], r)
except TypeError as e:
    print('partial', r.chunks, e)
r = Recorder()
a = [1]
a.append([a])
try:
    json.dump(a, r)
except ValueError as e:
    print('partial circ', r.chunks, e)

# load from a file object, json.tool style
src = io.StringIO('{"z": [1, 2, {"y": null}], "a": "\\u00e9", "m": 1.50}\n')
obj = json.load(src, object_pairs_hook=lambda pairs: dict(pairs))
out = io.StringIO()
json.dump(obj, out, sort_keys=True, indent=4, ensure_ascii=False)
out.write('\n')
print(out.getvalue(), end='')
for line in ['{"a": 1}', '[1, 2]', '"s"']:
    print(json.dumps(json.loads(line), indent=None, separators=(',', ':')))
print(json.dumps(obj, indent=4, sort_keys=True, ensure_ascii=True))
out = io.StringIO()
json.dump([1, {'a': 2}], out)
print(repr(out.getvalue()))
print(json.load(io.StringIO('[1, 2]')), json.load(io.BytesIO(b'{"b": 2}')))
try:
    json.load(io.StringIO('{"a": }'))
except json.JSONDecodeError as e:
    print(type(e).__name__, e)

# the accelerator itself
print(_json.encode_basestring('a"\\\n\x01\u00e9\U0001f600'))
print(_json.encode_basestring_ascii('a"\\\n\x01\u00e9\U0001f600\x7f'))
for bad in (1, b'x', None):
    try:
        _json.encode_basestring_ascii(bad)
    except TypeError as e:
        print('TypeError', e)
print(_json.scanstring('"abc"', 1), _json.scanstring('x"a\\tb"', 2), _json.scanstring('"\x01"', 1, False))
for args in (('"abc', 1), ('"a\\u00"', 1), ('"a"', 5), ('"a"', -1), ('"a\x01"', 1)):
    try:
        print(_json.scanstring(*args))
    except Exception as e:
        print(type(e).__name__, e)

markers = {}
e = _json.make_encoder(markers, lambda o: ['d', str(type(o).__name__)], _json.encode_basestring_ascii,
                       '  ', ': ', ',', True, False, True)
print(type(e).__name__, e([{'b': 1, 'a': (1, 2.0)}, object()], 0))
print(e({'x': [1]}, 2), markers)
print(e.sort_keys, e.skipkeys, e.indent, e.key_separator, e.item_separator, e.markers is markers)
e2 = _json.make_encoder(None, None, lambda s: '<' + s + '>', None, '=', ';', False, True, False)
print(e2({'k': 'v', 1: ['s'], (1,): 2}, 0))
try:
    e2([float('nan')], 0)
except ValueError as ex:
    print('ValueError', ex)
e3 = _json.make_encoder(None, None, lambda s: 1, None, '=', ';', False, True, False)
try:
    e3(['s'], 0)
except TypeError as ex:
    print('TypeError', ex)
for args in (([], None, None, None, ':', ',', 0, 0, 0), (None, None, None, None, 1, ',', 0, 0, 0),
             (None, None, None, None, ':', None, 0, 0, 0)):
    try:
        _json.make_encoder(*args)
    except TypeError as ex:
        print('TypeError', ex)


class Ctx:
    strict = False
    object_hook = None
    object_pairs_hook = None
    parse_float = float
    parse_int = int
    parse_constant = str
    memo = {}


s = _json.make_scanner(Ctx())
print(type(s).__name__, s.strict, s.parse_constant, s.object_hook)
print(s('{"a": [1, NaN, "\t"]}', 0), s('xx 12', 3), s('"\u00e9" [1]', 4))
for args in (('', 0), ('  ', 1), ('[1', 0), ('1', 5)):
    try:
        print(s(*args))
    except StopIteration as ex:
        print('StopIteration', ex.value)
    except json.JSONDecodeError as ex:
        print('JSONDecodeError', ex)
print(json.decoder.JSONDecoder is json.JSONDecoder, json.encoder.JSONEncoder.__module__)
from json.decoder import JSONDecodeError
print(JSONDecodeError is json.JSONDecodeError)
e4 = _json.make_encoder(None, None, _json.encode_basestring_ascii, '  ', ': ', ',', False, False, True)
print(e4([1, {'a': [2]}], -3), e4([1, {'a': [2]}], 1), e4([], 5))
