"""`fltc report`: the refinement report (HTML, Markdown, JSON) of what is proved, tested, or neither.

The report is for a reviewer: per kernel x configuration x obligation 1-8 it says
"proved" only where the artifact was re-checked by the verifier in this run and
is bound to the PTX as it is now; obligation 8 is "tested" only from committed
device results (``benchmarks/results/*.json``) with the inputs and the worst
observed error/bound ratio. All of it comes from :mod:`fltc.evidence`.

The HTML is self-contained (inline CSS, plots as base64 PNG drawn with
matplotlib's Agg canvas) so it opens offline. ``--strict`` turns the report into
the CI launch gate: exit 1 when any registry configuration lacks a re-checked,
fully proved artifact.

Device-results entries are read from the documented fields (kernel, label,
operator, inputs, max_err_over_bound, passed); optional ``max_err`` and ``bound``
(the error and bound at the worst element) or ``samples`` ([[err, bound], ...])
give the error-vs-bound scatter plot, otherwise the plot shows the ratios.
"""

from __future__ import annotations

import argparse
import base64
import datetime as _dt
import io
import json
import math
import os
import platform
import shutil
import subprocess
import sys
from collections.abc import Sequence
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
)

HELP = "write the refinement report (HTML + Markdown + JSON): what is proved, tested, or neither"
DESCRIPTION = """\
Write DIR/report.html (self-contained), DIR/report.md and DIR/report.json.

Every artifact under proofs/ is re-checked in this run (verifier.check); a cell says
"proved" only when that re-check passed and the artifact is bound to the current PTX.
Obligation 8 (numerics) is "tested" only from committed benchmarks/results/*.json.

--strict also exits 1 when a configuration in backend.kernels.registry.launch_configs()
lacks a re-checked, fully proved artifact (the CI launch gate).
"""

REPORT_FORMAT = "fltc-report/1"

_STATUS_CLASS = {
    Status.PROVED: "proved", Status.TESTED: "tested", Status.FAILED: "failed",
    Status.UNSUPPORTED: "unsupported", Status.UNKNOWN: "unknown", Status.NOT_ATTEMPTED: "none",
}


# --------------------------------------------------------------------------- CLI
def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--out", required=True, type=Path, help="directory to write report.{html,md,json} into")
    p.add_argument("--root", type=Path, default=Path("."), help="repository root (default: current directory)")
    p.add_argument("--proofs", type=Path, default=None, help="artifact directory (default: ROOT/proofs)")
    p.add_argument("--results", type=Path, default=None,
                   help="device results directory (default: ROOT/benchmarks/results)")
    p.add_argument("--strict", action="store_true",
                   help="exit 1 if any launchable registry configuration is not fully proved (CI gate)")


