"""Obligation 2: one writer per non-atomic address, and no read-write race.

Why this shape: for two arbitrary distinct threads A and B, a query picks one event of
each (selector encoding, linear in the number of events) and asks for overlapping bytes.
A write-write or read-write overlap fails when both threads are in the same CTA and the same
barrier interval (equal barrier counts), in shared and global memory alike: `bar.sync 0`
orders all memory accesses of the CTA's threads, and obligation 4 makes every thread of a CTA
pass the same sequence of barriers, so accesses in different intervals are ordered (a byte
written by two threads of one CTA in different intervals has one writer at a time, and one
final value). In global memory an overlap of threads of different CTAs always fails: no
barrier orders CTAs. Where no barrier separates any two of a buffer's writes, the global
write-write query is the single unconditional one (every pair is concurrent).
A programmatic dependent launch (`cfg.overlap`) races with the previous grid until the thread's
`griddepcontrol.wait`: one more query (grid_dependency) asks for a global access other than a
load of an `overlap.stable` buffer before the wait, or any write to a stable buffer.
"""

from __future__ import annotations

import z3

from verifier.obligations.common import (
    ObligationResult,
    Pick,
    ProofContext,
    Query,
    access_info,
    ids_of,
    launch_values,
    overlap,
)
from verifier.obligations.nc_readonly import nc_queries
from verifier.semantics import and_, const_name, lean_const_like, or_
from verifier.symexec import Access
from verifier.terms import consts, substitute

ID = 2
METHOD = ("two distinct symbolic threads; selector-encoded pair of events per buffer; write-write/read-write "
          "within one CTA and barrier interval (shared and global memory: bar.sync orders both), and on global "
          "memory across CTAs regardless of barriers; atomics vs atomics exempt")
METHOD_SYM = ("; a write-write query symmetric in the two threads (checked: the swap A <-> B maps its facts and "
              "selections onto themselves) also requires A's ids < B's (a model with A > B swaps to one with A < B)")
METHOD_PDL = ("; programmatic dependent launch: query grid_dependency asks for a global access of one thread, not "
              "preceded on its path by griddepcontrol.wait, that is not a load of an overlap.stable buffer, or a "
              "store/atomic to a stable buffer anywhere")


DYNAMIC_WINDOW = "dynamic_window"  # the buffer name the extern shared arrays of a kernel are paired under


