"""runpy: run a module or a script file as __main__ would run (cpjit's own)."""

import os
import sys

__all__ = ["run_module", "run_path"]


class _TempModule:
    """Puts a fresh module under a name in sys.modules for a while."""

    def __init__(self, name):
        self.name = name
        self.module = type(sys)(name)
        self._saved = []

    def __enter__(self):
        try:
            self._saved.append(sys.modules[self.name])
        except KeyError:
            pass
        sys.modules[self.name] = self.module
        return self

    def __exit__(self, *args):
        if self._saved:
            sys.modules[self.name] = self._saved[0]
        else:
            del sys.modules[self.name]
        self._saved = []


class _ArgvZero:
    def __init__(self, value):
        self.value = value

    def __enter__(self):
        self.saved = sys.argv[0] if sys.argv else None
        if sys.argv:
            sys.argv[0] = self.value
        else:
            sys.argv.append(self.value)

    def __exit__(self, *args):
        if self.saved is not None:
            sys.argv[0] = self.saved


def _run_code(code, run_globals, init_globals, mod_name, fname, loader,
              pkg_name, spec):
    if init_globals is not None:
        run_globals.update(init_globals)
    run_globals.update(__name__=mod_name, __file__=fname, __cached__=None,
                       __doc__=None, __loader__=loader,
                       __package__=pkg_name, __spec__=spec)
    exec(code, run_globals)
    return run_globals


def _run_module_code(code, init_globals, mod_name, fname, loader, pkg_name,
                     spec):
    with _TempModule(mod_name) as temp, _ArgvZero(fname):
        g = temp.module.__dict__
        _run_code(code, g, init_globals, mod_name, fname, loader, pkg_name,
                  spec)
    return g.copy()


def _find_code(mod_name, error=ImportError):
    if mod_name.startswith('.'):
        raise error('Relative module names not supported')
    pkg_name, _, _ = mod_name.rpartition('.')
    if pkg_name:
        try:
            __import__(pkg_name)
        except ImportError as e:
            if e.name is None or (e.name != pkg_name and
                                  not pkg_name.startswith(e.name + '.')):
                raise
    import importlib.util
    try:
        spec = importlib.util.find_spec(mod_name)
    except (ImportError, AttributeError, TypeError, ValueError) as ex:
        msg = 'Error while finding module specification for {!r} ({}: {})'
        if mod_name.endswith('.py'):
            msg += (f'. Try using \'{mod_name[:-3]}\' instead of '
                    f'\'{mod_name}\' as the module name.')
        raise error(msg.format(mod_name, type(ex).__name__, ex)) from ex
    if spec is None:
        raise error('No module named %s' % mod_name)
    if spec.submodule_search_locations is not None:
        if mod_name == '__main__' or mod_name.endswith('.__main__'):
            raise error('Cannot use package as __main__ module')
        main = mod_name + '.__main__'
        try:
            return _find_code(main, error)
        except error as e:
            if mod_name not in sys.modules:
                raise
            raise error(('%s; %r is a package and cannot ' +
                         'be directly executed') % (e, mod_name))
    loader = spec.loader
    code = None
    if loader is not None and hasattr(loader, 'get_code'):
        code = loader.get_code(mod_name)
    if code is None:
        raise error('No code object available for %s' % mod_name)
    return mod_name, spec, code


def run_module(mod_name, init_globals=None, run_name=None, alter_sys=False):
    """Run a module's code (found on sys.path) and return its globals."""
    mod_name, spec, code = _find_code(mod_name)
    if run_name is None:
        run_name = mod_name
    pkg_name = mod_name.rpartition('.')[0]
    fname = spec.origin
    if alter_sys:
        return _run_module_code(code, init_globals, run_name, fname,
                                spec.loader, pkg_name, spec)
    return _run_code(code, {}, init_globals, run_name, fname, spec.loader,
                     pkg_name, spec)


def run_path(path_name, init_globals=None, run_name=None):
    """Run the script at path_name (or a directory's __main__.py) and
    return its globals."""
    if run_name is None:
        run_name = '<run_path>'
    path_name = os.fspath(path_name)
    if os.path.isdir(path_name):
        main = os.path.join(path_name, '__main__.py')
        if not os.path.exists(main):
            raise ImportError(f"can't find '__main__' module in {path_name!r}")
        sys.path.insert(0, path_name)
        try:
            with open(main, 'rb') as f:
                code = compile(f.read(), main, 'exec')
            return _run_module_code(code, init_globals, run_name, main,
                                    None, '', None)
        finally:
            try:
                sys.path.remove(path_name)
            except ValueError:
                pass
    with open(path_name, 'rb') as f:
        source = f.read()
    code = compile(source, path_name, 'exec')
    return _run_module_code(code, init_globals, run_name, path_name, None,
                            '', None)
