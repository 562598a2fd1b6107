"""The engine thread: the only code that touches the Layer 21 Engine and its Scheduler while serving.

Why one thread: the scheduler's tick is a transaction over the allocator, the store and the event
bus; nothing else may change them mid-tick. HTTP handlers therefore only *post* to this loop
(``submit``, ``cancel``) under a lock; between two ticks the loop takes every posted request as one
recorded request batch (``Engine.submit``: durable in the ROWM-NR store), applies every cancel
(``Scheduler.cancel``: the sequence ends CANCELLED, its KV blocks are freed, one event), ticks once,
and routes the tick's events to the sequences' asyncio queues. Text is detokenised and stop strings
are matched here, so a stop string ends its sequence before the next tick decodes another token.

When a sequence ends, its last item carries the ``fltc`` proof object: the run directory's event
head and store head at that moment (after the tick, or the cancel, that ended it), the sequence's
receipts (its request batch and any checkpoint its events name), its final event, its token ids and
the artifact set the launch gate admitted (on the CPU spec executor: none, said so). ``fltc audit
RUN_DIR --sequence ID`` (backend/runtime/audit_sequence.py) checks such an object offline.
"""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from backend.runtime.executor import SamplingParams
from backend.serve.protocol import ApiError
from spec.lli.events import EventType, SeqStatus
from spec.lli.layer21 import Outcome, Request, validate

PROOF_FORMAT = "fltc-serve-proof/1"
AUTO_ID_BASE = 1 << 31  # sequence ids of requests without a seed (a seed s is sequence id s, s < 2^31)
_END = {SeqStatus.FINISHED_EOS: "stop", SeqStatus.FINISHED_LENGTH: "length"}


@dataclass(frozen=True)
class Job:
    """One validated generation request, in the scheduler's terms."""

    prompt_ids: tuple[int, ...]
    max_tokens: int
    sampling: SamplingParams
    stop: tuple[str, ...] = ()
    seed: int | None = None
    ignore_eos: bool = False  # the sequence ends at max_tokens or a stop string only
    end_token: int | None = None  # this request's end token instead of the server's (a chat turn's end)

    def eos(self, default: int | None) -> int | None:
        if self.ignore_eos:
            return None
        return default if self.end_token is None else self.end_token


@dataclass(frozen=True)
class Delta:
    """Text that can no longer change (held back while it may still start a stop string)."""

    text: str


@dataclass(frozen=True)
class Final:
    """The sequence ended: the rest of its text, why it ended, its counts and its proof object."""

    text: str
    finish_reason: str  # OpenAI's: "stop" (EOS or a stop string) | "length"
    prompt_tokens: int
    completion_tokens: int
    proof: dict[str, Any]


@dataclass(frozen=True)
class Failed:
    error: ApiError


@dataclass
class Handle:
    """The HTTP side of one sequence: its id and the queue the engine thread fills."""

    seq_id: int
    job: Job
    loop: asyncio.AbstractEventLoop
    queue: asyncio.Queue = field(default_factory=asyncio.Queue)
    created: int = field(default_factory=lambda: int(time.time()))

    def put(self, item: Delta | Final | Failed) -> None:
        try:
            self.loop.call_soon_threadsafe(self.queue.put_nowait, item)
        except RuntimeError:  # the event loop is gone (server shutting down): nobody to tell
            pass


def _deliver(items: list[tuple[Handle, Delta | Final | Failed]]) -> None:
    """Put each item into its handle's queue, in order, with one call_soon_threadsafe per event loop (one
    wake-up of the HTTP side per tick, not one per token of each of 64 streams)."""
    by_loop: dict[asyncio.AbstractEventLoop, list[tuple[asyncio.Queue, Delta | Final | Failed]]] = {}
    for h, item in items:
        by_loop.setdefault(h.loop, []).append((h.queue, item))
    for lp, batch in by_loop.items():
        try:
            lp.call_soon_threadsafe(_put_all, batch)
        except RuntimeError:  # the event loop is gone (server shutting down): nobody to tell
            pass


def _put_all(batch: list[tuple[asyncio.Queue, Delta | Final | Failed]]) -> None:
    for q, item in batch:
        q.put_nowait(item)


@dataclass
class _Live:
    handle: Handle
    decoder: Any  # backend.model.tokenizer.StreamDecoder
    request_receipt: dict[str, Any]
    tokens: list[int] = field(default_factory=list)
    held: str = ""
    checkpoints: list[dict[str, Any]] = field(default_factory=list)


