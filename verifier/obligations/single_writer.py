"""Obligation 2: one writer per non-atomic address, and no read-write race.

Why this shape: for two arbitrary distinct threads A and B, a query picks one event of
each (selector encoding, linear in the number of events) and asks for overlapping bytes.
Global outputs: two distinct writers of one byte fail whatever the barriers (the
contract's "one writer"). Shared memory: a write-write or read-write overlap fails when
both happen in the same CTA in the same barrier interval (equal barrier counts). Global
read-write: fails when the threads are in different CTAs or in the same barrier interval.
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

ID = 2
METHOD = ("two distinct symbolic threads; selector-encoded pair of events per buffer; write-write on global "
          "outputs regardless of barriers; write-write/read-write in shared memory within one CTA and barrier "
          "interval; read-write on global memory across CTAs or within one barrier interval; atomics vs atomics "
          "exempt")


def build(pc: ProofContext) -> ObligationResult:
    a, b = pc.a, pc.b
    if a.unsupported:
        w, ln = a.unsupported[0]
        return ObligationResult(ID, "unsupported", METHOD, f"line {ln}: {w}")
    if len(a.accesses) != len(b.accesses):
        return ObligationResult(ID, "unknown", METHOD, "thread instances differ in event structure")
    buffers = sorted({(x.space, x.buffer) for x in a.accesses if x.kind != "ld"})
    queries = []
    facts = pc.base_facts(a, b)
    for space, buf in buffers:
        ev_a = [x for x in a.accesses if x.buffer == buf and x.space == space]
        ev_b = [x for x in b.accesses if x.buffer == buf and x.space == space]
        st_a = [x for x in ev_a if x.kind == "st"]
        wr_b = [x for x in ev_b if x.kind in ("st", "atom")]
        wr_a = [x for x in ev_a if x.kind in ("st", "atom")]
        rd_b = [x for x in ev_b if x.kind == "ld"]
        if st_a and wr_b:
            pa, pb = Pick(pc, st_a, f"ww_{space}_{buf}_A"), Pick(pc, wr_b, f"ww_{space}_{buf}_B")
            conc = [pc.same_cta(a, b), pa.epoch == pb.epoch] if space == "shared" else []
            queries.append(_query(pc, f"write_write_{space}_{buf}", facts, pa, pb, conc, "write-write"))
        if wr_a and rd_b:
            pa, pb = Pick(pc, wr_a, f"rw_{space}_{buf}_A"), Pick(pc, rd_b, f"rw_{space}_{buf}_B")
            if space == "shared":
                conc = [pc.same_cta(a, b), pa.epoch == pb.epoch]
            else:
                conc = [z3.Or(z3.Not(pc.same_cta(a, b)), pa.epoch == pb.epoch)]
            queries.append(_query(pc, f"read_write_{space}_{buf}", facts, pa, pb, conc, "read-write"))
    if not queries:
        return ObligationResult(ID, "proved", METHOD, "no store shares a buffer with another access")
    return ObligationResult(ID, "", METHOD, f"{len(queries)} pair queries over {len(buffers)} written buffers",
                            queries)


def _query(pc: ProofContext, name: str, facts, pa: Pick, pb: Pick, conc, kind: str) -> Query:
    a, b = pc.a, pc.b

    def decode(m: z3.ModelRef) -> dict:
        ea, eb = pa.chosen(m), pb.chosen(m)
        return {"reason": f"{kind} conflict on {ea.space} buffer {ea.buffer}: thread A "
                          f"{'writes' if ea.kind != 'ld' else 'reads'} line {ea.line}, thread B "
                          f"{'writes' if eb.kind != 'ld' else 'reads'} line {eb.line}, overlapping bytes",
                "thread_a": ids_of(m, a), "thread_b": ids_of(m, b),
                "access_a": access_info(m, pc, ea), "access_b": access_info(m, pc, eb),
                "summarised_loop": ea.summarised or eb.summarised, "launch": launch_values(m, pc)}

    body = facts + pa.constraints + pb.constraints + [pc.distinct(a, b), overlap(pa, pb)] + conc
    if kind == "write-write":
        pass
    return Query(name, body, decode)
