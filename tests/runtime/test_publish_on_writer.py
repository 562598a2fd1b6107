"""Publishing every event on the checkpoint writer (Scheduler.collect_published(on_writer=True), what fltc serve
uses) records what publishing at the tick records.

Why: the serve engine thread hands its ticks' events to the writer so that numbering, hashing and logging them
runs while it waits for the device; the event log, the receipts and the store must stay byte for byte those of
the synchronous path (GOLDEN of test_run_bytes), every publication must reach the consumer once, in log order,
and a tick must then return no events of its own (they are the writer's to publish).
"""

from __future__ import annotations

import threading
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from backend.runtime import scheduler as sch
from backend.runtime.audit import audit
from backend.runtime.engine import Engine
from backend.runtime.events import read_event_log
from backend.runtime.executor import SeqWork
from spec.lli.events import EventBody, EventType, SeqStatus
from tests.runtime.test_run_bytes import GOLDEN, _SlowWriterStore, run_digest
from tests.runtime.toy import AsyncReadToyExecutor, ToyExecutor, ToyModel
from tests.runtime.workloads import engine_kwargs, engine_requests


def _collecting(eng: Engine) -> list[tuple[str, tuple, object]]:
    got: list[tuple[str, tuple, object]] = []
    eng.scheduler.collect_published(lambda evs, rec: got.append((threading.current_thread().name, evs, rec)),
                                    on_writer=True)
    return got


def test_a_run_published_on_the_writer_records_the_golden_bytes(tmp_path: Path) -> None:
    d = tmp_path / "run"
    eng = Engine(AsyncReadToyExecutor(ToyModel()), d, background_checkpoints=True, **engine_kwargs())
    got = _collecting(eng)
    toks: list[tuple[int, int]] = []
    eng.generate(engine_requests(), on_token=lambda s, t: toks.append((s, t)))
    eng.close()
    assert run_digest(d) == GOLDEN and audit(d).complete
    logged, _, problem = read_event_log(d / "events.log")
    assert problem is None
    assert [e for _, evs, _ in got for e in evs] == logged  # each event delivered once, in the log's order
    assert {name for name, _, _ in got} == {"fltc-checkpoint"}
    # a publication names a receipt exactly when its events do (a checkpoint tick's, released by its receipt)
    for _, evs, rec in got:
        named = {e.checkpoint_receipt_hash for e in evs} - {None}
        assert named == (set() if rec is None else {rec.hash})
    assert len(toks) == eng.generated_tokens


def test_ticks_return_no_events_when_the_writer_publishes(tmp_path: Path) -> None:
    eng = Engine(ToyExecutor(ToyModel()), tmp_path / "run", background_checkpoints=True, **engine_kwargs())
    got = _collecting(eng)
    eng.submit(engine_requests())
    outs = [eng.scheduler.tick() for _ in range(3)]
    assert all(o.outcome.name == "COMMITTED" and o.events == () and o.tokens for o in outs)
    eng.scheduler.settle_checkpoint()
    assert sum(len(evs) for _, evs, _ in got) == sum(len(o.tokens) for o in outs)
    eng.run()
    eng.close()
    assert audit(tmp_path / "run").complete


def test_without_the_writer_on_writer_publishes_at_the_tick(tmp_path: Path) -> None:
    eng = Engine(ToyExecutor(ToyModel()), tmp_path / "run", background_checkpoints=False, **engine_kwargs())
    got = _collecting(eng)
    eng.submit(engine_requests())
    out = eng.scheduler.tick()
    assert out.events and [e for _, evs, _ in got for e in evs] == list(out.events)
    assert got[0][0] == threading.current_thread().name
    eng.run()
    eng.close()
    assert run_digest(tmp_path / "run") == GOLDEN


def test_a_mixed_run_published_on_the_writer_records_the_synchronous_bytes(tmp_path: Path) -> None:
    """Request batches and a cancel between ticks, behind slow checkpoint writes: the synchronous run's bytes."""
    runs = {}
    for name, background in (("sync", False), ("writer", True)):
        d = tmp_path / name
        eng = Engine(ToyExecutor(ToyModel()), d, background_checkpoints=background, **engine_kwargs())
        if background:
            eng.scheduler.store = _SlowWriterStore(eng.store, 0.02)
        got = _collecting(eng)
        reqs = engine_requests()
        eng.submit(reqs[:4])
        for _ in range(7):
            assert eng.scheduler.tick().outcome.name == "COMMITTED"
        eng.submit(reqs[4:])
        assert (eng.scheduler.cancel(101) == ()) == background  # the writer publishes its CANCELLED event
        eng.run()
        eng.close()
        logged, _, _ = read_event_log(d / "events.log")
        assert [e for _, evs, _ in got for e in evs] == logged
        runs[name] = (run_digest(d), [r.tokens for r in eng.results()])
        assert audit(d).complete
    assert runs["writer"] == runs["sync"]


@given(st.integers(0, (1 << 32) - 1), st.lists(st.integers(0, (1 << 32) - 1), max_size=5).map(tuple), st.integers(0, 1 << 20),
       st.lists(st.integers(0, 1 << 16), max_size=5).map(tuple), st.one_of(st.none(), st.integers(0, 1 << 16)))
def test_the_ticks_fast_constructors_make_equal_values(sid, toks, start, table, nxt) -> None:
    """The scheduler's hot-path constructors (fields set at once) equal the dataclasses' own __init__."""
    assert sch._work(sid, toks, start, table, nxt) == SeqWork(sid, toks, start, table, nxt)
    assert hash(sch._work(sid, toks, start, table, nxt)) == hash(SeqWork(sid, toks, start, table, nxt))
    assert sch._body(EventType.DECODE, sid, SeqStatus.RUNNING, SeqStatus.RUNNING, start, nxt or 0) == EventBody(
        EventType.DECODE, sid, SeqStatus.RUNNING, SeqStatus.RUNNING, start, nxt or 0)