def build(pc: ProofContext) -> ObligationResult:
    a, b = pc.a, pc.b
    if a.unsupported:
        w, ln = a.unsupported[0]
        return ObligationResult(ID, "unsupported", METHOD, f"line {ln}: {w}")
    if len(a.accesses) != len(b.accesses):
        return ObligationResult(ID, "unknown", METHOD, "thread instances differ in event structure")
    # local memory is per-thread (each thread its own window): two threads' local accesses never conflict.
    # Two or more `.extern` shared arrays all name the dynamic window (the same bytes, offsets from the same
    # start): their accesses are paired as one buffer's (found by an adversarial round: a store through one
    # and a load through the other, nvcc's PTX for two `extern __shared__` arrays, had this proved)
    dyn = pc.launch.dynamic_shared if pc.launch is not None and len(pc.launch.dynamic_shared) > 1 else frozenset()

    def buf_of(x: Access) -> str | None:
        return DYNAMIC_WINDOW if x.space == "shared" and x.buffer in dyn else x.buffer

    buffers = sorted({(x.space, buf_of(x)) for x in a.accesses if x.kind != "ld" and x.space != "local"},
                     key=lambda sb: (sb[0], sb[1] or ""))
    queries = []
    sym: list[str] = []  # write-write queries with the symmetry-breaking constraint
    facts = pc.base_facts(a, b)
    for space, buf in buffers:
        ev_a = [x for x in a.accesses if buf_of(x) == buf and x.space == space]
        ev_b = [x for x in b.accesses if buf_of(x) == buf and x.space == space]
        st_a = [x for x in ev_a if x.kind == "st"]
        wr_b = [x for x in ev_b if x.kind in ("st", "atom")]
        wr_a = [x for x in ev_a if x.kind in ("st", "atom")]
        rd_b = [x for x in ev_b if x.kind == "ld"]
        if st_a and wr_b:
            if space == "global" and _one_interval(st_a, wr_b):
                # no barrier separates any two of these events: every pair is concurrent (query unchanged)
                pa, pb = Pick(pc, st_a, f"ww_{space}_{buf}_A"), Pick(pc, wr_b, f"ww_{space}_{buf}_B")
                queries.append(_query(pc, f"write_write_{space}_{buf}", facts, pa, pb, [], "write-write", sym))
            else:
                # same CTA: concurrent iff in one barrier interval (bar.sync orders a CTA's shared and global
                # accesses alike); split by interval
                for tag, xa, xb in _by_epoch(st_a, wr_b, True):
                    pa, pb = Pick(pc, xa, f"ww_{space}_{buf}{tag}_A"), Pick(pc, xb, f"ww_{space}_{buf}{tag}_B")
                    conc = [pc.same_cta(a, b), pa.epoch == pb.epoch]
                    queries.append(_query(pc, f"write_write_{space}_{buf}{tag}", facts, pa, pb, conc,
                                          "write-write", sym))
                # different CTAs (global memory only): never ordered by bar.sync, always concurrent
                if space == "global" and _ctas(pc) > 1:
                    pa, pb = Pick(pc, st_a, f"ww_{space}_{buf}_xcta_A"), Pick(pc, wr_b, f"ww_{space}_{buf}_xcta_B")
                    conc = [z3.Not(pc.same_cta(a, b))]
                    queries.append(_query(pc, f"write_write_{space}_{buf}_xcta", facts, pa, pb, conc,
                                          "write-write", sym))
        narrow_a = [x for x in ev_a if x.kind == "atom" and x.same_cta_only]
        at_a = [x for x in ev_a if x.kind == "atom"]
        at_b = [x for x in ev_b if x.kind == "atom"]
        # two atomics are atomic with respect to each other only if they are morally strong (PTX memory model):
        # the same bytes (equal address and size) and each one's scope including the other thread
        if space == "global" and narrow_a and at_b and _ctas(pc) > 1:
            # a `.cta`/`.cluster`-scoped atomic against any atomic of another CTA on overlapping bytes
            pa, pb = Pick(pc, narrow_a, f"aa_{space}_{buf}_xcta_A"), Pick(pc, at_b, f"aa_{space}_{buf}_xcta_B")
            queries.append(_query(pc, f"atomic_scope_{space}_{buf}_xcta", facts, pa, pb,
                                  [z3.Not(pc.same_cta(a, b))], "narrow-scope atomic", sym))
        if len({x.width for x in at_a + at_b}) > 1:
            # overlapping but not identical bytes: a race in any barrier interval (the safe side; shared memory:
            # one CTA's). Atomics of one width are aligned to it (obligation 3, on which this one rests), so
            # they overlap only where identical: no query
            pa, pb = Pick(pc, at_a, f"am_{space}_{buf}_A"), Pick(pc, at_b, f"am_{space}_{buf}_B")
            conc = [or_(pa.off != pb.off, pa.width != pb.width)] + ([pc.same_cta(a, b)] if space == "shared"
                                                                       else [])
            queries.append(_query(pc, f"atomic_mixed_{space}_{buf}", facts, pa, pb, conc, "mixed-size atomic", sym))
        if wr_a and rd_b:
            # same CTA: concurrent iff in one barrier interval (split by interval)
            for tag, xa, xb in _by_epoch(wr_a, rd_b, True):
                pa, pb = Pick(pc, xa, f"rw_{space}_{buf}{tag}_A"), Pick(pc, xb, f"rw_{space}_{buf}{tag}_B")
                conc = [pc.same_cta(a, b), pa.epoch == pb.epoch]
                queries.append(_query(pc, f"read_write_{space}_{buf}{tag}", facts, pa, pb, conc, "read-write", sym))
            # different CTAs (global memory only): always concurrent
            if space == "global" and _ctas(pc) > 1:
                pa, pb = Pick(pc, wr_a, f"rw_{space}_{buf}_xcta_A"), Pick(pc, rd_b, f"rw_{space}_{buf}_xcta_B")
                conc = [z3.Not(pc.same_cta(a, b))]
                queries.append(_query(pc, f"read_write_{space}_{buf}_xcta", facts, pa, pb, conc, "read-write", sym))
    nc = nc_queries(pc)  # `.nc`/`ldu` loads of a buffer the launch writes (verifier/obligations/nc_readonly.py)
    if pc.cfg.overlap is not None:  # configurations without overlap: queries, method, detail as before
        gq, n = _grid_dependency(pc)
        # the grid-dependency query before the .nc ones: a write of a `stable` buffer is reported as that
        return ObligationResult(ID, "", METHOD + (METHOD_SYM if sym else "") + METHOD_PDL,
                                f"{len(queries) + len(nc)} pair queries over {len(buffers)} written buffers; grid "
                                f"dependency: {n} global accesses checked against griddepcontrol.wait",
                                queries + [gq] + nc)
    queries += nc
    n_local = sum(x.space == "local" for x in a.accesses)
    private = f"; {n_local} per-thread .local accesses never paired (private memory)" if n_local else ""
    if not queries:
        return ObligationResult(ID, "proved", METHOD, "no store shares a buffer with another access" + private)
    return ObligationResult(ID, "", METHOD + (METHOD_SYM if sym else ""),
                            f"{len(queries)} pair queries over {len(buffers)} written buffers" + private, queries)


