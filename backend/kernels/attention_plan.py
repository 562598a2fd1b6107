"""Host-side plan of one layer's split attention: attention_split_f16 then attention_combine_f16, or at a short
batch-1 context the one launch attention_direct_f16, or in a batch-1 depth bucket of registry.BATCH1_GQA_TOPS
attention_gqa_f16 (one CTA per tile of 128 keys and KV head, the GQA group's query heads together) then
attention_combine_small_f16 (the combine's result with every load issued at once, n_splits <= 64).

Why a module of its own: the executor (backend/cuda/step_plan.py, StepPlanner._attention) must launch
exactly the configurations the registry's families declare (registry.step_specs), with a workspace large
enough for every step it plans. This module is the one place that turns (rows, the step's longest
sequence, the profile) into the launches' shapes and argument maps and sizes that workspace; it
touches no device, so it is tested on the CPU (tests/kernels/test_attention_split.py).

The split count (grid.x of attention_split) follows the step's row count (registry.attention_splits); at one
row it follows the depth bucket of the step's longest sequence (registry.BATCH1_SPLITS: 1 split = the direct
kernel, no combine). Each CTA derives its key tiles from its row's seq_len (data, read on the device), so every
plan is correct at every depth up to max_context: the depth only picks the fastest, and the executor keeps one
CUDA graph per (rows, sequences, split count). Above one row each split count is one proved family with R
symbolic (a product R x n_splits of two symbols is outside the size grammar, verifier/sizeexpr.py); at one
row each bucket's count is a concrete configuration. The step's longest sequence is checked against the
proved max_context. The kernel of a batch-1 bucket is the table registry.BATCH1_GQA_TOPS (the executor's choice,
filled from benchmarks/bench_attention.py's measurement): attention_gqa_f16 has no key loop, so its launch at
n_splits covers seq_len <= n_splits * 128 only (its artifact's assumption), the bucket's top.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from backend.kernels.registry import (
    BATCH1_SPLITS,
    COMBINE_KERNEL,
    COMBINE_SMALL_KERNEL,
    DIRECT_KERNEL,
    DIRECT_MAX_CONTEXT,
    GQA_KERNEL,
    GQA_RESCALES,
    GQA_TILE,
    MAX_SPLITS,
    SPLIT_KERNEL,
    Profile,
    attention_rescales,
    attention_splits,
    batch1_uses_gqa,
    dependent_launch,
)
from fltc.errors import ConfigError

SHAPE = tuple[tuple[str, int | bool], ...]


@dataclass(frozen=True)
class AttentionLaunch:
    """One launch: the registry kernel, its family shape (registry `config(**shape)` keywords incl. overlap)
    and which of the caller's buffers goes to each pointer parameter."""

    kernel: str
    shape: SHAPE
    buffers: tuple[tuple[str, str], ...]  # (kernel parameter, caller buffer name)

    def shape_dict(self) -> dict[str, int | bool]:
        return dict(self.shape)

    def args(self, bufs: Mapping[str, Any], scalars: Mapping[str, int] | None = None) -> dict[str, Any]:
        """The argument map for backend.cuda.launcher.pack_args: buffers by name (+ the KV strides for the
        split kernel, which take the allocator's values)."""
        missing = [b for _, b in self.buffers if b not in bufs]
        if missing:
            raise ConfigError(f"{self.kernel}: attention plan needs buffers {missing}; pass them to args()")
        out: dict[str, Any] = {p: bufs[b] for p, b in self.buffers}
        if self.kernel in (SPLIT_KERNEL, DIRECT_KERNEL, GQA_KERNEL):
            if scalars is None:
                raise ConfigError(f"{self.kernel}: pass the allocator's KV strides (token_stride, page_stride, "
                                  "plane_stride)")
            out.update({k: scalars[k] for k in ("token_stride", "page_stride", "plane_stride")})
        return out


@dataclass(frozen=True)
class AttentionPlan:
    """The launches of one layer's attention over `rows` query rows (split + combine, or the direct kernel
    alone when n_splits == 1 at one row, or attention_gqa_f16 + combine), and the partials' sizes (0 for the direct
    kernel: it has none)."""

    rows: int
    n_splits: int
    ml_bytes: int  # (max, sum) f32 pairs per (row, head, split)
    acc_bytes: int  # f32[head_dim] per (row, head, split)
    extra_roundings: int  # spec.attention's extra_roundings at the step's longest sequence
    launches: tuple[AttentionLaunch, ...]

    @property
    def direct(self) -> bool:
        return self.launches[0].kernel == DIRECT_KERNEL

    @property
    def gqa(self) -> bool:
        return self.launches[0].kernel == GQA_KERNEL


def _workspace(rows: int, q_heads: int, head_dim: int, n_splits: int) -> tuple[int, int]:
    return 8 * rows * q_heads * n_splits, 4 * rows * q_heads * n_splits * head_dim


_KV_BUFFERS = (("q", "q"), ("kv", "kv"), ("block_tables", "block_tables"), ("seq_lens", "seq_lens"))


def _split_count(rows: int, max_seq_len: int, n_splits: int | None) -> int:
    """The plan's split count: the registry's choice, or a requested one at one row (benchmarks compare them;
    only BATCH1_SPLITS's counts are proved: the launch gate refuses the others)."""
    if n_splits is None:
        return attention_splits(rows, max_seq_len if rows == 1 else None)
    if not ((0 < n_splits <= MAX_SPLITS) if rows == 1 else n_splits == attention_splits(rows)):
        raise ConfigError(f"attention plan: {n_splits} splits at {rows} rows: one row takes 1..{MAX_SPLITS} "
                          "(registry.BATCH1_SPLITS's are proved), more rows registry.attention_splits(rows)")
    return n_splits


