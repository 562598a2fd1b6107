"""A CPU model of sample_topk_f32/f16 (backend/kernels/src/sampling_topk.cu), step by step, against the spec.

The model runs the kernel's own steps in numpy -- the 4-element groups per thread, each thread's five best
rank keys, the four slots per thread in the direction the network expects, the 75 compare-exchange
stages of the bitonic network, the retry test max_t d_t > cand[k-1], and the sequential binary32 sums by
one thread over TOPK_MAX entries (zeros beyond k) -- and the tests show that it draws the spec's token
(spec.sampling) wherever it does not ask for a retry, that it asks for one exactly when a thread holds
five or more of the k best tokens (or top_k is outside 1..TOPK_MAX), and that it rejects what the spec
rejects. The model uses spec.scalar.exp_f32 where the kernel calls the binary64 exp: the device test
(tests/gpu/test_sample_topk.py) counts the draws where the device's exp could make a difference.
"""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from spec.philox import uniform_bits
from spec.sampling import sample_trace_f32
from spec.scalar import exp_f32

THREADS = 1024
SLOTS = 4
N = THREADS * SLOTS
TOPK_MAX = 256
INVALID = 0xFFFFFFFF
RETRY = 0xFFFFFFFE
F32 = np.float32


def rank_keys(z: np.ndarray) -> np.ndarray:
    """sampling_common.cuh rank_key: ord(z) << 16 | (0xFFFF - i), -0 taken as +0."""
    z = np.where(z == 0, F32(0.0), z).astype(F32)
    b = z.view(np.uint32).astype(np.uint64)
    ordv = np.where(b & 0x80000000, ~b & 0xFFFFFFFF, b | 0x80000000)
    i = np.arange(z.size, dtype=np.uint64)
    return (ordv << np.uint64(16)) | (np.uint64(0xFFFF) - i)


def key_value(k: int) -> np.float32:
    o = (int(k) >> 16) & 0xFFFFFFFF
    b = (o & 0x7FFFFFFF) if o & 0x80000000 else (~o & 0xFFFFFFFF)
    return np.array([b], dtype=np.uint32).view(F32)[0]


def bitonic_stages() -> list[tuple[int, int]]:
    """(k, j) of every compare-exchange stage, in the kernel's order (stages 2 and 4 are the slots)."""
    out, k = [], 8
    while k <= N:
        j = k >> 1
        while j > 0:
            out.append((k, j))
            j >>= 1
        k <<= 1
    return out


