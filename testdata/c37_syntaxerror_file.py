# A compiler (symtable) error in a module file: CPython reads the text from
# the file, and the symtable's SyntaxError has the message alone in args.
import os

try:
    import c37_synerr_mod
except SyntaxError as e:
    print(type(e).__name__, e.args, os.path.basename(e.filename), e.lineno, e.offset, repr(e.text),
          e.end_lineno, e.end_offset)

src = "x = 1\nbreak\n"
try:
    compile(src, __file__, "exec")
except SyntaxError as e:
    # compile() with the name of an existing file: the text is that file's line 2
    print(e.msg, e.lineno, repr(e.text))
