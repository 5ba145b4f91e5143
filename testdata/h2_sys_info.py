# sys attributes a test may print: version_info, maxsize, float_info,
# int_info, hash_info, flags (with its hidden 'gil' field), recursion limit.
import sys, os
print(sys.version_info[:2], sys.version_info.major, sys.version_info >= (3, 13),
      type(sys.version_info).__name__, sys.version_info.releaselevel, len(sys.version_info))
print(sys.maxsize, sys.maxsize == 2**63 - 1, sys.maxunicode, sys.byteorder)
fi = sys.float_info
print(fi.max, fi.min, fi.epsilon, fi.dig, fi.mant_dig, fi.max_exp, fi.min_exp,
      fi.max_10_exp, fi.min_10_exp, fi.radix, fi.rounds, len(fi))
print(repr(fi))
ii = sys.int_info
print(ii, len(ii))
hi = sys.hash_info
print(hi.width, hi.modulus, hi.inf, hi.nan, hi.imag, hi.hash_bits, hi.seed_bits, hi.cutoff)
fl = sys.flags
print(fl.debug, fl.inspect, fl.interactive, fl.optimize, fl.no_user_site, fl.no_site,
      fl.ignore_environment, fl.verbose, fl.bytes_warning, fl.quiet, fl.isolated,
      fl.dev_mode, fl.utf8_mode, fl.warn_default_encoding, fl.safe_path, fl.int_max_str_digits)
print(type(fl).__name__, len(fl), fl.n_fields, fl.n_sequence_fields, fl.gil)
print(sorted(k for k in type(fl).__dict__ if not k.startswith('_') and not k.startswith('n_')))
env = bool(os.environ.get('PYTHONDONTWRITEBYTECODE'))
print(fl.dont_write_bytecode == env, sys.dont_write_bytecode == env, type(sys.dont_write_bytecode))
try:
    fl.debug = 1
except AttributeError as e:
    print('AttributeError', e)
try:
    sys.flags.__class__()
except TypeError as e:
    print('TypeError', e)
print(sys.getrecursionlimit(), sys.get_int_max_str_digits())
for bad in [0, -5, 'x']:
    try:
        sys.setrecursionlimit(bad)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
print(sys.float_repr_style, sys.warnoptions, type(sys.thread_info).__name__, len(sys.thread_info))
print(sys.getdefaultencoding(), sys.getfilesystemencoding(), sys.getfilesystemencodeerrors())
