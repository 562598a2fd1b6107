"""Planted bugs in the fused batch-1 decode kernel qk_rope_attention_g4_d256_f16 (src/attention_decode.cu,
declared beside the launched qk_rope_attention_b1_d256_f16: registry_gemma_step.QKATT_KERNELS;
QK RMSNorm + NEOX RoPE of the group's 4 query heads into shared qh (warps 0-3) and of the k head into the
paged K cache at slots[r] (warp 4), warp 5's V copy into the V plane, bar.sync, qf = widened qh, bar.sync,
then the windowed attention of attention_g4.cuh over the cache, the row just written included). Each mutant
is the shipped PTX (one entry, adversarial_base.entry_module) with one regex edit that matches exactly once,
under the one configuration the profile proves (r1_..._pdl: a programmatic dependent); it must fail its
obligation with a witness (test_adversarial.check_witness, plus the query and buffer WITNESS names), never
be "proved"; the un-mutated entry proves. CI runs CORE (every obligation class, ~3-5 s a proof on 2 cores);
FLTC_ADVERSARIAL_ALL=1 runs the others too.

What the verifier said about edits that are not plain mutants here (each checked by hand):
  * the first bar.sync alone dropped (the one right after the K/V stores): a read-write race on shared qh
    (the qf conversion reads the other warps' qh), rightly not one on kv: the second bar.sync, after the qf
    conversion, still orders warp 4's K and warp 5's V stores before every cache read of passes 1-3, so the
    stores (barrier interval 0) and the reads (interval >= 1) never share one. The race of the cache reads
    with the K/V row stores needs both barriers gone: kv_no_barriers_before_pass1 (one regex over the qf
    conversion).
  * the first qk load moved, with its address computation, into the q/k warps' branch before
    griddepcontrol.wait (the cos/sin/weight loads): "unsupported" (where that branch joins the other warps'
    path the later qk loads' address has unknown provenance), never proved; the same block hoisted above the
    branch (every thread computes it) is grid_dep_qk_load_hoisted.
  * value bugs that keep every obligation (memory-safe, race-free, every output written), which the device
    test against spec/ catches: query head kvh*4 + warp + 1 (warp 3 normalises the k head as q head 3); the
    k head read from query head kvh, or from head kv_heads + kvh (a query head at kv_heads = 1); warp 5's V
    copied from qk instead of v (qk's first head row, inside qk); the RoPE tables' row positions[r] / 2; the
    k head written at token 0 of its page (slot & 15 -> slot & 0: the sequence's own block's first key
    overwritten, inside kv).
  * a hole found here, closed since (HOLES, now an ordinary failing mutant): the K store's guard slot < n_slots
    as slot <= n_slots proved before the kv buffer declared access windows (registry.layer_view_windows).
    A row with slot == n_slots (the executor's first padding row gets n_slots + 0) writes at byte
    n_slots / 16 * page_stride = layer_stride of the launch's kv view, i.e. the next layer's K slice (the last
    layer's: layer 0's V slice): a store into another layer's cache, inside the `kv` buffer (the whole layer
    view, plane_stride + layer_stride), so obligation 3 held then; it fails now (outside the windows), as the
    same edit of qk_norm_rope_kv_d256_f16 does (test_adversarial_gemma_step's qk_k_slot_guard_le).
    The V guard's `<=` fails (kv_v_slot_guard_le: the V slice is the view's last, slot n_slots is past kv).
"""

from __future__ import annotations

import os
import re
from dataclasses import replace
from functools import cache
from typing import Any

import pytest

from backend.kernels.registry import REGISTRY, launch_configs
from backend.kernels.registry_gemma_step import GEMMA_STEP_PROFILES, QKATT_G4_KERNEL
from tests.verifier.adversarial_base import entry_module, mut
from tests.verifier.test_adversarial import check_witness
from tests.verifier.test_adversarial_gemma_step import Mutant, assert_loop_mutant_never_proved
from verifier import prove
from verifier.config import LaunchConfig

LABEL = "r1_hq4_hkv1_ctx8192_w512_l18_b16384_p8192_pdl"
# the buffers whose size is per row (R = 1 in the profile): scaled by rows_config for a hand-built R > 1
_PER_ROW = frozenset({"qk", "v", "positions", "slots", "block_tables", "seq_lens", "out"})


