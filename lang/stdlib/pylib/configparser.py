"""Configuration file parser (INI-style files with [sections] of
name = value options), cpjit's own implementation of the module.

RawConfigParser keeps values as read; ConfigParser interpolates them
(BasicInterpolation's %(name)s by default, or ExtendedInterpolation's
${section:name}). Parsers are mappings of SectionProxy objects."""

import functools
import io
import itertools
import os
import re
import sys
from collections.abc import MutableMapping
from collections import ChainMap as _ChainMap

__all__ = ('NoSectionError', 'DuplicateOptionError', 'DuplicateSectionError',
           'NoOptionError', 'InterpolationError', 'InterpolationDepthError',
           'InterpolationMissingOptionError', 'InterpolationSyntaxError',
           'ParsingError', 'MissingSectionHeaderError',
           'MultilineContinuationError', 'ConfigParser', 'RawConfigParser',
           'Interpolation', 'BasicInterpolation', 'ExtendedInterpolation',
           'SectionProxy', 'ConverterMapping', 'DEFAULTSECT',
           'MAX_INTERPOLATION_DEPTH', 'UNNAMED_SECTION')

DEFAULTSECT = "DEFAULT"
MAX_INTERPOLATION_DEPTH = 10


class _UnnamedSection:
    def __repr__(self):
        return "<UNNAMED_SECTION>"


UNNAMED_SECTION = _UnnamedSection()


# ---- exceptions ----------------------------------------------------------

class Error(Exception):
    """Base class for configparser's exceptions."""

    def __init__(self, msg=''):
        self.message = msg
        Exception.__init__(self, msg)

    def __repr__(self):
        return self.message

    __str__ = __repr__


class NoSectionError(Error):
    """Raised when no section matches a requested option."""

    def __init__(self, section):
        Error.__init__(self, 'No section: %r' % (section,))
        self.section = section
        self.args = (section,)


def _where(source, lineno):
    text = "While reading from %r" % (source,)
    if lineno is not None:
        text += " [line %2d]" % (lineno,)
    return text


class DuplicateSectionError(Error):
    """Raised when a section is repeated in one input (strict mode) or
    added twice."""

    def __init__(self, section, source=None, lineno=None):
        if source is not None:
            msg = _where(source, lineno) + ": section %r already exists" % (section,)
        else:
            msg = "Section %r already exists" % (section,)
        Error.__init__(self, msg)
        self.section = section
        self.source = source
        self.lineno = lineno
        self.args = (section, source, lineno)


class DuplicateOptionError(Error):
    """Raised when an option is repeated in one section of one input
    (strict mode)."""

    def __init__(self, section, option, source=None, lineno=None):
        tail = "%r in section %r already exists" % (option, section)
        if source is not None:
            msg = _where(source, lineno) + ": option " + tail
        else:
            msg = "Option " + tail
        Error.__init__(self, msg)
        self.section = section
        self.option = option
        self.source = source
        self.lineno = lineno
        self.args = (section, option, source, lineno)


class NoOptionError(Error):
    """A requested option was not found."""

    def __init__(self, option, section):
        Error.__init__(self, "No option %r in section: %r" % (option, section))
        self.option = option
        self.section = section
        self.args = (option, section)


class InterpolationError(Error):
    """Base class for interpolation errors."""

    def __init__(self, option, section, msg):
        Error.__init__(self, msg)
        self.option = option
        self.section = section
        self.args = (option, section, msg)


class InterpolationMissingOptionError(InterpolationError):
    """A value refers to an option that does not exist."""

    def __init__(self, option, section, rawval, reference):
        msg = ("Bad value substitution: option {!r} in section {!r} contains "
               "an interpolation key {!r} which is not a valid option name. "
               "Raw value: {!r}".format(option, section, reference, rawval))
        InterpolationError.__init__(self, option, section, msg)
        self.reference = reference
        self.args = (option, section, rawval, reference)


class InterpolationSyntaxError(InterpolationError):
    """A value's interpolation syntax is malformed."""


