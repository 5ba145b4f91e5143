import pickle, copyreg, io, datetime, collections, re

from pickle_fixtures import *

objs = [None, True, False, 0, 1, -1, 255, 256, 65535, 65536, -129, 2**31 - 1, 2**31, -2**31, -2**31 - 1,
        2**63, -10**40, 1.5, -0.0, float('inf'),
        '', 'abc', 'caf\u00e9', '\u20ac\U0001f600', 'a\nb\\c\0', 'x' * 300,
        b'', b'abc', b'\x00\xff' * 200, bytearray(b'xyz'), bytearray(),
        (), (1,), (1, 2), (1, 2, 3), (1, 2, 3, 4), [], [1], [1, 2, 'a'], {}, {'a': 1}, {'a': 1, 'b': [2, 3]},
        set(), {1, 2, 3}, frozenset(), frozenset({4, 5}), 1j, ('a', 'a'), [[], []]]

for proto in range(6):
    print('--- protocol', proto)
    for obj in objs:
        try:
            data = pickle.dumps(obj, proto)
        except Exception as e:
            print(addr(obj), 'dumps', type(e).__name__, e)
            continue
        back = pickle.loads(data)
        same = back == obj or (back is obj) or repr(back) == repr(obj) or (obj != obj)
        print(addr(obj), type(back).__name__, same, data if len(data) < 120 else (len(data), data[:40], data[-20:]))

