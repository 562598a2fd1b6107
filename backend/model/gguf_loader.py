"""GGUF loading with validation in front of `gguf.GGUFReader`.

Why a pre-validator: GGUFReader trusts the header. On a truncated or mutated
file it can raise almost any exception type, or try to build a huge field list
from a garbage count. So fltc first walks the whole header itself with every
count and length bounded by the bytes that remain, checks every tensor's type,
shape, alignment, byte size and extent against the file size, and checks the
llama metadata keys' types and values. Only then does GGUFReader run (wrapped),
and its view of the tensors must agree with ours. Every failure is a
`MalformedGGUF` naming the field or tensor.

Strictness: metadata that is inconsistent with the tensors or incomplete
(block_count vs the blk.N tensors, a missing tokenizer key, a missing
rope.freq_base, a norm weight that is not F32, a key or tensor fltc does not
interpret) is refused, because each one otherwise changes the model silently.
Where a user may knowingly want such a file, `load_gguf(..., allow_inconsistent=True)`
(CLI: --allow-inconsistent-gguf) loads it; every relaxation is then emitted as an
`InconsistentGGUFWarning` and kept in `GGUFModel.relaxations`. Defects that leave
no model to run (a missing layer tensor, a wrong shape, a bad id) are refused always.

Format facts (GGUF v2/v3, little-endian): magic b"GGUF", u32 version,
u64 tensor_count, u64 kv_count, kv pairs (string key, u32 value type, value),
tensor infos (string name, u32 n_dims, u64 ne[n_dims], u32 ggml type, u64
offset relative to the aligned data section), padding to `general.alignment`
(default 32), tensor data.
"""

from __future__ import annotations

import math
import mmap
import os
import re
import struct
import warnings
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

import numpy as np

from backend.model.config import ModelConfig
from fltc.errors import MalformedGGUF

if TYPE_CHECKING:
    from concurrent.futures import Future

__all__ = ["GGUFModel", "TensorInfo", "load_gguf", "parse_header", "GGUFHeader", "SUPPORTED_WEIGHT_TYPES",
           "MATRIX_TYPES", "InconsistentGGUFWarning", "Relaxation", "expected_llama_tensors"]

_MAGIC = b"GGUF"
_MAX_DIMS = 4
_MAX_ELEMENTS = 1 << 40
_MAX_NAME = 256
_MAX_ARRAY_DEPTH = 1  # arrays of scalars/strings only; nested arrays are refused

# GGUF value types -> (name, struct format or None)
_VT_UINT8, _VT_INT8, _VT_UINT16, _VT_INT16, _VT_UINT32, _VT_INT32 = 0, 1, 2, 3, 4, 5
_VT_FLOAT32, _VT_BOOL, _VT_STRING, _VT_ARRAY, _VT_UINT64, _VT_INT64, _VT_FLOAT64 = 6, 7, 8, 9, 10, 11, 12
_SCALAR = {
    _VT_UINT8: ("<u1", 1), _VT_INT8: ("<i1", 1), _VT_UINT16: ("<u2", 2), _VT_INT16: ("<i2", 2),
    _VT_UINT32: ("<u4", 4), _VT_INT32: ("<i4", 4), _VT_FLOAT32: ("<f4", 4), _VT_BOOL: ("<u1", 1),
    _VT_UINT64: ("<u8", 8), _VT_INT64: ("<i8", 8), _VT_FLOAT64: ("<f8", 8),
}
_INT_TYPES = {_VT_UINT8, _VT_INT8, _VT_UINT16, _VT_INT16, _VT_UINT32, _VT_INT32, _VT_UINT64, _VT_INT64}
_FLOAT_TYPES = {_VT_FLOAT32, _VT_FLOAT64}
_VT_NAMES = {0: "UINT8", 1: "INT8", 2: "UINT16", 3: "INT16", 4: "UINT32", 5: "INT32", 6: "FLOAT32",
             7: "BOOL", 8: "STRING", 9: "ARRAY", 10: "UINT64", 11: "INT64", 12: "FLOAT64"}

# ggml type id -> (name, block elements, block bytes). Facts from the GGUF/ggml type table.
_GGML_TYPES: dict[int, tuple[str, int, int]] = {
    0: ("F32", 1, 4), 1: ("F16", 1, 2), 2: ("Q4_0", 32, 18), 3: ("Q4_1", 32, 20),
    6: ("Q5_0", 32, 22), 7: ("Q5_1", 32, 24), 8: ("Q8_0", 32, 34), 9: ("Q8_1", 32, 36),
    10: ("Q2_K", 256, 84), 11: ("Q3_K", 256, 110), 12: ("Q4_K", 256, 144), 13: ("Q5_K", 256, 176),
    14: ("Q6_K", 256, 210), 15: ("Q8_K", 256, 292), 24: ("I8", 1, 1), 25: ("I16", 1, 2),
    26: ("I32", 1, 4), 27: ("I64", 1, 8), 28: ("F64", 1, 8), 30: ("BF16", 1, 2),
}
# Matrices and the embedding feed binary16 consumers: a type needs a spec.dequant path (its QUANT_INFO).
MATRIX_TYPES = frozenset({"F32", "F16", "Q4_0", "Q4_1", "Q5_0", "Q8_0", "Q4_K", "Q6_K"})
# RMSNorm weights feed a binary32 consumer: F32 directly; F16/BF16 only as an exact widening, on request.
_NORM_TYPE = "F32"
_NORM_WIDEN_TYPES = frozenset({"F16", "BF16"})
# What fltc will hand to some consumer (directly, or through spec.dequant).
SUPPORTED_WEIGHT_TYPES = MATRIX_TYPES | _NORM_WIDEN_TYPES
# GGUF token types (gguf.TokenType): NORMAL 1 .. BYTE 6.
_TOKEN_TYPES = range(1, 7)
# llama.* keys fltc reads; any other llama.* key may change the model (e.g. rope.scaling.factor) and is flagged.
_KNOWN_LLAMA_KEYS = frozenset({
    "block_count", "context_length", "embedding_length", "feed_forward_length", "vocab_size",
    "attention.head_count", "attention.head_count_kv", "attention.layer_norm_rms_epsilon",
    "attention.key_length", "attention.value_length", "rope.freq_base", "rope.dimension_count",
    "rope.scaling.type",
})
_ALLOW_HINT = "pass allow_inconsistent=True (fltc run --allow-inconsistent-gguf) to load it anyway"
_BLK = re.compile(r"blk\.(0|[1-9][0-9]*)\.(.+)")


