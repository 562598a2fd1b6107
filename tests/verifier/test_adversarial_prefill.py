"""Planted bugs in the Gemma prefill kernels of issue 18's second round: attention_window_g4_d256_f16 (one CTA per
KV head and row for a GQA group of 4, src/attention_window.cu) and the double-buffered gemm_f16 (src/gemm.cu).
Each mutant is the shipped PTX (one entry, adversarial_base.entry_module) with one edit, launched as a family
the profile proves; it must fail its obligation with a witness (test_adversarial.check_witness), never be
"proved"; the un-mutated entries prove.
"""

from __future__ import annotations

from functools import cache

import pytest

from backend.kernels.registry import REGISTRY, launch_configs
from tests.verifier.adversarial_base import entry_module
from tests.verifier.test_adversarial_gemma_step import Mutant, assert_mutant_fails
from verifier import prove
from verifier.config import LaunchConfig

BASES = {
    "g4": ("attention_window_g4_d256_f16", "r17-512_hq4_hkv1_ctx8192_w512_l18_b16384"),
    "gemm": ("gemm_f16", "m128-512_n640_k1024"),  # o: 32 k-tiles through the two shared stages
}


@cache
def base(short: str) -> tuple[str, LaunchConfig]:
    kernel, label = BASES[short]
    cfg = next(c for c in launch_configs() if c.kernel == kernel and c.label == label)
    d = REGISTRY[kernel]
    return entry_module(d.ptx_text(), d.entry), cfg


MUTANTS = (
    Mutant("g4_no_barrier_before_combine", "g4", 2,
           (r"(st\.shared\.f32 \t\[%r870\+3100\], %f2369;\n)\tbar\.sync \t0;\n", r"\1"),
           "the bar.sync between the warps' partial sums (part) and the threads' combine of them dropped: each "
           "thread reads the other warps' partials unsynchronised"),
    Mutant("g4_red_reused_without_barrier", "g4", 2,
           (r"(max\.f32 \t%f56, %f1352, %f1353;\n)\tbar\.sync \t0;\n", r"\1"),
           "the second bar.sync of the max reduction dropped: the sum reduction's warp leaders overwrite red "
           "while other threads still read the maxima there"),
    Mutant("g4_head_3_stored_as_head_2", "g4", 1,
           (r"st\.global\.u16 \t\[%rd9\+1536\], %rs8;", "st.global.u16 \t[%rd9+1024], %rs8;"),
           "the fourth head's output stored at the third head's offset: head 3 of every row is never written"),
    Mutant("g4_no_power_guard", "g4", 6, (r"\tsetp\.ne\.s32 \t%p1, %r101, 1;\n\t@%p1 bra \t\$L__BB0_80;\n", ""),
           "the power guard dropped: a power = 0 launch writes out"),
    Mutant("gemm_prefetch_into_current_stage", "gemm", 2,
           (r"add\.s32 \t%r438, %r471, 1;\n\tand\.b32  \t%r372, %r438, 1;", "and.b32  \t%r372, %r471, 1;"),
           "the prefetched k-tile stored into the stage the warps are reading (kt & 1) instead of the other one: a "
           "read-write race on the shared tiles inside one barrier interval"),
)


@pytest.mark.parametrize("short", sorted(BASES))
def test_base_proves(short: str) -> None:
    art = prove(*base(short))
    assert art.ok, art.statuses()


@pytest.mark.parametrize("m", MUTANTS, ids=[m.id for m in MUTANTS])
def test_mutant_fails_with_witness(m: Mutant) -> None:
    assert_mutant_fails(m, *base(m.base))