def main(args: argparse.Namespace) -> int:
    ev = gather(args.root, proofs_dir=args.proofs, results_dir=args.results)
    paths = write_report(ev, args.out)
    for p in paths:
        print(f"wrote {p}")
    counts = summarize(ev.rows)
    print("cells: " + ", ".join(f"{v} {k}" for k, v in counts.items() if v))
    print(f"artifacts re-checked by: {ev.checker}")
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
                            "seconds": round(a.recheck.seconds, 4)},
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
    data: dict[str, Any] = {
        "format": REPORT_FORMAT,
        "checker": ev.checker,
        "obligations": [{"id": i, "name": n, "provable": i in PROVABLE_IDS} for i, n in OBLIGATIONS],
        "summary": summarize(ev.rows),
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
        "gate": {"ok": not launch_gate_failures(ev), "failures": launch_gate_failures(ev),
                 "registry_configurations": ev.registry_count, "registry_error": ev.registry_error},
        "problems": list(ev.problems),
    }
    if environment:
        data["generated_utc"] = _dt.datetime.now(_dt.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
        data["toolchain"]["environment"] = environment_versions()
    return data


def _worst(results: Sequence[NumericResult]) -> float | None:
    ratios = [n.ratio for n in results if n.ratio is not None and math.isfinite(n.ratio)]
    return max(ratios) if ratios else None


def _num_json(n: NumericResult) -> dict[str, Any]:
    return {"kernel": n.kernel, "label": n.label, "operator": n.operator, "inputs": n.inputs,
            "max_err_over_bound": n.ratio, "passed": n.passed, "within_bound": n.within_bound,
            "max_err": n.max_err, "bound": n.bound, "source": n.source, "device": n.device,
            "command": n.command, "created_utc": n.created_utc}


def numerics_by_operator(numerics: Sequence[NumericResult]) -> dict[str, Any]:
    """Per operator: the tests, inputs, worst ratio and whether all are within the bound."""
    ops: dict[str, list[NumericResult]] = {}
    for n in numerics:
        ops.setdefault(n.operator, []).append(n)
    out: dict[str, Any] = {}
    for op in sorted(ops):
        rs = ops[op]
        out[op] = {
            "tests": len(rs),
            "all_within_bound": all(n.within_bound for n in rs),
            "worst_err_over_bound": _worst(rs),
            "inputs": sorted({n.inputs for n in rs if n.inputs}),
            "sources": sorted({n.source for n in rs}),
            "results": [_num_json(n) for n in rs],
        }
    return out


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


def artifact_toolchains(ev: Evidence) -> list[dict[str, Any]]:
    """Distinct solver/toolchain records found in the artifacts, with how many artifacts use each."""
    seen: dict[str, dict[str, Any]] = {}
    for a in ev.artifacts:
        if a.load_error:
            continue
        rec = {"solver": dict(a.solver), "toolchain": dict(a.toolchain)}
        k = json.dumps(rec, sort_keys=True)
        seen.setdefault(k, {**rec, "artifacts": 0})["artifacts"] += 1
    return [seen[k] for k in sorted(seen)]


def environment_versions() -> dict[str, str]:
    """Versions in the environment that produced this report (not used by the checklist)."""
    from fltc import __version__

    env = {"fltc": __version__, "python": platform.python_version(), "platform": platform.platform()}
    for mod in ("z3", "numpy", "matplotlib", "gguf"):
        try:
            m = __import__(mod)
            v = m.get_version_string() if mod == "z3" else getattr(m, "__version__", "?")
            env[mod] = str(v)
        except Exception as exc:
            env[mod] = f"unavailable ({type(exc).__name__})"
    for tool in ("ptxas", "nvcc"):
        exe = shutil.which(tool)
        if not exe:
            env[tool] = "not on PATH"
            continue
        try:
            txt = subprocess.run([exe, "--version"], capture_output=True, text=True, timeout=20).stdout
            env[tool] = next((ln.strip() for ln in txt.splitlines() if "release" in ln), txt.strip()[-80:])
        except (OSError, subprocess.SubprocessError) as exc:
            env[tool] = f"failed ({type(exc).__name__})"
    return env


# --------------------------------------------------------------------------- plots
def _canvas(fig: Any) -> bytes:
    from matplotlib.backends.backend_agg import FigureCanvasAgg

    FigureCanvasAgg(fig)
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=90, metadata={"Software": None})
    return buf.getvalue()


def plot_operator(op: str, results: Sequence[NumericResult]) -> bytes:
    """PNG: observed error against the spec's bound (log-log, with err = bound), plus ratios per test."""
    from matplotlib.figure import Figure

    pairs = [(s_e, s_b, n) for n in results for s_e, s_b in n.samples]
    pairs += [(n.max_err, n.bound, n) for n in results if n.max_err is not None and n.bound is not None]
    fig = Figure(figsize=(9.0 if pairs else 6.0, 3.4))
    axes = fig.subplots(1, 2) if pairs else [fig.subplots(1, 1)]
    if pairs:
        ax = axes[0]
        xs = [max(b, 1e-30) for _, b, _ in pairs]
        ys = [max(e, 1e-30) for e, _, _ in pairs]
        ax.scatter(xs, ys, s=14, c=["#2a7" if e <= b else "#c33" for e, b, _ in pairs])
        lo, hi = min(xs + ys), max(xs + ys)
        ax.plot([lo, hi], [lo, hi], "k--", lw=1, label="error = bound")
        ax.set_xscale("log")
        ax.set_yscale("log")
        ax.set_xlabel("bound")
        ax.set_ylabel("observed |error|")
        ax.set_title(f"{op}: error vs bound")
        ax.legend(fontsize=7)
    ax = axes[-1]
    names = [f"{n.label or n.kernel}\n{n.inputs[:28]}" for n in results]
    ratios = [n.ratio if n.ratio is not None and math.isfinite(n.ratio) else 0.0 for n in results]
    ax.barh(range(len(results)), ratios, color=["#2a7" if n.within_bound else "#c33" for n in results])
    ax.axvline(1.0, color="k", ls="--", lw=1)
    ax.set_yticks(range(len(results)), names, fontsize=6)
    ax.set_xlabel("worst observed error / bound (<= 1 passes)")
    ax.set_title(f"{op}: error/bound per test")
    fig.tight_layout()
    return _canvas(fig)


