"""Obligation 4: CTA barriers are reached by all threads of the CTA or by none, and warp collectives
are executed by exactly the lanes their membermask names.

Why two threads: a barrier's guard is a predicate over the thread ids and data; it is
CTA-uniform iff no two distinct threads of one CTA disagree on it. A warp collective
(shfl/vote/match/redux/bar.warp `.sync`, `.sync.aligned` matrix instructions) is well defined iff
for any two distinct lanes A, B of one warp: A executing it has its own bit in its mask and no bit
of a lane outside the CTA; B, if named in A's mask, executes the same event with the same mask
(`.aligned` ones: the mask is the whole warp, so this is warp-uniform control flow there).
A predicated `bra.uni` / `ret.uni` asserts a non-divergent branch: two lanes of one warp that reach the
same event must agree on its predicate.
"""

from __future__ import annotations

import z3

from verifier.obligations.common import ObligationResult, ProofContext, Query, ids_of, launch_values
from verifier.semantics import (
    and_,
    is_false,
    lean_bv,
    lean_extract,
    lean_lshr,
    lean_not,
    lean_simplify,
    or_,
    warp_terms,
)
from verifier.symexec import Trace

ID = 4
METHOD = ("two distinct symbolic threads A, B of one CTA; query: some barrier's guard differs between A and B; "
          "barriers in summarised loops use havocked state (may report unknown); warp collectives: two distinct "
          "lanes A, B of one warp; query: A executes an event with its own bit clear in its mask, or a mask bit "
          "of a lane outside the CTA, or B is in A's mask and does not execute the same event or uses another "
          "mask")
METHOD_UNI = ("; predicated bra.uni/ret.uni: two distinct lanes A, B of one warp reach the same event with different "
              "predicate values")


def build(pc: ProofContext) -> ObligationResult:
    a, b = pc.a, pc.b
    queries: list[Query] = []
    details: list[str] = []
    unknown: list[str] = []
    if a.barriers:
        if [x.line for x in a.barriers] != [x.line for x in b.barriers]:
            unknown.append("thread instances differ in barrier structure")
        else:
            summ = sorted({x.line for x in a.barriers if x.summarised})
            if summ:
                # a summarised iteration stands for any iteration k (k differs between the two threads), so
                # equal guards there say nothing about equal trip counts: not provable by this method
                unknown.append(f"barriers at lines {summ} are inside summarised loops (trip-count uniformity "
                               f"is not modelled)")
            else:
                queries.append(_barrier_query(pc, a, b))
                details.append(f"{len(a.barriers)} barriers")
    # warp-level events: two lanes must be at the same execution, which a summarised iteration cannot say
    for events, what, noun, build in (
            (a.warp_syncs, "warp collectives", "warp-collective events", lambda: _warp_queries(pc, a, b)),
            (a.uni_branches, "predicated .uni branches", "predicated .uni branch events",
             lambda: [_uni_branch_query(pc, a, b)])):
        if not events:
            continue
        summ = sorted({x.line for x in events if x.summarised})
        if summ:
            unknown.append(f"{what} at lines {summ} are inside summarised loops (which iteration a lane is in is "
                           f"not modelled)")
        else:
            queries += build()
            details.append(f"{len(events)} {noun}")
    if not a.barriers and not a.warp_syncs and not a.uni_branches:
        return ObligationResult(ID, "proved", METHOD, "no CTA barriers and no warp collectives")
    method = METHOD + (METHOD_UNI if a.uni_branches else "")
    if unknown:
        return ObligationResult(ID, "unknown", method, "; ".join(unknown + details), queries)
    return ObligationResult(ID, "", method, "; ".join(details), queries)


def _barrier_query(pc: ProofContext, a: Trace, b: Trace) -> Query:
    terms = [ba.guard != bb.guard for ba, bb in zip(a.barriers, b.barriers, strict=True)]

    def decode(m: z3.ModelRef) -> dict:
        for ba, tm in zip(a.barriers, terms, strict=True):
            if z3.is_true(m.eval(tm, model_completion=True)):
                ra = z3.is_true(m.eval(ba.guard, model_completion=True))
                return {"reason": f"barrier at line {ba.line} reached by thread {'A' if ra else 'B'} only",
                        "ptx_line": ba.line, "instruction": ba.text,
                        "thread_a": ids_of(m, a), "thread_b": ids_of(m, b),
                        "reached_by_a": ra, "path_condition_a": str(z3.simplify(ba.guard))[:600],
                        "summarised_loop": ba.summarised, "launch": launch_values(m, pc)}
        return {}

    core = [pc.same_cta(a, b), pc.distinct(a, b), or_(*terms)]
    return Query("barrier_uniformity", pc.sliced(pc.base_facts(a, b), core) + core, decode)


