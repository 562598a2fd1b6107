"""Event bus: immutable events after commit, digest-chained, persisted as a verifiable log.

Publication happens only after the Layer 21 tick has committed (and, on a checkpoint tick,
after the ROWM-NR receipt is durable). Digests and numbers come from spec/lli/events.py, so a
retried publication (same chain position, same body) has the same number and digest; the log
recognises it and does not append twice. Subscribers run on their own threads behind an
unbounded queue: publish never waits for them, and they only ever see frozen Event values,
so they can neither block nor mutate the scheduler.
"""

from __future__ import annotations

import hashlib
import os
import queue
import struct
import threading
from collections.abc import Callable
from pathlib import Path

from backend.runtime.crashpoints import armed, crash_point, die
from fltc.errors import StoreError
from spec.lli import canonical as c
from spec.lli.events import (
    EVENT_VERSION,
    TAG_EVENT,
    TAG_EVENT_RECORD,
    ChainState,
    Event,
    EventBody,
    decode_record,
    verify_chain,
)

_HEAD = struct.Struct("<HBQBBQ")  # version, type, sequence id, previous / new state, committed count
_DIGEST_PREFIX = c.blob(TAG_EVENT)
_RECORD_PREFIX = c.blob(TAG_EVENT_RECORD)
_RECORD_LEN = c.u64  # the record's u64 length prefix
new_event = object.__new__


def publish_records(chain: ChainState, bodies: tuple[EventBody, ...]
                    ) -> tuple[ChainState, tuple[Event, ...], tuple[bytes, ...]]:
    """spec.lli.events.publish_all plus each event's log record (Event.record()), in one pass that encodes
    each event's fields once: the same numbers, digests and record bytes (tests/runtime/test_events_fast.py
    compares them with the spec's on random bodies), at a fraction of the spec's per-event cost."""
    seq, prior = chain.next_seq, chain.last_digest
    events, records = [], []
    sha, head = hashlib.sha256, _HEAD.pack
    for b in bodies:
        tok, rh = b.sampled_token_id, b.checkpoint_receipt_hash
        if rh is not None and len(rh) != c.HASH_BYTES:
            raise ValueError("hash must be 32 bytes")
        fields = b"".join((head(EVENT_VERSION, int(b.event_type), b.sequence_id, int(b.previous_state),
                                int(b.new_state), b.committed_token_count),
                           b"\x00" if tok is None else b"\x01" + c.u32(tok),
                           b"\x00" if rh is None else b"\x01" + rh, c.u64(seq)))
        d = sha(_DIGEST_PREFIX + fields + prior).digest()
        ev = new_event(Event)  # the frozen dataclass's fields set at once (its __init__ sets them one by one)
        ev.__dict__.update(version=EVENT_VERSION, event_type=b.event_type, sequence_id=b.sequence_id,
                           previous_state=b.previous_state, new_state=b.new_state,
                           committed_token_count=b.committed_token_count, sampled_token_id=tok,
                           checkpoint_receipt_hash=rh, transition_digest=d, monotonic_sequence_number=seq)
        events.append(ev)
        body = _RECORD_PREFIX + fields + d
        records.append(_RECORD_LEN(len(body)) + body)
        seq, prior = seq + 1, d
    return ChainState(seq, prior), tuple(events), tuple(records)


def read_event_log(path: Path) -> tuple[list[Event], int, str | None]:
    """(events, length of the complete prefix, problem) -- problem names a torn tail or corruption."""
    data = path.read_bytes() if path.exists() else b""
    rd = c.Reader(data)
    events: list[Event] = []
    while rd.remaining:
        start = rd.pos
        if rd.remaining < 8 or int.from_bytes(data[start:start + 8], "little") > rd.remaining - 8:
            return events, start, f"torn or corrupt record at byte {start} (incomplete tail)"
        try:
            events.append(decode_record(rd))
        except c.DecodeError as e:
            return events, start, f"record {len(events)} at byte {start}: {e}"
    return events, len(data), None


