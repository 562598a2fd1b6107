"""verifier/terms.py: the C-API walks must find exactly what the z3.py walks they replace found.

Why: slicing (obligation 2) and coverage's fact selection depend on these sets; a missed
symbol would drop a needed assumption or change a recorded query.
"""

from __future__ import annotations

import z3

from verifier.terms import consts, symbols


def _ref_symbols(e: z3.ExprRef) -> frozenset[str]:
    out, seen, stack = set(), set(), [e]
    while stack:
        x = stack.pop()
        if x.get_id() in seen:
            continue
        seen.add(x.get_id())
        if z3.is_app(x):
            if x.decl().kind() == z3.Z3_OP_UNINTERPRETED:
                out.add(x.decl().name())
            stack.extend(x.children())
    return frozenset(out)


def _term(ctx: z3.Context) -> z3.BoolRef:
    a, b = z3.BitVec("a@A", 32, ctx), z3.BitVec("b!x", 64, ctx)
    p = z3.Bool("p", ctx)
    f = z3.Function("mem!in!16", z3.BitVecSort(64, ctx), z3.BitVecSort(16, ctx))
    g = z3.Function("inv!k", z3.BitVecSort(16, ctx), z3.BitVecSort(64, ctx))
    s = z3.ZeroExt(32, a) * 3 + b
    return z3.And(p, z3.ULT(s, 77), g(f(s)) == b, z3.If(p, a, a + 1) != 5)


def test_symbols_matches_reference_walk():
    ctx = z3.Context()
    t = _term(ctx)
    assert symbols(t) == _ref_symbols(t) == {"a@A", "b!x", "p", "mem!in!16", "inv!k"}
    memo = {t.children()[2].get_id(): frozenset({"memoised"})}
    assert "memoised" in symbols(t, memo) and "inv!k" not in symbols(t, memo)


def test_consts_are_the_uninterpreted_constants():
    ctx = z3.Context()
    t = _term(ctx)
    cs = consts(t)
    assert sorted(str(x) for x in cs.values()) == ["a@A", "b!x", "p"]
    assert all(i == x.get_id() for i, x in cs.items())
    assert consts(z3.BitVecVal(3, 8, ctx)) == {}