class InterpolationDepthError(InterpolationError):
    """Substitutions nest deeper than MAX_INTERPOLATION_DEPTH."""

    def __init__(self, option, section, rawval):
        msg = ("Recursion limit exceeded in value substitution: option {!r} "
               "in section {!r} contains an interpolation key which "
               "cannot be substituted in {} steps. Raw value: {!r}"
               "".format(option, section, MAX_INTERPOLATION_DEPTH, rawval))
        InterpolationError.__init__(self, option, section, msg)
        self.args = (option, section, rawval)


class ParsingError(Error):
    """Lines of an input could not be parsed."""

    def __init__(self, source, *args):
        Error.__init__(self, 'Source contains parsing errors: %r' % (source,))
        self.source = source
        self.errors = []
        self.args = (source,)
        if args:
            self.append(*args)

    def append(self, lineno, line):
        self.errors.append((lineno, line))
        self.message += '\n\t[line %2d]: %s' % (lineno, repr(line))

    def combine(self, others):
        for other in others:
            for lineno, line in other.errors:
                self.append(lineno, line)
        return self


class MissingSectionHeaderError(ParsingError):
    """An input has options before its first section header."""

    def __init__(self, filename, lineno, line):
        Error.__init__(
            self,
            'File contains no section headers.\nfile: %r, line: %d\n%r' %
            (filename, lineno, line))
        self.source = filename
        self.lineno = lineno
        self.line = line
        self.args = (filename, lineno, line)


class MultilineContinuationError(ParsingError):
    """An indented line continues an option that has no value."""

    def __init__(self, filename, lineno, line):
        Error.__init__(
            self,
            "Key without value continued with an indented line.\n"
            "file: %r, line: %d\n%r" % (filename, lineno, line))
        self.source = filename
        self.lineno = lineno
        self.line = line
        self.args = (filename, lineno, line)


_UNSET = object()


# ---- interpolation -------------------------------------------------------

class Interpolation:
    """No interpolation: values are returned as stored."""

    def before_get(self, parser, section, option, value, defaults):
        return value

    def before_set(self, parser, section, option, value):
        return value

    def before_read(self, parser, section, option, value):
        return value

    def before_write(self, parser, section, option, value):
        return value


class _MarkerInterpolation(Interpolation):
    # Shared by Basic and Extended interpolation: MARK introduces a
    # reference, OPEN follows it, _KEYCRE matches a whole reference.
    MARK = '%'
    OPEN = '('

    def before_get(self, parser, section, option, value, defaults):
        parts = []
        self._interpolate_some(parser, option, parts, value, section,
                               defaults, 1)
        return ''.join(parts)

    def before_set(self, parser, section, option, value):
        mark = self.MARK
        stripped = self._KEYCRE.sub('', value.replace(mark + mark, ''))
        if mark in stripped:
            raise ValueError("invalid interpolation syntax in %r at "
                             "position %d" % (value, stripped.find(mark)))
        return value

    def _interpolate_some(self, parser, option, accum, rest, section, map,
                          depth):
        mark = self.MARK
        rawval = parser.get(section, option, raw=True, fallback=rest)
        if depth > MAX_INTERPOLATION_DEPTH:
            raise InterpolationDepthError(option, section, rawval)
        while rest:
            p = rest.find(mark)
            if p < 0:
                accum.append(rest)
                return
            if p > 0:
                accum.append(rest[:p])
                rest = rest[p:]
            c = rest[1:2]
            if c == mark:
                accum.append(mark)
                rest = rest[2:]
            elif c == self.OPEN:
                m = self._KEYCRE.match(rest)
                if m is None:
                    raise InterpolationSyntaxError(
                        option, section,
                        "bad interpolation variable reference %r" % rest)
                rest = rest[m.end():]
                self._substitute(parser, option, accum, m.group(1), rest,
                                 section, map, depth, rawval)
            else:
                raise InterpolationSyntaxError(
                    option, section, self._bad_mark % (rest,))


