"""The engine thread: the only code that touches the Layer 21 Engine and its Scheduler while serving.

Why one thread: the scheduler's tick is a transaction over the allocator, the store and the event
bus; nothing else may change them mid-tick. HTTP handlers therefore only *post* to this loop
(``submit``, ``cancel``) under a lock; between two ticks the loop takes every posted request as one
recorded request batch (``Engine.submit``: durable in the ROWM-NR store), applies every cancel
(``Scheduler.cancel``: the sequence ends CANCELLED, its KV blocks are freed, one event) and ticks once.
Each publication goes, from the thread that published it, to the router thread, which routes its events to
the sequences' asyncio queues (``Scheduler.collect_published``). With background checkpoints (what `fltc
serve` uses) the scheduler's writer thread publishes every tick's events (``on_writer``: the engine thread
only ticks; numbering, hashing and logging the events runs while it waits for the device), a checkpoint
tick's, and every later tick's, once the checkpoint's receipt is durable, so those arrive in bursts; all
text that is ready for one client in one routing pass goes out as one item (the HTTP side then sends every
item queued for a stream as one SSE chunk). Text is detokenised (detok.ByteDecoder for a byte-level BPE
vocabulary, else WindowDecoder) and stop strings are matched here; a stop string cancels its sequence at once, and the answer
ends when the sequence's final event arrives (its token ids are every token the chain committed for it,
which with checkpoints in flight can be a few past the stop string; the text ends before the stop string).

When a sequence ends, its last item carries the ``fltc`` proof object: the run directory's event
head and store head at that moment (after the tick, or the cancel, that ended it), the sequence's
receipts (its request batch and any checkpoint its events name), its final event, its token ids and
the artifact set the launch gate admitted (on the CPU spec executor: none, said so). ``fltc audit
RUN_DIR --sequence ID`` (backend/runtime/audit_sequence.py) checks such an object offline.
"""

from __future__ import annotations

import asyncio
import gc
import queue
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from backend.runtime.executor import SamplingParams
from backend.serve.detok import ByteDecoder, byte_table
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


def _coalesce(items: list[tuple[Handle, Delta | Final | Failed]]) -> list[tuple[Handle, Delta | Final | Failed]]:
    """Merge each handle's consecutive Deltas into one (one SSE chunk with all the text that is ready)."""
    out: list[tuple[Handle, Delta | Final | Failed]] = []
    last: dict[int, int] = {}  # id(handle) -> index in out of its newest item
    for h, item in items:
        i = last.get(id(h))
        if i is not None and isinstance(item, Delta) and isinstance(out[i][1], Delta):
            out[i] = (h, Delta(out[i][1].text + item.text))  # type: ignore[union-attr]
            continue
        last[id(h)] = len(out)
        out.append((h, item))
    return out


def _deliver(items: list[tuple[Handle, Delta | Final | Failed]]) -> None:
    """Put each item into its handle's queue, in order, with one call_soon_threadsafe per event loop (one
    wake-up of the HTTP side per routing pass, not one per token of each of 64 streams)."""
    by_loop: dict[asyncio.AbstractEventLoop, list[tuple[asyncio.Queue, Delta | Final | Failed]]] = {}
    for h, item in _coalesce(items):
        by_loop.setdefault(h.loop, []).append((h.queue, item))
    for lp, batch in by_loop.items():
        try:
            lp.call_soon_threadsafe(_put_all, batch)
        except RuntimeError:  # the event loop is gone (server shutting down): nobody to tell
            pass


def _put_all(batch: list[tuple[asyncio.Queue, Delta | Final | Failed]]) -> None:
    for q, item in batch:
        q.put_nowait(item)