def plot_solver_time(ev: Evidence) -> bytes | None:
    """PNG: prover seconds per obligation, summed over artifacts (None when no artifact has times)."""
    from matplotlib.figure import Figure

    per = solver_time(ev)["per_obligation"]
    vals = [float(per[str(i)]["total_s"]) for i in PROVABLE_IDS]
    if not any(vals):
        return None
    fig = Figure(figsize=(6.0, 2.8))
    ax = fig.subplots(1, 1)
    ax.bar([f"{i} {dict(OBLIGATIONS)[i]}" for i in PROVABLE_IDS], vals, color="#47a")
    ax.set_ylabel("prover seconds (sum)")
    ax.tick_params(axis="x", labelsize=6, rotation=20)
    ax.set_title("solver time per obligation")
    fig.tight_layout()
    return _canvas(fig)


def _b64(png: bytes) -> str:
    return "data:image/png;base64," + base64.b64encode(png).decode("ascii")


# --------------------------------------------------------------------------- renderers
def render_markdown(data: dict[str, Any], *, title: str = "fltc refinement report") -> str:
    """The report as Markdown (same content as the HTML, without images)."""
    L: list[str] = [f"# {title}", ""]
    if "generated_utc" in data:
        L += [f"Generated {data['generated_utc']}. Artifacts re-checked by: {data['checker']}.", ""]
    L += _md_status_legend()
    L += ["## Obligation matrix", "", *matrix_markdown(data["rows"]), ""]
    L += ["## What remains unproved", ""]
    L += [f"- {u}" for u in data["unproved"]] or ["- nothing: every configuration is proved and tested"]
    gate = data["gate"]
    L += ["", f"Launch gate: {'OK' if gate['ok'] else 'FAILS'} "
              f"({gate['registry_configurations']} registry configuration(s)).", ""]
    L += ["## Witnesses", ""]
    wit = [(r, o) for r in data["rows"] for o in r["obligations"] if o["witness"] is not None]
    for r, o in wit:
        L += [f"### {r['kernel']} [{r['label']}] obligation {o['id']} ({o['name']}): {o['status']}", "",
              "```json", json.dumps(o["witness"], indent=2, sort_keys=True), "```", ""]
    if not wit:
        L += ["No artifact carries a witness.", ""]
    L += ["## Assumptions per artifact", ""]
    for a in data["assumptions"]:
        L += [f"- `{a['artifact']}` ({a['kernel']} [{a['label']}]):"]
        L += [f"  - **{s['name']}** ({s['kind']}): {s['reason']}" for s in a["assumptions"]] or ["  - none stated"]
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
    for k, v in sorted(data["toolchain"].get("environment", {}).items()):
        L.append(f"- this run: {k} = {v}")
    if data["problems"]:
        L += ["", "## Problems reading the evidence", ""] + [f"- {p}" for p in data["problems"]]
    return "\n".join(L).rstrip() + "\n"


def _kv(d: dict[str, Any]) -> str:
    return ", ".join(f"{k}={v}" for k, v in sorted(d.items())) or "(none)"


