"""Experiment: where a `fltc serve` checkpoint's time goes, stage by stage, on every thread (issue 17).

bench_serve at 64 streams loses ~20% with checkpoints on (H200: 9,255-11,797 tok/s against 13,036-13,712 off),
and py-spy (5x slower under sampling) put a third of the engine's tick samples in the checkpoint back-pressure.
This times the real stages at full speed instead: installed into the server process through
benchmarks/exp_serve_site/sitecustomize.py (PYTHONPATH), it wraps the scheduler's tick, its background commit, the
prep thread's stages (KV read resolution, block hashes, the delta section), the writer's (encode, store append,
event publication) and the executor's decode_tokens, and writes one row per call (label, thread, start, end,
thread CPU) to $FLTC_EXP_STAGES when the scheduler closes. Knobs, for A/B runs (unset: the product's values):
  FLTC_EXP_PREP_WORKERS  threads of the checkpoint prep pool (product: 1)
  FLTC_EXP_HASH_WORKERS  threads of the block-hash pool (product: min(4, cpus // 2))
  FLTC_EXP_MAX_INFLIGHT  checkpoints queued before the ticks wait (product: scheduler.MAX_INFLIGHT)
  FLTC_EXP_GC            off (gc.disable: diagnostic only), nofreeze (no engine_loop._freeze_heap) or
                         threshold=A,B,C (gc.set_threshold)
  FLTC_EXP_STUB_KV       checkpoint reads answered with zero bytes on the host (no device copy; timing only:
                         the run directory's KV is not the model's)

    FLTC_EXP_STAGES=/tmp/st.json PYTHONPATH=benchmarks/exp_serve_site:$PYTHONPATH python3 -m benchmarks.bench_serve ...
    python3 -m benchmarks.exp_serve_stages /tmp/st.json      # the summary
"""

from __future__ import annotations

import gc
import json
import os
import sys
import threading
import time
from collections import defaultdict
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import numpy as np

from benchmarks.exp_ckpt_tick import _Timeline

# every timed call, as exp_ckpt_tick's timeline keeps them: (label, start, end, thread, thread CPU)
_TL = _Timeline()
_ROWS, _LOCK = _TL.rows, _TL.lock


def _wrap(owner: Any, name: str, label: str) -> None:
    _TL.wrap(owner, name, label)


def _gc_rows() -> None:
    """A row per cyclic-GC collection ("gc0".."gc2", on the thread whose allocation triggered it)."""
    started: dict[int, tuple[float, float]] = {}

    def cb(phase: str, info: dict[str, int]) -> None:
        tid = threading.get_ident()
        if phase == "start":
            started[tid] = (time.perf_counter(), time.thread_time())
        elif tid in started:
            t, c = started.pop(tid)
            row = (f"gc{info.get('generation')}", t, time.perf_counter(), threading.current_thread().name,
                   time.thread_time() - c)
            with _LOCK:
                _ROWS.append(row)
    gc.callbacks.append(cb)


def _dump() -> None:
    out = os.environ.get("FLTC_EXP_STAGES")
    if out:
        with _LOCK:  # stored as (label, thread, start, end, thread CPU)
            rows = [(lab, th, a, b, cpu) for lab, a, b, th, cpu in _ROWS]
        with open(out, "w") as f:
            json.dump({"knobs": {k: v for k, v in os.environ.items() if k.startswith("FLTC_EXP_")}, "rows": rows}, f)


