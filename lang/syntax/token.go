package syntax

// tokKind is the kind of a token produced by the scanner.
type tokKind uint8

const (
	tEOF   tokKind = iota // ENDMARKER
	tError                // the scanner failed; scanner.err says why
	tNewline
	tIndent
	tDedent
	tName
	tNumber
	tString        // a complete str or bytes literal (not an f-string)
	tFStringStart  // f" (prefix and opening quote)
	tFStringMiddle // literal text of an f-string or of a format spec
	tFStringEnd    // closing quote of an f-string

	// operators and delimiters
	tLpar
	tRpar
	tLsqb
	tRsqb
	tLbrace
	tRbrace
	tColon
	tComma
	tSemi
	tPlus
	tMinus
	tStar
	tSlash
	tVbar
	tAmper
	tLess
	tGreater
	tEqual
	tDot
	tPercent
	tEqEqual
	tNotEqual
	tLessEqual
	tGreaterEqual
	tTilde
	tCircumflex
	tLeftShift
	tRightShift
	tDoubleStar
	tPlusEqual
	tMinEqual
	tStarEqual
	tSlashEqual
	tPercentEqual
	tAmperEqual
	tVbarEqual
	tCircumflexEqual
	tLeftShiftEqual
	tRightShiftEqual
	tDoubleStarEqual
	tDoubleSlash
	tDoubleSlashEqual
	tAt
	tAtEqual
	tRarrow
	tEllipsis
	tColonEqual
	tExclamation
	tOp    // any other printable character, e.g. '$' or '?'
	tBarry // "<>", which the parser always rejects

	// keywords
	kFalse
	kNone
	kTrue
	kAnd
	kAs
	kAssert
	kAsync
	kAwait
	kBreak
	kClass
	kContinue
	kDef
	kDel
	kElif
	kElse
	kExcept
	kFinally
	kFor
	kFrom
	kGlobal
	kIf
	kImport
	kIn
	kIs
	kLambda
	kNonlocal
	kNot
	kOr
	kPass
	kRaise
	kReturn
	kTry
	kWhile
	kWith
	kYield
)

var keywords = map[string]tokKind{
	"False": kFalse, "None": kNone, "True": kTrue, "and": kAnd, "as": kAs,
	"assert": kAssert, "async": kAsync, "await": kAwait, "break": kBreak,
	"class": kClass, "continue": kContinue, "def": kDef, "del": kDel,
	"elif": kElif, "else": kElse, "except": kExcept, "finally": kFinally,
	"for": kFor, "from": kFrom, "global": kGlobal, "if": kIf,
	"import": kImport, "in": kIn, "is": kIs, "lambda": kLambda,
	"nonlocal": kNonlocal, "not": kNot, "or": kOr, "pass": kPass,
	"raise": kRaise, "return": kReturn, "try": kTry, "while": kWhile,
	"with": kWith, "yield": kYield,
}

var tokNames = map[tokKind]string{
	tEOF: "end of file", tError: "error", tNewline: "NEWLINE", tIndent: "INDENT",
	tDedent: "DEDENT", tName: "NAME", tNumber: "NUMBER", tString: "STRING",
	tFStringStart: "FSTRING_START", tFStringMiddle: "FSTRING_MIDDLE", tFStringEnd: "FSTRING_END",
	tLpar: "(", tRpar: ")", tLsqb: "[", tRsqb: "]", tLbrace: "{", tRbrace: "}",
	tColon: ":", tComma: ",", tSemi: ";", tPlus: "+", tMinus: "-", tStar: "*",
	tSlash: "/", tVbar: "|", tAmper: "&", tLess: "<", tGreater: ">", tEqual: "=",
	tDot: ".", tPercent: "%", tEqEqual: "==", tNotEqual: "!=", tLessEqual: "<=",
	tGreaterEqual: ">=", tTilde: "~", tCircumflex: "^", tLeftShift: "<<",
	tRightShift: ">>", tDoubleStar: "**", tPlusEqual: "+=", tMinEqual: "-=",
	tStarEqual: "*=", tSlashEqual: "/=", tPercentEqual: "%=", tAmperEqual: "&=",
	tVbarEqual: "|=", tCircumflexEqual: "^=", tLeftShiftEqual: "<<=",
	tRightShiftEqual: ">>=", tDoubleStarEqual: "**=", tDoubleSlash: "//",
	tDoubleSlashEqual: "//=", tAt: "@", tAtEqual: "@=", tRarrow: "->",
	tEllipsis: "...", tColonEqual: ":=", tExclamation: "!", tOp: "OP",
}

func (k tokKind) String() string {
	if s, ok := tokNames[k]; ok {
		return s
	}
	for s, kk := range keywords {
		if kk == k {
			return s
		}
	}
	return "?"
}

// strFlags describes a string literal's prefix.
type strFlags uint8

const (
	strBytes strFlags = 1 << iota
	strRaw
	strU
	strF
)

// token is one lexical token. Positions follow CPython: Line is 1-based,
// Col is a 0-based byte column.
type token struct {
	kind   tokKind
	pos    Pos // start
	end    Pos // just past the end
	off    int // byte offset of the start in the source
	endOff int // byte offset just past the end
	// text is the identifier for tName, the literal for tNumber and the raw
	// (undecoded) literal text for tFStringMiddle.
	text string
	// For tString and tFStringStart: the prefix flags, the prefix length and
	// the quote length (1 or 3).
	flags    strFlags
	prefix   int
	quoteLen int
	// level is the bracket nesting level after the token.
	level int
	// noCol marks tokens that CPython gives no column (INDENT, DEDENT, the
	// end marker): errors reported at them use the scanner position.
	noCol bool
}
