"""verifier/terms.py: the C-API walks must find exactly what the z3.py walks they replace found.

Why: slicing (obligation 2) and coverage's fact selection depend on these sets; a missed
symbol would drop a needed assumption or change a recorded query.
"""

from __future__ import annotations

import z3

from verifier.terms import app_shape, consts, symbols, symbols_kept


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


def _subterms(e: z3.ExprRef) -> list[z3.ExprRef]:
    out, seen, stack = [], set(), [e]
    while stack:
        x = stack.pop()
        if x.get_id() in seen:
            continue
        seen.add(x.get_id())
        out.append(x)
        if z3.is_app(x):
            stack.extend(x.children())
    return out


def test_symbols_kept_memoises_every_subterm_with_its_own_set():
    ctx = z3.Context()
    t = _term(ctx)
    memo: dict[int, frozenset[str]] = {}
    assert symbols_kept(t, memo) == _ref_symbols(t)
    subs = _subterms(t)
    assert {x.get_id() for x in subs} == set(memo)  # every subterm, each with exactly its own symbols
    assert all(memo[x.get_id()] == _ref_symbols(x) for x in subs)
    # a second term sharing subterms: the same answer as a fresh walk, the shared part read from the memo
    u = z3.Or(t.children()[2], z3.BitVec("c@B", 8, ctx) == 1)
    assert symbols_kept(u, memo) == _ref_symbols(u) == symbols(u) == {"b!x", "mem!in!16", "inv!k", "a@A", "c@B"}
    # over the cap: not memoised, still the full set
    memo2: dict[int, frozenset[str]] = {}
    assert symbols_kept(t, memo2, cap=2) == _ref_symbols(t)
    assert t.get_id() not in memo2 and all(len(v) <= 2 for v in memo2.values())


def test_consts_with_a_shared_walk_give_each_constant_once_in_first_occurrence_order():
    ctx = z3.Context()
    t = _term(ctx)
    u = z3.And(z3.BitVec("c@B", 8, ctx) == 1, t, z3.Bool("q", ctx))
    walked: set[int] = set()
    first = list(consts(t, walked))
    second = list(consts(u, walked))
    assert first == list(consts(t))
    full = [i for i in consts(u) if i not in first]
    assert second == full and sorted(str(x) for x in consts(u, set()).values()) == ["a@A", "b!x", "c@B", "p", "q"]


def test_app_shape_reads_what_z3py_reads():
    ctx = z3.Context()
    t = _term(ctx)
    assert app_shape(t) == (t.decl().kind(), t.num_args()) == (z3.Z3_OP_AND, 4)
    n = z3.BitVecVal(5, 8, ctx)
    assert app_shape(n) == (n.decl().kind(), 0)
    q = z3.ForAll([z3.BitVec("k", 8, ctx)], z3.BitVec("k", 8, ctx) == n)
    assert app_shape(q) is None and not z3.is_app(q)
