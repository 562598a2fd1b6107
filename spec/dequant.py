"""GGUF dequantisation to binary16: Q4_0, Q4_1, Q5_0, Q8_0, Q4_K, Q6_K, F16, F32.

Semantics: each element is computed with binary32 arithmetic in exactly ggml's reference
order (dequantize_row_* in ggml-quants.c, no FMA contraction), then rounded ONCE to binary16
with RNE.  Block layouts (little-endian; "d", "m", "dmin" are binary16 scales):
  Q4_0 (32 el, 18 B): d, qs[16]; q_j = qs[j] & 15 (j < 16), qs[j-16] >> 4 (j >= 16);
       x = fl32((q - 8) * d)
  Q4_1 (32 el, 20 B): d, m, qs[16] (same nibble order); x = fl32(fl32(d * q) + m)
  Q5_0 (32 el, 22 B): d, qh u32 (little-endian), qs[16]; bit j of qh is bit 4 of element j:
       q_j = (qs[j] & 15 | ((qh >> j) & 1) << 4) (j < 16), (qs[j-16] >> 4 | ((qh >> j) & 1) << 4)
       (j >= 16); x = fl32((q - 16) * d)   (q - 16 is an exact small integer)
  Q8_0 (32 el, 34 B): d, qs int8[32]; x = fl32(q * d)
  Q4_K (256 el, 144 B): d, dmin, scales[12], qs[128].  8 sub-blocks of 32 with 6-bit scale
       sc_j and min m_j: for j < 4: sc = s[j] & 63, m = s[j+4] & 63; for j >= 4:
       sc = (s[j+4] & 15) | ((s[j-4] >> 6) << 4), m = (s[j+4] >> 4) | ((s[j] >> 6) << 4).
       Chunk c (0..3) of 64 elements uses qs[32c .. 32c+31]: low nibbles with sub-block 2c,
       then high nibbles with sub-block 2c+1.  x = fl32(fl32(d*sc) * q) - fl32(dmin*m)
  Q6_K (256 el, 210 B): ql[128], qh[64], scales int8[16], d.  Half h (0, 1) of 128 elements
       uses ql[64h..], qh[32h..], scales[8h..]; for l < 32 (is = l // 16):
       q1 = (ql[l] & 15 | ((qh[l] >> 0) & 3) << 4) - 32  -> element l,      scale is + 0
       q2 = (ql[l+32] & 15 | ((qh[l] >> 2) & 3) << 4) - 32 -> element l+32, scale is + 2
       q3 = (ql[l] >> 4 | ((qh[l] >> 4) & 3) << 4) - 32    -> element l+64, scale is + 4
       q4 = (ql[l+32] >> 4 | ((qh[l] >> 6) & 3) << 4) - 32 -> element l+96, scale is + 6
       x = fl32(fl32(d * sc) * q)
  F16: a bit-exact copy.  F32: one RNE store to binary16 (|x| >= 65520 -> +-Inf).

Exceptional values (policy): scales are used as stored, IEEE through the sequence above:
subnormal f16 scales are honoured (no FTZ); Inf scales give +-Inf, or NaN where multiplied by a
zero quant (Inf * 0); NaN scales give NaN.  NaN payload/sign are unspecified.
Error bound: 0 -- an exact-equality claim against this definition; tested bit-for-bit against
gguf.quants.dequantize(...).astype(float16) (NaN positions compared as NaN).
Order: no reduction.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from spec.scalar import round_f16


@dataclass(frozen=True)
class QuantInfo:
    """Block geometry of one GGUF tensor type."""

    name: str
    block_elems: int
    block_bytes: int
    ggml_type: int  # GGMLQuantizationType value in GGUF files


QUANT_INFO: dict[str, QuantInfo] = {
    "F32": QuantInfo("F32", 1, 4, 0),
    "F16": QuantInfo("F16", 1, 2, 1),
    "Q4_0": QuantInfo("Q4_0", 32, 18, 2),
    "Q4_1": QuantInfo("Q4_1", 32, 20, 3),
    "Q5_0": QuantInfo("Q5_0", 32, 22, 6),
    "Q8_0": QuantInfo("Q8_0", 32, 34, 8),
    "Q4_K": QuantInfo("Q4_K", 256, 144, 12),
    "Q6_K": QuantInfo("Q6_K", 256, 210, 14),
}


def _f16_field(blocks: np.ndarray, start: int) -> np.ndarray:
    """Column of binary16 values at byte offset start of each block, loaded as f32 [nb, 1]."""
    return np.ascontiguousarray(blocks[:, start : start + 2]).view(np.float16).astype(np.float32)


def _nibbles_32(qs: np.ndarray) -> np.ndarray:
    """qs uint8[nb, 16] -> uint8[nb, 32]: low nibbles then high nibbles."""
    return np.concatenate([qs & 0x0F, qs >> 4], axis=1)


def _q4_0(b: np.ndarray) -> np.ndarray:
    d = _f16_field(b, 0)
    q = _nibbles_32(b[:, 2:18]).astype(np.float32) - np.float32(8.0)
    return q * d


def _q4_1(b: np.ndarray) -> np.ndarray:
    d = _f16_field(b, 0)
    m = _f16_field(b, 2)
    q = _nibbles_32(b[:, 4:20]).astype(np.float32)
    return d * q + m


def _q5_0(b: np.ndarray) -> np.ndarray:
    d = _f16_field(b, 0)
    qh = np.ascontiguousarray(b[:, 2:6]).view("<u4")  # [nb, 1]
    high = ((qh >> np.arange(32, dtype=np.uint32)[None, :]) & 1).astype(np.uint8) << 4  # [nb, 32]
    q = (_nibbles_32(b[:, 6:22]) | high).astype(np.float32) - np.float32(16.0)
    return q * d


def _q8_0(b: np.ndarray) -> np.ndarray:
    d = _f16_field(b, 0)
    q = np.ascontiguousarray(b[:, 2:34]).view(np.int8).astype(np.float32)
    return q * d


def _q4_k(b: np.ndarray) -> np.ndarray:
    nb = b.shape[0]
    d = _f16_field(b, 0)
    dmin = _f16_field(b, 2)
    s = b[:, 4:16].astype(np.uint8)
    lo = s[:, 0:4]
    mid = s[:, 4:8]
    hi = s[:, 8:12]
    sc = np.concatenate([lo & 63, (hi & 15) | ((lo >> 6) << 4)], axis=1)  # [nb, 8]
    mn = np.concatenate([mid & 63, (hi >> 4) | ((mid >> 6) << 4)], axis=1)
    dsc = d * sc.astype(np.float32)  # [nb, 8]
    dmn = dmin * mn.astype(np.float32)
    qs = b[:, 16:144].reshape(nb, 4, 32)
    q = np.stack([qs & 0x0F, qs >> 4], axis=2).reshape(nb, 8, 32).astype(np.float32)  # sub-block order
    return (dsc[:, :, None] * q - dmn[:, :, None]).reshape(nb, 256)


def _q6_k(b: np.ndarray) -> np.ndarray:
    nb = b.shape[0]
    ql = b[:, 0:128].reshape(nb, 2, 64)
    qh = b[:, 128:192].reshape(nb, 2, 32)
    sc = np.ascontiguousarray(b[:, 192:208]).view(np.int8).astype(np.float32).reshape(nb, 2, 8)
    d = _f16_field(b, 208).reshape(nb, 1, 1)
    ql_a, ql_b = ql[:, :, 0:32], ql[:, :, 32:64]
    q1 = (ql_a & 15) | (((qh >> 0) & 3) << 4)
    q2 = (ql_b & 15) | (((qh >> 2) & 3) << 4)
    q3 = (ql_a >> 4) | (((qh >> 4) & 3) << 4)
    q4 = (ql_b >> 4) | (((qh >> 6) & 3) << 4)
    q = np.stack([q1, q2, q3, q4], axis=2).astype(np.float32) - np.float32(32.0)  # [nb, 2, 4, 32]
    # element (h, g, l) with g in 0..3, l in 0..31 uses scale index 8h + 2g + l // 16
    scale = sc.reshape(nb, 2, 4, 2)  # [nb, h, g, l//16]
    dsc = d[..., None] * scale  # [nb, 2, 4, 2]
    q = q.reshape(nb, 2, 4, 2, 16)
    return (dsc[..., None] * q).reshape(nb, 256)


_BLOCK_FNS = {"Q4_0": _q4_0, "Q4_1": _q4_1, "Q5_0": _q5_0, "Q8_0": _q8_0, "Q4_K": _q4_k, "Q6_K": _q6_k}
_CHUNK_BLOCKS = 1 << 16  # bounds temporary memory for whole-model dequantisation


def dequantize(raw: bytes | bytearray | memoryview | np.ndarray, qtype: str, n: int) -> np.ndarray:
    """f16[n] values of n elements of a GGUF tensor of type qtype stored in raw bytes.

    raw must hold exactly n / block_elems blocks (ValueError otherwise).
    """
    if qtype not in QUANT_INFO:
        raise ValueError(f"dequantize: unsupported type {qtype!r}; supported: {sorted(QUANT_INFO)}")
    info = QUANT_INFO[qtype]
    buf = np.frombuffer(raw, dtype=np.uint8) if not isinstance(raw, np.ndarray) else raw.reshape(-1)
    if buf.dtype != np.uint8:
        raise TypeError(f"dequantize: raw must be bytes or a uint8 array, got {buf.dtype}")
    if n < 0 or n % info.block_elems:
        raise ValueError(f"dequantize: n={n} is not a multiple of the {qtype} block size {info.block_elems}")
    need = n // info.block_elems * info.block_bytes
    if buf.shape[0] != need:
        raise ValueError(f"dequantize: {qtype} x {n} needs {need} bytes, got {buf.shape[0]}")
    if qtype == "F16":
        return buf.view(np.float16).copy()
    if qtype == "F32":
        return round_f16(buf.view(np.float32))
    fn = _BLOCK_FNS[qtype]
    blocks = buf.reshape(-1, info.block_bytes)
    out = np.empty(n, dtype=np.float16)
    step = _CHUNK_BLOCKS
    with np.errstate(invalid="ignore", over="ignore"):
        for i in range(0, blocks.shape[0], step):
            part = fn(blocks[i : i + step])
            out[i * info.block_elems : (i + part.shape[0]) * info.block_elems] = round_f16(part.reshape(-1))
    return out
