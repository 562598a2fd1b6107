"""Device test of the norm-fused batch-1 q|k + Q8_0 v GEMV (backend/kernels/src/gemv_pn_qkv.cu, registry_gemma
gemma_pn_q8v_gemv_kernel): bit-identity (obligation 8, "tested") with the pair it replaces, in
tests/gpu/test_gemma_kernels.py's harness (outputs poisoned first, a power = 0 launch that must leave every output
byte untouched, then the active launch, all through the gate).

At the Gemma 3 270M shapes of a layer whose attn_v is Q8_0 (D = K = 640; q|k N = 1280 Q5_0 rows, v Nv = 256 Q8_0
rows): with random x_in / o / norm weights / Q5_0 and Q8_0 blocks, the fused kernel's x_out, xn, y and yv are bit
for bit gemv_q5_0_pn_r1 (x_in -> x_out, xn, y) followed by gemv_q8_0_r1 over that xn (-> yv), both launched on the
device, and x_in is left untouched. Results go to $FLTC_RESULTS_DIR/gemma_pn_q8v_gemv_tests.json.
"""

from __future__ import annotations

import numpy as np
import pytest

from backend.kernels.registry import REGISTRY
from backend.kernels.registry_gemma import (
    gemma_gemv_kernel,
    gemma_pn_q8v_gemv_kernel,
    gemma_postnorm_gemv_kernel,
)
from backend.kernels.registry_gemma_step import GEMMA_STEP_PROFILES
from tests.gpu.test_gemma_kernels import _weights
from tests.gpu.test_kernels import RESULTS, Harness, _check_exact, write_results
from verifier.config import LaunchConfig

pytestmark = pytest.mark.gpu

SEED = 20261208
PROFILE = GEMMA_STEP_PROFILES["gemma3-270m"]
GP = PROFILE.gemma
MODEL = GP.model
EPS = PROFILE.rms_eps
D = MODEL.hidden
N = (MODEL.q_heads + MODEL.kv_heads) * MODEL.head_dim  # q|k rows (Q5_0)
NV = MODEL.kv_heads * MODEL.head_dim  # v rows (Q8_0)


class PnHarness(Harness):
    """Every configuration here is a batch-1 programmatic dependent, as the profile declares it."""

    def cfg(self, kernel: str, **shape: object) -> LaunchConfig:
        return REGISTRY[kernel].config(overlap=True, **shape)


@pytest.fixture(scope="module")
def h(cuda_driver, launch_gate):
    hz = PnHarness(cuda_driver, launch_gate)
    start = len(RESULTS)
    yield hz
    hz.free_all()
    write_results(cuda_driver, RESULTS[start:], "gemma_pn_q8v_gemv_tests.json")


def test_pn_q8v_gemv_bit_identical(h: PnHarness) -> None:
    kern = gemma_pn_q8v_gemv_kernel(GP, "Q5_0", "Q8_0", 1)
    ref_pn = gemma_postnorm_gemv_kernel(GP, "Q5_0", N, 1)
    ref_v = gemma_gemv_kernel("Q8_0", 1)
    assert (kern, ref_pn, ref_v) == ("gemv_q5_0_pn_q8v_r1", "gemv_q5_0_pn_r1", "gemv_q8_0_r1")
    rng = np.random.default_rng(SEED)
    x = (rng.standard_normal((1, D)) * 30.0).astype(np.float32)  # the residual stream (f32, past f16's range)
    o = (rng.standard_normal((1, D)) * 40.0).astype(np.float16)  # the previous linear's output
    pw = (1.0 + 0.3 * rng.standard_normal(D)).astype(np.float32)
    nw = (1.0 + 0.3 * rng.standard_normal(D)).astype(np.float32)
    raw, _ = _weights("Q5_0", N, D, rng)
    raw_v, _ = _weights("Q8_0", NV, D, rng)
    bo, bpw, bnw, bw, bwv = h.upload(o), h.upload(pw), h.upload(nw), h.upload(raw), h.upload(raw_v)
    # the reference: gemv_q5_0_pn_r1 (x_in -> x_out, xn, y), then gemv_q8_0_r1 over its xn
    rx_in, rx_out, rxn, ry, ryv = h.upload(x), h.poisoned(4 * D), h.poisoned(2 * D), h.poisoned(2 * N), \
        h.poisoned(2 * NV)
    h.run(h.cfg(ref_pn, M=1, N=N, K=D, eps=EPS),
          {"x_in": rx_in, "o": bo, "pw": bpw, "nw": bnw, "x_out": rx_out, "xn": rxn, "w": bw, "y": ry},
          [rx_out, rxn, ry])
    h.run(h.cfg(ref_v, M=1, N=NV, K=D), {"x": rxn, "w": bwv, "y": ryv}, [ryv])
    y_ref, yv_ref = h.download(ry, np.float16, (1, N)), h.download(ryv, np.float16, (1, NV))
    assert np.isfinite(y_ref).all() and np.isfinite(yv_ref).all()
    # the fused kernel (h.run: a power = 0 launch first, which must leave x_out, xn, y and yv untouched)
    cfg = h.cfg(kern, M=1, N=N, Nv=NV, K=D, eps=EPS)
    bx_in, bx_out, bxn, by, byv = h.upload(x), h.poisoned(4 * D), h.poisoned(2 * D), h.poisoned(2 * N), \
        h.poisoned(2 * NV)
    via = h.run(cfg, {"x_in": bx_in, "o": bo, "pw": bpw, "nw": bnw, "x_out": bx_out, "xn": bxn, "w": bw, "y": by,
                      "wv": bwv, "yv": byv}, [bx_out, bxn, by, byv])
    inputs = ("x_in ~ N(0, 900) f32, o ~ N(0, 1600) f16, norm weights 1 + 0.3 N(0, 1); random Q5_0 and Q8_0 "
              "blocks, scales mixed")
    assert h.download(bx_in, np.float32, (1, D)).tobytes() == x.tobytes(), "x_in modified"
    _check_exact(cfg, f"{ref_pn} (x_out)", inputs, h.download(bx_out, np.float32, (1, D)),
                 h.download(rx_out, np.float32, (1, D)), via)
    _check_exact(cfg, f"{ref_pn} (xn)", inputs, h.download(bxn, np.float16, (1, D)),
                 h.download(rxn, np.float16, (1, D)), via)
    _check_exact(cfg, f"{ref_pn} (y, N = {N})", inputs, h.download(by, np.float16, (1, N)), y_ref, via)
    _check_exact(cfg, f"{ref_v} (Nv = {NV}) over {ref_pn}'s xn", inputs, h.download(byv, np.float16, (1, NV)),
                 yv_ref, via)
