"""Cost of the launch gate per launch, against the raw cuLaunchKernel, in one run.

Why: the gate must be negligible on the hot path (target: <= 0.5 us per launch over the raw
launch). Both loops launch the same proved configuration with the same pre-packed argument
array on the same stream; bursts alternate (raw, gated, raw, ...) and the medians are
compared. This file holds the project's one raw launch outside the gate, as the baseline
(tests/cuda/test_gate.py allows exactly this exception). A third loop measures the gate's
pure-Python cost with a no-op launch function, and a fourth the CUDA-graph replay cost per
gated kernel.

Run (GPU machine, repo root):  python3 -m benchmarks.bench_gate [--burst 1000 --rounds 15]
"""

from __future__ import annotations

import argparse
import sys
import time
from typing import Any

from benchmarks.common import fill_for_config, median, write_results

TARGET_US = 0.5


def pick_config(gate: Any) -> tuple[Any, Any]:
    """The admitted registry configuration with the fewest threads (cheapest to execute)."""
    from backend.kernels.registry import REGISTRY, launch_configs

    best = None
    for cfg in launch_configs():
        desc = REGISTRY.get(cfg.kernel)
        if desc is None or gate.lookup(desc, cfg) is None:
            continue
        has_range = any(a.kind.value == "load_range" for a in cfg.assumptions)
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
    args = ap.parse_args(argv)

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


if __name__ == "__main__":
    sys.exit(main())
