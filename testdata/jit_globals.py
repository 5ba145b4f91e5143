# Globals read and written by compiled code while other code adds,
# deletes and rebinds globals (and builtins) under it.

counter = 0
total = 0.0


def bump(n):
    global counter, total
    for i in range(n):
        counter = counter + 1
        total = total + i * 0.5
    return counter


def read():
    return counter * 2 + len([total])


for k in range(30):
    bump(10)
print(counter, total, read())

globals()["extra_%d" % 1] = 1  # new keys move nothing but change the key layout
for k in range(30):
    bump(3)
print(counter, total, read())

del counter
try:
    read()
except NameError as e:
    print("NameError:", e)
counter = -100
print(bump(5), read())


def shadow():
    out = []
    for i in range(3):
        out.append(len("abc"))
    return out


for k in range(30):
    shadow()
len = lambda s: 42
print(shadow())
del len
print(shadow())
