"""Obligation 3: every global/shared/local access lies inside its buffer and is aligned for its width.

Why one thread suffices: thread A's ids are symbolic over the whole launch, so a satisfying
assignment names the offending block/thread. Stores into role-`in` buffers also fail here
(the read-only assumption used for loads would otherwise be unjustified).

Why access windows (Buffer.windows): a buffer may be a view of one allocation whose pointer reaches bytes the
kernel must not touch although they lie inside the declared size -- a layer's view of the paged KV cache is its
K slice, every other layer's K rows, then its V slice (registry.layer_view_windows); a store at slot n_slots
lands in the next layer's K rows, in bounds of the view. Where a buffer declares windows, an access also
violates when its bytes [offset, offset + width) lie inside no single window (the gap between two, past one's
end, or straddling two). The buffer-end test stays (a window lies inside the buffer: validate() checks it). A
buffer without windows gets exactly the terms it always had, so its queries are byte-identical.

Why a kernel with many accesses gets several queries: the obligation is "no access violates", the
disjunction of the accesses' violations being unsat; that is exactly the conjunction of "this group's
disjunction is unsat" over any partition of the accesses. Above SPLIT_MIN accesses the partition is per
buffer (each query then carries only its buffer's cone of facts), each buffer in chunks of at most CHUNK
accesses in program order: Z3 on the 1,134 accesses of attention_split_f16's prefill family took 12.7 s as
one query, 3.9 s in total as 13 (Bitwuzla 1.8 -> 1.1 s). Below SPLIT_MIN one query (each extra query costs
both solvers a fixed start-up that small kernels do not win back).
"""

from __future__ import annotations

import z3

from verifier.config import Size, Window
from verifier.obligations.common import (
    ObligationResult,
    ProofContext,
    Query,
    access_info,
    ids_of,
    launch_values,
    val,
)
from verifier.semantics import and_, lean_not, or_
from verifier.symexec import Access

ID = 3
METHOD = ("one symbolic thread over the whole grid; violation = guard AND (offset+width > size OR "
          "address mod width != 0 OR store into a role-in buffer); unsat over all events proves it")
METHOD_SPLIT = ("; the events partitioned per buffer and in chunks of at most {chunk} (program order), one query "
                "each: every query unsat is the same claim")
METHOD_WINDOWS = ("; a buffer with access windows (buffers.*.windows): violation also when [offset, offset+width) lies "
                  "inside no single window (offset >= start AND offset - start <= size - width, unsigned, for none)")
SPLIT_MIN = 256  # accesses above which the query is split per buffer
CHUNK = 256  # accesses per query of a split buffer (measured: 128-256 best on attention_split_f16, gemm_f16)


def _inside(pc: ProofContext, off: z3.BitVecRef, width: int, win: Window) -> z3.BoolRef:
    """Bytes [off, off + width) lie inside window [start, start + size): start <= off and off - start <= size - width
    (unsigned; off - start does not wrap under the first conjunct, size - width not under size >= width)."""
    if isinstance(win.offset, int) and isinstance(win.size, int):
        if win.size < width:
            return z3.BoolVal(False, pc.ctx)
        if win.offset == 0:
            return z3.ULE(off, pc.bv(win.size - width, 64))
        start = pc.bv(win.offset, 64)
        return and_(z3.ULE(start, off), z3.ULE(off - start, pc.bv(win.size - width, 64)))
    start, size = pc.launch.term(win.offset), pc.launch.term(win.size)
    return and_(z3.ULE(start, off), z3.ULE(pc.bv(width, 64), size), z3.ULE(off - start, size - pc.bv(width, 64)))


def _value(m: z3.ModelRef, pc: ProofContext, v: Size) -> int:
    """A window's offset or size in a witness: the integer, or a family expression's value in the model."""
    return v if isinstance(v, int) else int(val(m, pc.launch.term(v)))


