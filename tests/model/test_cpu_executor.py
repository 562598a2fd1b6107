"""CpuExecutor on a tiny random-weight llama: against an independent float64 dense reference.

Two levels of evidence:
  * per operator: every intermediate the executor produced is compared with a float64 dense
    (non-paged) evaluation of the same operator on the same inputs, within the spec operator's
    own error bound (spec.*_bound) -- this checks wiring, weights, RoPE convention, GQA head
    mapping, causal masking and the paged KV addressing;
  * end to end: logits vs a float64 forward over the whole sequence, with a stated tolerance
    (tested, not derived: errors compound through the network).
"""

from __future__ import annotations

import math

import numpy as np
import pytest

from backend.model.cpu_executor import CpuExecutor
from backend.model.gguf_loader import load_gguf
from backend.model.llama import LlamaWeights, load_weights
from backend.runtime.executor import ExecutorError, SamplingParams, SeqWork
from tests.model.synth import TinySpec, write_tiny_llama

SPEC = TinySpec(layers=2, hidden=64, heads=4, kv_heads=2, ffn=96, seed=3)


@pytest.fixture(scope="module")
def weights(tmp_path_factory) -> LlamaWeights:
    p = tmp_path_factory.mktemp("tiny") / "tiny.gguf"
    write_tiny_llama(p, SPEC)
    return load_weights(load_gguf(p))


# ---------------------------------------------------------------- independent float64 reference
def rms64(x: np.ndarray, w: np.ndarray, eps: float) -> np.ndarray:
    x = x.astype(np.float64)
    return x / np.sqrt(np.mean(x * x, axis=-1, keepdims=True) + eps) * w.astype(np.float64)


