# fileinput: several files as one stream, the module-level state
# functions, stdin ('-'), binary mode, inplace rewriting with and
# without a backup, openhooks, errors.
import fileinput
import io
import os
import sys
import tempfile

with tempfile.TemporaryDirectory() as d:
    a = os.path.join(d, "a.txt")
    b = os.path.join(d, "b.txt")
    c = os.path.join(d, "c.txt")
    with open(a, "w") as f:
        f.write("alpha 1\nalpha 2\nalpha 3\n")
    with open(b, "w") as f:
        f.write("beta 1\nbeta 2 (no newline)")
    with open(c, "w") as f:
        f.write("")
    rel = lambda p: None if p is None else os.path.relpath(p, d) if p.startswith(d) else p

    for line in fileinput.input([a, c, b], encoding="utf-8"):
        print(repr(line), rel(fileinput.filename()), fileinput.lineno(), fileinput.filelineno(),
              fileinput.isfirstline(), fileinput.isstdin(), fileinput.fileno() > 2)
    print(rel(fileinput.filename()), fileinput.lineno(), fileinput.fileno())
    fileinput.close()
    try:
        fileinput.lineno()
    except RuntimeError as e:
        print("RuntimeError", e)

    fi = fileinput.input((a, b), encoding="utf-8")
    print(next(fi), end="")
    try:
        fileinput.input(a)
    except RuntimeError as e:
        print("RuntimeError", e)
    fileinput.nextfile()
    print(repr(next(fi)), fileinput.lineno(), fileinput.filelineno())
    fileinput.close()

    with fileinput.FileInput(files=[a, b], mode="rb") as fi:
        print(fi.filename(), fi.lineno())
        print(fi.readline(), fi.readline(), fi.lineno())
        print(list(fi))
        print(fi.readline())

    old = sys.stdin
    sys.stdin = io.StringIO("from stdin\nline two\n")
    for line in fileinput.input(["-", a], encoding="utf-8"):
        print(repr(line), rel(fileinput.filename()), fileinput.isstdin())
    sys.stdin = old

    for line in fileinput.input(b, inplace=True, encoding="utf-8"):
        print(line.upper().rstrip("\n") + "!")
    with open(b) as f:
        print(repr(f.read()))
    print(sorted(os.listdir(d)))
    with fileinput.input(files=(a,), inplace=True, backup=".orig", encoding="utf-8") as fi:
        for line in fi:
            if "2" not in line:
                sys.stdout.write(line.replace("alpha", "ALPHA"))
    with open(a) as f:
        print(repr(f.read()))
    print(sorted(os.listdir(d)))

    def hook(name, mode):
        print("hook", rel(name), mode)
        return io.StringIO("hooked A\nhooked B\n")
    print(list(fileinput.FileInput([a, c], openhook=hook)))
    print(list(fileinput.FileInput(a, openhook=fileinput.hook_encoded("latin-1"))))
    print(list(fileinput.FileInput(a, openhook=fileinput.hook_compressed, encoding="utf-8")))

    for kw in [dict(mode="w"), dict(mode="rU"), dict(inplace=True, openhook=hook), dict(openhook=42)]:
        try:
            fileinput.FileInput(a, **kw)
        except ValueError as e:
            print("ValueError", e)
    try:
        list(fileinput.FileInput(os.path.join(d, "missing.txt"), encoding="utf-8"))
    except FileNotFoundError as e:
        print("FileNotFoundError", e.errno)
    print(fileinput.FileInput[str])
