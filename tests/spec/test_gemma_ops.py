"""Gemma 3 spec operators (spec.gemma, spec.sliding_window) against straightforward float64
references, under their documented bounds, plus their exact identities with existing operators."""

from __future__ import annotations

import math

import numpy as np
import pytest

from spec.attention import attention_bound, kv_write, paged_attention
from spec.gemma import (
    geglu,
    geglu_bound,
    gelu_tanh,
    gelu_tanh_bound,
    neox_permutation,
    qk_rmsnorm,
    qk_rmsnorm_bound,
    residual_add_wide,
    residual_add_wide_bound,
    rmsnorm_wide,
    rmsnorm_wide_bound,
    rope_neox,
    rope_neox_bound,
    scale_embedding,
    scale_embedding_bound,
)
from spec.kv_layout import KVLayout
from spec.norm import rmsnorm
from spec.sliding_window import (
    sliding_window_attention,
    sliding_window_attention_bound,
    sliding_window_reference_f64,
    window_subproblem,
    window_visible,
)


def f16(rng, shape, scale=1.0):
    return (rng.standard_normal(shape) * scale).astype(np.float16)


def within(got, ref, bound):
    err = np.abs(got.astype(np.float64) - ref)
    assert np.all(np.isfinite(bound))
    ratio = float((err / np.maximum(bound, 1e-300)).max())
    assert np.all(err <= bound), f"worst error/bound {ratio}"
    return ratio


def gelu_ref(x):
    """0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3))), written out independently, in float64."""
    x = x.astype(np.float64)
    return np.array([0.5 * v * (1.0 + math.tanh(math.sqrt(2.0 / math.pi) * (v + 0.044715 * v ** 3)))
                     for v in x.reshape(-1)]).reshape(x.shape)


def test_gelu_tanh_within_bound_over_all_finite_f16():
    x = np.arange(0, 0x7C00, dtype=np.uint16)
    x = np.concatenate([x, x | 0x8000]).view(np.float16)
    got = gelu_tanh(x)
    ref = gelu_ref(x)
    b = gelu_tanh_bound(x)
    ok = np.abs(got.astype(np.float64) - ref) <= b
    # large positive x: gelu(x) = x exactly representable; huge -x: tiny results, within the bound
    assert ok.all(), f"{(~ok).sum()} f16 inputs outside the bound, e.g. {x[~ok][:5]}"


def test_gelu_tanh_exceptional_values():
    x = np.array([np.nan, np.inf, -np.inf, 0.0, -0.0], dtype=np.float16)
    y = gelu_tanh(x)
    assert np.isnan(y[0]) and y[1] == np.inf and np.isnan(y[2]) and y[3] == 0 and y[4] == 0


def test_geglu_within_bound_and_fused():
    rng = np.random.default_rng(0)
    g, u = f16(rng, (64, 256), 3.0), f16(rng, (64, 256), 2.0)
    got = geglu(g, u)
    ratio = within(got, gelu_ref(g) * u.astype(np.float64), geglu_bound(g, u))
    assert ratio > 0.05  # the bound is not vacuous: the worst error uses a fair part of it
    # fused: the GELU is not stored to f16 before the product (differs from the unfused path somewhere)
    unfused = (gelu_tanh(g).astype(np.float32) * u.astype(np.float32)).astype(np.float16)
    assert not np.array_equal(unfused, got)


def test_geglu_shape_mismatch_refused():
    with pytest.raises(ValueError):
        geglu(np.zeros(3, np.float16), np.zeros(4, np.float16))


def test_scale_embedding():
    rng = np.random.default_rng(1)
    rows = f16(rng, (16, 640), 0.05)
    s = math.sqrt(640)
    got = scale_embedding(rows, s)
    assert got.dtype == np.float32
    within(got, rows.astype(np.float64) * s, scale_embedding_bound(rows, s))
    assert np.array_equal(got, rows.astype(np.float32) * np.float32(s))
    with pytest.raises(ValueError):
        scale_embedding(rows, float("nan"))


