package interp

import (
	"testing"

	rt "github.com/cpjit/cpjit/lang/runtime"
	"github.com/stretchr/testify/require"
)

// cacheKinds returns the attribute cache kinds (instance caches and object
// caches) that the sites of the function named fn hold after a run.
func cacheKinds(in *Interp, fn string) (attr, obj map[uint8]bool) {
	attr, obj = map[uint8]bool{}, map[uint8]bool{}
	for code, ci := range in.codes {
		if code.Name != fn {
			continue
		}
		for i := range ci.attr {
			for _, c := range ci.attr[i] {
				if c.cls != nil {
					attr[c.kind] = true
				}
			}
		}
		for _, c := range ci.obj {
			obj[c.kind] = true
		}
	}
	return attr, obj
}

// The loads the generic lookup used to answer at every execution are
// answered by the inline caches: properties, builtin data descriptors,
// static and class methods read through instances, super() methods,
// class methods, metaclass methods and metaclass data descriptors on
// classes (testdata/interp_attr_caches.py checks what invalidates them).
func TestAttributeCacheKinds(t *testing.T) {
	src := `
class Meta(type):
    def tag(cls):
        return 1
class Base(metaclass=Meta):
    def m(self):
        return 4
class K(Base):
    def __init__(self):
        self._v = 3
    @property
    def v(self):
        return self._v
    @staticmethod
    def sm(x):
        return x
    @classmethod
    def cm(cls, x):
        return x
    def m(self):
        return super().m()
def f(o):
    return (o.v, o.__class__, o.sm(1), o.cm(2), o.m(), K.cm(3), K.tag(), K.__name__)
for _ in range(3):
    r = f(K())
print(r[0], r[2:5], r[5:])
`
	out, err, in := runSource(t, src, nil)
	require.NoError(t, err)
	require.Equal(t, "3 (1, 2, 4) (3, 1, 'K')\n", out)
	attr, obj := cacheKinds(in, "f")
	for _, k := range []uint8{attrProperty, attrGetSet, attrStatic, attrClassMethod} {
		require.True(t, attr[k], "attribute cache kind %d missing: %v", k, attr)
	}
	for _, k := range []uint8{objClassMethod, objMetaMethod, objMetaGetSet} {
		require.True(t, obj[k], "object cache kind %d missing: %v", k, obj)
	}
	_, obj = cacheKinds(in, "m")
	require.True(t, obj[objSuper], "super() method not cached: %v", obj)
}

// super().m(...) makes no super object when the LOAD_METHOD after the
// call has the method cached (superMethod): the loop allocates nothing per
// iteration.
func TestSuperMethodAllocatesNothing(t *testing.T) {
	src := `
class A:
    def m(self, x):
        return x
class B(A):
    def m(self, x):
        return super().m(x) + 1
def f(n):
    o = B()
    s = 0
    for i in range(n):
        s += o.m(i)
    return s
print(f(10))
`
	out, err, in := runSource(t, src, nil)
	require.NoError(t, err)
	require.Equal(t, "55\n", out)
	vm := in.vm
	f, ok := in.Main.Dict().GetStr(vm, "f")
	require.True(t, ok)
	var r rt.Value
	allocs := testing.AllocsPerRun(5, func() {
		r, err = in.call(f, []rt.Value{rt.SmallInt(1000)}, nil)
	})
	require.NoError(t, err)
	require.Equal(t, rt.SmallInt(1000*999/2+1000), r)
	require.Less(t, allocs, 100.0, "Go allocations per 1000 super().m() calls")
}

// Keyword calls of Python functions make no Go allocation for the
// keyword arguments (kwScratch); method calls with keywords still make a
// bound method (LOAD_ATTR), but no keyword slice.
func TestKeywordCallsAllocateNothing(t *testing.T) {
	src := `
class P:
    def m(self, a, b=1, c=2):
        return a + b + c
def g(a, b=1, c=2):
    return a + b + c
def f(n):
    p = P()
    s = 0
    for i in range(n):
        s += g(i, c=3) + g(a=i, b=2) + p.m(i, c=0)
    return s
print(f(10))
`
	out, err, in := runSource(t, src, nil)
	require.NoError(t, err)
	require.Equal(t, "225\n", out)
	f, ok := in.Main.Dict().GetStr(in.vm, "f")
	require.True(t, ok)
	var r rt.Value
	allocs := testing.AllocsPerRun(5, func() {
		r, err = in.call(f, []rt.Value{rt.SmallInt(1000)}, nil)
	})
	require.NoError(t, err)
	require.Equal(t, rt.SmallInt(3*1000*999/2+1000*(4+4+1)), r)
	require.Less(t, allocs, 1100.0, "Go allocations per 3000 keyword calls (1000 bound methods)")
}