class WindowDecoder:
    """Incremental detokenising at about one short decode per token: the text is decoded over a window of the
    newest tokens (starting a few tokens back, as context for tokenizers whose text depends on the neighbour,
    e.g. SentencePiece's leading space), and what the window's text has beyond what it already emitted goes
    out once it no longer ends inside a UTF-8 sequence (U+FFFD) -- the offsets method of the usual streaming
    servers. backend.model.tokenizer.StreamDecoder re-decodes the whole sequence per token (O(n) each:
    ~130 us at 128 tokens, 64 streams a tick). flush() decodes the whole sequence once and emits what its
    text has beyond the emitted text (tests/serve/test_engine_loop_fast.py: equal to the whole decoding)."""

    WINDOW = 16  # tokens in the window before it moves
    CONTEXT = 4  # tokens a moved window starts back from the newest

    def __init__(self, tok: Any, skip_special: bool = True) -> None:
        self.tok, self.skip = tok, skip_special
        self.ids: list[int] = []
        self.emitted = ""
        self._start = 0  # the window's first token
        self._wtext = ""  # the window's text that is emitted

    def push(self, token_id: int) -> str:
        ids = self.ids
        ids.append(int(token_id))
        text = self.tok.decode(ids[self._start:], skip_special=self.skip)
        stable = text.rstrip("\ufffd")
        w = self._wtext
        if len(stable) <= len(w) or not stable.startswith(w):
            return ""
        out = stable[len(w):]
        self.emitted += out
        self._wtext = stable
        if len(ids) - self._start >= self.WINDOW and len(stable) == len(text):  # move it (all its text emitted)
            self._start = len(ids) - self.CONTEXT
            self._wtext = self.tok.decode(ids[self._start:], skip_special=self.skip).rstrip("\ufffd")
        return out

    def flush(self) -> str:
        text = self.tok.decode(self.ids, skip_special=self.skip)
        out = text[len(self.emitted):] if text.startswith(self.emitted) else ""
        self.emitted += out
        return out


@dataclass
class _Live:
    handle: Handle
    decoder: Any  # detok.ByteDecoder or WindowDecoder: push(token id) -> text, flush() -> text
    request_receipt: dict[str, Any]
    tokens: list[int] = field(default_factory=list)
    held: str = ""
    checkpoints: list[dict[str, Any]] = field(default_factory=list)
    stopped: bool = False  # a stop string matched: cancelled, waiting for its final event (no more text)
    started: bool = False  # its first text went out (the first text is never held by the stream interval)


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


def _freeze_heap() -> None:
    """Collect, then move every object alive now (the model, the gate's artifacts, the captured steps: they live
    as long as the server) out of the cyclic collector's view (gc.freeze; reference counting still frees them).
    Why: a full collection walks every tracked object holding the GIL, and at 64 streams the ticking thread
    then waits for it (a gen-2 pass took ~60 ms on the CPU host's fake serve); after this it walks only what
    the serving made."""
    gc.collect()
    gc.freeze()


BURST_HOLD_MS = 50.0  # the longest an idle engine's first admission waits for requests still being received


class Receiving:
    """One request between the HTTP handler's entry and its submit (EngineLoop.receiving)."""

    def __init__(self, loop: EngineLoop) -> None:
        self.loop, self.done = loop, False

    def close(self) -> None:
        """The request ended without a submit (refused, malformed, client gone): stop counting it."""
        with self.loop._cv:
            self.loop._received(self)


