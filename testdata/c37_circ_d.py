import c37_circ_c
print(c37_circ_c.C)
