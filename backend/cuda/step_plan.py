"""The launch plan of one GPU step: which proved kernel configurations run, in order, with what arguments.

Why its own module: planning is the part of the executor that decides what the proofs must cover. A step
over (token rows, sequences) is a list of (descriptor, LaunchConfig from the descriptor's family,
PackedArgs), built once per shape; the gate admits every configuration while planning, so a shape with no
proved configuration fails before anything is launched. The staging (the host copy of a step's inputs,
registry.step_inputs layout) and how its rows are filled (padding rows: slots >= n_slots, seq_len 0) live
here too, because the plan's argument packing is checked against those buffers.

StepPlanner is a mixin of backend.cuda.gpu_executor.GpuExecutor: it reads the executor's config, profile,
registry, gate, driver, stream, weights (w_embed, layers, w_norm, w_out, rope tables), workspace (ws), KV
binding (kv, kv_view, layout) and the step cache (_steps).
"""

from __future__ import annotations

import inspect
import time
from bisect import bisect_left
from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import accumulate
from typing import TYPE_CHECKING, Any

import numpy as np

from backend.cuda import keeps
from backend.kernels.attention_plan import batch1_depth_limit
from backend.kernels.registry import (
    QKV_ROPE_KERNEL,
    attention_splits,
    decode_linears,
    dependent_launch,
    gemv_kernel,
    step_inputs,
)
from backend.runtime.executor import ExecutorError
from fltc.errors import ConfigError

if TYPE_CHECKING:
    from backend.cuda.device_sampling import _SampleParams

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
    "dequant_Q5_0": "dequant_q5_0",
    "dequant_Q8_0": "dequant_q8_0",
    "dequant_Q4_K": "dequant_q4_k",
    "dequant_Q6_K": "dequant_q6_k",
}
QUANT_BLOCK = {"Q4_0": (32, 18), "Q4_1": (32, 20), "Q5_0": (32, 22), "Q8_0": (32, 34), "Q4_K": (256, 144),
               "Q6_K": (256, 210)}


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
    keeps: tuple[str, ...] = ()  # the config's data assumptions the executor keeps (backend/cuda/keeps.py)


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
    """One (token rows, sequences) bucket: its input buffers, its plan and its CUDA graph. A batch-1 step has
    one variant per attention split count (registry.BATCH1_SPLITS, picked by the depth): the same inputs,
    stagings and sampling parameters (so the lookahead's ping-pong crosses a depth bucket), its own plan and
    graphs; the variants hang off the step planned first (`base`, registry.attention_splits' depth-independent
    count), which is the one _steps holds."""

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
    n_splits: int = 0  # the attention split count its plan launches (1: attention_direct_f16)
    base: _Step | None = None  # a depth variant's step (its inputs and stagings), None for the base itself
    variants: dict[int, _Step] = field(default_factory=dict)  # the base's variants by split count



