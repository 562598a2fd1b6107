"""CpuExecutor: the Llama forward pass written with the spec operators (the CPU oracle backend).

Every arithmetic step is a spec operator (spec.embedding, spec.norm.rmsnorm,
spec.gemm.linear, spec.rope.rope, spec.attention.paged_attention,
spec.activation.swiglu, spec.residual.residual_add, spec.sampling.sample_f32), evaluated
either by those functions or, by default, by a bit-identical fast path (below), so this
executor *is* the reference the GPU backend is compared with.

KV cache: one numpy uint8 array of KVLayout.total_bytes, laid out exactly as the
contract says (spec.kv_layout). K/V of new positions are written in place at the
addresses KVLayout gives (byte-identical to spec.attention.kv_write, which returns
a copy of the whole allocation -- too costly per layer; a test checks the
equality). A step is atomic: the bytes it overwrites are saved first and restored
if any operator fails, so a failed step leaves the cache as it was.

Rows of different sequences are stacked into one GEMM. Summation order is the
spec's `order` argument: "blas" (default; fast, numpy/OpenBLAS order -- for a row it
can depend on how many rows are stacked, so a sequence's values may differ in the
last bits between batch compositions, all within the spec's bounds) or "ascending"
(k = 0..K-1 sequentially: bit-reproducible and independent of batch composition,
about 3x slower).

Two evaluations of the same operators (`reference`): the literal composition of the spec operator
functions (`reference=True`, and always for order "ascending"), and the default fast path, which performs
the same binary32 operations in the same order with the same numpy/BLAS calls (same shapes and strides,
so the same accumulation order) but without the per-call checks, re-derived tables and copies: the RoPE
cos/sin table once per step instead of twice per layer, K/V gathered by whole blocks through a 6-D view
of the allocation instead of per-element address arrays, one errstate for the whole step. Its elementwise
helpers are tested bit for bit against the spec operators (hypothesis, NaN/Inf/subnormal inputs) and the
whole forward against the reference path (tests/model/test_cpu_fast.py); any non-finite GEMM or attention
input takes the spec function itself.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import numpy as np

from backend.model.llama import LlamaWeights
from backend.runtime.executor import ExecutorError, SamplingParams, SeqWork

TraceFn = Callable[[str, int, dict[str, Any]], None]


# ---------------------------------------------------------------------- the fast path's operators
# Each is its spec operator's evaluation, step for step (same binary32 operations in the same order, the same
# numpy reductions and BLAS calls on arrays of the same shape and strides), without the argument checks (the
# executor's inputs are its own f16 arrays) and under the caller's errstate. `*32` is the binary32 value before
# the store (the spec's `*_f32`), `*16` that value stored to binary16 (RNE, numpy's cast, as spec.scalar.round_f16).
# tests/model/test_cpu_fast.py compares each `*32` with the spec's binary32 function bit for bit on random and
# adversarial inputs.

def linear32(x: np.ndarray, w: Any) -> np.ndarray:
    """spec.gemm.gemm_f32 of linear(x, w) for a prepared spec.gemm.Weight, order "blas": f32[M, N]."""
    a32 = x.astype(np.float32)
    if w.finite and np.isfinite(a32).all():
        return np.matmul(a32, w.t32, dtype=np.float32)
    from spec.gemm import gemm_f32

    return gemm_f32(x, w.f16.T, order="blas", _b32=(w.t32, w.finite))  # non-finite: the spec's sequential sum


def linear16(x: np.ndarray, w: Any) -> np.ndarray:
    """spec.gemm.linear(x, w), order "blas": f16[M, N]."""
    return linear32(x, w).astype(np.float16)


def rmsnorm32(x: np.ndarray, w: np.ndarray, eps: float) -> np.ndarray:
    """spec.norm.rmsnorm_f32(x, w, eps), order "blas", for C-contiguous f16 x[M, D] and f32 (or f16) w[D]."""
    x32 = x.astype(np.float32)
    ss = np.add.reduce(x32 * x32, axis=1, dtype=np.float32, keepdims=True)  # = np.sum's call for an ndarray
    r = np.float32(1.0) / np.sqrt(ss / np.float32(x.shape[1]) + np.float32(eps))
    return (x32 * r) * w.astype(np.float32, copy=False)[None, :]


def rmsnorm16(x: np.ndarray, w: np.ndarray, eps: float) -> np.ndarray:
    """spec.norm.rmsnorm(x, w, eps), order "blas"."""
    return rmsnorm32(x, w, eps).astype(np.float16)


def rope32(x: np.ndarray, cos: np.ndarray, sin: np.ndarray, rope_dim: int) -> np.ndarray:
    """spec.rope.rope_f32(x, positions, base, rope_dim) given (cos, sin) = spec.rope.rope_cos_sin(positions, base,
    rope_dim) as f32[T, 1, rope_dim/2] (the table the spec derives on each call, derived once): f32[T, H, Dh]."""
    y = x.astype(np.float32)
    x0 = y[:, :, 0:rope_dim:2].copy()
    x1 = y[:, :, 1:rope_dim:2].copy()
    y[:, :, 0:rope_dim:2] = x0 * cos - x1 * sin
    y[:, :, 1:rope_dim:2] = x0 * sin + x1 * cos
    return y


def rope16(x: np.ndarray, cos: np.ndarray, sin: np.ndarray, rope_dim: int) -> np.ndarray:
    """spec.rope.rope, with rope32's table."""
    return rope32(x, cos, sin, rope_dim).astype(np.float16)


