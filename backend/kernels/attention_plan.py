"""Host-side plan of one layer's split attention: attention_split_f16 then attention_combine_f16.

Why a module of its own: the executor (backend/cuda/step_plan.py, StepPlanner._attention) must launch
exactly the configurations the registry's families declare (registry.step_specs), with a workspace large
enough for every step it plans. This module is the one place that turns (rows, the step's longest
sequence, the profile) into the two launches' shapes and argument maps and sizes that workspace; it
touches no device, so it is tested on the CPU (tests/kernels/test_attention_split.py).

The split count (grid.x of attention_split) follows the step's row count (registry.attention_splits),
not its depth: each CTA derives its key tiles from its row's seq_len (data, read on the device), so a
CUDA graph captured once per (rows, sequences) stays correct and balanced at every depth, and each split
count is one proved family with R symbolic (a product R x n_splits of two symbols is outside the size
grammar, verifier/sizeexpr.py). The step's longest sequence is checked against the proved max_context.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from backend.kernels.registry import (
    COMBINE_KERNEL,
    SPLIT_KERNEL,
    Profile,
    attention_rescales,
    attention_splits,
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
        if self.kernel == SPLIT_KERNEL:
            if scalars is None:
                raise ConfigError(f"{SPLIT_KERNEL}: pass the allocator's KV strides (token_stride, page_stride, plane_stride)")
            out.update({k: scalars[k] for k in ("token_stride", "page_stride", "plane_stride")})
        return out


@dataclass(frozen=True)
class AttentionPlan:
    """The two launches of one layer's attention over `rows` query rows, and the partials' sizes."""

    rows: int
    n_splits: int
    ml_bytes: int  # (max, sum) f32 pairs per (row, head, split)
    acc_bytes: int  # f32[head_dim] per (row, head, split)
    extra_roundings: int  # spec.attention's extra_roundings at the step's longest sequence
    launches: tuple[AttentionLaunch, AttentionLaunch]


def _workspace(rows: int, q_heads: int, head_dim: int, n_splits: int) -> tuple[int, int]:
    return 8 * rows * q_heads * n_splits, 4 * rows * q_heads * n_splits * head_dim


def plan_attention(profile: Profile, rows: int, max_seq_len: int) -> AttentionPlan:
    """The split attention of one layer for a step of `rows` token rows (the bucket the executor launches)
    whose longest sequence has `max_seq_len` keys. Raises ConfigError outside what the families prove."""
    m = profile.model
    if not 0 < rows <= profile.max_rows:
        raise ConfigError(f"attention plan: {rows} rows outside 1..{profile.max_rows} (split the step)")
    if not 0 <= max_seq_len <= profile.max_context:
        raise ConfigError(f"attention plan: a sequence of {max_seq_len} keys exceeds the proved GPU context "
                          f"({profile.max_context}); the scheduler must stop it at max_context")
    ns = attention_splits(rows)
    dep = dependent_launch(rows)
    ml, acc = _workspace(rows, m.q_heads, m.head_dim, ns)
    split = AttentionLaunch(
        SPLIT_KERNEL,
        tuple(sorted({"R": rows, "q_heads": m.q_heads, "kv_heads": m.kv_heads, "max_context": profile.max_context,
                      "layers": m.layers, "physical_blocks": profile.physical_blocks, "n_splits": ns,
                      "head_dim": m.head_dim, "overlap": dep}.items())),
        (("q", "q"), ("kv", "kv"), ("block_tables", "block_tables"), ("seq_lens", "seq_lens"), ("ml", "ml"),
         ("acc", "acc")))
    combine = AttentionLaunch(
        COMBINE_KERNEL,
        tuple(sorted({"R": rows, "q_heads": m.q_heads, "n_splits": ns, "head_dim": m.head_dim,
                      "overlap": dep}.items())),
        (("ml", "ml"), ("acc", "acc"), ("out", "out")))
    return AttentionPlan(rows, ns, ml, acc, attention_rescales(max_seq_len, ns), (split, combine))


def workspace_bytes(profile: Profile) -> tuple[int, int]:
    """(ml, acc) bytes that hold the partials of any step the executor plans (rows 1 .. max_rows): allocate
    once with the workspace (ws["att_ml"], ws["att_acc"])."""
    m = profile.model
    sizes = [_workspace(r, m.q_heads, m.head_dim, attention_splits(r)) for r in range(1, profile.max_rows + 1)]
    return max(s[0] for s in sizes), max(s[1] for s in sizes)