class InconsistentGGUFWarning(UserWarning):
    """A GGUF defect that load_gguf(allow_inconsistent=True) accepted; the message says what changes."""


@dataclass(frozen=True)
class Relaxation:
    """One refusal that allow_inconsistent=True turned into a warning: the key/tensor and the message."""

    key: str
    message: str


@dataclass(frozen=True)
class TensorInfo:
    """One tensor's validated header entry. `ne` is GGUF order (ne[0] varies fastest)."""

    name: str
    qtype: str
    ne: tuple[int, ...]
    offset: int  # absolute byte offset in the file
    n_bytes: int

    @property
    def shape(self) -> tuple[int, ...]:
        """Row-major (numpy) shape: reversed `ne`."""
        return tuple(reversed(self.ne))

    @property
    def n_elements(self) -> int:
        return math.prod(self.ne)


@dataclass(frozen=True)
class GGUFHeader:
    """Everything the pre-validator read from the header, before any tensor data is touched."""

    version: int
    alignment: int
    data_offset: int
    file_size: int
    metadata: Mapping[str, Any]
    metadata_types: Mapping[str, tuple[int, ...]]  # key -> (value type[, array item type])
    tensors: Mapping[str, TensorInfo]


@dataclass(frozen=True)
class GGUFModel:
    """A validated GGUF llama model: header, config and read-only access to raw tensor bytes."""

    path: str
    header: GGUFHeader
    config: ModelConfig
    _data: np.ndarray = field(repr=False, compare=False)  # read-only uint8 memmap of the file
    relaxations: tuple[Relaxation, ...] = ()  # empty unless loaded with allow_inconsistent=True
    file_sha256: str | None = None  # sha256 of the file's bytes as loaded (hashed once, for the cross-check)

    @property
    def accepted_gaps(self) -> frozenset[str]:
        """Keys/tensors whose defect the caller knowingly accepted (the Tokenizer reads this)."""
        return frozenset(r.key for r in self.relaxations)

    @property
    def metadata(self) -> Mapping[str, Any]:
        return self.header.metadata

    @property
    def tensors(self) -> Mapping[str, TensorInfo]:
        return self.header.tensors

    def raw(self, name: str) -> np.ndarray:
        """The tensor's bytes as a read-only uint8 view (extent already checked against the file)."""
        info = self.tensors.get(name)
        if info is None:
            raise MalformedGGUF(f"tensor {name!r} is not in {self.path}")
        view = self._data[info.offset: info.offset + info.n_bytes]
        if view.size != info.n_bytes:  # cannot happen after validation; kept as a guard
            raise MalformedGGUF(f"tensor {name!r}: data extends past the end of the file")
        return view


# ----------------------------------------------------------------------------------------------
# Header walker: every read is bounds-checked; every count is bounded by the bytes remaining.


class _Cursor:
    def __init__(self, buf: Any, size: int) -> None:
        self.buf, self.size, self.pos = buf, size, 0

    def need(self, n: int, what: str) -> None:
        if n < 0 or self.pos + n > self.size:
            raise MalformedGGUF(f"{what}: truncated (needs {n} bytes at offset {self.pos}, file has {self.size})")

    def u32(self, what: str) -> int:
        self.need(4, what)
        (v,) = struct.unpack_from("<I", self.buf, self.pos)
        self.pos += 4
        return v

    def u64(self, what: str) -> int:
        self.need(8, what)
        (v,) = struct.unpack_from("<Q", self.buf, self.pos)
        self.pos += 8
        return v

    def string(self, what: str, limit: int | None = None) -> str:
        n = self.u64(f"{what} length")
        if limit is not None and n > limit:
            raise MalformedGGUF(f"{what}: length {n} exceeds the limit {limit}")
        self.need(n, what)
        raw = bytes(self.buf[self.pos: self.pos + n])
        self.pos += n
        try:
            return raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise MalformedGGUF(f"{what}: not valid UTF-8 ({exc.reason} at byte {exc.start})") from None


