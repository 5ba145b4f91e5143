"""More logging handlers (cpjit's own implementation of logging.handlers):
rotating files (by size and by time), files watched for replacement,
buffering and memory handlers, queue handler and listener, and the
network handlers (socket, datagram, syslog, SMTP, HTTP)."""

import copy
import io
import logging
import os
import pickle
import queue
import re
import struct
import threading
import time

DEFAULT_TCP_LOGGING_PORT = 9020
DEFAULT_UDP_LOGGING_PORT = 9021
DEFAULT_HTTP_LOGGING_PORT = 9022
DEFAULT_SOAP_LOGGING_PORT = 9023
SYSLOG_UDP_PORT = 514
SYSLOG_TCP_PORT = 514

_MIDNIGHT = 24 * 60 * 60


class BaseRotatingHandler(logging.FileHandler):
    """A file handler that may move its file aside (shouldRollover /
    doRollover) before writing a record. namer and rotator, when set,
    name the rotated files and move them."""

    namer = None
    rotator = None

    def __init__(self, filename, mode, encoding=None, delay=False,
                 errors=None):
        logging.FileHandler.__init__(self, filename, mode=mode,
                                     encoding=encoding, delay=delay,
                                     errors=errors)
        self.mode = mode
        self.encoding = encoding
        self.errors = errors

    def emit(self, record):
        try:
            if self.shouldRollover(record):
                self.doRollover()
            logging.FileHandler.emit(self, record)
        except Exception:
            self.handleError(record)

    def rotation_filename(self, default_name):
        if not callable(self.namer):
            return default_name
        return self.namer(default_name)

    def rotate(self, source, dest):
        if not callable(self.rotator):
            if os.path.exists(source):
                os.rename(source, dest)
        else:
            self.rotator(source, dest)


def _regular_file_or_absent(path):
    return not os.path.exists(path) or os.path.isfile(path)


class RotatingFileHandler(BaseRotatingHandler):
    """Rolls the file over (to NAME.1, NAME.2 ... NAME.backupCount) when
    the next record would make it reach maxBytes."""

    def __init__(self, filename, mode='a', maxBytes=0, backupCount=0,
                 encoding=None, delay=False, errors=None):
        if maxBytes > 0:
            mode = 'a'
        if "b" not in mode:
            encoding = io.text_encoding(encoding)
        BaseRotatingHandler.__init__(self, filename, mode, encoding=encoding,
                                     delay=delay, errors=errors)
        self.maxBytes = maxBytes
        self.backupCount = backupCount

    def doRollover(self):
        if self.stream:
            self.stream.close()
            self.stream = None
        if self.backupCount > 0:
            for i in range(self.backupCount - 1, 0, -1):
                src = self.rotation_filename("%s.%d" % (self.baseFilename, i))
                dst = self.rotation_filename("%s.%d" % (self.baseFilename,
                                                        i + 1))
                if os.path.exists(src):
                    if os.path.exists(dst):
                        os.remove(dst)
                    os.rename(src, dst)
            dst = self.rotation_filename(self.baseFilename + ".1")
            if os.path.exists(dst):
                os.remove(dst)
            self.rotate(self.baseFilename, dst)
        if not self.delay:
            self.stream = self._open()

    def shouldRollover(self, record):
        if self.stream is None:
            self.stream = self._open()
        if self.maxBytes > 0:
            pos = self.stream.tell()
            if not pos:
                # An empty file is never rolled over.
                return False
            msg = "%s\n" % self.format(record)
            if pos + len(msg) >= self.maxBytes:
                # Only regular files are rolled over.
                return _regular_file_or_absent(self.baseFilename)
        return False


_TIMED_UNITS = {
    'S': (1, "%Y-%m-%d_%H-%M-%S", r"\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}"),
    'M': (60, "%Y-%m-%d_%H-%M", r"\d{4}-\d{2}-\d{2}_\d{2}-\d{2}"),
    'H': (3600, "%Y-%m-%d_%H", r"\d{4}-\d{2}-\d{2}_\d{2}"),
    'D': (_MIDNIGHT, "%Y-%m-%d", r"\d{4}-\d{2}-\d{2}"),
    'MIDNIGHT': (_MIDNIGHT, "%Y-%m-%d", r"\d{4}-\d{2}-\d{2}"),
}


