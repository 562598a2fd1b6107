"""Device tests of qk_rope_attention_b1s_d256_f16 (src/attention_b1s.cu: the batch-1 fused QK-norm + RoPE + split-key
attention of a Gemma 3 layer, grid (G, kv_heads): chunk c's CTA writes its unnormalised partial m, l, acc to `part`,
CTA 0 the row's K/V to `kvrow`, the KV cache is read-only), declared beside the b1 entry at one row
(registry_gemma_step.qkatt_b1s_specs; not launched by the step), against spec/ (obligation 8, "tested", never
"proved").

For the token at position pos of a sequence whose earlier pos tokens are in the cache: local layers (window 512,
G = 8, RoPE base 10,000) at contexts 1, 33, 80, 512 and 600 (the window's lower edge at 600), and one global layer
(window max_context 8,192, G = 32, base 1,000,000) at context 1,000. The cache row of the token itself (its slot) is
filled with NaN bytes: the kernel must take its own key from the prologue's k / v, never from the cache.
  (a) kvrow is bit for bit qk_rope_model's k (the row qk_rope_attention_b1_d256_f16 writes to the cache:
      tests/gpu/test_gemma_attention_b1.py) and v;
  (b) the layer's K and V slices of the cache are unchanged (sha256 before / after: no cache write);
  (c) the partials of chunks < count (b1s_layout.b1s_chunks), combined by b1s_layout.b1s_combine (the combining
      o-projection's order, numpy f32), are within spec.sliding_window's bound with extra_roundings =
      QKATT_B1S_EXTRA_ROUNDINGS; the slots of chunks >= count keep their poison bytes (nothing written);
  (d) a power = 0 launch leaves part, kvrow and the cache untouched.
The harness and references are test_gemma_step_kernels.py's. Results go to
$FLTC_RESULTS_DIR/gemma_attention_b1s_tests.json.
"""

from __future__ import annotations

import hashlib

import numpy as np
import pytest

from backend.kernels.b1s_layout import B1S_PART_FLOATS, b1s_chunks, b1s_combine
from backend.kernels.registry_gemma_step import QKATT_B1S_EXTRA_ROUNDINGS, QKATT_B1S_KERNEL, qkatt_b1s_G
from tests.gpu.test_gemma_step_kernels import EPS, MODEL, PROFILE, SEED, StepHarness, _fill_cache
from tests.gpu.test_kernels import RESULTS, _check_bound, _check_exact, _ratio, _record, write_results
from tests.kernels.test_registry_gemma_step import norm_weights, qk_rope_model

pytestmark = pytest.mark.gpu

ROPE_BASE = {PROFILE.sliding_window: 10000.0, PROFILE.max_context: 1000000.0}  # local / global layers
CASES = [(n, PROFILE.sliding_window) for n in (1, 33, 80, 512, 600)] + [(1000, PROFILE.max_context)]


@pytest.fixture(scope="module")
def h(cuda_driver, launch_gate):
    hz = StepHarness(cuda_driver, launch_gate)
    start = len(RESULTS)
    yield hz
    hz.free_all()
    write_results(cuda_driver, RESULTS[start:], "gemma_attention_b1s_tests.json")


def _slices_sha(h: StepHarness, bkv, lay, layer: int) -> list[str]:
    """sha256 of the layer's K slice and V slice (every byte a kv_view access may touch: layer_view's windows)."""
    return [hashlib.sha256(h.drv.download(bkv, np.uint8, (layer,), offset=p * lay.plane_stride).tobytes())
            .hexdigest() for p in (0, 1)]


