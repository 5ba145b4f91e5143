# sys and time (deterministic parts)
import sys
import time

def show(expr):
    try:
        print(expr, "->", repr(eval(expr)))
    except Exception as e:
        print(expr, "!!", type(e).__name__, e)

print(sys.version_info, sys.version_info[:2], sys.version_info >= (3, 8), sys.version_info.major)
print(sys.version.startswith('3.13.0'), sys.hexversion, sys.maxsize, sys.maxunicode, sys.byteorder, sys.platform)
print(sys.float_info.max, sys.float_info.epsilon, sys.float_info.dig, sys.float_info[0], sys.int_info.bits_per_digit)
print(sys.hash_info.modulus, sys.hash_info.inf, sys.flags.optimize, sys.getdefaultencoding())
print(type(sys.argv), sys.argv[0].endswith('mod_sys.py'), type(sys.path), isinstance(sys.modules, dict), 'sys' in sys.modules)
print(sys.getrecursionlimit(), sys.get_int_max_str_digits(), sys.intern('abc'), type(sys.implementation.name))
print(sys.stdout.write('written\n'), sys.stdout.encoding)
sys.stdout.flush()
print(sys.exc_info())
try:
    1 / 0
except ZeroDivisionError:
    t, v, tb = sys.exc_info()
    print(t, v, tb is not None, repr(sys.exception()))
print(sys.exception())
for t in ["sys.setrecursionlimit(0)", "sys.setrecursionlimit('a')", "sys._getframe(100000)", "sys.set_int_max_str_digits(5)",
          "sys.intern(1)", "sys.intern(b'x')", "sys.exit(1, 2)", "sys.getrecursionlimit(1)", "type(sys.version_info)()",
          "sys.getsizeof(1)", "sys.getsizeof(0)", "sys.getsizeof(None)", "sys.getsizeof(1.0)", "sys.getsizeof('abc')",
          "sys.getsizeof(())", "sys.getsizeof(b'ab')"]:
    show(t)
try:
    sys.version_info.major = 5
except AttributeError as e:
    print(type(e).__name__, e)
for args in [(), ("bye",), (3,), (None,)]:
    try:
        sys.exit(*args)
    except SystemExit as e:
        print(repr(e), e.code, e.args)
old = sys.getrecursionlimit()
sys.setrecursionlimit(2000)
print(sys.getrecursionlimit())
sys.setrecursionlimit(old)
sys.set_int_max_str_digits(5000); print(sys.get_int_max_str_digits()); sys.set_int_max_str_digits(4300)

def f():
    return sys._getframe(0).f_code.co_name, sys._getframe(1).f_code.co_name
print(f())

import io
saved = sys.stdout
sys.stdout = io.StringIO()
print("captured", 1, 2)
out = sys.stdout.getvalue()
sys.stdout = saved
print(repr(out))
sys.stderr.write('')

# time
t0 = time.time(); p0 = time.perf_counter(); m0 = time.monotonic()
time.sleep(0.001)
print(time.time() >= t0, time.perf_counter() > p0, time.monotonic() >= m0, type(time.time_ns()), type(time.perf_counter_ns()))
print(time.gmtime(0), time.gmtime(1700000000.7))
print(time.gmtime(-1).tm_year, time.gmtime(86400 * 365).tm_yday, time.gmtime(0).tm_zone)
st = time.struct_time((2020, 1, 2, 3, 4, 5, 6, 7, 0))
print(st, st.tm_year, st[1], len(st), st.tm_zone, tuple(st))
print(time.strftime("%Y-%m-%d %H:%M:%S %a %A %b %B %j %p %U %W %w %y %% %x %X %e %D %T %F %G %V %u %I", time.gmtime(1700000000)))
print(time.strftime("%c", time.gmtime(0)), time.asctime(time.gmtime(0)))
print(time.strftime("%Y", (2020, 1, 1, 0, 0, 0, 0, 1, 0)))
for d in range(0, 400 * 86400, 37 * 86400):
    g = time.gmtime(d)
    print(time.strftime("%G-W%V-%u %U %W", g), end=" | ")
print()
for t in ["time.sleep('a')", "time.sleep(-1)", "time.gmtime('x')", "time.strftime('%Y', (1, 2))", "time.strftime(1)",
          "time.strftime('%Y', (2020, 13, 1, 0, 0, 0, 0, 1, 0))", "time.struct_time((1, 2))"]:
    show(t)
