# pwd, grp, resource and fcntl: lookups, struct sequences, limits, locks
# and their errors.
import fcntl
import grp
import os
import pwd
import resource
import tempfile

root = pwd.getpwuid(0)
print(root.pw_name, root.pw_uid, root.pw_gid, root[0], len(root), type(root).__name__)
print(pwd.getpwnam(root.pw_name) == root, root in pwd.getpwall())
print(isinstance(root.pw_dir, str), isinstance(root.pw_shell, str))
p = pwd.struct_passwd(('u', 'x', 5, 6, 'gecos', '/home/u', '/bin/sh'))
print(p)
print(p.pw_gecos, p[2:4], pwd.struct_passwd.n_fields, pwd.struct_passwd.__module__)
g = grp.getgrgid(0)
print(g.gr_name, g.gr_gid, type(g.gr_mem).__name__, grp.getgrnam(g.gr_name) == g)
print(grp.struct_group(('staff', 'x', 50, ['a', 'b'])))
print(all(isinstance(e, grp.struct_group) for e in grp.getgrall()))
for f, a in ((pwd.getpwuid, 99999), (pwd.getpwnam, 'nosuchuserx'),
             (grp.getgrgid, 99999), (grp.getgrnam, 'nosuchgroupx'),
             (pwd.getpwuid, -5), (pwd.getpwuid, 'x'), (pwd.getpwnam, 5),
             (grp.getgrgid, 'x'), (grp.getgrnam, 3), (pwd.getpwuid, 2 ** 40),
             (grp.getgrgid, 2.5)):
    try:
        f(a)
    except (KeyError, TypeError) as e:
        print(f.__name__, type(e).__name__, e)

soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
print(type(soft).__name__, soft <= hard or hard == resource.RLIM_INFINITY)
resource.setrlimit(resource.RLIMIT_NOFILE, (soft - 1, hard))
print(resource.getrlimit(resource.RLIMIT_NOFILE) == (soft - 1, hard))
resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))
print(resource.getrlimit(resource.RLIMIT_NOFILE) == (soft, hard))
print(resource.RLIM_INFINITY, resource.RLIMIT_CPU, resource.RLIMIT_NOFILE,
      resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN, resource.error is OSError)
r = resource.getrusage(resource.RUSAGE_SELF)
print(type(r).__name__, len(r), r.ru_utime >= 0, r.ru_maxrss > 0, type(r.ru_stime).__name__)
print(resource.getpagesize() % 4096)
for args in ((999,), (-1,)):
    try:
        resource.getrlimit(*args)
    except ValueError as e:
        print('ValueError', e)
for lim in ((10, 5), (1,), 'ab'):
    try:
        resource.setrlimit(resource.RLIMIT_NOFILE, lim)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
try:
    resource.getrusage(99)
except ValueError as e:
    print('ValueError', e)

r, w = os.pipe()
fl = fcntl.fcntl(r, fcntl.F_GETFL)
print(fl & os.O_NONBLOCK)
fcntl.fcntl(r, fcntl.F_SETFL, fl | os.O_NONBLOCK)
print(fcntl.fcntl(r, fcntl.F_GETFL) & os.O_NONBLOCK == os.O_NONBLOCK)
try:
    os.read(r, 1)
except BlockingIOError as e:
    print('BlockingIOError', e.errno)
print(fcntl.fcntl(w, fcntl.F_GETFD) & fcntl.FD_CLOEXEC)
fcntl.fcntl(w, fcntl.F_SETFD, 0)
print(fcntl.fcntl(w, fcntl.F_GETFD) & fcntl.FD_CLOEXEC)
os.close(r)
os.close(w)
with tempfile.TemporaryFile() as f:
    fcntl.flock(f, fcntl.LOCK_EX)
    fcntl.flock(f.fileno(), fcntl.LOCK_UN)
    fcntl.flock(f, fcntl.LOCK_SH | fcntl.LOCK_NB)
    fcntl.flock(f, fcntl.LOCK_UN)
    fcntl.lockf(f, fcntl.LOCK_EX, 10, 0, 0)
    fcntl.lockf(f, fcntl.LOCK_UN, 10)
    print('locked and unlocked')
    print(fcntl.fcntl(f, fcntl.F_GETFL) & os.O_ACCMODE == os.O_RDWR)
for call in (lambda: fcntl.fcntl(999, fcntl.F_GETFL),
             lambda: fcntl.flock(999, fcntl.LOCK_EX),
             lambda: fcntl.fcntl('x', fcntl.F_GETFL),
             lambda: fcntl.fcntl(-1, fcntl.F_GETFL)):
    try:
        call()
    except (OSError, TypeError, ValueError) as e:
        print(type(e).__name__, e)
print(fcntl.LOCK_SH, fcntl.LOCK_EX, fcntl.LOCK_NB, fcntl.LOCK_UN, fcntl.F_GETFL,
      fcntl.F_SETFL, fcntl.F_GETFD, fcntl.F_SETFD, fcntl.F_DUPFD, fcntl.F_RDLCK,
      fcntl.F_WRLCK, fcntl.F_UNLCK, fcntl.F_SETLK, fcntl.F_SETLKW)
