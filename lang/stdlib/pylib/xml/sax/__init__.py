"""Simple API for XML: saxutils helpers."""
