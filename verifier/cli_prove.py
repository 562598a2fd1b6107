"""`fltc prove`: prove launch configurations and write "fltc-proof/1" artifacts under proofs/.

Why both modes: registered kernels are proved from backend.kernels.registry (every
configuration the backend launches); any other PTX file is proved from a configuration
JSON (schema: verifier/CONFIG.md). Exit code 0 only if every obligation of every
configuration is proved.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
import time
from concurrent.futures import ProcessPoolExecutor, as_completed
from pathlib import Path

from fltc.errors import ConfigError
from verifier.artifact import REPO_ROOT
from verifier.cli_verify import positive_jobs

HELP = "prove PTX launch configurations with Z3 and write proof artifacts"
DESCRIPTION = """Prove obligations 1-7 of the backend contract for launch configurations.

  fltc prove KERNEL...                 every configuration of the named registered kernels
  fltc prove --all                     every configuration in backend.kernels.registry.launch_configs()
  fltc prove --ptx F --entry E --config C.json   one configuration of any PTX file
  fltc prove KERNEL --config C.json    one configuration of a registered kernel's PTX
  fltc prove --model PATH              the kernel profile of a Llama / Gemma 3 GGUF's dimensions: each of its
                                       configurations no artifact covers yet, into the profile's directory
                                       (~/.local/share/fltc/proofs/<profile>/, $FLTC_PROOFS_DIR); `fltc run
                                       --model PATH` then starts on the GPU with them