class TimedRotatingFileHandler(BaseRotatingHandler):
    """Rolls the file over at intervals: when is 'S', 'M', 'H', 'D',
    'midnight' or 'W0'..'W6' (weekly, 0 is Monday); the rotated file gets
    the start of its interval as suffix."""

    def __init__(self, filename, when='h', interval=1, backupCount=0,
                 encoding=None, delay=False, utc=False, atTime=None,
                 errors=None):
        encoding = io.text_encoding(encoding)
        BaseRotatingHandler.__init__(self, filename, 'a', encoding=encoding,
                                     delay=delay, errors=errors)
        self.when = when.upper()
        self.backupCount = backupCount
        self.utc = utc
        self.atTime = atTime
        if self.when in _TIMED_UNITS:
            self.interval, self.suffix, pattern = _TIMED_UNITS[self.when]
        elif self.when.startswith('W'):
            if len(self.when) != 2:
                raise ValueError("You must specify a day for weekly rollover "
                                 "from 0 to 6 (0 is Monday): %s" % self.when)
            if self.when[1] < '0' or self.when[1] > '6':
                raise ValueError("Invalid day specified for weekly "
                                 "rollover: %s" % self.when)
            self.interval = 7 * _MIDNIGHT
            self.dayOfWeek = int(self.when[1])
            self.suffix = "%Y-%m-%d"
            pattern = r"\d{4}-\d{2}-\d{2}"
        else:
            raise ValueError("Invalid rollover interval specified: %s"
                             % self.when)
        self.extMatch = re.compile(r"(?<!\d)" + pattern + r"(?!\d)", re.ASCII)
        self.interval = self.interval * interval
        if os.path.exists(self.baseFilename):
            t = int(os.stat(self.baseFilename).st_mtime)
        else:
            t = int(time.time())
        self.rolloverAt = self.computeRollover(t)

    def _timetuple(self, t):
        return time.gmtime(t) if self.utc else time.localtime(t)

    def computeRollover(self, currentTime):
        if not (self.when == 'MIDNIGHT' or self.when.startswith('W')):
            return currentTime + self.interval
        t = self._timetuple(currentTime)
        hour, minute, second, weekday = t[3], t[4], t[5], t[6]
        if self.atTime is None:
            at = _MIDNIGHT
        else:
            at = ((self.atTime.hour * 60 + self.atTime.minute) * 60 +
                  self.atTime.second)
        # Seconds until the next time of day `at`.
        wait = at - ((hour * 60 + minute) * 60 + second)
        if wait <= 0:
            wait += _MIDNIGHT
            weekday = (weekday + 1) % 7
        result = currentTime + wait
        if self.when.startswith('W'):
            if weekday != self.dayOfWeek:
                result += ((self.dayOfWeek - weekday) % 7) * _MIDNIGHT
            result += self.interval - 7 * _MIDNIGHT
        else:
            result += self.interval - _MIDNIGHT
        if not self.utc:
            dst_now = t[-1]
            if dst_now != time.localtime(result)[-1]:
                if not dst_now:
                    # Summer time starts before the rollover.
                    if time.localtime(result - 3600)[-1]:
                        result -= 3600
                else:
                    result += 3600
        return result

    def shouldRollover(self, record):
        t = int(time.time())
        if t >= self.rolloverAt:
            if not _regular_file_or_absent(self.baseFilename):
                self.rolloverAt = self.computeRollover(t)
                return False
            return True
        return False

    def getFilesToDelete(self):
        folder, base = os.path.split(self.baseFilename)
        names = os.listdir(folder)
        found = []
        if self.namer is None:
            prefix = base + '.'
            for name in names:
                if (name.startswith(prefix) and
                        self.extMatch.fullmatch(name[len(prefix):])):
                    found.append(os.path.join(folder, name))
        else:
            for name in names:
                m = self.extMatch.search(name)
                while m:
                    named = self.namer(self.baseFilename + "." + m[0])
                    if os.path.basename(named) == name:
                        found.append(os.path.join(folder, name))
                        break
                    m = self.extMatch.search(name, m.start() + 1)
        if len(found) < self.backupCount:
            return []
        found.sort()
        return found[:len(found) - self.backupCount]

    def doRollover(self):
        now = int(time.time())
        start = self.rolloverAt - self.interval
        tt = self._timetuple(start)
        if not self.utc:
            dst_now = time.localtime(now)[-1]
            if dst_now != tt[-1]:
                tt = time.localtime(start + (3600 if dst_now else -3600))
        dst = self.rotation_filename(self.baseFilename + "." +
                                     time.strftime(self.suffix, tt))
        if os.path.exists(dst):
            # Rolled over already (by another handler on the same file).
            return
        if self.stream:
            self.stream.close()
            self.stream = None
        self.rotate(self.baseFilename, dst)
        if self.backupCount > 0:
            for path in self.getFilesToDelete():
                os.remove(path)
        if not self.delay:
            self.stream = self._open()
        self.rolloverAt = self.computeRollover(now)


