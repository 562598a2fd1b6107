"""The paged KV layout of the FLTC backend contract, verbatim, as code.

One allocation holds a K plane followed by a V plane; each plane is laid out as
    [layer][physical_block][token_in_block][kv_head][head_dim]
with the contract's strides (bytes)
    token_stride = kv_heads * head_dim * element_bytes
    page_stride  = SOV_KV_BLOCK_SIZE * token_stride
    layer_stride = physical_blocks * page_stride
    plane_stride = layers * layer_stride
and, for a logical (sequence, token) pair,
    logical_block = token / SOV_KV_BLOCK_SIZE
    token_offset  = token % SOV_KV_BLOCK_SIZE
    physical      = block_table[sequence][logical_block]
    address       = plane_base + layer * layer_stride + physical * page_stride
                    + token_offset * token_stride
where plane_base = plane * plane_stride (K = plane 0, V = plane 1).  Within a token's row the
element (kv_head, dim) sits at (kv_head * head_dim + dim) * element_bytes, the innermost two
axes of the layout.  Every index is range-checked: out of range raises ValueError.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import KW_ONLY, dataclass

import numpy as np

K_PLANE: int = 0
V_PLANE: int = 1


@dataclass(frozen=True)
class KVLayout:
    """Geometry of the one KV allocation (contract section "KV Layout").

    Construct as KVLayout(layers, physical_blocks, kv_heads=..., head_dim=...,
    block_size=16, elem_bytes=2); the last four are keyword-only.
    """

    layers: int
    physical_blocks: int
    _: KW_ONLY
    block_size: int = 16
    kv_heads: int
    head_dim: int
    elem_bytes: int = 2

    def __post_init__(self) -> None:
        for name in ("layers", "physical_blocks", "block_size", "kv_heads", "head_dim", "elem_bytes"):
            v = getattr(self, name)
            if not isinstance(v, int | np.integer) or isinstance(v, bool) or v <= 0:
                raise ValueError(f"KVLayout.{name} must be a positive integer, got {v!r}")

    @property
    def token_stride(self) -> int:
        return self.kv_heads * self.head_dim * self.elem_bytes

    @property
    def page_stride(self) -> int:
        return self.block_size * self.token_stride

    @property
    def layer_stride(self) -> int:
        return self.physical_blocks * self.page_stride

    @property
    def plane_stride(self) -> int:
        return self.layers * self.layer_stride

    @property
    def total_bytes(self) -> int:
        """Both planes: 2 * plane_stride."""
        return 2 * self.plane_stride

    def _check(self, plane: int, layer: int, physical: int, token_offset: int, head: int, dim: int) -> None:
        for name, v, hi in (
            ("plane", plane, 2),
            ("layer", layer, self.layers),
            ("physical", physical, self.physical_blocks),
            ("token_offset", token_offset, self.block_size),
            ("head", head, self.kv_heads),
            ("dim", dim, self.head_dim),
        ):
            if not 0 <= v < hi:
                raise ValueError(f"KVLayout.address: {name}={v} outside [0, {hi})")

    def address(self, plane: int, layer: int, physical: int, token_offset: int, head: int, dim: int) -> int:
        """Byte offset of element (plane, layer, physical block, token_in_block, kv_head, dim)."""
        self._check(plane, layer, physical, token_offset, head, dim)
        return (
            plane * self.plane_stride
            + layer * self.layer_stride
            + physical * self.page_stride
            + token_offset * self.token_stride
            + (head * self.head_dim + dim) * self.elem_bytes
        )

    def logical_address(
        self, plane: int, layer: int, block_table: Sequence[int] | np.ndarray, token: int, head: int, dim: int
    ) -> int:
        """Byte offset of a sequence's logical token through its block table (contract formula)."""
        if token < 0:
            raise ValueError(f"KVLayout.logical_address: token={token} < 0")
        logical_block = token // self.block_size
        token_offset = token % self.block_size
        if logical_block >= len(block_table):
            raise ValueError(
                f"KVLayout.logical_address: token {token} needs logical block {logical_block}, "
                f"block table has {len(block_table)}"
            )
        physical = int(block_table[logical_block])
        return self.address(plane, layer, physical, token_offset, head, dim)

    def token_row_addresses(self, plane: int, layer: int, block_table: Sequence[int] | np.ndarray,
                            tokens: np.ndarray) -> np.ndarray:
        """int64 byte offsets of (head 0, dim 0) of each logical token: the vectorised formula.

        Same arithmetic as `logical_address` (tested equal); used by the attention spec.
        """
        tokens = np.asarray(tokens, dtype=np.int64)
        table = np.asarray(block_table, dtype=np.int64)
        if not 0 <= plane < 2 or not 0 <= layer < self.layers:
            raise ValueError(f"KVLayout: plane={plane} / layer={layer} out of range")
        if tokens.size == 0:
            return tokens.copy()
        if tokens.min() < 0:
            raise ValueError("KVLayout: negative token index")
        logical = tokens // self.block_size
        if logical.max() >= table.shape[0]:
            raise ValueError(
                f"KVLayout: token {int(tokens.max())} needs logical block {int(logical.max())}, "
                f"block table has {table.shape[0]}"
            )
        physical = table[logical]
        if physical.min() < 0 or physical.max() >= self.physical_blocks:
            raise ValueError(f"KVLayout: block table entry outside [0, {self.physical_blocks})")
        return (
            plane * self.plane_stride
            + layer * self.layer_stride
            + physical * self.page_stride
            + (tokens % self.block_size) * self.token_stride
        )


def validate_block_tables(layout: KVLayout, tables: Sequence[Sequence[int]]) -> None:
    """The allocator invariant the address function relies on: every entry is a physical block
    in [0, physical_blocks) and no physical block appears twice (within or across sequences).
    Raises ValueError naming the offending entry."""
    seen: dict[int, tuple[int, int]] = {}
    for s, table in enumerate(tables):
        for j, p in enumerate(table):
            p = int(p)
            if not 0 <= p < layout.physical_blocks:
                raise ValueError(f"block table {s}[{j}] = {p} outside [0, {layout.physical_blocks})")
            if p in seen:
                raise ValueError(f"physical block {p} used by table {seen[p]} and table {(s, j)}")
            seen[p] = (s, j)
