# open() of a path-like object names the file by its str path.
import io, os, pathlib, tempfile


class Custom:
    def __init__(self, p):
        self.p = p

    def __fspath__(self):
        return self.p


with tempfile.TemporaryDirectory() as d:
    base = pathlib.Path(d)
    target = base / "notes.txt"
    target.write_text("one\ntwo\n")
    for arg in (target, str(target), Custom(str(target)), Custom(os.fsencode(target))):
        for mode in ("r", "rb"):
            with open(arg, mode) as f:
                name = f.name
                print(type(arg).__name__, mode, type(name).__name__, os.path.basename(name), f.read())
    with open(target, "a") as f:
        print(type(f.name).__name__, type(f.buffer.name).__name__, type(f.buffer.raw.name).__name__)
    raw = io.FileIO(target)
    print(type(raw.name).__name__, repr(raw.name.name))
    raw.close()
    try:
        open(base / "missing.txt")
    except FileNotFoundError as e:
        print(type(e.filename).__name__, os.path.basename(e.filename))
    with target.open() as f:
        print(type(f.name).__name__)
    for bad in (1.5, None, Custom(5)):
        try:
            open(bad)
        except TypeError as e:
            print("TypeError:", e)
