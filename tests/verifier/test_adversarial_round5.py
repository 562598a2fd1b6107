"""Adversarial round 5: a configuration that proved a kernel leaving half its output unwritten.

gemm_f16_f32 (the tied head's tensor-core GEMM, f16 values widened to f32) declared its output C as a region of
f16 elements: `_region("C", (M, N))` with the default elem_bytes 2, while C holds M x N binary32 values. The
region was the first half of the buffer, so coverage proved exactly that half, and a mutant that never stores
rows >= ceil(M/2) proved all seven obligations. The family now declares 4-byte elements (registry._gemm_family);
tests/kernels/test_registry.py::test_output_regions_span_their_buffers checks every registered region against its
buffer. Mutant (found by an adversarial helper): halve M before the store guards of gemm_f16_f32_tc.
"""

from __future__ import annotations

from tests.verifier.adversarial_base import _shipped, mut
from verifier import prove

# the epilogue reloads M before each of its four row groups' store guards: each reload is halved (rounding up)
HALF_ROWS = (r"(\tld\.param\.u32 \t(%r4(?:29|3[456])), \[gemm_f16_f32_tc_param_3\];\n)",
             "\\1\tadd.s32 \t\\2, \\2, 1;\n\tshr.u32 \t\\2, \\2, 1;\n", 4)


def _status(art) -> dict[str, str]:
    return {x["name"]: x["status"] for x in art.doc["obligations"]}


def test_head_gemm_region_is_its_f32_buffer() -> None:
    b = _shipped("gemm_f16_f32", "m4-64_n262144_k640")
    (r,) = b.cfg.outputs
    assert r.buffer == "C" and r.elem_bytes == 4 and r.strides[-1] == 4


def test_head_gemm_storing_half_its_rows_fails_coverage() -> None:
    b = _shipped("gemm_f16_f32", "m4-64_n262144_k640")
    assert prove(b.ptx, b.cfg).ok  # the shipped kernel proves under the corrected region
    art = prove(mut(b.ptx, *HALF_ROWS), b.cfg)
    assert _status(art)["coverage"] == "failed", art.statuses()
