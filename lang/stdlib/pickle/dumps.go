package pickle

import (
	"encoding/binary"
	"math"
	"math/big"

	rt "github.com/cpjit/cpjit/lang/runtime"
)

// Opcodes of the pickle protocols.
const (
	opMark           = '('
	opStop           = '.'
	opPop            = '0'
	opPopMark        = '1'
	opDup            = '2'
	opBinInt         = 'J'
	opBinInt1        = 'K'
	opBinInt2        = 'M'
	opNone           = 'N'
	opBinUnicode     = 'X'
	opAppend         = 'a'
	opEmptyDict      = '}'
	opAppends        = 'e'
	opBinGet         = 'h'
	opLongBinGet     = 'j'
	opEmptyList      = ']'
	opBinPut         = 'q'
	opLongBinPut     = 'r'
	opSetItem        = 's'
	opTuple          = 't'
	opEmptyTuple     = ')'
	opSetItems       = 'u'
	opBinFloat       = 'G'
	opProto          = 0x80
	opTuple1         = 0x85
	opTuple2         = 0x86
	opTuple3         = 0x87
	opNewTrue        = 0x88
	opNewFalse       = 0x89
	opLong1          = 0x8a
	opLong4          = 0x8b
	opBinBytes       = 'B'
	opShortBinBytes  = 'C'
	opShortBinUni    = 0x8c
	opBinUnicode8    = 0x8d
	opBinBytes8      = 0x8e
	opEmptySet       = 0x8f
	opAddItems       = 0x90
	opFrozenSet      = 0x91
	opMemoize        = 0x94
	opFrame          = 0x95
	opByteArray8     = 0x96
	opGlobal         = 'c'
	opStackGlobal    = 0x93
	opReduce         = 'R'
	opNewObj         = 0x81
	opBuild          = 'b'
	frameSizeMin     = 4
	frameSizeTarget  = 64 * 1024
	batchSize        = 1000
	maxDepth         = 4000 // deeper values go to pickle.py (CPython fails near 5000, below a shallow stack)
	defaultProtocol  = 4
	highestProtocol  = 5
	largeHeaderLimit = 0xffffffff
)

// pickler is one _dumps_fast call: the output, the current frame
// (protocol 4 and up) and the memo, keyed by the objects' handles.
type pickler struct {
	vm      *rt.VM
	proto   int
	out     []byte
	frame   []byte
	framing bool
	memo    memoTable
	depth   int
	// From pickle.py: how save_global names an object, and copyreg's
	// dispatch_table (Unbound/nil without helpers: builtin types only).
	globalParts rt.Value
	table       *rt.Dict
	// The reductions made so far (__reduce_ex__ results by object), given
	// back to pickle.py when it must finish the job, so that no object's
	// __reduce_ex__ runs twice; pyErr is an exception Python code raised.
	reduced []rt.Value
	pyErr   error
	busy    bool
	// copyreg.__newobj__, from the first reduction of a plain instance
	// (Unbound before): later ones are made here (see plainReduction).
	newobj rt.Value
	// pickle.py's _codecs_encode (a helper; Unbound without), and the
	// 'latin1' str its reductions of bytes below protocol 3 share.
	codecsEncode, latin1 rt.Value
}

// errFallback is returned when pickle.py must pickle the value.
type fallback struct{}

func (fallback) Error() string { return "not handled" }

var errFallback error = fallback{}

func dumpsFast(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if len(args) < 2 || len(args) > 3 || len(kw) != 0 {
		return rt.None, nil
	}
	proto := defaultProtocol
	if p := args[1]; p != rt.None {
		if !p.IsSmallInt() {
			return rt.None, nil
		}
		proto = int(p.Int())
		if proto < 0 {
			proto = highestProtocol
		}
	}
	if proto < 2 || proto > highestProtocol {
		return rt.None, nil
	}
	p := takePickler(vm)
	defer p.release()
	p.proto = proto
	if len(args) == 3 {
		h, ok := vm.Get0(args[2]).(*rt.Tuple)
		if !ok || len(h.Items) != 2 && len(h.Items) != 3 {
			return rt.None, nil
		}
		if len(h.Items) == 3 {
			p.codecsEncode = h.Items[2]
		}
		d, ok := vm.Get0(h.Items[1]).(*rt.Dict)
		if !ok {
			return rt.None, nil
		}
		p.globalParts, p.table = h.Items[0], d
	}
	p.out = append(p.out, opProto, byte(proto))
	if proto >= 4 {
		p.framing = true
	}
	if err := p.save(args[0]); err != nil {
		if p.pyErr != nil {
			return rt.Unbound, p.pyErr
		}
		return p.handBack(), nil
	}
	p.write1(opStop)
	if p.framing && len(p.frame) > 0 {
		p.commitFrame(true)
	}
	return vm.NewBytes(append([]byte(nil), p.out...)), nil
}

