package interp

import (
	"github.com/cpjit/cpjit/lang/bytecode"
	rt "github.com/cpjit/cpjit/lang/runtime"
)

// run executes fr from fr.PC until it returns, raises or (in a generator)
// yields; fr.gen.yielded tells the last case apart.
func (in *Interp) run(fr *Frame) (result rt.Value, err error) {
	vm := in.vm
	code := fr.Code
	instrs := code.Instrs
	regs := fr.Regs
	consts := fr.info.consts
	names := fr.info.names
	ci := fr.info
	pc := fr.PC
	// fr.curStop is fr.stop, set while the JIT's exit loop runs
	// instructions here (return errStopped before an instruction it has
	// machine code for), or all true while the frame is traced. It and
	// fr.reraise/fr.raiseStmt live in the frame rather than in locals so
	// that the dispatch loop carries only pc and err from one instruction
	// to the next (fewer values for Go's register allocator to shuffle at
	// every instruction).
	fr.curStop = fr.stop
	fr.reraise, fr.raiseStmt = false, false
	fb := code.Feedback
	// While the frame gets sys.settrace line events (fr.traced, trace.go)
	// stop is all true, so that every instruction ends in the slow path
	// below; fr.stop keeps the JIT's stops. A frame starts or stops being
	// traced only in a call (the trace function, sys.settrace,
	// frame.f_trace), so that is worked out again after the call
	// instructions and after handling an exception, not at every
	// instruction.

	if fr.gen != nil && fr.gen.started {
		// Resuming a generator at a YIELD or YIELD_FROM (unless the
		// JIT's exit loop is running the frame on from an instruction,
		// which may be a YIELD it has not run yet).
		if g := fr.gen; g.suspended {
			g.suspended = false
			ins := instrs[pc]
			if ins.Op == bytecode.YIELD {
				if fr.throwing != nil {
					err, fr.throwing = fr.throwing, nil
				} else {
					regs[ins.A] = fr.sendVal
					fr.sendVal = rt.None
					pc++
					// Back into the generator's machine code, if any.
					if in.Hook != nil && fr.curStop == nil && ci.jit != nil && ci.jit != jitNever && !in.tracing && g.kind == kindGenerator {
						fr.PC = pc
						return in.Hook.Run(fr, ci.jit)
					}
				}
			}
		}
	} else {
		if fr.gen != nil {
			fr.gen.started = true
			if fr.throwing != nil {
				// Thrown into a generator that never ran: it raises
				// before the first instruction, outside every handler.
				err, fr.throwing = fr.throwing, nil
				if e := rt.AsException(err); e != nil {
					in.addTraceback(fr, e)
				}
				return rt.Unbound, err
			}
		}
		// A call is one step (rt.VM.Steps) and a safepoint; machine code
		// charges and polls in its entry poll. Step, under the JIT's exit
		// loop, does neither here: the interpreter has no safepoint
		// between two instructions, so neither may an exit, or a
		// collection (and a heap-limit MemoryError) would come at another
		// instruction than in the interpreter.
		if fr.stop == nil {
			err = vm.ChargeSteps(1)
			if err == nil {
				err = vm.Safepoint()
			}
		}
		if err == nil && in.Hook != nil && fr.stop == nil && ci.jit != jitNever && !in.tracing {
			if r, ok, e := in.enterJIT(fr, ci); ok {
				vm.Steps-- // the machine code's entry poll charged the call again
				return r, e
			}
		}
	}
	if fr.raise != nil {
		err, fr.raise = fr.raise, nil
	}

	for {
		in.restop(fr)
		if fr.traced && err == nil {
			if err = in.traceLine(fr, pc); err != nil {
				fr.PC = pc
			}
			in.retrace(fr)
		}
		for err == nil {
			ins := &instrs[pc]
			fr.PC = pc
			pc++
			switch ins.Op {
			case bytecode.NOP, bytecode.EXTRA:
			case bytecode.MOVE:
				regs[ins.A] = regs[ins.B]
			case bytecode.LOAD_CONST:
				regs[ins.A] = consts[ins.B]
			case bytecode.CHECK_BOUND:
				if regs[ins.A] == rt.Unbound {
					err = in.unboundLocal(code, int(ins.A))
				}
			case bytecode.DELETE_FAST:
				if regs[ins.A] == rt.Unbound {
					err = in.unboundLocal(code, int(ins.A))
				} else {
					regs[ins.A] = rt.Unbound
				}

			case bytecode.LOAD_GLOBAL, bytecode.LOAD_NAME:
				if ins.Op == bytecode.LOAD_NAME && !namesGlobal(fr) {
					if v, e := in.loadName(fr, names[ins.B]); e != nil {
						err = e
					} else {
						regs[ins.A] = v
					}
					break
				}
				// A module's body (its locals are its globals) looks its
				// names up as LOAD_GLOBAL does, through the same cache.
				c := &ci.glob[ci.site[pc-1]]
				if g := fr.Globals; c.globals == g && c.gkeys == g.KeysVersion() {
					if c.pos >= 0 {
						regs[ins.A] = g.ValueAt(int(c.pos))
						break
					}
					if c.bkeys == fr.Builtins.KeysVersion() {
						regs[ins.A] = fr.Builtins.ValueAt(int(c.bpos))
						break
					}
				}
				if v, e := in.loadGlobalCached(fr, names[ins.B], c); e != nil {
					err = e
				} else {
					regs[ins.A] = v
				}
			case bytecode.STORE_GLOBAL:
				err = in.storeGlobal(fr, ci, pc-1, names[ins.B], ci.hashes[ins.B], regs[ins.A])
			case bytecode.DELETE_GLOBAL:
				var found bool
				found, err = fr.Globals.Delete(vm, names[ins.B])
				if err == nil && !found {
					err = in.nameError(names[ins.B])
				}
			case bytecode.STORE_NAME:
				if namesGlobal(fr) {
					err = in.storeGlobal(fr, ci, pc-1, names[ins.B], ci.hashes[ins.B], regs[ins.A])
				} else {
					err = in.storeName(fr, names[ins.B], regs[ins.A])
				}
			case bytecode.DELETE_NAME:
				err = in.deleteName(fr, names[ins.B])
			case bytecode.LOAD_CLASSDEREF:
				v, ok, e := fr.Locals.Get(vm, names[ins.B])
				switch {
				case e != nil:
					err = e
				case ok:
					regs[ins.A] = v
				default:
					if v, e := in.loadDeref(code, regs, int(ins.C)); e != nil {
						err = e
					} else {
						regs[ins.A] = v
					}
				}
			case bytecode.LOAD_FROM_DICT_OR_GLOBALS, bytecode.LOAD_FROM_DICT_OR_DEREF:
				if v, e := in.loadFromClassDict(fr, *ins); e != nil {
					err = e
				} else {
					regs[ins.A] = v
				}
				in.restop(fr)
			case bytecode.CALL_INTRINSIC:
				if v, e := in.callIntrinsic(fr, int(ins.C), regs[ins.B:ins.B+int32(bytecode.IntrinsicArgs[ins.C])]); e != nil {
					err = e
				} else {
					regs[ins.A] = v
				}
				in.restop(fr)
			case bytecode.LOAD_LOCALS:
				if fr.Locals == nil {
					if v, e := in.Locals(vm); e != nil {
						err = e
					} else {
						regs[ins.A] = v
					}
				} else {
					regs[ins.A] = fr.Locals.Self()
				}

			case bytecode.LOAD_DEREF:
				if v, e := in.loadDeref(code, regs, int(ins.B)); e != nil {
					err = e
				} else {
					regs[ins.A] = v
				}
			case bytecode.STORE_DEREF:
				vm.Get(regs[ins.B]).(*rt.Cell).V = regs[ins.A]
			case bytecode.DELETE_DEREF:
				c := vm.Get(regs[ins.B]).(*rt.Cell)
				if c.V == rt.Unbound {
					_, err = in.loadDeref(code, regs, int(ins.B))
				} else {
					c.V = rt.Unbound
				}

			case bytecode.LOAD_ATTR:
				if v, e := in.loadAttr(ci, pc-1, regs[ins.B], names[ins.C], ci.hashes[ins.C], code.Names[ins.C]); e != nil {
					err = e
				} else {
					regs[ins.A] = v
				}
			case bytecode.STORE_ATTR:
				err = in.storeAttr(ci, &ci.attr[ci.site[pc-1]], regs[ins.A], names[ins.C], ci.hashes[ins.C], code.Names[ins.C], regs[ins.B])
				in.restop(fr) // it may have set this frame's f_trace
			case bytecode.DELETE_ATTR:
				err = vm.DelAttr(regs[ins.A], code.Names[ins.C])
			case bytecode.LOAD_METHOD:
				var m rt.Value
				var self rt.Value
				obj := regs[ins.B]
				if l, ok := vm.Get0(obj).(*rt.List); ok && l.Class() == rt.ListType {
					fb[pc-1].Types |= bytecode.FbList // a method of exact lists (the JIT's load_method_type)
				}
				m, self, err = in.loadMethod(ci, pc-1, obj, names[ins.C], ci.hashes[ins.C], code.Names[ins.C])
				if err != nil {
					break
				}
				regs[ins.A] = m
				// self is obj for a method found on obj's class, Unbound
				// for any other attribute. (These lines keep run's line
				// offsets, on which default.pgo's call-site records are
				// keyed.)
				regs[ins.A+1] = self
			case bytecode.BINARY_SUBSCR:
				fb[pc-1].Types |= in.seqKind(regs[ins.B], regs[ins.C])
				if v, e := vm.GetItem(regs[ins.B], regs[ins.C]); e != nil {
					err = e
				} else {
					regs[ins.A] = v
				}
			case bytecode.STORE_SUBSCR:
				fb[pc-1].Types |= in.seqKind(regs[ins.A], regs[ins.B])
				err = vm.SetItem(regs[ins.A], regs[ins.B], regs[ins.C])
			case bytecode.DELETE_SUBSCR:
				err = vm.DelItem(regs[ins.A], regs[ins.B])
			case bytecode.BUILD_SLICE:
				pc, err = in.buildSlice(fr, ins, pc)

			case bytecode.ADD, bytecode.INPLACE_ADD:
				a, b := regs[ins.B], regs[ins.C]
				if a.IsSmallInt() && b.IsSmallInt() {
					fb[pc-1].Types |= bytecode.FbInt
					v := vm.NewInt(a.Int() + b.Int())
					if !v.IsSmallInt() {
						fb[pc-1].Types |= bytecode.FbInt64 // beyond int48: int64 arithmetic
					}
					regs[ins.A] = v
				} else if a.IsFloat() && b.IsFloat() {
					fb[pc-1].Types |= bytecode.FbFloat
					regs[ins.A] = rt.FloatValue(a.Float() + b.Float())
				} else if fb[pc-1].Types |= in.numKinds(a, b); ins.Op == bytecode.ADD {
					if v, e := vm.Binary(rt.OpAdd, a, b); e != nil {
						err = e
					} else {
						regs[ins.A] = v
					}
				} else {
					if v, e := vm.InPlace(rt.OpAdd, a, b); e != nil {
						err = e
					} else {
						regs[ins.A] = v
					}
				}
			case bytecode.SUB, bytecode.INPLACE_SUB:
				a, b := regs[ins.B], regs[ins.C]
				if a.IsSmallInt() && b.IsSmallInt() {
					fb[pc-1].Types |= bytecode.FbInt
					v := vm.NewInt(a.Int() - b.Int())
					if !v.IsSmallInt() {
						fb[pc-1].Types |= bytecode.FbInt64
					}
					regs[ins.A] = v
				} else if a.IsFloat() && b.IsFloat() {
					fb[pc-1].Types |= bytecode.FbFloat
					regs[ins.A] = rt.FloatValue(a.Float() - b.Float())
				} else if fb[pc-1].Types |= in.numKinds(a, b); ins.Op == bytecode.SUB {
					if v, e := vm.Binary(rt.OpSub, a, b); e != nil {
						err = e
					} else {
						regs[ins.A] = v
					}
				} else {
					if v, e := vm.InPlace(rt.OpSub, a, b); e != nil {
						err = e
					} else {
						regs[ins.A] = v
					}
				}
			case bytecode.MUL, bytecode.INPLACE_MUL:
				a, b := regs[ins.B], regs[ins.C]
				fb[pc-1].Types |= in.numKinds(a, b)
				if a.IsSmallInt() && b.IsSmallInt() {
					x, y := a.Int(), b.Int()
					if x > -(1<<31) && x < 1<<31 && y > -(1<<31) && y < 1<<31 {
						v := vm.NewInt(x * y)
						if !v.IsSmallInt() {
							fb[pc-1].Types |= bytecode.FbInt64
						}
						regs[ins.A] = v
						break
					}
					if int64Result(ins.Op, x, y) {
						fb[pc-1].Types |= bytecode.FbInt64 // the product is in int64's range
					}
				} else if a.IsFloat() && b.IsFloat() {
					regs[ins.A] = rt.FloatValue(a.Float() * b.Float())
					break
				}
				if ins.Op == bytecode.MUL {
					if v, e := vm.Binary(rt.OpMul, a, b); e != nil {
						err = e
					} else {
						regs[ins.A] = v
					}
				} else {
					if v, e := vm.InPlace(rt.OpMul, a, b); e != nil {
						err = e
					} else {
						regs[ins.A] = v
					}
				}
			case bytecode.MOD, bytecode.INPLACE_MOD:
				a, b := regs[ins.B], regs[ins.C]
				fb[pc-1].Types |= in.numKinds(a, b)
				if a.IsSmallInt() && b.IsSmallInt() && b.Int() > 0 {
					m := a.Int() % b.Int()
					if m < 0 {
						m += b.Int()
					}
					regs[ins.A] = rt.SmallInt(m)
				} else if ins.Op == bytecode.MOD {
					if v, e := vm.Binary(rt.OpMod, a, b); e != nil {
						err = e
					} else {
						regs[ins.A] = v
					}
				} else {
					if v, e := vm.InPlace(rt.OpMod, a, b); e != nil {
						err = e
					} else {
						regs[ins.A] = v
					}
				}
			case bytecode.FLOORDIV, bytecode.INPLACE_FLOORDIV:
				a, b := regs[ins.B], regs[ins.C]
				fb[pc-1].Types |= in.numKinds(a, b)
				if a.IsSmallInt() && b.IsSmallInt() && b.Int() > 0 {
					x, y := a.Int(), b.Int()
					q := x / y
					if x%y != 0 && x < 0 {
						q--
					}
					regs[ins.A] = rt.SmallInt(q)
				} else if ins.Op == bytecode.FLOORDIV {
					if v, e := vm.Binary(rt.OpFloorDiv, a, b); e != nil {
						err = e
					} else {
						regs[ins.A] = v
					}
				} else {
					if v, e := vm.InPlace(rt.OpFloorDiv, a, b); e != nil {
						err = e
					} else {
						regs[ins.A] = v
					}
				}
			case bytecode.TRUEDIV, bytecode.INPLACE_TRUEDIV:
				a, b := regs[ins.B], regs[ins.C]
				fb[pc-1].Types |= in.numKinds(a, b)
				if a.IsFloat() && b.IsFloat() && b.Float() != 0 {
					regs[ins.A] = rt.FloatValue(a.Float() / b.Float())
				} else if ins.Op == bytecode.TRUEDIV {
					if v, e := vm.Binary(rt.OpTrueDiv, a, b); e != nil {
						err = e
					} else {
						regs[ins.A] = v
					}
				} else {
					if v, e := vm.InPlace(rt.OpTrueDiv, a, b); e != nil {
						err = e
					} else {
						regs[ins.A] = v
					}
				}
			case bytecode.MATMUL, bytecode.POW, bytecode.LSHIFT, bytecode.RSHIFT, bytecode.AND, bytecode.OR, bytecode.XOR:
				fb[pc-1].Types |= in.numKinds(regs[ins.B], regs[ins.C])
				if v, e := vm.Binary(binOps[ins.Op], regs[ins.B], regs[ins.C]); e != nil {
					err = e
				} else {
					regs[ins.A] = v
				}
			case bytecode.INPLACE_MATMUL, bytecode.INPLACE_POW, bytecode.INPLACE_LSHIFT, bytecode.INPLACE_RSHIFT,
				bytecode.INPLACE_AND, bytecode.INPLACE_OR, bytecode.INPLACE_XOR:
				fb[pc-1].Types |= in.numKinds(regs[ins.B], regs[ins.C])
				if v, e := vm.InPlace(binOps[ins.Op], regs[ins.B], regs[ins.C]); e != nil {
					err = e
				} else {
					regs[ins.A] = v
				}

			case bytecode.NEG:
				fb[pc-1].Types |= in.numKinds(regs[ins.B], regs[ins.B])
				if v, e := vm.Neg(regs[ins.B]); e != nil {
					err = e
				} else {
					regs[ins.A] = v
				}
			case bytecode.POS:
				if v, e := vm.Pos(regs[ins.B]); e != nil {
					err = e
				} else {
					regs[ins.A] = v
				}
			case bytecode.INVERT:
				if v, e := vm.Invert(regs[ins.B]); e != nil {
					err = e
				} else {
					regs[ins.A] = v
				}
			case bytecode.NOT:
				var t bool
				if t, err = vm.Truth(regs[ins.B]); err == nil {
					regs[ins.A] = rt.Bool(!t)
				}
			case bytecode.TRUTH:
				var t bool
				if t, err = vm.Truth(regs[ins.B]); err == nil {
					regs[ins.A] = rt.Bool(t)
				}

			case bytecode.LT, bytecode.LE, bytecode.EQ, bytecode.NE, bytecode.GT, bytecode.GE:
				a, b := regs[ins.B], regs[ins.C]
				if a.IsSmallInt() && b.IsSmallInt() {
					fb[pc-1].Types |= bytecode.FbInt
					regs[ins.A] = rt.Bool(cmpInts(ins.Op, a.Int(), b.Int()))
				} else {
					fb[pc-1].Types |= in.cmpKinds(a, b)
					if v, e := vm.Compare(cmpOps[ins.Op-bytecode.LT], a, b); e != nil {
						err = e
					} else {
						regs[ins.A] = v
					}
				}
			case bytecode.IS:
				regs[ins.A] = rt.Bool(regs[ins.B] == regs[ins.C])
			case bytecode.IS_NOT:
				regs[ins.A] = rt.Bool(regs[ins.B] != regs[ins.C])
			case bytecode.IN, bytecode.NOT_IN:
				// A small int in an exact list (the JIT's in_list_int), a
				// key machine code hashes in an exact dict, set or
				// frozenset (in_hashed), or anything else. (These lines
				// keep run's line offsets, on which default.pgo's
				// call-site records are keyed.)
				kind := in.containsKind(regs[ins.C], regs[ins.B])
				fb[pc-1].Types |= kind
				var ok bool
				if ok, err = vm.Contains(regs[ins.C], regs[ins.B]); err == nil {
					regs[ins.A] = rt.Bool(ok == (ins.Op == bytecode.IN))
				}

			case bytecode.JUMP:
				if int(ins.A) < pc {
					n := pc - int(ins.A)
					if fr.stop != nil && fr.stop[pc-1] {
						n = 0 // a poll exit of machine code, which charged the steps
					}
					err = in.backEdge(n)
					if err == nil && in.Hook != nil && fr.stop == nil && (fr.gen == nil || fr.gen.kind == kindGenerator) && ci.jit != jitNever && !in.tracing {
						fr.PC = int(ins.A)
						if r, ok, e := in.enterJIT(fr, ci); ok {
							return r, e
						}
					}
				}
				pc = int(ins.A)
			case bytecode.JUMP_IF_TRUE, bytecode.JUMP_IF_FALSE:
				v := regs[ins.A]
				var t bool
				switch v {
				case rt.True:
					t = true
				case rt.False, rt.None:
					t = false
				default:
					if v.IsSmallInt() {
						fb[pc-1].Types |= bytecode.FbInt
						t = v.Int() != 0
					} else {
						fb[pc-1].Types |= bytecode.FbOther
						t, err = vm.Truth(v)
					}
				}
				if err == nil && t == (ins.Op == bytecode.JUMP_IF_TRUE) {
					if int(ins.B) < pc {
						err = in.backEdge(pc - int(ins.B))
						if err == nil && in.Hook != nil && fr.stop == nil && (fr.gen == nil || fr.gen.kind == kindGenerator) && ci.jit != jitNever && !in.tracing {
							fr.PC = int(ins.B)
							if r, ok, e := in.enterJIT(fr, ci); ok {
								return r, e
							}
						}
					}
					pc = int(ins.B)
				}
			case bytecode.JUMP_IF_NONE:
				if regs[ins.A] == rt.None {
					pc = int(ins.B)
				}
			case bytecode.GET_ITER:
				if v, e := vm.Iter(regs[ins.B]); e != nil {
					err = e
				} else {
					regs[ins.A] = v
				}
			case bytecode.FOR_ITER:
				pc, err = in.forIter(fr, regs, ins, &fb[pc-1], pc)
			case bytecode.RETURN:
				return regs[ins.A], nil

			case bytecode.BUILD_LIST:
				items := make([]rt.Value, ins.C)
				copy(items, regs[ins.B:ins.B+ins.C])
				regs[ins.A] = vm.NewList(items)
			case bytecode.BUILD_TUPLE:
				regs[ins.A] = vm.NewTupleCopy(regs[ins.B : ins.B+ins.C])
			case bytecode.BUILD_SET:
				if v, e := vm.NewSet(append([]rt.Value(nil), regs[ins.B:ins.B+ins.C]...)); e != nil {
					err = e
				} else {
					regs[ins.A] = v
				}
			case bytecode.BUILD_DICT:
				d := vm.NewDictSized(int(ins.C))
				for i := int32(0); i < ins.C && err == nil; i++ {
					err = d.Set(vm, regs[ins.B+2*i], regs[ins.B+2*i+1])
				}
				regs[ins.A] = d.Self()
			case bytecode.BUILD_STRING:
				if v, e := vm.JoinStrs(regs[ins.B : ins.B+ins.C]); e != nil {
					err = e
				} else {
					regs[ins.A] = v
				}
			case bytecode.LIST_APPEND:
				vm.ListAppend(regs[ins.A], regs[ins.B])
			case bytecode.LIST_EXTEND:
				var items []rt.Value
				items, err = vm.Collect(regs[ins.B])
				if err != nil && rt.ExceptionMatches(err, rt.TypeErrorType) && !in.isIterable(regs[ins.B]) {
					err = vm.TypeError("Value after * must be an iterable, not %s", vm.TypeName(regs[ins.B]))
				}
				l := vm.Get(regs[ins.A]).(*rt.List)
				l.Items = append(l.Items, items...)
			case bytecode.LIST_TUPLE:
				l := vm.Get(regs[ins.B]).(*rt.List)
				regs[ins.A] = vm.NewTuple(append([]rt.Value(nil), l.Items...))
			case bytecode.SET_ADD:
				err = vm.SetAdd(regs[ins.A], regs[ins.B])
			case bytecode.SET_UPDATE:
				err = vm.SetUpdate(regs[ins.A], regs[ins.B])
			case bytecode.DICT_SET:
				err = vm.Get(regs[ins.A]).(*rt.Dict).Set(vm, regs[ins.B], regs[ins.C])
			case bytecode.DICT_UPDATE:
				err = in.dictUpdate(regs[ins.A], regs[ins.B], rt.Unbound)
			case bytecode.DICT_MERGE:
				err = in.dictUpdate(regs[ins.A], regs[ins.B], regs[ins.C])
			case bytecode.UNPACK_SEQUENCE:
				err = in.unpack(regs, int(ins.A), regs[ins.B], int(ins.C), -1)
			case bytecode.UNPACK_EX:
				err = in.unpack(regs, int(ins.A), regs[ins.B], int(ins.C&0xFFFF), int(ins.C>>16))

			case bytecode.MATCH_SEQUENCE, bytecode.MATCH_MAPPING:
				var k int
				if k, err = in.collectionKind(regs[ins.B]); err == nil {
					regs[ins.A] = rt.Bool(k == collSequence && ins.Op == bytecode.MATCH_SEQUENCE || k == collMapping && ins.Op == bytecode.MATCH_MAPPING)
				}
			case bytecode.GET_LEN:
				var n int
				if n, err = vm.Len(regs[ins.B]); err == nil {
					regs[ins.A] = rt.SmallInt(int64(n))
				}
				in.restop(fr)
			case bytecode.MATCH_KEYS:
				if v, e := in.matchKeys(regs[ins.B], regs[ins.C]); e != nil {
					err = e
				} else {
					regs[ins.A] = v
				}
				in.restop(fr)
			case bytecode.MATCH_CLASS:
				if v, e := in.matchClass(regs[ins.B], regs[ins.B+1], regs[ins.B+2], int(ins.C)); e != nil {
					err = e
				} else {
					regs[ins.A] = v
				}
				in.restop(fr)

			case bytecode.CALL:
				if ins.C == 0 && regs[ins.B] == superClass && in.superCall(fr, ci, ins, pc) {
					pc++ // the LOAD_METHOD after it ran too
					break
				}
				if v, e := in.call(regs[ins.B], regs[ins.B+1:ins.B+1+ins.C:ins.B+1+ins.C], nil); e != nil {
					err = e
				} else {
					regs[ins.A] = v
					if vm.Heap().Requested() {
						err = vm.Safepoint() // gc.collect() (collect.go)
					}
				}
				in.restop(fr)
			case bytecode.CALL_KW:
				kwnames := vm.Get(consts[instrs[pc].A]).(*rt.Tuple).Items
				n := int32(len(kwnames))
				pos := regs[ins.B+1 : ins.B+1+ins.C-n : ins.B+1+ins.C-n]
				kw := in.kwArgs(regs[ins.B], int(n))
				for i := range kw {
					s, _ := vm.GoString(kwnames[i])
					kw[i] = rt.Kwarg{Name: s, Value: regs[ins.B+1+ins.C-n+int32(i)]}
				}
				if v, e := in.call(regs[ins.B], pos, kw); e != nil {
					err = e
				} else {
					regs[ins.A] = v
					if vm.Heap().Requested() {
						err = vm.Safepoint()
					}
				}
				in.restop(fr)
			case bytecode.CALL_METHOD:
				f := regs[ins.B]
				if regs[ins.B+1] != rt.Unbound {
					if v, e := in.call(f, regs[ins.B+1:ins.B+2+ins.C:ins.B+2+ins.C], nil); e != nil {
						err = e
					} else {
						regs[ins.A] = v
					}
				} else {
					if v, e := in.call(f, regs[ins.B+2:ins.B+2+ins.C:ins.B+2+ins.C], nil); e != nil {
						err = e
					} else {
						regs[ins.A] = v
					}
				}
				if err == nil && vm.Heap().Requested() {
					err = vm.Safepoint()
				}
				in.restop(fr)
			case bytecode.CALL_EX:
				if v, e := in.callEx(regs[ins.B], regs[ins.B+1], regs[ins.B+2], ins.C&1 != 0); e != nil {
					err = e
				} else {
					regs[ins.A] = v
					if vm.Heap().Requested() {
						err = vm.Safepoint()
					}
				}
				in.restop(fr)

			case bytecode.MAKE_FUNCTION:
				if v, e := in.makeFunction(fr, regs, ins); e != nil {
					err = e
				} else {
					regs[ins.A] = v
				}
			case bytecode.LOAD_BUILD_CLASS:
				var ok bool
				regs[ins.A], ok = fr.Builtins.GetStr(vm, "__build_class__")
				if !ok {
					err = vm.NewError(rt.NameErrorType, "__build_class__ not found")
				}
			case bytecode.MAKE_CELL:
				regs[ins.A] = vm.NewCell(regs[ins.B])
			case bytecode.SETUP_ANNOTATIONS:
				if _, ok := fr.Locals.GetStr(vm, "__annotations__"); !ok {
					fr.Locals.SetStr(vm, "__annotations__", vm.NewDict())
				}

			case bytecode.RAISE:
				err, fr.reraise = in.doRaise(ins, regs)
				fr.raiseStmt = !fr.reraise
			case bytecode.RERAISE:
				err = in.asError(regs[ins.A])
				fr.reraise = true
			case bytecode.PUSH_EXC:
				regs[ins.B] = vm.Handled
				vm.Handled = regs[ins.A]
			case bytecode.POP_EXC:
				vm.Handled = regs[ins.A]
			case bytecode.EXC_MATCH:
				var ok bool
				if ok, err = in.excMatch(regs[ins.B], regs[ins.C]); err == nil {
					regs[ins.A] = rt.Bool(ok)
				}
			case bytecode.CHECK_EG_MATCH:
				if m, r, e := vm.ExceptStarMatch(regs[ins.B], regs[ins.C]); e != nil {
					err = e
				} else {
					regs[ins.A], regs[ins.B] = m, r
					if m != rt.None {
						vm.Handled = m
					}
				}
				in.restop(fr)
			case bytecode.PREP_RERAISE_STAR:
				if v, e := vm.PrepReraiseStar(regs[ins.B], regs[ins.C]); e != nil {
					err = e
				} else {
					regs[ins.A] = v
				}
				in.restop(fr)
			case bytecode.WITH_ENTER:
				if v, e := in.withEnter(regs, int(ins.B)); e != nil {
					err = e
				} else {
					regs[ins.A] = v
				}
			case bytecode.WITH_EXIT:
				if v, e := vm.Call(regs[ins.B+1], withExitNoExc, nil); e != nil {
					err = e
				} else {
					regs[ins.A] = v
				}
			case bytecode.WITH_EXIT_EXC:
				e := regs[ins.C]
				tb := rt.None
				if x, ok := vm.Get0(e).(*rt.Exception); ok {
					tb = x.Traceback
				}
				if v, e := vm.Call(regs[ins.B+1], []rt.Value{vm.ClassOf(e).Self(), e, tb}, nil); e != nil {
					err = e
				} else {
					regs[ins.A] = v
				}
			case bytecode.ASSERT_FAIL:
				if ins.B == 1 {
					err = vm.NewExceptionObj(rt.AssertionErrorType, []rt.Value{regs[ins.A]})
				} else {
					err = vm.NewExceptionObj(rt.AssertionErrorType, nil)
				}

			case bytecode.YIELD: // fr.PC is this YIELD's, set before dispatch
				if in.yieldToSink(fr, regs, ins) {
					fb[pc-1].Types |= bytecode.FbDrained
					break
				}
				if fr.gen.sink == nil {
					if fr.byLoop {
						fb[pc-1].Types |= bytecode.FbLooped // resumed by a for loop
					} else {
						fb[pc-1].Types |= bytecode.FbSuspended // resumed by next() or send()
					}
				} else {
					fb[pc-1].Types |= bytecode.FbDrained // a value the sink declined
				}
				fr.gen.yielded, fr.gen.suspended = true, true
				return regs[ins.B], nil
			case bytecode.YIELD_FROM:
				var v rt.Value
				var done bool
				if v, done, err = in.yieldFromStep(fr, regs[ins.B]); err == nil {
					if done {
						regs[ins.A] = v
					} else {
						fr.PC = pc - 1
						fr.gen.yielded, fr.gen.suspended = true, true
						return v, nil
					}
				}
			case bytecode.GET_YIELD_FROM_ITER:
				if v, e := in.getYieldFromIter(fr, regs[ins.B]); e != nil {
					err = e
				} else {
					regs[ins.A] = v
				}
			case bytecode.GET_AWAITABLE, bytecode.GET_AITER, bytecode.GET_ANEXT, bytecode.ASYNC_WITH_ENTER:
				if v, e := in.asyncOp(regs, ins); e != nil {
					err = e
				} else {
					regs[ins.A] = v
				}
			case bytecode.END_ASYNC_FOR:
				if e := in.endAsyncFor(regs[ins.A]); e != nil {
					err, fr.reraise = e, true
				}

			case bytecode.IMPORT_NAME:
				level := int(instrs[pc].A)
				if v, e := in.importName(fr, code.Names[ins.B], names[ins.B], consts[ins.C], level); e != nil {
					err = e
				} else {
					regs[ins.A] = v
				}
			case bytecode.IMPORT_FROM:
				if v, e := in.importFrom(regs[ins.B], code.Names[ins.C]); e != nil {
					err = e
				} else {
					regs[ins.A] = v
				}
			case bytecode.IMPORT_STAR:
				err = in.importStar(fr, regs[ins.A])

			case bytecode.FORMAT_VALUE:
				if v, e := in.formatValue(regs, ins); e != nil {
					err = e
				} else {
					regs[ins.A] = v
				}

			default:
				panic("BUG: unknown opcode " + ins.Op.String())
			}
			if fr.curStop != nil && err == nil && fr.curStop[pc] {
				if fr.traced {
					// The line event of the next instruction.
					if err = in.traceLine(fr, pc); err != nil {
						fr.PC = pc
						break
					}
					in.retrace(fr)
				}
				if fr.stop != nil && fr.stop[pc] && !fr.traced {
					fr.PC = pc
					return rt.Unbound, errStopped
				}
			}
		}

		// An instruction raised: record the traceback, find a handler.
		err = in.wrapError(err)
		exc := rt.AsException(err)
		if exc == nil {
			return rt.Unbound, err
		}
		if !fr.reraise {
			// Implicit chaining happens where an exception is raised: a
			// raise statement, or an exception fresh from Go code (one
			// that has not passed through a frame yet). Exceptions coming
			// out of a call were chained where they were raised.
			raisePoint := fr.raiseStmt || exc.Traceback == rt.None || exc.Traceback == rt.Unbound
			in.addTraceback(fr, exc)
			if raisePoint && vm.Handled != rt.None && vm.Handled != rt.Unbound && vm.Handled != exc.Self() {
				in.setContext(exc, vm.Handled)
			}
			if in.lineTraced(fr) {
				if e := in.traceException(fr, exc); e != nil {
					// The trace function's exception replaces it.
					err = in.wrapError(e)
					if exc = rt.AsException(err); exc == nil {
						return rt.Unbound, err
					}
					in.addTraceback(fr, exc)
				}
			}
		}
		fr.reraise, fr.raiseStmt = false, false
		h := findHandler(code, fr.PC)
		if h == nil {
			if ins := &instrs[fr.PC]; ins.Op == bytecode.RERAISE && ins.B == 1 {
				in.restoreRaisePC(fr, exc)
			}
			return rt.Unbound, err
		}
		regs[h.Reg] = exc.Self()
		pc = int(h.Target)
		err = nil
	}
}

