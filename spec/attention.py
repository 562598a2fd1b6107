"""Paged attention (prefill and decode, GQA, causal) over the contract's KV layout.

`kv_write` stores K/V rows of new tokens at positions start_pos.. through the block table;
`paged_attention` reads them back ONLY through `KVLayout.token_row_addresses` (the contract's
address formula) -- callers never supply an independent K/V layout.

Semantics, per query row t (position p = q_positions[t]) and query head h:
  kv head kh = h // (Hq // Hkv)           (GQA; Hq must be a multiple of Hkv)
  keys/values j = 0 .. p of the sequence  (causal; later keys have NO influence, even NaN ones)
Evaluation (binary32, RNE):
  1. dot_j = sum_d q_d * k_jd   (f16 x f16 products exact in binary32; order: "blas" =
     numpy float32 matmul, implementation-defined blocked order; "ascending" = d = 0..Dh-1)
  2. s_j = fl32(dot_j * scale32), scale32 = fl32(scale)
  3. m = max_j s_j (exact operation)
  4. p_j = exp_f32(fl32(s_j - m))
  5. l = sum_j p_j;  n_d = sum_j fl32(p_j * v_jd)   (key order j = 0..p for "ascending";
     implementation-defined blocked order for "blas")
  6. o_d = fl32(n_d / l), then one RNE store to binary16.
A kernel using the online (flash) softmax re-scales partial sums by exp(m_old - m_new): each
such rescale is one more rounding per term; pass its count as `extra_roundings` to the bound.

Error bound (`attention_bound`), derivation (u = u32 for the rounding steps, u_acc for the
additions of steps 1 and 5, E = exp relative error, n = p + 1 keys, Dh = head_dim):
  A_j = sum_d |q_d||k_jd|;  e_j = |scale| A_j ((1+gamma_{Dh-1}(u_acc))(1+u)^2 - 1)  bounds
  |s_hat_j - s_j| (dot rounding + scale rounding + product rounding).
  Shift: softmax is shift-invariant, so compare with the exact t_j = s_j - m_hat.  Then
  |fl(s_hat_j - m_hat) - t_j| <= eta_j := e_j(1+u) + u(|s_max - s_j| + e_max), and
  p_hat_j = exp(t_j)(1 + phi_j) (+ an underflow term <= 2^-126), phi_j <= e^eta_j (1+E) - 1
  (with r = extra_roundings rescales, 1+E becomes (1+E)^(1+r) (1+u)^r).
  l_hat = L(1 + lam), |lam| <= LAM := (1+max phi)(1+gamma_{n-1}(u_acc)) - 1 (+ n 2^-126/L_min);
  n_hat_d = N_d + R_d, |R_d| <= sum_j P_j |v_jd| psi_j, psi_j = (1+phi_j)(1+gamma_n(u_acc)) - 1
  (+ underflow terms).  With w_j = P_j / L the exact softmax weights and o_d = sum_j w_j v_jd:
    |o_hat_d - o_d| <= |o_d|((1+u)/(1-LAM) - 1) + (1+u)/(1-LAM) * sum_j w_j |v_jd| psi_j (+ tiny)
  and the f16 store adds u16*|o| + 2^-25.  The float64 quantities (w_j, o_d, A_j) are
  evaluated with float64 (relative error ~1e-15, absorbed by BOUND_SLACK).

Exceptional values: IEEE through the sequence.  NaN or Inf in q or in a VISIBLE key/value
gives NaN in that row (Inf scores make Inf - Inf = NaN).  Keys after p never contribute.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

import numpy as np

from spec._util import require_f16, require_int_array
from spec.kv_layout import K_PLANE, V_PLANE, KVLayout
from spec.scalar import BOUND_SLACK, ETA32, EXP_REL_ERR, U32, U64, exp_f32, gamma, round_f16, store_f16_bound

Order = Literal["blas", "ascending"]
EXP_UNDERFLOW_ABS: float = 2.0**-126
"""Absolute error allowed for exp results below the binary32 normal range (covers FTZ)."""


def _check_kv(kv: np.ndarray, layout: KVLayout, layer: int) -> np.ndarray:
    kv = np.asarray(kv)
    if kv.dtype != np.uint8 or kv.ndim != 1 or kv.shape[0] != layout.total_bytes:
        raise ValueError(f"kv must be uint8[{layout.total_bytes}], got {kv.dtype}{list(kv.shape)}")
    if layout.elem_bytes != 2:
        raise ValueError("attention spec stores binary16 K/V: layout.elem_bytes must be 2")
    if not 0 <= layer < layout.layers:
        raise ValueError(f"layer {layer} outside [0, {layout.layers})")
    return kv


def kv_write(kv: np.ndarray, layout: KVLayout, layer: int, block_table: Sequence[int] | np.ndarray,
             start_pos: int, k: np.ndarray, v: np.ndarray, *, inplace: bool = False) -> np.ndarray:
    """Return a copy of kv with K/V rows of tokens start_pos..start_pos+T-1 written (exact bytes).

    inplace=True writes into kv itself and returns it (saves copying the whole allocation
    per step in the CPU executor); the bytes written are identical either way.
    """
    kv = _check_kv(kv, layout, layer)
    k = require_f16(k, "k", 3)
    v = require_f16(v, "v", 3)
    shape = (k.shape[0], layout.kv_heads, layout.head_dim)
    if k.shape != shape or v.shape != shape:
        raise ValueError(f"kv_write: k {k.shape} / v {v.shape}, expected {shape}")
    if start_pos < 0:
        raise ValueError(f"kv_write: start_pos {start_pos} < 0")
    out = kv if inplace else kv.copy()
    tokens = np.arange(start_pos, start_pos + k.shape[0], dtype=np.int64)
    cols = np.arange(layout.token_stride, dtype=np.int64)[None, :]
    for plane, src in ((K_PLANE, k), (V_PLANE, v)):
        base = layout.token_row_addresses(plane, layer, block_table, tokens)
        out[base[:, None] + cols] = np.ascontiguousarray(src).view(np.uint8).reshape(k.shape[0], -1)
    return out


def kv_read(kv: np.ndarray, layout: KVLayout, layer: int, block_table: Sequence[int] | np.ndarray,
            n_tokens: int) -> tuple[np.ndarray, np.ndarray]:
    """(K, V) f16[n_tokens, Hkv, Dh] of logical tokens 0..n_tokens-1, gathered via the layout."""
    kv = _check_kv(kv, layout, layer)
    tokens = np.arange(n_tokens, dtype=np.int64)
    halves = kv.view(np.float16)
    cols = np.arange(layout.kv_heads * layout.head_dim, dtype=np.int64)[None, :]
    res = []
    for plane in (K_PLANE, V_PLANE):
        base = layout.token_row_addresses(plane, layer, block_table, tokens) // 2
        res.append(halves[base[:, None] + cols].reshape(n_tokens, layout.kv_heads, layout.head_dim))
    return res[0], res[1]


def _prepare(q, kv, layout, layer, block_table, q_positions):
    q = require_f16(q, "q", 3)
    pos = require_int_array(q_positions, "q_positions")
    t, hq, dh = q.shape
    if pos.shape != (t,):
        raise ValueError(f"q_positions shape {pos.shape}, expected {(t,)}")
    if t == 0:
        raise ValueError("paged_attention: no query rows")
    if pos.min() < 0:
        raise ValueError("paged_attention: negative query position")
    if dh != layout.head_dim or hq % layout.kv_heads:
        raise ValueError(f"q heads/dim {hq}x{dh} incompatible with kv_heads={layout.kv_heads}, "
                         f"head_dim={layout.head_dim}")
    n = int(pos.max()) + 1
    kmat, vmat = kv_read(kv, layout, layer, block_table, n)
    return q, pos, kmat, vmat, n


def paged_attention_f32(q: np.ndarray, kv: np.ndarray, layout: KVLayout, layer: int,
                        block_table: Sequence[int] | np.ndarray, q_positions: np.ndarray, scale: float,
                        *, order: Order = "blas") -> np.ndarray:
    """binary32 o (before the store), f32[T, Hq, Dh]; steps 1-6 of the module docstring."""
    q, pos, kmat, vmat, n = _prepare(q, kv, layout, layer, block_table, q_positions)
    visible = np.arange(n)[None, :] <= pos[:, None]  # [t, n]: causal
    return masked_attention_f32(q, kmat, vmat, visible, scale, order, "paged_attention")


def masked_attention_f32(q: np.ndarray, kmat: np.ndarray, vmat: np.ndarray, visible: np.ndarray, scale: float,
                         order: Order, what: str) -> np.ndarray:
    """Steps 2-6 of the module docstring for any visibility mask (visible[t, j]: query t sees key j), GQA:
    binary32 o, f32[T, Hq, Dh]. Keys no query sees are zeroed first, so a NaN/Inf there cannot leak in
    (under the causal mask every key up to the last query is seen: a no-op). Causal (paged_attention) and
    sliding-window attention (spec.sliding_window) differ only in the mask."""
    if order not in ("blas", "ascending"):
        raise ValueError(f"{what}: unknown order {order!r}")
    t, hq, dh = q.shape
    hkv = kmat.shape[1]
    n = kmat.shape[0]
    g = hq // hkv
    q32 = q.astype(np.float32).reshape(t, hkv, g, dh).transpose(1, 0, 2, 3).reshape(hkv, t * g, dh)
    k32 = kmat.astype(np.float32).transpose(1, 0, 2)  # [hkv, n, dh]
    v32 = vmat.astype(np.float32).transpose(1, 0, 2)  # [hkv, n, dh]
    rows = np.repeat(visible, g, axis=0)  # [t*g, n]: row r = t*g + gi
    seen = rows.any(axis=0)
    if not seen.all():
        k32 = np.where(seen[None, :, None], k32, np.float32(0.0))
        v32 = np.where(seen[None, :, None], v32, np.float32(0.0))
    finite = bool(np.isfinite(k32).all() and np.isfinite(v32).all())
    fast = order == "blas" and finite
    with np.errstate(invalid="ignore", over="ignore", under="ignore", divide="ignore"):
        if fast:
            dot = np.matmul(q32, k32.transpose(0, 2, 1), dtype=np.float32)
        else:
            dot = q32[:, :, None, 0] * k32[:, None, :, 0]
            for d in range(1, dh):
                dot = dot + q32[:, :, None, d] * k32[:, None, :, d]
        s = dot * np.float32(scale)
        s = np.where(rows[None], s, np.float32(-np.inf))
        m = np.max(s, axis=2, keepdims=True)
        p = exp_f32(s - m)
        p = np.where(rows[None], p, np.float32(0.0))
        if fast:
            denom = np.sum(p, axis=2, keepdims=True, dtype=np.float32)
            num = np.matmul(p, v32, dtype=np.float32)
        else:
            denom = np.add.accumulate(p, axis=2, dtype=np.float32)[:, :, -1:]
            num = np.zeros((hkv, t * g, dh), dtype=np.float32)
            for j in range(n):
                contrib = p[:, :, j, None] * v32[:, None, j, :]
                num = num + np.where(rows[None, :, j, None], contrib, np.float32(0.0))
        o = (num / denom).astype(np.float32)
    return o.reshape(hkv, t, g, dh).transpose(1, 0, 2, 3).reshape(t, hq, dh)


def paged_attention(q: np.ndarray, kv: np.ndarray, layout: KVLayout, layer: int,
                    block_table: Sequence[int] | np.ndarray, q_positions: np.ndarray, scale: float,
                    *, order: Order = "blas") -> np.ndarray:
    """f16[T, Hq, Dh] causal GQA attention reading K/V through the paged layout."""
    return round_f16(paged_attention_f32(q, kv, layout, layer, block_table, q_positions, scale, order=order))


def _reference_parts(q, kv, layout, layer, block_table, q_positions, scale):
    """float64 pieces: visible mask, scores s, weights w, |v|, o, A (all [T, Hq, n(, Dh)])."""
    q, pos, kmat, vmat, n = _prepare(q, kv, layout, layer, block_table, q_positions)
    g = q.shape[1] // layout.kv_heads
    k64 = np.repeat(kmat.astype(np.float64), g, axis=1)  # [n, hq, dh]
    v64 = np.repeat(vmat.astype(np.float64), g, axis=1)
    q64 = q.astype(np.float64)
    dot = np.einsum("thd,nhd->thn", q64, k64)
    a = np.einsum("thd,nhd->thn", np.abs(q64), np.abs(k64))
    visible = (np.arange(n)[None, :] <= pos[:, None])[:, None, :]  # [t,1,n]
    s = np.where(visible, float(scale) * dot, -np.inf)
    smax = s.max(axis=2, keepdims=True)
    e = np.where(visible, np.exp(s - smax), 0.0)
    w = e / e.sum(axis=2, keepdims=True)
    o = np.einsum("thn,nhd->thd", w, v64)
    return visible, s, smax, w, v64, o, a, pos


def attention_reference_f64(q: np.ndarray, kv: np.ndarray, layout: KVLayout, layer: int,
                            block_table: Sequence[int] | np.ndarray, q_positions: np.ndarray,
                            scale: float) -> np.ndarray:
    """float64 causal GQA attention with the exact scale (the z of the bound)."""
    return _reference_parts(q, kv, layout, layer, block_table, q_positions, scale)[5]


def _bound_parts(q, kv, layout, layer, block_table, q_positions, scale, u_acc, exp_rel_err, extra_roundings):
    visible, s, smax, w, v64, o, a, pos = _reference_parts(q, kv, layout, layer, block_table, q_positions, scale)
    u = U32
    dh = layout.head_dim
    g_dot = gamma(max(dh - 1, 0), u_acc) + gamma(dh + 2, U64)
    e = abs(float(scale)) * a * ((1.0 + g_dot) * (1.0 + u) ** 2 - 1.0) + ETA32 * 2
    e = np.where(visible, e, 0.0)
    emax = e.max(axis=2, keepdims=True)
    gap = np.where(visible, smax - s, 0.0)
    eta = e * (1.0 + u) + u * (gap + emax)
    big_e = (1.0 + exp_rel_err) ** (1 + extra_roundings) * (1.0 + u) ** extra_roundings - 1.0
    with np.errstate(over="ignore"):
        phi = np.where(visible, np.exp(eta) * (1.0 + big_e) - 1.0, 0.0)
    nkeys = (pos + 1).astype(np.float64)[:, None, None]  # [t,1,1]
    g_l = np.vectorize(lambda k: gamma(int(k) - 1, u_acc))(nkeys)
    g_n = np.vectorize(lambda k: gamma(int(k), u_acc))(nkeys)
    l_min = np.exp(-emax)  # L = sum_j exp(s_j - m_hat) >= exp(s_max - m_hat) >= exp(-e_max)
    lam = (1.0 + phi.max(axis=2, keepdims=True)) * (1.0 + g_l) - 1.0 + nkeys * EXP_UNDERFLOW_ABS * (1 + g_l) / l_min
    psi = (1.0 + phi) * (1.0 + g_n) - 1.0
    absv = np.abs(v64)  # [n, hq, dh]
    r_rel = np.einsum("thn,nhd->thd", w * psi, absv)
    r_abs = (EXP_UNDERFLOW_ABS * np.einsum("thn,nhd->thd", visible.astype(np.float64) * np.ones_like(w), absv)
             + nkeys * ETA32) * (1.0 + g_n) / l_min
    with np.errstate(divide="ignore", invalid="ignore"):
        f = np.where(lam < 1.0, (1.0 + u) / (1.0 - lam), np.inf)
    err32 = np.abs(o) * (f - 1.0) + f * (r_rel + r_abs) + ETA32
    return np.abs(o), err32 * BOUND_SLACK


def attention_bound_f32(q: np.ndarray, kv: np.ndarray, layout: KVLayout, layer: int,
                        block_table: Sequence[int] | np.ndarray, q_positions: np.ndarray, scale: float,
                        *, u_acc: float = U32, exp_rel_err: float = EXP_REL_ERR,
                        extra_roundings: int = 0) -> np.ndarray:
    """Bound on |paged_attention_f32 - exact| (before the f16 store); module docstring."""
    return _bound_parts(q, kv, layout, layer, block_table, q_positions, scale, u_acc, exp_rel_err,
                        extra_roundings)[1]


def attention_bound(q: np.ndarray, kv: np.ndarray, layout: KVLayout, layer: int,
                    block_table: Sequence[int] | np.ndarray, q_positions: np.ndarray, scale: float,
                    *, u_acc: float = U32, exp_rel_err: float = EXP_REL_ERR,
                    extra_roundings: int = 0) -> np.ndarray:
    """f64[T, Hq, Dh] bound on |paged_attention(...) - exact attention| incl. the f16 store.

    Finite q/K/V assumed (policy item 8).  `u_acc`: unit roundoff of the kernel's additions;
    `exp_rel_err`: its exp's relative error; `extra_roundings`: per-term roundings added by an
    online-softmax rescale (0 for the spec's own evaluation).
    """
    o_abs, err32 = _bound_parts(q, kv, layout, layer, block_table, q_positions, scale, u_acc, exp_rel_err,
                                extra_roundings)
    return store_f16_bound(o_abs * BOUND_SLACK, err32)
