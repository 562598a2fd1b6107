"""Size expressions: the small grammar a launch-configuration family writes its sizes in.

Why a grammar of its own (and not Python's `eval` or full SMT): a family's sizes must be evaluated
exactly by the launch gate (a microsecond, no solver), lowered to 64-bit Z3 terms by the verifier
*without overflow* (so bit-vector arithmetic equals integer arithmetic), and bounded by intervals
(resource checks against the range's maximum). Linear terms with constant divisors allow all three.

    expr    := term (('+' | '-') term)*
    term    := factor (('*' factor) | ('//' INT) | ('%' INT))*   left to right, as in Python
    factor  := INT | NAME | '(' expr ')' | 'cdiv' '(' expr ',' INT ')'
    constraint := expr ('<=' | '<' | '>=' | '>' | '==') expr

`cdiv(e, k)` is ceil(e / k); `e // k` and `e % k` floor; k is a constant > 0, and e must be >= 0 on
the whole family (its interval), so the 64-bit unsigned division agrees with the integer one.
Every sub-term's interval must lie in [-2^62, 2^62]: then two's-complement 64-bit arithmetic is exact.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from fltc.errors import ConfigError

if TYPE_CHECKING:  # z3 loads only where a size is lowered to a term (the prover): fltc run's start-up skips it
    import z3

SYMBOL_MAX = 1 << 48  # symbol values lie in [0, SYMBOL_MAX]
EXACT = 1 << 62  # every sub-term stays within [-EXACT, EXACT]: 64-bit arithmetic on it is exact
NAME_RE = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
RESERVED = frozenset({"cdiv"})
_TOKEN = re.compile(r"\s*(?:(\d+)|([A-Za-z_][A-Za-z0-9_]*)|(//|<=|>=|==|[-+*%(),<>]))")


@dataclass(frozen=True)
class Range:
    """The values of one family symbol: min <= v <= max, v % multiple_of == 0."""

    min: int
    max: int
    multiple_of: int = 1

    def contains(self, v: int) -> bool:
        return self.min <= v <= self.max and v % self.multiple_of == 0

    def to_json(self) -> dict[str, int]:
        d = {"min": self.min, "max": self.max}
        if self.multiple_of != 1:
            d["multiple_of"] = self.multiple_of
        return d

    def first(self) -> int | None:
        """The least admitted value, None when there is none (an empty family)."""
        v = -(-self.min // self.multiple_of) * self.multiple_of
        return v if v <= self.max else None


# ---- the expression tree ---------------------------------------------------------------------------
@dataclass(frozen=True)
class Num:
    value: int


@dataclass(frozen=True)
class Var:
    name: str


@dataclass(frozen=True)
class Bin:
    """op in '+', '-', '*' (linear: one side constant), 'cdiv', '//', '%' (right side a constant > 0)."""

    op: str
    left: Node
    right: Node


Node = Num | Var | Bin
_PREC = {"+": 1, "-": 1, "*": 2, "//": 2, "%": 2}


@dataclass(frozen=True)
class SizeExpr:
    """A parsed expression over family symbols; `text` is its canonical printed form (the JSON form)."""

    tree: Node
    text: str

    @property
    def symbols(self) -> frozenset[str]:
        return _syms(self.tree)

    def __str__(self) -> str:
        return self.text


@dataclass(frozen=True)
class Constraint:
    """A linear comparison that restricts the family, e.g. `4*grid_x >= n`."""

    left: SizeExpr
    op: str
    right: SizeExpr

    @property
    def text(self) -> str:
        return f"{self.left.text} {self.op} {self.right.text}"

    @property
    def symbols(self) -> frozenset[str]:
        return self.left.symbols | self.right.symbols

    def holds(self, env: Mapping[str, int]) -> bool:
        a, b = evaluate(self.left, env), evaluate(self.right, env)
        return {"<=": a <= b, "<": a < b, ">=": a >= b, ">": a > b, "==": a == b}[self.op]


def _syms(n: Node) -> frozenset[str]:
    if isinstance(n, Var):
        return frozenset((n.name,))
    if isinstance(n, Bin):
        return _syms(n.left) | _syms(n.right)
    return frozenset()


# ---- parsing and printing --------------------------------------------------------------------------
class _Parser:
    def __init__(self, text: str, where: str) -> None:
        self.text, self.where = text, where
        self.toks: list[tuple[str, str]] = []
        pos = 0
        while pos < len(text):
            if text[pos:].strip() == "":
                break
            m = _TOKEN.match(text, pos)
            if m is None or m.end() == pos:
                raise self.bad(f"unexpected {text[pos:].strip()[:20]!r}")
            num, name, op = m.groups()
            self.toks.append(("num", num) if num else ("name", name) if name else ("op", op))
            pos = m.end()
        self.i = 0

    def bad(self, msg: str) -> ConfigError:
        return ConfigError(f"{self.where}: size expression {self.text!r}: {msg} (grammar: integers, declared "
                           "symbols, +, -, * with a constant side, cdiv(e, k), e // k, e % k with a constant k > 0, "
                           "parentheses); see verifier/CONFIG.md")

    def peek(self) -> tuple[str, str] | None:
        return self.toks[self.i] if self.i < len(self.toks) else None

    def eat(self, op: str) -> bool:
        if self.peek() == ("op", op):
            self.i += 1
            return True
        return False

    def expr(self) -> Node:
        n = self.term()
        while True:
            if self.eat("+"):
                n = Bin("+", n, self.term())
            elif self.eat("-"):
                n = Bin("-", n, self.term())
            else:
                return n

    def term(self) -> Node:
        n = self.factor()
        while True:  # *, // and % bind alike, left to right (as in Python: 2*n//4 is (2*n)//4)
            if self.eat("*"):
                r = self.factor()
                if _syms(n) and _syms(r):
                    raise self.bad("a product of two symbolic terms is not linear")
                n = Bin("*", n, r)
            elif self.eat("//"):
                n = Bin("//", n, Num(self.const()))
            elif self.eat("%"):
                n = Bin("%", n, Num(self.const()))
            else:
                return n

    def const(self) -> int:
        t = self.peek()
        if t is None or t[0] != "num":
            raise self.bad("the divisor of cdiv, // and % must be an integer constant")
        self.i += 1
        k = int(t[1])
        if k <= 0:
            raise self.bad("the divisor must be > 0")
        return k

    def factor(self) -> Node:
        t = self.peek()
        if t is None:
            raise self.bad("ends too early")
        self.i += 1
        if t[0] == "num":
            n: Node = Num(int(t[1]))
        elif t == ("name", "cdiv"):
            if not self.eat("("):
                raise self.bad("cdiv needs '(' e, k ')'")
            e = self.expr()
            if not self.eat(","):
                raise self.bad("cdiv needs two arguments: cdiv(e, k)")
            k = self.const()
            if not self.eat(")"):
                raise self.bad("cdiv(e, k) is missing its ')'")
            n = Bin("cdiv", e, Num(k))
        elif t[0] == "name":
            n = Var(t[1])
        elif t == ("op", "("):
            n = self.expr()
            if not self.eat(")"):
                raise self.bad("missing ')'")
        else:
            raise self.bad(f"unexpected {t[1]!r}")
        return n

    def done(self) -> None:
        t = self.peek()
        if t is not None:
            raise self.bad(f"unexpected {t[1]!r} after the expression")


def to_text(n: Node, prec: int = 0) -> str:
    """Canonical form: minimal parentheses, spaces around + and -, none around * // %."""
    if isinstance(n, Num):
        return str(n.value)
    if isinstance(n, Var):
        return n.name
    if n.op == "cdiv":
        return f"cdiv({to_text(n.left)}, {to_text(n.right)})"
    p = _PREC[n.op]
    left = to_text(n.left, p)
    right = to_text(n.right, p + 1)  # left-associative: a right operand of equal precedence is bracketed
    s = f"{left} {n.op} {right}" if p == 1 else f"{left}{n.op}{right}"
    return f"({s})" if p < prec else s


