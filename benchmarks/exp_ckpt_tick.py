"""Experiment: what a batch-1 checkpoint costs the ticks of a 900-token run, beyond the checkpoint tick itself.

profile_run (H200, 7fe12db0) showed every ordinary step ~11 us slower with checkpoints on (engine_sync: 491 us
against engine_no_ckpt's 480, also where no writer thread runs), the checkpoint tick's gap at ~1.2 ms, and the
run's last tokens waiting for the last checkpoint's job. This runs, on one executor, in alternation:

  no_ckpt, sync, no_ckpt, sync   (is the per-step difference real, or the order of the cases?)
  sync_kv_stub                   sync with read_kv_seqs_async answered by zero bytes on the host (no copies, no
                                 pinned staging): is the difference the KV read? (timing only: its store is not a
                                 run of the model, and is deleted)
  bg_timed                       background checkpoints with the writer's store and bus calls timed: the last
                                 checkpoint job's phases against the last token
  --cli-gap: bg against bg after 1.5 s of an idle device, with the sink writing into a drained pipe, under a 0.5 ms
  GIL switch interval, and all three (fltc run's engine clock was 1-2% below the in-process one)

Run (GPU machine, repo root):  python3 -m benchmarks.exp_ckpt_tick [--tokens 900] [--dir /tmp]
"""

from __future__ import annotations

import argparse
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

from benchmarks.common import model_path, write_results
from benchmarks.profile_run import _engine_case


def _stub_kv(ex: Any) -> Any:
    """read_kv_seqs_async answered on the host: per list, zero bytes of its length (no device work)."""
    block = 2 * ex.layout.layers * ex.layout.page_stride

    def read(seqs: list[list[int]], owners: list[int] | None = None) -> Any:
        return lambda: tuple(bytearray(block * len(s)) for s in seqs)
    return read


