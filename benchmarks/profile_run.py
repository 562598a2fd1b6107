"""Where `fltc run`'s decode time goes beyond the executor's: the same 900-token greedy generation, in one
process on one GpuExecutor, with the run path's parts added one at a time.

Cases (batch 1, prompt of 16 token ids, --tokens generated tokens each, a fresh run directory per case):
  executor          decode_tokens in a loop (lookahead), positions 16.. -- the kernels at these depths
  engine_no_ckpt    Engine ticks (scheduler, events, receipts), checkpoints off (interval > length)
  engine_sync       the same with a checkpoint every 64 tokens written in the tick
  engine_bg         checkpoints on the background writer (what fltc run does)
  engine_bg_sink    engine_bg + backend.run.TokenSink streaming the text to /dev/null (fltc run's path)
  engine_bg_sampled engine_bg with temperature 0.8, top-k 40, top-p 0.95
Per case: tok/s over the decode ticks (the prefill tick excluded), CPU seconds of the process, and the time the
cyclic garbage collector took per generation (engine_bg_sink_gc_frozen: after gc.freeze()). With
--profile, a cProfile summary (own time) of engine_bg_sink's ticking thread.

Run (GPU machine, repo root):  python3 -m benchmarks.profile_run [--tokens 900] [--dir /tmp] [--profile]
"""

from __future__ import annotations

import argparse
import cProfile
import gc
import io
import pstats
import shutil
import tempfile
import time
from pathlib import Path
from typing import Any

from benchmarks.common import model_path, write_results


