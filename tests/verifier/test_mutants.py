"""Planted bugs: every mutant must fail its obligation WITH a witness; originals must prove.

Each mutant is a small textual edit of nvcc-emitted PTX (or of the launch configuration)
that reproduces a classic bug: off-by-one or dropped guards, swapped strides, barriers in
thread-dependent branches, missing barriers, removed power checks, ABI changes, resource
over-use, 32-bit index wrap-around.
"""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from tests.fixtures import kernels as K
from verifier import prove
from verifier.config import ParamDecl, ParamType, ResourceLimits


def mut(text: str, old: str, new: str, count: int = 1) -> str:
    """Replace `old` (a regex) exactly `count` times; fail loudly if the PTX changed shape."""
    out, n = re.subn(old, new, text, count=count)
    assert n == count, f"mutation pattern {old!r} matched {n} times"
    return out


VA, RMS, GEMM, PG = K.ptx("vec_add"), K.ptx("rmsnorm"), K.ptx("gemm_tiled"), K.ptx("paged_gather")
va, rms, gemm, pg = K.vec_add(), K.rmsnorm(), K.gemm_tiled(m=48, n=48, k=64), K.paged_gather()

# (obligation id, mutant name, ptx text, config)
MUTANTS = [
    # 1 coverage
    (1, "vec_add off-by-one guard (i < n-1)", mut(VA, r"(ld\.param\.u32 \t%r2, \[vec_add_param_3\];)",
                                                   r"\1\n\tadd.s32 \t%r2, %r2, -1;"), va),
    (1, "rmsnorm store loop strides 2*blockDim", mut(RMS, r"(add\.s32 \t%r56, %r56, %r7;)", r"\1\n\t\1"), rms),
    (1, "paged_gather column stride doubled (tid*16)", mut(PG, r"shl\.b32 \t%r2, %r7, 3;", "shl.b32 \t%r2, %r7, 4;"),
     pg),
    (1, "gemm_tiled output row uses ty twice (drops ctaid.y)",
     mut(GEMM, r"shl\.b32 \t%r18, %r17, 4;", "mov.u32 \t%r18, 0;"), gemm),
    # 2 single writer / races
    (2, "vec_add index drops blockIdx (all CTAs write one tile)",
     mut(VA, r"mad\.lo\.s32 \t%r1, %r4, %r5, %r6;", "mov.u32 \t%r1, %r6;"), va),
    (2, "rmsnorm missing bar.sync between shared write and read", mut(RMS, r"\tbar\.sync \t0;\n", ""), rms),
    (2, "gemm_tiled missing trailing bar.sync (next tile overwrites while read)",
     mut(GEMM, r"(ld\.shared\.u16 \t%rs40, \[%r8\+480\];[\s\S]*?)\tbar\.sync \t0;\n", r"\1"), gemm),
    (2, "vec_add 32-bit byte offset wraps (mul.lo.s32 instead of mul.wide)",
     mut(VA, r"mul\.wide\.s32 \t%rd5, %r1, 4;", "mul.lo.s32 \t%r1, %r1, 4;\n\tcvt.u64.u32 \t%rd5, %r1;"),
     K.vec_add(n=(1 << 30) + 256)),
    # 3 bounds / alignment
    (3, "vec_add off-by-one guard (i <= n)", mut(VA, r"setp\.ge\.s32 \t%p2", "setp.gt.s32 \t%p2"), va),
    (3, "vec_add dropped bounds guard", mut(VA, r"\t@%p2 bra \t\$L__BB0_3;\n", ""), va),
    (3, "paged_gather misaligned 16-byte vector store", mut(PG, r"st\.global\.v4\.u32 \t\[%rd21\]",
                                                           "st.global.v4.u32 \t[%rd21+2]"), pg),
    (3, "gemm_tiled shared row stride doubled (as/bs overflow)",
     mut(GEMM, r"shl\.b32 \t%r22, %r2, 5;", "shl.b32 \t%r22, %r2, 6;"), gemm),
    # 4 barrier uniformity
    (4, "rmsnorm bar.sync moved into the lane==0 branch",
     mut(RMS, r"(st\.shared\.f32 \t\[%r32\], %f4;\n)\n(\$L__BB0_6:\n)\tbar\.sync \t0;\n", r"\1\tbar.sync \t0;\n\2"),
     rms),
    (4, "gemm_tiled bar.sync predicated on a thread-dependent bound",
     mut(GEMM, r"\tbar\.sync \t0;", "\t@%p5 bar.sync \t0;"), K.gemm_tiled(m=40, n=48, k=64)),
    (4, "vec_add barrier after the thread-dependent early exit",
     mut(VA, r"(\tcvta\.to\.global\.u64 \t%rd4, %rd1;)", r"\tbar.sync \t0;\n\1"), va),
    # 6 power state
    (6, "vec_add power check removed", mut(VA, r"\t@%p1 bra \t\$L__BB0_3;\n", ""), va),
    (6, "rmsnorm power check removed", mut(RMS, r"\t@%p1 bra \t\$L__BB0_14;\n", ""), rms),
    (6, "gemm_tiled power compared with the wrong value", mut(GEMM, r"setp\.ne\.s32 \t%p1, %r16, 1;",
                                                              "setp.ne.s32 \t%p1, %r16, 2;"), gemm),
    (6, "paged_gather power check inverted", mut(PG, r"setp\.ne\.s32 \t%p1, %r6, 1;", "setp.eq.s32 \t%p1, %r6, 1;"),
     pg),
    # 7 ABI
    (7, "vec_add n param widened to .u64", mut(VA, r"\.param \.u32 vec_add_param_3", ".param .u64 vec_add_param_3"),
     va),
    (7, "vec_add descriptor declares n as s64", VA,
     replace(va, params=va.params[:3] + (ParamDecl("n", ParamType.S64),) + va.params[4:])),
    (7, "vec_add power param signed in PTX, u32 in the descriptor",
     mut(VA, r"\.param \.u32 vec_add_param_4", ".param .s32 vec_add_param_4"), va),
    (7, "vec_add extra trailing PTX param", mut(VA, r"(\.param \.u32 vec_add_param_4)", r"\1,\n\t.param .u32 extra"),
     va),
    (7, "paged_gather descriptor says u8 where PTX has .u32", PG,
     replace(pg, params=pg.params[:3] + (ParamDecl("ntok", ParamType.U8),) + pg.params[4:])),
]

