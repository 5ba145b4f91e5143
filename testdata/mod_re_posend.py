# re with every pos and endpos, endpos before pos included: anchors, lookbehind,
# boundaries and empty matches must read the subject as sre does.
import re
for p, f in [('$', re.M), ('$', 0), (r'\b', 0), (r'\B', 0), ('', 0), ('a*', 0), (r'(?<=c)', 0), ('^', re.M), (r'\Z', 0), ('(a)|\\1', 0), ('x*+', 0), ('x*?$', re.M)]:
    r = re.compile(p, f)
    for s in ['abc', 'ab\n', '', '\n']:
        for pos in range(-1, 5):
            for end in range(-1, 5):
                out = []
                for fn in (r.match, r.search, r.fullmatch):
                    m = fn(s, pos, end)
                    out.append(m and m.span())
                out.append(r.findall(s, pos, end))
                out.append([m.span() for m in r.finditer(s, pos, end)])
                print(p, f, repr(s), pos, end, out)
