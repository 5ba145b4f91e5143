# The objects that the site module puts into builtins for people at a
# prompt: exit and quit, help, and the copyright, credits and license
# texts. cpjit's own code; the reprs are the ones python3 shows.

import sys


class Quitter(object):
    """exit() and quit(): raise SystemExit; their repr says how to leave."""

    def __init__(self, name, eof):
        self.name = name
        self.eof = eof

    def __repr__(self):
        return "Use %s() or %s to exit" % (self.name, self.eof)

    def __call__(self, code=None):
        # Close standard input first, as python3 does, so that a shell
        # reading it after us sees no half-read line.
        try:
            sys.stdin.close()
        except Exception:
            pass
        raise SystemExit(code)


class _Printer(object):
    """copyright, credits and license: print their text when called or shown."""

    def __init__(self, name, text):
        self.__name = name
        self.__text = text

    def __repr__(self):
        return self.__text

    def __call__(self):
        print(self.__text)


class _Helper(object):
    """help(): the documentation of an object."""

    def __repr__(self):
        return ("Type help() for interactive help, or help(object) "
                "for help about object.")

    def __call__(self, *args, **kwds):
        import pydoc
        return pydoc.help(*args, **kwds)
