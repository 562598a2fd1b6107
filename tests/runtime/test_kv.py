"""KV allocator: kv_allocator_invariant after every transition (hypothesis state machine),
refusal without state change, and the view attention must use (contract strides)."""

from __future__ import annotations

import hypothesis.strategies as st
import pytest
from hypothesis import settings
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

from backend.runtime.kv import (
    KV_ALLOCATOR_INVARIANT,
    KV_ALLOCATOR_INVARIANT_NAME,
    KVAllocator,
    kv_allocator_assumption,
)
from fltc.errors import AllocationError
from spec.kv_layout import KVLayout
from verifier.config import AssumptionKind

LAY = KVLayout(3, 10, block_size=4, kv_heads=2, head_dim=8)


class AllocatorMachine(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.a = KVAllocator(LAY)
        self.model: dict[int, int] = {}  # seq -> tokens (reference model)
        self.refusals = 0

    @rule(seq=st.integers(0, 6), n=st.integers(0, 30))
    def allocate(self, seq: int, n: int) -> None:
        before = self.a.savepoint()
        need = -(-n // 4)
        used = sum(-(-t // 4) for t in self.model.values())
        if seq in self.model or need > 10 - used:
            with pytest.raises(AllocationError):
                self.a.allocate(seq, n)
            assert self.a.savepoint() == before  # refusal changes nothing
            self.refusals += 1
        else:
            table = self.a.allocate(seq, n)
            assert len(table) == need
            self.model[seq] = n

    @precondition(lambda self: self.model)
    @rule(data=st.data(), n=st.integers(0, 9))
    def append(self, data, n: int) -> None:
        seq = data.draw(st.sampled_from(sorted(self.model)))
        before = self.a.savepoint()
        old = self.a.block_table(seq)
        need = -(-(self.model[seq] + n) // 4) - len(old)
        if need > self.a.free_count:
            with pytest.raises(AllocationError):
                self.a.append(seq, n)
            assert self.a.savepoint() == before
        else:
            hint = self.a.next_free()
            new = self.a.append(seq, n)
            assert self.a.block_table(seq) == old + new
            assert not new or new[0] == hint  # the block the lookahead hint named comes next
            self.model[seq] += n

    @rule(seq=st.integers(0, 6))
    def free(self, seq: int) -> None:
        if seq not in self.model:
            before = self.a.savepoint()
            with pytest.raises(AllocationError):
                self.a.free(seq)
            assert self.a.savepoint() == before
        else:
            self.a.free(seq)
            del self.model[seq]

    @invariant()
    def kv_allocator_invariant(self) -> None:
        assert self.a.invariant_violation() is None
        assert self.a.used_count + self.a.free_count == LAY.physical_blocks
        for s, n in self.model.items():
            assert self.a.token_count(s) == n
            t = self.a.block_table(s)
            for tok in range(n):  # every token position maps into a block the sequence owns
                LAY.logical_address(0, 2, t, tok, 1, 7)
        # the scheduler's lookahead hint (SeqWork.next_block): the lowest free block, owned by no sequence
        free = self.a.free_blocks()
        assert self.a.next_free() == (min(free) if free else None)
        assert all(self.a.next_free() not in self.a.block_table(s) for s in self.model)


AllocatorMachine.TestCase.settings = settings(max_examples=80, stateful_step_count=40, deadline=None)
TestAllocator = AllocatorMachine.TestCase


def test_invariant_checker_detects_violations() -> None:
    a = KVAllocator(LAY)
    a.allocate(1, 5)
    a._tables[1].append(a._tables[1][0])  # a block twice
    assert a.invariant_violation() is not None
    b = KVAllocator(LAY)
    b.allocate(1, 5)
    b._free.map[0] = 1  # a used block also marked free (the count left as it was)
    b._free.count += 1
    assert b.invariant_violation() is not None
    c = KVAllocator(LAY)
    with pytest.raises(AllocationError):
        c.restore({1: ((0, 1), 5), 2: ((1,), 2)})


def test_lowest_block_first_and_view() -> None:
    a = KVAllocator(LAY)
    assert a.allocate(0, 9) == (0, 1, 2)
    assert a.allocate(1, 1) == (3,)
    a.free(0)
    assert a.allocate(2, 4) == (0,)
    v = a.view()
    assert (v.k_base, v.v_base) == (0, LAY.plane_stride)
    assert v.token_stride == 2 * 8 * 2 and v.page_stride == 4 * v.token_stride
    assert v.layer_stride == 10 * v.page_stride and v.plane_stride == 3 * v.layer_stride
    assert v.total_bytes == 2 * v.plane_stride and v.block_bytes == 2 * 3 * v.page_stride


def test_assumption_export() -> None:
    asm = kv_allocator_assumption("block_table", 10)
    assert asm.name == KV_ALLOCATOR_INVARIANT_NAME == "kv_allocator_invariant"
    assert asm.kind is AssumptionKind.LOAD_RANGE and (asm.lo, asm.hi) == (0, 9)
    assert asm.reason == KV_ALLOCATOR_INVARIANT and "physical_blocks" in KV_ALLOCATOR_INVARIANT


def test_append_one_each_equals_appends_in_order() -> None:
    """The decode tick's batched allocation: the same tables, tokens, free list and error as one append each."""
    import random

    rnd = random.Random(5)
    for _ in range(200):
        a, b = KVAllocator(LAY), KVAllocator(LAY)
        sids = list(range(rnd.randrange(1, 5)))
        for s in sids:
            n = rnd.randrange(0, 8)
            try:
                a.allocate(s, n)
                b.allocate(s, n)
            except AllocationError:
                sids = sids[:s]
                break
        for _ in range(rnd.randrange(1, 12)):
            order = rnd.sample(sids, len(sids))
            err_a = err_b = None
            try:
                a.append_one_each(order)
            except AllocationError as e:
                err_a = str(e)
            try:
                for s in order:
                    b.append(s, 1)
            except AllocationError as e:
                err_b = str(e)
            assert err_a == err_b
            assert (a._tables, a._tokens, a._free.ids()) == (b._tables, b._tokens, b._free.ids())
            assert a.invariant_violation() is None
            if err_a is not None:
                break
    with pytest.raises(AllocationError, match="no block table"):
        KVAllocator(LAY).append_one_each([3])
