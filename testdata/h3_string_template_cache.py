# string.Template parses each (delimiter, template) once; every use after
# the first must give the same results as the first.
from string import Template


class Pct(Template):
    delimiter = '%'


class Hash2(Template):
    delimiter = '##'


src = "Hi $who, %who owes ${n} (##who) $$ %% ####"
for rep in range(3):
    print(Template(src).safe_substitute(who="Ann", n=rep))
    print(Pct(src).safe_substitute(who="Bob", n=rep))
    print(Hash2(src).safe_substitute(who="Cy"))
    print(Template("$a-$b").substitute({"a": rep}, b="B"))

t = Template("$x and $y")
print(t.substitute(x=1, y=2))
t.template = "${y} only"
print(t.substitute(x=1, y=2))
print(t.get_identifiers(), t.is_valid())

for rep in range(2):
    for bad in ("cost: $", "line1\n  $5 x", "ok ${x"):
        try:
            Template(bad).substitute(x=1)
        except ValueError as e:
            print("ValueError:", e)
        print(repr(Template(bad).safe_substitute(x=1)))
        print(Template(bad).is_valid(), Template(bad).get_identifiers())
    try:
        Template("$missing").substitute()
    except KeyError as e:
        print("KeyError:", e)


class S(str):
    def __str__(self):
        return "S!"


print(Template("<$v>").substitute(v=S("x")))
print(Template(S("<$v>")).substitute(v=3))
for i in range(600):
    Template("${v}%d" % i).substitute(v=i)
print(Template("${v}%d" % 5).substitute(v="again"))
try:
    Template(12).substitute()
except Exception as e:
    print(type(e).__name__, e)
try:
    Template(["$a"]).substitute(a=1)
except Exception as e:
    print(type(e).__name__, e)
try:
    Template(b"$a").safe_substitute(a=1)
except Exception as e:
    print(type(e).__name__, e)
