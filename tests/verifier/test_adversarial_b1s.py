"""Planted bugs in qk_rope_attention_b1s_d256_f16 (src/attention_b1s.cu: b1's prologue into shared qh / kr / vr, CTA 0
copying kr / vr to kvrow, then b1's pass 1 and attention_g4.cuh's passes 2-3 over chunk c = blockIdx.x of the row's
keys (b1s.cuh's b1s_chunks, computed before griddepcontrol.wait with trip 0's block-table entries), the row's own key
from kr / vr, and the chunk's unnormalised partial m, l, acc to part slot kvh * G + c; no KV cache write). Each
mutant is the shipped PTX (one entry, adversarial_base.entry_module) with one regex edit that matches exactly once,
under the local layers' configuration (window 512, G = 8); it must fail its obligation with a witness naming the
query and buffer of WITNESS (test_adversarial_decode.assert_fails), never be "proved"; the un-mutated entry proves.
The prologue's arithmetic is b1's (its mutants: test_adversarial_b1 / test_adversarial_decode); here what is new:
the chunk bounds, the own-key path, the part slot, kvrow's CTA-0 guard, the barriers, a cache write, unstable
loads before the wait and the power guard. CI runs CORE; FLTC_ADVERSARIAL_ALL=1 runs the others too.

Edits the verifier proves, rightly (PROVED): the early return's test c > count instead of c >= count. CTA count
(when count < G) then runs a chunk of keys past the row's last (still inside the block-table row, whose entries the
allocator assumption bounds) and writes partial slot count, which the combine never reads: a value bug of the
written range that no obligation covers (part has no coverage region: its written chunks are chosen by data), and
which tests/gpu/test_gemma_attention_b1s.py catches (chunks >= count must stay untouched). Value bugs in the
arithmetic are the device test's and tests/spec/test_b1s_order.py's.
"""

from __future__ import annotations

import os
from functools import cache

import pytest

from backend.kernels.registry import REGISTRY, launch_configs
from backend.kernels.registry_gemma_step import QKATT_B1S_KERNEL, QKATT_KERNEL, QKATT_KERNELS
from tests.verifier.adversarial_base import entry_module, mut
from tests.verifier.test_adversarial_decode import assert_fails, assert_mutant_table
from tests.verifier.test_adversarial_gemma_step import Mutant
from verifier import prove
from verifier.config import LaunchConfig

LABEL = "r1_hq4_hkv1_ctx8192_w512_l18_b16384_p8192_g8_pdl"
_P = "_ZZ30qk_rope_attention_b1s_d256_f16E"
_KR, _SC, _PACC = _P + "2kr", _P + "2sc", _P + "4pacc"


@cache
def base() -> tuple[str, LaunchConfig]:
    cfg = next(c for c in launch_configs() if c.kernel == QKATT_B1S_KERNEL and c.label == LABEL)
    d = REGISTRY[QKATT_B1S_KERNEL]
    return entry_module(d.ptx_text(), d.entry), cfg


# the next trip's first key's test i >= cn (its table load and K row skipped past the chunk)
_KEY_TEST = r"setp\.ge\.u32 \t%p42, %r90, %r9;"
# the own key's 16 bytes of kr: lane * 16
_OWN_LANE = r"shl\.b32 \t%r501, %r1, 4;\n\tand\.b32  \t%r502, %r501, 496;"
_PART_SLOT = r"mad\.lo\.s32 \t%r1600, %r1609, %r1607, %r1608;"  # kvh * G + c

