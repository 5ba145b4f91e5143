# A descriptor with only __delete__ (or only __set__) is still a data
# descriptor: assigning (deleting) through it raises AttributeError naming
# the missing method instead of touching the instance dict.
class DelOnly:
    def __delete__(self, obj):
        print('delete called', type(obj).__name__)

class SetOnly:
    def __set__(self, obj, value):
        print('set called', value)

class DelGet(DelOnly):
    def __get__(self, obj, cls=None):
        return 'from __get__'

class C:
    d = DelOnly()
    s = SetOnly()
    dg = DelGet()

c = C()
for name in ['d', 's', 'dg']:
    try:
        setattr(c, name, 1)
        print('set', name, 'ok')
    except AttributeError as e:
        print('set', name, 'AttributeError', e)
    try:
        delattr(c, name)
        print('del', name, 'ok')
    except AttributeError as e:
        print('del', name, 'AttributeError', e)
print(sorted(c.__dict__))
print(c.dg, type(c.d).__name__, type(c.s).__name__)
# the instance dict does not shadow a data descriptor, even a partial one
c.__dict__['dg'] = 'inst'
c.__dict__['d'] = 'inst'
print(c.dg, c.d)
try:
    c.d = 2
except AttributeError as e:
    print('AttributeError', e)
print(c.__dict__)
