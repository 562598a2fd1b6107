"""Shared request sets for runtime tests (engine, crash, resume, audit)."""

from __future__ import annotations

from backend.runtime.engine import Request
from backend.runtime.executor import SamplingParams


def engine_kwargs() -> dict:
    return dict(block_size=4, num_blocks=40, seed=1234, checkpoint_interval=5, max_batch=4)


def engine_requests() -> list[Request]:
    sp = [SamplingParams(), SamplingParams(0.9, 8, 0.95), SamplingParams(1.3, 0, 0.8), SamplingParams(0.7, 3, 1.0)]
    return [Request(tuple((7 * i + j) % 48 for j in range(2 + i % 5)), 9 + 3 * (i % 3), sp[i % 4],
                    eos_token_id=(5 if i % 3 == 0 else None), seq_id=100 + i) for i in range(7)]
