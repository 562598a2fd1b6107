"""Two `extern __shared__` arrays name the same bytes (the dynamic shared window): a race through one array
against the other must be found. An adversarial round found single_writer "proved" for both kernels below
(accesses were paired per array name; verifier/obligations/single_writer.py now pairs every extern array's
accesses as one buffer's). The kernels are CUDA compiled with `nvcc -ptx -arch=sm_90 -O3` (tests/verifier/s8)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from verifier import prove
from verifier.config import LaunchConfig

S8 = Path(__file__).resolve().parent / "s8"


def _prove(name: str):
    return prove((S8 / f"{name}.ptx").read_text(), LaunchConfig.from_json(json.loads((S8 / f"{name}.json").read_text())))


@pytest.mark.parametrize("name, kinds", [("extern_rw", {"st", "ld"}), ("extern_ww", {"st"})])
def test_a_race_through_two_extern_arrays_fails_with_a_witness(name: str, kinds: set[str]) -> None:
    art = _prove(name)
    o = {x["name"]: x for x in art.doc["obligations"]}["single_writer"]
    assert o["status"] == "failed", (o["status"], o["detail"])
    w = o["witness"]
    a, b = w["access_a"], w["access_b"]
    assert {a["buffer"], b["buffer"]} == {"s1", "s2"}  # one access through each array ...
    assert a["address"] == b["address"] and a["space"] == b["space"] == "shared"  # ... on the same bytes
    assert {a["kind"], b["kind"]} == kinds
    assert not art.ok


def test_disjoint_words_of_two_extern_arrays_prove() -> None:
    art = _prove("extern_safe")
    assert art.ok, art.statuses()
    names = [q["name"] for o in art.doc["obligations"] for q in o["queries"]]
    assert any(n.startswith("write_write_shared_dynamic_window") for n in names), names  # paired as one buffer
