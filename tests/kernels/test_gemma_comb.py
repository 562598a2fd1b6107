"""CPU tests of the o-projection that combines the split-key attention's partials (src/gemv_comb.cu,
registry_gemma.COMB_KERNEL): its declared configurations, what its family refuses, the chunk count its part reads
rely on (count <= G), and the combine's f32 order written out element by element (the kernel's comb_element) against
b1s_layout.b1s_combine, the numpy emulation the device test compares xo with. The device test is
tests/gpu/test_gemma_comb_gemv.py; the planted bugs tests/verifier/test_adversarial_comb.py."""

from __future__ import annotations

import re

import numpy as np
import pytest

from backend.kernels import registry
from backend.kernels.b1s_layout import (
    B1S_GROUP,
    B1S_HD,
    B1S_PART_FLOATS,
    B1S_SPLITS_LOCAL,
    b1s_chunks,
    b1s_combine,
    part_floats,
)
from backend.kernels.registry import REGISTRY, launch_configs
from backend.kernels.registry_gemma import (
    COMB_KERNEL,
    COMB_MAX_CHUNK,
    COMB_MAX_G,
    COMB_MAX_K,
    GK_QUANT,
    comb_configs,
)
from backend.kernels.registry_gemma_step import ATTG4_MAX_KEYS, GEMMA_STEP_PROFILES
from spec.kv_layout import KVLayout
from verifier.config import Role

PROFILE = GEMMA_STEP_PROFILES["gemma3-270m"]
MODEL = PROFILE.gemma.model
# the family's arguments of gemma-3-270m's o-projection (the local window's split)
SHAPE = {"M": 1, "N": MODEL.hidden, "K": MODEL.q_heads * MODEL.head_dim, "kv_heads": MODEL.kv_heads,
         "window": PROFILE.sliding_window, "G": B1S_SPLITS_LOCAL, "layers": MODEL.layers,
         "physical_blocks": PROFILE.physical_blocks}