@cache
def base() -> tuple[str, LaunchConfig]:
    cfg = next(c for c in launch_configs() if c.kernel == QKATT_G4_KERNEL and c.label == LABEL)
    d = REGISTRY[QKATT_G4_KERNEL]
    return entry_module(d.ptx_text(), d.entry), cfg


def rows_config(cfg: LaunchConfig, rows: int) -> LaunchConfig:
    """cfg launched over `rows` rows (grid y, the per-row buffers and out's row dimension scaled): the
    configuration the family refuses for rows != 1, built by hand."""
    bufs = tuple((n, replace(b, size_bytes=b.size_bytes * rows) if n in _PER_ROW else b)
                 for n, b in cfg.buffers)
    outs = tuple(replace(o, shape=(rows,) + o.shape[1:]) for o in cfg.outputs)
    out = replace(cfg, grid=(cfg.grid[0], rows, 1), buffers=bufs, outputs=outs,
                  label=cfg.label.replace("r1_", f"r{rows}_", 1))
    out.validate()
    return out


_KV_BAR = r"(\$L__BB0_10:\n)\tbar\.sync \t0;\n"  # the bar.sync after the prologue's K/V (and qh) stores
# the bar.sync after the qf conversion
_QF_BAR = r"(st\.shared\.f32 \t\[%r288\+3072\], %f868;\n)\tbar\.sync \t0;\n"
_K_GUARD = r"setp\.ge\.u32 \t%p16, %r8, %r1029;"  # warp 4: slot >= n_slots skips the K store
_V_GUARD = r"or\.pred  \t%p9, %p7, %p8;"  # warp != 5 || slot >= n_slots skips the V copy

