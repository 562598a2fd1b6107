"""Device tests of the Gemma 3 kernels (gemv_k.cu) and of the existing kernels at Gemma's dimensions, against
spec/ (obligation 8, "tested", never "proved"), in tests/gpu/test_kernels.py's style: outputs poisoned first,
a power = 0 launch that must leave every output byte untouched, then the active launch through the gate only.

The shapes are members of the Gemma profile's families (backend.kernels.registry_gemma.gemma_families), so
the gate admits them with the profile's artifacts (no test-only configurations to prove). Weights are random
GGUF blocks built byte by byte (every nibble / 6-bit scale / high bit drawn), with per-block scales mixed from
typical, zero, subnormal-f16 and large values (all finite, outputs within the f16 range); the reference is
spec.dequant.dequantize (byte-exact against gguf.quants, tests/spec/test_dequant_gemma.py) and a float64
matmul, held to spec.gemm.linear_bound. Results go to $FLTC_RESULTS_DIR/gemma_kernel_tests.json.
"""

from __future__ import annotations

import numpy as np
import pytest

from backend.kernels.registry import REGISTRY
from backend.kernels.registry_gemma import GEMMA_PROFILES, gemma_dependent_launch, gemma_gemv_kernel
from tests.gpu.test_kernels import RESULTS, Harness, _check_bound, _check_exact, _f16, write_results
from verifier.config import LaunchConfig

pytestmark = pytest.mark.gpu

SEED = 20261202
MODEL = GEMMA_PROFILES["gemma3-270m"].model
# (GGUF type, N, K) per format at the model's dimensions (registry_gemma.GemmaShape.linears)
SHAPES = {"Q5_0": (MODEL.kv_heads * MODEL.head_dim, MODEL.hidden), "Q4_K": (MODEL.hidden, MODEL.q_heads * MODEL.head_dim),
          "Q6_K": (MODEL.hidden, MODEL.ffn), "Q8_0": (MODEL.kv_heads * MODEL.head_dim, MODEL.hidden)}
ROWS = (1, 3, 37)  # the 1-row tile (a programmatic dependent), 4x1, 8x2 (registry_gemma.gemma_gemv_kernel)


class GemmaHarness(Harness):
    """Harness whose configurations come from the descriptors' families (members of the Gemma profile's)."""

    def cfg(self, kernel: str, **shape: int) -> LaunchConfig:
        # a GEMV that waits is a programmatic dependent up to GEMMA_PDL_MAX_ROWS (gemma_dependent_launch)
        ov = (gemma_dependent_launch(int(shape.get("M", 0))) and REGISTRY[kernel].stable is not None
              and kernel.startswith("gemv_"))
        return REGISTRY[kernel].config(overlap=ov, **shape)


@pytest.fixture(scope="module")
def h(cuda_driver, launch_gate):
    hz = GemmaHarness(cuda_driver, launch_gate)
    start = len(RESULTS)
    yield hz
    hz.free_all()
    write_results(cuda_driver, RESULTS[start:], "gemma_kernel_tests.json")


# ------------------------------------------------------------------------------ random GGUF blocks
def _scales(rng: np.random.Generator, n: int, typical: float) -> np.ndarray:
    """f16 block scales: 70% ~U(0.2, 1) x typical (either sign), 10% zero, 10% subnormal, 10% large (16x)."""
    kind = rng.choice(4, size=n, p=[0.7, 0.1, 0.1, 0.1])
    s = rng.uniform(0.2, 1.0, n) * typical * rng.choice([-1.0, 1.0], n)
    s[kind == 1] = 0.0
    s[kind == 2] = rng.integers(1, 1024, (kind == 2).sum()) * 2.0**-24 * rng.choice([-1.0, 1.0], (kind == 2).sum())
    s[kind == 3] *= 16.0
    out = s.astype(np.float16)
    assert np.isfinite(out).all()
    return out


