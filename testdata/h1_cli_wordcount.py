"""wc-like tool: sys.argv parsing, stdin reading (empty), sys.exit codes, stderr messages."""
import sys
import io
from collections import Counter


def usage():
    print(f"usage: {sys.argv[0].rsplit('/', 1)[-1]} [-l] [-w] [-c] [--top N] [FILE...]", file=sys.stderr)


def count(stream):
    lines = words = chars = 0
    freq = Counter()
    for line in stream:
        lines += 1
        ws = line.split()
        words += len(ws)
        chars += len(line)
        freq.update(w.lower().strip(".,;:!?\"'") for w in ws)
    return lines, words, chars, freq


def main(argv):
    opts = {"l": False, "w": False, "c": False}
    top = 0
    files = []
    it = iter(argv[1:])
    for a in it:
        if a == "--top":
            try:
                top = int(next(it))
            except (StopIteration, ValueError):
                usage()
                return 2
        elif a.startswith("-") and len(a) > 1:
            for ch in a[1:]:
                if ch not in opts:
                    print(f"unknown option -{ch}", file=sys.stderr)
                    return 2
                opts[ch] = True
        else:
            files.append(a)
    if not any(opts.values()):
        opts = dict.fromkeys(opts, True)
    sources = [("<stdin>", sys.stdin)] if not files else [(f, io.StringIO(f"text of {f}\nmore words of {f}\n")) for f in files]
    totals = [0, 0, 0]
    allfreq = Counter()
    for name, src in sources:
        l, w, c, freq = count(src)
        allfreq += freq
        for i, v in enumerate((l, w, c)):
            totals[i] += v
        cols = [v for v, k in zip((l, w, c), "lwc") if opts[k]]
        print(" ".join(f"{v:7d}" for v in cols), name)
    if len(sources) > 1:
        print(" ".join(f"{v:7d}" for v, k in zip(totals, "lwc") if opts[k]), "total")
    for word, n in allfreq.most_common(top):
        print(f"{n:4} {word}")
    return 0 if totals[0] else 1


print(sys.argv[1:], len(sys.argv), sys.stdin.readable(), sys.stdin.read(), repr(sys.stdin.readline()))
for argv in (["wc"], ["wc", "-lw", "a.txt", "b.txt"], ["wc", "--top", "3", "x"], ["wc", "-z"], ["wc", "--top"], ["wc", "--top", "zz"]):
    sys.stdout.flush()
    rc = main(argv)
    sys.stderr.flush()
    print("rc =", rc)
print(input.__name__, sys.stdin.isatty() if False else "")
try:
    input("prompt> ")
except EOFError as e:
    print("\nEOFError:", repr(e))
sys.stdout.write("written\n")
print("to stderr", file=sys.stderr)
sys.exit(main(["wc", "-q"]))
