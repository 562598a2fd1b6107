"""GpuExecutor: the Llama forward pass on the GPU, every kernel launch through the launch gate.

Why this shape:
* Weights are uploaded once, as the GGUF stores them, with the linear layers fused by
  concatenating rows: Wq|Wk|Wv (one GEMV, N = q_dim + 2*kv_dim) and Wgate|Wup (N = 2*ffn).
  Q4_1/Q8_0 blocks go to the native quantised GEMV kernels untouched; for GEMM (prefill
  buckets) a proved dequantisation kernel makes an f16 copy on the device; F32 norms are
  copied directly (the norm kernel declares F32).
* The KV cache is ONE device allocation sized and laid out by the Engine's KVAllocator view
  (``bind_kv(view)``); bases and strides come from that view only, and packing checks them
  against the strides the proofs fix. The proofs fix the pool at ``kv_blocks`` blocks
  (``registry.Profile.physical_blocks``), so the Engine must be built with
  ``num_blocks=executor.kv_blocks``. Padding rows of a bucket get the distinct slots
  ``n_slots + j`` (>= every real slot): rope_qkv_kv_f16 writes nothing to the cache for them,
  and they attend to nothing (seq_len 0), so padding never touches a sequence's cache.
* Every step is planned per (token rows, sequences) shape (step_shape: a decode step's exact
  count, otherwise the buckets; the registry's proved families cover every count in range): the
  plan is a list of (descriptor, LaunchConfig from the descriptor's family, PackedArgs) built once;
  the gate admits each configuration while planning, so a shape with no proved configuration fails
  before anything is launched. The plan is captured as a CUDA graph once per shape (through
  the gate) and replayed: one host->device copy of the step's inputs, one graph launch, one
  device->host copy of the f32 logits rows and one stream sync per step. Per decode step:
  embedding + 9 launches per layer (rmsnorm, QKV GEMV, rope+KV write, attention, O GEMV += x,
  rmsnorm, gate|up GEMV, SwiGLU, down GEMV += x) + final norm of the last rows + output head; at
  batch 1, 5 per layer (norm+QKV+rope+KV write, attention, O += x, norm+gate|up+SwiGLU, down += x).
* Batch 1 (registry.dependent_launch): every launch after the embedding is a programmatic
  dependent of the one before it (PDL; its configuration's `overlap` is part of the proof): it
  starts while its predecessor finishes, loads its weights, then waits on griddepcontrol.wait.
  check_dependents verifies, on the real addresses, that what a dependent reads before its wait
  is written by no launch of the step.
* Batch-1 greedy decode (decode_tokens' lookahead): the step's graph ends with greedy_f32 writing
  the token into the ids of a second, mapped staging; a second graph reads that staging. So the
  host launches step s+1 before it waits for token s, and its own work (the scheduler's tick)
  overlaps the GPU's. A call that is not the step launched ahead waits for it and discards it.
* Sampling runs on the device (greedy_f32 / sample_f32, the spec's Philox4x32-10 counters and
  seed convention) on the f32 logits forward returned; no host fallback: a batch with no
  proved sampling configuration fails with UnprovenLaunchError.
"""

from __future__ import annotations

import inspect
import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from backend.kernels.registry import (
    KV_BLOCK_SIZE,
    PROFILES,
    QKV_ROPE_KERNEL,
    REGISTRY,
    decode_linears,
    dependent_launch,
    gemv_kernel,
    sections,
    step_inputs,
)
from backend.runtime.executor import ExecutorError, SamplingError, SamplingParams, SeqWork
from fltc.errors import ConfigError, FltcError

# Operation -> registry kernel name (backend/kernels/registry.py).
KERNELS = {
    "embed_q8_0": "embedding_q8_0",
    "copy": "copy_u32",
    "rmsnorm": "rmsnorm_f16",
    "rmsnorm_rows": "rmsnorm_rows_f16",
    "gemv_Q4_1": "gemv_q4_1",
    "gemv_acc_Q4_1": "gemv_q4_1_acc",
    "head_Q8_0": "gemv_q8_0_f32",
    "gemm": "gemm_f16",
    "rope_qkv_kv": "rope_qkv_kv_f16",
    "attention": "paged_attention_f16",
    "swiglu_rows": "swiglu_rows_f16",
    "residual_inplace": "residual_add_inplace_f16",
    "greedy": "greedy_f32",
    "sample": "sample_f32",
    "sample_topk": "sample_topk_f32",
    "dequant_Q4_0": "dequant_q4_0",
    "dequant_Q4_1": "dequant_q4_1",
    "dequant_Q8_0": "dequant_q8_0",
    "dequant_Q4_K": "dequant_q4_k",
    "dequant_Q6_K": "dequant_q6_k",
}
QUANT_BLOCK = {"Q4_0": (32, 18), "Q4_1": (32, 20), "Q8_0": (32, 34), "Q4_K": (256, 144), "Q6_K": (256, 210)}
INVALID_TOKEN = 0xFFFFFFFF
# sample_topk_f32 (backend/kernels/src/sampling_topk.cu; tests/kernels/test_sample_topk_model.py checks both
# values against its #defines): one pass over the row for 0 < top_k <= SAMPLE_TOPK_MAX; RETRY_TOKEN marks a
# row it could not draw (a thread held five of the k best), which sample_f32 then draws.
SAMPLE_TOPK_MAX = 256
RETRY_TOKEN = 0xFFFFFFFE


def topk_op(params: Sequence[SamplingParams], vocab: int, registry: Any = REGISTRY) -> str:
    """The sampling kernel for a batch with a temperature > 0: sample_topk_f32 when the registry has it
    and every sampled row's top-k is on and at most SAMPLE_TOPK_MAX (greedy rows draw the argmax in
    either kernel), else sample_f32 (top_k = 0 or > SAMPLE_TOPK_MAX keeps the bisections over the row)."""
    ks = [min(int(p.top_k), vocab) for p in params if float(p.temperature) != 0.0]
    ok = KERNELS["sample_topk"] in registry and vocab > SAMPLE_TOPK_MAX
    return "sample_topk" if ok and ks and all(0 < k <= SAMPLE_TOPK_MAX for k in ks) else "sample"


def family_config(desc: Any, **shape: Any) -> Any:
    """desc.config(**shape) with a message naming the family's signature when the shape is wrong."""
    try:
        return desc.config(**shape)
    except (TypeError, ValueError) as exc:
        raise ConfigError(f"{desc.name}: launch family{inspect.signature(desc.family)} refuses {shape}: {exc}") from exc


@dataclass(frozen=True)
class DeviceWeight:
    """One (possibly fused) matrix on the device: GGUF blocks as-is, plus an f16 copy when GEMM needs it."""

    name: str
    qtype: str
    n: int  # output features (rows)
    k: int  # input features
    raw: Any  # DeviceBuffer of the GGUF bytes
    f16: Any | None  # DeviceBuffer f16[n, k] (dequantised by the proved kernel), or None


@dataclass
class _Launch:
    desc: Any
    config: Any
    args: Any


@dataclass
class _Staging:
    """Host staging of a step's inputs (registry.step_inputs layout) and what it holds, so rows that
    repeat (a decode step's block table, the `last` list) are not rewritten."""

    host: np.ndarray  # pinned; device-mapped when `mapped` is set
    views: dict[str, np.ndarray]  # u32 views per section; "tables" is [rows, max_blocks]
    mapped: Any = None  # the device address of a mapped staging (copy_u32's src), else None
    table_rows: list[Any] = field(default_factory=list)  # the block table each row holds (one per row)
    last_rows: list[int] | None = None  # the `last` rows it holds


@dataclass
class _Step:
    """One (token rows, sequences) bucket: its input buffers, its plan and its CUDA graph."""

    rows: int
    seqs: int
    inputs: Any  # DeviceBuffer: ids | positions | slots | seq_lens | tables | last
    staging: _Staging  # one host->device copy (or copy_u32 read) per step
    views: dict[str, Any]
    plan: list[_Launch]
    graph: Any = None
    graph_greedy: Any = None  # the plan + greedy_f32 over its sequences + the tokens' copy to the host
    zero_copy: bool = False  # host staging is device-mapped; plan[0] is copy_u32 (registry.dependent_launch)
    feed_stg: tuple[_Staging, _Staging] | None = None  # the lookahead's two stagings (the first is `staging`)
    feed: dict[str, tuple[Any, Any]] = field(default_factory=dict)  # "greedy"/"sample" -> its two graphs
    feed_params: tuple[_SampleParams, _SampleParams] | None = None  # the sampled feed graphs' parameters


