# xml.sax: the events, positions and errors of the expat reader on hand-made and
# random documents, both with and without namespaces; XMLGenerator, XMLFilterBase.
import io, os, random, sys, tempfile
import xml.sax
from xml.sax import handler, saxutils, xmlreader
from xml.sax.handler import ContentHandler, feature_namespaces
seed, n = 7, 25
rnd = random.Random(seed)
class H(ContentHandler):
    def __init__(self, out): super().__init__(); self.out = out
    loc = xmlreader.Locator()
    def setDocumentLocator(self, loc): self.loc = loc
    def p(self, *a): self.out.append(a + ((self.loc.getLineNumber(), self.loc.getColumnNumber()),))
    def startDocument(self): self.p("sd")
    def endDocument(self): self.p("ed")
    def startPrefixMapping(self, prefix, uri): self.p("sp", prefix, uri)
    def endPrefixMapping(self, prefix): self.p("ep", prefix)
    def startElement(self, name, attrs): self.p("s", name, attrs.items())
    def endElement(self, name): self.p("e", name)
    def startElementNS(self, name, qname, attrs): self.p("sn", name, qname, attrs.items(), attrs.getQNames())
    def endElementNS(self, name, qname): self.p("en", name, qname)
    def characters(self, c): self.p("c", c)
    def processingInstruction(self, t, d): self.p("pi", t, d)
names = ['a', 'b', 'p:c', 'q:d', 'e', 'x']
texts = ['hi', ' ', '\n', '\r\n', '&amp;', '&lt;', '&#65;', '&#x263A;', 'é', ']', '<![CDATA[ x<\n]]>', '<!-- c -->', '<?pi d?>', 'tail', '\t']
def elem(depth):
    if depth > 3 or rnd.random() < 0.3:
        return rnd.choice(texts)
    name = rnd.choice(names)
    attrs = ''
    for _ in range(rnd.randint(0, 2)):
        attrs += ' %s="%s"' % (rnd.choice(['k', 'p:k', 'v', 'w']), rnd.choice(['1', 'urn:x', '', 'a&amp;b', 'l\nm', 'q&lt;']))
    if rnd.random() < 0.2:
        return '<%s%s/>' % (name, attrs)
    inner = ''.join(elem(depth + 1) for _ in range(rnd.randint(0, 4)))
    close = name
    return '<%s%s>%s</%s>' % (name, attrs, inner, close)
for case in range(n):
    doc = rnd.choice(['', '<?xml version="1.0"?>\n', '<!-- pre -->']) + '<root xmlns:p="urn:p" xmlns:q="urn:q">' + elem(0) + '</root>' + rnd.choice(['', '\n'])
    for ns in (False, True):
        out = []
        p = xml.sax.make_parser()
        p.setFeature(feature_namespaces, ns)
        p.setContentHandler(H(out))
        try:
            p.parse(io.BytesIO(doc.encode()) if rnd.random() < 0.5 else io.StringIO(doc))
        except xml.sax.SAXParseException as e:
            out.append(("ERR", str(e), e.getException().code if e.getException() else None))
        out.append((p.getLineNumber(), p.getColumnNumber()))
        print(case, ns, repr(doc), out)
# big documents: chunk boundaries
body = ''.join('<i n="%d">%s</i>\n' % (i, 'word ' * (300 + i)) for i in range(60))
doc = '<r>' + body + '</r>'
for src in (io.BytesIO(doc.encode()), io.StringIO(doc)):
    out = []
    xml.sax.parse(src, H(out))
    chars = [e for e in out if e[0] == 'c']
    print(len(out), len(chars), sum(len(e[1]) for e in chars), [e for e in chars if len(e[1]) > 5][:3], out[-3:])
# XMLGenerator round trip, both modes
for ns in (False, True):
    buf = io.StringIO()
    gen = saxutils.XMLGenerator(buf, 'utf-8', short_empty_elements=ns)
    p = xml.sax.make_parser(); p.setFeature(feature_namespaces, ns); p.setContentHandler(gen)
    p.parse(io.StringIO('<r xmlns:p="urn:p" a="1&amp;2"><p:c p:z="q">x &lt; y</p:c><e/><?pi x?></r>'))
    print(buf.getvalue())
bio = io.BytesIO()
g = saxutils.XMLGenerator(bio, 'ascii'); g.startDocument(); g.startElement('r', {'a': 'é"\''}); g.characters('é<&>'); g.endElement('r'); g.endDocument()
print(bio.getvalue())
class Upper(saxutils.XMLFilterBase):
    def characters(self, c): super().characters(c.upper())
out = []
f = Upper(xml.sax.make_parser()); f.setContentHandler(H(out)); f.parse(io.StringIO('<a>abc<b>de</b></a>'))
print(out)
with tempfile.TemporaryDirectory() as d:
    path = os.path.join(d, 'doc.xml')
    with open(path, 'w') as fh: fh.write('<a>\n<b></a>')
    try:
        xml.sax.parse(path, H([]))
    except xml.sax.SAXParseException as e:
        print(str(e).replace(d, 'DIR'), e.getLineNumber(), e.getColumnNumber(), e.getSystemId() == path)
class L(handler.LexicalHandler):
    def comment(self, c): print('comment', repr(c))
p = xml.sax.make_parser(); p.setProperty(handler.property_lexical_handler, L()); p.setContentHandler(H([]))
p.parse(io.StringIO('<!--a--><r><!-- b --></r>'))
p = xml.sax.make_parser(); p.setContentHandler(H(out := []))
p.feed('<r>a'); p.feed('b</'); p.feed('r>'); p.close(); print(out)
print(xmlreader.AttributesImpl({'a': '1'}).getType('a'), saxutils.escape('<&>'), saxutils.quoteattr('a"b\'c\n'), saxutils.unescape('&lt;&amp;&gt;'))
for feat in handler.all_features:
    try: p.setFeature(feat, True); print(feat, p.getFeature(feat))
    except xml.sax.SAXException as e: print(type(e).__name__, e)
try: xml.sax.make_parser(['nonexistent.module'])
except Exception as e: print(type(e).__name__, e)
print(xml.sax.make_parser(['nonexistent.module2', 'xml.sax.expatreader']).__class__.__name__)
try: xml.sax.parseString('<a>', ContentHandler())
except xml.sax.SAXParseException as e: print(e, e.getMessage(), repr(e.getException()), e.getException().code, e.getException().lineno, e.getException().offset)

# malformed documents
for doc in ['<a><b></a>', '<a>', '<a></a><b/>', '<a x="1" x="2"/>', '<a>&foo;</a>', '<p:a/>', '', '<a>\\n  <b>\\n</c></a>', ']<r/>', 'abc<r/>', '&amp;<r/>', '<r/>&amp;', '<c xmlns:q=""/>', '<r>&lt;&bad;</r>']:
    for ns in (False, True):
        out = []
        p = xml.sax.make_parser(); p.setFeature(feature_namespaces, ns); p.setContentHandler(H(out))
        try:
            p.parse(io.StringIO(doc))
        except xml.sax.SAXParseException as e:
            out.append(('ERR', str(e), e.getException().code))
        print(repr(doc), ns, out, p.getLineNumber(), p.getColumnNumber())