def _read_strings(cur: _Cursor, count: int, what: str) -> list[str]:
    """A string array (the vocabulary: ~100k entries): _strings_at_once when it applies, else one tight loop
    with the same checks and messages as `_Cursor.string` per item, the message built only on failure."""
    if count >= 64:
        got = _strings_at_once(cur.buf, cur.size, cur.pos, count)
        if got is not None:
            cur.pos = got[1]
            return got[0]
    buf, size, pos = cur.buf, cur.size, cur.pos
    unpack = struct.Struct("<Q").unpack_from
    out: list[str] = []
    append = out.append
    mv = memoryview(buf)
    for i in range(count):
        if pos + 8 > size:
            cur.pos = pos
            cur.need(8, f"{what}[{i}] length")
        (n,) = unpack(buf, pos)
        pos += 8
        if pos + n > size:
            cur.pos = pos
            cur.need(n, f"{what}[{i}]")
        try:
            append(str(mv[pos: pos + n], "utf-8"))
        except UnicodeDecodeError as exc:
            raise MalformedGGUF(f"{what}[{i}]: not valid UTF-8 ({exc.reason} at byte {exc.start})") from None
        pos += n
    cur.pos = pos
    return out


def _strings_at_once(buf: Any, size: int, pos: int, count: int) -> tuple[list[str], int] | None:
    """(the strings, the position after them) of a string array whose every item lies inside the file, holds
    no NUL byte and is valid UTF-8; None otherwise (the per-item loop then names the defect).

    Why: decoding item by item was ~1.3 us per string, 0.13 s of fltc run's model validation for the
    default model's 98k vocabulary and merges strings. Here a loop only follows the lengths; numpy drops
    the 8-byte length fields, leaving one NUL before each string, and one strict UTF-8 decode and one
    split do the rest. The checks are the same: every length is in bounds (positions only grow, so the
    last one past `size` catches any), and the joined text decodes iff every item does (a NUL can neither
    end nor continue a UTF-8 sequence); the NUL count proves that the split gives back exactly the items."""
    unpack = struct.Struct("<Q").unpack_from
    starts = [0] * count
    p = pos
    try:
        for i in range(count):
            starts[i] = p
            p += 8 + unpack(buf, p)[0]
    except (struct.error, OverflowError, ValueError):  # a length field past the buffer, or an absurd offset
        return None
    if p > size:
        return None
    region = np.frombuffer(buf, dtype=np.uint8, count=p - pos, offset=pos).copy()
    st = np.asarray(starts, dtype=np.int64) - pos
    keep = np.ones(region.size, dtype=bool)
    keep[(st[:, None] + np.arange(1, 8, dtype=np.int64)).ravel()] = False
    region[st] = 0
    body = region[keep]
    if int(np.count_nonzero(body == 0)) != count:
        return None
    try:
        text = body.tobytes().decode("utf-8")
    except UnicodeDecodeError:
        return None
    return text.split("\0")[1:], p


def _read_value(cur: _Cursor, vtype: int, what: str, depth: int = 0) -> tuple[Any, tuple[int, ...]]:
    if vtype in _SCALAR:
        fmt, size = _SCALAR[vtype]
        cur.need(size, what)
        v = np.frombuffer(cur.buf, dtype=fmt, count=1, offset=cur.pos)[0]
        cur.pos += size
        if vtype == _VT_BOOL:
            if int(v) > 1:
                raise MalformedGGUF(f"{what}: BOOL value {int(v)} is not 0 or 1")
            return bool(v), (vtype,)
        return (float(v) if vtype in _FLOAT_TYPES else int(v)), (vtype,)
    if vtype == _VT_STRING:
        return cur.string(what), (vtype,)
    if vtype == _VT_ARRAY:
        if depth >= _MAX_ARRAY_DEPTH:
            raise MalformedGGUF(f"{what}: nested arrays are not supported")
        itype = cur.u32(f"{what} array item type")
        count = cur.u64(f"{what} array length")
        if itype in _SCALAR:
            fmt, size = _SCALAR[itype]
            if count > (cur.size - cur.pos) // size:
                raise MalformedGGUF(f"{what}: array of {count} {_VT_NAMES[itype]} exceeds the file size")
            arr = np.frombuffer(cur.buf, dtype=fmt, count=count, offset=cur.pos).copy()
            cur.pos += count * size
            if itype == _VT_BOOL:
                if count and int(arr.max()) > 1:
                    raise MalformedGGUF(f"{what}: BOOL array holds a value other than 0 or 1")
                return [bool(x) for x in arr], (vtype, itype)
            return arr.astype(np.float64 if itype in _FLOAT_TYPES else np.int64).tolist(), (vtype, itype)
        if itype == _VT_STRING:
            if count > (cur.size - cur.pos) // 8:
                raise MalformedGGUF(f"{what}: array of {count} strings exceeds the file size")
            return _read_strings(cur, count, what), (vtype, itype)
        if itype == _VT_ARRAY:
            raise MalformedGGUF(f"{what}: nested arrays are not supported")
        raise MalformedGGUF(f"{what}: unknown array item type {itype}")
    raise MalformedGGUF(f"{what}: unknown value type {vtype}")


def _ggml_type_name(ttype: int) -> str:
    """'16 (IQ2_XXS)' when gguf-py knows the id, else '16 (unknown)': an error should name the type."""
    try:
        from gguf import GGMLQuantizationType

        return f"{ttype} ({GGMLQuantizationType(ttype).name})"
    except Exception:  # noqa: BLE001 - an id gguf-py does not know either
        return f"{ttype} (unknown)"


