// Command rules is an example of embedding cpjit: a small rules engine
// that loads discount rules written in Python and evaluates them against
// orders held in Go, with a Go function the rules may call, a step limit
// per rule and a deadline.
//
//	go run ./examples/rules [rules.py]
package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"time"

	"github.com/cpjit/cpjit/jit"
)

// Order is the Go data the rules look at.
type Order struct {
	ID       string
	Customer string
	Day      string
	Lines    []Line
}

// Line is one line of an order.
type Line struct {
	SKU   string
	Qty   int
	Price float64
}

// customerSince is the engine's customer database.
var customerSince = map[string]int{"ada": 2019, "bob": 2024}

func main() {
	path := "rules.py"
	if len(os.Args) > 1 {
		path = os.Args[1]
	} else if _, here, _, ok := runtime.Caller(0); ok {
		path = filepath.Join(filepath.Dir(here), "rules.py")
	}
	orders := []Order{
		{"A-1", "ada", "mon", []Line{{"pen", 20, 1.5}, {"ink", 5, 12}}},
		{"A-2", "bob", "sat", []Line{{"pen", 150, 1.5}}},
		{"A-3", "bob", "tue", []Line{{"desk", 40, 300}}},
	}
	if err := run(path, orders, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "rules:", err)
		os.Exit(1)
	}
}

// run loads the rules and prints each order's best discount.
func run(path string, orders []Order, out io.Writer) error {
	src, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	vm, err := jit.New(jit.Config{MaxSteps: 1_000_000, MaxHeap: 64 << 20})
	if err != nil {
		return err
	}
	defer vm.Close()
	err = vm.Register("customer_years", func(name string) int {
		if since, ok := customerSince[name]; ok {
			return 2026 - since
		}
		return 0
	})
	if err != nil {
		return err
	}
	if err := vm.Exec(context.Background(), filepath.Base(path), string(src)); err != nil {
		return err
	}
	names, err := vm.Eval(context.Background(), "sorted(n for n in globals() if n.startswith('rule_'))")
	if err != nil {
		return err
	}
	for _, o := range orders {
		best, why := int64(0), "no rule applies"
		for _, name := range names.([]any) {
			ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
			d, err := vm.Call(ctx, name.(string), toPython(o))
			cancel()
			if err != nil {
				return fmt.Errorf("order %s: %s: %w", o.ID, name, err)
			}
			if pct, ok := d.(int64); ok && pct > best {
				best, why = pct, strings.TrimPrefix(name.(string), "rule_")
			}
		}
		fmt.Fprintf(out, "%s: %d%% (%s)\n", o.ID, best, why)
	}
	return nil
}

// toPython turns an order into the dict the rules read.
func toPython(o Order) map[string]any {
	lines := make([]any, len(o.Lines))
	for i, l := range o.Lines {
		lines[i] = map[string]any{"sku": l.SKU, "qty": l.Qty, "price": l.Price}
	}
	return map[string]any{"id": o.ID, "customer": o.Customer, "day": o.Day, "lines": lines}
}
