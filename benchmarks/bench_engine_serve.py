"""Host cost of `fltc serve` at 64 streams, with the device taken out (CPU only): is a 3.8 ms step host-bound?

Why: on the H200 a batch-64 decode step takes ~3.8 ms (bench_decode decode_b64: 16,848 tok/s), yet
`bench_serve --device gpu --clients 64` measured 1,231 tok/s with inter-token p99 1.2 s. This benchmark
runs the server's own engine thread (backend.serve.engine_loop.EngineLoop over backend.runtime.engine.Engine,
the real tokenizer, detokenising, stop-string matching, routing to asyncio queues, proof objects) with a
fake executor, `Paced64Executor`: each decode_tokens call takes `--step-ms` (3.8) of sleep -- the GIL is
free, as while the host waits for the GPU; at batch > 1 the GPU executor launches no step ahead, so host
work between calls adds to the step -- and read_kv_blocks returns the real byte count of SmolLM2-135M's
blocks (30 layers x K,V x 3 heads x 64 x f16 = 23 KB per token), so checkpoints hash, copy and fsync what
the H200 run wrote. The workload is bench_serve's: `--clients` asyncio clients, each sending `--requests`
streamed requests one after the other (`--max-tokens`, EOS ignored), prompts of bench_serve's length.

Cases:  serve64_sync     checkpoints written inside the tick (what `fltc serve` did before)
        serve64          background checkpoints (what `fltc serve` does now; backend/runtime/scheduler.py), the
                         KV read queued at the tick and taken by the writer (read_kv_blocks_async)
        serve64_sync_read  serve64 with the KV read waited for at the tick (no read_kv_blocks_async)
        serve64_no_ckpt  no checkpoints (interval above --max-tokens): the engine thread's own host cost
Reported per case: aggregate tok/s (completion tokens / wall from the first submit to the last answer),
time to first item and inter-item gaps (p50/p99, as a client sees them), ticks, host microseconds per tick
beyond the paced step (wall per tick - step), how late each step returned after its paced end (the engine
thread's wake-up and wait for the GIL: mean, p90), CPU of the engine thread and of the checkpoint writer thread
per tick, the checkpoints (full/incremental, bytes each), every answer checked with audit_sequence against
its proof object and the run directory audited (`backend.runtime.audit.audit`: complete).

Run:  python3 -m benchmarks.bench_engine_serve [--clients 64] [--requests 2] [--max-tokens 128]
          [--step-ms 3.8] [--context N] [--dir DIR] [--cases serve64_sync,serve64] [--write]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

import numpy as np

from backend.runtime.executor import SamplingParams, SeqWork
from benchmarks.bench_engine_overhead import COPY_BPS, GPU_POOL_BLOCKS, NullExecutor

BLOCK = 16
SRC_BLOCKS = 64  # distinct K/V blocks the paced executor's reads copy from (64 x 368 KB for SmolLM2: 23.6 MB)
CONTEXT = 192  # run_case's default max sequence length (main: 64 + --max-tokens, bench_serve's --max-context)
CASES = ("serve64_sync", "serve64", "serve64_sync_read", "serve64_no_ckpt")


class Paced64Executor(NullExecutor):
    """NullExecutor whose every decode_tokens call takes `step_s` (a sleep: the GIL is free), no lookahead. A
    checkpoint's KV read is a copy of COPY_BPS on the device's stream: read_kv_blocks waits for it at the tick
    (GpuExecutor's synchronous read); read_kv_blocks_async queues it (the next step starts after it) and the
    checkpoint writer takes the bytes when it is done (made there: the ticking thread only queues the copy, as
    GpuExecutor's read_kv_blocks_async only queues it and the writer copies the bytes out of pinned memory)."""

    name = "paced64"

    def __init__(self, tokens: list[int], step_s: float, async_read: bool = True) -> None:
        super().__init__(tokens)
        self.step_s = step_s
        self._stream_free = 0.0  # when the copies queued on the stream are done
        self._src: np.ndarray | None = None  # the "device's" K/V pages (made at bind_kv)
        self.late_s: list[float] = []  # per step: how much later than the "device" finished the call returned
        if not async_read:
            self.read_kv_blocks_async = self.read_kv_seqs_async = None  # type: ignore[assignment]

    def bind_kv(self, view: Any) -> None:
        """Non-zero K/V pages to read from, [page][SRC_BLOCKS][page bytes] (block b's bytes are source block
        b % SRC_BLOCKS): a checkpoint's reads are then a real gather copy of real bytes on the writer, as
        GpuExecutor's copy out of pinned memory is (NullExecutor's bytes(n) is a calloc of lazily mapped zero
        pages: no copy, no page written), so the fake's checkpoints cost the host what the H200's do."""
        super().bind_kv(view)
        rng = np.random.default_rng(17)
        self._src = rng.integers(0, 256, (2 * view.layers, SRC_BLOCKS, view.page_stride), dtype=np.uint8)

    def _gather(self, blocks: list[int]) -> bytes:
        """read_kv_blocks' bytes ([page][block][page bytes]) gathered out of the source pages: one np.take into
        a new buffer (GpuExecutor's read_kv_seqs_async copy_out)."""
        src = self._src
        if src is None:
            return NullExecutor.read_kv_blocks(self, blocks)
        idx = np.asarray(blocks, dtype=np.intp) % SRC_BLOCKS
        data = bytearray(src.shape[0] * len(idx) * src.shape[2])
        np.take(src, idx, axis=1, out=np.frombuffer(data, dtype=np.uint8).reshape(src.shape[0], len(idx), -1),
                mode="clip")
        return data  # type: ignore[return-value] - a bytearray: data, as bytes would be

    def decode_tokens(self, work: list[SeqWork], params: list[SamplingParams], seed: int,
                      counters: list[int]) -> list[int]:
        now = time.perf_counter()
        want = max(self._stream_free - now, 0.0) + self.step_s
        time.sleep(want)
        # the wake-up and the wait for the GIL after the step (other threads running Python meanwhile): what a
        # GPU step's host side loses the same way after its device wait
        self.late_s.append(time.perf_counter() - now - want)
        return super().decode_tokens(work, params, seed, counters)

    def _copy(self, nbytes: int) -> float:
        self._stream_free = max(self._stream_free, time.perf_counter()) + nbytes / COPY_BPS
        return self._stream_free

    def read_kv_blocks(self, blocks: list[int]) -> bytes:
        done = self._copy(len(blocks) * self.view.block_bytes)
        time.sleep(max(done - time.perf_counter(), 0.0))
        return self._gather(blocks)

    def read_kv_blocks_async(self, blocks: list[int]) -> Callable[[], bytes]:
        done = self._copy(len(blocks) * self.view.block_bytes)
        blocks = list(blocks)

        def result() -> bytes:  # the bytes are made here, on the writer (GpuExecutor's copy out of pinned memory)
            time.sleep(max(done - time.perf_counter(), 0.0))
            return self._gather(blocks)
        return result

    def read_kv_seqs_async(self, seqs: list[list[int]], owners: list[int] | None = None) -> Callable[[], tuple[bytes, ...]]:
        """GpuExecutor's batched read (one checkpoint's sequences at once: checkpoint.read_kv_raw_async takes it)."""
        done = self._copy(sum(len(b) for b in seqs) * self.view.block_bytes)
        seqs = [list(b) for b in seqs]

        def result() -> tuple[bytes, ...]:
            time.sleep(max(done - time.perf_counter(), 0.0))
            return tuple(self._gather(b) for b in seqs)
        return result


@dataclass(frozen=True)
class ServeFigures:
    case: str
    clients: int
    requests: int
    max_tokens: int
    step_ms: float
    completed: int
    generated_tokens: int
    wall_s: float
    aggregate_tokens_per_s: float
    ttft_ms_p50: float
    ttft_ms_p99: float
    gap_ms_p50: float
    gap_ms_p99: float
    gap_ms_max: float
    ticks: int
    host_us_per_tick: float  # wall per tick beyond the paced step
    step_late_us_mean: float  # per step, the engine thread's return after the paced step ended (wake-up + GIL)
    step_late_us_p90: float
    engine_thread_cpu_us_per_tick: float
    writer_thread_cpu_us_per_tick: float
    clients_thread_cpu_us_per_tick: float  # the asyncio clients (the HTTP side's stand-in)
    process_cpu_us_per_token: float
    checkpoints: int
    checkpoints_full: int
    checkpoint_mb_max: float
    checkpoint_mb_mean: float
    answers_audited: int
    audit_complete: bool


def _pct(xs: list[float], q: float) -> float:
    if not xs:
        return 0.0
    s = sorted(xs)
    return round(s[min(len(s) - 1, max(0, round(q / 100 * (len(s) - 1))))] * 1000, 3)


def _thread_cpu(t: threading.Thread | None) -> float:
    if t is None or t.ident is None or not t.is_alive():
        return 0.0
    try:
        return time.clock_gettime(time.pthread_getcpuclockid(t.ident))
    except (OSError, AttributeError):
        return 0.0


def _prompts(tok: Any, clients: int, requests: int) -> list[list[tuple[int, ...]]]:
    """bench_serve's chat messages through the model's chat template when it has one (same token counts)."""
    out = []
    for i in range(clients):
        row = []
        for r in range(requests):
            msgs = [{"role": "system", "content": "Be brief."},
                    {"role": "user", "content": f"Tell me fact number {i * 1000 + r} about the sea."}]
            text = "".join(f"<|im_start|>{m['role']}\n{m['content']}<|im_end|>\n" for m in msgs) + "<|im_start|>assistant\n"
            row.append(tuple(tok.encode(text)))
        out.append(row)
    return out


def run_case(case: str, tok: Any, text_ids: list[int], clients: int, requests: int, max_tokens: int,
             step_s: float, work: Path, stagger_s: float = 0.0, context: int = CONTEXT
             ) -> tuple[ServeFigures, dict[str, Any]]:
    from backend.runtime.audit import audit
    from backend.runtime.audit_sequence import audit_sequence, load_run
    from backend.runtime.engine import Engine
    from backend.serve.engine_loop import EngineLoop, Failed, Final, Job
    from spec.lli import layer21 as l21
    from spec.lli import rowmnr as m

    run_dir = work / f"{case}-{time.monotonic_ns()}"
    ex = Paced64Executor(text_ids, step_s, async_read=not case.endswith("sync_read"))
    aset = {"digest": None, "note": "fake executor (bench_engine_serve): no kernels launched"}
    eng = Engine(ex, run_dir, block_size=BLOCK, num_blocks=max(GPU_POOL_BLOCKS, clients * -(-context // BLOCK)), seed=0,
                 max_seq_len=context, max_batch=clients,
                 checkpoint_interval=max_tokens + 1 if case.endswith("no_ckpt") else 64, run_info={"server": {"kind": "bench_engine_serve"}, "artifact_set": aset},
                 background_checkpoints=case != "serve64_sync")
    loop_ = EngineLoop(eng, tok, None, artifact_set=aset, summary_extra={},
                       max_queue=clients * requests)
    prompts = _prompts(tok, clients, requests)
    loop_.start()
    answers: list[dict[str, Any]] = []
    ttfts: list[float] = []
    gaps: list[float] = []

    async def client(i: int) -> None:
        aloop = asyncio.get_running_loop()
        if stagger_s:
            await asyncio.sleep(i * stagger_s)  # clients arriving one after the other (several request batches)
        for r in range(requests):
            job = Job(prompts[i][r], max_tokens, SamplingParams(), ignore_eos=True)
            t0 = time.perf_counter()
            h = loop_.submit(job, aloop)
            last = None
            while True:
                item = await h.queue.get()
                now = time.perf_counter()
                if isinstance(item, Failed):
                    raise RuntimeError(f"client {i} request {r}: {item.error.body()}")
                if last is None:
                    ttfts.append(now - t0)
                else:
                    gaps.append(now - last)
                last = now
                if isinstance(item, Final):
                    answers.append({"seq_id": h.seq_id, "proof": item.proof, "completion": item.completion_tokens})
                    break

    async def all_clients() -> float:
        t0 = time.perf_counter()
        await asyncio.gather(*(client(i) for i in range(clients)))
        return time.perf_counter() - t0

    c0, a0 = time.process_time(), time.thread_time()
    e0, t_before = _thread_cpu(loop_._thread), eng.scheduler.step_no
    w_thread = getattr(eng.scheduler, "_writer", None)
    w_thread = w_thread if isinstance(w_thread, threading.Thread) else None
    w0 = _thread_cpu(w_thread)
    wall = asyncio.run(all_clients())
    e1, w1 = _thread_cpu(loop_._thread), _thread_cpu(w_thread)
    ticks = eng.scheduler.step_no - t_before
    cpu, acpu = time.process_time() - c0, time.thread_time() - a0
    loop_.stop()
    gen = sum(a["completion"] for a in answers)
    # the checkpoints, as recorded
    sizes, full = [], 0
    for rec in eng.store.state.receipts:
        if rec.kind == m.EntryKind.CHECKPOINT:
            data = eng.store.read(rec.txid)
            sizes.append(len(data))
            full += l21.checkpoint_kind(data) == l21.TAG_SNAPSHOT
    run = load_run(run_dir)
    for a in answers:
        audit_sequence(run, a["seq_id"], a["proof"])
    rep = audit(run_dir)
    fig = ServeFigures(
        case, clients, requests, max_tokens, step_s * 1e3, len(answers), gen, round(wall, 3), round(gen / wall, 1),
        _pct(ttfts, 50), _pct(ttfts, 99), _pct(gaps, 50), _pct(gaps, 99), _pct(gaps, 100), ticks,
        round((wall / max(ticks, 1) - step_s) * 1e6, 1),
        round(statistics.mean(ex.late_s) * 1e6 if ex.late_s else 0.0, 1), round(_pct(ex.late_s, 90) * 1e3, 1),
        round((e1 - e0) / max(ticks, 1) * 1e6, 1),
        round((w1 - w0) / max(ticks, 1) * 1e6, 1), round(acpu / max(ticks, 1) * 1e6, 1), round(cpu / max(gen, 1) * 1e6, 2), len(sizes), full,
        round(max(sizes, default=0) / 1e6, 2), round(statistics.mean(sizes) / 1e6 if sizes else 0.0, 2),
        len(answers), bool(rep.complete))
    detail = {"checkpoint_bytes": sizes, "failures": loop_.failures}
    return fig, detail


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--clients", type=int, default=64)
    ap.add_argument("--requests", type=int, default=2)
    ap.add_argument("--max-tokens", type=int, default=128)
    ap.add_argument("--step-ms", type=float, default=3.8)
    ap.add_argument("--cases", default=",".join(CASES))
    ap.add_argument("--context", type=int, default=None,
                    help="max sequence length (default: 64 + --max-tokens, bench_serve's --max-context)")
    ap.add_argument("--stagger-ms", type=float, default=0.0,
                    help="client i starts i x this late (the H200 run's clients arrived in 8 request batches)")
    ap.add_argument("--dir", default=None, help="where the run directories go (default: the system temp dir)")
    ap.add_argument("--write", action="store_true", help="write benchmarks/results/bench_engine_serve.json")
    args = ap.parse_args(argv)
    from backend.run import gil_switch_interval
    from benchmarks.bench_engine_overhead import TEXT, _tokenizer

    tok = _tokenizer()
    text_ids = [t for t in tok.encode(TEXT) if t not in tok.special_ids]
    rows, details = [], {}
    with gil_switch_interval(), tempfile.TemporaryDirectory(prefix="fltc_engine_serve_", dir=args.dir) as tmp:
        for case in args.cases.split(","):
            f, d = run_case(case, tok, text_ids, args.clients, args.requests, args.max_tokens, args.step_ms / 1e3,
                            Path(tmp), args.stagger_ms / 1e3, args.context or 64 + args.max_tokens)
            details[case] = d
            print(f"{case:14s} {f.aggregate_tokens_per_s:9.1f} tok/s ({f.generated_tokens} tokens, {f.completed} "
                  f"answers, {f.wall_s} s, {f.ticks} ticks); host {f.host_us_per_tick:.0f} us/tick beyond the step; "
                  f"step returned {f.step_late_us_mean:.0f} us late (mean; p90 {f.step_late_us_p90:.0f} us); "
                  f"CPU engine thread {f.engine_thread_cpu_us_per_tick:.0f} us/tick, writer "
                  f"{f.writer_thread_cpu_us_per_tick:.0f} us/tick, clients {f.clients_thread_cpu_us_per_tick:.0f} "
                  f"us/tick, process {f.process_cpu_us_per_token:.0f} us/token; TTFT p50/p99 {f.ttft_ms_p50}/{f.ttft_ms_p99} ms; "
                  f"gaps p50/p99/max {f.gap_ms_p50}/{f.gap_ms_p99}/{f.gap_ms_max} ms; {f.checkpoints} checkpoints "
                  f"({f.checkpoints_full} full), max {f.checkpoint_mb_max} MB, mean {f.checkpoint_mb_mean} MB; "
                  f"{f.answers_audited} answers audited, run audit complete: {f.audit_complete}", flush=True)
            if d["failures"]:
                print(f"  failures: {d['failures']}", flush=True)
            rows.append({"kernel": "engine_serve", "label": f.case, "operator": "EngineLoop + Engine + Paced64Executor",
                         "inputs": f"{f.clients} clients x {f.requests} requests x {f.max_tokens} tokens, "
                                   f"{f.step_ms} ms step, clients {args.stagger_ms} ms apart", "passed": f.audit_complete and not d["failures"],
                         "tok_per_s": f.aggregate_tokens_per_s, **asdict(f)})
    if args.write:
        from benchmarks.common import write_results

        p = write_results("bench_engine_serve", "engine_serve", rows,
                          extra={"checkpoint_bytes": {k: v["checkpoint_bytes"] for k, v in details.items()},
                                 "host": f"{os.cpu_count()} CPUs, no device",
                                 "load_avg_1m": round(os.getloadavg()[0], 2), "copy_bytes_per_s": COPY_BPS,
                                 "run_dirs_in": args.dir or tempfile.gettempdir()})
        print(f"wrote {p}")
    else:
        print(json.dumps({"cases": [r["label"] for r in rows]}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
