package charmap

import (
	xcharmap "golang.org/x/text/encoding/charmap"
)

// undefined marks a byte that a decoding table does not map, as in
// CPython's tables.
const undefined = '\uFFFE'

// sources are the single-byte codecs whose tables come from x/text, by
// the module name CPython's encodings package gives them.
var sources = map[string]*xcharmap.Charmap{
	"cp037": xcharmap.CodePage037, "cp437": xcharmap.CodePage437,
	"cp850": xcharmap.CodePage850, "cp852": xcharmap.CodePage852,
	"cp855": xcharmap.CodePage855, "cp858": xcharmap.CodePage858,
	"cp860": xcharmap.CodePage860, "cp862": xcharmap.CodePage862,
	"cp863": xcharmap.CodePage863, "cp865": xcharmap.CodePage865,
	"cp866": xcharmap.CodePage866, "cp1140": xcharmap.CodePage1140,
	"iso8859_2": xcharmap.ISO8859_2, "iso8859_3": xcharmap.ISO8859_3,
	"iso8859_4": xcharmap.ISO8859_4, "iso8859_5": xcharmap.ISO8859_5,
	"iso8859_6": xcharmap.ISO8859_6, "iso8859_7": xcharmap.ISO8859_7,
	"iso8859_8": xcharmap.ISO8859_8, "iso8859_9": xcharmap.ISO8859_9,
	"iso8859_10": xcharmap.ISO8859_10, "iso8859_13": xcharmap.ISO8859_13,
	"iso8859_14": xcharmap.ISO8859_14, "iso8859_15": xcharmap.ISO8859_15,
	"iso8859_16": xcharmap.ISO8859_16, "koi8_r": xcharmap.KOI8R,
	"koi8_u": xcharmap.KOI8U, "mac_roman": xcharmap.Macintosh,
	"mac_cyrillic": xcharmap.MacintoshCyrillic, "cp874": xcharmap.Windows874,
	"cp1250": xcharmap.Windows1250, "cp1251": xcharmap.Windows1251,
	"cp1252": xcharmap.Windows1252, "cp1253": xcharmap.Windows1253,
	"cp1254": xcharmap.Windows1254, "cp1255": xcharmap.Windows1255,
	"cp1256": xcharmap.Windows1256, "cp1257": xcharmap.Windows1257,
	"cp1258": xcharmap.Windows1258,
}

// fixes are where CPython's tables (from the Unicode consortium's mapping
// files) differ from x/text's (from WHATWG and ICU); every ISO 8859 table
// also maps 0x80-0x9F to the C1 controls of the same numbers.
var fixes = map[string]map[byte]rune{
	"cp1255": {0xCA: undefined},
	"koi8_u": {0xAE: '\u255D', 0xBE: '\u256C'},
}

// Table returns the decoding table of a codec (256 runes, undefined
// where the byte maps to nothing), or nil for a name it does not know.
func Table(name string) []rune {
	cm, ok := sources[name]
	if !ok {
		return nil
	}
	t := make([]rune, 256)
	for b := range t {
		r := cm.DecodeByte(byte(b))
		if r == '\uFFFD' {
			r = undefined
		}
		t[b] = r
	}
	if len(name) > 7 && name[:7] == "iso8859" {
		for b := 0x80; b < 0xA0; b++ {
			t[b] = rune(b)
		}
	}
	for b, r := range fixes[name] {
		t[b] = r
	}
	return t
}

// Names lists the codecs Table knows.
func Names() []string {
	out := make([]string, 0, len(sources))
	for n := range sources {
		out = append(out, n)
	}
	return out
}
