// Package unicodedata implements the unicodedata module: the properties
// and names of Unicode characters as CPython 3.13 reports them (Unicode
// 15.1), and normalization.
//
// The character database is ucd.bin, generated from CPython 3.13's own
// unicodedata by gen_ucd.py (`go generate` with PYTHON set to CPython
// 3.13; TestDatabaseFresh fails when the script changed and the data was
// not regenerated). It is read on the first call: code points map to
// records of properties through runs of equal records, and names are a
// sorted list plus ranges named PREFIX-%X (CJK ideographs and the like).
// Normalization is golang.org/x/text/unicode/norm's.
package unicodedata

//go:generate sh -c "${PYTHON:-python3.13} gen_ucd.py ucd.bin"

import (
	"bytes"
	"compress/flate"
	_ "embed"
	"encoding/binary"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"github.com/cpjit/cpjit/lang/internal/wtf8"
	rt "github.com/cpjit/cpjit/lang/runtime"
)

//go:embed ucd.bin
var ucdData []byte

// Modules maps the names of the modules this package implements to their
// constructors; stdlib.Install adds them to each VM.
var Modules = map[string]rt.ModuleFunc{"unicodedata": newModule}

type record struct {
	cat, bidi, comb, eaw, mirrored uint8
	decimal, digit                 int8
	decomp                         string
	numeric                        float64
	hasNumeric                     bool
}

type nameRange struct {
	lo, hi rune
	prefix string
}

type database struct {
	version    string
	scriptHash []byte
	cats       []string
	bidis      []string
	eaws       []string
	records    []record
	runStart   []rune
	runRec     []uint32
	nameCP     []rune // sorted
	names      []string
	ranges     []nameRange

	byNameOnce sync.Once
	byName     map[string]rune
}

var (
	dbOnce sync.Once
	db     *database
	dbErr  error
)

func load() (*database, error) {
	dbOnce.Do(func() { db, dbErr = parse(ucdData) })
	return db, dbErr
}

type reader struct {
	b   []byte
	err error
}

func (r *reader) take(n int) []byte {
	if r.err != nil || len(r.b) < n {
		r.err = io.ErrUnexpectedEOF
		return make([]byte, n)
	}
	p := r.b[:n]
	r.b = r.b[n:]
	return p
}

func (r *reader) u8() uint8   { return r.take(1)[0] }
func (r *reader) u16() uint16 { return binary.LittleEndian.Uint16(r.take(2)) }
func (r *reader) u32() uint32 { return binary.LittleEndian.Uint32(r.take(4)) }
func (r *reader) str8() string {
	return string(r.take(int(r.u8())))
}

func parse(compressed []byte) (*database, error) {
	raw, err := io.ReadAll(flate.NewReader(bytes.NewReader(compressed)))
	if err != nil {
		return nil, fmt.Errorf("unicodedata: %w", err)
	}
	r := &reader{b: raw}
	if string(r.take(4)) != "UCD1" {
		return nil, fmt.Errorf("unicodedata: bad database header")
	}
	d := &database{scriptHash: r.take(32)}
	d.version = r.str8()
	for _, list := range []*[]string{&d.cats, &d.bidis, &d.eaws} {
		n := int(r.u8())
		for i := 0; i < n; i++ {
			*list = append(*list, r.str8())
		}
	}
	d.records = make([]record, r.u32())
	for i := range d.records {
		rec := &d.records[i]
		f := r.take(7)
		rec.cat, rec.bidi, rec.comb, rec.eaw, rec.mirrored = f[0], f[1], f[2], f[3], f[4]
		rec.decimal, rec.digit = int8(f[5]), int8(f[6])
		rec.decomp = string(r.take(int(r.u16())))
		if num := r.str8(); num != "" {
			v, err := strconv.ParseFloat(num, 64)
			if err != nil {
				return nil, fmt.Errorf("unicodedata: numeric %q: %w", num, err)
			}
			rec.numeric, rec.hasNumeric = v, true
		}
	}
	nruns := int(r.u32())
	d.runStart = make([]rune, nruns)
	d.runRec = make([]uint32, nruns)
	for i := 0; i < nruns; i++ {
		d.runStart[i] = rune(r.u32())
		d.runRec[i] = r.u32()
	}
	nnames := int(r.u32())
	d.nameCP = make([]rune, nnames)
	d.names = make([]string, nnames)
	for i := 0; i < nnames; i++ {
		d.nameCP[i] = rune(r.u32())
		d.names[i] = r.str8()
	}
	d.ranges = make([]nameRange, r.u32())
	for i := range d.ranges {
		lo, hi := rune(r.u32()), rune(r.u32())
		d.ranges[i] = nameRange{lo, hi, r.str8()}
	}
	if r.err != nil {
		return nil, fmt.Errorf("unicodedata: truncated database")
	}
	return d, nil
}

