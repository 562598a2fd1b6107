"""GpuExecutor: the Llama forward pass on the GPU, every kernel launch through the launch gate.

Why this shape:
* Weights are uploaded once, as the GGUF stores them: Q4_1/Q8_0 blocks go to the native
  quantised GEMV kernels untouched; for GEMM (many rows) a proved dequantisation kernel makes
  an f16 copy on the device; F32 norms are copied directly (the norm kernel declares F32).
* The KV cache is one device allocation laid out by spec.kv_layout.KVLayout; strides and
  bases come from ``KVAllocator(layout).view()`` (the runtime's allocator), never from here.
  The allocation holds the scheduler's ``physical_blocks`` blocks plus ``sink_blocks`` more
  (ids physical_blocks..): padded rows of a bucket write their K/V there, at distinct slots,
  so padding never touches a sequence's cache and the "distinct slots" assumption holds.
* Every step is planned per token bucket (1, 2, 4, ... tokens): the plan is a list of
  (descriptor, LaunchConfig from the descriptor's family, PackedArgs) built once; the gate
  admits each configuration while planning, so a shape with no proved configuration fails
  before anything is launched. The plan is captured as a CUDA graph once per bucket
  (through the gate) and replayed: one host->device copy of the step's inputs, one graph
  launch, one device->host copy of the logits rows and one stream sync per step.
* Sampling: device sampling kernels are used when the registry has them (see ``sample``);
  otherwise the spec's sampler runs on the host on the logits the device produced (stated in
  ``sampling_path``), which is exact for the same logits by construction.
"""

from __future__ import annotations

import inspect
import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from backend.runtime.executor import ExecutorError, SamplingParams, SeqWork
from fltc.errors import ConfigError, FltcError

# Operation -> registry kernel name (backend/kernels/registry.py).
KERNELS = {
    "embed_q8_0": "embedding_q8_0",
    "rmsnorm": "rmsnorm_f16",
    "gemv_Q4_1": "gemv_q4_1",
    "gemv_Q8_0": "gemv_q8_0",
    "gemm": "gemm_f16",
    "rope": "rope_f16",
    "kv_write": "kv_write_f16",
    "attention": "paged_attention_f16",
    "swiglu": "swiglu_f16",
    "residual_inplace": "residual_add_inplace_f16",
    "gather": "gather_rows_f16",
    "dequant_Q4_0": "dequant_q4_0",
    "dequant_Q4_1": "dequant_q4_1",
    "dequant_Q8_0": "dequant_q8_0",
    "dequant_Q4_K": "dequant_q4_k",
    "dequant_Q6_K": "dequant_q6_k",
}
QUANT_BLOCK = {"Q4_0": (32, 18), "Q4_1": (32, 20), "Q8_0": (32, 34), "Q4_K": (256, 144), "Q6_K": (256, 210)}


def family_config(desc: Any, **shape: Any) -> Any:
    """desc.config(**shape) with a message naming the family's signature when the shape is wrong."""
    try:
        return desc.config(**shape)
    except (TypeError, ValueError) as exc:
        raise ConfigError(f"{desc.name}: launch family{inspect.signature(desc.family)} refuses {shape}: {exc}") from exc


@dataclass(frozen=True)
class DeviceWeight:
    """One matrix on the device: the GGUF blocks as-is, plus an f16 copy when GEMM needs it."""

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
class _Bucket:
    tokens: int
    inputs: Any  # DeviceBuffer: ids | positions | slots | seq_lens | tables
    host: np.ndarray  # pinned staging of the same layout
    views: dict[str, Any]
    host_views: dict[str, np.ndarray]
    plan: list[_Launch]
    graph: Any = None


