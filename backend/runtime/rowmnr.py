"""ROWM-NR checkpoint store on local disk: the IO shell around spec/lli/rowmnr.py's machines.

Files under the store directory:
  receipts.log   receipt pages (RECEIPT_PAGE bytes each): the commit point and recovery source
  records/N.rec  record N (payload with its WORM receipt embedded), written before its receipt
  head           chain head (count, last receipt hash), replaced atomically
  roots.log      evolution-root publications (Merkle root after each receipt), after the head
  caps.log       read-once capability transitions (hash-chained)

append_once returns only after the record (file and directory) and the receipt page are fsync'd, the
head is replaced (its new bytes fsync'd before the rename) and the root is published. The head's rename
is not made durable (no directory fsync): the receipt page is the commit point, and a head that names a
prefix of the receipt chain (the one before the rename) is what recovery rolls forward anyway -- it
refuses only a head that names no prefix, which an fsync'd file under either name never is. Opening the store runs recovery: a torn tail page is
dropped, uncommitted record files are deleted, a committed receipt is rolled forward (head, root),
and the transaction index is rebuilt from the receipt pages. Process crashes (SIGKILL) at every
transition are tested (tests/runtime/test_crash.py); power loss is not simulated.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator, Mapping
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from backend.runtime.crashpoints import armed, crash_point, die
from fltc.errors import StoreError
from spec.lli import rowmnr as m
from spec.lli.canonical import Buffer, DecodeError, Parts


class StoreBoundError(StoreError):
    """An explicit bound was hit (transaction id / payload size, entry count, traversal length)."""


def fsync_dir(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _append_durable(path: Path, data: bytes, torn_point: str | None = None,
                    written_point: str | None = None) -> None:
    fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    try:
        if torn_point is not None and armed(torn_point):
            os.write(fd, data[: len(data) // 2])
            die()
        view = memoryview(data)
        while view:
            n = os.write(fd, view)
            view = view[n:]
        if written_point is not None:
            crash_point(written_point)  # written, not yet fsync'd
        os.fsync(fd)
    finally:
        os.close(fd)


def _write_file_durable(path: Path, data: bytes) -> None:
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    try:
        view = memoryview(data)
        while view:
            n = os.write(fd, view)
            view = view[n:]
        os.fsync(fd)
    finally:
        os.close(fd)


_IOV_MAX = min(getattr(os, "IOV_MAX", 1024), 1024)


def _writev_all(fd: int, parts: tuple[Buffer, ...]) -> None:
    """Write b"".join(parts) at fd's offset with writev (the pieces are never joined or copied)."""
    views = [v for v in (memoryview(p).cast("B") for p in parts) if v.nbytes]
    i = 0
    while i < len(views):
        n = os.writev(fd, views[i:i + _IOV_MAX])
        while n:  # skip what was written (a short write can end inside a piece)
            if n >= views[i].nbytes:
                n -= views[i].nbytes
                i += 1
            else:
                views[i] = views[i][n:]
                n = 0


def _write_parts_durable(path: Path, parts: tuple[Buffer, ...]) -> None:
    """_write_file_durable of b"".join(parts), written with writev (the pieces are never joined or copied)."""
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    try:
        _writev_all(fd, parts)
        os.fsync(fd)
    finally:
        os.close(fd)


OVERLAP_BYTES = 1 << 20  # a payload this large is written (and flushed) to its record file while the spec hashes it ...
OVERLAP_MIN_CPUS = 4  # ... on a host with this many CPUs (on a 2-core host shared with other work: no gain, measured)


_RECORD_WRITER: list[ThreadPoolExecutor] = []
# a forked child has the pool object but not its thread (a submit there would wait forever): it makes its own
os.register_at_fork(after_in_child=_RECORD_WRITER.clear)


def _record_writer() -> ThreadPoolExecutor:
    if not _RECORD_WRITER:
        _RECORD_WRITER.append(ThreadPoolExecutor(max_workers=1, thread_name_prefix="fltc-record-write"))
    return _RECORD_WRITER[0]


