import this
print(this.s[:20], len(this.d), this.c, this.i, sorted(n for n in vars(this) if not n.startswith("__")))
import codecs
print(codecs.decode(this.s, "rot13") == "".join(this.d.get(c, c) for c in this.s))
