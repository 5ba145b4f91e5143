# -*- coding: latin-1 -*-
# A source file in Latin-1 (PEP 263): the bytes below are not UTF-8.
s = "café ½"
print(s, len(s), [hex(ord(c)) for c in s])
