"""SiLU and the fused SwiGLU product, binary16 in/out, binary32 math.

silu, per element (binary32, RNE):
  1. e = exp_f32(-x)          (negation exact; exp with relative error <= EXP_REL_ERR)
  2. d = 1 + e
  3. s = x / d                -> silu(x) = x * sigmoid(x)
  4. one RNE store to binary16.
swiglu(gate, up), per element: s = silu steps 1-3 on gate (binary32, NOT stored), then
  y = s * up (binary32), then one RNE store.  (No reduction: no accumulation order.)

Error bound, derivation.  x is exact in binary32.  e_hat = e(1+eps1) + a1 with
|eps1| <= EXP_REL_ERR and |a1| <= 2^-149 (underflowing exp).  d_hat = (1+e_hat)(1+d1):
since e/(1+e) < 1, |d_hat/d - 1| <= (1+E)(1+u) - 1 + 2^-149 =: th.  s_hat = (x/d_hat)(1+d2),
so |s_hat - s| <= |s| * ((1+u)/(1-th) - 1) =: rel_silu*|s|.  Where exp(-x) overflows binary32
(x < -88.72) d is +Inf, s_hat = -0 and the error is |s| < 1e-36 itself: the bound adds |s|
there.  SwiGLU adds one product rounding: rel_swiglu = (1+rel_silu)(1+u) - 1, plus ETA32 if
the product is subnormal.  The f16 store adds u16*|y| + 2^-25 (scalar.store_f16_bound).

Exceptional values (IEEE through the sequence): silu(NaN) = NaN; silu(+Inf) = +Inf/(1+0) =
+Inf; silu(-Inf) = -Inf/(1+Inf) = NaN (Inf/Inf).  swiglu(g, NaN) = NaN; swiglu(+Inf, 0) = NaN.
"""

from __future__ import annotations

import numpy as np

from spec._util import require_f16
from spec.scalar import BOUND_SLACK, ETA32, EXP_REL_ERR, U32, exp_f32, round_f16, store_f16_bound

EXP_OVERFLOW_X: float = -88.0
"""Below this x, exp(-x) may overflow binary32 (true threshold -88.72); the bound then
falls back to the absolute term |silu(x)| (< 1e-36)."""


def silu_f32(x: np.ndarray) -> np.ndarray:
    """binary32 silu (steps 1-3) of an f16 array."""
    x32 = require_f16(x, "x").astype(np.float32)
    with np.errstate(over="ignore", invalid="ignore", under="ignore"):
        e = exp_f32(-x32)
        d = np.float32(1.0) + e
        return (x32 / d).astype(np.float32, copy=False)


def silu(x: np.ndarray) -> np.ndarray:
    """f16 silu(x) = x / (1 + exp(-x)); binary32 math, one f16 store."""
    return round_f16(silu_f32(x))


def swiglu_f32(gate: np.ndarray, up: np.ndarray) -> np.ndarray:
    """binary32 silu(gate) * up (before the store)."""
    up = require_f16(up, "up")
    gate = require_f16(gate, "gate")
    if gate.shape != up.shape:
        raise ValueError(f"swiglu: gate {gate.shape} and up {up.shape} differ")
    with np.errstate(over="ignore", invalid="ignore", under="ignore"):
        return (silu_f32(gate) * up.astype(np.float32)).astype(np.float32, copy=False)


def swiglu(gate: np.ndarray, up: np.ndarray) -> np.ndarray:
    """f16 silu(gate) * up with the silu kept in binary32 (fused product; one f16 store)."""
    return round_f16(swiglu_f32(gate, up))


def _silu_rel() -> float:
    u = U32
    th = (1.0 + EXP_REL_ERR) * (1.0 + u) - 1.0 + 2.0**-149
    return (1.0 + u) / (1.0 - th) - 1.0


def _silu_exact(x: np.ndarray) -> np.ndarray:
    """silu in float64 (its own error ~1e-16 relative, absorbed by BOUND_SLACK)."""
    x64 = x.astype(np.float64)
    with np.errstate(over="ignore"):
        return x64 / (1.0 + np.exp(-x64))


def silu_bound_f32(x: np.ndarray) -> np.ndarray:
    """Bound on |silu_f32(x) - silu(x)| (module docstring)."""
    x = require_f16(x, "x")
    s = np.abs(_silu_exact(x))
    b = _silu_rel() * s + np.where(x.astype(np.float64) < EXP_OVERFLOW_X, s, 0.0) + ETA32
    return b * BOUND_SLACK


def silu_bound(x: np.ndarray) -> np.ndarray:
    """f64 bound on |silu(x) - silu_exact(x)| including the f16 store."""
    x = require_f16(x, "x")
    return store_f16_bound(np.abs(_silu_exact(x)) * BOUND_SLACK, silu_bound_f32(x))


def swiglu_bound_f32(gate: np.ndarray, up: np.ndarray) -> np.ndarray:
    """Bound on |swiglu_f32 - silu(gate)*up| (module docstring)."""
    gate = require_f16(gate, "gate")
    up64 = np.abs(require_f16(up, "up").astype(np.float64))
    z = np.abs(_silu_exact(gate)) * up64
    rel = (1.0 + _silu_rel()) * (1.0 + U32) - 1.0
    tail = np.where(gate.astype(np.float64) < EXP_OVERFLOW_X, z, 0.0)
    return (rel * z + tail + ETA32) * BOUND_SLACK


def swiglu_bound(gate: np.ndarray, up: np.ndarray) -> np.ndarray:
    """f64 bound on |swiglu(gate, up) - silu(gate)*up| including the f16 store."""
    gate = require_f16(gate, "gate")
    up = require_f16(up, "up")
    z = np.abs(_silu_exact(gate)) * np.abs(up.astype(np.float64))
    return store_f16_bound(z * BOUND_SLACK, swiglu_bound_f32(gate, up))
