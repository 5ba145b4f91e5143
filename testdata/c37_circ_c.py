import c37_circ_d
C = 1