// buildSlice runs the BUILD_SLICE ins at pc-1 and returns the next pc.
// It fuses with the subscript that consumes the slice, so that x[a:b]
// allocates no slice object: it then runs that subscript too (fr.PC is
// the subscript's, where an error is raised) and returns the pc after it.
func (in *Interp) buildSlice(fr *Frame, ins *bytecode.Instr, pc int) (int, error) {
	vm := in.vm
	regs := fr.Regs
	step := rt.None
	if ins.C == 3 {
		step = regs[ins.B+2]
	}
	next := &fr.Code.Instrs[pc]
	switch {
	case next.Op == bytecode.BINARY_SUBSCR && next.C == ins.A && next.B != ins.A:
		fr.PC = pc
		// The subscript ran (with a slice): its feedback tells the JIT
		// so, or it would count it as never run. An exact list sliced
		// by two bounds or with a step is FbList (the JIT's slice_list
		// and slice_list_step).
		k := uint32(bytecode.FbOther)
		if ins.C == 2 || ins.C == 3 {
			if l, ok := vm.Get0(regs[next.B]).(*rt.List); ok && l.Class() == rt.ListType {
				k = bytecode.FbList
			}
		}
		fr.Code.Feedback[pc].Types |= k
		v, err := vm.GetSliceItem(regs[next.B], regs[ins.B], regs[ins.B+1], step)
		if err == nil {
			regs[next.A] = v
		}
		return pc + 1, err
	case next.Op == bytecode.STORE_SUBSCR && next.B == ins.A && next.A != ins.A && next.C != ins.A:
		fr.PC = pc
		// An exact list assigned a slice of two bounds is FbList (the
		// JIT's store_slice_list).
		k := uint32(bytecode.FbOther)
		if ins.C == 2 {
			if l, ok := vm.Get0(regs[next.A]).(*rt.List); ok && l.Class() == rt.ListType {
				k = bytecode.FbList
			}
		}
		fr.Code.Feedback[pc].Types |= k
		return pc + 1, vm.SetSliceItem(regs[next.A], regs[ins.B], regs[ins.B+1], step, regs[next.C])
	}
	regs[ins.A] = vm.NewSlice(regs[ins.B], regs[ins.B+1], step)
	return pc, nil
}

