# The site module: what python3 runs at start-up unless -S is given. In
# cpjit it adds the prompt's helpers to builtins (exit, quit, help,
# copyright, credits, license); there are no site-packages to add to
# sys.path. cpjit's own code.

import builtins
import sys
import _sitebuiltins

ENABLE_USER_SITE = False
PREFIXES = [sys.prefix, sys.exec_prefix]
USER_SITE = None
USER_BASE = None

_COPYRIGHT = """Copyright (c) the cpjit authors.
cpjit runs Python 3.13 programs; Python is a trademark of the Python
Software Foundation."""

_CREDITS = """Thanks to the CPython and PyPy developers, whose language,
documentation and test suites cpjit follows."""

_LICENSE = """See the LICENSE file of the cpjit source tree."""


def setquit():
    eof = "Ctrl-D (i.e. EOF)"
    builtins.quit = _sitebuiltins.Quitter("quit", eof)
    builtins.exit = _sitebuiltins.Quitter("exit", eof)


def setcopyright():
    builtins.copyright = _sitebuiltins._Printer("copyright", _COPYRIGHT)
    builtins.credits = _sitebuiltins._Printer("credits", _CREDITS)
    builtins.license = _sitebuiltins._Printer("license", _LICENSE)


def sethelper():
    builtins.help = _sitebuiltins._Helper()


def getsitepackages(prefixes=None):
    return []


def getuserbase():
    return USER_BASE


def getusersitepackages():
    return USER_SITE


def main():
    setquit()
    setcopyright()
    sethelper()


main()