def quant_blocks(qtype: str, n_elems: int, rng: np.random.Generator) -> np.ndarray:
    """Raw GGUF bytes of n_elems elements of qtype: random bits, finite scales of mixed magnitude."""
    be, bb = {"Q5_0": (32, 22), "Q8_0": (32, 34), "Q4_K": (256, 144), "Q6_K": (256, 210)}[qtype]
    nb = n_elems // be
    raw = rng.integers(0, 256, size=(nb, bb), dtype=np.uint8)
    if qtype in ("Q5_0", "Q8_0"):
        raw[:, 0:2] = _scales(rng, nb, 2.0**-6).view(np.uint8).reshape(nb, 2)
    elif qtype == "Q4_K":  # d scales 6-bit sc (<= 63) x 4-bit q; dmin x 6-bit mn
        raw[:, 0:2] = _scales(rng, nb, 2.0**-10).view(np.uint8).reshape(nb, 2)
        raw[:, 2:4] = _scales(rng, nb, 2.0**-9).view(np.uint8).reshape(nb, 2)
    else:  # Q6_K: d scales int8 sc (|sc| <= 128) x 6-bit q - 32
        raw[:, 208:210] = _scales(rng, nb, 2.0**-12).view(np.uint8).reshape(nb, 2)
    return raw.reshape(-1)


def _weights(qtype: str, N: int, K: int, rng: np.random.Generator) -> tuple[np.ndarray, np.ndarray]:
    from spec.dequant import dequantize

    raw = quant_blocks(qtype, N * K, rng)
    w16 = dequantize(raw.tobytes(), qtype, N * K).reshape(N, K)
    assert np.isfinite(w16).all()
    return raw, w16


# ------------------------------------------------------------------------------ GEMV
@pytest.mark.parametrize("qtype", ["Q5_0", "Q4_K", "Q6_K", "Q8_0"])
@pytest.mark.parametrize("M", ROWS)
def test_gemv_gemma(h: GemmaHarness, qtype: str, M: int) -> None:
    """The tile the executor picks for M rows at the model's (N, K) against spec.gemm.linear_bound."""
    from spec.gemm import linear_bound

    N, K = SHAPES[qtype]
    kern = gemma_gemv_kernel(qtype, M)
    cfg = h.cfg(kern, M=M, N=N, K=K)
    rng = np.random.default_rng(SEED + M + 7 * len(qtype) + N)
    x = _f16(rng, (M, K))
    raw, w16 = _weights(qtype, N, K, rng)
    bx, bw, by = h.upload(x), h.upload(raw), h.poisoned(2 * M * N)
    via = h.run(cfg, {"x": bx, "w": bw, "y": by, "M": M, "N": N, "K": K}, [by])
    got = h.download(by, np.float16, (M, N))
    exact = x.astype(np.float64) @ w16.astype(np.float64).T
    assert np.isfinite(exact).all() and np.abs(exact).max() < 60000
    _check_bound(cfg, f"spec.gemm.linear(x, dequantize({qtype}))",
                 "x~N(0,1) f16; random GGUF blocks, scales mixed (typical, 0, subnormal, 16x)", got, exact,
                 linear_bound(x, w16), via)


