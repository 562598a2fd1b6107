"""Warp-level synchronisation (obligation 4, queries warp_membermask / warp_convergence): planted bugs.

Each mutant is a regex edit of the nvcc-emitted fixture rmsnorm (two shfl.sync.bfly reductions with
membermask -1) or of the shipped gemm_f16_tc (mma.sync.aligned); each must FAIL obligation 4 with a
witness naming the rule, lanes, masks and line, and the un-mutated / repaired variant must prove it.
"""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

import pytest

from backend.kernels.registry import REGISTRY
from tests.fixtures import kernels as K
from verifier import prove

RMS, rms = K.ptx("rmsnorm"), K.rmsnorm()
_MASK1 = r"\tmov\.u32 \t%r16, -1;\n"  # the first reduction's membermask (all 32 lanes)


def mut(text: str, old: str, new: str, count: int = 1) -> str:
    out, n = re.subn(old, new, text, count=count)
    assert n == count, f"mutation pattern {old!r} matched {n} times"
    return out


def _regs(t: str) -> str:
    t = mut(t, r"\.reg \.b32 \t%r<57>;", ".reg .b32 \t%r<120>;")
    return mut(t, r"\.reg \.pred \t%p<20>;", ".reg .pred \t%p<48>;")


def o4(text: str, cfg) -> dict:
    art = prove(text, cfg)
    return {x["id"]: x for x in art.doc["obligations"]}[4]


def _fails(text: str, cfg, rule: str) -> dict:
    o = o4(text, cfg)
    assert o["status"] == "failed", (o["status"], o["detail"])
    w = o["witness"]
    assert w and w.get("reason") and w["rule"] == rule, w
    assert w["ptx_line"] > 0 and "launch" in w and w["launch"]["block"] == list(cfg.block)
    if rule in ("c", "d"):
        assert w["thread_a"] != w["thread_b"] and w["thread_a"]["block"] == w["thread_b"]["block"]
        assert w["lane_a"] != w["lane_b"]
    return w


def test_rmsnorm_warp_reductions_prove() -> None:
    o = o4(RMS, rms)
    assert o["status"] == "proved", o
    assert "10 warp-collective events" in o["detail"]


def test_hole2_half_mask_executed_by_all_lanes() -> None:
    # shfl.sync with membermask 0x0000ffff executed by all 32 lanes: lanes 16..31 are not in their mask
    w = _fails(mut(RMS, _MASK1, "\tmov.u32 \t%r16, 65535;\n"), rms, "a")
    assert w["mask_a"] == "0xffff" and w["lane_a"] >= 16


def test_shfl_skipped_by_half_the_warp() -> None:
    # full mask, but lanes 16..31 skip the first shuffle (a lane-dependent predicate on it)
    t = _regs(RMS)
    t = mut(t, r"(\t)(shfl\.sync\.bfly\.b32 \t%r17\|%p4)",
            "\tand.b32 \t%r100, %r56, 31;\n\tsetp.lt.u32 \t%p40, %r100, 16;\n\t@%p40 \\2")
    w = _fails(t, rms, "c")
    assert w["executed_by_a"] and not w["executed_by_b"] and w["lane_b"] >= 16


def test_lanes_disagree_on_the_mask() -> None:
    # mask = 0x80000001 | (1 << lane): each lane is in its own mask, but lane 5 names lane 0, whose mask differs
    t = _regs(RMS)
    t = mut(t, _MASK1, "\tand.b32 \t%r100, %r56, 31;\n\tmov.u32 \t%r101, 1;\n\tshl.b32 \t%r102, %r101, %r100;\n"
                       "\tor.b32 \t%r16, %r102, -2147483647;\n")
    w = _fails(t, rms, "d")
    assert w["mask_a"] != w["mask_b"]


def test_half_warp_groups_with_their_own_masks_prove() -> None:
    # lanes 0..15 use 0x0000ffff and lanes 16..31 use 0xffff0000: two consistent groups (well defined)
    t = _regs(RMS)
    t = mut(t, _MASK1, "\tand.b32 \t%r100, %r56, 16;\n\tsetp.eq.u32 \t%p40, %r100, 0;\n"
                       "\tselp.b32 \t%r16, 65535, -65536, %p40;\n")
    assert o4(t, rms)["status"] == "proved"


