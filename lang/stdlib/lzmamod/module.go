// Package lzmamod implements _lzma, the one-shot coders under pylib's
// lzma module, over github.com/ulikunitz/xz: .xz streams (CHECK_NONE,
// CRC32, CRC64, SHA256) and the legacy .lzma ("alone") format. The
// streams are valid for every xz and liblzma, but not liblzma's bytes for
// the same preset; raw streams and custom filter chains are not
// supported.
package lzmamod

import (
	"bytes"
	"encoding/binary"
	"errors"
	"io"

	rt "github.com/cpjit/cpjit/lang/runtime"
	"github.com/ulikunitz/xz"
	"github.com/ulikunitz/xz/lzma"
)

// Modules maps the names of the modules this package implements to their
// constructors; stdlib.Install adds them to each VM.
var Modules = map[string]rt.ModuleFunc{}

func register(name string, create rt.ModuleFunc) { Modules[name] = create }

// The formats and checks, numbered as liblzma's.
const (
	formatAuto  = 0
	formatXZ    = 1
	formatAlone = 2
	formatRaw   = 3
)

var xzMagic = []byte{0xfd, '7', 'z', 'X', 'Z', 0}

// presetDict is the dictionary size of each preset level, as liblzma's.
var presetDict = [10]int{1 << 18, 1 << 20, 2 << 20, 4 << 20, 4 << 20, 8 << 20, 8 << 20, 16 << 20, 32 << 20, 64 << 20}

func compress(data []byte, format int, check int, preset int) ([]byte, error) {
	var buf bytes.Buffer
	level := preset & 0x1f
	if level > 9 {
		return nil, errors.New("Invalid compression preset: " + itoa(preset))
	}
	var w io.WriteCloser
	var err error
	switch format {
	case formatXZ:
		cfg := xz.WriterConfig{DictCap: presetDict[level]}
		switch check {
		case -1, 4:
			cfg.CheckSum = xz.CRC64
		case 0:
			cfg.NoCheckSum = true
		case 1:
			cfg.CheckSum = xz.CRC32
		case 10:
			cfg.CheckSum = xz.SHA256
		default:
			return nil, errors.New("Invalid or unsupported integrity check")
		}
		w, err = cfg.NewWriter(&buf)
	case formatAlone:
		cfg := lzma.WriterConfig{DictCap: presetDict[level], EOSMarker: true}
		w, err = cfg.NewWriter(&buf)
	default:
		return nil, errors.New("Invalid container format: " + itoa(format))
	}
	if err != nil {
		return nil, err
	}
	if _, err := w.Write(data); err != nil {
		return nil, err
	}
	if err := w.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

func itoa(n int) string {
	if n < 0 {
		return "-" + itoa(-n)
	}
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}

// counting is the reader a decoder reads its input through.
type counting struct {
	data []byte
	pos  int
}

func (c *counting) Read(p []byte) (int, error) {
	if c.pos >= len(c.data) {
		return 0, io.EOF
	}
	n := copy(p, c.data[c.pos:])
	c.pos += n
	return n, nil
}

// Decoding outcomes.
const (
	stIncomplete = 0  // the input ends inside the stream
	stDone       = 1  // one stream decoded; consumed says where it ended
	stFormat     = -1 // not a stream of the format
	stCorrupt    = -2 // a stream with bad data
)

// decode decodes the first stream of data: its output, status, the
// input bytes it used (for stDone) and its integrity check (16 when not
// known yet). Like liblzma's decoders, it says stIncomplete until it has
// seen enough bytes to judge them: the .xz decoder reads its 12-byte
// header before checking the magic bytes, the .lzma one judges each
// header field as it arrives. FORMAT_AUTO takes .lzma data with
// liblzma's stricter ("picky") checks, which turn most non-.lzma input
// into stFormat.
func decode(data []byte, format int) (out []byte, status int, consumed int, check int) {
	check = 16
	picky := false
	if format == formatAuto {
		switch {
		case len(data) < len(xzMagic) && bytes.HasPrefix(xzMagic, data):
			return nil, stIncomplete, 0, check
		case bytes.HasPrefix(data, xzMagic):
			format = formatXZ
		default:
			format, picky = formatAlone, true
		}
	}
	c := &counting{data: data}
	switch format {
	case formatXZ:
		if len(data) < xz.HeaderLen {
			return nil, stIncomplete, 0, check
		}
		if !xz.ValidHeader(data[:xz.HeaderLen]) {
			if !bytes.HasPrefix(data, xzMagic) {
				return nil, stFormat, 0, check
			}
			return nil, stCorrupt, 0, check
		}
		check = int(data[7] & 0x0f)
		r, err := xz.ReaderConfig{SingleStream: true}.NewReader(c)
		if err != nil {
			return nil, classify(err), 0, check
		}
		out, err = io.ReadAll(r)
		end := c.pos
		switch {
		case err == nil:
		case err.Error() == "xz: unexpected data after stream":
			end--
		default:
			return out, classify(err), 0, check
		}
		// A stream ends with its footer's magic bytes; the reader may
		// stop without reading them when the input ends early.
		if end < 2*xz.HeaderLen || !bytes.Equal(data[end-2:end], xzFooterMagic) {
			return out, stIncomplete, 0, check
		}
		return out, stDone, end, check
	case formatAlone:
		check = 0
		if st := aloneHeader(data, picky); st != stDone {
			return nil, st, 0, check
		}
		if size := binary.LittleEndian.Uint64(data[5:13]); size == 0 {
			// No data: the stream ends after the range coder's five
			// initial bytes.
			if len(data) < 18 {
				return nil, stIncomplete, 0, check
			}
			return nil, stDone, 18, check
		}
		r, err := lzma.NewReader(c)
		if err != nil {
			return nil, classify(err), 0, check
		}
		out, err = io.ReadAll(r)
		if err != nil {
			return out, classify(err), 0, check
		}
		return out, stDone, c.pos, check
	}
	return nil, stFormat, 0, check
}

var xzFooterMagic = []byte("YZ")

// aloneHeader judges the .lzma header at the start of data as liblzma
// does, field by field: stFormat for properties above 224 or with
// lc + lp above 4, and (when picky) for a dictionary size other than
// 2^n or 2^n + 2^(n-1) (0 and "unknown" pass) or an uncompressed size of
// 2^38 or more (other than "unknown"); stCorrupt when the range coder's
// first byte is not zero; stIncomplete while the header is not all there;
// stDone for a header that may start a stream.
func aloneHeader(data []byte, picky bool) int {
	if len(data) == 0 {
		return stIncomplete
	}
	props := int(data[0])
	if props > 224 || props%9+props/9%5 > 4 {
		return stFormat
	}
	if len(data) < 5 {
		return stIncomplete
	}
	d := binary.LittleEndian.Uint32(data[1:5])
	if picky && d != 0xffffffff {
		// The next value of the form 2^n or 2^n + 2^(n-1) from d.
		x := d - 1
		x |= x >> 2
		x |= x >> 3
		x |= x >> 4
		x |= x >> 8
		x |= x >> 16
		if x+1 != d {
			return stFormat
		}
	}
	if len(data) < 13 {
		return stIncomplete
	}
	size := binary.LittleEndian.Uint64(data[5:13])
	if picky && size != ^uint64(0) && size >= 1<<38 {
		return stFormat
	}
	if len(data) == 13 {
		return stIncomplete
	}
	if data[13] != 0 {
		return stCorrupt
	}
	return stDone
}

func classify(err error) int {
	if errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF) {
		return stIncomplete
	}
	return stCorrupt
}

