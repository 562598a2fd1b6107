"""Launch configurations: the verifier's input, the gate's key, the launcher's contract.

A kernel's ABI (its parameter list) and one concrete launch of it (grid, block,
shared memory, scalar values, buffer sizes, output regions, assumptions) are
frozen dataclasses here, with a canonical JSON form. The backend's kernel
descriptors build these; `fltc prove --config FILE` reads the same JSON.
verifier/CONFIG.md documents every key (its table is config_md_table(), generated from KEYS).
"""

from __future__ import annotations

import hashlib
import json
import math
import re
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from enum import StrEnum
from functools import cached_property
from typing import Any

from fltc.errors import ConfigError
from verifier import sizeexpr as sx
from verifier.sizeexpr import Constraint, Range, SizeExpr

# a size: an integer (a concrete launch) or an expression over the family's symbols (verifier/sizeexpr.py)
Size = int | SizeExpr

# ---- ranges the schema enforces (CUDA on sm_90, the H200) ---------------------------------------
GRID_X_MAX = 2**31 - 1
GRID_YZ_MAX = 65535
BLOCK_XY_MAX = 1024
BLOCK_Z_MAX = 64
THREADS_MAX = 1024
SHARED_OPTIN_MAX = 232448  # 227 KiB: the largest dynamic shared memory an sm_90 block can opt in to
SIZE_MAX = 1 << 48  # buffer sizes, offsets and strides (far above any device memory)
ALIGN_MAX = 4096
PARAM_BYTES_MAX = 32764  # the kernel parameter space of sm_70+ (CUDA 12.1+), in bytes
ELEM_BYTES = (1, 2, 4, 8, 16)
LIMIT_MAX = 2**32 - 1  # limits are claims obligation 5 checks ptxas against (and the hardware maxima)
F32_MAX = 3.4028234663852886e38
NAME_RE = re.compile(r"[A-Za-z0-9_.-]+")  # kernel and label: they become file names under --out
PTX_IDENT_RE = re.compile(r"[A-Za-z_$%][A-Za-z0-9_$]*")

# dtype -> (min, max) of the integer types a load_range assumption may bound
INT_DTYPES: dict[str, tuple[int, int]] = {
    **{f"u{b}": (0, (1 << b) - 1) for b in (8, 16, 32, 64)},
    **{f"s{b}": (-(1 << (b - 1)), (1 << (b - 1)) - 1) for b in (8, 16, 32, 64)},
}
DTYPES: tuple[str, ...] = (*INT_DTYPES, "b8", "b16", "b32", "b64", "f16", "bf16", "f32", "f64")


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
    STRUCT = "struct"  # by-value aggregate (`.param .align N .b8 name[K]`): typed fields at byte offsets

    @property
    def width_bytes(self) -> int:
        if self is ParamType.STRUCT:
            raise ConfigError("a struct parameter has no scalar width: use its size and fields")
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
    align: int | None = None  # structs only: the PTX `.align`
    size: int | None = None  # structs only: the PTX byte count K of `.b8 name[K]`
    fields: tuple[StructField, ...] = ()  # structs only: the bytes the kernel reads, as typed fields

    def __post_init__(self) -> None:
        if (self.type is ParamType.PTR) != (self.role is not None):
            raise ConfigError(f"param {self.name}: a role is required for pointers and only for pointers")
        if (self.type is ParamType.STRUCT) != (self.align is not None and self.size is not None):
            raise ConfigError(f"param {self.name}: align and size are required for structs and only for structs")
        if self.fields and self.type is not ParamType.STRUCT:
            raise ConfigError(f"param {self.name}: only struct parameters have fields")


@dataclass(frozen=True)
class StructField:
    """One field of a by-value struct parameter: a scalar or pointer at a byte offset of the struct.

    Why fields are named like parameters: a pointer field has a buffer (`buffers.<name>`) and a scalar
    field a value (`scalars.<name>`) exactly as a parameter of that type would; `ld.param` of the
    struct at the field's offset and width reads it."""

    name: str
    type: ParamType  # any but struct
    offset: int
    role: Role | None = None  # pointers only

    def __post_init__(self) -> None:
        if (self.type is ParamType.PTR) != (self.role is not None):
            raise ConfigError(f"struct field {self.name}: a role is required for pointers and only for pointers")

    @property
    def decl(self) -> ParamDecl:
        """The field as the parameter it stands for (its buffer, role, scalar value and type)."""
        return ParamDecl(self.name, self.type, self.role)


@dataclass(frozen=True)
class Window:
    """A byte range [offset, offset + size) of a buffer that the kernel may access (Buffer.windows)."""

    offset: Size
    size: Size


@dataclass(frozen=True)
class Buffer:
    """The buffer a pointer argument points at: its size, the alignment of its base and its access windows.

    windows: empty (the default) -- every access must lie inside [0, size_bytes), as always; otherwise
    every access must also lie entirely inside one of these byte ranges (sorted, non-overlapping, inside
    the buffer). Why: a pointer may reach bytes the kernel has no business touching although they are part
    of the allocation it is given, e.g. a layer's view of the paged KV cache (its K slice, the other layers'
    K rows, then its V slice: registry.layer_view_windows) -- an access in the gap is another layer's row."""

    size_bytes: Size
    align: int = 256  # cuMemAlloc guarantees >= 256-byte alignment
    windows: tuple[Window, ...] = ()


