"""Checkpoint payloads: the canonical Layer 21 snapshot plus the KV bytes it references.

The payload is ``spec.lli.layer21.encode_snapshot``: configuration, tick number, event-chain
position, free list, waiting requests, every sequence (tokens, block table, RNG counter,
status) and the tick's pending events, followed by the bytes of every block each running
sequence references, read through ``Executor.read_kv_blocks`` -- data, never a pointer.
Token slots at or beyond a sequence's committed KV length are zeroed, so the payload is a
function of committed state only (a rolled-back tick may have left bytes there).
Block byte order (one block): [plane K, V][layer][token_in_block][kv_head][head_dim].
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import numpy as np

from backend.runtime.executor import Executor, ExecutorError
from backend.runtime.kv import KVView
from backend.runtime.rowmnr import CheckpointStore
from fltc.errors import StoreError
from spec.lli import rowmnr as m
from spec.lli.canonical import DecodeError
from spec.lli.events import EventBody, SeqStatus
from spec.lli.layer21 import L21State, Seq, Snapshot, decode_snapshot, encode_snapshot

CONFIG_TXID = b"run/config"  # the store record that binds a run directory's config.json bytes
FINISH_REASON = {SeqStatus.FINISHED_EOS: "eos", SeqStatus.FINISHED_LENGTH: "length", SeqStatus.REJECTED: "rejected"}


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


def kv_section(executor: Executor, view: KVView, running: tuple[Seq, ...]) -> tuple[tuple[bytes, ...], ...]:
    """Each running sequence's blocks, masked: one read_kv_blocks call per sequence (an executor can
    move a sequence's pages in a few copies), split into blocks ([plane][layer] pages each)."""
    out = []
    for q in running:
        n = len(q.block_table)
        raw = executor.read_kv_blocks(list(q.block_table)) if n else b""
        if len(raw) != n * view.block_bytes:
            raise ExecutorError(f"read_kv_blocks returned {len(raw)} bytes for {n} blocks, expected "
                                f"{n * view.block_bytes}")
        pages = np.frombuffer(raw, dtype=np.uint8).reshape(2 * view.layers, n, view.page_stride)
        out.append(tuple(mask_block(pages[:, j].tobytes(), view, q.kv_len - j * view.block_size)
                         for j in range(n)))
    return tuple(out)


def build_payload(mid: L21State, pending: tuple[EventBody, ...], executor: Executor, view: KVView) -> bytes:
    return encode_snapshot(mid, pending, kv_section(executor, view, mid.running))


def restore_kv(executor: Executor, snap: Snapshot, view: KVView) -> None:
    """Write every referenced block back into the executor's KV allocation."""
    for q, blocks in zip(snap.state.running, snap.kv, strict=True):
        for b, data in zip(q.block_table, blocks, strict=True):
            if len(data) != view.block_bytes:
                raise StoreError(f"checkpoint block of {len(data)} bytes, layout needs {view.block_bytes}")
            executor.write_kv_blocks([b], data)


def load_latest(store: CheckpointStore) -> tuple[Snapshot, m.Receipt] | None:
    """The newest checkpoint (verified read + canonical decode), or None when there is none."""
    rec = store.latest(m.EntryKind.CHECKPOINT)
    if rec is None:
        return None
    try:
        snap = decode_snapshot(store.read(rec.txid))
    except DecodeError as e:
        raise StoreError(f"checkpoint {rec.txid!r} does not decode: {e}") from e
    return snap, rec