# sorted by obligation
MUTANTS = (
    # ---- 1 coverage
    Mutant("kvrow_v_not_stored", "b1s", 1, (r"\tst\.global\.u16 \t\[%rd61\], %rs66;\n", ""),
           "CTA 0's store of the V row to kvrow dropped"),
    # ---- 2 races / grid dependency
    Mutant("qk_load_before_wait", "b1s", 2, (r"add\.s64 \t%rd38, %rd2, %rd37;", "add.s64 \t%rd38, %rd6, %rd37;"),
           "the trip-0 table prefetch (first key) before griddepcontrol.wait reads qk (the previous GEMV's "
           "output, not stable) instead of block_tables"),
    Mutant("kv_load_before_wait", "b1s", 2, (r"add\.s64 \t%rd40, %rd2, %rd39;", "add.s64 \t%rd40, %rd1, %rd39;"),
           "the trip-0 table prefetch (second key) before the wait reads the KV cache (written by the previous "
           "step's combining GEMV: not stable)"),
    Mutant("no_barrier_after_prologue", "b1s", 2, (r"(\$L__BB0_18:\n)\tbar\.sync \t0;\n", r"\1"),
           "the bar.sync after the prologue dropped: CTA 0's kvrow copy and pass 1 read kr / vr / qh before "
           "warps 0-5 store them"),
    Mutant("kvrow_by_every_cta", "b1s", 2, (r"\t@%p5 bra \t\$L__BB0_20;\n", ""),
           "kvrow's c == 0 guard dropped: every chunk's CTA stores the row's K/V (write-write across CTAs)"),
    Mutant("part_slot_without_chunk", "b1s", 2, (_PART_SLOT, "mul.lo.s32 \t%r1600, %r1609, %r1607;"),
           "the partial's slot kvh * G (c dropped): every chunk's CTA writes slot 0 of its KV head"),
    Mutant("no_barrier_before_partial_sum", "b1s", 2,
           (r"(st\.shared\.f32 \t\[%r1595\+3100\], %f2215;\n)\tbar\.sync \t0;\n", r"\1"),
           "the bar.sync between the warps' p.V sums and their sum over warps dropped: thread tid reads the "
           "other warps' pacc slots before they are written"),
    # ---- 3 bounds / alignment
    Mutant("chunk_key_bound_le", "b1s", 3, (_KEY_TEST, "setp.gt.u32 \t%p42, %r90, %r9;"),
           "pass 1's next-trip key test i <= cn: key seq_len (one past the last chunk's end) is loaded, its "
           "block-table entry past the row at seq_len = max_context"),
    Mutant("table_entry_plus_one", "b1s", 3, (r"(shr\.u32 \t%r483, %r482, 4;\n)", r"\1\tadd.s32 \t%r483, %r483, 1;\n"),
           "pass 1 reads block-table entry (j >> 4) + 1 (the next trip's fourth key): past the row for the last "
           "block of max_context"),
    Mutant("own_key_lane_stride_32", "b1s", 3,
           (_OWN_LANE, "shl.b32 \t%r501, %r1, 5;\n\tand.b32  \t%r502, %r501, 992;"),
           "the own key's K bytes from kr at 32 * lane (instead of 16 * lane): lanes 16-31 read past kr"),
    Mutant("score_head_index_past_sc", "b1s", 3,
           (r"and\.b32  \t%r761, %r760, 1536;", "and.b32  \t%r761, %r760, 3584;"),
           "the score store's head index (l >> 1) & 7 instead of & 3: heads 4-7 are past sc"),
    Mutant("part_slot_plus_one", "b1s", 3,
           (r"(mul\.lo\.s32 \t%r1601, %r1600, 1032;)", r"add.s32 \t%r1600, %r1600, 1;\n\t\1"),
           "the partial's slot kvh * G + c + 1: chunk G - 1 writes past part"),
    Mutant("kvrow_v_row_plus_one", "b1s", 3,
           (r"(add\.s32 \t%r343, %r4, %r269;)", r"\1\n\tadd.s32 \t%r343, %r343, 1;"),
           "kvrow's V row kv_heads + kvh + 1: past kvrow"),
    Mutant("kv_cache_write", "b1s", 3,
           (r"cvta\.to\.global\.u64 \t%rd57, %rd16;", "cvta.to.global.u64 \t%rd57, %rd12;"),
           "CTA 0's K/V row copy stores into the KV cache (kv, a role-in buffer here) instead of kvrow"),
    # ---- 4 barrier uniformity
    Mutant("bar_in_score_branch", "b1s", 4,
           (r"(max\.f32 \t%f2130, %f2130, %f76;\n)", r"\1\tbar.sync \t0;\n"),
           "a bar.sync behind pass 1's i < cn test (warps whose key is past the chunk skip it)"),
    # ---- 6 power state
    Mutant("power_guard_dropped", "b1s", 6, (r"\tsetp\.ne\.s32 \t%p3, %r274, 1;\n\t@%p3 bra \t\$L__BB0_148;\n", ""),
           "FLTC_POWER_GUARD's branch dropped: a power = 0 launch writes kvrow and part"),
)

