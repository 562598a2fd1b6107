"""A large payload's record written while it is hashed (backend.runtime.rowmnr._EarlyRecordWrite) is the record
the plain path writes, and an append it cannot finish leaves the store as a failed plain append does.

Why: the checkpoint writer's latency at 64 streams (a ~90 MB delta every 64 ticks) holds back the events behind
each checkpoint; overlapping the payload's write with its SHA-256 shortens it, but must not change one byte,
nor the order of durable steps, nor leave a record file behind an append that did not commit.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from backend.runtime import rowmnr as r
from backend.runtime.audit import audit
from backend.runtime.engine import Engine
from fltc.errors import StoreError
from spec.lli import rowmnr as m
from spec.lli.canonical import Parts
from tests.runtime.test_run_bytes import GOLDEN, run_digest
from tests.runtime.toy import ToyExecutor, ToyModel
from tests.runtime.workloads import engine_kwargs, engine_requests


def _parts(seed: int, n: int = 40) -> Parts:
    return Parts(tuple(bytes([seed + i & 255]) * (1000 + 37 * i) for i in range(n)))


@pytest.mark.parametrize("background", [False, True])
def test_a_run_with_every_record_written_early_is_golden(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                         background: bool) -> None:
    monkeypatch.setattr(r, "OVERLAP_BYTES", 0)  # every Parts payload (every checkpoint) takes the early path
    monkeypatch.setattr(r, "OVERLAP_MIN_CPUS", 1)
    started = []
    orig = r._EarlyRecordWrite.__init__

    def init(self, *a, **k):
        started.append(a[0].name)
        orig(self, *a, **k)
    monkeypatch.setattr(r._EarlyRecordWrite, "__init__", init)
    eng = Engine(ToyExecutor(ToyModel()), tmp_path / "run", background_checkpoints=background, **engine_kwargs())
    eng.generate(engine_requests())
    eng.close()
    assert run_digest(tmp_path / "run") == GOLDEN and audit(tmp_path / "run").complete
    assert len(started) == eng.scheduler.checkpoints > 2


def test_early_records_equal_plain_ones_and_existing_or_conflicting_appends_leave_no_file(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    plain = r.CheckpointStore(tmp_path / "plain")
    monkeypatch.setattr(r, "OVERLAP_MIN_CPUS", 1)
    early = r.CheckpointStore(tmp_path / "early")
    for i in range(3):
        monkeypatch.setattr(r, "OVERLAP_BYTES", 1 << 40)
        a = plain.append_once(b"ckpt/%d" % i, _parts(i), m.EntryKind.CHECKPOINT)
        monkeypatch.setattr(r, "OVERLAP_BYTES", 0)
        b = early.append_once(b"ckpt/%d" % i, _parts(i), m.EntryKind.CHECKPOINT)
        assert a == b
    assert early.append_once(b"ckpt/1", _parts(1), m.EntryKind.CHECKPOINT) == plain.lookup(b"ckpt/1")  # existing
    with pytest.raises(StoreError):
        early.append_once(b"ckpt/2", _parts(9), m.EntryKind.CHECKPOINT)  # same id, other bytes
    for name in ("receipts.log", "head", "roots.log"):
        assert (tmp_path / "plain" / name).read_bytes() == (tmp_path / "early" / name).read_bytes()
    pf, ef = sorted((tmp_path / "plain" / "records").iterdir()), sorted((tmp_path / "early" / "records").iterdir())
    assert [p.name for p in pf] == [p.name for p in ef] and all(p.suffix == ".rec" for p in ef)
    assert all(p.read_bytes() == q.read_bytes() for p, q in zip(pf, ef, strict=True))
    assert early.read(b"ckpt/2") == b"".join(_parts(2).pieces)


def test_a_failed_early_write_is_a_store_error_and_commits_nothing(tmp_path: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    s = r.CheckpointStore(tmp_path / "s")
    s.append_once(b"first", b"x")
    monkeypatch.setattr(r, "OVERLAP_BYTES", 0)
    monkeypatch.setattr(r, "OVERLAP_MIN_CPUS", 1)
    calls = []

    def failing(fd: int, parts) -> None:
        calls.append(fd)
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(r, "_writev_all", failing)
    before = s.state
    with pytest.raises(StoreError, match="No space left"):
        s.append_once(b"ckpt/0", _parts(3), m.EntryKind.CHECKPOINT)
    assert calls and s.state == before
    assert not [p for p in (tmp_path / "s" / "records").iterdir() if p.suffix == ".tmp"]
    monkeypatch.undo()
    rec = s.append_once(b"ckpt/0", _parts(3), m.EntryKind.CHECKPOINT)  # the store goes on
    assert rec.index == 1 and r.CheckpointStore(tmp_path / "s").read(b"ckpt/0") == b"".join(_parts(3).pieces)
    assert sorted(os.listdir(tmp_path / "s" / "records")) == [r.record_name(0), r.record_name(1)]


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs os.fork")
@pytest.mark.filterwarnings("ignore::DeprecationWarning")  # fork of a process with threads (the record writer's)
def test_a_forked_child_writes_records_early_too(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The early write runs on a long-lived pool thread; a child forked after it started has the pool object but
    not the thread, and its first early write waited forever (found reviewing the change). The child gets its own."""
    import signal
    import time

    monkeypatch.setattr(r, "OVERLAP_BYTES", 0)
    monkeypatch.setattr(r, "OVERLAP_MIN_CPUS", 1)
    r.CheckpointStore(tmp_path / "parent").append_once(b"ckpt/0", _parts(1), m.EntryKind.CHECKPOINT)
    pid = os.fork()
    if pid == 0:  # the child: one early-written append, then exit without pytest's teardown
        try:
            r.CheckpointStore(tmp_path / "child").append_once(b"ckpt/0", _parts(2), m.EntryKind.CHECKPOINT)
            os._exit(0)
        except BaseException:
            os._exit(3)
    deadline = time.monotonic() + 20.0
    while time.monotonic() < deadline:
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            break
        time.sleep(0.02)
    else:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        pytest.fail("the forked child's early record write never finished")
    assert os.waitstatus_to_exitcode(status) == 0
    assert r.CheckpointStore(tmp_path / "child").lookup(b"ckpt/0") is not None
