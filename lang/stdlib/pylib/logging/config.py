"""Configure logging from a dictionary (dictConfig, schema version 1) or
from a configparser-format file (fileConfig); cpjit's own implementation
of logging.config. listen() needs sockets and a thread and is not
provided (it raises NotImplementedError)."""

import functools
import io
import logging
import logging.handlers
import os
import queue
import re

DEFAULT_LOGGING_CONFIG_PORT = 9030

RESET_ERROR = 104  # ECONNRESET

_listener = None


# ---- fileConfig ----------------------------------------------------------

def fileConfig(fname, defaults=None, disable_existing_loggers=True,
               encoding=None):
    """Read the configuration from a file name, a file object or a
    configparser: sections [loggers], [handlers], [formatters] and one
    [logger_X], [handler_X], [formatter_X] for each X they list."""
    import configparser
    if isinstance(fname, str):
        if not os.path.exists(fname):
            raise FileNotFoundError(f"{fname} doesn't exist")
        if not os.path.getsize(fname):
            raise RuntimeError(f'{fname} is an empty file')
    if isinstance(fname, configparser.RawConfigParser):
        cp = fname
    else:
        try:
            cp = configparser.ConfigParser(defaults)
            if hasattr(fname, 'readline'):
                cp.read_file(fname)
            else:
                cp.read(fname, encoding=io.text_encoding(encoding))
        except configparser.ParsingError as e:
            raise RuntimeError(f'{fname} is invalid: {e}')
    formatters = _create_formatters(cp)
    with logging._lock:
        _clearExistingHandlers()
        handlers = _install_handlers(cp, formatters)
        _install_loggers(cp, handlers, disable_existing_loggers)


def _resolve(name):
    """The object a dotted name refers to, importing modules as needed."""
    parts = name.split('.')
    used = parts.pop(0)
    found = __import__(used)
    for part in parts:
        used = used + '.' + part
        try:
            found = getattr(found, part)
        except AttributeError:
            __import__(used)
            found = getattr(found, part)
    return found


def _strip_spaces(alist):
    return map(str.strip, alist)


def _names(text):
    return [name.strip() for name in text.split(",")]


def _create_formatters(cp):
    names = cp["formatters"]["keys"]
    if not len(names):
        return {}
    formatters = {}
    for name in _names(names):
        section = "formatter_%s" % name
        fmt = cp.get(section, "format", raw=True, fallback=None)
        datefmt = cp.get(section, "datefmt", raw=True, fallback=None)
        style = cp.get(section, "style", raw=True, fallback='%')
        defaults = cp.get(section, "defaults", raw=True, fallback=None)
        cls = logging.Formatter
        class_name = cp[section].get("class")
        if class_name:
            cls = _resolve(class_name)
        if defaults is not None:
            formatters[name] = cls(fmt, datefmt, style,
                                   defaults=eval(defaults, vars(logging)))
        else:
            formatters[name] = cls(fmt, datefmt, style)
    return formatters


def _install_handlers(cp, formatters):
    names = cp["handlers"]["keys"]
    if not len(names):
        return {}
    handlers = {}
    targets = []
    for name in _names(names):
        section = cp["handler_%s" % name]
        cls = section["class"]
        fmt = section.get("formatter", "")
        try:
            cls = eval(cls, vars(logging))
        except (AttributeError, NameError):
            cls = _resolve(cls)
        args = eval(section.get("args", '()'), vars(logging))
        kwargs = eval(section.get("kwargs", '{}'), vars(logging))
        h = cls(*args, **kwargs)
        h.name = name
        if "level" in section:
            h.setLevel(section["level"])
        if len(fmt):
            h.setFormatter(formatters[fmt])
        if issubclass(cls, logging.handlers.MemoryHandler):
            target = section.get("target", "")
            if len(target):
                # The target may come later in the list.
                targets.append((h, target))
        handlers[name] = h
    for h, target in targets:
        h.setTarget(handlers[target])
    return handlers


def _handle_existing_loggers(existing, child_loggers, disable_existing):
    # Loggers of the old configuration that the new one does not name
    # are disabled (unless disable_existing is false); children of named
    # loggers are reset instead.
    root = logging.root
    for name in existing:
        logger = root.manager.loggerDict[name]
        if name in child_loggers:
            if not isinstance(logger, logging.PlaceHolder):
                logger.setLevel(logging.NOTSET)
                logger.handlers = []
                logger.propagate = True
        else:
            logger.disabled = disable_existing


