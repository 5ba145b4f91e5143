package runtime

// ASTParser is implemented by an Interp that can give a source's syntax
// tree (lang/interp does): compile() with PyCF_ONLY_AST asks it for the
// tree as ast.dump text and builds the node objects with the _ast
// module's _from_dump.
type ASTParser interface {
	ParseAST(vm *VM, src []byte, filename, mode string) (string, error)
}

// compileToAST is compile(src, filename, mode, PyCF_ONLY_AST).
func compileToAST(vm *VM, src []byte, filename, mode string) (Value, error) {
	p, ok := vm.Interp.(ASTParser)
	if !ok {
		return Unbound, vm.NewError(NotImplementedErrorType, "compile(): PyCF_ONLY_AST is not supported")
	}
	text, err := p.ParseAST(vm, src, filename, mode)
	if err != nil {
		return Unbound, err
	}
	mod, err := vm.Interp.Import(vm, "_ast", nil, None, 0)
	if err != nil {
		return Unbound, err
	}
	build, err := vm.GetAttr(mod, "_from_dump")
	if err != nil {
		return Unbound, err
	}
	return vm.Call(build, []Value{vm.NewStr(text)}, nil)
}
