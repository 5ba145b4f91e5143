package runtime

import (
	"hash/fnv"
	"math"
	"math/big"
)

// Hashes follow CPython 3.13 so that set iteration order matches it.
// (Placeholder implementations; see the numbers/hash owner.)

const hashModulus = 1<<61 - 1

func hashSmallInt(i int64) int64 {
	neg := i < 0
	if neg {
		i = -i
	}
	h := i % hashModulus
	if neg {
		h = -h
	}
	if h == -1 {
		h = -2
	}
	return h
}

func hashBigInt(b *big.Int) int64 {
	m := new(big.Int).Abs(b)
	m.Mod(m, big.NewInt(hashModulus))
	h := m.Int64()
	if b.Sign() < 0 {
		h = -h
	}
	if h == -1 {
		h = -2
	}
	return h
}

// HashFloat is hash(float).
func HashFloat(f float64) int64 {
	if f == math.Trunc(f) && math.Abs(f) < 1<<62 {
		return hashSmallInt(int64(f))
	}
	return int64(math.Float64bits(f) >> 3)
}

// HashString is hash(str).
func HashString(s string) int64 {
	h := fnv.New64a()
	h.Write([]byte(s))
	r := int64(h.Sum64() >> 1)
	if r == -1 {
		r = -2
	}
	return r
}

func (vm *VM) hashTuple(items []Value) (int64, error) {
	var acc uint64 = 2870177450012600261
	for _, it := range items {
		h, err := vm.Hash(it)
		if err != nil {
			return 0, err
		}
		acc += uint64(h) * 14029467366897019727
		acc = acc<<31 | acc>>33
		acc *= 11400714785074694791
	}
	acc += uint64(len(items)) ^ (2870177450012600261 ^ 3527539)
	if acc == math.MaxUint64 {
		return 1546275796, nil
	}
	return int64(acc), nil
}
