"""Philox4x32-10 known answers, the uniform draw, and the sampling algorithm."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from spec.philox import philox4x32_10, philox4x32_10_array, uniform_bits, uniform_f32
from spec.sampling import draw_margin, sample_f16, sample_f32, sample_trace_f32
from spec.scalar import exp_f32

# Random123 kat_vectors for philox4x32 with 10 rounds: (counter, key, output)
KAT = [
    ((0, 0, 0, 0), (0, 0), (0x6627E8D5, 0xE169C58D, 0xBC57AC4C, 0x9B00DBD8)),
    ((0xFFFFFFFF,) * 4, (0xFFFFFFFF,) * 2, (0x408F276D, 0x41C83B0E, 0xA20BC7C6, 0x6D5451FD)),
    ((0x243F6A88, 0x85A308D3, 0x13198A2E, 0x03707344), (0xA4093822, 0x299F31D0),
     (0xD16CFE09, 0x94FDCCEB, 0x5001E420, 0x24126EA1)),
]


@pytest.mark.parametrize("counter,key,want", KAT)
def test_philox_known_answers(counter, key, want):
    assert philox4x32_10(counter, key) == want
    assert tuple(philox4x32_10_array(np.array([counter], dtype=np.uint64), key)[0].tolist()) == want


@settings(max_examples=50, deadline=None)
@given(st.lists(st.integers(0, 2**32 - 1), min_size=4, max_size=4), st.integers(0, 2**32 - 1),
       st.integers(0, 2**32 - 1))
def test_vectorised_philox_matches_scalar(counter, k0, k1):
    batch = np.array([counter, [c ^ 1 for c in counter]], dtype=np.uint64)
    out = philox4x32_10_array(batch, (k0, k1))
    assert tuple(out[0].tolist()) == philox4x32_10(tuple(counter), (k0, k1))
    assert tuple(out[1].tolist()) == philox4x32_10(tuple(int(c) for c in batch[1]), (k0, k1))


def test_uniform_layout_and_range():
    seed, counter = 0x0123456789ABCDEF, 0xFEDCBA9876543210
    x0 = philox4x32_10((counter & 0xFFFFFFFF, counter >> 32, 0, 0), (seed & 0xFFFFFFFF, seed >> 32))[0]
    assert uniform_bits(seed, counter) == x0 >> 8
    assert uniform_f32(seed, counter) == (x0 >> 8) * 2.0**-24
    us = [uniform_f32(7, c) for c in range(2000)]
    assert all(0.0 <= u < 1.0 and float(np.float32(u)) == u for u in us)
    assert 0.45 < sum(us) / len(us) < 0.55
    assert len(set(us)) > 1990
    with pytest.raises(ValueError):
        uniform_f32(-1, 0)
    with pytest.raises(ValueError):
        uniform_f32(0, 2**64)


def _logits(rng, v=200, spread=3.0):
    return (rng.standard_normal(v) * spread).astype(np.float32)


def test_greedy_lowest_index_tie_break_and_no_randomness():
    x = np.array([0.5, 2.0, -1.0, 2.0, 2.0], dtype=np.float32)
    assert {sample_f32(x, 0.0, 0, 1.0, s, c) for s in range(3) for c in range(5)} == {1}
    assert sample_f16(x.astype(np.float16), 0.0, 5, 0.3, 1, 1) == 1
    x2 = np.array([-np.inf, 0.0, -0.0], dtype=np.float32)
    assert sample_f32(x2, 0.0, 0, 1.0, 0, 0) == 1


def reference_draw(logits, temperature, top_k, top_p, seed, counter):
    """An independent scalar re-implementation of the documented steps (pure Python loops
    with np.float32 scalars): it must agree with the vectorised spec on every draw."""
    f = np.float32
    z = [f(f(v) / f(temperature)) for v in logits]
    idx = sorted(range(len(z)), key=lambda i: (-float(z[i]), i))
    if 0 < top_k < len(z):
        idx = idx[:top_k]
    top = z[idx[0]]
    e = [f(exp_f32(f(z[i] - top))) for i in idx]
    s = f(0)
    for v in e:
        s = f(s + v)
    p = [f(v / s) for v in e]
    while p and p[-1] == 0:
        p.pop()
    cum, c = [], f(0)
    for v in p:
        c = f(c + v)
        cum.append(c)
    r_star = len(cum) - 1
    if top_p < 1.0:
        for r, cv in enumerate(cum):
            if cv >= f(top_p):
                r_star = r
                break
    target = f(f(uniform_f32(seed, counter)) * cum[r_star])
    for r in range(r_star):
        if cum[r] > target:
            return idx[r]
    return idx[r_star]


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**64 - 1), counter=st.integers(0, 2**64 - 1), v=st.integers(1, 300),
       temperature=st.sampled_from([0.3, 0.7, 1.0, 1.5]), top_k=st.sampled_from([0, 1, 5, 40]),
       top_p=st.sampled_from([1.0, 0.95, 0.5, 0.1]), data_seed=st.integers(0, 2**32 - 1))
def test_spec_matches_independent_scalar_reference(seed, counter, v, temperature, top_k, top_p, data_seed):
    logits = _logits(np.random.default_rng(data_seed), v)
    logits[::7] = np.round(logits[::7])  # plenty of exact ties
    got = sample_f32(logits, temperature, top_k, top_p, seed, counter)
    assert got == reference_draw(logits, temperature, top_k, top_p, seed, counter)


def test_reproducible_and_sensitive_to_counter_and_seed():
    logits = _logits(np.random.default_rng(1), 1000, spread=1.0)
    a = [sample_f32(logits, 1.0, 0, 1.0, 42, c) for c in range(300)]
    assert a == [sample_f32(logits, 1.0, 0, 1.0, 42, c) for c in range(300)]
    assert len(set(a)) > 100  # different counters, different draws
    b = [sample_f32(logits, 1.0, 0, 1.0, 43, c) for c in range(300)]
    assert sum(x != y for x, y in zip(a, b, strict=True)) > 250
    f16 = logits.astype(np.float16)
    assert [sample_f16(f16, 1.0, 0, 1.0, 42, c) for c in range(50)] == \
           [sample_f32(f16.astype(np.float32), 1.0, 0, 1.0, 42, c) for c in range(50)]


def test_empirical_distribution_matches_softmax():
    logits = np.log(np.array([0.5, 0.25, 0.15, 0.1], dtype=np.float64)).astype(np.float32)
    n = 4000
    counts = np.bincount([sample_f32(logits, 1.0, 0, 1.0, 5, c) for c in range(n)], minlength=4)
    expected = np.array([0.5, 0.25, 0.15, 0.1]) * n
    chi2 = float(((counts - expected) ** 2 / expected).sum())
    assert chi2 < 16.3  # 3 dof, p = 0.001


def test_top_k_and_top_p_restrict_the_support():
    probs = np.array([0.4, 0.3, 0.2, 0.1])
    logits = np.log(probs).astype(np.float32)
    draws = lambda k, p: {sample_f32(logits, 1.0, k, p, 9, c) for c in range(400)}  # noqa: E731
    assert draws(0, 1.0) == {0, 1, 2, 3}
    assert draws(2, 1.0) == {0, 1}
    assert draws(1, 1.0) == {0}
    assert draws(0, 0.65) == {0, 1}  # 0.4 < 0.65 <= 0.7: smallest prefix is two tokens
    assert draws(0, 0.05) == {0}
    assert draws(0, 0.75) == {0, 1, 2}


def test_temperature_sharpens():
    logits = np.array([1.0, 0.0], dtype=np.float32)
    cold = sum(sample_f32(logits, 0.1, 0, 1.0, 1, c) == 0 for c in range(500))
    hot = sum(sample_f32(logits, 5.0, 0, 1.0, 1, c) == 0 for c in range(500))
    assert cold > 495 and 230 < hot < 330  # p0 = 0.99995 vs 0.55


def test_margin_helper_and_near_boundary_counting():
    logits = _logits(np.random.default_rng(2), 500)
    margins = []
    for c in range(200):
        t = sample_trace_f32(logits, 1.0, 0, 0.9, 3, c)
        assert t.kept >= 1 and 0.0 <= t.target <= t.cutoff_mass
        m = draw_margin(logits, 1.0, 0, 0.9, 3, c)
        assert m == t.u_margin and m >= 0
        margins.append(m)
    assert all(math.isfinite(m) for m in margins)
    assert sum(m < 1e-6 for m in margins) < 5  # near-boundary draws are rare
    assert draw_margin(logits, 0.0, 0, 1.0, 3, 0) == math.inf


@pytest.mark.parametrize("bad", [
    dict(logits=np.array([np.nan, 1.0], np.float32)),
    dict(logits=np.array([np.inf, 1.0], np.float32)),
    dict(logits=np.array([-np.inf, -np.inf], np.float32)),
    dict(temperature=-1.0), dict(temperature=float("nan")), dict(top_p=0.0), dict(top_p=1.5), dict(top_k=-1),
    dict(seed=-1), dict(counter=2**64), dict(temperature=1e-40, logits=np.array([1e30, 0.0], np.float32)),
])
def test_invalid_inputs_raise(bad):
    args = dict(logits=np.array([1.0, 2.0], np.float32), temperature=1.0, top_k=0, top_p=1.0, seed=0, counter=0)
    args.update(bad)
    with pytest.raises(ValueError):
        sample_f32(**args)
    with pytest.raises(TypeError):
        sample_f32(np.array([1.0, 2.0]), 1.0, 0, 1.0, 0, 0)  # float64 logits are not an entry point
