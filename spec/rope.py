"""Rotary position embedding, GGUF / llama.cpp "NORM" convention (Llama GGUF weights).

For x[t, h, :] (Dh values) at position p = positions[t], for every pair i < rope_dim/2 the
ADJACENT elements (x[2i], x[2i+1]) are rotated by theta_i = p * base^(-2i/rope_dim):
    y[2i]   = x[2i] cos(theta_i) - x[2i+1] sin(theta_i)
    y[2i+1] = x[2i] sin(theta_i) + x[2i+1] cos(theta_i)
Elements with index >= rope_dim are copied unchanged (exactly).  (The GGUF converter permutes
the Q/K weights so that adjacent-pair rotation equals the HF "rotate_half" form.)

Evaluation (binary32, RNE):
  1. inv_freq_i = fl32(base^(-2i/rope_dim)) evaluated in binary64 then rounded once
     (`rope_inv_freq`; a kernel may load exactly this table, or compute it with relative
     error <= INV_FREQ_REL_ERR);
  2. theta_i = fl32(fl32(p) * inv_freq_i)       (p < 2^24, so fl32(p) = p);
  3. c = fl32(cos(theta_i)), s = fl32(sin(theta_i)) (binary64 cos/sin of the binary32 angle,
     rounded once; a kernel's cosf/sinf may have relative error <= TRIG_REL_ERR);
  4. y0 = fl32(fl32(x0*c) - fl32(x1*s)), y1 = fl32(fl32(x0*s) + fl32(x1*c));
  5. one RNE store to binary16.

Error bound (`rope_bound`), derivation.  With u = u32 and exact angle theta:
  |theta_hat - theta| <= |theta|((1+P)(1+u) - 1) =: dth           (P = INV_FREQ_REL_ERR)
  |c_hat - cos theta| <= dth + TRIG_REL_ERR*(|cos theta| + dth) + TRIG_ABS =: Ec  (|cos'| <= 1)
  (same for Es).  Step 4 has two roundings on each product path:
  |y0_hat - y0| <= |x0|Ec + |x1|Es + gamma_2(u)(|x0|(|cos|+Ec) + |x1|(|sin|+Es)) + 3*ETA32
  and symmetrically for y1.  The f16 store adds u16*|y| + 2^-25.  Note the angle term grows
  with the position: binary32 cannot represent p*inv_freq better than u32*|theta|, so for
  large p this term, not the store, dominates (it is the spec path's real error, too).

Exceptional values: IEEE through the sequence.  NaN in either element of a pair makes both
outputs NaN; Inf gives Inf or NaN (e.g. at p = 0, s = 0 and Inf*0 = NaN).
"""

from __future__ import annotations

import numpy as np

from spec._util import require_f16, require_int_array
from spec.scalar import BOUND_SLACK, ETA32, EXP_REL_ERR, U32, U64, gamma, round_f16, store_f16_bound

INV_FREQ_REL_ERR: float = 2.0**-22
"""Relative error allowed for inv_freq_i (the spec's own table is within u32)."""
TRIG_REL_ERR: float = EXP_REL_ERR
"""Relative error allowed for binary32 cos/sin (2 ulp)."""
TRIG_ABS_ERR: float = 2.0**-60
"""Absolute slack for cos/sin near zero (covers binary64 libm error before the f32 rounding)."""
MAX_POSITION: int = 2**24
"""Positions must be < 2^24 so that fl32(p) = p."""


def _check(x: np.ndarray, positions: np.ndarray, freq_base: float, rope_dim: int) -> tuple[np.ndarray, np.ndarray]:
    x = require_f16(x, "x", 3)
    pos = require_int_array(positions, "positions")
    if pos.shape != (x.shape[0],):
        raise ValueError(f"rope: positions shape {pos.shape}, expected {(x.shape[0],)}")
    if pos.size and (pos.min() < 0 or pos.max() >= MAX_POSITION):
        raise ValueError(f"rope: positions must lie in [0, 2^24), got [{pos.min()}, {pos.max()}]")
    if rope_dim <= 0 or rope_dim % 2 or rope_dim > x.shape[2]:
        raise ValueError(f"rope: rope_dim must be even and in [2, {x.shape[2]}], got {rope_dim}")
    if not (np.isfinite(freq_base) and freq_base > 0):
        raise ValueError(f"rope: freq_base must be finite and > 0, got {freq_base}")
    return x, pos


