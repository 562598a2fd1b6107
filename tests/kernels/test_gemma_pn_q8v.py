"""The norm-fused batch-1 q|k + Q8_0 v GEMV (src/gemv_pn_qkv.cu, registry_gemma PN_Q8V_KERNEL) on CPU: its
descriptor and family, the selector gemma_pn_q8v_gemv_kernel, its declaration for gemma-3-270m (the real launch
gate admits the configuration from the committed artifact), and its numerics as the executor-plan test emulates
them: emulate_pn_q8v (the branch tests/cuda/test_gemma_executor_plan._emulate needs for this kernel, spec
operators over the launch's buffers) gives bit for bit what that test's emulation of the launches it replaces
(gemv_q5_0_pn_r1, then gemv_q8_0_r1 over xn) gives, x_in untouched.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from backend.kernels import registry, registry_gemma
from backend.kernels.registry import REGISTRY
from backend.kernels.registry_gemma import (
    GEMMA_PROFILES,
    PN_Q8V_KERNEL,
    gemma_gemv_kernel,
    gemma_pn_q8v_gemv_kernel,
    gemma_postnorm_gemv_kernel,
)
from backend.kernels.registry_gemma_step import GEMMA_STEP_PROFILES

REPO = Path(__file__).resolve().parents[2]
PROFILE = GEMMA_PROFILES["gemma3-270m"]
M_ = PROFILE.model
N_QK = (M_.q_heads + M_.kv_heads) * M_.head_dim  # 1280
N_V = M_.kv_heads * M_.head_dim  # 256
K = M_.hidden  # 640
EPS = GEMMA_STEP_PROFILES["gemma3-270m"].rms_eps


def _cfg(**shape: Any) -> Any:
    return REGISTRY[PN_Q8V_KERNEL].config(overlap=True, **shape)


def test_descriptor_and_family() -> None:
    """Its own PTX file (one entry: gemv_postnorm.ptx's entries unchanged), built by its descriptor's command; w,
    wv, pw and nw read before the wait; grid ceil(N / 8) + ceil(Nv / 8) of 256 threads; x_out f32 [1, K], xn, y and
    yv f16 out; the weights sized as the unfused pair's (gemv_q5_0_pn_r1's w, gemv_q8_0_r1's w); other shapes
    refused (two rows, Nv = 0, N = 0, K not a multiple of 32 or past the shared row)."""
    d = REGISTRY[PN_Q8V_KERNEL]
    assert d.ptx_file == "gemv_pn_qkv.ptx" and d.source == "src/gemv_pn_qkv.cu"
    assert d.build_command == f"cd backend/kernels && {registry.NVCC} src/gemv_pn_qkv.cu -o gemv_pn_qkv.ptx"
    assert set(re.findall(r"\.visible\s+\.entry\s+(\w+)", d.ptx_text())) == {"gemv_q5_0_pn_q8v_r1c1_f16"}
    assert d.stable == ("w", "wv", "pw", "nw")
    c = _cfg(M=1, N=N_QK, Nv=N_V, K=K, eps=EPS)
    assert c.grid == (N_QK // 8 + N_V // 8, 1, 1) and c.block == (256, 1, 1)
    assert c.label == f"m1_n{N_QK}_nv{N_V}_k{K}_pdl"
    assert {o.buffer: tuple(int(x) for x in o.shape) for o in c.outputs} == {
        "x_out": (1, K), "xn": (1, K), "y": (1, N_QK), "yv": (1, N_V)}
    pn = REGISTRY["gemv_q5_0_pn_r1"].config(M=1, N=N_QK, K=K, eps=EPS)
    q8 = REGISTRY["gemv_q8_0_r1"].config(M=1, N=N_V, K=K)
    assert c.buffer_map["w"].size_bytes == pn.buffer_map["w"].size_bytes
    assert c.buffer_map["wv"].size_bytes == q8.buffer_map["w"].size_bytes
    for b in ("x_in", "o", "pw", "nw", "x_out", "xn", "y"):
        assert c.buffer_map[b].size_bytes == pn.buffer_map[b].size_bytes, b
    assert c.buffer_map["yv"].size_bytes == q8.buffer_map["y"].size_bytes
    # a partial last CTA in either part: ceil per part, not of the sum
    assert _cfg(M=1, N=12, Nv=4, K=64, eps=EPS).grid == (3, 1, 1)
    for bad in ({"M": 2, "N": N_QK, "Nv": N_V, "K": K}, {"M": 1, "N": N_QK, "Nv": 0, "K": K},
                {"M": 1, "N": 0, "Nv": N_V, "K": K}, {"M": 1, "N": N_QK, "Nv": N_V, "K": 48},
                {"M": 1, "N": N_QK, "Nv": N_V, "K": 1056}):
        with pytest.raises(ValueError):
            REGISTRY[PN_Q8V_KERNEL].config(**bad, eps=EPS)


def test_selector(monkeypatch: pytest.MonkeyPatch) -> None:
    """At one row, a layer with a Q8_0 attn_v (q|k Q5_0, pn-fused) gets it; a Q5_0 attn_v (fused into q|k|v)
    does not; nor any other row count, nor with either switch off (GEMMA_PN_Q8V_FUSE, shipped off until the
    device test runs; GEMMA_PN_FUSE)."""
    sel = gemma_pn_q8v_gemv_kernel
    monkeypatch.setattr(registry_gemma, "GEMMA_PN_Q8V_FUSE", True)
    assert sel(PROFILE, "Q5_0", "Q8_0", 1) == PN_Q8V_KERNEL
    assert gemma_postnorm_gemv_kernel(PROFILE, "Q5_0", N_QK, 1) == "gemv_q5_0_pn_r1"
    assert gemma_gemv_kernel("Q8_0", 1) == "gemv_q8_0_r1"  # what it replaces for v
    assert sel(PROFILE, "Q5_0", "Q5_0", 1) is None
    assert all(sel(PROFILE, "Q5_0", "Q8_0", r) is None for r in range(2, 65))
    assert sel(PROFILE, "Q4_K", "Q8_0", 1) is None
    monkeypatch.setattr(registry_gemma, "GEMMA_PN_Q8V_FUSE", False)
    # the switch decides what the step launches, not what is declared (the A/B admits both paths)
    assert sel(PROFILE, "Q5_0", "Q8_0", 1) is None and len(registry_gemma.gemma_pn_q8v_configs()) == 1
    monkeypatch.setattr(registry_gemma, "GEMMA_PN_Q8V_FUSE", True)
    monkeypatch.setattr(registry_gemma, "GEMMA_PN_FUSE", False)
    assert sel(PROFILE, "Q5_0", "Q8_0", 1) is None


def test_declared_and_admitted(tmp_path: Path) -> None:
    """Declared for gemma-3-270m at one row (a programmatic dependent, the step profile's eps) in
    registry.launch_configs, and the real launch gate admits that configuration from the committed artifact
    (proofs/gemv_q5_0_pn_q8v_r1/; the artifact's Z3 re-check is `fltc verify`'s, replaced here by an accepting
    checker as tests/cuda/test_gemma_executor_plan does)."""
    from backend.cuda.gate import LaunchGate
    from fltc.errors import UnprovenLaunchError
    from tests.cuda.fakes import FakeLaunch
    from tests.cuda.test_gemma_executor_plan import GateDriver

    want = _cfg(M=1, N=N_QK, Nv=N_V, K=K, eps=EPS)
    assert [c.key() for c in registry_gemma.gemma_pn_q8v_configs()] == [want.key()]
    assert want.key() in {c.key() for c in registry.launch_configs()}
    assert (REPO / "proofs" / PN_Q8V_KERNEL / f"{want.label}.json").is_file()
    gate = LaunchGate(GateDriver(), REPO / "proofs", root=REPO, checker=lambda p: True,
                      checker_name="test stand-in (accepts)", cache_dir=tmp_path, use_cache=False,
                      launch_fn=FakeLaunch())
    gate.admit(REGISTRY[PN_Q8V_KERNEL], want)
    with pytest.raises(UnprovenLaunchError):  # a shape no artifact proves (v of 128 rows)
        gate.admit(REGISTRY[PN_Q8V_KERNEL], _cfg(M=1, N=N_QK, Nv=128, K=K, eps=EPS))


def emulate_pn_q8v(drv: Any, c: Any, a: Any) -> None:
    """The executor-plan emulation of PN_Q8V_KERNEL (tests/cuda/test_gemma_executor_plan._emulate's device memory
    and weight cache, spec operators in ORDER): postnorm_add_norm_f32's pair from x_in into x_out and xn, then
    y = linear(xn, W) (Q5_0, N rows) and yv = linear(xn, Wv) (Q8_0, Nv rows)."""
    from spec.dequant import dequantize
    from spec.gemm import Weight, linear
    from spec.gemma import residual_add_wide, rmsnorm_wide
    from spec.norm import rmsnorm_f32
    from tests.cuda.test_gemma_executor_plan import ORDER

    sc = c.scalar_map
    N, Nv, Kk, eps = sc["N"], sc["Nv"], sc["K"], sc["eps"]

    def buf(p: str, dtype: Any, shape: tuple[int, ...]) -> np.ndarray:
        n = int(np.prod(shape)) * np.dtype(dtype).itemsize
        return drv.bytes_at(a.pointers[p][0], n).view(dtype).reshape(shape)

    def weight(p: str, q: str, n: int) -> Any:
        key = (a.pointers[p][0], c.buffer_map[p].size_bytes, q)
        if key not in drv.weights:
            drv.weights[key] = Weight.of(dequantize(drv.bytes_at(key[0], key[1]), q, n * Kk).reshape(n, Kk))
        return drv.weights[key]

    x = residual_add_wide(buf("x_in", np.float32, (1, Kk)).copy(),
                          rmsnorm_f32(buf("o", np.float16, (1, Kk)).copy(), buf("pw", np.float32, (Kk,)).copy(), eps,
                                      order=ORDER))
    buf("x_out", np.float32, (1, Kk))[:] = x
    xn = rmsnorm_wide(x.copy(), buf("nw", np.float32, (Kk,)).copy(), eps, order=ORDER)
    buf("xn", np.float16, (1, Kk))[:] = xn
    buf("y", np.float16, (1, N))[:] = linear(xn.copy(), weight("w", "Q5_0", N), order=ORDER)
    buf("yv", np.float16, (1, Nv))[:] = linear(xn.copy(), weight("wv", "Q8_0", Nv), order=ORDER)


def test_emulation_is_the_unfused_pair() -> None:
    """Random x_in / o / norm weights / Q5_0 and Q8_0 blocks (as the device tests draw them): emulate_pn_q8v's
    x_out, xn, y and yv are bit for bit the executor-plan emulation of gemv_q5_0_pn_r1 (x_in -> x_out, xn, y) then
    gemv_q8_0_r1 over xn (-> v), each packed against its own proved configuration; x_in untouched."""
    from backend.cuda.launcher import pack_args
    from tests.cuda.test_gemma_executor_plan import EmuDriver, _emulate
    from tests.gpu.test_gemma_kernels import _weights

    rng = np.random.default_rng(20261208)
    x = (rng.standard_normal((1, K)) * 30.0).astype(np.float32)
    o = (rng.standard_normal((1, K)) * 40.0).astype(np.float16)
    pw = (1.0 + 0.3 * rng.standard_normal(K)).astype(np.float32)
    nw = (1.0 + 0.3 * rng.standard_normal(K)).astype(np.float32)
    raw_qk, _ = _weights("Q5_0", N_QK, K, rng)
    raw_v, _ = _weights("Q8_0", N_V, K, rng)
    drv = EmuDriver()
    bo, bpw, bnw, bw, bwv = (drv.upload(v) for v in (o, pw, nw, raw_qk, raw_v))

    def out(n: int) -> Any:
        b = drv.alloc(n)
        drv.bytes_at(b.ptr, n)[:] = 0xFF  # poisoned: every output byte must be written
        return b

    # the pair the plan launches today
    pn_cfg = REGISTRY["gemv_q5_0_pn_r1"].config(M=1, N=N_QK, K=K, eps=EPS, overlap=True)
    q8_cfg = REGISTRY["gemv_q8_0_r1"].config(M=1, N=N_V, K=K, overlap=True)
    rx_in, rx_out, rxn, ry, rv = drv.upload(x), out(4 * K), out(2 * K), out(2 * N_QK), out(2 * N_V)
    pn_args = {"x_in": rx_in, "o": bo, "pw": bpw, "nw": bnw, "x_out": rx_out, "xn": rxn, "w": bw, "y": ry}
    _emulate(drv, REGISTRY["gemv_q5_0_pn_r1"], pn_cfg, pack_args(REGISTRY["gemv_q5_0_pn_r1"], pn_cfg, pn_args))
    q8_args = {"x": rxn, "w": bwv, "y": rv}
    _emulate(drv, REGISTRY["gemv_q8_0_r1"], q8_cfg, pack_args(REGISTRY["gemv_q8_0_r1"], q8_cfg, q8_args))
    # the fused launch
    cfg = _cfg(M=1, N=N_QK, Nv=N_V, K=K, eps=EPS)
    fx_in, fx_out, fxn, fy, fv = drv.upload(x), out(4 * K), out(2 * K), out(2 * N_QK), out(2 * N_V)
    args = {"x_in": fx_in, "o": bo, "pw": bpw, "nw": bnw, "x_out": fx_out, "xn": fxn, "w": bw, "y": fy, "wv": bwv,
            "yv": fv}
    emulate_pn_q8v(drv, cfg, pack_args(REGISTRY[PN_Q8V_KERNEL], cfg, args))

    def raw(b: Any) -> bytes:
        return drv.bytes_at(b.ptr, b.nbytes).tobytes()

    assert raw(fx_in) == x.tobytes(), "x_in modified"
    for ref, got, what in ((rx_out, fx_out, "x_out"), (rxn, fxn, "xn"), (ry, fy, "y"), (rv, fv, "yv")):
        assert raw(got) == raw(ref), what
        assert got.nbytes and raw(got) != b"\xff" * got.nbytes, what
    assert np.isfinite(drv.bytes_at(fv.ptr, 2 * N_V).view(np.float16)).all()
    assert np.isfinite(drv.bytes_at(fy.ptr, 2 * N_QK).view(np.float16)).all()