class _EarlyRecordWrite:
    """A large payload's record file, written while it is hashed: a thread writes the payload's pieces at
    their offset in records/N.rec.tmp (after the record's head, whose length the transaction id fixes) and
    flushes them to the disk (fdatasync) while the caller's thread runs the spec's append_once (its SHA-256 of
    the payload); both release the GIL, so the writer's latency is the longer of the two instead of their sum.
    finish() writes the head (it holds the payload hash) at offset 0 and fsyncs -- what is left to flush is the
    head's page and the metadata: the same file, the same bytes as _write_parts_durable of record_parts, and
    the same order of durable steps (nothing is renamed or logged before it returns). Measured on the H200
    host, a batch-1 checkpoint (~1.5 MB): hash 1.3 ms, then write + fsync 2.0 ms, when they ran one after the
    other (benchmarks/exp_ckpt_tick.py)."""

    def __init__(self, path: Path, head_len: int, parts: tuple[Buffer, ...]) -> None:
        self.path, self.head_len = path, head_len
        self.error: OSError | None = None
        self.fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
        self._t = _record_writer().submit(self._write, parts)  # one long-lived thread (a new one per record: ~0.2 ms)

    def _write(self, parts: tuple[Buffer, ...]) -> None:
        try:
            os.lseek(self.fd, self.head_len, os.SEEK_SET)
            _writev_all(self.fd, parts)
            os.fdatasync(self.fd)  # the payload's pages on the disk while the hash runs (finish fsyncs again)
        except OSError as e:
            self.error = e

    def finish(self, head: bytes) -> None:
        """Join the payload's write, write the head before it, fsync (an OSError of either is raised here)."""
        try:
            self._t.result()
            if self.error is not None:
                raise self.error
            if len(head) != self.head_len:
                raise StoreError(f"internal: record head of {len(head)} bytes, {self.head_len} were reserved")
            view = memoryview(head)
            off = 0
            while off < len(head):
                off += os.pwrite(self.fd, view[off:], off)
            os.fsync(self.fd)
        finally:
            os.close(self.fd)

    def abandon(self) -> None:
        """The append wrote nothing (an existing or refused entry): drop the file."""
        self._t.result()
        os.close(self.fd)
        self.path.unlink(missing_ok=True)