def rope_inv_freq(freq_base: float, rope_dim: int) -> np.ndarray:
    """f32[rope_dim/2] table fl32(base^(-2i/rope_dim)) (step 1)."""
    i = np.arange(rope_dim // 2, dtype=np.float64)
    return np.power(np.float64(freq_base), -2.0 * i / rope_dim).astype(np.float32)


def rope_cos_sin(positions: np.ndarray, freq_base: float, rope_dim: int) -> tuple[np.ndarray, np.ndarray]:
    """(c, s) f32[T, rope_dim/2] of steps 2-3 (exported so kernels/executors can reuse them)."""
    pos = require_int_array(positions, "positions")
    theta = pos.astype(np.float32)[:, None] * rope_inv_freq(freq_base, rope_dim)[None, :]
    th64 = theta.astype(np.float32).astype(np.float64)
    return np.cos(th64).astype(np.float32), np.sin(th64).astype(np.float32)


def rope_f32(x: np.ndarray, positions: np.ndarray, freq_base: float, rope_dim: int) -> np.ndarray:
    """binary32 result of steps 1-4 (f32[T,H,Dh]); the pass-through part is exact."""
    x, pos = _check(x, positions, freq_base, rope_dim)
    c, s = rope_cos_sin(pos, freq_base, rope_dim)
    c = c[:, None, :]
    s = s[:, None, :]
    y = x.astype(np.float32)
    x0 = y[:, :, 0:rope_dim:2].copy()
    x1 = y[:, :, 1:rope_dim:2].copy()
    with np.errstate(invalid="ignore", over="ignore", under="ignore"):
        y[:, :, 0:rope_dim:2] = x0 * c - x1 * s
        y[:, :, 1:rope_dim:2] = x0 * s + x1 * c
    return y


def rope(x: np.ndarray, positions: np.ndarray, freq_base: float, rope_dim: int) -> np.ndarray:
    """f16[T,H,Dh] RoPE (NORM, adjacent pairs); binary32 math, one f16 store."""
    return round_f16(rope_f32(x, positions, freq_base, rope_dim))


def _exact(x: np.ndarray, pos: np.ndarray, freq_base: float, rope_dim: int):
    """float64 exact-angle reference pieces: (|x0|, |x1|, cos, sin, theta, z0, z1)."""
    i = np.arange(rope_dim // 2, dtype=np.float64)
    theta = pos.astype(np.float64)[:, None] * np.power(float(freq_base), -2.0 * i / rope_dim)[None, :]
    c = np.cos(theta)[:, None, :]
    s = np.sin(theta)[:, None, :]
    x64 = x.astype(np.float64)
    x0 = x64[:, :, 0:rope_dim:2]
    x1 = x64[:, :, 1:rope_dim:2]
    return x0, x1, c, s, theta[:, None, :], x0 * c - x1 * s, x0 * s + x1 * c


def rope_reference_f64(x: np.ndarray, positions: np.ndarray, freq_base: float, rope_dim: int) -> np.ndarray:
    """float64 RoPE with the exact angle (the z of the bound; tests compare against it)."""
    x, pos = _check(x, positions, freq_base, rope_dim)
    _, _, _, _, _, z0, z1 = _exact(x, pos, freq_base, rope_dim)
    z = x.astype(np.float64)
    z[:, :, 0:rope_dim:2] = z0
    z[:, :, 1:rope_dim:2] = z1
    return z


def rope_bound_f32(x: np.ndarray, positions: np.ndarray, freq_base: float, rope_dim: int) -> np.ndarray:
    """Bound on |rope_f32 - exact| (module docstring); 0 on the pass-through part."""
    x, pos = _check(x, positions, freq_base, rope_dim)
    x0, x1, c, s, theta, _, _ = _exact(x, pos, freq_base, rope_dim)
    a0, a1, ac, as_ = np.abs(x0), np.abs(x1), np.abs(c), np.abs(s)
    u = U32
    dth = np.abs(theta) * ((1.0 + INV_FREQ_REL_ERR) * (1.0 + u) - 1.0)
    # float64 evaluation of the reference angle/trig itself (~ a few ulp of theta)
    ref64 = (np.abs(theta) + 1.0) * 8.0 * U64
    ec = dth + TRIG_REL_ERR * (ac + dth) + TRIG_ABS_ERR + ref64
    es = dth + TRIG_REL_ERR * (as_ + dth) + TRIG_ABS_ERR + ref64
    g2 = gamma(2, u)
    b0 = a0 * ec + a1 * es + g2 * (a0 * (ac + ec) + a1 * (as_ + es)) + 3 * ETA32
    b1 = a0 * es + a1 * ec + g2 * (a0 * (as_ + es) + a1 * (ac + ec)) + 3 * ETA32
    b = np.zeros(x.shape, dtype=np.float64)
    b[:, :, 0:rope_dim:2] = b0
    b[:, :, 1:rope_dim:2] = b1
    return b * BOUND_SLACK


def rope_bound(x: np.ndarray, positions: np.ndarray, freq_base: float, rope_dim: int) -> np.ndarray:
    """f64[T,H,Dh] bound on |rope(...) - exact-angle RoPE| including the f16 store.

    On the pass-through part (index >= rope_dim) the result is exact: bound 0.
    """
    z = np.abs(rope_reference_f64(x, positions, freq_base, rope_dim)) * BOUND_SLACK
    b = store_f16_bound(z, rope_bound_f32(x, positions, freq_base, rope_dim))
    b[:, :, rope_dim:] = 0.0
    return b
