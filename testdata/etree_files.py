import xml.etree.ElementTree as ET
import os, tempfile, io
d = tempfile.mkdtemp()
p = os.path.join(d, "x.xml")
root = ET.Element("data")
for i in range(3):
    ET.SubElement(root, "item", n=str(i)).text = "v%d" % i
tree = ET.ElementTree(root)
ET.indent(tree, space="\t")
tree.write(p)
with open(p, "rb") as f:
    print(f.read())
tree.write(p, encoding="utf-8", xml_declaration=True)
with open(p, "rb") as f:
    print(f.read())
t2 = ET.parse(p)
print(t2.getroot().tag, [e.get("n") for e in t2.iter("item")], t2.findtext("item"), len(t2.findall("item")))
print([(ev, el.tag) for ev, el in ET.iterparse(p, events=("start", "end"))][:4])
it = ET.iterparse(p)
for _ in it: pass
print(it.root.tag)
s = io.StringIO()
tree.write(s, encoding="unicode")
print(s.getvalue()[:30])
b = io.BytesIO()
tree.write(b)
print(b.getvalue()[:20])
os.remove(p); os.rmdir(d)
class MyEl(ET.Element):
    def hello(self): return "hi " + self.tag
m = MyEl("m", {"a": "b"})
m.extra = 1
print(m.hello(), m.extra, m.attrib, isinstance(m, ET.Element), ET.iselement(m))
e = ET.Element("e")
print(repr(e)[:13], e.text, e.tail, e.attrib, len(e), list(e))
e.attrib = {"x": "1"}
print(e.get("x"), e.items())
e.clear()
print(e.items(), e.text)
print(ET.tostring(ET.XML("<a><![CDATA[<raw> & stuff]]></a>")))
print(ET.XML("<a>\r\nline</a>").text.encode())
pull = ET.XMLPullParser(events=("start", "end"))
pull.feed("<root><a>1</a>")
pull.feed("<b/></root>")
pull.close()
print([(ev, el.tag) for ev, el in pull.read_events()])
print(ET.fromstringlist(["<a>", "<b/>", "</a>"]).find("b").tag)
print(ET.tostringlist(ET.Element("z")))
r = ET.fromstring("<r><c>1</c><c>2</c><d><c>3</c></d></r>")
print([c.text for c in r.iter("c")], [c.text for c in r.findall(".//c")], r.find("d/c").text, r.findall("c[2]")[0].text)
print(r.findall("c[@x]"), [x.tag for x in r.findall("./*")], r.find(".//c[.='3']").text)
print([x.tag for x in r.findall("*[c]")])
