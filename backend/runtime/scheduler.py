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

Background checkpoints (``background_checkpoints=True``, what `fltc run` and `fltc serve` use): at a
checkpoint tick the scheduler plans the checkpoint and reads its KV bytes (at the tick, as above; with an
executor that has ``read_kv_blocks_async`` it only starts the read there, ordered on the device after the
steps launched so far, and the writer takes the bytes: checkpoint.read_kv_raw_async) and hands them to a
writer thread, which encodes the checkpoint against the previous one (its pieces views of those bytes:
spec.lli.layer21.encode_checkpoint_raw), appends it to the store and only then publishes the tick's
events. While anything is queued on the writer, every later tick's (and cancel's) events are queued behind it, in order, and the writer publishes them, so the event
log, the receipts and every byte of the store are those of the synchronous path (tests/runtime/
test_run_bytes.py); only *when* they reach the disk moves later. A consumer that takes publications through
collect_published(deliver, on_writer=True) (fltc serve) has the writer publish every tick's events, not only
those behind a checkpoint: the ticking thread then never numbers, hashes or logs one. The ticking thread never waits for a
checkpoint's hashing and fsyncs: it plans the next checkpoint from what it knows (each sequence's token and
block counts at the previous one, the chain's block count: ``_plan_link``), and the writer fills in what
only the previous receipt determines (its hash, the block hashes, the event chain position) before it
encodes. A prep thread (``_prepare``) takes each queued checkpoint's KV bytes (the reads resolved) and the
hashes of its new blocks, in order, as soon as it is queued: they depend on nothing the checkpoint before
determines, so the largest part of a checkpoint's work (a SHA-256 of every block touched) overlaps the
writer's payload hash, write, fsyncs and publication of the one before; the writer encodes with them (the
same bytes). It waits only when MAX_INFLIGHT checkpoints are queued (their KV bytes are held in memory), and in
settle_checkpoint() (Engine.submit, spec_state, close, the end of a run). A write that fails is not
retried: the run stops with a StoreError, nothing queued after it is published; its directory holds the run
up to the previous checkpoint, which `fltc run --resume` continues.
"""

from __future__ import annotations

import os
import threading
from collections import deque
from collections.abc import Callable
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
from spec.lli import canonical as c
from spec.lli import layer21 as l21
from spec.lli import rowmnr as m
from spec.lli.blockset import BlockSet
from spec.lli.events import Event, EventBody, EventType, SeqStatus
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

    def append_once(self, txid: bytes, payload: bytes, kind: m.EntryKind = ...,
                    on_commit: Callable[[m.Receipt], None] | None = None) -> m.Receipt: ...


@dataclass
class _Seq:
    request: Request
    status: SeqStatus
    tokens: list[int]
    rng_counter: int
    done_view: Seq | None = field(default=None, repr=False, compare=False)  # a done sequence's Seq, made once

    def as_done(self) -> Seq:
        """The spec's Seq of a done sequence (it never changes again: made once, not per checkpoint, so a
        checkpoint tick's view costs O(1) per sequence done before, not O(its tokens))."""
        v = self.done_view
        if v is None:
            v = self.done_view = Seq(self.request, self.status, tuple(self.tokens), (), self.rng_counter)
        return v

    @property
    def seq_id(self) -> int:
        return self.request.seq_id


def _shrink(grown: list[list[int]]) -> None:
    """Undo a tick's in-place token appends (the tick did not commit)."""
    for nt in grown:
        nt.pop()


# background checkpoints queued at once (each holds its KV bytes, ~50-100 MB at fltc serve's 64 streams); one more
# waits. Why 4: requests admitted over several ticks reach their 64-token boundaries a few ticks apart, and each
# boundary is a checkpoint (the contract's); with 2, the third of such a burst held the ticks until the writer had
# written the first (bench_serve on the H200 at 6ada043a: 10,112 tok/s with 2 admission batches, 6,997 with 3)
MAX_INFLIGHT = 4


