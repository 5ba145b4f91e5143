# tomllib: the TOML 1.0 grammar and CPython's error messages.
import io
import os
import tempfile
import tomllib
from decimal import Decimal

DOC = r'''
# This is a TOML document
title = "TOML Example"
"quoted key" = 'literal \n'
'' = "empty key"
bare-key_1 = 1
site."google.com" = true
a . b . c = "dotted with spaces"

[owner]
name = "Tom Preston-Werner"
dob = 1979-05-27T07:32:00-08:00
esc = "tab\there \"quoted\" \\ \u00e9 \U0001F600 \b\f\r\n"

[database]
enabled = true
ports = [ 8000, 8001, 8002 ]
data = [ ["delta", "phi"], [3.14] ]
temp_targets = { cpu = 79.5, case = 72.0 }
trailing = [
  1,  # comment
  2,
]

[servers]

[servers.alpha]
ip = "10.0.0.1"
role = "frontend"

[servers.beta]
ip = "10.0.0.2"

[[products]]
name = "Hammer"
sku = 738594937

[[products]]  # empty table within the array

[[products]]
name = "Nail"
color = "gray"
[products.details]
size = 3

[[fruits]]
name = "apple"
[[fruits.varieties]]
name = "red delicious"
[[fruits.varieties]]
name = "granny smith"

[ints]
int1 = +99
int2 = 42
int3 = 0
int4 = -17
int5 = 1_000
hex1 = 0xDEADBEEF
hex2 = 0xdead_beef
oct1 = 0o01234567
bin1 = 0b11010110
big = 9223372036854775808
neg0 = -0

[floats]
f1 = +1.0
f2 = 3.1415
f3 = -0.01
f4 = 5e+22
f5 = 1e06
f6 = -2E-2
f7 = 6.626e-34
f8 = 224_617.445_991_228
sf1 = inf
sf2 = +inf
sf3 = -inf
sf4 = nan
sf5 = +nan
sf6 = -nan
nz = -0.0

[dates]
odt1 = 1979-05-27T07:32:00Z
odt2 = 1979-05-27T00:32:00.999999-07:00
odt3 = 1979-05-27 07:32:00.1234567+05:30
odt4 = 1979-05-27t07:32:00z
ldt1 = 1979-05-27T07:32:00
ldt2 = 1979-05-27T00:32:00.5
ld1 = 1979-05-27
lt1 = 07:32:00
lt2 = 00:32:00.999

[strings]
str1 = """
Roses are red
Violets are blue"""
str2 = """
The quick brown \


  fox jumps over \
    the lazy dog."""
str3 = """Here are two quotation marks: "". Simple enough."""
str4 = """Here are fifteen quotation marks: ""\"""\"""\"""\"""\"."""
str5 = """"This," she said, "is just a pointless statement.""""
lit1 = 'C:\Users\nodejs\templates'
lit2 = QQQ
The first newline is
trimmed in raw strings.
   All other whitespace
   is preserved.
QQQ
lit3 = QQQ'That,' she said, 'is still pointless.QQQ'
lit4 = QQQHere are fifteen quotation marks: """""""""""""""QQQ

[inline]
point = { x = 1, y = 2 }
nested = { a.b = 1, a.c = [1, { d = 2 }] }
empty = {}
arr_of_tables = [ { n = 1 }, { n = 2 } ]
mixed = [ 1, "two", 3.0, [4], { five = 5 } ]

[dotted.tables]
x = 1
[dotted]
y = 2
'''.replace('QQQ', "'" * 3)

data = tomllib.loads(DOC)
def show(obj, indent=0):
    pad = '  ' * indent
    if isinstance(obj, dict):
        for k, v in obj.items():
            if isinstance(v, (dict, list)) and v:
                print(f'{pad}{k!r}:')
                show(v, indent + 1)
            else:
                print(f'{pad}{k!r}: {v!r}')
    else:
        for v in obj:
            if isinstance(v, (dict, list)) and v:
                print(f'{pad}-')
                show(v, indent + 1)
            else:
                print(f'{pad}- {v!r}')
