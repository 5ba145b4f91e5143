"""Game of Life on a torus, Langton's ant, ASCII Mandelbrot, Sierpinski triangle, spiral matrix."""


def life_step(cells, w, h):
    counts = {}
    for (x, y) in cells:
        for dx in (-1, 0, 1):
            for dy in (-1, 0, 1):
                if dx or dy:
                    k = ((x + dx) % w, (y + dy) % h)
                    counts[k] = counts.get(k, 0) + 1
    return {c for c, n in counts.items() if n == 3 or (n == 2 and c in cells)}


def show(cells, w, h):
    return "\n".join("".join("#" if (x, y) in cells else "." for x in range(w)) for y in range(h))


glider = {(1, 0), (2, 1), (0, 2), (1, 2), (2, 2)}
g = glider
for gen in range(4):
    g = life_step(g, 8, 6)
print(show(g, 8, 6))
print(sorted(g))
blinker = {(1, 2), (2, 2), (3, 2)}
print(life_step(blinker, 5, 5) == {(2, 1), (2, 2), (2, 3)}, life_step(life_step(blinker, 5, 5), 5, 5) == blinker)


def langton(steps, size=11):
    grid = set()
    x = y = size // 2
    dx, dy = 0, -1
    for _ in range(steps):
        if (x, y) in grid:
            dx, dy = dy, -dx
            grid.remove((x, y))
        else:
            dx, dy = -dy, dx
            grid.add((x, y))
        x, y = (x + dx) % size, (y + dy) % size
    return grid, (x, y)


grid, pos = langton(200)
print(len(grid), pos)
print(show(grid, 11, 11))


def mandel(w=60, h=20, it=30):
    chars = " .:-=+*#%@"
    out = []
    for j in range(h):
        row = []
        for i in range(w):
            c = complex(-2.2 + 3.0 * i / w, -1.2 + 2.4 * j / h)
            z = 0j
            n = 0
            while abs(z) <= 2 and n < it:
                z = z * z + c
                n += 1
            row.append(chars[n * (len(chars) - 1) // it])
        out.append("".join(row).rstrip())
    return "\n".join(out)


print(mandel())


def sierpinski(n):
    rows = ["*"]
    for i in range(n):
        sp = " " * (2 ** i)
        rows = [sp + r + sp for r in rows] + [r + " " + r for r in rows]
    return rows


print("\n".join(r.rstrip() for r in sierpinski(4)))


def spiral(n):
    m = [[0] * n for _ in range(n)]
    x = y = 0
    dx, dy = 1, 0
    for k in range(n * n):
        m[y][x] = k
        nx, ny = x + dx, y + dy
        if not (0 <= nx < n and 0 <= ny < n and m[ny][nx] == 0 and (nx, ny) != (0, 0)):
            dx, dy = -dy, dx
            nx, ny = x + dx, y + dy
        x, y = nx, ny
    return m


for row in spiral(5):
    print(" ".join(f"{v:2d}" for v in row))
