"""The contract's KV address function: strides, injectivity, bounds, alignment."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from spec.kv_layout import KVLayout, validate_block_tables


def test_strides_are_the_contract_formulas():
    lay = KVLayout(30, 64, kv_heads=3, head_dim=64)
    assert lay.block_size == 16 and lay.elem_bytes == 2
    assert lay.token_stride == 3 * 64 * 2
    assert lay.page_stride == 16 * lay.token_stride
    assert lay.layer_stride == 64 * lay.page_stride
    assert lay.plane_stride == 30 * lay.layer_stride
    assert lay.total_bytes == 2 * lay.plane_stride
    # contract: address = plane_base + layer*layer_stride + physical*page_stride + token_offset*token_stride
    assert lay.address(1, 2, 5, 7, 0, 0) == lay.plane_stride + 2 * lay.layer_stride + 5 * lay.page_stride + 7 * lay.token_stride
    assert lay.address(0, 0, 0, 0, 2, 3) == (2 * 64 + 3) * 2
    table = [9, 4, 17]
    assert lay.logical_address(0, 1, table, 35, 1, 1) == lay.address(0, 1, 17, 3, 1, 1)


@st.composite
def layouts_and_tables(draw):
    lay = KVLayout(
        draw(st.integers(1, 3)), draw(st.integers(1, 12)), block_size=draw(st.sampled_from([1, 2, 4, 16])),
        kv_heads=draw(st.integers(1, 3)), head_dim=draw(st.integers(1, 5)), elem_bytes=draw(st.sampled_from([1, 2, 4])),
    )
    perm = draw(st.permutations(range(lay.physical_blocks)))
    n_seq = draw(st.integers(1, 4))
    cuts = sorted(draw(st.lists(st.integers(0, lay.physical_blocks), min_size=n_seq - 1, max_size=n_seq - 1)))
    bounds = [0, *cuts, lay.physical_blocks]
    tables = [list(perm[bounds[i] : bounds[i + 1]]) for i in range(n_seq)]
    return lay, tables


@settings(max_examples=150, deadline=None)
@given(layouts_and_tables())
def test_distinct_elements_map_to_distinct_in_bounds_aligned_addresses(case):
    lay, tables = case
    validate_block_tables(lay, tables)
    seen: dict[int, tuple] = {}
    for plane in range(2):
        for layer in range(lay.layers):
            for s, table in enumerate(tables):
                for tok in range(len(table) * lay.block_size):
                    for h in range(lay.kv_heads):
                        for d in range(lay.head_dim):
                            a = lay.logical_address(plane, layer, table, tok, h, d)
                            key = (plane, layer, s, tok, h, d)
                            assert 0 <= a <= lay.total_bytes - lay.elem_bytes
                            assert a % lay.elem_bytes == 0
                            assert a not in seen, f"{key} and {seen[a]} share byte {a}"
                            seen[a] = key
                    row = lay.token_row_addresses(plane, layer, table, np.array([tok]))[0]
                    assert row == lay.logical_address(plane, layer, table, tok, 0, 0)
    # when the tables use every block, the map is a bijection onto all element slots
    used = sum(len(t) for t in tables)
    assert len(seen) == 2 * lay.layers * used * lay.block_size * lay.kv_heads * lay.head_dim
    if used == lay.physical_blocks:
        assert sorted(seen) == list(range(0, lay.total_bytes, lay.elem_bytes))


def test_out_of_range_indices_and_shared_blocks_are_rejected():
    lay = KVLayout(2, 4, block_size=4, kv_heads=2, head_dim=8)
    for args in ((2, 0, 0, 0, 0, 0), (0, 2, 0, 0, 0, 0), (0, 0, 4, 0, 0, 0), (0, 0, 0, 4, 0, 0),
                 (0, 0, 0, 0, 2, 0), (0, 0, 0, 0, 0, 8), (0, 0, -1, 0, 0, 0)):
        with pytest.raises(ValueError):
            lay.address(*args)
    with pytest.raises(ValueError):
        lay.logical_address(0, 0, [1], 4, 0, 0)  # needs a second logical block
    with pytest.raises(ValueError):
        lay.token_row_addresses(0, 0, [7], np.array([0]))  # physical block out of range
    with pytest.raises(ValueError):
        validate_block_tables(lay, [[0, 1], [1]])
    with pytest.raises(ValueError):
        validate_block_tables(lay, [[0, 0]])
    with pytest.raises(ValueError):
        KVLayout(0, 4, kv_heads=1, head_dim=1)


def test_layout_is_frozen():
    lay = KVLayout(1, 1, kv_heads=1, head_dim=1)
    with pytest.raises(AttributeError):
        lay.layers = 2  # type: ignore[misc]
