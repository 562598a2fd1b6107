"""Obligation 7: the descriptor's parameters match the PTX .param list exactly.

Why structural: order, count, width, kind (pointer = .u64/.b64), signedness where PTX
states it (.sN), and alignment (.align must equal the natural width). A by-value struct
(`.param .align N .b8 name[K]`) must be declared a struct of the same alignment N and size K,
and every `ld.param` of it must read exactly one declared field (offset and width): the fields
are what the proof gives values and buffers to. An array/struct PTX param declared otherwise fails.
"""

from __future__ import annotations

from verifier.config import LaunchConfig, ParamType
from verifier.obligations.common import ObligationResult, ProofContext
from verifier.ptx_parse import Addr, Entry, Instr, Sym, Vec, type_bytes

ID = 7
METHOD = ("structural comparison of LaunchConfig.params with the PTX .param list: count, order, width, "
          "pointer = 64-bit integer, signedness where PTX declares it, natural alignment; a by-value struct: "
          "same .align and size, every ld.param of it reads exactly one declared field")

_OK = {
    ParamType.U8: {"u8", "b8", "s8"}, ParamType.U16: {"u16", "b16"}, ParamType.U32: {"u32", "b32"},
    ParamType.S32: {"s32", "u32", "b32"}, ParamType.U64: {"u64", "b64"}, ParamType.S64: {"s64", "u64", "b64"},
    ParamType.F32: {"f32", "b32"}, ParamType.PTR: {"u64", "b64"},
}


def abi_mismatches(entry: Entry, cfg: LaunchConfig) -> list[str]:
    bad = []
    ptx = entry.params
    if len(ptx) != len(cfg.params):
        bad.append(f"PTX declares {len(ptx)} params, configuration {len(cfg.params)}")
    for i, (p, d) in enumerate(zip(ptx, cfg.params, strict=False)):
        where = f"param {i} ({d.name} / PTX {p.name}, line {p.line})"
        if d.type is ParamType.STRUCT:
            bad += _struct_mismatches(entry, p, d, where)
            continue
        if p.array_len is not None:
            bad.append(f"{where}: PTX declares an array/struct .b8[{p.array_len}], descriptor {d.type.value}")
            continue
        if p.type not in _OK[d.type]:
            if p.type[1:] != str(d.type.width_bytes * 8):
                bad.append(f"{where}: width differs (PTX .{p.type}, descriptor {d.type.value})")
            else:
                bad.append(f"{where}: type/signedness differs (PTX .{p.type}, descriptor {d.type.value})")
        if p.type.startswith("s") and not d.type.signed:
            bad.append(f"{where}: PTX .{p.type} is signed, descriptor {d.type.value} is not")
        if p.align is not None and p.align != d.type.width_bytes:
            bad.append(f"{where}: .align {p.align} differs from the natural alignment {d.type.width_bytes}")
    return bad


def _struct_mismatches(entry: Entry, p, d, where: str) -> list[str]:
    """A struct descriptor against its PTX declaration and against every ld.param of it in the body."""
    if p.array_len is None:
        return [f"{where}: descriptor is a struct of {d.size} bytes, PTX declares a scalar .{p.type}"]
    bad = []
    align = p.align if p.align is not None else type_bytes(p.type)
    if p.size_bytes != d.size:
        bad.append(f"{where}: struct size differs (PTX .b8[{p.size_bytes}], descriptor {d.size} bytes)")
    if align != d.align:
        bad.append(f"{where}: struct alignment differs (PTX .align {align}, descriptor {d.align})")
    fields = {(f.offset, f.type.width_bytes) for f in d.fields}
    for ins in entry.body:
        if not (isinstance(ins, Instr) and ins.opcode == "ld" and "param" in ins.mods and len(ins.operands) > 1):
            continue
        a = ins.operands[1]
        if not (isinstance(a, Addr) and isinstance(a.base, Sym) and a.base.name == p.name):
            continue
        n = len(ins.operands[0].items) if isinstance(ins.operands[0], Vec) else 1
        w = type_bytes([m for m in ins.mods if m not in ("param", "v2", "v4")][-1])
        for k in range(n):
            off = a.offset + k * w
            if (off, w) not in fields:
                bad.append(f"{where}: PTX line {ins.line} `{ins.text}` reads {w} bytes at offset {off}, "
                           f"which is no declared field (fields: "
                           f"{', '.join(f'{f.name}@{f.offset}:{f.type.value}' for f in d.fields)}; "
                           f"size {p.size_bytes})")
    return bad


def build(pc: ProofContext) -> ObligationResult:
    bad = abi_mismatches(pc.entry, pc.cfg)
    ptx_sig = ", ".join(f".{p.type}{'[' + str(p.array_len) + ']' if p.array_len else ''}" for p in pc.entry.params)
    cfg_sig = ", ".join(f"{d.name}:{d.type.value}" for d in pc.cfg.params)
    detail = f"PTX ({ptx_sig}) vs descriptor ({cfg_sig})"
    if bad:
        return ObligationResult(ID, "failed", METHOD, detail, witness={"reason": "; ".join(bad)})
    return ObligationResult(ID, "proved", METHOD, detail)
