"""Launch every proved configuration once (a family: its extremes and two random members), for
compute-sanitizer (a dynamic cross-check of the proofs).

Why: a proof says "for every input that satisfies the artifact's assumptions, no out-of-bounds
access, no race, no barrier misuse". This script makes inputs that satisfy exactly those
assumptions (values in each `load_range`, distinct values where `load_injective`, one allocation
per pointer so buffers are disjoint) and random bytes everywhere else, then launches each
configuration through the launch gate (power active). Run under compute-sanitizer
(benchmarks/sanitize.sh): any report contradicts a proof or its model.

    python3 -m benchmarks.sanitize_kernels [--profile default] [--match SUBSTRING] [--json FILE]

Exit status 0 only if every configuration was admitted and launched without a CUDA error.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

import numpy as np

_NP = {"u8": np.uint8, "s8": np.int8, "u16": np.uint16, "s16": np.int16, "u32": np.uint32, "s32": np.int32,
       "u64": np.uint64, "s64": np.int64}


_POOL: np.ndarray | None = None


def _random_bytes(nbytes: int, rng: np.random.Generator) -> np.ndarray:
    """nbytes random bytes, sliced at a random offset from one pool (16 GB of fresh randomness is slow)."""
    global _POOL
    if _POOL is None or _POOL.size < 2 * nbytes:
        _POOL = rng.integers(0, 256, max(2 * nbytes, 1 << 24), dtype=np.uint8)
    off = int(rng.integers(0, _POOL.size - nbytes + 1))
    return _POOL[off: off + nbytes]


def fill_buffer(cfg: Any, name: str, nbytes: int, rng: np.random.Generator) -> np.ndarray:
    """Bytes for buffer `name`: random, except where an assumption constrains the values loaded from it."""
    from verifier.config import AssumptionKind

    data = _random_bytes(nbytes, rng)
    ranges = [a for a in cfg.assumptions if a.buffer == name and a.kind is AssumptionKind.LOAD_RANGE]
    injective = any(a.buffer == name and a.kind is AssumptionKind.LOAD_INJECTIVE for a in cfg.assumptions)
    if not ranges and not injective:
        return data
    dtypes = {a.dtype for a in cfg.assumptions if a.buffer == name and a.dtype}
    if len(dtypes) != 1 or next(iter(dtypes)) not in _NP:
        raise SystemExit(f"{cfg.kernel}/{cfg.label}: cannot fill {name} for assumptions with dtypes {dtypes}")
    dt = _NP[next(iter(dtypes))]
    info = np.iinfo(dt)
    lo = max([a.lo for a in ranges if a.lo is not None] + [int(info.min)])
    hi = min([a.hi for a in ranges if a.hi is not None] + [int(info.max)])
    count = nbytes // np.dtype(dt).itemsize
    if injective:
        span = hi - lo + 1
        if span >= count:
            vals = lo + rng.choice(span, size=count, replace=False) if span < 1 << 24 else \
                lo + rng.permutation(count)
        else:  # the assumption bounds only the offsets the kernel loads; keep as many distinct as fit
            vals = lo + np.resize(rng.permutation(span), count)
    else:
        vals = rng.integers(lo, hi, count, endpoint=True, dtype=np.int64)
    out = data.copy()
    out[: count * np.dtype(dt).itemsize] = np.asarray(vals).astype(dt).view(np.uint8)
    return out


def family_members(cfg: Any, rng: np.random.Generator, draws: int = 2) -> list[Any]:
    """A concrete configuration as itself; a family as members: every symbol at its smallest admissible
    value, every symbol at its largest, and `draws` random members (each only if the family's constraints
    admit it). The label says which values were taken, e.g. `m2-31_n960_k576@M=31`."""
    if not getattr(cfg, "is_family", False):
        return [cfg]
    ranges = dict(cfg.symbols)

    def last(r: Any) -> int:
        return r.max - r.max % r.multiple_of

    picks = [{k: r.first() for k, r in ranges.items()}, {k: last(r) for k, r in ranges.items()}]
    for _ in range(draws):
        picks.append({k: int(rng.integers(r.first(), last(r) + 1)) // r.multiple_of * r.multiple_of
                      for k, r in ranges.items()})
    out, seen = [], set()
    for v in picks:
        key = tuple(sorted(v.items()))
        if key in seen or not cfg.admits(v):
            continue
        seen.add(key)
        out.append(replace(cfg.instantiate(v), label=cfg.label + "@" + ",".join(f"{k}={x}" for k, x in key)))
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--profile", default="default")
    ap.add_argument("--match", default="", help="only configurations whose kernel/label contains this")
    ap.add_argument("--json", help="write per-configuration results here")
    ap.add_argument("--control", action="store_true",
                    help="positive control: launch copy_u32 with an output allocation half the size the proof "
                         "assumes (the launcher is told the full size); memcheck must report it")
    args = ap.parse_args(argv)

    from backend.cuda.driver import Driver, call
    from backend.cuda.gate import LaunchGate
    from backend.cuda.keeps import checked_on_host
    from backend.cuda.launcher import pack_args
    from backend.kernels.registry import REGISTRY, launch_configs
    from verifier.config import ParamType

    drv = Driver()
    gate = LaunchGate(drv)
    r = gate.report
    print(f"gate: {r.artifacts} artifacts, {r.admitted} admitted, {len(r.rejected)} rejected", flush=True)
    rng = np.random.default_rng(20261201)
    cfgs = [m for c in launch_configs(args.profile) if args.match in f"{c.kernel}/{c.label}"
            for m in family_members(c, rng)]
    if args.control:
        from backend.cuda.driver import DeviceBuffer

        cfg = next(c for c in cfgs if c.kernel == "copy_u32")
        d = REGISTRY[cfg.kernel]
        gate.admit(d, cfg)
        argv_ = {}
        for p in cfg.params:
            if p.type is ParamType.PTR:
                n = cfg.buffer_map[p.name].size_bytes
                real = drv.alloc(n // 2 if p.name == "dst" else n)
                argv_[p.name] = DeviceBuffer(real.ptr, n)  # a lie about the size: the assumption is broken
        gate.launch(d, cfg, pack_args(d, cfg, argv_))
        call("cuCtxSynchronize")
        print(f"control: {cfg.kernel}/{cfg.label} launched with dst at half its proved size", flush=True)
        return 0
    results = []
    failed = 0
    t0 = time.perf_counter()
    for i, cfg in enumerate(cfgs, 1):
        d = REGISTRY[cfg.kernel]
        bufs = []
        row: dict[str, Any] = {"kernel": cfg.kernel, "label": cfg.label, "key": cfg.key()}
        try:
            gate.admit(d, cfg)
            row["ptx"], row["ptx_sha256"] = d.ptx_file, gate.function(d)[1]
            argv_: dict[str, Any] = {}
            host: dict[str, np.ndarray] = {}
            for p in cfg.params:
                if p.type is ParamType.PTR:
                    b = cfg.buffer_map[p.name]
                    host[p.name] = fill_buffer(cfg, p.name, b.size_bytes, rng)
                    buf = drv.upload(host[p.name])
                    bufs.append(buf)
                    argv_[p.name] = buf
            packed = pack_args(d, cfg, argv_)
            gate.launch(d, cfg, packed, keeps=checked_on_host(cfg, host))  # the fill's data, checked
            call("cuCtxSynchronize")
            row["ok"] = True
        except Exception as exc:  # noqa: BLE001 - every configuration is reported, the run goes on
            row["ok"], row["error"] = False, f"{type(exc).__name__}: {exc}"
            failed += 1
        finally:
            for b in bufs:
                drv.free(b)
        results.append(row)
        state = "ok" if row["ok"] else row["error"][:200]
        print(f"[{i}/{len(cfgs)}] {cfg.kernel}/{cfg.label}: {state}", flush=True)
    secs = time.perf_counter() - t0
    print(f"{len(cfgs) - failed}/{len(cfgs)} configurations launched in {secs:.1f} s", flush=True)
    if args.json:
        Path(args.json).write_text(json.dumps({
            "command": " ".join([Path(sys.executable).name, "-m", "benchmarks.sanitize_kernels", *(argv or sys.argv[1:])]),
            "device": getattr(drv, "name", "unknown"), "created_utc": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
            "configurations": len(cfgs), "failed": failed, "results": results}, indent=1))
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
