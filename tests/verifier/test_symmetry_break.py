"""Symmetry breaking of write-write pair queries (verifier/obligations/single_writer.py, _symmetry_break).

Why these tests: the constraint `A's ids < B's` may only be added where swapping the two threads maps the
query onto itself; then it removes only mirror-image models, so a real race stays satisfiable and a safe
kernel stays unsat. An asymmetric pair (different events on the two sides) must get no constraint.
"""

from __future__ import annotations

from dataclasses import replace

import z3

from backend.kernels.registry import split_test_configs
from tests.fixtures import kernels as K
from verifier.obligations import single_writer as SW
from verifier.obligations.common import Pick, solve_text
from verifier.prover import derive


def _shared_ww(pc):
    """(xa, xb) of the first shared-memory write-write interval group with several stores per thread."""
    a, b = pc.a, pc.b
    for space, buf in sorted({(x.space, x.buffer) for x in a.accesses if x.kind == "st" and x.space == "shared"}):
        st_a = [x for x in a.accesses if x.buffer == buf and x.space == space and x.kind == "st"]
        wr_b = [x for x in b.accesses if x.buffer == buf and x.space == space and x.kind in ("st", "atom")]
        for _tag, xa, xb in SW._by_epoch(st_a, wr_b, True):
            if len(xa) > 1:
                return xa, xb
    raise AssertionError("no shared write-write group with several stores")


def _split_pc():
    cfg = next(c for c in split_test_configs() if c.kernel == "attention_split_f16")
    from backend.kernels.registry import REGISTRY

    return derive(REGISTRY[cfg.kernel].ptx_text(), cfg)


def test_symmetric_query_gets_the_constraint_and_stays_unsat() -> None:
    pc, res = _split_pc()
    r2 = next(r for r in res if r.id == 2)
    assert SW.METHOD_SYM in r2.method
    xa, xb = _shared_ww(pc)
    a, b = pc.a, pc.b
    facts = pc.base_facts(a, b)
    pa, pb = Pick(pc, xa, "t_A"), Pick(pc, xb, "t_B")
    conc = [pc.same_cta(a, b), pa.epoch == pb.epoch]
    sym: list[str] = []
    q = SW._query(pc, "t", facts, pa, pb, conc, "write-write", sym)
    assert sym == ["t"]
    brk = q.assertions[-1]
    assert z3.is_app_of(brk, z3.Z3_OP_ULT) and "tid.x@A" in brk.sexpr() and "tid.x@B" in brk.sexpr()
    assert solve_text(q.render(pc.ctx), 120_000) == "unsat"


def test_asymmetric_pair_gets_no_constraint() -> None:
    pc, _ = _split_pc()
    xa, xb = _shared_ww(pc)
    a, b = pc.a, pc.b
    pa, pb = Pick(pc, xa[:1], "u_A"), Pick(pc, xb[1:], "u_B")  # A's first store against B's others
    rest = [pc.distinct(a, b), SW.overlap(pa, pb), pc.same_cta(a, b), pa.epoch == pb.epoch]
    kept = pc.sliced(pc.base_facts(a, b), pa.constraints + pb.constraints + rest)
    assert SW._symmetry_break(pc, kept, pa, pb, rest, rest[2:]) is None
    sym: list[str] = []
    SW._query(pc, "u", pc.base_facts(a, b), pa, pb, rest[2:], "write-write", sym)
    assert sym == []


def test_a_real_write_write_race_stays_satisfiable() -> None:
    """vec_add's stores with their offsets rounded down to 1 KiB (a planted bug: 256 threads write one word):
    the symmetric query with its constraint must still find the race, with A's ids below B's."""
    pc, _ = derive(K.ptx("vec_add"), K.vec_add())
    a, b = pc.a, pc.b
    mask = pc.bv(~1023, 64)
    st_a = [replace(x, offset=x.offset & mask) for x in a.accesses if x.kind == "st"]
    st_b = [replace(x, offset=x.offset & mask) for x in b.accesses if x.kind == "st"]
    pa, pb = Pick(pc, st_a, "v_A"), Pick(pc, st_b, "v_B")
    sym: list[str] = []
    q = SW._query(pc, "v", pc.base_facts(a, b), pa, pb, [], "write-write", sym)
    assert sym == ["v"]
    s = z3.Solver(ctx=pc.ctx)
    s.add(*q.assertions)
    assert s.check() == z3.sat
    m = s.model()
    keys = ("ctaid.z", "ctaid.y", "ctaid.x", "tid.z", "tid.y", "tid.x")
    ka = [m.eval(a.ids[k], True).as_long() for k in keys]
    kb = [m.eval(b.ids[k], True).as_long() for k in keys]
    assert ka < kb
    s2 = z3.Solver(ctx=pc.ctx)  # and without the constraint the mirror image is a model too
    s2.add(*q.assertions[:-1], z3.Not(q.assertions[-1]))
    assert s2.check() == z3.sat
