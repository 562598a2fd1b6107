"""BlockSet (the free set as a bitmap) is the frozenset of the same ids for everything the spec does with it,
and the checkpoint encoding of the free list is byte-identical; the bitmap allocator hands out the blocks the
heap did (lowest free first).

Why: the checkpoint writer encodes the free set from a BlockSet (spec/lli/blockset.py says why); a format
difference would change every checkpoint's bytes and receipt hash, and an allocation difference every run's.
"""

from __future__ import annotations

import heapq
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from backend.runtime.kv import KVAllocator
from fltc.errors import AllocationError
from spec.kv_layout import KVLayout
from spec.lli import layer21 as l21
from spec.lli.blockset import BlockSet


def _bitmap(ids: set[int], n: int) -> bytes:
    m = bytearray(n)
    for i in ids:
        m[i] = 1
    return bytes(m)


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 300).flatmap(lambda n: st.tuples(st.just(n), st.sets(st.integers(0, max(0, n - 1)),
                                                                             max_size=n))))
def test_a_blockset_is_its_frozenset(nids) -> None:
    n, ids = nids
    ids = {i for i in ids if i < n}
    b, f = BlockSet(_bitmap(ids, n)), frozenset(ids)
    assert b == f and f == b and hash(b) == hash(f) and len(b) == len(f) and list(b) == sorted(f)
    assert all((i in b) == (i in f) for i in range(-2, n + 2))
    assert (b | {n + 5}) == (f | {n + 5}) and (b - {0}) == (f - {0}) and set(b) == set(f)
    assert l21._enc_free(b) == l21._enc_u32s(tuple(sorted(f)))


def test_a_blockset_refuses_a_bitmap_that_is_not_zeros_and_ones() -> None:
    with pytest.raises(ValueError):
        BlockSet(b"\x00\x02")


LAY = KVLayout(physical_blocks=64, block_size=4, layers=1, kv_heads=1, head_dim=4, elem_bytes=2)


@settings(max_examples=100, deadline=None)
@given(st.integers(0, 2**32 - 1))
def test_the_bitmap_allocator_hands_out_what_the_heap_did(seed: int) -> None:
    """A random allocate/append/free sequence against a heap model of the old free list."""
    rnd = random.Random(seed)
    a = KVAllocator(LAY)
    heap = list(range(LAY.physical_blocks))
    tables: dict[int, list[int]] = {}
    tokens: dict[int, int] = {}
    for step in range(60):
        op = rnd.choice(["alloc", "append", "free", "savepoint"])
        if op == "alloc":
            sid, n = step, rnd.randint(0, 12)
            need = -(-n // 4)
            if need > len(heap):
                with pytest.raises(AllocationError):
                    a.allocate(sid, n)
                continue
            tables[sid] = [heapq.heappop(heap) for _ in range(need)]
            tokens[sid] = n
            assert a.allocate(sid, n) == tuple(tables[sid])
        elif op == "append" and tables:
            sid = rnd.choice(sorted(tables))
            k = rnd.randint(1, 6)
            need = max(0, -(-(tokens[sid] + k) // 4) - len(tables[sid]))
            if need > len(heap):
                with pytest.raises(AllocationError):
                    a.append(sid, k)
                continue
            new = [heapq.heappop(heap) for _ in range(need)]
            tables[sid] += new
            tokens[sid] += k
            assert a.append(sid, k) == tuple(new)
        elif op == "free" and tables:
            sid = rnd.choice(sorted(tables))
            for b in tables.pop(sid):
                heapq.heappush(heap, b)
            del tokens[sid]
            a.free(sid)
        elif op == "savepoint":
            sp = a.savepoint()
            if tables:  # a change rolled back leaves nothing behind
                a.free(next(iter(sorted(tables))))
            a.rollback(sp)
        assert a.invariant_violation() is None
        assert a.free_blocks() == frozenset(heap) == BlockSet(a.free_bitmap())
        assert a.next_free() == (min(heap) if heap else None) and a.free_count == len(heap)
