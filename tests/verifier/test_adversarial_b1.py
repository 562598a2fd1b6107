"""Planted bugs in the batch-1 decode kernel the step launches, qk_rope_attention_b1_d256_f16 (src/attention_b1.cu:
the prologue of qk_rope_attention_g4_d256_f16, then a pass 1 whose warp w takes keys 32t + 8u + w, lane l the
16 bytes of dims 8l .. 8l + 7 of each, a transposing butterfly, the even lanes' score stores to sc; then
attention_g4.cuh's passes 2-3). Each mutant is the shipped PTX (one entry, adversarial_base.entry_module) with one
regex edit that matches exactly once, under the one configuration the profile proves (r1_..._pdl); it must fail
its obligation with a witness naming the query and buffer of WITNESS (test_adversarial_decode.assert_fails),
never be "proved"; the un-mutated entry proves. The prologue's own mutants are test_adversarial_decode's (the same
source); here the pass 1 that is new, the prologue's slot guards and barrier as this PTX has them, and one of each
other obligation class. CI runs CORE (~3-5 s a proof on 2 cores); FLTC_ADVERSARIAL_ALL=1 runs the others too.

Edits the verifier proves, rightly: one more pass-1 trip (PROVED: its keys are >= n, zero rows, nothing loaded or
stored: harmless); block-table entry + 1 at a trip's first key (warp w's keys 32t + w + 8u with u = 0 stay below
32 * 15 + 8, so j >> 4 + 1 stays inside the 512-entry row: the same edit at the fourth key,
block_table_entry_plus_one, fails). Value bugs that keep every obligation are the device test's
(tests/gpu/test_gemma_attention_b1.py holds out to spec/'s bound).
"""

from __future__ import annotations

import os
from functools import cache

import pytest

from backend.kernels.registry import REGISTRY, launch_configs
from backend.kernels.registry_gemma_step import QKATT_B1_KERNEL, QKATT_KERNEL
from tests.verifier.adversarial_base import entry_module, mut
from tests.verifier.test_adversarial_decode import LABEL, assert_fails, assert_mutant_table
from tests.verifier.test_adversarial_gemma_step import Mutant
from verifier import prove
from verifier.config import LaunchConfig

_SC = "_ZZ29qk_rope_attention_b1_d256_f16E2sc"
_RED = "_ZZ29qk_rope_attention_b1_d256_f16E3red"


@cache
def base() -> tuple[str, LaunchConfig]:
    cfg = next(c for c in launch_configs() if c.kernel == QKATT_B1_KERNEL and c.label == LABEL)
    d = REGISTRY[QKATT_B1_KERNEL]
    return entry_module(d.ptx_text(), d.entry), cfg


# pass 1's loads of the next trip (keys 32(t + 1) + 8u + w), u = 0: its key test, page, lane offset; u = 3: its
# block-table index (u = 0's keys i <= 32 * 15 + 7 never reach a window's last block: entry + 1 stays in the row)
_KEY_TEST = r"setp\.ge\.u32 \t%p23, %r64, %r5;"
_TABLE_IX = r"(shr\.u32 \t%r415, %r414, 4;\n)"
_PAGE = r"(mul\.lo\.s64 \t%rd128, %rd127, %rd5;)"
_LANE_OFF = r"shl\.b32 \t%r359, %r1, 4;\n\tand\.b32  \t%r360, %r359, 496;"

