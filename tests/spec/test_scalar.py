"""The scalar contract: RNE binary16 store, exceptional-value policy, gamma, exp_f32."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from spec import scalar
from spec.activation import silu, swiglu
from spec.gemm import gemm
from spec.norm import rmsnorm
from spec.residual import residual_add
from spec.rope import rope
from tests.spec.f16ref import all_finite_f16, rne_f16_bits


def _check_rne(x32: np.ndarray) -> None:
    got = scalar.round_f16(x32)
    with np.errstate(invalid="ignore"):  # signalling-NaN bit patterns
        want = rne_f16_bits(x32.astype(np.float64)).view(np.float16)
    assert scalar.same_f16(got, want)


def test_round_f16_every_midpoint_and_neighbour():
    """Every tie between adjacent f16 values (exactly representable in f32) and its f32
    neighbours round as RNE says; this is where a truncating or ties-away cast would fail."""
    v = np.sort(np.unique(all_finite_f16().astype(np.float64)))
    mid = ((v[:-1] + v[1:]) / 2).astype(np.float32)
    assert np.array_equal(mid.astype(np.float64), (v[:-1] + v[1:]) / 2)  # ties are exact in f32
    for x in (mid, np.nextafter(mid, np.float32(np.inf)), np.nextafter(mid, np.float32(-np.inf))):
        _check_rne(x)


def test_round_f16_random_f32_bit_patterns():
    rng = np.random.default_rng(7)
    bits = rng.integers(0, 2**32, size=300_000, dtype=np.uint64).astype(np.uint32)
    _check_rne(bits.view(np.float32))
    # concentrate on the f16 range, subnormals and the overflow threshold
    small = rng.uniform(-70000, 70000, 100_000).astype(np.float32)
    tiny = (rng.uniform(-1, 1, 100_000) * 2.0**-14).astype(np.float32)
    _check_rne(small)
    _check_rne(tiny)


def test_overflow_policy():
    x = np.array([65504, 65519.996, 65520, -65520, 1e9, -np.inf, np.inf], dtype=np.float32)
    got = scalar.round_f16(x)
    assert got[0] == 65504 and got[1] == 65504
    assert got[2] == np.inf and got[3] == -np.inf and got[4] == np.inf
    assert got[5] == -np.inf and got[6] == np.inf
    big = np.full((1, 1), 256, dtype=np.float16)
    assert gemm(big, big)[0, 0] == np.inf  # 65536 overflows the store
    assert residual_add(np.float16([65504]), np.float16([16]))[0] == np.inf  # exactly 65520: ties to even -> Inf
    assert residual_add(np.float16([65504]), np.float16([8]))[0] == 65504


def test_subnormals_are_honoured():
    s = np.float16(2.0**-24)  # smallest subnormal
    assert scalar.round_f16(np.float32(2.0**-25 * 1.5))[()] == s  # rounds up, not to zero
    assert scalar.round_f16(np.float32(2.0**-25))[()] == 0.0  # exact tie -> even (zero)
    assert residual_add(np.array([s]), np.array([s]))[0] == np.float16(2.0**-23)
    one = np.ones((1, 1), dtype=np.float16)
    assert gemm(np.full((1, 1), s, dtype=np.float16), one)[0, 0] == s
    x = np.array([2.0**-20], dtype=np.float16)  # silu(x) ~ x/2, still subnormal in f16
    assert silu(x)[0] == np.float16(2.0**-21)


def test_nan_in_nan_out_every_float_operator():
    rng = np.random.default_rng(3)
    a = rng.standard_normal((3, 8)).astype(np.float16)
    b = rng.standard_normal((8, 4)).astype(np.float16)
    a[1, 2] = np.nan
    y = gemm(a, b)
    assert np.isnan(y[1]).all() and not np.isnan(y[[0, 2]]).any()
    x = rng.standard_normal((2, 8)).astype(np.float16)
    x[0, 3] = np.nan
    n = rmsnorm(x, np.ones(8, np.float32), 1e-5)
    assert np.isnan(n[0]).all() and not np.isnan(n[1]).any()
    v = np.array([np.nan, 1.0], dtype=np.float16)
    assert np.isnan(silu(v)[0]) and not np.isnan(silu(v)[1])
    assert np.isnan(swiglu(np.float16([1.0, 1.0]), v)[0])
    assert np.isnan(residual_add(v, np.float16([1, 1]))[0])
    r = np.zeros((1, 1, 4), dtype=np.float16)
    r[0, 0, 1] = np.nan
    out = rope(r, np.array([3]), 10000.0, 4)
    assert np.isnan(out[0, 0, :2]).all() and not np.isnan(out[0, 0, 2:]).any()


def test_infinities_follow_ieee_through_the_sequence():
    inf = np.float16(np.inf)
    assert silu(np.array([inf]))[0] == np.inf
    assert np.isnan(silu(np.array([-inf]))[0])  # -Inf / (1 + Inf) = NaN (policy item 3)
    assert np.isnan(residual_add(np.array([inf]), np.array([-inf]))[0])
    assert residual_add(np.array([inf]), np.array([np.float16(1)]))[0] == np.inf
    a = np.array([[inf, 1.0]], dtype=np.float16)
    b = np.array([[0.0], [1.0]], dtype=np.float16)
    assert np.isnan(gemm(a, b)[0, 0])  # 0 * Inf = NaN, whatever the BLAS does
    assert np.isnan(gemm(a, b, order="ascending")[0, 0])
    b2 = np.array([[2.0], [1.0]], dtype=np.float16)
    assert gemm(a, b2)[0, 0] == np.inf


def test_signed_zero():
    z = np.float16(-0.0)
    out = residual_add(np.array([z]), np.array([z]))
    assert out[0] == 0 and np.signbit(out[0])


def test_policy_text_names_every_case():
    text = scalar.EXCEPTIONAL_POLICY
    for needle in ("NaN", "Inf", "Subnormal", "65520", "roundTiesToEven", "flush-to-zero"):
        assert needle.lower() in text.lower(), needle


def test_unit_roundoffs_and_gamma():
    assert scalar.U32 == 2.0**-24 and scalar.U16 == 2.0**-11
    assert scalar.gamma(0, scalar.U32) == 0.0
    assert scalar.gamma(10, 0.01) == pytest.approx(0.1 / 0.9, rel=1e-15)
    with pytest.raises(ValueError):
        scalar.gamma(2048, scalar.U16)
    # u really is the RNE error of the format: 1 + u is a tie, 1 + 2u is representable
    assert np.float32(1 + scalar.U32) == 1.0 and np.float32(1 + 2 * scalar.U32) > 1.0
    assert np.float16(1 + scalar.U16) == 1.0 and np.float16(1 + 2 * scalar.U16) > 1.0


@settings(max_examples=200, deadline=None)
@given(st.floats(min_value=-103.0, max_value=88.0, width=32))
def test_exp_f32_error_within_allowance(x):
    got = float(scalar.exp_f32(np.float32(x)))
    want = math.exp(float(np.float32(x)))
    if want < 2.0**-126:  # subnormal range: absolute error only
        assert abs(got - want) <= 2.0**-149
    else:
        assert abs(got - want) <= (scalar.U32 + 2.0**-52) * want <= scalar.EXP_REL_ERR * want


def test_round_f16_float64_input_rounds_to_f32_first():
    x = np.array([1 + 2.0**-11 + 2.0**-30], dtype=np.float64)  # just above a tie
    # binary32 rounding first (the contract's intermediate) makes it an exact tie -> even
    assert scalar.round_f16(x)[0] == 1.0
    with pytest.raises(TypeError):
        scalar.as_f32(np.float64(1.0))