class BasicInterpolation(_MarkerInterpolation):
    """%(name)s refers to another option of the same section (or of the
    defaults); %% is a literal percent sign."""

    _KEYCRE = re.compile(r"%\(([^)]+)\)s")
    _bad_mark = "'%%' must be followed by '%%' or '(', found: %r"

    def _substitute(self, parser, option, accum, name, rest, section, map,
                    depth, rawval):
        var = parser.optionxform(name)
        try:
            v = map[var]
        except KeyError:
            raise InterpolationMissingOptionError(
                option, section, rawval, var) from None
        if '%' in v:
            self._interpolate_some(parser, option, accum, v, section, map,
                                   depth + 1)
        else:
            accum.append(v)


class ExtendedInterpolation(_MarkerInterpolation):
    """${name} refers to an option of the same section, ${section:name}
    to one of another section; $$ is a literal dollar sign."""

    MARK = '$'
    OPEN = '{'
    _KEYCRE = re.compile(r"\$\{([^}]+)\}")
    _bad_mark = "'$' must be followed by '$' or '{', found: %r"

    def _substitute(self, parser, option, accum, name, rest, section, map,
                    depth, rawval):
        path = name.split(':')
        sect = section
        opt = option
        try:
            if len(path) == 1:
                opt = parser.optionxform(path[0])
                v = map[opt]
            elif len(path) == 2:
                sect = path[0]
                opt = parser.optionxform(path[1])
                v = parser.get(sect, opt, raw=True)
            else:
                raise InterpolationSyntaxError(
                    option, section, "More than one ':' found: %r" % (rest,))
        except (KeyError, NoSectionError, NoOptionError):
            raise InterpolationMissingOptionError(
                option, section, rawval, ":".join(path)) from None
        if '$' in v:
            self._interpolate_some(parser, opt, accum, v, sect,
                                   dict(parser.items(sect, raw=True)),
                                   depth + 1)
        else:
            accum.append(v)


# ---- the parser ----------------------------------------------------------

_SECTION_RE = r"\[(?P<header>.+)\]"
_OPTION_RE = r"(?P<option>.*?)\s*(?P<vi>{delim})\s*(?P<value>.*)$"
_OPTION_NV_RE = r"(?P<option>.*?)\s*(?:(?P<vi>{delim})\s*(?P<value>.*))?$"


