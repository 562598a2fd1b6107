"""Scheduler.cancel (what `fltc serve` does when a client goes away or a stop string matches), on the toy
executor: the cancelled sequence ends CANCELLED with its committed tokens, its KV blocks return to the
free list, every other sequence produces exactly the tokens it produces without the cancel, checkpoints
taken after the cancel still restore, and the run directory audits OK -- also one answer at a time
(`fltc audit RUN_DIR --sequence ID --response FILE`), which refuses an answer whose claims were edited."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from backend.runtime.audit import audit
from backend.runtime.audit_sequence import audit_sequence, load_run
from backend.runtime.engine import Engine, Request
from backend.runtime.executor import SamplingParams
from fltc.cli import main as fltc_main
from fltc.errors import AuditError
from spec.lli.events import EventType, SeqStatus
from spec.lli.layer21 import Outcome
from tests.runtime.toy import ToyExecutor, ToyModel

KW = dict(block_size=4, num_blocks=40, seed=1234, checkpoint_interval=3, max_batch=3)


def _reqs() -> list[Request]:
    sp = SamplingParams(0.9, 8, 0.95)
    return [Request((1, 2, 3), 12, sp, seq_id=10), Request((4, 5), 12, sp, seq_id=11),
            Request((6, 7, 8, 9), 12, sp, seq_id=12), Request((3, 3), 6, sp, seq_id=13)]  # 13 waits (max_batch 3)


def _tokens(eng: Engine) -> dict[int, tuple[int, ...]]:
    return {r.seq_id: r.tokens for r in eng.results()}


@pytest.fixture(scope="module")
def reference(tmp_path_factory) -> dict[int, tuple[int, ...]]:
    eng = Engine(ToyExecutor(ToyModel()), tmp_path_factory.mktemp("ref") / "run", **KW)
    eng.generate(_reqs())
    eng.close()
    return _tokens(eng)


def test_cancel_running_frees_blocks_and_disturbs_nothing(tmp_path: Path, reference) -> None:
    d = tmp_path / "run"
    eng = Engine(ToyExecutor(ToyModel()), d, **KW)
    eng.submit(_reqs())
    sched = eng.scheduler
    for _ in range(4):
        assert sched.tick().outcome is Outcome.COMMITTED
    free_before = len(sched.alloc.free_blocks())
    held = len(sched.alloc.block_table(11))
    assert held > 0
    evs = sched.cancel(11)
    assert [(e.event_type, e.sequence_id, e.new_state, e.sampled_token_id) for e in evs] == [
        (EventType.CANCELLED, 11, SeqStatus.CANCELLED, None)]
    assert len(sched.alloc.free_blocks()) == free_before + held  # its KV blocks are free again
    assert sched.alloc.invariant_violation() is None
    assert sched.cancel(11) == () and sched.cancel(999) == ()  # ended or unknown: no-op, no event
    eng.run()  # 13 takes the freed batch slot; checkpoints every 3 tokens continue across the cancel
    eng.close()
    got = _tokens(eng)
    assert got[11] == reference[11][:4]  # the four committed tokens stay
    assert {k: v for k, v in got.items() if k != 11} == {k: v for k, v in reference.items() if k != 11}
    res = {r.seq_id: r.finish_reason for r in eng.results()}
    assert res[11] == "cancelled"
    assert eng.scheduler.checkpoints > 0
    rep = audit(d)
    assert rep.complete and not rep.unfinished


def test_cancel_waiting_and_restore_after_cancel(tmp_path: Path) -> None:
    d = tmp_path / "run"
    eng = Engine(ToyExecutor(ToyModel()), d, **KW)
    eng.submit(_reqs())
    sched = eng.scheduler
    assert sched.tick().outcome is Outcome.COMMITTED  # 10, 11, 12 admitted; 13 still waits
    (ev,) = sched.cancel(13)
    assert (ev.previous_state, ev.committed_token_count) == (SeqStatus.QUEUED, 0)
    assert all(r.seq_id != 13 for r in sched.waiting)
    sched.cancel(10)
    eng.run(max_ticks=5)  # crosses a checkpoint that holds the two cancelled sequences
    assert eng.scheduler.checkpoints > 0
    eng2 = Engine.resume(ToyExecutor(ToyModel()), d)
    eng2.run()
    eng2.close()
    st = {q.seq_id: q.status for q in eng2.scheduler.done}
    assert st[13] is SeqStatus.CANCELLED and st[10] is SeqStatus.CANCELLED
    assert audit(d).complete


def _served(tmp_path: Path) -> tuple[Path, dict]:
    """A finished run and an `fltc` object as fltc serve builds it for sequence 12."""
    from backend.serve.engine_loop import PROOF_FORMAT

    d = tmp_path / "run"
    eng = Engine(ToyExecutor(ToyModel()), d, **KW, run_info={"artifact_set": {"digest": None}})
    eng.generate(_reqs())
    eng.close()
    rec = next(r for r in eng.store.state.receipts if r.txid.startswith(b"requests/"))
    q = next(q for q in eng.scheduler.done if q.seq_id == 12)
    proof = {"format": PROOF_FORMAT, "sequence_id": 12, "status": q.status.name, "executor": "toy",
             "artifact_set": {"digest": None}, "event_head": eng.bus.chain.last_digest.hex(),
             "events": eng.bus.chain.next_seq, "store_head": eng.store.head_hash.hex(), "receipts": len(eng.store),
             "sequence_receipts": [{"txid": rec.txid.decode(), "sha256": rec.hash.hex(), "index": rec.index}],
             "prompt_token_ids": [6, 7, 8, 9], "token_ids": list(q.tokens[4:])}
    return d, proof


def test_audit_sequence_checks_each_claim(tmp_path: Path, capsys) -> None:
    d, proof = _served(tmp_path)
    r = audit_sequence(d, 12, proof)
    assert r.status is SeqStatus.FINISHED_LENGTH and len(r.generated) == 12 and "token_ids" in r.response_checked
    edits = {"token_ids": proof["token_ids"][:-1] + [(proof["token_ids"][-1] + 1) % 48],
             "event_head": "00" * 32, "store_head": "11" * 32, "events": proof["events"] + 1,
             "artifact_set": {"digest": "ab" * 32}, "status": "CANCELLED", "sequence_id": 11,
             "sequence_receipts": [{"txid": "requests/00000000", "sha256": "22" * 32, "index": 1}]}
    run = load_run(d)  # the records read once (a server's many answers): the same verdicts as from the path
    assert audit_sequence(run, 12, proof) == r
    for key, bad in edits.items():
        for where in (d, run):
            with pytest.raises(AuditError):
                audit_sequence(where, 12, {**proof, key: bad})
    with pytest.raises(AuditError, match="no recorded request"):
        audit_sequence(run, 77)
    with pytest.raises(AuditError, match="no recorded request"):
        audit_sequence(d, 77)
    f = tmp_path / "answer.json"
    f.write_text(json.dumps({"choices": [], "fltc": proof}))
    assert fltc_main(["audit", str(d), "--sequence", "12", "--response", str(f)]) == 0
    assert "OK sequence 12" in capsys.readouterr().out
    f.write_text(json.dumps({"choices": [], "fltc": {**proof, "token_ids": [1]}}))
    assert fltc_main(["audit", str(d), "--sequence", "12", "--response", str(f)]) == 1
    assert "INCONSISTENT" in capsys.readouterr().out
