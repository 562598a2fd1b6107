"""The proving pipeline: parse -> CFG -> symbolic execution (threads A, B) -> obligations -> solve.

Why split derive() from solve: the checker re-runs derive() from scratch and compares
the SMT-LIB2 text of every query with the stored files byte for byte; a fresh Z3 context
per derivation makes that text deterministic.

Why premise queries: a query "premises AND NOT goal" is also unsat when the premises alone are
(contradictory assumptions, an unreachable path): such a proof is vacuous. Each obligation 1-4, 6
that would be proved also carries premise queries that must be *satisfiable*: the launch premise
(every fact of both thread instances: launch constraints, buffer placement, assumptions) and the
obligation's domain (the path to at least one access, barrier or element it quantifies over, with
the facts in that path's cone of influence). Together they imply "all facts AND domain" is
satisfiable, because the facts left out of the domain query share no symbol with it, or are
constant load ranges on a function the query does not mention, which a constant in all of them
satisfies whatever the rest is (see ProofContext.sliced). Unsat premises make the obligation
`vacuous`, a failure.
"""

from __future__ import annotations

import hashlib
import time
from collections.abc import Callable

import z3

from fltc.errors import UnsupportedPTX
from verifier.cfg import CFG, build_cfg
from verifier.config import LaunchConfig, Role
from verifier.inline import inline_calls
from verifier.obligations import ALL
from verifier.obligations.common import ObligationResult, ProofContext, Query, premise_witness, solve
from verifier.ptx_parse import parse
from verifier.semantics import or_
from verifier.symexec import family_facts, run_instances

Progress = Callable[[str], None] | None
SYMEXEC_OBLIGATIONS = (1, 2, 3, 4, 6)


def derive(ptx_text: str, cfg: LaunchConfig, progress: Progress = None) -> tuple[ProofContext, list[ObligationResult]]:
    """Build every obligation's queries (rendered to SMT-LIB2) without solving them."""
    cfg.validate()
    ctx = z3.Context()
    module = _parse_cached(ptx_text)
    entry = module.entry(cfg.entry)
    err = None
    launch = a = b = None
    t0 = time.perf_counter()
    try:
        entry = inline_calls(entry, module)  # device-function calls -> the callees' bodies (identity without)
        g = _cfg_cached(ptx_text, module, cfg.entry)
        launch, traces = run_instances(entry, cfg, ctx, ("A", "B"), progress, graph=g)
        a, b = traces["A"], traces["B"]
    except UnsupportedPTX as exc:
        err = str(exc)
    sym_s = time.perf_counter() - t0
    pc = ProofContext(ptx_text, entry, cfg, ctx, launch, a, b, err)
    results: list[ObligationResult] = []
    launch_q: Query | None = None
    family_q: Query | None = None
    for mod in ALL:
        t1 = time.perf_counter()
        if progress:
            progress(f"obligation {mod.ID}: building")
        if err is not None and mod.ID in SYMEXEC_OBLIGATIONS:
            r = ObligationResult(mod.ID, "unsupported", mod.METHOD, err)
        else:
            r = mod.build(pc)
        if err is None and mod.ID in SYMEXEC_OBLIGATIONS and r.status in ("", "proved"):
            if launch_q is None:
                launch_q = Query("premises_launch", pc.base_facts(a, b), expect="sat")
                launch_q.render(ctx)
            r.premises = [launch_q] + premise_queries(pc, r)
        elif cfg.is_family and r.status in ("", "proved"):
            # obligations 5 and 7 (or any without symbolic execution): the family must have a member,
            # else what they claim is about no launch (an empty range or contradictory constraints)
            if family_q is None:
                family_q = Query("premises_family", family_facts(cfg, ctx)[1], expect="sat")
                family_q.render(ctx)
            r.premises = [family_q]
        for q in r.queries + r.premises:
            if not q.smt2:
                q.render(ctx)
        r.seconds = time.perf_counter() - t1 + (sym_s / len(SYMEXEC_OBLIGATIONS) if mod.ID in SYMEXEC_OBLIGATIONS
                                                 else 0.0)
        results.append(r)
    return pc, results


