import re, sys
from mockpkg import helper as helper5
from unittest import mock
from unittest.mock import Mock, MagicMock, patch, call, sentinel, DEFAULT, ANY, mock_open, PropertyMock, create_autospec, seal

def r(o):
    return re.sub(r" id='\d+'", "", repr(o))

@patch('mockpkg.helper.VALUE', 5)
def f1():
    return helper5.VALUE
print(f1(), helper5.VALUE)

@patch('mockpkg.helper.func')
def f2(mf):
    mf.return_value = 9
    return helper5.func(1, 2), r(mf), mf.call_args
print(f2(), helper5.func(1, 2))

@patch('mockpkg.helper.func')
@patch('mockpkg.helper.Klass')
def f3(mk, mf):
    return r(mk), r(mf), r(mk())
print(f3())

with patch('mockpkg.helper.VALUE', new=sentinel.v) as v:
    print(v, helper5.VALUE)
print(helper5.VALUE)
with patch.object(helper5.Klass, 'method', return_value=7) as mm:
    print(helper5.Klass().method(1), mm.call_args, r(mm))
print(helper5.Klass().method(3))
with patch.object(helper5.Klass, 'attr', 'patched'):
    print(helper5.Klass.attr)
print(helper5.Klass.attr)
with patch.dict(helper5.CONFIG, {'a': 10, 'c': 3}):
    print(helper5.CONFIG)
print(helper5.CONFIG)
with patch.dict('mockpkg.helper.CONFIG', clear=True, z=1):
    print(helper5.CONFIG)
print(helper5.CONFIG)
@patch.dict(helper5.CONFIG, b=20)
def f4(): return dict(helper5.CONFIG)
print(f4(), helper5.CONFIG)
with patch.multiple('mockpkg.helper', VALUE=DEFAULT, func=DEFAULT) as vals:
    print(sorted(vals), r(vals['VALUE']), r(helper5.func))
@patch.multiple(helper5, VALUE=DEFAULT, CONFIG={'x': 1})
def f5(VALUE):
    return r(VALUE), helper5.CONFIG
print(f5())
p = patch('mockpkg.helper.VALUE', 99)
print(p.start(), helper5.VALUE)
p.stop(); print(helper5.VALUE)
patch('mockpkg.helper.VALUE', 1000).start(); patch.dict(helper5.CONFIG, q=1).start()
print(helper5.VALUE, helper5.CONFIG)
patch.stopall(); print(helper5.VALUE, helper5.CONFIG)
for bad in [lambda: patch('nodots'), lambda: patch('mockpkg.helper.nope').start(), lambda: patch.object(helper5, 'nope').start(),
            lambda: patch('mockpkg.helper.VALUE', 1, new_callable=Mock), lambda: patch.object('mockpkg.helper', 'x'),
            lambda: patch.multiple(helper5), lambda: patch('nomodule_xyz.a').start()]:
    try: bad(); print('no error')
    except Exception as e: print(type(e).__name__, re.sub(r"from '[^']*'", "from X", str(e)))
with patch('mockpkg.helper.nope', create=True, new=3): print(helper5.nope)
print(hasattr(helper5, 'nope'))
with patch('mockpkg.helper.uses_os', new_callable=PropertyMock) as pm: print(r(pm))
with patch('os.getcwd', return_value='/fake'): print(helper5.uses_os())
class TC:
    def test_one(self, m): return r(m)
    def other(self): return 'other'
TC = patch('mockpkg.helper.VALUE')(TC)
print(TC().test_one(), TC().other())
K0 = helper5.Klass
with patch('mockpkg.helper.Klass', spec=True) as MK:
    inst = MK()
    print(r(MK), r(inst), isinstance(inst, K0))
    try: inst.nope
    except AttributeError as e: print(e)
with patch('mockpkg.helper.func', autospec=True) as af:
    af.return_value = 3
    print(helper5.func(1, 2), af.call_args)
    try: helper5.func(1)
    except TypeError as e: print('TypeError', e)
    af.assert_called_once_with(1, 2)
    try: af.assert_called_with(1, 3)
    except AssertionError as e: print(e)
# PropertyMock
class Foo:
    pass
pmk = PropertyMock(return_value=3)
type(Foo).__dict__  # noqa
Foo.p = pmk
foo = Foo()
print(foo.p); foo.p = 6
print(pmk.mock_calls)
# mock_open
mo = mock_open(read_data='line1\nline2\nline3\n')
with patch('builtins.open', mo):
    with open('foo.txt') as fh:
        print(repr(fh.read()))
    with open('foo.txt') as fh:
        print(fh.readline(), fh.readlines())
    with open('foo.txt') as fh:
        print(list(fh))
    with open('out.txt', 'w') as fh:
        fh.write('data')
print(mo.call_args_list)
mo.assert_called_with('out.txt', 'w')
mo().write.assert_called_once_with('data')
print(mo.mock_calls[:4])
mob = mock_open(read_data=b'\x00\x01')
print(mob()().read() if False else mob().read())
# seal
s = Mock(); s.a.b = 1; seal(s)
try: s.c
except AttributeError as e: print('AttributeError', e)
try: s.a.x
except AttributeError as e: print('AttributeError', e)
print(s.a.b)
# spec'd function signature in Mock
def target(a, b=1): pass
sm = Mock(spec=target)
sm(1, b=2)
sm.assert_called_with(1, 2)
try: sm(1, 2, 3)
except TypeError as e: print('TypeError', e)
try: sm.assert_called_with(5)
except AssertionError as e: print(e)
am = create_autospec(helper5.Klass)
i = am(); i.method(1)
print(r(am), r(i), r(i.method))
try: i.method()
except TypeError as e: print('TypeError', e)
try: i.nothing
except AttributeError as e: print('AttributeError', e)
print(am.mock_calls)
af = create_autospec(helper5.func, return_value=1)
print(af(1, 2), af.call_count, r(af.mock))
try: af()
except TypeError as e: print('TypeError', e)
