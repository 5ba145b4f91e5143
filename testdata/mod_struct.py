# struct module
import struct

def show(expr):
    try:
        print(expr, "->", repr(eval(expr)))
    except Exception as e:
        print(expr, "!!", type(e).__name__, e)

print(struct.calcsize('@bhiq'), struct.calcsize('=bhiq'), struct.calcsize('@ci'), struct.calcsize('P'),
      struct.calcsize('3s2xi'), struct.calcsize('@lL'), struct.calcsize('<lL'), struct.calcsize('e'),
      struct.calcsize('?'), struct.calcsize('@hi0q'), struct.calcsize(''), struct.calcsize('10s'))
print(struct.pack('<hHiIqQ', -1, 2, -3, 4, -5, 6))
print(struct.pack('>d', 1.5), struct.pack('<f', 0.1), struct.pack('e', 1.5), struct.pack('5s', b'ab'),
      struct.pack('3p', b'abcd'), struct.pack('?c', 5, b'x'), struct.pack('@bi', 1, 2))
print(struct.unpack('<hHiIqQ', struct.pack('<hHiIqQ', -1, 2, -3, 4, -5, 6)))
print(struct.unpack('>d', struct.pack('>d', 1.5)), struct.unpack('3p', b'\x02abcd'[:3]),
      struct.unpack('<f', struct.pack('<f', 0.1)))
print(struct.pack('!I', 0xdeadbeef), struct.unpack('!I', b'\xde\xad\xbe\xef'), struct.pack('>q', -2))
print(struct.unpack('<Q', b'\xff' * 8), struct.unpack('<q', b'\xff' * 8), struct.unpack('>H', b'\x01\x02'))
for v in [0.0, -0.0, 1.0, 65504.0, 6.1e-05, 5.96e-08, 1e-8, 0.333, float('inf'), -2.5, 1.0009765625, 1.00048828125]:
    b = struct.pack('<e', v)
    print(v, b, struct.unpack('<e', b))
for t in ['struct.pack("b", 200)', 'struct.pack("B", -1)', 'struct.pack("h", 2**15)', 'struct.pack("<h", 2**15)',
          'struct.pack("H", -1)', 'struct.pack("i", 2**31)', 'struct.pack("I", 2**32)', 'struct.pack("q", 2**63)',
          'struct.pack("Q", -1)', 'struct.pack("<Q", 2**64)', 'struct.pack("l", 2**63)', 'struct.pack("<l", 2**31)',
          'struct.pack("i", 1.5)', 'struct.pack("i", "a")', 'struct.pack("ii", 1)', 'struct.pack("i", 1, 2)',
          'struct.pack("c", b"ab")', 'struct.pack("c", "a")', 'struct.pack("s", "a")', 'struct.unpack("i", b"ab")',
          'struct.pack("z", 1)', 'struct.pack("3", 1)', 'struct.pack("<n", 1)', 'struct.pack("e", 1e10)',
          'struct.pack("f", "x")', 'struct.unpack_from("i", b"abcdefgh", 2)', 'struct.unpack_from("i", b"abcd", 2)',
          'list(struct.iter_unpack("<h", bytes([1, 0, 2, 0])))', 'struct.iter_unpack("<h", bytes([1]))',
          'struct.Struct("<i").size', 'struct.Struct("<i").format', 'struct.Struct("<i").pack(5)',
          'struct.Struct("<i").unpack(b"\\x05\\x00\\x00\\x00")', 'struct.pack("<?", [])', 'struct.pack(">I", True)',
          'struct.pack("b", -129)', 'struct.pack("4x")', 'struct.pack(" < i ", 1)', 'struct.calcsize("ii 3x")',
          'struct.pack("i", 2**70)', 'struct.pack("Q", 2**70)', 'struct.unpack("2s", b"ab")', 'struct.pack("0s", b"a")',
          'struct.pack("<d", 2)', 'struct.pack("n", 2**63)', 'struct.pack("N", -1)', 'struct.pack(b"<i", 7)',
          'struct.Struct("i").unpack_from(b"\\x01\\x00\\x00\\x00\\x02\\x00\\x00\\x00", offset=4)',
          'struct.pack("<2h3s?", 1, 2, b"xyz", False)', 'struct.unpack("<2h3s?", b"\\x01\\x00\\x02\\x00xyz\\x01")',
          'issubclass(struct.error, Exception)']:
    show(t)
buf = bytearray(10)
struct.pack_into('<hi', buf, 2, 7, -1)
print(buf)
try:
    struct.pack_into('<i', buf, 8, 1)
except struct.error as e:
    print('error', e)
s = struct.Struct('>3sH')
print(s.size, s.pack(b'ab', 258), s.unpack(b'ab\x00\x01\x02'), list(s.iter_unpack(b'abc\x00\x01xyz\x00\x02')))
