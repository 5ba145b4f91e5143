"""Advent-of-Code style virtual machine with opcodes, parameter modes and generators for I/O."""
from itertools import permutations


def run(program, inputs):
    mem = dict(enumerate(program))
    ip = rb = 0
    inputs = iter(inputs)
    while True:
        op = mem[ip] % 100
        modes = [mem[ip] // 10 ** (k + 2) % 10 for k in range(3)]

        def addr(k):
            a = ip + k + 1
            m = modes[k]
            return mem.get(a, 0) + (rb if m == 2 else 0) if m != 1 else a

        def val(k):
            return mem.get(addr(k), 0)

        match op:
            case 1:
                mem[addr(2)] = val(0) + val(1)
                ip += 4
            case 2:
                mem[addr(2)] = val(0) * val(1)
                ip += 4
            case 3:
                mem[addr(0)] = next(inputs)
                ip += 2
            case 4:
                yield val(0)
                ip += 2
            case 5:
                ip = val(1) if val(0) else ip + 3
            case 6:
                ip = val(1) if not val(0) else ip + 3
            case 7:
                mem[addr(2)] = int(val(0) < val(1))
                ip += 4
            case 8:
                mem[addr(2)] = int(val(0) == val(1))
                ip += 4
            case 9:
                rb += val(0)
                ip += 2
            case 99:
                return
            case _:
                raise RuntimeError(f"bad opcode {op} at {ip}")


quine = [109, 1, 204, -1, 1001, 100, 1, 100, 1008, 100, 16, 101, 1006, 101, 0, 99]
print(list(run(quine, [])) == quine)
print(list(run([1102, 34915192, 34915192, 7, 4, 7, 99, 0], [])))
cmp8 = [3, 9, 8, 9, 10, 9, 4, 9, 99, -1, 8]
print([next(run(cmp8, [x])) for x in (7, 8, 9)])
amp = [3, 15, 3, 16, 1002, 16, 10, 16, 1, 16, 15, 15, 4, 15, 99, 0, 0]


def chain(phases):
    signal = 0
    for p in phases:
        signal = next(run(amp, [p, signal]))
    return signal


best = max(permutations(range(5)), key=chain)
print(best, chain(best))
try:
    list(run([1, 0, 0, 0, 42], []))
except RuntimeError as e:
    print(e)
