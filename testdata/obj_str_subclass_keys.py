# A str subclass with its own __eq__ and __hash__ as a dict key, or
# looked up in a dict of exact strs: the dict asks __eq__ (the subclass's
# reflected method first), never compares contents alone.
class Loud(str):
    def __eq__(self, other):
        return str.__eq__(self.lower(), str(other).lower())

    def __hash__(self):
        return hash(self.lower())


class Never(str):
    def __eq__(self, other):
        return False

    __hash__ = str.__hash__


d = {"abc": 1, "xyz": 2}
print(Loud("ABC") in d, d.get(Loud("ABC")), d[Loud("XYZ")])
print(Never("abc") in d, d.get(Never("abc"), "missing"))
d[Loud("ABC")] = 10
print(d, len(d))
e = {Never("k"): 1}
print("k" in e, Never("k") in e, e.get("k", "absent"))
s = {"abc", "xyz"}
print(Loud("ABC") in s, Never("abc") in s, Loud("ABC") in frozenset(s))
print({Loud("ABC"): 1} == {"abc": 1}, {Never("abc"): 1} == {"abc": 1})
