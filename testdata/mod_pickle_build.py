# pickle.loads of instances: NEWOBJ and BUILD for plain classes (done
# without Python code) beside classes that need theirs: __setstate__,
# __getattr__, __new__, slots, unusual states.
import collections
import pickle


class Plain:
    def __init__(self, a, b):
        self.a = a
        self.b = b


class Hooked:
    def __init__(self):
        self.v = 1

    def __getattr__(self, name):
        print('  __getattr__', name)
        raise AttributeError(name)


class SetState:
    def __init__(self):
        self.v = [1, 2]

    def __setstate__(self, state):
        print('  __setstate__', sorted(state))
        self.__dict__.update(state, restored=True)


class NewArgs:
    def __new__(cls, *args):
        print('  __new__', args)
        return super().__new__(cls)

    def __init__(self, x):
        self.x = x

    def __getnewargs__(self):
        return (self.x,)


class CustomNew:
    def __new__(cls):
        print('  CustomNew.__new__')
        return super().__new__(cls)


class Slots:
    __slots__ = ('p', 'q')

    def __init__(self):
        self.p = 1
        self.q = [2]


class SlotsAndDict:
    __slots__ = ('p', '__dict__')

    def __init__(self):
        self.p = 'slot'
        self.d = 'dict'


class OddState:
    def __reduce__(self):
        return (OddState, (), collections.OrderedDict(k=1))


class IntKeys:
    def __reduce__(self):
        return (IntKeys, (), {1: 'one', 'two': 2})


class TupleState:
    def __reduce__(self):
        return (TupleState, (), ({'d': 1}, None))


class EmptyState:
    def __reduce__(self):
        return (EmptyState, (), {})


class Shared:
    pass


sh = Shared()
sh.me = sh
sh.items = [sh, Plain(1, 2)]
cn = CustomNew()
cn.z = 3

objs = [Plain(1, 'x'), Plain([1, 2], {'k': (3,)}), Hooked(), SetState(), NewArgs(5),
        cn, Slots(), SlotsAndDict(), OddState(), IntKeys(),
        EmptyState(), sh]
for proto in range(2, 6):
    data = pickle.dumps(objs, proto)
    print(proto, len(data), data == pickle.dumps(objs, proto))
    back = pickle.loads(data)
    for o in back:
        d = getattr(o, '__dict__', None)
        slots = {s: getattr(o, s) for s in getattr(type(o), '__slots__', ()) if s != '__dict__'}
        if d is not None and d.get('me') is o:
            print('', type(o).__name__, 'cycle', d['items'][0] is o, vars(d['items'][1]))
        else:
            print('', type(o).__name__, d, slots)

# CPython's C unpickler (behind pickle.loads) wants a dict as the slot
# state of a 2-tuple state, even None.
for proto in range(2, 6):
    try:
        pickle.loads(pickle.dumps(TupleState(), proto))
    except pickle.UnpicklingError as e:
        print(proto, 'UnpicklingError', e)


# The bytes of plain instances (reduced without calling __reduce_ex__
# after the first): shared instances, empty ones, subclasses, an
# instance whose __dict__ is also pickled, instances of classes that
# change how they reduce.
class Sub(Plain):
    pass


class GetState(Plain):
    def __getstate__(self):
        return {'only': self.a}


class Reduce(Plain):
    def __reduce_ex__(self, proto):
        return (Reduce, (self.a, self.b))


empty = Shared()
p1 = Plain(1, 'x')
p2 = Plain(2.5, None)
shared_dict = Plain('d', [1])
tree = [p1, p2, p1, empty, Sub(3, (p1,)), GetState(4, 5), Reduce(6, 7), shared_dict,
        shared_dict.__dict__, [Plain(i, str(i)) for i in range(3)]]
for proto in range(2, 6):
    data = pickle.dumps(tree, proto)
    print(proto, data)
    back = pickle.loads(data)
    print(back[0] is back[2], back[8] is back[7].__dict__, back[4].b[0] is back[0],
          vars(back[5]), vars(back[6]), [vars(o) for o in back[9]])
