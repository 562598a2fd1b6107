"""Cost of the launch gate per launch, against the raw cuLaunchKernel, in one run.

Why: the gate must be negligible on the hot path (target: <= 0.5 us per launch over the raw
launch). Both loops launch the same proved configuration with the same pre-packed argument
array on the same stream; bursts alternate (raw, gated, raw, ...) and the medians are
compared. This file holds the project's one raw launch outside the gate, as the baseline
(tests/cuda/test_gate.py allows exactly this exception). A third loop measures the gate's
pure-Python cost with a no-op launch function, and a fourth the CUDA-graph replay cost per
gated kernel.

Families: the configuration launched is a concrete *member* of an admitted family when the registry
declares one (the least value of each symbol), so the gated loop exercises admission by
LaunchConfig.match; that decision is made once per distinct configuration, so the per-launch path is
the same id look-up as for a concrete artifact. `--cpu` measures the gate's Python cost alone, without
a GPU: a fake driver, a no-op launch function and a temporary family artifact that a stand-in checker
accepts (timing only: nothing is proved, nothing is written under proofs/); it also reports the one-time
costs per distinct configuration (its sha256 key, the family match).

Run (GPU machine, repo root):  python3 -m benchmarks.bench_gate [--burst 1000 --rounds 15]
Run (CPU, gate logic only):    python3 -m benchmarks.bench_gate --cpu
"""

from __future__ import annotations

import argparse
import sys
import time
from typing import Any

from benchmarks.common import fill_for_config, median, write_results

TARGET_US = 0.5


def member(cfg: Any) -> Any:
    """A concrete configuration itself; a family's member at each symbol's least value."""
    if not cfg.is_family:
        return cfg
    return cfg.instantiate({k: r.first() for k, r in cfg.symbols})


