"""Kernel-argument packing from the KernelDescriptor (never by hand at call sites).

Why: obligation 7 (ABI) proves that the descriptor's parameter list matches the PTX
``.param`` list in order, width and signedness. The launcher packs from that same list,
so what the proof covers is what the launch passes. Packing happens once per (config,
buffers): the result, ``PackedArgs``, holds the value slots and the ``void*[]`` array the
driver reads, so the hot path passes a single integer.

Packing also checks the launch against its proved configuration: every scalar must have
the value the configuration (and so the proof) fixes, every pointer must point at a
device buffer at least as large as, and aligned as, the configuration's buffer, and
buffers that the configuration assumes disjoint must be disjoint. Data-dependent
assumptions (LOAD_RANGE, e.g. block-table entries) cannot be checked here; the KV
allocator's invariant discharges them (see backend/runtime/kv.py).
"""

from __future__ import annotations

import struct
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Protocol

import numpy as np

from backend.kernels.descriptor import KernelDescriptor
from fltc.errors import ConfigError
from verifier.config import LaunchConfig, ParamDecl, ParamType

SLOT = 8  # bytes per parameter slot (every PTX param here is <= 8 bytes)

_INT_RANGE = {
    ParamType.U8: (0, (1 << 8) - 1),
    ParamType.U16: (0, (1 << 16) - 1),
    ParamType.U32: (0, (1 << 32) - 1),
    ParamType.S32: (-(1 << 31), (1 << 31) - 1),
    ParamType.U64: (0, (1 << 64) - 1),
    ParamType.S64: (-(1 << 63), (1 << 63) - 1),
    ParamType.PTR: (0, (1 << 64) - 1),
}
_FMT = {ParamType.U8: "<B", ParamType.U16: "<H", ParamType.U32: "<I", ParamType.S32: "<i",
        ParamType.U64: "<Q", ParamType.S64: "<q", ParamType.F32: "<f", ParamType.PTR: "<Q"}


class DevicePointer(Protocol):
    """Anything with a device address and a size (driver.DeviceBuffer and its views)."""

    ptr: int
    nbytes: int


class LaunchArgumentError(ConfigError):
    """The arguments do not match the kernel's descriptor or its proved configuration."""


def encode(p: ParamDecl, value: int | float) -> bytes:
    """The little-endian bytes of one parameter, with its declared width and signedness."""
    if p.type is ParamType.F32:
        if isinstance(value, bool) or not isinstance(value, int | float | np.floating | np.integer):
            raise LaunchArgumentError(f"param {p.name} (f32) needs a number, got {type(value).__name__}")
        return struct.pack("<f", float(value))
    if isinstance(value, bool) or not isinstance(value, int | np.integer):
        raise LaunchArgumentError(f"param {p.name} ({p.type.value}) needs an integer, got {type(value).__name__}")
    lo, hi = _INT_RANGE[p.type]
    v = int(value)
    if not lo <= v <= hi:
        raise LaunchArgumentError(f"param {p.name} ({p.type.value}) value {v} outside [{lo}, {hi}]")
    return struct.pack(_FMT[p.type], v)


def _f32(x: float) -> float:
    return struct.unpack("<f", struct.pack("<f", float(x)))[0]


class PackedArgs:
    """Packed kernel parameters for one configuration: value slots + the void*[] array.

    ``kp`` is the address of the pointer array, handed to cuLaunchKernel as-is. The object
    must stay alive while a launch (or a capture) that uses it is being issued; the driver
    copies the values at launch/capture time.
    """

    __slots__ = ("config", "kernel", "names", "kp", "_vals", "_ptrs", "_index", "_params", "pointers")

    def __init__(self, config: LaunchConfig, params: tuple[ParamDecl, ...], raw: list[bytes],
                 pointers: dict[str, tuple[int, int]]) -> None:
        n = len(params)
        self.config = config
        self.kernel = config.kernel
        self._params = params
        self.names = tuple(p.name for p in params)
        self._index = {p.name: i for i, p in enumerate(params)}
        self._vals = np.zeros(max(n, 1), dtype=np.uint64)
        self._ptrs = np.zeros(max(n, 1), dtype=np.uint64)
        view = self._vals.view(np.uint8)
        base = int(self._vals.ctypes.data)
        for i, b in enumerate(raw):
            view[i * SLOT: i * SLOT + len(b)] = np.frombuffer(b, dtype=np.uint8)
            self._ptrs[i] = base + i * SLOT
        self.kp = int(self._ptrs.ctypes.data) if n else 0
        self.pointers = pointers  # name -> (address, nbytes), for diagnostics

    def value_bytes(self, name: str) -> bytes:
        """The packed bytes of one parameter (as the driver will read them)."""
        i = self._index[name]
        p = self._params[i]
        return self._vals.view(np.uint8)[i * SLOT: i * SLOT + p.type.width_bytes].tobytes()

    def set_power(self, value: int) -> None:
        """Rewrite the power-state scalar (the only value not fixed by the configuration)."""
        if self.config.power is None:
            raise LaunchArgumentError(f"{self.kernel} has no power-state parameter")
        i = self._index[self.config.power.param]
        b = encode(self._params[i], value)
        self._vals.view(np.uint8)[i * SLOT: i * SLOT + len(b)] = np.frombuffer(b, dtype=np.uint8)

    def __repr__(self) -> str:
        return f"PackedArgs({self.kernel}[{self.config.label}], {len(self.names)} params)"


