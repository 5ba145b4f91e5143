# optparse: options, actions, types, help and usage text, errors.
import contextlib
import io
import optparse
import os

os.environ.pop('COLUMNS', None)  # help is wrapped at 80 columns, as when run from a file
from optparse import OptionParser, Option, OptionGroup, make_option


def run(parser, args):
    out, err = io.StringIO(), io.StringIO()
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            result = parser.parse_args(args)
    except SystemExit as e:
        print('exit', e.code)
        print('stdout:', repr(out.getvalue()))
        print('stderr:', repr(err.getvalue()))
        return None
    opts, rest = result
    print(sorted(vars(opts).items()), rest)
    return opts


p = OptionParser(prog='tool', version='%prog 1.2', description='A tool that '
                 'does things to files, described at some length so that '
                 'the description wraps over more than one line.',
                 epilog='See the manual for more.')
p.add_option('-f', '--file', dest='filename', help='write report to FILE',
             metavar='FILE')
p.add_option('-q', '--quiet', action='store_false', dest='verbose',
             default=True, help="don't print status messages to stdout")
p.add_option('-n', type='int', default=3, help='count [default: %default]')
p.add_option('--ratio', type='float', help='a ratio')
p.add_option('--cplx', type='complex')
p.add_option('-m', '--mode', type='choice', choices=['fast', 'slow'],
             default='fast', help='mode, one of fast or slow (%default)')
p.add_option('-v', action='count', dest='level', help='more verbose')
p.add_option('-I', '--include', action='append', help='add a directory')
p.add_option('--debug', action='store_const', const=2, dest='dbg')
p.add_option('--flag', action='append_const', const='x', dest='flags')
p.add_option('--point', nargs=2, type='int', help='two ints')
p.add_option('--secret', help=optparse.SUPPRESS_HELP)
p.add_option('--a-very-long-option-name-indeed', action='store_true',
             help='this one pushes its help text to the next line because '
                  'the option strings are wider than the column')
g = OptionGroup(p, 'Dangerous Options', 'Caution: use these options at your '
                'own risk. It is believed that some of them bite.')
g.add_option('-g', action='store_true', help='Group option.')
p.add_option_group(g)
g2 = p.add_option_group('Empty group')

print(p.format_help())
print(repr(p.get_usage()), p.get_version(), p.get_prog_name())
print(p.defaults)

run(p, [])
run(p, ['-f', 'out.txt', '-q', 'pos1', '-n', '0x1f', 'pos2'])
run(p, ['--file=x', '-vvv', '-n010', '-I', 'a', '--include', 'b', '-Ic'])
run(p, ['--fi', 'abbrev', '--rat', '2.5', '--cplx', '1+2j', '-m', 'slow'])
run(p, ['--debug', '--flag', '--flag', '--point', '3', '4', '-g', '--', '-q'])
run(p, ['-qvf', 'attached', 'rest', '-0'])
run(p, ['-n', '0b101', '-n', '-7', '-'])
for bad in (['-x'], ['--nope'], ['--f'], ['--file'], ['-n'], ['-n', 'abc'],
            ['--ratio', 'x'], ['--cplx', 'q'], ['-m', 'medium'],
            ['--quiet=yes'], ['--point', '1'], ['--point', '1', 'b'],
            ['-h'], ['--version'], ['--he']):
    print(bad)
    run(p, bad)

p.disable_interspersed_args()
run(p, ['a', '-q'])
p.enable_interspersed_args()
p.set_defaults(verbose=False, filename='default.txt')
p.set_default('n', '12')
run(p, [])
print(p.get_option('-f'), p.has_option('--file'), p.has_option('--zzz'),
      p.get_option_group('-g').title, p.get_option_group('-f'))
p.remove_option('--file')
print(p.has_option('-f'))
try:
    p.remove_option('--file')
except ValueError as e:
    print(e)

