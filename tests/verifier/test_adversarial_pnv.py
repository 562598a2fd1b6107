"""Planted bugs in the norm-fused batch-1 q|k + Q8_0 v GEMV of src/gemv_pn_qkv.cu (gemv_q5_0_pn_q8v_r1c1_f16:
every CTA recomputes postnorm_add_norm_f32's row from x_in and o into shared memory (gemv_pn.cuh), CTA 0 alone
stores x_out and xn; then CTAs bx < ceil(N / 8) run the 1-row Q5_0 GEMV of the q|k rows into y and CTAs
bx >= ceil(N / 8) the 1-row Q8_0 GEMV of the v rows into yv, both over the shared row). Each mutant is the shipped
PTX (its one entry, adversarial_base.entry_module) with one regex edit that matches exactly once, under the
configuration the profile proves (m1_n1280_nv256_k640_pdl: gemma-3-270m's q|k + v, a programmatic dependent; 160
q|k CTAs then 32 v CTAs); it must fail its obligation with a witness (test_adversarial_decode.assert_fails: the
query and buffer WITNESS names), never be "proved"; the un-mutated entry proves, and so does one harmless edit.
Every mutant runs in CI (about 1 s a proof on 2 cores).

What the verifier does not see (value bugs that keep every obligation; the device test against gemv_q5_0_pn_r1 +
gemv_q8_0_r1, tests/gpu/test_gemma_pn_q8v_gemv.py, catches them): a v warp's Q8_0 scale read from the wrong block
of its row, or its x fragment from another offset inside hs; the v GEMV's rows shifted by a whole CTA inside Wv
(rows 8..255 computed into yv[0..247] would also leave yv[248..255] unwritten: a coverage failure, listed below).
At this configuration N and Nv are multiples of 8, so the two parts' row guards (n < N, n < Nv) never cut a warp:
either bound weakened to 4096 proves here (checked by hand; shapes with a partial last CTA need them); the split,
the row index and the stores do not depend on that, and those are planted below.
"""

from __future__ import annotations

from functools import cache

import pytest

from backend.kernels.registry import REGISTRY, launch_configs
from backend.kernels.registry_gemma import PN_Q8V_KERNEL
from tests.verifier.adversarial_base import entry_module, mut
from tests.verifier.test_adversarial_decode import assert_fails, assert_mutant_table
from tests.verifier.test_adversarial_gemma_step import Mutant
from verifier import prove
from verifier.config import LaunchConfig

LABEL = "m1_n1280_nv256_k640_pdl"
_HS = "_ZZ25gemv_q5_0_pn_q8v_r1c1_f16E2hs"  # the shared f16 row (o's, then xn's: both GEMVs' input)


@cache
def base() -> tuple[str, LaunchConfig]:
    cfg = next(c for c in launch_configs() if c.kernel == PN_Q8V_KERNEL and c.label == LABEL)
    d = REGISTRY[PN_Q8V_KERNEL]
    return entry_module(d.ptx_text(), d.entry), cfg