def check_dependents(plan: Sequence[Any]) -> None:
    """The runtime half of a programmatic-dependent launch's proof (verifier.config.GridDependency):
    what a dependent reads before griddepcontrol.wait (its `stable` params) must not be written by any
    launch that can run at the same time. A dependent can start as soon as its predecessor has started;
    following predecessors back, the chain ends at a stream-ordered launch, which starts only after
    every earlier launch has completed. So only launches before that chain start may write a stable
    buffer (e.g. copy_u32 staging the step's inputs). The first launch follows a host operation, not a
    kernel, so it is never a dependent. Checked once per planned step, on the real device addresses.

    The chain argument also needs each dependent's completion to imply its predecessor's: griddepcontrol.wait
    waits for the prerequisite grid only, and the next launch (a dependent's wait, or a stream-ordered start)
    waits only for this grid. That holds when some thread of the dependent executes the wait, which its proof
    shows only with the power parameter active (coverage of a non-empty output region, every store after the
    wait: obligations 1 and 2); with power inactive every fltc kernel returns before its wait
    (FLTC_POWER_GUARD), so a dependent is refused unless it is packed with power active (_waits)."""
    from verifier.config import Role

    if plan and plan[0].config.overlap is not None:
        raise ConfigError(f"{plan[0].desc.name}: the first launch of a step cannot be a programmatic dependent")
    for x in plan:
        if x.config.overlap is not None:
            _waits(x)
    writes: list[tuple[int, int, int, str]] = []  # (launch index, start, end, who)
    for i, x in enumerate(plan):
        for p in x.desc.params:
            if p.role in (Role.OUT, Role.INOUT):
                ptr, _ = x.args.pointers[p.name]
                writes.append((i, ptr, ptr + x.config.buffer_map[p.name].size_bytes, f"{x.desc.name}.{p.name}"))
    # per chain start: the writes of the launches from it on, by start address, with the running maximum of
    # their ends -- a stable range [ptr, end) meets one iff the writes starting below `end` reach past `ptr`
    # (bisect: a step's check is O(n log n) in its launches, not O(n^2); ~10 ms a batch-1 plan before)
    index: dict[int, tuple[list[int], list[int]]] = {}
    chain_start = 0  # index of the stream-ordered launch the current chain of dependents hangs from
    for i, x in enumerate(plan):
        if x.config.overlap is None:
            chain_start = i
            continue
        if chain_start not in index:
            spans = sorted((a, b) for k, a, b, _ in writes if k >= chain_start)
            index[chain_start] = ([a for a, _ in spans], list(accumulate((b for _, b in spans), max)))
        starts, reach = index[chain_start]
        for name in x.config.overlap.stable:
            ptr, _ = x.args.pointers[name]
            end = ptr + x.config.buffer_map[name].size_bytes
            n = bisect_left(starts, end)
            if not n or reach[n - 1] <= ptr:
                continue
            for k, a, b, who in writes:  # the first such write in launch order names the conflict
                if k >= chain_start and a < end and ptr < b:
                    raise ConfigError(f"{x.desc.name}[{x.config.label}]: reads {name!r} before griddepcontrol.wait "
                                      f"(a stable buffer), but {who} writes it in the same step while the chain of "
                                      "dependents runs")


def _waits(x: Any) -> None:
    """Refuse a programmatic dependent whose proof does not show that some thread of it executes
    griddepcontrol.wait (check_dependents): power not active, or no output region with an element."""
    from backend.cuda.launcher import encode

    c = x.config
    if c.power is not None:
        p = next(q for q in x.desc.params if q.name == c.power.param)
        if x.args.value_bytes(p.name) != encode(p, c.power.active):
            raise ConfigError(f"{x.desc.name}[{c.label}]: a programmatic dependent must be launched with "
                              f"{p.name}={c.power.active} (active): with it inactive no thread may execute "
                              "griddepcontrol.wait, and a later launch could start before its predecessor completes")
    if not any(all(n > 0 for n in r.shape) for r in c.outputs):
        raise ConfigError(f"{x.desc.name}[{c.label}]: a programmatic dependent needs an output region with an "
                          "element: its proof shows that some thread executes griddepcontrol.wait only through one")


