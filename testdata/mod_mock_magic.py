import re, os, sys
from unittest import mock
from unittest.mock import Mock, MagicMock, patch, call, sentinel, DEFAULT, ANY, mock_open, PropertyMock, create_autospec, NonCallableMock, seal

def r(o):
    return re.sub(r" id='\d+'", "", repr(o))

m = Mock(name='root')
print(r(m), r(m.a), r(m.a.b()), r(m()), r(m().x), r(m.a().b().c))
print(r(Mock()), r(MagicMock(spec=dict)), r(Mock(spec_set=list)), r(NonCallableMock()))
print(r(m.return_value), m.return_value is m())
m2 = Mock(**{'method.return_value': 3, 'other.side_effect': KeyError, 'x': 5})
print(m2.method(), m2.x)
try: m2.other()
except KeyError as e: print('KeyError', repr(e))
# wraps
w = Mock(wraps=lambda x: x * 2)
print(w(21), w.call_args)
class Obj:
    def meth(self, a): return a + 1
wo = Mock(wraps=Obj())
print(wo.meth(1), wo.meth.call_count)
# attach_mock
parent = Mock()
child1, child2 = Mock(return_value=None), Mock(return_value=None)
parent.attach_mock(child1, 'c1'); parent.attach_mock(child2, 'c2')
child1(1); child2(2)
print(parent.mock_calls, parent.method_calls)
# children assigned
p = Mock(); p.kid = Mock(); p.kid(3); print(p.mock_calls)
# delete
d = Mock(); del d.f
try: d.f
except AttributeError as e: print('AttributeError', e)
print(hasattr(d, 'f'), hasattr(d, 'g'))
# reset_mock with return_value
rm = Mock(return_value=3, side_effect=[1])
rm.reset_mock(return_value=True, side_effect=True)
print(r(rm()))
# side effect exception class + instance
for eff in [ValueError, ValueError('boom')]:
    try: Mock(side_effect=eff)()
    except ValueError as e: print('ValueError', repr(e))
# call comparisons
print(call(1, a=2) == call(1, a=2), call(1) == call(2), call.foo(1) == call.bar(1), call(ANY) == call(5))
print(call(1, 2).args, call(1, b=2).kwargs, call.x(1).args)
print(m.call_args_list == [], call(1) in [call(1)], list(call(1, 2)))
c = call.foo(1, x=2)
name, args, kwargs = c
print(name, args, kwargs)
print(mock.call_args if False else None)
# _CallList sublist
mm = Mock(); mm(1); mm(2); mm(3)
print([call(2), call(3)] in mm.call_args_list, [call(3), call(2)] in mm.call_args_list)
mm.assert_has_calls([call(3), call(1)], any_order=True)
try: mm.assert_has_calls([call(3), call(1)])
except AssertionError as e: print(e)
print(mm.call_args_list)
big = Mock()
for i in range(12): big('x' * 10, i)
print(big.call_args_list)
# MagicMock magic
mg = MagicMock()
mg.__getitem__.side_effect = lambda k: k * 2
print(mg[4], mg.__getitem__.call_args)
mg[1] = 2; del mg[1]
print(mg.mock_calls)
mg.__iter__.return_value = [1, 2, 3]
print(list(mg), list(mg))
mg.__str__.return_value = 'hello'
print(str(mg))
mg.__lt__.return_value = True
print(mg < 1, mg + 1 is mg.__add__.return_value, abs(mg) is mg.__abs__.return_value)
mg.__len__ = lambda self: 42
print(len(mg))
print(mg == mg, mg == 3, mg != 3, mg != mg)
mg.__eq__.return_value = True
print(mg == 3)
print(hash(mg) == hash(mg), isinstance(hash(mg), int))
with MagicMock() as cm: print(r(cm))
mg2 = MagicMock(); mg2.__enter__.return_value = 'E'
with mg2 as v: print(v)
print(mg2.__exit__.call_args)
print(mg2.mock_calls)
try: MagicMock().__getattr__ = lambda s, n: 1
except AttributeError as e: print(e)
try: Mock().__len__
except AttributeError as e: print('AttributeError', e)
print(int(MagicMock()), round(MagicMock()) if False else '', os.fspath(MagicMock())[:10])
nm = MagicMock(spec=['__len__', 'a'])
print(len(nm))
try: iter(nm)
except TypeError as e: print('TypeError', e)
