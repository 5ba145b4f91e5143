package runtime

// Format is format(v, spec): it calls type(v).__format__(v, spec).
// (Stub owned by the strings implementation.)
func (vm *VM) Format(v Value, spec string) (string, error) {
	if spec == "" {
		return vm.Str(v)
	}
	r, ok, err := vm.CallDunder(v, "__format__", vm.NewStr(spec))
	if err != nil {
		return "", err
	}
	if !ok {
		return vm.Str(v)
	}
	s, _ := vm.strOf(r)
	return s, nil
}
