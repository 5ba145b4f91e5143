"""Reports on profiler statistics: Stats loads what profile or cProfile
recorded (or dumped with marshal), sorts it and prints it in CPython's
layout."""

import marshal
import os
import re
import sys
from enum import StrEnum
from functools import cmp_to_key
from dataclasses import dataclass

__all__ = ['Stats', 'SortKey', 'FunctionProfile', 'StatsProfile']


class SortKey(StrEnum):
    CALLS = 'calls', 'ncalls'
    CUMULATIVE = 'cumulative', 'cumtime'
    FILENAME = 'filename', 'module'
    LINE = 'line'
    NAME = 'name'
    NFL = 'nfl'
    PCALLS = 'pcalls'
    STDNAME = 'stdname'
    TIME = 'time', 'tottime'

    def __new__(cls, *values):
        obj = str.__new__(cls, values[0])
        obj._value_ = values[0]
        for alias in values[1:]:
            cls._value2member_map_[alias] = obj
        obj._all_values = values
        return obj


@dataclass(unsafe_hash=True)
class FunctionProfile:
    ncalls: str
    tottime: float
    percall_tottime: float
    cumtime: float
    percall_cumtime: float
    file_name: str
    line_number: int


@dataclass(unsafe_hash=True)
class StatsProfile:
    total_tt: float
    func_profiles: dict


# Sort fields: index into (cc, nc, tt, ct, file, line, name, stdname)
# and direction (-1: largest first).
_SORTS = {
    'calls': (((1, -1),), 'call count'),
    'ncalls': (((1, -1),), 'call count'),
    'cumtime': (((3, -1),), 'cumulative time'),
    'cumulative': (((3, -1),), 'cumulative time'),
    'filename': (((4, 1),), 'file name'),
    'file': (((4, 1),), 'file name'),
    'module': (((4, 1),), 'file name'),
    'line': (((5, 1),), 'line number'),
    'name': (((6, 1),), 'function name'),
    'nfl': (((6, 1), (4, 1), (5, 1)), 'name/file/line'),
    'pcalls': (((0, -1),), 'primitive call count'),
    'stdname': (((7, 1),), 'standard name'),
    'time': (((2, -1),), 'internal time'),
    'tottime': (((2, -1),), 'internal time'),
}
_LEGACY = {-1: 'stdname', 0: 'calls', 1: 'time', 2: 'cumulative'}


def func_std_string(func):
    file, line, name = func
    if file == '~' and line == 0:
        if name.startswith('<') and name.endswith('>'):
            return '{%s}' % name[1:-1]
        return name
    return '%s:%d(%s)' % (file, line, name)


def func_strip_path(func):
    file, line, name = func
    return os.path.basename(file), line, name


def func_get_function_name(func):
    return func[2]


def f8(x):
    return '%8.3f' % x


def _add_callers(target, source):
    out = dict(target)
    for func, v in source.items():
        if func in out:
            w = out[func]
            if isinstance(v, tuple):
                out[func] = tuple(a + b for a, b in zip(v, w))
            else:
                out[func] = v + w
        else:
            out[func] = v
    return out


def _add_entry(a, b):
    cc, nc, tt, ct, callers = a
    cc2, nc2, tt2, ct2, callers2 = b
    return cc + cc2, nc + nc2, tt + tt2, ct + ct2, _add_callers(callers, callers2)


