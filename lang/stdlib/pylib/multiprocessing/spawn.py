"""Starting a child interpreter and preparing it: the parent writes two
pickles to a pipe (how to prepare, then the process object); the child
prepares (sys.path, sys.argv, directory, the main module imported as
__mp_main__) and runs the process object's _bootstrap."""

import os
import pickle
import sys
import types

from . import process

_executable = None

# The -X options that choose how the parent runs (the JIT tier and its
# stress modes); the child runs the same way. Profiles, dumps and
# statistics are the parent's own.
_INHERITED_X = ('jit', 'jit-threshold', 'cpu', 'gc-stress', 'deopt-stress',
                'jit-verify-stackmaps', 'jit-recompile-after',
                'jit-max-recompiles')


def set_executable(exe):
    global _executable
    _executable = os.fsdecode(exe)


def get_executable():
    if _executable:
        return _executable
    import _cpjit_mp
    exe = _cpjit_mp.interpreter()
    if exe is None:
        raise RuntimeError(
            "multiprocessing cannot start a process: this interpreter is "
            "embedded in a program that named no cpjit command to start "
            "children with; call multiprocessing.set_executable(path)")
    return exe


def get_command_line(data_fd, sentinel_fd):
    args = [get_executable()]
    for name, value in sys._xoptions.items():
        if name in _INHERITED_X:
            args += ['-X', name if value is True else '%s=%s' % (name, value)]
    args += ['-c', 'from multiprocessing.spawn import spawn_main; '
                   'spawn_main(%d, %d)' % (data_fd, sentinel_fd)]
    return args


def get_preparation_data(name):
    """What the child needs before it can unpickle the process object."""
    d = dict(name=name, sys_path=list(sys.path), sys_argv=list(sys.argv),
             dir=os.getcwd(), authkey=bytes(process.current_process().authkey),
             start_method=None)
    from . import context
    d['start_method'] = context._default_context.get_start_method()
    main = sys.modules.get('__main__')
    spec = getattr(main, '__spec__', None)
    if spec is not None and getattr(spec, 'name', None) not in (None, '__main__'):
        d['init_main_from_name'] = spec.name
    else:
        path = getattr(main, '__file__', None)
        if path and not path.startswith('<'):
            d['init_main_from_path'] = os.path.normpath(os.path.join(os.getcwd(), path))
    return d


def prepare(data):
    """Runs in the child: makes it look like its parent."""
    if 'name' in data:
        process.current_process().name = data['name']
    if 'authkey' in data:
        process.current_process().authkey = data['authkey']
    if 'sys_path' in data:
        sys.path = data['sys_path']
    if 'sys_argv' in data:
        sys.argv = data['sys_argv']
    if 'dir' in data:
        os.chdir(data['dir'])
    if data.get('start_method'):
        from . import context
        context._force_start_method(data['start_method'])
    if 'init_main_from_name' in data:
        _fixup_main_from_name(data['init_main_from_name'])
    elif 'init_main_from_path' in data:
        _fixup_main_from_path(data['init_main_from_path'])


def _fixup_main_from_name(name):
    import runpy
    mod = types.ModuleType('__mp_main__')
    sys.modules['__main__'] = sys.modules['__mp_main__'] = mod
    mod.__dict__.update(runpy.run_module(name, run_name='__mp_main__',
                                         alter_sys=True))


def _fixup_main_from_path(path):
    # The main module runs again under another name, so that its
    # `if __name__ == '__main__':` block does not; the functions and
    # classes the process object names as __main__.X are found in it.
    mod = types.ModuleType('__mp_main__')
    mod.__file__ = path
    mod.__builtins__ = __builtins__
    sys.modules['__main__'] = sys.modules['__mp_main__'] = mod
    with open(path, 'rb') as f:
        source = f.read()
    exec(compile(source, path, 'exec'), mod.__dict__)


def spawn_main(data_fd, sentinel_fd):
    """The child's entry point (see get_command_line)."""
    # The sentinel stays open until this process ends; no grandchild may
    # inherit it.
    os.set_inheritable(sentinel_fd, False)
    with open(data_fd, 'rb', closefd=True) as f:
        process.current_process()._inheriting = True
        try:
            prepare(pickle.load(f))
            obj = pickle.load(f)
        finally:
            del process.current_process()._inheriting
    exitcode = obj._bootstrap()
    sys.exit(exitcode)
