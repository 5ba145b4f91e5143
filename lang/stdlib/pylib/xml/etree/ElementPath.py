"""The limited XPath subset of ElementTree's find(), findall(), findtext()
and iterfind().

A path is compiled once into a list of steps; each step turns an iterator
of context elements into an iterator of selected elements.
"""

_cache = {}

_SPACE = " \t\r\n"
_SINGLE = "/[]()@=*.:"


def _tokens(path):
    """Split path into (operator, name) pairs: one of them is empty."""
    i, n = 0, len(path)
    out = []
    while i < n:
        c = path[i]
        if c in _SPACE:
            i += 1
            continue
        if c in "'\"":
            j = path.find(c, i + 1)
            if j < 0:
                # an unterminated literal is a name-like token
                out.append(("", path[i:]))
                break
            out.append((path[i:j + 1], ""))
            i = j + 1
            continue
        two = path[i:i + 2]
        if two in ("//", "..", "()", "!=", "::"):
            out.append((two, ""))
            i += 2
            continue
        if c in _SINGLE:
            out.append((c, ""))
            i += 1
            continue
        j = i
        if c == "{":
            k = path.find("}", i)
            if k > i + 1:
                j = k + 1
        while j < n and path[j] not in "/[]()@!=" and path[j] not in _SPACE:
            j += 1
        if j == i:
            j = i + 1
        out.append(("", path[i:j]))
        i = j
    return out


def _qualify(tokens, namespaces):
    default = namespaces.get("") if namespaces else None
    result = []
    i = 0
    while i < len(tokens):
        op, name = tokens[i]
        if name and name[0] != "{":
            if ":" in name:
                prefix, local = name.split(":", 1)
                try:
                    uri = namespaces[prefix]
                except KeyError:
                    raise SyntaxError("prefix %r not found in prefix map" % prefix) from None
                result.append(("", "{%s}%s" % (uri, local)))
                i += 1
                continue
            if (i + 2 < len(tokens) and tokens[i + 1][0] == ":"
                    and tokens[i + 2][1]):
                prefix = name
                try:
                    uri = namespaces[prefix] if namespaces else None
                    if uri is None:
                        raise KeyError(prefix)
                except KeyError:
                    raise SyntaxError("prefix %r not found in prefix map" % prefix) from None
                result.append(("", "{%s}%s" % (uri, tokens[i + 2][1])))
                i += 3
                continue
            if default and (i == 0 or tokens[i - 1][0] != "@"):
                result.append(("", "{%s}%s" % (default, name)))
                i += 1
                continue
        result.append((op, name))
        i += 1
    return result


def _tag_matcher(tag):
    """A test of an element's tag against a step's name."""
    if tag == "*":
        return lambda e: isinstance(e.tag, str) or True
    if tag[:3] == "{*}":
        local = tag[3:]
        if local == "*":
            return lambda e: isinstance(e.tag, str)
        suffix = "}" + local

        def match(e, local=local, suffix=suffix):
            t = e.tag
            return isinstance(t, str) and (t == local or t[-len(suffix):] == suffix)
        return match
    if tag[:2] == "{}":
        local = tag[2:]
        if local == "*":
            return lambda e: isinstance(e.tag, str) and e.tag[:1] != "{"
        return lambda e: e.tag == local
    if tag[-2:] == "}*":
        ns = tag[:-1]
        n = len(ns)
        return lambda e: isinstance(e.tag, str) and e.tag[:n] == ns
    return lambda e: e.tag == tag


class _Context:
    def __init__(self, root):
        self.root = root
        self.parents = None

    def parent_map(self):
        if self.parents is None:
            self.parents = {}
            for p in self.root.iter():
                for c in p:
                    self.parents[c] = p
        return self.parents


def _step_child(tag):
    if tag == "*":
        def select(ctx, elems):
            for elem in elems:
                yield from elem
        return select
    match = _tag_matcher(tag)

    def select(ctx, elems):
        for elem in elems:
            for e in elem:
                if match(e):
                    yield e
    return select


def _step_self(ctx, elems):
    yield from elems


def _step_parent(ctx, elems):
    parents = ctx.parent_map()
    seen = set()
    for elem in elems:
        p = parents.get(elem)
        if p is not None and id(p) not in seen:
            seen.add(id(p))
            yield p


def _step_descendant(tag):
    if tag == "*":
        def select(ctx, elems):
            for elem in elems:
                for e in elem.iter():
                    if e is not elem:
                        yield e
        return select
    if tag[:1] == "{" and ("*" in tag[:3] or tag[:2] == "{}" or tag[-2:] == "}*"):
        match = _tag_matcher(tag)

        def select(ctx, elems):
            for elem in elems:
                for e in elem.iter():
                    if e is not elem and match(e):
                        yield e
        return select

    def select(ctx, elems):
        for elem in elems:
            for e in elem.iter(tag):
                if e is not elem:
                    yield e
    return select