def pack_args(descriptor: KernelDescriptor, config: LaunchConfig,
              args: Mapping[str, DevicePointer | int | float], *, power: int | None = None) -> PackedArgs:
    """Check ``args`` against the descriptor and the proved configuration, then pack them.

    ``args`` names every pointer and scalar parameter (a scalar may be left out: it then
    takes the configuration's value). The power-state parameter defaults to "active".
    """
    params = descriptor.params
    if config.params != params:
        raise LaunchArgumentError(
            f"{descriptor.name}: the configuration's parameter list differs from the descriptor's "
            f"(descriptor {[p.name for p in params]}, config {[p.name for p in config.params]})")
    if config.kernel != descriptor.name or config.entry != descriptor.entry:
        raise LaunchArgumentError(f"configuration {config.kernel}/{config.entry} is not for kernel "
                                  f"{descriptor.name}/{descriptor.entry}")
    names = {p.name for p in params}
    unknown = sorted(set(args) - names)
    if unknown:
        raise LaunchArgumentError(f"{descriptor.name}: unknown argument(s) {unknown}; parameters are "
                                  f"{[p.name for p in params]}")
    scalars = config.scalar_map
    buffers = config.buffer_map
    power_name = config.power.param if config.power else None
    raw: list[bytes] = []
    pointers: dict[str, tuple[int, int]] = {}
    for p in params:
        if p.type is ParamType.PTR:
            if p.name not in args:
                raise LaunchArgumentError(f"{descriptor.name}: missing pointer argument {p.name!r}")
            buf = args[p.name]
            ptr, nbytes = getattr(buf, "ptr", None), getattr(buf, "nbytes", None)
            if not isinstance(ptr, int) or not isinstance(nbytes, int):
                raise LaunchArgumentError(
                    f"{descriptor.name}: pointer {p.name!r} must be a device buffer (with .ptr and .nbytes), "
                    f"got {type(buf).__name__}; raw integers cannot be size-checked")
            need = buffers[p.name]
            if nbytes < need.size_bytes:
                raise LaunchArgumentError(
                    f"{descriptor.name}[{config.label}]: buffer {p.name!r} has {nbytes} bytes, the proved "
                    f"configuration assumes {need.size_bytes}")
            if ptr % need.align:
                raise LaunchArgumentError(
                    f"{descriptor.name}[{config.label}]: buffer {p.name!r} at {ptr:#x} is not {need.align}-byte aligned")
            pointers[p.name] = (ptr, nbytes)
            raw.append(encode(p, ptr))
        elif p.name == power_name:
            v = args.get(p.name, config.power.active if power is None else power)  # type: ignore[union-attr]
            raw.append(encode(p, v))  # type: ignore[arg-type]
        else:
            want = scalars[p.name]
            v = args.get(p.name, want)
            if p.type is ParamType.F32:
                if _f32(float(v)) != _f32(float(want)):  # type: ignore[arg-type]
                    raise LaunchArgumentError(
                        f"{descriptor.name}[{config.label}]: scalar {p.name}={v!r} but the proved configuration "
                        f"fixes {want!r}")
            elif not isinstance(v, int | np.integer) or int(v) != int(want):
                raise LaunchArgumentError(
                    f"{descriptor.name}[{config.label}]: scalar {p.name}={v!r} but the proved configuration "
                    f"fixes {want!r}")
            raw.append(encode(p, v))  # type: ignore[arg-type]
    _check_disjoint(descriptor.name, config, pointers)  # every proof assumes it (artifact: builtin buffers_disjoint)
    return PackedArgs(config, params, raw, pointers)


def _check_disjoint(kernel: str, config: LaunchConfig, pointers: dict[str, tuple[int, int]]) -> None:
    """The configuration assumes its buffers are pairwise disjoint: make it true or refuse."""
    spans = sorted((ptr, ptr + config.buffer_map[name].size_bytes, name) for name, (ptr, _) in pointers.items())
    for (_, end_a, na), (start_b, _, nb) in zip(spans, spans[1:], strict=False):
        if start_b < end_a:
            raise LaunchArgumentError(
                f"{kernel}[{config.label}]: buffers {na!r} and {nb!r} overlap, but the proof assumes "
                "all pointer arguments are disjoint")


@dataclass(frozen=True)
class LaunchDims:
    """grid/block/shared of a configuration in the order cuLaunchKernel takes them."""

    gx: int
    gy: int
    gz: int
    bx: int
    by: int
    bz: int
    shared: int

    @classmethod
    def of(cls, config: LaunchConfig) -> LaunchDims:
        return cls(*config.grid, *config.block, config.dynamic_shared_bytes)

    def as_tuple(self) -> tuple[int, ...]:
        return (self.gx, self.gy, self.gz, self.bx, self.by, self.bz, self.shared)


def describe(config: LaunchConfig) -> str:
    """One line naming a configuration (label, grid, block, shared) for error messages."""
    return (f"label={config.label or '(none)'} grid={config.grid} block={config.block} "
            f"shared={config.dynamic_shared_bytes}")


def unpack_for_test(args: PackedArgs) -> dict[str, Any]:
    """Decode the packed bytes back to values (tests use it to check packing round-trips)."""
    out: dict[str, Any] = {}
    for p in args._params:
        b = args.value_bytes(p.name)
        out[p.name] = struct.unpack(_FMT[p.type], b)[0]
    return out
