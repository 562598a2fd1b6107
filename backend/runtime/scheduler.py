"""Layer 21 scheduler: continuous batching (<= 256 sequences), prefill + decode, over an Executor.

One ``tick()`` is the contract's transition, in its order: validate -> allocate KV pages ->
prefill/decode (the executor writes K/V) -> sample -> commit -> checkpoint every
``checkpoint_interval`` (64) committed generated tokens of a sequence -> publish events. The
tick is a transaction: an AllocationError, ExecutorError (operator or sampling) or StoreError
(checkpoint) rolls the allocator back to its savepoint, leaves every committed field as it was
and publishes nothing. The pure reference is spec/lli/layer21.py; tests/runtime/test_refinement.py
drives both with the same requests and injected failures and compares states and outputs.
Validation rules and worst-case block reservation are imported from the spec (one definition).
An executor with ``decode_tokens`` (the GPU one) does prefill/decode + sample in one call (the logits
stay on the device); its SamplingError fails the tick at the sample stage, any other ExecutorError at
the operator stage, as forward + sample would.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, replace
from typing import Protocol

import numpy as np

from backend.runtime import checkpoint as ckpt
from backend.runtime.crashpoints import crash_point
from backend.runtime.events import EventBus
from backend.runtime.executor import Executor, ExecutorError, SamplingError, SeqWork
from backend.runtime.kv import KVAllocator
from fltc.errors import AllocationError, StoreError
from spec.lli import rowmnr as m
from spec.lli.events import EventBody, EventType, SeqStatus
from spec.lli.layer21 import (
    SEQ_COUNTER_SHIFT,
    CkptLink,
    Fault,
    L21Config,
    L21State,
    Outcome,
    Request,
    Seq,
    Snapshot,
    StepOutput,
    checkpoint_txid,
    reserve_blocks,
    validate,
)


class Store(Protocol):
    state: m.StoreState

    def append_once(self, txid: bytes, payload: bytes, kind: m.EntryKind = ...) -> m.Receipt: ...


@dataclass
class _Seq:
    request: Request
    status: SeqStatus
    tokens: list[int]
    rng_counter: int

    @property
    def seq_id(self) -> int:
        return self.request.seq_id


class Scheduler:
    """Owns the sequences; the allocator owns block tables; the executor owns the KV bytes."""

    def __init__(self, config: L21Config, allocator: KVAllocator, executor: Executor, store: Store,
                 bus: EventBus) -> None:
        lay = allocator.layout
        if lay.physical_blocks != config.physical_blocks or lay.block_size != config.block_size:
            raise ValueError("scheduler config and allocator layout disagree on blocks")
        if not (1 <= config.max_batch <= 256):
            raise ValueError("max_batch must be in 1..256")
        self.cfg, self.alloc, self.ex, self.store, self.bus = config, allocator, executor, store, bus
        self.waiting: deque[Request] = deque()
        self.running: list[_Seq] = []
        self.done: list[_Seq] = []
        self.step_no = 0
        self._used: set[int] = set()
        self.failed_ticks = 0
        self.checkpoints = 0
        self.link: CkptLink | None = None  # the newest checkpoint: the next one is a delta against it

    # ------------------------------------------------------------------ API
    def submit(self, req: Request) -> None:
        """Enqueue; validation happens in the next tick (its first stage)."""
        self.waiting.append(req)

    def cancel(self, seq_id: int) -> tuple:
        """Between ticks: end a waiting or running sequence as CANCELLED, free its KV blocks, publish one
        CANCELLED event (no token). Its committed tokens stay in `done`; no other sequence changes. An id
        that is unknown or already ended is a no-op (a cancel can race the tick that finished it)."""
        for i, req in enumerate(self.waiting):
            if req.seq_id == seq_id and seq_id not in self._used:
                del self.waiting[i]
                self._used.add(seq_id)
                self.done.append(_Seq(req, SeqStatus.CANCELLED, list(req.prompt_tokens), seq_id << SEQ_COUNTER_SHIFT))
                return self.bus.publish((EventBody(EventType.CANCELLED, seq_id, SeqStatus.QUEUED,
                                                   SeqStatus.CANCELLED, 0, None),))
        for i, q in enumerate(self.running):
            if q.seq_id == seq_id:
                self.alloc.free(seq_id)
                del self.running[i]
                self.done.append(_Seq(q.request, SeqStatus.CANCELLED, q.tokens, q.rng_counter))
                return self.bus.publish((EventBody(EventType.CANCELLED, seq_id, q.status, SeqStatus.CANCELLED,
                                                   len(q.tokens), None),))
        return ()

    @property
    def idle(self) -> bool:
        return not self.waiting and not self.running

    def tick(self) -> StepOutput:
        if self.idle:
            return StepOutput(Outcome.IDLE)
        sp = self.alloc.savepoint()
        try:
            out = self._tick()
        except BaseException:
            self.alloc.rollback(sp)
            raise
        if out.outcome is Outcome.FAILED:
            self.alloc.rollback(sp)
            self.failed_ticks += 1
        return out

    # ------------------------------------------------------------------ the transition
    def _tick(self) -> StepOutput:
        cfg, alloc = self.cfg, self.alloc
        bodies: list[EventBody] = []
        waiting = list(self.waiting)
        used = set(self._used)
        rejected: list[_Seq] = []
        admitted: list[_Seq] = []
        reserved = sum(reserve_blocks(q.request, cfg.block_size) for q in self.running)
        # 1. validate + admit (FIFO, head-of-line)
        while waiting:
            req = waiting[0]
            why = validate(req, cfg, used)
            if why is not None:
                waiting.pop(0)
                used.add(req.seq_id)
                rejected.append(_Seq(req, SeqStatus.REJECTED, list(req.prompt_tokens), req.seq_id << SEQ_COUNTER_SHIFT))
                bodies.append(EventBody(EventType.REJECTED, req.seq_id, SeqStatus.QUEUED, SeqStatus.REJECTED, 0, None))
                continue
            need = reserve_blocks(req, cfg.block_size)
            if len(self.running) + len(admitted) >= cfg.max_batch or reserved + need > cfg.physical_blocks:
                break
            waiting.pop(0)
            used.add(req.seq_id)
            reserved += need
            admitted.append(_Seq(req, SeqStatus.QUEUED, list(req.prompt_tokens), req.seq_id << SEQ_COUNTER_SHIFT))
        batch = self.running + admitted
        # 2. allocate KV pages
        try:
            for q in batch:
                if q.status is SeqStatus.QUEUED:
                    alloc.allocate(q.seq_id, len(q.tokens))
                else:
                    alloc.append(q.seq_id, 1)
        except AllocationError as e:
            return StepOutput(Outcome.FAILED, failed_at=Fault.ALLOCATE, reason=str(e))
        toks: list[int] = []
        if batch:
            # 3. prefill / decode; the executor writes K/V of the new positions
            # a decode entry carries the block its next position would get (free now; an executor may
            # launch the next step ahead into it, see SeqWork.next_block)
            nxt = alloc.next_free()
            work = [SeqWork(q.seq_id, tuple(q.tokens), 0, alloc.block_table(q.seq_id)) if q.status is SeqStatus.QUEUED
                    else SeqWork(q.seq_id, (q.tokens[-1],), len(q.tokens) - 1, alloc.block_table(q.seq_id), nxt)
                    for q in batch]
            params = [q.request.sampling for q in batch]
            counters = [q.rng_counter for q in batch]
            fused = getattr(self.ex, "decode_tokens", None)
            try:
                if fused is not None:  # forward + sample in one call, the logits stay on the device
                    toks = [int(t) for t in fused(work, params, cfg.seed, counters)]
                else:
                    logits = np.asarray(self.ex.forward(work), dtype=np.float32)
                    if logits.ndim != 2 or logits.shape[0] != len(batch) or logits.shape[1] != cfg.vocab_size:
                        raise ExecutorError(f"forward returned logits of shape {logits.shape}, expected "
                                            f"({len(batch)}, {cfg.vocab_size})")
            except SamplingError as e:
                return StepOutput(Outcome.FAILED, failed_at=Fault.SAMPLE, reason=str(e))
            except ExecutorError as e:
                return StepOutput(Outcome.FAILED, failed_at=Fault.OPERATOR, reason=str(e))
            # 4. sample
            try:
                if fused is None:
                    toks = [int(t) for t in self.ex.sample(logits, params, cfg.seed, counters)]
                if len(toks) != len(batch) or any(not (0 <= t < cfg.vocab_size) for t in toks):
                    raise ExecutorError(f"sample returned {toks!r}")
            except (ExecutorError, ValueError) as e:
                return StepOutput(Outcome.FAILED, failed_at=Fault.SAMPLE, reason=str(e))
        # 5. commit (tentatively: nothing in self changes before the checkpoint succeeded)
        running: list[_Seq] = []
        finished: list[_Seq] = []
        committed: list[tuple[int, int]] = []
        boundary = False
        for q, tok in zip(batch, toks, strict=True):
            nt = q.tokens + [tok]
            gen = len(nt) - len(q.request.prompt_tokens)
            if q.request.eos_token_id is not None and tok == q.request.eos_token_id:
                st = SeqStatus.FINISHED_EOS
            elif gen >= q.request.max_new_tokens:
                st = SeqStatus.FINISHED_LENGTH
            else:
                st = SeqStatus.RUNNING
            boundary = boundary or gen % cfg.checkpoint_interval == 0
            et = (EventType.FINISHED if st is not SeqStatus.RUNNING
                  else EventType.PREFILL if q.status is SeqStatus.QUEUED else EventType.DECODE)
            bodies.append(EventBody(et, q.seq_id, q.status, st, len(nt), tok))
            committed.append((q.seq_id, tok))
            nq = _Seq(q.request, st, nt, q.rng_counter + 1)
            if st is SeqStatus.RUNNING:
                running.append(nq)
            else:
                alloc.free(q.seq_id)
                finished.append(nq)
        done = self.done + rejected + finished
        step_no = self.step_no + 1
        # 6. checkpoint
        receipt, link = None, self.link
        if boundary:
            crash_point("ckpt.begin")
            mid = self._view(waiting, running, done, step_no, m.StoreState())
            try:
                payload, link = ckpt.build_payload(mid, tuple(bodies), self.ex, alloc.view())
                crash_point("ckpt.snapshot")
                receipt = self.store.append_once(checkpoint_txid(step_no), payload, m.EntryKind.CHECKPOINT)
            except (ExecutorError, StoreError) as e:
                return StepOutput(Outcome.FAILED, failed_at=Fault.CHECKPOINT, reason=str(e))
            crash_point("ckpt.receipt")
            link = replace(link, receipt_hash=receipt.hash)
            bodies = [replace(b, checkpoint_receipt_hash=receipt.hash) for b in bodies]
            self.checkpoints += 1
        self.waiting, self.running, self.done = deque(waiting), running, done
        self.step_no, self._used, self.link = step_no, used, link
        # 7. publish (after commit; after the receipt on a checkpoint tick)
        events = self.bus.publish(tuple(bodies), durable=receipt is not None)
        if receipt is not None:
            crash_point("ckpt.events_durable")
        return StepOutput(Outcome.COMMITTED, events=events, tokens=tuple(committed), checkpoint=receipt)

    # ------------------------------------------------------------------ views / restore
    def _view(self, waiting: list[Request], running: list[_Seq], done: list[_Seq], step_no: int,
              store: m.StoreState) -> L21State:
        return L21State(
            self.cfg, tuple(waiting),
            tuple(Seq(q.request, q.status, tuple(q.tokens), self.alloc.block_table(q.seq_id), q.rng_counter)
                  for q in running),
            tuple(Seq(q.request, q.status, tuple(q.tokens), (), q.rng_counter) for q in done),
            self.alloc.free_blocks(), step_no, self.bus.chain, store, self.link)

    def spec_state(self) -> L21State:
        """This scheduler's state in the spec's terms (for refinement tests and audits)."""
        return self._view(list(self.waiting), self.running, self.done, self.step_no, self.store.state)

    def restore(self, snap: Snapshot, receipt: m.Receipt, link: CkptLink | None = None) -> tuple:
        """Load a checkpoint (replayed whole: checkpoint.load_latest): sequences, block tables, KV bytes, the
        link the next checkpoint chains to; republish the tick's events."""
        st = snap.state
        if st.config != self.cfg:
            raise StoreError(f"checkpoint config {st.config} differs from the engine's {self.cfg}")
        self.alloc.restore({q.seq_id: (q.block_table, q.kv_len) for q in st.running})
        if self.alloc.free_blocks() != st.free_blocks:
            raise StoreError("checkpoint free list differs from the one its block tables imply")
        ckpt.restore_kv(self.ex, snap, self.alloc.view())
        self.waiting = deque(st.waiting)
        self.running = [_Seq(q.request, q.status, list(q.tokens), q.rng_counter) for q in st.running]
        self.done = [_Seq(q.request, q.status, list(q.tokens), q.rng_counter) for q in st.done]
        self.step_no = st.step
        self.link = link
        self._used = {q.seq_id for q in self.running} | {q.seq_id for q in self.done}
        self.bus.chain = st.chain
        bodies = tuple(replace(b, checkpoint_receipt_hash=receipt.hash) for b in snap.pending)
        return self.bus.publish(bodies, durable=True)
