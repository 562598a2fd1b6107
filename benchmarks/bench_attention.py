"""One layer's batch-1 attention per depth x split count, so the depth buckets (registry.BATCH1_SPLITS) are
chosen from data in one run (issue 16: depth 1 must not cost more than the old single kernel; depth 4,000).

What is timed: the launches StepPlanner._attention makes for one decode row (backend.kernels.attention_plan:
attention_split_f16 + attention_combine_f16 at n_splits, or attention_direct_f16 alone), packed by
backend.cuda.launcher.pack_args and launched through the launch gate as programmatic dependents (overlap, as
the executor's batch-1 graph launches them), one layer after another over the default profile's 30 layers
(each its own KV view, as the executor passes kv + layer * layer_stride), captured in a CUDA graph and timed
with CUDA events over `--iters` replays: per layer = elapsed / (iters x layers). Each candidate is also timed
split-only and combine-only (the same graph with one kernel) to see where the time goes.

Every candidate configuration (concrete, R = 1) is proved by this run first, into --proofs (a temporary
directory by default; verifier.prove, the CLI's per-configuration worker, in parallel), and the gate is built
on that directory: nothing unproved is launched, and only BATCH1_SPLITS's counts are proved in proofs/ (the
others are measured, not shipped). The direct kernel is proved at a max_context = the smallest of
--direct-contexts >= the depth (its proof assumes seq_len <= max_context); deeper it is not run. Likewise the
GQA kernel (attention_gqa_f16 + attention_combine_f16, candidate "gqa{top}"): one tile of 128 keys per CTA, proved
at max_context = each of --gqa-contexts >= the depth (n_splits = max_context / 128: the executor's launch for a
registry.BATCH1_GQA_TOPS bucket of that top), so its empty tiles at depths below the top are timed too.

Data: the KV pool of the default profile (16,384 blocks, 6 GB) filled with one byte pattern, q random, the
row's block table a random choice of distinct blocks (a fragmented allocation). Timing does not depend on
the values (no data-dependent branch but seq_len and L != 0).

Output: $FLTC_RESULTS_DIR/bench_attention.json: one row per (depth, candidate), the fastest per depth, the
executor's present choice (registry.attention_splits(1, depth)) and its time, and the BATCH1_SPLITS those
measurements suggest (bucket tops at the measured depths; re-prove after changing it).

Run (GPU machine, repo root):  python3 -m benchmarks.bench_attention [--iters 20] [--jobs 16]
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from benchmarks.common import write_results

DEPTHS = (1, 64, 128, 256, 512, 1024, 2048, 4000, 8192)
SPLITS = (2, 4, 8, 16, 32, 64, 128)
DIRECT_CONTEXTS = (256, 512, 1024)
GQA_CONTEXTS = (256, 512, 1024, 2048, 4096, 8192)


@dataclass(frozen=True)
class Candidate:
    """One way to run a depth's attention: the launches (kernel, LaunchConfig) in order."""

    name: str  # "direct", "split{n}" or "gqa{max_context}"
    n_splits: int
    configs: tuple[Any, ...]


def _ints(text: str) -> tuple[int, ...]:
    return tuple(int(x) for x in text.split(",") if x.strip())