def rope64(x: np.ndarray, pos: np.ndarray, base: float, rope_dim: int) -> np.ndarray:
    y = x.astype(np.float64).copy()
    i = np.arange(rope_dim // 2)
    theta = pos[:, None].astype(np.float64) * base ** (-2.0 * i / rope_dim)  # [T, rope_dim/2]
    c, s = np.cos(theta)[:, None, :], np.sin(theta)[:, None, :]
    x0, x1 = y[..., 0:rope_dim:2].copy(), y[..., 1:rope_dim:2].copy()
    y[..., 0:rope_dim:2] = x0 * c - x1 * s
    y[..., 1:rope_dim:2] = x0 * s + x1 * c
    return y


def attn64(q: np.ndarray, k: np.ndarray, v: np.ndarray, qpos: np.ndarray, scale: float) -> np.ndarray:
    """Dense causal GQA attention; q [T,Hq,Dh] at positions qpos, k/v [N,Hkv,Dh] for positions 0..N-1."""
    T, Hq, Dh = q.shape
    g = Hq // k.shape[1]
    out = np.zeros((T, Hq, Dh))
    for t in range(T):
        for h in range(Hq):
            kk, vv = k[: qpos[t] + 1, h // g].astype(np.float64), v[: qpos[t] + 1, h // g].astype(np.float64)
            s = kk @ q[t, h].astype(np.float64) * scale
            w = np.exp(s - s.max())
            out[t, h] = (w / w.sum()) @ vv
    return out


def silu64(x: np.ndarray) -> np.ndarray:
    x = x.astype(np.float64)
    return x / (1.0 + np.exp(-x))


def forward64(W: LlamaWeights, ids: list[int]) -> np.ndarray:
    """float64 logits for every position of `ids` (dense, non-paged)."""
    c = W.config
    T = len(ids)
    pos = np.arange(T)
    x = W.embedding[np.asarray(ids)].astype(np.float64)
    for L in W.layers:
        h = rms64(x, L.attn_norm, c.rms_eps)
        q = (h @ L.wq.T.astype(np.float64)).reshape(T, c.heads, c.head_dim)
        k = (h @ L.wk.T.astype(np.float64)).reshape(T, c.kv_heads, c.head_dim)
        v = (h @ L.wv.T.astype(np.float64)).reshape(T, c.kv_heads, c.head_dim)
        q, k = rope64(q, pos, c.rope_freq_base, c.rope_dim), rope64(k, pos, c.rope_freq_base, c.rope_dim)
        a = attn64(q, k, v, pos, 1 / math.sqrt(c.head_dim)).reshape(T, -1)
        x = x + a @ L.wo.T.astype(np.float64)
        h2 = rms64(x, L.ffn_norm, c.rms_eps)
        g, u = h2 @ L.w_gate.T.astype(np.float64), h2 @ L.w_up.T.astype(np.float64)
        x = x + (silu64(g) * u) @ L.w_down.T.astype(np.float64)
    return rms64(x, W.output_norm, c.rms_eps) @ W.output.T.astype(np.float64)


def _within(got: np.ndarray, ref: np.ndarray, bound: np.ndarray, what: str) -> None:
    err = np.abs(got.astype(np.float64) - ref)
    assert np.all(np.isfinite(bound)), what
    worst = float(np.max(err / np.maximum(bound, 1e-300)))
    assert worst <= 1.0, f"{what}: error exceeds the spec bound (max err/bound = {worst:.3f})"


# ---------------------------------------------------------------- tests
PROMPT = (5, 9, 12, 7, 30, 31, 8, 14, 22, 3, 17, 19, 25, 6, 11, 20, 13)  # 17 tokens: crosses a 16-token block


def _run_steps(ex: CpuExecutor, prompt: tuple[int, ...], decode: list[int], table: tuple[int, ...]) -> list[np.ndarray]:
    out = [ex.forward([SeqWork(0, prompt, 0, table)])]
    pos = len(prompt)
    for t in decode:
        out.append(ex.forward([SeqWork(0, (t,), pos, table)]))
        pos += 1
    return out


def test_every_operator_within_spec_bound(weights: LlamaWeights) -> None:
    from spec.activation import swiglu_bound
    from spec.attention import attention_bound, kv_read
    from spec.gemm import linear_bound
    from spec.norm import rmsnorm_bound
    from spec.residual import residual_add_bound
    from spec.rope import rope_bound

    c = weights.config
    ex = CpuExecutor(weights, physical_blocks=6)
    table = (4, 1)  # non-identity physical placement
    seen = {"layer": 0, "head": 0}
    hist_k: dict[int, list[np.ndarray]] = {i: [] for i in range(c.layers)}
    hist_v: dict[int, list[np.ndarray]] = {i: [] for i in range(c.layers)}

    def trace(stage: str, li: int, t: dict) -> None:
        if stage == "head":
            seen["head"] += 1
            _within(t["h"], rms64(t["x"], weights.output_norm, c.rms_eps),
                    rmsnorm_bound(t["x"], weights.output_norm, c.rms_eps), "output_norm")
            _within(t["logits"], t["h"].astype(np.float64) @ weights.output.T.astype(np.float64),
                    linear_bound(t["h"], weights.output), "lm_head")
            return
        if stage != "layer":
            return
        seen["layer"] += 1
        L = weights.layers[li]
        pos = t["positions"]
        T = len(pos)
        _within(t["h"], rms64(t["x"], L.attn_norm, c.rms_eps), rmsnorm_bound(t["x"], L.attn_norm, c.rms_eps),
                f"L{li} attn_norm")
        for name, w in (("q", L.wq), ("k", L.wk), ("v", L.wv)):
            _within(t[name].reshape(T, -1), t["h"].astype(np.float64) @ w.T.astype(np.float64),
                    linear_bound(t["h"], w), f"L{li} {name}")
        for name in ("q", "k"):
            _within(t[name + "r"], rope64(t[name], pos, c.rope_freq_base, c.rope_dim),
                    rope_bound(t[name], pos, c.rope_freq_base, c.rope_dim), f"L{li} rope {name}")
        hist_k[li].append(t["kr"])
        hist_v[li].append(t["v"])
        k_all, v_all = np.concatenate(hist_k[li]), np.concatenate(hist_v[li])
        # the paged cache holds exactly the rotated K and V rows, in logical order
        kc, vc = kv_read(ex.kv, ex.layout, li, table, len(k_all))
        assert np.array_equal(kc.view(np.uint16), k_all.view(np.uint16))
        assert np.array_equal(vc.view(np.uint16), v_all.view(np.uint16))
        scale = 1 / math.sqrt(c.head_dim)  # independent of the executor's own scale
        _within(t["att"], attn64(t["qr"], k_all, v_all, pos, scale),
                attention_bound(t["qr"], ex.kv, ex.layout, li, table, pos, scale), f"L{li} attention")
        _within(t["o"], t["att"].reshape(T, -1).astype(np.float64) @ L.wo.T.astype(np.float64),
                linear_bound(t["att"].reshape(T, -1), L.wo), f"L{li} o")
        _within(t["x1"], t["x"].astype(np.float64) + t["o"], residual_add_bound(t["x"], t["o"]), f"L{li} res1")
        _within(t["h2"], rms64(t["x1"], L.ffn_norm, c.rms_eps), rmsnorm_bound(t["x1"], L.ffn_norm, c.rms_eps),
                f"L{li} ffn_norm")
        for name, w in (("g", L.w_gate), ("u", L.w_up)):
            _within(t[name], t["h2"].astype(np.float64) @ w.T.astype(np.float64), linear_bound(t["h2"], w),
                    f"L{li} {name}")
        _within(t["a"], silu64(t["g"]) * t["u"], swiglu_bound(t["g"], t["u"]), f"L{li} swiglu")
        _within(t["d"], t["a"].astype(np.float64) @ L.w_down.T.astype(np.float64), linear_bound(t["a"], L.w_down),
                f"L{li} down")
        _within(t["x2"], t["x1"].astype(np.float64) + t["d"], residual_add_bound(t["x1"], t["d"]), f"L{li} res2")

    ex.trace = trace
    _run_steps(ex, PROMPT, [4, 21], table)
    assert seen == {"layer": 3 * c.layers, "head": 3}


def test_logits_match_float64_dense_forward(weights: LlamaWeights) -> None:
    ex = CpuExecutor(weights, physical_blocks=4)
    decode = [4, 21, 10]
    logits = _run_steps(ex, PROMPT, decode, (2, 0))
    ref = forward64(weights, list(PROMPT) + decode)
    for step, lg in enumerate(logits):
        r = ref[len(PROMPT) - 1 + step]
        # Tested tolerance (not a derived bound): 2% of the logit scale over 2 layers of f16 storage.
        tol = 0.02 * float(np.max(np.abs(r)))
        assert float(np.max(np.abs(lg[0] - r))) <= tol, f"step {step}"
        assert lg.dtype == np.float32 and lg.shape == (1, weights.config.vocab)


def test_kv_write_in_place_equals_spec_kv_write(weights: LlamaWeights) -> None:
    from spec.attention import kv_write

    c = weights.config
    ex = CpuExecutor(weights, physical_blocks=5)
    rng = np.random.default_rng(1)
    k = rng.normal(size=(19, c.kv_heads, c.head_dim)).astype(np.float16)
    v = rng.normal(size=(19, c.kv_heads, c.head_dim)).astype(np.float16)
    w = SeqWork(0, tuple(range(19)), 3, (3, 0))
    expect = kv_write(ex.kv, ex.layout, 1, w.block_table, w.start_pos, k, v)
    ex._write_kv(1, w, k, v, [])
    assert np.array_equal(ex.kv, expect)


def test_batched_equals_single_with_ascending_order(weights: LlamaWeights) -> None:
    a = CpuExecutor(weights, physical_blocks=6, gemm_order="ascending")
    b = CpuExecutor(weights, physical_blocks=6, gemm_order="ascending")
    w0, w1 = SeqWork(0, PROMPT[:9], 0, (0,)), SeqWork(1, PROMPT[3:], 0, (3, 5))
    both = a.forward([w0, w1])
    s0, s1 = b.forward([w0]), b.forward([w1])
    assert np.array_equal(both[0], s0[0]) and np.array_equal(both[1], s1[0])
    assert np.array_equal(a.kv, b.kv)


@pytest.mark.parametrize("reference", [False, True], ids=["fast", "reference"])
def test_failed_step_leaves_kv_unchanged(weights: LlamaWeights, monkeypatch, reference: bool) -> None:
    import backend.model.cpu_executor
    import spec.activation

    ex = CpuExecutor(weights, physical_blocks=4, reference=reference)
    ex.forward([SeqWork(0, PROMPT[:5], 0, (1,))])
    before = ex.kv.copy()
    calls = {"n": 0}
    # each path's SwiGLU: the spec operator (reference) or the fast path's bit-identical one
    owner, name = (spec.activation, "swiglu") if reference else (backend.model.cpu_executor, "swiglu16")
    real = getattr(owner, name)

    def flaky(g, u):
        calls["n"] += 1
        if calls["n"] == 2:  # layer 1: layer 0's K/V are already written by then
            raise FloatingPointError("injected")
        return real(g, u)

    monkeypatch.setattr(owner, name, flaky)
    with pytest.raises(ExecutorError, match="injected"):
        ex.forward([SeqWork(0, (4,), 5, (1,))])
    assert np.array_equal(ex.kv, before)


@pytest.mark.parametrize("work,needle", [
    (SeqWork(0, (1, 2), 15, (0,)), "block table"),
    (SeqWork(0, (10_000,), 0, (0,)), "vocabulary"),
    (SeqWork(0, (), 0, (0,)), "no tokens"),
    (SeqWork(0, (1,), 0, (9,)), "block id"),
    (SeqWork(0, (1,), 10_000, (0,) * 700), "context"),
])
def test_bad_work_refused_without_state_change(weights: LlamaWeights, work: SeqWork, needle: str) -> None:
    ex = CpuExecutor(weights, physical_blocks=4)
    with pytest.raises(ExecutorError, match=needle):
        ex.forward([work])
    assert not ex.kv.any()


def test_kv_blocks_round_trip_restores_identical_logits(weights: LlamaWeights) -> None:
    a = CpuExecutor(weights, physical_blocks=4)
    a.forward([SeqWork(0, PROMPT, 0, (2, 1))])
    snap = a.read_kv_blocks([2, 1])
    assert len(snap) == 2 * weights.config.layers * 2 * a.layout.page_stride
    b = CpuExecutor(weights, physical_blocks=4)
    b.write_kv_blocks([2, 1], snap)
    step = SeqWork(0, (4,), len(PROMPT), (2, 1))
    assert np.array_equal(a.forward([step]), b.forward([step]))
    with pytest.raises(ExecutorError):
        b.write_kv_blocks([2], snap)


def test_greedy_sample_is_argmax(weights: LlamaWeights) -> None:
    pytest.importorskip("spec.sampling")
    ex = CpuExecutor(weights, physical_blocks=4)
    lg = ex.forward([SeqWork(0, PROMPT[:4], 0, (0,)), SeqWork(1, PROMPT[4:9], 0, (1,))])
    ids = ex.sample(lg, [SamplingParams(), SamplingParams()], seed=0, counters=[0, 0])
    assert ids == [int(np.argmax(lg[0])), int(np.argmax(lg[1]))]
