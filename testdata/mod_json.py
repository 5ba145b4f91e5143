# json
import json
from collections import OrderedDict

data = {"name": "cpjit", "version": [3, 13, 0], "ok": True, "none": None, "pi": 3.14159,
        "nested": {"a": [1, 2, {"b": "c"}], "empty": {}, "el": []}, "uni": "héllo ☃ 𝄞", "esc": "q\"\\\n\t\x01/"}
s = json.dumps(data)
print(s)
print(json.dumps(data, indent=2, sort_keys=True))
print(json.dumps(data, ensure_ascii=False, separators=(',', ':')))
print(json.dumps([1.0, 1e100, -0.0, 1.5e-7, float('inf'), float('-inf'), 2**70, True, False]))
print(json.dumps({1: 'int key', 2.5: 'float', True: 't', None: 'n'}), json.dumps("just a string"), json.dumps(None))
print(json.loads(s) == data, json.loads(s)["uni"])
print(json.loads('[1, 2.5, -3e2, "x\\u00e9\\ud834\\udd1e", true, false, null, {"k": []}]'))
print(json.loads(' {"a" : 1 , "b":[ ] } '), json.loads('NaN') != json.loads('NaN'), json.loads('-Infinity'))
print(json.loads('{"a": 1}', object_pairs_hook=OrderedDict), json.loads('[1.5]', parse_float=str), json.loads('7', parse_int=float))
print(json.loads(b'{"bytes": 1}'), json.dumps({"t": (1, 2)}), json.dumps([], indent=4), json.dumps({}, indent=4))
print(json.dumps({"a": [1, {"b": 2}]}, indent="\t"))
for bad in ['', '[1,]', '{"a" 1}', '{"a": 1,}', '[1 2]', '{1: 2}', '"abc', '"\\x"', '[1] x', 'tru', '01', '"a\x01"', '{"a":', '"\\u12"']:
    try:
        json.loads(bad)
    except json.JSONDecodeError as e:
        print(repr(bad), '->', e, e.pos, e.lineno, e.colno)
for bad in [{(1, 2): 3}, [set()], float('nan')]:
    try:
        print(json.dumps(bad, allow_nan=False))
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
circ = []
circ.append(circ)
try:
    json.dumps(circ)
except ValueError as e:
    print(e)

class Enc(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, set):
            return sorted(o)
        return super().default(o)

print(json.dumps({"s": {3, 1, 2}}, cls=Enc), json.dumps({"s": {1}}, default=list))
print(json.loads('{"__complex__": true, "re": 1, "im": 2}', object_hook=lambda d: complex(d["re"], d["im"]) if "__complex__" in d else d))
import io
buf = io.StringIO()
json.dump({"x": [1, 2]}, buf, indent=1)
print(buf.getvalue())
print(json.load(io.StringIO('{"y": 3}')))
print(json.dumps({"b": 1, "a": 2}, sort_keys=True), json.dumps([{"z": 0, "y": 1}], sort_keys=True, indent=None))