def parse_header(buf: Any, size: int) -> GGUFHeader:
    """Walk and validate a GGUF header held in `buf` (bytes-like of `size` bytes)."""
    cur = _Cursor(buf, size)
    cur.need(4, "magic")
    magic = bytes(buf[0:4])
    if magic != _MAGIC:
        raise MalformedGGUF(f"magic: expected b'GGUF', found {magic!r}")
    cur.pos = 4
    version = cur.u32("version")
    if version not in (2, 3):
        hint = " (big-endian files are not supported)" if version & 0xFFFF == 0 else ""
        raise MalformedGGUF(f"version: {version} is not a supported GGUF version (2 or 3){hint}")
    tensor_count = cur.u64("tensor_count")
    kv_count = cur.u64("kv_count")
    # Minimum encoded sizes bound the counts by the bytes that remain.
    remaining = size - cur.pos
    if kv_count > remaining // 14:
        raise MalformedGGUF(f"kv_count: {kv_count} key/value pairs cannot fit in {remaining} bytes")
    if tensor_count > remaining // 33:
        raise MalformedGGUF(f"tensor_count: {tensor_count} tensor infos cannot fit in {remaining} bytes")

    metadata: dict[str, Any] = {}
    types: dict[str, tuple[int, ...]] = {}
    for i in range(kv_count):
        key = cur.string(f"metadata key #{i}", limit=65535)
        if not key:
            raise MalformedGGUF(f"metadata key #{i}: empty key")
        if key in metadata:
            raise MalformedGGUF(f"metadata key {key!r}: duplicated")
        vtype = cur.u32(f"metadata {key!r} value type")
        metadata[key], types[key] = _read_value(cur, vtype, f"metadata {key!r}")

    alignment = 32
    if "general.alignment" in metadata:
        if types["general.alignment"] != (_VT_UINT32,):
            raise MalformedGGUF("metadata 'general.alignment': must be UINT32")
        alignment = metadata["general.alignment"]
        if alignment <= 0 or alignment & (alignment - 1) or alignment > (1 << 20):
            raise MalformedGGUF(f"metadata 'general.alignment': {alignment} is not a power of two <= 2^20")

    raw_infos: list[tuple[str, tuple[int, ...], int, int]] = []
    seen: set[str] = set()
    for i in range(tensor_count):
        name = cur.string(f"tensor #{i} name", limit=_MAX_NAME)
        what = f"tensor {name!r}"
        if not name:
            raise MalformedGGUF(f"tensor #{i}: empty name")
        if name in seen:
            raise MalformedGGUF(f"{what}: duplicated name")
        seen.add(name)
        n_dims = cur.u32(f"{what} n_dims")
        if not 1 <= n_dims <= _MAX_DIMS:
            raise MalformedGGUF(f"{what}: n_dims {n_dims} not in 1..{_MAX_DIMS}")
        ne = tuple(cur.u64(f"{what} ne[{d}]") for d in range(n_dims))
        ttype = cur.u32(f"{what} type")
        offset = cur.u64(f"{what} offset")
        raw_infos.append((name, ne, ttype, offset))

    data_offset = cur.pos + (-cur.pos) % alignment
    if tensor_count and data_offset > size:
        raise MalformedGGUF(f"data section: starts at {data_offset}, past the end of the file ({size} bytes)")

    tensors: dict[str, TensorInfo] = {}
    for name, ne, ttype, offset in raw_infos:
        what = f"tensor {name!r}"
        if ttype not in _GGML_TYPES:
            raise MalformedGGUF(f"{what}: ggml type {_ggml_type_name(ttype)} is not one fltc can read "
                                f"(known: {', '.join(sorted(t[0] for t in _GGML_TYPES.values()))}); "
                                f"re-quantise the file to a supported type")
        tname, block, bbytes = _GGML_TYPES[ttype]
        if any(d == 0 for d in ne):
            raise MalformedGGUF(f"{what}: zero dimension in ne={ne}")
        n = 1
        for d in ne:
            n *= d
            if n > _MAX_ELEMENTS:
                raise MalformedGGUF(f"{what}: {ne} has more than 2^40 elements")
        if ne[0] % block:
            raise MalformedGGUF(f"{what}: ne[0]={ne[0]} is not a multiple of the {tname} block size {block}")
        n_bytes = n // block * bbytes
        if offset % alignment:
            raise MalformedGGUF(f"{what}: offset {offset} is not a multiple of the alignment {alignment}")
        start = data_offset + offset
        if start + n_bytes > size:
            raise MalformedGGUF(
                f"{what}: data [{start}, {start + n_bytes}) extends past the end of the file ({size} bytes)")
        tensors[name] = TensorInfo(name, tname, ne, start, n_bytes)
    spans = sorted((t.offset, t.offset + t.n_bytes, t.name) for t in tensors.values())
    for (_s0, e0, n0), (s1, _e1, n1) in zip(spans, spans[1:], strict=False):
        if s1 < e0:
            raise MalformedGGUF(f"tensor {n1!r}: data overlaps tensor {n0!r}")
    return GGUFHeader(version, alignment, data_offset, size, MappingProxyType(metadata),
                      MappingProxyType(types), MappingProxyType(tensors))


# ----------------------------------------------------------------------------------------------
# Llama metadata -> ModelConfig


class _Policy:
    """Refuse a defect, or (allow_inconsistent=True) record it as a Relaxation to warn about."""

    def __init__(self, allow: bool) -> None:
        self.allow = allow
        self.relaxed: list[Relaxation] = []

    def defect(self, key: str, problem: str, consequence: str) -> None:
        """`problem`: what is wrong with `key`; `consequence`: what loading it anyway means."""
        if not self.allow:
            raise MalformedGGUF(f"{problem}; {_ALLOW_HINT} ({consequence})")
        self.relaxed.append(Relaxation(key, f"{problem}; loaded anyway because allow_inconsistent=True: "
                                            f"{consequence}"))