@dataclass(frozen=True)
class OutputRegion:
    """A strided box of elements inside a buffer that the launch must write completely.

    Element i = (i0, i1, ...) with 0 <= ik < shape[k] lives at byte
    offset + sum(ik * strides[k]) and spans elem_bytes bytes.
    """

    buffer: str
    offset: Size
    elem_bytes: int
    shape: tuple[Size, ...]
    strides: tuple[Size, ...]  # bytes

    def __post_init__(self) -> None:
        if len(self.shape) != len(self.strides):
            raise ConfigError(f"output region of {self.buffer}: shape and strides differ in rank")
        self._check_disjoint_elements()

    def _check_disjoint_elements(self) -> None:
        """Distinct indices must name disjoint bytes: else "every element is written" can be met by one
        store (a stride-0 region of 1,000 elements is one element). Sufficient rule: ordered by stride,
        each dimension's stride clears the whole extent of the dimensions inside it."""
        if not all(isinstance(x, int) for x in (*self.shape, *self.strides, self.elem_bytes)):
            return  # types are refused with a precise message by LaunchConfig.validate
        extent = self.elem_bytes
        for n, st in sorted(((n, st) for n, st in zip(self.shape, self.strides, strict=True) if n > 1),
                            key=lambda d: d[1]):
            if st < extent:
                raise ConfigError(
                    f"output region of {self.buffer}: stride {st} for a dimension of {n} elements overlaps the "
                    f"{extent} bytes of the dimensions inside it (shape {list(self.shape)}, strides "
                    f"{list(self.strides)}, elem_bytes {self.elem_bytes}); give each element its own bytes")
            extent = st * (n - 1) + extent


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
    lo: Size | None = None
    hi: Size | None = None


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
    grid: tuple[Size, Size, Size]
    block: tuple[int, int, int]
    dynamic_shared_bytes: int
    scalars: tuple[tuple[str, int | float | SizeExpr], ...]  # name -> value, every non-pointer, non-power param
    buffers: tuple[tuple[str, Buffer], ...]  # name -> buffer, every pointer param
    outputs: tuple[OutputRegion, ...]
    assumptions: tuple[Assumption, ...] = ()
    power: PowerSpec | None = None
    limits: ResourceLimits = field(default_factory=ResourceLimits)
    label: str = ""  # human-readable name of the configuration, e.g. "m1_n576_k576"
    overlap: GridDependency | None = None  # launched as a programmatic dependent of the previous grid
    # a family of launches: the symbols sizes are written in (sorted by name) and constraints on them;
    # empty for a concrete launch (its JSON and key() are then exactly as before families existed)
    symbols: tuple[tuple[str, Range], ...] = ()
    constraints: tuple[Constraint, ...] = ()

    # ---- derived views -------------------------------------------------------------
    @property
    def scalar_map(self) -> dict[str, int | float]:
        return dict(self.scalars)

    @property
    def buffer_map(self) -> dict[str, Buffer]:
        return dict(self.buffers)

    @property
    def leaf_params(self) -> tuple[ParamDecl, ...]:
        """Every scalar and pointer the kernel receives: the parameters, with each struct parameter replaced
        by its fields (what buffers, scalars, roles and the power parameter refer to)."""
        return tuple(d for p in self.params
                     for d in ((f.decl for f in p.fields) if p.type is ParamType.STRUCT else (p,)))

    @property
    def threads_per_block(self) -> int:
        return self.block[0] * self.block[1] * self.block[2]

    def validate(self) -> None:
        """Check every field's type and range. Registry-built and JSON configurations both pass here, so
        a value the launcher could not pack (or a proof could not mean) is refused wherever it comes from."""
        c = _Check(f"launch configuration {self.kernel!r}/{self.label!r}")
        c.family(self)
        c.name(self.kernel, "kernel")
        if self.label != "":
            c.name(self.label, "label")
        c.ident(self.entry, "entry")
        decls: dict[str, ParamDecl] = {}  # every scalar and pointer: parameters and struct fields
        structs: set[str] = set()
        for i, p in enumerate(self.params):
            c.ident(p.name, f"params[{i}].name")
            if not isinstance(p.type, ParamType):
                raise c.bad(f"params[{i}].type", f"must be one of {_names(ParamType)}")
            if p.name in decls or p.name in structs:
                raise c.bad(f"params[{i}].name", f"duplicate parameter name {p.name!r}")
            if p.type is ParamType.STRUCT:
                structs.add(p.name)
                for j, f in enumerate(c.struct(p, f"params[{i}]")):
                    if f.name in decls or f.name in structs:
                        raise c.bad(f"params[{i}].fields[{j}].name", f"duplicate parameter name {f.name!r}")
                    decls[f.name] = f.decl
                continue
            if p.align is not None or p.size is not None or p.fields:
                raise c.bad(f"params[{i}]", "align, size and fields are for struct parameters only")
            decls[p.name] = p
        for what, dims, maxima in (("grid", self.grid, (GRID_X_MAX, GRID_YZ_MAX, GRID_YZ_MAX)),
                                   ("block", self.block, (BLOCK_XY_MAX, BLOCK_XY_MAX, BLOCK_Z_MAX))):
            if not isinstance(dims, tuple) or len(dims) != 3:
                raise c.bad(what, f"must be 3 integers, got {dims!r}")
            for j, (v, hi) in enumerate(zip(dims, maxima, strict=True)):
                (c.size if what == "grid" else c.int)(v, f"{what}[{j}]", 1, hi)
        if self.threads_per_block > THREADS_MAX:
            raise c.bad("block", f"{self.block} has {self.threads_per_block} threads; at most {THREADS_MAX}")
        c.int(self.dynamic_shared_bytes, "dynamic_shared_bytes", 0, SHARED_OPTIN_MAX)
        ptrs = [n for n, p in decls.items() if p.type is ParamType.PTR]
        power = self.power.param if self.power is not None else None
        if self.power is not None:
            if power not in decls or decls[power].type in (ParamType.PTR, ParamType.F32):
                raise c.bad("power.param", f"{power!r} is not an integer parameter; known: "
                            f"{', '.join(n for n, p in decls.items() if p.type not in (ParamType.PTR, ParamType.F32))}")
            c.scalar(decls[power].type, self.power.active, "power.active")
        wanted = [n for n, p in decls.items() if p.type is not ParamType.PTR and n != power]
        given = [k for k, _ in self.scalars]
        for k, v in self.scalars:
            if k not in wanted:
                why = " (the power parameter is symbolic: give it no value)" if k == power else ""
                raise c.bad(f"scalars.{k}", f"unknown key; known: {', '.join(wanted) or 'none'}{why}")
            if given.count(k) > 1:
                raise c.bad(f"scalars.{k}", "given twice")
            if isinstance(v, SizeExpr):
                if decls[k].type is ParamType.F32:
                    raise c.bad(f"scalars.{k}", "an f32 parameter cannot take a range or size expression: give "
                                "a number")
                bits = decls[k].type.width_bytes * 8
                tlo, thi = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if decls[k].type.signed else (0, (1 << bits) - 1)
                c.size(v, f"scalars.{k}", tlo, thi, f" (the range of {decls[k].type.value})")
            else:
                c.scalar(decls[k].type, v, f"scalars.{k}")
        for n in wanted:
            if n not in given:
                raise c.bad(f"scalars.{n}", f"required: parameter {n} ({decls[n].type.value}) has no value")
        bnames = [k for k, _ in self.buffers]
        for k, b in self.buffers:
            if k not in ptrs:
                raise c.bad(f"buffers.{k}", f"unknown key; known: {', '.join(ptrs) or 'none'} (the pointer parameters)")
            if bnames.count(k) > 1:
                raise c.bad(f"buffers.{k}", "given twice")
            c.size(b.size_bytes, f"buffers.{k}.size_bytes", 1, SIZE_MAX)
            c.int(b.align, f"buffers.{k}.align", 1, ALIGN_MAX)
            if b.align & (b.align - 1):
                raise c.bad(f"buffers.{k}.align", f"{b.align} is not a power of two")
            c.windows(k, b)
        for n in ptrs:
            if n not in bnames:
                raise c.bad(f"buffers.{n}", f"required: pointer parameter {n} has no buffer")
        for i, r in enumerate(self.outputs):
            p = f"outputs[{i}]"
            if r.buffer not in ptrs:
                raise c.bad(f"{p}.buffer", f"{r.buffer!r} is not a pointer parameter; known: {', '.join(ptrs)}")
            c.size(r.offset, f"{p}.offset", 0, SIZE_MAX)
            if type(r.elem_bytes) is not int or r.elem_bytes not in ELEM_BYTES:
                raise c.bad(f"{p}.elem_bytes", f"{r.elem_bytes!r} is not one of {', '.join(map(str, ELEM_BYTES))}")
            for what, vals in (("shape", r.shape), ("strides", r.strides)):
                for j, v in enumerate(vals):
                    c.size(v, f"{p}.{what}[{j}]", 0, SIZE_MAX)
            if len(r.shape) != len(r.strides):
                raise c.bad(f"{p}.strides", f"has {len(r.strides)} entries, shape has {len(r.shape)}")
            if self.is_family:
                _check_disjoint_family(r, c.ranges, c.bad)
        ranged: set[str] = set()
        for i, a in enumerate(self.assumptions):
            p = f"assumptions[{i}]"
            if not isinstance(a.name, str) or not a.name:
                raise c.bad(f"{p}.name", "must be a non-empty string")
            if not isinstance(a.kind, AssumptionKind):
                raise c.bad(f"{p}.kind", f"must be one of {_names(AssumptionKind)}")
            if not isinstance(a.reason, str):
                raise c.bad(f"{p}.reason", "must be a string")
            p = f"assumptions[{i}] ({a.name})"
            if a.kind is AssumptionKind.BUFFERS_DISJOINT:
                if a.buffer is not None:
                    raise c.bad(f"{p}.buffer", "buffers_disjoint covers every pointer parameter: give no buffer")
            elif a.buffer not in ptrs:
                raise c.bad(f"{p}.buffer", f"required for {a.kind.value}: one of {', '.join(ptrs) or 'none'}; "
                            f"got {a.buffer!r}")
            elif decls[a.buffer].role is not Role.IN:
                # a buffer the launch may write: its own stores could break the bound its loads are given
                raise c.bad(f"{p}.buffer", f"{a.kind.value} on {a.buffer!r} (role "
                            f"{decls[a.buffer].role.value if decls[a.buffer].role else 'none'}): only role 'in' "
                            "buffers, which the launch never writes (obligation 3), may carry data assumptions")
            if a.kind is AssumptionKind.LOAD_RANGE:
                if a.dtype not in INT_DTYPES:
                    raise c.bad(f"{p}.dtype", f"required for load_range: the integer type the kernel loads, one "
                                f"of {', '.join(INT_DTYPES)}; got {a.dtype!r} (bounds on float loads are not modelled)")
                lo, hi = INT_DTYPES[a.dtype]
                c.size(a.lo, f"{p}.lo", lo, hi, f" (the range of {a.dtype})")
                c.size(a.hi, f"{p}.hi", lo, hi, f" (the range of {a.dtype})")
                if isinstance(a.lo, SizeExpr) or isinstance(a.hi, SizeExpr):
                    lmax, hmin = c.bounds(a.lo, p)[1], c.bounds(a.hi, p)[0]
                    if lmax > hmin:
                        raise c.bad(p, f"lo = {a.lo} may exceed hi = {a.hi} ({lmax} > {hmin} on the family): the "
                                    "range could be empty for some sizes; bound lo and hi so that lo <= hi always")
                elif a.lo > a.hi:
                    raise c.bad(p, f"lo = {a.lo} > hi = {a.hi}: the range is empty (every load would be "
                                "impossible and everything would prove)")
                if a.buffer in ranged:
                    raise c.bad(p, f"a second load_range on buffer {a.buffer}: merge them into one")
                ranged.add(a.buffer)
            else:
                for k in ("lo", "hi"):
                    if getattr(a, k) is not None:
                        raise c.bad(f"{p}.{k}", f"only load_range assumptions take {k}")
                if a.dtype is not None and a.dtype not in DTYPES:
                    raise c.bad(f"{p}.dtype", f"{a.dtype!r} is not one of {', '.join(DTYPES)}")
                if a.kind is AssumptionKind.LOAD_INJECTIVE and a.dtype is None:
                    # distinct u32 entries can share a low half: the claim holds at one width only
                    raise c.bad(f"{p}.dtype", "required for load_injective: the type of the distinct values "
                                f"(one of {', '.join(DTYPES)}); loads of another width get no injectivity")
        _check_injective_fits_range(self, c)
        lim = self.limits
        c.int(lim.max_registers, "limits.max_registers", 1, 255)
        for k in ("max_shared_bytes", "max_stack_bytes", "max_local_bytes"):
            c.int(getattr(lim, k), f"limits.{k}", 0, LIMIT_MAX)
        if self.overlap is not None:
            for j, n in enumerate(self.overlap.stable):
                if n not in ptrs:
                    raise c.bad(f"overlap.stable[{j}]", f"{n!r} is not a pointer parameter; known: {', '.join(ptrs)}")
                if decls[n].role is not Role.IN:
                    raise c.bad(f"overlap.stable[{j}]", f"pointer parameter {n!r} must have role 'in'")
            if len(set(self.overlap.stable)) != len(self.overlap.stable):
                raise c.bad("overlap.stable", "names a parameter twice")

    # ---- families ----------------------------------------------------------------
    @property
    def is_family(self) -> bool:
        """True when some size is a symbol (the configuration stands for every launch of its ranges)."""
        return bool(self.symbols)

    @property
    def symbol_map(self) -> dict[str, Range]:
        return dict(self.symbols)

    def sizes(self) -> list[tuple[str, Size]]:
        """(key path, value) of every field a family may write as an expression."""
        return _sizes(self)

    def admits(self, values: Mapping[str, int]) -> bool:
        """Do these symbol values lie in the family (ranges, multiple_of, constraints)?"""
        ranges = self.symbol_map
        if set(values) != set(ranges):
            return False
        if not all(type(v) is int and ranges[k].contains(v) for k, v in values.items()):
            return False
        return all(c.holds(values) for c in self.constraints)

    def instantiate(self, values: Mapping[str, int]) -> LaunchConfig:
        """The concrete member of the family at these symbol values (ConfigError if it is not one)."""
        ranges = self.symbol_map
        if set(values) != set(ranges):
            raise ConfigError(f"instantiate {self.kernel}/{self.label}: give a value for exactly the symbols "
                              f"{', '.join(sorted(ranges)) or '(none)'}; got {', '.join(sorted(values)) or 'none'}")
        for k, v in sorted(values.items()):
            r = ranges[k]
            if type(v) is not int or not r.contains(v):
                raise ConfigError(f"instantiate {self.kernel}/{self.label}: {k} = {v!r} is outside the family "
                                  f"(range {r.min}..{r.max}, multiple of {r.multiple_of})")
        for c in self.constraints:
            if not c.holds(values):
                raise ConfigError(f"instantiate {self.kernel}/{self.label}: constraint {c.text} fails at "
                                  f"{', '.join(f'{k} = {v}' for k, v in sorted(values.items()))}")

        def ev(v: Any) -> Any:
            return sx.evaluate(v, values) if isinstance(v, SizeExpr) else v

        cfg = replace(
            self,
            grid=(ev(self.grid[0]), ev(self.grid[1]), ev(self.grid[2])),
            scalars=tuple((k, ev(v)) for k, v in self.scalars),
            buffers=tuple((k, replace(b, size_bytes=ev(b.size_bytes),
                                      windows=tuple(Window(ev(w.offset), ev(w.size)) for w in b.windows)))
                          for k, b in self.buffers),
            outputs=tuple(replace(r, offset=ev(r.offset), shape=tuple(ev(x) for x in r.shape),
                                  strides=tuple(ev(x) for x in r.strides)) for r in self.outputs),
            assumptions=tuple(replace(a, lo=ev(a.lo), hi=ev(a.hi)) for a in self.assumptions),
            symbols=(), constraints=())
        cfg.validate()
        return cfg

    @cached_property
    def _template(self) -> tuple[dict[str, Any], list[SizeExpr], list[tuple[int, str, int, dict[str, int], int]]]:
        """The JSON form with SizeExpr objects at the symbolic positions (label and family keys dropped),
        the distinct expressions, and the plan that recovers the symbols from their values."""
        t = self._json(keep=True)
        for k in ("label", "symbols", "constraints"):
            t.pop(k, None)
        exprs: dict[str, SizeExpr] = {}
        for _, v in _sizes(self):
            if isinstance(v, SizeExpr):
                exprs.setdefault(v.text, v)
        ex = list(exprs.values())
        return t, ex, _bind_plan(ex)[0]

    def match(self, concrete: LaunchConfig) -> dict[str, int] | None:
        """The symbol values at which this family's member is `concrete`, or None if it is not a member.

        Everything but the label must agree: kernel, entry, ABI, block, shared bytes, power, limits,
        overlap, assumption kinds; every size expression must evaluate to the concrete value; the values
        must lie in the ranges and satisfy the constraints. A concrete configuration matches itself ({})."""
        tmpl, exprs, plan = self._template
        got = concrete.to_json()
        got.pop("label", None)
        seen: dict[str, int] = {}
        if not _unify(tmpl, got, seen):
            return None
        env: dict[str, int] = {}
        for i, x, coef, others, k in plan:
            rest = seen[exprs[i].text] - k - sum(c * env[y] for y, c in others.items())
            if rest % coef:
                return None
            env[x] = rest // coef
        if not self.admits(env):
            return None
        for e in exprs:
            if sx.evaluate(e, env) != seen[e.text]:
                return None
        return env

    def to_json(self) -> dict[str, Any]:
        return self._json(keep=False)

    def _json(self, keep: bool) -> dict[str, Any]:
        """The JSON form; keep: SizeExpr objects stay (match's template), else their text."""
        def j(v: Any) -> Any:
            return v.text if isinstance(v, SizeExpr) and not keep else v

        # "overlap" appears only when set, so stream-ordered configurations keep their keys; "symbols" and
        # "constraints" only for families, so concrete configurations keep their bytes and key()
        extra: dict[str, Any] = {} if self.overlap is None else {"overlap": {"stable": list(self.overlap.stable)}}
        if self.symbols:
            extra["symbols"] = {k: r.to_json() for k, r in self.symbols}
        if self.constraints:
            extra["constraints"] = [c.text for c in self.constraints]
        return {**extra,
            "kernel": self.kernel,
            "entry": self.entry,
            "label": self.label,
            "params": [_param_json(p) for p in self.params],
            "grid": [j(v) for v in self.grid],
            "block": list(self.block),
            "dynamic_shared_bytes": self.dynamic_shared_bytes,
            "scalars": {k: j(v) for k, v in self.scalars},
            # "windows" only where declared, so a buffer without them keeps its keys (and its configuration key())
            "buffers": {k: {"size_bytes": j(b.size_bytes), "align": b.align,
                            **({"windows": [{"offset": j(w.offset), "size": j(w.size)} for w in b.windows]}
                               if b.windows else {})} for k, b in self.buffers},
            "outputs": [{"buffer": r.buffer, "offset": j(r.offset), "elem_bytes": r.elem_bytes,
                         "shape": [j(x) for x in r.shape], "strides": [j(x) for x in r.strides]}
                        for r in self.outputs],
            "assumptions": [{k: v for k, v in {
                "name": a.name, "kind": a.kind.value, "reason": a.reason, "buffer": a.buffer,
                "dtype": a.dtype, "lo": j(a.lo), "hi": j(a.hi)}.items() if v is not None} for a in self.assumptions],
            "power": None if self.power is None else {"param": self.power.param, "active": self.power.active},
            "limits": {"max_registers": self.limits.max_registers,
                       "max_shared_bytes": self.limits.max_shared_bytes,
                       "max_stack_bytes": self.limits.max_stack_bytes,
                       "max_local_bytes": self.limits.max_local_bytes},
        }

    @classmethod
    def from_json(cls, d: Any) -> LaunchConfig:
        """Parse the JSON form strictly: unknown keys, missing required keys, and values of the wrong JSON
        type are errors naming the key path (nothing is coerced), then validate() checks the ranges."""
        top = _obj(d, "", "")
        fam = _FamilyReader(top)
        params = []
        for i, p in enumerate(_arr(top["params"], "params")):
            sp = f"params[{i}]"
            p = _obj(p, "params[]", sp)
            t = _enum(ParamType, p["type"], f"{sp}.type")
            if t is ParamType.PTR and "role" not in p:
                raise _jerr(f"{sp}.role", f"required for pointer parameters: one of {_names(Role)}")
            if t is not ParamType.PTR and "role" in p:
                raise _jerr(f"{sp}.role", "only pointer (type ptr) parameters take a role")
            role = _enum(Role, p["role"], f"{sp}.role") if "role" in p else None
            params.append(_struct_from_json(p, t, sp) if t is ParamType.STRUCT or any(
                k in p for k in ("align", "size", "fields")) else ParamDecl(_str(p["name"], f"{sp}.name"), t, role))
        buffers = []
        for k, b in _obj(top.get("buffers", {}), "buffers", "buffers").items():
            b = _obj(b, "buffers.*", f"buffers.{k}")
            windows = []
            if "windows" in b:
                ws = _arr(b["windows"], f"buffers.{k}.windows")
                if not ws:
                    raise _jerr(f"buffers.{k}.windows", "an empty list: give at least one window, or leave the key "
                                "out (then the whole buffer is the one window)")
                for j, w in enumerate(ws):
                    wp = f"buffers.{k}.windows[{j}]"
                    w = _obj(w, "buffers.*.windows[]", wp)
                    windows.append(Window(fam.size(w["offset"], f"{wp}.offset"), fam.size(w["size"], f"{wp}.size")))
            buffers.append((k, Buffer(fam.size(b["size_bytes"], f"buffers.{k}.size_bytes"), b.get("align", 256),
                                      tuple(windows))))
        outputs = []
        for i, r in enumerate(_arr(top.get("outputs", []), "outputs")):
            sp = f"outputs[{i}]"
            r = _obj(r, "outputs[]", sp)
            shape = tuple(fam.size(x, f"{sp}.shape[{j}]") for j, x in enumerate(_arr(r["shape"], f"{sp}.shape")))
            strides = tuple(fam.size(x, f"{sp}.strides[{j}]")
                            for j, x in enumerate(_arr(r["strides"], f"{sp}.strides")))
            if len(shape) != len(strides):
                raise _jerr(f"{sp}.strides", f"has {len(strides)} entries, shape has {len(shape)}")
            outputs.append(OutputRegion(_str(r["buffer"], f"{sp}.buffer"), fam.size(r.get("offset", 0), f"{sp}.offset"),
                                        r["elem_bytes"], shape, strides))
        assumptions = []
        for i, a in enumerate(_arr(top.get("assumptions", []), "assumptions")):
            sp = f"assumptions[{i}]"
            a = _obj(a, "assumptions[]", sp)
            assumptions.append(Assumption(
                _str(a["name"], f"{sp}.name"), _enum(AssumptionKind, a["kind"], f"{sp}.kind"),
                _str(a.get("reason", ""), f"{sp}.reason"),
                None if "buffer" not in a else _str(a["buffer"], f"{sp}.buffer"),
                None if "dtype" not in a else _str(a["dtype"], f"{sp}.dtype"),
                fam.size(a.get("lo"), f"{sp}.lo"), fam.size(a.get("hi"), f"{sp}.hi")))
        power = None
        if top.get("power") is not None:
            pw = _obj(top["power"], "power", "power")
            power = PowerSpec(_str(pw["param"], "power.param"), pw.get("active", 1))
        overlap = None
        if top.get("overlap") is not None:
            ov = _obj(top["overlap"], "overlap", "overlap")
            overlap = GridDependency(tuple(_str(s, f"overlap.stable[{j}]")
                                           for j, s in enumerate(_arr(ov.get("stable", []), "overlap.stable"))))
        cfg = cls(
            kernel=_str(top.get("kernel", top["entry"]), "kernel"),
            entry=_str(top["entry"], "entry"),
            label=_str(top.get("label", ""), "label"),
            params=tuple(params),
            grid=fam.grid,
            block=_dim3(top["block"], "block"),
            dynamic_shared_bytes=top.get("dynamic_shared_bytes", 0),
            scalars=fam.scalars,
            buffers=tuple(sorted(buffers)),
            outputs=tuple(outputs),
            assumptions=tuple(assumptions),
            power=power,
            limits=ResourceLimits(**_obj(top.get("limits", {}), "limits", "limits")),
            overlap=overlap,
            symbols=tuple(sorted(fam.ranges.items())),
            constraints=fam.constraints(),
        )
        cfg.validate()
        return cfg

    def canonical_bytes(self) -> bytes:
        return json.dumps(self.to_json(), sort_keys=True, separators=(",", ":")).encode()

    def key(self) -> str:
        """Stable identity of the configuration (sha256 of its canonical JSON)."""
        return hashlib.sha256(self.canonical_bytes()).hexdigest()