_PARSED: dict[str, object] = {}
_GRAPHS: dict[tuple[str, str], CFG] = {}


def _parse_cached(ptx_text: str):
    """Parse once per PTX text per process (configurations of one file share the AST; it is immutable)."""
    key = hashlib.sha256(ptx_text.encode()).hexdigest()
    m = _PARSED.get(key)
    if m is None:
        if len(_PARSED) > 16:
            _PARSED.clear()
            _GRAPHS.clear()
        m = _PARSED[key] = parse(ptx_text)
    return m


def warm_file_caches(ptx_texts: list[str], threads: int = 2) -> None:
    """Parse each distinct PTX text and run ptxas on it once in this process, before worker processes fork.

    Why: `fltc verify -j N` and `fltc prove --all -j N` derive configurations of one file in every worker; the
    parse (an immutable AST) and ptxas's report (obligation 5) depend on the text alone, so forked workers
    inherit them instead of each redoing them (measured: 1.5 s of parsing and 3.2 s of ptxas CPU for the 12
    shipped files, per worker). Both stay keyed by the text's sha256, so a file changed later is parsed and
    assembled again; errors are not judged here but where the worker meets them. ptxas runs in `threads`
    threads (subprocesses) while this thread parses. Does nothing unless workers are forked (they would
    not inherit the caches)."""
    import multiprocessing
    from concurrent.futures import ThreadPoolExecutor

    from verifier.obligations.resources import assemble

    if multiprocessing.get_start_method(allow_none=False) != "fork":
        return
    texts = list(dict.fromkeys(ptx_texts))
    with ThreadPoolExecutor(max_workers=max(1, threads)) as ex:  # leaving it waits for every ptxas run
        for t in texts:
            ex.submit(assemble, t)
        for t in texts:
            try:
                _parse_cached(t)
            except Exception:  # noqa: BLE001 - the worker parses it again and reports the error there
                pass


def _cfg_cached(ptx_text: str, module, entry_name: str) -> CFG:
    key = (hashlib.sha256(ptx_text.encode()).hexdigest(), entry_name)
    g = _GRAPHS.get(key)
    if g is None:
        g = _GRAPHS[key] = build_cfg(inline_calls(module.entry(entry_name), module))
    return g


def premise_queries(pc: ProofContext, r: ObligationResult) -> list[Query]:
    """The obligation's domain premises (expect sat): the path to at least one thing it quantifies over.

    An obligation proved without queries (no barriers, no stores, ...) quantifies over nothing: only
    the launch premise applies to it."""
    if r.status == "proved" and not r.queries:
        return []
    a, b, ctx = pc.a, pc.b, pc.ctx

    def q(name: str, facts: list[z3.BoolRef], core: list[z3.BoolRef]) -> Query:
        return Query(name, pc.sliced(facts, core) + core, expect="sat")

    def any_of(xs: list[z3.BoolRef]) -> z3.BoolRef:
        return or_(*xs) if len(xs) > 1 else xs[0] if xs else z3.BoolVal(False, ctx)

    if r.id == 1:  # some element of each region, and a store to its buffer on a path, power active
        out = []
        for ri, reg in enumerate(pc.cfg.outputs):
            idx = [z3.BitVec(f"pelem{ri}_{k}", 64, ctx) for k in range(len(reg.shape))]
            in_region = [z3.ULT(i, pc.launch.term(n)) for i, n in zip(idx, reg.shape, strict=True)]
            stores = [x.guard for x in a.accesses if x.kind == "st" and x.space == "global"
                      and x.buffer == reg.buffer and not x.summarised]
            out.append(q(f"premises_{ri}_{reg.buffer}", pc.base_facts(a),
                         pc.power_active() + in_region + [any_of(stores)]))
        return out
    if r.id == 2:  # a write of thread A (every pair query has one), or a global access (grid dependency)
        pdl = pc.cfg.overlap is not None
        ev = [x.guard for x in a.accesses if x.kind != "ld" or (pdl and x.space == "global")]
        return [q("premises_access", pc.base_facts(a, b), [any_of(ev)])]
    if r.id == 3:  # some access with a known buffer
        return [q("premises_access", pc.base_facts(a), [any_of([x.guard for x in a.accesses if x.buffer])])]
    if r.id == 4:  # a barrier or a warp collective reached by thread A, with B in the same CTA
        return [q("premises_barrier", pc.base_facts(a, b),
                  [pc.same_cta(a, b), any_of([x.guard for x in a.barriers] + [x.guard for x in a.warp_syncs]
                                                 + [x.guard for x in a.uni_branches])])]
    if r.id == 6:  # an execution with the power parameter inactive
        p = pc.launch.power
        return [q("premises_inactive", pc.base_facts(a), [p != pc.bv(pc.cfg.power.active, p.size())])]
    return []


