package runtime

// weakref.proxy objects: weak references that stand for their referent.
// Attribute access is forwarded by the generic attribute code (attr.go
// asks weakProxyGetAttr and friends); the operators are forwarded by the
// special methods the _weakref module gives the proxy types. A proxy whose
// referent has died raises ReferenceError.

// weakProxyTarget returns the live referent of the proxy self.
func (vm *VM) weakProxyTarget(self Value) (Value, error) {
	w, ok := vm.Get0(self).(*weakRef)
	if !ok || !w.proxy {
		return Unbound, vm.TypeError("descriptor requires a 'weakref.ProxyType' object but received '%s'", vm.TypeName(self))
	}
	return vm.weakProxyLive(w)
}

// weakProxyLive returns a proxy's live referent, pinned: the Go code
// forwarding an operation holds it strongly, as CPython's proxies do.
func (vm *VM) weakProxyLive(w *weakRef) (Value, error) {
	if w.target == Unbound {
		return Unbound, vm.NewError(ReferenceErrorType, "weakly-referenced object no longer exists")
	}
	vm.heap.Pin(w.target)
	return w.target, nil
}

// weakProxyGetAttr is getattr(proxy, name).
func (vm *VM) weakProxyGetAttr(w *weakRef, name string) (Value, bool, error) {
	t, err := vm.weakProxyLive(w)
	if err != nil {
		return Unbound, true, err
	}
	r, err := vm.GetAttr(t, name)
	return r, true, err
}

// weakProxySetAttr is setattr(proxy, name, x), or delattr when x is Unbound.
func (vm *VM) weakProxySetAttr(v Value, name string, x Value) error {
	t, err := vm.weakProxyTarget(v)
	if err != nil {
		return err
	}
	if x == Unbound {
		return vm.DelAttr(t, name)
	}
	return vm.SetAttr(t, name, x)
}

// isWeakProxy reports whether cls is one of the proxy types.
func isWeakProxy(cls *Class) bool { return cls == ProxyType || cls == CallableProxyType }
