package jit_test

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/cpjit/cpjit/jit"
)

// Run a program, then call one of its functions with Go values.
func ExampleVM_Call() {
	ctx := context.Background()
	vm, err := jit.New(jit.Config{Stdout: os.Stdout})
	if err != nil {
		panic(err)
	}
	defer vm.Close()
	err = vm.Exec(ctx, "pricing.py", `
def price(base, qty, *, discount=0.0):
    return round(base * qty * (1 - discount), 2)
print("pricing loaded")
`)
	if err != nil {
		panic(err)
	}
	total, err := vm.Call(ctx, "price", 9.99, 3, jit.Kwargs{"discount": 0.1})
	fmt.Println(total, err)
	// Output:
	// pricing loaded
	// 26.97 <nil>
}

// Evaluate expressions against globals set from Go.
func ExampleVM_Eval() {
	ctx := context.Background()
	vm, _ := jit.New(jit.Config{})
	defer vm.Close()
	vm.SetGlobal("order", map[string]any{"items": []any{"pen", "ink"}, "total": 120})
	ok, err := vm.Eval(ctx, "order['total'] > 100 and 'ink' in order['items']")
	fmt.Println(ok, err)
	words, _ := vm.Eval(ctx, "tuple(sorted(w.upper() for w in order['items']))")
	fmt.Printf("%#v\n", words)
	// Output:
	// true <nil>
	// jit.Tuple{"INK", "PEN"}
}

// Give Python a Go function; its error becomes a Python exception.
func ExampleVM_Register() {
	ctx := context.Background()
	vm, _ := jit.New(jit.Config{Stdout: os.Stdout})
	defer vm.Close()
	stock := map[string]int{"pen": 4}
	vm.Register("in_stock", func(item string) (int, error) {
		n, ok := stock[item]
		if !ok {
			return 0, &jit.Error{Type: "KeyError", Message: item}
		}
		return n, nil
	})
	vm.Exec(ctx, "shop.py", `
print(in_stock("pen"))
try:
    in_stock("ink")
except KeyError as e:
    print("no", e)
`)
	// Output:
	// 4
	// no 'ink'
}

// A Go module that Python imports.
func ExampleVM_RegisterModule() {
	ctx := context.Background()
	vm, _ := jit.New(jit.Config{Stdout: os.Stdout})
	defer vm.Close()
	vm.RegisterModule("host", map[string]any{
		"version": "1.4",
		"upper":   strings.ToUpper,
	})
	vm.Exec(ctx, "m.py", "import host\nprint(host.version, host.upper('ok'))")
	// Output: 1.4 OK
}

// A Python exception comes back as *jit.Error, with the traceback CPython
// would print.
func ExampleError() {
	vm, _ := jit.New(jit.Config{})
	defer vm.Close()
	err := vm.Exec(context.Background(), "rules.py", "def check(x):\n    return 10 // x\n\ncheck(0)\n")
	var pe *jit.Error
	if errors.As(err, &pe) {
		fmt.Println(pe.Type, "-", pe.Message)
		fmt.Print(pe.Traceback)
	}
	// Output:
	// ZeroDivisionError - integer division or modulo by zero
	// Traceback (most recent call last):
	//   File "rules.py", line 4, in <module>
	//     check(0)
	//     ~~~~~^^^
	//   File "rules.py", line 2, in check
	//     return 10 // x
	//            ~~~^^~~
	// ZeroDivisionError: integer division or modulo by zero
}

// Limits: a step budget, a deadline and a heap bound each stop a runaway
// program with an error Go can test for.
func ExampleConfig_limits() {
	vm, _ := jit.New(jit.Config{MaxSteps: 1_000_000, MaxHeap: 64 << 20})
	defer vm.Close()
	vm.Exec(context.Background(), "spin.py", "def spin():\n    while True:\n        pass\n")

	_, err := vm.Call(context.Background(), "spin")
	fmt.Println(errors.Is(err, jit.ErrStepLimit), vm.Steps())

	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Millisecond)
	defer cancel()
	vm2, _ := jit.New(jit.Config{})
	defer vm2.Close()
	vm2.Exec(context.Background(), "spin.py", "def spin():\n    while True:\n        pass\n")
	_, err = vm2.Call(ctx, "spin")
	fmt.Println(errors.Is(err, context.DeadlineExceeded))

	err = vm.Exec(context.Background(), "hog.py", "n, data = 4096, []\nwhile True:\n    data.append('x' * n)\n")
	fmt.Println(errors.Is(err, jit.ErrHeapLimit))
	// Output:
	// true 1000001
	// true
	// true
}

// An embedded VM cannot touch the host unless the embedder allows it.
func ExampleConfig_access() {
	vm, _ := jit.New(jit.Config{})
	defer vm.Close()
	err := vm.Exec(context.Background(), "x.py", "open('/etc/hostname')")
	fmt.Println(err)
	os.Setenv("GREETING", "hello")
	probe := "__import__('os').environ.get('GREETING')"
	hidden, _ := vm.Eval(context.Background(), probe)
	vm2, _ := jit.New(jit.Config{Access: jit.AllowEnv})
	defer vm2.Close()
	shown, _ := vm2.Eval(context.Background(), probe)
	fmt.Println(hidden, shown)
	// Output:
	// PermissionError: open(): not permitted in this interpreter (the embedder has not granted it)
	// <nil> hello
}
