"""Device tests of qk_rope_attention_b1o_d256_f16 (src/attention_b1o.cu: b1's prologue, then one pass over the keys
with a per-warp online softmax and one combine of the 8 warps), declared beside the launched
qk_rope_attention_b1_d256_f16 (registry_gemma_step.QKATT_KERNELS; the step launches b1, benchmarks/exp_gemma_b1_ab.py
launches this one as its "b1o_attention" variant), against the b1 entry and spec/ (obligation 8, "tested", never
"proved").

For the token at position pos of a sequence whose earlier pos tokens are in the cache (pos 0, 37, 700: n = 1, 38
and 512 keys of the 512-token window, the window's lower edge at 700):
  (a) the layer's K and V slices of the cache after the launch are byte for byte those the b1 entry leaves on a
      second copy of the same cache (the prologue is b1's: the new token's K/V row, and nothing else written),
      and that row is qk_rope_model's k and v;
  (b) out within spec.sliding_window's bound of qk_rope_model's q over the cache with the new row, with
      extra_roundings = ceil(n / 32) (the header's count: a term's in-loop rescales, at most trips - 1, and the
      combine's one; tests/spec/test_gemma_ops.py runs the same order in numpy under the same bound); the max
      |b1o - b1| printed;
  (c) a power = 0 launch leaves out and the whole kv buffer untouched.
The harness, inputs (qkatt_case), cache and references are test_gemma_step_kernels.py's. Results go to
$FLTC_RESULTS_DIR/gemma_attention_b1o_tests.json.
"""

from __future__ import annotations

import numpy as np
import pytest

from backend.kernels.registry_gemma_step import QKATT_B1_KERNEL, QKATT_B1O_KERNEL, QKATT_KERNEL, QKATT_KERNELS
from tests.gpu.test_gemma_step_kernels import EPS, MODEL, PROFILE, SEED, StepHarness, qkatt_case
from tests.gpu.test_kernels import RESULTS, _check_bound, _check_exact, _ratio, _record, write_results
from tests.kernels.test_registry_gemma_step import qk_rope_model

pytestmark = pytest.mark.gpu


@pytest.fixture(scope="module")
def h(cuda_driver, launch_gate):
    hz = StepHarness(cuda_driver, launch_gate)
    start = len(RESULTS)
    yield hz
    hz.free_all()
    write_results(cuda_driver, RESULTS[start:], "gemma_attention_b1o_tests.json")


def extra_roundings(pos: int, window: int) -> int:
    """attention_b1o.cu's count for a row at position pos: ceil(n / 32), n = min(pos + 1, window) keys."""
    return -(-min(pos + 1, window) // 32)


def test_b1o_is_declared_beside_the_launched_entry() -> None:
    assert QKATT_B1O_KERNEL in QKATT_KERNELS and QKATT_KERNEL == QKATT_B1_KERNEL != QKATT_B1O_KERNEL


@pytest.mark.parametrize("pos", [0, 37, 700])
def test_qk_rope_attention_b1o(h: StepHarness, pos: int) -> None:
    from spec.attention import kv_write
    from spec.sliding_window import sliding_window_attention_bound, sliding_window_reference_f64

    window = PROFILE.sliding_window
    Hq, Hkv, Dh = MODEL.q_heads, MODEL.kv_heads, MODEL.head_dim
    cfg, case = qkatt_case(h, QKATT_B1O_KERNEL, pos, SEED + 90)
    cfg_b1 = h.cfg(QKATT_B1_KERNEL, 1, R=1, **PROFILE.attention_shape(window), eps=EPS,
                   positions=PROFILE.max_context)
    (bkv, host, host_lay, _dev_tabs, host_tabs), (bkv2, *_rest) = case.caches
    lay, args, inputs = case.lay, case.args, case.inputs
    out, out2 = h.poisoned(2 * Hq * Dh), h.poisoned(2 * Hq * Dh)
    h.run(cfg_b1, {**args, "kv": bkv2, "out": out2}, [out2, bkv2])  # the launched entry on the second cache
    # (c) power off: out and the whole kv buffer untouched; then the active launch
    before = [h.raw(out), h.raw(bkv)]
    h.launch(cfg, {**args, "kv": bkv, "out": out}, power=0)
    same = [h.raw(out), h.raw(bkv)] == before
    _record(cfg, "power = 0 launch: out and kv unchanged", inputs, 0.0 if same else np.inf, same, "gate",
            claim="bit-exact")
    assert same, f"{cfg.kernel}/{cfg.label}: power=0 modified out or kv"
    via = h.launch(cfg, {**args, "kv": bkv, "out": out}, power=1)
    # (a) the layer's K and V slices as the b1 entry leaves them: the new row and nothing else
    kv_bytes = cfg.buffer_map["kv"].size_bytes
    layer = kv_bytes - lay.plane_stride
    for p, plane in ((0, "K"), (1, "V")):
        got_p, want_p = (h.drv.download(b, np.uint8, (layer,), offset=p * lay.plane_stride) for b in (bkv, bkv2))
        _check_exact(cfg, f"{QKATT_B1_KERNEL}'s {plane} slice of the layer (bytes)", inputs, got_p, want_p, via)
    row = Hkv * Dh * 2
    off = (case.slot >> 4) * lay.page_stride + (case.slot & 15) * lay.token_stride
    k_new, v_new = (h.drv.download(bkv, np.uint8, (row,), offset=p * lay.plane_stride + off).view(np.float16)
                    .reshape(1, Hkv, Dh) for p in (0, 1))
    model = qk_rope_model(case.qk, case.qkw, np.array([pos], np.int64), case.cos, case.sin, Hq, EPS)
    _check_exact(cfg, "qk_rope_model k (the K row written)", inputs, k_new, model[:, Hq:], via)
    _check_exact(cfg, "v (the V row written)", inputs, v_new, case.v, via)
    # (b) out within spec.sliding_window's bound with the header's extra roundings
    got = h.download(out, np.float16, (1, Hq, Dh))
    kv_write(host, host_lay, 0, host_tabs[0], pos, k_new, case.v, inplace=True)
    r = extra_roundings(pos, window)
    a = (model[:, :Hq], host, host_lay, 0, host_tabs[0], np.array([pos]), cfg.scalar_map["scale"], window)
    exact, bound = sliding_window_reference_f64(*a), sliding_window_attention_bound(*a, extra_roundings=r)
    _check_bound(cfg, f"spec.sliding_window.sliding_window_attention (window {window}, extra_roundings {r}) of "
                 "qk_rope_model q", inputs, got, exact, bound, via)
    diff = np.abs(got.astype(np.float64) - h.download(out2, np.float16, (1, Hq, Dh)).astype(np.float64))
    print(f"pos {pos}: max err/bound {_ratio(got, exact, bound):.3g}, max |b1o - b1| {diff.max():.3g}")
