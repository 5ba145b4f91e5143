# profile, cProfile and pstats: what is counted (calls, primitive calls
# of recursive functions, builtins, callers and callees) and the report
# layout, with the timings masked.
import contextlib
import cProfile
import io
import os
import profile
import pstats
import re
import tempfile


def mask(text):
    text = text.replace(os.path.dirname(os.path.abspath(__file__)), '{DIR}')
    text = re.sub(r'\d+\.\d{3}', 'T.TTT', text)
    text = re.sub(r'0x[0-9a-f]+', '0xADDR', text)
    # Column widths follow the length of the program's path: runs of
    # spaces become one, so the output does not depend on where it runs.
    return re.sub(r' {2,}', ' ', text)


def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


def helper(xs):
    return sorted(xs, reverse=True)


def work():
    xs = []
    for i in range(6):
        xs.append(fib(i))
    ys = helper(xs)
    return len(ys) + max(ys)


def report(stats, *args, how='print_stats'):
    out = io.StringIO()
    stats.stream = out
    getattr(stats, how)(*args)
    print(mask(out.getvalue()))


pr = cProfile.Profile()
pr.enable()
work()
pr.disable()
st = pstats.Stats(pr)
report(st.sort_stats('stdname'))
report(st.sort_stats(pstats.SortKey.CALLS, pstats.SortKey.NAME), 3)
report(st.sort_stats('pcalls', 'stdname'), 'fib|help')
report(st.sort_stats('name'), 0.5)
report(st.sort_stats('stdname'), how='print_callers')
report(st.sort_stats('stdname'), how='print_callees')
print(st.total_calls, st.prim_calls, sorted(f[2] for f in st.stats))

# runcall, the context manager, run and runctx.
pr = cProfile.Profile()
print(pr.runcall(work))
with cProfile.Profile() as pr2:
    fib(7)
out = io.StringIO()
pstats.Stats(pr, stream=out).strip_dirs().sort_stats('calls', 'stdname').print_stats()
print(mask(out.getvalue()))
# (__exit__ is listed, under its file's name and line.)
st = pstats.Stats(pr2)
print(st.total_calls, st.prim_calls, sorted((f[2], v[:2]) for f, v in st.stats.items()))
buf = io.StringIO()
with contextlib.redirect_stdout(buf):
    cProfile.run('work()')
print(mask(buf.getvalue()))
buf = io.StringIO()
with contextlib.redirect_stdout(buf):
    cProfile.runctx('fib(n)', globals(), {'n': 5}, sort='name')
print(mask(buf.getvalue()))

# profile: the same counts with its names and entries.
p = profile.Profile()
print(p.runcall(work))
report(pstats.Stats(p).strip_dirs().sort_stats('stdname'))
p = profile.Profile()
p.runctx('helper([3, 1, 2])', globals(), None)
report(pstats.Stats(p).strip_dirs().sort_stats('stdname'), how='print_callers')
buf = io.StringIO()
with contextlib.redirect_stdout(buf):
    profile.run('fib(4)', sort='stdname')
print(mask(buf.getvalue()))

# Dumped statistics load back, and add up.
with tempfile.TemporaryDirectory() as tmp:
    path = os.path.join(tmp, 'prof.out')
    pr = cProfile.Profile()
    pr.runcall(fib, 6)
    pr.dump_stats(path)
    st = pstats.Stats(path, stream=io.StringIO())
    print(sorted((f[2], v[0], v[1]) for f, v in st.stats.items()))
    st.add(path)
    print(sorted((f[2], v[0], v[1]) for f, v in st.stats.items()), st.total_calls)
    print(len(st.files), st.files[0].endswith(path))

print([k.value for k in pstats.SortKey], pstats.SortKey('ncalls'), pstats.SortKey.TIME == 'time')
for bad in ((), ('nosuchkey',)):
    try:
        if bad:
            pstats.Stats(cProfile.Profile().runctx('1', {}, {})).sort_stats(*bad)
        else:
            pstats.Stats(cProfile.Profile())
    except (TypeError, KeyError) as e:
        print(type(e).__name__, mask(str(e)))
