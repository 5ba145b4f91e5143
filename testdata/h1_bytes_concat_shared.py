b = b""
for i in range(3000):
    b += bytes([i % 251])
print(len(b), sum(b), b[-5:])
import sys
b = b""
for i in range(20000):
    b += b"y"
print(len(b))
a = b"x" * 40
c1 = a + b"1"
c2 = a + b"2"
c3 = c1 + b"3"
c4 = c1 + b"4"
print(a, c1, c2, c3, c4)
ba = bytearray(b"q" * 40)
r = ba + b"z"
ba[0] = 65
print(type(r).__name__, r[:3], b"k" * 40 + ba[:2], bytes(ba[:3]) + memoryview(b"mv"))
class B(bytes): pass
x = B(b"s" * 40) + b"t"
print(type(x).__name__, x[-3:])
acc = b""
parts = []
for i in range(200):
    acc += bytes([i % 256]) * 3
    parts.append(acc)
print(len(parts[-1]), all(parts[i] == parts[-1][:len(parts[i])] for i in range(200)), hash(parts[50]) == hash(bytes(parts[50])))
