"""Planted bugs in gemv_q4_k_comb_r1c1_f16 (src/gemv_comb.cu: the batch-1 Q4_K o-projection whose every CTA
recomputes b1s.cuh's combine of the split-key attention's partials into shared xs, CTA 0 alone storing it to xo and
copying the row's own K/V (kvrow) into the cache row of slots[0] when slots[0] < n_slots; then one bar.sync and the
1-row Q4_K GEMV over xs). Each mutant is the shipped PTX (one entry, adversarial_base.entry_module) with one regex
edit that matches exactly once, under a configuration the registry declares (registry_gemma.comb_configs: "local",
window 512 in G = 8 chunks; "global", window 8192 in G = 32, where the chunk-count mutants sit); it must fail its
obligation with a witness naming the query and buffer of WITNESS (test_adversarial_decode.assert_fails), never be
"proved"; the un-mutated entry proves at both, and so does a harmless edit (HARMLESS: the same value computed by
another instruction). CI runs CORE (every obligation class; ~3 s a proof on 2 cores); FLTC_ADVERSARIAL_ALL=1 runs
the others too.

What the verifier does not see here (checked by hand; the device test tests/gpu/test_gemma_comb_gemv.py catches the
value bugs):
  * the GEMV's warp guard n0 < N dropped (`@%p2 bra` after the barrier): proves, because at N = 640 the grid is
    exactly 80 CTAs x 8 warps, so no warp has n0 >= N (the guard is vacuous at the declared configurations; the
    lane-0 store guard is the GEMV guard planted instead: y_stored_by_every_lane);
  * value bugs that keep every obligation: the acc of head g + 1 read for head g (inside the chunk, except past
    the last one: part_acc_past_chunk plants that), expf's argument or the max wrong, num / den swapped, the V
    row's vectors copied from the K row.
  * xo_store_dropped (one of CTA 0's xo stores, on the path where the row has keys) is "unknown", not "failed":
    the path of a row without keys (seq_len = 0: count = 0, x = 0 / 0) still stores that element and the
    verifier cannot rule the path out from the loaded seq_lens; never proved (UNKNOWN_MUTANTS).
"""

from __future__ import annotations

import os
from functools import cache

import pytest

from backend.kernels.registry import REGISTRY, launch_configs
from backend.kernels.registry_gemma import COMB_KERNEL
from tests.verifier.adversarial_base import entry_module, mut
from tests.verifier.test_adversarial_decode import _buffers, assert_fails, assert_mutant_table
from tests.verifier.test_adversarial_gemma_step import Mutant
from verifier import prove
from verifier.config import LaunchConfig

BASES = {"local": "m1_n640_k1024_hkv1_w512_g8_l18_b16384_pdl", "global": "m1_n640_k1024_hkv1_w8192_g32_l18_b16384_pdl"}
_XS = "_ZZ23gemv_q4_k_comb_r1c1_f16E2xs"  # the shared combined row


@cache
def base(which: str) -> tuple[str, LaunchConfig]:
    cfg = next(c for c in launch_configs() if c.kernel == COMB_KERNEL and c.label == BASES[which])
    d = REGISTRY[COMB_KERNEL]
    return entry_module(d.ptx_text(), d.entry), cfg


