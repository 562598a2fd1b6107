"""GEMM: C = A @ B (+ C0), binary16 storage, binary32 accumulation, one binary16 store.

Evaluation (per output element (i, j)):
  1. each product a[i,k]*b[k,j] is formed in binary32 -- EXACT, because an f16 x f16 product
     has at most 22 significant bits and its exponent range (2^-48 .. 2^32) sits inside
     binary32's normal range (no underflow, no overflow);
  2. the K products are summed in binary32 (RNE).  Order:
       order="blas"      (default) numpy float32 matmul: an implementation-defined blocked /
                         pairwise order chosen by the BLAS library (OpenBLAS sgemm here);
       order="ascending" strictly sequential k = 0, 1, ..., K-1 (bit-reproducible; use it to
                         compare bitwise against a kernel that accumulates k ascending);
  3. if C0 is given, it is added last: y = fl32(sum + c0);
  4. one RNE store to binary16 (|y| >= 65520 -> +-Inf).

Error bound (per element, `gemm_bound`), valid for ANY summation order / tree shape:
  Let S = sum_k |a_ik||b_kj| (+ |c0_ij|) and n = (K-1) additions (+1 with C0).  Each addition
  contributes a factor (1+d), |d| <= u_acc, and any summation tree has depth <= n, so
      |y - z| <= gamma_n(u_acc) * S                     (Higham, Thm 3.1 / 4.1 style)
  with z the exact real result.  gamma_n <= gamma_K(u32), the classical figure.  The store
  adds u16*|y| + 2^-25 with |y| <= |z| + gamma_n*S (scalar.store_f16_bound).  |z| and S are
  evaluated in float64 and enlarged by the float64 dot's own bound gamma_K(2^-53)*S.
  `u_acc` defaults to u32; a kernel whose adder truncates (e.g. some tensor-core paths)
  must pass 2*u32.

Exceptional values: IEEE through steps 1-4 (0*Inf = NaN, Inf + -Inf = NaN).  With f16 inputs
the binary32 sum cannot overflow for K < 7e28, so the exceptional outcome of each element
does not depend on the summation order; inputs with non-finite values are therefore always
evaluated by the sequential path (some BLAS libraries skip zero multiplicands, which would
lose 0*Inf = NaN).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

import numpy as np

from spec._util import require_f16
from spec.scalar import BOUND_SLACK, U32, U64, gamma, round_f16, store_f16_bound

Order = Literal["blas", "ascending"]


def _check(a: np.ndarray, b: np.ndarray, c: np.ndarray | None) -> tuple[np.ndarray, np.ndarray, np.ndarray | None]:
    a = require_f16(a, "a", 2)
    b = require_f16(b, "b", 2)
    if a.shape[1] != b.shape[0]:
        raise ValueError(f"gemm: inner dimensions differ: a {a.shape}, b {b.shape}")
    if a.shape[1] == 0:
        raise ValueError("gemm: K must be >= 1")
    if c is not None:
        c = require_f16(c, "c", 2)
        if c.shape != (a.shape[0], b.shape[1]):
            raise ValueError(f"gemm: c has shape {c.shape}, expected {(a.shape[0], b.shape[1])}")
    return a, b, c


@dataclass(frozen=True, eq=False)
class Weight:
    """A linear layer's f16 weight w[N, K] with its binary32 widening made once.

    Why: widening f16 -> f32 is exact, so doing it once per model instead of once per call changes
    no value; a decode step otherwise spends most of its time re-widening the same weights.
    `t32` is the [K, N] transposed view of the widened copy, laid out exactly as
    `w.T.astype(float32)` is (so the same BLAS call, hence the same bits, results).
    """

    f16: np.ndarray
    t32: np.ndarray
    finite: bool

    @classmethod
    def of(cls, w: np.ndarray) -> Weight:
        w = require_f16(w, "w", 2)
        w32 = w.astype(np.float32)
        w32.setflags(write=False)
        return cls(w, w32.T, bool(np.isfinite(w32).all()))


def gemm_f32(a: np.ndarray, b: np.ndarray, c: np.ndarray | None = None, *, order: Order = "blas",
             _b32: tuple[np.ndarray, bool] | None = None) -> np.ndarray:
    """The binary32 value y before the f16 store (steps 1-3 of the module docstring).

    `_b32` (internal, from `linear` with a prepared Weight): b already widened and its finiteness.
    """
    a, b, c = _check(a, b, c)
    a32 = a.astype(np.float32)
    if _b32 is None:
        b32 = b.astype(np.float32)
        b_finite = bool(np.isfinite(b32).all())
    else:
        b32, b_finite = _b32
    finite = bool(b_finite and np.isfinite(a32).all())
    with np.errstate(invalid="ignore", over="ignore"):
        if order == "blas" and finite:
            y = np.matmul(a32, b32, dtype=np.float32)
        elif order in ("blas", "ascending"):
            y = a32[:, 0:1] * b32[0:1, :]
            for k in range(1, a32.shape[1]):
                y = y + a32[:, k : k + 1] * b32[k : k + 1, :]
            y = y.astype(np.float32, copy=False)
        else:
            raise ValueError(f"gemm: unknown order {order!r}")
        if c is not None:
            y = y + c.astype(np.float32)
    return y


def gemm(a: np.ndarray, b: np.ndarray, c: np.ndarray | None = None, *, order: Order = "blas") -> np.ndarray:
    """f16[M,N] = fl16(A @ B (+ C)) with binary32 accumulation; see the module docstring."""
    return round_f16(gemm_f32(a, b, c, order=order))


def linear(x: np.ndarray, w: np.ndarray | Weight, *, order: Order = "blas") -> np.ndarray:
    """y[M,N] = x[M,K] @ w[N,K]^T (the GGUF / PyTorch weight layout) = gemm(x, w.T).

    `w` may be a prepared `Weight` (same values, bit for bit: the widening it caches is exact).
    """
    if isinstance(w, Weight):
        return round_f16(gemm_f32(x, w.f16.T, order=order, _b32=(w.t32, w.finite)))
    w = require_f16(w, "w", 2)
    return gemm(x, w.T, order=order)


def _abs_terms(a: np.ndarray, b: np.ndarray, c: np.ndarray | None) -> tuple[np.ndarray, np.ndarray, int]:
    """(|z| upper bound, S upper bound, number of binary32 additions), all in float64."""
    a, b, c = _check(a, b, c)
    a64 = a.astype(np.float64)
    b64 = b.astype(np.float64)
    k = a.shape[1]
    g64 = gamma(k + 1, U64)
    s_abs = (np.abs(a64) @ np.abs(b64)) * (1.0 + g64)
    z = a64 @ b64
    n_add = k - 1
    if c is not None:
        c64 = c.astype(np.float64)
        z = z + c64
        s_abs = s_abs + np.abs(c64)
        n_add += 1
    z_abs = np.abs(z) + g64 * s_abs
    return z_abs, s_abs, n_add


def gemm_bound_f32(a: np.ndarray, b: np.ndarray, c: np.ndarray | None = None, *, u_acc: float = U32) -> np.ndarray:
    """Bound on |y - z| for the binary32 value y (before the store): gamma_n(u_acc) * S."""
    _, s_abs, n_add = _abs_terms(a, b, c)
    return gamma(n_add, u_acc) * s_abs * BOUND_SLACK


def gemm_bound(a: np.ndarray, b: np.ndarray, c: np.ndarray | None = None, *, u_acc: float = U32) -> np.ndarray:
    """f64[M,N] bound on |gemm(a, b, c) - exact|: gamma_n(u_acc)*S + u16*|y| + 2^-25.

    +Inf where the result may overflow binary16 (no claim).  Inputs must be finite.
    """
    z_abs, s_abs, n_add = _abs_terms(a, b, c)
    err32 = gamma(n_add, u_acc) * s_abs * BOUND_SLACK
    return store_f16_bound(z_abs, err32)


def linear_bound(x: np.ndarray, w: np.ndarray, *, u_acc: float = U32) -> np.ndarray:
    """Bound for `linear(x, w)` = gemm_bound(x, w.T)."""
    w = require_f16(w, "w", 2)
    return gemm_bound(x, w.T, u_acc=u_acc)