def _truncate_durable(path: Path, length: int) -> None:
    if path.exists() and path.stat().st_size != length:
        os.truncate(path, length)
        fd = os.open(path, os.O_WRONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


class _Records(Mapping[int, bytes]):
    """Lazy view of records/N.rec (recovery reads only what it verifies)."""

    def __init__(self, d: Path, indices: frozenset[int]) -> None:
        self.d, self.indices = d, indices

    def __getitem__(self, i: int) -> bytes:
        if i not in self.indices:
            raise KeyError(i)
        return (self.d / record_name(i)).read_bytes()

    def __iter__(self) -> Iterator[int]:
        return iter(sorted(self.indices))

    def __len__(self) -> int:
        return len(self.indices)


def record_name(i: int) -> str:
    return f"{i:010d}.rec"


def read_image(root: Path) -> tuple[bytes, bytes | None, bytes, bytes, frozenset[int], Path]:
    """The durable files of a store (for recovery and audit)."""
    rec_dir = root / "records"
    idx = set()
    if rec_dir.is_dir():
        for p in rec_dir.iterdir():
            if p.suffix == ".rec" and p.stem.isdigit() and p.name == record_name(int(p.stem)):
                idx.add(int(p.stem))

    def rd(name: str) -> bytes:
        p = root / name
        return p.read_bytes() if p.exists() else b""

    head = (root / "head").read_bytes() if (root / "head").exists() else None
    return rd("receipts.log"), head, rd("roots.log"), rd("caps.log"), frozenset(idx), rec_dir


class CheckpointStore:
    """Append-once, read-once store with embedded WORM receipts (ROWM-NR), one directory."""

    def __init__(self, root: str | os.PathLike[str]) -> None:
        self.root = Path(root)
        self.rec_dir = self.root / "records"
        self.rec_dir.mkdir(parents=True, exist_ok=True)
        fsync_dir(self.root)
        self.recovered: m.RecoveryActions | None = None
        self._state = self._recover()

    # ---------------------------------------------------------------- recovery
    def _recover(self) -> m.StoreState:
        for p in list(self.rec_dir.glob("*.tmp")) + list(self.root.glob("*.tmp")):
            p.unlink()
        rlog, head, roots, caps, idx, rec_dir = read_image(self.root)
        try:
            state, act = m.recover(rlog, head, roots, caps, _Records(rec_dir, idx), idx)
        except m.RecoveryError as e:
            raise StoreError(f"store {self.root} is corrupt: {e} (run 'fltc audit' on the run directory)") from e
        _truncate_durable(self.root / "receipts.log", act.receipt_log_len)
        _truncate_durable(self.root / "roots.log", act.roots_log_len)
        _truncate_durable(self.root / "caps.log", act.caps_log_len)
        crash_point("recover.truncated")
        for i in act.orphan_records:
            (self.rec_dir / record_name(i)).unlink()
        if act.orphan_records:
            fsync_dir(self.rec_dir)
        crash_point("recover.orphans")
        if act.head is not None:
            self._write_head(act.head)
        crash_point("recover.head")
        if act.root_pages:
            _append_durable(self.root / "roots.log", b"".join(act.root_pages))
        crash_point("recover.roots")
        for name in ("receipts.log", "roots.log", "caps.log"):
            if not (self.root / name).exists():
                _write_file_durable(self.root / name, b"")
        fsync_dir(self.root)
        self.recovered = act
        return state

    def _write_head(self, data: bytes, durable_rename: bool = True) -> None:
        """Replace the head: its bytes fsync'd under head.tmp, then renamed over head; the directory is
        fsync'd only when `durable_rename` (recovery: it fsyncs the directory at its end regardless)."""
        tmp = self.root / "head.tmp"
        _write_file_durable(tmp, data)
        crash_point("write.head_tmp")
        os.replace(tmp, self.root / "head")
        crash_point("write.head_renamed")
        if durable_rename:
            fsync_dir(self.root)

    # ---------------------------------------------------------------- queries
    @property
    def state(self) -> m.StoreState:
        return self._state

    @property
    def head_hash(self) -> bytes:
        return self._state.head_hash

    def __len__(self) -> int:
        return len(self._state.receipts)

    def lookup(self, txid: bytes) -> m.Receipt | None:
        return self._state.lookup(txid)

    def traverse(self, start: int, count: int) -> tuple[m.Receipt, ...]:
        """Receipts [start, start+count); StoreBoundError past MAX_TRAVERSAL or the chain's end."""
        try:
            return m.traverse(self._state, start, count)
        except (OverflowError, IndexError) as e:
            raise StoreBoundError(str(e)) from e

    def latest(self, kind: m.EntryKind) -> m.Receipt | None:
        """Newest receipt of this kind (walks back from the head, bounded by the entry count)."""
        for r in reversed(self._state.receipts):
            if r.kind == kind:
                return r
        return None

    def read(self, txid: bytes) -> bytes:
        """Verified read of a committed entry's payload (not a read-once consumption)."""
        rec = self.lookup(txid)
        if rec is None:
            raise StoreError(f"no entry for transaction {txid!r}")
        return self._read_record(rec)

    def _read_record(self, rec: m.Receipt) -> bytes:
        try:
            emb, payload = m.decode_record((self.rec_dir / record_name(rec.index)).read_bytes())
        except (OSError, DecodeError) as e:
            raise StoreError(f"record {rec.index} unreadable: {e}") from e
        if emb != rec:
            raise StoreError(f"record {rec.index}: embedded receipt differs from the receipt log")
        return payload

    # ---------------------------------------------------------------- write machine
    def append_once(self, txid: bytes, payload: bytes | Parts,
                    kind: m.EntryKind = m.EntryKind.GENERIC,
                    on_commit: Callable[[m.Receipt], None] | None = None) -> m.Receipt:
        """New id -> one durable entry; same id + same bytes -> existing receipt; other bytes -> StoreError.
        A Parts payload (a checkpoint's encoding) is hashed piece by piece and written with writev: the entry
        of its joined bytes, without joining them.

        on_commit(receipt) runs once the new entry is committed -- its receipt page fsync'd, the commit point
        -- and before the head and root are written (recovery rolls both forward from the receipt pages): the
        background checkpoint writer publishes the checkpoint's events there, two fsyncs sooner (the contract:
        publication after the ROWM-NR receipt is committed). An exception of on_commit propagates after the
        head and root are written; a failed head or root write after the commit raises StoreError, the store's
        state then re-read from the disk (which holds the entry)."""
        txid = bytes(txid)
        early = None
        if (isinstance(payload, Parts) and (os.cpu_count() or 1) >= OVERLAP_MIN_CPUS and len(txid) <= m.MAX_TXID_BYTES
                and self._state.lookup(txid) is None and len(payload) >= OVERLAP_BYTES):
            crash_point("write.begin")
            head_len = len(m.record_parts(m.Receipt(0, kind, txid, 0, bytes(32), bytes(32)), ())[0])
            try:
                early = _EarlyRecordWrite(self.rec_dir / (record_name(len(self._state.receipts)) + ".tmp"), head_len,
                                          payload.pieces)
            except OSError:  # not even the file opens: the plain path below says why, as a StoreError
                early = None
        try:
            s2, out = m.append_once(self._state, txid, payload if isinstance(payload, Parts) else bytes(payload), kind)
        except BaseException:
            if early is not None:
                early.abandon()
            raise
        if out.status is not m.Status.NEW and early is not None:
            early.abandon()
        if out.status is m.Status.EXISTING:
            return out.receipt
        if out.status is m.Status.BOUND:
            raise StoreBoundError(out.reason)
        if out.status is not m.Status.NEW:
            raise StoreError(out.reason)
        rec = out.receipt
        try:
            tmp = self.rec_dir / (record_name(rec.index) + ".tmp")
            assert out.record_parts is not None
            if early is None:
                crash_point("write.begin")
                _write_parts_durable(tmp, out.record_parts)
            else:  # the payload is in the file already: its head, then fsync
                early.finish(out.record_parts[0])
            crash_point("write.record_tmp")
            os.replace(tmp, self.rec_dir / record_name(rec.index))
            crash_point("write.record_renamed")
            fsync_dir(self.rec_dir)
            crash_point("write.record_durable")
            _append_durable(self.root / "receipts.log", out.receipt_page, torn_point="write.receipt_torn",
                            written_point="write.receipt_written")
            crash_point("write.receipt_durable")
        except OSError as e:
            self._state = self._recover()  # resynchronise memory with whatever reached the disk
            raise StoreError(f"append of {txid!r} failed: {e}") from e
        self._state = s2  # committed: the receipt page is durable
        try:
            if on_commit is not None:
                on_commit(rec)
        finally:
            try:
                self._write_head(out.head, durable_rename=False)  # a stale head is rolled forward (module doc)
                crash_point("write.head_durable")
                _append_durable(self.root / "roots.log", out.root_page, torn_point="write.root_torn")
                crash_point("write.root_durable")
            except OSError as e:
                self._state = self._recover()  # the entry is on the disk: recovery rolls its head and root forward
                raise StoreError(f"append of {txid!r}: committed, but its head or root could not be written: "
                                 f"{e}") from e
        return rec

    # ---------------------------------------------------------------- read-once machine
    def _cap(self, which: str, txid: bytes, claimant: bytes) -> tuple[m.CapOutput, bytes | None]:
        fn = m.claim if which == "claim" else m.consume
        s2, out = fn(self._state, bytes(txid), bytes(claimant))
        if out.status is m.Status.EXISTING:
            return out, None
        if out.status is not m.Status.NEW:
            raise StoreError(f"{which} of {txid!r} refused: {out.reason}")
        payload = self._read_record(out.receipt) if which == "consume" else None
        try:
            crash_point(f"{which}.begin")
            _append_durable(self.root / "caps.log", out.cap_page, torn_point=f"{which}.torn",
                            written_point=f"{which}.written")
            crash_point(f"{which}.durable")
        except OSError as e:
            self._state = self._recover()
            raise StoreError(f"{which} of {txid!r} failed: {e}") from e
        self._state = s2
        return out, payload

    def claim(self, txid: bytes, claimant: bytes) -> m.CapState:
        """AVAILABLE -> CLAIMED by `claimant` (idempotent for the same claimant)."""
        out, _ = self._cap("claim", txid, claimant)
        return out.state

    def consume(self, txid: bytes, claimant: bytes) -> bytes:
        """CLAIMED(claimant) -> CONSUMED, returning the payload: at most once, never back."""
        _, payload = self._cap("consume", txid, claimant)
        assert payload is not None
        return payload

    def cap_state(self, txid: bytes) -> m.CapState:
        rec = self.lookup(txid)
        if rec is None:
            raise StoreError(f"no entry for transaction {txid!r}")
        return self._state.cap_state(rec.index)[0]