class EngineLoop:
    """Owns `engine` (backend.runtime.engine.Engine) on one thread; see the module docstring."""

    def __init__(self, engine: Any, tokenizer: Any, eos_token_id: int | None, *, artifact_set: dict[str, Any],
                 summary_extra: dict[str, Any], max_queue: int = 64, max_retries: int = 3,
                 warm_shapes: Sequence[tuple[int, int]] = (), stream_interval_ms: float = 0.0,
                 burst_hold_ms: float = BURST_HOLD_MS) -> None:
        if not 0.0 <= stream_interval_ms <= 1000.0:
            raise ValueError(f"stream interval {stream_interval_ms} ms: use 0 (every routing pass) .. 1000")
        if not 0.0 <= burst_hold_ms <= 1000.0:
            raise ValueError(f"burst hold {burst_hold_ms} ms: use 0 (admit at once) .. 1000")
        # an idle engine's first admission waits (at most this long) for the requests the HTTP side is still
        # receiving (between handler entry and submit): a burst of N then joins in one tick, not clumps over
        # several (each admission tick is a phase of its own for the checkpoints every 64 tokens). A lone
        # request, or one arriving while sequences run, is admitted at once.
        self.burst_hold_s = burst_hold_ms / 1000.0
        self._receiving = 0
        self.engine, self.tok, self.eos = engine, tokenizer, eos_token_id
        # how long the router may hold a running answer's text to send it with later tokens (0: every pass); an
        # answer's first text and every end go out at once
        self.stream_interval_s = stream_interval_ms / 1000.0
        self._bytes = byte_table(tokenizer, skip_special=True)  # byte-level BPE: ByteDecoder (detok.py)
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
        self._stop_cancels: list[int] = []  # stop strings matched (by the router): cancel, keep the answer open
        # the router thread: detokenises, matches stop strings, builds the items and hands them to the event
        # loop(s). Why a thread of its own: its Python work then runs while the engine thread waits for the
        # device (the GIL is free then), not between two ticks; and waking an event loop (call_soon_threadsafe
        # writes its self-pipe) releases the GIL, after which the woken loop holds it while it processes 64
        # streams' items -- the engine thread, the critical path, no longer waits for that. One thread: the
        # order of publications and items is kept.
        self._rq: queue.SimpleQueue[tuple[str, Any] | None] = queue.SimpleQueue()
        self._router = threading.Thread(target=self._router_loop, name="fltc-serve-router", daemon=True)
        # every publication straight to the router, from whichever thread published it (in order: one publisher
        # at a time); with background checkpoints the writer publishes them all (the engine thread only ticks)
        engine.scheduler.collect_published(self._published, on_writer=True)

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

    def receiving(self) -> Receiving:
        """Count a request the HTTP side has started to receive (parse, tokenise) until submit(..., rx) takes
        it or rx.close() drops it (a refused request): an idle engine's first admission waits for those."""
        with self._cv:
            self._receiving += 1
        return Receiving(self)

    def _received(self, rx: Receiving) -> None:  # under self._cv
        if not rx.done:
            rx.done = True
            self._receiving -= 1
            self._cv.notify()

    def submit(self, job: Job, loop: asyncio.AbstractEventLoop, rx: Receiving | None = None) -> Handle:
        """Post a checked job; it joins the batch before the next tick. 503 when the queue is full. rx: the
        request's reception count (receiving()), ended here under the same lock as the post (a refusal leaves
        it to the caller's rx.close())."""
        self.check(job)
        with self._cv:
            if rx is not None:
                self._received(rx)
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
        self._router.start()
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
        if not self._warm:  # else once the warm-up is done (_warm_one): its captured steps are long-lived too
            _freeze_heap()
        sched = self.engine.scheduler
        fails = 0
        try:
            while True:
                with self._cv:
                    while (not self._stop and not self._inbox and not self._cancels and not self._stop_cancels
                           and sched.idle and not sched.writer_busy and not self._dirty and not self._warm):
                        self._cv.wait()
                    if self._inbox and self._receiving and sched.idle and self.burst_hold_s > 0:
                        # a burst reaching an idle engine: wait for the requests still being received
                        deadline = time.monotonic() + self.burst_hold_s
                        while self._receiving and not self._stop and (left := deadline - time.monotonic()) > 0:
                            self._cv.wait(left)
                    inbox, self._inbox = self._inbox, []
                    cancels, self._cancels = self._cancels, []
                    stop_cancels, self._stop_cancels = self._stop_cancels, []
                    stop = self._stop
                dropped = {sid for sid in cancels if any(h.seq_id == sid for h, _ in inbox)}
                inbox = [(h, r) for h, r in inbox if h.seq_id not in dropped]  # gone before it was recorded
                if inbox:
                    self._admit(inbox)
                for sid in cancels:
                    if sid in self._live:
                        sched.cancel(sid)
                        self._forget(sid)
                for sid in stop_cancels:  # its CANCELLED event (or the final event it raced) ends the answer
                    sched.cancel(sid)
                if stop:
                    for sid in list(self._live):
                        sched.cancel(sid)
                        live = self._live.get(sid)
                        if live is not None:
                            self._rq.put(("items", [(live.handle, Failed(ApiError(
                                503, "the server shut down before the answer finished", type="server_error")))]))
                        self._forget(sid)
                    break
                if sched.idle:
                    if sched.writer_busy:  # the last ticks' events are not yet published: wait for the writer
                        sched.settle_checkpoint()
                        continue
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
        except BaseException as e:  # noqa: BLE001 - tell every waiting client, then stop serving
            self.failures.append(f"engine thread ended: {type(e).__name__}: {e}")
            self._fail_all(f"internal error in the engine thread: {type(e).__name__}: {e}")
        finally:
            try:
                self.engine.write_summary(self.summary_extra)
            finally:
                try:
                    self.engine.close()
                finally:
                    self._rq.put(None)  # after every publication (close() joined the writer)
                    self._router.join(30)

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
            _freeze_heap()  # what was made so far lives as long as the server
            return
        if len(self._warm) == 1:  # the last shape: the rest of the warm-up before it is reported complete (a
            # client that waits for /health's warmup then never waits for this; on the H200 a 64-stream load that
            # started while it ran had twice the time to first token)
            self._reserve_staging()
            _freeze_heap()  # the captured steps' objects live as long as the server
        with self._cv:
            self._warm.pop(0)
            self._warm_done += 1
            self._warm_s += time.perf_counter() - t0

    def _reserve_staging(self) -> None:
        """Once the warm-up is done (idle): Scheduler.reserve_checkpoint_staging, so the ticking thread does not
        allocate the checkpoint reads' pinned staging at the first checkpoints."""
        try:
            self.engine.scheduler.reserve_checkpoint_staging()
        except Exception as e:  # noqa: BLE001 - an optimisation: the reads allocate on demand as before
            self.failures.append(f"checkpoint staging not reserved: {type(e).__name__}: {e}")

    def _admit(self, inbox: list[tuple[Handle, Request]]) -> None:
        """One recorded request batch (its receipt is every member's request receipt). summary.json goes
        first: it states final heads, which this batch is about to move (rewritten when the loop is idle)."""
        (self.engine.run_dir / "summary.json").unlink(missing_ok=True)
        row = {"txid": (b"requests/%08d" % self.engine.request_batches).decode()}  # receipt: looked up at the end
        self.engine.submit([r for _, r in inbox])
        with self._cv:
            for h, _ in inbox:
                self._queued.add(h.seq_id)
                self._live[h.seq_id] = _Live(h, self._decoder(), row)
        self._dirty = True

    def _decoder(self) -> Any:
        if self._bytes is not None:
            return ByteDecoder(self._bytes)
        return WindowDecoder(self.tok, skip_special=True)

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
            live = self._live.get(sid)
            if live is not None:
                self._rq.put(("items", [(live.handle, Failed(ApiError(500, why, type="server_error",
                                                                      code="engine_failed")))]))
            self._forget(sid)

    def _published(self, events: tuple[Any, ...], receipt: Any) -> None:
        """A publication (on the thread that made it: the engine thread or the scheduler's writer) -> the router."""
        self._rq.put(("pubs", [(events, receipt)]))  # never blocks

    def _router_loop(self) -> None:
        """The router thread: each publication batch -> each sequence's items, handed to the event loop(s) in
        one call per batch. With a stream interval, running answers' text waits up to that long to go out with
        the text of later batches (fewer wake-ups and SSE chunks for the HTTP side, whose Python work shares the
        GIL with the engine thread); a batch with an answer's first text, an end or an error goes out at once,
        and so does everything held when the interval is up, whether or not another batch came."""
        held: list[tuple[Handle, Delta | Final | Failed]] = []
        due = 0.0  # when the oldest held item must go out
        while True:
            try:
                job = self._rq.get(timeout=max(0.0, due - time.monotonic())) if held else self._rq.get()
            except queue.Empty:
                _deliver(held)
                held = []
                continue
            if job is None:
                _deliver(held)
                return
            kind, val = job
            sent: list[tuple[Handle, Delta | Final | Failed]] = []
            urgent = True
            try:
                if kind == "pubs":
                    urgent = self._route_events(val, sent)
                else:
                    sent = val
            except Exception as e:  # noqa: BLE001 - a routing bug: tell the clients, keep the engine going
                self.failures.append(f"router: {type(e).__name__}: {e}")
                for live in list(self._live.values()):
                    sent.append((live.handle, Failed(ApiError(500, f"internal error routing tokens: {e}",
                                                              type="server_error"))))
                    self._forget(live.handle.seq_id)
            if not held:
                due = time.monotonic() + self.stream_interval_s
            held += sent
            if urgent or self.stream_interval_s <= 0.0 or time.monotonic() >= due:
                _deliver(held)
                held = []

    def _route_events(self, pubs: list[tuple[tuple[Any, ...], Any]],
                      sent: list[tuple[Handle, Delta | Final | Failed]]) -> bool:
        """Append each event's items to `sent`; True if one of them must not wait (an answer's first text, an
        end, a rejection)."""
        stops: list[_Live] = []
        urgent = False
        live_map = self._live
        for events, receipt in pubs:
            row = None if receipt is None else {"txid": receipt.txid.decode(), "sha256": receipt.hash.hex(),
                                                "index": receipt.index}
            for ev in events:
                live = live_map.get(ev.sequence_id)
                if live is None:
                    continue
                if self._queued:
                    with self._cv:
                        self._queued.discard(ev.sequence_id)
                if row is not None and ev.checkpoint_receipt_hash is not None:
                    live.checkpoints.append(row)
                if ev.event_type is EventType.REJECTED:
                    sent.append((live.handle, Failed(ApiError(400, "the scheduler rejected the request at validation",
                                                              code="rejected"))))
                    self._forget(ev.sequence_id)
                    urgent = True
                    continue
                hit = False
                tok = ev.sampled_token_id
                if tok is not None:
                    live.tokens.append(tok)
                    if not live.stopped:
                        stop = live.handle.job.stop
                        if stop:
                            text, live.held, hit = _split_stop(live.held + live.decoder.push(tok), stop)
                        else:  # no stop strings: nothing to hold back beyond the decoder's own UTF-8 tail
                            text = live.decoder.push(tok)
                        if text:
                            sent.append((live.handle, Delta(text)))
                            if not live.started:
                                live.started = urgent = True
                status = ev.new_state
                if status is SeqStatus.RUNNING and not hit:
                    continue
                status = SeqStatus(status)
                if hit:
                    live.stopped = True
                if status in _END or status is SeqStatus.CANCELLED:
                    self._finish(live, status, sent)
                    urgent = True
                elif hit:
                    stops.append(live)
        if stops:  # a stop string matched: the engine thread cancels the sequence before its next tick
            with self._cv:
                self._stop_cancels += [live.handle.seq_id for live in stops]
                self._cv.notify()
        return urgent

    def _finish(self, live: _Live, status: SeqStatus, sent: list[tuple[Handle, Delta | Final | Failed]]) -> None:
        """The sequence's final event arrived: the rest of its text, why it ended, its proof."""
        tail = ""
        if live.stopped:
            reason = "stop"
        else:  # the text held back (an incomplete UTF-8 tail or a possible stop-string start)
            tail, _, hit = _split_stop(live.held + live.decoder.flush(), live.handle.job.stop)
            reason = "stop" if hit else _END.get(status, "stop")
        sent.append((live.handle, Final(tail, reason, len(live.handle.job.prompt_ids), len(live.tokens),
                                        self._proof(live, status))))
        self._forget(live.handle.seq_id)

    def _proof(self, live: _Live, status: SeqStatus) -> dict[str, Any]:
        """The answer's proof object (what `fltc audit RUN_DIR --sequence ID --response FILE` checks)."""
        eng = self.engine
        chain = eng.bus.chain  # read once each: the writer thread may move them meanwhile
        receipts = eng.store.state.receipts
        sid = live.handle.seq_id
        req = live.request_receipt
        if "sha256" not in req:  # the request batch's receipt (durable before any event of the sequence)
            want = req["txid"].encode()
            rec = next(r for r in reversed(receipts) if r.txid == want)
            req.update(sha256=rec.hash.hex(), index=rec.index)
        return {
            "format": PROOF_FORMAT,
            "run_dir": str(eng.run_dir),
            "sequence_id": sid,
            "status": status.name,
            "executor": getattr(eng.executor, "name", "?"),
            "artifact_set": self.artifact_set,
            "event_head": chain.last_digest.hex(),
            "events": chain.next_seq,
            "store_head": receipts[-1].hash.hex(),
            "receipts": len(receipts),
            "sequence_receipts": [live.request_receipt, *live.checkpoints],
            "prompt_token_ids": list(live.handle.job.prompt_ids),
            "token_ids": list(live.tokens),
            "verify": f"fltc audit {eng.run_dir} --sequence {sid} --response RESPONSE.json",
        }