def pick_config(gate: Any) -> tuple[Any, Any]:
    """The admitted registry configuration (a family's least member) with the fewest threads (cheapest
    to execute)."""
    from backend.cuda.gate import data_assumptions
    from backend.kernels.registry import REGISTRY, launch_configs

    best = None
    for fam in launch_configs():
        desc = REGISTRY.get(fam.kernel)
        if desc is None:
            continue
        cfg = member(fam)
        if gate.lookup(desc, cfg) is None:
            continue
        has_range = bool(data_assumptions(cfg))  # one without: its launch names nothing (gate.launch keeps=)
        cost = (has_range, cfg.grid[0] * cfg.grid[1] * cfg.grid[2] * cfg.threads_per_block)
        if best is None or cost < best[0]:
            best = (cost, desc, cfg)
    if best is None:
        raise SystemExit("no registry configuration is admitted by the gate: run `fltc prove` first")
    return best[1], best[2]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--burst", type=int, default=1000, help="launches per timed burst")
    ap.add_argument("--rounds", type=int, default=15, help="bursts per variant (alternating)")
    ap.add_argument("--cpu", action="store_true", help="gate logic only: fake driver, no GPU (see above)")
    args = ap.parse_args(argv)
    if args.cpu:
        return cpu_main(args.burst, args.rounds)

    from backend.cuda.driver import Driver, binding, gpu_available
    from backend.cuda.gate import LaunchGate
    from backend.cuda.launcher import pack_args

    ok, why = gpu_available()
    if not ok:
        print(f"bench_gate: no GPU: {why}", file=sys.stderr)
        return 2
    drv = Driver()
    gate = LaunchGate(drv)
    desc, cfg = pick_config(gate)
    bufs = fill_for_config(drv, cfg)
    packed = pack_args(desc, cfg, bufs)
    stream = drv.stream()
    gate.launch(desc, cfg, packed, stream)  # resolves, loads the module, warms the hot entry
    drv.synchronize(stream)
    func, _ = gate.function(desc)
    raw_launch = binding().cuLaunchKernel  # the declared baseline: the raw driver call
    gx, gy, gz = cfg.grid
    bx, by, bz = cfg.block
    shm, s, kp = cfg.dynamic_shared_bytes, stream.handle, packed.kp
    n = args.burst

    def raw() -> float:
        t0 = time.perf_counter()
        for _ in range(n):
            err = raw_launch(func, gx, gy, gz, bx, by, bz, shm, s, kp, 0)[0]
            if err:
                raise RuntimeError(f"raw launch failed: {err}")
        return time.perf_counter() - t0

    def gated() -> float:
        t0 = time.perf_counter()
        for _ in range(n):
            gate.launch(desc, cfg, packed, stream)
        return time.perf_counter() - t0

    raw_t: list[float] = []
    gate_t: list[float] = []
    for r in range(args.rounds + 1):
        a = raw()
        drv.synchronize(stream)
        b = gated()
        drv.synchronize(stream)
        if r:  # round 0 is warm-up
            raw_t.append(a / n * 1e6)
            gate_t.append(b / n * 1e6)
    raw_us, gate_us = median(raw_t), median(gate_t)
    overhead = gate_us - raw_us

    # pure-Python cost of the gate: the same gate logic with a no-op launch function
    noop_gate = LaunchGate(drv, launch_fn=lambda *a: (0,))
    noop_gate.launch(desc, cfg, packed, stream)
    noop = noop_gate._launch  # the no-op itself, called directly as the baseline

    py_raw, py_gate = [], []
    for _ in range(args.rounds):
        t0 = time.perf_counter()
        for _ in range(n):
            noop(func, gx, gy, gz, bx, by, bz, shm, s, kp, 0)
        t1 = time.perf_counter()
        for _ in range(n):
            noop_gate.launch(desc, cfg, packed, stream)
        t2 = time.perf_counter()
        py_raw.append((t1 - t0) / n * 1e6)
        py_gate.append((t2 - t1) / n * 1e6)

    # graph replay: capture `k` gated launches, replay, time per kernel on the device
    k = 200
    with drv.capture(stream, gate) as graphs:
        for _ in range(k):
            gate.launch(desc, cfg, packed, stream)
    g = graphs[0]
    assert len(g.kernels) == k
    drv.graph_launch(g, stream)
    drv.synchronize(stream)
    e0, e1 = drv.event(), drv.event()
    reps = 20
    drv.record(e0, stream)
    for _ in range(reps):
        drv.graph_launch(g, stream)
    drv.record(e1, stream)
    drv.event_sync(e1)
    graph_us = drv.elapsed_ms(e0, e1) * 1e3 / (reps * k)

    print(f"kernel {desc.name} [{cfg.label}] grid={cfg.grid} block={cfg.block}")
    print(f"raw cuLaunchKernel : {raw_us:7.3f} us/launch (median of {args.rounds} bursts of {n})")
    print(f"gated launch       : {gate_us:7.3f} us/launch")
    print(f"gate overhead      : {overhead:7.3f} us/launch (target <= {TARGET_US})  "
          f"{'MET' if overhead <= TARGET_US else 'NOT MET'}")
    print(f"gate logic alone   : {median(py_gate) - median(py_raw):7.3f} us/launch (no-op launch fn)")
    print(f"graph replay       : {graph_us:7.3f} us/kernel (device time, {k} gated kernels per graph)")
    print(f"gate start-up      : {gate.report.seconds:.3f} s, {gate.report.admitted} admitted, "
          f"{gate.report.from_cache} from cache, {gate.report.checked} re-checked")
    write_results("bench_gate", "bench_gate", [{
        "kernel": desc.name, "label": cfg.label, "operator": "launch_gate_overhead",
        "inputs": f"{args.rounds} alternating bursts of {n} launches, same packed args and stream",
        "raw_us_per_launch": raw_us, "gated_us_per_launch": gate_us, "overhead_us_per_launch": overhead,
        "raw_us_samples": raw_t, "gated_us_samples": gate_t,
        "gate_logic_only_us": median(py_gate) - median(py_raw),
        "graph_replay_us_per_kernel": graph_us,
        "startup_seconds": gate.report.seconds, "startup_from_cache": gate.report.from_cache,
        "startup_rechecked": gate.report.checked,
        "target_us": TARGET_US, "met_target": overhead <= TARGET_US,
    }])
    drv.close()
    return 0


class _FakeDriver:
    """load_module / get_function only: what the gate needs to resolve a configuration."""

    def load_module(self, ptx: bytes, name: str) -> Any:
        return ("module", name)

    def get_function(self, module: Any, entry: str) -> Any:
        return ("function", module[1], entry)


class _Args:
    """Stand-in for PackedArgs: the gate reads .config and .kp only."""

    def __init__(self, config: Any) -> None:
        self.config, self.kp = config, 0


def _timing_artifact(root: Any, fam: Any, ptx_rel: str) -> None:
    """A structurally complete artifact for `fam` under root/proofs, for timing the gate only: its
    obligations carry status "proved" with no proof behind them, so the stand-in checker that accepts
    it must never be the real one (cpu_main uses a temporary directory and a named stand-in)."""
    import hashlib
    import json
    from pathlib import Path

    from backend.cuda.gate import PROOF_FORMAT, PROVABLE

    root = Path(root)
    d = root / "proofs" / fam.kernel
    d.mkdir(parents=True, exist_ok=True)
    art = {"format": PROOF_FORMAT, "kernel": fam.kernel, "entry": fam.entry, "label": fam.label,
           "ptx": {"path": ptx_rel, "sha256": hashlib.sha256((root / ptx_rel).read_bytes()).hexdigest()},
           "config": fam.to_json(), "config_key": fam.key(),
           "obligations": [{"id": i, "name": n, "status": "proved", "queries": []} for i, n in PROVABLE.items()]}
    (d / f"{fam.label}.json").write_text(json.dumps(art))


