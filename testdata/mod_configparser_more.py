# configparser: defaults and vars in interpolation, booleans, files by path, formats, mapping protocol.
import configparser, io, pathlib, os, tempfile, copy, pickle
p = configparser.ConfigParser()
p.read_string("""
[DEFAULT]
base = /srv
path = %(base)s/data
[a]
x = %(path)s/x
y = %(z)s
[b]
path = local
v = %(path)s
""")
print(p.get('a', 'x'), p.get('b', 'v'), p.get('a', 'y', vars={'z': 'Z'}))
print(p.get('DEFAULT', 'path'), p.items('DEFAULT'))
print(p['a'].get('y', raw=True), p['a'].get('y', vars={'z': 1}))
print(list(p['a'].keys()))
try:
    print(list(p['a'].items()))
except Exception as e:
    print(type(e).__name__, e)
print(p.getint('a', 'nope', fallback='str'), p.getboolean('b', 'nope', fallback=None))
for v in ('1', 'yes', 'TRUE', 'on', '0', 'No', 'false', 'OFF'):
    p.set('b', 'flag', v)
    print(v, p.getboolean('b', 'flag'), p['b'].getboolean('flag'))
p2 = configparser.ConfigParser(default_section='general', interpolation=None)
p2.read_string("[general]\nk = 100%\n[s]\n")
print(p2['s']['k'], p2.has_section('general'), list(p2))
with tempfile.TemporaryDirectory() as d:
    f = pathlib.Path(d) / 'x.ini'
    f.write_text('[p]\nq = 1\n')
    print(p2.read(f) == [str(f)], p2.read([f, str(f)]) == [str(f), str(f)], p2['p']['q'])
    print(p2.read(os.fsencode(str(f))) == [os.fsencode(str(f))])
p3 = configparser.RawConfigParser(dict_type=dict, allow_no_value=True, delimiters=(':', '='))
p3.read_string("[s]\nkey: a=b\nother = c:d\nflag\n")
print(dict(p3['s']))
buf = io.StringIO(); p3.write(buf); print(buf.getvalue())
p4 = configparser.ConfigParser(empty_lines_in_values=False)
try:
    p4.read_string("[s]\nk = v\n\n  cont\n")
except Exception as e:
    print(type(e).__name__, e)
p5 = configparser.ConfigParser(inline_comment_prefixes=(';', '#'), comment_prefixes=('#',))
p5.read_string("[s]\nk = v ; comment\nj = w;not\n; a = b\n  # indented comment\nm = 1 # c\n")
print(dict(p5['s']))
print(configparser.ConfigParser().has_option('DEFAULT', 'x'))
try:
    configparser.ConfigParser(interpolation=configparser.BasicInterpolation)
except TypeError as e:
    print(e)
p6 = configparser.ConfigParser()
p6['s'] = {'a': '1'}
s = p6['s']
p6['s'] = s
print(dict(p6['s']))
p6['DEFAULT']['d'] = 'x'
print(p6.defaults(), dict(p6['s']), len(p6['s']))
print(p6.sections(), 's' in p6, p6.get('s', 'D'))
p6.read_dict({'t': {'k': 'v'}}, source='<mine>')
try:
    p6.read_dict({'t': {'k': 'v', 'K': 'w'}})
except Exception as e:
    print(e)
print(configparser.ConfigParser.BOOLEAN_STATES is configparser.RawConfigParser.BOOLEAN_STATES)
try:
    p6.getfloat('s', 'a', 'extra')
except TypeError as e:
    print(e)
try:
    p6.get('s')
except TypeError as e:
    print(e)
print(p6.popitem()[0], p6.sections())
p6.clear()
print(p6.sections(), p6.defaults())
e = configparser.NoOptionError('o', 's')
print(e.option, e.section, e.message, pickle.loads(pickle.dumps(e)).args)