@pytest.mark.parametrize(("N", "M"), [(1280, 32), (4096, 37), (4096, 64)])
def test_linear_gemm_gemma(h: GemmaHarness, N: int, M: int) -> None:
    """A wide Q5_0 linear from LINEAR_GEMM_FROM rows (registry_gemma.gemma_linear_kernel): dequant_q5_0 makes
    the f16 copy on the device (bit-exact against spec.dequant, as at load), then gemm_f16 within linear_bound
    (tensor-core adders: u_acc = 2*u32, as test_gemm)."""
    from backend.kernels.registry_gemma import gemma_linear_kernel
    from spec.gemm import linear_bound
    from spec.scalar import U32

    K = MODEL.hidden
    assert gemma_linear_kernel(GEMMA_PROFILES["gemma3-270m"], "Q5_0", N, M) == "gemm_f16"
    rng = np.random.default_rng(SEED + 700 + N + M)
    x = _f16(rng, (M, K))
    raw, w16 = _weights("Q5_0", N, K, rng)
    dq, b16 = h.cfg("dequant_q5_0", n=N * K), h.poisoned(2 * N * K)
    via = h.run(dq, {"src": h.upload(raw), "dst": b16, "n": N * K}, [b16])
    inputs = "x~N(0,1) f16; random Q5_0 blocks, scales mixed (typical, 0, subnormal, 16x)"
    _check_exact(dq, "spec.dequant.dequantize(Q5_0) (the GEMM's f16 copy)", inputs,
                 h.download(b16, np.float16, (N * K,)), w16.reshape(-1), via)
    cfg = h.cfg("gemm_f16", M=M, N=N, K=K)
    by = h.poisoned(2 * M * N)
    via = h.run(cfg, {"A": h.upload(x), "B": b16, "C": by, "M": M, "N": N, "K": K}, [by])
    got = h.download(by, np.float16, (M, N))
    exact = x.astype(np.float64) @ w16.astype(np.float64).T
    _check_bound(cfg, "spec.gemm.linear(x, dequantize(Q5_0)) (u_acc=2*u32)", inputs, got, exact,
                 linear_bound(x, w16, u_acc=2 * U32), via)


@pytest.mark.parametrize("qtype", ["Q5_0", "Q4_K", "Q6_K"])
def test_gemv_tiles_bit_identical(h: GemmaHarness, qtype: str) -> None:
    """All tiles do the same f32 operations in the same order per output: the 1-row tile's row equals row 0
    of the 4x1 tile (3 rows) and those 3 rows equal rows 0..2 of the 8x2 tile (37 rows), bit for bit."""
    N, K = SHAPES[qtype]
    rng = np.random.default_rng(SEED + 101 + len(qtype))
    x = _f16(rng, (37, K))
    raw, _ = _weights(qtype, N, K, rng)
    bw = h.upload(raw)
    outs = {}
    for M in ROWS:
        cfg = h.cfg(gemma_gemv_kernel(qtype, M), M=M, N=N, K=K)
        by = h.poisoned(2 * M * N)
        via = h.run(cfg, {"x": h.upload(x[:M]), "w": bw, "y": by}, [by])
        outs[M] = (cfg, h.download(by, np.float16, (M, N)))
    inputs = f"x~N(0,1) f16, random {qtype} blocks; the same rows through the other tile"
    _check_exact(outs[1][0], f"{gemma_gemv_kernel(qtype, 3)} row 0", inputs, outs[1][1], outs[3][1][:1], via)
    _check_exact(outs[3][0], f"{gemma_gemv_kernel(qtype, 37)} rows 0..2", inputs, outs[3][1], outs[37][1][:3], via)


# gate values the fused gate|up + geglu test plants (gate rows 0..7; -0 cannot come out of a GEMV: its f32
# accumulator starts at +0 and +0 + -0 = +0, so a -0 weight scale gives +0): 0, -0 (scale), subnormal f16, +-9,
# +-60000 (tanh saturated)
GLU_GATES = (0.0, -0.0, 6e-8, -6e-8, 9.0, -9.0, 60000.0, -60000.0)


def _plant_q5_0_rows(raw: np.ndarray, K: int, values: dict[int, float]) -> None:
    """Rows r of the Q5_0 matrix raw (K / 32 blocks a row) become W[r, 0] = values[r], W[r, k] = 0 for k > 0
    (block 0: d = the value, q = 17 for element 0 and 16 for the others; the other blocks' d = 0), so that with
    x[0] = 1 the GEMV's output row r is exactly the f16 value."""
    nb = K // 32
    blocks = raw.reshape(-1, 22)
    for r, v in values.items():
        blk = blocks[r * nb: (r + 1) * nb]
        blk[1:, 0:2] = np.zeros(1, np.float16).view(np.uint8)
        blk[0, 0:2] = np.array([v], np.float16).view(np.uint8)
        blk[0, 2:6] = 0xFF  # qh: bit 4 of every element (q = 16 + low nibble)
        blk[0, 6:22] = 0
        blk[0, 6] = 0x01  # element 0: q = 17, (q - 16) * d = d


