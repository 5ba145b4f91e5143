# except* after except in one try.
try:
    pass
except ValueError as e:
    pass
except* TypeError:
    pass
