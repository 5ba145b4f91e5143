from xml.sax.saxutils import escape, unescape, quoteattr
print(escape("a < b & c > d"), escape("x'y\"", {"'": "&apos;", '"': "&quot;"}))
print(unescape("&lt;a&gt; &amp;amp; &quot;"), unescape("&foo;", {"&foo;": "F"}))
print(quoteattr("plain"), quoteattr('has "double"'), quoteattr("has 'single'"), quoteattr("both ' and \""), quoteattr("nl\nt\tr\r<&>"))
