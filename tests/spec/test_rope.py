"""RoPE: NORM (adjacent-pair) convention, pass-through, bound against the exact angle."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from spec.rope import rope, rope_bound, rope_bound_f32, rope_f32, rope_reference_f64
from tests.spec.ratios import RATIO_FLOOR, check_within


def test_adjacent_pairs_rotate_by_pos_times_inv_freq():
    x = np.zeros((1, 1, 8), dtype=np.float16)
    x[0, 0, 0] = 1.0
    x[0, 0, 2] = 1.0
    p, base = 3, 10000.0
    y = rope(x, np.array([p]), base, 8).astype(np.float64)[0, 0]
    th1 = p * base ** (-2 / 8)
    np.testing.assert_allclose(y[:4], [np.cos(p), np.sin(p), np.cos(th1), np.sin(th1)], atol=1e-3)
    assert np.all(y[4:] == 0)


def test_equals_hf_rotate_half_after_gguf_permutation():
    """GGUF's Q/K permutation turns HF's rotate_half into adjacent pairs: de-interleaving the
    head (evens then odds), applying rotate_half, and re-interleaving must give the same."""
    rng = np.random.default_rng(0)
    t, h, dh, base = 5, 3, 16, 10000.0
    x = rng.standard_normal((t, h, dh)).astype(np.float16)
    pos = np.array([0, 1, 7, 100, 2047])
    ours = rope_reference_f64(x, pos, base, dh)
    xh = np.concatenate([x[..., 0::2], x[..., 1::2]], axis=-1).astype(np.float64)
    inv = base ** (-np.arange(0, dh, 2) / dh)
    ang = pos[:, None] * inv[None, :]
    cos = np.concatenate([np.cos(ang), np.cos(ang)], axis=-1)[:, None, :]
    sin = np.concatenate([np.sin(ang), np.sin(ang)], axis=-1)[:, None, :]
    rot = np.concatenate([-xh[..., dh // 2 :], xh[..., : dh // 2]], axis=-1)
    hf = xh * cos + rot * sin
    back = np.empty_like(hf)
    back[..., 0::2], back[..., 1::2] = hf[..., : dh // 2], hf[..., dh // 2 :]
    np.testing.assert_allclose(ours, back, rtol=0, atol=1e-12)


def test_partial_rope_passes_the_rest_through_exactly():
    rng = np.random.default_rng(1)
    x = rng.standard_normal((4, 2, 64)).astype(np.float16)
    y = rope(x, np.arange(4), 10000.0, 32)
    assert np.array_equal(y[..., 32:].view(np.uint16), x[..., 32:].view(np.uint16))
    assert not np.array_equal(y[1:, :, :32], x[1:, :, :32])
    assert np.array_equal(y[0], x[0])  # position 0: cos 1, sin 0, exact


@settings(max_examples=30, deadline=None)
@given(t=st.integers(1, 6), seed=st.integers(0, 2**32 - 1), maxpos=st.sampled_from([1, 64, 2048, 8192, 100_000]),
       base=st.sampled_from([10000.0, 100000.0, 500000.0]), scale=st.sampled_from([0.01, 1.0, 30.0]))
def test_rope_within_bound(t, seed, maxpos, base, scale):
    rng = np.random.default_rng(seed)
    x = (rng.standard_normal((t, 3, 64)) * scale).astype(np.float16)
    pos = rng.integers(0, maxpos, size=t)
    z = rope_reference_f64(x, pos, base, 64)
    r = check_within("rope f16", rope(x, pos, base, 64), z, rope_bound(x, pos, base, 64))
    check_within("rope f32 part", rope_f32(x, pos, base, 64), z, rope_bound_f32(x, pos, base, 64))
    assert r > RATIO_FLOOR or np.all(pos == 0)


def test_rope_ratio_at_model_shape():
    rng = np.random.default_rng(2)
    x = rng.standard_normal((64, 9, 64)).astype(np.float16)
    pos = np.arange(64) * 31
    z = rope_reference_f64(x, pos, 10000.0, 64)
    assert check_within("rope f16 (SmolLM2 shape)", rope(x, pos, 10000.0, 64), z, rope_bound(x, pos, 10000.0, 64)) > 0.1
    assert check_within("rope f32 part (SmolLM2 shape)", rope_f32(x, pos, 10000.0, 64), z,
                        rope_bound_f32(x, pos, 10000.0, 64)) > RATIO_FLOOR
