"""Regression tests for the six verifier holes of the second adversarial round.

Each hole: the planted mutant of tests/verifier/adversarial_cases.py is rejected (with a witness, or
explicitly unsupported where the case allows it), and a correct variant of the same kernel, built with
the same construct, still proves (so the fix rejects the bug, not the construct).
"""

from __future__ import annotations

import random
from typing import Any

import pytest
import z3

from fltc.errors import UnsupportedPTX
from tests.fixtures import kernels as K
from tests.verifier.adversarial_base import bases, mut
from tests.verifier.adversarial_cases import _cases
from verifier import prove
from verifier.config import LaunchConfig
from verifier.ptx_parse import Imm, Instr, Reg, parse
from verifier.semantics import Semantics

_CASES = {c.id.split("/")[-1]: c for c in _cases()}


def _ob(art, oid: int) -> dict[str, Any]:
    return {o["id"]: o for o in art.doc["obligations"]}[oid]


def _lines(w: Any) -> list[int]:
    if isinstance(w, dict):
        return [v for k, v in w.items() if k in ("ptx_line", "line") and isinstance(v, int)] + [
            x for k, v in w.items() if k not in ("ptx_line", "line") for x in _lines(v)]
    if isinstance(w, list):
        return [x for v in w for x in _lines(v)]
    return []


def _fails_with_witness(ptx: str, cfg: LaunchConfig, oid: int) -> dict[str, Any]:
    art = prove(ptx, cfg)
    o = _ob(art, oid)
    assert o["status"] == "failed", (o["status"], o["detail"][:300], art.statuses())
    w = o["witness"]
    assert w and w.get("reason"), w
    assert w.get("launch", {}).get("grid") == list(cfg.grid), w
    assert any(k.startswith("thread") and isinstance(v, dict) and "thread" in v for k, v in w.items()), w
    assert any(ln > 0 for ln in _lines(w)), w
    return w


def _proves(ptx: str, cfg: LaunchConfig) -> None:
    art = prove(ptx, cfg)
    assert art.ok, art.statuses()


def _case(name: str):
    c = _CASES[name]
    return c.ptx, c.cfg


# ---------------------------------------------------------------------------------------- hole 1: bfe / bfi
class _Bits(Semantics):
    """Just enough of the executor to run op_bfe / op_bfi on immediate operands."""

    def __init__(self) -> None:
        self.ctx = z3.Context()
        self.out: int | None = None

    def bv(self, v: int, bits: int) -> z3.BitVecRef:
        return z3.BitVecVal(v % (1 << bits), bits, self.ctx)

    def read(self, st, op, bits, signed, ins):  # noqa: ANN001, ANN201 - the Semantics signature
        return self.bv(op.value, bits)

    def write(self, st, op, val, pred, prov, ins, signed=False):  # noqa: ANN001, ANN201
        self.out = z3.simplify(val).as_long()


def _ref_bfe(a: int, pos: int, ln: int, bits: int, signed: bool) -> int:
    """The PTX ISA pseudo-code of bfe, literally."""
    msb, pos, ln = bits - 1, pos & 0xFF, ln & 0xFF
    sbit = 0 if (not signed or ln == 0) else (a >> min(pos + ln - 1, msb)) & 1
    return sum((((a >> (pos + i)) & 1) if (i < ln and pos + i <= msb) else sbit) << i for i in range(bits))


def _ref_bfi(a: int, b: int, pos: int, ln: int, bits: int) -> int:
    """The PTX ISA pseudo-code of bfi, literally."""
    msb, pos, ln = bits - 1, pos & 0xFF, ln & 0xFF
    f, i = b, 0
    while i < ln and pos + i <= msb:
        f = (f & ~(1 << (pos + i))) | (((a >> i) & 1) << (pos + i))
        i += 1
    return f


@pytest.mark.parametrize("typ", ["u32", "s32", "u64", "s64"])
def test_bfe_matches_isa(typ: str) -> None:
    sem, rng, bits = _Bits(), random.Random(typ), int(typ[1:])
    edge = [0, 1, 7, 8, bits - 1, bits, bits + 1, 2 * bits, 255, 256, 257, 0x1FF, 0xFFFFFFFF]
    for k in range(600):
        a = rng.getrandbits(bits) if k % 3 else (1 << (bits - 1)) | rng.getrandbits(4)
        pos, ln = rng.choice(edge + [rng.getrandbits(9)]), rng.choice(edge + [rng.getrandbits(9)])
        sem.op_bfe(None, Instr(1, "bfe", (typ,), (Reg("%d"), Imm(a), Imm(pos), Imm(ln))), None)
        assert sem.out == _ref_bfe(a, pos, ln, bits, typ[0] == "s"), (typ, hex(a), pos, ln, hex(sem.out))