const picklerKey = "_pickle.pickler"

// takePickler returns the VM's idle pickler, whose memo and buffers keep
// their capacity from one dumps to the next, or a new one when it is busy
// (a __reduce_ex__ that pickles).
func takePickler(vm *rt.VM) *pickler {
	p, _ := vm.Ext[picklerKey].(*pickler)
	if p == nil || p.busy {
		p = &pickler{vm: vm}
		if vm.Ext[picklerKey] == nil {
			vm.Ext[picklerKey] = p
		}
	}
	p.busy = true
	p.out, p.frame = p.out[:0], p.frame[:0]
	p.framing, p.depth, p.globalParts, p.table, p.pyErr = false, 0, rt.Unbound, nil, nil
	p.newobj, p.codecsEncode, p.latin1 = rt.Unbound, rt.Unbound, rt.Unbound
	return p
}

// release makes p idle, dropping what it refers to.
func (p *pickler) release() {
	p.memo.clear()
	clear(p.reduced)
	p.reduced = p.reduced[:0]
	p.globalParts, p.table, p.pyErr, p.newobj = rt.Unbound, nil, nil, rt.Unbound
	p.codecsEncode, p.latin1 = rt.Unbound, rt.Unbound
	if cap(p.out) > 1<<20 {
		p.out = nil // a huge pickle's buffers are not kept
	}
	if cap(p.frame) > 1<<20 {
		p.frame = nil
	}
	p.busy = false
}

func (p *pickler) write1(b byte) {
	if p.framing {
		p.frame = append(p.frame, b)
	} else {
		p.out = append(p.out, b)
	}
}

func (p *pickler) write(b ...byte) {
	if p.framing {
		p.frame = append(p.frame, b...)
	} else {
		p.out = append(p.out, b...)
	}
}

// buf returns the slice writes go to, for appending in place.
func (p *pickler) buf() *[]byte {
	if p.framing {
		return &p.frame
	}
	return &p.out
}

func (p *pickler) commitFrame(force bool) {
	if !p.framing || !(len(p.frame) >= frameSizeTarget || force) {
		return
	}
	if len(p.frame) >= frameSizeMin {
		p.out = append(p.out, opFrame)
		p.out = binary.LittleEndian.AppendUint64(p.out, uint64(len(p.frame)))
	}
	p.out = append(p.out, p.frame...)
	p.frame = p.frame[:0]
}

// writeLarge writes a header and a payload outside any frame.
func (p *pickler) writeLarge(header []byte, payload []byte) {
	if p.framing {
		p.commitFrame(true)
	}
	p.out = append(p.out, header...)
	p.out = append(p.out, payload...)
}

func (p *pickler) memoize(v rt.Value) {
	idx := p.memo.len()
	if p.proto >= 4 {
		p.write1(opMemoize)
	} else if idx < 256 {
		p.write(opBinPut, byte(idx))
	} else {
		b := p.buf()
		*b = append(*b, opLongBinPut)
		*b = binary.LittleEndian.AppendUint32(*b, uint32(idx))
	}
	p.memo.put(v, idx)
}

func (p *pickler) get(idx int) {
	if idx < 256 {
		p.write(opBinGet, byte(idx))
		return
	}
	b := p.buf()
	*b = append(*b, opLongBinGet)
	*b = binary.LittleEndian.AppendUint32(*b, uint32(idx))
}

