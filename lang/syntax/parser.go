package syntax

// Parse parses a whole module (exec mode).
func Parse(filename string, src []byte) (*Module, error) {
	return nil, &Error{Kind: "SyntaxError", Msg: "parser not implemented yet", Filename: filename, Line: 1, Col: 1}
}

// ParseExpr parses a single expression (eval mode).
func ParseExpr(filename string, src []byte) (Expr, error) {
	return nil, &Error{Kind: "SyntaxError", Msg: "parser not implemented yet", Filename: filename, Line: 1, Col: 1}
}
