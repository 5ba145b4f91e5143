# array.array with type code 'u' warns that the code is deprecated (3.13),
# at the caller's line; 'w' does not.
import array, warnings
a = array.array('u', 'hi')
print(a, a.tounicode())
b = array.array('w', 'ok')
print(b)
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter('always')
    array.array('u')
    print([(x.category.__name__, str(x.message), x.lineno) for x in w])
try:
    with warnings.catch_warnings():
        warnings.simplefilter('error')
        array.array('u', 'x')
except DeprecationWarning as e:
    print('raised', e)
def f():
    return array.array('u', 'in function')
print(f())
