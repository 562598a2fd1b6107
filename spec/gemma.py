"""Gemma 3 operators: GELU-tanh and the gated GELU FFN product, embedding scaling, per-head (QK)
RMSNorm, NEOX-convention RoPE, and the binary32 residual stream Gemma needs (RMSNorm of a binary32
input, binary32 residual add).  binary32 math; binary16 storage wherever a value feeds a GEMM.

gelu_tanh(x), per element (binary32, RNE; K32 = fl32(sqrt(2/pi)), A32 = fl32(0.044715)):
  1. a = x * x                 (exact: a square of a binary16 value fits binary32)
  2. b = fl32(A32 * a)
  3. c = fl32(1 + b)
  4. s = fl32(K32 * x)
  5. z = fl32(s * c)           -> z ~ sqrt(2/pi) * x * (1 + 0.044715 x^2), ggml's order
  6. t = tanh_f32(z)           (binary64 tanh of the binary32 z, rounded once; a kernel's tanhf
                                may have relative error <= TANH_REL_ERR plus TANH_ABS_ERR)
  7. o = fl32(1 + t)
  8. g = fl32(fl32(0.5 * x) * o)   (0.5 * x is exact for every binary16 x)
  9. one RNE store to binary16.
geglu(gate, up) = the FFN product of Gemma (llama.cpp LLM_FFN_GELU + LLM_FFN_PAR): g of steps 1-8
  on gate (binary32, NOT stored), then y = fl32(g * up), one RNE store.  No reduction: no order.
The function approximated is gelu_tanh itself, 0.5 x (1 + tanh(sqrt(2/pi)(x + 0.044715 x^3)))
(the model was trained with it: HF `gelu_pytorch_tanh`), not the erf GELU.

Error bound (`gelu_tanh_bound`, `geglu_bound`), derivation, u = u32, w = exact inner argument:
  steps 2-5 give z = w(1 + r), |r| <= R := (1+u)^6 - 1 (A32, K32 one rounding each; b has
  relative error (1+u)^2 - 1, and c = 1 + b with b >= 0 keeps it; s two factors; z one more).
  |tanh(z) - tanh(w)| <= sech^2(max(0, |w|(1 - R))) * R|w| =: Dz   (mean value theorem:
  sech^2 is decreasing in |.| on the segment between z and w);
  D_t = Dz + TANH_REL_ERR (|tanh w| + Dz) + TANH_ABS_ERR;  D_o = D_t + u (1 + tanh w + D_t);
  |g_hat - g| <= |x|/2 (D_o + u(1 + tanh w + D_o)) + ETA32 =: E_g.
  geglu: |y_hat - g up| <= |up| (E_g + u(|g| + E_g)) + ETA32.
  The f16 store adds u16*|y| + 2^-25 (scalar.store_f16_bound).  The float64 reference's own
  error (~1e-16 relative) is absorbed by BOUND_SLACK.

Binary32 residual stream.  Gemma's residual stream exceeds the binary16 range (measured on the
270M file: |x| passes 65504 at layer 7, so an f16 stream turns into Inf), so, as in llama.cpp,
the stream x is binary32 and only what feeds a GEMM is stored to binary16:
scale_embedding(rows, scale) -> f32: y = fl32(e * fl32(scale)) (Gemma multiplies the embedding
  rows by sqrt(hidden), as llama.cpp's ggml_scale does).  Bound against e * scale (the real
  scale): |z|((1+u)^2 - 1) + ETA32.  No store.
rmsnorm_wide(x f32[M, D], w, eps) -> f16: spec.norm's steps 1-6 on a binary32 input; the only
  change is step 1, where x_d^2 is now rounded (fl32(x_d * x_d)).  Bound: spec.norm's derivation
  with gamma_{D+3}(u) in place of gamma_{D+2}(u) (one more rounding per term of the sum) plus
  ETA32/eps for squares that underflow.  Overflow: |x_d| >= 1.8e19 makes ss Inf and the row 0.
residual_add_wide(x f32, y f32) -> f32: fl32(x + y); bound u32 |x + y| (+ 0 when exact).
The post-norms (post_attention_norm, post_ffw_norm) are spec.norm.rmsnorm_f32 of the f16 GEMM
  output (binary32 result, no store), added to the stream with residual_add_wide.

qk_rmsnorm(x[T, H, Dh], w[Dh], eps): spec.norm.rmsnorm applied to every (token, head) row of Dh
  values (Gemma 3's attn_q_norm / attn_k_norm); rounding, order and bound are spec.norm's.

rope_neox(x, positions, base, rope_dim): the NEOX convention (llama.cpp LLAMA_ROPE_TYPE_NEOX,
  HF rotate_half), which Gemma GGUFs use (the converter does not permute Q/K for Gemma): pair i
  is (x[i], x[i + rope_dim/2]) for i < rope_dim/2, rotated by theta_i = p base^(-2i/rope_dim).
  Defined as spec.rope.rope (the NORM convention, adjacent pairs) between an exact permutation
  that moves element i + rope_dim/2 next to element i and its inverse: so the rounding, the
  order and the bound are exactly spec.rope's, permuted.

Exceptional values (IEEE through the sequences): gelu_tanh(NaN) = NaN, gelu_tanh(+Inf) = +Inf,
gelu_tanh(-Inf) = NaN (-Inf * fl32(1 + -1) = -Inf * 0), where the limit is 0; geglu(g, NaN) = NaN.
A product that overflows binary16 at the store becomes +-Inf.
"""

