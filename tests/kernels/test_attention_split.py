"""CPU tests of the split attention: its registry families, the host-side plan (backend.kernels.attention_plan),
and a binary32 model of attention_split.cu's evaluation order against spec.attention's bound.

The model (emulate_split) follows the CUDA source step by step in numpy float32 (each operation rounds once,
RNE; exp through spec.scalar.exp_f32): lanes of a warp, tiles of 32 keys, the online rescale, the butterfly
sum, the warp merge and the split combine. It checks that the bound with extra_roundings =
registry.attention_rescales holds for that order, and a planted slip (no rescale) must break it; the device
test (tests/gpu/test_attention_split.py) checks the kernel itself.
"""

from __future__ import annotations

import math

import numpy as np
import pytest

from backend.kernels import registry
from backend.kernels.attention_plan import plan_attention, workspace_bytes
from backend.kernels.registry import COMBINE_KERNEL, PROFILES, REGISTRY, SPLIT_KERNEL
from fltc.errors import ConfigError
from spec.attention import attention_bound, attention_reference_f64, kv_write
from spec.kv_layout import KVLayout
from spec.scalar import exp_f32

F32 = np.float32
DEFAULT = PROFILES["default"]


# ------------------------------------------------------------------------------ registry and plan
def test_default_profile_reaches_the_trained_context() -> None:
    p = DEFAULT
    assert p.max_context == 8192 and p.max_blocks_per_seq == 512
    assert p.rope_shape()["positions"] == 8192
    assert p.kv_slots >= 64 * 4096  # 64 sequences at depth 4,096
    lay = p.kv()
    assert lay.plane_stride < 2**32 and lay.total_bytes < 7 * 10**9


def test_split_counts_follow_the_rows() -> None:
    assert registry.attention_splits(1) == 32
    assert {registry.attention_splits(r) for r in range(2, 16)} == {16}
    assert {registry.attention_splits(r) for r in range(16, 65)} == {4}
    assert {registry.attention_splits(r) for r in range(65, 513)} == {1}
    with pytest.raises(ValueError):
        registry.attention_splits(0)


def test_rescale_count() -> None:
    # keys per thread (128 threads x n_splits), minus the key that starts the thread's sum, +1 for the CTA
    # merge and +1 for the combine
    assert registry.attention_rescales(1, 32) == 2
    assert registry.attention_rescales(4096, 32) == 2
    assert registry.attention_rescales(4097, 32) == 3
    assert registry.attention_rescales(8192, 1) == 65
    assert registry.attention_rescales(0, 4) == 1


def _families() -> dict[str, list]:
    out: dict[str, list] = {}
    for c in registry.profile_families(DEFAULT):
        out.setdefault(c.kernel, []).append(c)
    return out


def test_default_profile_families() -> None:
    fams = _families()
    assert "paged_attention_f16" not in fams  # the 2,048-score kernel keeps only its device tests
    split = {c.label: c for c in fams[SPLIT_KERNEL]}
    comb = {c.label: c for c in fams[COMBINE_KERNEL]}
    assert set(split) == {"r1_hq9_hkv3_ctx8192_l30_b16384_s32_pdl", "r2-15_hq9_hkv3_ctx8192_l30_b16384_s16",
                          "r16-64_hq9_hkv3_ctx8192_l30_b16384_s4", "r65-512_hq9_hkv3_ctx8192_l30_b16384_s1"}
    assert set(comb) == {"r1_hq9_s32_pdl", "r2-15_hq9_s16", "r16-64_hq9_s4", "r65-512_hq9_s1"}
    fam = split["r65-512_hq9_hkv3_ctx8192_l30_b16384_s1"]
    assert fam.is_family and dict(fam.scalars)["max_blocks"] == 512
    assumed = {a.name: (a.lo, a.hi) for a in fam.assumptions}
    assert assumed == {"kv_allocator_invariant": (0, DEFAULT.physical_blocks - 1),
                       "seq_len_within_context": (0, 8192)}
    # the default model stays within the 60 artifacts
    assert len(registry.profile_families(DEFAULT)) <= 60


