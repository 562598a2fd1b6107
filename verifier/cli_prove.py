"""`fltc prove`: prove launch configurations and write "fltc-proof/1" artifacts under proofs/.

Why both modes: registered kernels are proved from backend.kernels.registry (every
configuration the backend launches); any other PTX file is proved from a configuration
JSON (schema: verifier/CONFIG.md). Exit code 0 only if every obligation of every
configuration is proved.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from fltc.errors import ConfigError
from verifier.artifact import REPO_ROOT

HELP = "prove PTX launch configurations with Z3 and write proof artifacts"
DESCRIPTION = """Prove obligations 1-7 of the backend contract for launch configurations.

  fltc prove KERNEL...                 every configuration of the named registered kernels
  fltc prove --all                     every configuration in backend.kernels.registry.launch_configs()
  fltc prove --ptx F --entry E --config C.json   one configuration of any PTX file

Artifacts go to DIR/<kernel>/<label>.json (+ SMT-LIB2 queries in DIR/<kernel>/<label>/).
Exit status 0 only if every obligation is proved."""


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("kernels", nargs="*", metavar="KERNEL", help="registered kernel names")
    p.add_argument("--all", action="store_true", help="every registered launch configuration")
    p.add_argument("--profile", default="default", help="launch_configs profile (default: default)")
    p.add_argument("--ptx", help="PTX file to prove (with --entry and --config)")
    p.add_argument("--entry", help="PTX .entry name (overrides the config's entry)")
    p.add_argument("--config", help="launch configuration JSON (see verifier/CONFIG.md)")
    p.add_argument("--out", default=str(REPO_ROOT / "proofs"), help="artifact directory (default: proofs/)")
    p.add_argument("--label", help="only configurations with this label")
    p.add_argument("--json", action="store_true", help="print a JSON summary on stdout")
    p.add_argument("-j", "--jobs", type=int, default=1, help="parallel worker processes")


def _jobs_from_args(args: argparse.Namespace) -> list[tuple[str, str, dict]]:
    """(ptx_path, ptx_text-less marker, config json) jobs; configs travel as JSON to workers."""
    from verifier.config import LaunchConfig

    if args.ptx:
        if not args.config:
            raise ConfigError("--ptx needs --config CONFIG.json")
        d = json.loads(Path(args.config).read_text())
        if args.entry:
            d["entry"] = args.entry
            d.setdefault("kernel", args.entry)
        cfg = LaunchConfig.from_json(d)
        return [(str(Path(args.ptx).resolve()), cfg.kernel, cfg.to_json())]
    if not args.kernels and not args.all:
        raise ConfigError("name kernels, or use --all, or --ptx FILE --entry NAME --config CONFIG.json")
    from backend.kernels.registry import REGISTRY, launch_configs

    unknown = [k for k in args.kernels if k not in REGISTRY]
    if unknown:
        raise ConfigError(f"unknown kernels {unknown}; registered: {sorted(REGISTRY)}")
    jobs = []
    for cfg in launch_configs(args.profile):
        if (args.all or cfg.kernel in args.kernels) and (not args.label or cfg.label == args.label):
            jobs.append((str(REGISTRY[cfg.kernel].ptx_path), cfg.kernel, cfg.to_json()))
    return jobs


def _prove_one(job: tuple[str, str, dict], out: str) -> dict:
    from verifier import prove
    from verifier.config import LaunchConfig

    ptx_path, _, cj = job
    cfg = LaunchConfig.from_json(cj)
    t0 = time.perf_counter()
    try:
        art = prove(Path(ptx_path).read_text(), cfg, ptx_path=ptx_path)
        path = art.write(out)
    except Exception as exc:  # noqa: BLE001 - reported per configuration, never swallowed
        return {"kernel": cfg.kernel, "label": cfg.label, "ok": False, "error": f"{type(exc).__name__}: {exc}",
                "seconds": round(time.perf_counter() - t0, 3)}
    return {"kernel": cfg.kernel, "label": art.label, "ok": art.ok, "artifact": str(path),
            "statuses": art.statuses(), "seconds": round(time.perf_counter() - t0, 3),
            "witnesses": {o["name"]: o["witness"] for o in art.doc["obligations"] if o["witness"]}}


def main(args: argparse.Namespace) -> int:
    jobs = _jobs_from_args(args)
    if not jobs:
        raise ConfigError("no launch configuration matched")
    t0 = time.perf_counter()
    results = []
    n = len(jobs)

    def report(i: int, r: dict) -> None:
        bad = {k: v for k, v in r.get("statuses", {}).items() if v != "proved"}
        state = "proved" if r["ok"] else (r.get("error") or ", ".join(f"{k}={v}" for k, v in bad.items()))
        print(f"[{i}/{n}] {r['kernel']}/{r['label']}: {state} ({r['seconds']:.2f} s)", file=sys.stderr, flush=True)

    if args.jobs > 1 and n > 1:
        with ProcessPoolExecutor(max_workers=args.jobs) as ex:
            futs = [ex.submit(_prove_one, j, args.out) for j in jobs]
            for i, f in enumerate(futs, 1):
                r = f.result()
                results.append(r)
                report(i, r)
    else:
        for i, j in enumerate(jobs, 1):
            r = _prove_one(j, args.out)
            results.append(r)
            report(i, r)
    ok = all(r["ok"] for r in results)
    total = time.perf_counter() - t0
    print(f"{sum(r['ok'] for r in results)}/{n} configurations fully proved in {total:.1f} s",
          file=sys.stderr)
    if args.json:
        print(json.dumps({"ok": ok, "seconds": round(total, 3), "results": results}, indent=1, default=str))
    return 0 if ok else 1
