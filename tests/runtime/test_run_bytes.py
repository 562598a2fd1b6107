"""What a run records does not depend on how fast the host records it.

The host-side speed-ups of the `fltc run` path (one encoding pass per event, the event log kept open,
checkpoints written by a background writer) must leave every recorded byte as it was: the event log,
the receipts, the records, the head and the roots. GOLDEN is the digest of a fixed toy run's files as the
runtime wrote them before those changes (revision fd3f813); a change of the recorded format must change
it deliberately.
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
from tests.runtime.toy import ToyExecutor, ToyModel
from tests.runtime.workloads import engine_kwargs, engine_requests

GOLDEN = "01002495a33c2db72c4b338a1f8cce23b33be2f8eb8c8fea60eb20dc98a1ed14"


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
