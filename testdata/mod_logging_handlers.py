# logging.handlers: rotating files, memory, queue, watched files, sockets.
import datetime
import logging
import logging.handlers as lh
import os
import queue
import sys
import tempfile

fmt = logging.Formatter('%(levelname)s %(name)s: %(message)s')
log = logging.getLogger('h')
log.setLevel(logging.DEBUG)
log.propagate = False


def listing(d):
    for name in sorted(os.listdir(d)):
        with open(os.path.join(d, name)) as f:
            print(' ', name, repr(f.read()))


with tempfile.TemporaryDirectory() as d:
    path = os.path.join(d, 'app.log')
    h = lh.RotatingFileHandler(path, maxBytes=40, backupCount=2)
    h.setFormatter(fmt)
    print(h.mode, h.maxBytes, h.backupCount, h.encoding, h.namer, h.rotator,
          isinstance(h, lh.BaseRotatingHandler), isinstance(h, logging.FileHandler))
    print(repr(h).replace(d, 'DIR'))
    log.addHandler(h)
    for i in range(7):
        log.info('message number %d', i)
    listing(d)
    # namer and rotator
    h.namer = lambda name: name + '.bak'
    def rotator(src, dst):
        with open(src) as s, open(dst, 'w') as t:
            t.write(s.read().upper())
        os.remove(src)
    h.rotator = rotator
    log.warning('one more long message here')
    log.warning('and another long message')
    listing(d)
    log.removeHandler(h)
    h.close()

with tempfile.TemporaryDirectory() as d:
    path = os.path.join(d, 'nolimit.log')
    h = lh.RotatingFileHandler(path, mode='w', delay=True)
    print(h.stream, os.path.exists(path), h.mode)
    h.setFormatter(fmt)
    log.addHandler(h)
    log.error('x' * 100)
    log.removeHandler(h)
    h.doRollover()
    h.close()
    listing(d)
    h = lh.RotatingFileHandler(path, maxBytes=10, backupCount=0)
    h.setFormatter(fmt)
    log.addHandler(h)
    log.error('first long line')
    log.error('second long line')
    log.removeHandler(h)
    h.close()
    listing(d)

with tempfile.TemporaryDirectory() as d:
    path = os.path.join(d, 'timed.log')
    for when, interval in (('S', 1), ('m', 5), ('H', 2), ('D', 1), ('midnight', 1), ('W3', 1)):
        h = lh.TimedRotatingFileHandler(path, when=when, interval=interval, backupCount=2, utc=True)
        print(when, h.when, h.interval, h.suffix, h.extMatch.pattern, h.utc, h.backupCount)
        base = 1700000000  # a Tuesday, 22:13:20 UTC
        print('  next', h.computeRollover(base) - base)
        h.close()
    h = lh.TimedRotatingFileHandler(path, when='midnight', utc=True,
                                    atTime=datetime.time(3, 30))
    print('atTime', h.computeRollover(1700000000) - 1700000000)
    h.close()
    for bad in ('X', 'W', 'W7', 'W12'):
        try:
            lh.TimedRotatingFileHandler(path, when=bad)
        except ValueError as e:
            print(e)
    h = lh.TimedRotatingFileHandler(path, when='D', backupCount=2, utc=True)
    h.setFormatter(fmt)
    log.addHandler(h)
    log.info('before rollover')
    for day in ('2023-01-01', '2023-01-02', '2023-01-03', 'notadate'):
        with open(path + '.' + day, 'w') as f:
            f.write(day)
    print([os.path.basename(p) for p in h.getFilesToDelete()])
    h.rolloverAt = 1700000000
    print(h.shouldRollover(None))
    h.doRollover()
    print(h.rolloverAt > 1700000000)
    log.info('after rollover')
    log.removeHandler(h)
    h.close()
    listing(d)

