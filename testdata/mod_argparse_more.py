import argparse, contextlib, io, os, sys
os.environ['COLUMNS'] = '100'
sys.argv = ['some/dir/prog3.py', 'pos', '--opt', 'v']

def run(parser, args, **kw):
    err = io.StringIO()
    out = io.StringIO()
    try:
        with contextlib.redirect_stderr(err), contextlib.redirect_stdout(out):
            ns = parser.parse_args(args, **kw)
        print('ok', ns)
    except SystemExit as e:
        print('exit', e.code)
    except argparse.ArgumentError as e:
        print('ArgumentError', e)
    if out.getvalue():
        print('stdout:', out.getvalue(), end='')
    if err.getvalue():
        print('stderr:', err.getvalue(), end='')

p = argparse.ArgumentParser()
p.add_argument('p')
p.add_argument('--opt')
print(p.parse_args())
print(repr(p)[:60])
run(p, None)
a = p._actions[1]
print(a)

q = argparse.ArgumentParser(prog='q', fromfile_prefix_chars='@')
q.add_argument('-c', nargs='?', const='C', default='D')
q.add_argument('--three', nargs=3, type=int)
q.add_argument('--store-false', action='store_false')
q.add_argument('--typed', type=int, default=5, help='type %(type)s default %(default)s prog %(prog)s dest %(dest)s')
q.add_argument('--pair', nargs=2, metavar=('A', 'B'), help='a pair')
q.add_argument('--star', nargs='*', metavar=('S1', 'S2'))
q.add_argument('--plus', nargs='+', choices=[1, 2, 3], type=int)
q.add_argument('--old', deprecated=True)
q.add_argument('--ints', type=lambda s: [int(x) for x in s.split(',')])
def even(s):
    v = int(s)
    if v % 2:
        raise argparse.ArgumentTypeError('%r is not even' % s)
    return v
q.add_argument('--even', type=even)
argsfile = os.path.join(os.environ.get('TMPDIR', '/tmp'), 'argparse-args-%d.txt' % os.getpid())
with open(argsfile, 'w') as fh:
    fh.write('-c\nfromfile\n--three\n1\n2\n3\n')
run(q, ['@' + argsfile, '--store-false'])
os.remove(argsfile)
run(q, ['@missing-file.txt'])
run(q, ['-c'])
run(q, [])
run(q, ['-cX'])
run(q, ['--three', '1', '2'])
run(q, ['--three', '1', 'x', '3'])
run(q, ['--plus', '4'])
run(q, ['--plus'])
run(q, ['--plus', '1', '3', '--star', '--pair', 'a', 'b'])
run(q, ['--old', '1', '--old', '2'])
run(q, ['--ints', '1,2,3'])
run(q, ['--ints', '1,x'])
run(q, ['--even', '3'])
run(q, ['--even', '4', '--store-false=x'])
run(q, ['-h'])
run(q, ['-c', ''], namespace=argparse.Namespace(pre='set'))
run(q, ['-c', 'a b'])
run(q, ['-c', '-x y'])

# short option clusters and ambiguity on short prefixes
r = argparse.ArgumentParser(prog='r')
r.add_argument('-a', action='store_true')
r.add_argument('-b', action='store_true')
r.add_argument('-c', type=int)
r.add_argument('-long')
r.add_argument('-lots')
run(r, ['-abc5'])
run(r, ['-abc=5'])
run(r, ['-ab', '-c', '7'])
run(r, ['-lo'])
run(r, ['-lon', 'x'])
run(r, ['-a=1'])
run(r, ['-ax'])
run(r, ['-h'])

# subparsers with title, metavar, dest None
s = argparse.ArgumentParser(prog='s')
s.add_argument('-g', action='store_true')
subs = s.add_subparsers(title='commands', description='available commands', metavar='CMD')
x = subs.add_parser('run', help='run things', description='Run it.')
x.add_argument('target', choices=['fast', 'slow'])
subs.add_parser('stop', help='stop things', aliases=['halt', 'kill'])
subs.add_parser('hidden')
run(s, ['-h'])
run(s, ['run', '-h'])
run(s, ['run', 'medium'])
run(s, ['halt'])
run(s, ['bogus'])
run(s, [])
run(s, ['-g'])

# groups with descriptions and empty group, usage with positional groups
t = argparse.ArgumentParser(prog='t', add_help=False)
g1 = t.add_argument_group('inputs', 'Where things come from.')
g1.add_argument('src', nargs='?', help='the source')
g1.add_argument('--encoding', default='utf-8')
t.add_argument_group('empty')
m = t.add_mutually_exclusive_group()
m.add_argument('--x', action='store_true', help=argparse.SUPPRESS)
m.add_argument('--y', action='store_true')
m.add_argument('--z', type=int)
print(t.format_help())
run(t, ['--y', '--z', '1'])
print(t.get_default('encoding'), t.get_default('nothing'))
t.set_defaults(encoding='latin-1', other=3)
print(t.parse_args([]))
print(argparse.Namespace() == argparse.Namespace(), argparse.Namespace(a=1) != argparse.Namespace(a=2))
