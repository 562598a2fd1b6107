"""Event bus: immutable events after commit, digest-chained, persisted as a verifiable log.

Publication happens only after the Layer 21 tick has committed (and, on a checkpoint tick,
after the ROWM-NR receipt is durable). Digests and numbers come from spec/lli/events.py, so a
retried publication (same chain position, same body) has the same number and digest; the log
recognises it and does not append twice. Subscribers run on their own threads behind an
unbounded queue: publish never waits for them, and they only ever see frozen Event values,
so they can neither block nor mutate the scheduler.
"""

from __future__ import annotations

import os
import queue
import threading
from collections.abc import Callable
from pathlib import Path

from backend.runtime.crashpoints import armed, crash_point, die
from fltc.errors import StoreError
from spec.lli import canonical as c
from spec.lli.events import ChainState, Event, EventBody, decode_record, publish_all, verify_chain


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

    def subscribe(self, callback: Callable[[Event], None]) -> Subscription:
        s = Subscription(callback)
        self._subs.append(s)
        return s

    def publish(self, bodies: tuple[EventBody, ...], *, durable: bool = False) -> tuple[Event, ...]:
        """Number, digest, log (skipping events the log already holds: retries) and deliver."""
        chain, events = publish_all(self.chain, bodies)
        fresh = []
        for ev in events:
            n = ev.monotonic_sequence_number
            if n < len(self._logged_digests):
                if self._logged_digests[n] != ev.transition_digest:
                    raise StoreError(f"event {n}: a retry produced another digest than the logged one")
                self.republished += 1
            else:
                fresh.append(ev)
        if fresh:
            data = b"".join(e.record() for e in fresh)
            with open(self.path, "ab") as f:
                if durable and armed("ckpt.events_torn"):
                    f.write(data[: len(data) // 2])
                    f.flush()
                    die()
                f.write(data)
                f.flush()
                if durable:
                    crash_point("ckpt.events_written")
                    os.fsync(f.fileno())
            self._logged_digests += [e.transition_digest for e in fresh]
        self.chain = chain
        for ev in events:
            for s in self._subs:
                s.offer(ev)
        return events

    def sync(self) -> None:
        if self.path.exists():
            fd = os.open(self.path, os.O_WRONLY)
            try:
                os.fsync(fd)
            finally:
                os.close(fd)

    def close(self, timeout: float | None = None) -> None:
        """fsync the log and wait for subscribers to drain (each at most `timeout` s)."""
        self.sync()
        for s in self._subs:
            s.close(timeout)
        self._subs = []
