"""Where this Python's files go and how it was configured (cpjit's
sysconfig).

cpjit is one binary with its standard library inside, so the paths are
CPython's install scheme laid over sys.prefix, and the configuration
variables are the ones programs ask about (versions, platform, the
extension-module suffix, sizes), not a Makefile's.
"""

import os
import sys

__all__ = [
    'get_config_h_filename', 'get_config_var', 'get_config_vars',
    'get_makefile_filename', 'get_path', 'get_path_names', 'get_paths',
    'get_platform', 'get_python_version', 'get_scheme_names',
    'parse_config_h', 'get_default_scheme', 'get_preferred_scheme',
    'is_python_build',
]

_INSTALL_SCHEMES = {
    'posix_prefix': {
        'stdlib': '{installed_base}/{platlibdir}/{implementation_lower}{py_version_short}{abi_thread}',
        'platstdlib': '{platbase}/{platlibdir}/{implementation_lower}{py_version_short}{abi_thread}',
        'purelib': '{base}/lib/{implementation_lower}{py_version_short}{abi_thread}/site-packages',
        'platlib': '{platbase}/{platlibdir}/{implementation_lower}{py_version_short}{abi_thread}/site-packages',
        'include': '{installed_base}/include/{implementation_lower}{py_version_short}{abiflags}',
        'platinclude': '{installed_platbase}/include/{implementation_lower}{py_version_short}{abiflags}',
        'scripts': '{base}/bin',
        'data': '{base}',
    },
    'posix_home': {
        'stdlib': '{installed_base}/lib/{implementation_lower}',
        'platstdlib': '{base}/lib/{implementation_lower}',
        'purelib': '{base}/lib/{implementation_lower}',
        'platlib': '{base}/lib/{implementation_lower}',
        'include': '{installed_base}/include/{implementation_lower}',
        'platinclude': '{installed_base}/include/{implementation_lower}',
        'scripts': '{base}/bin',
        'data': '{base}',
    },
    'posix_user': {
        'stdlib': '{userbase}/{platlibdir}/{implementation_lower}{py_version_short}{abi_thread}',
        'platstdlib': '{userbase}/{platlibdir}/{implementation_lower}{py_version_short}{abi_thread}',
        'purelib': '{userbase}/lib/{implementation_lower}{py_version_short}{abi_thread}/site-packages',
        'platlib': '{userbase}/lib/{implementation_lower}{py_version_short}{abi_thread}/site-packages',
        'include': '{userbase}/include/{implementation_lower}{py_version_short}{abi_thread}',
        'scripts': '{userbase}/bin',
        'data': '{userbase}',
    },
}
# a virtual environment installs as a prefix does, under its own sys.prefix
_INSTALL_SCHEMES['venv'] = _INSTALL_SCHEMES['posix_venv'] = _INSTALL_SCHEMES['posix_prefix']
_SCHEME_KEYS = ('stdlib', 'platstdlib', 'purelib', 'platlib', 'include', 'scripts', 'data')

_config_vars = None


def get_python_version():
    return '%d.%d' % sys.version_info[:2]


def get_platform():
    """The platform tag: the OS name and machine, as 'linux-x86_64'."""
    uname = os.uname()
    return '%s-%s' % (uname.sysname.lower().replace('/', ''), uname.machine.replace(' ', '_').replace('/', '-'))


def get_scheme_names():
    return ('nt', 'nt_user', 'nt_venv', 'osx_framework_user', 'posix_home',
            'posix_prefix', 'posix_user', 'posix_venv', 'venv')


def get_default_scheme():
    return 'venv' if sys.prefix != sys.base_prefix else 'posix_prefix'


def get_preferred_scheme(key):
    if key == 'prefix':
        return get_default_scheme()
    if key == 'home':
        return 'posix_home'
    if key == 'user':
        return 'posix_user'
    raise KeyError(key)


def get_path_names():
    return _SCHEME_KEYS


def _user_base():
    env = os.environ.get('PYTHONUSERBASE')
    if env:
        return env
    return os.path.join(os.path.expanduser('~'), '.local')


