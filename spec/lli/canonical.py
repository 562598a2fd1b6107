"""Canonical byte encodings shared by the LLI specs and the runtime's on-disk formats.

Rules (so that one value has exactly one encoding and hashes are reproducible):
fixed-width little-endian unsigned integers, one-byte enums, byte strings prefixed by their
length as u64, and a distinct ASCII domain tag (itself length-prefixed) in front of every
hashed object, so that bytes of one kind of object can never be mistaken for another's.
Hash: SHA-256.
"""

from __future__ import annotations

import hashlib
import struct
from collections.abc import Iterable
from dataclasses import dataclass

# What the hashing and joining helpers accept: any contiguous bytes-like object (hashlib and os.writev take
# them without a copy; a payload can then be a list of pieces that are never concatenated).
Buffer = bytes | bytearray | memoryview

HASH_BYTES = 32
ZERO_HASH = b"\x00" * HASH_BYTES


class DecodeError(ValueError):
    """Bytes are not a canonical encoding (truncated, trailing data, out-of-range field)."""


def u8(v: int) -> bytes:
    return struct.pack("<B", v)


def u16(v: int) -> bytes:
    return struct.pack("<H", v)


def u32(v: int) -> bytes:
    return struct.pack("<I", v)


def u64(v: int) -> bytes:
    return struct.pack("<Q", v)


def f64(v: float) -> bytes:
    """IEEE binary64 little-endian (sampling parameters; bit-exact, -0.0 kept distinct)."""
    return struct.pack("<d", v)


def blob(b: bytes) -> bytes:
    """u64 length prefix then the bytes."""
    return u64(len(b)) + bytes(b)


def opt_u32(v: int | None) -> bytes:
    """Optional u32: one-byte presence flag (0/1) then the value if present."""
    return b"\x00" if v is None else b"\x01" + u32(v)


def opt_hash(h: bytes | None) -> bytes:
    if h is None:
        return b"\x00"
    if len(h) != HASH_BYTES:
        raise ValueError("hash must be 32 bytes")
    return b"\x01" + h


def tagged(tag: bytes, body: bytes) -> bytes:
    """Domain-separated object encoding: blob(tag) || body."""
    return blob(tag) + body


def digest(tag: bytes, body: Buffer) -> bytes:
    """SHA-256 of the domain-separated encoding (= sha256(tagged(tag, body)), without concatenating)."""
    h = hashlib.sha256(u64(len(tag)) + tag)
    h.update(body)
    return h.digest()


def digest_parts(tag: bytes, parts: Iterable[Buffer]) -> bytes:
    """digest(tag, b"".join(parts)), hashed piece by piece: a large encoding need not be joined to be hashed."""
    h = hashlib.sha256(u64(len(tag)) + tag)
    for p in parts:
        h.update(p)
    return h.digest()


def parts_len(parts: Iterable[Buffer]) -> int:
    """len(b"".join(parts)) without joining."""
    return sum(len(p) if isinstance(p, bytes) else memoryview(p).nbytes for p in parts)


@dataclass(frozen=True, eq=False)
class Parts:
    """An encoding held as the pieces it is the concatenation of (b"".join(pieces)), so that a large one (a
    checkpoint: mostly KV blocks) is hashed and written piece by piece, never joined into one copy."""

    pieces: tuple[Buffer, ...]

    def __len__(self) -> int:
        return parts_len(self.pieces)

    def join(self) -> bytes:
        return b"".join(self.pieces)


def sha256(b: bytes) -> bytes:
    return hashlib.sha256(b).digest()


class Reader:
    """Strict cursor over canonical bytes; every read checks length."""

    def __init__(self, data: bytes, pos: int = 0) -> None:
        self.data = memoryview(data)
        self.pos = pos

    def take(self, n: int) -> bytes:
        if n < 0 or self.pos + n > len(self.data):
            raise DecodeError(f"truncated: need {n} bytes at offset {self.pos}, have {len(self.data) - self.pos}")
        out = bytes(self.data[self.pos:self.pos + n])
        self.pos += n
        return out

    def u8(self) -> int:
        return self.take(1)[0]

    def u16(self) -> int:
        return struct.unpack("<H", self.take(2))[0]

    def u32(self) -> int:
        return struct.unpack("<I", self.take(4))[0]

    def u64(self) -> int:
        return struct.unpack("<Q", self.take(8))[0]

    def f64(self) -> float:
        return struct.unpack("<d", self.take(8))[0]

    def blob(self, max_len: int = 1 << 40) -> bytes:
        n = self.u64()
        if n > max_len:
            raise DecodeError(f"byte string of {n} bytes exceeds the bound {max_len}")
        return self.take(n)

    def opt_u32(self) -> int | None:
        flag = self.u8()
        if flag == 0:
            return None
        if flag != 1:
            raise DecodeError(f"presence flag {flag} is not 0/1")
        return self.u32()

    def opt_hash(self) -> bytes | None:
        flag = self.u8()
        if flag == 0:
            return None
        if flag != 1:
            raise DecodeError(f"presence flag {flag} is not 0/1")
        return self.take(HASH_BYTES)

    def expect_tag(self, tag: bytes) -> None:
        got = self.blob(max_len=256)
        if got != tag:
            raise DecodeError(f"domain tag {got!r} where {tag!r} was expected")

    def done(self) -> None:
        if self.pos != len(self.data):
            raise DecodeError(f"{len(self.data) - self.pos} trailing bytes at offset {self.pos}")

    @property
    def remaining(self) -> int:
        return len(self.data) - self.pos
