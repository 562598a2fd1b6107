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
  before anything is launched. A family's configuration depends on the shape alone, so each
  (kernel, shape) is built and admitted once and shared by every launch and step that has it: a new
  batch size costs its argument packing (~60 ms on a 2-core CPU with the fake driver; was
  200-350). ``warm_step`` / ``serve_shapes`` plan and capture ahead (fltc serve does it while
  idle). The plan is captured as a CUDA graph once per shape (through the gate) and replayed:
  one host->device copy of the step's inputs, one graph launch, one device->host copy of the
  f32 logits rows and one stream sync per step. Per decode step:
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

Where the jobs live (this class is the facade; each part is a mixin it inherits):
backend/cuda/step_plan.py (the launch plan of a step, its staging and inputs; ``_attention`` is the
one attention launch), backend/cuda/graphs.py (capture/replay, the greedy graph, the batch-1
lookahead), backend/cuda/device_sampling.py (sample, topk_op, the per-row parameters),
backend/cuda/kv_io.py (bind_kv, read/write_kv_blocks). This file: set-up (weights, workspace),
forward / decode_tokens, and the summary.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import numpy as np

from backend.cuda import keeps
from backend.cuda.device_sampling import (  # noqa: F401 - re-exported: the executor's public names
    INVALID_TOKEN,
    RETRY_TOKEN,
    SAMPLE_TOPK_MAX,
    DeviceSampling,
    _SampleParams,
    topk_op,
)
from backend.cuda.graphs import StepGraphs, _Ahead  # noqa: F401 - re-exported
from backend.cuda.kv_io import KVIO
from backend.cuda.step_plan import (  # noqa: F401 - re-exported
    KERNELS,
    QUANT_BLOCK,
    DeviceWeight,
    StepPlanner,
    _Launch,
    _Staging,
    _Step,
    check_dependents,
    family_config,
)
from backend.kernels.attention_plan import workspace_bytes
from backend.kernels.model_profile import resolve_profile
from backend.kernels.registry import PROFILES, REGISTRY, Profile
from backend.runtime.executor import ExecutorError, SamplingParams, SeqWork
from fltc.errors import ConfigError, FltcError


