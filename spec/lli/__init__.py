"""LLI transition systems: Layer 21 scheduler step, event digest chain, ROWM-NR machines.

Every machine here is a pure function ``(state, input) -> (state', outputs)`` over frozen
dataclasses; the runtime in ``backend/runtime`` is tested against them. The canonical byte
encodings (``canonical.py``) are the on-disk format definition both sides share.
"""
