"""A straightforward float64 Gemma 3 forward pass for tests, independent of fltc's spec operators and
loader: weights dequantised by gguf.quants, plain numpy math written from the architecture's
definition (HF Gemma3 / llama.cpp gemma3), no KV cache (the whole sequence at once)."""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np


@dataclass(frozen=True)
class RefOptions:
    """Switches that let a test show the chosen interpretation beats the alternatives."""

    neox: bool = True  # rotate (i, i + d/2) pairs; False: adjacent pairs
    add_one_to_norms: bool = False  # multiply by 1 + w (wrong if the converter already added 1)
    local_base: float = 10000.0
    window: int | None = None  # None: the file's sliding window


class GemmaReference:
    def __init__(self, path: str) -> None:
        from gguf import GGMLQuantizationType, quants

        from backend.model.gguf_loader import parse_header

        data = np.memmap(path, dtype=np.uint8, mode="r")
        self.h = parse_header(data, data.size)
        md = self.h.metadata
        self.layers = md["gemma3.block_count"]
        self.d = md["gemma3.embedding_length"]
        self.hq = md["gemma3.attention.head_count"]
        self.hkv = md["gemma3.attention.head_count_kv"]
        self.dh = md["gemma3.attention.key_length"]
        self.eps = md["gemma3.attention.layer_norm_rms_epsilon"]
        self.base = md["gemma3.rope.freq_base"]
        self.window = md["gemma3.attention.sliding_window"]
        self._w: dict[str, np.ndarray] = {}
        for t in self.h.tensors.values():
            raw = np.asarray(data[t.offset: t.offset + t.n_bytes])
            if t.qtype == "F32":
                arr = raw.view("<f4").astype(np.float64)
            else:
                q = getattr(GGMLQuantizationType, t.qtype)
                arr = np.asarray(quants.dequantize(raw, q), dtype=np.float64)
            self._w[t.name] = arr.reshape(t.shape)

    def w(self, name: str) -> np.ndarray:
        return self._w[name]

    def logits(self, ids: list[int], opt: RefOptions = RefOptions()) -> np.ndarray:
        """float64 logits [T, V] for the token ids at positions 0..T-1."""
        t_len, d, dh = len(ids), self.d, self.dh
        window = self.window if opt.window is None else opt.window

        def norm(x: np.ndarray, w: np.ndarray) -> np.ndarray:
            w = 1.0 + w if opt.add_one_to_norms else w
            return x / np.sqrt(np.mean(x * x, axis=-1, keepdims=True) + self.eps) * w

        def rope(x: np.ndarray, base: float) -> np.ndarray:  # x [T, H, dh]
            half = dh // 2
            inv = base ** (-np.arange(half) * 2.0 / dh)
            th = np.arange(t_len)[:, None] * inv[None, :]
            c, s = np.cos(th)[:, None, :], np.sin(th)[:, None, :]
            if opt.neox:
                a, b = x[..., :half], x[..., half:]
                return np.concatenate([a * c - b * s, a * s + b * c], axis=-1)
            a, b = x[..., 0::2], x[..., 1::2]
            y = np.empty_like(x)
            y[..., 0::2], y[..., 1::2] = a * c - b * s, a * s + b * c
            return y

        def gelu(x: np.ndarray) -> np.ndarray:
            return 0.5 * x * (1.0 + np.tanh(math.sqrt(2.0 / math.pi) * (x + 0.044715 * x ** 3)))

        emb = self.w("token_embd.weight")
        x = emb[ids] * math.sqrt(d)
        pos = np.arange(t_len)
        for li in range(self.layers):
            b = f"blk.{li}."
            is_global = li % 6 == 5
            h = norm(x, self.w(b + "attn_norm.weight"))
            q = (h @ self.w(b + "attn_q.weight").T).reshape(t_len, self.hq, dh)
            k = (h @ self.w(b + "attn_k.weight").T).reshape(t_len, self.hkv, dh)
            v = (h @ self.w(b + "attn_v.weight").T).reshape(t_len, self.hkv, dh)
            q, k = norm(q, self.w(b + "attn_q_norm.weight")), norm(k, self.w(b + "attn_k_norm.weight"))
            base = self.base if is_global else opt.local_base
            q, k = rope(q, base), rope(k, base)
            g = self.hq // self.hkv
            mask = pos[None, :] <= pos[:, None]
            if not is_global:
                mask &= pos[:, None] - pos[None, :] < window
            out = np.empty((t_len, self.hq, dh))
            for hh in range(self.hq):
                s = q[:, hh] @ k[:, hh // g].T / math.sqrt(dh)
                s = np.where(mask, s, -np.inf)
                p = np.exp(s - s.max(axis=1, keepdims=True))
                out[:, hh] = (p / p.sum(axis=1, keepdims=True)) @ v[:, hh // g]
            o = out.reshape(t_len, -1) @ self.w(b + "attn_output.weight").T
            x = x + norm(o, self.w(b + "post_attention_norm.weight"))
            h2 = norm(x, self.w(b + "ffn_norm.weight"))
            a = gelu(h2 @ self.w(b + "ffn_gate.weight").T) * (h2 @ self.w(b + "ffn_up.weight").T)
            x = x + norm(a @ self.w(b + "ffn_down.weight").T, self.w(b + "post_ffw_norm.weight"))
        return norm(x, self.w("output_norm.weight")) @ emb.T


def mean_nll(logits: np.ndarray, ids: list[int]) -> float:
    """Mean negative log-likelihood of ids[1:] given the logits of the positions before them."""
    lg = logits[:-1]
    lse = lg.max(axis=1) + np.log(np.exp(lg - lg.max(axis=1, keepdims=True)).sum(axis=1))
    return float(np.mean(lse - lg[np.arange(len(ids) - 1), ids[1:]]))