class StepPlanner:
    """Planning of a step (mixin of GpuExecutor; see the module docstring for what it reads)."""

    def _kernel_config(self, name: str, **shape: Any) -> tuple[Any, Any]:
        """(descriptor, admitted LaunchConfig) of kernel `name` at `shape`. A family's configuration is a
        function of the shape alone, so it is built, validated and admitted once per (kernel, shape) and the
        same object serves every launch of that shape (the layers of a step, every step of a batch size):
        planning a new batch size then costs its argument packing, not ~300 family instantiations."""
        key = (name, tuple(sorted(shape.items())))
        got = self._configs.get(key)
        if got is None:
            d = self.registry[name]
            c = family_config(d, **shape)  # shape may carry overlap=True (registry.dependent_launch)
            # fail now, clearly, if this shape has no proved configuration or an assumption no check keeps
            self.gate.admit(d, c, keeps=keeps.vouched(c))
            got = self._configs[key] = (d, c)
        return got

    def _cfg(self, op: str, **shape: Any) -> tuple[Any, Any]:
        return self._kernel_config(KERNELS[op], **shape)

    def _prepare(self, op: str, args: dict[str, Any], **shape: Any) -> _Launch:
        d, c = self._cfg(op, **shape)
        return self._launch_of(d, c, args)

    def _prepare_kernel(self, name: str, args: dict[str, Any], **shape: Any) -> _Launch:
        """A launch of the registry kernel `name` (already chosen, e.g. by registry.decode_linears)."""
        d, c = self._kernel_config(name, **shape)
        return self._launch_of(d, c, args)

    def _launch_of(self, d: Any, c: Any, args: dict[str, Any]) -> _Launch:
        """The launch of (descriptor, admitted configuration) with these arguments, packed (and checked) once:
        pack_args is a function of the configuration and each argument's (address, size) or scalar value, so
        an identical request gets the same launch. Why: a batch-1 depth variant is its base's plan but for the
        attention launches; re-packing the other ~150 was most of planning a variant (fltc run's start-up)."""
        from backend.cuda.launcher import pack_args

        key: tuple[Any, ...] | None = (id(d), id(c))
        for k in sorted(args):
            v = args[k]
            ptr, n = getattr(v, "ptr", None), getattr(v, "nbytes", None)
            if isinstance(ptr, int) and isinstance(n, int):
                key += (k, ptr, n)  # type: ignore[operator]
            elif isinstance(v, int | np.integer):
                key += (k, type(v), int(v))  # type: ignore[operator]
            elif isinstance(v, float | np.floating):
                key += (k, type(v), float(v).hex())  # type: ignore[operator] - -0.0 and 0.0 pack differently
            else:  # anything else: packed every time
                key = None
                break
        memo = self.__dict__.setdefault("_packed", {})
        got = memo.get(key) if key is not None else None
        if got is None:
            got = _Launch(d, c, pack_args(d, c, args), keeps.vouched(c))
            if key is not None:
                memo[key] = got  # holds d and c, so their ids stay theirs while the entry lives
        return got

    def _prepare_gemv(self, op: str, args: dict[str, Any], *, M: int, N: int, K: int,
                      overlap: bool = False) -> _Launch:
        """A GEMV launch in the tile registry.gemv_kernel picks for M rows (bit-identical results)."""
        return self._prepare_kernel(gemv_kernel(KERNELS[op], M), args, M=M, N=N, K=K, overlap=overlap)

    def _launch_now(self, op: str, args: dict[str, Any], **shape: Any) -> None:
        x = self._prepare(op, args, **shape)
        self.gate.launch(x.desc, x.config, x.args, self.stream, keeps=x.keeps)


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

    def _plan(self, T: int, S: int, inp: dict[str, Any], n_splits: int | None = None) -> list[_Launch]:
        """Every launch of one step over T token rows and S sequences (both buckets), in order; n_splits: the
        attention split count (a batch-1 depth variant), else registry.attention_splits(T)."""
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
            plan += self._attention(T, kv_l, inp, kv_strides, n_splits)
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

    def _attention(self, T: int, kv_l: Any, inp: dict[str, Any], kv_strides: dict[str, int],
                   n_splits: int | None = None) -> list[_Launch]:
        """The attention launches of one layer over T query rows: out = softmax(q K^T) V over each row's
        paged K/V (block table, seq_len), q from ws["q"], the result in ws["att"]: attention_split_f16 over
        the context's splits, then attention_combine_f16, or attention_direct_f16 alone when a batch-1 variant
        has one split, or attention_gqa_f16 + attention_combine_small_f16 in a registry.BATCH1_GQA_TOPS bucket
        (backend.kernels.attention_plan). The split kernel's plans are correct at any depth up to max_context
        (each thread derives its keys from the row's seq_len on the device); the direct and GQA kernels' up to
        their bucket's top (the depth variant planned at it, replayed only there); n_splits (a depth bucket's)
        picks the variant."""
        from backend.kernels.attention_plan import plan_attention

        ws = self.ws
        # a depth variant is planned for the deepest row its bucket admits (the direct kernel's proof assumes it)
        depth = self.profile.max_context if n_splits is None else batch1_depth_limit(self.profile, n_splits)
        plan = plan_attention(self.profile, T, max_seq_len=depth, n_splits=n_splits)
        bufs = {"q": ws["q"], "kv": kv_l, "block_tables": inp["tables"], "seq_lens": inp["seq_lens"],
                "ml": ws["att_ml"], "acc": ws["att_acc"], "out": ws["att"]}
        return [self._prepare_kernel(x.kernel, x.args(bufs, kv_strides), **x.shape_dict()) for x in plan.launches]

    def _step(self, T: int, S: int, quiet: bool = False, depth: int | None = None) -> _Step:
        """The planned (and captured) step of shape (T, S); depth (a batch-1 step's seq_len): the variant of
        its depth bucket (registry.attention_splits(1, depth)), planned on first use (its graphs are captured
        where first replayed)."""
        st = self._steps.get((T, S))
        if st is None:
            st = self._new_step(T, S, quiet)
        if T != 1 or depth is None:
            return st
        v = self._variant(st, attention_splits(1, min(max(depth, 0), self.profile.max_context)))
        # the variant's attention is planned (and proved) for seq_len <= its top: its launches name
        # seq_len_within_depth_bucket on this check
        keeps.depth_bucket(depth, self.profile.max_context if v.base is None else
                           batch1_depth_limit(self.profile, v.n_splits))
        return v

    def _new_step(self, T: int, S: int, quiet: bool) -> _Step:
        if self.kv is None:
            raise ExecutorError("no KV allocation bound: the Engine calls bind_kv(view) (or pass physical_blocks)")
        if not quiet:
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
        st = _Step(T, S, inputs, stg, views, plan, zero_copy=zero_copy, n_splits=attention_splits(T))
        self._fill_inputs(st, [], [])  # legal inputs before anything can run
        self.driver.htod(st.inputs, stg.host, stream=self.stream)
        if self.use_graphs:
            self._capture_step(st)  # backend/cuda/graphs.py
        self._steps[(T, S)] = st
        return st

    def _variant(self, base: _Step, n_splits: int) -> _Step:
        """The batch-1 step whose attention launches `n_splits` splits: the base itself, or a variant sharing
        its inputs and stagings (planned once)."""
        if n_splits == base.n_splits:
            return base
        v = base.variants.get(n_splits)
        if v is None:
            plan = self._plan(base.rows, base.seqs, base.views, n_splits=n_splits)
            if base.zero_copy:
                plan.insert(0, base.plan[0])  # the same copy_u32 from the same mapped staging
            # its graphs are captured where first replayed (_run, _feed, _greedy_graph): a batch-1 decode replays
            # only the feed graphs
            v = _Step(base.rows, base.seqs, base.inputs, base.staging, base.views, plan, zero_copy=base.zero_copy,
                      n_splits=n_splits, base=base)
            base.variants[n_splits] = v
        return v

    def step_variants(self, T: int, S: int) -> list[_Step]:
        """The planned steps of shape (T, S): the base, then its depth variants (planned so far) by split count."""
        st = self._steps.get((T, S))
        return [] if st is None else [st, *(st.variants[n] for n in sorted(st.variants))]

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

    def warmup(self, shapes: Sequence[tuple[int, int]] | None = None, *, greedy: bool = False) -> float:
        """Plan and capture steps ahead of time (default: every decode bucket); returns seconds."""
        t0 = time.perf_counter()
        for T, S in shapes or [(b, b) for b in self.seq_buckets]:
            self.warm_step(T, S, greedy=greedy)
        self.driver.synchronize(self.stream)
        return time.perf_counter() - t0

    def warm_step(self, T: int, S: int, *, greedy: bool = True) -> bool:
        """Plan and capture the (T rows, S sequences) step now, so its first use costs nothing (at one row:
        every depth bucket's variant, registry.BATCH1_SPLITS); greedy: also the graph a greedy step replays
        (the step's greedy graph; at batch 1 the lookahead's greedy feed graphs). Returns False when it was
        planned already (nothing done). A shape no proved configuration covers raises UnprovenLaunchError
        here, before any request needs it."""
        from backend.kernels.attention_plan import batch1_split_counts

        new = (T, S) not in self._steps
        st = self._step(T, S, quiet=True)
        steps = [st]
        if T == 1:
            for ns in batch1_split_counts():
                new = new or (ns != st.n_splits and ns not in st.variants)
                v = self._variant(st, ns)
                if all(v is not x for x in steps):
                    steps.append(v)
        if greedy and self.use_graphs:
            for x in steps:
                if x.zero_copy:
                    new = "greedy" not in x.feed or new
                    self._feed(x, "greedy")  # backend/cuda/graphs.py
                else:
                    new = x.graph_greedy is None or new
                    self._greedy_graph(x)
        return new

    def warm_decode(self, first_depth: int, last_depth: int, params: Any = None) -> int:
        """Plan and capture every graph a batch-1 decode from seq_len `first_depth` to `last_depth` replays (each
        depth bucket it crosses, registry.BATCH1_SPLITS; the lookahead's feed graphs in the sampling mode of
        `params`, a SamplingParams, greedy when None), so that nothing is planned or captured between its tokens.

        Why: a bucket's graphs were captured where first replayed, i.e. inside the timed decode (the first
        decode step, and at the crossing of seq_len 256: tens of ms each). fltc run calls this at start-up with
        the depths its one sequence reaches. Returns the number of graphs captured now."""
        from backend.cuda.device_sampling import topk_op
        from backend.kernels.registry import BATCH1_SPLITS

        if not self.use_graphs:
            return 0
        top = self.profile.max_context
        lo, hi = max(1, min(int(first_depth), top)), max(1, min(int(last_depth), top))
        sampled = params is not None and float(params.temperature) != 0.0
        mode = topk_op([params], self.vocab, self.registry) if sampled else "greedy"
        captured = int((1, 1) not in self._steps)  # a new base step captures its plain graph (_new_step)
        floor = 0  # the lowest depth of the bucket being looked at
        for bucket_top, _ in BATCH1_SPLITS:
            if floor <= hi and lo <= bucket_top:  # the bucket holds a depth of [lo, hi]
                st = self._step(1, 1, quiet=True, depth=max(lo, floor))
                if st.zero_copy:  # the lookahead's feed pair (decode_tokens' batch-1 path)
                    captured += 2 * (mode not in st.feed)
                    self._feed(st, mode)  # backend/cuda/graphs.py
                elif sampled:  # the plain graph _run replays before _sample_device
                    if st.graph is None:
                        self._capture_step(st)
                        captured += 1
                else:
                    captured += st.graph_greedy is None
                    self._greedy_graph(st)
            floor = bucket_top + 1
        self.driver.synchronize(self.stream)
        return captured

    def serve_shapes(self, max_batch: int) -> list[tuple[int, int]]:
        """Every step shape (step_shape) a server decoding up to `max_batch` sequences can launch, the most
        used first: each decode batch 1..max_batch (exact shapes), then the prefill / mixed steps (a row
        bucket x a sequence bucket, sequences <= rows)."""
        n = max(1, min(int(max_batch), self.max_seqs))
        top = next(b for b in self.seq_buckets if b >= n)
        out = [(b, b) for b in range(1, n + 1)]
        seen = set(out)
        for T in self.row_buckets:
            for S in self.seq_buckets:
                if S <= min(T, top) and (T, S) not in seen:
                    seen.add((T, S))
                    out.append((T, S))
        return out

    def planned_launches(self, T: int, S: int, depth: int | None = None) -> list[tuple[str, str, str]]:
        """(kernel, label, config_key) of every launch of the (T rows, S sequences) step (at one row and a
        depth: that depth bucket's variant)."""
        return [(x.desc.name, x.config.label, x.config.key()) for x in self._step(T, S, depth=depth).plan]


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
            keeps.gather_rows(last, min(T, self.profile.max_rows))  # gather_index_in_rows
            hv["last"][: len(last)] = last
            hv["last"][len(last):] = 0
            stg.last_rows = list(last)


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

