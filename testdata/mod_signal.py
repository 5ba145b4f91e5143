# signal: constants as enums, handlers set and read back, errors,
# raise_signal running Python handlers on the main thread before it
# returns, default_int_handler, SIGINT's KeyboardInterrupt, and
# signal() refused outside the main thread.
import signal
import threading

print(signal.SIGINT, repr(signal.SIGINT), repr(signal.SIGTERM), repr(signal.SIGIOT), repr(signal.SIGPOLL))
print(repr(signal.SIG_DFL), repr(signal.SIG_IGN), signal.NSIG, repr(signal.SIGRTMIN), repr(signal.SIGRTMAX))
print(signal.ITIMER_REAL, signal.ITIMER_VIRTUAL, signal.ITIMER_PROF, repr(signal.SIG_BLOCK))
print([s.name for s in signal.Signals])
print(signal.getsignal(signal.SIGINT) is signal.default_int_handler)
print(repr(signal.getsignal(signal.SIGTERM)), repr(signal.getsignal(signal.SIGPIPE)))
print(signal.strsignal(signal.SIGINT), signal.strsignal(15), signal.strsignal(14), signal.strsignal(40))
vs = signal.valid_signals()
print(len(vs), signal.SIGINT in vs, 32 in vs)

got = []


def handler(signum, frame):
    got.append((signum, type(signum).__name__, frame is not None and frame.f_code.co_name))


old = signal.signal(signal.SIGUSR1, handler)
print(repr(old), signal.getsignal(signal.SIGUSR1) is handler)


def raiser():
    signal.raise_signal(signal.SIGUSR1)
    got.append("after raise_signal")


raiser()
print(got)
print(signal.signal(signal.SIGUSR1, signal.SIG_IGN) is handler)
signal.raise_signal(signal.SIGUSR1)
print(repr(signal.signal(signal.SIGUSR1, signal.SIG_DFL)), got[-1])

# SIGINT: the default handler raises KeyboardInterrupt.
try:
    signal.raise_signal(signal.SIGINT)
except KeyboardInterrupt as e:
    print("KeyboardInterrupt", repr(e))
try:
    signal.default_int_handler(2, None)
except KeyboardInterrupt:
    print("default_int_handler raises KeyboardInterrupt")
signal.signal(signal.SIGINT, lambda s, f: got.append("custom SIGINT"))
signal.raise_signal(signal.SIGINT)
print(got[-1])
signal.signal(signal.SIGINT, signal.default_int_handler)


# A handler that raises: the exception comes out of raise_signal.
def boom(signum, frame):
    raise RuntimeError(f"handler for {signal.Signals(signum).name}")


signal.signal(signal.SIGUSR2, boom)
try:
    signal.raise_signal(signal.SIGUSR2)
except RuntimeError as e:
    print(e)

# Errors.
for args in [(0, signal.SIG_DFL), (65, signal.SIG_DFL), (signal.SIGKILL, signal.SIG_IGN),
             (signal.SIGSTOP, signal.SIG_IGN), (signal.SIGUSR1, 5), ("x", signal.SIG_DFL)]:
    try:
        signal.signal(*args)
    except Exception as e:
        print(type(e).__name__, e)
for a in [0, 65, "x"]:
    try:
        signal.getsignal(a)
    except Exception as e:
        print(type(e).__name__, e)
try:
    signal.strsignal(100)
except ValueError as e:
    print(e)


# signal() only works in the main thread.
def in_thread():
    try:
        signal.signal(signal.SIGUSR1, signal.SIG_IGN)
    except ValueError as e:
        got.append(str(e))


t = threading.Thread(target=in_thread)
t.start()
t.join()
print(got[-1])

# alarm: none pending, then one set and cancelled.
print(signal.alarm(0), signal.getitimer(signal.ITIMER_REAL))
print(signal.alarm(100), signal.alarm(0))
