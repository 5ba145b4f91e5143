"""Token constants: the numbers of the tokens that tokenize produces,
their names (tok_name) and the operators' exact types."""
__all__ = ['tok_name', 'ISTERMINAL', 'ISNONTERMINAL', 'ISEOF',
           'ENDMARKER',
           'NAME',
           'NUMBER',
           'STRING',
           'NEWLINE',
           'INDENT',
           'DEDENT',
           'LPAR',
           'RPAR',
           'LSQB',
           'RSQB',
           'COLON',
           'COMMA',
           'SEMI',
           'PLUS',
           'MINUS',
           'STAR',
           'SLASH',
           'VBAR',
           'AMPER',
           'LESS',
           'GREATER',
           'EQUAL',
           'DOT',
           'PERCENT',
           'LBRACE',
           'RBRACE',
           'EQEQUAL',
           'NOTEQUAL',
           'LESSEQUAL',
           'GREATEREQUAL',
           'TILDE',
           'CIRCUMFLEX',
           'LEFTSHIFT',
           'RIGHTSHIFT',
           'DOUBLESTAR',
           'PLUSEQUAL',
           'MINEQUAL',
           'STAREQUAL',
           'SLASHEQUAL',
           'PERCENTEQUAL',
           'AMPEREQUAL',
           'VBAREQUAL',
           'CIRCUMFLEXEQUAL',
           'LEFTSHIFTEQUAL',
           'RIGHTSHIFTEQUAL',
           'DOUBLESTAREQUAL',
           'DOUBLESLASH',
           'DOUBLESLASHEQUAL',
           'AT',
           'ATEQUAL',
           'RARROW',
           'ELLIPSIS',
           'COLONEQUAL',
           'EXCLAMATION',
           'OP',
           'TYPE_IGNORE',
           'TYPE_COMMENT',
           'SOFT_KEYWORD',
           'FSTRING_START',
           'FSTRING_MIDDLE',
           'FSTRING_END',
           'COMMENT',
           'NL',
           'ERRORTOKEN',
           'ENCODING',
           'N_TOKENS',
           'NT_OFFSET']
ENDMARKER = 0
NAME = 1
NUMBER = 2
STRING = 3
NEWLINE = 4
INDENT = 5
DEDENT = 6
LPAR = 7
RPAR = 8
LSQB = 9
RSQB = 10
COLON = 11
COMMA = 12
SEMI = 13
PLUS = 14
MINUS = 15
STAR = 16
SLASH = 17
VBAR = 18
AMPER = 19
LESS = 20
GREATER = 21
EQUAL = 22
DOT = 23
PERCENT = 24
LBRACE = 25
RBRACE = 26
EQEQUAL = 27
NOTEQUAL = 28
LESSEQUAL = 29
GREATEREQUAL = 30
TILDE = 31
CIRCUMFLEX = 32
LEFTSHIFT = 33
RIGHTSHIFT = 34
DOUBLESTAR = 35
PLUSEQUAL = 36
MINEQUAL = 37
STAREQUAL = 38
SLASHEQUAL = 39
PERCENTEQUAL = 40
AMPEREQUAL = 41
VBAREQUAL = 42
CIRCUMFLEXEQUAL = 43
LEFTSHIFTEQUAL = 44
RIGHTSHIFTEQUAL = 45
DOUBLESTAREQUAL = 46
DOUBLESLASH = 47
DOUBLESLASHEQUAL = 48
AT = 49
ATEQUAL = 50
RARROW = 51
ELLIPSIS = 52
COLONEQUAL = 53
EXCLAMATION = 54
OP = 55
TYPE_IGNORE = 56
TYPE_COMMENT = 57
SOFT_KEYWORD = 58
FSTRING_START = 59
FSTRING_MIDDLE = 60
FSTRING_END = 61
COMMENT = 62
NL = 63
ERRORTOKEN = 64
ENCODING = 65
N_TOKENS = 66
NT_OFFSET = 256

tok_name = {value: name for name, value in globals().items()
            if isinstance(value, int) and not name.startswith("_")}

EXACT_TOKEN_TYPES = {
    '!': EXCLAMATION,
    '!=': NOTEQUAL,
    '%': PERCENT,
    '%=': PERCENTEQUAL,
    '&': AMPER,
    '&=': AMPEREQUAL,
    '(': LPAR,
    ')': RPAR,
    '*': STAR,
    '**': DOUBLESTAR,
    '**=': DOUBLESTAREQUAL,
    '*=': STAREQUAL,
    '+': PLUS,
    '+=': PLUSEQUAL,
    ',': COMMA,
    '-': MINUS,
    '-=': MINEQUAL,
    '->': RARROW,
    '.': DOT,
    '...': ELLIPSIS,
    '/': SLASH,
    '//': DOUBLESLASH,
    '//=': DOUBLESLASHEQUAL,
    '/=': SLASHEQUAL,
    ':': COLON,
    ':=': COLONEQUAL,
    ';': SEMI,
    '<': LESS,
    '<<': LEFTSHIFT,
    '<<=': LEFTSHIFTEQUAL,
    '<=': LESSEQUAL,
    '=': EQUAL,
    '==': EQEQUAL,
    '>': GREATER,
    '>=': GREATEREQUAL,
    '>>': RIGHTSHIFT,
    '>>=': RIGHTSHIFTEQUAL,
    '@': AT,
    '@=': ATEQUAL,
    '[': LSQB,
    ']': RSQB,
    '^': CIRCUMFLEX,
    '^=': CIRCUMFLEXEQUAL,
    '{': LBRACE,
    '|': VBAR,
    '|=': VBAREQUAL,
    '}': RBRACE,
    '~': TILDE,
}


def ISTERMINAL(x):
    return x < NT_OFFSET


def ISNONTERMINAL(x):
    return x >= NT_OFFSET


def ISEOF(x):
    return x == ENDMARKER
