"""Q5_0 dequantisation (new for Gemma 3) and the four types the Gemma 3 270M Q4_K_M file uses
(Q5_0, Q4_K, Q6_K, Q8_0), byte for byte against gguf.quants: random blocks with special scales,
gguf's own quantiser output, and real tensors of the file when the model package is installed."""

from __future__ import annotations

import numpy as np
import pytest
from gguf import GGMLQuantizationType, quants
from hypothesis import given, settings
from hypothesis import strategies as st

from spec.dequant import QUANT_INFO, dequantize
from tests.model.gemma_file import gemma_path_or_skip

SPECIAL_F16 = np.array([0x7E00, 0xFE01, 0x7C00, 0xFC00, 0x0001, 0x8001, 0x03FF, 0x0000, 0x8000, 0x7BFF],
                       dtype=np.uint16)
GEMMA_TYPES = ("Q5_0", "Q4_K", "Q6_K", "Q8_0")


def oracle(raw: np.ndarray, qtype: str) -> np.ndarray:
    info = QUANT_INFO[qtype]
    with np.errstate(all="ignore"):
        ref = quants.dequantize(raw.reshape(-1, info.block_bytes), getattr(GGMLQuantizationType, qtype))
    return ref.reshape(-1).astype(np.float16)


def same_bits(got: np.ndarray, want: np.ndarray) -> bool:
    return got.dtype == want.dtype == np.float16 and np.array_equal(got.view(np.uint16), want.view(np.uint16))


def test_q5_0_geometry_matches_gguf():
    from gguf import GGML_QUANT_SIZES

    assert GGML_QUANT_SIZES[GGMLQuantizationType.Q5_0] == (32, 22)
    info = QUANT_INFO["Q5_0"]
    assert (info.block_elems, info.block_bytes, info.ggml_type) == (32, 22, int(GGMLQuantizationType.Q5_0))


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), nb=st.integers(1, 40), special=st.booleans())
def test_q5_0_random_blocks_match_gguf_byte_for_byte(seed, nb, special):
    rng = np.random.default_rng(seed)
    raw = rng.integers(0, 256, nb * 22, dtype=np.uint8)
    blocks = raw.reshape(nb, 22)
    vals = rng.choice(SPECIAL_F16, nb) if special else (rng.standard_normal(nb) * 0.02).astype(np.float16).view(np.uint16)
    blocks[:, 0:2] = vals.astype("<u2").view(np.uint8).reshape(nb, 2)
    got = dequantize(raw.tobytes(), "Q5_0", nb * 32)
    assert got.shape == (nb * 32,)
    assert same_bits(got, oracle(raw, "Q5_0"))


def test_q5_0_high_bits_by_hand():
    """One block worked by hand: d = 1, all low nibbles 0, qh = bit j set only for j = 0 and j = 31."""
    blk = np.zeros(22, dtype=np.uint8)
    blk[0:2] = np.array([0x3C00], "<u2").view(np.uint8)  # 1.0
    blk[2:6] = np.array([(1 << 0) | (1 << 31)], "<u4").view(np.uint8)
    out = dequantize(blk.tobytes(), "Q5_0", 32)
    want = np.full(32, -16.0, dtype=np.float16)
    want[0] = want[31] = 0.0  # 16 - 16
    assert same_bits(out, want)
    blk[6:22] = 0xF0  # high nibbles 15 -> elements 16..31 get +15
    out = dequantize(blk.tobytes(), "Q5_0", 32)
    want[16:31] = -1.0
    want[31] = 15.0
    assert same_bits(out, want)


def test_q5_0_from_gguf_quantiser():
    rng = np.random.default_rng(5)
    x = rng.standard_normal((8, 256)).astype(np.float32)
    try:
        q = quants.quantize(x, GGMLQuantizationType.Q5_0)
    except NotImplementedError:  # older gguf-py without a Q5_0 quantiser
        pytest.skip("gguf.quants has no Q5_0 quantiser in this version")
    got = dequantize(q.reshape(-1), "Q5_0", x.size)
    assert same_bits(got, oracle(q.reshape(-1), "Q5_0"))
    assert np.abs(got.astype(np.float32) - x.reshape(-1)).max() < 0.25


def test_q5_0_refuses_wrong_byte_count():
    with pytest.raises(ValueError, match="needs 22 bytes"):
        dequantize(np.zeros(21, dtype=np.uint8), "Q5_0", 32)


@pytest.fixture(scope="module")
def gemma_file():
    """(header, bytes) of the Gemma 3 file: fltc's own header walker (gguf.GGUFReader would parse all
    262,144 token strings in Python first, minutes on a loaded 2-core machine)."""
    path = gemma_path_or_skip()
    from backend.model.gguf_loader import parse_header

    data = np.memmap(path, dtype=np.uint8, mode="r")
    return parse_header(data, data.size), data


@pytest.mark.parametrize("qtype", GEMMA_TYPES)
def test_real_gemma_tensors_match_gguf_byte_for_byte(qtype, gemma_file):
    """Tensors of that type in the Gemma 3 file (first 512 blocks of each of the first 4): real scales."""
    header, data = gemma_file
    info = QUANT_INFO[qtype]
    names = [t.name for t in header.tensors.values() if t.qtype == qtype][:4]
    assert names, f"the Gemma 3 file has no {qtype} tensor"
    for name in names:
        t = header.tensors[name]
        raw = np.asarray(data[t.offset: t.offset + min(t.n_bytes, 512 * info.block_bytes)])
        n = raw.size // info.block_bytes * info.block_elems
        assert same_bits(dequantize(raw, qtype, n), oracle(raw, qtype)), name
