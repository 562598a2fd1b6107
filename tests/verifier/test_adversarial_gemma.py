"""Planted bugs in the Gemma 3 kernels' PTX (backend/kernels/gemv_k.ptx): each mutant must fail its obligation
with a witness (tests/verifier/test_adversarial.check_witness: reason, launch, threads, PTX line, addresses;
for a family, the member's symbol values), never come out "proved"; the un-mutated entries must prove.

The bases are the Gemma profile's own configurations (registry_gemma.gemma_families), cut to one entry
(adversarial_base.entry_module), so a mutant is the shipped kernel with one edit.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

import pytest

from backend.kernels.registry import REGISTRY
from backend.kernels.registry_gemma import GEMMA_PROFILES, gemma_families
from tests.verifier.adversarial_base import entry_module, mut
from tests.verifier.test_adversarial import check_witness
from verifier import prove
from verifier.config import LaunchConfig

# short name -> (kernel, label) of a Gemma profile configuration
BASES = {
    "q5_0": ("gemv_q5_0", "m17-31_n256_k640"),  # a family: rows M in [17, 31] (stream-ordered)
    "q5_0_pdl": ("gemv_q5_0", "m2-16_n256_k640_pdl"),  # the same tile as a programmatic dependent (rows 2-16)
    "q5_0_r1": ("gemv_q5_0_r1", "m1_n256_k640_pdl"),  # the batch-1 programmatic dependent
    "q4_k_r1": ("gemv_q4_k_r1", "m1_n640_k1024_pdl"),
    "q6_k_r1": ("gemv_q6_k_r1", "m1_n640_k2048_pdl"),
    "q5_0_glu_r1": ("gemv_q5_0_glu_r1", "m1_n4096_k640_pdl"),  # the batch-1 gate|up GEMV with geglu in its epilogue
    "dq5_0": ("dequant_q5_0", "n163840"),
    "head_r1": ("gemv_head_q8_0_f32_r1", "m1_n262144_k640_pdl"),  # the batch-1 tied head (gemv_head.cu)
    # the staged batch-1 head (gemv_head.cu gemv_head_q8_0_f32_v2): 4 tiles of 8 rows per CTA through shared memory
    "head_r1v2": ("gemv_head_q8_0_f32_r1v2", "m1_n262144_k640_pdl"),
    # the batch-1 Q8_0 attn_v (gemv_q.cu gemv_q8_0_r1c1_f16): the 1-row f16 tile as a programmatic dependent
    "q8_0_r1": ("gemv_q8_0_r1", "m1_n256_k640_pdl"),
}


@cache
def base(short: str) -> tuple[str, LaunchConfig]:
    kernel, label = BASES[short]
    cfg = next(c for c in gemma_families(GEMMA_PROFILES["gemma3-270m"]) if c.kernel == kernel and c.label == label)
    d = REGISTRY[kernel]
    return entry_module(d.ptx_text(), d.entry), cfg


@dataclass(frozen=True)
class Mutant:
    id: str
    base: str
    obligation: int
    edit: tuple[str, str]  # (regex, replacement), matched exactly once
    why: str


# The 1-row tiles' weight loads of the first PF iterations are straight-line code (prefetched before the
# wait; at Gemma's K the remaining loop has no iteration), so a bug there is decided exactly.
MUTANTS = (
    Mutant("q5_0_r1_reads_past_k", "q5_0_r1", 3, (r"\t@%p5 bra \t\$L__BB1_8;\n", ""),
           "the kb < nb test of the third prefetched iteration dropped: lanes with kb = 20..23 read blocks past "
           "the row's K (past W's end for the last row)"),
    Mutant("q5_0_r1_block_stride_24", "q5_0_r1", 3, (r"mul\.lo\.s32 \t%r48, %r7, 22;", "mul.lo.s32 \t%r48, %r7, 24;"),
           "a lane's block offset uses a 24-byte stride instead of Q5_0's 22: the last row's last blocks overrun W"),
    Mutant("q5_0_store_row_guard_dropped", "q5_0", 3,
           (r"\tsetp\.ge\.u32 \t%p32, %r21, %r24;\n\t@%p32 bra \t\$L__BB0_19;\n", ""),
           "row m0 + 1 is stored without its m < M test: a CTA's tail row writes past y for M not a multiple of 4"),
    Mutant("q5_0_two_warps_one_column", "q5_0", 2, (r"shr\.u32 \t%r28, %r1, 5;", "shr.u32 \t%r28, %r1, 6;"),
           "warp index tid/64 instead of tid/32: warps 2w and 2w+1 own (and both store) the same output column"),
    Mutant("q5_0_r1_no_wait", "q5_0_r1", 2, (r"\tgriddepcontrol\.wait;\n", ""),
           "the batch-1 tile without griddepcontrol.wait: x (written by the previous kernel) is read unsynchronised"),
    Mutant("q4_k_r1_row_stride_160", "q4_k_r1", 3,
           (r"mul\.lo\.s32 \t%r147, %r4, 144;", "mul.lo.s32 \t%r147, %r4, 160;"),
           "Q4_K rows laid out with 160-byte super-blocks instead of 144: the last rows read past W"),
    Mutant("q6_k_r1_scale_past_block", "q6_k_r1", 3,
           (r"ld\.global\.nc\.u16 \t%rs267, \[%rd74\+208\];", "ld.global.nc.u16 \t%rs267, [%rd74+210];"),
           "Q6_K's f16 d read at byte 210 instead of 208 (the next super-block's first bytes; past W at the end)"),
    # gate|up + geglu (gemv_q5_0_glu_r1): warp n (< F = N / 2) reads the gate row n and the up row F + n; at K = 640
    # its three prefetched iterations are all of K (straight-line code before the wait)
    Mutant("q5_0_glu_up_row_past", "q5_0_glu_r1", 3,
           (r"cvt\.u64\.u32 \t%rd25, %r12;", "cvt.u64.u32 \t%rd25, %r12;\n\tadd.s64 \t%rd25, %rd25, 1;"),
           "the up row's address at F + n + 1 (its guard still tests F + n < N): the last warp's first up-row "
           "blocks lie past W (row 2F)"),
    Mutant("q5_0_glu_store_gate_up_column", "q5_0_glu_r1", 3,
           (r"add\.s64 \t%rd68, %rd66, %rd67;", "add.s64 \t%rd68, %rd66, %rd67;\n\tadd.s64 \t%rd68, %rd68, %rd67;"),
           "the activation stored at column 2n (as if y were the [M, 2F] gate|up output): past y [M, F] for "
           "n >= F / 2"),
    Mutant("q5_0_glu_no_wait", "q5_0_glu_r1", 2, (r"\tgriddepcontrol\.wait;\n", ""),
           "the fused gate|up GEMV without griddepcontrol.wait: x (the norm kernel's output before it) is read "
           "unsynchronised; only w is declared stable"),
    # the batch-1 tied head (gemv_head.cu): its five prefetched iterations cover K = 640, straight-line code
    Mutant("head_r1_block_stride_36", "head_r1", 3, (r"mul\.wide\.u32 \t%rd19, %r4, 34;", "mul.wide.u32 \t%rd19, %r4, 36;"),
           "rows laid out with 36-byte blocks instead of Q8_0's 34: the last rows' reads overrun W"),
    Mutant("head_r1_odd_block_second_word", "head_r1", 3, (r"\t@%p22 bra \t\$L__BB0_41;\n", ""),
           "the second (funnel-shift) word of row n0 + 1 loaded for odd blocks too in the fifth iteration: lane 31 "
           "reads the word at byte 680 of its row, past W for the last row (the same edit in row n0's load proves: "
           "n0 is even, never the last row)"),
    Mutant("head_r1_unaligned_word", "head_r1", 3, (r"and\.b32  \t%r131, %r130, 508;", "mov.b32 \t%r131, %r130;"),
           "the lane's word offset not rounded down to 4 bytes: even blocks' u32 loads are 2 mod 4"),
    Mutant("head_r1_no_wait", "head_r1", 2, (r"\tgriddepcontrol\.wait;\n", ""),
           "the head without griddepcontrol.wait: x (the output norm's rows, the kernel before it) is read "
           "unsynchronised; only w is declared stable"),
    # the staged head (gemv_head_q8_0_f32_v2): its 4 tiles are unrolled, straight-line code; one mutant per
    # obligation class it has (coverage, single writer and the grid dependency, bounds, barriers, power)
    Mutant("head_r1v2_tile1_stored_at_tile2", "head_r1v2", 1,
           (r"st\.global\.f32 \t\[%rd64\+32\]", "st.global.f32 \t[%rd64+64]"),
           "tile 1's two rows stored 8 rows on (at tile 2's): rows 32*bx + 8 .. 15 are never written (and tile 2's "
           "twice)"),
    Mutant("head_r1v2_staging_read_before_barrier", "head_r1v2", 2,
           (r"\tsetp\.gt\.u32 \t%p52, %r1271, 83;\n\tbar\.sync \t0;\n", "\tsetp.gt.u32 \t%p52, %r1271, 83;\n"),
           "the barrier after tile 1's st.shared dropped: the lanes read buffer 1 while other threads still store "
           "tile 1 into it (a read-write race in one barrier interval)"),
    Mutant("head_r1v2_one_buffer", "head_r1v2", 2,
           (r"st\.shared\.v4\.u32 \t\[%r1258\], ", "st.shared.v4.u32 \t[%r1258+5440], "),
           "tile 2's first chunks stored into buffer 1 (single buffering): they overwrite tile 1's bytes while "
           "slower warps still read them, in the same barrier interval"),
    Mutant("head_r1v2_two_lanes_one_y", "head_r1v2", 2,
           (r"and\.b32  \t%r416, %r2, 15;", "and.b32 \t%r416, %r2, 7;"),
           "the store guard lane % 16 == 0 weakened to lane % 8 == 0: lanes 8 and 24 store rows n0 and n0 + 1 too, "
           "two writers of one y element"),
    Mutant("head_r1v2_no_wait", "head_r1v2", 2, (r"\tgriddepcontrol\.wait;\n", ""),
           "the staged head without griddepcontrol.wait: x (the output norm's row, the kernel before it) is read "
           "unsynchronised; only w is declared stable"),
    Mutant("head_r1v2_prefetch_past_tile", "head_r1v2", 3,
           (r"setp\.gt\.u32 \t%p50, %r1262, 83;", "setp.gt.u32 \t%p50, %r1262, 84;"),
           "thread 84 also loads a third chunk of tile 3: the 16 bytes after the CTA's last row, past W for the "
           "last CTA"),
    Mutant("head_r1v2_word_past_row", "head_r1v2", 3,
           (r"add\.s32 \t%r144, %r141, 6;", "add.s32 \t%r144, %r141, 10;"),
           "lane (g = 3, s = 6) reads its o2 word one word on, past its block: at it = 4, past its row (past the "
           "shared array for warp 3's second row in buffer 1)"),
    Mutant("head_r1v2_barrier_skipped", "head_r1v2", 4,
           (r"\$L__BB1_21:\n(\tmov\.u32 \t%r1262, %tid\.x;\n\tsetp\.gt\.u32 \t%p50, %r1262, 83;\n)\tbar\.sync \t0;\n",
            "\\1\tbar.sync \t0;\n$L__BB1_21:\n\\1"),
           "threads 84..127 (no third chunk) branch past tile 2's barrier: a bar.sync not every thread of the CTA "
           "reaches"),
    Mutant("head_r1v2_twelve_ctas_per_sm", "head_r1v2", 5, (r"\.minnctapersm 10", ".minnctapersm 12"),
           "12 CTAs per SM asked of ptxas: 40 registers, the x fragments and chunks spilled to local memory "
           "(the configuration allows none)"),
    Mutant("head_r1v2_no_power_guard", "head_r1v2", 6,
           (r"\tsetp\.ne\.s32 \t%p1, %r84, 1;\n\t@%p1 bra \t\$L__BB1_29;\n", ""),
           "the power guard dropped: a power = 0 launch writes y"),
    Mutant("q8_0_r1_no_wait", "q8_0_r1", 2, (r"\tgriddepcontrol\.wait;\n", ""),
           "the batch-1 Q8_0 v GEMV without griddepcontrol.wait: x (the norm kernel's output before it) is read "
           "unsynchronised"),
    Mutant("q8_0_r1_no_power_guard", "q8_0_r1", 6,
           (r"\tsetp\.ne\.s32 \t%p1, %r67, 1;\n\t@%p1 bra \t\$L__BB13_54;\n", ""),
           "the power guard dropped: a power = 0 launch writes y"),
    Mutant("dq5_0_no_power_guard", "dq5_0", 6, (r"\tsetp\.ne\.s32 \t%p1, %r3, 1;\n\t@%p1 bra \t\$L__BB9_3;\n", ""),
           "the power guard dropped: a power = 0 launch writes dst"),
)
# The same read-past-K / stride bugs inside the 4x1 tile's K loop: the verifier summarises (havocs) that loop,
# so it reports the violation with a witness marked possibly spurious ("unknown"), never "proved".
LOOP_MUTANTS = (
    Mutant("q5_0_pdl_no_wait", "q5_0_pdl", 2, (r"\tgriddepcontrol\.wait;\n", ""),
           "the 4x1 tile as a dependent without griddepcontrol.wait: x (the norm kernel's output before it) is "
           "read unsynchronised (its declared stable params are none); the read sits in the summarised K loop"),
    Mutant("q5_0_loop_reads_past_k", "q5_0", 3,
           (r"\tsetp\.ge\.u32 \t%p4, %r191, %r31;\n\t@%p4 bra \t\$L__BB0_13;\n", ""),
           "the kb < nb test of the K loop dropped (4x1 tile)"),
    Mutant("q5_0_loop_block_stride_24", "q5_0", 3,
           (r"mul\.lo\.s64 \t%rd31, %rd30, 22;", "mul.lo.s64 \t%rd31, %rd30, 24;"),
           "the K loop's block offset with a 24-byte stride (4x1 tile)"),
)


def _statuses(art) -> dict[int, dict]:
    return {o["id"]: o for o in art.doc["obligations"]}


@pytest.mark.parametrize("short", sorted(BASES))
def test_base_proves(short: str) -> None:
    ptx, cfg = base(short)
    art = prove(ptx, cfg)
    assert art.ok, art.statuses()


@pytest.mark.parametrize("m", MUTANTS, ids=[m.id for m in MUTANTS])
def test_mutant_fails_with_witness(m: Mutant) -> None:
    ptx, cfg = base(m.base)
    art = prove(mut(ptx, *m.edit), cfg)
    assert not art.ok, f"every obligation proved: {m.why}"
    o = _statuses(art)[m.obligation]
    assert o["status"] == "failed", (m.id, o["status"], o["detail"][:300], art.statuses())
    check_witness(m.obligation, o["witness"], cfg)


@pytest.mark.parametrize("m", LOOP_MUTANTS, ids=[m.id for m in LOOP_MUTANTS])
def test_loop_mutant_is_never_proved(m: Mutant) -> None:
    ptx, cfg = base(m.base)
    art = prove(mut(ptx, *m.edit), cfg)
    o = _statuses(art)[m.obligation]
    assert o["status"] in ("failed", "unknown"), (m.id, o["status"], art.statuses())
    w = o["witness"]
    assert w and w.get("reason") and w["access"]["buffer"] in ("w", "x"), w  # W or the x row past K
    assert o["status"] == "failed" or w["access"].get("summarised_loop"), w


def test_staged_head_mutants_cover_its_obligation_classes() -> None:
    """The staged head (gemv_head_q8_0_f32_v2) has a planted bug for each obligation it could break: coverage (a
    tile stored at the wrong rows), single writer (its shared staging read before the barrier or single-buffered,
    two lanes storing one y, x read before griddepcontrol.wait), bounds (global and shared reads past a row),
    barrier uniformity, resources and power."""
    staged = [m for m in MUTANTS if m.base == "head_r1v2"]
    assert {m.obligation for m in staged} == {1, 2, 3, 4, 5, 6}
    assert {"head_r1v2_staging_read_before_barrier", "head_r1v2_one_buffer", "head_r1v2_two_lanes_one_y",
            "head_r1v2_no_wait"} <= {m.id for m in staged if m.obligation == 2}


def test_mutants_cover_the_named_bug_classes() -> None:
    """At least four planted bugs, over reads past K, block strides, dropped guards and two writers."""
    ids = {m.id for m in MUTANTS}
    assert len(MUTANTS) >= 4 and len(ids) == len(MUTANTS)
    assert {"q5_0_r1_reads_past_k", "q5_0_r1_block_stride_24", "q5_0_store_row_guard_dropped",
            "q5_0_two_warps_one_column"} <= ids
