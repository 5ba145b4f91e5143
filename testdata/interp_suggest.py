# CPython 3.13's "Did you mean" hints in exception reports.
import traceback

def report(code):
    try:
        exec(code, {})
    except Exception as e:
        print(traceback.format_exception(e)[-1], end="")
        print(traceback.format_exception_only(e)[-1], end="")

report("prnt(1)")
report("x = [1]\nx.apend(2)")
report("math.pi")
report("class A:\n  def __init__(self): self.value = 1\n  def f(self): return value\nA().f()")
report("'abc'.uper()")
report("zzzzzz")
report("None.foo")
report("def f():\n    lenght = 3\n    return length\nf()")
