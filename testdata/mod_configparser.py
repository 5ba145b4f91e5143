# configparser: reading, access, conversion, interpolation, writing, errors.
import configparser
import io
import os
import tempfile

SRC = """
# a comment
[DEFAULT]
ServerAliveInterval = 45
Compression = yes
CompressionLevel = 9
ForwardX11 = yes

[forge.example]
User = hg

[topsecret.server.example]
Port = 50022
ForwardX11 = no
multi = first line
   second line

   after blank
; another comment
empty =
colon: value with spaces   
"""

cp = configparser.ConfigParser()
cp.read_string(SRC)
print(cp.sections())
print(cp.defaults())
print(list(cp))
print(len(cp), 'forge.example' in cp, 'DEFAULT' in cp, 'nope' in cp)
print(cp.options('topsecret.server.example'))
print(repr(cp.get('topsecret.server.example', 'multi')))
print(repr(cp['topsecret.server.example']['empty']))
print(repr(cp['topsecret.server.example']['colon']))
print(cp.getint('topsecret.server.example', 'port'))
print(cp.getfloat('topsecret.server.example', 'port'))
print(cp.getboolean('topsecret.server.example', 'forwardx11'))
print(cp.getboolean('forge.example', 'ForwardX11'))
print(cp.get('forge.example', 'missing', fallback='fb'))
print(cp.getint('forge.example', 'missing', fallback=7))
print(cp.get('nosuch', 'x', fallback=None))
print(cp.items('forge.example'))
print([(k, type(v).__name__) for k, v in cp.items()])
print(cp.has_option('forge.example', 'compression'), cp.has_option('nosuch', 'user'),
      cp.has_option(None, 'compression'), cp.has_option('', 'user'))
sect = cp['forge.example']
print(sect, sect.name, sect.parser is cp, len(sect), list(sect))
print(sect.get('user'), sect.get('nouser'), sect.get('nouser', 'dflt'))
print(sect.getint('compressionlevel'), sect.getboolean('compression'),
      sect.getfloat('nope', 1.5))
print('user' in sect, 'USER' in sect, 'zzz' in sect)
sect['newkey'] = 'newval'
print(dict(sect))
del sect['newkey']
try:
    del sect['newkey']
except KeyError as e:
    print('KeyError', e)
try:
    sect['x']
except KeyError as e:
    print('KeyError', e)
try:
    cp['nosection']
except KeyError as e:
    print('KeyError', e)
print(cp['DEFAULT'], dict(cp['DEFAULT']))

# errors
for call in (lambda: cp.get('nosuch', 'x'),
             lambda: cp.get('forge.example', 'MISSING'),
             lambda: cp.getint('forge.example', 'user'),
             lambda: cp.getboolean('forge.example', 'user'),
             lambda: cp.add_section('forge.example'),
             lambda: cp.add_section('DEFAULT'),
             lambda: cp.add_section(3),
             lambda: cp.set('forge.example', 'k', 3),
             lambda: cp.set('forge.example', 4, 'v'),
             lambda: cp.set('nosuch', 'k', 'v'),
             lambda: cp.set('forge.example', 'k', 'bad % value'),
             lambda: cp.options('nosuch'),
             lambda: cp.items('nosuch'),
             lambda: cp.remove_option('nosuch', 'x'),
             lambda: cp.__delitem__('DEFAULT'),
             lambda: cp.__delitem__('nosuch')):
    try:
        print('ok', call())
    except Exception as e:
        print(type(e).__name__, e, e.args)

for text in ("x = 1\n", "[a]\nx=1\nx=2\n", "[a]\n[b]\n[a]\n",
             "[a]\nx=1\ngarbage\nmore garbage\n   cont\n=novalue\n",
             "\n\n  key = v\n", "[a]\n  : v\n"):
    try:
        configparser.ConfigParser().read_string(text, source='src.ini')
        print('parsed')
    except configparser.Error as e:
        print(type(e).__name__)
        print(e)
        print(repr(e), e.args)
        if isinstance(e, configparser.ParsingError):
            print(e.source, getattr(e, 'errors', 'no errors'))

e = configparser.ParsingError('f.ini')
e.append(2, 'bad')
print(str(e), e.errors)
print(configparser.DuplicateSectionError('s'), configparser.DuplicateOptionError('s', 'o'))
print(configparser.DuplicateOptionError('s', 'o', 'src'))
print(configparser.InterpolationError('o', 's', 'msg').args)
print(issubclass(configparser.MissingSectionHeaderError, configparser.ParsingError),
      issubclass(configparser.InterpolationDepthError, configparser.InterpolationError),
      issubclass(configparser.Error, Exception))

# non-strict parsing merges duplicates
ns = configparser.ConfigParser(strict=False)
ns.read_string("[a]\nx=1\n[a]\nx=2\ny=3\n")
print(dict(ns['a']))
# re-reading keeps existing values
ns.read_string("[a]\nz=9\n[b]\n")
print(dict(ns['a']), ns.sections())

# basic interpolation
bi = configparser.ConfigParser()
bi.read_string("""
[paths]
home = /home/%(user)s
user = alice
lib = %(home)s/lib
pct = 100%%
bad = %(missing)s
loop = %(loop2)s
loop2 = %(loop)s
syntax = %(oops
lone = 50% off
""")
print(bi.get('paths', 'lib'), bi.get('paths', 'pct'))
print(bi.get('paths', 'lib', raw=True))
print(bi.get('paths', 'lib', vars={'home': '/override'}))
print(bi.items('paths', raw=True)[:2])
for opt in ('bad', 'loop', 'syntax', 'lone'):
    try:
        bi.get('paths', opt)
    except configparser.InterpolationError as e:
        print(type(e).__name__, e)
        print(e.args)
