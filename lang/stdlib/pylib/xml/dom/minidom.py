"""A small DOM: parse a document into nodes, walk and change them, and
write them back (toxml, toprettyxml). Parsing goes through the same parser
as xml.etree.ElementTree."""

import io
import _elementtree
from xml.dom import Node, EMPTY_NAMESPACE
from xml.parsers.expat import ExpatError


class NodeList(list):
    __slots__ = ()

    @property
    def length(self):
        return len(self)

    def item(self, index):
        if 0 <= index < len(self):
            return self[index]
        return None


def _write_data(writer, data):
    if data:
        data = data.replace("&", "&amp;").replace("<", "&lt;"). \
            replace("\"", "&quot;").replace(">", "&gt;")
        writer.write(data)


class _Node(Node):
    parentNode = None
    ownerDocument = None
    nextSibling = None
    previousSibling = None
    nodeValue = None
    namespaceURI = EMPTY_NAMESPACE
    prefix = EMPTY_NAMESPACE

    def __init__(self):
        self.childNodes = NodeList()

    def __bool__(self):
        return True

    @property
    def firstChild(self):
        return self.childNodes[0] if self.childNodes else None

    @property
    def lastChild(self):
        return self.childNodes[-1] if self.childNodes else None

    def hasChildNodes(self):
        return bool(self.childNodes)

    def _relink(self):
        kids = self.childNodes
        for i, k in enumerate(kids):
            k.parentNode = self
            k.previousSibling = kids[i - 1] if i else None
            k.nextSibling = kids[i + 1] if i + 1 < len(kids) else None

    def appendChild(self, node):
        if node.parentNode is not None:
            node.parentNode.removeChild(node)
        self.childNodes.append(node)
        self._relink()
        return node

    def insertBefore(self, newChild, refChild):
        if refChild is None:
            return self.appendChild(newChild)
        if newChild.parentNode is not None:
            newChild.parentNode.removeChild(newChild)
        try:
            i = self.childNodes.index(refChild)
        except ValueError:
            raise NotFoundErr() from None
        self.childNodes.insert(i, newChild)
        self._relink()
        return newChild

    def removeChild(self, oldChild):
        try:
            self.childNodes.remove(oldChild)
        except ValueError:
            raise NotFoundErr() from None
        oldChild.parentNode = oldChild.nextSibling = oldChild.previousSibling = None
        self._relink()
        return oldChild

    def replaceChild(self, newChild, oldChild):
        i = self.childNodes.index(oldChild)
        if newChild.parentNode is not None:
            newChild.parentNode.removeChild(newChild)
            i = self.childNodes.index(oldChild)
        self.childNodes[i] = newChild
        oldChild.parentNode = oldChild.nextSibling = oldChild.previousSibling = None
        self._relink()
        return oldChild

    def normalize(self):
        out = NodeList()
        for k in self.childNodes:
            if k.nodeType == Node.TEXT_NODE:
                if not k.data:
                    continue
                if out and out[-1].nodeType == Node.TEXT_NODE:
                    out[-1].data += k.data
                    continue
            elif k.nodeType == Node.ELEMENT_NODE:
                k.normalize()
            out.append(k)
        self.childNodes = out
        self._relink()

    def toxml(self, encoding=None, standalone=None):
        return self.toprettyxml("", "", encoding, standalone)

    def toprettyxml(self, indent="\t", newl="\n", encoding=None,
                    standalone=None):
        writer = io.StringIO()
        if self.nodeType == Node.DOCUMENT_NODE:
            self.writexml(writer, "", indent, newl, encoding, standalone)
        else:
            self.writexml(writer, "", indent, newl)
        text = writer.getvalue()
        if encoding is None:
            return text
        return text.encode(encoding, "xmlcharrefreplace")

    def unlink(self):
        self.parentNode = self.ownerDocument = None
        for child in self.childNodes:
            child.unlink()
        self.childNodes = NodeList()
        self.previousSibling = self.nextSibling = None

    def __enter__(self):
        return self

    def __exit__(self, et, ev, tb):
        self.unlink()

    def getElementsByTagName(self, name):
        out = NodeList()
        for k in self.childNodes:
            k._collect(name, out)
        return out

    def _collect(self, name, out):
        pass


class NotFoundErr(Exception):
    pass


class Attr(_Node):
    nodeType = Node.ATTRIBUTE_NODE

    def __init__(self, name, value=""):
        super().__init__()
        self.name = self.nodeName = name
        self.value = value

    @property
    def nodeValue(self):
        return self.value

    @property
    def localName(self):
        return self.name.split(":", 1)[-1]

    def __repr__(self):
        return "<xml.dom.minidom.Attr object at %#x>" % id(self)


