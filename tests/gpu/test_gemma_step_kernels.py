"""Device tests of the Gemma 3 step kernels (backend/kernels/src/gemma_step.cu) against spec/ (obligation 8,
"tested", never "proved"), in tests/gpu/test_gemma_kernels.py's style: outputs poisoned first, a power = 0
launch that must leave every output byte untouched, then the active launch through the gate only.

The shapes are members of the Gemma step profile's families (registry_gemma_step.gemma_step_families: one
row is the batch-1 programmatic dependent), so the gate admits them with the profile's artifacts. Each
kernel is held to two claims: within spec/'s bound against the float64 exact value (the references of
tests/kernels/test_registry_gemma_step.py, which compose spec/'s per-operator bounds), and bit-exact
against the numpy model of its own summation order (the same module), which the CPU tests hold to the
same bounds. Results go to $FLTC_RESULTS_DIR/gemma_step_kernel_tests.json.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pytest

from backend.kernels.registry import REGISTRY
from backend.kernels.registry_gemma import gemma_dependent_launch
from backend.kernels.registry_gemma_step import (
    GEMMA_STEP_PROFILES,
    GREEDY_INVALID,
    GREEDY_PARTS,
    QKATT_G4_KERNEL,
    qk_rope_kernel,
)
from tests.gpu.test_kernels import RESULTS, Harness, _check_bound, _check_exact, write_results
from tests.kernels.test_registry_gemma_step import (
    greedy_cases,
    greedy_model,
    norm_weights,
    postnorm_model,
    postnorm_reference,
    qk_rope_model,
    qk_rope_reference,
    stream_rows,
    wide_norm_model,
    wide_norm_reference,
)
from verifier.config import LaunchConfig

pytestmark = pytest.mark.gpu

SEED = 20261203
PROFILE = GEMMA_STEP_PROFILES["gemma3-270m"]
MODEL = PROFILE.gemma.model
EPS = PROFILE.rms_eps
D = MODEL.hidden


class StepHarness(Harness):
    """Harness whose configurations come from the descriptors' families: every kernel but the step's first (the
    embedding) is a programmatic dependent up to GEMMA_PDL_MAX_ROWS rows, as in the profile
    (gemma_dependent_launch)."""

    def cfg(self, kernel: str, rows: int, **shape: object) -> LaunchConfig:
        return REGISTRY[kernel].config(overlap=gemma_dependent_launch(rows) and kernel != "embedding_q8_0_scaled_f32",
                                       **shape)


@pytest.fixture(scope="module")
def h(cuda_driver, launch_gate):
    hz = StepHarness(cuda_driver, launch_gate)
    start = len(RESULTS)
    yield hz
    hz.free_all()
    write_results(cuda_driver, RESULTS[start:], "gemma_step_kernel_tests.json")


_STREAM = "f32 stream rows N(0,1) x 1e-3..1e5 per row (past the f16 range); w = 1 + 0.3 N(0,1)"


# ------------------------------------------------------------------------------ binary32 stream
@pytest.mark.parametrize("M", [1, 5])
def test_rmsnorm_wide(h: StepHarness, M: int) -> None:
    cfg = h.cfg("rmsnorm_wide_f16", M, M=M, D=D, eps=EPS)
    rng = np.random.default_rng(SEED + M)
    x, w = stream_rows(rng, M, D), norm_weights(rng, D)
    by = h.poisoned(2 * M * D)
    via = h.run(cfg, {"x": h.upload(x), "w": h.upload(w), "y": by}, [by])
    got = h.download(by, np.float16, (M, D))
    exact, bound = wide_norm_reference(x, w, EPS)
    _check_bound(cfg, "spec.gemma.rmsnorm_wide", _STREAM, got, exact, bound, via)
    _check_exact(cfg, "wide_norm_model (the kernel's order)", _STREAM, got, wide_norm_model(x, w, EPS), via)


@pytest.mark.parametrize("n_out", [1, 3])
def test_rmsnorm_wide_rows(h: StepHarness, n_out: int) -> None:
    rows_in = PROFILE.max_rows
    cfg = h.cfg("rmsnorm_wide_rows_f16", n_out, n_out=n_out, rows_in=rows_in, D=D, eps=EPS)
    rng = np.random.default_rng(SEED + 10 + n_out)
    x, w = stream_rows(rng, rows_in, D), norm_weights(rng, D)
    idx = np.array([63, 0, 17][:n_out], dtype=np.uint32)
    by = h.poisoned(2 * n_out * D)
    via = h.run(cfg, {"x": h.upload(x), "idx": h.upload(idx), "w": h.upload(w), "y": by}, [by])
    got = h.download(by, np.float16, (n_out, D))
    exact, bound = wide_norm_reference(x[idx], w, EPS)
    inputs = _STREAM + f"; rows {idx.tolist()} of {rows_in}"
    _check_bound(cfg, "spec.gemma.rmsnorm_wide (gathered rows)", inputs, got, exact, bound, via)
    _check_exact(cfg, "wide_norm_model (the kernel's order)", inputs, got, wide_norm_model(x[idx], w, EPS), via)


@pytest.mark.parametrize("M", [2, 4])
def test_postnorm_add(h: StepHarness, M: int) -> None:
    """x += rmsnorm_f32(y, w) in place (the post-norm on a linear's f16 output, then the residual add). From 2 rows:
    at one row the step's last post-norm is postnorm_add_norm_f32 into last_n, so no 1-row configuration exists."""
    cfg = h.cfg("postnorm_add_f32", M, M=M, D=D, eps=EPS)
    rng = np.random.default_rng(SEED + 20 + M)
    x, w = stream_rows(rng, M, D), norm_weights(rng, D)
    y = (rng.standard_normal((M, D)) * 40).astype(np.float16)
    bx = h.upload(x)
    via = h.run(cfg, {"x": bx, "y": h.upload(y), "w": h.upload(w)}, [bx])
    got = h.download(bx, np.float32, (M, D))
    exact, bound = postnorm_reference(x, y, w, EPS)
    inputs = _STREAM + "; y ~ N(0, 1600) f16"
    _check_bound(cfg, "spec.gemma.residual_add_wide(x, spec.norm.rmsnorm_f32(y, w))", inputs, got, exact, bound,
                 via)
    _check_exact(cfg, "postnorm_model (the kernel's order)", inputs, got, postnorm_model(x, y, w, EPS), via)


@pytest.mark.parametrize("M", [1, 5])
def test_postnorm_add_norm(h: StepHarness, M: int) -> None:
    """postnorm_add_norm_f32 = postnorm_add_f32 then rmsnorm_wide_f16 of the updated rows, bit for bit: against
    the two kernels launched on the same inputs and against their models in the kernels' order (and the new
    stream against its spec bound)."""
    rng = np.random.default_rng(SEED + 25 + M)
    x, w, wn = stream_rows(rng, M, D), norm_weights(rng, D), norm_weights(rng, D)
    y = (rng.standard_normal((M, D)) * 40).astype(np.float16)
    by, bw, bwn = h.upload(y), h.upload(w), h.upload(wn)
    # the pair, unfused; postnorm_add_f32 is declared from 2 rows (at one row the step launches only the fused
    # kernel), so a 1-row input runs the pair over two copies of its row and row 0 is compared
    P = max(M, 2)
    xp, yp = np.concatenate([x] * (P // M)), np.concatenate([y] * (P // M))
    bx2, bxn2 = h.upload(xp), h.poisoned(2 * P * D)
    h.run(h.cfg("postnorm_add_f32", P, M=P, D=D, eps=EPS), {"x": bx2, "y": h.upload(yp), "w": bw}, [bx2])
    h.run(h.cfg("rmsnorm_wide_f16", P, M=P, D=D, eps=EPS), {"x": bx2, "w": bwn, "y": bxn2}, [bxn2])
    cfg = h.cfg("postnorm_add_norm_f32", M, M=M, D=D, eps=EPS)
    bx, bxn = h.upload(x), h.poisoned(2 * M * D)
    via = h.run(cfg, {"x": bx, "y": by, "w": bw, "wn": bwn, "xn": bxn}, [bx, bxn])
    got_x, got_xn = h.download(bx, np.float32, (M, D)), h.download(bxn, np.float16, (M, D))
    inputs = _STREAM + "; y ~ N(0, 1600) f16; the next norm's weight as w"
    _check_exact(cfg, "postnorm_add_f32 (x, launched alone)", inputs, got_x,
                 h.download(bx2, np.float32, (P, D))[:M], via)
    _check_exact(cfg, "rmsnorm_wide_f16 of that x (xn, launched alone)", inputs, got_xn,
                 h.download(bxn2, np.float16, (P, D))[:M], via)
    x_model = postnorm_model(x, y, w, EPS)
    _check_exact(cfg, "postnorm_model (x)", inputs, got_x, x_model, via)
    _check_exact(cfg, "wide_norm_model(postnorm_model) (xn)", inputs, got_xn, wide_norm_model(x_model, wn, EPS), via)
    exact, bound = postnorm_reference(x, y, w, EPS)
    _check_bound(cfg, "spec.gemma.residual_add_wide(x, spec.norm.rmsnorm_f32(y, w)) (x)", inputs, got_x, exact,
                 bound, via)


# ------------------------------------------------------------------------------ QK-norm + NEOX RoPE + K/V
@pytest.mark.parametrize(("T", "base"), [(1, 1000000.0), (5, 10000.0)])
def test_qk_norm_rope_kv(h: StepHarness, T: int, base: float) -> None:
    """q_out = rope_neox(qk_rmsnorm(q)); the K plane at each real row's slot = rope_neox(qk_rmsnorm(k)), the V
    plane = v (bit-exact); a padding row (slot n_slots) and every other cache byte untouched. T = 5: 4 real
    rows at positions 13..16 (across a block boundary, the last block of the pool) + 1 padding row."""
    from spec.kv_layout import KVLayout
    from spec.rope import rope_cos_sin

    Hq, Hkv, Dh = MODEL.q_heads, MODEL.kv_heads, MODEL.head_dim
    cfg = h.cfg(qk_rope_kernel(Dh), T, T=T, **PROFILE.qk_rope_shape())
    lay = KVLayout(MODEL.layers, PROFILE.physical_blocks, kv_heads=Hkv, head_dim=Dh)
    n_slots = PROFILE.physical_blocks * 16
    rng = np.random.default_rng(SEED + 30 + T)
    qk = (rng.standard_normal((T, Hq + Hkv, Dh)) * rng.uniform(0.01, 30, (T, Hq + Hkv, 1))).astype(np.float16)
    v = (rng.standard_normal((T, Hkv, Dh)) * 3).astype(np.float16)
    qkw = norm_weights(rng, 2 * Dh)
    real = min(T, 4)
    start = 13 if T > 1 else 8000
    table = [PROFILE.physical_blocks - 1, 7] if T > 1 else [0] * 499 + [123, 4]
    pos = np.array([start + t for t in range(real)] + [0] * (T - real), dtype=np.uint32)
    slots = np.array([table[(start + t) // 16] * 16 + (start + t) % 16 for t in range(real)]
                     + [n_slots + j for j in range(T - real)], dtype=np.uint32)
    c, s = rope_cos_sin(np.arange(PROFILE.max_context), base, Dh)
    kv_bytes = cfg.buffer_map["kv"].size_bytes
    bkv, bq = h.poisoned(kv_bytes), h.poisoned(2 * T * Hq * Dh)
    args = {"qk": h.upload(qk.reshape(T, -1)), "v": h.upload(v.reshape(T, -1)), "qkw": h.upload(qkw),
            "positions": h.upload(pos), "cos_tab": h.upload(np.ascontiguousarray(c)),
            "sin_tab": h.upload(np.ascontiguousarray(s)), "slots": h.upload(slots), "q_out": bq, "kv": bkv}
    via = h.run(cfg, args, [bq, bkv])
    p64 = pos.astype(np.int64)
    model = qk_rope_model(qk, qkw, p64, c, s, Hq, EPS)
    exact, bound = qk_rope_reference(qk, qkw, p64, base, Hq, EPS)
    inputs = f"q|k rows N(0,1) x U(0.01, 30) per head f16, w = 1 + 0.3 N(0,1); base {base:g}; positions {pos.tolist()}"
    q = h.download(bq, np.float16, (T, Hq, Dh))
    _check_bound(cfg, "spec.gemma.rope_neox(qk_rmsnorm(q))", inputs, q, exact[:, :Hq], bound[:, :Hq], via)
    _check_exact(cfg, "qk_rope_model q (the kernel's order)", inputs, q, model[:, :Hq], via)
    kv = h.download(bkv, np.uint8, (kv_bytes,))
    row = Hkv * Dh * 2
    offs = [(int(sl) >> 4) * lay.page_stride + (int(sl) & 15) * lay.token_stride for sl in slots[:real]]
    k = np.stack([kv[o:o + row].view(np.float16) for o in offs]).reshape(real, Hkv, Dh)
    vv = np.stack([kv[lay.plane_stride + o:lay.plane_stride + o + row].view(np.float16) for o in offs])
    _check_bound(cfg, "spec.gemma.rope_neox(qk_rmsnorm(k)) in the K plane", inputs, k, exact[:real, Hq:],
                 bound[:real, Hq:], via)
    _check_exact(cfg, "qk_rope_model k (the kernel's order)", inputs, k, model[:real, Hq:], via)
    _check_exact(cfg, "v copied to the V plane", inputs, vv.reshape(real, Hkv, Dh), v[:real], via)
    touched = np.zeros(kv_bytes, dtype=bool)
    for o in offs:
        touched[o:o + row] = True
        touched[lay.plane_stride + o:lay.plane_stride + o + row] = True
    _check_exact(cfg, "cache bytes outside the real rows' slots untouched (padding writes nothing)", inputs,
                 kv[~touched], np.full(int((~touched).sum()), 0xFF, np.uint8), via)


# ------------------------------------------------------------------------------ greedy over 262,144 tokens
@pytest.mark.parametrize("B", [1, 8])
def test_greedy_two_stage(h: StepHarness, B: int) -> None:
    """greedy_part_f32 then greedy_final: spec.sampling's greedy token (ties -> lowest index, -0 == +0), and
    GREEDY_INVALID where the spec raises (NaN, +Inf, all -Inf), on the cases of the CPU test + random rows."""
    V = MODEL.vocab
    x, want = greedy_cases(V)
    if B == 1:
        x, want = x[:1], want[:1]
    cp = h.cfg("greedy_part_f32", B, B=B, V=V, parts=GREEDY_PARTS)
    cf = h.cfg("greedy_final", B, B=B, parts=GREEDY_PARTS)
    part, tokens = h.poisoned(8 * B * GREEDY_PARTS), h.poisoned(4 * B)
    via = h.run(cp, {"logits": h.upload(x), "part": part}, [part])
    h.run(cf, {"part": part, "tokens": tokens}, [tokens])
    got = h.download(tokens, np.uint32, (B,))
    inputs = "N(0,9) rows with ties across/inside parts, -0/+0, lone finite among -Inf, NaN, +Inf, all -Inf"
    _check_exact(cf, "spec.sampling greedy (ties -> lowest index; invalid where the spec raises)", inputs, got,
                 np.array([GREEDY_INVALID if w is None else w for w in want], np.uint32), via)
    _check_exact(cf, "greedy_model (the kernels' keys)", inputs, got, greedy_model(x), via)
    y = (np.random.default_rng(SEED + 40 + B).standard_normal((B, V)) * 4).astype(np.float32)
    h.run(cp, {"logits": h.upload(y), "part": part}, [part])
    h.run(cf, {"part": part, "tokens": tokens}, [tokens])
    _check_exact(cf, "argmax of random rows", "N(0,16) f32 rows", h.download(tokens, np.uint32, (B,)),
                 np.argmax(y, axis=1).astype(np.uint32), via)


# ------------------------------------------------------------------------------ sliding-window attention, d256
def _fill_cache(h: StepHarness, bkv, lay, lens: list[int], rng: np.random.Generator):
    """Write one sequence of each length into disjoint, shuffled blocks of the device cache (layer 0's view;
    every other byte stays 0xFF = f16 NaN, so a key read outside a row's window shows as NaN), and the same
    K/V into a compact host allocation for the spec: (host kv, host layout, device tables, host tables)."""
    from spec.attention import kv_write
    from spec.kv_layout import KVLayout

    mb = PROFILE.max_context // 16
    nbs = [-(-n // 16) for n in lens]
    host_lay = KVLayout(1, sum(nbs), kv_heads=lay.kv_heads, head_dim=lay.head_dim)
    host = np.zeros(host_lay.total_bytes, dtype=np.uint8)
    phys = rng.permutation(lay.physical_blocks)[:sum(nbs)]
    dev_tabs, host_tabs, used = [], [], 0
    for n, nb in zip(lens, nbs, strict=True):
        k = (rng.standard_normal((n, lay.kv_heads, lay.head_dim)) * 1.5).astype(np.float16)
        v = rng.standard_normal((n, lay.kv_heads, lay.head_dim)).astype(np.float16)
        ht = np.arange(used, used + nb)
        kv_write(host, host_lay, 0, ht, 0, k, v, inplace=True)
        dt = np.zeros(mb, dtype=np.uint32)
        dt[:nb] = phys[used:used + nb]
        for b in range(nb):
            rows = slice(16 * b, min(16 * b + 16, n))
            for plane, x in ((0, k), (1, v)):
                blk = np.ascontiguousarray(x[rows]).view(np.uint8).reshape(-1)
                h.drv.htod(bkv, blk, offset=plane * lay.plane_stride + int(dt[b]) * lay.page_stride)
        dev_tabs.append(dt)
        host_tabs.append(ht)
        used += nb
    return host, host_lay, dev_tabs, host_tabs


def _window_reference(q: np.ndarray, rows: list[tuple[int, int]], host, host_lay, host_tabs, scale: float,
                      window: int) -> tuple[np.ndarray, np.ndarray]:
    """spec.sliding_window's float64 value and bound of each (sequence, position) row of q."""
    from spec.sliding_window import sliding_window_attention_bound, sliding_window_reference_f64

    exact, bound = np.empty(q.shape), np.empty(q.shape)
    for i, (s, p) in enumerate(rows):
        args = (q[i:i + 1], host, host_lay, 0, host_tabs[s], np.array([p]), scale, window)
        exact[i] = sliding_window_reference_f64(*args)[0]
        bound[i] = sliding_window_attention_bound(*args)[0]
    return exact, bound


@pytest.mark.parametrize("window", PROFILE.windows())
@pytest.mark.parametrize("R", [1, 6])
def test_attention_window(h: StepHarness, window: int, R: int) -> None:
    """attention_window_d256_f16 against spec.sliding_window (window = max_context: the causal attention of the
    global layers) under its bound (no extra rounding: no online softmax). Rows: decode rows of contexts 1,
    300, 700 and 5,000, and prefill queries at positions 510 and 512 of the 700-token sequence (the window's
    edge); R = 1: the 700-token decode row (the batch-1 programmatic dependent of the global layers; a batch-1
    local layer launches the fused qk_rope_attention kernel instead, so the local window's smallest declared row
    count is 2: the 700-token row and the 1-token row)."""
    from spec.kv_layout import KVLayout

    if R == 1 and PROFILE.fused_qk_attention(window, 1):
        R = 2
    Hq, Hkv, Dh = MODEL.q_heads, MODEL.kv_heads, MODEL.head_dim
    cfg = h.cfg("attention_window_d256_f16", R, R=R, **PROFILE.attention_shape(window))
    lay = KVLayout(MODEL.layers, PROFILE.physical_blocks, kv_heads=Hkv, head_dim=Dh)
    rng = np.random.default_rng(SEED + 50 + R + window)
    lens = [1, 300, 700, 5000]
    rows = [(0, 0), (1, 299), (2, 699), (3, 4999), (2, 510), (2, 512)] if R == 6 else [(2, 699), (0, 0)][:R]
    bkv = h.poisoned(cfg.buffer_map["kv"].size_bytes)
    host, host_lay, dev_tabs, host_tabs = _fill_cache(h, bkv, lay, lens, rng)
    q = rng.standard_normal((R, Hq, Dh)).astype(np.float16)
    bt = np.stack([dev_tabs[s] for s, _p in rows])
    sl = np.array([p + 1 for _s, p in rows], dtype=np.uint32)
    out = h.poisoned(q.nbytes)
    via = h.run(cfg, {"q": h.upload(q), "kv": bkv, "block_tables": h.upload(bt), "seq_lens": h.upload(sl),
                      "out": out}, [out])
    got = h.download(out, np.float16, (R, Hq, Dh))
    exact, bound = _window_reference(q, rows, host, host_lay, host_tabs, cfg.scalar_map["scale"], window)
    _check_bound(cfg, f"spec.sliding_window.sliding_window_attention (window {window})",
                 f"q~N(0,1), K~N(0,2.25), V~N(0,1) f16; rows (seq len, pos) {[(lens[s], p) for s, p in rows]}; "
                 "unwritten cache bytes NaN", got, exact, bound, via)


def test_attention_window_g4(h: StepHarness) -> None:
    """attention_window_g4_d256_f16 (one CTA per KV head and row for the group's 4 query heads; the local layers'
    prefill from 17 rows) against spec.sliding_window under its bound, and bit-exact against the per-head kernel
    attention_window_d256_f16 on the same inputs (its arithmetic, in its order: the claim of
    src/attention_window.cu), which runs the 20 rows as launches of 16 and 4 rows (its proved row counts)."""
    from spec.kv_layout import KVLayout

    window, R = PROFILE.sliding_window, 20
    Hq, Hkv, Dh = MODEL.q_heads, MODEL.kv_heads, MODEL.head_dim
    cfg = h.cfg("attention_window_g4_d256_f16", R, R=R, **PROFILE.attention_shape(window))
    lay = KVLayout(MODEL.layers, PROFILE.physical_blocks, kv_heads=Hkv, head_dim=Dh)
    rng = np.random.default_rng(SEED + 57)
    lens = [1, 300, 700, 5000]
    rows = [(0, 0), (1, 299), (2, 699), (3, 4999), (2, 510), (2, 511), (2, 512), (1, 0), (1, 15), (1, 16)]
    rows += [(2, p) for p in range(100, 700, 60)]
    bkv = h.poisoned(cfg.buffer_map["kv"].size_bytes)
    host, host_lay, dev_tabs, host_tabs = _fill_cache(h, bkv, lay, lens, rng)
    q = rng.standard_normal((R, Hq, Dh)).astype(np.float16)
    bt = np.stack([dev_tabs[s] for s, _p in rows])
    sl = np.array([p + 1 for _s, p in rows], dtype=np.uint32)
    out = h.poisoned(q.nbytes)
    via = h.run(cfg, {"q": h.upload(q), "kv": bkv, "block_tables": h.upload(bt), "seq_lens": h.upload(sl),
                      "out": out}, [out])
    got = h.download(out, np.float16, (R, Hq, Dh))
    exact, bound = _window_reference(q, rows, host, host_lay, host_tabs, cfg.scalar_map["scale"], window)
    inputs = (f"q~N(0,1), K~N(0,2.25), V~N(0,1) f16; {R} rows (seq len, pos) {[(lens[s], p) for s, p in rows]}; "
              "unwritten cache bytes NaN")
    _check_bound(cfg, f"spec.sliding_window.sliding_window_attention (window {window})", inputs, got, exact,
                 bound, via)
    per_head = []
    for a, b in ((0, 16), (16, R)):
        c1 = h.cfg("attention_window_d256_f16", b - a, R=b - a, **PROFILE.attention_shape(window))
        o1 = h.poisoned(q[a:b].nbytes)
        h.run(c1, {"q": h.upload(q[a:b]), "kv": bkv, "block_tables": h.upload(bt[a:b]),
                   "seq_lens": h.upload(sl[a:b]), "out": o1}, [o1])
        per_head.append(h.download(o1, np.float16, (b - a, Hq, Dh)))
    _check_exact(cfg, "attention_window_d256_f16 on the same inputs (the per-head kernel)", inputs, got,
                 np.concatenate(per_head), via)


@dataclass
class QkattCase:
    """A fused batch-1 decode launch's inputs (qkatt_case): two device caches holding the same sequence, its host
    copy (for spec/), the step's q|k and v rows and RoPE tables, the launch arguments but kv and out."""

    caches: list[tuple]  # (device kv, host kv, host layout, device tables, host tables), twice
    lay: object  # the device cache's KVLayout
    qk: np.ndarray
    v: np.ndarray
    qkw: np.ndarray
    cos: np.ndarray
    sin: np.ndarray
    slot: int
    args: dict[str, object]
    inputs: str


def qkatt_case(h: StepHarness, kernel: str, pos: int, seed: int) -> tuple[LaunchConfig, QkattCase]:
    """The batch-1 configuration of a fused QK-norm .. attention entry (registry_gemma_step.QKATT_KERNELS) at the
    local window, and the inputs of the token at position `pos` of a sequence whose earlier pos tokens are in the
    cache: the sequence (pos + 1 slots, the last to be written) in two caches (rng seed + pos), the rows (rng
    seed + 1 + pos)."""
    from spec.kv_layout import KVLayout
    from spec.rope import rope_cos_sin

    Hq, Hkv, Dh = MODEL.q_heads, MODEL.kv_heads, MODEL.head_dim
    cfg = h.cfg(kernel, 1, R=1, **PROFILE.attention_shape(PROFILE.sliding_window), eps=EPS,
                positions=PROFILE.max_context)
    lay = KVLayout(MODEL.layers, PROFILE.physical_blocks, kv_heads=Hkv, head_dim=Dh)
    caches = []
    for _ in range(2):
        b = h.poisoned(cfg.buffer_map["kv"].size_bytes)
        caches.append((b, *_fill_cache(h, b, lay, [pos + 1], np.random.default_rng(seed + pos))))
    rng = np.random.default_rng(seed + 1 + pos)
    qk = (rng.standard_normal((1, Hq + Hkv, Dh)) * rng.uniform(0.01, 30, (1, Hq + Hkv, 1))).astype(np.float16)
    v = (rng.standard_normal((1, Hkv, Dh)) * 3).astype(np.float16)
    qkw = norm_weights(rng, 2 * Dh)
    c, s = rope_cos_sin(np.arange(PROFILE.max_context), 10000.0, Dh)
    table = caches[0][3][0]
    slot = int(table[pos // 16]) * 16 + pos % 16
    args = {"qk": h.upload(qk.reshape(1, -1)), "v": h.upload(v.reshape(1, -1)), "qkw": h.upload(qkw),
            "positions": h.upload(np.array([pos], np.uint32)), "cos_tab": h.upload(np.ascontiguousarray(c)),
            "sin_tab": h.upload(np.ascontiguousarray(s)), "slots": h.upload(np.array([slot], np.uint32)),
            "block_tables": h.upload(table[None, :]), "seq_lens": h.upload(np.array([pos + 1], np.uint32))}
    inputs = (f"q|k rows N(0,1) x U(0.01, 30) per head f16, w = 1 + 0.3 N(0,1), v N(0,9); base 10,000; "
              f"position {pos} after {pos} cached tokens K~N(0,2.25), V~N(0,1) f16; unwritten cache bytes NaN")
    return cfg, QkattCase(caches, lay, qk, v, qkw, c, s, slot, args, inputs)


@pytest.mark.parametrize("pos", [0, 37, 700])
def test_qk_rope_attention_g4(h: StepHarness, pos: int) -> None:
    """qk_rope_attention_g4_d256_f16 (batch-1 decode of a local layer: QK-norm + RoPE + K/V write + the group's
    windowed attention in one launch) for the token at position `pos` of a sequence whose earlier pos tokens are
    in the cache: bit-exact against the two launches it replaces (qk_norm_rope_kv_d256_f16, then
    attention_window_d256_f16, on a second copy of the same cache) in out and in the written K/V row; K and V
    bit-exact against qk_rope_model / v; out within spec.sliding_window's bound of the rotated q over the cache
    with the new row. pos 700: the window's lower edge (keys 189..700); pos 0: the new key alone."""
    from spec.attention import kv_write

    window = PROFILE.sliding_window
    Hq, Hkv, Dh = MODEL.q_heads, MODEL.kv_heads, MODEL.head_dim
    shape = PROFILE.attention_shape(window)
    cfg, case = qkatt_case(h, QKATT_G4_KERNEL, pos, SEED + 70)
    lay, slot, inputs = case.lay, case.slot, case.inputs
    qk, v, qkw, c, s = case.qk, case.v, case.qkw, case.cos, case.sin
    (bkv, host, host_lay, dev_tabs, host_tabs), (bkv2, *_rest) = case.caches
    table = dev_tabs[0]
    common = {k: case.args[k] for k in ("qk", "v", "qkw", "positions", "cos_tab", "sin_tab", "slots")}
    att = {k: case.args[k] for k in ("block_tables", "seq_lens")}
    out, out2, q2 = h.poisoned(2 * Hq * Dh), h.poisoned(4 * Hq * Dh), h.poisoned(4 * Hq * Dh)
    via = h.run(cfg, {**common, **att, "kv": bkv, "out": out}, [out, bkv])
    # the split path: qk_norm_rope_kv at one row (the global layers' batch-1 launch), then the per-head kernel,
    # whose windowed family starts at 2 rows (at one row the step runs the fused kernel): the row twice
    c1 = h.cfg(qk_rope_kernel(Dh), 1, T=1, **PROFILE.qk_rope_shape())
    c2 = h.cfg("attention_window_d256_f16", 2, R=2, **shape)
    h.run(c1, {**common, "q_out": q2, "kv": bkv2}, [q2, bkv2])
    h.drv.dtod(q2.view(2 * Hq * Dh, 2 * Hq * Dh), q2, 2 * Hq * Dh)
    h.run(c2, {"q": q2, "kv": bkv2, "block_tables": h.upload(np.stack([table, table])),
               "seq_lens": h.upload(np.array([pos + 1] * 2, np.uint32)), "out": out2}, [out2])
    got = h.download(out, np.float16, (1, Hq, Dh))
    _check_exact(cfg, "qk_norm_rope_kv_d256_f16 + attention_window_d256_f16 on the same inputs (out)", inputs, got,
                 h.download(out2, np.float16, (2, Hq, Dh))[:1], via)
    row = Hkv * Dh * 2
    off = (slot >> 4) * lay.page_stride + (slot & 15) * lay.token_stride
    kvrow = {}
    for name, b in (("fused", bkv), ("split", bkv2)):
        kvrow[name] = tuple(h.drv.download(b, np.uint8, (row,), offset=p * lay.plane_stride + off)
                            for p in (0, 1))
    _check_exact(cfg, "the two launches' K/V row (bytes)", inputs, np.concatenate(kvrow["fused"]),
                 np.concatenate(kvrow["split"]), via)
    model = qk_rope_model(qk, qkw, np.array([pos], np.int64), c, s, Hq, EPS)
    k_new = kvrow["fused"][0].view(np.float16).reshape(1, Hkv, Dh)
    _check_exact(cfg, "qk_rope_model k (the K row written)", inputs, k_new, model[:, Hq:], via)
    _check_exact(cfg, "v (the V row written)", inputs, kvrow["fused"][1].view(np.float16).reshape(1, Hkv, Dh), v,
                 via)
    kv_write(host, host_lay, 0, host_tabs[0], pos, k_new, v, inplace=True)
    exact, bound = _window_reference(model[:, :Hq], [(0, pos)], host, host_lay, host_tabs, cfg.scalar_map["scale"],
                                     window)
    _check_bound(cfg, f"spec.sliding_window.sliding_window_attention (window {window}) of qk_rope_model q", inputs,
                 got, exact, bound, via)


# ------------------------------------------------------------------------------ scaled embedding
@pytest.mark.parametrize("T", [1, 6])
def test_embedding_scaled(h: StepHarness, T: int) -> None:
    """embedding_q8_0_scaled_f32 bit-exact against spec.gemma.scale_embedding(spec.embedding(dequantize(table),
    ids), sqrt(hidden)) (one binary32 rounding per element: deterministic); an id >= V (the device sampler's
    0xFFFFFFFF) gives a zero row and reads nothing."""
    import math

    from spec.dequant import dequantize
    from spec.embedding import embedding
    from spec.gemma import scale_embedding
    from tests.gpu.test_gemma_kernels import quant_blocks

    V = MODEL.vocab
    cfg = REGISTRY["embedding_q8_0_scaled_f32"].config(T=T, D=D, V=V, scale=math.sqrt(D))
    rng = np.random.default_rng(SEED + 60 + T)
    raw = quant_blocks("Q8_0", V * D, rng)
    ids = np.array([0, V - 1, 12345, 0xFFFFFFFF, 7, 262000][:T], dtype=np.uint32)
    out = h.poisoned(4 * T * D)
    via = h.run(cfg, {"table": h.upload(raw), "ids": h.upload(ids), "out": out}, [out])
    got = h.download(out, np.float32, (T, D))
    ok = ids < V
    want = np.zeros((T, D), np.float32)
    for i in np.flatnonzero(ok):  # dequantise only the rows used (one row = D / 32 blocks of 34 bytes)
        row = raw[int(ids[i]) * (D // 32) * 34:(int(ids[i]) + 1) * (D // 32) * 34]
        table_row = dequantize(row.tobytes(), "Q8_0", D).reshape(1, D)
        want[i] = scale_embedding(embedding(table_row, np.array([0])), math.sqrt(D))[0]
    _check_exact(cfg, "spec.gemma.scale_embedding(spec.embedding(dequantize(Q8_0)), sqrt(hidden))",
                 f"random Q8_0 table (scales mixed), ids {ids.tolist()} (0xFFFFFFFF: zero row)", got, want, via)
