"""A tiny synthetic llama GGUF written with gguf.GGUFWriter (tests only).

Why: the fuzz test and the executor tests need a real, valid GGUF that is small
enough to mutate thousands of times and to check against a float64 reference.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

SPECIALS = ["<|endoftext|>", "<|im_start|>", "<|im_end|>"]
_LETTERS = [chr(c) for c in range(ord("a"), ord("z") + 1)]
MERGES = ["Ġ t", "h e", "Ġt he", "a n", "i n"]
TOKENS = SPECIALS + ["Ġ", "Ċ", "!", "."] + _LETTERS + ["Ġt", "he", "Ġthe", "an", "in"]


@dataclass(frozen=True)
class TinySpec:
    layers: int = 2
    hidden: int = 64
    heads: int = 4
    kv_heads: int = 2
    ffn: int = 96
    context: int = 128
    rope_base: float = 10000.0
    eps: float = 1e-5
    mat_type: str = "F16"  # GGML type name for the matrices: F16 | Q4_1 | Q8_0 | Q4_0
    emb_type: str = "F16"
    seed: int = 0
    vocab: int = 0  # > len(TOKENS): padded with unused tokens (type 5) to this size (the GPU samplers need > 256)


def write_tiny_llama(path: Path, spec: TinySpec = TinySpec(),
                     overrides: dict[str, tuple[str, Any] | None] | None = None,
                     skip_tensors: frozenset[str] = frozenset(),
                     tensor_types: Mapping[str, str] | None = None,
                     extra_tensors: Mapping[str, np.ndarray] | None = None) -> dict[str, np.ndarray]:
    """Write the model; returns the float32 weights as written (before any quantisation).

    `overrides`: metadata key -> (GGUFWriter add_<kind>, value), or None to leave the key out.
    `tensor_types`: tensor name -> GGML type name, replacing the spec's choice for that tensor.
    `extra_tensors`: more tensors (written as F32 after the model's), e.g. ones fltc does not know.
    """
    import gguf
    from gguf import GGMLQuantizationType as Q

    rng = np.random.default_rng(spec.seed)
    tokens = TOKENS + [f"<unused{i}>" for i in range(max(0, spec.vocab - len(TOKENS)))]
    vocab = len(tokens)
    hd = spec.hidden // spec.heads
    w = gguf.GGUFWriter(str(path), "llama")
    kvs: dict[str, tuple[str, Any]] = {
        "llama.block_count": ("uint32", spec.layers),
        "llama.context_length": ("uint32", spec.context),
        "llama.embedding_length": ("uint32", spec.hidden),
        "llama.feed_forward_length": ("uint32", spec.ffn),
        "llama.attention.head_count": ("uint32", spec.heads),
        "llama.attention.head_count_kv": ("uint32", spec.kv_heads),
        "llama.rope.freq_base": ("float32", spec.rope_base),
        "llama.attention.layer_norm_rms_epsilon": ("float32", spec.eps),
        "llama.rope.dimension_count": ("uint32", hd),
        "llama.vocab_size": ("uint32", vocab),
        "tokenizer.ggml.model": ("string", "gpt2"),
        "tokenizer.ggml.pre": ("string", "gpt2"),
        "tokenizer.ggml.tokens": ("array", tokens),
        "tokenizer.ggml.token_type": ("array", [3] * len(SPECIALS) + [1] * (len(TOKENS) - len(SPECIALS))
                                      + [5] * (vocab - len(TOKENS))),
        "tokenizer.ggml.merges": ("array", MERGES),
        "tokenizer.ggml.bos_token_id": ("uint32", 1),
        "tokenizer.ggml.eos_token_id": ("uint32", 2),
        "tokenizer.chat_template": ("string",
                                    "{% for m in messages %}<|im_start|>{{ m['role'] }}\n{{ m['content'] }}"
                                    "<|im_end|>\n{% endfor %}{% if add_generation_prompt %}<|im_start|>assistant\n"
                                    "{% endif %}"),
    }
    for key, val in (overrides or {}).items():
        if val is None:
            kvs.pop(key, None)
        else:
            kvs[key] = val
    for key, (kind, val) in kvs.items():
        getattr(w, f"add_{kind}")(key, val)
    weights: dict[str, np.ndarray] = {}

    def add(name: str, arr: np.ndarray, tname: str) -> None:
        arr = arr.astype(np.float32)
        weights[name] = arr
        if name in skip_tensors:
            return
        qt = Q[(tensor_types or {}).get(name, tname)]
        if qt == Q.F32:
            w.add_tensor(name, arr)
        elif qt == Q.F16:
            w.add_tensor(name, arr.astype(np.float16))
        else:
            data = gguf.quants.quantize(arr, qt)
            w.add_tensor(name, data, raw_shape=data.shape, raw_dtype=qt)

    d, f = spec.hidden, spec.ffn
    add("token_embd.weight", rng.normal(0, 1.0, (vocab, d)), spec.emb_type)
    for i in range(spec.layers):
        b = f"blk.{i}."
        add(b + "attn_norm.weight", rng.uniform(0.5, 1.5, d), "F32")
        add(b + "attn_q.weight", rng.normal(0, d ** -0.5, (spec.heads * hd, d)), spec.mat_type)
        add(b + "attn_k.weight", rng.normal(0, d ** -0.5, (spec.kv_heads * hd, d)), spec.mat_type)
        add(b + "attn_v.weight", rng.normal(0, d ** -0.5, (spec.kv_heads * hd, d)), spec.mat_type)
        add(b + "attn_output.weight", rng.normal(0, d ** -0.5, (d, spec.heads * hd)), spec.mat_type)
        add(b + "ffn_norm.weight", rng.uniform(0.5, 1.5, d), "F32")
        add(b + "ffn_gate.weight", rng.normal(0, d ** -0.5, (f, d)), spec.mat_type)
        add(b + "ffn_up.weight", rng.normal(0, d ** -0.5, (f, d)), spec.mat_type)
        add(b + "ffn_down.weight", rng.normal(0, f ** -0.5, (d, f)), spec.mat_type)
    add("output_norm.weight", rng.uniform(0.5, 1.5, d), "F32")
    for name, arr in (extra_tensors or {}).items():
        add(name, np.asarray(arr), "F32")
    w.write_header_to_file()
    w.write_kv_data_to_file()
    w.write_tensors_to_file()
    w.close()
    return weights