def _md_status_legend() -> list[str]:
    return ["Status: **proved** = Z3 artifact re-checked in this run and bound to the current PTX sha256 and "
            "configuration; **tested** = committed device results within the spec's error bound (obligation 8 "
            "only, never proved); **failed** / **unsupported** / **unknown** = as the verifier or re-check said; "
            "**not attempted** = no artifact or no device result.", ""]


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
    if not numerics:
        return ["No committed device results: obligation 8 is not attempted for every configuration."]
    L = ["| operator | tests | worst error/bound | all within bound | inputs |", "|---|---|---|---|---|"]
    for op, d in numerics.items():
        w = d["worst_err_over_bound"]
        L.append(f"| {op} | {d['tests']} | {'n/a' if w is None else f'{w:.4g}'} | "
                 f"{'yes' if d['all_within_bound'] else 'NO'} | {'; '.join(d['inputs'])} |")
    L += ["", "Result files:"]
    L += [f"- `{f['path']}` ({f['kind']}, {f['device']}, {f['created_utc']}): `{f['command']}`" for f in files]
    return L


_CSS = """
body{font:14px/1.45 system-ui,-apple-system,Segoe UI,sans-serif;margin:1.5em auto;max-width:1400px;color:#222;padding:0 1em}
h1{font-size:1.6em}h2{border-bottom:1px solid #ccc;padding-bottom:.2em;margin-top:1.6em}
table{border-collapse:collapse;margin:.5em 0}th,td{border:1px solid #ccc;padding:3px 6px;vertical-align:top}
th{background:#f3f3f3;font-weight:600}td.c{text-align:center;font-size:12px;white-space:nowrap}
.proved{background:#bfe8c8}.tested{background:#cfe3fb}.failed{background:#f6b8b8}.unsupported{background:#f7dca6}
.unknown{background:#e9e0f5}.none{background:#f4f4f4;color:#888}code,pre{font-size:12px}
pre{background:#f7f7f7;padding:.5em;overflow:auto}.small{font-size:12px;color:#555}.bad{color:#a00;font-weight:600}
.ok{color:#070;font-weight:600}details{margin:.3em 0}
"""


def render_html(data: dict[str, Any], plots: dict[str, str], *, title: str = "fltc refinement report") -> str:
    """Self-contained HTML: inline CSS, images as data: URIs, no script, no external resource."""
    import jinja2

    env = jinja2.Environment(autoescape=True, undefined=jinja2.StrictUndefined, trim_blocks=True,
                             lstrip_blocks=True)
    env.filters["tojson_pretty"] = lambda v: json.dumps(v, indent=2, sort_keys=True)
    tpl = env.from_string(_HTML)
    return tpl.render(d=data, plots=plots, title=title, css=_CSS, cls=_css_class, fmt=_fmt)


def _css_class(status: str) -> str:
    return _STATUS_CLASS[Status(status)]


def _fmt(v: Any, nd: int = 4) -> str:
    if v is None:
        return "n/a"
    if isinstance(v, float):
        return f"{v:.{nd}g}"
    return str(v)