class NamedNodeMap:
    def __init__(self, owner):
        self._owner = owner

    @property
    def length(self):
        return len(self._owner._attrs)

    def __len__(self):
        return len(self._owner._attrs)

    def item(self, index):
        try:
            return list(self._owner._attrs.values())[index]
        except IndexError:
            return None

    def keys(self):
        return self._owner._attrs.keys()

    def values(self):
        return self._owner._attrs.values()

    def items(self):
        return [(k, a.value) for k, a in self._owner._attrs.items()]

    def __getitem__(self, name):
        return self._owner._attrs[name]

    def __contains__(self, name):
        return name in self._owner._attrs

    def get(self, name, value=None):
        return self._owner._attrs.get(name, value)

    def getNamedItem(self, name):
        return self._owner._attrs.get(name)

    def __iter__(self):
        return iter(self._owner._attrs)


class Element(_Node):
    nodeType = Node.ELEMENT_NODE

    def __init__(self, tagName, namespaceURI=EMPTY_NAMESPACE, prefix=None,
                 localName=None):
        super().__init__()
        self.tagName = self.nodeName = tagName
        self.namespaceURI = namespaceURI
        self.prefix = prefix
        self._attrs = {}

    @property
    def localName(self):
        return self.tagName.split(":", 1)[-1]

    @property
    def attributes(self):
        return NamedNodeMap(self)

    def getAttribute(self, attname):
        a = self._attrs.get(attname)
        return a.value if a is not None else ""

    def getAttributeNode(self, attname):
        return self._attrs.get(attname)

    def setAttribute(self, attname, value):
        a = self._attrs.get(attname)
        if a is None:
            a = Attr(attname, value)
            a.ownerDocument = self.ownerDocument
            self._attrs[attname] = a
        else:
            a.value = value

    def removeAttribute(self, name):
        try:
            del self._attrs[name]
        except KeyError:
            raise NotFoundErr() from None

    def hasAttribute(self, name):
        return name in self._attrs

    def hasAttributes(self):
        return bool(self._attrs)

    def _collect(self, name, out):
        if name == "*" or self.tagName == name:
            out.append(self)
        for k in self.childNodes:
            k._collect(name, out)

    def writexml(self, writer, indent="", addindent="", newl=""):
        writer.write(indent + "<" + self.tagName)
        for name, a in self._attrs.items():
            writer.write(" %s=\"" % name)
            _write_data(writer, a.value)
            writer.write("\"")
        if self.childNodes:
            writer.write(">")
            if (len(self.childNodes) == 1 and self.childNodes[0].nodeType in
                    (Node.TEXT_NODE, Node.CDATA_SECTION_NODE)):
                self.childNodes[0].writexml(writer, "", "", "")
            else:
                writer.write(newl)
                for node in self.childNodes:
                    node.writexml(writer, indent + addindent, addindent, newl)
                writer.write(indent)
            writer.write("</%s>%s" % (self.tagName, newl))
        else:
            writer.write("/>%s" % (newl,))

    def cloneNode(self, deep):
        e = Element(self.tagName, self.namespaceURI, self.prefix)
        e.ownerDocument = self.ownerDocument
        for name, a in self._attrs.items():
            e.setAttribute(name, a.value)
        if deep:
            for k in self.childNodes:
                e.appendChild(k.cloneNode(True))
        return e

    def __repr__(self):
        return "<DOM Element: %s at %#x>" % (self.tagName, id(self))


class CharacterData(_Node):
    def __init__(self, data=""):
        super().__init__()
        self.data = data

    @property
    def nodeValue(self):
        return self.data

    @property
    def length(self):
        return len(self.data)

    def __repr__(self):
        data = self.data
        if len(data) > 10:
            dotdotdot = "..."
        else:
            dotdotdot = ""
        return '<DOM %s node "%r%s">' % (
            self.__class__.__name__, data[0:10], dotdotdot)

    def cloneNode(self, deep):
        n = self.__class__(self.data)
        n.ownerDocument = self.ownerDocument
        return n


class Text(CharacterData):
    nodeType = Node.TEXT_NODE
    nodeName = "#text"

    @property
    def wholeText(self):
        return self.data

    def writexml(self, writer, indent="", addindent="", newl=""):
        _write_data(writer, "%s%s%s" % (indent, self.data, newl))


class CDATASection(Text):
    nodeType = Node.CDATA_SECTION_NODE
    nodeName = "#cdata-section"


class Comment(CharacterData):
    nodeType = Node.COMMENT_NODE
    nodeName = "#comment"

    def writexml(self, writer, indent="", addindent="", newl=""):
        if "--" in self.data:
            raise ValueError("'--' is not allowed in a comment node")
        writer.write("%s<!--%s-->%s" % (indent, self.data, newl))


