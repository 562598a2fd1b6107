"""Planted bugs in qk_rope_attention_b1o_d256_f16 (src/attention_b1o.cu: b1's prologue, then one pass with a per-warp
online softmax: warp w takes keys 32t + 8u + w, lane l loads 16 bytes of each key's K row and of its V row, the
block-table entries a trip ahead, warp w's first trip's entries before griddepcontrol.wait; then one bar.sync and a
combine of the 8 warps' m, l and p.V partial sums through shared pm, pl, pacc). It is declared beside the launched
b1 entry (registry_gemma_step.QKATT_KERNELS). Each mutant is the shipped PTX (one entry,
adversarial_base.entry_module) with one regex edit that matches exactly once, under the one configuration the
profile proves (r1_..._pdl); it must fail its obligation with a witness naming the query and buffer of WITNESS
(test_adversarial_decode.assert_fails), never be "proved"; the un-mutated entry proves. The prologue's own mutants
are test_adversarial_decode's and test_adversarial_b1's (the same source); here the table prefetch before the wait,
the loop's key bound, table index and V address, the combine's barrier and warp slots, one prologue slot guard and
the power guard. CI runs CORE; FLTC_ADVERSARIAL_ALL=1 runs the others too. Value bugs that keep every obligation
(a wrong rescale factor, a dropped max) are the device test's (tests/gpu/test_gemma_attention_b1o.py holds out to
spec/'s bound).
"""

from __future__ import annotations

import os
from functools import cache

import pytest

from backend.kernels.registry import REGISTRY, launch_configs
from backend.kernels.registry_gemma_step import QKATT_B1O_KERNEL, QKATT_KERNEL, QKATT_KERNELS
from tests.verifier.adversarial_base import entry_module
from tests.verifier.test_adversarial_decode import LABEL, assert_fails, assert_mutant_table
from tests.verifier.test_adversarial_gemma_step import Mutant
from verifier import prove
from verifier.config import LaunchConfig

_PL = "_ZZ30qk_rope_attention_b1o_d256_f16E2pl"
_PACC = "_ZZ30qk_rope_attention_b1o_d256_f16E4pacc"


@cache
def base() -> tuple[str, LaunchConfig]:
    cfg = next(c for c in launch_configs() if c.kernel == QKATT_B1O_KERNEL and c.label == LABEL)
    d = REGISTRY[QKATT_B1O_KERNEL]
    return entry_module(d.ptx_text(), d.entry), cfg