def network(cand: np.ndarray) -> np.ndarray:
    """The kernel's stages: pair q -> (i, i | j), i = q with a 0 bit inserted at log2(j); descending when
    bit k of i is clear. Thread t handles q = t and q = t + 1024 (all pairs of a stage are disjoint)."""
    c = cand.copy()
    q = np.arange(N // 2, dtype=np.int64)
    for k, j in bitonic_stages():
        i = ((q & ~(j - 1)) << 1) | (q & (j - 1))
        a, b = c[i], c[i | j]
        hi, lo = np.maximum(a, b), np.minimum(a, b)
        desc = (i & k) == 0
        c[i], c[i | j] = np.where(desc, hi, lo), np.where(desc, lo, hi)
    return c


def thread_keys(keys: np.ndarray) -> np.ndarray:
    """[THREADS, m] keys of each thread's elements: group i4 = it*1024 + t holds 4*i4 .. 4*i4+3 (0 = none)."""
    V = keys.size
    iters = -(-(V // 4) // THREADS)
    pad = np.zeros(iters * THREADS * 4, dtype=np.uint64)
    pad[:V] = keys
    return pad.reshape(iters, THREADS, 4).transpose(1, 0, 2).reshape(THREADS, iters * 4)


def model(logits: np.ndarray, temp: float, top_k: int, top_p: float, seed: int, counter: int) -> int:
    """The token sample_topk_* writes for one row (f16 logits: loaded exactly into binary32)."""
    x = np.asarray(logits).astype(F32)
    temp32, tp32 = F32(temp), F32(top_p)
    greedy = temp32 == 0
    bad = not (temp32 >= 0) or np.isinf(temp32) or not (tp32 > 0) or not (tp32 <= 1)
    bad = bad or bool(np.isnan(x).any() or np.isposinf(x).any())
    with np.errstate(all="ignore"):
        z = x if greedy else (x / temp32).astype(F32)
    bad = bad or bool(np.isposinf(z).any())
    # 1. each thread's five best keys; slots 4t..4t+3 (odd threads ascending)
    tk = np.sort(thread_keys(rank_keys(z)), axis=1)[:, ::-1]
    s = np.zeros((THREADS, 5), dtype=np.uint64)
    s[:, :min(5, tk.shape[1])] = tk[:, :5]
    slots = s[:, :SLOTS].copy()
    slots[1::2] = slots[1::2, ::-1]
    dmax = int(s[:, 4].max())
    # 2. the network
    cand = network(slots.reshape(-1))
    assert np.array_equal(cand, np.sort(slots.reshape(-1))[::-1]), "the network does not sort"
    # 3. the k best, retry
    kmax = int(cand[0])
    kk = min(top_k, TOPK_MAX)
    kcut = int(cand[max(kk, 1) - 1])
    retry = top_k == 0 or top_k > TOPK_MAX or dmax > kcut
    z0 = key_value(kmax)
    bad = bad or bool(np.isneginf(z0))
    # 4. e, S (thread 0, sequential over TOPK_MAX entries), p, n_pos, the walks
    e = np.zeros(TOPK_MAX, dtype=F32)
    with np.errstate(all="ignore"):
        zs = np.array([key_value(cand[r]) for r in range(kk)], dtype=F32)
        e[:kk] = exp_f32((zs - z0).astype(F32))
        S = F32(0.0)
        for r in range(TOPK_MAX):
            S = F32(S + e[r])
        p = np.zeros(TOPK_MAX, dtype=F32)
        p[:kk] = (e[:kk] / S).astype(F32)
    npos = int(np.count_nonzero(p > 0))
    c, cstar, rstar, found = F32(0.0), F32(0.0), (npos - 1) & 0xFFFFFFFF, False
    for r in range(TOPK_MAX):
        if r < npos:
            c = F32(c + p[r])
            if not found and tp32 < 1 and c >= tp32:
                found, rstar, cstar = True, r, c
    if not found:
        cstar = c
    u = F32(uniform_bits(seed, counter) * 2.0**-24)
    target = F32(u * cstar)
    rank, c = 0, F32(0.0)
    for r in range(TOPK_MAX):
        if r < rstar:
            c = F32(c + p[r])
            rank += int(c <= target)
    rank = min(rank, TOPK_MAX - 1)
    if bad:
        return INVALID
    if greedy:
        return 0xFFFF - (kmax & 0xFFFF)
    return RETRY if retry else 0xFFFF - (int(cand[rank]) & 0xFFFF)


def spec_token(logits: np.ndarray, temp: float, top_k: int, top_p: float, seed: int, counter: int) -> int:
    """spec.sampling's token, INVALID where it raises (the f32 parameters the kernel reads)."""
    try:
        return sample_trace_f32(np.asarray(logits).astype(F32), float(F32(temp)), top_k, float(F32(top_p)),
                                seed, counter).token
    except ValueError:
        return INVALID


def must_retry(logits: np.ndarray, temp: float, top_k: int) -> bool:
    """Independently of the model: some thread holds five or more of the k best tokens (or top_k is out of
    range). Only for sampled rows without invalid input."""
    if not 0 < top_k <= TOPK_MAX:
        return True
    z = (np.asarray(logits).astype(F32) / F32(temp)).astype(F32)
    best = np.argsort(-np.where(z == 0, F32(0), z), kind="stable")[:top_k]
    owner = (best // 4) % THREADS
    return bool(np.bincount(owner, minlength=THREADS).max() >= 5)


def check(logits: np.ndarray, temp: float, top_k: int, top_p: float, seed: int, counter: int) -> int:
    got = model(logits, temp, top_k, top_p, seed, counter)
    want = spec_token(logits, temp, top_k, top_p, seed, counter)
    if got == RETRY:
        assert want != INVALID and F32(temp) != 0
        assert must_retry(logits, temp, top_k), "retry without a thread holding five of the k best"
    else:
        assert got == want, f"model {got} != spec {want}"
        if want != INVALID and F32(temp) != 0:
            assert not must_retry(logits, temp, top_k)
    return got


# ------------------------------------------------------------------------------ the network alone
def test_network_sorts_any_slots() -> None:
    rng = np.random.default_rng(1)
    for _ in range(5):
        keys = rng.choice(2**48, size=N, replace=False).astype(np.uint64)
        slots = np.sort(keys.reshape(THREADS, SLOTS), axis=1)[:, ::-1].copy()
        slots[1::2] = slots[1::2, ::-1]
        assert np.array_equal(network(slots.reshape(-1)), np.sort(keys)[::-1])
    assert len(bitonic_stages()) == 75


def test_network_needs_the_slot_directions() -> None:
    """A slot layout the network does not expect (every thread descending) is not sorted: the direction
    convention is load-bearing, not decoration."""
    rng = np.random.default_rng(2)
    keys = rng.choice(2**48, size=N, replace=False).astype(np.uint64)
    slots = np.sort(keys.reshape(THREADS, SLOTS), axis=1)[:, ::-1]
    assert not np.array_equal(network(slots.reshape(-1)), np.sort(keys)[::-1])


# ------------------------------------------------------------------------------ draws
PARAMS = st.tuples(st.sampled_from([0.0, 0.05, 0.7, 1.0, 1.3, 40.0]), st.integers(0, 300),
                   st.sampled_from([1.0, 0.95, 0.5, 1e-6, 0.999]), st.integers(0, 2**64 - 1),
                   st.integers(0, 2**64 - 1))


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**32 - 1), st.sampled_from([260, 1000, 4100, 8192]), st.sampled_from([0.1, 3.0, 30.0]),
       PARAMS)
def test_model_draws_the_spec_token(rseed: int, V: int, spread: float, params) -> None:
    temp, top_k, top_p, seed, counter = params
    rng = np.random.default_rng(rseed)
    x = (rng.standard_normal(V) * spread).astype(F32)
    check(x, temp, top_k, top_p, seed, counter)


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**32 - 1), st.sampled_from(["ties", "masked", "sorted", "few_values", "signed_zero"]),
       PARAMS)
