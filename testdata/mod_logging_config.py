# logging.config: dictConfig and fileConfig, and their errors.
import io
import logging
import logging.config
import logging.handlers
import os
import sys
import tempfile

out = io.StringIO()


class Upper(logging.Filter):
    def filter(self, record):
        record.msg = record.getMessage().upper()
        record.args = ()
        return True


def make_formatter(fmt):
    return logging.Formatter('custom:' + fmt)


def describe(name=None):
    lg = logging.getLogger(name)
    print(lg.name, logging.getLevelName(lg.level), lg.propagate, lg.disabled,
          [(type(h).__name__, h.name, logging.getLevelName(h.level)) for h in lg.handlers],
          [type(f).__name__ for f in lg.filters])


pre = logging.getLogger('old.logger')
pre_child = logging.getLogger('app.child')
logging.config.dictConfig({
    'version': 1,
    'formatters': {
        'brief': {'format': '%(levelname)s:%(name)s:%(message)s'},
        'braces': {'format': '{levelname} {message}', 'style': '{'},
        'custom': {'()': make_formatter, 'fmt': '%(message)s'},
        'classy': {'()': 'logging.Formatter', 'format': 'classy %(message)s'},
    },
    'filters': {
        'upper': {'()': Upper},
        'only_app': {'name': 'app'},
    },
    'handlers': {
        'out': {'class': 'logging.StreamHandler', 'stream': 'ext://sys.stdout',
                'formatter': 'brief', 'level': 'DEBUG'},
        'buf': {'class': 'logging.StreamHandler', 'stream': out,
                'formatter': 'braces', 'filters': ['upper']},
        'mem': {'class': 'logging.handlers.MemoryHandler', 'capacity': 10,
                'target': 'out', 'flushLevel': 'ERROR'},
        'custom': {'()': 'logging.StreamHandler', 'stream': 'ext://sys.stdout',
                   'formatter': 'custom', '.': {'extra_attr': 42}},
        'classy': {'class': logging.StreamHandler, 'stream': 'ext://sys.stdout',
                   'formatter': 'classy'},
    },
    'loggers': {
        'app': {'level': 'INFO', 'handlers': ['out', 'buf'], 'propagate': False,
                'filters': ['only_app']},
        'app.mem': {'handlers': ['mem'], 'propagate': False, 'level': 5},
        'other': {'handlers': ['custom', 'classy'], 'propagate': False},
    },
    'root': {'level': 'WARNING', 'handlers': ['out']},
})
describe('app')
describe('app.mem')
describe('other')
describe()
describe('old.logger')
describe('app.child')
print(logging.getHandlerByName('custom').extra_attr, sorted(logging.getHandlerNames()))
logging.getLogger('app').debug('hidden')
logging.getLogger('app').info('shown %d', 1)
logging.getLogger('app.child').warning('child propagates to app')
logging.getLogger('other').warning('two formatters')
logging.getLogger('app.mem').info('in memory')
print('-- before flush')
logging.getLogger('app.mem').error('flush now')
logging.getLogger('old.logger').error('disabled: not shown')
logging.warning('root warning')
print(repr(out.getvalue()))

# incremental changes levels only
logging.config.dictConfig({'version': 1, 'incremental': True,
                           'handlers': {'out': {'level': 'ERROR'}},
                           'loggers': {'app': {'level': 'DEBUG', 'handlers': ['buf']}},
                           'root': {'level': 'CRITICAL'}})
describe('app')
describe()
print(logging.getLevelName(logging.getHandlerByName('out').level))

# cfg:// references and disable_existing_loggers=False
logging.config.dictConfig({
    'version': 1,
    'disable_existing_loggers': False,
    'custom_settings': {'levels': ['DEBUG', 'INFO'], 'fmt': {'f': '%(message)s!'}},
    'formatters': {'f': {'format': 'cfg://custom_settings.fmt[f]'}},
    'handlers': {'h': {'class': 'logging.StreamHandler', 'stream': 'ext://sys.stdout',
                       'formatter': 'f', 'level': 'cfg://custom_settings.levels[1]'}},
    'root': {'handlers': ['h'], 'level': 'DEBUG'},
})
describe('app')
describe('old.logger')
logging.info('via cfg')

