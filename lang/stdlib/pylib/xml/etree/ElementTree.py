"""The ElementTree XML API.

Element, SubElement, parsing and serialisation live in the _elementtree
module (Go); this module adds the ElementTree wrapper, the path language
(ElementPath), tree builders, namespaces and helpers.
"""

__all__ = [
    "Comment", "dump", "Element", "ElementTree", "fromstring",
    "fromstringlist", "indent", "iselement", "iterparse", "parse",
    "ParseError", "PI", "ProcessingInstruction", "QName", "SubElement",
    "tostring", "tostringlist", "TreeBuilder", "VERSION", "XML", "XMLID",
    "XMLParser", "XMLPullParser", "register_namespace", "canonicalize",
    "C14NWriterTarget",
]

VERSION = "1.3.0"

import sys
import re
import io
import warnings
import _elementtree
from _elementtree import Element, SubElement, ParseError
from . import ElementPath

_parse = _elementtree.parse
_serialize = _elementtree.serialize


def iselement(element):
    return hasattr(element, "tag")


def Comment(text=None):
    element = Element(Comment)
    element.text = text
    return element


def ProcessingInstruction(target, text=None):
    element = Element(ProcessingInstruction)
    element.text = target
    if text:
        element.text = element.text + " " + text
    return element


PI = ProcessingInstruction


class QName:
    def __init__(self, text_or_uri, tag=None):
        if tag:
            text_or_uri = "{%s}%s" % (text_or_uri, tag)
        self.text = text_or_uri

    def __str__(self):
        return self.text

    def __repr__(self):
        return '<%s %r>' % (self.__class__.__name__, self.text)

    def __hash__(self):
        return hash(self.text)

    def _key(self, other):
        return other.text if isinstance(other, QName) else other

    def __le__(self, other):
        return self.text <= self._key(other)

    def __lt__(self, other):
        return self.text < self._key(other)

    def __ge__(self, other):
        return self.text >= self._key(other)

    def __gt__(self, other):
        return self.text > self._key(other)

    def __eq__(self, other):
        return self.text == self._key(other)


_namespace_map = {
    "http://www.w3.org/XML/1998/namespace": "xml",
    "http://www.w3.org/1999/xhtml": "html",
    "http://www.w3.org/1999/02/22-rdf-syntax-ns#": "rdf",
    "http://schemas.xmlsoap.org/wsdl/": "wsdl",
    "http://www.w3.org/2001/XMLSchema": "xs",
    "http://www.w3.org/2001/XMLSchema-instance": "xsi",
    "http://purl.org/dc/elements/1.1/": "dc",
}


def register_namespace(prefix, uri):
    if re.match(r"ns\d+$", prefix):
        raise ValueError("Prefix format reserved for internal use")
    for k, v in list(_namespace_map.items()):
        if k == uri or v == prefix:
            del _namespace_map[k]
    _namespace_map[uri] = prefix


# --- helpers the Go Element calls -------------------------------------------

def _warn_bool():
    warnings.warn(
        "Testing an element's truth value will always return True in "
        "future versions.  "
        "Use specific 'len(elem)' or 'elem is not None' test instead.",
        DeprecationWarning, stacklevel=2)


def _elem_find(elem, path, namespaces=None):
    return ElementPath.find(elem, path, namespaces)


def _elem_findall(elem, path, namespaces=None):
    return ElementPath.findall(elem, path, namespaces)


def _elem_findtext(elem, path, default=None, namespaces=None):
    return ElementPath.findtext(elem, path, default, namespaces)


def _elem_iterfind(elem, path, namespaces=None):
    return ElementPath.iterfind(elem, path, namespaces)


def _elem___deepcopy__(elem, memo):
    from copy import deepcopy
    new = elem.makeelement(elem.tag, deepcopy(elem.attrib, memo))
    new.text = deepcopy(elem.text, memo)
    new.tail = deepcopy(elem.tail, memo)
    for child in elem:
        new.append(deepcopy(child, memo))
    return new