func (d *database) record(c rune) *record {
	i := sort.Search(len(d.runStart), func(i int) bool { return d.runStart[i] > c }) - 1
	return &d.records[d.runRec[i]]
}

func (d *database) name(c rune) (string, bool) {
	i := sort.Search(len(d.nameCP), func(i int) bool { return d.nameCP[i] >= c })
	if i < len(d.nameCP) && d.nameCP[i] == c {
		return d.names[i], true
	}
	for _, r := range d.ranges {
		if r.lo <= c && c <= r.hi {
			return fmt.Sprintf("%s-%X", r.prefix, c), true
		}
	}
	return "", false
}

func (d *database) lookup(name string) (rune, bool) {
	d.byNameOnce.Do(func() {
		d.byName = make(map[string]rune, len(d.names))
		for i, n := range d.names {
			d.byName[n] = d.nameCP[i]
		}
	})
	upper := strings.ToUpper(name)
	if c, ok := d.byName[upper]; ok {
		return c, true
	}
	// In PREFIX-XXXX names the words may be in any case, the hex digits
	// only in upper case (as CPython's lookup).
	for _, r := range d.ranges {
		if !strings.HasPrefix(upper, r.prefix+"-") {
			continue
		}
		hex := name[len(r.prefix)+1:]
		if len(hex) < 4 || len(hex) > 6 {
			continue
		}
		v, err := strconv.ParseUint(hex, 16, 32)
		if err == nil && strings.ToUpper(hex) == hex && rune(v) >= r.lo && rune(v) <= r.hi {
			return rune(v), true
		}
	}
	return 0, false
}

// char returns the one character of a str argument, with CPython's
// TypeError otherwise (what names the argument in the message).
func char(vm *rt.VM, what string, v rt.Value) (rune, error) {
	s, ok := vm.StrOf(v)
	if ok {
		if s == "" {
			return 0, vm.Errorf(rt.TypeErrorType, "%s must be a unicode character, not %s", what, vm.TypeName(v))
		}
		c, size := wtf8.Decode(s, 0)
		if size == len(s) && !(c == utf8.RuneError && size == 1) {
			return c, nil
		}
	}
	return 0, vm.Errorf(rt.TypeErrorType, "%s must be a unicode character, not %s", what, vm.TypeName(v))
}

type prop func(vm *rt.VM, d *database, c rune, dflt rt.Value, hasDflt bool) (rt.Value, error)

// charFn makes a module function of one character and an optional
// default.
func charFn(name string, withDefault bool, f prop) rt.BuiltinFn {
	return func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(kw) > 0 {
			return rt.Unbound, vm.Errorf(rt.TypeErrorType, "%s() takes no keyword arguments", name)
		}
		maxN := 1
		if withDefault {
			maxN = 2
		}
		if err := vm.Arity(name, args, 1, maxN); err != nil {
			return rt.Unbound, err
		}
		what := name + "() argument"
		if withDefault {
			what = name + "() argument 1"
		}
		c, err := char(vm, what, args[0])
		if err != nil {
			return rt.Unbound, err
		}
		d, err := load()
		if err != nil {
			return rt.Unbound, err
		}
		if len(args) == 2 {
			return f(vm, d, c, args[1], true)
		}
		return f(vm, d, c, rt.Unbound, false)
	}
}

func orDefault(vm *rt.VM, dflt rt.Value, has bool, msg string) (rt.Value, error) {
	if has {
		return dflt, nil
	}
	return rt.Unbound, vm.Errorf(rt.ValueErrorType, "%s", msg)
}

