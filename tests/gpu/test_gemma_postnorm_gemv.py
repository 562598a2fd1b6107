"""Device tests of the norm-fused batch-1 GEMVs (backend/kernels/src/gemv_postnorm.cu, registry_gemma
gemma_postnorm_gemv_kernel): bit-identity (obligation 8, "tested") with what they replace, in
tests/gpu/test_gemma_kernels.py's harness (outputs poisoned first, a power = 0 launch that must leave every output
byte untouched, then the active launch, both through the gate).

At the Gemma 3 270M shapes the batch-1 plan launches (D = K = 640; N = 1536 q|k|v, 1280 q|k, 4096 gate|up with the
geglu epilogue): with random x_in / o / norm weights / Q5_0 blocks, the fused kernel's x_out, xn and y are bit for
bit postnorm_add_norm_f32 (x updated in place, xn) followed by the unfused 1-row GEMV over that xn (gemv_q5_0_r1, or
gemv_q5_0_glu_r1 for gate|up), and x_in is left untouched (the plan ping-pongs the residual: x_in and x_out are
two buffers). Results go to $FLTC_RESULTS_DIR/gemma_postnorm_gemv_tests.json.
"""

from __future__ import annotations

import numpy as np
import pytest

from backend.kernels.registry import REGISTRY
from backend.kernels.registry_gemma import (
    gemma_gate_up_glu_kernel,
    gemma_gemv_kernel,
    gemma_postnorm_gemv_kernel,
)
from backend.kernels.registry_gemma_step import GEMMA_STEP_PROFILES
from tests.gpu.test_gemma_kernels import _weights
from tests.gpu.test_kernels import RESULTS, Harness, _check_exact, write_results
from verifier.config import LaunchConfig

pytestmark = pytest.mark.gpu

SEED = 20261207
PROFILE = GEMMA_STEP_PROFILES["gemma3-270m"]
GP = PROFILE.gemma
MODEL = GP.model
EPS = PROFILE.rms_eps
D = MODEL.hidden
# (N, glu): the q|k|v GEMV of a layer with a Q5_0 attn_v, the q|k GEMV of one with a Q8_0 attn_v, gate|up + geglu
CASES = [((MODEL.q_heads + 2 * MODEL.kv_heads) * MODEL.head_dim, False),
         ((MODEL.q_heads + MODEL.kv_heads) * MODEL.head_dim, False), (2 * MODEL.ffn, True)]


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
    write_results(cuda_driver, RESULTS[start:], "gemma_postnorm_gemv_tests.json")


@pytest.mark.parametrize(("N", "glu"), CASES, ids=[f"n{n}{'_glu' if g else ''}" for n, g in CASES])
def test_postnorm_gemv_bit_identical(h: PnHarness, N: int, glu: bool) -> None:
    kern = gemma_postnorm_gemv_kernel(GP, "Q5_0", N, 1, glu=glu)
    ref_gemv = gemma_gate_up_glu_kernel(GP, "Q5_0", 1) if glu else gemma_gemv_kernel("Q5_0", 1)
    assert kern == ("gemv_q5_0_pn_glu_r1" if glu else "gemv_q5_0_pn_r1") and ref_gemv is not None
    n_out = N // 2 if glu else N
    rng = np.random.default_rng(SEED + N)
    x = (rng.standard_normal((1, D)) * 30.0).astype(np.float32)  # the residual stream (f32, past f16's range)
    o = (rng.standard_normal((1, D)) * 40.0).astype(np.float16)  # the previous linear's output
    pw = (1.0 + 0.3 * rng.standard_normal(D)).astype(np.float32)
    nw = (1.0 + 0.3 * rng.standard_normal(D)).astype(np.float32)
    raw, _ = _weights("Q5_0", N, D, rng)
    bo, bpw, bnw, bw = h.upload(o), h.upload(pw), h.upload(nw), h.upload(raw)
    # the reference: postnorm_add_norm_f32 (x in place, xn), then the unfused 1-row GEMV over xn
    bx_ref, bxn_ref, by_ref = h.upload(x), h.poisoned(2 * D), h.poisoned(2 * n_out)
    h.run(h.cfg("postnorm_add_norm_f32", M=1, D=D, eps=EPS),
          {"x": bx_ref, "y": bo, "w": bpw, "wn": bnw, "xn": bxn_ref}, [bx_ref, bxn_ref])
    h.run(h.cfg(ref_gemv, M=1, N=N, K=D), {"x": bxn_ref, "w": bw, "y": by_ref}, [by_ref])
    y_ref = h.download(by_ref, np.float16, (1, n_out))
    assert np.isfinite(y_ref).all()
    # the fused kernel (h.run: a power = 0 launch first, which must leave x_out, xn and y untouched)
    cfg = h.cfg(kern, M=1, N=N, K=D, eps=EPS)
    bx_in, bx_out, bxn, by = h.upload(x), h.poisoned(4 * D), h.poisoned(2 * D), h.poisoned(2 * n_out)
    via = h.run(cfg, {"x_in": bx_in, "o": bo, "pw": bpw, "nw": bnw, "x_out": bx_out, "xn": bxn, "w": bw, "y": by},
                [bx_out, bxn, by])
    inputs = ("x_in ~ N(0, 900) f32, o ~ N(0, 1600) f16, norm weights 1 + 0.3 N(0, 1); random Q5_0 blocks, "
              "scales mixed")
    assert h.download(bx_in, np.float32, (1, D)).tobytes() == x.tobytes(), "x_in modified"
    _check_exact(cfg, "postnorm_add_norm_f32 (x, in place)", inputs, h.download(bx_out, np.float32, (1, D)),
                 h.download(bx_ref, np.float32, (1, D)), via)
    _check_exact(cfg, "postnorm_add_norm_f32 (xn)", inputs, h.download(bxn, np.float16, (1, D)),
                 h.download(bxn_ref, np.float16, (1, D)), via)
    _check_exact(cfg, f"{ref_gemv} (N = {N}) over postnorm_add_norm_f32's xn", inputs,
                 h.download(by, np.float16, (1, n_out)), y_ref, via)
