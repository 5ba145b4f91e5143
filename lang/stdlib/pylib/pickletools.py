"""Tools for looking inside pickles: genops() walks the opcodes,
dis() prints them with the stack depth shown by indentation, optimize()
drops the memo stores nothing reads.

The opcode table below is written from the pickle protocol's
specification (protocols 0 to 5)."""

import codecs
import io
import pickle
import re
import sys
from struct import unpack as _unpack

__all__ = ['dis', 'genops', 'optimize']

# What an opcode's argument is: how many bytes it takes and how it reads.
UP_TO_NEWLINE = -1
TAKEN_FROM_ARGUMENT1 = -2
TAKEN_FROM_ARGUMENT4 = -3
TAKEN_FROM_ARGUMENT4U = -4
TAKEN_FROM_ARGUMENT8U = -5


class ArgumentDescriptor:
    __slots__ = ('name', 'n', 'reader', 'doc')

    def __init__(self, name, n, reader, doc=''):
        self.name = name
        self.n = n
        self.reader = reader
        self.doc = doc

    def __repr__(self):
        return self.name


def _read_exact(f, n, what):
    data = f.read(n)
    if len(data) != n:
        raise ValueError(f"not enough data in stream to read {what}")
    return data


def _readline(f, what, stripquotes=False):
    data = f.readline()
    if not data.endswith(b'\n'):
        raise ValueError(f"no newline found when trying to read {what}")
    return data[:-1]


def read_uint1(f):
    return _read_exact(f, 1, 'uint1')[0]


def read_uint2(f):
    return _unpack('<H', _read_exact(f, 2, 'uint2'))[0]


def read_int4(f):
    return _unpack('<i', _read_exact(f, 4, 'int4'))[0]


def read_uint4(f):
    return _unpack('<I', _read_exact(f, 4, 'uint4'))[0]


def read_uint8(f):
    return _unpack('<Q', _read_exact(f, 8, 'uint8'))[0]


def read_stringnl(f, decode=True, stripquotes=True):
    data = _readline(f, 'stringnl')
    if stripquotes:
        for q in (b'"', b"'"):
            if data.startswith(q):
                if not data.endswith(q) or len(data) < 2:
                    raise ValueError(f"strinq quote {q!r} not found at both ends of {data!r}")
                data = data[1:-1]
                break
        else:
            raise ValueError(f"no string quotes around {data!r}")
    if decode:
        data = codecs.escape_decode(data)[0].decode('ascii')
    return data


def read_stringnl_noescape(f):
    return read_stringnl(f, stripquotes=False)


def read_stringnl_noescape_pair(f):
    return f"{read_stringnl_noescape(f)} {read_stringnl_noescape(f)}"


def _counted(f, size, what):
    if size < 0:
        raise ValueError(f"{what} byte count < 0: {size}")
    data = f.read(size)
    if len(data) != size:
        raise ValueError(f"expected {size} bytes in a {what}, but only {len(data)} remain")
    return data


def read_string1(f):
    return _counted(f, read_uint1(f), 'string1').decode('latin-1')


def read_string4(f):
    return _counted(f, read_int4(f), 'string4').decode('latin-1')


def read_bytes1(f):
    return _counted(f, read_uint1(f), 'bytes1')


def read_bytes4(f):
    return _counted(f, read_uint4(f), 'bytes4')


def read_bytes8(f):
    return _counted(f, read_uint8(f), 'bytes8')


def read_bytearray8(f):
    return bytearray(_counted(f, read_uint8(f), 'bytearray8'))


def read_unicodestringnl(f):
    return str(_readline(f, 'unicodestringnl'), 'raw-unicode-escape')


def read_unicodestring1(f):
    return str(_counted(f, read_uint1(f), 'unicodestring1'), 'utf-8', 'surrogatepass')


def read_unicodestring4(f):
    return str(_counted(f, read_uint4(f), 'unicodestring4'), 'utf-8', 'surrogatepass')


def read_unicodestring8(f):
    return str(_counted(f, read_uint8(f), 'unicodestring8'), 'utf-8', 'surrogatepass')


def read_decimalnl_short(f):
    s = _readline(f, 'decimalnl_short')
    if s == b'00':
        return False
    if s == b'01':
        return True
    return int(s)


