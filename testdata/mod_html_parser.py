# html.parser: HTMLParser's handler calls, positions and buffering, on
# hand-written documents and on random markup fed in random pieces.
import random
from html.parser import HTMLParser
import html.entities


class Recorder(HTMLParser):
    def __init__(self, **kw):
        self.events = []
        super().__init__(**kw)

    def handle_starttag(self, tag, attrs):
        self.events.append(("start", tag, attrs, self.getpos()))

    def handle_endtag(self, tag):
        self.events.append(("end", tag, self.getpos()))

    def handle_startendtag(self, tag, attrs):
        self.events.append(("startend", tag, attrs, self.getpos()))

    def handle_data(self, data):
        self.events.append(("data", data, self.getpos()))

    def handle_comment(self, data):
        self.events.append(("comment", data, self.getpos()))

    def handle_decl(self, decl):
        self.events.append(("decl", decl))

    def handle_pi(self, data):
        self.events.append(("pi", data))

    def handle_charref(self, name):
        self.events.append(("charref", name))

    def handle_entityref(self, name):
        self.events.append(("entityref", name))

    def unknown_decl(self, data):
        self.events.append(("unknown", data))


DOC = """<!DOCTYPE html>
<html lang="en"><head><title>Caf&eacute; &amp; bar</title>
<style>p > a { color: red }</style>
<script type="text/javascript">if (a < b && c > d) { x = "</p>"; }</script>
</head>
<body class='main' data-x=1 hidden>
<p>Hello &lt;world&gt; &#65;&#x42; &copy 2024 &unknown; AT&T</p>
<img src="a.png" alt="&quot;quoted&quot;"/><br>
<!-- a comment -- with dashes --><?xml-stylesheet href="s.css"?>
<![CDATA[raw <data>]]><a href=/x?a=1&b=2>link</a></BODY></html>
"""

for conv in (True, False):
    p = Recorder(convert_charrefs=conv)
    p.feed(DOC)
    p.close()
    print("convert_charrefs =", conv)
    for e in p.events:
        print("  ", e)
    print("  starttag text:", repr(p.get_starttag_text()))

# the same calls whatever the pieces
whole = Recorder()
whole.feed(DOC)
whole.close()
for size in (1, 2, 3, 7, 50):
    p = Recorder()
    for i in range(0, len(DOC), size):
        p.feed(DOC[i:i + size])
    p.close()
    merged = []
    for e in p.events:
        if e[0] == "data" and merged and merged[-1][0] == "data":
            merged[-1] = ("data", merged[-1][1] + e[1], merged[-1][2])
        else:
            merged.append(e)
    print("pieces of", size, ":", len(p.events), "calls,",
          [e[:2] for e in merged] == [e[:2] for e in whole.events])


class Links(HTMLParser):
    def __init__(self):
        super().__init__()
        self.links = []

    def handle_starttag(self, tag, attrs):
        if tag == "a":
            self.links.extend(v for k, v in attrs if k == "href")


lp = Links()
lp.feed('<ul><li><a href="/one">1</a><li><A HREF=two>2</A><a name=x>')
print(lp.links)

# reset, buffered text and what close() does with unfinished markup
p = Recorder()
p.feed("text <b")
print(p.events, repr(p.rawdata))
p.close()
print(p.events)
p.reset()
print(p.rawdata == "", p.getpos(), p.lasttag)
p.feed("<script>unclosed < script")
p.close()
print(p.events[-2:], p.cdata_elem, repr(p.rawdata))

# a marked section with an unknown keyword
p = Recorder()
try:
    p.feed("<![bogus[x]]>")
except AssertionError as e:
    print("AssertionError:", e)

print(len(html.entities.html5), html.entities.name2codepoint["eacute"],
      html.entities.codepoint2name[60], html.entities.entitydefs["amp"])

FRAGMENTS = ['<', '>', '/', '</', '<!', '<!--', '-->', '--', '<?', '?>', '&',
             '&amp;', '&amp', '&#', '&#65;', '&#x4a', '&lt', ';', '=', '"',
             "'", ' ', '\n', 'a', 'p', 'div', 'script', 'STYLE', 'x=1',
             'id="q"', "c='r s'", 'doctype html', '<![CDATA[', ']]>',
             '<![if', ']>', '&nbsp;', '&notin;', '&notit;', 'é', '</script>',
             '<script>', '<br/>', '<p ', '<a href=', '[', ']']
rnd = random.Random(7)
for case in range(300):
    doc = "".join(rnd.choice(FRAGMENTS) for _ in range(rnd.randint(1, 20)))
    for conv in (True, False):
        p = Recorder(convert_charrefs=conv)
        try:
            if rnd.random() < 0.5:
                p.feed(doc)
            else:
                i = 0
                while i < len(doc):
                    k = rnd.randint(1, 6)
                    p.feed(doc[i:i + k])
                    i += k
            p.close()
            p.events.append(("rest", p.rawdata))
        except AssertionError as e:
            p.events.append(("AssertionError", str(e)))
        print(case, conv, repr(doc), p.events)