def test_rmsnorm_wide_within_bound_and_equal_to_rmsnorm_on_f16_values():
    rng = np.random.default_rng(7)
    x = (rng.standard_normal((6, 640)) * 3e4).astype(np.float32)  # beyond the f16 range, as Gemma's stream
    x[0] *= 1e-30  # tiny values: squares underflow
    w = (rng.standard_normal(640) * 5).astype(np.float32)
    for order in ("blas", "ascending"):
        got = rmsnorm_wide(x, w, 1e-6, order=order)
        x64 = x.astype(np.float64)
        ref = x64 / np.sqrt((x64 ** 2).mean(axis=1, keepdims=True) + 1e-6) * w
        within(got, ref, rmsnorm_wide_bound(x, w, 1e-6))
    # on values that are f16 numbers the squares are exact, so it is spec.norm.rmsnorm bit for bit
    h = f16(rng, (4, 640), 2.0)
    assert np.array_equal(rmsnorm_wide(h.astype(np.float32), w, 1e-6, order="ascending").view(np.uint16),
                          rmsnorm(h, w, 1e-6, order="ascending").view(np.uint16))
    with pytest.raises(TypeError):
        rmsnorm_wide(h, w, 1e-6)


def test_residual_add_wide():
    rng = np.random.default_rng(8)
    a = (rng.standard_normal(1000) * 1e5).astype(np.float32)
    b = (rng.standard_normal(1000) * 1e3).astype(np.float32)
    got = residual_add_wide(a, b)
    within(got, a.astype(np.float64) + b.astype(np.float64), residual_add_wide_bound(a, b))
    with pytest.raises(TypeError):
        residual_add_wide(a.astype(np.float16), b)


def test_qk_rmsnorm_is_rmsnorm_per_head():
    rng = np.random.default_rng(2)
    x = f16(rng, (5, 4, 256), 4.0)
    w = (1.0 + rng.standard_normal(256) * 0.1).astype(np.float32)
    got = qk_rmsnorm(x, w, 1e-6)
    for t in range(5):
        for h in range(4):
            assert np.array_equal(got[t, h], rmsnorm(x[t, h][None], w, 1e-6)[0])
    x64 = x.astype(np.float64)
    ref = x64 / np.sqrt((x64 ** 2).mean(axis=2, keepdims=True) + 1e-6) * w
    within(got, ref, qk_rmsnorm_bound(x, w, 1e-6))


def test_rope_neox_against_rotate_half_reference():
    rng = np.random.default_rng(3)
    t, h, dh = 7, 2, 256
    x = f16(rng, (t, h, dh), 2.0)
    pos = np.array([0, 1, 5, 100, 511, 4000, 32767])
    for base in (10000.0, 1_000_000.0):
        got = rope_neox(x, pos, base, dh)
        # HF rotate_half: y = x * cos(theta_cat) + rotate_half(x) * sin(theta_cat)
        half = dh // 2
        inv = base ** (-np.arange(half) * 2.0 / dh)
        th = pos[:, None].astype(np.float64) * inv[None, :]
        cos = np.concatenate([np.cos(th), np.cos(th)], axis=1)[:, None, :]
        sin = np.concatenate([np.sin(th), np.sin(th)], axis=1)[:, None, :]
        x64 = x.astype(np.float64)
        rot = np.concatenate([-x64[..., half:], x64[..., :half]], axis=2)
        within(got, x64 * cos + rot * sin, rope_neox_bound(x, pos, base, dh))


def test_neox_permutation_with_partial_rope():
    p = neox_permutation(8, 4)
    assert p.tolist() == [0, 2, 1, 3, 4, 5, 6, 7]
    rng = np.random.default_rng(4)
    x = f16(rng, (3, 1, 8))
    y = rope_neox(x, np.array([0, 3, 9]), 10000.0, 4)
    assert np.array_equal(y[:, :, 4:], x[:, :, 4:])  # pass-through is exact
    assert np.array_equal(y[0], x[0])  # position 0 rotates by 0


def _kv(rng, n, layout, hkv, dh, block_table):
    k, v = f16(rng, (n, hkv, dh)), f16(rng, (n, hkv, dh))
    buf = np.zeros(layout.total_bytes, dtype=np.uint8)
    return kv_write(buf, layout, 0, block_table, 0, k, v), k, v


def test_window_mask_matches_llama_cpp_rule():
    vis = window_visible(np.array([0, 3, 9]), 10, 4)
    for r, p in enumerate([0, 3, 9]):
        for j in range(10):
            assert vis[r, j] == (j <= p and not (p - j >= 4))


