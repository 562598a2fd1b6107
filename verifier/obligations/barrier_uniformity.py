"""Obligation 4: every bar.sync / barrier.sync is reached by all threads of the CTA or by none.

Why two threads: a barrier's guard is a predicate over the thread ids and data; it is
CTA-uniform iff no two distinct threads of one CTA disagree on it.
"""

from __future__ import annotations

import z3

from verifier.obligations.common import ObligationResult, ProofContext, Query, ids_of, launch_values

ID = 4
METHOD = ("two distinct symbolic threads A, B of one CTA; query: some barrier's guard differs between A and B; "
          "barriers in summarised loops use havocked state (may report unknown)")


def build(pc: ProofContext) -> ObligationResult:
    a, b = pc.a, pc.b
    if not a.barriers:
        return ObligationResult(ID, "proved", METHOD, "no CTA barriers")
    if [x.line for x in a.barriers] != [x.line for x in b.barriers]:
        return ObligationResult(ID, "unknown", METHOD, "thread instances differ in barrier structure")
    summ = sorted({x.line for x in a.barriers if x.summarised})
    if summ:
        # a summarised iteration stands for any iteration k (k differs between the two threads), so
        # equal guards there say nothing about equal trip counts: not provable by this method
        return ObligationResult(ID, "unknown", METHOD, f"barriers at lines {summ} are inside summarised loops "
                                                      f"(trip-count uniformity is not modelled)")
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

    core = [pc.same_cta(a, b), pc.distinct(a, b), z3.Or(*terms)]
    q = Query("barrier_uniformity", pc.sliced(pc.base_facts(a, b), core) + core, decode)
    return ObligationResult(ID, "", METHOD, f"{len(a.barriers)} barriers", [q])