@dataclass(frozen=True)
class _CkptJob:
    """A checkpoint for the writer: the state at its tick (its event chain position and link are the
    writer's to fill in), the tick's events (their receipt hash set once it exists), the plan, the KV."""

    mid: L21State
    bodies: tuple[EventBody, ...]
    plan: l21.CkptPlan
    planned: CkptLink  # the link the ticking thread planned the next checkpoint against (checked by the writer)
    free: bytes  # the allocator's free-block bitmap at the tick (the writer makes mid.free_blocks a BlockSet of it)
    # the KV bytes (read_kv_raw's, or read_kv_raw_async's reads resolved), their new block hashes and a delta's KV
    # section, taken on the prep thread (Scheduler._prepare) while the writer still writes the jobs before this one
    prep: Future[tuple[tuple[bytes, ...], tuple[tuple[bytes, ...], ...], tuple[tuple[int, ...], c.Buffer] | None]]


@dataclass(frozen=True)
class _EventsJob:
    """A tick's (or a cancel's) events, queued behind a checkpoint the writer has not finished."""

    bodies: tuple[EventBody, ...]


@dataclass(frozen=True)
class _AppendJob:
    """A store record (a request batch) appended behind the writer's queued checkpoints, in order."""

    txid: bytes
    payload: bytes


_STOP = object()
_new = object.__new__


def _body(et: EventType, sid: int, prev: SeqStatus, new: SeqStatus, n: int, tok: int) -> EventBody:
    """EventBody(et, sid, prev, new, n, tok) with its fields set at once (the frozen dataclass's __init__
    sets them one by one: half of the cost, 64 times a tick at batch 64); an equal value."""
    b = _new(EventBody)
    b.__dict__.update(event_type=et, sequence_id=sid, previous_state=prev, new_state=new, committed_token_count=n,
                      sampled_token_id=tok, checkpoint_receipt_hash=None)
    return b


def _work(sid: int, tokens: tuple[int, ...], start: int, table: tuple[int, ...], nxt: int | None) -> SeqWork:
    """SeqWork(sid, tokens, start, table, nxt) with its fields set at once (as _body); an equal value."""
    w = _new(SeqWork)
    w.__dict__.update(seq_id=sid, tokens=tokens, start_pos=start, block_table=table, next_block=nxt)
    return w


