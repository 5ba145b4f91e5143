// Command stencilgen reads the hand-written stencils of stencils_amd64.s,
// assembles them with `go tool asm -S`, finds and validates every hole and
// writes the tables of package stencils (stencils/stencils_gen.go).
//
// Run it through `go generate ./...` at the module root. It fails, writing
// nothing, when a stencil's declared holes ("// holes: ..." on the comment
// line before its TEXT) are missing, duplicated or undeclared, when a
// stencil has a relocation (stencils must be position independent), or when
// the Go declarations in stencils_amd64.go or the stencilAddrs table do not
// list exactly the stencils in file order, or when a stencil other than
// the polls (fuelWriters) writes R11, the fuel counter.
package main

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"flag"
	"fmt"
	"go/format"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/cpjit/cpjit/stencils"
)

func main() {
	src := flag.String("src", "stencils_amd64.s", "the stencil assembly")
	out := flag.String("out", "stencils/stencils_gen.go", "the table to write")
	flag.Parse()
	b, err := Generate(*src)
	if err != nil {
		fmt.Fprintln(os.Stderr, "stencilgen:", err)
		os.Exit(1)
	}
	if err := os.WriteFile(*out, b, 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "stencilgen:", err)
		os.Exit(1)
	}
}

// Magic numbers of the holes (see stencils_amd64.s). 32-bit holes are
// 0x5EC000nn; 64-bit holes are 0x5EC05EC05EC000nn.
var magic32 = map[uint32]stencils.HoleKind{
	0x5EC00001: stencils.HoleA, 0x5EC00002: stencils.HoleB, 0x5EC00003: stencils.HoleC,
	0x5EC00004: stencils.HoleA1, 0x5EC00005: stencils.HoleB1, 0x5EC00010: stencils.HolePC, 0x5EC00011: stencils.HoleK32, 0x5EC00012: stencils.HoleK32B,
	0x5EC00020: stencils.HoleNext, 0x5EC00021: stencils.HoleTarget,
	0x5EC00022: stencils.HoleExit1, 0x5EC00023: stencils.HoleExit2, 0x5EC00024: stencils.HoleExit3,
	0x5EC00025: stencils.HoleExit4, 0x5EC00027: stencils.HoleExit5, 0x5EC00028: stencils.HoleExit6,
	0x5EC00029: stencils.HoleExit7, 0x5EC0002A: stencils.HoleExit8,
	0x5EC00026: stencils.HolePoll,
}

var magic64 = map[uint64]stencils.HoleKind{
	0x5EC05EC05EC00040: stencils.HoleK64, 0x5EC05EC05EC00041: stencils.HoleK64B, 0x5EC05EC05EC00042: stencils.HoleK64C,
	0x5EC05EC05EC00043: stencils.HoleK64D,
}

type stencil struct {
	name     string
	declared []stencils.HoleKind
	code     []byte
	relocs   int
}

// fuelWriters are the stencils that count the fuel down in R11: every
// other stencil must leave it alone.
var fuelWriters = map[string]bool{"jump_back": true, "entry_poll": true}

var (
	textRE   = regexp.MustCompile(`^(?:TEXT |\w+\()·(\w+)`)
	symRE    = regexp.MustCompile(`^\S+\.(\w+) STEXT`)
	hexRE    = regexp.MustCompile(`^\t0x([0-9a-f]{4}) ((?:[0-9a-f]{2} )+)`)
	defineRE = regexp.MustCompile(`^#define ((?:CTX|EXIT|GEN|FRAME|RANGEITER|RANGE|SEQ|HEAD|CLASS|DICT|ENTRY|INSTANCE|SEQITER|CELL|STR|STRITER|COMPLEX|IPOOL|BOUND|DSITE|TSITE|FUNC|CCELL|CODECELL|CODE|CI|VEC|SET|SETENTRY|SETITER|DICTITER|ENUM|ZIP|INT|BYTES)_\w+|CREC\w*) (\d+)$`)
	addrRE   = regexp.MustCompile(`^DATA ·stencilAddrs\+(\d+)\(SB\)/8, \$·(\w+)\(SB\)`)
	declRE   = regexp.MustCompile(`^func (\w+)\(\)$`)
	// An instruction line of the listing: mnemonic and last operand.
	instrRE = regexp.MustCompile(`^\t0x[0-9a-f]{4} \d{5} \([^)]*\)\t([A-Z0-9]+)\t(?:.*, )?([A-Z0-9]+)$`)
)

