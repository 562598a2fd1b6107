"""Philox4x32-10 (Salmon, Moraes, Dror, Shaw, "Parallel Random Numbers: As Easy as 1, 2, 3",
SC11) and the spec's uniform binary32 draw built on it.

Round (counter c0..c3, key k0, k1; 32-bit words, products 32x32 -> 64):
    hi0:lo0 = M0 * c0,  hi1:lo1 = M1 * c2
    c' = (hi1 ^ c1 ^ k0,  lo1,  hi0 ^ c3 ^ k1,  lo0)
with M0 = 0xD2511F53, M1 = 0xCD9E8D57.  Ten rounds; between consecutive rounds the key is
bumped k0 += 0x9E3779B9, k1 += 0xBB67AE85 (mod 2^32).  Tested against the Random123
known-answer vectors (kat_vectors).

uniform_f32(seed, counter): counter = (counter mod 2^32, counter >> 32, 0, 0),
key = (seed mod 2^32, seed >> 32); x0 = word 0 of the output; u = (x0 >> 8) * 2^-24, an exact
binary32 value in [0, 1 - 2^-24] (24 random bits, no rounding).
"""

from __future__ import annotations

import numpy as np

PHILOX_M0: int = 0xD2511F53
PHILOX_M1: int = 0xCD9E8D57
PHILOX_W0: int = 0x9E3779B9
PHILOX_W1: int = 0xBB67AE85
ROUNDS: int = 10
_MASK32 = 0xFFFFFFFF
_MASK64 = (1 << 64) - 1


def _words(vals: tuple[int, ...] | list[int], n: int, name: str) -> tuple[int, ...]:
    vals = tuple(int(v) for v in vals)
    if len(vals) != n or any(not 0 <= v <= _MASK32 for v in vals):
        raise ValueError(f"philox: {name} must be {n} unsigned 32-bit words, got {vals}")
    return vals


def philox4x32_10(counter: tuple[int, int, int, int] | list[int], key: tuple[int, int] | list[int]
                  ) -> tuple[int, int, int, int]:
    """Philox4x32-10 of one 128-bit counter under a 64-bit key (4 x u32 out)."""
    c0, c1, c2, c3 = _words(counter, 4, "counter")
    k0, k1 = _words(key, 2, "key")
    for r in range(ROUNDS):
        if r:
            k0 = (k0 + PHILOX_W0) & _MASK32
            k1 = (k1 + PHILOX_W1) & _MASK32
        p0 = PHILOX_M0 * c0
        p1 = PHILOX_M1 * c2
        c0, c1, c2, c3 = ((p1 >> 32) ^ c1 ^ k0, p1 & _MASK32, (p0 >> 32) ^ c3 ^ k1, p0 & _MASK32)
    return (c0, c1, c2, c3)


def philox4x32_10_array(counters: np.ndarray, key: tuple[int, int] | list[int]) -> np.ndarray:
    """Vectorised Philox4x32-10: uint32[N, 4] counters -> uint32[N, 4] outputs (same key)."""
    c = np.asarray(counters)
    if c.ndim != 2 or c.shape[1] != 4 or c.dtype.kind not in "iu":
        raise ValueError("philox4x32_10_array: counters must be an integer array of shape [N, 4]")
    if c.size and (c.min() < 0 or c.max() > _MASK32):
        raise ValueError("philox4x32_10_array: counter words must be unsigned 32-bit")
    k0, k1 = _words(key, 2, "key")
    x = c.astype(np.uint64)
    c0, c1, c2, c3 = x[:, 0], x[:, 1], x[:, 2], x[:, 3]
    m0, m1, mask = np.uint64(PHILOX_M0), np.uint64(PHILOX_M1), np.uint64(_MASK32)
    sh = np.uint64(32)
    for r in range(ROUNDS):
        if r:
            k0 = (k0 + PHILOX_W0) & _MASK32
            k1 = (k1 + PHILOX_W1) & _MASK32
        p0 = m0 * c0  # < 2^64: exact in uint64
        p1 = m1 * c2
        c0, c1, c2, c3 = ((p1 >> sh) ^ c1 ^ np.uint64(k0), p1 & mask, (p0 >> sh) ^ c3 ^ np.uint64(k1), p0 & mask)
    return np.stack([c0, c1, c2, c3], axis=1).astype(np.uint32)


def _split64(v: int, name: str) -> tuple[int, int]:
    v = int(v)
    if not 0 <= v <= _MASK64:
        raise ValueError(f"{name} must be an unsigned 64-bit integer, got {v}")
    return v & _MASK32, v >> 32


def uniform_bits(seed: int, counter: int) -> int:
    """The 24-bit integer (x0 >> 8) behind uniform_f32 (kernels compare this exactly)."""
    c_lo, c_hi = _split64(counter, "counter")
    s_lo, s_hi = _split64(seed, "seed")
    return philox4x32_10((c_lo, c_hi, 0, 0), (s_lo, s_hi))[0] >> 8


def uniform_f32(seed: int, counter: int) -> float:
    """u = (x0 >> 8) * 2^-24 in [0, 1): exact in binary32 (returned as the equal Python float)."""
    return uniform_bits(seed, counter) * 2.0**-24
