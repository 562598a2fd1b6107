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
class _Step:
    """One (token rows, sequences) bucket: its input buffers, its plan and its CUDA graph."""

    rows: int
    seqs: int
    inputs: Any  # DeviceBuffer: ids | positions | slots | seq_lens | tables | last
    host: np.ndarray  # pinned staging, same layout (one host->device copy per step)
    views: dict[str, Any]
    host_views: dict[str, np.ndarray]
    plan: list[_Launch]
    graph: Any = None


def _align(n: int, a: int = 256) -> int:
    return -(-n // a) * a


class GpuExecutor:
    """Executor (backend/runtime/executor.py) for a Llama GGUF model on one GPU.

    ``physical_blocks`` is what the scheduler's KV allocator hands out; it must leave room for
    the sink blocks inside the profile's proved KV pool (``registry.Profile.physical_blocks``).
    """

    name = "gpu"

    def __init__(self, model: Any, physical_blocks: int, block_size: int = 16, *, driver: Any = None,
                 gate: Any = None, profile: str = "default", gemv_max_rows: int = 64, use_graphs: bool = True,
                 progress: Callable[[str], None] | None = None) -> None:
        from backend.cuda.driver import Driver
        from backend.cuda.gate import LaunchGate
        from backend.kernels.registry import PROFILES, REGISTRY
        from backend.runtime.kv import KVAllocator
        from spec.kv_layout import KVLayout

        t0 = time.perf_counter()
        self._say = progress or (lambda s: None)
        self.model = model
        cfg = self.config = model.config
        self.vocab = cfg.vocab
        self.registry = REGISTRY
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
        self.row_buckets = prof.row_buckets
        self.seq_buckets = prof.decode_buckets
        self.max_tokens = prof.max_rows
        self.max_seqs = max(self.seq_buckets)
        self.max_context = prof.max_context
        self.max_blocks = prof.max_blocks_per_seq
        self.gemv_max_rows = gemv_max_rows
        self.use_graphs = use_graphs
        prev, max_pad = 0, 0
        for b in self.row_buckets:
            max_pad, prev = max(max_pad, b - prev - 1), b
        self.sink_blocks = max(1, -(-max_pad // 16))
        self.user_blocks = prof.physical_blocks - self.sink_blocks
        if not 0 < physical_blocks <= self.user_blocks:
            raise ConfigError(f"physical_blocks={physical_blocks}: the proved configurations cover a KV pool of "
                              f"{prof.physical_blocks} blocks, {self.sink_blocks} of them reserved for padding "
                              f"rows; use 1..{self.user_blocks}")
        self.allowed_blocks = int(physical_blocks)
        self.layout = KVLayout(cfg.layers, prof.physical_blocks, block_size=16, kv_heads=cfg.kv_heads,
                               head_dim=cfg.head_dim, elem_bytes=2)
        self.kv_view = KVAllocator(self.layout).view()  # bases and strides from the allocator
        self.driver = driver or Driver()
        self.gate = gate or LaunchGate(self.driver)
        self.stream = self.driver.stream()
        self.sampling_path = "host: spec.sampling.sample_f32 on the device's logits (f16 widened exactly)"
        self._upload_weights()
        self._alloc_workspace()
        self._steps: dict[tuple[int, int], _Step] = {}
        self.steps = 0
        self.graph_replays = 0
        self.init_seconds = time.perf_counter() - t0

    # ------------------------------------------------------------------ set-up
    def _cfg(self, op: str, **shape: Any) -> tuple[Any, Any]:
        d = self.registry[KERNELS[op]]
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
        need_gemm = any(b > self.gemv_max_rows for b in self.row_buckets)

        def matrix(name: str, gemm: bool = True) -> DeviceWeight:
            info = tens[name]
            n, k = info.shape
            raw = drv.upload(np.ascontiguousarray(m.raw(name)))
            f16 = None
            if gemm and (need_gemm or f"gemv_{info.qtype}" not in KERNELS):
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
        self.w_embed = matrix("token_embd.weight", gemm=False)  # embedding rows + the GEMV output head
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
        if "output.weight" in tens:
            self.w_out = matrix("output.weight", gemm=False)
        else:
            self.w_out = self.w_embed
        if f"gemv_{self.w_out.qtype}" not in KERNELS:
            raise ConfigError(f"output head is {self.w_out.qtype}: no GEMV kernel for it")
        from spec.rope import rope_cos_sin

        c, s = rope_cos_sin(np.arange(self.max_context), cfg.rope_freq_base, cfg.rope_dim)
        self.rope_cos = drv.upload(np.ascontiguousarray(c, dtype=np.float32))
        self.rope_sin = drv.upload(np.ascontiguousarray(s, dtype=np.float32))
        self.kv = drv.alloc(self.layout.total_bytes)
        drv.memset8(self.kv, 0)
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
        self.ws = {"x": a(2 * T * D), "xn": a(2 * T * D), "q": a(2 * T * Q), "k": a(2 * T * KV),
                   "v": a(2 * T * KV), "att": a(2 * T * Q), "o": a(2 * T * D), "g": a(2 * T * F),
                   "u": a(2 * T * F), "act": a(2 * T * F), "last": a(2 * S * D), "last_n": a(2 * S * D),
                   "logits": a(2 * S * V)}
        self.logits_host = self.driver.alloc_host(2 * S * V).view(np.float16).reshape(S, V)

    # ------------------------------------------------------------------ planning
    def _linear(self, x: Any, w: DeviceWeight, y: Any, rows: int) -> _Launch:
        from backend.cuda.launcher import pack_args

        if rows <= self.gemv_max_rows and rows in self.seq_buckets and f"gemv_{w.qtype}" in KERNELS:
            d, c = self._cfg(f"gemv_{w.qtype}", M=rows, N=w.n, K=w.k)
            return _Launch(d, c, pack_args(d, c, {"x": x, "w": w.raw, "y": y}))
        if w.f16 is None:
            raise ConfigError(f"{w.name}: no f16 copy for GEMM at {rows} rows")
        d, c = self._cfg("gemm", M=rows, N=w.n, K=w.k)
        return _Launch(d, c, pack_args(d, c, {"A": x, "B": w.f16, "C": y}))

    def _plan(self, T: int, S: int, inp: dict[str, Any]) -> list[_Launch]:
        """Every launch of one step over T token rows and S sequences (both buckets), in order."""
        from backend.cuda.launcher import pack_args

        cfg, ws, kvv, prof = self.config, self.ws, self.kv_view, self.profile
        D, Hq, Hkv, Dh, F = cfg.hidden, cfg.heads, cfg.kv_heads, cfg.head_dim, cfg.ffn
        PB, L = self.layout.physical_blocks, cfg.layers
        plan: list[_Launch] = []

        def add(op: str, args: dict[str, Any], **shape: Any) -> None:
            d, c = self._cfg(op, **shape)
            plan.append(_Launch(d, c, pack_args(d, c, args)))

        add("embed_q8_0", {"table": self.w_embed.raw, "ids": inp["ids"], "out": ws["x"]}, T=T, D=D, V=cfg.vocab)
        for li, W in enumerate(self.layers):
            # the layer's KV view: K slice of this layer .. end of its V slice (bases from the allocator)
            kv_l = self.kv.view(kvv.k_base + li * kvv.layer_stride, kvv.plane_stride + kvv.layer_stride)
            add("rmsnorm", {"x": ws["x"], "w": W["attn_norm"], "y": ws["xn"]}, M=T, D=D, eps=cfg.rms_eps)
            plan.append(self._linear(ws["xn"], W["wq"], ws["q"], T))
            plan.append(self._linear(ws["xn"], W["wk"], ws["k"], T))
            plan.append(self._linear(ws["xn"], W["wv"], ws["v"], T))
            for buf, heads in ((ws["q"], Hq), (ws["k"], Hkv)):
                add("rope", {"x": buf, "positions": inp["positions"], "cos_tab": self.rope_cos,
                             "sin_tab": self.rope_sin}, T=T, heads=heads, head_dim=Dh, rope_dim=cfg.rope_dim,
                    positions=self.max_context)
            add("kv_write", {"kv": kv_l, "k": ws["k"], "v": ws["v"], "slots": inp["slots"]},
                T=T, layers=L, physical_blocks=PB, kv_heads=Hkv, head_dim=Dh)
            add("attention", {"q": ws["q"], "kv": kv_l, "block_tables": inp["tables"], "seq_lens": inp["seq_lens"],
                              "out": ws["att"]},
                R=T, q_heads=Hq, kv_heads=Hkv, max_context=prof.max_context, layers=L, physical_blocks=PB,
                head_dim=Dh)
            plan.append(self._linear(ws["att"], W["wo"], ws["o"], T))
            add("residual_inplace", {"x": ws["x"], "y": ws["o"]}, n=T * D)
            add("rmsnorm", {"x": ws["x"], "w": W["ffn_norm"], "y": ws["xn"]}, M=T, D=D, eps=cfg.rms_eps)
            plan.append(self._linear(ws["xn"], W["w_gate"], ws["g"], T))
            plan.append(self._linear(ws["xn"], W["w_up"], ws["u"], T))
            add("swiglu", {"gate": ws["g"], "up": ws["u"], "out": ws["act"]}, n=T * F)
            plan.append(self._linear(ws["act"], W["w_down"], ws["o"], T))
            add("residual_inplace", {"x": ws["x"], "y": ws["o"]}, n=T * D)
        # last-token row of each sequence -> final norm -> output head (GEMV on the Q8_0 blocks)
        add("gather", {"x": ws["x"], "idx": inp["last"], "out": ws["last"]}, n_out=S, rows_in=prof.max_rows, D=D)
        add("rmsnorm", {"x": ws["last"], "w": self.w_norm, "y": ws["last_n"]}, M=S, D=D, eps=cfg.rms_eps)
        d, c = self._cfg(f"gemv_{self.w_out.qtype}", M=S, N=self.w_out.n, K=self.w_out.k)
        plan.append(_Launch(d, c, pack_args(d, c, {"x": ws["last_n"], "w": self.w_out.raw, "y": ws["logits"]})))
        return plan

    def _step(self, T: int, S: int) -> _Step:
        st = self._steps.get((T, S))
        if st is not None:
            return st
        self._say(f"planning the step of {T} token rows / {S} sequences")
        sizes = {"ids": 4 * T, "positions": 4 * T, "slots": 4 * T, "seq_lens": 4 * T,
                 "tables": 4 * T * self.max_blocks, "last": 4 * S}
        offs, off = {}, 0
        for k, n in sizes.items():
            offs[k] = off
            off += _align(n)
        inputs = self.driver.alloc(off)
        host = self.driver.alloc_host(off)
        views = {k: inputs.view(offs[k], sizes[k]) for k in sizes}
        hv = {k: host[offs[k]: offs[k] + sizes[k]].view(np.uint32) for k in sizes}
        hv["tables"] = hv["tables"].reshape(T, self.max_blocks)
        plan = self._plan(T, S, views)
        st = _Step(T, S, inputs, host, views, hv, plan)
        self._fill_inputs(st, [], [])  # legal inputs before anything can run
        self.driver.htod(st.inputs, st.host, stream=self.stream)
        if self.use_graphs:
            with self.driver.capture(self.stream, self.gate) as graphs:
                for x in plan:
                    self.gate.launch(x.desc, x.config, x.args, self.stream)
            st.graph = graphs[0]
            self.driver.graph_upload(st.graph, self.stream)
        self._steps[(T, S)] = st
        return st

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
    def _fill_inputs(self, st: _Step, rows: list[tuple[int, int, tuple[int, ...]]], last: list[int]) -> None:
        """rows: (token id, position, block table) per real token row; last: the row of each sequence's
        last token. Padding rows write K/V to distinct slots of the sink blocks and attend only to
        what they wrote; padding sequences gather row 0."""
        T, hv, bs = st.rows, st.host_views, 16
        sink0 = self.user_blocks
        n = len(rows)
        for i, (tok, pos, table) in enumerate(rows):
            hv["ids"][i] = tok
            hv["positions"][i] = pos
            hv["slots"][i] = table[pos // bs] * bs + pos % bs
            hv["seq_lens"][i] = pos + 1
            t = hv["tables"][i]
            nb = min(len(table), self.max_blocks)
            t[:nb] = table[:nb]
            t[nb:] = sink0
        for j in range(T - n):
            i = n + j
            blk, off = sink0 + j // bs, j % bs
            hv["ids"][i] = 0
            hv["positions"][i] = off
            hv["slots"][i] = blk * bs + off
            hv["seq_lens"][i] = off + 1
            hv["tables"][i][:] = blk
        hv["last"][: len(last)] = last
        hv["last"][len(last):] = 0

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
                                    f"({self.max_context}, the proved attention configurations' max_context)")
            if any(not 0 <= t < cfg.vocab for t in w.tokens):
                raise ExecutorError(f"seq {w.seq_id}: token id outside the vocabulary")
            need = -(-end // 16)
            if len(w.block_table) < need:
                raise ExecutorError(f"seq {w.seq_id}: block table has {len(w.block_table)} blocks, needs {need}")
            if any(not 0 <= x < self.allowed_blocks for x in w.block_table[:need]):
                raise ExecutorError(f"seq {w.seq_id}: block id outside 0..{self.allowed_blocks - 1}")

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
        # passes of at most max_tokens rows and max_seqs sequences; a sequence whose tokens do not
        # fit is continued in the next pass (chunked prefill keeps causality: a chunk's K/V is in
        # the cache before the next chunk attends to it)
        out = np.empty((len(work), self.vocab), dtype=np.float32)
        pending = [(i, w, 0) for i, w in enumerate(work)]
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
            self._run(rows, [r for _, r in finishing])
            for k, (i, _) in enumerate(finishing):
                out[i] = self.logits_host[k].astype(np.float32)  # exact widening of the f16 logits
            pending = nxt
        self.steps += 1
        return out

    def _run(self, rows: list[tuple[int, int, tuple[int, ...]]], last: list[int]) -> None:
        T = next(b for b in self.row_buckets if b >= len(rows))
        S = next(b for b in self.seq_buckets if b >= max(len(last), 1))
        st = self._step(T, S)
        self._fill_inputs(st, rows, last)
        drv, s = self.driver, self.stream
        drv.htod(st.inputs, st.host, stream=s)
        if st.graph is not None:
            drv.graph_launch(st.graph, s)
            self.graph_replays += 1
        else:
            for x in st.plan:
                self.gate.launch(x.desc, x.config, x.args, s)
        if last:
            drv.dtoh(self.logits_host[: len(last)], self.ws["logits"], stream=s)
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
            if not 0 <= x < self.allowed_blocks:
                raise ExecutorError(f"block {x} outside 0..{self.allowed_blocks - 1}")

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
        return {"executor": self.name, "device": self.driver.name, "steps_planned": [list(k) for k in sorted(self._steps)],
                "launches_per_step": {f"{T}x{S}": len(st.plan) for (T, S), st in sorted(self._steps.items())},
                "graph_replays": self.graph_replays, "sampling": self.sampling_path,
                "kv_layout": {"physical_blocks": self.layout.physical_blocks, "user_blocks": self.user_blocks,
                              "sink_blocks": self.sink_blocks, "total_bytes": self.layout.total_bytes},
                "gate": self.gate.summary()}

    def close(self) -> None:
        for st in self._steps.values():
            if st.graph is not None:
                self.driver.destroy_graph(st.graph)
        self._steps.clear()