class RawConfigParser(MutableMapping):
    """A configuration parser without interpolation."""

    _SECT_TMPL = _SECTION_RE
    _OPT_TMPL = _OPTION_RE
    _OPT_NV_TMPL = _OPTION_NV_RE
    _DEFAULT_INTERPOLATION = Interpolation()
    SECTCRE = re.compile(_SECTION_RE)
    OPTCRE = re.compile(_OPTION_RE.format(delim="=|:"))
    OPTCRE_NV = re.compile(_OPTION_NV_RE.format(delim="=|:"))
    NONSPACECRE = re.compile(r"\S")
    BOOLEAN_STATES = {'1': True, 'yes': True, 'true': True, 'on': True,
                      '0': False, 'no': False, 'false': False, 'off': False}

    def __init__(self, defaults=None, dict_type=dict, allow_no_value=False,
                 *, delimiters=('=', ':'), comment_prefixes=('#', ';'),
                 inline_comment_prefixes=None, strict=True,
                 empty_lines_in_values=True,
                 default_section=DEFAULTSECT, interpolation=_UNSET,
                 converters=_UNSET, allow_unnamed_section=False):
        self._dict = dict_type
        self._sections = self._dict()
        self._defaults = self._dict()
        self._converters = ConverterMapping(self)
        self._proxies = self._dict()
        self._proxies[default_section] = SectionProxy(self, default_section)
        self._delimiters = tuple(delimiters)
        if delimiters == ('=', ':'):
            self._optcre = self.OPTCRE_NV if allow_no_value else self.OPTCRE
        else:
            d = "|".join(re.escape(x) for x in delimiters)
            tmpl = self._OPT_NV_TMPL if allow_no_value else self._OPT_TMPL
            self._optcre = re.compile(tmpl.format(delim=d), re.VERBOSE)
        self._comment_prefixes = tuple(comment_prefixes or ())
        self._inline_comment_prefixes = tuple(inline_comment_prefixes or ())
        self._strict = strict
        self._allow_no_value = allow_no_value
        self._empty_lines_in_values = empty_lines_in_values
        self.default_section = default_section
        self._interpolation = interpolation
        if self._interpolation is _UNSET:
            self._interpolation = self._DEFAULT_INTERPOLATION
        if self._interpolation is None:
            self._interpolation = Interpolation()
        if not isinstance(self._interpolation, Interpolation):
            raise TypeError(
                f"interpolation= must be None or an instance of Interpolation;"
                f" got an object of type {type(self._interpolation)}")
        if converters is not _UNSET:
            self._converters.update(converters)
        if defaults:
            self._read_defaults(defaults)
        self._allow_unnamed_section = allow_unnamed_section

    def defaults(self):
        return self._defaults

    def sections(self):
        """The section names, without the default section."""
        return list(self._sections.keys())

    def add_section(self, section):
        """Create a section; ValueError for the default section's name,
        DuplicateSectionError if it exists."""
        if section == self.default_section:
            raise ValueError('Invalid section name: %r' % section)
        if section in self._sections:
            raise DuplicateSectionError(section)
        self._sections[section] = self._dict()
        self._proxies[section] = SectionProxy(self, section)

    def has_section(self, section):
        return section in self._sections

    def options(self, section):
        try:
            opts = self._sections[section].copy()
        except KeyError:
            raise NoSectionError(section) from None
        opts.update(self._defaults)
        return list(opts.keys())

    def read(self, filenames, encoding=None):
        """Read and parse the files that can be opened; return the list of
        names read."""
        if isinstance(filenames, (str, bytes, os.PathLike)):
            filenames = [filenames]
        encoding = io.text_encoding(encoding)
        done = []
        for filename in filenames:
            try:
                with open(filename, encoding=encoding) as fp:
                    self._read(fp, filename)
            except OSError:
                continue
            if isinstance(filename, os.PathLike):
                filename = os.fspath(filename)
            done.append(filename)
        return done

    def read_file(self, f, source=None):
        """Parse the lines of f (an iterable of str)."""
        if source is None:
            try:
                source = f.name
            except AttributeError:
                source = '<???>'
        self._read(f, source)

    def read_string(self, string, source='<string>'):
        self.read_file(io.StringIO(string), source)

    def read_dict(self, dictionary, source='<dict>'):
        """Read sections and options from a mapping of mappings; keys and
        values are converted to str."""
        seen = set()
        for section, keys in dictionary.items():
            section = str(section)
            try:
                self.add_section(section)
            except (DuplicateSectionError, ValueError):
                if self._strict and section in seen:
                    raise
            seen.add(section)
            for key, value in keys.items():
                key = self.optionxform(str(key))
                if value is not None:
                    value = str(value)
                if self._strict and (section, key) in seen:
                    raise DuplicateOptionError(section, key, source)
                seen.add((section, key))
                self.set(section, key, value)

    def get(self, section, option, *, raw=False, vars=None, fallback=_UNSET):
        """The value of option in section (or the defaults), interpolated
        unless raw; fallback if given and the option is missing."""
        try:
            d = self._unify_values(section, vars)
        except NoSectionError:
            if fallback is _UNSET:
                raise
            return fallback
        option = self.optionxform(option)
        try:
            value = d[option]
        except KeyError:
            if fallback is _UNSET:
                raise NoOptionError(option, section)
            return fallback
        if raw or value is None:
            return value
        return self._interpolation.before_get(self, section, option, value, d)

    def _get(self, section, conv, option, **kwargs):
        return conv(self.get(section, option, **kwargs))

    def _get_conv(self, section, option, conv, *, raw=False, vars=None,
                  fallback=_UNSET, **kwargs):
        try:
            return self._get(section, conv, option, raw=raw, vars=vars,
                             **kwargs)
        except (NoSectionError, NoOptionError):
            if fallback is _UNSET:
                raise
            return fallback

    def getint(self, section, option, *, raw=False, vars=None,
               fallback=_UNSET, **kwargs):
        return self._get_conv(section, option, int, raw=raw, vars=vars,
                              fallback=fallback, **kwargs)

    def getfloat(self, section, option, *, raw=False, vars=None,
                 fallback=_UNSET, **kwargs):
        return self._get_conv(section, option, float, raw=raw, vars=vars,
                              fallback=fallback, **kwargs)

    def getboolean(self, section, option, *, raw=False, vars=None,
                   fallback=_UNSET, **kwargs):
        return self._get_conv(section, option, self._convert_to_boolean,
                              raw=raw, vars=vars, fallback=fallback, **kwargs)

    def items(self, section=_UNSET, raw=False, vars=None):
        """Without a section, the (name, SectionProxy) pairs; with one, the
        list of its (option, value) pairs, defaults included."""
        if section is _UNSET:
            return super().items()
        d = self._defaults.copy()
        try:
            d.update(self._sections[section])
        except KeyError:
            if section != self.default_section:
                raise NoSectionError(section)
        names = list(d.keys())
        if vars:
            for key, value in vars.items():
                d[self.optionxform(key)] = value
        if raw:
            return [(name, d[name]) for name in names]
        interp = self._interpolation
        return [(name, interp.before_get(self, section, name, d[name], d))
                for name in names]

    def popitem(self):
        """Remove a section other than the default one and return its
        (name, SectionProxy) pair."""
        for key in self.sections():
            value = self[key]
            del self[key]
            return key, value
        raise KeyError

    def optionxform(self, optionstr):
        return optionstr.lower()

    def has_option(self, section, option):
        if not section or section == self.default_section:
            return self.optionxform(option) in self._defaults
        if section not in self._sections:
            return False
        option = self.optionxform(option)
        return option in self._sections[section] or option in self._defaults

    def set(self, section, option, value=None):
        if value:
            value = self._interpolation.before_set(self, section, option,
                                                   value)
        if not section or section == self.default_section:
            sectdict = self._defaults
        else:
            try:
                sectdict = self._sections[section]
            except KeyError:
                raise NoSectionError(section) from None
        sectdict[self.optionxform(option)] = value

    def write(self, fp, space_around_delimiters=True):
        """Write the configuration in a form read() reads back."""
        if space_around_delimiters:
            d = " {} ".format(self._delimiters[0])
        else:
            d = self._delimiters[0]
        if self._defaults:
            self._write_section(fp, self.default_section,
                                self._defaults.items(), d)
        if UNNAMED_SECTION in self._sections:
            self._write_section(fp, UNNAMED_SECTION,
                                self._sections[UNNAMED_SECTION].items(), d,
                                unnamed=True)
        for section in self._sections:
            if section is UNNAMED_SECTION:
                continue
            self._write_section(fp, section,
                                self._sections[section].items(), d)

    def _write_section(self, fp, section_name, section_items, delimiter,
                       unnamed=False):
        if not unnamed:
            fp.write("[{}]\n".format(section_name))
        for key, value in section_items:
            value = self._interpolation.before_write(self, section_name, key,
                                                     value)
            if value is not None or not self._allow_no_value:
                value = delimiter + str(value).replace('\n', '\n\t')
            else:
                value = ""
            fp.write("{}{}\n".format(key, value))
        fp.write("\n")

    def remove_option(self, section, option):
        if not section or section == self.default_section:
            sectdict = self._defaults
        else:
            try:
                sectdict = self._sections[section]
            except KeyError:
                raise NoSectionError(section) from None
        option = self.optionxform(option)
        existed = option in sectdict
        if existed:
            del sectdict[option]
        return existed

    def remove_section(self, section):
        existed = section in self._sections
        if existed:
            del self._sections[section]
            del self._proxies[section]
        return existed

    def __getitem__(self, key):
        if key != self.default_section and not self.has_section(key):
            raise KeyError(key)
        return self._proxies[key]

    def __setitem__(self, key, value):
        if key in self and self[key] is value:
            return
        if key == self.default_section:
            self._defaults.clear()
        elif key in self._sections:
            self._sections[key].clear()
        self.read_dict({key: value})

    def __delitem__(self, key):
        if key == self.default_section:
            raise ValueError("Cannot remove the default section.")
        if not self.has_section(key):
            raise KeyError(key)
        self.remove_section(key)

    def __contains__(self, key):
        return key == self.default_section or self.has_section(key)

    def __len__(self):
        return len(self._sections) + 1

    def __iter__(self):
        return itertools.chain((self.default_section,), self._sections.keys())

    # -- reading --

    def _comment_start(self, line):
        # Where the comment of line starts: 0 for a whole-line comment,
        # the position of an inline prefix preceded by white space, or None.
        stripped = line.strip()
        for prefix in self._comment_prefixes:
            if stripped.startswith(prefix):
                return 0
        best = None
        for prefix in self._inline_comment_prefixes:
            i = line.find(prefix)
            while i != -1:
                if i == 0 or line[i - 1].isspace():
                    if best is None or i < best:
                        best = i
                    break
                i = line.find(prefix, i + 1)
        return best

    def _read(self, fp, fpname):
        seen = set()
        cursect = None
        sectname = None
        optname = None
        indent_level = 0
        errors = None
        lineno = 0
        for lineno, line in enumerate(fp, start=1):
            comment_start = self._comment_start(line)
            value = line[:comment_start].strip()
            if not value:
                if self._empty_lines_in_values:
                    if (comment_start is None and cursect is not None and
                            optname and cursect[optname] is not None):
                        cursect[optname].append('')
                else:
                    indent_level = sys.maxsize
                continue
            first = self.NONSPACECRE.search(line)
            cur_indent = first.start() if first else 0
            if cursect is not None and optname and cur_indent > indent_level:
                if cursect[optname] is None:
                    raise MultilineContinuationError(fpname, lineno, line)
                cursect[optname].append(value)
                continue
            indent_level = cur_indent
            mo = self.SECTCRE.match(value)
            if mo:
                sectname = mo.group('header')
                if sectname in self._sections:
                    if self._strict and sectname in seen:
                        raise DuplicateSectionError(sectname, fpname, lineno)
                    cursect = self._sections[sectname]
                    seen.add(sectname)
                elif sectname == self.default_section:
                    cursect = self._defaults
                else:
                    cursect = self._dict()
                    self._sections[sectname] = cursect
                    self._proxies[sectname] = SectionProxy(self, sectname)
                    seen.add(sectname)
                optname = None
                continue
            if cursect is None:
                if not self._allow_unnamed_section:
                    raise MissingSectionHeaderError(fpname, lineno, line)
                sectname = UNNAMED_SECTION
                cursect = self._dict()
                self._sections[sectname] = cursect
                self._proxies[sectname] = SectionProxy(self, sectname)
                seen.add(sectname)
            mo = self._optcre.match(value)
            if not mo:
                errors = self._parse_error(errors, fpname, lineno, line)
                continue
            optname, vi, optval = mo.group('option', 'vi', 'value')
            if not optname:
                errors = self._parse_error(errors, fpname, lineno, line)
            optname = self.optionxform(optname.rstrip())
            if self._strict and (sectname, optname) in seen:
                raise DuplicateOptionError(sectname, optname, fpname, lineno)
            seen.add((sectname, optname))
            if optval is not None:
                cursect[optname] = [optval.strip()]
            else:
                cursect[optname] = None
        self._join_multiline_values()
        if errors:
            raise errors

    def _parse_error(self, exc, fpname, lineno, line):
        if not exc:
            exc = ParsingError(fpname)
        exc.append(lineno, line)
        return exc

    def _join_multiline_values(self):
        everything = itertools.chain(((self.default_section, self._defaults),),
                                     self._sections.items())
        for section, options in everything:
            for name, val in options.items():
                if isinstance(val, list):
                    val = '\n'.join(val).rstrip()
                options[name] = self._interpolation.before_read(
                    self, section, name, val)

    def _read_defaults(self, defaults):
        self.read_dict({self.default_section: defaults})

    def _unify_values(self, section, vars):
        try:
            sectiondict = self._sections[section]
        except KeyError:
            if section != self.default_section:
                raise NoSectionError(section) from None
            sectiondict = {}
        vardict = {}
        if vars:
            for key, value in vars.items():
                if value is not None:
                    value = str(value)
                vardict[self.optionxform(key)] = value
        return _ChainMap(vardict, sectiondict, self._defaults)

    def _convert_to_boolean(self, value):
        if value.lower() not in self.BOOLEAN_STATES:
            raise ValueError('Not a boolean: %s' % value)
        return self.BOOLEAN_STATES[value.lower()]

    def _validate_value_types(self, *, section="", option="", value=""):
        if not isinstance(section, str):
            raise TypeError("section names must be strings")
        if not isinstance(option, str):
            raise TypeError("option keys must be strings")
        if not self._allow_no_value or value:
            if not isinstance(value, str):
                raise TypeError("option values must be strings")

    @property
    def converters(self):
        return self._converters