// Generate assembles src and returns the formatted Go source of the tables.
func Generate(src string) ([]byte, error) {
	text, err := os.ReadFile(src)
	if err != nil {
		return nil, err
	}
	// Declared stencils, their holes, the layout defines and the address table.
	var order []string
	holes := map[string][]stencils.HoleKind{}
	defines := map[string]int64{}
	var addrs []string
	var pending []stencils.HoleKind
	havePending := false
	for i, line := range strings.Split(string(text), "\n") {
		if rest, ok := strings.CutPrefix(line, "// holes:"); ok {
			pending, havePending = nil, true
			for _, f := range strings.Fields(rest) {
				k := stencils.HoleKindByName(f)
				if k == 0 {
					return nil, fmt.Errorf("%s:%d: unknown hole %q", src, i+1, f)
				}
				pending = append(pending, k)
			}
			continue
		}
		if m := defineRE.FindStringSubmatch(line); m != nil {
			v, _ := strconv.ParseInt(m[2], 10, 64)
			defines[m[1]] = v
		}
		if m := addrRE.FindStringSubmatch(line); m != nil {
			off, _ := strconv.Atoi(m[1])
			if off != 8*len(addrs) {
				return nil, fmt.Errorf("%s:%d: stencilAddrs offset %d, want %d", src, i+1, off, 8*len(addrs))
			}
			addrs = append(addrs, m[2])
		}
		m := textRE.FindStringSubmatch(line)
		if m == nil || strings.HasPrefix(line, "#define") {
			continue
		}
		if !havePending {
			return nil, fmt.Errorf("%s:%d: stencil %s has no \"// holes:\" line before it", src, i+1, m[1])
		}
		order = append(order, m[1])
		holes[m[1]] = pending
		havePending = false
	}
	if !slices.Equal(order, addrs) {
		return nil, fmt.Errorf("stencilAddrs must list every stencil in file order:\n have %v\n want %v", addrs, order)
	}
	if err := checkDecls(filepath.Join(filepath.Dir(src), "stencils_amd64.go"), order); err != nil {
		return nil, err
	}

	listing, err := assemble(src)
	if err != nil {
		return nil, err
	}
	byName := map[string]*stencil{}
	var cur *stencil
	sc := bufio.NewScanner(bytes.NewReader(listing))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		line := sc.Text()
		if m := symRE.FindStringSubmatch(line); m != nil {
			cur = &stencil{name: m[1]}
			byName[cur.name] = cur
			continue
		}
		if !strings.HasPrefix(line, "\t") {
			cur = nil
			continue
		}
		if cur == nil {
			continue
		}
		if strings.HasPrefix(line, "\trel ") {
			cur.relocs++
			continue
		}
		if m := instrRE.FindStringSubmatch(line); m != nil && m[2] == "R11" &&
			m[1] != "CMPQ" && m[1] != "CMPL" && m[1] != "TESTQ" && !fuelWriters[cur.name] {
			return nil, fmt.Errorf("%s: %q writes R11, which holds the fuel counter for every stencil", cur.name, strings.TrimSpace(line))
		}
		if m := hexRE.FindStringSubmatch(line); m != nil {
			off, _ := strconv.ParseUint(m[1], 16, 32)
			if int(off) != len(cur.code) {
				return nil, fmt.Errorf("%s: listing offset %#x, have %d bytes", cur.name, off, len(cur.code))
			}
			for _, h := range strings.Fields(m[2]) {
				b, _ := strconv.ParseUint(h, 16, 8)
				cur.code = append(cur.code, byte(b))
			}
		}
	}

	ids, err := operationIDs(order)
	if err != nil {
		return nil, err
	}
	var out bytes.Buffer
	fmt.Fprintf(&out, "// Code generated by tools/stencilgen from stencils_amd64.s; DO NOT EDIT.\n")
	fmt.Fprintf(&out, "// To regenerate: go generate ./... (at the module root).\n\n")
	fmt.Fprintf(&out, "package stencils\n\n")
	out.WriteString("// The operations of stencils_amd64.s in file order, one ID per base name:\n")
	out.WriteString("// a stencil and its CPU-feature variants (name__FEATURE) share it.\n")
	out.WriteString("const (\n")
	for i, id := range ids {
		if i == 0 {
			fmt.Fprintf(&out, "\t%s ID = iota + 1 // %s\n", id.ident, id.base)
		} else {
			fmt.Fprintf(&out, "\t%s // %s\n", id.ident, id.base)
		}
	}
	out.WriteString(")\n\n")
	fmt.Fprintf(&out, "// NumIDs is one more than the largest ID: the length of a table indexed by ID.\nconst NumIDs = %d\n\n", len(ids)+1)
	out.WriteString("// idNames holds each ID's base name.\nvar idNames = [NumIDs]string{\n")
	for _, id := range ids {
		fmt.Fprintf(&out, "\t%s: %q,\n", id.ident, id.base)
	}
	out.WriteString("}\n\n")
	fmt.Fprintf(&out, "// All lists every stencil in the order of stencils_amd64.s.\nvar All = []Stencil{\n")
	for _, name := range order {
		s := byName[name]
		if s == nil {
			return nil, fmt.Errorf("stencil %s not found in the assembler's listing", name)
		}
		s.declared = holes[name]
		if s.relocs > 0 {
			return nil, fmt.Errorf("stencil %s has %d relocations; stencils must not refer to symbols", name, s.relocs)
		}
		found, err := findHoles(s)
		if err != nil {
			return nil, err
		}
		base, feature, _ := strings.Cut(name, "__")
		trailing := false
		if n := len(s.code); n >= 5 && s.code[n-5] == 0xE9 {
			for _, h := range found {
				if h.Kind == stencils.HoleNext && h.Offset == n-4 {
					trailing = true
				}
			}
		}
		fmt.Fprintf(&out, "\t{Name: %q, ID: %s, Base: %q, Feature: %q, TrailingNext: %v,\n\t\tCode: []byte{", name, identOf(base), base, feature, trailing)
		for i, b := range s.code {
			if i%16 == 0 {
				out.WriteString("\n\t\t\t")
			}
			fmt.Fprintf(&out, "0x%02x, ", b)
		}
		out.WriteString("\n\t\t},\n\t\tHoles: []Hole{")
		for _, h := range found {
			fmt.Fprintf(&out, "{Hole%s, %d}, ", kindIdent(h.Kind), h.Offset)
		}
		out.WriteString("}},\n")
	}
	out.WriteString("}\n\n")
	out.WriteString("// Layout holds the #define constants of stencils_amd64.s that describe Go\n")
	out.WriteString("// structures (tier.Ctx, runtime objects) and exit kinds; the tier's tests check\n// them against the Go declarations.\nvar Layout = map[string]int64{\n")
	keys := make([]string, 0, len(defines))
	for k := range defines {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		fmt.Fprintf(&out, "\t%q: %d,\n", k, defines[k])
	}
	out.WriteString("}\n")
	return format.Source(out.Bytes())
}

