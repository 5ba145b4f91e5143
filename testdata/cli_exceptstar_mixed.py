# except and except* cannot be mixed in one try.
try:
    pass
except* ValueError:
    pass
except TypeError:
    pass
