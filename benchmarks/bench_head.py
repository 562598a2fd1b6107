"""The batch-1 tied head of Gemma 3 270M alone: HEAD_R1_KERNEL (gemv_head_q8_0_f32) vs HEAD_R1V_KERNEL (the staged
gemv_head_q8_0_f32_v2, what the step launches: registry_gemma.gemma_head_kernel) over one token_embd-shaped Q8_0 table.

Both kernels read the same random 262,144 x 640 Q8_0 blocks (178 MB) and the same f16 x, with the step's
configuration (m1_n262144_k640_pdl: a programmatic dependent), launched through the gate only. Each is timed as
benchmarks.bench_gemm.time_ours does (and profile_decode, one launch of a step): a CUDA graph of --reps back-to-back
copies of the one gated launch, replayed 5 times, time per launch = elapsed / (5 * reps); --rounds rounds alternate
the two kernels and the median is reported. Their outputs must agree bit for bit (gemv_head.cu). Prints both times,
the ratio old / new and the weight bandwidth; writes $FLTC_RESULTS_DIR/bench_head.json (else
benchmarks/results/bench_head.json) with the command line.

Run (GPU machine, repo root):  python3 -m benchmarks.bench_head [--reps 50] [--rounds 5]
"""

from __future__ import annotations

import argparse
import statistics
import sys
from typing import Any

import numpy as np

from benchmarks.common import write_results


def _table(rng: np.random.Generator, n: int, k: int) -> np.ndarray:
    """Q8_0 bytes of an n x k table: random q, f16 scales ~U(0.2, 1) * 2^-6 of either sign."""
    nb = n * k // 32
    raw = rng.integers(0, 256, size=(nb, 34), dtype=np.uint8)
    d = (rng.uniform(0.2, 1.0, nb) * 2.0**-6 * rng.choice([-1.0, 1.0], nb)).astype(np.float16)
    raw[:, 0:2] = d.view(np.uint8).reshape(nb, 2)
    return raw.reshape(-1)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--reps", type=int, default=50, help="copies of one launch per timing graph")
    ap.add_argument("--rounds", type=int, default=5, help="alternating rounds per kernel (the median is reported)")
    args = ap.parse_args(argv)
    from backend.cuda.driver import Driver, gpu_available
    from backend.cuda.gate import LaunchGate
    from backend.cuda.launcher import pack_args
    from backend.kernels.registry import REGISTRY
    from backend.kernels.registry_gemma import (
        GEMMA_PROFILES,
        HEAD_R1_KERNEL,
        HEAD_R1V_KERNEL,
        gemma_dependent_launch,
        gemma_head_kernel,
    )
    from benchmarks.bench_gemm import time_ours

    ok, why = gpu_available()
    if not ok:
        print(f"bench_head: no GPU: {why}", file=sys.stderr)
        return 2
    profile = GEMMA_PROFILES["gemma3-270m"]
    N, K = profile.model.vocab, profile.model.hidden
    kernels = (HEAD_R1_KERNEL, HEAD_R1V_KERNEL)
    drv = Driver()
    gate = LaunchGate(drv)
    rng = np.random.default_rng(20261210)
    raw = _table(rng, N, K)
    x = drv.upload(rng.standard_normal((1, K)).astype(np.float16))
    w = drv.upload(raw)
    cases: dict[str, dict[str, Any]] = {}
    for kern in kernels:
        desc = REGISTRY[kern]
        cfg = desc.config(M=1, N=N, K=K, overlap=gemma_dependent_launch(1))
        if gate.lookup(desc, cfg) is None:
            print(f"bench_head: {kern}/{cfg.label} is not proved (the gate refuses it): run "
                  f"`fltc prove {kern}`", file=sys.stderr)
            return 1
        y = drv.alloc(4 * N)
        drv.memset8(y, 0xFF, 4 * N)
        cases[kern] = {"desc": desc, "cfg": cfg, "y": y,
                       "packed": pack_args(desc, cfg, {"x": x, "w": w, "y": y}, power=1), "us": []}
    for _ in range(args.rounds):
        for kern in kernels:
            c = cases[kern]
            c["us"].append(time_ours(drv, gate, c["desc"], c["cfg"], c["packed"], args.reps))
    outs = {k: drv.download(cases[k]["y"], np.uint32, (N,)) for k in kernels}
    identical = bool(np.array_equal(outs[HEAD_R1_KERNEL], outs[HEAD_R1V_KERNEL]))
    wbytes = N * K // 32 * 34
    med = {k: statistics.median(cases[k]["us"]) for k in kernels}
    ratio = med[HEAD_R1_KERNEL] / med[HEAD_R1V_KERNEL]
    results = []
    for kern in kernels:
        c = cases[kern]
        row = {"kernel": kern, "entry": c["desc"].entry, "label": c["cfg"].label, "operator": "bench_head",
               "inputs": f"M=1 N={N} K={K} (Gemma 3 270M's token_embd, Q8_0: {wbytes} bytes), random blocks, "
                         f"{args.reps} launches per graph, {args.rounds} rounds",
               "launched_by_the_step": gemma_head_kernel(profile, 1) == kern,
               "us": med[kern], "us_rounds": c["us"], "weight_gb_per_s": wbytes / med[kern] / 1e3}
        results.append(row)
        print(f"{kern:26s} ({c['desc'].entry}): {med[kern]:8.2f} us  {wbytes / med[kern] / 1e3:7.0f} GB/s  "
              f"rounds {', '.join(f'{u:.2f}' for u in c['us'])}")
    print(f"ratio {HEAD_R1_KERNEL} / {HEAD_R1V_KERNEL} = {ratio:.3f}x ({med[HEAD_R1_KERNEL] - med[HEAD_R1V_KERNEL]:.2f} us "
          f"saved per launch); outputs bit-identical: {identical}")
    write_results("bench_head", "bench_head", results,
                  extra={"ratio_old_over_new": ratio, "saved_us": med[HEAD_R1_KERNEL] - med[HEAD_R1V_KERNEL],
                         "bit_identical": identical})
    for kern in kernels:
        drv.free(cases[kern]["y"])
    drv.free(x)
    drv.free(w)
    drv.close()
    return 0 if identical else 1


if __name__ == "__main__":
    sys.exit(main())
