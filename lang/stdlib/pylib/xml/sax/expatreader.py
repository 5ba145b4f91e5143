"""xml.sax's default reader, under CPython's name.

CPython drives expat here; cpjit parses with the same Go parser as
xml.etree.ElementTree (_elementtree.sax_parse), which records the events
expat would report, with expat's positions and its splitting of
character data, and this reader replays them to the handlers. The
document is parsed when it is complete (at close()), so every event of a
document fed in pieces is reported then rather than during feed().
"""

version = "0.20"

import _elementtree

from xml.sax._exceptions import (SAXParseException, SAXNotRecognizedException,
                                 SAXNotSupportedException)
from xml.sax.handler import (feature_validation, feature_namespaces,
                             feature_namespace_prefixes, feature_external_ges,
                             feature_external_pes, feature_string_interning,
                             property_xml_string, property_interning_dict,
                             property_lexical_handler)
from xml.sax import xmlreader, saxutils, handler

_CLOSED = object()  # _parser of a reader closed by an error

AttributesImpl = xmlreader.AttributesImpl
AttributesNSImpl = xmlreader.AttributesNSImpl


class ExpatLocator(xmlreader.Locator):
    """The locator handed to setDocumentLocator: it asks the reader."""

    def __init__(self, parser):
        self._ref = parser

    def getColumnNumber(self):
        return self._ref.getColumnNumber()

    def getLineNumber(self):
        return self._ref.getLineNumber()

    def getPublicId(self):
        return self._ref.getPublicId()

    def getSystemId(self):
        return self._ref.getSystemId()