def install() -> None:
    """Wrap the stages (in the server process only) and apply the knobs."""
    from backend.runtime import checkpoint as ckpt
    from backend.runtime import scheduler as sch
    from backend.runtime.events import EventBus
    from backend.runtime.rowmnr import CheckpointStore
    from spec.lli import layer21 as l21

    for owner, name, label in ((sch.Scheduler, "tick", "tick"), (sch.Scheduler, "_commit_background", "commit_bg"),
                               (l21, "plan_checkpoint", "plan"), (ckpt, "read_kv_raw_async", "read_async"),
                               (sch.Scheduler, "_prepare", "prep"), (ckpt, "resolve_kv_raw", "prep.resolve"),
                               (ckpt, "block_hashes", "prep.block_hashes"), (ckpt, "delta_section", "prep.delta"),
                               (sch.Scheduler, "_write_checkpoint", "write"), (ckpt, "encode_raw", "write.encode"),
                               (CheckpointStore, "append_once", "store.append"), (EventBus, "publish", "publish")):
        _wrap(owner, name, label)
    from backend.serve.engine_loop import EngineLoop
    _wrap(EngineLoop, "submit", "serve.submit")
    admit = EngineLoop._admit

    def admit2(self: Any, inbox: list[Any]) -> None:  # one row per admission, its size in the label
        t = time.perf_counter()
        admit(self, inbox)
        with _LOCK:
            _ROWS.append((f"serve.admit{len(inbox)}", t, time.perf_counter(), threading.current_thread().name, 0.0))
    EngineLoop._admit = admit2  # type: ignore[method-assign]
    try:
        from backend.cuda.driver import Driver
        from backend.cuda.gpu_executor import GpuExecutor
        _wrap(GpuExecutor, "decode_tokens", "decode_tokens")
        if os.environ.get("FLTC_EXP_STUB_KV"):  # timing only: no device copy, zero bytes of the right length
            def stub(self: Any, seqs: list[list[int]], owners: list[int] | None = None) -> Any:
                block = 2 * self.layout.layers * self.layout.page_stride
                return lambda: tuple(bytearray(block * len(q)) for q in seqs)
            GpuExecutor.read_kv_seqs_async = stub  # type: ignore[method-assign]
        _wrap(Driver, "synchronize", "sync")  # waits for the device (which thread: the row says)
        _wrap(Driver, "event_sync", "event_sync")
    except Exception:  # noqa: BLE001 - no cuda-python here: the fake executor's run
        pass
    _gc_rows()
    gc_mode = os.environ.get("FLTC_EXP_GC")
    if gc_mode == "off":  # diagnostic only: no cyclic collection at all
        gc.disable()
    elif gc_mode == "nofreeze":  # the server without its gc.freeze() (engine_loop._freeze_heap)
        from backend.serve import engine_loop
        engine_loop._freeze_heap = lambda: None
    elif gc_mode and gc_mode.startswith("threshold="):
        gc.set_threshold(*(int(x) for x in gc_mode.split("=", 1)[1].split(",")))
    if os.environ.get("FLTC_EXP_MAX_INFLIGHT"):
        sch.MAX_INFLIGHT = int(os.environ["FLTC_EXP_MAX_INFLIGHT"])
    if os.environ.get("FLTC_EXP_HASH_WORKERS"):
        ckpt._HASH_POOL[:] = [ThreadPoolExecutor(int(os.environ["FLTC_EXP_HASH_WORKERS"]),
                                                 thread_name_prefix="fltc-ckpt-hash")]
    init, close = sch.Scheduler.__init__, sch.Scheduler.close

    def init2(self: Any, *a: Any, **k: Any) -> None:
        init(self, *a, **k)
        n = os.environ.get("FLTC_EXP_PREP_WORKERS")
        if n and self._prep is not None:  # no job was submitted yet: the product's pool has no thread
            self._prep = ThreadPoolExecutor(int(n), thread_name_prefix="fltc-checkpoint-prep")

    def close2(self: Any) -> None:
        try:
            close(self)
        finally:
            _dump()
    sch.Scheduler.__init__, sch.Scheduler.close = init2, close2  # type: ignore[method-assign]
    import atexit
    atexit.register(_dump)


def summary(path: str) -> dict[str, Any]:
    d = json.load(open(path))
    rows = d["rows"]
    ticks = [r for r in rows if r[0] == "tick"]
    if not ticks:
        return {"knobs": d["knobs"], "rows": len(rows)}
    # the load: from the first tick to the last (warm-up ticks excluded: those before the largest gap of 1 s)
    ticks.sort(key=lambda r: r[2])
    start = ticks[0][2]
    for a, b in zip(ticks, ticks[1:], strict=False):
        if b[2] - a[3] > 1.0:
            start = b[2]
    t0, t1 = start, max(r[3] for r in ticks)
    span = t1 - t0
    per: dict[str, dict[str, float]] = defaultdict(lambda: {"n": 0, "wall_s": 0.0, "cpu_s": 0.0, "max_ms": 0.0})
    threads: dict[str, set[str]] = defaultdict(set)
    walls: dict[str, list[float]] = defaultdict(list)
    for lab, th, a, b, cpu in rows:
        if a < t0 or a > t1:
            continue
        if lab in ("sync", "event_sync"):
            lab = f"{lab}@{th.rstrip('_0123456789')}"
        walls[lab].append((b - a) * 1e3)
        p = per[lab]
        p["n"] += 1
        p["wall_s"] += b - a
        p["cpu_s"] += cpu
        p["max_ms"] = max(p["max_ms"], (b - a) * 1e3)
        threads[lab].add(th.split("_")[0])
    ck = sorted((r for r in rows if r[0] == "commit_bg" and t0 <= r[2] <= t1), key=lambda r: r[2])
    wr = sorted((r for r in rows if r[0] == "write" and t0 <= r[2] <= t1), key=lambda r: r[2])
    pr = sorted((r for r in rows if r[0] == "prep" and t0 <= r[2] <= t1), key=lambda r: r[2])
    return {
        "knobs": d["knobs"], "load_span_s": round(span, 3),
        "stages": {k: {"n": v["n"], "wall_s": round(v["wall_s"], 3), "cpu_s": round(v["cpu_s"], 3),
                       "max_ms": round(v["max_ms"], 1), "share_of_span": round(v["wall_s"] / span, 3),
                       "p50_p90_p99_ms": [round(float(x), 2) for x in np.percentile(walls[k], [50, 90, 99])],
                       "threads": sorted(threads[k])} for k, v in sorted(per.items())},
        "checkpoints_ms_from_load_start": [
            {"commit_bg": [round((r[2] - t0) * 1e3), round((r[3] - r[2]) * 1e3, 1)],
             "prep": [round((p[2] - t0) * 1e3), round((p[3] - p[2]) * 1e3, 1)] if p else None,
             "write": [round((w[2] - t0) * 1e3), round((w[3] - w[2]) * 1e3, 1)] if w else None}
            for r, p, w in zip(ck, pr + [None] * len(ck), wr + [None] * len(ck), strict=False)],
    }


if __name__ == "__main__":
    for p in sys.argv[1:]:
        print(p)
        print(json.dumps(summary(p), indent=1))