def test_declared_configurations() -> None:
    """Two batch-1 programmatic dependents (the local and the global windows' splits) with the step profile's KV
    layout, in launch_configs (so `fltc prove --all` and the gate see them); the entry is the PTX file's one."""
    cs = comb_configs()
    assert [(c.scalar_map["window"], c.scalar_map["G"]) for c in cs] == [(512, 8), (8192, 32)]
    assert {c.key() for c in cs} <= {c.key() for c in launch_configs()}
    d = REGISTRY[COMB_KERNEL]
    assert set(re.findall(r"\.visible\s+\.entry\s+(\w+)", d.ptx_text())) == {d.entry} == {"gemv_q4_k_comb_r1c1_f16"}
    assert d.build_command == f"cd backend/kernels && {registry.NVCC} src/gemv_comb.cu -o gemv_comb.ptx"
    roles = {p.name: p.role for p in d.params}
    assert d.stable == ("w", "seq_lens", "slots") and all(roles[n] is Role.IN for n in d.stable)
    assert roles["kv"] is Role.INOUT and roles["y"] is roles["xo"] is Role.OUT
    lay = KVLayout(MODEL.layers, PROFILE.physical_blocks, kv_heads=MODEL.kv_heads, head_dim=MODEL.head_dim)
    be, bb = GK_QUANT["q4_k"]
    for c in cs:
        G, N, K = c.scalar_map["G"], c.scalar_map["N"], c.scalar_map["K"]
        assert c.overlap is not None and c.label.endswith("_pdl") and c.grid == (N // 8, 1, 1)
        assert (N, K, c.scalar_map["kv_heads"]) == (640, 1024, 1) and c.block == (256, 1, 1)
        assert c.scalar_map["n_slots"] == PROFILE.physical_blocks * 16
        assert (c.scalar_map["token_stride"], c.scalar_map["page_stride"], c.scalar_map["plane_stride"]) == (
            lay.token_stride, lay.page_stride, lay.plane_stride)
        sizes = {k: b.size_bytes for k, b in c.buffers}
        assert sizes["part"] == 4 * part_floats(1, G) == 4 * G * B1S_PART_FLOATS
        assert sizes["kvrow"] == 2 * 2 * B1S_HD and sizes["xo"] == 2 * K and sizes["y"] == 2 * N
        assert sizes["w"] == N * (K // be) * bb
        assert sizes["kv"] == lay.plane_stride + lay.layer_stride
        # the last slot's row (K plane, then V plane) ends inside the layer view's windows
        last = (c.scalar_map["n_slots"] - 1) // 16 * lay.page_stride + 15 * lay.token_stride + 2 * B1S_HD
        assert last <= lay.layer_stride


def test_chunk_limit_is_the_attention_ctas() -> None:
    assert COMB_MAX_CHUNK == ATTG4_MAX_KEYS


@pytest.mark.parametrize(("change", "why"), [
    ({"M": 2}, "one row"),
    ({"N": 0}, "N > 0"),
    ({"K": 640}, "K == kv_heads"),
    ({"kv_heads": 2, "K": 2048}, f"<= {COMB_MAX_K}"),
    ({"kv_heads": 0, "K": 0}, "K == kv_heads"),
    ({"G": 0}, "1 <= G"),
    ({"G": COMB_MAX_G + 1}, "1 <= G"),
    ({"window": 0}, "1 <= window"),
    ({"window": 8192, "G": 8}, "chunks of 1024 keys"),
    ({"physical_blocks": 0}, "physical_blocks > 0"),
    ({"layers": 0}, "layers > 0"),
])
def test_family_refuses(change: dict[str, int], why: str) -> None:
    REGISTRY[COMB_KERNEL].config(overlap=True, **SHAPE)  # the base shape is admitted
    with pytest.raises(ValueError, match=re.escape(why)):
        REGISTRY[COMB_KERNEL].config(overlap=True, **{**SHAPE, **change})


@pytest.mark.parametrize(("window", "G"), [(512, 8), (8192, 32)])
def test_chunk_count_is_at_most_G(window: int, G: int) -> None:
    """For every row length (past the window too), count <= G chunks of at most COMB_MAX_CHUNK keys cover the row's
    keys in order: the combine reads partials c < count <= G only (inside part), every one non-empty."""
    for seq_len in range(1, window + 70):
        ck = b1s_chunks(seq_len, window, G)
        assert 1 <= ck.count <= G and ck.ch <= COMB_MAX_CHUNK and ck.ch % 32 == 0
        keys = [k for c in range(ck.count) for k in ck.keys(c)]
        assert keys == list(range(ck.lo, seq_len)) and all(len(ck.keys(c)) > 0 for c in range(ck.count))
        assert len(ck.keys(ck.count)) == 0


def random_partials(rng: np.random.Generator, count: int, G: int, kv_heads: int = 1) -> np.ndarray:
    """A partials buffer (f32 [kv_heads * G * B1S_PART_FLOATS]) as an attention leaves it for `count` chunks: m
    finite (scores' maxima, spread over +-12), l in [1, keys] (> 0), acc = l-weighted values; chunks >= count NaN
    (never written: the combine must not read them)."""
    p = np.full((kv_heads, G, B1S_PART_FLOATS), np.nan, np.float32)
    m = rng.uniform(-12, 12, (kv_heads, count, B1S_GROUP)).astype(np.float32)
    l_ = rng.uniform(1, 64, (kv_heads, count, B1S_GROUP)).astype(np.float32)
    acc = (rng.standard_normal((kv_heads, count, B1S_GROUP, B1S_HD)) * l_[..., None] * 2).astype(np.float32)
    p[:, :count, :B1S_GROUP] = m
    p[:, :count, B1S_GROUP:2 * B1S_GROUP] = l_
    p[:, :count, 2 * B1S_GROUP:] = acc.reshape(kv_heads, count, -1)
    return p.reshape(-1)


def comb_element_model(part: np.ndarray, d: int, G: int, count: int) -> np.float16:
    """gemv_comb.cu's comb_element, one f32 operation at a time (numpy's float32 exp for CUDA's expf)."""
    f32 = np.float32
    kvh, g, e = d >> 10, (d >> 8) & 3, d & 255
    p0 = (kvh * G) * B1S_PART_FLOATS
    mx = f32(-np.inf)
    for c in range(count):
        mx = f32(max(mx, part[p0 + c * B1S_PART_FLOATS + g]))
    num, den = f32(0), f32(0)
    for c in range(count):
        pc = p0 + c * B1S_PART_FLOATS
        w = np.exp(f32(part[pc + g] - mx), dtype=f32)
        num = f32(num + f32(w * part[pc + 2 * B1S_GROUP + B1S_HD * g + e]))
        den = f32(den + f32(w * part[pc + B1S_GROUP + g]))
    return np.float16(f32(num / den))


@pytest.mark.parametrize(("seq_len", "window", "G"), [(1, 512, 8), (80, 512, 8), (600, 512, 8), (4000, 8192, 32)])
def test_combine_order_is_b1s_combine(seq_len: int, window: int, G: int) -> None:
    """The kernel's per-element order (comb_element_model) gives b1s_combine's f16 bits, and both are within a few
    f16 ulp of the combine in float64 (a sanity bound: the f32 rounding of count products and sums, then one RNE)."""
    ck = b1s_chunks(seq_len, window, G)
    rng = np.random.default_rng(seq_len)
    part = random_partials(rng, ck.count, G)
    x = b1s_combine(part, ck, 1, G)
    assert x.dtype == np.float16 and x.shape == (B1S_GROUP * B1S_HD,) and np.isfinite(x).all()
    ds = list(range(0, 1024, 7)) + [255, 256, 1023]
    got = np.array([comb_element_model(part, d, G, ck.count) for d in ds], np.float16)
    assert got.view(np.uint16).tolist() == x[ds].view(np.uint16).tolist()
    p = part.astype(np.float64).reshape(G, B1S_PART_FLOATS)[: ck.count]
    m, l_, acc = p[:, :B1S_GROUP], p[:, B1S_GROUP:2 * B1S_GROUP], p[:, 2 * B1S_GROUP:].reshape(-1, B1S_GROUP, B1S_HD)
    w = np.exp(m - m.max(axis=0))
    exact = ((w[:, :, None] * acc).sum(axis=0) / (w * l_).sum(axis=0)[:, None]).reshape(-1)
    ulp = np.spacing(np.abs(exact).astype(np.float16)).astype(np.float64)
    assert np.all(np.abs(x.astype(np.float64) - exact) <= 2 * ulp)
