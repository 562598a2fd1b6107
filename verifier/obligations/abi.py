"""Obligation 7: the descriptor's parameters match the PTX .param list exactly.

Why structural: order, count, width, kind (pointer = .u64/.b64), signedness where PTX
states it (.sN), and alignment (.align must equal the natural width; array/struct params
are not part of the descriptor ABI and fail).
"""

from __future__ import annotations

from verifier.config import LaunchConfig, ParamType
from verifier.obligations.common import ObligationResult, ProofContext
from verifier.ptx_parse import Entry

ID = 7
METHOD = ("structural comparison of LaunchConfig.params with the PTX .param list: count, order, width, "
          "pointer = 64-bit integer, signedness where PTX declares it, natural alignment, no arrays")

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


def build(pc: ProofContext) -> ObligationResult:
    bad = abi_mismatches(pc.entry, pc.cfg)
    ptx_sig = ", ".join(f".{p.type}{'[' + str(p.array_len) + ']' if p.array_len else ''}" for p in pc.entry.params)
    cfg_sig = ", ".join(f"{d.name}:{d.type.value}" for d in pc.cfg.params)
    detail = f"PTX ({ptx_sig}) vs descriptor ({cfg_sig})"
    if bad:
        return ObligationResult(ID, "failed", METHOD, detail, witness={"reason": "; ".join(bad)})
    return ObligationResult(ID, "proved", METHOD, detail)