def read_decimalnl_long(f):
    s = _readline(f, 'decimalnl_long')
    if s.endswith(b'L'):
        s = s[:-1]
    return int(s)


def read_floatnl(f):
    return float(_readline(f, 'floatnl'))


def read_float8(f):
    return _unpack('>d', _read_exact(f, 8, 'float8'))[0]


def read_long1(f):
    return pickle.decode_long(_counted(f, read_uint1(f), 'long1'))


def read_long4(f):
    n = read_int4(f)
    if n < 0:
        raise ValueError(f"long4 byte count < 0: {n}")
    return pickle.decode_long(_counted(f, n, 'long4'))


def _arg(name, n, reader):
    return ArgumentDescriptor(name, n, reader)


uint1 = _arg('uint1', 1, read_uint1)
uint2 = _arg('uint2', 2, read_uint2)
int4 = _arg('int4', 4, read_int4)
uint4 = _arg('uint4', 4, read_uint4)
uint8 = _arg('uint8', 8, read_uint8)
stringnl = _arg('stringnl', UP_TO_NEWLINE, read_stringnl)
stringnl_noescape = _arg('stringnl_noescape', UP_TO_NEWLINE, read_stringnl_noescape)
stringnl_noescape_pair = _arg('stringnl_noescape_pair', UP_TO_NEWLINE, read_stringnl_noescape_pair)
string1 = _arg('string1', TAKEN_FROM_ARGUMENT1, read_string1)
string4 = _arg('string4', TAKEN_FROM_ARGUMENT4, read_string4)
bytes1 = _arg('bytes1', TAKEN_FROM_ARGUMENT1, read_bytes1)
bytes4 = _arg('bytes4', TAKEN_FROM_ARGUMENT4U, read_bytes4)
bytes8 = _arg('bytes8', TAKEN_FROM_ARGUMENT8U, read_bytes8)
bytearray8 = _arg('bytearray8', TAKEN_FROM_ARGUMENT8U, read_bytearray8)
unicodestringnl = _arg('unicodestringnl', UP_TO_NEWLINE, read_unicodestringnl)
unicodestring1 = _arg('unicodestring1', TAKEN_FROM_ARGUMENT1, read_unicodestring1)
unicodestring4 = _arg('unicodestring4', TAKEN_FROM_ARGUMENT4U, read_unicodestring4)
unicodestring8 = _arg('unicodestring8', TAKEN_FROM_ARGUMENT8U, read_unicodestring8)
decimalnl_short = _arg('decimalnl_short', UP_TO_NEWLINE, read_decimalnl_short)
decimalnl_long = _arg('decimalnl_long', UP_TO_NEWLINE, read_decimalnl_long)
floatnl = _arg('floatnl', UP_TO_NEWLINE, read_floatnl)
float8 = _arg('float8', 8, read_float8)
long1 = _arg('long1', TAKEN_FROM_ARGUMENT1, read_long1)
long4 = _arg('long4', TAKEN_FROM_ARGUMENT4, read_long4)


class StackObject:
    __slots__ = ('name', 'obtype', 'doc')

    def __init__(self, name, obtype, doc=''):
        self.name = name
        self.obtype = obtype
        self.doc = doc

    def __repr__(self):
        return self.name


anyobject = StackObject('any', object)
markobject = StackObject('mark', StackObject)
stackslice = StackObject('stackslice', StackObject)


class OpcodeInfo:
    __slots__ = ('name', 'code', 'arg', 'stack_before', 'stack_after', 'proto', 'doc')

    def __init__(self, name, code, arg, stack_before, stack_after, proto, doc=''):
        self.name = name
        self.code = code
        self.arg = arg
        self.stack_before = stack_before
        self.stack_after = stack_after
        self.proto = proto
        self.doc = doc


# The stack effects: the names of the stack objects, bottom first.
_stackobjects = {'any': anyobject, 'mark': markobject, 'stackslice': stackslice}


def _stack(spec):
    out = []
    for name in spec.split():
        if name not in _stackobjects:
            _stackobjects[name] = StackObject(name, object)
        out.append(_stackobjects[name])
    return out