def _sizes(cfg: LaunchConfig) -> list[tuple[str, Size]]:
    """(key path, value) of every size field a family may write as an expression, in a fixed order."""
    out: list[tuple[str, Size]] = [(f"grid[{j}]", v) for j, v in enumerate(cfg.grid)]
    out += [(f"scalars.{k}", v) for k, v in cfg.scalars if not isinstance(v, float)]
    out += [(f"buffers.{k}.size_bytes", b.size_bytes) for k, b in cfg.buffers]
    for k, b in cfg.buffers:
        for j, w in enumerate(b.windows):
            out += [(f"buffers.{k}.windows[{j}].offset", w.offset), (f"buffers.{k}.windows[{j}].size", w.size)]
    for i, r in enumerate(cfg.outputs):
        out.append((f"outputs[{i}].offset", r.offset))
        out += [(f"outputs[{i}].shape[{j}]", v) for j, v in enumerate(r.shape)]
        out += [(f"outputs[{i}].strides[{j}]", v) for j, v in enumerate(r.strides)]
    for i, a in enumerate(cfg.assumptions):
        out += [(f"assumptions[{i}].{k}", v) for k, v in (("lo", a.lo), ("hi", a.hi)) if v is not None]
    return out


def _bind_plan(exprs: list[SizeExpr]) -> tuple[list[tuple[int, str, int, dict[str, int], int]], set[str]]:
    """How match() recovers the symbols from a concrete launch: (index into exprs, symbol, coefficient,
    other coefficients, constant) steps, each solving one affine expression for its one unbound symbol
    (the others bound by earlier steps); and the set of symbols the steps bind."""
    bound: set[str] = set()
    plan = []
    progress = True
    while progress:
        progress = False
        for i, e in enumerate(exprs):
            aff = sx.affine(e)
            if aff is None:
                continue
            coefs, k = aff
            free = [x for x in coefs if x not in bound]
            if len(free) == 1:
                x = free[0]
                plan.append((i, x, coefs[x], {y: v for y, v in coefs.items() if y != x}, k))
                bound.add(x)
                progress = True
    return plan, bound


