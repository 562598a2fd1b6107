"""Module-scope variables (tests/fixtures/ptx/module_vars.cu, nvcc -O3 sm_90, and small hand-written PTX).

`.global` / `.const` variables are buffers of their own size that obligations 2 and 3 check; an
initialised one that the entry never writes (nor lets its address escape) is concrete memory: its loads
return the initialiser, an assumption the artifact's detail states. File-scope `extern __shared__`
(`.extern .shared .b8 name[]` at module scope) is the dynamic shared window.
"""

from __future__ import annotations

import json
import re

import pytest

from fltc.errors import UnsupportedPTX
from tests.fixtures import kernels as K
from verifier import prove
from verifier.config import Buffer, LaunchConfig, OutputRegion, ParamDecl, ParamType, PowerSpec, Role
from verifier.ptx_parse import parse

MV = K.ptx("module_vars")


def mut(text: str, old: str, new: str, count: int = 1) -> str:
    out, n = re.subn(old, new, text, count=count)
    assert n == count, f"mutation pattern {old!r} matched {n} times"
    return out


def _p(name: str, t: str, role: str | None = None) -> ParamDecl:
    return ParamDecl(name, ParamType(t), Role(role) if role else None)


def elementwise(entry: str, n: int = 1000, bs: int = 128) -> LaunchConfig:
    """mv_perm / mv_const: y[i] from x, i < n."""
    return LaunchConfig(entry, entry, (_p("x", "ptr", "in"), _p("y", "ptr", "out"), _p("n", "s32"), _p("power", "u32")),
                        ((n + bs - 1) // bs, 1, 1), (bs, 1, 1), 0, (("n", n),),
                        (("x", Buffer(4 * n)), ("y", Buffer(4 * n))), (OutputRegion("y", 0, 4, (n,), (4,)),),
                        power=PowerSpec("power", 1), label=f"n{n}_bs{bs}")


def per_cta(entry: str, bs: int, grid: int = 1, dynamic: int = 0) -> LaunchConfig:
    """mv_scratch / mv_dyn: one element per thread of `grid` CTAs of `bs` threads."""
    n = bs * grid
    return LaunchConfig(entry, entry, (_p("x", "ptr", "in"), _p("y", "ptr", "out"), _p("power", "u32")),
                        (grid, 1, 1), (bs, 1, 1), dynamic, (), (("x", Buffer(4 * n)), ("y", Buffer(4 * n))),
                        (OutputRegion("y", 0, 4, (n,), (4,)),), power=PowerSpec("power", 1),
                        label=f"g{grid}_bs{bs}_dyn{dynamic}")


def statuses(text: str, cfg: LaunchConfig) -> tuple[dict[int, dict], bool]:
    art = prove(text, cfg)
    return {o["id"]: o for o in art.doc["obligations"]}, art.ok


def test_config_json_matches() -> None:
    d = json.loads((K.PTX_DIR / "module_vars.config.json").read_text())
    assert LaunchConfig.from_json(d) == elementwise("mv_perm")


def test_parse_module_variables() -> None:
    m = parse(MV)
    g = {v.name: v for v in m.globals}
    assert g["perm"].space == "global" and g["perm"].size_bytes == 16
    assert g["perm"].init == bytes([2, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 1, 0, 0, 0])  # trailing zeros filled
    assert g["ctbl"].space == "const" and g["ctbl"].init[:8] == bytes([10, 0, 0, 0, 11, 0, 0, 0])
    assert g["scratch"].init is None and g["scratch"].size_bytes == 1024
    assert g["dyn"].space == "shared" and g["dyn"].extern and g["dyn"].array_len == 0
    assert all(e.module_vars == m.globals for e in m.entries)


HDR = ".version 8.0\n.target sm_90\n.address_size 64\n"


def test_parse_typed_initialisers_and_linkage() -> None:
    m = parse(HDR + ".visible .global .align 4 .u32 tbl[4] = {1, 2, 3, 4};\n"
              ".const .align 4 .f32 one = 0f3F800000;\n.weak .global .s16 neg[2] = {-1};\n"
              ".visible .entry k()\n{ ret; }")
    g = {v.name: v for v in m.globals}
    assert g["tbl"].init == bytes([1, 0, 0, 0, 2, 0, 0, 0, 3, 0, 0, 0, 4, 0, 0, 0]) and g["tbl"].linkage == "visible"
    assert g["one"].init == (0x3F800000).to_bytes(4, "little")
    assert g["neg"].init == bytes([0xFF, 0xFF, 0, 0])


@pytest.mark.parametrize("decl,what", [
    (".global .align 8 .u64 p = generic(tbl);", "initialiser item"),
    (".global .u32 t[2] = {1, 2, 3};", "3 items for 2 elements"),
    (".global .u8 t[2] = {256};", "does not fit"),
    (".shared .u32 s[2] = {1, 2};", "initialised shared"),
    (".global .u32 t[2][2];", "multi-dimensional"),
    (".global .v4 .f32 t;", "vector variable"),
    (".bogus .u32 x;", "module-level statement"),
])
def test_unsupported_module_declarations(decl: str, what: str) -> None:
    with pytest.raises(UnsupportedPTX, match=re.escape(what)):
        parse(HDR + decl + "\n.visible .entry k()\n{ ret; }")


def test_concrete_table_values() -> None:
    """Hand-written: y[tbl[2]] = 7 with tbl = {1, 2, 3, 4}: the store is at byte 12 exactly (in bounds of 16
    bytes, out of bounds of 12), so the load returned the initialiser's third element."""
    src = HDR + """.global .align 4 .u32 tbl[4] = {1, 2, 3, 4};
.visible .entry k(.param .u64 k_param_0)
{ .reg .b32 %r<3>; .reg .b64 %rd<5>;
  ld.param.u64 %rd1, [k_param_0];
  ld.global.u32 %r1, [tbl+8];
  mul.wide.u32 %rd2, %r1, 4;
  add.s64 %rd3, %rd1, %rd2;
  mov.u32 %r2, 7;
  st.global.u32 [%rd3], %r2;
  ret; }"""

    def cfg(size: int) -> LaunchConfig:
        return LaunchConfig("k", "k", (_p("y", "ptr", "out"),), (1, 1, 1), (1, 1, 1), 0, (), (("y", Buffer(size)),),
                            (OutputRegion("y", 12, 4, (1,), (4,)),))

    ok, _ = statuses(src, cfg(16))
    assert ok[3]["status"] == "proved" and ok[1]["status"] == "proved"  # coverage: element at 12 written
    assert "tbl (line 4) holds its PTX initialiser" in ok[3]["detail"]
    assert "disjoint from every pointer argument" in ok[3]["detail"]
    bad, _ = statuses(src, cfg(12))
    assert bad[3]["status"] == "failed" and bad[3]["witness"]["access"]["offset"] == 12


ORIGINALS = [("mv_perm", elementwise("mv_perm")), ("mv_const", elementwise("mv_const")),
             ("mv_scratch one CTA", per_cta("mv_scratch", 256)),
             ("mv_dyn: blockDim floats of dynamic shared", per_cta("mv_dyn", 128, grid=4, dynamic=512))]


@pytest.mark.parametrize("name,cfg", ORIGINALS, ids=[o[0] for o in ORIGINALS])
def test_originals_prove(name: str, cfg: LaunchConfig) -> None:
    obs, ok = statuses(MV, cfg)
    assert ok, {k: (v["status"], v["detail"]) for k, v in obs.items()}


def test_written_table_is_not_concrete() -> None:
    """A store to perm in the entry (its address taken into a register): loads are fresh, the note goes,
    and the x index is no longer provably in bounds."""
    text = mut(MV, r"(ld\.global\.nc\.u32 \t%r9, \[%rd6\];)", r"st.global.u32 \t[%rd6], %r1;\n\t\1")
    obs, ok = statuses(text, elementwise("mv_perm"))
    assert obs[3]["status"] == "failed" and "initialiser" not in obs[3]["detail"]
    assert obs[3]["witness"]["access"]["buffer"] == "x"
    # written or not, a referenced module variable is assumed apart from every pointer argument: stated
    assert "perm" in obs[3]["detail"] and "disjoint from every pointer argument" in obs[3]["detail"]
    assert not ok


# (obligation, name, ptx text, config, buffer the witness names)
SCRATCH_RACE = mut(mut(MV, r"\.reg \.b64 \t%rd<10>;", ".reg .b64 \t%rd<11>;"),  # mv_scratch's declaration
                   r"add\.s64 \t%rd7, %rd6, %rd4;", "and.b64 \t%rd10, %rd4, -8;\n\tadd.s64 \t%rd7, %rd6, %rd10;")
MUTANTS = [
    (3, "index into the .global table out of bounds (i & 7 instead of i & 3)",
     mut(MV, r"%rd4, %rd3, 12;", "%rd4, %rd3, 28;"), elementwise("mv_perm"), "perm"),
    (3, "a .global table value out of range (perm[3] = 4): the x load it indexes is out of bounds",
     mut(MV, r"3, 0, 0, 0, 1\};", "3, 0, 0, 0, 4};"), elementwise("mv_perm"), "x"),
    (3, ".const table read out of range (i & 15 instead of i & 7)",
     mut(MV, r"%rd7, %rd6, 28;", "%rd7, %rd6, 60;"), elementwise("mv_const"), "ctbl"),
    (3, "store into a .const variable through a generic address",
     mut(MV, r"(ld\.const\.u32 \t%r8, \[%rd9\];)", r"\1\n\tst.u32 \t[%rd9], %r1;"), elementwise("mv_const"), "ctbl"),
    (3, ".global scratch array indexed past its 1024 bytes (512 threads)", MV, per_cta("mv_scratch", 512),
     "scratch"),
    (3, "extern shared access beyond dynamic_shared_bytes", MV, per_cta("mv_dyn", 128, grid=4, dynamic=256), "dyn"),
    (2, "store to the .global scratch raced by two threads of one CTA (tid/2 slots)", SCRATCH_RACE,
     per_cta("mv_scratch", 256), "scratch"),
    (2, "store to the .global scratch raced by two CTAs (grid 2)", MV, per_cta("mv_scratch", 128, grid=2), "scratch"),
]


@pytest.mark.parametrize("oid,name,text,cfg,buf", MUTANTS, ids=[m[1] for m in MUTANTS])
def test_mutant_fails_with_witness(oid: int, name: str, text: str, cfg: LaunchConfig, buf: str) -> None:
    obs, ok = statuses(text, cfg)
    o = obs[oid]
    assert o["status"] == "failed", (name, o["status"], o["detail"])
    w = o["witness"]
    assert w["reason"] and w["launch"]["grid"] == list(cfg.grid)
    if oid == 3:
        assert w["access"]["buffer"] == buf and w["access"]["ptx_line"] > 0
    else:
        assert w["access_a"]["buffer"] == buf and w["thread_a"] != w["thread_b"]
    assert not ok


def test_entry_scope_global_variable_is_unsupported() -> None:
    src = HDR + ".visible .entry k()\n{ .global .u32 g; ret; }"
    obs, ok = statuses(src, LaunchConfig("k", "k", (), (1, 1, 1), (1, 1, 1), 0, (), (), ()))
    assert obs[3]["status"] == "unsupported" and "entry-scope .global" in obs[3]["detail"]
    assert not ok


@pytest.mark.parametrize("offset,status", [(60, "proved"), (64, "failed")])
def test_module_scope_static_shared(offset: int, status: str) -> None:
    """A module-scope `.shared` array is laid out like an entry-scope one: [buf+64] is past its 64 bytes."""
    src = HDR + f""".shared .align 4 .b8 buf[64];
.visible .entry k()
{{ .reg .b32 %r<2>;
  mov.u32 %r1, %tid.x;
  st.shared.u32 [buf+{offset}], %r1;
  ret; }}"""
    obs, _ = statuses(src, LaunchConfig("k", "k", (), (1, 1, 1), (1, 1, 1), 0, (), (), ()))
    assert obs[3]["status"] == status, obs[3]["detail"]
    if status == "failed":
        assert obs[3]["witness"]["access"]["buffer"] == "buf" and obs[3]["witness"]["access"]["offset"] == 64
