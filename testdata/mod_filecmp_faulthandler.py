# filecmp: cmp, cmpfiles and dircmp reports over two trees made here;
# faulthandler: its switches, errors and the format of a traceback dump.
import filecmp
import faulthandler
import io
import os
import re
import signal
import tempfile


def make(root, files):
    for path, text in files.items():
        full = os.path.join(root, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        if text is None:
            os.makedirs(full, exist_ok=True)
        else:
            with open(full, 'w') as f:
                f.write(text)


with tempfile.TemporaryDirectory() as d:
    a, b = os.path.join(d, 'a'), os.path.join(d, 'b')
    make(a, {'same.txt': 'x', 'diff.txt': 'one', 'left.txt': 'l', 'sub/s.txt': 's', 'sub/deep/t': '1',
             'kind': 'file here', 'CVS/ignored': 'i', 'both/': None})
    make(b, {'same.txt': 'x', 'diff.txt': 'two', 'right.txt': 'r', 'sub/s.txt': 's!', 'sub/deep/t': '1',
             'kind/': None, 'both/': None})
    print(filecmp.cmp(os.path.join(a, 'same.txt'), os.path.join(b, 'same.txt'), shallow=False),
          filecmp.cmp(os.path.join(a, 'diff.txt'), os.path.join(b, 'diff.txt')),
          filecmp.cmp(os.path.join(a, 'sub'), os.path.join(b, 'sub')))
    print(filecmp.cmpfiles(a, b, ['same.txt', 'diff.txt', 'missing', 'kind'], shallow=False))
    dc = filecmp.dircmp(a, b)
    print(dc.left_list, dc.right_list, dc.common, dc.left_only, dc.right_only)
    print(dc.common_dirs, dc.common_files, dc.common_funny, sorted(dc.subdirs))
    for report in (dc.report, dc.report_partial_closure, dc.report_full_closure):
        buf = io.StringIO()
        import contextlib
        with contextlib.redirect_stdout(buf):
            report()
        print(buf.getvalue().replace(d, 'D'))
    print(filecmp.dircmp(a, b, ignore=[], hide=[]).left_only)
    try:
        dc.nonexistent
    except AttributeError as e:
        print('AttributeError', e)
    print(filecmp.dircmp[str], filecmp.DEFAULT_IGNORES)
    filecmp.clear_cache()

print(faulthandler.is_enabled(), faulthandler.disable())
try:
    faulthandler.enable(io.StringIO())
except io.UnsupportedOperation as e:
    print('UnsupportedOperation', e)
for bad in (0, -1):
    try:
        faulthandler.dump_traceback_later(bad)
    except ValueError as e:
        print('ValueError', e)
faulthandler.enable()
print(faulthandler.is_enabled(), faulthandler.disable(), faulthandler.disable())
try:
    faulthandler.register(signal.SIGSEGV)
except RuntimeError as e:
    print('RuntimeError', e)
print(faulthandler.unregister(signal.SIGUSR1))
try:
    faulthandler.enable(-1)
except ValueError as e:
    print('ValueError', e)


def inner():
    with tempfile.TemporaryFile('w+') as f:
        faulthandler.dump_traceback(f, all_threads=False)
        f.seek(0)
        return f.read()


def outer():
    return inner()


text = outer()
print(re.sub(r'0x[0-9a-f]{16}', '0x...', text).replace(__file__, 'PROG'))
faulthandler.cancel_dump_traceback_later()
