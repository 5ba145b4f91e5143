package io

import (
	"errors"
	"io"
	"os"
	"time"

	rt "github.com/cpjit/cpjit/lang/runtime"
)

// The byte streams under the file objects: an OS file, or any Python
// object with read/write/seek/close methods (io.TextIOWrapper(BytesIO())
// and io.BufferedReader(raw) wrap those).

// rawStream is what a fileState reads, writes and seeks.
type rawStream interface {
	io.Reader
	io.Writer
	io.Seeker
	Close() error
}

// pyStream adapts a Python stream object; errors are the Python
// exceptions its methods raised.
type pyStream struct {
	vm  *rt.VM
	obj rt.Value
}

func (p *pyStream) Read(b []byte) (int, error) {
	meth := "read1"
	if _, err := p.vm.GetAttr(p.obj, "read1"); err != nil {
		meth = "read"
	}
	r, err := p.vm.CallMethod(p.obj, meth, p.vm.NewInt(int64(len(b))))
	if err != nil {
		return 0, err
	}
	if r == rt.None {
		return 0, io.EOF
	}
	data, ok := p.vm.BytesLike(r)
	if !ok {
		return 0, p.vm.TypeError("underlying %s() should have returned a bytes-like object, not '%s'", meth, p.vm.TypeName(r))
	}
	if len(data) == 0 {
		return 0, io.EOF
	}
	if len(data) > len(b) {
		return 0, p.vm.NewError(rt.OSErrorType, "raw readinto() returned invalid length")
	}
	return copy(b, data), nil
}

func (p *pyStream) Write(b []byte) (int, error) {
	if _, err := p.vm.CallMethod(p.obj, "write", p.vm.NewBytes(append([]byte(nil), b...))); err != nil {
		return 0, err
	}
	return len(b), nil
}

func (p *pyStream) Seek(off int64, whence int) (int64, error) {
	r, err := p.vm.CallMethod(p.obj, "seek", p.vm.NewInt(off), rt.SmallInt(int64(whence)))
	if err != nil {
		return 0, err
	}
	return p.vm.Index(r)
}

func (p *pyStream) Close() error {
	_, err := p.vm.CallMethod(p.obj, "close")
	return err
}

// boolMethod calls obj.name() and reports its truth (false when it fails).
func boolMethod(vm *rt.VM, obj rt.Value, name string) bool {
	r, err := vm.CallMethod(obj, name)
	if err != nil {
		return false
	}
	t, err := vm.Truth(r)
	return err == nil && t
}

// fileState is what the layers of one open file share: the stream, the
// read buffer, and whether it is closed.
type fileState struct {
	raw      rawStream
	osf      *os.File // nil for a Python stream
	r        *readBuffer
	name     rt.Value
	pyobj    rt.Value // the wrapped Python object, or Unbound
	closed   bool
	closefd  bool
	readable bool
	writable bool
	seekable bool
	// rawMode is FileIO's mode: "rb", "wb", "xb", "ab", "rb+", "wb+"...
	rawMode string
}

func (st *fileState) trace(t *rt.Tracer) {
	t.Mark(st.name)
	if st.pyobj != rt.Unbound {
		t.Mark(st.pyobj)
	}
}

// readBuffer is a read-ahead buffer over the stream (bufio.Reader's job,
// but with the buffered bytes reachable for tell and a reset that keeps
// the stream).
type readBuffer struct {
	src rawStream
	buf []byte
	pos int
	err error
	// vm is set for a stream whose reads may wait (a pipe, a terminal, a
	// socket: not a regular file): fill then lets the global lock go
	// while it reads, into spare, so that other threads run meanwhile.
	vm    *rt.VM
	spare []byte
}

func (b *readBuffer) buffered() int { return len(b.buf) - b.pos }

// fill reads once from the stream when the buffer is empty; it returns
// false at the end (or an error, kept for the caller).
func (b *readBuffer) fill() bool {
	if b.pos < len(b.buf) {
		return true
	}
	if b.err != nil {
		return false
	}
	if b.vm != nil {
		return b.fillReleased()
	}
	if cap(b.buf) == 0 {
		b.buf = make([]byte, 0, 64<<10)
	}
	n, err := b.src.Read(b.buf[:cap(b.buf)])
	b.buf, b.pos = b.buf[:max(n, 0)], 0
	if err != nil && n <= 0 {
		b.err = err
		return false
	}
	return n > 0
}

// fillReleased is fill for a stream whose reads may wait: it reads into
// a buffer of its own with the global lock released. Another thread may
// have read from the stream meanwhile; what it left buffered comes
// first.
func (b *readBuffer) fillReleased() bool {
	tmp := b.spare
	b.spare = nil
	if cap(tmp) == 0 {
		tmp = make([]byte, 0, 64<<10)
	}
	var n int
	var err error
	b.vm.Block(-1, func(<-chan struct{}, <-chan time.Time) bool {
		n, err = b.src.Read(tmp[:cap(tmp)])
		return true
	})
	n = max(n, 0)
	if b.pos < len(b.buf) {
		rest := append([]byte(nil), b.buf[b.pos:]...)
		b.buf, b.pos, b.spare = append(rest, tmp[:n]...), 0, tmp[:0]
		return true
	}
	b.spare = b.buf[:0]
	b.buf, b.pos = tmp[:n], 0
	if err != nil && n == 0 {
		b.err = err
		return false
	}
	return n > 0
}

// takeErr returns the stream's error (other than EOF) and forgets it, so
// that the next read tries again.
func (b *readBuffer) takeErr() error {
	err := b.err
	b.err = nil
	if errors.Is(err, io.EOF) {
		return nil
	}
	return err
}

func (b *readBuffer) reset() { b.buf, b.pos, b.err = b.buf[:0], 0, nil }

// read returns up to n bytes (n < 0: to the end); it stops early only at
// the end of the stream.
func (b *readBuffer) read(n int) ([]byte, error) {
	var out []byte
	for n < 0 || len(out) < n {
		if !b.fill() {
			break
		}
		k := b.buffered()
		if n >= 0 && k > n-len(out) {
			k = n - len(out)
		}
		out = append(out, b.buf[b.pos:b.pos+k]...)
		b.pos += k
	}
	return out, b.takeErr()
}

// read1 returns what is buffered, or one read's worth (at most n bytes).
func (b *readBuffer) read1(n int) ([]byte, error) {
	if !b.fill() {
		return nil, b.takeErr()
	}
	k := b.buffered()
	if n >= 0 && k > n {
		k = n
	}
	out := append([]byte(nil), b.buf[b.pos:b.pos+k]...)
	b.pos += k
	return out, nil
}

// readLine returns bytes up to and including the next '\n' (limit < 0: no
// limit).
func (b *readBuffer) readLine(limit int) ([]byte, error) {
	var out []byte
	for limit < 0 || len(out) < limit {
		if !b.fill() {
			break
		}
		chunk := b.buf[b.pos:]
		if limit >= 0 && len(chunk) > limit-len(out) {
			chunk = chunk[:limit-len(out)]
		}
		for i, c := range chunk {
			if c == '\n' {
				out = append(out, chunk[:i+1]...)
				b.pos += i + 1
				return out, nil
			}
		}
		out = append(out, chunk...)
		b.pos += len(chunk)
	}
	return out, b.takeErr()
}

// peek returns the buffered bytes, filling the buffer when it is empty.
func (b *readBuffer) peek() ([]byte, error) {
	if !b.fill() {
		return nil, b.takeErr()
	}
	return append([]byte(nil), b.buf[b.pos:]...), nil
}