class GpuExecutor(StepPlanner, StepGraphs, DeviceSampling, KVIO):
    """Executor + EngineBinding (backend/runtime/executor.py) for a Llama GGUF model on one GPU.

    ``physical_blocks``: None when an Engine binds the KV allocation (``bind_kv``); an int to
    bind a private allocator's view now (benchmarks, tests); either way the pool must be the
    proved one, ``kv_blocks`` blocks.
    """

    name = "gpu"

    def __init__(self, model: Any, physical_blocks: int | None = None, block_size: int = 16, *,
                 driver: Any = None, gate: Any = None, profile: str | Profile | None = None,
                 use_graphs: bool = True, progress: Callable[[str], None] | None = None) -> None:
        from backend.cuda.driver import Driver
        from backend.cuda.gate import LaunchGate
        t0 = time.perf_counter()
        # seconds of each part of the start-up (fltc run's summary.json timing, bench_decode's fltc_run rows)
        self.startup_phases: dict[str, float] = dict.fromkeys(
            ("driver_context", "gate_startup", "weight_repack", "weight_upload", "workspace"), 0.0)
        self._say = progress or (lambda s: None)
        self._bar = progress is not None  # the upload's one tqdm line (terminal only); off when silent
        self.model = model
        cfg = self.config = model.config
        self.vocab = cfg.vocab
        self.registry = REGISTRY
        # profile None: the model's own (model_profile.resolve_profile: built-in, or derived and proved by
        # `fltc prove --model`, its artifacts in proofs_extra, which the gate re-checks like proofs/'s)
        name, prof_obj, proofs_extra = resolve_profile(model, profile, "llama")
        if prof_obj is None:
            name = name or "default"
            if name not in PROFILES:
                raise ConfigError(f"unknown kernel profile {name!r}; known: {sorted(PROFILES)}")
            prof_obj = PROFILES[name]
        self.profile = prof = prof_obj
        shape = prof.model
        mismatch = [f"{k}: model {getattr(cfg, a)} vs profile {getattr(shape, k)}" for k, a in (
            ("hidden", "hidden"), ("q_heads", "heads"), ("kv_heads", "kv_heads"), ("head_dim", "head_dim"),
            ("ffn", "ffn"), ("vocab", "vocab"), ("layers", "layers"), ("rope_dim", "rope_dim"))
            if getattr(cfg, a) != getattr(shape, k)]
        if mismatch:
            raise ConfigError(f"the model does not fit the kernel profile {prof.name!r} (" + "; ".join(mismatch)
                              + "); run without a profile name: `fltc prove --model PATH` proves the model's own")
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
        t = time.perf_counter()
        self.driver = driver or Driver()
        self.stream = self.driver.stream()
        self._phase("driver_context", t)
        t = time.perf_counter()
        self.gate = gate or LaunchGate(self.driver, lazy=True,  # reads the artifacts of the kernels it plans
                                       extra_dirs=(proofs_extra,) if proofs_extra is not None else ())
        self._phase("gate_startup", t)
        self.sampling_path = ("device: greedy_f32 / sample_topk_f32 (0 < top_k <= 256) / sample_f32 (Philox4x32-10, "
                              "the spec's seed/counter convention) on the f32 logits forward returned; greedy is "
                              "exact, a draw may differ from spec.sampling only within the kernel's stated margin "
                              "of a cumulative boundary")
        self._configs: dict[tuple[str, tuple[tuple[str, Any], ...]], tuple[Any, Any]] = {}  # _kernel_config's
        self._upload_weights()  # its phases: weight_repack (host), weight_upload (copies, dequant launches, sync)
        t = time.perf_counter()
        self._alloc_workspace()
        self._phase("workspace", t)
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

    def _phase(self, name: str, since: float) -> None:
        self.startup_phases[name] = round(self.startup_phases.get(name, 0.0) + time.perf_counter() - since, 4)

    # ------------------------------------------------------------------ engine binding
    @property
    def vocab_size(self) -> int:
        return self.config.vocab


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
            t = time.perf_counter()
            # the GGUF bytes go to the device as they lie in the mapped file: no host-side concatenation
            # (one tensor: one upload; Wq|Wk|Wv and Wgate|Wup: one allocation, each tensor copied to its rows)
            parts = [m.raw(x) for x in names]
            if len(parts) == 1:
                raw = drv.upload(parts[0])
            else:
                raw = drv.alloc(sum(int(x.nbytes) for x in parts))
                off = 0
                for x in parts:
                    drv.htod(raw, x, off)
                    off += int(x.nbytes)
            f16 = self._dequant(qtype, raw, n * k, label) if gemm and need_gemm else None
            self._phase("weight_upload", t)
            return DeviceWeight(label, qtype, n, k, raw, f16)

        def vector_f32(name: str) -> Any:
            info = tens[name]
            t = time.perf_counter()
            raw = m.raw(name)
            if info.qtype == "F32":
                arr = np.frombuffer(raw, dtype="<f4").astype(np.float32)
            elif info.qtype == "F16":
                arr = np.frombuffer(raw, dtype="<f2").astype(np.float32)  # exact widening
            else:
                raise ConfigError(f"{name}: {info.qtype} norm weights have no path to the F32 the kernel declares")
            self._phase("weight_repack", t)
            t = time.perf_counter()
            buf = drv.upload(arr)
            self._phase("weight_upload", t)
            return buf

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

        t = time.perf_counter()
        c, s = rope_cos_sin(np.arange(self.max_context), cfg.rope_freq_base, cfg.rope_dim)
        c, s = np.ascontiguousarray(c, dtype=np.float32), np.ascontiguousarray(s, dtype=np.float32)
        self._phase("weight_repack", t)
        t = time.perf_counter()
        self.rope_cos = drv.upload(c)
        self.rope_sin = drv.upload(s)
        drv.synchronize(self.stream)  # the dequantisation launches
        drv.synchronize()
        self._phase("weight_upload", t)

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
                   # split attention's partials (backend.kernels.attention_plan.workspace_bytes: any step)
                   **dict(zip(("att_ml", "att_acc"), (a(n) for n in workspace_bytes(self.profile)), strict=True)),
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
            keeps.within_context(w.seq_id, w.start_pos, end, self.max_context)  # backend/cuda/keeps.py
            if min(w.tokens) < 0 or max(w.tokens) >= cfg.vocab:
                raise ExecutorError(f"seq {w.seq_id}: token id outside the vocabulary")
            need = -(-end // 16)
            if len(w.block_table) < need:
                raise ExecutorError(f"seq {w.seq_id}: block table has {len(w.block_table)} blocks, needs {need}")
            # every entry the staging receives (_fill_inputs copies max_blocks), not only the `need` that cover
            # the positions: the lookahead's next row reads one more, and the check does not rely on the
            # attention kernels loading only entries below seq_len
            keeps.blocks_in_pool(w.seq_id, w.block_table[:self.max_blocks], self.layout.physical_blocks)
        if len(work) > 1 or len(work[0].tokens) > 1:
            keeps.slots_distinct(work)
        self.await_reused_reads(work)  # a checkpoint read still copying a block this step reuses (kv_io.py)

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


    def greedy_step(self, work: list[SeqWork]) -> list[int]:
        """forward + device greedy argmax (ties -> lowest index, as spec.sampling) for benchmarks/tests."""
        return self.decode_tokens(work, [SamplingParams()] * len(work), 0, [0] * len(work))


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