def _ctas(pc: ProofContext) -> int:
    """CTAs of the launch; for a family the greatest (cross-CTA pairs are then checked: the safe side)."""
    g = [pc.launch.upper(x) for x in pc.cfg.grid]
    return g[0] * g[1] * g[2]


def _grid_dependency(pc: ProofContext) -> tuple[Query, int]:
    """The PDL query: some global access of thread A that may overlap the previous grid.

    Why one thread suffices: the previous grid is complete (and its writes visible) once a thread
    has executed griddepcontrol.wait; before that, only loads of buffers no grid writes (stable)
    cannot conflict with whatever that grid does. Thread A is arbitrary, so every thread is covered.
    A write to a stable buffer breaks the runtime's premise for every launch that reads it early, so
    it fails wherever it is.
    """
    t = pc.a
    stable = set(pc.cfg.overlap.stable)
    checked: list[tuple[Access, str]] = []
    terms: list[z3.BoolRef] = []
    for acc in t.accesses:
        if acc.space != "global":
            continue
        if acc.buffer in stable and acc.kind != "ld":
            checked.append((acc, "stable"))
            terms.append(acc.guard)
        elif not (acc.buffer in stable and acc.kind == "ld"):
            checked.append((acc, "early"))
            terms.append(and_(acc.guard, z3.Not(acc.waited)))

    def decode(m: z3.ModelRef) -> dict:
        for (acc, why), term in zip(checked, terms, strict=True):
            if not z3.is_true(m.eval(term, model_completion=True)):
                continue
            what = "load of" if acc.kind == "ld" else "store to" if acc.kind == "st" else "atomic on"
            if why == "stable":
                reason = (f"{what} overlap.stable buffer `{acc.buffer}` (line {acc.line}): stable buffers "
                          f"must be written by no grid")
            else:
                reason = (f"{what} `{acc.buffer}` (line {acc.line}) before griddepcontrol.wait (only "
                          f"overlap.stable buffers may be read before it)")
            return {"reason": reason, "thread": ids_of(m, t), "access": access_info(m, pc, acc),
                    "summarised_loop": acc.summarised, "launch": launch_values(m, pc)}
        return {}

    core = [or_(*terms) if terms else z3.BoolVal(False, pc.ctx)]
    return Query("grid_dependency", pc.sliced(pc.base_facts(t), core) + core, decode), len(checked)


EPOCH_CHUNK = 24  # barrier intervals per pair query


def _one_interval(xs: list[Access], ys: list[Access]) -> bool:
    """Every event of both lists has one and the same concrete barrier count (no barrier between any two)."""
    eps = {e.epoch.as_long() if z3.is_bv_value(e.epoch) else None for e in xs + ys}
    return len(eps) == 1 and None not in eps


def _by_epoch(xs: list[Access], ys: list[Access], split: bool) -> list[tuple[str, list[Access], list[Access]]]:
    """Split a pair query by concrete barrier interval when the conflict needs equal intervals.

    The intervals both sides reach are taken in chunks of EPOCH_CHUNK consecutive values; a chunk's
    query holds the events of its intervals (the query itself requires equal intervals), so every
    pair that can conflict is in exactly one chunk. Why chunks: one query per interval (gemm's K loop:
    96) pays Z3's fixed cost per query, one query for all intervals makes slicing and the sampler's
    queries slower; 24 measured best on gemm and sampling. Events whose interval is symbolic go into
    every group, so no pair is lost.
    """
    if not split:
        return [("", xs, ys)]

    def ep(e: Access) -> int | None:
        return e.epoch.as_long() if z3.is_bv_value(e.epoch) else None

    ex, ey = [(e, ep(e)) for e in xs], [(e, ep(e)) for e in ys]
    vals = sorted({v for _, v in ex if v is not None} & {v for _, v in ey if v is not None})
    sym_x = [e for e, v in ex if v is None]
    sym_y = [e for e, v in ey if v is None]
    groups = []
    for i in range(0, len(vals), EPOCH_CHUNK):
        chunk = set(vals[i:i + EPOCH_CHUNK])
        lo, hi = vals[i], vals[min(i + EPOCH_CHUNK, len(vals)) - 1]
        gx = [e for e, v in ex if v in chunk] + sym_x
        gy = [e for e, v in ey if v in chunk] + sym_y
        groups.append((f"_epoch{lo}" if lo == hi else f"_epochs{lo}-{hi}", gx, gy))
    if sym_x or sym_y:
        allx = sym_x if not sym_y else xs
        ally = ys if sym_x else sym_y
        if sym_x and sym_y:
            allx, ally = xs, ys
        if allx and ally:
            groups.append(("_epochsym", allx, ally))
    return groups


