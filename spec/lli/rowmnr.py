"""ROWM-NR store machines (write-once records, read-once capabilities, no rewrite), as pure functions.

Objects and their canonical encodings (see ``canonical.py``; every object has its own domain tag):

- Receipt (WORM receipt of one entry): u64 index, u8 kind, blob txid, u64 payload_len,
  payload_hash[32] = H(TAG_PAYLOAD, payload), prev_hash[32] (hash of receipt index-1, zeros for 0).
  receipt hash = H(TAG_RECEIPT, body). Receipts form a hash chain.
- Receipt page: the body, zero padding to RECEIPT_PAGE-32 bytes, then the receipt hash. The
  receipt log is the concatenation of pages; it is the source of truth for recovery.
- Record: tagged(TAG_RECORD, receipt body || receipt hash || blob(payload)) -- the entry with
  its WORM receipt embedded.
- Head: tagged(TAG_HEAD, u64 count || head_hash) || sha256(those bytes).
- Root publication ("evolution root"): tagged(TAG_ROOT, u64 count || merkle_root || receipt_hash)
  || H(TAG_ROOT, body); merkle_root is the RFC 6962-shaped Merkle root of receipt hashes 0..count-1
  (leaf/node domain tags). Published only after the receipt is durable.
- Capability record: u64 index, u8 CapState, claimant_hash[32], prev_cap_hash[32] || H(TAG_CAP, body):
  a hash-chained log of read-once transitions AVAILABLE -> CLAIMED -> CONSUMED (never back).

Machines: ``append_once`` (write), ``claim``/``consume`` (read-once), ``recover`` (recovery from
the durable files), ``traverse`` (bounded). Each returns ``(state', output)``; outputs carry the
exact bytes the runtime must make durable, in ``WRITE_ORDER``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import IntEnum
from functools import cached_property

from spec.lli import canonical as c

TAG_PAYLOAD = b"fltc/rowmnr/payload/v1"
TAG_RECEIPT = b"fltc/rowmnr/receipt/v1"
TAG_RECORD = b"fltc/rowmnr/record/v1"
TAG_HEAD = b"fltc/rowmnr/head/v1"
TAG_ROOT = b"fltc/rowmnr/root/v1"
TAG_LEAF = b"fltc/rowmnr/merkle-leaf/v1"
TAG_NODE = b"fltc/rowmnr/merkle-node/v1"
TAG_CAP = b"fltc/rowmnr/capability/v1"
TAG_CLAIMANT = b"fltc/rowmnr/claimant/v1"

RECEIPT_PAGE = 512
MAX_TXID_BYTES = 255
MAX_PAYLOAD_BYTES = 1 << 34  # 16 GiB
MAX_ENTRIES = 1 << 20  # receipts per store; recovery refuses longer logs explicitly
MAX_TRAVERSAL = 4096  # receipts per traversal call

# The order in which append_once's outputs must become durable: each file fsync'd, the record's directory
# too; the head's rename need not be (a head naming a prefix of the receipt chain is rolled forward).
WRITE_ORDER = ("record", "receipt", "head", "root")


class EntryKind(IntEnum):
    GENERIC = 0
    CHECKPOINT = 1


class CapState(IntEnum):
    AVAILABLE = 0
    CLAIMED = 1
    CONSUMED = 2


class Status(IntEnum):
    NEW = 0
    EXISTING = 1
    CONFLICT = 2
    BOUND = 3
    ILLEGAL = 4  # read-once transition not allowed from the current capability state
    UNKNOWN = 5  # no such transaction id


class RecoveryError(ValueError):
    """The durable files are inconsistent in a way no crash can produce (corruption/tamper)."""


def payload_hash(payload: c.Buffer) -> bytes:
    return c.digest(TAG_PAYLOAD, payload)


def payload_hash_parts(parts: tuple[c.Buffer, ...]) -> bytes:
    """payload_hash(b"".join(parts)), hashed piece by piece."""
    return c.digest_parts(TAG_PAYLOAD, parts)


def claimant_hash(claimant: bytes) -> bytes:
    return c.digest(TAG_CLAIMANT, claimant)


@dataclass(frozen=True)
class Receipt:
    index: int
    kind: EntryKind
    txid: bytes
    payload_len: int
    payload_hash: bytes
    prev_hash: bytes

    @property
    def body(self) -> bytes:
        return (c.u64(self.index) + c.u8(int(self.kind)) + c.blob(self.txid) + c.u64(self.payload_len)
                + self.payload_hash + self.prev_hash)

    @cached_property
    def hash(self) -> bytes:  # computed once (a frozen value): append_once and recover ask for it often
        return c.digest(TAG_RECEIPT, self.body)

    def page(self) -> bytes:
        body = self.body
        pad = RECEIPT_PAGE - c.HASH_BYTES - len(body)
        assert pad >= 0
        return body + b"\x00" * pad + self.hash

    @staticmethod
    def decode_body(r: c.Reader) -> Receipt:
        index = r.u64()
        kind = r.u8()
        if kind not in EntryKind._value2member_map_:
            raise c.DecodeError(f"entry kind {kind} unknown")
        txid = r.blob(max_len=MAX_TXID_BYTES)
        plen = r.u64()
        ph = r.take(32)
        prev = r.take(32)
        return Receipt(index, EntryKind(kind), txid, plen, ph, prev)

    @staticmethod
    def from_page(page: bytes) -> Receipt:
        if len(page) != RECEIPT_PAGE:
            raise c.DecodeError(f"receipt page of {len(page)} bytes")
        r = c.Reader(page[: RECEIPT_PAGE - 32])
        rec = Receipt.decode_body(r)
        if any(r.take(r.remaining)):
            raise c.DecodeError("non-zero padding in receipt page")
        if page[-32:] != rec.hash:
            raise c.DecodeError("receipt hash does not match the page body")
        return rec


def record_bytes(receipt: Receipt, payload: bytes) -> bytes:
    return c.tagged(TAG_RECORD, receipt.body + receipt.hash + c.blob(payload))


def record_parts(receipt: Receipt, payload_parts: tuple[c.Buffer, ...]) -> tuple[c.Buffer, ...]:
    """record_bytes(receipt, b"".join(payload_parts)) as pieces: a header, then the payload's own pieces (so a
    large payload is written to its file without being joined or copied)."""
    head = c.blob(TAG_RECORD) + receipt.body + receipt.hash + c.u64(receipt.payload_len)
    return (head,) + tuple(payload_parts)


def decode_record(data: bytes) -> tuple[Receipt, bytes]:
    """Record -> (embedded receipt, payload); checks the embedded hash and the payload hash."""
    r = c.Reader(data)
    r.expect_tag(TAG_RECORD)
    rec = Receipt.decode_body(r)
    if r.take(32) != rec.hash:
        raise c.DecodeError("embedded receipt hash does not match the embedded receipt")
    payload = r.blob(max_len=MAX_PAYLOAD_BYTES)
    r.done()
    if len(payload) != rec.payload_len or payload_hash(payload) != rec.payload_hash:
        raise c.DecodeError("record payload does not match its receipt")
    return rec, payload


def head_bytes(count: int, head_hash: bytes) -> bytes:
    b = c.tagged(TAG_HEAD, c.u64(count) + head_hash)
    return b + c.sha256(b)


def decode_head(data: bytes) -> tuple[int, bytes]:
    if len(data) < 32 or c.sha256(data[:-32]) != data[-32:]:
        raise c.DecodeError("head checksum mismatch")
    r = c.Reader(data[:-32])
    r.expect_tag(TAG_HEAD)
    count, h = r.u64(), r.take(32)
    r.done()
    return count, h


def merkle_root(leaves: tuple[bytes, ...]) -> bytes:
    """RFC 6962-shaped Merkle tree hash with fltc domain tags; empty tree -> H(TAG_LEAF, '')."""
    if not leaves:
        return c.digest(TAG_LEAF, b"")
    level = [c.digest(TAG_LEAF, h) for h in leaves]

    def mth(lo: int, hi: int) -> bytes:
        n = hi - lo
        if n == 1:
            return level[lo]
        k = 1
        while k * 2 < n:
            k *= 2
        return c.digest(TAG_NODE, mth(lo, lo + k) + mth(lo + k, hi))

    return mth(0, len(level))


Frontier = tuple[tuple[int, bytes], ...]  # (leaf count, subtree root) of the perfect subtrees, largest first


def frontier_push(front: Frontier, receipt_hash: bytes) -> Frontier:
    """The frontier after one more leaf: merkle_root's tree built incrementally (O(log n) hashes per leaf
    instead of O(n)): RFC 6962's left subtrees are perfect, so n leaves split into the perfect subtrees of
    n's binary digits, largest first; frontier_root(front) == merkle_root(leaves) (tests/runtime/test_rowmnr.py)."""
    out = list(front)
    out.append((1, c.digest(TAG_LEAF, receipt_hash)))
    while len(out) >= 2 and out[-1][0] == out[-2][0]:
        (n, left), (_, right) = out[-2], out[-1]
        out[-2:] = [(2 * n, c.digest(TAG_NODE, left + right))]
    return tuple(out)