def _text_of(e):
    return "".join(e.itertext())


def _predicate(tokens):
    """Compile the tokens of one [predicate]."""
    sig = ""
    args = []
    for op, name in tokens:
        if op:
            if op[:1] in "'\"":
                sig += "'"
                args.append(op[1:-1])
            else:
                sig += op
        else:
            if name.lstrip("-").isdigit():
                sig += "#"
            else:
                sig += "t"
            args.append(name)
    if sig == "@t":
        key = args[0]

        def select(ctx, elems):
            for elem in elems:
                if elem.get(key) is not None:
                    yield elem
        return select
    if sig in ("@t='", "@t!='"):
        key, value = args
        if "!" in sig:
            def select(ctx, elems):
                for elem in elems:
                    v = elem.get(key)
                    if v is not None and v != value:
                        yield elem
        else:
            def select(ctx, elems):
                for elem in elems:
                    if elem.get(key) == value:
                        yield elem
        return select
    if sig == "t":
        tag = args[0]

        def select(ctx, elems):
            for elem in elems:
                if elem.find(tag) is not None:
                    yield elem
        return select
    if sig in (".='", ".!='", "t='", "t!='"):
        neg = "!" in sig
        if sig[0] == ".":
            value = args[0]

            def select(ctx, elems):
                for elem in elems:
                    if (_text_of(elem) == value) != neg:
                        yield elem
        else:
            tag, value = args

            def select(ctx, elems):
                for elem in elems:
                    if neg:
                        if any(_text_of(e) != value for e in elem.findall(tag)):
                            yield elem
                    elif any(_text_of(e) == value for e in elem.findall(tag)):
                        yield elem
        return select
    if sig in ("#", "t()", "t()#", "t()-#"):
        if sig == "#":
            index = int(args[0]) - 1
            if index < 0:
                raise SyntaxError("XPath position >= 1 expected")
        else:
            if args[0] != "last":
                raise SyntaxError("unsupported function")
            if sig == "t()#" or sig == "t()-#":
                try:
                    index = int(args[1]) - 1
                except ValueError:
                    raise SyntaxError("unsupported expression")
                if index > -2:
                    raise SyntaxError("XPath offset from last() must be negative")
            else:
                index = -1

        def select(ctx, elems):
            parents = ctx.parent_map()
            for elem in elems:
                p = parents.get(elem)
                if p is None:
                    continue
                siblings = [e for e in p if e.tag == elem.tag]
                try:
                    if siblings[index] is elem:
                        yield elem
                except IndexError:
                    pass
        return select
    raise SyntaxError("invalid predicate")


def _compile(path, namespaces):
    key = (path, tuple(sorted(namespaces.items())) if namespaces else None)
    steps = _cache.get(key)
    if steps is not None:
        return steps
    if path[-1:] == "/":
        path += "*"
    tokens = _tokens(path)
    if namespaces is not None or any(n[:1] != "{" and ":" in n for _, n in tokens):
        tokens = _qualify(tokens, namespaces or {})
    steps = []
    i = 0
    n = len(tokens)
    if n and tokens[0][0] == "/":
        raise SyntaxError("cannot use absolute path on element")
    while i < n:
        op, name = tokens[i]
        i += 1
        if name:
            steps.append(_step_child(name))
        elif op == "*":
            steps.append(_step_child("*"))
        elif op == ".":
            steps.append(_step_self)
        elif op == "..":
            steps.append(_step_parent)
        elif op == "//":
            if i >= n:
                raise SyntaxError("invalid descendant")
            op2, name2 = tokens[i]
            i += 1
            if op2 == "*":
                name2 = "*"
            elif not name2:
                raise SyntaxError("invalid descendant")
            steps.append(_step_descendant(name2))
        elif op == "[":
            j = i
            while j < n and tokens[j][0] != "]":
                j += 1
            if j >= n:
                raise SyntaxError("invalid predicate")
            steps.append(_predicate(tokens[i:j]))
            i = j + 1
        elif op == "/":
            if i < n and tokens[i][0] == "/":
                raise SyntaxError("invalid path")
            continue
        else:
            raise SyntaxError("invalid path")
        if i < n and tokens[i][0] == "/":
            i += 1
            if i >= n:
                raise SyntaxError("invalid path")
    if len(_cache) > 100:
        _cache.clear()
    _cache[key] = steps
    return steps


def iterfind(elem, path, namespaces=None):
    steps = _compile(path, namespaces)
    ctx = _Context(elem)
    result = iter((elem,))
    for step in steps:
        result = step(ctx, result)
    return result


def find(elem, path, namespaces=None):
    return next(iterfind(elem, path, namespaces), None)


def findall(elem, path, namespaces=None):
    return list(iterfind(elem, path, namespaces))


def findtext(elem, path, default=None, namespaces=None):
    try:
        elem = next(iterfind(elem, path, namespaces))
    except StopIteration:
        return default
    return elem.text or ""
