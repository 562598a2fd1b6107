"""Paged KV allocator: one allocation (K plane then V plane) laid out by spec.kv_layout.KVLayout.

The allocator owns the bookkeeping of that allocation: a free list of physical blocks (lowest
block first, so placement is deterministic and the Layer 21 spec can predict it), and per
sequence a block table plus the number of KV positions held. Attention kernels take their
bases and strides from ``KVAllocator.view()`` only -- never from an independent layout.

Every operation either succeeds or raises AllocationError leaving the state unchanged. The
invariant below (``KV_ALLOCATOR_INVARIANT``) holds after every operation; it is checked by a
hypothesis state machine (tests/runtime/test_kv.py) and is the assumption the attention
kernels' proofs rely on for the data-dependent block-table loads.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from fltc.errors import AllocationError
from spec.kv_layout import KVLayout
from spec.lli.blockset import BlockSet

if TYPE_CHECKING:  # the verifier (and Z3) is imported by the prover's side only, not by every fltc run
    from verifier.config import Assumption

KV_ALLOCATOR_INVARIANT_NAME = "kv_allocator_invariant"
KV_ALLOCATOR_INVARIANT = (
    "kv_allocator_invariant: (1) no physical block appears in two sequences' block tables nor twice in "
    "one; (2) used blocks + free blocks = physical_blocks; (3) every block-table entry b satisfies "
    "0 <= b < physical_blocks; (4) a sequence holding n KV positions has exactly ceil(n / block_size) "
    "blocks, so every token position 0 <= t < n maps through its table to a block it owns. "
    "Checked after every allocate/append/free/refusal by a hypothesis RuleBasedStateMachine "
    "(tests/runtime/test_kv.py); not proved by Z3."
)


def kv_allocator_assumption(buffer: str, physical_blocks: int, dtype: str = "s32") -> Assumption:
    """The invariant as the verifier consumes it: every block-table value loaded lies in the pool."""
    from verifier.config import Assumption, AssumptionKind

    return Assumption(
        name=KV_ALLOCATOR_INVARIANT_NAME,
        kind=AssumptionKind.LOAD_RANGE,
        reason=KV_ALLOCATOR_INVARIANT,
        buffer=buffer,
        dtype=dtype,
        lo=0,
        hi=physical_blocks - 1,
    )


@dataclass(frozen=True)
class KVView:
    """What attention / KV-write kernels get: the bases, dimensions and strides of the allocation."""

    layout: KVLayout
    k_base: int  # byte offset of the K plane inside the allocation (0)
    v_base: int  # byte offset of the V plane (plane_stride)
    token_stride: int
    page_stride: int
    layer_stride: int
    plane_stride: int
    total_bytes: int
    block_size: int
    layers: int
    kv_heads: int
    head_dim: int
    elem_bytes: int

    @property
    def block_bytes(self) -> int:
        """Bytes of one physical block across both planes and all layers (checkpoint unit)."""
        return 2 * self.layers * self.page_stride


class FreeMap:
    """The free blocks: a bitmap (byte b is 1 when block b is free), their count, and a lower bound of the
    lowest free block (no free block lies below `low`).

    Why a bitmap and not a heap of ids: the GPU pool has 16,384 blocks, nearly all free in a small run. A
    savepoint's copy-on-write copy is then a 16 KB memcpy instead of a 16,384-element list, and a checkpoint
    takes the free set as bytes (BlockSet) instead of building a frozenset: both were single C calls of
    ~0.1-1 ms holding the GIL on the `fltc run` path. The lowest free block is found by bytearray.find, as
    the heap's pop gave it: the same blocks in the same order."""

    __slots__ = ("map", "count", "low")

    def __init__(self, bitmap: bytearray, count: int, low: int = 0) -> None:
        self.map, self.count, self.low = bitmap, count, low

    @classmethod
    def of(cls, total: int, used: set[int] | frozenset[int] = frozenset()) -> FreeMap:
        m = bytearray(b"\x01") * total
        for b in used:
            m[b] = 0
        return cls(m, total - len(used), 0)

    def copy(self) -> FreeMap:
        return FreeMap(bytearray(self.map), self.count, self.low)

    def lowest(self) -> int | None:
        i = self.map.find(1, self.low) if self.count else -1
        return None if i < 0 else i

    def pop_lowest(self) -> int:
        i = self.map.find(1, self.low)  # the caller checked count > 0
        self.map[i] = 0
        self.count -= 1
        self.low = i + 1
        return i

    def push(self, b: int) -> None:
        if self.map[b]:
            raise AllocationError(f"block {b} freed twice (it is free already)")
        self.map[b] = 1
        self.count += 1
        if b < self.low:
            self.low = b

    def ids(self) -> list[int]:
        """The free blocks in ascending order."""
        return list(BlockSet(self.map))  # BlockSet iterates in ascending order