def residual16(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """spec.residual.residual_add(x, y): the binary32 sum, one store."""
    return (x.astype(np.float32) + y.astype(np.float32)).astype(np.float16)


def swiglu32(gate: np.ndarray, up: np.ndarray) -> np.ndarray:
    """spec.activation.swiglu_f32(gate, up): silu in binary32 with spec.scalar.exp_f32 (binary64 exp, rounded)."""
    g32 = gate.astype(np.float32)
    e = np.exp((-g32).astype(np.float64)).astype(np.float32)
    return (g32 / (np.float32(1.0) + e)) * up.astype(np.float32)


def swiglu16(gate: np.ndarray, up: np.ndarray) -> np.ndarray:
    """spec.activation.swiglu(gate, up)."""
    return swiglu32(gate, up).astype(np.float16)


def decode_attention32(q: np.ndarray, kmat: np.ndarray, vmat: np.ndarray, scale: float) -> np.ndarray:
    """spec.attention.paged_attention_f32 for ONE query row that sees every key (decode: position n-1 over the
    keys 0..n-1), given the keys as spec.attention.kv_read returns them (C-contiguous f16[n, Hkv, Dh]):
    spec.attention.masked_attention_f32's steps without its all-True masks (np.where on an all-True mask selects
    every element as it is); any non-finite q/K/V goes to that spec function itself. f32[1, Hq, Dh]."""
    t, hq, dh = q.shape
    if t != 1:
        raise ValueError(f"decode_attention32: one query row, got {t}")
    hkv = kmat.shape[1]
    g = hq // hkv
    q32 = q.astype(np.float32).reshape(t, hkv, g, dh).transpose(1, 0, 2, 3).reshape(hkv, t * g, dh)
    k32 = kmat.astype(np.float32).transpose(1, 0, 2)  # [hkv, n, dh]
    v32 = vmat.astype(np.float32).transpose(1, 0, 2)
    if not (np.isfinite(q32).all() and np.isfinite(k32).all() and np.isfinite(v32).all()):
        from spec.attention import masked_attention_f32

        visible = np.ones((1, kmat.shape[0]), dtype=bool)  # the causal mask of position n-1
        return masked_attention_f32(q, kmat, vmat, visible, scale, "blas", "paged_attention")
    s = np.matmul(q32, k32.transpose(0, 2, 1), dtype=np.float32) * np.float32(scale)
    p = np.exp((s - np.maximum.reduce(s, axis=2, keepdims=True)).astype(np.float64)).astype(np.float32)
    o = np.matmul(p, v32, dtype=np.float32) / np.add.reduce(p, axis=2, keepdims=True, dtype=np.float32)
    return o.reshape(hkv, t, g, dh).transpose(1, 0, 2, 3).reshape(t, hq, dh)


def decode_attention16(q: np.ndarray, kmat: np.ndarray, vmat: np.ndarray, scale: float) -> np.ndarray:
    """spec.attention.paged_attention for one query row that sees every key (decode_attention32)."""
    return decode_attention32(q, kmat, vmat, scale).astype(np.float16)


class CpuExecutor:
    """Executor over the spec operators; owns the weights and the one KV allocation."""

    name = "cpu-spec"

    def __init__(self, weights: LlamaWeights, physical_blocks: int | None = None, block_size: int = 16,
                 gemm_order: str = "blas", *, reference: bool = False) -> None:
        """`physical_blocks` sizes the KV allocation now; leave it None when an Engine will size it
        through `bind_kv` (the engine owns the allocator and hands over its view). `reference=True` runs
        the literal composition of the spec operator functions (slower; the fast path equals it bit for bit)."""
        if gemm_order not in ("blas", "ascending"):
            raise ValueError(f"gemm_order must be 'blas' or 'ascending', not {gemm_order!r}")
        self.gemm_order = gemm_order
        self.reference = reference
        self.weights = weights
        self.config = cfg = weights.config
        self.vocab = cfg.vocab
        self.scale = 1.0 / math.sqrt(cfg.head_dim)
        self.trace: TraceFn | None = None  # test hook: (stage, layer, tensors) for each operator
        self._prepared: dict[int, Any] = {}  # id(f16 weight) -> spec.gemm.Weight (its exact f32 widening)
        self._fast_weights: tuple[Any, list[tuple[Any, ...]]] | None = None  # (weights, _prepared per layer)
        self.steps = 0
        self.layout: Any = None
        self.kv = np.zeros(0, dtype=np.uint8)
        if physical_blocks is not None:
            from spec.kv_layout import KVLayout

            if physical_blocks <= 0 or block_size <= 0:
                raise ValueError("physical_blocks and block_size must be positive")
            self._bind(KVLayout(cfg.layers, physical_blocks, block_size=block_size, kv_heads=cfg.kv_heads,
                                head_dim=cfg.head_dim, elem_bytes=2))

    # ------------------------------------------------------------------ engine binding
    @property
    def vocab_size(self) -> int:
        return self.config.vocab

    def kv_shape(self) -> tuple[int, int, int]:
        """(layers, kv_heads, head_dim): what the engine needs to size the one KV allocation."""
        c = self.config
        return c.layers, c.kv_heads, c.head_dim

    def bind_kv(self, view: Any) -> None:
        """Adopt the allocator's layout (backend.runtime.kv.KVView) and allocate its bytes, zeroed."""
        self._bind(view.layout)

    def _bind(self, layout: Any) -> None:
        c = self.config
        if (layout.layers, layout.kv_heads, layout.head_dim, layout.elem_bytes) != (c.layers, c.kv_heads,
                                                                                      c.head_dim, 2):
            raise ValueError(f"KV layout {layout} does not fit the model (layers {c.layers}, kv_heads "
                             f"{c.kv_heads}, head_dim {c.head_dim}, f16)")
        self.layout = layout
        self.kv = np.zeros(layout.total_bytes, dtype=np.uint8)

    # ------------------------------------------------------------------ helpers
    @property
    def physical_blocks(self) -> int:
        return 0 if self.layout is None else self.layout.physical_blocks

    def _check(self, work: list[SeqWork]) -> None:
        if self.layout is None:
            raise ExecutorError("forward: no KV allocation bound (pass physical_blocks or call bind_kv)")
        cfg, bs = self.config, self.layout.block_size
        if not work:
            raise ExecutorError("forward: empty work list")
        for w in work:
            if not w.tokens:
                raise ExecutorError(f"seq {w.seq_id}: no tokens")
            if w.start_pos < 0 or w.start_pos + len(w.tokens) > cfg.context_length:
                raise ExecutorError(f"seq {w.seq_id}: positions {w.start_pos}..{w.start_pos + len(w.tokens) - 1} "
                                    f"outside the context ({cfg.context_length})")
            bad = [t for t in w.tokens if not 0 <= t < cfg.vocab]
            if bad:
                raise ExecutorError(f"seq {w.seq_id}: token ids {bad[:4]} outside the vocabulary")
            need = -(-(w.start_pos + len(w.tokens)) // bs)
            if len(w.block_table) < need:
                raise ExecutorError(f"seq {w.seq_id}: block table has {len(w.block_table)} blocks, needs {need}")
            if any(not 0 <= b < self.layout.physical_blocks for b in w.block_table[:need]):
                raise ExecutorError(f"seq {w.seq_id}: block id outside 0..{self.layout.physical_blocks - 1}")

    def _kv16(self) -> np.ndarray:
        """The allocation as uint16[plane, layer, block, token_in_block, kv_head, dim]: the contract's address
        formula (spec.kv_layout) is this C-order array's byte offset, so indexing it is the formula."""
        lay = self.layout
        return self.kv.view(np.uint16).reshape(2, lay.layers, lay.physical_blocks, lay.block_size, lay.kv_heads,
                                                lay.head_dim)

    def _write_kv(self, layer: int, w: SeqWork, k: np.ndarray, v: np.ndarray, undo: list[tuple[Any, np.ndarray]]) -> None:
        """Store K/V rows of the new positions at the addresses spec.kv_layout gives (in place; the bytes
        spec.attention.kv_write writes, a test checks it). The overwritten rows go onto `undo` first."""
        self._write_rows(self._kv16(), layer, self._row_index(w), k, v, undo)

    def _row_index(self, w: SeqWork) -> tuple[Any, Any]:
        """(physical block, token_in_block) of each new position of `w`: ints for one position, else arrays."""
        bs = self.layout.block_size
        if len(w.tokens) == 1:
            return int(w.block_table[w.start_pos // bs]), w.start_pos % bs
        pos = np.arange(w.start_pos, w.start_pos + len(w.tokens))
        return np.asarray(w.block_table, dtype=np.int64)[pos // bs], pos % bs

    @staticmethod
    def _write_rows(kv16: np.ndarray, layer: int, rows: tuple[Any, Any], k: np.ndarray, v: np.ndarray,
                    undo: list[tuple[Any, np.ndarray]]) -> None:
        for plane, src in ((0, k), (1, v)):
            idx = (plane, layer, *rows)
            old = kv16[idx].copy()
            undo.append((idx, old))
            kv16[idx] = np.ascontiguousarray(src, dtype="<f2").view(np.uint16).reshape(old.shape)

    def _write_kv_spec(self, layer: int, w: SeqWork, k: np.ndarray, v: np.ndarray,
                       undo: list[tuple[Any, np.ndarray]]) -> None:
        """The reference path's K/V write: spec.attention.kv_write in place, the rows it overwrites saved first
        at the addresses KVLayout.token_row_addresses gives."""
        from spec.attention import kv_write

        lay = self.layout
        pos = np.arange(w.start_pos, w.start_pos + len(w.tokens))
        for plane in (0, 1):
            rows = lay.token_row_addresses(plane, layer, w.block_table, pos)
            idx = rows[:, None] + np.arange(lay.token_stride, dtype=np.int64)[None, :]
            undo.append((idx, self.kv[idx].copy()))
        kv_write(self.kv, lay, layer, w.block_table, w.start_pos, k, v, inplace=True)

    def _gather_kv(self, kvh: np.ndarray, layer: int, blocks: np.ndarray, n: int) -> tuple[np.ndarray, np.ndarray]:
        """(K, V) f16[n, kv_heads, head_dim] of a sequence's tokens 0..n-1 (`blocks`: its first ceil(n/bs)
        physical blocks; `kvh`: _kv16() as f16): the values and C-contiguous layout of spec.attention.kv_read,
        gathered by whole blocks."""
        lay = self.layout
        shape = (len(blocks) * lay.block_size, lay.kv_heads, lay.head_dim)
        return kvh[0, layer, blocks].reshape(shape)[:n], kvh[1, layer, blocks].reshape(shape)[:n]

    # ------------------------------------------------------------------ Executor API
    def forward(self, work: list[SeqWork]) -> np.ndarray:
        """Prefill/decode every entry; K/V written in place; f32 logits [len(work), vocab]."""
        self._check(work)
        undo: list[tuple[Any, np.ndarray]] = []
        try:
            logits = self._forward(work, undo)
        except ExecutorError:
            self._rollback(undo)
            raise
        except Exception as exc:  # noqa: BLE001 - any operator failure must leave state unchanged
            self._rollback(undo)
            raise ExecutorError(f"cpu forward failed: {type(exc).__name__}: {exc}") from exc
        self.steps += 1
        return logits

    def _rollback(self, undo: list[tuple[Any, np.ndarray]]) -> None:
        kv16 = self._kv16()
        for idx, old in reversed(undo):
            if isinstance(idx, tuple):
                kv16[idx] = old
            else:
                self.kv[idx] = old

    def _weight(self, w: np.ndarray) -> Any:
        """spec.gemm.Weight of an f16 weight, widened once (exact, so the same values)."""
        from spec.gemm import Weight

        pw = self._prepared.get(id(w))
        if pw is None or pw.f16 is not w:
            pw = self._prepared[id(w)] = Weight.of(w)
        return pw

    def _layer_weights(self) -> list[tuple[Any, ...]]:
        """Each layer's prepared (wq, wk, wv, wo, w_gate, w_up, w_down), then the head's: looked up once."""
        W = self.weights
        if self._fast_weights is None or self._fast_weights[0] is not W:
            self._fast_weights = (W, [tuple(self._weight(w) for w in (L.wq, L.wk, L.wv, L.wo, L.w_gate, L.w_up,
                                                                      L.w_down)) for L in W.layers]
                                  + [(self._weight(W.output),)])
        return self._fast_weights[1]

    def _forward(self, work: list[SeqWork], undo: list[tuple[Any, np.ndarray]]) -> np.ndarray:
        if self.reference or self.gemm_order != "blas":
            return self._forward_reference(work, undo)
        return self._forward_fast(work, undo)

    def _forward_fast(self, work: list[SeqWork], undo: list[tuple[Any, np.ndarray]]) -> np.ndarray:
        """The reference forward's operations, value for value (module docstring; order "blas")."""
        from spec.attention import masked_attention_f32
        from spec.embedding import embedding
        from spec.rope import rope_cos_sin

        cfg, W, tr = self.config, self.weights, self.trace
        ids = np.concatenate([np.asarray(w.tokens, dtype=np.int64) for w in work])
        positions = np.concatenate([np.arange(w.start_pos, w.start_pos + len(w.tokens)) for w in work])
        bounds = np.cumsum([0] + [len(w.tokens) for w in work])
        T, Hq, Dh = len(ids), cfg.heads, cfg.head_dim
        Hkv, eps, rd = cfg.kv_heads, cfg.rms_eps, cfg.rope_dim
        cos, sin = rope_cos_sin(positions, cfg.rope_freq_base, rd)  # what spec.rope.rope derives per call
        cos, sin = cos[:, None, :], sin[:, None, :]
        bs = self.layout.block_size
        spans = []  # (rows of the step, keys n, their blocks, where the new rows go, causal mask: None for one
        for i, w in enumerate(work):  # query row, which sees all n keys)
            s, n = slice(int(bounds[i]), int(bounds[i + 1])), w.start_pos + len(w.tokens)
            spans.append((s, n, np.asarray(w.block_table[:-(-n // bs)], dtype=np.int64), self._row_index(w),
                          None if len(w.tokens) == 1 else np.arange(n)[None, :] <= positions[s][:, None]))
        kv16 = self._kv16()
        kvh = kv16.view(np.float16)

        lw = self._layer_weights()
        x = embedding(W.embedding, ids)
        if tr:
            tr("embedding", -1, {"ids": ids, "out": x})
        with np.errstate(all="ignore"):
            for li, (L, (wq, wk, wv, wo, w_gate, w_up, w_down)) in enumerate(zip(W.layers, lw, strict=False)):
                h = rmsnorm16(x, L.attn_norm, eps)
                q = linear16(h, wq).reshape(T, Hq, Dh)
                k = linear16(h, wk).reshape(T, Hkv, Dh)
                v = linear16(h, wv).reshape(T, Hkv, Dh)
                qr = rope16(q, cos, sin, rd)
                kr = rope16(k, cos, sin, rd)
                att = np.empty((T, Hq, Dh), dtype=np.float16)
                for s, n, blocks, rows, vis in spans:
                    self._write_rows(kv16, li, rows, kr[s], v[s], undo)
                    kmat, vmat = self._gather_kv(kvh, li, blocks, n)
                    if vis is None:
                        att[s] = decode_attention16(qr[s], kmat, vmat, self.scale)
                    else:
                        att[s] = masked_attention_f32(qr[s], kmat, vmat, vis, self.scale, "blas",
                                                      "paged_attention").astype(np.float16)
                o = linear16(att.reshape(T, Hq * Dh), wo)
                x1 = residual16(x, o)
                h2 = rmsnorm16(x1, L.ffn_norm, eps)
                g = linear16(h2, w_gate)
                u = linear16(h2, w_up)
                a = swiglu16(g, u)
                d = linear16(a, w_down)
                x2 = residual16(x1, d)
                if tr:
                    tr("layer", li, {"x": x, "h": h, "q": q, "k": k, "v": v, "qr": qr, "kr": kr, "att": att,
                                     "o": o, "x1": x1, "h2": h2, "g": g, "u": u, "a": a, "d": d, "x2": x2,
                                     "positions": positions, "bounds": bounds})
                x = x2
            last = bounds[1:] - 1
            hf = rmsnorm16(np.ascontiguousarray(x[last]), W.output_norm, eps)
            logits16 = linear16(hf, lw[-1][0])
        if tr:
            tr("head", -1, {"x": x[last], "h": hf, "logits": logits16})
        return np.asarray(logits16, dtype=np.float32)  # exact widening of the f16 GEMM output

    def _forward_reference(self, work: list[SeqWork], undo: list[tuple[Any, np.ndarray]]) -> np.ndarray:
        """The forward pass as the literal composition of the spec operator functions."""
        from spec.activation import swiglu
        from spec.attention import paged_attention
        from spec.embedding import embedding
        from spec.gemm import linear as spec_linear
        from spec.norm import rmsnorm as spec_rmsnorm
        from spec.residual import residual_add
        from spec.rope import rope

        cfg, W, tr, order = self.config, self.weights, self.trace, self.gemm_order

        def linear(x: np.ndarray, w: np.ndarray) -> np.ndarray:
            return spec_linear(x, self._weight(w), order=order)

        def rmsnorm(x: np.ndarray, w: np.ndarray, eps: float) -> np.ndarray:
            return spec_rmsnorm(x, w, eps, order=order)

        ids = np.concatenate([np.asarray(w.tokens, dtype=np.int64) for w in work])
        positions = np.concatenate([np.arange(w.start_pos, w.start_pos + len(w.tokens)) for w in work])
        bounds = np.cumsum([0] + [len(w.tokens) for w in work])
        T, Hq, Hkv, Dh = len(ids), cfg.heads, cfg.kv_heads, cfg.head_dim

        x = embedding(W.embedding, ids)
        if tr:
            tr("embedding", -1, {"ids": ids, "out": x})
        for li, L in enumerate(W.layers):
            h = rmsnorm(x, L.attn_norm, cfg.rms_eps)
            q = linear(h, L.wq).reshape(T, Hq, Dh)
            k = linear(h, L.wk).reshape(T, Hkv, Dh)
            v = linear(h, L.wv).reshape(T, Hkv, Dh)
            qr = rope(q, positions, cfg.rope_freq_base, cfg.rope_dim)
            kr = rope(k, positions, cfg.rope_freq_base, cfg.rope_dim)
            att = np.empty((T, Hq, Dh), dtype=np.float16)
            for si, w in enumerate(work):
                s = slice(bounds[si], bounds[si + 1])
                self._write_kv_spec(li, w, kr[s], v[s], undo)
                att[s] = paged_attention(qr[s], self.kv, self.layout, li, tuple(w.block_table),
                                         positions[s], self.scale, order=order)
            o = linear(att.reshape(T, Hq * Dh), L.wo)
            x1 = residual_add(x, o)
            h2 = rmsnorm(x1, L.ffn_norm, cfg.rms_eps)
            g = linear(h2, L.w_gate)
            u = linear(h2, L.w_up)
            a = swiglu(g, u)
            d = linear(a, L.w_down)
            x2 = residual_add(x1, d)
            if tr:
                tr("layer", li, {"x": x, "h": h, "q": q, "k": k, "v": v, "qr": qr, "kr": kr, "att": att, "o": o,
                                 "x1": x1, "h2": h2, "g": g, "u": u, "a": a, "d": d, "x2": x2,
                                 "positions": positions, "bounds": bounds})
            x = x2
        last = bounds[1:] - 1
        hf = rmsnorm(np.ascontiguousarray(x[last]), W.output_norm, cfg.rms_eps)
        logits16 = linear(hf, W.output)
        if tr:
            tr("head", -1, {"x": x[last], "h": hf, "logits": logits16})
        return np.asarray(logits16, dtype=np.float32)  # exact widening of the f16 GEMM output

    def sample(self, logits: np.ndarray, params: list[SamplingParams], seed: int,
               counters: list[int]) -> list[int]:
        from spec.sampling import sample_f32

        if len(params) != len(logits) or len(counters) != len(logits):
            raise ExecutorError("sample: logits, params and counters differ in length")
        out = []
        for row, p, c in zip(logits, params, counters, strict=True):
            try:
                out.append(int(sample_f32(np.asarray(row, dtype=np.float32), p.temperature, p.top_k, p.top_p,
                                          seed, c)))
            except ValueError as exc:  # e.g. NaN logits: a failed sample, not a crash
                raise ExecutorError(f"sample: {exc}") from exc
        return out

    def read_kv_blocks(self, blocks: list[int]) -> bytes:
        """K plane then V plane; within a plane layer-major, then the blocks in the given order."""
        lay, parts = self.layout, []
        if lay is None:
            raise ExecutorError("read_kv_blocks: no KV allocation bound")
        for b in blocks:
            if not 0 <= b < lay.physical_blocks:
                raise ExecutorError(f"read_kv_blocks: block {b} outside 0..{lay.physical_blocks - 1}")
        for plane in (0, 1):
            for layer in range(lay.layers):
                for b in blocks:
                    a = lay.address(plane, layer, b, 0, 0, 0)
                    parts.append(self.kv[a:a + lay.page_stride].tobytes())
        return b"".join(parts)

    def write_kv_blocks(self, blocks: list[int], data: bytes) -> None:
        lay = self.layout
        if lay is None:
            raise ExecutorError("write_kv_blocks: no KV allocation bound")
        want = 2 * lay.layers * len(blocks) * lay.page_stride
        if len(data) != want:
            raise ExecutorError(f"write_kv_blocks: {len(data)} bytes, expected {want}")
        for b in blocks:
            if not 0 <= b < lay.physical_blocks:
                raise ExecutorError(f"write_kv_blocks: block {b} outside 0..{lay.physical_blocks - 1}")
        buf, i = np.frombuffer(data, dtype=np.uint8), 0
        for plane in (0, 1):
            for layer in range(lay.layers):
                for b in blocks:
                    a = lay.address(plane, layer, b, 0, 0, 0)
                    self.kv[a:a + lay.page_stride] = buf[i:i + lay.page_stride]
                    i += lay.page_stride
