"""ast for cpjit: Python's abstract syntax trees.

parse() runs cpjit's own parser (through compile() with PyCF_ONLY_AST),
whose trees are checked against CPython 3.13's; the node classes are in
_ast. This module adds what CPython's ast.py offers on top: dump,
literal_eval, the visitors and the location helpers.
"""

import sys
from _ast import *
from _ast import AST, PyCF_ONLY_AST, PyCF_TYPE_COMMENTS, \
    PyCF_ALLOW_TOP_LEVEL_AWAIT, PyCF_OPTIMIZED_AST


def parse(source, filename='<unknown>', mode='exec', *,
          type_comments=False, feature_version=None, optimize=-1):
    """Parse source into an AST node (compile() with PyCF_ONLY_AST)."""
    flags = PyCF_ONLY_AST
    if optimize > 0:
        flags |= PyCF_OPTIMIZED_AST
    if type_comments:
        flags |= PyCF_TYPE_COMMENTS
    return compile(source, filename, mode, flags)


def literal_eval(node_or_string):
    """Evaluate a node or a string holding only a Python literal: strings,
    bytes, numbers, tuples, lists, dicts, sets, booleans and None (and
    complex numbers written as a sum)."""
    if isinstance(node_or_string, str):
        node_or_string = parse(node_or_string.lstrip(' \t'), mode='eval')
    if isinstance(node_or_string, Expression):
        node_or_string = node_or_string.body

    def fail(node):
        msg = 'malformed node or string'
        lno = getattr(node, 'lineno', None)
        if lno:
            msg += f' on line {lno}'
        raise ValueError(msg + f': {node!r}')

    def number(node):
        if not isinstance(node, Constant) or \
                type(node.value) not in (int, float, complex):
            fail(node)
        return node.value

    def signed(node):
        if isinstance(node, UnaryOp) and isinstance(node.op, (UAdd, USub)):
            operand = number(node.operand)
            return +operand if isinstance(node.op, UAdd) else -operand
        return number(node)

    def convert(node):
        if isinstance(node, Constant):
            return node.value
        if isinstance(node, Tuple):
            return tuple(map(convert, node.elts))
        if isinstance(node, List):
            return list(map(convert, node.elts))
        if isinstance(node, Set):
            return set(map(convert, node.elts))
        if isinstance(node, Call) and isinstance(node.func, Name) and \
                node.func.id == 'set' and node.args == node.keywords == []:
            return set()
        if isinstance(node, Dict):
            if len(node.keys) != len(node.values):
                fail(node)
            return dict(zip(map(convert, node.keys), map(convert, node.values)))
        if isinstance(node, BinOp) and isinstance(node.op, (Add, Sub)):
            left = signed(node.left)
            right = number(node.right)
            if isinstance(left, (int, float)) and isinstance(right, complex):
                return left + right if isinstance(node.op, Add) else left - right
        return signed(node)

    return convert(node_or_string)


def dump(node, annotate_fields=True, include_attributes=False, *, indent=None,
         show_empty=False):
    """Return a formatted dump of the tree in node (as CPython 3.13's)."""
    if indent is not None and not isinstance(indent, str):
        indent = ' ' * indent

    def fmt(node, level=0):
        if indent is not None:
            level += 1
            prefix = '\n' + indent * level
            sep = ',\n' + indent * level
        else:
            prefix = ''
            sep = ', '
        if isinstance(node, AST):
            cls = type(node)
            args = []
            pending = []   # empty lists, shown only if a positional follows
            simple = True
            keywords = annotate_fields
            for name in node._fields:
                try:
                    value = getattr(node, name)
                except AttributeError:
                    keywords = True
                    continue
                if value is None and getattr(cls, name, ...) is None:
                    keywords = True
                    continue
                # Empty lists and None are left out unless show_empty
                # (or a positional field follows); Constant's and
                # MatchSingleton's value None is a real value.
                if (not show_empty and (value is None or (isinstance(value, list) and not value))
                        and not isinstance(node, (Constant, MatchSingleton))):
                    pending.append(repr(value))
                    continue
                if not keywords:
                    args.extend(pending)
                pending = []
                text, s = fmt(value, level)
                simple = simple and s
                args.append(f'{name}={text}' if keywords else text)
            if include_attributes and node._attributes:
                for name in node._attributes:
                    try:
                        value = getattr(node, name)
                    except AttributeError:
                        continue
                    if value is None and getattr(cls, name, ...) is None:
                        continue
                    text, s = fmt(value, level)
                    simple = simple and s
                    args.append(f'{name}={text}')
            if simple and len(args) <= 3:
                return f'{cls.__name__}({", ".join(args)})', not args
            return f'{cls.__name__}({prefix}{sep.join(args)})', False
        if isinstance(node, list):
            if not node:
                return '[]', True
            return '[' + prefix + sep.join(fmt(x, level)[0] for x in node) + ']', False
        return repr(node), True

    if not isinstance(node, AST):
        raise TypeError(f'expected AST, got {node.__class__.__name__!r}')
    return fmt(node)[0]


def copy_location(new_node, old_node):
    """Copy the position attributes of old_node to new_node."""
    for attr in 'lineno', 'col_offset', 'end_lineno', 'end_col_offset':
        if attr in old_node._attributes and attr in new_node._attributes:
            value = getattr(old_node, attr, None)
            if value is not None or (hasattr(old_node, attr) and
                                     attr.startswith('end_')):
                setattr(new_node, attr, value)
    return new_node


