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

Why termination matters: a store after a loop is reached only if the loop ends. Summarised loops
whose termination the symbolic executor could not show (Trace.loop_exits, with no checked
argument) keep their exit under the loop's entry guard for the safety obligations, but the stores
after them (on a path through the loop) are not counted here either: coverage is then proved only
if the other stores cover every element, else unknown, naming the loop's line.
"""

from __future__ import annotations

import z3

from verifier.config import OutputRegion
from verifier.obligations.common import (
    ObligationResult,
    ProofContext,
    Query,
    ids_of,
    launch_values,
    val,
)
from verifier.semantics import and_, const_name, lean_const_like, lean_not, lean_simplify, or_
from verifier.symexec import Access, Trace
from verifier.terms import consts, linear_form, substitute

ID = 1
METHOD = ("per store event an inverse map element->thread by mixed-radix decomposition of its affine offset, "
          "verified by a quantifier-free query (unsat = every element written); holes confirmed by a second "
          "query over all threads; a store counts only if every summarised loop before it on its path is "
          "shown to terminate (a ranking function or trip bound checked by Z3; unrolled loops end by "
          "construction)")
METHOD_DIMS = ("; where the per-dimension map is used for tiles of >= 16 rows, a store writes the element if its "
               "offset's per-dimension indices (read off its linear form) equal the element's -- stronger than "
               "offset equality, given the identity offset = region offset + sum(index * stride), a query of its "
               "own (coverage_<region>_<buffer>_dims)")
_IDS = ("ctaid.z", "ctaid.y", "ctaid.x", "tid.z", "tid.y", "tid.x")


def _dim(pc: ProofContext, k: str):
    c = pc.cfg
    return {"tid.x": c.block[0], "tid.y": c.block[1], "tid.z": c.block[2],
            "ctaid.x": c.grid[0], "ctaid.y": c.grid[1], "ctaid.z": c.grid[2]}[k]


def _extent(pc: ProofContext, k: str) -> int:
    """Threads/CTAs along k; for a family's grid its greatest value (used only to pick candidate inverse
    maps and probe points: the coverage query itself bounds each id by the grid term, _extent_term)."""
    return pc.launch.upper(_dim(pc, k))


def _extent_term(pc: ProofContext, k: str) -> z3.BitVecRef:
    return pc.launch.term(_dim(pc, k), 32)


def _to32(x: z3.BitVecRef, w: int) -> z3.BitVecRef:
    return z3.Extract(31, 0, x) if w > 32 else (z3.ZeroExt(32 - w, x) if w < 32 else x)


class _PerDim(dict):
    """A candidate map computed per region dimension (_per_dim); `tile`: its thread coefficients span a tile of
    >= 16 rows by a row stride that is not a power of two (gemm's 64-row CTA tiles): there its writes are
    compared per dimension too (_dims), so the query has no product by the row stride on either side."""

    def __init__(self, m: dict, tile: bool) -> None:
        super().__init__(m)
        self.tile = tile


def _per_dim(pc: ProofContext, coefs: list[tuple[int, str]], c0: z3.BitVecRef, reg: OutputRegion | None,
             idx: list[z3.BitVecRef] | None, zero: dict[str, z3.BitVecRef]) -> dict[str, z3.BitVecRef] | None:
    """Inverse map computed from the region's per-dimension indices instead of the flat byte offset.

    Why: a row-major [M, N] region has row stride 2N (e.g. 1920 bytes), so the flat decomposition
    divides by non-powers of two (64 rows * 1920 = 122880), on which Z3 is slow. When every thread
    coefficient moves the store along exactly one region dimension by a power-of-two number of
    elements, each id is recovered from that dimension's index alone by power-of-two divisions.
    Used only where the flat map would divide by some non-power of two (other queries unchanged);
    like any candidate it is only a guess, checked by the coverage query itself.
    """
    if reg is None or idx is None or len(reg.strides) < 2 or not coefs:
        return None
    if not all(isinstance(x, int) for x in (reg.offset, *reg.strides)):
        return None  # a family's symbolic offset or strides: the flat map
    if all(c & (c - 1) == 0 for c, _ in coefs) or not z3.is_bv_value(c0):
        return None
    strides = list(reg.strides)
    if any(s <= 0 for s in strides) or strides != sorted(strides, reverse=True):
        return None

    def split(v: int) -> list[int] | None:
        parts = []
        for s in strides:
            parts.append(v // s)
            v %= s
        return parts if v == 0 else None

    base = c0.as_long() - reg.offset
    r = split(base) if 0 <= base < 1 << 62 else None
    if r is None:
        return None
    per: list[list[tuple[int, str]]] = [[] for _ in strides]
    for c, k in coefs:
        p = split(c)
        if p is None or sum(1 for x in p if x) != 1:
            return None
        d = next(i for i, x in enumerate(p) if x)
        if p[d] & (p[d] - 1):
            return None
        per[d].append((p[d], k))
    # only where the flat map divides by a non-power of two spanning a tile of >= 16 rows (gemm's
    # 64-row CTA tiles, where Z3 is slow); elsewhere the flat map is fast, and keeping it there keeps
    # the other kernels' recorded queries byte-identical. Either map is sound (the query checks it).
    # a family (new queries, no recorded text to keep) uses the per-dimension map wherever it applies: its
    # region's first dimension is symbolic, and recovering the CTA id by a division through it is slow
    tile = any(c & (c - 1) and a >= 16 for lst in per[:-1] for a, _k in lst for c, k2 in coefs if k2 == _k)
    if not pc.cfg.is_family and not tile:
        return None
    vals = dict(zero)
    for d, lst in enumerate(per):
        if not lst:
            continue
        w = max(16, max([pc.launch.upper(reg.shape[d]), r[d] + 1] + [a for a, _ in lst]).bit_length() + 2)
        rem = z3.Extract(w - 1, 0, idx[d]) - pc.bv(r[d], w)
        for a, k in sorted(lst, key=lambda x: -x[0]):
            if "#b" in k:  # a = 2**j: the bit itself (the same as `rem >= a` while rem < 2a), no comparison
                # chain: the candidate ids are then bit fields of the element index, which both solvers relate
                # to the store's offset faster (gemm coverage: Bitwuzla 2.6 -> 1.5 s); a candidate is only a
                # guess, checked by the query, so any term is sound
                j = a.bit_length() - 1
                bit = z3.ZeroExt(w - 1, z3.Extract(j, j, rem))
                vals[k] = _to32(bit, w)
                rem = rem & pc.bv(((1 << w) - 1) ^ a, w)
            else:  # a = 2**j: quotient and remainder as bit fields (no division terms)
                j = a.bit_length() - 1
                q = rem if j == 0 else z3.ZeroExt(j, z3.Extract(w - 1, j, rem))
                vals[k] = _to32(q, w)
                rem = pc.bv(0, w) if j == 0 else z3.ZeroExt(w - j, z3.Extract(j - 1, 0, rem))
    return _PerDim(vals, tile)


def _dims(pc: ProofContext, acc: Access, reg: OutputRegion) -> list[z3.BitVecRef] | None:
    """The store's element as per-dimension indices D: offset = reg.offset + sum(D[d] * strides[d]) mod 2**64.

    Why: with a row stride that is not a power of two (gemm: C[r*N + c], N = 960) the offset equality of
    the coverage query, 1920*(row) + 2*(col) = 1920*e0 + 2*e1, asks the solvers to invert a product by
    1920 (the uniqueness of r*N + c with c < N); `D[0] == e0 and D[1] == e1` states the same element
    without it. It implies the offset equality (given the identity, checked by the query _dims_query),
    so "no candidate writes it" only gets weaker: an unsat query still proves coverage. D is read off
    the offset's linear form over its atoms (terms.linear_form): each atom goes to the outermost dimension whose
    stride divides its (signed) coefficient, the constant is split by mixed radix. None where that fails."""
    if len(reg.strides) < 2 or acc.width != reg.elem_bytes:
        return None
    if not all(isinstance(x, int) for x in (reg.offset, *reg.strides)):
        return None
    strides = list(reg.strides)
    if any(s <= 0 for s in strides) or strides != sorted(strides, reverse=True):
        return None
    c, terms = linear_form(acc.offset, {})
    c -= reg.offset
    if not 0 <= c < 1 << 62:
        return None
    dims: list[z3.BitVecRef] = []
    for s in strides:
        dims.append(pc.bv(c // s, 64))
        c %= s
    if c:
        return None
    for x, k in sorted(terms.values(), key=lambda v: v[0].get_id()):
        k = k - (1 << 64) if k >= 1 << 63 else k  # signed (a sign extension: -2**w times the sign bit)
        d = next((i for i, s in enumerate(strides) if k % s == 0), None)
        if d is None:
            return None
        xz = x if x.size() == 64 else z3.ZeroExt(64 - x.size(), x)
        dims[d] = dims[d] + (xz if k == strides[d] else xz * pc.bv(k // strides[d], 64))
    return [lean_simplify(d) for d in dims]


def _dims_query(pc: ProofContext, ri: int, reg: OutputRegion, used: list[tuple[Access, list[z3.BitVecRef]]]) -> Query:
    """The identities the per-dimension writes rest on (_dims): sat means some store's offset is not
    reg.offset + sum(D[d] * strides[d]) for some values -- a verifier error, the coverage proof unknown."""
    base = pc.bv(reg.offset, 64)
    bad = [lean_not(acc.offset == sum((d * pc.bv(s, 64) for d, s in zip(ds, reg.strides, strict=True)), base))
           for acc, ds in used]

    def decode(m: z3.ModelRef) -> dict:
        return {"reason": f"a per-dimension index of a store to {reg.buffer} does not match its byte offset "
                          f"(the verifier's decomposition is wrong): coverage not shown", "confirmed": False}

    return Query(f"coverage_{ri}_{reg.buffer}_dims", [or_(*bad)], decode)


def _no_trap(pc: ProofContext, t: Trace) -> list[z3.BoolRef]:
    """A store covers only on executions where its thread reaches no `trap` (a trap is not a successful end;
    a trap inside a summarised loop may happen in any iteration: then no store of the thread counts)."""
    if not t.traps:
        return []
    if any(tp.summarised for tp in t.traps):
        return [z3.BoolVal(False, pc.ctx)]
    return [z3.Not(or_(*[tp.guard for tp in t.traps]))]


def _skolems(pc: ProofContext, t: Trace, acc: Access, eoff: z3.BitVecRef,
             width: int = 64, reg: OutputRegion | None = None,
             idx: list[z3.BitVecRef] | None = None) -> list[dict[str, z3.BitVecRef]]:
    """Candidate inverse maps element offset -> thread ids for one store (see module docstring).

    Two coordinate systems are probed: the raw ids, and (for blocks of whole warps) tid.x split
    into warp = tid.x / 32 and lane = tid.x % 32, which covers warp-per-row kernels.
    Where possible the map is computed per region dimension (_per_dim).
    """
    zero32 = pc.bv(0, 32)
    systems: list[tuple[list[tuple[str, int]], callable]] = []
    raw = [(k, _extent(pc, k)) for k in _IDS]
    systems.append((raw, lambda v: {k: v[k] for k in _IDS}))
    bx = pc.cfg.block[0]
    if bx >= 64 and bx % 32 == 0:
        vdims = [(k, _extent(pc, k)) for k in _IDS if k != "tid.x"] + [("warp", bx // 32), ("lane", 32)]

        def to_ids(v):
            out = {k: v[k] for k in _IDS if k != "tid.x"}
            out["tid.x"] = v["warp"] * pc.bv(32, 32) + v["lane"]
            return out
        systems.append((vdims, to_ids))
    # bit coordinates: every power-of-two thread dimension split into its bits (covers shift/mask
    # decompositions such as warp>>1, warp&1, lane>>2, lane&3 of tensor-core fragment layouts)
    bit_dims: list[tuple[str, int]] = []
    for k in _IDS:
        ext = _extent(pc, k)
        if k.startswith("tid") and ext > 1 and ext & (ext - 1) == 0:
            bit_dims += [(f"{k}#b{i}", 2) for i in range(ext.bit_length() - 1)]
        else:
            bit_dims.append((k, ext))
    if any("#b" in k for k, _ in bit_dims):
        def bits_to_ids(v):
            out = {}
            for k in _IDS:
                parts = [v[x] * pc.bv(1 << int(x.split("#b")[1]), 32) for x in v if x.startswith(k + "#b")]
                out[k] = sum(parts[1:], parts[0]) if parts else v.get(k, zero32)
            return out
        systems.append((bit_dims, bits_to_ids))
    out = []
    for dims, to_ids in systems:
        zero = {k: zero32 for k, _ in dims}

        def at(vals, to_ids=to_ids):
            ids = to_ids(vals)
            return lean_simplify(substitute(acc.offset, [(t.ids[k], ids[k]) for k in _IDS]))

        c0 = at(zero)
        coefs: list[tuple[int, str]] = []
        ok = True
        for k, ext in dims:
            if ext == 1:
                continue
            unit = dict(zero)
            unit[k] = pc.bv(1, 32)
            d = lean_simplify(at(unit) - c0)
            if not z3.is_bv_value(d):
                ok = False
                break
            c = d.as_long()
            if c == 0 or c >= 1 << 63:
                continue
            coefs.append((c, k))
        if not ok:
            continue
        # spot-check affinity at two deterministic points; an exact system is used alone
        exact = True
        for pt in ({k: ext - 1 for k, ext in dims}, {k: (ext - 1) // 2 for k, ext in dims}):
            vals_pt = {k: pc.bv(v, 32) for k, v in pt.items()}
            pred = sum(c * pt[k] for c, k in coefs)
            d = lean_simplify(at(vals_pt) - c0)
            if not (z3.is_bv_value(d) and d.as_long() == pred % (1 << 64)):
                exact = False
                break
        coefs.sort(key=lambda x: -x[0])
        pd = _per_dim(pc, coefs, c0, reg, idx, zero)
        if pd is not None:
            if exact:
                return [_PerDim(to_ids(pd), pd.tile)]
            out.append(_PerDim(to_ids(pd), pd.tile))
            continue
        # the inverse map may be any term (the query checks it), so it is computed in a narrow width
        w = max(16, max([width] + [c.bit_length() + 1 for c, _ in coefs]))
        rem = z3.Extract(w - 1, 0, eoff - c0) if w < 64 else eoff - c0
        vals = dict(zero)
        for c, k in coefs:
            cw = pc.bv(c, w)
            if "#b" in k and c & (c - 1) == 0:  # one bit of the index (see _per_dim)
                j = c.bit_length() - 1
                bit = z3.ZeroExt(w - 1, z3.Extract(j, j, rem))
                vals[k] = _to32(bit, w)
                rem = rem & pc.bv(((1 << w) - 1) ^ c, w)
            elif "#b" in k:
                bit = z3.If(z3.UGE(rem, cw), pc.bv(1, w), pc.bv(0, w))
                vals[k] = _to32(bit, w)
                rem = rem - bit * cw
            else:
                vals[k] = _to32(z3.UDiv(rem, cw), w)
                rem = z3.URem(rem, cw)
        if exact:
            return [to_ids(vals)]
        out.append(to_ids(vals))
    return out


def _writes(pc: ProofContext, acc: Access, eoff: z3.BitVecRef, elem_bytes: int,
            dims: list[z3.BitVecRef] | None = None, idx: list[z3.BitVecRef] | None = None) -> list[z3.BoolRef]:
    """The store covers the element's bytes; for a store of exactly one element, offset equality.

    Why equality: it implies the two range comparisons (so "no candidate writes it" only gets
    weaker: an unsat query still proves coverage), and Z3 decides it several times faster than
    the comparisons with their carries (gemm's 64x64 tiles: 17 s -> 3 s).
    """
    if dims is not None:  # the same element, per dimension (_dims): implies the offset equality
        return [d == i for d, i in zip(dims, idx, strict=True)]
    if acc.width == elem_bytes:
        return [acc.offset == eoff]
    return [z3.ULE(acc.offset, eoff), z3.ULE(eoff + pc.bv(elem_bytes, 64), acc.offset + pc.bv(acc.width, 64))]


def _after_open_loops(pc: ProofContext, t: Trace, stores: list[Access]) -> dict[int, list[int]]:
    """Store seq -> header lines of the loops not shown to terminate that precede it on some path.

    A store depends on such a loop if it is emitted after the loop began (events are emitted in a
    topological order of the CFG) and its guard can hold together with the loop's entry guard; an
    unknown answer counts as dependent (the store is then not counted: the safe side).

    Across threads: a CTA barrier or a warp collective waits for other threads, so a store emitted after
    one that follows the loop depends on the loop whatever its own guard -- a thread still in the loop
    never arrives, and the threads waiting for it never reach the store (a deadlock, not a write)."""
    open_loops = [le for le in t.loop_exits if not le.terminates]
    out: dict[int, list[int]] = {}
    if not open_loops:
        return out
    waits = sorted(x.seq for x in (*t.barriers, *t.warp_syncs))
    sv = z3.Solver(ctx=pc.ctx)
    sv.set("timeout", 2000)
    sv.add(*pc.launch.facts, *t.facts[:6])
    for a in stores:
        for le in open_loops:
            if a.seq <= le.seq:
                continue
            if any(le.seq < w < a.seq for w in waits):
                dep = True
            elif not le.own:
                dep = False
            else:
                sv.push()
                sv.add(a.guard, le.guard)
                dep = sv.check() != z3.unsat
                sv.pop()
            if dep:
                out.setdefault(a.seq, [])
                if le.line not in out[a.seq]:
                    out[a.seq].append(le.line)
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
    method = METHOD
    for ri, reg in enumerate(pc.cfg.outputs):
        idx = [z3.BitVec(f"elem{ri}_{k}", 64, pc.ctx) for k in range(len(reg.shape))]
        up = pc.launch.upper
        eoff = pc.launch.term(reg.offset)  # a family: terms over its symbols (every element of every member)
        for i, st in zip(idx, reg.strides, strict=True):
            eoff = eoff + i * pc.launch.term(st)
        in_region = [z3.ULT(i, pc.launch.term(n)) for i, n in zip(idx, reg.shape, strict=True)]
        region_bits = (up(reg.offset) + sum((up(n) - 1) * up(st) for n, st in zip(reg.shape, reg.strides, strict=True))
                       + reg.elem_bytes).bit_length() + 1
        stores = [a for a in t.accesses if a.kind == "st" and a.space == "global" and a.buffer == reg.buffer]
        must = [a for a in stores if not a.summarised]
        if len(must) < len(stores):
            notes.append(f"{len(stores) - len(must)} stores to {reg.buffer} in summarised loops not used")
        after = _after_open_loops(pc, t, must)
        open_lines = sorted({ln for a in must if a.seq in after for ln in after[a.seq]})
        if after:
            notes.append(f"{sum(1 for a in must if a.seq in after)} stores to {reg.buffer} after loops not shown "
                         f"to terminate (lines {', '.join(map(str, open_lines))}) not used")
            must = [a for a in must if a.seq not in after]
        rng = [z3.ULT(t.ids[k], _extent_term(pc, k)) for k in _IDS]
        uncovered = []
        idset = {t.ids[k].get_id() for k in _IDS}
        local_ids = {x.get_id() for x in t.locals} - idset
        facts_c = [(f, consts(f)) for f in t.facts[6:]]
        facts_all: list[z3.BoolRef] = []
        cands = [(si, ci, sk, acc) for si, acc in enumerate(must)
                 for ci, sk in enumerate(_skolems(pc, t, acc, eoff, region_bits, reg, idx))]
        if len(cands) == 0 and must:
            notes.append(f"{reg.buffer}: no store offset is affine in the thread ids")
        # candidates with the same inverse map name the same thread, whose instance-local values
        # (loaded data, havocked registers) are one value in one execution: they share one renaming
        groups: dict[tuple[str, ...], int] = {}
        seen_facts: set[int] = set()
        dims: dict[int, list[z3.BitVecRef] | None] = {}  # store -> its per-dimension indices, where used
        for si, _ci, sk, acc in cands:
            gi = groups.setdefault(tuple(lean_simplify(sk[k]).sexpr() for k in _IDS), len(groups))
            per_dim = isinstance(sk, _PerDim) and sk.tile
            if per_dim and si not in dims:
                dims[si] = _dims(pc, acc, reg)
            ds = dims.get(si) if per_dim else None
            ok = and_(*rng, acc.guard, *_no_trap(pc, t), *_writes(pc, acc, eoff, reg.elem_bytes, ds, idx))
            used = consts(ok)
            facts = [f for f, cs in facts_c if any(i in used for i in cs)]
            for f in facts:
                used.update(consts(f))
            pairs = [(t.ids[k], sk[k]) for k in _IDS]
            pairs += [(x, lean_const_like(f"{const_name(x)}#{ri}.{gi}", x))
                      for i, x in sorted(used.items()) if i in local_ids]
            uncovered.append(lean_not(substitute(ok, pairs)))
            for f in facts:
                fs = substitute(f, pairs)
                if fs.get_id() not in seen_facts:
                    seen_facts.add(fs.get_id())
                    facts_all.append(fs)
        body = list(pc.launch.facts) + facts_all + pc.power_active() + in_region + uncovered

        def decode(m: z3.ModelRef, idx=idx, reg=reg, stores=stores, eoff=eoff, open_lines=open_lines) -> dict:
            e = [int(val(m, i)) for i in idx]
            off = int(val(m, eoff))
            w = {"reason": f"element {e} of {reg.buffer} (byte offset {off}) is not written by any candidate "
                           f"thread", "buffer": reg.buffer, "element": e, "offset": off,
                 "launch": launch_values(m, pc)}
            if open_lines:
                w["reason"] += (f" whose store is not after a loop not shown to terminate (loops at lines "
                                f"{', '.join(map(str, open_lines))}: their threads may never reach the stores "
                                f"after them)")
                w["loops_not_shown_terminating"] = list(open_lines)
            # confirmation: can ANY thread write it?
            conf = z3.Solver(ctx=pc.ctx)
            conf.set("timeout", pc.timeout_ms)
            conf.add(*pc.base_facts(t), *pc.power_active())
            # the same member of the family as the model's (a writer at another size does not count)
            conf.add(*[s == m.eval(s, model_completion=True) for _, s in sorted(pc.launch.sizes.items())])
            conf.add(or_(*[and_(a.guard, *_no_trap(pc, t), z3.ULE(a.offset, pc.bv(off, 64)),
                                    z3.ULE(pc.bv(off + reg.elem_bytes, 64), a.offset + pc.bv(a.width, 64)))
                             for a in stores]) if stores else z3.BoolVal(True, pc.ctx))
            r = conf.check() if stores else z3.unsat
            w["confirmed"] = r == z3.unsat
            if r == z3.sat:
                mm = conf.model()
                w["a_writer_may_exist"] = ids_of(mm, t)
            return w

        queries.append(Query(f"coverage_{ri}_{reg.buffer}", body, decode))
        dims_used = [(must[si], ds) for si, ds in sorted(dims.items()) if ds is not None]
        if dims_used:
            queries.append(_dims_query(pc, ri, reg, dims_used))
            method = METHOD + METHOD_DIMS
            notes.append(f"{len(dims_used)} stores to {reg.buffer} compared per dimension (their offsets as "
                         f"offset + sum(index * stride): query coverage_{ri}_{reg.buffer}_dims)")
    if t.traps:
        queries.append(_trap_query(pc, t))
        notes.append(f"{len(t.traps)} trap sites: no thread may reach one (a trap aborts the whole launch)")
    return ObligationResult(ID, "", method, "; ".join(notes), queries)


def _trap_query(pc: ProofContext, t: Trace) -> Query:
    """Some thread reaches a `trap`: then the launch aborts, and what the other threads have not yet stored is
    never written -- whichever threads the coverage query counted. So coverage also needs this query unsat.
    Why a query of its own: _no_trap only excludes the writer's own trap, but a trap ends every thread of the
    grid (a kernel trapping in thread 0 and covering its element from thread 1 had coverage proved)."""
    core = [or_(*[tp.guard for tp in t.traps]), *pc.power_active()]

    def decode(m: z3.ModelRef) -> dict:
        tp = next((x for x in t.traps if z3.is_true(m.eval(x.guard, model_completion=True))), t.traps[0])
        return {"reason": f"a thread reaches trap at line {tp.line}: the launch aborts and the output is not "
                          f"completely written", "thread": ids_of(m, t), "ptx_line": tp.line,
                "confirmed": not tp.summarised, "summarised_loop": tp.summarised, "launch": launch_values(m, pc)}

    return Query("coverage_no_trap", pc.sliced(pc.base_facts(t), core) + core, decode)