def frontier_root(front: Frontier) -> bytes:
    """merkle_root of the frontier's leaves: the perfect subtrees folded from the right."""
    if not front:
        return c.digest(TAG_LEAF, b"")
    r = front[-1][1]
    for _, h in reversed(front[:-1]):
        r = c.digest(TAG_NODE, h + r)
    return r


@dataclass(frozen=True)
class RootPub:
    count: int
    root: bytes
    receipt_hash: bytes

    @property
    def body(self) -> bytes:
        return c.u64(self.count) + self.root + self.receipt_hash

    def page(self) -> bytes:
        return c.tagged(TAG_ROOT, self.body) + c.digest(TAG_ROOT, self.body)


ROOT_PAGE = len(RootPub(0, c.ZERO_HASH, c.ZERO_HASH).page())


def decode_root_page(page: bytes) -> RootPub:
    r = c.Reader(page)
    r.expect_tag(TAG_ROOT)
    rp = RootPub(r.u64(), r.take(32), r.take(32))
    if r.take(32) != c.digest(TAG_ROOT, rp.body):
        raise c.DecodeError("root publication hash mismatch")
    r.done()
    return rp


@dataclass(frozen=True)
class CapRecord:
    index: int
    state: CapState
    claimant: bytes  # claimant_hash
    prev: bytes

    @property
    def body(self) -> bytes:
        return c.u64(self.index) + c.u8(int(self.state)) + self.claimant + self.prev

    @property
    def hash(self) -> bytes:
        return c.digest(TAG_CAP, self.body)

    def page(self) -> bytes:
        return self.body + self.hash


