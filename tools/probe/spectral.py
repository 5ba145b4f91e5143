# The spectral norm: float arithmetic in functions called per element.
def eval_A(i, j): return 1.0 / ((i + j) * (i + j + 1) // 2 + i + 1)
def eval_times_u(func, u): return [func((i, u)) for i in range(len(u))]
def part_A_times_u(i_u):
    i, u = i_u; s = 0.0
    for j, u_j in enumerate(u): s += eval_A(i, j) * u_j
    return s
def part_At_times_u(i_u):
    i, u = i_u; s = 0.0
    for j, u_j in enumerate(u): s += eval_A(j, i) * u_j
    return s
def eval_AtA_times_u(u): return eval_times_u(part_At_times_u, eval_times_u(part_A_times_u, u))
u = [1] * 350
for _ in range(10):
    v = eval_AtA_times_u(u); u = eval_AtA_times_u(v)
vBv = vv = 0
for ue, ve in zip(u, v): vBv += ue * ve; vv += ve * ve
print(round((vBv/vv) ** 0.5, 9))
