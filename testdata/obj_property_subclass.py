# A property subclass that overrides __get__ is honoured for instance and
# class access (enum's member-or-attribute property relies on it).
import enum

class loud(property):
    def __get__(self, obj, owner=None):
        if obj is None:
            return "class-level " + self.fget.__name__
        return "instance " + str(super().__get__(obj, owner))

class C:
    @loud
    def size(self):
        return 3

print(C.size)
print(C().size)

class Meta(type):
    @loud
    def kind(cls):
        return cls.__name__

class D(metaclass=Meta):
    pass

print(D.kind)

class Q(enum.Enum):
    value = 1
    other = 2

print(Q.value, Q.value, Q.other.value, Q.value.value, Q(2))
