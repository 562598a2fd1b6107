"""GemmaGpuExecutor: the Gemma 3 forward pass on the GPU, every launch a proved configuration through the gate.

Why this shape: it is GpuExecutor (the same Executor + EngineBinding interface, KV binding, staging, CUDA
graphs per step shape, the batch-1 lookahead, the pass splitting of forward) with Gemma's weights, workspace
and step plan (backend/cuda/gemma_plan.py). What differs from the Llama executor:
* The weights: q|k fused (one Q5_0 GEMV, N = (q_heads + kv_heads) * head_dim), v on its own (Q8_0 or Q5_0 per
  layer; a Q5_0 v is uploaded after q|k in one buffer, wqkv, the batch-1 step's one q|k|v GEMV, with wqk and wv
  views of it), o (Q4_K), gate|up fused (Q5_0), down (Q6_K or Q4_K), each uploaded as the GGUF stores it for the
  native quantised GEMVs; F32 norms (attn_q_norm | attn_k_norm concatenated: the qk-norm kernel's `qkw`);
  token_embd (Q8_0) is the embedding table and the tied head. A step is at most max_rows (512) token rows of
  at most max_seqs (64) sequences; a longer prefill runs in passes of 512 rows (GpuExecutor._forward's
  chunking: a chunk's K/V is in the cache before the next chunk attends to it). The linears are the native
  GEMVs at few rows and gemm_f16 (tensor cores) over an f16 copy at many (registry_gemma.gemma_linear_kernel);
  each weight some row count runs as a GEMM gets its f16 copy at load (the proved dequant_* kernels, on the
  device), token_embd's (335 MB) for the head's GEMM (gemm_f16_f32) from HEAD_GEMM_FROM sequences on.
* Two RoPE tables (local layers base 10,000, global layers the file's freq_base), one per layer kind; the
  attention window per layer (sliding_window on local layers, max_context, i.e. causal, on global ones); from 17
  rows a local layer's attention is one CTA per (KV head, row) for the group's 4 heads (attention_window_g4).
* Sampling: greedy only (greedy_part_f32 + greedy_final, two-stage over 262,144 logits). No sampling kernel with
  temperature > 0 is proved for this vocabulary, so such a request fails with UnprovenLaunchError before any
  launch; there is no host fallback.
* The proofs fix the KV pool (GemmaStepProfile.physical_blocks blocks) and max_context (8,192 positions).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import numpy as np

from backend.cuda.gemma_plan import GemmaPlanner, GemmaRunProfile, sampling_refusal
from backend.cuda.gpu_executor import GpuExecutor
from backend.cuda.step_plan import DeviceWeight, _Step
from backend.kernels.b1s_layout import B1S_SPLITS_GLOBAL, B1S_SPLITS_LOCAL, part_floats
from backend.kernels.model_profile import resolve_profile
from backend.kernels.registry import REGISTRY, _f32
from backend.kernels.registry_gemma import (
    gemma_fused_qkv,
    gemma_gemv_kernel,
    gemma_head_kernel,
    gemma_linear_kernel,
)
from backend.kernels.registry_gemma_step import GEMMA_STEP_PROFILES, GREEDY_PARTS, GemmaStepProfile
from backend.runtime.executor import ExecutorError, SamplingParams, SeqWork
from fltc.errors import ConfigError

__all__ = ["GemmaGpuExecutor", "gemma_profile_mismatch"]


def gemma_profile_mismatch(cfg: Any, tensors: dict[str, Any], profile: GemmaRunProfile) -> list[str]:
    """What in the model differs from what the profile's proofs are for (empty: the profile fits)."""
    sp = profile.step
    m = sp.gemma.model
    out = [f"{k}: model {getattr(cfg, a)} vs profile {getattr(m, k)}" for k, a in (
        ("hidden", "hidden"), ("q_heads", "heads"), ("kv_heads", "kv_heads"), ("head_dim", "head_dim"),
        ("ffn", "ffn"), ("vocab", "vocab"), ("layers", "layers")) if getattr(cfg, a) != getattr(m, k)]
    if cfg.rope_dim != m.head_dim:
        out.append(f"rope_dim {cfg.rope_dim}: qk_norm_rope_kv rotates the whole head ({m.head_dim})")
    if _f32(cfg.rms_eps) != _f32(sp.rms_eps):
        out.append(f"rms_eps: model {cfg.rms_eps} vs profile {sp.rms_eps}")
    if cfg.sliding_window != sp.sliding_window:
        out.append(f"sliding_window: model {cfg.sliding_window} vs profile {sp.sliding_window}")
    if _f32(cfg.attn_scale) != _f32(1.0 / m.head_dim ** 0.5):
        out.append(f"attention scale {cfg.attn_scale}: the proved attention uses 1/sqrt(head_dim)")
    if not cfg.tied_embeddings:
        out.append("an untied output.weight: the profile's head is the tied token_embd")
    want = {"token_embd": (m.head_type,)}
    for i in range(cfg.layers):
        b = f"blk.{i}."
        want.update({b + "attn_q": (m.qk_type,), b + "attn_k": (m.qk_type,), b + "attn_v": m.v_types,
                     b + "attn_output": (m.o_type,), b + "ffn_gate": (m.gate_up_type,),
                     b + "ffn_up": (m.gate_up_type,), b + "ffn_down": m.down_types})
    for name, types in want.items():
        info = tensors.get(name + ".weight")
        if info is not None and info.qtype not in types:
            out.append(f"{name}.weight is {info.qtype}, the profile's GEMVs read {'/'.join(types)}")
    return out


