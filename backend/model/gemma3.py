"""Gemma 3 from GGUF metadata: config, tensor layout, weights and the CPU spec forward pass.

What the `gemma3` architecture is (llama.cpp's llm_build_gemma3_iswa, which runs these files):
  x = scale_embedding(token_embd[ids], sqrt(hidden))    (binary32 stream: spec.gemma explains why)
  per layer l:  h = rmsnorm(x, attn_norm);  q, k, v = h Wq, h Wk, h Wv
                q = qk_rmsnorm(q, attn_q_norm); k = qk_rmsnorm(k, attn_k_norm)   (per head)
                q, k = rope_neox(., pos, base_l)    (NEOX pairs; base_l below)
                a = attention(q, K, V, scale = 1/sqrt(head_dim)), over the last
                    `sliding_window` positions on local layers, causal on global ones
                x = x + rmsnorm(a Wo, post_attention_norm)
                x = x + rmsnorm(geglu(h2 Wgate, h2 Wup) Wdown, post_ffw_norm),  h2 = rmsnorm(x, ffn_norm)
  logits = rmsnorm(x, output_norm) token_embd^T    (tied head: no output.weight in the file)
Local/global pattern: layer l is global iff l % 6 == 5 (llama.cpp set_swa_pattern(6)); local
layers use RoPE base 10000 (llama.cpp hard-codes rope_freq_base_train_swa = 10000 for gemma3;
the GGUF has no key for it), global layers `gemma3.rope.freq_base`.  The attention scale
1/sqrt(key_length) is llama.cpp's for every size but 27B (which uses hidden/heads; refused here
unless the two agree).  No logit soft-capping (llama.cpp: final_logit_softcapping absent = off;
a file that sets it, or any rope scaling, is refused because fltc does not implement it).
Norm weights: Gemma's RMSNorm multiplies by (1 + w); llama.cpp's converter stores 1 + w already
(checked on the 270M file: every norm value minus 1 is a bfloat16 number, while a quarter of the
values themselves are not), so the stored values are used as the multiplier, as llama.cpp does.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import numpy as np

from backend.model.config import ModelConfig
from backend.model.cpu_executor import CpuExecutor
from backend.model.gguf_loader import (
    GGUFHeader,
    GGUFModel,
    _Expected,
    _get_float,
    _get_int,
    _get_str,
    _Policy,
    check_layout,
    vocabulary,
)
from backend.model.llama import WeightProvenance, materializer
from backend.runtime.executor import SeqWork
from fltc.errors import MalformedGGUF

__all__ = ["Gemma3Config", "Gemma3Layer", "Gemma3Weights", "Gemma3CpuExecutor", "gemma3_config",
           "check_gemma3_tensors", "load_gemma3_weights", "GEMMA3_SWA_PATTERN", "GEMMA3_LOCAL_ROPE_BASE"]

GEMMA3_SWA_PATTERN = 6  # llama.cpp hparams.set_swa_pattern(6): every 6th layer (l % 6 == 5) is global
GEMMA3_LOCAL_ROPE_BASE = 10000.0  # llama.cpp rope_freq_base_train_swa for gemma3 (no GGUF key)
_KNOWN_KEYS = frozenset({
    "block_count", "context_length", "embedding_length", "feed_forward_length", "attention.head_count",
    "attention.head_count_kv", "attention.layer_norm_rms_epsilon", "attention.key_length",
    "attention.value_length", "rope.freq_base", "attention.sliding_window", "rope.dimension_count", "vocab_size",
})
# keys that would change the computation in a way fltc does not implement: refused, never ignored
_REFUSED_KEYS = ("final_logit_softcapping", "attn_logit_softcapping", "rope.scaling.type", "rope.scaling.factor")
_LAYER_TENSORS = ("attn_norm", "attn_q", "attn_k", "attn_v", "attn_q_norm", "attn_k_norm", "attn_output",
                  "post_attention_norm", "ffn_norm", "ffn_gate", "ffn_up", "ffn_down", "post_ffw_norm")


@dataclass(frozen=True)
class Gemma3Config(ModelConfig):
    """ModelConfig plus what Gemma 3 adds. rope_freq_base is the global layers' base."""

    sliding_window: int = 0
    global_layers: tuple[int, ...] = ()
    rope_base_local: float = GEMMA3_LOCAL_ROPE_BASE
    attn_scale: float = 0.0
    embed_scale: float = 0.0

    def is_global(self, layer: int) -> bool:
        return layer in self.global_layers

    def rope_base(self, layer: int) -> float:
        return self.rope_freq_base if self.is_global(layer) else self.rope_base_local