_OPCODES = [
    # name, code, argument, stack before, stack after, protocol
    ('INT', 'I', decimalnl_short, '', 'int_or_bool', 0),
    ('BININT', 'J', int4, '', 'int', 1),
    ('BININT1', 'K', uint1, '', 'int', 1),
    ('BININT2', 'M', uint2, '', 'int', 1),
    ('LONG', 'L', decimalnl_long, '', 'int', 0),
    ('LONG1', '\x8a', long1, '', 'int', 2),
    ('LONG4', '\x8b', long4, '', 'int', 2),
    ('STRING', 'S', stringnl, '', 'bytes_or_str', 0),
    ('BINSTRING', 'T', string4, '', 'bytes_or_str', 1),
    ('SHORT_BINSTRING', 'U', string1, '', 'bytes_or_str', 1),
    ('BINBYTES', 'B', bytes4, '', 'bytes', 3),
    ('SHORT_BINBYTES', 'C', bytes1, '', 'bytes', 3),
    ('BINBYTES8', '\x8e', bytes8, '', 'bytes', 4),
    ('BYTEARRAY8', '\x96', bytearray8, '', 'bytearray', 5),
    ('NEXT_BUFFER', '\x97', None, '', 'buffer', 5),
    ('READONLY_BUFFER', '\x98', None, 'buffer', 'buffer', 5),
    ('NONE', 'N', None, '', 'None', 0),
    ('NEWTRUE', '\x88', None, '', 'bool', 2),
    ('NEWFALSE', '\x89', None, '', 'bool', 2),
    ('UNICODE', 'V', unicodestringnl, '', 'str', 0),
    ('SHORT_BINUNICODE', '\x8c', unicodestring1, '', 'str', 4),
    ('BINUNICODE', 'X', unicodestring4, '', 'str', 1),
    ('BINUNICODE8', '\x8d', unicodestring8, '', 'str', 4),
    ('FLOAT', 'F', floatnl, '', 'float', 0),
    ('BINFLOAT', 'G', float8, '', 'float', 1),
    ('EMPTY_LIST', ']', None, '', 'list', 1),
    ('APPEND', 'a', None, 'list any', 'list', 0),
    ('APPENDS', 'e', None, 'list mark stackslice', 'list', 1),
    ('LIST', 'l', None, 'mark stackslice', 'list', 0),
    ('EMPTY_TUPLE', ')', None, '', 'tuple', 1),
    ('TUPLE', 't', None, 'mark stackslice', 'tuple', 0),
    ('TUPLE1', '\x85', None, 'any', 'tuple', 2),
    ('TUPLE2', '\x86', None, 'any any', 'tuple', 2),
    ('TUPLE3', '\x87', None, 'any any any', 'tuple', 2),
    ('EMPTY_DICT', '}', None, '', 'dict', 1),
    ('DICT', 'd', None, 'mark stackslice', 'dict', 0),
    ('SETITEM', 's', None, 'dict any any', 'dict', 0),
    ('SETITEMS', 'u', None, 'dict mark stackslice', 'dict', 1),
    ('EMPTY_SET', '\x8f', None, '', 'set', 4),
    ('ADDITEMS', '\x90', None, 'set mark stackslice', 'set', 4),
    ('FROZENSET', '\x91', None, 'mark stackslice', 'frozenset', 4),
    ('POP', '0', None, 'any', '', 0),
    ('DUP', '2', None, 'any', 'any any', 0),
    ('MARK', '(', None, '', 'mark', 0),
    ('POP_MARK', '1', None, 'mark stackslice', '', 1),
    ('GET', 'g', decimalnl_short, '', 'any', 0),
    ('BINGET', 'h', uint1, '', 'any', 1),
    ('LONG_BINGET', 'j', uint4, '', 'any', 1),
    ('PUT', 'p', decimalnl_short, '', '', 0),
    ('BINPUT', 'q', uint1, '', '', 1),
    ('LONG_BINPUT', 'r', uint4, '', '', 1),
    ('MEMOIZE', '\x94', None, 'any', 'any', 4),
    ('EXT1', '\x82', uint1, '', 'any', 2),
    ('EXT2', '\x83', uint2, '', 'any', 2),
    ('EXT4', '\x84', int4, '', 'any', 2),
    ('GLOBAL', 'c', stringnl_noescape_pair, '', 'any', 0),
    ('STACK_GLOBAL', '\x93', None, 'str str', 'any', 4),
    ('REDUCE', 'R', None, 'any any', 'any', 0),
    ('BUILD', 'b', None, 'any any', 'any', 0),
    ('INST', 'i', stringnl_noescape_pair, 'mark stackslice', 'any', 0),
    ('OBJ', 'o', None, 'mark any stackslice', 'any', 1),
    ('NEWOBJ', '\x81', None, 'any any', 'any', 2),
    ('NEWOBJ_EX', '\x92', None, 'any any any', 'any', 4),
    ('PROTO', '\x80', uint1, '', '', 2),
    ('STOP', '.', None, 'any', '', 0),
    ('FRAME', '\x95', uint8, '', '', 4),
    ('PERSID', 'P', stringnl_noescape, '', 'any', 0),
    ('BINPERSID', 'Q', None, 'any', 'any', 1),
]