from __future__ import annotations

import math

import numpy as np

from spec._util import require_f16, require_f32_or_f16, require_int_array
from spec.norm import Order, rmsnorm, rmsnorm_bound
from spec.rope import rope, rope_bound
from spec.scalar import BOUND_SLACK, ETA32, EXP_REL_ERR, U32, round_f16, store_f16_bound

GELU_K: float = math.sqrt(2.0 / math.pi)
GELU_A: float = 0.044715
TANH_REL_ERR: float = EXP_REL_ERR
"""Relative error allowed for a binary32 tanh (2 ulp)."""
TANH_ABS_ERR: float = 2.0**-60
"""Absolute slack for tanh (covers the binary64 tanh's own error before the f32 rounding)."""


def tanh_f32(z: np.ndarray) -> np.ndarray:
    """binary64 tanh of binary32 values, rounded once to binary32 (step 6)."""
    return np.tanh(np.asarray(z, dtype=np.float32).astype(np.float64)).astype(np.float32)


def _gelu32(x32: np.ndarray) -> np.ndarray:
    with np.errstate(over="ignore", invalid="ignore", under="ignore"):
        a = x32 * x32
        b = np.float32(GELU_A) * a
        c = np.float32(1.0) + b
        s = np.float32(GELU_K) * x32
        z = s * c
        t = tanh_f32(z)
        o = np.float32(1.0) + t
        return ((np.float32(0.5) * x32) * o).astype(np.float32, copy=False)


def gelu_tanh_f32(x: np.ndarray) -> np.ndarray:
    """binary32 gelu_tanh (steps 1-8) of an f16 array."""
    return _gelu32(require_f16(x, "x").astype(np.float32))


def gelu_tanh(x: np.ndarray) -> np.ndarray:
    """f16 gelu_tanh(x); binary32 math, one f16 store."""
    return round_f16(gelu_tanh_f32(x))


def geglu_f32(gate: np.ndarray, up: np.ndarray) -> np.ndarray:
    """binary32 gelu_tanh(gate) * up (before the store)."""
    gate = require_f16(gate, "gate")
    up = require_f16(up, "up")
    if gate.shape != up.shape:
        raise ValueError(f"geglu: gate {gate.shape} and up {up.shape} differ")
    with np.errstate(over="ignore", invalid="ignore", under="ignore"):
        return (_gelu32(gate.astype(np.float32)) * up.astype(np.float32)).astype(np.float32, copy=False)


def geglu(gate: np.ndarray, up: np.ndarray) -> np.ndarray:
    """f16 gelu_tanh(gate) * up with the GELU kept in binary32 (fused product; one f16 store)."""
    return round_f16(geglu_f32(gate, up))


def gelu_tanh_reference_f64(x: np.ndarray) -> np.ndarray:
    """float64 gelu_tanh with the exact constants (the z of the bound)."""
    x64 = np.asarray(x).astype(np.float64)
    return 0.5 * x64 * (1.0 + np.tanh(GELU_K * x64 * (1.0 + GELU_A * x64 * x64)))


