"""_ast for cpjit: the node classes of Python 3.13's abstract syntax.

The classes are made from the table below (CPython's ASDL, our own
transcription): each has _fields and, for statements, expressions and
the other located nodes, the position _attributes. compile() with
PyCF_ONLY_AST gets the parser's tree as ast.dump(include_attributes=True)
text and builds it with _from_dump.
"""

PyCF_ONLY_AST = 0x400
PyCF_TYPE_COMMENTS = 0x1000
PyCF_ALLOW_TOP_LEVEL_AWAIT = 0x2000
PyCF_OPTIMIZED_AST = 0x8000 | PyCF_ONLY_AST

_POSITION = ('lineno', 'col_offset', 'end_lineno', 'end_col_offset')

# kind: (attributes, "Node(field, list*, optional?) ...")
_SPEC = [
    ('mod', (), '''Module(body*, type_ignores*) Interactive(body*) Expression(body)
        FunctionType(argtypes*, returns)'''),
    ('stmt', _POSITION, '''
        FunctionDef(name, args, body*, decorator_list*, returns?, type_comment?, type_params*)
        AsyncFunctionDef(name, args, body*, decorator_list*, returns?, type_comment?, type_params*)
        ClassDef(name, bases*, keywords*, body*, decorator_list*, type_params*)
        Return(value?) Delete(targets*) Assign(targets*, value, type_comment?)
        TypeAlias(name, type_params*, value) AugAssign(target, op, value)
        AnnAssign(target, annotation, value?, simple)
        For(target, iter, body*, orelse*, type_comment?)
        AsyncFor(target, iter, body*, orelse*, type_comment?)
        While(test, body*, orelse*) If(test, body*, orelse*)
        With(items*, body*, type_comment?) AsyncWith(items*, body*, type_comment?)
        Match(subject, cases*) Raise(exc?, cause?)
        Try(body*, handlers*, orelse*, finalbody*) TryStar(body*, handlers*, orelse*, finalbody*)
        Assert(test, msg?) Import(names*) ImportFrom(module?, names*, level?)
        Global(names*) Nonlocal(names*) Expr(value) Pass() Break() Continue()'''),
    ('expr', _POSITION, '''
        BoolOp(op, values*) NamedExpr(target, value) BinOp(left, op, right)
        UnaryOp(op, operand) Lambda(args, body) IfExp(test, body, orelse)
        Dict(keys*, values*) Set(elts*) ListComp(elt, generators*) SetComp(elt, generators*)
        DictComp(key, value, generators*) GeneratorExp(elt, generators*) Await(value)
        Yield(value?) YieldFrom(value) Compare(left, ops*, comparators*)
        Call(func, args*, keywords*) FormattedValue(value, conversion, format_spec?)
        JoinedStr(values*) Constant(value, kind?) Attribute(value, attr, ctx)
        Subscript(value, slice, ctx) Starred(value, ctx) Name(id, ctx) List(elts*, ctx)
        Tuple(elts*, ctx) Slice(lower?, upper?, step?)'''),
    ('expr_context', (), 'Load() Store() Del()'),
    ('boolop', (), 'And() Or()'),
    ('operator', (), '''Add() Sub() Mult() MatMult() Div() Mod() Pow() LShift() RShift()
        BitOr() BitXor() BitAnd() FloorDiv()'''),
    ('unaryop', (), 'Invert() Not() UAdd() USub()'),
    ('cmpop', (), 'Eq() NotEq() Lt() LtE() Gt() GtE() Is() IsNot() In() NotIn()'),
    (None, (), 'comprehension(target, iter, ifs*, is_async)'),
    ('excepthandler', _POSITION, 'ExceptHandler(type?, name?, body*)'),
    (None, (), '''arguments(posonlyargs*, args*, vararg?, kwonlyargs*, kw_defaults*, kwarg?,
        defaults*)'''),
    (None, _POSITION, 'arg(arg, annotation?, type_comment?)'),
    (None, _POSITION, 'keyword(arg?, value)'),
    (None, _POSITION, 'alias(name, asname?)'),
    (None, (), 'withitem(context_expr, optional_vars?)'),
    (None, (), 'match_case(pattern, guard?, body*)'),
    ('pattern', _POSITION, '''MatchValue(value) MatchSingleton(value) MatchSequence(patterns*)
        MatchMapping(keys*, patterns*, rest?) MatchClass(cls, patterns*, kwd_attrs*, kwd_patterns*)
        MatchStar(name?) MatchAs(pattern?, name?) MatchOr(patterns*)'''),
    ('type_ignore', (), 'TypeIgnore(lineno, tag)'),
    ('type_param', _POSITION, '''TypeVar(name, bound?, default_value?) ParamSpec(name, default_value?)
        TypeVarTuple(name, default_value?)'''),
]

# Position attributes that may be None (the end positions).
_OPTIONAL_ATTRS = ('end_lineno', 'end_col_offset')