func (p *pickler) save(v rt.Value) error {
	if p.framing && len(p.frame) >= frameSizeTarget {
		p.commitFrame(false)
	}
	switch {
	case v.IsSmallInt():
		p.saveInt(v.Int())
		return nil
	case v.IsFloat():
		p.saveFloat(v.Float())
		return nil
	case v == rt.None:
		p.write1(opNone)
		return nil
	case v == rt.True:
		p.write1(opNewTrue)
		return nil
	case v == rt.False:
		p.write1(opNewFalse)
		return nil
	case !v.IsHandle():
		return errFallback
	}
	if idx, ok := p.memo.get(v); ok {
		p.get(idx)
		return nil
	}
	if p.depth >= maxDepth {
		return errFallback
	}
	p.depth++
	err := p.saveObject(v)
	p.depth--
	return err
}

// saveObject is save for an object not in the memo.
func (p *pickler) saveObject(v rt.Value) error {
	vm := p.vm
	switch o := vm.Get0(v).(type) {
	case *rt.Str:
		if o.Class() != rt.StrType {
			return errFallback
		}
		return p.saveStr(v, o.S)
	case *rt.Int:
		if o.Class() != rt.IntType {
			return errFallback
		}
		p.saveBigInt(&o.V)
		return nil
	case *rt.Float:
		if o.Class() != rt.FloatType {
			return errFallback
		}
		p.saveFloat(o.V)
		return nil
	case *rt.Bytes:
		if o.Class() != rt.BytesType {
			return errFallback
		}
		if p.proto < 3 {
			return p.saveBytesReduce(v, o.B)
		}
		p.saveBytes(o.B)
		p.memoize(v)
		return nil
	case *rt.ByteArray:
		if o.Class() != rt.ByteArrayType || p.proto < 5 {
			return errFallback
		}
		n := len(o.B)
		var h [9]byte
		h[0] = opByteArray8
		binary.LittleEndian.PutUint64(h[1:], uint64(n))
		if n >= frameSizeTarget {
			p.writeLarge(h[:], o.B)
		} else {
			b := p.buf()
			*b = append(append(*b, h[:]...), o.B...)
		}
		p.memoize(v)
		return nil
	case *rt.Tuple:
		if o.Class() != rt.TupleType {
			return errFallback
		}
		return p.saveTuple(v, o.Items)
	case *rt.List:
		if o.Class() != rt.ListType {
			return errFallback
		}
		return p.saveList(v, o)
	case *rt.Dict:
		if o.Class() != rt.DictType {
			return errFallback
		}
		return p.saveDict(v, o)
	case *rt.Set:
		if p.proto < 4 {
			return errFallback
		}
		if o.Frozen() {
			if o.Class() != rt.FrozenSetType {
				return errFallback
			}
			return p.saveFrozenSet(v, o)
		}
		if o.Class() != rt.SetType {
			return errFallback
		}
		return p.saveSet(v, o)
	}
	return p.saveOther(v)
}

func (p *pickler) saveInt(x int64) {
	b := p.buf()
	switch {
	case x >= 0 && x <= 0xff:
		*b = append(*b, opBinInt1, byte(x))
	case x >= 0 && x <= 0xffff:
		*b = append(*b, opBinInt2, byte(x), byte(x>>8))
	case x >= math.MinInt32 && x <= math.MaxInt32:
		*b = append(*b, opBinInt)
		*b = binary.LittleEndian.AppendUint32(*b, uint32(int32(x)))
	default:
		p.saveBigInt(big.NewInt(x))
	}
}