def solve_premises(pc: ProofContext, r: ObligationResult) -> None:
    """A proved obligation stays proved only if every premise query is sat (else vacuous / unknown)."""
    for q in r.premises:
        if not q.result:
            q.result, q.witness = premise_witness(q.smt2, pc.timeout_ms)
    unsat = [q.name for q in r.premises if q.result == "unsat"]
    other = [f"{q.name}: solver returned {q.result}" for q in r.premises if q.result not in ("sat", "unsat")]
    if unsat:
        r.status = "vacuous"
        r.witness = {"reason": f"premises unsatisfiable ({', '.join(unsat)}): the assumptions, buffer placement "
                               f"and launch constraints admit no execution reaching what the obligation is "
                               f"about, so its unsat queries prove nothing", "premises": unsat}
        r.detail = (r.detail + "; " if r.detail else "") + "vacuous: " + ", ".join(unsat) + " unsat"
    elif other:
        r.status = "unknown"
        r.detail = (r.detail + "; " if r.detail else "") + "; ".join(other)


def solve_all(pc: ProofContext, results: list[ObligationResult], progress: Progress = None) -> None:
    """Solve each obligation's queries and set status and witness; then its premises if it is proved."""
    for r in results:
        if not r.queries:
            if r.status == "proved" and r.premises:
                t1 = time.perf_counter()
                solve_premises(pc, r)
                r.seconds += time.perf_counter() - t1
            continue
        t1 = time.perf_counter()
        statuses = []
        for q in r.queries:
            if progress:
                progress(f"obligation {r.id}: solving {q.name}")
            res = solve(pc, q)
            if res == "unsat":
                statuses.append("proved")
                continue
            if res != "sat":
                statuses.append("unknown")
                r.detail = (r.detail + "; " if r.detail else "") + f"{q.name}: solver returned {res}"
                continue
            w = q.decode(q.model) if q.decode else {}
            if pc.launch is not None and pc.launch.sizes:  # a family: the member the failure happens at
                w.setdefault("symbols", pc.launch.size_values(q.model))
                w.setdefault("values", _values_line(w))
            st = "failed"
            if r.id == 1 and not w.get("confirmed", False):
                st = "unknown"
            if w.get("summarised_loop") or _touches_summarised(w):
                st = "unknown"
                w["note"] = "the witness involves a summarised (havocked) loop; it may be spurious"
            statuses.append(st)
            if r.witness is None or (st == "failed" and r.witness.get("_status") != "failed"):
                w["query"] = q.name
                w["_status"] = st
                r.witness = w
        if r.witness is not None:
            r.witness.pop("_status", None)
        if r.status == "":
            r.status = ("failed" if "failed" in statuses else "unknown" if "unknown" in statuses else "proved")
        if r.status == "proved":
            if progress:
                progress(f"obligation {r.id}: premises")
            solve_premises(pc, r)
        r.seconds += time.perf_counter() - t1
    _rests_on_bounds(pc, results)


