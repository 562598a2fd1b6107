"""With background checkpoints, the link the next checkpoint chains to (Scheduler.link) is the writer's alone.

Why: the ticking thread used to write back, on every tick without a checkpoint, the value of `link` it had read
at the start of the tick. When the writer made a checkpoint durable in between (and set `link` to it), that write
undid the update, and the next checkpoint was encoded against the one before: on the H200, under py-spy's
sampling, `fltc run` stopped at tick 384 with "planned against another link". The interleaving is a few
instructions wide: one test records which thread writes `link` (deterministic), and a hypothesis race test drives
the writer against the ticks with random delays and a 1 us GIL switch interval (it failed on the old code too).
"""

from __future__ import annotations

import random
import sys
import threading
import time
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from backend.runtime import scheduler as sch
from backend.runtime.audit import audit
from backend.runtime.engine import Engine
from tests.runtime.test_run_bytes import GOLDEN, run_digest
from tests.runtime.toy import ToyExecutor, ToyModel
from tests.runtime.workloads import engine_kwargs, engine_requests


class _Watched(sch.Scheduler):
    """A Scheduler that records the thread of every write of `link`."""

    writes: list[str]

    @property
    def link(self):  # type: ignore[override]
        return self.__dict__.get("_watched_link")

    @link.setter
    def link(self, value) -> None:
        self.__dict__.setdefault("writes", []).append(threading.current_thread().name)
        self.__dict__["_watched_link"] = value


def test_only_the_writer_sets_the_link_in_a_background_run(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setattr("backend.runtime.engine.Scheduler", _Watched)
    d = tmp_path / "run"
    eng = Engine(ToyExecutor(ToyModel()), d, background_checkpoints=True, **engine_kwargs())
    sc = eng.scheduler
    assert isinstance(sc, _Watched)
    before = len(sc.writes)  # the constructor's initial value
    eng.generate(engine_requests())
    eng.close()
    after = sc.writes[before:]
    assert after and set(after) == {"fltc-checkpoint"}, after
    assert run_digest(d) == GOLDEN and audit(d).complete


def test_the_ticking_thread_sets_the_link_without_the_writer(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setattr("backend.runtime.engine.Scheduler", _Watched)
    eng = Engine(ToyExecutor(ToyModel()), tmp_path / "run", background_checkpoints=False, **engine_kwargs())
    eng.generate(engine_requests())
    eng.close()
    assert set(eng.scheduler.writes) == {threading.current_thread().name}


@settings(max_examples=12, deadline=None)
@given(st.integers(0, 2**32 - 1))
def test_a_writer_racing_the_ticks_keeps_the_chain(tmp_path_factory, seed: int) -> None:
    """Random sleeps in the writer's checkpoint and in the ticks: every run ends with the golden bytes."""
    rnd = random.Random(seed)
    orig = sch.Scheduler._write_checkpoint

    def slow_write(self, job) -> None:
        time.sleep(rnd.random() * 0.002)
        orig(self, job)

    class Jittery(ToyExecutor):
        def forward(self, work):
            if rnd.random() < 0.3:
                time.sleep(rnd.random() * 0.001)
            return super().forward(work)

    d = tmp_path_factory.mktemp("race") / "run"
    sch.Scheduler._write_checkpoint = slow_write  # type: ignore[method-assign]
    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)  # the threads switch as often as the interpreter allows: the window is hit
    try:
        eng = Engine(Jittery(ToyModel()), d, background_checkpoints=True, **engine_kwargs())
        eng.generate(engine_requests())
        eng.close()
    finally:
        sys.setswitchinterval(interval)
        sch.Scheduler._write_checkpoint = orig  # type: ignore[method-assign]
    assert run_digest(d) == GOLDEN and audit(d).complete