class ProcessingInstruction(_Node):
    nodeType = Node.PROCESSING_INSTRUCTION_NODE

    def __init__(self, target, data):
        super().__init__()
        self.target = self.nodeName = target
        self.data = data

    @property
    def nodeValue(self):
        return self.data

    def writexml(self, writer, indent="", addindent="", newl=""):
        writer.write("%s<?%s %s?>%s" % (indent, self.target, self.data, newl))

    def cloneNode(self, deep):
        return ProcessingInstruction(self.target, self.data)


class Document(_Node):
    nodeType = Node.DOCUMENT_NODE
    nodeName = "#document"
    doctype = None

    @property
    def documentElement(self):
        for k in self.childNodes:
            if k.nodeType == Node.ELEMENT_NODE:
                return k
        return None

    def appendChild(self, node):
        if node.nodeType == Node.ELEMENT_NODE and self.documentElement is not None:
            raise xml_dom_HierarchyRequestErr("two document elements disallowed")
        return super().appendChild(node)

    def _own(self, node):
        node.ownerDocument = self
        return node

    def createElement(self, tagName):
        return self._own(Element(tagName))

    def createElementNS(self, namespaceURI, qualifiedName):
        prefix = qualifiedName.split(":", 1)[0] if ":" in qualifiedName else None
        return self._own(Element(qualifiedName, namespaceURI, prefix))

    def createTextNode(self, data):
        if not isinstance(data, str):
            raise TypeError("node contents must be a string")
        return self._own(Text(data))

    def createCDATASection(self, data):
        return self._own(CDATASection(data))

    def createComment(self, data):
        return self._own(Comment(data))

    def createProcessingInstruction(self, target, data):
        return self._own(ProcessingInstruction(target, data))

    def createAttribute(self, qName):
        return self._own(Attr(qName))

    def getElementsByTagName(self, name):
        out = NodeList()
        for k in self.childNodes:
            k._collect(name, out)
        return out

    def writexml(self, writer, indent="", addindent="", newl="", encoding=None,
                 standalone=None):
        declarations = []
        if encoding:
            declarations.append(f'encoding="{encoding}"')
        if standalone is not None:
            declarations.append(f'standalone="{"yes" if standalone else "no"}"')
        writer.write(f'<?xml version="1.0" {" ".join(declarations)}?>{newl}')
        for node in self.childNodes:
            node.writexml(writer, indent, addindent, newl)

    def cloneNode(self, deep):
        d = Document()
        if deep:
            for k in self.childNodes:
                d.appendChild(k.cloneNode(True))
        return d

    def __repr__(self):
        return "<xml.dom.minidom.Document object at %#x>" % id(self)


class xml_dom_HierarchyRequestErr(Exception):
    pass


class DOMImplementation:
    def hasFeature(self, feature, version):
        return feature.lower() in ("core", "xml")

    def createDocument(self, namespaceURI, qualifiedName, doctype):
        doc = Document()
        if qualifiedName:
            doc.appendChild(doc.createElementNS(namespaceURI, qualifiedName))
        return doc


def getDOMImplementation(features=None):
    return DOMImplementation()


def _build(doc, parent, elem, Comment_tag, PI_tag):
    tag = elem.tag
    if tag is Comment_tag:
        node = doc.createComment(elem.text)
    elif tag is PI_tag:
        target, _, data = elem.text.partition(" ")
        node = doc.createProcessingInstruction(target, data)
    else:
        node = doc.createElement(_local_name(tag))
        for k, v in elem.attrib.items():
            node.setAttribute(_local_name(k), v)
        if elem.text:
            node.appendChild(doc.createTextNode(elem.text))
        for child in elem:
            _build(doc, node, child, Comment_tag, PI_tag)
    parent.appendChild(node)
    if elem.tail and parent is not doc:
        parent.appendChild(doc.createTextNode(elem.tail))


def _local_name(tag):
    if tag[:1] == "{":
        return tag.rpartition("}")[2]
    return tag


def parseString(string, parser=None):
    from xml.etree import ElementTree as ET
    root, _, err = _elementtree.parse(string, 64, ET.Comment, ET.PI)
    if err is not None:
        e = ExpatError(err.msg)
        e.code = err.code
        e.lineno, e.offset = err.position
        raise e
    doc = Document()
    _build(doc, doc, root, ET.Comment, ET.PI)
    return doc


def parse(file, parser=None, bufsize=None):
    if hasattr(file, "read"):
        return parseString(file.read())
    with open(file, "rb") as f:
        return parseString(f.read())
