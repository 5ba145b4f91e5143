# concurrent.futures.Future state changes: callbacks, cancellation,
# set_running_or_notify_cancel, and the log records CPython writes for a
# callback that raises and for a future in an unexpected state.
import concurrent.futures as cf
import logging

records = []
class Keep(logging.Handler):
    def emit(self, record):
        records.append(record)
log = logging.getLogger('concurrent.futures')
log.addHandler(Keep())
log.propagate = False

f = cf.Future()
seen = []
f.add_done_callback(lambda x: seen.append('cb1'))
f.set_result(1)
f.add_done_callback(lambda x: seen.append('cb2 runs at once'))
print(seen, f.result(), f.done(), f.running())

def bad_cb(fut):
    raise ValueError('callback error')
f2 = cf.Future()
f2.add_done_callback(bad_cb)
f2.add_done_callback(lambda x: seen.append('after bad'))
f2.set_result(2)
print(seen[-1])
r = records[-1]
print(r.levelname, r.msg, r.args[0] is f2, r.exc_info[0].__name__, str(r.exc_info[1]))

print(cf.Future().set_running_or_notify_cancel())
f3 = cf.Future()
print(f3.cancel(), f3.cancelled(), f3.set_running_or_notify_cancel())
f4 = cf.Future()
f4.set_running_or_notify_cancel()
print(f4.cancel(), f4.running(), f4.done())
try:
    f4.set_running_or_notify_cancel()
except RuntimeError as e:
    print('RuntimeError', e)
r = records[-1]
print(r.levelname, r.msg, r.args[0] == id(f4), r.args[1])
f4.set_exception(KeyError('k'))
print(repr(f4.exception()), f4.done())
try:
    f4.set_result(3)
except cf.InvalidStateError as e:
    print('InvalidStateError', str(e).split(': ')[0])
print(len(records))
