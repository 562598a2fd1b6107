"""Llama weights and forward building blocks shared by the CPU spec executor and the GPU backend.

Storage rule (contract, "Scalar Contract"): each consumer declares a storage
type. GEMM weights and the embedding table are binary16 (spec.gemm / spec.embedding);
RMSNorm weights are binary32 (spec.norm.rmsnorm takes w f32[D]). A GGUF tensor is
copied directly only when its type equals the declared storage; quantised tensors
(and F32 matrices, which need a rounding to f16) go through spec.dequant; an exact
widening (f16/bf16 -> f32) is allowed and recorded. Anything else is refused.
Every weight's path is recorded in LlamaWeights.provenance.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

import numpy as np

from backend.model.config import ModelConfig
from backend.model.gguf_loader import GGUFModel, TensorInfo
from fltc.errors import MalformedGGUF

__all__ = ["ModelConfig", "LayerWeights", "LlamaWeights", "WeightProvenance", "load_weights",
           "materialize", "DEQUANT_TYPES"]

DEQUANT_TYPES = frozenset({"Q4_0", "Q4_1", "Q5_0", "Q8_0", "Q4_K", "Q6_K", "F16", "F32"})  # spec.dequant's set


@dataclass(frozen=True)
class WeightProvenance:
    """How one tensor became the array a consumer reads."""

    tensor: str
    gguf_type: str
    storage: str  # "f16" | "f32" (what the consumer declares)
    path: str  # "direct" | "spec.dequant" | "exact-widen"


@dataclass(frozen=True)
class LayerWeights:
    attn_norm: np.ndarray  # f32[D]
    wq: np.ndarray  # f16[Hq*Dh, D]   (rows = outputs; spec.gemm.linear(x, w) = x @ w.T)
    wk: np.ndarray  # f16[Hkv*Dh, D]
    wv: np.ndarray  # f16[Hkv*Dh, D]
    wo: np.ndarray  # f16[D, Hq*Dh]
    ffn_norm: np.ndarray  # f32[D]
    w_gate: np.ndarray  # f16[F, D]
    w_up: np.ndarray  # f16[F, D]
    w_down: np.ndarray  # f16[D, F]


@dataclass(frozen=True)
class LlamaWeights:
    config: ModelConfig
    embedding: np.ndarray  # f16[V, D]
    layers: tuple[LayerWeights, ...]
    output_norm: np.ndarray  # f32[D]
    output: np.ndarray  # f16[V, D]; the embedding array itself when tied
    provenance: tuple[WeightProvenance, ...]


def materialize(model: GGUFModel, info: TensorInfo, storage: str) -> tuple[np.ndarray, WeightProvenance]:
    """The tensor in the consumer's declared storage ("f16" or "f32"), row-major numpy shape."""
    raw = model.raw(info.name)
    n, shape, q = info.n_elements, info.shape, info.qtype
    if storage == "f32":
        if q == "F32":
            arr, path = np.frombuffer(raw, dtype="<f4", count=n).astype(np.float32), "direct"
        elif q == "F16":
            arr, path = np.frombuffer(raw, dtype="<f2", count=n).astype(np.float32), "exact-widen"
        elif q == "BF16":
            bits = np.frombuffer(raw, dtype="<u2", count=n).astype(np.uint32) << 16
            arr, path = bits.view(np.float32), "exact-widen"
        else:
            raise MalformedGGUF(f"tensor {info.name!r}: {q} cannot feed an f32 consumer (no proved path)")
    elif storage == "f16":
        if q == "F16":
            arr, path = np.frombuffer(raw, dtype="<f2", count=n).astype(np.float16), "direct"
        elif q in DEQUANT_TYPES:
            from spec.dequant import dequantize

            arr, path = np.asarray(dequantize(np.asarray(raw), q, n), dtype=np.float16), "spec.dequant"
            if arr.shape != (n,):
                raise MalformedGGUF(f"tensor {info.name!r}: spec.dequant returned shape {arr.shape}, want ({n},)")
        else:
            raise MalformedGGUF(f"tensor {info.name!r}: {q} has no exact or proved path to f16 storage")
    else:
        raise ValueError(f"unknown storage {storage!r}")
    return arr.reshape(shape), WeightProvenance(info.name, q, storage, path)


@contextmanager
def materializer(model: GGUFModel, total: int, progress: bool = True) -> Iterator[tuple[Any, list[WeightProvenance]]]:
    """`get(name, storage)`: one tensor materialised (read-only) with its provenance recorded and one tick
    of a tqdm bar over `total` tensors on stderr (off when stderr is not a terminal, or progress=False).
    Every architecture's weight loader goes through it."""
    from tqdm import tqdm

    prov: list[WeightProvenance] = []
    bar = tqdm(total=total, desc="dequantising weights", unit="tensor", file=sys.stderr,
               disable=None if progress else True, dynamic_ncols=True)

    def get(name: str, storage: str) -> np.ndarray:
        arr, p = materialize(model, model.tensors[name], storage)
        arr.setflags(write=False)
        prov.append(p)
        bar.update(1)
        return arr

    with bar:
        yield get, prov


def load_weights(model: GGUFModel, progress: bool = True) -> LlamaWeights:
    """Materialise every weight once (dequantise at load), in each consumer's storage type.

    progress: one tqdm bar on stderr while it runs (tqdm turns it off when stderr is not a
    terminal); False turns it off everywhere.
    """
    cfg = model.config
    total = 2 + 9 * cfg.layers + (0 if cfg.tied_embeddings else 1)  # the get() calls below
    with materializer(model, total, progress) as (get, prov):
        emb = get("token_embd.weight", "f16")
        layers = []
        for i in range(cfg.layers):
            b = f"blk.{i}."
            layers.append(LayerWeights(
                attn_norm=get(b + "attn_norm.weight", "f32"), wq=get(b + "attn_q.weight", "f16"),
                wk=get(b + "attn_k.weight", "f16"), wv=get(b + "attn_v.weight", "f16"),
                wo=get(b + "attn_output.weight", "f16"), ffn_norm=get(b + "ffn_norm.weight", "f32"),
                w_gate=get(b + "ffn_gate.weight", "f16"), w_up=get(b + "ffn_up.weight", "f16"),
                w_down=get(b + "ffn_down.weight", "f16")))
        out_norm = get("output_norm.weight", "f32")
        output = emb if cfg.tied_embeddings else get("output.weight", "f16")
    return LlamaWeights(config=cfg, embedding=emb, layers=tuple(layers), output_norm=out_norm,
                        output=output, provenance=tuple(prov))
