def level3(x):
    return {"a": 1}[x]

def level2(x):
    return level3(x) + 1

def level1():
    values = []
    for key in ("a", "b"):
        values.append(level2(key))
    return values

print("before")
level1()
print("never")
