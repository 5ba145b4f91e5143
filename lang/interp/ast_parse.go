package interp

import (
	"strings"

	rt "github.com/cpjit/cpjit/lang/runtime"
	"github.com/cpjit/cpjit/lang/syntax"
)

// ParseAST implements rt.ASTParser, for compile() with PyCF_ONLY_AST (and
// so ast.parse): the tree of src in the text that ast.dump(tree,
// include_attributes=True) prints, which the _ast module turns into
// node objects. mode is "exec", "eval" or "single".
func (in *Interp) ParseAST(vm *rt.VM, src []byte, filename, mode string) (string, error) {
	if mode == "eval" {
		e, err := syntax.ParseExprWarn(filename, src, in.syntaxWarner(filename))
		if err != nil {
			return "", in.wrapError(err)
		}
		return "Expression(body=" + syntax.DumpWithPos(e) + ")", nil
	}
	m, err := syntax.ParseWarn(filename, src, in.syntaxWarner(filename))
	if err != nil {
		return "", in.wrapError(err)
	}
	if mode != "single" {
		return syntax.DumpWithPos(m), nil
	}
	parts := make([]string, len(m.Body))
	for i, s := range m.Body {
		parts[i] = syntax.DumpWithPos(s)
	}
	return "Interactive(body=[" + strings.Join(parts, ", ") + "])", nil
}
