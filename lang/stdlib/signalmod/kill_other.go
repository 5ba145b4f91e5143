//go:build !unix

package signalmod

// killSelf: without kill(2) the caller exits with 128+sig.
func killSelf(sig int) {}
