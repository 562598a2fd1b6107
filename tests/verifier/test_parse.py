"""Front end: parsing nvcc output, the CFG, and explicit 'unsupported' results."""

from __future__ import annotations

import pytest

from fltc.errors import UnsupportedPTX
from tests.fixtures import kernels as K
from verifier import prove
from verifier.cfg import build_cfg
from verifier.ptx_parse import Addr, FImm, Pair, Vec, parse


def test_parse_fixture_entries() -> None:
    m = parse(K.ptx("rmsnorm"))
    e = m.entry("rmsnorm_f16")
    assert m.target == "sm_89" and m.address_size == 64
    assert [p.type for p in e.params] == ["u64", "u64", "u64", "u32", "f32", "u32"]
    assert e.vars[0].space == "shared" and e.vars[0].size_bytes == 128
    shfl = next(i for i in e.body if getattr(i, "opcode", "") == "shfl")
    assert isinstance(shfl.operands[0], Pair)
    g = build_cfg(e)
    assert len(g.loops) == 2


def test_operands() -> None:
    src = """.version 8.0\n.target sm_89\n.address_size 64
.visible .entry k(.param .align 8 .b8 s[16], .param .u64 p)
{ .reg .b32 %r<4>; .reg .f32 %f<2>; .reg .b64 %rd<3>;
  ld.global.nc.v4.u32 {%r0, %r1, %r2, %r3}, [%rd1+-16];
  mov.f32 %f1, 0f3F800000;
  ret; }"""
    e = parse(src).entry("k")
    assert e.params[0].align == 8 and e.params[0].array_len == 16
    ld, mv = e.body[0], e.body[1]
    assert isinstance(ld.operands[0], Vec) and isinstance(ld.operands[1], Addr) and ld.operands[1].offset == -16
    assert isinstance(mv.operands[1], FImm) and mv.operands[1].bits == 0x3F800000


def test_unsupported_instruction_is_explicit() -> None:
    text = K.ptx("vec_add").replace("add.f32 \t%f3, %f2, %f1;", "add.f32 \t%f3, %f2, %f1;\n\tbrev.b64 \t%rd9, %rd9;"
                                    "\n\ttexbogus.b32 \t%r2, %r2;")
    art = prove(text, K.vec_add())
    st = {o["id"]: o for o in art.doc["obligations"]}
    for i in (1, 2, 3, 4, 6):
        assert st[i]["status"] == "unsupported"
        assert "texbogus" in st[i]["detail"] and "line" in st[i]["detail"]
    assert st[5]["status"] == "proved" or st[5]["status"] == "unknown"
    assert not art.ok


def test_local_memory_is_unsupported_not_skipped() -> None:
    text = K.ptx("vec_add").replace("st.global.f32 \t[%rd10], %f3;", "st.local.f32 \t[%rd10], %f3;")
    art = prove(text, K.vec_add())
    o = {x["id"]: x for x in art.doc["obligations"]}[3]
    assert o["status"] == "unsupported" and "local" in o["detail"]


def test_irreducible_or_unknown_label() -> None:
    with pytest.raises(UnsupportedPTX):
        build_cfg(parse(".version 8.0\n.target sm_89\n.address_size 64\n.visible .entry k()\n{ bra $L_x; ret; }")
                  .entry("k"))


def test_liveness_keeps_only_registers_read_later() -> None:
    """live_in (used to drop dead registers at joins): a register written on both branches and never read
    after the join is not live there; one read after the join, or read before its write in the join block,
    is; a guarded write does not kill (the old value may survive)."""
    from verifier.symexec import live_in

    src = """.version 8.0\n.target sm_89\n.address_size 64
.visible .entry k(.param .u64 p)
{ .reg .b32 %r<6>; .reg .pred %p<2>; .reg .b64 %rd<3>;
  ld.param.u64 %rd1, [p];
  mov.u32 %r1, %tid.x;
  setp.lt.u32 %p1, %r1, 16;
  @%p1 bra $L_a;
  mov.u32 %r2, 1;
  mov.u32 %r3, 7;
  bra $L_join;
$L_a:
  mov.u32 %r2, 2;
  mov.u32 %r3, 9;
$L_join:
  add.s32 %r4, %r2, 1;
  @%p1 mov.u32 %r5, 3;
  st.global.u32 [%rd1], %r4;
  st.global.u32 [%rd1+4], %r5;
  ret; }"""
    g = build_cfg(parse(src).entry("k"))
    live = live_in(g)
    join = next(b for b in g.blocks if b.label == "$L_join")
    assert {"%r2", "%rd1", "%p1", "%r5"} <= live[join.id]
    assert "%r3" not in live[join.id] and "%r4" not in live[join.id]
    assert live[0] == frozenset({"%r5"})  # only the guarded write's old value is read before any write


def test_pointer_attributes_of_a_parameter_are_recorded_not_its_alignment() -> None:
    """`.param .u64 .ptr.global.align 16 p` (nvcc writes the dotted attribute as one word): the pointee's space is
    recorded and its `.align` is the pointee's, so the parameter keeps its type's alignment (a `.align` taken as the
    parameter's would move the .param layout); it parsed as type `ptr.global.align` named `16` before. An unknown
    pointer attribute is unsupported, not ignored."""
    head = ".version 8.0\n.target sm_90\n.address_size 64\n.visible .entry k("
    body = ")\n{ .reg .b64 %rd<2>; ld.param.u64 %rd1, [p]; ret; }\n"
    for decl, space in ((".param .u64 .ptr.global.align 16 p", "global"), (".param .u64 .ptr .shared .align 8 p", "shared"),
                        (".param .u64 .ptr.align 4 p", "generic")):
        e = parse(head + ".param .u32 n, " + decl + body).entry("k")
        p = e.params[1]
        assert (p.name, p.type, p.align, p.ptr_space) == ("p", "u64", None, space), (decl, p)
    aligned = parse(head + ".param .align 16 .b8 s[16]" + body.replace("[p]", "[s]")).entry("k").params[0]
    assert aligned.align == 16  # a parameter's own .align (no .ptr) still counts
    with pytest.raises(UnsupportedPTX, match="pointer attribute"):
        parse(head + ".param .u64 .ptr.global.volatile p" + body)
