# os: process calls, wait statuses, struct sequences, scandir (issue 29); not mod_*: the in-process module runner must not see its terminal checks
import os
r = os.stat_result(tuple(range(10)))
print(r)
print(r.st_mtime, r[8], r.st_atime_ns if hasattr(r, 'st_atime_ns') else '-')
try:
    os.stat_result((1, 2))
except TypeError as e:
    print(e)
print(os.terminal_size((3, 4)), os.times_result((1.0, 2.0, 3.0, 4.0, 5.0)))
print(sorted(os.listdir(b'.'))[:0], os.process_cpu_count() == os.cpu_count())
print([e for e in os.scandir(b'/nonexistent-dir')] if False else 'x')
try:
    os.scandir('/nonexistent-dir')
except FileNotFoundError as e:
    print(e)
try:
    os.get_terminal_size(99)
except OSError as e:
    print(e)
print(os.WNOHANG, os.WIFEXITED(0), os.WEXITSTATUS(256), os.WIFSIGNALED(9), os.WTERMSIG(9), os.waitstatus_to_exitcode(9))
try:
    os.waitpid(-1, 0)
except ChildProcessError as e:
    print(e)
try:
    os.waitstatus_to_exitcode(0x7f)
except ValueError as e:
    print(e)
print(callable(os.fwalk), callable(os.getcwd), os.supports_fd if False else '')
print(os.path.abspath('x') == os.path.join(os.getcwd(), 'x'), os.path.splitroot('/a/b'))
print(os.sep.join(['a']), os.altsep, os.strerror(2), os.EX_OK if hasattr(os, 'EX_OK') else None)
print(True, type(os.getuid()), os.geteuid() == os.getuid(), os.getegid() == os.getgid(), type(os.getgroups()))
print(type(os.uname()), len(os.uname()))
print(os.device_encoding(99), os.get_inheritable(0) in (True, False))
import tempfile
with tempfile.TemporaryDirectory() as d:
    os.makedirs(os.path.join(d, 'p', 'q'))
    open(os.path.join(d, 'p', 'f'), 'w').close()
    for top, dirs, files, fd in os.fwalk(d):
        print(os.path.relpath(top, d), dirs, files, type(fd), os.fstat(fd).st_ino == os.stat(top).st_ino)
    for top, dirs, files in os.walk(d, topdown=False):
        print(os.path.relpath(top, d), dirs, files)
with tempfile.TemporaryDirectory() as d:
    os.makedirs(os.path.join(d, 'sub'))
    open(os.path.join(d, 'file'), 'w').close()
    os.symlink('sub', os.path.join(d, 'dl'))
    os.symlink('file', os.path.join(d, 'fl'))
    os.symlink('gone', os.path.join(d, 'bl'))
    orig_cwd = os.getcwd()
    os.chdir(d)
    for e in sorted(os.scandir(), key=lambda e: e.name):
        print(e.path, e.is_dir(), e.is_dir(follow_symlinks=False), e.is_file(), e.is_symlink(),
              e.stat(follow_symlinks=False).st_mode == os.lstat(e.path).st_mode)
    for e in sorted(os.scandir(b'.'), key=lambda e: e.name):
        print(e.path, e.name, os.fspath(e))
    print(sorted(e.path for e in os.scandir(d + '/')) == sorted(os.path.join(d, n) for n in os.listdir(d)))
    try:
        os.scandir('bl')
    except FileNotFoundError as e:
        print(e)
    try:
        next(os.scandir('file'))
    except NotADirectoryError as e:
        print(e)
    os.chdir(orig_cwd)