@pytest.mark.parametrize("order", ["ascending", "blas"])
def test_sliding_window_attention(order):
    rng = np.random.default_rng(5)
    hq, hkv, dh, bs = 4, 1, 64, 16
    n = 40
    layout = KVLayout(1, 4, block_size=bs, kv_heads=hkv, head_dim=dh, elem_bytes=2)
    table = [2, 0, 3]
    kv, k, v = _kv(rng, n, layout, hkv, dh, table)
    q = f16(rng, (n, hq, dh))
    pos = np.arange(n)
    window = 9
    got = sliding_window_attention(q, kv, layout, 0, table, pos, 1 / 16, window, order=order)
    # straightforward reference: per row, softmax over keys max(0, p-w+1)..p in float64
    ref = np.empty((n, hq, dh))
    for t in range(n):
        lo = max(0, t - window + 1)
        kk, vv = k[lo:t + 1, 0].astype(np.float64), v[lo:t + 1, 0].astype(np.float64)
        s = q[t].astype(np.float64) @ kk.T / 16
        w = np.exp(s - s.max(axis=1, keepdims=True))
        ref[t] = (w / w.sum(axis=1, keepdims=True)) @ vv
    assert np.allclose(sliding_window_reference_f64(q, kv, layout, 0, table, pos, 1 / 16, window), ref,
                       rtol=1e-12, atol=1e-14)
    within(got, ref, sliding_window_attention_bound(q, kv, layout, 0, table, pos, 1 / 16, window))
    # a window covering everything is spec.attention's causal attention, bit for bit
    full = sliding_window_attention(q, kv, layout, 0, table, pos, 1 / 16, n, order=order)
    assert np.array_equal(full.view(np.uint16),
                          paged_attention(q, kv, layout, 0, table, pos, 1 / 16, order=order).view(np.uint16))


def test_sliding_window_ignores_keys_outside_window():
    rng = np.random.default_rng(6)
    layout = KVLayout(1, 2, block_size=16, kv_heads=1, head_dim=32, elem_bytes=2)
    table = [0, 1]
    kv, k, v = _kv(rng, 20, layout, 1, 32, table)
    q = f16(rng, (1, 2, 32))
    pos = np.array([19])
    a = sliding_window_attention(q, kv, layout, 0, table, pos, 0.2, 5)
    k2, v2 = k.copy(), v.copy()
    k2[:15], v2[:15] = np.float16(np.nan), np.float16(np.inf)  # outside the window 15..19
    kv2 = kv_write(np.zeros(layout.total_bytes, np.uint8), layout, 0, table, 0, k2, v2)
    for order in ("blas", "ascending"):
        b = sliding_window_attention(q, kv2, layout, 0, table, pos, 0.2, 5, order=order)
        assert np.array_equal(a.view(np.uint16), b.view(np.uint16))
    with pytest.raises(ValueError):
        sliding_window_attention(q, kv, layout, 0, table, pos, 0.2, 0)


def test_sliding_window_bound_forwards_extra_roundings():
    """sliding_window_attention_bound passes extra_roundings to spec.attention.attention_bound (default 0): per
    row, the bound is attention_bound's on the window's subproblem, and it grows with the count."""
    rng = np.random.default_rng(7)
    hq, hkv, dh = 4, 1, 64
    n, window = 40, 9
    layout = KVLayout(1, 4, block_size=16, kv_heads=hkv, head_dim=dh, elem_bytes=2)
    table = [2, 0, 3]
    kv, _k, _v = _kv(rng, n, layout, hkv, dh, table)
    q = f16(rng, (3, hq, dh))
    pos = np.array([0, 20, 39])
    b0 = sliding_window_attention_bound(q, kv, layout, 0, table, pos, 1 / 16, window)
    assert np.array_equal(b0, sliding_window_attention_bound(q, kv, layout, 0, table, pos, 1 / 16, window,
                                                             extra_roundings=0))
    b5 = sliding_window_attention_bound(q, kv, layout, 0, table, pos, 1 / 16, window, extra_roundings=5)
    assert np.all(b5 >= b0) and np.any(b5 > b0)
    for r, p in enumerate(pos):
        sub_kv, sub, pp = window_subproblem(kv, layout, 0, table, int(p), window)
        want = attention_bound(q[r:r + 1], sub_kv, sub, 0, list(range(sub.physical_blocks)), np.array([pp]),
                               1 / 16, extra_roundings=5)[0]
        assert np.array_equal(b5[r], want)