// saveBigInt writes an int outside the 32-bit range as LONG1 or LONG4:
// little-endian two's complement in the fewest bytes that keep the sign
// (bit_length // 8 + 1 bytes, one less for a negative number whose top
// byte would be a redundant 0xff).
func (p *pickler) saveBigInt(x *big.Int) {
	if x.IsInt64() {
		if i := x.Int64(); i >= math.MinInt32 && i <= math.MaxInt32 {
			p.saveInt(i)
			return
		}
	}
	var enc []byte
	if x.Sign() != 0 {
		nbytes := x.BitLen()>>3 + 1
		enc = make([]byte, nbytes)
		if x.Sign() > 0 {
			x.FillBytes(enc) // big-endian, reversed below
		} else {
			// two's complement: 2**(8*nbytes) + x
			t := new(big.Int).Lsh(big.NewInt(1), uint(8*nbytes))
			t.Add(t, x)
			t.FillBytes(enc)
		}
		for i, j := 0, len(enc)-1; i < j; i, j = i+1, j-1 {
			enc[i], enc[j] = enc[j], enc[i]
		}
		if x.Sign() < 0 && nbytes > 1 && enc[nbytes-1] == 0xff && enc[nbytes-2]&0x80 != 0 {
			enc = enc[:nbytes-1]
		}
	}
	b := p.buf()
	if n := len(enc); n < 256 {
		*b = append(*b, opLong1, byte(n))
	} else {
		*b = append(*b, opLong4)
		*b = binary.LittleEndian.AppendUint32(*b, uint32(n))
	}
	*b = append(*b, enc...)
}

func (p *pickler) saveFloat(f float64) {
	b := p.buf()
	*b = append(*b, opBinFloat)
	*b = binary.BigEndian.AppendUint64(*b, math.Float64bits(f))
}

// saveBytesReduce writes bytes below protocol 3 as pickle.py's save_bytes
// does: empty bytes as the reduction bytes(), anything else as
// _codecs.encode(text, 'latin1') with text the bytes decoded as Latin-1.
func (p *pickler) saveBytesReduce(v rt.Value, data []byte) error {
	vm := p.vm
	if p.globalParts == rt.Unbound || p.codecsEncode == rt.Unbound {
		return errFallback
	}
	if len(data) == 0 {
		if err := p.save(rt.BytesType.Self()); err != nil {
			return err
		}
		p.write1(opEmptyTuple)
	} else {
		if idx, ok := p.memo.get(p.codecsEncode); ok {
			p.get(idx)
		} else {
			b := p.buf()
			*b = append(append(*b, opGlobal), "_codecs\nencode\n"...)
			p.memoize(p.codecsEncode)
		}
		if p.latin1 == rt.Unbound {
			p.latin1 = vm.Intern("latin1") // the one a literal "latin1" is, as CPython's
		}
		text := make([]rune, len(data))
		for i, c := range data {
			text[i] = rune(c)
		}
		if err := p.save(vm.NewTuple([]rt.Value{vm.NewStr(string(text)), p.latin1})); err != nil {
			return err
		}
	}
	p.write1(opReduce)
	if idx, ok := p.memo.get(v); ok {
		p.write1(opPop)
		p.get(idx)
	} else {
		p.memoize(v)
	}
	return nil
}

func (p *pickler) saveBytes(data []byte) {
	n := len(data)
	var h [9]byte
	switch {
	case n <= 0xff:
		b := p.buf()
		*b = append(append(*b, opShortBinBytes, byte(n)), data...)
		return
	case n > largeHeaderLimit && p.proto >= 4:
		h[0] = opBinBytes8
		binary.LittleEndian.PutUint64(h[1:], uint64(n))
		p.writeLarge(h[:9], data)
	case n >= frameSizeTarget:
		h[0] = opBinBytes
		binary.LittleEndian.PutUint32(h[1:], uint32(n))
		p.writeLarge(h[:5], data)
	default:
		h[0] = opBinBytes
		binary.LittleEndian.PutUint32(h[1:], uint32(n))
		b := p.buf()
		*b = append(append(*b, h[:5]...), data...)
	}
}

// hasSurrogate reports whether s (WTF-8) holds a lone surrogate, which
// pickle.py encodes with surrogatepass: left to it.
func hasSurrogate(s string) bool {
	for i := 0; i+1 < len(s); i++ {
		if s[i] == 0xED && s[i+1] >= 0xA0 {
			return true
		}
	}
	return false
}