// operationID is one generated stencils.ID constant.
type operationID struct{ base, ident string }

// reserved are the other names of package stencils, which no ID may take.
var reserved = map[string]bool{"All": true, "Layout": true, "ID": true, "NumIDs": true, "Stencil": true,
	"Hole": true, "HoleKind": true, "HoleKindByName": true}

// operationIDs returns one ID per base name of order (the stencils in file
// order), in the order the bases first occur. Every variant (base__FEATURE)
// must follow its baseline stencil, so that an ID always has a baseline,
// and no two bases may have the same identifier.
func operationIDs(order []string) ([]operationID, error) {
	var ids []operationID
	seen := map[string]bool{}
	byIdent := map[string]string{}
	for _, name := range order {
		base, feature, _ := strings.Cut(name, "__")
		if feature != "" {
			if !seen[base] {
				return nil, fmt.Errorf("variant %s comes before its baseline %s", name, base)
			}
			continue
		}
		if seen[base] {
			return nil, fmt.Errorf("stencil %s is defined twice", base)
		}
		seen[base] = true
		ident := identOf(base)
		if other, ok := byIdent[ident]; ok || reserved[ident] || strings.HasPrefix(ident, "Hole") {
			return nil, fmt.Errorf("stencils %s and %q both have the identifier %s", base, other, ident)
		}
		byIdent[ident] = base
		ids = append(ids, operationID{base, ident})
	}
	return ids, nil
}

