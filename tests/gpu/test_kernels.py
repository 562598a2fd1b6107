"""Device tests of every kernel against spec/ (obligation 8, "tested", never "proved").

Each test: random non-zero inputs (seeded), outputs poisoned (0xFF bytes = f16 NaN) first, a
launch with power = 0 that must leave every output byte untouched (obligation 6 on device),
then the active launch, compared per element with the spec's value and bound
(max |device - spec_exact| / bound reported) or bit-for-bit where the spec claims exactness.

Launches use the registry's test configurations (backend.kernels.registry.test_configs) and
arguments packed by backend.cuda.launcher.pack_args from the descriptor, and go through the
launch gate only: a configuration without a checked artifact fails its test with the gate's
UnprovenLaunchError (prove every registry configuration first: `fltc prove --all`).
Results are written in the TEAM_BRIEF "Device results format" to $FLTC_RESULTS_DIR/kernel_tests.json.
"""

from __future__ import annotations

import functools
import hashlib
import json
import math
import os
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from backend.kernels import registry
from backend.kernels.registry import REGISTRY, TEST_PROFILE
from verifier.config import LaunchConfig

pytestmark = pytest.mark.gpu

RESULTS: list[dict[str, Any]] = []
RNG_SEED = 20240601


# ------------------------------------------------------------------------------ harness
class Harness:
    """Allocates, launches through the gate (nothing else), downloads."""

    def __init__(self, drv: Any, gate: Any) -> None:
        self.drv, self.gate = drv, gate
        self.modules: dict[str, Any] = {}
        self.bufs: list[Any] = []
        self.host_of: dict[int, np.ndarray] = {}  # device address -> the array uploaded there (keeps' checks)


    def free_all(self) -> None:
        """Free every buffer this harness allocated (best effort: teardown after a failed test)."""
        for b in self.bufs:
            try:
                self.drv.free(b)
            except Exception:  # noqa: BLE001 - best-effort cleanup
                pass
        self.bufs.clear()
    def config(self, kernel: str, label: str) -> LaunchConfig:
        for c in registry.test_configs():
            if c.kernel == kernel and c.label == label:
                return c
        raise KeyError(f"{kernel}/{label} not in registry.test_configs()")

    def upload(self, arr: np.ndarray) -> Any:
        b = self.drv.upload(np.ascontiguousarray(arr))
        self.bufs.append(b)
        self.host_of[b.ptr] = np.array(arr, copy=True)
        return b

    def poisoned(self, nbytes: int) -> Any:
        b = self.drv.alloc(nbytes)
        self.drv.memset8(b, 0xFF, nbytes)
        self.bufs.append(b)
        return b

    def download(self, buf: Any, dtype: Any, shape: tuple[int, ...]) -> np.ndarray:
        return self.drv.download(buf, dtype, shape)

    def raw(self, buf: Any) -> bytes:
        return self.drv.download(buf, np.uint8, (buf.nbytes,)).tobytes()

    def launch(self, cfg: LaunchConfig, args: dict[str, Any], power: int) -> str:
        """Gate-only launch: an unproved configuration raises UnprovenLaunchError (the test fails
        with the gate's message naming the kernel, the configuration and the prove command)."""
        from backend.cuda.driver import call
        from backend.cuda.keeps import checked_on_host
        from backend.cuda.launcher import pack_args

        d = REGISTRY[cfg.kernel]
        packed = pack_args(d, cfg, args, power=power)
        # the data assumptions, checked on the arrays this harness uploaded, then named (LaunchGate keeps=)
        host = {k: self.host_of[v.ptr] for k, v in args.items() if getattr(v, "ptr", None) in self.host_of}
        kept = checked_on_host(cfg, host)
        self.gate.admit(d, cfg, keeps=kept)
        self.gate.launch(d, cfg, packed, keeps=kept)
        call("cuCtxSynchronize")
        return "gate"

    def run(self, cfg: LaunchConfig, args: dict[str, Any], outputs: list[Any]) -> str:
        """power=0 launch (outputs must not change), then the active launch."""
        before = [self.raw(b) for b in outputs]
        self.launch(cfg, args, power=0)
        after = [self.raw(b) for b in outputs]
        assert before == after, f"{cfg.kernel}/{cfg.label}: power=0 modified an output"
        return self.launch(cfg, args, power=1)


@pytest.fixture(scope="module")
def h(cuda_driver, launch_gate):
    hz = Harness(cuda_driver, launch_gate)
    yield hz
    hz.free_all()
    write_results(cuda_driver, RESULTS, "kernel_tests.json")


def write_results(drv: Any, results: list[dict[str, Any]], name: str, kind: str = "kernel_tests") -> None:
    """The device results of a test module as $FLTC_RESULTS_DIR/name (with the command that made them);
    nothing when the variable is unset or no result was recorded (every GPU test module's fixture uses this)."""
    out = os.environ.get("FLTC_RESULTS_DIR")
    if not out or not results:
        return
    Path(out).mkdir(parents=True, exist_ok=True)
    doc = {"command": "PYTHONPATH=. " + " ".join([Path(sys.executable).name, "-m", "pytest", *sys.argv[1:]]),
           "device": getattr(drv, "name", "unknown"),
           "created_utc": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
           "kind": kind, "results": results}
    (Path(out) / name).write_text(json.dumps(doc, indent=1, sort_keys=True))


@functools.cache
def ptx_sha256(kernel: str) -> str:
    """sha256 of the PTX file the kernel's launches load: a result counts as "tested" for that build only
    (fltc.evidence)."""
    return hashlib.sha256(Path(registry.REGISTRY[kernel].ptx_path).read_bytes()).hexdigest()