def _children_of(name, existing, child_loggers):
    # Move the loggers below name (in the sorted list existing) to
    # child_loggers' view and drop name from existing.
    if name in existing:
        prefix = name + "."
        for other in existing[existing.index(name) + 1:]:
            if other.startswith(prefix):
                child_loggers.append(other)
        existing.remove(name)


def _install_loggers(cp, handlers, disable_existing):
    names = _names(cp["loggers"]["keys"])
    names.remove("root")
    section = cp["logger_root"]
    root = logging.root
    if "level" in section:
        root.setLevel(section["level"])
    for h in root.handlers[:]:
        root.removeHandler(h)
    hlist = section["handlers"]
    if len(hlist):
        for hand in _names(hlist):
            root.addHandler(handlers[hand])
    existing = sorted(root.manager.loggerDict.keys())
    child_loggers = []
    for name in names:
        section = cp["logger_%s" % name]
        qualname = section["qualname"]
        propagate = section.getint("propagate", fallback=1)
        logger = logging.getLogger(qualname)
        _children_of(qualname, existing, child_loggers)
        if "level" in section:
            logger.setLevel(section["level"])
        for h in logger.handlers[:]:
            logger.removeHandler(h)
        logger.propagate = propagate
        logger.disabled = 0
        hlist = section["handlers"]
        if len(hlist):
            for hand in _names(hlist):
                logger.addHandler(handlers[hand])
    _handle_existing_loggers(existing, child_loggers, disable_existing)


def _clearExistingHandlers():
    logging._handlers.clear()
    logging.shutdown(logging._handlerList[:])
    del logging._handlerList[:]


# ---- dictConfig ----------------------------------------------------------

IDENTIFIER = re.compile('^[a-z_][a-z0-9_]*$', re.I)


def valid_ident(s):
    if not IDENTIFIER.match(s):
        raise ValueError('Not a valid Python identifier: %r' % s)
    return True


class ConvertingMixin(object):
    """Converts the values read from a configuration container (ext://
    and cfg:// strings, nested containers) through its configurator."""

    def _adopt(self, value, result, key=None, has_key=False):
        if value is not result and type(result) in (
                ConvertingDict, ConvertingList, ConvertingTuple):
            result.parent = self
            if has_key:
                result.key = key

    def convert_with_key(self, key, value, replace=True):
        result = self.configurator.convert(value)
        if value is not result and replace:
            self[key] = result
        self._adopt(value, result, key, True)
        return result

    def convert(self, value):
        result = self.configurator.convert(value)
        self._adopt(value, result)
        return result


class ConvertingDict(dict, ConvertingMixin):
    def __getitem__(self, key):
        return self.convert_with_key(key, dict.__getitem__(self, key))

    def get(self, key, default=None):
        return self.convert_with_key(key, dict.get(self, key, default))

    def pop(self, key, default=None):
        return self.convert_with_key(key, dict.pop(self, key, default),
                                     replace=False)


class ConvertingList(list, ConvertingMixin):
    def __getitem__(self, key):
        return self.convert_with_key(key, list.__getitem__(self, key))

    def pop(self, idx=-1):
        return self.convert(list.pop(self, idx))


class ConvertingTuple(tuple, ConvertingMixin):
    def __getitem__(self, key):
        return self.convert_with_key(key, tuple.__getitem__(self, key),
                                     replace=False)


