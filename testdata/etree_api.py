import xml.etree.ElementTree as ET
import io

root = ET.Element("root", {"a": "1"}, b="2")
c1 = ET.SubElement(root, "child", name="x")
c1.text = "hello & <world>"
c1.tail = "tail"
c2 = ET.SubElement(root, "child", {"name": "y"})
ET.SubElement(c2, "leaf").text = "L"
ET.SubElement(root, "empty")
print(ET.tostring(root))
print(ET.tostring(root, encoding="unicode"))
print(ET.tostring(root, encoding="unicode", short_empty_elements=False))
print(ET.tostring(root, encoding="utf8"))
print(ET.tostring(root, encoding="unicode", xml_declaration=True))
print(ET.tostring(root, method="text", encoding="unicode"))
print(len(root), root[0].tag, root[-1].tag, [e.tag for e in root[0:2]])
print(root.get("a"), root.get("zz"), root.get("zz", "d"), root.keys(), root.items())
root.set("c", "3")
print(sorted(root.attrib.items()))
print([e.tag for e in root.iter()])
print([e.tag for e in root.iter("leaf")])
print(list(root.itertext()))
print(root.find("child").get("name"), root.find("nope"))
print([e.get("name") for e in root.findall("child")])
print(root.findtext("child"), repr(root.findtext("empty")), root.findtext("zz", "dflt"))
print([e.tag for e in root.findall(".//leaf")])
print([e.tag for e in root.findall("*")])
print([e.get("name") for e in root.findall("child[@name='y']")])
print([e.get("name") for e in root.findall("child[@name]")])
print([e.get("name") for e in root.findall("child[leaf]")])
print([e.get("name") for e in root.findall("child[leaf='L']")])
print([e.get("name") for e in root.findall("child[1]")])
print([e.get("name") for e in root.findall("child[last()]")])
print([e.tag for e in root.findall("child/..")])
print([e.tag for e in root.findall("./child/leaf")])
print([e.tag for e in root.iterfind(".//*")])
print([e.tag for e in root.findall(".")])
e = ET.Element("x")
root.insert(0, e)
print([c.tag for c in root])
root.remove(e)
print([c.tag for c in root])
try:
    root.remove(e)
except ValueError as ex:
    print("ValueError", ex)
try:
    root.append("notelem")
except TypeError as ex:
    print("TypeError", ex)
try:
    root[10]
except IndexError as ex:
    print("IndexError", ex)
del root[0]
print([c.tag for c in root])
root[:] = [ET.Element("n1"), ET.Element("n2")]
print([c.tag for c in root])
root.extend([ET.Element("n3")])
print(len(root))

doc = b"""<?xml version="1.0"?>
<data xmlns:h="http://h.example/" xmlns="http://default.example/">
  <country name="Liechtenstein"><rank>1</rank><h:year>2008</h:year></country>
  <!-- a comment -->
  <country name="Singapore"><rank>4</rank></country>
</data>"""
r = ET.fromstring(doc)
print(r.tag, [c.tag for c in r], r.text.strip() == "")
print([c.tag for c in r.iter()])
print(ET.tostring(r, encoding="unicode"))
ns = {"d": "http://default.example/", "h": "http://h.example/"}
print([c.get("name") for c in r.findall("d:country", ns)])
print([c.text for c in r.findall(".//h:year", ns)])
print([c.text for c in r.findall(".//{*}rank")])
ET.register_namespace("hh", "http://h.example/")
print(ET.tostring(r, encoding="unicode"))
t = ET.ElementTree(r)
print(t.getroot().tag, t.find("{http://default.example/}country").get("name"))
for ev, el in ET.iterparse(io.BytesIO(b"<a><b>1</b><c/></a>"), events=("start", "end")):
    print(ev, el.tag)
for ev, el in ET.iterparse(io.BytesIO(doc), events=("start-ns", "end-ns", "end")):
    print(ev, el if ev != "end" else el.tag)
for bad in [b"<a><b></a>", b"<a>", b"", b"<a></a><b/>", b"<a>&foo;</a>", b"<a b='1' b='2'/>", b"<a><</a>", b"<x:a/>", b"<a>\n<b>\n</c></a>", b"junk<a/>"]:
    try:
        ET.fromstring(bad)
    except ET.ParseError as ex:
        print(repr(bad), "ParseError:", ex, ex.code, ex.position)
x = ET.fromstring("<r><a>1</a><b>2</b></r>")
ET.indent(x)
print(ET.tostring(x, encoding="unicode"))
ET.dump(x)
q = ET.Element(ET.QName("http://q.example/", "tag"))
print(ET.tostring(q))
print(ET.tostring(ET.Element("{http://www.w3.org/1999/xhtml}p")))
cm = ET.Comment(" hi ")
rr = ET.Element("r"); rr.append(cm); rr.append(ET.PI("target", "data"))
print(ET.tostring(rr))
print(repr(ET.tostring(ET.Element("a"), encoding="unicode", method="html")))
h = ET.fromstring("<html><body><br/><p>x&amp;y</p><script>a<b</script></body></html>".replace("a<b", "a&lt;b"))
print(ET.tostring(h, method="html", encoding="unicode"))
el = ET.Element("t"); el.text = "caf\u00e9 \u20ac"
print(ET.tostring(el), ET.tostring(el, encoding="utf-8"), ET.tostring(el, encoding="unicode"))
try:
    e2 = ET.Element("a"); e2.text = 5; ET.tostring(e2)
except TypeError as ex:
    print("TypeError", ex)
try:
    ET.tostring(ET.Element("a", {"k": 1}))
except TypeError as ex:
    print("TypeError", ex)
try:
    ET.Element("a", "notadict")
except TypeError as ex:
    print("TypeError", ex)
print(ET.iselement(root), ET.iselement("x"))
print(ET.tostring(ET.fromstring("<a x='&lt;&quot;\n'>t&gt;</a>")))
print(ET.XML("<a>&#65;&#x42;</a>").text)
tb = ET.TreeBuilder()
tb.start("root", {}); tb.data("x"); tb.start("c", {"k": "v"}); tb.end("c"); tb.end("root")
print(ET.tostring(tb.close()))
p = ET.XMLParser()
p.feed("<a><b>t</b>"); p.feed("</a>")
print(ET.tostring(p.close()))
import copy
d = copy.deepcopy(root)
print(ET.tostring(d) == ET.tostring(root), d is not root)
try:
    root.findall("/x")
except SyntaxError as ex:
    print("SyntaxError", ex)
print(ET.tostring(ET.Element("{u}a"), default_namespace="u"))
