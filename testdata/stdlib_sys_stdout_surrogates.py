# Lone surrogates written to the standard streams: sys.stdout encodes with
# surrogateescape in the C.UTF-8 locale the tests run in (\udc80..\udcff
# become the bytes 0x80..0xff, others are an error), sys.stderr with
# backslashreplace, and so does the report of an uncaught exception.
import sys


class Loud:
    def __str__(self):
        raise RuntimeError("no str")


print(sys.stdout.errors, sys.stderr.errors)
print('\udc80')
print('a\udcffb', 'c\udcc3\udca9d', sep='\udc80', end='!\n')
sys.stdout.write('w\udc90\n')
sys.stderr.write('e\udc80\ud800\n')
print('q\udcff', file=sys.stderr)
for args in [('\ud800',), ('ok', 'x\udfffy'), ('\ud83d\ude00',)]:
    try:
        print(*args)
    except UnicodeEncodeError as e:
        print(type(e).__name__, e, file=sys.stderr)
try:
    print('before', Loud(), 'after')
except RuntimeError as e:
    print(e, file=sys.stderr)
print()
sys.stdout.flush()
raise ValueError('bad \udc80\ud800 text')
