"""CPU checks of the Gemma 3 step kernels (backend/kernels/registry_gemma_step.py, src/gemma_step.cu): the
descriptors of gemma_step.ptx, the step profile's families (every launch of a step of 1..64 rows lies in
exactly one declared configuration), their refusals; and the kernels' arithmetic written out in numpy in
the kernels' own order (the *models* below, which tests/gpu/test_gemma_step_kernels.py compares the device
with bit for bit) checked against spec/ under the spec's bounds, and the two-stage greedy's keys against
spec.sampling's greedy rule (ties, signed zeros, NaN / +Inf / all -Inf rows).

The references and bounds (wide_norm_reference, postnorm_reference, qk_rope_reference) are the ones the
device tests use: they compose spec/'s per-operator bounds as stated in their docstrings.
"""

from __future__ import annotations

import math
import re

import numpy as np
import pytest

from backend.kernels import registry, registry_gemma_step
from backend.kernels.registry import REGISTRY
from backend.kernels.registry_gemma import gemma_dependent_launch
from backend.kernels.registry_gemma_step import (
    GEMMA_STEP_PROFILES,
    GREEDY_INVALID,
    GREEDY_PARTS,
    QKATT_KERNEL,
    QKATT_KERNELS,
    gemma_greedy_specs,
    gemma_norm_specs,
    gemma_step_families,
    qk_rope_kernel,
)
from spec.scalar import BOUND_SLACK, U32, store_f16_bound
from verifier.config import LaunchConfig

STEP_KERNELS = {"rmsnorm_wide_f16", "rmsnorm_wide_rows_f16", "postnorm_add_f32", "postnorm_add_norm_f32",
                "qk_norm_rope_kv_d256_f16", "greedy_part_f32", "greedy_final", "attention_window_d256_f16", "embedding_q8_0_scaled_f32",
                "attention_window_g4_d256_f16", "qk_rope_attention_g4_d256_f16", "qk_rope_attention_b1_d256_f16",
                "qk_rope_attention_b1o_d256_f16", "qk_rope_attention_b1s_d256_f16"}
FIRST = "embedding_q8_0_scaled_f32"  # the step's first kernel: never a programmatic dependent
PROFILE = GEMMA_STEP_PROFILES["gemma3-270m"]
MODEL = PROFILE.gemma.model


# ------------------------------------------------------------------------------ the kernels' arithmetic in numpy
def _butterfly(v: np.ndarray) -> np.ndarray:
    """fltc_warp_sum over the last axis (32 lanes, f32): v += shfl_xor(v, o) for o = 16, 8, 4, 2, 1."""
    lanes = np.arange(32)
    for o in (16, 8, 4, 2, 1):
        v = (v + v[..., lanes ^ o]).astype(np.float32)
    return v[..., 0]


def _finish(ss: np.ndarray, D: int, eps: float) -> np.ndarray:
    """fltc_rms_finish after the butterfly: 1 / sqrt(ss / D + eps), each step correctly rounded in f32."""
    mean = (ss / np.float32(D)).astype(np.float32)
    return (np.float32(1.0) / np.sqrt((mean + np.float32(eps)).astype(np.float32))).astype(np.float32)


