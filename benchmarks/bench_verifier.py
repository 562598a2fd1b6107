"""Verifier cost: per-kernel proving and re-checking figures, each solver separately, against the budget.

Why: issue 15's targets are "proving everything <= 120 s and re-checking everything (no cache) <= 60 s
on 2 cores" (issue 14: re-check <= 120 s); this measures both end to end through the CLI, as CI runs
them, and records the exact commands, wall and CPU seconds (the machine may be shared: CPU seconds
are the figure that does not depend on what else runs).

  python3 benchmarks/bench_verifier.py [--proofs proofs] [--jobs N] [--skip-prove] [--prove-out DIR]
                                       [--bitwuzla-sample N] [--query-table N [--query-json FILE]] [--root DIR]

Runs `python3 -m fltc.cli prove --all -j JOBS --out DIR --json` into a fresh temporary directory
(unless --skip-prove; never into --proofs, which is only read), then `python3 -m fltc.cli verify PROOFS
--no-cache -j JOBS --json` (no cache: the clean-clone CI case). Per kernel: the single-process proving
seconds of its configurations (sum, max), and the re-check's re-derivation, Z3 and Bitwuzla seconds.
`--bitwuzla-sample N` also times Bitwuzla on the N largest stored queries with its default options
and with the re-check's (verifier.obligations.common.BITWUZLA_OPTIONS), both CPU seconds, both verdicts recorded.
`--query-table N` instead re-solves, in this one process and one at a time (clean CPU seconds), every stored
query and premise (with its witness) of --proofs with each solver and re-derives each artifact, and prints the
per-artifact cost and the N costliest queries (Z3 and Bitwuzla separately); `--query-json FILE` writes that table.
Writes benchmarks/results/verifier_timing.json (timing rows only: no numerics fields).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import resource
import shlex
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.common import REPO, command_line, write_results  # noqa: E402

PROVE_TARGET_S = 120.0  # issue 15
VERIFY_TARGET_S = 60.0  # issue 15
VERIFY_TARGET_ISSUE14_S = 120.0  # issue 14


def _children_cpu() -> float:
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def _run(cmd: list[str]) -> tuple[int, float, float, dict[str, Any]]:
    """Run a CLI command from the repository root: (exit code, wall s, CPU s of it and its workers, its --json)."""
    env = dict(os.environ, PYTHONPATH=str(REPO))
    c0, t0 = _children_cpu(), time.perf_counter()
    p = subprocess.run(cmd, cwd=REPO, env=env, capture_output=True, text=True)
    wall, cpu = time.perf_counter() - t0, _children_cpu() - c0
    try:
        doc = json.loads(p.stdout) if p.stdout.strip() else {}
    except ValueError:
        doc = {}
    if p.returncode != 0:
        sys.stderr.write(p.stderr[-4000:])
    return p.returncode, wall, cpu, doc


def _recorded(proofs: Path) -> list[dict[str, Any]]:
    """The single-process proving seconds the artifacts themselves record (when proving is skipped)."""
    out = []
    for p in sorted(proofs.glob("*/*.json")):
        d = json.loads(p.read_text())
        out.append({"kernel": d["kernel"], "label": d["label"], "seconds": d["seconds"],
                    "ok": all(o["status"] == "proved" for o in d["obligations"])})
    return out


def _bitwuzla_sample(proofs: Path, n: int) -> list[dict[str, Any]]:
    """CPU seconds of Bitwuzla on the n largest stored query texts, default options vs the re-check's."""
    from verifier import check
    from verifier.obligations.common import BITWUZLA_OPTIONS, solve_text_bitwuzla

    files = sorted(proofs.glob("*/*/*.smt2"), key=lambda f: -f.stat().st_size)[:n]
    rows = []
    for f in files:
        text = f.read_text()
        row: dict[str, Any] = {"query": str(f.relative_to(proofs)), "bytes": len(text)}
        for name, opts in (("default", ()), ("recheck", BITWUZLA_OPTIONS)):
            c0 = time.process_time()
            row[f"{name}_result"] = solve_text_bitwuzla(text, check.CHECK_TIMEOUT_MS, opts)
            row[f"{name}_cpu_seconds"] = round(time.process_time() - c0, 3)
        rows.append(row)
        print(f"  {row['query'][:70]:70s} default {row['default_cpu_seconds']:6.2f} s "
              f"({row['default_result']}), re-check options {row['recheck_cpu_seconds']:6.2f} s "
              f"({row['recheck_result']})", flush=True)
    return rows


