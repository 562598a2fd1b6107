"""The split-key batch-1 attention's order (src/attention_b1s.cu: qk_rope_attention_b1s_d256_f16) in numpy binary32,
then b1s_layout.b1s_combine (the combining o-projection's order), against spec.sliding_window's bound with the
extra_roundings the kernel's header derives (registry_gemma_step.QKATT_B1S_EXTRA_ROUNDINGS = 1: the combine's
w_c = exp(m_c - M) and its product fl(w_c acc_c) per term).

Per chunk c of b1s_chunks (keys lo + c*ch .., cn of them), one KV head's GQA group of 4 query heads:
  scores: lane l's 8 dims of a key (fl(q_0 k_0), then a fused multiply-add per dim: the f64 sum of the exact f32
    product and the f32 accumulator, rounded once), the butterfly over lane bits 4 .. 0, s = fl(sum * scale);
  m = the chunk's maximum (exact); p = exp_f32(fl(s - m));
  l: thread tid adds its keys tid, tid + 256 in order, the warp butterfly (xor 16 .. 1), then the 8 warps in order;
  acc: warp w adds fl(p v) over its keys w, w + 8, .. in order, then the 8 warps' sums in order.
The device's expf may differ from spec's exp_f32 by an ulp or two: an emulation of the order, not of the bits.
"""

from __future__ import annotations

import numpy as np
import pytest

from backend.kernels.b1s_layout import (
    B1S_GROUP,
    B1S_HD,
    B1S_PART_FLOATS,
    B1S_SPLITS_GLOBAL,
    B1S_SPLITS_LOCAL,
    b1s_chunks,
    b1s_combine,
)
from backend.kernels.registry_gemma_step import (
    QKATT_B1S_EXTRA_ROUNDINGS,
)
from spec.attention import kv_write
from spec.kv_layout import KVLayout
from spec.scalar import exp_f32
from spec.sliding_window import sliding_window_attention_bound, sliding_window_reference_f64

f32 = np.float32
WORST: dict[str, float] = {}  # case -> worst err / bound (printed with -s; the report quotes it)


def _fma_rows(prod: np.ndarray) -> np.ndarray:
    """Lane sums of 8 dims: fl(p_0), then acc = fl(p_e + acc) per dim (p exact in f32), along the last axis."""
    a = prod[..., 0].astype(f32)
    for e in range(1, 8):
        a = (a.astype(np.float64) + prod[..., e].astype(np.float64)).astype(f32)
    return a


def _warp_tree(x: np.ndarray) -> np.ndarray:
    """fltc_warp_sum / the butterfly's sum over a last axis of 32 lanes: lanes l and l ^ 16 first, .., then ^ 1."""
    for b in (16, 8, 4, 2, 1):
        x = (x[..., :b] + x[..., b:2 * b]).astype(f32)
    return x[..., 0]


def chunk_partial(q: np.ndarray, k: np.ndarray, v: np.ndarray, scale: float) -> np.ndarray:
    """One CTA's partial: q f16[4, 256], k, v f16[cn, 256] (the chunk's keys in order) -> f32[B1S_PART_FLOATS]."""
    cn = k.shape[0]
    assert 1 <= cn <= 512
    qf, kf, vf = (x.astype(f32) for x in (q, k, v))
    prod = (qf[None, :, :] * kf[:, None, :]).reshape(cn, B1S_GROUP, 32, 8)  # exact (f16 x f16)
    s = (_warp_tree(_fma_rows(prod)) * f32(scale)).astype(f32)  # [cn, 4]
    m = s.max(axis=0)
    p = exp_f32((s - m[None, :]).astype(f32)).astype(f32)  # [cn, 4]
    # l: thread tid's keys tid + 256 k (k ascending), then the warp tree, then warps 0..7 in order
    pt = np.zeros((2, 256, B1S_GROUP), f32)
    pt.reshape(512, B1S_GROUP)[:cn] = p
    per_thread = (pt[0] + pt[1]).astype(f32)  # 0 + p is exact: the second key's add is the one rounding
    warp = _warp_tree(per_thread.reshape(8, 32, B1S_GROUP).transpose(0, 2, 1))  # [8, 4]
    l_ = warp[0]
    for w in range(1, 8):
        l_ = (l_ + warp[w]).astype(f32)
    # acc: warp w over keys w, w + 8, .. ascending, then warps 0..7 in order
    accw = np.zeros((8, B1S_GROUP, B1S_HD), f32)
    for i in range(cn):
        accw[i % 8] = (accw[i % 8] + (p[i][:, None] * vf[i][None, :]).astype(f32)).astype(f32)
    acc = accw[0]
    for w in range(1, 8):
        acc = (acc + accw[w]).astype(f32)
    return np.concatenate([m, l_, acc.reshape(-1)]).astype(f32)


def emulate(q: np.ndarray, k: np.ndarray, v: np.ndarray, seq_len: int, window: int, G: int,
            scale: float) -> np.ndarray:
    """The partials of one row, kv_heads = 1: q f16[4, 256], k, v f16[seq_len, 256] -> part f32[G * PART_FLOATS]
    with chunks >= count left NaN (the kernel writes nothing there; b1s_combine must not read them)."""
    ck = b1s_chunks(seq_len, window, G)
    part = np.full((G, B1S_PART_FLOATS), np.nan, f32)
    for c in range(ck.count):
        keys = ck.keys(c)
        part[c] = chunk_partial(q, k[keys.start:keys.stop], v[keys.start:keys.stop], scale)
    return part.reshape(-1)


