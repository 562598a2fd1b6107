"""ROWM-NR store: append-once semantics, fsync'd chain, read-once capabilities, bounded traversal,
recovery from the receipt pages, and agreement with the pure machines in spec/lli/rowmnr.py."""

from __future__ import annotations

from pathlib import Path

import hypothesis.strategies as st
import pytest
from hypothesis import given, settings

from backend.runtime.rowmnr import CheckpointStore, StoreBoundError
from fltc.errors import StoreError
from spec.lli import rowmnr as m


def test_append_once_semantics(tmp_path: Path) -> None:
    s = CheckpointStore(tmp_path / "s")
    r0 = s.append_once(b"a", b"payload-a")
    r1 = s.append_once(b"b", b"payload-b", m.EntryKind.CHECKPOINT)
    assert (r0.index, r1.index, r1.prev_hash) == (0, 1, r0.hash)
    assert s.append_once(b"a", b"payload-a") == r0  # same id + same bytes -> existing receipt
    size = (tmp_path / "s" / "receipts.log").stat().st_size
    with pytest.raises(StoreError):
        s.append_once(b"a", b"other")  # same id + other bytes
    assert (tmp_path / "s" / "receipts.log").stat().st_size == size == 2 * m.RECEIPT_PAGE
    with pytest.raises(StoreBoundError):
        s.append_once(b"x" * 256, b"")
    s2 = CheckpointStore(tmp_path / "s")  # reopen: index rebuilt from the receipt pages
    assert s2.state == s.state and s2.lookup(b"b") == r1 and s2.read(b"b") == b"payload-b"
    assert s2.recovered.head is None and not s2.recovered.root_pages
    assert m.decode_head((tmp_path / "s" / "head").read_bytes()) == (2, r1.hash)
    assert s2.state.roots[-1].root == m.merkle_root((r0.hash, r1.hash))


def test_read_once(tmp_path: Path) -> None:
    s = CheckpointStore(tmp_path / "s")
    s.append_once(b"t", b"secret")
    assert s.cap_state(b"t") is m.CapState.AVAILABLE
    with pytest.raises(StoreError):
        s.consume(b"t", b"A")  # must claim first
    assert s.claim(b"t", b"A") is m.CapState.CLAIMED
    assert s.claim(b"t", b"A") is m.CapState.CLAIMED  # idempotent for the claimant
    with pytest.raises(StoreError):
        s.claim(b"t", b"B")
    with pytest.raises(StoreError):
        s.consume(b"t", b"B")
    assert s.consume(b"t", b"A") == b"secret"
    for op in (lambda: s.consume(b"t", b"A"), lambda: s.claim(b"t", b"A")):
        with pytest.raises(StoreError):
            op()  # never back
    assert CheckpointStore(tmp_path / "s").cap_state(b"t") is m.CapState.CONSUMED


def test_bounded_traversal(tmp_path: Path) -> None:
    s = CheckpointStore(tmp_path / "s")
    for i in range(5):
        s.append_once(b"%d" % i, b"x")
    assert [r.index for r in s.traverse(1, 3)] == [1, 2, 3]
    with pytest.raises(StoreBoundError):
        s.traverse(0, m.MAX_TRAVERSAL + 1)
    with pytest.raises(StoreBoundError):
        s.traverse(3, 3)


def test_recovery_rolls_forward_and_drops_torn_tail(tmp_path: Path) -> None:
    d = tmp_path / "s"
    s = CheckpointStore(d)
    s.append_once(b"a", b"1")
    r = s.append_once(b"b", b"2")
    (d / "head").unlink()  # as if the crash hit before the head was written
    with open(d / "roots.log", "r+b") as f:
        f.truncate(m.ROOT_PAGE + 5)  # torn root publication
    with open(d / "receipts.log", "ab") as f:
        f.write(b"\x01" * 100)  # torn receipt page
    (d / "records" / "0000000002.rec").write_bytes(b"orphan")  # record without receipt
    s2 = CheckpointStore(d)
    assert s2.state == s.state and s2.head_hash == r.hash
    assert s2.recovered.orphan_records == (2,) and len(s2.recovered.root_pages) == 1
    assert (d / "receipts.log").stat().st_size == 2 * m.RECEIPT_PAGE
    assert CheckpointStore(d).recovered == m.RecoveryActions(2 * m.RECEIPT_PAGE, 2 * m.ROOT_PAGE, 0, (), None, ())


def test_corruption_is_refused(tmp_path: Path) -> None:
    d = tmp_path / "s"
    s = CheckpointStore(d)
    s.append_once(b"a", b"1")
    s.append_once(b"b", b"2")
    data = bytearray((d / "receipts.log").read_bytes())
    data[10] ^= 1
    (d / "receipts.log").write_bytes(bytes(data))
    with pytest.raises(StoreError):
        CheckpointStore(d)


