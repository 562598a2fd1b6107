"""Obligation 3: every global/shared/local access lies inside its buffer and is aligned for its width.

Why one thread suffices: thread A's ids are symbolic over the whole launch, so a satisfying
assignment names the offending block/thread. Stores into role-`in` buffers also fail here
(the read-only assumption used for loads would otherwise be unjustified).
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
    val,
)

ID = 3
METHOD = ("one symbolic thread over the whole grid; violation = guard AND (offset+width > size OR "
          "address mod width != 0 OR store into a role-in buffer); unsat over all events proves it")


def build(pc: ProofContext) -> ObligationResult:
    t = pc.a
    terms = []
    events = []
    unsupported = [f"line {ln}: {w}" for w, ln in t.unsupported]
    for acc in t.accesses:
        if acc.buffer is None:
            continue
        w = acc.width
        if acc.space in ("shared", "local"):  # local: the thread's own window of a .local variable
            lay = pc.launch.shared_layout if acc.space == "shared" else pc.launch.local_layout
            start, size, align = lay[acc.buffer]
            viol = [z3.Not(z3.ULE(acc.offset, pc.bv(size - w, 64))) if size >= w else z3.BoolVal(True, pc.ctx),
                    acc.offset & pc.bv(w - 1, 64) != 0]
            if align < w:
                viol.append(z3.BoolVal(True, pc.ctx))
        else:  # a pointer parameter's buffer or a module .global/.const variable
            size = pc.launch.buffer_size(acc.buffer)
            if isinstance(size, int):
                oob = z3.Not(z3.ULE(acc.offset, pc.bv(size - w, 64))) if size >= w else z3.BoolVal(True, pc.ctx)
            else:  # a family's size term (>= 1, <= 2^48): out of bounds when size < w or offset > size - w
                st = pc.launch.term(size)
                oob = z3.Or(z3.ULT(st, pc.bv(w, 64)), z3.Not(z3.ULE(acc.offset, st - pc.bv(w, 64))))
            viol = [oob, acc.addr & pc.bv(w - 1, 64) != 0]
            if acc.kind != "ld" and pc.launch.read_only(acc.buffer):
                viol.append(z3.BoolVal(True, pc.ctx))
        terms.append(z3.And(acc.guard, z3.Or(*viol)))
        events.append(acc)
    if unsupported:
        return ObligationResult(ID, "unsupported", METHOD, "; ".join(unsupported[:5]))
    if not terms:
        return ObligationResult(ID, "proved", METHOD, "no global or shared memory accesses")

    def decode(m: z3.ModelRef) -> dict:
        for acc, term in zip(events, terms, strict=True):
            if z3.is_true(m.eval(term, model_completion=True)):
                info = access_info(m, pc, acc)
                size = (pc.launch.shared_layout[acc.buffer][1] if acc.space == "shared"
                        else pc.launch.local_layout[acc.buffer][1] if acc.space == "local"
                        else pc.launch.buffer_size(acc.buffer))
                if not isinstance(size, int):
                    size = int(val(m, pc.launch.term(size)))
                why = []
                if info["offset"] + acc.width > size or info["offset"] < 0:
                    why.append(f"out of bounds: offset {info['offset']} + {acc.width} > size {size}")
                if int(info["address"], 16) % acc.width:
                    why.append(f"misaligned: address {info['address']} not a multiple of {acc.width}")
                if acc.kind != "ld" and pc.launch.read_only(acc.buffer):
                    why.append("store into a read-only buffer (role in, or a .const variable)")
                if not why:
                    why.append(f"declared alignment of the {acc.space} variable is below the access width")
                return {"reason": "; ".join(why), "thread": ids_of(m, t), "access": info,
                        "launch": launch_values(m, pc)}
        return {}

    core = [z3.Or(*terms)]
    q = Query("bounds_alignment", pc.sliced(pc.base_facts(t), core) + core, decode)
    notes = "".join(f"; assumes {n}" for n in pc.launch.notes  # module variables read as their initialisers
                    if not n.startswith("family "))
    return ObligationResult(ID, "", METHOD, f"{len(events)} accesses{notes}", [q])