class BaseConfigurator(object):
    """Resolves names to objects and converts configuration values:
    'ext://module.name' imports, 'cfg://a.b[0]' refers into the
    configuration itself."""

    CONVERT_PATTERN = re.compile(r'^(?P<prefix>[a-z]+)://(?P<suffix>.*)$')
    WORD_PATTERN = re.compile(r'^\s*(\w+)\s*')
    DOT_PATTERN = re.compile(r'^\.\s*(\w+)\s*')
    INDEX_PATTERN = re.compile(r'^\[([^\[\]]*)\]\s*')
    DIGIT_PATTERN = re.compile(r'^\d+$')

    value_converters = {'ext': 'ext_convert', 'cfg': 'cfg_convert'}

    importer = staticmethod(__import__)

    def __init__(self, config):
        self.config = ConvertingDict(config)
        self.config.configurator = self

    def resolve(self, s):
        parts = s.split('.')
        used = parts.pop(0)
        try:
            found = self.importer(used)
            for part in parts:
                used += '.' + part
                try:
                    found = getattr(found, part)
                except AttributeError:
                    self.importer(used)
                    found = getattr(found, part)
            return found
        except ImportError as e:
            raise ValueError('Cannot resolve %r: %s' % (s, e)) from e

    def ext_convert(self, value):
        return self.resolve(value)

    def cfg_convert(self, value):
        m = self.WORD_PATTERN.match(value)
        if m is None:
            raise ValueError("Unable to convert %r" % value)
        rest = value[m.end():]
        d = self.config[m.groups()[0]]
        while rest:
            m = self.DOT_PATTERN.match(rest)
            if m:
                d = d[m.groups()[0]]
            else:
                m = self.INDEX_PATTERN.match(rest)
                if m:
                    idx = m.groups()[0]
                    if not self.DIGIT_PATTERN.match(idx):
                        d = d[idx]
                    else:
                        try:
                            d = d[int(idx)]
                        except TypeError:
                            d = d[idx]
            if not m:
                raise ValueError('Unable to convert %r at %r' % (value, rest))
            rest = rest[m.end():]
        return d

    def convert(self, value):
        if isinstance(value, dict) and not isinstance(value, ConvertingDict):
            value = ConvertingDict(value)
            value.configurator = self
        elif isinstance(value, list) and not isinstance(value,
                                                        ConvertingList):
            value = ConvertingList(value)
            value.configurator = self
        elif (isinstance(value, tuple) and
              not isinstance(value, ConvertingTuple) and
              not hasattr(value, '_fields')):
            value = ConvertingTuple(value)
            value.configurator = self
        elif isinstance(value, str):
            m = self.CONVERT_PATTERN.match(value)
            if m:
                name = self.value_converters.get(m.group('prefix'))
                if name:
                    value = getattr(self, name)(m.group('suffix'))
        return value

    def configure_custom(self, config):
        """Call the factory config['()'] with the other keys as keyword
        arguments; then set the attributes of config['.']."""
        factory = config.pop('()')
        if not callable(factory):
            factory = self.resolve(factory)
        kwargs = {k: config[k] for k in config if k != '.' and valid_ident(k)}
        result = factory(**kwargs)
        props = config.pop('.', None)
        if props:
            for name, value in props.items():
                setattr(result, name, value)
        return result

    def as_tuple(self, value):
        if isinstance(value, list):
            value = tuple(value)
        return value


def _is_queue_like_object(obj):
    if isinstance(obj, queue.Queue):
        return True
    try:
        from multiprocessing.queues import Queue as MPQueue
    except ImportError:
        MPQueue = None
    if MPQueue is not None and isinstance(obj, MPQueue):
        return True
    return all(callable(getattr(obj, name, None))
               for name in ('empty', 'full', 'get', 'get_nowait', 'put',
                            'put_nowait', 'join', 'qsize', 'task_done'))


