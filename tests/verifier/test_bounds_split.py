"""Obligation 3 split per buffer and chunk (verifier/obligations/bounds_alignment.py, SPLIT_MIN / CHUNK).

Why these tests: the split must be the same claim as the one query it replaces -- every access in exactly
one query, a planted out-of-bounds access still failing with a witness that names it -- and kernels with
few accesses must keep their one query (their recorded texts unchanged). The thresholds are lowered here so
that a small fixture kernel splits.
"""

from __future__ import annotations

from dataclasses import replace

import pytest
import z3

from tests.fixtures import kernels as K
from verifier import prove
from verifier.artifact import REPO_ROOT
from verifier.check import check_artifact
from verifier.obligations import bounds_alignment as B
from verifier.prover import derive


def _ob3(art) -> dict:
    return {x["id"]: x for x in art.doc["obligations"]}[3]


def test_small_kernel_keeps_one_query() -> None:
    art = prove(K.ptx("paged_gather"), K.paged_gather())
    o = _ob3(art)
    assert o["status"] == "proved" and [q["name"] for q in o["queries"]] == ["bounds_alignment"]


@pytest.fixture
def split_small(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(B, "SPLIT_MIN", 2)
    monkeypatch.setattr(B, "CHUNK", 2)


def test_split_partitions_the_accesses(split_small: None) -> None:
    """Each access's violation term is in exactly one split query (their disjunctions partition the one query's)."""
    pc, _ = derive(K.ptx("paged_gather"), K.paged_gather())
    events = [a for a in pc.a.accesses if a.buffer is not None]
    assert len(events) > 2
    r = B.build(pc)
    assert len(r.queries) > 1 and all(q.name.startswith("bounds_alignment_") for q in r.queries)
    assert len({q.name for q in r.queries}) == len(r.queries)
    ids: list[int] = []
    for q in r.queries:
        core = q.assertions[-1]
        parts = core.children() if z3.is_or(core) else [core]
        assert len(parts) <= B.CHUNK
        ids += [p.get_id() for p in parts]
    whole = B.SPLIT_MIN
    try:
        B.SPLIT_MIN = len(events)  # the unsplit query of the same context
        one = B.build(pc).queries
    finally:
        B.SPLIT_MIN = whole
    assert len(one) == 1
    assert sorted(ids) == sorted(p.get_id() for p in one[0].assertions[-1].children())


def test_split_proof_rechecks(split_small: None, tmp_path) -> None:
    art = prove(K.ptx("paged_gather"), K.paged_gather(), ptx_path=str(K.PTX_DIR / "paged_gather.ptx"))
    o = _ob3(art)
    assert art.ok and o["status"] == "proved" and len(o["queries"]) > 1
    assert all(q["result"] == "unsat" for q in o["queries"])
    res = check_artifact(art.write(tmp_path / "proofs"), root=REPO_ROOT)  # the PTX path is repo-relative
    assert res.ok, res.messages


def test_split_still_finds_the_out_of_bounds_read(split_small: None) -> None:
    """Without the block-table range the gather reads outside kv: the kv query fails and names the access."""
    art = prove(K.ptx("paged_gather"), replace(K.paged_gather(), assumptions=()))
    o = _ob3(art)
    assert o["status"] == "failed"
    w = o["witness"]
    assert w["access"]["buffer"] == "kv" and w["query"].startswith("bounds_alignment_global_kv")
    assert "out of bounds" in w["reason"]