@settings(max_examples=40, deadline=None)
@given(ops=st.lists(st.tuples(st.sampled_from(["append", "claim", "consume"]), st.integers(0, 4),
                              st.integers(0, 2), st.sampled_from([b"A", b"B"])), max_size=14))
def test_store_matches_pure_machine(ops, tmp_path_factory) -> None:
    d = tmp_path_factory.mktemp("s")
    s = CheckpointStore(d)
    spec = m.StoreState()
    for op, i, v, who in ops:
        txid = b"t%d" % i
        if op == "append":
            spec, out = m.append_once(spec, txid, b"v%d" % v)
            if out.status in (m.Status.NEW, m.Status.EXISTING):
                assert s.append_once(txid, b"v%d" % v) == out.receipt
            else:
                with pytest.raises(StoreError):
                    s.append_once(txid, b"v%d" % v)
        else:
            spec, out = (m.claim if op == "claim" else m.consume)(spec, txid, who)
            call = s.claim if op == "claim" else s.consume
            if out.status in (m.Status.NEW, m.Status.EXISTING):
                call(txid, who)
            else:
                with pytest.raises(StoreError):
                    call(txid, who)
        assert s.state == spec
    assert CheckpointStore(d).state == spec


def test_a_lost_head_rename_is_rolled_forward(tmp_path: Path) -> None:
    """append_once does not fsync the directory after renaming the head (backend/runtime/rowmnr.py): after a
    power loss the head may be the one before the rename, or none at all. Both name a prefix of the receipt
    chain, and opening the store rolls them forward to the files an uninterrupted append leaves."""
    ref = CheckpointStore(tmp_path / "ref")
    ref.append_once(b"a", b"1")
    ref.append_once(b"b", b"2", m.EntryKind.CHECKPOINT)
    want_head = (tmp_path / "ref" / "head").read_bytes()
    for case in ("stale", "missing"):
        root = tmp_path / case
        s = CheckpointStore(root)
        s.append_once(b"a", b"1")
        old_head = (root / "head").read_bytes()
        s.append_once(b"b", b"2", m.EntryKind.CHECKPOINT)
        if case == "stale":
            (root / "head").write_bytes(old_head)  # the second rename never reached the disk
        else:
            (root / "head").unlink()  # no rename reached it
        again = CheckpointStore(root)
        assert again.recovered is not None and again.recovered.head == want_head
        assert (root / "head").read_bytes() == want_head
        assert again.state.receipts == ref.state.receipts and again.read(b"b") == b"2"


def test_a_payload_in_pieces_is_the_entry_of_its_joined_bytes(tmp_path: Path) -> None:
    """Checkpoints are appended as spec.lli.canonical.Parts (hashed piece by piece, written with writev in
    batches of at most IOV_MAX pieces): the receipt and the record file are those of the joined payload."""
    from spec.lli.canonical import Parts

    pieces = tuple(bytes([i % 251]) * (i % 7) for i in range(3000)) + (memoryview(b"tail-bytes"),)
    joined = b"".join(pieces)
    a, b = CheckpointStore(tmp_path / "a"), CheckpointStore(tmp_path / "b")
    ra = a.append_once(b"ckpt", Parts(pieces), m.EntryKind.CHECKPOINT)
    rb = b.append_once(b"ckpt", joined, m.EntryKind.CHECKPOINT)
    assert ra == rb and len(Parts(pieces)) == len(joined)
    assert (tmp_path / "a" / "records" / "0000000000.rec").read_bytes() == m.record_bytes(rb, joined)
    assert a.append_once(b"ckpt", Parts(pieces), m.EntryKind.CHECKPOINT) == ra  # same bytes: existing receipt
    with pytest.raises(StoreError):
        a.append_once(b"ckpt", Parts(pieces[:-1]), m.EntryKind.CHECKPOINT)  # other bytes under the same id


@settings(max_examples=60, deadline=None)
@given(st.lists(st.binary(min_size=32, max_size=32), max_size=70))
def test_the_incremental_merkle_frontier_is_merkle_root(hashes: list[bytes]) -> None:
    """append_once and recover publish frontier_root (O(log n) hashes a receipt); the definition is merkle_root."""
    front: m.Frontier = ()
    assert m.frontier_root(front) == m.merkle_root(())
    for i, h in enumerate(hashes):
        front = m.frontier_push(front, h)
        assert m.frontier_root(front) == m.merkle_root(tuple(hashes[:i + 1]))
        assert sum(n for n, _ in front) == i + 1 and len(front) == bin(i + 1).count("1")


