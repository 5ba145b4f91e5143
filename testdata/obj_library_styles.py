# Library-style code: keyword arguments and defaults, *args/**kwargs,
# isinstance/getattr/hasattr, super(), properties, exceptions, str
# formatting, and for loops over dict iterators kept in a variable.
from dataclasses import dataclass, field


class Event:
    def __init__(self, name, *args, priority=0, **data):
        self.name, self.args, self.priority, self.data = name, args, priority, data

    def __repr__(self):
        extra = ", ".join(f"{k}={v!r}" for k, v in sorted(self.data.items()))
        return f"Event({self.name!r}, {self.args}, p={self.priority}, {extra})"


class Dispatcher:
    def __init__(self):
        self._handlers = {}

    def on(self, name, handler=None, *, once=False):
        self._handlers.setdefault(name, []).append((handler, once))
        return handler

    def emit(self, name, *args, **kwargs):
        out = []
        keep = []
        for handler, once in self._handlers.get(name, ()):
            try:
                out.append(handler(*args, **kwargs))
            except (KeyError, ValueError) as e:
                out.append(f"{type(e).__name__}:{e}")
            if not once:
                keep.append((handler, once))
        self._handlers[name] = keep
        return out


class Base:
    kind = "base"

    def __init__(self, value=0, **opts):
        self._value = value
        self.opts = opts

    @property
    def value(self):
        return self._value

    @value.setter
    def value(self, v):
        if not isinstance(v, int):
            raise TypeError(f"value must be int, not {type(v).__name__}")
        self._value = v

    def describe(self, prefix="", sep=":"):
        return f"{prefix}{self.kind}{sep}{self.value}"


class Derived(Base):
    kind = "derived"

    def __init__(self, value=1, scale=2, **opts):
        super().__init__(value * scale, **opts)
        self.scale = scale

    def describe(self, prefix="", sep=":"):
        return super().describe(prefix=prefix + "<", sep=sep) + ">"


def render(template, **ctx):
    out = []
    i = 0
    while True:
        j = template.find("{{", i)
        if j < 0:
            out.append(template[i:])
            break
        out.append(template[i:j])
        k = template.index("}}", j)
        expr = template[j + 2:k].strip()
        name, _, filt = expr.partition("|")
        obj = ctx
        for part in name.strip().split("."):
            if isinstance(obj, dict):
                obj = obj.get(part, "")
            elif hasattr(obj, part):
                obj = getattr(obj, part)
            else:
                obj = "?"
        s = str(obj)
        filt = filt.strip()
        if filt == "upper":
            s = s.upper()
        elif filt == "title":
            s = s.title()
        elif filt:
            s = "%s(%s)" % (filt, s)
        out.append(s)
        i = k + 2
    return "".join(out)


def parse_config(text):
    sections = {}
    cur = None
    for lineno, line in enumerate(text.splitlines(), 1):
        line = line.strip()
        if not line or line.startswith(("#", ";")):
            continue
        if line.startswith("[") and line.endswith("]"):
            cur = sections.setdefault(line[1:-1].strip().lower(), {})
            continue
        try:
            key, val = line.split("=", 1)
        except ValueError:
            raise SyntaxError(f"line {lineno}: no '=' in {line!r}") from None
        if cur is None:
            raise KeyError(key)
        val = val.strip()
        if val.isdigit():
            val = int(val)
        elif val.lower() in ("yes", "true", "on"):
            val = True
        elif val.lower() in ("no", "false", "off"):
            val = False
        cur[key.strip().lower()] = val
    return sections


@dataclass
class Leaf:
    name: str
    size: int = 0


@dataclass
class Node:
    name: str
    children: list = field(default_factory=list)


class Visitor:
    def visit(self, node, depth=0):
        meth = getattr(self, "visit_" + type(node).__name__, self.generic)
        return meth(node, depth=depth)

    def generic(self, node, depth=0):
        raise NotImplementedError(type(node).__name__)


class SizeVisitor(Visitor):
    def visit_Leaf(self, node, depth=0):
        return node.size * (depth + 1)

    def visit_Node(self, node, depth=0):
        return sum(self.visit(c, depth + 1) for c in node.children)


def batched_items(d, n):
    # A dict's item iterator kept in a variable, taken in batches.
    it = iter(d.items())
    batches = []
    while True:
        batch = []
        for k, v in it:
            batch.append(f"{k}={v}")
            if len(batch) == n:
                break
        batches.append(",".join(batch))
        if len(batch) != n:
            return batches


def main():
    d = Dispatcher()
    d.on("save", lambda *a, **k: ("saved", a, sorted(k)))
    d.on("save", lambda path, mode="w": f"{path}:{mode}", once=True)
    d.on("load", lambda key, table=None: (table or {})[key])
    total = 0
    for i in range(600):
        r = d.emit("save", f"f{i % 7}", mode="a" if i % 2 else "w")
        total += len(r)
        r = d.emit("load", "x" if i % 3 else "y", table={"x": i})
        total += len(str(r))
    print("dispatch", total, d.emit("save", "last"))
    print(Event("tick", 1, 2, priority=3, b=2, a=1))

    objs = [Derived(i, scale=i % 3 + 1, tag=i) if i % 2 else Base(i) for i in range(400)]
    acc = 0
    errors = 0
    for o in objs:
        acc += len(o.describe(prefix="#"))
        try:
            o.value = o.value + 1 if o.value % 5 else str(o.value)
        except TypeError as e:
            errors += 1
            last = str(e)
    print("objects", acc, errors, last, objs[3].describe(), objs[4].describe(sep="="))

    tpl = "Hello {{ user.name|title }}, you have {{ count }} {{ what|upper }} ({{ user.missing }}) {{ n|fmt }}."

    class User:
        def __init__(self, name):
            self.name = name

    lines = [render(tpl, user=User("ann lee %d" % i), count=i, what="msgs", n=i * 2) for i in range(300)]
    print("render", len(lines), sum(map(len, lines)), lines[7])

    cfg = "\n".join(
        f"[Section{s}]\n# comment\nName = item{s}\nCount = {s * 3}\nEnabled = {'yes' if s % 2 else 'off'}\n; more\nPath = data/{s}"
        for s in range(40)
    )
    n = 0
    for _ in range(10):
        conf = parse_config(cfg)
        n += sum(v["count"] for v in conf.values())
    print("config", n, conf["section3"])
    for bad in ("[a]\nnovalue", "k = 1"):
        try:
            parse_config(bad)
        except (SyntaxError, KeyError) as e:
            print("config error", type(e).__name__, e)

    tree = Node("root", [Node(f"n{i}", [Leaf(f"l{i}{j}", i + j) for j in range(5)] + [Node("e")]) for i in range(30)])
    sv = SizeVisitor()
    print("visit", sum(sv.visit(tree) for _ in range(20)))
    try:
        sv.visit(42)
    except NotImplementedError as e:
        print("visit error", e)

    big = {f"k{i}": i for i in range(2503)}
    for n in (1, 1000, 2503, 7):
        b = batched_items(big, n)
        print("batches", n, len(b), len(b[-1]), b[0][:30])


main()
