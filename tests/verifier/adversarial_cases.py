"""The planted-bug suite (issue 14): mutants of shipped kernels and of new fixtures the verifier must reject.

Each Case is one planted bug: an edit of a base's nvcc-emitted PTX (adversarial_base.py) or of its
launch configuration, the obligation that must then fail with a witness, and tags naming the hole
(issue 14, holes 1-5) and the obligation / instruction classes it exercises. The expected outcome is
the specification, whether or not the verifier meets it today (no xfail): test_adversarial.py says
which cases the tree currently rejects.

Expectations:
  FAIL         the named obligation is "failed" with a witness (reason, launch, threads, line/address);
  FAIL_OR_UNS  as FAIL, or "unsupported" (explicitly, with a reason) -- only for instructions the
               issue allows the verifier not to model (wmma/ldmatrix/cp.async memory effects, trap,
               addresses it cannot attribute);
  FAIL_OR_NONTERM  as FAIL, or "unknown" naming the loop that is not shown to terminate (coverage of
               stores behind a loop the verifier cannot show to end is never claimed);
  VACUOUS      the configuration is refused (ConfigError) or some obligation is "vacuous";
  REFUSED      LaunchConfig.from_json refuses the JSON (ConfigError);
  REFUSED_PATH as REFUSED, or (if accepted) writing its artifact refuses and writes nothing outside --out.
Never acceptable: every obligation "proved".
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any

from tests.verifier.adversarial_base import add_regs, bases, mut, with_range
from verifier.config import Buffer, LaunchConfig, OutputRegion, ParamDecl, ParamType, ResourceLimits


class Exp(StrEnum):
    FAIL = "fail"
    FAIL_OR_UNS = "fail_or_unsupported"
    FAIL_OR_NONTERM = "fail_or_not_shown_terminating"
    VACUOUS = "vacuous"
    REFUSED = "refused"
    REFUSED_PATH = "refused_path"


@dataclass(frozen=True)
class Case:
    """One planted bug. `ptx`/`cfg` for prover cases; `json` for configuration-refusal cases."""

    id: str
    tags: tuple[str, ...]  # "hole1".."hole5", "ob1".."ob7", instruction classes (CLASSES), "new"
    expect: Exp
    obligation: int | None
    ptx: str | None = None
    cfg: LaunchConfig | None = None
    json: dict[str, Any] | None = None
    why: str = ""


HOLES = ("hole1", "hole2", "hole3", "hole4", "hole5")
OBLIGATIONS = ("ob1", "ob2", "ob3", "ob4", "ob5", "ob6", "ob7")
CLASSES = ("int", "shift", "bitfield", "setp_selp", "cvt", "vector", "atomic", "space", "barrier", "griddep",
           "warp", "tensor", "cp_async", "param", "call", "family")

WMMA_REGS = ".reg .b32 \t%wq<8>;\n\t.reg .f32 \t%wf<8>;"
WQ = "{%wq0, %wq1, %wq2, %wq3, %wq4, %wq5, %wq6, %wq7}"
WF = "{%wf0, %wf1, %wf2, %wf3, %wf4, %wf5, %wf6, %wf7}"


def _cases() -> list[Case]:  # noqa: PLR0915 - one flat table reads best
    B = bases()
    cs: list[Case] = []

    def add(id_: str, tags: tuple[str, ...], expect: Exp, ob: int | None, base: str, ptx: str | None = None,
            cfg: LaunchConfig | None = None, why: str = "") -> None:
        b = B[base]
        cs.append(Case(f"{base}/{id_}", tags, expect, ob, b.ptx if ptx is None else ptx, b.cfg if cfg is None else cfg,
                       why=why))

    F, U = Exp.FAIL, Exp.FAIL_OR_UNS
    copy_, hist, bits, warp = B["copy"].ptx, B["hist_u8"].ptx, B["bits_idx"].ptx, B["warp_sum"].ptx
    va, rms, gemm, cpa, ldm = B["vec_add"].ptx, B["rmsnorm"].ptx, B["gemm"].ptx, B["cpa_shift"].ptx, B["ldm_copy"].ptx
    pdl, resid, dq, emb, greedy = B["pdl_scale"].ptx, B["resid"].ptx, B["dequant"].ptx, B["embed"].ptx, B["greedy"].ptx

    # ------------------------------------------------------------------ hole 1: memory instructions as values
    # the barrier that publishes the first K tile (stage 0 of As/Bs); the fragment loads of that stage follow
    g_bar = r"(\tbar\.sync \t0;)(?=\n\tadd\.s32 \t%r166, %r117, 31;)"
    gw = add_regs(gemm, WMMA_REGS)
    add("wmma_load_shared_oob", ("hole1", "tensor", "ob3"), U, 3, "gemm", mut(
        gw, g_bar, r"\1\n\twmma.load.a.sync.aligned.row.m16n16k16.shared.f16 \t" + WQ + ", [%r159+65536], 16;"),
        why="issue 14 hole 1: wmma.load 64 KiB past the 10 KiB shared As array (two 5 KiB stages)")
    add("wmma_load_global_oob", ("hole1", "tensor", "ob3"), U, 3, "gemm", mut(
        gw, g_bar, r"\1\n\twmma.load.a.sync.aligned.row.m16n16k16.global.f16 \t" + WQ + ", [%rd2+1048576], 64;"),
        why="wmma.load from the A operand 1 MiB past its 8 KiB buffer")
    add("wmma_load_stride_oob", ("hole1", "tensor", "ob3"), U, 3, "gemm", mut(
        gw, g_bar, r"\1\n\twmma.load.a.sync.aligned.row.m16n16k16.shared.f16 \t" + WQ + ", [%r159], 4096;"),
        why="wmma.load rows 8 KiB apart (ldm 4096 halves) out of the 10 KiB As array")
    add("wmma_store_into_input", ("hole1", "tensor", "ob3"), U, 3, "gemm", mut(
        gw, g_bar, r"\1\n\twmma.store.d.sync.aligned.row.m16n16k16.global.f32 \t[%rd2], " + WF + ", 64;"),
        why="wmma.store.d into the role-in A buffer")
    add("wmma_store_shared_race", ("hole1", "tensor", "ob2"), U, 2, "gemm", mut(
        gw, g_bar, r"\1\n\twmma.store.d.sync.aligned.row.m16n16k16.shared.f32 \t[%r161], " + WF + ", 16;"),
        why="wmma.store.d into Bs stage 0 while other warps read it in the same barrier interval")
    add("ldmatrix_gemm_oob", ("hole1", "tensor", "ob3"), U, 3, "gemm", mut(
        gw, g_bar, r"\1\n\tldmatrix.sync.aligned.m8n8.x4.shared.b16 \t{%wq0, %wq1, %wq2, %wq3}, [%r159+10240];"),
        why="ldmatrix rows past the 10 KiB As array")
    # ldmatrix fixture (lane l writes row l^1; ldmatrix reads row l)
    add("ldmatrix_row_oob", ("tensor", "ob3"), U, 3, "ldm_copy", mut(ldm, r"\[%r6\];", "[%r6+16];"),
        why="row addresses shifted by one row: lane 31 reads past the 512-byte tile")
    add("ldmatrix_missing_barrier", ("tensor", "barrier", "ob2"), U, 2, "ldm_copy",
        mut(ldm, r"\tbar\.sync \t0;\n", ""), why="ldmatrix reads rows other lanes stored, no barrier between")
    add("ldmatrix_misaligned", ("tensor", "ob3"), U, 3, "ldm_copy", mut(ldm, r"add\.s32 \t%r6, %r10, %r8;",
                                                                         "add.s32 \t%r6, %r10, %r8;\n\tadd.s32 \t%r6, %r6, 8;"),
        why="ldmatrix row addresses 8 bytes off their required 16-byte alignment")
    add("ldmatrix_out_store_oob", ("tensor", "vector", "ob3"), U, 3, "ldm_copy",
        mut(ldm, r"st\.global\.v4\.u32 \t\[%rd7\]", "st.global.v4.u32 \t[%rd7+16]"),
        why="the fragment store shifted by one 16-byte row: the last lane writes past out")

    # ------------------------------------------------------------------ cp.async
    add("cp_async_no_wait", ("cp_async", "ob2"), U, 2, "cpa_shift", mut(cpa, r"\tcp\.async\.wait_all;\n", ""),
        why="reads the neighbour's cp.async destination without waiting for the copy to complete")
    add("cp_async_no_barrier", ("cp_async", "barrier", "ob2"), U, 2, "cpa_shift",
        mut(cpa, r"\tbar\.sync \t0;\n", ""), why="waits for its own copy only, reads the neighbour's without a barrier")
    add("cp_async_src_oob", ("cp_async", "ob3"), U, 3, "cpa_shift",
        mut(cpa, r"\[%rd3\], 16;", "[%rd3+16], 16;"), why="cp.async source one 16-byte chunk past x for the last thread")
    add("cp_async_dst_oob", ("cp_async", "ob3"), U, 3, "cpa_shift",
        mut(cpa, r"cp\.async\.cg\.shared\.global \[%r2\]", "cp.async.cg.shared.global [%r2+2048]"),
        why="cp.async destination past the 2 KiB shared tile")
    add("cp_async_misaligned", ("cp_async", "ob3"), U, 3, "cpa_shift",
        mut(cpa, r"\[%rd3\], 16;", "[%rd3+8], 16;"), why="16-byte cp.async from an 8-byte-aligned source")

    # ------------------------------------------------------------------ hole 2 + warp collectives
    add("shfl_half_mask", ("hole2", "warp", "ob4"), F, 4, "warp_sum", mut(warp, r"mov\.u32 \t%r8, -1;",
                                                                          "mov.u32 \t%r8, 65535;"),
        why="issue 14 hole 2: shfl.sync/vote.sync member mask 0x0000ffff executed by all 32 lanes")
    add("rmsnorm_shfl_half_mask", ("hole2", "warp", "ob4"), F, 4, "rmsnorm",
        mut(rms, r"mov\.u32 \t%r16, -1;", "mov.u32 \t%r16, 65535;"), why="first warp reduction with mask 0xffff")
    add("greedy_shfl_half_mask", ("hole2", "warp", "ob4"), F, 4, "greedy",
        mut(greedy, r"mov\.u32 \t%r189, -1;", "mov.u32 \t%r189, 65535;"), why="greedy's count reduction, mask 0xffff")
    add("attn_shfl_half_mask", ("hole2", "warp", "ob4"), F, 4, "attn",
        mut(B["attn"].ptx, r"mov\.u32 \t%r167, -1;", "mov.u32 \t%r167, 65535;"), why="attention's max reduction")
    add("vote_half_mask", ("hole2", "warp", "ob4"), F, 4, "warp_sum",
        mut(warp, r"vote\.sync\.ballot\.b32 \t%r1, %p3, %r8;", "vote.sync.ballot.b32 \t%r1, %p3, 65535;"),
        why="ballot with member mask 0x0000ffff executed by all lanes")
    lane16 = "and.b32 \t%wl, %r5, 31;\n\tsetp.lt.u32 \t%wp, %wl, 16;\n\t"
    add("shfl_divergent_branch", ("warp", "ob4"), F, 4, "warp_sum", mut(
        add_regs(warp, ".reg .pred \t%wp;\n\t.reg .b32 \t%wl;"), r"(\tshfl\.sync\.bfly\.b32 \t%r12\|%p4)",
        "\t" + lane16 + "@%wp shfl.sync.bfly.b32 \t%r12|%p4"),
        why="full-mask shfl executed by lanes 0-15 only")
    add("vote_divergent_branch", ("warp", "ob4"), F, 4, "warp_sum", mut(
        add_regs(warp, ".reg .pred \t%wp;\n\t.reg .b32 \t%wl;"), r"\tvote\.sync\.ballot\.b32 \t%r1, %p3, %r8;",
        "\t" + lane16 + "@%wp vote.sync.ballot.b32 \t%r1, %p3, %r8;"), why="full-mask ballot by half a warp")
    add("shfl_after_exit_of_tail", ("warp", "ob4"), F, 4, "warp_sum", mut(
        warp, r"(\tmov\.u32 \t%r7, 4;)", "\tsetp.eq.u32 \t%p9, %r5, 127;\n\t@%p9 bra \t$L__BB0_3;\n" + r"\1"),
        why="the last thread of each CTA leaves before the full-mask collectives")
    add("warp_out_index_race", ("warp", "shift", "ob2"), F, 2, "warp_sum",
        mut(warp, r"shr\.u32 \t%r29, %r6, 5;", "shr.u32 \t%r29, %r6, 6;"),
        why="two warps store their sums to one element (i >> 6)")

    # ------------------------------------------------------------------ hole 3 / obligation 5 resources
    add("copy_maxntid_128", ("hole3", "ob5"), F, 5, "copy", mut(copy_, r"\.maxntid 256, 1, 1", ".maxntid 128, 1, 1"),
        why="issue 14 hole 3: .maxntid 128 on a kernel launched with 256 threads")
    add("resid_maxntid_128", ("hole3", "ob5"), F, 5, "resid", mut(resid, r"\.maxntid 256, 1, 1", ".maxntid 128, 1, 1"))
    add("embed_maxntid_64", ("hole3", "ob5"), F, 5, "embed", mut(emb, r"\.maxntid 256, 1, 1", ".maxntid 64, 1, 1"))
    add("hist_maxntid_2d", ("hole3", "ob5"), F, 5, "hist_u8", mut(hist, r"\.maxntid 256, 1, 1", ".maxntid 16, 8, 1"),
        why=".maxntid 16x8 (128 threads) on a 256x1 launch")
    add("bits_reqntid_128", ("hole3", "ob5"), F, 5, "bits_idx", mut(bits, r"\.maxntid 256, 1, 1", ".reqntid 128, 1, 1"),
        why=".reqntid 128 on a 256-thread launch")
    add("copy_reqntid_shape", ("hole3", "ob5"), F, 5, "copy", mut(copy_, r"\.maxntid 256, 1, 1", ".reqntid 128, 2, 1"),
        why=".reqntid 128x2 on a 256x1 launch (same count, other shape)")
    add("hist_shared_over_227k", ("ob5",), F, 5, "hist_u8", mut(hist, r"_ZZ7hist_u8E1h\[1024\]",
                                                               "_ZZ7hist_u8E1h[240000]"),
        cfg=replace(B["hist_u8"].cfg, limits=ResourceLimits(max_shared_bytes=300_000)),
        why="a 234 KiB static shared array (over 227 KiB per CTA)")
    add("copy_register_limit", ("ob5",), F, 5, "copy", cfg=replace(B["copy"].cfg, limits=ResourceLimits(max_registers=4)))
    add("gemm_dynamic_shared", ("ob5",), F, 5, "gemm", cfg=replace(B["gemm"].cfg, dynamic_shared_bytes=220 * 1024),
        why="220 KiB dynamic + 20 KiB static shared memory (As, Bs: 10 KiB each)")
    add("cpa_cluster_dims", ("ob5",), U, 5, "cpa_shift", mut(cpa, r"\.maxntid 128, 1, 1",
                                                               ".maxntid 128, 1, 1\n.reqnctapercluster 2, 1, 1"),
        why="a kernel that requires 2-CTA clusters, launched without clusters on an odd grid")

    # ------------------------------------------------------------------ obligation 1: coverage
    add("copy_guard_n_minus_1", ("ob1", "int"), F, 1, "copy",
        mut(copy_, r"(ld\.param\.u32 \t%r2, \[copy_u32_param_2\];)", r"\1\n\tadd.s32 \t%r2, %r2, -1;"),
        why="off-by-one guard: the last element is never written")
    add("resid_store_drops_ctaid", ("ob1", "int"), F, 1, "resid",
        mut(resid, r"mad\.lo\.s32 \t%r1, %r4, %r5, %r6;", "mov.u32 \t%r1, %r6;"),
        why="index drops blockIdx: elements >= 256 are never written")
    add("dequant_store_stride_4", ("ob1", "int"), F, 1, "dequant",
        mut(dq, r"mul\.wide\.u32 \t%rd9, %r1, 2;", "mul.wide.u32 \t%rd9, %r1, 4;"),
        cfg=replace(B["dequant"].cfg, buffers=tuple((k, Buffer(v.size_bytes * (2 if k == "dst" else 1), v.align))
                                                     for k, v in B["dequant"].cfg.buffers)),
        why="stores at stride 4 bytes (every other half): odd elements never written (buffer doubled: no OOB)")
    add("vec_add_lane_skipped", ("ob1", "setp_selp"), F, 1, "vec_add", mut(
        add_regs(va, ".reg .pred \t%q<2>;"), r"\tst\.global\.f32 \t\[%rd10\], %f3;",
        "\tsetp.ne.u32 \t%q1, %r6, 7;\n\t@%q1 st.global.f32 \t[%rd10], %f3;"),
        why="a predicated store whose guard drops lane 7 of every CTA")
    add("hist_ret_before_store", ("ob1",), F, 1, "hist_u8", mut(
        add_regs(hist, ".reg .pred \t%q<2>;"), r"(\tld\.shared\.u32 \t%r19, \[%r2\];)",
        "\tsetp.eq.u32 \t%q1, %r1, 255;\n\t@%q1 ret;\n" + r"\1"),
        why="thread 255 returns after the last barrier, before its store")
    add("embed_row_drops_ctaid_y", ("ob1", "int"), F, 1, "embed",
        mut(emb, r"mul\.lo\.s64 \t%rd16, %rd15, %rd1;", "mov.u64 \t%rd16, 0;"),
        why="every token row stores into row 0")
    add("bits_trap_on_path", ("ob1",), U, 1, "bits_idx", mut(
        add_regs(bits, ".reg .pred \t%q<2>;"), r"(\tst\.global\.u16 \t\[%rd8\], %rs1;)",
        "\tsetp.eq.u32 \t%q1, %r1, 300;\n\t@%q1 trap;\n" + r"\1"), why="thread 300 traps before its store")
    add("copy_nonterminating_loop", ("ob1", "new"), Exp.FAIL_OR_NONTERM, 1, "copy", mut(
        add_regs(copy_, ".reg .pred \t%q<2>;\n\t.reg .b32 \t%qi;"), r"(\tcvta\.to\.global\.u64 \t%rd3, %rd1;)",
        "\tmov.u32 \t%qi, %r6;\n$ADV_SPIN:\n\tadd.s32 \t%qi, %qi, 2;\n\tsetp.ne.u32 \t%q1, %qi, 1000;\n"
        "\t@%q1 bra \t$ADV_SPIN;\n" + r"\1"),
        why="odd threads spin forever (i += 2 from tid never reaches 1000 for odd tid): their stores never happen")

    # ------------------------------------------------------------------ obligation 2: races
    add("hist_no_init_barrier", ("ob2", "barrier", "atomic"), F, 2, "hist_u8",
        mut(hist, r"(st\.shared\.u32 \t\[%r2\], %r24;\n)\tbar\.sync \t0;\n", r"\1"),
        why="bins zeroed and incremented by other threads in one barrier interval")
    add("hist_no_final_barrier", ("ob2", "barrier", "atomic"), F, 2, "hist_u8",
        mut(hist, r"\tbar\.sync \t0;\n(\tld\.shared\.u32 \t%r19)", r"\1"),
        why="bins read while other threads still increment them")
    add("hist_atomic_to_store", ("ob2", "atomic"), F, 2, "hist_u8",
        mut(hist, r"atom\.shared\.add\.u32 \t%r18, \[%r17\], 1;", "st.shared.u32 \t[%r17], %r24;"),
        why="a non-atomic read-modify-write of a shared bin (two threads, one bin)")
    add("hist_total_plain_store", ("ob2", "atomic"), F, 2, "hist_u8",
        mut(hist, r"atom\.global\.add\.u32 \t%r22, \[%rd2\], 1;", "st.global.u32 \t[%rd2], %r13;"),
        why="thread 0 of every CTA stores the counter non-atomically")
    add("gemm_no_trailing_barrier", ("ob2", "barrier"), F, 2, "gemm",
        mut(gemm, r"(ld\.shared\.u32 \t%r352, \[%r368\+1968\];[\s\S]*?)\tbar\.sync \t0;\n", r"\1"),
        why="the loop's only bar.sync dropped: a warp's stores of the next K tile into the other As/Bs stage "
            "race with other warps' reads of that stage on the next trip")
    add("gemm_bs_aliases_as", ("ob2", "space"), F, 2, "gemm",
        mut(gemm, r"add\.s32 \t%r161, %r160, %r157;", "add.s32 \t%r161, %r158, %r157;\n\tadd.s32 \t%r161, %r161, 16;"),
        why="first B tile stored into As one 16-byte chunk on: thread t writes thread t+1's As chunk in the same "
            "interval")
    add("greedy_missing_barrier", ("ob2", "barrier"), F, 2, "greedy",
        mut(greedy, r"(st\.shared\.u64 \t\[%r183\], %rd3;\n\n\$L__BB2_22:\n)\tbar\.sync \t0;\n", r"\1"),
        why="warp maxima read by every thread before all warps stored them")
    add("pdl_no_wait", ("ob2", "griddep"), F, 2, "pdl_scale", mut(pdl, r"\tgriddepcontrol\.wait;\n", ""),
        why="reads x (the previous grid's output) without griddepcontrol.wait")
    add("pdl_wait_after_read", ("ob2", "griddep"), F, 2, "pdl_scale",
        mut(pdl, r"\tgriddepcontrol\.wait;\n([\s\S]*?ld\.global\.f32 \t%f2, \[%rd8\];\n)", r"\1\tgriddepcontrol.wait;\n"),
        why="griddepcontrol.wait moved after the read of x")
    add("pdl_wait_lane0_only", ("ob2", "griddep"), F, 2, "pdl_scale", mut(
        add_regs(pdl, ".reg .pred \t%q<2>;"), r"\tgriddepcontrol\.wait;",
        "\tsetp.eq.u32 \t%q1, %r5, 0;\n\t@%q1 griddepcontrol.wait;"),
        why="only thread 0 waits; the others read x early")
    add("pdl_store_before_wait", ("ob2", "griddep"), F, 2, "pdl_scale",
        mut(pdl, r"(\tgriddepcontrol\.launch_dependents;\n)", "\tcvta.to.global.u64 \t%rd9, %rd3;\n"
            "\tadd.s64 \t%rd10, %rd9, %rd5;\n\tst.global.f32 \t[%rd10], %f1;\n" + r"\1"),
        why="stores y before waiting (the previous grid may still read or write it)")
    add("glu_pdl_no_wait", ("ob2", "griddep"), F, 2, "glu_pdl",
        mut(B["glu_pdl"].ptx, r"\tgriddepcontrol\.wait;\n", ""), why="the shipped fused GEMV without its wait")
    add("copy_32bit_byte_offset_wrap", ("ob2", "int"), F, 2, "copy",
        mut(add_regs(copy_, ".reg .b32 \t%qo;"), r"mul\.wide\.u32 \t%rd4, %r1, 4;",
            "mul.lo.s32 \t%qo, %r1, 4;\n\tcvt.u64.u32 \t%rd4, %qo;"),
        cfg=replace(B["copy"].cfg, **_copy_n((1 << 30) + 256)),
        why="mul.lo.s32 byte offset wraps at 2^30 elements: two threads store one element")
    add("bits_shl_wrong", ("ob2", "shift"), F, 2, "bits_idx", mut(bits, r"shl\.b32 \t%r9, %r1, 4;", "shl.b32 \t%r9, %r1, 3;"),
        why="the permutation's shift by 3: two lanes map to one element")
    add("bits_shr_clamped", ("ob2", "shift"), F, 2, "bits_idx", mut(bits, r"shr\.u32 \t%r7, %r1, 4;", "shr.u32 \t%r7, %r1, 36;"),
        why="a shift by 36 is clamped to 32 (result 0): the low nibble collapses")
    add("bits_selp_swapped", ("ob2", "setp_selp"), F, 2, "bits_idx",
        mut(bits, r"selp\.b32 \t%r15, %r11, %r13, %p3;", "selp.b32 \t%r15, %r13, %r11, %p3;"),
        why="selp operands swapped: all but one lane of a block store to its first element")
    add("bits_setp_inverted", ("ob2", "setp_selp"), F, 2, "bits_idx",
        mut(bits, r"setp\.eq\.s32 \t%p3, %r14, 0;", "setp.ne.s32 \t%p3, %r14, 0;"), why="the selp condition inverted")
    add("bits_bfe_len3", ("ob2", "bitfield"), F, 2, "bits_idx",
        mut(bits, r"shr\.u32 \t%r7, %r1, 4;\n\tand\.b32  \t%r8, %r7, 15;", "bfe.u32 \t%r8, %r1, 4, 3;"),
        why="bfe of 3 bits where 4 are needed")
    add("bits_bfi_pos5", ("ob2", "bitfield"), F, 2, "bits_idx",
        mut(bits, r"shl\.b32 \t%r9, %r1, 4;\n\tand\.b32  \t%r10, %r9, 240;\n\tand\.b32  \t%r11, %r1, -256;\n"
            r"\tor\.b32  \t%r12, %r10, %r11;", "and.b32 \t%r11, %r1, -256;\n\tbfi.b32 \t%r12, %r1, %r11, 5, 3;"),
        why="bfi inserts 3 bits at position 5 instead of 4 bits at 4")
    add("bits_bfe_signed", ("ob3", "bitfield"), F, 3, "bits_idx",
        mut(bits, r"shr\.u32 \t%r7, %r1, 4;\n\tand\.b32  \t%r8, %r7, 15;", "bfe.s32 \t%r8, %r1, 4, 4;"),
        why="bfe.s32 sign-extends nibbles >= 8: the index gets its high bits set and leaves out")
    add("bits_bfi_len0", ("ob2", "bitfield"), F, 2, "bits_idx",
        mut(bits, r"shl\.b32 \t%r9, %r1, 4;\n\tand\.b32  \t%r10, %r9, 240;\n\tand\.b32  \t%r11, %r1, -256;\n"
            r"\tor\.b32  \t%r12, %r10, %r11;", "and.b32 \t%r11, %r1, -256;\n\tbfi.b32 \t%r12, %r1, %r11, 4, 0;"),
        why="bfi of length 0 inserts nothing: the low nibble of i is lost")
    add("bits_bfe_s32_past_msb", ("ob3", "bitfield", "new"), F, 3, "bits_idx", mut(
        add_regs(bits, ".reg .b32 \t%qx;\n\t.reg .b32 \t%qb;"), r"(\tcvta\.to\.global\.u64 \t%rd6, %rd2;)",
        "\tshl.b32 \t%qx, %r6, 31;\n\tbfe.s32 \t%qb, %qx, 28, 8;\n\tand.b32 \t%qb, %qb, 240;\n"
        "\tadd.s32 \t%r15, %r15, %qb;\n" + r"\1"),
        why="bfe.s32 with pos + len > 32: PTX fills field bits past the msb with the sign bit (odd threads add 240 "
            "to the index and store past the end); modelled as zeros, the planted offset vanishes")
    add("bits_mul_hi", ("ob2", "int"), F, 2, "bits_idx", mut(bits, r"mad\.lo\.s32 \t%r1, %r4, %r5, %r6;",
                                                                "mad.hi.u32 \t%r1, %r4, %r5, %r6;"),
        why="mad.hi instead of mad.lo: every CTA computes index tid")
    add("bits_mul24_hi", ("ob2", "int"), F, 2, "bits_idx", mut(bits, r"mad\.lo\.s32 \t%r1, %r4, %r5, %r6;",
                                                                  "mul24.hi.u32 \t%r1, %r4, %r5;\n\tadd.s32 \t%r1, %r1, %r6;"),
        why="mul24.hi keeps bits 16-47 of the product: the CTA offset vanishes")
    add("bits_div_index", ("ob2", "int"), F, 2, "bits_idx", mut(bits, r"(mad\.lo\.s32 \t%r1, %r4, %r5, %r6;)",
                                                                   r"\1\n\tdiv.u32 \t%r1, %r1, 2;\n\tshl.b32 \t%r1, %r1, 1;"),
        why="index rounded down to even (div.u32 / shl): odd threads write their neighbour's element")
    add("bits_cvt_u8_trunc", ("ob2", "cvt"), F, 2, "bits_idx", mut(add_regs(bits, ".reg .b16 \t%qs;"),
                                                                   r"mul\.wide\.u32 \t%rd7, %r15, 2;",
                                                                   "cvt.u16.u32 \t%qs, %r15;\n\tcvt.u8.u16 \t%qs, %qs;\n"
                                                                   "\tmul.wide.u16 \t%r15, %qs, 2;\n\tcvt.u64.u32 \t%rd7, %r15;"),
        why="the store index truncated to 8 bits: CTAs collide")
    add("bits_lop3_wrong", ("ob2", "bitfield"), F, 2, "bits_idx",
        mut(bits, r"or\.b32  \t%r13, %r12, %r8;", "lop3.b32 \t%r13, %r12, %r8, 0, 0xC0;"),
        why="lop3 LUT 0xC0 (a & b) where a | b (0xFC) is meant")
    add("copy_cvt_u16_index", ("ob2", "cvt"), F, 2, "copy", mut(
        add_regs(copy_, ".reg .b16 \t%qs;\n\t.reg .b32 \t%qo;"), r"mul\.wide\.u32 \t%rd4, %r1, 4;",
        "cvt.u16.u32 \t%qs, %r1;\n\tcvt.u32.u16 \t%qo, %qs;\n\tmul.wide.u32 \t%rd4, %qo, 4;"),
        cfg=replace(B["copy"].cfg, **_copy_n(70_000)),
        why="the element index truncated to 16 bits (n = 70000): i and i + 65536 collide")

    # ------------------------------------------------------------------ obligation 3: bounds / alignment
    add("copy_guard_gt", ("ob3", "setp_selp"), F, 3, "copy", mut(copy_, r"setp\.ge\.u32 \t%p2", "setp.gt.u32 \t%p2"),
        why="i <= n: thread n reads and writes one element past the end")
    add("copy_vector_straddle", ("ob3", "vector"), F, 3, "copy", mut(
        add_regs(copy_, ".reg .b32 \t%qv;"), r"ld\.global\.nc\.u32 \t%r7, \[%rd5\];",
        "ld.global.nc.v2.u32 \t{%r7, %qv}, [%rd5];"),
        why="an 8-byte vector load per 4-byte element: the last one straddles the end by one element")
    add("copy_store_into_input", ("ob3",), F, 3, "copy", mut(copy_, r"add\.s64 \t%rd7, %rd6, %rd4;",
                                                             "add.s64 \t%rd7, %rd3, %rd4;"),
        why="stores into src (role in)")
    add("copy_index_plus_one", ("ob3", "int"), F, 3, "copy", mut(copy_, r"(mul\.wide\.u32 \t%rd4, %r1, 4;)",
                                                                  r"add.s32 \t%r1, %r1, 1;\n\t\1"),
        why="i + 1 after the bounds guard: thread n-1 reads and writes one element past the end")
    add("embed_signed_id_compare", ("ob3", "setp_selp", "new"), F, 3, "embed",
        mut(emb, r"setp\.ge\.u32 \t%p3, %r2, %r4;", "setp.ge.s32 \t%p3, %r2, %r4;"),
        why="token id compared signed: an id >= 2^31 passes the vocabulary guard and reads far out of the table")
    add("hist_atom_misaligned", ("ob3", "atomic"), F, 3, "hist_u8",
        mut(hist, r"atom\.global\.add\.u32 \t%r22, \[%rd2\], 1;", "atom.global.add.u32 \t%r22, [%rd2+2], 1;"),
        why="a 4-byte atomic at a 2-byte-aligned address")
    add("hist_atom_shared_misaligned", ("ob3", "atomic"), F, 3, "hist_u8",
        mut(hist, r"atom\.shared\.add\.u32 \t%r18, \[%r17\], 1;", "atom.shared.add.u32 \t%r18, [%r17+1], 1;"),
        why="a shared atomic one byte off")
    add("hist_bin_oob", ("ob3", "atomic"), F, 3, "hist_u8",
        mut(hist, r"mul\.wide\.u16 \t%r15, %rs1, 4;", "mul.wide.u16 \t%r15, %rs1, 8;"),
        why="bin index doubled: bins >= 128 land past the 1 KiB shared histogram")
    add("hist_atom_into_input", ("ob3", "atomic"), F, 3, "hist_u8",
        mut(hist, r"atom\.global\.add\.u32 \t%r22, \[%rd2\], 1;", "red.global.add.u32 \t[%rd3], 1;"),
        why="a reduction into x (role in)")
    add("hist_shared_index_wrap", ("ob3", "int", "shift", "space"), F, 3, "hist_u8",
        mut(hist, r"shl\.b32 \t%r11, %r1, 2;", "shl.b32 \t%r11, %r1, 30;"),
        why="32-bit shared address wrap: tid << 30 leaves the 1 KiB array")
    add("gemm_shared_stride_doubled", ("ob3", "int"), F, 3, "gemm",
        mut(gemm, r"mad\.lo\.s32 \t%r156, %r4, 40, %r5;", "mad.lo.s32 \t%r156, %r4, 200, %r5;"),
        why="shared row stride 200 halves (first K tile's stores): tile rows past the 10 KiB As")
    add("gemm_global_shl_64", ("ob3", "shift"), F, 3, "gemm", mut(gemm, r"shl\.b64 \t%rd44, %rd43, 1;",
                                                                     "shl.b64 \t%rd44, %rd43, 2;"),
        why="64-bit byte offset of A's rows 32-63 (first K tile) shifted by 2: read at twice their offsets, past A")
    add("gemm_vector_misaligned", ("ob3", "vector"), F, 3, "gemm",
        mut(gemm, r"ld\.global\.nc\.v4\.u32 \t\{%r491, %r490, %r489, %r488\}, \[%rd33\];",
            "ld.global.nc.v4.u32 \t{%r491, %r490, %r489, %r488}, [%rd33+8];"),
        why="a 16-byte vector load at an 8-byte-aligned address")
    add("cpa_shared_v4_misaligned", ("ob3", "vector", "space"), U, 3, "cpa_shift",
        mut(cpa, r"ld\.shared\.v4\.u32 \t(\{%r12, %r13, %r14, %r15\}), \[%r11\];", r"ld.shared.v4.u32 \t\1, [%r11+8];"),
        why="a 16-byte shared vector load 8 bytes off its alignment")
    add("vec_add_param_s8_n", ("ob1", "param", "cvt"), F, 1, "vec_add",
        mut(va, r"ld\.param\.u32 \t%r2, \[vec_add_param_3\];", "ld.param.s8 \t%r2, [vec_add_param_3];"),
        why="n read as a sign-extended byte (1000 -> -24): the signed guard stops every thread, nothing is written")
    add("copy_param_wider_than_decl", ("ob3", "param", "new"), F, 3, "copy", mut(
        add_regs(copy_, ".reg .b64 \t%qn;\n\t.reg .b64 \t%qi;\n\t.reg .pred \t%q<2>;"),
        r"setp\.ge\.u32 \t%p2, %r1, %r2;",
        "ld.param.u64 \t%qn, [copy_u32_param_2];\n\tcvt.u64.u32 \t%qi, %r1;\n\tsetp.ge.u64 \t%p2, %qi, %qn;"),
        why="an 8-byte ld.param of the 4-byte n reads the power word too (n + 2^32): the guard never fires")
    add("rms_generic_shared_no_cvta", ("ob3", "space", "new"), U, 3, "rmsnorm", mut(
        add_regs(rms, ".reg .b64 \t%qa<4>;"),
        r"mov\.u32 \t%r36, _ZZ11rmsnorm_f16E7partial;\n\tadd\.s32 \t%r37, %r36, %r35;\n\tld\.shared\.f32 \t%f42, \[%r37\];",
        "mov.u64 \t%qa1, _ZZ11rmsnorm_f16E7partial;\n\tcvt.u64.u32 \t%qa2, %r35;\n\tadd.s64 \t%qa3, %qa1, %qa2;\n"
        "\tld.f32 \t%f42, [%qa3];"),
        why="a generic ld through a raw shared-window address (no cvta.shared): not the shared variable")
    add("rms_shared_ld_through_global", ("ob3", "space"), U, 3, "rmsnorm",
        mut(rms, r"ld\.shared\.f32 \t%f42, \[%r37\];", "ld.global.f32 \t%f42, [%r37];"),
        why="a shared address used with ld.global")
    add("pdl_cvta_global_on_shared", ("ob3", "space"), U, 3, "pdl_scale", mut(
        add_regs(pdl, ".reg .b64 \t%qa<3>;"), r"ld\.shared\.f32 \t%f3, \[%r9\];",
        "cvt.u64.u32 \t%qa1, %r9;\n\tcvta.to.global.u64 \t%qa2, %qa1;\n\tld.global.f32 \t%f3, [%qa2];"),
        why="a shared-window address converted as if it were global")
    add("ldm_param_offset_read", ("param",), U, 3, "ldm_copy",
        mut(ldm, r"ld\.param\.u64 \t%rd1, \[ldm_copy_param_0\];", "ld.param.u64 \t%rd1, [ldm_copy_param_0+8];"),
        why="ld.param at an offset past the pointer parameter (reads the next parameter)")
    add("copy_param_wrong_slot", ("ob1", "param"), F, 1, "copy",
        mut(copy_, r"ld\.param\.u32 \t%r2, \[copy_u32_param_2\];", "ld.param.u32 \t%r2, [copy_u32_param_3];"),
        why="n loaded from the power slot (1): only element 0 is written")
    add("vec_add_nc_read_of_output", ("ob2", "space", "new"), F, 2, "vec_add", mut(
        va, r"(st\.global\.f32 \t\[%rd10\], %f3;)", r"\1\n\tld.global.nc.f32 \t%f1, [%rd10];\n\tadd.f32 \t%f3, %f3, %f1;"
        r"\n\tst.global.f32 \t[%rd10], %f3;"),
        why="ld.global.nc (read-only data path) of an element this launch just wrote: not coherent")

    add("vec_add_scoped_duplicate_labels", ("ob3", "new"), F, 3, "vec_add", mut(
        va, r"(\tst\.global\.f32 \t\[%rd10\], %f3;)",
        "\t{\n\t.reg .pred \t%t;\n\tsetp.eq.u32 \t%t, %r6, %r6;\n\t@%t bra \t$Lx;\n\t$Lx:\n\t}\n"
        "\tst.global.f32 \t[%rd10+4096], %f3;\n"
        "\t{\n\t.reg .pred \t%t;\n\tsetp.ne.u32 \t%t, %r6, %r6;\n\t@%t bra \t$Lx;\n\t$Lx:\n\t}\n" + r"\1"),
        why="two { } scopes each define label $Lx (legal: labels are block-scoped, ptxas accepts it); the first "
            "scope's branch targets its own $Lx, so the out-of-bounds store between the scopes runs")

    # ------------------------------------------------------------------ obligation 4: barriers
    add("rms_barrier_in_trip_loop", ("ob4", "barrier"), F, 4, "rmsnorm",
        mut(rms, r"(\tfma\.rn\.f32 \t%f41, %f12, %f12, %f41;\n)", r"\1\tbar.sync \t0;\n"),
        why="a barrier inside the d-loop whose trip count depends on tid (576 = 2*256 + 64)")
    add("hist_barrier_lane0", ("ob4", "barrier"), F, 4, "hist_u8",
        mut(hist, r"(\tatom\.global\.add\.u32 \t%r22, \[%rd2\], 1;\n)", r"\tbar.sync \t0;\n\1"),
        why="a barrier only thread 0 reaches")
    add("hist_barrier_in_tail_guard", ("ob4", "barrier"), F, 4, "hist_u8",
        mut(hist, r"(\tatom\.shared\.add\.u32 \t%r18, \[%r17\], 1;\n)", r"\1\tbar.sync \t0;\n"),
        cfg=_hist_n(B["hist_u8"].cfg, 4000),
        why="a barrier under i < n (n = 4000: the last CTA's tail threads skip it)")
    add("greedy_barrier_predicated", ("ob4", "barrier"), F, 4, "greedy",
        mut(greedy, r"\n\$L__BB2_26:\n\tbar\.sync \t0;", "\n$L__BB2_26:\n\t@%p120 bar.sync \t0;"),
        why="a barrier predicated on lane != 0")
    add("attn_barrier_in_branch", ("ob4", "barrier"), F, 4, "attn",
        mut(B["attn"].ptx, r"\n\$L__BB1_3:\n\tbar\.sync \t0;", "\n$L__BB1_3:\n\t@%p2 bar.sync \t0;"),
        why="the first barrier predicated on tid > 63")
    add("vec_add_bra_uni_divergent", ("ob4", "new"), F, 4, "vec_add", mut(va, r"@%p2 bra \t", "@%p2 bra.uni \t"),
        why="bra.uni (asserted warp-uniform) on the per-thread bounds guard: undefined when a warp straddles n")

    # ------------------------------------------------------------------ obligation 6: power state
    add("copy_no_power_check", ("ob6",), F, 6, "copy", mut(copy_, r"\t@%p1 bra \t\$L__BB8_3;\n", ""))
    add("hist_no_power_check", ("ob6", "atomic"), F, 6, "hist_u8", mut(hist, r"\t@%p1 bra \t\$L__BB0_7;\n", ""))
    add("warp_power_inverted", ("ob6",), F, 6, "warp_sum", mut(warp, r"setp\.ne\.s32 \t%p2, %r2, 1;",
                                                               "setp.eq.s32 \t%p2, %r2, 1;"))
    add("bits_power_u16", ("ob6", "param", "cvt"), F, 6, "bits_idx", mut(
        add_regs(bits, ".reg .b16 \t%qs;"), r"ld\.param\.u32 \t%r3, \[bits_idx_param_3\];\n\tsetp\.ne\.s32 \t%p1, %r3, 1;",
        "ld.param.u16 \t%qs, [bits_idx_param_3];\n\tsetp.ne.s16 \t%p1, %qs, 1;"),
        why="power compared on its low 16 bits: 65537 counts as active")
    add("hist_atomic_before_power", ("ob6", "atomic"), F, 6, "hist_u8", mut(
        hist, r"(\tsetp\.ne\.s32 \t%p1, %r9, 1;)", "\tcvta.to.global.u64 \t%rd2, %rd6;\n"
        "\tatom.global.add.u32 \t%r22, [%rd2], 1;\n" + r"\1"), why="the CTA counter bumped before the power check")
    add("gemm_power_wrong_value", ("ob6",), F, 6, "gemm", mut(gemm, r"setp\.ne\.s32 \t%p2, %r118, 1;",
                                                              "setp.ne.s32 \t%p2, %r118, 2;"))

    # ------------------------------------------------------------------ obligation 7: ABI
    c = B["copy"].cfg
    add("copy_n_param_u64", ("ob7", "param"), F, 7, "copy", mut(copy_, r"\.param \.u32 copy_u32_param_2",
                                                                ".param .u64 copy_u32_param_2"))
    add("copy_descriptor_f32_n", ("ob7", "param"), F, 7, "copy",
        cfg=replace(c, params=c.params[:2] + (ParamDecl("n", ParamType.F32),) + c.params[3:],
                    scalars=(("n", 1000.0),)))
    add("copy_descriptor_drops_power", ("ob7",), F, 7, "copy", mut(copy_, r",\n\t\.param \.u32 copy_u32_param_3", ""),
        why="PTX has one parameter fewer than the descriptor")
    add("copy_ptr_as_array_param", ("ob7", "param"), F, 7, "copy",
        mut(copy_, r"\.param \.u64 copy_u32_param_1", ".param .align 8 .b8 copy_u32_param_1[8]"),
        why="the dst pointer declared as an 8-byte struct parameter")
    add("hist_power_signed", ("ob7", "param"), F, 7, "hist_u8",
        mut(hist, r"\.param \.u32 hist_u8_param_4", ".param .s32 hist_u8_param_4"))
    return cs


def _copy_n(n: int) -> dict[str, Any]:
    """The fields of copy_u32's configuration for n elements (grid, scalar, buffers, output region)."""
    return {"grid": ((n + 255) // 256, 1, 1), "scalars": (("n", n),),
            "buffers": (("dst", Buffer(4 * n)), ("src", Buffer(4 * n))),
            "outputs": (OutputRegion("dst", 0, 4, (n,), (4,)),), "label": f"n{n}"}


def _hist_n(cfg: LaunchConfig, n: int) -> LaunchConfig:
    ctas = (n + 1023) // 1024
    return replace(cfg, grid=(ctas, 1, 1), scalars=(("n", n),),
                   buffers=(("out", Buffer(4 * 256 * ctas)), ("total", Buffer(4)), ("x", Buffer(n))),
                   outputs=(OutputRegion("out", 0, 4, (ctas * 256,), (4,)),), label=f"n{n}")


def _vacuous_cases() -> list[Case]:
    """Hole 4: assumptions (and regions) that make a proof vacuous. Each is paired with a planted bug
    (a kv buffer too small for the block ids) so that a vacuous 'proved' hides a real failure."""
    B = bases()
    pg = B["paged_gather"].cfg
    small_kv = replace(pg, buffers=tuple((k, Buffer(v.size_bytes // 2 if k == "kv" else v.size_bytes, v.align))
                                         for k, v in pg.buffers))
    out = [
        ("range_lo_gt_hi", with_range(small_kv, "block_table", "s32", 7, 0), "load_range lo=7 > hi=0"),
        ("range_hi_2p40_s32", with_range(small_kv, "block_table", "s32", 0, 1 << 40),
         "hi = 2^40 on an s32 load (wraps to 0 in 32 bits)"),
        ("range_f32_on_int_table", with_range(small_kv, "block_table", "f32", 0, 3),
         "dtype f32 on the s32 block table"),
        ("range_lo_neg_u32", with_range(small_kv, "block_table", "u32", -1, 3), "lo = -1 on a u32 load"),
        ("range_hi_below_type_u8", with_range(small_kv, "block_table", "u8", 0, 3),
         "dtype u8 on a table loaded as 32-bit words (the assumption silently applies to nothing? or to all)"),
    ]
    cs = [Case(f"paged_gather/{i}", ("hole4",), Exp.VACUOUS, 3, B["paged_gather"].ptx, c, why=w) for i, c, w in out]
    # an output region without elements: coverage of it is vacuously true; paired with a kernel that writes nothing
    va = B["vec_add"]
    no_store = mut(va.ptx, r"\tst\.global\.f32 \t\[%rd10\], %f3;\n", "")
    cs.append(Case("vec_add/region_zero_elements", ("hole4", "new"), Exp.VACUOUS, 1, no_store,
                   replace(va.cfg, outputs=(OutputRegion("c", 0, 4, (0,), (4,)),)),
                   why="an output region of shape (0,): coverage vacuously true for a kernel that stores nothing"))
    return cs


def _json_cases() -> list[Case]:
    """Hole 5: configuration coercion, refused by LaunchConfig.from_json (ConfigError)."""
    base = bases()["vec_add"].cfg.to_json()

    def j(id_: str, edit, why: str = "", expect: Exp = Exp.REFUSED) -> Case:
        d = copy.deepcopy(base)
        edit(d)
        return Case(f"config/{id_}", ("hole5",), expect, None, json=d, why=why)

    def setk(path: tuple, v):
        def f(d):
            x = d
            for k in path[:-1]:
                x = x[k]
            x[path[-1]] = v
        return f

    return [
        j("grid_string", setk(("grid",), "4"), "grid given as a string"),
        j("grid_float", setk(("grid",), [4.5, 1, 1]), "a fractional grid dimension"),
        j("scalar_string", setk(("scalars", "n"), "1000"), "a scalar given as a string"),
        j("scalar_float_for_int", setk(("scalars", "n"), 1000.5), "a fractional value for an s32 param"),
        j("scalar_out_of_range", setk(("scalars", "n"), 1 << 40), "2^40 for an s32 param (wraps in the proof)"),
        j("size_2p70", setk(("buffers", "c", "size_bytes"), 1 << 70), "a buffer of 2^70 bytes"),
        j("size_negative", setk(("buffers", "c", "size_bytes"), -4), "a negative buffer size"),
        j("align_not_pow2", setk(("buffers", "a", "align"), 24), "an alignment that is not a power of two"),
        j("dyn_shared_negative", setk(("dynamic_shared_bytes",), -1), "dynamic_shared_bytes -1"),
        j("unknown_key", setk(("grdi",), [4, 1, 1]), "a misspelt top-level key"),
        j("block_bool", setk(("block",), [True, 1, 1]), "a boolean block dimension"),
        j("range_lo_gt_hi", setk(("assumptions",), [{"name": "r", "kind": "load_range", "reason": "x",
                                                      "buffer": "a", "dtype": "s32", "lo": 7, "hi": 0}]),
          "load_range with lo > hi"),
        j("block_z_over_64", setk(("block",), [1, 1, 128]), "blockDim.z 128 (CUDA's limit is 64)"),
        j("grid_y_over_65535", setk(("grid",), [1, 70000, 1]), "gridDim.y 70000 (CUDA's limit is 65535)"),
        j("power_active_out_of_range", setk(("power", "active"), 1 << 40), "power.active 2^40 for a u32 param"),
        j("kernel_path", setk(("kernel",), "../x"), "a kernel name that is a path", Exp.REFUSED_PATH),
        j("label_path", setk(("label",), "../../../tmp/y"), "a label that climbs out of --out", Exp.REFUSED_PATH),
        j("label_absolute", setk(("label",), "/tmp/adv_abs"), "an absolute label", Exp.REFUSED_PATH),
        j("region_zero_stride", setk(("outputs",), [{"buffer": "c", "offset": 0, "elem_bytes": 4, "shape": [1000],
                                                      "strides": [0]}]),
          "an output region of 1000 elements with stride 0 (all at c[0]): one store would 'cover' it"),
    ]


def _family_cases() -> list[Case]:
    """Issue 15: a shipped family (rmsnorm_f16 over rows M in [2, 512]) with sizes that are wrong for some
    members only; each must fail with a witness naming the member (test_adversarial.check_witness)."""
    b = bases()["rmsnorm_fam"]
    base = b.cfg.to_json()

    def fam(edit: Callable[[dict[str, Any]], None]) -> LaunchConfig:
        d = copy.deepcopy(base)
        edit(d)
        return LaunchConfig.from_json(d)

    def buf(name: str, size: str) -> Callable[[dict[str, Any]], None]:
        return lambda d: d["buffers"][name].update(size_bytes=size)

    def grid(g: str) -> Callable[[dict[str, Any]], None]:
        return lambda d: d.update(grid=[g, 1, 1])

    def rows(shape: str, size: str) -> Callable[[dict[str, Any]], None]:
        def f(d: dict[str, Any]) -> None:
            d["outputs"][0]["shape"][0] = shape
            d["buffers"]["y"]["size_bytes"] = size
        return f

    F = Exp.FAIL
    return [
        Case("rmsnorm_fam/y_short_by_one", ("family", "ob3"), F, 3, b.ptx, fam(buf("y", "1152*M - 2")),
             why="the output buffer one element short for every M: the last row's last store is out of bounds"),
        Case("rmsnorm_fam/x_short_by_a_row", ("family", "ob3"), F, 3, b.ptx, fam(buf("x", "1152*M - 1152")),
             why="the input one row short: the last CTA's loads are out of bounds"),
        Case("rmsnorm_fam/grid_twice_the_rows", ("family", "ob3"), F, 3, b.ptx, fam(grid("2*M")),
             why="twice as many CTAs as rows: CTAs M..2M-1 store past the output"),
        Case("rmsnorm_fam/grid_one_short", ("family", "ob1"), F, 1, b.ptx, fam(grid("M - 1")),
             why="one CTA fewer than rows: the last row has no writer"),
        Case("rmsnorm_fam/region_one_row_more", ("family", "ob1"), F, 1, b.ptx,
             fam(rows("M + 1", "1152*M + 1152")), why="the declared output has a row no CTA writes"),
        Case("rmsnorm_fam/empty_family", ("family",), Exp.VACUOUS, 5, b.ptx,
             fam(lambda d: d.update(constraints=["M >= 600"])), why="a constraint no member of [2, 512] meets"),
    ]


def _topk_cases() -> list[Case]:
    """sample_topk_f32 (this revision's sampler): its shared candidate slots, the bitonic network's barriers
    and the token store, each broken once."""
    b = bases()["topk"]
    F = Exp.FAIL
    return [
        Case("topk/bitonic_stage_barrier_removed", ("ob2", "barrier", "new"), F, 2,
             mut(b.ptx, r"(st\.shared\.u64 \t\[%r451\], %rd766;\n)\tbar\.sync \t0;\n", r"\1"), b.cfg,
             why="two stages of the bitonic network in one barrier interval: a slot read and written by two threads"),
        Case("topk/candidate_slot_overlaps_neighbour", ("ob2", "space", "new"), F, 2,
             mut(b.ptx, r"st\.shared\.u64 \t\[%r394\+24\], %rd753;", "st.shared.u64 \t[%r394+32], %rd753;"),
             b.cfg, why="each thread's 4th candidate lands in the next thread's first slot"),
        Case("topk/candidate_slots_past_the_array", ("ob3", "shift", "new"), F, 3,
             mut(b.ptx, r"shl\.b32 \t%r392, %r1, 5;", "shl.b32 \t%r392, %r1, 6;"), b.cfg,
             why="64-byte slots per thread: the upper half of the CTA writes past the 32 KiB candidate array"),
        Case("topk/token_store_next_row", ("ob3", "new"), F, 3,
             mut(b.ptx, r"st\.global\.u32 \t\[%rd1767\], %r718;", "st.global.u32 \t[%rd1767+4], %r718;"), b.cfg,
             why="row r's token stored at r + 1: the last row stores past the tokens buffer"),
    ]


def all_cases() -> list[Case]:
    return _cases() + _vacuous_cases() + _json_cases() + _call_struct_cases() + _family_cases() + _topk_cases()


def equivalent_variants() -> list[tuple[str, str, LaunchConfig]]:
    """Correct rewrites of the bases with the instructions the mutants misuse: each must still prove.

    Why: a verifier that rejected every bfe or mul24 would pass the mutants above; these show that
    the instruction classes are modelled exactly (the wrong variants fail, the right ones prove).
    """
    B = bases()
    bits, copy_ = B["bits_idx"].ptx, B["copy"].ptx
    bc, cc = B["bits_idx"].cfg, B["copy"].cfg
    return [
        ("bits_idx/bfe_4_4", mut(bits, r"shr\.u32 \t%r7, %r1, 4;\n\tand\.b32  \t%r8, %r7, 15;",
                                 "bfe.u32 \t%r8, %r1, 4, 4;"), bc),
        ("bits_idx/bfi_4_4", mut(bits, r"shl\.b32 \t%r9, %r1, 4;\n\tand\.b32  \t%r10, %r9, 240;\n\tand\.b32  \t%r11, "
                                 r"%r1, -256;\n\tor\.b32  \t%r12, %r10, %r11;",
                                 "and.b32 \t%r11, %r1, -256;\n\tbfi.b32 \t%r12, %r1, %r11, 4, 4;"), bc),
        ("bits_idx/lop3_or", mut(bits, r"or\.b32  \t%r13, %r12, %r8;", "lop3.b32 \t%r13, %r12, %r8, 0, 0xFC;"), bc),
        ("bits_idx/mul24_lo", mut(bits, r"mad\.lo\.s32 \t%r1, %r4, %r5, %r6;",
                                  "mul24.lo.u32 \t%r1, %r4, %r5;\n\tadd.s32 \t%r1, %r1, %r6;"), bc),
        ("bits_idx/cvt_shl_index", mut(add_regs(bits, ".reg .b64 \t%qd;"), r"mul\.wide\.u32 \t%rd7, %r15, 2;",
                                       "cvt.u64.u32 \t%qd, %r15;\n\tshl.b64 \t%rd7, %qd, 1;"), bc),
        ("bits_idx/selp_setp_swapped_both", mut(mut(bits, r"setp\.eq\.s32 \t%p3, %r14, 0;", "setp.ne.s32 \t%p3, %r14, 0;"),
                                                r"selp\.b32 \t%r15, %r11, %r13, %p3;", "selp.b32 \t%r15, %r13, %r11, %p3;"), bc),
        ("copy/guard_lt_negated", mut(mut(copy_, r"setp\.ge\.u32 \t%p2, %r1, %r2;", "setp.lt.u32 \t%p2, %r1, %r2;"),
                                      r"@%p2 bra \t\$L__BB8_3;", "@!%p2 bra \t$L__BB8_3;"), cc),
        ("copy/min_clamp", mut(copy_, r"(mul\.wide\.u32 \t%rd4, %r1, 4;)", "min.u32 \t%r1, %r1, 999;\n\t" + r"\1"), cc),
    ]


def _call_struct_cases() -> list[Case]:
    """Issue 14 item 9: device-function calls (inlined) and by-value struct parameters, on the nvcc -O3 sm_90
    fixtures of tests/fixtures/calls and tests/fixtures/structs (each proves un-mutated:
    tests/verifier/test_call_inline.py, test_struct_params.py)."""
    import json
    from pathlib import Path

    fx = Path(__file__).resolve().parents[1] / "fixtures"

    def load(sub: str, name: str) -> tuple[str, LaunchConfig]:
        return ((fx / sub / f"{name}.ptx").read_text(),
                LaunchConfig.from_json(json.loads((fx / sub / f"{name}.config.json").read_text())))

    cs_, cs_cfg = load("calls", "call_scale")
    ct, ct_cfg = load("calls", "call_tile")
    cl, cl_cfg = load("calls", "call_local")
    ss, ss_cfg = load("structs", "struct_scale")
    ss_json = ss_cfg.to_json()
    F, U = Exp.FAIL, Exp.FAIL_OR_UNS

    def struct_cfg(**kw: Any) -> LaunchConfig:
        d = copy.deepcopy(ss_json)
        d["params"][0].update(kw)
        return LaunchConfig.from_json(d)

    swapped = copy.deepcopy(ss_json)
    swapped["params"][0]["fields"][2]["offset"], swapped["params"][0]["fields"][3]["offset"] = 20, 16
    tile_div = mut(mut(mut(ct, r"\.reg \.pred \t%p<2>;", ".reg .pred \t%p<3>;"), r"\t\{ // callseq 0, 0",
                       "\tsetp.lt.u32 \t%p2, %r4, 100;\n\t@%p2 bra \t$L__SKIP;\n\t{ // callseq 0, 0"),
                   r"\t\} // callseq 0\n", "\t} // callseq 0\n$L__SKIP:\n")
    wrong_arg = "st.param.b32 \t[param1+0], 0;".join(cs_.rsplit("st.param.b32 \t[param1+0], %r1;", 1))
    return [
        Case("call_local/callee_frame_index_past_array", ("ob3", "call", "space", "new"), F, 3,
             mut(cl, r"and\.b64  \t%rd9, %rd8, 28;", "and.b64  \t%rd9, %rd8, 60;"), cl_cfg,
             why="the callee reads buf[j & 15] of its 8-float .local frame: past the frame, in obligation 3"),
        Case("call_local/callee_frame_misaligned_vector", ("ob3", "call", "space", "new"), F, 3,
             mut(cl, r"add\.u64 \t%rd5, %SPL, 0;", "add.u64 \t%rd5, %SPL, 4;"), cl_cfg,
             why="the callee's st.local.v4 at frame+4: misaligned and its second half past the frame"),
        Case("call_scale/callee_store_past_element", ("ob3", "call", "new"), F, 3,
             mut(cs_, r"st\.global\.f32 \t\[%rd4\], %f1;", "st.global.f32 \t[%rd4+4], %f1;"), cs_cfg,
             why="store_at writes out[i+1]: the last thread stores past the buffer"),
        Case("call_scale/callee_load_oob", ("ob3", "call", "new"), F, 3,
             mut(cs_, r"ld\.global\.f32 \t%f2, \[%rd4\];", "ld.global.f32 \t%f2, [%rd4+4000];"), cs_cfg,
             why="load_scaled reads x[i+1000]"),
        Case("call_scale/argument_index_zero_race", ("ob2", "call", "new"), F, 2, wrong_arg, cs_cfg,
             why="the caller passes index 0 to store_at: every thread writes out[0]"),
        Case("call_tile/barrier_callee_in_divergent_branch", ("ob4", "call", "barrier", "new"), F, 4, tile_div,
             ct_cfg, why="the callee's bar.sync is reached by threads tid < 100 only"),
        Case("call_scale/direct_recursion", ("ob2", "call", "new"), U, 2,
             mut(cs_, r"call\.uni \(retval0\), \n\tload_scaled,", "call.uni (retval0), \n\ttwice,"), cs_cfg,
             why="twice calls itself: recursion is unsupported, never proved"),
        Case("call_scale/indirect_call", ("ob2", "call", "new"), U, 2,
             mut(cs_, r"\tcall\.uni \n\tstore_at, \n\t\(\n\tparam0, \n\tparam1, \n\tparam2\n\t\);",
                 "\tproto_0 : .callprototype ()_ (.param .b64 _, .param .b32 _, .param .b32 _);\n"
                 "\tcall.uni %rd2, (param0, param1, param2), proto_0;"), cs_cfg,
             why="a call through a register: unsupported, never proved"),
        Case("struct_scale/ptx_reads_wrong_field_offset", ("ob3", "param", "new"), F, 3,
             mut(ss, r"\[struct_scale_param_0\+16\]", "[struct_scale_param_0+20]"), ss_cfg,
             why="n read from the f32 field s (bits 0x40000000): every thread stores past out"),
        Case("struct_scale/config_fields_n_s_swapped", ("ob3", "param", "new"), F, 3, ss,
             LaunchConfig.from_json(swapped), why="the configuration puts n at 20 and s at 16"),
        Case("struct_scale/struct_size_mismatch", ("ob7", "param", "new"), F, 7, ss, struct_cfg(size=32),
             why="declared 32 bytes, PTX .b8[24]"),
        Case("struct_scale/struct_align_mismatch", ("ob7", "param", "new"), F, 7, ss, struct_cfg(align=16),
             why="declared .align 16, PTX .align 8"),
        Case("struct_scale/read_straddles_fields", ("ob7", "param", "new"), F, 7,
             mut(ss, r"ld\.param\.u64 \t%rd2, \[struct_scale_param_0\+8\];",
                 "ld.param.u64 \t%rd2, [struct_scale_param_0+16];"), ss_cfg,
             why="an 8-byte read across the n and s fields"),
    ]
