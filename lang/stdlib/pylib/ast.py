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


def dump(node, annotate_fields=True, include_attributes=False, *, indent=None):
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
                if isinstance(value, list) and not value:
                    pending.append('[]')
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
