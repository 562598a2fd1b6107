"""Host cost per generated token of the `fltc run` path, with the device taken out (CPU only).

Why: on the H200 a batch-1 step takes ~0.48 ms on the GPU, so every host microsecond per token that the
Engine, the scheduler, the KV allocator, the event bus (digest chain + log), the ROWM-NR checkpoints and the
CLI's streaming output spend beyond what the executor's lookahead hides caps `fltc run`. A null executor
(`NullExecutor`: returns a token at once, zero KV bytes for checkpoints) leaves exactly that host cost.

Cases (each a fresh run directory, same 900-token greedy request, real tokenizer, the CLI's TokenSink):
  engine_sync_ckpt  Engine.generate, checkpoints every 64 tokens written in the tick, no subscriber
  engine            the same with background checkpoints (a writer thread encodes and appends them and
                    publishes the events queued behind them; the ticking thread never waits for one)
  engine_no_ckpt    no checkpoints (checkpoint_interval above the generation length)
  cli               engine + backend.run.TokenSink streaming the text to /dev/null: what `fltc run` does
  paced_cli         cli over PacedExecutor: a 480 us device step with the lookahead's overlap (does the
                    host keep the device busy? full overlap = 2,083 tok/s); its checkpoint reads are
                    asynchronous (read_kv_blocks_async: the copy is queued behind the step in flight and the
                    writer takes the bytes)
  paced_cli_sync_read  paced_cli with the executor's synchronous read at the tick (no read_kv_blocks_async)
  paced_sync_ckpt   the same without the TokenSink, checkpoints written in the tick (as before this change)
  paced_cli_no_ckpt paced_cli without checkpoints
Reported per case and generation length (--tokens, a comma list: the per-token host cost must not grow with
it): tokens/s and microseconds per generated token of wall time of Engine.generate (best and median of
--rounds; the Engine's construction is reported separately), of CPU time of the thread that ticks (the
critical path: what the executor's lookahead must hide), of the checkpoint writer thread, and of the whole
process (the writer and subscriber threads included). On a shared machine wall time includes waiting for a core:
compare CPU times. The run directories' file system decides the checkpoint writer's speed (7 fsyncs per
checkpoint: on a slow disk the writer, not the host, bounds tokens/s); --dir /dev/shm isolates the host
cost. With --profile, a cProfile summary of one `cli` run (main thread:
phases by cumulative time, top functions by own time) and the subscriber thread's CPU time.

Run:  python3 -m benchmarks.bench_engine_overhead [--tokens 128,512,900,2000] [--rounds 5] [--cases a,b]
          [--profile] [--dir /dev/shm] [--write]
"""

from __future__ import annotations

import argparse
import cProfile
import io
import json
import os
import pstats
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from backend.runtime.executor import SamplingParams, SeqWork

# SmolLM2-135M's shape: 30 layers, 3 KV heads of 64 (a checkpoint's KV bytes are this model's)
SHAPE = (30, 3, 64)
VOCAB = 49152
TEXT = ("The lighthouse keeper climbed the spiral stairs every evening, counting the steps as his father had "
        "taught him, and at the top he wound the clockwork that turned the great lens. ") * 4


class NullExecutor:
    """Executor + EngineBinding that costs (almost) nothing: decode_tokens returns the next token of a fixed
    text at once; read_kv_blocks returns zero bytes of the right length (a checkpoint still encodes,
    hashes and fsyncs its real size); no KV storage."""

    name = "null"

    def __init__(self, tokens: list[int], vocab: int = VOCAB, shape: tuple[int, int, int] = SHAPE) -> None:
        self.vocab_size = vocab
        self._shape = shape
        self._tokens = tokens
        self.view: Any = None
        self.calls = 0

    def kv_shape(self) -> tuple[int, int, int]:
        return self._shape

    def bind_kv(self, view: Any) -> None:
        self.view = view

    def decode_tokens(self, work: list[SeqWork], params: list[SamplingParams], seed: int,
                      counters: list[int]) -> list[int]:
        self.calls += 1
        toks = self._tokens
        return [toks[(w.start_pos + len(w.tokens)) % len(toks)] for w in work]

    def read_kv_blocks(self, blocks: list[int]) -> bytes:
        return bytes(len(blocks) * self.view.block_bytes)

    def write_kv_blocks(self, blocks: list[int], data: bytes) -> None:
        pass


COPY_BPS = 25e9  # device -> pinned host copy rate assumed for checkpoint reads (PCIe, H200 host)