class WatchedFileHandler(logging.FileHandler):
    """A file handler that reopens its file when the file was moved or
    replaced (its device or inode changed) since the last record."""

    def __init__(self, filename, mode='a', encoding=None, delay=False,
                 errors=None):
        if "b" not in mode:
            encoding = io.text_encoding(encoding)
        logging.FileHandler.__init__(self, filename, mode=mode,
                                     encoding=encoding, delay=delay,
                                     errors=errors)
        self.dev, self.ino = -1, -1
        self._statstream()

    def _statstream(self):
        if self.stream is None:
            return
        st = os.fstat(self.stream.fileno())
        self.dev = st.st_dev
        self.ino = st.st_ino

    def reopenIfNeeded(self):
        if self.stream is None:
            return
        try:
            st = os.stat(self.baseFilename)
            if st.st_dev == self.dev and st.st_ino == self.ino:
                return
        except FileNotFoundError:
            pass
        self.stream.flush()
        self.stream.close()
        self.stream = None
        self.stream = self._open()
        self._statstream()

    def emit(self, record):
        self.reopenIfNeeded()
        logging.FileHandler.emit(self, record)


class SocketHandler(logging.Handler):
    """Sends each record, pickled (its attribute dict) after a 4-byte
    length, over a TCP (or Unix) stream socket; reconnects with backoff."""

    def __init__(self, host, port):
        logging.Handler.__init__(self)
        self.host = host
        self.port = port
        self.address = host if port is None else (host, port)
        self.sock = None
        self.closeOnError = False
        self.retryTime = None
        self.retryStart = 1.0
        self.retryMax = 30.0
        self.retryFactor = 2.0

    def makeSocket(self, timeout=1):
        import socket
        if self.port is not None:
            return socket.create_connection(self.address, timeout=timeout)
        sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        sock.settimeout(timeout)
        try:
            sock.connect(self.address)
        except OSError:
            sock.close()
            raise
        return sock

    def createSocket(self):
        now = time.time()
        if self.retryTime is not None and now < self.retryTime:
            return
        try:
            self.sock = self.makeSocket()
            self.retryTime = None
        except OSError:
            if self.retryTime is None:
                self.retryPeriod = self.retryStart
            else:
                self.retryPeriod = min(self.retryPeriod * self.retryFactor,
                                       self.retryMax)
            self.retryTime = now + self.retryPeriod

    def send(self, s):
        if self.sock is None:
            self.createSocket()
        if self.sock:
            try:
                self.sock.sendall(s)
            except OSError:
                self.sock.close()
                self.sock = None

    def makePickle(self, record):
        if record.exc_info:
            self.format(record)  # fills record.exc_text
        d = dict(record.__dict__)
        d['msg'] = record.getMessage()
        d['args'] = None
        d['exc_info'] = None
        d.pop('message', None)
        data = pickle.dumps(d, 1)
        return struct.pack(">L", len(data)) + data

    def handleError(self, record):
        if self.closeOnError and self.sock:
            self.sock.close()
            self.sock = None
        else:
            logging.Handler.handleError(self, record)

    def emit(self, record):
        try:
            self.send(self.makePickle(record))
        except Exception:
            self.handleError(record)

    def close(self):
        with self.lock:
            sock = self.sock
            if sock:
                self.sock = None
                sock.close()
            logging.Handler.close(self)


class DatagramHandler(SocketHandler):
    """Sends each record, pickled, in one UDP (or Unix datagram) packet."""

    def __init__(self, host, port):
        SocketHandler.__init__(self, host, port)
        self.closeOnError = False

    def makeSocket(self):
        import socket
        family = socket.AF_UNIX if self.port is None else socket.AF_INET
        return socket.socket(family, socket.SOCK_DGRAM)

    def send(self, s):
        if self.sock is None:
            self.createSocket()
        self.sock.sendto(s, self.address)


def _socket_module():
    import socket
    return socket