WITNESS = {
    "kvrow_v_not_stored": ("coverage", "kvrow"),
    "qk_load_before_wait": ("grid_dependency", "qk"),
    "kv_load_before_wait": ("grid_dependency", "kv"),
    "no_barrier_after_prologue": ("read_write_shared", None),
    "kvrow_by_every_cta": ("write_write_global_kvrow", "kvrow"),
    "part_slot_without_chunk": ("write_write_global_part", "part"),
    "no_barrier_before_partial_sum": ("read_write_shared", _PACC),
    "chunk_key_bound_le": ("bounds_alignment_global_block_tables", "block_tables"),
    "table_entry_plus_one": ("bounds_alignment_global_block_tables", "block_tables"),
    "own_key_lane_stride_32": ("bounds_alignment_shared", _KR),
    "score_head_index_past_sc": ("bounds_alignment_shared", _SC),
    "part_slot_plus_one": ("bounds_alignment_global_part", "part"),
    "kvrow_v_row_plus_one": ("bounds_alignment_global_kvrow", "kvrow"),
    "kv_cache_write": ("bounds_alignment_global_kv", "kv"),
    "bar_in_score_branch": ("barrier_uniformity", None),
    "power_guard_dropped": ("power_state", None),
}

# Edits that keep every obligation (module docstring): proved, by design of the obligations.
PROVED = (
    Mutant("chunk_count_bound_gt", "b1s", 1, (r"setp\.ge\.u32 \t%p6, %r8, %r284;", "setp.gt.u32 \t%p6, %r8, %r284;"),
           "the early return at c > count: CTA count (< G) writes partial slot count, which the combine never "
           "reads (the device test's chunks >= count check)"),
)

# Not proved, but not a confirmed failure either: the early return's c != 0 dropped, so CTA 0 returns at count = 0
# and kvrow is not written at seq_len 0 only; obligation 1's hole is then data-dependent (at seq_len >= 1 CTA 0 writes
# the element), so coverage is "unknown" (test_cta0_return_at_seq_len_0_not_proved)
CTA0_RETURNS = Mutant("cta0_returns_at_seq_len_0", "b1s", 1, (r"and\.pred  \t%p7, %p5, %p6;", "mov.pred \t%p7, %p6;"),
                      "the early return's c != 0 dropped: CTA 0 returns at count = 0 (seq_len 0), kvrow unwritten")

# CI's subset: every obligation class and the new entry's chunk, own-key, part and kvrow bugs; the rest with
# FLTC_ADVERSARIAL_ALL=1
CORE = frozenset({
    "kvrow_v_not_stored", "qk_load_before_wait", "kvrow_by_every_cta", "part_slot_without_chunk",
    "chunk_key_bound_le", "own_key_lane_stride_32", "part_slot_plus_one", "kv_cache_write", "bar_in_score_branch",
    "power_guard_dropped",
})
EXTRA = tuple(m for m in MUTANTS if m.id not in CORE)
_ALL = os.environ.get("FLTC_ADVERSARIAL_ALL") == "1"


def test_b1s_is_declared_not_launched() -> None:
    assert QKATT_B1S_KERNEL not in QKATT_KERNELS and QKATT_KERNEL != QKATT_B1S_KERNEL


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


def test_cta0_return_at_seq_len_0_not_proved() -> None:
    art = prove(mut(base()[0], *CTA0_RETURNS.edit), base()[1])
    assert not art.ok and art.statuses()["coverage"] == "unknown", art.statuses()


def test_mutants_are_single_edits_sorted_and_unique() -> None:
    assert_mutant_table(base()[0], MUTANTS, PROVED + (CTA0_RETURNS,), CORE, WITNESS, {1, 2, 3, 4, 6})