def _uni_branch_query(pc: ProofContext, a: Trace, b: Trace) -> Query:
    """`warp_uniform_branch`: two distinct lanes A, B of one warp both reach the same predicated
    `bra.uni`/`ret.uni` event and disagree on its predicate. PTX ISA: `.uni` asserts the branch is
    non-divergent (every active lane of the warp has the same guard value); otherwise undefined."""
    lin_a, lane_a, _ = warp_terms(a.ids, pc.cfg.block, pc.ctx)
    lin_b, lane_b, _ = warp_terms(b.ids, pc.cfg.block, pc.ctx)
    terms = [and_(ua.guard, ub.guard, ua.pred != ub.pred)
             for ua, ub in zip(a.uni_branches, b.uni_branches, strict=True)]

    def decode(m: z3.ModelRef) -> dict:
        def ev(e: z3.ExprRef) -> int | bool:
            v = m.eval(e, model_completion=True)
            return z3.is_true(v) if z3.is_bool(v) else v.as_long()

        for ua, ub, tm in zip(a.uni_branches, b.uni_branches, terms, strict=True):
            if ev(tm):
                return {"reason": f"`.uni` branch at line {ua.line} diverges: lanes A and B of one warp both reach "
                                  f"it with different predicate values (undefined behaviour)",
                        "rule": "uni", "ptx_line": ua.line, "instruction": ua.text,
                        "thread_a": ids_of(m, a), "thread_b": ids_of(m, b), "lane_a": ev(lane_a),
                        "lane_b": ev(lane_b), "warp": ev(lin_a) // 32, "taken_by_a": ev(ua.pred),
                        "taken_by_b": ev(ub.pred), "path_condition_a": str(z3.simplify(ua.guard))[:600],
                        "summarised_loop": ua.summarised, "launch": launch_values(m, pc)}
        return {}

    same_warp = z3.LShR(lin_a, pc.bv(5, 32)) == z3.LShR(lin_b, pc.bv(5, 32))
    core = [pc.same_cta(a, b), pc.distinct(a, b), same_warp, or_(*terms)]
    return Query("warp_uniform_branch", pc.sliced(pc.base_facts(a, b), core) + core, decode)


def _bit(mask: z3.BitVecRef, lane: z3.BitVecRef) -> z3.BoolRef:
    return lean_extract(0, 0, lean_lshr(mask, lane)) == lean_bv(1, 1, mask.ctx)  # (z3.py's calls, lean)


def _warp_queries(pc: ProofContext, a: Trace, b: Trace) -> list[Query]:
    """`warp_membermask` (rules a, b: thread A alone, so single-lane warps are covered) and
    `warp_convergence` (rules c, d: two distinct lanes A, B of one warp)."""
    lin_a, lane_a, valid_a = warp_terms(a.ids, pc.cfg.block, pc.ctx)
    lin_b, lane_b, _ = warp_terms(b.ids, pc.cfg.block, pc.ctx)
    zero = pc.bv(0, 32)
    full = z3.is_bv_value(valid_a) and valid_a.as_long() == 0xFFFFFFFF
    single: list[list[tuple[str, z3.BoolRef]]] = []  # per event: (rule, violation term)
    pair: list[list[tuple[str, z3.BoolRef]]] = []
    for wa, wb in zip(a.warp_syncs, b.warp_syncs, strict=True):
        if wa.mask is None:  # .aligned: every existing lane of the warp executes it (same dynamic instance)
            single.append([])
            pair.append([("c", and_(wa.guard, lean_not(wb.guard)))])
            continue
        ma, mb = wa.mask, wb.mask
        s1 = [("a", and_(wa.guard, lean_not(_bit(ma, lane_a))))]
        if not full:
            s1.append(("b", and_(wa.guard, ma & ~valid_a != zero)))
        s2 = [("c", and_(wa.guard, _bit(ma, lane_b), lean_not(wb.guard))),
              ("d", and_(wa.guard, wb.guard, _bit(ma, lane_b), ma != mb))]
        single.append([(r, t) for r, t in s1 if not is_false(lean_simplify(t))])
        pair.append([(r, t) for r, t in s2 if not is_false(lean_simplify(t))])
    why = {"a": "the executing lane A is not in its own membermask",
           "b": "the membermask names a lane that does not exist (beyond the CTA's threads, tail warp)",
           "c": "lane B is in the mask (or, for .aligned, in the warp) but does not execute this instruction",
           "d": "lanes A and B execute it with different membermasks"}

    def decoder(rules: list[list[tuple[str, z3.BoolRef]]], with_b: bool):
        def decode(m: z3.ModelRef) -> dict:
            def ev(e: z3.ExprRef) -> int | bool:
                v = m.eval(e, model_completion=True)
                return z3.is_true(v) if z3.is_bool(v) else v.as_long()

            for wa, wb, rs in zip(a.warp_syncs, b.warp_syncs, rules, strict=True):
                for r, t in rs:
                    if not ev(t):
                        continue
                    w = {"reason": f"warp collective at line {wa.line}: {why[r]}", "rule": r,
                         "ptx_line": wa.line, "instruction": wa.text, "thread_a": ids_of(m, a),
                         "lane_a": ev(lane_a), "warp": ev(lin_a) // 32, "executed_by_a": ev(wa.guard),
                         "mask_a": None if wa.mask is None else hex(ev(wa.mask)),
                         "existing_lanes": hex(ev(valid_a)),
                         "path_condition_a": str(z3.simplify(wa.guard))[:600],
                         "summarised_loop": wa.summarised, "launch": launch_values(m, pc)}
                    if with_b:
                        w.update({"thread_b": ids_of(m, b), "lane_b": ev(lane_b), "executed_by_b": ev(wb.guard),
                                  "mask_b": None if wb.mask is None else hex(ev(wb.mask))})
                    return w
            return {}
        return decode

    out = []
    t1 = [or_(*[t for _, t in rs]) for rs in single if rs]
    if t1:
        core = [or_(*t1)]
        out.append(Query("warp_membermask", pc.sliced(pc.base_facts(a), core) + core, decoder(single, False)))
    t2 = [or_(*[t for _, t in rs]) for rs in pair if rs]
    if t2:
        same_warp = z3.LShR(lin_a, pc.bv(5, 32)) == z3.LShR(lin_b, pc.bv(5, 32))
        core = [pc.same_cta(a, b), pc.distinct(a, b), same_warp, or_(*t2)]
        out.append(Query("warp_convergence", pc.sliced(pc.base_facts(a, b), core) + core, decoder(pair, True)))
    return out
