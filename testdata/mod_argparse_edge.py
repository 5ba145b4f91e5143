import argparse, contextlib, io, os, sys
os.environ.pop('COLUMNS', None)
sys.argv = ['edge']

def run(parser, args):
    err = io.StringIO()
    out = io.StringIO()
    try:
        with contextlib.redirect_stderr(err), contextlib.redirect_stdout(out):
            ns = parser.parse_args(args)
        print('ok', ns)
    except SystemExit as e:
        print('exit', e.code)
    except argparse.ArgumentError as e:
        print('ArgumentError', e)
    if out.getvalue():
        print('stdout:', out.getvalue(), end='')
    if err.getvalue():
        print('stderr:', err.getvalue(), end='')

p = argparse.ArgumentParser(description='   Leading spaces and\n\nparagraphs   are   collapsed.   ')
p.add_argument('--a-very-long-option-name-indeed', '-L', metavar='SOME_LONG_METAVAR', help='help that starts on the next line because the invocation is long; it keeps going to wrap')
p.add_argument('--pct', type=int, default='10', help='100%% sure, default %(default)r')
p.add_argument('--empty', help='')
p.add_argument('file', nargs='?', default='-', help='input or -')
p.add_argument('--opt', nargs='?', const=1, type=int)
g = p.add_argument_group('grouped')
m = g.add_mutually_exclusive_group(required=True)
m.add_argument('--left', action='store_const', const='L', dest='side')
m.add_argument('--right', action='store_const', const='R', dest='side')
run(p, ['-h'])
run(p, ['--left'])
run(p, ['--left', '-'])
run(p, ['--right', '--opt', '--pct', '7'])
run(p, ['--right', '--opt=', 'f'])
run(p, ['--right', '--opt', '3', '--', '--weird'])
run(p, [])
run(p, ['--left', '--right'])
run(p, ['--left', '-L'])
run(p, ['--left', '--a-very=v'])

sp = argparse.ArgumentParser(prog='sp')
subs = sp.add_subparsers()
subs.required = True
subs.add_parser('one')
subs.add_parser('two')
run(sp, [])
run(sp, ['three'])
run(sp, ['one', 'extra'])
print(sp.format_usage(), end='')
pos = argparse.ArgumentParser(prog='pos')
pos.add_argument('xs', nargs='*')
pos.add_argument('y', nargs=2)
pos.add_argument('--k', action='store_true')
run(pos, ['1', '2', '3', '--k'])
run(pos, ['1'])
run(pos, ['1', '--k', '2'])
run(pos, ['-h'])
