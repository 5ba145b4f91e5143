# A signal the process sends itself with os.kill is handled before the
# next statement, as in CPython (the kernel delivers it before kill(2)
# returns and the handler runs at the next instruction boundary).
import os, signal

got = []
def handler(signum, frame):
    got.append((signal.Signals(signum).name, frame.f_code.co_name))

signal.signal(signal.SIGUSR1, handler)
signal.signal(signal.SIGUSR2, handler)

def sender():
    os.kill(os.getpid(), signal.SIGUSR1)
    print('after kill', len(got))

os.kill(os.getpid(), signal.SIGUSR1)
print(got)
sender()
os.kill(os.getpid(), signal.SIGUSR2)
print(got)

for i in range(3):
    os.kill(os.getpid(), signal.SIGUSR1)
    print('loop', i, len(got))

def raiser(signum, frame):
    raise RuntimeError('from handler %d' % signum)
signal.signal(signal.SIGUSR1, raiser)
try:
    os.kill(os.getpid(), signal.SIGUSR1)
    print('not reached')
except RuntimeError as e:
    print('RuntimeError', e)

try:
    os.kill(os.getpid(), signal.SIGINT)
    print('not reached')
except KeyboardInterrupt:
    print('KeyboardInterrupt')

signal.signal(signal.SIGUSR1, signal.SIG_IGN)
os.kill(os.getpid(), signal.SIGUSR1)
print('ignored')
os.kill(os.getpid(), 0)
print('signal 0 checks only')
try:
    os.kill(os.getpid(), 12345)
except OSError as e:
    print('OSError', e.errno, e)
