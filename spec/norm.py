"""RMSNorm (Llama): y = x / sqrt(mean(x^2) + eps) * w, binary16 in/out, binary32 math.

Evaluation per row x[0..D-1] (all binary32, RNE):
  1. ss = sum_d x_d^2.  Squares of f16 values are exact in binary32.  Order: order="blas"
     (default) uses numpy's float32 reduction (pairwise/blocked, implementation-defined);
     order="ascending" adds d = 0, 1, ..., D-1 sequentially.
  2. mean = ss / D                 (one division; D converted exactly to binary32)
  3. t = mean + eps32              (eps32 = binary32 rounding of eps)
  4. r = 1 / sqrt(t)               (spec: correctly rounded sqrt, then correctly rounded
                                    division; a kernel may use rsqrt with <= 2 ulp error)
  5. y_d = (x_d * r) * w_d         (two products, in this order, as ggml does)
  6. one RNE store to binary16.

Error bound (`rmsnorm_bound`), derivation:  with u = u32, the sum of D nonnegative terms
has relative error <= gamma_{D-1}; steps 2 and 3 each add one (1+d) and eps32 = eps(1+d),
so t = (ms + eps)(1 + th), |th| <= g_t := gamma_{D+2}(u) (ms = exact mean of squares).
Then r = (1+rho)/sqrt(t) with |rho| <= RSQRT_REL_ERR (covers the two correctly rounded
operations of step 4 as well as a 2-ulp rsqrt), and |1/sqrt(1+th) - 1| <= g_t/(1-g_t).
Step 5 adds two factors (1+d) and, if the products are subnormal, 2 absolute ETA32 terms.
With z_d the exact value:
    |y_d - z_d| <= |z_d| * ((1+rho)(1 + g_t/(1-g_t))(1+u)^2 - 1) + 2*ETA32*(1+|w_d|)
and the f16 store adds u16*|y| + 2^-25 (scalar.store_f16_bound).
Requires eps > 0 (so t > 0 always); eps <= 0 raises ValueError.

Exceptional values: IEEE through the sequence.  A NaN or Inf anywhere in a row makes ss
NaN/Inf, r NaN/0 and so the whole row NaN (Inf * 0 = NaN); NaN in w_d only affects column d.
"""

from __future__ import annotations

from typing import Literal

import numpy as np

from spec._util import require_f16, require_f32_or_f16
from spec.scalar import BOUND_SLACK, ETA32, U32, U64, gamma, round_f16, store_f16_bound

RSQRT_REL_ERR: float = 2.0**-22
"""Relative error allowed for r = 1/sqrt(t) (2 binary32 ulp)."""

Order = Literal["blas", "ascending"]


def _check(x: np.ndarray, w: np.ndarray, eps: float) -> tuple[np.ndarray, np.ndarray]:
    x = require_f16(x, "x", 2)
    w32 = require_f32_or_f16(w, "w")
    if w32.shape != (x.shape[1],):
        raise ValueError(f"rmsnorm: w has shape {w32.shape}, expected {(x.shape[1],)}")
    if not (eps > 0.0) or not np.isfinite(eps):
        raise ValueError(f"rmsnorm: eps must be finite and > 0, got {eps}")
    if x.shape[1] == 0:
        raise ValueError("rmsnorm: D must be >= 1")
    return x, w32


def rmsnorm_f32(x: np.ndarray, w: np.ndarray, eps: float, *, order: Order = "blas") -> np.ndarray:
    """The binary32 values before the f16 store (steps 1-5)."""
    x, w32 = _check(x, w, eps)
    x32 = x.astype(np.float32)
    with np.errstate(invalid="ignore", over="ignore", divide="ignore", under="ignore"):
        sq = x32 * x32
        if order == "blas":
            ss = np.sum(sq, axis=1, dtype=np.float32, keepdims=True)
        elif order == "ascending":
            ss = np.add.accumulate(sq, axis=1, dtype=np.float32)[:, -1:]
        else:
            raise ValueError(f"rmsnorm: unknown order {order!r}")
        mean = ss / np.float32(x.shape[1])
        t = mean + np.float32(eps)
        r = np.float32(1.0) / np.sqrt(t)
        y = (x32 * r) * w32[None, :]
    return y.astype(np.float32, copy=False)


def rmsnorm(x: np.ndarray, w: np.ndarray, eps: float, *, order: Order = "blas") -> np.ndarray:
    """f16[M,D] Llama RMSNorm with binary32 math and one f16 store (module docstring)."""
    return round_f16(rmsnorm_f32(x, w, eps, order=order))


def _exact_abs(x: np.ndarray, w32: np.ndarray, eps: float) -> np.ndarray:
    """|z| evaluated in float64, enlarged for float64's own (tiny) error."""
    x64 = x.astype(np.float64)
    ms = np.mean(x64 * x64, axis=1, keepdims=True)
    z = x64 / np.sqrt(ms + eps) * w32.astype(np.float64)[None, :]
    return np.abs(z) * (1.0 + gamma(x.shape[1] + 8, U64))


def rmsnorm_bound_f32(x: np.ndarray, w: np.ndarray, eps: float) -> np.ndarray:
    """Bound on |y - z| for the binary32 values y (before the store); see module docstring."""
    x, w32 = _check(x, w, eps)
    d = x.shape[1]
    u = U32
    g_t = gamma(d + 2, u)
    rel = (1.0 + RSQRT_REL_ERR) * (1.0 + g_t / (1.0 - g_t)) * (1.0 + u) ** 2 - 1.0
    z_abs = _exact_abs(x, w32, eps)
    absterm = 2.0 * ETA32 * (1.0 + np.abs(w32.astype(np.float64)))[None, :]
    return (rel * z_abs + absterm) * BOUND_SLACK


def rmsnorm_bound(x: np.ndarray, w: np.ndarray, eps: float) -> np.ndarray:
    """f64[M,D] bound on |rmsnorm(x, w, eps) - exact| (binary32 part + f16 store)."""
    x, w32 = _check(x, w, eps)
    return store_f16_bound(_exact_abs(x, w32, eps), rmsnorm_bound_f32(x, w32, eps))
