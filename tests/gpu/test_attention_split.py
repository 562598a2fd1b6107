"""Device tests of attention_split_f16 + attention_combine_f16 (backend/kernels/src/attention_split.cu) against
spec.attention under its bound (obligation 8: "tested", never "proved").

Contexts 1, 17, 2,048, 4,000 and 8,192 keys, as decode rows (one query per sequence, R = 5) and as prefill
rows (R = 70 causal queries of four sequences), at the split counts of registry.SPLIT_TEST_SHAPES; each row's
bound is spec.attention.attention_bound with extra_roundings = registry.attention_rescales(seq_len, n_splits)
(the online softmax's rescales). Every launch goes through the launch gate (an unproved configuration fails
with UnprovenLaunchError: `fltc prove attention_split_f16 attention_combine_f16`), each first with power = 0,
which must leave its poisoned outputs untouched. Results go to $FLTC_RESULTS_DIR/attention_split_tests.json.

Batch 1 (test_batch1_depth_buckets): the default model's heads (9 query / 3 KV heads) at one row, each depth
bucket's launches exactly as the executor plans them (attention_plan.plan_attention with the bucket's split
count: attention_direct_f16 alone, or split + combine at 8 and 32 splits; the profile's proved configurations,
no test-only artifact) at depths 1, 127, 128, 256, 1,000, 4,000 and 8,192, in the default KV pool (16,384
blocks, 6 GB on the device) filled with NaN junk outside the written rows. The direct kernel runs only at the
depths its proof assumes (seq_len <= registry.DIRECT_MAX_CONTEXT: the executor never replays it deeper).

Batch 1, attention_gqa_f16 (test_batch1_gqa): the same rig, at each registry.GQA_TEST_CONTEXTS top (the
configuration the executor launches for a BATCH1_GQA_TOPS bucket: one tile of 128 keys per CTA, n_splits = top /
128, then attention_combine_small_f16) at depths 1 .. top, incl. non-multiples of 16 (the block) and of 128 (the
tile), one tile exactly, and the top; bound with extra_roundings = registry.GQA_RESCALES. The same partials merged by
attention_combine_f16 instead (test_batch1_gqa_general_combine) tell a fault of either kernel apart.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from backend.kernels import registry
from backend.kernels.registry import COMBINE_KERNEL, REGISTRY, SPLIT_KERNEL, TEST_MODEL
from tests.gpu.test_kernels import Harness, write_results

pytestmark = pytest.mark.gpu

RESULTS: list[dict[str, Any]] = []
SEED = 20261202
LAYER = 1
DECODE_LENS = (1, 17, 2048, 4000, 8192)
# prefill rows: (sequence length, first query position, query rows); the last query of each sees every key
PREFILL = ((20, 0, 20), (2048, 2038, 10), (4000, 3990, 10), (8192, 8162, 30))


class Rig(Harness):
    """tests/gpu/test_kernels.py's gate-only harness (`run`: power = 0 first, its outputs must not change)."""

    def up(self, a: np.ndarray) -> Any:
        return self.upload(a)


@pytest.fixture(scope="module")
def rig(cuda_driver, launch_gate):
    r = Rig(cuda_driver, launch_gate)
    yield r
    r.free_all()
    write_results(cuda_driver, RESULTS, "attention_split_tests.json", kind="attention_split_tests")


def _layout():
    from spec.kv_layout import KVLayout

    m = TEST_MODEL
    return KVLayout(m.layers, registry.SPLIT_TEST_BLOCKS, kv_heads=m.kv_heads, head_dim=m.head_dim)


