"""The event digest chain (Event Bus Boundary), as pure functions.

An event carries exactly the contract's fields. Canonical encoding of the fields
(``field_bytes``): u16 version, u8 event_type, u64 sequence_id, u8 previous_state,
u8 new_state, u64 committed_token_count, opt-u32 sampled_token_id,
opt-hash checkpoint_receipt_hash, u64 monotonic_sequence_number.
transition_digest = H(TAG_EVENT, field_bytes || prior digest), prior digest of event 0 = zeros.
A retry of a publication recomputes the same number and digest (idempotence by construction).
Log record: u64 length || tagged(TAG_EVENT_RECORD, field_bytes || transition_digest).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum

from spec.lli import canonical as c

EVENT_VERSION = 1
TAG_EVENT = b"fltc/event/digest/v1"
TAG_EVENT_RECORD = b"fltc/event/record/v1"
MAX_EVENT_RECORD = 4096


class SeqStatus(IntEnum):
    """Sequence states that appear as previous_state / new_state."""

    QUEUED = 0
    RUNNING = 1
    FINISHED_EOS = 2
    FINISHED_LENGTH = 3
    REJECTED = 4
    CANCELLED = 5  # ended between ticks by Scheduler.cancel (a client went away or a stop string matched)


class EventType(IntEnum):
    REJECTED = 1  # validation refused the request (no token)
    PREFILL = 2  # prompt processed, first token committed
    DECODE = 3  # one more token committed
    FINISHED = 4  # last token committed (EOS or max tokens)
    CANCELLED = 5  # ended between ticks by Scheduler.cancel (no token); its KV blocks are freed


@dataclass(frozen=True)
class EventBody:
    """What a committed transition says about one sequence (everything but chain position)."""

    event_type: EventType
    sequence_id: int
    previous_state: SeqStatus
    new_state: SeqStatus
    committed_token_count: int  # prompt + generated tokens committed for the sequence
    sampled_token_id: int | None
    checkpoint_receipt_hash: bytes | None = None


@dataclass(frozen=True)
class Event:
    version: int
    event_type: EventType
    sequence_id: int
    previous_state: SeqStatus
    new_state: SeqStatus
    committed_token_count: int
    sampled_token_id: int | None
    checkpoint_receipt_hash: bytes | None
    transition_digest: bytes
    monotonic_sequence_number: int

    def field_bytes(self) -> bytes:
        return field_bytes(self.version, self.event_type, self.sequence_id, self.previous_state,
                           self.new_state, self.committed_token_count, self.sampled_token_id,
                           self.checkpoint_receipt_hash, self.monotonic_sequence_number)

    def record(self) -> bytes:
        body = c.tagged(TAG_EVENT_RECORD, self.field_bytes() + self.transition_digest)
        return c.u64(len(body)) + body


def field_bytes(version: int, event_type: int, sequence_id: int, previous_state: int, new_state: int,
                committed_token_count: int, sampled_token_id: int | None,
                checkpoint_receipt_hash: bytes | None, seqno: int) -> bytes:
    return (c.u16(version) + c.u8(int(event_type)) + c.u64(sequence_id) + c.u8(int(previous_state))
            + c.u8(int(new_state)) + c.u64(committed_token_count) + c.opt_u32(sampled_token_id)
            + c.opt_hash(checkpoint_receipt_hash) + c.u64(seqno))


def transition_digest(fields: bytes, prior: bytes) -> bytes:
    return c.digest(TAG_EVENT, fields + prior)


@dataclass(frozen=True)
class ChainState:
    next_seq: int = 0
    last_digest: bytes = c.ZERO_HASH


def publish(chain: ChainState, body: EventBody) -> tuple[ChainState, Event]:
    """(chain, body) -> (chain', event). Pure: the same inputs give the same number and digest."""
    fb = field_bytes(EVENT_VERSION, body.event_type, body.sequence_id, body.previous_state, body.new_state,
                     body.committed_token_count, body.sampled_token_id, body.checkpoint_receipt_hash,
                     chain.next_seq)
    d = transition_digest(fb, chain.last_digest)
    ev = Event(EVENT_VERSION, body.event_type, body.sequence_id, body.previous_state, body.new_state,
               body.committed_token_count, body.sampled_token_id, body.checkpoint_receipt_hash, d,
               chain.next_seq)
    return ChainState(chain.next_seq + 1, d), ev


def publish_all(chain: ChainState, bodies: tuple[EventBody, ...]) -> tuple[ChainState, tuple[Event, ...]]:
    out = []
    for b in bodies:
        chain, ev = publish(chain, b)
        out.append(ev)
    return chain, tuple(out)


def decode_record(r: c.Reader) -> Event:
    n = r.u64()
    if n > MAX_EVENT_RECORD:
        raise c.DecodeError(f"event record of {n} bytes exceeds {MAX_EVENT_RECORD}")
    rr = c.Reader(r.take(n))
    rr.expect_tag(TAG_EVENT_RECORD)
    version = rr.u16()
    et = rr.u8()
    sid = rr.u64()
    ps, ns = rr.u8(), rr.u8()
    cnt = rr.u64()
    tok = rr.opt_u32()
    rh = rr.opt_hash()
    seq = rr.u64()
    dig = rr.take(32)
    rr.done()
    try:
        return Event(version, EventType(et), sid, SeqStatus(ps), SeqStatus(ns), cnt, tok, rh, dig, seq)
    except ValueError as e:
        raise c.DecodeError(f"event enum out of range: {e}") from e


def verify_chain(events: tuple[Event, ...] | list[Event], start: ChainState = ChainState()) -> str | None:
    """None if the events form a valid chain from `start`; else the first inconsistency."""
    chain = start
    for i, ev in enumerate(events):
        if ev.version != EVENT_VERSION:
            return f"event {i}: version {ev.version}"
        if ev.monotonic_sequence_number != chain.next_seq:
            return f"event {i}: sequence number {ev.monotonic_sequence_number}, expected {chain.next_seq}"
        want = transition_digest(ev.field_bytes(), chain.last_digest)
        if ev.transition_digest != want:
            return f"event {i} (seq {ev.monotonic_sequence_number}): transition digest mismatch"
        chain = ChainState(chain.next_seq + 1, ev.transition_digest)
    return None
