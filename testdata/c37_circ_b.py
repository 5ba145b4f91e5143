from c37_circ_a import A
