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
