package runtime

import "github.com/cpjit/cpjit/lang/internal/wtf8"

// strRunesTemp returns the code points of s without caching them on s
// (for one-off whole-string transformations).
func strRunesTemp(s *Str) []rune {
	if s.runes != nil {
		return *s.runes
	}
	return wtf8.Runes(s.S)
}
