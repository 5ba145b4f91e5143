// Package freelist holds the runtime's lists of recycled Go blocks: the
// collector's sweep puts the memory of an object it proved dead on the
// list of its layout (Put), and the allocator takes from it (Take) before
// asking Go. Trim bounds a list to one collection cycle's turnover.
package freelist

// Max bounds each list.
const Max = 1 << 16

// List is a stack of recycled blocks of one layout.
type List[T any] struct {
	blocks []*T
	// taken counts what Take returned since the last Trim.
	taken int
}

// Take returns a recycled block, or nil when the list is empty. The
// block holds whatever its last user left in it.
func (l *List[T]) Take() *T {
	n := len(l.blocks)
	if n == 0 {
		return nil
	}
	b := l.blocks[n-1]
	l.blocks[n-1] = nil
	l.blocks = l.blocks[:n-1]
	l.taken++
	return b
}

// New returns a recycled block, or a new zero one when the list is empty.
func (l *List[T]) New() *T {
	if b := l.Take(); b != nil {
		return b
	}
	return new(T)
}

// Put adds a dead block to the list, unless the list is full.
func (l *List[T]) Put(b *T) {
	if len(l.blocks) < Max {
		l.blocks = append(l.blocks, b)
	}
}

// Len is the number of blocks on the list.
func (l *List[T]) Len() int { return len(l.blocks) }

// Trim runs before a sweep: the list keeps at most what was taken from
// it since the previous Trim, so a program that stopped making objects of
// this layout does not keep their memory.
func (l *List[T]) Trim() {
	if keep := l.taken; len(l.blocks) > keep {
		clear(l.blocks[keep:])
		l.blocks = l.blocks[:keep]
	}
	l.taken = 0
}