def build(pc: ProofContext) -> ObligationResult:
    t = pc.a
    windowed = [k for k, b in pc.cfg.buffers if b.windows]
    method = METHOD + (METHOD_WINDOWS if windowed else "")
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
            viol = [lean_not(z3.ULE(acc.offset, pc.bv(size - w, 64))) if size >= w else z3.BoolVal(True, pc.ctx),
                    acc.offset & pc.bv(w - 1, 64) != 0]
            if align < w:
                viol.append(z3.BoolVal(True, pc.ctx))
        else:  # a pointer parameter's buffer or a module .global/.const variable
            size = pc.launch.buffer_size(acc.buffer)
            if isinstance(size, int):
                oob = lean_not(z3.ULE(acc.offset, pc.bv(size - w, 64))) if size >= w else z3.BoolVal(True, pc.ctx)
            else:  # a family's size term (>= 1, <= 2^48): out of bounds when size < w or offset > size - w
                st = pc.launch.term(size)
                oob = or_(z3.ULT(st, pc.bv(w, 64)), lean_not(z3.ULE(acc.offset, st - pc.bv(w, 64))))
            viol = [oob, acc.addr & pc.bv(w - 1, 64) != 0]
            wins = pc.launch.buffer_windows(acc.buffer)
            if wins:  # inside the buffer is not enough: inside one of its windows, entirely
                viol.insert(1, lean_not(or_(*[_inside(pc, acc.offset, w, win) for win in wins])))
            if acc.kind != "ld" and pc.launch.read_only(acc.buffer):
                viol.append(z3.BoolVal(True, pc.ctx))
        terms.append(and_(acc.guard, or_(*viol)))
        events.append(acc)
    if unsupported:
        return ObligationResult(ID, "unsupported", method, "; ".join(unsupported[:5]))
    if not terms:
        return ObligationResult(ID, "proved", method, "no global or shared memory accesses")

    def decode(m: z3.ModelRef, events: list[Access], terms: list[z3.BoolRef]) -> dict:
        for acc, term in zip(events, terms, strict=True):
            if z3.is_true(m.eval(term, model_completion=True)):
                info = access_info(m, pc, acc)
                size = (pc.launch.shared_layout[acc.buffer][1] if acc.space == "shared"
                        else pc.launch.local_layout[acc.buffer][1] if acc.space == "local"
                        else pc.launch.buffer_size(acc.buffer))
                if not isinstance(size, int):
                    size = int(val(m, pc.launch.term(size)))
                why = []
                extra = {}
                if info["offset"] + acc.width > size or info["offset"] < 0:
                    why.append(f"out of bounds: offset {info['offset']} + {acc.width} > size {size}")
                wins = pc.launch.buffer_windows(acc.buffer) if acc.space not in ("shared", "local") else ()
                if wins:
                    spans = [(_value(m, pc, win.offset), _value(m, pc, win.size)) for win in wins]
                    extra["windows"] = [{"offset": o, "size": n} for o, n in spans]
                    if not any(o <= info["offset"] and info["offset"] + acc.width <= o + n for o, n in spans):
                        why.append(f"outside the access windows of {acc.buffer}: bytes [{info['offset']}, "
                                   f"{info['offset'] + acc.width}) lie inside none of "
                                   + ", ".join(f"[{o}, {o + n})" for o, n in spans))
                if int(info["address"], 16) % acc.width:
                    why.append(f"misaligned: address {info['address']} not a multiple of {acc.width}")
                if acc.kind != "ld" and pc.launch.read_only(acc.buffer):
                    why.append("store into a read-only buffer (role in, or a .const variable)")
                if not why:
                    why.append(f"declared alignment of the {acc.space} variable is below the access width")
                return {"reason": "; ".join(why), "thread": ids_of(m, t), "access": info,
                        "launch": launch_values(m, pc), **extra}
        return {}

    def query(name: str, evs: list[Access], ts: list[z3.BoolRef]) -> Query:
        core = [or_(*ts)]
        return Query(name, pc.sliced(facts, core) + core, lambda m: decode(m, evs, ts))

    facts = pc.base_facts(t)
    notes = "".join(f"; assumes {n}" for n in pc.launch.notes  # module variables read as their initialisers
                    if not n.startswith("family "))
    notes += "".join(f"; access windows of {k}: {len(pc.cfg.buffer_map[k].windows)}" for k in windowed)
    if len(events) <= SPLIT_MIN:
        return ObligationResult(ID, "", method, f"{len(events)} accesses{notes}",
                                [query("bounds_alignment", events, terms)])
    groups: dict[tuple[str, str], list[int]] = {}
    for i, acc in enumerate(events):
        groups.setdefault((acc.space, acc.buffer), []).append(i)
    queries = []
    for (space, buf), idx in groups.items():
        for c in range(0, len(idx), CHUNK):
            part = idx[c:c + CHUNK]
            tag = f"_{c // CHUNK}" if len(idx) > CHUNK else ""
            queries.append(query(f"bounds_alignment_{space}_{buf}{tag}", [events[i] for i in part],
                                 [terms[i] for i in part]))
    return ObligationResult(ID, "", method + METHOD_SPLIT.format(chunk=CHUNK),
                            f"{len(events)} accesses in {len(queries)} queries{notes}", queries)