def cpu_main(burst: int, rounds: int) -> int:
    """The gate's pure-Python cost per launch for a family member, and its one-time costs."""
    import shutil
    import tempfile
    from dataclasses import replace
    from pathlib import Path

    from backend.cuda.gate import LaunchGate
    from backend.kernels.registry import REGISTRY, launch_configs
    from verifier.config import Assumption, AssumptionKind

    fam = next(c for c in launch_configs() if c.is_family and c.kernel == "greedy_f32")
    desc = REGISTRY[fam.kernel]
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        (root / "k").mkdir()
        shutil.copy(desc.ptx_path, root / "k" / desc.ptx_file)
        _timing_artifact(root, fam, f"k/{desc.ptx_file}")
        conc = REGISTRY[fam.kernel].config(B=fam.symbol_map["B"].max + 1, V=fam.scalar_map["V"])  # no member
        _timing_artifact(root, conc, f"k/{desc.ptx_file}")  # the baseline: admitted by its own key
        # the concrete configuration with a data assumption: each launch names it (keeps=), as executors do
        ranged = replace(conc, label=conc.label + "_ranged", assumptions=conc.assumptions + (
            Assumption("timing_only", AssumptionKind.LOAD_RANGE, "bench_gate --cpu: timing only", "logits", "u32",
                       0, 1),))
        _timing_artifact(root, ranged, f"k/{desc.ptx_file}")
        kept = ("timing_only",)

        def noop(*a: Any) -> tuple[int]:
            return (0,)
        gate = LaunchGate(_FakeDriver(), root / "proofs", root=root, checker=lambda p: True,
                          checker_name="bench_gate --cpu stand-in (accepts; timing only)",
                          cache_dir=root / "cache", use_cache=False, launch_fn=noop)
        values = [{k: v} for k, r in fam.symbols for v in range(r.first(), r.max + 1, r.multiple_of)]
        members = [fam.instantiate(v) for v in values]
        fresh = [REGISTRY[fam.kernel].config(**{"B": v["B"], "V": fam.scalar_map["V"]}) for v in values]
        t0 = time.perf_counter()
        keys = [c.key() for c in fresh]
        t1 = time.perf_counter()
        for c in fresh:
            gate.admit(desc, c)  # key (cached on nothing: computed again) + the family match, once each
        t2 = time.perf_counter()
        key_us = (t1 - t0) / len(keys) * 1e6
        first_us = (t2 - t1) / len(fresh) * 1e6
        cfg = fresh[0]
        args, cargs, rargs = _Args(cfg), _Args(conc), _Args(ranged)
        gate.launch(desc, cfg, args)
        gate.launch(desc, conc, cargs)
        gate.launch(desc, ranged, rargs, keeps=kept)
        n = burst
        py_raw, py_gate, py_conc, py_kept = [], [], [], []
        for _ in range(rounds):  # interleaved: raw no-op, family member, concrete artifact
            t0 = time.perf_counter()
            for _ in range(n):
                noop(None, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0)
            t1 = time.perf_counter()
            for _ in range(n):
                gate.launch(desc, cfg, args)
            t2 = time.perf_counter()
            for _ in range(n):
                gate.launch(desc, conc, cargs)
            t3 = time.perf_counter()
            for _ in range(n):
                gate.launch(desc, ranged, rargs, keeps=kept)
            t4 = time.perf_counter()
            py_raw.append((t1 - t0) / n * 1e6)
            py_gate.append((t2 - t1) / n * 1e6)
            py_conc.append((t3 - t2) / n * 1e6)
            py_kept.append((t4 - t3) / n * 1e6)
        logic = median(py_gate) - median(py_raw)
        logic_conc = median(py_conc) - median(py_raw)
        logic_kept = median(py_kept) - median(py_raw)
        rec = next(r for r in gate.launched() if r.label == cfg.label)
        assert rec.admitted.label == fam.label and len(members) == len(fresh)
    print(f"family {fam.kernel} [{fam.label}] ({len(fresh)} members), launched member [{cfg.label}] "
          f"values {dict(rec.values)}")
    print(f"gate logic per launch : {logic:7.3f} us (no-op launch fn, median of {rounds} bursts of {n}; "
          f"target <= {TARGET_US})  {'MET' if logic <= TARGET_US else 'NOT MET'}")
    print(f"  same, concrete artifact: {logic_conc:7.3f} us (admitted by its own key: the same hot path)")
    print(f"  same, naming a data assumption (keeps=): {logic_kept:7.3f} us")
    print(f"once per configuration: {key_us:7.1f} us sha256 key, {first_us:7.1f} us key + family match")
    return 0


if __name__ == "__main__":
    sys.exit(main())
