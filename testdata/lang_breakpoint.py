# breakpoint() goes through sys.breakpointhook, which reads
# $PYTHONBREAKPOINT at every call.
import os
import sys
import warnings

os.environ['PYTHONBREAKPOINT'] = '0'
print(breakpoint())
print(breakpoint(1, 2, key='v'))

calls = []
def hook(*args, **kws):
    calls.append((args, kws))
    return 'from hook'

import builtins
builtins.my_hook = hook
os.environ['PYTHONBREAKPOINT'] = 'my_hook'
print(breakpoint(3, x=4), calls)

os.environ['PYTHONBREAKPOINT'] = 'posixpath.basename'
print(breakpoint('/a/b/c.txt'))

for name in ['no_such_module.func', 'nodot', 'os.no_such_function']:
    os.environ['PYTHONBREAKPOINT'] = name
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter('always')
        r = breakpoint()
    print(r, [(x.category.__name__, str(x.message), x.lineno) for x in w])

# A hook of our own replaces the default one; the original stays in
# sys.__breakpointhook__.
sys.breakpointhook = lambda *a, **k: ('custom', a, k)
print(breakpoint(5, y=6))
print(sys.__breakpointhook__ is not sys.breakpointhook, sys.__breakpointhook__.__name__)
sys.breakpointhook = sys.__breakpointhook__
os.environ['PYTHONBREAKPOINT'] = '0'
print(breakpoint())

del sys.breakpointhook
try:
    breakpoint()
except RuntimeError as e:
    print('RuntimeError:', e)
try:
    sys.__breakpointhook__(1, 2)
except Exception as e:
    print(type(e).__name__, e)