def _get_int(h: GGUFHeader, key: str, default: int | None = None, lo: int = 1, hi: int = 1 << 24) -> int:
    if key not in h.metadata:
        if default is None:
            raise MalformedGGUF(f"metadata {key!r}: required key is missing; the file is incomplete, regenerate it")
        return default
    t = h.metadata_types[key]
    if len(t) != 1 or t[0] not in _INT_TYPES:
        raise MalformedGGUF(f"metadata {key!r}: expected an integer, found {_VT_NAMES.get(t[0], t[0])}")
    v = h.metadata[key]
    if not lo <= v <= hi:
        raise MalformedGGUF(f"metadata {key!r}: value {v} not in [{lo}, {hi}]; fix the value or regenerate the file")
    return v


def _get_float(h: GGUFHeader, key: str, lo: float = 0.0, hi: float = 1e30) -> float:
    if key not in h.metadata:
        raise MalformedGGUF(f"metadata {key!r}: required key is missing; the file is incomplete, regenerate it")
    t = h.metadata_types[key]
    if len(t) != 1 or t[0] not in _FLOAT_TYPES:
        raise MalformedGGUF(f"metadata {key!r}: expected FLOAT32/FLOAT64, found {_VT_NAMES.get(t[0], t[0])}")
    v = h.metadata[key]
    if not (math.isfinite(v) and lo < v <= hi):
        raise MalformedGGUF(f"metadata {key!r}: value {v} not a finite number in ({lo}, {hi}]; fix the value or "
                            f"regenerate the file")
    return v


def _get_str(h: GGUFHeader, key: str) -> str:
    if key not in h.metadata:
        raise MalformedGGUF(f"metadata {key!r}: required key is missing; the file is incomplete, regenerate it")
    if h.metadata_types[key] != (_VT_STRING,):
        raise MalformedGGUF(f"metadata {key!r}: expected STRING")
    return h.metadata[key]


def _token_id(h: GGUFHeader, key: str, vocab: int, pol: _Policy | None, consequence: str) -> int | None:
    """A token id key: must be in [0, vocab); a missing one is a defect (pol) or simply absent (pol=None)."""
    if key not in h.metadata:
        if pol is not None:
            pol.defect(key, f"metadata {key!r}: required key is missing", consequence)
        return None
    t = h.metadata_types[key]
    if len(t) != 1 or t[0] not in _INT_TYPES:
        raise MalformedGGUF(f"metadata {key!r}: expected an integer, found {_VT_NAMES.get(t[0], t[0])}")
    v = h.metadata[key]
    if not 0 <= v < vocab:
        raise MalformedGGUF(f"metadata {key!r}: {v} is not a token id of the {vocab}-token vocabulary "
                            f"(0..{vocab - 1}); the file is inconsistent, regenerate it")
    return v


def vocabulary(h: GGUFHeader, p: str, pol: _Policy) -> tuple[int, int | None, int | None]:
    """(vocab, bos id, eos id): `{p}vocab_size` agrees with the tokenizer's token count and every special id
    lies inside it (every architecture reads them the same way)."""
    n_tokens = _tokenizer_metadata(h, pol)
    vocab = _get_int(h, p + "vocab_size", default=n_tokens, hi=1 << 22)
    if vocab != n_tokens:
        raise MalformedGGUF(f"metadata {p}vocab_size: {vocab} != number of tokens {n_tokens} in "
                            f"'tokenizer.ggml.tokens'; the file is inconsistent, regenerate it")
    bos = _token_id(h, "tokenizer.ggml.bos_token_id", vocab, pol,
                    "no beginning-of-sequence token is known: add_bos and the chat template's bos_token are off")
    eos = _token_id(h, "tokenizer.ggml.eos_token_id", vocab, pol,
                    "generation stops only at --max-tokens or at an end-of-turn control token found by name")
    for k in ("tokenizer.ggml.unknown_token_id", "tokenizer.ggml.padding_token_id"):
        _token_id(h, k, vocab, None, "")
    return vocab, bos, eos


def _tokenizer_metadata(h: GGUFHeader, pol: _Policy) -> int:
    """Check the tokenizer.ggml.* keys the model and the Tokenizer depend on; returns the token count."""
    kind = _get_str(h, "tokenizer.ggml.model")
    tok = "tokenizer.ggml.tokens"
    if tok not in h.metadata:
        raise MalformedGGUF(f"metadata {tok!r}: required key is missing; the file is incomplete, regenerate it")
    if h.metadata_types[tok] != (_VT_ARRAY, _VT_STRING):
        raise MalformedGGUF(f"metadata {tok!r}: expected ARRAY of STRING")
    n_tokens = len(h.metadata[tok])
    if n_tokens == 0:
        raise MalformedGGUF(f"metadata {tok!r}: the token list is empty")
    tt = "tokenizer.ggml.token_type"
    if tt not in h.metadata:
        pol.defect(tt, f"metadata {tt!r}: required key is missing",
                   "every token is treated as normal text, so control tokens such as <|im_end|> are not "
                   "recognised in prompts")
    else:
        if h.metadata_types[tt] != (_VT_ARRAY, _VT_INT32):
            raise MalformedGGUF(f"metadata {tt!r}: expected ARRAY of INT32")
        types = h.metadata[tt]
        if len(types) != n_tokens:
            raise MalformedGGUF(f"metadata {tt!r}: {len(types)} entries but {tok!r} has {n_tokens} tokens; "
                                f"the file is inconsistent, regenerate it")
        bad = next((i for i, x in enumerate(types) if x not in _TOKEN_TYPES), None)
        if bad is not None:
            raise MalformedGGUF(f"metadata {tt!r}[{bad}]: {types[bad]} is not a GGUF token type (1..6)")
    mg = "tokenizer.ggml.merges"
    if mg in h.metadata and h.metadata_types[mg] != (_VT_ARRAY, _VT_STRING):
        raise MalformedGGUF(f"metadata {mg!r}: expected ARRAY of STRING")
    if kind == "gpt2" and not h.metadata.get(mg):
        state = "required key is missing" if mg not in h.metadata else "the merge list is empty"
        pol.defect(mg, f"metadata {mg!r}: {state} for the gpt2 (BPE) tokenizer",
                   "tokenisation is character-level: prompts become many more tokens than the model expects")
    pre = "tokenizer.ggml.pre"
    if kind == "gpt2":
        if pre not in h.metadata:
            pol.defect(pre, f"metadata {pre!r}: required key is missing for the gpt2 (BPE) tokenizer",
                       "the plain GPT-2 split rule is used, which differs from the model's for digits and "
                       "other scripts")
        else:
            _get_str(h, pre)
    if "tokenizer.chat_template" in h.metadata:
        _get_str(h, "tokenizer.chat_template")
    return n_tokens


