# subprocess: run/Popen/communicate, pipes, files, errors, signals, sys.executable (issue 29); not mod_*: children write to the real stdout
import subprocess, sys, os, tempfile, signal
P = subprocess.PIPE
with subprocess.Popen(['cat'], stdin=P, stdout=P) as p:
    p.stdin.write(b'line1\nline2\n')
    p.stdin.flush()
    print(p.stdout.readline())
    p.stdin.close()
    print(p.stdout.read())
print(p.returncode, p.stdin.closed, p.stdout.closed)
p = subprocess.Popen(['sh', '-c', 'echo out; echo err >&2'], stdout=P, stderr=subprocess.STDOUT)
out, err = p.communicate()
print(sorted(out.split()), err, p.returncode, p.stdout.closed)
print(subprocess.run(['sh', '-c', 'echo gone; echo gone2 >&2'], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
print(subprocess.run(['cat'], stdin=subprocess.DEVNULL, capture_output=True))
with tempfile.TemporaryDirectory() as d:
    path = os.path.join(d, 'out.txt')
    with open(path, 'wb') as f:
        subprocess.run(['echo', 'to file'], stdout=f)
        subprocess.run(['echo', 'to fd'], stdout=f.fileno())
    with open(path) as f:
        print(f.read())
    with open(path, 'rb') as f:
        print(subprocess.run(['tr', 'a-z', 'A-Z'], stdin=f, capture_output=True).stdout)
    print(subprocess.run(['pwd'], cwd=d, capture_output=True, text=True).stdout.strip() == os.path.realpath(d))
    try:
        subprocess.run(['ls'], cwd=os.path.join(d, 'missing'))
    except FileNotFoundError as e:
        print(type(e).__name__, e.errno, os.path.basename(e.filename))
    try:
        subprocess.run(['ls'], cwd=path)
    except NotADirectoryError as e:
        print(type(e).__name__, e.errno, os.path.basename(e.filename))
    script = os.path.join(d, 'noexec.sh')
    with open(script, 'w') as f:
        f.write('#!/bin/sh\necho hi\n')
    os.chmod(script, 0o644)
    try:
        subprocess.run([script])
    except PermissionError as e:
        print(type(e).__name__, e.errno, os.path.basename(e.filename))
    os.chmod(script, 0o755)
    print(subprocess.run([script], capture_output=True).stdout)
print(subprocess.run(['sh', '-c', 'echo $FOO-$BAR'], env={'FOO': 'x', 'PATH': os.environ['PATH']}, capture_output=True).stdout)
os.environ['CPJIT_CHILD_VAR'] = 'inherited'
print(subprocess.run('echo $CPJIT_CHILD_VAR', shell=True, capture_output=True, text=True).stdout)
del os.environ['CPJIT_CHILD_VAR']
print(subprocess.run('echo "[$CPJIT_CHILD_VAR]"', shell=True, capture_output=True, text=True).stdout)
p = subprocess.Popen(['sleep', '30'])
print(p.poll())
p.terminate()
print(p.wait(), p.poll())
p.send_signal(signal.SIGKILL)  # already reaped: nothing happens
p = subprocess.Popen(['sh', '-c', 'exit 7'])
print(p.wait(timeout=60), p.returncode)
print(repr(subprocess.Popen(['true'])).split(':')[0])
p = subprocess.Popen(['sh', '-c', 'printf "a\\r\\nb\\rc\\n"'], stdout=P, text=True)
print(repr(p.communicate()[0]))
p = subprocess.Popen(['sh', '-c', 'printf "caf\\303\\251 \\377"'], stdout=P, encoding='utf-8', errors='replace')
print(repr(p.communicate()[0]), p.text_mode, p.universal_newlines)
p = subprocess.Popen(['sh', '-c', 'printf "caf\\303\\251"'], stdout=P, encoding='latin-1')
print(repr(p.stdout.read()))
p.wait()
print(subprocess.run([sys.executable, '-c', 'import sys; sys.exit(5)']).returncode)
print(subprocess.run([sys.executable, '-c', 'print("child", 6*7)'], capture_output=True, text=True).stdout)
r = subprocess.run(['sh', '-c', 'cat; echo done >&2'], input=b'x' * 200000, capture_output=True)
print(len(r.stdout), r.stderr)
r = subprocess.run(['head', '-c', '10'], input=b'y' * 300000, capture_output=True)
print(r.stdout, r.returncode)
p = subprocess.Popen(['sh', '-c', 'echo start; exec sleep 30'], stdout=P)
try:
    p.communicate(timeout=0.3)
except subprocess.TimeoutExpired as e:
    print(e)
p.kill()
print(p.communicate(), p.returncode)
try:
    p.communicate(b'late')
except ValueError as e:
    print(e)
for bad in [dict(stdin=P, input=b'x'), dict(capture_output=True, stdout=P)]:
    try:
        subprocess.run(['true'], **bad)
    except ValueError as e:
        print(e)
try:
    subprocess.check_output(['true'], stdout=P)
except ValueError as e:
    print(e)
try:
    subprocess.Popen(['true'], text=True, universal_newlines=False)
except subprocess.SubprocessError as e:
    print(e)
e = subprocess.CalledProcessError(-200, ['x'], b'o', b'e')
print(e, e.stdout, e.output, e.stderr)
print(subprocess.CalledProcessError(1, 'cmd'), subprocess.TimeoutExpired('c', 2.5))
print(subprocess.CompletedProcess(['a'], 0), subprocess.CompletedProcess('a', 1, b'', 'e'))
try:
    subprocess.CompletedProcess(['a'], 3, 'o').check_returncode()
except subprocess.CalledProcessError as e:
    print(repr(e), e.output)
print(subprocess.call(['sh', '-c', 'exit 3']), subprocess.check_call(['true']))
print(subprocess.check_output('echo $0', shell=True, executable='/bin/sh'))
print(subprocess.check_output(['echo', b'bytes', 'str']))
r, w = os.pipe()
os.write(w, b'through pass_fds')
os.close(w)
print(subprocess.run(['sh', '-c', 'cat <&%d' % r], pass_fds=[r], capture_output=True).stdout)
os.close(r)
print(subprocess.PIPE, subprocess.STDOUT, subprocess.DEVNULL, subprocess.list2cmdline(['a', 'b c', 'd"e', 'f\\"']))
print(subprocess.check_output(['echo', 'x'], stderr=subprocess.STDOUT, text=True), end='')
print(os.system('exit 3') >> 8, os.waitstatus_to_exitcode(os.system('kill -9 $$')))
sys.stdout.flush()
os.system('echo from system')
with os.popen('echo from popen; exit 2') as f:
    print(f.read(), end='')
print(f.close())
print(os.popen('true').close())
r = subprocess.run(['echo', 'hello'], capture_output=True)
print(r)
r = subprocess.run('echo $((1+2)); echo err >&2; exit 3', shell=True, capture_output=True, text=True)
print(r)
print(subprocess.check_output(['cat'], input=b'abc\n'), subprocess.check_output(['cat'], input=None, text=True))
print(subprocess.run([sys.executable, '-c', 'import sys; print(sys.stdin.read().upper())'], input='xy', capture_output=True, text=True).stdout)
try:
    subprocess.run(['false'], check=True)
except subprocess.CalledProcessError as e:
    print(e, e.returncode, e.cmd)
try:
    subprocess.run(['sleep', '30'], timeout=0.2, capture_output=True)
except subprocess.TimeoutExpired as e:
    print(e, e.stdout, e.stderr)
try:
    subprocess.run(['nonexistent-prog-xyz'])
except FileNotFoundError as e:
    print(e)
try:
    subprocess.run(['true'], executable='/nonexistent/prog')
except FileNotFoundError as e:
    print(e)
try:
    subprocess.check_call(['sh', '-c', 'kill -9 $$'])
except subprocess.CalledProcessError as e:
    print(e)
print(subprocess.getstatusoutput('echo a; exit 4'), subprocess.getstatusoutput('echo b >&2'))
print(subprocess.getoutput('printf "x\\ny\\n"'))
print(subprocess.list2cmdline(['a b', 'c"d', 'e\\\\', 'f\\\\ g', '']))
p = subprocess.Popen(['cat'], stdin=P, stdout=P, text=True)
print(p.communicate('text in\r\n'), p.stdin.closed)
sys.stdout.flush()
subprocess.run(['echo', 'inherited stdout'])
subprocess.run(['sh', '-c', 'echo inherited stderr >&2'], stderr=subprocess.STDOUT)
print(subprocess.CompletedProcess[int], subprocess.Popen[bytes])
r, w = os.pipe()
os.write(w, b'inherited')
os.close(w)
os.set_inheritable(r, True)
print(subprocess.run(['sh', '-c', 'cat <&%d' % r], capture_output=True).returncode != 0)
print(subprocess.run(['sh', '-c', 'cat <&%d' % r], capture_output=True, close_fds=False).stdout)
print(os.get_inheritable(r))
os.close(r)

# bad arguments
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
t(lambda: subprocess.run(None))
t(lambda: subprocess.run([]))
t(lambda: subprocess.run(['echo', 1]))
t(lambda: subprocess.run(['echo', 'a\0b']))
t(lambda: subprocess.run('', shell=True).returncode)
t(lambda: subprocess.run(['true'], env={'A': 1}))
t(lambda: subprocess.run(['true'], env={1: 'a'}))
t(lambda: subprocess.run(['true'], cwd=5))
t(lambda: subprocess.run(['true'], stdin=99))
t(lambda: subprocess.run(['true'], stdout='x'))
t(lambda: subprocess.run(['true'], bufsize='x'))
t(lambda: subprocess.Popen(['true'], pass_fds=[-1]))
t(lambda: subprocess.run(['cat'], input='str'))
t(lambda: subprocess.run(['cat'], input=b'x', text=True))
t(lambda: os.system(5))
t(lambda: os.popen(5))
t(lambda: os.popen('true', 'rb'))
t(lambda: os.waitpid('x', 0))
t(lambda: os.kill(os.getpid(), 999))

# sys.executable runs cpjit itself
import shutil
print(shutil.which('sh') in ('/bin/sh', '/usr/bin/sh'), shutil.which('nonexistent-zz'), shutil.get_terminal_size((7, 3)))
print(os.path.basename(sys.executable) != '', os.path.isabs(sys.executable), os.access(sys.executable, os.X_OK))
out = subprocess.run([sys.executable, '-c', 'import sys, os; print(sys.argv, os.getcwd() == sys.argv[1])', os.getcwd()], capture_output=True, text=True, cwd=os.getcwd())
print(out.stdout.split(',')[0], out.returncode)
r = subprocess.run([sys.executable, '-c', 'import sys; sys.stderr.write("boom\\n"); raise SystemExit(3)'], capture_output=True)
print(r.returncode, r.stderr)
r = subprocess.run([sys.executable, '-c', '1/0'], capture_output=True, text=True)
print(r.returncode, r.stderr.splitlines()[-1])
