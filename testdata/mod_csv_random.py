# csv: random inputs and dialects, read and written (random is CPython's
# Mersenne Twister here too, so both runs see the same cases)
import csv
import io
import random

random.seed(1234)
ALPHABET = 'ab ,;"\'\\\n\r\t1.5-'
QUOTINGS = [csv.QUOTE_MINIMAL, csv.QUOTE_ALL, csv.QUOTE_NONNUMERIC,
            csv.QUOTE_NONE, csv.QUOTE_STRINGS, csv.QUOTE_NOTNULL]


def dialect():
    kw = {}
    if random.random() < 0.3:
        kw['delimiter'] = random.choice(',;\t ')
    if random.random() < 0.3:
        kw['quotechar'] = random.choice(['"', "'", None])
    if random.random() < 0.3:
        kw['escapechar'] = random.choice(['\\', None])
    if random.random() < 0.3:
        kw['doublequote'] = random.random() < 0.5
    if random.random() < 0.3:
        kw['skipinitialspace'] = random.random() < 0.5
    if random.random() < 0.3:
        kw['strict'] = random.random() < 0.5
    if random.random() < 0.3:
        kw['quoting'] = random.choice(QUOTINGS)
    if random.random() < 0.2:
        kw['lineterminator'] = random.choice(['\n', '\r\n', '!'])
    return kw


def show(f):
    try:
        return repr(f())
    except (csv.Error, ValueError, TypeError) as e:
        return f'{type(e).__name__}: {e}'


for case in range(400):
    kw = dialect()
    text = ''.join(random.choice(ALPHABET) for _ in range(random.randrange(0, 30)))
    lines = text.splitlines(keepends=True) if random.random() < 0.7 else [text]
    print(case, repr(kw), repr(text))
    print('  read', show(lambda: list(csv.reader(lines, **kw))))
    row = []
    for _ in range(random.randrange(0, 5)):
        r = random.random()
        if r < 0.15:
            row.append(None)
        elif r < 0.3:
            row.append(random.randrange(-50, 50))
        elif r < 0.4:
            row.append(random.random() * 100)
        else:
            row.append(''.join(random.choice(ALPHABET) for _ in range(random.randrange(0, 6))))
    out = io.StringIO()

    def write():
        w = csv.writer(out, **kw)
        n = w.writerow(row)
        return n, out.getvalue()
    written = show(write)
    print('  write', repr(row), written)
    if not written.startswith(('Error', 'TypeError', 'ValueError')):
        print('  back', show(lambda: list(csv.reader(io.StringIO(out.getvalue(), newline=''), **kw))))