def _unknown_llama_keys(h: GGUFHeader, arch: str, pol: _Policy) -> None:
    p = arch + "."
    for key in sorted(k for k in h.metadata if k.startswith(p) and k[len(p):] not in _KNOWN_LLAMA_KEYS):
        pol.defect(key, f"metadata {key!r}: fltc does not interpret this key and would ignore it",
                   "the key is ignored, so the model may run differently from its reference")


def _llama_config(h: GGUFHeader, pol: _Policy) -> ModelConfig:
    arch = _get_str(h, "general.architecture")
    if arch != "llama":
        raise MalformedGGUF(f"metadata 'general.architecture': {arch!r} is not supported (supported: 'llama', "
                            f"'gemma3')")
    p = arch + "."
    layers = _get_int(h, p + "block_count", hi=4096)
    hidden = _get_int(h, p + "embedding_length", hi=1 << 16)
    ffn = _get_int(h, p + "feed_forward_length", hi=1 << 20)
    heads = _get_int(h, p + "attention.head_count", hi=1024)
    kv_heads = _get_int(h, p + "attention.head_count_kv", default=heads, hi=1024)  # GGUF spec: absent = MHA
    ctx = _get_int(h, p + "context_length", hi=1 << 24)
    if hidden % heads:
        raise MalformedGGUF(f"metadata {p}embedding_length: {hidden} not divisible by head_count {heads}; "
                            f"the head counts are inconsistent, regenerate the file")
    if heads % kv_heads:
        raise MalformedGGUF(f"metadata {p}attention.head_count_kv: {kv_heads} does not divide head_count {heads}; "
                            f"the head counts are inconsistent, regenerate the file")
    head_dim = hidden // heads
    for k in ("attention.key_length", "attention.value_length"):
        if p + k in h.metadata and _get_int(h, p + k, hi=1 << 16) != head_dim:
            raise MalformedGGUF(f"metadata {p}{k}: only key/value length == embedding/heads ({head_dim}) is supported")
    # absent = head_dim, the only value llama.cpp accepts for the llama architecture
    rope_dim = _get_int(h, p + "rope.dimension_count", default=head_dim, hi=head_dim)
    if rope_dim % 2:
        raise MalformedGGUF(f"metadata {p}rope.dimension_count: {rope_dim} is odd")
    fb = p + "rope.freq_base"
    if fb in h.metadata:
        base = _get_float(h, fb)
    else:
        base = 10000.0
        pol.defect(fb, f"metadata {fb!r}: required key is missing (fltc never assumes a RoPE base)",
                   "the llama default 10000.0 is used, and the output is wrong if the model was trained "
                   "with another base, e.g. SmolLM2's 100000.0")
    eps = _get_float(h, p + "attention.layer_norm_rms_epsilon", hi=1.0)
    scaling = p + "rope.scaling.type"
    if scaling in h.metadata and h.metadata[scaling] not in ("none", ""):
        raise MalformedGGUF(f"metadata {scaling!r}: rope scaling {h.metadata[scaling]!r} is not supported")
    _unknown_llama_keys(h, arch, pol)

    vocab, bos, eos = vocabulary(h, p, pol)
    tied = "output.weight" not in h.tensors
    return ModelConfig(arch=arch, layers=layers, hidden=hidden, heads=heads, kv_heads=kv_heads,
                       head_dim=head_dim, ffn=ffn, vocab=vocab, rope_freq_base=base, rope_dim=rope_dim,
                       rms_eps=eps, context_length=ctx, bos_id=bos, eos_id=eos, tied_embeddings=tied)


@dataclass(frozen=True)
class _Expected:
    ne: tuple[int, ...]
    norm: bool  # an RMSNorm weight (binary32 consumer) rather than a matrix (binary16 consumer)
    dims: str  # which metadata values give ne, for the error message


