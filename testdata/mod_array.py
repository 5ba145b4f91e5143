# array module
from array import array
import array as arraymod

def show(expr):
    try:
        print(expr, "->", repr(eval(expr)))
    except Exception as e:
        print(expr, "!!", type(e).__name__, e)

for tc in 'bBhHiIlLqQ':
    for v in [2**64, -2**64, 2**7, -129, 256, -1, 2**15, 2**16, 2**31, 2**32, 2**63]:
        try:
            array(tc, [v])
        except OverflowError as e:
            print(tc, v, type(e).__name__, e)
for t in ['array("i", [1.5])', 'array("d", ["a"])', 'array("z")', 'array("i", "abc")', 'array("u", "abc")',
          'array("i", [1,2])[5]', 'array("i", [1,2]).index(5)', 'array("i", [1,2]).remove(5)', 'array("i").pop()',
          'array("i", [1]) + array("d", [1])', 'array("i", [1]) + [1]', 'array("i", [1,2,3])[1:]',
          'array("i", [1,2]) == array("d", [1.0, 2.0])', 'array("i", [1,2]) < array("i", [1,3])',
          'array("i", bytes([1, 0, 0, 0]))', 'array("i").frombytes(b"ab")', 'array("b", [1,2]).tobytes()',
          'array("i", range(3))', 'array("f", [0.1])', 'repr(array("d"))', 'array("i", [1]) * 3', '2 * array("h", [1, 2])',
          'array("i", [1,2]).itemsize', 'array("q").typecode', 'array("i",[3,1,2]).tolist()', 'hash(array("i"))',
          'array("w", "ab")', 'array("u", ["a"])', 'array("i", array("d", [1.0]))', 'array("d", array("i", [1]))',
          'array("i", [1]).extend(array("d",[1.0]))', 'array("i", [1,2,3]).count(2)', 'array("i")["a"]',
          'array("i", [1]).insert(5, 3)', 'array()', 'array(1)', 'array("ii")', 'array("B", [1,2]).buffer_info()[1]',
          'array("i",[1,2,3,4])[::2]', 'array("i",[1,2,3,4])[::-1]', 'array("i", [1, 2]) == [1, 2]',
          'array("d", [1.5, -2.25]).tobytes()', 'array("H", [1, 258]).tobytes()', 'array("L", [2**64 - 1])',
          'array("u", "hi").tounicode()', 'array("i", [5, 6]).index(6)', 'array("b", b"\\x01\\xff")',
          'len(array("q", range(10)))', '3 in array("i", [1, 2, 3])', 'list(array("B", b"abc"))',
          'sum(array("d", [0.5, 0.25]))', 'array("i", [4, 5, 6]).pop(1)', 'array("i", [1, 2, 3]).index(3, -1)']:
    show(t)
a = array('i', [1, 2, 3])
a[1:2] = array('i', [7, 8, 9]); print(a)
del a[0]; print(a)
a.reverse(); print(a)
try:
    a[0:1] = [1]
except TypeError as e:
    print(type(e).__name__, e)
a.append(5); a.extend([6, 7]); a.insert(0, -1)
print(a, a.pop(), a.pop(0), len(a), 5 in a, list(reversed(a)))
a += array('i', [100]); print(a)
a *= 2; print(a)
a[-1] = 42; print(a[-1], a[0])
del a[::2]; print(a)
b = array('h', [1, 2, 3]); b.byteswap(); print(b)
c = array('d'); c.fromlist([1.0, 2.5]); print(c, c.tolist())
print(arraymod.typecodes, array.__name__, array.__module__)
class MyArr(array):
    pass
m = MyArr('i', [1, 2])
print(m, type(m).__name__, m[0], isinstance(m, array))