func (p *pickler) saveStr(v rt.Value, s string) error {
	if hasSurrogate(s) {
		return errFallback
	}
	n := len(s)
	var h [9]byte
	switch {
	case n <= 0xff && p.proto >= 4:
		b := p.buf()
		*b = append(append(*b, opShortBinUni, byte(n)), s...)
	case n > largeHeaderLimit && p.proto >= 4:
		h[0] = opBinUnicode8
		binary.LittleEndian.PutUint64(h[1:], uint64(n))
		p.writeLarge(h[:9], []byte(s))
	case n >= frameSizeTarget:
		h[0] = opBinUnicode
		binary.LittleEndian.PutUint32(h[1:], uint32(n))
		p.writeLarge(h[:5], []byte(s))
	default:
		h[0] = opBinUnicode
		binary.LittleEndian.PutUint32(h[1:], uint32(n))
		b := p.buf()
		*b = append(append(*b, h[:5]...), s...)
	}
	p.memoize(v)
	return nil
}

func (p *pickler) saveTuple(v rt.Value, items []rt.Value) error {
	n := len(items)
	if n == 0 {
		p.write1(opEmptyTuple)
		return nil
	}
	if n <= 3 {
		for _, x := range items {
			if err := p.save(x); err != nil {
				return err
			}
		}
		if idx, ok := p.memo.get(v); ok { // reached again through its items
			for i := 0; i < n; i++ {
				p.write1(opPop)
			}
			p.get(idx)
			return nil
		}
		p.write1(byte(opTuple1 + n - 1))
		p.memoize(v)
		return nil
	}
	p.write1(opMark)
	for _, x := range items {
		if err := p.save(x); err != nil {
			return err
		}
	}
	if idx, ok := p.memo.get(v); ok {
		p.write1(opPopMark)
		p.get(idx)
		return nil
	}
	p.write1(opTuple)
	p.memoize(v)
	return nil
}

func (p *pickler) saveList(v rt.Value, l *rt.List) error {
	p.write1(opEmptyList)
	p.memoize(v)
	n := len(l.Items)
	switch n {
	case 0:
		return nil
	case 1:
		if err := p.save(l.Items[0]); err != nil {
			return err
		}
		p.write1(opAppend)
		return nil
	}
	for total := 0; total < len(l.Items); total += batchSize {
		p.write1(opMark)
		for i := total; i < total+batchSize && i < len(l.Items); i++ {
			if err := p.save(l.Items[i]); err != nil {
				return err
			}
		}
		p.write1(opAppends)
	}
	if len(l.Items) != n {
		return errFallback // changed by a reduction's Python code
	}
	return nil
}

func (p *pickler) saveDict(v rt.Value, d *rt.Dict) error {
	p.write1(opEmptyDict)
	p.memoize(v)
	size := d.Len()
	if size == 0 {
		return nil
	}
	if size == 1 {
		k, val, _, _ := d.EntryAt(0)
		if err := p.save(k); err != nil {
			return err
		}
		if err := p.save(val); err != nil {
			return err
		}
		p.write1(opSetItem)
		return nil
	}
	pos := 0
	for {
		i := 0
		p.write1(opMark)
		for i < batchSize {
			k, val, next, ok := d.EntryAt(pos)
			if !ok {
				break
			}
			pos = next
			if err := p.save(k); err != nil {
				return err
			}
			if err := p.save(val); err != nil {
				return err
			}
			i++
		}
		p.write1(opSetItems)
		if d.Len() != size {
			return errFallback // changed by a reduction's Python code
		}
		if i != batchSize {
			return nil
		}
	}
}

func (p *pickler) saveSet(v rt.Value, s *rt.Set) error {
	p.write1(opEmptySet)
	p.memoize(v)
	items := s.Items()
	if len(items) == 0 {
		return nil
	}
	for total := 0; ; total += batchSize {
		p.write1(opMark)
		end := min(total+batchSize, len(items))
		for i := total; i < end; i++ {
			if err := p.save(items[i]); err != nil {
				return err
			}
		}
		p.write1(opAddItems)
		if s.Len() != len(items) {
			return errFallback
		}
		if end-total != batchSize {
			return nil
		}
	}
}

func (p *pickler) saveFrozenSet(v rt.Value, s *rt.Set) error {
	p.write1(opMark)
	for _, x := range s.Items() {
		if err := p.save(x); err != nil {
			return err
		}
	}
	if idx, ok := p.memo.get(v); ok {
		p.write1(opPopMark)
		p.get(idx)
		return nil
	}
	p.write1(opFrozenSet)
	p.memoize(v)
	return nil
}
