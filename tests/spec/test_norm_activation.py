"""RMSNorm, SiLU and SwiGLU against float64 references and their bounds."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from spec.activation import (
    silu,
    silu_bound,
    silu_bound_f32,
    silu_f32,
    swiglu,
    swiglu_bound,
    swiglu_bound_f32,
    swiglu_f32,
)
from spec.norm import rmsnorm, rmsnorm_bound, rmsnorm_bound_f32, rmsnorm_f32
from tests.spec.ratios import RATIO_FLOOR, check_within


def ref_rmsnorm(x, w, eps):
    x64 = x.astype(np.float64)
    return x64 / np.sqrt(np.mean(x64 * x64, axis=1, keepdims=True) + eps) * w.astype(np.float64)


def ref_silu(x):
    x64 = x.astype(np.float64)
    with np.errstate(over="ignore"):
        return x64 / (1.0 + np.exp(-x64))


@settings(max_examples=30, deadline=None)
@given(m=st.integers(1, 4), d=st.integers(1, 700), seed=st.integers(0, 2**32 - 1),
       scale=st.sampled_from([1e-4, 0.05, 1.0, 100.0]), eps=st.sampled_from([1e-5, 1e-6, 1e-2]))
def test_rmsnorm_within_bound(m, d, seed, scale, eps):
    rng = np.random.default_rng(seed)
    x = (rng.standard_normal((m, d)) * scale).astype(np.float16)
    w = (rng.standard_normal(d) * 0.5 + 1.0).astype(np.float32)
    z = ref_rmsnorm(x, w, eps)
    for order in ("blas", "ascending"):
        check_within(f"rmsnorm f16 ({order})", rmsnorm(x, w, eps, order=order), z, rmsnorm_bound(x, w, eps))
        check_within(f"rmsnorm f32 part ({order})", rmsnorm_f32(x, w, eps, order=order), z,
                     rmsnorm_bound_f32(x, w, eps))


def test_rmsnorm_model_shape_ratios():
    rng = np.random.default_rng(11)
    x = rng.standard_normal((8, 576)).astype(np.float16)
    w = rng.uniform(0.5, 2.0, 576).astype(np.float32)
    z = ref_rmsnorm(x, w, 1e-5)
    assert check_within("rmsnorm f16 D=576", rmsnorm(x, w, 1e-5), z, rmsnorm_bound(x, w, 1e-5)) > 0.25
    assert check_within("rmsnorm f32 part D=576", rmsnorm_f32(x, w, 1e-5), z,
                        rmsnorm_bound_f32(x, w, 1e-5)) > RATIO_FLOOR


def test_rmsnorm_ascending_matches_scalar_loop():
    rng = np.random.default_rng(12)
    x = rng.standard_normal((1, 37)).astype(np.float16)
    w = rng.standard_normal(37).astype(np.float32)
    ss = np.float32(0)
    for v in x[0]:
        ss = np.float32(ss + np.float32(v) * np.float32(v))
    r = np.float32(1) / np.sqrt(np.float32(ss / np.float32(37)) + np.float32(1e-5))
    want = (x[0].astype(np.float32) * r) * w
    assert np.array_equal(rmsnorm_f32(x, w, 1e-5, order="ascending")[0], want)


def test_rmsnorm_rejects_bad_eps():
    with pytest.raises(ValueError):
        rmsnorm(np.ones((1, 4), np.float16), np.ones(4, np.float32), 0.0)


def test_silu_exhaustive_over_all_f16():
    """Every finite binary16 input: silu within its bound; near-ties make the ratio ~1."""
    from tests.spec.f16ref import all_finite_f16

    x = all_finite_f16()
    z = ref_silu(x)
    check_within("silu f16 (all finite f16)", silu(x), z, silu_bound(x))
    check_within("silu f32 part (all finite f16)", silu_f32(x), z, silu_bound_f32(x))
    # away from the exp-overflow tail (where the bound is |silu| itself) the relative part
    keep = x.astype(np.float64) >= -88.0
    r32 = check_within("silu f32 part (x >= -88)", silu_f32(x[keep]), z[keep], silu_bound_f32(x[keep]))
    assert r32 > RATIO_FLOOR


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), scale=st.sampled_from([0.01, 1.0, 10.0, 200.0]))
def test_swiglu_within_bound(seed, scale):
    rng = np.random.default_rng(seed)
    g = (rng.standard_normal(1536) * scale).astype(np.float16)
    u = (rng.standard_normal(1536) * 2).astype(np.float16)
    z = ref_silu(g) * u.astype(np.float64)
    r = check_within("swiglu f16", swiglu(g, u), z, swiglu_bound(g, u))
    check_within("swiglu f32 part", swiglu_f32(g, u), z, swiglu_bound_f32(g, u))
    assert r > RATIO_FLOOR


def test_swiglu_is_fused_not_two_stores():
    """silu(gate) stays binary32: fusing differs from fl16(fl16(silu(g)) * up) on some inputs."""
    rng = np.random.default_rng(5)
    g = rng.standard_normal(4096).astype(np.float16)
    u = rng.standard_normal(4096).astype(np.float16)
    fused = swiglu(g, u)
    want = (silu_f32(g) * u.astype(np.float32)).astype(np.float16)
    assert np.array_equal(fused, want)
    two_store = (silu(g).astype(np.float32) * u.astype(np.float32)).astype(np.float16)
    assert not np.array_equal(fused, two_store)
