package unixmod

import (
	"os"
	"path/filepath"
	"testing"

	rt "github.com/cpjit/cpjit/lang/runtime"
	"github.com/cpjit/cpjit/lang/stdlib/internal/modtest"
	"github.com/stretchr/testify/require"
)

func TestSandboxed(t *testing.T) {
	vm := modtest.NewVM(Modules)
	vm.Access = 0
	for _, c := range []struct{ mod, fn, msg string }{
		{"pwd", "getpwall", "pwd.getpwall()"},
		{"grp", "getgrall", "grp.getgrall()"},
		{"resource", "getrlimit", "resource.getrlimit()"},
		{"fcntl", "fcntl", "fcntl.fcntl()"},
	} {
		m := modtest.Module(t, vm, c.mod)
		_, err := vm.CallMethod(m, c.fn, rt.SmallInt(0), rt.SmallInt(1))
		require.Equal(t, c.msg+": not permitted in this interpreter (the embedder has not granted it)", modtest.ExcMsg(t, vm, err))
	}
	m := modtest.Module(t, vm, "resource")
	require.NotEqual(t, rt.SmallInt(0), modtest.Call(t, vm, m, "getpagesize"), "getpagesize needs no access")
}

func TestDatabaseFiles(t *testing.T) {
	dir := t.TempDir()
	oldP, oldG := passwdFile, groupFile
	defer func() { passwdFile, groupFile = oldP, oldG }()
	passwdFile, groupFile = filepath.Join(dir, "passwd"), filepath.Join(dir, "group")
	require.NoError(t, os.WriteFile(passwdFile, []byte("# comment\nbad line\nann:x:1001:100:Ann A:/home/ann:/bin/sh\nbob:x:notanumber:1::/:/bin/false\n"), 0o644))
	require.NoError(t, os.WriteFile(groupFile, []byte("users:x:100:ann,carl\nempty:x:101:\n"), 0o644))
	vm := modtest.NewVM(Modules)
	pwd := modtest.Module(t, vm, "pwd")
	require.Equal(t, "[pwd.struct_passwd(pw_name='ann', pw_passwd='x', pw_uid=1001, pw_gid=100, pw_gecos='Ann A', pw_dir='/home/ann', pw_shell='/bin/sh')]",
		modtest.Repr(t, vm, modtest.Call(t, vm, pwd, "getpwall")))
	grp := modtest.Module(t, vm, "grp")
	require.Equal(t, "grp.struct_group(gr_name='users', gr_passwd='x', gr_gid=100, gr_mem=['ann', 'carl'])",
		modtest.Repr(t, vm, modtest.Call(t, vm, grp, "getgrgid", rt.SmallInt(100))))
	require.Equal(t, "grp.struct_group(gr_name='empty', gr_passwd='x', gr_gid=101, gr_mem=[])",
		modtest.Repr(t, vm, modtest.Call(t, vm, grp, "getgrnam", vm.NewStr("empty"))))
}