class GcClock:
    """Time spent in the cyclic garbage collector, per generation (gc.callbacks), while installed."""

    def __init__(self) -> None:
        self.seconds = [0.0, 0.0, 0.0]
        self.counts = [0, 0, 0]
        self._t = 0.0

    def __call__(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            self._t = time.perf_counter()
        else:
            g = info["generation"]
            self.seconds[g] += time.perf_counter() - self._t
            self.counts[g] += 1

    def __enter__(self) -> GcClock:
        gc.callbacks.append(self)
        return self

    def __exit__(self, *exc: object) -> None:
        gc.callbacks.remove(self)

    def row(self) -> dict[str, Any]:
        return {"gc_ms": [round(1e3 * x, 2) for x in self.seconds], "gc_collections": list(self.counts)}


def _engine_case(ex: Any, tok: Any, base: Path, name: str, tokens: int, *, interval: int, background: bool,
                 sink: bool = False, sampling: Any = None, profile: bool = False,
                 freeze: bool = False) -> dict[str, Any]:
    from backend.run import TokenSink
    from backend.runtime.engine import Engine, Request
    from backend.runtime.executor import SamplingParams

    d = Path(tempfile.mkdtemp(prefix=f"fltc-{name}-", dir=base))
    try:
        eng = Engine(ex, d / "run", num_blocks=ex.kv_blocks, max_seq_len=ex.max_context,
                     checkpoint_interval=interval, background_checkpoints=background)
        eng.submit([Request(tuple(range(100, 116)), tokens, sampling or SamplingParams(), eos_token_id=None,
                            seq_id=0)])
        eng.run(max_ticks=2)  # prefill + first decode tick (their graphs)
        on_token = None
        if sink:
            out = open("/dev/null", "w")  # noqa: SIM115 - closed below
            on_token = TokenSink(tok, 1, True, out)
            on_token.start()
        prof = cProfile.Profile() if profile else None
        if freeze:  # what fltc run could do after start-up: the long-lived heap out of the collector's way
            gc.collect()
            gc.freeze()
        with GcClock() as gcc:
            c0, t0 = time.process_time(), time.perf_counter()
            if prof:
                prof.enable()
            res = eng.run(on_token)
            if prof:
                prof.disable()
            wall, cpu = time.perf_counter() - t0, time.process_time() - c0
        if freeze:
            gc.unfreeze()
        eng.close()
        if sink:
            out.close()
        n = len(res[0].tokens) - 2
        row: dict[str, Any] = {"case": name, "tokens": n, "tok_per_s": n / wall, "wall_s": wall, "cpu_s": cpu,
                               "checkpoints": eng.scheduler.checkpoints, "lookahead": dict(ex.lookahead),
                               "gc_objects": len(gc.get_objects()), **gcc.row()}
        if prof:
            s = io.StringIO()
            pstats.Stats(prof, stream=s).sort_stats("tottime").print_stats(30)
            row["profile_tottime"] = s.getvalue().splitlines()[:60]
        return row
    finally:
        shutil.rmtree(d, ignore_errors=True)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--tokens", type=int, default=900)
    ap.add_argument("--dir", default=None, help="where the run directories go (default: the system temp dir)")
    ap.add_argument("--profile", action="store_true")
    a = ap.parse_args(argv)
    from backend.cuda.gpu_executor import GpuExecutor
    from backend.kernels.registry import PROFILES
    from backend.model.gguf_loader import load_gguf
    from backend.model.tokenizer import Tokenizer
    from backend.runtime.executor import SamplingParams, SeqWork

    model = load_gguf(model_path())
    tok = Tokenizer.from_model(model)
    ex = GpuExecutor(model, physical_blocks=PROFILES["default"].physical_blocks, progress=lambda s: None)
    base = Path(a.dir or tempfile.gettempdir())
    rows = []
    greedy = SamplingParams()
    table = tuple(range(0, -(-(16 + a.tokens + 2) // 16)))
    for rnd in range(2):  # the first round plans/captures every depth bucket's graphs
        t = ex.decode_tokens([SeqWork(0, tuple(range(100, 116)), 0, table)], [greedy], 0, [0])[0]
        ex.settle()
        c0, t0 = time.process_time(), time.perf_counter()
        for s in range(a.tokens - 1):
            t = ex.decode_tokens([SeqWork(0, (t,), 16 + s, table)], [greedy], 0, [s + 1])[0]
        wall = time.perf_counter() - t0
        if rnd:
            rows.append({"case": "executor", "tokens": a.tokens - 1, "tok_per_s": (a.tokens - 1) / wall,
                         "wall_s": wall, "cpu_s": time.process_time() - c0})
    ex.settle()
    sampled = SamplingParams(temperature=0.8, top_k=40, top_p=0.95)
    for name, kw in [("engine_no_ckpt", {"interval": 1 << 30, "background": True}),
                     ("engine_sync", {"interval": 64, "background": False}),
                     ("engine_bg", {"interval": 64, "background": True}),
                     ("engine_bg_sink", {"interval": 64, "background": True, "sink": True}),
                     ("engine_bg_sampled", {"interval": 64, "background": True, "sampling": sampled}),
                     ("engine_bg_sink_gc_frozen", {"interval": 64, "background": True, "sink": True, "freeze": True}),
                     ("engine_bg_sink_profiled", {"interval": 64, "background": True, "sink": True,
                                                  "profile": a.profile})]:
        if name.endswith("profiled") and not a.profile:
            continue
        rows.append(_engine_case(ex, tok, base, name, a.tokens, **kw))
        r = rows[-1]
        print(f"{name:24s} {r['tok_per_s']:8.1f} tok/s  cpu {r['cpu_s']:.2f} s / wall {r['wall_s']:.2f} s  "
              f"checkpoints {r['checkpoints']}  gc ms {r['gc_ms']} n {r['gc_collections']} of {r['gc_objects']} objects",
              flush=True)
    print(f"{'executor':24s} {rows[0]['tok_per_s']:8.1f} tok/s", flush=True)
    if a.profile:
        print("\n".join(rows[-1]["profile_tottime"]))
    results = [{"kernel": "fltc_run_path", "label": r["case"], "operator": "Engine/GpuExecutor in process",
                "inputs": f"{a.tokens} tokens, batch 1, prompt 16 ids, run dirs in {base}", "passed": True, **r}
               for r in rows]
    write_results("profile_run", "profile_run", results,
                  command=f"python3 -m benchmarks.profile_run --tokens {a.tokens} --dir {base}"
                          + (" --profile" if a.profile else ""))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