class SysLogHandler(logging.Handler):
    """Sends records to a syslog daemon (a Unix socket path, or a host and
    port over UDP or TCP), prefixed with their <priority>."""

    LOG_EMERG, LOG_ALERT, LOG_CRIT, LOG_ERR = 0, 1, 2, 3
    LOG_WARNING, LOG_NOTICE, LOG_INFO, LOG_DEBUG = 4, 5, 6, 7

    LOG_KERN, LOG_USER, LOG_MAIL, LOG_DAEMON = 0, 1, 2, 3
    LOG_AUTH, LOG_SYSLOG, LOG_LPR, LOG_NEWS = 4, 5, 6, 7
    LOG_UUCP, LOG_CRON, LOG_AUTHPRIV, LOG_FTP = 8, 9, 10, 11
    LOG_NTP, LOG_SECURITY, LOG_CONSOLE, LOG_SOLCRON = 12, 13, 14, 15
    LOG_LOCAL0, LOG_LOCAL1, LOG_LOCAL2, LOG_LOCAL3 = 16, 17, 18, 19
    LOG_LOCAL4, LOG_LOCAL5, LOG_LOCAL6, LOG_LOCAL7 = 20, 21, 22, 23

    priority_names = {
        "alert": LOG_ALERT, "crit": LOG_CRIT, "critical": LOG_CRIT,
        "debug": LOG_DEBUG, "emerg": LOG_EMERG, "err": LOG_ERR,
        "error": LOG_ERR, "info": LOG_INFO, "notice": LOG_NOTICE,
        "panic": LOG_EMERG, "warn": LOG_WARNING, "warning": LOG_WARNING,
    }

    facility_names = {
        "auth": LOG_AUTH, "authpriv": LOG_AUTHPRIV, "console": LOG_CONSOLE,
        "cron": LOG_CRON, "daemon": LOG_DAEMON, "ftp": LOG_FTP,
        "kern": LOG_KERN, "lpr": LOG_LPR, "mail": LOG_MAIL,
        "news": LOG_NEWS, "ntp": LOG_NTP, "security": LOG_SECURITY,
        "solaris-cron": LOG_SOLCRON, "syslog": LOG_SYSLOG, "user": LOG_USER,
        "uucp": LOG_UUCP, "local0": LOG_LOCAL0, "local1": LOG_LOCAL1,
        "local2": LOG_LOCAL2, "local3": LOG_LOCAL3, "local4": LOG_LOCAL4,
        "local5": LOG_LOCAL5, "local6": LOG_LOCAL6, "local7": LOG_LOCAL7,
    }

    priority_map = {"DEBUG": "debug", "INFO": "info", "WARNING": "warning",
                    "ERROR": "error", "CRITICAL": "critical"}

    append_nul = True
    ident = ''

    def __init__(self, address=('localhost', SYSLOG_UDP_PORT),
                 facility=LOG_USER, socktype=None, timeout=None):
        logging.Handler.__init__(self)
        self.address = address
        self.facility = facility
        self.socktype = socktype
        self.timeout = timeout
        self.socket = None
        self.createSocket()

    def _connect_unixsocket(self, address):
        import socket
        kinds = ([self.socktype] if self.socktype is not None
                 else [socket.SOCK_DGRAM, socket.SOCK_STREAM])
        last = None
        for kind in kinds:
            # self.socket keeps the last socket tried, closed on failure.
            self.socket = socket.socket(socket.AF_UNIX, kind)
            if self.timeout:
                self.socket.settimeout(self.timeout)
            try:
                self.socket.connect(address)
                self.socktype = kind
                return
            except OSError as e:
                self.socket.close()
                last = e
        raise last

    def createSocket(self):
        import socket
        address = self.address
        if isinstance(address, str):
            self.unixsocket = True
            try:
                self._connect_unixsocket(address)
            except OSError:
                pass
            return
        self.unixsocket = False
        socktype = self.socktype
        if socktype is None:
            socktype = socket.SOCK_DGRAM
        host, port = address
        infos = socket.getaddrinfo(host, port, 0, socktype)
        if not infos:
            raise OSError("getaddrinfo returns an empty list")
        err = sock = None
        for family, kind, proto, _, sa in infos:
            try:
                sock = socket.socket(family, kind, proto)
                if self.timeout:
                    sock.settimeout(self.timeout)
                if kind == socket.SOCK_STREAM:
                    sock.connect(sa)
                break
            except OSError as e:
                err = e
                if sock is not None:
                    sock.close()
                sock = None
        if err is not None and sock is None:
            raise err
        self.socket = sock
        self.socktype = socktype

    def encodePriority(self, facility, priority):
        if isinstance(facility, str):
            facility = self.facility_names[facility]
        if isinstance(priority, str):
            priority = self.priority_names[priority]
        return (facility << 3) | priority

    def close(self):
        with self.lock:
            sock = self.socket
            if sock:
                self.socket = None
                sock.close()
            logging.Handler.close(self)

    def mapPriority(self, levelName):
        return self.priority_map.get(levelName, "warning")

    def emit(self, record):
        try:
            msg = self.format(record)
            if self.ident:
                msg = self.ident + msg
            if self.append_nul:
                msg += '\000'
            prio = '<%d>' % self.encodePriority(
                self.facility, self.mapPriority(record.levelname))
            data = prio.encode('utf-8') + msg.encode('utf-8')
            if not self.socket:
                self.createSocket()
            if self.unixsocket:
                try:
                    self.socket.send(data)
                except OSError:
                    self.socket.close()
                    self._connect_unixsocket(self.address)
                    self.socket.send(data)
            elif self.socktype == _socket_module().SOCK_DGRAM:
                self.socket.sendto(data, self.address)
            else:
                self.socket.sendall(data)
        except Exception:
            self.handleError(record)


