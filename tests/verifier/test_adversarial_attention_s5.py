"""Planted bugs in the batch-1 GQA attention kernels (backend/kernels/attention_gqa.ptx: attention_gqa_d64_f16 and
attention_combine_small_d64_f16), in the style of test_adversarial_attention.py: each case edits the nvcc-emitted
PTX of one entry (cut to that entry) and proves it under its registered configuration (registry.gqa_test_configs);
the named obligation must fail with a witness (test_adversarial.check_witness). The un-mutated entries prove first;
edits that keep every access inside the declared buffers must still prove (no false alarm).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

import pytest

from backend.kernels.registry import COMBINE_SMALL_KERNEL, GQA_KERNEL, REGISTRY, launch_configs
from tests.verifier.adversarial_base import entry_module, mut
from tests.verifier.test_adversarial import check_witness
from verifier import prove
from verifier.config import LaunchConfig

GQA_LABEL = "r1_hq9_hkv3_ctx4096_l30_b16384_pdl"  # 32 tiles x 3 KV heads, seq_len <= 4,096
SMALL_LABEL = "r1_hq9_s32_pdl"


@dataclass(frozen=True)
class Base:
    ptx: str
    cfg: LaunchConfig


def _config(kernel: str, label: str) -> LaunchConfig:
    for c in launch_configs():
        if c.kernel == kernel and c.label == label:
            return c
    raise AssertionError(f"no registered configuration {kernel}:{label}")


@cache
def bases() -> dict[str, Base]:
    out = {}
    for name, kernel, label in (("gqa", GQA_KERNEL, GQA_LABEL), ("small", COMBINE_SMALL_KERNEL, SMALL_LABEL)):
        d = REGISTRY[kernel]
        out[name] = Base(entry_module(d.ptx_text(), d.entry), _config(kernel, label))
    return out


@dataclass(frozen=True)
class Case:
    id: str
    base: str
    obligation: int
    edits: tuple[tuple[str, str], ...]  # (regex, replacement), each matched exactly once, applied in order
    why: str


_WAIT = r"\t// begin inline asm\n\tgriddepcontrol\.wait;\n\t// end inline asm\n"
CASES = (
    # the gqa patterns match by structure (\d+ for register numbers) so a rebuild that renumbers registers keeps them
    Case("gqa_power_guard_dropped", "gqa", 6,
         ((r"setp\.ne\.s32 \t%p1, (%r\d+), 1;", r"setp.ne.s32 \t%p1, \1, \1;"),),
         "the power guard never returns: power = 0 writes the partials"),
    Case("gqa_max_barrier_dropped", "gqa", 2,
         ((r"\tbar\.sync \t0;\n(\tld\.shared\.f32 \t%f\d+, \[_ZZ\w+E2pm\+4\];)", r"\1"),),
         "the barrier after the warps' maxima (pm) are stored removed: every thread reads pm while lane 0 of each "
         "warp writes it"),
    Case("gqa_weights_barrier_dropped", "gqa", 2,
         ((r"(\tand\.b32  \t%r\d+, %r1, 31;\n)\tbar\.sync \t0;\n", r"\1"),),
         "the barrier after the weights p (ps) and the warps' sums (pl) are stored removed: the value phase reads "
         "other threads' p while they write it"),
    Case("gqa_output_barrier_dropped", "gqa", 2,
         ((r"(ld\.param\.u32 \t%r\d+, \[attention_gqa_d64_f16_param_6\];\n)\tbar\.sync \t0;\n", r"\1"),),
         "the barrier between the warps' O partials (po stores by lanes 0..7) and their sum removed: threads read "
         "po while other warps write it"),
    Case("gqa_acc_overrun", "gqa", 3,
         ((r"st\.global\.f32 \t\[(%rd\d+)\], (%f\d+);(\n\n\$L__BB0_\d+:\n\tsetp\.gt\.u32)",
           r"st.global.f32 \t[\1+256], \2;\3"),),
         "a tile writes its f32[64] partial one slot (256 bytes) further: the last (head, split) writes past acc"),
    Case("gqa_ml_overrun", "gqa", 3,
         ((r"st\.global\.f32 \t\[(%rd\d+)\+4\], (%f\d+);", r"st.global.f32 \t[\1+8], \2;"),),
         "the partial sum L stored over the next slot's max: the last slot writes past ml"),
    Case("gqa_table_index_off", "gqa", 3,
         ((r"shr\.u32 \t(%r\d+), %r3, 4;", r"shr.u32 \t\1, %r3, 3;"),),
         "the score key j's block looked up at table[j / 8] instead of table[j / 16]: past the row's 256 entries "
         "for j >= 2,048"),
    Case("gqa_head_offset_dropped", "gqa", 2,
         ((r"(\tbar\.sync \t0;\n\tmul\.wide\.u32 \t%rd\d+, %r\d+, %r\d+;\n\tmul\.lo\.s32 \t%r\d+, %r\d+), 3;",
           r"\1, 0;"),),
         "the slots drop the KV head's first query head (kvh * 3 became kvh * 0): the three KV heads' CTAs write "
         "heads 0..2"),
    Case("gqa_kv_read_before_wait", "gqa", 2,
         ((_WAIT, ""), (r"\tbar\.sync \t0;\n", "\tgriddepcontrol.wait;\n\tbar.sync \t0;\n")),
         "griddepcontrol.wait moved after the K/V and q loads (to the first barrier; the prefetch stays before it): "
         "the programmatic dependent reads the cache and q, written by the kernel before it, before that kernel is "
         "known complete"),
    Case("gqa_pair_sum_half_mask", "gqa", 4,
         ((r"(shfl\.sync\.bfly\.b32 \t%r\d+\|%p\d+, %r\d+, %r\d+, %r\d+), %r\d+;", r"\1, 65535;"),),
         "the pair's half-dot exchange (xor 1, the first shuffle) with member mask 0x0000ffff executed by all 32 "
         "lanes"),
    Case("small_power_guard_dropped", "small", 6,
         ((r"setp\.ne\.s32 \t%p1, %r20, 1;", "setp.ne.s32 \t%p1, %r20, %r20;"),),
         "the small combine's power guard never returns: power = 0 writes the output"),
    Case("small_max_barrier_dropped", "small", 2,
         ((r"(\$L__BB1_67:\n)\tbar\.sync \t0;\n", r"\1"),),
         "the barrier after the groups' maxima (gmx) are stored removed: every thread reads gmx[0..3] while the "
         "groups' first threads write it"),
    Case("small_sum_barrier_dropped", "small", 2,
         ((r"(st\.shared\.f32 \t\[%r18\], %f161;\n)\tbar\.sync \t0;\n", r"\1"),),
         "the barrier between the groups' sums (gls, gos) and their final addition removed"),
    Case("small_reads_neighbour", "small", 3,
         ((r"ld\.global\.nc\.f32 \t%f608, \[%rd4\+7168\];", "ld.global.nc.f32 \t%f608, [%rd4+7424];"),),
         "the group's 8th split (s = g + 28, the last one at 32 splits) reads the next slot's acc: the last head's "
         "split 31 reads past acc"),
    Case("small_out_head_dropped", "small", 2,
         ((r"add\.s64 \t%rd28, %rd29, %rd30;", "mov.b64 \t%rd28, %rd29;"),),
         "the output index drops the head: the 9 heads' CTAs all write head 0's row"),
    Case("small_read_before_wait", "small", 2,
         ((_WAIT, ""), (r"(ld\.global\.nc\.v2\.f32 \t\{%f586, %f585\}, \[%rd3\];\n)", "\\1\tgriddepcontrol.wait;\n")),
         "griddepcontrol.wait moved after the first partial (m, l) is loaded: the partials are written by the kernel "
         "before this one"),
)


def _mutant(case: Case) -> str:
    text = bases()[case.base].ptx
    for pat, rep in case.edits:
        text = mut(text, pat, rep)
    assert text != bases()[case.base].ptx, case.id
    return text


@pytest.mark.parametrize("name", ["gqa", "small"])
def test_unmutated_entry_proves(name: str) -> None:
    b = bases()[name]
    art = prove(b.ptx, b.cfg)
    assert art.ok, {o["id"]: (o["status"], o["detail"][:200]) for o in art.doc["obligations"] if o["status"] != "proved"}


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_planted_gqa_attention_bug_is_rejected(case: Case) -> None:
    b = bases()[case.base]
    art = prove(_mutant(case), b.cfg)
    assert not art.ok, f"every obligation proved: {case.why}"
    o = {x["id"]: x for x in art.doc["obligations"]}[case.obligation]
    assert o["status"] == "failed", (o["status"], o["detail"][:300], art.statuses())
    check_witness(case.obligation, o["witness"], b.cfg)


SAFE_REWRITES = (
    # the last value key's guard jv + 3 < seq_len (the last `setp.ge.u32 .., %r5`) became <=: a key at seq_len is
    # loaded (numerically wrong: junk enters the sum), but jv + 3 < 128 * n_splits = max_context keeps its table
    # entry inside the row and its V row inside the pool
    ("gqa_value_key_guard_off_by_one", "gqa", r"(?s)(.*)setp\.ge\.u32 \t(%p\d+), (%r\d+), %r5;",
     r"\1setp.gt.u32 \t\2, \3, %r5;"),
    # the prefetch dropped: a cache hint only, the loads after the wait are unchanged
    ("gqa_prefetch_dropped", "gqa", r"\tprefetch\.global\.L2 \[%rd\d+\];\n", ""),
)


@pytest.mark.parametrize(("name", "base", "pat", "rep"), SAFE_REWRITES, ids=[r[0] for r in SAFE_REWRITES])
def test_memory_safe_rewrite_still_proves(name: str, base: str, pat: str, rep: str) -> None:
    b = bases()[base]
    art = prove(mut(b.ptx, pat, rep), b.cfg)
    assert art.ok, {o["id"]: (o["status"], o["detail"][:200]) for o in art.doc["obligations"] if o["status"] != "proved"}


def test_cases_are_distinct_and_cover_both_entries() -> None:
    assert len({c.id for c in CASES}) == len(CASES) and {c.base for c in CASES} == {"gqa", "small"}
    assert {c.obligation for c in CASES} >= {2, 3, 4, 6}
    assert len({_mutant(c) for c in CASES}) == len(CASES)