def _cache(rng: np.random.Generator, lens: list[int]) -> tuple[np.ndarray, list[np.ndarray]]:
    """A KV allocation of random bytes (junk outside the written rows) with one sequence of each length in
    disjoint, shuffled blocks of layer LAYER; the block tables (max_blocks entries, the unused ones 0)."""
    from spec.attention import kv_write

    lay, m = _layout(), TEST_MODEL
    mb = registry.SPLIT_TEST_CONTEXT // 16
    perm = rng.permutation(lay.physical_blocks)
    kv = rng.integers(0, 256, lay.total_bytes, dtype=np.uint8)
    tables, used = [], 0
    for n in lens:
        nb = -(-n // 16)
        t = np.zeros(mb, dtype=np.uint32)
        t[:nb] = perm[used:used + nb]
        used += nb
        k = rng.standard_normal((n, m.kv_heads, m.head_dim)).astype(np.float16)
        v = rng.standard_normal((n, m.kv_heads, m.head_dim)).astype(np.float16)
        kv_write(kv, lay, LAYER, t[:nb], 0, k, v, inplace=True)
        tables.append(t)
    return kv, tables


def _run(rig: Rig, n_splits: int, rows_seq: list[int], rows_pos: list[int], kv: np.ndarray,
         tables: list[np.ndarray], rng: np.random.Generator) -> tuple[np.ndarray, np.ndarray]:
    """Both launches for query rows (sequence, position): the f16 output [R, q_heads, 64] and q."""
    lay, m = _layout(), TEST_MODEL
    R = len(rows_seq)
    split = REGISTRY[SPLIT_KERNEL].config(R=R, q_heads=m.q_heads, kv_heads=m.kv_heads,
                                          max_context=registry.SPLIT_TEST_CONTEXT, layers=m.layers,
                                          physical_blocks=registry.SPLIT_TEST_BLOCKS, n_splits=n_splits)
    comb = REGISTRY[COMBINE_KERNEL].config(R=R, q_heads=m.q_heads, n_splits=n_splits)
    q = rng.standard_normal((R, m.q_heads, m.head_dim)).astype(np.float16)
    bt = np.stack([tables[s] for s in rows_seq]).astype(np.uint32)
    sl = np.array([p + 1 for p in rows_pos], dtype=np.uint32)
    sizes = split.buffer_map
    bkv = rig.up(kv)
    ml, acc = rig.poisoned(sizes["ml"].size_bytes), rig.poisoned(sizes["acc"].size_bytes)
    out = rig.poisoned(q.nbytes)
    view = bkv.view(LAYER * lay.layer_stride, sizes["kv"].size_bytes)
    sc = split.scalar_map
    rig.run(split, {"q": rig.up(q), "kv": view, "block_tables": rig.up(bt), "seq_lens": rig.up(sl), "ml": ml,
                       "acc": acc, "q_heads": m.q_heads, "group": m.q_heads // m.kv_heads,
                       "max_blocks": sc["max_blocks"], "token_stride": lay.token_stride,
                       "page_stride": lay.page_stride, "plane_stride": lay.plane_stride, "scale": sc["scale"]},
               [ml, acc])
    rig.run(comb, {"ml": ml, "acc": acc, "out": out, "n_splits": n_splits}, [out])
    return rig.drv.download(out, np.float16, q.shape), q


def _check(what: str, n_splits: int, got: np.ndarray, q: np.ndarray, rows_seq: list[int], rows_pos: list[int],
           kv: np.ndarray, tables: list[np.ndarray], scale: float) -> None:
    from spec.attention import attention_bound, attention_reference_f64

    lay = _layout()
    worst: dict[int, float] = {}
    for r, (s, p) in enumerate(zip(rows_seq, rows_pos, strict=True)):
        nb = -(-(p + 1) // 16)
        pr, tab = np.array([p]), tables[s][:nb]
        exact = attention_reference_f64(q[r:r + 1], kv, lay, LAYER, tab, pr, scale)
        bound = attention_bound(q[r:r + 1], kv, lay, LAYER, tab, pr, scale,
                                extra_roundings=registry.attention_rescales(p + 1, n_splits))
        g = got[r:r + 1].astype(np.float64)
        err = np.where(np.isnan(g), np.inf, np.abs(g - exact))
        with np.errstate(divide="ignore", invalid="ignore"):
            ratio = float(np.max(np.where(err == 0, 0.0, err / bound)))
        worst[p + 1] = max(worst.get(p + 1, 0.0), ratio)
    top = max(worst.values())
    RESULTS.append({"kernel": f"{SPLIT_KERNEL}+{COMBINE_KERNEL}", "rows": what, "n_splits": n_splits,
                    "max_err_over_bound": top, "per_context": {str(k): v for k, v in sorted(worst.items())},
                    "passed": top <= 1.0})
    assert top <= 1.0, f"{what} n_splits={n_splits}: max err/bound {top} (per context {worst})"


@pytest.mark.parametrize("n_splits", [16])
def test_decode_rows(rig: Rig, n_splits: int) -> None:
    """One query per sequence at the last position: contexts 1, 17, 2,048, 4,000, 8,192."""
    assert (len(DECODE_LENS), n_splits) in registry.SPLIT_TEST_SHAPES
    rng = np.random.default_rng(SEED + n_splits)
    kv, tables = _cache(rng, list(DECODE_LENS))
    seqs, pos = list(range(len(DECODE_LENS))), [n - 1 for n in DECODE_LENS]
    got, q = _run(rig, n_splits, seqs, pos, kv, tables, rng)
    scale = float(np.float32(1.0 / np.sqrt(TEST_MODEL.head_dim)))
    _check("decode", n_splits, got, q, seqs, pos, kv, tables, scale)


@pytest.mark.parametrize("n_splits", [4])
def test_prefill_rows(rig: Rig, n_splits: int) -> None:
    """70 causal query rows of four sequences (contexts 1..20, 2,039..2,048, 3,991..4,000, 8,163..8,192): a
    query at position p sees keys 0..p only, whatever the cache holds after it."""
    rows = sum(c for _, _, c in PREFILL)
    assert (rows, n_splits) in registry.SPLIT_TEST_SHAPES
    rng = np.random.default_rng(SEED + 100 + n_splits)
    kv, tables = _cache(rng, [n for n, _, _ in PREFILL])
    seqs = [i for i, (_, _, c) in enumerate(PREFILL) for _ in range(c)]
    pos = [p0 + j for _, p0, c in PREFILL for j in range(c)]
    got, q = _run(rig, n_splits, seqs, pos, kv, tables, rng)
    scale = float(np.float32(1.0 / np.sqrt(TEST_MODEL.head_dim)))
    _check("prefill", n_splits, got, q, seqs, pos, kv, tables, scale)


# ------------------------------------------------------------------------------ batch 1: the depth buckets
B1_DEPTHS = (1, 127, 128, 256, 1000, 4000, 8192)
B1_LAYER = 29  # the last layer: its view ends at the end of the pool


def _b1_cases() -> list[tuple[int, int]]:
    from backend.kernels.attention_plan import batch1_depth_limit, batch1_split_counts

    prof = registry.PROFILES["default"]
    # a bucket's count at every depth its configuration is proved for (the split counts: any depth; the direct
    # kernel: up to its bucket's top, the artifact's seq_len assumption)
    return [(ns, d) for ns in batch1_split_counts() for d in B1_DEPTHS
            # the direct kernel and a GQA bucket are proved (and correct) only up to their bucket's top
            if d <= batch1_depth_limit(prof, ns) or (ns != 1 and not registry.batch1_uses_gqa(ns))]


@pytest.fixture(scope="module")
def pool(cuda_driver):
    """The default profile's KV pool on the device, every byte 0x7E (f16 NaN): a key or value read outside the
    rows a test writes makes its output NaN."""
    prof = registry.PROFILES["default"]
    kv = cuda_driver.alloc(prof.kv().total_bytes)
    cuda_driver.memset8(kv, 0x7E)
    yield kv
    cuda_driver.free(kv)


@pytest.mark.parametrize(("n_splits", "depth"), _b1_cases(), ids=[f"s{n}-d{d}" for n, d in _b1_cases()])
def test_batch1_depth_buckets(rig: Rig, pool: Any, n_splits: int, depth: int) -> None:
    from backend.kernels.attention_plan import batch1_depth_limit, plan_attention

    prof = registry.PROFILES["default"]
    # the executor's plan for this bucket (its launches' configurations are the profile's proved ones)
    plan = plan_attention(prof, 1, max_seq_len=batch1_depth_limit(prof, n_splits), n_splits=n_splits)
    assert plan.n_splits == n_splits and plan.direct == (n_splits == 1)
    extra = registry.GQA_RESCALES if plan.gqa else registry.attention_rescales(depth, n_splits)
    _batch1_check(rig, pool, plan, depth, extra, SEED + 7 * depth + n_splits)


def _gqa_cases() -> list[tuple[int, int]]:
    """Each GQA_TEST_CONTEXTS top at depths around the block (16) and tile (128) edges, deep in the bucket and at
    its top; the first depths above the previous top (where the executor would switch to this bucket)."""
    out = []
    lo = 1
    for top in registry.GQA_TEST_CONTEXTS:
        depths = {1, 15, 17, 127, 128, 129, 1000, 4000, lo, lo + 14, lo + 16, top - 129, top - 1, top}
        out += [(top, d) for d in sorted(depths) if 0 < d <= top]
        lo = top + 1
    return out


@pytest.mark.parametrize(("top", "depth"), _gqa_cases(), ids=[f"ctx{t}-d{d}" for t, d in _gqa_cases()])
def test_batch1_gqa(rig: Rig, pool: Any, top: int, depth: int) -> None:
    from backend.kernels.attention_plan import plan_attention

    prof = registry.PROFILES["default"]
    ns = top // registry.GQA_TILE
    plan = plan_attention(prof, 1, max_seq_len=top, n_splits=ns, gqa=True)
    assert plan.gqa and [x.kernel for x in plan.launches] == [registry.GQA_KERNEL, registry.COMBINE_SMALL_KERNEL]
    assert plan.extra_roundings == registry.GQA_RESCALES
    _batch1_check(rig, pool, plan, depth, registry.GQA_RESCALES, SEED + 11 * depth + ns)


@pytest.mark.parametrize(("top", "depth"), [(4096, 1), (4096, 1000), (4096, 4000), (8192, 8191)])
def test_batch1_gqa_general_combine(rig: Rig, pool: Any, top: int, depth: int) -> None:
    """The GQA kernel's partials merged by attention_combine_f16 (the split kernel's combine) instead of
    attention_combine_small_f16: the partial layout is the split kernel's, so either combine is within the bound
    (and a failure here or in test_batch1_gqa says which kernel is at fault)."""
    from dataclasses import replace

    from backend.kernels.attention_plan import AttentionLaunch, plan_attention

    prof = registry.PROFILES["default"]
    ns = top // registry.GQA_TILE
    plan = plan_attention(prof, 1, max_seq_len=top, n_splits=ns, gqa=True)
    gqa, small = plan.launches
    plan = replace(plan, launches=(gqa, AttentionLaunch(COMBINE_KERNEL, small.shape, small.buffers)))
    _batch1_check(rig, pool, plan, depth, registry.GQA_RESCALES, SEED + 13 * depth + ns)


def _batch1_check(rig: Rig, pool: Any, plan: Any, depth: int, extra_roundings: int, seed: int) -> None:
    """One batch-1 row of `depth` keys in random blocks of the NaN-filled pool, the plan's launches through the
    gate (power 0 first), the output against spec.attention under its bound."""
    from spec.attention import attention_bound, attention_reference_f64, kv_write
    from spec.kv_layout import KVLayout

    prof = registry.PROFILES["default"]
    m, lay = prof.model, prof.kv()
    rng = np.random.default_rng(seed)
    nb = -(-depth // 16)
    # the row's K/V in a compact host layout (the reference's), copied page by page into random blocks
    host = KVLayout(1, nb, kv_heads=m.kv_heads, head_dim=m.head_dim)
    k = rng.standard_normal((depth, m.kv_heads, m.head_dim)).astype(np.float16)
    v = rng.standard_normal((depth, m.kv_heads, m.head_dim)).astype(np.float16)
    # NaN junk past the row's last key too (the tail of its last block): the kernel must not read it
    kv_h = kv_write(np.full(host.total_bytes, 0x7E, dtype=np.uint8), host, 0, list(range(nb)), 0, k, v)
    phys = rng.choice(lay.physical_blocks, nb, replace=False).astype(np.uint32)
    ps = lay.page_stride
    assert host.page_stride == ps and host.token_stride == lay.token_stride
    for b, pb in enumerate(phys):
        for plane in (0, 1):
            src = kv_h[plane * host.plane_stride + b * ps: plane * host.plane_stride + (b + 1) * ps]
            rig.drv.htod(pool, src, offset=plane * lay.plane_stride + B1_LAYER * lay.layer_stride + int(pb) * ps)
    q = rng.standard_normal((1, m.q_heads, m.head_dim)).astype(np.float16)
    table = np.zeros(prof.max_blocks_per_seq, dtype=np.uint32)
    table[:nb] = phys
    bufs = {"q": rig.up(q), "kv": pool.view(B1_LAYER * lay.layer_stride, lay.plane_stride + lay.layer_stride),
            "block_tables": rig.up(table), "seq_lens": rig.up(np.array([depth], dtype=np.uint32)),
            "ml": rig.poisoned(max(plan.ml_bytes, 4)), "acc": rig.poisoned(max(plan.acc_bytes, 4)),
            "out": rig.poisoned(q.nbytes)}
    strides = {"token_stride": lay.token_stride, "page_stride": lay.page_stride, "plane_stride": lay.plane_stride}
    labels = []
    for x in plan.launches:
        cfg = REGISTRY[x.kernel].config(**x.shape_dict())
        labels.append(f"{x.kernel}/{cfg.label}")
        outs = [bufs["ml"], bufs["acc"]] if x.kernel in (SPLIT_KERNEL, registry.GQA_KERNEL) else [bufs["out"]]
        rig.run(cfg, x.args(bufs, strides), outs)
    got = rig.drv.download(bufs["out"], np.float16, q.shape).astype(np.float64)
    scale = float(np.float32(1.0 / np.sqrt(m.head_dim)))
    pos = np.array([depth - 1])
    exact = attention_reference_f64(q, kv_h, host, 0, list(range(nb)), pos, scale)
    bound = attention_bound(q, kv_h, host, 0, list(range(nb)), pos, scale, extra_roundings=extra_roundings)
    err = np.where(np.isnan(got), np.inf, np.abs(got - exact))
    with np.errstate(divide="ignore", invalid="ignore"):
        ratio = float(np.max(np.where(err == 0, 0.0, err / bound)))
    RESULTS.append({"kernel": "+".join(x.kernel for x in plan.launches), "labels": labels, "rows": "batch1",
                    "n_splits": plan.n_splits, "depth": depth, "max_err_over_bound": ratio, "passed": ratio <= 1.0})
    assert ratio <= 1.0, f"batch 1, {plan.n_splits} splits, depth {depth}: max err/bound {ratio} ({labels})"
