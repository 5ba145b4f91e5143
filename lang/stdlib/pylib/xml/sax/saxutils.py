"""Helpers for XML text: escape, unescape and quoteattr."""


def _replace_all(data, pairs):
    for old, new in pairs:
        data = data.replace(old, new)
    return data


def escape(data, entities={}):
    """Escape &, < and > in data, then the keys of entities."""
    data = data.replace("&", "&amp;").replace(">", "&gt;").replace("<", "&lt;")
    if entities:
        data = _replace_all(data, entities.items())
    return data


def unescape(data, entities={}):
    """Turn &lt;, &gt; (and the keys of entities) back, then &amp;."""
    data = data.replace("&lt;", "<").replace("&gt;", ">")
    if entities:
        data = _replace_all(data, entities.items())
    return data.replace("&amp;", "&")


def quoteattr(data, entities={}):
    """Escape data for an attribute value and quote it, choosing the quote
    character that needs no escaping when there is one."""
    entities = {**entities, "\n": "&#10;", "\r": "&#13;", "\t": "&#9;"}
    data = escape(data, entities)
    if '"' in data:
        if "'" in data:
            data = '"%s"' % data.replace('"', "&quot;")
        else:
            data = "'%s'" % data
    else:
        data = '"%s"' % data
    return data
