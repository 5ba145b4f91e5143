package runtime

// Accessors the interpreter's inline caches use. They expose storage
// positions so that a cache can re-read a slot after checking a version.

// Lookup returns the entry position of key, or -1.
func (d *Dict) Lookup(vm *VM, key Value) (int, error) {
	hash, err := vm.Hash(key)
	if err != nil {
		return -1, err
	}
	_, pos, err := d.find(vm, key, hash)
	return pos, err
}

// ValueAt returns the value of the entry at pos (from Lookup); the caller
// has checked that Version did not change since.
func (d *Dict) ValueAt(pos int) Value { return d.entries[pos].value }

// PlainAttrs reports whether attribute access on instances of c is the
// generic object.__getattribute__ with no __getattr__ fallback, so that an
// inline cache may bypass the generic path.
func (c *Class) PlainAttrs(vm *VM) bool {
	if ga, ok := c.LookupSlot(vm, SlotGetattribute); ok && ga != objectGetattribute {
		return false
	}
	_, hasGetattr := c.LookupSlot(vm, SlotGetattr)
	return !hasGetattr
}

// PlainSetAttr reports whether attribute stores on instances of c use the
// generic object.__setattr__.
func (c *Class) PlainSetAttr(vm *VM) bool {
	sa, ok := c.LookupSlot(vm, SlotSetattr)
	return !ok || sa == objectSetattr
}

// OriginalBuiltin returns the builtin function registered under name (as
// opposed to whatever the builtins module holds now), or Unbound.
func OriginalBuiltin(name string) Value {
	if v, ok := builtinFuncs[name]; ok {
		return v
	}
	return Unbound
}

// GetHashed returns d[key] given key's hash (callers cache hashes of names).
func (d *Dict) GetHashed(vm *VM, key Value, hash int64) (Value, bool, error) {
	_, pos, err := d.find(vm, key, hash)
	if err != nil || pos < 0 {
		return Unbound, false, err
	}
	return d.entries[pos].value, true, nil
}
