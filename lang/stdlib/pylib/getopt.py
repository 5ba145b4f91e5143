"""Command-line option parsing in the style of C's getopt() (cpjit).

getopt() stops at the first non-option argument; gnu_getopt() lets
options and arguments mix, as GNU's does.
"""

import os

__all__ = ['GetoptError', 'error', 'getopt', 'gnu_getopt']


class GetoptError(Exception):
    """An unknown option, or a missing or unexpected option argument."""
    opt = ''
    msg = ''

    def __init__(self, msg, opt=''):
        self.msg = msg
        self.opt = opt
        Exception.__init__(self, msg, opt)

    def __str__(self):
        return self.msg


error = GetoptError


def _long_list(longopts):
    if isinstance(longopts, str):
        return [longopts]
    return list(longopts)


def getopt(args, shortopts, longopts=[]):
    """Parse args (without the program name) for the options shortopts
    (letters, ':' after those taking an argument) and longopts (names,
    '=' after those taking one). Return (options, remaining arguments)."""
    opts = []
    longopts = _long_list(longopts)
    while args and args[0].startswith('-') and args[0] != '-':
        if args[0] == '--':
            return opts, args[1:]
        if args[0].startswith('--'):
            args = _longs(opts, args[0][2:], longopts, args[1:])
        else:
            args = _shorts(opts, args[0][1:], shortopts, args[1:])
    return opts, args


def gnu_getopt(args, shortopts, longopts=[]):
    """Like getopt(), but options may follow other arguments (unless
    shortopts starts with '+' or POSIXLY_CORRECT is set)."""
    opts = []
    rest = []
    longopts = _long_list(longopts)
    if shortopts.startswith('+'):
        shortopts = shortopts[1:]
        options_first = True
    else:
        options_first = bool(os.environ.get('POSIXLY_CORRECT'))
    while args:
        arg = args[0]
        if arg == '--':
            rest.extend(args[1:])
            break
        if arg[:2] == '--':
            args = _longs(opts, arg[2:], longopts, args[1:])
        elif arg[:1] == '-' and arg != '-':
            args = _shorts(opts, arg[1:], shortopts, args[1:])
        elif options_first:
            rest.extend(args)
            break
        else:
            rest.append(arg)
            args = args[1:]
    return opts, rest


def _longs(opts, opt, longopts, args):
    name, eq, value = opt.partition('=')
    optarg = value if eq else None
    takes_arg, name = _long_takes_arg(name, longopts)
    if takes_arg:
        if optarg is None:
            if not args:
                raise GetoptError('option --%s requires argument' % name, name)
            optarg, args = args[0], args[1:]
    elif optarg is not None:
        raise GetoptError('option --%s must not have an argument' % name, name)
    opts.append(('--' + name, optarg or ''))
    return args


def _long_takes_arg(name, longopts):
    matches = [o for o in longopts if o.startswith(name)]
    if not matches:
        raise GetoptError('option --%s not recognized' % name, name)
    if name in matches:
        return False, name
    if name + '=' in matches:
        return True, name
    if len(matches) > 1:
        raise GetoptError('option --%s not a unique prefix' % name, name)
    full = matches[0]
    if full.endswith('='):
        return True, full[:-1]
    return False, full


def _shorts(opts, letters, shortopts, args):
    while letters:
        opt, letters = letters[0], letters[1:]
        if _short_takes_arg(opt, shortopts):
            if not letters:
                if not args:
                    raise GetoptError('option -%s requires argument' % opt, opt)
                letters, args = args[0], args[1:]
            optarg, letters = letters, ''
        else:
            optarg = ''
        opts.append(('-' + opt, optarg))
    return args


def _short_takes_arg(opt, shortopts):
    for i, c in enumerate(shortopts):
        if c == opt and c != ':':
            return shortopts.startswith(':', i + 1)
    raise GetoptError('option -%s not recognized' % opt, opt)
