// Package socketmod implements _socket, the descriptor-level half of the
// socket module (socket.py in pylib holds the socket class over it): BSD
// sockets over golang.org/x/sys/unix for AF_INET, AF_INET6 and AF_UNIX,
// name resolution with Go's resolver, and _select's select and poll.
// Blocking calls wait in poll(2) outside the global interpreter lock, in
// slices, so other threads run and Ctrl-C interrupts them. Everything
// needs the embedder's network access. Unix only.
package socketmod

import rt "github.com/cpjit/cpjit/lang/runtime"

// Modules maps the names of the modules this package implements to their
// constructors; stdlib.Install adds them to each VM.
var Modules = map[string]rt.ModuleFunc{}

func register(name string, create rt.ModuleFunc) { Modules[name] = create }
