"""Where a decode step's time goes: every launch of the (T rows, S sequences) step, timed alone.

For each launch of the step's plan, a CUDA graph of ``--reps`` back-to-back copies of that one
gated launch is captured and replayed; time per launch = elapsed / reps (this includes the
in-graph launch gap, as the real step does). The sum over the plan is compared with the replay
time of the whole step graph. Inputs are those of a real decode step at context ``--context``.
At batch 1 also: the lookahead's two feed graphs replayed alternately, back to back (per step).

With --prefill N: after a prompt of N tokens, the last prefill pass (its rows, one sequence) is profiled the
same way (its graph replays that pass: the same K/V rows rewritten).

Run (GPU machine, repo root):  python3 -m benchmarks.profile_decode [--batch 1 64] [--context 80]
                                   [--gemma [PATH]] [--prefill 512]
"""

from __future__ import annotations

import argparse
import time
from collections import defaultdict
from typing import Any

from benchmarks.common import model_path, write_results


def profile(ex: Any, batch: int, context: int, reps: int, prefill: int = 0) -> dict[str, Any]:
    from backend.runtime.executor import SamplingParams, SeqWork

    drv, s = ex.driver, ex.stream
    per = (max(context, prefill) + 15) // 16 + 1
    tables = [tuple(range(i * per, (i + 1) * per)) for i in range(batch)]
    greedy = [SamplingParams()] * batch
    if prefill:  # the last pass of a prefill of `prefill` tokens: its (rows, 1) step keeps that pass's inputs
        ex.decode_tokens([SeqWork(0, tuple(range(100, 100 + prefill)), 0, tables[0])], greedy[:1], 0, [0])
        T = ex.max_tokens if prefill % ex.max_tokens == 0 else next(
            b for b in ex.row_buckets if b >= prefill % ex.max_tokens)
        S, batch, context = 1, 1, prefill
    else:
        prompt = tuple(range(100, 100 + context - 1))
        toks = ex.decode_tokens([SeqWork(i, prompt, 0, tables[i]) for i in range(batch)], greedy, 0, [0] * batch)
        work = [SeqWork(i, (toks[i],), context - 1, tables[i]) for i in range(batch)]
        ex.decode_tokens(work, greedy, 0, [0] * batch)  # fills the decode step's inputs
        T = next(b for b in ex.row_buckets if b >= batch)
        S = next(b for b in ex.seq_buckets if b >= batch)
    st = ex._step(T, S)
    e0, e1 = drv.event(), drv.event()

    def timed(g: Any, n: int) -> float:
        drv.graph_launch(g, s)
        drv.synchronize(s)
        drv.record(e0, s)
        for _ in range(n):
            drv.graph_launch(g, s)
        drv.record(e1, s)
        drv.synchronize(s)
        return drv.elapsed_ms(e0, e1) * 1e3 / n  # us per replay

    whole = timed(st.graph, 50)

    def host_waited(g: Any, n: int) -> float:
        """wall time of one replay when the host launches it and waits for it (what a decode step pays
        on top of the device time: launch call, submission, completion wake-up)"""
        drv.graph_launch(g, s)
        drv.synchronize(s)
        t0 = time.perf_counter()
        for _ in range(n):
            drv.graph_launch(g, s)
            drv.synchronize(s)
        return (time.perf_counter() - t0) * 1e6 / n

    waited = host_waited(st.graph, 50)
    greedy_g = ex._greedy_graph(st)
    greedy_whole, greedy_waited = timed(greedy_g, 50), host_waited(greedy_g, 50)
    feed: dict[str, float] = {}
    if batch == 1 and st.zero_copy:
        # the lookahead's two feed graphs, alternating back to back as decode_tokens queues them (each
        # step's token feeds the next on the device), without and with an event recorded after each
        ex.settle()
        graphs, _, _ = ex._feed(st, "greedy")
        evs = (drv.event(timing=False), drv.event(timing=False))
        for events in (False, True):
            drv.synchronize(s)
            drv.record(e0, s)
            for i in range(100):
                drv.graph_launch(graphs[i % 2], s)
                if events:
                    drv.record(evs[i % 2], s)
            drv.record(e1, s)
            drv.synchronize(s)
            feed["feed_graphs_events_us" if events else "feed_graphs_us"] = drv.elapsed_ms(e0, e1) * 1e3 / 100
    rows = []
    by_kernel: dict[str, list[float]] = defaultdict(list)
    cache: dict[tuple[str, str], float] = {}
    for x in st.plan:
        key = (x.desc.name, x.config.label)
        if key not in cache:
            with drv.capture(s, ex.gate) as graphs:
                for _ in range(reps):
                    ex.gate.launch(x.desc, x.config, x.args, s, keeps=x.keeps)
            g = graphs[0]
            cache[key] = timed(g, 5) / reps
            drv.destroy_graph(g)
        by_kernel[x.desc.name].append(cache[key])
    for name, ts in sorted(by_kernel.items(), key=lambda kv: -sum(kv[1])):
        rows.append({"kernel": name, "launches": len(ts), "us_each_mean": sum(ts) / len(ts), "us_total": sum(ts)})
    total = sum(r["us_total"] for r in rows)
    print(f"T={T} S={S} context={context}: step graph {whole:.1f} us; sum of launches timed alone {total:.1f} us "
          f"({len(st.plan)} launches); launched and waited for by the host: {waited:.1f} us; with greedy "
          f"sampling and the tokens' copy (the greedy decode graph): {greedy_whole:.1f} us device, "
          f"{greedy_waited:.1f} us host-waited")
    if feed:
        print("  feed graphs back to back: " + ", ".join(f"{k} {v:.1f}" for k, v in feed.items()))
    for r in rows:
        print(f"  {r['kernel']:<28} x{r['launches']:<4} {r['us_each_mean']:8.2f} us each  {r['us_total']:8.1f} us "
              f"({100 * r['us_total'] / total:4.1f}%)")
    return {"batch": batch, "prefill": prefill, "rows": T, "seqs": S, "context": context, "step_graph_us": whole,
            "step_graph_host_waited_us": waited, "greedy_graph_us": greedy_whole,
            "greedy_graph_host_waited_us": greedy_waited, **feed,
            "sum_alone_us": total, "launches": len(st.plan), "kernels": rows}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--batch", type=int, nargs="+", default=[1, 64])
    ap.add_argument("--context", type=int, default=80, help="decode position (default 80)")
    ap.add_argument("--reps", type=int, default=50, help="copies of one launch per timing graph")
    ap.add_argument("--gemma", nargs="?", const="", default=None, metavar="PATH",
                    help="profile GemmaGpuExecutor on PATH (default: $FLTC_GEMMA_MODEL or the installed package)")
    ap.add_argument("--prefill", type=int, nargs="*", default=[], metavar="N",
                    help="also profile the last pass of an N-token prefill")
    ap.add_argument("--name", default="profile_decode", help="results file name (default profile_decode)")
    args = ap.parse_args(argv)
    from backend.model.gguf_loader import load_gguf

    if args.gemma is not None:
        from backend.cuda.gemma_executor import GemmaGpuExecutor
        from backend.kernels.registry_gemma_step import GEMMA_STEP_PROFILES
        from benchmarks.bench_decode_gemma import gemma_model_path

        path = args.gemma or gemma_model_path()
        ex: Any = GemmaGpuExecutor(load_gguf(path), physical_blocks=GEMMA_STEP_PROFILES["gemma3-270m"].physical_blocks,
                                   progress=lambda s: None)
        kernel = "gemma_gpu_executor"
    else:
        from backend.cuda.gpu_executor import GpuExecutor
        from backend.kernels.registry import PROFILES

        ex = GpuExecutor(load_gguf(model_path()), physical_blocks=PROFILES["default"].physical_blocks,
                         progress=lambda s: None)
        kernel = "gpu_executor"
    out = [profile(ex, b, args.context, args.reps) for b in args.batch]
    out += [profile(ex, 1, args.context, args.reps, prefill=n) for n in args.prefill]
    ex.close()
    write_results(args.name, "profile_decode",
                  [{"kernel": kernel, "label": f"prefill_{r['prefill']}" if r["prefill"] else f"decode_b{r['batch']}",
                    **r} for r in out])
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