class PacedExecutor(NullExecutor):
    """NullExecutor with a model of the GPU executor's batch-1 lookahead: each step takes `step_s` of device
    time; a call returns when its step is done (sleeping: the GIL is free, as while the host waits on a CUDA
    event) after launching the next step, which starts when both this one ended and the call came (a late
    host leaves the device idle: that time is lost, never banked), so the host's work between calls overlaps
    it. read_kv_blocks (GpuExecutor's: a stream synchronize) waits for the step in flight and the copy
    (COPY_BPS) and keeps it as the next call's (the device idles until that call launches the following
    one); read_kv_blocks_async enqueues the copy behind the step in flight without waiting (the next step
    starts after the copy; the bytes are there when the copy is done). Measures whether the host keeps the
    device busy: at full overlap tokens/s = 1 / step_s."""

    name = "paced"

    def __init__(self, tokens: list[int], step_s: float) -> None:
        super().__init__(tokens)
        self.step_s = step_s
        self._ready: float | None = None  # when the step launched ahead finishes on the device
        self._stream_free = 0.0  # when the copies enqueued behind it are done (the next step starts after)

    def decode_tokens(self, work: list[SeqWork], params: list[SamplingParams], seed: int,
                      counters: list[int]) -> list[int]:
        now = time.perf_counter()
        ready = self._ready if self._ready is not None else now + self.step_s
        self._ready = max(ready, now, self._stream_free) + self.step_s  # the next step, launched now
        if ready > now:
            time.sleep(ready - now)
        return super().decode_tokens(work, params, seed, counters)

    def _copy_done(self, nbytes: int) -> float:
        start = max(self._ready or 0.0, self._stream_free, time.perf_counter())
        self._stream_free = start + nbytes / COPY_BPS
        return self._stream_free

    def read_kv_blocks(self, blocks: list[int]) -> bytes:
        done = self._copy_done(len(blocks) * self.view.block_bytes)
        now = time.perf_counter()
        if done > now:
            time.sleep(done - now)
        return super().read_kv_blocks(blocks)

    def read_kv_blocks_async(self, blocks: list[int]) -> Callable[[], bytes]:
        done = self._copy_done(len(blocks) * self.view.block_bytes)
        data = super().read_kv_blocks(blocks)

        def result() -> bytes:
            now = time.perf_counter()
            if done > now:
                time.sleep(done - now)
            return data
        return result


@dataclass(frozen=True)
class CaseFigures:
    case: str
    tokens: int
    rounds: int
    tok_per_s_best: float
    tok_per_s_median: float
    us_per_token_best: float
    us_per_token_median: float
    tick_cpu_us_per_token_median: float  # CPU time of the ticking (main) thread per token: the critical path
    writer_cpu_us_per_token_median: float  # CPU time of the checkpoint writer thread per token
    cpu_us_per_token_median: float  # process CPU time (all threads) per token
    engine_init_ms_median: float
    checkpoints: int
    events: int


def _tokenizer() -> Any:
    from backend.model.gguf_loader import load_gguf
    from backend.model.tokenizer import Tokenizer
    from backend.run import default_model_path

    return Tokenizer.from_model(load_gguf(default_model_path()))


class PacedSyncReadExecutor(PacedExecutor):
    """PacedExecutor without the asynchronous read: the checkpoint's KV is read at the tick."""

    read_kv_blocks_async = None  # type: ignore[assignment]


def _thread_cpu(t: Any) -> float:
    if t is None or t.ident is None or not t.is_alive():
        return 0.0
    try:
        return time.clock_gettime(time.pthread_getcpuclockid(t.ident))
    except (OSError, AttributeError):
        return 0.0


