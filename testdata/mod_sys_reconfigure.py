# sys.stdout.reconfigure: accepted settings and bad ones (issue 29)
import sys
print(sys.stdout.reconfigure(encoding='utf-8', errors='strict', line_buffering=True), sys.stderr.reconfigure(write_through=True))
for kw in [dict(encoding='nope'), dict(newline='x'), dict(encoding=5)]:
    try:
        sys.stdout.reconfigure(**kw)
    except Exception as e:
        print(type(e).__name__, e)
try:
    sys.stdout.reconfigure('utf-8')
except TypeError as e:
    print(e)
