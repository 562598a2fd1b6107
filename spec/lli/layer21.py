"""Layer 21: the deterministic scheduler transition, as a pure function.

``step(state, input, model) -> (state', output)`` where input is ``Submit(request)`` (enqueue,
no validation yet) or ``Tick(fault)`` (one continuous-batching iteration). A tick runs, in the
contract's order:

1. validate waiting requests in FIFO order (invalid -> REJECTED), admit while the batch has
   room (<= max_batch running) and the blocks reserved for every running sequence's worst case
   (prompt + max_new_tokens - 1 KV positions) fit in the pool (head-of-line: admission stops at
   the first request that does not fit);
2. allocate logical KV pages: each sequence gets the lowest-numbered free physical blocks needed
   for the positions written this tick;
3. run prefill (admitted: the whole prompt) or decode (running: the last token) -- the model
   writes K/V of those positions;
4. sample one token per sequence (spec.sampling.sample_f32, seed = config.seed, per-sequence
   counter starting at seq_id * 2**32 and advancing by one per committed token);
5. commit: append the token; stop on EOS (token kept) or max_new_tokens; free finished blocks;
6. checkpoint when any sequence reached a multiple of checkpoint_interval generated tokens:
   the canonical snapshot (``encode_snapshot``) is appended once to the ROWM-NR store under
   transaction id ``b"ckpt/%016d" % step``;
7. publish one event per transition (after the receipt; every event of a checkpointing tick
   carries its receipt hash).

A fault (ALLOCATE, OPERATOR, SAMPLE, CHECKPOINT) at a stage that runs makes the whole tick fail:
state' == state (nothing allocated, committed, stored or published) and no event is output.
A fault named for a stage that does not run in this tick has no effect.
"""

from __future__ import annotations

import math
import struct
from dataclasses import dataclass, field, replace
from enum import IntEnum
from typing import Protocol

import numpy as np

from backend.runtime.executor import SamplingParams
from fltc.errors import ConfigError
from spec.lli import canonical as c
from spec.lli import rowmnr
from spec.lli.events import ChainState, Event, EventBody, EventType, SeqStatus, publish_all
from spec.sampling import sample_f32

TAG_SNAPSHOT = b"fltc/l21/snapshot/v1"
MAX_BATCH = 256
SEQ_COUNTER_SHIFT = 32


class Fault(IntEnum):
    """Where a tick can fail (injected in tests; real failures raise at the same stages)."""

    ALLOCATE = 1
    OPERATOR = 2
    SAMPLE = 3
    CHECKPOINT = 4


class Outcome(IntEnum):
    IDLE = 0  # nothing to do: state unchanged
    COMMITTED = 1
    FAILED = 2
    QUEUED = 3  # Submit


@dataclass(frozen=True)
class Request:
    """One generation request. seq_id must be unique within a run (u32)."""

    prompt_tokens: tuple[int, ...]
    max_new_tokens: int
    sampling: SamplingParams = SamplingParams()
    eos_token_id: int | None = None
    seq_id: int = 0

    def __post_init__(self) -> None:
        # Structural checks only (every field must have a canonical encoding); semantic
        # validation (vocabulary, lengths, duplicates) is the tick's first stage.
        object.__setattr__(self, "prompt_tokens", tuple(int(t) for t in self.prompt_tokens))
        if any(not (0 <= t < (1 << 32)) for t in self.prompt_tokens):
            raise ConfigError("prompt tokens must be u32 values")
        if not (0 <= self.seq_id < (1 << 32)):
            raise ConfigError(f"seq_id {self.seq_id} must be a u32")
        if not (0 <= self.max_new_tokens < (1 << 63)):
            raise ConfigError("max_new_tokens must be >= 0")
        if self.eos_token_id is not None and not (0 <= self.eos_token_id < (1 << 32)):
            raise ConfigError("eos_token_id must be a u32 or None")
        if not (0 <= self.sampling.top_k < (1 << 32)):
            raise ConfigError("top_k must be a u32")


@dataclass(frozen=True)
class L21Config:
    physical_blocks: int
    vocab_size: int
    max_seq_len: int
    block_size: int = 16
    max_batch: int = MAX_BATCH
    checkpoint_interval: int = 64
    seed: int = 0


