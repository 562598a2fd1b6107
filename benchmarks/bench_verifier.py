"""Verifier timing: proving time per kernel and the total `fltc verify` time for all artifacts.

Why: issue 3's targets are "proving every configuration the default model needs <= 10 minutes"
and "re-checking all artifacts <= 2 minutes" on 2 cores; this measures both on this machine,
end to end through the CLI (as CI runs it), and records the exact commands.

  python3 benchmarks/bench_verifier.py [--out proofs] [--jobs 2] [--skip-prove]

Runs `python3 -m fltc.cli prove --all -j JOBS --out OUT --json` (unless --skip-prove), then
`python3 -m fltc.cli verify OUT --no-cache -j JOBS --json` (no cache: the clean-clone CI case).
Per-kernel proving times are the single-process seconds each configuration took (sum, max);
wall times are for the whole command. Writes benchmarks/results/verifier_timing.json (timing
rows only: no numerics fields, so the report does not read them as numerics evidence).
"""

from __future__ import annotations

import argparse
import json
import os
import shlex
import subprocess
import sys
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.common import REPO, command_line, write_results  # noqa: E402

PROVE_TARGET_S = 600.0
VERIFY_TARGET_S = 120.0


def _run(cmd: list[str]) -> tuple[int, float, dict[str, Any]]:
    """Run a CLI command from the repository root; (exit code, wall seconds, its --json output)."""
    env = dict(os.environ, PYTHONPATH=str(REPO))
    t0 = time.perf_counter()
    p = subprocess.run(cmd, cwd=REPO, env=env, capture_output=True, text=True)
    wall = time.perf_counter() - t0
    try:
        doc = json.loads(p.stdout) if p.stdout.strip() else {}
    except ValueError:
        doc = {}
    if p.returncode != 0:
        sys.stderr.write(p.stderr[-4000:])
    return p.returncode, wall, doc


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default="proofs", help="artifact directory (default proofs/)")
    ap.add_argument("--jobs", type=int, default=2, help="worker processes for prove and verify (default 2)")
    ap.add_argument("--skip-prove", action="store_true", help="time only `fltc verify` of existing artifacts")
    args = ap.parse_args(argv)

    prove_cmd = [sys.executable, "-m", "fltc.cli", "prove", "--all", "-j", str(args.jobs), "--out", args.out,
                 "--json"]
    verify_cmd = [sys.executable, "-m", "fltc.cli", "verify", args.out, "--no-cache", "-j", str(args.jobs), "--json"]
    prove_rc, prove_wall, per_cfg = None, None, []
    if not args.skip_prove:
        prove_rc, prove_wall, doc = _run(prove_cmd)
        per_cfg = doc.get("results", [])
    else:  # recorded single-process seconds from the artifacts themselves
        for p in sorted((REPO / args.out).glob("*/*.json")):
            d = json.loads(p.read_text())
            per_cfg.append({"kernel": d["kernel"], "label": d["label"], "seconds": d["seconds"],
                            "ok": all(o["status"] == "proved" for o in d["obligations"])})
    verify_rc, verify_wall, vdoc = _run(verify_cmd)

    by_kernel: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for r in per_cfg:
        by_kernel[r["kernel"]].append(r)
    vby: dict[str, float] = defaultdict(float)
    for r in vdoc.get("results", []):
        vby[r["kernel"]] += float(r.get("seconds", 0.0))
    rows = []
    print(f"{'kernel':28s} {'configs':>7s} {'prove sum s':>11s} {'prove max s':>11s} {'verify sum s':>12s}")
    for k in sorted(by_kernel, key=lambda k: -sum(float(r["seconds"]) for r in by_kernel[k])):
        rs = by_kernel[k]
        tot = sum(float(r["seconds"]) for r in rs)
        mx = max(float(r["seconds"]) for r in rs)
        rows.append({"kernel": k, "configs": len(rs), "prove_seconds_sum": round(tot, 2),
                     "prove_seconds_max": round(mx, 2), "verify_seconds_sum": round(vby.get(k, 0.0), 2),
                     "all_proved": all(r.get("ok") for r in rs)})
        print(f"{k:28s} {len(rs):7d} {tot:11.1f} {mx:11.1f} {vby.get(k, 0.0):12.1f}")
    n_ok = sum(1 for r in per_cfg if r.get("ok"))
    if prove_wall is not None:
        print(f"prove --all -j {args.jobs}: {len(per_cfg)} configurations ({n_ok} fully proved), wall {prove_wall:.1f} s "
              f"(target <= {PROVE_TARGET_S:.0f} s), exit {prove_rc}")
    print(f"verify --no-cache -j {args.jobs}: {len(vdoc.get('results', []))} artifacts, wall {verify_wall:.1f} s "
          f"(target <= {VERIFY_TARGET_S:.0f} s), exit {verify_rc}")
    extra = {
        "cpu_cores": os.cpu_count(),
        "prove_command": None if args.skip_prove else "python3 " + shlex.join(prove_cmd[1:]),
        "verify_command": "python3 " + shlex.join(verify_cmd[1:]),
        "prove_wall_seconds": None if prove_wall is None else round(prove_wall, 2),
        "prove_exit": prove_rc,
        "prove_target_seconds": PROVE_TARGET_S,
        "verify_wall_seconds": round(verify_wall, 2),
        "verify_exit": verify_rc,
        "verify_target_seconds": VERIFY_TARGET_S,
        "configurations": len(per_cfg),
        "fully_proved": n_ok,
    }
    write_results("verifier_timing", "bench_verifier", rows, command=command_line(), extra=extra)
    return 0 if verify_rc == 0 and prove_rc in (0, None) else 1


if __name__ == "__main__":
    raise SystemExit(main())
