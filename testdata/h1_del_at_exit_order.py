# Objects with __del__ still alive at exit are finalized as CPython frees
# the main module's globals: in the globals' order, a list's or tuple's
# items last first, a dict's keys and values in order.
class R:
    def __init__(self, name):
        self.name = name
        print("open", name)

    def __del__(self):
        print("close", self.name)


a = R("a")
b = R("b")
_c = R("_c")
lst = [R("in-list-1"), R("in-list-2"), [R("nested-1"), R("nested-2")]]
tup = (R("tuple-1"), R("tuple-2"))
d = {"k": R("in-dict-1"), R("dict-key"): R("in-dict-2")}
alias = a
print("end of script")
lst2 = [R("L1"), [R("N1")], R("L2")]
z = R("z")
t2 = ([R("TN")], R("T1"))
w = R("w")
