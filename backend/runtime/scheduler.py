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

Background checkpoints (``background_checkpoints=True``, what `fltc run` uses): at a checkpoint tick the
scheduler reads the KV bytes and takes the state (both at the tick, as above), then a writer thread
encodes the checkpoint and appends it to the store (its hashing and fsyncs overlap the next ticks and the
device). The tick's events -- and every later tick's, in order -- are published once its receipt is
durable, exactly as the synchronous path publishes them, so the event log, the receipts and every byte
of the store are the same; only *when* they reach the disk moves later (tests/runtime/test_run_bytes.py).
The next checkpoint, cancel(), settle_checkpoint() and spec_state() wait for the one in flight. A write
that fails is not retried: the run stops with a StoreError; its directory holds the run up to the
previous checkpoint, which `fltc run --resume` continues.
"""

from __future__ import annotations

from collections import deque
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field, replace
from typing import Protocol

import numpy as np

from backend.runtime import checkpoint as ckpt
from backend.runtime.crashpoints import crash_point
from backend.runtime.events import EventBus
from backend.runtime.executor import Executor, ExecutorError, SamplingError, SeqWork
from backend.runtime.kv import KVAllocator
from fltc.errors import AllocationError, StoreError
from spec.lli import layer21 as l21
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


def _shrink(grown: list[list[int]]) -> None:
    """Undo a tick's in-place token appends (the tick did not commit)."""
    for nt in grown:
        nt.pop()


@dataclass
class _Inflight:
    """A checkpoint the writer thread is encoding and appending, and the events it holds back."""

    future: Future[tuple[m.Receipt, CkptLink]]
    step_no: int
    bodies: tuple[EventBody, ...]  # the checkpoint tick's events (their receipt hash set once it exists)
    held: list[tuple[EventBody, ...]] = field(default_factory=list)  # later ticks' events, in order


