"""`fltc report`: the refinement report (HTML, Markdown, JSON) of what is proved, tested, or neither.

The report is for a reviewer, so it opens with the verdict: per kernel, how many
configurations it has and, per obligation 1-8, how many are proved / tested / failed /
unsupported / not attempted, followed by what is missing (identical reasons grouped
once, their configurations in a collapsible list). The per-configuration matrix,
witnesses, assumptions and numerics follow in ``<details>`` blocks.

A cell says "proved" only where the artifact was re-checked by the verifier and is
bound to the PTX as it is now; a verdict the checker took from its cache is labelled
"from cache", one re-derived in this run "re-checked now". Obligation 8 is "tested"
only from committed device results (``benchmarks/results/*.json``). A status string
this module does not know (a newer verifier's, say) is shown by name in the failure
colour, never as proved. All of it comes from :mod:`fltc.evidence`.

The HTML is self-contained (inline CSS, no script, plots as base64 PNG drawn with
matplotlib's Agg canvas) so it opens offline; plots appear only where they carry
information (an observed error that is exactly zero gets a sentence instead).
``--strict`` turns the report into the CI launch gate: exit 1 when any registry
configuration lacks a re-checked, fully proved artifact.

Device-results entries are read from the documented fields (kernel, label,
operator, inputs, max_err_over_bound, passed); optional ``max_err`` and ``bound``
(the error and bound at the worst element) or ``samples`` ([[err, bound], ...])
give an error-vs-bound scatter plot.
"""

from __future__ import annotations

import argparse
import base64
import datetime as _dt
import io
import json
import math
import os
import re
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from fltc.evidence import (
    OBLIGATIONS,
    PROVABLE_IDS,
    Evidence,
    NumericResult,
    Status,
    gather,
    launch_gate_failures,
    summarize,
    toolchain_versions,
)

HELP = "write the refinement report (HTML + Markdown + JSON): what is proved, tested, or neither"
DESCRIPTION = """\
Write DIR/report.html (self-contained; open it in a browser), DIR/report.md and DIR/report.json.

The HTML opens with a per-kernel summary (configurations; per obligation 1-8 how many are
proved, tested, failed, unsupported or not attempted) and what is missing, grouped by reason;
the per-configuration matrix, witnesses, assumptions and numerics are collapsible below.

Every artifact under proofs/ is re-checked (verifier.check); a cell says "proved" only when
that re-check passed and the artifact is bound to the current PTX. By default every verdict is
re-derived now; --cache lets the checker reuse its cached verdicts, which the report labels
"from cache". Obligation 8 (numerics) is "tested" only from committed benchmarks/results/*.json.

--strict also exits 1 when a configuration in backend.kernels.registry.launch_configs()
lacks a re-checked, fully proved artifact (the CI launch gate).
"""

REPORT_FORMAT = "fltc-report/2"

#: CSS class per known status string; anything else is drawn as a failure (see status_class).
_STATUS_CLASS: dict[str, str] = {
    Status.PROVED.value: "proved", Status.TESTED.value: "tested", Status.FAILED.value: "failed",
    "vacuous": "failed", Status.UNSUPPORTED.value: "unsupported", Status.UNKNOWN.value: "unknown",
    Status.NOT_ATTEMPTED.value: "none",
}
#: Display order of statuses in counts: good first, then failures, then the rest.
_STATUS_ORDER: tuple[str, ...] = ("proved", "tested", "failed", "vacuous", "unsupported", "unknown",
                                  "not attempted")
#: The status that discharges an obligation: "proved" for 1-7, "tested" for 8.
_GOOD = {i: Status.PROVED.value for i in PROVABLE_IDS} | {8: Status.TESTED.value}
#: How many "missing" groups the HTML shows before folding the rest away.
_GROUPS_SHOWN = 12


def status_class(status: str) -> str:
    """CSS class for a status; an unknown status string is a failure, never success."""
    return _STATUS_CLASS.get(status, "failed")


def _status_rank(status: str) -> tuple[int, str]:
    return (_STATUS_ORDER.index(status) if status in _STATUS_ORDER else 2, status)


def _severity(status: str) -> int:
    """Lower = worse; groups of missing evidence are listed worst first."""
    cls = status_class(status)
    return {"failed": 0, "unsupported": 1, "unknown": 2, "none": 3}.get(cls, 4)


# --------------------------------------------------------------------------- CLI
def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--out", required=True, type=Path, help="directory to write report.{html,md,json} into")
    p.add_argument("--root", type=Path, default=Path("."), help="repository root (default: current directory)")
    p.add_argument("--proofs", type=Path, default=None, help="artifact directory (default: ROOT/proofs)")
    p.add_argument("--results", type=Path, default=None,
                   help="device results directory (default: ROOT/benchmarks/results)")
    p.add_argument("--cache", action="store_true",
                   help="let the checker reuse cached verdicts (faster; the report labels them 'from cache')")
    p.add_argument("--strict", action="store_true",
                   help="exit 1 if any launchable registry configuration is not fully proved (CI gate)")


def main(args: argparse.Namespace) -> int:
    ev = gather(args.root, proofs_dir=args.proofs, results_dir=args.results,
                use_cache=bool(getattr(args, "cache", False)))
    paths = write_report(ev, args.out)
    for p in paths:
        print(f"wrote {p}")
    counts = summarize(ev.rows)
    print("cells: " + ", ".join(f"{v} {k}" for k, v in counts.items() if v))
    rc = recheck_counts(ev)
    print(f"artifacts re-checked by: {ev.checker} ({rc['now']} re-checked now, {rc['cached']} from cache, "
          f"{rc['rejected']} rejected, {rc['not_checked']} not re-checked)")
    if args.strict:
        return gate_exit(ev)
    return 0


def gate_exit(ev: Evidence, stream: Any = None) -> int:
    """Print the launch-gate verdict; 0 when every registry configuration is fully proved."""
    stream = stream or sys.stdout
    failures = launch_gate_failures(ev)
    if failures:
        print(f"LAUNCH GATE FAILED: {len(failures)} launchable configuration(s) lack a re-checked, "
              "fully proved artifact:", file=stream)
        for f in failures:
            print(f"  - {f}", file=stream)
        return 1
    print(f"launch gate OK: all {ev.registry_count} registry configuration(s) have re-checked, "
          "fully proved artifacts", file=stream)
    return 0


# --------------------------------------------------------------------------- model
def recheck_counts(ev: Evidence) -> dict[str, int]:
    """Artifacts by how their verdict was obtained: re-derived now, from cache, rejected, not checked."""
    out = {"now": 0, "cached": 0, "rejected": 0, "not_checked": 0}
    for a in ev.artifacts:
        r = a.recheck
        if not r.checked:
            out["not_checked"] += 1
        elif not r.ok:
            out["rejected"] += 1
        elif r.cached:
            out["cached"] += 1
        else:
            out["now"] += 1
    return out