Artifacts go to DIR/<kernel>/<label>.json (+ SMT-LIB2 queries in DIR/<kernel>/<label>/).
Exit status 0 only if every obligation is proved."""


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("kernels", nargs="*", metavar="KERNEL", help="registered kernel names")
    p.add_argument("--all", action="store_true", help="every registered launch configuration")
    p.add_argument("--profile", default="default", help="launch_configs profile (default: default)")
    p.add_argument("--ptx", help="PTX file to prove (with --entry and --config)")
    p.add_argument("--entry", help="PTX .entry name (overrides the config's entry)")
    p.add_argument("--config", help="launch configuration JSON (see verifier/CONFIG.md)")
    p.add_argument("--model", metavar="PATH", help="a GGUF file (or short name such as gemma3-270m): prove the "
                   "configurations of the kernel profile its dimensions need that have no artifact yet")
    p.add_argument("--out", default=None, help="artifact directory (default: proofs/; with --model, the derived "
                   "profile's directory)")
    p.add_argument("--label", help="only configurations with this label")
    p.add_argument("--json", action="store_true", help="print a JSON summary on stdout")
    p.add_argument("-j", "--jobs", type=positive_jobs, default=None,
                   help="parallel worker processes (default: the machine's CPUs); 1 proves in this process")


def _previous_seconds(out: str, kernel: str, label: str) -> float:
    """The proving time recorded by an earlier artifact of this configuration under --out (0 if none):
    only a scheduling hint, so the longest proofs start first and the workers finish together."""
    try:
        return float(json.loads((Path(out) / kernel / f"{label}.json").read_bytes()).get("seconds", 0.0))
    except (OSError, ValueError, TypeError, AttributeError):
        return 0.0


def _read_config(path: str) -> dict:
    """The --config file as one JSON object, or a one-line ConfigError saying what to fix."""
    p, hint = Path(path), "see verifier/CONFIG.md (example: tests/fixtures/ptx/vec_add.config.json)"
    if p.is_dir():
        raise ConfigError(f"--config {path}: is a directory; pass the launch configuration's JSON file")
    if not p.is_file():
        raise ConfigError(f"--config {path}: no such file; write a launch configuration there, {hint}")
    try:
        text = p.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise ConfigError(f"--config {path}: cannot be read as UTF-8 text ({exc}); {hint}") from exc
    if not text.strip():
        raise ConfigError(f"--config {path}: the file is empty; write one JSON object, {hint}")

    def no_constant(c: str) -> None:
        raise ValueError(f"{c} is not JSON (use a finite number)")

    try:
        d = json.loads(text, parse_constant=no_constant)
    except json.JSONDecodeError as exc:
        raise ConfigError(f"--config {path}: not valid JSON (line {exc.lineno}, column {exc.colno}: {exc.msg}); "
                          f"fix the syntax, {hint}") from exc
    except ValueError as exc:
        raise ConfigError(f"--config {path}: {exc}") from exc
    if not isinstance(d, dict):
        kind = "a list" if isinstance(d, list) else f"a JSON {type(d).__name__}"
        raise ConfigError(f"--config {path}: holds {kind}; it must hold one JSON object (one launch "
                          f"configuration; prove several by running fltc prove once per file), {hint}")
    return d


_ENTRY_RE = re.compile(r"\.entry\s+([A-Za-z_$%][A-Za-z0-9_$]*)")


def _read_ptx(path: str | Path, flag: str) -> str:
    p = Path(path)
    if not p.is_file():
        what = "is a directory" if p.is_dir() else "no such file"
        raise ConfigError(f"{flag} {path}: {what}; compile the kernel first (nvcc -arch=sm_90 -ptx K.cu -o K.ptx)")
    try:
        return p.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise ConfigError(f"{flag} {path}: cannot be read as PTX text ({exc})") from exc


def _config_job(args: argparse.Namespace) -> tuple[str, str, dict]:
    """The one job of `--config FILE` (with --ptx FILE, or one registered KERNEL whose PTX it uses)."""
    from verifier.config import LaunchConfig

    if args.ptx:
        if args.kernels or args.all:
            raise ConfigError("--ptx proves one configuration: give no KERNEL names and no --all with it")
        ptx_path, flag = Path(args.ptx), "--ptx"
    else:
        from backend.kernels.registry import REGISTRY

        if len(args.kernels) != 1 or args.all or args.kernels[0] not in REGISTRY:
            raise ConfigError("--config needs --ptx FILE, or exactly one registered KERNEL (fltc prove KERNEL "
                              "--config FILE proves that configuration of the registered PTX)")
        ptx_path, flag = REGISTRY[args.kernels[0]].ptx_path, f"registered kernel {args.kernels[0]}: PTX"
    text = _read_ptx(ptx_path, flag)
    d = _read_config(args.config)
    if args.entry:
        d["entry"] = args.entry
        d.setdefault("kernel", args.entry)
    try:
        cfg = LaunchConfig.from_json(d)
    except ConfigError as exc:
        raise ConfigError(f"--config {args.config}: {exc}") from exc
    if not args.ptx and cfg.kernel != args.kernels[0]:
        raise ConfigError(f"--config {args.config}: \"kernel\" is {cfg.kernel!r}, not {args.kernels[0]!r}")
    entries = _ENTRY_RE.findall(text)
    if cfg.entry not in entries:
        raise ConfigError(f"{flag} {ptx_path}: no .entry named {cfg.entry!r} (entries: "
                          f"{', '.join(entries) or 'none: is it PTX?'}); pass --entry NAME or fix \"entry\" in "
                          f"{args.config}")
    return str(Path(ptx_path).resolve()), cfg.kernel, cfg.to_json()


def _model_jobs(args: argparse.Namespace) -> list[tuple[str, str, dict]]:
    """--model: the derived profile's configurations that no artifact covers (model_profile.missing_configs)."""
    if args.kernels or args.all or args.ptx or args.config or args.label:
        raise ConfigError("--model proves the profile of one GGUF: give no KERNEL names, --all, --ptx, --config "
                          "or --label with it")
    from backend.kernels.model_profile import derive_profile, missing_configs
    from backend.kernels.registry import REGISTRY
    from backend.model.gguf_loader import load_gguf
    from backend.run import check_model_path

    path = check_model_path(args.model)
    model = load_gguf(path)  # the header and a map of the file: no weight is read
    mp = derive_profile(model.config, model.tensors, label=str(path))
    target = Path(args.out) if args.out else (mp.proofs_dir or REPO_ROOT / "proofs")
    args.out = str(target)
    todo = missing_configs(mp, extra_dirs=(target,))
    n = len(mp.configs())
    print(f"profile {mp.describe()}: {n} configurations, {n - len(todo)} with an artifact, {len(todo)} to prove"
          + (f" into {target}" if todo else ""), file=sys.stderr)
    return [(str(REGISTRY[c.kernel].ptx_path), c.kernel, c.to_json()) for c in todo]


