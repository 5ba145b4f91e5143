from unittest import mock
from unittest.mock import *
m = Mock()
m(1, 2, a=3)
m.foo.bar(1)
m().baz(2)
print(m.mock_calls)
print(m.method_calls)
print(m.call_args, m.call_args_list)
for f in [lambda: m.assert_called_with(1), lambda: m.assert_called_once_with(1,2,a=3), lambda: m.foo.assert_called(),
          lambda: m.foo.bar.assert_called_with(2), lambda: m.assert_not_called(), lambda: m.assert_any_call(5),
          lambda: m.assert_has_calls([call(1,2,a=3), call.foo.bar(2)]),
          lambda: m.assert_has_calls([call(7), call(8)], any_order=True),
          lambda: m.foo.bar.assert_called_once_with(5), lambda: Mock(name='x').assert_called_with(1),
          lambda: m.assert_foo(), lambda: Mock().assert_called_once()]:
    try: f()
    except Exception as e: print(type(e).__name__, e)
print(repr(call), call.foo, call.foo(1).bar(2, x=3), call(1) == call(1), call.a(1) == ('a', (1,), {}))
print(call.foo(1).bar(2).call_list())
mm = MagicMock()
print(len(mm), int(mm), float(mm), bool(mm), 3 in mm, mm < 3 if False else None, complex(mm))
mm.__len__.return_value = 7
print(len(mm), mm.__len__.call_count)
with mm as x: print(x is mm.__enter__.return_value)
print(mm[1] is mm.__getitem__.return_value, mm.__getitem__.call_args)
print(str(mm)[:15], sentinel.foo, DEFAULT, ANY, ANY == 3)
m2 = Mock(side_effect=[1, 2, KeyError('k')])
print(m2(), m2())
try: m2()
except KeyError as e: print('KeyError', e)
try: m2()
except StopIteration as e: print('StopIteration', e)
m3 = Mock(return_value=5, side_effect=lambda x: DEFAULT if x else 9)
print(m3(1), m3(0))
m4 = Mock(spec=['a', 'b'])
try: m4.c
except AttributeError as e: print(e)
m4.a.x
m5 = Mock(spec_set=['a'])
try: m5.z = 1
except AttributeError as e: print(e)
print(Mock(spec=dict).__class__, isinstance(Mock(spec=dict), dict))
m.reset_mock()
print(m.call_count, m.mock_calls, m.called)