CAP_PAGE = len(CapRecord(0, CapState.CLAIMED, c.ZERO_HASH, c.ZERO_HASH).page())


def decode_cap_page(page: bytes) -> CapRecord:
    r = c.Reader(page)
    idx, st = r.u64(), r.u8()
    if st not in CapState._value2member_map_:
        raise c.DecodeError(f"capability state {st} unknown")
    rec = CapRecord(idx, CapState(st), r.take(32), r.take(32))
    if r.take(32) != rec.hash:
        raise c.DecodeError("capability record hash mismatch")
    return rec


@dataclass(frozen=True)
class StoreState:
    """The abstract store: receipts, root publications, capability log (payloads by hash only)."""

    receipts: tuple[Receipt, ...] = ()
    roots: tuple[RootPub, ...] = ()
    caps: tuple[CapRecord, ...] = ()
    txindex: Mapping[bytes, int] = field(default_factory=dict, compare=False, repr=False)
    # the Merkle frontier of the receipts (frontier_push of each receipt hash): derived, so not compared
    frontier: Frontier | None = field(default=None, compare=False, repr=False)

    def merkle_frontier(self) -> Frontier:
        """The frontier of every receipt (built once from the receipts when the state was made without it)."""
        if self.frontier is not None:
            return self.frontier
        f: Frontier = ()
        for r in self.receipts:
            f = frontier_push(f, r.hash)
        object.__setattr__(self, "frontier", f)
        return f

    @property
    def head_hash(self) -> bytes:
        return self.receipts[-1].hash if self.receipts else c.ZERO_HASH

    def lookup(self, txid: bytes) -> Receipt | None:
        i = self.txindex.get(txid)
        if i is None or i >= len(self.receipts) or self.receipts[i].txid != txid:
            return None  # (a shared index also holds the ids a later state appended: _successor_index)
        return self.receipts[i]

    def cap_state(self, index: int) -> tuple[CapState, bytes]:
        st, who = CapState.AVAILABLE, c.ZERO_HASH
        for rec in self.caps:  # bounded by the log length, which recovery bounds
            if rec.index == index:
                st, who = rec.state, rec.claimant
        return st, who

    @property
    def cap_head(self) -> bytes:
        return self.caps[-1].hash if self.caps else c.ZERO_HASH


