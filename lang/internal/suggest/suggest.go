// Package suggest computes the "Did you mean" suggestions CPython 3.13
// adds to NameError, AttributeError, ImportError and unexpected keyword
// argument messages (its traceback module and Python/suggestions.c): the candidate at the
// least Levenshtein distance, where a case change costs 1 and any other
// edit 2, within a limit that grows with the names' lengths.
package suggest

import "unicode"

const (
	moveCost      = 2
	caseCost      = 1
	maxCandidates = 750
	maxString     = 40
)

// Best returns the candidate closest to wrong within CPython's distance
// limit, or "" (the first of equally close ones wins), as 3.13's traceback
// module computes it for NameError and AttributeError: a candidate must
// also be closer than wrong's length.
func Best(cands []string, wrong string) string {
	return best(cands, wrong, len([]rune(wrong)))
}

// BestKeyword is Best as the interpreter's C code computes it for an
// unexpected keyword argument, without the bound by wrong's length (so
// 'cc' suggests 'c').
func BestKeyword(cands []string, wrong string) string {
	return best(cands, wrong, int(^uint(0)>>1))
}

func best(cands []string, wrong string, bestDist int) string {
	if len(cands) > maxCandidates || len([]rune(wrong)) > maxString {
		return ""
	}
	wl := len([]rune(wrong))
	best := ""
	for _, c := range cands {
		if c == wrong {
			continue
		}
		maxDist := (len([]rune(c)) + wl + 3) * moveCost / 6
		maxDist = min(maxDist, bestDist-1)
		d := levenshtein([]rune(wrong), []rune(c), maxDist)
		if d > maxDist {
			continue
		}
		if best == "" || d < bestDist {
			best, bestDist = c, d
		}
	}
	return best
}

func substitutionCost(a, b rune) int {
	if a == b {
		return 0
	}
	if unicode.ToLower(a) == unicode.ToLower(b) {
		return caseCost
	}
	return moveCost
}

func levenshtein(a, b []rune, maxCost int) int {
	if string(a) == string(b) {
		return 0
	}
	for len(a) > 0 && len(b) > 0 && a[0] == b[0] {
		a, b = a[1:], b[1:]
	}
	for len(a) > 0 && len(b) > 0 && a[len(a)-1] == b[len(b)-1] {
		a, b = a[:len(a)-1], b[:len(b)-1]
	}
	if len(a) == 0 || len(b) == 0 {
		return moveCost * (len(a) + len(b))
	}
	if len(a) > maxString || len(b) > maxString {
		return maxCost + 1
	}
	if len(b) < len(a) {
		a, b = b, a
	}
	if (len(b)-len(a))*moveCost > maxCost {
		return maxCost + 1
	}
	row := make([]int, len(a))
	for i := range row {
		row[i] = (i + 1) * moveCost
	}
	result := 0
	for bi, bc := range b {
		distance := bi * moveCost
		result = distance
		minimum := int(^uint(0) >> 1)
		for i, ac := range a {
			substitute := distance + substitutionCost(bc, ac)
			distance = row[i]
			insDel := min(result, distance) + moveCost
			result = min(insDel, substitute)
			row[i] = result
			minimum = min(minimum, result)
		}
		if minimum > maxCost {
			return maxCost + 1
		}
	}
	return result
}
