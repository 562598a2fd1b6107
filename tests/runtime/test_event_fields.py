"""Contract, Event Bus Boundary: every event carries the minimum fields, is published after its transition
committed, holds logical values only (never a pointer), and its transition_digest covers the canonical fields
and the prior digest (recomputed here from spec.lli.events, not read back from the bus)."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from backend.runtime.engine import Engine
from backend.runtime.events import read_event_log
from spec.lli import canonical as c
from spec.lli.events import Event, EventType, SeqStatus, field_bytes, transition_digest
from tests.runtime.toy import ToyExecutor, ToyModel
from tests.runtime.workloads import engine_kwargs, engine_requests

MINIMUM_FIELDS = ("version", "event_type", "sequence_id", "previous_state", "new_state", "committed_token_count",
                  "sampled_token_id", "checkpoint_receipt_hash", "transition_digest", "monotonic_sequence_number")


def _run(tmp_path: Path) -> tuple[list[Event], dict[int, tuple[int, ...]], list[Event]]:
    delivered: list[Event] = []
    eng = Engine(ToyExecutor(ToyModel()), tmp_path / "run", **engine_kwargs())
    eng.bus.subscribe(delivered.append)
    res = eng.generate(engine_requests())
    eng.close()
    events, _, problem = read_event_log(tmp_path / "run" / "events.log")
    assert problem is None
    return events, {r.seq_id: r.tokens for r in res}, delivered


def test_events_carry_the_contract_fields_and_logical_values(tmp_path: Path) -> None:
    events, _, _ = _run(tmp_path)
    assert events
    assert tuple(f.name for f in dataclasses.fields(Event)) == MINIMUM_FIELDS
    for ev in events:
        assert isinstance(ev.event_type, EventType) and isinstance(ev.previous_state, SeqStatus)
        assert isinstance(ev.new_state, SeqStatus)
        for name in ("version", "sequence_id", "committed_token_count", "monotonic_sequence_number"):
            assert type(getattr(ev, name)) is int, name  # plain integers, no handles or device pointers
        assert ev.sampled_token_id is None or type(ev.sampled_token_id) is int
        assert ev.checkpoint_receipt_hash is None or len(ev.checkpoint_receipt_hash) == 32
        assert len(ev.transition_digest) == 32


def test_digest_chain_recomputed_from_the_spec(tmp_path: Path) -> None:
    events, _, _ = _run(tmp_path)
    prior = c.ZERO_HASH
    for n, ev in enumerate(events):
        assert ev.monotonic_sequence_number == n
        fb = field_bytes(ev.version, ev.event_type, ev.sequence_id, ev.previous_state, ev.new_state,
                         ev.committed_token_count, ev.sampled_token_id, ev.checkpoint_receipt_hash, n)
        assert ev.transition_digest == transition_digest(fb, prior)
        prior = ev.transition_digest
    tampered = dataclasses.replace(events[3], committed_token_count=events[3].committed_token_count + 1)
    assert transition_digest(tampered.field_bytes(), events[2].transition_digest) != events[3].transition_digest


def test_events_follow_commits(tmp_path: Path) -> None:
    """Each sequence's token events count up by one from its prompt and end in a terminal state; the tokens the
    events carry are exactly the committed result; subscribers saw the logged events, in order."""
    events, res, delivered = _run(tmp_path)
    by_seq: dict[int, list[Event]] = {}
    for ev in events:
        by_seq.setdefault(ev.sequence_id, []).append(ev)
    prompts = {r.seq_id: len(r.prompt_tokens) for r in engine_requests()}
    for sid, evs in by_seq.items():
        toks = [e for e in evs if e.sampled_token_id is not None]
        assert [e.committed_token_count for e in toks] == list(range(prompts[sid] + 1, prompts[sid] + 1 + len(toks)))
        assert [e.sampled_token_id for e in toks] == list(res[sid])  # the committed result, EOS included
        assert evs[0].event_type is EventType.PREFILL and evs[0].previous_state is SeqStatus.QUEUED
        assert evs[-1].new_state in (SeqStatus.FINISHED_EOS, SeqStatus.FINISHED_LENGTH)
        for a, b in zip(evs, evs[1:], strict=False):
            assert b.previous_state == a.new_state
    assert [e.transition_digest for e in delivered] == [e.transition_digest for e in events]
