# runpy.run_path / run_module and pkgutil.iter_modules / walk_packages /
# get_data / resolve_name over files made in a temporary folder.
import os
import pkgutil
import runpy
import sys
import tempfile

with tempfile.TemporaryDirectory() as d:
    script = os.path.join(d, "script.py")
    with open(script, "w") as f:
        f.write("import sys\nresult = base * 2\nprint('name', __name__, 'argv0 ok', sys.argv[0].endswith('script.py'))\n"
                "print('in modules', __name__ in sys.modules)\n")
    argv0 = sys.argv[0]
    g = runpy.run_path(script, init_globals={"base": 21})
    print(g["result"], g["__name__"], g["__file__"] == script, g["__package__"], g["__spec__"])
    print(sys.argv[0] == argv0, "<run_path>" in sys.modules)
    g = runpy.run_path(script, {"base": 1}, run_name="__main__")
    print(g["result"], g["__name__"])

    pkg = os.path.join(d, "rp_pkg_cpjit")
    os.mkdir(pkg)
    with open(os.path.join(pkg, "__init__.py"), "w") as f:
        f.write("VALUE = 7\n")
    with open(os.path.join(pkg, "__main__.py"), "w") as f:
        f.write("print('pkg main', __name__, __package__)\n")
    with open(os.path.join(pkg, "tool.py"), "w") as f:
        f.write("from . import VALUE\nprint('tool', __name__, __package__, VALUE)\nanswer = VALUE * 6\n")
    os.mkdir(os.path.join(pkg, "inner"))
    with open(os.path.join(pkg, "inner", "__init__.py"), "w") as f:
        f.write("")
    with open(os.path.join(pkg, "inner", "leaf.py"), "w") as f:
        f.write("")
    with open(os.path.join(pkg, "data.txt"), "w") as f:
        f.write("some data\n")
    with open(os.path.join(pkg, "notes.md"), "w") as f:
        f.write("")
    with open(os.path.join(d, "plain_cpjit.py"), "w") as f:
        f.write("x = 1\n")
    dmain = os.path.join(d, "dirapp")
    os.mkdir(dmain)
    with open(os.path.join(dmain, "__main__.py"), "w") as f:
        f.write("print('dir main', __name__)\n")
    g = runpy.run_path(dmain)
    print(g["__name__"], os.path.basename(g["__file__"]))
    try:
        runpy.run_path(pkg + "_missing")
    except FileNotFoundError as e:
        print("FileNotFoundError", e.errno)
    try:
        runpy.run_path(os.path.join(d, "rp_pkg_cpjit", "inner"))
    except ImportError as e:
        print("ImportError", str(e).replace(d, "D"))

    sys.path.insert(0, d)
    g = runpy.run_module("rp_pkg_cpjit.tool")
    print(g["answer"], g["__name__"], g["__package__"])
    g = runpy.run_module("rp_pkg_cpjit.tool", run_name="__main__", alter_sys=True)
    print(g["__name__"])
    g = runpy.run_module("rp_pkg_cpjit")
    print(g["__name__"])
    for name in ["no_such_mod_cpjit", ".rel", "plain_cpjit.py"]:
        try:
            runpy.run_module(name)
        except ImportError as e:
            print(type(e).__name__, e)

    mods = [(m.name, m.ispkg) for m in pkgutil.iter_modules([d])]
    print(sorted(mods))
    print(sorted((m.name, m.ispkg) for m in pkgutil.iter_modules([pkg], "rp_pkg_cpjit.")))
    print(sorted((m.name, m.ispkg) for m in pkgutil.walk_packages([d])))
    print(pkgutil.ModuleInfo._fields)
    print(pkgutil.get_data("rp_pkg_cpjit", "data.txt"))
    print(pkgutil.resolve_name("rp_pkg_cpjit.tool:answer"), pkgutil.resolve_name("os.path.join") is os.path.join)
    print(pkgutil.resolve_name("rp_pkg_cpjit:VALUE"))
    try:
        list(pkgutil.iter_modules("abc"))
    except ValueError as e:
        print("ValueError", e)
    del sys.path[0]
