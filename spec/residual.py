"""Residual add: y = fl16(fl32(x) + fl32(y)), elementwise.

Rounding: the f16 -> f32 loads are exact; the binary32 add rounds (RNE), then one RNE store
to binary16.  Exact-rounding claim: the result equals the correctly rounded (RNE) binary16
value of the exact real sum x + y.  Why: double rounding through a format with p' >= 2p + 2
bits is innocuous for +, -, *, / and sqrt (Figueroa, "When is double rounding innocuous?",
1995); here p = 11, p' = 24 = 2*11 + 2.  Overflow of the f16 store gives +-Inf (|sum| >= 65520).
Error bound: |result - (x+y)| <= u16*|x+y| + 2^-25 (one RNE rounding), and tests check the
stronger bit-exact claim against float64 (where x + y is exact) rounded once to f16.
Exceptional values: IEEE (NaN -> NaN, Inf + -Inf = NaN, (-0) + (-0) = -0).
Order: not applicable (no reduction).
"""

from __future__ import annotations

import numpy as np

from spec._util import require_f16
from spec.scalar import BOUND_SLACK, ETA16, U16, round_f16


def residual_add(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """f16 x + y with binary32 add and one f16 store (== correctly rounded f16 sum)."""
    x = require_f16(x, "x")
    y = require_f16(y, "y")
    if x.shape != y.shape:
        raise ValueError(f"residual_add: shapes differ: {x.shape} vs {y.shape}")
    with np.errstate(invalid="ignore", over="ignore"):
        return round_f16(x.astype(np.float32) + y.astype(np.float32))


def residual_add_bound(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """u16*|x+y| + 2^-25 (one rounding), +Inf where the sum may overflow binary16."""
    s = np.abs(require_f16(x, "x").astype(np.float64) + require_f16(y, "y").astype(np.float64))
    return np.where(s >= 65520.0, np.inf, (U16 * s + ETA16) * BOUND_SLACK)