def _record(cfg: LaunchConfig, operator: str, inputs: str, ratio: float, passed: bool, via: str,
            **extra: Any) -> None:
    RESULTS.append({"kernel": cfg.kernel, "label": cfg.label, "operator": operator, "inputs": inputs,
                    "max_err_over_bound": float(ratio), "passed": bool(passed), "launch": via,
                    "ptx_sha256": ptx_sha256(cfg.kernel), **extra})


def _ratio(got: np.ndarray, exact: np.ndarray, bound: np.ndarray) -> float:
    """max |got - exact| / bound over elements (0/0 counts as 0; a NaN in got is infinite)."""
    g = got.astype(np.float64)
    err = np.abs(g - exact)
    err = np.where(np.isnan(g), np.inf, err)
    with np.errstate(divide="ignore", invalid="ignore"):
        r = np.where(err == 0, 0.0, err / bound)
    return float(np.max(r)) if r.size else 0.0


def _check_bound(cfg: LaunchConfig, operator: str, inputs: str, got: np.ndarray, exact: np.ndarray,
                 bound: np.ndarray, via: str) -> None:
    ratio = _ratio(got, exact, bound)
    _record(cfg, operator, inputs, ratio, ratio <= 1.0, via)
    assert ratio <= 1.0, f"{cfg.kernel}/{cfg.label}: max err/bound = {ratio}"


def _check_exact(cfg: LaunchConfig, operator: str, inputs: str, got: np.ndarray, want: np.ndarray,
                 via: str) -> None:
    from spec.scalar import same_f16

    ok = same_f16(got, want) if got.dtype == np.float16 else bool(np.array_equal(got, want))
    _record(cfg, operator, inputs, 0.0 if ok else math.inf, ok, via, claim="bit-exact")
    assert ok, f"{cfg.kernel}/{cfg.label}: not bit-exact"


def _f16(rng: np.random.Generator, shape: tuple[int, ...], scale: float = 1.0) -> np.ndarray:
    """Random non-zero f16 values (zeros replaced) of magnitude ~scale."""
    x = (rng.standard_normal(shape) * scale).astype(np.float16)
    x[x == 0] = np.float16(scale * 0.5)
    return x


