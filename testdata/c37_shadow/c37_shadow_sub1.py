import c37_shadow_sub2
X = 1
