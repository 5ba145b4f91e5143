import shlex, io
cases = ['a b c', '  leading and trailing  ', 'echo "hello world"', "it's 'quoted text'", 'a\\ b c', '"a\\"b" \'c\\d\'',
         'x="a b"c', 'cmd # comment', 'a "" b', "''", 'one\ttwo\nthree', '"esc \\\\ \\$ \\x"', 'ßeta ünï', 'a|b;c&&d',
         "mixed'quo'\"tes\"", 'back\\\\slash', '\\"', 'a#b', '']
for c in cases:
    for kw in ({}, {'comments': True}, {'posix': False}):
        try: print(repr(c), kw, shlex.split(c, **kw))
        except ValueError as e: print(repr(c), kw, 'ValueError', e)
for bad in ['"unterminated', "'open", 'ends with\\']:
    for posix in (True, False):
        try: print(shlex.split(bad, posix=posix))
        except ValueError as e: print('ValueError', e)
for s in ['', 'safe-word_1.2/x:y,z=w+v@%', 'has space', "it's", 'tab\there', '$HOME', 'é', '*']:
    print(repr(s), shlex.quote(s))
print(shlex.join(['echo', 'hello world', "it's", '']))
print(shlex.split(shlex.join(['a b', "c'd", 'e"f', '']), ))
lex = shlex.shlex('a = b + "c d" ; # comment\nnext(1, 2)')
print(list(lex), lex.lineno)
lex = shlex.shlex('a = b + "c d"', posix=True)
print(list(lex))
lex = shlex.shlex('a && b || c; (d) > out.txt 2>&1', punctuation_chars=True)
print(list(lex))
lex = shlex.shlex('~/bin/x -f a.b=c', posix=True, punctuation_chars=True)
lex.whitespace_split = True
print(list(lex), lex.punctuation_chars)
lex = shlex.shlex(io.StringIO('first second third'))
print(lex.get_token(), lex.get_token())
lex.push_token('pushed')
print(lex.get_token(), lex.get_token(), repr(lex.get_token()), lex.error_leader('file', 3))
lex = shlex.shlex('a b', posix=True)
print(lex.get_token(), lex.get_token(), lex.get_token())
lex = shlex.shlex('x y z')
lex.push_source('inner source')
print(list(lex))
lex = shlex.shlex('w1 w2', posix=True)
lex.wordchars += '-'
lex.whitespace = ' '
print(list(lex), lex.eof, shlex.shlex('').eof == '')
for bad in [None, 5]:
    try: shlex.split(bad)
    except Exception as e: print(type(e).__name__, e)
try: shlex.quote(5)
except Exception as e: print(type(e).__name__, e)
try: shlex.quote(b'x y')
except Exception as e: print(type(e).__name__, e)