def _llama_layout(cfg: ModelConfig) -> dict[str, _Expected]:
    d, q, kv, f, v = cfg.hidden, cfg.q_dim, cfg.kv_dim, cfg.ffn, cfg.vocab
    e, qd, kvd, fd = "embedding_length", "head_count*head_dim", "head_count_kv*head_dim", "feed_forward_length"
    vd = "len(tokenizer.ggml.tokens)"
    out = {"token_embd.weight": _Expected((d, v), False, f"({e}, {vd})"),
           "output_norm.weight": _Expected((d,), True, f"({e},)")}
    if not cfg.tied_embeddings:
        out["output.weight"] = _Expected((d, v), False, f"({e}, {vd})")
    for i in range(cfg.layers):
        b = f"blk.{i}."
        out.update({
            b + "attn_norm.weight": _Expected((d,), True, f"({e},)"),
            b + "attn_q.weight": _Expected((d, q), False, f"({e}, {qd})"),
            b + "attn_k.weight": _Expected((d, kv), False, f"({e}, {kvd})"),
            b + "attn_v.weight": _Expected((d, kv), False, f"({e}, {kvd})"),
            b + "attn_output.weight": _Expected((q, d), False, f"({qd}, {e})"),
            b + "ffn_norm.weight": _Expected((d,), True, f"({e},)"),
            b + "ffn_gate.weight": _Expected((d, f), False, f"({e}, {fd})"),
            b + "ffn_up.weight": _Expected((d, f), False, f"({e}, {fd})"),
            b + "ffn_down.weight": _Expected((f, d), False, f"({fd}, {e})"),
        })
    return out


def expected_llama_tensors(cfg: ModelConfig) -> dict[str, tuple[int, ...]]:
    """Tensor name -> GGUF `ne` (input dim first) that a llama model must provide."""
    return {name: e.ne for name, e in _llama_layout(cfg).items()}


def check_layout(h: GGUFHeader, layout: dict[str, _Expected], cfg: ModelConfig, pol: _Policy) -> None:
    """Every tensor of `layout` is present with its `ne` and a type its consumer reads: a norm F32 (F16/BF16
    widened exactly, as a defect), a matrix one of MATRIX_TYPES. Shared by every architecture's check."""
    dims = (f"embedding_length={cfg.hidden}, feed_forward_length={cfg.ffn}, head_count={cfg.heads}, "
            f"head_count_kv={cfg.kv_heads}, head_dim={cfg.head_dim}, vocab={cfg.vocab}")
    for name, e in layout.items():
        t = h.tensors.get(name)
        if t is None:
            raise MalformedGGUF(f"tensor {name!r}: required by the {cfg.arch} config but missing; the file is "
                                f"incomplete, regenerate it")
        if t.ne != e.ne:
            raise MalformedGGUF(f"tensor {name!r}: ne {t.ne} != expected {e.ne} = {e.dims} from the metadata "
                                f"({dims}); the tensors and the metadata disagree, regenerate the file")
        if e.norm:
            if t.qtype in _NORM_WIDEN_TYPES:
                pol.defect(name, f"tensor {name!r}: norm weight stored as {t.qtype}, not F32",
                           f"it is widened exactly from {t.qtype} to F32")
            elif t.qtype != _NORM_TYPE:
                raise MalformedGGUF(f"tensor {name!r}: norm weight stored as {t.qtype}; RMSNorm reads F32 "
                                    f"and a quantised norm has no exact path to it; re-convert with F32 norms")
        elif t.qtype not in MATRIX_TYPES:
            raise MalformedGGUF(f"tensor {name!r}: type {t.qtype} is not supported for a matrix "
                                f"(supported: {', '.join(sorted(MATRIX_TYPES))}); re-quantise the file")


def _check_llama_tensors(h: GGUFHeader, cfg: ModelConfig, pol: _Policy) -> None:
    bc = f"{cfg.arch}.block_count"
    present = sorted({int(m.group(1)) for m in map(_BLK.fullmatch, h.tensors) if m})
    n_present = present[-1] + 1 if present else 0
    if n_present < cfg.layers:
        raise MalformedGGUF(f"metadata {bc!r}: {cfg.layers}, but the file has blk.N tensors only for "
                            f"N < {n_present} (no tensor 'blk.{n_present}.*'); the file is incomplete or "
                            f"block_count is wrong, regenerate it")
    layout = _llama_layout(cfg)
    if n_present > cfg.layers:
        pol.defect(bc, f"metadata {bc!r}: {cfg.layers}, but the file has tensors for {n_present} layers "
                       f"(blk.0 .. blk.{n_present - 1})",
                   f"only the first {cfg.layers} layers run; the tensors of blk.{cfg.layers} and later are "
                   f"ignored")
    for name in h.tensors:
        if name in layout:
            continue
        m = _BLK.fullmatch(name)
        if m and int(m.group(1)) >= cfg.layers:
            continue  # beyond block_count: reported (or refused) above
        pol.defect(name, f"tensor {name!r}: not part of the llama layout fltc runs",
                   "the tensor is ignored, so the model may run differently from its reference")
    check_layout(h, layout, cfg, pol)


def _file_sha256(path: str) -> bytes:
    """sha256 digest of a file's bytes (hashlib releases the GIL: it runs beside the header walk)."""
    import hashlib

    with open(path, "rb") as f:
        return hashlib.file_digest(f, "sha256").digest()


def _cross_check_key(path: str, file_digest: bytes | None = None) -> str:
    """sha256 over the file's bytes, this module's source and gguf's version: the cross-check's inputs.
    `file_digest`: the file's sha256 digest when the caller has it (load_gguf hashes the file once)."""
    import hashlib

    h = hashlib.sha256()
    h.update(file_digest if file_digest is not None else _file_sha256(path))
    h.update(Path(__file__).read_bytes())
    h.update(_gguf_version().encode())
    return h.hexdigest()