class _Timeline:
    """(name, start, end) of every timed call, on whichever thread made it."""

    def __init__(self) -> None:
        self.rows: list[tuple[str, float, float, str, float]] = []
        self.lock = threading.Lock()

    def wrap(self, owner: Any, name: str, label: str) -> Any:
        real = getattr(owner, name)

        def timed(*a: Any, **k: Any) -> Any:
            t, c = time.perf_counter(), time.thread_time()
            try:
                return real(*a, **k)
            finally:
                cpu = time.thread_time() - c
                with self.lock:
                    self.rows.append((label, t, time.perf_counter(), threading.current_thread().name, cpu))
        setattr(owner, name, timed)
        return real


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--tokens", type=int, default=900)
    ap.add_argument("--dir", default=None)
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--cli-gap", action="store_true", help="only the cases of fltc run's conditions (idle device, pipe, "
                    "0.5 ms switch interval)")
    a = ap.parse_args(argv)
    import backend.runtime.rowmnr as rowmnr
    from backend.cuda.gpu_executor import GpuExecutor
    from backend.kernels.registry import PROFILES
    from backend.model.gguf_loader import load_gguf
    from backend.model.tokenizer import Tokenizer
    from backend.runtime.events import EventBus

    model = load_gguf(model_path())
    tok = Tokenizer.from_model(model)
    ex = GpuExecutor(model, physical_blocks=PROFILES["default"].physical_blocks, progress=lambda s: None)
    base = Path(a.dir or tempfile.gettempdir())
    rows: list[dict[str, Any]] = []

    def finish(flags: str) -> int:
        ex.close()
        write_results("exp_ckpt_tick", "exp_ckpt_tick",
                      [{"kernel": "fltc_run_path", "label": x["case"], "operator": "Engine/GpuExecutor in process",
                        "inputs": f"{a.tokens} tokens, batch 1, prompt 16 ids, run dirs in {base}", "passed": True, **x}
                       for x in rows],
                      command=f"python3 -m benchmarks.exp_ckpt_tick --tokens {a.tokens} --dir {base} --rounds {a.rounds}"
                              + flags)
        return 0

    def case(name: str, **kw: Any) -> dict[str, Any]:
        r = _engine_case(ex, tok, base, name, a.tokens, **kw)
        g = r["step_gap_us_by_phase"]
        print(f"{name:16s} {r['tok_per_s']:8.1f} tok/s tick {r['tick_tok_per_s']:8.1f}  p50 {g['p50_us']:6.1f} us  "
              f"mean {g['mean_us']:6.1f}  phases {g['phase_mean_us']} rest {g['rest_mean_us']}", flush=True)
        rows.append(r)
        return r

    if a.cli_gap:  # why fltc run's engine clock is below the in-process one: an idle device, a piped sink, 0.5 ms
        for rnd in range(a.rounds):
            case(f"bg_{rnd}", interval=64, background=True, sink=True)
            case(f"bg_idle_1.5s_{rnd}", interval=64, background=True, sink=True, idle_s=1.5)
            case(f"bg_pipe_{rnd}", interval=64, background=True, sink=True, pipe=True)
            case(f"bg_switch_0.5ms_{rnd}", interval=64, background=True, sink=True, switch=0.0005)
            case(f"bg_cli_like_{rnd}", interval=64, background=True, sink=True, pipe=True, switch=0.0005, idle_s=1.5)
        return finish(" --cli-gap")
    for rnd in range(a.rounds):
        case(f"no_ckpt_{rnd}", interval=1 << 30, background=True)
        case(f"sync_{rnd}", interval=64, background=False)
        case(f"bg_{rnd}", interval=64, background=True, sink=True)
    real = ex.read_kv_seqs_async
    ex.read_kv_seqs_async = _stub_kv(ex)  # type: ignore[method-assign]
    try:
        case("bg_kv_stub", interval=64, background=True, sink=True)
    finally:
        ex.read_kv_seqs_async = real  # type: ignore[method-assign]
    tl = _Timeline()
    import backend.runtime.checkpoint as ckpt
    import backend.runtime.scheduler as sched
    import spec.lli.rowmnr as spec_rowmnr
    names = [(rowmnr, "_write_parts_durable", "record_write"), (rowmnr._EarlyRecordWrite, "finish", "record_finish"),
             (rowmnr._EarlyRecordWrite, "__init__", "record_early_start"), (rowmnr.m, "append_once", "spec_append"),
             (spec_rowmnr, "payload_hash_parts", "payload_hash"), (ckpt, "encode_raw", "encode_raw"),
             (ckpt, "block_hashes", "block_hashes"), (ckpt, "resolve_kv_raw", "resolve_kv"),
             (sched.Scheduler, "_write_checkpoint", "write_checkpoint"), (sched.Scheduler, "_tick", "tick"),
             (sched.Scheduler, "_commit_background", "commit_background"),
             (rowmnr, "fsync_dir", "dir_fsync"), (rowmnr, "_append_durable", "append_durable"),
             (rowmnr.CheckpointStore, "_write_head", "head"), (rowmnr.CheckpointStore, "append_once", "append_once"),
             (EventBus, "publish", "publish")]
    reals = [(o, n, tl.wrap(o, n, lab)) for o, n, lab in names]
    for k in range(2):
        tl.rows.clear()
        try:
            r = case(f"bg_timed_{k}", interval=64, background=True, sink=True)
        finally:
            if k == 1:
                for o, n, f in reals:
                    setattr(o, n, f)
        end = max(e for _, _, e, _, _ in tl.rows)
        last = [x for x in tl.rows if x[1] >= end - 0.03 and x[0] != "publish" or x[1] >= end - 0.005]
        r["timeline_last_30ms"] = [(lab, round((s - end) * 1e3, 3), round((e - s) * 1e3, 3), round(cpu * 1e3, 3), th)
                                   for lab, s, e, th, cpu in sorted(last, key=lambda x: x[1])]
        print("    (call, start ms before the end, wall ms, thread CPU ms, thread)")
        for row in r["timeline_last_30ms"]:
            print("   ", row)
    return finish("")


if __name__ == "__main__":
    raise SystemExit(main())
