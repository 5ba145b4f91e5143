from pathlib import PurePosixPath, PureWindowsPath
from pathlib import PurePosixPath as P, PureWindowsPath as W
cases = [("a/b", "a?b"), ("a/b", "a*b"), ("a/b", "a[!x]b"), ("a", "a/**"), ("", "**"), ("", ""), ("a", ""), (".", "*"), ("a/b", "**/**"), ("a/b", "**/**/**/b"),
  ("/a", "*/a"), ("/a", "/*"), ("/", "/"), ("/", "**"), ("a/b", "/a/b"), ("/a/b", "a/b"), ("a/b/", "a/b"), ("A/b", "a/B"), ("a/b", "a/**/"), ("ab/c", "a**/c"), ("a/b", "**b"),
  ("x/a.tar.gz", "**/*.gz"), ("x/y", "x/y/**"), ("x/y/z", "x/**/z/**")]
for p, pat in cases:
    r = []
    for cls in (P, W):
        try:
            r.append(cls(p).full_match(pat))
        except Exception as e:
            r.append(type(e).__name__ + str(e))
    print(repr(p), repr(pat), r)
for cs in (True, False):
    print(P("A/B.PY").full_match("a/*.py", case_sensitive=cs), W("c:/A/B.py").full_match("C:/a/*.PY", case_sensitive=cs), W("c:/A/B.py").full_match("**/*.PY"))
print(W("c:/x/y").full_match("c:/**"), W("c:/x/y").full_match("c:\\x\\*"), W("//srv/share/x").full_match("**/x"), P("a/b").full_match(P("**/b")))
from pathlib import PurePath, PurePosixPath, PureWindowsPath
cases = [("a/b/c.py", "**/*.py"), ("a/b/c.py", "*.py"), ("c.py", "**/*.py"), ("a/b/c.py", "a/**"), ("a/b/c.py", "a/*/c.py"), ("a/b/c.py", "**"),
 ("/a/b", "/**/b"), ("/a/b", "**/b"), ("a/b", "a/**/b"), ("a/x/y/b", "a/**/b"), ("A/B.PY", "a/*.py"), ("a/.hidden", "a/*"), ("a/b/c", "**/b/**"), ("x", "**/x/**")]
for p, pat in cases:
    print(p, pat, PurePosixPath(p).full_match(pat), PurePosixPath(p).match(pat), PureWindowsPath(p).full_match(pat))
paths = ["src/pkg/mod.py", "src/pkg/sub/x.txt", "README", "src/.hidden/y.py", "/etc/hosts", "tests/test_a.py"]
for pat in ["**/*.py", "src/**", "src/*/*.py", "*", "**", "/**", "tests/test_*.py", "**/sub/*", "src/**/*.txt", "?EADME", "[rR]*"]:
    print(f"{pat:16}", [p for p in paths if PurePosixPath(p).full_match(pat)])
print(PureWindowsPath("C:/Users/Me/file.TXT").full_match("c:/users/**/*.txt"), PurePosixPath("A.txt").full_match("a.TXT", case_sensitive=False))
