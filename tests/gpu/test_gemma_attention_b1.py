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
      sums in another order than the g4 entry's, so out is not compared bit for bit; the max |b1 - g4| printed);
  (c) a power = 0 launch leaves out and the whole kv buffer untouched.
The harness, inputs (qkatt_case), cache and references are test_gemma_step_kernels.py's. Results go to
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
    _window_reference,
    qkatt_case,
)
from tests.gpu.test_kernels import RESULTS, _check_bound, _check_exact, _ratio, _record, write_results
from tests.kernels.test_registry_gemma_step import qk_rope_model

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
    from spec.attention import kv_write

    window = PROFILE.sliding_window
    Hq, Hkv, Dh = MODEL.q_heads, MODEL.kv_heads, MODEL.head_dim
    cfg, case = qkatt_case(h, QKATT_B1_KERNEL, pos, SEED + 90)
    cfg_g4 = h.cfg(QKATT_G4_KERNEL, 1, R=1, **PROFILE.attention_shape(window), eps=EPS,
                   positions=PROFILE.max_context)
    (bkv, host, host_lay, _dev_tabs, host_tabs), (bkv2, *_rest) = case.caches
    lay, args, inputs = case.lay, case.args, case.inputs
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
    kv_bytes = cfg.buffer_map["kv"].size_bytes
    layer = kv_bytes - lay.plane_stride
    for p, plane in ((0, "K"), (1, "V")):
        got_p, want_p = (h.drv.download(b, np.uint8, (layer,), offset=p * lay.plane_stride) for b in (bkv, bkv2))
        _check_exact(cfg, f"{QKATT_G4_KERNEL}'s {plane} slice of the layer (bytes)", inputs, got_p, want_p, via)
    row = Hkv * Dh * 2
    off = (case.slot >> 4) * lay.page_stride + (case.slot & 15) * lay.token_stride
    k_new, v_new = (h.drv.download(bkv, np.uint8, (row,), offset=p * lay.plane_stride + off).view(np.float16)
                    .reshape(1, Hkv, Dh) for p in (0, 1))
    model = qk_rope_model(case.qk, case.qkw, np.array([pos], np.int64), case.cos, case.sin, Hq, EPS)
    _check_exact(cfg, "qk_rope_model k (the K row written)", inputs, k_new, model[:, Hq:], via)
    _check_exact(cfg, "v (the V row written)", inputs, v_new, case.v, via)
    # (b) out within spec.sliding_window's bound
    got = h.download(out, np.float16, (1, Hq, Dh))
    kv_write(host, host_lay, 0, host_tabs[0], pos, k_new, case.v, inplace=True)
    exact, bound = _window_reference(model[:, :Hq], [(0, pos)], host, host_lay, host_tabs, cfg.scalar_map["scale"],
                                     window)
    _check_bound(cfg, f"spec.sliding_window.sliding_window_attention (window {window}) of qk_rope_model q", inputs,
                 got, exact, bound, via)
    diff = np.abs(got.astype(np.float64) - h.download(out2, np.float16, (1, Hq, Dh)).astype(np.float64))
    print(f"pos {pos}: max err/bound {_ratio(got, exact, bound):.3g}, max |b1 - g4| {diff.max():.3g}")