show(data)
print(data['dates']['odt2'].utcoffset(), data['dates']['odt3'].tzinfo)
print(str(data['floats']['sf4']), str(data['floats']['sf6']))
print(tomllib.loads(''), tomllib.loads('\n\n# only comments\n'))
print(tomllib.loads('a = 1\r\nb = 2\r\n'))
print(tomllib.loads('x = 1.5\ny = [2.25]', parse_float=Decimal))
print(tomllib.loads('x = 0.1', parse_float=str))

with tempfile.TemporaryDirectory() as d:
    path = os.path.join(d, 'c.toml')
    with open(path, 'wb') as f:
        f.write(b'[t]\nk = "v"\n')
    with open(path, 'rb') as f:
        print(tomllib.load(f))
print(tomllib.load(io.BytesIO('s = "\u00fc"'.encode())))

for bad in (lambda: tomllib.loads(5),
            lambda: tomllib.load(io.StringIO('x = 1')),
            lambda: tomllib.loads('x = 1.0', parse_float=lambda s: [s]),
            lambda: tomllib.loads('x = 1', parse_float=lambda s: {})):
    try:
        print(bad())
    except (AttributeError, TypeError, ValueError) as e:
        print(type(e).__name__, e)

INVALID = [
    'x = ', 'x = 1 2', 'x', '= 1', 'x = tru', 'x = "abc', "x = 'abc",
    'x = "a\\qb"', 'x = "\\u12"', 'x = "\\uD800"', 'x = """abc', "x = '''abc",
    'x = [1, 2', 'x = [1 2]', 'x = {a = 1', 'x = {a = 1 b = 2}',
    'x = {a = 1, a = 2}', 'x = {a.b = 1, a.b.c = 2}', 'x = {a = [1], a.b = 2}',
    'x = 1\nx = 2', '[a]\n[a]', '[a]\nb = 1\n[a.b]', 'a.b = 1\n[a.b]',
    '[a.b]\n[a]\nb.c = 1', '[[a]]\n[a]', 'a = [1]\n[[a]]', 'a = {b = 1}\n[a]',
    'a = {b = 1}\na.c = 2', '[a\nb = 1', '[[a]\n', '[a] x', 'x = 1 # ok\ny = 2 z',
    'x = 1979-02-30', 'x = 1979-13-01', 'x = 24:00:00', 'x = 00x1', 'x = 0_1',
    'x = 1__0', 'x = 01', 'x = .5', 'x = 5.', 'x = 1e', 'x = "\x01"',
    'x = 1 # comment \x00', "x = 'a\x7f'", 'x = """\\  x"""', '  $ = 1',
    '[a]]', 'x.y = 1\nx.y.z = 2', '"abc = 1', 'x = [1,,2]', 'x = {,}',
    'x = {a = 1,}', 'x = 1\n\n\n  y = = 2', 'x = nan2', 'x = -infx',
    'x = +0x10', 'x = 0b102', 'x = 1979-05-27T07:32', 'k = """a\\\n   b\\ c"""',
    '[[a.b]]\n[a]\n[a.b]', 'a = 1\n[a.b]', '[a]\nx = 1\n[[a]]',
    'x = """\\\x00"""', 'x = "\\U00110000"', 'a.b = 1\na = 2',
    '[tbl]\nx = {y = 1}\n[tbl.x.z]', '[ a . "b" ]\n[a.b]',
]
for doc in INVALID:
    try:
        print(repr(doc), '->', tomllib.loads(doc))
    except tomllib.TOMLDecodeError as e:
        print(repr(doc), '->', e)
print(tomllib.TOMLDecodeError.__module__, issubclass(tomllib.TOMLDecodeError, ValueError))
print(tomllib.__all__)
