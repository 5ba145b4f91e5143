package runtime

import (
	"math/big"

	"github.com/cpjit/cpjit/lang/internal/pyhash"
)

// Python's hashes (lang/internal/pyhash), under the names the runtime
// uses.

const (
	// HashNone is hash(None).
	HashNone = pyhash.None
	// HashModulus and HashInf are sys.hash_info's modulus and inf.
	HashModulus = pyhash.Modulus
	HashInf     = pyhash.Inf
)

func hashSmallInt(i int64) int64  { return pyhash.SmallInt(i) }
func hashBigInt(b *big.Int) int64 { return pyhash.BigInt(b) }

// HashFloat is hash(float).
func HashFloat(v float64) int64 { return pyhash.Float(v) }

// HashString is hash(str).
func HashString(s string) int64 { return pyhash.String(s) }

// HashBytes is hash(bytes).
func HashBytes(b []byte) int64 { return pyhash.Bytes(b) }

// HashComplex is hash(complex).
func HashComplex(c complex128) int64 { return pyhash.Complex(c) }

// hashTuple is hash(tuple).
func (vm *VM) hashTuple(items []Value) (int64, error) {
	t := pyhash.NewTuple()
	for _, it := range items {
		h, err := vm.Hash(it)
		if err != nil {
			return 0, err
		}
		t.Add(h)
	}
	return t.Sum(len(items)), nil
}
