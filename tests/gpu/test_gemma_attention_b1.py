"""Device tests of qk_rope_attention_b1_d256_f16 (src/attention_b1.cu: the batch-1 fused QK-norm + RoPE + K/V write
+ windowed attention of a local Gemma 3 layer, pass 1 with lanes over a key's dims and warps over the keys), the
entry the step launches (registry_gemma_step.QKATT_KERNEL), against qk_rope_attention_g4_d256_f16 (declared beside
it, QKATT_KERNELS; tests/gpu/test_gemma_step_kernels.py holds it bit for bit to the two launches it replaces) and
spec/ (obligation 8, "tested", never "proved").

For the token at position pos of a sequence whose earlier pos tokens are in the cache (pos 0, 37, 700: n = 1, 38
and 512 keys of the 512-token window, the window's lower edge at 700):
  (a) the layer's K and V slices of the cache after the launch are byte for byte those the g4 entry leaves on a
      second copy of the same cache (the new token's K/V row, and nothing else written), and that row is
      qk_rope_model's k and v;
  (b) out within spec.sliding_window's bound of qk_rope_model's q over the cache with the new row (its pass 1
      sums in another order than the g4 entry's, so out is not compared bit for bit);
  (c) a power = 0 launch leaves out and the whole kv buffer untouched.
The harness, cache fill and references are test_gemma_step_kernels.py's. Results go to
$FLTC_RESULTS_DIR/gemma_attention_b1_tests.json.
"""

from __future__ import annotations

import numpy as np
import pytest

from backend.kernels.registry_gemma_step import QKATT_B1_KERNEL, QKATT_G4_KERNEL, QKATT_KERNEL
from tests.gpu.test_gemma_step_kernels import (
    EPS,
    MODEL,
    PROFILE,
    SEED,
    StepHarness,
    _fill_cache,
    _window_reference,
)
from tests.gpu.test_kernels import RESULTS, _check_bound, _check_exact, _ratio, _record, write_results
from tests.kernels.test_registry_gemma_step import norm_weights, qk_rope_model

pytestmark = pytest.mark.gpu


@pytest.fixture(scope="module")
def h(cuda_driver, launch_gate):
    hz = StepHarness(cuda_driver, launch_gate)
    start = len(RESULTS)
    yield hz
    hz.free_all()
    write_results(cuda_driver, RESULTS[start:], "gemma_attention_b1_tests.json")


def test_b1_is_the_launched_entry() -> None:
    assert QKATT_KERNEL == QKATT_B1_KERNEL != QKATT_G4_KERNEL