class ConfigParser(RawConfigParser):
    """A configuration parser with BasicInterpolation by default; it only
    stores str values."""

    _DEFAULT_INTERPOLATION = BasicInterpolation()

    def set(self, section, option, value=None):
        self._validate_value_types(option=option, value=value)
        super().set(section, option, value)

    def add_section(self, section):
        self._validate_value_types(section=section)
        super().add_section(section)

    def _read_defaults(self, defaults):
        # The defaults given to the constructor are stored uninterpolated
        # and unchecked.
        saved = self._interpolation
        self._interpolation = Interpolation()
        try:
            self.read_dict({self.default_section: defaults})
        finally:
            self._interpolation = saved


class SectionProxy(MutableMapping):
    """A view of one section of a parser, as a mapping."""

    def __init__(self, parser, name):
        self._parser = parser
        self._name = name
        for conv in parser.converters:
            key = 'get' + conv
            getter = functools.partial(self.get, _impl=getattr(parser, key))
            setattr(self, key, getter)

    def __repr__(self):
        return '<Section: {}>'.format(self._name)

    def __getitem__(self, key):
        if not self._parser.has_option(self._name, key):
            raise KeyError(key)
        return self._parser.get(self._name, key)

    def __setitem__(self, key, value):
        self._parser._validate_value_types(option=key, value=value)
        return self._parser.set(self._name, key, value)

    def __delitem__(self, key):
        if not (self._parser.has_option(self._name, key) and
                self._parser.remove_option(self._name, key)):
            raise KeyError(key)

    def __contains__(self, key):
        return self._parser.has_option(self._name, key)

    def __len__(self):
        return len(self._options())

    def __iter__(self):
        return self._options().__iter__()

    def _options(self):
        if self._name != self._parser.default_section:
            return self._parser.options(self._name)
        return self._parser.defaults()

    @property
    def parser(self):
        return self._parser

    @property
    def name(self):
        return self._name

    def get(self, option, fallback=None, *, raw=False, vars=None,
            _impl=None, **kwargs):
        if not _impl:
            _impl = self._parser.get
        return _impl(self._name, option, raw=raw, vars=vars,
                     fallback=fallback, **kwargs)