class Scheduler:
    """Owns the sequences; the allocator owns block tables; the executor owns the KV bytes."""

    def __init__(self, config: L21Config, allocator: KVAllocator, executor: Executor, store: Store,
                 bus: EventBus, *, background_checkpoints: bool = False) -> None:
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
        self._writer = (ThreadPoolExecutor(1, thread_name_prefix="fltc-checkpoint")
                        if background_checkpoints else None)
        self._inflight: _Inflight | None = None
        self._events_synced: Future[None] | None = None  # the writer's fsync of the event log (after a checkpoint)
        self._broken: str | None = None  # a background checkpoint failed: the run cannot go on

    # ------------------------------------------------------------------ API
    def submit(self, req: Request) -> None:
        """Enqueue; validation happens in the next tick (its first stage)."""
        self.waiting.append(req)

    def cancel(self, seq_id: int) -> tuple:
        """Between ticks: end a waiting or running sequence as CANCELLED, free its KV blocks, publish one
        CANCELLED event (no token). Its committed tokens stay in `done`; no other sequence changes. An id
        that is unknown or already ended is a no-op (a cancel can race the tick that finished it)."""
        self.settle_checkpoint()  # its events come after those the checkpoint in flight holds back
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

    def settle_checkpoint(self) -> None:
        """Wait for the background checkpoint in flight (if any), then publish the events it held back."""
        if self._events_synced is not None and self._events_synced.done():
            self._check_events_synced()
        inf, self._inflight = self._inflight, None
        if inf is None:
            return
        try:
            receipt, link = inf.future.result()
        except (StoreError, ExecutorError, OSError, ValueError) as e:
            self._broken = (f"the checkpoint of tick {inf.step_no} could not be written ({e}); the run stops here: "
                            f"its directory holds the run up to the previous checkpoint (continue it with "
                            f"fltc run --resume RUN_DIR)")
            raise StoreError(self._broken) from e
        crash_point("ckpt.receipt")
        self.link = replace(link, receipt_hash=receipt.hash)
        self.checkpoints += 1
        self.bus.publish(tuple(replace(b, checkpoint_receipt_hash=receipt.hash) for b in inf.bodies), durable=True,
                         defer_fsync=True)
        assert self._writer is not None
        self._events_synced = self._writer.submit(self._events_durable)  # before the next checkpoint's write
        for bodies in inf.held:
            self.bus.publish(bodies)

    def _events_durable(self) -> None:
        """The writer thread's fsync of the event log after a checkpoint tick's events were written."""
        self.bus.fsync_log()
        crash_point("ckpt.events_durable")

    def _check_events_synced(self) -> None:
        fut, self._events_synced = self._events_synced, None
        if fut is None:
            return
        try:
            fut.result()
        except OSError as e:
            self._broken = (f"the event log could not be made durable after a checkpoint ({e}); the run stops "
                            f"here (continue it with fltc run --resume RUN_DIR)")
            raise StoreError(self._broken) from e

    def _write_checkpoint(self, mid: L21State, pending: tuple[EventBody, ...], plan: l21.CkptPlan,
                          kv: tuple[tuple[bytes, ...], ...]) -> tuple[m.Receipt, CkptLink]:
        """The writer thread's part of a background checkpoint: encode, then the store's durable append."""
        payload, link = l21.encode_checkpoint(mid, pending, plan, kv)
        crash_point("ckpt.snapshot")
        return self.store.append_once(checkpoint_txid(mid.step), payload, m.EntryKind.CHECKPOINT), link

    def close(self) -> None:
        """Finish the checkpoint in flight and stop the writer thread."""
        try:
            self.settle_checkpoint()
            self._check_events_synced()
        finally:
            if self._writer is not None:
                self._writer.shutdown(wait=True)

    def tick(self) -> StepOutput:
        if self._broken is not None:
            raise StoreError(self._broken)
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
        used = set(self._used) if waiting else self._used  # only validation adds ids
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
        # 5. commit (tentatively: nothing in self changes before the checkpoint succeeded; the token lists
        # grow in place -- O(1), not a copy of the sequence per token -- and shrink back unless it commits)
        running: list[_Seq] = []
        finished: list[_Seq] = []
        committed: list[tuple[int, int]] = []
        grown: list[list[int]] = []
        boundary = False
        try:
            for q, tok in zip(batch, toks, strict=True):
                nt = q.tokens
                nt.append(tok)
                grown.append(nt)
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
            done = self.done + rejected + finished if rejected or finished else self.done
            step_no = self.step_no + 1
            # 6. checkpoint
            if boundary and self._writer is not None:
                out = self._commit_background(waiting, running, done, step_no, used, tuple(bodies), committed)
                if out.outcome is Outcome.FAILED:
                    _shrink(grown)
                return out
            receipt, link = None, self.link
            if boundary:
                crash_point("ckpt.begin")
                mid = self._view(waiting, running, done, step_no, m.StoreState())
                try:
                    payload, link = ckpt.build_payload(mid, tuple(bodies), self.ex, alloc.view())
                    crash_point("ckpt.snapshot")
                    receipt = self.store.append_once(checkpoint_txid(step_no), payload, m.EntryKind.CHECKPOINT)
                except (ExecutorError, StoreError) as e:
                    _shrink(grown)
                    return StepOutput(Outcome.FAILED, failed_at=Fault.CHECKPOINT, reason=str(e))
                crash_point("ckpt.receipt")
                link = replace(link, receipt_hash=receipt.hash)
                bodies = [replace(b, checkpoint_receipt_hash=receipt.hash) for b in bodies]
                self.checkpoints += 1
        except BaseException:
            _shrink(grown)
            raise
        self.waiting, self.running, self.done = deque(waiting), running, done
        self.step_no, self._used, self.link = step_no, used, link
        # 7. publish (after commit; after the receipt on a checkpoint tick)
        if self._inflight is not None:
            if not self._inflight.future.done():  # held back behind the checkpoint in flight
                self._inflight.held.append(tuple(bodies))
                return StepOutput(Outcome.COMMITTED, events=(), tokens=tuple(committed))
            self.settle_checkpoint()
        events = self.bus.publish(tuple(bodies), durable=receipt is not None)
        if receipt is not None:
            crash_point("ckpt.events_durable")
        return StepOutput(Outcome.COMMITTED, events=events, tokens=tuple(committed), checkpoint=receipt)

    def _commit_background(self, waiting: list[Request], running: list[_Seq], done: list[_Seq], step_no: int,
                           used: set[int], bodies: tuple[EventBody, ...], committed: list[tuple[int, int]]
                           ) -> StepOutput:
        """Steps 6-7 of a checkpoint tick with the writer thread: the state and the KV bytes are taken now
        (after the previous checkpoint, which this one is a delta against, is durable and its events are
        published), the encoding and the append run on the writer; the events wait for the receipt."""
        self.settle_checkpoint()
        crash_point("ckpt.begin")
        mid = self._view(waiting, running, done, step_no, m.StoreState())
        try:
            plan, kv = ckpt.read_checkpoint(mid, self.ex, self.alloc.view())
        except ExecutorError as e:
            return StepOutput(Outcome.FAILED, failed_at=Fault.CHECKPOINT, reason=str(e))
        assert self._writer is not None
        fut = self._writer.submit(self._write_checkpoint, mid, bodies, plan, kv)
        self.waiting, self.running, self.done = deque(waiting), running, done
        self.step_no, self._used = step_no, used
        self._inflight = _Inflight(fut, step_no, bodies)
        return StepOutput(Outcome.COMMITTED, events=(), tokens=tuple(committed))

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
        self.settle_checkpoint()
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