def _elem___reduce__(elem):
    return (_rebuild, (type(elem), elem.tag, dict(elem.attrib), elem.text,
                       elem.tail, list(elem)))


def _rebuild(cls, tag, attrib, text, tail, children):
    e = cls(tag, attrib)
    e.text = text
    e.tail = tail
    e.extend(children)
    return e


for _name, _value in list(globals().items()):
    if _name.startswith(("_elem_", "_warn_bool", "_rebuild")):
        setattr(_elementtree, _name, _value)
del _name, _value


# --- ElementTree ---------------------------------------------------------------

class ElementTree:
    def __init__(self, element=None, file=None):
        if element is not None and not iselement(element):
            raise TypeError('expected an Element, not %s' %
                            type(element).__name__)
        self._root = element
        if file:
            self.parse(file)

    def getroot(self):
        return self._root

    def _setroot(self, element):
        if not iselement(element):
            raise TypeError('expected an Element, not %s'
                            % type(element).__name__)
        self._root = element

    def parse(self, source, parser=None):
        data = _read_source(source)
        if parser is None:
            self._root = _parse(data, 0, None, None)
        else:
            parser.feed(data)
            self._root = parser.close()
        return self._root

    def iter(self, tag=None):
        return self._root.iter(tag)

    def _abs(self, path):
        if path[:1] == "/":
            path = "." + path
            warnings.warn(
                "This search is broken in 1.3 and earlier, and will be "
                "fixed in a future version.  If you rely on the current "
                "behaviour, change it to %r" % path,
                FutureWarning, stacklevel=3)
        return path

    def find(self, path, namespaces=None):
        return self._root.find(self._abs(path), namespaces)

    def findtext(self, path, default=None, namespaces=None):
        return self._root.findtext(self._abs(path), default, namespaces)

    def findall(self, path, namespaces=None):
        return self._root.findall(self._abs(path), namespaces)

    def iterfind(self, path, namespaces=None):
        return self._root.iterfind(self._abs(path), namespaces)

    def write(self, file_or_filename, encoding=None, xml_declaration=None,
              default_namespace=None, method=None, *,
              short_empty_elements=True):
        if not method:
            method = "xml"
        elif method not in ("xml", "html", "text", "c14n"):
            raise ValueError("unknown method %r" % method)
        if not encoding:
            encoding = "utf-8" if method == "c14n" else "us-ascii"
        text = _serialize(self._root, method, short_empty_elements,
                          default_namespace, _namespace_map, Comment, PI,
                          QName)
        unicode = encoding.lower() == "unicode"
        if unicode:
            declared = "utf-8"
        else:
            declared = encoding
        if method == "xml" and (xml_declaration or (
                xml_declaration is None and not unicode
                and encoding.lower() not in ("utf-8", "us-ascii"))):
            text = "<?xml version='1.0' encoding='%s'?>\n" % (declared,) + text
        if unicode:
            out = text
        else:
            out = text.encode(encoding, "xmlcharrefreplace")
        if isinstance(file_or_filename, (str, bytes)) or hasattr(
                file_or_filename, "__fspath__"):
            if unicode:
                with open(file_or_filename, "w", encoding="utf-8",
                          errors="xmlcharrefreplace") as f:
                    f.write(out)
            else:
                with open(file_or_filename, "wb") as f:
                    f.write(out)
        else:
            write = file_or_filename.write
            if not unicode and isinstance(file_or_filename, io.TextIOBase):
                write(text)
            else:
                write(out)

    def write_c14n(self, file):
        return self.write(file, method="c14n")


def _read_source(source):
    if hasattr(source, "read"):
        return source.read()
    with open(source, "rb") as f:
        return f.read()


# --- serialisation -----------------------------------------------------------