def planning_link(mid: L21State, plan: l21.CkptPlan, prev: CkptLink | None) -> CkptLink:
    """What plan_checkpoint needs of the checkpoint of `mid` before it is encoded: per running sequence its
    token count and as many (placeholder) block hashes as it holds blocks, the done count, and the chain's
    slot counts (l21.chain_link) -- the same numbers encode_checkpoint's link has (the writer checks)."""
    z = c.ZERO_HASH
    return l21.chain_link(mid, tuple((z,) * len(q.block_table) for q in mid.running), prev, plan.delta)


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
        self.link: CkptLink | None = None  # the newest durable checkpoint: the next one is a delta against it
        self._plan_link: CkptLink | None = None  # background: the newest checkpoint taken (maybe not yet written)
        self._broken: str | None = None  # a background checkpoint failed: the run cannot go on
        # published events, (events, checkpoint receipt or None) per publication, when a consumer asks for them
        # (collect_published(): fltc serve routes tokens from here, whichever thread published them)
        self._published: deque[tuple[tuple[Event, ...], m.Receipt | None]] | None = None
        self._deliver: Callable[[tuple[Event, ...], m.Receipt | None], None] | None = None
        self._publish_on_writer = False  # every publication goes through the writer (collect_published(on_writer))
        self._background = background_checkpoints
        self._kv_view = allocator.view()  # the layout's numbers (a value: the writer splits KV bytes with it)
        self._cv = threading.Condition()
        self._jobs: deque[object] = deque()  # writer's FIFO: _CkptJob | _EventsJob | _STOP
        self._pending = 0  # jobs queued or running on the writer (only the ticking thread adds)
        self._ckpts_queued = 0  # of them checkpoints
        self._writer: threading.Thread | None = None
        # one thread that takes each queued checkpoint's KV bytes and block hashes, in order, ahead of the writer
        self._prep: ThreadPoolExecutor | None = None
        if background_checkpoints:
            self._prep = ThreadPoolExecutor(max_workers=1, thread_name_prefix="fltc-checkpoint-prep")
            self._writer = threading.Thread(target=self._writer_loop, name="fltc-checkpoint", daemon=True)
            self._writer.start()

    # ------------------------------------------------------------------ API
    def submit(self, req: Request) -> None:
        """Enqueue; validation happens in the next tick (its first stage)."""
        self.waiting.append(req)

    def cancel(self, seq_id: int) -> tuple:
        """Between ticks: end a waiting or running sequence as CANCELLED, free its KV blocks, publish one
        CANCELLED event (no token; queued behind a background checkpoint in flight, like a tick's, and then
        not returned). Its committed tokens stay in `done`; no other sequence changes. An id that is unknown
        or already ended is a no-op (a cancel can race the tick that finished it)."""
        self._raise_if_broken()
        for i, req in enumerate(self.waiting):
            if req.seq_id == seq_id and seq_id not in self._used:
                del self.waiting[i]
                self._used.add(seq_id)
                self.done.append(_Seq(req, SeqStatus.CANCELLED, list(req.prompt_tokens), seq_id << SEQ_COUNTER_SHIFT))
                return self._publish_or_queue((EventBody(EventType.CANCELLED, seq_id, SeqStatus.QUEUED,
                                                         SeqStatus.CANCELLED, 0, None),))
        for i, q in enumerate(self.running):
            if q.seq_id == seq_id:
                self.alloc.free(seq_id)
                del self.running[i]
                self.done.append(_Seq(q.request, SeqStatus.CANCELLED, q.tokens, q.rng_counter))
                return self._publish_or_queue((EventBody(EventType.CANCELLED, seq_id, q.status,
                                                         SeqStatus.CANCELLED, len(q.tokens), None),))
        return ()

    @property
    def idle(self) -> bool:
        return not self.waiting and not self.running

    @property
    def writer_busy(self) -> bool:
        """Background checkpoints: the writer has jobs (events not yet published)."""
        return self._pending > 0

    def collect_published(self, deliver: Callable[[tuple[Event, ...], m.Receipt | None], None] | None = None, *,
                          on_writer: bool = False) -> None:
        """Keep every publication from now on for take_published() (fltc serve's engine thread) -- or, with
        `deliver`, hand each one to it, on the thread that published it (one publisher at a time, so in order).
        `on_writer` (with background checkpoints; ignored without the writer thread): every tick's and cancel's
        events are published by the writer, as those behind a checkpoint are, so the ticking thread never
        numbers, hashes or logs an event (the writer does it while the ticking thread waits for the device);
        the same events and bytes in the same order (tests/runtime/test_publish_on_writer.py); tick() and
        cancel() then return no events."""
        if deliver is not None:
            self._deliver = deliver
        elif self._published is None:
            self._published = deque()
        self._publish_on_writer = on_writer and self._background

    def take_published(self) -> list[tuple[tuple[Event, ...], m.Receipt | None]]:
        """The publications since the last call, in order: (events, the checkpoint receipt they name or None)."""
        out = []
        q = self._published
        if q is not None:
            while q:
                out.append(q.popleft())
        return out

    def _emit(self, events: tuple[Event, ...], receipt: m.Receipt | None) -> tuple[Event, ...]:
        if events:
            if self._deliver is not None:
                self._deliver(events, receipt)
            elif self._published is not None:
                self._published.append((events, receipt))
        return events

    def _publish_or_queue(self, bodies: tuple[EventBody, ...]) -> tuple[Event, ...]:
        """Publish now, or queue behind the writer's jobs (its events must come first): the bus has one
        publisher at a time -- this thread while the writer has nothing queued, else the writer."""
        if self._background:
            with self._cv:
                self._raise_if_broken()  # a failed checkpoint's events never come: nor may any later one
                if self._pending:  # the writer is busy (it never waits while jobs are queued): no wake-up
                    self._pending += 1
                    self._jobs.append(_EventsJob(bodies))
                    return ()
                if self._publish_on_writer:
                    self._pending += 1
                    self._jobs.append(_EventsJob(bodies))
                    self._cv.notify_all()
                    return ()
        return self._emit(self.bus.publish(bodies), None)

    def append_record(self, txid: bytes, payload: bytes) -> m.Receipt | None:
        """Append a GENERIC store record (Engine.submit's request batch) in the order of this thread's calls:
        now (its receipt returned) when the writer has nothing queued, else queued behind its jobs (None; the
        receipt exists before any later event is published, and before any later checkpoint)."""
        if self._background:
            with self._cv:
                self._raise_if_broken()
                if self._pending:
                    self._pending += 1
                    self._jobs.append(_AppendJob(bytes(txid), bytes(payload)))
                    self._cv.notify_all()
                    return None
        return self.store.append_once(txid, payload)

    def _raise_if_broken(self) -> None:
        if self._broken is not None:
            raise StoreError(self._broken)

    def settle_checkpoint(self) -> None:
        """Wait until the writer has written every queued checkpoint and published every queued event."""
        if self._pending:
            with self._cv:
                while self._pending and self._broken is None:
                    self._cv.wait()
        self._raise_if_broken()

    def _writer_loop(self) -> None:
        """The writer thread. With FLTC_PROFILE_WRITER=FILE set, it runs under cProfile and dumps the stats to
        FILE (pstats format) when it stops: where the writer's time goes (hashing, copies, writes, fsyncs)."""
        out = os.environ.get("FLTC_PROFILE_WRITER")
        if not out:
            return self._writer_jobs()
        import cProfile

        prof = cProfile.Profile()
        try:
            prof.runcall(self._writer_jobs)
        finally:
            prof.dump_stats(out)

    def _writer_jobs(self) -> None:
        """Jobs in order; a failure stops the writer (nothing after it is written or published)."""
        while True:
            with self._cv:
                while not self._jobs:
                    self._cv.wait()
                job = self._jobs.popleft()
                n = 1
                if isinstance(job, _EventsJob):  # consecutive ticks' events: one publication (same bytes)
                    bodies = list(job.bodies)
                    n += self._take_queued_events(bodies)
            if job is _STOP:
                return
            try:
                if isinstance(job, _CkptJob):
                    self._write_checkpoint(job)
                elif isinstance(job, _AppendJob):
                    self.store.append_once(job.txid, job.payload)
                else:
                    self._emit(self.bus.publish(tuple(bodies)), None)
            except Exception as e:  # noqa: BLE001 - any failure stops the run (the ticking thread raises it)
                what = (f"the checkpoint of tick {job.mid.step}" if isinstance(job, _CkptJob) else
                        f"the record {job.txid.decode(errors='replace')}" if isinstance(job, _AppendJob) else
                        "the events queued behind a checkpoint")
                with self._cv:
                    self._broken = (f"{what} could not be written ({type(e).__name__}: {e}); the run stops here: its "
                                    f"directory holds the run up to the previous checkpoint (continue it with fltc "
                                    f"run --resume RUN_DIR)")
                    self._jobs.clear()
                    self._pending = self._ckpts_queued = 0
                    self._cv.notify_all()
                return
            with self._cv:
                self._pending -= n
                if isinstance(job, _CkptJob):
                    self._ckpts_queued -= 1
                self._cv.notify_all()

    def _write_checkpoint(self, job: _CkptJob) -> None:
        """A background checkpoint, in the synchronous path's order: its state gets the event chain position
        (every earlier event is published: they were queued before it) and the previous checkpoint's link;
        encode, durable append, then the tick's events (log fsync'd before the next job) -- published as soon as
        the receipt is committed, before the store writes its head and root (append_once's on_commit)."""
        mid = replace(job.mid, chain=self.bus.chain, link=self.link, free_blocks=BlockSet(job.free))
        raws, hashes, section = job.prep.result()  # an error of the read or the hashing is raised here (the run stops)
        payload, link = ckpt.encode_raw(mid, job.bodies, job.plan, raws, self._kv_view, new_hashes=hashes,
                                        kv_section=section)
        if (link.step, link.done, link.chain_slots, link.peak_slots, tuple((s, n, len(h)) for s, n, h in link.seqs)
                ) != (job.planned.step, job.planned.done, job.planned.chain_slots, job.planned.peak_slots,
                tuple((s, n, len(h)) for s, n, h in job.planned.seqs)):
            raise StoreError(f"internal: the checkpoint of tick {mid.step} was planned against another link")
        crash_point("ckpt.snapshot")

        def committed(receipt: m.Receipt) -> None:  # the receipt page is durable: the head and root follow
            crash_point("ckpt.receipt")
            self.link = replace(link, receipt_hash=receipt.hash)
            self.checkpoints += 1
            events = self.bus.publish(tuple(replace(b, checkpoint_receipt_hash=receipt.hash) for b in job.bodies),
                                      durable=True)
            crash_point("ckpt.events_durable")
            self._emit(events, receipt)
            self._publish_queued_events()
        self.store.append_once(checkpoint_txid(mid.step), payload, m.EntryKind.CHECKPOINT, on_commit=committed)

    def _publish_queued_events(self) -> None:
        """On the writer, once a checkpoint's receipt is committed: the events of the ticks queued behind it
        (their own jobs, front of the queue) published now, before the store writes the checkpoint's head and
        root -- at the end of a run, the last tokens' (publication needs the receipt committed, nothing more)."""
        bodies: list[EventBody] = []
        with self._cv:
            n = self._take_queued_events(bodies)
        if not n:
            return
        self._emit(self.bus.publish(tuple(bodies)), None)
        with self._cv:
            self._pending -= n
            self._cv.notify_all()

    def _take_queued_events(self, bodies: list[EventBody]) -> int:
        """Under self._cv: the events jobs at the front of the queue popped, their bodies appended to `bodies`
        (consecutive ticks' events: one publication, the same bytes); how many there were."""
        n = 0
        while self._jobs and isinstance(self._jobs[0], _EventsJob):
            bodies += self._jobs.popleft().bodies  # type: ignore[union-attr]
            n += 1
        return n

    def _prepare(self, mid: L21State, plan: l21.CkptPlan, kv_raw: tuple[bytes, ...] | None,
                 pending: tuple[Callable[[], bytes], ...] | None
                 ) -> tuple[tuple[bytes, ...], tuple[tuple[bytes, ...], ...], tuple[tuple[int, ...], c.Buffer] | None]:
        """On the prep thread: a queued checkpoint's KV bytes (its reads resolved, length-checked), the hashes
        of its blocks (ckpt.block_hashes: they need only the tick's sequences, plan and bytes) and, for a delta,
        its KV section in one buffer (ckpt.delta_section, against the planned parent). Why: they are most of a
        checkpoint's work (SHA-256 of every block touched, the copies out of the staging buffer) and need
        nothing from the checkpoint before, so they run while the writer still hashes, writes and fsyncs that
        one; the writer then encodes with them (the same bytes, tests/runtime/test_checkpoint_chain.py; a
        section planned against other parent lengths than the written parent's is rebuilt there)."""
        if kv_raw is None:
            assert pending is not None
            kv_raw = ckpt.resolve_kv_raw(self._kv_view, mid.running, plan.first, pending)
        if not plan.delta:  # a base: its blocks gathered once, into the payload's section, and hashed there
            hashes, section = ckpt.base_section(mid, plan, kv_raw, self._kv_view)
            return kv_raw, hashes, section
        return (kv_raw, ckpt.block_hashes(mid, plan, kv_raw, self._kv_view),
                ckpt.delta_section(mid, plan, kv_raw, self._kv_view))

    def reserve_checkpoint_staging(self) -> int:
        """Background checkpoints over an executor with ``reserve_kv_staging`` (the GPU one): its pinned staging for
        the reads of MAX_INFLIGHT checkpoints of a full batch (max_batch sequences, the blocks one interval's tokens
        span plus two) made now -- by a caller that is idle (fltc serve at the end of its warm-up) -- not by the
        ticking thread at the first checkpoints; how many buffers were made (0: nothing to do)."""
        reserve = getattr(self.ex, "reserve_kv_staging", None)
        if not self._background or reserve is None:
            return 0
        cfg = self.cfg
        return reserve(cfg.max_batch * (-(-cfg.checkpoint_interval // cfg.block_size) + 2), MAX_INFLIGHT)

    def close(self) -> None:
        """Finish the writer's jobs and stop the writer and prep threads."""
        try:
            self.settle_checkpoint()
        finally:
            if self._writer is not None:
                with self._cv:
                    self._jobs.append(_STOP)
                    self._cv.notify_all()
                self._writer.join()
                self._writer = None
            if self._prep is not None:
                self._prep.shutdown(wait=True)
                self._prep = None

    def tick(self) -> StepOutput:
        self._raise_if_broken()
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
        reserved = sum(reserve_blocks(q.request, cfg.block_size) for q in self.running) if waiting else 0
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
            alloc.append_one_each([q.request.seq_id for q in self.running])  # batch order: running, then admitted
            for q in admitted:
                alloc.allocate(q.seq_id, len(q.tokens))
        except AllocationError as e:
            return StepOutput(Outcome.FAILED, failed_at=Fault.ALLOCATE, reason=str(e))
        toks: list[int] = []
        if batch:
            # 3. prefill / decode; the executor writes K/V of the new positions
            # a decode entry carries the block its next position would get (free now; an executor may
            # launch the next step ahead into it, see SeqWork.next_block)
            nxt, table, queued = alloc.next_free(), alloc.block_table, SeqStatus.QUEUED
            work = [_work(q.request.seq_id, tuple(q.tokens), 0, table(q.request.seq_id), None)
                    if q.status is queued else
                    _work(q.request.seq_id, (q.tokens[-1],), len(q.tokens) - 1, table(q.request.seq_id), nxt)
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
        interval = cfg.checkpoint_interval
        RUNNING, QUEUED, EOS, LENGTH = SeqStatus.RUNNING, SeqStatus.QUEUED, SeqStatus.FINISHED_EOS, SeqStatus.FINISHED_LENGTH
        FINISHED, PREFILL, DECODE = EventType.FINISHED, EventType.PREFILL, EventType.DECODE
        try:
            for q, tok in zip(batch, toks, strict=True):
                req, prev, nt = q.request, q.status, q.tokens
                sid = req.seq_id
                nt.append(tok)
                grown.append(nt)
                n = len(nt)
                gen = n - len(req.prompt_tokens)
                if tok == req.eos_token_id:  # never None == an int token
                    st = EOS
                elif gen >= req.max_new_tokens:
                    st = LENGTH
                else:
                    st = RUNNING
                if gen % interval == 0:
                    boundary = True
                et = FINISHED if st is not RUNNING else PREFILL if prev is QUEUED else DECODE
                bodies.append(_body(et, sid, prev, st, n, tok))
                committed.append((sid, tok))
                nq = _Seq(req, st, nt, q.rng_counter + 1)
                if st is RUNNING:
                    running.append(nq)
                else:
                    alloc.free(sid)
                    finished.append(nq)
            done = self.done + rejected + finished if rejected or finished else self.done
            step_no = self.step_no + 1
            # 6. checkpoint
            if boundary and self._background:
                out = self._commit_background(waiting, running, done, step_no, used, tuple(bodies), committed)
                if out.outcome is Outcome.FAILED:
                    _shrink(grown)
                return out
            receipt, link = None, self.link
            if boundary:
                crash_point("ckpt.begin")
                mid = self._view(waiting, running, done, step_no, m.StoreState(), self.link)
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
        self.step_no, self._used = step_no, used
        if not self._background:
            # with the writer thread, self.link is the writer's alone (it sets it after each durable checkpoint):
            # a write-back here of the value read above could undo the writer's update in between, and the next
            # checkpoint would be encoded against the one before (found under py-spy on the H200: tick 384's
            # checkpoint "planned against another link", the run stopped)
            self.link = link
        # 7. publish (after commit; after the receipt on a checkpoint tick; behind the writer's queued jobs)
        if receipt is None:
            events = self._publish_or_queue(tuple(bodies))
        else:
            events = self._emit(self.bus.publish(tuple(bodies), durable=True), receipt)
            crash_point("ckpt.events_durable")
        return StepOutput(Outcome.COMMITTED, events=events, tokens=tuple(committed), checkpoint=receipt)

    def _commit_background(self, waiting: list[Request], running: list[_Seq], done: list[_Seq], step_no: int,
                           used: set[int], bodies: tuple[EventBody, ...], committed: list[tuple[int, int]]
                           ) -> StepOutput:
        """Steps 6-7 of a checkpoint tick with the writer thread: the plan and the KV bytes are taken now
        (against the newest checkpoint taken, written or not), the encoding, the append and the events
        follow on the writer, after every job queued before."""
        self._raise_if_broken()
        crash_point("ckpt.begin")
        # the free set goes to the writer as a copy of the allocator's bitmap (16,384 blocks on the GPU: 16 KB) and
        # becomes a BlockSet there (spec/lli/blockset.py: a frozenset of them held the GIL for ~1 ms); planning
        # does not read it
        mid = self._view(waiting, running, done, step_no, m.StoreState(), self._plan_link, frozenset())
        free = self.alloc.free_bitmap()
        try:
            plan = l21.plan_checkpoint(mid)
            pending = ckpt.read_kv_raw_async(self.ex, self._kv_view, mid.running, plan.first)
            kv_raw = None if pending is not None else ckpt.read_kv_raw(self.ex, self._kv_view, mid.running, plan.first)
        except ExecutorError as e:
            return StepOutput(Outcome.FAILED, failed_at=Fault.CHECKPOINT, reason=str(e))
        planned = planning_link(mid, plan, self._plan_link)
        with self._cv:  # back-pressure: at most MAX_INFLIGHT checkpoints (their KV bytes) queued
            while self._ckpts_queued >= MAX_INFLIGHT and self._broken is None:
                self._cv.wait()
            self._raise_if_broken()
            assert self._prep is not None  # made with the writer (background_checkpoints)
            prep = self._prep.submit(self._prepare, mid, plan, kv_raw, pending)
            self._jobs.append(_CkptJob(mid, bodies, plan, planned, free, prep))
            self._pending += 1
            self._ckpts_queued += 1
            self._cv.notify_all()
        self.waiting, self.running, self.done = deque(waiting), running, done
        self.step_no, self._used, self._plan_link = step_no, used, planned
        return StepOutput(Outcome.COMMITTED, events=(), tokens=tuple(committed))

    # ------------------------------------------------------------------ views / restore
    def _view(self, waiting: list[Request], running: list[_Seq], done: list[_Seq], step_no: int,
              store: m.StoreState, link: CkptLink | None, free: frozenset[int] | None = None) -> L21State:
        return L21State(
            self.cfg, tuple(waiting),
            tuple(Seq(q.request, q.status, tuple(q.tokens), self.alloc.block_table(q.seq_id), q.rng_counter)
                  for q in running),
            tuple(q.as_done() for q in done),
            self.alloc.free_blocks() if free is None else free, step_no, self.bus.chain, store, link)

    def spec_state(self) -> L21State:
        """This scheduler's state in the spec's terms (for refinement tests and audits)."""
        self.settle_checkpoint()
        return self._view(list(self.waiting), self.running, self.done, self.step_no, self.store.state, self.link)

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
        self.link = self._plan_link = link
        self._used = {q.seq_id for q in self.running} | {q.seq_id for q in self.done}
        self.bus.chain = st.chain
        bodies = tuple(replace(b, checkpoint_receipt_hash=receipt.hash) for b in snap.pending)
        return self._emit(self.bus.publish(bodies, durable=True), receipt)
