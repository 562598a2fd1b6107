"""Obligation 6: with the power parameter != active, no path stores to an out/inout buffer
or to a module-scope `.global` variable (both outlive the launch).

Why: the power state is a symbolic kernel argument; a model of the query is a thread that
mutates an output while the device is meant to be inactive.
"""

from __future__ import annotations

import z3

from verifier.obligations.common import (
    ObligationResult,
    ProofContext,
    Query,
    access_info,
    ids_of,
    launch_values,
)
from verifier.semantics import or_

ID = 6
METHOD = "symbolic power parameter; query: power != active AND some out/inout store's guard holds"


def build(pc: ProofContext) -> ObligationResult:
    if pc.cfg.power is None:
        return ObligationResult(ID, "unsupported", METHOD, "the configuration declares no power parameter")
    t = pc.a
    roles = {p.name: p.role.value for p in pc.cfg.leaf_params if p.role is not None}
    if t.unsupported:
        w, ln = t.unsupported[0]
        return ObligationResult(ID, "unsupported", METHOD, f"line {ln}: {w}")
    mvars = getattr(pc.launch, "module_vars", {})

    def persistent(name: str | None) -> bool:
        mv = mvars.get(name) if name else None
        return roles.get(name) in ("out", "inout") or (mv is not None and mv.space == "global")

    outs = [a for a in t.accesses if a.kind != "ld" and a.space == "global" and persistent(a.buffer)]
    if not outs:
        return ObligationResult(ID, "proved", METHOD, "no stores to output buffers at all")
    p = pc.launch.power
    inactive = p != pc.bv(pc.cfg.power.active, p.size())

    def decode(m: z3.ModelRef) -> dict:
        for acc in outs:
            if z3.is_true(m.eval(acc.guard, model_completion=True)):
                return {"reason": f"store to {acc.buffer} with {pc.cfg.power.param}="
                                  f"{m.eval(p, model_completion=True).as_long()} (active is {pc.cfg.power.active})",
                        "thread": ids_of(m, t), "access": access_info(m, pc, acc), "launch": launch_values(m, pc)}
        return {}

    core = [inactive, or_(*[a.guard for a in outs])]
    q = Query("power_state", pc.sliced(pc.base_facts(t), core) + core, decode)
    return ObligationResult(ID, "", METHOD, f"{len(outs)} output stores", [q])