def test_model_adversarial_rows(rseed: int, kind: str, params) -> None:
    temp, top_k, top_p, seed, counter = params
    rng = np.random.default_rng(rseed)
    V = 1000
    if kind == "ties":
        x = np.full(V, F32(1.5), F32)
    elif kind == "masked":  # most tokens -Inf, a few finite (fewer than k, sometimes)
        x = np.full(V, -np.inf, F32)
        x[rng.choice(V, size=int(rng.integers(1, 40)), replace=False)] = rng.standard_normal(1).astype(F32)
    elif kind == "sorted":
        x = np.sort(rng.standard_normal(V).astype(F32))[::-1 if rng.integers(2) else 1].copy()
    elif kind == "few_values":
        x = rng.integers(-2, 3, V).astype(F32)
    else:
        x = np.where(rng.integers(0, 2, V) == 1, F32(-0.0), F32(0.0)).astype(F32)
    check(x, temp, top_k, top_p, seed, counter)


def test_retry_when_one_thread_holds_five_of_the_best() -> None:
    """Tokens 4096*m (m = 0..5) all belong to thread 0: with top_k >= 6 its fifth best is dropped above
    the k-th key, so the row is retried; with top_k = 4 it is drawn as the spec draws it."""
    V = 49152
    x = np.zeros(V, F32)
    x[np.arange(6) * 4096] = np.arange(10, 16, dtype=F32)
    assert model(x, 1.0, 40, 1.0, 1, 2) == RETRY
    assert check(x, 1.0, 4, 1.0, 1, 2) != RETRY
    assert model(x, 0.0, 40, 1.0, 1, 2) == 4096 * 5  # greedy: the maximum is always in the slots


