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


# mutants of shared_addr_offset: one line each, a use of the address the result cannot carry -> unsupported (a
# store of the address as data needs no rule: loads give fresh values, the stored bytes are not modelled)
MUTANTS = {
    "mad_factor": ("add.u32 %r4, %r2, %r3;", "mad.lo.s32 %r4, %r2, 2, %r3;", "mad"),
    "offset_minus_address": ("add.u32 %r4, %r2, %r3;", "sub.u32 %r4, %r3, %r2;", "sub"),
    "sum_of_addresses": ("add.u32 %r4, %r2, %r3;", "add.u32 %r4, %r2, %r2;", "add"),
    "selp_address_or_offset": ("add.u32 %r4, %r2, %r3;", "setp.eq.u32 %p1, %r1, 0;\nselp.b32 %r4, %r2, %r3, %p1;",
                               "selp"),
    "cvta_to_global": ("add.u32 %r4, %r2, %r3;", "cvt.u64.u32 %rd4, %r2;\ncvta.to.global.u64 %rd5, %rd4;\n"
                       "add.u32 %r4, %r2, %r3;", "cvt"),
}


def _mutant_prove(old: str, new: str):
    text = (S8 / "shared_addr_offset.ptx").read_text()
    assert old in text
    cfg = LaunchConfig.from_json(json.loads((S8 / "shared_addr_offset.json").read_text()))
    return prove(text.replace(old, new, 1), cfg)


@pytest.mark.parametrize("name", sorted(MUTANTS))
def test_a_use_the_result_cannot_carry_is_unsupported(name: str) -> None:
    old, new, op = MUTANTS[name]
    art = _mutant_prove(old, new)
    st = art.statuses()
    assert st["single_writer"] == "unsupported" and st["bounds_alignment"] == "unsupported", st
    details = " ".join(o["detail"] or "" for o in art.doc["obligations"])
    assert f"`{op}` on the address of st" in details, details[:400]


def test_address_arithmetic_within_a_shared_variable_still_proves() -> None:
    art = _prove("shared_addr_offset")
    assert art.ok, art.statuses()
    # selp of two addresses of the one variable keeps its provenance: still modelled
    same = _mutant_prove("add.u32 %r4, %r2, %r3;", "add.u32 %r4, %r2, %r3;\nadd.u32 %r0, %r4, 0;\n"
                         "setp.eq.u32 %p1, %r1, 0;\nselp.b32 %r4, %r4, %r0, %p1;")
    assert same.ok, same.statuses()
