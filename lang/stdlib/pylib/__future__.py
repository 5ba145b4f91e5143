"""Record of the language changes introduced through `from __future__ import`.

Each feature is a _Feature object telling in which release it first became
available as an opt-in, in which release it became (or will become) the
default, and which compiler flag enables it.
"""

# Compiler flags, as exposed on code objects.
CO_NESTED = 0x10
CO_GENERATOR_ALLOWED = 0           # generators are always on now
CO_FUTURE_DIVISION = 0x20000
CO_FUTURE_ABSOLUTE_IMPORT = 0x40000
CO_FUTURE_WITH_STATEMENT = 0x80000
CO_FUTURE_PRINT_FUNCTION = 0x100000
CO_FUTURE_UNICODE_LITERALS = 0x200000
CO_FUTURE_BARRY_AS_BDFL = 0x400000
CO_FUTURE_GENERATOR_STOP = 0x800000
CO_FUTURE_ANNOTATIONS = 0x1000000


class _Feature:
    """One __future__ feature.

    Release tuples have the shape of sys.version_info:
    (major, minor, micro, releaselevel, serial).
    """

    def __init__(self, optional, mandatory, flag):
        self.optional = optional
        self.mandatory = mandatory
        self.compiler_flag = flag

    def getOptionalRelease(self):
        """Release in which the feature could first be imported."""
        return self.optional

    def getMandatoryRelease(self):
        """Release in which the feature is always on (None: not decided)."""
        return self.mandatory

    def __repr__(self):
        return "_Feature(%r, %r, %r)" % (
            self.optional, self.mandatory, self.compiler_flag)


# (name, first optional release, mandatory release, flag)
_TABLE = (
    ("nested_scopes", (2, 1, 0, "beta", 1), (2, 2, 0, "alpha", 0),
     CO_NESTED),
    ("generators", (2, 2, 0, "alpha", 1), (2, 3, 0, "final", 0),
     CO_GENERATOR_ALLOWED),
    ("division", (2, 2, 0, "alpha", 2), (3, 0, 0, "alpha", 0),
     CO_FUTURE_DIVISION),
    ("absolute_import", (2, 5, 0, "alpha", 1), (3, 0, 0, "alpha", 0),
     CO_FUTURE_ABSOLUTE_IMPORT),
    ("with_statement", (2, 5, 0, "alpha", 1), (2, 6, 0, "alpha", 0),
     CO_FUTURE_WITH_STATEMENT),
    ("print_function", (2, 6, 0, "alpha", 2), (3, 0, 0, "alpha", 0),
     CO_FUTURE_PRINT_FUNCTION),
    ("unicode_literals", (2, 6, 0, "alpha", 2), (3, 0, 0, "alpha", 0),
     CO_FUTURE_UNICODE_LITERALS),
    ("barry_as_FLUFL", (3, 1, 0, "alpha", 2), (4, 0, 0, "alpha", 0),
     CO_FUTURE_BARRY_AS_BDFL),
    ("generator_stop", (3, 5, 0, "beta", 1), (3, 7, 0, "alpha", 0),
     CO_FUTURE_GENERATOR_STOP),
    ("annotations", (3, 7, 0, "beta", 1), None,
     CO_FUTURE_ANNOTATIONS),
)

all_feature_names = [row[0] for row in _TABLE]
__all__ = ["all_feature_names"] + all_feature_names

for _name, _opt, _mand, _flag in _TABLE:
    globals()[_name] = _Feature(_opt, _mand, _flag)
del _name, _opt, _mand, _flag
