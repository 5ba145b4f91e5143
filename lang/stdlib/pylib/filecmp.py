"""Compare files and directories (cpjit's filecmp).

cmp() compares two files, by their stat signature (type, size, mtime)
when shallow, else by content; cmpfiles() sorts common names of two
directories into same, different and trouble; dircmp compares two
directory trees, computing each attribute when it is first read.
"""

import os
import stat
from types import GenericAlias

__all__ = ['clear_cache', 'cmp', 'dircmp', 'cmpfiles', 'DEFAULT_IGNORES']

_cache = {}
BUFSIZE = 8 * 1024

DEFAULT_IGNORES = [
    'RCS', 'CVS', 'tags', '.git', '.hg', '.bzr', '_darcs', '__pycache__']


def clear_cache():
    """Forget the outcomes of past content comparisons."""
    _cache.clear()


def _sig(st):
    return stat.S_IFMT(st.st_mode), st.st_size, st.st_mtime


def cmp(f1, f2, shallow=True):
    """Whether two regular files are the same: equal stat signatures when
    shallow, else equal contents (remembered until either file's
    signature changes)."""
    s1, s2 = _sig(os.stat(f1)), _sig(os.stat(f2))
    if s1[0] != stat.S_IFREG or s2[0] != stat.S_IFREG:
        return False
    if shallow and s1 == s2:
        return True
    if s1[1] != s2[1]:
        return False
    key = (f1, f2, s1, s2)
    outcome = _cache.get(key)
    if outcome is None:
        outcome = _same_contents(f1, f2)
        if len(_cache) > 100:
            clear_cache()
        _cache[key] = outcome
    return outcome


def _same_contents(f1, f2):
    with open(f1, 'rb') as a, open(f2, 'rb') as b:
        while True:
            x, y = a.read(BUFSIZE), b.read(BUFSIZE)
            if x != y:
                return False
            if not x:
                return True


def cmpfiles(a, b, common, shallow=True):
    """Sort the names in common (files in both directories a and b) into
    (same, different, trouble) lists."""
    result = ([], [], [])
    for name in common:
        try:
            kind = 0 if cmp(os.path.join(a, name), os.path.join(b, name), shallow) else 1
        except (OSError, ValueError):
            kind = 2
        result[kind].append(name)
    return result


class dircmp:
    """Compare directories a and b (ignoring the names in ignore, default
    DEFAULT_IGNORES, and hiding those in hide, default . and ..).

    Attributes, each computed when first read: left_list, right_list,
    common, left_only, right_only, common_dirs, common_files,
    common_funny, same_files, diff_files, funny_files, subdirs (dircmp
    objects of the class of this one, for common subdirectories)."""

    def __init__(self, a, b, ignore=None, hide=None, *, shallow=True):
        self.left = a
        self.right = b
        self.hide = [os.curdir, os.pardir] if hide is None else hide
        self.ignore = DEFAULT_IGNORES if ignore is None else ignore
        self.shallow = shallow

    def phase0(self):
        skip = self.hide + self.ignore
        self.left_list = sorted(n for n in os.listdir(self.left) if n not in skip)
        self.right_list = sorted(n for n in os.listdir(self.right) if n not in skip)

    def phase1(self):
        left = {os.path.normcase(n): n for n in self.left_list}
        right = {os.path.normcase(n): n for n in self.right_list}
        self.common = [n for k, n in left.items() if k in right]
        self.left_only = [n for k, n in left.items() if k not in right]
        self.right_only = [n for k, n in right.items() if k not in left]

    def phase2(self):
        self.common_dirs = []
        self.common_files = []
        self.common_funny = []
        for name in self.common:
            kinds = []
            for side in (self.left, self.right):
                try:
                    kinds.append(stat.S_IFMT(os.stat(os.path.join(side, name)).st_mode))
                except (OSError, ValueError):
                    kinds.append(None)
            if None in kinds or kinds[0] != kinds[1]:
                self.common_funny.append(name)
            elif stat.S_ISDIR(kinds[0]):
                self.common_dirs.append(name)
            elif stat.S_ISREG(kinds[0]):
                self.common_files.append(name)
            else:
                self.common_funny.append(name)

    def phase3(self):
        self.same_files, self.diff_files, self.funny_files = cmpfiles(
            self.left, self.right, self.common_files, self.shallow)

    def phase4(self):
        self.subdirs = {}
        for name in self.common_dirs:
            self.subdirs[name] = self.__class__(
                os.path.join(self.left, name), os.path.join(self.right, name),
                self.ignore, self.hide, shallow=self.shallow)

    def phase4_closure(self):
        self.phase4()
        for sub in self.subdirs.values():
            sub.phase4_closure()

    def report(self):
        """Print the differences between the two directories."""
        print('diff', self.left, self.right)
        for attr, *label in (('left_only', 'Only in', self.left, ':'),
                             ('right_only', 'Only in', self.right, ':'),
                             ('same_files', 'Identical files :'),
                             ('diff_files', 'Differing files :'),
                             ('funny_files', 'Trouble with common files :'),
                             ('common_dirs', 'Common subdirectories :'),
                             ('common_funny', 'Common funny cases :')):
            names = getattr(self, attr)
            if names:
                names.sort()
                print(*label, names)

    def report_partial_closure(self):
        """Print the report of this pair and of each common subdirectory."""
        self.report()
        for sub in self.subdirs.values():
            print()
            sub.report()

    def report_full_closure(self):
        """Print the reports of the whole trees."""
        self.report()
        for sub in self.subdirs.values():
            print()
            sub.report_full_closure()

    methodmap = dict(subdirs=phase4,
                     same_files=phase3, diff_files=phase3, funny_files=phase3,
                     common_dirs=phase2, common_files=phase2, common_funny=phase2,
                     common=phase1, left_only=phase1, right_only=phase1,
                     left_list=phase0, right_list=phase0)

    def __getattr__(self, attr):
        if attr not in self.methodmap:
            raise AttributeError(attr)
        self.methodmap[attr](self)
        return getattr(self, attr)

    __class_getitem__ = classmethod(GenericAlias)


def demo():
    import sys
    import getopt
    options, args = getopt.getopt(sys.argv[1:], 'r')
    if len(args) != 2:
        raise getopt.GetoptError('need exactly two args', None)
    dd = dircmp(args[0], args[1])
    if ('-r', '') in options:
        dd.report_full_closure()
    else:
        dd.report()


if __name__ == '__main__':
    demo()