def tostring(element, encoding=None, method=None, *,
             xml_declaration=None, default_namespace=None,
             short_empty_elements=True):
    stream = io.StringIO() if encoding == "unicode" else io.BytesIO()
    ElementTree(element).write(stream, encoding,
                               xml_declaration=xml_declaration,
                               default_namespace=default_namespace,
                               method=method,
                               short_empty_elements=short_empty_elements)
    return stream.getvalue()


def tostringlist(element, encoding=None, method=None, *,
                 xml_declaration=None, default_namespace=None,
                 short_empty_elements=True):
    return [tostring(element, encoding, method,
                     xml_declaration=xml_declaration,
                     default_namespace=default_namespace,
                     short_empty_elements=short_empty_elements)]


def dump(elem):
    if not isinstance(elem, ElementTree):
        elem = ElementTree(elem)
    elem.write(sys.stdout, encoding="unicode")
    tail = elem.getroot().tail
    if not tail or tail[-1] != "\n":
        sys.stdout.write("\n")


def indent(tree, space="  ", level=0):
    if isinstance(tree, ElementTree):
        tree = tree.getroot()
    if level < 0:
        raise ValueError(f"Initial indentation level must be >= 0, got {level}")
    if not len(tree):
        return
    prefixes = ["\n" + level * space]

    def walk(elem, depth):
        inner = depth + 1
        if inner < len(prefixes):
            pad = prefixes[inner]
        else:
            pad = prefixes[depth] + space
            prefixes.append(pad)
        if not elem.text or not elem.text.strip():
            elem.text = pad
        last = None
        for child in elem:
            if len(child):
                walk(child, inner)
            if not child.tail or not child.tail.strip():
                child.tail = pad
            last = child
        if not last.tail.strip():
            last.tail = prefixes[depth]

    walk(tree, 0)


# --- parsing -------------------------------------------------------------------

def parse(source, parser=None):
    tree = ElementTree()
    tree.parse(source, parser)
    return tree


_EVENTS = {"start": 1, "end": 2, "start-ns": 4, "end-ns": 8,
           "comment": 16, "pi": 32}


def _event_mask(events):
    mask = 0
    for ev in events:
        try:
            mask |= _EVENTS[ev]
        except (KeyError, TypeError):
            raise ValueError("unknown event %r" % (ev,)) from None
    return mask


def iterparse(source, events=None, parser=None):
    mask = _event_mask(("end",) if events is None else events)
    close_source = False
    if not hasattr(source, "read"):
        source = open(source, "rb")
        close_source = True

    class IterParseIterator:
        root = None

        def __init__(self):
            self._it = self._run()

        def _run(self):
            try:
                data = source.read()
            finally:
                if close_source:
                    source.close()
            root, evs, err = _parse(data, mask, Comment, PI)
            yield from evs
            if err is not None:
                raise err
            self.root = root

        def __iter__(self):
            return self

        def __next__(self):
            return next(self._it)

    return IterParseIterator()


def XML(text, parser=None):
    if parser is None:
        return _parse(text, 0, None, None)
    parser.feed(text)
    return parser.close()


fromstring = XML


def XMLID(text, parser=None):
    tree = XML(text, parser)
    ids = {}
    for elem in tree.iter():
        id = elem.get("id")
        if id:
            ids[id] = elem
    return tree, ids


def fromstringlist(sequence, parser=None):
    parser = parser or XMLParser()
    for text in sequence:
        parser.feed(text)
    return parser.close()