class AST:
    """The base of every node: fields are set from positional arguments in
    _fields order and from keywords; omitted optional fields are None,
    omitted lists []."""

    _fields = ()
    _attributes = ()
    _kinds = {}

    def __init__(self, *args, **kwargs):
        cls = type(self)
        fields = cls._fields
        if len(args) > len(fields):
            raise TypeError(f'{cls.__name__} constructor takes at most '
                            f'{len(fields)} positional argument'
                            f'{"" if len(fields) == 1 else "s"}')
        for name, value in zip(fields, args):
            setattr(self, name, value)
        for name, value in kwargs.items():
            if name in fields[:len(args)]:
                raise TypeError(f"{cls.__name__} got multiple values for "
                                f"argument '{name}'")
            if name not in fields and name not in cls._attributes:
                import warnings
                warnings.warn(
                    f"{cls.__name__}.__init__ got an unexpected keyword "
                    f"argument '{name}'. Support for arbitrary keyword "
                    f"arguments is deprecated and will be removed in "
                    f"Python 3.15.", DeprecationWarning, stacklevel=2)
            setattr(self, name, value)
        missing = []
        for name in fields[len(args):]:
            if name in kwargs:
                continue
            kind = cls._kinds.get(name)
            if kind == '*':
                setattr(self, name, [])
            elif kind == '?':
                setattr(self, name, None)
            elif kind == 'ctx':
                setattr(self, name, Load())
            else:
                missing.append(name)
        if missing:
            import warnings
            names = ', '.join(repr(m) for m in missing)
            n = len(missing)
            warnings.warn(
                f"{cls.__name__}.__init__ missing {n} required positional "
                f"argument{'' if n == 1 else 's'}: {names}. This will "
                f"become an error in Python 3.15.", DeprecationWarning,
                stacklevel=2)

    def __reduce__(self):
        return type(self), (), self.__dict__

    def __replace__(self, **kwargs):
        cls = type(self)
        values = {}
        for name in cls._fields + cls._attributes:
            if name in kwargs:
                values[name] = kwargs.pop(name)
            elif hasattr(self, name):
                values[name] = getattr(self, name)
        if kwargs:
            raise TypeError(f"{cls.__name__}.__replace__ got an unexpected "
                            f"keyword argument '{next(iter(kwargs))}'.")
        return cls(**values)


AST.__module__ = 'ast'


def _make(name, base, fields, kinds, attributes):
    ns = {'_fields': fields, '_kinds': kinds, '__match_args__': fields,
          '__module__': 'ast', '__qualname__': name}
    if attributes:
        ns['_attributes'] = attributes
        for a in _OPTIONAL_ATTRS:
            ns[a] = None
    for f in fields:
        if kinds.get(f) == '?':
            ns[f] = None
    cls = type(name, (base,), ns)
    globals()[name] = cls
    return cls


def _build_classes():
    import re
    node_rx = re.compile(r'(\w+)\(([^)]*)\)')
    for kind, attributes, body in _SPEC:
        base = AST
        if kind is not None:
            base = type(kind, (AST,), {'__module__': 'ast',
                                       '_attributes': attributes})
            if attributes:
                for a in _OPTIONAL_ATTRS:
                    setattr(base, a, None)
            globals()[kind] = base
        for name, params in node_rx.findall(body):
            fields, kinds = [], {}
            for p in params.split(','):
                p = p.strip()
                if not p:
                    continue
                if p[-1] in '*?':
                    kinds[p[:-1]] = p[-1]
                    p = p[:-1]
                fields.append(p)
            if 'ctx' in fields:
                kinds['ctx'] = 'ctx'
            _make(name, base, tuple(fields), kinds,
                  attributes if kind is None else base._attributes)


_build_classes()
del _build_classes

# The parser shares one instance of each context and operator class.
for _c in (Load, Store, Del, And, Or, Add, Sub, Mult, MatMult, Div, Mod, Pow,
           LShift, RShift, BitOr, BitXor, BitAnd, FloorDiv, Invert, Not, UAdd,
           USub, Eq, NotEq, Lt, LtE, Gt, GtE, Is, IsNot, In, NotIn):
    globals()['_' + _c.__name__] = _c()
del _c


def _from_dump(text):
    """Build the tree that ast.dump(tree, include_attributes=True) printed
    (the parser's output: fields in order, None and [] omitted)."""
    ns = {name: value for name, value in globals().items()
          if isinstance(value, type) and issubclass(value, AST)}
    for name, value in list(globals().items()):
        if name.startswith('_') and isinstance(value, AST):
            ns[name[1:]] = (lambda v: lambda: v)(value)
    ns['inf'] = float('inf')
    ns['infj'] = complex(0, float('inf'))
    ns['nan'] = float('nan')
    ns['__builtins__'] = {'Ellipsis': Ellipsis, 'None': None, 'True': True,
                          'False': False}
    return eval(text, ns)
