# sys.exit with a message writes it to sys.stderr as the program left it;
# atexit functions still see __main__'s __file__ after SystemExit.
import atexit, io, sys

buf = io.StringIO()

def show():
    print('captured:', repr(buf.getvalue()))
    print('__file__' in globals())

atexit.register(show)
sys.stderr = buf
print('exiting')
sys.exit('the message')
