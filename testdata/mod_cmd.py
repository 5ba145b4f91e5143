# cmd.Cmd: a command loop over a StringIO stdin and a cmdqueue, help
# output (documented, undocumented, topics, columnize), parseline, default.
import cmd
import io


class Calc(cmd.Cmd):
    """A tiny calculator shell."""
    prompt = "calc> "
    intro = "Welcome to calc."

    def __init__(self, **kw):
        super().__init__(**kw)
        self.total = 0

    def do_add(self, arg):
        """Add a number to the total."""
        self.total += int(arg)
        print("total", self.total, file=self.stdout)

    def do_sub(self, arg):
        """
        Subtract a number
            from the total.
        """
        self.total -= int(arg)
        print("total", self.total, file=self.stdout)

    def do_show(self, arg):
        print("show", repr(arg), self.total, file=self.stdout)

    def do_shell(self, arg):
        print("shell", repr(arg), file=self.stdout)

    def help_topic(self):
        print("topic help", file=self.stdout)

    def help_show(self):
        print("show prints the total", file=self.stdout)

    def do_quit(self, arg):
        "Quit."
        print("bye", file=self.stdout)
        return True

    def do_EOF(self, arg):
        print("EOF seen", file=self.stdout)
        return True

    def precmd(self, line):
        print("pre", repr(line), file=self.stdout)
        return line

    def postcmd(self, stop, line):
        print("post", stop, file=self.stdout)
        return stop

    def preloop(self):
        print("preloop", file=self.stdout)

    def postloop(self):
        print("postloop", file=self.stdout)


out = io.StringIO()
c = Calc(stdin=io.StringIO("add 5\n\nsub 2\n  show  x y \n?add\nhelp sub\nhelp nothing\n!ls -l\nfoo bar\n$$$\nhelp\nhelp show\nhelp topic\nquit\nadd 100\n"), stdout=out)
c.use_rawinput = False
c.cmdloop()
print(out.getvalue())
print(c.total, repr(c.lastcmd))

out = io.StringIO()
c = Calc(stdin=io.StringIO("add 1\n"), stdout=out)
c.use_rawinput = False
c.cmdloop(intro="Other intro")
print(out.getvalue())

out = io.StringIO()
c = Calc(stdout=out)
c.cmdqueue = ["add 3", "show", "quit"]
c.cmdloop()
print(out.getvalue())

p = cmd.Cmd()
print(p.parseline("  hello world  "), p.parseline("?x"), p.parseline("!x"), p.parseline(""), p.parseline("a-b c"))
print(p.completenames("he"), cmd.Cmd.prompt, cmd.IDENTCHARS[-5:])
p.stdout = io.StringIO()
p.onecmd("help")
p.onecmd("help help")
p.onecmd("nothing here")
p.onecmd("")
print(p.stdout.getvalue())
out = io.StringIO()
p.stdout = out
p.columnize([])
p.columnize(["one"])
p.columnize(["w%d" % (i * 7 % 13) + "x" * (i % 5) for i in range(40)])
p.columnize([str(i) * (i % 9) for i in range(25)], 30)
p.columnize(["a" * 50, "b" * 50, "c"], 60)
print(out.getvalue())
try:
    p.columnize(["a", 1, "b", None])
except TypeError as e:
    print("TypeError", e)