def _jobs_from_args(args: argparse.Namespace) -> list[tuple[str, str, dict]]:
    """(ptx_path, kernel, config json) jobs; configs travel as JSON to workers."""
    if getattr(args, "model", None):
        return _model_jobs(args)
    if args.out is None:
        args.out = str(REPO_ROOT / "proofs")
    if args.config:
        return [_config_job(args)]
    if args.ptx or args.entry:
        raise ConfigError("--ptx and --entry need --config CONFIG.json (see verifier/CONFIG.md)")
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


class _Progress:
    """One progress line: a tqdm bar (counts, rate, ETA) when stderr is a terminal, else a line per
    configuration (logs and CI). Failures always get their own line."""

    def __init__(self, n: int) -> None:
        self.n, self.i, self.bar = n, 0, None
        if sys.stderr.isatty():
            from tqdm import tqdm

            self.bar = tqdm(total=n, file=sys.stderr, unit="config", dynamic_ncols=True, desc="fltc prove")

    def __call__(self, r: dict) -> None:
        self.i += 1
        bad = {k: v for k, v in r.get("statuses", {}).items() if v != "proved"}
        state = "proved" if r["ok"] else (r.get("error") or ", ".join(f"{k}={v}" for k, v in bad.items()))
        line = f"[{self.i}/{self.n}] {r['kernel']}/{r['label']}: {state} ({r['seconds']:.2f} s)"
        if self.bar is None:
            print(line, file=sys.stderr, flush=True)
            return
        if not r["ok"]:
            self.bar.write(line, file=sys.stderr)
        self.bar.set_postfix_str(f"{r['kernel']}/{r['label']}", refresh=False)
        self.bar.update(1)

    def close(self) -> None:
        if self.bar is not None:
            self.bar.close()


def main(args: argparse.Namespace) -> int:
    jobs = _jobs_from_args(args)
    if not jobs and getattr(args, "model", None):
        print("nothing to prove: every configuration of the profile has an artifact (the gate re-checks them "
              "when `fltc run --model` starts)", file=sys.stderr)
        return 0
    if not jobs:
        raise ConfigError("no launch configuration matched")
    t0 = time.perf_counter()
    n = len(jobs)
    results: list[dict] = [{}] * n
    progress = _Progress(n)
    workers = args.jobs or os.cpu_count() or 1
    try:
        if workers > 1 and n > 1:
            order = sorted(range(n), key=lambda i: (-_previous_seconds(args.out, jobs[i][1],
                                                                        str(jobs[i][2].get("label") or "")), i))
            from verifier.prover import warm_file_caches

            texts = []
            for ptx in dict.fromkeys(j[0] for j in jobs):
                try:
                    texts.append(Path(ptx).read_text())
                except (OSError, UnicodeDecodeError):
                    continue  # _prove_one reports it
            warm_file_caches(texts, threads=workers)
            with ProcessPoolExecutor(max_workers=workers) as ex:
                futs = {ex.submit(_prove_one, jobs[i], args.out): i for i in order}
                for f in as_completed(futs):
                    results[futs[f]] = r = f.result()
                    progress(r)
        else:
            for i, j in enumerate(jobs):
                results[i] = r = _prove_one(j, args.out)
                progress(r)
    finally:
        progress.close()
    ok = all(r["ok"] for r in results)
    total = time.perf_counter() - t0
    print(f"{sum(r['ok'] for r in results)}/{n} configurations fully proved in {total:.1f} s",
          file=sys.stderr)
    if getattr(args, "model", None) and ok:
        print(f"the gate re-checks them when `fltc run --model {args.model}` starts; by hand: fltc verify {args.out} "
              f"--root {REPO_ROOT}", file=sys.stderr)
    if args.json:
        print(json.dumps({"ok": ok, "seconds": round(total, 3), "results": results}, indent=1, default=str))
    return 0 if ok else 1