def parse(text: str, where: str, declared: Mapping[str, Range] | None = None) -> SizeExpr:
    """Parse `text`; every symbol must be in `declared` (when given). ConfigError names the offending text."""
    if not isinstance(text, str):
        raise ConfigError(f"{where}: a size expression must be a string, got {text!r}; see verifier/CONFIG.md")
    p = _Parser(text, where)
    if not p.toks:
        raise p.bad("is empty")
    tree = p.expr()
    p.done()
    if declared is not None:
        for s in sorted(_syms(tree)):
            if s in RESERVED or s not in declared:
                raise p.bad(f"symbol {s!r} is not declared in \"symbols\" (declared: {', '.join(sorted(declared)) or 'none'})")
    return SizeExpr(tree, to_text(tree))


def parse_constraint(text: str, where: str, declared: Mapping[str, Range]) -> Constraint:
    if not isinstance(text, str):
        raise ConfigError(f"{where}: a constraint must be a string such as \"4*grid_x >= n\", got {text!r}")
    parts = re.split(r"(<=|>=|==|<|>)", text)
    if len(parts) == 3:
        return Constraint(parse(parts[0], where, declared), parts[1], parse(parts[2], where, declared))
    raise ConfigError(f"{where}: constraint {text!r} must be one comparison (<=, <, >=, >, ==) of two size "
                      "expressions; see verifier/CONFIG.md")