@dataclass(frozen=True)
class Savepoint:
    """The allocator's containers at a savepoint. They are shared with the allocator, which never mutates a
    shared container (copy on write): taking a savepoint every tick costs O(1), not O(physical_blocks)."""

    tables: dict[int, list[int]]
    tokens: dict[int, int]
    free: FreeMap


class KVAllocator:
    """Free list + block tables over one KVLayout. Deterministic: always hands out the lowest free block."""

    def __init__(self, layout: KVLayout) -> None:
        self.layout = layout
        self._free = FreeMap.of(layout.physical_blocks)
        self._tables: dict[int, list[int]] = {}  # a table's list is replaced, never changed in place
        self._tokens: dict[int, int] = {}
        self._maps_shared = self._free_shared = False  # held by a savepoint too: copy before changing

    def _own_maps(self) -> None:
        if self._maps_shared:
            self._tables, self._tokens, self._maps_shared = dict(self._tables), dict(self._tokens), False

    def _own_free(self) -> None:
        if self._free_shared:
            self._free, self._free_shared = self._free.copy(), False

    # ---- queries
    def view(self) -> KVView:
        lay = self.layout
        return KVView(lay, 0, lay.plane_stride, lay.token_stride, lay.page_stride, lay.layer_stride,
                      lay.plane_stride, lay.total_bytes, lay.block_size, lay.layers, lay.kv_heads,
                      lay.head_dim, lay.elem_bytes)

    @property
    def total(self) -> int:
        return self.layout.physical_blocks

    @property
    def free_count(self) -> int:
        return self._free.count

    @property
    def used_count(self) -> int:
        return sum(len(t) for t in self._tables.values())

    def free_blocks(self) -> frozenset[int]:
        return frozenset(self._free.ids())

    def free_bitmap(self) -> bytes:
        """The free blocks as a copy of the bitmap (BlockSet(bitmap) is the set; a 16 KB copy on the GPU's pool)."""
        return bytes(self._free.map)

    def next_free(self) -> int | None:
        """The block the next allocation takes (the lowest free one), or None when none is free."""
        return self._free.lowest()

    def sequences(self) -> tuple[int, ...]:
        return tuple(self._tables)

    def has(self, seq_id: int) -> bool:
        return seq_id in self._tables

    def block_table(self, seq_id: int) -> tuple[int, ...]:
        return tuple(self._tables[seq_id])

    def token_count(self, seq_id: int) -> int:
        return self._tokens[seq_id]

    def blocks_needed(self, seq_id: int | None, n_new_tokens: int) -> int:
        """New physical blocks an allocate (seq_id None / unknown) or append would take."""
        have_tok = self._tokens.get(seq_id, 0) if seq_id is not None else 0
        have_blk = len(self._tables.get(seq_id, ())) if seq_id is not None else 0
        bs = self.layout.block_size
        return max(0, -(-(have_tok + n_new_tokens) // bs) - have_blk)

    # ---- transitions
    def allocate(self, seq_id: int, n_tokens: int) -> tuple[int, ...]:
        """Start a sequence holding n_tokens KV positions; returns its block table."""
        if seq_id in self._tables:
            raise AllocationError(f"sequence {seq_id} already has a block table")
        if n_tokens < 0:
            raise AllocationError("negative token count")
        need = self.blocks_needed(None, n_tokens)
        self._check_free(seq_id, need)
        self._own_maps()
        if need:
            self._own_free()
        self._tables[seq_id] = [self._free.pop_lowest() for _ in range(need)]
        self._tokens[seq_id] = n_tokens
        return tuple(self._tables[seq_id])

    def append(self, seq_id: int, n_tokens: int = 1) -> tuple[int, ...]:
        """Grow a sequence by n_tokens positions; returns the newly added blocks."""
        if seq_id not in self._tables:
            raise AllocationError(f"sequence {seq_id} has no block table (allocate it first)")
        if n_tokens < 0:
            raise AllocationError("negative token count")
        need = self.blocks_needed(seq_id, n_tokens)
        self._check_free(seq_id, need)
        self._own_maps()
        new: list[int] = []
        if need:
            self._own_free()
            new = [self._free.pop_lowest() for _ in range(need)]
            self._tables[seq_id] = self._tables[seq_id] + new
        self._tokens[seq_id] += n_tokens
        return tuple(new)

    def append_one_each(self, seq_ids: list[int]) -> None:
        """append(sid, 1) for each sid in order (a decode tick's allocation): the same blocks and the same
        AllocationError at the same sequence, in one call (64 appends a tick at batch 64)."""
        tables, tokens, bs = self._tables, self._tokens, self.layout.block_size
        for sid in seq_ids:
            if sid not in tables:
                raise AllocationError(f"sequence {sid} has no block table (allocate it first)")
        self._own_maps()
        tables, tokens = self._tables, self._tokens
        for sid in seq_ids:
            n = tokens[sid]
            need = -(-(n + 1) // bs) - len(tables[sid]) if n % bs == 0 else 0  # only a full last block grows
            if need > 0:
                self._check_free(sid, need)
                self._own_free()
                tables[sid] = tables[sid] + [self._free.pop_lowest() for _ in range(need)]
            tokens[sid] = n + 1

    def free(self, seq_id: int) -> tuple[int, ...]:
        """Return all of a sequence's blocks to the free list."""
        if seq_id not in self._tables:
            raise AllocationError(f"sequence {seq_id} has no block table")
        self._own_maps()
        self._own_free()
        blocks = self._tables.pop(seq_id)
        del self._tokens[seq_id]
        for b in blocks:
            self._free.push(b)
        return tuple(blocks)

    def _check_free(self, seq_id: int, need: int) -> None:
        if need > self._free.count:
            raise AllocationError(
                f"KV pool exhausted: sequence {seq_id} needs {need} blocks, {self._free.count} of "
                f"{self.total} free; finish or free sequences, or raise num_blocks")

    # ---- rollback / restore (scheduler transactions, checkpoint restore)
    def savepoint(self) -> Savepoint:
        self._maps_shared = self._free_shared = True
        return Savepoint(self._tables, self._tokens, self._free)

    def rollback(self, sp: Savepoint) -> None:
        self._tables, self._tokens, self._free = sp.tables, sp.tokens, sp.free
        self._maps_shared = self._free_shared = True  # still the savepoint's

    def restore(self, tables: dict[int, tuple[tuple[int, ...], int]]) -> None:
        """Replace the state by these (block table, token count) per sequence; checks the invariant."""
        self._tables = {s: list(t) for s, (t, _) in tables.items()}
        self._tokens = {s: n for s, (_, n) in tables.items()}
        used = {b for t in self._tables.values() for b in t}
        if any(not 0 <= b < self.total for b in used):
            bad = next(b for b in used if not 0 <= b < self.total)
            raise AllocationError(f"restored block tables violate {KV_ALLOCATOR_INVARIANT_NAME}: (3) block {bad} "
                                  f"outside [0, {self.total})")
        self._free = FreeMap.of(self.total, used)
        self._maps_shared = self._free_shared = False
        why = self.invariant_violation()
        if why is not None:
            raise AllocationError(f"restored block tables violate {KV_ALLOCATOR_INVARIANT_NAME}: {why}")

    def invariant_violation(self) -> str | None:
        """None when kv_allocator_invariant holds, else the first violated clause."""
        seen: set[int] = set()
        for s, t in self._tables.items():
            for b in t:
                if not (0 <= b < self.total):
                    return f"(3) sequence {s}: block {b} outside [0, {self.total})"
                if b in seen:
                    return f"(1) physical block {b} appears twice"
                seen.add(b)
            n = self._tokens[s]
            if len(t) != -(-n // self.layout.block_size):
                return f"(4) sequence {s}: {n} positions but {len(t)} blocks"
        ids = self._free.ids()
        free = set(ids)
        if len(ids) != self._free.count:
            return f"(2) free count {self._free.count} but {len(ids)} blocks marked free"
        if ids and ids[0] < self._free.low:
            return f"(2) block {ids[0]} is free below the lowest-free bound {self._free.low}"
        if free & seen:
            return "(1) a block is both free and used"
        if len(seen) + len(free) != self.total:
            return f"(2) used {len(seen)} + free {len(free)} != {self.total}"
        return None
