# __slots__ names are checked with str.isidentifier()'s rules (Unicode
# XID_Start/XID_Continue, including Other_ID_Start such as U+2118 and
# Other_ID_Continue such as U+00B7), and private ones are mangled.
for names in [('\u2118',), ('x\u00b7',), ('a1',), ('1a',), ('x y',), ('\u2115',),
              ('x\u0300',), ('',), ('x\u2118',), ('\u00b7x',), ('\u212e',), ('_',),
              ('x\u0903',), ('\u0903',), ('x-y',)]:
    try:
        C = type('C', (), {'__slots__': names})
        print(ascii(names), 'ok', ascii([n for n in C.__dict__ if n not in ('__module__', '__slots__', '__doc__')]))
    except TypeError as e:
        print(ascii(names), 'TypeError', e)


class _Priv:
    __slots__ = ('__a', '__b__', '_c', '__\u2118')

    def __init__(self):
        self.__a = 1
        self.__b__ = 2
        self._c = 3
        self.__℘ = 4

    def get(self):
        return self.__a, self.__b__, self._c, self.__℘


p = _Priv()
print(p.get(), ascii(sorted(n for n in _Priv.__dict__ if 'P' in n or 'b' in n or 'c' in n)))
for name in ('___', '__'):
    D = type(name, (), {'__slots__': ('__x',)})
    print(name, ascii([n for n in D.__dict__ if 'x' in n]))