@dataclass(frozen=True)
class Seq:
    request: Request
    status: SeqStatus
    tokens: tuple[int, ...]  # prompt + committed generated tokens
    block_table: tuple[int, ...]  # physical blocks in logical order (empty once finished)
    rng_counter: int

    @property
    def seq_id(self) -> int:
        return self.request.seq_id

    @property
    def generated(self) -> tuple[int, ...]:
        return self.tokens[len(self.request.prompt_tokens):]

    @property
    def kv_len(self) -> int:
        """Positions whose K/V are committed: all but the last sampled token (0 before prefill)."""
        return len(self.tokens) - 1 if self.generated else 0


@dataclass(frozen=True)
class L21State:
    config: L21Config
    waiting: tuple[Request, ...] = ()
    running: tuple[Seq, ...] = ()
    done: tuple[Seq, ...] = ()  # finished or rejected, in commit order
    free_blocks: frozenset[int] = frozenset()
    step: int = 0  # committed ticks
    chain: ChainState = ChainState()
    store: rowmnr.StoreState = field(default_factory=rowmnr.StoreState)


def initial_state(config: L21Config) -> L21State:
    return L21State(config, free_blocks=frozenset(range(config.physical_blocks)))


@dataclass(frozen=True)
class Submit:
    request: Request


@dataclass(frozen=True)
class Tick:
    fault: Fault | None = None


@dataclass(frozen=True)
class StepOutput:
    outcome: Outcome
    failed_at: Fault | None = None
    events: tuple[Event, ...] = ()
    tokens: tuple[tuple[int, int], ...] = ()  # (seq_id, token) committed this tick, batch order
    checkpoint: rowmnr.Receipt | None = None
    reason: str = ""


class Model(Protocol):
    """The pure model the spec runs against (tests use a toy; see tests/runtime/toy.py)."""

    def logits(self, tokens: tuple[int, ...]) -> np.ndarray:
        """float32 [vocab] next-token logits after the whole context `tokens`."""
        ...

    def kv_block_bytes(self, tokens: tuple[int, ...], kv_len: int, logical_block: int) -> bytes:
        """Canonical bytes of one block of the sequence: [plane K,V][layer][token][kv_head][dim],
        slots at positions >= kv_len zero."""
        ...


