"""Our GEMM / quantised GEMV vs torch.matmul (cuBLAS, fp16) on the default model's shapes.

For each (M, N, K): M = 512 (prefill, gemm_f16 on tensor cores) and M = 1, 16, 64 (decode: the GEMV
the executor launches for that layer, registry.decode_linears, reading the Q4_1 blocks directly; for
QKV and gate|up at few rows it also applies the RMSNorm, for gate|up the SwiGLU, which torch's plain
matmul does not), N x K = the model's fused linear layers (Wq|Wk|Wv, Wo, Wgate|Wup, Wdown). Both sides run
`reps` launches captured in a CUDA graph, timed with CUDA events, so host launch cost is out of
both numbers. Only configurations admitted by the gate are run (4096^3 is not in the registry, so
it is reported as "not proved: not run"). Ratio = torch time / our time (>= 0.8 is the target).

Run (GPU machine, repo root):  python3 -m benchmarks.bench_gemm [--reps 50]
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

import numpy as np

from benchmarks.common import write_results

TARGET = 0.8


def time_ours(drv: Any, gate: Any, desc: Any, cfg: Any, args: Any, reps: int) -> float:
    s = drv.stream()
    gate.launch(desc, cfg, args, s)
    drv.synchronize(s)
    with drv.capture(s, gate) as graphs:
        for _ in range(reps):
            gate.launch(desc, cfg, args, s)
    g = graphs[0]
    drv.graph_launch(g, s)
    drv.synchronize(s)
    e0, e1 = drv.event(), drv.event()
    drv.record(e0, s)
    for _ in range(5):
        drv.graph_launch(g, s)
    drv.record(e1, s)
    drv.event_sync(e1)
    drv.destroy_graph(g)
    return drv.elapsed_ms(e0, e1) * 1e3 / (5 * reps)


def time_torch(M: int, N: int, K: int, reps: int) -> float:
    import torch

    x = torch.randn(M, K, device="cuda", dtype=torch.float16)
    w = torch.randn(N, K, device="cuda", dtype=torch.float16)
    y = torch.empty(M, N, device="cuda", dtype=torch.float16)
    s = torch.cuda.Stream()
    s.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(s):
        for _ in range(3):
            torch.matmul(x, w.t(), out=y)
    torch.cuda.current_stream().wait_stream(s)
    g = torch.cuda.CUDAGraph()
    with torch.cuda.graph(g):
        for _ in range(reps):
            torch.matmul(x, w.t(), out=y)
    g.replay()
    torch.cuda.synchronize()
    a, b = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    a.record()
    for _ in range(5):
        g.replay()
    b.record()
    b.synchronize()
    return a.elapsed_time(b) * 1e3 / (5 * reps)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--reps", type=int, default=50)
    args = ap.parse_args(argv)
    from backend.cuda.driver import Driver, gpu_available
    from backend.cuda.gate import LaunchGate
    from backend.cuda.launcher import pack_args
    from backend.kernels.registry import PROFILES, QKV_ROPE_KERNEL, REGISTRY, decode_linears, dependent_launch

    ok, why = gpu_available()
    if not ok:
        print(f"bench_gemm: no GPU: {why}", file=sys.stderr)
        return 2
    drv = Driver()
    gate = LaunchGate(drv)
    shape = PROFILES["default"].model
    rng = np.random.default_rng(0)
    cases = [("gemm_f16", 512, n, k) for n, k in shape.linear_shapes]
    # decode: the fused layers as the executor launches them (O and down add into the residual in place)
    cases += [(decode_linears(m)[name][0], m, n, k) for m in (1, 16, 64) for name, n, k, _ in shape.linear_layers]
    cases.append(("gemm_f16", 4096, 4096, 4096))
    results = []
    for kern, M, N, K in cases:
        desc = REGISTRY[kern]
        norm = "nw" in {p.name for p in desc.params}
        extra_shape: dict[str, Any] = {"eps": shape.rms_eps} if norm else {}
        if kern != "gemm_f16" and dependent_launch(M):
            extra_shape["overlap"] = True  # proved (and launched by the executor) as a PDL dependent
        if kern == QKV_ROPE_KERNEL:  # N follows from the heads; RoPE + the K/V write in the epilogue
            extra_shape.update(PROFILES["default"].rope_shape())
            cfg = desc.config(M=M, K=K, **extra_shape)
        else:
            cfg = desc.config(M=M, N=N, K=K, **extra_shape)
        row: dict[str, Any] = {"kernel": kern, "label": cfg.label, "operator": "bench_gemm",
                               "inputs": f"M={M} N={N} K={K}, random data, {args.reps} launches per graph"}
        torch_us = time_torch(M, N, K, args.reps)
        row["torch_matmul_us"] = torch_us
        if gate.lookup(desc, cfg) is None:
            row["status"] = "not proved: the gate refuses it, not run"
            print(f"{kern:10s} M={M:5d} N={N:5d} K={K:5d}: torch {torch_us:8.2f} us; ours: not proved, not run")
            results.append(row)
            continue
        x = drv.upload(rng.standard_normal((M, K)).astype(np.float16))
        if kern == "gemm_f16":  # (decode rows: the kernels the executor launches, registry.decode_linears)
            w = drv.upload(rng.standard_normal((N, K)).astype(np.float16))
            a = pack_args(desc, cfg, {"A": x, "B": w, "C": drv.alloc(2 * M * N)})
        else:
            blocks = np.zeros((N * K // 32, 20), dtype=np.uint8)
            blocks[:, :4] = np.frombuffer(np.array([0.01, -0.05], dtype=np.float16).tobytes(), np.uint8)
            blocks[:, 4:] = rng.integers(0, 256, (N * K // 32, 16), dtype=np.uint8)
            w = drv.upload(blocks)
            y = drv.alloc(2 * M * N)
            drv.memset8(y, 0)  # the _acc variant reads y (the residual stream): start from zeros
            extra = {"nw": drv.upload(np.ones(K, dtype=np.float32))} if norm else {}
            if kern == QKV_ROPE_KERNEL:
                b = cfg.buffer_map
                extra.update({"positions": drv.upload(np.arange(M, dtype=np.uint32) + 80),
                              "slots": drv.upload(np.arange(M, dtype=np.uint32) + 80),
                              "cos_tab": drv.alloc(b["cos_tab"].size_bytes), "sin_tab": drv.alloc(b["sin_tab"].size_bytes),
                              "q_out": drv.alloc(b["q_out"].size_bytes), "kv": drv.alloc(b["kv"].size_bytes)})
                for k in ("cos_tab", "sin_tab", "kv"):
                    drv.memset8(extra[k], 0)
                a = pack_args(desc, cfg, {"x": x, "w": w, **extra})
            else:
                a = pack_args(desc, cfg, {"x": x, "w": w, "y": y, **extra})
        ours = time_ours(drv, gate, desc, cfg, a, args.reps)
        ratio = torch_us / ours
        wbytes = N * K * (2 if kern == "gemm_f16" else 20 / 32)
        row.update(ours_us=ours, ratio_torch_over_ours=ratio, target_ratio=TARGET, met_target=ratio >= TARGET,
                   ours_tflops=2 * M * N * K / ours / 1e6, weight_gb_per_s=wbytes / ours / 1e3)
        print(f"{kern:10s} M={M:5d} N={N:5d} K={K:5d}: ours {ours:8.2f} us  torch {torch_us:8.2f} us  "
              f"ratio {ratio:5.2f}x {'MET' if ratio >= TARGET else 'below 0.8'}")
        results.append(row)
    write_results("bench_gemm", "bench_gemm", results)
    drv.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
