def compute_total(xs):
    return sum(xs)
_private_thing = 1