def test_gate_up_glu_fused_bit_identical(h: GemmaHarness) -> None:
    """The batch-1 gate|up GEMV with geglu_rows_f16 in its epilogue (registry_gemma.gemma_gate_up_glu_kernel:
    gemv_q5_0_glu_r1, y [1, ffn]) against the 1-row gate|up GEMV (gu [1, 2 * ffn]) then geglu_rows_f16, bit for
    bit, at the model's shape (N = 2 * ffn = 4096, K = 640); gate rows 0..7 planted to give 0, +0 (from a -0
    scale), subnormals, +-9 and +-60000, their up rows 1e-3 (finite products), the rest random."""
    from backend.kernels.registry_gemma import gemma_gate_up_glu_kernel

    F, K = MODEL.ffn, MODEL.hidden
    kern = gemma_gate_up_glu_kernel(GEMMA_PROFILES["gemma3-270m"], MODEL.gate_up_type, 1)
    assert kern == "gemv_q5_0_glu_r1"
    rng = np.random.default_rng(SEED + 1000)
    x = _f16(rng, (1, K))
    x[0, 0] = np.float16(1.0)
    raw, _ = _weights("Q5_0", 2 * F, K, rng)
    _plant_q5_0_rows(raw, K, {**dict(enumerate(GLU_GATES)), **{F + i: 1e-3 for i in range(len(GLU_GATES))}})
    bx, bw = h.upload(x), h.upload(raw)
    gu, ref, by = h.poisoned(4 * F), h.poisoned(2 * F), h.poisoned(2 * F)
    h.run(h.cfg(gemma_gemv_kernel("Q5_0", 1), M=1, N=2 * F, K=K), {"x": bx, "w": bw, "y": gu}, [gu])
    h.run(h.cfg("geglu_rows_f16", M=1, F=F), {"gu": gu, "out": ref}, [ref])
    g = h.download(gu, np.float16, (1, 2 * F))
    want = np.array(GLU_GATES, np.float16)
    want[1] = 0.0  # +0 (see GLU_GATES)
    assert g[0, :len(GLU_GATES)].view(np.uint16).tolist() == want.view(np.uint16).tolist()
    assert np.isfinite(g).all()
    cfg = h.cfg(kern, M=1, N=2 * F, K=K)
    via = h.run(cfg, {"x": bx, "w": bw, "y": by}, [by])
    got = h.download(by, np.float16, (1, F))
    assert np.isfinite(got).all()
    _check_exact(cfg, f"{gemma_gemv_kernel('Q5_0', 1)} (N = {2 * F}) then geglu_rows_f16",
                 "x~N(0,1) f16 (x[0] = 1); random Q5_0 gate|up blocks, scales mixed; gate rows planted: 0, +0 from "
                 "-0, +-subnormal, +-9, +-60000", got, h.download(ref, np.float16, (1, F)), via)