def _swap(pc: ProofContext, assertions: list[z3.BoolRef], pa: Pick, pb: Pick) -> list[tuple[z3.ExprRef, z3.ExprRef]]:
    """The renaming thread A <-> thread B of a pair query: every constant tagged @A or @B and the two picks'
    variables, both ways (an involution on constants; functions keep their names)."""
    pairs: list[tuple[z3.ExprRef, z3.ExprRef]] = []
    walked: set[int] = set()  # one walk over all assertions: each constant comes once, first occurrence first
    for f in assertions:
        for c in consts(f, walked).values():
            n = const_name(c)
            if not (n.endswith("@A") or n.endswith("@B")):
                continue
            pairs.append((c, lean_const_like(n[:-1] + ("B" if n[-1] == "A" else "A"), c)))
    for x, y in ((pa.sel, pb.sel), (pa.off, pb.off), (pa.width, pb.width), (pa.epoch, pb.epoch)):
        pairs += [(x, y), (y, x)]
    return pairs


def _symmetry_break(pc: ProofContext, facts: list[z3.BoolRef], pa: Pick, pb: Pick,
                    rest: list[z3.BoolRef], conc: list[z3.BoolRef]) -> z3.BoolRef | None:
    """`ids of A < ids of B` (as one unsigned number) when the write-write query is symmetric in A and B.

    Why sound: let s swap A's and B's constants (_swap). If s maps the set of facts onto itself, s(pick A)
    is pick B, and every other conjunct is equivalent to its image (each checked here: the facts and picks
    structurally, hash-consed terms being equal iff identical, the small rest by a solver call), then s maps
    every model M of the query to a model s(M) in which A's and B's values are exchanged. The query requires
    distinct threads, so their ids differ in the compared key (the thread ids when it also requires one CTA,
    the CTA ids when it requires different CTAs, all six otherwise): in M or in s(M), A's key is the smaller.
    So the query is satisfiable iff it is with the constraint added. Why: attention_split_f16's
    shared-memory write-write query of 16 x 16 stores per thread took Z3 2.5 s and Bitwuzla 2.4 s, with the
    constraint 0.8 s and 1.1 s. Where any check fails (an asymmetric query) nothing is added."""
    pairs = _swap(pc, facts + pa.constraints + pb.constraints + rest, pa, pb)
    if {substitute(f, pairs).get_id() for f in facts} != {f.get_id() for f in facts}:
        return None
    if substitute(pa.constraints[0], pairs).get_id() != pb.constraints[0].get_id():
        return None
    sv = z3.Solver(ctx=pc.ctx)
    sv.set("timeout", 10_000)
    sv.add(or_(*[t != substitute(t, pairs) for t in rest]))
    if sv.check() != z3.unsat:
        return None
    a, b = pc.a, pc.b
    same = pc.same_cta(a, b)
    if any(c.eq(same) for c in conc):
        keys = ("tid.z", "tid.y", "tid.x")
    elif any(c.eq(z3.Not(same)) for c in conc):
        keys = ("ctaid.z", "ctaid.y", "ctaid.x")
    else:
        keys = ("ctaid.z", "ctaid.y", "ctaid.x", "tid.z", "tid.y", "tid.x")
    return z3.ULT(z3.Concat(*[a.ids[k] for k in keys]), z3.Concat(*[b.ids[k] for k in keys]))


def _query(pc: ProofContext, name: str, facts, pa: Pick, pb: Pick, conc, kind: str, sym: list[str]) -> Query:
    """One pair query; a symmetric write-write one gets the symmetry-breaking constraint (its name into `sym`)."""
    a, b = pc.a, pc.b

    def decode(m: z3.ModelRef) -> dict:
        ea, eb = pa.chosen(m), pb.chosen(m)
        return {"reason": f"{kind} conflict on {ea.space} buffer {ea.buffer}: thread A "
                          f"{'writes' if ea.kind != 'ld' else 'reads'} line {ea.line}, thread B "
                          f"{'writes' if eb.kind != 'ld' else 'reads'} line {eb.line}, overlapping bytes",
                "thread_a": ids_of(m, a), "thread_b": ids_of(m, b),
                "access_a": access_info(m, pc, ea), "access_b": access_info(m, pc, eb),
                "summarised_loop": ea.summarised or eb.summarised, "launch": launch_values(m, pc)}

    rest = [pc.distinct(a, b), overlap(pa, pb)] + conc
    core = pa.constraints + pb.constraints + rest
    kept = pc.sliced(facts, core)
    if kind == "write-write" and [(x.line, x.kind) for x in pa.events] == [(x.line, x.kind) for x in pb.events]:
        brk = _symmetry_break(pc, kept, pa, pb, rest, conc)
        if brk is not None:
            core = core + [brk]
            sym.append(name)
    return Query(name, kept + core, decode)