def _one(case: str, tok: Any, text_ids: list[int], prompt: list[int], n: int, work: Path,
         profile: cProfile.Profile | None = None) -> tuple[float, float, float, float, dict[str, Any], float]:
    """(generate wall s, main-thread CPU s, process CPU s, Engine() s, summary, writer-thread CPU s) of one run."""
    from backend.run import TokenSink
    from backend.runtime.engine import Engine, Request

    run_dir = work / f"{case}-{time.monotonic_ns()}"
    ex = (PacedSyncReadExecutor(text_ids, PACED_STEP_S) if case.endswith("sync_read") else
          PacedExecutor(text_ids, PACED_STEP_S) if case.startswith("paced") else NullExecutor(text_ids))
    ci = n + 1 if case.endswith("no_ckpt") else 64
    background = not case.endswith("sync_ckpt")
    t0 = time.perf_counter()
    eng = Engine(ex, run_dir, block_size=16, num_blocks=GPU_POOL_BLOCKS, seed=0,
                 max_seq_len=8192, checkpoint_interval=ci, max_batch=1, background_checkpoints=background)
    t_init = time.perf_counter() - t0
    sink = None
    devnull = open(os.devnull, "w")  # noqa: SIM115 - closed below
    if case in ("cli", "paced_cli", "paced_cli_no_ckpt", "paced_cli_sync_read"):
        sink = TokenSink(tok, 1, True, out=devnull)
        sink.start()
    req = Request(tuple(prompt), n, SamplingParams(), eos_token_id=None, seq_id=0)
    writer = eng.scheduler._writer
    c0, m0, w0, t0 = time.process_time(), time.thread_time(), _thread_cpu(writer), time.perf_counter()
    if profile is not None:
        profile.enable()
    res = eng.generate([req], on_token=sink)
    if sink is not None:
        sink.finish()
    if profile is not None:
        profile.disable()
    wall, main, cpu = time.perf_counter() - t0, time.thread_time() - m0, time.process_time() - c0
    wcpu = _thread_cpu(writer) - w0
    eng.close()
    devnull.close()
    assert len(res[0].tokens) == n, (len(res[0].tokens), n)
    return wall, main, cpu, t_init, eng.summary(), wcpu


GPU_POOL_BLOCKS = 16384  # the KV pool `fltc run` builds on the GPU (backend.kernels.registry's profile)
PACED_STEP_S = 480e-6  # the H200's batch-1 step (bench_decode: 2,074 tok/s)
CASES = ("engine_sync_ckpt", "engine", "engine_no_ckpt", "cli", "paced_sync_ckpt", "paced_cli", "paced_cli_sync_read",
         "paced_cli_no_ckpt")

PHASES = (  # (label, function name as pstats names it: file suffix, name)
    ("Engine.generate (all)", "engine.py", "generate"),
    ("Scheduler.tick", "scheduler.py", "tick"),
    ("checkpoint: state + KV read at the tick", "checkpoint.py", "read_checkpoint"),
    ("checkpoint settle: wait + publish held events", "scheduler.py", "settle_checkpoint"),
    ("checkpoint encode (writer thread; not in this profile)", "layer21.py", "encode_checkpoint"),
    ("checkpoint store append_once (writer thread; not in this profile)", "rowmnr.py", "append_once"),
    ("EventBus.publish (digest + log)", "events.py", "publish"),
    ("NullExecutor.decode_tokens", "bench_engine_overhead.py", "decode_tokens"),
    ("summary.json", "engine.py", "write_summary"),
    ("TokenSink.__call__ (subscriber thread; not in this profile)", "run.py", "__call__"),
)


def profile_summary(prof: cProfile.Profile, n: int, top: int = 25) -> dict[str, Any]:
    st = pstats.Stats(prof)
    phases = []
    for label, fname, func in PHASES:
        cum = sum(v[3] for k, v in st.stats.items() if k[0].endswith(fname) and k[2] == func)  # type: ignore[attr-defined]
        phases.append({"phase": label, "cumulative_s": round(cum, 6), "us_per_token": round(cum / n * 1e6, 2)})
    buf = io.StringIO()
    pstats.Stats(prof, stream=buf).sort_stats("tottime").print_stats(top)
    return {"phases": phases, "top_by_tottime": buf.getvalue().splitlines()}


