"""Planted bugs in the Gemma 3 step kernels' PTX (backend/kernels/gemma_step.ptx): each mutant must fail its
obligation with a witness (tests/verifier/test_adversarial.check_witness: reason, launch, threads, PTX line,
addresses; for a family, the member's symbol values), never come out "proved"; the un-mutated entries prove.

The bases are the Gemma step profile's own configurations (registry_gemma_step.gemma_step_families), cut to
one entry (adversarial_base.entry_module), so a mutant is the shipped kernel with one edit.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cache

import pytest

from backend.kernels.registry import REGISTRY
from backend.kernels.registry_gemma_step import GEMMA_STEP_PROFILES, gemma_step_families
from tests.verifier.adversarial_base import entry_module, mut
from tests.verifier.test_adversarial import check_witness
from verifier import prove
from verifier.config import LaunchConfig

_QK = "qk_norm_rope_kv_d256_f16"
_QK_LABEL = "t{}_hq4_hkv1_d256_p8192_l18_b16384"
# short name -> (kernel, label) of a Gemma step profile configuration
BASES = {
    "wide": ("rmsnorm_wide_f16", "m17-512_d640"),  # a family: rows M in [17, 512], stream-ordered
    "wide_r1": ("rmsnorm_wide_f16", "m1-16_d640_pdl"),  # the programmatic dependents: rows M in [1, 16]
    "rows": ("rmsnorm_wide_rows_f16", "n17-64_rows512_d640"),
    "post": ("postnorm_add_f32", "m17-512_d640"),
    "post_r1": ("postnorm_add_f32", "m2-16_d640_pdl"),
    "pan": ("postnorm_add_norm_f32", "m17-512_d640"),  # the post-norm add fused with the next RMSNorm
    "qk": (_QK, _QK_LABEL.format("17-512")),
    "qk_r1": (_QK, _QK_LABEL.format("1-16") + "_pdl"),  # the programmatic dependents
    "gpart": ("greedy_part_f32", "b17-64_v262144_p64"),
    "gfinal": ("greedy_final", "b17-64_p64"),
    "gfinal_r1": ("greedy_final", "b1-16_p64_pdl"),
    # the local layers' window (512) over 2..16 rows (batch 1 runs the fused qk_rope_attention_b1_d256_f16): the
    # cheapest attention artifact to prove (~20 s on 2 cores)
    "emb": ("embedding_q8_0_scaled_f32", "t1-512_d640_v262144"),
    "att_r1": ("attention_window_d256_f16", "r2-16_hq4_hkv1_ctx8192_w512_l18_b16384_pdl"),
    # the batch-1 fused QK-norm + RoPE + K/V write + windowed attention (test_adversarial_decode has its planted
    # bugs; here the one read of another layer's K rows)
    "qkatt": ("qk_rope_attention_g4_d256_f16", "r1_hq4_hkv1_ctx8192_w512_l18_b16384_p8192_pdl"),
}


@cache
def base(short: str) -> tuple[str, LaunchConfig]:
    kernel, label = BASES[short]
    fams = gemma_step_families(GEMMA_STEP_PROFILES["gemma3-270m"])
    cfg = next(c for c in fams if c.kernel == kernel and c.label == label)
    d = REGISTRY[kernel]
    return entry_module(d.ptx_text(), d.entry), cfg


@dataclass(frozen=True)
class Mutant:
    id: str
    base: str
    obligation: int
    edit: tuple[str, str]  # (regex, replacement), matched exactly once
    why: str


# The power-guard mutants use the concrete batch-1 configurations: on a family the verifier's power-state
# witness names symbol values outside the family's range (seen here: B = 0 for greedy_final's B in [2, 64]),
# which check_witness rejects; reported to the lead (verifier/, not this suite's to change).
MUTANTS = (
    Mutant("wide_store_guard_dropped", "wide", 3, (r"\tsetp\.ge\.u32 \t%p27, %r81, %r37;\n\t@%p27 bra \t\$L__BB0_37;\n", ""),
           "the d < D test of the output loop dropped (D = 640: three iterations of 256, the loop nvcc leaves "
           "after its 4x unrolled part): d = tid + 512 >= 640 is read from x and stored past the row (past y "
           "for the last row)"),
    Mutant("rows_output_row_from_idx", "rows", 3, (r"mul\.wide\.u32 \t%rd3, %r35, %r37;", "mul.wide.u32 \t%rd3, %r35, %r38;"),
           "the gathered row written at y[idx[i]] instead of y[i]: idx < rows_in = 512 reaches past y's n_out rows"),
    Mutant("wide_no_barrier", "wide", 2, (r"\tbar\.sync \t0;\n", ""),
           "the bar.sync between warp 0's publication of r and its use dropped: a race on the shared r"),
    Mutant("wide_no_power_guard", "wide_r1", 6, (r"\tsetp\.ne\.s32 \t%p1, %r38, 1;\n\t@%p1 bra \t\$L__BB0_38;\n", ""),
           "the power guard dropped: a power = 0 launch writes y"),
    Mutant("post_no_barrier", "post", 2, (r"\tbar\.sync \t0;\n", ""),
           "postnorm_add without the barrier after r is published: a race on the shared r"),
    Mutant("post_no_power_guard", "post_r1", 6, (r"\tsetp\.ne\.s32 \t%p1, %r46, 1;\n\t@%p1 bra \t\$L__BB2_75;\n", ""),
           "the power guard dropped: a power = 0 launch updates the residual stream"),
    Mutant("pan_no_barrier_before_norm", "pan", 2, (r"\tbar\.sync \t0;\n\tld\.shared\.f32 \t%f110, \[_ZZ21postnorm_add_norm_f32E2rs_\$_1\];",
                                         "\tld.shared.f32 \t%f110, [_ZZ21postnorm_add_norm_f32E2rs_$_1];"),
           "the fused kernel's norm phase reads the second r (published by warp 0 through shared memory) without "
           "the barrier after its store: a race on the shared r"),
    Mutant("qk_k_slot_test_dropped", "qk", 3, (r"\tsetp\.ge\.u32 \t%p15, %r52, %r49;\n\t@%p15 bra \t\$L__BB4_12;\n", ""),
           "the k head's slot < n_slots test dropped: a padding row (slot >= n_slots) writes past the KV view"),
    Mutant("qk_v_slot_test_dropped", "qk", 3, (r"\tsetp\.ge\.u32 \t%p8, %r52, %r9;\n\t@%p8 bra \t\$L__BB4_12;\n", ""),
           "the v head's slot < n_slots test dropped: a padding row writes past the V plane"),
    Mutant("qk_k_slot_guard_le", "qk_r1", 3, (r"setp\.ge\.u32 \t%p15, %r52, %r49;", "setp.gt.u32 \t%p15, %r52, %r49;"),
           "the k head's test slot <= n_slots: slot n_slots (the executor's first padding row) stores the k head at "
           "byte layer_stride of the view, the next layer's K rows -- inside kv, outside its K and V windows "
           "(registry.layer_view; it proved while kv was the whole view)"),
    Mutant("qk_q_head_stride_128", "qk", 2, (r"shl\.b64 \t%rd82, %rd81, 8;", "shl.b64 \t%rd82, %rd81, 7;"),
           "q_out rows of 128 instead of 256 elements: heads h and h + 1 store the same elements"),
    Mutant("qk_r1_no_wait", "qk_r1", 2, (r"\tgriddepcontrol\.wait;\n", ""),
           "the batch-1 dependent without griddepcontrol.wait: qk and v (the GEMVs' outputs) read unsynchronised"),
    Mutant("gpart_row_dropped", "gpart", 2, (r"add\.s64 \t%rd66, %rd64, %rd65;", "mov.u64 \t%rd66, %rd65;"),
           "part index without the row term b * parts: CTAs (p, b) and (p, b') write the same partial"),
    Mutant("gpart_all_threads_store", "gpart", 2, (r"\tsetp\.ne\.s32 \t%p120, %r37, 0;\n\t@%p120 bra \t\$L__BB5_12;\n", ""),
           "the tid == 0 test before the partial's store dropped: 256 threads write part[b, p]"),
    Mutant("gpart_no_barrier", "gpart", 2, (r"\tbar\.sync \t0;\n", ""),
           "thread 0 reads the warps' shared maxima without the barrier: a race with the warp leaders' stores"),
    Mutant("gfinal_all_lanes_store", "gfinal", 2, (r"\tsetp\.ne\.s32 \t%p22, %r68, 0;\n\t@%p22 bra \t\$L__BB6_20;\n", ""),
           "the lane == 0 test dropped: every lane of the warp writes tokens[b]"),
    Mutant("att_block_of_key_shift_3", "att_r1", 3, (r"shr\.u32 \t%r122, %r121, 4;", "shr.u32 \t%r122, %r121, 3;"),
           "a key's block index j / 8 instead of j / 16: block-table entries up to 1,023 of a 512-entry row"),
    Mutant("att_r1_no_wait", "att_r1", 2, (r"\tgriddepcontrol\.wait;\n", ""),
           "the batch-1 dependent without griddepcontrol.wait: q and the cache (written by the kernels before) "
           "read unsynchronised"),
    Mutant("att_no_power_guard", "att_r1", 6, (r"\tsetp\.ne\.s32 \t%p1, %r107, 1;\n\t@%p1 bra \t\$L__BB7_67;\n", ""),
           "the power guard dropped: a power = 0 launch writes out"),
    Mutant("qkatt_k_block_plus_one", "qkatt", 3,
           (r"(ld\.global\.nc\.u32 \t%r300, \[%rd90\];\n)", r"\1\tadd.s32 \t%r300, %r300, 1;\n"),
           "the block-table entry of the first keys' K prefetch + 1: entry physical_blocks - 1 (the allocator's "
           "last block) reads block physical_blocks, the next layer's K rows -- inside kv, outside its windows "
           "(it proved while kv was the whole view)"),
    Mutant("emb_id_test_dropped", "emb", 3, (r"\t@%p3 bra \t\$L__BB8_4;\n", ""),
           "the id < V test dropped: an id outside the vocabulary (the sampler's 0xFFFFFFFF) reads past the table"),
    Mutant("emb_column_guard_dropped", "emb", 3, (r"\tsetp\.ge\.u32 \t%p2, %r1, %r3;\n\t@%p2 bra \t\$L__BB8_5;\n", ""),
           "the d < D test dropped: the third column CTA's threads 128..255 (d >= 640) store past the row"),
    Mutant("gfinal_no_power_guard", "gfinal_r1", 6, (r"\tsetp\.ne\.s32 \t%p1, %r19, 1;\n\t@%p1 bra \t\$L__BB6_20;\n", ""),
           "the power guard dropped: a power = 0 launch writes the tokens"),
)


# Bugs whose conflicting access sits in a loop the verifier summarises (havocs): reported with a witness that
# is marked possibly spurious ("unknown"), never "proved" (as test_adversarial_gemma.LOOP_MUTANTS).
# Not a mutant here: pass 1 without its i < n test is memory-safe at window 512 (i < 512 keeps every block-table
# index inside the row, and sc has 8,192 entries), so the verifier rightly proves that edit's obligations 1-7:
# the keys past seq_len it would add are a numerical bug, which the device test against spec/ catches.
LOOP_MUTANTS = (
    Mutant("att_no_barrier_after_q", "att_r1", 2,
           (r"st\.shared\.f32 \t\[%r115\], %f196;\n\tbar\.sync \t0;\n", "st.shared.f32 \t[%r115], %f196;\n"),
           "q staged in shared memory without the barrier before pass 1 reads it: a race on qf"),
    # every K load of pass 1 sits in the summarised dimension loop (`.pragma "nounroll"`), so the witness (byte
    # layer_stride + 512 of kv: block physical_blocks, another layer's K row) is reported as possibly spurious
    Mutant("att_k_block_plus_one", "att_r1", 3,
           (r"(cvt\.u64\.u32 \t%rd36, %r123;\n)", r"\1\tadd.s64 \t%rd36, %rd36, 1;\n"),
           "pass 1's K address from block-table entry + 1: the last physical block's keys read block physical_blocks, "
           "the next layer's K rows -- inside kv, outside its windows (it proved while kv was the whole view)"),
)
# the mutants above that touch another layer's rows of the KV view: bytes inside kv, outside its access windows
KV_WINDOW_MUTANTS = ("qk_k_slot_guard_le", "qkatt_k_block_plus_one", "att_k_block_plus_one")


def _statuses(art) -> dict[int, dict]:
    return {o["id"]: o for o in art.doc["obligations"]}


def assert_mutant_fails(m: Mutant, ptx: str, cfg: LaunchConfig) -> None:
    """The mutant of `ptx` (m.edit) must fail obligation m.obligation with a witness, never be "proved"."""
    art = prove(mut(ptx, *m.edit), cfg)
    assert not art.ok, f"every obligation proved: {m.why}"
    o = _statuses(art)[m.obligation]
    assert o["status"] == "failed", (m.id, o["status"], o["detail"][:300], art.statuses())
    check_witness(m.obligation, o["witness"], cfg)


@pytest.mark.parametrize("short", sorted(BASES))
def test_base_proves(short: str) -> None:
    ptx, cfg = base(short)
    art = prove(ptx, cfg)
    assert art.ok, art.statuses()


@pytest.mark.parametrize("m", MUTANTS, ids=[m.id for m in MUTANTS])
def test_mutant_fails_with_witness(m: Mutant) -> None:
    assert_mutant_fails(m, *base(m.base))


def assert_loop_mutant_never_proved(m: Mutant, ptx: str, cfg: LaunchConfig) -> None:
    """A bug inside a summarised loop: obligation m.obligation failed, or unknown with a witness whose access is
    in the summarised loop; never proved."""
    art = prove(mut(ptx, *m.edit), cfg)
    o = _statuses(art)[m.obligation]
    assert o["status"] in ("failed", "unknown"), (m.id, o["status"], art.statuses())
    w = o["witness"]
    assert w and w.get("reason"), w
    accs = [v for k, v in w.items() if k.startswith("access") and isinstance(v, dict)]
    assert o["status"] == "failed" or any(a.get("summarised_loop") for a in accs), w


@pytest.mark.parametrize("m", LOOP_MUTANTS, ids=[m.id for m in LOOP_MUTANTS])
def test_loop_mutant_is_never_proved(m: Mutant) -> None:
    assert_loop_mutant_never_proved(m, *base(m.base))


@pytest.mark.parametrize("mid", KV_WINDOW_MUTANTS)
def test_kv_view_mutants_are_outside_the_windows(mid: str) -> None:
    """The accesses into another layer's rows fail only through the kv view's access windows (the K slice and
    the V slice of registry.layer_view_windows): the witness names the window set, its access lies inside kv
    but in neither window, and the same mutant with the windows taken off proves obligation 3 (the hole)."""
    m = next(x for x in MUTANTS + LOOP_MUTANTS if x.id == mid)
    ptx, cfg = base(m.base)
    kv = cfg.buffer_map["kv"]
    wins = [{"offset": w.offset, "size": w.size} for w in kv.windows]
    assert len(wins) == 2 and wins[0]["offset"] == 0 and wins[1]["offset"] + wins[1]["size"] == kv.size_bytes
    text = mut(ptx, *m.edit)
    o = _statuses(prove(text, cfg))[3]
    assert o["status"] in ("failed", "unknown") and o["witness"], (mid, o["status"])
    w = o["witness"]
    off = w["access"]["offset"]
    assert w["windows"] == wins and w["access"]["buffer"] == "kv", w
    assert wins[0]["size"] <= off < wins[1]["offset"], (mid, off, wins)
    assert w["reason"].startswith("outside the access windows of kv: "), w["reason"]
    whole = replace(cfg, buffers=tuple((k, replace(b, windows=())) for k, b in cfg.buffers))
    assert _statuses(prove(text, whole))[3]["status"] == "proved", mid


def test_mutants_cover_every_kernel_and_bug_class() -> None:
    """Each step kernel has a planted bug; together they cover bounds (3), races (2) and power gating (6)."""
    assert {BASES[m.base][0] for m in MUTANTS} == {k for k, _l in BASES.values()}
    assert {m.obligation for m in MUTANTS} == {2, 3, 6}
    assert len({m.id for m in MUTANTS}) == len(MUTANTS)
