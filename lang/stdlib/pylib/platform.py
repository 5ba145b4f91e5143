"""Information about the platform cpjit runs on.

The host's names come from os.uname() (so an embedded VM without process
access sees empty strings); the Python implementation is described as
sys.implementation describes it: cpjit, implementing Python 3.13.
"""

import collections
import os
import sys

__version__ = '1.0.9'

__all__ = [
    'android_ver', 'architecture', 'freedesktop_os_release', 'ios_ver',
    'java_ver', 'libc_ver', 'mac_ver', 'machine',
    'node', 'platform', 'processor', 'python_branch', 'python_build',
    'python_compiler', 'python_implementation', 'python_revision',
    'python_version', 'python_version_tuple', 'release', 'system',
    'system_alias', 'uname', 'uname_result', 'version', 'win32_edition',
    'win32_is_iot', 'win32_ver',
]


uname_result_base = collections.namedtuple(
    'uname_result_base', 'system node release version machine')


class uname_result(uname_result_base):
    """The result of uname(): system, node, release, version, machine, and
    processor (computed on first use)."""

    _fields = ('system', 'node', 'release', 'version', 'machine', 'processor')

    @property
    def processor(self):
        return _processor()

    def __iter__(self):
        yield from tuple.__iter__(self)
        yield self.processor

    def __getitem__(self, key):
        return tuple(iter(self))[key]

    def __len__(self):
        return len(tuple(iter(self)))

    def __reduce__(self):
        return uname_result, tuple(self)[:len(uname_result_base._fields)]


def _processor():
    # CPython asks `uname -p`, which Linux answers with "unknown", reported
    # as ''; cpjit starts no processes for it.
    return ''


_uname_cache = None


def uname():
    """Return (system, node, release, version, machine, processor)."""
    global _uname_cache
    if _uname_cache is None:
        try:
            u = os.uname()
            values = (u.sysname, u.nodename, u.release, u.version, u.machine)
        except (AttributeError, OSError):
            values = ('', '', '', '', '')
        if not values[0]:
            values = ({'linux': 'Linux', 'darwin': 'Darwin', 'win32': 'Windows'}.get(
                sys.platform, sys.platform),) + values[1:]
        _uname_cache = uname_result(*values)
    return _uname_cache


def system():
    """The system's name, as 'Linux', 'Darwin' or 'Windows'."""
    return uname().system


def node():
    """The computer's network name ('' when it cannot be known)."""
    return uname().node


def release():
    """The system's release, as '6.1.0-18-amd64'."""
    return uname().release


def version():
    """The system's version string."""
    return uname().version


def machine():
    """The machine type, as 'x86_64'."""
    return uname().machine


def processor():
    """The processor name ('' when it cannot be known)."""
    return uname().processor


def system_alias(system, release, version):
    """Return (system, release, version) under their marketing names:
    SunOS 5 and later is Solaris with a release three lower (SunOS 5.8 is
    Solaris 2.8), and win32/win16 are Windows."""
    if system == 'SunOS':
        if release < '5':
            return system, release, version
        major, dot, rest = release.partition('.')
        if major.strip().lstrip('+-').isdigit():
            release = str(int(major) - 3) + dot + rest
        return 'Solaris', release, version
    if system in ('win32', 'win16'):
        system = 'Windows'
    return system, release, version


def _platform(*parts):
    s = '-'.join(p.strip() for p in parts if p)
    for ch in ' ':
        s = s.replace(ch, '_')
    for ch in '/\\:;"()':
        s = s.replace(ch, '-')
    s = s.replace('unknown', '')
    while '--' in s:
        s = s.replace('--', '-')
    return s.rstrip('-')


def libc_ver(executable=None, lib='', version='', chunksize=16384):
    """Return (lib, version) of the C library: ('glibc', '2.36') on glibc
    systems, found in the library the process maps; ('', '') otherwise."""
    if executable is None:
        try:
            with open('/proc/self/maps', 'rb') as f:
                maps = f.read()
        except OSError:
            return lib, version
        path = None
        for line in maps.split(b'\n'):
            name = line.rsplit(b' ', 1)[-1]
            base = name.rsplit(b'/', 1)[-1]
            if base.startswith((b'libc.so', b'libc-')):
                path = name
                break
        if path is None:
            return lib, version
        executable = os.fsdecode(path)
    try:
        with open(executable, 'rb') as f:
            data = f.read()
    except OSError:
        return lib, version
    marker = b'GNU C Library'
    i = data.find(marker)
    if i >= 0:
        j = data.find(b'version ', i)
        if 0 <= j < i + 200:
            k = j + len(b'version ')
            end = k
            while end < len(data) and (data[end:end + 1].isdigit() or data[end:end + 1] == b'.'):
                end += 1
            v = data[k:end].rstrip(b'.').decode('ascii')
            if v:
                return 'glibc', v
    return lib, version