def _split_stop(text: str, stops: tuple[str, ...]) -> tuple[str, str, bool]:
    """(text to emit now, text to hold back, stop string found). At a match the text ends before it;
    otherwise the longest tail that is a proper prefix of some stop string is held back."""
    hits = [i for i in (text.find(s) for s in stops) if i >= 0]
    if hits:
        return text[:min(hits)], "", True
    keep = 0
    for s in stops:
        for n in range(min(len(s) - 1, len(text)), keep, -1):
            if text.endswith(s[:n]):
                keep = n
                break
    return text[:len(text) - keep], text[len(text) - keep:], False


class EngineLoop:
    """Owns `engine` (backend.runtime.engine.Engine) on one thread; see the module docstring."""

    def __init__(self, engine: Any, tokenizer: Any, eos_token_id: int | None, *, artifact_set: dict[str, Any],
                 summary_extra: dict[str, Any], max_queue: int = 64, max_retries: int = 3,
                 warm_shapes: Sequence[tuple[int, int]] = ()) -> None:
        self.engine, self.tok, self.eos = engine, tokenizer, eos_token_id
        # step shapes the executor plans and captures while the loop is idle (executor.warm_step), one per
        # turn so a request that arrives waits at most one shape; the rest are planned on first use
        self._warm: list[tuple[int, int]] = list(warm_shapes)
        self._warm_total, self._warm_done, self._warm_s = len(self._warm), 0, 0.0
        self._warm_error: str | None = None
        self.artifact_set, self.summary_extra = artifact_set, summary_extra
        self.max_queue, self.max_retries = max_queue, max_retries
        self._cv = threading.Condition()
        self._inbox: list[tuple[Handle, Request]] = []
        self._cancels: list[int] = []
        self._queued: set[int] = set()  # submitted, no event yet (waiting for a batch slot or KV blocks)
        self._ids: set[int] = set()  # every sequence id this server has handed out
        self._next_id = AUTO_ID_BASE
        self._live: dict[int, _Live] = {}
        self._stop = False
        self._dirty = False
        self.failures: list[str] = []
        self._thread = threading.Thread(target=self._run, name="fltc-serve-engine", daemon=True)

    # ------------------------------------------------------------------ HTTP side (any thread)
    @property
    def config(self) -> Any:
        return self.engine.config

    def check(self, job: Job) -> None:
        """Refuse (400) what the scheduler's first stage would reject: the spec's own `validate`."""
        why = validate(Request(job.prompt_ids, job.max_tokens, job.sampling, job.eos(self.eos), seq_id=0), self.config,
                       set())
        if why is not None:
            raise ApiError(400, f"the scheduler would reject this request: {why}", code="invalid_value")

    def submit(self, job: Job, loop: asyncio.AbstractEventLoop) -> Handle:
        """Post a checked job; it joins the batch before the next tick. 503 when the queue is full."""
        self.check(job)
        with self._cv:
            if self._stop:
                raise ApiError(503, "the server is shutting down", type="server_error", code="shutting_down")
            if len(self._inbox) + len(self._queued) >= self.max_queue:
                raise ApiError(503, f"the request queue is full ({self.max_queue} requests wait for a batch slot); "
                                    f"retry later", type="server_error", code="queue_full",
                               headers={"Retry-After": "1"})
            if job.seed is not None:
                if job.seed in self._ids:
                    raise ApiError(400, f"seed {job.seed} was already used on this server: a request's seed is its "
                                        f"sequence id (its sampler's counter stream), unique per run directory; pass "
                                        f"another seed or leave it out", param="seed", code="seed_in_use")
                sid = job.seed
            else:
                while self._next_id in self._ids:
                    self._next_id += 1
                sid = self._next_id
                self._next_id += 1
            self._ids.add(sid)
            h = Handle(sid, job, loop)
            req = Request(job.prompt_ids, job.max_tokens, job.sampling, eos_token_id=job.eos(self.eos), seq_id=sid)
            self._inbox.append((h, req))
            self._cv.notify()
        return h

    def cancel(self, seq_id: int) -> None:
        """The client went away: end the sequence between ticks (a no-op once it ended)."""
        with self._cv:
            self._cancels.append(seq_id)
            self._cv.notify()

    def counts(self) -> dict[str, int]:
        with self._cv:
            return {"running": len(self._live) - len(self._queued), "queued": len(self._queued) + len(self._inbox)}

    def warm_status(self) -> dict[str, Any]:
        """Progress of the idle-time warm-up (GET /health): shapes done of all, seconds spent, an error if one
        stopped it (the shapes left are then planned on first use, as without a warm-up)."""
        with self._cv:
            return {"shapes": self._warm_total, "done": self._warm_done, "complete": not self._warm,
                    "seconds": round(self._warm_s, 3), "error": self._warm_error}

    def start(self) -> None:
        self._thread.start()

    def stop(self, timeout: float | None = 60.0) -> None:
        """Finish the current tick, cancel what is left, write summary.json, close the engine."""
        with self._cv:
            self._stop = True
            self._cv.notify()
        self._thread.join(timeout)

    # ------------------------------------------------------------------ the engine thread
    def _run(self) -> None:
        drv = getattr(self.engine.executor, "driver", None)
        if drv is not None and hasattr(drv, "make_current"):
            drv.make_current()  # the GPU executor's context was made current on the thread that built it
        sched = self.engine.scheduler
        fails = 0
        try:
            while True:
                with self._cv:
                    while (not self._stop and not self._inbox and not self._cancels and sched.idle
                           and not self._dirty and not self._warm):
                        self._cv.wait()
                    inbox, self._inbox = self._inbox, []
                    cancels, self._cancels = self._cancels, []
                    stop = self._stop
                dropped = {sid for sid in cancels if any(h.seq_id == sid for h, _ in inbox)}
                inbox = [(h, r) for h, r in inbox if h.seq_id not in dropped]  # gone before it was recorded
                if inbox:
                    self._admit(inbox)
                for sid in cancels:
                    if sid in self._live:
                        sched.cancel(sid)
                        self._forget(sid)
                if stop:
                    for sid in list(self._live):
                        sched.cancel(sid)
                        self._live[sid].handle.put(Failed(ApiError(503, "the server shut down before the answer "
                                                                        "finished", type="server_error")))
                        self._forget(sid)
                    break
                if sched.idle:
                    if self._dirty:
                        self.engine.write_summary(self.summary_extra)
                        self._dirty = False
                    elif self._warm:
                        self._warm_one()
                    continue
                out = sched.tick()
                if out.outcome is Outcome.FAILED:
                    fails += 1
                    self.failures.append(f"tick failed at {out.failed_at.name}: {out.reason}")
                    if fails > self.max_retries:
                        self._fail_all(f"the tick failed {fails} times at {out.failed_at.name}: {out.reason}")
                        fails = 0
                    continue
                fails = 0
                if out.outcome is Outcome.COMMITTED:
                    self._route(out)
        except BaseException as e:  # noqa: BLE001 - tell every waiting client, then stop serving
            self.failures.append(f"engine thread ended: {type(e).__name__}: {e}")
            self._fail_all(f"internal error in the engine thread: {type(e).__name__}: {e}")
        finally:
            try:
                self.engine.write_summary(self.summary_extra)
            finally:
                self.engine.close()

    def _warm_one(self) -> None:
        """Plan and capture the next warm-up shape (engine thread, scheduler idle). A failure stops the warm-up
        (recorded in /health and the failures list); serving goes on, planning shapes on first use."""
        t0 = time.perf_counter()
        T, S = self._warm[0]
        try:
            self.engine.executor.warm_step(T, S)
        except Exception as e:  # noqa: BLE001 - the warm-up is an optimisation: report it, keep serving
            with self._cv:
                self._warm_error = f"step {T}x{S}: {type(e).__name__}: {e}"
                self.failures.append(f"warm-up stopped at {self._warm_error}")
                self._warm.clear()
            return
        with self._cv:
            self._warm.pop(0)
            self._warm_done += 1
            self._warm_s += time.perf_counter() - t0

    def _admit(self, inbox: list[tuple[Handle, Request]]) -> None:
        """One recorded request batch (its receipt is every member's request receipt). summary.json goes
        first: it states final heads, which this batch is about to move (rewritten when the loop is idle)."""
        (self.engine.run_dir / "summary.json").unlink(missing_ok=True)
        self.engine.submit([r for _, r in inbox])
        rec = self.engine.store.state.receipts[-1]
        row = {"txid": rec.txid.decode(), "sha256": rec.hash.hex(), "index": rec.index}
        with self._cv:
            for h, _ in inbox:
                self._queued.add(h.seq_id)
                self._live[h.seq_id] = _Live(h, self._decoder(), row)
        self._dirty = True

    def _decoder(self) -> Any:
        from backend.model.tokenizer import StreamDecoder

        return StreamDecoder(self.tok, skip_special=True)

    def _forget(self, sid: int) -> None:
        with self._cv:
            self._live.pop(sid, None)
            self._queued.discard(sid)
        self._dirty = True

    def _fail_all(self, why: str) -> None:
        for sid in list(self._live):
            try:
                self.engine.scheduler.cancel(sid)
            except Exception:  # noqa: BLE001 - best effort: the client hears the first error below
                pass
            self._live[sid].handle.put(Failed(ApiError(500, why, type="server_error", code="engine_failed")))
            self._forget(sid)

    def _route(self, out: Any) -> None:
        """The tick's events -> each sequence's items, handed to the event loop(s) in one call per tick."""
        sent: list[tuple[Handle, Delta | Final | Failed]] = []
        try:
            self._route_events(out, sent)
        finally:
            _deliver(sent)

    def _route_events(self, out: Any, sent: list[tuple[Handle, Delta | Final | Failed]]) -> None:
        ended: list[tuple[_Live, str, SeqStatus, bool]] = []  # (sequence, finish reason, status, stop string hit)
        stops: list[_Live] = []
        for ev in out.events:
            live = self._live.get(ev.sequence_id)
            if live is None:
                continue
            with self._cv:
                self._queued.discard(ev.sequence_id)
            if ev.checkpoint_receipt_hash is not None and out.checkpoint is not None:
                live.checkpoints.append({"txid": out.checkpoint.txid.decode(), "sha256": out.checkpoint.hash.hex(),
                                         "index": out.checkpoint.index})
            if ev.event_type is EventType.REJECTED:
                sent.append((live.handle, Failed(ApiError(400, "the scheduler rejected the request at validation",
                                                          code="rejected"))))
                self._forget(ev.sequence_id)
                continue
            hit = False
            if ev.sampled_token_id is not None:
                live.tokens.append(ev.sampled_token_id)
                text, live.held, hit = _split_stop(live.held + live.decoder.push(ev.sampled_token_id),
                                                   live.handle.job.stop)
                if text:
                    sent.append((live.handle, Delta(text)))
            status = SeqStatus(ev.new_state)
            if hit and status is SeqStatus.RUNNING:
                stops.append(live)
            elif status in _END:
                ended.append((live, "stop" if hit else _END[status], status, hit))
        for live in stops:  # a stop string matched: end the sequence before it decodes another token
            self.engine.scheduler.cancel(live.handle.seq_id)
            ended.append((live, "stop", SeqStatus.CANCELLED, True))
        for live, reason, status, hit in ended:
            tail = ""
            if not hit:  # the text held back (an incomplete UTF-8 tail or a possible stop-string start)
                tail, _, hit = _split_stop(live.held + live.decoder.flush(), live.handle.job.stop)
                reason = "stop" if hit else reason
            sent.append((live.handle, Final(tail, reason, len(live.handle.job.prompt_ids), len(live.tokens),
                                            self._proof(live, status))))
            self._forget(live.handle.seq_id)

    def _proof(self, live: _Live, status: SeqStatus) -> dict[str, Any]:
        """The answer's proof object (what `fltc audit RUN_DIR --sequence ID --response FILE` checks)."""
        eng = self.engine
        chain = eng.bus.chain
        sid = live.handle.seq_id
        return {
            "format": PROOF_FORMAT,
            "run_dir": str(eng.run_dir),
            "sequence_id": sid,
            "status": status.name,
            "executor": getattr(eng.executor, "name", "?"),
            "artifact_set": self.artifact_set,
            "event_head": chain.last_digest.hex(),
            "events": chain.next_seq,
            "store_head": eng.store.head_hash.hex(),
            "receipts": len(eng.store),
            "sequence_receipts": [live.request_receipt, *live.checkpoints],
            "prompt_token_ids": list(live.handle.job.prompt_ids),
            "token_ids": list(live.tokens),
            "verify": f"fltc audit {eng.run_dir} --sequence {sid} --response RESPONSE.json",
        }