@pytest.mark.parametrize("typ", ["b32", "b64"])
def test_bfi_matches_isa(typ: str) -> None:
    sem, rng, bits = _Bits(), random.Random(typ), int(typ[1:])
    edge = [0, 1, 8, bits - 1, bits, bits + 1, 255, 256, 0x1FF]
    for _ in range(600):
        a, b = rng.getrandbits(bits), rng.getrandbits(bits)
        pos, ln = rng.choice(edge + [rng.getrandbits(9)]), rng.choice(edge + [rng.getrandbits(9)])
        sem.op_bfi(None, Instr(1, "bfi", (typ,), (Reg("%d"), Imm(a), Imm(b), Imm(pos), Imm(ln))), None)
        assert sem.out == _ref_bfi(a, b, pos, ln, bits), (typ, pos, ln)


def test_bfe_16_bit_type_is_unsupported() -> None:
    with pytest.raises(UnsupportedPTX, match="32- and 64-bit"):
        _Bits().op_bfe(None, Instr(1, "bfe", ("u16",), (Reg("%d"), Imm(1), Imm(0), Imm(4))), None)


def test_bfe_past_msb_mutant_fails_and_unsigned_variant_proves() -> None:
    ptx, cfg = _case("bits_bfe_s32_past_msb")
    w = _fails_with_witness(ptx, cfg, 3)
    assert "out of bounds" in w["reason"]
    # bfe.u32 of the same field: zero fill, the field & 240 is 0, the index is unchanged: proves
    _proves(mut(ptx, r"bfe\.s32", "bfe.u32"), cfg)


# ---------------------------------------------------------------------------------------- hole 2: ld.param
def test_param_wider_than_decl_fails() -> None:
    ptx, cfg = _case("copy_param_wider_than_decl")
    w = _fails_with_witness(ptx, cfg, 3)
    assert "out of bounds" in w["reason"]


def test_param_wide_load_is_byte_exact() -> None:
    """The low 4 bytes of an 8-byte load at n are n itself (little-endian): the guard is exact again."""
    ptx, cfg = _case("copy_param_wider_than_decl")
    fixed = mut(ptx, r"cvt\.u64\.u32 \t%qi, %r1;\n\tsetp\.ge\.u64 \t%p2, %qi, %qn;",
                "cvt.u32.u64 \t%r2, %qn;\n\tsetp.ge.u32 \t%p2, %r1, %r2;")
    _proves(fixed, cfg)


@pytest.mark.parametrize(("load", "why"), [
    ("ld.param.u64 \t%qn, [copy_u32_param_2+4];", "not aligned"),
    ("ld.param.u32 \t%r2, [copy_u32_param_3+4];\n\tcvt.u64.u32 \t%qn, %r2;", "past the parameter list")])
def test_param_load_outside_layout_is_unsupported(load: str, why: str) -> None:
    ptx, cfg = _case("copy_param_wider_than_decl")
    art = prove(mut(ptx, r"ld\.param\.u64 \t%qn, \[copy_u32_param_2\];", load), cfg)
    o = _ob(art, 3)
    assert o["status"] == "unsupported" and why in o["detail"], o


# ---------------------------------------------------------------------------------------- hole 3: generic/shared
def test_generic_through_raw_shared_window_is_unsupported() -> None:
    ptx, cfg = _case("rms_generic_shared_no_cvta")
    art = prove(ptx, cfg)
    o = _ob(art, 3)
    assert o["status"] == "unsupported" and "without cvta.shared" in o["detail"], o


def test_generic_through_cvta_shared_proves() -> None:
    ptx, cfg = _case("rms_generic_shared_no_cvta")
    _proves(mut(ptx, r"(mov\.u64 \t%qa1, _ZZ11rmsnorm_f16E7partial;)", r"\1\n\tcvta.shared.u64 \t%qa1, %qa1;"),
            cfg)


def test_cvta_shared_address_used_as_shared_window_is_unknown_provenance() -> None:
    ptx, cfg = _case("rms_generic_shared_no_cvta")
    bad = mut(ptx, r"(mov\.u64 \t%qa1, _ZZ11rmsnorm_f16E7partial;)", r"\1\n\tcvta.shared.u64 \t%qa1, %qa1;")
    bad = mut(bad, r"\tld\.f32 \t%f42, \[%qa3\];", "\tld.shared.f32 \t%f42, [%qa3];")
    o = _ob(prove(bad, cfg), 3)
    assert o["status"] == "unsupported" and "unknown provenance" in o["detail"], o


# ---------------------------------------------------------------------------------------- hole 4: .nc of written data
def test_nc_read_of_output_fails() -> None:
    ptx, cfg = _case("vec_add_nc_read_of_output")
    w = _fails_with_witness(ptx, cfg, 2)
    assert w["query"] == "nc_readonly" and w["access"]["buffer"] == "c" and w["access"]["address"], w