def _bindable(cfg: LaunchConfig) -> set[str]:
    return _bind_plan([v for _, v in _sizes(cfg) if isinstance(v, SizeExpr)])[1]


def _check_disjoint_family(r: OutputRegion, ranges: Mapping[str, Range], bad) -> None:
    """OutputRegion's disjointness rule on every member of a family: ordered by least stride, each
    dimension's least stride clears the greatest extent of the dimensions inside it (intervals)."""
    def iv(v: Size) -> tuple[int, int]:
        return sx.interval(v, ranges, f"output region of {r.buffer}")

    extent = r.elem_bytes
    dims = sorted(((iv(n), iv(st)) for n, st in zip(r.shape, r.strides, strict=True) if iv(n)[1] > 1),
                  key=lambda d: d[1][0])
    for (_, nmax), (smin, smax) in dims:
        if smin < extent:
            raise bad(f"outputs ({r.buffer})", f"a stride of at least {smin} bytes may overlap the {extent} bytes "
                      f"of the dimensions inside it for some sizes of the family (shape {[str(x) for x in r.shape]}, "
                      f"strides {[str(x) for x in r.strides]}); give each element its own bytes on every member")
        extent = smax * (nmax - 1) + extent
    top = iv(r.offset)[1] + sum(max(iv(n)[1] - 1, 0) * iv(st)[1] for n, st in zip(r.shape, r.strides, strict=True))
    if top + r.elem_bytes > sx.EXACT:
        raise bad(f"outputs ({r.buffer})", f"the region may reach byte {top}, beyond 2^62: its 64-bit element "
                  "offsets could wrap; narrow the symbols' ranges")


