# Dumps the Unicode data cpjit's str methods need, as CPython 3.13 sees it,
# as JSON on stdout. Used by gentables.go (go generate); not run at
# build time.
import json
import sys
import unicodedata

N = 0x110000
chars = [chr(c) for c in range(N)]


def ranges(pred):
    out = []
    start = None
    for c in range(N):
        if pred(c):
            if start is None:
                start = c
        elif start is not None:
            out.append([start, c - 1])
            start = None
    if start is not None:
        out.append([start, N - 1])
    return out


def final_sigma(s):
    return s.lower()[-1] == '\u03c2'


upper_p = [chars[c].isupper() for c in range(N)]
lower_p = [chars[c].islower() for c in range(N)]
title_p = [chars[c].istitle() and not upper_p[c] for c in range(N)]
t2 = [final_sigma(chars[c] + '\u03a3') for c in range(N)]
t3 = [final_sigma('A' + chars[c] + '\u03a3') for c in range(N)]

preds = {
    'Printable': lambda c: chars[c].isprintable(),
    'Alpha': lambda c: chars[c].isalpha(),
    'Decimal': lambda c: chars[c].isdecimal(),
    'Digit': lambda c: chars[c].isdigit(),
    'Numeric': lambda c: chars[c].isnumeric(),
    'Space': lambda c: chars[c].isspace(),
    'Lower': lambda c: lower_p[c],
    'Upper': lambda c: upper_p[c],
    'Title': lambda c: title_p[c],
    'Cased': lambda c: lower_p[c] or upper_p[c] or title_p[c],
    'CaseIgnorable': lambda c: t3[c] and not t2[c],
    'IDStart': lambda c: chars[c].isidentifier(),
    'IDContinue': lambda c: ('a' + chars[c]).isidentifier(),
}
out = {'preds': {k: ranges(f) for k, f in preds.items()}}
out['zeros'] = [c for c in range(N) if unicodedata.decimal(chars[c], -1) == 0]
for name, f in [('upper', str.upper), ('lower', str.lower), ('title', str.title), ('casefold', str.casefold)]:
    m = {}
    for c in range(N):
        if 0xD800 <= c < 0xE000:
            continue
        r = f(chars[c])
        if r != chars[c]:
            m[c] = r
    out[name] = m
json.dump(out, sys.stdout)