def candidates(depth: int, splits: tuple[int, ...], direct_contexts: tuple[int, ...],
               gqa_contexts: tuple[int, ...] = ()) -> list[Candidate]:
    """The depth's candidates: the direct kernel (if a --direct-contexts value covers the depth),
    split + combine at each split count, and the GQA kernel + combine at each gqa_contexts top >= the depth, with
    the shapes the executor's plan uses (attention_plan)."""
    from backend.kernels.attention_plan import plan_attention
    from backend.kernels.registry import DIRECT_KERNEL, GQA_TILE, PROFILES, REGISTRY

    p = PROFILES["default"]
    m = p.model
    out: list[Candidate] = []
    ctx = next((c for c in sorted(direct_contexts) if c >= depth), None)
    if ctx is not None:
        cfg = REGISTRY[DIRECT_KERNEL].config(R=1, q_heads=m.q_heads, kv_heads=m.kv_heads, max_context=ctx,
                                             layers=m.layers, physical_blocks=p.physical_blocks,
                                             head_dim=m.head_dim, overlap=True)
        out.append(Candidate("direct", 1, (cfg,)))
    for ns in splits:
        plan = plan_attention(p, 1, max_seq_len=depth, n_splits=ns, gqa=False)  # the split kernel whatever the table
        out.append(Candidate(f"split{ns}", ns, tuple(REGISTRY[x.kernel].config(**x.shape_dict())
                                                      for x in plan.launches)))
    for top in sorted(c for c in gqa_contexts if c >= depth):
        plan = plan_attention(p, 1, max_seq_len=depth, n_splits=top // GQA_TILE, gqa=True)
        out.append(Candidate(f"gqa{top}", plan.n_splits, tuple(REGISTRY[x.kernel].config(**x.shape_dict())
                                                                for x in plan.launches)))
    return out


def executor_keys(depth: int) -> tuple[str, ...]:
    """The configuration keys of the launches the executor makes for one batch-1 layer at `depth` (StepPlanner.
    _attention: the depth bucket's split count, planned at its top; registry.BATCH1_GQA_TOPS picks the kernel)."""
    from backend.kernels.attention_plan import batch1_depth_limit, plan_attention
    from backend.kernels.registry import PROFILES, REGISTRY, attention_splits

    p = PROFILES["default"]
    ns = attention_splits(1, depth)
    plan = plan_attention(p, 1, max_seq_len=batch1_depth_limit(p, ns), n_splits=ns)
    return tuple(REGISTRY[x.kernel].config(**x.shape_dict()).key() for x in plan.launches)


def prove_all(configs: list[Any], out: Path, jobs: int) -> dict[str, dict[str, Any]]:
    """Prove each configuration into `out` (verifier.cli_prove's worker); config key -> its result."""
    from backend.kernels.registry import REGISTRY
    from verifier.cli_prove import _prove_one

    todo = [(str(REGISTRY[c.kernel].ptx_path), c.kernel, c.to_json()) for c in configs]
    res: dict[str, dict[str, Any]] = {}
    t0 = time.perf_counter()
    with ProcessPoolExecutor(max_workers=max(1, jobs)) as ex:
        for c, r in zip(configs, ex.map(_prove_one, todo, [str(out)] * len(todo)), strict=True):
            res[c.key()] = r
            state = "proved" if r["ok"] else f"NOT proved ({r.get('error') or r.get('statuses')})"
            print(f"  {c.kernel}/{c.label}: {state} in {r['seconds']:.1f} s", flush=True)
    print(f"proved {sum(r['ok'] for r in res.values())}/{len(res)} configurations in "
          f"{time.perf_counter() - t0:.1f} s")
    return res


class Rig:
    """The device buffers one layer's attention reads and writes, for every layer of the default profile."""

    def __init__(self, drv: Any, max_splits: int, seed: int) -> None:
        from backend.kernels.attention_plan import workspace_bytes
        from backend.kernels.registry import PROFILES

        p = PROFILES["default"]
        m = p.model
        self.drv, self.profile, self.lay = drv, p, p.kv()
        rng = np.random.default_rng(seed)
        self.kv = drv.alloc(self.lay.total_bytes)
        drv.memset8(self.kv, 0x21)  # f16 0x2121: 0.0106 in every K and V element
        ml, acc = workspace_bytes(p, extra_batch1_splits=(max_splits,))
        self.bufs: dict[str, Any] = {
            "q": drv.upload((rng.standard_normal((1, m.q_heads, m.head_dim)) * 0.5).astype(np.float16)),
            "ml": drv.alloc(ml), "acc": drv.alloc(acc), "out": drv.alloc(2 * m.q_heads * m.head_dim)}
        self.tables = drv.alloc(4 * p.max_blocks_per_seq)
        self.seq_lens = drv.alloc(4)
        self.rng = rng

    def set_depth(self, depth: int) -> None:
        """One row of `depth` keys in distinct random blocks (the rest of its table: block 0)."""
        p = self.profile
        nb = -(-depth // 16)
        t = np.zeros(p.max_blocks_per_seq, dtype=np.uint32)
        t[:nb] = self.rng.choice(p.physical_blocks, nb, replace=False)
        sl = np.array([depth], dtype=np.uint32)
        self.drv.htod(self.tables, t)
        self.drv.htod(self.seq_lens, sl)
        self.host = {"block_tables": t, "seq_lens": sl}  # what the launches' data assumptions are checked on

    def args(self, cfg: Any, layer: int) -> dict[str, Any]:
        lay = self.lay
        kv_l = self.kv.view(layer * lay.layer_stride, lay.plane_stride + lay.layer_stride)
        bufs = {**self.bufs, "kv": kv_l, "block_tables": self.tables, "seq_lens": self.seq_lens}
        names = {p.name for p in cfg.params}
        out = {k: v for k, v in bufs.items() if k in names}
        for k in ("token_stride", "page_stride", "plane_stride"):
            if k in names:
                out[k] = getattr(lay, k)
        return out


def time_graph(drv: Any, gate: Any, launches: list[tuple[Any, Any, Any, tuple[str, ...]]], iters: int) -> float:
    """Microseconds per replay of a graph of `launches` (descriptor, config, packed args, the data assumptions
    checked on the rig's data: keeps), after one warm-up."""
    s = drv.stream()
    for d, c, a, k in launches:  # once outside a graph: module load, first-touch
        gate.launch(d, c, a, s, keeps=k)
    drv.synchronize(s)
    with drv.capture(s, gate) as graphs:
        for d, c, a, k in launches:
            gate.launch(d, c, a, s, keeps=k)
    g = graphs[0]
    drv.graph_upload(g, s)
    drv.graph_launch(g, s)
    drv.synchronize(s)
    e0, e1 = drv.event(), drv.event()
    drv.record(e0, s)
    for _ in range(iters):
        drv.graph_launch(g, s)
    drv.record(e1, s)
    drv.event_sync(e1)
    us = drv.elapsed_ms(e0, e1) * 1e3 / iters
    drv.destroy_graph(g)
    drv.destroy_event(e0)
    drv.destroy_event(e1)
    drv.destroy_stream(s)
    return us


def suggest_buckets(best: dict[int, tuple[str, int]], max_context: int) -> list[list[int]]:
    """BATCH1_SPLITS from the fastest count per measured depth: consecutive depths with the same winner form a
    bucket whose top is the last of them (the last bucket reaches max_context; a first, direct bucket's top is
    rounded down to a multiple of 128, as registry.DIRECT_MAX_CONTEXT must be, and dropped if that is 0)."""
    out: list[list[int]] = []
    for depth in sorted(best):
        ns = best[depth][1]
        if out and out[-1][1] == ns:
            out[-1][0] = depth
        else:
            out.append([depth, ns])
    if len(out) > 1 and out[0][1] == 1:  # the direct kernel's top is its proof's max_context: a multiple of 128
        out[0][0] -= out[0][0] % 128
        if out[0][0] == 0:  # it wins only below 128 keys: the next count's bucket starts at depth 0
            del out[0]
    if out:
        out[-1][0] = max(out[-1][0], max_context)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--depths", type=_ints, default=DEPTHS, help="comma-separated seq_lens (default %(default)s)")
    ap.add_argument("--splits", type=_ints, default=SPLITS, help="split counts besides the direct kernel")
    ap.add_argument("--direct-contexts", type=_ints, default=DIRECT_CONTEXTS,
                    help="max_context values the direct kernel is proved and run at (smallest >= depth)")
    ap.add_argument("--gqa-contexts", type=_ints, default=GQA_CONTEXTS,
                    help="depth-bucket tops the GQA kernel is proved and run at (each >= the depth)")
    ap.add_argument("--iters", type=int, default=20, help="graph replays per timing")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="parallel proofs")
    ap.add_argument("--proofs", default=None, help="artifact directory (default: a temporary one)")
    ap.add_argument("--seed", type=int, default=20261202)
    args = ap.parse_args(argv)

    from backend.cuda.driver import Driver, gpu_available
    from backend.cuda.gate import LaunchGate
    from backend.cuda.keeps import DataAssumptionError, checked_on_host
    from backend.cuda.launcher import pack_args
    from backend.kernels.registry import (
        BATCH1_GQA_TOPS,
        BATCH1_SPLITS,
        GQA_KERNEL,
        GQA_TILE,
        PROFILES,
        REGISTRY,
        SPLIT_THREADS,
        attention_splits,
    )

    ok, why = gpu_available()
    if not ok:
        print(f"bench_attention: no GPU: {why}", file=sys.stderr)
        return 2
    prof = PROFILES["default"]
    depths = tuple(d for d in args.depths if 0 < d <= prof.max_context)
    per_depth = {d: candidates(d, args.splits, args.direct_contexts, args.gqa_contexts) for d in depths}
    uniq = {c.key(): c for cs in per_depth.values() for cand in cs for c in cand.configs}
    proofs = Path(args.proofs or tempfile.mkdtemp(prefix="fltc_bench_attention_"))
    print(f"proving {len(uniq)} configurations into {proofs} ({args.jobs} jobs)")
    proved = prove_all(list(uniq.values()), proofs, args.jobs)

    drv = Driver()
    gate = LaunchGate(drv, proofs_dir=proofs)
    rig = Rig(drv, max((*args.splits, *(c // GQA_TILE for c in args.gqa_contexts)), default=1), args.seed)
    layers = prof.model.layers
    rows: list[dict[str, Any]] = []
    best: dict[int, tuple[str, int]] = {}
    chosen: dict[int, float] = {}  # the executor's present choice per depth: us per layer
    for depth in depths:
        rig.set_depth(depth)
        times: dict[str, float] = {}
        mine = executor_keys(depth)
        for cand in per_depth[depth]:
            gqa = cand.configs[0].kernel == GQA_KERNEL  # one CTA per (tile, KV head), one key per thread
            row: dict[str, Any] = {
                "depth": depth, "candidate": cand.name, "n_splits": cand.n_splits,
                "kernels": [c.kernel for c in cand.configs], "labels": [c.label for c in cand.configs],
                "ctas": cand.n_splits * (prof.model.kv_heads if gqa else prof.model.q_heads),
                "keys_per_thread": 1 if gqa else -(-depth // (SPLIT_THREADS * cand.n_splits)),
                "executor_choice": tuple(c.key() for c in cand.configs) == mine,
                "proof_seconds": [proved[c.key()]["seconds"] for c in cand.configs]}
            if not all(proved[c.key()]["ok"] for c in cand.configs):
                row["status"] = "not proved: not run"
                rows.append(row)
                continue
            try:
                kept = [checked_on_host(c, rig.host) for c in cand.configs]
            except DataAssumptionError as exc:
                row["status"] = f"the depth's data is outside its proof's assumptions: not run ({exc})"
                rows.append(row)
                continue
            per_kernel = [[(REGISTRY[c.kernel], c, pack_args(REGISTRY[c.kernel], c, rig.args(c, li)), k)
                           for li in range(layers)] for c, k in zip(cand.configs, kept, strict=True)]
            both = [x for li in range(layers) for x in (k[li] for k in per_kernel)]
            us = time_graph(drv, gate, both, args.iters) / layers
            row["us_per_layer"] = us
            row["us_per_token_all_layers"] = us * layers
            if len(per_kernel) > 1:
                row["us_per_layer_by_kernel"] = {c.kernel: time_graph(drv, gate, k, args.iters) / layers
                                                 for c, k in zip(cand.configs, per_kernel, strict=True)}
            row["status"] = "measured"
            times[cand.name] = us
            rows.append(row)
            print(f"depth {depth:5d} {cand.name:8s}: {us:7.2f} us/layer ({us * layers:7.1f} us/token)", flush=True)
        if times:
            name = min(times, key=lambda k: times[k])
            ns = next(c.n_splits for c in per_depth[depth] if c.name == name)
            best[depth] = (name, ns)
            cur = next((r for r in rows if r["depth"] == depth and r["executor_choice"] and "us_per_layer" in r),
                       None)
            if cur is not None:
                chosen[depth] = cur["us_per_layer"]
            print(f"depth {depth:5d}: fastest {name} ({times[name]:.2f} us/layer); executor's choice "
                  f"{attention_splits(1, depth)} splits: {cur['us_per_layer'] if cur else float('nan'):.2f} us/layer")
    summary = {
        "fastest_per_depth": {str(d): {"candidate": n, "n_splits": ns} for d, (n, ns) in sorted(best.items())},
        "batch1_splits_now": [list(b) for b in BATCH1_SPLITS],
        "batch1_gqa_tops_now": list(BATCH1_GQA_TOPS),
        # depths whose fastest candidate is the GQA kernel, with its top: such a bucket is (top, top / 128) in
        # BATCH1_SPLITS and top in BATCH1_GQA_TOPS (suggest_buckets does not tell the kernels apart)
        "gqa_fastest": {str(d): int(n[3:]) for d, (n, _) in sorted(best.items()) if n.startswith("gqa")},
        "executor_choice_us_per_layer": {str(d): us for d, us in sorted(chosen.items())},
        "fastest_us_per_layer": {str(d): min(r["us_per_layer"] for r in rows if r["depth"] == d and "us_per_layer" in r)
                                 for d in sorted(best)},
        "batch1_splits_suggested": suggest_buckets(best, prof.max_context),
        "note": "suggested buckets: the fastest count per measured depth, tops at the measured depths; a bucket "
                "with 1 split (the direct kernel) is proved at max_context = its top (registry.DIRECT_MAX_CONTEXT "
                "follows BATCH1_SPLITS[0]); re-prove after changing registry.BATCH1_SPLITS or BATCH1_GQA_TOPS",
        "proofs_dir": str(proofs), "iters": args.iters, "layers": layers,
    }
    write_results("bench_attention", "bench_attention", rows, extra={"summary": summary})
    drv.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