# MemoryHandler
target = logging.StreamHandler(sys.stdout)
target.setFormatter(fmt)
mh = lh.MemoryHandler(3, flushLevel=logging.ERROR, target=target)
log.addHandler(mh)
log.debug('buffered 1')
log.info('buffered 2')
print('buffer', len(mh.buffer))
log.info('buffered 3 (capacity reached)')
print('buffer', len(mh.buffer))
log.info('buffered 4')
log.error('error flushes')
log.info('left at close')
log.removeHandler(mh)
mh.close()
print(mh.target, mh.buffer)
mh2 = lh.MemoryHandler(10, target=target, flushOnClose=False)
log.addHandler(mh2)
log.info('dropped at close')
log.removeHandler(mh2)
mh2.close()
print('dropped', len(mh2.buffer))
mh3 = lh.MemoryHandler(2)
log.addHandler(mh3)
log.info('no target 1')
log.info('no target 2')
print('kept without target', len(mh3.buffer))
mh3.setTarget(target)
mh3.flush()
log.removeHandler(mh3)
bh = lh.BufferingHandler(2)
log.addHandler(bh)
log.info('a')
print(len(bh.buffer), bh.shouldFlush(None))
log.info('b')
print(len(bh.buffer))
log.removeHandler(bh)

# QueueHandler / QueueListener
q = queue.Queue()
qh = lh.QueueHandler(q)
qh.setFormatter(logging.Formatter('%(name)s|%(message)s'))
log.addHandler(qh)
log.warning('queued %s', 'arg')
try:
    1 / 0
except ZeroDivisionError:
    log.exception('with exc')
rec = q.get_nowait()
print(rec.msg, rec.args, rec.message, rec.exc_info, rec.levelname)
rec = q.get_nowait()
print(rec.msg.splitlines()[0], rec.msg.splitlines()[-1], rec.exc_info, rec.exc_text)
print(qh.listener)
seen = []
class Collect(logging.Handler):
    def emit(self, record):
        seen.append((record.levelname, record.getMessage()))
c1 = Collect()
c2 = Collect(level=logging.ERROR)
listener = lh.QueueListener(q, c1, c2, respect_handler_level=True)
listener.start()
log.info('through listener')
log.error('error through listener')
listener.stop()
listener.stop()
print(seen)
log.removeHandler(qh)
lst = lh.QueueListener(q, c1)
q.put_nowait(logging.makeLogRecord({'msg': 'direct', 'levelno': 20, 'levelname': 'INFO'}))
lst.start()
lst.stop()
print(seen[-1])

# WatchedFileHandler
with tempfile.TemporaryDirectory() as d:
    path = os.path.join(d, 'watched.log')
    wh = lh.WatchedFileHandler(path)
    wh.setFormatter(fmt)
    log.addHandler(wh)
    log.info('first')
    os.rename(path, path + '.old')
    log.info('second')
    os.remove(path)
    log.info('third')
    log.removeHandler(wh)
    wh.close()
    listing(d)
    print(lh.WatchedFileHandler(path, delay=True).dev)

# Socket handlers: the record's pickle, and nothing listening
sh = lh.SocketHandler('localhost', None)
print(sh.address, sh.closeOnError, sh.retryStart, sh.retryMax, sh.retryFactor)
r = logging.makeLogRecord({'msg': 'hello %s', 'args': ('you',), 'name': 'n'})
import pickle, struct
data = sh.makePickle(r)
n = struct.unpack('>L', data[:4])[0]
d = pickle.loads(data[4:])
print(n == len(data) - 4, d['msg'], d['args'], d['name'])
sh2 = lh.SocketHandler('/nonexistent/socket/path', None)
sh2.emit(r)
print(sh2.sock, sh2.retryPeriod)
sh2.close()
dh = lh.DatagramHandler('localhost', 9)
print(dh.closeOnError, dh.address)
print(lh.DEFAULT_TCP_LOGGING_PORT, lh.DEFAULT_UDP_LOGGING_PORT,
      lh.DEFAULT_HTTP_LOGGING_PORT, lh.DEFAULT_SOAP_LOGGING_PORT,
      lh.SYSLOG_UDP_PORT, lh.SYSLOG_TCP_PORT)
print(lh.SysLogHandler.LOG_LOCAL7, lh.SysLogHandler.priority_names['warn'])
sl = lh.SysLogHandler.__new__(lh.SysLogHandler)
print(sl.encodePriority('local0', 'error'), sl.encodePriority(sl.LOG_MAIL, 7))
print(sl.mapPriority('WARNING'), sl.mapPriority('CUSTOM'))
try:
    lh.HTTPHandler('h', '/', method='PUT')
except ValueError as e:
    print(e)
try:
    lh.HTTPHandler('h', '/', context=object())
except ValueError as e:
    print(e)
smtp = lh.SMTPHandler(('mail', 25), 'from@x', 'to@y', 'subj', credentials=('u', 'p'))
print(smtp.mailhost, smtp.mailport, smtp.toaddrs, smtp.username, smtp.getSubject(None))
