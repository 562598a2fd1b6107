"""With background checkpoints, a checkpoint's events -- and the events of the ticks queued behind it -- are
published once its receipt page is durable, before the store writes the checkpoint's head and root.

Why: at the end of a batch-1 `fltc run` the last tokens wait for the last checkpoint's job; the head and root
writes (two fsyncs, ~0.65 ms on the H200 host) came before their publication, though the contract asks only that
publication follow the committed receipt (recovery rolls a stale head and root forward from the receipt pages).
The bytes of the run (store, event log) stay those of the synchronous path.
"""

from __future__ import annotations

import threading
import time
from pathlib import Path

import pytest

from backend.runtime import rowmnr
from backend.runtime import scheduler as sch
from backend.runtime.audit import audit
from backend.runtime.engine import Engine
from tests.runtime.test_run_bytes import GOLDEN, run_digest
from tests.runtime.toy import ToyExecutor, ToyModel
from tests.runtime.workloads import engine_kwargs, engine_requests


def test_queued_events_are_published_before_the_checkpoints_head(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    eng = Engine(ToyExecutor(ToyModel()), tmp_path / "run", background_checkpoints=True, **engine_kwargs())
    sched, bus, store = eng.scheduler, eng.bus, eng.store
    real_write = rowmnr._write_parts_durable

    def slow_write(path, parts) -> None:  # the writer's record write waits until a tick queued events behind it
        if threading.current_thread().name == "fltc-checkpoint":
            t = time.monotonic()
            while time.monotonic() - t < 5.0:
                with sched._cv:  # (or no tick can come: the run ended, or the ticks wait on queued checkpoints)
                    if (any(isinstance(j, sch._EventsJob) for j in sched._jobs) or not (sched.running or sched.waiting)
                            or sched._ckpts_queued >= sch.MAX_INFLIGHT):
                        break
                time.sleep(0.0005)
        real_write(path, parts)
    monkeypatch.setattr(rowmnr, "_write_parts_durable", slow_write)
    seen: list[tuple[int, int]] = []  # (events published when the head is written, checkpoints committed)
    real_head = store._write_head

    def head(data: bytes, durable_rename: bool = True) -> None:
        if threading.current_thread().name == "fltc-checkpoint":
            seen.append((bus.chain.next_seq, sched.checkpoints))
        real_head(data, durable_rename)
    monkeypatch.setattr(store, "_write_head", head)
    commits: list[tuple[int, bool]] = []  # (events published after the checkpoint's own, events queued behind it)
    real_drain = sch.Scheduler._publish_queued_events

    def drain(self) -> None:
        with self._cv:
            queued = bool(self._jobs) and isinstance(self._jobs[0], sch._EventsJob)
        commits.append((bus.chain.next_seq, queued))
        real_drain(self)
    monkeypatch.setattr(sch.Scheduler, "_publish_queued_events", drain)
    eng.generate(engine_requests())
    eng.close()
    monkeypatch.undo()
    assert run_digest(tmp_path / "run") == GOLDEN and audit(tmp_path / "run").complete
    assert len(commits) == eng.scheduler.checkpoints > 2
    # every checkpoint's head is written after its own events, and after the ticks' events queued behind it where
    # there were some (the slow record write waited for them; the job behind may be a checkpoint instead): the
    # old order wrote the head before either
    assert len(seen) == len(commits) and sum(q for _, q in commits) >= 2, commits
    assert all(n > c if q else n >= c for (n, _), (c, q) in zip(seen, commits, strict=True)), (seen, commits)
