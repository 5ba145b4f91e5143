# An object-oriented constraint solver in the style of DeltaBlue (our own,
# abbreviated): small methods, attribute reads and writes, __slots__.
class Strength:
    def __init__(self, s, name):
        self.strength = s; self.name = name
    @staticmethod
    def stronger(a, b): return a.strength < b.strength
    @staticmethod
    def weaker(a, b): return a.strength > b.strength
    @staticmethod
    def weakest_of(a, b): return a if a.strength > b.strength else b
REQUIRED = Strength(0, "required"); STRONG = Strength(1, "strong"); NORMAL = Strength(2, "normal"); WEAK = Strength(3, "weak"); WEAKEST = Strength(4, "weakest")
class Variable:
    __slots__ = ("value", "constraints", "determined_by", "walk", "stay", "mark", "strength")
    def __init__(self, v):
        self.value = v; self.constraints = []; self.determined_by = None; self.walk = WEAKEST; self.stay = True; self.mark = 0; self.strength = WEAKEST
class Constraint:
    def __init__(self, strength): self.strength = strength
    def is_satisfied(self): raise NotImplementedError
class Eq(Constraint):
    def __init__(self, a, b, strength):
        super().__init__(strength); self.a = a; self.b = b; self.dir = 0
        a.constraints.append(self); b.constraints.append(self)
    def execute(self):
        if self.dir == 0: self.b.value = self.a.value
        else: self.a.value = self.b.value
    def output(self): return self.b if self.dir == 0 else self.a
    def is_satisfied(self): return self.a.value == self.b.value
class Scale(Constraint):
    def __init__(self, src, scale, off, dst, strength):
        super().__init__(strength); self.src = src; self.scale = scale; self.off = off; self.dst = dst
        src.constraints.append(self); dst.constraints.append(self)
    def execute(self):
        self.dst.value = self.src.value * self.scale.value + self.off.value
    def output(self): return self.dst
    def is_satisfied(self): return self.dst.value == self.src.value * self.scale.value + self.off.value
class Planner:
    def __init__(self): self.mark = 0
    def new_mark(self):
        self.mark += 1; return self.mark
    def propagate(self, v):
        todo = [v]; mark = self.new_mark(); n = 0
        while todo:
            x = todo.pop()
            if x.mark == mark: continue
            x.mark = mark
            for c in x.constraints:
                o = c.output()
                if o is not x and Strength.stronger(c.strength, o.strength) or o.mark != mark:
                    c.execute(); n += 1
                    if o.mark != mark: todo.append(o)
        return n
def chain(n):
    vs = [Variable(0) for _ in range(n)]
    cs = [Eq(vs[i], vs[i+1], REQUIRED if i % 3 else STRONG) for i in range(n-1)]
    p = Planner(); total = 0
    for i in range(100):
        vs[0].value = i
        total += p.propagate(vs[0])
        assert vs[-1].value == i, (vs[-1].value, i)
    return total + sum(1 for c in cs if c.is_satisfied())
def projection(n):
    scale = Variable(10); off = Variable(1000); src = [Variable(i) for i in range(n)]; dst = [Variable(0) for _ in range(n)]
    cs = [Scale(src[i], scale, off, dst[i], NORMAL) for i in range(n)]
    p = Planner(); t = 0
    for k in range(20):
        scale.value = k
        for c in cs: c.execute()
        t += sum(d.value for d in dst)
        t += sum(1 for c in cs if c.is_satisfied())
    return t
r = 0
for _ in range(12):
    r += chain(2000) + projection(2000)
print(r)