// identOf returns the Go identifier of the ID of base name: each
// underscore-separated word capitalised (add_int_k_i: AddIntKI).
func identOf(base string) string {
	var b strings.Builder
	for _, w := range strings.Split(base, "_") {
		if w != "" {
			b.WriteString(strings.ToUpper(w[:1]) + w[1:])
		}
	}
	return b.String()
}

func kindIdent(k stencils.HoleKind) string {
	n := k.String()
	switch {
	case n == "PC", n == "A1", n == "B1", len(n) == 1:
		return n
	case strings.HasPrefix(n, "K"):
		return n
	case strings.HasPrefix(n, "EXIT"):
		return "Exit" + n[4:]
	}
	return n[:1] + strings.ToLower(n[1:])
}

// findHoles locates every magic number in s.code and checks it against
// the declared holes: each declared exactly once, nothing undeclared.
func findHoles(s *stencil) ([]stencils.Hole, error) {
	var found []stencils.Hole
	code := s.code
	for i := 0; i+4 <= len(code); i++ {
		if i+8 <= len(code) {
			if k, ok := magic64[binary.LittleEndian.Uint64(code[i:])]; ok {
				found = append(found, stencils.Hole{Kind: k, Offset: i})
				i += 7
				continue
			}
		}
		w := binary.LittleEndian.Uint32(code[i:])
		if k, ok := magic32[w]; ok {
			found = append(found, stencils.Hole{Kind: k, Offset: i})
			i += 3
			continue
		}
		if w>>16 == 0x5EC0 {
			return nil, fmt.Errorf("stencil %s: unknown magic %#x at %d", s.name, w, i)
		}
	}
	count := map[stencils.HoleKind]int{}
	for _, h := range found {
		count[h.Kind]++
	}
	for _, k := range s.declared {
		switch count[k] {
		case 0:
			return nil, fmt.Errorf("stencil %s: hole %s is declared but missing", s.name, k)
		case 1:
		default:
			return nil, fmt.Errorf("stencil %s: hole %s occurs %d times", s.name, k, count[k])
		}
		delete(count, k)
	}
	for k := range count {
		return nil, fmt.Errorf("stencil %s: hole %s is not declared", s.name, k)
	}
	return found, nil
}

func assemble(src string) ([]byte, error) {
	goroot, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		return nil, fmt.Errorf("go env GOROOT: %v", err)
	}
	inc := filepath.Join(strings.TrimSpace(string(goroot)), "pkg", "include")
	tmp, err := os.MkdirTemp("", "stencilgen")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(tmp)
	cmd := exec.Command("go", "tool", "asm", "-p", "cpjit", "-I", inc, "-S", "-o", filepath.Join(tmp, "s.o"), src)
	cmd.Env = append(os.Environ(), "GOARCH=amd64", "GOOS=linux")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("go tool asm: %v\n%s", err, stderr.String())
	}
	return out, nil
}

func checkDecls(goFile string, order []string) error {
	text, err := os.ReadFile(goFile)
	if err != nil {
		return err
	}
	var decls []string
	for _, line := range strings.Split(string(text), "\n") {
		if m := declRE.FindStringSubmatch(line); m != nil {
			decls = append(decls, m[1])
		}
	}
	if !slices.Equal(decls, order) {
		return fmt.Errorf("%s must declare every stencil in file order:\n have %v\n want %v", goFile, decls, order)
	}
	return nil
}
