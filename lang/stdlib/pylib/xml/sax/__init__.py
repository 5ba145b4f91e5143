"""Simple API for XML (SAX 2): parse documents by handing their content
to handler objects as the parser reads it."""

from .xmlreader import InputSource
from .handler import ContentHandler, ErrorHandler
from ._exceptions import (SAXException, SAXNotRecognizedException,
                          SAXParseException, SAXNotSupportedException,
                          SAXReaderNotAvailable)


def parse(source, handler, errorHandler=ErrorHandler()):
    """Parse a file name, URL, file object or InputSource."""
    parser = make_parser()
    parser.setContentHandler(handler)
    parser.setErrorHandler(errorHandler)
    parser.parse(source)


def parseString(string, handler, errorHandler=ErrorHandler()):
    """Parse a document given as str or bytes."""
    import io
    if errorHandler is None:
        errorHandler = ErrorHandler()
    parser = make_parser()
    parser.setContentHandler(handler)
    parser.setErrorHandler(errorHandler)
    inpsrc = InputSource()
    if isinstance(string, str):
        inpsrc.setCharacterStream(io.StringIO(string))
    else:
        inpsrc.setByteStream(io.BytesIO(string))
    parser.parse(inpsrc)


default_parser_list = ["xml.sax.expatreader"]

_false = 0


def make_parser(parser_list=()):
    """A reader from the first of parser_list, then of the default
    drivers, that can be created."""
    for parser_name in list(parser_list) + default_parser_list:
        try:
            return _create_parser(parser_name)
        except ImportError:
            import sys
            if parser_name in sys.modules:
                # the module exists but could not be imported fully
                raise
        except SAXReaderNotAvailable:
            pass
    raise SAXReaderNotAvailable("No parsers found", None)


def _create_parser(parser_name):
    module = __import__(parser_name, {}, {}, ['create_parser'])
    return module.create_parser()