def reserve_blocks(req: Request, block_size: int) -> int:
    """Worst-case blocks a request can hold: KV of prompt + max_new_tokens - 1 positions."""
    return -(-(len(req.prompt_tokens) + req.max_new_tokens - 1) // block_size)


def validate(req: Request, cfg: L21Config, used_ids: set[int]) -> str | None:
    """None if the request is admissible, else the reason it is rejected."""
    p = req.prompt_tokens
    if req.seq_id in used_ids:
        return f"seq_id {req.seq_id} already used in this run"
    if len(p) == 0:
        return "empty prompt"
    if any(not (0 <= t < cfg.vocab_size) for t in p):
        return f"prompt token outside vocabulary [0, {cfg.vocab_size})"
    if req.max_new_tokens < 1:
        return "max_new_tokens < 1"
    if len(p) + req.max_new_tokens > cfg.max_seq_len:
        return f"prompt + max_new_tokens = {len(p) + req.max_new_tokens} > max_seq_len {cfg.max_seq_len}"
    if reserve_blocks(req, cfg.block_size) > cfg.physical_blocks:
        return f"needs {reserve_blocks(req, cfg.block_size)} KV blocks > pool of {cfg.physical_blocks}"
    if req.eos_token_id is not None and not (0 <= req.eos_token_id < cfg.vocab_size):
        return "eos_token_id outside vocabulary"
    sp = req.sampling
    if not (math.isfinite(sp.temperature) and sp.temperature >= 0):
        return "temperature must be finite and >= 0"
    if sp.top_k < 0 or not (0.0 < sp.top_p <= 1.0):
        return "top_k must be >= 0 and top_p in (0, 1]"
    return None


def _fail(s: L21State, at: Fault, reason: str) -> tuple[L21State, StepOutput]:
    return s, StepOutput(Outcome.FAILED, failed_at=at, reason=reason)


def step(s: L21State, inp: Submit | Tick, model: Model) -> tuple[L21State, StepOutput]:
    """The Layer 21 transition. Pure: equal inputs give equal outputs."""
    if isinstance(inp, Submit):
        return replace(s, waiting=s.waiting + (inp.request,)), StepOutput(Outcome.QUEUED)
    cfg, fault = s.config, inp.fault
    bs = cfg.block_size
    free = set(s.free_blocks)
    waiting = list(s.waiting)
    done = list(s.done)
    used = {q.seq_id for q in s.running} | {q.seq_id for q in s.done}
    bodies: list[EventBody] = []
    # 1. validate + admit
    reserved = sum(reserve_blocks(q.request, bs) for q in s.running)
    admitted: list[Request] = []
    while waiting:
        req = waiting[0]
        why = validate(req, cfg, used)
        if why is not None:
            waiting.pop(0)
            used.add(req.seq_id)
            done.append(Seq(req, SeqStatus.REJECTED, tuple(req.prompt_tokens), (), req.seq_id << SEQ_COUNTER_SHIFT))
            bodies.append(EventBody(EventType.REJECTED, req.seq_id, SeqStatus.QUEUED, SeqStatus.REJECTED, 0, None))
            continue
        need = reserve_blocks(req, bs)
        if len(s.running) + len(admitted) < cfg.max_batch and reserved + need <= cfg.physical_blocks:
            waiting.pop(0)
            used.add(req.seq_id)
            admitted.append(req)
            reserved += need
        else:
            break
    batch = list(s.running) + [Seq(r, SeqStatus.QUEUED, tuple(r.prompt_tokens), (), r.seq_id << SEQ_COUNTER_SHIFT)
                               for r in admitted]
    if not batch and not bodies:
        return s, StepOutput(Outcome.IDLE)
    # 2. allocate KV pages (lowest free block first)
    tables: list[tuple[int, ...]] = []
    for q in batch:
        positions = len(q.tokens)  # KV positions written after this tick's forward
        need = -(-positions // bs) - len(q.block_table)
        if need > 0 and fault is Fault.ALLOCATE:
            return _fail(s, Fault.ALLOCATE, "injected allocation failure")
        table = list(q.block_table)
        for _ in range(max(need, 0)):
            if not free:
                return _fail(s, Fault.ALLOCATE, "KV pool exhausted")
            b = min(free)
            free.remove(b)
            table.append(b)
        tables.append(tuple(table))
    # 3. prefill / decode (the model writes K/V)
    if batch and fault is Fault.OPERATOR:
        return _fail(s, Fault.OPERATOR, "injected operator failure")
    logits = [model.logits(q.tokens) for q in batch]
    # 4. sample
    if batch and fault is Fault.SAMPLE:
        return _fail(s, Fault.SAMPLE, "injected sampling failure")
    toks = [int(sample_f32(np.asarray(lg, dtype=np.float32), q.request.sampling.temperature,
                           q.request.sampling.top_k, q.request.sampling.top_p, cfg.seed, q.rng_counter))
            for q, lg in zip(batch, logits, strict=True)]
    # 5. commit
    running: list[Seq] = []
    committed: list[tuple[int, int]] = []
    boundary = False
    for q, table, tok in zip(batch, tables, toks, strict=True):
        toks_new = q.tokens + (tok,)
        gen = len(toks_new) - len(q.request.prompt_tokens)
        if q.request.eos_token_id is not None and tok == q.request.eos_token_id:
            st = SeqStatus.FINISHED_EOS
        elif gen >= q.request.max_new_tokens:
            st = SeqStatus.FINISHED_LENGTH
        else:
            st = SeqStatus.RUNNING
        boundary |= gen % cfg.checkpoint_interval == 0
        et = (EventType.FINISHED if st is not SeqStatus.RUNNING
              else EventType.PREFILL if q.status is SeqStatus.QUEUED else EventType.DECODE)
        bodies.append(EventBody(et, q.seq_id, q.status, st, len(toks_new), tok))
        committed.append((q.seq_id, tok))
        nq = Seq(q.request, st, toks_new, table, q.rng_counter + 1)
        if st is SeqStatus.RUNNING:
            running.append(nq)
        else:
            free.update(table)
            done.append(replace(nq, block_table=()))
    mid = L21State(cfg, tuple(waiting), tuple(running), tuple(done), frozenset(free), s.step + 1, s.chain, s.store)
    # 6. checkpoint
    receipt = None
    store = s.store
    if boundary:
        if fault is Fault.CHECKPOINT:
            return _fail(s, Fault.CHECKPOINT, "injected checkpoint failure")
        kv = tuple(tuple(model.kv_block_bytes(q.tokens, q.kv_len, j) for j in range(len(q.block_table)))
                   for q in running)
        payload = encode_snapshot(mid, tuple(bodies), kv)
        store, out = rowmnr.append_once(s.store, checkpoint_txid(mid.step), payload, rowmnr.EntryKind.CHECKPOINT)
        if out.status not in (rowmnr.Status.NEW, rowmnr.Status.EXISTING):
            return _fail(s, Fault.CHECKPOINT, out.reason)
        receipt = out.receipt
        bodies = [replace(b, checkpoint_receipt_hash=receipt.hash) for b in bodies]
    # 7. publish
    chain, events = publish_all(s.chain, tuple(bodies))
    return (replace(mid, chain=chain, store=store),
            StepOutput(Outcome.COMMITTED, events=events, tokens=tuple(committed), checkpoint=receipt))


def checkpoint_txid(step_no: int) -> bytes:
    return b"ckpt/%016d" % step_no


# ---------------------------------------------------------------- canonical snapshot


def _enc_request(r: Request) -> bytes:
    sp = r.sampling
    return (c.u64(r.seq_id) + c.u64(len(r.prompt_tokens)) + b"".join(c.u32(t) for t in r.prompt_tokens)
            + c.u64(r.max_new_tokens) + c.f64(float(sp.temperature)) + c.u32(sp.top_k) + c.f64(float(sp.top_p))
            + c.opt_u32(r.eos_token_id))


def _dec_request(rd: c.Reader) -> Request:
    sid = rd.u64()
    n = rd.u64()
    if n > rd.remaining // 4:
        raise c.DecodeError("prompt length exceeds the snapshot")
    prompt = tuple(rd.u32() for _ in range(n))
    mx = rd.u64()
    sp = SamplingParams(rd.f64(), rd.u32(), rd.f64())
    try:
        return Request(prompt, mx, sp, rd.opt_u32(), sid)
    except ConfigError as e:
        raise c.DecodeError(f"request does not validate structurally: {e}") from e


def _enc_u32s(xs: tuple[int, ...]) -> bytes:
    return c.u64(len(xs)) + struct.pack(f"<{len(xs)}I", *xs)  # = the c.u32 of each, in one call


def _dec_u32s(rd: c.Reader) -> tuple[int, ...]:
    n = rd.u64()
    if n > rd.remaining // 4:
        raise c.DecodeError("list length exceeds the snapshot")
    return tuple(rd.u32() for _ in range(n))


def _enc_seq(q: Seq) -> bytes:
    return (_enc_request(q.request) + c.u8(int(q.status)) + _enc_u32s(q.tokens) + _enc_u32s(q.block_table)
            + c.u64(q.rng_counter))


def _dec_seq(rd: c.Reader) -> Seq:
    req = _dec_request(rd)
    st = rd.u8()
    if st not in SeqStatus._value2member_map_:
        raise c.DecodeError(f"sequence status {st}")
    return Seq(req, SeqStatus(st), _dec_u32s(rd), _dec_u32s(rd), rd.u64())


def _enc_body(b: EventBody) -> bytes:
    return (c.u8(int(b.event_type)) + c.u64(b.sequence_id) + c.u8(int(b.previous_state)) + c.u8(int(b.new_state))
            + c.u64(b.committed_token_count) + c.opt_u32(b.sampled_token_id))


def _dec_body(rd: c.Reader) -> EventBody:
    try:
        et = EventType(rd.u8())
        sid = rd.u64()
        ps, ns = SeqStatus(rd.u8()), SeqStatus(rd.u8())
    except ValueError as e:
        raise c.DecodeError(str(e)) from e
    return EventBody(et, sid, ps, ns, rd.u64(), rd.opt_u32())


@dataclass(frozen=True)
class Snapshot:
    """A decoded checkpoint: the post-commit state (chain before this tick's events, empty store),
    the tick's event bodies (receipt hash not yet attached) and each running sequence's KV blocks."""

    state: L21State
    pending: tuple[EventBody, ...]
    kv: tuple[tuple[bytes, ...], ...]


def encode_snapshot(s: L21State, pending: tuple[EventBody, ...], kv: tuple[tuple[bytes, ...], ...]) -> bytes:
    """Canonical snapshot: config, step, chain, free list, queues, sequences, pending events, KV bytes."""
    cfg = s.config
    if len(kv) != len(s.running) or any(len(k) != len(q.block_table) for k, q in zip(kv, s.running, strict=True)):
        raise ValueError("KV section must hold one entry per block of every running sequence")
    out = [c.u32(cfg.physical_blocks), c.u32(cfg.vocab_size), c.u64(cfg.max_seq_len), c.u32(cfg.block_size),
           c.u32(cfg.max_batch), c.u32(cfg.checkpoint_interval), c.u64(cfg.seed),
           c.u64(s.step), c.u64(s.chain.next_seq), s.chain.last_digest, _enc_u32s(tuple(sorted(s.free_blocks))),
           c.u64(len(s.waiting))]
    out += [_enc_request(r) for r in s.waiting]
    out.append(c.u64(len(s.running)))
    out += [_enc_seq(q) for q in s.running]
    out.append(c.u64(len(s.done)))
    out += [_enc_seq(q) for q in s.done]
    out.append(c.u64(len(pending)))
    out += [_enc_body(b) for b in pending]
    for q, blocks in zip(s.running, kv, strict=True):
        out.append(c.u64(q.seq_id) + c.u64(len(blocks)) + b"".join(c.blob(b) for b in blocks))
    return c.tagged(TAG_SNAPSHOT, b"".join(out))


def decode_snapshot(data: bytes) -> Snapshot:
    rd = c.Reader(data)
    rd.expect_tag(TAG_SNAPSHOT)
    cfg = L21Config(physical_blocks=rd.u32(), vocab_size=rd.u32(), max_seq_len=rd.u64(), block_size=rd.u32(),
                    max_batch=rd.u32(), checkpoint_interval=rd.u32(), seed=rd.u64())
    step_no = rd.u64()
    chain = ChainState(rd.u64(), rd.take(32))
    free = frozenset(_dec_u32s(rd))
    waiting = tuple(_dec_request(rd) for _ in range(_count(rd)))
    running = tuple(_dec_seq(rd) for _ in range(_count(rd)))
    done = tuple(_dec_seq(rd) for _ in range(_count(rd)))
    pending = tuple(_dec_body(rd) for _ in range(_count(rd)))
    kv = []
    for q in running:
        if rd.u64() != q.seq_id:
            raise c.DecodeError("KV section out of order")
        n = rd.u64()
        if n != len(q.block_table):
            raise c.DecodeError("KV section block count differs from the block table")
        kv.append(tuple(rd.blob() for _ in range(n)))
    rd.done()
    st = L21State(cfg, waiting, running, done, free, step_no, chain, rowmnr.StoreState())
    return Snapshot(st, pending, tuple(kv))


TAG_REQUESTS = b"fltc/l21/requests/v1"


def encode_requests(at_step: int, reqs: tuple[Request, ...]) -> bytes:
    """A submitted batch: the committed tick count at submission time, then the requests."""
    return c.tagged(TAG_REQUESTS, c.u64(at_step) + c.u64(len(reqs)) + b"".join(_enc_request(r) for r in reqs))


def decode_requests(data: bytes) -> tuple[int, tuple[Request, ...]]:
    rd = c.Reader(data)
    rd.expect_tag(TAG_REQUESTS)
    at = rd.u64()
    reqs = tuple(_dec_request(rd) for _ in range(_count(rd)))
    rd.done()
    return at, reqs


def _count(rd: c.Reader) -> int:
    n = rd.u64()
    if n > rd.remaining:
        raise c.DecodeError("count exceeds the snapshot")
    return n


def resume_state(snap: Snapshot, receipt: rowmnr.Receipt, store: rowmnr.StoreState) -> tuple[L21State, tuple[Event, ...]]:
    """The state after the checkpointed tick (its events republished with the receipt hash)."""
    bodies = tuple(replace(b, checkpoint_receipt_hash=receipt.hash) for b in snap.pending)
    chain, events = publish_all(snap.state.chain, bodies)
    return replace(snap.state, chain=chain, store=store), events


def allocator_invariant(s: L21State) -> str | None:
    """The kv_allocator_invariant over a Layer 21 state (None when it holds)."""
    seen: set[int] = set()
    for q in s.running:
        for b in q.block_table:
            if not (0 <= b < s.config.physical_blocks):
                return f"seq {q.seq_id}: block {b} outside the pool"
            if b in seen or b in s.free_blocks:
                return f"block {b} held twice"
            seen.add(b)
        if q.kv_len > len(q.block_table) * s.config.block_size:
            return f"seq {q.seq_id}: {q.kv_len} tokens exceed its table"
    if len(seen) + len(s.free_blocks) != s.config.physical_blocks:
        return "used + free != total"
    return None