// An attribute site whose receivers are several classes (typ.__repr__
// over the types a formatter dispatches on, k.make() over classes) or
// builtin objects of several types (o.copy()) keeps an entry per receiver
// class (objCache.more), and a class's own attribute is cached although
// the metaclass has a non-data descriptor of that name (type.__repr__).
func TestPolymorphicObjectCaches(t *testing.T) {
	src := `
class A:
    @staticmethod
    def make():
        return 1
class B:
    @staticmethod
    def make():
        return 2
def f(classes, objs):
    return [t.__repr__ for t in classes], [k.make() for k in (A, B)], [o.copy() for o in objs]
for _ in range(3):
    r = f((int, str, A, tuple), ([1], {2: 3}))
print(r[0][0] is int.__repr__, r[0][2] is object.__repr__, r[1], r[2])
`
	out, err, in := runSource(t, src, nil)
	require.NoError(t, err)
	require.Equal(t, "True True [1, 2] [[1], {2: 3}]\n", out)
	// Each site's receivers' classes, over its first entry and the others.
	sites := 0
	for code, ci := range in.codes {
		if code.Name != "f" && code.Name != "<listcomp>" {
			continue
		}
		for i := range ci.obj {
			c := &ci.obj[i]
			if !polyKind(c.kind) {
				continue
			}
			classes := map[*rt.Class]bool{c.cls: true}
			if c.more != nil {
				for _, e := range c.more.e {
					if polyKind(e.kind) {
						classes[e.cls] = true
					}
				}
			}
			require.GreaterOrEqual(t, len(classes), 2, "site %d holds one receiver class", i)
			sites++
		}
	}
	require.Equal(t, 3, sites)
}

// Data descriptors of builtin types read through their instances
// (frame.f_back, code.co_name) are cached (objGetSet), as a logging
// handler walking the stack reads them.
func TestBuiltinGetSetCached(t *testing.T) {
	src := `
import sys
def f():
    fr = sys._getframe()
    n = 0
    while fr is not None:
        n += len(fr.f_code.co_name)
        fr = fr.f_back
    return n
for _ in range(3):
    r = f()
print(r)
`
	out, err, in := runSource(t, src, nil)
	require.NoError(t, err)
	require.Equal(t, "9\n", out)
	_, obj := cacheKinds(in, "f")
	require.True(t, obj[objGetSet], "builtin data descriptor not cached: %v", obj)
}

// A call of a function with *args and **kwargs makes the tuple in one
// allocation and the dict in one, sized for the keywords, and no str for
// a keyword's name (the name's interned str goes in).
func TestVarArgsCallAllocations(t *testing.T) {
	src := `
def g(a, *rest, **kw):
    return a + len(rest) + len(kw)
def f(n):
    s = 0
    for i in range(n):
        s += g(i, 1, 2, x=3, y=4, z=5)
    return s
print(f(10))
try:
    g(1, **{"x": 1}, x=2)
except TypeError as e:
    print(e)
`
	out, err, in := runSource(t, src, nil)
	require.NoError(t, err)
	require.Equal(t, "95\n__main__.g() got multiple values for keyword argument 'x'\n", out)
	f, ok := in.Main.Dict().GetStr(in.vm, "f")
	require.True(t, ok)
	allocs := testing.AllocsPerRun(5, func() {
		_, err = in.call(f, []rt.Value{rt.SmallInt(1000)}, nil)
	})
	require.NoError(t, err)
	require.Less(t, allocs, 2100.0, "Go allocations per 1000 calls with *args and **kwargs")
}