def fix_missing_locations(node):
    """Give every node without a position its parent's (recursively)."""
    def fix(node, lineno, col_offset, end_lineno, end_col_offset):
        if 'lineno' in node._attributes:
            if not hasattr(node, 'lineno'):
                node.lineno = lineno
            else:
                lineno = node.lineno
        if 'end_lineno' in node._attributes:
            if getattr(node, 'end_lineno', None) is None:
                node.end_lineno = end_lineno
            else:
                end_lineno = node.end_lineno
        if 'col_offset' in node._attributes:
            if not hasattr(node, 'col_offset'):
                node.col_offset = col_offset
            else:
                col_offset = node.col_offset
        if 'end_col_offset' in node._attributes:
            if getattr(node, 'end_col_offset', None) is None:
                node.end_col_offset = end_col_offset
            else:
                end_col_offset = node.end_col_offset
        for child in iter_child_nodes(node):
            fix(child, lineno, col_offset, end_lineno, end_col_offset)
    fix(node, 1, 0, 1, 0)
    return node


def increment_lineno(node, n=1):
    """Add n to the line numbers of node and its descendants."""
    for child in walk(node):
        if isinstance(child, TypeIgnore):
            child.lineno = getattr(child, 'lineno', 0) + n
            continue
        if 'lineno' in child._attributes:
            child.lineno = getattr(child, 'lineno', 0) + n
        if 'end_lineno' in child._attributes and \
                (end := getattr(child, 'end_lineno', 0)) is not None:
            child.end_lineno = end + n
    return node


def iter_fields(node):
    """Yield (name, value) for each field of node that is set."""
    for field in node._fields:
        try:
            yield field, getattr(node, field)
        except AttributeError:
            pass


def iter_child_nodes(node):
    """Yield the direct child nodes of node."""
    for name, field in iter_fields(node):
        if isinstance(field, AST):
            yield field
        elif isinstance(field, list):
            for item in field:
                if isinstance(item, AST):
                    yield item


def get_docstring(node, clean=True):
    """The docstring of a function, class or module node, or None."""
    if not isinstance(node, (AsyncFunctionDef, FunctionDef, ClassDef, Module)):
        raise TypeError(f"{node.__class__.__name__!r} can't have docstrings")
    if not (node.body and isinstance(node.body[0], Expr)):
        return None
    node = node.body[0].value
    if isinstance(node, Constant) and isinstance(node.value, str):
        text = node.value
    else:
        return None
    if clean:
        text = _cleandoc(text)
    return text


def _cleandoc(doc):
    # inspect.cleandoc: tabs expanded, the common indentation of the lines
    # after the first removed, blank lines at both ends dropped.
    lines = doc.expandtabs().split('\n')
    indents = [len(ln) - len(ln.lstrip()) for ln in lines[1:] if ln.lstrip()]
    margin = min(indents) if indents else 0
    lines = [lines[0].lstrip()] + [ln[margin:] for ln in lines[1:]]
    while lines and not lines[-1]:
        lines.pop()
    while lines and not lines[0]:
        lines.pop(0)
    return '\n'.join(lines)


def _splitlines_no_ff(source, maxlines=None):
    lines = []
    idx = 0
    next_line = ''
    while idx < len(source):
        c = source[idx]
        next_line += c
        idx += 1
        if c == '\r' and idx < len(source) and source[idx] == '\n':
            next_line += '\n'
            idx += 1
        if c in '\r\n':
            lines.append(next_line)
            next_line = ''
            if maxlines is not None and len(lines) >= maxlines:
                return lines
    if next_line:
        lines.append(next_line)
    return lines


def _pad_whitespace(source):
    return ''.join(c if c in '\f\t' else ' ' for c in source)


def get_source_segment(source, node, *, padded=False):
    """The part of source that node spans (None without end positions)."""
    try:
        if node.end_lineno is None or node.end_col_offset is None:
            return None
        lineno = node.lineno - 1
        end_lineno = node.end_lineno - 1
        col_offset = node.col_offset
        end_col_offset = node.end_col_offset
    except AttributeError:
        return None
    lines = _splitlines_no_ff(source, maxlines=end_lineno + 1)
    if end_lineno == lineno:
        return lines[lineno].encode()[col_offset:end_col_offset].decode()
    if padded:
        padding = _pad_whitespace(lines[lineno].encode()[:col_offset].decode())
    else:
        padding = ''
    first = padding + lines[lineno].encode()[col_offset:].decode()
    last = lines[end_lineno].encode()[:end_col_offset].decode()
    lines = lines[lineno + 1:end_lineno]
    lines.insert(0, first)
    lines.append(last)
    return ''.join(lines)


def walk(node):
    """Yield node and all its descendants, breadth first."""
    from collections import deque
    todo = deque([node])
    while todo:
        node = todo.popleft()
        todo.extend(iter_child_nodes(node))
        yield node


class NodeVisitor:
    """Walks a tree calling visit_<ClassName> for each node (generic_visit
    for classes without one)."""

    def visit(self, node):
        method = 'visit_' + node.__class__.__name__
        visitor = getattr(self, method, self.generic_visit)
        return visitor(node)

    def generic_visit(self, node):
        for field, value in iter_fields(node):
            if isinstance(value, list):
                for item in value:
                    if isinstance(item, AST):
                        self.visit(item)
            elif isinstance(value, AST):
                self.visit(value)

    def visit_Constant(self, node):
        value = node.value
        type_name = _const_node_type_names.get(type(value))
        if type_name is None:
            for cls, name in _const_node_type_names.items():
                if isinstance(value, cls):
                    type_name = name
                    break
        if type_name is not None:
            method = 'visit_' + type_name
            try:
                visitor = getattr(self, method)
            except AttributeError:
                pass
            else:
                import warnings
                warnings.warn(f'{method} is deprecated; add visit_Constant',
                              DeprecationWarning, 2)
                return visitor(node)
        return self.generic_visit(node)


class NodeTransformer(NodeVisitor):
    """A NodeVisitor whose visit methods return the replacement of each
    node (None removes it; a list splices into a list field)."""

    def generic_visit(self, node):
        for field, old_value in iter_fields(node):
            if isinstance(old_value, list):
                new_values = []
                for value in old_value:
                    if isinstance(value, AST):
                        value = self.visit(value)
                        if value is None:
                            continue
                        elif not isinstance(value, AST):
                            new_values.extend(value)
                            continue
                    new_values.append(value)
                old_value[:] = new_values
            elif isinstance(old_value, AST):
                new_node = self.visit(old_value)
                if new_node is None:
                    delattr(node, field)
                else:
                    setattr(node, field, new_node)
        return node