@pytest.mark.parametrize("rows", [1, 2, 7, 15, 16, 64, 128, 512])
def test_plan_matches_a_declared_family(rows: int) -> None:
    """The executor's launches (from the plan) lie inside the profile's families (LaunchConfig.match) and
    each pointer the kernel declares gets a buffer."""
    plan = plan_attention(DEFAULT, rows, max_seq_len=4000)
    assert plan.n_splits == registry.attention_splits(rows)
    fams = _families()
    for launch in plan.launches:
        cfg = REGISTRY[launch.kernel].config(**launch.shape_dict())
        if launch.kernel == SPLIT_KERNEL:  # (splits, q_heads, rows)
            assert cfg.grid == (plan.n_splits, 9, rows)
        else:  # (q_heads, rows)
            assert cfg.grid == (9, rows, 1)
        assert any(f.match(cfg) is not None for f in fams[launch.kernel]), (launch.kernel, cfg.label)
        bufs = {b: object() for _, b in launch.buffers}
        args = launch.args(bufs, {"token_stride": 1, "page_stride": 2, "plane_stride": 3})
        ptrs = {p.name for p in REGISTRY[launch.kernel].params if p.type is registry.P.PTR}
        assert ptrs <= set(args)
        sizes = dict(cfg.buffers)
        assert sizes["ml"].size_bytes == plan.ml_bytes and sizes["acc"].size_bytes == plan.acc_bytes
    ml, acc = workspace_bytes(DEFAULT)
    assert plan.ml_bytes <= ml and plan.acc_bytes <= acc


def test_workspace_is_the_largest_step() -> None:
    ml, acc = workspace_bytes(DEFAULT)
    assert (ml, acc) == (8 * 9 * 512, 4 * 9 * 64 * 512)  # 512 rows x 1 split beats 1 x 32, 15 x 16, 64 x 4


def test_plan_refusals() -> None:
    with pytest.raises(ConfigError, match="exceeds the proved GPU context"):
        plan_attention(DEFAULT, 1, max_seq_len=8193)
    with pytest.raises(ConfigError, match="rows outside"):
        plan_attention(DEFAULT, 513, max_seq_len=10)
    plan = plan_attention(DEFAULT, 1, max_seq_len=8192)
    with pytest.raises(ConfigError, match="needs buffers"):
        plan.launches[0].args({"q": 1})
    with pytest.raises(ConfigError, match="strides"):
        plan.launches[0].args({b: 1 for _, b in plan.launches[0].buffers})


def test_families_refuse_what_the_kernels_do_not_cover() -> None:
    base = {"R": 1, "q_heads": 9, "kv_heads": 3, "layers": 1, "physical_blocks": 4, "n_splits": 4}
    with pytest.raises(ValueError, match="max_context"):
        REGISTRY[SPLIT_KERNEL].config(max_context=8320, **base)
    with pytest.raises(ValueError, match="max_context"):
        REGISTRY[SPLIT_KERNEL].config(max_context=100, **base)
    with pytest.raises(ValueError, match="head_dim"):
        REGISTRY[SPLIT_KERNEL].config(max_context=256, head_dim=128, **base)
    with pytest.raises(ValueError, match="kv heads"):
        REGISTRY[SPLIT_KERNEL].config(max_context=256, **{**base, "q_heads": 9, "kv_heads": 9})
    with pytest.raises(ValueError, match="head_dim"):
        REGISTRY[COMBINE_KERNEL].config(R=1, q_heads=9, n_splits=4, head_dim=256)
    c = REGISTRY[COMBINE_KERNEL].config(R=3, q_heads=4, n_splits=5)
    assert c.grid == (4, 3, 1) and c.block == (registry.COMBINE_THREADS, 1, 1)
    with pytest.raises(ValueError, match="n_splits"):
        REGISTRY[COMBINE_KERNEL].config(R=1, q_heads=9, n_splits=registry.MAX_SPLITS + 1)