def test_roots_of_a_long_store_equal_merkle_root_after_reopen(tmp_path: Path) -> None:
    s = CheckpointStore(tmp_path / "s")
    for i in range(37):
        s.append_once(b"t%d" % i, b"p%d" % i)
    leaves = tuple(r.hash for r in s.state.receipts)
    assert [r.root for r in s.state.roots] == [m.merkle_root(leaves[:i + 1]) for i in range(37)]
    s2 = CheckpointStore(tmp_path / "s")  # recovery checks every published root incrementally
    assert s2.state == s.state and s2.state.merkle_frontier() == s.state.merkle_frontier()
    s2.append_once(b"t37", b"p37")
    assert s2.state.roots[-1].root == m.merkle_root(leaves + (s2.state.receipts[-1].hash,))


def test_the_transaction_index_is_shared_along_a_run_and_copied_for_a_branch() -> None:
    """append_once hands its transaction index on to the state it returns (no copy per append); a state
    appended to twice (a branch) gets a copy of its own entries, and no state sees another's ids."""
    s0 = m.StoreState()
    s1, _ = m.append_once(s0, b"a", b"1")
    s2, _ = m.append_once(s1, b"b", b"2")
    assert s2.txindex is s1.txindex  # handed on
    assert s1.lookup(b"b") is None and s0.lookup(b"a") is None  # a later state's ids are not the earlier's
    b2, out = m.append_once(s1, b"c", b"3")  # a branch from s1: its own index
    assert out.status is m.Status.NEW and b2.txindex is not s2.txindex
    assert b2.lookup(b"b") is None and s2.lookup(b"c") is None
    assert b2.lookup(b"c").index == 1 and s2.lookup(b"b").index == 1 and b2.lookup(b"a") == s2.lookup(b"a")
    b3, out = m.append_once(s1, b"b", b"other")  # another branch may use the id b for other bytes
    assert out.status is m.Status.NEW and b3.lookup(b"b").payload_hash != s2.lookup(b"b").payload_hash
    c1, _ = m.claim(s2, b"a", b"me")  # a capability step hands the index on too
    c2, out = m.append_once(s2, b"d", b"4")  # ... so appending to s2 now branches
    assert out.status is m.Status.NEW and c1.lookup(b"d") is None and c2.lookup(b"d").index == 2


def test_on_commit_runs_after_the_receipt_page_and_before_head_and_root(tmp_path: Path) -> None:
    """on_commit (the background writer publishes a checkpoint's events there): the receipt page is on disk, the
    head and roots.log do not yet name the entry; afterwards both do, and a reopened store has it."""
    s = CheckpointStore(tmp_path / "s")
    s.append_once(b"a", b"1")
    seen = []

    def commit(rec: m.Receipt) -> None:
        root = tmp_path / "s"
        pages = (root / "receipts.log").stat().st_size // m.RECEIPT_PAGE
        seen.append((rec.index, pages, (root / "head").read_bytes(), (root / "roots.log").stat().st_size,
                     s.state.receipts[-1] == rec))
    head0, roots0 = (tmp_path / "s" / "head").read_bytes(), (tmp_path / "s" / "roots.log").stat().st_size
    rec = s.append_once(b"b", b"2", m.EntryKind.CHECKPOINT, on_commit=commit)
    assert seen == [(1, 2, head0, roots0, True)]
    assert (tmp_path / "s" / "head").read_bytes() != head0 and (tmp_path / "s" / "roots.log").stat().st_size > roots0
    assert s.append_once(b"b", b"2", m.EntryKind.CHECKPOINT, on_commit=commit) == rec and len(seen) == 1  # existing
    assert CheckpointStore(tmp_path / "s").lookup(b"b") == rec


def test_an_on_commit_error_propagates_after_head_and_root(tmp_path: Path) -> None:
    s = CheckpointStore(tmp_path / "s")

    def boom(rec: m.Receipt) -> None:
        raise OSError("event log full")
    with pytest.raises(OSError, match="event log full"):
        s.append_once(b"a", b"1", on_commit=boom)
    assert len(s) == 1 and s.head_hash == s.state.receipts[-1].hash
    r = CheckpointStore(tmp_path / "s")
    assert r.lookup(b"a") is not None and r.state.roots == s.state.roots


def test_a_head_write_failing_after_the_commit_is_a_store_error_with_the_entry_kept(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    s = CheckpointStore(tmp_path / "s")
    calls, real = [], s._write_head

    def fail(data: bytes, durable_rename: bool = True) -> None:  # the append's head write; recovery's succeeds
        monkeypatch.setattr(s, "_write_head", real)
        raise OSError("disk full")
    monkeypatch.setattr(s, "_write_head", fail)
    with pytest.raises(StoreError, match="committed, but its head or root could not be written"):
        s.append_once(b"a", b"1", on_commit=lambda rec: calls.append(rec.index))
    assert calls == [0]  # the commit was announced: the entry is durable
    assert s.lookup(b"a") is not None  # re-read from the disk (recovery rolled the head forward)
    monkeypatch.undo()
    assert CheckpointStore(tmp_path / "s").lookup(b"a") == s.lookup(b"a")
