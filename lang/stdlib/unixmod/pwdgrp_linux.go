package unixmod

import (
	"bufio"
	"os"
	"strconv"
	"strings"

	rt "github.com/cpjit/cpjit/lang/runtime"
	"github.com/cpjit/cpjit/lang/stdlib/internal/modtypes"
)

var (
	passwdSeq = modtypes.NewStructSeq("pwd", "struct_passwd",
		[]string{"pw_name", "pw_passwd", "pw_uid", "pw_gid", "pw_gecos", "pw_dir", "pw_shell"}, 7, true)
	groupSeq = modtypes.NewStructSeq("grp", "struct_group",
		[]string{"gr_name", "gr_passwd", "gr_gid", "gr_mem"}, 4, true)
)

// The databases' files; tests may point them elsewhere.
var (
	passwdFile = "/etc/passwd"
	groupFile  = "/etc/group"
)

// readDB returns the colon-separated records of a database file with at
// least n fields, skipping comments and malformed lines.
func readDB(path string, n int) [][]string {
	f, err := os.Open(path)
	if err != nil {
		return nil
	}
	defer f.Close()
	var out [][]string
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 64*1024), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || line[0] == '#' {
			continue
		}
		fields := strings.Split(line, ":")
		if len(fields) < n {
			continue
		}
		if _, err := strconv.ParseUint(fields[2], 10, 32); err != nil {
			continue
		}
		if n == 7 {
			if _, err := strconv.ParseUint(fields[3], 10, 32); err != nil {
				continue
			}
		}
		out = append(out, fields)
	}
	return out
}

func passwdEntry(vm *rt.VM, f []string) rt.Value {
	uid, _ := strconv.ParseUint(f[2], 10, 32)
	gid, _ := strconv.ParseUint(f[3], 10, 32)
	return passwdSeq.Make(vm, vm.NewStr(f[0]), vm.NewStr(f[1]), vm.NewInt(int64(uid)),
		vm.NewInt(int64(gid)), vm.NewStr(f[4]), vm.NewStr(f[5]), vm.NewStr(f[6]))
}

func groupEntry(vm *rt.VM, f []string) rt.Value {
	gid, _ := strconv.ParseUint(f[2], 10, 32)
	var mem []rt.Value
	if f[3] != "" {
		for _, m := range strings.Split(f[3], ",") {
			mem = append(mem, vm.NewStr(m))
		}
	}
	return groupSeq.Make(vm, vm.NewStr(f[0]), vm.NewStr(f[1]), vm.NewInt(int64(gid)), vm.NewList(mem))
}

// idArg converts a uid or gid argument as CPython's converter does: ok is
// false when the value is outside uid_t (the lookup then finds nothing).
func idArg(vm *rt.VM, v rt.Value, what string) (uint64, bool, error) {
	b, isInt := vm.BigOf(v)
	if !isInt {
		r, ok, err := vm.CallDunder(v, "__index__")
		if err != nil {
			return 0, false, err
		}
		if !ok {
			return 0, false, vm.TypeError("%s should be integer, not %s", what, vm.TypeName(v))
		}
		if b, isInt = vm.BigOf(r); !isInt {
			return 0, false, vm.TypeError("__index__ returned non-int (type %s)", vm.TypeName(r))
		}
	}
	if b.IsInt64() && b.Int64() == -1 {
		return 1<<32 - 1, true, nil
	}
	if b.Sign() < 0 || !b.IsUint64() || b.Uint64() > 1<<32-1 {
		return 0, false, nil
	}
	return b.Uint64(), true, nil
}

func strArg(vm *rt.VM, v rt.Value, msg string) (string, error) {
	s, ok := vm.GoString(v)
	if !ok {
		return "", vm.TypeError(msg, vm.TypeName(v))
	}
	return s, nil
}

func keyError(vm *rt.VM, msg string) error {
	return vm.KeyError(vm.NewStr(msg))
}

