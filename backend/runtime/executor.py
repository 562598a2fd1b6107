"""The executor interface: what Layer 21 asks of a backend (CPU spec or GPU).

The scheduler owns sequences, block tables and the KV allocator's bookkeeping;
the executor owns the storage of the one KV allocation (numpy array or device
memory) laid out exactly as `spec.kv_layout.KVLayout` says, and the model.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

import numpy as np


@dataclass(frozen=True)
class SeqWork:
    """One sequence's share of a step: new tokens at positions start_pos.. (prefill if >1)."""

    seq_id: int
    tokens: tuple[int, ...]
    start_pos: int
    block_table: tuple[int, ...]  # physical block ids, logical order, covering start_pos+len(tokens)
    # a hint for executors that launch the next step ahead (GpuExecutor's lookahead): the block the
    # allocator would hand this sequence next (its lowest free block). It must be owned by no sequence:
    # the step launched ahead may write its first row there (the scheduler passes alloc.next_free()).
    next_block: int | None = None


@dataclass(frozen=True)
class SamplingParams:
    temperature: float = 0.0  # 0 -> greedy
    top_k: int = 0  # 0 -> off
    top_p: float = 1.0  # 1 -> off


class ExecutorError(RuntimeError):
    """An operator failed; the scheduler must publish nothing and advance nothing."""


class SamplingError(ExecutorError):
    """Sampling failed (no valid draw, invalid parameters): the tick fails at its sample stage."""


class Executor(Protocol):
    """Backends implement this; see backend/model/cpu_executor.py and backend/cuda/gpu_executor.py."""

    name: str  # "cpu-spec" | "gpu"

    def forward(self, work: list[SeqWork]) -> np.ndarray:
        """Run prefill/decode for each entry, write K/V of every new position into the paged
        cache, and return float32 logits [len(work), vocab] of each entry's last token."""
        ...

    def sample(self, logits: np.ndarray, params: list[SamplingParams], seed: int,
               counters: list[int]) -> list[int]:
        """Draw one token per row with the spec's counter-based RNG (seed, per-row counter)."""
        ...

    # Optional: decode_tokens(work, params, seed, counters) -> list[int], the same tokens as
    # sample(forward(work), ...) without the logits on the host (raising SamplingError where sample
    # would fail); the scheduler uses it when the executor has it (backend/cuda/gpu_executor.py).

    def read_kv_blocks(self, blocks: list[int]) -> bytes:
        """Canonical bytes of these physical blocks (K plane then V plane, all layers) for a checkpoint."""
        ...

    def write_kv_blocks(self, blocks: list[int], data: bytes) -> None:
        """Inverse of read_kv_blocks (checkpoint restore)."""
        ...


class EngineBinding(Protocol):
    """What backend.runtime.engine.Engine needs from an executor besides Executor (added by the
    runtime helper): the model shape to size the one KV allocation, and a way to hand the
    executor the allocator's view (backend.runtime.kv.KVView: layout, K/V bases, strides)."""

    vocab_size: int

    def kv_shape(self) -> tuple[int, int, int]:
        """(layers, kv_heads, head_dim) of the model; elements are binary16 (2 bytes)."""
        ...

    def bind_kv(self, view: object) -> None:
        """Allocate (or attach) the single K-then-V allocation of view.total_bytes bytes, laid out by
        view.layout; attention/KV writes must use view's bases and strides only."""
        ...
