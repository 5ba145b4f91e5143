x = """abc

print(x)
