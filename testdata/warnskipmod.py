# Helper of stdlib_warnings_skip_prefixes.py: warns from two frames deep.
import warnings


def inner(level, skip):
    warnings.warn("level %d, skipping %d prefixes" % (level, len(skip)),
                  UserWarning, stacklevel=level, skip_file_prefixes=skip)


def outer(level, skip=()):
    inner(level, skip)