class TreeBuilder:
    def __init__(self, element_factory=None, *, comment_factory=None,
                 pi_factory=None, insert_comments=False, insert_pis=False):
        self._data = []
        self._elem = []
        self._last = None
        self._root = None
        self._tail = None
        self._comment_factory = comment_factory or Comment
        self._pi_factory = pi_factory or PI
        self.insert_comments = insert_comments
        self.insert_pis = insert_pis
        self._factory = element_factory or Element

    def close(self):
        assert len(self._elem) == 0, "missing end tags"
        assert self._root is not None, "missing toplevel element"
        return self._root

    def _flush(self):
        if self._data:
            if self._last is not None:
                text = "".join(self._data)
                if self._tail:
                    assert self._last.tail is None, "internal error (tail)"
                    self._last.tail = text
                else:
                    assert self._last.text is None, "internal error (text)"
                    self._last.text = text
            self._data = []

    def data(self, data):
        self._data.append(data)

    def start(self, tag, attrs):
        self._flush()
        self._last = elem = self._factory(tag, attrs)
        if self._elem:
            self._elem[-1].append(elem)
        elif self._root is None:
            self._root = elem
        self._elem.append(elem)
        self._tail = 0
        return elem

    def end(self, tag):
        self._flush()
        self._last = self._elem.pop()
        assert self._last.tag == tag, \
            "end tag mismatch (expected %s, got %s)" % (self._last.tag, tag)
        self._tail = 1
        return self._last

    def comment(self, text):
        return self._special(self._comment_factory, self.insert_comments, text)

    def pi(self, target, text=None):
        return self._special(self._pi_factory, self.insert_pis, target, text)

    def _special(self, factory, insert, *args):
        elem = factory(*args)
        if insert:
            self._flush()
            self._last = elem
            if self._elem:
                self._elem[-1].append(elem)
            self._tail = 1
        return elem


def _replay(elem, target):
    """Drive a parser target through a parsed tree."""
    start = getattr(target, "start", None)
    end = getattr(target, "end", None)
    data = getattr(target, "data", None)
    if start is not None:
        start(elem.tag, dict(elem.attrib))
    if elem.text and data is not None:
        data(elem.text)
    for child in elem:
        _replay(child, target)
        if child.tail and data is not None:
            data(child.tail)
    if end is not None:
        end(elem.tag)


class XMLParser:
    def __init__(self, *, target=None, encoding=None):
        self.target = target if target is not None else TreeBuilder()
        self._chunks = []
        self.version = "Expat 2.6.3"
        self.entity = {}

    def feed(self, data):
        self._chunks.append(data)

    def flush(self):
        pass

    def _data(self):
        chunks = self._chunks
        if all(isinstance(c, str) for c in chunks):
            return "".join(chunks)
        return b"".join(c.encode("utf-8") if isinstance(c, str) else c
                        for c in chunks)

    def close(self):
        root = _parse(self._data(), 0, None, None)
        target = self.target
        if type(target) is TreeBuilder and target._root is None:
            return root
        _replay(root, target)
        close = getattr(target, "close", None)
        return close() if close is not None else None


class XMLPullParser:
    def __init__(self, events=None, *, _parser=None):
        self._mask = _event_mask(("end",) if events is None else events)
        self._chunks = []
        self._events = []
        self._done = False

    def feed(self, data):
        if self._done:
            raise ValueError("feed() called after end of stream")
        if data:
            self._chunks.append(data)
            self._try(False)

    def _try(self, final):
        chunks = self._chunks
        if all(isinstance(c, str) for c in chunks):
            data = "".join(chunks)
        else:
            data = b"".join(c.encode("utf-8") if isinstance(c, str) else c
                            for c in chunks)
        root, evs, err = _parse(data, self._mask, Comment, PI)
        if err is not None and not final and err.msg.startswith(
                ("no element found", "unclosed token")):
            return
        self._chunks = []
        self._events.extend(evs)
        if err is not None:
            self._events.append(err)
        self._done = True

    def close(self):
        if not self._done:
            self._try(True)

    def read_events(self):
        events = self._events
        while events:
            ev = events.pop(0)
            if isinstance(ev, Exception):
                raise ev
            yield ev

    def flush(self):
        pass


def canonicalize(xml_data=None, *, out=None, from_file=None, **options):
    raise NotImplementedError("canonicalize is not supported")


class C14NWriterTarget:
    def __init__(self, *args, **kwargs):
        raise NotImplementedError("C14NWriterTarget is not supported")