var funcs = rt.ModuleFuncs{
	"category": charFn("category", false, func(vm *rt.VM, d *database, c rune, _ rt.Value, _ bool) (rt.Value, error) {
		return vm.NewStr(d.cats[d.record(c).cat]), nil
	}),
	"bidirectional": charFn("bidirectional", false, func(vm *rt.VM, d *database, c rune, _ rt.Value, _ bool) (rt.Value, error) {
		return vm.NewStr(d.bidis[d.record(c).bidi]), nil
	}),
	"east_asian_width": charFn("east_asian_width", false, func(vm *rt.VM, d *database, c rune, _ rt.Value, _ bool) (rt.Value, error) {
		return vm.NewStr(d.eaws[d.record(c).eaw]), nil
	}),
	"combining": charFn("combining", false, func(vm *rt.VM, d *database, c rune, _ rt.Value, _ bool) (rt.Value, error) {
		return vm.NewInt(int64(d.record(c).comb)), nil
	}),
	"mirrored": charFn("mirrored", false, func(vm *rt.VM, d *database, c rune, _ rt.Value, _ bool) (rt.Value, error) {
		return vm.NewInt(int64(d.record(c).mirrored)), nil
	}),
	"decomposition": charFn("decomposition", false, func(vm *rt.VM, d *database, c rune, _ rt.Value, _ bool) (rt.Value, error) {
		return vm.NewStr(d.record(c).decomp), nil
	}),
	"decimal": charFn("decimal", true, func(vm *rt.VM, d *database, c rune, dflt rt.Value, has bool) (rt.Value, error) {
		if v := d.record(c).decimal; v >= 0 {
			return vm.NewInt(int64(v)), nil
		}
		return orDefault(vm, dflt, has, "not a decimal")
	}),
	"digit": charFn("digit", true, func(vm *rt.VM, d *database, c rune, dflt rt.Value, has bool) (rt.Value, error) {
		if v := d.record(c).digit; v >= 0 {
			return vm.NewInt(int64(v)), nil
		}
		return orDefault(vm, dflt, has, "not a digit")
	}),
	"numeric": charFn("numeric", true, func(vm *rt.VM, d *database, c rune, dflt rt.Value, has bool) (rt.Value, error) {
		if rec := d.record(c); rec.hasNumeric {
			return vm.NewFloat(rec.numeric), nil
		}
		return orDefault(vm, dflt, has, "not a numeric character")
	}),
	"name": charFn("name", true, func(vm *rt.VM, d *database, c rune, dflt rt.Value, has bool) (rt.Value, error) {
		if n, ok := d.name(c); ok {
			return vm.NewStr(n), nil
		}
		return orDefault(vm, dflt, has, "no such name")
	}),
	"lookup":        lookup,
	"normalize":     normalizeFn("normalize", false),
	"is_normalized": normalizeFn("is_normalized", true),
}

func lookup(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if len(kw) > 0 {
		return rt.Unbound, vm.Errorf(rt.TypeErrorType, "lookup() takes no keyword arguments")
	}
	if err := vm.Arity("lookup", args, 1, 1); err != nil {
		return rt.Unbound, err
	}
	name, ok := vm.StrOf(args[0])
	if !ok {
		b, isBytes := vm.BytesOf(args[0])
		if !isBytes {
			return rt.Unbound, vm.Errorf(rt.TypeErrorType, "a bytes-like object is required, not '%s'", vm.TypeName(args[0]))
		}
		name = string(b)
	}
	if len(name) > 256 {
		return rt.Unbound, keyError(vm, "name too long")
	}
	d, err := load()
	if err != nil {
		return rt.Unbound, err
	}
	c, found := d.lookup(name)
	if !found {
		return rt.Unbound, keyError(vm, fmt.Sprintf("undefined character name '%s'", name))
	}
	return vm.NewStr(string(c)), nil
}

// keyError raises KeyError(msg) (its repr shows the message quoted, as
// CPython's does).
func keyError(vm *rt.VM, msg string) error {
	return vm.NewExceptionObj(rt.KeyErrorType, []rt.Value{vm.NewStr(msg)})
}

var forms = map[string]norm.Form{"NFC": norm.NFC, "NFD": norm.NFD, "NFKC": norm.NFKC, "NFKD": norm.NFKD}

func normalizeFn(name string, check bool) rt.BuiltinFn {
	return func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(kw) > 0 {
			return rt.Unbound, vm.Errorf(rt.TypeErrorType, "%s() takes no keyword arguments", name)
		}
		if err := vm.Arity(name, args, 2, 2); err != nil {
			return rt.Unbound, err
		}
		form, ok := vm.StrOf(args[0])
		if !ok {
			return rt.Unbound, vm.Errorf(rt.TypeErrorType, "%s() argument 1 must be str, not %s", name, vm.TypeName(args[0]))
		}
		s, ok := vm.StrOf(args[1])
		if !ok {
			return rt.Unbound, vm.Errorf(rt.TypeErrorType, "%s() argument 2 must be str, not %s", name, vm.TypeName(args[1]))
		}
		f, ok := forms[form]
		if !ok {
			return rt.Unbound, vm.Errorf(rt.ValueErrorType, "invalid normalization form")
		}
		if check {
			return rt.Bool(f.IsNormalString(s)), nil
		}
		if f.IsNormalString(s) {
			return args[1], nil
		}
		return vm.NewStr(f.String(s)), nil
	}
}

var static = rt.StaticFuncs("unicodedata", funcs)

func newModule(vm *rt.VM) (*rt.Module, error) {
	d, err := load()
	if err != nil {
		return nil, err
	}
	m := vm.NewModule("unicodedata")
	rt.FillModule(vm, m, static)
	m.InstanceDict().SetStr(vm, "unidata_version", vm.NewStr(d.version))
	return m, nil
}