def _artifact_texts(art: Path) -> list[tuple[str, str]]:
    """(stored file name, text as the re-check solves it) for every query and proved premise of one artifact."""
    from verifier.obligations.common import with_witness

    doc = json.loads(art.read_text())
    out = []
    for o in doc["obligations"]:
        for q in o.get("queries") or []:
            out.append((str(q["file"]), (art.parent / q["file"]).read_text()))
        if o["status"] == "proved":
            for q in o.get("premises") or []:
                out.append((str(q["file"]) + "+witness",
                            with_witness((art.parent / q["file"]).read_text(), q.get("witness") or {})))
    return out


def query_table(proofs: Path, top: int, root: str | None = None) -> dict[str, Any]:
    """Per-artifact and per-query re-check cost (CPU seconds, this process, one query at a time): the
    re-derivation of each artifact, then Z3 and Bitwuzla on each distinct text (shared texts counted once,
    where first met, as `fltc verify` does)."""
    from verifier import check
    from verifier.obligations.common import solve_text, solve_text_bitwuzla

    seen: set[str] = set()
    arts, queries = [], []
    for art in check.find_artifacts(proofs):
        c0 = time.process_time()
        d = check._derive_stage(art, False, root)
        derive_cpu = time.process_time() - c0
        row: dict[str, Any] = {"artifact": str(art.relative_to(proofs)), "derive": round(derive_cpu, 3),
                               "z3": 0.0, "bitwuzla": 0.0, "texts": 0, "derive_ok": not d.res.messages}
        for name, text in _artifact_texts(art):
            h = hashlib.sha256(text.encode()).hexdigest()
            if h in seen:
                continue
            seen.add(h)
            q: dict[str, Any] = {"query": f"{art.parent.name}/{name}", "bytes": len(text)}
            for solver, fn in (("z3", solve_text), ("bitwuzla", solve_text_bitwuzla)):
                c1 = time.process_time()
                q[solver + "_result"] = fn(text, check.CHECK_TIMEOUT_MS)
                q[solver] = round(time.process_time() - c1, 3)
                row[solver] += q[solver]
            row["texts"] += 1
            queries.append(q)
        row["z3"], row["bitwuzla"] = round(row["z3"], 3), round(row["bitwuzla"], 3)
        row["total"] = round(row["derive"] + row["z3"] + row["bitwuzla"], 3)
        arts.append(row)
        print(f"{row['artifact'][:80]:80s} derive {row['derive']:6.2f} z3 {row['z3']:6.2f} "
              f"bitwuzla {row['bitwuzla']:6.2f} ({row['texts']} texts)", flush=True)
    tot = {k: round(sum(r[k] for r in arts), 2) for k in ("derive", "z3", "bitwuzla", "total")}
    bad = [r["artifact"] for r in arts if not r["derive_ok"]]
    print(f"total CPU s: {tot}; re-derivation differs for {len(bad)} artifacts {bad[:5]}")
    queries.sort(key=lambda q: -(q["z3"] + q["bitwuzla"]))
    print(f"the {top} costliest queries (CPU s):")
    for q in queries[:top]:
        print(f"  {q['query'][:96]:96s} z3 {q['z3']:6.2f} ({q['z3_result']}) bitwuzla {q['bitwuzla']:6.2f} "
              f"({q['bitwuzla_result']}) {q['bytes']} B")
    return {"totals_cpu_seconds": tot, "derive_mismatch": bad, "artifacts": sorted(arts, key=lambda r: -r["total"]), "queries": queries}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--proofs", default="proofs", help="artifacts to re-check, read only (default proofs/)")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1,
                    help="worker processes for prove and verify (default: the machine's CPUs)")
    ap.add_argument("--skip-prove", action="store_true",
                    help="time only `fltc verify`; per-kernel proving seconds are the artifacts' recorded ones")
    ap.add_argument("--prove-out", help="where `fltc prove --all` writes (default: a fresh temporary directory)")
    ap.add_argument("--bitwuzla-sample", type=int, default=0, metavar="N",
                    help="also compare Bitwuzla's default options with the re-check's on the N largest queries")
    ap.add_argument("--root", help="the tree the artifacts' PTX paths resolve against (fltc verify --root; default: "
                                   "the artifacts' own tree); needed for --proofs outside a checkout")
    ap.add_argument("--query-table", type=int, default=0, metavar="N",
                    help="only the per-artifact / per-query cost table of --proofs (serial, CPU s), top N queries")
    ap.add_argument("--query-json", help="with --query-table: write the whole table to this JSON file")
    args = ap.parse_args(argv)
    proofs = Path(args.proofs) if Path(args.proofs).is_absolute() else REPO / args.proofs
    if args.query_table > 0:
        table = query_table(proofs, args.query_table, args.root)
        if args.query_json:
            Path(args.query_json).write_text(json.dumps(dict(table, command=command_line()), indent=1) + "\n")
        return 0

    prove_rc = prove_wall = prove_cpu = None
    prove_cmd: list[str] | None = None
    if args.skip_prove:
        per_cfg = _recorded(proofs)
    else:
        out = args.prove_out or tempfile.mkdtemp(prefix="fltc-bench-prove-")
        if Path(out).resolve() == proofs.resolve():
            print("--prove-out must not be the re-checked --proofs directory (it is only read)", file=sys.stderr)
            return 2
        prove_cmd = [sys.executable, "-m", "fltc.cli", "prove", "--all", "-j", str(args.jobs), "--out", out,
                     "--json"]
        prove_rc, prove_wall, prove_cpu, doc = _run(prove_cmd)
        per_cfg = doc.get("results", [])
    verify_cmd = [sys.executable, "-m", "fltc.cli", "verify", args.proofs, "--no-cache", "-j", str(args.jobs),
                  "--json"]  # run from the repository root: a relative --proofs stays relative
    if args.root:
        verify_cmd += ["--root", args.root]
    verify_rc, verify_wall, verify_cpu, vdoc = _run(verify_cmd)

    by_kernel: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for r in per_cfg:
        by_kernel[r["kernel"]].append(r)
    vby: dict[str, dict[str, float]] = defaultdict(lambda: defaultdict(float))
    for r in vdoc.get("results", []):
        v = vby[r["kernel"]]
        v["artifacts"] += 1
        v["seconds"] += float(r.get("seconds", 0.0))
        v["derive"] += float(r.get("derive_seconds", 0.0))
        v["derive_cpu"] += float(r.get("derive_cpu_seconds", 0.0))
        for s, secs in (r.get("solver_seconds") or {}).items():
            v[s] += float(secs)
        for s, secs in (r.get("solver_cpu_seconds") or {}).items():
            v[s + "_cpu"] += float(secs)
    rows = []
    head = (f"{'kernel':28s} {'cfgs':>4s} {'prove sum':>9s} {'prove max':>9s} {'arts':>4s} {'derive':>7s} "
            f"{'z3':>7s} {'bitwuzla':>8s} {'re-check':>8s}   (re-check: CPU s per phase, wall s summed)")
    print(head)
    kernels = sorted(set(by_kernel) | set(vby), key=lambda k: -(vby[k]["seconds"] if k in vby else 0.0))
    for k in kernels:
        rs, v = by_kernel.get(k, []), vby.get(k, {})
        tot = sum(float(r["seconds"]) for r in rs)
        mx = max((float(r["seconds"]) for r in rs), default=0.0)
        row = {"kernel": k, "configs": len(rs), "prove_seconds_sum": round(tot, 2), "prove_seconds_max": round(mx, 2),
               "all_proved": all(r.get("ok") for r in rs), "artifacts": int(v.get("artifacts", 0)),
               "verify_derive_seconds": round(v.get("derive", 0.0), 2),
               "verify_z3_seconds": round(v.get("z3", 0.0), 2),
               "verify_bitwuzla_seconds": round(v.get("bitwuzla", 0.0), 2),
               "verify_derive_cpu_seconds": round(v.get("derive_cpu", 0.0), 2),
               "verify_z3_cpu_seconds": round(v.get("z3_cpu", 0.0), 2),
               "verify_bitwuzla_cpu_seconds": round(v.get("bitwuzla_cpu", 0.0), 2),
               "verify_seconds_sum": round(v.get("seconds", 0.0), 2)}
        rows.append(row)
        print(f"{k:28s} {len(rs):4d} {tot:9.1f} {mx:9.1f} {row['artifacts']:4d} "
              f"{row['verify_derive_cpu_seconds']:7.1f} {row['verify_z3_cpu_seconds']:7.1f} "
              f"{row['verify_bitwuzla_cpu_seconds']:8.1f} {row['verify_seconds_sum']:8.1f}")
    n_ok = sum(1 for r in per_cfg if r.get("ok"))
    verdict = {True: "met", False: "NOT met"}
    if prove_wall is not None:
        print(f"prove --all -j {args.jobs}: {len(per_cfg)} configurations ({n_ok} fully proved), wall {prove_wall:.1f} s "
              f"(target <= {PROVE_TARGET_S:.0f} s: {verdict[prove_wall <= PROVE_TARGET_S]}), CPU {prove_cpu:.1f} s, "
              f"exit {prove_rc}")
    vs = vdoc.get("solver_cpu_seconds") or {}
    print(f"verify --no-cache -j {args.jobs}: {len(vdoc.get('results', []))} artifacts, wall {verify_wall:.1f} s "
          f"(target <= {VERIFY_TARGET_S:.0f} s: {verdict[verify_wall <= VERIFY_TARGET_S]}; issue 14's "
          f"<= {VERIFY_TARGET_ISSUE14_S:.0f} s: {verdict[verify_wall <= VERIFY_TARGET_ISSUE14_S]}), CPU "
          f"{verify_cpu:.1f} s (re-derivation {vdoc.get('derive_cpu_seconds', 0.0):.1f} s, z3 {vs.get('z3', 0.0):.1f} s, "
          f"bitwuzla {vs.get('bitwuzla', 0.0):.1f} s), exit {verify_rc}")
    extra: dict[str, Any] = {
        "cpu_cores": os.cpu_count(),
        "load_average_at_end": [round(x, 2) for x in os.getloadavg()],
        "prove_command": None if prove_cmd is None else "python3 " + shlex.join(prove_cmd[1:]),
        "prove_wall_seconds": None if prove_wall is None else round(prove_wall, 2),
        "prove_cpu_seconds": None if prove_cpu is None else round(prove_cpu, 2),
        "prove_exit": prove_rc,
        "prove_target_seconds": PROVE_TARGET_S,
        "verify_command": "python3 " + shlex.join(verify_cmd[1:]),
        "verify_wall_seconds": round(verify_wall, 2),
        "verify_cpu_seconds": round(verify_cpu, 2),
        "verify_derive_cpu_seconds": vdoc.get("derive_cpu_seconds"),
        "verify_solver_cpu_seconds": vs,
        "verify_exit": verify_rc,
        "verify_target_seconds": VERIFY_TARGET_S,
        "verify_target_issue14_seconds": VERIFY_TARGET_ISSUE14_S,
        "configurations": len(per_cfg),
        "fully_proved": n_ok,
        "artifacts_rechecked": len(vdoc.get("results", [])),
        "artifacts_ok": sum(1 for r in vdoc.get("results", []) if r.get("ok")),
    }
    if args.bitwuzla_sample > 0:
        print(f"Bitwuzla on the {args.bitwuzla_sample} largest stored queries (CPU seconds):")
        from verifier.obligations.common import BITWUZLA_OPTIONS

        sample = _bitwuzla_sample(proofs, args.bitwuzla_sample)
        extra["bitwuzla_options_sample"] = {
            "options": [list(kv) for kv in BITWUZLA_OPTIONS],
            "default_cpu_seconds": round(sum(r["default_cpu_seconds"] for r in sample), 2),
            "recheck_cpu_seconds": round(sum(r["recheck_cpu_seconds"] for r in sample), 2),
            "same_verdicts": all(r["default_result"] == r["recheck_result"] for r in sample),
            "queries": sample}
    write_results("verifier_timing", "bench_verifier", rows, command=command_line(), extra=extra)
    return 0 if verify_rc == 0 and prove_rc in (0, None) else 1


if __name__ == "__main__":
    raise SystemExit(main())