# sorted by obligation
MUTANTS = (
    # ---- 1 coverage
    Mutant("y_store_dropped", "local", 1, (r"\tst\.global\.u16 \t\[%rd146\], %rs107;\n", ""),
           "lane 0's store of the GEMV output dropped: y is never written"),
    # ---- 2 races, barrier, grid dependency
    Mutant("xo_stored_by_every_cta", "local", 2, (r"\t@%p15 bra \t\$L__BB0_21;\n", ""),
           "the blockIdx.x == 0 test of the first element's xo store dropped: every CTA writes xo (one writer)"),
    Mutant("kvrow_copied_by_every_cta", "local", 2, (r"or\.pred  \t%p17, %p15, %p16;", "mov.pred \t%p17, %p16;"),
           "the kvrow copy's CTA 0 test dropped (its slot < n_slots test kept): every CTA writes the cache row"),
    Mutant("v_row_into_k_plane", "local", 2, (r"\tadd\.s64 \t%rd79, %rd5, %rd63;\n", "\tmov.u64 \t%rd79, %rd5;\n"),
           "the V vectors' address without + plane_stride: threads 32..63 store over the K row threads 0..31 store"),
    Mutant("y_stored_by_every_lane", "local", 2, (r"\t@%p68 bra \t\$L__BB0_98;\n", ""),
           "the GEMV's lane == 0 store guard dropped: the 32 lanes of a warp store y[n0]"),
    Mutant("xs_no_barrier_before_gemv", "local", 2, (r"\tbar\.sync \t0;\n", ""),
           "the bar.sync between the xs[d] stores of the combine and the GEMV's reads of xs dropped"),
    Mutant("part_read_before_wait", "local", 2,
           (r"cvta\.to\.global\.u64 \t%rd64, %rd57;", "cvta.to.global.u64 \t%rd64, %rd55;"),
           "the row's length read from part (the attention's output) instead of seq_lens, before griddepcontrol.wait"),
    Mutant("grid_dep_no_wait", "local", 2, (r"\tgriddepcontrol\.wait;\n", ""),
           "griddepcontrol.wait dropped: part and kvrow read, kv, xo and y written while the attention may run"),
    # ---- 3 bounds / alignment
    Mutant("chunk_count_le", "global", 3, (r"setp\.lt\.u32 \t%p23, %r649, %r44;", "setp.le.u32 \t%p23, %r649, %r44;"),
           "the max loop of the first element runs c <= count: chunk count = G's m is read, past part"),
    Mutant("part_acc_past_chunk", "global", 3, (r"add\.s32 \t%r288, %r287, 8;", "add.s32 \t%r288, %r287, 264;"),
           "the fourth element (head 3) reads acc of head 4, the next chunk's floats: past part for chunk G - 1"),
    Mutant("kvrow_copy_guard_wide", "local", 3, (r"shl\.b32 \t%r231, %r171, 6;", "shl.b32 \t%r231, %r171, 7;"),
           "the kvrow copy's thread guard tid < 2 * kv_heads * 32 as tid < 128: reads past kvrow"),
    Mutant("kv_slot_guard_le", "local", 3, (r"setp\.ge\.u32 \t%p16, %r3, %r174;", "setp.gt.u32 \t%p16, %r3, %r174;"),
           "the cache copy's test slot <= n_slots: slot n_slots writes past the layer's K and V slices"),
    Mutant("kv_token_times_page_stride", "local", 3,
           (r"mul\.wide\.u32 \t%rd73, %r233, %r175;", "mul.wide.u32 \t%rd73, %r233, %r176;"),
           "the cache row's addressing (slot & 15) * page_stride instead of * token_stride: past the K slice"),
    Mutant("xo_store_off_by_one", "local", 3,
           (r"st\.global\.u16 \t\[%rd8\+1536\], %rs12;", "st.global.u16 \t[%rd8+1538], %rs12;"),
           "CTA 0's xo store of d = tid + 768 at d + 1: d = K - 1 stores past xo"),
    Mutant("xo_stored_into_y", "local", 3, (r"cvta\.to\.global\.u64 \t%rd84, %rd62;", "cvta.to.global.u64 \t%rd84, %rd61;"),
           "the xo stores' target is y (the store target of the combined row): K = 1024 elements past y's 640"),
    Mutant("gemv_reads_past_xs", "local", 3, (r"\[%r81\+1600\]", "[%r81+2112]"),
           "the GEMV's fourth block, second fragment, read 256 elements on: past xs's 1,024"),
    Mutant("y_store_next_column", "local", 3,
           (r"(add\.s64 \t%rd146, %rd144, %rd145;\n)", r"\1\tadd.s64 \t%rd146, %rd146, 2;\n"),
           "lane 0 stores y[n0 + 1]: the last warp stores past y"),
    # ---- 4 barrier uniformity
    Mutant("bar_in_cta0_kv_branch", "local", 4,
           (r"(st\.global\.v4\.u32 \t\[%rd83\], \{%r235, %r236, %r237, %r238\};\n)", r"\1\tbar.sync \t0;\n"),
           "a bar.sync inside CTA 0's K-row copy branch: only threads 0..31 of CTA 0 reach it"),
    # ---- 6 power state
    Mutant("power_guard_dropped", "local", 6, (r"\tsetp\.ne\.s32 \t%p1, %r177, 1;\n\t@%p1 bra \t\$L__BB0_98;\n", ""),
           "FLTC_POWER_GUARD's branch dropped: a power = 0 launch writes the cache row, xo and y"),
)

