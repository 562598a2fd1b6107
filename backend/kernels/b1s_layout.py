"""The split-key batch-1 attention's chunking and partial layout, as src/b1s.cuh defines them.

One Python mirror of the header, read by the registry (buffer sizes), the numpy emulations and the device tests of
qk_rope_attention_b1s_d256_f16 and of the o-projection that combines its partials.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

B1S_TRIP = 32  # keys of one pass-1 trip of a CTA
B1S_GROUP = 4  # query heads per KV head
B1S_HD = 256  # head dimension
B1S_PART_FLOATS = 2 * B1S_GROUP + B1S_GROUP * B1S_HD  # m[4], l[4], acc[4][256]
# G, the chunks of a row: the one place the attention (registry_gemma_step) and the combining o-projection
# (registry_gemma) read it, so the two launches of a layer agree
B1S_SPLITS_LOCAL = 8  # a local layer (window 512): <= 64 keys a CTA
B1S_SPLITS_GLOBAL = 32  # a global layer (window max_context 8,192): <= 256 keys a CTA


def b1s_splits(window: int, max_context: int) -> int:
    """G of a layer of this window: a windowed (local) layer B1S_SPLITS_LOCAL, a full-context (global) one
    B1S_SPLITS_GLOBAL."""
    return B1S_SPLITS_LOCAL if window < max_context else B1S_SPLITS_GLOBAL


@dataclass(frozen=True)
class B1sChunks:
    """Keys lo .. lo + n - 1 of a row, in `count` chunks of `ch` keys (the last one shorter)."""

    lo: int
    n: int
    ch: int
    count: int

    def keys(self, c: int) -> range:
        """The keys of chunk c (empty for c >= count)."""
        return range(self.lo + c * self.ch, min(self.lo + (c + 1) * self.ch, self.lo + self.n))


def b1s_chunks(seq_len: int, window: int, G: int) -> B1sChunks:
    """b1s_chunks of src/b1s.cuh (unsigned 32-bit arithmetic, exact here for the values a launch can have)."""
    if seq_len < 1 or window < 1 or G < 1:
        raise ValueError(f"b1s_chunks: need seq_len, window, G >= 1 (got {seq_len}, {window}, {G})")
    lo = seq_len - window if seq_len > window else 0
    n = seq_len - lo
    per = -(-n // G)
    ch = B1S_TRIP * max(1, -(-per // B1S_TRIP))
    return B1sChunks(lo, n, ch, -(-n // ch))


def part_floats(kv_heads: int, G: int) -> int:
    """Floats of the partials buffer of one row: kv_heads x G chunks."""
    return kv_heads * G * B1S_PART_FLOATS


def b1s_combine(part: np.ndarray, chunks: B1sChunks, kv_heads: int, G: int) -> np.ndarray:
    """The combine of src/b1s.cuh in numpy f32 (chunks ascending, exp in numpy's float32): x [kv_heads*4*256] f16.

    An emulation of the order for tests (the device's expf may differ from numpy's by an ulp or two), not a spec:
    the attention's bound is spec.sliding_window's."""
    p = np.asarray(part, dtype=np.float32).reshape(kv_heads, G, B1S_PART_FLOATS)[:, : chunks.count]
    m = p[:, :, 0:B1S_GROUP]  # [kvh, c, g]
    l_ = p[:, :, B1S_GROUP: 2 * B1S_GROUP]
    acc = p[:, :, 2 * B1S_GROUP:].reshape(kv_heads, chunks.count, B1S_GROUP, B1S_HD)
    mx = m.max(axis=1, keepdims=True)
    w = np.exp((m - mx).astype(np.float32)).astype(np.float32)
    num = np.zeros((kv_heads, B1S_GROUP, B1S_HD), np.float32)
    den = np.zeros((kv_heads, B1S_GROUP), np.float32)
    for c in range(chunks.count):  # ascending, one rounding a product and a sum
        num = (num + (w[:, c, :, None] * acc[:, c]).astype(np.float32)).astype(np.float32)
        den = (den + (w[:, c] * l_[:, c]).astype(np.float32)).astype(np.float32)
    return (num / den[:, :, None]).astype(np.float32).astype(np.float16).reshape(-1)