class Subscription:
    """One asynchronous subscriber: a daemon thread draining an unbounded queue."""

    def __init__(self, callback: Callable[[Event], None]) -> None:
        self._q: queue.SimpleQueue[Event | None] = queue.SimpleQueue()
        self._cb = callback
        self.errors: list[BaseException] = []
        self.delivered = 0
        self._t = threading.Thread(target=self._loop, daemon=True, name="fltc-event-subscriber")
        self._t.start()

    def _loop(self) -> None:
        while True:
            ev = self._q.get()
            if ev is None:
                return
            try:
                self._cb(ev)
            except BaseException as e:  # a failing subscriber never reaches the scheduler
                self.errors.append(e)
            self.delivered += 1

    def offer(self, ev: Event) -> None:
        self._q.put(ev)  # SimpleQueue.put never blocks

    def close(self, timeout: float | None = None) -> None:
        self._q.put(None)
        self._t.join(timeout)


class EventBus:
    """Digest-chained publication with an append-only log (log_path) and async subscribers."""

    def __init__(self, log_path: str | os.PathLike[str], chain: ChainState | None = None) -> None:
        chain = chain if chain is not None else ChainState()
        self.path = Path(log_path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        logged, good, problem = read_event_log(self.path)
        if problem is not None:
            if not problem.startswith("torn"):
                raise StoreError(f"event log {self.path}: {problem}")
            os.truncate(self.path, good)  # a crash mid-append: the tail was never acknowledged
        why = verify_chain(logged)
        if why is not None:
            raise StoreError(f"event log {self.path}: {why}")
        self._logged_digests = [e.transition_digest for e in logged]
        self.chain = chain
        if chain.next_seq > len(logged) or (chain.next_seq and logged[chain.next_seq - 1].transition_digest
                                            != chain.last_digest):
            raise StoreError(f"event log {self.path} does not contain the chain up to event {chain.next_seq}")
        self._subs: list[Subscription] = []
        self.republished = 0
        self._fd: int | None = None  # the log, opened once for appending (an open per tick cost more than the tick)

    def _log_fd(self) -> int:
        if self._fd is None:
            self._fd = os.open(self.path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
        return self._fd

    def subscribe(self, callback: Callable[[Event], None]) -> Subscription:
        s = Subscription(callback)
        self._subs.append(s)
        return s

    def publish(self, bodies: tuple[EventBody, ...], *, durable: bool = False,
                defer_fsync: bool = False) -> tuple[Event, ...]:
        """Number, digest, log (skipping events the log already holds: retries) and deliver. durable: fsync
        the log after the write -- or, with defer_fsync, leave that to the caller (fsync_log(), from the
        checkpoint writer thread: the write is in the file, and the order write -> fsync is the same)."""
        chain, events, records = publish_records(self.chain, bodies)
        fresh = []
        logged = len(self._logged_digests)
        for ev, rec in zip(events, records, strict=True):
            n = ev.monotonic_sequence_number
            if n < logged:
                if self._logged_digests[n] != ev.transition_digest:
                    raise StoreError(f"event {n}: a retry produced another digest than the logged one")
                self.republished += 1
            else:
                fresh.append((ev, rec))
        if fresh:
            data = b"".join(rec for _, rec in fresh)
            fd = self._log_fd()
            if durable and armed("ckpt.events_torn"):
                os.write(fd, data[: len(data) // 2])
                die()
            view = memoryview(data)
            while view:  # one unbuffered append per tick: in the file once write returns, as f.flush() was
                view = view[os.write(fd, view):]
            if durable:
                crash_point("ckpt.events_written")
                if not defer_fsync:
                    os.fsync(fd)
            self._logged_digests += [e.transition_digest for e, _ in fresh]
        self.chain = chain
        for ev in events:
            for s in self._subs:
                s.offer(ev)
        return events

    def fsync_log(self) -> None:
        """fsync the open log (any thread; the bus's owner closes it only after that thread is done)."""
        if self._fd is not None:
            os.fsync(self._fd)

    def sync(self) -> None:
        if self._fd is not None:
            os.fsync(self._fd)
        elif self.path.exists():
            fd = os.open(self.path, os.O_WRONLY)
            try:
                os.fsync(fd)
            finally:
                os.close(fd)

    def __del__(self) -> None:  # an EventBus dropped without close(): release the log's descriptor
        fd, self._fd = getattr(self, "_fd", None), None
        if fd is not None:
            try:
                os.close(fd)
            except OSError:
                pass

    def close(self, timeout: float | None = None) -> None:
        """fsync the log and wait for subscribers to drain (each at most `timeout` s)."""
        self.sync()
        if self._fd is not None:
            os.close(self._fd)
            self._fd = None
        for s in self._subs:
            s.close(timeout)
        self._subs = []
