"""Parse TOML 1.0 documents (tomllib.load / tomllib.loads) into dicts,
lists, strings, ints, floats, bools and datetime objects."""

__all__ = ("loads", "load", "TOMLDecodeError")

from ._parser import TOMLDecodeError, load, loads

TOMLDecodeError.__module__ = __name__
