package fmtspec

import (
	"errors"
	"strings"

	"github.com/cpjit/cpjit/lang/internal/wtf8"
)

// printf-style formatting (str % args, bytes % args) without the objects:
// the conversion specifier's syntax and the layout of a converted value
// (signs, prefixes, precision, padding), with CPython's rules from
// Objects/unicodeobject.c. The runtime fetches arguments and converts
// them (lang/runtime/str_percent.go).

// Percent flags.
const (
	PercentLeft  = 1 << iota // '-'
	PercentPlus              // '+'
	PercentBlank             // ' '
	PercentAlt               // '#'
	PercentZero              // '0'
)

// Percent is one conversion specifier after the '%' (and the mapping key):
// flags, width, precision and conversion character.
type Percent struct {
	Conv  rune
	Flags int
	Width int // -1 when absent
	Prec  int // -1 when absent
	// Sign: the converted text is a number, so a sign, the '+' and ' '
	// flags and zero padding apply.
	Sign bool
}

// Errors of ParsePercent that are not the star callback's own.
var (
	ErrIncomplete = errors.New("incomplete format")
	ErrWidthBig   = errors.New("width too big")
	ErrPrecBig    = errors.New("precision too big")
)

// ParsePercent reads a specifier through read (the next code point; false
// at the end of the format): flags, width ('*' calls star for it), '.'
// precision (likewise), a length modifier h, l or L (ignored) and the
// conversion character. star's errors are returned as they are.
func ParsePercent(read func() (rune, bool), star func() (int, error)) (Percent, error) {
	p := Percent{Width: -1, Prec: -1}
	ch, more := read()
flags:
	for more {
		switch ch {
		case '-':
			p.Flags |= PercentLeft
		case '+':
			p.Flags |= PercentPlus
		case ' ':
			p.Flags |= PercentBlank
		case '#':
			p.Flags |= PercentAlt
		case '0':
			p.Flags |= PercentZero
		default:
			break flags
		}
		ch, more = read()
	}
	if !more {
		return p, ErrIncomplete
	}
	// number reads the digits after ch; limit bounds the value.
	number := func(limit int, tooBig error) (int, error) {
		n := int(ch - '0')
		for {
			ch, more = read()
			if !more || ch < '0' || ch > '9' {
				return n, nil
			}
			if n > (limit-int(ch-'0'))/10 {
				return 0, tooBig
			}
			n = n*10 + int(ch-'0')
		}
	}
	var err error
	if ch == '*' {
		w, err := star()
		if err != nil {
			return p, err
		}
		if w < 0 {
			p.Flags |= PercentLeft
			w = -w
		}
		p.Width = w
		ch, more = read()
	} else if ch >= '0' && ch <= '9' {
		if p.Width, err = number(maxSsize, ErrWidthBig); err != nil {
			return p, err
		}
	}
	if more && ch == '.' {
		p.Prec = 0
		ch, more = read()
		if more && ch == '*' {
			n, err := star()
			if err != nil {
				return p, err
			}
			p.Prec = max(n, 0)
			ch, more = read()
		} else if more && ch >= '0' && ch <= '9' {
			if p.Prec, err = number(1<<31-1, ErrPrecBig); err != nil {
				return p, err
			}
		}
	}
	if more && (ch == 'h' || ch == 'l' || ch == 'L') {
		ch, more = read()
	}
	if !more {
		return p, ErrIncomplete
	}
	p.Conv = ch
	return p, nil
}

// IntText lays out an integer's digits (base 8, 10 or 16 for the
// conversions o, d/i/u and x/X, with a leading '-' when negative) the way
// %-formatting does before padding: zero-extended to the precision, with
// the alternate form's prefix, upper case for X.
func (p *Percent) IntText(digits string) string {
	neg := strings.HasPrefix(digits, "-")
	if neg {
		digits = digits[1:]
	}
	if p.Prec > len(digits) {
		digits = strings.Repeat("0", p.Prec-len(digits)) + digits
	}
	prefix := ""
	if p.Flags&PercentAlt != 0 {
		switch p.Conv {
		case 'o':
			prefix = "0o"
		case 'x':
			prefix = "0x"
		case 'X':
			prefix = "0X"
		}
	}
	if p.Conv == 'X' {
		digits = strings.ToUpper(digits)
	}
	if neg {
		return "-" + prefix + digits
	}
	return prefix + digits
}

// Write appends a converted value to b with the sign, prefix, precision
// (for s, r and a: truncation) and padding the specifier asks for. bytes
// says str holds raw bytes (bytes % args), so widths count bytes, not code
// points.
func (p *Percent) Write(b *strings.Builder, str string, bytes bool) {
	n := len(str)
	ascii := bytes || wtf8.IsASCII(str)
	if !ascii {
		n = wtf8.Count(str)
	}
	if (p.Width < 0 || p.Width <= n) && (p.Prec < 0 || p.Prec >= n) && p.Flags&(PercentPlus|PercentBlank) == 0 {
		b.WriteString(str)
		return
	}
	if (p.Conv == 's' || p.Conv == 'r' || p.Conv == 'a') && p.Prec >= 0 && n > p.Prec {
		if ascii {
			str = str[:p.Prec]
		} else {
			str = str[:wtf8.Offset(str, p.Prec)]
		}
		n = p.Prec
	}
	fill := byte(' ')
	if p.Sign && p.Flags&PercentZero != 0 {
		fill = '0'
	}
	sign := p.Sign
	var signch byte
	if sign {
		switch {
		case len(str) > 0 && (str[0] == '-' || str[0] == '+'):
			signch = str[0]
			str = str[1:]
			n--
		case p.Flags&PercentPlus != 0:
			signch = '+'
		case p.Flags&PercentBlank != 0:
			signch = ' '
		default:
			sign = false
		}
	}
	width := max(p.Width, n)
	if sign {
		if fill != ' ' {
			b.WriteByte(signch)
		}
		if width > n {
			width--
		}
	}
	alt := p.Flags&PercentAlt != 0 && (p.Conv == 'x' || p.Conv == 'X' || p.Conv == 'o')
	if alt {
		if fill != ' ' {
			b.WriteString(str[:2])
			str = str[2:]
		}
		width = max(width-2, 0)
		n -= 2
	}
	if width > n && p.Flags&PercentLeft == 0 {
		for k := width - n; k > 0; k-- {
			b.WriteByte(fill)
		}
		width = n
	}
	if fill == ' ' {
		if sign {
			b.WriteByte(signch)
		}
		if alt {
			b.WriteString(str[:2])
			str = str[2:]
		}
	}
	b.WriteString(str)
	for k := width - n; k > 0; k-- {
		b.WriteByte(' ')
	}
}