# sorted by obligation
MUTANTS = (
    # ---- 1 coverage
    Mutant("out_head3_stored_as_head2", "decode", 1,
           (r"st\.global\.u16 \t\[%rd11\+1536\], %rs72;", "st.global.u16 \t[%rd11+1024], %rs72;"),
           "the fourth head's output stored at the third head's offset: head 3 of the row is never written"),
    Mutant("out_head3_not_stored", "decode", 1, (r"\tst\.global\.u16 \t\[%rd11\+1536\], %rs72;\n", ""),
           "head 3's output store dropped"),
    # ---- 2 races (and the programmatic dependent's grid dependency)
    Mutant("qh_no_barrier_after_prologue", "decode", 2, (_KV_BAR, r"\1"),
           "the bar.sync right after the prologue's stores dropped: the qf conversion reads the four warps' "
           "qh unsynchronised (the K/V stores stay ordered before the cache reads by the second bar.sync)"),
    Mutant("kv_no_barriers_before_pass1", "decode", 2,
           (r"(?s)" + _KV_BAR + r"(.*?\[%r288\+3072\], %f868;\n)\tbar\.sync \t0;\n", r"\1\2"),
           "both bar.syncs between the prologue and pass 1 dropped (one regex over the qf conversion): "
           "pass 1's cache reads of the row just written race warp 4's K row stores (read-write on kv, one "
           "interval)"),
    Mutant("kv_v_copy_into_k_plane", "decode", 2,
           (r"add\.s64 \t%rd58, %rd4, %rd24;", "mov.u64 \t%rd58, %rd4;"),
           "warp 5's V copy without the plane offset: it writes the K row warp 4 writes (write-write on kv)"),
    Mutant("kv_v_copy_by_warps_5_to_7", "decode", 2, (_V_GUARD, "mov.pred \t%p9, %p8;"),
           "the warp == 5 test of the V copy dropped: warps 5, 6 and 7 all write the V row (write-write "
           "on kv)"),
    Mutant("qh_warp_stride_128", "decode", 2,
           (r"shl\.b32 \t%r278, %r2, 8;", "shl.b32 \t%r278, %r2, 7;"),
           "query warp w's qh row at 128 w instead of 256 w halves: warps w and w + 1 write one half row"),
    Mutant("grid_dep_no_wait", "decode", 2, (r"\tgriddepcontrol\.wait;\n", ""),
           "griddepcontrol.wait dropped: qk, v (the GEMVs' outputs) and the kv cache touched while the "
           "previous grid may still run"),
    Mutant("grid_dep_qk_load_hoisted", "decode", 2,
           (r"(?s)(\tnot\.pred \t%p5, %p1;\n.*?\$L__BB0_6:\n)"
            r"(\tshl\.b32 \t%r255, %r7, 2;\n.*?\tld\.global\.nc\.u16 \t%rs9, \[%rd74\];\n)", r"\2\1"),
           "the first qk load (with its address computation) hoisted above the prologue branch, before "
           "griddepcontrol.wait: qk (not an overlap.stable buffer) read before the previous grid finished"),
    # ---- 3 bounds / alignment
    Mutant("kv_k_slot_guard_dropped", "decode", 3, (r"\t@%p16 bra \t\$L__BB0_10;\n", ""),
           "warp 4's slot < n_slots test dropped: a slot >= n_slots (a padding row's) stores the k head "
           "past kv"),
    Mutant("kv_v_slot_guard_dropped", "decode", 3, (_V_GUARD, "mov.pred \t%p9, %p7;"),
           "warp 5's slot < n_slots test dropped: a slot >= n_slots copies V past kv"),
    Mutant("kv_v_slot_guard_le", "decode", 3,
           (r"setp\.ge\.u32 \t%p8, %r8, %r237;", "setp.gt.u32 \t%p8, %r8, %r237;"),
           "the V copy's test slot <= n_slots: slot n_slots copies V past kv (the V slice ends the view)"),
    Mutant("kv_v_store_next_token", "decode", 3,
           (r"st\.global\.u16 \t\[%rd65\+448\], %rs8;", "st.global.u16 \t[%rd65+960], %rs8;"),
           "the V copy's last element stored one token row (512 bytes) on: past kv for the last slot"),
    Mutant("qk_q_head_from_lane", "decode", 3,
           (r"add\.s32 \t%r257, %r255, %r2;", "add.s32 \t%r257, %r255, %r3;"),
           "query head kvh*4 + lane instead of kvh*4 + warp: lanes >= 5 read past qk's 5 heads"),
    Mutant("qk_k_head_plus_one", "decode", 3,
           (r"(add\.s32 \t%r258, %r7, %r235;\n)", r"\1\tadd.s32 \t%r258, %r258, 1;\n"),
           "the k head read at q_heads + kvh + 1: past qk's row"),
    Mutant("qh_k_warp_takes_q_branch", "decode", 3,
           (r"@%p3 bra \t\$L__BB0_9;", "@%p1 bra \t$L__BB0_9;"),
           "the is_q test of the store as is_q || is_k: warp 4 stores the k head into qh's row 4, past qh "
           "(and never into the K cache)"),
    Mutant("v_from_next_kv_head", "decode", 3,
           (r"(add\.s64 \t%rd56, %rd54, %rd55;\n)", r"\1\tadd.s64 \t%rd56, %rd56, 1;\n"),
           "warp 5 copies V of kv head kvh + 1: past v's kv_heads rows"),
    # ---- 4 barrier uniformity
    Mutant("bar_in_q_branch", "decode", 4,
           (r"(st\.shared\.u16 \t\[%r282\+448\], %rs64;\n)", r"\1\tbar.sync \t0;\n"),
           "a bar.sync at the end of the query warps' qh stores: only warps 0-3 reach it"),
    Mutant("bar_in_qk_branch", "decode", 4, (r"(\$L__BB0_6:\n)", r"\1\tbar.sync \t0;\n"),
           "a bar.sync at the start of the is_q || is_k prologue: warps 0-4 only"),
    Mutant("bar_in_v_branch", "decode", 4, (r"(cvt\.u64\.u32 \t%rd53, %r236;\n)", r"\1\tbar.sync \t0;\n"),
           "a bar.sync in warp 5's V copy (behind slot < n_slots)"),
    # ---- 6 power state
    Mutant("power_guard_dropped", "decode", 6,
           (r"\tsetp\.ne\.s32 \t%p2, %r242, 1;\n\t@%p2 bra \t\$L__BB0_105;\n", ""),
           "FLTC_POWER_GUARD's branch dropped: a power = 0 launch writes the K/V row and out"),
    Mutant("power_guard_only_zero", "decode", 6,
           (r"setp\.ne\.s32 \t%p2, %r242, 1;", "setp.eq.s32 \t%p2, %r242, 0;"),
           "the power guard returns only for power == 0: any other inactive value writes"),
)

