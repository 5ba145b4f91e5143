# os.chown, os.lchown and os.mkfifo (used by tarfile's extraction).
import os
import stat
import tempfile

with tempfile.TemporaryDirectory() as tmp:
    p = os.path.join(tmp, 'f')
    open(p, 'w').close()
    st = os.stat(p)
    os.chown(p, st.st_uid, st.st_gid)
    os.chown(p, -1, -1)
    os.symlink('f', os.path.join(tmp, 'l'))
    os.lchown(os.path.join(tmp, 'l'), -1, -1)
    print(os.stat(p).st_uid == st.st_uid, os.stat(p).st_gid == st.st_gid)
    fifo = os.path.join(tmp, 'fifo')
    os.mkfifo(fifo, 0o600)
    m = os.stat(fifo).st_mode
    print(stat.S_ISFIFO(m), oct(stat.S_IMODE(m) & 0o600))
    try:
        os.mkfifo(fifo)
    except FileExistsError as e:
        print('FileExistsError', e.errno, e.filename == fifo)
    try:
        os.chown(os.path.join(tmp, 'missing'), -1, -1)
    except FileNotFoundError as e:
        print('FileNotFoundError', e.errno, e.strerror)
    try:
        os.chown(p, 'x', 0)
    except TypeError as e:
        print('TypeError')
