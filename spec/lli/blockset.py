"""An immutable set of physical block ids held as a bitmap (byte i is 1 when block i is in the set).

Why: the Layer 21 state carries the KV pool's free blocks, and on the GPU the pool has 16,384 of them. Every
checkpoint encodes that set (sorted u32s). Built as a frozenset and sorted, it cost ~1-2 ms of single C calls
(frozenset, sorted, struct.pack) per checkpoint on the checkpoint writer thread, each holding the GIL while the
ticking thread waited to launch the next step. As a bitmap copied from the allocator, the set costs one 16 KB
copy, and its encoding is computed by numpy from the bitmap. It is a `collections.abc.Set`: it equals (and
hashes as) the frozenset of the same ids, and `_enc_free` gives the same bytes for both (tested).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Set

import numpy as np


class BlockSet(Set):
    """The ids i with bitmap[i] == 1, as an immutable set."""

    __slots__ = ("_map", "_len", "_ids", "_u32")

    def __init__(self, bitmap: bytes) -> None:
        self._map = bytes(bitmap)
        a = np.frombuffer(self._map, dtype=np.uint8)
        if a.size and int(a.max()) > 1:
            raise ValueError("BlockSet: bitmap bytes must be 0 or 1")
        self._ids = np.flatnonzero(a)
        self._len = int(self._ids.size)
        self._u32: bytes | None = None

    @classmethod
    def _from_iterable(cls, it: Iterable[int]) -> frozenset[int]:
        return frozenset(it)  # set algebra (|, &, -) gives plain frozensets

    def __contains__(self, x: object) -> bool:
        return isinstance(x, int) and 0 <= x < len(self._map) and self._map[x] == 1

    def __iter__(self) -> Iterator[int]:
        return iter(self._ids.tolist())

    def __len__(self) -> int:
        return self._len

    def __hash__(self) -> int:
        return hash(frozenset(self))

    def __repr__(self) -> str:
        return f"BlockSet({self._len} of {len(self._map)} blocks)"

    def sorted_u32(self) -> bytes:
        """The ids in ascending order as little-endian u32s (what struct.pack('<nI', *sorted(ids)) gives)."""
        if self._u32 is None:
            self._u32 = self._ids.astype("<u4").tobytes()
        return self._u32