def _node(v: Size) -> sx.Node:
    """A size as an expression tree (an integer as a constant)."""
    return v.tree if isinstance(v, SizeExpr) else sx.Num(v)


def _least(e: sx.Node, ranges: Mapping[str, Range], where: str) -> int:
    """A lower bound of e over the symbols' ranges: exact where e is affine (each symbol at the end of its range
    its coefficient's sign picks), else the interval's low end."""
    aff = sx.affine(e)
    if aff is not None:
        coeffs, k = aff
        return k + sum(v * (ranges[x].min if v > 0 else ranges[x].max) for x, v in coeffs.items())
    return sx.interval(e, ranges, where)[0]


def _check_injective_fits_range(cfg: LaunchConfig, c: _Check) -> None:
    """load_injective and load_range on one buffer: the buffer's elements must fit the range's values.

    Why: together they say its elements hold pairwise distinct values in [lo, hi]; with more elements than
    values no memory satisfies both (pigeonhole), and two threads' loads then prove anything (a race on
    out[x[i]] is "impossible"), while each thread's facts alone stay satisfiable, so no premise query sees it.
    For a family the excess size - width * (hi - lo + 1) is bounded over the symbols' ranges (exactly where it
    is affine, else by intervals): a refusal there may be conservative, an acceptance never is."""
    sizes = dict(cfg.buffers)
    ranges = {a.buffer: a for a in cfg.assumptions if a.kind is AssumptionKind.LOAD_RANGE}
    for a in cfg.assumptions:
        if a.kind is not AssumptionKind.LOAD_INJECTIVE or a.buffer not in sizes or a.dtype not in DTYPES:
            continue
        r = ranges.get(a.buffer)
        if r is None or dtype_bits(a.dtype) != dtype_bits(r.dtype):  # other widths: the two apply to different loads
            # no range of its width: the dtype itself has 2^bits values, so a buffer of more elements than that
            # cannot hold pairwise distinct ones either (found by an adversarial round: 512 u8 elements assumed
            # injective made out[x[i]] = 1 by 512 threads, a race on every input, prove)
            bits = dtype_bits(a.dtype)
            w = bits // 8
            values_bytes = w << bits  # bytes of one element of each value
            if values_bytes > SIZE_MAX:
                continue  # no buffer (<= 2^48 bytes) holds more elements than the dtype has values
            size = sizes[a.buffer].size_bytes
            most = size if isinstance(size, int) else sx.interval(size.tree, c.ranges, f"{c.where}: assumptions")[1]
            if most - values_bytes >= w:
                raise c.bad(f"assumptions ({a.name})",
                            f"buffer {a.buffer} ({size} bytes) holds more {a.dtype} elements than {a.dtype} has "
                            f"values (2^{bits}), so they cannot be pairwise distinct (load_injective); size the "
                            "buffer to the elements the kernel loads")
            continue
        w = dtype_bits(r.dtype) // 8
        node = lambda v: v.tree if isinstance(v, SizeExpr) else sx.Num(v)  # noqa: E731
        excess = sx.Bin("-", node(sizes[a.buffer].size_bytes),
                        sx.Bin("*", sx.Num(w), sx.Bin("+", sx.Bin("-", node(r.hi), node(r.lo)), sx.Num(1))))
        aff = sx.affine(excess)
        if aff is not None:
            coeffs, k = aff
            most = k + sum(v * (c.ranges[x].max if v > 0 else c.ranges[x].min) for x, v in coeffs.items())
        else:
            most = sx.interval(excess, c.ranges, f"{c.where}: assumptions")[1]
        if most >= w:
            raise c.bad(f"assumptions ({a.name}, {r.name})",
                        f"buffer {a.buffer} ({sizes[a.buffer].size_bytes} bytes) holds more {r.dtype} elements than "
                        f"[{r.lo}, {r.hi}] has values, so they cannot be pairwise distinct (load_injective) and in "
                        "the range at once; size the buffer to the elements the kernel loads or widen the range")


def dtype_bits(dtype: str) -> int:
    """Width in bits of a DTYPES name (u32 -> 32, bf16 -> 16)."""
    return int(dtype.lstrip("usbf"))


def range_for_load(a: Assumption, bits: int, ins_type: str, line: int) -> tuple[int, int, bool]:
    """(lo, hi, signed): the bounds a load_range assumption puts on one `bits`-wide load of PTX type
    `ins_type` at PTX line `line`. Why an error rather than skipping or truncating: an assumption whose
    dtype the load does not match would silently bound the wrong value (or a truncated one)."""
    where = f"assumption {a.name!r} (load_range on buffer {a.buffer}, dtype {a.dtype})"
    t = ins_type.lstrip(".")
    if t.startswith(("f", "bf")):
        raise ConfigError(f"{where}: the load at PTX line {line} reads {t}, a float type; load_range bounds "
                          "integer loads only: remove the assumption or bound the integer table the kernel loads")
    if a.dtype is None:
        lo_min, hi_max, signed = 0, (1 << bits) - 1, False
    else:
        if a.dtype not in INT_DTYPES:
            raise ConfigError(f"{where}: dtype must be one of {', '.join(INT_DTYPES)} (PTX line {line})")
        if dtype_bits(a.dtype) != bits:
            raise ConfigError(f"{where}: the load at PTX line {line} reads {bits}-bit values ({t}), the "
                              f"assumption's dtype is {dtype_bits(a.dtype)}-bit: give it the type the kernel loads")
        (lo_min, hi_max), signed = INT_DTYPES[a.dtype], a.dtype.startswith("s")
    lo = lo_min if a.lo is None else a.lo
    hi = hi_max if a.hi is None else a.hi
    if not (type(lo) is int and type(hi) is int and lo_min <= lo <= hi <= hi_max):
        raise ConfigError(f"{where}: [lo, hi] = [{lo}, {hi}] is empty or does not fit the {bits}-bit load at PTX "
                          f"line {line} ({lo_min}..{hi_max}); fix lo/hi")
    return lo, hi, signed


def _names(enum: type[StrEnum]) -> str:
    return ", ".join(e.value for e in enum)