// forIter runs the FOR_ITER ins at pc-1, recording the kind of iterator
// in its feedback fb, and returns the next pc: pc, or the loop's exit
// when the iterator is exhausted.
func (in *Interp) forIter(fr *Frame, regs []rt.Value, ins *bytecode.Instr, fb *bytecode.Feedback, pc int) (int, error) {
	// fr is nil under the JIT's exit loop (stepOne), which does not fuse.
	if fr != nil && fusible(fr, pc) && fr.Code.Instrs[pc].Op == bytecode.UNPACK_SEQUENCE && fr.Code.Instrs[pc].B == ins.A {
		nx := &fr.Code.Instrs[pc]
		if u := in.unpacker(regs[ins.B], nx.C); u != nil {
			return in.forIterUnpack(regs, ins, nx, fb, pc, u)
		}
	}
	vm := in.vm
	var v rt.Value
	var ok bool
	var err error
	// The commonest iterators are called directly: vm.Next would look
	// the handle up again and dispatch through the Iterator interface.
	switch o := vm.Get0(regs[ins.B]).(type) {
	case *rt.RangeIter:
		fb.Types |= bytecode.FbRange
		v, ok, err = o.Next(vm)
	case *rt.ListIter:
		fb.Types |= bytecode.FbList
		v, ok, err = o.Next(vm)
	case *rt.TupleIter:
		fb.Types |= bytecode.FbTuple
		v, ok, err = o.Next(vm)
	case *rt.SetIter:
		fb.Types |= bytecode.FbHashed // (FOR_ITER's meaning of the bit)
		v, ok, err = o.Next(vm)
	case *rt.DictIter:
		fb.Types |= DictIterFeedback(o)
		v, ok, err = o.Next(vm)
	case *Generator:
		if o.kind != kindGenerator {
			fb.Types |= bytecode.FbOther
			v, ok, err = vm.Next(regs[ins.B])
			break
		}
		if ci := in.info(o.code); ci.jit == jitNever || ci.noForGen {
			// Code the JIT declined (a yield from), or whose generators
			// it no longer resumes in machine code (NoForGen).
			fb.Types |= bytecode.FbOther
		} else {
			fb.Types |= bytecode.FbGenIter
		}
		// The generator's YIELD tells a for loop's resumption from
		// next()'s in its feedback (FbLooped).
		gfr := o.fr
		gfr.byLoop = true
		v, ok, err = vm.Next(regs[ins.B])
		gfr.byLoop = false
	default:
		switch {
		case rt.IsStrIter(o):
			fb.Types |= bytecode.FbStrIter
		case vm.EnumerateOverSeq(o):
			fb.Types |= bytecode.FbEnumSeq
		case vm.ZipOverSeqs(o):
			fb.Types |= bytecode.FbZipSeq2
		default:
			fb.Types |= bytecode.FbOther
		}
		v, ok, err = vm.Next(regs[ins.B])
	}
	switch {
	case err != nil:
	case ok:
		regs[ins.A] = v
	default:
		pc = int(ins.C)
	}
	return pc, err
}