def _gguf_version() -> str:
    """gguf's installed version (importlib.metadata.version("gguf")), read from the one gguf-*.dist-info
    beside the imported package when there is exactly one: importlib.metadata's import alone was ~25 ms of
    fltc run's start-up. Anything else (an editable install, stale dist-info) asks importlib.metadata."""
    import importlib.util

    spec = importlib.util.find_spec("gguf")
    if spec is not None and spec.origin:
        site = Path(spec.origin).resolve().parent.parent
        infos = [d for d in site.glob("gguf-*.dist-info") if (d / "METADATA").is_file()]
        if len(infos) == 1:
            name = infos[0].name[len("gguf-"):-len(".dist-info")]
            if name and "-" not in name:
                return name
    from importlib.metadata import version

    return version("gguf")


def _cross_check_reader(path: str, h: GGUFHeader, file_digest: bytes | None = None) -> None:
    """Run gguf.GGUFReader on the pre-validated file and require that it sees what we saw.

    GGUFReader parses every metadata string in Python (about 11 s for a 49,152-token vocabulary on
    2 cores), so a passed cross-check is remembered under the hash of the file's bytes, this
    module's code and gguf's version (fltc.cache, outside the repository): the same bytes checked by
    the same code give the same answer; anything changed is checked again."""
    from fltc.cache import has_marker, set_marker

    key = _cross_check_key(path, file_digest)
    if has_marker("gguf-cross-check", key):
        return
    _cross_check_uncached(path, h)
    set_marker("gguf-cross-check", key)


def _cross_check_uncached(path: str, h: GGUFHeader) -> None:
    import gguf  # local: keep import time off the CLI's --help path

    try:
        reader = gguf.GGUFReader(path)
        seen = {t.name: (t.tensor_type.name, tuple(int(x) for x in t.shape), int(t.data_offset), int(t.n_bytes))
                for t in reader.tensors}
        keys = {k for k in reader.fields if not k.startswith("GGUF.")}
    except MalformedGGUF:
        raise
    except Exception as exc:  # noqa: BLE001 - GGUFReader raises many types; all mean "malformed"
        raise MalformedGGUF(f"gguf.GGUFReader rejected the file: {type(exc).__name__}: {exc}") from None
    if keys != set(h.metadata):
        raise MalformedGGUF(f"metadata: GGUFReader sees keys {sorted(keys ^ set(h.metadata))} differently")
    mine = {t.name: (t.qtype, t.ne, t.offset, t.n_bytes) for t in h.tensors.values()}
    if seen != mine:
        bad = sorted(n for n in set(seen) | set(mine) if seen.get(n) != mine.get(n))
        raise MalformedGGUF(f"tensor {bad[0]!r}: GGUFReader's view differs from the validated header")


def load_gguf(path: str | os.PathLike[str], *, cross_check: bool = True,
              allow_inconsistent: bool = False, file_digest: Future[bytes] | None = None) -> GGUFModel:
    """Validate and open a llama GGUF file. Any defect -> MalformedGGUF naming the field/tensor.

    allow_inconsistent=True loads files with the defects a user may knowingly want (see the module
    docstring); each becomes an InconsistentGGUFWarning and a GGUFModel.relaxations entry.
    `file_digest`: the file's sha256 digest being computed by the caller (fltc run starts it as soon as
    the path is checked, beside its imports); without it the loader hashes the file itself.
    """
    path = os.fspath(path)
    pol = _Policy(allow_inconsistent)
    if cross_check and file_digest is not None:
        return _load_gguf(path, pol, file_digest)
    from concurrent.futures import ThreadPoolExecutor

    # the cross-check's cache key (and fltc run's model claim) needs the file's sha256: hashed once, in a
    # thread beside the header walk (~0.1-0.2 s for the default model's 98 MB that were on the critical path)
    pool = ThreadPoolExecutor(1, thread_name_prefix="fltc-gguf-sha256") if cross_check else None
    digest = pool.submit(_file_sha256, path) if pool is not None else None
    try:
        return _load_gguf(path, pol, digest)
    finally:
        if pool is not None:
            pool.shutdown(wait=True, cancel_futures=True)


def _load_gguf(path: str, pol: _Policy, digest: Any) -> GGUFModel:
    file_digest: bytes | None = None
    try:
        with open(path, "rb") as f:
            size = os.fstat(f.fileno()).st_size
            if size < 24:
                raise MalformedGGUF(f"header: file is {size} bytes, shorter than a GGUF header (24)")
            with mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ) as mm:
                header = parse_header(mm, size)
        if header.metadata.get("general.architecture") == "gemma3":
            from backend.model.gemma3 import check_gemma3_tensors, gemma3_config

            cfg = gemma3_config(header, pol)
            check_gemma3_tensors(header, cfg, pol)
        else:
            cfg = _llama_config(header, pol)
            _check_llama_tensors(header, cfg, pol)
        if digest is not None:
            file_digest = digest.result()
            _cross_check_reader(path, header, file_digest)
        data = np.memmap(path, dtype=np.uint8, mode="r")
    except MalformedGGUF:
        raise
    except OSError as exc:
        raise MalformedGGUF(f"cannot read {path}: {exc.strerror or exc}") from None
    except Exception as exc:  # noqa: BLE001 - the contract: only MalformedGGUF escapes
        raise MalformedGGUF(f"{path}: unexpected defect ({type(exc).__name__}: {exc})") from None
    for r in pol.relaxed:
        warnings.warn(f"{path}: {r.message}", InconsistentGGUFWarning, stacklevel=3)  # load_gguf's caller
    return GGUFModel(path=path, header=header, config=cfg, _data=data, relaxations=tuple(pol.relaxed),
                     file_sha256=file_digest.hex() if file_digest is not None else None)