def test_ptx_entries_and_test_configs() -> None:
    text = REGISTRY[SPLIT_KERNEL].ptx_text()
    assert ".entry attention_split_d64_f16" in text and ".entry attention_combine_d64_f16" in text
    labels = {(c.kernel, c.label) for c in registry.launch_configs()}
    for rows, ns in registry.SPLIT_TEST_SHAPES:
        assert (SPLIT_KERNEL, f"r{rows}_hq4_hkv2_ctx8192_l2_b4096_s{ns}") in labels
        assert (COMBINE_KERNEL, f"r{rows}_hq4_s{ns}") in labels


# ------------------------------------------------------------------------------ binary32 model of the kernel
def _dot(q: np.ndarray, k: np.ndarray) -> np.ndarray:
    """q . k_j per thread in the kernel's order: four partials (dims 8c+2u, 8c+2u+1 -> partial u), then
    ((p0+p1)+(p2+p3)). q f32[64], k f32[threads, 64]."""
    dp = np.zeros((4, k.shape[0]), dtype=F32)
    for c in range(8):
        for u in range(4):
            for e in range(2):
                d = 8 * c + 2 * u + e
                dp[u] = dp[u] + q[d] * k[:, d]
    return (dp[0] + dp[1]) + (dp[2] + dp[3])


def _butterfly(v: np.ndarray) -> F32:
    """fltc_warp_sum over 32 lanes (every lane ends with the same value)."""
    idx = np.arange(32)
    for s in (16, 8, 4, 2, 1):
        v = v + v[idx ^ s]
    assert np.all(v == v[0])
    return v[0]


def _exp(x: np.ndarray) -> np.ndarray:
    return exp_f32(np.asarray(x, dtype=F32))