// DictIterFeedback is FOR_ITER's feedback for the dict iterator o: its
// forward iterators of keys or values (FbDictIter) and of items
// (FbDictItems) have machine code (for_dict, for_dict_items); reversed
// ones are FbOther.
func DictIterFeedback(o rt.Object) uint32 {
	switch fwd, items := rt.DictIterForward(o); {
	case !fwd:
		return bytecode.FbOther
	case items:
		return bytecode.FbDictItems
	}
	return bytecode.FbDictIter
}

// yieldToSink offers the value of YIELD ins to the sink of the builtin
// draining fr's generator (NextTo), and reports whether the sink took it:
// the frame then goes on as if resumed with None, without leaving run.
// Not under the JIT's exit loop (which offers yields to the sink itself)
// or a tracer (which sees every yield).
func (in *Interp) yieldToSink(fr *Frame, regs []rt.Value, ins *bytecode.Instr) bool {
	if g := fr.gen; g.sink != nil && fr.curStop == nil && !in.tracing && g.sink.Take(regs[ins.B]) {
		regs[ins.A] = rt.None
		return true
	}
	return false
}

// unpacker returns the iterator it as an rt.Unpacker of n items, or nil.
// Only builtin iterators: a subclass's __next__ would not be called.
func (in *Interp) unpacker(it rt.Value, n int32) rt.Unpacker {
	if !it.IsHandle() || n > 4 {
		return nil
	}
	if u, ok := in.vm.Get0(it).(rt.Unpacker); ok && u.Class().Builtin && u.Arity() == int(n) {
		return u
	}
	return nil
}

