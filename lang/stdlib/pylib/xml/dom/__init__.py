"""Python interfaces to XML: the minidom DOM implementation."""
