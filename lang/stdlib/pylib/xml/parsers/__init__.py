"""Python interfaces to XML parsers (xml.parsers.expat: its errors)."""