var pwdFuncs = rt.StaticFuncs("pwd", guarded(rt.AccessFiles, "pwd", rt.ModuleFuncs{
	"getpwuid": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("getpwuid", args, 1, 1); err != nil {
			return rt.Unbound, err
		}
		uid, ok, err := idArg(vm, args[0], "uid")
		if err != nil {
			return rt.Unbound, err
		}
		if ok {
			for _, f := range readDB(passwdFile, 7) {
				if f[2] == strconv.FormatUint(uid, 10) {
					return passwdEntry(vm, f), nil
				}
			}
			return rt.Unbound, keyError(vm, "getpwuid(): uid not found: "+strconv.FormatUint(uid, 10))
		}
		return rt.Unbound, keyError(vm, "getpwuid(): uid not found")
	},
	"getpwnam": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("getpwnam", args, 1, 1); err != nil {
			return rt.Unbound, err
		}
		name, err := strArg(vm, args[0], "getpwnam() argument must be str, not %s")
		if err != nil {
			return rt.Unbound, err
		}
		for _, f := range readDB(passwdFile, 7) {
			if f[0] == name {
				return passwdEntry(vm, f), nil
			}
		}
		return rt.Unbound, keyError(vm, "getpwnam(): name not found: "+pyRepr(vm, args[0]))
	},
	"getpwall": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("getpwall", args, 0, 0); err != nil {
			return rt.Unbound, err
		}
		var out []rt.Value
		for _, f := range readDB(passwdFile, 7) {
			out = append(out, passwdEntry(vm, f))
		}
		return vm.NewList(out), nil
	},
}))

var grpFuncs = rt.StaticFuncs("grp", guarded(rt.AccessFiles, "grp", rt.ModuleFuncs{
	"getgrgid": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("getgrgid", args, 1, 1); err != nil {
			return rt.Unbound, err
		}
		gid, ok, err := idArg(vm, args[0], "gid")
		if err != nil {
			return rt.Unbound, err
		}
		if ok {
			for _, f := range readDB(groupFile, 4) {
				if f[2] == strconv.FormatUint(gid, 10) {
					return groupEntry(vm, f), nil
				}
			}
			return rt.Unbound, keyError(vm, "getgrgid(): gid not found: "+strconv.FormatUint(gid, 10))
		}
		return rt.Unbound, keyError(vm, "getgrgid(): gid not found")
	},
	"getgrnam": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("getgrnam", args, 1, 1); err != nil {
			return rt.Unbound, err
		}
		name, err := strArg(vm, args[0], "getgrnam() argument 1 must be str, not %s")
		if err != nil {
			return rt.Unbound, err
		}
		for _, f := range readDB(groupFile, 4) {
			if f[0] == name {
				return groupEntry(vm, f), nil
			}
		}
		return rt.Unbound, keyError(vm, "getgrnam(): name not found: "+pyRepr(vm, args[0]))
	},
	"getgrall": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("getgrall", args, 0, 0); err != nil {
			return rt.Unbound, err
		}
		var out []rt.Value
		for _, f := range readDB(groupFile, 4) {
			out = append(out, groupEntry(vm, f))
		}
		return vm.NewList(out), nil
	},
}))

func pyRepr(vm *rt.VM, v rt.Value) string {
	r, err := vm.Repr(v)
	if err != nil {
		return "?"
	}
	return r
}

// guarded makes every function of fns check the VM's access first.
func guarded(a rt.Access, module string, fns rt.ModuleFuncs) rt.ModuleFuncs {
	for name, f := range fns {
		f, what := f, module+"."+name+"()"
		fns[name] = func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			if !vm.Allowed(a) {
				return rt.Unbound, vm.Denied(what)
			}
			return f(vm, args, kw)
		}
	}
	return fns
}

func init() {
	register("pwd", func(vm *rt.VM) (*rt.Module, error) {
		m := vm.NewModule("pwd")
		rt.FillModule(vm, m, pwdFuncs)
		m.InstanceDict().SetStr(vm, "struct_passwd", passwdSeq.Class.Self())
		return m, nil
	})
	register("grp", func(vm *rt.VM) (*rt.Module, error) {
		m := vm.NewModule("grp")
		rt.FillModule(vm, m, grpFuncs)
		m.InstanceDict().SetStr(vm, "struct_group", groupSeq.Class.Self())
		return m, nil
	})
}