_const_node_type_names = {
    bool: 'NameConstant',
    type(None): 'NameConstant',
    int: 'Num',
    float: 'Num',
    complex: 'Num',
    str: 'Str',
    bytes: 'Bytes',
    type(...): 'Ellipsis',
}


# The classes deprecated since 3.8 (removed in 3.14): each is a Constant
# of some value types.
class _ABC(type):
    def __init__(cls, *args):
        cls.__doc__ = f'Deprecated AST node class. Use ast.Constant instead'

    def __instancecheck__(cls, inst):
        if cls in _const_types:
            import warnings
            warnings.warn(f'ast.{cls.__qualname__} is deprecated and will be '
                          f'removed in Python 3.14; use ast.Constant instead',
                          DeprecationWarning, stacklevel=2)
        if not isinstance(inst, Constant):
            return False
        if cls in _const_types:
            value = inst.value
            return (isinstance(value, _const_types[cls]) and
                    not isinstance(value, _const_types_not.get(cls, ())))
        return type.__instancecheck__(cls, inst)


def _new(cls, *args, **kwargs):
    for key in kwargs:
        if key not in cls._fields:
            continue
        pos = cls._fields.index(key)
        if pos < len(args):
            raise TypeError(f'{cls.__name__} got multiple values for '
                            f'argument {key!r}')
    if cls in _const_types:
        import warnings
        warnings.warn(f'ast.{cls.__qualname__} is deprecated and will be '
                      f'removed in Python 3.14; use ast.Constant instead',
                      DeprecationWarning, stacklevel=3)
        return Constant(*args, **kwargs)
    return Constant.__new__(cls, *args, **kwargs)


class _Num(Constant, metaclass=_ABC):
    _fields = ('n',)
    __new__ = _new


class _Str(Constant, metaclass=_ABC):
    _fields = ('s',)
    __new__ = _new


class _Bytes(Constant, metaclass=_ABC):
    _fields = ('s',)
    __new__ = _new


class _NameConstant(Constant, metaclass=_ABC):
    __new__ = _new


class _Ellipsis(Constant, metaclass=_ABC):
    _fields = ()

    def __new__(cls, *args, **kwargs):
        if cls is _Ellipsis:
            import warnings
            warnings.warn('ast.Ellipsis is deprecated and will be removed in '
                          'Python 3.14; use ast.Constant instead',
                          DeprecationWarning, stacklevel=2)
            return Constant(..., *args, **kwargs)
        return Constant.__new__(cls, *args, **kwargs)


for _cls, _name in ((_Num, 'Num'), (_Str, 'Str'), (_Bytes, 'Bytes'),
                    (_NameConstant, 'NameConstant'), (_Ellipsis, 'Ellipsis')):
    _cls.__name__ = _cls.__qualname__ = _name
    _cls.__module__ = 'ast'
del _cls, _name

_const_types = {
    _Num: (int, float, complex),
    _Str: (str,),
    _Bytes: (bytes,),
    _NameConstant: (type(None), bool),
    _Ellipsis: (type(...),),
}
_const_types_not = {
    _Num: (bool,),
}

_deprecated_globals = {
    'Num': _Num, 'Str': _Str, 'Bytes': _Bytes,
    'NameConstant': _NameConstant, 'Ellipsis': _Ellipsis,
}


def __getattr__(name):
    if name in _deprecated_globals:
        import warnings
        warnings.warn(f'ast.{name} is deprecated and will be removed in '
                      f'Python 3.14; use ast.Constant instead',
                      DeprecationWarning, stacklevel=2)
        return _deprecated_globals[name]
    raise AttributeError(f"module 'ast' has no attribute '{name}'")


def _getter(name):
    def get(self):
        import warnings
        warnings.warn(f'Attribute {name} is deprecated and will be removed '
                      f'in Python 3.14; use value instead',
                      DeprecationWarning, stacklevel=2)
        return self.value

    def set(self, value):
        import warnings
        warnings.warn(f'Attribute {name} is deprecated and will be removed '
                      f'in Python 3.14; use value instead',
                      DeprecationWarning, stacklevel=2)
        self.value = value
    return property(get, set)


Constant.n = _getter('n')
Constant.s = _getter('s')


# unparse ---------------------------------------------------------------------

# Operator precedences, lowest first, as the unparser compares them.
_P_NAMED_EXPR = 1
_P_TUPLE = 2
_P_YIELD = 3
_P_TEST = 4
_P_OR = 5
_P_AND = 6
_P_NOT = 7
_P_CMP = 8
_P_EXPR = 9
_P_BOR = 9
_P_BXOR = 10
_P_BAND = 11
_P_SHIFT = 12
_P_ARITH = 13
_P_TERM = 14
_P_FACTOR = 15
_P_POWER = 16
_P_AWAIT = 17
_P_ATOM = 18

_SINGLE_QUOTES = ("'", '"')
_MULTI_QUOTES = ('"""', "'''")
_ALL_QUOTES = (*_SINGLE_QUOTES, *_MULTI_QUOTES)
_INFSTR = "1e" + repr(sys.float_info.max_10_exp + 1)

_BINOPS = {
    "Add": ("+", _P_ARITH), "Sub": ("-", _P_ARITH), "Mult": ("*", _P_TERM),
    "MatMult": ("@", _P_TERM), "Div": ("/", _P_TERM), "Mod": ("%", _P_TERM),
    "LShift": ("<<", _P_SHIFT), "RShift": (">>", _P_SHIFT),
    "BitOr": ("|", _P_BOR), "BitXor": ("^", _P_BXOR), "BitAnd": ("&", _P_BAND),
    "FloorDiv": ("//", _P_TERM), "Pow": ("**", _P_POWER),
}
_UNOPS = {"Invert": ("~", _P_FACTOR), "Not": ("not", _P_NOT),
          "UAdd": ("+", _P_FACTOR), "USub": ("-", _P_FACTOR)}
