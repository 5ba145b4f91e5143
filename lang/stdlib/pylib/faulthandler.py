"""Dump Python tracebacks (cpjit's faulthandler).

cpjit reports its own fatal errors, so enable() only records the file
and the setting; dump_traceback() writes the calling thread's stack in
CPython's format (other threads' stacks are not reachable here), and
dump_traceback_later() does so from a timer thread after a delay.
"""

import sys

__all__ = ['enable', 'disable', 'is_enabled', 'dump_traceback',
           'dump_traceback_later', 'cancel_dump_traceback_later',
           'register', 'unregister']

_enabled = False
_file = None
_later = None
_registered = {}


def _fileno(file):
    """The descriptor to write to (a file object must have one)."""
    if file is None:
        file = sys.stderr
        if file is None:
            raise RuntimeError("sys.stderr is None")
    if isinstance(file, int):
        if file < 0:
            raise ValueError("file is not a valid file descriptor")
        return file, None
    fd = file.fileno()
    if not isinstance(fd, int) or fd < 0:
        raise ValueError("file is not a valid file descriptor")
    try:
        file.flush()
    except Exception:
        pass
    return fd, file


def enable(file=None, all_threads=True):
    """Turn the fault handler on (writing to file, default sys.stderr)."""
    global _enabled, _file
    _file = _fileno(file)
    _enabled = True


def disable():
    """Turn the fault handler off; True if it was on."""
    global _enabled
    was, _enabled = _enabled, False
    return was


def is_enabled():
    return _enabled


def _write(target, text):
    fd, file = target
    if file is not None:
        file.write(text)
        file.flush()
    else:
        import os
        os.write(fd, text.encode('utf-8', 'backslashreplace'))


def _format(frame, current=True, all_threads=True):
    import threading
    if all_threads:
        head = '%s 0x%016x' % ('Current thread' if current else 'Thread', threading.get_ident())
    else:
        head = 'Stack'
    lines = [head + ' (most recent call first):\n']
    depth = 0
    while frame is not None:
        if depth == 100:
            lines.append('  ...\n')
            break
        code = frame.f_code
        lines.append('  File "%s", line %d in %s\n' % (code.co_filename, frame.f_lineno, code.co_name))
        frame = frame.f_back
        depth += 1
    return ''.join(lines)


def dump_traceback(file=None, all_threads=True):
    """Write the calling thread's traceback to file."""
    _write(_fileno(file), _format(sys._getframe(1), all_threads=all_threads))


def dump_traceback_later(timeout, repeat=False, file=None, exit=False):
    """After timeout seconds (every timeout seconds with repeat), write the
    traceback of the thread that called this; with exit, then end the
    process with status 1."""
    if timeout <= 0:
        raise ValueError("timeout must be greater than 0")
    import threading
    cancel_dump_traceback_later()
    target = _fileno(file)
    frame = sys._getframe(1)
    stop = threading.Event()

    def watch():
        while not stop.wait(timeout):
            _write(target, 'Timeout (%d:%02d:%02d)!\n' % (timeout // 3600, timeout // 60 % 60, timeout % 60)
                   + _format(frame, False))
            if exit:
                import os
                os._exit(1)
            if not repeat:
                return
    global _later
    thread = threading.Thread(target=watch, name='faulthandler watchdog', daemon=True)
    _later = stop
    thread.start()


def cancel_dump_traceback_later():
    """Cancel the pending dump_traceback_later()."""
    global _later
    if _later is not None:
        _later.set()
        _later = None


def register(signum, file=None, all_threads=True, chain=False):
    """Write the traceback to file when the process gets signal signum."""
    import signal
    target = _fileno(file)
    if signum in (signal.SIGSEGV, signal.SIGFPE, signal.SIGABRT, signal.SIGBUS, signal.SIGILL):
        raise RuntimeError("signal %d cannot be registered, use enable() instead" % signum)
    previous = _registered[signum][1] if signum in _registered else signal.getsignal(signum)

    def handler(sig, frame):
        _write(target, _format(frame, all_threads=all_threads))
        if chain and callable(previous):
            previous(sig, frame)
    signal.signal(signum, handler)
    _registered[signum] = (handler, previous)


def unregister(signum):
    """Stop dumping on signal signum; True if it was registered."""
    import signal
    if signum not in _registered:
        return False
    handler, previous = _registered.pop(signum)
    signal.signal(signum, previous if previous is not None else signal.SIG_DFL)
    return True