def _case(seq_len: int, window: int, G: int, seed: int) -> float:
    rng = np.random.default_rng(seed)
    hkv, dh, bs = 1, B1S_HD, 16
    blocks = -(-seq_len // bs)
    layout = KVLayout(1, blocks + 2, block_size=bs, kv_heads=hkv, head_dim=dh, elem_bytes=2)
    table = [int(x) for x in rng.permutation(blocks + 2)[:blocks]]
    k = rng.standard_normal((seq_len, hkv, dh)).astype(np.float16)
    v = rng.standard_normal((seq_len, hkv, dh)).astype(np.float16)
    kv = kv_write(np.zeros(layout.total_bytes, np.uint8), layout, 0, table, 0, k, v)
    # peaked scores (q scaled up) so the chunks' maxima differ and w_c < 1 for most chunks
    q = (rng.standard_normal((1, B1S_GROUP, dh)) * 2).astype(np.float16)
    scale = 1 / 16
    part = emulate(q[0], k[:, 0], v[:, 0], seq_len, window, G, scale)
    ck = b1s_chunks(seq_len, window, G)
    got = b1s_combine(part, ck, 1, G).reshape(1, B1S_GROUP, dh)
    assert np.isfinite(got.astype(np.float32)).all()
    args = (q, kv, layout, 0, table, np.array([seq_len - 1]), scale, window)
    ref = sliding_window_reference_f64(*args)
    bound = sliding_window_attention_bound(*args, extra_roundings=QKATT_B1S_EXTRA_ROUNDINGS)
    err = np.abs(got.astype(np.float64) - ref)
    assert np.all(np.isfinite(bound))
    ratio = float((err / np.maximum(bound, 1e-300)).max())
    assert np.all(err <= bound), f"seq_len {seq_len}: worst error/bound {ratio}"
    return ratio


@pytest.mark.parametrize(("seq_len", "window", "G"),
                         [(n, 512, B1S_SPLITS_LOCAL) for n in (1, 31, 32, 33, 80, 511, 512, 600)]
                         + [(4000, 8192, B1S_SPLITS_GLOBAL)])
def test_b1s_partials_combined_within_bound(seq_len: int, window: int, G: int) -> None:
    worst = max(_case(seq_len, window, G, seed) for seed in (3, 17))
    WORST[f"{seq_len}/{window}/{G}"] = worst
    print(f"b1s order seq_len {seq_len} window {window} G {G}: worst err/bound {worst:.4f}")


def test_chunks_cover_the_window_once() -> None:
    """b1s_chunks' chunks are the window's keys, each once, in order, every chunk non-empty and <= 512 keys."""
    for window, G in ((512, B1S_SPLITS_LOCAL), (8192, B1S_SPLITS_GLOBAL)):
        for seq_len in (1, 2, 31, 32, 33, 255, 256, 257, 511, 512, 513, 600, 4000, 8191, 8192):
            ck = b1s_chunks(seq_len, window, G)
            keys = [j for c in range(ck.count) for j in ck.keys(c)]
            assert keys == list(range(max(0, seq_len - window), seq_len))
            assert ck.count <= G and ck.ch % 32 == 0 and ck.ch <= 512
            assert all(len(ck.keys(c)) > 0 for c in range(ck.count)) and not ck.keys(ck.count)


def test_emulation_leaves_unused_chunks_unread() -> None:
    """The emulation writes chunks < count only (NaN elsewhere) and the combine still gives finite values: so
    b1s_combine reads no chunk the kernel leaves unwritten."""
    rng = np.random.default_rng(1)
    n = 40  # window 512, G 8: ch 32, count 2 of 8
    q = rng.standard_normal((B1S_GROUP, B1S_HD)).astype(np.float16)
    k = rng.standard_normal((n, B1S_HD)).astype(np.float16)
    v = rng.standard_normal((n, B1S_HD)).astype(np.float16)
    part = emulate(q, k, v, n, 512, 8, 1 / 16).reshape(8, -1)
    assert np.isfinite(part[:2]).all() and np.isnan(part[2:]).all()
    assert np.isfinite(b1s_combine(part, b1s_chunks(n, 512, 8), 1, 8).astype(np.float32)).all()


def test_a_combine_without_the_chunk_weights_fails(monkeypatch: pytest.MonkeyPatch) -> None:
    """The check can fail: a combine that takes every w_c = 1 (each chunk's m replaced by M) is far outside the
    bound at 80 keys (3 chunks of 32)."""
    real = b1s_combine

    def no_weights(part, chunks, kv_heads, G):
        p = np.array(part, f32).reshape(G, B1S_PART_FLOATS)
        p[:chunks.count, :B1S_GROUP] = p[:chunks.count, :B1S_GROUP].max(axis=0)
        return real(p.reshape(-1), chunks, kv_heads, G)

    monkeypatch.setitem(globals(), "b1s_combine", no_weights)
    with pytest.raises(AssertionError, match="worst error/bound"):
        _case(80, 512, B1S_SPLITS_LOCAL, 3)
