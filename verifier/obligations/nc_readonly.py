"""Part of obligation 2: loads through the non-coherent read-only path read only read-only data.

Why: `ld.global.nc` (and `ldu`) go through the read-only / texture cache, which is not coherent
with the launch's own stores; the PTX ISA allows them only for data that is read-only for the whole
kernel. A `.nc` load from a buffer the launch may write can return a stale value, so it is a data
race with that write even within one thread. The rule checked (query `nc_readonly`): no thread A
executes a `.nc`/`ldu` load of a buffer whose role is `out`/`inout`, or of a buffer some thread B
(any thread, A included) may write with a store or atomic in this launch.
"""

from __future__ import annotations

import z3

from verifier.config import ParamType, Role
from verifier.obligations.common import ProofContext, Query, access_info, ids_of, launch_values
from verifier.semantics import and_, or_
from verifier.symexec import Access


def nc_queries(pc: ProofContext) -> list[Query]:
    """The `nc_readonly` query (none when the trace has no `.nc` load of a possibly written buffer)."""
    a, b = pc.a, pc.b
    roles = {d.name: d.role for d in pc.cfg.leaf_params if d.type is ParamType.PTR}
    checked: list[tuple[Access, str, list[Access]]] = []
    terms: list[z3.BoolRef] = []
    b_writes: dict[tuple[str | None, str], list[Access]] = {}  # thread B's writes per (buffer, space), in order
    for x in b.accesses:
        if x.kind != "ld":
            b_writes.setdefault((x.buffer, x.space), []).append(x)
    for acc in a.accesses:
        if not (acc.nc and acc.kind == "ld" and acc.buffer is not None):
            continue
        writes = list(b_writes.get((acc.buffer, acc.space), ()))
        if roles.get(acc.buffer) in (Role.OUT, Role.INOUT):
            checked.append((acc, f"its role is `{roles[acc.buffer].value}`", []))
            terms.append(acc.guard)
        elif writes:
            checked.append((acc, "this launch writes it", writes))
            terms.append(and_(acc.guard, or_(*[w.guard for w in writes])))
    if not terms:
        return []

    def decode(m: z3.ModelRef) -> dict:
        for (acc, why, writes), term in zip(checked, terms, strict=True):
            if not z3.is_true(m.eval(term, model_completion=True)):
                continue
            w = {"reason": f"non-coherent load (`.nc`/`ldu`, read-only data path) of buffer `{acc.buffer}` at line "
                           f"{acc.line}, but {why}: the read-only path is valid only for data read-only for the "
                           f"whole kernel",
                 "thread": ids_of(m, a), "access": access_info(m, pc, acc), "launch": launch_values(m, pc),
                 "summarised_loop": acc.summarised}
            for x in writes:
                if z3.is_true(m.eval(x.guard, model_completion=True)):
                    w.update({"thread_writer": ids_of(m, b), "access_write": access_info(m, pc, x)})
                    break
            return w
        return {}

    core = [or_(*terms)]
    facts = pc.base_facts(a, b) if any(ws for _, _, ws in checked) else pc.base_facts(a)
    return [Query("nc_readonly", pc.sliced(facts, core) + core, decode)]
