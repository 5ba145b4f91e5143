# Numeric kernels called once: successive over-relaxation on a grid of
# lists, a sparse matrix-vector product.
def sor(n, cycles, omega=1.25):
    G = [[(i * 7 + j * 13) % 17 / 17.0 for j in range(n)] for i in range(n)]
    om4 = omega * 0.25; om1 = 1.0 - omega
    for _ in range(cycles):
        for i in range(1, n - 1):
            Gi = G[i]; Gim = G[i-1]; Gip = G[i+1]
            for j in range(1, n - 1):
                Gi[j] = om4 * (Gim[j] + Gip[j] + Gi[j-1] + Gi[j+1]) + om1 * Gi[j]
    return sum(map(sum, G))
def sparse(n, nz, iters):
    import random
    r = random.Random(7)
    rows = [sorted(r.sample(range(n), nz)) for _ in range(n)]
    vals = [[r.random() for _ in range(nz)] for _ in range(n)]
    x = [r.random() for _ in range(n)]; y = [0.0]*n
    for _ in range(iters):
        for i in range(n):
            s = 0.0; ri = rows[i]; vi = vals[i]
            for k in range(nz): s += vi[k] * x[ri[k]]
            y[i] = s
    return sum(y)
print(round(sor(100, 200), 6), round(sparse(1000, 20, 300), 6))
