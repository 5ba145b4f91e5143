package jit_test

import (
	"context"
	"testing"

	"github.com/cpjit/cpjit/jit"
	"github.com/stretchr/testify/require"
)

// TestEmbedSandboxNetwork checks that a VM not granted network access
// cannot open sockets or resolve names (importing socket, select and
// selectors still works, and the pure conversions need nothing), while
// one granted AllowNetwork talks to itself over a socketpair and
// loopback TCP.
func TestEmbedSandboxNetwork(t *testing.T) {
	ctx := context.Background()
	probe := `
import socket, select, selectors
def attempt(f):
    try:
        return f()
    except Exception as e:
        return type(e).__name__ + ': ' + str(e)
def pair():
    a, b = socket.socketpair()
    with a, b:
        a.sendall(b'hi')
        return b.recv(2).decode()
def tcp():
    with socket.create_server(('127.0.0.1', 0)) as srv:
        with socket.create_connection(srv.getsockname(), timeout=5) as c:
            conn, _ = srv.accept()
            with conn:
                c.sendall(b'tcp')
                return conn.recv(3).decode()
results = [
    attempt(lambda: socket.socket().fileno() >= 0),
    attempt(pair),
    attempt(tcp),
    attempt(lambda: socket.getaddrinfo('127.0.0.1', 80)[0][4][0]),
    attempt(socket.gethostname) != '',
    attempt(lambda: socket.inet_aton('1.2.3.4').hex()),
    attempt(lambda: socket.htons(1)),
    attempt(lambda: select.select([], [], [], 0)),
]
`
	v := newVM(t, jit.Config{})
	require.NoError(t, v.Exec(ctx, "probe.py", probe))
	got, _, err := v.Global("results")
	require.NoError(t, err)
	denied := func(what string) string {
		return "PermissionError: " + what + ": not permitted in this interpreter (the embedder has not granted it)"
	}
	require.Equal(t, []any{denied("socket._open()"), denied("socket._socketpair()"), denied("socket._open()"),
		denied("socket._getaddrinfo()"), true, "01020304", int64(256), denied("select._poll()")}, got)

	v = newVM(t, jit.Config{Access: jit.AllowNetwork})
	require.NoError(t, v.Exec(ctx, "probe.py", probe))
	got, _, err = v.Global("results")
	require.NoError(t, err)
	require.Equal(t, []any{true, "hi", "tcp", "127.0.0.1", true, "01020304", int64(256),
		jit.Tuple{[]any{}, []any{}, []any{}}}, got)
}
