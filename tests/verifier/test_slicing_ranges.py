"""ProofContext.sliced: load-range facts on an uninterpreted load function enter a query's cone only through
the function itself (verifier/obligations/common.py, `_range_ufs`).

Why these tests: the refinement drops facts that share a thread id with the query; it is justified only when
the dropped facts can always be satisfied by redefining the function (every fact on it a constant range, one
value common to all, the function absent from what is kept). Each condition that is not met must keep the
facts, and dropping must never change a verdict.
"""

from __future__ import annotations

import z3

from verifier.obligations.common import ProofContext


def _pc(ctx: z3.Context) -> ProofContext:
    return ProofContext("", None, None, ctx, None, None, None)  # type: ignore[arg-type]


def _setup():
    ctx = z3.Context()
    tid = z3.BitVec("tid.x@A", 32, ctx)
    off = z3.ZeroExt(32, tid) * z3.BitVecVal(4, 64, ctx)
    f = z3.Function("mem!tab!32", z3.BitVecSort(64, ctx), z3.BitVecSort(32, ctx))
    bv = lambda v, n=32: z3.BitVecVal(v, n, ctx)  # noqa: E731
    rng = z3.ULT(tid, bv(128))
    r1 = z3.And(z3.ULE(bv(0), f(off)), z3.ULE(f(off), bv(4095)))
    r2 = z3.And(z3.ULE(bv(0), f(off + bv(4, 64))), z3.ULE(f(off + bv(4, 64)), bv(4095)))
    return ctx, tid, off, f, bv, rng, r1, r2


def _ids(xs: list[z3.BoolRef]) -> list[int]:
    return [x.get_id() for x in xs]


def test_range_facts_of_an_unused_table_are_left_out() -> None:
    ctx, tid, _off, _f, bv, rng, r1, r2 = _setup()
    core = [tid == bv(5)]
    assert _ids(_pc(ctx).sliced([rng, r1, r2], core)) == _ids([rng])


def test_range_facts_are_kept_when_the_query_reads_the_table() -> None:
    ctx, tid, off, f, bv, rng, r1, r2 = _setup()
    core = [f(off) == bv(5000)]  # outside the range: unsat only with the range fact
    kept = _pc(ctx).sliced([rng, r1, r2], core)
    assert _ids(kept) == _ids([rng, r1, r2])
    s = z3.Solver(ctx=ctx)
    s.add(*kept, *core)
    assert s.check() == z3.unsat


def test_range_facts_are_kept_when_another_fact_mentions_the_function() -> None:
    ctx, tid, off, f, bv, rng, r1, r2 = _setup()
    v = z3.BitVec("v1@A", 32, ctx)
    link = v == f(off) + bv(1)  # not a range fact: f's values reach v
    core = [tid == bv(5), v == bv(0)]
    kept = _pc(ctx).sliced([rng, r1, r2, link], core)
    assert _ids(kept) == _ids([rng, r1, r2, link])


def test_ranges_without_a_common_value_are_kept() -> None:
    ctx, tid, off, f, bv, rng, r1, _r2 = _setup()
    far = z3.And(z3.ULE(bv(5000), f(off + bv(8, 64))), z3.ULE(f(off + bv(8, 64)), bv(6000)))
    kept = _pc(ctx).sliced([rng, r1, far], [tid == bv(5)])
    assert _ids(kept) == _ids([rng, r1, far])


def test_signed_ranges_with_a_common_value_are_left_out() -> None:
    ctx = z3.Context()
    tid = z3.BitVec("tid.x@A", 32, ctx)
    g = z3.Function("mem!s!16", z3.BitVecSort(64, ctx), z3.BitVecSort(16, ctx))
    x = z3.ZeroExt(32, tid)
    s16 = lambda v: z3.BitVecVal(v, 16, ctx)  # noqa: E731
    a = z3.And(s16(-5) <= g(x), g(x) <= s16(-1))
    b = z3.And(s16(-3) <= g(x + 2), g(x + 2) <= s16(3))
    assert _pc(ctx).sliced([a, b], [tid == 3]) == []
    c = z3.And(s16(0) <= g(x + 4), g(x + 4) <= s16(3))  # [-5,-1] and [0,3] share no value
    assert _ids(_pc(ctx).sliced([a, b, c], [tid == 3])) == _ids([a, b, c])


def test_dropping_never_changes_a_verdict() -> None:
    """sat/unsat of (kept facts AND core) equals that of (all facts AND core) on queries over the table's
    index, with and without the table itself."""
    ctx, tid, off, f, bv, rng, r1, r2 = _setup()
    cores = [[tid == bv(5)], [tid == bv(200)], [f(off) == bv(7)], [f(off) == bv(9999)],
             [z3.UGT(tid, bv(3)), z3.ULT(tid, bv(4))]]
    for core in cores:
        verdicts = []
        for facts in (_pc(ctx).sliced([rng, r1, r2], core), [rng, r1, r2]):
            s = z3.Solver(ctx=ctx)
            s.add(*facts, *core)
            verdicts.append(s.check())
        assert verdicts[0] == verdicts[1], (core, verdicts)