# what each mutant's witness must name: (the failing query's name prefix, a buffer its accesses touch or None)
WITNESS = {
    "out_head3_stored_as_head2": ("coverage", "out"),
    "out_head3_not_stored": ("coverage", "out"),
    "qh_no_barrier_after_prologue": ("read_write_shared", "_ZZ29qk_rope_attention_g4_d256_f16E2qh"),
    "kv_no_barriers_before_pass1": ("read_write_global_kv", "kv"),
    "kv_v_copy_into_k_plane": ("write_write_global_kv", "kv"),
    "kv_v_copy_by_warps_5_to_7": ("write_write_global_kv", "kv"),
    "qh_warp_stride_128": ("write_write_shared", "_ZZ29qk_rope_attention_g4_d256_f16E2qh"),
    "grid_dep_no_wait": ("grid_dependency", None),
    "grid_dep_qk_load_hoisted": ("grid_dependency", "qk"),
    "kv_k_slot_guard_dropped": ("bounds_alignment_global_kv", "kv"),
    "kv_v_slot_guard_dropped": ("bounds_alignment_global_kv", "kv"),
    "kv_v_slot_guard_le": ("bounds_alignment_global_kv", "kv"),
    "kv_v_store_next_token": ("bounds_alignment_global_kv", "kv"),
    "qk_q_head_from_lane": ("bounds_alignment_global_qk", "qk"),
    "qk_k_head_plus_one": ("bounds_alignment_global_qk", "qk"),
    "qh_k_warp_takes_q_branch": ("bounds_alignment_shared", "_ZZ29qk_rope_attention_g4_d256_f16E2qh"),
    "v_from_next_kv_head": ("bounds_alignment_global_v", "v"),
    "bar_in_q_branch": ("barrier_uniformity", None),
    "bar_in_qk_branch": ("barrier_uniformity", None),
    "bar_in_v_branch": ("barrier_uniformity", None),
    "power_guard_dropped": ("power_state", None),
    "power_guard_only_zero": ("power_state", None),
}

# Bugs whose conflicting access sits in a loop the verifier summarises: a witness marked possibly spurious
# ("unknown"), never "proved" (as test_adversarial_prefill.LOOP_MUTANTS' g4_no_barrier_after_q).
LOOP_MUTANTS = (
    Mutant("qf_no_barrier_before_pass1", "decode", 2, (_QF_BAR, r"\1"),
           "the bar.sync between the qf conversion and pass 1 dropped: pass 1 reads qf before the other "
           "threads have written it (a race on qf)"),
)

# Once a hole (the verifier proved it; module docstring), now a bug it catches: the kv buffer's access windows
# (registry.layer_view_windows: the layer's K and V slices) put slot n_slots's K row outside both.
HOLES = (
    Mutant("kv_k_slot_guard_le", "decode", 3, (_K_GUARD, "setp.gt.u32 \t%p16, %r8, %r1029;"),
           "warp 4's test slot <= n_slots: slot n_slots stores the k head into the next layer's K slice"),
)

# The mutants CI runs (every obligation class, the K/V races, the grid dependency); the others run with
# FLTC_ADVERSARIAL_ALL=1 (all of them: ~2 min on 2 cores) and are reported as skipped, with that reason,
# otherwise.
CORE = frozenset({
    "out_head3_stored_as_head2", "qh_no_barrier_after_prologue", "kv_no_barriers_before_pass1",
    "kv_v_copy_into_k_plane", "grid_dep_no_wait", "grid_dep_qk_load_hoisted", "kv_k_slot_guard_dropped",
    "qh_k_warp_takes_q_branch", "bar_in_q_branch", "power_guard_dropped",
})
EXTRA = tuple(m for m in MUTANTS if m.id not in CORE)
_ALL = os.environ.get("FLTC_ADVERSARIAL_ALL") == "1"


def _buffers(w: dict[str, Any]) -> set[str]:
    """The buffers a witness names: its accesses' (races, bounds, power, grid dependency) or its own
    (coverage)."""
    out = {v["buffer"] for k, v in w.items()
           if k.startswith("access") and isinstance(v, dict) and "buffer" in v}
    return out | ({w["buffer"]} if isinstance(w.get("buffer"), str) else set())