_CMPOPS = {"Eq": "==", "NotEq": "!=", "Lt": "<", "LtE": "<=", "Gt": ">",
           "GtE": ">=", "Is": "is", "IsNot": "is not", "In": "in", "NotIn": "not in"}
_BOOLOPS = {"And": ("and", _P_AND), "Or": ("or", _P_OR)}


def _unicode_escape(c):
    # The unicode_escape codec's spelling of one character.
    if c == "\\":
        return "\\\\"
    if c in "\n\t\r":
        return {"\n": "\\n", "\t": "\\t", "\r": "\\r"}[c]
    o = ord(c)
    if o < 0x100:
        return "\\x%02x" % o
    if o < 0x10000:
        return "\\u%04x" % o
    return "\\U%08x" % o


class _Unparser(NodeVisitor):
    """Turns a tree back into source text, putting in the parentheses that
    operator precedence needs (and no others)."""

    def __init__(self):
        self._source = []
        self._precedences = {}
        self._type_ignores = {}
        self._indent = 0
        self._in_try_star = False

    # output helpers
    def write(self, *text):
        self._source.extend(text)

    def interleave(self, inter, f, seq):
        first = True
        for x in seq:
            if first:
                first = False
            else:
                inter()
            f(x)

    def items_view(self, traverser, items):
        if len(items) == 1:
            traverser(items[0])
            self.write(",")
        else:
            self.interleave(lambda: self.write(", "), traverser, items)

    def maybe_newline(self):
        if self._source:
            self.write("\n")

    def fill(self, text=""):
        self.maybe_newline()
        self.write("    " * self._indent + text)

    class _Block:
        def __init__(self, unparser, extra):
            self.u = unparser
            self.extra = extra

        def __enter__(self):
            self.u.write(":")
            if self.extra:
                self.u.write(self.extra)
            self.u._indent += 1

        def __exit__(self, *exc):
            self.u._indent -= 1

    def block(self, *, extra=None):
        return self._Block(self, extra)

    class _Delimit:
        def __init__(self, unparser, start, end, condition=True):
            self.u = unparser
            self.start = start
            self.end = end
            self.condition = condition

        def __enter__(self):
            if self.condition:
                self.u.write(self.start)

        def __exit__(self, *exc):
            if self.condition:
                self.u.write(self.end)

    def delimit(self, start, end):
        return self._Delimit(self, start, end)

    def delimit_if(self, start, end, condition):
        return self._Delimit(self, start, end, condition)

    def require_parens(self, precedence, node):
        return self.delimit_if("(", ")", self.get_precedence(node) > precedence)

    def get_precedence(self, node):
        return self._precedences.get(id(node), (None, _P_TEST))[1]

    def set_precedence(self, precedence, *nodes):
        for node in nodes:
            self._precedences[id(node)] = (node, precedence)

    def get_raw_docstring(self, node):
        if not isinstance(node, (AsyncFunctionDef, FunctionDef, ClassDef, Module)) \
                or len(node.body) < 1:
            return None
        node = node.body[0]
        if not isinstance(node, Expr):
            return None
        node = node.value
        if isinstance(node, Constant) and isinstance(node.value, str):
            return node
        return None

    def get_type_comment(self, node):
        comment = self._type_ignores.get(node.lineno) or getattr(node, "type_comment", None)
        if comment is not None:
            return f" # type: {comment}"
        return None

    def traverse(self, node):
        if isinstance(node, list):
            for item in node:
                self.traverse(item)
        else:
            super().visit(node)

    def visit(self, node):
        self._source = []
        self.traverse(node)
        return "".join(self._source)

    def _write_docstring_and_traverse_body(self, node):
        docstring = self.get_raw_docstring(node)
        if docstring:
            self._write_docstring(docstring)
            self.traverse(node.body[1:])
        else:
            self.traverse(node.body)

    # modules and statements
    def visit_Module(self, node):
        self._type_ignores = {
            ignore.lineno: f"ignore{ignore.tag}" for ignore in node.type_ignores
        }
        self._write_docstring_and_traverse_body(node)
        self._type_ignores.clear()

    def visit_FunctionType(self, node):
        with self.delimit("(", ")"):
            self.interleave(lambda: self.write(", "), self.traverse, node.argtypes)
        self.write(" -> ")
        self.traverse(node.returns)

    def visit_Expr(self, node):
        self.fill()
        self.set_precedence(_P_YIELD, node.value)
        self.traverse(node.value)

    def visit_NamedExpr(self, node):
        with self.require_parens(_P_NAMED_EXPR, node):
            self.set_precedence(_P_ATOM, node.target, node.value)
            self.traverse(node.target)
            self.write(" := ")
            self.traverse(node.value)

    def visit_Import(self, node):
        self.fill("import ")
        self.interleave(lambda: self.write(", "), self.traverse, node.names)

    def visit_ImportFrom(self, node):
        self.fill("from ")
        self.write("." * (node.level or 0))
        if node.module:
            self.write(node.module)
        self.write(" import ")
        self.interleave(lambda: self.write(", "), self.traverse, node.names)

    def visit_Assign(self, node):
        self.fill()
        for target in node.targets:
            self.set_precedence(_P_TUPLE, target)
            self.traverse(target)
            self.write(" = ")
        self.traverse(node.value)
        type_comment = self.get_type_comment(node)
        if type_comment:
            self.write(type_comment)

    def visit_AugAssign(self, node):
        self.fill()
        self.traverse(node.target)
        self.write(" " + _BINOPS[node.op.__class__.__name__][0] + "= ")
        self.traverse(node.value)

    def visit_AnnAssign(self, node):
        self.fill()
        with self.delimit_if("(", ")", not node.simple and isinstance(node.target, Name)):
            self.traverse(node.target)
        self.write(": ")
        self.traverse(node.annotation)
        if node.value:
            self.write(" = ")
            self.traverse(node.value)

    def visit_Return(self, node):
        self.fill("return")
        if node.value:
            self.write(" ")
            self.traverse(node.value)

    def visit_Pass(self, node):
        self.fill("pass")

    def visit_Break(self, node):
        self.fill("break")

    def visit_Continue(self, node):
        self.fill("continue")

    def visit_Delete(self, node):
        self.fill("del ")
        self.interleave(lambda: self.write(", "), self.traverse, node.targets)

    def visit_Assert(self, node):
        self.fill("assert ")
        self.traverse(node.test)
        if node.msg:
            self.write(", ")
            self.traverse(node.msg)

    def visit_Global(self, node):
        self.fill("global ")
        self.interleave(lambda: self.write(", "), self.write, node.names)

    def visit_Nonlocal(self, node):
        self.fill("nonlocal ")
        self.interleave(lambda: self.write(", "), self.write, node.names)

    def visit_Await(self, node):
        with self.require_parens(_P_AWAIT, node):
            self.write("await")
            if node.value:
                self.write(" ")
                self.set_precedence(_P_ATOM, node.value)
                self.traverse(node.value)

    def visit_Yield(self, node):
        with self.require_parens(_P_YIELD, node):
            self.write("yield")
            if node.value:
                self.write(" ")
                self.set_precedence(_P_ATOM, node.value)
                self.traverse(node.value)

    def visit_YieldFrom(self, node):
        with self.require_parens(_P_YIELD, node):
            self.write("yield from ")
            if not node.value:
                raise ValueError("Node can't be used without a value attribute.")
            self.set_precedence(_P_ATOM, node.value)
            self.traverse(node.value)

    def visit_Raise(self, node):
        self.fill("raise")
        if not node.exc:
            if node.cause:
                raise ValueError("Node can't use cause without an exception.")
            return
        self.write(" ")
        self.traverse(node.exc)
        if node.cause:
            self.write(" from ")
            self.traverse(node.cause)

    def do_visit_try(self, node):
        self.fill("try")
        with self.block():
            self.traverse(node.body)
        for ex in node.handlers:
            self.traverse(ex)
        if node.orelse:
            self.fill("else")
            with self.block():
                self.traverse(node.orelse)
        if node.finalbody:
            self.fill("finally")
            with self.block():
                self.traverse(node.finalbody)

    def visit_Try(self, node):
        prev, self._in_try_star = self._in_try_star, False
        try:
            self.do_visit_try(node)
        finally:
            self._in_try_star = prev

    def visit_TryStar(self, node):
        prev, self._in_try_star = self._in_try_star, True
        try:
            self.do_visit_try(node)
        finally:
            self._in_try_star = prev

    def visit_ExceptHandler(self, node):
        self.fill("except*" if self._in_try_star else "except")
        if node.type:
            self.write(" ")
            self.traverse(node.type)
        if node.name:
            self.write(" as ")
            self.write(node.name)
        with self.block():
            self.traverse(node.body)

    def visit_ClassDef(self, node):
        self.maybe_newline()
        for deco in node.decorator_list:
            self.fill("@")
            self.traverse(deco)
        self.fill("class " + node.name)
        if getattr(node, "type_params", None):
            self._type_params_helper(node.type_params)
        with self.delimit_if("(", ")", condition=node.bases or node.keywords):
            comma = False
            for e in node.bases:
                if comma:
                    self.write(", ")
                else:
                    comma = True
                self.traverse(e)
            for e in node.keywords:
                if comma:
                    self.write(", ")
                else:
                    comma = True
                self.traverse(e)
        with self.block():
            self._write_docstring_and_traverse_body(node)

    def visit_FunctionDef(self, node):
        self._function_helper(node, "def")

    def visit_AsyncFunctionDef(self, node):
        self._function_helper(node, "async def")

    def _function_helper(self, node, fill_suffix):
        self.maybe_newline()
        for deco in node.decorator_list:
            self.fill("@")
            self.traverse(deco)
        self.fill(fill_suffix + " " + node.name)
        if getattr(node, "type_params", None):
            self._type_params_helper(node.type_params)
        with self.delimit("(", ")"):
            self.traverse(node.args)
        if node.returns:
            self.write(" -> ")
            self.traverse(node.returns)
        with self.block(extra=self.get_type_comment(node)):
            self._write_docstring_and_traverse_body(node)

    def _type_params_helper(self, type_params):
        with self.delimit("[", "]"):
            self.interleave(lambda: self.write(", "), self.traverse, type_params)

    def visit_TypeVar(self, node):
        self.write(node.name)
        if node.bound:
            self.write(": ")
            self.traverse(node.bound)
        if getattr(node, "default_value", None):
            self.write(" = ")
            self.traverse(node.default_value)

    def visit_TypeVarTuple(self, node):
        self.write("*" + node.name)
        if getattr(node, "default_value", None):
            self.write(" = ")
            self.traverse(node.default_value)

    def visit_ParamSpec(self, node):
        self.write("**" + node.name)
        if getattr(node, "default_value", None):
            self.write(" = ")
            self.traverse(node.default_value)

    def visit_TypeAlias(self, node):
        self.fill("type ")
        self.traverse(node.name)
        if node.type_params:
            self._type_params_helper(node.type_params)
        self.write(" = ")
        self.traverse(node.value)

    def visit_For(self, node):
        self._for_helper("for ", node)

    def visit_AsyncFor(self, node):
        self._for_helper("async for ", node)

    def _for_helper(self, fill, node):
        self.fill(fill)
        self.set_precedence(_P_TUPLE, node.target)
        self.traverse(node.target)
        self.write(" in ")
        self.traverse(node.iter)
        with self.block(extra=self.get_type_comment(node)):
            self.traverse(node.body)
        if node.orelse:
            self.fill("else")
            with self.block():
                self.traverse(node.orelse)

    def visit_If(self, node):
        self.fill("if ")
        self.traverse(node.test)
        with self.block():
            self.traverse(node.body)
        while node.orelse and len(node.orelse) == 1 and isinstance(node.orelse[0], If):
            node = node.orelse[0]
            self.fill("elif ")
            self.traverse(node.test)
            with self.block():
                self.traverse(node.body)
        if node.orelse:
            self.fill("else")
            with self.block():
                self.traverse(node.orelse)

    def visit_While(self, node):
        self.fill("while ")
        self.traverse(node.test)
        with self.block():
            self.traverse(node.body)
        if node.orelse:
            self.fill("else")
            with self.block():
                self.traverse(node.orelse)

    def visit_With(self, node):
        self.fill("with ")
        self.interleave(lambda: self.write(", "), self.traverse, node.items)
        with self.block(extra=self.get_type_comment(node)):
            self.traverse(node.body)

    def visit_AsyncWith(self, node):
        self.fill("async with ")
        self.interleave(lambda: self.write(", "), self.traverse, node.items)
        with self.block(extra=self.get_type_comment(node)):
            self.traverse(node.body)

    # strings
    def _str_literal_helper(self, string, *, quote_types=_ALL_QUOTES,
                            escape_special_whitespace=False):
        """The text of string between quotes, and the quotes that can
        delimit it (best first)."""
        def escape_char(c):
            if not escape_special_whitespace and c in "\n\t":
                return c
            if c == "\\" or not c.isprintable():
                return _unicode_escape(c)
            return c

        escaped = "".join(map(escape_char, string))
        possible = quote_types
        if "\n" in escaped:
            possible = [q for q in possible if q in _MULTI_QUOTES]
        possible = [q for q in possible if q not in escaped]
        if not possible:
            string = repr(string)
            quote = next((q for q in quote_types if string[0] in q), string[0])
            return string[1:-1], [quote]
        if escaped:
            possible.sort(key=lambda q: q[0] == escaped[-1])
            if possible[0][0] == escaped[-1]:
                escaped = escaped[:-1] + "\\" + escaped[-1]
        return escaped, possible

    def _write_str_avoiding_backslashes(self, string, *, quote_types=_ALL_QUOTES):
        string, quote_types = self._str_literal_helper(string, quote_types=quote_types)
        quote_type = quote_types[0]
        self.write(f"{quote_type}{string}{quote_type}")

    def _write_docstring(self, node):
        self.fill()
        if node.kind == "u":
            self.write("u")
        self._write_str_avoiding_backslashes(node.value, quote_types=_MULTI_QUOTES)

    def visit_JoinedStr(self, node):
        self.write("f")
        parts = []
        for value in node.values:
            sub = _Unparser()
            sub._source = []
            sub._write_fstring_inner(value)
            parts.append(("".join(sub._source), isinstance(value, Constant)))
        new_parts = []
        quote_types = list(_ALL_QUOTES)
        fallback_to_repr = False
        for value, is_constant in parts:
            if is_constant:
                value, new_quote_types = self._str_literal_helper(
                    value, quote_types=quote_types, escape_special_whitespace=True)
                if set(new_quote_types).isdisjoint(quote_types):
                    fallback_to_repr = True
                    break
                quote_types = new_quote_types
            elif "\n" in value:
                quote_types = [q for q in quote_types if q in _MULTI_QUOTES]
            new_parts.append(value)
        if fallback_to_repr:
            # No quote delimits every piece: quote the pieces with repr().
            quote_types = ["'''"]
            new_parts.clear()
            for value, is_constant in parts:
                if is_constant:
                    value = repr('"' + value)
                    expected_prefix = "'\""
                    value = value[len(expected_prefix):-1]
                new_parts.append(value)
        value = "".join(new_parts)
        quote_type = quote_types[0]
        self.write(f"{quote_type}{value}{quote_type}")

    def _write_fstring_inner(self, node, is_format_spec=False):
        if isinstance(node, JoinedStr):
            for value in node.values:
                self._write_fstring_inner(value, is_format_spec=is_format_spec)
        elif isinstance(node, Constant) and isinstance(node.value, str):
            value = node.value.replace("{", "{{").replace("}", "}}")
            if is_format_spec:
                value = value.replace("\\", "\\\\")
                value = value.replace("'", "\\'")
                value = value.replace('"', '\\"')
                value = value.replace("\n", "\\n")
            self.write(value)
        elif isinstance(node, FormattedValue):
            self.visit_FormattedValue(node)
        else:
            raise ValueError(f"Unexpected node inside JoinedStr, {node!r}")

    def visit_FormattedValue(self, node):
        inner = _Unparser()
        inner.set_precedence(_P_TEST + 1, node.value)
        expr = inner.visit(node.value)
        self.write("{")
        if expr.startswith("{"):
            self.write(" ")
        self.write(expr)
        if node.conversion != -1:
            self.write(f"!{chr(node.conversion)}")
        if node.format_spec:
            self.write(":")
            self._write_fstring_inner(node.format_spec, is_format_spec=True)
        self.write("}")

    # expressions
    def visit_Name(self, node):
        self.write(node.id)

    def _write_constant(self, value):
        if isinstance(value, (float, complex)):
            self.write(repr(value).replace("inf", _INFSTR).replace("nan", f"({_INFSTR}-{_INFSTR})"))
        else:
            self.write(repr(value))

    def visit_Constant(self, node):
        value = node.value
        if isinstance(value, tuple):
            with self.delimit("(", ")"):
                self.items_view(self._write_constant, value)
        elif value is ...:
            self.write("...")
        else:
            if node.kind == "u":
                self.write("u")
            self._write_constant(node.value)

    def visit_List(self, node):
        with self.delimit("[", "]"):
            self.interleave(lambda: self.write(", "), self.traverse, node.elts)

    def visit_ListComp(self, node):
        with self.delimit("[", "]"):
            self.traverse(node.elt)
            for gen in node.generators:
                self.traverse(gen)

    def visit_GeneratorExp(self, node):
        with self.delimit("(", ")"):
            self.traverse(node.elt)
            for gen in node.generators:
                self.traverse(gen)

    def visit_SetComp(self, node):
        with self.delimit("{", "}"):
            self.traverse(node.elt)
            for gen in node.generators:
                self.traverse(gen)

    def visit_DictComp(self, node):
        with self.delimit("{", "}"):
            self.traverse(node.key)
            self.write(": ")
            self.traverse(node.value)
            for gen in node.generators:
                self.traverse(gen)

    def visit_comprehension(self, node):
        if node.is_async:
            self.write(" async for ")
        else:
            self.write(" for ")
        self.set_precedence(_P_TUPLE, node.target)
        self.traverse(node.target)
        self.write(" in ")
        self.set_precedence(_P_TEST + 1, node.iter, *node.ifs)
        self.traverse(node.iter)
        for if_clause in node.ifs:
            self.write(" if ")
            self.traverse(if_clause)

    def visit_IfExp(self, node):
        with self.require_parens(_P_TEST, node):
            self.set_precedence(_P_TEST + 1, node.body, node.test)
            self.traverse(node.body)
            self.write(" if ")
            self.traverse(node.test)
            self.write(" else ")
            self.set_precedence(_P_TEST, node.orelse)
            self.traverse(node.orelse)

    def visit_Set(self, node):
        if node.elts:
            with self.delimit("{", "}"):
                self.interleave(lambda: self.write(", "), self.traverse, node.elts)
        else:
            # {} is a dict: an empty set is written as {*()}.
            self.write("{*()}")

    def visit_Dict(self, node):
        def write_key_value_pair(k, v):
            self.traverse(k)
            self.write(": ")
            self.traverse(v)

        def write_item(item):
            k, v = item
            if k is None:
                self.write("**")
                self.set_precedence(_P_EXPR, v)
                self.traverse(v)
            else:
                write_key_value_pair(k, v)

        with self.delimit("{", "}"):
            self.interleave(lambda: self.write(", "), write_item, zip(node.keys, node.values))

    def visit_Tuple(self, node):
        with self.delimit_if("(", ")", len(node.elts) == 0 or self.get_precedence(node) > _P_TUPLE):
            self.items_view(self.traverse, node.elts)

    def visit_UnaryOp(self, node):
        operator, operator_precedence = _UNOPS[node.op.__class__.__name__]
        with self.require_parens(operator_precedence, node):
            self.write(operator)
            if operator_precedence != _P_FACTOR:
                self.write(" ")
            self.set_precedence(operator_precedence, node.operand)
            self.traverse(node.operand)

    def visit_BinOp(self, node):
        operator, operator_precedence = _BINOPS[node.op.__class__.__name__]
        with self.require_parens(operator_precedence, node):
            if operator == "**":
                left_precedence = operator_precedence + 1
                right_precedence = operator_precedence
            else:
                left_precedence = operator_precedence
                right_precedence = operator_precedence + 1
            self.set_precedence(left_precedence, node.left)
            self.traverse(node.left)
            self.write(f" {operator} ")
            self.set_precedence(right_precedence, node.right)
            self.traverse(node.right)

    def visit_Compare(self, node):
        with self.require_parens(_P_CMP, node):
            self.set_precedence(_P_CMP + 1, node.left, *node.comparators)
            self.traverse(node.left)
            for o, e in zip(node.ops, node.comparators):
                self.write(" " + _CMPOPS[o.__class__.__name__] + " ")
                self.traverse(e)

    def visit_BoolOp(self, node):
        operator, operator_precedence = _BOOLOPS[node.op.__class__.__name__]
        level = operator_precedence

        def increasing_level_traverse(value):
            nonlocal level
            level = level + 1
            self.set_precedence(level, value)
            self.traverse(value)

        with self.require_parens(operator_precedence, node):
            s = f" {operator} "
            self.interleave(lambda: self.write(s), increasing_level_traverse, node.values)

    def visit_Attribute(self, node):
        self.set_precedence(_P_ATOM, node.value)
        self.traverse(node.value)
        # "1.real" would be a float: an int gets a space before the dot.
        if isinstance(node.value, Constant) and isinstance(node.value.value, int):
            self.write(" ")
        self.write(".")
        self.write(node.attr)

    def visit_Call(self, node):
        self.set_precedence(_P_ATOM, node.func)
        self.traverse(node.func)
        with self.delimit("(", ")"):
            comma = False
            for e in node.args:
                if comma:
                    self.write(", ")
                else:
                    comma = True
                self.traverse(e)
            for e in node.keywords:
                if comma:
                    self.write(", ")
                else:
                    comma = True
                self.traverse(e)

    def visit_Subscript(self, node):
        def is_non_empty_tuple(slice_value):
            return isinstance(slice_value, Tuple) and slice_value.elts

        self.set_precedence(_P_ATOM, node.value)
        self.traverse(node.value)
        with self.delimit("[", "]"):
            if is_non_empty_tuple(node.slice):
                self.items_view(self.traverse, node.slice.elts)
            else:
                self.traverse(node.slice)

    def visit_Starred(self, node):
        self.write("*")
        self.set_precedence(_P_EXPR, node.value)
        self.traverse(node.value)

    def visit_Ellipsis(self, node):
        self.write("...")

    def visit_Slice(self, node):
        if node.lower:
            self.traverse(node.lower)
        self.write(":")
        if node.upper:
            self.traverse(node.upper)
        if node.step:
            self.write(":")
            self.traverse(node.step)

    def visit_Match(self, node):
        self.fill("match ")
        self.traverse(node.subject)
        with self.block():
            for case in node.cases:
                self.traverse(case)

    def visit_arg(self, node):
        self.write(node.arg)
        if node.annotation:
            self.write(": ")
            self.traverse(node.annotation)

    def visit_arguments(self, node):
        first = True
        all_args = node.posonlyargs + node.args
        defaults = [None] * (len(all_args) - len(node.defaults)) + node.defaults
        for index, (a, d) in enumerate(zip(all_args, defaults), 1):
            if first:
                first = False
            else:
                self.write(", ")
            self.traverse(a)
            if d:
                self.write("=")
                self.traverse(d)
            if index == len(node.posonlyargs):
                self.write(", /")
        if node.vararg or node.kwonlyargs:
            if first:
                first = False
            else:
                self.write(", ")
            self.write("*")
            if node.vararg:
                self.write(node.vararg.arg)
                if node.vararg.annotation:
                    self.write(": ")
                    self.traverse(node.vararg.annotation)
        if node.kwonlyargs:
            for a, d in zip(node.kwonlyargs, node.kw_defaults):
                self.write(", ")
                self.traverse(a)
                if d:
                    self.write("=")
                    self.traverse(d)
        if node.kwarg:
            if first:
                first = False
            else:
                self.write(", ")
            self.write("**" + node.kwarg.arg)
            if node.kwarg.annotation:
                self.write(": ")
                self.traverse(node.kwarg.annotation)

    def visit_keyword(self, node):
        if node.arg is None:
            self.write("**")
        else:
            self.write(node.arg)
            self.write("=")
        self.traverse(node.value)

    def visit_Lambda(self, node):
        with self.require_parens(_P_TEST, node):
            self.write("lambda")
            sub = _Unparser()
            args = sub.visit(node.args)
            if args:
                self.write(" ", args)
            self.write(": ")
            self.set_precedence(_P_TEST, node.body)
            self.traverse(node.body)

    def visit_alias(self, node):
        self.write(node.name)
        if node.asname:
            self.write(" as " + node.asname)

    def visit_withitem(self, node):
        self.traverse(node.context_expr)
        if node.optional_vars:
            self.write(" as ")
            self.traverse(node.optional_vars)

    def visit_match_case(self, node):
        self.fill("case ")
        self.traverse(node.pattern)
        if node.guard:
            self.write(" if ")
            self.traverse(node.guard)
        with self.block():
            self.traverse(node.body)

    def visit_MatchValue(self, node):
        self.traverse(node.value)

    def visit_MatchSingleton(self, node):
        self._write_constant(node.value)

    def visit_MatchSequence(self, node):
        with self.delimit("[", "]"):
            self.interleave(lambda: self.write(", "), self.traverse, node.patterns)

    def visit_MatchStar(self, node):
        name = node.name
        if name is None:
            name = "_"
        self.write(f"*{name}")

    def visit_MatchMapping(self, node):
        def write_key_pattern_pair(pair):
            k, p = pair
            self.traverse(k)
            self.write(": ")
            self.traverse(p)

        with self.delimit("{", "}"):
            keys = node.keys
            self.interleave(lambda: self.write(", "), write_key_pattern_pair,
                            zip(keys, node.patterns, strict=True))
            rest = node.rest
            if rest is not None:
                if keys:
                    self.write(", ")
                self.write(f"**{rest}")

    def visit_MatchClass(self, node):
        self.set_precedence(_P_ATOM, node.cls)
        self.traverse(node.cls)
        with self.delimit("(", ")"):
            patterns = node.patterns
            self.interleave(lambda: self.write(", "), self.traverse, patterns)
            attrs = node.kwd_attrs
            if attrs:
                def write_attr_pattern(pair):
                    attr, pattern = pair
                    self.write(f"{attr}=")
                    self.traverse(pattern)

                if patterns:
                    self.write(", ")
                self.interleave(lambda: self.write(", "), write_attr_pattern,
                                zip(attrs, node.kwd_patterns, strict=True))

    def visit_MatchAs(self, node):
        name = node.name
        pattern = node.pattern
        if name is None:
            self.write("_")
        elif pattern is None:
            self.write(node.name)
        else:
            with self.require_parens(_P_TEST, node):
                self.set_precedence(_P_BOR, node.pattern)
                self.traverse(node.pattern)
                self.write(f" as {node.name}")

    def visit_MatchOr(self, node):
        with self.require_parens(_P_BOR, node):
            self.set_precedence(_P_BOR + 1, *node.patterns)
            self.interleave(lambda: self.write(" | "), self.traverse, node.patterns)