// forIterUnpack runs FOR_ITER ins and the UNPACK_SEQUENCE un after it
// (which takes the item the FOR_ITER stores) with u, which stores the
// item's elements without building the tuple that UNPACK_SEQUENCE would
// take apart. The FOR_ITER's register gets None in place of the tuple.
func (in *Interp) forIterUnpack(regs []rt.Value, ins, un *bytecode.Instr, fb *bytecode.Feedback, pc int, u rt.Unpacker) (int, error) {
	if it, ok := u.(*rt.DictIter); ok {
		fb.Types |= DictIterFeedback(it)
	} else if o, isObj := u.(rt.Object); isObj && in.vm.EnumerateOverSeq(o) {
		fb.Types |= bytecode.FbEnumSeq
	} else if isObj && in.vm.ZipOverSeqs(o) {
		fb.Types |= bytecode.FbZipSeq2
	} else {
		fb.Types |= bytecode.FbOther
	}
	buf := &in.unpackBuf // not regs: a zip may end half way through
	n := un.C
	ok, err := u.NextInto(in.vm, buf[:n])
	switch {
	case err != nil:
	case ok:
		regs[ins.A] = rt.None
		copy(regs[un.A:un.A+n], buf[:n])
		pc++
	default:
		pc = int(ins.C)
	}
	return pc, err
}