def wide_rms_model(x: np.ndarray, eps: float) -> np.ndarray:
    """r per row of f32 x [M, D] in wide_rms_scale's order: lane l adds d = 128*it + 4*l + j (j = 0..3)."""
    M, D = x.shape
    ss = np.zeros((M, 32), np.float32)
    for it in range((D + 127) // 128):
        for lane in range(32):
            d = 128 * it + 4 * lane
            if d < D:
                for j in range(4):
                    ss[:, lane] = ss[:, lane] + x[:, d + j] * x[:, d + j]
    return _finish(_butterfly(ss), D, eps)


def rms_scale_model(y: np.ndarray, eps: float) -> np.ndarray:
    """r per row of f16 y [M, D] in fltc_rms_scale's order (common.cuh, rmsnorm_f16's)."""
    M, D = y.shape
    y32 = y.astype(np.float32)
    ss = np.zeros((M, 32), np.float32)
    for it in range((D + 255) // 256):
        for lane in range(32):
            base = (8 * it + lane // 4) * 32 + 4 * (lane % 4)
            for h in range(2):
                for j in range(4):
                    d = base + 16 * h + j
                    if d < D:
                        ss[:, lane] = ss[:, lane] + y32[:, d] * y32[:, d]
    return _finish(_butterfly(ss), D, eps)


def wide_norm_model(x: np.ndarray, w: np.ndarray, eps: float) -> np.ndarray:
    """rmsnorm_wide_f16: f16((x * r) * w)."""
    r = wide_rms_model(x, eps)[:, None]
    with np.errstate(over="ignore"):
        return (((x * r).astype(np.float32) * w[None, :]).astype(np.float32)).astype(np.float16)


def postnorm_model(x: np.ndarray, y: np.ndarray, w: np.ndarray, eps: float) -> np.ndarray:
    """postnorm_add_f32: x + fl32(fl32(y * r) * w), all f32."""
    r = rms_scale_model(y, eps)[:, None]
    n = ((y.astype(np.float32) * r).astype(np.float32) * w[None, :]).astype(np.float32)
    return (x + n).astype(np.float32)


def qk_rope_model(qk: np.ndarray, qkw: np.ndarray, positions: np.ndarray, cos: np.ndarray, sin: np.ndarray,
                  q_heads: int, eps: float) -> np.ndarray:
    """qk_norm_rope_kv's rotated q|k rows [T, q_heads + kv_heads, Dh] (f16): lane l sums a[l + 32j]^2 then
    b[l + 32j]^2 (a, b the row's halves), the butterfly, r; n = f16((x * r) * w); NEOX rotation with the
    tables' c, s at [pos, i]."""
    T, H, Dh = qk.shape
    half = Dh // 2
    x = qk.astype(np.float32)
    a, b = x[:, :, :half], x[:, :, half:]
    ss = np.zeros((T, H, 32), np.float32)
    for j in range(half // 32):
        sl = slice(32 * j, 32 * j + 32)
        ss = (ss + a[:, :, sl] * a[:, :, sl]).astype(np.float32)
    for j in range(half // 32):
        sl = slice(32 * j, 32 * j + 32)
        ss = (ss + b[:, :, sl] * b[:, :, sl]).astype(np.float32)
    r = _finish(_butterfly(ss), Dh, eps)[:, :, None]
    w = np.where(np.arange(H)[:, None] < q_heads, qkw[None, :Dh], qkw[None, Dh:]).astype(np.float32)[None]
    n = ((x * r).astype(np.float32) * w).astype(np.float32).astype(np.float16).astype(np.float32)
    n0, n1 = n[:, :, :half], n[:, :, half:]
    c = cos[positions][:, None, :]
    s = sin[positions][:, None, :]
    with np.errstate(over="ignore"):
        y0 = ((n0 * c).astype(np.float32) - (n1 * s).astype(np.float32)).astype(np.float32)
        y1 = ((n0 * s).astype(np.float32) + (n1 * c).astype(np.float32)).astype(np.float32)
    return np.concatenate([y0, y1], axis=2).astype(np.float16)


def greedy_model(logits: np.ndarray, parts: int = GREEDY_PARTS) -> np.ndarray:
    """greedy_part_f32 + greedy_final: per part the largest key (ord(l) << 32 | ~i), GREEDY_BAD for a NaN /
    +Inf; then the largest part key -> token, GREEDY_INVALID for a bad part or an all -Inf row."""
    B, V = logits.shape
    x = np.where(logits == 0, np.float32(0.0), logits).astype(np.float32)
    bits = x.view(np.uint32).astype(np.uint64)
    ordv = np.where(bits & 0x80000000, ~bits & 0xFFFFFFFF, bits | 0x80000000)
    keys = (ordv << np.uint64(32)) | (np.uint64(0xFFFFFFFF) - np.arange(V, dtype=np.uint64))[None, :]
    bad = np.isnan(logits) | (logits == np.inf)
    pk = keys.reshape(B, parts, V // parts).max(axis=2)
    pk = np.where(bad.reshape(B, parts, -1).any(axis=2), np.uint64(0xFFFFFFFFFFFFFFFF), pk)
    m = pk.max(axis=1)
    tok = (np.uint64(0xFFFFFFFF) - (m & np.uint64(0xFFFFFFFF))).astype(np.uint32)
    invalid = (m == np.uint64(0xFFFFFFFFFFFFFFFF)) | ((m >> np.uint64(32)) == np.uint64(0x007FFFFF))
    return np.where(invalid, np.uint32(GREEDY_INVALID), tok)


# ------------------------------------------------------------------------------ references and bounds
def wide_norm_reference(x: np.ndarray, w: np.ndarray, eps: float) -> tuple[np.ndarray, np.ndarray]:
    """(exact, bound) of spec.gemma.rmsnorm_wide."""
    from spec.gemma import rmsnorm_wide_bound, rmsnorm_wide_reference_f64

    return rmsnorm_wide_reference_f64(x, w, eps), rmsnorm_wide_bound(x, w, eps)


def postnorm_reference(x: np.ndarray, y: np.ndarray, w: np.ndarray, eps: float) -> tuple[np.ndarray, np.ndarray]:
    """(exact x + z, bound) of residual_add_wide(x, rmsnorm_f32(y, w)) with z the exact RMSNorm of y: the
    norm's binary32 error E (spec.norm.rmsnorm_bound_f32) plus one binary32 rounding of the add,
    E + u32 (|x + z| + E)."""
    from spec.norm import rmsnorm_bound_f32

    y64 = y.astype(np.float64)
    z = y64 / np.sqrt(np.mean(y64 * y64, axis=1, keepdims=True) + eps) * w.astype(np.float64)[None, :]
    e = rmsnorm_bound_f32(y, w, eps)
    t = x.astype(np.float64) + z
    return t, (e + U32 * (np.abs(t) + e)) * BOUND_SLACK


def _f16_at_least(a: np.ndarray) -> np.ndarray:
    """The smallest f16 values >= a (a >= 0, finite): magnitudes for a bound that grows with |x|."""
    m = a.astype(np.float16)
    low = m.astype(np.float64) < a
    m[low] = np.nextafter(m[low], np.float16(np.inf))
    return m


def qk_rope_reference(qk: np.ndarray, qkw: np.ndarray, positions: np.ndarray, base: float, q_heads: int,
                      eps: float) -> tuple[np.ndarray, np.ndarray]:
    """(exact, bound) [T, H, Dh] of rope_neox(qk_rmsnorm(x, w), pos, base, Dh) per q|k head row.

    Exact: z = the float64 RMSNorm of the row times w, rotated by the exact angle (T_i = z_i C - z_{i+h} S,
    T_{i+h} = z_i S + z_{i+h} C). Bound: the normalised f16 values n satisfy |n - z| <= E
    (spec.gemma.qk_rmsnorm_bound, any summation order); the rotation of n is within spec.rope's binary32
    bound evaluated at magnitudes >= |z| + E (the bound grows with |x0|, |x1|), plus |C| E_i + |S| E_{i+h}
    for rotating n instead of z; then spec.scalar.store_f16_bound for the store."""
    from spec.gemma import neox_permutation, qk_rmsnorm_bound
    from spec.rope import rope_bound_f32

    T, H, Dh = qk.shape
    half = Dh // 2
    w = np.where(np.arange(H)[:, None] < q_heads, qkw[None, :Dh], qkw[None, Dh:]).astype(np.float64)
    x64 = qk.astype(np.float64)
    z = x64 / np.sqrt(np.mean(x64 * x64, axis=2, keepdims=True) + eps) * w[None]
    e = np.concatenate([qk_rmsnorm_bound(qk[:, :q_heads], qkw[:Dh], eps),
                        qk_rmsnorm_bound(qk[:, q_heads:], qkw[Dh:], eps)], axis=1)
    theta = positions.astype(np.float64)[:, None] * np.power(float(base), -2.0 * np.arange(half) / Dh)[None, :]
    C, S = np.cos(theta)[:, None, :], np.sin(theta)[:, None, :]
    z0, z1 = z[:, :, :half], z[:, :, half:]
    exact = np.concatenate([z0 * C - z1 * S, z0 * S + z1 * C], axis=2)
    perm = neox_permutation(Dh, Dh)
    mag = _f16_at_least(np.abs(z) + e)
    b32 = rope_bound_f32(np.ascontiguousarray(mag[:, :, perm]), positions, base, Dh)[:, :, np.argsort(perm)]
    e0, e1 = e[:, :, :half], e[:, :, half:]
    rot = np.concatenate([np.abs(C) * e0 + np.abs(S) * e1, np.abs(S) * e0 + np.abs(C) * e1], axis=2)
    return exact, store_f16_bound(np.abs(exact), (b32 + rot) * BOUND_SLACK)


def ratio(got: np.ndarray, exact: np.ndarray, bound: np.ndarray) -> float:
    """max |got - exact| / bound (0/0 counts as 0; a NaN in got is infinite)."""
    g = got.astype(np.float64)
    err = np.where(np.isnan(g), np.inf, np.abs(g - exact))
    with np.errstate(divide="ignore", invalid="ignore"):
        r = np.where(err == 0, 0.0, err / bound)
    return float(r.max()) if r.size else 0.0


def stream_rows(rng: np.random.Generator, M: int, D: int) -> np.ndarray:
    """f32 residual-stream rows: N(0, 1) scaled per row from 1e-3 to 1e5 (past the f16 range, as Gemma's)."""
    return (rng.standard_normal((M, D)) * np.logspace(-3, 5, M)[:, None]).astype(np.float32)


def norm_weights(rng: np.random.Generator, n: int) -> np.ndarray:
    """f32 norm weights as the GGUF stores them (1 + w, spec docstring of backend/model/gemma3.py)."""
    return (1.0 + 0.3 * rng.standard_normal(n)).astype(np.float32)


# ------------------------------------------------------------------------------ registry
@pytest.fixture(scope="module")
def families() -> list[LaunchConfig]:
    return gemma_step_families(PROFILE)


def _covering(fams: list[LaunchConfig], c: LaunchConfig) -> list[LaunchConfig]:
    out = []
    for f in fams:
        if f.kernel != c.kernel:
            continue
        if (f.is_family and f.match(c) is not None) or (not f.is_family and f.key() == c.key()):
            out.append(f)
    return out


def test_every_gemma_step_entry_is_registered() -> None:
    own = {"attention_window_g4_d256_f16": "attention_window",  # the kernels of their own PTX file
           "qk_rope_attention_g4_d256_f16": "attention_decode", "qk_rope_attention_b1_d256_f16": "attention_b1",
           "qk_rope_attention_b1o_d256_f16": "attention_b1o", "qk_rope_attention_b1s_d256_f16": "attention_b1s"}
    for ptx in {"gemma_step", *own.values()}:
        ks = {k for k in STEP_KERNELS if own.get(k, "gemma_step") == ptx}
        text = REGISTRY[next(iter(ks))].ptx_text()
        assert set(re.findall(r"\.visible\s+\.entry\s+(\w+)", text)) == {REGISTRY[k].entry for k in ks}
    for k in STEP_KERNELS:
        d = REGISTRY[k]
        ptx = own.get(k, "gemma_step")
        assert d.ptx_file == f"{ptx}.ptx" and d.source == f"src/{ptx}.cu"
        assert d.build_command == f"cd backend/kernels && {registry.NVCC} src/{ptx}.cu -o {ptx}.ptx"
        assert (d.stable is None) == (k == FIRST)
        assert all(dict((p.name, p) for p in d.params)[n].role.name == "IN" for n in d.stable or ())


def test_launch_configs_include_the_step_families(families: list[LaunchConfig]) -> None:
    keys = {c.key() for c in registry.launch_configs()}
    assert {c.key() for c in families} <= keys
    # plus the batch-1 step's staging copy (copy_u32 from mapped host memory, as the Llama step), at this profile's
    # input size: the executor launches it (step_plan._new_step), so the profile declares it
    # and at one row the norm-fused GEMVs that replace all but the last post-norm (registry_gemma declares them,
    # gemma_norm_specs adds them with the profile's eps)
    assert {c.kernel for c in families} == STEP_KERNELS | {"copy_u32", "gemv_q5_0_pn_r1", "gemv_q5_0_pn_glu_r1",
                                                          "gemv_q5_0_pn_q8v_r1", "gemv_q4_k_comb_r1"}
    (copy,) = [c for c in families if c.kernel == "copy_u32"]
    assert copy.scalar_map["n"] == registry.step_inputs(1, 1, PROFILE.max_context // 16)[1] // 4
    assert registry_gemma_step.all_gemma_step_families in registry.EXTRA_FAMILIES


@pytest.mark.parametrize("rows", [1, 2, 3, 17, 63, 64])
def test_every_step_launch_is_covered_once(families: list[LaunchConfig], rows: int) -> None:
    """Each launch of a step of `rows` rows lies in exactly one declared configuration; a programmatic
    dependent exactly at one row."""
    specs = gemma_norm_specs(PROFILE, rows) + gemma_greedy_specs(PROFILE, rows)
    # embedding, norm, qk-rope, post-norm (alone and fused with the next norm), attention x 2 windows, final
    # norm, greedy x 2; at one row first the staging copy (copy_u32, stream-ordered: the graph's first launch), no
    # post-norm alone (the last one is fused with output_norm), and the local window's qk-rope + attention fused
    # (QKATT_KERNEL = qk_rope_attention_b1_d256_f16; the global layers keep qk_norm_rope_kv + the per-head
    # attention; the g4 entry is declared beside it but never launched), and the norm-fused GEMVs (q|k,
    # q|k|v, gate|up: registry_gemma.gemma_postnorm_specs), the q|k + Q8_0 v one (gemma_pn_q8v_specs), and the
    # split-key attention + the combining o-projection at both windows (qkatt_b1s_specs)
    assert len(specs) == (18 if rows == 1 else 10)
    assert sum("_pn_" in s.kernel for s in specs) == (4 if rows == 1 else 0)
    names = [s.kernel for s in specs]
    assert QKATT_KERNEL == "qk_rope_attention_b1_d256_f16" and "qk_rope_attention_g4_d256_f16" not in names
    assert (QKATT_KERNEL in names) == (rows == 1) == ("postnorm_add_f32" not in names)
    for s in specs:
        c = registry.spec_config(s, rows)
        cov = _covering(families, c)
        assert len(cov) == 1, (c.kernel, c.label, [f.label for f in cov])
        assert (c.overlap is not None) == (gemma_dependent_launch(rows) and c.kernel not in (FIRST, "copy_u32"))


def test_launches_outside_the_profile_are_not_admitted(families: list[LaunchConfig]) -> None:
    """65 rows, a stream-ordered launch where the step is a chain of dependents (or a dependent where it is
    not), another eps or pool: not admitted."""
    eps = PROFILE.rms_eps
    assert not _covering(families, REGISTRY["rmsnorm_wide_f16"].config(M=65, D=640, eps=eps, overlap=True))
    assert not _covering(families, REGISTRY["rmsnorm_wide_f16"].config(M=1, D=640, eps=eps))
    assert not _covering(families, REGISTRY["postnorm_add_f32"].config(M=2, D=640, eps=eps))
    assert not _covering(families, REGISTRY["postnorm_add_f32"].config(M=2, D=640, eps=1e-5, overlap=True))
    assert not _covering(families, REGISTRY["postnorm_add_f32"].config(M=40, D=640, eps=eps, overlap=True))
    shape = {**PROFILE.qk_rope_shape(), "physical_blocks": 8192}
    assert not _covering(families, REGISTRY[qk_rope_kernel(256)].config(T=3, **shape, overlap=True))
    assert not _covering(families, REGISTRY["greedy_part_f32"].config(B=3, V=131072, overlap=True))
    att = REGISTRY["attention_window_d256_f16"]
    assert _covering(families, att.config(R=3, **PROFILE.attention_shape(512), overlap=True))  # the control
    assert not _covering(families, att.config(R=3, **{**PROFILE.attention_shape(512), "window": 1024}, overlap=True))
    assert not _covering(families, att.config(R=65, **PROFILE.attention_shape(512), overlap=True))
    # from 17 rows the local layers' window is the GQA-group kernel's; the per-head kernel keeps the global window
    assert not _covering(families, att.config(R=17, **PROFILE.attention_shape(512)))
    assert _covering(families, att.config(R=17, **PROFILE.attention_shape(PROFILE.max_context)))
    # at one row: the local window's attention is the fused kernel's, the last post-norm is fused with output_norm
    assert not _covering(families, att.config(R=1, **PROFILE.attention_shape(512), overlap=True))
    assert _covering(families, att.config(R=1, **PROFILE.attention_shape(PROFILE.max_context), overlap=True))
    assert not _covering(families, REGISTRY["postnorm_add_f32"].config(M=1, D=640, eps=eps, overlap=True))
    one = {**PROFILE.attention_shape(512), "eps": eps, "positions": PROFILE.max_context}
    for k in QKATT_KERNELS:  # the launched fused entry and the one declared beside it: the same family rules
        fused = REGISTRY[k]
        assert len(_covering(families, fused.config(R=1, **one, overlap=True))) == 1
        assert not _covering(families, fused.config(R=1, **one))  # stream-ordered where the step is a chain
        with pytest.raises(ValueError, match="one row"):  # two rows' CTAs could share a K/V slot: not declarable
            fused.config(R=2, **one, overlap=True)
        with pytest.raises(ValueError, match="score buffer"):  # the global window: 8,192 keys > 512 shared scores
            fused.config(R=1, **{**one, "window": PROFILE.max_context}, overlap=True)
        assert not _covering(families, fused.config(R=1, **{**one, "window": 256}, overlap=True))
    g4 = REGISTRY["attention_window_g4_d256_f16"]
    assert _covering(families, g4.config(R=17, **PROFILE.attention_shape(512)))
    assert _covering(families, g4.config(R=512, **PROFILE.attention_shape(512)))
    assert not _covering(families, g4.config(R=16, **PROFILE.attention_shape(512)))
    assert not _covering(families, g4.config(R=513, **PROFILE.attention_shape(512)))


def test_family_members_have_the_concrete_sizes(families: list[LaunchConfig]) -> None:
    """At a family's least and greatest member, grid and buffers are the concrete launch's."""
    for f in families:
        if not f.is_family:
            continue
        (name, rng), = f.symbols
        lo = rng.min  # the family's least member: its step's specs (dependent or not) include it
        spec = next(s for s in gemma_norm_specs(PROFILE, lo) + gemma_greedy_specs(PROFILE, lo)
                    if s.kernel == f.kernel and f.match(registry.spec_config(s, lo)) is not None)
        for v in (rng.min, rng.max):
            m = f.instantiate({name: v})
            c = registry.spec_config(spec, v)
            assert (m.grid, m.block, m.buffers, m.scalars) == (c.grid, c.block, c.buffers, c.scalars), (f.label, v)


def test_buffer_sizes_and_grids() -> None:
    c = REGISTRY[qk_rope_kernel(256)].config(T=5, **PROFILE.qk_rope_shape())
    b = {k: v.size_bytes for k, v in c.buffers}
    assert c.grid == (5, 1, 1) and c.block == (32, 6, 1)
    assert b["qk"] == 2 * 5 * 5 * 256 and b["v"] == 2 * 5 * 256 and b["qkw"] == 4 * 512
    assert b["cos_tab"] == 4 * PROFILE.max_context * 128 and b["q_out"] == 2 * 5 * 4 * 256
    assert b["kv"] == PROFILE.physical_blocks * 16 * 512 * (MODEL.layers + 1)  # plane + one layer
    g = REGISTRY["greedy_part_f32"].config(B=3, V=MODEL.vocab)
    assert g.grid == (GREEDY_PARTS, 3, 1) and dict(g.scalars)["chunk"] == MODEL.vocab // GREEDY_PARTS
    assert REGISTRY["postnorm_add_f32"].config(M=2, D=640, eps=1e-6).outputs[0].elem_bytes == 4
    a = REGISTRY["attention_window_d256_f16"].config(R=3, **PROFILE.attention_shape(512))
    assert a.grid == (4, 1, 3) and a.block == (256, 1, 1)
    assert dict(a.scalars)["window"] == 512 and dict(a.scalars)["scale"] == 0.0625
    assert dict(a.buffers)["block_tables"].size_bytes == 4 * 3 * PROFILE.max_context // 16
    assert PROFILE.windows() == (512, PROFILE.max_context)
    g4 = REGISTRY["attention_window_g4_d256_f16"].config(R=20, **PROFILE.attention_shape(512))
    assert g4.grid == (1, 20, 1) and g4.block == (256, 1, 1) and "group" not in dict(g4.scalars)
    assert dict(g4.buffers)["out"].size_bytes == dict(g4.buffers)["q"].size_bytes == 2 * 20 * 4 * 256
    assert PROFILE.attention_kernel(512, 17) == "attention_window_g4_d256_f16"
    assert PROFILE.attention_kernel(512, 16) == PROFILE.attention_kernel(PROFILE.max_context, 512) == \
        "attention_window_d256_f16"
    e = REGISTRY[FIRST].config(T=3, D=640, V=MODEL.vocab, scale=math.sqrt(640))
    assert e.grid == (3, 3, 1) and dict(e.buffers)["table"].size_bytes == MODEL.vocab * 20 * 34
    assert dict(e.scalars)["scale"] == float(np.float32(math.sqrt(640)))


@pytest.mark.parametrize(("kernel", "shape"), [
    ("rmsnorm_wide_f16", {"M": 1, "D": 642, "eps": 1e-6}),  # D % 4
    ("rmsnorm_wide_f16", {"M": 0, "D": 640, "eps": 1e-6}),
    ("postnorm_add_f32", {"M": 1, "D": 640, "eps": 0.0}),
    ("rmsnorm_wide_rows_f16", {"n_out": 1, "rows_in": 0, "D": 640, "eps": 1e-6}),
    ("greedy_part_f32", {"B": 1, "V": 262144 + 1024}),  # not parts x chunk
    ("greedy_part_f32", {"B": 1, "V": 64 * 512}),  # chunk not a multiple of 1024
    ("greedy_final", {"B": 0}),
    ("embedding_q8_0_scaled_f32", {"T": 1, "D": 640 + 16, "V": 8, "scale": 25.3}),  # D % 32
    ("embedding_q8_0_scaled_f32", {"T": 1, "D": 640, "V": 8, "scale": 0.0}),
    ("attention_window_d256_f16", {**PROFILE.attention_shape(512), "R": 1, "head_dim": 128}),
    ("attention_window_d256_f16", {**PROFILE.attention_shape(16384), "R": 1, "max_context": 16384}),  # > 8,192 keys
    ("attention_window_d256_f16", {**PROFILE.attention_shape(512), "R": 1, "q_heads": 3, "kv_heads": 2}),
    ("attention_window_d256_f16", {**PROFILE.attention_shape(0), "R": 1}),
    ("attention_window_g4_d256_f16", {**PROFILE.attention_shape(1024), "R": 17}),  # > 512 keys
    ("attention_window_g4_d256_f16", {**PROFILE.attention_shape(512), "R": 17, "q_heads": 2}),  # group 2
    ("attention_window_g4_d256_f16", {**PROFILE.attention_shape(512), "R": 17, "head_dim": 128}),
    ("attention_window_g4_d256_f16", {**PROFILE.attention_shape(512), "R": 0}),
])
def test_families_reject_unsupported_shapes(kernel: str, shape: dict) -> None:
    with pytest.raises(ValueError):
        REGISTRY[kernel].config(**shape)


def test_qk_rope_refuses_other_head_dims_and_too_many_heads() -> None:
    with pytest.raises(ValueError, match="head_dim"):
        qk_rope_kernel(128)
    with pytest.raises(ValueError, match="1024"):
        REGISTRY[qk_rope_kernel(256)].config(T=1, **{**PROFILE.qk_rope_shape(), "q_heads": 31})


# ------------------------------------------------------------------------------ the models against spec/
def test_wide_norm_model_within_spec_bound() -> None:
    from spec.gemma import rmsnorm_wide

    rng = np.random.default_rng(1)
    x = stream_rows(rng, 9, MODEL.hidden)
    w = norm_weights(rng, MODEL.hidden)
    got = wide_norm_model(x, w, 1e-6)
    exact, bound = wide_norm_reference(x, w, 1e-6)
    assert ratio(got, exact, bound) <= 1.0
    assert ratio(rmsnorm_wide(x, w, 1e-6), exact, bound) <= 1.0  # the spec itself, same bound
    assert np.mean(got != rmsnorm_wide(x, w, 1e-6)) < 0.01  # another order, rarely another f16


def test_postnorm_model_within_bound() -> None:
    from spec.gemma import residual_add_wide
    from spec.norm import rmsnorm_f32

    rng = np.random.default_rng(2)
    x = stream_rows(rng, 7, MODEL.hidden)
    y = (rng.standard_normal((7, MODEL.hidden)) * 40).astype(np.float16)
    w = norm_weights(rng, MODEL.hidden)
    exact, bound = postnorm_reference(x, y, w, 1e-6)
    assert ratio(postnorm_model(x, y, w, 1e-6), exact, bound) <= 1.0
    assert ratio(residual_add_wide(x, rmsnorm_f32(y, w, 1e-6)), exact, bound) <= 1.0


def test_qk_rope_model_within_bound_and_near_spec() -> None:
    """The kernel's q|k arithmetic against the composed bound, and against spec's composition
    rope_neox(qk_rmsnorm(.)) (another summation order: equal but for rare 1-ulp differences)."""
    from spec.gemma import qk_rmsnorm, rope_neox
    from spec.rope import rope_cos_sin

    rng = np.random.default_rng(3)
    T, Hq, Dh = 5, MODEL.q_heads, MODEL.head_dim
    qk = (rng.standard_normal((T, Hq + 1, Dh)) * rng.uniform(0.01, 30, (T, Hq + 1, 1))).astype(np.float16)
    qkw = norm_weights(rng, 2 * Dh)
    pos = np.array([0, 1, 511, 4000, 8191])
    for base in (10000.0, 1000000.0):
        c, s = rope_cos_sin(np.arange(8192), base, Dh)
        got = qk_rope_model(qk, qkw, pos, c, s, Hq, 1e-6)
        exact, bound = qk_rope_reference(qk, qkw, pos, base, Hq, 1e-6)
        assert ratio(got, exact, bound) <= 1.0
        want = np.concatenate([rope_neox(qk_rmsnorm(qk[:, :Hq], qkw[:Dh], 1e-6), pos, base, Dh),
                               rope_neox(qk_rmsnorm(qk[:, Hq:], qkw[Dh:], 1e-6), pos, base, Dh)], axis=1)
        assert ratio(want, exact, bound) <= 1.0
        assert np.mean(got != want) < 0.01


def greedy_cases(V: int, parts: int = GREEDY_PARTS) -> tuple[np.ndarray, list[int | None]]:
    """Logit rows with the spec's token (None: the spec raises ValueError): ties inside a part and across
    parts (lowest index wins), -0 before +0, a lone finite value among -Inf, NaN, +Inf, all -Inf."""
    rng = np.random.default_rng(4)
    chunk = V // parts
    x = (rng.standard_normal((8, V)) * 3).astype(np.float32)
    x[0, [5 * chunk + 7, 2 * chunk + 100, 2 * chunk + 99]] = 50.0  # across parts and inside one: 2*chunk+99
    x[1, :] = -1.0
    x[1, [3 * chunk + 1, chunk + 2]] = np.float32(-0.0), np.float32(0.0)  # -0 == +0: the lower index
    x[2, :] = -np.inf
    x[2, V - 1] = -60000.0
    x[3, 77] = np.nan
    x[4, V // 2] = np.inf
    x[5, :] = -np.inf
    x[6, V - 1] = x[6].max() + 1  # the last element of the last part
    x[7, :] = 7.0  # all equal: token 0
    want: list[int | None] = [2 * chunk + 99, chunk + 2, V - 1, None, None, None, V - 1, 0]
    return x, want


def test_greedy_model_follows_the_spec_rule() -> None:
    from spec.sampling import sample_f32

    x, want = greedy_cases(MODEL.vocab)
    for row, w in zip(x, want, strict=True):
        if w is None:
            with pytest.raises(ValueError):
                sample_f32(row, 0.0, 0, 1.0, 0, 0)
        else:
            assert sample_f32(row, 0.0, 0, 1.0, 0, 0) == w
    got = greedy_model(x)
    assert got.tolist() == [GREEDY_INVALID if w is None else w for w in want]
    y = (np.random.default_rng(5).standard_normal((16, MODEL.vocab)) * 4).astype(np.float32)
    assert greedy_model(y).tolist() == [sample_f32(r, 0.0, 0, 1.0, 0, 0) for r in y]


def test_profile_matches_the_real_gguf() -> None:
    """The step profile's eps, window, heads and head dim are the 270M GGUF's (issue 18's file), and its RoPE
    covers the whole head (no rope.dimension_count key: rope_dim = head_dim, what qk_norm_rope_kv rotates)."""
    import mmap

    from backend.model.gguf_loader import parse_header
    from tests.model.gemma_file import gemma_path_or_skip

    path = gemma_path_or_skip()
    with open(path, "rb") as fh, mmap.mmap(fh.fileno(), 0, access=mmap.ACCESS_READ) as buf:
        md = parse_header(buf, len(buf)).metadata
    assert float(np.float32(md["gemma3.attention.layer_norm_rms_epsilon"])) == float(np.float32(PROFILE.rms_eps))
    assert md["gemma3.attention.sliding_window"] == PROFILE.sliding_window
    assert md.get("gemma3.rope.dimension_count", md["gemma3.attention.key_length"]) == MODEL.head_dim
    assert (md["gemma3.attention.head_count"], md["gemma3.attention.head_count_kv"]) == (MODEL.q_heads,
                                                                                          MODEL.kv_heads)
    assert md["gemma3.embedding_length"] == MODEL.hidden and md["gemma3.block_count"] == MODEL.layers


def test_b1s_declared_at_both_windows(families: list[LaunchConfig]) -> None:
    """qk_rope_attention_b1s_d256_f16: one configuration per window of the profile at one row (local: G 8, global:
    G 32), grid (G, kv_heads), part sized for kv_heads x G partials, kvrow the only static output; the step's own
    launches (gemma_norm_specs) include it, with its combining o-projection, at one row only."""
    from backend.kernels.b1s_layout import B1S_SPLITS_GLOBAL, B1S_SPLITS_LOCAL, part_floats
    from backend.kernels.registry_gemma_step import QKATT_B1S_KERNEL

    b1s = {c.scalar_map["window"]: c for c in families if c.kernel == QKATT_B1S_KERNEL}
    assert set(b1s) == {PROFILE.sliding_window, PROFILE.max_context}
    for window, G in ((PROFILE.sliding_window, B1S_SPLITS_LOCAL), (PROFILE.max_context, B1S_SPLITS_GLOBAL)):
        c = b1s[window]
        assert not c.is_family and c.grid == (G, MODEL.kv_heads, 1) and c.scalar_map["G"] == G
        assert c.buffer_map["part"].size_bytes == 4 * part_floats(MODEL.kv_heads, G)
        assert [o.buffer for o in c.outputs] == ["kvrow"] and c.overlap is not None
        assert "block_tables" in c.overlap.stable
        assert {a.name for a in c.assumptions} == {"kv_allocator_invariant", "seq_len_within_context",
                                                   "positions_below_table"}
    one = [s.kernel for s in gemma_norm_specs(PROFILE, 1)]
    assert one.count(QKATT_B1S_KERNEL) == one.count("gemv_q4_k_comb_r1") == 2
    for rows in (2, 64):
        assert all(s.kernel != QKATT_B1S_KERNEL for s in gemma_norm_specs(PROFILE, rows))
    assert not registry_gemma_step.qkatt_b1s_specs(PROFILE, 2)


def test_b1s_family_refusals() -> None:
    from backend.kernels.registry_gemma_step import QKATT_B1S_KERNEL

    fam = REGISTRY[QKATT_B1S_KERNEL]
    base = dict(R=1, q_heads=4, kv_heads=1, max_context=8192, layers=18, physical_blocks=16384, window=512,
                eps=1e-6, positions=8192, G=8)
    fam.config(**base)
    fam.config(**{**base, "window": 8192, "G": 16})  # chunks of 512 keys: the score buffer's size
    for bad in ({"R": 2}, {"q_heads": 8}, {"window": 8192, "G": 8}, {"G": 0}, {"head_dim": 128}):
        with pytest.raises(Exception, match=QKATT_B1S_KERNEL):
            fam.config(**{**base, **bad})