# obligation 5 mutants: resources (limits in the configuration, or more shared memory in the PTX)
RESOURCE_MUTANTS = [
    ("vec_add register limit below ptxas's count", VA, replace(va, limits=ResourceLimits(max_registers=8))),
    ("gemm_tiled shared limit below its tiles", GEMM, replace(gemm, limits=ResourceLimits(max_shared_bytes=512))),
    ("rmsnorm shared array over 227 KiB", mut(RMS, r"partial\[128\]", "partial[240000]"),
     replace(rms, limits=ResourceLimits(max_shared_bytes=300_000))),
    ("gemm_tiled dynamic shared memory over the per-CTA limit", GEMM, replace(gemm, dynamic_shared_bytes=48 * 1024)),
]


@pytest.mark.parametrize("oid,name,text,cfg", MUTANTS, ids=[m[1] for m in MUTANTS])
def test_mutant_fails_with_witness(oid: int, name: str, text: str, cfg) -> None:
    art = prove(text, cfg)
    o = {x["id"]: x for x in art.doc["obligations"]}[oid]
    assert o["status"] == "failed", (name, o["status"], o["detail"])
    w = o["witness"]
    assert w and w.get("reason"), w
    if oid in (1, 2, 3, 4, 6):
        assert "launch" in w and w["launch"]["grid"] == list(cfg.grid)
    if oid in (2, 4):
        assert w["thread_a"] != w["thread_b"]
    if oid in (3, 6):
        assert w["access"]["ptx_line"] > 0 and w["access"]["buffer"]
    assert not art.ok


@pytest.mark.parametrize("name,text,cfg", RESOURCE_MUTANTS, ids=[m[0] for m in RESOURCE_MUTANTS])
def test_resource_mutant_fails(name: str, text: str, cfg) -> None:
    from verifier.obligations.common import ProofContext
    from verifier.obligations.resources import build
    from verifier.ptx_parse import parse

    pc = ProofContext(text, parse(text).entry(cfg.entry), cfg, None, None, None, None)
    r = build(pc)
    assert r.status == "failed", r.detail
    assert r.witness["reason"]


def test_every_obligation_has_three_mutants() -> None:
    from collections import Counter

    c = Counter(m[0] for m in MUTANTS)
    c[5] = len(RESOURCE_MUTANTS)
    assert all(c[i] >= 3 for i in range(1, 8)), c
