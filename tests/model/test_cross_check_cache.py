"""The GGUFReader cross-check runs once per file content (and loader code and gguf version)."""

from __future__ import annotations

import pytest

import backend.model.gguf_loader as L
from tests.model.synth import write_tiny_llama


def test_cross_check_is_remembered_per_content(tmp_path, monkeypatch):
    monkeypatch.setenv("FLTC_CACHE_DIR", str(tmp_path / "cache"))
    calls = []
    real = L._cross_check_uncached
    monkeypatch.setattr(L, "_cross_check_uncached", lambda p, h: (calls.append(p), real(p, h)))
    f = tmp_path / "m.gguf"
    write_tiny_llama(f)
    L.load_gguf(f)
    L.load_gguf(f)
    assert len(calls) == 1, "a second load of the same bytes must not re-run GGUFReader"
    # one byte of tensor data changed: different content, checked again
    b = bytearray(f.read_bytes())
    b[-1] ^= 0xFF
    f.write_bytes(bytes(b))
    L.load_gguf(f)
    assert len(calls) == 2


def test_a_failed_cross_check_is_not_remembered(tmp_path, monkeypatch):
    monkeypatch.setenv("FLTC_CACHE_DIR", str(tmp_path / "cache"))
    f = tmp_path / "m.gguf"
    write_tiny_llama(f)

    def fail(p, h):
        raise L.MalformedGGUF("planted disagreement")

    monkeypatch.setattr(L, "_cross_check_uncached", fail)
    for _ in range(2):
        with pytest.raises(L.MalformedGGUF, match="planted"):
            L.load_gguf(f)
