"""Launch configurations: the verifier's input, the gate's key, the launcher's contract.

A kernel's ABI (its parameter list) and one concrete launch of it (grid, block,
shared memory, scalar values, buffer sizes, output regions, assumptions) are
frozen dataclasses here, with a canonical JSON form. The backend's kernel
descriptors build these; `fltc prove --config FILE` reads the same JSON.
See docs in verifier/CONFIG.md (schema: LAUNCH_CONFIG_SCHEMA below).
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from fltc.errors import ConfigError


class ParamType(StrEnum):
    """PTX .param types the ABI supports. PTR is a 64-bit global address (.u64 in PTX)."""

    U8 = "u8"
    U16 = "u16"
    U32 = "u32"
    S32 = "s32"
    U64 = "u64"
    S64 = "s64"
    F32 = "f32"
    PTR = "ptr"

    @property
    def width_bytes(self) -> int:
        return {"u8": 1, "u16": 2, "u32": 4, "s32": 4, "u64": 8, "s64": 8, "f32": 4, "ptr": 8}[self.value]

    @property
    def signed(self) -> bool:
        return self.value in ("s32", "s64")


class Role(StrEnum):
    """How a kernel uses a pointer argument's buffer."""

    IN = "in"
    OUT = "out"
    INOUT = "inout"


@dataclass(frozen=True)
class ParamDecl:
    """One kernel parameter, in PTX order. The single source of a kernel's ABI."""

    name: str
    type: ParamType
    role: Role | None = None  # pointers only

    def __post_init__(self) -> None:
        if (self.type is ParamType.PTR) != (self.role is not None):
            raise ConfigError(f"param {self.name}: a role is required for pointers and only for pointers")


@dataclass(frozen=True)
class Buffer:
    """The buffer a pointer argument points at: its size and the alignment of its base."""

    size_bytes: int
    align: int = 256  # cuMemAlloc guarantees >= 256-byte alignment


@dataclass(frozen=True)
class OutputRegion:
    """A strided box of elements inside a buffer that the launch must write completely.

    Element i = (i0, i1, ...) with 0 <= ik < shape[k] lives at byte
    offset + sum(ik * strides[k]) and spans elem_bytes bytes.
    """

    buffer: str
    offset: int
    elem_bytes: int
    shape: tuple[int, ...]
    strides: tuple[int, ...]  # bytes

    def __post_init__(self) -> None:
        if len(self.shape) != len(self.strides):
            raise ConfigError(f"output region of {self.buffer}: shape and strides differ in rank")


class AssumptionKind(StrEnum):
    """What an assumption constrains. Every assumption used is recorded in the artifact."""

    LOAD_RANGE = "load_range"  # every value of `dtype` loaded from `buffer` lies in [lo, hi]
    BUFFERS_DISJOINT = "buffers_disjoint"  # all pointer arguments' buffers are pairwise disjoint
    LOAD_INJECTIVE = "load_injective"  # values of `dtype` loaded from distinct offsets of `buffer` differ


@dataclass(frozen=True)
class Assumption:
    name: str
    kind: AssumptionKind
    reason: str
    buffer: str | None = None
    dtype: str | None = None  # e.g. "u32", "s32"
    lo: int | None = None
    hi: int | None = None


@dataclass(frozen=True)
class PowerSpec:
    """The scalar parameter that carries the power state and the value that means 'active'."""

    param: str
    active: int = 1


@dataclass(frozen=True)
class GridDependency:
    """The launch may begin before the previous grid in its stream has finished.

    It is made with CUDA's programmatic stream serialization: the kernel's CTAs can start while
    the previous grid still runs, and `griddepcontrol.wait` is where a thread waits for that grid
    to complete and its memory to become visible. Before that wait a thread may only load from
    `stable` pointer parameters: buffers no grid that can run concurrently writes (weights, tables,
    inputs staged before the chain of dependents begins).
    Obligation 2 proves it; the runtime checks, where it plans launches, that no launch writes a
    buffer it passes as `stable`.
    """

    stable: tuple[str, ...] = ()


@dataclass(frozen=True)
class ResourceLimits:
    """Limits the kernel claims; obligation 5 checks ptxas's report against them."""

    max_registers: int = 255
    max_shared_bytes: int = 48 * 1024
    max_stack_bytes: int = 0
    max_local_bytes: int = 0


