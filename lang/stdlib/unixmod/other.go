//go:build !linux

package unixmod

// pwd, grp, resource and fcntl follow Linux; elsewhere none is registered.
