"""The FLTC scalar contract: binary16 storage, binary32 intermediates, round-to-nearest-even.

Every operator in `spec/` is written as a sequence of binary32 (f32) operations on values
loaded exactly from binary16 (f16) storage, followed by ONE round-to-nearest-even store to
f16.  This module holds the pieces that sequence is built from, the unit roundoffs the error
bounds are written in, and the exceptional-value policy every operator follows.

Why these constants:
  * u32 = 2^-24 and u16 = 2^-11 are the unit roundoffs of RNE binary32 / binary16
    (|fl(x) - x| <= u*|x| for x in the normal range).
  * Below the normal range the error is absolute: half the smallest subnormal spacing,
    2^-150 for binary32 and 2^-25 for binary16.  Bounds add these terms explicitly.
"""

from __future__ import annotations

import numpy as np

U32: float = 2.0**-24
"""Unit roundoff of binary32 with RNE."""
U16: float = 2.0**-11
"""Unit roundoff of binary16 with RNE."""
U64: float = 2.0**-53
"""Unit roundoff of binary64 (used only where the *bound* itself is evaluated in float64)."""
ETA16: float = 2.0**-25
"""Absolute rounding error of an f16 store in the subnormal range (half of 2^-24)."""
ETA32: float = 2.0**-150
"""Absolute rounding error of an f32 operation in the subnormal range (half of 2^-149)."""
F16_MAX: float = 65504.0
"""Largest finite binary16."""
F16_OVERFLOW: float = 65520.0
"""Smallest |x| that rounds to +-Inf in binary16 under RNE (65504 + half an ulp of 32)."""
EXP_REL_ERR: float = 2.0**-22
"""Relative error allowed for a binary32 exp/sin/cos (2 ulp, the CUDA libdevice figure).
The spec's own `exp_f32` is the binary64 exp rounded once to binary32 (<= u32 + 2^-52)."""
BOUND_SLACK: float = 1.0 + 2.0**-30
"""Bounds are evaluated in float64; multiplying by this absorbs float64's own rounding in
evaluating the bound formula (relative effects ~1e-13 for the sizes used)."""

EXCEPTIONAL_POLICY: str = """\
FLTC exceptional-value policy (every spec operator; tested in tests/spec/test_scalar.py)

1. Rounding: every binary32 operation and every binary16 store rounds to nearest, ties to
   even (IEEE 754 roundTiesToEven).  No other rounding mode is used anywhere.
2. NaN: an operation with a NaN operand yields NaN (NaN in -> NaN out).  The payload and the
   sign bit of a produced NaN are NOT specified; comparisons treat every NaN as equal.
3. Infinities propagate as IEEE 754 prescribes through the operator's stated binary32
   evaluation sequence; an invalid operation on them (Inf - Inf, 0 * Inf, Inf / Inf) gives
   NaN.  Example: silu(-Inf) = -Inf / (1 + exp(+Inf)) = -Inf / Inf = NaN.
4. Subnormals are honoured everywhere: no flush-to-zero of inputs, intermediates or outputs
   (binary16 subnormals load exactly into binary32; f16 stores may produce subnormals).
5. Overflow on the binary16 store: a binary32 value with |x| >= 65520 becomes +-Inf
   (IEEE RNE; 65519.99.. rounds to 65504).  Binary32 overflow likewise gives +-Inf.
6. Signed zero follows IEEE 754 (e.g. (-0) + (-0) = -0, x - x = +0).
7. Integer-valued operations (embedding ids, KV addresses, sampling) do not produce NaN:
   invalid inputs raise ValueError instead (the caller must not publish a result).
8. Error bounds (the *_bound functions) assume finite inputs whose exact result is finite
   in binary16; where that fails the bound is +Inf (no claim is made).
"""