# ------------------------------------------------------------------------------ dequant
def _quant_blocks(q: str, n: int, rng: np.random.Generator) -> np.ndarray:
    """Raw GGUF bytes of n elements of format q (random, finite scales)."""
    import gguf
    from gguf.quants import quantize

    qt = getattr(gguf.GGMLQuantizationType, q.upper())
    if q in ("q4_0", "q4_1", "q8_0"):
        w = rng.standard_normal((n // 32, 32)).astype(np.float32)
        return np.asarray(quantize(w, qt), dtype=np.uint8).reshape(-1)
    size = {"q4_k": 144, "q6_k": 210}[q]
    raw = rng.integers(0, 256, size=(n // 256, size), dtype=np.uint8)
    scales = rng.uniform(0.01, 2.0, size=(n // 256, 2)).astype(np.float16)
    if q == "q4_k":
        raw[:, 0:4] = scales.view(np.uint8)
    else:
        raw[:, 208:210] = scales[:, :1].view(np.uint8)
    return raw.reshape(-1)


@pytest.mark.parametrize("q", ["q4_0", "q4_1", "q8_0", "q4_k", "q6_k"])
def test_dequant(h: Harness, q: str) -> None:
    import gguf
    from gguf.quants import dequantize as gg_dequant

    from spec.dequant import dequantize

    cfg = h.config(f"dequant_{q}", "n512")
    n = 512
    raw = _quant_blocks(q, n, np.random.default_rng(RNG_SEED))
    src, dst = h.upload(raw), h.poisoned(2 * n)
    via = h.run(cfg, {"src": src, "dst": dst, "n": n}, [dst])
    got = h.download(dst, np.float16, (n,))
    want = dequantize(raw.tobytes(), q.upper(), n)
    qt = getattr(gguf.GGMLQuantizationType, q.upper())
    oracle = np.asarray(gg_dequant(raw, qt), dtype=np.float32).reshape(-1).astype(np.float16)
    _check_exact(cfg, f"spec.dequant.dequantize({q.upper()})", "gguf blocks, seeded", got, want, via)
    _check_exact(cfg, f"gguf.quants.dequantize({q.upper()})", "gguf blocks, seeded", got, oracle, via)


# ------------------------------------------------------------------------------ GEMV / GEMM
@pytest.mark.parametrize("q", ["q4_1", "q8_0"])
@pytest.mark.parametrize("mnk", [(1, 36, 64), (3, 37, 96), (5, 8, 160), (37, 45, 96)])
def test_gemv(h: Harness, q: str, mnk: tuple[int, int, int]) -> None:
    """The GEMV tile the executor picks for M rows (registry.gemv_kernel) against the spec's bound."""
    from spec.dequant import dequantize
    from spec.gemm import linear, linear_bound

    M, N, K = mnk
    cfg = h.config(registry.gemv_kernel(f"gemv_{q}", M), f"m{M}_n{N}_k{K}")
    rng = np.random.default_rng(RNG_SEED + M)
    x = _f16(rng, (M, K))
    raw = _quant_blocks(q, N * K, rng)
    w16 = dequantize(raw.tobytes(), q.upper(), N * K).reshape(N, K)
    bx, bw, by = h.upload(x), h.upload(raw), h.poisoned(2 * M * N)
    via = h.run(cfg, {"x": bx, "w": bw, "y": by, "M": M, "N": N, "K": K}, [by])
    got = h.download(by, np.float16, (M, N))
    exact = x.astype(np.float64) @ w16.astype(np.float64).T
    _check_bound(cfg, f"spec.gemm.linear(x, dequantize({q.upper()}))", "x~N(0,1) f16, W quantised N(0,1)",
                 got, exact, linear_bound(x, w16), via)
    assert linear(x, w16).shape == got.shape


@pytest.mark.parametrize("mnk", [(1, 36, 64), (3, 37, 96), (5, 8, 160)])
def test_gemv_epilogues(h: Harness, mnk: tuple[int, int, int]) -> None:
    """The fused epilogues against the plain GEMV on the same inputs (same body, same summation):
    gemv_q4_1_acc: y = residual_add(y0, gemv_q4_1(x, W)) bit-exactly (spec.residual on the device's
    f16 linear output); gemv_q8_0_f32: y = f32(gemv_q8_0(x, W)) bit-exactly. The linear part itself is
    held to spec.gemm.linear_bound by test_gemv."""
    from spec.residual import residual_add

    M, N, K = mnk
    label = f"m{M}_n{N}_k{K}"
    rng = np.random.default_rng(RNG_SEED + 11 + M)
    x = _f16(rng, (M, K))
    # q4_1: y += W x
    raw = _quant_blocks("q4_1", N * K, rng)
    y0 = _f16(rng, (M, N), 4.0)
    bx, bw = h.upload(x), h.upload(raw)
    plain = h.poisoned(2 * M * N)
    h.run(h.config("gemv_q4_1", label), {"x": bx, "w": bw, "y": plain}, [plain])
    lin = h.download(plain, np.float16, (M, N))
    by = h.upload(y0)
    cfg = h.config("gemv_q4_1_acc", label)
    via = h.run(cfg, {"x": bx, "w": bw, "y": by}, [by])
    _check_exact(cfg, "spec.residual.residual_add(y, linear(x, dequantize(Q4_1))) (fused epilogue)",
                 "x~N(0,1), y~N(0,16) f16; linear = the device's gemv_q4_1 on the same inputs",
                 h.download(by, np.float16, (M, N)), residual_add(y0, lin), via)
    # q8_0: f32 output = the f16 result widened
    raw8 = _quant_blocks("q8_0", N * K, rng)
    bw8 = h.upload(raw8)
    p16 = h.poisoned(2 * M * N)
    h.run(h.config("gemv_q8_0", label), {"x": bx, "w": bw8, "y": p16}, [p16])
    cfg = h.config("gemv_q8_0_f32", label)
    p32 = h.poisoned(4 * M * N)
    via = h.run(cfg, {"x": bx, "w": bw8, "y": p32}, [p32])
    _check_exact(cfg, "f32(linear(x, dequantize(Q8_0))) (exact widening of the f16 output)",
                 "x~N(0,1) f16; the device's gemv_q8_0 on the same inputs", h.download(p32, np.float32, (M, N)),
                 h.download(p16, np.float16, (M, N)).astype(np.float32), via)


# every (plain GEMV, test shape) where the executor's tile is not the 4x1 one (fusions: test_gemv_decode_fusions)
_TILE_CASES = [(b, mnk) for b in ("gemv_q4_1", "gemv_q4_1_acc", "gemv_q8_0_f32", "gemv_q8_0")
               for mnk in ((1, 36, 64), (37, 45, 96)) if registry.gemv_kernel(b, mnk[0]) != b]


@pytest.mark.parametrize(("base", "mnk"), _TILE_CASES)
def test_gemv_tiles_bit_identical(h: Harness, base: str, mnk: tuple[int, int, int]) -> None:
    """Every GEMV tile computes each output with the same f32 operations in the same order, so the
    tile the executor picks for M rows must equal the 4x1 tile bit for bit on the same inputs."""
    M, N, K = mnk
    label = f"m{M}_n{N}_k{K}"
    variant = registry.gemv_kernel(base, M)
    q = "q8_0" if "q8_0" in base else "q4_1"
    out_bytes, dt = (4, np.float32) if base.endswith("_f32") else (2, np.float16)
    rng = np.random.default_rng(RNG_SEED + 23 + M)
    x, raw = _f16(rng, (M, K)), _quant_blocks(q, N * K, rng)
    y0 = _f16(rng, (M, N), 4.0)
    bx, bw = h.upload(x), h.upload(raw)
    outs = []
    for name in (base, variant):
        by = h.upload(y0) if base.endswith("_acc") else h.poisoned(out_bytes * M * N)
        via = h.run(h.config(name, label), {"x": bx, "w": bw, "y": by}, [by])
        outs.append(h.download(by, dt, (M, N)))
    _check_exact(h.config(variant, label), f"{base} (4x1 tile) on the same inputs",
                 f"x~N(0,1) f16, W quantised {q.upper()}" + (", y~N(0,16)" if base.endswith("_acc") else ""),
                 outs[1], outs[0], via)


@pytest.mark.parametrize("mnk", [(1, 36, 64), (3, 38, 96), (37, 46, 96)])
def test_gemv_decode_fusions(h: Harness, mnk: tuple[int, int, int]) -> None:
    """The batch-1 decode fusions equal their unfused composition bit for bit (same f32 operations, same
    order, the intermediate f16 roundings kept): gemv_q4_1_norm_r1 = gemv_q4_1(rmsnorm_f16(x)),
    gemv_q4_1_norm_glu_r1 = swiglu_rows_f16(gemv_q4_1(rmsnorm_f16(x))); M > 1 exercises the row tails.
    Each unfused kernel is held to its spec bound by its own test."""
    M, N, K = mnk
    F = N // 2
    label = f"m{M}_n{N}_k{K}"
    rng = np.random.default_rng(RNG_SEED + 31 + M)
    x = _f16(rng, (M, K), 2.0)
    nw = (1.0 + 0.5 * rng.standard_normal(K)).astype(np.float32)
    raw = _quant_blocks("q4_1", N * K, rng)
    bx, bnw, bw = h.upload(x), h.upload(nw), h.upload(raw)
    xn, lin, act = h.poisoned(2 * M * K), h.poisoned(2 * M * N), h.poisoned(2 * M * F)
    h.run(h.config("rmsnorm_f16", f"m{M}_d{K}"), {"x": bx, "w": bnw, "y": xn}, [xn])
    h.run(h.config("gemv_q4_1", label), {"x": xn, "w": bw, "y": lin}, [lin])
    h.run(h.config("swiglu_rows_f16", f"m{M}_f{F}"), {"gu": lin, "out": act}, [act])
    inputs = "x~N(0,4) f16, norm weight 1+N(0,1/4) f32, W quantised Q4_1; unfused kernels on the same inputs"
    cases = [("gemv_q4_1_norm_r1", {"x": bx, "nw": bnw}, N, lin, "gemv_q4_1(rmsnorm_f16(x))"),
             ("gemv_q4_1_norm_glu_r1", {"x": bx, "nw": bnw}, F, act, "swiglu_rows_f16(gemv_q4_1(rmsnorm_f16(x)))")]
    for name, xin, n_out, want, what in cases:
        y = h.poisoned(2 * M * n_out)
        cfg = h.config(name, label)
        via = h.run(cfg, {**xin, "w": bw, "y": y}, [y])
        _check_exact(cfg, what + " (unfused, on the device)", inputs, h.download(y, np.float16, (M, n_out)),
                     h.download(want, np.float16, (M, n_out)), via)


@pytest.mark.parametrize("mnk", registry.GEMM_TEST_SHAPES)
def test_gemm(h: Harness, mnk: tuple[int, int, int]) -> None:
    from spec.gemm import linear_bound
    from spec.scalar import U32

    M, N, K = mnk
    cfg = h.config("gemm_f16", f"m{M}_n{N}_k{K}")
    rng = np.random.default_rng(RNG_SEED + M + N)
    a, b = _f16(rng, (M, K)), _f16(rng, (N, K))
    ba, bb, bc = h.upload(a), h.upload(b), h.poisoned(2 * M * N)
    via = h.run(cfg, {"A": ba, "B": bb, "C": bc, "M": M, "N": N, "K": K}, [bc])
    got = h.download(bc, np.float16, (M, N))
    exact = a.astype(np.float64) @ b.astype(np.float64).T
    # tensor-core adders may truncate: the spec says pass u_acc = 2*u32
    _check_bound(cfg, "spec.gemm.linear (u_acc=2*u32)", "N(0,1) f16", got, exact,
                 linear_bound(a, b, u_acc=2 * U32), via)


# ------------------------------------------------------------------------------ element-wise
def test_rmsnorm(h: Harness) -> None:
    from spec.norm import rmsnorm_bound

    M, D = 3, 300
    cfg = h.config("rmsnorm_f16", f"m{M}_d{D}")
    rng = np.random.default_rng(RNG_SEED + 1)
    x = _f16(rng, (M, D), 2.0)
    w = rng.uniform(0.5, 1.5, D).astype(np.float32)
    eps = cfg.scalar_map["eps"]
    bx, bw, by = h.upload(x), h.upload(w), h.poisoned(2 * M * D)
    via = h.run(cfg, {"x": bx, "w": bw, "y": by, "D": D, "eps": eps}, [by])
    got = h.download(by, np.float16, (M, D))
    x64 = x.astype(np.float64)
    exact = x64 / np.sqrt(np.mean(x64 * x64, axis=1, keepdims=True) + eps) * w.astype(np.float64)
    _check_bound(cfg, "spec.norm.rmsnorm", "x~N(0,4) f16, w~U(0.5,1.5) f32", got, exact,
                 rmsnorm_bound(x, w, eps), via)


def test_swiglu(h: Harness) -> None:
    from spec.activation import swiglu_bound

    n = 1000
    cfg = h.config("swiglu_f16", f"n{n}")
    rng = np.random.default_rng(RNG_SEED + 2)
    g, u = _f16(rng, (n,), 3.0), _f16(rng, (n,), 2.0)
    bg, bu, bo = h.upload(g), h.upload(u), h.poisoned(2 * n)
    via = h.run(cfg, {"gate": bg, "up": bu, "out": bo, "n": n}, [bo])
    got = h.download(bo, np.float16, (n,))
    g64 = g.astype(np.float64)
    exact = g64 / (1.0 + np.exp(-g64)) * u.astype(np.float64)
    _check_bound(cfg, "spec.activation.swiglu", "gate~N(0,9), up~N(0,4) f16", got, exact,
                 swiglu_bound(g, u), via)


@pytest.mark.parametrize("inplace", [False, True])
def test_residual(h: Harness, inplace: bool) -> None:
    from spec.residual import residual_add

    n = 1000
    name = "residual_add_inplace_f16" if inplace else "residual_add_f16"
    cfg = h.config(name, f"n{n}")
    rng = np.random.default_rng(RNG_SEED + 3)
    a, b = _f16(rng, (n,), 10.0), _f16(rng, (n,), 0.1)
    want = residual_add(a, b)
    if inplace:
        bx, by = h.upload(a), h.upload(b)
        via = h.run(cfg, {"x": bx, "y": by, "n": n}, [bx])
        got = h.download(bx, np.float16, (n,))
    else:
        ba, bb, bo = h.upload(a), h.upload(b), h.poisoned(2 * n)
        via = h.run(cfg, {"a": ba, "b": bb, "out": bo, "n": n}, [bo])
        got = h.download(bo, np.float16, (n,))
    _check_exact(cfg, "spec.residual.residual_add", "N(0,100) + N(0,0.01) f16", got, want, via)


def test_swiglu_rows(h: Harness) -> None:
    from spec.activation import swiglu_bound

    M, F = 3, 160
    cfg = h.config("swiglu_rows_f16", f"m{M}_f{F}")
    rng = np.random.default_rng(RNG_SEED + 12)
    g, u = _f16(rng, (M, F), 3.0), _f16(rng, (M, F), 2.0)
    gu = np.concatenate([g, u], axis=1)  # the fused gate|up projection's row layout
    bg, bo = h.upload(gu), h.poisoned(2 * M * F)
    via = h.run(cfg, {"gu": bg, "out": bo, "F": F}, [bo])
    got = h.download(bo, np.float16, (M, F))
    g64 = g.astype(np.float64)
    _check_bound(cfg, "spec.activation.swiglu (gate|up rows)", "gate~N(0,9), up~N(0,4) f16", got,
                 g64 / (1.0 + np.exp(-g64)) * u.astype(np.float64), swiglu_bound(g, u), via)


def test_rmsnorm_rows(h: Harness) -> None:
    """Gathered rows: within spec.norm's bound, and bit-identical to rmsnorm_f16 on the gathered rows."""
    from spec.norm import rmsnorm_bound

    n_out, rows, D = 3, 7, 300
    cfg = h.config("rmsnorm_rows_f16", f"n{n_out}_rows{rows}_d{D}")
    rng = np.random.default_rng(RNG_SEED + 13)
    x = _f16(rng, (rows, D), 2.0)
    w = rng.uniform(0.5, 1.5, D).astype(np.float32)
    idx = np.array([6, 0, 3], dtype=np.uint32)
    eps = cfg.scalar_map["eps"]
    bx, bw, bi, by = h.upload(x), h.upload(w), h.upload(idx), h.poisoned(2 * n_out * D)
    via = h.run(cfg, {"x": bx, "idx": bi, "w": bw, "y": by}, [by])
    got = h.download(by, np.float16, (n_out, D))
    xs = x[idx]
    x64 = xs.astype(np.float64)
    exact = x64 / np.sqrt(np.mean(x64 * x64, axis=1, keepdims=True) + eps) * w.astype(np.float64)
    _check_bound(cfg, "spec.norm.rmsnorm (gathered rows)", "x~N(0,4) f16, w~U(0.5,1.5) f32, idx [6,0,3]", got,
                 exact, rmsnorm_bound(xs, w, eps), via)
    ref = h.poisoned(2 * n_out * D)
    h.run(h.config("rmsnorm_f16", f"m{n_out}_d{D}"), {"x": h.upload(xs), "w": bw, "y": ref}, [ref])
    _check_exact(cfg, "rmsnorm_f16 on the gathered rows (same arithmetic)", "as above", got,
                 h.download(ref, np.float16, (n_out, D)), via)


def test_embedding(h: Harness) -> None:
    from spec.dequant import dequantize
    from spec.embedding import embedding

    m = TEST_PROFILE.model
    T, D, V = 5, m.hidden, m.vocab
    cfg = h.config("embedding_q8_0", f"t{T}_d{D}_v{V}")
    rng = np.random.default_rng(RNG_SEED + 4)
    raw = _quant_blocks("q8_0", V * D, rng)
    ids = rng.integers(0, V, T).astype(np.uint32)
    ids[0] = V - 1
    ids[2], ids[4] = V, 0xFFFFFFFF  # outside the vocabulary (the lookahead feeds the device's token back)
    bt, bi, bo = h.upload(raw), h.upload(ids), h.poisoned(2 * T * D)
    via = h.run(cfg, {"table": bt, "ids": bi, "out": bo, "D": D, "V": V}, [bo])
    got = h.download(bo, np.float16, (T, D))
    ok = ids < V
    want = np.zeros((T, D), np.float16)
    want[ok] = embedding(dequantize(raw.tobytes(), "Q8_0", V * D).reshape(V, D), ids[ok].astype(np.int64))
    _check_exact(cfg, "spec.embedding(dequantize(Q8_0)); zero rows for ids >= V", "random ids incl. V-1, V, 2^32-1",
                 got, want, via)


def test_gather_rows(h: Harness) -> None:
    n_out, rows, D = 3, 7, 300
    cfg = h.config("gather_rows_f16", f"n{n_out}_rows{rows}_d{D}")
    rng = np.random.default_rng(RNG_SEED + 5)
    x = _f16(rng, (rows, D))
    idx = np.array([6, 0, 3], dtype=np.uint32)
    bx, bi, bo = h.upload(x), h.upload(idx), h.poisoned(2 * n_out * D)
    via = h.run(cfg, {"x": bx, "idx": bi, "out": bo, "D": D}, [bo])
    _check_exact(cfg, "row gather (copy)", "N(0,1) f16", h.download(bo, np.float16, (n_out, D)), x[idx], via)


def test_rope(h: Harness) -> None:
    from spec.rope import rope, rope_bound, rope_cos_sin, rope_reference_f64

    T, H, Dh, rd, P = 5, 3, 64, 48, TEST_PROFILE.max_context
    cfg = h.config("rope_f16", f"t{T}_h{H}_d{Dh}_r{rd}_p{P}")
    rng = np.random.default_rng(RNG_SEED + 6)
    x = _f16(rng, (T, H, Dh))
    pos = np.array([0, 1, 17, 200, P - 1], dtype=np.uint32)
    base = 10000.0
    c, s = rope_cos_sin(np.arange(P), base, rd)
    bx, bp = h.upload(x), h.upload(pos)
    bc, bs = h.upload(np.ascontiguousarray(c, np.float32)), h.upload(np.ascontiguousarray(s, np.float32))
    via = h.run(cfg, {"x": bx, "positions": bp, "cos_tab": bc, "sin_tab": bs, "heads": H, "head_dim": Dh,
                      "half_rope": rd // 2}, [bx])
    got = h.download(bx, np.float16, (T, H, Dh))
    want = rope(x, pos.astype(np.int64), base, rd)
    _check_exact(cfg, "spec.rope.rope (table path, same f32 steps)", "N(0,1) f16, base 1e4, rope_dim 48",
                 got, want, via)
    _check_bound(cfg, "spec.rope.rope", "N(0,1) f16, base 1e4, rope_dim 48", got,
                 rope_reference_f64(x, pos.astype(np.int64), base, rd), rope_bound(x, pos.astype(np.int64), base, rd),
                 via)


# ------------------------------------------------------------------------------ KV / attention
def _layout():
    from spec.kv_layout import KVLayout

    m = TEST_PROFILE.model
    return KVLayout(m.layers, TEST_PROFILE.physical_blocks, kv_heads=m.kv_heads, head_dim=m.head_dim)


def test_rope_qkv_kv(h: Harness) -> None:
    """Fused rope + K/V write from the QKV rows: q_out = spec.rope(q); the cache = spec.attention.kv_write
    of (spec.rope(k), v) for the real rows, bit-exact over the whole allocation; a padding row (slot
    n_slots) writes nothing to the cache."""
    from spec.attention import kv_write
    from spec.rope import rope, rope_cos_sin

    lay = _layout()
    m, tp = TEST_PROFILE.model, TEST_PROFILE
    T, layer, rd, P = 5, 1, 48, tp.max_context
    Hq, Hkv, Dh = m.q_heads, m.kv_heads, m.head_dim
    cfg = h.config("rope_qkv_kv_f16", f"t{T}_hq{Hq}_hkv{Hkv}_d{Dh}_r{rd}_p{P}_l{m.layers}_b{tp.physical_blocks}")
    n_slots = cfg.scalar_map["n_slots"]
    rng = np.random.default_rng(RNG_SEED + 14)
    qkv = _f16(rng, (T, Hq + 2 * Hkv, Dh))
    kv0 = rng.integers(0, 256, lay.total_bytes, dtype=np.uint8)
    table = rng.permutation(lay.physical_blocks)[:4]
    start, real = 13, 4  # rows 0..3: positions 13..16 (across a block boundary); row 4: padding
    pos = np.array([start + t for t in range(real)] + [0], dtype=np.uint32)
    slots = np.array([table[(start + t) // 16] * 16 + (start + t) % 16 for t in range(real)] + [n_slots],
                     dtype=np.uint32)
    base = 10000.0
    c, s_ = rope_cos_sin(np.arange(P), base, rd)
    bkv = h.upload(kv0)
    view = bkv.view(layer * lay.layer_stride, cfg.buffer_map["kv"].size_bytes)
    bq = h.poisoned(2 * T * Hq * Dh)
    args = {"qkv": h.upload(qkv), "positions": h.upload(pos), "cos_tab": h.upload(np.ascontiguousarray(c, np.float32)),
            "sin_tab": h.upload(np.ascontiguousarray(s_, np.float32)), "slots": h.upload(slots), "q_out": bq,
            "kv": view, "token_stride": lay.token_stride, "page_stride": lay.page_stride,
            "plane_stride": lay.plane_stride}
    via = h.run(cfg, args, [bq, bkv])
    p64 = pos.astype(np.int64)
    _check_exact(cfg, "spec.rope.rope (q heads of the QKV rows)", "N(0,1) f16, base 1e4, rope_dim 48",
                 h.download(bq, np.float16, (T, Hq, Dh)), rope(qkv[:, :Hq], p64, base, rd), via)
    k = rope(qkv[:real, Hq:Hq + Hkv], p64[:real], base, rd)
    want = kv_write(kv0, lay, layer, table, start, k, qkv[:real, Hq + Hkv:])
    _check_exact(cfg, "spec.attention.kv_write(rope(k), v); padding row writes nothing",
                 "random KV bytes, 4 rows across a block boundary + 1 padding row (slot n_slots)",
                 h.download(bkv, np.uint8, (lay.total_bytes,)), want, via)


def test_copy_u32(h: Harness) -> None:
    """copy_u32 (the batch-1 step's staging copy) reproduces its source words exactly, here from mapped
    pinned host memory as the executor uses it."""
    rng = np.random.default_rng(RNG_SEED + 43)
    words = rng.integers(0, 2**32, 1000, dtype=np.uint32)
    host, mapped = h.drv.alloc_host_mapped(4000)
    host.view(np.uint32)[:] = words
    dst = h.poisoned(4000)
    cfg = h.config("copy_u32", "n1000")
    via = h.run(cfg, {"src": mapped, "dst": dst}, [dst])
    _check_exact(cfg, "identity (src words)", "1000 random u32 in device-mapped pinned host memory",
                 h.download(dst, np.uint32, (1000,)), words, via)


def test_gemv_norm_rope_fusion(h: Harness) -> None:
    """gemv_q4_1_norm_rope_r1 (the batch-1 QKV launch) equals rope_qkv_kv_f16(gemv_q4_1(rmsnorm_f16(x))) bit
    for bit: q_out and the whole KV allocation (random bytes before), two real rows across a block
    boundary and one padding row (slot n_slots: writes nothing to the cache)."""
    lay = _layout()
    m, tp = TEST_PROFILE.model, TEST_PROFILE
    M, K, layer, rd, P = 3, m.hidden, 1, 48, tp.max_context
    Hq, Hkv, Dh = m.q_heads, m.kv_heads, m.head_dim
    N = (Hq + 2 * Hkv) * Dh
    tail = f"hq{Hq}_hkv{Hkv}_d{Dh}_r{rd}_p{P}_l{m.layers}_b{tp.physical_blocks}"
    fused = h.config(registry.QKV_ROPE_KERNEL, f"m{M}_k{K}_{tail}")
    rope_cfg = h.config("rope_qkv_kv_f16", f"t{M}_{tail}")
    n_slots = fused.scalar_map["n_slots"]
    rng = np.random.default_rng(RNG_SEED + 41)
    x = _f16(rng, (M, K), 2.0)
    nw = (1.0 + 0.5 * rng.standard_normal(K)).astype(np.float32)
    raw = _quant_blocks("q4_1", N * K, rng)
    kv0 = rng.integers(0, 256, lay.total_bytes, dtype=np.uint8)
    table = rng.permutation(lay.physical_blocks)[:2]
    pos = np.array([15, 16, 0], dtype=np.uint32)
    slots = np.array([table[0] * 16 + 15, table[1] * 16, n_slots], dtype=np.uint32)
    from spec.rope import rope_cos_sin

    c, s_ = rope_cos_sin(np.arange(P), 10000.0, rd)
    common = {"positions": h.upload(pos), "cos_tab": h.upload(np.ascontiguousarray(c, np.float32)),
              "sin_tab": h.upload(np.ascontiguousarray(s_, np.float32)), "slots": h.upload(slots),
              "token_stride": lay.token_stride, "page_stride": lay.page_stride, "plane_stride": lay.plane_stride}
    bx, bnw, bw = h.upload(x), h.upload(nw), h.upload(raw)
    # unfused: rmsnorm_f16 -> gemv_q4_1 -> rope_qkv_kv_f16
    xn, qkv, q_ref, kv_ref = h.poisoned(2 * M * K), h.poisoned(2 * M * N), h.poisoned(2 * M * Hq * Dh), h.upload(kv0)
    h.run(h.config("rmsnorm_f16", f"m{M}_d{K}"), {"x": bx, "w": bnw, "y": xn}, [xn])
    h.run(h.config("gemv_q4_1", f"m{M}_n{N}_k{K}"), {"x": xn, "w": bw, "y": qkv}, [qkv])
    h.run(rope_cfg, {"qkv": qkv, "q_out": q_ref, **common,
                     "kv": kv_ref.view(layer * lay.layer_stride, rope_cfg.buffer_map["kv"].size_bytes)}, [q_ref, kv_ref])
    q_out, kv = h.poisoned(2 * M * Hq * Dh), h.upload(kv0)
    via = h.run(fused, {"x": bx, "nw": bnw, "w": bw, "q_out": q_out, **common,
                        "kv": kv.view(layer * lay.layer_stride, fused.buffer_map["kv"].size_bytes)}, [q_out, kv])
    inputs = ("x~N(0,4) f16, norm weight 1+N(0,1/4), W Q4_1, rope_dim 48 base 1e4, random KV bytes; "
              "2 rows across a block boundary + 1 padding row (slot n_slots)")
    _check_exact(fused, "rope_qkv_kv_f16(gemv_q4_1(rmsnorm_f16(x))): q_out (unfused, on the device)", inputs,
                 h.download(q_out, np.float16, (M, Hq, Dh)), h.download(q_ref, np.float16, (M, Hq, Dh)), via)
    _check_exact(fused, "rope_qkv_kv_f16(gemv_q4_1(rmsnorm_f16(x))): the KV allocation", inputs,
                 h.download(kv, np.uint8, (lay.total_bytes,)), h.download(kv_ref, np.uint8, (lay.total_bytes,)), via)


@pytest.mark.parametrize("rows", [3, 70])
def test_paged_attention(h: Harness, rows: int) -> None:
    from spec.attention import attention_bound, attention_reference_f64, kv_write

    lay = _layout()
    m, tp = TEST_PROFILE.model, TEST_PROFILE
    layer = 1
    mc = tp.max_context
    mb = mc // 16
    cfg = h.config("paged_attention_f16",
                   f"r{rows}_hq{m.q_heads}_hkv{m.kv_heads}_ctx{mc}_l{m.layers}_b{tp.physical_blocks}")
    rng = np.random.default_rng(RNG_SEED + 8 + rows)
    nseq = 3
    perm = rng.permutation(lay.physical_blocks)
    tables = [perm[i * mb:(i + 1) * mb] for i in range(nseq)]
    lens = [1, 37, mc] if rows == 3 else [70, 150, 5]
    kv = rng.integers(0, 256, lay.total_bytes, dtype=np.uint8)  # junk outside the written rows
    for s in range(nseq):
        kk, vv = _f16(rng, (lens[s], m.kv_heads, m.head_dim)), _f16(rng, (lens[s], m.kv_heads, m.head_dim))
        kv = kv_write(kv, lay, layer, tables[s], 0, kk, vv)
    # rows: decode (3 sequences, last position) or prefill-like (70 query rows of sequence 0)
    if rows == 3:
        row_seq, row_pos = [0, 1, 2], [lens[0] - 1, lens[1] - 1, lens[2] - 1]
    else:
        row_seq, row_pos = [0] * 70, list(range(70))
    q = _f16(rng, (rows, m.q_heads, m.head_dim))
    bt = np.stack([tables[s] for s in row_seq]).astype(np.uint32)
    sl = np.array([p + 1 for p in row_pos], dtype=np.uint32)
    scale = cfg.scalar_map["scale"]
    bq, bkv, bbt, bsl, bo = h.upload(q), h.upload(kv), h.upload(bt), h.upload(sl), h.poisoned(q.nbytes)
    view = bkv.view(layer * lay.layer_stride, cfg.buffer_map["kv"].size_bytes)
    via = h.run(cfg, {"q": bq, "kv": view, "block_tables": bbt, "seq_lens": bsl, "out": bo,
                      "q_heads": m.q_heads, "group": m.q_heads // m.kv_heads, "max_blocks": mb,
                      "token_stride": lay.token_stride, "page_stride": lay.page_stride,
                      "plane_stride": lay.plane_stride, "scale": scale}, [bo])
    got = h.download(bo, np.float16, q.shape)
    worst = 0.0
    for r in range(rows):
        s, p = row_seq[r], row_pos[r]
        qr, pr = q[r:r + 1], np.array([p])
        exact = attention_reference_f64(qr, kv, lay, layer, tables[s], pr, scale)
        bound = attention_bound(qr, kv, lay, layer, tables[s], pr, scale)
        worst = max(worst, _ratio(got[r:r + 1], exact, bound))
    _record(cfg, "spec.attention.paged_attention", f"N(0,1) f16 q/k/v, seq lens {lens}, GQA {m.q_heads}/{m.kv_heads}",
            worst, worst <= 1.0, via)
    assert worst <= 1.0, f"paged_attention r{rows}: max err/bound = {worst}"


# ------------------------------------------------------------------------------ sampling
SAMPLE_PARAMS = [(0.0, 0, 1.0), (0.8, 0, 1.0), (1.0, 50, 1.0), (0.7, 0, 0.9), (1.3, 20, 0.5)]


@pytest.mark.parametrize("dt", ["f32", "f16"])
def test_sampling(h: Harness, dt: str) -> None:
    from spec.sampling import sample_trace_f16, sample_trace_f32

    B, V = 3, 1000
    cfg = h.config(f"sample_{dt}", f"b{B}_v{V}")
    gcfg = h.config(f"greedy_{dt}", f"b{B}_v{V}")
    np_dt = np.float32 if dt == "f32" else np.float16
    trace = sample_trace_f32 if dt == "f32" else sample_trace_f16
    rng = np.random.default_rng(RNG_SEED + 9)
    total = mismatches = near = 0
    margin_eps = 2.0**-18  # a draw this close to a C_r boundary may flip (sum-order differences)
    for trial in range(8):
        logits = (rng.standard_normal((B, V)) * 3).astype(np_dt)
        logits[0, 5] = logits[0, 7] = logits[0].max() + 1  # a tie at the top: lowest index wins
        params = [SAMPLE_PARAMS[(trial + r) % len(SAMPLE_PARAMS)] for r in range(B)]
        seeds = rng.integers(0, 2**63, B, dtype=np.uint64)
        ctrs = rng.integers(0, 2**40, B, dtype=np.uint64)
        temps = np.array([p[0] for p in params], np.float32)
        ks = np.array([p[1] for p in params], np.uint32)
        tps = np.array([p[2] for p in params], np.float32)
        bl, btk = h.upload(logits), h.poisoned(4 * B)
        args = {"logits": bl, "temps": h.upload(temps), "top_ks": h.upload(ks), "top_ps": h.upload(tps),
                "seeds": h.upload(seeds), "counters": h.upload(ctrs), "ws": h.poisoned(8 * B * V),
                "tokens": btk, "V": V}
        via = h.run(cfg, args, [btk])
        got = h.download(btk, np.uint32, (B,))
        for r in range(B):
            t = trace(logits[r], float(temps[r]), int(ks[r]), float(tps[r]), int(seeds[r]), int(ctrs[r]))
            total += 1
            if int(got[r]) != t.token:
                if min(t.u_margin, t.top_p_margin) <= margin_eps:
                    near += 1
                else:
                    mismatches += 1
        bg = h.poisoned(4 * B)
        h.run(gcfg, {"logits": bl, "tokens": bg, "V": V}, [bg])
        greedy = h.download(bg, np.uint32, (B,))
        want = np.argmax(logits.astype(np.float32), axis=1)
        assert np.array_equal(greedy, want)
        assert greedy[0] == 5
    _record(cfg, f"spec.sampling.sample_{dt}", f"{total} draws, N(0,9) logits, params {SAMPLE_PARAMS}",
            0.0 if mismatches == 0 else math.inf, mismatches == 0, via, claim="token equality",
            near_boundary_flips=near, margin=margin_eps, draws=total)
    assert mismatches == 0, f"{mismatches} of {total} draws differ from the spec away from a boundary"


@pytest.mark.parametrize("dt", ["f32", "f16"])
def test_sampling_rejects_nan(h: Harness, dt: str) -> None:
    B, V = 3, 1000
    cfg = h.config(f"greedy_{dt}", f"b{B}_v{V}")
    np_dt = np.float32 if dt == "f32" else np.float16
    logits = np.random.default_rng(RNG_SEED).standard_normal((B, V)).astype(np_dt)
    logits[1, 3] = np.nan
    logits[2, :] = -np.inf
    bt = h.poisoned(4 * B)
    h.run(cfg, {"logits": h.upload(logits), "tokens": bt, "V": V}, [bt])
    got = h.download(bt, np.uint32, (B,))
    assert got[1] == 0xFFFFFFFF and got[2] == 0xFFFFFFFF and got[0] == int(np.argmax(logits[0]))




@pytest.mark.parametrize("dt", ["f32", "f16"])
def test_greedy_ties_and_signed_zero(h: Harness, dt: str) -> None:
    """greedy keeps each thread's first maximum with a float compare: ties inside one 4-element load and
    across threads go to the lowest index, -0 == +0, a lone finite value among -Inf wins, +Inf is bad."""
    B, V = 3, 1000
    cfg = h.config(f"greedy_{dt}", f"b{B}_v{V}")
    np_dt = np.float32 if dt == "f32" else np.float16
    cases = []
    x = np.full((B, V), -1.0, np_dt)
    x[0, 10], x[0, 3] = 0.0, -0.0  # max 0: -0 at 3 comes first
    x[1, 997] = x[1, 2] = x[1, 1] = 7.0  # same load (1, 2), another thread (997)
    x[2, :] = -np.inf
    x[2, 500] = -60000.0
    cases.append((x, [3, 1, 500]))
    y = (np.random.default_rng(RNG_SEED + 21).standard_normal((B, V)) * 3).astype(np_dt)
    y[0, 999] = np.inf
    y[1, 640] = y[1, 4 * 1024 % V] = y[1].max() + 1  # 96 and 640
    y[2, 0] = y[2].max() + 1
    cases.append((y, [0xFFFFFFFF, 96, 0]))
    for logits, want in cases:
        bt = h.poisoned(4 * B)
        h.run(cfg, {"logits": h.upload(logits), "tokens": bt, "V": V}, [bt])
        assert h.download(bt, np.uint32, (B,)).tolist() == want
