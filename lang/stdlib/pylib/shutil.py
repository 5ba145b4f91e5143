"""shutil for cpjit: copying, moving and removing files and trees,
which(), get_terminal_size(). Everything goes through the os module (and
so obeys an embedded VM's file access). Archives, disk_usage and chown
are not provided yet.
"""

import os
import stat
import sys

__all__ = ['copyfileobj', 'copyfile', 'copymode', 'copystat', 'copy',
           'copy2', 'copytree', 'move', 'rmtree', 'Error',
           'SpecialFileError', 'ignore_patterns', 'which',
           'get_terminal_size', 'SameFileError']

COPY_BUFSIZE = 64 * 1024


class Error(OSError):
    pass


class SameFileError(Error):
    """Raised when source and destination are the same file."""


class SpecialFileError(OSError):
    """Raised when trying to do a kind of operation (e.g. copying) which is
    not supported on a special file (e.g. a named pipe)"""


class ReadError(OSError):
    """Raised when an archive cannot be read"""


def copyfileobj(fsrc, fdst, length=0):
    """Copy the data of file-like object fsrc to file-like object fdst."""
    if not length:
        length = COPY_BUFSIZE
    fsrc_read = fsrc.read
    fdst_write = fdst.write
    while buf := fsrc_read(length):
        fdst_write(buf)


def _samefile(src, dst):
    if hasattr(os.path, 'samefile'):
        try:
            return os.path.samefile(src, dst)
        except OSError:
            return False
    return os.path.normcase(os.path.abspath(src)) == \
        os.path.normcase(os.path.abspath(dst))


def copyfile(src, dst, *, follow_symlinks=True):
    """Copy the contents of src to dst (no metadata); return dst."""
    if _samefile(src, dst):
        raise SameFileError(f'{src!r} and {dst!r} are the same file')
    for fn in (src, dst):
        try:
            st = os.stat(fn)
        except OSError:
            pass
        else:
            if stat.S_ISFIFO(st.st_mode):
                fn = fn.path if isinstance(fn, os.DirEntry) else fn
                raise SpecialFileError(f'`{fn}` is a named pipe')
    if not follow_symlinks and os.path.islink(src):
        os.symlink(os.readlink(src), dst)
    else:
        with open(src, 'rb') as fsrc:
            try:
                with open(dst, 'wb') as fdst:
                    copyfileobj(fsrc, fdst)
            except IsADirectoryError as e:
                if not os.path.exists(dst):
                    raise FileNotFoundError(
                        f'Directory does not exist: {dst}') from e
                raise
    return dst


def copymode(src, dst, *, follow_symlinks=True):
    """Copy the permission bits of src to dst."""
    if not follow_symlinks and os.path.islink(src) and os.path.islink(dst):
        return
    st = os.stat(src)
    os.chmod(dst, stat.S_IMODE(st.st_mode))


def copystat(src, dst, *, follow_symlinks=True):
    """Copy permission bits and times of src to dst."""
    if not follow_symlinks and os.path.islink(src) and os.path.islink(dst):
        return
    st = os.stat(src)
    os.utime(dst, ns=(st.st_atime_ns, st.st_mtime_ns))
    os.chmod(dst, stat.S_IMODE(st.st_mode))


def copy(src, dst, *, follow_symlinks=True):
    """Copy data and mode bits (cp src dst); dst may be a directory."""
    if os.path.isdir(dst):
        dst = os.path.join(dst, os.path.basename(src))
    copyfile(src, dst, follow_symlinks=follow_symlinks)
    copymode(src, dst, follow_symlinks=follow_symlinks)
    return dst


def copy2(src, dst, *, follow_symlinks=True):
    """Copy data and metadata (cp -p src dst); dst may be a directory."""
    if os.path.isdir(dst):
        dst = os.path.join(dst, os.path.basename(src))
    copyfile(src, dst, follow_symlinks=follow_symlinks)
    copystat(src, dst, follow_symlinks=follow_symlinks)
    return dst


def ignore_patterns(*patterns):
    """An ignore function for copytree that skips names matching any of
    the glob-style patterns."""
    def _ignore_patterns(path, names):
        import fnmatch
        ignored = []
        for pattern in patterns:
            ignored.extend(fnmatch.filter(names, pattern))
        return set(ignored)
    return _ignore_patterns


def copytree(src, dst, symlinks=False, ignore=None, copy_function=copy2,
             ignore_dangling_symlinks=False, dirs_exist_ok=False):
    """Copy a directory tree; errors are collected into one Error."""
    with os.scandir(src) as itr:
        entries = list(itr)
    ignored = ignore(os.fspath(src), [x.name for x in entries]) \
        if ignore is not None else set()
    os.makedirs(dst, exist_ok=dirs_exist_ok)
    errors = []
    for entry in entries:
        if entry.name in ignored:
            continue
        srcname = os.path.join(src, entry.name)
        dstname = os.path.join(dst, entry.name)
        try:
            is_symlink = entry.is_symlink()
            if is_symlink:
                linkto = os.readlink(srcname)
                if symlinks:
                    os.symlink(linkto, dstname)
                    copystat(srcname, dstname, follow_symlinks=not symlinks)
                else:
                    if not os.path.exists(linkto) and ignore_dangling_symlinks:
                        continue
                    if entry.is_dir():
                        copytree(srcname, dstname, symlinks, ignore,
                                 copy_function, ignore_dangling_symlinks,
                                 dirs_exist_ok)
                    else:
                        copy_function(srcname, dstname)
            elif entry.is_dir():
                copytree(srcname, dstname, symlinks, ignore, copy_function,
                         ignore_dangling_symlinks, dirs_exist_ok)
            else:
                copy_function(srcname, dstname)
        except Error as err:
            errors.extend(err.args[0])
        except OSError as why:
            errors.append((srcname, dstname, str(why)))
    try:
        copystat(src, dst)
    except OSError as why:
        if getattr(why, 'winerror', None) is None:
            errors.append((src, dst, str(why)))
    if errors:
        raise Error(errors)
    return dst


