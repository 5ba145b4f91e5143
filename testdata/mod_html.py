import html
import html.entities
from html.entities import name2codepoint, codepoint2name, entitydefs, html5
print(html.escape('<a href="x">Tom & Jerry\'s</a>'), html.escape('<"\'>', quote=False), html.escape(''))
cases = ['&amp;&lt;&gt;&quot;&#39;', '&amp', '&ampx', '&notit;', '&notin;', '&not', '&#65;&#x41;&#X41;&#65', '&#0;&#13;&#128;&#129;&#150;',
         '&#xD800;&#x110000;&#1;&#11;&#x7f;&#xfdd0;&#xfffe;&#x1ffff;&#x10ffff;', '&nosuch;', '&', '&#;', '&#x;', 'a & b',
         '&Aacute;&aacute&AElig;&eacute;&NotNestedGreaterGreater;&bne;', '&acE;&fjlig;', '&lt&gt', 'no refs', '&;', '&#99999999999;',
         '&' + 'a' * 40 + ';', '&hellip;&mdash;&euro;&copy;&reg;&trade;', '&#x1F600;', '&ThickSpace;', '&amp;amp;']
for c in cases:
    print(repr(c), repr(html.unescape(c)))
print(len(html5), len(name2codepoint), len(codepoint2name), len(entitydefs))
print(name2codepoint['amp'], name2codepoint['euro'], codepoint2name[8364], entitydefs['copy'], html5['amp;'], html5['amp'], html5['NotEqualTilde;'])
print(html.entities.__name__, sorted(html.entities.__all__))
import random
r = random.Random(3)
names = sorted(html5)
print([ (n, html5[n]) for n in r.sample(names, 25)])
print(all(html.unescape('&' + n) == html5[n] for n in names[::5]))
print(all(html.unescape(html.escape(s)) == s for s in ['<>&"\'', 'plain', 'é&ü']))
try: html.escape(5)
except AttributeError as e: print('AttributeError', e)
