"""Small interpreters: Brainf*ck, RPN calculator, shunting-yard to RPN, a tiny Forth."""
import operator
import math


def bf(code, inp=""):
    tape = [0] * 300
    ptr = pc = 0
    out = []
    stack, jump = [], {}
    for i, c in enumerate(code):
        if c == "[":
            stack.append(i)
        elif c == "]":
            j = stack.pop()
            jump[i], jump[j] = j, i
    inp = iter(inp)
    while pc < len(code):
        c = code[pc]
        if c == ">":
            ptr += 1
        elif c == "<":
            ptr -= 1
        elif c == "+":
            tape[ptr] = (tape[ptr] + 1) % 256
        elif c == "-":
            tape[ptr] = (tape[ptr] - 1) % 256
        elif c == ".":
            out.append(chr(tape[ptr]))
        elif c == ",":
            tape[ptr] = ord(next(inp, "\0"))
        elif c == "[" and tape[ptr] == 0:
            pc = jump[pc]
        elif c == "]" and tape[ptr] != 0:
            pc = jump[pc]
        pc += 1
    return "".join(out)


hello = "++++++++[>++++[>++>+++>+++>+<<<<-]>+>+>->>+[<]<-]>>.>---.+++++++..+++.>>.<-.<.+++.------.--------.>>+.>++."
print(repr(bf(hello)), repr(bf(",[.,]", "echo")))

OPS = {"+": (1, "L", operator.add), "-": (1, "L", operator.sub), "*": (2, "L", operator.mul),
       "/": (2, "L", operator.truediv), "^": (3, "R", operator.pow)}


def to_rpn(expr):
    out, st = [], []
    for tok in expr.replace("(", " ( ").replace(")", " ) ").split():
        if tok in OPS:
            p, assoc, _ = OPS[tok]
            while st and st[-1] in OPS and (OPS[st[-1]][0] > p or (OPS[st[-1]][0] == p and assoc == "L")):
                out.append(st.pop())
            st.append(tok)
        elif tok == "(":
            st.append(tok)
        elif tok == ")":
            while st[-1] != "(":
                out.append(st.pop())
            st.pop()
        else:
            out.append(tok)
    while st:
        out.append(st.pop())
    return out


def eval_rpn(tokens, trace=False):
    st = []
    for t in tokens:
        if t in OPS:
            b, a = st.pop(), st.pop()
            st.append(OPS[t][2](a, b))
        else:
            st.append(float(t) if "." in t else int(t))
        if trace:
            print(f"  {t:>3} {st}")
    return st.pop()


e = "3 + 4 * 2 / ( 1 - 5 ) ^ 2 ^ 3"
r = to_rpn(e)
print(" ".join(r))
print(eval_rpn(r, trace=True))
for ex in ["2 ^ 10 - 1", "( 1 + 2 ) * ( 3 + 4 ) / 7", "1.5 * 4", "7 / 0"]:
    try:
        print(ex, "=", eval_rpn(to_rpn(ex)))
    except ZeroDivisionError as err:
        print(ex, "->", type(err).__name__, err)


def forth(src):
    st, words, out = [], {}, []
    toks = iter(src.split())
    prims = {"+": lambda: st.append(st.pop() + st.pop()), "*": lambda: st.append(st.pop() * st.pop()),
             "dup": lambda: st.append(st[-1]), "drop": lambda: st.pop(), "swap": lambda: st.extend([st.pop(), st.pop()]),
             ".": lambda: out.append(str(st.pop())), "-": lambda: st.append(-st.pop() + st.pop())}

    def run(tok):
        if tok in words:
            for t in words[tok]:
                run(t)
        elif tok in prims:
            prims[tok]()
        else:
            st.append(int(tok))

    for tok in toks:
        if tok == ":":
            name = next(toks)
            body = []
            for t in toks:
                if t == ";":
                    break
                body.append(t)
            words[name] = body
        else:
            run(tok)
    return " ".join(out), st


print(forth(": sq dup * ; : cube dup sq * ; 3 sq . 4 cube . 1 2 swap - . 10 20 30 drop"))
print(math.isclose(eval_rpn(to_rpn("2 ^ 0.5 * 2 ^ 0.5")), 2.0))
