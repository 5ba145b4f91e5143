"""Advent-of-Code style: parse a maze, BFS shortest path, flood fill, and render the path."""
from collections import deque

MAZE = """\
#################
#S..#.....#.....#
#.#.#.###.#.###.#
#.#...#...#...#.#
#.#####.#####.#.#
#.....#.....#.#.#
#####.#####.#.#.#
#...#.....#.#...#
#.#.#####.#.###.#
#.#.......#....E#
#################"""

grid = [list(row) for row in MAZE.splitlines()]
H, W = len(grid), len(grid[0])
find = lambda ch: next((r, c) for r in range(H) for c in range(W) if grid[r][c] == ch)
start, end = find("S"), find("E")
DIRS = {(-1, 0): "^", (1, 0): "v", (0, -1): "<", (0, 1): ">"}


def bfs(src):
    dist = {src: 0}
    prev = {}
    q = deque([src])
    while q:
        r, c = q.popleft()
        for dr, dc in DIRS:
            nr, nc = r + dr, c + dc
            if 0 <= nr < H and 0 <= nc < W and grid[nr][nc] != "#" and (nr, nc) not in dist:
                dist[(nr, nc)] = dist[(r, c)] + 1
                prev[(nr, nc)] = (r, c)
                q.append((nr, nc))
    return dist, prev


dist, prev = bfs(start)
print("shortest:", dist[end], "reachable:", len(dist), "farthest:", max(dist.values()))
node = end
path = []
while node != start:
    p = prev[node]
    path.append(((node[0] - p[0], node[1] - p[1]), p))
    node = p
for d, (r, c) in path:
    if grid[r][c] == ".":
        grid[r][c] = DIRS[d]
print("\n".join("".join(row) for row in grid))
dead_ends = sum(1 for (r, c) in dist if sum(grid[r + dr][c + dc] == "#" for dr, dc in DIRS) == 3)
print("dead ends:", dead_ends)
by_dist = {}
for pos, d in dist.items():
    by_dist.setdefault(d // 10, []).append(pos)
print({k: len(v) for k, v in sorted(by_dist.items())})
turns = sum(1 for a, b in zip(path, path[1:]) if a[0] != b[0])
print("turns:", turns, "moves:", "".join(DIRS[d] for d, _ in reversed(path))[:30])