def assert_fails(m: Mutant, ptx: str, cfg: LaunchConfig,
                 expect: tuple[str, str | None] | None = None) -> dict[str, Any]:
    """The mutant of `ptx` must fail obligation m.obligation with a witness (never "proved") naming the query
    and buffer `expect` (WITNESS[m.id] by default); the witness."""
    art = prove(mut(ptx, *m.edit), cfg)
    assert not art.ok, f"every obligation proved: {m.why}"
    o = {x["id"]: x for x in art.doc["obligations"]}[m.obligation]
    assert o["status"] == "failed", (m.id, o["status"], o["detail"][:300], art.statuses())
    w = o["witness"]
    check_witness(m.obligation, w, cfg)
    query, buf = expect or WITNESS[m.id]
    assert w.get("query", "").startswith(query), (m.id, w.get("query"), w["reason"])
    assert buf is None or buf in _buffers(w), (m.id, _buffers(w), w["reason"])
    if m.obligation == 4:
        assert "bar.sync" in w.get("instruction", ""), w
    return w


def test_base_proves() -> None:
    art = prove(*base())
    assert art.ok, art.statuses()


@pytest.mark.parametrize("m", [m for m in MUTANTS if m.id in CORE], ids=lambda m: m.id)
def test_mutant_fails_with_witness(m: Mutant) -> None:
    assert_fails(m, *base())


@pytest.mark.skipif(not _ALL, reason="one of the extra planted bugs: run them with FLTC_ADVERSARIAL_ALL=1")
@pytest.mark.parametrize("m", EXTRA, ids=lambda m: m.id)
def test_extra_mutant_fails_with_witness(m: Mutant) -> None:
    assert_fails(m, *base())


@pytest.mark.parametrize("m", LOOP_MUTANTS, ids=lambda m: m.id)
def test_loop_mutant_is_never_proved(m: Mutant) -> None:
    assert_loop_mutant_never_proved(m, *base())


@pytest.mark.parametrize("m", HOLES, ids=lambda m: m.id)
def test_hole_mutant_fails(m: Mutant) -> None:
    assert_fails(m, *base(), expect=("bounds_alignment_global_kv", "kv"))


def test_two_rows_race_across_ctas() -> None:
    """The un-mutated PTX over R = 2 rows (the family refuses it): CTA r's K/V row store and CTA r' 's cache
    reads are unordered, so obligation 2 fails with a cross-CTA read-write witness on kv."""
    ptx, cfg = base()
    d = REGISTRY[QKATT_G4_KERNEL]
    p = GEMMA_STEP_PROFILES["gemma3-270m"]
    shape = dict(p.attention_shape(cfg.scalar_map["window"]), eps=p.rms_eps, positions=p.max_context)
    assert d.config(overlap=True, R=1, **shape).key() == cfg.key()
    with pytest.raises(ValueError, match="one row"):
        d.config(overlap=True, R=2, **shape)
    cfg2 = rows_config(cfg, 2)
    art = prove(ptx, cfg2)
    o = {x["id"]: x for x in art.doc["obligations"]}[2]
    assert o["status"] == "failed", (o["status"], art.statuses())
    w = o["witness"]
    check_witness(2, w, cfg2)
    assert w["query"] == "read_write_global_kv_xcta", w["reason"]
    assert _buffers(w) == {"kv"}, w["reason"]
    assert w["thread_a"]["block"] != w["thread_b"]["block"], w
    assert {o2["name"]: o2["status"] for o2 in art.doc["obligations"]}["coverage"] == "proved"


def assert_mutant_table(ptx: str, mutants: tuple[Mutant, ...], others: tuple[Mutant, ...], core: frozenset[str],
                        witness: dict[str, tuple[str, str | None]], classes: set[int]) -> None:
    """A planted-bug table is sound: every edit (mutants and others) matches the entry exactly once; ids unique;
    mutants sorted by obligation; CI's subset (core) covers every obligation class the table does (`classes`);
    every mutant names its witness."""
    ms = mutants + others
    assert len({m.id for m in ms}) == len(ms)
    for m in ms:
        assert len(re.findall(m.edit[0], ptx)) == 1, m.id
    assert [m.obligation for m in mutants] == sorted(m.obligation for m in mutants)
    assert core <= {m.id for m in mutants}
    assert {m.obligation for m in mutants if m.id in core} == {m.obligation for m in mutants} == classes
    assert set(witness) == {m.id for m in mutants}


def test_mutants_are_single_edits_sorted_and_unique() -> None:
    assert_mutant_table(base()[0], MUTANTS, LOOP_MUTANTS + HOLES, CORE, WITNESS, {1, 2, 3, 4, 6})
