"""The ElementTree API (xml.etree.ElementTree)."""