class SMTPHandler(logging.Handler):
    """Sends each record by e-mail."""

    def __init__(self, mailhost, fromaddr, toaddrs, subject,
                 credentials=None, secure=None, timeout=5.0):
        logging.Handler.__init__(self)
        if isinstance(mailhost, (list, tuple)):
            self.mailhost, self.mailport = mailhost
        else:
            self.mailhost, self.mailport = mailhost, None
        if isinstance(credentials, (list, tuple)):
            self.username, self.password = credentials
        else:
            self.username = None
        self.fromaddr = fromaddr
        if isinstance(toaddrs, str):
            toaddrs = [toaddrs]
        self.toaddrs = toaddrs
        self.subject = subject
        self.secure = secure
        self.timeout = timeout

    def getSubject(self, record):
        return self.subject

    def emit(self, record):
        try:
            import smtplib
            from email.message import EmailMessage
            import email.utils
            port = self.mailport or smtplib.SMTP_PORT
            smtp = smtplib.SMTP(self.mailhost, port, timeout=self.timeout)
            msg = EmailMessage()
            msg['From'] = self.fromaddr
            msg['To'] = ','.join(self.toaddrs)
            msg['Subject'] = self.getSubject(record)
            msg['Date'] = email.utils.localtime()
            msg.set_content(self.format(record))
            if self.username:
                if self.secure is not None:
                    smtp.ehlo()
                    smtp.starttls(*self.secure)
                    smtp.ehlo()
                smtp.login(self.username, self.password)
            smtp.send_message(msg)
            smtp.quit()
        except Exception:
            self.handleError(record)


class NTEventLogHandler(logging.Handler):
    """Windows' event log: needs the pywin32 extensions, which cpjit does
    not have, so records are dropped (as CPython does without them)."""

    def __init__(self, appname, dllname=None, logtype="Application"):
        logging.Handler.__init__(self)
        self.appname = appname
        self.dllname = dllname
        self.logtype = logtype
        self._welu = None
        print("The Python Win32 extensions for NT (service, event "
              "logging) appear not to be available.")

    def getMessageID(self, record):
        return 1

    def getEventCategory(self, record):
        return 0

    def getEventType(self, record):
        return None

    def emit(self, record):
        pass