def rmtree(path, ignore_errors=False, onerror=None, *, onexc=None,
           dir_fd=None):
    """Remove a directory tree. Errors go to onexc(func, path, exc) (or the
    older onerror(func, path, exc_info)), or are raised."""
    if ignore_errors:
        def onexc(*args):
            pass
    elif onerror is None and onexc is None:
        def onexc(*args):
            raise args[2]
    elif onexc is None:
        def onexc(func, path, exc):
            return onerror(func, path, (type(exc), exc, exc.__traceback__))
    try:
        st = os.lstat(path)
    except OSError as err:
        onexc(os.lstat, path, err)
        return
    try:
        if stat.S_ISLNK(st.st_mode):
            raise OSError('Cannot call rmtree on a symbolic link')
    except OSError as err:
        onexc(os.path.islink, path, err)
        return
    _rmtree(path, onexc)


def _rmtree(path, onexc):
    try:
        with os.scandir(path) as it:
            entries = list(it)
    except OSError as err:
        onexc(os.scandir, path, err)
        entries = []
    for entry in entries:
        fullname = entry.path
        try:
            is_dir = entry.is_dir(follow_symlinks=False)
        except OSError:
            is_dir = False
        if is_dir:
            _rmtree(fullname, onexc)
        else:
            try:
                os.unlink(fullname)
            except OSError as err:
                onexc(os.unlink, fullname, err)
    try:
        os.rmdir(path)
    except OSError as err:
        onexc(os.rmdir, path, err)


rmtree.avoids_symlink_attacks = False


def _basename(path):
    path = os.fspath(path)
    sep = os.path.sep + (os.path.altsep or '')
    return os.path.basename(path.rstrip(sep))


def move(src, dst, copy_function=copy2):
    """Move a file or directory to dst (a rename when possible, otherwise
    a copy and a removal); return the destination."""
    real_dst = dst
    if os.path.isdir(dst):
        if _samefile(src, dst) and not os.path.islink(src):
            os.rename(src, dst)
            return
        real_dst = os.path.join(dst, _basename(src))
        if os.path.exists(real_dst):
            raise Error(f"Destination path '{real_dst}' already exists")
    try:
        os.rename(src, real_dst)
    except OSError:
        if os.path.islink(src):
            linkto = os.readlink(src)
            os.symlink(linkto, real_dst)
            os.unlink(src)
        elif os.path.isdir(src):
            if _destinsrc(src, dst):
                raise Error(f"Cannot move a directory '{src}' into itself "
                            f"'{dst}'.")
            copytree(src, real_dst, copy_function=copy_function,
                     symlinks=True)
            rmtree(src)
        else:
            copy_function(src, real_dst)
            os.unlink(src)
    return real_dst


def _destinsrc(src, dst):
    src = os.path.abspath(src)
    dst = os.path.abspath(dst)
    if not src.endswith(os.path.sep):
        src += os.path.sep
    if not dst.endswith(os.path.sep):
        dst += os.path.sep
    return dst.startswith(src)


def which(cmd, mode=os.F_OK | os.X_OK, path=None):
    """The path of the executable cmd would run, or None."""
    use_bytes = isinstance(cmd, bytes)
    dirname, cmd_name = os.path.split(cmd)
    if dirname:
        path = [dirname]
    else:
        if path is None:
            path = os.environ.get('PATH', None)
            if path is None:
                path = os.defpath if hasattr(os, 'defpath') else '/bin:/usr/bin'
        if not path:
            return None
        if use_bytes:
            path = path.encode() if isinstance(path, str) else path
            path = path.split(b':')
        else:
            path = os.fspath(path).split(os.pathsep)
    seen = set()
    for dir in path:
        normdir = os.path.normcase(dir)
        if normdir in seen:
            continue
        seen.add(normdir)
        name = os.path.join(dir, cmd_name)
        if os.path.exists(name) and os.access(name, mode) and \
                not os.path.isdir(name):
            return name
    return None


def get_terminal_size(fallback=(80, 24)):
    """The terminal's size: $COLUMNS and $LINES, else the size of standard
    output's terminal, else fallback."""
    try:
        columns = int(os.environ['COLUMNS'])
    except (KeyError, ValueError):
        columns = 0
    try:
        lines = int(os.environ['LINES'])
    except (KeyError, ValueError):
        lines = 0
    if columns <= 0 or lines <= 0:
        try:
            size = os.get_terminal_size(sys.__stdout__.fileno())
        except (AttributeError, ValueError, OSError):
            size = os.terminal_size(fallback)
        if columns <= 0:
            columns = size.columns or fallback[0]
        if lines <= 0:
            lines = size.lines or fallback[1]
    return os.terminal_size((columns, lines))