func findHandler(code *bytecode.Code, pc int) *bytecode.ExcEntry {
	for i := range code.ExcTable {
		e := &code.ExcTable[i]
		if int(e.Start) <= pc && pc < int(e.End) {
			return e
		}
	}
	return nil
}

var binOps = func() (t [256]rt.BinOp) {
	for op, b := range map[bytecode.Opcode]rt.BinOp{
		bytecode.ADD: rt.OpAdd, bytecode.SUB: rt.OpSub, bytecode.MUL: rt.OpMul, bytecode.MATMUL: rt.OpMatMul,
		bytecode.TRUEDIV: rt.OpTrueDiv, bytecode.FLOORDIV: rt.OpFloorDiv, bytecode.MOD: rt.OpMod, bytecode.POW: rt.OpPow,
		bytecode.LSHIFT: rt.OpLShift, bytecode.RSHIFT: rt.OpRShift, bytecode.AND: rt.OpAnd, bytecode.OR: rt.OpOr,
		bytecode.XOR:         rt.OpXor,
		bytecode.INPLACE_ADD: rt.OpAdd, bytecode.INPLACE_SUB: rt.OpSub, bytecode.INPLACE_MUL: rt.OpMul,
		bytecode.INPLACE_MATMUL: rt.OpMatMul, bytecode.INPLACE_TRUEDIV: rt.OpTrueDiv,
		bytecode.INPLACE_FLOORDIV: rt.OpFloorDiv, bytecode.INPLACE_MOD: rt.OpMod, bytecode.INPLACE_POW: rt.OpPow,
		bytecode.INPLACE_LSHIFT: rt.OpLShift, bytecode.INPLACE_RSHIFT: rt.OpRShift, bytecode.INPLACE_AND: rt.OpAnd,
		bytecode.INPLACE_OR: rt.OpOr, bytecode.INPLACE_XOR: rt.OpXor,
	} {
		t[op] = b
	}
	return t
}()

