"""The names of xml.parsers.expat that cpjit provides: its exception.

The parser itself is not exposed (xml.etree.ElementTree and
xml.dom.minidom parse with cpjit's own parser)."""

EXPAT_VERSION = "expat_2.6.3"
version_info = (2, 6, 3)


class ExpatError(Exception):
    pass


error = ExpatError


def ParserCreate(encoding=None, namespace_separator=None):
    raise NotImplementedError("xml.parsers.expat.ParserCreate is not supported")
