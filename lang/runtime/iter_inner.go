package runtime

// InnerIterators returns the iterators that the builtin iterator o
// advances when it is advanced: a zip's, an enumerate's; ok is false for
// any other object. The JIT's helper exits advance such an iterator
// against a native frame only when every inner iterator is one that runs
// no Python code and cannot fail.
func InnerIterators(o Object) (its []Value, ok bool) {
	switch x := o.(type) {
	case *ctrZip:
		return x.iters, true
	case *ctrEnumerate:
		return []Value{x.it}, true
	}
	return nil, false
}