def _gelu_err32(x: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(|g| exact, bound on |g_hat - g|) in float64 for f16 x (module docstring)."""
    x64 = x.astype(np.float64)
    u = U32
    big_r = (1.0 + u) ** 6 - 1.0
    w = GELU_K * x64 * (1.0 + GELU_A * x64 * x64)
    tw = np.tanh(w)
    near = np.maximum(0.0, np.abs(w) * (1.0 - big_r))
    dz = (1.0 / np.cosh(np.minimum(near, 350.0))) ** 2 * big_r * np.abs(w)
    d_t = dz + TANH_REL_ERR * (np.abs(tw) + dz) + TANH_ABS_ERR
    one_t = 1.0 + tw
    d_o = d_t + u * (one_t + d_t)
    e_g = 0.5 * np.abs(x64) * (d_o + u * (one_t + d_o)) + ETA32
    return np.abs(0.5 * x64 * one_t), e_g


def gelu_tanh_bound(x: np.ndarray) -> np.ndarray:
    """f64 bound on |gelu_tanh(x) - gelu_tanh_reference_f64(x)| including the f16 store (finite x)."""
    x = require_f16(x, "x")
    g, e_g = _gelu_err32(x)
    return store_f16_bound(g * BOUND_SLACK, e_g * BOUND_SLACK)


def geglu_bound(gate: np.ndarray, up: np.ndarray) -> np.ndarray:
    """f64 bound on |geglu(gate, up) - gelu_tanh(gate) * up| including the f16 store (finite inputs)."""
    gate = require_f16(gate, "gate")
    up64 = np.abs(require_f16(up, "up").astype(np.float64))
    g, e_g = _gelu_err32(gate)
    err32 = up64 * (e_g + U32 * (g + e_g)) + ETA32
    return store_f16_bound(g * up64 * BOUND_SLACK, err32 * BOUND_SLACK)


# ------------------------------------------------------------------------------------ embedding scale


def scale_embedding(rows: np.ndarray, scale: float) -> np.ndarray:
    """f32 rows * fl32(scale) in binary32, no store (Gemma's sqrt(hidden) input scale)."""
    rows = require_f16(rows, "rows")
    if not (math.isfinite(scale) and scale > 0):
        raise ValueError(f"scale_embedding: scale must be finite and > 0, got {scale}")
    with np.errstate(over="ignore", invalid="ignore"):
        return (rows.astype(np.float32) * np.float32(scale)).astype(np.float32, copy=False)


def scale_embedding_bound(rows: np.ndarray, scale: float) -> np.ndarray:
    """f64 bound on |scale_embedding(rows, scale) - rows * scale| (finite rows; the real `scale`)."""
    z = np.abs(require_f16(rows, "rows").astype(np.float64)) * float(scale)
    return (z * ((1.0 + U32) ** 2 - 1.0) + ETA32) * BOUND_SLACK


def _require_f32(x: object, name: str, ndim: int | None = None) -> np.ndarray:
    arr = np.asarray(x)
    if arr.dtype != np.float32:
        raise TypeError(f"{name}: expected float32 (the binary32 residual stream), got {arr.dtype}")
    if ndim is not None and arr.ndim != ndim:
        raise ValueError(f"{name}: expected {ndim} dimensions, got shape {arr.shape}")
    return arr


def rmsnorm_wide_f32(x: np.ndarray, w: np.ndarray, eps: float, *, order: Order = "blas") -> np.ndarray:
    """binary32 RMSNorm of a binary32 input (spec.norm steps 1-5, squares rounded), before the store."""
    x = _require_f32(x, "x", 2)
    w32 = require_f32_or_f16(w, "w")
    if w32.shape != (x.shape[1],) or x.shape[1] == 0:
        raise ValueError(f"rmsnorm_wide: w has shape {w32.shape}, expected {(x.shape[1],)} with D >= 1")
    if not (eps > 0.0) or not np.isfinite(eps):
        raise ValueError(f"rmsnorm_wide: eps must be finite and > 0, got {eps}")
    with np.errstate(invalid="ignore", over="ignore", divide="ignore", under="ignore"):
        sq = x * x
        if order == "blas":
            ss = np.sum(sq, axis=1, dtype=np.float32, keepdims=True)
        elif order == "ascending":
            ss = np.add.accumulate(sq, axis=1, dtype=np.float32)[:, -1:]
        else:
            raise ValueError(f"rmsnorm_wide: unknown order {order!r}")
        r = np.float32(1.0) / np.sqrt(ss / np.float32(x.shape[1]) + np.float32(eps))
        return ((x * r) * w32[None, :]).astype(np.float32, copy=False)


def rmsnorm_wide(x: np.ndarray, w: np.ndarray, eps: float, *, order: Order = "blas") -> np.ndarray:
    """f16[M, D] RMSNorm of the binary32 stream (what feeds the next GEMM); one f16 store."""
    return round_f16(rmsnorm_wide_f32(x, w, eps, order=order))


def rmsnorm_wide_reference_f64(x: np.ndarray, w: np.ndarray, eps: float) -> np.ndarray:
    x64 = _require_f32(x, "x", 2).astype(np.float64)
    return x64 / np.sqrt(np.mean(x64 * x64, axis=1, keepdims=True) + eps) * np.asarray(w, np.float64)[None, :]


def rmsnorm_wide_bound(x: np.ndarray, w: np.ndarray, eps: float) -> np.ndarray:
    """f64[M, D] bound on |rmsnorm_wide(x, w, eps) - exact| including the f16 store (finite x)."""
    from spec.norm import RSQRT_REL_ERR
    from spec.scalar import U64, gamma

    x = _require_f32(x, "x", 2)
    w64 = np.abs(require_f32_or_f16(w, "w").astype(np.float64))
    d = x.shape[1]
    g_t = gamma(d + 3, U32) + ETA32 / eps
    rel = (1.0 + RSQRT_REL_ERR) * (1.0 + g_t / (1.0 - g_t)) * (1.0 + U32) ** 2 - 1.0
    z_abs = np.abs(rmsnorm_wide_reference_f64(x, w, eps)) * (1.0 + gamma(d + 8, U64))
    err32 = (rel * z_abs + 2.0 * ETA32 * (1.0 + w64)[None, :]) * BOUND_SLACK
    return store_f16_bound(z_abs, err32)


def residual_add_wide(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """f32 x + y, one binary32 rounding (the residual stream)."""
    x = _require_f32(x, "x")
    y = _require_f32(y, "y")
    if x.shape != y.shape:
        raise ValueError(f"residual_add_wide: x {x.shape} and y {y.shape} differ")
    with np.errstate(over="ignore", invalid="ignore"):
        return (x + y).astype(np.float32, copy=False)


def residual_add_wide_bound(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """f64 bound on |residual_add_wide(x, y) - (x + y)|: u32 |x + y| (finite inputs, no overflow)."""
    return np.abs(np.asarray(x, np.float64) + np.asarray(y, np.float64)) * U32 * BOUND_SLACK


# ------------------------------------------------------------------------------------ QK RMSNorm


def qk_rmsnorm(x: np.ndarray, w: np.ndarray, eps: float, *, order: Order = "blas") -> np.ndarray:
    """f16[T, H, Dh]: spec.norm.rmsnorm over each head's Dh values with the shared weight w[Dh]."""
    x = require_f16(x, "x", 3)
    t, h, dh = x.shape
    return rmsnorm(x.reshape(t * h, dh), w, eps, order=order).reshape(t, h, dh)


def qk_rmsnorm_bound(x: np.ndarray, w: np.ndarray, eps: float) -> np.ndarray:
    """f64[T, H, Dh]: spec.norm.rmsnorm_bound of each head row."""
    x = require_f16(x, "x", 3)
    t, h, dh = x.shape
    return rmsnorm_bound(x.reshape(t * h, dh), require_f32_or_f16(w, "w"), eps).reshape(t, h, dh)


# ------------------------------------------------------------------------------------ NEOX RoPE


def neox_permutation(head_dim: int, rope_dim: int) -> np.ndarray:
    """Index array P with x[..., P] placing element i + rope_dim/2 right after element i (i < rope_dim/2);
    the pass-through part (index >= rope_dim) stays in place."""
    if rope_dim <= 0 or rope_dim % 2 or rope_dim > head_dim:
        raise ValueError(f"rope_neox: rope_dim must be even and in [2, {head_dim}], got {rope_dim}")
    half = rope_dim // 2
    perm = np.arange(head_dim)
    perm[0:rope_dim:2] = np.arange(half)
    perm[1:rope_dim:2] = np.arange(half, rope_dim)
    return perm


def rope_neox(x: np.ndarray, positions: np.ndarray, freq_base: float, rope_dim: int) -> np.ndarray:
    """f16[T, H, Dh] RoPE in the NEOX convention (pairs i, i + rope_dim/2); spec.rope.rope permuted."""
    x = require_f16(x, "x", 3)
    perm = neox_permutation(x.shape[2], rope_dim)
    inv = np.argsort(perm)
    y = rope(np.ascontiguousarray(x[:, :, perm]), require_int_array(positions, "positions"), freq_base, rope_dim)
    return np.ascontiguousarray(y[:, :, inv])


def rope_neox_bound(x: np.ndarray, positions: np.ndarray, freq_base: float, rope_dim: int) -> np.ndarray:
    """f64[T, H, Dh]: spec.rope.rope_bound of the permuted input, permuted back."""
    x = require_f16(x, "x", 3)
    perm = neox_permutation(x.shape[2], rope_dim)
    b = rope_bound(np.ascontiguousarray(x[:, :, perm]), positions, freq_base, rope_dim)
    return b[:, :, np.argsort(perm)]
