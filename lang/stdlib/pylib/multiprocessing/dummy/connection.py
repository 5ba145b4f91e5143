"""Connections between threads (multiprocessing.dummy's Pipe)."""

from queue import Queue

__all__ = ['Client', 'Listener', 'Pipe']


def Pipe(duplex=True):
    a, b = Queue(), Queue()
    return Connection(a, b), Connection(b, a)


class Connection:
    def __init__(self, _in, _out):
        self._out = _out
        self._in = _in
        self.send = self.send_bytes = _out.put
        self.recv = self.recv_bytes = _in.get

    def poll(self, timeout=0.0):
        if self._in.qsize() > 0:
            return True
        if timeout <= 0.0:
            return False
        with self._in.not_empty:
            self._in.not_empty.wait(timeout)
        return self._in.qsize() > 0

    def close(self):
        pass

    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc_value, exc_tb):
        self.close()


def Listener(*args, **kwargs):
    raise NotImplementedError("multiprocessing.dummy.connection.Listener is not supported by cpjit")


def Client(*args, **kwargs):
    raise NotImplementedError("multiprocessing.dummy.connection.Client is not supported by cpjit")
