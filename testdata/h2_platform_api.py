# platform's API shapes and the values that do not depend on the machine:
# uname's fields, system_alias's renaming, the version helpers of other
# systems (java_ver deprecated in 3.13, ios_ver and android_ver new).
import platform, os, sys

u = platform.uname()
print(type(u).__name__, u._fields, len(u))
print(tuple(u)[:5] == (u.system, u.node, u.release, u.version, u.machine), u[5] == u.processor)
print(repr(u).startswith('uname_result(system='))
print(u.system == os.uname().sysname, u.machine == os.uname().machine, u.release == os.uname().release)
print(platform.system() == u.system, platform.machine() == u.machine, platform.node() == u.node)
print(all(isinstance(x, str) for x in u))
print(platform.python_version() == '%d.%d.%d' % sys.version_info[:3])
print(platform.python_version_tuple() == tuple(str(x) for x in sys.version_info[:3]))
b = platform.python_build()
print(type(b).__name__, len(b), all(isinstance(x, str) for x in b))
print(type(platform.python_compiler()).__name__, type(platform.python_branch()).__name__,
      type(platform.python_revision()).__name__)
print(platform.architecture()[0], type(platform.architecture()).__name__)
print(platform.platform().startswith(platform.system()), platform.platform(terse=True).startswith(platform.system()))

for args in [('SunOS', '5.8', 'v'), ('SunOS', '4.1', 'v'), ('SunOS', '5', 'x'), ('SunOS', '6.2.1', 'y'),
             ('SunOS', 'x.1', 'z'), ('win32', '10', 'v'), ('win16', '3', ''), ('Linux', '5', 'x'),
             ('Darwin', '23.1', 'v')]:
    print(args, platform.system_alias(*args))

print(platform.mac_ver(), platform.win32_ver(), platform.win32_edition(), platform.win32_is_iot())
print(platform.ios_ver(), platform.ios_ver('iOS', '17').release)
a = platform.android_ver()
print(a, type(a).__name__, a._fields, platform.android_ver(api_level=34).api_level)
print(platform.java_ver())
print(platform.java_ver('1.8', 'vendor'))
print(repr(platform.uname_result('a', 'b', 'c', 'd', 'e')), len(platform.uname_result('a', 'b', 'c', 'd', 'e')))
