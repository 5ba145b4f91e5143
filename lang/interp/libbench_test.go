package interp

// Benchmarks of library paths that run partly in Go module code (pickle
// of instances, copy.deepcopy, pprint, protocol isinstance checks), in
// the interpreter alone. Compare runs with benchstat.

import "testing"

func BenchmarkLibPickleInstances(b *testing.B) {
	benchProgram(b, `
import pickle
class P:
    def __init__(self, i):
        self.x = i
        self.y = i * 0.5
        self.tags = ('t', i)
data = [P(i) for i in range(200)]
for _ in range(20):
    pickle.loads(pickle.dumps(data, 4))
`)
}

func BenchmarkLibDeepcopy(b *testing.B) {
	benchProgram(b, `
import copy
data = {'rows': [{'id': i, 'name': str(i), 'vals': [i, i + 1], 't': (i, 'x')} for i in range(100)]}
for _ in range(20):
    copy.deepcopy(data)
`)
}

func BenchmarkLibPformat(b *testing.B) {
	benchProgram(b, `
import pprint
data = [{'id': i, 'name': str(i), 'vals': [i, i + 1], 't': (i, 'x')} for i in range(300)]
for _ in range(5):
    pprint.pformat(data)
`)
}

func BenchmarkLibProtocolIsinstance(b *testing.B) {
	benchProgram(b, `
from typing import Protocol, runtime_checkable
@runtime_checkable
class HasX(Protocol):
    x: int
    def run(self): ...
class A:
    def __init__(self):
        self.x = 1
    def run(self):
        pass
class B:
    pass
objs = [A(), B(), 1, 'a'] * 50
for _ in range(20):
    for o in objs:
        isinstance(o, HasX)
`)
}