# sorted by obligation
MUTANTS = (
    # ---- 1 coverage
    Mutant("out_head3_not_stored", "b1", 1, (r"\tst\.global\.u16 \t\[%rd11\+1536\], %rs68;\n", ""),
           "head 3's output store dropped"),
    # ---- 2 races
    Mutant("no_barrier_after_prologue", "b1", 2, (r"(\$L__BB0_10:\n)\tbar\.sync \t0;\n", r"\1"),
           "the one bar.sync after the prologue dropped: pass 1's cache reads race warp 4's K row stores "
           "(read-write on kv; the q loads from qh race the query warps' stores too)"),
    Mutant("score_store_by_both_lanes", "b1", 2, (r"\t@%p46 bra \t\$L__BB0_31;\n", ""),
           "the even-lane test of the score store dropped: lanes 2v and 2v + 1 both store key i's score of head "
           "g (write-write on sc)"),
    Mutant("scores_no_barrier_before_pass2", "b1", 2,
           (r"(shr\.u32 \t%r1167, %r1168, 8;\n)\tbar\.sync \t0;\n", r"\1"),
           "gw_reduce_max's first bar.sync dropped: the warps' maxima in red (and pass 1's scores in sc) read "
           "before the other warps have written them"),
    # ---- 3 bounds / alignment
    Mutant("key_bound_le", "b1", 3, (_KEY_TEST, "setp.gt.u32 \t%p23, %r64, %r5;"),
           "pass 1's next-trip key test i <= n: key seq_len is loaded, its block-table entry past the row at "
           "seq_len = max_context"),
    Mutant("block_table_entry_plus_one", "b1", 3, (_TABLE_IX, r"\1\tadd.s32 \t%r415, %r415, 1;\n"),
           "pass 1 reads block-table entry (j >> 4) + 1 (the trip's fourth key): past the row for the last block "
           "of max_context"),
    Mutant("k_page_plus_one", "b1", 3, (_PAGE, r"add.s64 \t%rd127, %rd127, 1;\n\t\1"),
           "pass 1's K row one page on (phys + 1): page physical_blocks is past the layer's K slice"),
    Mutant("lane_dims_overlap", "b1", 3,
           (_LANE_OFF, "shl.b32 \t%r359, %r1, 3;\n\tand.b32  \t%r360, %r359, 248;"),
           "lane l's K bytes at 8l (dims 4l .. 4l + 7: neighbouring lanes share 4 dims): an odd lane's 16-byte "
           "load is misaligned"),
    Mutant("lane_dims_stride_16", "b1", 3,
           (_LANE_OFF, "shl.b32 \t%r359, %r1, 5;\n\tand.b32  \t%r360, %r359, 992;"),
           "lane l's K bytes at 32l (dims 16l .. 16l + 7): lanes 16-31 read the next token's row, past the K "
           "slice for the last slot"),
    Mutant("score_head_index_past_sc", "b1", 3,
           (r"and\.b32  \t%r593, %r592, 1536;", "and.b32  \t%r593, %r592, 3584;"),
           "the score store's head index (l >> 1) & 7 instead of & 3: heads 4-7 are past sc"),
    Mutant("kv_k_slot_guard_le", "b1", 3, (r"setp\.ge\.u32 \t%p17, %r7, %r197;", "setp.gt.u32 \t%p17, %r7, %r197;"),
           "warp 4's K store test slot <= n_slots: slot n_slots stores the k head into the next layer's K "
           "slice (outside the kv view's windows)"),
    Mutant("kv_v_slot_guard_le", "b1", 3, (r"setp\.ge\.u32 \t%p9, %r7, %r197;", "setp.gt.u32 \t%p9, %r7, %r197;"),
           "warp 5's V copy test slot <= n_slots: slot n_slots copies V past kv"),
    # ---- 4 barrier uniformity
    Mutant("bar_in_score_branch", "b1", 4,
           (r"(max\.f32 \t%f2146, %f2146, %f76;\n)", r"\1\tbar.sync \t0;\n"),
           "a bar.sync behind pass 1's i < n test (warps whose key is past n skip it)"),
    # ---- 6 power state
    Mutant("power_guard_dropped", "b1", 6, (r"\tsetp\.ne\.s32 \t%p3, %r202, 1;\n\t@%p3 bra \t\$L__BB0_104;\n", ""),
           "FLTC_POWER_GUARD's branch dropped: a power = 0 launch writes the K/V row and out"),
)

WITNESS = {
    "out_head3_not_stored": ("coverage", "out"),
    "no_barrier_after_prologue": ("read_write_global_kv", "kv"),
    "score_store_by_both_lanes": ("write_write_shared", _SC),
    "scores_no_barrier_before_pass2": ("read_write_shared", _RED),
    "key_bound_le": ("bounds_alignment_global_block_tables", "block_tables"),
    "block_table_entry_plus_one": ("bounds_alignment_global_block_tables", "block_tables"),
    "k_page_plus_one": ("bounds_alignment_global_kv", "kv"),
    "lane_dims_overlap": ("bounds_alignment_global_kv", "kv"),
    "lane_dims_stride_16": ("bounds_alignment_global_kv", "kv"),
    "score_head_index_past_sc": ("bounds_alignment_shared", _SC),
    "kv_k_slot_guard_le": ("bounds_alignment_global_kv", "kv"),
    "kv_v_slot_guard_le": ("bounds_alignment_global_kv", "kv"),
    "bar_in_score_branch": ("barrier_uniformity", None),
    "power_guard_dropped": ("power_state", None),
}

# Edits that keep every obligation (module docstring): proved, by design of the obligations.
PROVED = (
    Mutant("one_more_pass1_trip", "b1", 3, (r"add\.s32 \t%r299, %r5, 31;", "add.s32 \t%r299, %r5, 63;"),
           "pass 1's trips (n + 63) / 32: the extra trip's keys are >= n, zero rows, never loaded or stored"),
)

# CI's subset: every obligation class and the new pass 1's index bugs; the rest with FLTC_ADVERSARIAL_ALL=1
CORE = frozenset({
    "out_head3_not_stored", "no_barrier_after_prologue", "score_store_by_both_lanes", "key_bound_le",
    "block_table_entry_plus_one", "k_page_plus_one", "lane_dims_overlap", "score_head_index_past_sc",
    "kv_k_slot_guard_le", "bar_in_score_branch", "power_guard_dropped",
})
EXTRA = tuple(m for m in MUTANTS if m.id not in CORE)
_ALL = os.environ.get("FLTC_ADVERSARIAL_ALL") == "1"


def test_b1_is_the_launched_entry() -> None:
    assert QKATT_KERNEL == QKATT_B1_KERNEL


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


@pytest.mark.skipif(not _ALL, reason="a value bug the obligations do not cover: run it with FLTC_ADVERSARIAL_ALL=1")
@pytest.mark.parametrize("m", PROVED, ids=lambda m: m.id)
def test_value_bug_proves(m: Mutant) -> None:
    art = prove(mut(base()[0], *m.edit), base()[1])
    assert art.ok, art.statuses()


def test_mutants_are_single_edits_sorted_and_unique() -> None:
    assert_mutant_table(base()[0], MUTANTS, PROVED, CORE, WITNESS, {1, 2, 3, 4, 6})