def _b1o_model(q, k, v, scale):
    """qk_rope_attention_b1o_d256_f16's arithmetic (src/attention_b1o.cu's header) in numpy binary32, one row:
    q f16[4, 256] (one GQA group), k, v f16[n, 256] (the window's keys in order); o f16[4, 256]. Scores: lane l's 8
    dims (a product, then fused multiply-adds), the butterfly over lane bits 4 .. 0, times scale; warp w takes keys
    32t + 8u + w, an online softmax per head (rescale 0 / 1 / exp_f32(m_old - m_new)); the 8 warps combined in
    order. The fused multiply-add is the f64 sum of an exact f32 product and an f32, rounded once to f32."""
    from spec.scalar import exp_f32

    f32 = np.float32
    n = k.shape[0]
    qf, kf, vf = (x.astype(f32) for x in (q, k, v))
    sc = f32(scale)

    def score(i):  # f32[4]
        prod = (qf * kf[i]).reshape(4, 32, 8)  # exact in binary32 (f16 x f16)
        a = prod[..., 0]
        for e in range(1, 8):
            a = (a.astype(np.float64) + prod[..., e].astype(np.float64)).astype(f32)
        for b in (16, 8, 4, 2, 1):
            a = a[:, :b] + a[:, b:2 * b]
        return a[:, 0] * sc

    def rescale(m_old, m_new):
        with np.errstate(invalid="ignore"):
            e = exp_f32((m_old - m_new).astype(f32)).astype(f32)
        return np.where(m_old == -np.inf, f32(0), np.where(m_old == m_new, f32(1), e)).astype(f32)

    trips = -(-n // 32)
    ms, ls, accs = [], [], []
    for w in range(8):
        m = np.full(4, -np.inf, f32)
        l_ = np.zeros(4, f32)
        acc = np.zeros((4, 256), f32)
        for t in range(trips):
            keys = [i for i in (32 * t + 8 * u + w for u in range(4)) if i < n]
            s = [score(i) for i in keys]
            mn = m.copy()
            for x in s:
                mn = np.maximum(mn, x)
            c = rescale(m, mn)
            m = mn
            l_ = l_ * c
            acc = acc * c[:, None]
            for x, i in zip(s, keys, strict=True):
                p = exp_f32((x - mn).astype(f32)).astype(f32)
                l_ = l_ + p
                acc = acc + p[:, None] * vf[i][None, :]
        ms.append(m)
        ls.append(l_)
        accs.append(acc)
    big_m = ms[0]
    for w in range(1, 8):
        big_m = np.maximum(big_m, ms[w])
    c = rescale(ms[0], big_m)
    big_l, big_n = ls[0] * c, accs[0] * c[:, None]
    for w in range(1, 8):
        c = rescale(ms[w], big_m)
        big_l = big_l + ls[w] * c
        big_n = big_n + accs[w] * c[:, None]
    return np.where(big_l[:, None] > 0, big_n / big_l[:, None], f32(0)).astype(np.float16)


@pytest.mark.parametrize("pos", [0, 37, 700])
def test_b1o_online_softmax_order_within_bound(pos):
    """The one-pass kernel's order (_b1o_model) is within spec.sliding_window's bound with the extra_roundings its
    header derives: ceil(n / 32) (n keys of the 512-key window; the in-loop rescales of a term, at most
    trips - 1, and the combine's one)."""
    rng = np.random.default_rng(11 + pos)
    hq, hkv, dh, window = 4, 1, 256, 512
    nseq = pos + 1
    blocks = -(-nseq // 16)
    layout = KVLayout(1, blocks + 3, block_size=16, kv_heads=hkv, head_dim=dh, elem_bytes=2)
    table = list(rng.permutation(blocks + 3)[:blocks])
    kv, k, v = _kv(rng, nseq, layout, hkv, dh, table)
    q = (f16(rng, (1, hq, dh)).astype(np.float32) * 2).astype(np.float16)  # peaked scores: the maximum moves
    lo = max(0, nseq - window)
    n = nseq - lo
    got = _b1o_model(q[0], k[lo:, 0], v[lo:, 0], 1 / 16)[None]
    args = (q, kv, layout, 0, table, np.array([pos]), 1 / 16, window)
    ref = sliding_window_reference_f64(*args)
    within(got, ref, sliding_window_attention_bound(*args, extra_roundings=-(-n // 32)))
