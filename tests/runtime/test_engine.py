"""Engine facade: resume from a checkpoint is bit-identical (toy executor), event publication is
idempotent on retry, subscribers can neither block nor mutate the scheduler, summary.json."""

from __future__ import annotations

import json
import threading
import time
from dataclasses import FrozenInstanceError
from pathlib import Path

import numpy as np
import pytest

from backend.runtime.audit import audit
from backend.runtime.engine import Engine
from backend.runtime.events import EventBus
from fltc.errors import ConfigError, StoreError
from spec.lli.events import EventBody, EventType, SeqStatus
from tests.runtime.toy import ToyExecutor, ToyModel
from tests.runtime.workloads import engine_kwargs, engine_requests


def _files(d: Path, names=("events.log",)) -> dict[str, bytes]:
    out = {n: (d / n).read_bytes() for n in names}
    out.update({str(p.relative_to(d)): p.read_bytes() for p in sorted((d / "store").rglob("*")) if p.is_file()})
    return out


@pytest.fixture(scope="module")
def reference(tmp_path_factory):
    d = tmp_path_factory.mktemp("ref") / "run"
    eng = Engine(ToyExecutor(ToyModel()), d, **engine_kwargs())
    tokens: list[tuple[int, int]] = []
    res = eng.generate(engine_requests(), on_token=lambda s, t: tokens.append((s, t)))
    eng.close()
    return d, res, tokens, eng


@pytest.mark.parametrize("stop_after", [1, 4, 7, 11])
def test_resume_is_bit_identical(reference, tmp_path: Path, stop_after: int) -> None:
    ref_dir, ref_res, _, _ = reference
    d = tmp_path / "run"
    eng = Engine(ToyExecutor(ToyModel()), d, **engine_kwargs())
    eng.submit(engine_requests())
    eng.run(max_ticks=stop_after)  # then the process "dies": the engine is abandoned, KV lost
    had_ckpt = eng.scheduler.checkpoints > 0
    ex2 = ToyExecutor(ToyModel())
    eng2 = Engine.resume(ex2, d)
    assert (eng2.resumed_from is not None) == had_ckpt
    res = eng2.run()
    eng2.close()
    assert res == ref_res  # every subsequent token identical
    assert _files(d) == _files(ref_dir)  # same receipts, records and event log, byte for byte
    audit(d)


def test_resume_needs_the_kv_bytes(reference, tmp_path: Path) -> None:
    """Negative control: the same resume with the restored KV bytes wiped diverges."""
    _, ref_res, _, _ = reference
    d = tmp_path / "run"
    eng = Engine(ToyExecutor(ToyModel()), d, **engine_kwargs())
    eng.submit(engine_requests())
    eng.run(max_ticks=7)
    assert eng.scheduler.checkpoints > 0
    ex2 = ToyExecutor(ToyModel())
    eng2 = Engine.resume(ex2, d)
    ex2.kv[:] = np.uint8(0)
    with pytest.raises(StoreError, match="another digest"):  # diverging tokens: the logged events differ
        eng2.run()


def test_results_tokens_summary(reference) -> None:
    d, res, tokens, eng = reference
    assert [r.seq_id for r in res] == [r.seq_id for r in engine_requests()]
    assert all(r.finish_reason in ("eos", "length") for r in res)
    assert sorted(tokens) == sorted((r.seq_id, t) for r in res for t in r.tokens)
    s = json.loads((d / "summary.json").read_text())
    assert s["format"] == "fltc-run-summary/1" and s["checkpoints"] >= 3
    assert s["store_head"] == eng.store.head_hash.hex()
    assert s["generated_tokens_this_process"] == sum(len(r.tokens) for r in res)


def test_engine_refuses_nonempty_dir(tmp_path: Path) -> None:
    (tmp_path / "x").write_text("")
    with pytest.raises(ConfigError):
        Engine(ToyExecutor(ToyModel()), tmp_path)


def test_failed_ticks_are_retried_without_trace(reference, tmp_path: Path) -> None:
    ref_dir, ref_res, _, _ = reference
    ex = ToyExecutor(ToyModel())
    orig = ex.forward
    calls = {"n": 0}

    def flaky(work):
        calls["n"] += 1
        if calls["n"] % 3 == 0:
            ex.fail_forward = True
        if calls["n"] % 5 == 0:
            ex.fail_sample = True
        return orig(work)

    ex.forward = flaky
    eng = Engine(ex, tmp_path / "run", **engine_kwargs())
    assert eng.generate(engine_requests()) == ref_res
    assert eng.scheduler.failed_ticks > 0
    eng.close()
    assert _files(tmp_path / "run") == _files(ref_dir)


def _body(i: int) -> EventBody:
    return EventBody(EventType.DECODE, 7, SeqStatus.RUNNING, SeqStatus.RUNNING, 10 + i, i)


def test_publication_idempotent_and_subscribers_isolated(tmp_path: Path) -> None:
    bus = EventBus(tmp_path / "events.log")
    gate = threading.Event()
    seen = []

    def slow(ev):
        gate.wait(5)
        seen.append(ev.monotonic_sequence_number)

    def evil(ev):
        ev.sampled_token_id = 0  # frozen: raises, recorded, never reaches the publisher

    s1, s2 = bus.subscribe(slow), bus.subscribe(evil)
    t0 = time.perf_counter()
    chain0 = bus.chain
    evs = bus.publish(tuple(_body(i) for i in range(50)))
    assert time.perf_counter() - t0 < 1.0  # a blocked subscriber does not block publication
    size = (tmp_path / "events.log").stat().st_size
    bus.chain = chain0  # a retry from the same chain position
    again = bus.publish(tuple(_body(i) for i in range(50)))
    assert again == evs and bus.republished == 50
    assert (tmp_path / "events.log").stat().st_size == size  # not appended twice
    bus.chain = chain0
    with pytest.raises(StoreError):
        bus.publish((_body(99),))  # same position, different content: refused
    gate.set()
    bus.close(timeout=5)
    assert seen == list(range(50)) * 2
    assert s2.errors and all(isinstance(e, FrozenInstanceError) for e in s2.errors) and not s1.errors
    assert EventBus(tmp_path / "events.log", bus.chain).chain == bus.chain  # reopen at the head