class _Check:
    """validate()'s checks; every error names the key path and points at verifier/CONFIG.md."""

    def __init__(self, where: str) -> None:
        self.where = where
        self.ranges: dict[str, Range] = {}

    def bad(self, path: str, msg: str) -> ConfigError:
        return ConfigError(f"{self.where}: {path}: {msg}; see verifier/CONFIG.md")

    def int(self, v: Any, path: str, lo: int, hi: int, why: str = "") -> None:
        if type(v) is not int:  # bool, float, str and numpy scalars are refused: nothing is coerced
            raise self.bad(path, f"must be an integer, got {v!r} ({type(v).__name__})")
        if not lo <= v <= hi:
            raise self.bad(path, f"{v} is out of range {lo}..{hi}{why}")

    def scalar(self, t: ParamType, v: Any, path: str) -> None:
        if t is ParamType.F32:
            if type(v) not in (int, float) or not math.isfinite(v) or abs(v) > F32_MAX:
                raise self.bad(path, f"must be a finite number within the f32 range (|x| <= {F32_MAX:g}), got {v!r}")
            return
        bits = t.width_bytes * 8
        lo, hi = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if t.signed else (0, (1 << bits) - 1)
        self.int(v, path, lo, hi, f" (the range of {t.value})")

    def family(self, cfg: LaunchConfig) -> None:
        """The family's symbols and constraints (none: a concrete launch)."""
        self.ranges = {}
        names = [k for k, _ in cfg.symbols]
        for k, r in cfg.symbols:
            p = f"symbols.{k}"
            if not isinstance(k, str) or not sx.NAME_RE.fullmatch(k) or k in sx.RESERVED:
                raise self.bad(p, f"{k!r} is not a symbol name ([A-Za-z_][A-Za-z0-9_]*, not cdiv)")
            if names.count(k) > 1:
                raise self.bad(p, "declared twice")
            if not isinstance(r, Range):
                raise self.bad(p, "must be a range {\"min\": .., \"max\": .., \"multiple_of\": ..}")
            self.int(r.min, f"{p}.min", 0, sx.SYMBOL_MAX)
            self.int(r.max, f"{p}.max", 0, sx.SYMBOL_MAX)
            self.int(r.multiple_of, f"{p}.multiple_of", 1, sx.SYMBOL_MAX)
            if r.min > r.max:
                raise self.bad(p, f"min = {r.min} > max = {r.max}: the range is empty")
            self.ranges[k] = r
        if names != sorted(names):
            raise self.bad("symbols", "must be sorted by name (the canonical form)")
        for i, con in enumerate(cfg.constraints):
            p = f"constraints[{i}]"
            if not isinstance(con, Constraint):
                raise self.bad(p, "must be a comparison such as \"4*grid_x >= n\"")
            for e in (con.left, con.right):
                self._declared(e, p)
                sx.interval(e, self.ranges, f"{self.where}: {p}")
        if self.ranges:
            unbound = sorted(set(self.ranges) - _bindable(cfg))
            if unbound:
                raise self.bad("symbols", f"{', '.join(unbound)}: the gate could not recover the value from a "
                               "launch (a symbol must appear, alone or in an affine term such as 4*n + 8, as a "
                               "scalar, a grid dimension, a buffer size or an output shape/stride/offset); use it "
                               "there or remove it")

    def _declared(self, e: SizeExpr, path: str) -> None:
        missing = sorted(e.symbols - set(self.ranges))
        if missing:
            raise self.bad(path, f"size expression {e.text!r} uses undeclared symbol(s) {', '.join(missing)}; "
                           f"declared: {', '.join(sorted(self.ranges)) or 'none'}")

    def bounds(self, v: Any, path: str) -> tuple[int, int]:
        """(least, greatest) value of a size over the family (an interval that holds every value)."""
        if isinstance(v, SizeExpr):
            self._declared(v, path)
            return sx.interval(v, self.ranges, f"{self.where}: {path}")
        return v, v

    def size(self, v: Any, path: str, lo: int, hi: int, why: str = "") -> None:
        """An integer in [lo, hi], or an expression over declared symbols whose every value lies there."""
        if not isinstance(v, SizeExpr):
            self.int(v, path, lo, hi, why)
            return
        if not v.symbols:
            raise self.bad(path, f"must be an integer, got {v.text!r} (a size expression must use a declared "
                           "symbol: write a constant as a JSON number)")
        a, b = self.bounds(v, path)
        if a < lo or b > hi:
            raise self.bad(path, f"{v.text!r} ranges over {a}..{b} on the family, outside {lo}..{hi}{why}; "
                           "narrow the symbols' ranges")

    def windows(self, k: str, b: Buffer) -> None:
        """Buffer k's access windows: each offset and size in range, sorted by offset, none overlapping the next,
        the last inside size_bytes -- on every member of a family. For expressions the gaps next.offset -
        (offset + size) and size_bytes - (offset + size) are bounded below over the symbols' ranges (exactly
        where affine, else by intervals): a refusal may be conservative, an acceptance never is."""
        p = f"buffers.{k}.windows"
        if not isinstance(b.windows, tuple) or not all(isinstance(w, Window) for w in b.windows):
            raise self.bad(p, "must be a tuple of Window(offset, size)")
        if not b.windows:
            return
        for j, w in enumerate(b.windows):
            self.size(w.offset, f"{p}[{j}].offset", 0, SIZE_MAX)
            self.size(w.size, f"{p}[{j}].size", 1, SIZE_MAX)
        ends = [(f"{p}[{j + 1}].offset", nxt.offset, f"window {j + 1} starts") for j, nxt in enumerate(b.windows[1:])]
        ends.append((f"{p}[{len(b.windows) - 1}]", b.size_bytes, "the buffer ends (size_bytes)"))
        for j, (w, (path, limit, what)) in enumerate(zip(b.windows, ends, strict=True)):
            gap = sx.Bin("-", _node(limit), sx.Bin("+", _node(w.offset), _node(w.size)))
            least = _least(gap, self.ranges, f"{self.where}: {path}")
            if least < 0:
                span = (f"[{w.offset}, {w.offset + w.size})" if isinstance(w.offset, int) and isinstance(w.size, int)
                        else f"[{w.offset}, {w.offset} + {w.size})")
                raise self.bad(path, f"window {j} {span} reaches {-least} byte(s) past "
                               f"where {what} ({limit})" + (" for some member of the family" if self.ranges else "")
                               + ": windows must be sorted by offset, not overlap, and lie inside the buffer")

    def name(self, v: Any, path: str) -> None:
        if not isinstance(v, str) or not NAME_RE.fullmatch(v) or v in (".", ".."):
            raise self.bad(path, f"{v!r} must match [A-Za-z0-9_.-]+ and not be '.' or '..' (it names a file)")

    def ident(self, v: Any, path: str) -> None:
        if not isinstance(v, str) or not PTX_IDENT_RE.fullmatch(v):
            raise self.bad(path, f"{v!r} is not a PTX identifier ([A-Za-z_$%][A-Za-z0-9_$]*)")

    def struct(self, p: ParamDecl, path: str) -> tuple[StructField, ...]:
        """A struct parameter's align, size and fields: in range, each field naturally aligned inside the
        struct, no two overlapping. Returns the fields."""
        self.int(p.align, f"{path}.align", 1, ALIGN_MAX)
        if p.align & (p.align - 1):
            raise self.bad(f"{path}.align", f"{p.align} is not a power of two")
        self.int(p.size, f"{path}.size", 1, PARAM_BYTES_MAX, " (the kernel parameter space)")
        if not p.fields:
            raise self.bad(f"{path}.fields", "a struct parameter needs at least one field (the bytes it reads)")
        spans: list[tuple[int, int, str]] = []
        for j, f in enumerate(p.fields):
            fp = f"{path}.fields[{j}]"
            self.ident(f.name, f"{fp}.name")
            if not isinstance(f.type, ParamType) or f.type is ParamType.STRUCT:
                raise self.bad(f"{fp}.type", f"must be one of {', '.join(t.value for t in ParamType if t is not ParamType.STRUCT)}")
            w = f.type.width_bytes
            self.int(f.offset, f"{fp}.offset", 0, p.size - w, f" (a {w}-byte field inside {p.size} bytes)")
            if f.offset % w:
                raise self.bad(f"{fp}.offset", f"{f.offset} is not a multiple of the field's width {w}")
            if w > p.align:
                raise self.bad(f"{fp}.type", f"a {w}-byte field needs the struct aligned to {w}, it is {p.align}")
            for o, e, other in spans:
                if f.offset < e and o < f.offset + w:
                    raise self.bad(f"{fp}.offset", f"bytes [{f.offset}, {f.offset + w}) overlap field {other}")
            spans.append((f.offset, f.offset + w, f.name))
        return p.fields


def _unify(t: Any, o: Any, seen: dict[str, int]) -> bool:
    """Does concrete JSON `o` have the shape of template `t`? Records each expression's concrete value."""
    if isinstance(t, SizeExpr):
        if type(o) is not int or seen.setdefault(t.text, o) != o:
            return False
        return True
    if isinstance(t, dict):
        return isinstance(o, dict) and t.keys() == o.keys() and all(_unify(t[k], o[k], seen) for k in t)
    if isinstance(t, list):
        return isinstance(o, list) and len(t) == len(o) and all(_unify(a, b, seen) for a, b in zip(t, o, strict=True))
    return t == o and type(t) is type(o)


class _FamilyReader:
    """from_json's family part: "symbols", the range sugar of grid dimensions and scalars, size strings."""

    def __init__(self, top: dict[str, Any]) -> None:
        self.top = top
        self.ranges: dict[str, Range] = {}
        for k, r in _obj(top.get("symbols", {}), "symbols", "symbols").items():
            self.ranges[k] = self._range(r, f"symbols.{k}")
        grid = _dim3(top["grid"], "grid")
        sugar: list[tuple[str, str, Any]] = [(f"grid_{'xyz'[j]}", f"grid[{j}]", v) for j, v in enumerate(grid)]
        scal = _obj(top.get("scalars", {}), "scalars", "scalars")
        sugar += [(k, f"scalars.{k}", v) for k, v in scal.items()]
        for name, path, v in sugar:
            if isinstance(v, dict):
                if name in self.ranges:
                    raise _jerr(path, f"a range here declares symbol {name!r}, which \"symbols\" declares too: "
                                f"write \"{name}\" here instead")
                self.ranges[name] = self._range(v, path)
        self.grid = tuple(SizeExpr(sx.Var(name), name) if isinstance(v, dict) else self.size(v, path)
                          for name, path, v in sugar[:3])
        self.scalars = tuple(sorted((name, SizeExpr(sx.Var(name), name) if isinstance(v, dict)
                                     else self.size(v, path)) for name, path, v in sugar[3:]))

    def _range(self, r: Any, path: str) -> Range:
        r = _obj(r, "symbols.*", path)
        return Range(r["min"], r["max"], r.get("multiple_of", 1))

    def size(self, v: Any, path: str) -> Any:
        """A string is a size expression when the configuration declares symbols (else validate() refuses it)."""
        if isinstance(v, str) and self.ranges:
            return sx.parse(v, f"launch configuration: {path}", self.ranges)
        return v

    def constraints(self) -> tuple[Constraint, ...]:
        cs = _arr(self.top.get("constraints", []), "constraints")
        if cs and not self.ranges:
            raise _jerr("constraints", "a concrete configuration (no symbols) takes no constraints")
        return tuple(sx.parse_constraint(c, f"launch configuration: constraints[{i}]", self.ranges)
                     for i, c in enumerate(cs))


