"""Checkpoint payloads: a chain of a full base and incremental deltas (spec.lli.layer21).

A base is ``spec.lli.layer21.encode_snapshot``: configuration, tick number, event-chain position,
free list, waiting requests, every sequence (tokens, block table, RNG counter, status), the tick's
pending events, then the bytes of every block each running sequence references. A delta
(``encode_checkpoint``, v2) names the previous checkpoint receipt and carries only what changed since
it: the K/V token slots written since (a partial block as a slot range), the tokens and blocks each
sequence appended, the sequences admitted or finished, and the small scheduler state, so a checkpoint's
payload is proportional to the tokens since the previous receipt, not to the sequences' lengths.
``plan_checkpoint`` decides base or delta and which blocks are read (the blocks holding new slots: they
are hashed whole for the chain's digest), through ``Executor.read_kv_blocks`` -- data, never a pointer --
or, where the executor offers it, ``read_kv_blocks_async`` (started at the tick, taken by the writer).
The payload is built as pieces (``spec.lli.canonical.Parts``) that the store hashes and writes with
writev without joining them; the KV pieces are views of the executor's bytes (``encode_raw``: no block
is copied or joined, each block hash is taken page by page), the same bytes as the block encoding. Token slots at or beyond a sequence's committed KV length are zeroed, so the payload is a
function of committed state only (a rolled-back tick may have left bytes there).
Restore (``load_latest``) replays the chain from the newest base, checking every delta's link.
Block byte order (one block): [plane K, V][layer][token_in_block][kv_head][head_dim].
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import numpy as np

from backend.runtime.executor import Executor, ExecutorError
from backend.runtime.kv import KVView
from backend.runtime.rowmnr import CheckpointStore
from fltc.errors import StoreError
from spec.lli import layer21 as l21
from spec.lli import rowmnr as m
from spec.lli.canonical import Buffer, DecodeError, Parts
from spec.lli.events import EventBody, SeqStatus
from spec.lli.layer21 import L21State, Seq, Snapshot

CONFIG_TXID = b"run/config"  # the store record that binds a run directory's config.json bytes
FINISH_REASON = {SeqStatus.FINISHED_EOS: "eos", SeqStatus.FINISHED_LENGTH: "length", SeqStatus.REJECTED: "rejected",
                 SeqStatus.CANCELLED: "cancelled"}


def receipt_rows(receipts: Iterable[m.Receipt]) -> list[dict[str, Any]]:
    """The checkpoint receipts as summary.json lists them (written by fltc run, checked by fltc audit)."""
    return [{"txid": r.txid.decode(errors="replace"), "receipt_sha256": r.hash.hex(), "index": r.index}
            for r in receipts if r.kind == m.EntryKind.CHECKPOINT]


def mask_block(raw: bytes, view: KVView, valid_slots: int) -> bytes:
    """Zero token slots >= valid_slots in every (plane, layer) page of one block."""
    if len(raw) != view.block_bytes:
        raise ExecutorError(f"read_kv_blocks returned {len(raw)} bytes for one block, expected {view.block_bytes}")
    if valid_slots >= view.block_size:
        return bytes(raw)
    a = np.frombuffer(raw, dtype=np.uint8).reshape(2 * view.layers, view.block_size, view.token_stride).copy()
    a[:, max(valid_slots, 0):, :] = 0
    return a.tobytes()


def kv_section(executor: Executor, view: KVView, running: tuple[Seq, ...],
               first: tuple[int, ...] | None = None) -> tuple[tuple[bytes, ...], ...]:
    """Each running sequence's blocks from first[i] on (all when first is None), masked: one read_kv_blocks
    call per sequence (an executor can move a sequence's pages in a few copies), split into blocks
    ([plane][layer] pages each)."""
    return split_kv(view, running, first, read_kv_raw(executor, view, running, first))


def read_kv_raw(executor: Executor, view: KVView, running: tuple[Seq, ...],
                first: tuple[int, ...] | None = None) -> tuple[bytes, ...]:
    """The executor's part of kv_section (at the tick, on the thread that owns the device): per running
    sequence, read_kv_blocks of its blocks from first[i] on, length-checked; split_kv does the rest (it may
    run on the checkpoint writer: the bytes are data, never a view of the device's memory). An executor with
    read_kv_seqs_async reads all sequences in one batch of copies, taken here (the same bytes, one wait)."""
    wants = [list(q.block_table[0 if first is None else first[i]:]) for i, q in enumerate(running)]
    batch = getattr(executor, "read_kv_seqs_async", None)
    raws = batch(wants)() if batch is not None and running else None
    out = []
    for i, want in enumerate(wants):
        n = len(want)
        raw = raws[i] if raws is not None else executor.read_kv_blocks(want) if n else b""
        if len(raw) != n * view.block_bytes:
            raise ExecutorError(f"read_kv_blocks returned {len(raw)} bytes for {n} blocks, expected "
                                f"{n * view.block_bytes}")
        out.append(raw)
    return tuple(out)


def read_kv_raw_async(executor: Executor, view: KVView, running: tuple[Seq, ...],
                      first: tuple[int, ...]) -> tuple[Callable[[], bytes], ...] | None:
    """read_kv_raw without waiting for the device, for an executor with ``read_kv_blocks_async(blocks)``
    (None for one without): at the tick it starts, per running sequence, the read of the same blocks,
    ordered after every step launched before (so the bytes are the ones read_kv_blocks would return now: later
    steps write only positions at or past the KV lengths checkpointed, and a step that reuses a freed block
    waits for the read first -- GpuExecutor's read_kv_seqs_async is told each list's sequence for that); the
    checkpoint writer calls each result once (resolve_kv_raw) and gets data, never a view of the device's memory."""
    batch = getattr(executor, "read_kv_seqs_async", None)
    if batch is not None and running:  # all sequences' reads in one (far fewer copies: GpuExecutor's
        # read_kv_seqs_async); none started for no sequence (no result would take it: its buffer would leak)
        return _BatchRead(batch([list(q.block_table[f:]) for q, f in zip(running, first, strict=True)],
                                [q.seq_id for q in running])).parts(len(running))
    start = getattr(executor, "read_kv_blocks_async", None)
    if start is None:
        return None if batch is None else ()
    out = []
    for i, q in enumerate(running):
        want = list(q.block_table[first[i]:])
        out.append(start(want) if want else _no_bytes)
    return tuple(out)


class _BatchRead:
    """One read_kv_seqs_async result as read_kv_raw_async's per-sequence results: the first one taken takes the
    batch (on the scheduler's prep thread), each returns its sequence's bytes once."""

    def __init__(self, result: Callable[[], tuple[bytes, ...]]) -> None:
        self._result, self._got = result, None

    def parts(self, n: int) -> tuple[Callable[[], bytes], ...]:
        return tuple(self._part(i) for i in range(n))

    def _part(self, i: int) -> Callable[[], bytes]:
        taken = []

        def one() -> bytes:
            if taken:
                raise ExecutorError("read_kv_raw_async: a result is taken once")
            taken.append(True)
            if self._got is None:
                self._got = list(self._result())
            raw, self._got[i] = self._got[i], b""  # the writer keeps no second reference to the bytes
            return raw
        return one


def _no_bytes() -> bytes:
    return b""


def resolve_kv_raw(view: KVView, running: tuple[Seq, ...], first: tuple[int, ...],
                   pending: tuple[Callable[[], bytes], ...]) -> tuple[bytes, ...]:
    """The bytes of read_kv_raw_async's reads (on the scheduler's checkpoint prep thread), length-checked as
    read_kv_raw checks."""
    out = []
    for q, f, res in zip(running, first, pending, strict=True):
        raw = res()
        n = len(q.block_table) - f
        if len(raw) != n * view.block_bytes:
            raise ExecutorError(f"read_kv_blocks_async returned {len(raw)} bytes for {n} blocks, expected "
                                f"{n * view.block_bytes}")
        out.append(raw)
    return tuple(out)


def split_kv(view: KVView, running: tuple[Seq, ...], first: tuple[int, ...] | None,
             raws: tuple[bytes, ...]) -> tuple[tuple[bytes, ...], ...]:
    """read_kv_raw's bytes -> per sequence its blocks ([plane][layer] pages each), masked as mask_block masks."""
    out = []
    for i, (q, raw) in enumerate(zip(running, raws, strict=True)):
        f = 0 if first is None else first[i]
        n = len(raw) // view.block_bytes
        pages = np.frombuffer(raw, dtype=np.uint8).reshape(2 * view.layers, n, view.block_size, view.token_stride)
        blocks = []
        for j in range(n):  # one copy per block (the gather of its [plane][layer] pages); masked in place
            valid = q.kv_len - (f + j) * view.block_size
            if valid >= view.block_size:
                blocks.append(pages[:, j].tobytes())
            else:
                a = pages[:, j].copy()  # the partial last block (at most one per sequence): zero its free slots
                a[:, max(valid, 0):, :] = 0
                blocks.append(a.tobytes())
        out.append(tuple(blocks))
    return tuple(out)


def build_payload(mid: L21State, pending: tuple[EventBody, ...], executor: Executor,
                  view: KVView) -> tuple[Parts, l21.CkptLink]:
    """The checkpoint of `mid` (mid.link: the previous checkpoint), base or delta as plan_checkpoint says, as
    pieces (CheckpointStore.append_once hashes and writes them without joining), and the link the next
    checkpoint chains to (its receipt hash set by the caller). The pieces are views of the executor's bytes
    (l21.encode_checkpoint_raw: the bytes of l21.encode_checkpoint_parts over split_kv's masked blocks)."""
    plan, raws = read_checkpoint(mid, executor, view)
    return encode_raw(mid, pending, plan, raws, view)


# a checkpoint reading this much KV hashes its blocks on several threads, one job per block (a batch-1 checkpoint
# of SmolLM2: 4-5 blocks, ~1.5 MB, on the last checkpoint's path to the run's last tokens; on the H200 host 1.7 ms
# on one thread, 1.5 ms on the pool while the ticks run: benchmarks/results/experiments/exp_ckpt_tick*.json) ...
PARALLEL_HASH_BYTES = 1 << 20
PARALLEL_HASH_MIN_CPUS = 8  # ... on a host with at least this many CPUs (a 2-core host gains nothing)
_HASH_POOL: list[ThreadPoolExecutor] = []
os.register_at_fork(after_in_child=_HASH_POOL.clear)  # a forked child has the pool object but not its threads


def _hash_pool() -> ThreadPoolExecutor:
    if not _HASH_POOL:
        _HASH_POOL.append(ThreadPoolExecutor(max_workers=min(4, (os.cpu_count() or 1) // 2),
                                             thread_name_prefix="fltc-ckpt-hash"))
    return _HASH_POOL[0]


def _parallel(raws: tuple[bytes, ...], parallel: bool | None) -> bool:
    if parallel is None:
        parallel = ((os.cpu_count() or 1) >= PARALLEL_HASH_MIN_CPUS
                    and sum(len(r) for r in raws) >= PARALLEL_HASH_BYTES)
    return parallel


def block_hashes(mid: L21State, plan: l21.CkptPlan, raws: tuple[bytes, ...], view: KVView,
                 parallel: bool | None = None) -> tuple[tuple[bytes, ...], ...]:
    """l21.raw_block_hashes in this layout's terms (any thread), on the hash pool as encode_raw decides: what
    encode_raw's `new_hashes` takes. Why apart: these hashes need neither the previous receipt nor the event
    chain, so the scheduler takes them while the writer is still writing the checkpoint before."""
    return l21.raw_block_hashes(mid, plan, raws, 2 * view.layers, view.block_bytes,
                                _hash_pool().map if _parallel(raws, parallel) else None)


def delta_section(mid: L21State, plan: l21.CkptPlan, raws: tuple[bytes, ...], view: KVView
                  ) -> tuple[tuple[int, ...], Buffer] | None:
    """A delta's KV section (l21.delta_kv_section, one contiguous buffer) against mid.link, the parent it is
    planned against, with the parent lengths it assumed; None for a base. What encode_raw's `kv_section` takes:
    built ahead on the prep thread, it leaves the writer one GIL release to hash it, not one per sequence."""
    if not plan.delta:
        return None
    assert mid.link is not None  # plan_checkpoint plans a delta only against a link
    p0s = l21.parent_lengths(mid, mid.link)
    return p0s, l21.delta_kv_section(mid, plan, raws, 2 * view.layers, view.block_bytes, p0s)


def base_section(mid: L21State, plan: l21.CkptPlan, raws: tuple[bytes, ...], view: KVView,
                 parallel: bool | None = None) -> tuple[tuple[tuple[bytes, ...], ...], tuple[tuple[int, ...], Buffer]]:
    """A base's KV section (l21.base_kv_section: one buffer, each block gathered and masked once) and its blocks'
    hashes, taken over the blocks in it (on the hash pool as block_hashes decides): what encode_raw's
    `new_hashes` and `kv_section` take for a base. Why: built on the prep thread, the writer neither gathers a
    base's blocks a second time nor hashes a piece per block."""
    sec, views = l21.base_kv_section(mid, plan, raws, 2 * view.layers, view.block_bytes)
    hashes = l21.section_block_hashes(views, _hash_pool().map if _parallel(raws, parallel) else None)
    return hashes, ((), sec)


def encode_raw(mid: L21State, pending: tuple[EventBody, ...], plan: l21.CkptPlan, raws: tuple[bytes, ...],
               view: KVView, parallel: bool | None = None,
               new_hashes: tuple[tuple[bytes, ...], ...] | None = None,
               kv_section: tuple[tuple[int, ...], Buffer] | None = None) -> tuple[Parts, l21.CkptLink]:
    """l21.encode_checkpoint_raw in this layout's terms (any thread: the bytes are data). A large checkpoint
    (fltc serve's: 64 sequences, ~140 MB; batch 1's: ~1.5 MB) hashes its blocks on a small thread pool where the host
    has the cores (`parallel` None: PARALLEL_HASH_BYTES and PARALLEL_HASH_MIN_CPUS decide): the writer's
    latency, which holds back the events behind the checkpoint, drops; the bytes and hashes are the same.
    `new_hashes`: block_hashes(mid, plan, raws, view) taken before (then nothing is hashed here); `kv_section`:
    delta_section(...) taken before (used when this delta's parent lengths are the ones it assumed)."""
    pool = _hash_pool().map if new_hashes is None and _parallel(raws, parallel) else None
    return l21.encode_checkpoint_raw(mid, pending, plan, raws, 2 * view.layers, view.block_bytes, pool,
                                     new_hashes=new_hashes, kv_section=kv_section)


def read_checkpoint(mid: L21State, executor: Executor, view: KVView
                    ) -> tuple[l21.CkptPlan, tuple[bytes, ...]]:
    """The part of build_payload that needs the executor (plan + read_kv_raw's bytes of the blocks it
    touches): done at the tick; the encoding (pure over these values) may then run on another thread."""
    plan = l21.plan_checkpoint(mid)
    return plan, read_kv_raw(executor, view, mid.running, plan.first)


def restore_kv(executor: Executor, snap: Snapshot, view: KVView) -> None:
    """Write every referenced block back into the executor's KV allocation."""
    for q, blocks in zip(snap.state.running, snap.kv, strict=True):
        for b, data in zip(q.block_table, blocks, strict=True):
            if len(data) != view.block_bytes:
                raise StoreError(f"checkpoint block of {len(data)} bytes, layout needs {view.block_bytes}")
            executor.write_kv_blocks([b], data)


def checkpoint_chain(store: CheckpointStore) -> list[m.Receipt]:
    """The checkpoint receipts restore replays: the newest base and every checkpoint after it, in order."""
    recs = [r for r in store.state.receipts if r.kind == m.EntryKind.CHECKPOINT]
    for i in range(len(recs) - 1, -1, -1):
        try:
            kind = l21.checkpoint_kind(store.read(recs[i].txid))
        except DecodeError as e:
            raise StoreError(f"checkpoint {recs[i].txid!r} does not decode: {e}; the run cannot be restored "
                             f"from it (run 'fltc audit' on the run directory)") from e
        if kind == l21.TAG_SNAPSHOT:
            return recs[i:]
    if recs:
        raise StoreError(f"checkpoint {recs[0].txid!r} is a delta with no base before it: the chain has lost "
                         f"its base (run 'fltc audit' on the run directory)")
    return []


def load_latest(store: CheckpointStore) -> tuple[Snapshot, m.Receipt, l21.CkptLink] | None:
    """The newest checkpoint, whole: verified reads of its chain (newest base, then each delta applied to
    the replay before it, each checked against the receipt it names); None when there is none. A
    missing or corrupt link is a StoreError, never a partial restore."""
    chain = checkpoint_chain(store)
    prev: tuple[Snapshot, l21.CkptLink] | None = None
    for rec in chain:
        try:
            prev = l21.replay_checkpoint(store.read(rec.txid), rec.hash, prev)
        except DecodeError as e:
            raise StoreError(f"checkpoint {rec.txid!r} does not replay: {e}; the run cannot be restored past "
                             f"it (run 'fltc audit' on the run directory)") from e
    if prev is None:
        return None
    return prev[0], chain[-1], prev[1]