class HTTPHandler(logging.Handler):
    """Sends each record's attribute dict to a web server, by GET or POST."""

    def __init__(self, host, url, method="GET", secure=False,
                 credentials=None, context=None):
        logging.Handler.__init__(self)
        method = method.upper()
        if method not in ["GET", "POST"]:
            raise ValueError("method must be GET or POST")
        if not secure and context is not None:
            raise ValueError("context parameter only makes sense "
                             "with secure=True")
        self.host = host
        self.url = url
        self.method = method
        self.secure = secure
        self.credentials = credentials
        self.context = context

    def mapLogRecord(self, record):
        return record.__dict__

    def getConnection(self, host, secure):
        import http.client
        if secure:
            return http.client.HTTPSConnection(host, context=self.context)
        return http.client.HTTPConnection(host)

    def emit(self, record):
        try:
            import urllib.parse
            host = self.host
            h = self.getConnection(host, self.secure)
            url = self.url
            data = urllib.parse.urlencode(self.mapLogRecord(record))
            if self.method == "GET":
                sep = '&' if '?' in url else '?'
                url = url + "%c%s" % (sep, data)
            h.putrequest(self.method, url)
            i = host.find(":")
            if i >= 0:
                host = host[:i]
            if self.method == "POST":
                h.putheader("Content-type",
                            "application/x-www-form-urlencoded")
                h.putheader("Content-length", str(len(data)))
            if self.credentials:
                import base64
                s = ('%s:%s' % self.credentials).encode('utf-8')
                h.putheader('Authorization',
                            'Basic ' + base64.b64encode(s).strip().decode('ascii'))
            h.endheaders()
            if self.method == "POST":
                h.send(data.encode('utf-8'))
            h.getresponse()
        except Exception:
            self.handleError(record)


class BufferingHandler(logging.Handler):
    """Keeps records in self.buffer; flushes (empties it) when
    shouldFlush says so (the buffer holds capacity records)."""

    def __init__(self, capacity):
        logging.Handler.__init__(self)
        self.capacity = capacity
        self.buffer = []

    def shouldFlush(self, record):
        return len(self.buffer) >= self.capacity

    def emit(self, record):
        self.buffer.append(record)
        if self.shouldFlush(record):
            self.flush()

    def flush(self):
        with self.lock:
            self.buffer.clear()

    def close(self):
        try:
            self.flush()
        finally:
            logging.Handler.close(self)


class MemoryHandler(BufferingHandler):
    """Buffers records and hands them to target when the buffer is full
    or a record of flushLevel or above arrives (and on close, unless
    flushOnClose is false)."""

    def __init__(self, capacity, flushLevel=logging.ERROR, target=None,
                 flushOnClose=True):
        BufferingHandler.__init__(self, capacity)
        self.flushLevel = flushLevel
        self.target = target
        self.flushOnClose = flushOnClose

    def shouldFlush(self, record):
        return (len(self.buffer) >= self.capacity or
                record.levelno >= self.flushLevel)

    def setTarget(self, target):
        with self.lock:
            self.target = target

    def flush(self):
        with self.lock:
            if self.target:
                for record in self.buffer:
                    self.target.handle(record)
                self.buffer.clear()

    def close(self):
        try:
            if self.flushOnClose:
                self.flush()
        finally:
            with self.lock:
                self.target = None
                BufferingHandler.close(self)


class QueueHandler(logging.Handler):
    """Puts records (formatted, made picklable) on a queue."""

    def __init__(self, queue):
        logging.Handler.__init__(self)
        self.queue = queue
        self.listener = None

    def enqueue(self, record):
        self.queue.put_nowait(record)

    def prepare(self, record):
        msg = self.format(record)
        record = copy.copy(record)
        record.message = msg
        record.msg = msg
        record.args = None
        record.exc_info = None
        record.exc_text = None
        record.stack_info = None
        return record

    def emit(self, record):
        try:
            self.enqueue(self.prepare(record))
        except Exception:
            self.handleError(record)


class QueueListener(object):
    """Takes records from a queue on a thread of its own and passes them
    to its handlers (those whose level admits them, with
    respect_handler_level)."""

    _sentinel = None

    def __init__(self, queue, *handlers, respect_handler_level=False):
        self.queue = queue
        self.handlers = handlers
        self._thread = None
        self.respect_handler_level = respect_handler_level

    def dequeue(self, block):
        return self.queue.get(block)

    def start(self):
        self._thread = t = threading.Thread(target=self._monitor)
        t.daemon = True
        t.start()

    def prepare(self, record):
        return record

    def handle(self, record):
        record = self.prepare(record)
        for handler in self.handlers:
            if (not self.respect_handler_level or
                    record.levelno >= handler.level):
                handler.handle(record)

    def _monitor(self):
        q = self.queue
        task_done = getattr(q, 'task_done', None)
        while True:
            try:
                record = self.dequeue(True)
            except queue.Empty:
                break
            if record is self._sentinel:
                if task_done is not None:
                    task_done()
                break
            self.handle(record)
            if task_done is not None:
                task_done()

    def enqueue_sentinel(self):
        self.queue.put_nowait(self._sentinel)

    def stop(self):
        if self._thread:
            self.enqueue_sentinel()
            self._thread.join()
            self._thread = None