def _align(n: int, a: int = 256) -> int:
    return -(-n // a) * a


class GpuExecutor:
    """Executor (backend/runtime/executor.py) for a Llama GGUF model on one GPU."""

    name = "gpu"

    def __init__(self, model: Any, physical_blocks: int, block_size: int = 16, *, driver: Any = None,
                 gate: Any = None, buckets: Sequence[int] = DEFAULT_BUCKETS, max_context: int | None = None,
                 gemv_max_rows: int = 16, use_graphs: bool = True, registry: dict[str, Any] | None = None,
                 progress: Callable[[str], None] | None = None) -> None:
        from backend.cuda.driver import Driver
        from backend.cuda.gate import LaunchGate
        from backend.runtime.kv import KVAllocator
        from spec.kv_layout import KVLayout

        t0 = time.perf_counter()
        self._say = progress or (lambda s: None)
        self.model = model
        cfg = self.config = model.config
        self.vocab = cfg.vocab
        if block_size != 16:
            raise ConfigError("the attention kernels fix the KV block size at 16")
        if cfg.head_dim != 64:
            raise ConfigError(f"the attention kernel is written for head_dim 64, the model has {cfg.head_dim}")
        self.buckets = tuple(sorted(set(int(b) for b in buckets)))
        self.max_tokens = self.buckets[-1]
        self.max_context = int(max_context or min(cfg.context_length, 2048))
        if self.max_context % 32 or self.max_context > 2048:
            raise ConfigError(f"max_context {self.max_context} must be a multiple of 32 and <= 2048 "
                              "(the attention kernel's shared-memory score buffer)")
        self.max_blocks = self.max_context // 16
        self.gemv_max_rows = gemv_max_rows
        self.use_graphs = use_graphs
        self._registry = registry
        prev = 0
        max_pad = 0
        for b in self.buckets:
            max_pad = max(max_pad, b - prev - 1)
            prev = b
        self.user_blocks = int(physical_blocks)
        self.sink_blocks = max(1, -(-max_pad // 16))
        self.layout = KVLayout(cfg.layers, self.user_blocks + self.sink_blocks, block_size=16,
                               kv_heads=cfg.kv_heads, head_dim=cfg.head_dim, elem_bytes=2)
        self.kv_view = KVAllocator(self.layout).view()  # bases and strides from the allocator
        self.driver = driver or Driver()
        self.gate = gate or LaunchGate(self.driver)
        self.stream = self.driver.stream()
        self.sampling_path = "host: spec.sampling.sample_f32 on the device's logits (f16 widened exactly)"
        self._d = {op: self._desc(op) for op in ("embed_q8_0", "rmsnorm", "rope", "kv_write", "attention",
                                                  "swiglu", "residual_inplace")}
        self._upload_weights()
        self._alloc_workspace()
        self._buckets: dict[int, _Bucket] = {}
        self.steps = 0
        self.graph_replays = 0
        self.init_seconds = time.perf_counter() - t0

    # ------------------------------------------------------------------ set-up
    def _desc(self, op: str) -> Any:
        return find_descriptor(ENTRIES[op], self._registry)

    def _cfg(self, op: str, **shape: Any) -> tuple[Any, Any]:
        d = self._desc(op)
        c = family_config(d, **shape)
        self.gate.admit(d, c)  # fail now, clearly, if this shape has no proved configuration
        return d, c

    def _launch_now(self, op: str, args: dict[str, Any], **shape: Any) -> None:
        from backend.cuda.launcher import pack_args

        d, c = self._cfg(op, **shape)
        self.gate.launch(d, c, pack_args(d, c, args), self.stream)

    def _upload_weights(self) -> None:
        cfg, m, drv = self.config, self.model, self.driver
        self._say("uploading weights")
        tens = m.tensors
        need_gemm = any(b > self.gemv_max_rows for b in self.buckets)

        def matrix(name: str) -> DeviceWeight:
            info = tens[name]
            n, k = info.shape
            raw = drv.upload(np.ascontiguousarray(m.raw(name)))
            gemv_ok = f"gemv_{info.qtype}" in ENTRIES
            f16 = None
            if need_gemm or not gemv_ok:
                f16 = self._dequant(info.qtype, raw, n * k, name)
            return DeviceWeight(name, info.qtype, n, k, raw, f16)

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
        self.w_embed = matrix("token_embd.weight")
        self.layers = []
        for i in range(cfg.layers):
            b = f"blk.{i}."
            self.layers.append({
                "attn_norm": vector_f32(b + "attn_norm.weight"), "ffn_norm": vector_f32(b + "ffn_norm.weight"),
                "wq": matrix(b + "attn_q.weight"), "wk": matrix(b + "attn_k.weight"),
                "wv": matrix(b + "attn_v.weight"), "wo": matrix(b + "attn_output.weight"),
                "w_gate": matrix(b + "ffn_gate.weight"), "w_up": matrix(b + "ffn_up.weight"),
                "w_down": matrix(b + "ffn_down.weight")})
            self._say(f"layer {i + 1}/{cfg.layers} uploaded")
        self.w_norm = vector_f32("output_norm.weight")
        self.w_out = self.w_embed if "output.weight" not in tens else matrix("output.weight")
        from spec.rope import rope_cos_sin

        c, s = rope_cos_sin(np.arange(self.max_context), cfg.rope_freq_base, cfg.rope_dim)
        self.rope_cos = drv.upload(np.ascontiguousarray(c, dtype=np.float32))
        self.rope_sin = drv.upload(np.ascontiguousarray(s, dtype=np.float32))
        self.kv = drv.alloc(self.layout.total_bytes)
        drv.memset8(self.kv, 0)
        drv.synchronize(self.stream)
        drv.synchronize()

    def _dequant(self, qtype: str, raw: Any, n: int, name: str) -> Any:
        if qtype not in QUANT_BLOCK or f"dequant_{qtype}" not in ENTRIES:
            raise ConfigError(f"{name}: {qtype} has no proved dequantisation kernel")
        out = self.driver.alloc(2 * n)
        self._launch_now(f"dequant_{qtype}", {"src": raw, "dst": out}, n=n, N=n)
        return out

    def _alloc_workspace(self) -> None:
        cfg, T = self.config, self.max_tokens
        D, Q, KV, F, V = cfg.hidden, cfg.q_dim, cfg.kv_dim, cfg.ffn, cfg.vocab
        a = self.driver.alloc
        self.ws = {"x": a(2 * T * D), "xn": a(2 * T * D), "q": a(2 * T * Q), "k": a(2 * T * KV),
                   "v": a(2 * T * KV), "att": a(2 * T * Q), "o": a(2 * T * D), "g": a(2 * T * F),
                   "u": a(2 * T * F), "act": a(2 * T * F), "logits": a(2 * T * V)}
        self.logits_host = self.driver.alloc_host(2 * T * V).view(np.float16).reshape(T, V)

    # ------------------------------------------------------------------ planning
    def _linear(self, x: Any, w: DeviceWeight, y: Any, rows: int) -> _Launch:
        from backend.cuda.launcher import pack_args

        if rows <= self.gemv_max_rows and f"gemv_{w.qtype}" in ENTRIES:
            d, c = self._cfg(f"gemv_{w.qtype}", M=rows, N=w.n, K=w.k)
            return _Launch(d, c, pack_args(d, c, {"x": x, "w": w.raw, "y": y}))
        if w.f16 is None:
            raise ConfigError(f"{w.name}: no f16 copy for GEMM at {rows} rows")
        d, c = self._cfg("gemm", M=rows, N=w.n, K=w.k)
        return _Launch(d, c, pack_args(d, c, {"A": x, "B": w.f16, "C": y}))

    def _plan(self, T: int, inp: dict[str, Any]) -> list[_Launch]:
        """Every launch of one step over T token rows (a bucket), in order."""
        from backend.cuda.launcher import pack_args

        cfg, ws, kvv = self.config, self.ws, self.kv_view
        D, Hq, Hkv, Dh, F = cfg.hidden, cfg.heads, cfg.kv_heads, cfg.head_dim, cfg.ffn
        P = self.layout.physical_blocks
        plan: list[_Launch] = []

        def add(op: str, args: dict[str, Any], **shape: Any) -> None:
            d, c = self._cfg(op, **shape)
            plan.append(_Launch(d, c, pack_args(d, c, args)))

        common = dict(T=T, rows=T, R=T, M=T, tokens=T, D=D, hidden=D, vocab=cfg.vocab, V=cfg.vocab,
                      physical_blocks=P, layers=cfg.layers, max_context=self.max_context,
                      max_blocks=self.max_blocks, max_pos=self.max_context)
        add("embed_q8_0", {"table": self.w_embed.raw, "ids": inp["ids"], "out": ws["x"]}, **common)
        scale = 1.0 / math.sqrt(Dh)
        for li, L in enumerate(self.layers):
            add("rmsnorm", {"x": ws["x"], "w": L["attn_norm"], "y": ws["xn"]}, eps=cfg.rms_eps, **common)
            plan.append(self._linear(ws["xn"], L["wq"], ws["q"], T))
            plan.append(self._linear(ws["xn"], L["wk"], ws["k"], T))
            plan.append(self._linear(ws["xn"], L["wv"], ws["v"], T))
            for buf, heads in ((ws["q"], Hq), (ws["k"], Hkv)):
                add("rope", {"x": buf, "positions": inp["positions"], "cos_tab": self.rope_cos,
                             "sin_tab": self.rope_sin}, heads=heads, head_dim=Dh, rope_dim=cfg.rope_dim,
                    half_rope=cfg.rope_dim // 2, freq_base=cfg.rope_freq_base, **common)
            add("kv_write", {"kv": self.kv, "k": ws["k"], "v": ws["v"], "slots": inp["slots"]},
                row_elems=Hkv * Dh, kv_heads=Hkv, head_dim=Dh, layer=li, token_stride=kvv.token_stride,
                page_stride=kvv.page_stride, layer_stride=kvv.layer_stride, plane_stride=kvv.plane_stride,
                layout=self.layout, kv_view=kvv, **common)
            add("attention", {"q": ws["q"], "kv": self.kv, "block_tables": inp["tables"],
                              "seq_lens": inp["seq_lens"], "out": ws["att"]},
                q_heads=Hq, heads=Hq, kv_heads=Hkv, group=Hq // Hkv, head_dim=Dh, layer=li, scale=scale,
                token_stride=kvv.token_stride, page_stride=kvv.page_stride, layer_stride=kvv.layer_stride,
                plane_stride=kvv.plane_stride, layout=self.layout, kv_view=kvv, **common)
            plan.append(self._linear(ws["att"], L["wo"], ws["o"], T))
            add("residual_inplace", {"x": ws["x"], "y": ws["o"]}, n=T * D, **common)
            add("rmsnorm", {"x": ws["x"], "w": L["ffn_norm"], "y": ws["xn"]}, eps=cfg.rms_eps, **common)
            plan.append(self._linear(ws["xn"], L["w_gate"], ws["g"], T))
            plan.append(self._linear(ws["xn"], L["w_up"], ws["u"], T))
            add("swiglu", {"gate": ws["g"], "up": ws["u"], "out": ws["act"]}, n=T * F, **common)
            plan.append(self._linear(ws["act"], L["w_down"], ws["o"], T))
            add("residual_inplace", {"x": ws["x"], "y": ws["o"]}, n=T * D, **common)
        add("rmsnorm", {"x": ws["x"], "w": self.w_norm, "y": ws["xn"]}, eps=cfg.rms_eps, **common)
        plan.append(self._linear(ws["xn"], self.w_out, ws["logits"], T))
        return plan

    def _bucket(self, T: int) -> _Bucket:
        b = self._buckets.get(T)
        if b is not None:
            return b
        self._say(f"planning the {T}-token step")
        sizes = {"ids": 4 * T, "positions": 4 * T, "slots": 4 * T, "seq_lens": 4 * T,
                 "tables": 4 * T * self.max_blocks}
        offs, off = {}, 0
        for k, n in sizes.items():
            offs[k] = off
            off += _align(n)
        inputs = self.driver.alloc(off)
        host = self.driver.alloc_host(off)
        views = {k: inputs.view(offs[k], sizes[k]) for k in sizes}
        hv = {k: host[offs[k]: offs[k] + sizes[k]].view(np.uint32) for k in sizes}
        hv["tables"] = hv["tables"].reshape(T, self.max_blocks)
        plan = self._plan(T, views)
        b = _Bucket(T, inputs, host, views, hv, plan)
        if self.use_graphs:
            # fill legal inputs first: capture does not execute, but the first replay must be valid
            self._fill_inputs(b, [])
            self.driver.htod(b.inputs, b.host, stream=self.stream)
            with self.driver.capture(self.stream, self.gate) as graphs:
                for launch in plan:
                    self.gate.launch(launch.desc, launch.config, launch.args, self.stream)
            b.graph = graphs[0]
            self.driver.graph_upload(b.graph, self.stream)
        self._buckets[T] = b
        return b

    def warmup(self, buckets: Sequence[int] | None = None) -> float:
        """Plan and capture the given buckets (all by default) ahead of time; returns seconds."""
        t0 = time.perf_counter()
        for T in buckets or self.buckets:
            self._bucket(T)
        self.driver.synchronize(self.stream)
        return time.perf_counter() - t0

    def planned_launches(self, T: int) -> list[tuple[str, str, str]]:
        """(kernel, label, config_key) of every launch in the T-token step (after planning)."""
        return [(x.desc.name, x.config.label, x.config.key()) for x in self._bucket(T).plan]

    # ------------------------------------------------------------------ step inputs
    def _fill_inputs(self, b: _Bucket, rows: list[tuple[int, int, tuple[int, ...]]]) -> None:
        """rows: (token id, position, block table) per real token; the rest are padding rows that
        write to distinct slots of the sink blocks and attend only to themselves."""
        T, hv, bs = b.tokens, b.host_views, 16
        sink0 = self.user_blocks
        n = len(rows)
        for i, (tok, pos, table) in enumerate(rows):
            hv["ids"][i] = tok
            hv["positions"][i] = pos
            hv["slots"][i] = table[pos // bs] * bs + pos % bs
            hv["seq_lens"][i] = pos + 1
            t = hv["tables"][i]
            t[: len(table)] = table
            t[len(table):] = sink0
        for j in range(T - n):
            i = n + j
            blk, off = sink0 + j // bs, j % bs
            hv["ids"][i] = 0
            hv["positions"][i] = off
            hv["slots"][i] = blk * bs + off
            hv["seq_lens"][i] = off + 1
            hv["tables"][i][:] = blk

    def _check(self, work: list[SeqWork]) -> None:
        cfg = self.config
        if not work:
            raise ExecutorError("forward: empty work list")
        for w in work:
            if not w.tokens:
                raise ExecutorError(f"seq {w.seq_id}: no tokens")
            end = w.start_pos + len(w.tokens)
            if w.start_pos < 0 or end > self.max_context:
                raise ExecutorError(f"seq {w.seq_id}: positions up to {end - 1} exceed the GPU context "
                                    f"({self.max_context}; the proved attention configurations' max_context)")
            if any(not 0 <= t < cfg.vocab for t in w.tokens):
                raise ExecutorError(f"seq {w.seq_id}: token id outside the vocabulary")
            need = -(-end // 16)
            if len(w.block_table) < need:
                raise ExecutorError(f"seq {w.seq_id}: block table has {len(w.block_table)} blocks, needs {need}")
            if any(not 0 <= x < self.user_blocks for x in w.block_table[:need]):
                raise ExecutorError(f"seq {w.seq_id}: block id outside 0..{self.user_blocks - 1}")

    # ------------------------------------------------------------------ Executor API
    def forward(self, work: list[SeqWork]) -> np.ndarray:
        """Prefill/decode every entry (K/V written in place); f32 logits [len(work), vocab]."""
        self._check(work)
        try:
            return self._forward(work)
        except FltcError:
            raise
        except Exception as exc:
            raise ExecutorError(f"gpu forward failed: {type(exc).__name__}: {exc}") from exc

    def _forward(self, work: list[SeqWork]) -> np.ndarray:
        # split into passes of at most max_tokens tokens (chunked prefill keeps causality: each
        # chunk's K/V is in the cache before the next chunk attends to it)
        out = np.empty((len(work), self.vocab), dtype=np.float32)
        pending = [(i, w, 0) for i, w in enumerate(work)]
        while pending:
            rows: list[tuple[int, int, tuple[int, ...]]] = []
            last_row: dict[int, int] = {}
            nxt = []
            budget = self.max_tokens
            for i, w, done in pending:
                take = min(len(w.tokens) - done, budget)
                if take <= 0:
                    nxt.append((i, w, done))
                    continue
                table = tuple(w.block_table)
                for j in range(done, done + take):
                    rows.append((w.tokens[j], w.start_pos + j, table))
                budget -= take
                if done + take == len(w.tokens):
                    last_row[i] = len(rows) - 1
                else:
                    nxt.append((i, w, done + take))
            self._run(rows)
            for i, r in last_row.items():
                out[i] = self.logits_host[r].astype(np.float32)  # exact widening of the f16 logits
            pending = nxt
        self.steps += 1
        return out

    def _run(self, rows: list[tuple[int, int, tuple[int, ...]]]) -> None:
        n = len(rows)
        T = next(b for b in self.buckets if b >= n)
        b = self._bucket(T)
        self._fill_inputs(b, rows)
        drv, s = self.driver, self.stream
        drv.htod(b.inputs, b.host, stream=s)
        if b.graph is not None:
            drv.graph_launch(b.graph, s)
            self.graph_replays += 1
        else:
            for x in b.plan:
                self.gate.launch(x.desc, x.config, x.args, s)
        drv.dtoh(self.logits_host[:n], self.ws["logits"], stream=s)
        drv.synchronize(s)

    def sample(self, logits: np.ndarray, params: list[SamplingParams], seed: int,
               counters: list[int]) -> list[int]:
        from spec.sampling import sample_f32

        if len(params) != len(logits) or len(counters) != len(logits):
            raise ExecutorError("sample: logits, params and counters differ in length")
        return [int(sample_f32(np.asarray(r, dtype=np.float32), p.temperature, p.top_k, p.top_p, seed, c))
                for r, p, c in zip(logits, params, counters, strict=True)]

    def greedy_step(self, work: list[SeqWork]) -> list[int]:
        """forward + greedy argmax (ties -> lowest index, as spec.sampling) for benchmarks/tests."""
        logits = self.forward(work)
        return [int(np.argmax(r)) for r in logits]

    # ------------------------------------------------------------------ checkpoints
    def _check_blocks(self, blocks: list[int]) -> None:
        for x in blocks:
            if not 0 <= x < self.user_blocks:
                raise ExecutorError(f"block {x} outside 0..{self.user_blocks - 1}")

    def read_kv_blocks(self, blocks: list[int]) -> bytes:
        """K plane then V plane; within a plane layer-major, then the blocks in the given order."""
        self._check_blocks(blocks)
        lay = self.layout
        self.driver.synchronize(self.stream)
        page = np.empty(lay.page_stride, dtype=np.uint8)
        parts = []
        for plane in (0, 1):
            for layer in range(lay.layers):
                for x in blocks:
                    self.driver.dtoh(page, self.kv, lay.address(plane, layer, x, 0, 0, 0))
                    parts.append(page.tobytes())
        return b"".join(parts)

    def write_kv_blocks(self, blocks: list[int], data: bytes) -> None:
        self._check_blocks(blocks)
        lay = self.layout
        want = 2 * lay.layers * len(blocks) * lay.page_stride
        if len(data) != want:
            raise ExecutorError(f"write_kv_blocks: {len(data)} bytes, expected {want}")
        buf, i = np.frombuffer(data, dtype=np.uint8), 0
        self.driver.synchronize(self.stream)
        for plane in (0, 1):
            for layer in range(lay.layers):
                for x in blocks:
                    self.driver.htod(self.kv, np.ascontiguousarray(buf[i:i + lay.page_stride]),
                                     lay.address(plane, layer, x, 0, 0, 0))
                    i += lay.page_stride

    # ------------------------------------------------------------------ reporting
    def summary(self) -> dict[str, Any]:
        return {"executor": self.name, "device": self.driver.name, "buckets_planned": sorted(self._buckets),
                "launches_per_step": {T: len(b.plan) for T, b in sorted(self._buckets.items())},
                "graph_replays": self.graph_replays, "sampling": self.sampling_path,
                "kv_layout": {"physical_blocks": self.layout.physical_blocks, "user_blocks": self.user_blocks,
                              "sink_blocks": self.sink_blocks, "total_bytes": self.layout.total_bytes},
                "gate": self.gate.summary()}

    def close(self) -> None:
        for b in self._buckets.values():
            if b.graph is not None:
                self.driver.destroy_graph(b.graph)
        self._buckets.clear()