def _successor_index(s: StoreState) -> dict[bytes, int]:
    """The transaction index for a state appended to `s`: s's own dict, taken over (O(1), not a copy per
    append -- O(n) each, O(n^2) over a run) when no other state was appended to s before; otherwise (a second
    branch from s) a copy of the entries s itself holds. An index may thus hold ids a later state appended;
    lookup ignores them (their index lies past the state's receipts, or names another id)."""
    d = s.txindex
    if isinstance(d, dict) and not s.__dict__.get("_index_taken"):
        object.__setattr__(s, "_index_taken", True)
        return d
    n = len(s.receipts)
    return {k: i for k, i in d.items() if i < n and s.receipts[i].txid == k}


def _with_receipt(s: StoreState, rec: Receipt, root: RootPub, front: Frontier) -> StoreState:
    idx = _successor_index(s)
    idx[rec.txid] = rec.index
    return StoreState(s.receipts + (rec,), s.roots + (root,), s.caps, idx, front)


@dataclass(frozen=True)
class AppendOutput:
    status: Status
    receipt: Receipt | None = None
    record_parts: tuple[c.Buffer, ...] | None = None  # durable writes, NEW only, in WRITE_ORDER (record in pieces)
    receipt_page: bytes | None = None
    head: bytes | None = None
    root_page: bytes | None = None
    reason: str = ""

    @property
    def record(self) -> bytes | None:
        """The record's bytes (record_bytes), joined."""
        return None if self.record_parts is None else b"".join(self.record_parts)


def append_once(s: StoreState, txid: bytes, payload: bytes | c.Parts,
                kind: EntryKind = EntryKind.GENERIC) -> tuple[StoreState, AppendOutput]:
    """New id -> one new entry; same id + same bytes -> existing receipt; same id + other -> CONFLICT.
    A payload given as c.Parts is the entry of its joined bytes, hashed piece by piece and output as
    record_parts without being joined (a checkpoint's KV blocks go from the encoder to the file uncopied)."""
    payload_parts = payload.pieces if isinstance(payload, c.Parts) else (payload,)
    if len(txid) == 0 or len(txid) > MAX_TXID_BYTES:
        return s, AppendOutput(Status.BOUND, reason=f"transaction id of {len(txid)} bytes (1..{MAX_TXID_BYTES})")
    plen = c.parts_len(payload_parts)
    if plen > MAX_PAYLOAD_BYTES:
        return s, AppendOutput(Status.BOUND, reason=f"payload of {plen} bytes > {MAX_PAYLOAD_BYTES}")
    ph = payload_hash_parts(payload_parts)
    old = s.lookup(txid)
    if old is not None:
        if old.payload_hash == ph and old.payload_len == plen and old.kind == kind:
            return s, AppendOutput(Status.EXISTING, receipt=old)
        return s, AppendOutput(Status.CONFLICT, receipt=old,
                               reason=f"transaction {txid!r} already holds entry {old.index} with other bytes")
    if len(s.receipts) >= MAX_ENTRIES:
        return s, AppendOutput(Status.BOUND, reason=f"store holds the maximum of {MAX_ENTRIES} entries")
    rec = Receipt(len(s.receipts), kind, bytes(txid), plen, ph, s.head_hash)
    front = frontier_push(s.merkle_frontier(), rec.hash)  # = merkle_root of every receipt hash, this one last
    root = RootPub(rec.index + 1, frontier_root(front), rec.hash)
    s2 = _with_receipt(s, rec, root, front)
    return s2, AppendOutput(Status.NEW, rec, record_parts(rec, payload_parts), rec.page(),
                            head_bytes(rec.index + 1, rec.hash), root.page())