def recheck_label(recheck: dict[str, Any]) -> str:
    """The honest one-word provenance of an artifact's verdict: 're-checked now' or 'from cache'."""
    if not recheck.get("checked", True):
        return "not re-checked"
    if not recheck.get("ok"):
        return "re-check failed"
    return "from cache" if recheck.get("cached") else "re-checked now"


def report_data(ev: Evidence, out_dir: Path | None = None, *, environment: bool = True) -> dict[str, Any]:
    """The report as plain JSON data (what report.json holds and both renderers use)."""
    root = Path(ev.root)

    def link(rel: str) -> str:
        if out_dir is None or not rel:
            return rel
        return Path(os.path.relpath((root / rel).resolve(), out_dir.resolve())).as_posix()

    rows = []
    for r in ev.rows:
        a = r.artifact
        rows.append({
            "kernel": r.kernel, "label": r.label, "config_key": r.config_key, "in_registry": r.in_registry,
            "fully_proved": r.fully_proved, "notes": list(r.notes),
            "artifact": None if a is None else {
                "path": a.path, "href": link(a.path), "ptx": a.ptx_path, "ptx_sha256": a.ptx_sha256,
                "recheck": {"checked": a.recheck.checked, "ok": a.recheck.ok, "message": a.recheck.message,
                            "cached": a.recheck.cached, "seconds": round(a.recheck.seconds, 4)},
                "binding_errors": list(a.binding_errors),
            },
            "obligations": [{
                "id": c.id, "name": c.name, "status": c.status.value, "reason": c.reason, "claimed": c.claimed,
                "method": c.method, "seconds": c.seconds,
                "witness": None if c.witness is None else json.loads(c.witness),
                "evidence": [_num_json(n) for n in c.evidence],
                "worst_err_over_bound": _worst(c.evidence),
            } for c in r.cells],
        })
    for n, row in enumerate(rows, 1):
        row["n"] = n  # anchors of witnesses: w-<n>-<obligation>
        if row["artifact"] is not None:
            row["artifact"]["recheck"]["label"] = recheck_label(row["artifact"]["recheck"])
    failures = launch_gate_failures(ev)
    data: dict[str, Any] = {
        "format": REPORT_FORMAT,
        "checker": ev.checker,
        "obligations": [{"id": i, "name": n, "provable": i in PROVABLE_IDS} for i, n in OBLIGATIONS],
        "summary": summarize(ev.rows),
        "kernels": kernel_summary(rows),
        "obligation_totals": obligation_totals(rows),
        "missing": missing_groups(rows),
        "recheck": recheck_counts(ev),
        "rows": rows,
        "assumptions": [{"artifact": a.path, "kernel": a.kernel, "label": a.label,
                         "assumptions": [{"name": s.name, "kind": s.kind, "reason": s.reason,
                                          **({"extra": json.loads(s.extra)} if s.extra else {})}
                                         for s in a.assumptions]} for a in ev.artifacts],
        "numerics": numerics_by_operator(ev.numerics),
        "result_files": [{"path": f.path, "command": f.command, "device": f.device, "kind": f.kind,
                          "created_utc": f.created_utc, "entries": f.entries, "error": f.error}
                         for f in ev.result_files],
        "solver_time": solver_time(ev),
        "toolchain": {"artifacts": artifact_toolchains(ev)},
        "unproved": list(ev.unproved()),
        "gate": {"ok": not failures, "failures": failures,
                 "registry_configurations": ev.registry_count, "registry_error": ev.registry_error},
        "problems": list(ev.problems),
    }
    data["assumption_groups"] = assumption_groups(data["assumptions"])
    if environment:
        data["generated_utc"] = _dt.datetime.now(_dt.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
        data["toolchain"]["environment"] = environment_versions()
    return data


def _count(statuses: Iterable[str]) -> dict[str, int]:
    """Counts per status, in display order (good first)."""
    out: dict[str, int] = {}
    for s in statuses:
        out[s] = out.get(s, 0) + 1
    return {k: out[k] for k in sorted(out, key=_status_rank)}


def kernel_summary(rows: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """One entry per kernel: configurations, and per obligation the count of each status."""
    by: dict[str, list[dict[str, Any]]] = {}
    for r in rows:
        by.setdefault(r["kernel"], []).append(r)
    out = []
    for k in sorted(by):
        rs = by[k]
        per = {str(i): _count(o["status"] for r in rs for o in r["obligations"] if o["id"] == i)
               for i, _ in OBLIGATIONS}
        out.append({
            "kernel": k, "configurations": len(rs), "in_registry": sum(r["in_registry"] for r in rs),
            "fully_proved": sum(r["fully_proved"] for r in rs),
            "tested": per["8"].get(Status.TESTED.value, 0),
            "per_obligation": per,
            "failing": any(status_class(s) == "failed" for i in PROVABLE_IDS for s in per[str(i)]),
            "proof_gaps": _proof_gaps(per),
        })
    return out


def _proof_gaps(per: dict[str, dict[str, int]]) -> list[dict[str, Any]]:
    """Obligations 1-7 that are not all proved, merged where the counts agree ("1-7: 2 failed")."""
    by: dict[tuple[str, int], list[int]] = {}
    for i in PROVABLE_IDS:
        for st, n in per[str(i)].items():
            if st != Status.PROVED.value:
                by.setdefault((st, n), []).append(i)
    gaps = [{"obligations": _obligation_list(ids).split(" ", 1)[1], "status": st, "count": n}
            for (st, n), ids in by.items()]
    return sorted(gaps, key=lambda g: (_severity(g["status"]), g["obligations"]))


def obligation_totals(rows: Sequence[dict[str, Any]]) -> dict[str, dict[str, int]]:
    """Per obligation (all kernels): the count of each status."""
    return {str(i): _count(o["status"] for r in rows for o in r["obligations"] if o["id"] == i)
            for i, _ in OBLIGATIONS}


def _obligation_list(ids: Sequence[int]) -> str:
    ids = sorted(ids)
    if len(ids) == 1:
        return f"obligation {ids[0]}"
    if ids == list(range(ids[0], ids[-1] + 1)):
        return f"obligations {ids[0]}-{ids[-1]}"
    return "obligations " + ", ".join(str(i) for i in ids)


def _reason_shape(reason: str) -> str:
    """A reason with its numbers blanked: reasons that differ only in counts are the same reason."""
    return re.sub(r"\d+(?:\.\d+)?(?:e[-+]?\d+)?", "#", reason)


def missing_groups(rows: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """Every cell that is not proved (1-7) / not tested (8), grouped by (status, reason, obligations).

    Why: the same reason repeated per configuration (134 x "not attempted") hides the few that
    differ; one line per reason, with its configurations listed under it, does not. Reasons that
    differ only in their numbers form one group; each configuration's own reason is kept."""
    groups: dict[tuple[str, str, tuple[int, ...]], list[dict[str, Any]]] = {}
    for r in rows:
        per: dict[tuple[str, str], list[int]] = {}
        for o in r["obligations"]:
            if o["status"] != _GOOD[o["id"]]:
                per.setdefault((o["status"], o["reason"]), []).append(o["id"])
        for (st, reason), ids in per.items():
            groups.setdefault((st, _reason_shape(reason), tuple(ids)), []).append(
                {"kernel": r["kernel"], "label": r["label"], "in_registry": r["in_registry"], "reason": reason})
    out = []
    for (st, _shape, ids), confs in groups.items():
        by_kernel: dict[str, list[str]] = {}
        for c in confs:
            by_kernel.setdefault(c["kernel"], []).append(c["label"] + ("" if c["in_registry"] else
                                                                       " (not in registry)"))
        reasons = sorted({c["reason"] for c in confs})
        out.append({"status": st, "reason": confs[0]["reason"], "reasons_vary": len(reasons) > 1,
                    "obligations": list(ids), "what": f"{_obligation_list(ids)} {st}", "count": len(confs),
                    "kernels": [{"kernel": k, "labels": v} for k, v in sorted(by_kernel.items())],
                    "configurations": confs})
    out.sort(key=lambda g: (_severity(g["status"]), -g["count"], g["obligations"], g["reason"]))
    return out


def assumption_groups(assumptions: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """Assumptions grouped by (name, kind, reason), each with the artifacts that state it."""
    groups: dict[tuple[str, str, str], list[dict[str, Any]]] = {}
    for a in assumptions:
        for s in a["assumptions"]:
            groups.setdefault((s["name"], s["kind"], s["reason"]), []).append(
                {"artifact": a["artifact"], "kernel": a["kernel"], "label": a["label"], "extra": s.get("extra")})
    out = [{"name": n, "kind": k, "reason": r, "count": len(v), "artifacts": v}
           for (n, k, r), v in groups.items()]
    out.sort(key=lambda g: (-g["count"], g["name"], g["reason"]))
    return out


def _worst(results: Sequence[NumericResult]) -> float | None:
    ratios = [n.ratio for n in results if n.ratio is not None and math.isfinite(n.ratio)]
    return max(ratios) if ratios else None


def numeric_verdict(n: NumericResult) -> str:
    """What one device result says, in words that follow its fields (never 'failed' for a pass)."""
    if not n.passed:
        return "failed"
    if n.ratio is None:
        return "passed (pass/fail check, no error bound)"
    if not math.isfinite(n.ratio) or n.ratio > 1.0:
        return "failed (error over the bound)"
    return "within the bound"


def _verdict_class(verdict: str) -> str:
    if verdict.startswith("failed"):
        return "failed"
    return "tested" if verdict == "within the bound" else "check"


def _num_json(n: NumericResult) -> dict[str, Any]:
    v = numeric_verdict(n)
    return {"kernel": n.kernel, "label": n.label, "operator": n.operator, "inputs": n.inputs,
            "max_err_over_bound": n.ratio, "passed": n.passed, "within_bound": n.within_bound,
            "verdict": v, "verdict_class": _verdict_class(v),
            "max_err": n.max_err, "bound": n.bound, "source": n.source, "device": n.device,
            "command": n.command, "created_utc": n.created_utc}


def numerics_by_operator(numerics: Sequence[NumericResult]) -> dict[str, Any]:
    """Per operator: the tests, inputs, worst ratio, the verdict, and whether a plot would say anything."""
    ops: dict[str, list[NumericResult]] = {}
    for n in numerics:
        ops.setdefault(n.operator, []).append(n)
    out: dict[str, Any] = {}
    for op in sorted(ops):
        rs = ops[op]
        verdicts = [numeric_verdict(n) for n in rs]
        failed = sum(v.startswith("failed") for v in verdicts)
        no_ratio = sum(n.passed and n.ratio is None for n in rs)
        ratios = [n.ratio for n in rs if n.ratio is not None and math.isfinite(n.ratio)]
        zero = sum(r == 0.0 for r in ratios)
        if failed:
            verdict = f"{failed} of {len(rs)} failed"
        elif no_ratio == len(rs):
            verdict = "all passed (pass/fail checks, no error bound)"
        elif no_ratio:
            verdict = f"all passed; {len(rs) - no_ratio} within the bound, {no_ratio} pass/fail without a bound"
        else:
            verdict = "all within the bound"
        out[op] = {
            "tests": len(rs),
            "all_within_bound": all(n.within_bound for n in rs),
            "worst_err_over_bound": _worst(rs),
            "verdict": verdict, "verdict_class": "failed" if failed else ("check" if no_ratio else "tested"),
            "kernels": sorted({n.kernel for n in rs}),
            "zero_error_tests": zero,
            "all_zero_error": bool(ratios) and zero == len(rs),
            "note": _numerics_note(len(rs), zero, no_ratio, len(ratios)),
            "inputs": sorted({n.inputs for n in rs if n.inputs}),
            "sources": sorted({n.source for n in rs}),
            "results": [_num_json(n) for n in rs],
        }
    return out


def _numerics_note(tests: int, zero: int, no_ratio: int, with_ratio: int) -> str:
    """The sentence that stands where a plot would carry no information."""
    if with_ratio and zero == tests:
        return (f"The observed error is exactly zero in {'the' if tests == 1 else f'all {tests}'} test"
                f"{'' if tests == 1 else 's'} (the output equals the reference bit for bit), so there is "
                "nothing to plot.")
    if no_ratio == tests:
        return "Pass/fail checks without an error bound: there is no error/bound ratio to plot."
    parts = []
    if zero:
        parts.append(f"{zero} of {tests} tests observed exactly zero error")
    if no_ratio:
        parts.append(f"{no_ratio} are pass/fail checks without an error bound")
    return ("; ".join(parts) + "." if parts else "") + (" The non-zero ratios are in the plot above."
                                                          if with_ratio > zero else "")


def solver_time(ev: Evidence) -> dict[str, Any]:
    """Seconds the prover spent per obligation (from artifacts) and re-check seconds (this run)."""
    per: dict[str, dict[str, float | int]] = {}
    for i in PROVABLE_IDS:
        per[str(i)] = {"artifacts": 0, "total_s": 0.0, "max_s": 0.0}
    for a in ev.artifacts:
        for c in a.claims:
            if c.seconds is None or str(c.id) not in per:
                continue
            d = per[str(c.id)]
            d["artifacts"] = int(d["artifacts"]) + 1
            d["total_s"] = round(float(d["total_s"]) + c.seconds, 6)
            d["max_s"] = max(float(d["max_s"]), c.seconds)
    recheck = round(sum(a.recheck.seconds for a in ev.artifacts), 3)
    return {"per_obligation": per, "recheck_total_s": recheck}


def _recorded(v: str) -> str:
    """An artifact's recorded version, with '?' and blanks said in words."""
    v = str(v).strip()
    return "not recorded in the artifact" if v in ("", "?") else v


def artifact_toolchains(ev: Evidence) -> list[dict[str, Any]]:
    """Distinct solver/toolchain records found in the artifacts, with how many artifacts use each."""
    seen: dict[str, dict[str, Any]] = {}
    for a in ev.artifacts:
        if a.load_error:
            continue
        rec = {"solver": {k: _recorded(v) for k, v in a.solver},
               "toolchain": {k: _recorded(v) for k, v in a.toolchain}}
        k = json.dumps(rec, sort_keys=True)
        seen.setdefault(k, {**rec, "artifacts": 0})["artifacts"] += 1
    return [seen[k] for k in sorted(seen)]


def environment_versions() -> dict[str, str]:
    """Versions in the environment that produced this report (not used by the checklist)."""
    return toolchain_versions()


# --------------------------------------------------------------------------- plots
def _canvas(fig: Any) -> bytes:
    from matplotlib.backends.backend_agg import FigureCanvasAgg

    FigureCanvasAgg(fig)
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=90, metadata={"Software": None})
    return buf.getvalue()


def _short(s: str, n: int) -> str:
    return s if len(s) <= n else s[: n - 1] + "\u2026"


def plot_operator(op: str, results: Sequence[NumericResult]) -> bytes | None:
    """PNG: observed error against the spec's bound (log-log, with err = bound); None when it would be empty.

    Only (error, bound) pairs with a non-zero error are drawn: a zero error has no place on a log
    axis and is said in a sentence instead."""
    from matplotlib.figure import Figure

    pairs = [(e, b) for n in results for e, b in n.samples]
    pairs += [(n.max_err, n.bound) for n in results if n.max_err is not None and n.bound is not None]
    pairs = [(e, b) for e, b in pairs if math.isfinite(e) and math.isfinite(b) and e > 0 and b > 0]
    if not pairs:
        return None
    fig = Figure(figsize=(5.2, 3.4), layout="constrained")
    ax = fig.subplots(1, 1)
    xs = [b for _, b in pairs]
    ys = [e for e, _ in pairs]
    ax.scatter(xs, ys, s=14, c=["#2a7" if e <= b else "#c33" for e, b in pairs])
    lo, hi = min(xs + ys), max(xs + ys)
    ax.plot([lo, hi], [lo, hi], "k--", lw=1, label="error = bound")
    ax.set_xscale("log")
    ax.set_yscale("log")
    ax.set_xlabel("spec's error bound")
    ax.set_ylabel("observed |error|")
    ax.set_title(f"{_short(op, 48)}: error vs bound", fontsize=9)
    ax.legend(fontsize=7)
    return _canvas(fig)


def plot_ratios(numerics: Sequence[NumericResult]) -> bytes | None:
    """PNG: worst error/bound per test, for the tests whose ratio is finite and non-zero (None if none)."""
    from matplotlib.figure import Figure

    rs = sorted((n for n in numerics if n.ratio is not None and math.isfinite(n.ratio) and n.ratio > 0),
                key=lambda n: (n.ratio, n.kernel, n.label))
    if not rs:
        return None
    fig = Figure(figsize=(11.0, 1.0 + 0.26 * len(rs)), layout="constrained")
    ax = fig.subplots(1, 1)
    names = [_short(f"{n.kernel} [{n.label}]  {n.operator}", 80) for n in rs]
    ratios = [float(n.ratio or 0.0) for n in rs]
    ax.barh(range(len(rs)), ratios, color=["#2a7" if n.within_bound else "#c33" for n in rs])
    ax.axvline(1.0, color="k", ls="--", lw=1)
    ax.text(1.0, len(rs) - 0.4, " bound", fontsize=8, va="bottom")
    ax.set_yticks(range(len(rs)), names, fontsize=7)
    ax.set_xlim(0, max(1.1, max(ratios) * 1.05))
    ax.set_ylim(-0.6, len(rs) - 0.4 + 0.8)
    ax.set_xlabel("worst observed |error| / spec's bound  (<= 1 passes)", fontsize=8)
    ax.tick_params(axis="x", labelsize=8)
    return _canvas(fig)


def plot_solver_time(ev: Evidence) -> bytes | None:
    """PNG: prover seconds per obligation, summed over artifacts (None when no artifact has times)."""
    from matplotlib.figure import Figure

    per = solver_time(ev)["per_obligation"]
    vals = [float(per[str(i)]["total_s"]) for i in PROVABLE_IDS]
    if not any(vals):
        return None
    fig = Figure(figsize=(9.0, 2.6), layout="constrained")
    ax = fig.subplots(1, 1)
    ax.bar([f"{i}\n{dict(OBLIGATIONS)[i]}" for i in PROVABLE_IDS], vals, color="#47a")
    ax.set_ylabel("prover seconds (sum)", fontsize=8)
    ax.tick_params(axis="x", labelsize=7)
    ax.tick_params(axis="y", labelsize=7)
    return _canvas(fig)


def _b64(png: bytes) -> str:
    return "data:image/png;base64," + base64.b64encode(png).decode("ascii")


# --------------------------------------------------------------------------- renderers
def plural(n: int, word: str) -> str:
    """'1 configuration', '3 configurations'."""
    return f"{n} {word}{'' if n == 1 else 's'}"


def _counts_text(counts: dict[str, int]) -> str:
    return ", ".join(f"{v} {k}" for k, v in counts.items() if v) or "none"


def headline(data: dict[str, Any]) -> list[str]:
    """The report's first sentences: what is proved, tested and missing, over all kernels."""
    rows = data["rows"]
    kernels = data["kernels"]
    reg = [r for r in rows if r["in_registry"]]
    proved_cells = {k: v for k, v in _count(o["status"] for r in rows for o in r["obligations"]
                                            if o["id"] in PROVABLE_IDS).items()}
    ob8 = data["obligation_totals"]["8"]
    rc = data["recheck"]
    gate = data["gate"]
    in_reg = ("all in the backend registry" if len(reg) == len(rows) == gate["registry_configurations"]
              else f"{len(reg)} of them in the backend registry, which has {gate['registry_configurations']}")
    out = [
        f"{plural(len(rows), 'configuration')} of {plural(len(kernels), 'kernel')}, {in_reg}"
        + (f" (registry error: {gate['registry_error']})" if gate["registry_error"] else "")
        + f". Launch gate: {'OK' if gate['ok'] else 'FAILS for ' + plural(len(gate['failures']), 'configuration')}.",
        f"Obligations 1-7 (Z3 proofs): {sum(r['fully_proved'] for r in rows)} of {len(rows)} fully proved; "
        f"cells: {_counts_text(proved_cells)}.",
        f"Obligation 8 (numerics on the device, never proved): {ob8.get('tested', 0)} of {len(rows)} tested; "
        f"cells: {_counts_text(ob8)}.",
        f"Artifacts: {rc['now']} re-checked now, {rc['cached']} from cache, {rc['rejected']} rejected by the "
        f"re-check, {rc['not_checked']} not re-checked ({data['checker']}).",
    ]
    return out


def render_markdown(data: dict[str, Any], *, title: str = "fltc refinement report") -> str:
    """The report as Markdown (same content as the HTML, without images)."""
    L: list[str] = [f"# {title}", ""]
    if "generated_utc" in data:
        L += [f"Generated {data['generated_utc']}.", ""]
    L += [f"- {s}" for s in headline(data)] + [""]
    L += ["## Summary per kernel", "", *summary_markdown(data), ""]
    L += _md_status_legend()
    L += ["## What is missing", ""]
    for g in data["missing"]:
        L.append(f"- **{plural(g['count'], 'configuration')}**: {g['what']} — "
                 + ("for example: " if g["reasons_vary"] else "") + g["reason"])
        if g["reasons_vary"]:
            L += [f"  - {c['kernel']} [{c['label']}]: {c['reason']}" for c in g["configurations"]]
        else:
            L += [f"  - {k['kernel']}: {', '.join(k['labels'])}" for k in g["kernels"]]
    if not data["missing"]:
        L.append("- nothing: every configuration is proved (1-7) and tested (8)")
    gate = data["gate"]
    L += ["", f"Launch gate: {'OK' if gate['ok'] else 'FAILS'} "
              f"({gate['registry_configurations']} registry configuration(s)).", ""]
    L += ["## Obligation matrix", "", *matrix_markdown(data["rows"]), ""]
    L += ["## Witnesses", ""]
    wit = [(r, o) for r in data["rows"] for o in r["obligations"] if o["witness"] is not None]
    for r, o in wit:
        L += [f"### {r['kernel']} [{r['label']}] obligation {o['id']} ({o['name']}): {o['status']}", "",
              "```json", json.dumps(o["witness"], indent=2, sort_keys=True), "```", ""]
    if not wit:
        L += ["No artifact carries a witness.", ""]
    L += ["## Assumptions", ""]
    for g in data["assumption_groups"]:
        L += [f"- **{g['name']}** ({g['kind']}), in {g['count']} artifact(s): {g['reason']}"]
        L += [f"  - `{a['artifact']}`" + (f": `{json.dumps(a['extra'], sort_keys=True)}`" if a["extra"] else "")
              for a in g["artifacts"]]
    if not data["assumptions"]:
        L += ["No artifacts."]
    L += ["", "## Numerical evidence (obligation 8, from committed device results)", ""]
    L += numerics_markdown(data["numerics"], data["result_files"])
    L += ["", "## Solver time per obligation", "", "| obligation | artifacts | total s | max s |", "|---|---|---|---|"]
    per = data["solver_time"]["per_obligation"]
    names = {o["id"]: o["name"] for o in data["obligations"]}
    for k in sorted(per, key=int):
        d = per[k]
        L.append(f"| {k} {names[int(k)]} | {d['artifacts']} | {d['total_s']:.3f} | {d['max_s']:.3f} |")
    if "recheck_total_s" in data["solver_time"] and "generated_utc" in data:
        L += ["", f"Re-checking all artifacts took {data['solver_time']['recheck_total_s']:.2f} s in this run."]
    L += ["", "## Toolchain versions", ""]
    for t in data["toolchain"]["artifacts"]:
        L.append(f"- artifacts ({t['artifacts']}): solver {_kv(t['solver'])}; toolchain {_kv(t['toolchain'])}")
    if not data["toolchain"]["artifacts"]:
        L.append("- no artifacts")
    for k, v in data["toolchain"].get("environment", {}).items():
        L.append(f"- this run: {k} = {v}")
    if data["problems"]:
        L += ["", "## Problems reading the evidence", ""] + [f"- {p}" for p in data["problems"]]
    return "\n".join(L).rstrip() + "\n"


def summary_markdown(data: dict[str, Any]) -> list[str]:
    """Markdown: one row per kernel with the status counts per obligation, and a totals row."""
    head = "| kernel | configurations | fully proved (1-7) | " + " | ".join(
        f"{i} {n}" for i, n in OBLIGATIONS) + " |"
    out = [head, "|" + "---|" * (len(OBLIGATIONS) + 3)]
    for k in data["kernels"]:
        cells = " | ".join(_counts_text(k["per_obligation"][str(i)]) for i, _ in OBLIGATIONS)
        out.append(f"| {k['kernel']} | {k['configurations']} | {k['fully_proved']} | {cells} |")
    tot = data["obligation_totals"]
    out.append(f"| **all** | {len(data['rows'])} | {sum(r['fully_proved'] for r in data['rows'])} | "
               + " | ".join(_counts_text(tot[str(i)]) for i, _ in OBLIGATIONS) + " |")
    return out


def _kv(d: dict[str, Any]) -> str:
    return ", ".join(f"{k}={v}" for k, v in sorted(d.items())) or "(none)"


def _md_status_legend() -> list[str]:
    return ["Status: **proved** = Z3 artifact re-checked (now, or from the checker's cache where it says so) and "
            "bound to the current PTX sha256 and configuration; **tested** = committed device results within "
            "the spec's error bound (obligation 8 only, never proved); **failed** / **vacuous** / "
            "**unsupported** / **unknown** = as the verifier or re-check said (any other status counts as a "
            "failure); **not attempted** = no artifact or no device result.", ""]


def matrix_markdown(rows: Sequence[dict[str, Any]]) -> list[str]:
    """Markdown table rows for the obligation matrix (used by the report and CHECKLIST.md)."""
    head = "| kernel | configuration | key | " + " | ".join(f"{i} {n}" for i, n in OBLIGATIONS) + " | artifact |"
    sep = "|" + "---|" * (len(OBLIGATIONS) + 4)
    out = [head, sep]
    for r in rows:
        cells = " | ".join(o["status"] for o in r["obligations"])
        art = f"[`{r['artifact']['path']}`]({r['artifact']['href']})" if r["artifact"] else "none"
        where = r["label"] or "?"
        if not r["in_registry"]:
            where += " (not in registry)"
        out.append(f"| {r['kernel']} | {where} | {r['config_key'][:12]} | {cells} | {art} |")
    if not rows:
        out.append("| (no configurations: no registry and no artifacts) |" + " |" * (len(OBLIGATIONS) + 3))
    return out


def numerics_markdown(numerics: dict[str, Any], files: Sequence[dict[str, Any]]) -> list[str]:
    """Markdown: one row per operator with its verdict (used by the report and CHECKLIST.md)."""
    if not numerics:
        return ["No committed device results: obligation 8 is not attempted for every configuration."]
    L = ["| operator | tests | worst error/bound | verdict | inputs |", "|---|---|---|---|---|"]
    for op, d in numerics.items():
        w = d["worst_err_over_bound"]
        verdict = d.get("verdict") or ("all within the bound" if d["all_within_bound"] else "NOT all within the bound")
        L.append(f"| {op} | {d['tests']} | {'n/a' if w is None else f'{w:.4g}'} | "
                 f"{verdict} | {'; '.join(d['inputs'])} |")
    L += ["", "Result files:"]
    L += [f"- `{f['path']}` ({f['kind']}, {f['device']}, {f['created_utc']}): `{f['command']}`" for f in files]
    return L


_CSS = """
body{font:14px/1.4 system-ui,-apple-system,Segoe UI,sans-serif;margin:10px 14px;color:#222}
h1{font-size:1.35em;margin:.1em 0 .2em}h2{font-size:1.15em;border-bottom:1px solid #ccc;padding-bottom:.15em;
margin:1.2em 0 .4em}h3{font-size:1em;margin:.8em 0 .3em}
table{border-collapse:collapse;margin:.3em 0}th,td{border:1px solid #d4d4d4;padding:2px 5px;vertical-align:top}
th{background:#f3f3f3;font-weight:600;font-size:12px}
.proved{background:#bfe8c8}.tested{background:#cfe3fb}.failed{background:#f6b8b8}.unsupported{background:#f7dca6}
.unknown{background:#e6d9f5}.none{background:#eeeeee;color:#555}.check{background:#e3f1d9}
code,pre{font-size:12px}pre{background:#f7f7f7;padding:.5em;overflow:auto;max-height:24em}
.small{font-size:12px;color:#555}.bad{color:#a00;font-weight:600}.ok{color:#070;font-weight:600}
details{margin:.25em 0}summary{cursor:pointer}
.head{background:#fafafa;border:1px solid #ddd;padding:4px 10px;margin:.3em 0;font-size:13px}
.head p{margin:.15em 0}.legend{font-size:12px;color:#444;margin:.3em 0}.legend span{padding:0 4px}
table.summary{font-size:12px;table-layout:fixed}table.summary td{padding:1px 4px;line-height:1.35}
table.summary td.k{white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.chip{display:inline-block;padding:0 4px;margin:0 2px 0 0;border-radius:3px;white-space:nowrap}
table.summary tr.total td{border-top:2px solid #999;font-weight:600}
table.matrix{font-size:12px}table.matrix td.c{text-align:center;white-space:nowrap}
td.msg{max-width:300px;font-size:11px;overflow-wrap:anywhere}
ul.groups>li{margin:.2em 0}.num{text-align:right;font-variant-numeric:tabular-nums}
img{max-width:100%;height:auto}
"""


def render_html(data: dict[str, Any], plots: dict[str, str], *, title: str = "fltc refinement report") -> str:
    """Self-contained HTML: inline CSS, images as data: URIs, no script, no external resource."""
    import jinja2

    env = jinja2.Environment(autoescape=True, undefined=jinja2.StrictUndefined, trim_blocks=True,
                             lstrip_blocks=True)
    env.filters["tojson_pretty"] = lambda v: json.dumps(v, indent=2, sort_keys=True)
    tpl = env.from_string(_HTML)
    return tpl.render(d=data, plots=plots, title=title, css=_CSS, cls=status_class, fmt=_fmt,
                      headline=headline(data), shown=_GROUPS_SHOWN, short=_short, plural=plural, known=set(_STATUS_CLASS))


def _fmt(v: Any, nd: int = 4) -> str:
    if v is None:
        return "n/a"
    if isinstance(v, float):
        return f"{v:.{nd}g}"
    return str(v)


_HTML = """<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{{ title }}</title><style>{{ css }}</style></head>
<body>
{% macro chips(counts) %}{% for s, n in counts.items() %}<span class="chip {{ cls(s) }}">{{ n }} {{ s }}</span>{% endfor %}{% endmacro %}
<h1>{{ title }}</h1>
<div class="head">
{% for s in headline %}<p>{{ s }}</p>{% endfor %}
</div>


<table class="summary" id="summary">
<colgroup><col style="width:190px"><col style="width:54px"><col style="width:62px">
{% for o in d.obligations %}<col style="width:{{ 112 if o.provable else 235 }}px">{% endfor %}</colgroup>
<tr><th>kernel</th><th>configs</th><th>fully<br>proved</th>
{% for o in d.obligations %}<th>{{ o.id }}<br><span class="small">{{ o.name }}</span></th>{% endfor %}</tr>
{% for k in d.kernels %}
<tr><td class="k" title="{{ k.kernel }}"><a href="#k-{{ k.kernel }}">{{ k.kernel }}</a></td>
<td class="num">{{ k.configurations }}</td>
<td class="num {{ 'proved' if k.fully_proved == k.configurations else 'failed' }}">{{ k.fully_proved }}/{{ k.configurations }}</td>
{% for o in d.obligations %}<td>{{ chips(k.per_obligation[o.id|string]) }}</td>{% endfor %}</tr>
{% endfor %}
{% if d.kernels %}
<tr class="total"><td>all {{ d.kernels|length }} kernels</td><td class="num">{{ d.rows|length }}</td>
{% set fp = d.rows|selectattr("fully_proved")|list|length %}
<td class="num {{ 'proved' if fp == d.rows|length else 'failed' }}">{{ fp }}/{{ d.rows|length }}</td>
{% for o in d.obligations %}<td>{{ chips(d.obligation_totals[o.id|string]) }}</td>{% endfor %}</tr>
{% else %}<tr><td colspan="11">No configurations: no registry and no artifacts.</td></tr>{% endif %}
</table>
<p class="legend">
<span class="proved">proved</span> Z3 artifact re-checked and bound to the current PTX (obligations 1-7)
&middot; <span class="tested">tested</span> device results within the spec's bound (8 only, never "proved")
&middot; <span class="failed">failed</span> <span class="failed">vacuous</span> or any other status: a failure
&middot; <span class="unsupported">unsupported</span> <span class="unknown">unknown</span> as the verifier said
&middot; <span class="none">not attempted</span> no artifact / no result
{% if d.generated_utc is defined %}&middot; generated {{ d.generated_utc }}{% endif %}</p>

<h2 id="missing">What is missing</h2>
{% if d.missing %}
<ul class="groups">
{% for g in d.missing[:shown] %}<li>{{ _group(g) }}</li>{% endfor %}
</ul>
{% if d.missing|length > shown %}<details><summary>{{ d.missing|length - shown }} more group(s)</summary><ul class="groups">
{% for g in d.missing[shown:] %}<li>{{ _group(g) }}</li>{% endfor %}</ul></details>{% endif %}
{% else %}<p>Nothing: every configuration is proved (obligations 1-7) and tested (obligation 8).</p>{% endif %}
{% if d.gate.failures %}<details><summary class="bad">Launch gate: {{ d.gate.failures|length }} failure(s)</summary>
<ul>{% for f in d.gate.failures %}<li>{{ f }}</li>{% endfor %}</ul></details>{% endif %}

<h2 id="matrix">Obligation matrix per configuration</h2>
<p class="small">One block per kernel; open it for its configurations. Hover a cell for its reason.</p>
{% for k in d.kernels %}
<details id="k-{{ k.kernel }}"><summary><b>{{ k.kernel }}</b>: {{ plural(k.configurations, "configuration") }},
{{ k.fully_proved }} fully proved{% for g in k.proof_gaps %} <span class="chip {{ cls(g.status) }}">{{ g.obligations }}: {{ g.count }} {{ g.status }}</span>{% endfor %}{% for o in d.obligations if not o.provable %}; obligation 8: {{ chips(k.per_obligation[o.id|string]) }}{% endfor %}
</summary>
<table class="matrix">
<tr><th>configuration</th><th>key</th>
{% for o in d.obligations %}<th>{{ o.id }}<br><span class="small">{{ o.name }}</span></th>{% endfor %}
<th>artifact</th><th>re-check</th></tr>
{% for r in d.rows if r.kernel == k.kernel %}{% set ri = r.n %}
<tr><td>{{ r.label or "(no label)" }}{% if not r.in_registry %}<br><span class="small">not in registry</span>{% endif %}
{% for n in r.notes %}<br><span class="small">{{ n }}</span>{% endfor %}</td>
<td><code title="{{ r.config_key }}">{{ r.config_key[:10] }}</code></td>
{% for o in r.obligations %}<td class="c {{ cls(o.status) }}" title="{{ o.reason }}">
{% if o.witness is not none %}<a href="#w-{{ ri }}-{{ o.id }}">{{ o.status }}</a>
{% elif o.status == "proved" and r.artifact %}<a href="{{ r.artifact.href }}">{{ o.status }}</a>
{% else %}{{ o.status }}{% endif %}
{% if o.claimed and o.claimed not in known and o.claimed != o.status %}<br><span class="small">claims &ldquo;{{ o.claimed }}&rdquo;</span>{% endif %}
{% if o.seconds is not none %}<br><span class="small">{{ fmt(o.seconds, 3) }} s</span>{% endif %}
{% if o.worst_err_over_bound is not none %}<br><span class="small">err/bound {{ fmt(o.worst_err_over_bound, 3) }}</span>{% endif %}
</td>{% endfor %}
<td>{% if r.artifact %}<a href="{{ r.artifact.href }}" title="{{ r.artifact.path }}">json</a>{% else %}none{% endif %}</td>
<td class="msg">{% if r.artifact %}{% set rc = r.artifact.recheck %}
{% if rc.ok and rc.checked %}<span class="ok">OK</span>, {{ rc.label }}{% if not rc.cached %} ({{ fmt(rc.seconds, 3) }} s){% endif %}
{% else %}<span class="bad">{{ rc.label }}</span>: <span title="{{ rc.message }}">{{ short(rc.message, 240) }}</span>{% endif %}
{% for b in r.artifact.binding_errors %}<br><span class="bad">{{ b }}</span>{% endfor %}{% endif %}</td></tr>
{% endfor %}
</table></details>
{% endfor %}

<h2 id="numerics">Numerical evidence (obligation 8, from committed device results)</h2>
{% if d.numerics %}
<table><tr><th>operator</th><th>kernels</th><th>tests</th><th>worst error/bound</th><th>verdict</th></tr>
{% for op, n in d.numerics.items() %}<tr><td><a href="#op-{{ loop.index }}">{{ op }}</a></td>
<td class="small">{{ n.kernels|join(", ") }}</td><td class="num">{{ n.tests }}</td>
<td class="num">{% if n.all_zero_error %}exactly 0{% else %}{{ fmt(n.worst_err_over_bound) }}{% endif %}</td>
<td class="{{ n.verdict_class }}">{{ n.verdict }}</td></tr>{% endfor %}
</table>
{% if plots.__ratios__ is defined %}<p>Worst observed error / bound of every test whose error is not zero
(tests with exactly zero error are listed above and below, not plotted):</p>
<img alt="worst observed error over bound per test" src="{{ plots.__ratios__ }}">
{% else %}<p>No test observed a non-zero error, so there is no error/bound plot.</p>{% endif %}
<details><summary>Per operator: inputs, each test, and the error-vs-bound plot where the results have one</summary>
{% for op, n in d.numerics.items() %}
<h3 id="op-{{ loop.index }}">{{ op }}</h3>
<p>{{ plural(n.tests, "test") }}; worst observed error/bound = <b>{{ fmt(n.worst_err_over_bound) }}</b>;
<span class="{{ n.verdict_class }}">{{ n.verdict }}</span>.{% if n.note %} {{ n.note }}{% endif %}</p>
<table><tr><th>kernel</th><th>configuration</th><th>inputs</th><th>error/bound</th><th>max err</th><th>bound</th><th>verdict</th><th>source</th></tr>
{% for e in n.results %}<tr><td>{{ e.kernel }}</td><td>{{ e.label }}</td>
<td>{{ e.inputs }}</td><td class="num">{{ fmt(e.max_err_over_bound) }}</td><td class="num">{{ fmt(e.max_err) }}</td><td class="num">{{ fmt(e.bound) }}</td>
<td class="{{ e.verdict_class }}">{{ e.verdict }}</td><td class="small">{{ e.source }}<br>{{ e.device }}</td></tr>{% endfor %}</table>
{% if plots[op] is defined %}<img alt="{{ op }}: error against bound" src="{{ plots[op] }}">{% endif %}
{% endfor %}
</details>
{% else %}<p>No committed device results: obligation 8 is "not attempted" for every configuration.</p>{% endif %}
{% if d.result_files %}<details><summary>Result files ({{ d.result_files|length }})</summary><ul>{% for f in d.result_files %}<li><code>{{ f.path }}</code> ({{ f.kind }}, {{ f.device }}, {{ f.created_utc }}{% if f.error %}, <span class="bad">{{ f.error }}</span>{% endif %}): <code>{{ f.command }}</code></li>{% endfor %}</ul></details>{% endif %}
{% if plots.__matplotlib__ is defined %}<p class="small">{{ plots.__matplotlib__ }}</p>{% endif %}

<h2 id="witnesses">Witnesses</h2>
{% set ns = namespace(any=false) %}
{% for r in d.rows %}{% set ri = r.n %}{% for o in r.obligations if o.witness is not none %}{% set ns.any = true %}
<details id="w-{{ ri }}-{{ o.id }}" open><summary>{{ r.kernel }} [{{ r.label }}] obligation {{ o.id }} ({{ o.name }}):
<span class="{{ cls(o.status) }}">{{ o.status }}</span> &mdash; {{ o.reason }}</summary>
<pre>{{ o.witness|tojson_pretty }}</pre></details>
{% endfor %}{% endfor %}
{% if not ns.any %}<p>No artifact carries a witness.</p>{% endif %}

<h2 id="assumptions">Assumptions</h2>
<p class="small">Each assumption a proof rests on, with the artifacts that state it.</p>
{% for g in d.assumption_groups %}
<details><summary><b>{{ g.name }}</b> ({{ g.kind }}), in {{ plural(g.count, "artifact") }}: {{ g.reason }}</summary>
<ul class="small">{% for a in g.artifacts %}<li><code>{{ a.artifact }}</code>{% if a.extra is not none %} <code>{{ a.extra|tojson }}</code>{% endif %}</li>{% endfor %}</ul>
</details>
{% else %}<p>No artifact states an assumption.</p>{% endfor %}

<h2 id="solver">Solver time per obligation</h2>
<table><tr><th>obligation</th><th>artifacts</th><th>total s</th><th>max s</th></tr>
{% for o in d.obligations if o.provable %}{% set t = d.solver_time.per_obligation[o.id|string] %}
<tr><td>{{ o.id }} {{ o.name }}</td><td class="num">{{ t.artifacts }}</td><td class="num">{{ fmt(t.total_s) }}</td><td class="num">{{ fmt(t.max_s) }}</td></tr>{% endfor %}
</table>
<p class="small">Re-checking the artifacts took {{ fmt(d.solver_time.recheck_total_s) }} s in this run
({{ d.recheck.now }} re-checked now, {{ d.recheck.cached }} from cache).</p>
{% if plots.__solver__ is defined %}<img alt="prover seconds per obligation" src="{{ plots.__solver__ }}">{% endif %}

<h2 id="toolchain">Toolchain versions</h2>
<table><tr><th>where</th><th>component</th><th>version</th></tr>
{% for t in d.toolchain.artifacts %}{% set n = loop.index %}
{% for k, v in t.solver.items() %}<tr><td>{{ plural(t.artifacts, "artifact") }}{% if d.toolchain.artifacts|length > 1 %} (record {{ n }}){% endif %}</td><td>solver {{ k }}</td><td>{{ v }}</td></tr>{% endfor %}
{% for k, v in t.toolchain.items() %}<tr><td>{{ plural(t.artifacts, "artifact") }}{% if d.toolchain.artifacts|length > 1 %} (record {{ n }}){% endif %}</td><td>{{ k }}</td><td>{{ v }}</td></tr>{% endfor %}
{% endfor %}
{% if d.toolchain.environment is defined %}{% for k, v in d.toolchain.environment.items() %}
<tr><td>this run</td><td>{{ k }}</td><td>{{ v }}</td></tr>{% endfor %}{% endif %}
</table>
{% if d.problems %}<h2>Problems reading the evidence</h2><ul>{% for p in d.problems %}<li>{{ p }}</li>{% endfor %}</ul>{% endif %}
</body></html>
"""

# One "missing" group: the count, what and why once, the configurations folded per kernel.
_GROUP = """{% macro _group(g) %}<details><summary><span class="chip {{ cls(g.status) }}">{{ plural(g.count, "configuration") }}</span>
<b>{{ g.what }}</b> &mdash; {% if g.reasons_vary %}for example: {% endif %}{{ short(g.reason, 220) }}
<span class="small">({{ plural(g.kernels|length, "kernel") }}{% if g.reasons_vary %}; the reasons differ only in numbers{% endif %})</span></summary>
{% if g.reasons_vary or g.reason|length > 220 %}<ul class="small">{% for c in g.configurations %}<li><b>{{ c.kernel }}</b> [{{ c.label }}]: {{ c.reason }}</li>{% endfor %}</ul>
{% else %}<ul class="small">{% for k in g.kernels %}<li><b>{{ k.kernel }}</b>: {{ k.labels|join(", ") }}</li>{% endfor %}</ul>{% endif %}
</details>{% endmacro %}
"""
_HTML = _HTML.replace("<body>\n", "<body>\n" + _GROUP, 1)


def build_plots(ev: Evidence) -> dict[str, str]:
    """Plot name -> PNG data URI: operators with (error, bound) pairs, "__ratios__", "__solver__".

    Without matplotlib there are no plots, and the report says so ("__matplotlib__")."""
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        print("matplotlib is not installed: the report has no plots (pip install 'fltc[report]')",
              file=sys.stderr)
        return {"__matplotlib__": "No plots: matplotlib is not installed (pip install 'fltc[report]')."}
    ops: dict[str, list[NumericResult]] = {}
    for n in ev.numerics:
        ops.setdefault(n.operator, []).append(n)
    plots: dict[str, str] = {}
    for op, rs in sorted(ops.items()):
        png = plot_operator(op, rs)
        if png is not None:
            plots[op] = _b64(png)
    for name, png in (("__ratios__", plot_ratios(ev.numerics)), ("__solver__", plot_solver_time(ev))):
        if png is not None:
            plots[name] = _b64(png)
    return plots


def write_report(ev: Evidence, out_dir: Path | str) -> list[Path]:
    """Write report.html, report.md and report.json into `out_dir` (created)."""
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    data = report_data(ev, out)
    html = render_html(data, build_plots(ev))
    paths = [out / "report.html", out / "report.md", out / "report.json"]
    paths[0].write_text(html)
    paths[1].write_text(render_markdown(data))
    paths[2].write_text(json.dumps(data, indent=2, sort_keys=True) + "\n")
    return paths