def _param_json(p: ParamDecl) -> dict[str, Any]:
    """A parameter's JSON form; struct keys appear only for structs (other parameters keep their form)."""
    out: dict[str, Any] = {"name": p.name, "type": p.type.value, **({"role": p.role.value} if p.role else {})}
    if p.type is ParamType.STRUCT:
        out |= {"align": p.align, "size": p.size, "fields": [
            {"name": f.name, "type": f.type.value, "offset": f.offset, **({"role": f.role.value} if f.role else {})}
            for f in p.fields]}
    return out


def _struct_from_json(p: dict[str, Any], t: ParamType, sp: str) -> ParamDecl:
    """A struct parameter from its JSON object (already key-checked by _obj); types checked, not coerced."""
    if t is not ParamType.STRUCT:
        raise _jerr(sp, "align, size and fields are for struct (type struct) parameters only")
    for k in ("align", "size", "fields"):
        if k not in p:
            raise _jerr(f"{sp}.{k}", "required for struct parameters")
    if "role" in p:
        raise _jerr(f"{sp}.role", "only pointer (type ptr) parameters and fields take a role")
    fields = []
    for j, f in enumerate(_arr(p["fields"], f"{sp}.fields")):
        fp = f"{sp}.fields[{j}]"
        f = _obj(f, "params[].fields[]", fp)
        ft = _enum(ParamType, f["type"], f"{fp}.type")
        if (ft is ParamType.PTR) != ("role" in f):
            raise _jerr(f"{fp}.role", f"required for pointer fields and only for them: one of {_names(Role)}")
        fields.append(StructField(_str(f["name"], f"{fp}.name"), ft, f["offset"],
                                  _enum(Role, f["role"], f"{fp}.role") if "role" in f else None))
    return ParamDecl(_str(p["name"], f"{sp}.name"), t, None, p["align"], p["size"], tuple(fields))


def _jerr(path: str, msg: str) -> ConfigError:
    return ConfigError(f"launch configuration: {path or '(top level)'}: {msg}; see verifier/CONFIG.md")


def _jtype(v: Any) -> str:
    return {dict: "an object", list: "a list", str: "a string", bool: "a boolean", int: "an integer",
            float: "a number", type(None): "null"}.get(type(v), type(v).__name__)


def _obj(v: Any, schema_path: str, path: str) -> dict[str, Any]:
    """v as a JSON object whose keys are exactly the schema's (every required one present)."""
    if not isinstance(v, dict):
        raise _jerr(path, f"must be a JSON object, got {_jtype(v)}")
    kids = _children(schema_path)
    if "*" not in kids:
        for k in v:
            if k not in kids:
                raise _jerr(f"{path}.{k}" if path else k, f"unknown key; known: {', '.join(kids)}")
        for k, key in kids.items():
            if key.required == "yes" and k not in v:
                raise _jerr(f"{path}.{k}" if path else k, "required key missing")
    return v


def _arr(v: Any, path: str) -> list[Any]:
    if not isinstance(v, list):
        raise _jerr(path, f"must be a JSON list, got {_jtype(v)}")
    return v


def _str(v: Any, path: str) -> str:
    if not isinstance(v, str):
        raise _jerr(path, f"must be a string, got {_jtype(v)}")
    return v


def _enum(enum: type[StrEnum], v: Any, path: str) -> Any:
    if not isinstance(v, str) or v not in {e.value for e in enum}:
        raise _jerr(path, f"{v!r} is not one of {_names(enum)}")
    return enum(v)


def _dim3(v: Any, path: str) -> tuple[int, int, int]:
    """1 to 3 entries; missing y, z are 1. The entries are checked (integers, no coercion) by validate()."""
    v = _arr(v, path)
    if not 1 <= len(v) <= 3:
        raise _jerr(path, f"must have 1 to 3 entries, got {len(v)}")
    v = v + [1] * (3 - len(v))
    return v[0], v[1], v[2]


# ---- the key table: from_json's known/required keys, verifier/CONFIG.md and the JSON Schema ---------
@dataclass(frozen=True)
class Key:
    """One key of the JSON form. path: dotted; `*` is any map key, `[]` a list's items."""

    path: str
    jtype: str  # JSON Schema type
    required: str  # "yes", "no", or the condition under which it is required
    range: str
    default: str
    meaning: str