opcodes = []
for _name, _code, _arg, _before, _after, _proto in _OPCODES:
    opcodes.append(OpcodeInfo(_name, _code, _arg, _stack(_before),
                              _stack(_after), _proto))
del _name, _code, _arg, _before, _after, _proto

code2op = {op.code: op for op in opcodes}
name2i = {op.name: i for i, op in enumerate(opcodes)}


def _genops(data, yield_end_pos=False):
    if isinstance(data, bytes_types):
        data = io.BytesIO(data)
    getpos = getattr(data, 'tell', None)
    if getpos is None:
        getpos = lambda: None
    while True:
        pos = getpos()
        code = data.read(1)
        opcode = code2op.get(code.decode('latin-1'))
        if opcode is None:
            if code == b'':
                raise ValueError('pickle exhausted before seeing STOP')
            raise ValueError(f"at position {'<unknown>' if pos is None else pos}, "
                             f"opcode {code!r} unknown")
        arg = None if opcode.arg is None else opcode.arg.reader(data)
        if yield_end_pos:
            yield opcode, arg, pos, getpos()
        else:
            yield opcode, arg, pos
        if code == b'.':
            break


bytes_types = (bytes, bytearray)


def genops(pickle):
    """Yield (opcode, arg, pos) for each opcode of the pickle (bytes or a
    binary file), up to and including STOP: arg is the decoded argument
    (None when the opcode has none), pos the opcode's offset."""
    return _genops(pickle)


def optimize(p):
    """Return the pickle p without the memo stores that no fetch reads,
    the remaining ones renumbered (and protocol 4 pickles framed anew)."""
    ops = []
    gets = set()
    puts = []
    proto = 0
    protoheader = b''
    memo_count = 0
    for opcode, arg, pos, end in _genops(p, yield_end_pos=True):
        proto = max(proto, opcode.proto)
        if 'PUT' in opcode.name:
            ops.append((opcode, arg, pos, end))
            puts.append(arg)
        elif opcode.name == 'MEMOIZE':
            ops.append((opcode, memo_count, pos, end))
            puts.append(memo_count)
            memo_count += 1
        elif 'FRAME' in opcode.name:
            pass
        elif 'GET' in opcode.name:
            gets.add(arg)
            ops.append((opcode, arg, pos, end))
        elif opcode.name == 'PROTO':
            if arg > proto:
                proto = arg
            if pos == 0:
                protoheader = p[pos:end]
            else:
                ops.append((opcode, arg, pos, end))
        else:
            ops.append((opcode, arg, pos, end))
    del puts

    out = io.BytesIO()
    out.write(protoheader)
    pickler = pickle._Pickler(out, proto)
    if proto >= 4:
        pickler.framer.start_framing()
    newids = {}
    for opcode, arg, pos, end in ops:
        if opcode.name in ('PUT', 'BINPUT', 'LONG_BINPUT', 'MEMOIZE'):
            if arg not in gets:
                continue
            newids[arg] = len(newids)
            data = pickler.put(newids[arg])
        elif opcode.name in ('GET', 'BINGET', 'LONG_BINGET'):
            data = pickler.get(newids[arg])
        else:
            data = p[pos:end]
        if proto >= 4:
            pickler.framer.commit_frame()
        pickler.write(data)
    pickler.framer.end_framing()
    return out.getvalue()