# ---- evaluation ------------------------------------------------------------------------------------
def evaluate(e: SizeExpr | Node | int, env: Mapping[str, int]) -> int:
    """Exact integer value (Python ints; cdiv = ceiling, // and % floor)."""
    if isinstance(e, int):
        return e
    n = e.tree if isinstance(e, SizeExpr) else e
    if isinstance(n, Num):
        return n.value
    if isinstance(n, Var):
        return env[n.name]
    a, b = evaluate(n.left, env), evaluate(n.right, env)
    if n.op == "+":
        return a + b
    if n.op == "-":
        return a - b
    if n.op == "*":
        return a * b
    if n.op == "cdiv":
        return -(-a // b)
    if n.op == "//":
        return a // b
    return a % b


def interval(e: SizeExpr | Node | int, ranges: Mapping[str, Range], where: str = "") -> tuple[int, int]:
    """An interval holding every value of `e` over the symbols' ranges (over-approximate: ranges are
    treated as independent). Raises ConfigError where a sub-term may leave [-2^62, 2^62] or a divided
    term may be negative (the 64-bit lowering would then not be exact)."""
    if isinstance(e, int):
        return e, e
    n = e.tree if isinstance(e, SizeExpr) else e
    text = e.text if isinstance(e, SizeExpr) else to_text(n)
    if isinstance(n, Num):
        lo = hi = n.value
    elif isinstance(n, Var):
        r = ranges[n.name]
        lo, hi = r.min, r.max
    else:
        (a, b), (c, d) = interval(n.left, ranges, where), interval(n.right, ranges, where)
        if n.op == "+":
            lo, hi = a + c, b + d
        elif n.op == "-":
            lo, hi = a - d, b - c
        elif n.op == "*":
            ps = (a * c, a * d, b * c, b * d)
            lo, hi = min(ps), max(ps)
        else:
            if a < 0:
                raise ConfigError(f"{where}: size expression {text!r}: the dividend of {n.op} may be negative "
                                  f"(its range is {a}..{b}); divide only terms that are >= 0 on the whole family")
            k = c
            if n.op == "cdiv":
                lo, hi = -(-a // k), -(-b // k)
            elif n.op == "//":
                lo, hi = a // k, b // k
            else:
                lo, hi = (a % k, b % k) if a // k == b // k else (0, k - 1)
    if lo < -EXACT or hi > EXACT:
        raise ConfigError(f"{where}: size expression {text!r} may reach {lo if lo < -EXACT else hi}, outside "
                          f"[-2^62, 2^62]: narrow the symbols' ranges")
    return lo, hi


def lower(e: SizeExpr | Node | int, syms: Mapping[str, z3.BitVecRef], ctx: z3.Context) -> z3.BitVecRef:
    """The 64-bit Z3 term of `e` (exact when `interval` accepted it: no sub-term wraps)."""
    import z3
    if isinstance(e, int):
        return z3.BitVecVal(e % (1 << 64), 64, ctx)
    n = e.tree if isinstance(e, SizeExpr) else e
    if isinstance(n, Num):
        return z3.BitVecVal(n.value % (1 << 64), 64, ctx)
    if isinstance(n, Var):
        return syms[n.name]
    a, b = lower(n.left, syms, ctx), lower(n.right, syms, ctx)
    if n.op == "+":
        return a + b
    if n.op == "-":
        return a - b
    if n.op == "*":
        return a * b
    if n.op == "cdiv":
        return z3.UDiv(a + b - z3.BitVecVal(1, 64, ctx), b)
    if n.op == "//":
        return z3.UDiv(a, b)
    return z3.URem(a, b)


def lower_constraint(c: Constraint, syms: Mapping[str, z3.BitVecRef], ctx: z3.Context) -> z3.BoolRef:
    """Signed 64-bit comparison: both sides are exact integers in [-2^62, 2^62]."""
    a, b = lower(c.left, syms, ctx), lower(c.right, syms, ctx)
    return {"<=": a <= b, "<": a < b, ">=": a >= b, ">": a > b, "==": a == b}[c.op]


def affine(e: SizeExpr | Node | int) -> tuple[dict[str, int], int] | None:
    """(coefficients, constant) when `e` is affine (no cdiv, //, %); None otherwise."""
    if isinstance(e, int):
        return {}, e
    n = e.tree if isinstance(e, SizeExpr) else e
    if isinstance(n, Num):
        return {}, n.value
    if isinstance(n, Var):
        return {n.name: 1}, 0
    if n.op not in ("+", "-", "*"):
        return None
    la, ra = affine(n.left), affine(n.right)
    if la is None or ra is None:
        return None
    (lc, lk), (rc, rk) = la, ra
    if n.op == "*":
        if lc and rc:
            return None
        (cs, k), s = ((rc, rk), lk) if not lc else ((lc, lk), rk)
        return {x: v * s for x, v in cs.items() if v * s}, k * s
    sign = 1 if n.op == "+" else -1
    out = dict(lc)
    for x, v in rc.items():
        out[x] = out.get(x, 0) + sign * v
    return {x: v for x, v in out.items() if v}, lk + sign * rk


def substitute(e: SizeExpr | Node | int, env: Mapping[str, int]) -> Node | int:
    """`e` with the symbols in env replaced by their values, folded to an int when no symbol remains."""
    if isinstance(e, int):
        return e
    n = e.tree if isinstance(e, SizeExpr) else e
    if not (_syms(n) - set(env)):
        return evaluate(n, env)
    if isinstance(n, Var):
        return n
    if isinstance(n, Bin):
        a, b = substitute(n.left, env), substitute(n.right, env)
        return Bin(n.op, Num(a) if isinstance(a, int) else a, Num(b) if isinstance(b, int) else b)
    return n