TAIL = replace(rms, block=(48, 1, 1), label="tail48")


def test_tail_warp_full_mask_names_missing_lanes() -> None:
    # 48 threads: the second warp has lanes 0..15 only; membermask -1 names 16 lanes that do not exist
    w = _fails(RMS, TAIL, "b")
    assert w["warp"] == 1 and w["existing_lanes"] == "0xffff"


def test_tail_warp_exact_mask_proves() -> None:
    # membermask = (1 << (ntid - warp_base)) - 1 (PTX shl by >= 32 gives 0, hence -1 for full warps)
    t = _regs(RMS)
    t = mut(t, _MASK1, "\tmov.u32 \t%r100, %ntid.x;\n\tand.b32 \t%r101, %r56, -32;\n\tsub.s32 \t%r102, %r100, "
                       "%r101;\n\tmov.u32 \t%r103, 1;\n\tshl.b32 \t%r104, %r103, %r102;\n\tadd.s32 \t%r16, %r104, -1;\n")
    o = o4(t, TAIL)
    assert o["status"] == "proved", o


def test_bar_warp_sync_with_a_foreign_mask() -> None:
    t = _regs(RMS)
    ok = mut(t, _MASK1, r"\g<0>\tbar.warp.sync \t-1;\n")
    assert o4(ok, rms)["status"] == "proved"
    w = _fails(mut(t, _MASK1, r"\g<0>\tbar.warp.sync \t-2;\n"), rms, "a")
    assert w["lane_a"] == 0 and w["mask_a"] == "0xfffffffe"


def test_vote_sync_in_lane_dependent_branch() -> None:
    t = _regs(RMS)
    t = mut(t, _MASK1, r"\g<0>\tand.b32 \t%r100, %r56, 31;\n\tsetp.eq.u32 \t%p40, %r100, 3;\n"
                       r"\t@%p40 vote.sync.ballot.b32 \t%r101, %p40, -1;\n")
    _fails(t, rms, "c")


# ----------------------------------------------------------------------------- .aligned: mma.sync in gemm_f16_tc
GEMM = (Path(__file__).resolve().parents[2] / "backend" / "kernels" / "gemm.ptx").read_text()
GCFG = REGISTRY["gemm_f16"].config(M=64, N=64, K=32)
# gemm_f16_tc's register counts (the first entry's declarations): %p<NP> / %r<NR> are the first free registers
NP = int(re.search(r"\.reg \.pred \t%p<(\d+)>;", GEMM)[1])
NR = int(re.search(r"\.reg \.b32 \t%r<(\d+)>;", GEMM)[1])


@pytest.mark.parametrize("pred", ["lane", "warp"])
def test_mma_aligned_needs_warp_uniform_control(pred: str) -> None:
    t = mut(GEMM, rf"\.reg \.pred \t%p<{NP}>;", f".reg .pred \t%p<{NP + 1}>;")
    t = mut(t, rf"\.reg \.b32 \t%r<{NR}>;", f".reg .b32 \t%r<{NR + 1}>;")
    # predicate the first mma (k-loop, first fragment step) on lane < 16 (divergent: fails) or on warp < 2
    # (warp-uniform: proves); %r1 is the kernel's tid.x
    q, r = f"%p{NP}", f"%r{NR}"
    cond = (f"\tand.b32 \t{r}, %r1, 31;\n\tsetp.lt.u32 \t{q}, {r}, 16;\n" if pred == "lane"
            else f"\tshr.u32 \t{r}, %r1, 5;\n\tsetp.lt.u32 \t{q}, {r}, 2;\n")
    t = mut(t, r"(\t)(mma\.sync\.aligned)", cond + rf"\t@{q} \2")
    o = o4(t, GCFG)
    if pred == "lane":
        assert o["status"] == "failed" and o["witness"]["rule"] == "c", o
        assert "mma.sync" in o["witness"]["instruction"]
    else:
        assert o["status"] == "proved", o
