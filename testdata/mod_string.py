# string module
import string
from string import Template

print(repr(string.whitespace), repr(string.punctuation))
print(string.ascii_letters, string.digits, string.hexdigits, string.octdigits)
print(repr(string.printable), len(string.printable))
print(string.capwords(' hello   world  '), string.capwords('a-b-c', '-'), string.capwords('ABC def'))
t = Template('$who likes ${what} $$ $')
try:
    print(t.substitute(who='tim', what='x'))
except ValueError as e:
    print(type(e).__name__, e)
t = Template('$who likes ${what}')
print(t.substitute({'who': 'a'}, what='b'), t.safe_substitute(who='z'))
for s in ['$who ${x', '$1', 'abc $', 'line1\nline2 $!', '$who$who']:
    try:
        print(repr(Template(s).substitute(who=1)))
    except ValueError as e:
        print(type(e).__name__, e)
try:
    Template('$x').substitute()
except KeyError as e:
    print(type(e).__name__, e)
print(Template('$a ${b} $a').get_identifiers(), Template('$a').is_valid(), Template('$').is_valid())
print(Template('$x$y').safe_substitute(x=1), Template('${x').safe_substitute())
print(Template('$_under_9 and $x9y').substitute(_under_9='U', x9y='V'))

class Pct(Template):
    delimiter = '%'

print(Pct('%who owes %{amt} %%').substitute(who='bob', amt=5))
print(string.Formatter().format('{0}-{x}', 1, x=2))
