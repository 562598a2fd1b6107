"""The proving pipeline: parse -> CFG -> symbolic execution (threads A, B) -> obligations -> solve.

Why split derive() from solve: the checker re-runs derive() from scratch and compares
the SMT-LIB2 text of every query with the stored files byte for byte; a fresh Z3 context
per derivation makes that text deterministic.
"""

from __future__ import annotations

import hashlib
import time
from collections.abc import Callable

import z3

from fltc.errors import UnsupportedPTX
from verifier.cfg import CFG, build_cfg
from verifier.config import LaunchConfig
from verifier.obligations import ALL
from verifier.obligations.common import ObligationResult, ProofContext, solve
from verifier.ptx_parse import parse
from verifier.symexec import run_instances

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
        g = _cfg_cached(ptx_text, module, cfg.entry)
        launch, traces = run_instances(entry, cfg, ctx, ("A", "B"), progress, graph=g)
        a, b = traces["A"], traces["B"]
    except UnsupportedPTX as exc:
        err = str(exc)
    sym_s = time.perf_counter() - t0
    pc = ProofContext(ptx_text, entry, cfg, ctx, launch, a, b, err)
    results: list[ObligationResult] = []
    for mod in ALL:
        t1 = time.perf_counter()
        if progress:
            progress(f"obligation {mod.ID}: building")
        if err is not None and mod.ID in SYMEXEC_OBLIGATIONS:
            r = ObligationResult(mod.ID, "unsupported", mod.METHOD, err)
        else:
            r = mod.build(pc)
        for q in r.queries:
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


def _cfg_cached(ptx_text: str, module, entry_name: str) -> CFG:
    key = (hashlib.sha256(ptx_text.encode()).hexdigest(), entry_name)
    g = _GRAPHS.get(key)
    if g is None:
        g = _GRAPHS[key] = build_cfg(module.entry(entry_name))
    return g


def solve_all(pc: ProofContext, results: list[ObligationResult], progress: Progress = None) -> None:
    """Solve each obligation's queries and set status and witness."""
    for r in results:
        if not r.queries:
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
        r.seconds += time.perf_counter() - t1


def _touches_summarised(w: dict) -> bool:
    return any(isinstance(v, dict) and v.get("summarised_loop") for v in w.values())