def dis(pickle, out=None, memo=None, indentlevel=4, annotate=0):
    """Print a symbolic listing of the pickle to out (sys.stdout by
    default): one line per opcode with its offset, code, name and
    argument, indented by indentlevel spaces per open MARK. The stack and
    the memo are checked as the listing goes (ValueError on misuse); memo
    is a dict to carry the memo from one pickle to the next. annotate,
    which adds CPython's description of each opcode, is accepted and
    ignored."""
    stack = []
    if memo is None:
        memo = {}
    maxproto = -1
    markstack = []
    indentchunk = ' ' * indentlevel
    errormsg = None
    for opcode, arg, pos in genops(pickle):
        if pos is not None:
            print('%5d:' % pos, end=' ', file=out)
        line = '%-4s %s%s' % (repr(opcode.code)[1:-1],
                               indentchunk * len(markstack),
                               opcode.name)
        maxproto = max(maxproto, opcode.proto)
        before = opcode.stack_before
        after = opcode.stack_after
        numtopop = len(before)

        markmsg = None
        if markobject in before or (opcode.name == 'POP' and stack and stack[-1] is markobject):
            assert markobject not in after
            if markstack:
                markpos = markstack.pop()
                if markpos is None:
                    markmsg = '(MARK at unknown opcode offset)'
                else:
                    markmsg = '(MARK at %d)' % markpos
                while stack[-1] is not markobject:
                    stack.pop()
                stack.pop()
                try:
                    numtopop = before.index(markobject)
                except ValueError:
                    assert opcode.name == 'POP'
                    numtopop = 0
            else:
                errormsg = markmsg = 'no MARK exists on stack'

        if opcode.name in ('PUT', 'BINPUT', 'LONG_BINPUT', 'MEMOIZE'):
            if opcode.name == 'MEMOIZE':
                memo_idx = len(memo)
                markmsg = '(as %d)' % memo_idx
            else:
                assert arg is not None
                memo_idx = arg
            if memo_idx in memo:
                errormsg = 'memo key %r already defined' % arg
            elif not stack:
                errormsg = 'stack is empty -- can\'t store into memo'
            elif stack[-1] is markobject:
                errormsg = 'can\'t store markobject in the memo'
            else:
                memo[memo_idx] = stack[-1]
        elif opcode.name in ('GET', 'BINGET', 'LONG_BINGET'):
            if arg in memo:
                assert len(after) == 1
                after = [memo[arg]]
            else:
                errormsg = 'memo key %r has never been stored into' % arg

        if arg is not None or markmsg:
            line += ' ' * (10 - len(opcode.name))
            if arg is not None:
                line += ' ' + repr(arg)
            if markmsg:
                line += ' ' + markmsg
        print(line, file=out)

        if errormsg:
            raise ValueError(errormsg)

        if len(stack) < numtopop:
            raise ValueError('tries to pop %d items from stack with only %d items' %
                             (numtopop, len(stack)))
        if numtopop:
            del stack[-numtopop:]
        if markobject in after:
            assert markobject not in before
            markstack.append(pos)
        stack.extend(after)

    print('highest protocol among opcodes =', maxproto, file=out)
    if stack:
        raise ValueError('stack not empty after STOP: %r' % stack)


def _main(args=None):
    import argparse
    parser = argparse.ArgumentParser(description='disassemble one or more pickle files')
    parser.add_argument('pickle_file', nargs='+', help='the pickle file')
    parser.add_argument('-o', '--output', help='the file where the output should be written')
    parser.add_argument('-m', '--memo', action='store_true',
                        help='preserve memo between disassemblies')
    parser.add_argument('-l', '--indentlevel', default=4, type=int,
                        help='the number of blanks by which to indent a new MARK level')
    parser.add_argument('-a', '--annotate', action='store_true',
                        help='annotate each line with a short opcode description')
    parser.add_argument('-p', '--preamble', default='==> {name} <==',
                        help='if more than one pickle file is specified, print this before each disassembly')
    ns = parser.parse_args(args)
    out = open(ns.output, 'w') if ns.output else sys.stdout
    try:
        memo = {} if ns.memo else None
        for i, name in enumerate(ns.pickle_file):
            if len(ns.pickle_file) > 1:
                if i:
                    print(file=out)
                print(ns.preamble.format(name=name), file=out)
            with open(name, 'rb') as f:
                dis(f, out, memo, ns.indentlevel, ns.annotate)
    finally:
        if out is not sys.stdout:
            out.close()


if __name__ == '__main__':
    _main()
