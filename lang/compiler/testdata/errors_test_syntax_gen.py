# Regenerates errors_test_syntax.json from CPython 3.13's Lib/test/test_syntax.py doctests:
#   python3.13 errors_test_syntax_gen.py - errors_test_syntax.json
import doctest, json, sys
P = sys.argv[1]
import test.test_syntax as ts
parser = doctest.DocTestParser()
cases = []
src = ts.__doc__
import re
for ex in parser.get_examples(src):
    code = ex.source
    for mode in ("exec",):
        try:
            compile(code, "<t>", mode, dont_inherit=True)
            cases.append(dict(src=code, ok=True))
        except SyntaxError as e:
            cases.append(dict(src=code, ok=False, msg=e.msg, line=e.lineno or 0, col=e.offset or 0))
        except Exception as e:
            pass
json.dump(cases, open(sys.argv[2], "w"))
print(len(cases))
