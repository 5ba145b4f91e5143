# isinstance() against runtime-checkable protocols finds members without
# running code (as inspect.getattr_static), and issubclass() verdicts are
# cached per class as ABCMeta caches them.
from typing import Protocol, runtime_checkable


@runtime_checkable
class HasX(Protocol):
    x: int


@runtime_checkable
class CanRun(Protocol):
    def run(self): ...


@runtime_checkable
class Both(Protocol):
    x: int

    def run(self): ...


class Loud:
    @property
    def x(self):
        print('  property ran')
        raise AttributeError('no x')

    def run(self):
        return 1


class Dynamic:
    def __getattr__(self, name):
        print('  __getattr__', name)
        return 1


class NoneRun:
    run = None


class NoneX:
    x = None


class InstNone:
    def __init__(self):
        self.run = None
        self.x = None


class Slotted:
    __slots__ = ('x',)


class DataDesc:
    def __get__(self, obj, cls):
        return None

    def __set__(self, obj, value):
        pass


class WithDesc:
    x = DataDesc()

    def __init__(self):
        self.__dict__['x'] = None


class ShadowDict:
    @property
    def __dict__(self):
        print('  __dict__ ran')
        return {'x': 1}


class Meta(type):
    x = 5

    def run(cls):
        return 2


class ByMeta(metaclass=Meta):
    pass


class ClassRun:
    def run(self):
        pass


def check(label, obj):
    print(label, isinstance(obj, HasX), isinstance(obj, CanRun), isinstance(obj, Both))


check('Loud', Loud())
check('Dynamic', Dynamic())
check('NoneRun', NoneRun())
check('NoneX', NoneX())
check('InstNone', InstNone())
check('Slotted', Slotted())
check('WithDesc', WithDesc())
check('ShadowDict', ShadowDict())
check('ByMeta class', ByMeta)
check('ByMeta inst', ByMeta())
check('ClassRun class', ClassRun)
check('int', 3)
check('str', 'run')
check('module', __import__('sys'))

# issubclass() with method members: the verdict is kept per class.
print(issubclass(ClassRun, CanRun), issubclass(NoneRun, CanRun), issubclass(int, CanRun))


class Later:
    pass


print(issubclass(Later, CanRun), isinstance(Later(), CanRun))
Later.run = lambda self: 0
print(issubclass(Later, CanRun), isinstance(Later(), CanRun))


class Gains:
    pass


g = Gains()
print(isinstance(g, CanRun))
g.run = print
print(isinstance(g, CanRun), issubclass(Gains, CanRun))

# A registered class is a subclass even without the members.
CanRun.register(NoneRun)
print(issubclass(NoneRun, CanRun), isinstance(NoneRun(), CanRun))


# A protocol that extends another, and annotations on a protocol.
@runtime_checkable
class HasXY(HasX, Protocol):
    y: int


class XY:
    x = 1
    y = 2


print(isinstance(XY(), HasXY), isinstance(XY(), HasX), isinstance(NoneX(), HasXY))
try:
    issubclass(XY, HasX)
except TypeError as e:
    print('TypeError', e)


@runtime_checkable
class RunProto(Protocol):
    def run(self): ...


@runtime_checkable
class SubRun(RunProto, Protocol):
    def stop(self): ...


print(issubclass(SubRun, RunProto), issubclass(RunProto, SubRun))
