"""What a run records does not depend on how fast the host records it.

The host-side speed-ups of the `fltc run` path (one encoding pass per event, the event log kept open,
checkpoints written by a background writer) must leave every recorded byte as it was: the event log,
the receipts, the records, the head and the roots. GOLDEN is the digest of a fixed toy run's files as the
runtime wrote them before those changes (revision fd3f813); a change of the recorded format must change
it deliberately: it changed once since, for deltas that carry token slots instead of whole blocks
(spec.lli.layer21.TAG_DELTA v2; before: 01002495a33c2db72c4b338a1f8cce23b33be2f8eb8c8fea60eb20dc98a1ed14,
which the writer with pieces/writev still produced byte for byte).
"""

from __future__ import annotations

import hashlib
import random
from pathlib import Path

import pytest

from backend.runtime.audit import audit
from backend.runtime.engine import Engine
from backend.runtime.events import publish_records
from spec.lli.events import ChainState, EventBody, EventType, SeqStatus, publish_all
from tests.runtime.toy import AsyncReadToyExecutor, BatchReadToyExecutor, ToyExecutor, ToyModel
from tests.runtime.workloads import engine_kwargs, engine_requests

GOLDEN = "538ffbde1f000c33f51db83374e42526bec5ff545d461bc3ecfe1a819afceb25"


def run_digest(d: Path) -> str:
    h = hashlib.sha256()
    for p in [d / "events.log", *sorted((d / "store").rglob("*"))]:
        if p.is_file():
            h.update(str(p.relative_to(d)).encode() + b"\0" + p.read_bytes())
    return h.hexdigest()


def test_fast_event_encoding_equals_the_spec() -> None:
    rnd = random.Random(16)
    chain_a = chain_b = ChainState(rnd.randrange(1 << 20), bytes(rnd.randrange(256) for _ in range(32)))
    for _ in range(300):
        bodies = tuple(EventBody(rnd.choice(list(EventType)), rnd.randrange(1 << 32), rnd.choice(list(SeqStatus)),
                                 rnd.choice(list(SeqStatus)), rnd.randrange(1 << 40),
                                 rnd.choice([None, 0, rnd.randrange(1 << 32)]),
                                 rnd.choice([None, bytes(rnd.randrange(256) for _ in range(32))]))
                       for _ in range(rnd.randrange(4)))
        chain_a, ev_a = publish_all(chain_a, bodies)
        chain_b, ev_b, rec_b = publish_records(chain_b, bodies)
        assert chain_a == chain_b and ev_a == ev_b
        assert tuple(e.record() for e in ev_a) == rec_b


def test_fast_event_encoding_refuses_what_the_spec_refuses() -> None:
    bad = (EventBody(EventType.DECODE, 1, SeqStatus.RUNNING, SeqStatus.RUNNING, 3, 1, b"short"),)
    with pytest.raises(ValueError):
        publish_all(ChainState(), bad)
    with pytest.raises(ValueError):
        publish_records(ChainState(), bad)


@pytest.mark.parametrize(("subscribe", "background"), [(False, False), (True, False), (False, True), (True, True)])
def test_a_run_records_the_same_bytes_as_before(tmp_path: Path, subscribe: bool, background: bool) -> None:
    d = tmp_path / "run"
    eng = Engine(ToyExecutor(ToyModel()), d, background_checkpoints=background, **engine_kwargs())
    got: list[tuple[int, int]] = []
    eng.generate(engine_requests(), on_token=(lambda s, t: got.append((s, t))) if subscribe else None)
    eng.close()
    assert run_digest(d) == GOLDEN
    assert audit(d).complete
    if subscribe:
        assert len(got) == eng.generated_tokens
    assert eng.scheduler.checkpoints == sum(1 for r in eng.store.state.receipts if r.kind.name == "CHECKPOINT") > 2


class _SlowWriterStore:
    """A CheckpointStore whose appends on the checkpoint writer thread wait: checkpoints stay queued, so the
    ticks' and cancels' events and a later request batch queue behind them (the pipelined writer's paths)."""

    def __init__(self, store, delay: float) -> None:
        self._s, self._delay, self.on_writer = store, delay, []

    def __getattr__(self, name):
        return getattr(self._s, name)

    def __len__(self) -> int:
        return len(self._s)

    def append_once(self, txid, payload, *kind, **on_commit):
        import threading
        import time

        if threading.current_thread().name == "fltc-checkpoint":
            time.sleep(self._delay)
            self.on_writer.append(bytes(txid))
        return self._s.append_once(txid, payload, *kind, **on_commit)


