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
   the canonical checkpoint is appended once to the ROWM-NR store under transaction id
   ``b"ckpt/%016d" % step``. The first checkpoint is a full *base* (``encode_snapshot``); each later
   one is a *delta* (``encode_checkpoint``, TAG_DELTA v2) against the previous checkpoint receipt,
   carrying only the K/V token slots written since then (a partial block as a slot range) and the
   changed sequence state, so its payload is proportional to the tokens since the previous receipt,
   not to the sequence length. A new base is taken instead when the chain since its base holds more
   than REBASE_FACTOR times the peak live K/V slots of its checkpoints (plan_checkpoint): restore then
   reads at most about that many times the peak live KV, a base costs at most 1/REBASE_FACTOR of the
   deltas already written (amortised cost proportional to the tokens), and sequences finishing never
   force one;
7. publish one event per transition (after the receipt; every event of a checkpointing tick
   carries its receipt hash).

A fault (ALLOCATE, OPERATOR, SAMPLE, CHECKPOINT) at a stage that runs makes the whole tick fail:
state' == state (nothing allocated, committed, stored or published) and no event is output.
A fault named for a stage that does not run in this tick has no effect.
"""

from __future__ import annotations

import hashlib
import math
import struct
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from enum import IntEnum
from typing import Protocol

import numpy as np

from backend.runtime.executor import SamplingParams
from fltc.errors import ConfigError
from spec.lli import canonical as c
from spec.lli import rowmnr
from spec.lli.blockset import BlockSet
from spec.lli.events import ChainState, Event, EventBody, EventType, SeqStatus, publish_all
from spec.sampling import sample_f32

TAG_SNAPSHOT = b"fltc/l21/snapshot/v1"  # a full (base) checkpoint; also every checkpoint written before deltas
TAG_DELTA_V1 = b"fltc/l21/delta/v1"  # a delta carrying whole blocks (the parent's partial last block again)
TAG_DELTA = b"fltc/l21/delta/v2"  # a delta carrying only the K/V token slots written since its parent
DELTA_TAGS = (TAG_DELTA_V1, TAG_DELTA)
TAG_KV_BLOCK = b"fltc/l21/kv-block/v1"
TAG_CKPT_DIGEST = b"fltc/l21/checkpoint-digest/v1"
REBASE_FACTOR = 2
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
class CkptLink:
    """What the next checkpoint is a delta against: the previous checkpoint's receipt hash and tick, per
    running sequence its token count then and the hash of each KV block it held (blocks the delta does
    not carry keep these hashes), the done count, and the KV blocks the chain carries since its base
    (for the re-base rule)."""

    receipt_hash: bytes
    step: int
    seqs: tuple[tuple[int, int, tuple[bytes, ...]], ...]  # (seq_id, len(tokens), block hashes) per running seq
    done: int
    chain_slots: int  # K/V token slots the chain holds since its base (the base's live slots + each delta's)
    peak_slots: int  # the most live K/V slots (sum of kv_len of the running sequences) of a checkpoint since the base


@dataclass(frozen=True)
class L21State:
    config: L21Config
    waiting: tuple[Request, ...] = ()
    running: tuple[Seq, ...] = ()
    done: tuple[Seq, ...] = ()  # finished or rejected, in commit order
    free_blocks: frozenset[int] | BlockSet = frozenset()  # BlockSet: the writer's bitmap copy (same set)
    step: int = 0  # committed ticks
    chain: ChainState = ChainState()
    store: rowmnr.StoreState = field(default_factory=rowmnr.StoreState)
    link: CkptLink | None = None  # the newest checkpoint (None before the first)


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

    @property
    def kv_pages(self) -> int:
        """[plane][layer] pages of a block (2 x layers): a delta's token slots are cut along them."""
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
    mid = L21State(cfg, tuple(waiting), tuple(running), tuple(done), frozenset(free), s.step + 1, s.chain, s.store,
                   s.link)
    # 6. checkpoint
    receipt = None
    store, link = s.store, s.link
    if boundary:
        if fault is Fault.CHECKPOINT:
            return _fail(s, Fault.CHECKPOINT, "injected checkpoint failure")
        plan = plan_checkpoint(mid)
        kv = tuple(tuple(model.kv_block_bytes(q.tokens, q.kv_len, j) for j in range(f, len(q.block_table)))
                   for q, f in zip(running, plan.first, strict=True))
        payload, link = encode_checkpoint(mid, tuple(bodies), plan, kv, model.kv_pages)
        store, out = rowmnr.append_once(s.store, checkpoint_txid(mid.step), payload, rowmnr.EntryKind.CHECKPOINT)
        if out.status not in (rowmnr.Status.NEW, rowmnr.Status.EXISTING):
            return _fail(s, Fault.CHECKPOINT, out.reason)
        receipt = out.receipt
        link = replace(link, receipt_hash=receipt.hash)
        bodies = [replace(b, checkpoint_receipt_hash=receipt.hash) for b in bodies]
    # 7. publish
    chain, events = publish_all(s.chain, tuple(bodies))
    return (replace(mid, chain=chain, store=store, link=link),
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
    """A decoded checkpoint: the post-commit state (chain before this tick's events, empty store, no
    link: the chain replay computes it), the tick's event bodies (receipt hash not yet attached) and
    each running sequence's KV blocks (all of them: a delta is replayed onto its parent first).
    `parent` is the receipt hash a delta chains to (None for a base); `carried` the K/V token slots its
    payload itself holds (a base or a v1 delta: its whole blocks, block_size slots each)."""

    state: L21State
    pending: tuple[EventBody, ...]
    kv: tuple[tuple[bytes, ...], ...]
    parent: bytes | None = None
    carried: int = 0


def _enc_config(cfg: L21Config) -> bytes:
    return (c.u32(cfg.physical_blocks) + c.u32(cfg.vocab_size) + c.u64(cfg.max_seq_len) + c.u32(cfg.block_size)
            + c.u32(cfg.max_batch) + c.u32(cfg.checkpoint_interval) + c.u64(cfg.seed))


def _dec_config(rd: c.Reader) -> L21Config:
    return L21Config(physical_blocks=rd.u32(), vocab_size=rd.u32(), max_seq_len=rd.u64(), block_size=rd.u32(),
                     max_batch=rd.u32(), checkpoint_interval=rd.u32(), seed=rd.u64())


def _enc_head(s: L21State) -> bytes:
    """step, chain position, free list, waiting queue: the part base and delta encode alike."""
    return (c.u64(s.step) + c.u64(s.chain.next_seq) + s.chain.last_digest + _enc_free(s.free_blocks)
            + c.u64(len(s.waiting)) + b"".join(_enc_request(r) for r in s.waiting))


_FREE_MEMO: list[tuple[frozenset[int], bytes]] = []  # the last free set encoded and its bytes


def _enc_free(free: frozenset[int] | BlockSet) -> bytes:
    """_enc_u32s(tuple(sorted(free))), the last set's bytes kept: a checkpoint encodes its free list twice (in
    the payload and in the digest), and the GPU's pool has 16,384 blocks."""
    if isinstance(free, BlockSet):  # the same bytes from the bitmap (spec/lli/blockset.py says why)
        return c.u64(len(free)) + free.sorted_u32()
    memo = _FREE_MEMO[0] if _FREE_MEMO else None
    if memo is not None and memo[0] is free:
        return memo[1]
    out = _enc_u32s(tuple(sorted(free)))
    _FREE_MEMO[:] = [(free, out)]
    return out


def _dec_head(rd: c.Reader) -> tuple[int, ChainState, frozenset[int], tuple[Request, ...]]:
    step_no = rd.u64()
    chain = ChainState(rd.u64(), rd.take(32))
    free = frozenset(_dec_u32s(rd))
    waiting = tuple(_dec_request(rd) for _ in range(_count(rd)))
    return step_no, chain, free, waiting


def _state_section(s: L21State, pending: tuple[EventBody, ...]) -> bytes:
    """Everything of a full snapshot but its KV section (the bytes a base stores before the KV)."""
    out = [_enc_config(s.config), _enc_head(s), c.u64(len(s.running))]
    out += [_enc_seq(q) for q in s.running]
    out.append(c.u64(len(s.done)))
    out += [_enc_seq(q) for q in s.done]
    out.append(c.u64(len(pending)))
    out += [_enc_body(b) for b in pending]
    return b"".join(out)


def encode_snapshot(s: L21State, pending: tuple[EventBody, ...], kv: tuple[tuple[bytes, ...], ...]) -> bytes:
    """Canonical full snapshot (a base): config, step, chain, free list, queues, sequences, pending events,
    KV bytes."""
    return encode_snapshot_parts(s, pending, kv).join()


def encode_snapshot_parts(s: L21State, pending: tuple[EventBody, ...], kv: tuple[tuple[bytes, ...], ...]) -> c.Parts:
    """encode_snapshot's bytes as pieces (the KV blocks themselves among them, uncopied)."""
    if len(kv) != len(s.running) or any(len(k) != len(q.block_table) for k, q in zip(kv, s.running, strict=True)):
        raise ValueError("KV section must hold one entry per block of every running sequence")
    out = [c.blob(TAG_SNAPSHOT) + _state_section(s, pending)]
    for q, blocks in zip(s.running, kv, strict=True):
        out.append(c.u64(q.seq_id) + c.u64(len(blocks)))
        _blob_parts(out, blocks)
    return c.Parts(tuple(p for p in out if p))


def _blob_parts(out: list[bytes], blocks: tuple[bytes, ...]) -> None:
    """Append c.blob(b) of each block to `out` as pieces: the length prefix joined to the piece before it."""
    for b in blocks:
        out[-1] += c.u64(len(b))
        out.append(b)
        out.append(b"")


def decode_snapshot(data: bytes) -> Snapshot:
    """A full snapshot (base). A delta needs its parent: see replay_checkpoint."""
    rd = c.Reader(data)
    rd.expect_tag(TAG_SNAPSHOT)
    cfg = _dec_config(rd)
    step_no, chain, free, waiting = _dec_head(rd)
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
    return Snapshot(st, pending, tuple(kv), None, sum(len(k) for k in kv) * cfg.block_size)


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


def resume_state(snap: Snapshot, receipt: rowmnr.Receipt, store: rowmnr.StoreState,
                 link: CkptLink | None = None) -> tuple[L21State, tuple[Event, ...]]:
    """The state after the checkpointed tick (its events republished with the receipt hash); `link` is
    the one replay_checkpoint returned for this checkpoint."""
    bodies = tuple(replace(b, checkpoint_receipt_hash=receipt.hash) for b in snap.pending)
    chain, events = publish_all(snap.state.chain, bodies)
    return replace(snap.state, chain=chain, store=store, link=link), events


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


# ---------------------------------------------------------------- incremental checkpoints (the chain)
#
# Delta payload (TAG_DELTA, v2), after the tag:
#   parent receipt hash[32], u64 parent tick, claimed digest[32] (checkpoint_digest of the state the
#   delta replays to), config, step / chain position / free list / waiting (as in a base),
#   u64 running count, per running sequence: u64 seq_id, u8 origin, then
#     origin 0 (not running at the parent): the whole sequence (as in a base);
#     origin 1 (running at the parent):     u8 status, u64 rng counter, u32 list of the tokens appended
#                                           since, u32 list of the blocks appended to its table since;
#   u64 done count at the parent, u64 count of sequences done since, per sequence: u8 origin, then
#     origin 0 (rejected, or never running at the parent): the whole sequence;
#     origin 1 (running at the parent):     u64 seq_id, u8 status, u64 rng counter, u32 list of tokens since;
#   u64 pending count + the tick's event bodies,
#   u64 pages per block (2 x layers: the [plane][layer] pages), u64 bytes per token slot of a page (both 0
#   when no sequence runs),
#   per running sequence: u64 seq_id, u64 p0, u64 p1, then the K/V of its positions [p0, p1) ordered
#     [page][position][slot bytes] (pages x (p1 - p0) x slot bytes, no length prefix): p1 is its KV length
#     now, p0 its KV length at the parent (0 for a sequence new since), so a delta carries exactly the token
#     slots written since the previous receipt. Replay writes them into the parent's blocks (a block the
#     parent did not hold starts as zeros; every slot at or past p1 stays zero, as in a masked block).
# The origin, p0, p1, the geometry and the parent done count are functions of the state, its parent and
# the block layout, and decode checks them: one state has one encoding.
#
# TAG_DELTA_V1 (written before slot ranges; still replayed) differs only in the KV section: per running
# sequence u64 seq_id, u64 first logical block carried (p0 // block_size), u64 count, the whole blocks from
# there on (blob each; the parent's partial last block again).


@dataclass(frozen=True)
class CkptPlan:
    """What a checkpoint of a state carries: a delta or a base, and per running sequence the first logical
    KV block it touches (the block holding its first slot written since the parent; 0 for all in a base):
    the blocks the writer reads (it hashes them whole; a delta stores only their new slots)."""

    delta: bool
    first: tuple[int, ...]


def block_hash(b: c.Buffer) -> bytes:
    return c.digest(TAG_KV_BLOCK, b)


def _parent_seqs(link: CkptLink) -> dict[int, tuple[int, tuple[bytes, ...]]]:
    return {sid: (n, hs) for sid, n, hs in link.seqs}


def parent_lengths(s: L21State, link: CkptLink) -> tuple[int, ...]:
    """Per running sequence its KV length at the checkpoint `link` describes (0 if new since): a delta against
    it starts each sequence's slots there (delta_kv_section's p0s)."""
    return _p0s(s, _parent_seqs(link))


def _p0s(s: L21State, par: dict[int, tuple[int, tuple[bytes, ...]]]) -> tuple[int, ...]:
    """Per running sequence its KV length at the parent checkpoint (len(tokens) - 1 then), 0 if new since."""
    return tuple(par[q.seq_id][0] - 1 if q.seq_id in par else 0 for q in s.running)


def plan_checkpoint(s: L21State) -> CkptPlan:
    """Base when there is no previous checkpoint (s.link), or when the chain since its base would hold more
    than REBASE_FACTOR times the most live K/V slots any of its checkpoints had (its peak, this one
    included): restore then reads at most about REBASE_FACTOR x that peak, and a base (this state's live
    slots <= the peak) costs at most 1/REBASE_FACTOR of what the chain already wrote. Sequences finishing
    lower the live KV but not the peak, so they never force a base by themselves. Otherwise a delta."""
    if s.link is None:
        return CkptPlan(False, (0,) * len(s.running))
    p0 = _p0s(s, _parent_seqs(s.link))
    bs = s.config.block_size
    live = sum(q.kv_len for q in s.running)
    carried = sum(q.kv_len - p for q, p in zip(s.running, p0, strict=True))
    if s.link.chain_slots + carried > REBASE_FACTOR * max(s.link.peak_slots, live):
        return CkptPlan(False, (0,) * len(s.running))
    return CkptPlan(True, tuple(min(p // bs, len(q.block_table)) for q, p in zip(s.running, p0, strict=True)))


def chain_link(s: L21State, hashes: tuple[tuple[bytes, ...], ...], prev: CkptLink | None, delta: bool,
               receipt_hash: bytes = c.ZERO_HASH) -> CkptLink:
    """The link the checkpoint after the one of `s` chains to (a delta against `prev` when `delta`): a function
    of the states only (not of the payload's format), so writer, restore and the scheduler's planning agree."""
    live = sum(q.kv_len for q in s.running)
    if delta and prev is not None:
        carried = sum(q.kv_len - p for q, p in zip(s.running, _p0s(s, _parent_seqs(prev)), strict=True))
        chain, peak = prev.chain_slots + carried, max(prev.peak_slots, live)
    else:
        chain = peak = live
    return CkptLink(receipt_hash, s.step, tuple((q.seq_id, len(q.tokens), hs) for q, hs in
                                                zip(s.running, hashes, strict=True)), len(s.done), chain, peak)


def checkpoint_digest(s: L21State, pending: tuple[EventBody, ...], kv_hashes: tuple[tuple[bytes, ...], ...]) -> bytes:
    """Digest of a whole checkpoint (the state section of a base + each running sequence's block hashes):
    what a delta claims its replay yields."""
    return c.digest(TAG_CKPT_DIGEST, _state_section(s, pending) + b"".join(
        c.u64(q.seq_id) + c.u64(len(hs)) + b"".join(hs) for q, hs in zip(s.running, kv_hashes, strict=True)))


def _geometry(kv: tuple[tuple[bytes, ...], ...], pages: int, bs: int) -> int:
    """Bytes per token slot of a page, from the blocks' length (ValueError when they do not split so)."""
    lens = {len(b) for blocks in kv for b in blocks}
    if not lens:
        return 0
    if len(lens) != 1 or pages < 1 or next(iter(lens)) % (pages * bs):
        raise ValueError(f"KV blocks of {sorted(lens)} bytes do not split into {pages} pages of {bs} slots")
    return next(iter(lens)) // (pages * bs)


def _slots(blocks: tuple[bytes, ...], first: int, p0: int, p1: int, pages: int, bs: int, sb: int) -> bytes:
    """K/V of positions [p0, p1) from a sequence's blocks `first`.. (block k holds positions (first+k)*bs..),
    ordered [page][position][slot bytes]."""
    if p1 <= p0:
        return b""
    j0, j1 = p0 // bs - first, -(-p1 // bs) - first
    a = np.stack([np.frombuffer(b, dtype=np.uint8).reshape(pages, bs * sb) for b in blocks[j0:j1]], axis=1)
    lo = p0 - (first + j0) * bs
    return a.reshape(pages, (j1 - j0) * bs, sb)[:, lo:lo + p1 - p0].tobytes()


def _enc_delta_state(s: L21State, pending: tuple[EventBody, ...], tag: bytes, link: CkptLink,
                     hashes: tuple[tuple[bytes, ...], ...]) -> list[bytes]:
    """A delta's pieces up to its KV section (both versions)."""
    par = _parent_seqs(link)
    out = [c.blob(tag), link.receipt_hash, c.u64(link.step), checkpoint_digest(s, pending, hashes),
           _enc_config(s.config), _enc_head(s), c.u64(len(s.running))]
    for q in s.running:
        if q.seq_id in par:
            n = par[q.seq_id][0]
            out.append(c.u64(q.seq_id) + c.u8(1) + c.u8(int(q.status)) + c.u64(q.rng_counter)
                       + _enc_u32s(q.tokens[n:]) + _enc_u32s(q.block_table[len(par[q.seq_id][1]):]))
        else:
            out.append(c.u64(q.seq_id) + c.u8(0) + _enc_seq(q))
    if len(s.done) < link.done:
        raise ValueError("done sequences only ever grow")
    out.append(c.u64(link.done) + c.u64(len(s.done) - link.done))
    for q in s.done[link.done:]:
        if q.status is not SeqStatus.REJECTED and q.seq_id in par:
            out.append(c.u8(1) + c.u64(q.seq_id) + c.u8(int(q.status)) + c.u64(q.rng_counter)
                       + _enc_u32s(q.tokens[par[q.seq_id][0]:]))
        else:
            out.append(c.u8(0) + _enc_seq(q))
    out.append(c.u64(len(pending)))
    out += [_enc_body(b) for b in pending]
    return out


def _delta_hashes(s: L21State, plan: CkptPlan, kv: tuple[tuple[bytes, ...], ...]
                  ) -> tuple[tuple[tuple[bytes, ...], ...], tuple[tuple[bytes, ...], ...]]:
    """(the hashes of the blocks read, every running sequence's block hashes after this checkpoint)."""
    if len(kv) != len(s.running) or any(len(k) != len(q.block_table) - f for k, q, f in
                                        zip(kv, s.running, plan.first, strict=True)):
        raise ValueError("KV section must hold the planned blocks of every running sequence")
    new_hashes = tuple(tuple(block_hash(b) for b in blocks) for blocks in kv)
    if not plan.delta:
        return new_hashes, new_hashes
    assert s.link is not None
    par = _parent_seqs(s.link)
    return new_hashes, tuple((par[q.seq_id][1][:f] if q.seq_id in par else ()) + hs
                             for q, f, hs in zip(s.running, plan.first, new_hashes, strict=True))


def encode_checkpoint(s: L21State, pending: tuple[EventBody, ...], plan: CkptPlan,
                      kv: tuple[tuple[bytes, ...], ...], pages: int) -> tuple[bytes, CkptLink]:
    """encode_checkpoint_parts with the payload joined."""
    parts, link = encode_checkpoint_parts(s, pending, plan, kv, pages)
    return parts.join(), link


def encode_checkpoint_parts(s: L21State, pending: tuple[EventBody, ...], plan: CkptPlan,
                            kv: tuple[tuple[bytes, ...], ...], pages: int) -> tuple[c.Parts, CkptLink]:
    """The checkpoint payload of state `s` (s.link: the previous checkpoint) as `plan` says, as pieces, and the
    link the next checkpoint chains to (receipt hash still zero: the caller sets it once the receipt exists).
    kv[i]: running sequence i's blocks from plan.first[i] on, masked (slots >= its kv_len zero); `pages`: the
    [plane][layer] pages of a block (2 x layers), which a delta's slot ranges are cut along."""
    _, hashes = _delta_hashes(s, plan, kv)
    if not plan.delta:
        return encode_snapshot_parts(s, pending, kv), chain_link(s, hashes, None, False)
    link = s.link
    assert link is not None
    bs = s.config.block_size
    sb = _geometry(kv, pages, bs) if s.running else 0
    out = _enc_delta_state(s, pending, TAG_DELTA, link, hashes)
    out.append(c.u64(pages if s.running else 0) + c.u64(sb))
    for q, f, blocks, p0 in zip(s.running, plan.first, kv, _p0s(s, _parent_seqs(link)), strict=True):
        out.append(c.u64(q.seq_id) + c.u64(p0) + c.u64(q.kv_len))
        out.append(_slots(blocks, f, p0, q.kv_len, pages, bs, sb))
    return c.Parts(tuple(p for p in out if p)), chain_link(s, hashes, link, True)


def _raw_geometry(s: L21State, plan: CkptPlan, raws: tuple[c.Buffer, ...], pages: int, block_bytes: int
                  ) -> tuple[int, tuple[int, ...]]:
    """(bytes per token slot of a page, blocks per sequence) of read_kv_raw's bytes; ValueError as the
    block path raises for KV that is not the planned blocks or does not split into pages of slots."""
    bs = s.config.block_size
    ns = tuple(len(q.block_table) - f for q, f in zip(s.running, plan.first, strict=True))
    if len(raws) != len(s.running) or any(memoryview(r).nbytes != n * block_bytes for r, n in zip(raws, ns, strict=True)):
        raise ValueError("KV section must hold the planned blocks of every running sequence")
    if not any(ns):
        return 0, ns
    if pages < 1 or block_bytes % (pages * bs):
        raise ValueError(f"KV blocks of {block_bytes} bytes do not split into {pages} pages of {bs} slots")
    return block_bytes // (pages * bs), ns


def delta_kv_section(s: L21State, plan: CkptPlan, raws: tuple[c.Buffer, ...], pages: int, block_bytes: int,
                     p0s: tuple[int, ...]) -> c.Buffer:
    """A delta's KV section -- what encode_checkpoint_raw appends after the delta's state: u64 pages, u64 slot
    bytes, then per running sequence u64 id, u64 p0, u64 kv_len and its slots p0..kv_len of every page -- as ONE
    contiguous buffer, `p0s` each sequence's KV length at the parent checkpoint (_p0s of the parent link).
    Why one piece: the writer hashes and writes a payload piece by piece, and hashlib gives up and re-takes the
    GIL for every large piece; a batch-64 delta of SmolLM2 was 3,840 pieces of 24 KB (one per sequence and page),
    and under the other threads' GIL traffic those re-takes made its SHA-256 several times slower (py-spy on the
    H200, bench_serve 64 streams). The copy is numpy's, without the GIL. And it needs only the running sequences,
    the plan, the bytes and the parent's lengths, so a writer may build it ahead, while the checkpoint before is
    still being written (encode_checkpoint_raw's `kv_section`)."""
    bs = s.config.block_size
    sb, ns = _raw_geometry(s, plan, raws, pages, block_bytes)
    if len(p0s) != len(s.running):
        raise ValueError("p0s must hold one length per running sequence")
    head = c.u64(pages if s.running else 0) + c.u64(sb if s.running else 0)
    spans = _delta_spans(s, sb, p0s, pages)
    out = np.empty(_delta_section_len(spans), dtype=np.uint8)
    out[:len(head)] = np.frombuffer(head, dtype=np.uint8)
    at = len(head)
    for q, f, r, n, p0, span in zip(s.running, plan.first, raws, ns, p0s, spans, strict=True):
        out[at:at + 24] = np.frombuffer(c.u64(q.seq_id) + c.u64(p0) + c.u64(q.kv_len), dtype=np.uint8)
        at += 24
        if span:
            stride, lo, hi = n * bs * sb, (p0 - f * bs) * sb, (q.kv_len - f * bs) * sb
            rows = np.frombuffer(r, dtype=np.uint8, count=pages * stride).reshape(pages, stride)[:, lo:hi]
            out[at:at + span].reshape(pages, hi - lo)[...] = rows  # numpy's copy: without the GIL
            at += span
    return memoryview(out).cast("B")


def base_kv_section(s: L21State, plan: CkptPlan, raws: tuple[c.Buffer, ...], pages: int, block_bytes: int
                    ) -> tuple[c.Buffer, tuple[tuple[c.Buffer, ...], ...]]:
    """A base's KV section -- what encode_checkpoint_raw appends after a base's state: per running sequence u64
    id, u64 its block count, then per block u64 block_bytes and the block's masked bytes (_raw_block's) -- as ONE
    contiguous buffer, with per sequence the views of its blocks in it (what raw_block_hashes hashes:
    section_block_hashes takes them). Why: built once, on the prep thread, by numpy without the GIL, a base's
    blocks are gathered out of the read's [page][block] layout once instead of twice (for their hashes on the
    prep thread, then for the payload on the writer: ~120-160 ms of the writer's time for a 64-stream base on
    the H200, which held the ticks behind it), and the writer hashes and writes one piece."""
    if plan.delta:
        raise ValueError("base_kv_section of a delta's plan")
    bs = s.config.block_size
    sb, ns = _raw_geometry(s, plan, raws, pages, block_bytes)
    out = np.empty(_base_section_len(ns, block_bytes), dtype=np.uint8)
    size = np.frombuffer(c.u64(block_bytes), dtype=np.uint8)
    views: list[tuple[c.Buffer, ...]] = []
    mv_out, at = memoryview(out).cast("B"), 0
    for q, f, r, n in zip(s.running, plan.first, raws, ns, strict=True):
        out[at:at + 16] = np.frombuffer(c.u64(q.seq_id) + c.u64(n), dtype=np.uint8)
        at += 16
        blocks = []
        if n:
            pg = np.frombuffer(r, dtype=np.uint8, count=pages * n * bs * sb).reshape(pages, n, bs, sb)
            for j in range(n):
                out[at:at + 8] = size
                at += 8
                dst = out[at:at + block_bytes].reshape(pages, bs, sb)
                dst[...] = pg[:, j]  # numpy's copy: without the GIL
                valid = min(max(q.kv_len - (f + j) * bs, 0), bs)
                if valid < bs:
                    dst[:, valid:] = 0
                blocks.append(mv_out[at:at + block_bytes])
                at += block_bytes
        views.append(tuple(blocks))
    return mv_out, tuple(views)


def _base_section_len(ns: tuple[int, ...], block_bytes: int) -> int:
    """Bytes of a base's KV section whose sequences hold ns blocks (u64 id + u64 count each, a blob per block)."""
    return sum(16 + n * (8 + block_bytes) for n in ns)


def _per_seq(flat: list[bytes], ns: Iterable[int]) -> tuple[tuple[bytes, ...], ...]:
    """One hash per block, in order -> per sequence its ns[i] of them."""
    out, k = [], 0
    for n in ns:
        out.append(tuple(flat[k:k + n]))
        k += n
    return tuple(out)


def section_block_hashes(views: tuple[tuple[c.Buffer, ...], ...],
                         hash_map: Callable[..., Iterable[bytes]] | None = None) -> tuple[tuple[bytes, ...], ...]:
    """block_hash of each block view (base_kv_section's), per sequence: raw_block_hashes of the same bytes.
    `hash_map` as raw_block_hashes takes it (one job per block)."""
    flat_in = [b for blocks in views for b in blocks]
    return _per_seq(list(map(block_hash, flat_in) if hash_map is None else hash_map(block_hash, flat_in)),
                    (len(blocks) for blocks in views))


def _raw_block(mv: c.Buffer, n: int, j: int, valid: int, pages: int, bs: int, sb: int) -> c.Buffer:
    """Block j of a sequence's raw bytes ([page][block][slot][slot bytes], n blocks), masked to its first `valid`
    slots (per page its valid slots, then zeros), as one contiguous buffer: one piece per block, for the reason
    of delta_kv_section."""
    valid = min(max(valid, 0), bs)
    pg = np.frombuffer(mv, dtype=np.uint8, count=pages * n * bs * sb).reshape(pages, n, bs, sb)
    if valid == bs:
        blk = np.ascontiguousarray(pg[:, j])  # a view when the sequence has one block
    else:
        blk = pg[:, j].copy()
        blk[:, valid:] = 0
    return memoryview(blk).cast("B")


def raw_block_hashes(s: L21State, plan: CkptPlan, raws: tuple[c.Buffer, ...], pages: int, block_bytes: int,
                     hash_map: Callable[..., Iterable[bytes]] | None = None) -> tuple[tuple[bytes, ...], ...]:
    """Per running sequence, the hashes of its blocks from plan.first[i] on, masked (kv_block_hash of each block
    encode_checkpoint_parts would make of `raws`, taken page by page): the part of encode_checkpoint_raw that
    needs only the running sequences, the plan and the bytes -- not the previous checkpoint's receipt nor the
    event chain -- so a writer may take it ahead of the checkpoints queued before (its `new_hashes`)."""
    bs = s.config.block_size
    sb, ns = _raw_geometry(s, plan, raws, pages, block_bytes)
    prefix = c.u64(len(TAG_KV_BLOCK)) + TAG_KV_BLOCK

    def block_hash(ij: tuple[int, int]) -> bytes:
        i, j = ij
        # the block's pages gathered into one buffer (_raw_block: the payload's piece), hashed in one update: one
        # GIL release per block, not one per page (60 for SmolLM2) -- under other threads' GIL traffic each
        # re-take can wait, and the hash pool's threads scale with fewer of them
        h = hashlib.sha256(prefix)
        h.update(_raw_block(raws[i], ns[i], j, s.running[i].kv_len - (plan.first[i] + j) * bs, pages, bs, sb))
        return h.digest()

    # one job per block (not per sequence): a batch-1 checkpoint's few blocks spread over a pool's threads too
    jobs = [(i, j) for i in range(len(s.running)) for j in range(ns[i])]
    return _per_seq(list(map(block_hash, jobs) if hash_map is None else hash_map(block_hash, jobs)), ns)


def encode_checkpoint_raw(s: L21State, pending: tuple[EventBody, ...], plan: CkptPlan, raws: tuple[c.Buffer, ...],
                          pages: int, block_bytes: int, hash_map: Callable[..., Iterable[bytes]] | None = None,
                          new_hashes: tuple[tuple[bytes, ...], ...] | None = None,
                          kv_section: tuple[tuple[int, ...], c.Buffer] | None = None) -> tuple[c.Parts, CkptLink]:
    """encode_checkpoint_parts of the masked blocks in `raws` -- the same payload bytes and link -- without
    making the blocks: raws[i] is running sequence i's blocks from plan.first[i] on as read_kv_raw returns
    them ([page][block][slot][slot bytes], slots at or past kv_len unmasked). The KV section is one piece per
    block (a base) or per sequence (a delta: its new slot range of every page, gathered), copied out of `raws`
    by numpy without the GIL (delta_kv_section says why); each block hash is taken over the block's masked bytes
    (tests/runtime/test_checkpoint_chain.py compares both encodings). `hash_map` (map's signature, results
    in order; e.g. a thread pool's map: hashlib releases the GIL) computes the blocks' hashes, one call per block;
    `new_hashes`, when given, are raw_block_hashes(s, plan, raws, pages, block_bytes) taken before (checked
    for shape only: a caller passes what that function returned for these very bytes); `kv_section`, when
    given, is (p0s, delta_kv_section(s, plan, raws, pages, block_bytes, p0s)) taken before: used when a delta's
    parent lengths are those p0s (and its length fits), else the section is built here; for a base, (any,
    base_kv_section(...)[0]) taken before, used when its length fits (else the blocks are gathered here)."""
    bs = s.config.block_size
    sb, ns = _raw_geometry(s, plan, raws, pages, block_bytes)
    mvs = tuple(memoryview(r).cast("B") for r in raws)
    if new_hashes is None:
        new_hashes = raw_block_hashes(s, plan, raws, pages, block_bytes, hash_map)
    elif len(new_hashes) != len(ns) or any(len(h) != n for h, n in zip(new_hashes, ns, strict=True)):
        raise ValueError("new_hashes must hold one hash per planned block of every running sequence")
    if not plan.delta:
        hashes = tuple(new_hashes)
        out: list[c.Buffer] = [c.blob(TAG_SNAPSHOT) + _state_section(s, pending)]
        if kv_section is not None and memoryview(kv_section[1]).nbytes == _base_section_len(ns, block_bytes):
            out.append(kv_section[1])  # base_kv_section's buffer, built ahead: the pieces below, joined
            return c.Parts(tuple(p for p in out if len(p))), chain_link(s, hashes, None, False)
        for q, f, mv, n in zip(s.running, plan.first, mvs, ns, strict=True):
            head = c.u64(q.seq_id) + c.u64(n)
            for j in range(n):
                out.append(head + c.u64(block_bytes))
                out.append(_raw_block(mv, n, j, q.kv_len - (f + j) * bs, pages, bs, sb))
                head = b""
            if head:
                out.append(head)
        return c.Parts(tuple(p for p in out if len(p))), chain_link(s, hashes, None, False)
    link = s.link
    assert link is not None
    par = _parent_seqs(link)
    hashes = tuple((par[q.seq_id][1][:f] if q.seq_id in par else ()) + hs
                   for q, f, hs in zip(s.running, plan.first, new_hashes, strict=True))
    out = list(_enc_delta_state(s, pending, TAG_DELTA, link, hashes))
    p0s = _p0s(s, par)
    if (kv_section is None or kv_section[0] != p0s
            or memoryview(kv_section[1]).nbytes != _delta_section_len(_delta_spans(s, sb, p0s, pages))):
        kv_section = (p0s, delta_kv_section(s, plan, raws, pages, block_bytes, p0s))
    out.append(kv_section[1])
    return c.Parts(tuple(p for p in out if len(p))), chain_link(s, hashes, link, True)


def _delta_spans(s: L21State, sb: int, p0s: tuple[int, ...], pages: int) -> list[int]:
    """Per running sequence the bytes of its new slots in a delta's KV section (slots p0..kv_len of every page)."""
    return [(q.kv_len - p0) * sb * pages if q.kv_len > p0 else 0 for q, p0 in zip(s.running, p0s, strict=True)]


def _delta_section_len(spans: list[int]) -> int:
    """The KV section's length: u64 pages and slot bytes, then per sequence 3 u64 and its span."""
    return 16 + sum(24 + x for x in spans)


def encode_delta_v1(s: L21State, pending: tuple[EventBody, ...], plan: CkptPlan,
                    kv: tuple[tuple[bytes, ...], ...]) -> bytes:
    """The delta format before slot ranges (TAG_DELTA_V1: whole blocks from plan.first on). The writer no
    longer produces it; it defines the old format, so that tests can write runs the way old versions did
    and check that they still replay and audit."""
    if not plan.delta:
        raise ValueError("encode_delta_v1 encodes deltas only")
    _, hashes = _delta_hashes(s, plan, kv)
    assert s.link is not None
    out = _enc_delta_state(s, pending, TAG_DELTA_V1, s.link, hashes)
    for q, f, blocks in zip(s.running, plan.first, kv, strict=True):
        out.append(c.u64(q.seq_id) + c.u64(f) + c.u64(len(blocks)) + b"".join(c.blob(b) for b in blocks))
    return b"".join(out)


def checkpoint_kind(data: bytes) -> bytes:
    """The payload's domain tag (TAG_SNAPSHOT: a base, TAG_DELTA or TAG_DELTA_V1: a delta); DecodeError for
    anything else."""
    rd = c.Reader(data)
    tag = rd.blob(max_len=256)
    if tag not in (TAG_SNAPSHOT,) + DELTA_TAGS:
        raise c.DecodeError(f"domain tag {tag!r} is no checkpoint format this version reads "
                            f"({TAG_SNAPSHOT!r}, {TAG_DELTA!r}, {TAG_DELTA_V1!r})")
    return tag


def _dec_status(rd: c.Reader) -> SeqStatus:
    st = rd.u8()
    if st not in SeqStatus._value2member_map_:
        raise c.DecodeError(f"sequence status {st}")
    return SeqStatus(st)


@dataclass(frozen=True)
class _DeltaHead:
    """A delta decoded up to its KV section."""

    parent: bytes
    claimed: bytes
    state: L21State  # its KV not yet applied
    pending: tuple[EventBody, ...]


def _dec_delta_state(rd: c.Reader, tag: bytes, prev: Snapshot, link: CkptLink) -> _DeltaHead:
    rd.expect_tag(tag)
    parent, parent_step, claimed = rd.take(32), rd.u64(), rd.take(32)
    if parent != link.receipt_hash:
        raise c.DecodeError(f"delta chains to receipt {parent.hex()[:16]}, but the checkpoint before it is "
                            f"{link.receipt_hash.hex()[:16]}")
    if parent_step != link.step:
        raise c.DecodeError(f"delta names parent tick {parent_step}, the checkpoint before it holds tick {link.step}")
    cfg = _dec_config(rd)
    if cfg != prev.state.config:
        raise c.DecodeError("delta configuration differs from its parent's")
    step_no, chain, free, waiting = _dec_head(rd)
    if step_no <= parent_step:
        raise c.DecodeError(f"delta tick {step_no} is not after its parent's {parent_step}")
    par = {q.seq_id: q for q in prev.state.running}
    running = []
    for _ in range(_count(rd)):
        sid, origin = rd.u64(), rd.u8()
        if origin == 1 and sid in par:
            p = par[sid]
            st, rng = _dec_status(rd), rd.u64()
            running.append(Seq(p.request, st, p.tokens + _dec_u32s(rd), p.block_table + _dec_u32s(rd), rng))
        elif origin == 0 and sid not in par:
            q = _dec_seq(rd)
            if q.seq_id != sid:
                raise c.DecodeError("running sequence id differs from its entry")
            running.append(q)
        else:
            raise c.DecodeError(f"running sequence {sid}: origin {origin} is not the canonical one")
    if rd.u64() != len(prev.state.done):
        raise c.DecodeError("delta's parent done count differs from the parent's")
    done = list(prev.state.done)
    for _ in range(_count(rd)):
        origin = rd.u8()
        if origin == 1:
            sid = rd.u64()
            st = _dec_status(rd)
            if sid not in par or st is SeqStatus.REJECTED:
                raise c.DecodeError(f"done sequence {sid}: continued from no running parent sequence")
            done.append(_continued_done(par[sid], st, rd))
        elif origin == 0:
            q = _dec_seq(rd)
            if q.status is not SeqStatus.REJECTED and q.seq_id in par:
                raise c.DecodeError(f"done sequence {q.seq_id}: origin 0 where its parent was running")
            done.append(q)
        else:
            raise c.DecodeError(f"done origin {origin}")
    pending = tuple(_dec_body(rd) for _ in range(_count(rd)))
    st_ = L21State(cfg, waiting, tuple(running), tuple(done), free, step_no, chain, rowmnr.StoreState())
    return _DeltaHead(parent, claimed, st_, pending)


def _finish_delta(h: _DeltaHead, kv: list[tuple[bytes, ...]], hashes: list[tuple[bytes, ...]], carried: int
                  ) -> tuple[Snapshot, tuple[tuple[bytes, ...], ...]]:
    hashes_t = tuple(hashes)
    if checkpoint_digest(h.state, h.pending, hashes_t) != h.claimed:
        raise c.DecodeError("the delta replays to a state whose digest differs from the one it claims")
    return Snapshot(h.state, h.pending, tuple(kv), h.parent, carried), hashes_t


def _apply_delta_v1(data: bytes, prev: Snapshot, link: CkptLink) -> tuple[Snapshot, tuple[tuple[bytes, ...], ...]]:
    rd = c.Reader(data)
    h = _dec_delta_state(rd, TAG_DELTA_V1, prev, link)
    par_kv = {q.seq_id: k for q, k in zip(prev.state.running, prev.kv, strict=True)}
    par_h = _parent_seqs(link)
    bs = h.state.config.block_size
    kv, hashes, carried = [], [], 0
    for q in h.state.running:
        if rd.u64() != q.seq_id:
            raise c.DecodeError("KV section out of order")
        first, n = rd.u64(), rd.u64()
        want = min((par_h[q.seq_id][0] - 1) // bs, len(q.block_table)) if q.seq_id in par_kv else 0
        if first != want or n != len(q.block_table) - first:
            raise c.DecodeError(f"sequence {q.seq_id}: carries blocks [{first}, {first + n}), the delta must carry "
                                f"[{want}, {len(q.block_table)})")
        blocks = tuple(rd.blob() for _ in range(n))
        old = par_kv.get(q.seq_id, ())[:first]
        old_h = par_h[q.seq_id][1][:first] if q.seq_id in par_kv else ()
        if len(old) != first:
            raise c.DecodeError(f"sequence {q.seq_id}: the parent holds fewer blocks than the delta keeps")
        kv.append(old + blocks)
        hashes.append(old_h + tuple(block_hash(b) for b in blocks))
        carried += n * bs
    rd.done()
    return _finish_delta(h, kv, hashes, carried)


def _apply_delta_v2(data: bytes, prev: Snapshot, link: CkptLink) -> tuple[Snapshot, tuple[tuple[bytes, ...], ...]]:
    rd = c.Reader(data)
    h = _dec_delta_state(rd, TAG_DELTA, prev, link)
    par_kv = {q.seq_id: k for q, k in zip(prev.state.running, prev.kv, strict=True)}
    par_h = _parent_seqs(link)
    bs = h.state.config.block_size
    pages, sb = rd.u64(), rd.u64()
    if (pages == 0 or sb == 0) != (not h.state.running) or (pages == 0) != (sb == 0):
        raise c.DecodeError(f"KV geometry {pages} pages x {sb} slot bytes with {len(h.state.running)} running "
                            f"sequences (both 0 exactly when none runs)")
    blen = pages * bs * sb
    kv, hashes, carried = [], [], 0
    for q, p0_want in zip(h.state.running, _p0s(h.state, par_h), strict=True):
        sid, p0, p1 = rd.u64(), rd.u64(), rd.u64()
        if sid != q.seq_id:
            raise c.DecodeError("KV section out of order")
        if p0 != p0_want or p1 != q.kv_len or p1 < p0:
            raise c.DecodeError(f"sequence {sid}: carries slots [{p0}, {p1}), the delta must carry "
                                f"[{p0_want}, {q.kv_len})")
        data_ = rd.take(pages * (p1 - p0) * sb)
        first = min(p0 // bs, len(q.block_table))
        parent_blocks = par_kv.get(sid, ())
        if len(parent_blocks) < first or len(parent_blocks) > len(q.block_table):
            raise c.DecodeError(f"sequence {sid}: the parent holds {len(parent_blocks)} blocks, the delta keeps "
                                f"{first} of a table of {len(q.block_table)}")
        if any(len(b) != blen for b in parent_blocks[first:]):
            raise c.DecodeError(f"sequence {sid}: parent blocks are not {pages} pages x {bs} slots x {sb} bytes")
        nb = len(q.block_table) - first
        a = np.zeros((pages, nb * bs, sb), dtype=np.uint8)
        for k, b in enumerate(parent_blocks[first:]):
            a[:, k * bs:(k + 1) * bs] = np.frombuffer(b, dtype=np.uint8).reshape(pages, bs, sb)
        lo = p0 - first * bs
        a[:, lo:lo + p1 - p0] = np.frombuffer(data_, dtype=np.uint8).reshape(pages, p1 - p0, sb)
        blocks = tuple(a[:, k * bs:(k + 1) * bs].tobytes() for k in range(nb))
        kv.append(tuple(parent_blocks[:first]) + blocks)
        hashes.append((par_h[sid][1][:first] if sid in par_h else ()) + tuple(block_hash(b) for b in blocks))
        carried += p1 - p0
    rd.done()
    return _finish_delta(h, kv, hashes, carried)


def _continued_done(p: Seq, st: SeqStatus, rd: c.Reader) -> Seq:
    rng = rd.u64()
    return Seq(p.request, st, p.tokens + _dec_u32s(rd), (), rng)


def replay_checkpoint(data: bytes, receipt_hash: bytes,
                      prev: tuple[Snapshot, CkptLink] | None) -> tuple[Snapshot, CkptLink]:
    """One checkpoint payload in chain order: a base decodes alone, a delta (either version) is applied to
    `prev` (the replay of the checkpoint receipt just before it, which it must name). Returns the whole
    checkpoint and the link the next one chains to. DecodeError when the payload or its link does not check."""
    kind = checkpoint_kind(data)
    if kind == TAG_SNAPSHOT:
        snap = decode_snapshot(data)
        hashes = tuple(tuple(block_hash(b) for b in blocks) for blocks in snap.kv)
        return snap, chain_link(snap.state, hashes, None, False, receipt_hash)
    if prev is None:
        raise c.DecodeError("a delta checkpoint with no checkpoint before it to chain to")
    apply = _apply_delta_v1 if kind == TAG_DELTA_V1 else _apply_delta_v2
    snap, hashes = apply(data, prev[0], prev[1])
    return snap, chain_link(snap.state, hashes, prev[1], True, receipt_hash)