KEYS: tuple[Key, ...] = (
    Key("kernel", "string", "no", "`[A-Za-z0-9_.-]+`, not `.`/`..`", "`entry`",
        "registry name; the artifact directory `OUT/<kernel>/`"),
    Key("entry", "string", "yes", "PTX identifier", "-", "the PTX `.entry` name (`--entry` overrides it)"),
    Key("label", "string", "no", "`[A-Za-z0-9_.-]+` (not `.`/`..`) or empty", "`\"\"`: the first 16 hex "
        "digits of the configuration key", "artifact file name `OUT/<kernel>/<label>.json`"),
    Key("params", "array", "yes", "one entry per PTX parameter, in PTX order", "-", "the kernel's ABI"),
    Key("params[].name", "string", "yes", "PTX identifier, unique", "-", "parameter name"),
    Key("params[].type", "string", "yes", ", ".join(t.value for t in ParamType), "-",
        "PTX type; `ptr` is a 64-bit global address (`.u64` in PTX)"),
    Key("params[].role", "string", "pointers only", ", ".join(r.value for r in Role), "-",
        "how the kernel uses the buffer (`in` buffers must not be stored to)"),
    Key("params[].align", "integer", "structs only", f"a power of two 1..{ALIGN_MAX}", "-",
        "the struct's `.align` in the PTX declaration (obligation 7 compares them)"),
    Key("params[].size", "integer", "structs only", f"1..{PARAM_BYTES_MAX}", "-",
        "the struct's byte count K of `.b8 name[K]` (obligation 7 compares them)"),
    Key("params[].fields", "array", "structs only", "at least one; fields naturally aligned, not overlapping", "-",
        "the struct's scalar and pointer fields; every `ld.param` of the struct must read exactly one"),
    Key("params[].fields[].name", "string", "yes", "PTX identifier, unique among parameters and fields", "-",
        "names the field's buffer (`buffers`) or value (`scalars`) like a parameter's"),
    Key("params[].fields[].type", "string", "yes", "any `params[].type` but struct", "-", "the field's type"),
    Key("params[].fields[].offset", "integer", "yes", "0..size - width, a multiple of the width", "-",
        "byte offset of the field inside the struct"),
    Key("params[].fields[].role", "string", "pointer fields only", ", ".join(r.value for r in Role), "-",
        "as `params[].role`"),
    Key("symbols", "object", "no", "one key per family symbol (`[A-Za-z_][A-Za-z0-9_]*`, not `cdiv`), sorted",
        "`{}`: a concrete launch", "declares the symbols sizes are written in: the artifact covers every value"),
    Key("symbols.*.min", "integer", "yes", "0..2^48, <= max", "-", "least value of the symbol"),
    Key("symbols.*.max", "integer", "yes", "0..2^48, >= min", "-", "greatest value of the symbol"),
    Key("symbols.*.multiple_of", "integer", "no", "1..2^48", "1", "the symbol's values are multiples of it"),
    Key("constraints", "array", "no", "strings `E op E`, op one of `<= < >= > ==`, E a size expression",
        "`[]`", "linear comparisons that restrict the family, e.g. `4*grid_x >= n` (families only)"),
    Key("grid", "array", "yes", f"1-3 entries: x 1..{GRID_X_MAX}, y and z 1..{GRID_YZ_MAX}; each an integer, a "
        "range object (declares symbol `grid_x`/`grid_y`/`grid_z`) or a size expression", "missing y, z: 1",
        "CTAs per dimension"),
    Key("block", "array", "yes", f"1-3 integers: x, y 1..{BLOCK_XY_MAX}, z 1..{BLOCK_Z_MAX}, x*y*z <= "
        f"{THREADS_MAX}; always concrete", "missing y, z: 1", "threads per CTA"),
    Key("dynamic_shared_bytes", "integer", "no", f"0..{SHARED_OPTIN_MAX} (227 KiB, the sm_90 opt-in maximum); "
        "always concrete", "0",
        "size of the `.extern .shared` window"),
    Key("scalars", "object", "if the kernel has non-pointer parameters", "one key per non-pointer, non-power "
        "parameter, no other", "`{}`", "the scalar arguments (concrete in the proof)"),
    Key("scalars.*", "number or string or object", "yes, for each such parameter", "an integer in the parameter "
        "type's range (u8 0..255, u16 0..65535, u32 0..2^32-1, s32 -2^31..2^31-1, u64 0..2^64-1, s64 -2^63..2^63-1), "
        "a range object (declares a symbol named after the parameter) or a size expression, every value in that "
        "range; f32: a finite number, integer or not (never symbolic)", "-", "value of that parameter"),
    Key("buffers", "object", "if the kernel has pointer parameters", "one key per pointer parameter, no other",
        "`{}`", "what each pointer points at"),
    Key("buffers.*.size_bytes", "integer or string", "yes", f"1..2^{SIZE_MAX.bit_length() - 1}, or a size expression "
        "in that range", "-", "buffer size in bytes"),
    Key("buffers.*.align", "integer", "no", f"a power of two 1..{ALIGN_MAX}", "256 (what cuMemAlloc guarantees)",
        "alignment of the buffer's base address"),
    Key("buffers.*.windows", "array", "no", "at least one window; sorted by offset, not overlapping (adjacent is "
        "fine), each inside `size_bytes`, on every member of a family", "absent: the whole buffer",
        "the byte ranges the kernel may access: every load, store and atomic of the buffer must lie entirely "
        "inside one of them (obligation 3; an access straddling two fails)"),
    Key("buffers.*.windows[].offset", "integer or string", "yes", f"0..2^{SIZE_MAX.bit_length() - 1}, or a size "
        "expression in that range", "-", "byte offset of the window in the buffer"),
    Key("buffers.*.windows[].size", "integer or string", "yes", f"1..2^{SIZE_MAX.bit_length() - 1}, or a size "
        "expression in that range", "-", "bytes of the window"),
    Key("outputs", "array", "no", "-", "`[]`", "regions the launch must write completely (obligation 7)"),
    Key("outputs[].buffer", "string", "yes", "a pointer parameter", "-", "the buffer holding the region"),
    Key("outputs[].offset", "integer or string", "no", "0..2^48 (or a size expression)", "0",
        "byte offset of element (0, ..., 0)"),
    Key("outputs[].elem_bytes", "integer", "yes", ", ".join(map(str, ELEM_BYTES)), "-", "bytes per element"),
    Key("outputs[].shape", "array", "yes", "integers 0..2^48 or size expressions", "-", "elements per dimension"),
    Key("outputs[].strides", "array", "yes", "integers 0..2^48 (bytes) or size expressions, as many as `shape`", "-",
        "element i lives at offset + sum(i_k * strides[k])"),
    Key("assumptions", "array", "no", "-", "`[]`", "facts the proof assumes; every one is copied into the artifact"),
    Key("assumptions[].name", "string", "yes", "non-empty", "-", "name shown in the artifact"),
    Key("assumptions[].kind", "string", "yes", ", ".join(k.value for k in AssumptionKind), "-",
        "`load_range`: every value loaded from `buffer` lies in [lo, hi]; `load_injective`: loads from distinct "
        "offsets of `buffer` differ (e.g. a block table); `buffers_disjoint`: always assumed"),
    Key("assumptions[].reason", "string", "no", "-", "`\"\"`", "why the assumption holds (who guarantees it); `load_range` and `load_injective` are *data* "
        "assumptions: the launch gate launches the configuration only when the caller names each of them "
        "(`LaunchGate.launch(..., keeps=(name, ...))`, after a host-side check: `backend/cuda/keeps.py`), so "
        "`name` is part of the launch API"),
    Key("assumptions[].buffer", "string", "load_range, load_injective", "a pointer parameter of role `in`; one "
        "load_range per buffer; with both on one buffer, no more elements of the dtype than [lo, hi] has values; "
        "load_injective alone: no more elements than the dtype has values (2^bits)",
        "-", "the buffer the assumption is about"),
    Key("assumptions[].dtype", "string", "load_range, load_injective", "load_range: " + ", ".join(INT_DTYPES)
        + ", the width the kernel loads; load_injective: any of " + ", ".join(DTYPES) + " (loads of another "
        "width get no injectivity)", "-", "type of the loaded values"),
    Key("assumptions[].lo", "integer or string", "load_range (only)", "within `dtype`, <= hi (or a size "
        "expression)", "-", "least value loaded"),
    Key("assumptions[].hi", "integer or string", "load_range (only)", "within `dtype`, >= lo (or a size "
        "expression)", "-", "greatest value loaded"),
    Key("power", "object", "no", "object or null", "null",
        "the power-state parameter: symbolic in the proof, obligation 6 covers its active value"),
    Key("power.param", "string", "yes", "an integer parameter", "-", "which parameter carries the power state"),
    Key("power.active", "integer", "no", "within the parameter's type", "1", "the value that means active"),
    Key("limits", "object", "no", "-", "all defaults", "resource limits checked against ptxas (obligation 5)"),
    Key("limits.max_registers", "integer", "no", "1..255", "255", "registers per thread"),
    Key("limits.max_shared_bytes", "integer", "no", "0..2^32-1 (obligation 5 also checks the 227 KiB per CTA)",
        "49152",
        "shared memory bytes per CTA, static (ptxas) + dynamic_shared_bytes"),
    Key("limits.max_stack_bytes", "integer", "no", "0..2^32-1", "0", "stack frame bytes per thread"),
    Key("limits.max_local_bytes", "integer", "no", "0..2^32-1", "0", "local memory bytes per thread"),
    Key("overlap", "object", "no", "object or null", "absent: stream-ordered", "the launch is a programmatic "
        "dependent of the previous grid (it may start before that grid ends)"),
    Key("overlap.stable", "array", "no", "distinct pointer parameters with role `in`", "`[]`",
        "buffers no concurrent grid writes: the only ones a thread may load before `griddepcontrol.wait`"),
)


def _children(prefix: str) -> dict[str, Key]:
    """The keys directly under `prefix` ("" is the top level, "params[]" a list's items)."""
    out = {}
    for k in KEYS:
        if prefix and not k.path.startswith(prefix + "."):
            continue
        rest = k.path[len(prefix) + 1:] if prefix else k.path
        head = rest.split(".")[0]
        if head.endswith("[]"):
            continue
        if rest == head:
            out[head] = k
        elif head == "*" and "*" not in out:  # a map of objects: buffers.*.size_bytes
            out["*"] = Key(f"{prefix}.*", "object", "", "", "", "")
    return out


def config_md_table() -> str:
    """The key table of verifier/CONFIG.md (a test keeps the file equal to this)."""
    rows = ["| key | required | type | range | default | meaning |", "|---|---|---|---|---|---|"]
    rows += [f"| `{k.path}` | {k.required} | {k.jtype} | {k.range} | {k.default} | {k.meaning} |" for k in KEYS]
    return "\n".join(rows) + "\n"


_ITEM_TYPES: dict[str, Any] = {"overlap.stable": "string", "constraints": "string",
                               "grid": ["integer", "string", "object"], "outputs[].shape": ["integer", "string"],
                               "outputs[].strides": ["integer", "string"]}


def _schema_node(prefix: str) -> dict[str, Any]:
    kids = _children(prefix)
    if "*" in kids:
        return {"type": "object", "additionalProperties": _schema_node(f"{prefix}.*")}
    props: dict[str, Any] = {}
    for name, k in kids.items():
        items = _children(f"{k.path}[]")
        if k.jtype == "object" and (_children(k.path) or k.path == "scalars"):
            node = _schema_node(k.path) if k.path != "scalars" else {
                "type": "object", "additionalProperties": {"type": ["number", "string", "object"]}}
            props[name] = {**node, "type": ["object", "null"]} if k.default == "null" or "null" in k.range else node
        elif k.jtype == "array":
            props[name] = {"type": "array", "items": _schema_node(f"{k.path}[]") if items else
                           {"type": _ITEM_TYPES.get(k.path, "integer")}}
        else:
            props[name] = {"type": k.jtype if " or " not in k.jtype else k.jtype.split(" or ")}
        props[name]["description"] = f"{k.meaning}. Range: {k.range}. Default: {k.default}."
    return {"type": "object", "properties": props, "additionalProperties": False,
            "required": [n for n, k in kids.items() if k.required == "yes"]}


LAUNCH_CONFIG_SCHEMA: dict[str, Any] = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "title": "fltc launch configuration (ranges and cross-references: LaunchConfig.validate)",
    **_schema_node(""),
}