_HTML = """<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{{ title }}</title><style>{{ css }}</style></head>
<body>
<h1>{{ title }}</h1>
<p class="small">{% if d.generated_utc is defined %}Generated {{ d.generated_utc }}. {% endif %}
Artifacts re-checked by: <code>{{ d.checker }}</code>. Cells:
{% for k, v in d.summary.items() if v %}{{ v }} {{ k }}{% if not loop.last %}, {% endif %}{% endfor %}.</p>
<p class="small">
<span class="proved">&nbsp;proved&nbsp;</span> Z3 artifact re-checked in this run, bound to the current PTX sha256 and
configuration &middot; <span class="tested">&nbsp;tested&nbsp;</span> committed device results within the spec's bound
(obligation 8 only, never "proved") &middot; <span class="failed">&nbsp;failed&nbsp;</span>
<span class="unsupported">&nbsp;unsupported&nbsp;</span> <span class="unknown">&nbsp;unknown&nbsp;</span>
as the verifier or the re-check said &middot; <span class="none">&nbsp;not attempted&nbsp;</span> no artifact / no result.
Hover a cell for its reason.</p>
<p>Launch gate: {% if d.gate.ok %}<span class="ok">OK</span>{% else %}<span class="bad">FAILS</span>{% endif %}
({{ d.gate.registry_configurations }} registry configuration(s){% if d.gate.registry_error %};
registry error: {{ d.gate.registry_error }}{% endif %}).</p>

<h2 id="matrix">Obligation matrix</h2>
<table class="matrix">
<tr><th>kernel</th><th>configuration</th><th>key</th>
{% for o in d.obligations %}<th>{{ o.id }}<br><span class="small">{{ o.name }}</span></th>{% endfor %}
<th>artifact</th><th>re-check</th></tr>
{% for r in d.rows %}{% set ri = loop.index %}
<tr><td>{{ r.kernel }}</td><td>{{ r.label or "?" }}{% if not r.in_registry %}<br><span class="small">not in registry</span>{% endif %}
{% for n in r.notes %}<br><span class="small">{{ n }}</span>{% endfor %}</td>
<td><code title="{{ r.config_key }}">{{ r.config_key[:12] }}</code></td>
{% for o in r.obligations %}<td class="c {{ cls(o.status) }}" title="{{ o.reason }}">
{% if o.witness is not none %}<a href="#w-{{ ri }}-{{ o.id }}">{{ o.status }}</a>
{% elif o.status == "proved" and r.artifact %}<a href="{{ r.artifact.href }}">{{ o.status }}</a>
{% else %}{{ o.status }}{% endif %}
{% if o.seconds is not none %}<br><span class="small">{{ fmt(o.seconds, 3) }} s</span>{% endif %}
{% if o.worst_err_over_bound is not none %}<br><span class="small">err/bound {{ fmt(o.worst_err_over_bound, 3) }}</span>{% endif %}
</td>{% endfor %}
<td>{% if r.artifact %}<a href="{{ r.artifact.href }}"><code>{{ r.artifact.path }}</code></a>{% else %}none{% endif %}</td>
<td class="small">{% if r.artifact %}{% if r.artifact.recheck.ok %}<span class="ok">OK</span>{% else %}<span class="bad">{{ r.artifact.recheck.message }}</span>{% endif %}
{% for b in r.artifact.binding_errors %}<br><span class="bad">{{ b }}</span>{% endfor %}{% endif %}</td></tr>
{% endfor %}
{% if not d.rows %}<tr><td colspan="13">No configurations: no registry and no artifacts.</td></tr>{% endif %}
</table>

<h2 id="unproved">What remains unproved</h2>
<ul>{% for u in d.unproved %}<li>{{ u }}</li>{% else %}<li>Nothing: every configuration is proved and tested.</li>{% endfor %}</ul>
{% if d.gate.failures %}<p class="bad">Launch gate failures:</p><ul>{% for f in d.gate.failures %}<li>{{ f }}</li>{% endfor %}</ul>{% endif %}

<h2 id="witnesses">Witnesses</h2>
{% set ns = namespace(any=false) %}
{% for r in d.rows %}{% set ri = loop.index %}{% for o in r.obligations if o.witness is not none %}{% set ns.any = true %}
<details id="w-{{ ri }}-{{ o.id }}" open><summary>{{ r.kernel }} [{{ r.label }}] obligation {{ o.id }} ({{ o.name }}):
<span class="{{ cls(o.status) }}">{{ o.status }}</span> &mdash; {{ o.reason }}</summary>
<pre>{{ o.witness|tojson_pretty }}</pre></details>
{% endfor %}{% endfor %}
{% if not ns.any %}<p>No artifact carries a witness.</p>{% endif %}

<h2 id="assumptions">Assumptions per artifact</h2>
{% for a in d.assumptions %}<p><code>{{ a.artifact }}</code> ({{ a.kernel }} [{{ a.label }}])</p>
<ul>{% for s in a.assumptions %}<li><b>{{ s.name }}</b> ({{ s.kind }}): {{ s.reason }}{% if s.extra is defined %} <code>{{ s.extra|tojson_pretty }}</code>{% endif %}</li>
{% else %}<li>none stated</li>{% endfor %}</ul>
{% else %}<p>No artifacts.</p>{% endfor %}

<h2 id="numerics">Numerical evidence (obligation 8, from committed device results)</h2>
{% for op, n in d.numerics.items() %}
<h3>{{ op }}</h3>
<p>{{ n.tests }} test(s); worst observed error/bound = <b>{{ fmt(n.worst_err_over_bound) }}</b>;
{% if n.all_within_bound %}<span class="ok">all within the bound</span>{% else %}<span class="bad">NOT all within the bound</span>{% endif %}.</p>
<table><tr><th>kernel</th><th>configuration</th><th>inputs</th><th>error/bound</th><th>max err</th><th>bound</th><th>passed</th><th>source</th></tr>
{% for e in n.results %}<tr class="{{ 'tested' if e.within_bound else 'failed' }}"><td>{{ e.kernel }}</td><td>{{ e.label }}</td>
<td>{{ e.inputs }}</td><td>{{ fmt(e.max_err_over_bound) }}</td><td>{{ fmt(e.max_err) }}</td><td>{{ fmt(e.bound) }}</td>
<td>{{ e.passed }}</td><td class="small">{{ e.source }}<br>{{ e.device }}</td></tr>{% endfor %}</table>
{% if plots[op] is defined %}<img alt="{{ op }}: error against bound" src="{{ plots[op] }}">
{% else %}<p class="small">No plot: matplotlib is not installed.</p>{% endif %}
{% else %}<p>No committed device results: obligation 8 is "not attempted" for every configuration.</p>{% endfor %}
{% if d.result_files %}<p>Result files:</p><ul>{% for f in d.result_files %}<li><code>{{ f.path }}</code> ({{ f.kind }}, {{ f.device }}, {{ f.created_utc }}{% if f.error %}, <span class="bad">{{ f.error }}</span>{% endif %}): <code>{{ f.command }}</code></li>{% endfor %}</ul>{% endif %}

<h2 id="solver">Solver time per obligation</h2>
<table><tr><th>obligation</th><th>artifacts</th><th>total s</th><th>max s</th></tr>
{% for o in d.obligations if o.provable %}{% set t = d.solver_time.per_obligation[o.id|string] %}
<tr><td>{{ o.id }} {{ o.name }}</td><td>{{ t.artifacts }}</td><td>{{ fmt(t.total_s) }}</td><td>{{ fmt(t.max_s) }}</td></tr>{% endfor %}
</table>
<p class="small">Re-checking all artifacts took {{ fmt(d.solver_time.recheck_total_s) }} s in this run.</p>
{% if plots.__solver__ is defined %}<img alt="solver time per obligation" src="{{ plots.__solver__ }}">{% endif %}

<h2 id="toolchain">Toolchain versions</h2>
<table><tr><th>source</th><th>solver</th><th>toolchain</th></tr>
{% for t in d.toolchain.artifacts %}<tr><td>{{ t.artifacts }} artifact(s)</td><td><code>{{ t.solver|tojson_pretty }}</code></td><td><code>{{ t.toolchain|tojson_pretty }}</code></td></tr>{% endfor %}
{% if d.toolchain.environment is defined %}<tr><td>this run</td><td colspan="2"><code>{{ d.toolchain.environment|tojson_pretty }}</code></td></tr>{% endif %}
</table>
{% if d.problems %}<h2>Problems reading the evidence</h2><ul>{% for p in d.problems %}<li>{{ p }}</li>{% endfor %}</ul>{% endif %}
</body></html>
"""


def build_plots(ev: Evidence) -> dict[str, str]:
    """Operator name (and "__solver__") -> PNG data URI; empty (and said so) without matplotlib."""
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        print("matplotlib is not installed: the report has no plots (pip install 'fltc[report]')",
              file=sys.stderr)
        return {}
    ops: dict[str, list[NumericResult]] = {}
    for n in ev.numerics:
        ops.setdefault(n.operator, []).append(n)
    plots = {op: _b64(plot_operator(op, rs)) for op, rs in sorted(ops.items())}
    st = plot_solver_time(ev)
    if st is not None:
        plots["__solver__"] = _b64(st)
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

