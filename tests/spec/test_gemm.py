"""GEMM: the spec's binary32 path against an exact reference and its bound."""

from __future__ import annotations

import math

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from spec.gemm import Weight, gemm, gemm_bound, gemm_bound_f32, gemm_f32, linear, linear_bound
from spec.scalar import round_f16
from tests.spec.ratios import RATIO_FLOOR, check_within


def exact_gemm(a: np.ndarray, b: np.ndarray, c: np.ndarray | None = None) -> np.ndarray:
    """Correctly rounded float64 of the exact result: f16 products are exact in float64 and
    math.fsum sums exactly before one rounding (error <= 2^-53 |z|, far below any bound)."""
    a64, b64 = a.astype(np.float64), b.astype(np.float64)
    out = np.empty((a.shape[0], b.shape[1]))
    for i in range(a.shape[0]):
        for j in range(b.shape[1]):
            terms = list(a64[i] * b64[:, j])
            if c is not None:
                terms.append(float(c[i, j]))
            out[i, j] = math.fsum(terms)
    return out


def _rand(rng, shape, scale):
    return (rng.standard_normal(shape) * scale).astype(np.float16)


@settings(max_examples=40, deadline=None)
@given(m=st.integers(1, 6), k=st.integers(1, 300), n=st.integers(1, 6), seed=st.integers(0, 2**32 - 1),
       scale=st.sampled_from([1e-3, 0.1, 1.0, 8.0]), with_c=st.booleans())
def test_gemm_within_bound_random(m, k, n, seed, scale, with_c):
    rng = np.random.default_rng(seed)
    a, b = _rand(rng, (m, k), scale), _rand(rng, (k, n), 1.0)
    c = _rand(rng, (m, n), scale) if with_c else None
    z = exact_gemm(a, b, c)
    for order in ("blas", "ascending"):
        check_within(f"gemm f16 ({order})", gemm(a, b, c, order=order), z, gemm_bound(a, b, c))
        check_within(f"gemm f32 part ({order})", gemm_f32(a, b, c, order=order), z, gemm_bound_f32(a, b, c))


def test_gemm_bound_is_not_vacuous_at_model_shape():
    """K = 576 (SmolLM2 hidden size), cancellation-prone zero-mean data."""
    rng = np.random.default_rng(1)
    a, b = _rand(rng, (4, 576), 1.0), _rand(rng, (576, 16), 1.0)
    z = exact_gemm(a, b)
    r16 = check_within("gemm f16 K=576", gemm(a, b), z, gemm_bound(a, b))
    r32 = check_within("gemm f32 part K=576", gemm_f32(a, b), z, gemm_bound_f32(a, b))
    assert r16 > 0.25  # the final-rounding term is nearly attained
    assert r32 > RATIO_FLOOR  # the gamma_K term is a worst case; random data sits well below it


def test_ascending_order_is_bit_exact_sequential():
    """order='ascending' equals a scalar binary32 loop k = 0..K-1, then + c."""
    rng = np.random.default_rng(2)
    a, b, c = _rand(rng, (3, 50), 1.0), _rand(rng, (50, 4), 1.0), _rand(rng, (3, 4), 1.0)
    got = gemm_f32(a, b, c, order="ascending")
    for i in range(3):
        for j in range(4):
            acc = np.float32(a[i, 0]) * np.float32(b[0, j])
            for k in range(1, 50):
                acc = np.float32(acc + np.float32(a[i, k]) * np.float32(b[k, j]))
            acc = np.float32(acc + np.float32(c[i, j]))
            assert got[i, j] == acc


def test_linear_is_gemm_with_transposed_weight():
    rng = np.random.default_rng(3)
    x, w = _rand(rng, (5, 40), 1.0), _rand(rng, (7, 40), 1.0)
    assert np.array_equal(linear(x, w), gemm(x, np.ascontiguousarray(w.T)))
    check_within("linear f16", linear(x, w), exact_gemm(x, np.ascontiguousarray(w.T)), linear_bound(x, w))


def test_bound_catches_a_wrong_implementation():
    """Accumulating in binary16 (a plausible kernel bug) must violate the bound."""
    rng = np.random.default_rng(4)
    a, b = _rand(rng, (4, 576), 1.0), _rand(rng, (576, 8), 1.0)
    acc = np.zeros((4, 8), dtype=np.float16)
    for k in range(576):
        acc = round_f16(acc.astype(np.float32) + a[:, k : k + 1].astype(np.float32) * b[k : k + 1, :].astype(np.float32))
    err = np.abs(acc.astype(np.float64) - exact_gemm(a, b))
    assert (err > gemm_bound(a, b)).any()


@settings(max_examples=40, deadline=None)
@given(m=st.integers(1, 9), n=st.integers(1, 70), k=st.integers(1, 90), seed=st.integers(0, 2**31),
       special=st.sampled_from([None, np.inf, -np.inf, np.nan]), order=st.sampled_from(["blas", "ascending"]))
def test_prepared_weight_gives_the_same_bits(m, n, k, seed, special, order):
    """A prepared Weight (the exact f32 widening made once) changes no bit of linear's result,
    for finite and non-finite weights and both summation orders."""
    rng = np.random.default_rng(seed)
    x = _rand(rng, (m, k), 1.0)
    w = _rand(rng, (n, k), 0.3)
    if special is not None:
        w[rng.integers(n), rng.integers(k)] = special
    a, b = linear(x, w, order=order), linear(x, Weight.of(w), order=order)
    assert a.dtype == b.dtype == np.float16
    assert a.view(np.uint16).tobytes() == b.view(np.uint16).tobytes()