@dataclass(frozen=True)
class LaunchConfig:
    """One concrete launch. `key()` is what the gate looks up and the artifact binds."""

    kernel: str  # registry name (or the entry name for ad-hoc PTX)
    entry: str
    params: tuple[ParamDecl, ...]
    grid: tuple[int, int, int]
    block: tuple[int, int, int]
    dynamic_shared_bytes: int
    scalars: tuple[tuple[str, int | float], ...]  # name -> value, every non-pointer, non-power param
    buffers: tuple[tuple[str, Buffer], ...]  # name -> buffer, every pointer param
    outputs: tuple[OutputRegion, ...]
    assumptions: tuple[Assumption, ...] = ()
    power: PowerSpec | None = None
    limits: ResourceLimits = field(default_factory=ResourceLimits)
    label: str = ""  # human-readable name of the configuration, e.g. "m1_n576_k576"
    overlap: GridDependency | None = None  # launched as a programmatic dependent of the previous grid

    # ---- derived views -------------------------------------------------------------
    @property
    def scalar_map(self) -> dict[str, int | float]:
        return dict(self.scalars)

    @property
    def buffer_map(self) -> dict[str, Buffer]:
        return dict(self.buffers)

    @property
    def threads_per_block(self) -> int:
        return self.block[0] * self.block[1] * self.block[2]

    def validate(self) -> None:
        names = [p.name for p in self.params]
        if len(set(names)) != len(names):
            raise ConfigError(f"{self.kernel}: duplicate parameter names {names}")
        if any(d < 1 for d in self.grid + self.block):
            raise ConfigError(f"{self.kernel}: grid {self.grid} and block {self.block} must be >= 1")
        if self.threads_per_block > 1024:
            raise ConfigError(f"{self.kernel}: block {self.block} has more than 1024 threads")
        sc, bu = self.scalar_map, self.buffer_map
        for p in self.params:
            if p.type is ParamType.PTR:
                if p.name not in bu:
                    raise ConfigError(f"{self.kernel}: pointer param {p.name} has no buffer size")
            elif not (self.power and p.name == self.power.param) and p.name not in sc:
                raise ConfigError(f"{self.kernel}: scalar param {p.name} has no value")
        for r in self.outputs:
            if r.buffer not in bu:
                raise ConfigError(f"{self.kernel}: output region names unknown buffer {r.buffer}")
        if self.overlap is not None:
            ptrs = {p.name: p for p in self.params if p.type is ParamType.PTR}
            for n in self.overlap.stable:
                if n not in ptrs:
                    raise ConfigError(f"{self.kernel}: overlap.stable names {n!r}, which is not a pointer param")
                if ptrs[n].role is not Role.IN:
                    raise ConfigError(f"{self.kernel}: overlap.stable param {n!r} must have role 'in'")

    def to_json(self) -> dict[str, Any]:
        # "overlap" appears only when set, so stream-ordered configurations keep their keys
        extra = {} if self.overlap is None else {"overlap": {"stable": list(self.overlap.stable)}}
        return {**extra,
            "kernel": self.kernel,
            "entry": self.entry,
            "label": self.label,
            "params": [{"name": p.name, "type": p.type.value, **({"role": p.role.value} if p.role else {})}
                       for p in self.params],
            "grid": list(self.grid),
            "block": list(self.block),
            "dynamic_shared_bytes": self.dynamic_shared_bytes,
            "scalars": {k: v for k, v in self.scalars},
            "buffers": {k: {"size_bytes": b.size_bytes, "align": b.align} for k, b in self.buffers},
            "outputs": [{"buffer": r.buffer, "offset": r.offset, "elem_bytes": r.elem_bytes,
                         "shape": list(r.shape), "strides": list(r.strides)} for r in self.outputs],
            "assumptions": [{k: v for k, v in {
                "name": a.name, "kind": a.kind.value, "reason": a.reason, "buffer": a.buffer,
                "dtype": a.dtype, "lo": a.lo, "hi": a.hi}.items() if v is not None} for a in self.assumptions],
            "power": None if self.power is None else {"param": self.power.param, "active": self.power.active},
            "limits": {"max_registers": self.limits.max_registers,
                       "max_shared_bytes": self.limits.max_shared_bytes,
                       "max_stack_bytes": self.limits.max_stack_bytes,
                       "max_local_bytes": self.limits.max_local_bytes},
        }

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> LaunchConfig:
        try:
            cfg = cls(
                kernel=d.get("kernel", d["entry"]),
                entry=d["entry"],
                label=d.get("label", ""),
                params=tuple(ParamDecl(p["name"], ParamType(p["type"]),
                                       Role(p["role"]) if p.get("role") else None) for p in d["params"]),
                grid=_dim3(d["grid"]),
                block=_dim3(d["block"]),
                dynamic_shared_bytes=int(d.get("dynamic_shared_bytes", 0)),
                scalars=tuple(sorted((k, v) for k, v in d.get("scalars", {}).items())),
                buffers=tuple(sorted((k, Buffer(int(b["size_bytes"]), int(b.get("align", 256))))
                                     for k, b in d.get("buffers", {}).items())),
                outputs=tuple(OutputRegion(r["buffer"], int(r.get("offset", 0)), int(r["elem_bytes"]),
                                           tuple(r["shape"]), tuple(r["strides"])) for r in d.get("outputs", [])),
                assumptions=tuple(Assumption(a["name"], AssumptionKind(a["kind"]), a.get("reason", ""),
                                             a.get("buffer"), a.get("dtype"), a.get("lo"), a.get("hi"))
                                  for a in d.get("assumptions", [])),
                power=None if not d.get("power") else PowerSpec(d["power"]["param"], int(d["power"].get("active", 1))),
                limits=ResourceLimits(**d["limits"]) if d.get("limits") else ResourceLimits(),
                overlap=None if d.get("overlap") is None else GridDependency(tuple(d["overlap"].get("stable", []))),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise ConfigError(f"invalid launch configuration: {exc!r}; see verifier/CONFIG.md for the schema") from exc
        cfg.validate()
        return cfg

    def canonical_bytes(self) -> bytes:
        return json.dumps(self.to_json(), sort_keys=True, separators=(",", ":")).encode()

    def key(self) -> str:
        """Stable identity of the configuration (sha256 of its canonical JSON)."""
        return hashlib.sha256(self.canonical_bytes()).hexdigest()


def _dim3(v: Any) -> tuple[int, int, int]:
    v = list(v) + [1] * (3 - len(v))
    if len(v) != 3:
        raise ConfigError(f"dimension {v} must have at most 3 entries")
    return int(v[0]), int(v[1]), int(v[2])


LAUNCH_CONFIG_SCHEMA: dict[str, Any] = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "title": "fltc launch configuration",
    "type": "object",
    "required": ["entry", "params", "grid", "block"],
    "properties": {
        "kernel": {"type": "string"},
        "entry": {"type": "string", "description": "PTX .entry name"},
        "label": {"type": "string"},
        "params": {"type": "array", "items": {"type": "object", "required": ["name", "type"], "properties": {
            "name": {"type": "string"},
            "type": {"enum": [t.value for t in ParamType]},
            "role": {"enum": [r.value for r in Role]}}}},
        "grid": {"type": "array", "items": {"type": "integer", "minimum": 1}, "maxItems": 3},
        "block": {"type": "array", "items": {"type": "integer", "minimum": 1}, "maxItems": 3},
        "dynamic_shared_bytes": {"type": "integer", "minimum": 0},
        "scalars": {"type": "object", "additionalProperties": {"type": "number"}},
        "buffers": {"type": "object", "additionalProperties": {"type": "object", "required": ["size_bytes"],
                    "properties": {"size_bytes": {"type": "integer"}, "align": {"type": "integer"}}}},
        "outputs": {"type": "array", "items": {"type": "object",
                    "required": ["buffer", "elem_bytes", "shape", "strides"]}},
        "assumptions": {"type": "array", "items": {"type": "object", "required": ["name", "kind"]}},
        "power": {"type": ["object", "null"], "properties": {"param": {"type": "string"},
                                                             "active": {"type": "integer"}}},
        "limits": {"type": "object"},
        "overlap": {"type": ["object", "null"], "properties": {"stable": {"type": "array", "items": {"type": "string"}}}},
    },
}
