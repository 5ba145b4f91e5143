# Generates match_cases.json: what CPython 3.13's parser says about match
# statements (the AST with positions, or the SyntaxError), in the format of
# cpython_cases.json. Errors CPython finds only when compiling (unreachable
# patterns, bindings) are the compiler's and are tested there.
#
#   python3.13 testdata/gen_match.py > testdata/match_cases.json
import ast
import json
import sys
import warnings

assert sys.version_info[:2] == (3, 13), sys.version

def m(*cases, subject="x"):
    return "match %s:\n" % subject + "".join("    case %s: pass\n" % c for c in cases)

SOURCES = [
    m("1"), m("-1"), m("1.5"), m("-1+2j"), m("1-2j"), m("2j"), m("-2j"), m("'a'"), m("'a' 'b'"), m("b'x'"),
    m("None", "True", "False"), m("x"), m("_"), m("a.b"), m("a.b.c"), m("(1)"), m("(x)"), m("()"), m("[]"),
    m("[a]"), m("(a,)"), m("a,"), m("a, b"), m("a, *b"), m("*a, b"), m("[*_]"), m("[1, *rest, 2]"), m("(*a, b,)"),
    m("{}"), m("{1: a}"), m("{'k': a, **rest}"), m("{**rest}"), m("{a.b: 1, None: 2, -1: 3,}"), m("{1+2j: x}"),
    m("C()"), m("C(1)"), m("C(a, b=2)"), m("C(b=2, c=3,)"), m("a.C(x, y)"), m("_()"), m("int(x)"),
    m("1 | 2 | 3"), m("[1, 2] | (3, 4)"), m("x as y"), m("(1 | 2) as y"), m("[a as b, c]"), m("C(x=[1, 2] as l)"),
    "match x:\n    case 1 if y > 0: pass\n    case _ if y: pass\n",
    "match x, y:\n    case a, b: pass\n", "match *x, y:\n    case a: pass\n", "match (x):\n    case a: pass\n",
    "match x := 1:\n    case a: pass\n", "match -x:\n    case 1: pass\n",
    "match x:\n    case 1:\n        pass\n    case 2:\n        y = 1\n        z = 2\n",
    "match = 1\nmatch(x)\nmatch[0] = 2\ncase = 4\n_ = match + case\nmatch.x = 3\n",
    "match x:\n    case match: pass\n    case case: pass\n",
    "match\n", "match x\n", "match x:\npass\n", "match x:\n    case 1\n", "match x:\n    case 1:\n    pass\n",
    m("1 + 2"), m("1j + 2j"), m("1 + 2j + 3j"), m("a + 1"), m("f'x'"), m("x.y()"), m("C(x=1, 2)"), m("C(x=1, 2, 3)"),
    m("C(a, x=1, b, y=2, c)"), m("x as _"), m("x as 1"), m("x as y.z"), m("*x"), m("(*x)"), m("{x: 1}"), m("{**_}"),
    m("{**r, 1: x}"), m("_.x"), m("{_.x: 1}"), m("[_, _]"), m("x = 1"), m("1 as (y)"), m("[1, 2"), m("x if y"), m("-a"), m("--1"), m("{1: *x}"),
    "match x:\n    case 1: pass\n    y = 2\n",
    # error positions found by differential fuzzing against CPython
    m("Point(x=0, y| =[1, 2])"), m("Point(x=0, 's' y=1)"), m("Point(x=0, 2j=1)"), m("Point(x=0, y, =1)"),
    m("Point(x=0, - y=1)"), m("Point(x=0, y. =1)"), m("C(1, _=e)"), m("C(_=e)"), m("C(1, a=2, _=e)"),
    m("-12j +2j"), m("[a, *b] as (a, b) if a"), m("C() as ("), m("C() as [ s"), m("str() as +"),
    "match x y:\n    case 1: pass\n", "match (_ x):\n    case 1: pass\n", "match x, y=\n    case 1: pass\n",
    "match x= y:\n    case 1: pass\n", "match x, y**\n    case 1: pass\n", "match match x:\n    case 1: pass\n",
    "match (x)\n :\n    case 1: pass\n", "match(x)\n1 +\n", "match(x)\nif x:\npass\n", "match(x)\nx = )\n",
    "match(a=1)\n", "match(x)\n",
    "match x:\n    y = 2\n",
]


def err(src):
    try:
        ast.parse(src)
    except SyntaxError as e:
        end_line = e.end_lineno or 0
        end_off = e.end_offset if e.end_offset is not None and e.end_offset > 0 else 0
        return {"kind": type(e).__name__, "msg": e.msg, "line": e.lineno or 0, "col": e.offset or 0,
                "end_line": end_line, "end_col": end_off}
    return None


def main():
    warnings.simplefilter("ignore")
    out = []
    for src in SOURCES:
        e = err(src)
        if e is None:
            out.append({"src": src, "ast": ast.dump(ast.parse(src), include_attributes=True)})
        else:
            out.append({"src": src, "error": e})
    json.dump(out, sys.stdout, indent=1, ensure_ascii=False)
    sys.stdout.write("\n")


main()
