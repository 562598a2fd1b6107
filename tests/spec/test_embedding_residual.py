"""Exact-equality claims: embedding is a bit copy, residual add is the correctly rounded sum."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from spec.embedding import embedding
from spec.residual import residual_add, residual_add_bound
from spec.scalar import same_f16
from tests.spec.f16ref import all_finite_f16, rne_f16_bits
from tests.spec.ratios import check_within


@settings(max_examples=50, deadline=None)
@given(v=st.integers(1, 50), d=st.integers(1, 16), seed=st.integers(0, 2**32 - 1))
def test_embedding_is_a_bit_exact_copy(v, d, seed):
    rng = np.random.default_rng(seed)
    table = rng.integers(0, 2**16, size=(v, d), dtype=np.uint16).view(np.float16)  # incl. NaN/Inf/-0
    ids = rng.integers(0, v, size=7)
    out = embedding(table, ids)
    assert np.array_equal(out.view(np.uint16), table.view(np.uint16)[ids])


def test_embedding_rejects_out_of_range_ids():
    table = np.zeros((4, 2), dtype=np.float16)
    for bad in ([4], [-1]):
        with pytest.raises(ValueError):
            embedding(table, np.array(bad))
    with pytest.raises(TypeError):
        embedding(table, np.array([1.0]))


def test_residual_add_is_correctly_rounded_sum():
    """x + y is exact in float64 for f16 x, y; the spec's fl16(fl32(x + y)) must equal RNE of it
    (double rounding is innocuous because 24 >= 2*11 + 2) -- checked on 2M pairs drawn from all
    finite f16 values, with an independent rounding reference."""
    rng = np.random.default_rng(9)
    vals = all_finite_f16()
    x = vals[rng.integers(0, vals.size, 2_000_000)]
    y = vals[rng.integers(0, vals.size, 2_000_000)]
    # close-magnitude pairs exercise cancellation and ties
    with np.errstate(over="ignore"):
        y[::2] = (x[::2].astype(np.float32) * rng.uniform(-1.01, -0.99, 1_000_000).astype(np.float32)
                   ).astype(np.float16)
    got = residual_add(x, y)
    exact = x.astype(np.float64) + y.astype(np.float64)
    assert same_f16(got, rne_f16_bits(exact).view(np.float16))


def test_residual_add_bound_single_rounding():
    rng = np.random.default_rng(10)
    x = rng.standard_normal(10_000).astype(np.float16)
    y = rng.standard_normal(10_000).astype(np.float16)
    z = x.astype(np.float64) + y.astype(np.float64)
    assert check_within("residual_add f16", residual_add(x, y), z, residual_add_bound(x, y)) > 0.5