def unparse(ast_obj):
    """Source code for an AST (the inverse of parse(), up to formatting:
    comments and the original layout are lost)."""
    return _Unparser().visit(ast_obj)


_LOCATED = ()


def _source_for_compile(tree, mode):
    """compile()'s view of an AST: the source that unparse() gives for it,
    after checking the tree as CPython's compile does (node kind for the
    mode, required locations). Line numbers of the code compiled from it
    are those of the unparsed text."""
    global _LOCATED
    expected = {"exec": Module, "eval": Expression, "single": Interactive,
                "func_type": FunctionType}.get(mode)
    if expected is None:
        raise ValueError("compile() mode must be 'exec', 'eval' or 'single'")
    if not isinstance(tree, expected):
        raise TypeError(f"expected {expected.__name__} node, got {type(tree).__name__}")
    if not _LOCATED:
        _LOCATED = (stmt, expr, excepthandler, pattern, type_param, arg, keyword, alias)

    def check(node):
        if isinstance(node, _LOCATED):
            for attr in ("lineno", "col_offset"):
                if getattr(node, attr, None) is None:
                    kind = next(k for k in _LOCATED if isinstance(node, k)).__name__
                    raise TypeError(f'required field "{attr}" missing from {kind}')
        for name, value in iter_fields(node):
            if isinstance(value, list):
                for item in value:
                    if isinstance(item, AST):
                        check(item)
            elif isinstance(value, AST):
                check(value)
    check(tree)
    if mode == "eval":
        return unparse(tree.body)
    if mode == "single":
        return "\n".join(unparse(s) for s in tree.body) + "\n"
    return unparse(tree) + "\n"
