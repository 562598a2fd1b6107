"""CpuExecutor: the Llama forward pass written with the spec operators (the CPU oracle backend).

Every arithmetic step is a spec operator (spec.embedding, spec.norm.rmsnorm,
spec.gemm.linear, spec.rope.rope, spec.attention.paged_attention,
spec.activation.swiglu, spec.residual.residual_add, spec.sampling.sample_f32),
so this executor *is* the reference the GPU backend is compared with.

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
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import numpy as np

from backend.model.llama import LlamaWeights
from backend.runtime.executor import ExecutorError, SamplingParams, SeqWork

TraceFn = Callable[[str, int, dict[str, Any]], None]


class CpuExecutor:
    """Executor over the spec operators; owns the weights and the one KV allocation."""

    name = "cpu-spec"

    def __init__(self, weights: LlamaWeights, physical_blocks: int | None = None, block_size: int = 16,
                 gemm_order: str = "blas") -> None:
        """`physical_blocks` sizes the KV allocation now; leave it None when an Engine will size it
        through `bind_kv` (the engine owns the allocator and hands over its view)."""
        if gemm_order not in ("blas", "ascending"):
            raise ValueError(f"gemm_order must be 'blas' or 'ascending', not {gemm_order!r}")
        self.gemm_order = gemm_order
        self.weights = weights
        self.config = cfg = weights.config
        self.vocab = cfg.vocab
        self.scale = 1.0 / math.sqrt(cfg.head_dim)
        self.trace: TraceFn | None = None  # test hook: (stage, layer, tensors) for each operator
        self._prepared: dict[int, Any] = {}  # id(f16 weight) -> spec.gemm.Weight (its exact f32 widening)
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

    def _write_kv(self, layer: int, w: SeqWork, k: np.ndarray, v: np.ndarray,
                  undo: list[tuple[np.ndarray, np.ndarray]]) -> None:
        """Store K/V rows of the new positions at the addresses spec.kv_layout gives (in place)."""
        lay = self.layout
        tb = lay.token_stride
        pos = np.arange(w.start_pos, w.start_pos + len(w.tokens))
        for plane, src in ((0, k), (1, v)):
            rows = lay.token_row_addresses(plane, layer, w.block_table, pos)
            idx = rows[:, None] + np.arange(tb, dtype=np.int64)[None, :]
            undo.append((idx, self.kv[idx].copy()))
            self.kv[idx] = np.ascontiguousarray(src, dtype="<f2").view(np.uint8).reshape(len(pos), tb)

    # ------------------------------------------------------------------ Executor API
    def forward(self, work: list[SeqWork]) -> np.ndarray:
        """Prefill/decode every entry; K/V written in place; f32 logits [len(work), vocab]."""
        self._check(work)
        undo: list[tuple[np.ndarray, np.ndarray]] = []
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

    def _rollback(self, undo: list[tuple[np.ndarray, np.ndarray]]) -> None:
        for idx, old in reversed(undo):
            self.kv[idx] = old

    def _forward(self, work: list[SeqWork], undo: list[tuple[np.ndarray, np.ndarray]]) -> np.ndarray:
        from spec.activation import swiglu
        from spec.attention import paged_attention
        from spec.embedding import embedding
        from spec.gemm import Weight
        from spec.gemm import linear as spec_linear
        from spec.norm import rmsnorm as spec_rmsnorm
        from spec.residual import residual_add
        from spec.rope import rope

        cfg, W, tr, order = self.config, self.weights, self.trace, self.gemm_order

        prepared = self._prepared

        def linear(x: np.ndarray, w: np.ndarray) -> np.ndarray:
            pw = prepared.get(id(w))
            if pw is None or pw.f16 is not w:  # widened once per weight: exact, so the same values
                pw = prepared[id(w)] = Weight.of(w)
            return spec_linear(x, pw, order=order)

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
                self._write_kv(li, w, kr[s], v[s], undo)
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
