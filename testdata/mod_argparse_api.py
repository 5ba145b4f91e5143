import argparse, contextlib, io, os, sys
os.environ['COLUMNS'] = '50'

class Words(argparse.ArgumentParser):
    def convert_arg_line_to_args(self, arg_line):
        return arg_line.split()

p = Words(prog='words', exit_on_error=False, epilog='See %(prog)s docs.')
p.add_argument('--version', action='version', version='%(prog)s version 1.2.3 with a long tail of build information that wraps')
p.add_argument('--level', type=int, choices=range(1, 4), required=True)
p.add_argument('names', nargs='+')
for args in (['a'], ['--level', '9', 'a'], ['--level', '2'], ['--level', '2', 'a', '--zz']):
    try:
        print(p.parse_args(args))
    except argparse.ArgumentError as e:
        print('ArgumentError:', e, '|', e.argument_name, '|', e.message)
    except SystemExit as e:
        print('exit', e.code)
out = io.StringIO()
try:
    with contextlib.redirect_stdout(out):
        p.parse_args(['--version'])
except SystemExit as e:
    print('exit', e.code)
print(out.getvalue(), end='')
p.print_usage()
p.print_help()
err = io.StringIO()
try:
    with contextlib.redirect_stderr(err):
        p.error('custom failure')
except SystemExit as e:
    print('exit', e.code)
print(err.getvalue(), end='')
try:
    with contextlib.redirect_stderr(err):
        p.exit(3, 'bye\n')
except SystemExit as e:
    print('exit', e.code)
for bad in (dict(nargs=0), dict(action='store_const', nargs=1), dict(metavar=('A', 'B'))):
    try:
        p.add_argument('--bad', **bad)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
try:
    p.add_argument('pos', required=True)
except TypeError as e:
    print('TypeError', e)
try:
    p.add_argument('--level')
except argparse.ArgumentError as e:
    print('ArgumentError', e)
r = argparse.ArgumentParser(prog='raw', formatter_class=argparse.RawTextHelpFormatter,
                            description='%(prog)s does:\n  * one\n  * two')
r.add_argument('--x', help='line one\nline two', default=1)
r.print_help()
print(repr(argparse.Namespace(a=1, **{'not valid': 2})))
print(vars(argparse.Namespace(b=2, a=1)))