try:
    bi.items('paths')
except configparser.InterpolationError as e:
    print(type(e).__name__, e.option, e.section)

# extended interpolation
ei = configparser.ConfigParser(interpolation=configparser.ExtendedInterpolation())
ei.read_string("""
[common]
base = /opt
dir = ${base}/app
cost = $$5

[other]
path = ${common:dir}/bin
self = ${path}/x
missing = ${nosection:x}
toomany = ${a:b:c}
bad = $oops
""")
print(ei['other']['path'], ei['other']['self'], ei['common']['cost'])
for opt in ('missing', 'toomany', 'bad'):
    try:
        ei.get('other', opt)
    except configparser.InterpolationError as e:
        print(type(e).__name__, e)
try:
    ei.set('other', 'x', 'a $ b')
except ValueError as e:
    print(e)

# raw parser keeps % and non-str values
raw = configparser.RawConfigParser()
raw.add_section('s')
raw.set('s', 'n', 5)
raw.set('s', 'p', '%(x)s')
print(raw.get('s', 'n'), raw.get('s', 'p'), raw.items('s'))
print(configparser.ConfigParser(interpolation=None).__class__.__name__)

# read_dict, defaults, options, removal
rd = configparser.ConfigParser({'shared': 'yes', 'num': 3})
rd.read_dict({'one': {'a': 1, 'B': 2.5}, 2: {'k': 'v'}})
print(rd.sections(), rd.options('one'), rd.defaults())
print(rd['one']['b'], rd['2']['shared'], rd['one']['num'])
try:
    rd.read_dict({'x': {'a': 1, 'A': 2}})
except configparser.DuplicateOptionError as e:
    print(e)
print(rd.remove_option('one', 'a'), rd.remove_option('one', 'a'))
print(rd.remove_section('2'), rd.remove_section('2'), rd.sections())
rd['new'] = {'q': 'r'}
print(rd.sections(), dict(rd['new']))
rd['new'] = {'s': 't'}
print(dict(rd['new']))
del rd['new']
print(rd.sections())

# write
w = configparser.ConfigParser()
w['DEFAULT'] = {'a': '1'}
w['sec'] = {'multi': 'l1\nl2', 'plain': 'x'}
buf = io.StringIO()
w.write(buf)
print(buf.getvalue(), end='')
buf = io.StringIO()
w.write(buf, space_around_delimiters=False)
print(buf.getvalue(), end='')
nv = configparser.ConfigParser(allow_no_value=True)
nv.read_string("[mysqld]\nskip-bdb\nport = 3\n")
print(nv.get('mysqld', 'skip-bdb'), nv.items('mysqld'))
buf = io.StringIO()
nv.write(buf)
print(buf.getvalue(), end='')
try:
    configparser.ConfigParser(allow_no_value=True).read_string("[s]\nkey\n  more\n")
except configparser.ParsingError as e:
    print(type(e).__name__, e.args)

# options for the format
custom = configparser.ConfigParser(delimiters=('->',), comment_prefixes=('//',),
                                   inline_comment_prefixes=('#',),
                                   empty_lines_in_values=False,
                                   default_section='common')
custom.read_string("""
[common]
x -> 1
[s]
// comment
a -> b # inline
c -> d#not a comment
e -> first

  not a continuation
""" if False else "[common]\nx -> 1\n[s]\n// comment\na -> b # inline\nc -> d#kept\n")
print(custom.sections(), dict(custom['s']), custom.default_section)
print(custom.items('s'))

# optionxform, converters, popitem
ox = configparser.ConfigParser()
ox.optionxform = str
ox.read_string("[S]\nCamel = 1\ncamel = 2\n")
print(dict(ox['S']))
cv = configparser.ConfigParser(converters={'list': lambda v: v.split(',')})
cv.read_string("[s]\nitems = a,b,c\n")
print(cv.getlist('s', 'items'), cv['s'].getlist('items'), sorted(cv.converters))
print(cv.getlist('s', 'nope', fallback=[]))
pi = configparser.ConfigParser()
pi.read_string("[a]\n[b]\n")
print(pi.popitem()[0], pi.sections())

# files
with tempfile.TemporaryDirectory() as d:
    p1 = os.path.join(d, 'one.ini')
    with open(p1, 'w') as f:
        f.write("[file]\nk = v\n")
    fc = configparser.ConfigParser()
    print([os.path.basename(x) for x in fc.read([p1, os.path.join(d, 'missing.ini')])])
    print(fc['file']['k'])
    with open(p1) as f:
        fc2 = configparser.ConfigParser()
        fc2.read_file(f)
    print(fc2.sections())
    try:
        with open(p1, 'w') as f:
            f.write("[file]\nk=1\nk=2\n")
        configparser.ConfigParser().read(p1)
    except configparser.DuplicateOptionError as e:
        print(str(e).replace(d, 'DIR'))
fl = configparser.ConfigParser()
fl.read_file(["[lines]\n", "a = 1\n"])
try:
    configparser.ConfigParser().read_file(["[x]\n", "bad\n"])
except configparser.ParsingError as e:
    print(e)
print(fl['lines']['a'])
print(configparser.DEFAULTSECT, configparser.MAX_INTERPOLATION_DEPTH, configparser.UNNAMED_SECTION)
un = configparser.ConfigParser(allow_unnamed_section=True)
un.read_string("top = 1\n[s]\nk = 2\n")
print(un.get(configparser.UNNAMED_SECTION, 'top'), un.sections())
buf = io.StringIO()
un.write(buf)
print(buf.getvalue(), end='')