# option declaration errors
for args, kwargs in [((), {}), (('x',), {}), (('-',), {}), (('-xy',), {}),
                     (('---x',), {}), (('-x',), {'action': 'jump'}),
                     (('-x',), {'type': 'bogus'}),
                     (('-x',), {'action': 'store_true', 'type': 'int'}),
                     (('-x',), {'type': 'choice'}),
                     (('-x',), {'type': 'choice', 'choices': 'ab'}),
                     (('-x',), {'choices': ['a'], 'type': 'int'}),
                     (('-x',), {'const': 1}),
                     (('-x',), {'action': 'count', 'nargs': 2}),
                     (('-x',), {'action': 'callback', 'callback': 3}),
                     (('-x',), {'action': 'callback', 'callback': print,
                                'callback_args': [1]}),
                     (('-x',), {'action': 'callback', 'callback': print,
                                'callback_kwargs': 1}),
                     (('-x',), {'callback': print}),
                     (('-x',), {'callback_args': (1,)}),
                     (('-x',), {'bogus': 1, 'another': 2})]:
    try:
        o = Option(*args, **kwargs)
        print('made', o, o.action, o.type, o.dest)
    except (optparse.OptionError, TypeError) as e:
        print(type(e).__name__, e)

q = OptionParser()
q.add_option('-a', '--all')
try:
    q.add_option('-a', '--other')
except optparse.OptionConflictError as e:
    print(type(e).__name__, e)
try:
    q.add_option(5)
except TypeError as e:
    print(e)
r = OptionParser(conflict_handler='resolve', usage='usage: %prog [-a] args')
r.add_option('-a', '--all', help='first')
r.add_option('-a', '--any', help='second')
r.add_option('--all', help='third')
print(r.format_help(), end='')
print(r.usage, r.get_usage(), end='')
try:
    OptionParser(conflict_handler='bogus')
except ValueError as e:
    print(e)

# typed options: type objects, dest from long option, callbacks
def cb(option, opt, value, parser, *args, **kwargs):
    print('callback', option, opt, value, args, kwargs, parser.rargs, parser.largs)
    if option.dest:
        setattr(parser.values, option.dest, (value, args))

c = OptionParser(usage=optparse.SUPPRESS_USAGE, add_help_option=False)
c.add_option('--max-count', type=int)
c.add_option('--name', type=str)
c.add_option('--cb', action='callback', callback=cb, type='string',
             callback_args=(1, 2), callback_kwargs={'k': 'v'}, dest='cbv')
c.add_option('--plain', action='callback', callback=cb)
o = c.add_option(make_option('-z', action='store_true'))
print(o.dest, o.get_opt_string(), c.get_option('--max-count').type,
      c.get_option('--name').type, c.get_option('--cb').nargs)
run(c, ['--max-count', '5', '--name', 'n', '--cb', 'val', 'x', '--plain', 'y'])
print(repr(c.format_help()))
run(c, ['--bad'])

# Values
v = optparse.Values({'a': 1, 'b': None})
print(v, v == {'a': 1, 'b': None}, v == optparse.Values({'a': 1, 'b': None}))
print(v.ensure_value('b', 5), v.ensure_value('a', 7), v.ensure_value('c', []))
v._update({'a': 10, 'b': None, 'zz': 3}, 'careful')
print(v)
v._update({'zz': 3}, 'loose')
print(v)
try:
    v._update({}, 'odd')
except ValueError as e:
    print(e)

# titled formatter and width
t = OptionParser(prog='titled', formatter=optparse.TitledHelpFormatter(width=50))
t.add_option('-o', '--output', metavar='PATH', help='where the output goes, '
             'with enough words to wrap at fifty columns')
tg = t.add_option_group('Group', 'The group description.')
tg.add_option('--x', action='store_true', help='x')
print(t.format_help())
f = optparse.IndentedHelpFormatter(width=60, max_help_position=30)
f.set_long_opt_delimiter(' ')
f.set_short_opt_delimiter('')
u = OptionParser(prog='u', formatter=f)
u.add_option('-k', '--key', help='a key')
print(u.format_help())
try:
    f.set_long_opt_delimiter('+')
except ValueError as e:
    print(e)
print(str(optparse.BadOptionError('-q')), str(optparse.AmbiguousOptionError('--a', ['--ab', '--ac'])))
print(str(optparse.OptionValueError('bad value')), optparse.NO_DEFAULT)
