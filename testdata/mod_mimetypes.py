# mimetypes: the built-in tables, guessing types and extensions, data:
# URLs, compressed suffixes, reading mime.types files. The system's own
# mime.types files are kept out (knownfiles emptied) so that the output
# does not depend on the machine.
import io
import os
import tempfile
import mimetypes

print(mimetypes.inited, len(mimetypes.knownfiles) > 0)
mimetypes.knownfiles = []

for name in ["index.html", "photo.JPG", "archive.tar.gz", "a.tgz", "x.tar.Z",
             "doc.pdf", "data.json", "script.js", "style.css", "noext",
             "README", "a.b.c.txt", "x.XUL", "x.rtf", "x.midi", "x.jpg.bz2",
             "x.svgz", "x.webp", "x.wasm", "x.py", "x.pyc", "x.mp4", "x.Z",
             "/some/dir.with.dots/file", "C:\\dir\\file.png"]:
    print(name, mimetypes.guess_type(name), mimetypes.guess_type(name, strict=False))

for url in ["http://example.com/a/b.png?x=1#frag", "https://h/x.tar.xz",
            "data:text/html;charset=utf-8,<p>x", "data:,hello", "data:foo,x",
            "data:a=b/c;base64,xx", "data:nocomma", "file:///tmp/a.txt",
            "ftp://h/d/", "a:b.txt"]:
    print(url, mimetypes.guess_type(url))

print(mimetypes.guess_file_type("dir/x.html"), mimetypes.guess_file_type(b"x.gif"))

for t in ["text/html", "text/plain", "image/jpeg", "application/javascript",
          "text/javascript", "TEXT/HTML", "application/x-nothing", "audio/mpeg",
          "image/pict", "text/xul", "application/rtf"]:
    print(t, mimetypes.guess_extension(t), mimetypes.guess_all_extensions(t),
          mimetypes.guess_extension(t, strict=False),
          mimetypes.guess_all_extensions(t, strict=False))

mimetypes.add_type("application/x-cpjit", ".cpj")
mimetypes.add_type("application/x-cpjit", ".cpk", strict=False)
print(mimetypes.guess_type("a.cpj"), mimetypes.guess_type("a.cpk"),
      mimetypes.guess_type("a.cpk", strict=False))
print(mimetypes.guess_all_extensions("application/x-cpjit", strict=False))

db = mimetypes.MimeTypes()
print(db.guess_type("a.cpj"), db.guess_type("x.html"))
db.readfp(io.StringIO("# comment\ntext/x-mine  mine  mi # trailing\n\n"
                      "application/x-two two\n"), strict=True)
print(db.guess_type("f.mine"), db.guess_type("f.mi"), db.guess_extension("text/x-mine"))

with tempfile.TemporaryDirectory() as d:
    path = os.path.join(d, "mime.types")
    with open(path, "w") as f:
        f.write("image/x-odd odd\ntext/html htmx\n")
    print(sorted(mimetypes.read_mime_types(path).items())[:3] == sorted(
        mimetypes.read_mime_types(path).items())[:3])
    print(mimetypes.read_mime_types(path)[".odd"], mimetypes.read_mime_types(path)[".htmx"])
    db2 = mimetypes.MimeTypes([path])
    print(db2.guess_type("a.odd"), db2.guess_all_extensions("text/html"))
    mimetypes.init([path])
    print(mimetypes.guess_type("z.odd"), mimetypes.guess_type("a.cpj"))
    mimetypes.init()
    print(mimetypes.guess_type("z.odd"), mimetypes.guess_type("a.cpj"))
print(mimetypes.read_mime_types(os.path.join("no", "such", "file")))
print(mimetypes.inited, type(mimetypes.types_map), mimetypes.types_map[".html"],
      mimetypes.common_types[".jpg"], mimetypes.encodings_map[".gz"],
      mimetypes.suffix_map[".tgz"])
print(len(mimetypes.types_map) > 100, sorted(mimetypes.__all__))
try:
    mimetypes.guess_type(3)
except TypeError as e:
    print("TypeError:", e)
