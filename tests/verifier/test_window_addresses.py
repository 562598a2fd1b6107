"""A shared variable's address used as a value: the verifier lays shared variables out from 0 in declaration order,
ptxas and the driver do not (measured on the H200: the first one at 0x400, then each at its alignment), so a value
computed from the absolute address of one (a bit of it, the distance between two variables) is not what the model
says. Such a use is unsupported (verifier/semantics.py: read_p, WINDOW_ADDRESS_OPS); address arithmetic (mov, add,
sub within one variable, cvta) and memory accesses through it stay modelled. Both planted kernels below were
"proved" before (every thread writing its own element in the model; on the H200 every thread writes out[0] in
the first, as bit 10 of the first shared variable's address is set there)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from verifier import prove
from verifier.config import LaunchConfig

S8 = Path(__file__).resolve().parent / "s8"


def _prove(name: str):
    cfg = LaunchConfig.from_json(json.loads((S8 / f"{name}.json").read_text()))
    return prove((S8 / f"{name}.ptx").read_text(), cfg)


@pytest.mark.parametrize("name, op", [("shared_addr_bit", "and"), ("shared_addr_diff", "sub")])
def test_a_value_computed_from_a_shared_address_is_unsupported(name: str, op: str) -> None:
    art = _prove(name)
    assert not art.ok
    st = art.statuses()
    for ob in ("coverage", "single_writer", "bounds_alignment", "barrier_uniformity"):
        assert st[ob] == "unsupported", st
    details = " ".join(o["detail"] or "" for o in art.doc["obligations"])
    assert f"`{op}` on the address of st" in details, details[:400]


def test_address_arithmetic_within_a_shared_variable_still_proves() -> None:
    art = _prove("shared_addr_offset")
    assert art.ok, art.statuses()
