# tokenize and token: the tokens of many small sources and of a sample file
# (positions, lines, exact types, f-strings), errors, untokenize in both
# modes, detect_encoding, tokenize.open.
import io
import os
import sys
import token
import tokenize

here = os.path.dirname(os.path.abspath(__file__))

CASES = [
    "f'{x:}'", "f'{x:>10}'", "f'{x:{w}.{p}}'", "f'{x=}'", "f'{x = !r:>4}'", 'f"{a[\'b\']}"',
    "rf'\\{x}\\N{y}'", "f'\\N{DASH} {{}}'", 'f"""a\nb{x\n+1}c\nd"""\n', 'x = 1\r\ny = 2\r\n',
    'x # c', '# c', 'if x:\n    y\n', 'a = (1,\n  2)\n', 'x = \\\n  1\n', '\n\n', '',
    '1 if x else 2j; 0x_1f 1_0.5e-3 0o17 0b1 1e5 .5 5.', '1__0', "'abc", 'x = """abc\nd',
    '(1,\n', 'if x:\n    y\n  z\n', 'a $ b', 'x = 1 \\', '0777', '1if x', 'a!b', "x = f'{a'",
    '\tif x:\n\t  y\n', 'if x:\n    y\n\n  # c\nz\n', 'x = 1\n\\\n', 'def f():\n    pass\n    ',
    '€ = 1', 'a = 1 # c\n', '  x\n', 'if a:\n  if b:\n    c\n  d\ne\n', "f'{'a'}'", "f'}'",
    "f'{x!r}' f'{x:{y:{z}}}'", "b'x' rb'y' Rb'z' u'w' BR'v' F'{a}' fR'{b}'", "x = '''a\nb'''\ny",
    "'a\\\nb'", "if x:\n\tpass\n        pass\n", "x\n\f\ny\n", 'async def f(): await x', 'a->b ... := **= //= >>= <<= != @=',
    "f'{x\n}'", "f'''{x\n!r}'''", "f'a{{'", "def f(\n  a,\n):\n  pass\n", "x = [\n\n]\n", "'''\n", 'x = 1\n  # indented comment\ny = 2\n',
    "\\\nx", "f'{a:{b}}{c}' f'{d}e'", "f\"{'''a'''}\"", 'f"{x:%H:%M}"', "x = 1;\n", "1.e5 1E+5 1j 0j 00 0_0 1.5J",
    "print(f'{3.14:.2f}', f'{{{x}}}')", "'\\N{LATIN SMALL LETTER A}'", "f'{x}' \\\n  f'{y}'",
]
for src in CASES:
    print('##', repr(src))
    try:
        for t in tokenize.generate_tokens(io.StringIO(src).readline):
            print('  ', tokenize.tok_name[t.type], tokenize.tok_name[t.exact_type], repr(t.string), t.start, t.end, repr(t.line))
    except Exception as e:
        print('  EXC', type(e).__name__, e.args)
    try:
        toks = list(tokenize.generate_tokens(io.StringIO(src).readline))
        print('  UNT', repr(tokenize.untokenize(toks)))
        print('  UNT2', repr(tokenize.untokenize((t.type, t.string) for t in toks)))
    except Exception as e:
        print('  UEXC', type(e).__name__, e.args)

sample = os.path.join(here, 'tokenize_data', 'sample1.txt')
with open(sample, 'rb') as f:
    toks = list(tokenize.tokenize(f.readline))
for t in toks:
    print(t)
print(tokenize.untokenize(toks).decode())
with open(sample, 'rb') as f:
    print(tokenize.untokenize((t.type, t.string) for t in tokenize.tokenize(f.readline)).decode())

def toks(b):
    try:
        return [(tokenize.tok_name[t.type], t.string) for t in tokenize.tokenize(io.BytesIO(b).readline)][:6]
    except Exception as e:
        return 'EXC %s %s' % (type(e).__name__, e)
for b in [b'x = 1\n', b'\xef\xbb\xbfx = 1\n', b'# -*- coding: latin-1 -*-\nx = "\xe9"\n', b'#!/usr/bin/python\n# vim: set fileencoding=utf-8 :\ny\n',
          b'# coding: nope\n', b'\xef\xbb\xbf# coding: latin-1\n', b'\xff\xfe\n', b'', b'x\n# coding: latin-1\n']:
    print(toks(b))
    try:
        print(tokenize.detect_encoding(io.BytesIO(b).readline))
    except SyntaxError as e:
        print('SyntaxError', e)
t = next(iter(tokenize.generate_tokens(io.StringIO('a += 1').readline)))
print(t, t.exact_type, t.type, t._fields)
ts = list(tokenize.generate_tokens(io.StringIO('a += 1').readline))
print(ts[1].exact_type, token.tok_name[ts[1].exact_type], ts[1] == (55, '+=', (1, 2), (1, 4), 'a += 1'))
print(tokenize.untokenize(tokenize.tokenize(io.BytesIO(b'if x:\n  y = "\xc3\xa9"\n').readline)))
print(token.ISTERMINAL(5), token.ISNONTERMINAL(300), token.ISEOF(0), token.NT_OFFSET, token.N_TOKENS)
print(tokenize.TokenError.__mro__, issubclass(tokenize.TokenError, Exception))
import tempfile
tmpdir = tempfile.TemporaryDirectory()
path = os.path.join(tmpdir.name, 'latin1.py')
with open(path, 'wb') as f:
    f.write(b'# coding: latin-1\ns = "caf\xe9"\n')
with tokenize.open(path) as f:
    print(f.encoding, f.mode, repr(f.read()))
os.remove(path)
tmpdir.cleanup()
try:
    list(tokenize.generate_tokens(io.BytesIO(b'x').readline))
except Exception as e:
    print(type(e).__name__, e)
try:
    list(tokenize.tokenize(io.StringIO('x').readline))
except Exception as e:
    print(type(e).__name__, e)
it = iter(['a = 1\n', 'b = 2\n'])
print([t.string for t in tokenize.generate_tokens(lambda: next(it))])
try:
    tokenize.untokenize([(1, 'a', (1, 5), (1, 6), ''), (1, 'b', (1, 0), (1, 1), '')])
except ValueError as e:
    print('ValueError', e)
print(repr(tokenize.untokenize([(1, 'a'), (55, '+'), (2, '1'), (4, '\n')])))
print(token.tok_name[token.FSTRING_MIDDLE], token.EXACT_TOKEN_TYPES['**='], len(token.tok_name))
print(sorted(set(tokenize.__all__) - set(token.__all__)))