def measure(lengths: tuple[int, ...] = (900,), rounds: int = 5, profile: bool = False, work_dir: str | None = None,
            cases: tuple[str, ...] = CASES) -> tuple[list[CaseFigures], dict[str, Any] | None]:
    tok = _tokenizer()
    text_ids = [t for t in tok.encode(TEXT) if t not in tok.special_ids]
    prompt = tok.encode("Write a long story about a lighthouse keeper who finds a map. Chapter 1.")
    out: list[CaseFigures] = []
    prof_out = None
    px = PacedExecutor(text_ids, PACED_STEP_S)  # its rate with no host work at all: the sleeps' precision
    w = SeqWork(0, (1,), 0, (0,))
    n0 = max(lengths)
    t0 = time.perf_counter()
    for _ in range(n0):
        px.decode_tokens([w], [SamplingParams()], 0, [0])
    paced_alone = n0 / (time.perf_counter() - t0)
    print(f"PacedExecutor alone (no host work): {paced_alone:.1f} tok/s (ideal {1 / PACED_STEP_S:.1f})", flush=True)
    with tempfile.TemporaryDirectory(prefix="fltc_engine_overhead_", dir=work_dir) as tmp:
        _one("engine", tok, text_ids, prompt, 64, Path(tmp))  # warm imports and caches
        for case in cases:
            for n in lengths:
                walls, mains, cpus, inits, wcpus, s = [], [], [], [], [], {}
                for _ in range(rounds):
                    w, mt, c, i, s, wc = _one(case, tok, text_ids, prompt, n, Path(tmp))
                    walls.append(w)
                    mains.append(mt)
                    cpus.append(c)
                    inits.append(i)
                    wcpus.append(wc)
                med = statistics.median(walls)
                out.append(CaseFigures(case, n, rounds, round(n / min(walls), 1), round(n / med, 1),
                                       round(min(walls) / n * 1e6, 2), round(med / n * 1e6, 2),
                                       round(statistics.median(mains) / n * 1e6, 2),
                                       round(statistics.median(wcpus) / n * 1e6, 2),
                                       round(statistics.median(cpus) / n * 1e6, 2),
                                       round(statistics.median(inits) * 1e3, 2), s["checkpoints"], s["events"]))
                f = out[-1]
                print(f"{case:19s} {n:5d} tokens {f.tok_per_s_median:8.1f} tok/s median ({f.tok_per_s_best:.1f} best); "
                      f"per token: {f.us_per_token_median:7.2f} us wall, CPU {f.tick_cpu_us_per_token_median:6.2f} us "
                      f"ticking thread, {f.writer_cpu_us_per_token_median:6.2f} us writer, "
                      f"{f.cpu_us_per_token_median:6.2f} us process; Engine() {f.engine_init_ms_median:.1f} ms; "
                      f"{s['checkpoints']} checkpoints, {s['events']} events", flush=True)
        if profile:
            prof = cProfile.Profile()
            _one("cli", tok, text_ids, prompt, lengths[-1], Path(tmp), prof)
            prof_out = profile_summary(prof, lengths[-1])
            for p in prof_out["phases"]:
                print(f"  {p['phase']:58s} {p['us_per_token']:8.2f} us/token")
            print("\n".join(prof_out["top_by_tottime"][:45]))
    if prof_out is None:
        prof_out = {}
    prof_out["paced_executor_alone_tok_per_s"] = round(paced_alone, 1)
    return out, prof_out


def _fs_type(path: str) -> str:
    """The file system the run directories are on (tmpfs: fsync costs nothing, the host cost alone)."""
    best, kind = "", "?"
    try:
        with open("/proc/mounts") as f:
            for line in f:
                parts = line.split()
                if len(parts) > 2 and os.path.realpath(path).startswith(parts[1]) and len(parts[1]) > len(best):
                    best, kind = parts[1], parts[2]
    except OSError:
        pass
    return kind


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tokens", default="900", help="generation lengths, a comma list (e.g. 128,512,900,2000)")
    ap.add_argument("--cases", default=",".join(CASES), help=f"a comma list of {', '.join(CASES)}")
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--profile", action="store_true", help="add a cProfile summary of one cli run")
    ap.add_argument("--dir", default=None, help="where the run directories go (default: the system temp dir)")
    ap.add_argument("--write", action="store_true", help="write benchmarks/results/bench_engine_overhead.json")
    ap.add_argument("--json", action="store_true", help="print the figures as one JSON object")
    args = ap.parse_args(argv)
    cases = tuple(c for c in args.cases.split(",") if c)
    bad = [c for c in cases if c not in CASES]
    if bad:
        ap.error(f"unknown cases {bad}; choose from {', '.join(CASES)}")
    lengths = tuple(int(x) for x in args.tokens.split(",") if x)
    figs, prof = measure(lengths, args.rounds, args.profile, args.dir, cases)
    rows = [{"kernel": "engine_overhead", "label": f"{f.case}/{f.tokens}", "operator": "Engine + NullExecutor (host only)",
             "inputs": f"{f.tokens} greedy tokens, batch 1, {f.rounds} rounds", "passed": True,
             "tok_per_s": f.tok_per_s_median, **asdict(f)} for f in figs]
    if args.json:
        print(json.dumps({"results": rows, "profile": prof}))
    if args.write:
        from benchmarks.common import write_results

        root = args.dir or tempfile.gettempdir()
        p = write_results("bench_engine_overhead", "engine_overhead", rows,
                          extra={"profile": prof, "host": f"{os.cpu_count()} CPUs, no device",
                                 "paced_model": " ".join((PacedExecutor.__doc__ or "").split()),
                                 "copy_bytes_per_s": COPY_BPS,
                                 "run_dirs_in": root, "run_dirs_fs": _fs_type(root),
                                 "load_avg_1m": round(os.getloadavg()[0], 2)})
        print(f"wrote {p}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
