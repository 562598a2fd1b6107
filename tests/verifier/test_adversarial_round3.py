"""Adversarial round 3: two configurations/kernels that proved although the kernel is buggy on every input.

1. `load_injective` without a `load_range` of its width: the dtype itself has only 2^bits values, so a buffer of
   more elements cannot hold pairwise distinct ones (pigeonhole). Each pair query sees only two threads' loads, so
   no premise query notices; 512 threads storing out[x[i]] (x: 512 u8, assumed injective) proved race-free,
   while on every input two of them store the same byte. validate() now refuses the configuration
   (verifier/config.py, _check_injective_fits_range), as it already did with a load_range.
2. `min.relu.s32` / `max.relu.s32` (PTX ISA: a negative result is clamped to 0) were read as plain min/max (the
   table's modifier list is the floating-point one, so `.relu` passed lookup). r = min.relu(-tid, 0) is 0 for
   every thread; read as -tid, 32 threads' stores to out[-r] looked like one writer per element and proved.
3. A shared variable's address laundered into a plain value: the verifier lays shared variables out from 0 (the
   H200 puts the first one at 0x400) and refuses a value computed from such an address (test_window_addresses),
   but a join or a predicated write that mixed the address with another value dropped the provenance to None, and
   so did packing it into a vector; `mov %r1, 0; @p mov %r1, s; setp.ne %p2, %r1, 0` then read as "never 0" and
   every thread's store to out[tid] proved, while on the device every thread stores out[0]. Such a register is now
   MIXED_WINDOW (verifier/semantics.py: join_prov), and any use of it as a value is unsupported.
Fixtures: tests/verifier/s9 (hand-written PTX; ptxas 13.0 assembles every one for sm_90).
"""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from fltc.errors import ConfigError
from verifier import prove
from verifier.config import LaunchConfig

S9 = Path(__file__).resolve().parent / "s9"


def _cfg(name: str) -> dict:
    return json.loads((S9 / f"{name}.json").read_text())


def _prove(name: str, cfg: dict | None = None, ptx: str | None = None):
    return prove(ptx if ptx is not None else (S9 / f"{name}.ptx").read_text(),
                 LaunchConfig.from_json(cfg if cfg is not None else _cfg(name)))


def _obl(art) -> dict:
    return {x["name"]: x for x in art.doc["obligations"]}


def test_injective_u8_buffer_with_more_elements_than_values_is_refused() -> None:
    with pytest.raises(ConfigError, match="cannot be pairwise distinct"):
        LaunchConfig.from_json(_cfg("inj_u8"))


def test_injective_buffer_as_large_as_the_dtype_allows_still_proves() -> None:
    cfg = copy.deepcopy(_cfg("inj_u8"))  # 256 u8 elements: a permutation of 0..255 exists
    cfg["grid"] = [1]
    cfg["buffers"] = {"x": {"size_bytes": 256}, "out": {"size_bytes": 256}, "seen": {"size_bytes": 256}}
    cfg["outputs"][0]["shape"] = [256]
    art = _prove("inj_u8", cfg)
    assert art.ok, art.statuses()


def test_injective_family_buffer_that_may_exceed_the_values_is_refused() -> None:
    cfg = copy.deepcopy(_cfg("inj_u8"))
    cfg["symbols"] = {"n": {"min": 1, "max": 300}}
    cfg["grid"] = [1]
    cfg["block"] = [256]
    cfg["buffers"]["x"] = {"size_bytes": "n"}
    with pytest.raises(ConfigError, match="cannot be pairwise distinct"):
        LaunchConfig.from_json(cfg)
    cfg["symbols"] = {"n": {"min": 1, "max": 256}}
    LaunchConfig.from_json(cfg)  # at most 256 elements: accepted
    for dt, size in (("u16", 2 * 65536 + 2), ("b16", 2 * 65536 + 2), ("f16", 2 * 65536 + 2)):
        c = copy.deepcopy(_cfg("inj_u8"))
        c["assumptions"][0]["dtype"] = dt
        c["buffers"]["x"] = {"size_bytes": size}
        with pytest.raises(ConfigError, match="cannot be pairwise distinct"):
            LaunchConfig.from_json(c)
        c["buffers"]["x"] = {"size_bytes": size - 2}
        LaunchConfig.from_json(c)


def test_min_relu_race_fails_with_a_witness() -> None:
    art = _prove("min_relu")
    o = _obl(art)
    sw = o["single_writer"]
    assert sw["status"] == "failed", (sw["status"], sw["detail"])
    a, b = sw["witness"]["access_a"], sw["witness"]["access_b"]
    assert a["address"] == b["address"] and a["offset"] == b["offset"] == 0
    assert sw["witness"]["thread_a"] != sw["witness"]["thread_b"]
    assert o["coverage"]["status"] == "failed", o["coverage"]["status"]
    assert not art.ok


def test_max_relu_is_clamped_and_plain_min_still_proves() -> None:
    src = (S9 / "min_relu.ptx").read_text()
    # max.relu(-tid, -1) is 0 for tid >= 1 and 0 for tid 0 (max(0, -1) = 0): every thread stores out[0]
    bad = src.replace("min.relu.s32 \t%r4, %r3, 0;", "max.relu.s32 \t%r4, %r3, -1;")
    assert bad != src
    assert _obl(_prove("min_relu", ptx=bad))["single_writer"]["status"] == "failed"
    # plain min(-tid, 0) = -tid: out[tid], one writer per element (the unclamped reading)
    good = src.replace("min.relu.s32", "min.s32")
    art = _prove("min_relu", ptx=good)
    assert art.ok, art.statuses()


@pytest.mark.parametrize("variant, what", [
    ("pred", "on some paths"),      # @p mov %r1, s over %r1 = 0
    ("join", "on some paths"),      # the same through a branch and a join
    ("generic", "on some paths"),   # @p cvta.shared.u64 %rd5, s over %rd5 = 0
    ("sub", "on some paths"),       # (p ? s : 0) - (q ? s : 0): not the difference of two addresses of s
    ("vec", "the address of s"),    # mov.b64 %rd5, {%r1 = s, 0}
])
def test_a_shared_address_mixed_with_another_value_is_not_a_plain_value(variant: str, what: str) -> None:
    art = _prove("shared_addr", ptx=(S9 / f"shared_addr_{variant}.ptx").read_text())
    assert not art.ok
    st = art.statuses()
    for ob in ("coverage", "single_writer", "bounds_alignment", "barrier_uniformity", "power_state"):
        assert st[ob] == "unsupported", st
    details = " ".join(o["detail"] or "" for o in art.doc["obligations"])
    assert what in details and "0x400" in details, details[:400]


def test_a_shared_address_on_every_path_still_proves() -> None:
    # both paths give %r1 an address of s (s and s + 4): the join keeps the provenance; the kernel then stores
    # out[tid] unconditionally (the branch on %r1 is gone) and reads s[1] through %r1 as an address
    src = (S9 / "shared_addr_pred.ptx").read_text()
    good = src.replace("\tmov.u32 \t%r1, 0;\n", "\tmov.u32 \t%r1, s;\n\tadd.u32 \t%r1, %r1, 4;\n")
    good = good.replace("\tsetp.ne.s32 \t%p2, %r1, 0;\n\t@%p2 bra \t$L__RACE;\n",
                        "\tld.shared.u32 \t%r5, [%r1];\n")
    assert good.count("ld.shared") == 1 and "@%p2" not in good
    art = _prove("shared_addr", ptx=good)
    assert art.ok, art.statuses()
