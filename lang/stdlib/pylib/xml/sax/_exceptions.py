"""The exceptions of xml.sax."""


class SAXException(Exception):
    """An error or warning from an XML parser or application; it may wrap
    another exception."""

    def __init__(self, msg, exception=None):
        self._msg = msg
        self._exception = exception
        Exception.__init__(self, msg)

    def getMessage(self):
        return self._msg

    def getException(self):
        return self._exception

    def __str__(self):
        return self._msg

    def __getitem__(self, ix):
        # keeps old code that indexed exceptions from silently working
        raise AttributeError("__getitem__")


class SAXParseException(SAXException):
    """A parse error, with the position the locator gave when it was
    raised."""

    def __init__(self, msg, exception, locator):
        SAXException.__init__(self, msg, exception)
        self._locator = locator
        self._systemId = self._locator.getSystemId()
        self._colnum = self._locator.getColumnNumber()
        self._linenum = self._locator.getLineNumber()

    def getColumnNumber(self):
        return self._colnum

    def getLineNumber(self):
        return self._linenum

    def getPublicId(self):
        return self._locator.getPublicId()

    def getSystemId(self):
        return self._systemId

    def __str__(self):
        sysid = self.getSystemId()
        line = self.getLineNumber()
        col = self.getColumnNumber()
        return "%s:%s:%s: %s" % ("<unknown>" if sysid is None else sysid,
                                 "?" if line is None else line,
                                 "?" if col is None else col, self._msg)


class SAXNotRecognizedException(SAXException):
    """A feature or property the reader does not know."""


class SAXNotSupportedException(SAXException):
    """A feature or property the reader knows but cannot do (now)."""


class SAXReaderNotAvailable(SAXNotSupportedException):
    """A parser driver that cannot be used."""
