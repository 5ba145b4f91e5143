"""Errors raised from inside comprehensions, lambdas, methods and properties: uncaught at the end."""
class Grid:
    def __init__(self, rows):
        self.rows = rows

    @property
    def width(self):
        return len(self.rows[0])

    def cell(self, r, c):
        return self.rows[r][c]

    def neighbours(self, r, c):
        return [self.cell(r + dr, c + dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1) if (dr or dc)]


g = Grid(["abc", "def", "ghi"])
print(g.width, g.neighbours(1, 1))
print(sorted(g.neighbours(1, 1), key=lambda ch: -ord(ch)))
try:
    g.neighbours(2, 2)
except IndexError as e:
    print("IndexError:", e)
empty = Grid([])
total = sum(
    g.width * k
    for k in range(3)
) + empty.width