@dataclass(frozen=True)
class CapOutput:
    status: Status
    state: CapState | None = None
    cap_page: bytes | None = None  # durable write (None: nothing to write)
    receipt: Receipt | None = None
    reason: str = ""


def _cap_step(s: StoreState, txid: bytes, claimant: bytes, want: CapState) -> tuple[StoreState, CapOutput]:
    rec = s.lookup(txid)
    if rec is None:
        return s, CapOutput(Status.UNKNOWN, reason=f"no entry for transaction {txid!r}")
    who = claimant_hash(claimant)
    st, holder = s.cap_state(rec.index)
    if want is CapState.CLAIMED:
        if st is CapState.AVAILABLE:
            pass
        elif st is CapState.CLAIMED and holder == who:
            return s, CapOutput(Status.EXISTING, st, receipt=rec)  # idempotent retry of the claim
        else:
            return s, CapOutput(Status.ILLEGAL, st, receipt=rec,
                                reason=f"entry {rec.index} is {st.name}{' by another claimant' if st is CapState.CLAIMED else ''}")
    else:  # CONSUMED
        if not (st is CapState.CLAIMED and holder == who):
            return s, CapOutput(Status.ILLEGAL, st, receipt=rec,
                                reason=f"entry {rec.index} is {st.name}; consume needs a claim by this claimant")
    cr = CapRecord(rec.index, want, who, s.cap_head)
    s2 = StoreState(s.receipts, s.roots, s.caps + (cr,), _successor_index(s), s.frontier)
    return s2, CapOutput(Status.NEW, want, cr.page(), rec)


def claim(s: StoreState, txid: bytes, claimant: bytes) -> tuple[StoreState, CapOutput]:
    """AVAILABLE -> CLAIMED(claimant). Re-claim by the same claimant is an idempotent no-op."""
    return _cap_step(s, txid, claimant, CapState.CLAIMED)


def consume(s: StoreState, txid: bytes, claimant: bytes) -> tuple[StoreState, CapOutput]:
    """CLAIMED(claimant) -> CONSUMED; the payload may be read exactly at this transition (at most once)."""
    return _cap_step(s, txid, claimant, CapState.CONSUMED)


def traverse(s: StoreState, start: int, count: int) -> tuple[Receipt, ...]:
    """Receipts [start, start+count); explicit bound errors instead of unbounded walks."""
    if count < 0 or count > MAX_TRAVERSAL:
        raise OverflowError(f"traversal of {count} receipts exceeds the bound {MAX_TRAVERSAL}")
    if start < 0 or start + count > len(s.receipts):
        raise IndexError(f"traversal [{start}, {start + count}) outside the {len(s.receipts)} receipts")
    return s.receipts[start:start + count]


@dataclass(frozen=True)
class RecoveryActions:
    """What the runtime must do to the files so that they equal the recovered state."""

    receipt_log_len: int  # truncate to this length (drops a torn tail page)
    roots_log_len: int
    caps_log_len: int
    orphan_records: tuple[int, ...]  # record files with no receipt (never acknowledged): delete
    head: bytes | None  # rewrite the head with these bytes (None: head already correct)
    root_pages: tuple[bytes, ...]  # root publications to append (roll forward)


def _pages(log: bytes, size: int) -> tuple[list[bytes], int]:
    n = len(log) // size
    return [log[i * size:(i + 1) * size] for i in range(n)], n * size