def plan_attention(profile: Profile, rows: int, max_seq_len: int, n_splits: int | None = None,
                   gqa: bool | None = None) -> AttentionPlan:
    """The attention of one layer for a step of `rows` token rows (the bucket the executor launches) whose
    longest sequence has `max_seq_len` keys; n_splits: a split count other than the registry's choice (one row
    only, benchmarks/bench_attention.py compares them; the gate admits only proved ones); gqa: run
    attention_gqa_f16 (one row, n_splits > 1, max_seq_len <= n_splits * 128) or not, instead of the table's choice
    (registry.BATCH1_GQA_TOPS). Raises ConfigError outside what the family functions describe."""
    m = profile.model
    if not 0 < rows <= profile.max_rows:
        raise ConfigError(f"attention plan: {rows} rows outside 1..{profile.max_rows} (split the step)")
    if not 0 <= max_seq_len <= profile.max_context:
        raise ConfigError(f"attention plan: a sequence of {max_seq_len} keys exceeds the proved GPU context "
                          f"({profile.max_context}); the scheduler must stop it at max_context")
    ns = _split_count(rows, max_seq_len, n_splits)
    dep = dependent_launch(rows)
    kv_shape = {"R": rows, "q_heads": m.q_heads, "kv_heads": m.kv_heads, "max_context": profile.max_context,
                "layers": m.layers, "physical_blocks": profile.physical_blocks, "head_dim": m.head_dim,
                "overlap": dep}
    use_gqa = rows == 1 and ns > 1 and (batch1_uses_gqa(ns) if gqa is None else gqa)
    if gqa and not use_gqa:
        raise ConfigError(f"attention plan: {GQA_KERNEL} runs one row with more than one split (asked: {rows} rows, "
                          f"{ns} splits)")
    rescales = GQA_RESCALES if use_gqa else attention_rescales(max_seq_len, ns)
    if rows == 1 and ns == 1:  # one CTA per head normalises in place: no partials, no combine
        # proved for seq_len <= DIRECT_MAX_CONTEXT (the depths whose bucket picks it); a benchmark asking for it
        # deeper gets the full context's configuration, which no artifact covers (the gate refuses it)
        ctx = DIRECT_MAX_CONTEXT if max_seq_len <= DIRECT_MAX_CONTEXT else profile.max_context
        direct = AttentionLaunch(DIRECT_KERNEL, tuple(sorted({**kv_shape, "max_context": ctx}.items())),
                                 (*_KV_BUFFERS, ("out", "out")))
        return AttentionPlan(rows, 1, 0, 0, rescales, (direct,))
    ml, acc = _workspace(rows, m.q_heads, m.head_dim, ns)
    if use_gqa:  # one tile of GQA_TILE keys per CTA: the launch covers seq_len <= ns * GQA_TILE (its assumption)
        if not (max_seq_len <= ns * GQA_TILE <= profile.max_context):
            raise ConfigError(f"attention plan: {GQA_KERNEL} at {ns} splits covers {ns * GQA_TILE} keys: a sequence "
                              f"of {max_seq_len} keys (or a context beyond {profile.max_context}) needs "
                              f"{-(-max_seq_len // GQA_TILE)} splits")
        split = AttentionLaunch(GQA_KERNEL, tuple(sorted({**kv_shape, "max_context": ns * GQA_TILE}.items())),
                                (*_KV_BUFFERS, ("ml", "ml"), ("acc", "acc")))
    else:
        split = AttentionLaunch(SPLIT_KERNEL, tuple(sorted({**kv_shape, "n_splits": ns}.items())),
                                (*_KV_BUFFERS, ("ml", "ml"), ("acc", "acc")))
    combine = AttentionLaunch(
        COMBINE_SMALL_KERNEL if use_gqa else COMBINE_KERNEL,
        tuple(sorted({"R": rows, "q_heads": m.q_heads, "n_splits": ns, "head_dim": m.head_dim,
                      "overlap": dep}.items())),
        (("ml", "ml"), ("acc", "acc"), ("out", "out")))
    return AttentionPlan(rows, ns, ml, acc, rescales, (split, combine))


def batch1_depth_limit(profile: Profile, n_splits: int) -> int:
    """The deepest seq_len at which a batch-1 step launches `n_splits` splits (its last depth bucket's top, at
    most max_context): the max_seq_len to plan that depth variant with (the direct kernel is proved up to it)."""
    tops = [top for top, n in BATCH1_SPLITS if n == n_splits]
    if not tops:
        raise ConfigError(f"attention plan: {n_splits} splits is no batch-1 depth bucket's (registry.BATCH1_SPLITS)")
    return min(max(tops), profile.max_context)


def batch1_split_counts() -> tuple[int, ...]:
    """The split counts a batch-1 step can launch (one per depth bucket, BATCH1_SPLITS), deepest last."""
    return tuple(dict.fromkeys(n for _, n in BATCH1_SPLITS))


def workspace_bytes(profile: Profile, extra_batch1_splits: tuple[int, ...] = ()) -> tuple[int, int]:
    """(ml, acc) bytes that hold the partials of any step the executor plans (rows 1 .. max_rows, and each
    batch-1 depth bucket's split count, plus extra_batch1_splits: a benchmark's candidates): allocate once
    with the workspace (ws["att_ml"], ws["att_acc"])."""
    m = profile.model
    sizes = [_workspace(r, m.q_heads, m.head_dim, attention_splits(r)) for r in range(1, profile.max_rows + 1)]
    sizes += [_workspace(1, m.q_heads, m.head_dim, n) for n in (*batch1_split_counts(), *extra_batch1_splits)]
    return max(s[0] for s in sizes), max(s[1] for s in sizes)
