"""`fltc verify`: re-check proof artifacts without trusting them (see verifier/check.py).

Exit status non-zero if any artifact fails its re-check or records an obligation that is
not proved (`vacuous` included). `--sarif FILE` writes a SARIF 2.1.0 log for code-scanning tools.
Progress: a tqdm bar on stderr when it is a terminal (advanced as artifacts complete, in any order),
else one line per artifact; result lines and --json keep the input order whatever the completion order.
Each distinct PTX file hashed is named once ("hashed PATH"). The closing line gives wall and CPU
seconds (this process and its workers) and the seconds each solver and the re-derivation took.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

from verifier.artifact import REPO_ROOT

HELP = "re-check proof artifacts (PTX hash, re-derived queries, re-solved by Z3 and Bitwuzla)"
DESCRIPTION = """Re-check fltc-proof/1 artifacts: the PTX (resolved in the tree the artifacts belong to, never in the
installed package) must hash to the recorded sha256, every query is re-derived and compared byte for byte
with the stored SMT-LIB2 file and hash, stored queries are re-solved by Z3 and by Bitwuzla (both must agree),
the premise queries of proved obligations must be satisfiable with their stored witness (no vacuous
proof), obligations 5 and 7 are recomputed. PATHS are artifact files or directories (default proofs/).
Nothing is cached unless --cache is given (the cache is kept in $FLTC_CACHE_DIR, $XDG_CACHE_HOME/fltc or
~/.cache/fltc)."""

RULES = {1: "coverage", 2: "single_writer", 3: "bounds_alignment", 4: "barrier_uniformity",
         5: "resources", 6: "power_state", 7: "abi"}


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("paths", nargs="*", metavar="PATH", help="artifact files or directories (default: proofs/)")
    p.add_argument("--json", action="store_true", help="print results as JSON on stdout")
    p.add_argument("--sarif", metavar="FILE", help="write a SARIF 2.1.0 log")
    p.add_argument("--cache", action="store_true",
                   help="reuse verdicts of earlier runs (keyed by verifier code, artifact, PTX and query bytes; "
                        "kept outside the repository)")
    p.add_argument("--no-cache", action="store_true", help="re-check everything (the default; kept for scripts)")
    p.add_argument("--root", metavar="DIR",
                   help="tree that repo-relative PTX paths resolve against (default: the nearest directory above "
                        "each artifact with a pyproject.toml, else its proofs directory's parent)")
    p.add_argument("--allow-unproved", action="store_true",
                   help="exit 0 for artifacts that re-check but record failed/unknown obligations")
    p.add_argument("-j", "--jobs", type=positive_jobs, default=None,
                   help="parallel worker processes (default: the machine's CPUs); 1 checks in this process")


def positive_jobs(text: str) -> int:
    """argparse type of `-j` (fltc verify and fltc prove): a positive number of worker processes."""
    try:
        n = int(text)
    except ValueError:
        n = 0
    if n < 1:
        raise argparse.ArgumentTypeError(f"{text!r} is not a positive number of worker processes (e.g. -j 2)")
    return n


def _cpu_seconds() -> float:
    """CPU seconds of this process and its finished children (the pool's workers once it has shut down)."""
    t = os.times()
    return t.user + t.system + t.children_user + t.children_system


def _state(r) -> str:
    unproved = {k: v for k, v in r.statuses.items() if v != "proved"}
    state = ("ok" if r.ok else "FAILED: " + "; ".join(r.messages))
    if r.ok and unproved:
        state += " (not proved: " + ", ".join(f"{k}={v}" for k, v in unproved.items()) + ")"
    return state


def main(args: argparse.Namespace) -> int:
    from verifier.check import check_many, find_artifacts

    if args.cache and args.no_cache:
        print("--cache and --no-cache contradict each other; give one", file=sys.stderr)
        return 2
    paths = args.paths or [str(REPO_ROOT / "proofs")]
    arts: list[Path] = []
    for p in paths:
        arts.extend(find_artifacts(p))
    t0, c0 = time.perf_counter(), _cpu_seconds()
    results = []
    bar = None
    if sys.stderr.isatty() and len(arts) > 1:
        from tqdm import tqdm

        bar = tqdm(total=len(arts), desc="fltc verify", unit="artifact", file=sys.stderr)
    say = bar.write if bar is not None else (lambda s: print(s, file=sys.stderr, flush=True))

    def done(r) -> None:
        if bar is not None:
            bar.set_postfix_str(f"{r.kernel}/{r.label}", refresh=False)
            bar.update(1)

    hashed: set[str] = set()
    for i0, r in check_many(arts, use_cache=args.cache, jobs=args.jobs, root=args.root, on_done=done):
        if r.ptx_file and r.ptx_file not in hashed:
            hashed.add(r.ptx_file)
            say(f"hashed {r.ptx_file}")
        line = (f"[{i0 + 1}/{len(arts)}] {r.kernel}/{r.label}: {_state(r)} ({r.seconds:.2f} s"
                f"{', cached' if r.cached else ''})")
        if bar is None or not r.ok:
            say(line)
        results.append(r)
    if bar is not None:
        bar.close()
    total, cpu = time.perf_counter() - t0, _cpu_seconds() - c0
    solver = {s: sum(r.solver_cpu_seconds.get(s, 0.0) for r in results) for s in ("z3", "bitwuzla")}
    derive = sum(r.derive_cpu_seconds for r in results)
    bad = [r for r in results if not r.ok]
    unproved = [r for r in results if r.ok and any(v != "proved" for v in r.statuses.values())]
    print(f"{len(results) - len(bad)}/{len(results)} artifacts re-check; {len(unproved)} record unproved "
          f"obligations; {total:.1f} s wall, {cpu:.1f} s CPU (of which re-derivation {derive:.1f} s, z3 "
          f"{solver['z3']:.1f} s, bitwuzla {solver['bitwuzla']:.1f} s)", file=sys.stderr)
    if args.json:
        print(json.dumps({"ok": not bad and (args.allow_unproved or not unproved), "seconds": round(total, 3),
                          "cpu_seconds": round(cpu, 3), "derive_cpu_seconds": round(derive, 3),
                          "solver_cpu_seconds": {k: round(v, 3) for k, v in solver.items()},
                          "jobs": args.jobs or os.cpu_count(), "results": [r.to_json() for r in results]}, indent=1))
    if args.sarif:
        Path(args.sarif).write_text(json.dumps(sarif(results), indent=1))
    if not arts:
        print("no artifacts found", file=sys.stderr)
        return 1
    return 0 if not bad and (args.allow_unproved or not unproved) else 1


def sarif(results: list) -> dict:
    """A SARIF 2.1.0 log: one result per failed re-check and per unproved obligation."""
    out = []
    for r in results:
        try:
            doc = json.loads(Path(r.path).read_text())
        except (OSError, ValueError):
            doc = {}
        ptx = (doc.get("ptx") or {}).get("path") or r.path
        for m in r.messages:
            out.append({"ruleId": "artifact_check", "level": "error", "message": {"text": f"{r.kernel}/{r.label}: {m}"},
                        "locations": [{"physicalLocation": {"artifactLocation": {"uri": r.path}}}]})
        for o in doc.get("obligations", []) if r.ok else []:
            if o.get("status") == "proved":
                continue
            w = o.get("witness") or {}
            line = None
            for v in [w] + [x for x in w.values() if isinstance(x, dict)]:
                if isinstance(v, dict) and isinstance(v.get("ptx_line"), int):
                    line = v["ptx_line"]
                    break
            loc = {"artifactLocation": {"uri": ptx}}
            if line:
                loc["region"] = {"startLine": line}
            out.append({"ruleId": o["name"], "level": "error" if o["status"] in ("failed", "vacuous") else "warning",
                        "message": {"text": f"{r.kernel}/{r.label}: obligation {o['id']} ({o['name']}) "
                                            f"{o['status']}: {w.get('reason') or o.get('detail', '')}"},
                        "locations": [{"physicalLocation": loc}]})
    rules = [{"id": "artifact_check", "shortDescription": {"text": "proof artifact re-check"}}] + [
        {"id": n, "shortDescription": {"text": f"obligation {i}: {n}"}} for i, n in RULES.items()]
    return {"$schema": "https://json.schemastore.org/sarif-2.1.0.json", "version": "2.1.0",
            "runs": [{"tool": {"driver": {"name": "fltc verify", "informationUri": "https://example.invalid/fltc",
                                          "rules": rules}},
                      "results": out}]}