def architecture(executable=sys.executable, bits='', linkage=''):
    """Return (bits, linkage) of the executable, as ('64bit', 'ELF')."""
    if not bits:
        bits = '64bit' if sys.maxsize > 2**32 else '32bit'
    if not linkage and executable:
        try:
            with open(executable, 'rb') as f:
                head = f.read(4)
        except OSError:
            head = b''
        if head == b'\x7fELF':
            linkage = 'ELF'
        elif head[:2] == b'MZ':
            linkage = 'WindowsPE'
    return bits, linkage


def mac_ver(release='', versioninfo=('', '', ''), machine=''):
    """macOS version information; empty elsewhere."""
    return release, versioninfo, machine


def win32_ver(release='', version='', csd='', ptype=''):
    """Windows version information; empty elsewhere."""
    return release, version, csd, ptype


def java_ver(release='', vendor='', vminfo=('', '', ''), osinfo=('', '', '')):
    """Jython's version information (deprecated since 3.13): the
    defaults, as no Java VM runs this interpreter."""
    import warnings
    warnings._deprecated('java_ver', remove='3.15')
    return release, vendor, vminfo, osinfo


IOSVersionInfo = collections.namedtuple(
    'IOSVersionInfo', ['system', 'release', 'model', 'is_simulator'])


def ios_ver(system='', release='', model='', is_simulator=False):
    """iOS version information: the defaults anywhere else."""
    return IOSVersionInfo(system, release, model, is_simulator)


AndroidVer = collections.namedtuple(
    'AndroidVer', 'release api_level manufacturer model device is_emulator')


def android_ver(release='', api_level=0, manufacturer='', model='', device='',
                is_emulator=False):
    """Android version information: the defaults anywhere else."""
    return AndroidVer(release, api_level, manufacturer, model, device,
                      is_emulator)


def win32_edition():
    return None


def win32_is_iot():
    return False


def platform(aliased=False, terse=False):
    """A single string naming the platform, as
    'Linux-6.1.0-18-amd64-x86_64-with-glibc2.36'."""
    u = uname()
    system_, release_, version_ = u.system, u.release, u.version
    if aliased:
        system_, release_, version_ = system_alias(system_, release_, version_)
    if system_ == 'Linux':
        libname, libversion = libc_ver()
        return _platform(system_, release_, u.machine, u.processor,
                         'with', libname + libversion)
    if terse:
        return _platform(system_, release_)
    bits, linkage = architecture(sys.executable)
    return _platform(system_, release_, u.machine, u.processor, bits, linkage)


def python_implementation():
    """The Python implementation: 'cpjit' (as sys.implementation.name)."""
    return sys.implementation.name


def python_version():
    """The Python version as 'major.minor.patchlevel'."""
    v = sys.version_info
    return '%d.%d.%d' % (v.major, v.minor, v.micro)


def python_version_tuple():
    """The Python version as a tuple of three strings."""
    return tuple(python_version().split('.'))


def python_branch():
    return ''


def python_revision():
    return ''


def python_build():
    """(buildno, builddate): cpjit reports ('main', '')."""
    return ('main', '')


def python_compiler():
    """The compiler that built the interpreter: cpjit is written in Go."""
    return 'Go'


_os_release_cache = None


def _parse_os_release(lines):
    info = {'NAME': 'Linux', 'ID': 'linux', 'PRETTY_NAME': 'Linux'}
    for line in lines:
        line = line.strip()
        if not line or line.startswith('#') or '=' not in line:
            continue
        key, _, value = line.partition('=')
        if not key.replace('_', '').isalnum() or not key[0].isalpha():
            continue
        if len(value) >= 2 and value[0] == value[-1] and value[0] in '"\'':
            value = value[1:-1]
        out = []
        i = 0
        while i < len(value):
            c = value[i]
            if c == '\\' and i + 1 < len(value):
                i += 1
                c = value[i]
            out.append(c)
            i += 1
        info[key] = ''.join(out)
    return info


def freedesktop_os_release():
    """Return the system's /etc/os-release as a dict."""
    global _os_release_cache
    if _os_release_cache is None:
        errno = None
        for path in ('/etc/os-release', '/usr/lib/os-release'):
            try:
                with open(path, encoding='utf-8') as f:
                    _os_release_cache = _parse_os_release(f)
                break
            except OSError as e:
                errno = e.errno
        else:
            raise OSError(errno, 'Unable to read files /etc/os-release, /usr/lib/os-release')
    return _os_release_cache.copy()