@pytest.mark.parametrize(("seq_len", "window"), CASES, ids=[f"n{n}_w{w}" for n, w in CASES])
def test_qk_rope_attention_b1s(h: StepHarness, seq_len: int, window: int) -> None:
    from spec.attention import kv_write
    from spec.kv_layout import KVLayout
    from spec.rope import rope_cos_sin
    from spec.sliding_window import sliding_window_attention_bound, sliding_window_reference_f64

    Hq, Hkv, Dh = MODEL.q_heads, MODEL.kv_heads, MODEL.head_dim
    pos, G = seq_len - 1, qkatt_b1s_G(PROFILE, window)
    cfg = h.cfg(QKATT_B1S_KERNEL, 1, R=1, **PROFILE.attention_shape(window), eps=EPS,
                positions=PROFILE.max_context, G=G)
    lay = KVLayout(MODEL.layers, PROFILE.physical_blocks, kv_heads=Hkv, head_dim=Dh)
    bkv = h.poisoned(cfg.buffer_map["kv"].size_bytes)
    host, host_lay, dev_tabs, host_tabs = _fill_cache(h, bkv, lay, [seq_len], np.random.default_rng(SEED + 110 + pos))
    table = dev_tabs[0]
    slot = int(table[pos // 16]) * 16 + pos % 16
    row = Hkv * Dh * 2
    off = (slot >> 4) * lay.page_stride + (slot & 15) * lay.token_stride
    for p in (0, 1):  # the token's own cache row: NaN (the kernel must not read it)
        h.drv.htod(bkv, np.full(row, 0xFF, np.uint8), offset=p * lay.plane_stride + off)
    rng = np.random.default_rng(SEED + 111 + pos)
    qk = (rng.standard_normal((1, Hq + Hkv, Dh)) * rng.uniform(0.01, 30, (1, Hq + Hkv, 1))).astype(np.float16)
    v = (rng.standard_normal((1, Hkv, Dh)) * 3).astype(np.float16)
    qkw = norm_weights(rng, 2 * Dh)
    c, s = rope_cos_sin(np.arange(PROFILE.max_context), ROPE_BASE[window], Dh)
    part, kvrow = h.poisoned(cfg.buffer_map["part"].size_bytes), h.poisoned(cfg.buffer_map["kvrow"].size_bytes)
    args = {"qk": h.upload(qk.reshape(1, -1)), "v": h.upload(v.reshape(1, -1)), "qkw": h.upload(qkw),
            "positions": h.upload(np.array([pos], np.uint32)), "cos_tab": h.upload(np.ascontiguousarray(c)),
            "sin_tab": h.upload(np.ascontiguousarray(s)), "slots": h.upload(np.array([slot], np.uint32)),
            "kv": bkv, "block_tables": h.upload(table[None, :]), "seq_lens": h.upload(np.array([seq_len], np.uint32)),
            "part": part, "kvrow": kvrow}
    inputs = (f"q|k rows N(0,1) x U(0.01, 30) per head f16, w = 1 + 0.3 N(0,1), v N(0,9); base "
              f"{ROPE_BASE[window]:,.0f}; position {pos} after {pos} cached tokens K~N(0,2.25), V~N(0,1) f16; the "
              f"token's own cache row, part, kvrow and unwritten cache bytes NaN; window {window}, G {G}")
    layer = cfg.buffer_map["kv"].size_bytes - lay.plane_stride
    sha0 = _slices_sha(h, bkv, lay, layer)
    # (d) power off: part, kvrow and the cache untouched; then the active launch
    before = [h.raw(part), h.raw(kvrow)]
    h.launch(cfg, args, power=0)
    same = [h.raw(part), h.raw(kvrow)] == before and _slices_sha(h, bkv, lay, layer) == sha0
    _record(cfg, "power = 0 launch: part, kvrow and kv unchanged", inputs, 0.0 if same else np.inf, same, "gate",
            claim="bit-exact")
    assert same, f"{cfg.kernel}/{cfg.label}: power=0 modified part, kvrow or kv"
    via = h.launch(cfg, args, power=1)
    # (b) no cache write
    kv_same = _slices_sha(h, bkv, lay, layer) == sha0
    _record(cfg, "the layer's K and V slices unchanged (no KV cache write)", inputs, 0.0 if kv_same else np.inf,
            kv_same, via, claim="bit-exact")
    assert kv_same, f"{cfg.kernel}/{cfg.label}: the KV cache was written"
    # (a) kvrow: the K row b1 writes (qk_rope_model's k) and v, bit for bit
    got_row = h.download(kvrow, np.float16, (2, Hkv, Dh))
    model = qk_rope_model(qk, qkw, np.array([pos], np.int64), c, s, Hq, EPS)
    _check_exact(cfg, "kvrow K: qk_rope_model k (the K row qk_rope_attention_b1 writes)", inputs, got_row[:1],
                 model[:, Hq:], via)
    _check_exact(cfg, "kvrow V: v", inputs, got_row[1:], v, via)
    # (c) the partials: chunks >= count untouched, chunks < count combined within spec.sliding_window's bound
    ck = b1s_chunks(seq_len, window, G)
    raw = h.drv.download(part, np.uint8, (Hkv * G * B1S_PART_FLOATS * 4,)).reshape(Hkv, G, -1)
    idle = bool((raw[:, ck.count:] == 0xFF).all())
    _record(cfg, f"part slots of chunks >= count ({ck.count} of {G}) untouched", inputs, 0.0 if idle else np.inf,
            idle, via, claim="bit-exact")
    assert idle, f"{cfg.kernel}/{cfg.label}: a chunk >= count wrote its partial"
    pf = raw.view(np.float32).reshape(-1)
    assert np.isfinite(pf.reshape(Hkv, G, -1)[:, :ck.count]).all(), "a written partial is not finite"
    got = b1s_combine(pf, ck, Hkv, G).reshape(1, Hq, Dh)
    kv_write(host, host_lay, 0, host_tabs[0], pos, model[:, Hq:], v, inplace=True)
    ref_args = (model[:, :Hq], host, host_lay, 0, host_tabs[0], np.array([pos]), cfg.scalar_map["scale"], window)
    exact = sliding_window_reference_f64(*ref_args)
    bound = sliding_window_attention_bound(*ref_args, extra_roundings=QKATT_B1S_EXTRA_ROUNDINGS)
    _check_bound(cfg, f"b1s_combine of the partials vs spec.sliding_window_attention (window {window}, "
                 f"extra_roundings {QKATT_B1S_EXTRA_ROUNDINGS}) of qk_rope_model q", inputs, got, exact, bound, via)
    print(f"seq_len {seq_len} window {window} G {G}: {ck.count} chunks of {ck.ch}, "
          f"max err/bound {_ratio(got, exact, bound):.3g}")