class ConverterMapping(MutableMapping):
    """The parser's converters by name ('int', 'float', 'boolean' and those
    added): setting one adds get<name> to the parser and its sections."""

    GETTERCRE = re.compile(r"^get(?P<name>.+)$")

    def __init__(self, parser):
        self._parser = parser
        self._data = {}
        for getter in dir(self._parser):
            m = self.GETTERCRE.match(getter)
            if not m or not callable(getattr(self._parser, getter)):
                continue
            self._data[m.group('name')] = None

    def __getitem__(self, key):
        return self._data[key]

    def __setitem__(self, key, value):
        try:
            k = 'get' + key
        except TypeError:
            raise ValueError('Incompatible key: {} (type: {})'
                             ''.format(key, type(key)))
        if k == 'get':
            raise ValueError('Incompatible key: cannot use "" as a name')
        self._data[key] = value
        func = functools.partial(self._parser._get_conv, conv=value)
        func.converter = value
        setattr(self._parser, k, func)
        for proxy in self._parser.values():
            getter = functools.partial(proxy.get, _impl=func)
            setattr(proxy, k, getter)

    def __delitem__(self, key):
        try:
            k = 'get' + (key or None)
        except TypeError:
            raise KeyError(key)
        del self._data[key]
        for inst in itertools.chain((self._parser,), self._parser.values()):
            try:
                delattr(inst, k)
            except AttributeError:
                continue

    def __iter__(self):
        return iter(self._data)

    def __len__(self):
        return len(self._data)
