"""The parent's handle on a spawned child (Process._popen)."""

import os
import pickle
import signal
import subprocess

from . import context, spawn, util


class Popen:
    method = 'spawn'

    def __init__(self, process_obj):
        util._flush_std_streams()
        self.returncode = None
        fds = []
        context._spawning.fds = fds
        try:
            prep = pickle.dumps(spawn.get_preparation_data(process_obj._name))
            data = pickle.dumps(process_obj)
        finally:
            context._spawning.fds = None
        data_r, data_w = os.pipe()
        sentinel_r, sentinel_w = os.pipe()
        try:
            self._proc = subprocess.Popen(
                spawn.get_command_line(data_r, sentinel_w),
                pass_fds=sorted(set(fds) | {data_r, sentinel_w}))
        except BaseException:
            for fd in (data_r, data_w, sentinel_r, sentinel_w):
                os.close(fd)
            raise
        finally:
            pass
        os.close(data_r)
        os.close(sentinel_w)
        self.pid = self._proc.pid
        self.sentinel = sentinel_r
        with open(data_w, 'wb', closefd=True) as f:
            f.write(prep)
            f.write(data)

    def poll(self, flag=os.WNOHANG):
        if self.returncode is None:
            if flag == 0:
                self.returncode = self._proc.wait()
            else:
                self.returncode = self._proc.poll()
        return self.returncode

    def wait(self, timeout=None):
        if self.returncode is None:
            try:
                self.returncode = self._proc.wait(timeout)
            except subprocess.TimeoutExpired:
                return None
        return self.returncode

    def _send_signal(self, sig):
        if self.returncode is None:
            try:
                os.kill(self.pid, sig)
            except ProcessLookupError:
                pass

    def terminate(self):
        self._send_signal(signal.SIGTERM)

    def kill(self):
        self._send_signal(signal.SIGKILL)

    def close(self):
        if self.sentinel is not None:
            os.close(self.sentinel)
            self.sentinel = None
