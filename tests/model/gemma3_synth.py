"""A tiny synthetic gemma3 GGUF (SentencePiece vocabulary, every tensor the architecture has), written
with gguf.GGUFWriter, so the gemma3 loader, tokenizer and CPU executor are tested without the 253 MB file."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

SPACE = "\u2581"
CONTROL = ["<pad>", "<eos>", "<bos>", "<unk>", "<start_of_turn>", "<end_of_turn>"]
USER = ["\n", "\n\n", "  "]
BYTES = [f"<0x{b:02X}>" for b in range(256)]
_PIECES = [SPACE] + [chr(c) for c in range(ord("a"), ord("z") + 1)] + [
    SPACE + "t", "he", SPACE + "the", "an", "in", SPACE + "a", "er", SPACE + "c", "ca", SPACE + "ca", "at",
    SPACE + "cat", "ll", "llo", "he" + "llo", SPACE + "he", SPACE + "hello", "é"]
TOKENS = CONTROL + USER + BYTES + _PIECES
TYPES = [3] * len(CONTROL) + [4] * len(USER) + [6] * 256 + [1] * len(_PIECES)
SCORES = [-1000.0] * (len(CONTROL) + len(USER)) + [0.0] * 256 + [-float(i) for i in range(len(_PIECES))]


def _random_kquant(shape: tuple[int, ...], qtype: str, rng: np.random.Generator) -> np.ndarray:
    """uint8[rows, bytes]: random Q4_K / Q6_K blocks whose values come out around +-0.1."""
    rows, cols = shape
    bbytes, fields = {"Q4_K": (144, {0: 1e-4, 2: 8e-4}), "Q6_K": (210, {208: 2.5e-5})}[qtype]
    raw = rng.integers(0, 256, (rows * cols // 256, bbytes), dtype=np.uint8)
    for off, scale in fields.items():
        vals = np.abs(rng.normal(scale, scale / 4, raw.shape[0])).astype(np.float16)
        raw[:, off:off + 2] = vals.view(np.uint8).reshape(-1, 2)
    return raw.reshape(rows, -1)


@dataclass(frozen=True)
class TinyGemma:
    layers: int = 6  # layer 5 is the global one
    hidden: int = 64
    heads: int = 2
    kv_heads: int = 1
    head_dim: int = 32
    ffn: int = 256
    context: int = 64
    window: int = 4
    seed: int = 0
    vocab: int = 0  # > len(TOKENS): padded with unused pieces (type 5) to this size (greedy_part_f32 splits a row into 64 parts of a multiple of 1,024)


def write_tiny_gemma3(path: Path, spec: TinyGemma = TinyGemma(),
                      overrides: Mapping[str, tuple[str, Any] | None] | None = None,
                      tensor_types: Mapping[str, str] | None = None,
                      skip_tensors: frozenset[str] = frozenset(), arch: str = "gemma3") -> None:
    """Write the model (the 270M file's type mix where the tiny shapes allow it); `arch` only changes
    general.architecture (to test the refusal of an unsupported one)."""
    import gguf
    from gguf import GGMLQuantizationType as Q

    rng = np.random.default_rng(spec.seed)
    w = gguf.GGUFWriter(str(path), arch)
    p = "gemma3."
    pad = max(0, spec.vocab - len(TOKENS))
    tokens = TOKENS + [f"<unused{i}>" for i in range(pad)]
    scores, types = SCORES + [-1000.0] * pad, TYPES + [5] * pad
    kvs: dict[str, tuple[str, Any]] = {
        p + "context_length": ("uint32", spec.context), p + "embedding_length": ("uint32", spec.hidden),
        p + "block_count": ("uint32", spec.layers), p + "feed_forward_length": ("uint32", spec.ffn),
        p + "attention.head_count": ("uint32", spec.heads), p + "attention.head_count_kv": ("uint32", spec.kv_heads),
        p + "attention.key_length": ("uint32", spec.head_dim), p + "attention.value_length": ("uint32", spec.head_dim),
        p + "attention.layer_norm_rms_epsilon": ("float32", 1e-6), p + "rope.freq_base": ("float32", 1e6),
        p + "attention.sliding_window": ("uint32", spec.window),
        "tokenizer.ggml.model": ("string", "llama"), "tokenizer.ggml.pre": ("string", "default"),
        "tokenizer.ggml.tokens": ("array", tokens), "tokenizer.ggml.scores": ("array", scores),
        "tokenizer.ggml.token_type": ("array", types),
        "tokenizer.ggml.bos_token_id": ("uint32", 2), "tokenizer.ggml.eos_token_id": ("uint32", 1),
        "tokenizer.ggml.unknown_token_id": ("uint32", 3), "tokenizer.ggml.padding_token_id": ("uint32", 0),
        "tokenizer.ggml.add_bos_token": ("bool", True), "tokenizer.ggml.add_space_prefix": ("bool", False),
    }
    for key, val in (overrides or {}).items():
        if val is None:
            kvs.pop(key, None)
        else:
            kvs[key] = val
    for key, (kind, val) in kvs.items():
        if kind == "array" and key == "tokenizer.ggml.scores":
            w.add_array(key, [float(x) for x in val])
        else:
            getattr(w, f"add_{kind}")(key, val)

    def add(name: str, arr: np.ndarray, tname: str) -> None:
        if name in skip_tensors:
            return
        arr = arr.astype(np.float32)
        qt = Q[(tensor_types or {}).get(name, tname)]
        if qt == Q.F32:
            w.add_tensor(name, arr)
        elif qt in (Q.Q4_K, Q.Q6_K):  # gguf-py has no K-quant quantiser: random blocks with small scales
            data = _random_kquant(arr.shape, qt.name, rng)
            w.add_tensor(name, data, raw_shape=data.shape, raw_dtype=qt)
        else:
            data = gguf.quants.quantize(arr, qt)
            w.add_tensor(name, data, raw_shape=data.shape, raw_dtype=qt)

    d, f, dh, vocab = spec.hidden, spec.ffn, spec.head_dim, len(tokens)
    q, kv = spec.heads * dh, spec.kv_heads * dh
    add("token_embd.weight", rng.normal(0, 0.05, (vocab, d)), "Q8_0")
    for i in range(spec.layers):
        b = f"blk.{i}."
        add(b + "attn_norm.weight", rng.uniform(2, 10, d), "F32")
        add(b + "attn_q.weight", rng.normal(0, d ** -0.5, (q, d)), "Q5_0")
        add(b + "attn_k.weight", rng.normal(0, d ** -0.5, (kv, d)), "Q5_0")
        add(b + "attn_v.weight", rng.normal(0, d ** -0.5, (kv, d)), "Q8_0" if i % 2 else "Q5_0")
        add(b + "attn_q_norm.weight", rng.uniform(0.5, 2, dh), "F32")
        add(b + "attn_k_norm.weight", rng.uniform(0.5, 2, dh), "F32")
        add(b + "attn_output.weight", rng.normal(0, q ** -0.5, (d, q)), "Q8_0")
        add(b + "post_attention_norm.weight", rng.uniform(0.5, 2, d), "F32")
        add(b + "ffn_norm.weight", rng.uniform(2, 6, d), "F32")
        add(b + "ffn_gate.weight", rng.normal(0, d ** -0.5, (f, d)), "Q5_0")
        add(b + "ffn_up.weight", rng.normal(0, d ** -0.5, (f, d)), "Q5_0")
        add(b + "ffn_down.weight", rng.normal(0, f ** -0.5, (d, f)), "Q6_K" if i % 2 else "Q4_K")
        add(b + "post_ffw_norm.weight", rng.uniform(0.5, 30, d), "F32")
    add("output_norm.weight", rng.uniform(5, 20, d), "F32")
    w.write_header_to_file()
    w.write_kv_data_to_file()
    w.write_tensors_to_file()
    w.close()
