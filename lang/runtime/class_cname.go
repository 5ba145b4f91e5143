package runtime

// SetCName gives a class written in Python the dotted type name that
// CPython's C implementation of it has ("datetime.timedelta"), so that
// error messages built from the type's name ("unsupported operand
// type(s) for +: 'datetime.timedelta' and 'int'") read as CPython's.
// __name__ keeps showing the part after the last dot; assigning
// __name__ drops the dotted name. Builtin (static) classes already carry
// their dotted names (ModuleClass) and are left alone.
func (c *Class) SetCName(name string) {
	if c.Builtin {
		return
	}
	c.Name = name
	c.cName = true
}