def test_invalid_and_out_of_range() -> None:
    x = np.random.default_rng(3).standard_normal(1000).astype(F32)
    assert model(x, 1.0, 0, 1.0, 0, 0) == RETRY  # top_k off: sample_f32's job
    assert model(x, 1.0, TOPK_MAX + 1, 1.0, 0, 0) == RETRY
    assert check(x, 1.0, TOPK_MAX, 1.0, 0, 0) != RETRY
    y = x.copy()
    y[7] = np.nan
    assert model(y, 1.0, 40, 1.0, 0, 0) == INVALID
    y[7] = np.inf
    assert model(y, 0.0, 40, 1.0, 0, 0) == INVALID
    assert model(np.full(1000, -np.inf, F32), 0.7, 40, 0.9, 0, 0) == INVALID
    assert model(np.full(1000, 3e38, F32), 0.5, 40, 0.9, 0, 0) == INVALID  # z overflows
    assert model(x, -1.0, 40, 0.9, 0, 0) == INVALID
    assert model(x, 1.0, 40, 0.0, 0, 0) == INVALID


@pytest.mark.parametrize("k", [1, 40, 256])
def test_full_vocabulary_rows(k: int) -> None:
    """The default model's V = 49,152 (12 groups of 4 per thread), random rows and seeds."""
    rng = np.random.default_rng(10 + k)
    for trial in range(3):
        x = (rng.standard_normal(49152) * 4).astype(F32)
        check(x, 0.8, k, 0.95 if trial else 1.0, int(rng.integers(2**63)), int(rng.integers(2**63)))


def test_f16_rows() -> None:
    """sample_topk_f16 loads f16 exactly into binary32, then the same steps (spec.sampling_f16 likewise)."""
    rng = np.random.default_rng(4)
    x = (rng.standard_normal(1000) * 3).astype(np.float16)
    assert model(x, 0.7, 50, 0.9, 5, 6) == spec_token(x.astype(F32), 0.7, 50, 0.9, 5, 6)


# ------------------------------------------------------------------------------ the constants and the executor
def test_constants_match_the_kernel_and_the_executor() -> None:
    """The model, the executor and sampling_topk.cu agree on TOPK_MAX, the slots and RETRY_TOKEN."""
    import re
    from pathlib import Path

    from backend.cuda import gpu_executor as gx

    src = (Path(__file__).resolve().parents[2] / "backend/kernels/src/sampling_topk.cu").read_text()
    defs = {m[1]: int(m[2], 0) for m in re.finditer(r"#define (\w+) (0x[0-9A-Fa-f]+|\d+)u", src)}
    assert defs["TOPK_MAX"] == TOPK_MAX == gx.SAMPLE_TOPK_MAX
    assert defs["TOPK_SLOTS"] == SLOTS and defs["RETRY_TOKEN"] == RETRY == gx.RETRY_TOKEN


def test_executor_picks_the_topk_kernel_only_in_range() -> None:
    """sample_topk_f32 when registered and every sampled row has 0 < min(top_k, V) <= TOPK_MAX."""
    from backend.cuda.gpu_executor import topk_op
    from backend.runtime.executor import SamplingParams as P

    reg = {"sample_topk_f32": object()}
    V = 49152
    assert topk_op([P(0.8, 40, 0.95)], V, reg) == "sample_topk"
    assert topk_op([P(0.8, 40, 0.95), P(0.0, 0, 1.0)], V, reg) == "sample_topk"  # a greedy row: any kernel
    assert topk_op([P(0.8, TOPK_MAX, 1.0)], V, reg) == "sample_topk"
    assert topk_op([P(0.8, TOPK_MAX + 1, 1.0)], V, reg) == "sample"
    assert topk_op([P(0.8, 0, 0.9)], V, reg) == "sample"
    assert topk_op([P(0.8, 40, 0.9), P(0.7, 0, 0.9)], V, reg) == "sample"
    assert topk_op([P(0.8, 40, 0.9)], V, {}) == "sample"  # not registered (yet): the bisection kernel
    assert topk_op([P(0.8, 200, 0.9)], 200, reg) == "sample"  # V <= TOPK_MAX: no configuration exists
