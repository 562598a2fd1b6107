"""The unmutated compiler-emitted fixture kernels prove all seven obligations (no false alarms)."""

from __future__ import annotations

import pytest

from tests.fixtures import kernels as K
from verifier import prove

CASES = [
    ("vec_add", K.vec_add()),
    ("vec_add", K.vec_add(n=4096, bs=128)),
    ("rmsnorm", K.rmsnorm()),
    ("rmsnorm", K.rmsnorm(rows=3, d=4096, bs=1024)),
    ("gemm_tiled", K.gemm_tiled(m=40, n=48, k=72)),
    ("paged_gather", K.paged_gather()),
    ("paged_gather", K.paged_gather(ntok=33, row=512, phys=5)),
]


@pytest.mark.parametrize("name,cfg", CASES, ids=[f"{n}-{c.label}" for n, c in CASES])
def test_fixture_proves(name: str, cfg) -> None:
    art = prove(K.ptx(name), cfg)
    bad = {o["name"]: (o["status"], o["detail"], o["witness"]) for o in art.doc["obligations"]
           if o["status"] != "proved"}
    assert not bad
    assert art.ok
    assert [o["id"] for o in art.doc["obligations"]] == [1, 2, 3, 4, 5, 6, 7]
    for o in art.doc["obligations"]:
        assert all(q["result"] == "unsat" for q in o["queries"])


def test_gemm_default_k576_proves_quickly() -> None:
    import time

    t = time.perf_counter()
    art = prove(K.ptx("gemm_tiled"), K.gemm_tiled())
    assert art.ok
    assert time.perf_counter() - t < 30


def test_loads_outside_assumed_range_break_the_gather_proof() -> None:
    """Without the block-table range assumption the gather may read outside kv: bounds must fail."""
    from dataclasses import replace

    cfg = replace(K.paged_gather(), assumptions=())
    art = prove(K.ptx("paged_gather"), cfg)
    o = {x["id"]: x for x in art.doc["obligations"]}[3]
    assert o["status"] == "failed" and o["witness"]["access"]["buffer"] == "kv"