def recover(receipt_log: bytes, head: bytes | None, roots_log: bytes, caps_log: bytes,
            records: Mapping[int, bytes], record_indices: frozenset[int],
            verify_all_records: bool = False) -> tuple[StoreState, RecoveryActions]:
    """Rebuild the store (and its transaction index) from the receipt pages.

    A torn tail page (a crash in the middle of an append) is dropped; a receipt whose record,
    head and root publication were not all made durable is rolled forward (the receipt page is
    the commit point). Anything a crash cannot produce raises RecoveryError.
    """
    pages, rlen = _pages(receipt_log, RECEIPT_PAGE)
    if len(pages) > MAX_ENTRIES:
        raise RecoveryError(f"receipt log holds {len(pages)} pages > bound {MAX_ENTRIES}")
    receipts: list[Receipt] = []
    txindex: dict[bytes, int] = {}
    prev = c.ZERO_HASH
    for i, p in enumerate(pages):
        try:
            rec = Receipt.from_page(p)
        except c.DecodeError as e:
            raise RecoveryError(f"receipt page {i}: {e}") from e
        if rec.index != i or rec.prev_hash != prev:
            raise RecoveryError(f"receipt page {i}: chain broken (index {rec.index})")
        if rec.txid in txindex:
            raise RecoveryError(f"receipt page {i}: duplicate transaction id {rec.txid!r}")
        if i not in record_indices:
            raise RecoveryError(f"receipt {i}: its record is missing")
        if verify_all_records or i == len(pages) - 1:
            try:
                emb, _ = decode_record(records[i])
            except (c.DecodeError, KeyError) as e:
                raise RecoveryError(f"record {i}: {e}") from e
            if emb != rec:
                raise RecoveryError(f"record {i}: embedded receipt differs from receipt page {i}")
        txindex[rec.txid] = i
        receipts.append(rec)
        prev = rec.hash
    n = len(receipts)
    orphans = tuple(sorted(i for i in record_indices if i >= n))
    want_head = head_bytes(n, prev)
    if head is not None and head != want_head:
        try:
            hc, hh = decode_head(head)
        except c.DecodeError as e:
            raise RecoveryError(f"head: {e}") from e
        if hc > n or (hc > 0 and receipts[hc - 1].hash != hh) or (hc == 0 and hh != c.ZERO_HASH):
            raise RecoveryError(f"head names {hc} receipts; the receipt log does not contain that chain")
    head_action = None if head == want_head else want_head
    rpages, rolen = _pages(roots_log, ROOT_PAGE)
    roots: list[RootPub] = []
    front: Frontier = ()  # merkle_root of receipts 0..i, incrementally (frontier_push)
    for i, p in enumerate(rpages):
        try:
            rp = decode_root_page(p)
        except c.DecodeError as e:
            raise RecoveryError(f"root page {i}: {e}") from e
        if i >= n:
            raise RecoveryError(f"root page {i} published for a receipt that does not exist")
        front = frontier_push(front, receipts[i].hash)
        if rp != RootPub(i + 1, frontier_root(front), receipts[i].hash):
            raise RecoveryError(f"root page {i} does not match the receipt chain")
        roots.append(rp)
    new_roots: list[bytes] = []
    for i in range(len(roots), n):
        front = frontier_push(front, receipts[i].hash)
        rp = RootPub(i + 1, frontier_root(front), receipts[i].hash)
        roots.append(rp)
        new_roots.append(rp.page())
    cpages, clen = _pages(caps_log, CAP_PAGE)
    caps: list[CapRecord] = []
    state: dict[int, tuple[CapState, bytes]] = {}
    cprev = c.ZERO_HASH
    for i, p in enumerate(cpages):
        try:
            cr = decode_cap_page(p)
        except c.DecodeError as e:
            raise RecoveryError(f"capability page {i}: {e}") from e
        if cr.prev != cprev or cr.index >= n:
            raise RecoveryError(f"capability page {i}: chain broken or unknown entry {cr.index}")
        st, who = state.get(cr.index, (CapState.AVAILABLE, c.ZERO_HASH))
        ok = (cr.state is CapState.CLAIMED and st is CapState.AVAILABLE) or (
            cr.state is CapState.CONSUMED and st is CapState.CLAIMED and who == cr.claimant)
        if not ok:
            raise RecoveryError(f"capability page {i}: illegal transition {st.name} -> {cr.state.name}")
        state[cr.index] = (cr.state, cr.claimant)
        caps.append(cr)
        cprev = cr.hash
    s = StoreState(tuple(receipts), tuple(roots), tuple(caps), txindex, front)  # front: all n receipts
    return s, RecoveryActions(rlen, rolen, clen, orphans, head_action, tuple(new_roots))