class GemmaGpuExecutor(GemmaPlanner, GpuExecutor):
    """Executor + EngineBinding (backend/runtime/executor.py) for a Gemma 3 GGUF model on one GPU.

    ``physical_blocks``: None when an Engine binds the KV allocation (``bind_kv``); an int to bind a private
    allocator's view now (benchmarks, tests); either way the pool must be the proved one, ``kv_blocks``."""

    name = "gpu"

    def __init__(self, model: Any, physical_blocks: int | None = None, block_size: int = 16, *,
                 driver: Any = None, gate: Any = None, profile: str | GemmaStepProfile | None = None,
                 use_graphs: bool = True, progress: Callable[[str], None] | None = None) -> None:
        from backend.cuda.driver import Driver
        from backend.cuda.gate import LaunchGate
        t0 = time.perf_counter()
        self.startup_phases: dict[str, float] = dict.fromkeys(
            ("driver_context", "gate_startup", "weight_repack", "weight_upload", "workspace"), 0.0)
        self._say = progress or (lambda s: None)
        self._bar = progress is not None
        self.model = model
        cfg = self.config = model.config
        if getattr(cfg, "arch", None) != "gemma3":
            raise ConfigError(f"GemmaGpuExecutor runs the gemma3 architecture, not {getattr(cfg, 'arch', None)!r}; "
                              f"use backend.cuda.gpu_executor.GpuExecutor for llama")
        # profile None: the model's own (model_profile.resolve_profile: built-in, or derived and proved by
        # `fltc prove --model`, its artifacts in proofs_extra, which the gate re-checks like proofs/'s)
        name, step, proofs_extra = resolve_profile(model, profile, "gemma3")
        if step is None:
            if name not in GEMMA_STEP_PROFILES:
                raise ConfigError(f"unknown Gemma kernel profile {name!r}; known: {sorted(GEMMA_STEP_PROFILES)}")
            step = GEMMA_STEP_PROFILES[name]
        self.profile = prof = GemmaRunProfile(name, step)
        mismatch = gemma_profile_mismatch(cfg, model.tensors, prof)
        if mismatch:
            raise ConfigError("the model does not fit the Gemma kernel profile " + repr(name) + " (" + "; ".join(mismatch)
                              + "); run without a profile name: `fltc prove --model PATH` proves the model's own")
        if block_size != 16:
            raise ConfigError("the attention kernels fix the KV block size at 16")
        self.vocab = cfg.vocab
        self.registry = REGISTRY
        self.kv_blocks = prof.physical_blocks
        self.n_slots = prof.kv_slots
        self.row_buckets = prof.row_buckets
        self.seq_buckets = prof.decode_buckets
        self.max_tokens = prof.max_rows
        self.max_seqs = max(self.seq_buckets)
        self.max_context = prof.max_context
        self.max_blocks = prof.max_blocks_per_seq
        self.use_graphs = use_graphs
        self.layout: Any = None
        self.kv_view: Any = None
        self.kv: Any = None
        t = time.perf_counter()
        self.driver = driver or Driver()
        self.stream = self.driver.stream()
        self._phase("driver_context", t)
        t = time.perf_counter()
        self.gate = gate or LaunchGate(self.driver, lazy=True,  # reads the artifacts of the kernels it plans
                                       extra_dirs=(proofs_extra,) if proofs_extra is not None else ())
        self._phase("gate_startup", t)
        self.sampling_path = ("device: greedy_part_f32 + greedy_final (two-stage greedy over the vocabulary, ties "
                              "-> lowest index) on the f32 logits forward returned; temperature > 0 is refused "
                              "(no proved sampling configuration for this vocabulary)")
        self._configs: dict[tuple[str, tuple[tuple[str, Any], ...]], tuple[Any, Any]] = {}
        self._upload_weights()
        t = time.perf_counter()
        self._alloc_workspace()
        self._phase("workspace", t)
        self._steps: dict[tuple[int, int], _Step] = {}
        self._sample_plans: dict[Any, Any] = {}
        self._stream_events: tuple[Any, Any] | None = None
        self._ahead: Any = None
        self._kv_host: np.ndarray | None = None
        self.lookahead = {"launched": 0, "used": 0, "discarded": 0}
        self._last_logits: np.ndarray | None = None
        self._device_rows: int | None = None
        self.steps = 0
        self.graph_replays = 0
        self.device_samples = 0
        self.sample_retries = 0
        self._unsynced = False
        self._last_step: _Step | None = None
        if physical_blocks is not None:
            from backend.runtime.kv import KVAllocator
            from spec.kv_layout import KVLayout

            self.bind_kv(KVAllocator(KVLayout(cfg.layers, int(physical_blocks), block_size=16,
                                              kv_heads=cfg.kv_heads, head_dim=cfg.head_dim, elem_bytes=2)).view())
        self.init_seconds = time.perf_counter() - t0

    # ------------------------------------------------------------------ weights and workspace
    def _upload_weights(self) -> None:
        cfg, m, drv = self.config, self.model, self.driver
        self._say("uploading weights")
        tens = m.tensors

        gp = self.profile.step.gemma

        def rows(label: str, names: list[str]) -> tuple[str, int, int, Any]:
            """The tensors' rows concatenated (Wq|Wk, Wgate|Wup, Wq|Wk|Wv): one buffer of the GGUF bytes as stored;
            (type, rows, input width, buffer)."""
            infos = [tens[n] for n in names]
            qtypes, ks = {i.qtype for i in infos}, {i.shape[1] for i in infos}
            if len(qtypes) != 1 or len(ks) != 1:
                raise ConfigError(f"{label}: fusing {names} needs one quantisation type and one input width, "
                                  f"got {sorted(qtypes)} / {sorted(ks)}")
            qtype, k = qtypes.pop(), ks.pop()
            gemma_gemv_kernel(qtype, 1)  # a type with no native GEMV is refused here, before the upload
            t = time.perf_counter()
            parts = [m.raw(x) for x in names]
            if len(parts) == 1:
                raw = drv.upload(parts[0])
            else:
                raw = drv.alloc(sum(int(x.nbytes) for x in parts))
                off = 0
                for x in parts:
                    drv.htod(raw, x, off)
                    off += int(x.nbytes)
            self._phase("weight_upload", t)
            return qtype, sum(i.shape[0] for i in infos), k, raw

        def weight(label: str, qtype: str, n: int, k: int, raw: Any, head: bool = False) -> DeviceWeight:
            """The GEMV's weight, plus an f16 copy (the proved dequant kernel, on the device) when some row count
            runs it as a GEMM (the largest does when any does: registry_gemma's GEMMs are chosen from a row count
            on)."""
            t = time.perf_counter()
            gemm = (gemma_head_kernel(gp, gp.max_seqs) == "gemm_f16_f32" if head
                    else gemma_linear_kernel(gp, qtype, n, gp.max_rows) == "gemm_f16")
            f16 = self._dequant(qtype, raw, n * k, label) if gemm else None
            self._phase("weight_upload", t)
            return DeviceWeight(label, qtype, n, k, raw, f16)

        def matrix(label: str, names: list[str], head: bool = False) -> DeviceWeight:
            qtype, n, k, raw = rows(label, names)
            return weight(label, qtype, n, k, raw, head)

        def attention_linears(b: str) -> dict[str, DeviceWeight]:
            """wqk, wv and, for a layer whose v runs inside the q|k GEMV at one row (registry_gemma.gemma_fused_qkv),
            wqkv: one upload of Wq|Wk|Wv whose first rows are wqk and last rows wv (views, no second copy)."""
            q, k_, v = b + "attn_q.weight", b + "attn_k.weight", b + "attn_v.weight"
            if not gemma_fused_qkv(gp, tens[v].qtype, 1):
                return {"wqk": matrix(b + "attn_qk", [q, k_]), "wv": matrix(b + "attn_v", [v])}
            qtype, n, kk, raw = rows(b + "attn_qkv", [q, k_, v])
            n_qk = tens[q].shape[0] + tens[k_].shape[0]
            nb_qk = int(tens[q].n_bytes) + int(tens[k_].n_bytes)
            return {"wqk": weight(b + "attn_qk", qtype, n_qk, kk, raw.view(0, nb_qk)),
                    "wv": weight(b + "attn_v", qtype, n - n_qk, kk, raw.view(nb_qk, raw.nbytes - nb_qk)),
                    "wqkv": DeviceWeight(b + "attn_qkv", qtype, n, kk, raw, None)}  # launched at one row only

        def vectors_f32(names: list[str]) -> Any:
            """F32 norm weights (concatenated when several), as the norm kernels declare them."""
            t = time.perf_counter()
            arrs = []
            for name in names:
                if tens[name].qtype != "F32":
                    raise ConfigError(f"{name}: {tens[name].qtype} norm weights: the Gemma norm kernels read F32")
                arrs.append(np.frombuffer(m.raw(name), dtype="<f4").astype(np.float32))
            arr = np.ascontiguousarray(np.concatenate(arrs))
            self._phase("weight_repack", t)
            t = time.perf_counter()
            buf = drv.upload(arr)
            self._phase("weight_upload", t)
            return buf

        self.w_embed = matrix("token_embd", ["token_embd.weight"], head=True)  # embedding rows + the tied head
        import sys

        from tqdm import tqdm

        with tqdm(total=cfg.layers, desc="uploading weights", unit="layer", file=sys.stderr,
                  disable=None if self._bar else True, dynamic_ncols=True) as bar:
            self.layers = []
            for i in range(cfg.layers):
                b = f"blk.{i}."
                self.layers.append({
                    "attn_norm": vectors_f32([b + "attn_norm.weight"]),
                    "qkw": vectors_f32([b + "attn_q_norm.weight", b + "attn_k_norm.weight"]),
                    "post_attn_norm": vectors_f32([b + "post_attention_norm.weight"]),
                    "ffn_norm": vectors_f32([b + "ffn_norm.weight"]),
                    "post_ffw_norm": vectors_f32([b + "post_ffw_norm.weight"]),
                    **attention_linears(b),
                    "wo": matrix(b + "attn_output", [b + "attn_output.weight"]),
                    "wgu": matrix(b + "ffn_gate_up", [b + "ffn_gate.weight", b + "ffn_up.weight"]),
                    "wdown": matrix(b + "ffn_down", [b + "ffn_down.weight"])})
                bar.update(1)
        self.w_norm = vectors_f32(["output_norm.weight"])
        self.w_out = self.w_embed
        from spec.rope import rope_cos_sin

        t = time.perf_counter()
        pos = np.arange(self.max_context)
        tables = {}
        for kind, base in (("local", cfg.rope_base_local), ("global", cfg.rope_freq_base)):
            c, s = rope_cos_sin(pos, base, cfg.rope_dim)
            tables[kind] = (np.ascontiguousarray(c, dtype=np.float32), np.ascontiguousarray(s, dtype=np.float32))
        self._phase("weight_repack", t)
        t = time.perf_counter()
        self.rope_local = tuple(drv.upload(x) for x in tables["local"])
        self.rope_global = tuple(drv.upload(x) for x in tables["global"])
        drv.synchronize()
        self._phase("weight_upload", t)

    def _alloc_workspace(self) -> None:
        m = self.profile.step.gemma.model
        T, S = self.max_tokens, self.max_seqs
        D, Q, KV, F, V = m.hidden, m.q_heads * m.head_dim, m.kv_heads * m.head_dim, m.ffn, m.vocab
        a = self.driver.alloc
        # x2: the residual stream's second buffer (a batch-1 step's norm-fused GEMVs move it x -> x2 -> x, gemma_plan)
        self.ws = {"x": a(4 * T * D), "x2": a(4 * T * D), "xn": a(2 * T * D), "qk": a(2 * T * (Q + KV)), "v": a(2 * T * KV),
                   "q": a(2 * T * Q), "att": a(2 * T * Q), "o": a(2 * T * D), "gu": a(4 * T * F),
                   "act": a(2 * T * F), "last_n": a(2 * S * D), "logits": a(4 * S * V),
                   "part": a(8 * S * GREEDY_PARTS), "tokens": a(4 * S),
                   # the batch-1 split-key attention's partials (at most B1S_SPLITS_GLOBAL chunks) and the row's K/V
                   "b1s_part": a(4 * part_floats(m.kv_heads, max(B1S_SPLITS_LOCAL, B1S_SPLITS_GLOBAL))), "kvrow": a(2 * 2 * KV)}
        self.logits_host = self.driver.alloc_host(4 * S * V).view(np.float32).reshape(S, V)
        self.tokens_host = self.driver.alloc_host(4 * S).view(np.uint32)
        self.tokens_mapped: tuple[np.ndarray, Any] | None = None
        if hasattr(self.driver, "alloc_host_mapped"):
            h, d = self.driver.alloc_host_mapped(4 * S)
            self.tokens_mapped = (h.view(np.uint32), d)

    # ------------------------------------------------------------------ sampling: greedy only
    def _refuse_sampled(self, params: list[SamplingParams]) -> None:
        if any(float(p.temperature) != 0.0 for p in params):
            raise sampling_refusal(self.vocab)

    def decode_tokens(self, work: list[SeqWork], params: list[SamplingParams], seed: int,
                      counters: list[int], *, lookahead: bool = True) -> list[int]:
        """GpuExecutor.decode_tokens, refused before any launch when a row samples (temperature > 0)."""
        self._refuse_sampled(params)
        return super().decode_tokens(work, params, seed, counters, lookahead=lookahead)

    def sample(self, logits: np.ndarray, params: list[SamplingParams], seed: int,
               counters: list[int]) -> list[int]:
        """Greedy on the device (GpuExecutor.sample's paths); temperature > 0 is refused (UnprovenLaunchError)."""
        self._refuse_sampled(params)
        return super().sample(logits, params, seed, counters)

    def _sample_device(self, n: int, params: list[SamplingParams], seed: int, counters: list[int],
                       op: str | None = None) -> list[int]:
        """Rows 0..n-1 of ws["logits"] -> greedy tokens (greedy_part_f32 + greedy_final over exactly n rows)."""
        if not 0 < n <= self.max_seqs:
            raise ExecutorError(f"sample: {n} rows exceed the largest proved sampling batch {self.max_seqs}")
        self._refuse_sampled(params)
        drv, s = self.driver, self.stream
        for x in self._greedy_launches(n):
            self.gate.launch(x.desc, x.config, x.args, s, keeps=x.keeps)
        drv.dtoh(self.tokens_host[:n], self.ws["tokens"], stream=s)
        drv.synchronize(s)
        self._unsynced = False
        self.device_samples += n
        return self._tokens(n)

    def summary(self) -> dict[str, Any]:
        out = super().summary()
        out.update(arch="gemma3", profile=self.profile.name)
        return out