WITNESS = {
    "y_store_dropped": ("coverage_0_y", "y"),
    "xo_stored_by_every_cta": ("write_write_global_xo", "xo"),
    "kvrow_copied_by_every_cta": ("write_write_global_kv", "kv"),
    "v_row_into_k_plane": ("write_write_global_kv", "kv"),
    "y_stored_by_every_lane": ("write_write_global_y", "y"),
    "xs_no_barrier_before_gemv": ("read_write_shared", _XS),
    "part_read_before_wait": ("grid_dependency", "part"),
    "grid_dep_no_wait": ("grid_dependency", None),
    "chunk_count_le": ("bounds_alignment", "part"),
    "part_acc_past_chunk": ("bounds_alignment", "part"),
    "kvrow_copy_guard_wide": ("bounds_alignment", "kvrow"),
    "kv_slot_guard_le": ("bounds_alignment", "kv"),
    "kv_token_times_page_stride": ("bounds_alignment", "kv"),
    "xo_store_off_by_one": ("bounds_alignment", "xo"),
    "xo_stored_into_y": ("bounds_alignment", "y"),
    "gemv_reads_past_xs": ("bounds_alignment", _XS),
    "y_store_next_column": ("bounds_alignment", "y"),
    "bar_in_cta0_kv_branch": ("barrier_uniformity", None),
    "power_guard_dropped": ("power_state", None),
}

# never proved, but "unknown" (a candidate writer on another data path), not "failed": see the module docstring
UNKNOWN_MUTANTS = (
    Mutant("xo_store_dropped", "local", 1, (r"\tst\.global\.u16 \t\[%rd8\], %rs9;\n", ""),
           "CTA 0's xo store of element tid dropped on the path of a row with keys"),
)

# a semantics-preserving edit: 2 * tid as tid + tid (the xs address of the combine's stores)
HARMLESS = Mutant("xs_offset_as_add", "local", 0, (r"shl\.b32 \t%r242, %r183, 1;", "add.s32 \t%r242, %r183, %r183;"),
                  "tid << 1 computed as tid + tid: the same bits, every obligation still proved")

# CI's subset: every obligation class, the CTA-0 single writers, the cache copy's guard and addressing, the
# barrier, the grid dependency and the chunk count
CORE = frozenset({
    "y_store_dropped", "xo_stored_by_every_cta", "kvrow_copied_by_every_cta", "xs_no_barrier_before_gemv",
    "part_read_before_wait", "chunk_count_le", "kv_slot_guard_le", "kv_token_times_page_stride",
    "bar_in_cta0_kv_branch", "power_guard_dropped",
})
EXTRA = tuple(m for m in MUTANTS if m.id not in CORE)
_ALL = os.environ.get("FLTC_ADVERSARIAL_ALL") == "1"


@pytest.mark.parametrize("which", sorted(BASES))
def test_base_proves(which: str) -> None:
    art = prove(*base(which))
    assert art.ok, art.statuses()


def test_harmless_edit_proves() -> None:
    ptx, cfg = base(HARMLESS.base)
    edited = mut(ptx, *HARMLESS.edit)
    assert edited != ptx
    art = prove(edited, cfg)
    assert art.ok, art.statuses()


@pytest.mark.parametrize("m", [m for m in MUTANTS if m.id in CORE], ids=lambda m: m.id)
def test_mutant_fails_with_witness(m: Mutant) -> None:
    assert_fails(m, *base(m.base), expect=WITNESS[m.id])


@pytest.mark.skipif(not _ALL, reason="one of the extra planted bugs: run them with FLTC_ADVERSARIAL_ALL=1")
@pytest.mark.parametrize("m", EXTRA, ids=lambda m: m.id)
def test_extra_mutant_fails_with_witness(m: Mutant) -> None:
    assert_fails(m, *base(m.base), expect=WITNESS[m.id])


@pytest.mark.parametrize("m", UNKNOWN_MUTANTS, ids=lambda m: m.id)
def test_unknown_mutant_is_never_proved(m: Mutant) -> None:
    art = prove(mut(base(m.base)[0], *m.edit), base(m.base)[1])
    o = {x["id"]: x for x in art.doc["obligations"]}[m.obligation]
    assert not art.ok and o["status"] == "unknown", (m.id, art.statuses())
    w = o["witness"]
    assert w["query"] == "coverage_1_xo" and _buffers(w) == {"xo"} and "a_writer_may_exist" in w, w


def test_mutants_are_single_edits_sorted_and_unique() -> None:
    for which in BASES:  # one PTX: every edit matches it once whichever configuration it runs under
        assert_mutant_table(base(which)[0], MUTANTS, (*UNKNOWN_MUTANTS, HARMLESS), CORE, WITNESS, {1, 2, 3, 4, 6})