class Stats:
    """Stats(*filenames_or_profiles, stream=sys.stdout)"""

    def __init__(self, *args, stream=None):
        self.stream = stream or sys.stdout
        if not args:
            arg = None
        else:
            arg, args = args[0], args[1:]
        self.stats = {}
        self.files = []
        self.fcn_list = 0
        self.top_level = set()
        self.total_calls = self.prim_calls = 0
        self.total_tt = 0
        self.max_name_len = 0
        self.sort_arg_dict = {}
        self.sort_type = ''
        self.all_callees = None
        self.load_stats(arg)
        if args:
            self.add(*args)

    def load_stats(self, arg):
        if arg is None:
            self.stats = {}
            return
        if isinstance(arg, str):
            with open(arg, 'rb') as f:
                self.stats = marshal.load(f)
            try:
                st = os.stat(arg)
                import time
                arg = time.ctime(st.st_mtime) + '    ' + arg
            except OSError:
                pass
            self.files = [arg]
        elif hasattr(arg, 'create_stats'):
            arg.create_stats()
            self.stats = arg.stats
            arg.stats = {}
        if not self.stats:
            raise TypeError("Cannot create or construct a %r object from %r"
                            % (self.__class__, arg))
        self.get_top_level_stats()

    def get_top_level_stats(self):
        self.total_calls = self.prim_calls = 0
        self.total_tt = 0
        self.max_name_len = 0
        for func, (cc, nc, tt, ct, callers) in self.stats.items():
            self.total_calls += nc
            self.prim_calls += cc
            self.total_tt += tt
            if ('jprofile', 0, 'profiler') in callers:
                self.top_level.add(func)
            self.max_name_len = max(self.max_name_len, len(func_std_string(func)))

    def add(self, *args):
        for item in reversed(args):
            if type(self) is not type(item):
                item = Stats(item)
            self.files += item.files
            self.total_calls += item.total_calls
            self.prim_calls += item.prim_calls
            self.total_tt += item.total_tt
            self.top_level |= item.top_level
            self.max_name_len = max(self.max_name_len, item.max_name_len)
            self.fcn_list = None
            for func, stat in item.stats.items():
                if func in self.stats:
                    self.stats[func] = _add_entry(self.stats[func], stat)
                else:
                    self.stats[func] = stat
        return self

    def dump_stats(self, filename):
        with open(filename, 'wb') as f:
            marshal.dump(self.stats, f)

    def get_sort_arg_defs(self):
        return {k: v for k, v in _SORTS.items()}

    def sort_stats(self, *field):
        if not field:
            self.fcn_list = 0
            return self
        if len(field) == 1 and isinstance(field[0], int):
            field = [_LEGACY[field[0]]]
        elif len(field) > 1:
            for f in field:
                if isinstance(f, int):
                    raise TypeError("Cannot create or construct a %r object from %r"
                                    % (self.__class__, f))
        keys = []
        names = []
        for f in field:
            if isinstance(f, SortKey):
                f = f.value
            spec = _SORTS.get(f)
            if spec is None:
                raise KeyError(f)
            keys.extend(spec[0])
            names.append(spec[1])
        self.sort_type = ', '.join(names)
        rows = []
        for func, (cc, nc, tt, ct, callers) in self.stats.items():
            rows.append(((cc, nc, tt, ct) + func + (func_std_string(func),), func))

        def compare(a, b):
            for i, d in keys:
                x, y = a[0][i], b[0][i]
                if x != y:
                    return -d if x < y else d
            return 0
        rows.sort(key=cmp_to_key(compare))
        self.fcn_list = [func for _, func in rows]
        return self

    def reverse_order(self):
        if self.fcn_list:
            self.fcn_list.reverse()
        return self

    def strip_dirs(self):
        new = {}
        width = 0
        for func, (cc, nc, tt, ct, callers) in self.stats.items():
            nf = func_strip_path(func)
            width = max(width, len(func_std_string(nf)))
            nc_callers = {}
            for c, v in callers.items():
                nc_callers[func_strip_path(c)] = v
            entry = (cc, nc, tt, ct, nc_callers)
            if nf in new:
                new[nf] = _add_entry(new[nf], entry)
            else:
                new[nf] = entry
        self.top_level = {func_strip_path(f) for f in self.top_level}
        self.max_name_len = width
        self.fcn_list = 0
        self.all_callees = None
        self.stats = new
        return self

    def calc_callees(self):
        if self.all_callees:
            return
        self.all_callees = callees = {}
        for func, (cc, nc, tt, ct, callers) in self.stats.items():
            callees.setdefault(func, {})
            for c, v in callers.items():
                callees.setdefault(c, {})[func] = v

    def eval_print_amount(self, sel, items, msg):
        new = items
        if isinstance(sel, str):
            try:
                rx = re.compile(sel)
            except re.error:
                msg += '   <Invalid regular expression %r>\n' % sel
                return new, msg
            new = [f for f in items if rx.search(func_std_string(f))]
        else:
            count = len(items)
            if isinstance(sel, float) and 0.0 <= sel < 1.0:
                count = int(count * sel + .5)
                new = items[:count]
            elif isinstance(sel, int) and 0 <= sel < count:
                new = items[:sel]
        if len(items) != len(new):
            msg += '   List reduced from %r to %r due to restriction <%r>\n' % (
                len(items), len(new), sel)
        return new, msg

    def get_print_list(self, sel_list):
        width = self.max_name_len
        if self.fcn_list:
            items = self.fcn_list[:]
            msg = '   Ordered by: ' + self.sort_type + '\n'
        else:
            items = list(self.stats.keys())
            msg = '   Random listing order was used\n'
        for sel in sel_list:
            items, msg = self.eval_print_amount(sel, items, msg)
        if not items:
            return 0, items
        print(msg, file=self.stream)
        if len(items) < len(self.stats):
            width = max(len(func_std_string(f)) for f in items)
        return width + 2, items

    def print_stats(self, *amount):
        out = self.stream
        for name in self.files:
            print(name, file=out)
        if self.files:
            print(file=out)
        pad = ' ' * 8
        for func in self.top_level:
            print(pad, func_get_function_name(func), file=out)
        line = pad + ' ' + str(self.total_calls) + ' function calls'
        if self.total_calls != self.prim_calls:
            line += ' (%d primitive calls)' % self.prim_calls
        print(line + ' in %.3f seconds' % self.total_tt, file=out)
        print(file=out)
        width, items = self.get_print_list(amount)
        if items:
            self.print_title()
            for func in items:
                self.print_line(func)
            print(file=out)
            print(file=out)
        return self

    def print_callees(self, *amount):
        width, items = self.get_print_list(amount)
        if items:
            self.calc_callees()
            self.print_call_heading(width, 'called...')
            for func in items:
                self.print_call_line(width, func, self.all_callees.get(func, {}))
            print(file=self.stream)
            print(file=self.stream)
        return self

    def print_callers(self, *amount):
        width, items = self.get_print_list(amount)
        if items:
            self.print_call_heading(width, 'was called by...')
            for func in items:
                self.print_call_line(width, func, self.stats[func][4], '<-')
            print(file=self.stream)
            print(file=self.stream)
        return self

    def print_call_heading(self, name_size, column_title):
        print('Function '.ljust(name_size) + column_title, file=self.stream)
        detailed = False
        for entry in self.stats.values():
            if entry[4]:
                detailed = isinstance(next(iter(entry[4].values())), tuple)
                break
        if detailed:
            print(' ' * name_size + '    ncalls  tottime  cumtime', file=self.stream)

    def print_call_line(self, name_size, source, call_dict, arrow='->'):
        out = self.stream
        print(func_std_string(source).ljust(name_size) + arrow, end=' ', file=out)
        if not call_dict:
            print(file=out)
            return
        first = True
        for func in sorted(call_dict):
            name = func_std_string(func)
            value = call_dict[func]
            if isinstance(value, tuple):
                nc, cc, tt, ct = value
                calls = '%d/%d' % (nc, cc) if nc != cc else '%d' % nc
                text = '%s %s %s  %s' % (calls.rjust(7 if first else 9), f8(tt), f8(ct), name)
                lead = name_size + 1
            else:
                text = '%s(%r) %s' % (name, value, f8(self.stats[func][3]))
                lead = name_size + 3
            print(('' if first else ' ' * lead) + text, file=out)
            first = False

    def print_title(self):
        print('   ncalls  tottime  percall  cumtime  percall filename:lineno(function)',
              file=self.stream)

    def print_line(self, func):
        out = self.stream
        cc, nc, tt, ct, callers = self.stats[func]
        calls = str(nc) if nc == cc else '%d/%d' % (nc, cc)
        parts = [calls.rjust(9), f8(tt), ' ' * 8 if nc == 0 else f8(tt / nc),
                 f8(ct), ' ' * 8 if cc == 0 else f8(ct / cc), func_std_string(func)]
        print(' '.join(parts), file=out)

    def get_stats_profile(self):
        funcs = self.fcn_list[:] if self.fcn_list else list(self.stats.keys())
        profiles = {}
        for func in funcs:
            cc, nc, tt, ct, callers = self.stats[func]
            file, line, name = func
            ncalls = str(nc) if nc == cc else '%d/%d' % (nc, cc)
            profiles[name] = FunctionProfile(
                ncalls, round(tt, 3), round(tt / nc, 3) if nc else 0.0,
                round(ct, 3), round(ct / cc, 3) if cc else 0.0, file, line)
        return StatsProfile(round(self.total_tt, 3), profiles)