var cmpOps = [...]rt.CmpOp{rt.CmpLT, rt.CmpLE, rt.CmpEQ, rt.CmpNE, rt.CmpGT, rt.CmpGE}

func cmpInts(op bytecode.Opcode, a, b int64) bool {
	switch op {
	case bytecode.LT:
		return a < b
	case bytecode.LE:
		return a <= b
	case bytecode.EQ:
		return a == b
	case bytecode.NE:
		return a != b
	case bytecode.GT:
		return a > b
	default:
		return a >= b
	}
}

// backEdge is the safepoint at loop back-edges; it charges the loop's n
// instructions as steps (rt.VM.Steps).
func (in *Interp) backEdge(n int) error {
	if err := in.vm.ChargeSteps(int64(n)); err != nil {
		return err
	}
	return in.vm.Safepoint()
}

// kwArgs returns a slice for the n keyword arguments of a CALL_KW of f:
// kwScratch when calling f binds them into a new frame before anything
// else runs (a Python function, or a method of one), so that they need
// not outlive the binding; a new slice otherwise.
func (in *Interp) kwArgs(f rt.Value, n int) []rt.Kwarg {
	bind := false
	switch o := in.vm.Get0(f).(type) {
	case *rt.Function:
		bind = true
	case *rt.BoundMethod:
		_, ok := in.vm.Get0(o.Func).(*rt.Function)
		bind = ok && !in.profiling
	}
	if !bind {
		return make([]rt.Kwarg, n)
	}
	if cap(in.kwScratch) < n {
		in.kwScratch = make([]rt.Kwarg, n)
	}
	return in.kwScratch[:n]
}