def test_qkv_fused_bit_identical(h: GemmaHarness) -> None:
    """The batch-1 q|k|v GEMV (registry_gemma.gemma_fused_qkv: gemv_q5_0_r1 over the rows Wq|Wk|Wv, a Q5_0 attn_v)
    gives, bit for bit, the q|k GEMV's row followed by the v GEMV's: what qk_norm_rope_kv reads as its two views."""
    from backend.kernels.registry_gemma import gemma_fused_qkv

    assert gemma_fused_qkv(GEMMA_PROFILES["gemma3-270m"], "Q5_0", 1)
    K = MODEL.hidden
    nqk, nv = (MODEL.q_heads + MODEL.kv_heads) * MODEL.head_dim, MODEL.kv_heads * MODEL.head_dim
    kern = gemma_gemv_kernel("Q5_0", 1)
    rng = np.random.default_rng(SEED + 900)
    x = _f16(rng, (1, K))
    wqk, _ = _weights("Q5_0", nqk, K, rng)
    wv, _ = _weights("Q5_0", nv, K, rng)
    bx = h.upload(x)
    outs = []
    for n, raw in ((nqk, wqk), (nv, wv), (nqk + nv, np.concatenate([wqk, wv]))):
        cfg = h.cfg(kern, M=1, N=n, K=K)
        by = h.poisoned(2 * n)
        via = h.run(cfg, {"x": bx, "w": h.upload(raw), "y": by}, [by])
        outs.append(h.download(by, np.float16, (1, n)))
    _check_exact(cfg, f"{kern} of Wq|Wk then of Wv", "x~N(0,1) f16; random Q5_0 blocks, scales mixed", outs[2],
                 np.concatenate(outs[:2], axis=1), via)


@pytest.mark.parametrize("M", [1, 3, 9, 64])
def test_head_gemma(h: GemmaHarness, M: int) -> None:
    """The tied head at 262,144 x 640, the kernel the executor picks for M sequences
    (registry_gemma.gemma_head_kernel): gemv_q8_0_f32* on the Q8_0 blocks, or from HEAD_GEMM_FROM rows
    gemm_f16_f32 on the f16 copy made on the device by dequant_q8_0 (checked bit-exact first, as at load);
    either way f32(RNE_f16(acc)) within linear_bound (tensor-core adders: u_acc = 2*u32, as test_gemm)."""
    from backend.kernels.registry_gemma import gemma_head_kernel
    from spec.dequant import dequantize
    from spec.gemm import linear_bound
    from spec.scalar import U32

    N, K = MODEL.vocab, MODEL.hidden
    kern = gemma_head_kernel(GEMMA_PROFILES["gemma3-270m"], M)
    cfg = h.cfg(kern, M=M, N=N, K=K)
    rng = np.random.default_rng(SEED + 300 + M)
    x = _f16(rng, (M, K))
    raw, w16 = _weights("Q8_0", N, K, rng)
    bx, bw, by = h.upload(x), h.upload(raw), h.poisoned(4 * M * N)
    if kern == "gemm_f16_f32":
        dq = h.cfg("dequant_q8_0", n=N * K)
        b16 = h.poisoned(2 * N * K)
        via = h.run(dq, {"src": bw, "dst": b16, "n": N * K}, [b16])
        _check_exact(dq, "spec.dequant.dequantize(Q8_0) (token_embd's f16 copy)", "random Q8_0 blocks, scales mixed",
                     h.download(b16, np.float16, (N * K,)), dequantize(raw.tobytes(), "Q8_0", N * K), via)
        via = h.run(cfg, {"A": bx, "B": b16, "C": by, "M": M, "N": N, "K": K}, [by])
        u_acc, what = 2 * U32, "f32(spec.gemm.linear(x, dequantize(Q8_0))) (the tied head, u_acc=2*u32)"
    else:
        via = h.run(cfg, {"x": bx, "w": bw, "y": by}, [by])
        u_acc, what = U32, "f32(spec.gemm.linear(x, dequantize(Q8_0))) (the tied head)"
    got = h.download(by, np.float32, (M, N))
    assert np.array_equal(got, got.astype(np.float16).astype(np.float32))  # an f16 value, widened exactly
    exact = x.astype(np.float64) @ w16.astype(np.float64).T
    _check_bound(cfg, what, "x~N(0,1) f16; random Q8_0 blocks, scales mixed", got, exact,
                 linear_bound(x, w16, u_acc=u_acc), via)