def gemma3_config(h: GGUFHeader, pol: _Policy) -> Gemma3Config:
    """Validated Gemma 3 hyper-parameters from the metadata (every refusal names the key)."""
    arch = _get_str(h, "general.architecture")
    if arch != "gemma3":
        raise MalformedGGUF(f"metadata 'general.architecture': {arch!r} is not 'gemma3'")
    p = "gemma3."
    for k in _REFUSED_KEYS:
        if p + k in h.metadata and h.metadata[p + k] not in (0, 0.0, "none", ""):
            raise MalformedGGUF(f"metadata {p + k!r}: {h.metadata[p + k]!r} is not supported by fltc's gemma3 "
                                f"(no soft-capping or rope scaling is implemented); use a file without it")
    layers = _get_int(h, p + "block_count", hi=4096)
    hidden = _get_int(h, p + "embedding_length", hi=1 << 16)
    ffn = _get_int(h, p + "feed_forward_length", hi=1 << 20)
    heads = _get_int(h, p + "attention.head_count", hi=1024)
    kv_heads = _get_int(h, p + "attention.head_count_kv", default=heads, hi=1024)
    ctx = _get_int(h, p + "context_length", hi=1 << 24)
    if heads % kv_heads:
        raise MalformedGGUF(f"metadata {p}attention.head_count_kv: {kv_heads} does not divide head_count {heads}; "
                            f"regenerate the file")
    head_dim = _get_int(h, p + "attention.key_length", default=hidden // heads, hi=1 << 16)
    if _get_int(h, p + "attention.value_length", default=head_dim, hi=1 << 16) != head_dim:
        raise MalformedGGUF(f"metadata {p}attention.value_length: only value_length == key_length ({head_dim}) "
                            f"is supported")
    rope_dim = _get_int(h, p + "rope.dimension_count", default=head_dim, hi=head_dim)
    if rope_dim % 2:
        raise MalformedGGUF(f"metadata {p}rope.dimension_count: {rope_dim} is odd")
    fb = p + "rope.freq_base"
    if fb in h.metadata:
        base = _get_float(h, fb)
    else:
        base = 10000.0
        pol.defect(fb, f"metadata {fb!r}: required key is missing (fltc never assumes a RoPE base)",
                   "the default 10000.0 is used for the global layers; Gemma 3 was trained with 1000000.0")
    window = _get_int(h, p + "attention.sliding_window", hi=1 << 24)
    eps = _get_float(h, p + "attention.layer_norm_rms_epsilon", hi=1.0)
    for key in sorted(k for k in h.metadata if k.startswith(p) and k[len(p):] not in _KNOWN_KEYS):
        pol.defect(key, f"metadata {key!r}: fltc does not interpret this key and would ignore it",
                   "the key is ignored, so the model may run differently from its reference")
    if layers == 62 and hidden // heads != head_dim:
        raise MalformedGGUF(f"metadata {p}block_count: 62 layers is Gemma 3 27B, whose attention scale "
                            f"(1/sqrt(hidden/heads)) fltc does not implement")
    vocab, bos, eos = vocabulary(h, p, pol)
    glob = tuple(i for i in range(layers) if i % GEMMA3_SWA_PATTERN == GEMMA3_SWA_PATTERN - 1)
    return Gemma3Config(arch=arch, layers=layers, hidden=hidden, heads=heads, kv_heads=kv_heads,
                        head_dim=head_dim, ffn=ffn, vocab=vocab, rope_freq_base=base, rope_dim=rope_dim,
                        rms_eps=eps, context_length=ctx, bos_id=bos, eos_id=eos,
                        tied_embeddings="output.weight" not in h.tensors, sliding_window=window,
                        global_layers=glob, attn_scale=1.0 / math.sqrt(head_dim), embed_scale=math.sqrt(hidden))


def _layout(cfg: Gemma3Config) -> dict[str, _Expected]:
    """Tensor name -> its expected GGUF ne (input dim first), whether it is a norm, and which metadata gives ne."""
    d, q, kv, f, v, dh = cfg.hidden, cfg.q_dim, cfg.kv_dim, cfg.ffn, cfg.vocab, cfg.head_dim
    e, qd, kvd, fd, hd = ("embedding_length", "head_count*head_dim", "head_count_kv*head_dim", "feed_forward_length",
                          "head_dim")
    vd = "len(tokenizer.ggml.tokens)"
    out = {"token_embd.weight": _Expected((d, v), False, f"({e}, {vd})"),
           "output_norm.weight": _Expected((d,), True, f"({e},)")}
    if not cfg.tied_embeddings:
        out["output.weight"] = _Expected((d, v), False, f"({e}, {vd})")
    shapes = {"attn_norm": _Expected((d,), True, f"({e},)"), "attn_q": _Expected((d, q), False, f"({e}, {qd})"),
              "attn_k": _Expected((d, kv), False, f"({e}, {kvd})"),
              "attn_v": _Expected((d, kv), False, f"({e}, {kvd})"),
              "attn_q_norm": _Expected((dh,), True, f"({hd},)"), "attn_k_norm": _Expected((dh,), True, f"({hd},)"),
              "attn_output": _Expected((q, d), False, f"({qd}, {e})"),
              "post_attention_norm": _Expected((d,), True, f"({e},)"), "ffn_norm": _Expected((d,), True, f"({e},)"),
              "ffn_gate": _Expected((d, f), False, f"({e}, {fd})"), "ffn_up": _Expected((d, f), False, f"({e}, {fd})"),
              "ffn_down": _Expected((f, d), False, f"({fd}, {e})"),
              "post_ffw_norm": _Expected((d,), True, f"({e},)")}
    for i in range(cfg.layers):
        for name in _LAYER_TENSORS:
            out[f"blk.{i}.{name}.weight"] = shapes[name]
    return out


def check_gemma3_tensors(h: GGUFHeader, cfg: Gemma3Config, pol: _Policy) -> None:
    """Every tensor the forward pass reads is present with its shape and a supported type; nothing else."""
    layout = _layout(cfg)
    for name in h.tensors:
        if name not in layout:
            pol.defect(name, f"tensor {name!r}: not part of the gemma3 layout fltc runs",
                       "the tensor is ignored, so the model may run differently from its reference")
    check_layout(h, layout, cfg, pol)


@dataclass(frozen=True)
class Gemma3Layer:
    attn_norm: np.ndarray  # f32[D]
    wq: np.ndarray  # f16[Hq*Dh, D]
    wk: np.ndarray  # f16[Hkv*Dh, D]
    wv: np.ndarray  # f16[Hkv*Dh, D]
    q_norm: np.ndarray  # f32[Dh]
    k_norm: np.ndarray  # f32[Dh]
    wo: np.ndarray  # f16[D, Hq*Dh]
    post_attn_norm: np.ndarray  # f32[D]
    ffn_norm: np.ndarray  # f32[D]
    w_gate: np.ndarray  # f16[F, D]
    w_up: np.ndarray  # f16[F, D]
    w_down: np.ndarray  # f16[D, F]
    post_ffw_norm: np.ndarray  # f32[D]


@dataclass(frozen=True)
class Gemma3Weights:
    config: Gemma3Config
    embedding: np.ndarray  # f16[V, D]
    layers: tuple[Gemma3Layer, ...]
    output_norm: np.ndarray  # f32[D]
    output: np.ndarray  # f16[V, D]; the embedding array itself when tied
    provenance: tuple[WeightProvenance, ...]


def load_gemma3_weights(model: GGUFModel, progress: bool = True) -> Gemma3Weights:
    """Materialise every weight once in its consumer's storage (f16 matrices via spec.dequant, f32 norms)."""
    cfg = model.config
    if not isinstance(cfg, Gemma3Config):
        raise MalformedGGUF(f"{model.path}: architecture {cfg.arch!r} is not gemma3")
    total = 2 + len(_LAYER_TENSORS) * cfg.layers + (0 if cfg.tied_embeddings else 1)
    with materializer(model, total, progress) as (get, prov):
        emb = get("token_embd.weight", "f16")
        layers = []
        for i in range(cfg.layers):
            b = f"blk.{i}."
            layers.append(Gemma3Layer(
                attn_norm=get(b + "attn_norm.weight", "f32"), wq=get(b + "attn_q.weight", "f16"),
                wk=get(b + "attn_k.weight", "f16"), wv=get(b + "attn_v.weight", "f16"),
                q_norm=get(b + "attn_q_norm.weight", "f32"), k_norm=get(b + "attn_k_norm.weight", "f32"),
                wo=get(b + "attn_output.weight", "f16"), post_attn_norm=get(b + "post_attention_norm.weight", "f32"),
                ffn_norm=get(b + "ffn_norm.weight", "f32"), w_gate=get(b + "ffn_gate.weight", "f16"),
                w_up=get(b + "ffn_up.weight", "f16"), w_down=get(b + "ffn_down.weight", "f16"),
                post_ffw_norm=get(b + "post_ffw_norm.weight", "f32")))
        out_norm = get("output_norm.weight", "f32")
        output = emb if cfg.tied_embeddings else get("output.weight", "f16")
    return Gemma3Weights(config=cfg, embedding=emb, layers=tuple(layers), output_norm=out_norm, output=output,
                         provenance=tuple(prov))


class Gemma3CpuExecutor(CpuExecutor):
    """The Gemma 3 forward pass over spec operators; KV cache, checks, rollback and sampling are
    CpuExecutor's (local layers keep every position in the cache and mask to the window)."""

    name = "cpu-spec"

    def __init__(self, weights: Gemma3Weights, physical_blocks: int | None = None, block_size: int = 16,
                 gemm_order: str = "blas") -> None:
        super().__init__(weights, physical_blocks, block_size, gemm_order)  # type: ignore[arg-type]
        self.scale = weights.config.attn_scale

    def _forward(self, work: list[SeqWork], undo: list[tuple[np.ndarray, np.ndarray]]) -> np.ndarray:
        from spec.attention import paged_attention
        from spec.embedding import embedding
        from spec.gemm import Weight
        from spec.gemm import linear as spec_linear
        from spec.gemma import geglu, qk_rmsnorm, residual_add_wide, rmsnorm_wide, rope_neox, scale_embedding
        from spec.norm import rmsnorm_f32
        from spec.sliding_window import sliding_window_attention

        cfg: Gemma3Config = self.config  # type: ignore[assignment]
        W: Gemma3Weights = self.weights  # type: ignore[assignment]
        tr, order, prepared = self.trace, self.gemm_order, self._prepared

        def linear(x: np.ndarray, w: np.ndarray) -> np.ndarray:
            pw = prepared.get(id(w))
            if pw is None or pw.f16 is not w:
                pw = prepared[id(w)] = Weight.of(w)
            return spec_linear(x, pw, order=order)

        def rmsnorm(x: np.ndarray, w: np.ndarray) -> np.ndarray:  # binary32 stream -> f16 GEMM input
            return rmsnorm_wide(x, w, cfg.rms_eps, order=order)

        def post_norm(y: np.ndarray, w: np.ndarray) -> np.ndarray:  # f16 GEMM output -> binary32
            return rmsnorm_f32(y, w, cfg.rms_eps, order=order)

        ids = np.concatenate([np.asarray(w.tokens, dtype=np.int64) for w in work])
        positions = np.concatenate([np.arange(w.start_pos, w.start_pos + len(w.tokens)) for w in work])
        bounds = np.cumsum([0] + [len(w.tokens) for w in work])
        T, Hq, Hkv, Dh = len(ids), cfg.heads, cfg.kv_heads, cfg.head_dim

        x = scale_embedding(embedding(W.embedding, ids), cfg.embed_scale)
        if tr:
            tr("embedding", -1, {"ids": ids, "out": x})
        for li, L in enumerate(W.layers):
            h = rmsnorm(x, L.attn_norm)
            q = qk_rmsnorm(linear(h, L.wq).reshape(T, Hq, Dh), L.q_norm, cfg.rms_eps, order=order)
            k = qk_rmsnorm(linear(h, L.wk).reshape(T, Hkv, Dh), L.k_norm, cfg.rms_eps, order=order)
            v = linear(h, L.wv).reshape(T, Hkv, Dh)
            base = cfg.rope_base(li)
            qr = rope_neox(q, positions, base, cfg.rope_dim)
            kr = rope_neox(k, positions, base, cfg.rope_dim)
            att = np.empty((T, Hq, Dh), dtype=np.float16)
            for si, w in enumerate(work):
                s = slice(bounds[si], bounds[si + 1])
                self._write_kv(li, w, kr[s], v[s], undo)
                bt = tuple(w.block_table)
                if cfg.is_global(li):
                    att[s] = paged_attention(qr[s], self.kv, self.layout, li, bt, positions[s], self.scale,
                                             order=order)
                else:
                    att[s] = sliding_window_attention(qr[s], self.kv, self.layout, li, bt, positions[s],
                                                      self.scale, cfg.sliding_window, order=order)
            o = post_norm(linear(att.reshape(T, Hq * Dh), L.wo), L.post_attn_norm)
            x1 = residual_add_wide(x, o)
            h2 = rmsnorm(x1, L.ffn_norm)
            a = geglu(linear(h2, L.w_gate), linear(h2, L.w_up))
            d = post_norm(linear(a, L.w_down), L.post_ffw_norm)
            x2 = residual_add_wide(x1, d)
            if tr:
                tr("layer", li, {"x": x, "h": h, "q": q, "k": k, "v": v, "qr": qr, "kr": kr, "att": att, "o": o,
                                 "x1": x1, "h2": h2, "a": a, "d": d, "x2": x2, "positions": positions,
                                 "bounds": bounds})
            x = x2
        last = bounds[1:] - 1
        hf = rmsnorm(np.ascontiguousarray(x[last]), W.output_norm)
        logits16 = linear(hf, W.output)
        if tr:
            tr("head", -1, {"x": x[last], "h": hf, "logits": logits16})
        return np.asarray(logits16, dtype=np.float32)


def cpu_executor_for(model: GGUFModel, progress: bool = True) -> tuple[Any, tuple[WeightProvenance, ...]]:
    """(Gemma3CpuExecutor over the model's weights, their provenance): what `fltc run` builds for gemma3."""
    weights = load_gemma3_weights(model, progress=progress)
    return Gemma3CpuExecutor(weights), weights.provenance