def _rests_on_bounds(pc: ProofContext, results: list[ObligationResult]) -> None:
    """Proofs that another obligation justifies stand only if that one holds; otherwise they are `unknown`.

    Why, obligation 3: obligation 2 pairs accesses per buffer, each attributed to the buffer its address came
    from -- sound only if every access lies inside that buffer (an out-of-bounds store to one shared array
    writes the next one, whose accesses it is never paired with); obligation 6 likewise judges a global store
    by its buffer's role (one past a role-in buffer may land in an output). And a query that reads role-`in`
    buffers as one uninterpreted function of the offset (`mem!...`, with the load_range / load_injective
    facts on it, `inv!...`) holds only if no store or atomic touches such a buffer and every load is inside it,
    aligned (injectivity applied to an out-of-bounds load "proved" a race absent). Why, obligation 4: two
    accesses of one CTA are ordered iff their barrier counts differ only when every thread passes the same
    barriers (warps passing one barrier and warps passing two had their accesses "ordered"); a warp
    collective reached by part of a warp is undefined, so coverage rests on it too. Obligations 3 and 4 show
    exactly these facts (tests/verifier/test_adversarial_s7.py, hole G); `vacuous` there means nothing they
    quantify over is reachable, which justifies as much."""
    if pc.launch is None or pc.a is None:
        return
    by_id = {r.id: r for r in results}
    a = pc.a
    ufs = [f.name() for f in pc.launch.mem_ufs.values()] + [f"inv!{k}" for k in sorted(a.inj_apps)]
    roles = {d.name: d.role for d in pc.cfg.leaf_params}
    sync = bool(a.barriers or a.warp_syncs)
    stray = any(x.kind != "ld" and x.space == "global" and x.buffer in roles and roles[x.buffer] is Role.IN
                for x in a.accesses)
    for r in results:
        if r.id not in (1, 2, 4, 6) or r.status != "proved":
            continue
        need: list[tuple[int, str]] = []
        if r.id == 2:
            need.append((3, "accesses are paired per buffer they are attributed to"))
        if r.id == 6 and stray:
            need.append((3, "stores are judged by the role of the buffer they are attributed to"))
        if any(f"({nm} " in q.smt2 for q in r.queries for nm in ufs):
            need.append((3, "its queries read role-in buffers as unchanging memory under the data assumptions"))
        if sync and r.id in (1, 2):
            need.append((4, "barrier intervals and warp collectives assume every thread passes the same ones"))
        missing = [(j, why) for j, why in need if j in by_id and by_id[j].status not in ("proved", "vacuous")]
        if missing:
            r.status = "unknown"
            r.detail = ((r.detail + "; ") if r.detail else "") + "; ".join(
                f"{why}, which obligation {j} ({by_id[j].status}) must justify" for j, why in missing)


def _values_line(w: dict) -> str:
    """One line naming the offending values: `offset = 5, tid A = 5, tid B = 0` (ids shown per dimension
    when a CTA or a y/z thread index is not 0)."""
    parts = [f"{k} = {v}" for k, v in sorted(w["symbols"].items())]
    for key, who in (("thread", ""), ("thread_a", " A"), ("thread_b", " B")):
        ids = w.get(key)
        if isinstance(ids, dict) and "thread" in ids:
            t, c = ids["thread"], ids.get("block", [0, 0, 0])
            parts.append(f"tid{who} = {t[0]}" if t[1:] == [0, 0] else f"tid{who} = {tuple(t)}")
            if any(c):
                parts.append(f"ctaid{who} = {c[0]}" if c[1:] == [0, 0] else f"ctaid{who} = {tuple(c)}")
    return ", ".join(parts)


def _touches_summarised(w: dict) -> bool:
    return any(isinstance(v, dict) and v.get("summarised_loop") for v in w.values())
