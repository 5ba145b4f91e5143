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

// astSource is compile()'s handling of an ast.AST: ok reports whether tree
// is one; text is the source that ast.unparse gives for it (after ast's
// checks of the tree for the mode), or Unbound when flags ask for an AST
// back (compile then returns the tree itself). cpjit compiles the unparsed
// text, so line numbers are those of that text.
func astSource(vm *VM, tree, mode, flags Value) (text Value, ok bool, err error) {
	mod, err := vm.Interp.Import(vm, "_ast", nil, None, 0)
	if err != nil {
		return Unbound, false, nil
	}
	cls, err := vm.GetAttr(mod, "AST")
	if err != nil {
		return Unbound, false, nil
	}
	is, err := vm.IsInstanceCheck(tree, cls)
	if err != nil || !is {
		return Unbound, false, err
	}
	if flags != Unbound {
		f, err := vm.Index(flags)
		if err != nil {
			return Unbound, true, err
		}
		if f&0x400 != 0 {
			return Unbound, true, nil
		}
	}
	astMod, err := vm.Interp.Import(vm, "ast", nil, None, 0)
	if err != nil {
		return Unbound, true, err
	}
	conv, err := vm.GetAttr(astMod, "_source_for_compile")
	if err != nil {
		return Unbound, true, err
	}
	text, err = vm.Call(conv, []Value{tree, mode}, nil)
	return text, true, err
}