# sorted by obligation
MUTANTS = (
    # ---- 2 races / grid dependency
    Mutant("qk_load_before_wait", "b1o", 2, (r"add\.s64 \t%rd54, %rd2, %rd53;", "add.s64 \t%rd54, %rd14, %rd53;"),
           "the trip-0 table prefetch (first key) before griddepcontrol.wait reads qk (the previous GEMV's "
           "output, not stable) instead of block_tables"),
    Mutant("kv_load_before_wait", "b1o", 2, (r"add\.s64 \t%rd58, %rd2, %rd57;", "add.s64 \t%rd58, %rd1, %rd57;"),
           "the trip-0 table prefetch (second key) before griddepcontrol.wait reads the kv buffer instead of "
           "block_tables: it races warps 4-5's K/V row stores (the verifier's first witness; it is before the "
           "wait too)"),
    Mutant("no_barrier_before_combine", "b1o", 2,
           (r"(st\.shared\.f32 \t\[%r250\+3100\], %f2497;\n)\tbar\.sync \t0;\n", r"\1"),
           "the one bar.sync between the warps' stores of m, l, acc and the combine dropped: thread tid reads "
           "the other warps' slots before they are written"),
    # ---- 3 bounds / alignment
    Mutant("table_key_bound_le", "b1o", 3, (r"setp\.ge\.u32 \t%p49, %r202, %r5;", "setp.gt.u32 \t%p49, %r202, %r5;"),
           "the loop's table prefetch (trip t + 2, first key) tests i <= n: key seq_len's block-table entry is "
           "read, past the row at seq_len = max_context"),
    Mutant("table_entry_plus_one", "b1o", 3, (r"(shr\.u32 \t%r565, %r564, 4;\n)", r"\1\tadd.s32 \t%r565, %r565, 1;\n"),
           "the loop's table prefetch reads entry (j >> 4) + 1 (trip t + 2, fourth key): past the row for the "
           "last block of max_context"),
    Mutant("v_page_plus_one", "b1o", 3, (r"(add\.s64 \t%rd162, %rd156, %rd6;\n)", r"\1\tadd.s64 \t%rd162, %rd162, %rd7;\n"),
           "the loop's V row (next trip, first key) one page on (+ page_stride): page physical_blocks is past the "
           "layer's V slice"),
    Mutant("combine_warp_slot_9", "b1o", 3, (r"\[%r252\+28672\]", "[%r252+32768]"),
           "the combine reads warp 8's p.V slot of head 0 instead of warp 7's: past pacc"),
    Mutant("kv_k_slot_guard_le", "b1o", 3, (r"setp\.ge\.u32 \t%p35, %r7, %r256;", "setp.gt.u32 \t%p35, %r7, %r256;"),
           "warp 4's K store test slot <= n_slots: slot n_slots stores the k head past the layer's K slice"),
    # ---- 6 power state
    Mutant("power_guard_dropped", "b1o", 6, (r"\tsetp\.ne\.s32 \t%p17, %r261, 1;\n\t@%p17 bra \t\$L__BB0_242;\n", ""),
           "FLTC_POWER_GUARD's branch dropped: a power = 0 launch writes the K/V row and out"),
)

WITNESS = {
    "qk_load_before_wait": ("grid_dependency", "qk"),
    "kv_load_before_wait": ("read_write_global_kv", "kv"),
    "no_barrier_before_combine": ("read_write_shared", _PL),
    "table_key_bound_le": ("bounds_alignment_global_block_tables", "block_tables"),
    "table_entry_plus_one": ("bounds_alignment_global_block_tables", "block_tables"),
    "v_page_plus_one": ("bounds_alignment_global_kv", "kv"),
    "combine_warp_slot_9": ("bounds_alignment_shared", _PACC),
    "kv_k_slot_guard_le": ("bounds_alignment_global_kv", "kv"),
    "power_guard_dropped": ("power_state", None),
}

# CI's subset: every obligation class and the new loop's and combine's bugs (~2.5 s a proof on 2 cores); the rest
# with FLTC_ADVERSARIAL_ALL=1
CORE = frozenset({
    "qk_load_before_wait", "kv_load_before_wait", "no_barrier_before_combine", "table_key_bound_le",
    "v_page_plus_one", "combine_warp_slot_9", "power_guard_dropped",
})
EXTRA = tuple(m for m in MUTANTS if m.id not in CORE)
_ALL = os.environ.get("FLTC_ADVERSARIAL_ALL") == "1"


def test_b1o_is_declared_not_launched() -> None:
    assert QKATT_B1O_KERNEL in QKATT_KERNELS and QKATT_KERNEL != QKATT_B1O_KERNEL


def test_base_proves() -> None:
    art = prove(*base())
    assert art.ok, art.statuses()


@pytest.mark.parametrize("m", [m for m in MUTANTS if m.id in CORE], ids=lambda m: m.id)
def test_mutant_fails_with_witness(m: Mutant) -> None:
    assert_fails(m, *base(), expect=WITNESS[m.id])


@pytest.mark.skipif(not _ALL, reason="one of the extra planted bugs: run them with FLTC_ADVERSARIAL_ALL=1")
@pytest.mark.parametrize("m", EXTRA, ids=lambda m: m.id)
def test_extra_mutant_fails_with_witness(m: Mutant) -> None:
    assert_fails(m, *base(), expect=WITNESS[m.id])


def test_mutants_are_single_edits_sorted_and_unique() -> None:
    assert_mutant_table(base()[0], MUTANTS, (), CORE, WITNESS, {2, 3, 6})
