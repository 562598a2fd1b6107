"""Planted bugs in the norm-fused batch-1 GEMVs of src/gemv_postnorm.cu (gemv_q5_0_pn_r1c1_f16 and
gemv_q5_0_pn_glu_r1c2_f16: every CTA recomputes postnorm_add_norm_f32's row from x_in and o into shared memory,
CTA 0 alone stores x_out and xn, then the 1-row Q5_0 GEMV runs over the shared row). Each mutant is the shipped
PTX (one entry, adversarial_base.entry_module) with one regex edit that matches exactly once, under a configuration
the profile proves (m1_n1280_k640_pdl: the q|k GEMV, a programmatic dependent; the GLU mutants
m1_n4096_k640_pdl); it must fail its obligation with a witness (test_adversarial.check_witness, plus the query and
buffer of WITNESS), never be "proved"; the un-mutated entries prove. Every mutant runs in CI (about 1 s a proof on
2 cores; the whole file ~20 s).

What the verifier does not see (value bugs that keep every obligation; the device test against
postnorm_add_norm_f32 + the unfused GEMV, tests/gpu/test_gemma_postnorm_gemv.py, catches them): the GEMV's block
guard kb < nb as kb <= nb (the extra block reads hs[K .. K + 31], inside the 1,024-element shared row: stale
values, times zero weights, since gk_load's own guard still holds); warp 0's first r computed over x_in instead of
o; the norm weights swapped (pw for nw).
"""

from __future__ import annotations

import re
from functools import cache

import pytest

from backend.kernels.registry import REGISTRY, launch_configs
from tests.verifier.adversarial_base import entry_module, mut
from tests.verifier.test_adversarial_decode import _buffers, assert_fails
from tests.verifier.test_adversarial_gemma_step import Mutant, assert_loop_mutant_never_proved
from verifier import prove
from verifier.config import LaunchConfig

BASES = {"pn": ("gemv_q5_0_pn_r1", "m1_n1280_k640_pdl"), "glu": ("gemv_q5_0_pn_glu_r1", "m1_n4096_k640_pdl")}
_HS = "_ZZ9gkpn_bodyILb0EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2hs"  # the shared f16 row (o's, then xn's)
_XS = "_ZZ9gkpn_bodyILb0EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2xs"  # the shared f32 row (the updated residual)


@cache
def base(which: str) -> tuple[str, LaunchConfig]:
    kernel, label = BASES[which]
    cfg = next(c for c in launch_configs() if c.kernel == kernel and c.label == label)
    d = REGISTRY[kernel]
    return entry_module(d.ptx_text(), d.entry), cfg


# sorted by obligation
MUTANTS = (
    # ---- 1 coverage
    Mutant("y_store_dropped", "pn", 1, (r"\tst\.global\.u16 \t\[%rd66\], %rs130;\n", ""),
           "lane 0's store of the GEMV output dropped: y is never written"),
    # ---- 2 races (and the programmatic dependent's grid dependency)
    Mutant("x_out_stored_by_every_cta", "pn", 2, (r"@%p57 bra \t\$L__BB0_88;", "bra.uni \t$L__BB0_88;"),
           "the blockIdx.x == 0 test of the x_out stores dropped: every CTA writes the residual row (multiple "
           "writers of x_out across CTAs)"),
    Mutant("glu_outputs_stored_by_ctas_0_and_1", "glu", 2,
           (r"setp\.eq\.s32 \t%p67, %r898, 0;", "setp.lt.u32 \t%p67, %r898, 2;"),
           "the CTA 0 test as blockIdx.x < 2 (the GLU entry): CTAs 0 and 1 both store x_out and xn"),
    Mutant("hs_no_barrier_before_gemv", "pn", 2,
           (r"(setp\.ge\.u32 \t%p106, %r622, %r623;\n)\tbar\.sync \t0;\n", r"\1"),
           "the bar.sync between the normalised row's hs[d] stores and the GEMV's reads of hs dropped"),
    Mutant("grid_dep_x_in_load_hoisted", "pn", 2,
           (r"(?s)(\tmov\.u32 \t%r656, %tid\.x;\n)(.*?)"
            r"(\tmov\.u32 \t%r673, %tid\.x;\n.*?\tld\.global\.nc\.u16 \t%rs22, \[%rd117\];\n)", r"\1\3\2"),
           "the first x_in and o loads (with their address computation) hoisted above griddepcontrol.wait: the "
           "previous kernels' outputs read before they finished (the weight prefetch before the wait is fine: w is "
           "stable)"),
    Mutant("grid_dep_no_wait", "pn", 2, (r"\tgriddepcontrol\.wait;\n", ""),
           "griddepcontrol.wait dropped: x_in and o read, x_out / xn / y written while the previous grid may run"),
    # ---- 3 bounds / alignment
    Mutant("row_guard_le", "pn", 3, (r"setp\.ge\.u32 \t%p13, %r18, %r73;", "setp.gt.u32 \t%p13, %r18, %r73;"),
           "the row guard d < K as d <= K (d = tid + 512): thread 128 reads pw[K], nw[K], x_in[K] and o[K]"),
    Mutant("xn_store_off_by_one", "pn", 3,
           (r"st\.global\.u16 \t\[%rd9\+1024\], %rs56;", "st.global.u16 \t[%rd9+1026], %rs56;"),
           "CTA 0's xn store of d = tid + 512 at d + 1: d = K - 1 stores past xn"),
    Mutant("gemv_reads_past_hs", "pn", 3,
           (r"ld\.shared\.v2\.u32 \t\{%r501, %r502\}, \[%r56\+1024\];",
            "ld.shared.v2.u32 \t{%r501, %r502}, [%r56+2048];"),
           "the GEMV's third prefetched block reads the shared row 512 elements on: past hs's 1,024"),
    # ---- 4 barrier uniformity
    Mutant("bar_in_warp0_branch", "pn", 4,
           (r"(div\.rn\.f32 \t%f321, %f320, %f319;\n)", r"\1\tbar.sync \t0;\n"),
           "a bar.sync inside warp 0's wide_rms_scale branch: only lane 0 of warp 0 reaches it"),
    # ---- 6 power state
    Mutant("power_guard_dropped", "pn", 6, (r"\tsetp\.ne\.s32 \t%p1, %r74, 1;\n\t@%p1 bra \t\$L__BB0_147;\n", ""),
           "FLTC_POWER_GUARD's branch dropped: a power = 0 launch writes x_out, xn and y"),
)