def _time_us(h: GemmaHarness, cfg: LaunchConfig, args: dict, reps: int = 50) -> float:
    """Mean device time of one launch (a CUDA graph of `reps` launches, replayed 5 times), through the gate:
    benchmarks.bench_gemm.time_ours, the benchmarks' own timer."""
    from backend.cuda.launcher import pack_args
    from benchmarks.bench_gemm import time_ours

    d = REGISTRY[cfg.kernel]
    return time_ours(h.drv, h.gate, d, cfg, pack_args(d, cfg, args, power=1), reps)


def _head_weights(rng: np.random.Generator) -> np.ndarray:
    """token_embd-shaped Q8_0 bytes (vocab x hidden) for the batch-1 head tests: random blocks (scales mixed:
    typical, 0, subnormal, 16x), rows 0..63 of extreme blocks (q = -128 / 127 everywhere, alternating, a random
    mix; d in {0, -0, the smallest subnormals, 2^-14, +-500}: their sums, ~1e6, round to +-inf in f16)."""
    N, K = MODEL.vocab, MODEL.hidden
    raw = quant_blocks("Q8_0", N * K, rng).reshape(N * K // 32, 34)
    d_special = np.array([0.0, -0.0, 2.0**-24, -(2.0**-24), 1023 * 2.0**-24, 2.0**-14, 500.0, -500.0],
                         dtype=np.float16).view(np.uint8).reshape(-1, 2)
    nb = K // 32
    for r in range(64):  # rows 0..63: every block extreme (q all -128, all 127, alternating, random sign)
        blk = raw[r * nb:(r + 1) * nb]
        blk[:, 0:2] = d_special[rng.integers(0, len(d_special), nb)]
        q = [np.full(32, 0x80), np.full(32, 0x7F), np.tile([0x80, 0x7F], 16), rng.choice([0x80, 0x7F, 0, 1, 0xFF], 32)]
        blk[:, 2:] = np.stack([q[(r + j) % 4] for j in range(nb)]).astype(np.uint8)
    return raw.reshape(-1)


def test_head_r1_bit_identical(h: GemmaHarness) -> None:
    """The batch-1 tied head (registry_gemma.HEAD_R1_KERNEL, gemv_head.cu) against gemv_q8_0_f32_r1, the kernel it
    replaces, bit for bit at 262,144 x 640: random Q8_0 blocks (scales mixed: typical, 0, subnormal, 16x) plus
    rows of extreme blocks (q = -128 / 127 everywhere, d = 0, -0, the smallest subnormals, the largest scale that
    keeps 127*d finite in f16) and random f16 x; both launches' device times are recorded."""
    from backend.kernels.registry_gemma import HEAD_R1_KERNEL, gemma_head_r1_kernels

    N, K = MODEL.vocab, MODEL.hidden
    assert HEAD_R1_KERNEL in gemma_head_r1_kernels(GEMMA_PROFILES["gemma3-270m"])  # declared (the launched: _r1v2)
    rng = np.random.default_rng(SEED + 1000)
    x = _f16(rng, (1, K))
    raw = _head_weights(rng)
    bx, bw = h.upload(x), h.upload(raw)
    outs, times = {}, {}
    for kern in ("gemv_q8_0_f32_r1", HEAD_R1_KERNEL):
        cfg = h.cfg(kern, M=1, N=N, K=K)
        by = h.poisoned(4 * N)
        via = h.run(cfg, {"x": bx, "w": bw, "y": by}, [by])
        outs[kern] = (cfg, h.download(by, np.float32, (1, N)))
        times[kern] = _time_us(h, cfg, {"x": bx, "w": bw, "y": by})
    got, want = outs[HEAD_R1_KERNEL][1], outs["gemv_q8_0_f32_r1"][1]
    # an f32 head output is f32(RNE_f16(acc)) (spec.gemm.linear): the extreme rows' sums (~1e6) are +-inf in both
    nonfinite = int((~np.isfinite(want)).sum())
    assert 0 < nonfinite < 64 and np.isfinite(want[0, 64:]).all()
    _check_exact(outs[HEAD_R1_KERNEL][0], "gemv_q8_0_f32_r1 (the 1x2 Q8_0 tile of gemv_q.cu)",
                 "x~N(0,1) f16; random Q8_0 blocks, scales mixed; 64 rows of q = -128/127 blocks with d in "
                 "{0, -0, subnormal, 2^-14, +-500}", got.view(np.uint32), want.view(np.uint32), via)
    RESULTS[-1]["time_us"] = {k: round(v, 2) for k, v in times.items()}
    RESULTS[-1]["reference_nonfinite"] = nonfinite
    print(f"head 262144x640 at 1 row: {times}")


def test_head_r1v2_bit_identical(h: GemmaHarness) -> None:
    """The staged batch-1 head (registry_gemma.HEAD_R1V_KERNEL, gemv_head.cu gemv_head_q8_0_f32_v2), the one the step
    launches, against HEAD_R1_KERNEL, the kernel it replaces, on the same weights and x at 262,144 x 640 (random Q8_0
    blocks, scales mixed, and 64 rows of extreme blocks: _head_weights): bit for bit over every row (each CTA's 4
    tiles of 8 rows, the last row included), and within spec.gemm.linear_bound of the float64 product over the rows
    whose sums are finite; each launched through the gate only, after a power = 0 launch that must leave the
    poisoned y untouched (Harness.run); both device times recorded."""
    from backend.kernels.registry_gemma import (
        HEAD_R1_KERNEL,
        HEAD_R1V_KERNEL,
        gemma_head_kernel,
        gemma_head_r1_kernels,
    )
    from spec.dequant import dequantize
    from spec.gemm import linear_bound

    N, K = MODEL.vocab, MODEL.hidden
    p = GEMMA_PROFILES["gemma3-270m"]
    assert gemma_head_kernel(p, 1) == HEAD_R1V_KERNEL and gemma_head_r1_kernels(p) == (HEAD_R1V_KERNEL, HEAD_R1_KERNEL)
    rng = np.random.default_rng(SEED + 2000)
    x = _f16(rng, (1, K))
    raw = _head_weights(rng)
    bx, bw = h.upload(x), h.upload(raw)
    outs, times = {}, {}
    for kern in (HEAD_R1_KERNEL, HEAD_R1V_KERNEL):
        cfg = h.cfg(kern, M=1, N=N, K=K)
        assert cfg.overlap is not None and cfg.label == "m1_n262144_k640_pdl"  # the step's configuration
        by = h.poisoned(4 * N)
        via = h.run(cfg, {"x": bx, "w": bw, "y": by}, [by])  # power = 0 first: y must stay poisoned
        outs[kern] = (cfg, h.download(by, np.float32, (1, N)), via)
        times[kern] = _time_us(h, cfg, {"x": bx, "w": bw, "y": by})
    cfg, got, via = outs[HEAD_R1V_KERNEL]
    want = outs[HEAD_R1_KERNEL][1]
    nonfinite = int((~np.isfinite(want)).sum())
    assert 0 < nonfinite < 64 and np.isfinite(want[0, 64:]).all()
    _check_exact(cfg, f"{HEAD_R1_KERNEL} (gemv_head_q8_0_f32, the kernel it replaces)",
                 "x~N(0,1) f16; random Q8_0 blocks, scales mixed; 64 rows of q = -128/127 blocks with d in "
                 "{0, -0, subnormal, 2^-14, +-500}", got.view(np.uint32), want.view(np.uint32), via)
    RESULTS[-1]["time_us"] = {k: round(v, 2) for k, v in times.items()}
    RESULTS[-1]["speedup"] = round(times[HEAD_R1_KERNEL] / times[HEAD_R1V_KERNEL], 3)
    # the spec: f32(RNE_f16(linear)) within linear_bound, over the random rows (the extreme rows' sums overflow f16)
    w16 = dequantize(raw.tobytes(), "Q8_0", N * K).reshape(N, K)[64:]
    assert np.isfinite(w16).all()
    assert np.array_equal(got, got.astype(np.float16).astype(np.float32))  # an f16 value, widened exactly
    exact = x.astype(np.float64) @ w16.astype(np.float64).T
    _check_bound(cfg, "f32(spec.gemm.linear(x, dequantize(Q8_0))) (the tied head; rows 64..)",
                 "x~N(0,1) f16; random Q8_0 blocks, scales mixed", got[:, 64:], exact, linear_bound(x, w16), via)
    print(f"batch-1 head 262144x640: {times} (speedup {times[HEAD_R1_KERNEL] / times[HEAD_R1V_KERNEL]:.2f}x)")


# ------------------------------------------------------------------------------ dequant (prefill path)
@pytest.mark.parametrize(("qtype", "N", "K"), [("Q5_0", 256, 640), ("Q4_K", 640, 1024), ("Q6_K", 640, 2048),
                                               ("Q8_0", 256, 640)])
def test_dequant_gemma(h: GemmaHarness, qtype: str, N: int, K: int) -> None:
    """dequant_* at a Gemma tensor's element count: bit-exact against spec.dequant and gguf.quants."""
    import gguf
    from gguf.quants import dequantize as gg_dequant

    from spec.dequant import dequantize

    n = N * K
    cfg = h.cfg(f"dequant_{qtype.lower()}", n=n)
    raw = quant_blocks(qtype, n, np.random.default_rng(SEED + 500 + n))
    src, dst = h.upload(raw), h.poisoned(2 * n)
    via = h.run(cfg, {"src": src, "dst": dst, "n": n}, [dst])
    got = h.download(dst, np.float16, (n,))
    _check_exact(cfg, f"spec.dequant.dequantize({qtype})", "random blocks, scales mixed", got,
                 dequantize(raw.tobytes(), qtype, n), via)
    oracle = np.asarray(gg_dequant(raw, getattr(gguf.GGMLQuantizationType, qtype)), dtype=np.float32)
    _check_exact(cfg, f"gguf.quants.dequantize({qtype})", "random blocks, scales mixed", got,
                 oracle.reshape(-1).astype(np.float16), via)


# ------------------------------------------------------------------------------ GELU-tanh gated rows
@pytest.mark.parametrize("M", [1, 5])
def test_geglu_rows(h: GemmaHarness, M: int) -> None:
    """geglu_rows_f16 on a gate|up row block against spec.gemma.geglu's bound (exact: gelu_tanh * up in
    float64; the kernel's tanhf may differ from the spec's binary32 tanh by the spec's TANH_REL_ERR)."""
    from spec.gemma import geglu_bound, gelu_tanh_reference_f64

    F = MODEL.ffn
    cfg = h.cfg("geglu_rows_f16", M=M, F=F)
    rng = np.random.default_rng(SEED + 700 + M)
    gate = _f16(rng, (M, F), 3.0)
    gate[0, :8] = np.array([0.0, -0.0, 6e-8, -6e-8, 9.0, -9.0, 60000.0, -60000.0], dtype=np.float16)[:8]
    up = _f16(rng, (M, F), 2.0)
    up[0, 6:8] = np.float16(1e-3)  # keep the +-60000 lanes finite after the product
    gu = np.concatenate([gate, up], axis=1)
    bgu, out = h.upload(gu), h.poisoned(2 * M * F)
    via = h.run(cfg, {"gu": bgu, "out": out}, [out])
    got = h.download(out, np.float16, (M, F))
    exact = gelu_tanh_reference_f64(gate) * up.astype(np.float64)
    _check_bound(cfg, "spec.gemma.geglu (gelu_tanh(gate) * up)", "gate~N(0,9) with 0, +-0, subnormal, +-9, "
                 "+-60000; up~N(0,4)", got, exact, geglu_bound(gate, up), via)
