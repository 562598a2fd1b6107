"""Embedding-row lookup: out[t, :] = table[ids[t], :], an exact copy (no arithmetic).

Rounding: none (bit-exact copy of the f16 rows, NaN/Inf/subnormal/-0 patterns preserved).
Exceptional values: an id outside [0, V) raises ValueError (no negative-index wrap-around).
Order: not applicable (no reduction).  Error bound: 0 (exact-equality claim; tested bitwise).
"""

from __future__ import annotations

import numpy as np

from spec._util import require_f16, require_int_array


def embedding(table: np.ndarray, ids: np.ndarray) -> np.ndarray:
    """f16[T, D] rows of table f16[V, D] selected by integer ids[T] (exact)."""
    table = require_f16(table, "table", 2)
    idx = require_int_array(ids, "ids")
    if idx.ndim != 1:
        raise ValueError(f"embedding: ids must be 1-D, got shape {idx.shape}")
    if idx.size and (idx.min() < 0 or idx.max() >= table.shape[0]):
        raise ValueError(f"embedding: ids must lie in [0, {table.shape[0]}), got [{idx.min()}, {idx.max()}]")
    return table[idx].copy()


def embedding_bound(table: np.ndarray, ids: np.ndarray) -> np.ndarray:
    """All zeros: the lookup is exact (a kernel must match bit-for-bit)."""
    return np.zeros((np.asarray(ids).shape[0], np.asarray(table).shape[1]), dtype=np.float64)
