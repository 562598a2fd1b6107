"""Fuzz the GGUF loader: >= 2,000 mutated/truncated copies of a tiny valid llama GGUF.

The property: load_gguf either succeeds or raises MalformedGGUF -- never another
exception type, never a hang (each case runs under a 2 s interval timer).
"""

from __future__ import annotations

import signal
import struct
import time
from pathlib import Path

import numpy as np
import pytest

from backend.model.gguf_loader import load_gguf
from fltc.errors import MalformedGGUF
from tests.model.synth import TinySpec, write_tiny_llama

N_CASES = 5000
_INTERESTING = [0, 1, 2, 3, 31, 32, 33, 255, 0x7F, 0x80, 0xFFFF, 0x7FFFFFFF, 0x80000000, 0xFFFFFFFF,
                1 << 32, 1 << 40, (1 << 63) - 1, 1 << 63, (1 << 64) - 1]


class _Hang(BaseException):
    """BaseException so the loader's catch-all cannot swallow it."""


def _alarm(_sig, _frm):  # pragma: no cover - only on a hang
    raise _Hang()


@pytest.fixture(scope="module")
def tiny_bytes(tmp_path_factory) -> bytes:
    p = tmp_path_factory.mktemp("fuzz") / "tiny.gguf"
    write_tiny_llama(p, TinySpec(layers=1, hidden=32, heads=2, kv_heads=1, ffn=32,
                                 mat_type="Q4_1", emb_type="Q8_0"))
    return p.read_bytes()


def _header_len(data: bytes, path: Path) -> int:
    path.write_bytes(data)
    return load_gguf(path).header.data_offset


def _mutate(rng: np.random.Generator, data: bytes, header_len: int) -> bytes:
    b = bytearray(data)
    kind = int(rng.integers(0, 6))
    hl = header_len
    if kind == 0:  # truncate anywhere (biased to the header)
        cut = int(rng.integers(0, hl + 64)) if rng.random() < 0.8 else int(rng.integers(0, len(b)))
        return bytes(b[:cut])
    if kind == 1:  # flip 1..8 random bits in the header
        for _ in range(int(rng.integers(1, 9))):
            i = int(rng.integers(0, hl))
            b[i] ^= 1 << int(rng.integers(0, 8))
        return bytes(b)
    if kind == 2:  # overwrite an 8- or 4-byte word with an interesting value
        v = _INTERESTING[int(rng.integers(0, len(_INTERESTING)))]
        i = int(rng.integers(0, hl - 8))
        if rng.random() < 0.5:
            struct.pack_into("<Q", b, i, v & ((1 << 64) - 1))
        else:
            struct.pack_into("<I", b, i, v & 0xFFFFFFFF)
        return bytes(b)
    if kind == 3:  # random bytes over a short header span
        i = int(rng.integers(0, hl))
        n = int(rng.integers(1, 17))
        b[i:i + n] = rng.integers(0, 256, n, dtype=np.uint8).tobytes()
        return bytes(b)
    if kind == 4:  # insert or delete bytes in the header (shifts everything after)
        i = int(rng.integers(0, hl))
        n = int(rng.integers(1, 9))
        if rng.random() < 0.5:
            return bytes(b[:i] + rng.integers(0, 256, n, dtype=np.uint8).tobytes() + b[i:])
        return bytes(b[:i] + b[i + n:])
    # kind 5: mutate anywhere, then maybe truncate
    for _ in range(int(rng.integers(1, 4))):
        i = int(rng.integers(0, len(b)))
        b[i] = int(rng.integers(0, 256))
    if rng.random() < 0.5:
        return bytes(b[: int(rng.integers(0, len(b) + 1))])
    return bytes(b)


