"""Small input checks shared by the spec operators (why: a wrong dtype must fail loudly,
never be silently re-rounded)."""

from __future__ import annotations

import numpy as np


def require_f16(x: object, name: str, ndim: int | None = None) -> np.ndarray:
    """Return x as an f16 ndarray; raise TypeError unless it already is binary16."""
    arr = np.asarray(x)
    if arr.dtype != np.float16:
        raise TypeError(f"{name}: expected float16 storage, got {arr.dtype}")
    if ndim is not None and arr.ndim != ndim:
        raise ValueError(f"{name}: expected {ndim} dimensions, got shape {arr.shape}")
    return arr


def require_f32_or_f16(x: object, name: str) -> np.ndarray:
    """Return x loaded exactly as f32; float16/float32 only (anything else is a TypeError)."""
    arr = np.asarray(x)
    if arr.dtype not in (np.float16, np.float32):
        raise TypeError(f"{name}: expected float32 or float16, got {arr.dtype}")
    return arr.astype(np.float32, copy=False)


def require_int_array(x: object, name: str) -> np.ndarray:
    """Return x as an int64 array; floats or bools are rejected (ids/positions are integers)."""
    arr = np.asarray(x)
    if arr.dtype.kind not in "iu":
        raise TypeError(f"{name}: expected an integer array, got {arr.dtype}")
    return arr.astype(np.int64, copy=False)
