"""Obligation 1: every element of every declared output region is written by some thread.

Why Skolem functions instead of a quantifier: "for all elements there is a thread that
writes it" is a forall-exists claim. For each store event we compute a candidate inverse
map element -> thread ids by mixed-radix decomposition of the store's (affine-probed) byte
offset; the claim then reduces to a quantifier-free query: "some element that none of the
candidate threads writes". The candidate need not be right for soundness -- if the query
is unsat, every element has a writer. If it is sat, a second query asks whether *any*
thread can write that element; unsat there is a genuine, confirmed hole (status failed),
otherwise the result is unknown. Stores inside summarised loops are may-writes and are
not used (a failure then is unknown, not failed).
"""

from __future__ import annotations

import z3

from verifier.obligations.common import ObligationResult, ProofContext, Query, access_info, ids_of, launch_values, val
from verifier.symexec import Access, Trace

ID = 1
METHOD = ("per store event an inverse map element->thread by mixed-radix decomposition of its affine offset, "
          "verified by a quantifier-free query (unsat = every element written); holes confirmed by a second "
          "query over all threads")
_IDS = ("ctaid.z", "ctaid.y", "ctaid.x", "tid.z", "tid.y", "tid.x")


def _extent(pc: ProofContext, k: str) -> int:
    c = pc.cfg
    return {"tid.x": c.block[0], "tid.y": c.block[1], "tid.z": c.block[2],
            "ctaid.x": c.grid[0], "ctaid.y": c.grid[1], "ctaid.z": c.grid[2]}[k]


def _skolem(pc: ProofContext, t: Trace, acc: Access, eoff: z3.BitVecRef) -> dict[str, z3.BitVecRef] | None:
    zero = {k: pc.bv(0, 32) for k in _IDS}

    def at(vals: dict[str, z3.BitVecRef]) -> z3.BitVecRef:
        return z3.simplify(z3.substitute(acc.offset, *[(t.ids[k], vals[k]) for k in _IDS]))

    c0 = at(zero)
    coefs: list[tuple[int, str]] = []
    for k in _IDS:
        if _extent(pc, k) == 1:
            continue
        unit = dict(zero)
        unit[k] = pc.bv(1, 32)
        d = z3.simplify(at(unit) - c0)
        if not z3.is_bv_value(d):
            return None
        c = d.as_long()
        if c == 0 or c >= 1 << 63:
            continue
        coefs.append((c, k))
    coefs.sort(key=lambda x: -x[0])
    rem = eoff - c0
    out = dict(zero)
    for c, k in coefs:
        q = z3.UDiv(rem, pc.bv(c, 64))
        out[k] = z3.Extract(31, 0, q)
        rem = z3.URem(rem, pc.bv(c, 64))
    return out


def build(pc: ProofContext) -> ObligationResult:
    t = pc.a
    if t.unsupported:
        w, ln = t.unsupported[0]
        return ObligationResult(ID, "unsupported", METHOD, f"line {ln}: {w}")
    if not pc.cfg.outputs:
        return ObligationResult(ID, "unknown", METHOD, "the configuration declares no output region")
    queries = []
    notes = []
    for ri, reg in enumerate(pc.cfg.outputs):
        idx = [z3.BitVec(f"elem{ri}_{k}", 64, pc.ctx) for k in range(len(reg.shape))]
        eoff = pc.bv(reg.offset, 64)
        for i, st in zip(idx, reg.strides, strict=True):
            eoff = eoff + i * pc.bv(st, 64)
        in_region = [z3.ULT(i, pc.bv(n, 64)) for i, n in zip(idx, reg.shape, strict=True)]
        stores = [a for a in t.accesses if a.kind == "st" and a.space == "global" and a.buffer == reg.buffer]
        must = [a for a in stores if not a.summarised]
        if len(must) < len(stores):
            notes.append(f"{len(stores) - len(must)} stores to {reg.buffer} in summarised loops not used")
        rng = [z3.ULT(t.ids[k], pc.bv(_extent(pc, k), 32)) for k in _IDS]
        uncovered = []
        locals_ = [x for x in t.locals if not any(x.eq(t.ids[k]) for k in _IDS)]
        base_facts = list(pc.launch.facts) + t.facts[6:]
        facts_all: list[z3.BoolRef] = []
        for si, acc in enumerate(must):
            sk = _skolem(pc, t, acc, eoff)
            if sk is None:
                notes.append(f"store at line {acc.line}: offset not affine in the thread ids")
                continue
            pairs = [(t.ids[k], sk[k]) for k in _IDS]
            pairs += [(x, z3.Const(f"{x.decl().name()}#{ri}.{si}", x.sort())) for x in locals_]
            ok = z3.And(*rng, acc.guard, z3.ULE(acc.offset, eoff),
                        z3.ULE(eoff + pc.bv(reg.elem_bytes, 64), acc.offset + pc.bv(acc.width, 64)))
            uncovered.append(z3.Not(z3.substitute(ok, *pairs)))
            facts_all.extend(z3.substitute(f, *pairs) for f in base_facts[len(pc.launch.facts):])
        body = list(pc.launch.facts) + facts_all + pc.power_active() + in_region + uncovered

        def decode(m: z3.ModelRef, idx=idx, reg=reg, stores=stores, eoff=eoff) -> dict:
            e = [int(val(m, i)) for i in idx]
            off = int(val(m, eoff))
            w = {"reason": f"element {e} of {reg.buffer} (byte offset {off}) is not written by any candidate "
                           f"thread", "buffer": reg.buffer, "element": e, "offset": off,
                 "launch": launch_values(m, pc)}
            # confirmation: can ANY thread write it?
            conf = z3.Solver(ctx=pc.ctx)
            conf.set("timeout", pc.timeout_ms)
            conf.add(*pc.base_facts(t), *pc.power_active())
            conf.add(z3.Or(*[z3.And(a.guard, z3.ULE(a.offset, pc.bv(off, 64)),
                                    z3.ULE(pc.bv(off + reg.elem_bytes, 64), a.offset + pc.bv(a.width, 64)))
                             for a in stores]) if stores else z3.BoolVal(True, pc.ctx))
            r = conf.check() if stores else z3.unsat
            w["confirmed"] = r == z3.unsat
            if r == z3.sat:
                mm = conf.model()
                w["a_writer_may_exist"] = ids_of(mm, t)
            return w

        queries.append(Query(f"coverage_{ri}_{reg.buffer}", body, decode))
    return ObligationResult(ID, "", METHOD, "; ".join(notes), queries)