def emulate_split(q: np.ndarray, k: np.ndarray, v: np.ndarray, scale: float, n_splits: int, *,
                  rescale: bool = True) -> np.ndarray:
    """One (row, head) of attention_split_d64_f16 + attention_combine_d64_f16: q f16[64], k/v f16[n, 64]
    -> o f32[64] before the f16 store. rescale=False plants a slip (partials never rescaled)."""
    n = k.shape[0]
    qf, kf, vf, sc = q.astype(F32), k.astype(F32), v.astype(F32), F32(scale)
    T = registry.SPLIT_THREADS
    parts = T * n_splits
    iters = -(-n // parts)
    pm, pl, pacc = [], [], []
    with np.errstate(invalid="ignore", over="ignore"):
        for split in range(n_splits):
            m = np.full(T, -np.inf, dtype=F32)
            lt = np.zeros(T, dtype=F32)
            o = np.zeros((T, 64), dtype=F32)
            for it in range(iters):
                j = it * parts + T * split + np.arange(T)
                ok = j < n
                if not ok.any():
                    continue
                s = np.full(T, -np.inf, dtype=F32)
                s[ok] = _dot(qf, kf[j[ok]]) * sc
                mn = np.where(ok, np.maximum(m, s), m).astype(F32)
                a = np.where(ok, _exp(m - mn), F32(1.0)).astype(F32) if rescale else np.ones(T, dtype=F32)
                p = np.where(ok, _exp(s - mn), F32(0.0)).astype(F32)
                lt = np.where(ok, lt * a + p, lt).astype(F32)
                vj = np.zeros((T, 64), dtype=F32)
                vj[ok] = vf[j[ok]]
                o = np.where(ok[:, None], o * a[:, None] + p[:, None] * vj, o).astype(F32)
                m = mn
            mm = F32(m.max())
            a = np.where(lt != 0, _exp(m - mm), F32(0.0)).astype(F32) if rescale else (lt != 0).astype(F32)
            po = (a[:, None] * o).astype(F32)
            ws = [_butterfly((a * lt).astype(F32)[32 * w: 32 * w + 32]) for w in range(T // 32)]
            ll = ws[0]
            for w in ws[1:]:
                ll = F32(ll + w)
            halves = []
            for t0 in (0, T // 2):
                od = po[t0].copy()
                for t in range(1, T // 2):
                    od = od + po[t0 + t]
                halves.append(od)
            pm.append(mm)
            pl.append(ll)
            pacc.append((halves[0] + halves[1]).astype(F32))
        # attention_combine: thread t takes splits t, t + 256, ...; L = butterfly per warp, warps in order;
        # split group g = 0..3 sums a_s acc_s over s = g, g + 4, ... ascending, the groups in order
        ct, groups = registry.COMBINE_THREADS, registry.COMBINE_THREADS // 64
        mm = F32(max(pm))
        sa = [((_exp(np.array([pm[s_] - mm]))[0] if rescale else F32(1.0)) if pl[s_] != 0 else F32(0.0))
              for s_ in range(n_splits)]
        lp = np.zeros(ct, dtype=F32)
        for s_ in range(n_splits):
            lp[s_ % ct] = F32(lp[s_ % ct] + F32(sa[s_] * pl[s_]))
        ws = [_butterfly(lp[32 * w: 32 * w + 32]) for w in range(ct // 32)]
        ll = ws[0]
        for w in ws[1:]:
            ll = F32(ll + w)
        go = []
        for g in range(groups):
            od = np.zeros(64, dtype=F32)
            for s_ in range(g, n_splits, groups):
                od = od + sa[s_] * pacc[s_]
            go.append(od)
        od = go[0]
        for g in range(1, groups):
            od = od + go[g]
        return od / ll if ll != 0 else np.zeros(64, dtype=F32)


def _case(n: int, seed: int, spread: float = 1.0) -> tuple[np.ndarray, np.ndarray, KVLayout, list[int], float]:
    """One sequence of n keys (2 kv heads, 4 query heads, head_dim 64) in a shuffled block table."""
    rng = np.random.default_rng(seed)
    nb = -(-n // 16)
    lay = KVLayout(1, nb + 3, kv_heads=2, head_dim=64)
    table = [int(b) for b in rng.permutation(nb + 3)[:nb]]
    k = (rng.standard_normal((n, 2, 64)) * spread).astype(np.float16)
    v = rng.standard_normal((n, 2, 64)).astype(np.float16)
    kv = kv_write(np.zeros(lay.total_bytes, dtype=np.uint8), lay, 0, table, 0, k, v)
    q = (rng.standard_normal((1, 4, 64)) * spread).astype(np.float16)
    return q, kv, lay, table, float(np.float32(1.0 / math.sqrt(64)))


@pytest.mark.parametrize(("n", "n_splits"), [(1, 32), (17, 16), (300, 1), (300, 32), (1000, 4), (2048, 1)])
def test_model_of_the_kernel_is_within_the_spec_bound(n: int, n_splits: int) -> None:
    from spec.attention import kv_read

    q, kv, lay, table, scale = _case(n, seed=n * 7 + n_splits, spread=2.0)
    kmat, vmat = kv_read(kv, lay, 0, table, n)
    pos = np.array([n - 1])
    exact = attention_reference_f64(q, kv, lay, 0, table, pos, scale)[0]
    r = registry.attention_rescales(n, n_splits)
    bound = attention_bound(q, kv, lay, 0, table, pos, scale, extra_roundings=r)[0]
    worst = 0.0
    for h in range(4):
        o = emulate_split(q[0, h], kmat[:, h // 2], vmat[:, h // 2], scale, n_splits)
        dev = o.astype(np.float16).astype(np.float64)  # the kernel's one RNE store
        worst = max(worst, float(np.max(np.abs(dev - exact[h]) / bound[h])))
    assert worst <= 1.0, f"n={n} splits={n_splits}: err/bound {worst}"


def test_a_missing_rescale_breaks_the_bound() -> None:
    """Positive control: the same model without the online rescale (partials summed at their own maxima)
    is far outside the bound once the tiles' maxima differ."""
    n, n_splits = 1000, 4
    q, kv, lay, table, scale = _case(n, seed=5, spread=2.0)
    from spec.attention import kv_read

    kmat, vmat = kv_read(kv, lay, 0, table, n)
    pos = np.array([n - 1])
    exact = attention_reference_f64(q, kv, lay, 0, table, pos, scale)[0]
    bound = attention_bound(q, kv, lay, 0, table, pos, scale, extra_roundings=registry.attention_rescales(n, 4))[0]
    o = emulate_split(q[0, 0], kmat[:, 0], vmat[:, 0], scale, n_splits, rescale=False)
    assert float(np.max(np.abs(o.astype(np.float64) - exact[0]) / bound[0])) > 10.0