def _mixed_run(d: Path, background: bool, slow: float = 0.0) -> tuple[Engine, list]:
    """Requests, ticks, a second request batch and a cancel mid-run, then to the end."""
    eng = Engine(ToyExecutor(ToyModel()), d, background_checkpoints=background, **engine_kwargs())
    store = None
    if slow:
        store = eng.scheduler.store = _SlowWriterStore(eng.store, slow)
    reqs = engine_requests()
    eng.submit(reqs[:4])
    for _ in range(7):  # ticks without settling (Engine.run settles at its end)
        assert eng.scheduler.tick().outcome.name == "COMMITTED"
    eng.submit(reqs[4:])  # behind the checkpoints still queued (background): appended by the writer
    eng.scheduler.cancel(101)  # its event queued behind them too
    eng.run()
    eng.close()
    return eng, (store.on_writer if store is not None else [])


def test_pipelined_background_checkpoints_record_the_same_bytes(tmp_path: Path) -> None:
    ref, _ = _mixed_run(tmp_path / "sync", False)
    bg, on_writer = _mixed_run(tmp_path / "bg", True, slow=0.03)
    assert run_digest(tmp_path / "bg") == run_digest(tmp_path / "sync")
    assert (tmp_path / "bg" / "summary.json").read_text() != ""  # written after everything settled
    assert audit(tmp_path / "bg").complete and audit(tmp_path / "sync").complete
    assert [r.tokens for r in bg.results()] == [r.tokens for r in ref.results()]
    assert any(t.startswith(b"requests/") for t in on_writer), on_writer  # the queued request batch path ran
    assert sum(not t.startswith(b"requests/") for t in on_writer) >= 2  # checkpoints written by the writer
    assert bg.scheduler.checkpoints == ref.scheduler.checkpoints > 2


def test_asynchronous_kv_reads_record_the_same_bytes(tmp_path: Path) -> None:
    """An executor with read_kv_blocks_async: the tick starts the reads, the writer takes their bytes; the
    run's files are GOLDEN's, and the pipelined run's (a request batch and a cancel behind slow writes) too."""
    ex = AsyncReadToyExecutor(ToyModel())
    eng = Engine(ex, tmp_path / "run", background_checkpoints=True, **engine_kwargs())
    eng.generate(engine_requests())
    eng.close()
    assert run_digest(tmp_path / "run") == GOLDEN and audit(tmp_path / "run").complete
    assert ex.resolved == ex.started > 0


def test_batched_asynchronous_kv_reads_record_the_same_bytes(tmp_path: Path) -> None:
    """An executor with read_kv_seqs_async (one read per checkpoint for all its sequences): GOLDEN's files."""
    ex = BatchReadToyExecutor(ToyModel())
    eng = Engine(ex, tmp_path / "run", background_checkpoints=True, **engine_kwargs())
    eng.generate(engine_requests())
    eng.close()
    assert run_digest(tmp_path / "run") == GOLDEN and audit(tmp_path / "run").complete
    # one read per checkpoint with a running sequence (the last has none: no read is started for it), each taken
    assert ex.resolved == ex.batches == eng.scheduler.checkpoints - 1 > 2


def test_batched_synchronous_kv_reads_record_the_same_bytes(tmp_path: Path) -> None:
    """Checkpoints inside the tick (no writer thread) read through read_kv_seqs_async too: GOLDEN's files."""
    ex = BatchReadToyExecutor(ToyModel(), writer_only=False)
    eng = Engine(ex, tmp_path / "run", background_checkpoints=False, **engine_kwargs())
    eng.generate(engine_requests())
    eng.close()
    assert run_digest(tmp_path / "run") == GOLDEN and audit(tmp_path / "run").complete
    assert ex.resolved == ex.batches == eng.scheduler.checkpoints - 1 > 2


def test_an_asynchronous_read_of_the_wrong_length_stops_the_run(tmp_path: Path) -> None:
    from fltc.errors import StoreError

    ex = AsyncReadToyExecutor(ToyModel())
    ex.wrong_from = 4  # the first checkpoints' reads are whole
    eng = Engine(ex, tmp_path / "run", background_checkpoints=True, **engine_kwargs())
    with pytest.raises(StoreError, match="read_kv_blocks_async returned"):
        eng.generate(engine_requests())
    with pytest.raises(StoreError):  # the writer stopped: close says so again, and nothing more is written
        eng.close()
    eng.bus.close()
    rep = audit(tmp_path / "run")  # consistent up to the checkpoint before (AuditError if it were not)
    assert not rep.complete and rep.checkpoints >= 1
