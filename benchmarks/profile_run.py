"""Where `fltc run`'s decode time goes beyond the executor's: the same 900-token greedy generation, in one
process on one GpuExecutor, with the run path's parts added one at a time.

Cases (batch 1, prompt of 16 token ids, --tokens generated tokens each, a fresh run directory per case):
  cli_lazy          fltc run's own path on an executor with no decode graph yet (what a fresh `fltc run` has):
                    the prefill's graphs captured ahead (backend.run.warm_prefill), the batch-1 decode graphs
                    where first replayed (the first decode step, the seq_len 256 crossing): before decode_graphs
  cli_warm          the same after backend.run.warm_decode (the decode_graphs phase): no capture inside decode
  cli_sampled_lazy, cli_sampled_warm   the same, temperature 0.8, top-k 40, top-p 0.95
                    (cli_*: the Engine with background checkpoints and the TokenSink from the prefill on,
                    timed as fltc run times decode: tokens after the first / first-to-last token as the sink
                    received them; the executor's graphs are destroyed (close) before each, so each starts as
                    a fresh run)
  executor          decode_tokens in a loop (lookahead), positions 16.. -- the kernels at these depths
  engine_no_ckpt    Engine ticks (scheduler, events, receipts), checkpoints off (interval > length)
  engine_sync       the same with a checkpoint every 64 tokens written in the tick
  engine_bg         checkpoints on the background writer (what fltc run does)
  engine_bg_sink    engine_bg + backend.run.TokenSink streaming the text to /dev/null (fltc run's path)
  engine_bg_sampled engine_bg with temperature 0.8, top-k 40, top-p 0.95
  engine_bg_sink_switch_0.5ms  engine_bg_sink with sys.setswitchinterval(0.0005) (the default 5 ms lets the
                    writer or sink thread hold the GIL up to 5 ms while the ticking thread's event wait is over)
Per case: tok/s over the decode ticks (the prefill tick excluded; the engine_* cases run the prefill and the
first decode tick untimed), tick_tok_per_s on the engine's tick clock (first to last committed token of the
timed run), CPU seconds of the process, and the time the cyclic garbage collector took per generation
(engine_bg_sink_gc_frozen: after gc.freeze()). Every engine_* case first runs backend.run.warm_decode for its
sampling (what fltc run does: no capture in the timed run). Why: an Engine's construction binds the KV pool,
which destroys the executor's graphs (kv_io.bind_kv), so before this every engine_* case captured the seq_len
256 bucket's feed graphs inside its timed run (2 graphs each on the fake driver), whatever the executor case
had warmed. With --profile, a cProfile summary (own time) of
engine_bg_sink's ticking thread.

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


def gaps_by_phase(stamps: list[float], interval: int) -> dict[str, Any]:
    """Mean gap between consecutive steps' tokens (us) by the step's place in the checkpoint interval.

    Why: whether the checkpoints' cost falls on the few steps after each checkpoint tick (the tick's own work,
    the lookahead, the copy) or is spread over all of them (the writer thread taking the GIL) decides the fix."""
    gaps = [(b - a) * 1e6 for a, b in zip(stamps, stamps[1:], strict=False)]
    if not gaps:
        return {}
    by: dict[int, list[float]] = {}
    for i, g in enumerate(gaps):
        by.setdefault((i + 1) % interval, []).append(g)
    means = {k: sum(v) / len(v) for k, v in sorted(by.items())}
    first = {str(k): round(means[k], 1) for k in list(means)[:6]}
    rest = [g for k, v in by.items() if k >= 6 for g in v]
    srt = sorted(gaps)
    return {"phase_mean_us": first, "rest_mean_us": round(sum(rest) / max(1, len(rest)), 1),
            "p50_us": round(srt[len(srt) // 2], 1), "p99_us": round(srt[int(0.99 * (len(srt) - 1))], 1),
            "max_us": round(srt[-1], 1), "mean_us": round(sum(gaps) / len(gaps), 1),
            "over_600us": sum(g > 600 for g in gaps)}


def _engine_case(ex: Any, tok: Any, base: Path, name: str, tokens: int, *, interval: int, background: bool,
                 sink: bool = False, sampling: Any = None, profile: bool = False,
                 freeze: bool = False, cli: str | None = None, switch: float | None = None, idle_s: float = 0.0,
                 pipe: bool = False) -> dict[str, Any]:
    """One Engine run. cli: "lazy" / "warm" -- fltc run's path from the prefill on (the executor's graphs destroyed
    first; "warm" runs backend.run.warm_decode as fltc run's start-up does), timed first to last token. idle_s: the
    device left idle that long before the timed run (as a fresh fltc run's start-up leaves it); pipe: the sink writes
    into a pipe a thread drains (fltc run's stdout under a reader) instead of /dev/null."""
    import sys

    from backend.run import TokenSink, warm_decode, warm_prefill
    from backend.runtime.engine import Engine, Request
    from backend.runtime.executor import SamplingParams

    sampling = sampling or SamplingParams()
    d = Path(tempfile.mkdtemp(prefix=f"fltc-{name}-", dir=base))
    old_switch = sys.getswitchinterval()
    try:
        warm_s = 0.0
        if cli is not None:
            ex.close()  # no step, no graph: as a fresh fltc run after its executor's start-up
        eng = Engine(ex, d / "run", num_blocks=ex.kv_blocks, max_seq_len=ex.max_context,
                     checkpoint_interval=interval, background_checkpoints=background)
        if cli is not None:
            t = time.perf_counter()
            warm_prefill(ex, 16, greedy=float(sampling.temperature) == 0.0)
            if cli == "warm":
                warm_decode(ex, 16, tokens, sampling)
            warm_s = time.perf_counter() - t
        else:
            warm_decode(ex, 16, tokens, sampling)  # fltc run's decode_graphs (the greedy ones exist already)
        eng.submit([Request(tuple(range(100, 116)), tokens, sampling, eos_token_id=None, seq_id=0)])
        if cli is None:
            eng.run(max_ticks=2)  # prefill + first decode tick
        eng.first_token_at = None  # the tick clock of the timed run
        on_token = None
        if sink or cli is not None:
            if pipe:
                import os
                import threading

                rfd, wfd = os.pipe()

                def drain(fd: int = rfd) -> None:  # the reader: until the sink's end closes (EOF), then its end
                    while os.read(fd, 1 << 16):
                        pass
                    os.close(fd)
                threading.Thread(target=drain, daemon=True).start()
                out = os.fdopen(wfd, "w")
            else:
                out = open("/dev/null", "w")  # noqa: SIM115 - closed below
            on_token = TokenSink(tok, 1, True, out)
            on_token.start()
        if switch is not None:
            sys.setswitchinterval(switch)
        prof = cProfile.Profile() if profile else None
        if freeze:  # what fltc run could do after start-up: the long-lived heap out of the collector's way
            gc.collect()
            gc.freeze()
        if idle_s:
            ex.settle()
            time.sleep(idle_s)
        stamps: list[float] = []
        inner = ex.decode_tokens

        def stamped(*a: Any, **k: Any) -> list[int]:  # when each step's tokens reached the host
            out = inner(*a, **k)
            stamps.append(time.perf_counter())
            return out

        ex.decode_tokens = stamped  # type: ignore[method-assign]
        with GcClock() as gcc:
            c0, t0 = time.process_time(), time.perf_counter()
            if prof:
                prof.enable()
            try:
                res = eng.run(on_token)
            finally:
                del ex.decode_tokens  # the class's method again
            if prof:
                prof.disable()
            wall, cpu = time.perf_counter() - t0, time.process_time() - c0
        sys.setswitchinterval(old_switch)
        if freeze:
            gc.unfreeze()
        eng.close()
        if on_token is not None:
            out.close()
        n = len(res[0].tokens) - 2
        tick_n = n + 1 if cli is None else len(res[0].tokens) - 1  # tokens after the timed run's first
        tick_s = (eng.last_token_at or 0.0) - (eng.first_token_at or 0.0)
        row: dict[str, Any] = {"case": name, "tokens": n, "tok_per_s": n / wall, "wall_s": wall, "cpu_s": cpu,
                               "tick_tok_per_s": tick_n / tick_s if tick_s > 0 else None,
                               "checkpoints": eng.scheduler.checkpoints, "lookahead": dict(ex.lookahead),
                               "sample_retries": ex.sample_retries,
                               "gc_objects": len(gc.get_objects()), **gcc.row()}
        row["step_gap_us_by_phase"] = gaps_by_phase(stamps, min(interval, 64))
        if cli is not None:  # fltc run's decode figure: tokens after the first / first-to-last token (the sink)
            assert on_token is not None and on_token.t_first is not None and on_token.t_last is not None
            dec, t_end, k = on_token.t_last - on_token.t_first, t0 + wall, len(res[0].tokens) - 1
            row.update({"tokens": k, "tok_per_s": k / dec, "decode_s": dec, "prefill_s": on_token.t_first - t0,
                        "tail_s": t_end - on_token.t_last, "warm_s": warm_s,
                        "to_end_tok_per_s": k / (t_end - on_token.t_first)})
        if prof:
            s = io.StringIO()
            pstats.Stats(prof, stream=s).sort_stats("tottime").print_stats(30)
            row["profile_tottime"] = s.getvalue().splitlines()[:60]
        return row
    finally:
        sys.setswitchinterval(old_switch)
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
    sampled = SamplingParams(temperature=0.8, top_k=40, top_p=0.95)
    for name, kw in [("cli_lazy", {"cli": "lazy"}), ("cli_warm", {"cli": "warm"}),
                     ("cli_sampled_lazy", {"cli": "lazy", "sampling": sampled}),
                     ("cli_sampled_warm", {"cli": "warm", "sampling": sampled})]:
        try:
            rows.append(_engine_case(ex, tok, base, name, a.tokens, interval=64, background=True, **kw))
        except Exception as e:  # noqa: BLE001 - the other cases still measure; the failure is in the results
            rows.append({"case": name, "error": f"{type(e).__name__}: {e}", "tok_per_s": None})
            print(f"{name:24s} FAILED {rows[-1]['error']}", flush=True)
            continue
        r = rows[-1]
        print(f"{name:24s} {r['tok_per_s']:8.1f} tok/s first-to-last token (tick clock {r['tick_tok_per_s']:.1f}, "
              f"to the end {r['to_end_tok_per_s']:.1f}; tail {1e3 * r['tail_s']:.1f} ms), start-up graphs "
              f"{1e3 * r['warm_s']:.1f} ms, prefill {1e3 * r['prefill_s']:.1f} ms", flush=True)
    ex.close()
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
    for name, kw in [("engine_no_ckpt", {"interval": 1 << 30, "background": True}),
                     ("engine_sync", {"interval": 64, "background": False}),
                     ("engine_bg", {"interval": 64, "background": True}),
                     ("engine_bg_sink", {"interval": 64, "background": True, "sink": True}),
                     ("engine_bg_sampled", {"interval": 64, "background": True, "sampling": sampled}),
                     ("engine_bg_sink_gc_frozen", {"interval": 64, "background": True, "sink": True, "freeze": True}),
                     ("engine_bg_sink_switch_0.5ms", {"interval": 64, "background": True, "sink": True,
                                                      "switch": 0.0005}),
                     ("engine_bg_sink_profiled", {"interval": 64, "background": True, "sink": True,
                                                  "profile": a.profile})]:
        if name.endswith("profiled") and not a.profile:
            continue
        rows.append(_engine_case(ex, tok, base, name, a.tokens, **kw))
        r = rows[-1]
        print(f"{name:24s} {r['tok_per_s']:8.1f} tok/s (tick clock {r['tick_tok_per_s']:.1f})  cpu {r['cpu_s']:.2f} s / "
              f"wall {r['wall_s']:.2f} s  "
              f"checkpoints {r['checkpoints']}  gc ms {r['gc_ms']} n {r['gc_collections']} of {r['gc_objects']} objects"
              f"\n    step gaps (us) {r['step_gap_us_by_phase']}",
              flush=True)
    print(f"{'executor':24s} {next(r for r in rows if r['case'] == 'executor')['tok_per_s']:8.1f} tok/s", flush=True)
    if a.profile:
        print("\n".join(rows[-1]["profile_tottime"]))
    results = [{"kernel": "fltc_run_path", "label": r["case"], "operator": "Engine/GpuExecutor in process",
                "inputs": f"{a.tokens} tokens, batch 1, prompt 16 ids, run dirs in {base}", "passed": "error" not in r,
                **r}
               for r in rows]
    write_results("profile_run", "profile_run", results,
                  command=f"python3 -m benchmarks.profile_run --tokens {a.tokens} --dir {base}"
                          + (" --profile" if a.profile else ""))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
