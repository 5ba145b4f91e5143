import argparse, contextlib, io, os, sys
os.environ['COLUMNS'] = '60'
sys.argv = ['tool']

def run(parser, args, known=False):
    err = io.StringIO()
    out = io.StringIO()
    try:
        with contextlib.redirect_stderr(err), contextlib.redirect_stdout(out):
            if known:
                ns = parser.parse_known_args(args)
            else:
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

# subparsers
p = argparse.ArgumentParser(description="A version control system CLI with a rather long description that should wrap around nicely")
p.add_argument("--version", action="version", version="1.0")
sp = p.add_subparsers(dest="command", required=True, help='sub-command help')
a = sp.add_parser("add", help="Add a file to the repository", aliases=['a'])
a.add_argument("files", nargs="+", help="List of files to add to staging")
a.set_defaults(func='adder')
c = sp.add_parser("commit", help="Commit changes to the repository")
c.add_argument("-m", "--message", required=True, help="Commit message")
cg = c.add_mutually_exclusive_group(required=False)
cg.add_argument("--amend", action="store_true", help="Amend the last commit")
cg.add_argument("--no-edit", action="store_true", help="Reuse the last commit message")
push = sp.add_parser("push")
ng = push.add_argument_group("Network options", "How to talk to the remote.")
ng.add_argument("--dryrun", action="store_true", help="Simulate changes")
ng.add_argument("--timeout", type=int, default=30, help="Timeout in seconds")
gg = p.add_mutually_exclusive_group()
gg.add_argument("--verbose", action="store_true", help="Verbose output")
gg.add_argument("--quiet", action="store_true", help="Quiet output")
run(p, ['-h'])
run(p, ['add', '-h'])
run(p, ['commit', '-h'])
run(p, ['push', '-h'])
run(p, ['--verbose', 'add', 'f1', 'f2'])
run(p, ['a', 'f1'])
run(p, ['commit', '-m', 'msg', '--amend'])
run(p, ['commit', '-m', 'msg', '--amend', '--no-edit'])
run(p, ['commit'])
run(p, ['frob'])
run(p, [])
run(p, ['push', '--timeout', 'x'])
run(p, ['push', '--zz'], known=True)
run(p, ['push', '--zz'])
run(p, ['--version'])

# formatter classes
for fc in (argparse.RawDescriptionHelpFormatter, argparse.RawTextHelpFormatter,
           argparse.ArgumentDefaultsHelpFormatter, argparse.MetavarTypeHelpFormatter):
    q = argparse.ArgumentParser(prog='fmt', formatter_class=fc,
        description='''first line
    indented   line
last''', epilog='bye %(prog)s')
    q.add_argument('--num', type=int, default=3, help='a number\n  on lines')
    q.add_argument('name', type=str, help='the name')
    q.add_argument('more', type=str, nargs='*', default=[], help='extra')
    q.add_argument('--quiet', action='store_true', help='hush')
    print(q.format_help())

# parents, conflict handler, prefix chars
base = argparse.ArgumentParser(add_help=False)
base.add_argument('--parent', type=int, default=1)
base.set_defaults(extra='yes')
child = argparse.ArgumentParser(prog='child', parents=[base], conflict_handler='resolve')
child.add_argument('-f', '--foo', help='old foo')
child.add_argument('--foo', help='new foo')
run(child, ['--parent', '4', '--foo', 'z'])
run(child, ['-h'])
try:
    child.add_argument('--parent')
except argparse.ArgumentError as e:
    print('ArgumentError:', e)
pc = argparse.ArgumentParser(prog='pc', prefix_chars='+/')
pc.add_argument('+f', action='store_true')
pc.add_argument('++bar')
pc.add_argument('/baz')
run(pc, ['+f', '++bar', 'Y', '/baz', 'Z'])
run(pc, ['+h'])

# exit_on_error, allow_abbrev, argument_default
ne = argparse.ArgumentParser(prog='ne', exit_on_error=False, allow_abbrev=False, argument_default=argparse.SUPPRESS)
ne.add_argument('--integers', type=int)
ne.add_argument('--other')
try:
    ne.parse_args(['--integers', 'a'])
except argparse.ArgumentError as e:
    print('caught', e)
run(ne, ['--int', '3'])
run(ne, [])
run(ne, ['--other', 'o'])

# long usage wrapping
w = argparse.ArgumentParser(prog='wrapper_program_name')
for i in range(8):
    w.add_argument('--option-number-%d' % i, metavar='VALUE%d' % i, help='help text for option %d which goes on and on for a while' % i)
w.add_argument('source_file')
w.add_argument('dest_files', nargs='*')
print(w.format_usage())
print(w.format_help())
w2 = argparse.ArgumentParser(prog='a_very_long_program_name_that_takes_most_of_the_line')
w2.add_argument('--alpha'); w2.add_argument('--beta'); w2.add_argument('gamma'); w2.add_argument('delta')
print(w2.format_usage())

# help=SUPPRESS, metavar, dest, required options, remainder, intermixed
s = argparse.ArgumentParser(prog='s', usage='%(prog)s [opts] things')
s.add_argument('--hidden', help=argparse.SUPPRESS)
s.add_argument('--req', required=True, metavar='R', dest='required_value')
s.add_argument('cmd')
s.add_argument('args', nargs=argparse.REMAINDER)
run(s, ['-h'])
run(s, ['--req', '1', 'run', '-x', '--y', 'z'])
run(s, ['run'])
im = argparse.ArgumentParser(prog='im')
im.add_argument('--foo')
im.add_argument('cmd')
im.add_argument('rest', nargs='*', type=int)
print(im.parse_intermixed_args('doit 1 --foo bar 2 3'.split()))
print(im.parse_known_args('doit 1 --foo bar 2 3'.split()))
print(repr(im.parse_args(['x']))[:40])
print(argparse.FileType('r'), argparse.FileType('wb', encoding='utf-8'))
f = argparse.ArgumentParser(prog='f')
f.add_argument('infile', type=argparse.FileType('r'))
run(f, ['/nonexistent/file.txt'])
print(f.parse_args(['-']).infile is sys.stdin)