# QueueHandler configured with a listener
logging.config.dictConfig({
    'version': 1,
    'handlers': {
        'sink': {'class': 'logging.StreamHandler', 'stream': 'ext://sys.stdout'},
        'q': {'class': 'logging.handlers.QueueHandler', 'handlers': ['sink'],
              'respect_handler_level': True},
    },
    'root': {'handlers': ['q'], 'level': 'INFO'},
})
qh = logging.getHandlerByName('q')
print(type(qh.listener).__name__, qh.listener.handlers, type(qh.queue).__name__,
      qh.listener.respect_handler_level)
qh.listener.start()
logging.info('through the queue')
qh.listener.stop()

errors = [
    {},
    {'version': 2},
    {'version': 1, 'formatters': {'bad': {'format': '%(message)s', 'style': '?'}}},
    {'version': 1, 'handlers': {'h': {'class': 'no.such.Class'}}},
    {'version': 1, 'handlers': {'h': {'class': 'logging.StreamHandler', 'formatter': 'nope'}}},
    {'version': 1, 'handlers': {'h': {'class': 'logging.StreamHandler', 'level': 'LOUD'}}},
    {'version': 1, 'handlers': {'h': {'class': 'logging.StreamHandler', 'filters': ['nope']}}},
    {'version': 1, 'handlers': {'h': {'class': 'logging.StreamHandler', 'bogus': 1}}},
    {'version': 1, 'handlers': {'m': {'class': 'logging.handlers.MemoryHandler', 'capacity': 1,
                                      'target': 'missing'}}},
    {'version': 1, 'loggers': {'x': {'handlers': ['nope']}}},
    {'version': 1, 'loggers': {'x': {'level': 'NOPE'}}},
    {'version': 1, 'root': {'level': 'NOPE'}},
    {'version': 1, 'filters': {'f': {'()': 'no_such_module.Thing'}}},
    {'version': 1, 'incremental': True, 'handlers': {'zzz': {}}},
    {'version': 1, 'formatters': {'f': {'format': 'cfg://nothing'}}},
    {'version': 1, 'handlers': {'q': {'class': 'logging.handlers.QueueHandler', 'queue': 5}}},
]
for cfg in errors:
    try:
        logging.config.dictConfig(cfg)
        print('configured')
    except Exception as e:
        print(type(e).__name__, e, '| cause:', type(e.__cause__).__name__, e.__cause__)
print(logging.config.valid_ident('ok_name'))
try:
    logging.config.valid_ident('1bad')
except ValueError as e:
    print(e)

# fileConfig
INI = """
[loggers]
keys=root,simple

[handlers]
keys=console,mem

[formatters]
keys=simple

[logger_root]
level=WARNING
handlers=console

[logger_simple]
level=DEBUG
handlers=console,mem
qualname=simpleExample
propagate=0

[handler_console]
class=StreamHandler
level=DEBUG
formatter=simple
args=(sys.stdout,)

[handler_mem]
class=handlers.MemoryHandler
level=INFO
target=console
args=(5, ERROR)

[formatter_simple]
format=%(name)s - %(levelname)s - %(message)s
datefmt=
"""
with tempfile.TemporaryDirectory() as d:
    path = os.path.join(d, 'log.ini')
    with open(path, 'w') as f:
        f.write(INI)
    logging.config.fileConfig(path)
    describe('simpleExample')
    describe()
    lg = logging.getLogger('simpleExample')
    lg.debug('debug message')
    lg.info('info message')
    lg.error('error message')
    logging.error('root error')
    logging.config.fileConfig(io.StringIO(INI.replace('level=DEBUG\nhandlers=console,mem',
                                                      'level=ERROR\nhandlers=console')),
                              disable_existing_loggers=False)
    describe('simpleExample')
    empty = os.path.join(d, 'empty.ini')
    open(empty, 'w').close()
    bad = os.path.join(d, 'bad.ini')
    with open(bad, 'w') as f:
        f.write('no section here\n')
    for name in (os.path.join(d, 'missing.ini'), empty, bad):
        try:
            logging.config.fileConfig(name)
        except Exception as e:
            print(type(e).__name__, str(e).replace(d, 'DIR'))
    try:
        logging.config.fileConfig(io.StringIO('[loggers]\nkeys=root\n'))
    except Exception as e:
        print(type(e).__name__, e)
