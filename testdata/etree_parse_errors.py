import xml.etree.ElementTree as ET
for bad in [b"junk", b"junk<a/>", b"  x", b"<a>text</a>junk", b"<a x=1/>", b"<a x='1' y>", b"<a><</a>", b"<a>< b/></a>", b"<a>\n  <b x='1' x='2'/></a>", b"<a", b"<a><b>", b"<a>&amp</a>", b"<1a/>", b"<a></a >", b"<a>]]></a>", b"<?xml version='1.0'?><a/><!-- c -->", b"<a/>\n<?xml version='1.0'?>", b"<a>\xff</a>", "<a>é</a>".encode("latin-1"), b"<a>&#0;</a>", b"<a b='<'/>", b"<!DOCTYPE a><a/>", b"<a/><b/>", b"<a>\n\n   <b></c>"]:
    try:
        r = ET.fromstring(bad)
        print(repr(bad), "OK", r.tag)
    except ET.ParseError as ex:
        print(repr(bad), "ParseError:", ex)

# text outside the root element, prefixes undeclared, a bad reference
# after good ones
for d in ['abc<r/>', ']<r/>', '<!-- c -->]<z/>', '<![CDATA[x]]><r/>', 'abc', '  x  ',
          '<r/>abc', '<r/>]', '<?xml version="1.0"?>\n<![CDATA[ x<\n]]>',
          '<p:c xmlns:q=""/>', '<c xmlns:q=""/>', '<r xmlns:q="u"><c xmlns:q=""/></r>',
          '<r xmlns=""/>', '&amp;<r/>', '<r/>&amp;', '<r>&lt;&amp;&bad;</r>', '<r>&#0;</r>',
          '&bad;<z/>', 'x y<r/>', '1<r/>']:
    try:
        ET.fromstring(d)
        print(repr(d), 'ok')
    except ET.ParseError as e:
        print(repr(d), e, e.code, e.position)
