"""Planted bugs in the split attention kernels (backend/kernels/attention_split.ptx), in the style of
test_adversarial.py: each is an edit of the nvcc-emitted PTX of one entry (cut to that entry), proved under a
registered configuration; the named obligation must fail with a witness (test_adversarial.check_witness: the
reason, the launch, thread ids, the PTX line and the address). The un-mutated entries must prove first, and edits
that change no access outside the buffers (the first key's prefetch guard off by one: its index stays inside the row)
must still prove: no false alarm.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

import pytest

from backend.kernels.registry import COMBINE_KERNEL, DIRECT_KERNEL, REGISTRY, SPLIT_KERNEL, launch_configs
from tests.verifier.adversarial_base import entry_module, mut
from tests.verifier.test_adversarial import check_witness
from verifier import prove
from verifier.config import LaunchConfig

# concrete device-test configurations (registry.split_test_configs) and the batch-1 programmatic dependent
SPLIT_LABEL = "r5_hq4_hkv2_ctx8192_l2_b4096_s16"
COMBINE_LABEL = "r5_hq4_s16"
SPLIT_PDL_LABEL = "r1_hq9_hkv3_ctx8192_l30_b16384_s32_pdl"
# the batch-1 direct kernel (one split, normalised in place), proved for seq_len <= 256 (its depth bucket)
DIRECT_LABEL = "r1_hq9_hkv3_ctx256_l30_b16384_pdl"


@dataclass(frozen=True)
class AttnBase:
    ptx: str
    cfg: LaunchConfig


def _config(kernel: str, label: str) -> LaunchConfig:
    for c in launch_configs():
        if c.kernel == kernel and c.label == label:
            return c
    if kernel == SPLIT_KERNEL and label == SPLIT_PDL_LABEL:
        # the batch-1 split dependent: no longer launched (registry.BATCH1_GQA_TOPS), still the PDL split base
        c = REGISTRY[SPLIT_KERNEL].config(R=1, q_heads=9, kv_heads=3, max_context=8192, layers=30,
                                          physical_blocks=16384, n_splits=32, overlap=True)
        assert c.label == label
        return c
    raise AssertionError(f"no registered configuration {kernel}:{label}")


@cache
def attn_bases() -> dict[str, AttnBase]:
    out = {}
    for name, kernel, label in (("split", SPLIT_KERNEL, SPLIT_LABEL), ("combine", COMBINE_KERNEL, COMBINE_LABEL),
                                ("split_pdl", SPLIT_KERNEL, SPLIT_PDL_LABEL), ("direct", DIRECT_KERNEL, DIRECT_LABEL)):
        d = REGISTRY[kernel]
        out[name] = AttnBase(entry_module(d.ptx_text(), d.entry), _config(kernel, label))
    return out


@dataclass(frozen=True)
class AttnCase:
    id: str
    base: str
    obligation: int
    edits: tuple[tuple[str, str], ...]  # (regex, replacement), each matched exactly once, applied in order
    why: str


_WAIT = r"\t// begin inline asm\n\tgriddepcontrol\.wait;\n\t// end inline asm\n"
CASES = (
    AttnCase("split_merge_barrier_dropped", "split", 2,
             ((r"(ld\.param\.u32 \t%r448, \[attention_split_d64_f16_param_6\];\n)\tbar\.sync \t0;\n", r"\1"),),
             "the barrier between the two halves' sums (ph stores) and their final addition removed: threads 0..63 "
             "read ph[64..127] while threads 64..127 write it"),
    AttnCase("split_max_barrier_dropped", "split", 2, ((r"(\$L__BB0_10:\n)\tbar\.sync \t0;\n", r"\1"),),
             "the barrier after the warps' maxima are stored (pm) removed: every thread reads pm[0..3] while lane "
             "0 of each warp writes it"),
    AttnCase("split_slot_overrun", "split", 3,
             ((r"st\.global\.f32 \t\[%rd82\], %f937;", "st.global.f32 \t[%rd82+256], %f937;"),),
             "a split writes its f32[64] partial one slot (256 bytes) further: the last (row, head, split) writes "
             "past the acc workspace"),
    AttnCase("split_ml_overrun", "split", 3,
             ((r"st\.global\.f32 \t\[%rd78\+4\], %f944;", "st.global.f32 \t[%rd78+8], %f944;"),),
             "the partial sum L stored over the next slot's max: the last slot writes past ml"),
    AttnCase("split_key_loop_off_by_one", "split", 3,
             ((r"setp\.lt\.u32 \t%p12, %r457, %r2;", "setp.le.u32 \t%p12, %r457, %r2;"),),
             "the key loop's bound j < seq_len became j <= seq_len: at seq_len = max_context the thread whose keys "
             "reach max_context looks up table[max_blocks], past the last row's block table"),
    AttnCase("split_table_index_off", "split", 3,
             ((r"shr\.u32 \t%r105, %r457, 4;", "shr.u32 \t%r105, %r457, 3;"),),
             "key j's block looked up at table[j / 8] instead of table[j / 16]: past the row for j >= 4,096"),
    AttnCase("split_power_guard_dropped", "split", 6,
             ((r"setp\.ne\.s32 \t%p1, %r61, 1;", "setp.ne.s32 \t%p1, %r61, %r61;"),),
             "the power guard never returns: power = 0 writes the partials"),
    AttnCase("split_warp_max_half_mask", "split", 4,
             ((r"shfl\.sync\.bfly\.b32 \t%r382\|%p13, %r379, %r380, %r378, %r381;",
               "shfl.sync.bfly.b32 \t%r382|%p13, %r379, %r380, %r378, 65535;"),),
             "the merge's max butterfly with member mask 0x0000ffff executed by all 32 lanes"),
    AttnCase("split_q_read_before_wait", "split_pdl", 2,
             ((_WAIT, ""), (r"\n(\$L__BB0_5:\n)", "\n\tgriddepcontrol.wait;\n\\1")),
             "griddepcontrol.wait moved after q is loaded: the programmatic dependent reads q (written by the QKV "
             "kernel before it) before that kernel is known to be complete"),
    AttnCase("direct_tail_barrier_dropped", "direct", 2,
             ((r"(mov\.u32 \t%r444, %tid\.x;\n)\tbar\.sync \t0;\n", r"\1"),),
             "the direct kernel's barrier between the two halves' sums (ph stores) and the normalised store removed: "
             "thread t reads ph[64 + t] while thread 64 + t writes it"),
    AttnCase("direct_out_head_dropped", "direct", 2,
             ((r"add\.s64 \t%rd63, %rd61, %rd69;", "mov.b64 \t%rd63, %rd61;"),),
             "the output index drops the head ((r*q_heads)*64 + d): the 9 heads' CTAs all write head 0's row"),
    AttnCase("direct_out_overrun", "direct", 3,
             ((r"st\.global\.u16 \t\[%rd68\], %rs1;", "st.global.u16 \t[%rd68+128], %rs1;"),),
             "each head's row stored one row (64 halves) further: the last head writes past out"),
    AttnCase("direct_key_loop_off_by_one", "direct", 3,
             ((r"setp\.lt\.u32 \t%p12, %r448, %r2;", "setp.le.u32 \t%p12, %r448, %r2;"),),
             "the key loop's bound j < seq_len became j <= seq_len: at seq_len = 256 (the depth bucket's top, the "
             "configuration's assumption) key 256's block is looked up at table[16], past the 16 entries proved"),
    AttnCase("direct_power_guard_dropped", "direct", 6,
             ((r"setp\.ne\.s32 \t%p1, %r55, 1;", "setp.ne.s32 \t%p1, %r55, %r55;"),),
             "the direct kernel's power guard never returns: power = 0 writes the output"),
    AttnCase("direct_q_read_before_wait", "direct", 2,
             ((_WAIT, ""), (r"\n(\$L__BB2_5:\n)", "\n\tgriddepcontrol.wait;\n\\1")),
             "griddepcontrol.wait moved after q is loaded: the batch-1 dependent reads q before the QKV kernel that "
             "writes it is known to be complete"),
    AttnCase("combine_reads_neighbour", "combine", 3,
             ((r"ld\.global\.nc\.f32 \t%f78, \[%rd26\];", "ld.global.nc.f32 \t%f78, [%rd26+256];"),),
             "the combine reads the next slot's partial (its neighbour's): the last (row, head) reads past acc"),
    AttnCase("combine_store_row_dropped", "combine", 2,
             ((r"shl\.b64 \t%rd30, %rd11, 6;", "shl.b64 \t%rd30, %rd10, 6;"),),
             "the output index drops the row (h*64 + d only): the CTAs of every row write row 0"),
    AttnCase("combine_group_barrier_dropped", "combine", 2,
             ((r"(st\.shared\.f32 \t\[%r17\], %f109;\n)\tbar\.sync \t0;\n", r"\1"),),
             "the barrier between the split groups' sums (go) and their final addition removed: threads 0..63 read "
             "go[64..255] while the other groups write it"),
    AttnCase("combine_power_guard_dropped", "combine", 6,
             ((r"setp\.ne\.s32 \t%p1, %r19, 1;", "setp.ne.s32 \t%p1, %r19, %r19;"),),
             "the combine's power guard never returns: power = 0 writes the output"),
)


def _mutant(case: AttnCase) -> str:
    text = attn_bases()[case.base].ptx
    for pat, rep in case.edits:
        text = mut(text, pat, rep)
    assert text != attn_bases()[case.base].ptx, case.id
    return text


@pytest.mark.parametrize("name", ["split", "combine", "split_pdl", "direct"])
def test_unmutated_entry_proves(name: str) -> None:
    b = attn_bases()[name]
    art = prove(b.ptx, b.cfg)
    assert art.ok, {o["id"]: (o["status"], o["detail"][:200]) for o in art.doc["obligations"] if o["status"] != "proved"}


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_planted_attention_bug_is_rejected(case: AttnCase) -> None:
    b = attn_bases()[case.base]
    art = prove(_mutant(case), b.cfg)
    assert not art.ok, f"every obligation proved: {case.why}"
    o = {x["id"]: x for x in art.doc["obligations"]}[case.obligation]
    assert o["status"] == "failed", (o["status"], o["detail"][:300], art.statuses())
    check_witness(case.obligation, o["witness"], b.cfg)


SAFE_REWRITES = (
    # the first key's block prefetch (before the wait) guarded by gi <= seq_len: gi < 128 * n_splits <= max_context,
    # so table[gi / 16] stays inside the row whatever seq_len is (a stale read, never an out-of-bounds one)
    ("first_key_prefetch_guard_off_by_one", r"setp\.ge\.u32 \t%p2, %r457, %r2;", "setp.gt.u32 \t%p2, %r457, %r2;"),
)


@pytest.mark.parametrize(("name", "pat", "rep"), SAFE_REWRITES, ids=[r[0] for r in SAFE_REWRITES])
def test_memory_safe_rewrite_still_proves(name: str, pat: str, rep: str) -> None:
    """Edits that change no access outside the declared buffers (numerically wrong or not): the verifier must not
    reject them (no false alarm from over-approximation)."""
    b = attn_bases()["split"]
    art = prove(mut(b.ptx, pat, rep), b.cfg)
    assert art.ok, {o["id"]: (o["status"], o["detail"][:200]) for o in art.doc["obligations"] if o["status"] != "proved"}


def test_cases_are_distinct_and_at_least_four() -> None:
    assert len(CASES) >= 4 and len({c.id for c in CASES}) == len(CASES)
    assert len({_mutant(c) for c in CASES}) == len(CASES)
