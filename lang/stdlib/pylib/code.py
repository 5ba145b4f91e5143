"""code: read-eval-print loops for embedding an interactive prompt
(cpjit's own)."""

import builtins
import sys
import traceback
from codeop import CommandCompiler, compile_command

__all__ = ["InteractiveInterpreter", "InteractiveConsole", "interact",
           "compile_command"]


class InteractiveInterpreter:
    """Compiles and runs source in a namespace, reporting errors."""

    def __init__(self, locals=None):
        if locals is None:
            locals = {"__name__": "__console__", "__doc__": None}
        self.locals = locals
        self.compile = CommandCompiler()

    def runsource(self, source, filename="<input>", symbol="single"):
        """Compile and run source; True when more input is needed."""
        try:
            code = self.compile(source, filename, symbol)
        except (OverflowError, SyntaxError, ValueError):
            self.showsyntaxerror(filename, source=source)
            return False
        if code is None:
            return True
        self.runcode(code)
        return False

    def runcode(self, code):
        """Run a code object; exceptions other than SystemExit are shown."""
        try:
            exec(code, self.locals)
        except SystemExit:
            raise
        except BaseException:
            self.showtraceback()

    def showsyntaxerror(self, filename=None, **kwargs):
        """Show the syntax error just raised (with filename as its file)."""
        typ, value, tb = sys.exc_info()
        sys.last_exc = value
        sys.last_type = typ
        sys.last_value = value
        sys.last_traceback = tb
        if filename and typ is not None and issubclass(typ, SyntaxError):
            value.filename = filename
        lines = traceback.format_exception_only(typ, value)
        self._show(typ, value, None, lines)

    def showtraceback(self):
        """Show the exception just raised, without this module's frame."""
        typ, value, tb = sys.exc_info()
        sys.last_exc = value
        sys.last_type = typ
        sys.last_value = value
        sys.last_traceback = tb
        tb = tb.tb_next if tb is not None else None
        lines = traceback.format_exception(typ, value, tb)
        self._show(typ, value, tb, lines)

    def _show(self, typ, value, tb, lines):
        if sys.excepthook is sys.__excepthook__:
            self.write(''.join(lines))
        else:
            sys.excepthook(typ, value, tb)

    def write(self, data):
        """Write to sys.stderr (subclasses redirect the errors here)."""
        sys.stderr.write(data)


class InteractiveConsole(InteractiveInterpreter):
    """An interactive prompt: buffers lines until a statement is whole."""

    def __init__(self, locals=None, filename="<console>", *,
                 local_exit=False):
        InteractiveInterpreter.__init__(self, locals)
        self.filename = filename
        self.local_exit = local_exit
        self.resetbuffer()

    def resetbuffer(self):
        self.buffer = []

    def interact(self, banner=None, exitmsg=None):
        """Prompt, read and run until end of file."""
        try:
            sys.ps1
        except AttributeError:
            sys.ps1 = ">>> "
        try:
            sys.ps2
        except AttributeError:
            sys.ps2 = "... "
        cprt = ('Type "help", "copyright", "credits" or "license" for '
                'more information.')
        if banner is None:
            self.write("Python %s on %s\n%s\n(%s)\n" %
                       (sys.version, sys.platform, cprt,
                        self.__class__.__name__))
        elif banner:
            self.write("%s\n" % str(banner))
        more = 0
        try:
            while True:
                try:
                    prompt = sys.ps2 if more else sys.ps1
                    try:
                        line = self.raw_input(prompt)
                    except EOFError:
                        self.write("\n")
                        break
                    else:
                        more = self.push(line)
                except KeyboardInterrupt:
                    self.write("\nKeyboardInterrupt\n")
                    self.resetbuffer()
                    more = 0
        finally:
            if exitmsg is None:
                self.write('now exiting %s...\n' % self.__class__.__name__)
            elif exitmsg != '':
                self.write('%s\n' % exitmsg)

    def push(self, line, filename=None, _symbol="single"):
        """Add a line to the buffer and run it if the statement is whole;
        True when more lines are needed."""
        self.buffer.append(line)
        source = "\n".join(self.buffer)
        if filename is None:
            filename = self.filename
        more = self.runsource(source, filename, symbol=_symbol)
        if not more:
            self.resetbuffer()
        return more

    def raw_input(self, prompt=""):
        """Read a line (input() by default; subclasses override it)."""
        return input(prompt)


def interact(banner=None, readfunc=None, local=None, exitmsg=None,
             local_exit=False):
    """Run an InteractiveConsole over local (or a fresh namespace)."""
    console = InteractiveConsole(local, local_exit=local_exit)
    if readfunc is not None:
        console.raw_input = readfunc
    else:
        try:
            import readline  # noqa: F401
        except ImportError:
            pass
    console.interact(banner, exitmsg)
