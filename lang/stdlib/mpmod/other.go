//go:build !linux

package mpmod

// The primitives use Linux's /proc and memfd; elsewhere _cpjit_mp is not
// registered and importing multiprocessing raises ModuleNotFoundError.
