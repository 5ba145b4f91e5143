"""Processes with the threading module's API (cpjit's multiprocessing).

cpjit starts every process by spawning a fresh interpreter that imports
the main module under the name __mp_main__ (the 'spawn' start method, as
on Windows and macOS): the main module must guard its start-up code with
``if __name__ == '__main__':``. 'fork' and 'forkserver' contexts are
accepted and spawn too. Locks, semaphores, queues, pipes and shared values
are descriptors the child inherits; see _cpjit_mp.
"""

from multiprocessing import context as _context

_default = _context._default_context

__all__ = [name for name in dir(_default) if not name.startswith('_')]
for _name in __all__:
    globals()[_name] = getattr(_default, _name)
del _name

SUBDEBUG = 5
SUBWARNING = 25
