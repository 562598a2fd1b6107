"""Symbolic shape values: one family function builds a concrete launch or a whole family of them.

Why: the registry's family functions (`family(**shape) -> LaunchConfig`) compute grids, buffer sizes and
output regions from a shape with ordinary arithmetic (`2 * M * K`, `cdiv(M, 4)`). Given a `Dim` for a
shape argument instead of an int, the same code yields the size *expressions* of a family over that
symbol (verifier/sizeexpr.py's grammar), so the formulas the executor's concrete launches use and the
formulas the family artifact proves are one and the same text of Python.

Only what the grammar can say is supported: a Dim times or plus an integer constant (or another Dim),
cdiv / floor division by a positive constant. Comparisons answer "for every value of the family" (from
the expression's interval), so a family function's `_require(M > 0 ...)` refuses a family with any bad
member; `==` is identity (a Dim never equals an int), so an equality test on a Dim refuses.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from fltc.errors import ConfigError
from verifier.sizeexpr import Bin, Node, Num, Range, SizeExpr, Var, evaluate, interval, to_text


@dataclass(frozen=True, eq=False)
class Dim:
    """A size over family symbols: an expression tree, the symbols it uses with their ranges, and a
    file-name-safe label (a symbol's label is its range, e.g. "2-31")."""

    node: Node
    ranges: tuple[tuple[str, Range], ...]
    label: str

    # ---- construction -------------------------------------------------------------------------
    @staticmethod
    def _merge(a: tuple[tuple[str, Range], ...], b: tuple[tuple[str, Range], ...]) -> tuple[tuple[str, Range], ...]:
        out = dict(a)
        for k, r in b:
            if out.get(k, r) != r:
                raise ConfigError(f"family symbol {k!r} is declared with two ranges ({out[k]} and {r})")
            out[k] = r
        return tuple(sorted(out.items()))

    def _bin(self, op: str, other: Dim | int, swap: bool = False) -> Dim:
        if isinstance(other, bool) or not isinstance(other, int | Dim):
            return NotImplemented
        if isinstance(other, int):
            o_node, o_ranges, o_label = Num(other), (), str(other)
        else:
            o_node, o_ranges, o_label = other.node, other.ranges, other.label
        if op == "*" and isinstance(other, Dim):
            raise ConfigError(f"family size {self.label} x {other.label}: a product of two symbolic sizes is not "
                              "linear (verifier/sizeexpr.py)")
        if op == "*" and isinstance(other, int) and other < 0:
            raise ConfigError(f"family size {self.label}: a negative factor {other} is not a size")
        left, right = (o_node, self.node) if swap else (self.node, o_node)
        llab, rlab = (o_label, self.label) if swap else (self.label, o_label)
        sym = {"*": "x", "+": "p"}[op]
        return Dim(_fold(Bin(op, left, right)), self._merge(self.ranges, o_ranges), f"{llab}{sym}{rlab}")

    def __mul__(self, other: Dim | int) -> Dim:
        return self._bin("*", other)

    def __rmul__(self, other: int) -> Dim:
        return self._bin("*", other, swap=True)

    def __add__(self, other: Dim | int) -> Dim:
        return self._bin("+", other)

    def __radd__(self, other: int) -> Dim:
        return self._bin("+", other, swap=True)

    def cdiv(self, k: int) -> Dim:
        """ceil(self / k) for a constant k > 0."""
        _divisor(k, self.label)
        return Dim(Bin("cdiv", self.node, Num(k)), self.ranges, f"c{self.label}d{k}")

    def __floordiv__(self, k: int) -> Dim:
        _divisor(k, self.label)
        return Dim(Bin("//", self.node, Num(k)), self.ranges, f"{self.label}d{k}")

    # ---- "for every value of the family" comparisons (for the family functions' checks) ----------
    def bounds(self) -> tuple[int, int]:
        return interval(self.node, dict(self.ranges), f"family size {self.text}")

    def __gt__(self, k: int) -> bool:
        return self.bounds()[0] > k

    def __ge__(self, k: int) -> bool:
        return self.bounds()[0] >= k

    def __lt__(self, k: int) -> bool:
        return self.bounds()[1] < k

    def __le__(self, k: int) -> bool:
        return self.bounds()[1] <= k

    # ---- views -------------------------------------------------------------------------------------
    @property
    def text(self) -> str:
        return to_text(self.node)

    def expr(self) -> SizeExpr:
        return SizeExpr(self.node, self.text)

    def value(self, env: Mapping[str, int]) -> int:
        return evaluate(self.node, env)

    def __format__(self, spec: str) -> str:
        return self.label

    def __str__(self) -> str:
        return self.label

    def __repr__(self) -> str:
        return f"Dim({self.text}; {', '.join(f'{k} in {r.min}..{r.max}' for k, r in self.ranges)})"


def sym(name: str, lo: int, hi: int, multiple_of: int = 1) -> Dim:
    """The family symbol `name` ranging over [lo, hi] (multiples of `multiple_of`)."""
    if not (0 <= lo <= hi) or multiple_of < 1:
        raise ConfigError(f"family symbol {name!r}: need 0 <= min <= max and multiple_of >= 1, got [{lo}, {hi}] "
                          f"multiple_of {multiple_of}")
    label = f"{lo}-{hi}" + (f"x{multiple_of}" if multiple_of != 1 else "")
    return Dim(Var(name), ((name, Range(lo, hi, multiple_of)),), label)


def size(v: int | Dim) -> int | SizeExpr:
    """A LaunchConfig size field: the int itself, or the Dim's size expression."""
    return v.expr() if isinstance(v, Dim) else v


def symbols_of(*values: object) -> tuple[tuple[str, Range], ...]:
    """The symbols (with ranges) used by any Dim among `values` (nested tuples/lists/dicts searched)."""
    out: tuple[tuple[str, Range], ...] = ()
    stack = list(values)
    while stack:
        v = stack.pop()
        if isinstance(v, Dim):
            out = Dim._merge(out, v.ranges)
        elif isinstance(v, tuple | list):
            stack.extend(v)
        elif isinstance(v, dict):
            stack.extend(v.values())
    return out


def _divisor(k: int, what: str) -> None:
    if isinstance(k, bool) or not isinstance(k, int) or k <= 0:
        raise ConfigError(f"family size {what}: divide by a constant > 0 only, got {k!r}")


def _fold(n: Node) -> Node:
    """k1*(k2*e) -> (k1*k2)*e and e*k -> k*e, so products print as one coefficient ("1152*T")."""
    if not isinstance(n, Bin) or n.op != "*":
        return n
    left, right = n.left, n.right
    if isinstance(right, Num) and not isinstance(left, Num):
        left, right = right, left
    if isinstance(left, Num) and isinstance(right, Bin) and right.op == "*" and isinstance(right.left, Num):
        return Bin("*", Num(left.value * right.left.value), right.right)
    if isinstance(left, Num) and left.value == 1:
        return right
    return Bin("*", left, right)
