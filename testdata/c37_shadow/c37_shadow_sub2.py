import c37_shadow_sub1
print(c37_shadow_sub1.X)
