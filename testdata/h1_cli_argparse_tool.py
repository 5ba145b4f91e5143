"""A CLI tool using argparse, logging to stderr, warnings, atexit, and sys.exit with a message."""
import argparse
import atexit
import logging
import sys
import warnings

log = logging.getLogger("tool")
logging.basicConfig(level=logging.INFO, format="%(levelname)-7s %(name)s: %(message)s")


def build_parser():
    p = argparse.ArgumentParser(prog="tool", description="Summarise numbers.", epilog="Example: tool sum 1 2 3")
    p.add_argument("-v", "--verbose", action="count", default=0, help="more output")
    p.add_argument("--precision", type=int, default=2, metavar="N")
    sub = p.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("sum", help="add numbers")
    s.add_argument("nums", nargs="+", type=float)
    m = sub.add_parser("max", help="largest number")
    m.add_argument("nums", nargs="*", type=int)
    m.add_argument("--key", choices=["abs", "neg"], default=None)
    return p


def run(argv):
    p = build_parser()
    try:
        ns = p.parse_args(argv)
    except SystemExit as e:
        print(f"[parse exited with {e.code}]")
        return
    log.info("command %s with %d numbers", ns.cmd, len(ns.nums))
    if ns.verbose > 1:
        log.debug("not shown at INFO")
        warnings.warn(f"verbosity {ns.verbose} is noisy", UserWarning)
    if ns.cmd == "sum":
        print(f"{sum(ns.nums):.{ns.precision}f}")
    else:
        if not ns.nums:
            log.error("no numbers")
            return
        key = {"abs": abs, "neg": lambda x: -x, None: None}[ns.key]
        print(max(ns.nums, key=key))


atexit.register(print, "atexit: goodbye")
atexit.register(lambda: print("atexit: first registered runs last?", file=sys.stderr))
sys.stdout.flush()
for argv in (["sum", "1", "2.5", "3"], ["--precision", "4", "sum", "1e3", "-2"], ["-vv", "max", "3", "-7", "5", "--key", "abs"],
             ["max"], ["max", "x"], ["bogus"], [], ["sum", "--help"], ["--version"], ["max", "1", "--key", "sq"]):
    print(">>>", argv)
    sys.stdout.flush()
    run(argv)
    sys.stdout.flush()
    sys.stderr.flush()
warnings.warn("deprecated thing", DeprecationWarning)
warnings.warn("shown once")
warnings.warn("shown once")
logging.getLogger().warning("root warning %s", 42)
sys.exit("fatal: giving up")