def test_coherent_read_of_output_proves() -> None:
    ptx, cfg = _case("vec_add_nc_read_of_output")
    _proves(mut(ptx, r"ld\.global\.nc\.f32 \t%f1, \[%rd10\];", "ld.global.f32 \t%f1, [%rd10];"), cfg)


def test_nc_read_of_a_buffer_stored_to_fails_whatever_its_role() -> None:
    """Role `in` but written by a store in the trace: the .nc load is a failure too (with the writer)."""
    va = bases()["vec_add"]
    ptx = mut(va.ptx, r"(st\.global\.f32 \t\[%rd10\], %f3;)", r"\1\n\tst.global.f32 \t[%rd8], %f3;")
    w = _fails_with_witness(ptx, va.cfg, 2)
    assert w["query"] == "nc_readonly" or "conflict" in w["reason"], w
    if w["query"] == "nc_readonly":
        assert w["access_write"]["buffer"] == "b", w


# ---------------------------------------------------------------------------------------- hole 5: label scopes
def test_scoped_duplicate_labels_mutant_fails() -> None:
    ptx, cfg = _case("vec_add_scoped_duplicate_labels")
    w = _fails_with_witness(ptx, cfg, 3)
    assert w["access"]["offset"] == 4096, w


def test_scoped_labels_resolve_to_the_innermost_scope() -> None:
    """Scope 1's branch skips a bad store inside scope 1; were it resolved to scope 2's `$Lx`, it would
    skip the real store too (coverage fails)."""
    va = bases()["vec_add"]
    ptx = mut(va.ptx, r"(\tst\.global\.f32 \t\[%rd10\], %f3;)",
              "\t{\n\t.reg .pred \t%t;\n\tsetp.eq.u32 \t%t, %r6, %r6;\n\t@%t bra \t$Lx;\n"
              "\tst.global.f32 \t[%rd10+4096], %f3;\n\t$Lx:\n\t}\n" + r"\1" + "\n"
              "\t{\n\tbra.uni \t$Lx;\n\t$Lx:\n\t}")
    _proves(ptx, va.cfg)
    body = parse(ptx).entry("vec_add").body
    bras = [x for x in body if isinstance(x, Instr) and x.opcode == "bra" and "Lx" in x.operands[0].name]
    assert [b.operands[0].name for b in bras] == ["$Lx@1", "$Lx@2"]


def test_label_twice_in_one_scope_is_unsupported() -> None:
    va = bases()["vec_add"]
    ptx = mut(va.ptx, r"(\tst\.global\.f32 \t\[%rd10\], %f3;)", "\t{\n\t$Ly:\n\t$Ly:\n\t}\n" + r"\1")
    with pytest.raises(UnsupportedPTX, match="defined twice"):
        parse(ptx)


@pytest.mark.parametrize("term", ["exit", "ret"])
def test_exit_inside_a_scope(term: str) -> None:
    va = bases()["vec_add"]
    ok = mut(va.ptx, r"@%p2 bra \t\$L__BB0_3;", "{\n\t@%p2 " + term + ";\n\t}")
    _proves(ok, va.cfg)
    bad = mut(va.ptx, r"@%p2 bra \t\$L__BB0_3;", "{\n\t@!%p2 " + term + ";\n\t}")
    art = prove(bad, va.cfg)
    assert _ob(art, 1)["status"] == "failed", art.statuses()


# ---------------------------------------------------------------------------------------- hole 6: bra.uni
def test_bra_uni_divergent_fails() -> None:
    ptx, cfg = _case("vec_add_bra_uni_divergent")
    w = _fails_with_witness(ptx, cfg, 4)
    assert w["rule"] == "uni" and w["warp"] == 7 and w["taken_by_a"] != w["taken_by_b"], w
    assert w["thread_a"]["block"] == w["thread_b"]["block"]


def test_bra_uni_on_warp_uniform_guards_proves() -> None:
    va = bases()["vec_add"]
    # the power check is launch-uniform; with n = 1024 the bounds guard is uniform in every warp
    _proves(mut(va.ptx, r"@%p1 bra \t", "@%p1 bra.uni \t"), va.cfg)
    art = prove(mut(va.ptx, r"@%p2 bra \t", "@%p2 bra.uni \t"), K.vec_add(n=1024))
    assert art.ok, art.statuses()
    assert "uni" in _ob(art, 4)["method"]


def test_ret_uni_divergent_fails() -> None:
    va = bases()["vec_add"]
    ptx = mut(va.ptx, r"@%p2 bra \t\$L__BB0_3;", "@%p2 ret.uni;")
    _fails_with_witness(ptx, va.cfg, 4)
