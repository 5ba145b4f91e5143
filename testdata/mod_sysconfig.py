# sysconfig: the platform, versions, schemes, paths and variables programs ask for
# (only what does not depend on where Python is installed is printed).
import sysconfig as s, sys, os
print(s.get_platform(), s.get_python_version(), s.get_scheme_names(), s.get_default_scheme(), s.get_path_names())
p = s.get_paths()
print(sorted(p), p['scripts'] == os.path.join(s.get_config_var('base'), 'bin'), p['purelib'].endswith('python3.13/site-packages'))
print(s.get_config_var('EXT_SUFFIX').endswith('-x86_64-linux-gnu.so'), s.get_config_var('py_version_short'), s.get_config_var('VERSION'), s.get_config_var('nonexistent'), s.get_config_vars('VERSION', 'nope'), s.get_config_var('SIZEOF_VOID_P'), s.get_config_var('Py_GIL_DISABLED'))
print(s.get_paths('posix_home', vars={'base': '/opt/x', 'installed_base': '/opt/x'}))
print(s.get_path('scripts', 'posix_user', vars={'userbase': '/u'}), s.get_paths(expand=False)['data'])
try: s.get_paths('bogus')
except KeyError as e: print('KeyError', e)
try: s.get_preferred_scheme('x')
except KeyError as e: print('KeyError', e)
print(s.get_preferred_scheme('home'), s.is_python_build())
import io; print(s.parse_config_h(io.StringIO('#define HAVE_X 1\n#define NAME "v"\n/* #undef HAVE_Y */\n')))