def test_fuzz_only_malformed_or_success(tiny_bytes: bytes, tmp_path: Path) -> None:
    hl = _header_len(tiny_bytes, tmp_path / "orig.gguf")
    rng = np.random.default_rng(20240601)
    path = tmp_path / "case.gguf"
    outcomes = {"ok": 0, "malformed": 0}
    old = signal.signal(signal.SIGALRM, _alarm)
    t0 = time.perf_counter()
    try:
        for case in range(N_CASES):
            data = _mutate(rng, tiny_bytes, hl)
            path.write_bytes(data)
            signal.setitimer(signal.ITIMER_REAL, 2.0)
            try:
                load_gguf(path)
                outcomes["ok"] += 1
            except MalformedGGUF as exc:
                assert str(exc), f"case {case}: empty MalformedGGUF message"
                outcomes["malformed"] += 1
            except _Hang:
                pytest.fail(f"case {case}: loader ran over 2 s (hang); bytes saved at {path}")
            except Exception as exc:  # noqa: BLE001 - the point of the test
                pytest.fail(f"case {case}: {type(exc).__name__}: {exc} (bytes at {path})")
            finally:
                signal.setitimer(signal.ITIMER_REAL, 0)
    finally:
        signal.signal(signal.SIGALRM, old)
    elapsed = time.perf_counter() - t0
    assert sum(outcomes.values()) == N_CASES >= 2000
    # The mutations are strong enough to matter: most cases must be refused, some must load.
    assert outcomes["malformed"] > N_CASES // 2, outcomes
    assert outcomes["ok"] > 0, outcomes
    print(f"fuzz: {outcomes} in {elapsed:.1f} s")


def test_every_truncation_of_header_is_refused(tiny_bytes: bytes, tmp_path: Path) -> None:
    """Every prefix shorter than the full file is refused (tensor data is needed)."""
    path = tmp_path / "t.gguf"
    for cut in range(0, len(tiny_bytes), 7):
        path.write_bytes(tiny_bytes[:cut])
        with pytest.raises(MalformedGGUF):
            load_gguf(path)


@pytest.mark.parametrize("patch,needle", [
    ((0, b"GGUX"), "magic"),
    ((4, struct.pack("<I", 7)), "version"),
    ((8, struct.pack("<Q", 1 << 40)), "tensor_count"),
    ((16, struct.pack("<Q", 1 << 40)), "kv_count"),
])
def test_errors_name_the_field(tiny_bytes: bytes, tmp_path: Path, patch, needle: str) -> None:
    off, raw = patch
    b = bytearray(tiny_bytes)
    b[off:off + len(raw)] = raw
    p = tmp_path / "x.gguf"
    p.write_bytes(bytes(b))
    with pytest.raises(MalformedGGUF, match=needle):
        load_gguf(p)


def test_tensor_extent_error_names_tensor(tiny_bytes: bytes, tmp_path: Path) -> None:
    p = tmp_path / "x.gguf"
    p.write_bytes(tiny_bytes[:-10])
    with pytest.raises(MalformedGGUF, match="tensor 'output_norm.weight'.*past the end"):
        load_gguf(p)


def test_missing_file_is_malformed_error(tmp_path: Path) -> None:
    with pytest.raises(MalformedGGUF, match="cannot read"):
        load_gguf(tmp_path / "nope.gguf")


@pytest.mark.parametrize("overrides,skip,needle", [
    ({"general.architecture": ("string", "gptneox")}, (), "'gptneox' is not supported"),
    ({"llama.attention.head_count": ("uint32", 3)}, (), "not divisible by head_count"),
    ({"llama.attention.head_count_kv": ("uint32", 3)}, (), "head_count_kv"),
    ({"llama.block_count": None}, (), "'llama.block_count': required key is missing"),
    ({"llama.embedding_length": ("string", "32")}, (), "expected an integer"),
    ({"llama.attention.layer_norm_rms_epsilon": ("float32", -1.0)}, (), "layer_norm_rms_epsilon"),
    ({"llama.rope.freq_base": ("uint32", 10000)}, (), "expected FLOAT32"),
    ({"llama.vocab_size": ("uint32", 99)}, (), "vocab_size"),
    ({"tokenizer.ggml.tokens": None}, (), "tokenizer.ggml.tokens"),
    ({"tokenizer.ggml.eos_token_id": ("uint32", 1000)}, (), "eos_token_id"),
    ({"llama.rope.dimension_count": ("uint32", 15)}, (), "rope.dimension_count"),
    ({}, ("blk.0.ffn_up.weight",), "tensor 'blk.0.ffn_up.weight': required"),
    ({"llama.feed_forward_length": ("uint32", 64)}, (), "ne .* != expected"),
])
def test_metadata_and_tensor_checks(tmp_path: Path, overrides, skip, needle: str) -> None:
    p = tmp_path / "m.gguf"
    write_tiny_llama(p, TinySpec(layers=1, hidden=32, heads=2, kv_heads=1, ffn=32),
                     overrides=overrides, skip_tensors=frozenset(skip))
    with pytest.raises(MalformedGGUF, match=needle):
        load_gguf(p)