# sorted by obligation
MUTANTS = (
    # ---- 1 coverage
    Mutant("yv_store_dropped", "pnv", 1, (r"\tst\.global\.u16 \t\[%rd88\], %rs279;\n", ""),
           "lane 0's store of the v GEMV's output dropped: yv is never written"),
    Mutant("v_split_bound_le", "pnv", 1, (r"setp\.lt\.u32 \t%p151, %r826, %r827;", "setp.le.u32 \t%p151, %r826, %r827;"),
           "the v part's CTA test bx >= ceil(N / 8) as bx > ceil(N / 8): the first v CTA computes nothing, yv[0..7] "
           "never written"),
    # ---- 2 races (and the programmatic dependent's grid dependency)
    Mutant("yv_stored_into_y", "pnv", 2,
           (r"ld\.param\.u64 \t%rd89, \[gemv_q5_0_pn_q8v_r1c1_f16_param_9\];",
            "ld.param.u64 \t%rd89, [gemv_q5_0_pn_q8v_r1c1_f16_param_7];"),
           "the v GEMV's store target y instead of yv: v CTA warps write y[0..255], which the q|k CTAs write too"),
    Mutant("x_out_xn_stored_by_ctas_0_and_1", "pnv", 2,
           (r"setp\.eq\.s32 \t%p78, %r817, 0;", "setp.lt.u32 \t%p78, %r817, 2;"),
           "the CTA 0 test of the x_out and xn stores as blockIdx.x < 2: CTAs 0 and 1 both store the row"),
    Mutant("xn_stored_by_every_cta", "pnv", 2, (r"@%p78 bra \t\$L__BB0_135;", "bra.uni \t$L__BB0_135;"),
           "the blockIdx.x == 0 test of the xn stores dropped: every CTA, the v CTAs included, writes xn"),
    Mutant("hs_no_barrier_before_gemvs", "pnv", 2,
           (r"(setp\.ge\.u32 \t%p150, %r821, %r822;\n)\tbar\.sync \t0;\n", r"\1"),
           "the bar.sync between the normalised row's hs[d] stores and the two GEMVs' reads of hs dropped"),
    Mutant("grid_dep_x_in_load_hoisted", "pnv", 2,
           (r"(?s)(\tmov\.u32 \t%r867, %tid\.x;\n)(.*?)"
            r"(\tmov\.u32 \t%r896, %tid\.x;\n.*?\tld\.global\.nc\.u16 \t%rs45, \[%rd137\];\n)", r"\1\3\2"),
           "the first x_in and o loads (with their address computation) hoisted above griddepcontrol.wait: the "
           "previous kernels' outputs read before they finished (the w / wv prefetch before the wait is fine)"),
    Mutant("grid_dep_no_wait", "pnv", 2, (r"\tgriddepcontrol\.wait;\n", ""),
           "griddepcontrol.wait dropped: x_in and o read, x_out / xn / y / yv written while the previous grid runs"),
    # ---- 3 bounds / alignment
    Mutant("v_block_stride_36", "pnv", 3, (r"mul\.lo\.s32 \t%r133, %r24, 34;", "mul.lo.s32 \t%r133, %r24, 36;"),
           "the Q8_0 block index of the prefetched v words as 36-byte blocks: the last v row's last blocks read "
           "past Wv"),
    Mutant("v_row_from_qk_row", "pnv", 3, (r"mul\.wide\.u32 \t%rd34, %r8, %r5;", "mul.wide.u32 \t%rd34, %r8, %r114;"),
           "the v prefetch's row as the q|k row index 8*bx + warp (>= 1280 in a v CTA) instead of "
           "8*(bx - ceil(N / 8)) + warp: reads far past Wv's 256 rows"),
    Mutant("yv_store_index_doubled", "pnv", 3, (r"mul\.wide\.u32 \t%rd87, %r5, 2;", "mul.wide.u32 \t%rd87, %r5, 4;"),
           "the yv store at byte 4*n instead of 2*n: rows n >= 128 stored past yv"),
    Mutant("xn_store_off_by_one", "pnv", 3,
           (r"st\.global\.u16 \t\[%rd12\+1024\], %rs79;", "st.global.u16 \t[%rd12+1026], %rs79;"),
           "CTA 0's xn store of d = tid + 512 at d + 1: d = K - 1 stores past xn"),
    # ---- 4 barrier uniformity
    Mutant("bar_in_yv_store_branch", "pnv", 4,
           (r"(@%p148 bra \t\$L__BB0_182;\n)", r"\1\tbar.sync \t0;\n"),
           "a bar.sync inside lane 0's yv store branch: one lane of each v warp reaches it"),
    # ---- 6 power state
    Mutant("power_guard_dropped", "pnv", 6, (r"\tsetp\.ne\.s32 \t%p1, %r107, 1;\n\t@%p1 bra \t\$L__BB0_182;\n", ""),
           "FLTC_POWER_GUARD's branch dropped: a power = 0 launch writes x_out, xn, y and yv"),
)

# Edits that must still prove: a second, uniform bar.sync right after the one before the GEMVs (every thread of
# every CTA reaches both; it orders nothing new and splits no access pair).
HARMLESS = (
    Mutant("second_barrier_before_gemvs", "pnv", 4,
           (r"(setp\.ge\.u32 \t%p150, %r821, %r822;\n\tbar\.sync \t0;\n)", r"\1\tbar.sync \t0;\n"),
           "a redundant bar.sync after the prologue's last one"),
)

# what each mutant's witness must name: (the failing query's name prefix, a buffer its accesses touch or None)
WITNESS = {
    "yv_store_dropped": ("coverage", "yv"),
    "v_split_bound_le": ("coverage", "yv"),
    "yv_stored_into_y": ("write_write_global_y", "y"),
    "x_out_xn_stored_by_ctas_0_and_1": ("write_write_global_x", None),
    "xn_stored_by_every_cta": ("write_write_global_xn", "xn"),
    "hs_no_barrier_before_gemvs": ("read_write_shared", _HS),
    "grid_dep_x_in_load_hoisted": ("grid_dependency", "x_in"),
    "grid_dep_no_wait": ("grid_dependency", None),
    "v_block_stride_36": ("bounds_alignment", "wv"),
    "v_row_from_qk_row": ("bounds_alignment", "wv"),
    "yv_store_index_doubled": ("bounds_alignment", "yv"),
    "xn_store_off_by_one": ("bounds_alignment", "xn"),
    "bar_in_yv_store_branch": ("barrier_uniformity", None),
    "power_guard_dropped": ("power_state", None),
}


def test_base_proves() -> None:
    art = prove(*base())
    assert art.ok, art.statuses()


@pytest.mark.parametrize("m", MUTANTS, ids=lambda m: m.id)
def test_mutant_fails_with_witness(m: Mutant) -> None:
    assert_fails(m, *base(), expect=WITNESS[m.id])


@pytest.mark.parametrize("m", HARMLESS, ids=lambda m: m.id)
def test_harmless_edit_proves(m: Mutant) -> None:
    ptx, cfg = base()
    edited = mut(ptx, *m.edit)
    assert edited != ptx
    art = prove(edited, cfg)
    assert art.ok, (m.id, art.statuses())


def test_mutants_are_single_edits_sorted_and_unique() -> None:
    """Every edit matches the entry exactly once; ids unique; MUTANTS sorted by obligation and covering the
    classes 1, 2, 3, 4 and 6; every mutant names its witness; at least 10 mutants."""
    assert len(MUTANTS) >= 10
    assert_mutant_table(base()[0], MUTANTS, HARMLESS, frozenset(m.id for m in MUTANTS), WITNESS, {1, 2, 3, 4, 6})
