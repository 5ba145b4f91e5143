import c37_circ_b
A = 1
