# An uncaught exception is reported on sys.stderr as the program left it
# (here a StringIO, which an atexit function shows on stdout), not on the
# process's standard error; then __main__ loses __file__ and __cached__
# before the atexit functions run.
import atexit, io, sys

buf = io.StringIO()
FILE = __file__

def show():
    text = buf.getvalue()
    print('captured:')
    for line in text.splitlines():
        print('|', line.replace(FILE, 'FILE'))
    print('__file__' in globals(), '__cached__' in globals(), '__name__' in globals())

atexit.register(show)
sys.stderr = buf

def inner():
    raise ValueError('reported on the StringIO')

print('before')
inner()
