"""Sliding-window causal paged attention (Gemma 3's local layers) over the contract's KV layout.

Semantics: spec.attention.paged_attention with a narrower visible set.  For a query row at
position p the keys j with
    p - window < j <= p          (llama.cpp LLAMA_SWA_TYPE_STANDARD: masked iff p - j >= n_swa)
are visible, i.e. the last `window` positions including p itself; keys outside the window have
NO influence (even NaN ones).  window >= p + 1 is exactly the causal attention of spec.attention.
K/V are read only through KVLayout.token_row_addresses (spec.attention.kv_read).

Evaluation (binary32, RNE): steps 1-6 of spec.attention over the visible keys, in the same order
(ascending key index j for "ascending"; the masked keys contribute p_j = +0 and +0 products, which
leave every binary32 sum unchanged, so "ascending" equals spec.attention applied to the window's
keys alone, bit for bit; "blas" is numpy's implementation-defined blocked order).

Error bound (`sliding_window_attention_bound`): for each query row, spec.attention's bound of the
causal problem made of the window's keys alone (n = min(p + 1, window) keys; the derivation only
depends on the visible keys), so the two operators share one derivation.  Exceptional values: as
spec.attention, restricted to the visible keys.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from spec._util import require_f16, require_int_array
from spec.attention import Order, attention_bound, attention_reference_f64, kv_read, masked_attention_f32
from spec.kv_layout import KVLayout
from spec.scalar import U32, round_f16


def window_visible(q_positions: np.ndarray, n_keys: int, window: int) -> np.ndarray:
    """bool[T, n_keys]: key j visible from the query at position p iff p - window < j <= p."""
    if window < 1:
        raise ValueError(f"sliding window must be >= 1, got {window}")
    pos = require_int_array(q_positions, "q_positions")
    j = np.arange(n_keys)[None, :]
    return (j <= pos[:, None]) & (j > pos[:, None] - window)


def _prepare(q, kv, layout, layer, block_table, q_positions, window):
    q = require_f16(q, "q", 3)
    pos = require_int_array(q_positions, "q_positions")
    t, hq, dh = q.shape
    if pos.shape != (t,) or t == 0:
        raise ValueError(f"q_positions shape {pos.shape}, expected ({t},) with T >= 1")
    if pos.min() < 0:
        raise ValueError("sliding_window_attention: negative query position")
    if dh != layout.head_dim or hq % layout.kv_heads:
        raise ValueError(f"q heads/dim {hq}x{dh} incompatible with kv_heads={layout.kv_heads}, "
                         f"head_dim={layout.head_dim}")
    n = int(pos.max()) + 1
    kmat, vmat = kv_read(kv, layout, layer, block_table, n)
    return q, pos, kmat, vmat, n, window_visible(pos, n, window)


def sliding_window_attention_f32(q: np.ndarray, kv: np.ndarray, layout: KVLayout, layer: int,
                                 block_table: Sequence[int] | np.ndarray, q_positions: np.ndarray,
                                 scale: float, window: int, *, order: Order = "blas") -> np.ndarray:
    """binary32 o (before the store), f32[T, Hq, Dh]."""
    q, _pos, kmat, vmat, _n, vis = _prepare(q, kv, layout, layer, block_table, q_positions, window)
    return masked_attention_f32(q, kmat, vmat, vis, scale, order, "sliding_window_attention")


def sliding_window_attention(q: np.ndarray, kv: np.ndarray, layout: KVLayout, layer: int,
                             block_table: Sequence[int] | np.ndarray, q_positions: np.ndarray, scale: float,
                             window: int, *, order: Order = "blas") -> np.ndarray:
    """f16[T, Hq, Dh] causal GQA attention over the last `window` positions, through the paged layout."""
    return round_f16(sliding_window_attention_f32(q, kv, layout, layer, block_table, q_positions, scale,
                                                  window, order=order))


def window_subproblem(kv: np.ndarray, layout: KVLayout, layer: int, block_table: Sequence[int] | np.ndarray,
                      position: int, window: int) -> tuple[np.ndarray, KVLayout, int]:
    """(kv', layout', p'): a one-sequence, one-layer allocation holding only the keys the query at
    `position` sees, at positions 0..p' (p' = number of keys - 1): spec.attention on it is the window."""
    from spec.attention import kv_write

    first = max(0, position - window + 1)
    k, v = kv_read(kv, layout, layer, block_table, position + 1)
    k, v = k[first:], v[first:]
    n = k.shape[0]
    blocks = -(-n // layout.block_size)
    sub = KVLayout(1, blocks, block_size=layout.block_size, kv_heads=layout.kv_heads,
                   head_dim=layout.head_dim, elem_bytes=layout.elem_bytes)
    buf = kv_write(np.zeros(sub.total_bytes, dtype=np.uint8), sub, 0, list(range(blocks)), 0, k, v)
    return buf, sub, n - 1


def _per_row(fn, q, kv, layout, layer, block_table, q_positions, scale, window):
    q = require_f16(q, "q", 3)
    pos = require_int_array(q_positions, "q_positions")
    out = np.empty(q.shape, dtype=np.float64)
    for r in range(q.shape[0]):
        sub_kv, sub, p = window_subproblem(kv, layout, layer, block_table, int(pos[r]), window)
        out[r] = fn(q[r:r + 1], sub_kv, sub, 0, list(range(sub.physical_blocks)), np.array([p]), scale)[0]
    return out


def sliding_window_reference_f64(q: np.ndarray, kv: np.ndarray, layout: KVLayout, layer: int,
                                 block_table: Sequence[int] | np.ndarray, q_positions: np.ndarray,
                                 scale: float, window: int) -> np.ndarray:
    """float64 windowed attention with the exact scale (the z of the bound)."""
    return _per_row(attention_reference_f64, q, kv, layout, layer, block_table, q_positions, scale, window)


def sliding_window_attention_bound(q: np.ndarray, kv: np.ndarray, layout: KVLayout, layer: int,
                                   block_table: Sequence[int] | np.ndarray, q_positions: np.ndarray,
                                   scale: float, window: int, *, u_acc: float = U32,
                                   extra_roundings: int = 0) -> np.ndarray:
    """f64[T, Hq, Dh] bound on |sliding_window_attention(...) - exact| incl. the f16 store (finite q/K/V).

    `extra_roundings`: spec.attention.attention_bound's (the per-term rescales of an online softmax; 0 for the
    spec's own evaluation)."""
    def fn(qr, kvr, lay, layer_, bt, pos, sc):
        return attention_bound(qr, kvr, lay, layer_, bt, pos, sc, u_acc=u_acc, extra_roundings=extra_roundings)

    return _per_row(fn, q, kv, layout, layer, block_table, q_positions, scale, window)
