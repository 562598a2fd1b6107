"""The runtime scheduler refines the Layer 21 spec: a hypothesis state machine submits the same
random requests (valid and invalid) to both, ticks both with the same injected fault (none,
allocation, operator, sampling, checkpoint) and asserts equal states (sequences, block tables,
free list, event chain, ROWM-NR receipts) and equal outputs (events, tokens, receipts) after
every step. It runs twice: with forward + sample, and with decode_tokens (the fused path)."""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

import hypothesis.strategies as st
from hypothesis import HealthCheck, settings
from hypothesis.stateful import RuleBasedStateMachine, invariant, rule

from backend.runtime.events import EventBus
from backend.runtime.executor import SamplingParams
from backend.runtime.kv import KVAllocator
from backend.runtime.rowmnr import CheckpointStore
from backend.runtime.scheduler import Scheduler
from fltc.errors import AllocationError, StoreError
from spec.kv_layout import KVLayout
from spec.lli import layer21 as l21
from spec.lli.layer21 import Fault, Outcome, Request, Submit, Tick
from tests.runtime.toy import FusedToyExecutor, ToyExecutor, ToyModel

VOCAB, BS, BLOCKS = 40, 4, 14
MODEL = ToyModel(vocab=VOCAB, layers=2, kv_heads=1, head_dim=4, block_size=BS)


class FaultyAllocator(KVAllocator):
    armed = False

    def allocate(self, seq_id: int, n_tokens: int) -> tuple[int, ...]:
        if self.armed and self.blocks_needed(None, n_tokens) > 0:
            raise AllocationError("injected allocation failure")
        return super().allocate(seq_id, n_tokens)

    def append(self, seq_id: int, n_tokens: int = 1) -> tuple[int, ...]:
        if self.armed and self.has(seq_id) and self.blocks_needed(seq_id, n_tokens) > 0:
            raise AllocationError("injected allocation failure")
        return super().append(seq_id, n_tokens)

    def append_one_each(self, seq_ids: list[int]) -> None:  # the scheduler's batched decode allocation
        if self.armed and any(self.has(s) and self.blocks_needed(s, 1) > 0 for s in seq_ids):
            raise AllocationError("injected allocation failure")
        super().append_one_each(seq_ids)


class FaultyStore:
    def __init__(self, inner: CheckpointStore) -> None:
        self.inner, self.armed = inner, False

    @property
    def state(self):
        return self.inner.state

    def append_once(self, txid, payload, kind=None, on_commit=None):
        if self.armed:
            raise StoreError("injected checkpoint failure")
        return self.inner.append_once(txid, payload, kind, on_commit=on_commit)


sampling = st.sampled_from([SamplingParams(), SamplingParams(0.8, 5, 0.9), SamplingParams(1.5, 0, 0.7),
                            SamplingParams(-1.0), SamplingParams(0.5, 0, 0.0)])  # last two invalid
requests = st.builds(
    Request,
    prompt_tokens=st.lists(st.integers(0, VOCAB + 1), min_size=0, max_size=9).map(tuple),
    max_new_tokens=st.integers(0, 9),
    sampling=sampling,
    eos_token_id=st.one_of(st.none(), st.integers(0, VOCAB - 1)),
    seq_id=st.integers(0, 12),
)


class Layer21Refinement(RuleBasedStateMachine):
    executor = ToyExecutor  # forward + sample

    def __init__(self) -> None:
        super().__init__()
        self.tmp = Path(tempfile.mkdtemp(prefix="fltc-refine-"))
        self.cfg = l21.L21Config(physical_blocks=BLOCKS, vocab_size=VOCAB, max_seq_len=30, block_size=BS,
                                 max_batch=3, checkpoint_interval=3, seed=99)
        self.spec = l21.initial_state(self.cfg)
        lay = KVLayout(MODEL.layers, BLOCKS, block_size=BS, kv_heads=MODEL.kv_heads, head_dim=MODEL.head_dim)
        self.alloc = FaultyAllocator(lay)
        self.ex = self.executor(MODEL)
        self.ex.bind_kv(self.alloc.view())
        self.store = FaultyStore(CheckpointStore(self.tmp / "store"))
        self.sched = Scheduler(self.cfg, self.alloc, self.ex, self.store, EventBus(self.tmp / "events.log"))
        self.seen: set[Outcome] = set()

    def teardown(self) -> None:
        shutil.rmtree(self.tmp, ignore_errors=True)

    @rule(req=requests)
    def submit(self, req: Request) -> None:
        self.spec, out = l21.step(self.spec, Submit(req), MODEL)
        assert out.outcome is Outcome.QUEUED
        self.sched.submit(req)

    @rule(fault=st.one_of(st.none(), st.sampled_from(list(Fault))))
    def tick(self, fault: Fault | None) -> None:
        before = self.spec
        self.spec, want = l21.step(self.spec, Tick(fault), MODEL)
        self.alloc.armed = fault is Fault.ALLOCATE
        self.ex.fail_forward = fault is Fault.OPERATOR
        self.ex.fail_sample = fault is Fault.SAMPLE
        self.store.armed = fault is Fault.CHECKPOINT
        try:
            got = self.sched.tick()
        finally:
            self.alloc.armed = self.ex.fail_forward = self.ex.fail_sample = self.store.armed = False
        assert (got.outcome, got.failed_at, got.events, got.tokens, got.checkpoint) == (
            want.outcome, want.failed_at, want.events, want.tokens, want.checkpoint), (got, want)
        if want.outcome is Outcome.FAILED:
            assert self.spec == before  # the spec itself: a failure advances nothing
        self.seen.add(want.outcome)

    @invariant()
    def states_equal(self) -> None:
        assert self.sched.spec_state() == self.spec
        assert self.alloc.invariant_violation() is None
        assert l21.allocator_invariant(self.spec) is None


Layer21Refinement.TestCase.settings = settings(max_examples=60, stateful_step_count=40, deadline=None,
                                               suppress_health_check=[HealthCheck.too_slow])
TestLayer21Refinement = Layer21Refinement.TestCase


class Layer21RefinementFused(Layer21Refinement):
    """The same with an executor that has decode_tokens (the scheduler's fused path, the GPU's)."""

    executor = FusedToyExecutor


Layer21RefinementFused.TestCase.settings = Layer21Refinement.TestCase.settings
TestLayer21RefinementFused = Layer21RefinementFused.TestCase