# Bugs whose conflicting access sits in a loop the verifier summarises: a witness marked possibly spurious
# ("unknown", the access in the summarised loop), never "proved" (test_adversarial_decode.LOOP_MUTANTS' pattern).
LOOP_MUTANTS = (
    Mutant("xs_no_barrier_before_wide_rms", "pn", 2,
           (r"(setp\.gt\.u32 \t%p105, %r621, 31;\n)\tbar\.sync \t0;\n", r"\1"),
           "the bar.sync between every thread's xs[d] stores and warp 0's wide_rms_scale over xs dropped: warp 0 "
           "reads the other warps' xs unsynchronised (read-write on xs; wide_rms_scale's loop is summarised)"),
)

# what each mutant's witness must name: (the failing query's name prefix, a buffer its accesses touch or None)
WITNESS = {
    "y_store_dropped": ("coverage", "y"),
    "x_out_stored_by_every_cta": ("write_write_global_x_out", "x_out"),
    "glu_outputs_stored_by_ctas_0_and_1": ("write_write_global_x", None),
    "hs_no_barrier_before_gemv": ("read_write_shared", _HS),
    "grid_dep_x_in_load_hoisted": ("grid_dependency", "x_in"),
    "grid_dep_no_wait": ("grid_dependency", None),
    "row_guard_le": ("bounds_alignment", "pw"),
    "xn_store_off_by_one": ("bounds_alignment", "xn"),
    "gemv_reads_past_hs": ("bounds_alignment", _HS),
    "bar_in_warp0_branch": ("barrier_uniformity", None),
    "power_guard_dropped": ("power_state", None),
}


@pytest.mark.parametrize("which", sorted(BASES))
def test_base_proves(which: str) -> None:
    art = prove(*base(which))
    assert art.ok, art.statuses()


@pytest.mark.parametrize("m", MUTANTS, ids=lambda m: m.id)
def test_mutant_fails_with_witness(m: Mutant) -> None:
    assert_fails(m, *base(m.base), expect=WITNESS[m.id])


@pytest.mark.parametrize("m", LOOP_MUTANTS, ids=lambda m: m.id)
def test_loop_mutant_is_never_proved(m: Mutant) -> None:
    assert_loop_mutant_never_proved(m, *base(m.base))
    art = prove(mut(base(m.base)[0], *m.edit), base(m.base)[1])
    w = {x["id"]: x for x in art.doc["obligations"]}[m.obligation]["witness"]
    assert w["query"].startswith("read_write_shared") and _buffers(w) == {_XS}, w["reason"]


def test_mutants_are_single_edits_sorted_and_unique() -> None:
    """Every edit matches its entry exactly once; ids unique; MUTANTS sorted by obligation and covering every
    obligation class the suite names; every mutant names its witness."""
    ms = MUTANTS + LOOP_MUTANTS
    assert len({m.id for m in ms}) == len(ms)
    for m in ms:
        assert len(re.findall(m.edit[0], base(m.base)[0])) == 1, m.id
    assert [m.obligation for m in MUTANTS] == sorted(m.obligation for m in MUTANTS)
    assert {m.obligation for m in MUTANTS} == {1, 2, 3, 4, 6}
    assert set(WITNESS) == {m.id for m in MUTANTS}