@dataclass
class _SampleParams:
    """sample_f32's per-row parameters (max_seqs rows) in host memory: pinned (_sample_device copies
    them to the ws buffers) or device-mapped (one set per sampled feed graph, read by the kernel)."""

    host: dict[str, np.ndarray]  # temps f32, top_ks u32, top_ps f32, seeds u64, counters u64 (max_seqs rows)
    dev: dict[str, Any] | None  # the same sections as device addresses (None: pinned, copied up by htod)


@dataclass(frozen=True)
class _Ahead:
    """decode_tokens' lookahead: the batch-1 step launched for the call expected next."""

    seq_id: int
    token: int  # the token it embeds (the one the previous call returned)
    pos: int
    table: tuple[int, ...]  # the blocks it used (a prefix of the table the next call must have)
    k: int  # the feed graph it runs: its token lands in the ids of staging 1 - k
    sampling: tuple[Any, ...]  # ("greedy",) or ("sample", temperature, top_k, top_p, seed, counter)


def check_dependents(plan: Sequence[Any]) -> None:
    """The runtime half of a programmatic-dependent launch's proof (verifier.config.GridDependency):
    what a dependent reads before griddepcontrol.wait (its `stable` params) must not be written by any
    launch that can run at the same time. A dependent can start as soon as its predecessor has started;
    following predecessors back, the chain ends at a stream-ordered launch, which starts only after
    every earlier launch has completed. So only launches before that chain start may write a stable
    buffer (e.g. copy_u32 staging the step's inputs). The first launch follows a host operation, not a
    kernel, so it is never a dependent. Checked once per planned step, on the real device addresses."""
    from verifier.config import Role

    if plan and plan[0].config.overlap is not None:
        raise ConfigError(f"{plan[0].desc.name}: the first launch of a step cannot be a programmatic dependent")
    writes: list[tuple[int, int, int, str]] = []  # (launch index, start, end, who)
    for i, x in enumerate(plan):
        for p in x.desc.params:
            if p.role in (Role.OUT, Role.INOUT):
                ptr, _ = x.args.pointers[p.name]
                writes.append((i, ptr, ptr + x.config.buffer_map[p.name].size_bytes, f"{x.desc.name}.{p.name}"))
    chain_start = 0  # index of the stream-ordered launch the current chain of dependents hangs from
    for i, x in enumerate(plan):
        if x.config.overlap is None:
            chain_start = i
            continue
        for name in x.config.overlap.stable:
            ptr, _ = x.args.pointers[name]
            end = ptr + x.config.buffer_map[name].size_bytes
            for k, a, b, who in writes:
                if k >= chain_start and a < end and ptr < b:
                    raise ConfigError(f"{x.desc.name}[{x.config.label}]: reads {name!r} before griddepcontrol.wait "
                                      f"(a stable buffer), but {who} writes it in the same step while the chain of "
                                      "dependents runs")


