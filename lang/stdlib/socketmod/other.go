//go:build !linux

package socketmod

// _socket and _select follow Linux; elsewhere neither is registered.