def get_config_vars(*args):
    """The configuration variables (a dict), or the values of the names
    given (None for unknown ones)."""
    global _config_vars
    if _config_vars is None:
        version = sys.version_info
        multiarch = getattr(sys.implementation, '_multiarch', '')
        soabi = '%s-%d%d-%s' % (sys.implementation.name, version[0], version[1], multiarch)
        prefix = os.path.normpath(sys.prefix)
        exec_prefix = os.path.normpath(sys.exec_prefix)
        _config_vars = {
            'prefix': prefix, 'exec_prefix': exec_prefix,
            'py_version': '%d.%d.%d' % version[:3],
            'py_version_short': '%d.%d' % version[:2],
            'py_version_nodot': '%d%d' % version[:2],
            'installed_base': os.path.normpath(sys.base_prefix),
            'base': prefix,
            'installed_platbase': os.path.normpath(sys.base_exec_prefix),
            'platbase': exec_prefix,
            'projectbase': os.path.dirname(os.path.abspath(sys.executable or '.')),
            'platlibdir': getattr(sys, 'platlibdir', 'lib'),
            'implementation': 'Python', 'implementation_lower': 'python',
            'abiflags': getattr(sys, 'abiflags', ''), 'abi_thread': '',
            'py_version_nodot_plat': '',
            'userbase': _user_base(),
            'VERSION': '%d.%d' % version[:2],
            'EXT_SUFFIX': '.%s.so' % soabi, 'SOABI': soabi, 'SHLIB_SUFFIX': '.so',
            'MULTIARCH': multiarch, 'EXE': '', 'Py_DEBUG': 0, 'Py_GIL_DISABLED': 0,
            'Py_ENABLE_SHARED': 0, 'WITH_DOC_STRINGS': 1,
            'SIZEOF_VOID_P': 8, 'SIZEOF_LONG': 8, 'SIZEOF_SIZE_T': 8, 'SIZEOF_INT': 4,
            'SIZEOF_DOUBLE': 8, 'SIZEOF_FLOAT': 4, 'SIZEOF_WCHAR_T': 4,
            'TZPATH': '/usr/share/zoneinfo:/usr/lib/zoneinfo:/usr/share/lib/zoneinfo:/etc/zoneinfo',
            'BINDIR': os.path.join(exec_prefix, 'bin'),
            'LIBDIR': os.path.join(exec_prefix, 'lib'),
            'INCLUDEPY': os.path.join(os.path.normpath(sys.base_prefix), 'include',
                                      'python%d.%d' % version[:2]),
            'srcdir': prefix,
        }
        _config_vars['SO'] = _config_vars['EXT_SUFFIX']
    if args:
        return [_config_vars.get(name) for name in args]
    return _config_vars


def get_config_var(name):
    """One configuration variable, or None."""
    return get_config_vars().get(name)


def _expand(template, values):
    try:
        return template.format(**values)
    except KeyError as e:
        try:
            return template.format(**{**os.environ, **values})
        except KeyError:
            raise AttributeError(f'{e}') from None


def get_paths(scheme=get_default_scheme(), vars=None, expand=True):
    """The install paths of a scheme (with their {variables} expanded
    from the configuration and vars unless expand is false)."""
    if scheme not in _INSTALL_SCHEMES:
        raise KeyError(scheme)
    templates = _INSTALL_SCHEMES[scheme]
    if not expand:
        return dict(templates)
    values = dict(get_config_vars())
    if vars:
        values.update(vars)
    paths = {}
    for key, template in templates.items():
        path = os.path.normpath(_expand(template, values))
        if path.startswith('//'):
            path = path[1:]  # a prefix of / (cpjit's) joined with /...
        paths[key] = path
    return paths


def get_path(name, scheme=get_default_scheme(), vars=None, expand=True):
    """One install path of a scheme."""
    return get_paths(scheme, vars, expand)[name]


def is_python_build(check_home=None):
    return False


def get_config_h_filename():
    return os.path.join(get_path('platinclude'), 'pyconfig.h')


def get_makefile_filename():
    return os.path.join(get_config_var('LIBDIR'), 'python%s' % get_python_version(),
                        'config-%s-%s' % (get_python_version(), get_config_var('MULTIARCH')),
                        'Makefile')


def parse_config_h(fp, vars=None):
    """Read #define and #undef lines of a pyconfig.h file into vars."""
    import re
    if vars is None:
        vars = {}
    define = re.compile(r"#define ([A-Z][A-Za-z0-9_]+) (.*)\n")
    undef = re.compile(r"/[*] #undef ([A-Z][A-Za-z0-9_]+) [*]/\n")
    for line in fp:
        m = define.match(line)
        if m:
            name, value = m.group(1, 2)
            try:
                value = int(value)
            except ValueError:
                pass
            vars[name] = value
            continue
        m = undef.match(line)
        if m:
            vars[m.group(1)] = 0
    return vars


def _main():
    print('Platform: "%s"' % get_platform())
    print('Python version: "%s"' % get_python_version())
    print('Current installation scheme: "%s"' % get_default_scheme())
    print()
    print('Paths: ')
    for key, value in sorted(get_paths().items()):
        print('\t%s = "%s"' % (key, value))
    print()
    print('Variables: ')
    for key, value in sorted(get_config_vars().items()):
        print('\t%s = "%s"' % (key, value))


if __name__ == '__main__':
    _main()
