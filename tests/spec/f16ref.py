"""An independent binary16 RNE rounding reference (nearest-value search over all 31,744
finite non-negative binary16 values) -- deliberately not numpy's cast, so it can check it."""

from __future__ import annotations

import numpy as np

_POS_BITS = np.arange(0x7C00, dtype=np.uint16)  # +0 .. 65504, increasing in value with the bits
_POS_VALS = _POS_BITS.view(np.float16).astype(np.float64)


def rne_f16_bits(x: np.ndarray) -> np.ndarray:
    """uint16 bit patterns of RNE(x) for float64 x (NaN -> 0x7E00; |x| >= 65520 -> Inf)."""
    x = np.asarray(x, dtype=np.float64)
    a = np.abs(x)
    idx = np.searchsorted(_POS_VALS, np.minimum(a, 65504.0), side="left")
    hi = np.clip(idx, 0, _POS_VALS.size - 1)
    lo = np.clip(idx - 1, 0, _POS_VALS.size - 1)
    d_hi = np.abs(_POS_VALS[hi] - a)
    d_lo = np.abs(a - _POS_VALS[lo])
    pick_lo = (d_lo < d_hi) | ((d_lo == d_hi) & (lo % 2 == 0))
    bits = np.where(pick_lo, lo, hi).astype(np.uint16)
    bits = np.where(a >= 65520.0, np.uint16(0x7C00), bits)
    bits = bits | np.where(np.signbit(x), np.uint16(0x8000), np.uint16(0)).astype(np.uint16)
    return np.where(np.isnan(x), np.uint16(0x7E00), bits).astype(np.uint16)


def all_finite_f16() -> np.ndarray:
    """Every finite binary16 value, both signs (63,488 values incl. +-0)."""
    return np.concatenate([_POS_BITS, _POS_BITS | np.uint16(0x8000)]).view(np.float16)
