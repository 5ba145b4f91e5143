"""Config/report round trips through json (indent, sort_keys, separators, default hooks) and csv."""
import csv
import io
import json
from decimal import Decimal
from collections import OrderedDict

config = {"name": "svc", "ports": [80, 443], "tls": {"on": True, "cert": None}, "ratio": 0.1, "big": 2**70,
          "unicode": "naïve ☃", "nested": [[], {}, [1, [2, [3]]]], "float": 1e16, "neg": -0.0}
s = json.dumps(config, indent=2, sort_keys=True)
print(s)
print(json.dumps(config, separators=(",", ":"), ensure_ascii=False)[:80])
print(json.loads(s) == config, json.dumps(json.loads(s), sort_keys=True) == json.dumps(config, sort_keys=True))
print(json.dumps([1, "a", None], indent="\t"), json.dumps({"a": 1}, indent=0), json.dumps([], indent=4), json.dumps({}, indent=4))
print(json.dumps({3: "int key", True: "bool", None: "none", 1.5: "float"}), json.dumps(float("nan")), json.dumps([float("inf")]))
try:
    json.dumps(float("nan"), allow_nan=False)
except ValueError as e:
    print("ValueError:", e)
try:
    json.dumps({"s": {1, 2}})
except TypeError as e:
    print("TypeError:", e)
print(json.dumps({"s": {1, 2}, "d": Decimal("1.5")}, default=lambda o: sorted(o) if isinstance(o, set) else str(o)))


class Enc(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, complex):
            return {"re": o.real, "im": o.imag}
        return super().default(o)


print(json.dumps([1 + 2j], cls=Enc), json.loads('{"a": 1.5, "b": 2}', parse_float=Decimal, parse_int=str))
print(json.loads('[1, {"b": 2, "a": 1}]', object_pairs_hook=OrderedDict), json.loads('"\\ud83d\\ude00 \\u00e9"'))
print(json.loads('{"a": 1, "a": 2}'), json.loads(" 42 "), json.loads("NaN"), json.loads('"x"'))
for bad in ['{"a" 1}', '[1, 2', '{"a": 1,}', "'single'", "", "[1] x"]:
    try:
        json.loads(bad)
    except json.JSONDecodeError as e:
        print(f"JSONDecodeError: {e} | pos={e.pos} line={e.lineno} col={e.colno}")

data = """name,dept,salary,start
"Smith, Ann",Eng,120000,2019-03-01
Bob Jones,Sales,"85,000",2020-07-15
"Li ""Lee"" Wu",Eng,99000,2021-01-10
Cy,Ops,,2018-11-30
"""
rows = list(csv.DictReader(io.StringIO(data)))
for r in rows:
    print(r)
by_dept = {}
for r in rows:
    sal = int(r["salary"].replace(",", "") or 0)
    by_dept.setdefault(r["dept"], []).append(sal)
out = io.StringIO()
w = csv.writer(out, quoting=csv.QUOTE_NONNUMERIC, lineterminator="\n")
w.writerow(["dept", "count", "total", "note"])
for dept, sals in sorted(by_dept.items()):
    w.writerow([dept, len(sals), sum(sals), 'has "quotes", commas' if dept == "Eng" else None])
print(out.getvalue())
out = io.StringIO()
dw = csv.DictWriter(out, fieldnames=["a", "b"], extrasaction="ignore", delimiter=";")
dw.writeheader()
dw.writerows([{"a": 1, "b": "x;y", "c": 3}, {"a": "multi\nline"}])
print(repr(out.getvalue()))
print(list(csv.reader(["a\tb\t'c d'"], delimiter="\t", quotechar="'")), list(csv.reader(['x, "y"'], skipinitialspace=True)))
try:
    csv.DictWriter(io.StringIO(), fieldnames=["a"]).writerow({"z": 1})
except ValueError as e:
    print("ValueError:", e)
try:
    list(csv.reader(['"unterminated'], strict=True))
except csv.Error as e:
    print("csv.Error:", e)