@pytest.mark.parametrize("pos", [0, 37, 700])
def test_qk_rope_attention_b1(h: StepHarness, pos: int) -> None:
    from spec.kv_layout import KVLayout
    from spec.rope import rope_cos_sin

    window = PROFILE.sliding_window
    Hq, Hkv, Dh = MODEL.q_heads, MODEL.kv_heads, MODEL.head_dim
    shape = {**PROFILE.attention_shape(window), "eps": EPS, "positions": PROFILE.max_context}
    cfg = h.cfg(QKATT_B1_KERNEL, 1, R=1, **shape)
    cfg_g4 = h.cfg(QKATT_G4_KERNEL, 1, R=1, **shape)
    lay = KVLayout(MODEL.layers, PROFILE.physical_blocks, kv_heads=Hkv, head_dim=Dh)
    kv_bytes = cfg.buffer_map["kv"].size_bytes
    caches = []
    for _ in range(2):  # the same sequence (pos + 1 slots, the last to be written) in two caches
        b = h.poisoned(kv_bytes)
        caches.append((b, *_fill_cache(h, b, lay, [pos + 1], np.random.default_rng(SEED + 90 + pos))))
    (bkv, host, host_lay, dev_tabs, host_tabs), (bkv2, *_rest) = caches
    rng = np.random.default_rng(SEED + 91 + pos)
    qk = (rng.standard_normal((1, Hq + Hkv, Dh)) * rng.uniform(0.01, 30, (1, Hq + Hkv, 1))).astype(np.float16)
    v = (rng.standard_normal((1, Hkv, Dh)) * 3).astype(np.float16)
    qkw = norm_weights(rng, 2 * Dh)
    c, s = rope_cos_sin(np.arange(PROFILE.max_context), 10000.0, Dh)
    table = dev_tabs[0]
    slot = int(table[pos // 16]) * 16 + pos % 16
    args = {"qk": h.upload(qk.reshape(1, -1)), "v": h.upload(v.reshape(1, -1)), "qkw": h.upload(qkw),
            "positions": h.upload(np.array([pos], np.uint32)), "cos_tab": h.upload(np.ascontiguousarray(c)),
            "sin_tab": h.upload(np.ascontiguousarray(s)), "slots": h.upload(np.array([slot], np.uint32)),
            "block_tables": h.upload(table[None, :]), "seq_lens": h.upload(np.array([pos + 1], np.uint32))}
    inputs = (f"q|k rows N(0,1) x U(0.01, 30) per head f16, w = 1 + 0.3 N(0,1), v N(0,9); base 10,000; "
              f"position {pos} after {pos} cached tokens K~N(0,2.25), V~N(0,1) f16; unwritten cache bytes NaN")
    out, out2 = h.poisoned(2 * Hq * Dh), h.poisoned(2 * Hq * Dh)
    h.run(cfg_g4, {**args, "kv": bkv2, "out": out2}, [out2, bkv2])  # the reference entry on the second cache
    # (c) power off: out and the whole kv buffer untouched; then the active launch
    before = [h.raw(out), h.raw(bkv)]
    h.launch(cfg, {**args, "kv": bkv, "out": out}, power=0)
    same = [h.raw(out), h.raw(bkv)] == before
    _record(cfg, "power = 0 launch: out and kv unchanged", inputs, 0.0 if same else np.inf, same, "gate",
            claim="bit-exact")
    assert same, f"{cfg.kernel}/{cfg.label}: power=0 modified out or kv"
    via = h.launch(cfg, {**args, "kv": bkv, "out": out}, power=1)
    # (a) the layer's K and V slices (every byte the kernel may write: registry.layer_view's windows) as the g4
    # entry leaves them: the new row and nothing else
    layer = kv_bytes - lay.plane_stride
    for p, plane in ((0, "K"), (1, "V")):
        got_p, want_p = (h.drv.download(b, np.uint8, (layer,), offset=p * lay.plane_stride) for b in (bkv, bkv2))
        _check_exact(cfg, f"{QKATT_G4_KERNEL}'s {plane} slice of the layer (bytes)", inputs, got_p, want_p, via)
    row = Hkv * Dh * 2
    off = (slot >> 4) * lay.page_stride + (slot & 15) * lay.token_stride
    k_new, v_new = (h.drv.download(bkv, np.uint8, (row,), offset=p * lay.plane_stride + off).view(np.float16)
                    .reshape(1, Hkv, Dh) for p in (0, 1))
    model = qk_rope_model(qk, qkw, np.array([pos], np.int64), c, s, Hq, EPS)
    _check_exact(cfg, "qk_rope_model k (the K row written)", inputs, k_new, model[:, Hq:], via)
    _check_exact(cfg, "v (the V row written)", inputs, v_new, v, via)
    # (b) out within spec.sliding_window's bound
    from spec.attention import kv_write

    got = h.download(out, np.float16, (1, Hq, Dh))
    kv_write(host, host_lay, 0, host_tabs[0], pos, k_new, v, inplace=True)
    exact, bound = _window_reference(model[:, :Hq], [(0, pos)], host, host_lay, host_tabs, cfg.scalar_map["scale"],
                                     window)
    _check_bound(cfg, f"spec.sliding_window.sliding_window_attention (window {window}) of qk_rope_model q", inputs,
                 got, exact, bound, via)
    ref = h.download(out2, np.float16, (1, Hq, Dh)).astype(np.float64)
    diff = np.abs(got.astype(np.float64) - ref)
    print(f"pos {pos}: max err/bound {_ratio(got, exact, bound):.3g}, max |b1 - g4| {diff.max():.3g}")