def as_f32(x: object) -> np.ndarray:
    """Exact load into binary32 (f16 -> f32 is always exact; f32 is unchanged)."""
    arr = np.asarray(x)
    if arr.dtype == np.float64:
        raise TypeError("binary64 input: round it to binary32 or binary16 explicitly first")
    return arr.astype(np.float32, copy=False)


def round_f16(x_f32: object) -> np.ndarray:
    """Store a binary32 value to binary16 with RNE; |x| >= 65520 -> +-Inf, subnormals kept.

    numpy's float32 -> float16 cast is a correct RNE conversion (tested exhaustively against
    an independent nearest-value search in tests/spec/test_scalar.py).  A float64 argument is
    first rounded to binary32: the contract's intermediates are binary32.
    """
    arr = np.asarray(x_f32)
    if arr.dtype != np.float32:
        arr = arr.astype(np.float32)
    with np.errstate(over="ignore", invalid="ignore"):
        return arr.astype(np.float16)


def round_f32(x: object) -> np.ndarray:
    """Round any real array (e.g. float64) to binary32 with RNE."""
    with np.errstate(over="ignore", invalid="ignore"):
        return np.asarray(x).astype(np.float32)


def exp_f32(x_f32: np.ndarray) -> np.ndarray:
    """binary32 exp: the binary64 exp of the (exact) binary32 argument, rounded once to f32.

    Relative error <= u32*(1+2^-52) + 2^-52 < EXP_REL_ERR; overflow -> +Inf, exp(-Inf) = 0,
    NaN -> NaN.  Defined this way so the spec does not depend on numpy's SIMD f32 exp.
    """
    x = np.asarray(x_f32, dtype=np.float32).astype(np.float64)
    with np.errstate(over="ignore", under="ignore", invalid="ignore"):
        return np.exp(x).astype(np.float32)


def gamma(n: int, u: float) -> float:
    """Higham's gamma_n = n*u / (1 - n*u): bound on |prod (1+d_i)^{+-1} - 1| for n roundings.

    Raises ValueError when n*u >= 1 (no bound exists).
    """
    if n < 0:
        raise ValueError(f"gamma: n must be >= 0, got {n}")
    nu = n * u
    if nu >= 1.0:
        raise ValueError(f"gamma: n*u = {nu} >= 1, the bound does not exist")
    return nu / (1.0 - nu)


def store_f16_bound(abs_exact: np.ndarray, err_f32: np.ndarray) -> np.ndarray:
    """Bound on |fl16(y) - z| given |y - z| <= err_f32 and |z| <= abs_exact.

    fl16(y) = y(1+d) + e with |d| <= u16, |e| <= 2^-25 (d*e = 0), so
    |fl16(y) - z| <= err_f32 + u16*(|z| + err_f32) + 2^-25.
    If |z| + err_f32 can reach the overflow threshold the bound is +Inf (policy item 8).
    """
    abs_exact = np.asarray(abs_exact, dtype=np.float64)
    err_f32 = np.asarray(err_f32, dtype=np.float64)
    ymax = abs_exact + err_f32
    b = (err_f32 + U16 * ymax + ETA16) * BOUND_SLACK
    return np.where(ymax >= F16_OVERFLOW, np.inf, b)


def f16_bits(x: np.ndarray) -> np.ndarray:
    """The uint16 bit patterns of an f16 array (for byte-exact comparisons)."""
    return np.ascontiguousarray(x, dtype=np.float16).view(np.uint16)


def same_f16(a: np.ndarray, b: np.ndarray) -> bool:
    """Bitwise equality of two f16 arrays, treating any two NaNs as equal (policy item 2)."""
    a = np.asarray(a, dtype=np.float16)
    b = np.asarray(b, dtype=np.float16)
    if a.shape != b.shape:
        return False
    na, nb = np.isnan(a), np.isnan(b)
    if not np.array_equal(na, nb):
        return False
    return bool(np.array_equal(f16_bits(a)[~na], f16_bits(b)[~nb]))
