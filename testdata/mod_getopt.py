import getopt, os
os.environ.pop('POSIXLY_CORRECT', None)
cases = [
    (['-a', '-b', 'val', 'rest'], 'ab:', []),
    (['-abval', 'x'], 'ab:', []),
    (['-ab', 'val'], 'ab:', []),
    (['--alpha', '--beta=2', '--gam', '3', 'file'], 'x', ['alpha', 'beta=', 'gamma=']),
    (['--beta', 'b', '--', '-a'], 'a', ['beta=']),
    (['file', '-a'], 'a', []),
    (['-', '-a'], 'a', []),
    (['-a', '--'], 'a', []),
    (['--al'], '', ['alpha', 'also']),
    (['--al'], '', ['alpha']),
    (['--alpha='], '', ['alpha=']),
    ([], 'a', []),
]
for args, short, longs in cases:
    for fn in (getopt.getopt, getopt.gnu_getopt):
        try: print(fn.__name__, args, fn(args, short, longs))
        except getopt.GetoptError as e: print(fn.__name__, args, 'GetoptError', e, repr(e.opt), e.msg, e.args)
print(getopt.gnu_getopt(['x', '-a', 'y', '--long', 'z'], 'a', 'long'))
print(getopt.gnu_getopt(['x', '-a', 'y'], '+a'))
os.environ['POSIXLY_CORRECT'] = '1'
print(getopt.gnu_getopt(['x', '-a', 'y'], 'a'))
del os.environ['POSIXLY_CORRECT']
for args, short, longs in [(['-z'], 'a', []), (['-b'], 'ab:', []), (['--nope'], '', ['yes']), (['--flag=1'], '', ['flag']),
                           (['--need'], '', ['need=']), (['--a'], '', ['ab', 'ac']), (['-:'], 'a:', [])]:
    try: getopt.getopt(args, short, longs)
    except getopt.error as e: print(type(e).__name__, str(e), e.opt)
print(getopt.error is getopt.GetoptError, issubclass(getopt.GetoptError, Exception))