// fusible says whether the instruction at pc may run fused with the one
// before it, skipping the dispatch between them: always in the
// interpreter's own loop, and under the JIT's exit loop (interp.Step)
// unless machine code would take the frame back at pc or a tracer wants
// its line events.
func fusible(fr *Frame, pc int) bool {
	return fr.curStop == nil || !fr.traced && !fr.curStop[pc]
}

// superCall runs the CALL of super() at pc-1 (ins) together with the
// LOAD_METHOD at pc when that LOAD_METHOD consumes the super object from a
// temporary and its cache holds the method (superMethod): the function
// and self go where the LOAD_METHOD puts them, and no super object is
// made. Not where fusible says no.
func (in *Interp) superCall(fr *Frame, ci *codeInfo, ins *bytecode.Instr, pc int) bool {
	code := fr.Code
	next := &code.Instrs[pc]
	if !fusible(fr, pc) || next.Op != bytecode.LOAD_METHOD || next.B != ins.A ||
		int(ins.A) < code.NLocals+len(code.CellVars)+len(code.FreeVars) {
		return false
	}
	m, self, ok := in.superMethod(fr, ci, pc)
	if !ok {
		return false
	}
	regs := fr.Regs
	regs[ins.A] = rt.None // the super object's temporary, dead after the LOAD_METHOD
	regs[next.A], regs[next.A+1] = m, self
	return true
}

// superClass is the builtin super, whose zero-argument call CALL fuses
// with the LOAD_METHOD after it (superMethod).
var superClass = rt.SuperType.Self()
