# The types of builtin methods and descriptors: builtin_function_or_method,
# method-wrapper, method_descriptor, wrapper_descriptor,
# classmethod_descriptor; their attributes, reprs (addresses masked) and
# the inspect predicates over them.
import types, inspect, re
def m(r): return re.sub(r' at 0x[0-9a-f]+', ' at 0xADDR', r)
for o in [[].append, "".join, {}.get, (1).bit_length, list.append, dict.fromkeys, int.__add__, (1).__add__, len, object.__init__, object().__init__, str.__dict__['join'], int.from_bytes, bytes.fromhex, object.__new__, type.__call__, [].__len__, list.__len__, list.__init__, object.__str__, object().__str__, "".__class__.__getitem__, list.__class_getitem__, str.maketrans, [].__getitem__, list.__getitem__, object.__subclasshook__, object.__init_subclass__, dict.__dict__['fromkeys'], [].__iter__, int.__dict__['bit_length']]:
    print(type(o), m(repr(o)))
    print(' ', getattr(o,'__name__',None), getattr(o,'__qualname__',None), m(repr(getattr(o,'__self__','NO'))), inspect.isbuiltin(o), inspect.ismethoddescriptor(o), inspect.isroutine(o), inspect.isfunction(o), inspect.ismethod(o), callable(o))
print(types.BuiltinMethodType, types.BuiltinFunctionType, types.MethodDescriptorType, types.WrapperDescriptorType, types.MethodWrapperType, types.ClassMethodDescriptorType, types.GetSetDescriptorType)
print(isinstance([].append, types.BuiltinMethodType), isinstance(list.append, types.MethodDescriptorType))
print([].append.__self__, [].append.__module__ if hasattr([].append,'__module__') else 'nomod', len.__self__, len.__module__)
print(list.append.__objclass__, int.__add__.__objclass__)
a=[]; f=a.append; f(3); print(a, f.__self__ is a, [].append == [].append, a.append == a.append, a.append is a.append)
import pickle, copy, weakref, functools
print(m(repr(list.__new__)), list.__new__.__self__, list.__new__.__qualname__, type(list.__new__))
print(m(repr(str.maketrans)), type(str.maketrans), str.maketrans.__self__)
print(m(repr(dict.__dict__['fromkeys'])), dict.__dict__['fromkeys'].__name__, dict.__dict__['fromkeys'].__objclass__, dict.__dict__['fromkeys'](dict, 'ab'))
print(m(repr(dict.__dict__['fromkeys'].__get__(None, dict))))
class D(dict): pass
print(m(repr(D.fromkeys)), D.fromkeys.__qualname__, D.fromkeys('x'), type(D.fromkeys('x')))
print(D().fromkeys.__self__)
class L(list): pass
print(L().append.__qualname__, (1).__add__.__qualname__, (True).__add__.__qualname__)
print(pickle.loads(pickle.dumps(len)), m(repr(pickle.loads(pickle.dumps([1].append)))))
print(m(repr(pickle.loads(pickle.dumps(list.append)))))
print([].append.__reduce__()[1], list.append.__reduce__()[1], len.__reduce__())
print(copy.deepcopy(len), copy.copy(len))
a=[1]
f = a.append
print(copy.copy(f) is f)
try: [].append.__func__
except AttributeError as e: print(e)
try: list.append.__self__
except AttributeError as e: print(e)
try: [].append.foo
except AttributeError as e: print(e)
print(hash(a.append) == hash(a.append), a.append == a.append, a.append != a.append, a.append == [].append, (1).__add__ == (1).__add__)
print(list.append.__get__(None, list) is list.append)
try: list.append.__get__(1)
except TypeError as e: print(e)
print(type(list.__dict__['append'].__get__(a)), list.__dict__['append'].__get__(a)(5), a)
try: type(len)()
except TypeError as e: print(e)
try: type(list.append)()
except TypeError as e: print(e)
try: types.MethodWrapperType()
except TypeError as e: print(e)
try: types.BuiltinFunctionType.__call__(list.append, a, 1)
except TypeError as e: print(e)
print(types.MethodDescriptorType.__call__(list.append, a, 1), a)
print(type([].append).__name__, type([].append).__module__, type([].__len__).__qualname__)
w = weakref.ref(len); print(w() is len)
try: weakref.ref(list.append)
except TypeError as e: print(e)
try: weakref.ref((1).__add__)
except TypeError as e: print(e)
print(inspect.isbuiltin([].append), inspect.isbuiltin(len), inspect.isbuiltin(list.append), inspect.ismethod([].append), inspect.isroutine(list.append), inspect.ismethodwrapper((1).__add__), inspect.isroutine((1).__add__))
print(inspect.ismethoddescriptor(int.__add__), inspect.ismethoddescriptor(len), inspect.ismethoddescriptor(dict.__dict__['fromkeys']))
print(callable([].append), [].append.__doc__ is None or isinstance([].append.__doc__, str))
print(m(repr(functools.partial([].append))))
class C:
    f = len
    g = list.append
c = C()
print(c.f is len)
try: c.g
except TypeError as e: print(e)
print(sorted(set(dir([].append)) - set(dir(object))))
print(sorted(set(dir(list.append)) - set(dir(object))))
print(sorted(set(dir((1).__add__)) - set(dir(object))))
print(m(repr(super(D, D()).fromkeys)), m(repr(super(L, L()).append)), m(repr(super(L, L()).__len__)))
print(type(object.__init_subclass__), type(int.__dict__['from_bytes']), type(object.__dict__['__subclasshook__']))
print(isinstance([].append, types.BuiltinMethodType), isinstance(list.append, types.MethodDescriptorType), isinstance(int.__add__, types.WrapperDescriptorType), isinstance((1).__add__, types.MethodWrapperType))
print(types.MethodType(list.append, a).__func__ is list.append, m(repr(types.MethodType(len, a))))