class GpuExecutor:
    """Executor + EngineBinding (backend/runtime/executor.py) for a Llama GGUF model on one GPU.

    ``physical_blocks``: None when an Engine binds the KV allocation (``bind_kv``); an int to
    bind a private allocator's view now (benchmarks, tests); either way the pool must be the
    proved one, ``kv_blocks`` blocks.
    """

    name = "gpu"

    def __init__(self, model: Any, physical_blocks: int | None = None, block_size: int = 16, *,
                 driver: Any = None, gate: Any = None, profile: str = "default", use_graphs: bool = True,
                 progress: Callable[[str], None] | None = None) -> None:
        from backend.cuda.driver import Driver
        from backend.cuda.gate import LaunchGate
        t0 = time.perf_counter()
        self._say = progress or (lambda s: None)
        self._bar = progress is not None  # the upload's one tqdm line (terminal only); off when silent
        self.model = model
        cfg = self.config = model.config
        self.vocab = cfg.vocab
        self.registry = REGISTRY
        if profile not in PROFILES:
            raise ConfigError(f"unknown kernel profile {profile!r}; known: {sorted(PROFILES)}")
        self.profile = prof = PROFILES[profile]
        shape = prof.model
        mismatch = [f"{k}: model {getattr(cfg, a)} vs profile {getattr(shape, k)}" for k, a in (
            ("hidden", "hidden"), ("q_heads", "heads"), ("kv_heads", "kv_heads"), ("head_dim", "head_dim"),
            ("ffn", "ffn"), ("vocab", "vocab"), ("layers", "layers"), ("rope_dim", "rope_dim"))
            if getattr(cfg, a) != getattr(shape, k)]
        if mismatch:
            raise ConfigError("the model's shape has no proved kernel profile (" + "; ".join(mismatch) + "); add a "
                              "profile to backend/kernels/registry.py and prove it")
        if block_size != 16:
            raise ConfigError("the attention kernels fix the KV block size at 16")
        self.kv_blocks = prof.physical_blocks  # the KV pool every KV/attention proof is for
        self.n_slots = prof.kv_slots
        self.row_buckets = prof.row_buckets
        self.seq_buckets = prof.decode_buckets
        self.max_tokens = prof.max_rows
        self.max_seqs = max(self.seq_buckets)
        self.max_context = prof.max_context
        self.max_blocks = prof.max_blocks_per_seq
        self.use_graphs = use_graphs
        self.layout: Any = None  # spec.kv_layout.KVLayout of the bound allocation
        self.kv_view: Any = None  # backend.runtime.kv.KVView: bases and strides (from the allocator)
        self.kv: Any = None
        self.driver = driver or Driver()
        self.gate = gate or LaunchGate(self.driver)
        self.stream = self.driver.stream()
        self.sampling_path = ("device: greedy_f32 / sample_topk_f32 (0 < top_k <= 256) / sample_f32 (Philox4x32-10, "
                              "the spec's seed/counter convention) on the f32 logits forward returned; greedy is "
                              "exact, a draw may differ from spec.sampling only within the kernel's stated margin "
                              "of a cumulative boundary")
        self._upload_weights()
        self._alloc_workspace()
        self._steps: dict[tuple[int, int], _Step] = {}
        self._sample_plans: dict[tuple[str, int, bool, int, int], _Launch] = {}
        self._stream_events: tuple[Any, Any] | None = None  # the feed graphs' two step events
        self._ahead: _Ahead | None = None  # decode_tokens' lookahead step, launched and not yet asked for
        self._kv_host: np.ndarray | None = None  # pinned buffer of read_kv_blocks
        self.lookahead = {"launched": 0, "used": 0, "discarded": 0}  # steps launched ahead, and their fate
        self._last_logits: np.ndarray | None = None  # the last forward's result (read-only)
        self._device_rows: int | None = None  # rows 0..n-1 of ws["logits"] hold that result, in order
        self.steps = 0
        self.graph_replays = 0
        self.device_samples = 0
        self.sample_retries = 0  # rows sample_topk_f32 returned RETRY_TOKEN for (drawn again by sample_f32)
        self._unsynced = False  # work issued on the stream that no host wait has covered yet
        self._last_step: _Step | None = None  # the step _run ran last (where its greedy graph left tokens)
        if physical_blocks is not None:
            from backend.runtime.kv import KVAllocator
            from spec.kv_layout import KVLayout

            self.bind_kv(KVAllocator(KVLayout(cfg.layers, int(physical_blocks), block_size=16,
                                              kv_heads=cfg.kv_heads, head_dim=cfg.head_dim, elem_bytes=2)).view())
        self.init_seconds = time.perf_counter() - t0

    # ------------------------------------------------------------------ engine binding
    @property
    def vocab_size(self) -> int:
        return self.config.vocab

    def kv_shape(self) -> tuple[int, int, int]:
        """(layers, kv_heads, head_dim): what the engine needs to size the one KV allocation."""
        c = self.config
        return c.layers, c.kv_heads, c.head_dim

    def bind_kv(self, view: Any) -> None:
        """Allocate the single K-then-V allocation of ``view.total_bytes`` (zeroed), laid out by the
        allocator's view; every KV/attention launch takes its bases and strides from ``view``."""
        c, lay = self.config, view.layout
        if (lay.layers, lay.kv_heads, lay.head_dim, lay.elem_bytes) != (c.layers, c.kv_heads, c.head_dim, 2):
            raise ConfigError(f"KV layout {lay} does not fit the model (layers {c.layers}, kv_heads {c.kv_heads}, "
                              f"head_dim {c.head_dim}, f16)")
        if lay.block_size != KV_BLOCK_SIZE:
            raise ConfigError(f"KV block size {lay.block_size}: the attention kernels fix it at {KV_BLOCK_SIZE}")
        if lay.physical_blocks != self.kv_blocks:
            raise ConfigError(f"KV pool of {lay.physical_blocks} blocks: the proved KV/attention configurations "
                              f"(profile {self.profile.name!r}) fix the pool at {self.kv_blocks} blocks; build the "
                              f"Engine with num_blocks=executor.kv_blocks ({self.kv_blocks})")
        g = self.profile.kv()
        if (view.token_stride, view.page_stride, view.layer_stride, view.plane_stride) != (
                g.token_stride, g.page_stride, g.layer_stride, g.plane_stride) or view.k_base != 0 or \
                view.v_base != view.plane_stride or view.total_bytes != 2 * view.plane_stride:
            raise ConfigError("the allocator's KV strides differ from the ones the proofs fix")
        self.close()  # graphs captured against an earlier allocation must not replay
        if self.kv is not None:
            self.driver.free(self.kv)
        self.layout, self.kv_view = lay, view
        self.kv = self.driver.alloc(view.total_bytes)
        self.driver.memset8(self.kv, 0)
        self.driver.synchronize()

    @property
    def physical_blocks(self) -> int:
        return 0 if self.layout is None else self.layout.physical_blocks

    # ------------------------------------------------------------------ set-up
    def _kernel_config(self, name: str, **shape: Any) -> tuple[Any, Any]:
        d = self.registry[name]
        c = family_config(d, **shape)  # shape may carry overlap=True (registry.dependent_launch)
        self.gate.admit(d, c)  # fail now, clearly, if this shape has no proved configuration
        return d, c

    def _cfg(self, op: str, **shape: Any) -> tuple[Any, Any]:
        return self._kernel_config(KERNELS[op], **shape)

    def _prepare(self, op: str, args: dict[str, Any], **shape: Any) -> _Launch:
        from backend.cuda.launcher import pack_args

        d, c = self._cfg(op, **shape)
        return _Launch(d, c, pack_args(d, c, args))

    def _prepare_kernel(self, name: str, args: dict[str, Any], **shape: Any) -> _Launch:
        """A launch of the registry kernel `name` (already chosen, e.g. by registry.decode_linears)."""
        from backend.cuda.launcher import pack_args

        d, c = self._kernel_config(name, **shape)
        return _Launch(d, c, pack_args(d, c, args))

    def _prepare_gemv(self, op: str, args: dict[str, Any], *, M: int, N: int, K: int,
                      overlap: bool = False) -> _Launch:
        """A GEMV launch in the tile registry.gemv_kernel picks for M rows (bit-identical results)."""
        return self._prepare_kernel(gemv_kernel(KERNELS[op], M), args, M=M, N=N, K=K, overlap=overlap)

    def _launch_now(self, op: str, args: dict[str, Any], **shape: Any) -> None:
        x = self._prepare(op, args, **shape)
        self.gate.launch(x.desc, x.config, x.args, self.stream)

    def _upload_weights(self) -> None:
        cfg, m, drv = self.config, self.model, self.driver
        self._say("uploading weights")
        tens = m.tensors
        need_gemm = any(not self.profile.uses_gemv(b) for b in self.row_buckets)

        def matrix(label: str, names: list[str], gemm: bool = True) -> DeviceWeight:
            """The tensors' rows concatenated (Wq|Wk|Wv, Wgate|Wup): one weight buffer, one launch."""
            infos = [tens[n] for n in names]
            qtypes = {i.qtype for i in infos}
            ks = {i.shape[1] for i in infos}
            if len(qtypes) != 1 or len(ks) != 1:
                raise ConfigError(f"{label}: fusing {names} needs one quantisation type and one input width, "
                                  f"got {sorted(qtypes)} / {sorted(ks)}")
            qtype, k = qtypes.pop(), ks.pop()
            n = sum(i.shape[0] for i in infos)
            raw = drv.upload(np.concatenate([np.frombuffer(m.raw(x), dtype=np.uint8) for x in names]))
            f16 = self._dequant(qtype, raw, n * k, label) if gemm and need_gemm else None
            return DeviceWeight(label, qtype, n, k, raw, f16)

        def vector_f32(name: str) -> Any:
            info = tens[name]
            raw = m.raw(name)
            if info.qtype == "F32":
                arr = np.frombuffer(raw, dtype="<f4").astype(np.float32)
            elif info.qtype == "F16":
                arr = np.frombuffer(raw, dtype="<f2").astype(np.float32)  # exact widening
            else:
                raise ConfigError(f"{name}: {info.qtype} norm weights have no path to the F32 the kernel declares")
            return drv.upload(arr)

        emb = tens["token_embd.weight"]
        if emb.qtype != "Q8_0":
            raise ConfigError(f"token_embd is {emb.qtype}: only the Q8_0 embedding kernel exists")
        self.w_embed = matrix("token_embd", ["token_embd.weight"], gemm=False)  # embedding rows + tied head
        import sys

        from tqdm import tqdm

        # one progress line for the whole upload (tqdm, on a terminal only), never a line per layer
        with tqdm(total=cfg.layers, desc="uploading weights", unit="layer", file=sys.stderr,
                  disable=None if self._bar else True, dynamic_ncols=True) as bar:
            self.layers = []
            for i in range(cfg.layers):
                b = f"blk.{i}."
                L = {"attn_norm": vector_f32(b + "attn_norm.weight"), "ffn_norm": vector_f32(b + "ffn_norm.weight"),
                     "wqkv": matrix(b + "attn_qkv", [b + "attn_q.weight", b + "attn_k.weight", b + "attn_v.weight"]),
                     "wo": matrix(b + "attn_output", [b + "attn_output.weight"]),
                     "wgu": matrix(b + "ffn_gate_up", [b + "ffn_gate.weight", b + "ffn_up.weight"]),
                     "wdown": matrix(b + "ffn_down", [b + "ffn_down.weight"])}
                for key, op in (("wqkv", "gemv"), ("wo", "gemv_acc"), ("wgu", "gemv"), ("wdown", "gemv_acc")):
                    if f"{op}_{L[key].qtype}" not in KERNELS:
                        raise ConfigError(f"{L[key].name}: {L[key].qtype} has no {op} kernel")
                self.layers.append(L)
                bar.update(1)
        self.w_norm = vector_f32("output_norm.weight")
        if "output.weight" in tens:
            self.w_out = matrix("output", ["output.weight"], gemm=False)
        else:
            self.w_out = self.w_embed
        if f"head_{self.w_out.qtype}" not in KERNELS:
            raise ConfigError(f"output head is {self.w_out.qtype}: no GEMV kernel for it")
        from spec.rope import rope_cos_sin

        c, s = rope_cos_sin(np.arange(self.max_context), cfg.rope_freq_base, cfg.rope_dim)
        self.rope_cos = drv.upload(np.ascontiguousarray(c, dtype=np.float32))
        self.rope_sin = drv.upload(np.ascontiguousarray(s, dtype=np.float32))
        drv.synchronize(self.stream)
        drv.synchronize()

    def _dequant(self, qtype: str, raw: Any, n: int, name: str) -> Any:
        if qtype not in QUANT_BLOCK or f"dequant_{qtype}" not in KERNELS:
            raise ConfigError(f"{name}: {qtype} has no proved dequantisation kernel")
        out = self.driver.alloc(2 * n)
        self._launch_now(f"dequant_{qtype}", {"src": raw, "dst": out}, n=n)
        return out

    def _alloc_workspace(self) -> None:
        cfg, T, S = self.config, self.max_tokens, self.max_seqs
        D, Q, KV, F, V = cfg.hidden, cfg.q_dim, cfg.kv_dim, cfg.ffn, cfg.vocab
        a = self.driver.alloc
        self.ws = {"x": a(2 * T * D), "xn": a(2 * T * D), "qkv": a(2 * T * (Q + 2 * KV)), "q": a(2 * T * Q),
                   "att": a(2 * T * Q), "o": a(2 * T * D), "gu": a(4 * T * F), "act": a(2 * T * F),
                   "last_n": a(2 * S * D), "logits": a(4 * S * V),
                   # device sampling: per-row parameters, scratch, tokens
                   "temps": a(4 * S), "top_ks": a(4 * S), "top_ps": a(4 * S), "seeds": a(8 * S),
                   "counters": a(8 * S), "sample_ws": a(8 * S * V), "tokens": a(4 * S)}
        self.logits_host = self.driver.alloc_host(4 * S * V).view(np.float32).reshape(S, V)
        self.sample_host = self._sample_params(mapped=False).host
        self.tokens_host = self.driver.alloc_host(4 * S).view(np.uint32)
        # zero-copy steps' greedy tokens: written by the kernel straight into mapped host memory
        self.tokens_mapped: tuple[np.ndarray, Any] | None = None
        if hasattr(self.driver, "alloc_host_mapped"):
            h, d = self.driver.alloc_host_mapped(4 * S)
            self.tokens_mapped = (h.view(np.uint32), d)

    # ------------------------------------------------------------------ planning
    def _linear(self, x: Any, w: DeviceWeight, y: Any, rows: int, accumulate: bool) -> list[_Launch]:
        """y = W x (or y += W x when accumulate: the residual add fused into the GEMV on the GEMV path)."""
        if self.profile.uses_gemv(rows):
            op = f"gemv_acc_{w.qtype}" if accumulate else f"gemv_{w.qtype}"
            return [self._prepare_gemv(op, {"x": x, "w": w.raw, "y": y}, M=rows, N=w.n, K=w.k,
                                       overlap=dependent_launch(rows))]
        if w.f16 is None:
            raise ConfigError(f"{w.name}: no f16 copy for GEMM at {rows} rows")
        if not accumulate:
            return [self._prepare("gemm", {"A": x, "B": w.f16, "C": y}, M=rows, N=w.n, K=w.k)]
        o = self.ws["o"]
        return [self._prepare("gemm", {"A": x, "B": w.f16, "C": o}, M=rows, N=w.n, K=w.k),
                self._prepare("residual_inplace", {"x": y, "y": o}, n=rows * w.n)]

    def _qkv_rope_kernel(self, rows: int, w: DeviceWeight) -> bool:
        """Whether the QKV projection of a step of `rows` rows is the RoPE-fused GEMV (registry.decode_linears)."""
        if not self.profile.uses_gemv(rows) or w.qtype != "Q4_1":
            return False
        return decode_linears(rows)["qkv"][0] == QKV_ROPE_KERNEL

    def _norm_linear(self, norm_w: Any, w: DeviceWeight, y: Any, rows: int, layer: str) -> list[_Launch]:
        """y = W rmsnorm(x) for qkv; y = swiglu(W rmsnorm(x)) for gate_up (y = the [rows, ffn] activation).
        Where registry.decode_linears has a fused kernel (one row), one launch does all of it; otherwise
        rmsnorm, the GEMV or GEMM (_linear), then swiglu_rows for gate|up."""
        cfg, ws = self.config, self.ws
        glu = layer == "gate_up"
        if self.profile.uses_gemv(rows) and w.qtype == "Q4_1":
            kern, fused = decode_linears(rows)[layer]
            if fused:
                return [self._prepare_kernel(kern, {"x": ws["x"], "nw": norm_w, "w": w.raw, "y": y},
                                             M=rows, N=w.n, K=w.k, eps=cfg.rms_eps, overlap=dependent_launch(rows))]
        plan = [self._prepare("rmsnorm", {"x": ws["x"], "w": norm_w, "y": ws["xn"]}, M=rows, D=cfg.hidden,
                              eps=cfg.rms_eps)]
        plan += self._linear(ws["xn"], w, ws["gu"] if glu else y, rows, accumulate=False)
        if glu:
            plan.append(self._prepare("swiglu_rows", {"gu": ws["gu"], "out": y}, M=rows, F=cfg.ffn))
        return plan

    def _plan(self, T: int, S: int, inp: dict[str, Any]) -> list[_Launch]:
        """Every launch of one step over T token rows and S sequences (both buckets), in order."""
        cfg, ws, kvv, prof = self.config, self.ws, self.kv_view, self.profile
        D, Hq, Hkv, Dh = cfg.hidden, cfg.heads, cfg.kv_heads, cfg.head_dim
        dep_t, dep_s = dependent_launch(T), dependent_launch(S)
        PB, L = self.layout.physical_blocks, cfg.layers
        kv_strides = {"token_stride": kvv.token_stride, "page_stride": kvv.page_stride,
                      "plane_stride": kvv.plane_stride}  # from the allocator; packing checks the proved values
        plan = [self._prepare("embed_q8_0", {"table": self.w_embed.raw, "ids": inp["ids"], "out": ws["x"]},
                              T=T, D=D, V=cfg.vocab)]
        for li, W in enumerate(self.layers):
            # the layer's KV view: K slice of this layer .. end of its V slice (bases from the allocator)
            kv_l = self.kv.view(kvv.k_base + li * kvv.layer_stride, kvv.plane_stride + kvv.layer_stride)
            rope_args = {"positions": inp["positions"], "cos_tab": self.rope_cos, "sin_tab": self.rope_sin,
                         "slots": inp["slots"], "q_out": ws["q"], "kv": kv_l, "n_slots": self.n_slots, **kv_strides}
            rope_shape = {"q_heads": Hq, "kv_heads": Hkv, "head_dim": Dh, "rope_dim": cfg.rope_dim,
                          "positions": self.max_context, "layers": L, "physical_blocks": PB, "overlap": dep_t}
            if self._qkv_rope_kernel(T, W["wqkv"]):
                # RMSNorm -> QKV GEMV -> RoPE + K/V write in one launch (registry.QKV_ROPE_KERNEL)
                plan.append(self._prepare_kernel(
                    QKV_ROPE_KERNEL, {"x": ws["x"], "nw": W["attn_norm"], "w": W["wqkv"].raw, **rope_args},
                    M=T, K=W["wqkv"].k, eps=cfg.rms_eps, **rope_shape))
            else:
                plan += self._norm_linear(W["attn_norm"], W["wqkv"], ws["qkv"], T, "qkv")
                plan.append(self._prepare("rope_qkv_kv", {"qkv": ws["qkv"], **rope_args}, T=T, **rope_shape))
            plan.append(self._prepare(
                "attention", {"q": ws["q"], "kv": kv_l, "block_tables": inp["tables"], "seq_lens": inp["seq_lens"],
                              "out": ws["att"], **kv_strides},
                R=T, q_heads=Hq, kv_heads=Hkv, max_context=prof.max_context, layers=L, physical_blocks=PB,
                head_dim=Dh, overlap=dep_t))
            plan += self._linear(ws["att"], W["wo"], ws["x"], T, accumulate=True)
            plan += self._norm_linear(W["ffn_norm"], W["wgu"], ws["act"], T, "gate_up")
            plan += self._linear(ws["act"], W["wdown"], ws["x"], T, accumulate=True)
        # last-token row of each sequence -> final norm -> output head (GEMV on the Q8_0 blocks, f32 logits)
        plan.append(self._prepare("rmsnorm_rows", {"x": ws["x"], "idx": inp["last"], "w": self.w_norm,
                                                   "y": ws["last_n"]},
                                  n_out=S, rows_in=prof.max_rows, D=D, eps=cfg.rms_eps, overlap=dep_s))
        plan.append(self._prepare_gemv(f"head_{self.w_out.qtype}", {"x": ws["last_n"], "w": self.w_out.raw,
                                                                   "y": ws["logits"]},
                                       M=S, N=self.w_out.n, K=self.w_out.k, overlap=dep_s))
        check_dependents(plan)
        return plan

    def _step(self, T: int, S: int) -> _Step:
        st = self._steps.get((T, S))
        if st is not None:
            return st
        if self.kv is None:
            raise ExecutorError("no KV allocation bound: the Engine calls bind_kv(view) (or pass physical_blocks)")
        self._say(f"planning the step of {T} token rows / {S} sequences")
        layout, off = step_inputs(T, S, self.max_blocks)
        inputs = self.driver.alloc(off)
        # batch 1: the host stages the inputs in mapped pinned memory and the graph's first launch
        # (copy_u32) reads them over the host link; elsewhere a copy node moves them
        zero_copy = self.use_graphs and dependent_launch(T) and self.tokens_mapped is not None
        views = {k: inputs.view(o, n) for k, (o, n) in layout.items()}
        stg = self._staging(T, S, mapped=zero_copy)
        plan = self._plan(T, S, views)
        if zero_copy:
            plan.insert(0, self._prepare("copy", {"src": stg.mapped, "dst": inputs}, n=off // 4))
        st = _Step(T, S, inputs, stg, views, plan, zero_copy=zero_copy)
        self._fill_inputs(st, [], [])  # legal inputs before anything can run
        self.driver.htod(st.inputs, stg.host, stream=self.stream)
        if self.use_graphs:
            with self.driver.capture(self.stream, self.gate) as graphs:
                if not zero_copy:  # the inputs' copy is the graph's first node: a replay copies the staging
                    self.driver.htod(st.inputs, stg.host, stream=self.stream)
                for x in plan:
                    self.gate.launch(x.desc, x.config, x.args, self.stream)
            st.graph = graphs[0]
            self.driver.graph_upload(st.graph, self.stream)
        self._steps[(T, S)] = st
        return st

    def _staging(self, T: int, S: int, mapped: bool) -> _Staging:
        layout, off = step_inputs(T, S, self.max_blocks)
        dev = None
        if mapped:
            host, dev = self.driver.alloc_host_mapped(off)
        else:
            host = self.driver.alloc_host(off)
        hv = {k: host[o: o + n].view(np.uint32) for k, (o, n) in layout.items()}
        hv["tables"] = hv["tables"].reshape(T, self.max_blocks)
        return _Staging(host, hv, dev, [None] * T)

    def warmup(self, shapes: Sequence[tuple[int, int]] | None = None) -> float:
        """Plan and capture steps ahead of time (default: every decode bucket); returns seconds."""
        t0 = time.perf_counter()
        for T, S in shapes or [(b, b) for b in self.seq_buckets]:
            self._step(T, S)
        self.driver.synchronize(self.stream)
        return time.perf_counter() - t0

    def planned_launches(self, T: int, S: int) -> list[tuple[str, str, str]]:
        """(kernel, label, config_key) of every launch of the (T rows, S sequences) step."""
        return [(x.desc.name, x.config.label, x.config.key()) for x in self._step(T, S).plan]

    # ------------------------------------------------------------------ step inputs
    def _fill_inputs(self, st: _Step, rows: list[tuple[int, int, tuple[int, ...]]], last: list[int],
                     stg: _Staging | None = None, ids_too: bool = True) -> None:
        """rows: (token id, position, block table) per real token row; last: the row of each sequence's
        last token. Padding rows get the distinct slots n_slots + j (the fused rope/KV kernel writes no
        cache row for a slot >= n_slots), seq_len 0 (attention reads nothing) and block 0 in the table
        (a legal id); padding sequences normalise row 0. stg: the staging to fill (default: the step's);
        ids_too=False leaves the ids alone (a lookahead step: the device writes them)."""
        stg = stg or st.staging
        T, hv, bs = st.rows, stg.views, 16
        n = len(rows)
        held = stg.table_rows
        ids, positions, slots, seq_lens, tables = (hv[k] for k in ("ids", "positions", "slots", "seq_lens", "tables"))
        for i, (tok, pos, table) in enumerate(rows):
            if ids_too:
                ids[i] = tok
            positions[i] = pos
            slots[i] = table[pos // bs] * bs + pos % bs
            seq_lens[i] = pos + 1
            if held[i] != table:  # decode steps mostly repeat a row's table: write it only when it changed
                t = tables[i]
                nb = min(len(table), self.max_blocks)
                t[:nb] = table[:nb]
                t[nb:] = 0
                held[i] = table
        if n < T:
            ids[n:] = 0
            positions[n:] = 0
            slots[n:] = np.arange(self.n_slots, self.n_slots + T - n, dtype=np.uint32)
            seq_lens[n:] = 0
            tables[n:] = 0
            held[n:] = [None] * (T - n)
        if stg.last_rows != last:  # the same list step after step while the batch is unchanged
            hv["last"][: len(last)] = last
            hv["last"][len(last):] = 0
            stg.last_rows = list(last)

    def _check(self, work: list[SeqWork]) -> None:
        cfg = self.config
        if self.layout is None:
            raise ExecutorError("forward: no KV allocation bound (the Engine calls bind_kv, or pass physical_blocks)")
        if not work:
            raise ExecutorError("forward: empty work list")
        for w in work:
            if not w.tokens:
                raise ExecutorError(f"seq {w.seq_id}: no tokens")
            end = w.start_pos + len(w.tokens)
            if w.start_pos < 0 or end > self.max_context:
                raise ExecutorError(f"seq {w.seq_id}: positions up to {end - 1} exceed the GPU context "
                                    f"({self.max_context}, the proved attention configurations' max_context)")
            if min(w.tokens) < 0 or max(w.tokens) >= cfg.vocab:
                raise ExecutorError(f"seq {w.seq_id}: token id outside the vocabulary")
            need = -(-end // 16)
            if len(w.block_table) < need:
                raise ExecutorError(f"seq {w.seq_id}: block table has {len(w.block_table)} blocks, needs {need}")
            used = w.block_table[:need]
            if min(used) < 0 or max(used) >= self.layout.physical_blocks:
                raise ExecutorError(f"seq {w.seq_id}: block id outside 0..{self.layout.physical_blocks - 1}")

    # ------------------------------------------------------------------ Executor API
    def forward(self, work: list[SeqWork]) -> np.ndarray:
        """Prefill/decode every entry (K/V written in place); f32 logits [len(work), vocab] (read-only:
        ``sample`` may then draw from the identical copy still on the device)."""
        self._check(work)
        try:
            return self._forward(work, fetch=True)
        except FltcError:
            raise
        except Exception as exc:
            raise ExecutorError(f"gpu forward failed: {type(exc).__name__}: {exc}") from exc

    def _forward(self, work: list[SeqWork], fetch: bool, greedy_tail: bool = False) -> np.ndarray | None:
        # passes of at most max_tokens rows and max_seqs sequences; a sequence whose tokens do not
        # fit is continued in the next pass (chunked prefill keeps causality: a chunk's K/V is in
        # the cache before the next chunk attends to it)
        self._last_logits, self._device_rows = None, None
        out = np.empty((len(work), self.vocab), dtype=np.float32) if fetch else None
        pending = [(i, w, 0) for i, w in enumerate(work)]
        passes = 0
        in_order = True  # every row of `out` is in ws["logits"] at its own index after the last pass
        while pending:
            rows: list[tuple[int, int, tuple[int, ...]]] = []
            finishing: list[tuple[int, int]] = []  # (work index, row of its last token)
            nxt = []
            budget, seqs = self.max_tokens, 0
            for i, w, done in pending:
                take = min(len(w.tokens) - done, budget)
                if take <= 0 or seqs == self.max_seqs:
                    nxt.append((i, w, done))
                    continue
                table = tuple(w.block_table)
                for j in range(done, done + take):
                    rows.append((w.tokens[j], w.start_pos + j, table))
                budget -= take
                seqs += 1
                if done + take == len(w.tokens):
                    finishing.append((i, len(rows) - 1))
                else:
                    nxt.append((i, w, done + take))
            # the host waits only where it must: before it refills the staging buffer for another pass
            # and before it reads logits; a step's last pass with fetch=False is followed on the same
            # stream by the sampling launch, whose token read-back synchronises
            tail = greedy_tail and not nxt
            self._run(rows, [r for _, r in finishing], sync=bool(nxt) or tail, greedy_tail=tail)
            passes += 1
            idx = [i for i, _ in finishing]
            in_order = in_order and passes == 1 and idx == list(range(len(work)))
            if out is not None and finishing:
                n = len(finishing)
                if in_order:
                    self.driver.dtoh(out[:n], self.ws["logits"], stream=self.stream)
                else:
                    self.driver.dtoh(self.logits_host[:n], self.ws["logits"], stream=self.stream)
                self.driver.synchronize(self.stream)
                self._unsynced = False
                if not in_order:
                    out[idx] = self.logits_host[:n]
            pending = nxt
        self.steps += 1
        if out is not None:
            out.flags.writeable = False  # sample() may rely on the device copy being identical
        if in_order:
            self._last_logits, self._device_rows = out, len(work)
        return out

    def _greedy_graph(self, st: _Step) -> Any:
        """The step's graph followed by greedy_f32 over its S sequence rows and the copy of their tokens
        to the pinned host buffer: one graph launch and one wait per greedy decode step (captured once,
        through the gate, on first use)."""
        if st.graph_greedy is None:
            x = self._sample_launch("greedy", st.seqs, overlap=dependent_launch(st.seqs),
                                    tokens=self.tokens_mapped[1] if st.zero_copy else None)
            drv, s = self.driver, self.stream
            with drv.capture(s, self.gate) as graphs:
                if not st.zero_copy:
                    drv.htod(st.inputs, st.staging.host, stream=s)  # the inputs: a copy node from the staging
                for y in st.plan:
                    self.gate.launch(y.desc, y.config, y.args, s)
                self.gate.launch(x.desc, x.config, x.args, s)  # zero-copy: writes the mapped token buffer
                if not st.zero_copy:
                    drv.dtoh(self.tokens_host[:st.seqs], self.ws["tokens"], stream=s)
            st.graph_greedy = graphs[0]
            drv.graph_upload(st.graph_greedy, s)
        return st.graph_greedy

    def step_shape(self, rows: int, seqs: int) -> tuple[int, int]:
        """The (token rows, sequences) a pass of `rows` new tokens of `seqs` sequences launches. A decode
        step (one new token per sequence) launches its exact shape: the registry's families cover every
        count up to max_seqs, so no padding rows are computed, and at most max_seqs such graphs exist.
        Other steps (prefill, mixed) keep the row and sequence buckets, so the number of planned and
        captured step graphs stays small (each new shape costs its planning and a graph capture)."""
        if rows == seqs and 0 < rows <= self.max_seqs:
            return rows, seqs
        return (next(b for b in self.row_buckets if b >= rows),
                next(b for b in self.seq_buckets if b >= max(seqs, 1)))

    def _run(self, rows: list[tuple[int, int, tuple[int, ...]]], last: list[int], sync: bool = True,
             greedy_tail: bool = False) -> _Step:
        """Stage the rows' inputs and run their step (its greedy graph when greedy_tail); returns the step."""
        self.settle()
        T, S = self.step_shape(len(rows), len(last))
        st = self._step(T, S)
        if self._unsynced:  # a step left running (its sampling failed before it synchronised)
            self.driver.synchronize(self.stream)
            self._unsynced = False
        self._fill_inputs(st, rows, last)
        drv, s = self.driver, self.stream
        if st.graph is not None:  # the graph's first node (or copy_u32) brings the staged inputs
            drv.graph_launch(self._greedy_graph(st) if greedy_tail else st.graph, s)
            self.graph_replays += 1
        else:
            drv.htod(st.inputs, st.staging.host, stream=s)
            for x in st.plan:
                self.gate.launch(x.desc, x.config, x.args, s)
        if sync:
            drv.synchronize(s)
        self._unsynced = not sync
        self._last_step = st
        return st

    # ------------------------------------------------------------------ sampling (on the device)
    def sample(self, logits: np.ndarray, params: list[SamplingParams], seed: int,
               counters: list[int]) -> list[int]:
        """One token per row, drawn on the device with the spec's counter-based RNG (seed, counters[r]).

        When ``logits`` is the array the last forward returned, the kernels read the identical f32
        rows still on the device; otherwise the rows are copied up first (same values either way)."""
        self.settle()
        logits = np.asarray(logits)
        n = len(logits)
        if len(params) != n or len(counters) != n:
            raise ExecutorError("sample: logits, params and counters differ in length")
        if logits.ndim != 2 or logits.shape[1] != self.vocab:
            raise ExecutorError(f"sample: logits of shape {logits.shape}, expected (rows, {self.vocab})")
        self._check_params(params, seed, counters)
        if n == 0:
            return []
        if logits is self._last_logits and n == self._device_rows and n <= self.max_seqs:
            self._device_rows = None
            return self._sample_device(n, params, seed, counters)
        out: list[int] = []
        for a in range(0, n, self.max_seqs):
            b = min(n, a + self.max_seqs)
            rows = np.ascontiguousarray(logits[a:b], dtype=np.float32)
            self.driver.htod(self.ws["logits"], rows, stream=self.stream)
            self._last_logits, self._device_rows = None, None
            out += self._sample_device(b - a, params[a:b], seed, counters[a:b])
        return out

    @staticmethod
    def _check_params(params: list[SamplingParams], seed: int, counters: list[int]) -> None:
        if not 0 <= int(seed) < 1 << 64:
            raise SamplingError(f"sample: seed {seed} is not an unsigned 64-bit value")
        for p, c in zip(params, counters, strict=True):
            t, k, tp = float(p.temperature), int(p.top_k), float(p.top_p)
            if not (math.isfinite(t) and t >= 0.0) or k < 0 or not 0.0 < tp <= 1.0 or not 0 <= int(c) < 1 << 64:
                raise SamplingError(f"sample: invalid parameters {p} / counter {c} (temperature finite >= 0, "
                                    f"top_k >= 0, 0 < top_p <= 1, counter u64)")

    def _sample_launch(self, op: str, B: int, overlap: bool = False, tokens: Any = None,
                       params: dict[str, Any] | None = None) -> _Launch:
        """tokens: where the kernel writes the tokens (e.g. the device-mapped tokens_mapped, or the next
        staging's ids in the lookahead's feed graphs); default ws["tokens"]. params: sample_f32's
        per-row parameter buffers (default the ws ones _sample_device fills)."""
        ws = self.ws
        tokens = ws["tokens"] if tokens is None else tokens
        params = params or {k: ws[k] for k in ("temps", "top_ks", "top_ps", "seeds", "counters")}
        key = (op, B, overlap, tokens.ptr, params["temps"].ptr)
        x = self._sample_plans.get(key)
        if x is None:
            args = {"logits": ws["logits"], "tokens": tokens}
            if op in ("sample", "sample_topk"):
                args.update(params)
            if op == "sample":
                args["ws"] = ws["sample_ws"]
            dep = {"overlap": True} if overlap else {}
            x = self._sample_plans[key] = self._prepare(op, args, B=B, V=self.vocab, **dep)
        return x

    def _sample_device(self, n: int, params: list[SamplingParams], seed: int, counters: list[int],
                       op: str | None = None) -> list[int]:
        """Rows 0..n-1 of ws["logits"] -> tokens: greedy_f32 / sample_f32 over exactly n rows (their
        registry families cover every batch 1..max_seqs, so no padding rows)."""
        if not 0 < n <= self.max_seqs:
            raise ExecutorError(f"sample: {n} rows exceed the largest proved sampling batch {self.max_seqs}")
        B = n
        drv, s = self.driver, self.stream
        greedy = all(float(p.temperature) == 0.0 for p in params)
        if greedy:
            x = self._sample_launch("greedy", B)
        else:
            h = self.sample_host
            self._write_sample_rows(h, params, seed, counters)
            for k in ("temps", "top_ks", "top_ps", "seeds", "counters"):
                drv.htod(self.ws[k], h[k][:B], stream=s)
            op = op or topk_op(params, self.vocab, self.registry)
            x = self._sample_launch(op, B)
        self.gate.launch(x.desc, x.config, x.args, s)
        drv.dtoh(self.tokens_host[:n], self.ws["tokens"], stream=s)
        drv.synchronize(s)
        self._unsynced = False
        retry = [r for r in range(n) if int(self.tokens_host[r]) == RETRY_TOKEN]
        if retry and not greedy and op == "sample_topk":
            # the logits are still in ws["logits"] and the parameters in ws: sample_f32 draws the rows again
            toks = self.tokens_host[:n].tolist()
            again = self._sample_device(n, params, seed, counters, op="sample")
            for r in retry:
                toks[r] = again[r]
            self.sample_retries += len(retry)
            return self._valid(toks)
        self.device_samples += n
        return self._tokens(n)

    def _tokens(self, n: int, mapped: bool = False) -> list[int]:
        """The n sampled tokens the device copied to the pinned host buffer, or (mapped) wrote to the
        mapped one (after the wait)."""
        return self._valid((self.tokens_mapped[0] if mapped else self.tokens_host)[:n].tolist())

    def _valid(self, toks: list[int]) -> list[int]:
        bad = [r for r, t in enumerate(toks) if t == INVALID_TOKEN or t >= self.vocab]
        if bad:
            raise SamplingError(f"sample: rows {bad[:8]} have no valid draw (a NaN or +Inf logit, all kept logits "
                                f"-Inf, or temperature overflow): the device sampler returned no token")
        return toks

    def decode_tokens(self, work: list[SeqWork], params: list[SamplingParams], seed: int,
                      counters: list[int], *, lookahead: bool = True) -> list[int]:
        """forward + sample without bringing the logits to the host (the same launches and values as
        ``sample(forward(work), ...)``); the scheduler's tick uses it when the executor has it.

        lookahead (one greedy sequence decoding one token, the batch-1 steady state): before it waits
        for this step's token, the executor launches the next step, fed on the device with that token
        at start_pos + 1 (when the block table already covers that position). If the next call is that
        step, its token is already being computed and this call's host work overlaps the GPU; any
        other call first waits for it and discards it. The discarded step only wrote the K/V row at
        start_pos + 1, beyond the sequence's committed length (a checkpoint zeroes such slots, and the
        step that commits that position rewrites it)."""
        self._check(work)
        if len(params) != len(work) or len(counters) != len(work):
            raise ExecutorError("decode_tokens: work, params and counters differ in length")
        self._check_params(params, seed, counters)
        tail = self.use_graphs and all(float(p.temperature) == 0.0 for p in params)
        if self.use_graphs and len(work) == 1 and len(work[0].tokens) == 1 and self._step(1, 1).zero_copy:
            return [self._one(work[0], params[0], int(seed), int(counters[0]), lookahead)]
        self.settle()
        if len(work) > self.max_seqs or sum(len(w.tokens) for w in work) > self.max_tokens:
            return self.sample(self.forward(work), params, seed, counters)  # several passes
        # all greedy, graphs on: the step's greedy graph samples and copies the tokens back itself
        if tail and all(len(w.tokens) == 1 for w in work):
            return self._greedy_decode_step(work)
        try:
            self._forward(work, fetch=False, greedy_tail=tail)
        except FltcError:
            raise
        except Exception as exc:
            raise ExecutorError(f"gpu forward failed: {type(exc).__name__}: {exc}") from exc
        if self._device_rows != len(work):
            raise ExecutorError("decode_tokens: the step did not leave every row's logits on the device")
        self._device_rows = None
        if tail:
            n = len(work)
            self.device_samples += n
            return self._tokens(n, self._last_step.zero_copy)
        return self._sample_device(len(work), params, seed, counters)

    def _greedy_decode_step(self, work: list[SeqWork]) -> list[int]:
        """One new token per sequence, greedy (generation's steady state): what _forward + the greedy graph
        do for such a step (same inputs, same graph), without the general pass planning. `work` is
        checked (_check) and fits one pass (<= max_seqs sequences)."""
        n = len(work)
        self._last_logits, self._device_rows = None, None
        st = self._run([(w.tokens[0], w.start_pos, tuple(w.block_table)) for w in work], list(range(n)),
                       greedy_tail=True)
        self.steps += 1
        self.device_samples += n
        return self._tokens(n, st.zero_copy)

    def settle(self) -> None:
        """Wait for the step launched ahead (decode_tokens' lookahead), if any, and discard it. Every other
        executor call does this first (they reuse the staging it may still read); a caller that stops
        decoding a sequence may call it to have the GPU idle."""
        if self._ahead is not None:
            self.driver.synchronize(self.stream)
            self._ahead, self._unsynced = None, False
            self.lookahead["discarded"] += 1

    def _one(self, w: SeqWork, p: SamplingParams, seed: int, counter: int, lookahead: bool) -> int:
        """One token of one sequence through the feed graphs (_feed): graph k reads staging k (and, when
        sampling, parameter set k) and writes its token into the ids of staging 1 - k, where the next
        step (graph 1 - k) reads it. The step launched ahead samples with counter + 1 (the scheduler
        advances a sequence's counter by one per token)."""
        st = self._step(1, 1)  # zero_copy (decode_tokens checked it)
        sampled = float(p.temperature) != 0.0
        mode = topk_op([p], self.vocab, self.registry) if sampled else "greedy"
        graphs, stg, ps = self._feed(st, mode)
        drv, s = self.driver, self.stream
        if self._stream_events is None:
            self._stream_events = (drv.event(timing=False), drv.event(timing=False))
        ev = self._stream_events
        pos, tok, table = w.start_pos, w.tokens[0], tuple(w.block_table)
        how = (mode, float(p.temperature), min(int(p.top_k), self.vocab), float(p.top_p), seed) if sampled else (mode,)
        a = self._ahead
        if a is not None and (a.seq_id, a.pos, a.token, table[:len(a.table)], a.sampling) != (
                w.seq_id, pos, tok, a.table, (*how, counter) if sampled else how):
            self.settle()
            a = None
        self._last_logits, self._device_rows = None, None
        self._last_step = st
        if a is None:
            if self._unsynced:
                drv.synchronize(s)
            k = 0
            self._fill_inputs(st, [(tok, pos, table)], [0], stg[k])
            if sampled:
                self._write_sample_rows(ps[k].host, [p], seed, [counter])
            drv.graph_launch(graphs[k], s)
            drv.record(ev[k], s)
            self.graph_replays += 1
        else:
            k = a.k  # this step is already running
            self.lookahead["used"] += 1
        self._ahead, nxt = None, None
        ahead_table = table
        nb = w.next_block
        if len(table) == (pos + 1) // 16 and nb is not None and 0 <= nb < self.kv_blocks and nb not in table:
            # position pos + 1 opens a block: the allocator's next block (free now) if it comes to this
            # sequence; if not, the step is discarded, and its row in that block is written before read by
            # whoever owns the block later (an owner writes every position before attending to it)
            ahead_table = (*table, nb)
        if (lookahead and pos + 1 < self.max_context and len(ahead_table) > (pos + 1) // 16
                and counter + 1 < 1 << 64):
            nxt = 1 - k  # staging nxt was last read by the step before this one, which has finished
            self._fill_inputs(st, [(0, pos + 1, ahead_table)], [0], stg[nxt], ids_too=False)
            if sampled:
                self._write_sample_rows(ps[nxt].host, [p], seed, [counter + 1])
            drv.graph_launch(graphs[nxt], s)
            drv.record(ev[nxt], s)
            self.graph_replays += 1
            self.lookahead["launched"] += 1
        self._unsynced = True
        drv.event_sync(ev[k])
        out = int(stg[1 - k].views["ids"][0])
        self.steps += 1
        self.device_samples += 1
        if nxt is not None:
            self._ahead = _Ahead(w.seq_id, out, pos + 1, ahead_table[:(pos + 1) // 16 + 1], nxt,
                                 (*how, counter + 1) if sampled else how)
        else:
            self._unsynced = False
        if out == RETRY_TOKEN and mode == "sample_topk":
            # sample_topk_f32 could not draw this row (a thread held five of the k best): discard the step
            # launched ahead (it embedded no token), run this step again (its kernels rewrite the same K/V
            # row and logits) and draw with sample_f32
            self.settle()
            self.steps -= 1
            self.device_samples -= 1
            self.sample_retries += 1
            self.forward([w])
            self._last_logits, self._device_rows = None, None
            return self._sample_device(1, [p], seed, [counter], op="sample")[0]
        try:
            return self._valid([out])[0]
        except ExecutorError:
            self.settle()  # the lookahead step embedded no token (a zero row): discard it
            raise

    def _write_sample_rows(self, h: dict[str, np.ndarray], params: list[SamplingParams], seed: int,
                           counters: list[int]) -> None:
        """Rows 0..n-1 of a parameter set sample with params[r] at (seed, counters[r]); the padding rows
        up to max_seqs are greedy with counter 0 (ignored)."""
        h["temps"][:] = 0.0
        h["top_ks"][:] = 0
        h["top_ps"][:] = 1.0
        h["seeds"][:] = np.uint64(int(seed))
        h["counters"][:] = 0
        for r, (p, c) in enumerate(zip(params, counters, strict=True)):
            h["temps"][r] = p.temperature
            h["top_ks"][r] = min(int(p.top_k), self.vocab)  # >= V means "off" in kernel and spec
            h["top_ps"][r] = p.top_p
            h["counters"][r] = np.uint64(int(c))

    def _feed(self, st: _Step, mode: str) -> tuple[tuple[Any, Any], tuple[_Staging, _Staging],
                                                   tuple[_SampleParams, _SampleParams] | None]:
        """The lookahead's two graphs for the batch-1 step: graph k = copy_u32 from staging k, the step's
        plan, then greedy_f32 (mode "greedy"), sample_f32 over max_seqs rows (mode "sample") or
        sample_topk_f32 over one row (mode "sample_topk") reading parameter set k, writing the token into
        staging 1 - k's ids (captured once, through the gate)."""
        if st.feed_stg is None:
            st.feed_stg = (st.staging, self._staging(1, 1, mapped=True))
        stg, ps = st.feed_stg, None
        if mode != "greedy" and st.feed_params is None:
            st.feed_params = (self._sample_params(mapped=True), self._sample_params(mapped=True))
        if mode != "greedy":
            ps = st.feed_params
        if mode not in st.feed:
            from backend.cuda.launcher import pack_args

            lay = step_inputs(1, 1, self.max_blocks)[0]
            ids_off = lay["ids"][0]
            if mode == "sample" and lay["positions"][0] - ids_off < 4 * self.max_seqs:
                # sample_f32 writes a token per row (max_seqs): they must stay in the ids section's padding
                raise ConfigError(f"the batch-1 staging's ids section holds {lay['positions'][0] - ids_off} bytes, "
                                  f"sample_f32 writes {4 * self.max_seqs}")
            copy = st.plan[0]
            graphs = []
            for k in (0, 1):
                first = _Launch(copy.desc, copy.config, pack_args(copy.desc, copy.config,
                                                                 {"src": stg[k].mapped, "dst": st.inputs}))
                if mode == "greedy":
                    last = self._sample_launch("greedy", 1, overlap=True, tokens=stg[1 - k].mapped.view(ids_off, 4))
                elif mode == "sample_topk":  # one row: its token is the next step's id
                    last = self._sample_launch("sample_topk", 1, tokens=stg[1 - k].mapped.view(ids_off, 4),
                                               params=ps[k].dev)
                else:  # one CTA per row, all max_seqs rows: the proved configuration _sample_device uses
                    last = self._sample_launch("sample", self.max_seqs,
                                               tokens=stg[1 - k].mapped.view(ids_off, 4 * self.max_seqs),
                                               params=ps[k].dev)
                launches = [first, *st.plan[1:], last]
                check_dependents(launches)
                with self.driver.capture(self.stream, self.gate) as cap:
                    for y in launches:
                        self.gate.launch(y.desc, y.config, y.args, self.stream)
                graphs.append(cap[0])
                self.driver.graph_upload(cap[0], self.stream)
            st.feed[mode] = (graphs[0], graphs[1])
        return st.feed[mode], stg, ps

    def _sample_params(self, mapped: bool) -> _SampleParams:
        """One parameter set for max_seqs rows, each section 256-byte aligned."""
        B = self.max_seqs
        dtypes = {"temps": np.float32, "top_ks": np.uint32, "top_ps": np.float32, "seeds": np.uint64,
                  "counters": np.uint64}
        layout, total = sections({k: B * np.dtype(t).itemsize for k, t in dtypes.items()})
        host, dev = self.driver.alloc_host_mapped(total) if mapped else (self.driver.alloc_host(total), None)
        return _SampleParams({k: host[o: o + n].view(dtypes[k]) for k, (o, n) in layout.items()},
                             None if dev is None else {k: dev.view(o, n) for k, (o, n) in layout.items()})

    def greedy_step(self, work: list[SeqWork]) -> list[int]:
        """forward + device greedy argmax (ties -> lowest index, as spec.sampling) for benchmarks/tests."""
        return self.decode_tokens(work, [SamplingParams()] * len(work), 0, [0] * len(work))

    # ------------------------------------------------------------------ checkpoints
    def _check_blocks(self, blocks: list[int]) -> None:
        if self.layout is None:
            raise ExecutorError("no KV allocation bound")
        for x in blocks:
            if not 0 <= x < self.layout.physical_blocks:
                raise ExecutorError(f"block {x} outside 0..{self.layout.physical_blocks - 1}")

    def read_kv_blocks(self, blocks: list[int]) -> bytes:
        """K plane then V plane; within a plane layer-major, then the blocks in the given order. Runs of
        consecutive block ids are consecutive pages of a (plane, layer): one asynchronous copy per run
        and (plane, layer) into pinned memory, ordered after the work on the stream, then one wait."""
        self._check_blocks(blocks)
        lay, ps, n = self.layout, self.layout.page_stride, len(blocks)
        runs, i = [], 0  # (index in blocks, first block id, count)
        while i < n:
            j = i + 1
            while j < n and blocks[j] == blocks[j - 1] + 1:
                j += 1
            runs.append((i, blocks[i], j - i))
            i = j
        total = 2 * lay.layers * n * ps
        if self._kv_host is None or self._kv_host.nbytes < total:
            self._kv_host = self.driver.alloc_host(max(total, 2 * lay.layers * 16 * ps))
        out, off = self._kv_host, 0
        for plane in (0, 1):
            for layer in range(lay.layers):
                for i, b, c in runs:
                    self.driver.dtoh(out[off + i * ps: off + (i + c) * ps], self.kv,
                                     lay.address(plane, layer, b, 0, 0, 0), stream=self.stream)
                off += n * ps
        self.driver.synchronize(self.stream)
        self._unsynced = False
        return out[:total].tobytes()

    def write_kv_blocks(self, blocks: list[int], data: bytes) -> None:
        self._check_blocks(blocks)
        lay = self.layout
        want = 2 * lay.layers * len(blocks) * lay.page_stride
        if len(data) != want:
            raise ExecutorError(f"write_kv_blocks: {len(data)} bytes, expected {want}")
        buf, i = np.frombuffer(data, dtype=np.uint8), 0
        self.settle()
        self.driver.synchronize(self.stream)
        for plane in (0, 1):
            for layer in range(lay.layers):
                for x in blocks:
                    self.driver.htod(self.kv, np.ascontiguousarray(buf[i:i + lay.page_stride]),
                                     lay.address(plane, layer, x, 0, 0, 0))
                    i += lay.page_stride

    # ------------------------------------------------------------------ reporting
    def summary(self) -> dict[str, Any]:
        lay = self.layout
        return {"executor": self.name, "device": self.driver.name, "steps_planned": [list(k) for k in sorted(self._steps)],
                "launches_per_step": {f"{T}x{S}": len(st.plan) for (T, S), st in sorted(self._steps.items())},
                "graph_replays": self.graph_replays, "sampling": self.sampling_path,
                "lookahead_steps": dict(self.lookahead),
                "device_samples": self.device_samples, "sample_retries": self.sample_retries,
                "kv_layout": None if lay is None else {"physical_blocks": lay.physical_blocks,
                                                       "total_bytes": lay.total_bytes,
                                                       "source": "the Engine's KVAllocator view"},
                "gate": self.gate.summary()}

    def close(self) -> None:
        """Destroy the captured graphs (the buffers stay with the driver)."""
        self.settle()
        for st in self._steps.values():
            for g in (st.graph, st.graph_greedy, *(g for pair in st.feed.values() for g in pair)):
                if g is not None:
                    self.driver.destroy_graph(g)
        self._steps.clear()