var lzmaFuncs = rt.ModuleFuncs{
	// _compress(data, format, check, preset) -> bytes
	"_compress": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("_compress", args, 4, 4); err != nil {
			return rt.Unbound, err
		}
		data, ok := vm.BytesOf(args[0])
		if !ok {
			return rt.Unbound, vm.TypeError("a bytes-like object is required, not '%s'", vm.TypeName(args[0]))
		}
		var n [3]int64
		for i := range n {
			v, err := vm.IndexInt(args[i+1])
			if err != nil {
				return rt.Unbound, err
			}
			n[i] = v
		}
		out, err := compress(data, int(n[0]), int(n[1]), int(n[2]))
		if err != nil {
			return rt.Unbound, vm.ValueError("%s", err.Error())
		}
		return vm.NewBytes(out), nil
	},
	// _decode(data, format) -> (out, status, consumed, check)
	"_decode": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("_decode", args, 2, 2); err != nil {
			return rt.Unbound, err
		}
		data, ok := vm.BytesOf(args[0])
		if !ok {
			return rt.Unbound, vm.TypeError("a bytes-like object is required, not '%s'", vm.TypeName(args[0]))
		}
		f, err := vm.IndexInt(args[1])
		if err != nil {
			return rt.Unbound, err
		}
		out, status, consumed, check := decode(data, int(f))
		return vm.NewTuple([]rt.Value{vm.NewBytes(out), vm.NewInt(int64(status)),
			vm.NewInt(int64(consumed)), vm.NewInt(int64(check))}), nil
	},
}

var lzmaStatic = rt.StaticFuncs("_lzma", lzmaFuncs)

func init() {
	register("_lzma", func(vm *rt.VM) (*rt.Module, error) {
		m := vm.NewModule("_lzma")
		rt.FillModule(vm, m, lzmaStatic)
		return m, nil
	})
}