class DictConfigurator(BaseConfigurator):
    """Applies a dictConfig dictionary."""

    def configure(self):
        config = self.config
        if 'version' not in config:
            raise ValueError("dictionary doesn't specify a version")
        if config['version'] != 1:
            raise ValueError("Unsupported version: %s" % config['version'])
        incremental = config.pop('incremental', False)
        with logging._lock:
            if incremental:
                self._configure_incremental(config)
            else:
                self._configure_all(config)

    def _configure_incremental(self, config):
        handlers = config.get('handlers', {})
        for name in handlers:
            if name not in logging._handlers:
                raise ValueError('No handler found with name %r' % name)
            try:
                level = handlers[name].get('level', None)
                if level:
                    logging._handlers[name].setLevel(
                        logging._checkLevel(level))
            except Exception as e:
                raise ValueError('Unable to configure handler %r'
                                 % name) from e
        loggers = config.get('loggers', {})
        for name in loggers:
            try:
                self.configure_logger(name, loggers[name], True)
            except Exception as e:
                raise ValueError('Unable to configure logger %r' % name) from e
        root = config.get('root', None)
        if root:
            try:
                self.configure_root(root, True)
            except Exception as e:
                raise ValueError('Unable to configure root logger') from e

    def _configure_all(self, config):
        disable_existing = config.pop('disable_existing_loggers', True)
        _clearExistingHandlers()
        formatters = config.get('formatters', {})
        for name in formatters:
            try:
                formatters[name] = self.configure_formatter(formatters[name])
            except Exception as e:
                raise ValueError('Unable to configure formatter %r'
                                 % name) from e
        filters = config.get('filters', {})
        for name in filters:
            try:
                filters[name] = self.configure_filter(filters[name])
            except Exception as e:
                raise ValueError('Unable to configure filter %r' % name) from e
        # Handlers in name order; one that refers to a handler not made
        # yet (a MemoryHandler's target, a QueueHandler's handlers) is
        # made after the others.
        handlers = config.get('handlers', {})
        later = []
        for name in sorted(handlers):
            try:
                handler = self.configure_handler(handlers[name])
                handler.name = name
                handlers[name] = handler
            except Exception as e:
                if ' not configured yet' in str(e.__cause__):
                    later.append(name)
                else:
                    raise ValueError('Unable to configure handler %r'
                                     % name) from e
        for name in later:
            try:
                handler = self.configure_handler(handlers[name])
                handler.name = name
                handlers[name] = handler
            except Exception as e:
                raise ValueError('Unable to configure handler %r'
                                 % name) from e
        existing = sorted(logging.root.manager.loggerDict.keys())
        child_loggers = []
        loggers = config.get('loggers', {})
        for name in loggers:
            _children_of(name, existing, child_loggers)
            try:
                self.configure_logger(name, loggers[name])
            except Exception as e:
                raise ValueError('Unable to configure logger %r' % name) from e
        _handle_existing_loggers(existing, child_loggers, disable_existing)
        root = config.get('root', None)
        if root:
            try:
                self.configure_root(root)
            except Exception as e:
                raise ValueError('Unable to configure root logger') from e

    def configure_formatter(self, config):
        if '()' in config:
            factory = config['()']
            try:
                return self.configure_custom(config)
            except TypeError as te:
                if "'format'" not in str(te):
                    raise
                # A factory taking fmt= (as Formatter does) given format=.
                config['fmt'] = config.pop('format')
                config['()'] = factory
                return self.configure_custom(config)
        fmt = config.get('format', None)
        datefmt = config.get('datefmt', None)
        style = config.get('style', '%')
        cname = config.get('class', None)
        defaults = config.get('defaults', None)
        cls = _resolve(cname) if cname else logging.Formatter
        kwargs = {}
        if defaults is not None:
            kwargs['defaults'] = defaults
        if 'validate' in config:
            return cls(fmt, datefmt, style, config['validate'], **kwargs)
        return cls(fmt, datefmt, style, **kwargs)

    def configure_filter(self, config):
        if '()' in config:
            return self.configure_custom(config)
        return logging.Filter(config.get('name', ''))

    def add_filters(self, filterer, filters):
        for f in filters:
            try:
                if callable(f) or callable(getattr(f, 'filter', None)):
                    flt = f
                else:
                    flt = self.config['filters'][f]
                filterer.addFilter(flt)
            except Exception as e:
                raise ValueError('Unable to add filter %r' % f) from e

    def _configure_queue_handler(self, klass, **kwargs):
        q = kwargs.pop('queue') if 'queue' in kwargs else queue.Queue()
        respect = kwargs.pop('respect_handler_level', False)
        listener_class = kwargs.pop('listener',
                                    logging.handlers.QueueListener)
        handlers = kwargs.pop('handlers', [])
        listener = listener_class(q, *handlers, respect_handler_level=respect)
        handler = klass(q, **kwargs)
        handler.listener = listener
        return handler

    def _memory_target(self, config, saved):
        if 'flushLevel' in config:
            config['flushLevel'] = logging._checkLevel(config['flushLevel'])
        if 'target' in config:
            name = config['target']
            try:
                target = self.config['handlers'][name]
                if not isinstance(target, logging.Handler):
                    config.update(saved)  # for the second attempt
                    raise TypeError('target not configured yet')
                config['target'] = target
            except Exception as e:
                raise ValueError('Unable to set target handler %r'
                                 % name) from e

    def _queue_options(self, config, saved):
        QueueListener = logging.handlers.QueueListener
        if 'queue' in config:
            spec = config['queue']
            if isinstance(spec, str):
                q = self.resolve(spec)
                if not callable(q):
                    raise TypeError('Invalid queue specifier %r' % spec)
                config['queue'] = q()
            elif isinstance(spec, dict):
                if '()' not in spec:
                    raise TypeError('Invalid queue specifier %r' % spec)
                config['queue'] = self.configure_custom(dict(spec))
            elif not _is_queue_like_object(spec):
                raise TypeError('Invalid queue specifier %r' % spec)
        if 'listener' in config:
            spec = config['listener']
            if isinstance(spec, type):
                if not issubclass(spec, QueueListener):
                    raise TypeError('Invalid listener specifier %r' % spec)
            else:
                if isinstance(spec, str):
                    listener = self.resolve(spec)
                    if (isinstance(listener, type) and
                            not issubclass(listener, QueueListener)):
                        raise TypeError('Invalid listener specifier %r'
                                        % spec)
                elif isinstance(spec, dict):
                    if '()' not in spec:
                        raise TypeError('Invalid listener specifier %r'
                                        % spec)
                    listener = self.configure_custom(dict(spec))
                else:
                    raise TypeError('Invalid listener specifier %r' % spec)
                if not callable(listener):
                    raise TypeError('Invalid listener specifier %r' % spec)
                config['listener'] = listener
        if 'handlers' in config:
            found = []
            name = None
            try:
                for name in config['handlers']:
                    h = self.config['handlers'][name]
                    if not isinstance(h, logging.Handler):
                        config.update(saved)  # for the second attempt
                        raise TypeError('Required handler %r is not '
                                        'configured yet' % name)
                    found.append(h)
            except Exception as e:
                raise ValueError('Unable to set required handler %r'
                                 % name) from e
            config['handlers'] = found

    def configure_handler(self, config):
        saved = dict(config)
        formatter = config.pop('formatter', None)
        if formatter:
            try:
                formatter = self.config['formatters'][formatter]
            except Exception as e:
                raise ValueError('Unable to set formatter %r'
                                 % formatter) from e
        level = config.pop('level', None)
        filters = config.pop('filters', None)
        if '()' in config:
            factory = config.pop('()')
            if not callable(factory):
                factory = self.resolve(factory)
        else:
            cname = config.pop('class')
            klass = cname if callable(cname) else self.resolve(cname)
            handlers = logging.handlers
            if issubclass(klass, handlers.MemoryHandler):
                self._memory_target(config, saved)
            elif issubclass(klass, handlers.QueueHandler):
                self._queue_options(config, saved)
            elif issubclass(klass, handlers.SMTPHandler) and 'mailhost' in config:
                config['mailhost'] = self.as_tuple(config['mailhost'])
            elif issubclass(klass, handlers.SysLogHandler) and 'address' in config:
                config['address'] = self.as_tuple(config['address'])
            if issubclass(klass, handlers.QueueHandler):
                factory = functools.partial(self._configure_queue_handler,
                                            klass)
            else:
                factory = klass
        kwargs = {k: config[k] for k in config if k != '.' and valid_ident(k)}
        try:
            result = factory(**kwargs)
        except TypeError as te:
            if "'stream'" not in str(te):
                raise
            # An old-style handler whose parameter is called strm.
            kwargs['strm'] = kwargs.pop('stream')
            result = factory(**kwargs)
        if formatter:
            result.setFormatter(formatter)
        if level is not None:
            result.setLevel(logging._checkLevel(level))
        if filters:
            self.add_filters(result, filters)
        props = config.pop('.', None)
        if props:
            for name, value in props.items():
                setattr(result, name, value)
        return result

    def add_handlers(self, logger, handlers):
        for h in handlers:
            try:
                logger.addHandler(self.config['handlers'][h])
            except Exception as e:
                raise ValueError('Unable to add handler %r' % h) from e

    def common_logger_config(self, logger, config, incremental=False):
        level = config.get('level', None)
        if level is not None:
            logger.setLevel(logging._checkLevel(level))
        if not incremental:
            for h in logger.handlers[:]:
                logger.removeHandler(h)
            handlers = config.get('handlers', None)
            if handlers:
                self.add_handlers(logger, handlers)
            filters = config.get('filters', None)
            if filters:
                self.add_filters(logger, filters)

    def configure_logger(self, name, config, incremental=False):
        logger = logging.getLogger(name)
        self.common_logger_config(logger, config, incremental)
        logger.disabled = False
        propagate = config.get('propagate', None)
        if propagate is not None:
            logger.propagate = propagate

    def configure_root(self, config, incremental=False):
        self.common_logger_config(logging.getLogger(), config, incremental)


dictConfigClass = DictConfigurator


def dictConfig(config):
    """Configure logging from a dictionary."""
    dictConfigClass(config).configure()


def listen(port=DEFAULT_LOGGING_CONFIG_PORT, verify=None):
    raise NotImplementedError("logging.config.listen is not available "
                              "in cpjit")


def stopListening():
    pass
