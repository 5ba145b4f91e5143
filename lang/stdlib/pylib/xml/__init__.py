"""Core XML support for Python: xml.etree, xml.dom and xml.sax."""
