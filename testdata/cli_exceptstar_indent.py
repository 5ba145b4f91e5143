# the body of an except* clause must be indented.
try:
    pass
except* ValueError:
pass