class ExpatParser(xmlreader.IncrementalParser, xmlreader.Locator):
    """SAX driver over cpjit's XML parser."""

    def __init__(self, namespaceHandling=0, bufsize=2**16 - 20):
        xmlreader.IncrementalParser.__init__(self, bufsize)
        self._source = xmlreader.InputSource()
        self._parser = None
        self._namespaces = namespaceHandling
        self._lex_handler_prop = None
        self._parsing = False
        self._entity_stack = []
        self._external_ges = 0
        self._external_pes = 0
        self._interning = None
        self._chunks = []
        self._position = (1, 0)

    def parse(self, source):
        source = saxutils.prepare_input_source(source)
        self._source = source
        try:
            self.reset()
            self._cont_handler.setDocumentLocator(ExpatLocator(self))
            xmlreader.IncrementalParser.parse(self, source)
        except:
            self._close_source()
            raise

    def prepareParser(self, source):
        pass

    def setContentHandler(self, handler):
        xmlreader.IncrementalParser.setContentHandler(self, handler)

    def getFeature(self, name):
        if name == feature_namespaces:
            return self._namespaces
        if name == feature_string_interning:
            return self._interning is not None
        if name in (feature_validation, feature_namespace_prefixes):
            return 0
        if name == feature_external_ges:
            return self._external_ges
        if name == feature_external_pes:
            return self._external_pes
        raise SAXNotRecognizedException("Feature '%s' not recognized" % name)

    def setFeature(self, name, state):
        if self._parsing:
            raise SAXNotSupportedException("Cannot set features while parsing")
        if name == feature_namespaces:
            self._namespaces = state
        elif name == feature_external_ges:
            self._external_ges = state
        elif name == feature_string_interning:
            if state:
                if self._interning is None:
                    self._interning = {}
            else:
                self._interning = None
        elif name == feature_validation:
            if state:
                raise SAXNotSupportedException("expat does not support validation")
        elif name == feature_external_pes:
            if state:
                raise SAXNotSupportedException(
                    "expat does not read external parameter entities")
        elif name == feature_namespace_prefixes:
            if state:
                raise SAXNotSupportedException(
                    "expat does not report namespace prefixes")
        else:
            raise SAXNotRecognizedException("Feature '%s' not recognized" % name)

    def getProperty(self, name):
        if name == handler.property_lexical_handler:
            return self._lex_handler_prop
        if name == property_interning_dict:
            return self._interning
        if name == property_xml_string:
            if self._parser:
                raise SAXNotRecognizedException(
                    "This version of expat does not support getting the XML string")
            raise SAXNotSupportedException("XML string cannot be returned when not parsing")
        raise SAXNotRecognizedException("Property '%s' not recognized" % name)

    def setProperty(self, name, value):
        if name == handler.property_lexical_handler:
            self._lex_handler_prop = value
        elif name == property_interning_dict:
            self._interning = value
        elif name == property_xml_string:
            raise SAXNotSupportedException("Property '%s' cannot be set" % name)
        else:
            raise SAXNotRecognizedException("Property '%s' not recognized" % name)

    def feed(self, data, isFinal=False):
        if not self._parsing:
            self.reset()
            self._parsing = True
            self._cont_handler.startDocument()
        if data:
            self._chunks.append(data.encode("utf-8") if isinstance(data, str) else bytes(data))
        if isFinal:
            self._replay()

    def flush(self):
        pass

    def _replay(self):
        chunks, self._chunks = self._chunks, []
        bounds, total = [], 0
        for c in chunks:
            total += len(c)
            bounds.append(total)
        events, error = _elementtree.sax_parse(b"".join(chunks), self._namespaces, bounds[:-1])
        ch = self._cont_handler
        lex = self._lex_handler_prop
        for event in events:
            kind = event[0]
            self._position = event[-2:]
            if kind == "chars":
                ch.characters(event[1])
            elif kind == "start":
                if self._namespaces:
                    attrs, qnames = {}, {}
                    for pair, qname, value in event[2]:
                        attrs[pair] = value
                        qnames[pair] = qname
                    ch.startElementNS(event[1], None, AttributesNSImpl(attrs, qnames))
                else:
                    ch.startElement(event[1], AttributesImpl(dict(event[2])))
            elif kind == "end":
                if self._namespaces:
                    ch.endElementNS(event[1], None)
                else:
                    ch.endElement(event[1])
            elif kind == "start-ns":
                ch.startPrefixMapping(event[1], event[2])
            elif kind == "end-ns":
                ch.endPrefixMapping(event[1])
            elif kind == "pi":
                ch.processingInstruction(event[1], event[2])
            elif kind == "comment":
                if lex is not None:
                    lex.comment(event[1])
        if error is not None:
            msg, line, col = error
            self._position = (line, col)
            from xml.parsers import expat
            exc = expat.ExpatError("%s: line %d, column %d" % (msg, line, col))
            exc.code, exc.lineno, exc.offset = _elementtree.expat_code(msg), line, col
            self._err_handler.fatalError(SAXParseException(msg, exc, self))

    def close(self):
        if self._entity_stack or self._parser is None or self._parser is _CLOSED:
            return
        try:
            self.feed(b"", isFinal=True)
            self._cont_handler.endDocument()
            self._parsing = False
            self._parser = None
        finally:
            self._parsing = False
            if self._parser is not None:
                # after an error the position of the error stays readable
                self._parser = _CLOSED
            self._close_source()

    def _close_source(self):
        source = self._source
        try:
            file = source.getCharacterStream()
            if file is not None:
                file.close()
        finally:
            file = source.getByteStream()
            if file is not None:
                file.close()

    def reset(self):
        # _parser only tells whether a document is open: events are made
        # by _elementtree.sax_parse at close()
        self._parser = True
        self._parsing = False
        self._entity_stack = []
        self._chunks = []
        self._position = (1, 0)

    def getColumnNumber(self):
        if self._parser is None:
            return None
        return self._position[1]

    def getLineNumber(self):
        if self._parser is None:
            return 1
        return self._position[0]

    def getPublicId(self):
        return self._source.getPublicId()

    def getSystemId(self):
        return self._source.getSystemId()


def create_parser(*args, **kwargs):
    return ExpatParser(*args, **kwargs)
